/*
 * cellset_avx512.h - the 512-bit cell set in one zmm register.
 *
 * Include only where HDC_HAVE_AVX512 (cellset.h) is 1, and call only from
 * functions carrying CS512_TARGET, after cellset_path() said CELLSET_AVX512:
 * the library is built for the baseline x86-64, so these instructions are
 * enabled per function (the target attribute), never for a whole file and
 * never with -march=native.
 *
 * Required instructions: AVX-512 Foundation (avx512f), and POPCNT, which
 * every AVX-512 CPU has (the baseline x86-64 the library is built for has
 * no popcnt instruction: there __builtin_popcountll is a bit-twiddling
 * routine, so the target attribute names it too).  The
 * cross-word shift is a masked permute (vpermq, zeroing the words that
 * come from outside the set) for whole words, valignq for the carry word
 * and two variable shifts (vpsllvq/vpsrlvq); popcount is the scalar
 * popcnt of the eight words after one store,
 * since vpopcntq (avx512vpopcntdq) is missing on many AVX-512 CPUs and the
 * generator counts rarely.  VBMI2's vpshldvq would fuse the two shifts and
 * the OR of a shift into one instruction; it was left out so that every
 * AVX-512 CPU (Skylake-X on) takes this path.
 */
#ifndef HDC_CELLSET_AVX512_H
#define HDC_CELLSET_AVX512_H

#include <immintrin.h>

#include "cellset.h"

#define CS512_TARGET __attribute__((target("avx512f,popcnt")))
#define CS512_INLINE static inline __attribute__((always_inline, target("avx512f,popcnt")))

CS512_INLINE __m512i cs512_load(const cellset *s)
{
	return _mm512_load_si512((const void *)s->w);
}

CS512_INLINE void cs512_store(cellset *s, __m512i v)
{
	_mm512_store_si512((void *)s->w, v);
}

CS512_INLINE __m512i cs512_zero(void)
{
	return _mm512_setzero_si512();
}

/* The set of one bit (below 512). */
CS512_INLINE __m512i cs512_single(unsigned bit)
{
	return _mm512_maskz_set1_epi64((__mmask8)(1u << (bit >> 6)), (long long)(1ull << (bit & 63)));
}

CS512_INLINE __m512i cs512_and(__m512i a, __m512i b)
{
	return _mm512_and_si512(a, b);
}

CS512_INLINE __m512i cs512_or(__m512i a, __m512i b)
{
	return _mm512_or_si512(a, b);
}

CS512_INLINE __m512i cs512_xor(__m512i a, __m512i b)
{
	return _mm512_xor_si512(a, b);
}

/* a & ~b (vpandnq takes the complemented operand first). */
CS512_INLINE __m512i cs512_andnot(__m512i a, __m512i b)
{
	return _mm512_andnot_si512(b, a);
}

CS512_INLINE int cs512_any(__m512i a)
{
	return _mm512_test_epi64_mask(a, a) != 0;
}

CS512_INLINE int cs512_equal(__m512i a, __m512i b)
{
	return _mm512_cmpneq_epi64_mask(a, b) == 0;
}

CS512_INLINE __m512i cs512_union_of(uint32_t which, const cellset *sets)
{
	__m512i r = cs512_zero();
	for (; which; which &= which - 1)
		r = cs512_or(r, cs512_load(&sets[__builtin_ctz(which)]));
	return r;
}

CS512_INLINE int cs512_popcount(__m512i a)
{
	cellset s;
	cs512_store(&s, a);
	/* Not cs_popcount: inlined from a baseline function, its builtin
	 * stays the libgcc routine whatever the caller's target. */
	return (int)(_mm_popcnt_u64(s.w[0]) + _mm_popcnt_u64(s.w[1]) + _mm_popcnt_u64(s.w[2]) +
	             _mm_popcnt_u64(s.w[3]) + _mm_popcnt_u64(s.w[4]) + _mm_popcnt_u64(s.w[5]) +
	             _mm_popcnt_u64(s.w[6]) + _mm_popcnt_u64(s.w[7]));
}

/*
 * Shift by k bits (as cs_shift): result word i is word i - q shifted left
 * by s, ORed with word i - q - 1 shifted right by 64 - s (q = k / 64,
 * s = k % 64; mirrored for k < 0).  Most of a board's offsets are below 64
 * (q = 0: no whole-word move) or multiples of 64 (s = 0: no carry), and
 * the shuffles (vpermq, valignq) all compete for one port on Intel cores,
 * so each case takes only the shuffles it needs: the branches are
 * predictable, since a kernel shifts by the same amounts in the same order
 * at every node.  The carry word comes from valignq on the moved words
 * (one shuffle, against the index arithmetic and mask of a second vpermq);
 * the bit counts are vpsllvq/vpsrlvq on broadcast counts, single uops.
 */
CS512_INLINE __m512i cs512_shift(__m512i a, int k)
{
	const __m512i zero = _mm512_setzero_si512();
	if (k >= CELLSET_BITS || k <= -CELLSET_BITS)
		return zero;
	if (k >= 0) {
		int q = k >> 6, s = k & 63;
		__m512i near = a;
		if (q)
			near = _mm512_maskz_permutexvar_epi64((__mmask8)(0xFFu << q),
			        _mm512_sub_epi64(_mm512_set_epi64(7, 6, 5, 4, 3, 2, 1, 0),
			                         _mm512_set1_epi64(q)), a);
		if (!s)
			return near;
		/* far[i] = near[i - 1], 0 for i = 0. */
		__m512i far = _mm512_alignr_epi64(near, zero, 7);
		return _mm512_or_si512(_mm512_sllv_epi64(near, _mm512_set1_epi64(s)),
		                       _mm512_srlv_epi64(far, _mm512_set1_epi64(64 - s)));
	} else {
		int q = (-k) >> 6, s = (-k) & 63;
		__m512i near = a;
		if (q)
			near = _mm512_maskz_permutexvar_epi64((__mmask8)(0xFFu >> q),
			        _mm512_add_epi64(_mm512_set_epi64(7, 6, 5, 4, 3, 2, 1, 0),
			                         _mm512_set1_epi64(q)), a);
		if (!s)
			return near;
		/* far[i] = near[i + 1], 0 for i = 7. */
		__m512i far = _mm512_alignr_epi64(zero, near, 1);
		return _mm512_or_si512(_mm512_srlv_epi64(near, _mm512_set1_epi64(s)),
		                       _mm512_sllv_epi64(far, _mm512_set1_epi64(64 - s)));
	}
}

#endif
