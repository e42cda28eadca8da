/* cellset.c - choosing the cell set path once, at run time. */
#include "cellset.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

void cs_shift_far(cellset *r, const cellset *a, int k)
{
	*r = cs_zero();
	if (k >= CELLSET_BITS || k <= -CELLSET_BITS)
		return;
	if (k >= 0) {
		int q = k >> 6, s = k & 63;
		for (int i = CELLSET_WORDS - 1; i >= q; i--) {
			uint64_t lo = i - q - 1 >= 0 ? a->w[i - q - 1] : 0;
			/* s == 0 would shift lo by 64, which C leaves undefined. */
			r->w[i] = s ? a->w[i - q] << s | lo >> (64 - s) : a->w[i - q];
		}
	} else {
		int q = (-k) >> 6, s = (-k) & 63;
		for (int i = 0; i + q < CELLSET_WORDS; i++) {
			uint64_t hi = i + q + 1 < CELLSET_WORDS ? a->w[i + q + 1] : 0;
			r->w[i] = s ? a->w[i + q] >> s | hi << (64 - s) : a->w[i + q];
		}
	}
}

void *cellset_calloc(size_t size)
{
	/* aligned_alloc wants a multiple of the alignment. */
	size_t rounded = (size + 63) & ~(size_t)63;
	void *p = rounded >= size ? aligned_alloc(64, rounded) : NULL;
	if (p)
		memset(p, 0, rounded);
	return p;
}

int cellset_cpu_has_avx512(void)
{
#if HDC_HAVE_AVX512
	/* libgcc's and compiler-rt's check includes the OS saving the zmm
	 * state (XGETBV), not only the CPUID bit. */
	__builtin_cpu_init();
	return __builtin_cpu_supports("avx512f") != 0;
#else
	return 0;
#endif
}

/* One CPU feature, asked once (0: not asked yet; else the answer + 1). */
static int cpu_feature(atomic_int *known, int (*ask)(void))
{
	int k = atomic_load_explicit(known, memory_order_relaxed);
	if (k)
		return k - 1;
	k = ask();
	atomic_store_explicit(known, k + 1, memory_order_relaxed);
	return k;
}

static int ask_vpopcnt(void)
{
#if HDC_HAVE_AVX512
	__builtin_cpu_init();
	return __builtin_cpu_supports("avx512vpopcntdq") != 0;
#else
	return 0;
#endif
}

static int ask_vbmi2(void)
{
#if HDC_HAVE_AVX512
	__builtin_cpu_init();
	return __builtin_cpu_supports("avx512vbmi2") != 0 &&
	       __builtin_cpu_supports("avx512vpopcntdq") != 0 &&
	       __builtin_cpu_supports("avx512bw") != 0;
#else
	return 0;
#endif
}

int cellset_cpu_has_vpopcnt(void)
{
	static atomic_int known;
	return cpu_feature(&known, ask_vpopcnt);
}

int cellset_cpu_has_vbmi2(void)
{
	static atomic_int known;
	return cpu_feature(&known, ask_vbmi2);
}

/* 0: not decided yet; else the path + 1.  Racing threads compute the same
 * answer, so a relaxed store suffices. */
static atomic_int chosen;

static int ask_avx2(void)
{
#if HDC_HAVE_AVX512
	__builtin_cpu_init();
	return __builtin_cpu_supports("avx2") != 0 && __builtin_cpu_supports("popcnt") != 0;
#else
	return 0;
#endif
}

int cellset_cpu_has_avx2(void)
{
	static atomic_int known;
	return cpu_feature(&known, ask_avx2);
}

/* Whether the environment variable is set to anything but "" or "0". */
static int env_says_no(const char *name)
{
	const char *no = getenv(name);
	return no && no[0] && !(no[0] == '0' && !no[1]);
}

enum cellset_path cellset_path(void)
{
	int c = atomic_load_explicit(&chosen, memory_order_relaxed);
	if (c)
		return (enum cellset_path)(c - 1);
	/* HDC_NO_AVX512=1 forces the portable path (valgrind does not emulate
	 * AVX-512), HDC_CELLSET_PATH=avx2 or =portable caps the choice: CI
	 * runs the suites once on each path. */
	const char *want = getenv("HDC_CELLSET_PATH");
	int allow_avx2 = !env_says_no("HDC_NO_AVX512") && !(want && strcmp(want, "portable") == 0);
	int allow_avx512 = allow_avx2 && !(want && strcmp(want, "avx2") == 0);
	enum cellset_path p = allow_avx512 && cellset_cpu_has_avx512() ? CELLSET_AVX512
	                      : allow_avx2 && cellset_cpu_has_avx2()   ? CELLSET_AVX2
	                                                               : CELLSET_PORTABLE;
	atomic_store_explicit(&chosen, (int)p + 1, memory_order_relaxed);
	return p;
}

const char *cellset_path_name(enum cellset_path p)
{
	return p == CELLSET_AVX512 ? "avx512" : p == CELLSET_AVX2 ? "avx2" : "portable";
}
