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
	HDC_ERR_DEPTH = -11,           /* perft depth outside 0..HDC_MAX_PERFT_DEPTH */
	HDC_ERR_NO_GAME = -12,         /* the text holds no (further) game */
	HDC_ERR_NOT_FOUND = -13        /* no such tag */
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
/* Variants                                                                  */
/* ------------------------------------------------------------------------ */

/*
 * The variants this library plays, and what each one is made of.  A variant
 * is named by the lower-case name hdc_position_new() takes ("hdc",
 * "raumschach", "3d8l"); here a NULL name is HDC_ERR_NULL and a name the
 * library does not know is HDC_ERR_UNKNOWN_VARIANT.
 */

/* How many variants there are (indices 0 .. count-1; index 0 is "hdc"). */
HDC_API int32_t hdc_variant_count(void);
/* The name of the index-th variant ("hdc", "raumschach", "3d8l");
 * HDC_ERR_RANGE for an index outside 0 .. hdc_variant_count()-1. */
HDC_API hdc_status hdc_variant_name(int32_t index, char *buf, size_t cap, size_t *needed);
/* The variant's title for people ("HyperDimension Chess", "Raumschach",
 * "3D8L"). */
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

/* What went wrong in the last failed call on this handle: a message owned
 * by the handle (valid until the next call on it; "" after a success) and
 * the byte offset into the text concerned, or -1 when no text was involved.
 * Calls on a const handle record nothing: their status says it all. */
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

/* All legal moves of the side to move, in increasing order of source cell,
 * target cell, promotion field and kind (so equal positions list equal
 * moves whatever path led to them).  Costs about one move generation; no
 * allocation. */
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
 * unmake do; exactly the values hdc_position_legal_moves lists are played. */
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
/* Game records (PGN-like text)                                              */
/* ------------------------------------------------------------------------ */

/*
 * A game is a start position, the moves played from it, and tag pairs.
 * Record text: tag pairs ([Variant "HDC"], [FEN "..."] when the game does
 * not start from the start position, the seven standard tags), then the
 * movetext in SAN with move numbers, then the result token.
 */

/* An empty game at the variant's start position, with the seven standard
 * tags at their unknown values. */
HDC_API hdc_status hdc_game_new(const char *variant, hdc_game **out);
/* A game whose moves are pos's history, starting from the position before
 * it; the Result tag says how pos stands (hdc_position_result). */
HDC_API hdc_status hdc_game_from_position(const hdc_position *pos, hdc_game **out);
HDC_API void hdc_game_free(hdc_game *game);

/* Replace the game by the first game of text.  Skips comments {...} and
 * ;..., variations (...), NAGs $n.  *consumed receives how many bytes of
 * text the game took, so several games are read by calling again on
 * text + consumed; HDC_ERR_NO_GAME when only white space and comments
 * remain.  A record without a Variant tag is read as the variant the handle
 * was made for (hdc_game_new / hdc_game_from_position).  On failure the game is unchanged and the byte offset (into text)
 * and a message are recorded. */
HDC_API hdc_status hdc_game_read(hdc_game *game, const char *text, size_t *consumed);
/* The record text of the game. */
HDC_API hdc_status hdc_game_write(const hdc_game *game, char *buf, size_t cap,
                                  size_t *needed);
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

#ifdef __cplusplus
}
#endif

#endif /* HDC_H */
