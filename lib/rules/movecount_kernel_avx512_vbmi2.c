/*
 * movecount_kernel_avx512_vbmi2.c - the bulk counter's kernel (movecount_kernel.h)
 * on the AVX-512 path with the vector popcount and
 * VBMI2's funnel shifts in the fills.
 */
#include "movecount_job.h"

#if HDC_HAVE_AVX512
#define KERNEL count_free_avx512_vbmi2
#define KERNEL_DIRS watch_dirs_avx512_vbmi2
#define KERNEL_BASE count_base_avx512_vbmi2
#define KERNEL_DIRS_BASE dirs_base_avx512_vbmi2
#define KERNEL_DIRS_SHARED dirs_shared_avx512_vbmi2
#define KERNEL_SHARED count_shared_avx512_vbmi2
#define KERNEL_MASKED count_masked_avx512_vbmi2
#define K_VPOPCNT 1
#define KERNEL_ATTR CS512V_TARGET
#include "kernel_ops_avx512.h"
#include "movecount_aff_avx512.h"
#define K_AFF_FROM_FILLS(aff, fills, ndirs, nbits) aff_from_fills(aff, fills, ndirs, nbits)
#undef K_SLIDE
#define K_SLIDE(sd, d, s, e) cs512v_slide(sd, d, s, e)
#include "movecount_kernel.h"
#include "kernel_ops_undef.h"

const struct count_kernel_passes count_passes_avx512_vbmi2 = COUNT_PASSES(avx512_vbmi2);
#else
/* No AVX-512 path in this build: nothing here (ISO C wants a declaration). */
typedef int movecount_kernel_avx512_vbmi2_absent;
#endif
