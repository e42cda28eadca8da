/*
 * svg_options.h - what a picture is asked to show: the option text of
 * hdc_position_svg() read into a struct (grammar in docs/PICTURES.md).
 */
#ifndef HDC_SVG_OPTIONS_H
#define HDC_SVG_OPTIONS_H

#include <stddef.h>
#include <stdint.h>

#include "hdc.h"

struct variant;
struct hdc_position;

enum svg_layout {
	SVG_LAYOUT_GRID,  /* the default: rows of `columns` layers */
	SVG_LAYOUT_ROW,   /* all layers side by side */
	SVG_LAYOUT_STACK  /* layers in perspective, one above the other */
};

/* The colours a theme sets; color.<name>= overrides each. */
enum svg_colour {
	COL_LIGHT, COL_DARK,                       /* cubic cells */
	COL_HEX_WHITE, COL_HEX_BLACK, COL_HEX_COLOUR, /* C'escacs cells */
	COL_LASTMOVE, COL_CHECK, COL_SELECT, COL_TARGET, COL_MARKED,
	COL_ARROW, COL_BACKGROUND, COL_TEXT,
	COL_COUNT
};

/* Classes a cell may carry besides its colour class, in the order they
 * are written; the fill is that of the first one set, or an explicit
 * highlight= colour, which wins over all. */
enum svg_mark {
	MARK_CHECK = 1 << 0,
	MARK_SELECTED = 1 << 1,
	MARK_TARGET = 1 << 2,
	MARK_LASTMOVE = 1 << 3,
	MARK_MARKED = 1 << 4,
	MARK_HIGHLIGHT = 1 << 5
};

enum {
	SVG_MIN_SIZE = 16,
	SVG_MAX_SIZE = 8192,
	SVG_MAX_ARROWS = 64,
	SVG_NO_CELL = -1,
	SVG_AUTO = -2         /* lastmove=auto, check=auto */
};

struct svg_arrow {
	int32_t from, to;
	uint32_t rgb;
};

struct svg_options {
	int32_t size;         /* longer side in pixels, 0: natural size */
	int32_t layout;       /* enum svg_layout */
	int32_t columns;      /* grid columns, 0: the variant's default */
	int32_t flipped, coordinates, labels, legend;
	int32_t pieces;       /* 0: the board alone (python-chess's board=None) */
	int32_t lastmove_from, lastmove_to; /* SVG_NO_CELL, SVG_AUTO or cells */
	int32_t check;        /* SVG_NO_CELL, SVG_AUTO or a cell */
	int32_t select;       /* SVG_NO_CELL or a cell */
	uint32_t colour[COL_COUNT];
	uint8_t mark[HDC_MAX_CELLS];        /* enum svg_mark bits */
	uint32_t highlight[HDC_MAX_CELLS];  /* its colour where MARK_HIGHLIGHT */
	int32_t narrows;
	struct svg_arrow arrow[SVG_MAX_ARROWS];
};

/* The defaults: grid, coordinates and labels on, theme brown. */
void svg_options_default(struct svg_options *o);

/* Read the option text (NULL = no options) for a position of variant v.
 * HDC_OK, or a status with *offset (the byte where the bad item starts)
 * and a message naming the item in msg (cap bytes). */
hdc_status svg_options_parse(struct svg_options *o, const struct variant *v,
                             const char *text, int64_t *offset, char *msg, size_t cap);

/* Resolve what depends on the position: lastmove=auto, check=auto,
 * select= and its legal targets, into the marks. */
void svg_options_apply(struct svg_options *o, const struct hdc_position *pos);

/* The colour of a cell as drawn, given its base colour. */
uint32_t svg_cell_fill(const struct svg_options *o, int cell, uint32_t base);

#endif
