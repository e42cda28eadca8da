/*
 * legal.c - is one move value legal here?  Decided without generating the
 * legal moves: the value is taken apart, and the piece on its source cell,
 * the rule that would carry it to the target, the path, the pins and the
 * checks (the king watch, movegen.c) are checked, each the way the
 * generator decides them, so that position_is_legal(m) holds exactly for
 * the moves generate_legal() lists.  Any 32-bit value is safe to ask about.
 *
 * Castlings are decided by the generator's own castling_legal() (they are
 * tested by making them), en passant by its ep_legal(), promotions by its
 * promotion_choices_from().
 */
#include "make.h"
#include "variant_bits.h"

/* C'escacs: a pawn standing on its promotion cell that may now become a
 * piece must do so (the generator then lists only those moves). */
static int forced_promotions(const struct hdc_position *pos)
{
	const struct variant *v = pos->v;
	int us = pos->side;
	uint8_t counts[MAX_TYPES], bound[4], types[12];
	int counted = 0;
	struct cs_iter it = cs_iter_of(pos->by_piece[PIECE(HDC_PAWN, us)]);
	unsigned bit;
	while (cs_next(&it, &bit)) {
		unsigned c = cell_of_bit(pos, bit);
		if (!v->promotes[us][c])
			continue;
		if (!counted++)
			pool_count(pos, counts, bound);
		if (promotion_choices_from(pos, counts, bound, c, types))
			return 1;
	}
	return 0;
}

static void watch_for_play(const struct hdc_position *pos, struct king_watch *w)
{
	watch_king(pos, w);
	w->forced = !w->checks && pos->v->def->pawn->from_pool && forced_promotions(pos);
}

/* Whether `type` is among the pieces a pawn may become on `cell` now. */
static int may_become(const struct hdc_position *pos, unsigned cell, unsigned type,
                      unsigned *nchoices)
{
	uint8_t counts[MAX_TYPES], bound[4], types[12];
	if (pos->v->def->pawn->from_pool)
		pool_count(pos, counts, bound);
	unsigned n = promotion_choices_from(pos, counts, bound, cell, types);
	*nchoices = n;
	for (unsigned i = 0; i < n; i++)
		if (types[i] == type)
			return 1;
	return 0;
}

static int in_place_promotion_legal(const struct hdc_position *pos, unsigned from, unsigned to,
                                    unsigned type)
{
	unsigned n;
	return from == to && pos->board[from] == PIECE(HDC_PAWN, pos->side) &&
	       pos->v->promotes[pos->side][from] && may_become(pos, from, type, &n);
}

static int castling_move_legal(const struct hdc_position *pos, unsigned from, unsigned to,
                               unsigned index)
{
	if (index >= pos->v->def->ncastlings)
		return 0;
	const struct castling *c = castling_of(pos->v, pos->side, index);
	return c->index == index && c->king_from == from && c->king_to == to &&
	       castling_legal(pos, c);
}

static int en_passant_legal(const struct hdc_position *pos, unsigned from, unsigned to)
{
	unsigned cand_from[12], cand_to[12];
	int n = ep_candidates(pos, cand_from, cand_to, 12);
	for (int i = 0; i < n; i++)
		if (cand_from[i] == from && cand_to[i] == to)
			return ep_legal(pos, from, to);
	return 0;
}

/* A king step (never behind the king on a checker's line) or, for a king
 * that never moved and is not in check, a C'escacs leap; onto a cell no
 * enemy attacks. */
static int king_move_legal(const struct hdc_position *pos, const struct king_watch *w,
                           unsigned from, unsigned to)
{
	const struct variant *v = pos->v;
	const struct geometry *g = &v->geo;
	int us = pos->side;
	if (from != pos->king[us])
		return 0;
	const struct dirset *exists = &g->exists[from];
	const uint16_t *steps = g->step + (size_t)from * (size_t)g->ndirs;
	int step = 0;
	for (unsigned i = 0; i < 2 && !step; i++)
		for (uint64_t m = v->steps[us][HDC_KING].w[i] & exists->w[i]; m; m &= m - 1)
			if (steps[dirset_first(m, i)] == to) {
				step = 1;
				break;
			}
	if (step) {
		return !watch_beyond(w, to) && !attacked(pos, to, us ^ 1);
	}
	if (!v->leap_n || w->checks || !(pos->st.castling & v->king_right[us]))
		return 0;
	for (unsigned i = 0; i < v->leap_n; i++)
		if (steps[v->leap_dir[i]] == to)
			return !attacked(pos, to, us ^ 1);
	return 0;
}

/* The slow way, for a coordinate difference that several vectors would
 * make (geometry.c marks them; no board shape has one today): is the move
 * among the generated ones? */
static int listed_by_generator(const struct hdc_position *pos, hdc_move move)
{
	hdc_move list[HDC_MAX_MOVES];
	size_t n = generate_legal(pos, list);
	for (size_t i = 0; i < n; i++)
		if (list[i] == move)
			return 1;
	return 0;
}

