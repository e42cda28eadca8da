/*
 * movecount_job.h - what the bulk counter (movecount.c) and its kernels
 * share: the job a kernel works on, the bases a parent's children share,
 * and each kernel's entry points.  The kernels are compiled in their own
 * files (movecount_kernel_*.c, one per instruction set), so that a build
 * compiles them side by side: in one file they took most of a sanitizer
 * build's compile time, one core busy and the other idle.
 */
#ifndef HDC_MOVECOUNT_JOB_H
#define HDC_MOVECOUNT_JOB_H

#include <stdalign.h>
#include <string.h>

#include "make.h"
#include "variant_bits.h"

struct count_job {
	cellset held;                /* own pieces not counted here: the
	                              * first pass (KERNEL_DIRS*) clears it */
	const struct variant *v;
	const struct variant_bits *bits;
	const cellset *by_type;      /* the side to move's sets by type */
	const cellset *enemy_by_type;
	int us;
	/* The kings' bits, and the cells their leaps reach now (C'escacs: a
	 * king that never moved; the side to move's only out of check): the
	 * variant's table, or an empty set (pointers: a copy of 64 bytes a
	 * child for sets that are empty on every board but one). */
	int king_bit, enemy_king_bit;
	const cellset *king_leaps, *enemy_king_leaps;
	/* KERNEL_DIRS_SHARED's: bit t, the enemy's men of type t moved since
	 * the parent (the caller knows it from the move: cheaper than
	 * comparing every type's set with the base's). */
	uint32_t moved;
	/* KERNEL_SHARED's: the cells (bits) where the enemy's men changed
	 * since the parent, changed[0..nchanged); nchanged 0: unknown, the
	 * kernel compares the sets. */
	unsigned nchanged;
	uint16_t changed[3];
	/* KERNEL_SHARED's: bit t, the move took the side to move's man of
	 * type t (on changed[1], or e.p. on changed[2]); 0: it took none. */
	uint32_t taken;
	/* The move moved one man of one type (job->moved's) from changed[0]
	 * to changed[1]: KERNEL_DIRS_SHARED takes its cells from there. */
	int simple;
	cellset att; /* KERNEL_DIRS': what the enemy attacks near our king */
	cellset mask; /* KERNEL_MASKED's: the cells that answer a single check */
	/* Out: the count, and pawn target sets on promotion cells. */
	uint64_t count;
	unsigned npromo;
	cellset promo[16];
};

/*
 * What the first pass of the children of one position shares: the enemy
 * (the side to move at the parent) moves one or two men, so its slide
 * groups' beam tests (hits: bit i, slide_dir i) and its near attacks
 * (steps, leaps, pawn captures; near2: the cells attacked twice or more)
 * at the parent mostly stay, and so do the fills of the hit directions
 * whose lines the move left alone.  their: its sets by type at the
 * parent, for the types in `types` (slide_types, its sliders', and
 * near_types).
 */
#define COUNT_GENERAL_SLOTS GENERAL_SLOTS_KEPT
/* The pawn move families (struct count_base): as many as variant.h's
 * push and capture directions. */
#define PAWN_PUSH_FAMILIES 3
#define PAWN_FAMILIES (PAWN_PUSH_FAMILIES + 6)
#define DIRS_GENERAL_SLOTS 4

struct dirs_base {
	cellset near, near2;
	uint64_t hits;
	uint32_t types, near_types, slide_types;
	cellset own;               /* the side that moves next: its men */
	cellset their[MAX_TYPES];  /* [0]: all the enemy's men */
	/* For each hit i: the fill, the cells it read, and whether it
	 * found a pin (bit i). */
	uint64_t fill_pin;
	cellset fill[64], fill_read[64];
	/* The general shapes' capture fills, per type among the enemy's
	 * general_attack_types (the first DIRS_GENERAL_SLOTS): the cells
	 * they attack (and read: a fill reads only cells it reaches) and
	 * the king's lines a pin by one of their men may lie on.  Both stay
	 * in a child whose move moved none of them and changed none of
	 * those cells (the king stands still). */
	cellset general_att[DIRS_GENERAL_SLOTS];
	uint64_t general_far[DIRS_GENERAL_SLOTS];
};

/*
 * What the children of one position share (count_legal_after()): the
 * side that moves next is the same in each, its men stand still (but for
 * a capture), and its slide and step targets change only along the lines
 * through the cells the move changed.  So they are counted once, at the
 * parent, per slide direction, with the cells each direction's fill read.
 */
