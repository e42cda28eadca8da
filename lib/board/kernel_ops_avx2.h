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
/* Runs the statements for each bit of a set (a `continue` among them
 * goes on to the next bit). */
#define K_EACH_BIT(set, bit, ...)                                                  \
	do {                                                                       \
		const cs256 bits_set_ = (set);                                     \
		cellset bits_words_;                                               \
		cs256_store(&bits_words_, bits_set_);                              \
		for (unsigned bits_m_ = cs256_words(bits_set_); bits_m_;           \
		     bits_m_ &= bits_m_ - 1) {                                     \
			unsigned bits_w_ = (unsigned)__builtin_ctz(bits_m_);       \
			for (uint64_t bits_x_ = bits_words_.w[bits_w_]; bits_x_;   \
			     bits_x_ &= bits_x_ - 1) {                             \
				unsigned bit =                                     \
					64 * bits_w_ + (unsigned)__builtin_ctzll(bits_x_); \
				__VA_ARGS__                                        \
			}                                                          \
		}                                                                  \
	} while (0)
