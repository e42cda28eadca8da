/*
 * cellset_avx2.h - the 512-bit cell set in two ymm registers, for x86-64
 * CPUs with AVX2 but without AVX-512 (most desktop and laptop CPUs sold
 * since 2013, and machines CI may run on).
 *
 * Include only where HDC_HAVE_AVX512 (cellset.h: an x86-64 GCC or clang)
 * is 1, and call only from functions carrying CS256_TARGET, after
 * cellset_path() said CELLSET_AVX2.  Required instructions: AVX2 and
 * POPCNT (every AVX2 CPU has both).
 *
 * The set is {lo, hi}: words 0-3 and 4-7.  The portable path's shifts are
 * eight scalar words each; here a shift by s bits is two variable shifts
 * and an OR per register, and the carry word (each word's neighbour)
 * comes from one vpermq per register and two blends.  Whole-word moves
 * (HDC's z, C'escacs' long offsets) are vpermd by an index vector and a
 * blend of the two registers' permutes, from a table per word count.
 */
#ifndef HDC_CELLSET_AVX2_H
#define HDC_CELLSET_AVX2_H

#include <immintrin.h>

#include "cellset.h"
#include "shiftdirs.h"

#define CS256_TARGET __attribute__((target("avx2,popcnt")))
#define CS256_INLINE static inline __attribute__((always_inline, target("avx2,popcnt")))

typedef struct cs256 {
	__m256i lo, hi;
} cs256;

/* Whole-word moves by q = 0..7 words (shiftdirs.c fills it): the vpermd
 * index taking word (i - q) & 3 of a register to word i (idx_up) or word
 * (i + q) & 3 (idx_down); and, per q, which words of the two permutes'
 * blend come from the other register and which are kept at all. */
struct cs256_word_moves {
	alignas(32) int32_t idx_up[4][8], idx_down[4][8];
	alignas(32) int64_t up_from_lo[8][4];   /* hi's word i from lo's permute */
	alignas(32) int64_t up_keep_lo[8][4], up_keep_hi[8][4];
	alignas(32) int64_t down_from_hi[8][4]; /* lo's word i from hi's permute */
	alignas(32) int64_t down_keep_lo[8][4], down_keep_hi[8][4];
};
extern const struct cs256_word_moves cs256_word_moves;

CS256_INLINE cs256 cs256_load(const cellset *s)
{
	cs256 r = { _mm256_load_si256((const __m256i *)(const void *)s->w),
	            _mm256_load_si256((const __m256i *)(const void *)(s->w + 4)) };
	return r;
}

CS256_INLINE void cs256_store(cellset *s, cs256 v)
{
	_mm256_store_si256((__m256i *)(void *)s->w, v.lo);
	_mm256_store_si256((__m256i *)(void *)(s->w + 4), v.hi);
}

CS256_INLINE cs256 cs256_zero(void)
{
	cs256 r = { _mm256_setzero_si256(), _mm256_setzero_si256() };
	return r;
}

/* The set of one bit (below 512). */
CS256_INLINE cs256 cs256_single(unsigned bit)
{
	const __m256i word = _mm256_set1_epi64x((long long)(bit >> 6));
	const __m256i one = _mm256_set1_epi64x((long long)(1ull << (bit & 63)));
	cs256 r = { _mm256_and_si256(one, _mm256_cmpeq_epi64(word, _mm256_set_epi64x(3, 2, 1, 0))),
	            _mm256_and_si256(one, _mm256_cmpeq_epi64(word, _mm256_set_epi64x(7, 6, 5, 4))) };
	return r;
}

CS256_INLINE cs256 cs256_and(cs256 a, cs256 b)
{
	cs256 r = { _mm256_and_si256(a.lo, b.lo), _mm256_and_si256(a.hi, b.hi) };
	return r;
}

CS256_INLINE cs256 cs256_or(cs256 a, cs256 b)
{
	cs256 r = { _mm256_or_si256(a.lo, b.lo), _mm256_or_si256(a.hi, b.hi) };
	return r;
}

CS256_INLINE cs256 cs256_xor(cs256 a, cs256 b)
{
	cs256 r = { _mm256_xor_si256(a.lo, b.lo), _mm256_xor_si256(a.hi, b.hi) };
	return r;
}

/* a & ~b (vpandn takes the complemented operand first). */
CS256_INLINE cs256 cs256_andnot(cs256 a, cs256 b)
{
	cs256 r = { _mm256_andnot_si256(b.lo, a.lo), _mm256_andnot_si256(b.hi, a.hi) };
	return r;
}

CS256_INLINE int cs256_any(cs256 a)
{
	__m256i o = _mm256_or_si256(a.lo, a.hi);
	return !_mm256_testz_si256(o, o);
}

