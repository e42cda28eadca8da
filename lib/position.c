/* position.c - board state, piece lists, incremental key, make/unmake. */
#include "position.h"

#include <string.h>

#include "zobrist.h"

void position_clear(struct hdc_position *pos, const struct variant *v)
{
	memset(pos->board, 0, sizeof pos->board);
	memset(pos->index, 0, sizeof pos->index);
	pos->v = v;
	pos->count[0] = pos->count[1] = 0;
	pos->king[0] = pos->king[1] = CELL_NONE;
	pos->side = HDC_WHITE;
	pos->castling = 0;
	pos->ep_cell = pos->ep_victim = CELL_NONE;
	pos->ep_hashed = 0;
	pos->halfmove = 0;
	pos->fullmove = 1;
	pos->key = 0;
}

static void add_piece(struct hdc_position *pos, unsigned cell, uint8_t piece)
{
	unsigned side = PSIDE(piece);
	pos->index[cell] = (uint8_t)pos->count[side];
	pos->list[side][pos->count[side]++] = (uint16_t)cell;
	pos->board[cell] = piece;
	if (PTYPE(piece) == HDC_KING)
		pos->king[side] = (uint16_t)cell;
	pos->key ^= zobrist_piece(piece, cell);
}

/* Returns the piece's place in its list, for restore_piece(). */
static uint8_t remove_piece(struct hdc_position *pos, unsigned cell)
{
	uint8_t piece = pos->board[cell];
	unsigned side = PSIDE(piece);
	uint8_t i = pos->index[cell];
	uint16_t last = pos->list[side][--pos->count[side]];
	pos->list[side][i] = last;
	pos->index[last] = i;
	pos->board[cell] = 0;
	pos->key ^= zobrist_piece(piece, cell);
	return i;
}

/* The exact inverse of remove_piece(): the piece gets its old place back. */
static void restore_piece(struct hdc_position *pos, unsigned cell, uint8_t piece, uint8_t i)
{
	unsigned side = PSIDE(piece);
	unsigned n = pos->count[side]++;
	uint16_t moved = pos->list[side][i];
	pos->list[side][n] = moved;
	pos->index[moved] = (uint8_t)n;
	pos->list[side][i] = (uint16_t)cell;
	pos->index[cell] = i;
	pos->board[cell] = piece;
}

static void move_piece(struct hdc_position *pos, unsigned from, unsigned to)
{
	uint8_t piece = pos->board[from];
	unsigned side = PSIDE(piece);
	pos->index[to] = pos->index[from];
	pos->list[side][pos->index[to]] = (uint16_t)to;
	pos->board[to] = piece;
	pos->board[from] = 0;
	if (PTYPE(piece) == HDC_KING)
		pos->king[side] = (uint16_t)to;
	pos->key ^= zobrist_piece(piece, from) ^ zobrist_piece(piece, to);
}

void position_put(struct hdc_position *pos, unsigned cell, uint8_t piece)
{
	add_piece(pos, cell, piece);
}

uint64_t position_compute_key(const struct hdc_position *pos)
{
	uint64_t key = 0;
	for (int c = 0; c < pos->v->geo.ncells; c++)
		if (pos->board[c])
			key ^= zobrist_piece(pos->board[c], (unsigned)c);
	key ^= zobrist_castling(pos->castling);
	if (pos->ep_hashed)
		key ^= zobrist_ep(pos->ep_cell);
	if (pos->side == HDC_BLACK)
		key ^= zobrist_side();
	return key;
}

static const struct castling *castling_of(const struct variant *v, int side, unsigned index)
{
	return &v->castling[side * v->def->ncastlings + index];
}

