/*
 * svg_layout_impl.h - the shape-specific halves of svg_layout.c.
 */
#ifndef HDC_SVG_LAYOUT_IMPL_H
#define HDC_SVG_LAYOUT_IMPL_H

#include "svg_layout.h"

/* Fills *l and returns the next slot: the label lists of both shapes are
 * written this way. */
struct svg_label *svg_label_add(struct svg_label *l, double x, double y, double font, int anchor,
                                int kind, const char *text);

void svg_geom_init_cube(struct svg_geom *g, int columns);
int svg_cube_cell(const struct svg_geom *g, int x, int y, int z, double *px, double *py,
                  double *cx, double *cy);
int svg_cube_labels(const struct svg_geom *g, const struct variant *v, struct svg_label *out);

void svg_geom_init_hex(struct svg_geom *g);
int svg_hex_cell(const struct svg_geom *g, int c, int l, double *px, double *py, double *cx,
                 double *cy);
int svg_hex_labels(const struct svg_geom *g, struct svg_label *out);

#endif
