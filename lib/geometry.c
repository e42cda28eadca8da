/* geometry.c - precomputed cells, vectors and rays of cubic boards. */
#include "geometry.h"

#include <stdlib.h>
#include <string.h>

static int iabs(int v)
{
	return v < 0 ? -v : v;
}

/* Which atom a vector belongs to, from the multiset of its absolute
 * coordinates; -1 if it is none of them. */
static int atom_of_vector(int dx, int dy, int dz)
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

int geometry_find_dir(const struct geometry *g, int dx, int dy, int dz)
{
	for (int d = 0; d < g->ndirs; d++)
		if (g->vec[d][0] == dx && g->vec[d][1] == dy && g->vec[d][2] == dz)
			return d;
	return -1;
}

/* Enumerate all vectors with coordinates in -2..2, grouped by atom in atom
 * order, so that each atom's directions are contiguous and the slide atoms
 * (face, edge, vertex) come first. */
static void build_vectors(struct geometry *g)
{
	int n = 0;
	for (int a = 0; a < ATOM_COUNT; a++) {
		g->atom_first[a] = (uint8_t)n;
		for (int dz = -2; dz <= 2; dz++)
			for (int dy = -2; dy <= 2; dy++)
				for (int dx = -2; dx <= 2; dx++) {
					if (atom_of_vector(dx, dy, dz) != a)
						continue;
					g->vec[n][0] = (int8_t)dx;
					g->vec[n][1] = (int8_t)dy;
					g->vec[n][2] = (int8_t)dz;
					g->atom_of[n] = (uint8_t)a;
					n++;
				}
	}
	g->atom_first[ATOM_COUNT] = (uint8_t)n;
	g->ndirs = n;
	g->nslide = g->atom_first[ATOM_KNIGHT];
	for (int d = 0; d < n; d++)
		g->opposite[d] = (uint8_t)geometry_find_dir(g, -g->vec[d][0], -g->vec[d][1],
		                                             -g->vec[d][2]);
}

int geometry_init_cube(struct geometry *g, int nx, int ny, int nz)
{
	memset(g, 0, sizeof *g);
	g->nx = nx;
	g->ny = ny;
	g->nz = nz;
	g->ncells = nx * ny * nz;
	build_vectors(g);

	size_t ncells = (size_t)g->ncells;
	g->coord = calloc(ncells, sizeof *g->coord);
	g->step = calloc(ncells * (size_t)g->ndirs, sizeof *g->step);
	g->ray = calloc(ncells * (size_t)g->nslide * MAX_RAY, sizeof *g->ray);
	if (!g->coord || !g->step || !g->ray) {
		geometry_release(g);
		return -1;
	}

	for (int z = 0; z < nz; z++)
		for (int y = 0; y < ny; y++)
			for (int x = 0; x < nx; x++) {
				int c = geometry_cell(g, x, y, z);
				g->coord[c][0] = (int8_t)x;
				g->coord[c][1] = (int8_t)y;
				g->coord[c][2] = (int8_t)z;
			}

	for (int c = 0; c < g->ncells; c++) {
		int x = g->coord[c][0], y = g->coord[c][1], z = g->coord[c][2];
		for (int d = 0; d < g->ndirs; d++) {
			int t = geometry_cell(g, x + g->vec[d][0], y + g->vec[d][1],
			                      z + g->vec[d][2]);
			g->step[(size_t)c * (size_t)g->ndirs + (size_t)d] =
				(uint16_t)(t < 0 ? CELL_NONE : (unsigned)t);
		}
		for (int d = 0; d < g->nslide; d++) {
			uint16_t *ray = g->ray + ((size_t)c * (size_t)g->nslide + (size_t)d) * MAX_RAY;
			int k = 0;
			for (int t = geometry_cell(g, x + g->vec[d][0], y + g->vec[d][1],
			                           z + g->vec[d][2]);
			     t >= 0 && k < MAX_RAY - 1;
			     t = geometry_cell(g, g->coord[t][0] + g->vec[d][0],
			                       g->coord[t][1] + g->vec[d][1],
			                       g->coord[t][2] + g->vec[d][2]))
				ray[k++] = (uint16_t)t;
			while (k < MAX_RAY)
				ray[k++] = CELL_NONE;
		}
	}
	return 0;
}

void geometry_release(struct geometry *g)
{
	free(g->coord);
	free(g->step);
	free(g->ray);
	g->coord = NULL;
	g->step = NULL;
	g->ray = NULL;
}
