/*
 * common.h - helpers shared by the Check suites of libhdc.
 *
 * The helpers know the board shapes and cell names of RULES.md on their own
 * (they do not ask the library how to name a cell), so that a test can write
 * positions as piece lists ("Ke1IV Rh1IV ke8IV") and expected moves in
 * coordinate notation ("e1IVg1IV") straight from the rules text.
 */
#ifndef HDC_TESTS_COMMON_H
#define HDC_TESTS_COMMON_H

#include "check_fast.h"
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <hdc.h>

/* Room for any position text (512 cells, separators and fields) and for
 * any move list written as coordinate strings. */
enum {
	TEXT_CAP = 2048,
	LIST_CAP = 65536
};

/* The cube variants as RULES.md describes them. */
struct variant_info {
	const char *name;
	int nx, ny, nz;
	int level_first;     /* Raumschach: "Cc3"; else "c3IV" */
	const char *letters; /* piece letters of the variant, pawn included */
	const char *start;   /* start position text (RULES.md) */
};

const struct variant_info *variant_info(const char *name);

/* Reads a cell name written in the variant's style at s: "e4IV", "e4-IV"
 * (HDC, 3D8L) or "Cc3" (Raumschach).  Returns the bytes read, 0 if none. */
size_t read_cell(const struct variant_info *vi, const char *s, int *x, int *y, int *z);
/* Writes the compact name ("e4IV", "Cc3") of a cell; returns its length. */
size_t write_cell(const struct variant_info *vi, int x, int y, int z, char *out);

/*
 * Position text from a board given as one letter per cell (index
 * x + nx * (y + ny * z), '.' for empty) and the fields after the board
 * ("w KQLU - 0 1").
 */
void board_text(const struct variant_info *vi, const char *cells, const char *fields,
                char *out, size_t cap);

/*
 * Position text from a piece list: space separated tokens, each a piece
 * letter (upper case white, lower case black) and a cell: "Ke1IV pd7-V"
 * or, in Raumschach, "KAc1 pEb4".  `fields` follows the board.
 */
void pieces_text(const char *variant, const char *pieces, const char *fields, char *out,
                 size_t cap);

/* A position from text or from a piece list; the test fails (with the
 * library's message and offset) if the library refuses it. */
hdc_position *make_text_pos(const char *variant, const char *text);
hdc_position *make_pos(const char *variant, const char *pieces, const char *fields);

/* Text and key of a position (the test fails if the calls fail). */
void get_text(const hdc_position *pos, char *buf, size_t cap);
uint64_t get_key(const hdc_position *pos);

/* Cell index of a cell named in the variant's style (via hdc_position_cell_at). */
int32_t cell_index(const hdc_position *pos, const char *name);

/* All legal moves (from == NULL) or the legal moves from one cell, as
 * sorted, space separated coordinate strings.  Duplicates fail the test. */
void moves_text(const hdc_position *pos, const char *from, char *out, size_t cap);
/* Sorts the space separated tokens of in into out. */
void sort_tokens(const char *in, char *out, size_t cap);

/* The legal move written `coord` (looked up among the legal moves by their
 * coordinate text); fails the test if there is none. */
hdc_move find_move(const hdc_position *pos, const char *coord);
/* The same without failing: 1 and *move if coord is legal, else 0. */
int lookup_move(const hdc_position *pos, const char *coord, hdc_move *move);
/* Plays the legal move written `coord`. */
void play(hdc_position *pos, const char *coord);

/* "(all)" for NULL, else the cell name: for messages. */
const char *cell_label(const char *cell);

/* Compare the legal moves (from a cell, or all of them when from is NULL)
 * with a hand-written list, as sets. */
#define ASSERT_MOVES(pos, from, expected)                                           \
	do {                                                                        \
		static char got_[LIST_CAP], want_[LIST_CAP];                        \
		moves_text((pos), (from), got_, sizeof got_);                       \
		sort_tokens((expected), want_, sizeof want_);                       \
		ck_assert_msg(strcmp(got_, want_) == 0,                             \
		              "legal moves from %s differ:\n  got:  [%s]\n  want: [%s]", \
		              cell_label(from), got_, want_);                       \
	} while (0)

/* Perft reference tables (tests/data/perft-*.txt). */
struct perft_entry {
	char name[64];
	char text[TEXT_CAP];
	int ndepths;
	int depth[16];
	uint64_t nodes[16];
};

/* Directory of the test data: $HDC_TEST_DATA. */
const char *data_dir(void);
/* Loads file (relative to data_dir()) into a malloc'd array; returns the
 * number of entries, or -1 with a message on stderr if the file is missing
 * or malformed. */
int load_perft_file(const char *file, struct perft_entry **out);

/* Runs a suite with the default Check settings; returns the exit status. */
int run_suite(Suite *suite);

#endif
