/* kernel_ops_avx2.h - the kernel operations on two ymm registers (see
 * kernel_ops_portable.h and cellset_avx2.h); only where HDC_HAVE_AVX512,
 * in functions carrying CS256_TARGET. */
#include "cellset_avx2.h"

#define K_T cs256
#define K_LOAD(p) cs256_load(p)
#define K_STORE(p, s) cs256_store(p, s)
#define K_SINGLE(bit) cs256_single(bit)
#define K_ZERO() cs256_zero()
#define K_AND(a, b) cs256_and(a, b)
#define K_OR(a, b) cs256_or(a, b)
#define K_XOR(a, b) cs256_xor(a, b)
#define K_ANDNOT(a, b) cs256_andnot(a, b)
#define K_ANY(a) cs256_any(a)
#define K_WORDS(a) cs256_words(a)
#define K_MEET(a, b) cs256_meet(a, b)
#define K_EQUAL(a, b) cs256_equal(a, b)
#define K_POPCOUNT(a) cs256_popcount(a)
#define K_STEP(sd, d, s) cs256_step(sd, d, s)
#define K_SLIDE(sd, d, s, e) cs256_slide(sd, d, s, e)
#define K_UNION(which, sets) cs256_union_of(which, sets)
#include "kernel_ops_each_bit.h"
