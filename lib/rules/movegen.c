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
#include "make.h"

#include <string.h>

#include "movesort.h"
#include "variant_bits.h"
#include "zobrist.h"

struct gen {
	const struct hdc_position *pos;
	const struct variant *v;
	const struct geometry *g;
	hdc_move *first;                    /* the caller's list */
	hdc_move *out;                      /* where the next move goes */
	int us, them;
	struct king_watch w;                /* checkers and pins */
	/* Own pieces by type, for pool promotions (filled when first needed). */
	const uint8_t *promotes;            /* the side to move's promotion cells */
	const uint8_t *push_steps;          /* and straight steps per cell */
	struct pool_cache pool;
	int lazy_king;                      /* king steps unchecked (generate_search) */
	/* The bulk counter's attack set (variant_bits.h, castle_att), or
	 * NULL: the castlings' attack tests on the mailbox. */
	const cellset *att;
	cellset ring;                       /* gen_start()'s first pass, if att */
};

static inline void emit(struct gen *gen, hdc_move move)
{
	*gen->out++ = move;
}

static inline size_t emitted(const struct gen *gen)
{
	return (size_t)(gen->out - gen->first);
}

static void watch_reset(struct king_watch *w)
{
	w->checks = 0;
	w->npins = 0;
	w->nbeyond = 0;
	w->forced = 0;
	memset(w->block, 0, sizeof w->block);
	memset(w->pinned, 0, sizeof w->pinned);
}

/* Along the king's line d: a checker, or an own piece and then a pinner. */
static inline void watch_line(const struct hdc_position *pos, struct king_watch *w, unsigned d)
{
	const struct variant *v = pos->v;
	const struct geometry *g = &v->geo;
	unsigned king = pos->king[pos->side];
	int them = pos->side ^ 1;
	uint32_t reach = v->reach[them][d];
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
			bit_set(w->pinned, own);
			w->pin_cell[w->npins] = (uint16_t)own;
			w->pin_dir[w->npins++] = (uint8_t)d;
			break;
		}
		if (w->checks++ == 0)
			for (unsigned j = 0; j <= k; j++)
				bit_set(w->block, ray[j]);
		/* Stepping away along the line stays in its reach. */
		if (k + 1 < v->range[them][t][d]) {
			unsigned behind = geometry_step(g, king, g->opposite[d]);
			if (behind != CELL_NONE)
				w->beyond[w->nbeyond++] = (uint16_t)behind;
		}
		break;
	}
}

/* The king's far lines (as walk directions from it) that hold an enemy
 * man who may attack along them: one of a far type (attacking along a
 * slide direction from two cells or more) anywhere on the line, or any
 * man on its first cell (a far direction's walk finds the near attacks
 * along it too: a pawn's capture where bishops also attack).  Only
 * those lines can hold a check or a pin.  Looked up from those men
 * where king_line_dir is built (the small boards) and the army has few
 * of them (far_lookup, as attacked() looks them up: Raumschach 7 for 26
 * lines); all lines elsewhere (C'escacs: 13 for 12 lines, and walking
 * them cost less).  Walking all of Raumschach's (two or three manned)
 * was most of a watch's time. */
static uint64_t manned_far_lines(const struct hdc_position *pos, unsigned king, int them)
{
	const struct variant_bits *b = pos->v->bits;
	if (!b->king_line_dir || !b->far_lookup[them])
		return ~0ull;
	const unsigned king_bit = bit_of_cell(pos, king);
	const cellset *their = pos->by_piece + 32 * them;
	const cellset *ring = &b->slide_ring[king_bit];
	const uint8_t *line_dir = b->king_line_dir + (size_t)king_bit * b->sd.nbits;
	/* The men's sets whole (the compiler's vector ORs), then only the
	 * board's words scanned (Raumschach's 125 cells lie in five). */
	uint64_t men[CELLSET_WORDS];
	for (unsigned wi = 0; wi < CELLSET_WORDS; wi++)
		men[wi] = their[0].w[wi] & ring->w[wi];
	for (uint32_t tt = b->far_types[them]; tt; tt &= tt - 1) {
		const cellset *type = &their[__builtin_ctz(tt)];
		for (unsigned wi = 0; wi < CELLSET_WORDS; wi++)
			men[wi] |= type->w[wi];
	}
	const unsigned words = (b->sd.nbits + 63) / 64;
	uint64_t lines = 0;
	for (unsigned wi = 0; wi < words; wi++) {
		for (uint64_t m = men[wi]; m; m &= m - 1) {
			unsigned d = line_dir[64 * wi + (unsigned)__builtin_ctzll(m)];
			/* Off the king's lines: 0, which sets bit 0 of
			 * lines >> 1, shifted out below. */
			lines |= 1ull << d;
		}
	}
	return lines >> 1;
}

/* Walk out from the king: record checkers (and what they allow), and the
 * pieces pinned to it. */
