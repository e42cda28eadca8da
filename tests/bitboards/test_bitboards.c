/*
 * test_bitboards.c - the 512-bit cell sets and the directions as shifts
 * (lib/board/cellset.h, shiftdirs.h), white-box, on every built-in variant
 * and the example user variants (the .hvd files of examples/variants):
 *
 *   - the tables: a box's bits are its cell numbers, the hexagon's a
 *     padded index, every cell has a bit of its own;
 *   - a step of a one-cell set is the geometry's step (or empty), its
 *     reverse brings it back, and the from/to masks say where steps exist;
 *   - a Kogge-Stone slide from one slider, and from many at once, is the
 *     walk along the geometry's rays up to and including the first
 *     blocker, on seeded random occupancies;
 *   - the portable, AVX-512 and AVX2 paths agree on every operation and
 *     on the dispatched slide kernel, for random sets (skipped, and said
 *     so, on a CPU without AVX-512 or AVX2).
 *
 * HDC_NO_AVX512=1 makes cellset_path() portable (run so under valgrind,
 * which does not emulate AVX-512); the path comparison then is skipped too.
 */
#include "check_fast.h"
#include <stdio.h>
#include <stdlib.h>

#include "common_bb.h"

static struct bb_variant variants[BB_MAX_VARIANTS];
static int nvariants;
/* Random boards per variant in the fill tests (a third of them per box):
 * fewer in short runs (HDC_TEST_SHORT: valgrind, ASan+UBSan; under valgrind
 * the 24 took four minutes); from nearly empty to nearly full either way. */
static int slide_rounds = 24;

/* The ray walk: cells along d from cell, up to the first occupied one. */
static cellset ray_walk(const struct geometry *g, const struct shift_dirs *sd, unsigned cell,
                        unsigned d, const cellset *occ)
{
	cellset r = cs_zero();
	const uint16_t *ray = geometry_ray(g, cell, d);
	for (int k = 0; k < g->ray_len && ray[k] != CELL_NONE; k++) {
		cs_set(&r, sd->bit_of[ray[k]]);
		if (cs_test(occ, sd->bit_of[ray[k]]))
			break;
	}
	return r;
}

/* A box's bits are its cell numbers unless its layers have fewer than 64
 * cells and there are several: then each layer is padded to a word (one
 * cell a layer: the bit is the layer, the stride 64). */
static int box_is_identity(const struct geometry *g)
{
	return g->nx * g->ny >= 64 || g->nz == 1 || g->nx * g->ny == 1;
}

/* Where each layer has a word, every direction's shifts are word-local
 * (shiftdirs.c: plan_word_local), so the fills take no carries. */
static void check_word_local(const char *name, const struct geometry *g,
                             const struct shift_dirs *sd)
{
	if (g->nx * g->ny > 64)
		return;
	for (int d = 0; d < sd->ndirs; d++)
		ck_assert_msg(sd->plan[d].kind & 4, "%s: direction %d has no word-local plan", name,
		              d);
}

START_TEST(test_tables)
{
	ck_assert_int_gt(nvariants, 4); /* the built-ins and some examples */
	for (int i = 0; i < nvariants; i++) {
		const struct variant *v = variants[i].v;
		const struct shift_dirs *sd = variants[i].sd;
		ck_assert_msg(sd != NULL, "%s: no shift tables", variants[i].name);
		ck_assert_int_eq(cs_popcount(sd->cells), v->geo.ncells);
		ck_assert_int_le(sd->nbits, CELLSET_BITS);
		ck_assert_int_eq(sd->identity, v->geo.shape == SHAPE_CUBE && box_is_identity(&v->geo));
		for (int c = 0; c < v->geo.ncells; c++)
			ck_assert_uint_eq(sd->cell_of[sd->bit_of[c]], (unsigned)c);
		if (v->geo.shape == SHAPE_CUBE)
			check_word_local(variants[i].name, &v->geo, sd);
		printf("%-14s %3d cells in bits 0..%d (stride %d, %s), %d directions, %d slide\n",
		       variants[i].name, v->geo.ncells, sd->nbits - 1, sd->stride,
		       sd->identity ? "bit = cell" : "padded", sd->ndirs, sd->nslide);
	}
}
END_TEST

