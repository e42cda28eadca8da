/*
 * svg_arrows.c - arrows from cell centre to cell centre, across layers
 * too, drawn over the pieces and half transparent as python-chess draws
 * them.
 */
#include "cellname.h"
#include "position.h"
#include "svg_draw.h"

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

static void cell_centre(const struct ctx *c, int cell, double *cx, double *cy)
{
	const struct geometry *geo = &c->v->geo;
	double px[6], py[6];
	svg_geom_cell(&c->g, geo->coord[cell][0], geo->coord[cell][1], geo->coord[cell][2], px,
	              py, cx, cy);
}

void svg_arrows(struct ctx *c)
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
			svg_num(c, "cx", x0);
			svg_num(c, "cy", y0);
			svg_num(c, "r", 0.38);
			sink_puts(c->s, " fill=\"none\"");
			svg_colour_attr(c->s, "stroke", a->rgb);
			svg_num(c, "stroke-width", 0.09);
			sink_puts(c->s, "/></g>\n");
			continue;
		}
		double ux = dx / len, uy = dy / len;
		double head = len < 0.5 ? len : 0.5, half = 0.25, shaft = 0.16;
		double bx = x1 - ux * head, by = y1 - uy * head;
		sink_puts(c->s, "<line class=\"arrow-shaft\"");
		svg_num(c, "x1", x0);
		svg_num(c, "y1", y0);
		svg_num(c, "x2", bx);
		svg_num(c, "y2", by);
		svg_colour_attr(c->s, "stroke", a->rgb);
		svg_num(c, "stroke-width", shaft);
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
		svg_colour_attr(c->s, "fill", a->rgb);
		sink_puts(c->s, "/></g>\n");
	}
}
