/*
 * svg_options.c - reading the option text of the SVG pictures.
 *
 * The text is a list of key=value items separated by white space (the
 * grammar is in docs/PICTURES.md).  Every error names the item and the byte
 * it starts at, since the text often comes from a user through an FFI.
 */
#include "svg_options.h"

#include <stdio.h>
#include <string.h>

#include "cellname.h"
#include "position.h"
#include "svg_theme.h"

void svg_options_default(struct svg_options *o)
{
	memset(o, 0, sizeof *o);
	o->layout = SVG_LAYOUT_GRID;
	o->coordinates = 1;
	o->labels = 1;
	o->pieces = 1;
	o->lastmove_from = o->lastmove_to = SVG_NO_CELL;
	o->check = SVG_NO_CELL;
	o->select = SVG_NO_CELL;
	svg_theme_colours(svg_theme_find("brown", 5), o->colour);
}

/* One item being read: the key and the value, pointers into the text. */
struct item {
	const char *key, *value;
	size_t key_len, value_len;
	int64_t offset;
};

/* No colour given (colours are 24-bit). */
#define UNSET 0xFFFFFFFFu

struct reader {
	const struct variant *v;
	int64_t *offset;
	char *msg;
	size_t cap;
};

static hdc_status fail(const struct reader *r, const struct item *it, hdc_status st,
                       const char *what)
{
	*r->offset = it->offset;
	snprintf(r->msg, r->cap, "option '%.*s' at offset %lld: %s",
	         (int)(it->key_len + 1 + it->value_len > 60 ? 60 : it->key_len + 1 + it->value_len),
	         it->key, (long long)it->offset, what);
	return st;
}

static int key_is(const struct item *it, const char *key)
{
	return strlen(key) == it->key_len && memcmp(it->key, key, it->key_len) == 0;
}

static int value_is(const char *s, size_t len, const char *word)
{
	return strlen(word) == len && memcmp(s, word, len) == 0;
}

/* A decimal number of at most 9 digits (no sign), or -1. */
static long parse_number(const char *s, size_t len)
{
	if (len == 0 || len > 9)
		return -1;
	long n = 0;
	for (size_t i = 0; i < len; i++) {
		if (s[i] < '0' || s[i] > '9')
			return -1;
		n = n * 10 + (s[i] - '0');
	}
	return n;
}

/* 0 or 1, or -1. */
static int parse_flag(const char *s, size_t len)
{
	if (value_is(s, len, "1") || value_is(s, len, "true") || value_is(s, len, "yes"))
		return 1;
	if (value_is(s, len, "0") || value_is(s, len, "false") || value_is(s, len, "no"))
		return 0;
	return -1;
}

/* "#rrggbb" (or "#rgb"), in either case; -1 if malformed. */
static int64_t parse_colour(const char *s, size_t len)
{
	if ((len != 7 && len != 4) || s[0] != '#')
		return -1;
	uint32_t rgb = 0;
	for (size_t i = 1; i < len; i++) {
		char c = s[i];
		unsigned d;
		if (c >= '0' && c <= '9')
			d = (unsigned)(c - '0');
		else if (c >= 'a' && c <= 'f')
			d = (unsigned)(c - 'a' + 10);
		else if (c >= 'A' && c <= 'F')
			d = (unsigned)(c - 'A' + 10);
		else
			return -1;
		rgb = len == 4 ? rgb << 8 | d << 4 | d : rgb << 4 | d;
	}
	return rgb;
}

/* A whole cell name of the variant, or -1. */
static int32_t parse_cell(const struct variant *v, const char *s, size_t len)
{
	unsigned cell;
	if (len == 0 || cell_parse(v, s, len, &cell) != len)
		return -1;
	return (int32_t)cell;
}

/* "FROM,TO" into two cells: 0; -1 without a comma; else 1 + the offset
 * into s of the name that is no cell. */
static long parse_pair(const struct variant *v, const char *s, size_t len, int32_t *from,
                       int32_t *to)
{
	const char *comma = memchr(s, ',', len);
	if (!comma)
		return -1;
	size_t n = (size_t)(comma - s);
	if ((*from = parse_cell(v, s, n)) < 0)
		return 1;
	if ((*to = parse_cell(v, comma + 1, len - n - 1)) < 0)
		return 1 + (long)n + 1;
	return 0;
}

/* "X[:#rrggbb]": splits off the colour (*rgb unchanged without one);
 * the length of X, or -1 for a malformed colour. */
static long split_colour(const char *s, size_t len, uint32_t *rgb)
{
	const char *colon = memchr(s, ':', len);
	if (!colon)
		return (long)len;
	int64_t c = parse_colour(colon + 1, len - (size_t)(colon - s) - 1);
	if (c < 0)
		return -1;
	*rgb = (uint32_t)c;
	return (long)(colon - s);
}