/* Whether one of the rarer rules (limited range, minimum distance, rides,
 * one mode) of the piece carries it from -> to along direction d; walked
 * as the generator walks them. */
static int general_rule_reaches(const struct hdc_position *pos, unsigned type, unsigned from,
                                unsigned to, unsigned d)
{
	const struct variant *v = pos->v;
	const struct geometry *g = &v->geo;
	int us = pos->side;
	const struct dir_move *dm = v->general[us][type];
	for (unsigned i = 0; i < v->ngeneral[us][type]; i++) {
		if (dm[i].dir != d)
			continue;
		unsigned q = from;
		for (unsigned k = 1; k <= dm[i].range; k++) {
			q = geometry_step(g, q, d);
			if (q == CELL_NONE)
				break;
			unsigned p = pos->board[q];
			if (q == to && k >= dm[i].min &&
			    (p ? PSIDE(p) != (unsigned)us && (dm[i].mode & MODE_CAPTURE)
			       : (dm[i].mode & MODE_MOVE) != 0))
				return 1;
			if (p)
				break;
		}
	}
	return 0;
}

/* A piece other than king and pawn: its slide along the one direction that
 * leads to the target, over empty cells, or its step or leap. */
MAKE_INLINE int piece_reaches(const struct hdc_position *pos, const struct king_watch *w,
                              unsigned type, unsigned from, unsigned to)
{
	const struct variant *v = pos->v;
	const struct geometry *g = &v->geo;
	int us = pos->side;
	unsigned dk = geometry_delta(g, from, to);
	if (dk == DELTA_AMBIGUOUS)
		return listed_by_generator(pos, MAKE_MOVE(from, to, 0, pos->board[to] ? HDC_MOVE_CAPTURE
		                                                                       : HDC_MOVE_QUIET));
	if (!dk)
		return 0;
	/* The target is on the board, and so (both boards being convex) is
	 * every cell before it: no edge test. */
	unsigned d = dk & 0xFF, k = dk >> 8;
	if (!watch_allows(w, g, from, d))
		return 0;
	if (d < (unsigned)g->nslide && (v->slides[us][type] >> d & 1)) {
		const uint16_t *ray = geometry_ray(g, from, d);
		unsigned j = 0;
		while (j + 1 < k && !pos->board[ray[j]])
			j++;
		if (j + 1 == k)
			return 1;
	}
	if (k == 1 && dirset_has(&v->steps[us][type], d))
		return 1;
	return general_rule_reaches(pos, type, from, to, d);
}

/* The kind a pawn move from -> to has before promotion (quiet, capture,
 * double or triple step), or -1 if the pawn cannot make it. */
MAKE_INLINE int pawn_move_kind(const struct hdc_position *pos, const struct king_watch *w,
                               unsigned from, unsigned to)
{
	const struct variant *v = pos->v;
	const struct geometry *g = &v->geo;
	int us = pos->side;
	const uint16_t *steps = g->step + (size_t)from * (size_t)g->ndirs;
	unsigned target = pos->board[to];
	for (unsigned i = 0; i < v->npush; i++) {
		unsigned d = v->push_dir[us][i];
		unsigned q = steps[d];
		if (q == CELL_NONE || !watch_allows(w, g, from, d))
			continue;
		if (pos->board[q]) {
			/* An oblique step onto the piece that scorned this pawn. */
			if (q == to && i > 0 && from == pos->st.scorn_from && q == pos->st.scorn_to)
				return HDC_MOVE_CAPTURE;
			continue;
		}
		if (q == to)
			return HDC_MOVE_QUIET;
		/* Multi-steps go straight, onto an empty cell. */
		if (i > 0 || target)
			continue;
		unsigned nsteps = v->push_steps[us][from];
		for (unsigned s = 2; s <= nsteps; s++) {
			q = geometry_step(g, q, d);
			if (q == CELL_NONE || pos->board[q])
				break;
			if (q == to)
				return s == 2 ? HDC_MOVE_DOUBLE_STEP : HDC_MOVE_TRIPLE_STEP;
		}
	}
	if (!target || PSIDE(target) != (unsigned)(us ^ 1))
		return -1;
	for (unsigned i = 0; i < v->ncapture; i++) {
		unsigned d = v->capture_dir[us][i];
		if (steps[d] == to && watch_allows(w, g, from, d))
			return HDC_MOVE_CAPTURE;
	}
	return -1;
}

/* A pawn move: its kind, and on a promotion cell the piece it becomes
 * (or, when none is free, no piece: the awaiting pawn). */
