/*
 * kernel_ops_portable.h, kernel_ops_avx512.h, kernel_ops_undef.h - the
 * cell set operations a kernel written once (lib/rules: movecount_kernel.h,
 * movegen_captures_kernel.h) is compiled against: include one of the first
 * two, then the kernel, then kernel_ops_undef.h.  K_T is the set type; the K_* names the operations
 * (cellset.h, shiftdirs.h, and their AVX-512 twins).  Not guarded: each
 * inclusion defines them anew.
 */
#define K_T cellset
#define K_LOAD(p) (*(p))
#define K_STORE(p, s) (*(p) = (s))
#define K_SINGLE(bit) cs_single(bit)
#define K_ZERO() cs_zero()
#define K_AND(a, b) cs_and(a, b)
#define K_OR(a, b) cs_or(a, b)
#define K_XOR(a, b) cs_xor(a, b)
#define K_ANDNOT(a, b) cs_andnot(a, b)
#define K_ANY(a) cs_any(a)
#define K_WORDS(a) cs_words(a)
#define K_MEET(a, b) cs_any(cs_and(a, b))
#define K_EQUAL(a, b) cs_equal(a, b)
#define K_POPCOUNT(a) cs_popcount(a)
#define K_STEP(sd, d, s) cs_step(sd, d, s)
#define K_SLIDE(sd, d, s, e) cs_slide(sd, d, s, e)
#define K_UNION(which, sets) cs_union_of(which, sets)
/* Runs the statements for each bit of a set (a `continue` among them
 * goes on to the next bit). */
#define K_EACH_BIT(set, bit, ...)                                                  \
	do {                                                                       \
		struct cs_iter bits_it_ = cs_iter_of(set);                         \
		unsigned bit;                                                      \
		while (cs_next(&bits_it_, &bit)) {                                 \
			__VA_ARGS__                                                \
		}                                                                  \
	} while (0)
