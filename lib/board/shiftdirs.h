/*
 * shiftdirs.h - a geometry's directions as shifts of cell sets.
 *
 * The bitboard form of geometry.h's step and ray tables.  Each cell gets a
 * bit of a 512-bit set (cellset.h) such that every direction d is one
 * constant bit offset off[d]: the step from a cell is bit + off[d] wherever
 * it exists.  Where it does not (the edge), the shift would wrap into
 * another row or onto a bit that is no cell, so each direction also has
 * two masks: from[d], the bits whose step exists, and to[d], the bits a
 * step lands on (to[d] = from[d] shifted by off[d]).  A step of a set is
 * then one shift and one AND; a slide is a Kogge-Stone fill.
 *
 * The bits come from the coordinates alone, so any shape takes them, with
 * no per-variant code: bit = (x + nx y + L z - base) / stride, a linear
 * index with L = 64 where a layer has at most 64 cells (each layer its own
 * word: the fills' word-local plans need that) and L = nx ny otherwise,
 * less its smallest value, divided by the greatest common divisor of the
 * differences.  For the 8x8x8 cubes and flat boxes that is the cell
 * number itself (identity: the cells are numbered that way); Raumschach's
 * 5x5 layers are padded to 64 bits.  The hexagon's cells are
 * numbered densely line by line, and lines hold 7 or 8 cells, so a
 * direction is not one offset on the cell numbers; on the (column, line)
 * grid it is, and since column + line is odd on every hex, every linear
 * index is odd and every difference even: the stride is 2, and the 169
 * hexes take bits 0..210 (padding bits are no cell, never set).
 */
#ifndef HDC_SHIFTDIRS_H
#define HDC_SHIFTDIRS_H

#include "cellset.h"
#include "geometry.h"
#include "hdc.h"

struct shift_dirs {
	int ndirs, nslide;
	int nbits;          /* highest bit of a cell, plus one */
	int identity;       /* bit == cell for every cell */
	int stride;         /* of the linear index (1 box, 2 hexagon) */
	cellset cells;      /* the bits that are cells */
	cellset from[MAX_DIRS];
	cellset to[MAX_DIRS];
	int16_t off[MAX_DIRS];
	/* Kogge-Stone doublings a slide along d needs: the fill covers
	 * distances 0 .. 2^rounds - 1, enough for the longest ray along d. */
	uint8_t rounds[MAX_DIRS];
	/* The AVX-512 fill's plan per slide direction (cs512_slide): the
	 * shifts by off[d] * 2^r split into whole words q[r] and bits s[r];
	 * kind bit 0: the offset is negative, bit 1: some shift moves whole
	 * words.  The fill is straight-line code per kind and rounds, with no
	 * branch per shift: measured 3-4x faster than branching in each shift
	 * (docs/BITBOARDS.md).  Kinds 4-7 are word-local plans
	 * (plan_word_local): every shift is a rotation of the words by wq[r]
	 * and of the bits in each word by ws[r], no carries; kind bit 0: some
	 * wq is not 0, bit 1: some ws is not 0. */
	struct cs_fill_plan {
		uint8_t kind, rounds;
		uint8_t q[5];
		int8_t wq[5], ws[5];
		int64_t s[5];
	} plan[MAX_DIRS];
	/* A word-local plan's first shift (the step along d) as the operands
	 * of its two instructions, so that cs512_step takes no branch on the
	 * plan: step_words[d] the word rotation's index vector (the identity
	 * where no word moves), step_bits[d] the bit rotation in every word. */
	cellset step_words[MAX_DIRS], step_bits[MAX_DIRS];
	uint16_t bit_of[HDC_MAX_CELLS];
	uint16_t cell_of[CELLSET_BITS]; /* CELL_NONE for padding bits */
};

/* Builds the tables of a geometry into *sd (64-byte aligned: it holds
 * cellsets).  Returns 0, or -1 if the cells need more than 512 bits or a
 * direction is not one offset (neither happens for boxes of at most 512
 * cells nor for the hexagon; the check keeps a future shape honest). */
int shift_dirs_build(struct shift_dirs *sd, const struct geometry *g);

/* The cells of s one step along d (each cell's geometry_step), as bits. */
CS_INLINE cellset cs_step(const struct shift_dirs *sd, unsigned d, cellset s)
{
	return cs_and(cs_shift(s, sd->off[d]), sd->to[d]);
}

/* The reverse: the cells from which a step along d lands in s. */
CS_INLINE cellset cs_step_back(const struct shift_dirs *sd, unsigned d, cellset s)
{
	return cs_shift(cs_and(s, sd->to[d]), -sd->off[d]);
}

/*
 * The cells the sliders attack along d, through empty cells up to and
 * including the first occupied one (own or enemy: the caller masks), for
 * all sliders at once: a Kogge-Stone occluded fill.  gen collects the
 * cells reachable at distances 0 .. 2^r - 1 through empty cells; pro
 * holds the empty cells that are the end of 2^(r-1) legal steps through
 * empty cells.  The destination mask to[d] in pro cuts every wrap, since a
 * bit of to[d] has exactly one source, a cell whose step exists.
 */
