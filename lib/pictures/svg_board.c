/*
 * svg_board.c - writes the SVG document of a position: cells, pieces,
 * labels, arrows and the legend, in the conventions of docs/PICTURES.md
 * (one element per cell with its name and colour, absolute coordinates,
 * no transform anywhere, so that pages and tests can read the picture).
 */
#include "svg_board.h"

#include "cellname.h"
#include "glyphs.h"
#include "position.h"
#include "svg_layout.h"
#include "svg_theme.h"

#define DEFAULT_UNIT_PX 36.0  /* pixels per board unit (a square cell) */
#define LEGEND_ROW 1.0
#define LEGEND_GLYPH 0.8
#define LEGEND_FONT 0.36

/* What every part of the writer needs. */
struct ctx {
	struct svg_sink *s;
	const struct hdc_position *pos;
	const struct variant *v;
	const struct svg_options *o;
	struct svg_geom g;
	double scale;
};

static void num(struct ctx *c, const char *name, double units)
{
	sink_attr_num(c->s, name, units * c->scale);
}

static void colour_attr(struct svg_sink *s, const char *name, uint32_t rgb)
{
	sink_puts(s, " ");
	sink_puts(s, name);
	sink_puts(s, "=\"");
	sink_colour(s, rgb);
	sink_puts(s, "\"");
}

/* A square root by Newton's iteration: the library links no libm, and
 * this gives the same bits everywhere. */
static double root(double x)
{
	if (x <= 0)
		return 0;
	double r = x > 1 ? x : 1;
	for (int i = 0; i < 60; i++)
		r = 0.5 * (r + x / r);
	return r;
}

/* ---- legend ---------------------------------------------------------- */

static double legend_item_width(const char *name)
{
	size_t n = 0;
	while (name[n])
		n++;
	return LEGEND_GLYPH + 0.15 + (double)(n + 4) * 0.2 + 0.45;
}

/* Lays the legend out from y0 on (draw = 0: only measures); returns its
 * height. */
static double legend(struct ctx *c, double y0, int draw)
{
	const struct variant_def *d = c->v->def;
	double x = 0.3, y = y0 + 0.2;
	if (draw)
		sink_puts(c->s, "<g class=\"legend\" font-family=\"sans-serif\">\n");
	for (int i = 0; i < d->npieces; i++) {
		int type = d->pieces[i].type;
		double w = legend_item_width(d->pieces[i].name);
		if (x > 0.3 && x + w > c->g.width - 0.1) {
			x = 0.3;
			y += LEGEND_ROW;
		}
		if (draw && glyph_id(type)) {
			sink_puts(c->s, "<use xlink:href=\"#hdc-");
			sink_puts(c->s, glyph_id(type));
			sink_puts(c->s, "\"");
			num(c, "x", x);
			num(c, "y", y + (LEGEND_ROW - LEGEND_GLYPH) / 2);
			num(c, "width", LEGEND_GLYPH);
			num(c, "height", LEGEND_GLYPH);
			colour_attr(c->s, "fill", svg_piece_fill(HDC_WHITE));
			colour_attr(c->s, "stroke", svg_piece_stroke(HDC_WHITE));
			colour_attr(c->s, "color", svg_piece_detail(HDC_WHITE));
			sink_puts(c->s, " class=\"legend-piece ");
			sink_puts(c->s, glyph_id(type));
			sink_puts(c->s, "\"/>\n<text");
			num(c, "x", x + LEGEND_GLYPH + 0.15);
			num(c, "y", y + LEGEND_ROW / 2 + LEGEND_FONT * 0.35);
			num(c, "font-size", LEGEND_FONT);
			colour_attr(c->s, "fill", c->o->colour[COL_TEXT]);
			sink_puts(c->s, ">");
			sink_escaped(c->s, d->pieces[i].name);
			sink_puts(c->s, " (");
			sink_putn(c->s, &d->pieces[i].letter, 1);
			sink_puts(c->s, ")</text>\n");
		}
		x += w;
	}
	if (draw)
		sink_puts(c->s, "</g>\n");
	return y + LEGEND_ROW + 0.2 - y0;
}

/* ---- pieces and cells ------------------------------------------------ */

