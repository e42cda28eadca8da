/*
 * eval_prepare.c - the evaluation's tables, derived from a variant's data.
 */
#include <stdint.h>
#include <string.h>

#include "eval.h"
#include "variant_bits.h"

/* Weights (x 2^16) of a landing cell reached over k - 1 cells, each
 * occupied with probability rho (per mille), by a move of each mode: the
 * way must be free ((1 - rho)^(k-1)) and the target empty (1 - rho) for a
 * move, held by an enemy (rho / 2) for a capture. */
struct landing {
	int64_t w[4][MAX_RAY + 2];
};

static void landing_weights(struct landing *l, int rho)
{
	int64_t free_way = 1 << 16;
	for (int k = 1; k < MAX_RAY + 2; k++) {
		for (int mode = 0; mode < 4; mode++) {
			int64_t land = 0;
			if (mode & MODE_MOVE)
				land += 1000 - rho;
			if (mode & MODE_CAPTURE)
				land += rho / 2;
			l->w[mode][k] = free_way * land / 1000;
		}
		free_way = free_way * (1000 - rho) / 1000;
	}
}

static int64_t landing_weight(const struct landing *l, int k, int mode)
{
	return l->w[mode & 3][k < MAX_RAY + 1 ? k : MAX_RAY + 1];
}

static int32_t cell_mobility(const struct variant *v, unsigned type, unsigned cell,
                             const struct landing *lw)
{
	const struct geometry *g = &v->geo;
	int64_t sum = 0;
	if (type == HDC_PAWN) {
		for (unsigned i = 0; i < v->npush; i++)
			if (geometry_step(g, cell, v->push_dir[0][i]) != CELL_NONE)
				sum += landing_weight(lw, 1, MODE_MOVE);
		for (unsigned i = 0; i < v->ncapture; i++)
			if (geometry_step(g, cell, v->capture_dir[0][i]) != CELL_NONE)
				sum += landing_weight(lw, 1, MODE_CAPTURE);
		return (int32_t)(sum * 100 >> 16);
	}
	const struct dirset *steps = &v->steps[0][type];
	for (unsigned w = 0; w < 2; w++)
		sum += (int64_t)__builtin_popcountll(steps->w[w] & g->exists[cell].w[w]) *
		       landing_weight(lw, 1, MODE_BOTH);
	for (unsigned d = 0; d < (unsigned)g->nslide; d++) {
		if (!(v->slides[0][type] >> d & 1))
			continue;
		int k = 1;
		for (const uint16_t *r = geometry_ray(g, cell, d); *r != CELL_NONE; r++, k++)
			sum += landing_weight(lw, k, MODE_BOTH);
	}
	for (unsigned i = 0; i < v->ngeneral[0][type]; i++) {
		const struct dir_move *m = &v->general[0][type][i];
		unsigned c = cell;
		for (int k = 1; k <= m->range; k++) {
			c = geometry_step(g, c, m->dir);
			if (c == CELL_NONE)
				break;
			if (k >= m->min)
				sum += landing_weight(lw, k, m->mode);
		}
	}
	return (int32_t)(sum * 100 >> 16);
}

int32_t eval_cell_mobility(const struct variant *v, unsigned type, unsigned cell, int density)
{
	struct landing l;
	landing_weights(&l, density);
	return cell_mobility(v, type, cell, &l);
}

/*
 * The constants below are the whole of the evaluation's tuning; every
 * per-variant number is derived from them and the variant's data.  Their
 * reasons are in docs/ENGINE.md ("Evaluation").
 */

/* Centipawns per effectively reachable cell: the least-squares fit of
 * value = K * mobility to orthodox chess (N 300, B 325, R 500, Q 900),
 * computed on the 8x8x1 box at a quarter of the cells occupied (half the
 * start density of chess), gives K = 66 (N 303, B 364, R 508, Q 872). */
#define CP_PER_CELL 66
/* Piece-square terms: this share (per mille) of the difference between
 * the value a piece would have if every cell were like this one and its
 * average value, at most a quarter of the value.  Self-play (Raumschach,
 * 5000 nodes a move, 300 games): half of 250/200 scored +54 +- 35 Elo, a
 * quarter +40 +- 35. */
#define PSQ_MG 125
#define PSQ_EG 100
/* King centralisation (the end-game bonus between the least and the most
 * central cell), and its middle-game opposite (the king stays home). */
