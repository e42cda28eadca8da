/* variant_text_lex.c - split an HVD description into sections and pairs. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "variant_text_lex.h"

hdc_status hvd_fail(struct hvd_error *err, int line, int column, const char *fmt, ...)
{
	err->line = line;
	err->column = column;
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(err->message, sizeof err->message, fmt, ap);
	va_end(ap);
	return HDC_ERR_SYNTAX;
}

void hvd_lexer_init(struct hvd_lexer *lx, const char *text, size_t len)
{
	lx->text = text;
	lx->len = len;
	lx->pos = 0;
	lx->line = 1;
}

/* One physical line: [*start, *end) without its newline (nor a '\r' before
 * it); advances past it.  Returns 0 at the end of the text. */
static int next_line(struct hvd_lexer *lx, size_t *start, size_t *end)
{
	if (lx->pos >= lx->len)
		return 0;
	*start = lx->pos;
	size_t e = lx->pos;
	while (e < lx->len && lx->text[e] != '\n')
		e++;
	lx->pos = e < lx->len ? e + 1 : e;
	if (e > *start && lx->text[e - 1] == '\r')
		e--;
	*end = e;
	return 1;
}

static int is_blank(char c)
{
	return c == ' ' || c == '\t';
}

static int is_key_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
}

/* Control characters (but tab) and NUL are refused anywhere: a description
 * is text. */
static hdc_status check_chars(struct hvd_lexer *lx, size_t start, size_t end, int line,
                              struct hvd_error *err)
{
	for (size_t i = start; i < end; i++) {
		unsigned char c = (unsigned char)lx->text[i];
		if ((c < 32 && c != '\t') || c == 127)
			return hvd_fail(err, line, (int)(i - start) + 1,
			                "unexpected control character 0x%02x", c);
	}
	return HDC_OK;
}

/* The end of the line's content: before a comment, blanks trimmed. */
static size_t content_end(const char *t, size_t i, size_t end)
{
	size_t e = i;
	while (e < end && t[e] != '#')
		e++;
	while (e > i && is_blank(t[e - 1]))
		e--;
	return e;
}

static hdc_status lex_section(struct hvd_lexer *lx, size_t start, size_t i, size_t end,
                              int line, struct hvd_token *tok, struct hvd_error *err)
{
	const char *t = lx->text;
	tok->kind = HVD_SECTION;
	tok->column = (int)(i - start) + 1;
	size_t e = content_end(t, i, end);
	if (t[e - 1] != ']')
		return hvd_fail(err, line, (int)(e - start) + 1, "expected ']' to close the section");
	i++;
	while (i < e && is_blank(t[i]))
		i++;
	size_t k = 0;
	while (i < e && t[i] >= 'a' && t[i] <= 'z') {
		if (k + 1 >= sizeof tok->key)
			return hvd_fail(err, line, (int)(i - start) + 1, "section kind too long");
		tok->key[k++] = t[i++];
	}
	tok->key[k] = 0;
	if (!k)
		return hvd_fail(err, line, (int)(i - start) + 1,
		                "expected a section kind (variant, board, rules, piece, pawn, "
		                "castling, start)");
	if (i < e - 1 && !is_blank(t[i]))
		return hvd_fail(err, line, (int)(i - start) + 1,
		                "expected a blank between the section kind and its label");
	while (i < e - 1 && is_blank(t[i]))
		i++;
	size_t le = e - 1;
	while (le > i && is_blank(t[le - 1]))
		le--;
	tok->label_column = (int)(i - start) + 1;
	if (le - i >= HVD_MAX_NAME)
		return hvd_fail(err, line, tok->label_column, "label longer than %d characters",
		                HVD_MAX_NAME - 1);
	for (size_t j = i; j < le; j++)
		if (t[j] == '[' || t[j] == ']')
			return hvd_fail(err, line, (int)(j - start) + 1, "unexpected '%c' in a label",
			                t[j]);
	memcpy(tok->label, t + i, le - i);
	tok->label[le - i] = 0;
	return HDC_OK;
}

