/*
 * svg_theme.h - the named colour sets of the SVG pictures.
 */
#ifndef HDC_SVG_THEME_H
#define HDC_SVG_THEME_H

#include <stddef.h>
#include <stdint.h>

#include "svg_options.h"

struct svg_theme;

/* The theme of that name (len bytes), or NULL. */
const struct svg_theme *svg_theme_find(const char *name, size_t len);
/* Its colours, by enum svg_colour, into out[COL_COUNT]. */
void svg_theme_colours(const struct svg_theme *theme, uint32_t *out);

/* The piece colours (the same in every theme: they must read on light
 * and dark cells of all of them): body, outline, details of a side. */
uint32_t svg_piece_fill(int side);
uint32_t svg_piece_stroke(int side);
uint32_t svg_piece_detail(int side);

#endif