CS_INLINE cellset cs_slide(const struct shift_dirs *sd, unsigned d, cellset sliders,
                               cellset empty)
{
	int k = sd->off[d];
	cellset pro = cs_and(empty, sd->to[d]);
	cellset gen = sliders;
	for (int r = 0; r < sd->rounds[d]; r++) {
		if (r)
			pro = cs_and(pro, cs_shift(pro, k * (1 << (r - 1))));
		gen = cs_or(gen, cs_and(pro, cs_shift(gen, k * (1 << r))));
	}
	return cs_and(cs_shift(gen, k), sd->to[d]);
}

#if HDC_HAVE_AVX512
#include "cellset_avx512.h"

/* The word rotations a word-local shift takes: index vector wq + 7
 * (wq = -7 .. 7) moves word i to word i + wq, modulo 8. */
extern const cellset cs512_word_rotation[15];

/* One shift of a word-local fill (plan kinds 4-7): the words rotated by wq
 * (if `words`), then each word's bits by ws (if `bits`).  Bits that cross
 * a word's end come round to its start, and words past the last to the
 * first: no step between cells does either (plan_word_local checked), so
 * where a fill reads a shifted bit through a propagator (a chain of steps
 * from cells), or a step keeps it on to[d], the bit is the one the full
 * 512-bit shift would bring. */
CS512_INLINE __m512i cs512_local_shift(__m512i a, const struct cs_fill_plan *p, int r,
                                       const int words, const int bits)
{
	if (words)
		a = _mm512_permutexvar_epi64(cs512_load(&cs512_word_rotation[p->wq[r] + 7]), a);
	if (bits)
		a = _mm512_rolv_epi64(a, _mm512_set1_epi64(p->ws[r] & 63));
	return a;
}

CS512_INLINE __m512i cs512_step(const struct shift_dirs *sd, unsigned d, __m512i s)
{
	const struct cs_fill_plan *p = &sd->plan[d];
	__m512i to = cs512_load(&sd->to[d]);
	if (p->kind & 4)
		return cs512_and(_mm512_rolv_epi64(_mm512_permutexvar_epi64(
		                         cs512_load(&sd->step_words[d]), s),
		                         cs512_load(&sd->step_bits[d])), to);
	return cs512_and(cs512_shift(s, sd->off[d]), to);
}

/* The whole-word part of a fill's shift: by q words, toward higher words
 * unless `neg`, dropping the words that would come from outside. */
CS512_INLINE __m512i cs512_fill_words(__m512i a, unsigned q, const int neg, const int words)
{
	const __m512i iota = _mm512_set_epi64(7, 6, 5, 4, 3, 2, 1, 0);
	if (!words)
		return a;
	if (neg)
		return _mm512_maskz_permutexvar_epi64((__mmask8)(0xFFu >> q),
		        _mm512_add_epi64(iota, _mm512_set1_epi64((long long)q)), a);
	return _mm512_maskz_permutexvar_epi64((__mmask8)(0xFFu << q),
	        _mm512_sub_epi64(iota, _mm512_set1_epi64((long long)q)), a);
}

/* One shift of a fill: by q words (if `words`) and s bits, toward higher
 * bits unless `neg`; `neg` and `words` are constants where it is inlined,
 * so each is straight-line code.  s = 0 works: vpsrlvq by 64 gives 0. */
CS512_INLINE __m512i cs512_fill_shift(__m512i a, unsigned q, int64_t s, const int neg,
                                      const int words)
{
	const __m512i zero = _mm512_setzero_si512();
	__m512i near = cs512_fill_words(a, q, neg, words);
	if (neg)
		return _mm512_or_si512(_mm512_srlv_epi64(near, _mm512_set1_epi64(s)),
		                       _mm512_sllv_epi64(_mm512_alignr_epi64(zero, near, 1),
		                                         _mm512_set1_epi64(64 - s)));
	return _mm512_or_si512(_mm512_sllv_epi64(near, _mm512_set1_epi64(s)),
	                       _mm512_srlv_epi64(_mm512_alignr_epi64(near, zero, 7),
	                                         _mm512_set1_epi64(64 - s)));
}

/* The same shift with AVX512-VBMI2's funnel shifts: vpshldvq/vpshrdvq
 * join a word and its neighbour and shift the pair, one instruction where
 * the above takes two shifts and an OR.  Only in functions carrying
 * CS512V_TARGET, called where cellset_cpu_has_vbmi2() said yes (which
 * includes AVX512-BW, for the bulk counter's byte operations). */
#define CS512V_TARGET \
	__attribute__((target("avx512f,avx512bw,avx512vbmi2,avx512vpopcntdq,popcnt")))
#define CS512V_INLINE static inline __attribute__((always_inline, \
	target("avx512f,avx512bw,avx512vbmi2,avx512vpopcntdq,popcnt")))

