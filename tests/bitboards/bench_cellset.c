/*
 * bench_cellset.c - what the 512-bit cell sets cost, on both paths (not a
 * test: it prints figures; docs/BITBOARDS.md quotes them).
 *
 *   build/tests/bitboards/bench_cellset [iterations-scale]
 *
 * 1. ns per operation: shift (several offsets), step, slide (fill along
 *    one direction), popcount, each in a dependent chain so that the
 *    figure is latency-bound as in a generator, portable and AVX-512.
 * 2. The question that decides the generator's design: the attack sets of
 *    all sliders of one side along all slide directions, for HDC's start
 *    and a middlegame position (and Raumschach's and C'escacs'), computed
 *    (a) with one Kogge-Stone fill per direction for all sliders at once
 *    (slider sets built per direction from per-type sets, as a bitboard
 *    position would keep them), on each path, and (b) as today's generator
 *    does, walking each slider's rays in the geometry's ray table to the
 *    first blocker, into the same per-direction sets, and counting only.
 *    The results are checked equal.
 *
 * Times are the thread's CPU time (CLOCK_THREAD_CPUTIME_ID); part 2 takes
 * the best of 3 runs.
 */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "common_bb.h"
#include "position.h"

static volatile uint64_t sink;

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static long scale = 1;

static double best(double a, double b)
{
	return a < b ? a : b;
}

/* ---- 1. operations ---- */

static double ops_shift_portable(cellset x, int k, long n)
{
	double t = now();
	cellset y = x;
	for (long i = 0; i < n; i++)
		y = cs_xor(cs_shift(y, k), x);
	sink += y.w[3];
	return (now() - t) * 1e9 / (double)n;
}

static double ops_step_portable(const struct shift_dirs *sd, unsigned d, cellset x, long n)
{
	double t = now();
	cellset y = x;
	for (long i = 0; i < n; i++)
		y = cs_xor(cs_step(sd, d, y), x);
	sink += y.w[3];
	return (now() - t) * 1e9 / (double)n;
}

static double ops_slide_portable(const struct shift_dirs *sd, unsigned d, cellset x,
                                 cellset empty, long n)
{
	double t = now();
	cellset y = x;
	for (long i = 0; i < n; i++)
		y = cs_xor(cs_slide(sd, d, y, empty), x);
	sink += y.w[3];
	return (now() - t) * 1e9 / (double)n;
}

static double ops_popcount_portable(cellset x, long n)
{
	double t = now();
	uint64_t acc = 0;
	for (long i = 0; i < n; i++) {
		acc += (uint64_t)cs_popcount(x);
		x.w[i & 7] ^= acc;
	}
	sink += acc;
	return (now() - t) * 1e9 / (double)n;
}

#if HDC_HAVE_AVX512
CS512_TARGET static double ops_shift_avx512(cellset x, int k, long n)
{
	double t = now();
	__m512i c = cs512_load(&x), y = c;
	for (long i = 0; i < n; i++)
		y = cs512_xor(cs512_shift(y, k), c);
	cs512_store(&x, y);
	sink += x.w[3];
	return (now() - t) * 1e9 / (double)n;
}

CS512_TARGET static double ops_step_avx512(const struct shift_dirs *sd, unsigned d, cellset x,
                                           long n)
{
	double t = now();
	__m512i c = cs512_load(&x), y = c;
	for (long i = 0; i < n; i++)
		y = cs512_xor(cs512_step(sd, d, y), c);
	cs512_store(&x, y);
	sink += x.w[3];
	return (now() - t) * 1e9 / (double)n;
}

CS512_TARGET static double ops_slide_avx512(const struct shift_dirs *sd, unsigned d, cellset x,
                                            cellset empty, long n)
{
	double t = now();
	__m512i c = cs512_load(&x), y = c, e = cs512_load(&empty);
	for (long i = 0; i < n; i++)
		y = cs512_xor(cs512_slide(sd, d, y, e), c);
	cs512_store(&x, y);
	sink += x.w[3];
	return (now() - t) * 1e9 / (double)n;
}

CS512_TARGET static double ops_popcount_avx512(cellset x, long n)
{
	double t = now();
	uint64_t acc = 0;
	__m512i y = cs512_load(&x);
	for (long i = 0; i < n; i++) {
		acc += (uint64_t)cs512_popcount(y);
		y = cs512_xor(y, _mm512_set1_epi64((long long)acc));
	}
	sink += acc;
	return (now() - t) * 1e9 / (double)n;
}
#endif