static void check_steps(const char *name, const struct geometry *g, const struct shift_dirs *sd)
{
	for (int c = 0; c < g->ncells; c++) {
		cellset one = cs_single(sd->bit_of[c]);
		for (int d = 0; d < g->ndirs; d++) {
			unsigned t = geometry_step(g, (unsigned)c, (unsigned)d);
			cellset want = t == CELL_NONE ? cs_zero() : cs_single(sd->bit_of[t]);
			ck_assert_msg(cs_equal(cs_step(sd, (unsigned)d, one), want),
			              "%s: step of cell %d along %d", name, c, d);
			ck_assert_int_eq(cs_test(&sd->from[d], sd->bit_of[c]), t != CELL_NONE);
			if (t != CELL_NONE)
				ck_assert(cs_equal(cs_step_back(sd, (unsigned)d, want), one));
		}
	}
	/* Padding bits are in no mask. */
	for (int d = 0; d < g->ndirs; d++) {
		ck_assert(cs_empty(cs_andnot(sd->from[d], sd->cells)));
		ck_assert(cs_empty(cs_andnot(sd->to[d], sd->cells)));
	}
}

static void check_slides(const char *name, const struct geometry *g, const struct shift_dirs *sd,
                         uint64_t *seed, int rounds)
{
	for (int round = 0; round < rounds; round++) {
		/* From nearly empty boards to nearly full ones. */
		cellset occ = bb_random_subset(seed, &sd->cells, (unsigned)(round * 63 / (rounds - 1)));
		cellset empty = cs_andnot(sd->cells, occ);
		cellset sliders = bb_random_subset(seed, &occ, 16);
		for (int d = 0; d < g->nslide; d++) {
			cellset all = cs_zero();
			for (int c = 0; c < g->ncells; c++) {
				cellset want = ray_walk(g, sd, (unsigned)c, (unsigned)d, &occ);
				/* A lone slider: its own cell may be empty or not. */
				cellset got = cs_slide(sd, (unsigned)d, cs_single(sd->bit_of[c]), empty);
				ck_assert_msg(cs_equal(got, want), "%s: slide from %d along %d", name, c, d);
				if (cs_test(&sliders, sd->bit_of[c]))
					all = cs_or(all, want);
			}
			ck_assert_msg(cs_equal(cs_slide(sd, (unsigned)d, sliders, empty), all),
			              "%s: slide of many along %d", name, d);
		}
	}
}

START_TEST(test_steps)
{
	for (int i = 0; i < nvariants; i++)
		check_steps(variants[i].name, &variants[i].v->geo, variants[i].sd);
}
END_TEST

START_TEST(test_slides)
{
	uint64_t seed = 0x9E3779B97F4A7C15ull;
	for (int i = 0; i < nvariants; i++)
		check_slides(variants[i].name, &variants[i].v->geo, variants[i].sd, &seed,
		             slide_rounds);
}
END_TEST

/* Boxes no variant here has: the extremes docs/VARIANTS.md allows (16
 * files, 9 ranks, 8 layers, at most 512 cells), flat and thin ones. */
START_TEST(test_boxes)
{
	static const int sizes[][3] = { { 16, 4, 8 }, { 16, 9, 3 }, { 7, 9, 8 }, { 16, 1, 1 },
		                        { 1, 9, 1 },  { 1, 1, 8 },  { 1, 1, 1 }, { 16, 9, 1 },
		                        { 3, 5, 7 },  { 10, 8, 1 } };
	static struct shift_dirs sd;
	uint64_t seed = 31337;
	for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++) {
		struct geometry g;
		char name[32];
		snprintf(name, sizeof name, "box %dx%dx%d", sizes[i][0], sizes[i][1], sizes[i][2]);
		ck_assert_int_eq(geometry_init_cube(&g, sizes[i][0], sizes[i][1], sizes[i][2]), 0);
		ck_assert_int_eq(shift_dirs_build(&sd, &g), 0);
		ck_assert_int_eq(sd.identity, box_is_identity(&g));
		check_word_local(name, &g, &sd);
		check_steps(name, &g, &sd);
		check_slides(name, &g, &sd, &seed, slide_rounds / 3);
		geometry_release(&g);
	}
}
END_TEST

