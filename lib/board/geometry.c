/* geometry.c - precomputed cells, vectors and rays of the board shapes. */
#include "geometry.h"

#include <stdlib.h>
#include <string.h>

static int iabs(int v)
{
	return v < 0 ? -v : v;
}

/* Which cube atom a vector belongs to, from the multiset of its absolute
 * coordinates; -1 if it is none of them. */
static int cube_atom(int dx, int dy, int dz)
{
	int a[3] = { iabs(dx), iabs(dy), iabs(dz) };
	int ones = 0, twos = 0, zeros = 0;
	for (int i = 0; i < 3; i++) {
		if (a[i] == 0)
			zeros++;
		else if (a[i] == 1)
			ones++;
		else if (a[i] == 2)
			twos++;
	}
	if (zeros + ones + twos != 3)
		return -1;
	if (twos == 0)
		return ones == 1 ? ATOM_FACE : ones == 2 ? ATOM_EDGE : ones == 3 ? ATOM_VERTEX : -1;
	if (twos == 1 && ones == 1 && zeros == 1)
		return ATOM_KNIGHT;
	if (twos == 1 && ones == 2)
		return ATOM_RED;
	if (twos == 2 && ones == 1)
		return ATOM_GREEN;
	return -1;
}

/* Hex vectors (column, line) of CESCACS.md section 3. */
static int hex_atom(int dc, int dl, int dz)
{
	int c = iabs(dc), l = iabs(dl);
	if (dz != 0)
		return -1;
	if ((c == 0 && l == 2) || (c == 1 && l == 1))
		return ATOM_HEX_ORTHO;
	if ((c == 2 && l == 0) || (c == 1 && l == 3))
		return ATOM_HEX_DIAG;
	if ((c == 3 && l == 1) || (c == 2 && l == 4) || (c == 1 && l == 5))
		return ATOM_HEX_KNIGHT;
	return -1;
}

int geometry_find_dir(const struct geometry *g, int dx, int dy, int dz)
{
	for (int d = 0; d < g->ndirs; d++)
		if (g->vec[d][0] == dx && g->vec[d][1] == dy && g->vec[d][2] == dz)
			return d;
	return -1;
}

/* Enumerate the shape's vectors grouped by atom, slide atoms first, so each
 * atom's directions are contiguous. */
static void build_vectors(struct geometry *g, const int *atoms, int natoms, int nslide_atoms,
                          int (*classify)(int, int, int), int span)
{
	int n = 0;
	for (int i = 0; i < natoms; i++) {
		int a = atoms[i];
		g->atom_first[a] = (uint8_t)n;
		for (int dz = -span; dz <= span; dz++)
			for (int dy = -span; dy <= span; dy++)
				for (int dx = -span; dx <= span; dx++) {
					if (classify(dx, dy, dz) != a)
						continue;
					g->vec[n][0] = (int8_t)dx;
					g->vec[n][1] = (int8_t)dy;
					g->vec[n][2] = (int8_t)dz;
					g->atom_of[n] = (uint8_t)a;
					n++;
				}
		g->atom_n[a] = (uint8_t)(n - g->atom_first[a]);
		if (i + 1 == nslide_atoms)
			g->nslide = n;
	}
	g->ndirs = n;
	for (int d = 0; d < n; d++)
		g->opposite[d] = (uint8_t)geometry_find_dir(g, -g->vec[d][0], -g->vec[d][1],
		                                             -g->vec[d][2]);
}

static int allocate(struct geometry *g, int ncells)
{
	size_t box = (size_t)g->nx * (size_t)g->ny * (size_t)g->nz;
	g->ncells = ncells;
	g->index = malloc(box * sizeof *g->index);
	g->coord = calloc((size_t)ncells, sizeof *g->coord);
	g->colour = calloc((size_t)ncells, 1);
	g->step = calloc((size_t)ncells * (size_t)g->ndirs, sizeof *g->step);
	g->ray = calloc((size_t)ncells * (size_t)g->nslide * (size_t)g->ray_len, sizeof *g->ray);
	g->exists = calloc((size_t)ncells, sizeof *g->exists);
	g->delta = calloc((size_t)(2 * g->nx - 1) * (size_t)(2 * g->ny - 1) *
	                          (size_t)(2 * g->nz - 1),
	                  sizeof *g->delta);
	g->lin = calloc((size_t)ncells, sizeof *g->lin);
	if (!g->index || !g->coord || !g->colour || !g->step || !g->ray || !g->exists ||
	    !g->delta || !g->lin) {
		geometry_release(g);
		return -1;
	}
	for (size_t i = 0; i < box; i++)
		g->index[i] = -1;
	return 0;
}

static void place(struct geometry *g, int cell, int x, int y, int z, int colour)
{
	g->coord[cell][0] = (int8_t)x;
	g->coord[cell][1] = (int8_t)y;
	g->coord[cell][2] = (int8_t)z;
	g->colour[cell] = (uint8_t)colour;
	g->index[x + g->nx * (y + g->ny * z)] = (int16_t)cell;
}

/* Steps and rays from the coordinates of the placed cells. */
static void mark_delta(struct geometry *g, int d, int k)
{
	int dx = k * g->vec[d][0], dy = k * g->vec[d][1], dz = k * g->vec[d][2];
	if (iabs(dx) >= g->nx || iabs(dy) >= g->ny || iabs(dz) >= g->nz)
		return;
	uint16_t *slot = &g->delta[geometry_delta_index(g, dx, dy, dz)];
	/* Every shape has one (direction, distance) per difference; should a
	 * new one not, the difference is marked as matching none. */
	if (*slot)
		g->ambiguous = 1;
	*slot = *slot ? DELTA_AMBIGUOUS : (uint16_t)(d | k << 8);
}