static void bench_ops(const struct bb_variant *hdc, int wide)
{
	const struct shift_dirs *sd = hdc->sd;
	uint64_t seed = 99;
	cellset x = bb_random_subset(&seed, &sd->cells, 20);
	cellset empty = cs_andnot(sd->cells, bb_random_subset(&seed, &sd->cells, 16));
	long n = 2000000 * scale;
	static const int ks[] = { 1, 8, 9, 64, 73, -1, -64, -73, 200 };
	printf("\n1. operations, ns each in a dependent chain (HDC geometry for steps and slides)\n");
	printf("%-34s %10s %10s\n", "", "portable", wide ? "avx512" : "-");
	for (size_t i = 0; i < sizeof ks / sizeof *ks; i++) {
		char label[64];
		snprintf(label, sizeof label, "shift by %d", ks[i]);
		double p = ops_shift_portable(x, ks[i], n), w = 0;
#if HDC_HAVE_AVX512
		if (wide)
			w = ops_shift_avx512(x, ks[i], n);
#endif
		printf("%-34s %10.2f %10.2f\n", label, p, w);
	}
	/* Directions of each kind: x, y, z, a plane and a space diagonal. */
	const struct geometry *g = &hdc->v->geo;
	int dirs[] = { geometry_find_dir(g, 1, 0, 0), geometry_find_dir(g, 0, 1, 0),
		       geometry_find_dir(g, 0, 0, 1), geometry_find_dir(g, 1, 1, 0),
		       geometry_find_dir(g, 1, 1, 1), geometry_find_dir(g, -1, -1, -1) };
	for (size_t i = 0; i < sizeof dirs / sizeof *dirs; i++) {
		unsigned d = (unsigned)dirs[i];
		char label[64];
		snprintf(label, sizeof label, "step (%d,%d,%d) off %d", g->vec[d][0], g->vec[d][1],
		         g->vec[d][2], sd->off[d]);
		double p = ops_step_portable(sd, d, x, n), w = 0;
#if HDC_HAVE_AVX512
		if (wide)
			w = ops_step_avx512(sd, d, x, n);
#endif
		printf("%-34s %10.2f %10.2f\n", label, p, w);
	}
	for (size_t i = 0; i < sizeof dirs / sizeof *dirs; i++) {
		unsigned d = (unsigned)dirs[i];
		char label[64];
		snprintf(label, sizeof label, "slide (%d,%d,%d), %d rounds", g->vec[d][0],
		         g->vec[d][1], g->vec[d][2], sd->rounds[d]);
		double p = ops_slide_portable(sd, d, x, empty, n / 4), w = 0;
#if HDC_HAVE_AVX512
		if (wide)
			w = ops_slide_avx512(sd, d, x, empty, n / 4);
#endif
		printf("%-34s %10.2f %10.2f\n", label, p, w);
	}
	double p = ops_popcount_portable(x, n), w = 0;
#if HDC_HAVE_AVX512
	if (wide)
		w = ops_popcount_avx512(x, n);
#endif
	printf("%-34s %10.2f %10.2f\n", "popcount", p, w);
}

/* ---- 3. where the AVX-512 fill's time goes (HDC, 26 directions) ----
 *
 * The same 26 fills three ways: (a) cs512_slide as the kernels use it
 * (straight-line per kind and rounds, from shift_dirs' plan); (b) a rounds
 * loop of shifts that branch on their word and bit counts (kept in memory
 * per direction and doubling): the structure of the first version, 1.5-2x
 * slower; (c) a ceiling: every direction's
 * shift an immediate (all 26 fills along one in-word offset, 9), what code
 * specialized per offset would run at.  Not the same sets in (c): only the
 * time is compared. */
#if HDC_HAVE_AVX512
struct plan {
	int64_t s, rs;
	int32_t k, q;
};
static struct plan plans[MAX_DIRS][5];

CS512_INLINE __m512i shift_planned(__m512i a, const struct plan *p)
{
	const __m512i zero = _mm512_setzero_si512();
	const __m512i iota = _mm512_set_epi64(7, 6, 5, 4, 3, 2, 1, 0);
	__m512i near = a;
	if (p->k > 0) {
		if (p->q)
			near = _mm512_maskz_permutexvar_epi64((__mmask8)(0xFFu << p->q),
			        _mm512_sub_epi64(iota, _mm512_set1_epi64(p->q)), a);
		if (!p->s)
			return near;
		return _mm512_or_si512(_mm512_sllv_epi64(near, _mm512_set1_epi64(p->s)),
		                       _mm512_srlv_epi64(_mm512_alignr_epi64(near, zero, 7),
		                                         _mm512_set1_epi64(p->rs)));
	}
	if (p->q)
		near = _mm512_maskz_permutexvar_epi64((__mmask8)(0xFFu >> p->q),
		        _mm512_add_epi64(iota, _mm512_set1_epi64(p->q)), a);
	if (!p->s)
		return near;
	return _mm512_or_si512(_mm512_srlv_epi64(near, _mm512_set1_epi64(p->s)),
	                       _mm512_sllv_epi64(_mm512_alignr_epi64(zero, near, 1),
	                                         _mm512_set1_epi64(p->rs)));
}

