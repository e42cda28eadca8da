/*
 * movegen.c - legal move generation.
 *
 * Checkers and pins are found once per position by walking out from the
 * king; then only legal moves are generated.  A pinned piece may only move
 * along its pin line; in single check, other pieces may only capture the
 * checker or block; in double check only the king moves.  King targets are
 * tested for attacks, with the cell behind the king on a slider's line
 * excluded.  The rare moves that remove two pieces from lines at once (en
 * passant) or move two pieces (castling) are tested exactly on a
 * hypothetical board.
 */
#include "position.h"

#include <string.h>

struct gen {
	const struct hdc_position *pos;
	const struct variant *v;
	const struct geometry *g;
	hdc_move *out;
	size_t n;
	int us, them;
	int checks;
	uint64_t block[HDC_MAX_CELLS / 64]; /* in single check: allowed targets */
	uint64_t pinned[HDC_MAX_CELLS / 64];
	uint8_t pin_dir[HDC_MAX_CELLS];     /* valid where pinned */
	int nbeyond;
	uint16_t beyond[MAX_DIRS];          /* cells the king may not step to */
};

static inline int bit_test(const uint64_t *set, unsigned cell)
{
	return (int)(set[cell >> 6] >> (cell & 63) & 1);
}

static inline void bit_set(uint64_t *set, unsigned cell)
{
	set[cell >> 6] |= 1ull << (cell & 63);
}

static inline void emit(struct gen *gen, hdc_move move)
{
	gen->out[gen->n++] = move;
}

/* Target allowed for a non-king piece given the checks. */
static inline int target_ok(const struct gen *gen, unsigned cell)
{
	return !gen->checks || bit_test(gen->block, cell);
}

/* Walk out from the king: record checkers (and what they allow), and the
 * pieces pinned to it. */
static void find_checks_and_pins(struct gen *gen)
{
	const struct hdc_position *pos = gen->pos;
	const struct variant *v = gen->v;
	const struct geometry *g = gen->g;
	unsigned king = pos->king[gen->us];
	int them = gen->them;

	for (int i = 0; i < v->nattack_dirs[them]; i++) {
		unsigned d = v->attack_dir[them][i];
		uint32_t reach = v->reach[them][d];
		if (!v->attack_far[them][i]) {
			unsigned q = geometry_step(g, king, d);
			if (q == CELL_NONE)
				continue;
			unsigned p = pos->board[q];
			if (p && PSIDE(p) == (unsigned)them && (reach >> PTYPE(p) & 1)) {
				if (gen->checks++ == 0)
					bit_set(gen->block, q);
			}
			continue;
		}
		const uint16_t *ray = geometry_ray(g, king, d);
		unsigned own = CELL_NONE;
		for (unsigned k = 0; ray[k] != CELL_NONE; k++) {
			unsigned q = ray[k];
			unsigned p = pos->board[q];
			if (!p)
				continue;
			if (PSIDE(p) != (unsigned)them) {
				if (own != CELL_NONE)
					break;
				own = q;
				continue;
			}
			unsigned t = PTYPE(p);
			if (!(reach >> t & 1) || k >= v->range[them][t][d])
				break;
			if (own != CELL_NONE) {
				bit_set(gen->pinned, own);
				gen->pin_dir[own] = (uint8_t)d;
				break;
			}
			if (gen->checks++ == 0)
				for (unsigned j = 0; j <= k; j++)
					bit_set(gen->block, ray[j]);
			/* Stepping away along the line stays in its reach. */
			if (k + 1 < v->range[them][t][d]) {
				unsigned behind = geometry_step(g, king, g->opposite[d]);
				if (behind != CELL_NONE)
					gen->beyond[gen->nbeyond++] = (uint16_t)behind;
			}
			break;
		}
	}
}

static inline int along_pin(const struct gen *gen, unsigned from, unsigned dir)
{
	if (!bit_test(gen->pinned, from))
		return 1;
	unsigned pd = gen->pin_dir[from];
	return dir == pd || dir == gen->g->opposite[pd];
}

