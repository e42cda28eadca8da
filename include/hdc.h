/*
 * hdc.h - the public interface of libhdc, a rules library for
 * HyperDimension Chess (8x8x8) and related three-dimensional chess variants.
 *
 * This header is the whole ABI.  Conventions (they make every function
 * callable from ctypes and other FFIs without hand-written glue):
 *
 *  - Positions are opaque handles (hdc_position *) created by
 *    hdc_position_new() / hdc_position_from_text() / hdc_position_clone()
 *    and released by hdc_position_free() (NULL is a no-op).
 *  - Every fallible function returns an hdc_status: HDC_OK (0) or a negative
 *    HDC_ERR_* code.  hdc_status_string() names each code.  Results come back
 *    through pointer arguments.  Nothing prints, exits or aborts.
 *  - Lists and strings are written into caller buffers: `cap` is the capacity
 *    (elements or bytes, NUL included), `*needed` / `*count` receives the size
 *    required.  A buffer that is too small yields HDC_ERR_BUFFER_TOO_SMALL with
 *    the size needed reported and nothing written: never a truncated success.
 *    Passing buf = NULL with cap = 0 is the way to ask for the size.
 *  - A failed call on a handle leaves the position unchanged and records a
 *    message (and, for text input, the byte offset of the problem) that
 *    hdc_position_error_message() / hdc_position_error_offset() return.
 *  - No struct by value, no variadic functions, fixed-width integers.
 *  - Handles are independent: distinct handles may be used from distinct
 *    threads at the same time; one handle must not be shared between threads
 *    without external locking.
 */
#ifndef HDC_H
#define HDC_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(HDC_BUILDING_LIBRARY) && defined(__GNUC__)
#define HDC_API __attribute__((visibility("default")))
#else
#define HDC_API
#endif

#define HDC_VERSION_MAJOR 0
#define HDC_VERSION_MINOR 1
#define HDC_VERSION_PATCH 0
#define HDC_VERSION_NUMBER \
	(HDC_VERSION_MAJOR * 10000 + HDC_VERSION_MINOR * 100 + HDC_VERSION_PATCH)

/* ------------------------------------------------------------------------ */
/* Status codes                                                              */
/* ------------------------------------------------------------------------ */

typedef int32_t hdc_status;

enum hdc_status_code {
	HDC_OK = 0,
	HDC_ERR_NULL = -1,             /* a required pointer argument was NULL */
	HDC_ERR_RANGE = -2,            /* an argument is out of its valid range */
	HDC_ERR_BUFFER_TOO_SMALL = -3, /* caller buffer too small; size reported */
	HDC_ERR_NO_MEMORY = -4,        /* an allocation failed */
	HDC_ERR_UNKNOWN_VARIANT = -5,  /* no variant of that name */
	HDC_ERR_SYNTAX = -6,           /* text is malformed (offset recorded) */
	HDC_ERR_INVALID_POSITION = -7, /* well-formed text, impossible position */
	HDC_ERR_ILLEGAL_MOVE = -8,     /* the move is not legal here */
	HDC_ERR_AMBIGUOUS_MOVE = -9,   /* the move text matches several moves */
	HDC_ERR_NO_HISTORY = -10,      /* undo with no move to take back */
	HDC_ERR_DEPTH = -11            /* perft depth outside 0..HDC_MAX_PERFT_DEPTH */
};

/* ------------------------------------------------------------------------ */
/* Constants                                                                 */
/* ------------------------------------------------------------------------ */

enum hdc_limits {
	/* No variant has more cells than this. */
	HDC_MAX_CELLS = 512,
	/* No legal position of any variant has more legal moves than this: a
	 * buffer of this many hdc_move always holds a full list. */
	HDC_MAX_MOVES = 16384,
	/* Deepest perft hdc_position_perft() accepts. */
	HDC_MAX_PERFT_DEPTH = 12
};

enum hdc_color {
	HDC_WHITE = 0,
	HDC_BLACK = 1
};

/*
 * Piece types.  The numeric values are part of the ABI.  Which types a
 * variant uses (and the letter it writes for each) is variant data.
 */
enum hdc_piece_type {
	HDC_NO_PIECE = 0,
	HDC_PAWN = 1,
	HDC_KING = 2,
	HDC_QUEEN = 3,        /* slides face + edge + vertex */
	HDC_DUKE = 4,         /* slides face + edge (3D8L: rook-bishop) */
	HDC_ROOK = 5,         /* slides face */
	HDC_BISHOP = 6,       /* slides edge */
	HDC_MACE = 7,         /* slides vertex (Raumschach: unicorn) */
	HDC_ROOK_MACE = 8,    /* slides face + vertex */
	HDC_BISHOP_MACE = 9,  /* slides edge + vertex */
	HDC_KNIGHT = 10,      /* leaps (2,1,0) */
	HDC_RED_KNIGHT = 11,  /* leaps (2,1,1) */
	HDC_GREEN_KNIGHT = 12,/* leaps (2,2,1) */
	HDC_GRAND_KNIGHT = 13 /* leaps like all three knights */
};

