/*
 * svg_draw.h - what the parts of the board writer share (svg_board.c,
 * svg_arrows.c, svg_legend.c).
 */
#ifndef HDC_SVG_DRAW_H
#define HDC_SVG_DRAW_H

#include "svg_layout.h"
#include "svg_options.h"
#include "svg_writer.h"

/* What every part of the writer needs. */
struct ctx {
	struct svg_sink *s;
	const struct hdc_position *pos;
	const struct variant *v;
	const struct svg_options *o;
	struct svg_geom g;
	double scale;     /* pixels per board unit */
};

/* ` name="N"` with N = units in pixels. */
void svg_num(struct ctx *c, const char *name, double units);
/* ` name="#rrggbb"`. */
void svg_colour_attr(struct svg_sink *s, const char *name, uint32_t rgb);

/* The arrows of the options (svg_arrows.c). */
void svg_arrows(struct ctx *c);
/* The legend below the board from y0 on (draw = 0: only measure); its
 * height in units (svg_legend.c). */
double svg_legend(struct ctx *c, double y0, int draw);

#endif
