/*
 * make.h - make and unmake a move, exactly.
 *
 * Static inline so that the tree walks (perft.c) get them without a call
 * per move; everything else calls position_make()/position_unmake(),
 * position.c's out-of-line copies.
 */
#ifndef HDC_MAKE_H
#define HDC_MAKE_H

#include "position.h"
#include "zobrist.h"

/* Compilers judge make_move() too big to inline on their own. */
#if defined(__GNUC__) || defined(__clang__)
#define MAKE_INLINE static inline __attribute__((always_inline))
#else
#define MAKE_INLINE static inline
#endif

/* A piece's Zobrist key on a cell, zobrist_piece() as the variant tables
 * it (position_compute_key() computes it, so the tests that compare the
 * kept key with a fresh one check the table too). */
static inline uint64_t piece_key(const struct hdc_position *pos, unsigned piece, unsigned cell)
{
	return pos->v->piece_keys[piece][cell];
}

/* Keeps the sums of the position's weights (if any) as a piece comes to
 * (sign 1) or leaves (sign -1) a cell: wherever the key changes, but for
 * unmake, which restores st whole. */
static inline void weigh_piece(struct hdc_position *pos, unsigned piece, unsigned cell, int sign)
{
	const struct piece_weights *w = pos->weights;
	if (!w)
		return;
	if (sign > 0) {
		pos->st.cell_sum += w->cell[piece][cell];
		pos->st.piece_sum += w->piece[piece];
	} else {
		pos->st.cell_sum -= w->cell[piece][cell];
		pos->st.piece_sum -= w->piece[piece];
	}
}

/* The piece enters or leaves the cell's bit in its bitboard (an
 * exclusive or: the same call undoes it). */
static inline unsigned bit_of_cell(const struct hdc_position *pos, unsigned cell)
{
	return pos->bit_of ? pos->bit_of[cell] : cell;
}

static inline void flip_bit(struct hdc_position *pos, unsigned piece, unsigned bit)
{
	uint64_t m = 1ull << (bit & 63);
	pos->by_piece[piece].w[bit >> 6] ^= m;
	pos->by_piece[piece & 32].w[bit >> 6] ^= m; /* the side's men */
}

static inline void flip_bits(struct hdc_position *pos, unsigned piece, unsigned cell)
{
	flip_bit(pos, piece, bit_of_cell(pos, cell));
}

/* The piece on a cell becomes another (promotions and their undoing). */
static inline void retype_bits(struct hdc_position *pos, unsigned old, unsigned piece,
                               unsigned cell)
{
	unsigned b = bit_of_cell(pos, cell);
	uint64_t m = 1ull << (b & 63);
	pos->by_piece[old].w[b >> 6] ^= m;
	pos->by_piece[piece].w[b >> 6] ^= m;
}

/* keyed: the key follows (make_move_unkeyed() leaves it). */
static inline void remove_piece(struct hdc_position *pos, unsigned cell, const int keyed)
{
	uint8_t piece = pos->board[cell];
	pos->count[PSIDE(piece)]--;
	pos->board[cell] = 0;
	flip_bits(pos, piece, cell);
	if (keyed)
		pos->st.key ^= piece_key(pos, piece, cell);
	weigh_piece(pos, piece, cell, -1);
}

/* The exact inverse of remove_piece(). */
static inline void restore_piece(struct hdc_position *pos, unsigned cell, uint8_t piece)
{
	pos->count[PSIDE(piece)]++;
	pos->board[cell] = piece;
	flip_bits(pos, piece, cell);
}

/* Moves a piece (the one on from) on the board; the key is the
 * caller's. */
static inline void shift_known_piece(struct hdc_position *pos, unsigned from, unsigned to,
                                     uint8_t piece)
{
	pos->board[to] = piece;
	pos->board[from] = 0;
	flip_bits(pos, piece, from);
	flip_bits(pos, piece, to);
	if (PTYPE(piece) == HDC_KING)
		pos->king[PSIDE(piece)] = (uint16_t)to;
}

static inline void shift_piece(struct hdc_position *pos, unsigned from, unsigned to)
{
	shift_known_piece(pos, from, to, pos->board[from]);
}

static inline void move_piece(struct hdc_position *pos, unsigned from, unsigned to,
                              const int keyed)
{
	uint8_t piece = pos->board[from];
	/* The key before the board's stores: there the make holds the
	 * fewest values, and the full perft's leaves spilled three fewer a
	 * leaf (HDC 4 % faster).  The weights' test stays after them: moved
	 * before too, it made the bulk counts 1-2 % slower. */
	if (keyed)
		pos->st.key ^= piece_key(pos, piece, from) ^ piece_key(pos, piece, to);
	shift_known_piece(pos, from, to, piece);
	if (pos->weights)
		pos->st.cell_sum += pos->weights->cell[piece][to] - pos->weights->cell[piece][from];
}

