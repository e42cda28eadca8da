/*
 * cellname_explain.c - what a text that is not a cell name lacks, and
 * where: the message readers of moves and cells give instead of a bare
 * "cannot read" ("a layer numeral I–VIII after the rank").
 */
#include "cellname.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#define EN_DASH "\xE2\x80\x93"
#define EM_DASH "\xE2\x80\x94"

const char cell_em_dash_message[] = "an em dash is not a separator: use " EN_DASH " or -";

static int starts_with(const char *s, size_t len, const char *prefix)
{
	size_t n = strlen(prefix);
	return len >= n && memcmp(s, prefix, n) == 0;
}

void cell_example(const struct variant *v, char *buf, size_t cap)
{
	char name[CELL_NAME_MAX];
	const struct geometry *g = &v->geo;
	unsigned cell = v->def->naming == NAMING_HEX_COLUMN_LINE
	                    ? (unsigned)geometry_cell(g, 7, 14, 0) /* F14 */
	                    : (unsigned)geometry_cell(g, g->nx > 4 ? 4 : 0, g->ny > 3 ? 3 : 0,
	                                              g->nz > 3 ? 3 : 0); /* e4–IV, De4 */
	cell_format(v, cell, CELL_DISPLAY, name);
	snprintf(buf, cap, "%s name like %s", v->def->naming == NAMING_HEX_COLUMN_LINE ? "a hex" : "a cell",
	         name);
}

static size_t explain_file_rank_layer(const struct variant *v, const char *s, size_t len,
                                      char *buf, size_t cap)
{
	const struct geometry *g = &v->geo;
	int x = len ? tolower((unsigned char)s[0]) - 'a' : -1;
	if (x < 0 || x >= g->nx) {
		snprintf(buf, cap, "expected ");
		cell_example(v, buf + 9, cap - 9);
		return 0;
	}
	if (len < 2 || s[1] < '1' || s[1] >= '1' + g->ny) {
		snprintf(buf, cap, "expected a rank digit 1" EN_DASH "%d after the file", g->ny);
		return 1;
	}
	if (v->def->naming == NAMING_FILE_RANK) {
		snprintf(buf, cap, "expected a cell like a1");
		return 2;
	}
	if (starts_with(s + 2, len - 2, EM_DASH)) {
		snprintf(buf, cap, "%s", cell_em_dash_message);
		return 2;
	}
	size_t at = 2;
	if (starts_with(s + at, len - at, "-"))
		at++;
	else if (starts_with(s + at, len - at, EN_DASH))
		at += 3;
	char first[CELL_NAME_MAX], last[CELL_NAME_MAX];
	layer_format(v, 0, first);
	layer_format(v, g->nz - 1, last);
	snprintf(buf, cap, "expected a layer numeral %s" EN_DASH "%s after the rank", first, last);
	return at;
}

static size_t explain_level_file_rank(const struct variant *v, const char *s, size_t len,
                                      char *buf, size_t cap)
{
	const struct geometry *g = &v->geo;
	int z = len ? toupper((unsigned char)s[0]) - 'A' : -1;
	if (z < 0 || z >= g->nz || !isalpha((unsigned char)s[0])) {
		snprintf(buf, cap, "expected ");
		cell_example(v, buf + 9, cap - 9);
		size_t n = strlen(buf);
		snprintf(buf + n, cap - n, " (level A" EN_DASH "%c, file a" EN_DASH "%c, rank 1" EN_DASH
		         "%d)", 'A' + g->nz - 1, 'a' + g->nx - 1, g->ny);
		return 0;
	}
	int x = len > 1 ? tolower((unsigned char)s[1]) - 'a' : -1;
	if (x < 0 || x >= g->nx || !isalpha((unsigned char)s[1])) {
		snprintf(buf, cap, "expected a file letter a" EN_DASH "%c after the level", 'a' + g->nx - 1);
		return 1;
	}
	snprintf(buf, cap, "expected a rank digit 1" EN_DASH "%d after the file", g->ny);
	return 2;
}

static size_t explain_hex(const struct variant *v, const char *s, size_t len, char *buf,
                          size_t cap)
{
	const struct geometry *g = &v->geo;
	int column, line;
	size_t n = cell_parse_hex_name(s, len, &column, &line);
	if (!n) {
		/* A column letter without its line? */
		const char probe[2] = { len ? s[0] : '\0', '0' };
		if (cell_parse_hex_name(probe, 2, &column, &line)) {
			snprintf(buf, cap, "expected a line number after the column letter");
			return 1;
		}
		snprintf(buf, cap, "expected ");
		cell_example(v, buf + 9, cap - 9);
		size_t k = strlen(buf);
		snprintf(buf + k, cap - k, " (column P T A" EN_DASH "I K L X Z, then the line)");
		return 0;
	}
	/* A column and a line that do not meet: name the lines the column has. */
	int low = -1, high = -1;
	for (int l = 0; l < g->ny; l++)
		if (geometry_cell(g, column, l, 0) >= 0) {
			if (low < 0)
				low = l;
			high = l;
		}
	snprintf(buf, cap, "%.*s is no hex: column %c has lines %d" EN_DASH "%d, %s ones", (int)n, s,
	         toupper((unsigned char)s[0]), low, high, low % 2 ? "odd" : "even");
	return 0;
}

size_t cell_explain(const struct variant *v, const char *s, size_t len, char *buf, size_t cap)
{
	if (v->def->naming == NAMING_HEX_COLUMN_LINE)
		return explain_hex(v, s, len, buf, cap);
	if (v->def->naming == NAMING_LEVEL_FILE_RANK)
		return explain_level_file_rank(v, s, len, buf, cap);
	return explain_file_rank_layer(v, s, len, buf, cap);
}
