/*
 * movegen_captures_paths.h - movegen_captures_kernel.h compiled for every
 * cell set path, as KERNEL_NAME(portable), KERNEL_NAME(avx512),
 * KERNEL_NAME(avx512_vbmi2) and KERNEL_NAME(avx2); movegen_captures.c
 * includes it once for the captures and once for every move
 * (KERNEL_ALL_MOVES).  Not guarded.
 */
#define KERNEL KERNEL_NAME(portable)
#define KERNEL_ATTR
#include "kernel_ops_portable.h"
#include "movegen_captures_kernel.h"
#include "kernel_ops_undef.h"

#if HDC_HAVE_AVX512
#define KERNEL KERNEL_NAME(avx512)
#define KERNEL_ATTR CS512_TARGET
#include "kernel_ops_avx512.h"
#include "movegen_captures_kernel.h"
#include "kernel_ops_undef.h"
/* And with VBMI2's funnel shifts in the fills: one instruction where a
 * shift with carries between words takes three (boards whose fills are
 * not word-local: the hexagon). */
#define KERNEL KERNEL_NAME(avx512_vbmi2)
#define KERNEL_ATTR CS512V_TARGET
#include "kernel_ops_avx512.h"
#undef K_SLIDE
#define K_SLIDE(sd, d, s, e) cs512v_slide(sd, d, s, e)
#include "movegen_captures_kernel.h"
#include "kernel_ops_undef.h"
/* And on two ymm registers, for CPUs with AVX2 alone. */
#define KERNEL KERNEL_NAME(avx2)
#define KERNEL_ATTR CS256_TARGET
#include "kernel_ops_avx2.h"
#include "movegen_captures_kernel.h"
#include "kernel_ops_undef.h"
#endif