#define KING_CENTRE_EG 60
#define KING_CENTRE_MG 20
/* Pawn progress: the end-game bonus of a pawn d pushes from promoting is
 * PAWN_PUSH_EG per mille of the promotion gain over (d + 1)^2, less its
 * value at the farthest distance; the middle game gets a third.  Self-play
 * (Raumschach, 5000 nodes a move, 300 games) from 250: twice as much
 * scored +33 +- 36 Elo, half as much -44 +- 35. */
#define PAWN_PUSH_EG 500
/* Shelter: the middle-game bonus for own men beside the king, reached
 * when half of the king's neighbour cells hold one. */
#define SHELTER_FULL 40
/* Tropism: per mille of an enemy piece's value (at most 1000) lost in the
 * middle game for each such piece 1, 2 or 3 king steps from the king.  Off:
 * Raumschach self-play at 5000 nodes a move (300 games each) scored the
 * evaluation without it +45 +- 36 and +37 +- 37 Elo against it at
 * {0, 80, 45, 20}, and at a quarter of those +23 +- 37.  The mechanism
 * stays for experiments (eval_match's tropN). */
static const int tropism_permille[EVAL_FAR + 1] = { 0, 0, 0, 0 };
/* Mobility: per mille of a slider's value, divided by its number of slide
 * directions, for each slide direction whose first cell is free or
 * enemy-held. */
#define OPEN_MG 150
#define OPEN_EG 100
/* Tempo for the side to move: 0, so that a symmetric position (the start)
 * evaluates to exactly 0, as the engine API promises. */
#define TEMPO 0

static eval_pair pair(int mg, int eg)
{
	return (eval_pair)((uint64_t)(int64_t)mg << 32) + eg;
}

static int clampi(int x, int lo, int hi)
{
	return x < lo ? lo : x > hi ? hi : x;
}

static void build_mirror(struct eval_tables *t, const struct variant *v)
{
	const struct geometry *g = &v->geo;
	for (int c = 0; c < g->ncells; c++) {
		int x = g->coord[c][0], y = g->ny - 1 - g->coord[c][1], z = g->coord[c][2];
		if (v->def->pawn->mirror_layers)
			z = g->nz - 1 - z;
		int m = geometry_cell(g, x, y, z);
		t->mirror[c] = (uint16_t)(m < 0 ? c : m);
	}
}

/* The king's step directions (side 0). */
static int king_dirs(const struct variant *v, int *dirs)
{
	int n = 0;
	for (int d = 0; d < v->geo.ndirs; d++)
		if (dirset_has(&v->steps[0][HDC_KING], (unsigned)d))
			dirs[n++] = d;
	return n;
}

/* King steps of a coordinate difference, by a breadth-first walk over the
 * box of differences with the king's step vectors. */
static void build_kdist(struct eval_tables *t, const struct variant *v)
{
	const struct geometry *g = &v->geo;
	int sx = 2 * g->nx - 1, sy = 2 * g->ny - 1, sz = 2 * g->nz - 1;
	int n = sx * sy * sz;
	memset(t->kdist, EVAL_FAR, sizeof t->kdist);
	if (n > EVAL_MAX_DELTAS)
		return;
	uint16_t queue[EVAL_MAX_DELTAS];
	uint8_t seen[EVAL_MAX_DELTAS] = { 0 };
	int head = 0, tail = 0;
	int centre = (int)geometry_delta_index(g, 0, 0, 0);
	queue[tail++] = (uint16_t)centre;
	seen[centre] = 1;
	t->kdist[centre] = 0;
	int kdirs[MAX_DIRS], nk = king_dirs(v, kdirs);
	while (head < tail) {
		int i = queue[head++];
		int x = i % sx, y = i / sx % sy, z = i / sx / sy;
		for (int j = 0; j < nk; j++) {
			int d = kdirs[j];
			int nx = x + g->vec[d][0], ny = y + g->vec[d][1], nz = z + g->vec[d][2];
			if (nx < 0 || ny < 0 || nz < 0 || nx >= sx || ny >= sy || nz >= sz)
				continue;
			int next = nx + sx * (ny + sy * nz);
			if (seen[next])
				continue;
			seen[next] = 1;
			t->kdist[next] = (uint8_t)(t->kdist[i] < EVAL_FAR ? t->kdist[i] + 1 : EVAL_FAR);
			queue[tail++] = (uint16_t)next;
		}
	}
}

/* How central each cell is for a king: the cells a queen-like walk along
 * the king's step directions reaches (a step direction without a ray
 * counts its one cell), scaled to 0 .. 64. */
