/*
 * kernel_hits.h - how the move kernels (movegen_captures_kernel.h,
 * movegen_checks_kernel.h) turn a set of targets found on the bitboards
 * into moves: each target bit has one source, found from the direction's
 * offset between bits (a step or a leap: one offset back; a slide: the
 * first man walking back along the line; a piece's reach table: the
 * piece).  Plain C on the stored set, so that either kernel path inlines
 * it.
 */
#ifndef HDC_KERNEL_HITS_H
#define HDC_KERNEL_HITS_H

#include "make.h"

/* Every bit of the cellset `hits`, lowest word first: q its bit, the
 * body once per bit. */
#define HITS_EACH(hits, body)                                                    \
	for (unsigned w_ = 0; w_ < CELLSET_WORDS; w_++)                          \
		for (uint64_t m_ = (hits).w[w_]; m_; m_ &= m_ - 1) {              \
			unsigned q = 64u * w_ + (unsigned)__builtin_ctzll(m_);   \
			body;                                                    \
		}

/* A kernel's target set as stored, with a bit per word that holds any:
 * the moves are read off those words only (most sets have bits in one
 * or two of eight words, and a scan of all eight is a branch per word).
 * K_HITS stores a kernel value into one (K_WORDS: the mask of its
 * non-empty words, one vptestmq on the AVX-512 path). */
struct hit_set {
	cellset set;
	unsigned words;
};

#define K_HITS(hits, value)                             \
	do {                                            \
		const K_T hits_value_ = (value);        \
		K_STORE(&(hits)->set, hits_value_);     \
		(hits)->words = K_WORDS(hits_value_);   \
	} while (0)

/* Adds a bit to a hit set. */
static inline void hit_set_add(struct hit_set *hits, unsigned bit)
{
	cs_set(&hits->set, bit);
	hits->words |= 1u << (bit >> 6);
}

/* Every bit of the hit set: q its bit, the body once per bit. */
#define HIT_SET_EACH(hits, body)                                                  \
	for (unsigned wm_ = (hits).words; wm_; wm_ &= wm_ - 1)                    \
		for (uint64_t m_ = (hits).set.w[__builtin_ctz(wm_)]; m_; m_ &= m_ - 1) { \
			unsigned q = 64u * (unsigned)__builtin_ctz(wm_) +          \
			             (unsigned)__builtin_ctzll(m_);                \
			body;                                                      \
		}

/* Each target's source `back` bits behind it (one step or leap, or a
 * pawn's multi-step: several offsets). */
static inline hdc_move *hits_from_behind(const struct hit_set *hits, const uint16_t *cell_of,
                                         int back, unsigned kind, hdc_move *out)
{
	HIT_SET_EACH(*hits, *out++ = MAKE_MOVE(cell_of[(int)q - back], cell_of[q], 0, kind));
	return out;
}

/* Each target's source along a slide of offset off: the first man walking
 * back (the fill passed only empty cells from it). */
static inline hdc_move *hits_slid(const struct hit_set *hits, const uint8_t *board,
                                  const uint16_t *cell_of, int off, unsigned kind, hdc_move *out)
{
	HIT_SET_EACH(*hits, {
		int f = (int)q - off;
		while (!board[cell_of[f]])
			f -= off;
		*out++ = MAKE_MOVE(cell_of[f], cell_of[q], 0, kind);
	});
	return out;
}

/* Every target from one cell. */
static inline hdc_move *hits_from(const struct hit_set *hits, const uint16_t *cell_of,
                                  unsigned from, unsigned kind, hdc_move *out)
{
	HIT_SET_EACH(*hits, *out++ = MAKE_MOVE(from, cell_of[q], 0, kind));
	return out;
}

#endif
