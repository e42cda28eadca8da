/*
 * fuzz_variant.c - variant descriptions (the HVD format, docs/VARIANTS.md).
 *
 * Input: the description's bytes, as they are (hdc_variant_from_text takes
 * a length: no NUL needed).  A description is either refused (HDC_ERR_SYNTAX,
 * no handle, a last error message "line L, column C: ..." and an offset
 * inside the text or -1) or read; then its canonical text reads back into a
 * variant whose text is the same (the writer's output is a fixed point),
 * both give a start position with the same text and perft 1, and that
 * position passes fuzz_check_position().  Then a short walk from the start
 * (moves picked by a hash of the input): at each position perft 1 and 2,
 * which the bitboard kernels count (perft 2 with the children sharing
 * their parent's work), equal the lengths of the move lists, which the
 * mailbox generator writes.  Positions outlive the handles.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Plies of the walk: enough for checks and pins on the small boards a
 * fuzzer writes, few enough that a 512-cell army stays fast. */
enum { WALK_PLIES = 6 };

/* FNV-1a of the input, then one splitmix64 step per pick. */
static uint64_t hash_bytes(const uint8_t *data, size_t size)
{
	uint64_t h = 0xcbf29ce484222325ull;
	for (size_t i = 0; i < size; i++)
		h = (h ^ data[i]) * 0x100000001b3ull;
	return h;
}

static uint64_t next_pick(uint64_t *state)
{
	uint64_t z = (*state += 0x9e3779b97f4a7c15ull);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

/* fuzz_check_counts() along a walk of WALK_PLIES moves, taken back at the
 * end (the position's text is unchanged). */
static void walk_counts(hdc_position *pos, uint64_t seed)
{
	static hdc_move moves[HDC_MAX_MOVES];
	char before[FUZZ_TEXT_CAP], after[FUZZ_TEXT_CAP];
	fuzz_text(pos, before, sizeof before);
	int played = 0;
	for (int ply = 0; ply <= WALK_PLIES; ply++) {
		fuzz_check_counts(pos);
		size_t n = fuzz_legal_moves(pos, moves);
		if (!n || ply == WALK_PLIES) {
			fuzz_check_search(pos);
			break;
		}
		FUZZ_CHECK(hdc_position_play(pos, moves[next_pick(&seed) % n]) == HDC_OK,
		           "play a listed move");
		played++;
	}
	while (played--)
		FUZZ_CHECK(hdc_position_undo(pos) == HDC_OK, "undo the walk");
	fuzz_text(pos, after, sizeof after);
	FUZZ_CHECK(strcmp(before, after) == 0, "the walk taken back: %s / %s", before, after);
}

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
	walk_counts(a, hash_bytes(data, size));
	hdc_position_free(a);
	hdc_position_free(b);
	free(again);
	free(text);
	return 0;
}