START_TEST(test_iterate)
{
	uint64_t seed = 7;
	for (int n = 0; n < 200; n++) {
		cellset s = cs_zero();
		for (int w = 0; w < CELLSET_WORDS; w++)
			s.w[w] = bb_rand(&seed) & bb_rand(&seed);
		cellset back = cs_zero();
		struct cs_iter it = cs_iter_of(s);
		unsigned b, last = 0, count = 0;
		while (cs_next(&it, &b)) {
			ck_assert(count == 0 || b > last);
			ck_assert(!cs_test(&back, b));
			cs_set(&back, b);
			last = b;
			count++;
		}
		ck_assert(cs_equal(back, s));
		ck_assert_int_eq((int)count, cs_popcount(s));
		/* cs_at_least on either side of the count (and sparse sets:
		 * the king's targets it decides on are a handful of bits). */
		for (int k = 0; k <= (int)count + 1; k++)
			ck_assert_int_eq(cs_at_least(s, k), k <= (int)count);
		cellset sparse = cs_zero();
		sparse.w[n % CELLSET_WORDS] = s.w[0] & s.w[1] & s.w[2];
		int nsparse = cs_popcount(sparse);
		for (int k = 0; k <= nsparse + 2; k++)
			ck_assert_int_eq(cs_at_least(sparse, k), k <= nsparse);
		if (count) {
			unsigned lowest = 0;
			while (!cs_test(&s, lowest))
				lowest++;
			ck_assert_uint_eq(cs_first(&s), lowest);
			cs_clear(&back, cs_first(&s));
			ck_assert_int_eq(cs_popcount(back), (int)count - 1);
		}
	}
	/* Shifts of a single bit, both ways, against the arithmetic. */
	for (int b = 0; b < CELLSET_BITS; b++)
		for (int k = -CELLSET_BITS - 8; k <= CELLSET_BITS + 8; k++) {
			cellset r = cs_shift(cs_single((unsigned)b), k);
			int t = b + k;
			if (t >= 0 && t < CELLSET_BITS)
				ck_assert(cs_equal(r, cs_single((unsigned)t)));
			else
				ck_assert(cs_empty(r));
		}
}
END_TEST

#if HDC_HAVE_AVX512
/* The AVX-512 operations, each in a function of its own target, returning
 * through memory so the comparison below is plain C. */
CS512_TARGET static void w_and(cellset *r, const cellset *a, const cellset *b)
{
	cs512_store(r, cs512_and(cs512_load(a), cs512_load(b)));
}
CS512_TARGET static void w_or(cellset *r, const cellset *a, const cellset *b)
{
	cs512_store(r, cs512_or(cs512_load(a), cs512_load(b)));
}
CS512_TARGET static void w_xor(cellset *r, const cellset *a, const cellset *b)
{
	cs512_store(r, cs512_xor(cs512_load(a), cs512_load(b)));
}
CS512_TARGET static void w_andnot(cellset *r, const cellset *a, const cellset *b)
{
	cs512_store(r, cs512_andnot(cs512_load(a), cs512_load(b)));
}
CS512_TARGET static void w_shift(cellset *r, const cellset *a, int k)
{
	cs512_store(r, cs512_shift(cs512_load(a), k));
}
CS512_TARGET static void w_step(cellset *r, const struct shift_dirs *sd, unsigned d,
                                const cellset *a)
{
	cs512_store(r, cs512_step(sd, d, cs512_load(a)));
}
CS512_TARGET static int w_popcount(const cellset *a)
{
	return cs512_popcount(cs512_load(a));
}
CS512_TARGET static int w_any(const cellset *a)
{
	return cs512_any(cs512_load(a));
}
CS512_TARGET static int w_equal(const cellset *a, const cellset *b)
{
	return cs512_equal(cs512_load(a), cs512_load(b));
}
CS512V_TARGET static void w_slide_vbmi2(cellset *r, const struct shift_dirs *sd, unsigned d,
                                        const cellset *sliders, const cellset *empty)
{
	cs512_store(r, cs512v_slide(sd, d, cs512_load(sliders), cs512_load(empty)));
}
#endif

#if HDC_HAVE_AVX512
/* One wide path's operations, each through memory (the wrappers above). */
struct wide_ops {
	const char *name;
	void (*and_)(cellset *, const cellset *, const cellset *);
	void (*or_)(cellset *, const cellset *, const cellset *);
	void (*xor_)(cellset *, const cellset *, const cellset *);
	void (*andnot)(cellset *, const cellset *, const cellset *);
	void (*shift)(cellset *, const cellset *, int);
	void (*step)(cellset *, const struct shift_dirs *, unsigned, const cellset *);
	int (*popcount)(const cellset *);
	int (*any)(const cellset *);
	int (*equal)(const cellset *, const cellset *);
	enum cellset_path path;
};

/* Every operation of the path against the portable one on random sets,
 * then its steps and dispatched slides on every variant. */
