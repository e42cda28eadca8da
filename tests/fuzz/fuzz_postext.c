/*
 * fuzz_postext.c - position text of every variant.
 *
 * Input: byte 0 picks the variant, the rest is the text.  A text is either
 * refused (HDC_ERR_SYNTAX or HDC_ERR_INVALID_POSITION, *out NULL; on a
 * handle: the same status, an offset inside the text, a message, and the
 * handle unchanged) or read into a position that passes every check of
 * fuzz_check_position() (its own text reads back to the same position and
 * key, legal moves = perft 1, the SAN and coordinates of up to 4 legal
 * moves spread over the list read back to them) and fuzz_check_counts()
 * (perft 1 and 2, the bitboard kernels' counts, against the move lists).
 */
#include <stdlib.h>
#include <string.h>

#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static char before[FUZZ_TEXT_CAP];
	if (size < 1)
		return 0;
	const char *variant = fuzz_pick_variant(data[0]);
	char *text = fuzz_cstring(data + 1, size - 1);
	size_t len = strlen(text);

	hdc_position *pos = (hdc_position *)text; /* must be overwritten */
	hdc_status st = hdc_position_from_text(variant, text, &pos);
	FUZZ_CHECK(st == HDC_OK || st == HDC_ERR_SYNTAX || st == HDC_ERR_INVALID_POSITION,
	           "from_text: status %d", (int)st);
	FUZZ_CHECK((st == HDC_OK) == (pos != NULL), "from_text: status %d, handle %p", (int)st,
	           (void *)pos);

	/* The same text on a live handle: same verdict; a refusal leaves it as
	 * it was and says where. */
	hdc_position *h = NULL;
	FUZZ_CHECK(hdc_position_new(variant, &h) == HDC_OK, "hdc_position_new(%s)", variant);
	fuzz_text(h, before, sizeof before);
	uint64_t key = fuzz_key(h);
	hdc_status st2 = hdc_position_set_text(h, text);
	FUZZ_CHECK(st2 == st, "set_text %d but from_text %d", (int)st2, (int)st);
	if (st != HDC_OK) {
		int64_t off = hdc_position_error_offset(h);
		FUZZ_CHECK(off >= 0 && (uint64_t)off <= len, "error offset %lld for %zu bytes",
		           (long long)off, len);
		FUZZ_CHECK(hdc_position_error_message(h)[0] != '\0', "no error message");
		fuzz_check_unchanged(h, before, key);
	} else {
		FUZZ_CHECK(hdc_position_error_message(h)[0] == '\0', "message after success");
		FUZZ_CHECK(fuzz_key(h) == fuzz_key(pos), "set_text and from_text disagree");
		fuzz_check_position(pos, 4);
		fuzz_check_counts(pos);
		fuzz_check_search(pos);
	}
	hdc_position_free(h);
	hdc_position_free(pos);
	free(text);
	return 0;
}