/*
 * A piece on a cell is an hdc_piece: 0 for an empty cell, else
 * type + 32 * color (so white pieces are 1..31, black 33..63).
 * hdc_piece_type() and hdc_piece_color() take it apart.
 */
typedef int32_t hdc_piece;

/*
 * Moves are values.  Encoding (stable):
 *   bits  0..9   from cell
 *   bits 10..19  to cell
 *   bits 20..24  promotion piece type (0 = none)
 *   bits 25..28  kind (enum hdc_move_kind)
 *   bits 29..31  zero
 * For castling moves, from/to are the king's cells and bits 20..24 hold the
 * castling index (enum hdc_castling for HDC).  A move value only has meaning
 * for the position it was generated in.
 */
typedef uint32_t hdc_move;

enum hdc_move_kind {
	HDC_MOVE_QUIET = 0,
	HDC_MOVE_CAPTURE = 1,
	HDC_MOVE_DOUBLE_STEP = 2,
	HDC_MOVE_EN_PASSANT = 3,
	HDC_MOVE_CASTLING = 4,
	HDC_MOVE_PROMOTION = 5,
	HDC_MOVE_PROMOTION_CAPTURE = 6
};

/* The four castlings of HDC, in the order of the position text (KQLU). */
enum hdc_castling {
	HDC_CASTLE_KINGSIDE = 0,      /* O-O    */
	HDC_CASTLE_QUEENSIDE = 1,     /* O-O-O  */
	HDC_CASTLE_LOWER = 2,         /* O-Oz   (towards layer I)    */
	HDC_CASTLE_UPPER = 3          /* O-O-Oz (towards layer VIII) */
};

typedef struct hdc_position hdc_position;

/* ------------------------------------------------------------------------ */
/* Library                                                                   */
/* ------------------------------------------------------------------------ */

/* "MAJOR.MINOR.PATCH" of the library actually loaded. */
HDC_API const char *hdc_version(void);
/* HDC_VERSION_NUMBER of the library actually loaded. */
HDC_API int32_t hdc_version_number(void);
/* A static English description of a status code (never NULL). */
HDC_API const char *hdc_status_string(hdc_status status);

/* ------------------------------------------------------------------------ */
/* Pieces and moves (pure functions on values)                               */
/* ------------------------------------------------------------------------ */

HDC_API int32_t hdc_piece_type(hdc_piece piece);   /* enum hdc_piece_type */
HDC_API int32_t hdc_piece_color(hdc_piece piece);  /* enum hdc_color, -1 if empty */
HDC_API hdc_piece hdc_piece_make(int32_t type, int32_t color);

HDC_API int32_t hdc_move_from(hdc_move move);
HDC_API int32_t hdc_move_to(hdc_move move);
HDC_API int32_t hdc_move_promotion(hdc_move move); /* piece type, 0 = none */
HDC_API int32_t hdc_move_kind(hdc_move move);      /* enum hdc_move_kind */
/* Castling index (enum hdc_castling), or -1 if the move is no castling. */
HDC_API int32_t hdc_move_castling(hdc_move move);
/* 1 if the move removes an enemy piece (capture, e.p., promotion capture). */
HDC_API int32_t hdc_move_is_capture(hdc_move move);

/* ------------------------------------------------------------------------ */
/* Positions: life cycle                                                     */
/* ------------------------------------------------------------------------ */

/* The start position of a variant ("hdc"; NULL means "hdc"). */
HDC_API hdc_status hdc_position_new(const char *variant, hdc_position **out);
/* A position of a variant read from position text (see RULES.md).  On
 * failure *out is NULL; use hdc_position_set_text() on a handle from
 * hdc_position_new() to learn the offset and message of the problem. */
HDC_API hdc_status hdc_position_from_text(const char *variant, const char *text,
                                          hdc_position **out);
/* An independent copy, history included. */
HDC_API hdc_status hdc_position_clone(const hdc_position *pos, hdc_position **out);
HDC_API void hdc_position_free(hdc_position *pos);

/* Replace the position by one read from text; the history is cleared.  On
 * failure the position is unchanged and the error offset/message are set. */
HDC_API hdc_status hdc_position_set_text(hdc_position *pos, const char *text);
/* The position text (NUL-terminated; *needed counts the NUL). */
HDC_API hdc_status hdc_position_text(const hdc_position *pos, char *buf, size_t cap,
                                     size_t *needed);

/* What went wrong in the last failed call on this handle: a static-lifetime
 * message owned by the handle (valid until the next call on it) and the
 * byte offset into the text concerned, or -1 when no text was involved. */
HDC_API const char *hdc_position_error_message(const hdc_position *pos);
HDC_API int64_t hdc_position_error_offset(const hdc_position *pos);