MAKE_INLINE int pawn_move_legal(const struct hdc_position *pos, const struct king_watch *w,
                                unsigned from, unsigned to, unsigned extra, unsigned kind)
{
	int base = pawn_move_kind(pos, w, from, to);
	if (base < 0)
		return 0;
	if (!pos->v->promotes[pos->side][to])
		return kind == (unsigned)base && !extra;
	if (kind == (unsigned)base && !extra) {
		unsigned n;
		may_become(pos, to, 0, &n);
		return n == 0;
	}
	unsigned promo = base == HDC_MOVE_CAPTURE ? HDC_MOVE_PROMOTION_CAPTURE : HDC_MOVE_PROMOTION;
	unsigned n;
	return kind == promo && extra && may_become(pos, to, extra, &n);
}

/* Inlined into both callers: play reaches it once per move. */
MAKE_INLINE int legal_with(const struct hdc_position *pos, const struct king_watch *w,
                           hdc_move move)
{
	unsigned from = MOVE_FROM(move), to = MOVE_TO(move);
	unsigned extra = MOVE_EXTRA(move), kind = MOVE_KIND(move);
	unsigned ncells = (unsigned)pos->v->geo.ncells;
	int us = pos->side;
	if ((move >> 29) || from >= ncells || to >= ncells)
		return 0;
	if (w->forced || kind == HDC_MOVE_PROMOTION_IN_PLACE)
		return w->forced && kind == HDC_MOVE_PROMOTION_IN_PLACE &&
		       in_place_promotion_legal(pos, from, to, extra);
	if (kind == HDC_MOVE_EN_PASSANT)
		return !extra && en_passant_legal(pos, from, to);
	if (kind == HDC_MOVE_CASTLING)
		return !w->checks && castling_move_legal(pos, from, to, extra);

	unsigned piece = pos->board[from];
	if (!piece || PSIDE(piece) != (unsigned)us)
		return 0;
	unsigned type = PTYPE(piece);
	if (type == HDC_PAWN) {
		if (!pawn_move_legal(pos, w, from, to, extra, kind))
			return 0;
	} else {
		unsigned target = pos->board[to];
		if (extra || kind != (target ? HDC_MOVE_CAPTURE : HDC_MOVE_QUIET) ||
		    (target && PSIDE(target) == (unsigned)us))
			return 0;
		if (type == HDC_KING)
			return king_move_legal(pos, w, from, to);
		if (!piece_reaches(pos, w, type, from, to))
			return 0;
	}
	/* In check, other pieces than the king only capture the checker or
	 * block its line; in double check they do not move. */
	return !w->checks || (w->checks == 1 && bit_test(w->block, to));
}

int position_is_legal(const struct hdc_position *pos, hdc_move move)
{
	struct king_watch w;
	watch_for_play(pos, &w);
	return legal_with(pos, &w, move);
}

void position_watch(const struct hdc_position *pos, struct king_watch *w)
{
	watch_for_play(pos, w);
}

int position_legal_with(const struct hdc_position *pos, const struct king_watch *w,
                        hdc_move move)
{
	return legal_with(pos, w, move);
}

/* A watch with no checks, no pins, nothing beyond the king, nothing
 * forced: the watch of a position out of check, as far as a move whose
 * mover no pin can hold is concerned. */
static const struct king_watch no_watch;

int position_legal_unwatched(const struct hdc_position *pos, hdc_move move)
{
	unsigned from = MOVE_FROM(move), kind = MOVE_KIND(move);
	if ((move >> 29) || from >= (unsigned)pos->v->geo.ncells)
		return 0;
	int us = pos->side;
	/* A pawn on a promotion cell may make promotions forced (C'escacs). */
	if (pos->v->def->pawn->from_pool &&
	    cs_any(cs_and(pos->by_piece[PIECE(HDC_PAWN, us)], pos->v->bits->promotes[us])))
		return -1;
	/* The king's steps need the watch only in check; castling and en
	 * passant test their own safety. */
	if (from != pos->king[us] && kind != HDC_MOVE_EN_PASSANT && kind != HDC_MOVE_CASTLING &&
	    may_be_pinned(pos, from))
		return -1;
	return legal_with(pos, &no_watch, move);
}

int position_king_step_legal(const struct hdc_position *pos, const struct king_watch *w,
                             const cellset *att, hdc_move move)
{
	const struct variant_bits *b = pos->v->bits;
	unsigned from = MOVE_FROM(move), to = MOVE_TO(move);
	int us = pos->side;
	if ((move >> 20) != (unsigned)HDC_MOVE_QUIET << 5 || w->forced ||
	    from != pos->king[us] || to >= (unsigned)pos->v->geo.ncells || pos->board[to] ||
	    !cs_test(&b->king_reach[us][b->sd.bit_of[from]], b->sd.bit_of[to]))
		return legal_with(pos, w, move);
	/* A step onto an empty cell: as king_move_legal() decides it. */
	return !cs_test(att, b->sd.bit_of[to]) && !watch_beyond(w, to);
}

int position_check_move(struct hdc_position *pos, hdc_move move)
{
	if (pos->watch_ply != pos->ply + 1) {
		watch_for_play(pos, &pos->watch);
		pos->watch_ply = pos->ply + 1;
	}
	return legal_with(pos, &pos->watch, move);
}
