/*
 * svg_writer.c - the counting text sink (see svg_writer.h).
 */
#include "svg_writer.h"

#include <string.h>

void sink_init(struct svg_sink *s, char *buf, size_t cap)
{
	s->buf = buf;
	s->cap = buf ? cap : 0;
	s->len = 0;
}

void sink_finish(struct svg_sink *s)
{
	if (s->buf && s->len < s->cap)
		s->buf[s->len] = '\0';
}

void sink_putn(struct svg_sink *s, const char *text, size_t n)
{
	/* Store only what fits whole, leaving room for the NUL: a later call
	 * may not fit either, and the caller checks len against cap anyway. */
	if (s->buf && s->len + n < s->cap)
		memcpy(s->buf + s->len, text, n);
	s->len += n;
}

void sink_puts(struct svg_sink *s, const char *text)
{
	sink_putn(s, text, strlen(text));
}

void sink_escaped(struct svg_sink *s, const char *text)
{
	for (const char *p = text; *p; p++) {
		switch (*p) {
		case '&': sink_puts(s, "&amp;"); break;
		case '<': sink_puts(s, "&lt;"); break;
		case '>': sink_puts(s, "&gt;"); break;
		case '"': sink_puts(s, "&quot;"); break;
		default: sink_putn(s, p, 1);
		}
	}
}

void sink_int(struct svg_sink *s, long long value)
{
	char digits[24];
	int n = 0;
	unsigned long long u = value < 0 ? 0ULL - (unsigned long long)value : (unsigned long long)value;
	do {
		digits[n++] = (char)('0' + u % 10);
		u /= 10;
	} while (u);
	if (value < 0)
		sink_putn(s, "-", 1);
	while (n > 0)
		sink_putn(s, &digits[--n], 1);
}

void sink_num(struct svg_sink *s, double value)
{
	/* Round half away from zero in hundredths; pictures stay far below
	 * the range where a double loses them. */
	double scaled = value * 100.0;
	long long h = (long long)(scaled < 0 ? scaled - 0.5 : scaled + 0.5);
	if (h < 0) {
		sink_putn(s, "-", 1);
		h = -h;
	}
	sink_int(s, h / 100);
	int frac = (int)(h % 100);
	if (frac) {
		char text[4] = { '.', (char)('0' + frac / 10), (char)('0' + frac % 10), '\0' };
		if (text[2] == '0')
			text[2] = '\0';
		sink_puts(s, text);
	}
}

void sink_colour(struct svg_sink *s, uint32_t rgb)
{
	static const char hex[] = "0123456789abcdef";
	char text[8];
	text[0] = '#';
	for (int i = 0; i < 6; i++)
		text[1 + i] = hex[(rgb >> (20 - 4 * i)) & 15u];
	text[7] = '\0';
	sink_puts(s, text);
}

void sink_attr_num(struct svg_sink *s, const char *name, double value)
{
	sink_puts(s, " ");
	sink_puts(s, name);
	sink_puts(s, "=\"");
	sink_num(s, value);
	sink_puts(s, "\"");
}
