/*
 * geometry.h - cells and directions of a board shape.
 *
 * A geometry knows its cells, their coordinates, and for every cell and
 * every movement vector the ray of cells that vector visits (repeated until
 * the edge).  Steps, leaps and slides are all read from these rays: a step or
 * a leap is a ray cut to length one.  Nothing above this layer knows whether
 * the board is a cube or something else.
 */
#ifndef HDC_GEOMETRY_H
#define HDC_GEOMETRY_H

#include <stdint.h>

#include "hdc.h"

#define CELL_NONE 0xFFFFu

/* Movement atoms (families of vectors) of the cubic boards. */
enum atom {
	ATOM_FACE,    /* one coordinate +-1 */
	ATOM_EDGE,    /* two coordinates +-1 (plane diagonals) */
	ATOM_VERTEX,  /* three coordinates +-1 (space diagonals) */
	ATOM_KNIGHT,  /* permutations of (2,1,0) */
	ATOM_RED,     /* permutations of (2,1,1) */
	ATOM_GREEN,   /* permutations of (2,2,1) */
	ATOM_COUNT
};

#define MAX_DIRS 98   /* 6 + 12 + 8 + 24 + 24 + 24 on a cube */
#define MAX_RAY 8     /* longest ray: the board's longest edge minus one */

struct geometry {
	int nx, ny, nz;        /* files, ranks, layers */
	int ncells;
	int ndirs;
	int8_t vec[MAX_DIRS][3];
	uint8_t atom_of[MAX_DIRS];
	uint8_t opposite[MAX_DIRS];
	/* Direction indices of each atom: atom_first[a] .. atom_first[a+1]-1. */
	uint8_t atom_first[ATOM_COUNT + 1];
	/* Directions 0 .. nslide-1 are the unit vectors pieces slide along;
	 * the rest are leap vectors. */
	int nslide;
	/* ray[(cell * nslide + dir) * MAX_RAY + k] = k-th cell along a slide
	 * direction, CELL_NONE past the edge: every ray ends with the sentinel,
	 * since no ray on an edge of at most 8 cells is longer than 7. */
	uint16_t *ray;
	/* step[cell * ndirs + dir] = the cell one vector away, or CELL_NONE. */
	uint16_t *step;
	int8_t (*coord)[3];
};

/* Build the geometry of an nx x ny x nz box (each 1..8).  Returns 0, or -1 if
 * memory runs out. */
int geometry_init_cube(struct geometry *g, int nx, int ny, int nz);
void geometry_release(struct geometry *g);

static inline const uint16_t *geometry_ray(const struct geometry *g, unsigned cell,
                                           unsigned dir)
{
	return g->ray + ((size_t)cell * (size_t)g->nslide + dir) * MAX_RAY;
}

/* The cell one vector away, or CELL_NONE. */
static inline unsigned geometry_step(const struct geometry *g, unsigned cell, unsigned dir)
{
	return g->step[(size_t)cell * (size_t)g->ndirs + dir];
}

static inline int geometry_cell(const struct geometry *g, int x, int y, int z)
{
	if (x < 0 || y < 0 || z < 0 || x >= g->nx || y >= g->ny || z >= g->nz)
		return -1;
	return x + g->nx * (y + g->ny * z);
}

/* Index of the direction with this vector, or -1. */
int geometry_find_dir(const struct geometry *g, int dx, int dy, int dz);

#endif