void watch_king(const struct hdc_position *pos, struct king_watch *w)
{
	const struct variant *v = pos->v;
	const struct geometry *g = &v->geo;
	unsigned king = pos->king[pos->side];
	int them = pos->side ^ 1;
	watch_reset(w);
	const struct dirset *exists = &g->exists[king];
	const uint16_t *steps = g->step + (size_t)king * (size_t)g->ndirs;

	/* Where only the next cell can hold an attacker, it checks or not.
	 * The many-leap types (a cube's 24 knight leaps) first by their
	 * reach tables, as attacked() does: where none of their men attacks
	 * the king, only the near directions other types attack along are
	 * walked (near_walk); else all, as ever. */
	const struct variant_bits *b = v->bits;
	const struct dirset *near = &v->attack_near[them];
	if (b->near_table_types[them]) {
		const unsigned king_bit = bit_of_cell(pos, king);
		const cellset *their = pos->by_piece + 32 * them;
		int leapt = 0;
		for (uint32_t tt = b->near_table_types[them]; tt; tt &= tt - 1) {
			unsigned t = (unsigned)__builtin_ctz(tt);
			leapt |= cs_any(cs_and(b->reach[them][t][king_bit], their[t]));
		}
		if (!leapt)
			near = &b->near_walk[them];
	}
	for (unsigned i = 0; i < 2; i++)
		for (uint64_t m = near->w[i] & exists->w[i]; m; m &= m - 1) {
			unsigned d = dirset_first(m, i);
			unsigned q = steps[d];
			unsigned p = pos->board[q];
			if (p && PSIDE(p) == (unsigned)them && (v->reach[them][d] >> PTYPE(p) & 1) &&
			    w->checks++ == 0)
				bit_set(w->block, q);
		}
	uint64_t far = v->attack_far[them] & exists->w[0];
	for (uint64_t m = far ? far & manned_far_lines(pos, king, them) : 0; m; m &= m - 1)
		watch_line(pos, w, dirset_first(m, 0));
}

void watch_pins_along(const struct hdc_position *pos, struct king_watch *w, uint64_t far_dirs)
{
	const struct variant *v = pos->v;
	watch_reset(w);
	uint64_t m = v->attack_far[pos->side ^ 1] & v->geo.exists[pos->king[pos->side]].w[0];
	for (m &= far_dirs; m; m &= m - 1)
		watch_line(pos, w, dirset_first(m, 0));
}

/* The directions a piece on `from` may move along: all, or its pin line. */
static inline struct dirset allowed_dirs(const struct gen *gen, unsigned from)
{
	return watch_allowed_dirs(&gen->w, gen->g, from);
}

/* A target reached at distance k (1-based) along a move rule. */
static inline void land(struct gen *gen, const struct dir_move *dm, unsigned from, unsigned q,
                        unsigned k, unsigned p)
{
	if (k < dm->min)
		return;
	if (!p) {
		if (dm->mode & MODE_MOVE)
			emit(gen, MAKE_MOVE(from, q, 0, HDC_MOVE_QUIET));
	} else if (PSIDE(p) == (unsigned)gen->them && (dm->mode & MODE_CAPTURE)) {
		emit(gen, MAKE_MOVE(from, q, 0, HDC_MOVE_CAPTURE));
	}
}

/* The rare shapes: limited range, minimum distance, rides, one mode. */
static void gen_general(struct gen *gen, const struct dir_move *dm, unsigned from)
{
	const struct hdc_position *pos = gen->pos;
	const struct geometry *g = gen->g;
	unsigned d = dm->dir;
	if (d >= (unsigned)g->nslide) {
		/* A ride: the same jump again over an empty cell. */
		unsigned q = from;
		for (unsigned k = 1; k <= dm->range; k++) {
			q = geometry_step(g, q, d);
			if (q == CELL_NONE)
				break;
			unsigned p = pos->board[q];
			land(gen, dm, from, q, k, p);
			if (p)
				break;
		}
		return;
	}
	const uint16_t *ray = geometry_ray(g, from, d);
	for (unsigned k = 0; k < dm->range && ray[k] != CELL_NONE; k++) {
		unsigned q = ray[k];
		unsigned p = pos->board[q];
		land(gen, dm, from, q, k + 1, p);
		if (p)
			break;
	}
}

/* Moves of a piece other than king and pawn (always inlined: the loop of
 * generate() over the pieces needs it, and a second caller,
 * generate_uncounted(), made compilers stop).  Targets are not checked
 * against a check here: generate_legal() filters them afterwards. */
