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
 *    `needed` may be NULL when the caller does not want the size; `count`
 *    may not.  Outputs of hdc_position_dimensions() and
 *    hdc_position_cell_coords() may each be NULL to skip them.
 *  - A failed call on a handle leaves the position unchanged and records a
 *    message (and, for text input, the byte offset of the problem) that
 *    hdc_position_error_message() / hdc_position_error_offset() return.
 *  - Every failed call, with a handle or without one, also leaves its
 *    status, a message and the offset as the calling thread's last error:
 *    hdc_last_error_status() / _message() / _offset().  That is where to
 *    look after calls that have no handle to hold a message (variant
 *    queries, hdc_position_new/_from_text, hdc_game_new) and after calls on
 *    a const handle, which record nothing in the handle (so threads sharing
 *    a read-only position never race).  A successful call does not clear
 *    the last error: read it only right after a call returned an error, or
 *    call hdc_last_error_clear() first (its status is then HDC_OK).
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
#define HDC_VERSION_MINOR 5
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
	HDC_ERR_DEPTH = -11,           /* perft depth outside 0..HDC_MAX_PERFT_DEPTH */
	HDC_ERR_NO_GAME = -12,         /* the text holds no (further) game */
	HDC_ERR_NOT_FOUND = -13,       /* no such tag */
	HDC_ERR_GAME_OVER = -14,       /* the game is already over: nothing to search */
	HDC_ERR_BUSY = -15,            /* the engine is searching: wait or stop it */
	HDC_ERR_UNSUPPORTED = -16      /* not available in this build (threads) */
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
	HDC_GRAND_KNIGHT = 13,/* leaps like all three knights */
	HDC_WYVERN = 14,      /* C'escacs: rook slides + knight jumps */
	HDC_PEGASUS = 15,     /* C'escacs: bishop slides + knight jumps */
	HDC_ELEPHANT = 16     /* C'escacs: forward one or two, four diagonals */
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
 * castling index (enum hdc_castling for HDC, the order of CESCACS.md section
 * 9 for C'escacs).  A move value only has meaning
 * for the position it was generated in.
 * The value 0 (from cell 0 to cell 0, quiet), which no legal move of any
 * variant has, is HDC_MOVE_NULL: the null move, a pass (see
 * hdc_position_play_null).
 */
typedef uint32_t hdc_move;

enum hdc_move_kind {
	HDC_MOVE_QUIET = 0,
	HDC_MOVE_CAPTURE = 1,
	HDC_MOVE_DOUBLE_STEP = 2,
	HDC_MOVE_EN_PASSANT = 3,
	HDC_MOVE_CASTLING = 4,
	HDC_MOVE_PROMOTION = 5,
	HDC_MOVE_PROMOTION_CAPTURE = 6,
	HDC_MOVE_TRIPLE_STEP = 7,       /* C'escacs pawn triple step */
	HDC_MOVE_PROMOTION_IN_PLACE = 8 /* C'escacs forced promotion: from == to */
};

/* The four castlings of HDC, in the order of the position text (KQLU). */
enum hdc_castling {
	HDC_CASTLE_KINGSIDE = 0,      /* O-O    */
	HDC_CASTLE_QUEENSIDE = 1,     /* O-O-O  */
	HDC_CASTLE_LOWER = 2,         /* O-Oz   (towards layer I)    */
	HDC_CASTLE_UPPER = 3          /* O-O-Oz (towards layer VIII) */
};

/* Why a game is over (hdc_position_status). */
enum hdc_game_status {
	HDC_STATUS_ONGOING = 0,
	HDC_STATUS_CHECKMATE = 1,
	HDC_STATUS_STALEMATE = 2,
	HDC_STATUS_INSUFFICIENT_MATERIAL = 3,
	HDC_STATUS_SEVENTYFIVE_MOVES = 4,
	HDC_STATUS_FIVEFOLD_REPETITION = 5
};

/* Draws a player may claim (hdc_position_claimable), as bits. */
enum hdc_claim {
	HDC_CLAIM_NONE = 0,
	HDC_CLAIM_FIFTY_MOVES = 1,
	HDC_CLAIM_THREEFOLD_REPETITION = 2
};

typedef struct hdc_position hdc_position;
typedef struct hdc_game hdc_game;
/* A variant as a value (see "Variant handles"). */
typedef struct hdc_variant hdc_variant;

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
/* Last error (per thread)                                                   */
/* ------------------------------------------------------------------------ */

/*
 * What the calling thread's last failed call reported (see the conventions
 * at the top): its status, a message (never NULL; owned by the library,
 * valid until the thread's next failing call or hdc_last_error_clear(); ""
 * when nothing failed yet) and the byte offset into the text concerned, or
 * -1 when no text was involved.  Calls that fail on a handle also record
 * the same message in the handle.  Successful calls leave it as it is.
 */
HDC_API hdc_status hdc_last_error_status(void);
HDC_API const char *hdc_last_error_message(void);
HDC_API int64_t hdc_last_error_offset(void);
/* Forget the last error: status HDC_OK, message "", offset -1. */
HDC_API void hdc_last_error_clear(void);

/* ------------------------------------------------------------------------ */
/* Variants                                                                  */
/* ------------------------------------------------------------------------ */

/*
 * The variants this library plays, and what each one is made of.  A variant
 * is named by its name ("hdc", "raumschach", "3d8l", "cescacs") or by the
 * Variant tag its game records carry ("HDC", "Raumschach", "3D8L",
 * "C'escacs"), in any case: every function taking a variant name reads
 * them all, so a record's Variant tag can be passed straight to
 * hdc_position_new().  Here a NULL name is HDC_ERR_NULL; a name the
 * library does not know is HDC_ERR_UNKNOWN_VARIANT, with a last error
 * message (hdc_last_error_message) that quotes it and lists the known ones.
 */

/* How many variants there are (indices 0 .. count-1; index 0 is "hdc"). */
HDC_API int32_t hdc_variant_count(void);
/* The name of the index-th variant, lower case ("hdc", "raumschach",
 * "3d8l", "cescacs"); HDC_ERR_RANGE for an index outside
 * 0 .. hdc_variant_count()-1. */
HDC_API hdc_status hdc_variant_name(int32_t index, char *buf, size_t cap, size_t *needed);
/* The variant's title for people ("HyperDimension Chess", "Raumschach",
 * "3D8L", "C'escacs"). */
HDC_API hdc_status hdc_variant_title(const char *variant, char *buf, size_t cap,
                                     size_t *needed);
/* Board extent of the variant, as hdc_position_dimensions() reports it for
 * its positions.  Each output may be NULL to skip it. */
HDC_API hdc_status hdc_variant_dimensions(const char *variant, int32_t *files,
                                          int32_t *ranks, int32_t *layers,
                                          int32_t *cells);
/* The piece types (enum hdc_piece_type) the variant uses, the pawn
 * included, in the order of the variant's table. */
HDC_API hdc_status hdc_variant_piece_types(const char *variant, int32_t *types, size_t cap,
                                           size_t *count);
/* The letter the variant writes for a piece type, upper case as for white
 * ("U" for the Raumschach unicorn, "P" for the pawn), and the type's name
 * in the variant ("unicorn", "rook-bishop", "red knight").  HDC_ERR_RANGE
 * for a type the variant does not use. */
HDC_API hdc_status hdc_variant_piece_letter(const char *variant, int32_t type, char *buf,
                                            size_t cap, size_t *needed);
HDC_API hdc_status hdc_variant_piece_name(const char *variant, int32_t type, char *buf,
                                          size_t cap, size_t *needed);

/* ------------------------------------------------------------------------ */
/* Variant handles                                                           */
/* ------------------------------------------------------------------------ */

/*
 * A variant as a value: a built-in, or a game read from a description in
 * the HVD format (docs/VARIANTS.md: board, pieces and their movement,
 * pawns, castlings, start position, rules).  Handles are immutable and
 * reference counted: positions, games and engines made from one keep it
 * alive, so its creator may unref it at any time after making them.  The
 * counts are atomic: a handle may be shared between threads.  A built-in's
 * handle lives as long as the library; ref and unref do nothing to it.
 * Today's by-name functions take the built-ins' names only.
 */

/* Reads a description of len bytes (no NUL needed at text[len]).  A
 * malformed or impossible description is HDC_ERR_SYNTAX; the last error
 * message then says "line L, column C: ..." with what was expected or why
 * the game cannot be (column 0: the line of the section at fault, line 0:
 * the description as a whole), and the last error offset is the byte
 * offset of that place (-1 for line 0). */
HDC_API hdc_status hdc_variant_from_text(const char *text, size_t len, hdc_variant **out);
/* The handle of a built-in, by any name hdc_position_new() takes (NULL
 * means "hdc"). */
HDC_API hdc_status hdc_variant_builtin(const char *name, hdc_variant **out);
/* Take and drop a reference (NULL is a no-op); the last drop frees it. */
HDC_API void hdc_variant_ref(hdc_variant *variant);
HDC_API void hdc_variant_unref(hdc_variant *variant);
/* The variant's description in canonical HVD: reading it back with
 * hdc_variant_from_text() gives the same game. */
HDC_API hdc_status hdc_variant_text(const hdc_variant *variant, char *buf, size_t cap,
                                    size_t *needed);
/* Its name ("hdc"), title ("HyperDimension Chess") and the Variant tag of
 * its game records ("HDC"). */
HDC_API hdc_status hdc_variant_get_name(const hdc_variant *variant, char *buf, size_t cap,
                                        size_t *needed);
HDC_API hdc_status hdc_variant_get_title(const hdc_variant *variant, char *buf, size_t cap,
                                         size_t *needed);
HDC_API hdc_status hdc_variant_get_record_name(const hdc_variant *variant, char *buf,
                                               size_t cap, size_t *needed);
/* Its piece types, the pawn included, in the order of its description, and
 * each one's letter (upper case, as for white) and name, as the by-name
 * hdc_variant_piece_* calls give them.  A piece of the variant's own (a
 * [piece NAME] whose NAME is no type, docs/VARIANTS.md) has a type id of
 * 17..31, beyond enum hdc_piece_type; hdc_piece_make(type, color) makes
 * it.  HDC_ERR_RANGE for a type the variant does not use. */
HDC_API hdc_status hdc_variant_get_piece_types(const hdc_variant *variant, int32_t *types,
                                               size_t cap, size_t *count);
HDC_API hdc_status hdc_variant_get_piece_letter(const hdc_variant *variant, int32_t type,
                                                char *buf, size_t cap, size_t *needed);
HDC_API hdc_status hdc_variant_get_piece_name(const hdc_variant *variant, int32_t type,
                                              char *buf, size_t cap, size_t *needed);

/* ------------------------------------------------------------------------ */
/* Pieces and moves (pure functions on values)                               */
/* ------------------------------------------------------------------------ */

HDC_API int32_t hdc_piece_type(hdc_piece piece);   /* enum hdc_piece_type */
HDC_API int32_t hdc_piece_color(hdc_piece piece);  /* enum hdc_color, -1 if empty */
HDC_API hdc_piece hdc_piece_make(int32_t type, int32_t color);

HDC_API int32_t hdc_move_from(hdc_move move);
HDC_API int32_t hdc_move_to(hdc_move move);
/* The piece type a promotion makes, 0 for every other move: castling
 * moves too, although their bits 20..24 hold the castling index (read that
 * with hdc_move_castling). */
HDC_API int32_t hdc_move_promotion(hdc_move move);
HDC_API int32_t hdc_move_kind(hdc_move move);      /* enum hdc_move_kind */
/* Castling index (enum hdc_castling), or -1 if the move is no castling. */
HDC_API int32_t hdc_move_castling(hdc_move move);
/* 1 if the move removes an enemy piece (capture, e.p., promotion capture). */
HDC_API int32_t hdc_move_is_capture(hdc_move move);

/* ------------------------------------------------------------------------ */
/* Positions: life cycle                                                     */
/* ------------------------------------------------------------------------ */

/* The start position of a variant ("hdc", any name the Variants section
 * lists; NULL means "hdc"). */
HDC_API hdc_status hdc_position_new(const char *variant, hdc_position **out);
/* A position of a variant read from position text (see RULES.md).  On
 * failure *out is NULL, and hdc_last_error_message() / _offset() say what
 * is wrong and at which byte of text (as hdc_position_set_text() records
 * in a handle). */
HDC_API hdc_status hdc_position_from_text(const char *variant, const char *text,
                                          hdc_position **out);
/* The start position of a variant handle, and a position of it read from
 * position text (errors as hdc_position_from_text).  The position keeps
 * the variant alive. */
HDC_API hdc_status hdc_position_new_from_variant(const hdc_variant *variant,
                                                 hdc_position **out);
HDC_API hdc_status hdc_position_from_variant_text(const hdc_variant *variant,
                                                  const char *text, hdc_position **out);
/* The variant of a position, as a new reference (unref it when done). */
HDC_API hdc_status hdc_position_get_variant(const hdc_position *pos, hdc_variant **out);
/* An independent copy, history included. */
HDC_API hdc_status hdc_position_clone(const hdc_position *pos, hdc_position **out);
HDC_API void hdc_position_free(hdc_position *pos);

/* Replace the position by one read from text; the history is cleared.  On
 * failure the position is unchanged and the error offset/message are set. */
HDC_API hdc_status hdc_position_set_text(hdc_position *pos, const char *text);
/* The position text (NUL-terminated; *needed counts the NUL). */
HDC_API hdc_status hdc_position_text(const hdc_position *pos, char *buf, size_t cap,
                                     size_t *needed);

/* What went wrong in the last failed call on this handle: a message owned
 * by the handle (valid until the next call on it; "" after a success) and
 * the byte offset into the text concerned, or -1 when no text was involved.
 * Calls on a const handle record nothing here: their message is only the
 * thread's last error (hdc_last_error_message), never the handle's, so a
 * message read here may be older than a const call's failure. */
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
/* The label of a layer (z = 0 .. layers-1) as cell names write it: the
 * Roman numeral in HDC and 3D8L ("I" .. "VIII"), the level letter in
 * Raumschach ("A" .. "E"); C'escacs has one layer, 0, and its label is ""
 * (cell names have no layer part).  HDC_ERR_RANGE for another layer. */
HDC_API hdc_status hdc_position_layer_name(const hdc_position *pos, int32_t layer,
                                           char *buf, size_t cap, size_t *needed);

/* A cell's colour: on cubic boards 0 = dark (x+y+z even, as a1–I), 1 =
 * light; on the C'escacs board its line mod 3: 0 = black, 1 = white,
 * 2 = coloured. */
HDC_API hdc_status hdc_position_cell_color(const hdc_position *pos, int32_t cell,
                                           int32_t *color);

HDC_API hdc_status hdc_position_piece_at(const hdc_position *pos, int32_t cell,
                                         hdc_piece *piece);
HDC_API hdc_status hdc_position_side_to_move(const hdc_position *pos, int32_t *color);
/* Castling rights still held: white's in bits 0..15, black's in 16..31.
 * HDC: bit i = the right to castling index i (enum hdc_castling, the KQLU
 * letters).  C'escacs: bit 0 = the king never moved, bit 1 = the queen-side
 * rook (C3) never moved, bit 2 = the king-side rook (I3) never moved. */
HDC_API hdc_status hdc_position_castling_rights(const hdc_position *pos,
                                                uint32_t *rights);
/* The en passant cell (the cell a double step skipped), or -1.  After a
 * C'escacs triple step, the first of the two cells it skipped (the one
 * next to where the pawn started); hdc_position_en_passant_cells() gives
 * both. */
HDC_API hdc_status hdc_position_en_passant(const hdc_position *pos, int32_t *cell);
/* Every cell an en passant capture may land on now, in the order the pawn
 * passed them: none, one after a double step, two after a C'escacs triple
 * step (cells[0] is what hdc_position_en_passant() returns).  At most 2:
 * a buffer of 2 always holds them. */
HDC_API hdc_status hdc_position_en_passant_cells(const hdc_position *pos, int32_t *cells,
                                                 size_t cap, size_t *count);
HDC_API hdc_status hdc_position_halfmove_clock(const hdc_position *pos, int32_t *clock);
HDC_API hdc_status hdc_position_fullmove_number(const hdc_position *pos,
                                                int32_t *number);
/* The 64-bit Zobrist key.  Equal positions in the sense of the repetition
 * rule have equal keys; the values are stable across versions and builds. */
HDC_API hdc_status hdc_position_key(const hdc_position *pos, uint64_t *key);

/* ------------------------------------------------------------------------ */
/* Positions: moves                                                          */
/* ------------------------------------------------------------------------ */

/* All legal moves of the side to move, grouped by source cell in
 * increasing order; within a group in an order the position alone fixes
 * (the variant's direction order; the king's moves and castlings by
 * target cell, a pawn's en passant capture first), so equal positions list
 * equal moves whatever path led to them.  Costs about one move generation;
 * no allocation. */
HDC_API hdc_status hdc_position_legal_moves(const hdc_position *pos, hdc_move *moves,
                                            size_t cap, size_t *count);
/* Only the legal moves of the piece on `cell` (none for an empty cell or a
 * piece of the side not to move), in the same order. */
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
 * is unchanged.  Any 32-bit value may be passed: its legality is decided on
 * the value (piece, rule, path, pins, checks), without generating the legal
 * moves, so playing and taking back costs about what an engine's make and
 * unmake do; exactly the values hdc_position_legal_moves lists are played,
 * and HDC_MOVE_NULL, which plays a pass as hdc_position_play_null() does
 * (refused in check). */
HDC_API hdc_status hdc_position_play(hdc_position *pos, hdc_move move);
/* Take back the last move played (HDC_ERR_NO_HISTORY if there is none). */
HDC_API hdc_status hdc_position_undo(hdc_position *pos);
/* How many moves can be taken back. */
HDC_API hdc_status hdc_position_history_length(const hdc_position *pos, size_t *length);
/* The index-th move played (0 = the first still in the history). */
HDC_API hdc_status hdc_position_history_move(const hdc_position *pos, size_t index,
                                             hdc_move *move);

/* Coordinate notation (RULES.md, e.g. "e2IVe4IV", "e7IIe8IIq"). */
HDC_API hdc_status hdc_position_move_coord(const hdc_position *pos, hdc_move move,
                                           char *buf, size_t cap, size_t *needed);
/* Read coordinate notation into the legal move it names. */
HDC_API hdc_status hdc_position_parse_coord(hdc_position *pos, const char *text,
                                            hdc_move *move);

/* Move notation for people (RULES.md "Move notation"): "Df4–VI",
 * "exd6–IV e.p.", "e8–II=Q", "O-O-Oz", with "+" / "#" appended.  Cell names
 * use the en dash (UTF-8). */
HDC_API hdc_status hdc_position_move_san(const hdc_position *pos, hdc_move move, char *buf,
                                         size_t cap, size_t *needed);
/* Read SAN-like notation into the legal move it names.  Lenient where
 * RULES.md says so (ASCII hyphen, upper-case files, lower-case Roman
 * numerals, 0-0 castling, missing or extra +/#/e.p., trailing !/?
 * annotations), strict elsewhere.  Errors: HDC_ERR_SYNTAX (offset set),
 * HDC_ERR_ILLEGAL_MOVE, HDC_ERR_AMBIGUOUS_MOVE (candidate count set). */
HDC_API hdc_status hdc_position_parse_san(hdc_position *pos, const char *text,
                                          hdc_move *move);
/* Read either notation: coordinate if it parses as such, else SAN. */
HDC_API hdc_status hdc_position_parse_move(hdc_position *pos, const char *text,
                                           hdc_move *move);
/* After HDC_ERR_AMBIGUOUS_MOVE: how many legal moves the text matched. */
HDC_API int32_t hdc_position_error_candidates(const hdc_position *pos);

/* ------------------------------------------------------------------------ */
/* Positions: helpers for searches                                           */
/* ------------------------------------------------------------------------ */

/*
 * What a game-tree search asks between moves, without playing them.  The
 * functions that take a move accept the legal moves of the position and,
 * where hdc_position_play_null() would accept it, HDC_MOVE_NULL; any other
 * 32-bit value is HDC_ERR_ILLEGAL_MOVE (nothing written).
 */

enum hdc_move_value {
	/* The null move: the side to move passes.  Written "--" in SAN and
	 * "0000" in coordinate notation (as python-chess does); the readers
	 * hdc_position_parse_san/_coord/_move accept exactly those. */
	HDC_MOVE_NULL = 0
};

/* The piece the move would remove and the cell it stands on: for an en
 * passant capture the pawn taken (not on the move's target cell), for
 * C'escacs' scornful capture the pawn on the target cell.  No move of any
 * variant removes more than one piece.  *piece = 0 and *cell = -1 when the
 * move captures nothing (quiet moves, castlings, promotions in place, the
 * null move). */
HDC_API hdc_status hdc_position_captured_piece(const hdc_position *pos, hdc_move move,
                                               hdc_piece *piece, int32_t *cell);
/* What the index-th move of the history (0 = the first still in it, as
 * hdc_position_history_move counts) removed, and from which cell: the
 * piece hdc_position_undo() puts back when it takes that move back.
 * *piece = 0 and *cell = -1 for a move that captured nothing or a null
 * move.  HDC_ERR_RANGE for index >= hdc_position_history_length(). */
HDC_API hdc_status hdc_position_history_capture(const hdc_position *pos, size_t index,
                                                hdc_piece *piece, int32_t *cell);
/* The same for the last move of the history: what the next
 * hdc_position_undo() puts back (call it before the undo to learn what the
 * undo restores).  HDC_ERR_NO_HISTORY when the history is empty. */
HDC_API hdc_status hdc_position_last_capture(const hdc_position *pos, hdc_piece *piece,
                                             int32_t *cell);

/* 1 if the move would put the opponent in check (directly, by discovery,
 * by the rook of a castling, by a promoted piece, by an en passant capture
 * that opens a line), else 0 (always 0 for the null move).  Exactly what
 * hdc_position_in_check() says after playing it. */
HDC_API hdc_status hdc_position_gives_check(const hdc_position *pos, hdc_move move,
                                            int32_t *gives_check);
/* The key (hdc_position_key) the position would have after the move,
 * exactly, e.p. and scornful-capture rights included (they count only when
 * the capture is legal), without playing it: cheap enough to prefetch a
 * transposition table entry.  With HDC_MOVE_NULL: the key after
 * hdc_position_play_null(). */
HDC_API hdc_status hdc_position_key_after(const hdc_position *pos, hdc_move move,
                                          uint64_t *key);

/* Play the null move: the side to move passes.  The other side moves next,
 * the en passant (and C'escacs scornful capture) right lapses, castling
 * rights stay, the half-move clock counts one more and the move number
 * grows after black's pass, as python-chess does.  The key changes (side
 * to move, lapsed rights).  Refused with HDC_ERR_ILLEGAL_MOVE (position
 * unchanged, message recorded) when the side to move is in check, so
 * never in checkmate; allowed whenever not in check, even when the game is
 * over otherwise (stalemate, draws by rule), as hdc_position_play does not
 * look at draws either.  hdc_position_undo() takes it back;
 * hdc_position_history_move() reports it as HDC_MOVE_NULL; game records
 * write and read it as "--", and hdc_game_play() takes HDC_MOVE_NULL on
 * the same terms, and so does hdc_position_play(), so that whatever the
 * notation readers return can be played. */
HDC_API hdc_status hdc_position_play_null(hdc_position *pos);

/* The cells of side color's pieces of one type (enum hdc_piece_type; 0
 * for all types), in increasing order, read from the position's
 * bitboards (no scan of the board).  HDC_ERR_RANGE for a color other than
 * HDC_WHITE / HDC_BLACK or a type outside 0..HDC_ELEPHANT (but the types
 * 17..31 of pieces of the variant's own, hdc_variant_get_piece_types); a
 * type the variant does not use has no cells. */
HDC_API hdc_status hdc_position_piece_cells(const hdc_position *pos, int32_t color,
                                            int32_t type, int32_t *cells, size_t cap,
                                            size_t *count);
/* How many pieces of that side and type (0: all types, the king included)
 * are on the board.  Same ranges as hdc_position_piece_cells. */
HDC_API hdc_status hdc_position_material(const hdc_position *pos, int32_t color,
                                         int32_t type, int32_t *count);

/* ------------------------------------------------------------------------ */
/* Positions: end of the game                                                */
/* ------------------------------------------------------------------------ */

/* Whether the game is over by rule and why (enum hdc_game_status), and the
 * winner (HDC_WHITE, HDC_BLACK, or -1 for a draw or an unfinished game; in
 * C'escacs a stalemate is won by the side that stalemated).
 * Checks in this order: checkmate, stalemate, insufficient material,
 * seventy-five-move rule, fivefold repetition. */
HDC_API hdc_status hdc_position_status(const hdc_position *pos, int32_t *status,
                                       int32_t *winner);
/* The result text for that status: "1-0", "0-1", "1/2-1/2" or "*"; in
 * C'escacs "3-0"/"0-3" (mate), "2-1"/"1-2" (stalemate, won by the side that
 * stalemated), "1-1" (draw) or "*". */
HDC_API hdc_status hdc_position_result(const hdc_position *pos, char *buf, size_t cap,
                                       size_t *needed);
/* Draws the side to move may claim now (enum hdc_claim bits). */
HDC_API hdc_status hdc_position_claimable(const hdc_position *pos, uint32_t *claims);
/* How often the current position has occurred, counting this time, in the
 * history since the last irreversible move. */
HDC_API hdc_status hdc_position_repetitions(const hdc_position *pos, int32_t *count);

/* Number of leaf nodes of the legal move tree of the given depth
 * (0..HDC_MAX_PERFT_DEPTH; depth 0 counts 1).  The last ply is counted,
 * not played ("bulk counting"). */
HDC_API hdc_status hdc_position_perft(const hdc_position *pos, int32_t depth,
                                      uint64_t *nodes);
/* The same count, playing and taking back every move down to the leaves:
 * the speed of make/unmake, as an engine's search uses them. */
HDC_API hdc_status hdc_position_perft_full(const hdc_position *pos, int32_t depth,
                                           uint64_t *nodes);
/* Memory a handle takes: the handle itself, and each move of its history. */
HDC_API hdc_status hdc_position_footprint(const hdc_position *pos, size_t *handle_bytes,
                                          size_t *move_bytes);

/* ------------------------------------------------------------------------ */
/* Pictures (SVG)                                                            */
/* ------------------------------------------------------------------------ */

/*
 * An SVG document of the position (UTF-8, NUL-terminated; *needed counts
 * the NUL), self-contained: no external fonts, files or style sheets.
 * The same position and options give the same bytes.  Every cell is one
 * element (<rect> or <polygon>) with class "cell light" / "cell dark"
 * ("cell white" / "cell black" / "cell colour" in C'escacs), extra classes
 * for its marks, data-cell = its name in ASCII ("e4-IV") and fill = the
 * colour it is painted; nothing carries a transform.  docs/PICTURES.md
 * has the whole format and the geometry of each layout.
 *
 * options: NULL or "" for the defaults, else key=value items separated by
 * white space (keys marked * may be repeated):
 *   size=N                 longer side in pixels, HDC_SVG_MIN_SIZE ..
 *                          HDC_SVG_MAX_SIZE (0 or absent: 36 px a cell)
 *   layout=grid|row|stack  cubic variants (C'escacs: ignored, one board)
 *   columns=N              layers per row of the grid (1 .. 8; more than
 *                          the variant's layers count as that many)
 *   flipped=0|1  coordinates=0|1  labels=0|1  legend=0|1  pieces=0|1
 *   lastmove=FROM,TO|auto|none   check=CELL|auto|none   select=CELL
 *   highlight=CELL[:#rrggbb]*  marked=CELL*  arrow=FROM,TO[:#rrggbb]*
 *   theme=brown|blue|green  color.NAME=#rrggbb* (NAME: light, dark,
 *   white, black, colour, lastmove, check, select, target, marked, arrow,
 *   background, text)
 * Errors: HDC_ERR_NULL for a NULL pos (or buf NULL with cap > 0),
 * HDC_ERR_SYNTAX for an unknown key, a malformed value or a cell name the
 * variant does not have, HDC_ERR_RANGE for a size, columns or arrow count
 * out of range; the last error's message names the item and its offset
 * (hdc_last_error_offset: the byte of options where it starts).
 */
enum hdc_svg_limits {
	HDC_SVG_MIN_SIZE = 16,
	HDC_SVG_MAX_SIZE = 8192,
	HDC_SVG_MAX_ARROWS = 64
};
HDC_API hdc_status hdc_position_svg(const hdc_position *pos, const char *options, char *buf,
                                    size_t cap, size_t *needed);
/* One piece (a white or black piece of any enum hdc_piece_type) alone as
 * an SVG document, the glyph the boards draw.  options: NULL, "" or
 * "size=N" (pixels, HDC_SVG_MIN_SIZE .. HDC_SVG_MAX_SIZE, default 45).
 * HDC_ERR_RANGE for 0 or a value that is no piece. */
HDC_API hdc_status hdc_piece_svg(hdc_piece piece, const char *options, char *buf, size_t cap,
                                 size_t *needed);

/* ------------------------------------------------------------------------ */
/* Game records (PGN-like text)                                              */
/* ------------------------------------------------------------------------ */

/*
 * A game is a start position, the moves played from it, and tag pairs.
 * Record text: tag pairs ([Variant "HDC"], [FEN "..."] when the game does
 * not start from the start position, the seven standard tags), then the
 * movetext in SAN with move numbers, then the result token.
 */

/* An empty game at the variant's start position, with the seven standard
 * tags at their unknown values.  The variant is named as for
 * hdc_position_new(): NULL means "hdc"; on failure see hdc_last_error_*. */
HDC_API hdc_status hdc_game_new(const char *variant, hdc_game **out);
/* An empty game of a variant handle, which the game keeps alive; records
 * it reads are of that variant when their Variant tag names it (or when
 * they have none). */
HDC_API hdc_status hdc_game_new_from_variant(const hdc_variant *variant, hdc_game **out);
/* A game whose moves are pos's history, starting from the position before
 * it; the Result tag says how pos stands (hdc_position_result). */
HDC_API hdc_status hdc_game_from_position(const hdc_position *pos, hdc_game **out);
HDC_API void hdc_game_free(hdc_game *game);

/* Replace the game by the first game of text.  Keeps comments {...} and
 * ;..., variations (...), NAGs $n (see "Game trees" below; comments before
 * or between the tags are dropped).  *consumed receives how many bytes of
 * text the game took, so several games are read by calling again on
 * text + consumed; HDC_ERR_NO_GAME when only white space and comments
 * remain.  A record without a Variant tag is read as the variant the handle
 * was made for (hdc_game_new / hdc_game_from_position).  On failure the game is unchanged and the byte offset (into text)
 * and a message are recorded. */
HDC_API hdc_status hdc_game_read(hdc_game *game, const char *text, size_t *consumed);
/* The record text of the game. */
HDC_API hdc_status hdc_game_write(const hdc_game *game, char *buf, size_t cap,
                                  size_t *needed);
/* The game's variant name, lower case as hdc_variant_name() gives it
 * ("hdc", "cescacs"): the one it was made for, or after hdc_game_read()
 * the one of the record read. */
HDC_API hdc_status hdc_game_variant(const hdc_game *game, char *buf, size_t cap,
                                    size_t *needed);
/* What went wrong in the last failed call on this game (as for positions:
 * calls on a const game record nothing here, see hdc_last_error_*). */
HDC_API const char *hdc_game_error_message(const hdc_game *game);
HDC_API int64_t hdc_game_error_offset(const hdc_game *game);

/* Tags, in the order they are written.  Setting an existing tag replaces
 * its value; a NULL value removes it. */
HDC_API hdc_status hdc_game_set_tag(hdc_game *game, const char *name, const char *value);
HDC_API hdc_status hdc_game_tag(const hdc_game *game, const char *name, char *buf,
                                size_t cap, size_t *needed);
HDC_API hdc_status hdc_game_tag_count(const hdc_game *game, size_t *count);
HDC_API hdc_status hdc_game_tag_name(const hdc_game *game, size_t index, char *buf,
                                     size_t cap, size_t *needed);

/* The moves of the game. */
HDC_API hdc_status hdc_game_move_count(const hdc_game *game, size_t *count);
HDC_API hdc_status hdc_game_moves(const hdc_game *game, hdc_move *moves, size_t cap,
                                  size_t *count);
/* A new position handle at the end of the game, its moves as the history
 * (so hdc_position_undo walks back to the start). */
HDC_API hdc_status hdc_game_position(const hdc_game *game, hdc_position **out);
/* Append a legal move of the final position. */
HDC_API hdc_status hdc_game_play(hdc_game *game, hdc_move move);

/* ------------------------------------------------------------------------ */
/* Game trees: comments, NAGs and variations                                 */
/* ------------------------------------------------------------------------ */

/*
 * A game is a tree of nodes.  Node 0 is the root: the start position, no
 * move.  Every other node is a move played from its parent's position.
 * Child 0 of a node is its main continuation, the other children are
 * variations (alternatives to child 0), in the order they are written; the
 * main line (hdc_game_moves, hdc_game_position, hdc_game_play) is child 0
 * from the root on.
 *
 * Node ids are int32_t values (never negative) valid for the game handle
 * that gave them.  An id stays valid, naming the same node, until that node
 * or an ancestor is removed (hdc_game_node_remove), the game is replaced
 * (hdc_game_read) or freed; adding nodes, comments, NAGs and reordering
 * variations keep every id.  A removed node's id is refused (HDC_ERR_RANGE)
 * rather than reused for another node (ids of a game read anew mean nothing
 * for the old tree).  Every call below returns HDC_ERR_NULL for a NULL game
 * or output pointer and HDC_ERR_RANGE for an id that names no node of the
 * game; editing calls record a message (hdc_game_error_message) on failure
 * and then change nothing.
 *
 * Comments: every node has a comment, written after its move ("e4 {good}");
 * the root's comment is written before the first move.  A node also has a
 * starting comment, written before its move: the natural place for the
 * comment that opens a variation ("( {or} 1. d4 )").  No comment may hold
 * '}', and white space at either end of one is dropped.  NAGs are numbers 0..255 ($1 = !, $2 = ?, $3 = !!, $4 = ??, $5 = !?,
 * $6 = ?!; the reader takes those suffixes as NAGs), each at most once per
 * node, kept in the order added.
 *
 * Record text: hdc_game_read keeps all of it: the first comment after a
 * move (or at the start of the game) is that move's comment, later ones up
 * to the next move (and all after a variation's ')') are the next move's
 * starting comment (several are joined with a space), NAGs belong to the
 * move before them, a variation "( ... )" is an alternative to the move
 * before it, and variations nest up to 200 deep.  HDC_ERR_SYNTAX for a
 * deeper one, a NAG or a variation with no move before it, a NAG above
 * $255, a ';' comment holding '}', a result token inside a variation.  The
 * editing calls refuse to nest deeper than 200 (HDC_ERR_RANGE), so that
 * every game written reads back: hdc_game_write writes the tree so that
 * reading the record gives the same tree, comments and NAGs.
 */

/* The parent of a node (-1 for the root). */
HDC_API hdc_status hdc_game_node_parent(const hdc_game *game, int32_t node, int32_t *parent);
/* The move that leads to a node (HDC_ERR_RANGE for the root). */
HDC_API hdc_status hdc_game_node_move(const hdc_game *game, int32_t node, hdc_move *move);
/* How many moves from the start position the node is (0 for the root). */
HDC_API hdc_status hdc_game_node_ply(const hdc_game *game, int32_t node, int32_t *ply);
/* The number of children (0 at the end of a line) and the index-th child
 * (0 = the main continuation; HDC_ERR_RANGE for an index outside
 * 0 .. count-1). */
HDC_API hdc_status hdc_game_node_child_count(const hdc_game *game, int32_t node,
                                             int32_t *count);
HDC_API hdc_status hdc_game_node_child(const hdc_game *game, int32_t node, int32_t index,
                                       int32_t *child);
/* A new position handle at the node, the moves from the game's start to it
 * as its history; the caller frees it (*out is NULL on failure). */
HDC_API hdc_status hdc_game_node_position(const hdc_game *game, int32_t node,
                                          hdc_position **out);

/* The node's comment / starting comment ("" if none; UTF-8 as read or
 * set). */
HDC_API hdc_status hdc_game_node_comment(const hdc_game *game, int32_t node, char *buf,
                                         size_t cap, size_t *needed);
HDC_API hdc_status hdc_game_node_starting_comment(const hdc_game *game, int32_t node,
                                                  char *buf, size_t cap, size_t *needed);
/* Replace them (NULL or "" removes the comment).  HDC_ERR_RANGE for text
 * holding '}', and for a starting comment on the root (use its comment). */
HDC_API hdc_status hdc_game_node_set_comment(hdc_game *game, int32_t node, const char *text);
HDC_API hdc_status hdc_game_node_set_starting_comment(hdc_game *game, int32_t node,
                                                      const char *text);

/* The node's NAGs, in the order added (none for the root). */
HDC_API hdc_status hdc_game_node_nags(const hdc_game *game, int32_t node, int32_t *nags,
                                      size_t cap, size_t *count);
/* Replace the NAGs by nags[0 .. count-1] (repeats dropped; nags may be NULL
 * when count is 0), or add one (no change if the node has it).
 * HDC_ERR_RANGE for a value outside 0..255 and for the root. */
HDC_API hdc_status hdc_game_node_set_nags(hdc_game *game, int32_t node, const int32_t *nags,
                                          size_t count);
HDC_API hdc_status hdc_game_node_add_nag(hdc_game *game, int32_t node, int32_t nag);

/* The child of a node reached by a legal move of the node's position: the
 * existing one if there is one (the first, should a record hold the move
 * twice), else a new last child.  A new child of the main line's last node
 * extends the main line (like hdc_game_play, without touching the Result
 * tag).  HDC_ERR_ILLEGAL_MOVE for a move that is not legal there (any
 * 32-bit value may be passed); HDC_ERR_RANGE if the variation would nest
 * more than 200 deep or the game would hold 2^20 nodes. */
HDC_API hdc_status hdc_game_node_add_variation(hdc_game *game, int32_t node, hdc_move move,
                                               int32_t *child);
/* Reorder a node among its siblings: one place towards the front
 * (promote), to the front, making it the main continuation
 * (promote_to_main), one place towards the back (demote).  No change when
 * it is already there.  When the main line changes, hdc_game_moves and
 * hdc_game_position follow it.  HDC_ERR_RANGE for the root, or if the
 * change would nest a variation more than 200 deep. */
HDC_API hdc_status hdc_game_node_promote(hdc_game *game, int32_t node);
HDC_API hdc_status hdc_game_node_promote_to_main(hdc_game *game, int32_t node);
HDC_API hdc_status hdc_game_node_demote(hdc_game *game, int32_t node);
/* Remove a node and everything after it; its next sibling takes its place
 * (so removing the main continuation makes the first variation the main
 * line).  Ids of the removed nodes become invalid.  HDC_ERR_RANGE for the
 * root. */
HDC_API hdc_status hdc_game_node_remove(hdc_game *game, int32_t node);

/* ------------------------------------------------------------------------ */
/* Engine                                                                    */
/* ------------------------------------------------------------------------ */

/*
 * A search engine for every variant: iterative deepening, principal
 * variation alpha-beta with aspiration windows, quiescence search,
 * transposition table, null-move pruning, late-move reductions.  An engine
 * handle holds its options (hash size, threads, MultiPV, strength), the
 * limits of the next search, its transposition table and the results of
 * the last search.  A search never changes the caller's position and
 * allocates nothing once it runs (tables are allocated by the calls that
 * set their size).
 *
 * Threads: one engine must not be used from two threads at once, except
 * that hdc_engine_stop(), hdc_engine_searching() and the result queries
 * (hdc_engine_best_move, hdc_engine_line_count, hdc_engine_line) are safe
 * from any thread while another thread is inside hdc_engine_search().
 * Setting options or limits while a search runs is HDC_ERR_BUSY.
 *
 * Determinism: a search with one thread, a depth or node limit and no time
 * limit, started after hdc_engine_clear() (a new game), plays the same
 * move with the same score and node count every run.
 */
typedef struct hdc_engine hdc_engine;

enum hdc_engine_limits {
	HDC_MAX_SEARCH_DEPTH = 100,   /* deepest iteration */
	HDC_MAX_PV = 128,             /* longest principal variation reported */
	HDC_MAX_MULTIPV = 64,         /* most lines a search reports */
	HDC_MAX_THREADS = 64,
	HDC_MAX_HASH_MB = 65536,
	HDC_MAX_SKILL = 20            /* full strength */
};

/* What hdc_engine_set_limit() sets.  A search stops at the first limit it
 * reaches; with none set it runs to HDC_MAX_SEARCH_DEPTH (or until stopped:
 * HDC_LIMIT_INFINITE). */
enum hdc_limit {
	HDC_LIMIT_DEPTH = 0,       /* iterations, 1..HDC_MAX_SEARCH_DEPTH */
	HDC_LIMIT_NODES = 1,       /* positions entered, >= 1 */
	HDC_LIMIT_MOVETIME = 2,    /* milliseconds for this move, >= 0 */
	HDC_LIMIT_WTIME = 3,       /* white's clock, ms (time manager) */
	HDC_LIMIT_BTIME = 4,       /* black's clock, ms */
	HDC_LIMIT_WINC = 5,        /* white's increment per move, ms */
	HDC_LIMIT_BINC = 6,        /* black's increment per move, ms */
	HDC_LIMIT_MOVESTOGO = 7,   /* moves until the next time control, 0 = sudden death */
	HDC_LIMIT_MATE = 8,        /* stop once a mate in this many moves is found */
	HDC_LIMIT_INFINITE = 9     /* nonzero: search until hdc_engine_stop() */
};

/* How a score is meant (hdc_engine_line). */
enum hdc_score_kind {
	HDC_SCORE_CP = 0,    /* centipawns, from the side to move's view */
	HDC_SCORE_MATE = 1   /* mate in N moves, as UCI: N > 0 the side to move
	                      * mates with its Nth move, N < 0 the opponent
	                      * mates with its -Nth move */
};

/*
 * Called after each completed iteration of the search (depth = the
 * iteration's depth) and once more when the search ends (depth = 0), from
 * the searching thread; the results of the iteration can be read with
 * hdc_engine_line() inside it.  A nonzero return value stops the search
 * (it then returns the best move found so far): the way to stop a search
 * where there are no threads.  The callback must not call other hdc_engine
 * functions on this engine than the result queries.
 */
typedef int32_t (*hdc_engine_progress_fn)(const hdc_engine *engine, int32_t depth,
                                          void *user);

/* A new engine: 16 MiB table, 1 thread, 1 line, full strength, no limits.
 * HDC_ERR_NO_MEMORY if the table cannot be allocated. */
HDC_API hdc_status hdc_engine_new(hdc_engine **out);
/* Releases the engine (NULL is a no-op).  It must not be searching. */
HDC_API void hdc_engine_free(hdc_engine *engine);

/* Transposition table size in MiB (1..HDC_MAX_HASH_MB): reallocated and
 * cleared.  HDC_ERR_NO_MEMORY leaves the old table in place. */
HDC_API hdc_status hdc_engine_set_hash(hdc_engine *engine, int32_t mib);
/* Search threads (1..HDC_MAX_THREADS).  HDC_ERR_UNSUPPORTED above 1 in a
 * build without threads (WebAssembly). */
HDC_API hdc_status hdc_engine_set_threads(hdc_engine *engine, int32_t threads);
/* How many best lines a search reports (1..HDC_MAX_MULTIPV). */
HDC_API hdc_status hdc_engine_set_multipv(hdc_engine *engine, int32_t lines);
/* Playing strength 0..HDC_MAX_SKILL (20 = full, the default).  Below 20
 * the engine searches shallower and picks among its best lines with
 * reproducible noise (see README): for a beatable opponent. */
HDC_API hdc_status hdc_engine_set_skill(hdc_engine *engine, int32_t level);
/* The same as an Elo figure (500..2500, mapped onto the skill levels;
 * 0 restores full strength). */
HDC_API hdc_status hdc_engine_set_elo(hdc_engine *engine, int32_t elo);
/* Forget everything learnt (transposition table, move-ordering history):
 * call it at a new game. */
HDC_API hdc_status hdc_engine_clear(hdc_engine *engine);

/* Set one limit of the next searches (enum hdc_limit); HDC_ERR_RANGE for
 * an unknown limit or a value outside its range. */
HDC_API hdc_status hdc_engine_set_limit(hdc_engine *engine, int32_t limit, int64_t value);
/* Remove every limit, and the root move restriction. */
HDC_API hdc_status hdc_engine_clear_limits(hdc_engine *engine);
/* Search only these root moves (UCI searchmoves); count 0 = all moves.
 * Checked against the position when the search starts: a move that is
 * not legal there is HDC_ERR_ILLEGAL_MOVE. */
HDC_API hdc_status hdc_engine_set_root_moves(hdc_engine *engine, const hdc_move *moves,
                                             size_t count);
/* Register the progress callback (NULL removes it). */
HDC_API hdc_status hdc_engine_set_progress(hdc_engine *engine, hdc_engine_progress_fn fn,
                                           void *user);

/* Search pos within the limits and write the best move.  pos is not
 * changed (the engine works on its own copy; the game history counts for
 * repetitions).  HDC_ERR_GAME_OVER if the game is over by rule there
 * (hdc_position_status is not ongoing); HDC_ERR_BUSY if this engine is
 * already searching.  A search stopped before its first iteration
 * completes still returns a legal move. */
HDC_API hdc_status hdc_engine_search(hdc_engine *engine, const hdc_position *pos,
                                     hdc_move *best);
/* Ask a running search to stop soon (safe from any thread, and from the
 * progress callback; a no-op when no search runs). */
HDC_API hdc_status hdc_engine_stop(hdc_engine *engine);
/* 1 while hdc_engine_search() runs on this engine, else 0. */
HDC_API hdc_status hdc_engine_searching(const hdc_engine *engine, int32_t *searching);

/* Results of the last (or running) search's last completed iteration. */
HDC_API hdc_status hdc_engine_best_move(const hdc_engine *engine, hdc_move *best);
/* How many lines the last iteration holds (up to the MultiPV setting and
 * the number of legal moves; 0 before the first iteration). */
HDC_API hdc_status hdc_engine_line_count(const hdc_engine *engine, int32_t *count);
/* Line `index` (0 = best): its score and kind (enum hdc_score_kind), the
 * depth and selective depth reached, the nodes and milliseconds the whole
 * search has taken so far, and its principal variation into pv (cap moves,
 * *pv_length set; HDC_ERR_BUFFER_TOO_SMALL when pv is too short).  Every
 * output pointer may be NULL.  HDC_ERR_RANGE for index >= the line count. */
HDC_API hdc_status hdc_engine_line(const hdc_engine *engine, int32_t index, int32_t *score,
                                   int32_t *score_kind, int32_t *depth, int32_t *seldepth,
                                   uint64_t *nodes, int64_t *time_ms, hdc_move *pv, size_t cap,
                                   size_t *pv_length);
/* The engine's static evaluation of pos in centipawns from the side to
 * move's view (no search). */
HDC_API hdc_status hdc_engine_evaluate(const hdc_engine *engine, const hdc_position *pos,
                                       int32_t *score);

#ifdef __cplusplus
}
#endif

#endif /* HDC_H */