CS512_INLINE __m512i slide_planned(const struct shift_dirs *sd, unsigned d, __m512i sl, __m512i e)
{
	__m512i to = cs512_load(&sd->to[d]), pro = cs512_and(e, to), gen = sl;
	for (int r = 0; r < sd->rounds[d]; r++) {
		if (r)
			pro = cs512_and(pro, shift_planned(pro, &plans[d][r - 1]));
		gen = cs512_or(gen, cs512_and(pro, shift_planned(gen, &plans[d][r])));
	}
	return cs512_and(shift_planned(gen, &plans[d][0]), to);
}

#define SHL_IMM(a, k) _mm512_or_si512(_mm512_slli_epi64(a, k), \
	_mm512_srli_epi64(_mm512_alignr_epi64(a, _mm512_setzero_si512(), 7), 64 - (k)))

CS512_INLINE __m512i slide_imm9(__m512i s, __m512i e, __m512i to)
{
	__m512i pro = cs512_and(e, to), gen = s;
	gen = cs512_or(gen, cs512_and(pro, SHL_IMM(gen, 9)));
	pro = cs512_and(pro, SHL_IMM(pro, 9));
	gen = cs512_or(gen, cs512_and(pro, SHL_IMM(gen, 18)));
	pro = cs512_and(pro, SHL_IMM(pro, 18));
	gen = cs512_or(gen, cs512_and(pro, SHL_IMM(gen, 36)));
	return cs512_and(SHL_IMM(gen, 9), to);
}

/* mode 0 table, 1 planned, 2 immediate. */
CS512_TARGET static double run26(const struct shift_dirs *sd, int mode, cellset x, cellset e, long n)
{
	double t = now();
	__m512i ee = cs512_load(&e), acc = cs512_zero(), xx = cs512_load(&x);
	__m512i to9 = cs512_load(&sd->to[0]);
	for (long i = 0; i < n; i++) {
		for (int d = 0; d < 26 && d < sd->nslide; d++) {
			__m512i sl = cs512_xor(xx, _mm512_set1_epi64(d));
			__m512i r = mode == 0 ? cs512_slide(sd, (unsigned)d, sl, ee)
			          : mode == 1 ? slide_planned(sd, (unsigned)d, sl, ee)
			                      : slide_imm9(sl, ee, to9);
			acc = cs512_xor(acc, r);
		}
		xx = cs512_xor(xx, acc);
	}
	cs512_store(&x, acc);
	sink += x.w[1];
	return (now() - t) * 1e9 / (double)n;
}

static void bench_shift_kinds(const struct bb_variant *hdc)
{
	const struct shift_dirs *sd = hdc->sd;
	for (int d = 0; d < sd->nslide; d++)
		for (int r = 0; r < 5; r++) {
			int k = sd->off[d] * (1 << r), a = k < 0 ? -k : k;
			plans[d][r] = (struct plan){ a & 63, 64 - (a & 63), k, a >> 6 };
		}
	uint64_t seed = 5;
	cellset x = bb_random_subset(&seed, &sd->cells, 8);
	cellset e = cs_andnot(sd->cells, bb_random_subset(&seed, &sd->cells, 16));
	long n = 500000 * scale;
	double t[3];
	for (int m = 0; m < 3; m++) {
		t[m] = 1e30;
		for (int rep = 0; rep < 3; rep++)
			t[m] = best(t[m], run26(sd, m, x, e, n));
	}
	printf("\n3. 26 HDC fills, avx512, ns: cs512_slide %.1f, branching shifts in a rounds "
	       "loop %.1f, immediate shifts (ceiling, +9 only) %.1f\n", t[0], t[1], t[2]);
}
#endif

/* ---- 2. all sliders of one side, all directions ---- */

struct slider_job {
	const struct variant *v;
	const struct shift_dirs *sd;
	const struct hdc_position *pos;
	int side;
	cellset type_set[MAX_TYPES]; /* the side's pieces of each type */
	cellset empty;
	uint32_t dir_types[MAX_DIRS]; /* types sliding along d */
	/* The side's men as the piece list the old generator kept. */
	unsigned nmen;
	uint16_t men[MAX_SIDE_PIECES];
};