MAKE_INLINE void gen_piece(struct gen *gen, unsigned from, unsigned type)
{
	const struct variant *v = gen->v;
	const struct geometry *g = gen->g;
	const uint8_t *board = gen->pos->board;
	const struct dirset *exists = &g->exists[from];
	struct dirset allow = allowed_dirs(gen, from);
	unsigned them = (unsigned)gen->them, us = (unsigned)gen->us;
	hdc_move *out = gen->out;

	uint64_t slides = v->slides[us][type] & exists->w[0] & allow.w[0];
	if (slides) {
		unsigned ray_len = (unsigned)g->ray_len;
		const uint16_t *rays = g->ray + (size_t)from * (size_t)g->nslide * ray_len;
		for (; slides; slides &= slides - 1) {
			/* The direction exists, so its ray has a first cell. */
			const uint16_t *ray = rays + dirset_first(slides, 0) * ray_len;
			unsigned q = *ray;
			do {
				unsigned p = board[q];
				if (p) {
					if (PSIDE(p) == them)
						*out++ = MAKE_MOVE(from, q, 0, HDC_MOVE_CAPTURE);
					break;
				}
				*out++ = MAKE_MOVE(from, q, 0, HDC_MOVE_QUIET);
			} while ((q = *++ray) != CELL_NONE);
		}
	}
	/* Steps and leaps: an unpinned man's off its cell's list (as the pawns'
	 * captures, gen_pawn()). */
	VARIANT_STEPS_EACH(v, us, type, from, !bit_test(gen->w.pinned, from), allow, q, {
		unsigned p = board[q];
		/* Written always, kept unless an own piece stands there. */
		*out = MAKE_MOVE(from, q, 0, p ? HDC_MOVE_CAPTURE : HDC_MOVE_QUIET);
		out += !p || PSIDE(p) == them;
	});
	gen->out = out;
	const struct dir_move *dm = v->general[us][type];
	for (unsigned i = 0; i < v->ngeneral[us][type]; i++)
		if (dirset_has(&allow, dm[i].dir))
			gen_general(gen, &dm[i], from);
}

/* Own pieces by type, and which cell colours hold the colour-bound type:
 * what a pool promotion may still bring back. */
void pool_count(const struct hdc_position *pos, uint8_t *counts, uint8_t *bound)
{
	const struct variant *v = pos->v;
	unsigned colour_bound = v->def->pawn->colour_bound;
	memset(counts, 0, MAX_TYPES);
	memset(bound, 0, 4);
	struct cs_iter it = cs_iter_of(pos->by_piece[PIECE(0, pos->side)]);
	unsigned bit;
	while (cs_next(&it, &bit)) {
		unsigned c = cell_of_bit(pos, bit);
		unsigned t = PTYPE(pos->board[c]);
		counts[t]++;
		if (t == colour_bound)
			bound[v->geo.colour[c]] = 1;
	}
}

/* Pieces a pawn may become on `cell` now: the variant's list, or for a
 * pool variant only those missing from the board (colour-bound ones per
 * cell colour). */
unsigned promotion_choices_from(const struct hdc_position *pos, const uint8_t *counts,
                                const uint8_t *bound, unsigned cell, uint8_t *types)
{
	const struct variant *v = pos->v;
	const struct pawn_def *pd = v->def->pawn;
	unsigned n = 0;
	for (unsigned i = 0; i < pd->npromotion; i++) {
		unsigned t = pd->promotion[i];
		if (!pd->from_pool ||
		    (t == pd->colour_bound ? !bound[v->geo.colour[cell]]
		                           : counts[t] < v->start_count[pos->side][t]))
			types[n++] = (uint8_t)t;
	}
	return n;
}

unsigned promotion_choices_cached(const struct hdc_position *pos, struct pool_cache *pool,
                                  unsigned cell, uint8_t *types)
{
	if (pos->v->def->pawn->from_pool && !pool->known) {
		pool_count(pos, pool->count, pool->bound);
		pool->known = 1;
	}
	return promotion_choices_from(pos, pool->count, pool->bound, cell, types);
}

/* A pawn move onto a promotion cell: one move per piece it may become, or
 * (an awaiting pawn, when none is free) the plain move. */
static void emit_promotions(struct gen *gen, unsigned from, unsigned to, unsigned kind)
{
	uint8_t types[12];
	unsigned n = promotion_choices_cached(gen->pos, &gen->pool, to, types);
	unsigned promo = kind == HDC_MOVE_CAPTURE ? HDC_MOVE_PROMOTION_CAPTURE : HDC_MOVE_PROMOTION;
	for (unsigned i = 0; i < n; i++)
		emit(gen, MAKE_MOVE(from, to, types[i], promo));
	if (!n)
		emit(gen, MAKE_MOVE(from, to, 0, kind));
}

static inline void emit_pawn(struct gen *gen, unsigned from, unsigned to, unsigned kind)
{
	if (gen->promotes[to])
		emit_promotions(gen, from, to, kind);
	else
		emit(gen, MAKE_MOVE(from, to, 0, kind));
}