static void compare_path(const struct wide_ops *ops, uint64_t seed)
{
	for (int n = 0; n < 300; n++) {
		cellset a, b, p, w;
		for (int i = 0; i < CELLSET_WORDS; i++) {
			/* Sparse, dense and all-ones words; b sometimes one word. */
			uint64_t x = bb_rand(&seed), y = bb_rand(&seed);
			a.w[i] = n % 3 == 0 ? x & y : n % 3 == 1 ? x | y : ~0ull;
			b.w[i] = n % 5 == 0 ? 0 : n % 7 == 0 ? (i == n % 8 ? x : 0) : bb_rand(&seed);
		}
		ops->and_(&w, &a, &b);
		ck_assert(cs_equal(w, cs_and(a, b)));
		ops->or_(&w, &a, &b);
		ck_assert(cs_equal(w, cs_or(a, b)));
		ops->xor_(&w, &a, &b);
		ck_assert(cs_equal(w, cs_xor(a, b)));
		ops->andnot(&w, &a, &b);
		ck_assert(cs_equal(w, cs_andnot(a, b)));
		ck_assert_int_eq(ops->popcount(&a), cs_popcount(a));
		ck_assert_int_eq(ops->any(&b), cs_any(b));
		ck_assert_int_eq(ops->equal(&a, &b), cs_equal(a, b));
		ck_assert_int_eq(ops->equal(&a, &a), 1);
		for (int k = -CELLSET_BITS - 8; k <= CELLSET_BITS + 8; k++) {
			ops->shift(&w, &a, k);
			p = cs_shift(a, k);
			ck_assert_msg(cs_equal(w, p), "%s shift by %d", ops->name, k);
		}
	}
	for (int i = 0; i < nvariants; i++) {
		const struct shift_dirs *sd = variants[i].sd;
		static cellset sliders[MAX_DIRS], got[MAX_DIRS], want[MAX_DIRS];
		for (int round = 0; round < 32; round++) {
			cellset occ = bb_random_subset(&seed, &sd->cells, (unsigned)(round * 2));
			cellset empty = cs_andnot(sd->cells, occ);
			for (int d = 0; d < sd->ndirs; d++) {
				cellset w;
				ops->step(&w, sd, (unsigned)d, &occ);
				ck_assert_msg(cs_equal(w, cs_step(sd, (unsigned)d, occ)), "%s: %s step %d",
				              variants[i].name, ops->name, d);
			}
			for (int d = 0; d < sd->nslide; d++)
				sliders[d] = bb_random_subset(&seed, &occ, 24);
			shift_dirs_slide_all_path(CELLSET_PORTABLE, sd, sliders, &empty, want);
			shift_dirs_slide_all_path(ops->path, sd, sliders, &empty, got);
			for (int d = 0; d < sd->nslide; d++)
				ck_assert_msg(cs_equal(got[d], want[d]), "%s: %s slide along %d",
				              variants[i].name, ops->name, d);
			/* The funnel-shift fill (VBMI2), where the CPU has it. */
			for (int d = 0; ops->path == CELLSET_AVX512 && cellset_cpu_has_vbmi2() &&
			                d < sd->nslide; d++) {
				cellset v;
				w_slide_vbmi2(&v, sd, (unsigned)d, &sliders[d], &empty);
				ck_assert_msg(cs_equal(v, want[d]), "%s: vbmi2 slide along %d",
				              variants[i].name, d);
			}
		}
	}
}
#endif

START_TEST(test_paths)
{
#if HDC_HAVE_AVX512
	if (!cellset_cpu_has_avx512() || cellset_path() != CELLSET_AVX512) {
		printf("paths: AVX-512 %s: comparison skipped\n",
		       cellset_cpu_has_avx512() ? "disabled by HDC_NO_AVX512" : "not on this CPU");
		return;
	}
	static const struct wide_ops avx512 = { "avx512", w_and, w_or, w_xor, w_andnot, w_shift,
		                                w_step, w_popcount, w_any, w_equal, CELLSET_AVX512 };
	compare_path(&avx512, 12345);
	printf("paths: portable and avx512 agree%s\n",
	       cellset_cpu_has_vbmi2() ? " (vbmi2 fills too)" : "");
#else
	printf("paths: this build has no AVX-512 path: comparison skipped\n");
#endif
}
END_TEST

