/*
 * api_svg.c - the exported picture functions: argument checks, the option
 * text, and the caller-buffer contract.  The document is written twice:
 * once to learn its size, then into the buffer if it fits, so a small
 * buffer is never left with part of a picture and nothing is allocated.
 */
#include <string.h>

#include "api.h"
#include "svg_board.h"
#include "svg_options.h"
#include "svg_writer.h"

static hdc_status check_buffer(const char *buf, size_t cap, size_t len, size_t *needed)
{
	if (needed)
		*needed = len + 1;
	if (!buf && cap)
		return api_error(HDC_ERR_NULL, -1, "buf is NULL but cap is %zu", cap);
	if (cap < len + 1)
		return api_error(HDC_ERR_BUFFER_TOO_SMALL, -1,
		                 "the buffer holds %zu bytes, the picture needs %zu", cap, len + 1);
	return HDC_OK;
}

HDC_API hdc_status hdc_position_svg(const hdc_position *pos, const char *options, char *buf,
                                    size_t cap, size_t *needed)
{
	if (!pos)
		return api_status(HDC_ERR_NULL);
	struct svg_options o;
	int64_t offset;
	char msg[160];
	hdc_status st = svg_options_parse(&o, pos->v, options, &offset, msg, sizeof msg);
	if (st != HDC_OK)
		return api_error(st, offset, "%s", msg);
	svg_options_apply(&o, pos);
	struct svg_sink sink;
	sink_init(&sink, NULL, 0);
	svg_write_board(&sink, pos, &o);
	size_t len = sink.len;
	if ((st = check_buffer(buf, cap, len, needed)) != HDC_OK)
		return st;
	sink_init(&sink, buf, cap);
	svg_write_board(&sink, pos, &o);
	sink_finish(&sink);
	return HDC_OK;
}

/* "size=N" items only: a piece has nothing else to choose. */
static hdc_status piece_options(const char *text, int *size)
{
	const char *p = text ? text : "";
	while (*p) {
		if (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r') {
			p++;
			continue;
		}
		const char *start = p;
		long n = 0;
		int digits = 0;
		if (strncmp(p, "size=", 5) == 0)
			for (p += 5; *p >= '0' && *p <= '9'; p++, digits++)
				n = n > HDC_SVG_MAX_SIZE ? n : n * 10 + (*p - '0'); /* saturates */
		if (!digits || (*p && *p != ' ' && *p != '\t' && *p != '\n' && *p != '\r'))
			return api_error(HDC_ERR_SYNTAX, start - text,
			                 "option at offset %lld: expected size=N (the only option "
			                 "of a piece)",
			                 (long long)(start - text));
		if (n < HDC_SVG_MIN_SIZE || n > HDC_SVG_MAX_SIZE)
			return api_error(HDC_ERR_RANGE, start - text,
			                 "option at offset %lld: the size is %d..%d pixels",
			                 (long long)(start - text), HDC_SVG_MIN_SIZE, HDC_SVG_MAX_SIZE);
		*size = (int)n;
	}
	return HDC_OK;
}

HDC_API hdc_status hdc_piece_svg(hdc_piece piece, const char *options, char *buf, size_t cap,
                                 size_t *needed)
{
	int32_t type = piece & 31, colour = piece >> 5;
	if (piece <= 0 || colour > 1 || type < HDC_PAWN || type > HDC_ELEPHANT)
		return api_error(HDC_ERR_RANGE, -1, "hdc_piece_svg: %d is no piece", (int)piece);
	int size = 45;
	hdc_status st = piece_options(options, &size);
	if (st != HDC_OK)
		return st;
	struct svg_sink sink;
	sink_init(&sink, NULL, 0);
	svg_write_piece(&sink, (int)piece, size);
	if ((st = check_buffer(buf, cap, sink.len, needed)) != HDC_OK)
		return st;
	sink_init(&sink, buf, cap);
	svg_write_piece(&sink, (int)piece, size);
	sink_finish(&sink);
	return HDC_OK;
}