MAKE_INLINE void gen_pawn(struct gen *gen, unsigned from)
{
	const struct hdc_position *pos = gen->pos;
	const struct variant *v = gen->v;
	const struct geometry *g = gen->g;
	int us = gen->us;
	const struct dirset *exists = &g->exists[from];
	struct dirset allow = allowed_dirs(gen, from);
	const uint16_t *steps = g->step + (size_t)from * (size_t)g->ndirs;
	for (unsigned i = 0; i < v->npush; i++) {
		unsigned d = v->push_dir[us][i];
		if (!dirset_has(&allow, d) || !dirset_has(exists, d))
			continue;
		unsigned q = steps[d];
		if (pos->board[q]) {
			/* An oblique step onto the piece that scorned this pawn. */
			if (i > 0 && from == pos->st.scorn_from && q == pos->st.scorn_to)
				emit_pawn(gen, from, q, HDC_MOVE_CAPTURE);
			continue;
		}
		emit_pawn(gen, from, q, HDC_MOVE_QUIET);
		if (i > 0)
			continue;
		/* Straight multi-steps over empty cells. */
		unsigned nsteps = gen->push_steps[from];
		for (unsigned s = 2; s <= nsteps; s++) {
			q = geometry_step(g, q, d);
			if (q == CELL_NONE || pos->board[q])
				break;
			emit_pawn(gen, from, q, s == 2 ? HDC_MOVE_DOUBLE_STEP : HDC_MOVE_TRIPLE_STEP);
		}
	}
	/* An unpinned pawn's captures off its cell's list, in the walk's
	 * order: one load a target where the walk over the direction set
	 * took a dozen instructions (Raumschach's mailbox count: 2 % fewer
	 * in all, docs/BITBOARDS.md). */
	if (!bit_test(gen->w.pinned, from)) {
		const uint16_t *to = v->pawn_to[us] + (size_t)from * v->ncapture;
		for (unsigned i = 0; i < v->ncapture && to[i] != CELL_NONE; i++) {
			unsigned p = pos->board[to[i]];
			if (p && PSIDE(p) == (unsigned)gen->them)
				emit_pawn(gen, from, to[i], HDC_MOVE_CAPTURE);
		}
		return;
	}
	for (unsigned w = 0; w < 2; w++)
		for (uint64_t m = v->captures[us].w[w] & exists->w[w] & allow.w[w]; m; m &= m - 1) {
			unsigned q = steps[dirset_first(m, w)];
			unsigned p = pos->board[q];
			if (p && PSIDE(p) == (unsigned)gen->them)
				emit_pawn(gen, from, q, HDC_MOVE_CAPTURE);
		}
}

/* C'escacs: a pawn standing on its promotion cell with nothing to become
 * ("awaiting") must promote in place as soon as a piece is free and its
 * side is not in check: then those are the only moves. */
size_t list_forced_promotions(const struct hdc_position *pos, struct pool_cache *pool,
                              hdc_move *out)
{
	const struct variant *v = pos->v;
	int us = pos->side;
	size_t n = 0;
	/* Mostly none: a look at the pawns' set first (the search asks at
	 * every capture generation of C'escacs). */
	if (!cs_any(cs_and(pos->by_piece[PIECE(HDC_PAWN, us)], v->bits->promotes[us])))
		return 0;
	struct cs_iter it = cs_iter_of(pos->by_piece[PIECE(HDC_PAWN, us)]);
	unsigned bit;
	while (cs_next(&it, &bit)) {
		unsigned c = cell_of_bit(pos, bit);
		if (!v->promotes[us][c])
			continue;
		uint8_t types[12];
		unsigned k = promotion_choices_cached(pos, pool, c, types);
		for (unsigned t = 0; t < k; t++)
			out[n++] = MAKE_MOVE(c, c, types[t], HDC_MOVE_PROMOTION_IN_PLACE);
	}
	return n;
}

int ep_legal(const struct hdc_position *pos, unsigned from, unsigned to)
{
	return !attacked_after(pos, pos->king[pos->side], pos->side ^ 1, from, pos->st.ep_victim, to);
}

/* A capture that leaves the king safe, tested on the hypothetical board. */
static int capture_legal(const struct hdc_position *pos, unsigned from, unsigned to)
{
	return !attacked_after(pos, pos->king[pos->side], pos->side ^ 1, from, CELL_NONE, to);
}

uint64_t special_captures_key(const struct hdc_position *pos)
{
	uint64_t key = 0;
	unsigned from[12], to[12];
	int n = ep_candidates(pos, from, to, 12);
	for (int i = 0; i < n; i++)
		if (ep_legal(pos, from[i], to[i])) {
			key ^= zobrist_ep(pos->st.ep_cell);
			break;
		}
	if (pos->st.scorn_from != CELL_NONE && pos->board[pos->st.scorn_from] == PIECE(HDC_PAWN, pos->side) &&
	    capture_legal(pos, pos->st.scorn_from, pos->st.scorn_to))
		key ^= zobrist_scorn(pos->st.scorn_from, pos->st.scorn_to);
	return key;
}

/* The n pairs of ep_candidates(). */
static void gen_en_passant_of(struct gen *gen, int n, const unsigned *from, const unsigned *to)
{
	for (int i = 0; i < n; i++)
		if (ep_legal(gen->pos, from[i], to[i]))
			emit(gen, MAKE_MOVE(from[i], to[i], 0, HDC_MOVE_EN_PASSANT));
}

static void gen_en_passant(struct gen *gen)
{
	unsigned from[12], to[12];
	gen_en_passant_of(gen, ep_candidates(gen->pos, from, to, 12), from, to);
}

/* Whether the enemy attacks q, a step or leap of the king: off the first
 * pass's set where gen_start() took one (gen->att), else attacked().  In
 * check the pass's lines stop at the king, as attacked()'s do: the cells
 * beyond it on a checker's line are the caller's (watch_beyond()). */
static int king_target_attacked(const struct gen *gen, unsigned q)
{
	return gen->att ? cs_test(gen->att, bit_of_cell(gen->pos, q))
	                : attacked(gen->pos, q, gen->them);
}

