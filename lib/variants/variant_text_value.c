/* variant_text_value.c - readers of the values of HVD pairs. */
#include <stdio.h>
#include <string.h>

#include "variant_text_value.h"

void hvd_cursor_init(struct hvd_cursor *c, const struct hvd_token *tok, struct hvd_error *err)
{
	c->tok = tok;
	c->pos = 0;
	c->err = err;
}

int hvd_line(const struct hvd_cursor *c)
{
	return c->tok->vline[c->pos];
}

int hvd_column(const struct hvd_cursor *c)
{
	return c->tok->vcolumn[c->pos];
}

static char peek(const struct hvd_cursor *c)
{
	return c->pos < c->tok->nvalue ? c->tok->value[c->pos] : 0;
}

int hvd_more(struct hvd_cursor *c)
{
	while (peek(c) == ' ' || peek(c) == '\t')
		c->pos++;
	return c->pos < c->tok->nvalue;
}

hdc_status hvd_expected(struct hvd_cursor *c, const char *what)
{
	hvd_more(c);
	if (c->pos >= c->tok->nvalue)
		return hvd_fail(c->err, hvd_line(c), hvd_column(c), "expected %s, found the end of "
		                "the value", what);
	return hvd_fail(c->err, hvd_line(c), hvd_column(c), "expected %s, found '%c'", what,
	                peek(c));
}

hdc_status hvd_end(struct hvd_cursor *c)
{
	if (hvd_more(c))
		return hvd_expected(c, "the end of the value");
	return HDC_OK;
}

static int is_word_char(char ch)
{
	return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ||
	       ch == '-' || ch == '_' || ch == '\'';
}

hdc_status hvd_word(struct hvd_cursor *c, const char **start, size_t *n)
{
	hvd_more(c);
	size_t b = c->pos;
	while (is_word_char(peek(c)))
		c->pos++;
	if (c->pos == b)
		return hvd_expected(c, "a word");
	*start = c->tok->value + b;
	*n = c->pos - b;
	return HDC_OK;
}

hdc_status hvd_enum(struct hvd_cursor *c, const struct hvd_name *table, const char *what,
                    int *out)
{
	hvd_more(c);
	size_t at = c->pos;
	const char *w;
	size_t n;
	/* The choices, for the message. */
	char list[200] = "";
	for (const struct hvd_name *t = table; t->name; t++) {
		size_t k = strlen(list);
		snprintf(list + k, sizeof list - k, "%s%s", t->name, t[1].name ? ", " : "");
	}
	if (hvd_word(c, &w, &n) != HDC_OK)
		return hvd_fail(c->err, c->tok->vline[at], c->tok->vcolumn[at], "expected %s (%s)",
		                what, list);
	*out = hvd_value_of(table, w, n);
	if (*out < 0)
		return hvd_fail(c->err, c->tok->vline[at], c->tok->vcolumn[at],
		                "expected %s (%s), found '%.*s'", what, list, (int)(n > 40 ? 40 : n),
		                w);
	return HDC_OK;
}

hdc_status hvd_number(struct hvd_cursor *c, int lo, int hi, const char *what, int *out)
{
	hvd_more(c);
	size_t at = c->pos;
	int neg = 0;
	if (peek(c) == '-' || peek(c) == '+')
		neg = c->tok->value[c->pos++] == '-';
	if (peek(c) < '0' || peek(c) > '9') {
		c->pos = at;
		return hvd_expected(c, what);
	}
	long v = 0;
	while (peek(c) >= '0' && peek(c) <= '9') {
		if (v < 100000)
			v = v * 10 + (c->tok->value[c->pos] - '0');
		c->pos++;
	}
	if (neg)
		v = -v;
	if (v < lo || v > hi)
		return hvd_fail(c->err, c->tok->vline[at], c->tok->vcolumn[at],
		                "%s must be in %d..%d", what, lo, hi);
	*out = (int)v;
	return HDC_OK;
}

hdc_status hvd_yes_no(struct hvd_cursor *c, uint8_t *out)
{
	static const struct hvd_name yes_no[] = { { "yes", 1 }, { "no", 0 }, { NULL, 0 } };
	int v;
	hdc_status st = hvd_enum(c, yes_no, "yes or no", &v);
	if (st == HDC_OK)
		*out = (uint8_t)v;
	return st;
}

hdc_status hvd_letter(struct hvd_cursor *c, char *out, int *line, int *column)
{
	hvd_more(c);
	char ch = peek(c);
	if (ch < 'A' || ch > 'Z' || is_word_char(c->pos + 1 < c->tok->nvalue
	                                                 ? c->tok->value[c->pos + 1] : 0))
		return hvd_expected(c, "one upper-case letter A-Z");
	if (line)
		*line = hvd_line(c);
	if (column)
		*column = hvd_column(c);
	*out = ch;
	c->pos++;
	return HDC_OK;
}

static hdc_status expect_char(struct hvd_cursor *c, char ch, const char *what)
{
	hvd_more(c);
	if (peek(c) != ch)
		return hvd_expected(c, what);
	c->pos++;
	return HDC_OK;
}

hdc_status hvd_vector(struct hvd_cursor *c, int8_t out[3])
{
	hdc_status st = expect_char(c, '(', "a vector or cell like (0,1,0) or (0,1)");
	int v[3] = { 0, 0, 0 }, n = 0;
	while (st == HDC_OK) {
		size_t at = c->pos;
		if ((st = hvd_number(c, -99, 99, "a coordinate", &v[n++])) != HDC_OK)
			break;
		hvd_more(c);
		if (peek(c) == ')') {
			c->pos++;
			if (n < 2) {
				c->pos = at;
				return hvd_expected(c, "two or three coordinates");
			}
			break;
		}
		st = expect_char(c, ',', n < 3 ? "',' or ')'" : "')' after three coordinates");
		if (n == 3 && st == HDC_OK) {
			c->pos--;
			return hvd_expected(c, "')' after three coordinates");
		}
	}
	if (st == HDC_OK)
		for (int i = 0; i < 3; i++)
			out[i] = (int8_t)v[i];
	return st;
}

hdc_status hvd_vectors(struct hvd_cursor *c, int lo, int hi, const char *what,
                       int8_t (*out)[3], uint8_t *n)
{
	int k = 0;
	while (hvd_more(c) && peek(c) == '(') {
		if (k == hi)
			return hvd_fail(c->err, hvd_line(c), hvd_column(c), "at most %d %s", hi, what);
		hdc_status st = hvd_vector(c, out[k]);
		if (st != HDC_OK)
			return st;
		k++;
	}
	if (k < lo)
		return hvd_expected(c, what);
	*n = (uint8_t)k;
	return HDC_OK;
}

hdc_status hvd_bits(struct hvd_cursor *c, uint32_t *out)
{
	*out = 0;
	do {
		int b = 0; /* set when st is HDC_OK (gcc -O3 cannot see it) */
		hdc_status st = hvd_number(c, 0, 15, "a rights bit", &b);
		if (st != HDC_OK)
			return st;
		*out |= 1u << b;
	} while (hvd_more(c));
	return HDC_OK;
}

hdc_status hvd_text(struct hvd_cursor *c, char *out, size_t cap, const char *what)
{
	hvd_more(c);
	size_t n = c->tok->nvalue - c->pos;
	if (!n)
		return hvd_expected(c, what);
	if (n >= cap)
		return hvd_fail(c->err, hvd_line(c), hvd_column(c), "%s longer than %zu characters",
		                what, cap - 1);
	memcpy(out, c->tok->value + c->pos, n);
	out[n] = 0;
	c->pos += n;
	return HDC_OK;
}