static void job_init(struct slider_job *j, const struct hdc_position *pos, int side,
                     const struct shift_dirs *sd)
{
	memset(j, 0, sizeof *j);
	j->v = pos->v;
	j->sd = sd;
	j->pos = pos;
	j->side = side;
	j->nmen = side_cells(pos, side, j->men);
	cellset occ = cs_zero();
	for (int c = 0; c < pos->v->geo.ncells; c++) {
		unsigned p = pos->board[c];
		if (!p)
			continue;
		cs_set(&occ, sd->bit_of[c]);
		if ((int)PSIDE(p) == side)
			cs_set(&j->type_set[PTYPE(p)], sd->bit_of[c]);
	}
	j->empty = cs_andnot(sd->cells, occ);
	for (int t = 0; t < MAX_TYPES; t++)
		for (int d = 0; d < sd->nslide; d++)
			if (j->v->slides[side][t] >> d & 1)
				j->dir_types[d] |= 1u << t;
}

static void fills_portable(const struct slider_job *j, cellset *att)
{
	for (int d = 0; d < j->sd->nslide; d++) {
		cellset s = cs_zero();
		for (uint32_t m = j->dir_types[d]; m; m &= m - 1)
			s = cs_or(s, j->type_set[__builtin_ctz(m)]);
		att[d] = cs_slide(j->sd, (unsigned)d, s, j->empty);
	}
}

#if HDC_HAVE_AVX512
CS512_TARGET static void fills_avx512(const struct slider_job *j, cellset *att)
{
	__m512i e = cs512_load(&j->empty);
	for (int d = 0; d < j->sd->nslide; d++) {
		__m512i s = cs512_zero();
		for (uint32_t m = j->dir_types[d]; m; m &= m - 1)
			s = cs512_or(s, cs512_load(&j->type_set[__builtin_ctz(m)]));
		cs512_store(&att[d], cs512_slide(j->sd, (unsigned)d, s, e));
	}
}
#endif

/* Today's way: each slider walks its rays (the slide directions its type
 * has and that exist from its cell) to the first occupied cell. */
static void rays_sets(const struct slider_job *j, cellset *att)
{
	const struct hdc_position *pos = j->pos;
	const struct geometry *g = &j->v->geo;
	const uint16_t *bit_of = j->sd->bit_of;
	memset(att, 0, (size_t)j->sd->nslide * sizeof *att);
	for (unsigned i = 0; i < j->nmen; i++) {
		unsigned c = j->men[i];
		uint64_t m = j->v->slides[j->side][PTYPE(pos->board[c])] & g->exists[c].w[0];
		const uint16_t *rays = g->ray + (size_t)c * (size_t)g->nslide * (size_t)g->ray_len;
		for (; m; m &= m - 1) {
			unsigned d = (unsigned)__builtin_ctzll(m);
			const uint16_t *ray = rays + d * (unsigned)g->ray_len;
			for (unsigned k = 0;; k++) {
				cs_set(&att[d], bit_of[ray[k]]);
				if (pos->board[ray[k]] || ray[k + 1] == CELL_NONE)
					break;
			}
		}
	}
}

static unsigned rays_count(const struct slider_job *j)
{
	const struct hdc_position *pos = j->pos;
	const struct geometry *g = &j->v->geo;
	unsigned n = 0;
	for (unsigned i = 0; i < j->nmen; i++) {
		unsigned c = j->men[i];
		uint64_t m = j->v->slides[j->side][PTYPE(pos->board[c])] & g->exists[c].w[0];
		const uint16_t *rays = g->ray + (size_t)c * (size_t)g->nslide * (size_t)g->ray_len;
		for (; m; m &= m - 1) {
			const uint16_t *ray = rays + (unsigned)__builtin_ctzll(m) * (unsigned)g->ray_len;
			unsigned k = 0;
			while (!pos->board[ray[k]] && ray[k + 1] != CELL_NONE)
				k++;
			n += k + 1;
		}
	}
	return n;
}

static int total(const cellset *att, int n)
{
	int t = 0;
	for (int d = 0; d < n; d++)
		t += cs_popcount(att[d]);
	return t;
}

