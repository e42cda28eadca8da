/*
 * qs_delta.h - quiescence's delta test before it generates: which
 * captures could raise the score enough to be searched, and whether any
 * could at all (search.c's qsearch; tests/bitboards/test_qs_delta.c
 * checks the latter against the generated captures).
 */
#ifndef HDC_QS_DELTA_H
#define HDC_QS_DELTA_H

#include "eval.h"
#include "position.h"
#include "variant_bits.h"

/*
 * Quiescence, not in check, before it generates: whether none of the
 * captures and promotions would pass qsearch()'s delta test (a gain above
 * `threshold`), told without generating them.  Then the node stands pat,
 * exactly as if it had generated and skipped them all.  True when no own
 * pawn may promote with its next move, and the enemy men worth more than
 * the threshold are at most two, none of them attacked by us (attacked():
 * every capture, pinned pieces' too), none the victim of en passant or of
 * a scornful capture.  attacked() sees the general shapes' captures too
 * (their limited ranges are in the variant's reach; a capture with a
 * minimum distance or riding a leap vector is refused when a variant is
 * read or built), so C'escacs and user variants take the test as well.
 * On the HDC set of `hdc bench --search`, 45% of the quiescence nodes
 * that generated found nothing to pass; this test spares 38% of them the
 * generation.
 */
static inline int qs_nothing_passes(const struct hdc_position *pos, const struct eval_tables *ev,
                                    int threshold)
{
	const struct variant_bits *b = pos->v->bits;
	const struct shift_dirs *sd = &b->sd;
	const unsigned nwords = (unsigned)(sd->nbits + 63) / 64;
	int us = pos->side, them = us ^ 1;
	const cellset *pawns = &pos->by_piece[PIECE(HDC_PAWN, us)];
	for (unsigned w = 0; w < nwords; w++)
		if (pawns->w[w] & ev->pawn_may_promote[us][w])
			return 0;
	unsigned victim[2], n = 0;
	for (unsigned i = 0; i < ev->nby_value; i++) {
		unsigned type = ev->by_value[i];
		if (ev->value[type] <= threshold)
			break;
		const cellset *set = &pos->by_piece[PIECE(type, them)];
		for (unsigned w = 0; w < nwords; w++)
			for (uint64_t x = set->w[w]; x; x &= x - 1) {
				if (n == 2)
					return 0;
				victim[n++] = sd->cell_of[64 * w + (unsigned)__builtin_ctzll(x)];
			}
		if (type == HDC_PAWN && pos->st.ep_cell != CELL_NONE)
			return 0;
	}
	for (unsigned i = 0; i < n; i++)
		if (victim[i] == pos->st.scorn_to || attacked(pos, victim[i], us))
			return 0;
	return 1;
}

/* The types whose capture may pass the delta test: worth more than
 * threshold (the king always, as eval_piece_value() rates it).  The
 * others are not even listed. */
static inline uint32_t qs_prey(const struct eval_tables *ev, int threshold)
{
	uint32_t prey = 1u << HDC_KING;
	for (unsigned i = 0; i < ev->nby_value && ev->value[ev->by_value[i]] > threshold; i++)
		prey |= 1u << ev->by_value[i];
	return prey;
}

#endif
