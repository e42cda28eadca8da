/*
 * svg_writer.h - the text sink the SVG pictures are written into.
 *
 * A sink counts every byte it is given and stores them only while they fit
 * into its buffer: the writer runs once with no buffer to learn the size,
 * and again into the caller's buffer when that is large enough, so a
 * too-small buffer is never left holding a truncated document and nothing
 * is allocated.  Numbers are formatted here, by hand, so that the bytes do
 * not depend on the C locale or on printf's rounding of doubles.
 */
#ifndef HDC_SVG_WRITER_H
#define HDC_SVG_WRITER_H

#include <stddef.h>
#include <stdint.h>

struct svg_sink {
	char *buf;     /* NULL: count only */
	size_t cap;
	size_t len;    /* bytes given so far (stored or not), NUL excluded */
};

void sink_init(struct svg_sink *s, char *buf, size_t cap);
/* Store the terminating NUL when it fits (len is unchanged). */
void sink_finish(struct svg_sink *s);

void sink_puts(struct svg_sink *s, const char *text);
void sink_putn(struct svg_sink *s, const char *text, size_t n);
/* Text for an attribute value or element content: & < > " escaped. */
void sink_escaped(struct svg_sink *s, const char *text);
void sink_int(struct svg_sink *s, long long value);
/* A fixed-point number: rounded to 2 decimals, trailing zeros dropped
 * ("12", "12.5", "-0.25"; never "-0"). */
void sink_num(struct svg_sink *s, double value);
/* "#rrggbb" from 0xRRGGBB. */
void sink_colour(struct svg_sink *s, uint32_t rgb);
/* ` name="value"` with value a fixed-point number. */
void sink_attr_num(struct svg_sink *s, const char *name, double value);

#endif
