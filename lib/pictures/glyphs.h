/*
 * glyphs.h - the piece drawings of the SVG boards: one glyph per piece type
 * (enum hdc_piece_type), designed for this project.
 *
 * A glyph is static SVG markup (elements only) drawn in a 100 x 100 box,
 * y pointing down.  It carries no colours of its own, so one definition
 * serves both sides: the writer places it in <defs> and draws each piece
 * with <use fill=".." stroke=".." color="..">, and the markup's parts pick
 * what they inherit:
 *   - body shapes set neither fill nor stroke: they take the side's body
 *     colour (fill) and outline colour (stroke);
 *   - inner details use fill="currentColor" and/or stroke="currentColor":
 *     they take the side's detail colour (color), which contrasts with the
 *     body (dark details on white pieces, light ones on black pieces).
 * Stroke widths are given in the markup, in box units.
 */
#ifndef HDC_GLYPHS_H
#define HDC_GLYPHS_H

/* The markup of a piece type's glyph; NULL for HDC_NO_PIECE and for
 * values outside enum hdc_piece_type. */
const char *glyph_markup(int piece_type);

/* A short identifier for ids and classes ("pawn", "red-knight", ...);
 * NULL where glyph_markup is NULL. */
const char *glyph_id(int piece_type);

#endif