static void build_centre(struct eval_tables *t, const struct variant *v)
{
	const struct geometry *g = &v->geo;
	int reach[HDC_MAX_CELLS], lo = 1 << 30, hi = 0;
	int kdirs[MAX_DIRS], nk = king_dirs(v, kdirs);
	for (int c = 0; c < g->ncells; c++) {
		int n = 0;
		for (int j = 0; j < nk; j++) {
			int d = kdirs[j];
			if (geometry_step(g, (unsigned)c, (unsigned)d) == CELL_NONE)
				continue;
			if (d < g->nslide)
				for (const uint16_t *r = geometry_ray(g, (unsigned)c, (unsigned)d);
				     *r != CELL_NONE; r++)
					n++;
			else
				n++;
		}
		reach[c] = n;
		lo = n < lo ? n : lo;
		hi = n > hi ? n : hi;
	}
	for (int c = 0; c < g->ncells; c++)
		t->centre[c] = (uint8_t)(hi > lo ? 64 * (reach[c] - lo) / (hi - lo) : 32);
}

/* Pushes to the nearest promoting cell along the pawn's push directions:
 * a walk backwards from the promoting cells. */
static void build_pawn_dist(struct eval_tables *t, const struct variant *v, int side)
{
	const struct geometry *g = &v->geo;
	uint16_t queue[HDC_MAX_CELLS];
	int head = 0, tail = 0;
	memset(t->pawn_dist[side], 255, sizeof t->pawn_dist[side]);
	for (int c = 0; c < g->ncells; c++)
		if (v->promotes[side][c]) {
			t->pawn_dist[side][c] = 0;
			queue[tail++] = (uint16_t)c;
		}
	while (head < tail) {
		unsigned c = queue[head++];
		for (unsigned i = 0; i < v->npush; i++) {
			unsigned from = geometry_step(g, c, g->opposite[v->push_dir[side][i]]);
			if (from == CELL_NONE || t->pawn_dist[side][from] != 255)
				continue;
			t->pawn_dist[side][from] = (uint8_t)(t->pawn_dist[side][c] + 1);
			queue[tail++] = (uint16_t)from;
		}
	}
}

static int popcount_dirs(const struct dirset *s)
{
	return __builtin_popcountll(s->w[0]) + __builtin_popcountll(s->w[1]);
}

/* The weights the search's positions keep summed (eval.h): white's
 * piece-square pairs with material added to both halves, minus black's;
 * and the material fields of EVAL_MATERIAL. */
static void build_weights(struct eval_tables *t)
{
	const int n = t->v->geo.ncells;
	for (unsigned side = 0; side < 2; side++)
		for (unsigned type = 1; type < MAX_TYPES; type++) {
			unsigned piece = PIECE(type, side);
			int value = t->value[type];
			uint64_t fields;
			if (type == HDC_PAWN)
				fields = (uint64_t)1 << (side ? EVAL_PAWNS_BLACK : EVAL_PAWNS_WHITE);
			else
				fields = (uint64_t)value << (side ? EVAL_MATERIAL_BLACK : 0);
			t->weights.piece[piece] = fields;
			for (int c = 0; c < n; c++) {
				uint64_t w = (uint64_t)(t->psq[side][type][c] + pair(value, value));
				t->weights.cell[piece][c] = side ? (uint64_t)0 - w : w;
			}
		}
}

static void build_busy(struct eval_tables *t)
{
	const int n = t->v->geo.ncells;
	for (unsigned side = 0; side < 2; side++)
		for (unsigned type = 1; type < MAX_TYPES; type++) {
			int trop = 0;
			for (int k = 0; k <= EVAL_FAR; k++)
				trop |= t->tropism[type][k];
			for (int c = 0; c < n; c++) {
				int busy = type == HDC_PAWN ? t->pawn_dist[side][c] - 1u < 3u
				                            : (t->sliders >> type & 1) || trop;
				t->busy[PIECE(type, side)][c] = (uint8_t)busy;
				if (type == HDC_PAWN && busy) {
					unsigned bit = t->v->bits->sd.bit_of[c];
					t->pawn_near_bits[side][bit >> 6] |= 1ull << (bit & 63);
				}
			}
		}
}