static void gen_king(struct gen *gen)
{
	const struct hdc_position *pos = gen->pos;
	const struct variant *v = gen->v;
	const struct geometry *g = gen->g;
	unsigned from = pos->king[gen->us];
	const struct dirset *exists = &g->exists[from];
	const uint16_t *steps = g->step + (size_t)from * (size_t)g->ndirs;
	for (unsigned w = 0; w < 2; w++)
		for (uint64_t m = v->steps[gen->us][HDC_KING].w[w] & exists->w[w]; m; m &= m - 1) {
			unsigned q = steps[dirset_first(m, w)];
			unsigned p = pos->board[q];
			if (p && PSIDE(p) == (unsigned)gen->us)
				continue;
			if (gen->lazy_king) {
				emit(gen, MAKE_MOVE(from, q, 0, p ? HDC_MOVE_CAPTURE : HDC_MOVE_QUIET));
				continue;
			}
			if (watch_beyond(&gen->w, q) || king_target_attacked(gen, q))
				continue;
			emit(gen, MAKE_MOVE(from, q, 0, p ? HDC_MOVE_CAPTURE : HDC_MOVE_QUIET));
		}
	/* C'escacs: a king that never moved may leap, but not out of check. */
	if (!v->leap_n || gen->w.checks || !(pos->st.castling & v->king_right[gen->us]))
		return;
	for (unsigned i = 0; i < v->leap_n; i++) {
		unsigned q = steps[v->leap_dir[i]];
		if (q == CELL_NONE)
			continue;
		unsigned p = pos->board[q];
		if ((p && PSIDE(p) == (unsigned)gen->us) || (!gen->lazy_king && king_target_attacked(gen, q)))
			continue;
		emit(gen, MAKE_MOVE(from, q, 0, p ? HDC_MOVE_CAPTURE : HDC_MOVE_QUIET));
	}
}

/* After the castling is made, is the king safe?  Castlings are rare enough
 * to be tested by making them on a copy. */
static int castling_leaves_king_safe(const struct hdc_position *pos, hdc_move move)
{
	struct hdc_position after;
	struct undo u;
	memcpy(&after, pos, sizeof after);
	position_make(&after, move, &u);
	return !attacked(&after, after.king[pos->side], pos->side ^ 1);
}

/* att: as struct gen's. */
static inline int castling_legal_att(const struct hdc_position *pos, const struct castling *c,
                                     const cellset *att)
{
	int us = pos->side;
	if (c->side != us || (pos->st.castling & c->right) != c->right)
		return 0;
	if (pos->board[c->king_from] != PIECE(HDC_KING, us) ||
	    pos->board[c->rook_from] != PIECE(HDC_ROOK, us) ||
	    (c->rook2_from != CELL_NONE && pos->board[c->rook2_from] != PIECE(HDC_ROOK, us)))
		return 0;
	for (unsigned k = 0; k < c->nempty; k++)
		if (pos->board[c->empty[k]])
			return 0;
	const struct variant_bits *b = pos->v->bits;
	const size_t index = (size_t)(c - pos->v->castling);
	uint8_t known = att ? b->castle_att[index] : 0;
	if (known & CASTLE_ATT_SAFE) {
		/* The side is out of check: no enemy line reaches the king,
		 * so lifting it off opens none. */
		for (unsigned k = 0; k < c->nsafe; k++)
			if (cs_test(att, bit_of_cell(pos, c->safe[k])))
				return 0;
		if (known & CASTLE_ATT_AFTER)
			return 1;
		/* After the move only the lines through the cells it
		 * empties may bring a new attacker onto the king. */
		if (known & CASTLE_ATT_LINES) {
			for (unsigned k = 0; k < 2; k++) {
				unsigned d = b->castle_line[index][k];
				if (d != 0xFF && attacked_along_after(pos, c->king_to, us ^ 1, d,
				                                      c->king_from, c->rook_from,
				                                      c->rook_to))
					return 0;
			}
			return 1;
		}
	} else {
		/* Tested with the king lifted off, so that it hides nothing. */
		for (unsigned k = 0; k < c->nsafe; k++)
			if (attacked_after(pos, c->safe[k], us ^ 1, c->king_from, CELL_NONE,
			                   CELL_NONE))
				return 0;
	}
	/* One king and one rook on four cells: the attack test with the two
	 * cells they leave empty and the rook's new cell blocking, where a
	 * copy of the position (kilobytes) was made at every node where a
	 * castling passed the tests above (a tenth of C'escacs perft 5). */
	if (c->rook2_from == CELL_NONE && c->king_to != c->rook_from &&
	    c->king_to != c->rook_to && c->king_from != c->rook_to)
		return !attacked_after(pos, c->king_to, us ^ 1, c->king_from, c->rook_from,
		                       c->rook_to);
	return castling_leaves_king_safe(pos, MAKE_MOVE(c->king_from, c->king_to, c->index,
	                                                HDC_MOVE_CASTLING));
}

int castling_legal(const struct hdc_position *pos, const struct castling *c)
{
	return castling_legal_att(pos, c, NULL);
}

/* The side's castlings whose rights it holds and whose cells that must be
 * empty are all empty, a bit each by index: a superset of the legal ones.
 * A byte load per cell (variant.h, castle_cell), the cells that rule out
 * most first. */
