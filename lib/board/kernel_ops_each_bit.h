/* kernel_ops_each_bit.h - K_EACH_BIT on a wide path's K_T, K_STORE and
 * K_WORDS; included by kernel_ops_avx512.h and kernel_ops_avx2.h (not
 * guarded: each inclusion defines it anew, kernel_ops_undef.h removes it). */
/* Runs the statements for each bit of a set: only the words the mask of
 * non-zero words (K_WORDS) names are scanned.  Shared by the wide paths
 * (kernel_ops_avx512.h, kernel_ops_avx2.h). */
#define K_EACH_BIT(set, bit, ...)                                                  \
	do {                                                                       \
		const K_T bits_set_ = (set);                                       \
		cellset bits_words_;                                               \
		K_STORE(&bits_words_, bits_set_);                                  \
		for (unsigned bits_m_ = K_WORDS(bits_set_); bits_m_;               \
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
