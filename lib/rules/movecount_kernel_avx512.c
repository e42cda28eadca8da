/*
 * movecount_kernel_avx512.c - the bulk counter's kernel (movecount_kernel.h)
 * on the AVX-512 path (AVX-512F; the counts in bit-sliced
 * counters).
 */
#include "movecount_job.h"

#if HDC_HAVE_AVX512
#define KERNEL count_free_avx512
#define KERNEL_DIRS watch_dirs_avx512
#define KERNEL_BASE count_base_avx512
#define KERNEL_DIRS_BASE dirs_base_avx512
#define KERNEL_DIRS_SHARED dirs_shared_avx512
#define KERNEL_SHARED count_shared_avx512
#define KERNEL_MASKED count_masked_avx512
#define KERNEL_ATTR CS512_TARGET
#include "kernel_ops_avx512.h"
#include "movecount_kernel.h"
#include "kernel_ops_undef.h"

const struct count_kernel_passes count_passes_avx512 = COUNT_PASSES(avx512);
#else
/* No AVX-512 path in this build: nothing here (ISO C wants a declaration). */
typedef int movecount_kernel_avx512_absent;
#endif
