/*
 * cellname.h - names of cells in each variant's style.
 */
#ifndef HDC_CELLNAME_H
#define HDC_CELLNAME_H

#include <stddef.h>

#include "variant.h"

/* How a cell name is written (HDC's e4-IV shown). */
enum cell_style {
	CELL_DISPLAY, /* "e4–IV" with the en dash U+2013: notation for people */
	CELL_ASCII,   /* "e4-IV": position text */
	CELL_COMPACT  /* "e4IV": coordinate notation */
};

#define CELL_NAME_MAX 16 /* longest name plus NUL */

/* Writes the NUL-terminated name into out (CELL_NAME_MAX bytes); returns its
 * length. */
size_t cell_format(const struct variant *v, unsigned cell, enum cell_style style, char *out);

/* Writes the label of a layer (0 .. nz-1) as cell names show it: "IV"
 * (HDC, 3D8L), "B" (Raumschach), "" (C'escacs, one unnamed layer); returns
 * its length.  out holds CELL_NAME_MAX bytes. */
size_t layer_format(const struct variant *v, int layer, char *out);

/* Reads a cell name at the start of s (at most len bytes), in any of the
 * styles, leniently as RULES.md allows (hyphen or en dash or nothing between
 * rank and layer, either case).  Returns the bytes consumed, 0 if there is no
 * cell name there. */
size_t cell_parse(const struct variant *v, const char *s, size_t len, unsigned *cell);

/* Reads what looks like a C'escacs hex name, a column letter and a line
 * number ("C12"), whether or not that hex exists; returns the bytes
 * consumed (0 if none) and sets the column index and line. */
size_t cell_parse_hex_name(const char *s, size_t len, int *column, int *line);

/* Where the text at s (len bytes), which cell_parse() does not read as a
 * cell name, stops being one and what is wrong there: returns the offset
 * into s and writes "expected a layer numeral I–VIII after the rank" (or
 * the like, in the variant's naming; or cell_em_dash_message) into buf
 * (cap bytes, at least 16). */
size_t cell_explain(const struct variant *v, const char *s, size_t len, char *buf, size_t cap);
/* "a cell name like e4–IV" ("a hex name like F14") in the variant's style. */
void cell_example(const struct variant *v, char *buf, size_t cap);
/* The message for an em dash (U+2014) where an en dash or '-' belongs. */
extern const char cell_em_dash_message[];

#endif