static inline const struct castling *castling_of(const struct variant *v, int side, unsigned index)
{
	return &v->castling[side * v->def->ncastlings + index];
}

static inline void change_piece(struct hdc_position *pos, unsigned cell, uint8_t piece,
                                const int keyed)
{
	if (keyed)
		pos->st.key ^= piece_key(pos, pos->board[cell], cell) ^ piece_key(pos, piece, cell);
	weigh_piece(pos, pos->board[cell], cell, -1);
	weigh_piece(pos, piece, cell, 1);
	retype_bits(pos, pos->board[cell], piece, cell);
	pos->board[cell] = piece;
}

/* After a pawn move: the cells a multi-step passed (for e.p.), and the
 * pawn a scornful move exposed itself to, noted in st (pos->st for make;
 * lookahead.c asks on a scratch state), with the key's part for them
 * pending (position_settle_key()). */
static inline void note_pawn_move(const struct hdc_position *pos, unsigned from, unsigned to,
                                  int us, struct state *st)
{
	const struct variant *v = pos->v;
	const struct geometry *g = &v->geo;
	unsigned forward = v->push_dir[us][0];
	unsigned one = geometry_step(g, from, forward);
	if (one != CELL_NONE && one != to && v->pawn_en_passant) {
		unsigned two = geometry_step(g, one, forward);
		if (two == to) {
			st->ep_cell = (uint16_t)one;
			st->ep_victim = (uint16_t)to;
			st->special_pending = 1;
		} else if (two != CELL_NONE && geometry_step(g, two, forward) == to) {
			st->ep_cell = (uint16_t)one;
			st->ep_cell2 = (uint16_t)two;
			st->ep_victim = (uint16_t)to;
			st->special_pending = 1;
		}
	}
	if (!v->pawn_scornful || one == CELL_NONE)
		return;
	/* An oblique move (the mover's own oblique vectors) lets an enemy pawn
	 * straight ahead of its start take it next move. */
	for (unsigned i = 1; i < v->npush; i++)
		if (geometry_step(g, from, v->push_dir[us][i]) == to &&
		    pos->board[one] == PIECE(HDC_PAWN, us ^ 1)) {
			st->scorn_from = (uint16_t)one;
			st->scorn_to = (uint16_t)to;
			st->special_pending = 1;
		}
}

/* note_pawn_move() for a multi-step of two (HDC_MOVE_DOUBLE_STEP), which
 * the generators and the move parser give only for two straight steps
 * onto empty cells (movegen.c, legal.c): the cell between is the e.p.
 * cell, and no scornful capture follows (the cell ahead of the start,
 * which a scorning pawn would stand on, is empty). */
static inline void note_double_step(struct hdc_position *pos, unsigned from, unsigned to, int us)
{
	const struct variant *v = pos->v;
	if (!v->pawn_en_passant)
		return;
	pos->st.ep_cell = (uint16_t)geometry_step(&v->geo, from, v->push_dir[us][0]);
	pos->st.ep_victim = (uint16_t)to;
	pos->st.special_pending = 1;
}

/* En passant: pawns of the side to move that could capture on one of the
 * cells the last multi-step passed.  Writes (from, to) pairs, at most max.
 * Most multi-steps leave no such pawn, and then the generators and
 * special_captures_key() are spared the legality test. */
static inline int ep_candidates(const struct hdc_position *pos, unsigned *from, unsigned *to, int max)
{
	const struct variant *v = pos->v;
	int us = pos->side, n = 0;
	unsigned ncap = v->ncapture;
	uint8_t pawn = PIECE(HDC_PAWN, us);
	unsigned cells[2] = { pos->st.ep_cell, pos->st.ep_cell2 };
	for (int e = 0; e < 2 && cells[e] != CELL_NONE; e++) {
		const uint16_t *attackers = v->pawn_from[us] + (size_t)cells[e] * ncap;
		for (unsigned i = 0; i < ncap && n < max; i++) {
			unsigned s = attackers[i];
			if (pos->board[s] == pawn) {
				from[n] = s;
				to[n++] = cells[e];
			}
		}
	}
	return n;
}

/* A man's move to a cell (a capture on victim if it holds one); plain:
 * a quiet move, a capture or a double step, known so from the kind, with
 * no e.p. capture or promotion to test for.  Returns the castling rights
 * it keeps. */
