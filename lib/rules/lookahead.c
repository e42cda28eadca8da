/* lookahead.c - what a move would do, without playing it (lookahead.h). */
#include "lookahead.h"

#include <string.h>

#include "make.h"
#include "zobrist.h"

int null_move_allowed(const struct hdc_position *pos)
{
	return !in_check(pos);
}

unsigned move_victim(const struct hdc_position *pos, hdc_move move)
{
	unsigned kind = MOVE_KIND(move);
	/* The null move is "cell 0 to cell 0": whatever stands on cell 0 is
	 * not taken. */
	if (move == HDC_MOVE_NULL || kind == HDC_MOVE_CASTLING ||
	    kind == HDC_MOVE_PROMOTION_IN_PLACE)
		return CELL_NONE;
	unsigned victim = kind == HDC_MOVE_EN_PASSANT ? pos->st.ep_victim : MOVE_TO(move);
	return pos->board[victim] ? victim : CELL_NONE;
}

/* The rare moves are made on a copy: castlings (two or three pieces move)
 * and, for the key, the pawn moves that open a special capture. */
static void make_on_copy(const struct hdc_position *pos, hdc_move move,
                         struct hdc_position *after)
{
	struct undo u;
	memcpy(after, pos, sizeof *after);
	position_make(after, move, &u);
}

/* What stands on the target after the move: the mover, or what it
 * promotes to. */
static unsigned arriving_piece(const struct hdc_position *pos, hdc_move move)
{
	unsigned kind = MOVE_KIND(move);
	if (kind == HDC_MOVE_PROMOTION || kind == HDC_MOVE_PROMOTION_CAPTURE ||
	    kind == HDC_MOVE_PROMOTION_IN_PLACE)
		return PIECE(MOVE_EXTRA(move), pos->side);
	return pos->board[MOVE_FROM(move)];
}

int move_gives_check(const struct hdc_position *pos, hdc_move move)
{
	if (move == HDC_MOVE_NULL)
		return 0; /* the side that passes gave no check before either */
	int us = pos->side;
	if (MOVE_KIND(move) == HDC_MOVE_CASTLING) {
		struct hdc_position after;
		make_on_copy(pos, move, &after);
		return in_check(&after);
	}
	/* One walk out from the enemy king over the board as it will be: the
	 * source (and an e.p. victim) empty, the arriving piece on the target.
	 * It finds direct checks and discovered ones alike. */
	unsigned from = MOVE_FROM(move), to = MOVE_TO(move);
	unsigned victim = MOVE_KIND(move) == HDC_MOVE_EN_PASSANT ? pos->st.ep_victim : CELL_NONE;
	if (from == to)
		from = CELL_NONE; /* promotion in place: nothing leaves */
	return attacked_after_placing(pos, pos->king[us ^ 1], us, from, victim, to,
	                              arriving_piece(pos, move));
}

/* Whether the pawn move from -> to leaves a special capture (e.p. or
 * scornful) to the opponent: note_pawn_move() (make.h) asked on a scratch
 * state.  The one cell it reads (in front of the source) holds the same
 * before the move and after.  As in make_man_move(), a single step or a
 * capture opens only a scornful capture. */
static int opens_special_capture(const struct hdc_position *pos, unsigned from, unsigned to,
                                 unsigned kind)
{
	if (kind <= HDC_MOVE_CAPTURE && !pos->v->pawn_scornful)
		return 0;
	struct state st;
	st.ep_cell = st.ep_cell2 = st.ep_victim = CELL_NONE;
	st.scorn_from = st.scorn_to = CELL_NONE;
	note_pawn_move(pos, from, to, pos->side, &st);
	return st.ep_cell != CELL_NONE || st.scorn_from != CELL_NONE;
}

uint64_t move_key_after(const struct hdc_position *pos, hdc_move move)
{
	/* What every move does: the side flips, the special captures of now
	 * lapse. */
	uint64_t key = pos->st.key ^ pos->st.special_key ^ zobrist_side();
	if (move == HDC_MOVE_NULL)
		return key;
	const struct variant *v = pos->v;
	unsigned from = MOVE_FROM(move), to = MOVE_TO(move), kind = MOVE_KIND(move);
	unsigned mover = pos->board[from];
	if (kind == HDC_MOVE_CASTLING ||
	    (PTYPE(mover) == HDC_PAWN && kind != HDC_MOVE_EN_PASSANT &&
	     opens_special_capture(pos, from, to, kind))) {
		struct hdc_position after;
		make_on_copy(pos, move, &after);
		return position_key(&after);
	}
	unsigned victim = move_victim(pos, move);
	if (victim != CELL_NONE)
		key ^= piece_key(pos, pos->board[victim], victim);
	key ^= piece_key(pos, mover, from) ^ piece_key(pos, arriving_piece(pos, move), to);
	uint32_t rights = pos->st.castling;
	if (kind != HDC_MOVE_PROMOTION_IN_PLACE)
		rights &= v->castle_keep[from] & v->castle_keep[to];
	return key ^ zobrist_castling(pos->st.castling) ^ zobrist_castling(rights);
}

