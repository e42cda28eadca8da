/*
 * cellset.h - sets of up to 512 cells (bitboards), portable path.
 *
 * Every libhdc board has at most 512 cells (HDC_MAX_CELLS), so a set of
 * cells is one 512-bit value: eight 64-bit words here, one zmm register on
 * the AVX-512 path (cellset_avx512.h).  Bit b of the set is bit b & 63 of
 * word b >> 6.  Which bit a cell is, and how a direction becomes a shift,
 * is struct shift_dirs (shiftdirs.h): for the cubes bit == cell.
 *
 * The operations here are static inline plain C on eight words, so they
 * work everywhere (WebAssembly, valgrind, any compiler); a kernel that
 * wants a wide path is compiled again against cellset_avx512.h (one zmm
 * register) and cellset_avx2.h (two ymm registers) and chosen once at run
 * time (cellset_path(), cellset.c), never per operation: an indirect call
 * per AND would cost more than the AND.
 *
 * GCC vector extensions were tried for the and/or/xor family: at the
 * baseline x86-64 target (SSE2) the compiler already turns these loops of
 * eight into four 128-bit operations, so they add nothing here.
 */
#ifndef HDC_CELLSET_H
#define HDC_CELLSET_H

#include <stdalign.h>
#include <stddef.h>
#include <stdint.h>

#define CELLSET_BITS 512
#define CELLSET_WORDS 8

/* 64-byte aligned: one cache line, and an aligned zmm load/store. */
typedef struct cellset {
	alignas(64) uint64_t w[CELLSET_WORDS];
} cellset;

/* Every operation is always inlined: a by-value cellset crossing a real
 * call goes through memory (and GCC notes the GCC 4.6 ABI change for
 * 64-byte aligned arguments at each out-of-line copy). */
#define CS_INLINE static inline __attribute__((always_inline))

/* The eight words written out: GCC 12 kept loops of eight over a by-value
 * struct in memory (portable fills took twice clang's time). */
#define CS_EACH_WORD_(expr)                                                     \
	do {                                                                    \
		{ enum { i = 0 }; expr; } { enum { i = 1 }; expr; }             \
		{ enum { i = 2 }; expr; } { enum { i = 3 }; expr; }             \
		{ enum { i = 4 }; expr; } { enum { i = 5 }; expr; }             \
		{ enum { i = 6 }; expr; } { enum { i = 7 }; expr; }             \
	} while (0)

CS_INLINE cellset cs_zero(void)
{
	cellset r = { { 0 } };
	return r;
}

CS_INLINE cellset cs_and(cellset a, cellset b)
{
	CS_EACH_WORD_(a.w[i] &= b.w[i]);
	return a;
}

CS_INLINE cellset cs_or(cellset a, cellset b)
{
	CS_EACH_WORD_(a.w[i] |= b.w[i]);
	return a;
}

CS_INLINE cellset cs_xor(cellset a, cellset b)
{
	CS_EACH_WORD_(a.w[i] ^= b.w[i]);
	return a;
}

/* a & ~b: the cells of a not in b. */
CS_INLINE cellset cs_andnot(cellset a, cellset b)
{
	CS_EACH_WORD_(a.w[i] &= ~b.w[i]);
	return a;
}

CS_INLINE int cs_test(const cellset *s, unsigned bit)
{
	return (int)(s->w[bit >> 6] >> (bit & 63) & 1);
}

CS_INLINE void cs_set(cellset *s, unsigned bit)
{
	s->w[bit >> 6] |= 1ull << (bit & 63);
}

CS_INLINE void cs_clear(cellset *s, unsigned bit)
{
	s->w[bit >> 6] &= ~(1ull << (bit & 63));
}

CS_INLINE cellset cs_single(unsigned bit)
{
	cellset r = cs_zero();
	cs_set(&r, bit);
	return r;
}

CS_INLINE int cs_any(cellset a)
{
	uint64_t o = 0;
	for (int i = 0; i < CELLSET_WORDS; i++)
		o |= a.w[i];
	return o != 0;
}

CS_INLINE int cs_empty(cellset a)
{
	return !cs_any(a);
}

CS_INLINE int cs_equal(cellset a, cellset b)
{
	uint64_t o = 0;
	for (int i = 0; i < CELLSET_WORDS; i++)
		o |= a.w[i] ^ b.w[i];
	return o == 0;
}