static inline uint32_t castlings_unblocked(const struct hdc_position *pos, int us)
{
	const struct variant *v = pos->v;
	uint32_t maybe = (uint32_t)(((uint64_t)1 << v->def->ncastlings) - 1);
	/* Without a branch on the cell: whether it is empty is anyone's guess. */
	for (unsigned k = 0; maybe && k < v->ncastle_cells[us]; k++)
		maybe &= ~(v->castle_cell_mask[us][k] & (0u - (pos->board[v->castle_cell[us][k]] != 0)));
	if (!maybe)
		return 0;
	uint32_t held = 0;
	for (unsigned k = 0; k < v->ncastle_rights[us]; k++)
		if ((pos->st.castling & v->castle_right[us][k]) == v->castle_right[us][k])
			held |= v->castle_right_mask[us][k];
	return maybe & held;
}

/* maybe: castlings_unblocked()'s. */
static void gen_castlings_of(struct gen *gen, uint32_t maybe)
{
	const struct castling *c = castling_of(gen->v, gen->us, 0);
	for (; maybe; maybe &= maybe - 1) {
		unsigned i = (unsigned)__builtin_ctz(maybe);
		if (castling_legal_att(gen->pos, &c[i], gen->att))
			emit(gen, MAKE_MOVE(c[i].king_from, c[i].king_to, c[i].index,
			                    HDC_MOVE_CASTLING));
	}
}

static void gen_castlings(struct gen *gen)
{
	/* Rights bits 0-15 are white's, 16-31 black's (position.h); the side's
	 * castlings are v->def->ncastlings in a row (castling_of). */
	if (gen->pos->st.castling & 0xFFFFu << 16 * gen->us)
		gen_castlings_of(gen, castlings_unblocked(gen->pos, gen->us));
}

/* In single check, keep of moves [from, end) those that capture the checker
 * or block its line. */
static void keep_answers_to_check(struct gen *gen, hdc_move *from)
{
	hdc_move *kept = from;
	for (hdc_move *m = from; m < gen->out; m++)
		if (bit_test(gen->w.block, MOVE_TO(*m)))
			*kept++ = *m;
	gen->out = kept;
}

/* The pieces of the side to move by increasing cell: bit order where
 * bit == cell (boxes), else sorted (insertion: a few dozen cells). */
static unsigned pieces_by_cell(const struct hdc_position *pos, uint16_t *cells)
{
	unsigned n = side_cells(pos, pos->side, cells);
	if (pos->cell_of)
		for (unsigned i = 1; i < n; i++) {
			uint16_t c = cells[i];
			unsigned j = i;
			for (; j > 0 && cells[j - 1] > c; j--)
				cells[j] = cells[j - 1];
			cells[j] = c;
		}
	return n;
}

static inline void gen_init(struct gen *gen, const struct hdc_position *pos, hdc_move *moves,
                            int lazy_king)
{
	gen->lazy_king = lazy_king;
	gen->att = NULL;
	gen->pos = pos;
	gen->v = pos->v;
	gen->g = &pos->v->geo;
	gen->first = gen->out = moves;
	gen->us = pos->side;
	gen->them = pos->side ^ 1;
	gen->pool.known = 0;
	gen->promotes = gen->v->promotes[gen->us];
	gen->push_steps = gen->v->push_steps[gen->us];
}

/* The king's targets are tested on the bulk counter's first pass
 * (king_ring_attacks_pins(): the enemy's attacks, exact on the king's
 * steps and leaps) where the king has at least this many targets not
 * held by own men; with fewer, attacked() on each costs less. */
#define KING_RING_MIN 4

/* The first pass for a legal list, where it pays: it answers the king's
 * targets (king_target_attacked) and the castlings' attack tests
 * (gen->att), and out of check it names the king's lines that may hold
 * a pinner, so that the watch walks those only (as the bulk counter's
 * does).  Returns 1 with gen->w made; 0 leaves the watch to the caller
 * (in check, on the portable path, or few targets). */
static int watch_from_first_pass(struct gen *gen)
{
	const struct hdc_position *pos = gen->pos;
	const struct variant_bits *b = gen->v->bits;
	const unsigned king_bit = b->sd.bit_of[pos->king[gen->us]];
	/* The portable path has no first pass: spare it the count. */
	if (!king_ring_answers())
		return 0;
	if (!cs_at_least(cs_andnot(b->king_reach[gen->us][king_bit], pos->by_piece[PIECE(0, gen->us)]),
	                 KING_RING_MIN))
		return 0;
	uint64_t far_dirs;
	if (!king_ring_attacks_pins(pos, &gen->ring, &far_dirs))
		return 0;
	gen->att = &gen->ring;
	if (cs_test(&gen->ring, king_bit))
		return 0;
	watch_pins_along(pos, &gen->w, far_dirs);
	return 1;
}

static inline void gen_start(struct gen *gen, const struct hdc_position *pos, hdc_move *moves,
                             int lazy_king, const struct king_watch *given)
{
	gen_init(gen, pos, moves, lazy_king);
	if (given)
		gen->w = *given;
	else if (lazy_king || !watch_from_first_pass(gen))
		watch_king(pos, &gen->w);
}

/* ordered: the pieces by cell and the king's moves sorted (movesort.h);
 * *nfirst receives how many moves come before the pieces' (the king's,
 * e.p., castlings; all of them when promotions are forced). */

