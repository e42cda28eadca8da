/* shiftdirs.c - directions as shifts, from a geometry's coordinates. */
#include "shiftdirs.h"

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

static int linear(const struct geometry *g, int x, int y, int z)
{
	return x + g->nx * (y + g->ny * z);
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
