/* shiftdirs.c - directions as shifts, from a geometry's coordinates. */
#include "shiftdirs.h"

#if HDC_HAVE_AVX512
#include "cellset_avx2.h"
#endif

#include <string.h>

static int gcd(int a, int b)
{
	a = a < 0 ? -a : a;
	b = b < 0 ? -b : b;
	while (b) {
		int t = a % b;
		a = b;
		b = t;
	}
	return a;
}

/* A layer of at most 64 cells takes a 64-bit word of its own (the cells
 * padded out): then no step within a layer crosses a word, and a step
 * between layers is whole words plus bits within a word, so every
 * direction of every box gets a word-local plan (plan_word_local). */
static int linear(const struct geometry *g, int x, int y, int z)
{
	int layer = g->nx * g->ny <= 64 ? 64 : g->nx * g->ny;
	return x + g->nx * y + layer * z;
}

/* Does every step of m cells along d, from a cell to a cell, move the bit
 * by q whole words and s bits within its word (no bit crossing into the
 * next word)? */
static int steps_stay_in_word(const struct shift_dirs *sd, const struct geometry *g,
                              unsigned d, int m, int s)
{
	for (int c = 0; c < g->ncells; c++) {
		unsigned q = (unsigned)c;
		for (int n = 0; n < m && q != CELL_NONE; n++)
			q = geometry_step(g, q, d);
		if (q == CELL_NONE)
			continue; /* no cell m steps away */
		int in_word = (sd->bit_of[c] & 63) + s;
		if (in_word < 0 || in_word > 63)
			return 0;
	}
	return 1;
}

/* The word-local plan of a slide direction (cs_fill_plan), where one
 * exists: each shift by off * 2^r split into whole words and bits so
 * that no step between cells carries a bit across a word boundary.  Then
 * a rotation of the words and a rotation within each word make the shift
 * (what rotates round or wraps is no step between cells, and the fill
 * only reads a shifted bit where its source is the step's: see
 * cs512_fill_local).  Boxes whose layers are 64 cells (the 8x8x8 cubes)
 * have one for every direction. */
static void plan_word_local(const struct shift_dirs *sd, const struct geometry *g,
                            unsigned d, struct cs_fill_plan *p)
{
	int words = 0, bits = 0;
	for (int i = 0; i < p->rounds || i == 0; i++) {
		int k = sd->off[d] * (1 << i);
		/* floor(k / 64), and one word more with the bits negative */
		int q = k >= 0 ? k / 64 : -((-k + 63) / 64);
		int found = 0;
		for (int up = 0; up < 2 && !found; up++) {
			int s = k - 64 * (q + up);
			if (s > -64 && s < 64 && steps_stay_in_word(sd, g, d, 1 << i, s)) {
				p->wq[i] = (int8_t)(q + up);
				p->ws[i] = (int8_t)s;
				found = 1;
			}
		}
		if (!found)
			return;
		words |= p->wq[i] != 0;
		bits |= p->ws[i] != 0;
	}
	p->kind = (uint8_t)(4 | words | bits << 1);
}