unsigned pinned_men(const struct hdc_position *pos, const struct king_watch *w, cellset *held,
                    uint16_t *cells)
{
	unsigned n = 0;
	*held = cs_zero();
	for (unsigned i = 0; i < w->npins; i++) {
		unsigned cell = w->pin_cell[i];
		unsigned bit = bit_of_cell(pos, cell);
		if (cs_test(held, bit))
			continue;
		cs_set(held, bit);
		cells[n++] = (uint16_t)cell;
	}
	return n;
}

/* The men of the side to move but its king through the mailbox walkers,
 * highest bit first (by cell if ordered). */
static void gen_men_on_mailbox(struct gen *gen, int ordered)
{
	const struct hdc_position *pos = gen->pos;
	uint16_t cells[MAX_SIDE_PIECES];
	unsigned count = ordered ? pieces_by_cell(pos, cells)
	                         : side_cells_downwards(pos, gen->us, cells);
	for (unsigned i = 0; i < count; i++) {
		unsigned from = cells[i];
		unsigned type = PTYPE(pos->board[from]);
		if (type == HDC_PAWN)
			gen_pawn(gen, from);
		else if (type != HDC_KING)
			gen_piece(gen, from, type);
	}
}

/* The same men, the pinned ones on the mailbox along their pin lines,
 * the free ones on the bitboards (generate_free_moves). */
static void gen_men_on_bitboards(struct gen *gen, enum capture_gen bb)
{
	const struct hdc_position *pos = gen->pos;
	cellset held;
	uint16_t pinned[MAX_KING_LINES];
	unsigned npinned = pinned_men(pos, &gen->w, &held, pinned);
	for (unsigned i = 0; i < npinned; i++) {
		unsigned cell = pinned[i];
		unsigned type = PTYPE(pos->board[cell]);
		if (type == HDC_PAWN)
			gen_pawn(gen, cell);
		else if (type != HDC_KING)
			gen_piece(gen, cell, type);
	}
	gen->out = generate_free_moves(pos, &gen->w, &held, bb, gen->out);
}

/* bb: the generator of the men's moves but the king's (the mailbox for
 * the ordered list, whose order is the walkers'). */
static inline size_t generate(const struct hdc_position *pos, hdc_move *moves, int ordered,
                              size_t *nfirst, int lazy_king, const struct king_watch *given,
                              enum capture_gen bb)
{
	struct gen gen;
	gen_start(&gen, pos, moves, lazy_king, given);
	if (!gen.w.checks && gen.v->def->pawn->from_pool) {
		gen.out += list_forced_promotions(pos, &gen.pool, gen.out);
		if (emitted(&gen))
			return *nfirst = emitted(&gen);
	}
	gen_king(&gen);
	/* The king's moves in order leave little to sort among the first. */
	if (ordered)
		sort_moves_in_order(moves, emitted(&gen));
	gen_en_passant(&gen);
	if (gen.w.checks >= 2)
		return *nfirst = emitted(&gen);
	if (!gen.w.checks)
		gen_castlings(&gen);

	hdc_move *pieces_first = gen.out;
	*nfirst = emitted(&gen);
	if (bb == CAPTURE_GEN_MAILBOX || ordered)
		gen_men_on_mailbox(&gen, ordered);
	else
		gen_men_on_bitboards(&gen, bb);
	if (gen.w.checks)
		keep_answers_to_check(&gen, pieces_first);
	return emitted(&gen);
}

/* The free men's moves come off the bitboards for a large army only
 * (HDC's 79 men, 3D8L's 128): for the small boards' few men (Raumschach
 * 20, C'escacs 27) the mailbox walkers list them faster
 * (docs/BITBOARDS.md, "Legal moves on the bitboards"). */
#define LEGAL_BB_MIN_MEN 48

static inline enum capture_gen men_gen(const struct hdc_position *pos)
{
	return pos->count[pos->side] >= LEGAL_BB_MIN_MEN ? capture_gen_cached()
	                                                 : CAPTURE_GEN_MAILBOX;
}

size_t generate_legal(const struct hdc_position *pos, hdc_move *moves)
{
	size_t nfirst;
	return generate(pos, moves, 0, &nfirst, 0, NULL, men_gen(pos));
}

size_t generate_legal_with(const struct hdc_position *pos, hdc_move *moves,
                           enum capture_gen gen)
{
#if !HDC_HAVE_AVX512
	if (gen >= CAPTURE_GEN_AVX512)
		gen = CAPTURE_GEN_PORTABLE;
#endif
	size_t nfirst;
	return generate(pos, moves, 0, &nfirst, 0, NULL, gen);
}

size_t generate_search(const struct hdc_position *pos, hdc_move *moves)
{
	size_t nfirst;
	return generate(pos, moves, 0, &nfirst, 1, NULL, men_gen(pos));
}

size_t generate_search_watched(const struct hdc_position *pos, const struct king_watch *w,
                               hdc_move *moves)
{
	size_t nfirst;
	return generate(pos, moves, 0, &nfirst, 1, w, men_gen(pos));
}

size_t generate_legal_ordered(const struct hdc_position *pos, hdc_move *moves, size_t *nfirst)
{
	return generate(pos, moves, 1, nfirst, 0, NULL, CAPTURE_GEN_MAILBOX);
}