static void bench_position(const char *label, const struct hdc_position *pos,
                           const struct shift_dirs *sd, int wide)
{
	static struct slider_job j;
	static cellset a[MAX_DIRS], b[MAX_DIRS];
#if !HDC_HAVE_AVX512
	(void)wide;
#endif
	job_init(&j, pos, pos->side, sd);
	long n = 200000 * scale;
	int sliders = 0;
	for (unsigned i = 0; i < j.nmen; i++)
		sliders += j.v->slides[j.side][PTYPE(pos->board[j.men[i]])] != 0;

	rays_sets(&j, b);
	fills_portable(&j, a);
	int ok = 1;
	for (int d = 0; d < sd->nslide; d++)
		ok &= cs_equal(a[d], b[d]);
#if HDC_HAVE_AVX512
	if (wide) {
		fills_avx512(&j, a);
		for (int d = 0; d < sd->nslide; d++)
			ok &= cs_equal(a[d], b[d]);
	}
#endif
	double t_rays = 1e30, t_count = 1e30, t_fp = 1e30, t_fw = 0;
	for (int rep = 0; rep < 3; rep++) {
	double t = now();
	for (long i = 0; i < n; i++) {
		rays_sets(&j, b);
		sink += b[i % sd->nslide].w[i & 7];
	}
	t_rays = best(t_rays, (now() - t) * 1e9 / (double)n);
	t = now();
	for (long i = 0; i < n; i++)
		sink += rays_count(&j);
	t_count = best(t_count, (now() - t) * 1e9 / (double)n);
	t = now();
	for (long i = 0; i < n; i++) {
		fills_portable(&j, a);
		sink += a[i % sd->nslide].w[i & 7];
	}
	t_fp = best(t_fp, (now() - t) * 1e9 / (double)n);
#if HDC_HAVE_AVX512
	if (wide) {
		t = now();
		for (long i = 0; i < n; i++) {
			fills_avx512(&j, a);
			sink += a[i % sd->nslide].w[i & 7];
		}
		t_fw = best(rep ? t_fw : 1e30, (now() - t) * 1e9 / (double)n);
	}
#endif
	}
	printf("%-22s %2d sliders %4d targets %2d dirs | rays->sets %7.1f  rays count %7.1f | "
	       "fills portable %7.1f  avx512 %7.1f ns  %s\n",
	       label, sliders, total(b, sd->nslide), sd->nslide, t_rays, t_count, t_fp, t_fw,
	       ok ? "equal" : "DIFFERENT");
}

/* A middlegame: plies pseudo-random legal moves from the start. */
static hdc_position *middlegame(const char *variant, int plies, uint64_t seed)
{
	hdc_position *pos;
	static hdc_move moves[HDC_MAX_MOVES];
	if (hdc_position_new(variant, &pos) != HDC_OK)
		return NULL;
	for (int i = 0; i < plies; i++) {
		size_t n;
		if (hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &n) != HDC_OK || !n)
			break;
		hdc_position_play(pos, moves[bb_rand(&seed) % n]);
	}
	return pos;
}

int main(int argc, char **argv)
{
	if (argc > 1)
		scale = atol(argv[1]) > 0 ? atol(argv[1]) : 1;
	struct bb_variant variants[BB_MAX_VARIANTS];
	int nv = bb_load_variants(variants, BB_MAX_VARIANTS);
	int wide = cellset_path() == CELLSET_AVX512;
	printf("bench_cellset: dispatch path %s (CPU %s AVX-512F)\n",
	       cellset_path_name(cellset_path()), cellset_cpu_has_avx512() ? "has" : "lacks");
	const struct bb_variant *hdc = NULL;
	for (int i = 0; i < nv; i++)
		if (!strcmp(variants[i].name, "hdc"))
			hdc = &variants[i];
	if (!hdc)
		return 1;
	bench_ops(hdc, wide);

	printf("\n2. attack sets of all sliders of the side to move, all slide directions, "
	       "ns per position\n");
	static const struct {
		const char *label, *variant;
		int plies;
	} items[] = {
		{ "hdc start", "hdc", 0 },
		{ "hdc middlegame-30", "hdc", 30 },
		{ "hdc middlegame-60", "hdc", 60 },
		{ "3d8l start", "3d8l", 0 },
		{ "raumschach start", "raumschach", 0 },
		{ "raumschach mid-30", "raumschach", 30 },
		{ "cescacs start", "cescacs", 0 },
		{ "cescacs mid-30", "cescacs", 30 },
	};
	for (size_t i = 0; i < sizeof items / sizeof *items; i++) {
		hdc_position *pos = middlegame(items[i].variant, items[i].plies, 2024 + i);
		const struct bb_variant *bv = NULL;
		for (int k = 0; k < nv; k++)
			if (pos && variants[k].v == pos->v)
				bv = &variants[k];
		if (bv)
			bench_position(items[i].label, pos, bv->sd, wide);
		hdc_position_free(pos);
	}
#if HDC_HAVE_AVX512
	if (wide)
		bench_shift_kinds(hdc);
#endif
	bb_free_variants(variants, nv);
	return 0;
}