struct count_base {
	cellset own, enemy;      /* the next side's men and its enemy's, at the parent */
	uint64_t slide_total;    /* the slide targets, all directions */
	uint64_t step_total;     /* the step and reach-table targets */
	cellset step_reach;      /* the cells those steps reach, whatever holds them */
	uint32_t cnt[64];        /* by slide direction index (variant_bits.slide_dir) */
	/* By bit: the slide direction indexes whose fill read the cell
	 * (reached it: the fill reads no cell beyond; a child in check
	 * counts from it the kept directions' moves onto the cells that
	 * answer the check). */
	uint64_t aff[HDC_MAX_CELLS];
	/* The same for the general shapes (variant.h) by slot, their place
	 * among the side's shapes: the first COUNT_GENERAL_SLOTS, whose
	 * counts are kept (the others are counted again in every child). */
	uint32_t gen_cnt[COUNT_GENERAL_SLOTS];
	uint64_t gen_total;      /* their sum */
	uint32_t aff_gen[HDC_MAX_CELLS];
	struct dirs_base dirs;
	/* The pawns' moves (none onto a promotion cell, else pawn_kept is
	 * 0) and the cells they read: every cell a push passes or lands on
	 * and every capture target, whatever stands there; in all, and by
	 * family (the main push with its multi-steps, then each other push
	 * direction, then each capture direction).  A child that holds and
	 * took no pawn counts again only the families whose cells it
	 * changed. */
	cellset pawn_reach;
	cellset pawn_family_reach[PAWN_FAMILIES];
	uint32_t pawn_family_cnt[PAWN_FAMILIES];
	uint64_t pawn_total;
	int pawn_kept;
	/* Spacing, measured: with the size 1 KiB past a multiple of 4 KiB,
	 * C'escacs' perft 5 ran 30 % slower; at a multiple, HDC's perft 4
	 * 15 % slower; from 2 to 3.5 KiB past one, neither
	 * (docs/BITBOARDS.md, thirteenth session).  Most likely 4K
	 * aliasing: the children's kernels run in stack frames at a fixed
	 * distance below this base, and a load whose address shares the low
	 * twelve bits with a pending store's waits for it. */
	char spacing[1536 - 64 - (64 + 8) * DIRS_GENERAL_SLOTS - (64 + 4) * PAWN_FAMILIES];
};

_Static_assert(sizeof ((struct variant *)0)->push_dir[0] == PAWN_PUSH_FAMILIES &&
                       sizeof ((struct variant *)0)->capture_dir[0] ==
                               PAWN_FAMILIES - PAWN_PUSH_FAMILIES,
               "struct count_base: one pawn family per push and capture direction");

#if defined(__x86_64__) && defined(__LP64__)
_Static_assert(sizeof(struct count_base) % 4096 >= 2048 && sizeof(struct count_base) % 4096 <= 3584,
               "struct count_base: set spacing so that its size is 2-3.5 KiB past a multiple "
               "of 4 KiB (see the comment on spacing)");
#endif

/* Each kernel's two passes, and the second's base and shared forms. */
struct count_kernel_passes {
	uint64_t (*dirs)(struct count_job *job);
	void (*count)(struct count_job *job);
	void (*dirs_base)(struct count_job *job, struct dirs_base *base);
	uint64_t (*dirs_shared)(struct count_job *job, const struct dirs_base *base);
	void (*base)(struct count_job *job, struct count_base *base);
	void (*shared)(struct count_job *job, const struct count_base *base);
	void (*masked)(struct count_job *job, const struct count_base *base);
};

/* Defined by movecount_kernel_*.c (the AVX-512 ones where
 * HDC_HAVE_AVX512). */
extern const struct count_kernel_passes count_passes_portable;
#if HDC_HAVE_AVX512
extern const struct count_kernel_passes count_passes_avx512;
extern const struct count_kernel_passes count_passes_avx512_vpopcnt;
extern const struct count_kernel_passes count_passes_avx512_vbmi2;
extern const struct count_kernel_passes count_passes_avx2;
#endif

/* The kernel functions of one movecount_kernel_*.c as its passes. */
#define COUNT_PASSES(suffix)                                                            \
	{ watch_dirs_##suffix, count_free_##suffix, dirs_base_##suffix,                    \
	  dirs_shared_##suffix, count_base_##suffix, count_shared_##suffix,                \
	  count_masked_##suffix }

#endif
