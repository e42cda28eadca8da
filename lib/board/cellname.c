/* cellname.c - cell names: "e4–IV" (HDC, 3D8L), "Cc3" (Raumschach), "e4"
 * (flat boards: chess). */
#include "cellname.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

static const char *const roman[] = { "I", "II", "III", "IV", "V", "VI", "VII", "VIII" };
#define EN_DASH "\xE2\x80\x93"

/* C'escacs column letters (CESCACS.md section 1): no J, M, N... */
static const char hex_columns[] = "PTABCDEFGHIKLXZ";

size_t cell_format(const struct variant *v, unsigned cell, enum cell_style style, char *out)
{
	const struct geometry *g = &v->geo;
	int x = g->coord[cell][0], y = g->coord[cell][1], z = g->coord[cell][2];
	size_t n = 0;
	if (v->def->naming == NAMING_HEX_COLUMN_LINE)
		return (size_t)sprintf(out, "%c%d", hex_columns[x], y);
	if (v->def->naming == NAMING_LEVEL_FILE_RANK) {
		out[n++] = (char)('A' + z);
		out[n++] = (char)('a' + x);
		out[n++] = (char)('1' + y);
		out[n] = '\0';
		return n;
	}
	out[n++] = (char)('a' + x);
	out[n++] = (char)('1' + y);
	if (v->def->naming == NAMING_FILE_RANK) {
		out[n] = '\0'; /* one layer: nothing to say about it */
		return n;
	}
	if (style == CELL_DISPLAY) {
		memcpy(out + n, EN_DASH, 3);
		n += 3;
	} else if (style == CELL_ASCII) {
		out[n++] = '-';
	}
	size_t r = strlen(roman[z]);
	memcpy(out + n, roman[z], r);
	n += r;
	out[n] = '\0';
	return n;
}

size_t layer_format(const struct variant *v, int layer, char *out)
{
	size_t n = 0;
	if (v->def->naming == NAMING_LEVEL_FILE_RANK)
		out[n++] = (char)('A' + layer);
	else if (v->def->naming == NAMING_FILE_RANK_LAYER)
		n = (size_t)sprintf(out, "%s", roman[layer]);
	out[n] = '\0';
	return n;
}

/* The longest Roman numeral I..VIII at s, all upper or all lower case: a
 * change of case ends it, so that 3D8L's "a8Iv" (a8-I, promotion to the
 * bishop-mace) is not read as a8-IV. */
static size_t parse_roman(const char *s, size_t len, int *value)
{
	char buf[5];
	size_t n = 0;
	const char *digits = len && islower((unsigned char)s[0]) ? "ivx" : "IVX";
	while (n < len && n < 4 && s[n] && strchr(digits, s[n]))
		n++;
	for (; n > 0; n--) {
		for (size_t i = 0; i < n; i++)
			buf[i] = (char)toupper((unsigned char)s[i]);
		buf[n] = '\0';
		for (int r = 0; r < 8; r++)
			if (strcmp(buf, roman[r]) == 0) {
				*value = r;
				return n;
			}
	}
	return 0;
}

static size_t parse_file_rank_layer(const struct variant *v, const char *s, size_t len,
                                    unsigned *cell)
{
	const struct geometry *g = &v->geo;
	if (len < 3)
		return 0;
	int x = tolower((unsigned char)s[0]) - 'a';
	int y = s[1] - '1';
	if (x < 0 || x >= g->nx || y < 0 || y >= g->ny || !isdigit((unsigned char)s[1]))
		return 0;
	size_t n = 2;
	if (s[n] == '-')
		n++;
	else if (len - n >= 3 && memcmp(s + n, EN_DASH, 3) == 0)
		n += 3;
	int z;
	size_t r = parse_roman(s + n, len - n, &z);
	if (!r || z >= g->nz)
		return 0;
	*cell = (unsigned)geometry_cell(g, x, y, z);
	return n + r;
}

/* "e4" on a board of one layer. */
static size_t parse_file_rank(const struct variant *v, const char *s, size_t len,
                              unsigned *cell)
{
	const struct geometry *g = &v->geo;
	if (len < 2)
		return 0;
	int x = tolower((unsigned char)s[0]) - 'a';
	int y = s[1] - '1';
	if (!isalpha((unsigned char)s[0]) || !isdigit((unsigned char)s[1]) || x < 0 ||
	    x >= g->nx || y < 0 || y >= g->ny)
		return 0;
	*cell = (unsigned)geometry_cell(g, x, y, 0);
	return 2;
}

static size_t parse_level_file_rank(const struct variant *v, const char *s, size_t len,
                                    unsigned *cell)
{
	const struct geometry *g = &v->geo;
	if (len < 3)
		return 0;
	int z = toupper((unsigned char)s[0]) - 'A';
	int x = tolower((unsigned char)s[1]) - 'a';
	int y = s[2] - '1';
	if (!isalpha((unsigned char)s[0]) || !isalpha((unsigned char)s[1]) ||
	    !isdigit((unsigned char)s[2]) || z < 0 || z >= g->nz || x < 0 || x >= g->nx ||
	    y < 0 || y >= g->ny)
		return 0;
	*cell = (unsigned)geometry_cell(g, x, y, z);
	return 3;
}

size_t cell_parse_hex_name(const char *s, size_t len, int *column, int *line)
{
	if (len < 2 || !s[0])
		return 0;
	const char *col = strchr(hex_columns, toupper((unsigned char)s[0]));
	if (!col || !isdigit((unsigned char)s[1]))
		return 0;
	int l = s[1] - '0';
	size_t n = 2;
	if (len > 2 && isdigit((unsigned char)s[2]) && l > 0) {
		l = l * 10 + (s[2] - '0');
		n = 3;
	}
	*column = (int)(col - hex_columns);
	*line = l;
	return n;
}

static size_t parse_hex(const struct variant *v, const char *s, size_t len, unsigned *cell)
{
	int column, line;
	size_t n = cell_parse_hex_name(s, len, &column, &line);
	int c = n ? geometry_cell(&v->geo, column, line, 0) : -1;
	if (c < 0)
		return 0;
	*cell = (unsigned)c;
	return n;
}

size_t cell_parse(const struct variant *v, const char *s, size_t len, unsigned *cell)
{
	if (v->def->naming == NAMING_HEX_COLUMN_LINE)
		return parse_hex(v, s, len, cell);
	if (v->def->naming == NAMING_LEVEL_FILE_RANK)
		return parse_level_file_rank(v, s, len, cell);
	if (v->def->naming == NAMING_FILE_RANK)
		return parse_file_rank(v, s, len, cell);
	return parse_file_rank_layer(v, s, len, cell);
}
