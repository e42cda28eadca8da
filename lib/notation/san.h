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
	char message[96];
};

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