int shift_dirs_build(struct shift_dirs *sd, const struct geometry *g)
{
	memset(sd, 0, sizeof *sd);
	sd->ndirs = g->ndirs;
	sd->nslide = g->nslide;
	if (g->ncells < 1 || g->ncells > CELLSET_BITS)
		return -1;
	/* The linear index of every cell, its smallest value and the gcd of
	 * the differences: the bit is (index - base) / stride. */
	int base = linear(g, g->coord[0][0], g->coord[0][1], g->coord[0][2]);
	for (int c = 1; c < g->ncells; c++) {
		int l = linear(g, g->coord[c][0], g->coord[c][1], g->coord[c][2]);
		if (l < base)
			base = l;
	}
	int stride = 0;
	for (int c = 0; c < g->ncells; c++)
		stride = gcd(stride, linear(g, g->coord[c][0], g->coord[c][1], g->coord[c][2]) - base);
	if (stride == 0)
		stride = 1; /* one cell */
	sd->stride = stride;
	for (int b = 0; b < CELLSET_BITS; b++)
		sd->cell_of[b] = CELL_NONE;
	sd->identity = 1;
	for (int c = 0; c < g->ncells; c++) {
		int b = (linear(g, g->coord[c][0], g->coord[c][1], g->coord[c][2]) - base) / stride;
		if (b >= CELLSET_BITS || sd->cell_of[b] != CELL_NONE)
			return -1;
		sd->bit_of[c] = (uint16_t)b;
		sd->cell_of[b] = (uint16_t)c;
		cs_set(&sd->cells, (unsigned)b);
		if (b + 1 > sd->nbits)
			sd->nbits = b + 1;
		if (b != c)
			sd->identity = 0;
	}
	for (int d = 0; d < g->ndirs; d++) {
		int l = linear(g, g->vec[d][0], g->vec[d][1], g->vec[d][2]);
		/* A vector whose index is no multiple of the stride joins no two
		 * cells: it never exists, and its masks stay empty. */
		int off = l % stride == 0 ? l / stride : 0;
		sd->off[d] = (int16_t)off;
		for (int c = 0; c < g->ncells; c++) {
			unsigned t = geometry_step(g, (unsigned)c, (unsigned)d);
			if (t == CELL_NONE)
				continue;
			if ((int)sd->bit_of[t] != (int)sd->bit_of[c] + off)
				return -1;
			cs_set(&sd->from[d], sd->bit_of[c]);
			cs_set(&sd->to[d], sd->bit_of[t]);
		}
		if (d < g->nslide) {
			int longest = 0;
			for (int c = 0; c < g->ncells; c++) {
				const uint16_t *ray = geometry_ray(g, (unsigned)c, (unsigned)d);
				int n = 0;
				while (n < g->ray_len && ray[n] != CELL_NONE)
					n++;
				if (n > longest)
					longest = n;
			}
			/* 2^rounds >= longest: the fill reaches distance longest - 1
			 * through empty cells, the final step the last cell. */
			int r = 0;
			while ((1 << r) < longest)
				r++;
			sd->rounds[d] = (uint8_t)r;
			/* The fill shifts by off * 2^r for r < rounds; each is at most
			 * off * (longest - 1) bits, the span of a ray, so below 512. */
			struct cs_fill_plan *p = &sd->plan[d];
			p->rounds = (uint8_t)r;
			p->kind = off < 0;
			for (int i = 0; i < r || i == 0; i++) {
				int k = (off < 0 ? -off : off) * (1 << i);
				p->q[i] = (uint8_t)(k >> 6);
				p->s[i] = k & 63;
				if (k >> 6)
					p->kind |= 2;
			}
			plan_word_local(sd, g, (unsigned)d, p);
		} else {
			/* A step or leap direction: its one shift, word-local
			 * where it can be (cs512_step). */
			plan_word_local(sd, g, (unsigned)d, &sd->plan[d]);
		}
		const struct cs_fill_plan *p = &sd->plan[d];
		for (int w = 0; w < 8; w++) {
			sd->step_words[d].w[w] = (uint64_t)((w - p->wq[0]) & 7);
			sd->step_bits[d].w[w] = (uint64_t)(p->ws[0] & 63);
		}
	}
	return 0;
}

static void slide_all_portable(const struct shift_dirs *sd, const cellset *sliders,
                               const cellset *empty, cellset *attacks)
{
	for (int d = 0; d < sd->nslide; d++)
		attacks[d] = cs_slide(sd, (unsigned)d, sliders[d], *empty);
}

#if HDC_HAVE_AVX512
CS512_TARGET static void slide_all_avx512(const struct shift_dirs *sd, const cellset *sliders,
                                          const cellset *empty, cellset *attacks)
{
	__m512i e = cs512_load(empty);
	for (int d = 0; d < sd->nslide; d++)
		cs512_store(&attacks[d], cs512_slide(sd, (unsigned)d, cs512_load(&sliders[d]), e));
}

CS256_TARGET static void slide_all_avx2(const struct shift_dirs *sd, const cellset *sliders,
                                        const cellset *empty, cellset *attacks)
{
	cs256 e = cs256_load(empty);
	for (int d = 0; d < sd->nslide; d++)
		cs256_store(&attacks[d], cs256_slide(sd, (unsigned)d, cs256_load(&sliders[d]), e));
}
#endif