static void symbols(struct ctx *c)
{
	/* Every type on the board (and in the legend), in type order: the
	 * same position gives the same defs. */
	uint32_t used = 0;
	for (int cell = 0; cell < c->v->geo.ncells && c->o->pieces; cell++)
		if (c->pos->board[cell])
			used |= 1u << PTYPE(c->pos->board[cell]);
	if (c->o->legend)
		for (int i = 0; i < c->v->def->npieces; i++)
			used |= 1u << c->v->def->pieces[i].type;
	sink_puts(c->s, "<defs>\n");
	for (int t = 1; t < 32; t++) {
		if (!(used & (1u << t)) || !glyph_id(t))
			continue;
		sink_puts(c->s, "<symbol id=\"hdc-");
		sink_puts(c->s, glyph_id(t));
		sink_puts(c->s, "\" viewBox=\"0 0 100 100\">");
		sink_puts(c->s, glyph_markup(t));
		sink_puts(c->s, "</symbol>\n");
	}
	sink_puts(c->s, "</defs>\n");
}

static void piece_use(struct svg_sink *s, int piece)
{
	sink_puts(s, "<use xlink:href=\"#hdc-");
	sink_puts(s, glyph_id(PTYPE(piece)));
	sink_puts(s, "\"");
}

static void piece_paint(struct svg_sink *s, int piece)
{
	int type = PTYPE(piece), side = PSIDE(piece);
	colour_attr(s, "fill", svg_piece_fill(side));
	colour_attr(s, "stroke", svg_piece_stroke(side));
	colour_attr(s, "color", svg_piece_detail(side));
	sink_puts(s, side ? " class=\"piece black " : " class=\"piece white ");
	sink_puts(s, glyph_id(type));
	sink_puts(s, "\"");
}

static void draw_piece(struct ctx *c, int cell, double cx, double cy)
{
	int piece = c->o->pieces ? c->pos->board[cell] : 0;
	if (!piece || !glyph_id(PTYPE(piece)))
		return;
	double size = c->g.piece;
	/* Stacked view: the piece stands on the cell, its foot a little
	 * below the centre; flat views centre it. */
	double y = c->g.layout == SVG_LAYOUT_STACK && !c->g.hex ? cy - size + 0.14 : cy - size / 2;
	piece_use(c->s, piece);
	num(c, "x", cx - size / 2);
	num(c, "y", y);
	num(c, "width", size);
	num(c, "height", size);
	piece_paint(c->s, piece);
	char name[CELL_NAME_MAX];
	cell_format(c->v, (unsigned)cell, CELL_ASCII, name);
	sink_puts(c->s, " data-cell=\"");
	sink_escaped(c->s, name);
	sink_puts(c->s, "\"/>\n");
}

static const char *colour_class(const struct ctx *c, int cell, uint32_t *base)
{
	int colour = c->v->geo.colour[cell];
	if (c->g.hex) {
		static const char *const names[] = { "black", "white", "colour" };
		static const int cols[] = { COL_HEX_BLACK, COL_HEX_WHITE, COL_HEX_COLOUR };
		*base = c->o->colour[cols[colour]];
		return names[colour];
	}
	*base = c->o->colour[colour ? COL_LIGHT : COL_DARK];
	return colour ? "light" : "dark";
}

static void draw_cell(struct ctx *c, int cell, double *cx, double *cy)
{
	const struct geometry *geo = &c->v->geo;
	double px[6], py[6];
	int n = svg_geom_cell(&c->g, geo->coord[cell][0], geo->coord[cell][1], geo->coord[cell][2],
	                      px, py, cx, cy);
	struct svg_sink *s = c->s;
	int rect = !c->g.hex && c->g.layout != SVG_LAYOUT_STACK;
	if (rect) {
		sink_puts(s, "<rect");
		num(c, "x", px[0]);
		num(c, "y", py[0]);
		num(c, "width", px[1] - px[0]);
		num(c, "height", py[2] - py[0]);
	} else {
		sink_puts(s, "<polygon points=\"");
		for (int k = 0; k < n; k++) {
			if (k)
				sink_puts(s, " ");
			sink_num(s, px[k] * c->scale);
			sink_puts(s, ",");
			sink_num(s, py[k] * c->scale);
		}
		sink_puts(s, "\"");
	}
	uint32_t base;
	sink_puts(s, " class=\"cell ");
	sink_puts(s, colour_class(c, cell, &base));
	static const struct { unsigned bit; const char *name; } marks[] = {
		{ MARK_LASTMOVE, " lastmove" }, { MARK_CHECK, " check" },
		{ MARK_SELECTED, " selected" }, { MARK_TARGET, " target" },
		{ MARK_MARKED, " marked" }, { MARK_HIGHLIGHT, " highlight" },
	};
	for (size_t i = 0; i < sizeof marks / sizeof marks[0]; i++)
		if (c->o->mark[cell] & marks[i].bit)
			sink_puts(s, marks[i].name);
	char name[CELL_NAME_MAX];
	cell_format(c->v, (unsigned)cell, CELL_ASCII, name);
	sink_puts(s, "\" data-cell=\"");
	sink_escaped(s, name);
	sink_puts(s, "\"");
	colour_attr(s, "fill", svg_cell_fill(c->o, cell, base));
	sink_puts(s, "/>\n");
}