/* ------------------------------------------------------------------------ */
/* Positions: board and state                                                */
/* ------------------------------------------------------------------------ */

/* The variant's name ("hdc"). */
HDC_API hdc_status hdc_position_variant(const hdc_position *pos, char *buf, size_t cap,
                                        size_t *needed);
/* Board extent: files (x), ranks (y), layers (z), and the number of cells. */
HDC_API hdc_status hdc_position_dimensions(const hdc_position *pos, int32_t *files,
                                           int32_t *ranks, int32_t *layers,
                                           int32_t *cells);
/* Cell index <-> 0-based coordinates (x = file, y = rank, z = layer). */
HDC_API hdc_status hdc_position_cell_at(const hdc_position *pos, int32_t x, int32_t y,
                                        int32_t z, int32_t *cell);
HDC_API hdc_status hdc_position_cell_coords(const hdc_position *pos, int32_t cell,
                                            int32_t *x, int32_t *y, int32_t *z);
/* A cell's name in the variant's style ("e4–IV", with the en dash) and the
 * reverse (accepting the lenient forms RULES.md lists). */
HDC_API hdc_status hdc_position_cell_name(const hdc_position *pos, int32_t cell,
                                          char *buf, size_t cap, size_t *needed);
HDC_API hdc_status hdc_position_parse_cell(hdc_position *pos, const char *text,
                                           int32_t *cell);

HDC_API hdc_status hdc_position_piece_at(const hdc_position *pos, int32_t cell,
                                         hdc_piece *piece);
HDC_API hdc_status hdc_position_side_to_move(const hdc_position *pos, int32_t *color);
/* Castling rights still held, bit i = castling index i of white,
 * bit 16 + i = castling index i of black. */
HDC_API hdc_status hdc_position_castling_rights(const hdc_position *pos,
                                                uint32_t *rights);
/* The en passant cell (the cell a double step skipped), or -1. */
HDC_API hdc_status hdc_position_en_passant(const hdc_position *pos, int32_t *cell);
HDC_API hdc_status hdc_position_halfmove_clock(const hdc_position *pos, int32_t *clock);
HDC_API hdc_status hdc_position_fullmove_number(const hdc_position *pos,
                                                int32_t *number);
/* The 64-bit Zobrist key.  Equal positions in the sense of the repetition
 * rule have equal keys; the values are stable across versions and builds. */
HDC_API hdc_status hdc_position_key(const hdc_position *pos, uint64_t *key);

/* ------------------------------------------------------------------------ */
/* Positions: moves                                                          */
/* ------------------------------------------------------------------------ */

/* All legal moves of the side to move. */
HDC_API hdc_status hdc_position_legal_moves(const hdc_position *pos, hdc_move *moves,
                                            size_t cap, size_t *count);
/* Only the legal moves of the piece on `cell` (none for an empty cell or a
 * piece of the side not to move). */
HDC_API hdc_status hdc_position_legal_moves_from(const hdc_position *pos, int32_t cell,
                                                 hdc_move *moves, size_t cap,
                                                 size_t *count);
/* Whether side `color` attacks `cell` (could capture a piece standing there). */
HDC_API hdc_status hdc_position_is_attacked(const hdc_position *pos, int32_t cell,
                                            int32_t color, int32_t *attacked);
/* Every cell side `color` attacks, in increasing order. */
HDC_API hdc_status hdc_position_attacked_cells(const hdc_position *pos, int32_t color,
                                               int32_t *cells, size_t cap,
                                               size_t *count);
/* 1 if the side to move is in check, else 0. */
HDC_API hdc_status hdc_position_in_check(const hdc_position *pos, int32_t *in_check);

/* Play a legal move; an illegal one is HDC_ERR_ILLEGAL_MOVE and the position
 * is unchanged. */
HDC_API hdc_status hdc_position_play(hdc_position *pos, hdc_move move);
/* Take back the last move played (HDC_ERR_NO_HISTORY if there is none). */
HDC_API hdc_status hdc_position_undo(hdc_position *pos);
/* How many moves can be taken back. */
HDC_API hdc_status hdc_position_history_length(const hdc_position *pos, size_t *length);

/* Coordinate notation (RULES.md, e.g. "e2IVe4IV", "e7IIe8IIq"). */
HDC_API hdc_status hdc_position_move_coord(const hdc_position *pos, hdc_move move,
                                           char *buf, size_t cap, size_t *needed);
/* Read coordinate notation into the legal move it names. */
HDC_API hdc_status hdc_position_parse_coord(hdc_position *pos, const char *text,
                                            hdc_move *move);

/* Number of leaf nodes of the legal move tree of the given depth
 * (0..HDC_MAX_PERFT_DEPTH; depth 0 counts 1). */
HDC_API hdc_status hdc_position_perft(const hdc_position *pos, int32_t depth,
                                      uint64_t *nodes);

#ifdef __cplusplus
}
#endif

#endif /* HDC_H */
