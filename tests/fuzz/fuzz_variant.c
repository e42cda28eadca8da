/*
 * fuzz_variant.c - variant descriptions (the HVD format, docs/VARIANTS.md).
 *
 * Input: the description's bytes, as they are (hdc_variant_from_text takes
 * a length: no NUL needed).  A description is either refused (HDC_ERR_SYNTAX,
 * no handle, a last error message "line L, column C: ..." and an offset
 * inside the text or -1) or read; then its canonical text reads back into a
 * variant whose text is the same (the writer's output is a fixed point),
 * both give a start position with the same text and perft 1, and that
 * position passes fuzz_check_position().  Positions outlive the handles.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char *describe(const hdc_variant *v)
{
	size_t needed = 0;
	FUZZ_CHECK(hdc_variant_text(v, NULL, 0, &needed) == HDC_ERR_BUFFER_TOO_SMALL,
	           "variant_text: no size");
	char *text = malloc(needed);
	FUZZ_CHECK(text != NULL, "out of memory");
	FUZZ_CHECK(hdc_variant_text(v, text, needed, NULL) == HDC_OK, "variant_text");
	FUZZ_CHECK(strlen(text) + 1 == needed, "variant_text: %zu bytes, said %zu",
	           strlen(text) + 1, needed);
	return text;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	hdc_variant *v = (hdc_variant *)data; /* must be overwritten */
	hdc_status st = hdc_variant_from_text((const char *)data, size, &v);
	if (st != HDC_OK) {
		FUZZ_CHECK(st == HDC_ERR_SYNTAX, "from_text: status %d", (int)st);
		FUZZ_CHECK(v == NULL, "a handle after a refusal");
		FUZZ_CHECK(strncmp(hdc_last_error_message(), "line ", 5) == 0,
		           "message '%s'", hdc_last_error_message());
		int64_t off = hdc_last_error_offset();
		FUZZ_CHECK(off >= -1 && off <= (int64_t)size, "offset %lld of %zu bytes",
		           (long long)off, size);
		return 0;
	}
	char *text = describe(v);
	hdc_variant *w = NULL;
	st = hdc_variant_from_text(text, strlen(text), &w);
	FUZZ_CHECK(st == HDC_OK, "the written text is refused: %s\n%s", hdc_last_error_message(),
	           text);
	char *again = describe(w);
	FUZZ_CHECK(strcmp(again, text) == 0, "written twice, two texts:\n%s\n---\n%s", text,
	           again);

	hdc_position *a = NULL, *b = NULL;
	FUZZ_CHECK(hdc_position_new_from_variant(v, &a) == HDC_OK, "no start position");
	FUZZ_CHECK(hdc_position_new_from_variant(w, &b) == HDC_OK, "no start position (2)");
	hdc_variant_unref(v);
	hdc_variant_unref(w); /* the positions keep them */
	char ta[FUZZ_TEXT_CAP], tb[FUZZ_TEXT_CAP];
	fuzz_text(a, ta, sizeof ta);
	fuzz_text(b, tb, sizeof tb);
	FUZZ_CHECK(strcmp(ta, tb) == 0, "start positions differ: %s / %s", ta, tb);
	uint64_t na = 0, nb = 0;
	FUZZ_CHECK(hdc_position_perft(a, 1, &na) == HDC_OK && hdc_position_perft(b, 1, &nb) ==
	           HDC_OK && na == nb, "perft 1: %llu / %llu", (unsigned long long)na,
	           (unsigned long long)nb);
	fuzz_check_position(a, 4);
	hdc_position_free(a);
	hdc_position_free(b);
	free(again);
	free(text);
	return 0;
}
