/* api_search.c - the calls a game-tree search makes between moves: what a
 * move would capture, check or make of the key, the null move, piece cells
 * and material (hdc.h, "Positions: helpers for searches"). */
#include <string.h>

#include "api.h"
#include "lookahead.h"

/* Every refusal of this file that api_fail() does not record goes through
 * here: recorded as the thread-local last error, as every failure is. */
#define refuse(status) api_status(status)

/* THE legality test of this file: is `move` one of the legal moves of pos?
 * Cheap refusals first (any 32-bit value may come in), then the direct
 * test of the value (legal.c), on a king watch of its own: these calls take
 * a const handle, which records nothing. */
static int legal_move(const struct hdc_position *pos, hdc_move move)
{
	unsigned from = MOVE_FROM(move), to = MOVE_TO(move);
	if (move >> 29 || !api_valid_cell(pos, (int32_t)from) || !api_valid_cell(pos, (int32_t)to))
		return 0;
	/* Every legal move starts on a piece of the side to move (a castling
	 * on its king, a promotion in place on its pawn). */
	unsigned piece = pos->board[from];
	if (!piece || PSIDE(piece) != pos->side)
		return 0;
	return position_is_legal(pos, move);
}

/* The moves these helpers take: the legal ones, and the null move when it
 * may be played. */
static int accepted_move(const struct hdc_position *pos, hdc_move move)
{
	return move == HDC_MOVE_NULL ? null_move_allowed(pos) : legal_move(pos, move);
}

/* A cell for the API: -1 for CELL_NONE. */
static int32_t public_cell(unsigned cell)
{
	return cell == CELL_NONE ? -1 : (int32_t)cell;
}

HDC_API hdc_status hdc_position_captured_piece(const hdc_position *pos, hdc_move move,
                                               hdc_piece *piece, int32_t *cell)
{
	if (!pos || !piece || !cell)
		return refuse(HDC_ERR_NULL);
	if (!accepted_move(pos, move))
		return refuse(HDC_ERR_ILLEGAL_MOVE);
	unsigned victim = move_victim(pos, move);
	*piece = victim == CELL_NONE ? 0 : pos->board[victim];
	*cell = public_cell(victim);
	return HDC_OK;
}

HDC_API hdc_status hdc_position_history_capture(const hdc_position *pos, size_t index,
                                                hdc_piece *piece, int32_t *cell)
{
	if (!pos || !piece || !cell)
		return refuse(HDC_ERR_NULL);
	if (index >= pos->nhistory)
		return refuse(HDC_ERR_RANGE);
	const struct undo *u = &pos->history[index].undo;
	*piece = u->captured;
	*cell = u->captured ? (int32_t)u->captured_cell : -1;
	return HDC_OK;
}

HDC_API hdc_status hdc_position_last_capture(const hdc_position *pos, hdc_piece *piece,
                                             int32_t *cell)
{
	if (!pos || !piece || !cell)
		return refuse(HDC_ERR_NULL);
	if (!pos->nhistory)
		return refuse(HDC_ERR_NO_HISTORY);
	return hdc_position_history_capture(pos, pos->nhistory - 1, piece, cell);
}

HDC_API hdc_status hdc_position_gives_check(const hdc_position *pos, hdc_move move,
                                            int32_t *gives_check)
{
	if (!pos || !gives_check)
		return refuse(HDC_ERR_NULL);
	if (!accepted_move(pos, move))
		return refuse(HDC_ERR_ILLEGAL_MOVE);
	*gives_check = move_gives_check(pos, move);
	return HDC_OK;
}

HDC_API hdc_status hdc_position_key_after(const hdc_position *pos, hdc_move move,
                                          uint64_t *key)
{
	if (!pos || !key)
		return refuse(HDC_ERR_NULL);
	if (!accepted_move(pos, move))
		return refuse(HDC_ERR_ILLEGAL_MOVE);
	*key = move_key_after(pos, move);
	return HDC_OK;
}

HDC_API hdc_status hdc_position_play_null(hdc_position *pos)
{
	if (!pos)
		return refuse(HDC_ERR_NULL);
	if (!null_move_allowed(pos))
		return api_fail(pos, HDC_ERR_ILLEGAL_MOVE, -1,
		                "the null move is not allowed: the side to move is in check");
	if (grow_history(pos) != HDC_OK)
		return api_fail(pos, HDC_ERR_NO_MEMORY, -1, "no memory for the move history");
	struct history_entry *h = &pos->history[pos->nhistory++];
	h->move = HDC_MOVE_NULL;
	position_make(pos, HDC_MOVE_NULL, &h->undo);
	api_clear_error(pos);
	return HDC_OK;
}

/* Color and type as hdc_position_piece_cells and _material take them:
 * the types of enum hdc_piece_type, and those of pieces of the variant's
 * own (17..31) that pos's variant uses. */
static int valid_side_and_type(const struct hdc_position *pos, int32_t color, int32_t type)
{
	int known = (type >= 0 && type <= HDC_ELEPHANT) ||
	            (type > HDC_ELEPHANT && type < MAX_TYPES && (pos->v->types >> type & 1));
	return (color == HDC_WHITE || color == HDC_BLACK) && known;
}

/* Side color's men of the type (0: all of them). */
static cellset men_of_type(const struct hdc_position *pos, int32_t color, int32_t type)
{
	return pos->by_piece[PIECE((unsigned)type, (unsigned)color)];
}

HDC_API hdc_status hdc_position_piece_cells(const hdc_position *pos, int32_t color,
                                            int32_t type, int32_t *cells, size_t cap,
                                            size_t *count)
{
	if (!pos || !count)
		return refuse(HDC_ERR_NULL);
	if (!valid_side_and_type(pos, color, type))
		return refuse(HDC_ERR_RANGE);
	/* Bit order is cell order on boxes; elsewhere (the hexagon) an
	 * insertion sort puts it right (at most MAX_SIDE_PIECES cells). */
	uint16_t bits_order[MAX_SIDE_PIECES];
	size_t n = cells_of_set(pos, men_of_type(pos, color, type), bits_order);
	int32_t found[MAX_SIDE_PIECES];
	for (size_t i = 0; i < n; i++) {
		size_t j = i;
		for (; j > 0 && found[j - 1] > (int32_t)bits_order[i]; j--)
			found[j] = found[j - 1];
		found[j] = (int32_t)bits_order[i];
	}
	*count = n;
	if (n > cap)
		return refuse(HDC_ERR_BUFFER_TOO_SMALL);
	if (n && !cells)
		return refuse(HDC_ERR_NULL);
	if (n)
		memcpy(cells, found, n * sizeof *cells);
	return HDC_OK;
}

HDC_API hdc_status hdc_position_material(const hdc_position *pos, int32_t color, int32_t type,
                                         int32_t *count)
{
	if (!pos || !count)
		return refuse(HDC_ERR_NULL);
	if (!valid_side_and_type(pos, color, type))
		return refuse(HDC_ERR_RANGE);
	*count = (int32_t)cs_popcount(men_of_type(pos, color, type));
	return HDC_OK;
}