static void gen_piece(struct gen *gen, unsigned from, unsigned type)
{
	const struct hdc_position *pos = gen->pos;
	const struct variant *v = gen->v;
	const struct geometry *g = gen->g;
	unsigned n = v->nmoves[gen->us][type];
	const struct dir_move *dm = v->moves[gen->us][type];
	for (unsigned i = 0; i < n; i++) {
		unsigned d = dm[i].dir;
		if (!along_pin(gen, from, d))
			continue;
		if (dm[i].range == 1) {
			unsigned q = geometry_step(g, from, d);
			if (q == CELL_NONE)
				continue;
			unsigned p = pos->board[q];
			if (!p) {
				if ((dm[i].mode & MODE_MOVE) && target_ok(gen, q))
					emit(gen, MAKE_MOVE(from, q, 0, HDC_MOVE_QUIET));
			} else if (PSIDE(p) == (unsigned)gen->them && (dm[i].mode & MODE_CAPTURE) &&
			           target_ok(gen, q)) {
				emit(gen, MAKE_MOVE(from, q, 0, HDC_MOVE_CAPTURE));
			}
			continue;
		}
		const uint16_t *ray = geometry_ray(g, from, d);
		for (unsigned k = 0; k < dm[i].range && ray[k] != CELL_NONE; k++) {
			unsigned q = ray[k];
			unsigned p = pos->board[q];
			if (!p) {
				if ((dm[i].mode & MODE_MOVE) && target_ok(gen, q))
					emit(gen, MAKE_MOVE(from, q, 0, HDC_MOVE_QUIET));
				continue;
			}
			if (PSIDE(p) == (unsigned)gen->them && (dm[i].mode & MODE_CAPTURE) &&
			    target_ok(gen, q))
				emit(gen, MAKE_MOVE(from, q, 0, HDC_MOVE_CAPTURE));
			break;
		}
	}
}

static void emit_pawn(struct gen *gen, unsigned from, unsigned to, int capture)
{
	const struct variant *v = gen->v;
	if (!v->promotes[gen->us][to]) {
		emit(gen, MAKE_MOVE(from, to, 0, capture ? HDC_MOVE_CAPTURE : HDC_MOVE_QUIET));
		return;
	}
	const struct pawn_def *pd = v->def->pawn;
	unsigned kind = capture ? HDC_MOVE_PROMOTION_CAPTURE : HDC_MOVE_PROMOTION;
	for (unsigned i = 0; i < pd->npromotion; i++)
		emit(gen, MAKE_MOVE(from, to, pd->promotion[i], kind));
}

static void gen_pawn(struct gen *gen, unsigned from)
{
	const struct hdc_position *pos = gen->pos;
	const struct variant *v = gen->v;
	const struct geometry *g = gen->g;
	int us = gen->us;
	for (unsigned i = 0; i < v->npush; i++) {
		unsigned d = v->push_dir[us][i];
		if (!along_pin(gen, from, d))
			continue;
		unsigned q = geometry_step(g, from, d);
		if (q == CELL_NONE || pos->board[q])
			continue;
		if (target_ok(gen, q))
			emit_pawn(gen, from, q, 0);
		if (v->double_step[us][from]) {
			unsigned q2 = geometry_step(g, q, d);
			if (q2 != CELL_NONE && !pos->board[q2] && target_ok(gen, q2))
				emit(gen, MAKE_MOVE(from, q2, 0, HDC_MOVE_DOUBLE_STEP));
		}
	}
	for (unsigned i = 0; i < v->ncapture; i++) {
		unsigned d = v->capture_dir[us][i];
		unsigned q = geometry_step(g, from, d);
		if (q == CELL_NONE)
			continue;
		unsigned p = pos->board[q];
		if (p && PSIDE(p) == (unsigned)gen->them && along_pin(gen, from, d) &&
		    target_ok(gen, q))
			emit_pawn(gen, from, q, 1);
	}
}

/* En passant pawns that could capture on the e.p. cell, legal or not:
 * calls fn for each. */
static int ep_candidates(const struct hdc_position *pos, unsigned *from, int max)
{
	const struct variant *v = pos->v;
	const struct geometry *g = &v->geo;
	int us = pos->side, n = 0;
	if (pos->ep_cell == CELL_NONE || !v->def->pawn->en_passant)
		return 0;
	for (unsigned i = 0; i < v->ncapture && n < max; i++) {
		unsigned d = v->capture_dir[us][i];
		unsigned s = geometry_step(g, pos->ep_cell, g->opposite[d]);
		if (s != CELL_NONE && pos->board[s] == PIECE(HDC_PAWN, us))
			from[n++] = s;
	}
	return n;
}

