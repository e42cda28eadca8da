/*
 * hex.h - helpers of the C'escacs suites (CESCACS.md).
 *
 * Like tests/common.h, the helpers know the board of CESCACS.md section 1
 * on their own: they name hexes ("F14": column letter P T A B C D E F G H I
 * K L X Z = column 0..14, then the line 0..28) and write position strings
 * (section 11) without asking the library, so that a test states a
 * position as a piece list ("KG1 RC3 kG27") straight from the rules text.
 * Moves are compared in the coordinate notation of section 0 ("F8F10",
 * "F26F28d", "L23L23d", "KRK-HIO").
 */
#ifndef HDC_TESTS_CESCACS_HEX_H
#define HDC_TESTS_CESCACS_HEX_H

#include "../common.h"

/* CESCACS.md section 1: the column letters, and whether (c, l) is a hex. */
extern const char hex_letters[16];
int hex_exists(int c, int l);
/* The hexes of line l, left to right (section 1); returns how many. */
int hex_line_columns(int l, int *columns);

/* "F14" <-> (c, l).  hex_read accepts either case and returns the bytes
 * read (0 if s does not start with the name of an existing hex). */
size_t hex_read(const char *s, int *c, int *l);
void hex_name(int c, int l, char *out);

/* The position string (section 11) of a piece list: tokens of a piece
 * letter (upper case white) and a hex, "KG1 kG27 pE21"; `fields` are the
 * fields after the placement ("w RKRrkr - 0 1"). */
void hex_text(const char *pieces, const char *fields, char *out, size_t cap);
/* A C'escacs position from a piece list or from a position string; the
 * test fails if the library refuses it. */
hdc_position *hex_pos(const char *pieces, const char *fields);
hdc_position *hex_text_pos(const char *text);

/* The library's cell index of a hex (via hdc_position_cell_at). */
int32_t hex_cell(const hdc_position *pos, const char *name);
/* The piece on a hex. */
hdc_piece hex_piece(const hdc_position *pos, const char *name);

/* The legal moves (all, or those of the piece on `from`) as sorted, space
 * separated coordinate strings; duplicates fail the test. */
void hex_moves(const hdc_position *pos, const char *from, char *out, size_t cap);
/* 1 if the move written `coord` is legal here. */
int hex_has_move(const hdc_position *pos, const char *coord);
/* Notation of the legal move written `coord` (section 12). */
void hex_san(const hdc_position *pos, const char *coord, char *out, size_t cap);
/* The n-th field of the position text (0 = placement). */
void hex_field(const hdc_position *pos, int n, char *out, size_t cap);
int32_t hex_in_check(const hdc_position *pos);
/* hdc_position_status / hdc_position_result in one go. */
void hex_result(const hdc_position *pos, int32_t *status, int32_t *winner, char *result,
                size_t cap);

#define ASSERT_HEX_MOVES(pos, from, expected)                                       \
	do {                                                                        \
		static char hgot_[LIST_CAP], hwant_[LIST_CAP];                      \
		hex_moves((pos), (from), hgot_, sizeof hgot_);                      \
		sort_tokens((expected), hwant_, sizeof hwant_);                     \
		ck_assert_msg(strcmp(hgot_, hwant_) == 0,                           \
		              "legal moves from %s differ:\n  got:  [%s]\n  want: [%s]", \
		              cell_label(from), hgot_, hwant_);                     \
	} while (0)

#define ASSERT_SAN(pos, coord, expected)                                            \
	do {                                                                        \
		char hsan_[64];                                                     \
		hex_san((pos), (coord), hsan_, sizeof hsan_);                       \
		ck_assert_msg(strcmp(hsan_, (expected)) == 0,                       \
		              "notation of %s: got \"%s\", want \"%s\"", (coord), hsan_, \
		              (expected));                                          \
	} while (0)

/* A small reproducible random number generator (64-bit LCG). */
struct rng {
	uint64_t state;
};
uint32_t rng_next(struct rng *r);

/*
 * Random games for the round-trip tests: from each of the start position
 * and the positions of tests/data/perft-cescacs.txt, `games` games of at
 * most `plies` moves, the moves drawn by `rng` (half the time among the
 * pawn moves, so that pawns get far).  visit() is called on every position
 * reached, the first included, and before every move; it returns the
 * number of positions visited.
 */
typedef void (*visit_fn)(hdc_position *pos, void *ctx);
int random_games(uint64_t seed, int games, int plies, visit_fn visit, void *ctx);

#endif
