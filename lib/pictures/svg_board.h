/*
 * svg_board.h - SVG documents of positions and of single pieces.
 */
#ifndef HDC_SVG_BOARD_H
#define HDC_SVG_BOARD_H

#include "svg_options.h"
#include "svg_writer.h"

struct hdc_position;

/* The picture of pos as o asks (o already applied to pos: see
 * svg_options_apply). */
void svg_write_board(struct svg_sink *s, const struct hdc_position *pos,
                     const struct svg_options *o);

/* One piece (an hdc_piece value with a glyph) alone, size x size pixels. */
void svg_write_piece(struct svg_sink *s, int piece, int size);

#endif