void position_make(struct hdc_position *pos, hdc_move move, struct undo *u)
{
	const struct variant *v = pos->v;
	unsigned from = MOVE_FROM(move), to = MOVE_TO(move), kind = MOVE_KIND(move);
	int us = pos->side;

	u->key = pos->key;
	u->castling = pos->castling;
	u->ep_cell = pos->ep_cell;
	u->ep_victim = pos->ep_victim;
	u->ep_hashed = pos->ep_hashed;
	u->halfmove = pos->halfmove;
	u->captured = 0;

	if (pos->ep_hashed)
		pos->key ^= zobrist_ep(pos->ep_cell);
	pos->ep_cell = pos->ep_victim = CELL_NONE;
	pos->ep_hashed = 0;
	pos->halfmove++;

	uint32_t keep;
	if (kind == HDC_MOVE_CASTLING) {
		const struct castling *c = castling_of(v, us, MOVE_EXTRA(move));
		move_piece(pos, c->king_from, c->king_to);
		move_piece(pos, c->rook_from, c->rook_to);
		keep = v->castle_keep[c->king_from] & v->castle_keep[c->rook_from];
	} else {
		uint8_t piece = pos->board[from];
		unsigned victim = kind == HDC_MOVE_EN_PASSANT ? u->ep_victim : to;
		if (pos->board[victim]) {
			u->captured = pos->board[victim];
			u->captured_cell = (uint16_t)victim;
			u->captured_index = remove_piece(pos, victim);
			pos->halfmove = 0;
		}
		move_piece(pos, from, to);
		if (PTYPE(piece) == HDC_PAWN) {
			pos->halfmove = 0;
			if (kind == HDC_MOVE_PROMOTION || kind == HDC_MOVE_PROMOTION_CAPTURE) {
				uint8_t promoted = PIECE(MOVE_EXTRA(move), us);
				pos->board[to] = promoted;
				pos->key ^= zobrist_piece(piece, to) ^ zobrist_piece(promoted, to);
			} else if (kind == HDC_MOVE_DOUBLE_STEP) {
				pos->ep_cell = (uint16_t)geometry_step(&v->geo, from,
				                                       v->push_dir[us][0]);
				pos->ep_victim = (uint16_t)to;
			}
		}
		keep = v->castle_keep[from] & v->castle_keep[to];
	}

	if (pos->castling & ~keep) {
		pos->key ^= zobrist_castling(pos->castling);
		pos->castling &= keep;
		pos->key ^= zobrist_castling(pos->castling);
	}
	if (us == HDC_BLACK)
		pos->fullmove++;
	pos->side = (uint8_t)(us ^ 1);
	pos->key ^= zobrist_side();

	/* The e.p. cell enters the key only when the capture is really
	 * possible: that is when positions count as different for repetition. */
	if (pos->ep_cell != CELL_NONE && ep_capture_possible(pos)) {
		pos->ep_hashed = 1;
		pos->key ^= zobrist_ep(pos->ep_cell);
	}
}

void position_unmake(struct hdc_position *pos, hdc_move move, const struct undo *u)
{
	const struct variant *v = pos->v;
	unsigned from = MOVE_FROM(move), to = MOVE_TO(move), kind = MOVE_KIND(move);
	int us = pos->side ^ 1;
	pos->side = (uint8_t)us;
	if (us == HDC_BLACK)
		pos->fullmove--;

	if (kind == HDC_MOVE_CASTLING) {
		const struct castling *c = castling_of(v, us, MOVE_EXTRA(move));
		move_piece(pos, c->rook_to, c->rook_from);
		move_piece(pos, c->king_to, c->king_from);
	} else {
		if (kind == HDC_MOVE_PROMOTION || kind == HDC_MOVE_PROMOTION_CAPTURE)
			pos->board[to] = PIECE(HDC_PAWN, us);
		move_piece(pos, to, from);
		if (u->captured)
			restore_piece(pos, u->captured_cell, u->captured, u->captured_index);
	}
	pos->key = u->key;
	pos->castling = u->castling;
	pos->ep_cell = u->ep_cell;
	pos->ep_victim = u->ep_victim;
	pos->ep_hashed = u->ep_hashed;
	pos->halfmove = u->halfmove;
}