/* delta[]: the direction and distance of each coordinate difference that
 * is a slide (any distance) or a leap (once or twice, as rides go). */
static void build_delta(struct geometry *g)
{
	int longest = g->nx > g->ny ? g->nx : g->ny;
	if (g->nz > longest)
		longest = g->nz;
	for (int d = 0; d < g->ndirs; d++)
		for (int k = 1; k <= (d < g->nslide ? longest : 2); k++)
			mark_delta(g, d, k);
	/* The index is linear in the coordinates: differences of lin[] give it. */
	g->delta_center = (int)geometry_delta_index(g, 0, 0, 0);
	for (int c = 0; c < g->ncells; c++)
		g->lin[c] = (int16_t)((int)geometry_delta_index(g, g->coord[c][0], g->coord[c][1],
		                                                g->coord[c][2]) -
		                      g->delta_center);
}

static void build_moves(struct geometry *g)
{
	for (int c = 0; c < g->ncells; c++) {
		int x = g->coord[c][0], y = g->coord[c][1], z = g->coord[c][2];
		for (int d = 0; d < g->ndirs; d++) {
			int t = geometry_cell(g, x + g->vec[d][0], y + g->vec[d][1], z + g->vec[d][2]);
			g->step[(size_t)c * (size_t)g->ndirs + (size_t)d] =
				(uint16_t)(t < 0 ? CELL_NONE : (unsigned)t);
			if (t >= 0)
				dirset_add(&g->exists[c], (unsigned)d);
		}
	}
	/* Rays follow the steps, so they come once every step is known. */
	for (int c = 0; c < g->ncells; c++) {
		for (int d = 0; d < g->nslide; d++) {
			uint16_t *ray = g->ray + ((size_t)c * (size_t)g->nslide + (size_t)d) *
			                                 (size_t)g->ray_len;
			int k = 0;
			for (unsigned t = geometry_step(g, (unsigned)c, (unsigned)d);
			     t != CELL_NONE && k < g->ray_len - 1; t = geometry_step(g, t, (unsigned)d))
				ray[k++] = (uint16_t)t;
			while (k < g->ray_len)
				ray[k++] = CELL_NONE;
		}
	}
	build_delta(g);
}

int geometry_init_cube(struct geometry *g, int nx, int ny, int nz)
{
	static const int atoms[] = { ATOM_FACE, ATOM_EDGE, ATOM_VERTEX,
		                     ATOM_KNIGHT, ATOM_RED, ATOM_GREEN };
	memset(g, 0, sizeof *g);
	g->shape = SHAPE_CUBE;
	g->nx = nx;
	g->ny = ny;
	g->nz = nz;
	/* At most n-1 cells along a side of n, plus the sentinel; never less
	 * than 8, the length the cubic variants were tuned with. */
	g->ray_len = nx > ny ? nx : ny;
	if (nz > g->ray_len)
		g->ray_len = nz;
	if (g->ray_len < 8)
		g->ray_len = 8;
	build_vectors(g, atoms, 6, 3, cube_atom, 2);
	if (allocate(g, nx * ny * nz) != 0)
		return -1;
	int cell = 0;
	for (int z = 0; z < nz; z++)
		for (int y = 0; y < ny; y++)
			for (int x = 0; x < nx; x++)
				place(g, cell++, x, y, z, (x + y + z) % 2 == 0 ? 0 : 1);
	build_moves(g);
	return 0;
}

/* Hex (c, l) exists iff c odd <=> l even, and it lies within the hexagon. */
static int hex_exists(int c, int l)
{
	if (c < 0 || c > 14 || l < 0 || l > 28 || (c % 2 == 1) != (l % 2 == 0))
		return 0;
	return c <= 7 ? (7 - c <= l && l <= 21 + c) : (c - 7 <= l && l <= 35 - c);
}

int geometry_init_hex(struct geometry *g)
{
	static const int atoms[] = { ATOM_HEX_ORTHO, ATOM_HEX_DIAG, ATOM_HEX_KNIGHT };
	memset(g, 0, sizeof *g);
	g->shape = SHAPE_HEX;
	g->nx = 15;
	g->ny = 29;
	g->nz = 1;
	g->ray_len = MAX_RAY; /* 14 hexes along a 15-hex file, plus the sentinel */
	build_vectors(g, atoms, 3, 2, hex_atom, 5);
	if (allocate(g, 169) != 0)
		return -1;
	/* Cells numbered line by line from line 0, left to right: the order of
	 * the position string read backwards. */
	int cell = 0;
	for (int l = 0; l <= 28; l++)
		for (int c = 0; c <= 14; c++)
			if (hex_exists(c, l))
				place(g, cell++, c, l, 0, l % 3);
	build_moves(g);
	return 0;
}

void geometry_release(struct geometry *g)
{
	free(g->index);
	free(g->coord);
	free(g->colour);
	free(g->step);
	free(g->ray);
	free(g->exists);
	free(g->delta);
	free(g->lin);
	g->delta = NULL;
	g->lin = NULL;
	g->index = NULL;
	g->coord = NULL;
	g->colour = NULL;
	g->step = NULL;
	g->ray = NULL;
	g->exists = NULL;
}
