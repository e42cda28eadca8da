/* kernel_ops_avx512.h - the kernel operations on __m512i (see
 * kernel_ops_portable.h); only where HDC_HAVE_AVX512, in functions
 * carrying CS512_TARGET (or CS512V_TARGET). */
#define K_T __m512i
#define K_LOAD(p) cs512_load(p)
#define K_STORE(p, s) cs512_store(p, s)
#define K_SINGLE(bit) cs512_single(bit)
#define K_ZERO() cs512_zero()
#define K_AND(a, b) cs512_and(a, b)
#define K_OR(a, b) cs512_or(a, b)
#define K_XOR(a, b) cs512_xor(a, b)
#define K_ANDNOT(a, b) cs512_andnot(a, b)
#define K_ANY(a) cs512_any(a)
/* A bit per non-empty 64-bit word. */
#define K_WORDS(a) ((unsigned)_mm512_test_epi64_mask(a, a))
/* Do a and b share a bit?  One vptestmq, no AND first. */
#define K_MEET(a, b) (_mm512_test_epi64_mask(a, b) != 0)
#define K_EQUAL(a, b) cs512_equal(a, b)
#define K_POPCOUNT(a) cs512_popcount(a)
#define K_STEP(sd, d, s) cs512_step(sd, d, s)
#define K_SLIDE(sd, d, s, e) cs512_slide(sd, d, s, e)
#define K_UNION(which, sets) cs512_union_of(which, sets)
#include "kernel_ops_each_bit.h"
