/*
 * eval.c - the static evaluation, read off the tables of eval_prepare.c.
 *
 * Per man: a packed (middle game, end game) piece-square word that holds
 * centralisation and pawn progress; for pieces other than pawns also the
 * value, the phase weight, the king tropism (off by default) and, for
 * the queen-like sliders, the open slide directions.
 * Then king shelter, the phase blend, the bare-king endgame and a drawish
 * scale.  No allocation, no floating point; the same position gives the
 * same score, and a position and its colour mirror the same score for the
 * side to move.
 */
#include "eval.h"
#include "variant_bits.h"

/* Scores beyond this count a sixteenth (evaluate). */
#define EVAL_COMPRESS 8000

static inline int pair_mg(uint64_t s)
{
	return (int32_t)(uint32_t)((s + 0x80000000u) >> 32);
}

static inline int pair_eg(uint64_t s)
{
	return (int32_t)(uint32_t)s;
}

/* The cells beside side's king it may step to: empty or enemy-held and
 * not attacked (the king's own cell is left standing: a slider's ray
 * through it is not extended behind it, a small optimism). */
static int king_freedom(const struct hdc_position *pos, const struct eval_tables *t, int side)
{
	/* On bitboards, the enemy's attacks on the ring in one pass (26
	 * attacked() calls were an eighth of Raumschach's search). */
	const struct variant_bits *b = t->v->bits;
	cellset att;
	if (king_ring_attacks(pos, side, &att)) {
		cellset free = cs_andnot(cs_andnot(b->king_reach[side][b->sd.bit_of[pos->king[side]]],
		                                   pos->by_piece[PIECE(0, side)]),
		                         att);
		return cs_popcount(free);
	}
	unsigned k = pos->king[side];
	const uint16_t *ring = t->ring[side][k];
	int free = 0;
	for (unsigned i = 0, n = t->ring_len[side][k]; i < n; i++) {
		unsigned to = ring[i], p = pos->board[to];
		if ((!p || PSIDE(p) != (unsigned)side) && !attacked(pos, to, !side))
			free++;
	}
	return free;
}

/* The sums make() keeps for a position with t's weights attached. */
static void add_weights(const struct hdc_position *pos, const struct eval_tables *t,
                        uint64_t *cell_sum, uint64_t *piece_sum)
{
	uint64_t cs = 0, ps = 0;
	for (int side = 0; side < 2; side++) {
		struct cs_iter it = cs_iter_of(pos->by_piece[PIECE(0, side)]);
		unsigned bit;
		while (cs_next(&it, &bit)) {
			unsigned c = cell_of_bit(pos, bit), p = pos->board[c];
			cs += t->weights.cell[p][c];
			ps += t->weights.piece[p];
		}
	}
	*cell_sum = cs;
	*piece_sum = ps;
}

/* A pawn near promotion (1..3 pushes): its bonus if a free push brings it
 * nearer. */
static inline uint64_t pawn_push_bonus(const struct hdc_position *pos,
                                       const struct eval_tables *t, int side, unsigned c)
{
	const struct variant *v = t->v;
	const uint8_t *dist = t->pawn_dist[side];
	unsigned d = dist[c];
	if (d - 1u >= 3u)
		return 0;
	for (unsigned j = 0; j < v->npush; j++) {
		unsigned to = geometry_step(&v->geo, c, v->push_dir[side][j]);
		if (to != CELL_NONE && dist[to] < d && !pos->board[to])
			return (uint64_t)(int64_t)t->passed_eg[d];
	}
	return 0;
}

/* Mobility of a slider that has it: its bonus per slide direction whose
 * first cell is not held by an own man. */
static inline uint64_t slider_open(const struct hdc_position *pos, const struct eval_tables *t,
                                   int side, unsigned c, unsigned type)
{
	const struct geometry *g = &t->v->geo;
	/* Own men of white are 1..31, of black 33..63: p - own_low < 32. */
	const unsigned own_low = side ? 32u : 1u;
	uint64_t bits = t->v->slides[side][type] & g->exists[c].w[0];
	const uint16_t *step = g->step + (size_t)c * (size_t)g->ndirs;
	int open = 0;
	while (bits) {
		unsigned d = (unsigned)__builtin_ctzll(bits);
		bits &= bits - 1;
		unsigned p = pos->board[step[d]];
		open += p - own_low >= 32u;
	}
	return (uint64_t)t->open_bonus[type] * (uint64_t)open;
}

/* The terms counted on the bitboards (eval_kernel.h), once with the
 * baseline's popcount (a libgcc call on x86-64) and once with the popcnt
 * instruction, for the CPUs of the AVX-512 and AVX2 paths. */