/* The union of sets[t] for every bit t of `which` (piece sets by type). */
CS_INLINE cellset cs_union_of(uint32_t which, const cellset *sets)
{
	cellset r = cs_zero();
	for (; which; which &= which - 1)
		r = cs_or(r, sets[__builtin_ctz(which)]);
	return r;
}

/* A bit per non-empty word of a. */
CS_INLINE unsigned cs_words(cellset a)
{
	unsigned m = 0;
	for (int i = 0; i < CELLSET_WORDS; i++)
		m |= (unsigned)(a.w[i] != 0) << i;
	return m;
}

CS_INLINE int cs_popcount(cellset a)
{
	int n = 0;
	for (int i = 0; i < CELLSET_WORDS; i++)
		n += __builtin_popcountll(a.w[i]);
	return n;
}

/* Whether a has at least k cells: a few bits cleared rather than eight
 * popcounts (a libgcc call in the baseline build). */
CS_INLINE int cs_at_least(cellset a, int k)
{
	for (int i = 0; i < CELLSET_WORDS; i++)
		for (uint64_t x = a.w[i]; x; x &= x - 1)
			if (--k <= 0)
				return 1;
	return k <= 0;
}

/* Shifts by five words and beyond (cellset.c): no fill on a board of at
 * most 512 cells takes them, so out of line, through pointers. */
void cs_shift_far(cellset *r, const cellset *a, int k);

/*
 * Shift by a signed bit offset: bit b of a becomes bit b + k of the result;
 * bits pushed past either end are lost, |k| >= 512 gives the empty set.
 * Whole words move by k / 64, then bits move within words with the carry
 * from the neighbouring word.  The shift does not know the board: a
 * direction's shift wraps from one row to the next unless the result is
 * cut to the direction's to-mask (cs_step in shiftdirs.h does both).
 *
 * Offsets below 64 are most of a board's, so they are written out word
 * by word and always inlined: as a loop, or as a call taking a 64-byte
 * aligned struct by value, the set went through memory at every shift
 * (measured 19-22 ns a shift against 9-12 here).  So are the shifts by
 * one to four whole words and some bits, one case each: the steps along
 * z and their doublings in a fill (a cube's longest, 4 x 73 bits), which
 * out of line took a seventh of Raumschach's portable bulk count.  The
 * carry from the word below is shifted twice ((x >> 1) >> (63 - s)) so
 * that s = 0 needs no case of its own.
 */
#define CS_SHL_(i) r.w[i] = a.w[i] << k | a.w[i - 1] >> (64 - k)
#define CS_SHR_(i) r.w[i] = a.w[i] >> -k | a.w[i + 1] << (64 + k)
#define CS_WORD_(j) ((j) >= 0 && (j) < CELLSET_WORDS ? a.w[(j) & (CELLSET_WORDS - 1)] : 0)
#define CS_SHL_WORDS_(q) \
	CS_EACH_WORD_(r.w[i] = CS_WORD_(i - (q)) << s | (CS_WORD_(i - (q) - 1) >> 1) >> (63 - s))
#define CS_SHR_WORDS_(q) \
	CS_EACH_WORD_(r.w[i] = CS_WORD_(i + (q)) >> s | (CS_WORD_(i + (q) + 1) << 1) << (63 - s))
CS_INLINE cellset cs_shift(cellset a, int k)
{
	cellset r;
	if (k > 0 && k < 64) {
		CS_SHL_(7); CS_SHL_(6); CS_SHL_(5); CS_SHL_(4);
		CS_SHL_(3); CS_SHL_(2); CS_SHL_(1);
		r.w[0] = a.w[0] << k;
	} else if (k < 0 && k > -64) {
		CS_SHR_(0); CS_SHR_(1); CS_SHR_(2); CS_SHR_(3);
		CS_SHR_(4); CS_SHR_(5); CS_SHR_(6);
		r.w[7] = a.w[7] >> -k;
	} else if (k == 0) {
		r = a;
	} else if (k > 0 && k < 5 * 64) {
		const int s = k & 63;
		switch (k >> 6) {
		case 1: CS_SHL_WORDS_(1); break;
		case 2: CS_SHL_WORDS_(2); break;
		case 3: CS_SHL_WORDS_(3); break;
		default: CS_SHL_WORDS_(4); break;
		}
	} else if (k < 0 && k > -5 * 64) {
		const int s = -k & 63;
		switch (-k >> 6) {
		case 1: CS_SHR_WORDS_(1); break;
		case 2: CS_SHR_WORDS_(2); break;
		case 3: CS_SHR_WORDS_(3); break;
		default: CS_SHR_WORDS_(4); break;
		}
	} else {
		cs_shift_far(&r, &a, k);
	}
	return r;
}
#undef CS_SHL_
#undef CS_SHR_
#undef CS_WORD_
#undef CS_SHL_WORDS_
#undef CS_SHR_WORDS_