MAKE_INLINE uint32_t make_man_move(struct hdc_position *pos, hdc_move move, unsigned from,
                                   unsigned to, unsigned victim, struct undo *u, int us,
                                   const int keyed, const int plain)
{
	const struct variant *v = pos->v;
	unsigned kind = MOVE_KIND(move);
	uint8_t piece = pos->board[from];
	u->captured_cell = (uint16_t)victim;
	if (pos->board[victim]) {
		u->captured = pos->board[victim];
		remove_piece(pos, victim, keyed);
		pos->st.halfmove = 0;
	}
	move_piece(pos, from, to, keyed);
	if (PTYPE(piece) == HDC_PAWN) {
		pos->st.halfmove = 0;
		if (!plain && (kind == HDC_MOVE_PROMOTION || kind == HDC_MOVE_PROMOTION_CAPTURE))
			change_piece(pos, to, PIECE(MOVE_EXTRA(move), us), keyed);
		/* A plain single step or capture opens no e.p. (multi-steps
		 * have kinds of their own), only a scornful capture. */
		if (plain && kind == HDC_MOVE_DOUBLE_STEP)
			note_double_step(pos, from, to, us);
		else if (plain ? v->pawn_scornful : kind != HDC_MOVE_EN_PASSANT)
			note_pawn_move(pos, from, to, us, &pos->st);
	}
	return v->castle_keep[from] & v->castle_keep[to];
}

/* What every move by side us does to the state before its own changes:
 * the special captures lapse (and leave the key, if keyed, which takes
 * the other side to move), the half-move clock counts on, and the move
 * number after black's.  The special captures the move opens enter the
 * key only when really possible (that is when positions count as
 * different for repetition), which takes a legality test:
 * note_pawn_move() leaves it pending for the key's readers
 * (position_settle_key()). */
static inline void state_start_move(struct state *st, int us, const int keyed)
{
	if (keyed) {
		st->key ^= st->special_key ^ zobrist_side();
		st->special_key = 0;
	}
	st->ep_cell = st->ep_cell2 = st->ep_victim = CELL_NONE;
	st->scorn_from = st->scorn_to = CELL_NONE;
	st->special_pending = 0;
	st->halfmove++;
	st->fullmove += us == HDC_BLACK;
}

/* The state every move of pos's side starts from (state_start_move() on
 * a copy), for make_move_started() where one position makes many. */
static inline void state_started(struct state *started, const struct hdc_position *pos,
                                 const int keyed)
{
	state_copy(started, &pos->st);
	state_start_move(started, pos->side, keyed);
}

/* keyed 0 (make_move_unkeyed): the Zobrist key and its special-captures
 * part are left as they were, for the tree walks that count (perft,
 * movecount.c), which never read them; unmake_move() restores st whole
 * either way.  started: pos->st after state_start_move(), where the
 * caller makes many moves from one position (perft.c's leaves): four
 * stores instead of a field at a time. */
MAKE_INLINE void make_move_started(struct hdc_position *pos, hdc_move move, struct undo *u,
                                   const int keyed, const struct state *started)
{
	const struct variant *v = pos->v;
	unsigned from = MOVE_FROM(move), to = MOVE_TO(move), kind = MOVE_KIND(move);
	int us = pos->side;

	state_copy(&u->st, &pos->st);
	u->captured = 0;
	u->moved = pos->board[from];
	/* Read from the position, not from u: where the make is inlined
	 * into a loop, GCC kept u->st.ep_victim apart and wrote it back just
	 * before unmake_move()'s copy of u->st, whose 16-byte loads then
	 * spanned that 2-byte store and waited for it (no store forwarding:
	 * a fifth of the children's loop's time in C'escacs' perft). */
	const unsigned ep_victim = pos->st.ep_victim;

	if (started)
		state_copy(&pos->st, started);
	else
		state_start_move(&pos->st, us, keyed);

	uint32_t keep;
	if (kind <= HDC_MOVE_DOUBLE_STEP) {
		keep = make_man_move(pos, move, from, to, to, u, us, keyed, 1);
	} else if (kind == HDC_MOVE_CASTLING) {
		const struct castling *c = castling_of(v, us, MOVE_EXTRA(move));
		move_piece(pos, c->king_from, c->king_to, keyed);
		move_piece(pos, c->rook_from, c->rook_to, keyed);
		keep = v->castle_keep[c->king_from] & v->castle_keep[c->rook_from];
		if (c->rook2_from != CELL_NONE) {
			move_piece(pos, c->rook2_from, c->rook2_to, keyed);
			keep &= v->castle_keep[c->rook2_from];
		}
	} else if (kind == HDC_MOVE_PROMOTION_IN_PLACE) {
		change_piece(pos, to, PIECE(MOVE_EXTRA(move), us), keyed);
		pos->st.halfmove = 0;
		keep = ~0u;
	} else {
		unsigned victim = kind == HDC_MOVE_EN_PASSANT ? ep_victim : to;
		keep = make_man_move(pos, move, from, to, victim, u, us, keyed, 0);
	}

	if (pos->st.castling & ~keep) {
		if (keyed)
			pos->st.key ^= zobrist_castling(pos->st.castling);
		pos->st.castling &= keep;
		if (keyed)
			pos->st.key ^= zobrist_castling(pos->st.castling);
	}
	pos->side = (uint8_t)(us ^ 1);
}