#if HDC_HAVE_AVX512
/* The AVX2 operations, as the AVX-512 ones above. */
CS256_TARGET static void n_and(cellset *r, const cellset *a, const cellset *b)
{
	cs256_store(r, cs256_and(cs256_load(a), cs256_load(b)));
}
CS256_TARGET static void n_or(cellset *r, const cellset *a, const cellset *b)
{
	cs256_store(r, cs256_or(cs256_load(a), cs256_load(b)));
}
CS256_TARGET static void n_xor(cellset *r, const cellset *a, const cellset *b)
{
	cs256_store(r, cs256_xor(cs256_load(a), cs256_load(b)));
}
CS256_TARGET static void n_andnot(cellset *r, const cellset *a, const cellset *b)
{
	cs256_store(r, cs256_andnot(cs256_load(a), cs256_load(b)));
}
CS256_TARGET static void n_shift(cellset *r, const cellset *a, int k)
{
	cs256_store(r, cs256_shift(cs256_load(a), k));
}
CS256_TARGET static void n_single(cellset *r, unsigned bit)
{
	cs256_store(r, cs256_single(bit));
}
CS256_TARGET static void n_step(cellset *r, const struct shift_dirs *sd, unsigned d,
                                const cellset *a)
{
	cs256_store(r, cs256_step(sd, d, cs256_load(a)));
}
CS256_TARGET static int n_popcount(const cellset *a)
{
	return cs256_popcount(cs256_load(a));
}
CS256_TARGET static int n_any(const cellset *a)
{
	return cs256_any(cs256_load(a));
}
CS256_TARGET static int n_meet(const cellset *a, const cellset *b)
{
	return cs256_meet(cs256_load(a), cs256_load(b));
}
CS256_TARGET static unsigned n_words(const cellset *a)
{
	return cs256_words(cs256_load(a));
}
CS256_TARGET static int n_equal(const cellset *a, const cellset *b)
{
	return cs256_equal(cs256_load(a), cs256_load(b));
}
#endif

/* The AVX2 path against the portable one, where the CPU has AVX2
 * (valgrind emulates it: its run compares them too). */
START_TEST(test_paths_avx2)
{
#if HDC_HAVE_AVX512
	if (!cellset_cpu_has_avx2()) {
		printf("paths: AVX2 not on this CPU: comparison skipped\n");
		return;
	}
	static const struct wide_ops avx2 = { "avx2", n_and, n_or, n_xor, n_andnot, n_shift,
		                              n_step, n_popcount, n_any, n_equal, CELLSET_AVX2 };
	compare_path(&avx2, 54321);
	/* The operations the AVX-512 path has no twin of here. */
	uint64_t seed = 777;
	for (int n = 0; n < 300; n++) {
		cellset a, b;
		for (int i = 0; i < CELLSET_WORDS; i++) {
			a.w[i] = n % 2 ? bb_rand(&seed) & bb_rand(&seed) : 0;
			b.w[i] = n % 3 && i == n % 8 ? bb_rand(&seed) : 0;
		}
		ck_assert_int_eq(n_meet(&a, &b), cs_any(cs_and(a, b)));
		ck_assert_uint_eq(n_words(&b), cs_words(b));
	}
	for (unsigned bit = 0; bit < CELLSET_BITS; bit++) {
		cellset w;
		n_single(&w, bit);
		ck_assert(cs_equal(w, cs_single(bit)));
	}
	printf("paths: portable and avx2 agree\n");
#else
	printf("paths: this build has no AVX2 path: comparison skipped\n");
#endif
}
END_TEST

int main(void)
{
	nvariants = bb_load_variants(variants, BB_MAX_VARIANTS);
	if (getenv("HDC_TEST_SHORT"))
		slide_rounds = 6;
	printf("cellset path: %s (CPU %s AVX-512F; HDC_NO_AVX512=%s)\n",
	       cellset_path_name(cellset_path()), cellset_cpu_has_avx512() ? "has" : "lacks",
	       getenv("HDC_NO_AVX512") ? getenv("HDC_NO_AVX512") : "");
	fflush(stdout);
	Suite *s = suite_create("bitboards");
	TCase *tc = tcase_create("core");
	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, test_tables);
	tcase_add_test(tc, test_steps);
	tcase_add_test(tc, test_slides);
	tcase_add_test(tc, test_boxes);
	tcase_add_test(tc, test_iterate);
	tcase_add_test(tc, test_paths);
	tcase_add_test(tc, test_paths_avx2);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	bb_free_variants(variants, nvariants);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
