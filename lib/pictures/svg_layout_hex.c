/*
 * svg_layout_hex.c - the C'escacs board: 169 flat-topped hexagons.
 *
 * Columns (c = 0..14, P .. Z) run left to right, lines (l = 0..28) bottom
 * to top, so White sits at the bottom; flipped turns the board half round
 * (c -> 14 - c, l -> 28 - l).  Two hexes of a column are two lines apart
 * and share a side, so with corner radius R the centre of hex (c, l) is
 *     x = margin + R + c * 1.5 R,   y = top + H + (28 - l) * H
 * with H = R * sqrt(3) / 2 (the half height of a hexagon).
 */
#include <stdio.h>

#include "svg_layout_impl.h"

#define HEX_R 0.62
#define HEX_H 0.5369357503463  /* HEX_R * sqrt(3) / 2 */
#define HEX_LINES 29
#define HEX_COLUMNS 15
#define SIDE_MARGIN 0.75       /* line numbers */
#define END_MARGIN 0.55        /* column letters above and below */
#define BARE_MARGIN 0.15

static const char column_letters[] = "PTABCDEFGHIKLXZ";

void svg_geom_init_hex(struct svg_geom *g)
{
	g->radius = HEX_R;
	g->piece = 1.25 * HEX_R;
	g->margin_left = g->coordinates ? SIDE_MARGIN : BARE_MARGIN;
	g->margin_top = g->coordinates ? END_MARGIN : BARE_MARGIN;
	g->width = 2 * g->margin_left + 2 * HEX_R + (HEX_COLUMNS - 1) * 1.5 * HEX_R;
	g->height = 2 * g->margin_top + (HEX_LINES + 1) * HEX_H;
	g->columns = g->rows = 1;
}

static void centre(const struct svg_geom *g, int c, int l, double *x, double *y)
{
	int i = g->flip_x ? HEX_COLUMNS - 1 - c : c;
	int j = g->flip_y ? HEX_LINES - 1 - l : l;
	*x = g->margin_left + HEX_R + i * 1.5 * HEX_R;
	*y = g->margin_top + HEX_H + (HEX_LINES - 1 - j) * HEX_H;
}

int svg_hex_cell(const struct svg_geom *g, int c, int l, double *px, double *py, double *cx,
                 double *cy)
{
	/* Corners counter-clockwise on the screen from the right one. */
	static const double dx[6] = { 1, 0.5, -0.5, -1, -0.5, 0.5 };
	static const double dy[6] = { 0, 1, 1, 0, -1, -1 };
	centre(g, c, l, cx, cy);
	for (int k = 0; k < 6; k++) {
		px[k] = *cx + dx[k] * HEX_R;
		py[k] = *cy + dy[k] * HEX_H;
	}
	return 6;
}

/* The lowest and highest line of column c (CESCACS.md section 1). */
static void column_span(int c, int *low, int *high)
{
	*low = c <= 7 ? 7 - c : c - 7;
	*high = c <= 7 ? 21 + c : 35 - c;
}

int svg_hex_labels(const struct svg_geom *g, struct svg_label *out)
{
	struct svg_label *l = out;
	if (!g->coordinates)
		return 0;
	char text[LABEL_TEXT];
	/* Column letters under the lowest and over the highest hex of each
	 * column (the board's outline), as on C'escacs boards. */
	for (int c = 0; c < HEX_COLUMNS; c++) {
		int low, high;
		double x, y_low, y_high;
		column_span(c, &low, &high);
		centre(g, c, low, &x, &y_low);
		centre(g, c, high, &x, &y_high);
		if (g->flip_y) {
			double t = y_low;
			y_low = y_high;
			y_high = t;
		}
		text[0] = column_letters[c];
		text[1] = '\0';
		l = svg_label_add(l, x, y_low + HEX_H + 0.34, 0.3, 0, LABEL_FILE, text);
		l = svg_label_add(l, x, y_high - HEX_H - 0.1, 0.3, 0, LABEL_FILE, text);
	}
	/* Line numbers in both side margins: inside the board the lines
	 * zigzag between columns and a number would sit on the hexes. */
	for (int line = 0; line < HEX_LINES; line++) {
		double x, y, x0, x1;
		centre(g, 0, line, &x, &y);
		x0 = g->margin_left - 0.08;
		x1 = g->width - g->margin_left + 0.08;
		snprintf(text, sizeof text, "%d", line);
		l = svg_label_add(l, x0, y + 0.1, 0.28, 1, LABEL_RANK, text);
		l = svg_label_add(l, x1, y + 0.1, 0.28, -1, LABEL_RANK, text);
	}
	return (int)(l - out);
}
