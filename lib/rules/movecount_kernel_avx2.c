/*
 * movecount_kernel_avx2.c - the bulk counter's kernel (movecount_kernel.h)
 * on the AVX2 path (two ymm registers a set, cellset_avx2.h; the counts as
 * nibble-table popcounts into four lanes: the portable path's bit-sliced
 * counters would take the 16 ymm registers all).
 */
#include "movecount_job.h"

#if HDC_HAVE_AVX512
#define KERNEL count_free_avx2
#define KERNEL_DIRS watch_dirs_avx2
#define KERNEL_BASE count_base_avx2
#define KERNEL_DIRS_BASE dirs_base_avx2
#define KERNEL_DIRS_SHARED dirs_shared_avx2
#define KERNEL_SHARED count_shared_avx2
#define KERNEL_MASKED count_masked_avx2
#define KERNEL_ATTR CS256_TARGET
#include "kernel_ops_avx2.h"
#define K_LANE_COUNT 1
#define K_LANES_T __m256i
#define K_LANES_ZERO() _mm256_setzero_si256()
#define K_LANES_ADD(lanes, set) cs256_count_add(lanes, set)
#define K_LANES_SUM(lanes) cs256_count_sum(lanes)
#include "movecount_kernel.h"
#include "kernel_ops_undef.h"

const struct count_kernel_passes count_passes_avx2 = COUNT_PASSES(avx2);
#else
/* No AVX2 path in this build: nothing here (ISO C wants a declaration). */
typedef int movecount_kernel_avx2_absent;
#endif
