/*
 * variant_text_lex.h - the lines of an HVD description (docs/VARIANTS.md):
 * sections and key = value pairs, comments dropped, continued values
 * joined.  Every character of a value remembers the line and column it came
 * from, so that the parser's errors point into the text.
 */
#ifndef HDC_VARIANT_TEXT_LEX_H
#define HDC_VARIANT_TEXT_LEX_H

#include "variant_text.h"

enum hvd_kind { HVD_END, HVD_SECTION, HVD_PAIR };

struct hvd_lexer {
	const char *text;
	size_t len, pos;
	int line; /* of the next physical line, 1-based */
};

struct hvd_token {
	int kind;
	int line, column;       /* of the '[' or of the key */
	char key[HVD_MAX_NAME]; /* the section's kind, or the key */
	char label[HVD_MAX_NAME];
	int label_column;
	size_t nvalue;
	char value[HVD_MAX_VALUE]; /* NUL-terminated */
	int vline[HVD_MAX_VALUE + 1], vcolumn[HVD_MAX_VALUE + 1];
};

void hvd_lexer_init(struct hvd_lexer *lx, const char *text, size_t len);
/* The next section or pair; HVD_END at the end.  Returns HDC_OK or
 * HDC_ERR_SYNTAX (err set). */
hdc_status hvd_next(struct hvd_lexer *lx, struct hvd_token *tok, struct hvd_error *err);
/* Records an error at (line, column): always HDC_ERR_SYNTAX. */
hdc_status hvd_fail(struct hvd_error *err, int line, int column, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

#endif
