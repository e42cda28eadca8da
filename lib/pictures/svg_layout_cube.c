/*
 * svg_layout_cube.c - the layers of a cubic board side by side (row,
 * grid) or in perspective one above the other (stack).
 *
 * Flat layouts: layer board k (k = 0 the first drawn: layer I, or the
 * last layer when flipped in Raumschach) sits in grid column k % columns,
 * row k / columns; a board is nx x ny unit squares with room for the rank
 * numbers on its left, the file letters below and the layer label above.
 *
 * Stack: layer slot k (0 = the bottom of the picture) is a parallelogram
 * whose front edge is the first rank drawn; going one rank back moves a
 * corner SHEAR to the right and DEPTH up; slots are STEP apart vertically.
 * Corner (i, j) of slot k (i = 0..nx display column from the left, j =
 * 0..ny display row from the front) is
 *     (margin_left + i + j * SHEAR, front0 - k * STEP - j * DEPTH).
 */
#include <stdio.h>
#include <string.h>

#include "cellname.h"
#include "svg_layout_impl.h"
#include "variant.h"

#define FLAT_GAP 0.35       /* between boards, right of each */
#define COORD_MARGIN 0.55   /* rank numbers left, file letters below */
#define LABEL_MARGIN 0.75   /* layer label above */
#define BARE_MARGIN 0.15
#define STACK_SHEAR 0.5
#define STACK_DEPTH 0.5
#define STACK_GAP 0.8       /* between a layer's back edge and the next front edge */
#define STACK_TOP 0.6       /* above the top layer: its back pieces stand up */
#define STACK_LABEL_W 2.9   /* right of the layers: "Layer VIII" */

/* Default grid columns: HDC's and 3D8L's eight layers as 4 x 2, five
 * (Raumschach) as 3 x 2: boards about as wide as high overall. */
static int default_columns(int nz)
{
	if (nz <= 3)
		return nz;
	if (nz == 4)
		return 2;
	return (nz + 1) / 2;
}

void svg_geom_init_cube(struct svg_geom *g, int columns)
{
	double ml = g->coordinates ? COORD_MARGIN : BARE_MARGIN;
	double mb = g->coordinates ? COORD_MARGIN : BARE_MARGIN;
	g->margin_left = ml;
	g->piece = 1.0;
	if (g->layout == SVG_LAYOUT_STACK) {
		g->shear = STACK_SHEAR;
		g->depth = STACK_DEPTH;
		g->step = g->ny * STACK_DEPTH + STACK_GAP;
		g->piece = 0.64;
		g->margin_top = STACK_TOP;
		g->front0 = STACK_TOP + (g->nz - 1) * g->step + g->ny * STACK_DEPTH;
		g->width = ml + g->nx + g->ny * STACK_SHEAR + (g->labels ? STACK_LABEL_W : 0.3);
		g->height = g->front0 + mb;
		g->columns = g->rows = 1;
		return;
	}
	g->columns = g->layout == SVG_LAYOUT_ROW ? g->nz : columns > 0 ? columns
	                                                                : default_columns(g->nz);
	if (g->columns > g->nz)
		g->columns = g->nz;
	g->rows = (g->nz + g->columns - 1) / g->columns;
	g->margin_top = g->labels ? LABEL_MARGIN : BARE_MARGIN;
	g->block_w = ml + g->nx + FLAT_GAP;
	g->block_h = g->margin_top + g->ny + mb;
	g->width = g->columns * g->block_w + 0.1;
	g->height = g->rows * g->block_h;
}

/* Where layer z is drawn: its slot (display order). */
static int slot_of(const struct svg_geom *g, int z)
{
	return g->flip_z ? g->nz - 1 - z : z;
}

/* The top-left corner of flat board slot k. */
static void flat_origin(const struct svg_geom *g, int k, double *ox, double *oy)
{
	*ox = 0.1 + (k % g->columns) * g->block_w + g->margin_left;
	*oy = (k / g->columns) * g->block_h + g->margin_top;
}

static void stack_corner(const struct svg_geom *g, int k, double i, double j, double *x,
                         double *y)
{
	*x = g->margin_left + i + j * g->shear;
	*y = g->front0 - k * g->step - j * g->depth;
}

