/* cellset.c - choosing the cell set path once, at run time. */
#include "cellset.h"

#include <stdatomic.h>
#include <stdlib.h>

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

/* 0: not decided yet; else the path + 1.  Racing threads compute the same
 * answer, so a relaxed store suffices. */
static atomic_int chosen;

enum cellset_path cellset_path(void)
{
	int c = atomic_load_explicit(&chosen, memory_order_relaxed);
	if (c)
		return (enum cellset_path)(c - 1);
	/* HDC_NO_AVX512=1 forces the portable path: valgrind does not emulate
	 * AVX-512, and CI runs the suites once on each path. */
	const char *no = getenv("HDC_NO_AVX512");
	int forbid = no && no[0] && !(no[0] == '0' && !no[1]);
	enum cellset_path p = !forbid && cellset_cpu_has_avx512() ? CELLSET_AVX512
	                                                           : CELLSET_PORTABLE;
	atomic_store_explicit(&chosen, (int)p + 1, memory_order_relaxed);
	return p;
}

const char *cellset_path_name(enum cellset_path p)
{
	return p == CELLSET_AVX512 ? "avx512" : "portable";
}
