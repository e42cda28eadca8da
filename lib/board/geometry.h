/*
 * geometry.h - cells and directions of a board shape.
 *
 * A geometry knows its cells, their coordinates and colours, and for every
 * cell and every movement vector the cell that vector reaches; for the
 * vectors pieces slide along, also the whole ray up to the edge.  Steps,
 * leaps and slides are all read from these tables.  Two shapes exist: boxes
 * of cubes (up to 8x8x8) and the 169-hex board of C'escacs; nothing above
 * this layer knows which one it has.
 */
#ifndef HDC_GEOMETRY_H
#define HDC_GEOMETRY_H

#include <stdint.h>

#include "dirset.h"
#include "hdc.h"

#define CELL_NONE 0xFFFFu

/* Movement atoms (families of vectors).  A geometry has the atoms of its
 * shape; the others are empty there. */
enum atom {
	ATOM_FACE,       /* cube: one coordinate +-1 */
	ATOM_EDGE,       /* cube: two coordinates +-1 (plane diagonals) */
	ATOM_VERTEX,     /* cube: three coordinates +-1 (space diagonals) */
	ATOM_KNIGHT,     /* cube: permutations of (2,1,0) */
	ATOM_RED,        /* cube: permutations of (2,1,1) */
	ATOM_GREEN,      /* cube: permutations of (2,2,1) */
	ATOM_HEX_ORTHO,  /* hex: the 6 neighbours across a side */
	ATOM_HEX_DIAG,   /* hex: the 6 neighbours across a corner */
	ATOM_HEX_KNIGHT, /* hex: the 12 knight jumps */
	ATOM_COUNT
};

#define MAX_DIRS 98   /* 6 + 12 + 8 + 24 + 24 + 24 on a cube */
#define MAX_RAY 16    /* longest ray plus its sentinel, any shape */

enum shape {
	SHAPE_CUBE,
	SHAPE_HEX
};

struct geometry {
	int shape;
	int nx, ny, nz;        /* extent of the coordinates */
	int ncells;
	int ndirs;
	int8_t vec[MAX_DIRS][3];
	uint8_t atom_of[MAX_DIRS];
	uint8_t opposite[MAX_DIRS];
	/* Directions of atom a: atom_first[a] .. atom_first[a] + atom_n[a] - 1. */
	uint8_t atom_first[ATOM_COUNT];
	uint8_t atom_n[ATOM_COUNT];
	/* Directions 0 .. nslide-1 are the unit vectors pieces slide along;
	 * the rest are leap vectors. */
	int nslide;
	/* Rays: ray_len cells per (cell, slide direction), CELL_NONE past the
	 * edge; every ray ends with the sentinel. */
	int ray_len;
	uint16_t *ray;
	/* step[cell * ndirs + dir] = the cell one vector away, or CELL_NONE. */
	uint16_t *step;
	/* exists[cell]: the directions whose step from cell stays on the board
	 * (for a slide direction: whose ray is not empty). */
	struct dirset *exists;
	int8_t (*coord)[3];
	uint8_t *colour;       /* cube: 0 dark, 1 light; hex: 0 black, 1 white, 2 colour */
	int16_t *index;        /* coordinates -> cell, -1 where no cell is */
	/* delta[geometry_delta_index(to - from)]: the direction d and distance
	 * k with to = from + k * vec[d], as d | k << 8 (k = 0: none). */
	uint16_t *delta;
	/* lin[cell] - lin[other] + delta_center = that index, one subtraction
	 * for geometry_delta() instead of three coordinates. */
	int16_t *lin;
	int delta_center;
	/* Whether some difference matched several (direction, distance)
	 * pairs (DELTA_AMBIGUOUS): none in today's shapes; code that reasons
	 * from delta[] alone falls back where it is set. */
	int ambiguous;
};

#define DELTA_AMBIGUOUS 0xFFFFu

static inline size_t geometry_delta_index(const struct geometry *g, int dx, int dy, int dz)
{
	return (size_t)(dx + g->nx - 1) +
	       (size_t)(2 * g->nx - 1) *
	               ((size_t)(dy + g->ny - 1) + (size_t)(2 * g->ny - 1) * (size_t)(dz + g->nz - 1));
}

/* The direction and distance leading from one cell to another (d | k << 8),
 * 0 if no slide or leap vector does, DELTA_AMBIGUOUS if several would. */
static inline unsigned geometry_delta(const struct geometry *g, unsigned from, unsigned to)
{
	return g->delta[g->delta_center + g->lin[to] - g->lin[from]];
}

/* Build the geometry of an nx x ny x nz box (each 1..8).  Returns 0, or -1 if
 * memory runs out. */
int geometry_init_cube(struct geometry *g, int nx, int ny, int nz);
/* Build the 169-hex board of C'escacs (CESCACS.md section 1). */
int geometry_init_hex(struct geometry *g);
void geometry_release(struct geometry *g);

static inline const uint16_t *geometry_ray(const struct geometry *g, unsigned cell,
                                           unsigned dir)
{
	return g->ray + ((size_t)cell * (size_t)g->nslide + dir) * (size_t)g->ray_len;
}

/* The cell one vector away, or CELL_NONE. */
static inline unsigned geometry_step(const struct geometry *g, unsigned cell, unsigned dir)
{
	return g->step[(size_t)cell * (size_t)g->ndirs + dir];
}

/* The cell at these coordinates, or -1. */
static inline int geometry_cell(const struct geometry *g, int x, int y, int z)
{
	if (x < 0 || y < 0 || z < 0 || x >= g->nx || y >= g->ny || z >= g->nz)
		return -1;
	return g->index[x + g->nx * (y + g->ny * z)];
}

/* Index of the direction with this vector, or -1. */
int geometry_find_dir(const struct geometry *g, int dx, int dy, int dz);

#endif
