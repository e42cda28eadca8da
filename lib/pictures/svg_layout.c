/*
 * svg_layout.c - the shared part of the layouts: which layout applies,
 * and the drawing order of the cells.
 */
#include "svg_layout.h"

#include <stdio.h>
#include <string.h>

#include "svg_layout_impl.h"
#include "variant.h"

struct svg_label *svg_label_add(struct svg_label *l, double x, double y, double font, int anchor,
                                int kind, const char *text)
{
	l->x = x;
	l->y = y;
	l->font = font;
	l->anchor = anchor;
	l->kind = kind;
	snprintf(l->text, sizeof l->text, "%s", text);
	return l + 1;
}

void svg_geom_init(struct svg_geom *g, const struct variant *v, const struct svg_options *o)
{
	memset(g, 0, sizeof *g);
	g->nx = v->geo.nx;
	g->ny = v->geo.ny;
	g->nz = v->geo.nz;
	g->coordinates = o->coordinates;
	g->labels = o->labels;
	g->hex = v->geo.shape == SHAPE_HEX;
	/* Flipped is the board seen from black's side: files and ranks
	 * reversed; the layers too where black starts on the upper layers
	 * (Raumschach), so that his pieces come to the front and bottom. */
	g->flip_x = g->flip_y = o->flipped;
	g->flip_z = o->flipped && v->def->pawn->mirror_layers;
	if (g->hex) {
		g->layout = SVG_LAYOUT_GRID; /* one flat board: the layouts do not apply */
		svg_geom_init_hex(g);
	} else {
		g->layout = o->layout;
		svg_geom_init_cube(g, o->columns);
	}
}

int svg_geom_cell(const struct svg_geom *g, int x, int y, int z, double *px, double *py,
                  double *cx, double *cy)
{
	if (g->hex)
		return svg_hex_cell(g, x, y, px, py, cx, cy);
	return svg_cube_cell(g, x, y, z, px, py, cx, cy);
}

int svg_geom_order(const struct svg_geom *g, const struct variant *v, int *order,
                   int *layer_start)
{
	int n = 0;
	for (int k = 0; k < g->nz; k++) {
		/* Flat layouts: layer by layer, top rank first, as read.  Stack:
		 * the top slot first, and the back rank first within a layer. */
		int slot = g->layout == SVG_LAYOUT_STACK ? g->nz - 1 - k : k;
		int z = g->flip_z ? g->nz - 1 - slot : slot;
		layer_start[k] = n;
		for (int r = 0; r < g->ny; r++) {
			/* row counts from the bottom (flat) or the front (stack) */
			int row = g->ny - 1 - r;
			int y = g->flip_y ? g->ny - 1 - row : row;
			for (int i = 0; i < g->nx; i++) {
				int x = g->flip_x ? g->nx - 1 - i : i;
				int cell = geometry_cell(&v->geo, x, y, g->hex ? 0 : z);
				if (cell >= 0)
					order[n++] = cell;
			}
		}
	}
	layer_start[g->nz] = n;
	return n;
}

int svg_geom_labels(const struct svg_geom *g, const struct variant *v, struct svg_label *out)
{
	return g->hex ? svg_hex_labels(g, out) : svg_cube_labels(g, v, out);
}