static void build_rings(struct eval_tables *t)
{
	const struct variant *v = t->v;
	const struct geometry *g = &v->geo;
	for (int side = 0; side < 2; side++)
		for (int c = 0; c < g->ncells; c++) {
			unsigned len = 0;
			for (unsigned w = 0; w < 2; w++) {
				uint64_t bits = v->steps[side][HDC_KING].w[w] & g->exists[c].w[w];
				for (; bits && len < EVAL_RING_MAX; bits &= bits - 1)
					t->ring[side][c][len++] =
						(uint16_t)geometry_step(g, (unsigned)c, dirset_first(bits, w));
			}
			t->ring_len[side][c] = (uint8_t)len;
		}
}

/* Adds a cell to a bit set; returns 0 if it was in already. */
static int cells_add(cellset *s, const struct shift_dirs *sd, unsigned cell)
{
	unsigned bit = sd->bit_of[cell];
	if (cs_test(s, bit))
		return 0;
	cs_set(s, bit);
	return 1;
}

/* The set s as eval_cells; 0 if its words span more than three. */
static int cells_pack(struct eval_cells *out, const cellset *s)
{
	int lo = -1, hi = -1;
	for (int w = 0; w < CELLSET_WORDS; w++)
		if (s->w[w]) {
			lo = lo < 0 ? w : lo;
			hi = w;
		}
	memset(out, 0, sizeof *out);
	if (lo < 0)
		return 1;
	if (hi - lo >= EVAL_CELLS_WORDS)
		return 0;
	/* Three words from lo, within the set's eight. */
	if (lo > CELLSET_WORDS - EVAL_CELLS_WORDS)
		lo = CELLSET_WORDS - EVAL_CELLS_WORDS;
	out->lo = (uint8_t)lo;
	for (int k = 0; k < EVAL_CELLS_WORDS; k++)
		out->w[k] = s->w[lo + k];
	out->n = (uint8_t)cs_popcount(*s);
	return 1;
}

/* The rings and the sliders' first cells as bits.  A slider type whose
 * directions share a first cell (not seen in any geometry, but a user's
 * might) or whose first cells span more than three words (a box with
 * layers of more than 64 cells) keeps the walk on the mailbox, and so
 * do the rings of such a box. */
static void build_bit_sets(struct eval_tables *t)
{
	const struct variant *v = t->v;
	const struct geometry *g = &v->geo;
	const struct shift_dirs *sd = &v->bits->sd;
	for (int side = 0; side < 2; side++)
		for (int c = 0; c < g->ncells; c++) {
			cellset s = cs_zero();
			for (unsigned i = 0; i < t->ring_len[side][c]; i++)
				cells_add(&s, sd, t->ring[side][c][i]);
			if (!cells_pack(&t->ring_bits[side][sd->bit_of[c]], &s))
				t->ring_wide = 1;
		}
	unsigned slots = 0;
	for (uint32_t ts = t->sliders; ts && slots < EVAL_SLIDER_SLOTS; ts &= ts - 1) {
		unsigned type = (unsigned)__builtin_ctz(ts);
		int packed = 1;
		for (int side = 0; side < 2; side++)
			for (int c = 0; c < g->ncells; c++) {
				cellset s = cs_zero();
				uint64_t bits = v->slides[side][type] & g->exists[c].w[0];
				for (; bits; bits &= bits - 1)
					packed &= cells_add(&s, sd,
					                    geometry_step(g, (unsigned)c,
					                                  (unsigned)__builtin_ctzll(bits)));
				packed &= cells_pack(&t->first_steps[side][slots][sd->bit_of[c]], &s);
			}
		if (packed) {
			t->slider_slot[type] = (uint8_t)++slots;
		} else {
			memset(t->first_steps[0][slots], 0, sizeof t->first_steps[0][slots]);
			memset(t->first_steps[1][slots], 0, sizeof t->first_steps[1][slots]);
		}
	}
}