/* The outline of a stacked layer: the eye reads the parallelograms as
 * planes more easily with an edge. */
static void layer_outline(struct ctx *c, int z)
{
	double px[4], py[4];
	svg_geom_layer_outline(&c->g, z, px, py);
	sink_puts(c->s, "<polygon class=\"layer-outline\" points=\"");
	for (int k = 0; k < 4; k++) {
		if (k)
			sink_puts(c->s, " ");
		sink_num(c->s, px[k] * c->scale);
		sink_puts(c->s, ",");
		sink_num(c->s, py[k] * c->scale);
	}
	sink_puts(c->s, "\" fill=\"none\"");
	colour_attr(c->s, "stroke", c->o->colour[COL_TEXT]);
	num(c, "stroke-width", 0.03);
	sink_puts(c->s, "/>\n");
}

/* ---- labels and arrows ----------------------------------------------- */

static void labels(struct ctx *c)
{
	struct svg_label l[LABEL_MAX];
	int n = svg_geom_labels(&c->g, c->v, l);
	if (!n)
		return;
	sink_puts(c->s, "<g class=\"labels\" font-family=\"sans-serif\"");
	colour_attr(c->s, "fill", c->o->colour[COL_TEXT]);
	sink_puts(c->s, ">\n");
	static const char *const kinds[] = { "coord file", "coord rank", "layer-label" };
	static const char *const anchors[] = { "start", "middle", "end" };
	for (int i = 0; i < n; i++) {
		sink_puts(c->s, "<text class=\"");
		sink_puts(c->s, kinds[l[i].kind]);
		sink_puts(c->s, "\"");
		num(c, "x", l[i].x);
		num(c, "y", l[i].y);
		num(c, "font-size", l[i].font);
		sink_puts(c->s, " text-anchor=\"");
		sink_puts(c->s, anchors[l[i].anchor + 1]);
		sink_puts(c->s, l[i].kind == LABEL_LAYER ? "\" font-weight=\"bold\">" : "\">");
		sink_escaped(c->s, l[i].text);
		sink_puts(c->s, "</text>\n");
	}
	sink_puts(c->s, "</g>\n");
}

static void cell_centre(const struct ctx *c, int cell, double *cx, double *cy)
{
	const struct geometry *geo = &c->v->geo;
	double px[6], py[6];
	svg_geom_cell(&c->g, geo->coord[cell][0], geo->coord[cell][1], geo->coord[cell][2], px,
	              py, cx, cy);
}

static void arrows(struct ctx *c)
{
	for (int i = 0; i < c->o->narrows; i++) {
		const struct svg_arrow *a = &c->o->arrow[i];
		double x0, y0, x1, y1;
		cell_centre(c, a->from, &x0, &y0);
		cell_centre(c, a->to, &x1, &y1);
		char from[CELL_NAME_MAX], to[CELL_NAME_MAX];
		cell_format(c->v, (unsigned)a->from, CELL_ASCII, from);
		cell_format(c->v, (unsigned)a->to, CELL_ASCII, to);
		sink_puts(c->s, "<g class=\"arrow\" opacity=\"0.75\" data-from=\"");
		sink_escaped(c->s, from);
		sink_puts(c->s, "\" data-to=\"");
		sink_escaped(c->s, to);
		sink_puts(c->s, "\">");
		double dx = x1 - x0, dy = y1 - y0, len = root(dx * dx + dy * dy);
		if (len < 1e-9) {
			/* An arrow from a cell to itself: a ring, as python-chess. */
			sink_puts(c->s, "<circle class=\"arrow-ring\"");
			num(c, "cx", x0);
			num(c, "cy", y0);
			num(c, "r", 0.38);
			sink_puts(c->s, " fill=\"none\"");
			colour_attr(c->s, "stroke", a->rgb);
			num(c, "stroke-width", 0.09);
			sink_puts(c->s, "/></g>\n");
			continue;
		}
		double ux = dx / len, uy = dy / len;
		double head = len < 0.5 ? len : 0.5, half = 0.25, shaft = 0.16;
		double bx = x1 - ux * head, by = y1 - uy * head;
		sink_puts(c->s, "<line class=\"arrow-shaft\"");
		num(c, "x1", x0);
		num(c, "y1", y0);
		num(c, "x2", bx);
		num(c, "y2", by);
		colour_attr(c->s, "stroke", a->rgb);
		num(c, "stroke-width", shaft);
		sink_puts(c->s, " stroke-linecap=\"butt\"/><polygon class=\"arrow-head\" points=\"");
		double xs[3] = { x1, bx - uy * half, bx + uy * half };
		double ys[3] = { y1, by + ux * half, by - ux * half };
		for (int k = 0; k < 3; k++) {
			if (k)
				sink_puts(c->s, " ");
			sink_num(c->s, xs[k] * c->scale);
			sink_puts(c->s, ",");
			sink_num(c->s, ys[k] * c->scale);
		}
		sink_puts(c->s, "\"");
		colour_attr(c->s, "fill", a->rgb);
		sink_puts(c->s, "/></g>\n");
	}
}