static const char *const colour_names[COL_COUNT] = {
	[COL_LIGHT] = "light", [COL_DARK] = "dark", [COL_HEX_WHITE] = "white",
	[COL_HEX_BLACK] = "black", [COL_HEX_COLOUR] = "colour", [COL_LASTMOVE] = "lastmove",
	[COL_CHECK] = "check", [COL_SELECT] = "select", [COL_TARGET] = "target",
	[COL_MARKED] = "marked", [COL_ARROW] = "arrow", [COL_BACKGROUND] = "background",
	[COL_TEXT] = "text",
};

struct overrides {
	uint32_t set;                 /* bit per enum svg_colour */
	uint32_t colour[COL_COUNT];
	const struct svg_theme *theme;
};

static hdc_status read_colour_key(const struct reader *r, const struct item *it,
                                  struct overrides *ov)
{
	size_t prefix = strncmp(it->key, "color.", 6) == 0 ? 6 : 7;
	for (int i = 0; i < COL_COUNT; i++) {
		if (!value_is(it->key + prefix, it->key_len - prefix, colour_names[i]))
			continue;
		int64_t c = parse_colour(it->value, it->value_len);
		if (c < 0)
			return fail(r, it, HDC_ERR_SYNTAX, "expected a colour #rrggbb");
		ov->set |= 1u << i;
		ov->colour[i] = (uint32_t)c;
		return HDC_OK;
	}
	return fail(r, it, HDC_ERR_SYNTAX,
	            "unknown colour (light, dark, white, black, colour, lastmove, check, select, "
	            "target, marked, arrow, background, text)");
}

/* The message for a name (len bytes at s, up to a ',' or ':') that is
 * no cell of the variant. */
static hdc_status bad_cell(const struct reader *r, const struct item *it, const char *s,
                           size_t len)
{
	size_t n = 0;
	while (n < len && s[n] != ',' && s[n] != ':')
		n++;
	char example[48], what[128];
	cell_example(r->v, example, sizeof example);
	snprintf(what, sizeof what, "'%.*s' is no cell of %s (expected %s)", (int)(n > 24 ? 24 : n),
	         s, r->v->def->title, example);
	return fail(r, it, HDC_ERR_SYNTAX, what);
}

static hdc_status read_cells(const struct reader *r, const struct item *it,
                             struct svg_options *o)
{
	const char *s = it->value;
	size_t len = it->value_len;
	if (key_is(it, "lastmove")) {
		if (value_is(s, len, "auto") || value_is(s, len, "none")) {
			o->lastmove_from = o->lastmove_to = s[0] == 'a' ? SVG_AUTO : SVG_NO_CELL;
			return HDC_OK;
		}
		long bad = parse_pair(r->v, s, len, &o->lastmove_from, &o->lastmove_to);
		if (bad < 0)
			return fail(r, it, HDC_ERR_SYNTAX, "expected FROM,TO (two cell names), auto or none");
		return bad ? bad_cell(r, it, s + bad - 1, len - (size_t)(bad - 1)) : HDC_OK;
	}
	if (key_is(it, "check") || key_is(it, "select") || key_is(it, "marked")) {
		int32_t cell = SVG_NO_CELL;
		if (key_is(it, "check") && value_is(s, len, "auto"))
			cell = SVG_AUTO;
		else if (!value_is(s, len, "none") && (cell = parse_cell(r->v, s, len)) < 0)
			return len ? bad_cell(r, it, s, len)
			           : fail(r, it, HDC_ERR_SYNTAX, "expected a cell name");
		if (key_is(it, "check"))
			o->check = cell;
		else if (key_is(it, "select"))
			o->select = cell;
		else if (cell >= 0)
			o->mark[cell] |= MARK_MARKED;
		return HDC_OK;
	}
	if (key_is(it, "highlight")) {
		uint32_t rgb = UNSET;
		long n = split_colour(s, len, &rgb);
		if (n < 0)
			return fail(r, it, HDC_ERR_SYNTAX, "expected CELL or CELL:#rrggbb");
		int32_t cell = parse_cell(r->v, s, (size_t)n);
		if (cell < 0)
			return bad_cell(r, it, s, (size_t)n);
		o->mark[cell] |= MARK_HIGHLIGHT;
		o->highlight[cell] = rgb;
		return HDC_OK;
	}
	/* arrow=FROM,TO[:#rrggbb] */
	uint32_t rgb = UNSET;
	long n = split_colour(s, len, &rgb);
	int32_t from, to;
	long bad = n < 0 ? -1 : parse_pair(r->v, s, (size_t)n, &from, &to);
	if (bad < 0)
		return fail(r, it, HDC_ERR_SYNTAX, "expected FROM,TO or FROM,TO:#rrggbb");
	if (bad)
		return bad_cell(r, it, s + bad - 1, (size_t)n - (size_t)(bad - 1));
	if (o->narrows >= SVG_MAX_ARROWS)
		return fail(r, it, HDC_ERR_RANGE, "too many arrows (at most 64)");
	o->arrow[o->narrows].from = from;
	o->arrow[o->narrows].to = to;
	o->arrow[o->narrows].rgb = rgb;
	o->narrows++;
	return HDC_OK;
}