/* by_value and pawn_may_promote (eval.h). */
static void build_quiescence_tables(struct eval_tables *t)
{
	const struct variant *v = t->v;
	const struct geometry *g = &v->geo;
	const struct shift_dirs *sd = &v->bits->sd;
	unsigned n = 0;
	for (unsigned type = 1; type < MAX_TYPES; type++) {
		if (!(v->types >> type & 1) || type == HDC_KING)
			continue;
		unsigned j = n++;
		for (; j > 0 && t->value[t->by_value[j - 1]] < t->value[type]; j--)
			t->by_value[j] = t->by_value[j - 1];
		t->by_value[j] = (uint8_t)type;
	}
	t->nby_value = (uint8_t)n;
	for (int side = 0; side < 2; side++)
		for (int c = 0; c < g->ncells; c++) {
			const uint8_t *promotes = v->promotes[side];
			int may = promotes[c];
			for (unsigned i = 0; i < v->npush && !may; i++) {
				unsigned q = (unsigned)c;
				unsigned steps = i == 0 && v->push_steps[side][c] > 1 ? v->push_steps[side][c] : 1;
				for (unsigned k = 0; k < steps && !may; k++) {
					q = geometry_step(g, q, v->push_dir[side][i]);
					if (q == CELL_NONE)
						break;
					may = promotes[q];
				}
			}
			for (unsigned i = 0; i < v->ncapture && !may; i++) {
				unsigned q = geometry_step(g, (unsigned)c, v->capture_dir[side][i]);
				may = q != CELL_NONE && promotes[q];
			}
			if (may) {
				unsigned bit = sd->bit_of[c];
				t->pawn_may_promote[side][bit >> 6] |= 1ull << (bit & 63);
			}
		}
}