/* ---- the document ---------------------------------------------------- */

static void header(struct svg_sink *s, double width, double height)
{
	sink_puts(s, "<svg xmlns=\"http://www.w3.org/2000/svg\" "
	             "xmlns:xlink=\"http://www.w3.org/1999/xlink\" version=\"1.1\"");
	sink_attr_num(s, "width", width);
	sink_attr_num(s, "height", height);
	sink_puts(s, " viewBox=\"0 0 ");
	sink_num(s, width);
	sink_puts(s, " ");
	sink_num(s, height);
	sink_puts(s, "\">\n");
}

void svg_write_board(struct svg_sink *s, const struct hdc_position *pos,
                     const struct svg_options *o)
{
	struct ctx c;
	c.s = s;
	c.pos = pos;
	c.v = pos->v;
	c.o = o;
	svg_geom_init(&c.g, c.v, o);
	c.scale = 1;
	double legend_h = o->legend ? legend(&c, c.g.height, 0) : 0;
	double w = c.g.width, h = c.g.height + legend_h;
	c.scale = o->size ? o->size / (w > h ? w : h) : DEFAULT_UNIT_PX;
	/* The picture is a whole number of pixels (size= exactly on the
	 * longer side); the viewBox is the same, one user unit a pixel. */
	header(s, (double)(long)(w * c.scale + 0.5), (double)(long)(h * c.scale + 0.5));
	symbols(&c);
	sink_puts(s, "<rect class=\"background\" x=\"0\" y=\"0\"");
	sink_attr_num(s, "width", (double)(long)(w * c.scale + 0.5));
	sink_attr_num(s, "height", (double)(long)(h * c.scale + 0.5));
	colour_attr(s, "fill", o->colour[COL_BACKGROUND]);
	sink_puts(s, "/>\n");
	labels(&c);

	int order[HDC_MAX_CELLS], layer_start[9];
	svg_geom_order(&c.g, c.v, order, layer_start);
	int stack = c.g.layout == SVG_LAYOUT_STACK && !c.g.hex;
	/* Stack: each layer's cells, then its pieces, top layer first, so
	 * that pieces cover the cells behind them but never a lower layer.
	 * Flat: all cells, then all pieces. */
	int groups = stack ? c.g.nz : 1;
	for (int k = 0; k < groups; k++) {
		int first = stack ? layer_start[k] : 0, last = stack ? layer_start[k + 1] : layer_start[c.g.nz];
		double cx[HDC_MAX_CELLS], cy[HDC_MAX_CELLS];
		for (int i = first; i < last; i++)
			draw_cell(&c, order[i], &cx[i - first], &cy[i - first]);
		if (stack)
			layer_outline(&c, c.v->geo.coord[order[first]][2]);
		for (int i = first; i < last; i++)
			draw_piece(&c, order[i], cx[i - first], cy[i - first]);
	}
	arrows(&c);
	if (o->legend)
		legend(&c, c.g.height, 1);
	sink_puts(s, "</svg>\n");
}

void svg_write_piece(struct svg_sink *s, int piece, int size)
{
	header(s, size, size);
	sink_puts(s, "<defs>\n<symbol id=\"hdc-");
	sink_puts(s, glyph_id(PTYPE(piece)));
	sink_puts(s, "\" viewBox=\"0 0 100 100\">");
	sink_puts(s, glyph_markup(PTYPE(piece)));
	sink_puts(s, "</symbol>\n</defs>\n");
	piece_use(s, piece);
	sink_puts(s, " x=\"0\" y=\"0\"");
	sink_attr_num(s, "width", size);
	sink_attr_num(s, "height", size);
	piece_paint(s, piece);
	sink_puts(s, "/>\n</svg>\n");
}
