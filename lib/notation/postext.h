/*
 * postext.h - position text (RULES.md "Position notation"), read and written.
 */
#ifndef HDC_POSTEXT_H
#define HDC_POSTEXT_H

#include <stddef.h>

#include "position.h"

/* What went wrong reading a text. */
struct text_error {
	int64_t offset;
	char message[128];
};

/* Reads text into pos (its history untouched), validating the position.
 * On failure returns HDC_ERR_SYNTAX or HDC_ERR_INVALID_POSITION, fills err,
 * and pos holds garbage: parse into a scratch position. */
hdc_status postext_parse(struct hdc_position *pos, const struct variant *v, const char *text,
                         struct text_error *err);

/* Longest position text of any variant, NUL included: one byte per cell,
 * separators, and the fields. */
#define POSTEXT_MAX (2 * HDC_MAX_CELLS + 128)

/* Writes the NUL-terminated text into buf (POSTEXT_MAX bytes); returns its
 * length. */
size_t postext_format(const struct hdc_position *pos, char *buf);

#endif
