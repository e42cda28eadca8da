/*
 * glyph_sheet - print an SVG sheet of every piece glyph (lib/pictures/
 * glyphs.h), for the glyph tests (test_glyphs.py) and for docs/pictures/.
 *
 *   glyph_sheet [TILE]     the sheet, TILE px per glyph (default 24)
 *   glyph_sheet --list     one line per glyph: type, id, markup (tab-separated)
 *
 * The sheet defines each glyph as the board writer does,
 *   <symbol id="hdc-ID" viewBox="0 0 100 100">MARKUP</symbol>,
 * and draws it with <use fill stroke color> in a TILE x TILE square.
 * Column c (0-based) is piece type c + 1 (enum hdc_piece_type order); the
 * rows, each TILE px high, are (see `rows` below):
 *   0 white pieces on mid-grey   1 black pieces on mid-grey
 *   2 white on a light square    3 white on a dark square
 *   4 black on a light square    5 black on a dark square
 * Rows 0 and 1 are what the test measures: one background that both sides
 * contrast with, so coverage and differences can be counted from it.
 * Rows 2-5 are for people: every piece on both square colours.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "glyphs.h"
#include "hdc.h"

/* The sides' colours: body (fill), outline (stroke), details (color). */
struct side {
	const char *fill, *stroke, *color;
};
static const struct side sides[2] = {
	{"#ffffff", "#000000", "#000000"}, /* white: light body, dark lines */
	{"#202020", "#000000", "#ffffff"}, /* black: dark body, light details */
};

#define GREY "#808080"
#define LIGHT "#e8dcc0"
#define DARK "#8a6a4c"

static const struct {
	int side;
	const char *background;
} rows[] = {
	{0, GREY}, {1, GREY}, {0, LIGHT}, {0, DARK}, {1, LIGHT}, {1, DARK},
};

#define NROWS ((int)(sizeof rows / sizeof rows[0]))
#define NTYPES HDC_ELEPHANT

static int list(void)
{
	for (int t = 1; t <= NTYPES; t++)
		printf("%d\t%s\t%s\n", t, glyph_id(t), glyph_markup(t));
	return 0;
}

static int sheet(int tile)
{
	int w = NTYPES * tile, h = NROWS * tile;

	printf("<svg xmlns=\"http://www.w3.org/2000/svg\" "
	       "xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
	       "width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">\n",
	       w, h, w, h);
	printf("<defs>\n");
	for (int t = 1; t <= NTYPES; t++)
		printf("<symbol id=\"hdc-%s\" viewBox=\"0 0 100 100\">%s"
		       "</symbol>\n", glyph_id(t), glyph_markup(t));
	printf("</defs>\n");
	for (int r = 0; r < NROWS; r++) {
		const struct side *s = &sides[rows[r].side];

		printf("<rect x=\"0\" y=\"%d\" width=\"%d\" height=\"%d\" "
		       "fill=\"%s\"/>\n", r * tile, w, tile, rows[r].background);
		for (int t = 1; t <= NTYPES; t++)
			printf("<use xlink:href=\"#hdc-%s\" x=\"%d\" y=\"%d\" "
			       "width=\"%d\" height=\"%d\" fill=\"%s\" "
			       "stroke=\"%s\" color=\"%s\"/>\n",
			       glyph_id(t), (t - 1) * tile, r * tile, tile,
			       tile, s->fill, s->stroke, s->color);
	}
	printf("</svg>\n");
	return 0;
}

int main(int argc, char **argv)
{
	if (argc == 2 && strcmp(argv[1], "--list") == 0)
		return list();
	int tile = 24;
	if (argc == 2) {
		char *end;
		long v = strtol(argv[1], &end, 10);
		if (*end || v < 8 || v > 512) {
			fprintf(stderr, "glyph_sheet: TILE must be 8..512\n");
			return 2;
		}
		tile = (int)v;
	} else if (argc > 2) {
		fprintf(stderr, "usage: glyph_sheet [TILE | --list]\n");
		return 2;
	}
	return sheet(tile);
}
