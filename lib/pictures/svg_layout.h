/*
 * svg_layout.h - where the cells, pieces and labels of a picture go.
 *
 * Everything is computed in board units (a square cell is 1 x 1) with y
 * pointing down, and scaled to pixels only when written.  The exact
 * geometry of each layout is documented in docs/PICTURES.md, which web
 * pages rely on to map clicks: change both together.
 */
#ifndef HDC_SVG_LAYOUT_H
#define HDC_SVG_LAYOUT_H

#include "svg_options.h"

struct variant;

enum { LABEL_MAX = 256, LABEL_TEXT = 24 };

enum label_kind { LABEL_FILE, LABEL_RANK, LABEL_LAYER };

struct svg_label {
	double x, y;      /* the text's anchor point on its baseline */
	double font;      /* font size */
	int anchor;       /* -1 start, 0 middle, 1 end */
	int kind;         /* enum label_kind */
	char text[LABEL_TEXT];
};

struct svg_geom {
	int hex;
	int layout;            /* enum svg_layout (flat layouts for the hexagon) */
	int nx, ny, nz;
	int flip_x, flip_y, flip_z;
	int columns, rows;     /* grid of layer boards */
	int coordinates, labels;
	double width, height;  /* of the boards and labels, legend excluded */
	/* flat cube layouts */
	double margin_left, margin_top, block_w, block_h;
	/* stack */
	double shear, depth, step, front0;
	/* hexagon */
	double radius;
	/* glyph box size of a piece, in units */
	double piece;
};

void svg_geom_init(struct svg_geom *g, const struct variant *v, const struct svg_options *o);

/* The outline of the cell at coordinates (x, y, z): n points (4 corners
 * of a square or parallelogram, 6 of a hexagon) into px, py, and its
 * centre.  Returns n. */
int svg_geom_cell(const struct svg_geom *g, int x, int y, int z, double *px, double *py,
                  double *cx, double *cy);

/* Stack: the four corners of layer z's parallelogram (front-left,
 * front-right, back-right, back-left). */
void svg_geom_layer_outline(const struct svg_geom *g, int z, double *px, double *py);

/* The coordinate and layer labels (LABEL_MAX at most); returns how many. */
int svg_geom_labels(const struct svg_geom *g, const struct variant *v, struct svg_label *out);

/* The order cells (and their pieces) are drawn in: the stacked view
 * paints from the top layer down and from back to front, so that nearer
 * pieces cover farther ones.  Writes every cell index once into order
 * (HDC_MAX_CELLS), returns the count; *layer_start[k] (nz + 1 entries)
 * marks where each drawn layer begins. */
int svg_geom_order(const struct svg_geom *g, const struct variant *v, int *order,
                   int *layer_start);

#endif