/* Appends [i, e) of a physical line to the value. */
static hdc_status append_value(struct hvd_token *tok, const char *t, size_t start, size_t i,
                               size_t e, int line, struct hvd_error *err)
{
	if (tok->nvalue + (e - i) >= HVD_MAX_VALUE)
		return hvd_fail(err, line, (int)(i - start) + 1, "value longer than %d characters",
		                HVD_MAX_VALUE - 1);
	for (; i < e; i++) {
		tok->vline[tok->nvalue] = line;
		tok->vcolumn[tok->nvalue] = (int)(i - start) + 1;
		tok->value[tok->nvalue++] = t[i];
	}
	/* The end of the value has a place too, for "found the end" errors. */
	tok->vline[tok->nvalue] = line;
	tok->vcolumn[tok->nvalue] = (int)(e - start) + 1;
	tok->value[tok->nvalue] = 0;
	return HDC_OK;
}

static hdc_status lex_pair(struct hvd_lexer *lx, size_t start, size_t i, size_t end,
                           int line, struct hvd_token *tok, struct hvd_error *err)
{
	const char *t = lx->text;
	tok->kind = HVD_PAIR;
	tok->column = (int)(i - start) + 1;
	size_t k = 0;
	while (i < end && is_key_char(t[i])) {
		if (k + 1 >= sizeof tok->key)
			return hvd_fail(err, line, (int)(i - start) + 1, "key too long");
		tok->key[k++] = t[i++];
	}
	tok->key[k] = 0;
	if (!k)
		return hvd_fail(err, line, tok->column,
		                "expected a key (lower-case letters, digits, '-') or a '[section]'");
	while (i < end && is_blank(t[i]))
		i++;
	if (i >= end || t[i] != '=')
		return hvd_fail(err, line, (int)(i - start) + 1, "expected '=' after the key '%s'",
		                tok->key);
	i++;
	for (;;) {
		while (i < end && is_blank(t[i]))
			i++;
		size_t e = content_end(t, i, end);
		int more = e > i && t[e - 1] == '\\';
		hdc_status st = append_value(tok, t, start, i, more ? e - 1 : e, line, err);
		if (st != HDC_OK)
			return st;
		/* Blanks kept before a '\' may end the joined value: trimmed as
		 * a one-line value's are, so that the writer's text reads back
		 * the same. */
		while (!more && tok->nvalue &&
		       (tok->value[tok->nvalue - 1] == ' ' || tok->value[tok->nvalue - 1] == '\t')) {
			tok->vline[tok->nvalue - 1] = tok->vline[tok->nvalue];
			tok->vcolumn[tok->nvalue - 1] = tok->vcolumn[tok->nvalue];
			tok->value[--tok->nvalue] = 0;
		}
		/* A value ending in '\' could not be written back: the writer's
		 * '\' would continue it. */
		if (!more && tok->nvalue && tok->value[tok->nvalue - 1] == '\\')
			return hvd_fail(err, line, (int)(e - start), "a value cannot end with '\\'");
		if (!more)
			return st;
		/* A continued value: the next physical line goes on with it. */
		if (!next_line(lx, &start, &end))
			return hvd_fail(err, line, (int)(e - start),
			                "the value goes on ('\\') past the end of the text");
		line = lx->line++;
		if ((st = check_chars(lx, start, end, line, err)) != HDC_OK)
			return st;
		i = start;
	}
}

hdc_status hvd_next(struct hvd_lexer *lx, struct hvd_token *tok, struct hvd_error *err)
{
	size_t start, end;
	tok->kind = HVD_END;
	tok->nvalue = 0;
	tok->value[0] = 0;
	tok->label[0] = 0;
	tok->key[0] = 0;
	while (next_line(lx, &start, &end)) {
		int line = lx->line++;
		hdc_status st = check_chars(lx, start, end, line, err);
		if (st != HDC_OK)
			return st;
		size_t i = start;
		while (i < end && is_blank(lx->text[i]))
			i++;
		if (i == end || lx->text[i] == '#')
			continue;
		tok->line = line;
		if (lx->text[i] == '[')
			return lex_section(lx, start, i, end, line, tok, err);
		return lex_pair(lx, start, i, end, line, tok, err);
	}
	tok->line = lx->line;
	return HDC_OK;
}