/* Whether a and b share a cell. */
CS256_INLINE int cs256_meet(cs256 a, cs256 b)
{
	return !(_mm256_testz_si256(a.lo, b.lo) & _mm256_testz_si256(a.hi, b.hi));
}

CS256_INLINE int cs256_equal(cs256 a, cs256 b)
{
	return !cs256_any(cs256_xor(a, b));
}

/* Bit i set where word i is not 0. */
CS256_INLINE unsigned cs256_words(cs256 a)
{
	const __m256i zero = _mm256_setzero_si256();
	unsigned lo = (unsigned)_mm256_movemask_pd(_mm256_castsi256_pd(_mm256_cmpeq_epi64(a.lo, zero)));
	unsigned hi = (unsigned)_mm256_movemask_pd(_mm256_castsi256_pd(_mm256_cmpeq_epi64(a.hi, zero)));
	return ~(lo | hi << 4) & 0xFFu;
}

CS256_INLINE cs256 cs256_union_of(uint32_t which, const cellset *sets)
{
	cs256 r = cs256_zero();
	for (; which; which &= which - 1)
		r = cs256_or(r, cs256_load(&sets[__builtin_ctz(which)]));
	return r;
}

CS256_INLINE int cs256_popcount(cs256 a)
{
	cellset s;
	cs256_store(&s, a);
	return (int)(_mm_popcnt_u64(s.w[0]) + _mm_popcnt_u64(s.w[1]) + _mm_popcnt_u64(s.w[2]) +
	             _mm_popcnt_u64(s.w[3]) + _mm_popcnt_u64(s.w[4]) + _mm_popcnt_u64(s.w[5]) +
	             _mm_popcnt_u64(s.w[6]) + _mm_popcnt_u64(s.w[7]));
}

/* Popcounts added up in four 64-bit lanes: each byte's bits counted by a
 * nibble table (vpshufb), the bytes summed per lane (vpsadbw). */
CS256_INLINE __m256i cs256_count_add(__m256i lanes, cs256 a)
{
	const __m256i nibble = _mm256_setr_epi8(0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4,
	                                        0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4);
	const __m256i low = _mm256_set1_epi8(0x0f);
	__m256i lo = _mm256_add_epi8(
	        _mm256_shuffle_epi8(nibble, _mm256_and_si256(a.lo, low)),
	        _mm256_shuffle_epi8(nibble, _mm256_and_si256(_mm256_srli_epi16(a.lo, 4), low)));
	__m256i hi = _mm256_add_epi8(
	        _mm256_shuffle_epi8(nibble, _mm256_and_si256(a.hi, low)),
	        _mm256_shuffle_epi8(nibble, _mm256_and_si256(_mm256_srli_epi16(a.hi, 4), low)));
	return _mm256_add_epi64(lanes, _mm256_sad_epu8(_mm256_add_epi8(lo, hi),
	                                               _mm256_setzero_si256()));
}

CS256_INLINE uint64_t cs256_count_sum(__m256i lanes)
{
	__m128i s = _mm_add_epi64(_mm256_castsi256_si128(lanes), _mm256_extracti128_si256(lanes, 1));
	return (uint64_t)_mm_cvtsi128_si64(s) + (uint64_t)_mm_extract_epi64(s, 1);
}

/* The words moved by q (0..7) toward higher words (word i from word
 * i - q), or toward lower ones if neg; words from outside are 0. */
CS256_INLINE cs256 cs256_move_words(cs256 a, unsigned q, const int neg)
{
	const struct cs256_word_moves *t = &cs256_word_moves;
	cs256 r;
	if (!neg) {
		const __m256i idx = _mm256_load_si256((const __m256i *)(const void *)t->idx_up[q & 3]);
		__m256i pl = _mm256_permutevar8x32_epi32(a.lo, idx);
		__m256i ph = _mm256_permutevar8x32_epi32(a.hi, idx);
		r.lo = _mm256_and_si256(pl, _mm256_load_si256((const __m256i *)(const void *)t->up_keep_lo[q]));
		r.hi = _mm256_and_si256(
		        _mm256_blendv_epi8(ph, pl,
		                           _mm256_load_si256((const __m256i *)(const void *)t->up_from_lo[q])),
		        _mm256_load_si256((const __m256i *)(const void *)t->up_keep_hi[q]));
	} else {
		const __m256i idx = _mm256_load_si256((const __m256i *)(const void *)t->idx_down[q & 3]);
		__m256i pl = _mm256_permutevar8x32_epi32(a.lo, idx);
		__m256i ph = _mm256_permutevar8x32_epi32(a.hi, idx);
		r.lo = _mm256_and_si256(
		        _mm256_blendv_epi8(pl, ph,
		                           _mm256_load_si256((const __m256i *)(const void *)t->down_from_hi[q])),
		        _mm256_load_si256((const __m256i *)(const void *)t->down_keep_lo[q]));
		r.hi = _mm256_and_si256(ph, _mm256_load_si256((const __m256i *)(const void *)t->down_keep_hi[q]));
	}
	return r;
}