#define EVAL_SLIDERS slider_terms_portable
#define EVAL_SHELTERED sheltered_portable
#define EVAL_ATTR
#include "eval_kernel.h"
#undef EVAL_SLIDERS
#undef EVAL_SHELTERED
#undef EVAL_ATTR

#if HDC_HAVE_AVX512
#define EVAL_SLIDERS slider_terms_popcnt
#define EVAL_SHELTERED sheltered_popcnt
#define EVAL_ATTR __attribute__((target("popcnt")))
#include "eval_kernel.h"
#undef EVAL_SLIDERS
#undef EVAL_SHELTERED
#undef EVAL_ATTR

/* slider_terms_portable on the AVX-512 path: each set's non-empty words
 * found by one vptestmq, where the loops tested word by word (a type's
 * men stand in one or two of a cube's eight layers). */
CS512_TARGET static uint64_t slider_terms_avx512(const struct hdc_position *pos,
                                              const struct eval_tables *t, int side)
{
	const struct shift_dirs *sd = &t->v->bits->sd;
	const cellset *by_type = &pos->by_piece[PIECE(0, side)];
	const uint64_t *own = by_type[0].w;
	uint64_t acc = 0;
	for (uint32_t ts = t->sliders; ts; ts &= ts - 1) {
		unsigned type = (unsigned)__builtin_ctz(ts);
		unsigned slot = t->slider_slot[type];
		const struct eval_cells *first = t->first_steps[side][slot ? slot - 1 : 0];
		const uint64_t bonus = (uint64_t)t->open_bonus[type];
		const __m512i set = cs512_load(&by_type[type]);
		for (unsigned m = _mm512_test_epi64_mask(set, set); m; m &= m - 1) {
			unsigned w = (unsigned)__builtin_ctz(m);
			for (uint64_t x = by_type[type].w[w]; x; x &= x - 1) {
				unsigned bit = 64 * w + (unsigned)__builtin_ctzll(x);
				if (!slot) {
					acc += slider_open(pos, t, side, sd->cell_of[bit], type);
					continue;
				}
				const struct eval_cells *f = &first[bit];
				const uint64_t *o = own + f->lo;
				int held = (int)(_mm_popcnt_u64(f->w[0] & o[0]) +
				                 _mm_popcnt_u64(f->w[1] & o[1]) +
				                 _mm_popcnt_u64(f->w[2] & o[2]));
				acc += bonus * (uint64_t)(f->n - held);
			}
		}
	}
	return acc;
}

static inline uint64_t slider_terms(const struct hdc_position *pos, const struct eval_tables *t,
                                    int side)
{
	enum cellset_path path = cellset_path();
	return path == CELLSET_AVX512 ? slider_terms_avx512(pos, t, side)
	       : path == CELLSET_AVX2 ? slider_terms_popcnt(pos, t, side)
	                              : slider_terms_portable(pos, t, side);
}

static inline int sheltered(const struct hdc_position *pos, const struct eval_tables *t, int side)
{
	return cellset_path() != CELLSET_PORTABLE ? sheltered_popcnt(pos, t, side)
	                                          : sheltered_portable(pos, t, side);
}
#else
#define slider_terms slider_terms_portable
#define sheltered sheltered_portable
#endif

/* Without tropism, the pushes of side's pawns near promotion that bring
 * them nearer: most men are pawns far from it, so only the few near are
 * visited, off the bitboards. */
static uint64_t pawn_terms(const struct hdc_position *pos, const struct eval_tables *t, int side)
{
	const struct shift_dirs *sd = &t->v->bits->sd;
	const unsigned nwords = (unsigned)(sd->nbits + 63) / 64;
	const cellset *pawns = &pos->by_piece[PIECE(HDC_PAWN, side)];
	uint64_t near[CELLSET_WORDS], any = 0;
	for (unsigned w = 0; w < nwords; w++)
		any |= near[w] = pawns->w[w] & t->pawn_near_bits[side][w];
	if (!any)
		return 0;
	uint64_t acc = 0;
	for (unsigned w = 0; w < nwords; w++)
		for (uint64_t x = near[w]; x; x &= x - 1)
			acc += pawn_push_bonus(pos, t, side,
			                       sd->cell_of[64 * w + (unsigned)__builtin_ctzll(x)]);
	return acc;
}

