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
#include "shiftdirs.h"

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

#if HDC_HAVE_AVX512
/* hits_from_behind() and hits_from() where bit == cell (boxes), on
 * AVX512-VBMI2: one byte compress lists a word's set bits, and the moves
 * are made and stored 16 at a time (a masked store, so nothing is written
 * past the last move).  The same moves in the same order, in about a
 * dozen instructions a word where the loops take about a dozen a move.
 * behind: each target's source is `back` bits behind it; else `from`. */
CS512V_INLINE hdc_move *hits_boxes(const struct hit_set *hits, const int behind, int back,
                                   unsigned from, unsigned kind, hdc_move *out)
{
	const __m512i iota = _mm512_set_epi8(
		63, 62, 61, 60, 59, 58, 57, 56, 55, 54, 53, 52, 51, 50, 49, 48, 47, 46, 45, 44, 43,
		42, 41, 40, 39, 38, 37, 36, 35, 34, 33, 32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22,
		21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
	const __m512i zero = _mm512_setzero_si512();
	/* MAKE_MOVE(from, to, 0, kind) = from | to << 10 | kind << 25, with
	 * to = 64 w + b for the b-th bit of word w. */
	const __m512i fixed = _mm512_set1_epi32((int)(kind << 25 | (behind ? 0 : from)));
	for (unsigned wm = hits->words; wm; wm &= wm - 1) {
		const unsigned w = (unsigned)__builtin_ctz(wm);
		const uint64_t m = hits->set.w[w];
		const int to = (int)(64 * w);
		/* A word with one bit (half the words of HDC's lists: a
		 * slide's layer) takes one store, not the compress and its
		 * chain (HDC's full perft 2-5 % faster). */
		if (!(m & (m - 1))) {
			const unsigned q = (unsigned)to + (unsigned)__builtin_ctzll(m);
			*out++ = MAKE_MOVE(behind ? q - (unsigned)back : from, q, 0, kind);
			continue;
		}
		__m512i bits = _mm512_maskz_compress_epi8(m, iota);
		const __m512i base = _mm512_set1_epi32((to << 10) + (behind ? to - back : 0));
		const unsigned n = (unsigned)__builtin_popcountll(m);
		for (unsigned i = 0; i < n; i += 16) {
			const __m512i b = _mm512_cvtepu8_epi32(_mm512_castsi512_si128(bits));
			__m512i move = _mm512_add_epi32(_mm512_slli_epi32(b, 10), base);
			if (behind)
				move = _mm512_add_epi32(move, b);
			move = _mm512_or_si512(move, fixed);
			const unsigned left = n - i;
			_mm512_mask_storeu_epi32(out + i,
			                         left >= 16 ? (__mmask16)0xFFFF
			                                    : (__mmask16)((1u << left) - 1),
			                         move);
			bits = _mm512_alignr_epi32(zero, bits, 4);
		}
		out += n;
	}
	return out;
}
#endif

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