size_t generate_men(const struct hdc_position *pos, const struct king_watch *w,
                    const uint16_t *cells, unsigned n, int castlings, hdc_move *moves)
{
	struct gen gen;
	gen_init(&gen, pos, moves, 1);
	gen.w = *w;
	for (unsigned i = 0; i < n; i++) {
		unsigned from = cells[i];
		unsigned type = PTYPE(pos->board[from]);
		if (type == HDC_PAWN)
			gen_pawn(&gen, from);
		else if (type == HDC_KING)
			gen_king(&gen);
		else
			gen_piece(&gen, from, type);
	}
	if (castlings)
		gen_castlings(&gen);
	return emitted(&gen);
}

int in_check(const struct hdc_position *pos)
{
	return attacked(pos, pos->king[pos->side], pos->side ^ 1);
}

/* The men the bulk counter leaves to the mailbox (held): the pinned ones
 * (each listed once, along its pin line) and the pawn that may take
 * scornfully. */
static void gen_held_men(struct gen *gen, cellset *held)
{
	const struct hdc_position *pos = gen->pos;
	for (unsigned i = 0; i < gen->w.npins; i++) {
		unsigned from = gen->w.pin_cell[i];
		unsigned type = PTYPE(pos->board[from]);
		/* A piece pinned along two lines is listed twice: once will do. */
		int seen = 0;
		for (unsigned j = 0; j < i; j++)
			seen |= gen->w.pin_cell[j] == from;
		if (seen)
			continue;
		cs_set(held, bit_of_cell(pos, from));
		if (type == HDC_PAWN)
			gen_pawn(gen, from);
		else
			gen_piece(gen, from, type);
	}
	unsigned scorn = pos->st.scorn_from;
	if (scorn != CELL_NONE) {
		cs_set(held, bit_of_cell(pos, scorn));
		if (pos->board[scorn] == PIECE(HDC_PAWN, gen->us) && !bit_test(gen->w.pinned, scorn))
			gen_pawn(gen, scorn);
	}
}

/* generate_uncounted()'s work where there may be some: apart, so that
 * the frontier nodes with nothing to list (most) do not pay for its
 * frame. */
static __attribute__((noinline)) size_t uncounted_moves(const struct hdc_position *pos,
                                                        hdc_move *moves, uint64_t far_dirs,
                                                        const cellset *att, cellset *held,
                                                        uint32_t castlings, int nep,
                                                        const unsigned *ep_from,
                                                        const unsigned *ep_to, int *all)
{
	struct gen gen;
	gen_init(&gen, pos, moves, 0);
	gen.att = att;
	watch_pins_along(pos, &gen.w, far_dirs);
	*all = 1;
	if (gen.v->def->pawn->from_pool) {
		gen.out += list_forced_promotions(pos, &gen.pool, gen.out);
		if (emitted(&gen))
			return emitted(&gen);
	}
	*all = 0;
	gen_en_passant_of(&gen, nep, ep_from, ep_to);
	gen_castlings_of(&gen, castlings);
	gen_held_men(&gen, held);
	return emitted(&gen);
}

size_t generate_uncounted(const struct hdc_position *pos, hdc_move *moves, uint64_t far_dirs,
                          const cellset *att, cellset *held, int *all)
{
	/* Most frontier nodes have nothing here: no line a pin could lie
	 * on, no pawn that may take e.p. (a quarter of C'escacs' frontier
	 * nodes follow a double step, few of them with a pawn beside it),
	 * no castling right or none whose cells that must be empty are, no
	 * scornful pawn, no pawn on a promotion cell (C'escacs' forced
	 * promotions). */
	const struct variant *v = pos->v;
	const int us = pos->side;
	*all = 0;
	uint32_t castlings =
	        pos->st.castling & 0xFFFFu << 16 * us ? castlings_unblocked(pos, us) : 0;
	unsigned ep_from[12], ep_to[12];
	int nep = pos->st.ep_cell == CELL_NONE ? 0 : ep_candidates(pos, ep_from, ep_to, 12);
	if (uncounted_no_pinner(pos, far_dirs) && !nep &&
	    pos->st.scorn_from == CELL_NONE && !castlings &&
	    (!v->def->pawn->from_pool ||
	     !cs_any(cs_and(pos->by_piece[PIECE(HDC_PAWN, us)], v->bits->promotes[us]))))
		return 0;
	return uncounted_moves(pos, moves, far_dirs, att, held, castlings, nep, ep_from, ep_to,
	                       all);
}

size_t generate_check_uncounted(const struct hdc_position *pos, const struct king_watch *w,
                                hdc_move *moves, cellset *held)
{
	struct gen gen;
	gen_init(&gen, pos, moves, 0);
	gen.w = *w;
	/* As generate() does in check: e.p. tested whole, then (single check)
	 * the held men's moves that capture the checker or block its line. */
	gen_en_passant(&gen);
	if (w->checks >= 2)
		return emitted(&gen);
	hdc_move *answers = gen.out;
	gen_held_men(&gen, held);
	keep_answers_to_check(&gen, answers);
	return emitted(&gen);
}
