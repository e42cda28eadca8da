/*
 * san.h - SAN-like move notation (RULES.md "Move notation").
 */
#ifndef HDC_SAN_H
#define HDC_SAN_H

#include <stddef.h>

#include "position.h"

#define SAN_MAX 64 /* longest SAN text, NUL included */

/* The null move (HDC_MOVE_NULL) in SAN and in coordinate notation, as
 * python-chess writes them. */
#define SAN_NULL_MOVE "--"
#define COORD_NULL_MOVE "0000"

/* Writes the SAN of a legal move of pos (NUL-terminated) into out
 * (SAN_MAX bytes); returns its length. */
size_t san_format(const struct hdc_position *pos, hdc_move move, char *out);

/* Outcome of reading SAN. */
struct san_result {
	hdc_status status;   /* HDC_OK, SYNTAX, ILLEGAL_MOVE, AMBIGUOUS_MOVE */
	size_t offset;       /* for SYNTAX: where reading failed */
	int candidates;      /* for AMBIGUOUS_MOVE */
	hdc_move move;       /* for HDC_OK */
	char message[200];
};

/* What a reader of move text expected at the furthest offset it reached
 * without reading a move (san.c, san_cescacs.c): the later of two
 * expectations at the same offset wins. */
struct expectation {
	size_t at;
	int set;
	char what[136];
};

/* Records what is wrong at offset `at` of the text ("expected a cell
 * name like e4–IV"), if that is as far as any reading got. */
void expect_at(struct expectation *e, size_t at, const char *what);
/* The same for a cell name expected at `at` (cell_explain says what). */
void expect_cell(struct expectation *e, const struct variant *v, const char *text, size_t len,
                 size_t at);
/* The syntax error of out: "cannot read a move at byte N: expected ...". */
void expect_fail(const struct expectation *e, size_t furthest, struct san_result *out);
/* When nothing better was found: at offset 0, "expected a move: a piece
 * letter, a cell name like e4–IV or a castling like O-O". */
void expect_move(struct expectation *e, const struct variant *v);
/* "a piece letter to promote to (Q, D, R, B, N)": the variant's list. */
void expect_promotion(struct expectation *e, const struct variant *v, size_t at);

void san_parse(const struct hdc_position *pos, const char *text, struct san_result *out);

/* The null move in coordinate notation: for a text that is
 * COORD_NULL_MOVE, fills out as san_parse would (HDC_MOVE_NULL, or
 * HDC_ERR_ILLEGAL_MOVE in check) and returns 1; else returns 0. */
int coord_null_parse(const struct hdc_position *pos, const char *text, struct san_result *out);

/* The same for C'escacs notation (san_cescacs.c); san_format and
 * san_parse hand over to them for that variant. */
size_t cescacs_format(const struct hdc_position *pos, hdc_move move, char *out);
void cescacs_parse(const struct hdc_position *pos, const char *text, struct san_result *out);

#endif
