/* kernel_ops_undef.h - forgets the kernel operations and the kernel's
 * name and attribute (see kernel_ops_portable.h). */
#undef KERNEL
#undef KERNEL_DIRS
#undef KERNEL_BASE
#undef KERNEL_SHARED
#undef KERNEL_MASKED
#undef KERNEL_DIRS_BASE
#undef KERNEL_DIRS_SHARED
#undef KERNEL_ATTR
#undef K_T
#undef K_LOAD
#undef K_STORE
#undef K_ZERO
#undef K_SINGLE
#undef K_AND
#undef K_OR
#undef K_XOR
#undef K_ANDNOT
#undef K_ANY
#undef K_WORDS
#undef K_MEET
#undef K_EQUAL
#undef K_POPCOUNT
#undef K_STEP
#undef K_SLIDE
#undef K_UNION
#undef K_EACH_BIT