/* Whether a piece of side `by` attacks the king along the line from the
 * king through `cell`: the first piece on that line, if the line is one
 * of by's far attack directions (only_far), or else the piece on `cell`
 * if it is next to the king along one of by's near directions.  -1 when
 * the geometry cannot tell (an ambiguous vector). */
static int line_attacks(const struct hdc_position *pos, unsigned king, unsigned cell, int by,
                        int near_too)
{
	const struct variant *v = pos->v;
	const struct geometry *g = &v->geo;
	unsigned dk = geometry_delta(g, king, cell);
	if (dk == DELTA_AMBIGUOUS)
		return -1;
	if (!dk)
		return 0;
	unsigned d = dk & 0xFF, k = dk >> 8;
	if (d < (unsigned)g->nslide && (v->attack_far[by] >> d & 1)) {
		const uint16_t *ray = geometry_ray(g, king, d);
		unsigned j = 0, p;
		while (!(p = pos->board[ray[j]]) && ray[j + 1] != CELL_NONE)
			j++;
		return p && PSIDE(p) == (unsigned)by && (v->reach[by][d] >> PTYPE(p) & 1) &&
		       j < v->range[by][PTYPE(p)][d];
	}
	if (near_too && k == 1 && dirset_has(&v->attack_near[by], d)) {
		unsigned p = pos->board[cell];
		return p && PSIDE(p) == (unsigned)by && (v->reach[by][d] >> PTYPE(p) & 1);
	}
	return 0;
}

int in_check_after(const struct hdc_position *pos, hdc_move move)
{
	unsigned kind = MOVE_KIND(move);
	if (move == HDC_MOVE_NULL || kind == HDC_MOVE_CASTLING || kind == HDC_MOVE_EN_PASSANT)
		return in_check(pos);
	/* The side that moved could not give check before its move: a check
	 * now comes from the piece that arrived or from a line its source
	 * opened. */
	int by = pos->side ^ 1;
	unsigned king = pos->king[pos->side];
	unsigned from = MOVE_FROM(move), to = MOVE_TO(move);
	int direct = line_attacks(pos, king, to, by, 1);
	if (direct)
		return direct > 0 ? 1 : in_check(pos);
	if (from == to)
		return 0;
	int opened = line_attacks(pos, king, from, by, 0);
	return opened > 0 ? 1 : opened < 0 ? in_check(pos) : 0;
}

/* Whether the first piece along direction d (a far attack direction of
 * `by`) from the king, at walking index j, attacks it, the cells `skip`
 * counted empty and the walk stopping at `stop` (occupied by `stop_piece`). */
static int ray_attacker(const struct hdc_position *pos, unsigned king, unsigned d, int by,
                        unsigned skip, unsigned stop, unsigned stop_piece)
{
	const struct variant *v = pos->v;
	const uint16_t *ray = geometry_ray(&v->geo, king, d);
	for (unsigned j = 0; ray[j] != CELL_NONE; j++) {
		unsigned q = ray[j];
		unsigned p = q == stop ? stop_piece : q == skip ? 0 : pos->board[q];
		if (!p)
			continue;
		return PSIDE(p) == (unsigned)by && (v->reach[by][d] >> PTYPE(p) & 1) &&
		       j < v->range[by][PTYPE(p)][d];
	}
	return 0;
}

int move_may_check(const struct hdc_position *pos, hdc_move move)
{
	unsigned kind = MOVE_KIND(move);
	if (kind != HDC_MOVE_QUIET && kind != HDC_MOVE_CAPTURE && kind != HDC_MOVE_DOUBLE_STEP &&
	    kind != HDC_MOVE_TRIPLE_STEP)
		return 1;
	const struct variant *v = pos->v;
	const struct geometry *g = &v->geo;
	int us = pos->side;
	unsigned king = pos->king[us ^ 1];
	unsigned from = MOVE_FROM(move), to = MOVE_TO(move);
	unsigned piece = pos->board[from];
	/* Direct: the piece from its target. */
	unsigned dk = geometry_delta(g, king, to);
	if (dk == DELTA_AMBIGUOUS)
		return 1;
	if (dk) {
		unsigned d = dk & 0xFF;
		if (d < (unsigned)g->nslide && (v->attack_far[us] >> d & 1)) {
			if (ray_attacker(pos, king, d, us, from, to, piece))
				return 1;
		} else if ((dk >> 8) == 1 && dirset_has(&v->attack_near[us], d) &&
		           (v->reach[us][d] >> PTYPE(piece) & 1)) {
			return 1;
		}
	}
	/* Discovered: a line through the source, now open (unless the
	 * target closes it again). */
	dk = geometry_delta(g, king, from);
	if (dk == DELTA_AMBIGUOUS)
		return 1;
	if (dk) {
		unsigned d = dk & 0xFF;
		if (d < (unsigned)g->nslide && (v->attack_far[us] >> d & 1) &&
		    ray_attacker(pos, king, d, us, from, to, piece))
			return 1;
	}
	return 0;
}