int svg_cube_cell(const struct svg_geom *g, int x, int y, int z, double *px, double *py,
                  double *cx, double *cy)
{
	int i = g->flip_x ? g->nx - 1 - x : x;
	int j = g->flip_y ? g->ny - 1 - y : y; /* display row from the bottom / front */
	int k = slot_of(g, z);
	if (g->layout == SVG_LAYOUT_STACK) {
		stack_corner(g, k, i, j, &px[0], &py[0]);
		stack_corner(g, k, i + 1, j, &px[1], &py[1]);
		stack_corner(g, k, i + 1, j + 1, &px[2], &py[2]);
		stack_corner(g, k, i, j + 1, &px[3], &py[3]);
		stack_corner(g, k, i + 0.5, j + 0.5, cx, cy);
		return 4;
	}
	double ox, oy;
	flat_origin(g, k, &ox, &oy);
	px[0] = px[3] = ox + i;
	px[1] = px[2] = ox + i + 1;
	py[0] = py[1] = oy + (g->ny - 1 - j);
	py[2] = py[3] = oy + (g->ny - j);
	*cx = ox + i + 0.5;
	*cy = oy + (g->ny - 1 - j) + 0.5;
	return 4;
}

void svg_geom_layer_outline(const struct svg_geom *g, int z, double *px, double *py)
{
	int k = slot_of(g, z);
	stack_corner(g, k, 0, 0, &px[0], &py[0]);
	stack_corner(g, k, g->nx, 0, &px[1], &py[1]);
	stack_corner(g, k, g->nx, g->ny, &px[2], &py[2]);
	stack_corner(g, k, 0, g->ny, &px[3], &py[3]);
}

static void layer_text(const struct variant *v, int z, char *out)
{
	char name[CELL_NAME_MAX];
	layer_format(v, z, name);
	snprintf(out, LABEL_TEXT, "Layer %s", name);
}

int svg_cube_labels(const struct svg_geom *g, const struct variant *v, struct svg_label *out)
{
	struct svg_label *l = out;
	char text[LABEL_TEXT];
	for (int z = 0; z < g->nz; z++) {
		int k = slot_of(g, z);
		if (g->layout == SVG_LAYOUT_STACK) {
			double x, y;
			if (g->labels) {
				stack_corner(g, k, g->nx + 0.35, g->ny / 2.0, &x, &y);
				layer_text(v, z, text);
				l = svg_label_add(l, x, y + 0.15, 0.42, -1, LABEL_LAYER, text);
			}
			if (!g->coordinates)
				continue;
			/* Ranks along every layer's left edge; files only under
			 * the bottom layer, where they do not run into pieces. */
			for (int j = 0; j < g->ny; j++) {
				int y_rank = g->flip_y ? g->ny - 1 - j : j;
				stack_corner(g, k, -0.12, j + 0.5, &x, &y);
				snprintf(text, sizeof text, "%d", y_rank + 1);
				l = svg_label_add(l, x, y + 0.1, 0.28, 1, LABEL_RANK, text);
			}
			if (k == 0)
				for (int i = 0; i < g->nx; i++) {
					int xf = g->flip_x ? g->nx - 1 - i : i;
					stack_corner(g, k, i + 0.5, -0.8, &x, &y);
					text[0] = (char)('a' + xf);
					text[1] = '\0';
					l = svg_label_add(l, x, y, 0.32, 0, LABEL_FILE, text);
				}
			continue;
		}
		double ox, oy;
		flat_origin(g, k, &ox, &oy);
		if (g->labels) {
			layer_text(v, z, text);
			l = svg_label_add(l, ox + g->nx / 2.0, oy - 0.22, 0.42, 0, LABEL_LAYER, text);
		}
		if (!g->coordinates)
			continue;
		for (int i = 0; i < g->nx; i++) {
			int xf = g->flip_x ? g->nx - 1 - i : i;
			text[0] = (char)('a' + xf);
			text[1] = '\0';
			l = svg_label_add(l, ox + i + 0.5, oy + g->ny + 0.4, 0.34, 0, LABEL_FILE, text);
		}
		for (int j = 0; j < g->ny; j++) {
			int y_rank = g->flip_y ? g->ny - 1 - j : j;
			snprintf(text, sizeof text, "%d", y_rank + 1);
			l = svg_label_add(l, ox - 0.14, oy + (g->ny - 1 - j) + 0.62, 0.34, 1, LABEL_RANK, text);
		}
	}
	return (int)(l - out);
}