/* The lowest bit of a non-empty set. */
CS_INLINE unsigned cs_first(const cellset *s)
{
	int i = 0;
	while (!s->w[i])
		i++;
	return 64u * (unsigned)i + (unsigned)__builtin_ctzll(s->w[i]);
}

/*
 * Iterating the bits of a set, lowest first, a word at a time so that each
 * step is one ctz and one clear of the lowest bit:
 *
 *     struct cs_iter it = cs_iter_of(set);
 *     unsigned bit;
 *     while (cs_next(&it, &bit)) ...
 */
struct cs_iter {
	cellset s;
	unsigned w;
};

CS_INLINE struct cs_iter cs_iter_of(cellset s)
{
	struct cs_iter it = { s, 0 };
	return it;
}

CS_INLINE int cs_next(struct cs_iter *it, unsigned *bit)
{
	while (it->w < CELLSET_WORDS && !it->s.w[it->w])
		it->w++;
	if (it->w == CELLSET_WORDS)
		return 0;
	uint64_t x = it->s.w[it->w];
	*bit = 64u * it->w + (unsigned)__builtin_ctzll(x);
	it->s.w[it->w] = x & (x - 1);
	return 1;
}

/* Whether this build has the AVX-512 path at all (cellset_avx512.h):
 * x86-64 with a GCC or clang that knows the target attribute, and not
 * WebAssembly.  Defining it as 0 on the command line builds without it. */
#ifndef HDC_HAVE_AVX512 /* -DHDC_HAVE_AVX512=0 builds the portable path alone */
#if defined(__x86_64__) && !defined(__EMSCRIPTEN__) && \
	((defined(__GNUC__) && __GNUC__ >= 8) || (defined(__clang__) && __clang_major__ >= 8))
#define HDC_HAVE_AVX512 1
#else
#define HDC_HAVE_AVX512 0
#endif
#endif

enum cellset_path {
	CELLSET_PORTABLE,
	CELLSET_AVX512,
	CELLSET_AVX2 /* cellset_avx2.h: two ymm registers */
};

/* The path the dispatched kernels use, decided once (thread-safe): the
 * widest this build has and the CPU runs (AVX-512: avx512f; AVX2: avx2 and
 * popcnt), unless the environment caps it: HDC_NO_AVX512 set to anything
 * but "" or "0" forces the portable path; HDC_CELLSET_PATH=avx2 allows AVX2
 * at most, =portable the portable path (other values: no cap). */
enum cellset_path cellset_path(void);
/* Whether the CPU could run the AVX-512 path, whatever HDC_NO_AVX512 says
 * (tests compare the paths the CPU can run). */
int cellset_cpu_has_avx512(void);
/* Whether it could run the AVX2 path (avx2 and popcnt). */
int cellset_cpu_has_avx2(void);
/* Whether the CPU has AVX512-VPOPCNTDQ (a vector popcount: Ice Lake, Zen 4
 * on): on the AVX-512 path the kernels that count take it when it is
 * there (decided once, cached). */
int cellset_cpu_has_vpopcnt(void);
/* Whether it has AVX512-VBMI2, VPOPCNTDQ and BW (Ice Lake, Zen 4 on): the
 * fills then take the funnel shifts (shiftdirs.h, CS512V_TARGET), and
 * the bulk counter byte operations (movecount_aff_avx512.h). */
int cellset_cpu_has_vbmi2(void);
const char *cellset_path_name(enum cellset_path p);

/* Zeroed memory aligned to 64 bytes, for any structure holding cellsets
 * (their alignment; a plain malloc gives 16, which the sanitizer's
 * alignment check and aligned zmm loads refuse).  Freed by free(); NULL
 * when out of memory. */
void *cellset_calloc(size_t size);

#endif
