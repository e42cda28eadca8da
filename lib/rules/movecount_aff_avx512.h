/*
 * movecount_aff_avx512.h - count_base.aff (movecount_job.h) from the slide
 * directions' fills at once, for the AVX-512 kernel with VBMI2 (whose CPUs
 * all have AVX512-BW; cellset_cpu_has_vbmi2() checks it too).
 *
 * aff[cell] holds bit i where direction i's fill reached the cell: a
 * transpose of the fills.  Set bit by bit (for each direction, for each
 * cell it reached, a read-modify-write of that cell's word, after a
 * memset of the table) it was a fifth of the parent's base count in
 * Raumschach, a branchy loop over some 67 cells with a mispredicted exit
 * per direction.  Here each run of eight directions becomes a byte per
 * cell (a masked byte add per direction and 64 cells), and eight such
 * rows of 64 bytes become the 64 cells' words by three rounds of unpacks
 * and one of lane shuffles, written with eight 64-byte stores: no branch
 * on the cells and no memset.
 */
#ifndef HDC_MOVECOUNT_AFF_AVX512_H
#define HDC_MOVECOUNT_AFF_AVX512_H

#include <immintrin.h>
#include <stdint.h>

#include "cellset.h"

#define AFF_INLINE \
	static inline __attribute__((always_inline, target("avx512f,avx512bw")))

/* Lanes (128 bits) l0, l1 of a, then l2, l3 of b. */
#define AFF_LANES(a, b, l0, l1, l2, l3) \
	_mm512_shuffle_i64x2((a), (b), (l0) | (l1) << 2 | (l2) << 4 | (l3) << 6)

/* Writes aff[64 * w + c] for c in 0..63 from row[g] (byte c: directions
 * 8g..8g+7 at cell 64w + c).  After the unpacks, register r[s][t][u]
 * holds in lane L the words of cells 16L + 8s + 4t + 2u and the next
 * one; the shuffles gather each run of eight cells into one register. */
AFF_INLINE void aff_transpose_word(uint64_t *aff, const __m512i row[8])
{
	__m512i b[2][4], d[2][2][2], q[2][2][2];
	for (int p = 0; p < 4; p++) {
		b[0][p] = _mm512_unpacklo_epi8(row[2 * p], row[2 * p + 1]);
		b[1][p] = _mm512_unpackhi_epi8(row[2 * p], row[2 * p + 1]);
	}
	for (int s = 0; s < 2; s++)
		for (int h = 0; h < 2; h++) {
			d[s][0][h] = _mm512_unpacklo_epi16(b[s][2 * h], b[s][2 * h + 1]);
			d[s][1][h] = _mm512_unpackhi_epi16(b[s][2 * h], b[s][2 * h + 1]);
		}
	for (int s = 0; s < 2; s++)
		for (int t = 0; t < 2; t++) {
			q[s][t][0] = _mm512_unpacklo_epi32(d[s][t][0], d[s][t][1]);
			q[s][t][1] = _mm512_unpackhi_epi32(d[s][t][0], d[s][t][1]);
		}
	for (int s = 0; s < 2; s++) {
		/* Lanes 0 and 1 (then 2 and 3) of the four registers. */
		const __m512i lo_t0 = AFF_LANES(q[s][0][0], q[s][0][1], 0, 1, 0, 1);
		const __m512i lo_t1 = AFF_LANES(q[s][1][0], q[s][1][1], 0, 1, 0, 1);
		const __m512i hi_t0 = AFF_LANES(q[s][0][0], q[s][0][1], 2, 3, 2, 3);
		const __m512i hi_t1 = AFF_LANES(q[s][1][0], q[s][1][1], 2, 3, 2, 3);
		/* Cells 16L + 8s .. +7: u = 0, 1 of t = 0, then of t = 1. */
		_mm512_storeu_si512((void *)(aff + 0 + 8 * s), AFF_LANES(lo_t0, lo_t1, 0, 2, 0, 2));
		_mm512_storeu_si512((void *)(aff + 16 + 8 * s), AFF_LANES(lo_t0, lo_t1, 1, 3, 1, 3));
		_mm512_storeu_si512((void *)(aff + 32 + 8 * s), AFF_LANES(hi_t0, hi_t1, 0, 2, 0, 2));
		_mm512_storeu_si512((void *)(aff + 48 + 8 * s), AFF_LANES(hi_t0, hi_t1, 1, 3, 1, 3));
	}
}

/* aff[0 .. 64 * ceil(nbits / 64)) from fills[0 .. ndirs) (ndirs <= 64;
 * a direction without sliders has an empty fill). */
AFF_INLINE void aff_from_fills(uint64_t *aff, const cellset *fills, unsigned ndirs,
                               unsigned nbits)
{
	for (unsigned w = 0; w < (nbits + 63) / 64; w++) {
		__m512i row[8];
#pragma GCC unroll 8
		for (unsigned g = 0; g < 8; g++) {
			__m512i acc = _mm512_setzero_si512();
			for (unsigned i = 8 * g; i < 8 * g + 8 && i < ndirs; i++)
				acc = _mm512_mask_add_epi8(acc, _cvtu64_mask64(fills[i].w[w]), acc,
				                           _mm512_set1_epi8((char)(1 << (i & 7))));
			row[g] = acc;
		}
		aff_transpose_word(aff + 64 * w, row);
	}
}

#undef AFF_LANES
#undef AFF_INLINE
#endif