static hdc_status read_item(const struct reader *r, const struct item *it,
                            struct svg_options *o, struct overrides *ov)
{
	const char *s = it->value;
	size_t len = it->value_len;
	static const char *const flags[] = { "flipped", "coordinates", "labels", "legend", "pieces" };
	int32_t *flag_field[] = { &o->flipped, &o->coordinates, &o->labels, &o->legend, &o->pieces };
	for (int i = 0; i < 5; i++) {
		if (!key_is(it, flags[i]))
			continue;
		int f = parse_flag(s, len);
		if (f < 0)
			return fail(r, it, HDC_ERR_SYNTAX, "expected 0 or 1");
		*flag_field[i] = f;
		return HDC_OK;
	}
	if (key_is(it, "size") || key_is(it, "columns")) {
		long n = parse_number(s, len);
		if (n < 0)
			return fail(r, it, HDC_ERR_SYNTAX, "expected a number");
		if (key_is(it, "size")) {
			if (n != 0 && (n < SVG_MIN_SIZE || n > SVG_MAX_SIZE))
				return fail(r, it, HDC_ERR_RANGE, "the size is 16..8192 pixels (or 0)");
			o->size = (int32_t)n;
		} else {
			/* Up to 8 for every variant, so one option text serves
			 * them all; more columns than layers are as many. */
			if (n < 1 || n > 8)
				return fail(r, it, HDC_ERR_RANGE, "columns is 1..8");
			o->columns = (int32_t)n;
		}
		return HDC_OK;
	}
	if (key_is(it, "layout")) {
		if (value_is(s, len, "grid"))
			o->layout = SVG_LAYOUT_GRID;
		else if (value_is(s, len, "row"))
			o->layout = SVG_LAYOUT_ROW;
		else if (value_is(s, len, "stack"))
			o->layout = SVG_LAYOUT_STACK;
		else
			return fail(r, it, HDC_ERR_SYNTAX, "expected row, grid or stack");
		return HDC_OK;
	}
	if (key_is(it, "theme")) {
		ov->theme = svg_theme_find(s, len);
		if (!ov->theme)
			return fail(r, it, HDC_ERR_SYNTAX, "unknown theme (brown, blue, green)");
		return HDC_OK;
	}
	if ((it->key_len > 6 && strncmp(it->key, "color.", 6) == 0) ||
	    (it->key_len > 7 && strncmp(it->key, "colour.", 7) == 0))
		return read_colour_key(r, it, ov);
	if (key_is(it, "lastmove") || key_is(it, "check") || key_is(it, "select") ||
	    key_is(it, "marked") || key_is(it, "highlight") || key_is(it, "arrow"))
		return read_cells(r, it, o);
	return fail(r, it, HDC_ERR_SYNTAX,
	            "unknown key (size, layout, columns, flipped, coordinates, labels, legend, pieces, "
	            "lastmove, check, select, highlight, marked, arrow, theme, color.NAME)");
}

static int is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

hdc_status svg_options_parse(struct svg_options *o, const struct variant *v,
                             const char *text, int64_t *offset, char *msg, size_t cap)
{
	struct reader r = { v, offset, msg, cap };
	struct overrides ov;
	memset(&ov, 0, sizeof ov);
	svg_options_default(o);
	*offset = -1;
	if (msg && cap)
		msg[0] = '\0';
	const char *p = text ? text : "";
	while (*p) {
		while (is_space(*p))
			p++;
		if (!*p)
			break;
		struct item it;
		it.key = p;
		it.offset = p - text;
		while (*p && !is_space(*p) && *p != '=')
			p++;
		it.key_len = (size_t)(p - it.key);
		if (*p != '=') {
			it.value = p;
			it.value_len = 0;
			return fail(&r, &it, HDC_ERR_SYNTAX, "expected key=value");
		}
		it.value = ++p;
		while (*p && !is_space(*p))
			p++;
		it.value_len = (size_t)(p - it.value);
		hdc_status st = read_item(&r, &it, o, &ov);
		if (st != HDC_OK)
			return st;
	}
	/* A theme sets every colour, whatever its place in the text; the
	 * color.NAME items then win. */
	if (ov.theme)
		svg_theme_colours(ov.theme, o->colour);
	for (int i = 0; i < COL_COUNT; i++)
		if (ov.set & (1u << i))
			o->colour[i] = ov.colour[i];
	/* Arrows and highlights without a colour of their own take the
	 * final theme's. */
	for (int i = 0; i < o->narrows; i++)
		if (o->arrow[i].rgb == UNSET)
			o->arrow[i].rgb = o->colour[COL_ARROW];
	for (int c = 0; c < HDC_MAX_CELLS; c++)
		if (o->highlight[c] == UNSET)
			o->highlight[c] = o->colour[COL_SELECT];
	return HDC_OK;
}
