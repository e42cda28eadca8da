/*
 * movecount_kernel_portable.c - the bulk counter's kernel (movecount_kernel.h)
 * on the portable cell set path (eight 64-bit words).
 */
#include "movecount_job.h"

#define KERNEL count_free_portable
#define KERNEL_DIRS watch_dirs_portable
#define KERNEL_BASE count_base_portable
#define KERNEL_DIRS_BASE dirs_base_portable
#define KERNEL_DIRS_SHARED dirs_shared_portable
#define KERNEL_SHARED count_shared_portable
#define KERNEL_MASKED count_masked_portable
#define KERNEL_ATTR
#include "kernel_ops_portable.h"
#include "movecount_kernel.h"
#include "kernel_ops_undef.h"

const struct count_kernel_passes count_passes_portable = COUNT_PASSES(portable);
