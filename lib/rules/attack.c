/* attack.c - is a cell attacked by a side? */
#include "kernel_hits.h"
#include "make.h"
#include "variant_bits.h"

/* C'escacs: a king that never moved attacks its leap cells too. */
int king_leap_attacks(const struct hdc_position *pos, unsigned cell, int by)
{
	const struct variant *v = pos->v;
	if (!v->leap_n || !(pos->st.castling & v->king_right[by]))
		return 0;
	for (unsigned i = 0; i < v->leap_n; i++)
		if (geometry_step(&v->geo, cell, v->leap_dir[i]) == pos->king[by])
			return 1;
	return 0;
}

/* Whether piece p, found at distance k (0-based) walking direction d from
 * the target, attacks the target for side `by`. */
static inline int attacks_from(const struct variant *v, unsigned p, int by, unsigned d,
                               unsigned k)
{
	return p && PSIDE(p) == (unsigned)by && (v->reach[by][d] >> PTYPE(p) & 1) &&
	       k < v->range[by][PTYPE(p)][d];
}

/* attacked()'s far part from the men rather than the rays: the enemy
 * men one slide step away, then each man of a type that attacks from
 * afar, by its direction and distance from the cell (geometry_delta),
 * with the cells between walked only where it could attack.  In a
 * crowded army most rays end at the first cell or two, at a branch
 * the predictor cannot guess; the men of the far types are few.  Sets
 * *found and returns 1 when it answered; returns 0, having found
 * nothing, for the ray walk to answer when those men are more than the
 * slide directions. */
static int far_lookup(const struct hdc_position *pos, unsigned cell, int by,
                      const uint16_t *rays, int *found)
{
	const struct variant *v = pos->v;
	const struct geometry *g = &v->geo;
	const struct variant_bits *b = v->bits;
	const uint16_t *cell_of = b->sd.cell_of;
	const uint8_t *board = pos->board;
	const uint64_t far = v->attack_far[by];
	const unsigned nslide = (unsigned)g->nslide, ray_len = (unsigned)g->ray_len;
	const cellset *by_type = pos->by_piece + 32 * by;
	*found = 1;
	cellset near = cs_and(b->slide_ring[bit_of_cell(pos, cell)], by_type[0]);
	HITS_EACH(near, {
		unsigned at = cell_of[q];
		unsigned d = geometry_delta(g, cell, at) & 0xFF;
		if (d < nslide && (far >> d & 1) && attacks_from(v, board[at], by, d, 0))
			return 1;
	});
	cellset far_men = cs_zero();
	for (uint32_t tt = b->far_types[by]; tt; tt &= tt - 1)
		far_men = cs_or(far_men, by_type[__builtin_ctz(tt)]);
	unsigned budget = nslide;
	HITS_EACH(far_men, {
		if (!budget--) {
			*found = 0;
			return 0;
		}
		unsigned at = cell_of[q];
		unsigned dk = geometry_delta(g, cell, at);
		unsigned d = dk & 0xFF;
		unsigned k = dk >> 8;
		if (k < 2 || d >= nslide || !(far >> d & 1))
			continue;
		unsigned t = PTYPE(board[at]);
		if (!(v->reach[by][d] >> t & 1) || k - 1 >= v->range[by][t][d])
			continue;
		const uint16_t *ray = rays + d * ray_len;
		unsigned j = 0;
		while (j < k - 1 && !board[ray[j]])
			j++;
		if (j == k - 1)
			return 1;
	});
	*found = 0;
	return 1;
}

/* The hot one (king moves, checks): only the directions that exist from
 * the cell and that the side's pieces attack along are walked. */
