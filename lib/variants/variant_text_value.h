/*
 * variant_text_value.h - reading the values of HVD pairs: words, numbers,
 * letters, vectors, lists.  A cursor walks one value; each reader skips the
 * blanks before what it reads and reports errors at the character's own
 * line and column.
 */
#ifndef HDC_VARIANT_TEXT_VALUE_H
#define HDC_VARIANT_TEXT_VALUE_H

#include "variant_text_lex.h"

struct hvd_cursor {
	const struct hvd_token *tok;
	size_t pos;
	struct hvd_error *err;
};

void hvd_cursor_init(struct hvd_cursor *c, const struct hvd_token *tok, struct hvd_error *err);
/* Skips blanks; 1 if the value has more. */
int hvd_more(struct hvd_cursor *c);
/* Fails at the cursor: "expected ..." */
hdc_status hvd_expected(struct hvd_cursor *c, const char *what);
/* Succeeds only at the end of the value. */
hdc_status hvd_end(struct hvd_cursor *c);
/* A word (letters, digits, '-', '_', '\''): *start and *n. */
hdc_status hvd_word(struct hvd_cursor *c, const char **start, size_t *n);
/* A word from a table of names. */
hdc_status hvd_enum(struct hvd_cursor *c, const struct hvd_name *table, const char *what,
                    int *out);
/* A decimal number in lo..hi. */
hdc_status hvd_number(struct hvd_cursor *c, int lo, int hi, const char *what, int *out);
/* yes or no. */
hdc_status hvd_yes_no(struct hvd_cursor *c, uint8_t *out);
/* One letter A-Z (white's, upper case). */
hdc_status hvd_letter(struct hvd_cursor *c, char *out, int *line, int *column);
/* A vector or cell: (x,y,z) or (x,y) with z = 0. */
hdc_status hvd_vector(struct hvd_cursor *c, int8_t out[3]);
/* Vectors up to the end of the value or the first item that is not one:
 * at least lo, at most hi of them. */
hdc_status hvd_vectors(struct hvd_cursor *c, int lo, int hi, const char *what,
                       int8_t (*out)[3], uint8_t *n);
/* Bit numbers 0..15 as a mask. */
hdc_status hvd_bits(struct hvd_cursor *c, uint32_t *out);
/* The rest of the value as text (at most cap - 1 bytes). */
hdc_status hvd_text(struct hvd_cursor *c, char *out, size_t cap, const char *what);
/* The cursor's line and column. */
int hvd_line(const struct hvd_cursor *c);
int hvd_column(const struct hvd_cursor *c);

#endif
