/*
 * movecount_kernel_avx512_vpopcnt.c - the bulk counter's kernel (movecount_kernel.h)
 * on the AVX-512 path with the vector popcount
 * (AVX512-VPOPCNTDQ), for the CPUs that have it.
 */
#include "movecount_job.h"

#if HDC_HAVE_AVX512
#define KERNEL count_free_avx512_vpopcnt
#define KERNEL_DIRS watch_dirs_avx512_vpopcnt
#define KERNEL_BASE count_base_avx512_vpopcnt
#define KERNEL_DIRS_BASE dirs_base_avx512_vpopcnt
#define KERNEL_DIRS_SHARED dirs_shared_avx512_vpopcnt
#define KERNEL_SHARED count_shared_avx512_vpopcnt
#define KERNEL_MASKED count_masked_avx512_vpopcnt
#define K_VPOPCNT 1
#define KERNEL_ATTR __attribute__((target("avx512f,avx512vpopcntdq,popcnt")))
#include "kernel_ops_avx512.h"
#include "movecount_kernel.h"
#include "kernel_ops_undef.h"

const struct count_kernel_passes count_passes_avx512_vpopcnt = COUNT_PASSES(avx512_vpopcnt);
#else
/* No AVX-512 path in this build: nothing here (ISO C wants a declaration). */
typedef int movecount_kernel_avx512_vpopcnt_absent;
#endif