int attacked(const struct hdc_position *pos, unsigned cell, int by)
{
	const struct variant *v = pos->v;
	const struct geometry *g = &v->geo;
	const uint8_t *board = pos->board;
	const struct dirset *exists = &g->exists[cell];
	const uint16_t *steps = g->step + (size_t)cell * (size_t)g->ndirs;
	const struct variant_bits *b = v->bits;
	int found;
	/* The many-leap types (a cube's 24 knight leaps) by their reach
	 * tables, one AND each; the other near directions one by one. */
	if (b->near_table_types[by]) {
		unsigned bit = bit_of_cell(pos, cell);
		const cellset *by_type = pos->by_piece + 32 * by;
		for (uint32_t tt = b->near_table_types[by]; tt; tt &= tt - 1) {
			unsigned t = (unsigned)__builtin_ctz(tt);
			if (cs_any(cs_and(b->reach[by][t][bit], by_type[t])))
				return 1;
		}
	}
	for (unsigned w = 0; w < 2; w++)
		for (uint64_t m = b->near_walk[by].w[w] & exists->w[w]; m; m &= m - 1) {
			unsigned d = dirset_first(m, w);
			unsigned p = board[steps[d]];
			if (p && PSIDE(p) == (unsigned)by && (v->reach[by][d] >> PTYPE(p) & 1))
				return 1;
		}
	const uint16_t *rays = g->ray + (size_t)cell * (size_t)g->nslide * (size_t)g->ray_len;
	if (b->far_lookup[by] && far_lookup(pos, cell, by, rays, &found))
		return found || king_leap_attacks(pos, cell, by);
	for (uint64_t m = v->attack_far[by] & exists->w[0]; m; m &= m - 1) {
		unsigned d = dirset_first(m, 0);
		const uint16_t *ray = rays + d * (unsigned)g->ray_len;
		unsigned k = 0, p;
		while (!(p = board[ray[k]]) && ray[k + 1] != CELL_NONE)
			k++;
		if (attacks_from(v, p, by, d, k))
			return 1;
	}
	return king_leap_attacks(pos, cell, by);
}

/* What stands on q once the hypothetical change is made: `occupant` on
 * `occupy`. */
static unsigned piece_after(const struct hdc_position *pos, unsigned q, unsigned vacate1,
                            unsigned vacate2, unsigned occupy, unsigned occupant)
{
	if (q == occupy)
		return occupant;
	if (q == vacate1 || q == vacate2)
		return 0;
	return pos->board[q];
}

/* The attackers of side `by` on cell with the hypothetical change made, up
 * to max of them; near[i] says whether the i-th stands next door. */
static int count_attackers(const struct hdc_position *pos, unsigned cell, int by,
                           unsigned vacate1, unsigned vacate2, unsigned occupy,
                           unsigned occupant, int *near, int max)
{
	const struct variant *v = pos->v;
	const struct geometry *g = &v->geo;
	const struct dirset *exists = &g->exists[cell];
	int n = 0;
	for (unsigned w = 0; w < 2; w++)
		for (uint64_t m = v->attack_near[by].w[w] & exists->w[w]; m && n < max; m &= m - 1) {
			unsigned d = dirset_first(m, w);
			unsigned q = geometry_step(g, cell, d);
			if (attacks_from(v, piece_after(pos, q, vacate1, vacate2, occupy, occupant), by, d, 0))
				near[n++] = 1;
		}
	for (uint64_t m = v->attack_far[by] & exists->w[0]; m && n < max; m &= m - 1) {
		unsigned d = dirset_first(m, 0);
		const uint16_t *ray = geometry_ray(g, cell, d);
		for (unsigned k = 0; ray[k] != CELL_NONE; k++) {
			unsigned p = piece_after(pos, ray[k], vacate1, vacate2, occupy, occupant);
			if (!p)
				continue;
			if (attacks_from(v, p, by, d, k))
				near[n++] = k == 0;
			break;
		}
	}
	if (n < max && king_leap_attacks(pos, cell, by))
		near[n++] = 1;
	return n;
}

int attacked_after(const struct hdc_position *pos, unsigned cell, int by,
                   unsigned vacate1, unsigned vacate2, unsigned occupy)
{
	/* A placeholder of the defending side: it blocks, never attacks. */
	return attacked_after_placing(pos, cell, by, vacate1, vacate2, occupy,
	                              PIECE(HDC_PAWN, by ^ 1));
}

int attacked_after_placing(const struct hdc_position *pos, unsigned cell, int by,
                           unsigned vacate1, unsigned vacate2, unsigned occupy,
                           unsigned occupant)
{
	int near;
	return count_attackers(pos, cell, by, vacate1, vacate2, occupy, occupant, &near, 1);
}

int attacked_along_after(const struct hdc_position *pos, unsigned cell, int by, unsigned d,
                         unsigned vacate1, unsigned vacate2, unsigned occupy)
{
	const struct variant *v = pos->v;
	if (!(v->attack_far[by] >> d & 1))
		return 0;
	const uint16_t *ray = geometry_ray(&v->geo, cell, d);
	for (unsigned k = 0; ray[k] != CELL_NONE; k++) {
		unsigned p = piece_after(pos, ray[k], vacate1, vacate2, occupy, PIECE(HDC_PAWN, by ^ 1));
		if (p)
			return attacks_from(v, p, by, d, k);
	}
	return 0;
}

int attackers(const struct hdc_position *pos, unsigned cell, int by, int *near, int max)
{
	return count_attackers(pos, cell, by, CELL_NONE, CELL_NONE, CELL_NONE, 0, near, max);
}
