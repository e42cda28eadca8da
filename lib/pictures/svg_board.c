/*
 * svg_board.c - writes the SVG document of a position: cells, pieces and
 * labels here, arrows and the legend in their own files, in the
 * conventions of docs/PICTURES.md
 * (one element per cell with its name and colour, absolute coordinates,
 * no transform anywhere, so that pages and tests can read the picture).
 */
#include "svg_board.h"

#include "cellname.h"
#include "glyphs.h"
#include "position.h"
#include "svg_draw.h"
#include "svg_theme.h"

#define DEFAULT_UNIT_PX 36.0  /* pixels per board unit (a square cell) */

void svg_num(struct ctx *c, const char *name, double units)
{
	sink_attr_num(c->s, name, units * c->scale);
}

void svg_colour_attr(struct svg_sink *s, const char *name, uint32_t rgb)
{
	sink_puts(s, " ");
	sink_puts(s, name);
	sink_puts(s, "=\"");
	sink_colour(s, rgb);
	sink_puts(s, "\"");
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
		if (glyph_markup(t)) {
			sink_puts(c->s, glyph_markup(t));
		} else {
			/* A piece of the variant's own: its letter in a ring. */
			char letter[2] = { c->v->letter[t], 0 };
			sink_puts(c->s, "<circle cx=\"50\" cy=\"50\" r=\"36\" stroke-width=\"4\"/>"
			                "<text x=\"50\" y=\"65\" text-anchor=\"middle\" "
			                "font-family=\"sans-serif\" font-size=\"44\" "
			                "font-weight=\"bold\" fill=\"currentColor\" stroke=\"none\">");
			sink_puts(c->s, letter);
			sink_puts(c->s, "</text>");
		}
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
	svg_colour_attr(s, "fill", svg_piece_fill(side));
	svg_colour_attr(s, "stroke", svg_piece_stroke(side));
	svg_colour_attr(s, "color", svg_piece_detail(side));
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
	svg_num(c, "x", cx - size / 2);
	svg_num(c, "y", y);
	svg_num(c, "width", size);
	svg_num(c, "height", size);
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
		svg_num(c, "x", px[0]);
		svg_num(c, "y", py[0]);
		svg_num(c, "width", px[1] - px[0]);
		svg_num(c, "height", py[2] - py[0]);
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
	svg_colour_attr(s, "fill", svg_cell_fill(c->o, cell, base));
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
	svg_colour_attr(c->s, "stroke", c->o->colour[COL_TEXT]);
	svg_num(c, "stroke-width", 0.03);
	sink_puts(c->s, "/>\n");
}

/* ---- labels --------------------------------------------------------- */

static void labels(struct ctx *c)
{
	struct svg_label l[LABEL_MAX];
	int n = svg_geom_labels(&c->g, c->v, l);
	if (!n)
		return;
	sink_puts(c->s, "<g class=\"labels\" font-family=\"sans-serif\"");
	svg_colour_attr(c->s, "fill", c->o->colour[COL_TEXT]);
	sink_puts(c->s, ">\n");
	static const char *const kinds[] = { "coord file", "coord rank", "layer-label" };
	static const char *const anchors[] = { "start", "middle", "end" };
	for (int i = 0; i < n; i++) {
		sink_puts(c->s, "<text class=\"");
		sink_puts(c->s, kinds[l[i].kind]);
		sink_puts(c->s, "\"");
		svg_num(c, "x", l[i].x);
		svg_num(c, "y", l[i].y);
		svg_num(c, "font-size", l[i].font);
		sink_puts(c->s, " text-anchor=\"");
		sink_puts(c->s, anchors[l[i].anchor + 1]);
		sink_puts(c->s, l[i].kind == LABEL_LAYER ? "\" font-weight=\"bold\">" : "\">");
		sink_escaped(c->s, l[i].text);
		sink_puts(c->s, "</text>\n");
	}
	sink_puts(c->s, "</g>\n");
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
	double legend_h = o->legend ? svg_legend(&c, c.g.height, 0) : 0;
	double w = c.g.width, h = c.g.height + legend_h;
	c.scale = o->size ? o->size / (w > h ? w : h) : DEFAULT_UNIT_PX;
	/* The picture is a whole number of pixels (size= exactly on the
	 * longer side); the viewBox is the same, one user unit a pixel. */
	header(s, (double)(long)(w * c.scale + 0.5), (double)(long)(h * c.scale + 0.5));
	symbols(&c);
	sink_puts(s, "<rect class=\"background\" x=\"0\" y=\"0\"");
	sink_attr_num(s, "width", (double)(long)(w * c.scale + 0.5));
	sink_attr_num(s, "height", (double)(long)(h * c.scale + 0.5));
	svg_colour_attr(s, "fill", o->colour[COL_BACKGROUND]);
	sink_puts(s, "/>\n");
	labels(&c);

	int order[HDC_MAX_CELLS], layer_start[8 + 1]; /* boxes have up to 8 layers */
	svg_geom_order(&c.g, c.v, order, layer_start);
	int stack = c.g.layout == SVG_LAYOUT_STACK && !c.g.hex;
	/* Stack: each layer's cells, then its pieces, top layer first, so
	 * that pieces cover the cells behind them but never a lower layer.
	 * Flat: all cells, then all pieces. */
	int groups = stack ? c.g.nz : 1;
	for (int k = 0; k < groups; k++) {
		int first = stack ? layer_start[k] : 0;
		int last = stack ? layer_start[k + 1] : layer_start[c.g.nz];
		double cx[HDC_MAX_CELLS], cy[HDC_MAX_CELLS];
		for (int i = first; i < last; i++)
			draw_cell(&c, order[i], &cx[i - first], &cy[i - first]);
		if (stack)
			layer_outline(&c, c.v->geo.coord[order[first]][2]);
		for (int i = first; i < last; i++)
			draw_piece(&c, order[i], cx[i - first], cy[i - first]);
	}
	svg_arrows(&c);
	if (o->legend)
		svg_legend(&c, c.g.height, 1);
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