/* Each word's neighbour below (toward higher words: far word i = word
 * i - 1, 0 for word 0) or above (neg: word i + 1, 0 for word 7). */
CS256_INLINE cs256 cs256_neighbours(cs256 a, const int neg)
{
	const __m256i zero = _mm256_setzero_si256();
	cs256 r;
	if (!neg) {
		__m256i pl = _mm256_permute4x64_epi64(a.lo, 0x93); /* lo3 lo0 lo1 lo2 */
		__m256i ph = _mm256_permute4x64_epi64(a.hi, 0x93);
		r.lo = _mm256_blend_epi32(pl, zero, 0x03);
		r.hi = _mm256_blend_epi32(ph, pl, 0x03);
	} else {
		__m256i pl = _mm256_permute4x64_epi64(a.lo, 0x39); /* lo1 lo2 lo3 lo0 */
		__m256i ph = _mm256_permute4x64_epi64(a.hi, 0x39);
		r.lo = _mm256_blend_epi32(pl, ph, 0xC0);
		r.hi = _mm256_blend_epi32(ph, zero, 0xC0);
	}
	return r;
}

/* A shift by q whole words (if `words`) and s bits (0..63), toward higher
 * bits unless `neg`; `neg` and `words` are constants where it is inlined.
 * s = 0 works: a shift by 64 gives 0. */
CS256_INLINE cs256 cs256_fill_shift(cs256 a, unsigned q, int64_t s, const int neg,
                                    const int words)
{
	cs256 near = words ? cs256_move_words(a, q, neg) : a;
	cs256 far = cs256_neighbours(near, neg);
	const __m128i by = _mm_cvtsi64_si128(s), back = _mm_cvtsi64_si128(64 - s);
	cs256 r;
	if (neg) {
		r.lo = _mm256_or_si256(_mm256_srl_epi64(near.lo, by), _mm256_sll_epi64(far.lo, back));
		r.hi = _mm256_or_si256(_mm256_srl_epi64(near.hi, by), _mm256_sll_epi64(far.hi, back));
	} else {
		r.lo = _mm256_or_si256(_mm256_sll_epi64(near.lo, by), _mm256_srl_epi64(far.lo, back));
		r.hi = _mm256_or_si256(_mm256_sll_epi64(near.hi, by), _mm256_srl_epi64(far.hi, back));
	}
	return r;
}

/* Shift by k bits (as cs_shift): bits past either end are lost. */
CS256_INLINE cs256 cs256_shift(cs256 a, int k)
{
	if (k >= CELLSET_BITS || k <= -CELLSET_BITS)
		return cs256_zero();
	if (k >= 0)
		return (k >> 6) ? cs256_fill_shift(a, (unsigned)k >> 6, k & 63, 0, 1)
		                : cs256_fill_shift(a, 0, k, 0, 0);
	return (-k >> 6) ? cs256_fill_shift(a, (unsigned)-k >> 6, -k & 63, 1, 1)
	                 : cs256_fill_shift(a, 0, -k, 1, 0);
}

/* The words rotated by r (0..7) toward higher words, word 7 to word 0:
 * per amount the permutes with immediate operands (a switch the
 * branch predictor learns: a kernel rotates by the same amounts in the
 * same order at every node). */
CS256_INLINE cs256 cs256_rotate_words(cs256 a, unsigned r)
{
	if (r & 4) {
		__m256i x = a.lo;
		a.lo = a.hi;
		a.hi = x;
	}
	cs256 out = a;
	switch (r & 3) {
	case 1: {
		__m256i pl = _mm256_permute4x64_epi64(a.lo, 0x93); /* lo3 lo0 lo1 lo2 */
		__m256i ph = _mm256_permute4x64_epi64(a.hi, 0x93);
		out.lo = _mm256_blend_epi32(pl, ph, 0x03);
		out.hi = _mm256_blend_epi32(ph, pl, 0x03);
		break;
	}
	case 2:
		out.lo = _mm256_permute2x128_si256(a.hi, a.lo, 0x21); /* hi2 hi3 lo0 lo1 */
		out.hi = _mm256_permute2x128_si256(a.lo, a.hi, 0x21);
		break;
	case 3: {
		__m256i pl = _mm256_permute4x64_epi64(a.lo, 0x39); /* lo1 lo2 lo3 lo0 */
		__m256i ph = _mm256_permute4x64_epi64(a.hi, 0x39);
		out.lo = _mm256_blend_epi32(pl, ph, 0x3F);
		out.hi = _mm256_blend_epi32(ph, pl, 0x3F);
		break;
	}
	}
	return out;
}

