/*
 * svg_legend.c - the legend: each piece type of the variant, a white
 * glyph and its name in the variant ("unicorn (U)"), in rows as wide as
 * the board.
 */
#include "glyphs.h"
#include "svg_draw.h"
#include "svg_theme.h"
#include "variant.h"

#define LEGEND_ROW 1.0
#define LEGEND_GLYPH 0.8
#define LEGEND_FONT 0.36

static double legend_item_width(const char *name)
{
	size_t n = 0;
	while (name[n])
		n++;
	return LEGEND_GLYPH + 0.15 + (double)(n + 4) * 0.2 + 0.45;
}

double svg_legend(struct ctx *c, double y0, int draw)
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
			svg_num(c, "x", x);
			svg_num(c, "y", y + (LEGEND_ROW - LEGEND_GLYPH) / 2);
			svg_num(c, "width", LEGEND_GLYPH);
			svg_num(c, "height", LEGEND_GLYPH);
			svg_colour_attr(c->s, "fill", svg_piece_fill(HDC_WHITE));
			svg_colour_attr(c->s, "stroke", svg_piece_stroke(HDC_WHITE));
			svg_colour_attr(c->s, "color", svg_piece_detail(HDC_WHITE));
			sink_puts(c->s, " class=\"legend-piece ");
			sink_puts(c->s, glyph_id(type));
			sink_puts(c->s, "\"/>\n<text");
			svg_num(c, "x", x + LEGEND_GLYPH + 0.15);
			svg_num(c, "y", y + LEGEND_ROW / 2 + LEGEND_FONT * 0.35);
			svg_num(c, "font-size", LEGEND_FONT);
			svg_colour_attr(c->s, "fill", c->o->colour[COL_TEXT]);
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
