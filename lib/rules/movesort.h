/*
 * movesort.h - the order hdc_position_legal_moves hands moves out in: by
 * source cell.  Equal positions list equal moves whatever path led to
 * them: the generator can visit the pieces by cell
 * (generate_legal_ordered; its raw order, highest bit first, depends on
 * the position alone too, but is not the documented one), and a piece's
 * moves come in the order of the variant's directions.  Sorting each
 * piece's moves by target as well cost about a third of a listing, for an
 * order nobody needs.  What is sorted (by the key below) are the moves the
 * generator makes first: the king's, e.p. captures and castlings, which
 * are then merged in.
 *
 * No general sort, no allocation (qsort may allocate).
 */
#ifndef HDC_MOVESORT_H
#define HDC_MOVESORT_H

#include <stddef.h>
#include <stdint.h>

#include "position.h"
#include "watch.h"

static inline uint64_t move_order_key(hdc_move m)
{
	return (uint64_t)MOVE_FROM(m) << 32 | MOVE_TO(m) << 9 | MOVE_EXTRA(m) << 4 | MOVE_KIND(m);
}

/* A slider's moves, many and ray by ray: through a bit set of targets,
 * when no target repeats (promotions and castlings may).  Returns 0 if
 * one does (nothing moved then). */
static inline int sort_distinct_targets(hdc_move *list, size_t n)
{
	uint64_t seen[HDC_MAX_CELLS / 64] = { 0 };
	hdc_move by_target[HDC_MAX_CELLS];
	for (size_t i = 0; i < n; i++) {
		unsigned to = MOVE_TO(list[i]);
		if (bit_test(seen, to))
			return 0;
		bit_set(seen, to);
		by_target[to] = list[i];
	}
	hdc_move *out = list;
	for (unsigned w = 0; w < HDC_MAX_CELLS / 64; w++)
		for (uint64_t bits = seen[w]; bits; bits &= bits - 1)
			*out++ = by_target[64 * w + (unsigned)__builtin_ctzll(bits)];
	return 1;
}

/* Sorts moves by the order key: by insertion (a handful, mostly in order),
 * or for many moves of one source cell through the bit set of targets. */
static inline void sort_moves_in_order(hdc_move *list, size_t n)
{
	if (n >= 8 && MOVE_FROM(list[0]) == MOVE_FROM(list[n - 1]) &&
	    sort_distinct_targets(list, n))
		return;
	for (size_t i = 1; i < n; i++) {
		hdc_move m = list[i];
		uint64_t key = move_order_key(m);
		size_t j = i;
		for (; j > 0 && move_order_key(list[j - 1]) > key; j--)
			list[j] = list[j - 1];
		list[j] = m;
	}
}

#endif
