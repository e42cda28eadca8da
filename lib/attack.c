/* attack.c - is a cell attacked by a side? */
#include "position.h"

/* C'escacs: a king that never moved attacks its leap cells too. */
static int king_leap_attacks(const struct hdc_position *pos, unsigned cell, int by)
{
	const struct variant *v = pos->v;
	if (!v->leap_n || !(pos->st.castling & v->king_right[by]))
		return 0;
	for (unsigned i = 0; i < v->leap_n; i++)
		if (geometry_step(&v->geo, cell, v->leap_dir[i]) == pos->king[by])
			return 1;
	return 0;
}

int attacked(const struct hdc_position *pos, unsigned cell, int by)
{
	const struct variant *v = pos->v;
	const struct geometry *g = &v->geo;
	const uint8_t *board = pos->board;
	const uint16_t *steps = g->step + (size_t)cell * (size_t)g->ndirs;
	const uint16_t *rays = g->ray + (size_t)cell * (size_t)g->nslide * (size_t)g->ray_len;
	for (int i = 0; i < v->nattack_dirs[by]; i++) {
		unsigned d = v->attack_dir[by][i];
		uint32_t reach = v->reach[by][d];
		if (v->attack_far[by][i]) {
			const uint16_t *ray = rays + d * (unsigned)g->ray_len;
			for (unsigned k = 0; ray[k] != CELL_NONE; k++) {
				unsigned p = board[ray[k]];
				if (!p)
					continue;
				if (PSIDE(p) == (unsigned)by && (reach >> PTYPE(p) & 1) &&
				    k < v->range[by][PTYPE(p)][d])
					return 1;
				break;
			}
		} else {
			unsigned q = steps[d];
			if (q == CELL_NONE)
				continue;
			unsigned p = board[q];
			if (p && PSIDE(p) == (unsigned)by && (reach >> PTYPE(p) & 1))
				return 1;
		}
	}
	return king_leap_attacks(pos, cell, by);
}

/* What stands on q once the hypothetical change is made: a placeholder
 * piece of the defending side on `occupy` (it blocks, never attacks). */
static unsigned piece_after(const struct hdc_position *pos, unsigned q, int by,
                            unsigned vacate1, unsigned vacate2, unsigned occupy)
{
	if (q == occupy)
		return PIECE(HDC_PAWN, by ^ 1);
	if (q == vacate1 || q == vacate2)
		return 0;
	return pos->board[q];
}

int attacked_after(const struct hdc_position *pos, unsigned cell, int by,
                   unsigned vacate1, unsigned vacate2, unsigned occupy)
{
	const struct variant *v = pos->v;
	const struct geometry *g = &v->geo;
	for (int i = 0; i < v->nattack_dirs[by]; i++) {
		unsigned d = v->attack_dir[by][i];
		uint32_t reach = v->reach[by][d];
		unsigned limit = v->attack_far[by][i] ? (unsigned)g->ray_len : 1;
		for (unsigned k = 0; k < limit; k++) {
			unsigned q = d < (unsigned)g->nslide ? geometry_ray(g, cell, d)[k]
			                                     : geometry_step(g, cell, d);
			if (q == CELL_NONE)
				break;
			unsigned p = piece_after(pos, q, by, vacate1, vacate2, occupy);
			if (!p)
				continue;
			if (PSIDE(p) == (unsigned)by && (reach >> PTYPE(p) & 1) &&
			    k < v->range[by][PTYPE(p)][d])
				return 1;
			break;
		}
	}
	return king_leap_attacks(pos, cell, by);
}

int attackers(const struct hdc_position *pos, unsigned cell, int by, int *near, int max)
{
	const struct variant *v = pos->v;
	const struct geometry *g = &v->geo;
	int n = 0;
	for (int i = 0; i < v->nattack_dirs[by] && n < max; i++) {
		unsigned d = v->attack_dir[by][i];
		uint32_t reach = v->reach[by][d];
		unsigned limit = v->attack_far[by][i] ? (unsigned)g->ray_len : 1;
		for (unsigned k = 0; k < limit; k++) {
			unsigned q = d < (unsigned)g->nslide ? geometry_ray(g, cell, d)[k]
			                                     : geometry_step(g, cell, d);
			if (q == CELL_NONE)
				break;
			unsigned p = pos->board[q];
			if (!p)
				continue;
			if (PSIDE(p) == (unsigned)by && (reach >> PTYPE(p) & 1) &&
			    k < v->range[by][PTYPE(p)][d])
				near[n++] = k == 0;
			break;
		}
	}
	if (n < max && king_leap_attacks(pos, cell, by))
		near[n++] = 1;
	return n;
}
