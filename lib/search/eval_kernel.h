/*
 * eval_kernel.h - the evaluation terms read off the position's bitboards,
 * written once and compiled twice by eval.c: EVAL_SLIDERS (if defined),
 * EVAL_SHELTERED and EVAL_ATTR name the functions and their target, so
 * that the one for the AVX-512 path counts bits with the popcnt
 * instruction (a builtin in a baseline function stays a libgcc call, even
 * where it is inlined).
 */

/* How many of the cells of s own men hold. */
#define EVAL_CELLS_HELD(s, own, n)                                                    \
	do {                                                                          \
		const uint64_t *own_ = (own)->w + (s)->lo;                            \
		(n) += __builtin_popcountll((s)->w[0] & own_[0]) +                     \
		       __builtin_popcountll((s)->w[1] & own_[1]) +                     \
		       __builtin_popcountll((s)->w[2] & own_[2]);                      \
	} while (0)

/* Own men on the cells beside side's king (at most 31: the shelter
 * table's last entry). */
EVAL_ATTR static int EVAL_SHELTERED(const struct hdc_position *pos, const struct eval_tables *t,
                                    int side)
{
	int own = 0;
	if (t->ring_wide) {
		const unsigned k = pos->king[side];
		/* Own men of white are 1..31, of black 33..63. */
		const unsigned own_low = side ? 33u : 1u;
		for (unsigned i = 0, n = t->ring_len[side][k]; i < n; i++)
			own += pos->board[t->ring[side][k][i]] - own_low < 31u;
	} else {
		const struct eval_cells *ring =
			&t->ring_bits[side][t->v->bits->sd.bit_of[pos->king[side]]];
		EVAL_CELLS_HELD(ring, &pos->by_piece[PIECE(0, side)], own);
	}
	return own < 31 ? own : 31;
}

#ifdef EVAL_SLIDERS
/* Without tropism, the sliders' open directions (first cells not held by
 * own men: their number less a popcount): a term of side's own men only.
 * Only those men are visited, off the bitboards. */
EVAL_ATTR static uint64_t EVAL_SLIDERS(const struct hdc_position *pos,
                                       const struct eval_tables *t, int side)
{
	const struct shift_dirs *sd = &t->v->bits->sd;
	const unsigned nwords = (unsigned)(sd->nbits + 63) / 64;
	const cellset *by_type = &pos->by_piece[PIECE(0, side)];
	const cellset *own = by_type;
	/* One walk over the union of the slider types' men (a walk per type
	 * tested each of its words, most of them empty). */
	uint64_t men[CELLSET_WORDS] = { 0 };
	for (uint32_t ts = t->sliders; ts; ts &= ts - 1) {
		const cellset *set = &by_type[__builtin_ctz(ts)];
		for (unsigned w = 0; w < CELLSET_WORDS; w++)
			men[w] |= set->w[w];
	}
	uint64_t acc = 0;
	for (unsigned w = 0; w < nwords; w++)
		for (uint64_t x = men[w]; x; x &= x - 1) {
			unsigned bit = 64 * w + (unsigned)__builtin_ctzll(x);
			unsigned type = PTYPE(pos->board[sd->cell_of[bit]]);
			unsigned slot = t->slider_slot[type];
			if (!slot) {
				acc += slider_open(pos, t, side, sd->cell_of[bit], type);
				continue;
			}
			const struct eval_cells *f = &t->first_steps[side][slot - 1][bit];
			int held = 0;
			EVAL_CELLS_HELD(f, own, held);
			acc += (uint64_t)t->open_bonus[type] * (uint64_t)(f->n - held);
		}
	return acc;
}

#endif

#undef EVAL_CELLS_HELD