void eval_prepare(struct eval_tables *t, const struct variant *v)
{
	const struct geometry *g = &v->geo;
	const int n = g->ncells;
	memset(t, 0, sizeof *t);
	t->v = v;
	build_mirror(t, v);

	/* Half the start density: about the board of a middle game. */
	int rho = 1000 * (v->start_total[0] + v->start_total[1]) / (2 * n);
	t->density = rho;

	struct landing empty, occupied;
	landing_weights(&empty, 0);
	landing_weights(&occupied, rho);

	/* Values from the average effective mobility; each cell's is kept
	 * for the piece-square terms (in cell_mg until then). */
	for (unsigned type = 1; type < MAX_TYPES; type++) {
		if (!(v->types >> type & 1))
			continue;
		int64_t sum0 = 0, sum = 0;
		for (int c = 0; c < n; c++) {
			int m = cell_mobility(v, type, (unsigned)c, &occupied);
			t->cell_mg[type][c] = (int16_t)clampi(m * CP_PER_CELL / 100, 0, INT16_MAX);
			sum0 += cell_mobility(v, type, (unsigned)c, &empty);
			sum += m;
		}
		t->mobility_empty[type] = (int32_t)(sum0 / n);
		t->mobility_eff[type] = (int32_t)(sum / n);
		if (type == HDC_PAWN)
			t->value[type] = 100;
		else if (type != HDC_KING)
			t->value[type] = (int16_t)clampi(
				(int)((sum * CP_PER_CELL + 50 * n) / (100 * n)), 1, 4000);
	}
	/* Mobility is counted for the sliders worth at least half the most
	 * valuable piece (queen-like pieces: the ones a closed position hurts
	 * most, and few enough to keep evaluate() cheap). */
	int top = 0;
	for (unsigned type = 1; type < MAX_TYPES; type++)
		top = t->value[type] > top ? t->value[type] : top;
	for (unsigned type = 1; type < MAX_TYPES; type++)
		if ((v->types >> type & 1) && v->slides[0][type] && type != HDC_KING &&
		    2 * t->value[type] >= top)
			t->sliders |= 1u << type;

	/* Phase: the non-pawn material on the board against the start's. */
	for (unsigned type = 1; type < MAX_TYPES; type++)
		if (type != HDC_PAWN && type != HDC_KING) {
			t->phase_weight[type] = t->value[type];
			t->phase_total += t->value[type] *
			                  (v->start_count[0][type] + v->start_count[1][type]);
		}
	if (t->phase_total <= 0)
		t->phase_total = 1;

	/* Piece-square terms (white's view) from each cell's mobility. */
	build_centre(t, v);
	int king_avg = 0;
	for (int c = 0; c < n; c++)
		king_avg += t->centre[c];
	king_avg /= n;
	for (unsigned type = 1; type < MAX_TYPES; type++) {
		if (!(v->types >> type & 1) || type == HDC_PAWN)
			continue;
		for (int c = 0; c < n; c++) {
			int mg, eg;
			if (type == HDC_KING) {
				int dc = t->centre[c] - king_avg;
				mg = -dc * KING_CENTRE_MG / 64;
				eg = dc * KING_CENTRE_EG / 64;
			} else {
				int here = t->cell_mg[type][c];
				int diff = here - t->value[type];
				int cap = t->value[type] / 4;
				mg = clampi(diff * PSQ_MG / 1000, -cap, cap);
				eg = clampi(diff * PSQ_EG / 1000, -cap, cap);
			}
			t->cell_mg[type][c] = (int16_t)mg;
			t->cell_eg[type][c] = (int16_t)eg;
		}
	}

	/* Pawns: progress toward promotion. */
	build_pawn_dist(t, v, 0);
	build_pawn_dist(t, v, 1);
	int gain = 0;
	for (unsigned i = 0; i < v->def->pawn->npromotion; i++) {
		int val = t->value[v->def->pawn->promotion[i] & 31];
		gain = val - 100 > gain ? val - 100 : gain;
	}
	int far = 0;
	for (int c = 0; c < n; c++)
		if (!v->pawn_forbidden[0][c] && t->pawn_dist[0][c] != 255 && t->pawn_dist[0][c] > far)
			far = t->pawn_dist[0][c];
	int base = gain * PAWN_PUSH_EG / ((far + 1) * (far + 1)) / 1000;
	for (int c = 0; c < n; c++) {
		/* A pawn on a promoting cell (C'escacs: awaiting a piece to
		 * come back) is valued as one push away. */
		int d = t->pawn_dist[0][c] ? t->pawn_dist[0][c] : 1;
		int eg = d == 255 ? 0 : gain * PAWN_PUSH_EG / ((d + 1) * (d + 1)) / 1000 - base;
		eg = clampi(eg, 0, 1000);
		t->cell_mg[HDC_PAWN][c] = (int16_t)(eg / 3);
		t->cell_eg[HDC_PAWN][c] = (int16_t)eg;
	}
	/* A free way forward near the end: half the progress bonus again. */
	for (int d = 1; d < 16; d++)
		t->passed_eg[d] = (int16_t)(d <= 3 ? gain * PAWN_PUSH_EG / ((d + 1) * (d + 1)) / 2000 : 0);

	/* Both sides' packed tables: black reads the mirrored cell. */
	for (unsigned type = 1; type < MAX_TYPES; type++)
		for (int c = 0; c < n; c++) {
			t->psq[0][type][c] = pair(t->cell_mg[type][c], t->cell_eg[type][c]);
			t->psq[1][type][c] = pair(t->cell_mg[type][t->mirror[c]],
			                          t->cell_eg[type][t->mirror[c]]);
		}

	/* King safety. */
	build_kdist(t, v);
	int neighbours = 0;
	for (int c = 0; c < n; c++) {
		struct dirset s = v->steps[0][HDC_KING];
		s.w[0] &= g->exists[c].w[0];
		s.w[1] &= g->exists[c].w[1];
		int k = popcount_dirs(&s);
		neighbours = k > neighbours ? k : neighbours;
	}
	t->king_steps_max = (int16_t)neighbours;
	int half = neighbours / 2 ? neighbours / 2 : 1;
	for (int i = 0; i < 32; i++)
		t->shelter[i] = (int16_t)(SHELTER_FULL * (i < half ? i : half) / half);
	for (unsigned type = 1; type < MAX_TYPES; type++) {
		int val = type == HDC_KING ? 0 : t->value[type] > 1000 ? 1000 : t->value[type];
		if (type == HDC_PAWN)
			val = 0;
		for (int k = 1; k <= EVAL_FAR; k++) {
			t->tropism[type][k] = (int16_t)(val * tropism_permille[k] / 1000);
			t->has_tropism |= t->tropism[type][k] != 0;
		}
	}

	/* Mobility of sliders: open slide directions. */
	for (unsigned type = 1; type < MAX_TYPES; type++) {
		if (!(t->sliders >> type & 1))
			continue;
		int ndirs = __builtin_popcountll(v->slides[0][type]);
		int mg = t->value[type] * OPEN_MG / 1000 / ndirs;
		int eg = t->value[type] * OPEN_EG / 1000 / ndirs;
		t->open_bonus[type] = pair(mg, eg);
	}

	/* Drawish: no pawns and less than one and a half of the smallest
	 * piece ahead. */
	int smallest = 1 << 30;
	for (unsigned type = 1; type < MAX_TYPES; type++)
		if ((v->types >> type & 1) && type != HDC_PAWN && type != HDC_KING &&
		    t->value[type] < smallest)
			smallest = t->value[type];
	t->minor_limit = (int16_t)(smallest < 1 << 30 ? smallest * 3 / 2 : 0);
	t->tempo = TEMPO;
	build_weights(t);
	build_busy(t);
	build_rings(t);
	build_bit_sets(t);
	build_quiescence_tables(t);
}
