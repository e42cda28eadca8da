/*
 * fuzz_svg.c - the option text of hdc_position_svg.
 *
 * Input: byte 0 picks a position (start positions, tests/data/perft-*.txt),
 * byte 1 how many of its legal moves to play first (0..3, so that
 * lastmove=auto, check=auto and select= see histories), the rest is the
 * option text.  The text is either refused (HDC_ERR_SYNTAX or
 * HDC_ERR_RANGE, an offset inside the text, a message naming the option)
 * or drawn: the size asked first is the size written, the document is
 * whole (<svg ... </svg>), has one cell element per cell and no
 * transform, and a second drawing gives the same bytes.
 */
#include <stdlib.h>
#include <string.h>

#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static size_t count(const char *text, const char *needle)
{
	size_t n = 0;
	for (const char *p = strstr(text, needle); p; p = strstr(p + 1, needle))
		n++;
	return n;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static hdc_move moves[HDC_MAX_MOVES];
	if (size < 2)
		return 0;
	hdc_position *pos = fuzz_pick_position(data[0]);
	for (int i = 0; i < (data[1] & 3); i++) {
		size_t n = fuzz_legal_moves(pos, moves);
		if (!n)
			break;
		FUZZ_CHECK(hdc_position_play(pos, moves[(size_t)(data[1] >> 2) * 7 % n]) == HDC_OK,
		           "play");
	}
	char *text = fuzz_cstring(data + 2, size - 2);
	size_t len = strlen(text), needed = 0;
	hdc_status st = hdc_position_svg(pos, text, NULL, 0, &needed);
	if (st == HDC_ERR_SYNTAX || st == HDC_ERR_RANGE) {
		int64_t off = hdc_last_error_offset();
		FUZZ_CHECK(off >= 0 && (uint64_t)off <= len, "offset %lld for %zu bytes",
		           (long long)off, len);
		FUZZ_CHECK(strncmp(hdc_last_error_message(), "option '", 8) == 0, "message '%s'",
		           hdc_last_error_message());
	} else {
		FUZZ_CHECK(st == HDC_ERR_BUFFER_TOO_SMALL, "size query: status %d", (int)st);
		char *a = malloc(needed), *b = malloc(needed);
		FUZZ_CHECK(a && b, "out of memory");
		size_t again = 0;
		FUZZ_CHECK(hdc_position_svg(pos, text, a, needed, &again) == HDC_OK && again == needed,
		           "drawing");
		FUZZ_CHECK(hdc_position_svg(pos, text, b, needed, NULL) == HDC_OK, "second drawing");
		FUZZ_CHECK(strlen(a) + 1 == needed && memcmp(a, b, needed) == 0, "not the same bytes");
		FUZZ_CHECK(strncmp(a, "<svg ", 5) == 0 && strcmp(a + needed - 8, "</svg>\n") == 0,
		           "not a whole document");
		FUZZ_CHECK(!strstr(a, "transform"), "a transform");
		int32_t cells = 0;
		FUZZ_CHECK(hdc_position_dimensions(pos, NULL, NULL, NULL, &cells) == HDC_OK, "cells");
		FUZZ_CHECK(count(a, "class=\"cell ") == (size_t)cells, "cell count");
		free(a);
		free(b);
	}
	free(text);
	hdc_position_free(pos);
	return 0;
}