static int ep_legal(const struct hdc_position *pos, unsigned from)
{
	return !attacked_after(pos, pos->king[pos->side], pos->side ^ 1, from, pos->ep_victim,
	                       pos->ep_cell);
}

int ep_capture_possible(const struct hdc_position *pos)
{
	unsigned from[6];
	int n = ep_candidates(pos, from, 6);
	for (int i = 0; i < n; i++)
		if (ep_legal(pos, from[i]))
			return 1;
	return 0;
}

static void gen_en_passant(struct gen *gen)
{
	unsigned from[6];
	int n = ep_candidates(gen->pos, from, 6);
	for (int i = 0; i < n; i++)
		if (ep_legal(gen->pos, from[i]))
			emit(gen, MAKE_MOVE(from[i], gen->pos->ep_cell, 0, HDC_MOVE_EN_PASSANT));
}

static void gen_king(struct gen *gen)
{
	const struct hdc_position *pos = gen->pos;
	const struct variant *v = gen->v;
	const struct geometry *g = gen->g;
	unsigned from = pos->king[gen->us];
	unsigned n = v->nmoves[gen->us][HDC_KING];
	const struct dir_move *dm = v->moves[gen->us][HDC_KING];
	for (unsigned i = 0; i < n; i++) {
		unsigned q = geometry_step(g, from, dm[i].dir);
		if (q == CELL_NONE)
			continue;
		unsigned p = pos->board[q];
		if (p && PSIDE(p) == (unsigned)gen->us)
			continue;
		int behind = 0;
		for (int b = 0; b < gen->nbeyond; b++)
			behind |= gen->beyond[b] == q;
		if (behind || attacked(pos, q, gen->them))
			continue;
		emit(gen, MAKE_MOVE(from, q, 0, p ? HDC_MOVE_CAPTURE : HDC_MOVE_QUIET));
	}
}

static void gen_castlings(struct gen *gen)
{
	const struct hdc_position *pos = gen->pos;
	const struct variant *v = gen->v;
	for (unsigned i = 0; i < v->ncastlings; i++) {
		const struct castling *c = &v->castling[i];
		if (c->side != gen->us || !(pos->castling & c->right))
			continue;
		if (pos->board[c->king_from] != PIECE(HDC_KING, gen->us) ||
		    pos->board[c->rook_from] != PIECE(HDC_ROOK, gen->us))
			continue;
		int ok = 1;
		for (unsigned k = 0; k < c->nempty && ok; k++)
			ok = !pos->board[c->empty[k]];
		/* Tested with the king lifted off, so that it hides nothing. */
		for (unsigned k = 0; k < c->nsafe && ok; k++)
			ok = !attacked_after(pos, c->safe[k], gen->them, c->king_from, CELL_NONE,
			                     CELL_NONE);
		if (ok)
			emit(gen, MAKE_MOVE(c->king_from, c->king_to, c->index, HDC_MOVE_CASTLING));
	}
}

size_t generate_legal(const struct hdc_position *pos, hdc_move *moves)
{
	struct gen gen;
	gen.pos = pos;
	gen.v = pos->v;
	gen.g = &pos->v->geo;
	gen.out = moves;
	gen.n = 0;
	gen.us = pos->side;
	gen.them = pos->side ^ 1;
	gen.checks = 0;
	gen.nbeyond = 0;
	memset(gen.block, 0, sizeof gen.block);
	memset(gen.pinned, 0, sizeof gen.pinned);

	find_checks_and_pins(&gen);
	gen_king(&gen);
	gen_en_passant(&gen);
	if (gen.checks >= 2)
		return gen.n;
	if (!gen.checks)
		gen_castlings(&gen);

	const uint16_t *list = pos->list[gen.us];
	for (unsigned i = 0; i < pos->count[gen.us]; i++) {
		unsigned from = list[i];
		unsigned type = PTYPE(pos->board[from]);
		if (type == HDC_PAWN)
			gen_pawn(&gen, from);
		else if (type != HDC_KING)
			gen_piece(&gen, from, type);
	}
	return gen.n;
}

int in_check(const struct hdc_position *pos)
{
	return attacked(pos, pos->king[pos->side], pos->side ^ 1);
}

int position_is_legal(const struct hdc_position *pos, hdc_move move)
{
	hdc_move list[HDC_MAX_MOVES];
	size_t n = generate_legal(pos, list);
	for (size_t i = 0; i < n; i++)
		if (list[i] == move)
			return 1;
	return 0;
}