void shift_dirs_slide_all_path(enum cellset_path path, const struct shift_dirs *sd,
                               const cellset *sliders, const cellset *empty,
                               cellset *attacks)
{
#if HDC_HAVE_AVX512
	if (path == CELLSET_AVX512) {
		slide_all_avx512(sd, sliders, empty, attacks);
		return;
	}
	if (path == CELLSET_AVX2) {
		slide_all_avx2(sd, sliders, empty, attacks);
		return;
	}
#else
	(void)path;
#endif
	slide_all_portable(sd, sliders, empty, attacks);
}

void shift_dirs_slide_all(const struct shift_dirs *sd, const cellset *sliders,
                          const cellset *empty, cellset *attacks)
{
	shift_dirs_slide_all_path(cellset_path(), sd, sliders, empty, attacks);
}

#if HDC_HAVE_AVX512
#define CS_ROTATION(wq)                                                                  \
	{ { (0 - (wq)) & 7, (1 - (wq)) & 7, (2 - (wq)) & 7, (3 - (wq)) & 7, (4 - (wq)) & 7, \
	    (5 - (wq)) & 7, (6 - (wq)) & 7, (7 - (wq)) & 7 } }
const cellset cs512_word_rotation[15] = {
	CS_ROTATION(-7), CS_ROTATION(-6), CS_ROTATION(-5), CS_ROTATION(-4), CS_ROTATION(-3),
	CS_ROTATION(-2), CS_ROTATION(-1), CS_ROTATION(0),  CS_ROTATION(1),  CS_ROTATION(2),
	CS_ROTATION(3),  CS_ROTATION(4),  CS_ROTATION(5),  CS_ROTATION(6),  CS_ROTATION(7),
};
#endif

#if HDC_HAVE_AVX512
/* cellset_avx2.h's word moves: vpermd indices (two 32-bit halves a word)
 * and, per word count q, the blend and keep masks of each register. */
#define CS256_IDX(j) 2 * ((j) & 3), 2 * ((j) & 3) + 1
#define CS256_IDX_UP(r) { CS256_IDX(0 - (r)), CS256_IDX(1 - (r)), CS256_IDX(2 - (r)), CS256_IDX(3 - (r)) }
#define CS256_IDX_DOWN(r) { CS256_IDX(0 + (r)), CS256_IDX(1 + (r)), CS256_IDX(2 + (r)), CS256_IDX(3 + (r)) }
#define CS256_M(c) ((c) ? -1 : 0)
#define CS256_MASK(test) { CS256_M(test(0)), CS256_M(test(1)), CS256_M(test(2)), CS256_M(test(3)) }
#define CS256_EACH_Q(test) { CS256_MASK_Q(test, 0), CS256_MASK_Q(test, 1), CS256_MASK_Q(test, 2), \
	CS256_MASK_Q(test, 3), CS256_MASK_Q(test, 4), CS256_MASK_Q(test, 5), CS256_MASK_Q(test, 6), \
	CS256_MASK_Q(test, 7) }
#define CS256_MASK_Q(test, q) { CS256_M(test(0, q)), CS256_M(test(1, q)), CS256_M(test(2, q)), \
	CS256_M(test(3, q)) }
#define UP_FROM_LO(i, q) ((i) < (q))
#define UP_KEEP_LO(i, q) ((i) >= (q))
#define UP_KEEP_HI(i, q) ((i) + 4 >= (q))
#define DOWN_FROM_HI(i, q) ((i) + (q) >= 4)
#define DOWN_KEEP_LO(i, q) ((i) + (q) < 8)
#define DOWN_KEEP_HI(i, q) ((i) + (q) < 4)
const struct cs256_word_moves cs256_word_moves = {
	.idx_up = { CS256_IDX_UP(0), CS256_IDX_UP(1), CS256_IDX_UP(2), CS256_IDX_UP(3) },
	.idx_down = { CS256_IDX_DOWN(0), CS256_IDX_DOWN(1), CS256_IDX_DOWN(2), CS256_IDX_DOWN(3) },
	.up_from_lo = CS256_EACH_Q(UP_FROM_LO),
	.up_keep_lo = CS256_EACH_Q(UP_KEEP_LO),
	.up_keep_hi = CS256_EACH_Q(UP_KEEP_HI),
	.down_from_hi = CS256_EACH_Q(DOWN_FROM_HI),
	.down_keep_lo = CS256_EACH_Q(DOWN_KEEP_LO),
	.down_keep_hi = CS256_EACH_Q(DOWN_KEEP_HI),
};
#endif