MAKE_INLINE void make_move(struct hdc_position *pos, hdc_move move, struct undo *u)
{
	make_move_started(pos, move, u, 1, NULL);
}

MAKE_INLINE void make_move_unkeyed(struct hdc_position *pos, hdc_move move, struct undo *u)
{
	make_move_started(pos, move, u, 0, NULL);
}

/* unmake_move() but for the state, which the caller restores. */
MAKE_INLINE void unmake_move_board(struct hdc_position *pos, hdc_move move, const struct undo *u)
{
	const struct variant *v = pos->v;
	unsigned from = MOVE_FROM(move), to = MOVE_TO(move), kind = MOVE_KIND(move);
	int us = pos->side ^ 1;
	pos->side = (uint8_t)us;

	if (kind <= HDC_MOVE_DOUBLE_STEP) {
		/* A plain move, capture or double step (make_man_move()'s
		 * plain path). */
		shift_known_piece(pos, to, from, u->moved);
		if (u->captured)
			restore_piece(pos, to, u->captured);
	} else if (kind == HDC_MOVE_CASTLING) {
		const struct castling *c = castling_of(v, us, MOVE_EXTRA(move));
		if (c->rook2_from != CELL_NONE)
			shift_piece(pos, c->rook2_to, c->rook2_from);
		shift_piece(pos, c->rook_to, c->rook_from);
		shift_piece(pos, c->king_to, c->king_from);
	} else if (kind == HDC_MOVE_PROMOTION_IN_PLACE) {
		retype_bits(pos, pos->board[to], PIECE(HDC_PAWN, us), to);
		pos->board[to] = PIECE(HDC_PAWN, us);
	} else {
		if (kind == HDC_MOVE_PROMOTION || kind == HDC_MOVE_PROMOTION_CAPTURE) {
			retype_bits(pos, pos->board[to], PIECE(HDC_PAWN, us), to);
			pos->board[to] = PIECE(HDC_PAWN, us);
		}
		shift_piece(pos, to, from);
		if (u->captured)
			restore_piece(pos, u->captured_cell, u->captured);
	}
}

MAKE_INLINE void unmake_move(struct hdc_position *pos, hdc_move move, const struct undo *u)
{
	unmake_move_board(pos, move, u);
	/* The key, rights, clocks and special cells come back whole. */
	state_copy(&pos->st, &u->st);
}

/* The null move (a pass, HDC_MOVE_NULL): the other side moves next, the
 * special captures (e.p., scornful) lapse, the half-move clock counts on
 * and the move number grows after black, as python-chess does; nothing
 * moves.  Not for the tree walks: position_make() dispatches to it. */
static inline void make_null(struct hdc_position *pos, struct undo *u)
{
	state_copy(&u->st, &pos->st);
	u->captured = 0;
	state_start_move(&pos->st, pos->side, 1);
	pos->side = (uint8_t)(pos->side ^ 1);
}

static inline void unmake_null(struct hdc_position *pos, const struct undo *u)
{
	pos->side = (uint8_t)(pos->side ^ 1);
	state_copy(&pos->st, &u->st);
}

/* The handle's own moves (hdc_position_play / undo / play_null, and the
 * notation's replays) also count the ply, which tells the king watch kept
 * for the legality test (legal.c) whose position it is: every change of
 * the position must go through these or reset the watch (watch_ply = 0).
 * They take the null move too (hdc_position_play_null, records and
 * histories that hold one); the tree walks call make_move() directly.
 * Inline for hdc_position_play/undo, out of line (position_make/unmake,
 * position.c) for everything else. */
MAKE_INLINE void handle_make(struct hdc_position *pos, hdc_move move, struct undo *u)
{
	pos->ply++;
	if (move == HDC_MOVE_NULL)
		make_null(pos, u);
	else
		make_move(pos, move, u);
}

MAKE_INLINE void handle_unmake(struct hdc_position *pos, hdc_move move, const struct undo *u)
{
	/* The positions above this one are gone, and their watch with them. */
	if (pos->watch_ply > pos->ply--)
		pos->watch_ply = 0;
	if (move == HDC_MOVE_NULL)
		unmake_null(pos, u);
	else
		unmake_move(pos, move, u);
}

#endif
