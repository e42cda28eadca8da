/*
 * record_text.h - what the parts of the record reader and writer share
 * (record.c: tags; record_read_moves.c / record_write_moves.c: movetext).
 */
#ifndef HDC_RECORD_TEXT_H
#define HDC_RECORD_TEXT_H

#include <stddef.h>

#include "record.h"

struct reader {
	const char *s;
	size_t at;
	struct hdc_game *game;
};

/* Records a syntax error at offset; returns HDC_ERR_SYNTAX. */
#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
hdc_status record_fail(struct reader *r, size_t offset, const char *fmt, ...);
int record_at_line_start(const struct reader *r);
/* Does c end a movetext word? */
int record_is_delimiter(char c);
/* The result token at r->at, or NULL. */
const char *record_result_token(const struct reader *r);

/* Reads the movetext into r->game (tags read, pos at the start, tree
 * empty), up to and with the result token if there is one. */
hdc_status record_read_moves(struct reader *r);

struct writer {
	char *buf;
	size_t len, cap;
	size_t line; /* length of the current line */
	int failed;
};

void record_append(struct writer *w, const char *s, size_t n);
void record_append_str(struct writer *w, const char *s);
/* What goes before a movetext word n bytes long: a space, or a line break
 * (lines end before column 80), or nothing at the start of a line. */
void record_write_space(struct writer *w, size_t n);
/* A movetext word after that. */
void record_write_word(struct writer *w, const char *word);

/* Writes the movetext (without the result token). */
void record_write_moves(const struct hdc_game *game, struct writer *w);

#endif