CS512V_INLINE __m512i cs512v_fill_shift(__m512i a, unsigned q, int64_t s, const int neg,
                                        const int words)
{
	const __m512i zero = _mm512_setzero_si512();
	__m512i near = cs512_fill_words(a, q, neg, words);
	if (neg)
		return _mm512_shrdv_epi64(near, _mm512_alignr_epi64(zero, near, 1),
		                          _mm512_set1_epi64(s));
	return _mm512_shldv_epi64(near, _mm512_alignr_epi64(near, zero, 7), _mm512_set1_epi64(s));
}

CS512_INLINE __m512i cs512_fill_local(const struct cs_fill_plan *p, __m512i gen, __m512i pro,
                                      __m512i to, const int words, const int bits,
                                      const int rounds)
{
	for (int r = 0; r < rounds; r++) {
		if (r)
			pro = cs512_and(pro, cs512_local_shift(pro, p, r - 1, words, bits));
		gen = cs512_or(gen, cs512_and(pro, cs512_local_shift(gen, p, r, words, bits)));
	}
	return cs512_and(cs512_local_shift(gen, p, 0, words, bits), to);
}

/*
 * The fill (FILL) and the slide (SLIDE) on one shift function (SHIFT),
 * for each instruction set (INLINE): the slide is as cs_slide, one
 * predictable switch per direction picking the straight-line fill of its
 * kind and rounds.
 */
#define CS512_DEFINE_SLIDE(INLINE, FILL, SLIDE, SHIFT)                                  \
	INLINE __m512i FILL(const struct cs_fill_plan *p, __m512i gen, __m512i pro,      \
	                    __m512i to, const int neg, const int words, const int rounds) \
	{                                                                                \
		for (int r = 0; r < rounds; r++) {                                       \
			if (r)                                                           \
				pro = cs512_and(pro, SHIFT(pro, p->q[r - 1], p->s[r - 1], \
				                           neg, words));                 \
			gen = cs512_or(gen, cs512_and(pro, SHIFT(gen, p->q[r], p->s[r],  \
			                                         neg, words)));          \
		}                                                                        \
		return cs512_and(SHIFT(gen, p->q[0], p->s[0], neg, words), to);          \
	}                                                                                \
	INLINE __m512i SLIDE(const struct shift_dirs *sd, unsigned d, __m512i sliders,   \
	                     __m512i empty)                                              \
	{                                                                                \
		const struct cs_fill_plan *p = &sd->plan[d];                             \
		__m512i to = cs512_load(&sd->to[d]);                                     \
		__m512i pro = cs512_and(empty, to);                                      \
		switch (p->kind * 8 + p->rounds) {                                       \
			CS512_FILL_KIND(FILL, 0)                                         \
			CS512_FILL_KIND(FILL, 1)                                         \
			CS512_FILL_KIND(FILL, 2)                                         \
			CS512_FILL_KIND(FILL, 3)                                         \
			CS512_LOCAL_KIND(1)                                              \
			CS512_LOCAL_KIND(2)                                              \
			CS512_LOCAL_KIND(3)                                              \
		default:                                                                 \
			return cs512_zero(); /* shift_dirs_build makes no other plan */  \
		}                                                                        \
	}
#define CS512_FILL_CASE(FILL, kind, rounds) \
	case (kind) * 8 + (rounds): \
		return FILL(p, sliders, pro, to, (kind) & 1, (kind) >> 1, rounds);
#define CS512_FILL_KIND(FILL, kind) \
	CS512_FILL_CASE(FILL, kind, 0) CS512_FILL_CASE(FILL, kind, 1) \
	CS512_FILL_CASE(FILL, kind, 2) CS512_FILL_CASE(FILL, kind, 3) \
	CS512_FILL_CASE(FILL, kind, 4)
#define CS512_LOCAL_CASE(kind, rounds) \
	case (4 + (kind)) * 8 + (rounds): \
		return cs512_fill_local(p, sliders, pro, to, (kind) & 1, (kind) >> 1, rounds);
#define CS512_LOCAL_KIND(kind) \
	CS512_LOCAL_CASE(kind, 0) CS512_LOCAL_CASE(kind, 1) CS512_LOCAL_CASE(kind, 2) \
	CS512_LOCAL_CASE(kind, 3) CS512_LOCAL_CASE(kind, 4)

CS512_DEFINE_SLIDE(CS512_INLINE, cs512_fill, cs512_slide, cs512_fill_shift)
CS512_DEFINE_SLIDE(CS512V_INLINE, cs512v_fill, cs512v_slide, cs512v_fill_shift)
#endif

/*
 * Dispatched kernel: attacks[d] = cs_slide(sd, d, sliders[d], empty) for
 * every slide direction d < sd->nslide, on the path cellset_path() chose
 * (_path: on the one given, for tests and benchmarks; CELLSET_AVX512 only
 * where cellset_cpu_has_avx512()).
 */
void shift_dirs_slide_all(const struct shift_dirs *sd, const cellset *sliders,
                          const cellset *empty, cellset *attacks);
void shift_dirs_slide_all_path(enum cellset_path path, const struct shift_dirs *sd,
                               const cellset *sliders, const cellset *empty,
                               cellset *attacks);

#endif
