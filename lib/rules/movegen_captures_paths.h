/*
 * movegen_captures_paths.h - movegen_captures_kernel.h compiled for every
 * cell set path, as KERNEL_NAME(portable), KERNEL_NAME(avx512),
 * KERNEL_NAME(avx512_vbmi2) and KERNEL_NAME(avx2); movegen_captures.c
 * includes it once for the captures and once for every move
 * (KERNEL_ALL_MOVES).  Not guarded.
 */
/* K_FROM_BEHIND, K_FROM: hits_from_behind() and hits_from()
 * (kernel_hits.h) with the kernel's cell_of, or the path's own where it
 * has one. */
#define K_FROM_BEHIND(h, back, kind, out) hits_from_behind(h, cell_of, back, kind, out)
#define K_FROM(h, from, kind, out) hits_from(h, cell_of, from, kind, out)
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
/* And its byte compress to list every move, where bit == cell (the
 * captures' sets hold a move or two a word: the loops stay there). */
#if KERNEL_ALL_MOVES
#undef K_FROM_BEHIND
#undef K_FROM
#define K_FROM_BEHIND(h, back, kind, out)                                              \
	(c->pos->cell_of ? hits_from_behind(h, cell_of, back, kind, out)               \
	                 : hits_boxes(h, 1, back, 0, kind, out))
#define K_FROM(h, from, kind, out)                                                     \
	(c->pos->cell_of ? hits_from(h, cell_of, from, kind, out)                      \
	                 : hits_boxes(h, 0, 0, from, kind, out))
#endif
#include "movegen_captures_kernel.h"
#include "kernel_ops_undef.h"
#undef K_FROM_BEHIND
#undef K_FROM
#define K_FROM_BEHIND(h, back, kind, out) hits_from_behind(h, cell_of, back, kind, out)
#define K_FROM(h, from, kind, out) hits_from(h, cell_of, from, kind, out)
/* And on two ymm registers, for CPUs with AVX2 alone. */
#define KERNEL KERNEL_NAME(avx2)
#define KERNEL_ATTR CS256_TARGET
#include "kernel_ops_avx2.h"
#include "movegen_captures_kernel.h"
#include "kernel_ops_undef.h"
#endif
#undef K_FROM_BEHIND
#undef K_FROM
