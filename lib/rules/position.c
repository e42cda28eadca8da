/* position.c - board state, the key from scratch; the
 * out-of-line make/unmake (the inline ones are in make.h). */
#include "position.h"

#include <string.h>

#include "make.h"
#include "variant_bits.h"
#include "zobrist.h"

void position_clear(struct hdc_position *pos, const struct variant *v)
{
	memset(pos->board, 0, sizeof pos->board);
	memset(pos->by_piece, 0, sizeof pos->by_piece);
	pos->bit_of = v->bits->sd.identity ? NULL : v->bits->sd.bit_of;
	pos->cell_of = v->bits->sd.identity ? NULL : v->bits->sd.cell_of;
	pos->v = v;
	pos->count[0] = pos->count[1] = 0;
	pos->king[0] = pos->king[1] = CELL_NONE;
	pos->side = HDC_WHITE;
	pos->st.castling = 0;
	pos->st.ep_cell = pos->st.ep_cell2 = pos->st.ep_victim = CELL_NONE;
	pos->st.scorn_from = pos->st.scorn_to = CELL_NONE;
	pos->st.special_key = 0;
	pos->st.special_pending = 0;
	pos->st.halfmove = 0;
	pos->st.fullmove = 1;
	pos->st.key = 0;
	pos->st.cell_sum = pos->st.piece_sum = 0;
	pos->weights = NULL;
	pos->ply = pos->watch_ply = 0;
}

static void add_piece(struct hdc_position *pos, unsigned cell, uint8_t piece)
{
	unsigned side = PSIDE(piece);
	pos->count[side]++;
	pos->board[cell] = piece;
	flip_bits(pos, piece, cell);
	if (PTYPE(piece) == HDC_KING)
		pos->king[side] = (uint16_t)cell;
	pos->st.key ^= zobrist_piece(piece, cell);
	weigh_piece(pos, piece, cell, 1);
}

void position_set_weights(struct hdc_position *pos, const struct piece_weights *w)
{
	pos->weights = w;
	pos->st.cell_sum = pos->st.piece_sum = 0;
	for (int side = 0; side < 2; side++) {
		uint16_t cells[MAX_SIDE_PIECES];
		unsigned n = side_cells(pos, side, cells);
		for (unsigned i = 0; i < n; i++)
			weigh_piece(pos, pos->board[cells[i]], cells[i], 1);
	}
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
	key ^= zobrist_castling(pos->st.castling);
	key ^= special_captures_key(pos);
	if (pos->side == HDC_BLACK)
		key ^= zobrist_side();
	return key;
}

/* Out-of-line copies of make.h's handle_make/handle_unmake. */
void position_make(struct hdc_position *pos, hdc_move move, struct undo *u)
{
	handle_make(pos, move, u);
	/* Its callers (the notation, the lookahead, the handle's null move)
	 * read whole keys, and a history saves the key whole. */
	position_settle_key(pos);
}

void position_unmake(struct hdc_position *pos, hdc_move move, const struct undo *u)
{
	handle_unmake(pos, move, u);
}