int evaluate_with(const struct hdc_position *pos, const struct eval_tables *t,
                  struct eval_memo *memo)
{
	const struct variant *v = t->v;
	const struct geometry *g = &v->geo;
	const int16_t *lin = g->lin;
	uint64_t cell_sum = pos->st.cell_sum, piece_sum = pos->st.piece_sum;
	if (pos->weights != &t->weights)
		add_weights(pos, t, &cell_sum, &piece_sum);
	int pawns[2] = { EVAL_FIELD(piece_sum, EVAL_PAWNS_WHITE, 8),
	                 EVAL_FIELD(piece_sum, EVAL_PAWNS_BLACK, 8) };
	int pieces[2] = { EVAL_FIELD(piece_sum, 0, 24),
	                  EVAL_FIELD(piece_sum, EVAL_MATERIAL_BLACK, 24) };
	int material[2] = { pieces[0] + pawns[0] * t->value[HDC_PAWN],
	                    pieces[1] + pawns[1] * t->value[HDC_PAWN] };
	/* Phase weights are the non-pawn values (eval_prepare). */
	int phase = pieces[0] + pieces[1];
	uint64_t packed[2] = { cell_sum, 0 };
	int mg_extra[2] = { 0, 0 };

	/* What depends on other men: pawns near promotion with a free push,
	 * the sliders' open directions, tropism. */
	for (int side = 0; side < 2; side++) {
		uint64_t acc = 0;
		int trop = 0;
		if (t->has_tropism) {
			const uint8_t *kdist = t->kdist + g->delta_center + lin[pos->king[!side]];
			const uint8_t(*busy)[HDC_MAX_CELLS] = t->busy;
			struct cs_iter it = cs_iter_of(pos->by_piece[PIECE(0, side)]);
			unsigned bit;
			while (cs_next(&it, &bit)) {
				unsigned c = cell_of_bit(pos, bit), piece = pos->board[c];
				if (!busy[piece][c])
					continue;
				unsigned type = PTYPE(piece);
				if (type == HDC_PAWN) {
					acc += pawn_push_bonus(pos, t, side, c);
					continue;
				}
				/* Tropism: the enemy king's distance. */
				trop += t->tropism[type][kdist[-lin[c]]];
				if (t->sliders >> type & 1)
					acc += slider_open(pos, t, side, c, type);
			}
		} else if (memo && (memo->known >> side & 1)) {
			acc = memo->sliders[side] + pawn_terms(pos, t, side);
		} else {
			uint64_t sliders = slider_terms(pos, t, side);
			if (memo)
				memo->sliders[side] = sliders;
			acc = sliders + pawn_terms(pos, t, side);
		}
		packed[side] += acc;
		mg_extra[side] = trop;
	}
	if (memo)
		memo->known = t->has_tropism ? 0u : 3u;

	if (phase > t->phase_total)
		phase = t->phase_total;
	/* The material is in the sum already. */
	uint64_t diff = packed[0] - packed[1];
	int mg = pair_mg(diff) + mg_extra[0] - mg_extra[1];
	int eg = pair_eg(diff);
	if (phase > 0)
		mg += t->shelter[sheltered(pos, t, 0)] - t->shelter[sheltered(pos, t, 1)];

	/* The bare king (or a king with only pawns left, far behind): to the
	 * edge and corner, the other king near it, and as few cells to step
	 * to as can be (attack tests: only in these rare endings). */
	for (int bare = 0; bare < 2; bare++) {
		int strong = !bare;
		if (pos->count[bare] != 1 + pawns[bare] ||
		    material[strong] - 100 * pawns[strong] <= 0 ||
		    material[strong] - material[bare] < 2 * t->minor_limit)
			continue;
		unsigned kb = pos->king[bare], ks = pos->king[strong];
		int kd = t->kdist[g->delta_center + lin[kb] - lin[ks]];
		int drive = 8 * (64 - t->centre[kb]) + 20 * (EVAL_FAR - kd) + 200 +
		            60 * (t->king_steps_max - king_freedom(pos, t, bare));
		eg += strong == 0 ? drive : -drive;
		mg += strong == 0 ? drive : -drive;
	}

	int score = (int)(((int64_t)mg * phase + (int64_t)eg * (t->phase_total - phase)) /
	                  t->phase_total);

	/* Without pawns, less than a piece and a half ahead rarely wins. */
	int ahead = score > 0 ? 0 : 1;
	if (!pawns[ahead] && material[ahead] - material[!ahead] < t->minor_limit)
		score /= 4;

	/* Far ahead, material counts for less: a score that reached the
	 * clamp below would hide the progress terms (the drive to mate) in
	 * the endings of 8x8x8 armies that lost next to nothing. */
	if (score > EVAL_COMPRESS)
		score = EVAL_COMPRESS + (score - EVAL_COMPRESS) / 16;
	else if (score < -EVAL_COMPRESS)
		score = -EVAL_COMPRESS + (score + EVAL_COMPRESS) / 16;

	score = pos->side ? -score : score;
	score += t->tempo;
	if (score > EVAL_LIMIT - 1000)
		score = EVAL_LIMIT - 1000;
	if (score < -(EVAL_LIMIT - 1000))
		score = -(EVAL_LIMIT - 1000);
	return score;
}

int evaluate(const struct hdc_position *pos, const struct eval_tables *t)
{
	return evaluate_with(pos, t, NULL);
}