/* One shift of a word-local fill (plan kinds 4-7, as cs512_local_shift):
 * the words rotated by wq (if `words`), then each word's bits by ws (if
 * `bits`). */
CS256_INLINE cs256 cs256_local_shift(cs256 a, const struct cs_fill_plan *p, int r,
                                     const int words, const int bits)
{
	if (words)
		a = cs256_rotate_words(a, (unsigned)p->wq[r] & 7);
	if (bits) {
		const int s = p->ws[r] & 63;
		const __m128i by = _mm_cvtsi32_si128(s), back = _mm_cvtsi32_si128(64 - s);
		a.lo = _mm256_or_si256(_mm256_sll_epi64(a.lo, by), _mm256_srl_epi64(a.lo, back));
		a.hi = _mm256_or_si256(_mm256_sll_epi64(a.hi, by), _mm256_srl_epi64(a.hi, back));
	}
	return a;
}

CS256_INLINE cs256 cs256_step(const struct shift_dirs *sd, unsigned d, cs256 s)
{
	const struct cs_fill_plan *p = &sd->plan[d];
	cs256 to = cs256_load(&sd->to[d]);
	if (p->kind & 4)
		return cs256_and(cs256_local_shift(s, p, 0, 1, 1), to);
	return cs256_and(cs256_shift(s, sd->off[d]), to);
}

CS256_INLINE cs256 cs256_fill_local(const struct cs_fill_plan *p, cs256 gen, cs256 pro, cs256 to,
                                    const int words, const int bits, const int rounds)
{
	for (int r = 0; r < rounds; r++) {
		if (r)
			pro = cs256_and(pro, cs256_local_shift(pro, p, r - 1, words, bits));
		gen = cs256_or(gen, cs256_and(pro, cs256_local_shift(gen, p, r, words, bits)));
	}
	return cs256_and(cs256_local_shift(gen, p, 0, words, bits), to);
}

CS256_INLINE cs256 cs256_fill(const struct cs_fill_plan *p, cs256 gen, cs256 pro, cs256 to,
                              const int neg, const int words, const int rounds)
{
	for (int r = 0; r < rounds; r++) {
		if (r)
			pro = cs256_and(pro, cs256_fill_shift(pro, p->q[r - 1], p->s[r - 1], neg, words));
		gen = cs256_or(gen, cs256_and(pro, cs256_fill_shift(gen, p->q[r], p->s[r], neg, words)));
	}
	return cs256_and(cs256_fill_shift(gen, p->q[0], p->s[0], neg, words), to);
}

/* The slide (as cs_slide and cs512_slide): one predictable switch per
 * direction picking the straight-line fill of its plan. */
CS256_INLINE cs256 cs256_slide(const struct shift_dirs *sd, unsigned d, cs256 sliders, cs256 empty)
{
	const struct cs_fill_plan *p = &sd->plan[d];
	cs256 to = cs256_load(&sd->to[d]);
	cs256 pro = cs256_and(empty, to);
	switch (p->kind * 8 + p->rounds) {
#define CS256_FILL_CASE(kind, rounds) \
	case (kind) * 8 + (rounds): \
		return cs256_fill(p, sliders, pro, to, (kind) & 1, (kind) >> 1, rounds);
#define CS256_FILL_KIND(kind) \
	CS256_FILL_CASE(kind, 0) CS256_FILL_CASE(kind, 1) CS256_FILL_CASE(kind, 2) \
	CS256_FILL_CASE(kind, 3) CS256_FILL_CASE(kind, 4)
#define CS256_LOCAL_CASE(kind, rounds) \
	case (4 + (kind)) * 8 + (rounds): \
		return cs256_fill_local(p, sliders, pro, to, (kind) & 1, (kind) >> 1, rounds);
#define CS256_LOCAL_KIND(kind) \
	CS256_LOCAL_CASE(kind, 0) CS256_LOCAL_CASE(kind, 1) CS256_LOCAL_CASE(kind, 2) \
	CS256_LOCAL_CASE(kind, 3) CS256_LOCAL_CASE(kind, 4)
		CS256_FILL_KIND(0)
		CS256_FILL_KIND(1)
		CS256_FILL_KIND(2)
		CS256_FILL_KIND(3)
		CS256_LOCAL_KIND(1)
		CS256_LOCAL_KIND(2)
		CS256_LOCAL_KIND(3)
#undef CS256_FILL_CASE
#undef CS256_FILL_KIND
#undef CS256_LOCAL_CASE
#undef CS256_LOCAL_KIND
	default:
		return cs256_zero(); /* shift_dirs_build makes no other plan */
	}
}

#endif
