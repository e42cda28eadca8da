/* api_moves.c - legal moves, attacks, play/undo, coordinate notation, perft. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "api.h"
#include "cellname.h"
#include "san.h"
#include "make.h"
#include "movesort.h"

static hdc_status hand_out(const hdc_move *list, size_t n, hdc_move *moves, size_t cap,
                           size_t *count)
{
	hdc_status st = api_list_size(n, cap, moves, count);
	if (st == HDC_OK && n)
		memcpy(moves, list, n * sizeof *moves);
	return st;
}

/* The generator's first moves (the king's, e.p., castlings) sorted, then
 * each put before the pieces' moves of its source cell (which come by
 * source cell: generate_legal_ordered), the pieces' moves between two of
 * them copied as a block.  The order of hdc.h: by source cell, a pawn's
 * e.p. capture before its other moves. */
static void merge_in_order(hdc_move *list, size_t n, size_t nfirst, hdc_move *out)
{
	sort_moves_in_order(list, nfirst);
	size_t j = nfirst;
	for (size_t i = 0; i < nfirst; i++) {
		unsigned from = MOVE_FROM(list[i]);
		size_t k = j;
		while (k < n && MOVE_FROM(list[k]) < from)
			k++;
		memcpy(out, list + j, (k - j) * sizeof *out);
		out += k - j;
		j = k;
		*out++ = list[i];
	}
	memcpy(out, list + j, (n - j) * sizeof *out);
}

HDC_API hdc_status hdc_position_legal_moves(const hdc_position *pos, hdc_move *moves,
                                            size_t cap, size_t *count)
{
	if (!pos || !count)
		return api_status(HDC_ERR_NULL);
	hdc_move list[HDC_MAX_MOVES];
	size_t nfirst;
	size_t n = generate_legal_ordered(pos, list, &nfirst);
	hdc_status st = api_list_size(n, cap, moves, count);
	if (st == HDC_OK && n)
		merge_in_order(list, n, nfirst, moves);
	return st;
}

HDC_API hdc_status hdc_position_legal_moves_from(const hdc_position *pos, int32_t cell,
                                                 hdc_move *moves, size_t cap, size_t *count)
{
	if (!pos || !count)
		return api_status(HDC_ERR_NULL);
	if (!api_valid_cell(pos, cell))
		return api_status(HDC_ERR_RANGE);
	/* The cell's part of hdc_position_legal_moves, in its order (see
	 * merge_in_order): its first moves sorted, then its pieces' moves as
	 * generated.  Filtered in place: no second list on the stack. */
	hdc_move list[HDC_MAX_MOVES];
	size_t nfirst, kept = 0;
	size_t n = generate_legal_ordered(pos, list, &nfirst);
	sort_moves_in_order(list, nfirst);
	for (size_t i = 0; i < n; i++)
		if (MOVE_FROM(list[i]) == (unsigned)cell)
			list[kept++] = list[i];
	return hand_out(list, kept, moves, cap, count);
}

HDC_API hdc_status hdc_position_is_attacked(const hdc_position *pos, int32_t cell,
                                            int32_t color, int32_t *result)
{
	if (!pos || !result)
		return api_status(HDC_ERR_NULL);
	if (!api_valid_cell(pos, cell) || (color != HDC_WHITE && color != HDC_BLACK))
		return api_status(HDC_ERR_RANGE);
	*result = attacked(pos, (unsigned)cell, color);
	return HDC_OK;
}

HDC_API hdc_status hdc_position_attacked_cells(const hdc_position *pos, int32_t color,
                                               int32_t *cells, size_t cap, size_t *count)
{
	if (!pos || !count)
		return api_status(HDC_ERR_NULL);
	if (color != HDC_WHITE && color != HDC_BLACK)
		return api_status(HDC_ERR_RANGE);
	int32_t list[HDC_MAX_CELLS];
	size_t n = 0;
	for (int c = 0; c < pos->v->geo.ncells; c++)
		if (attacked(pos, (unsigned)c, color))
			list[n++] = c;
	hdc_status st = api_list_size(n, cap, cells, count);
	if (st == HDC_OK && n)
		memcpy(cells, list, n * sizeof *cells);
	return st;
}

HDC_API hdc_status hdc_position_in_check(const hdc_position *pos, int32_t *result)
{
	if (!pos || !result)
		return api_status(HDC_ERR_NULL);
	*result = in_check(pos);
	return HDC_OK;
}


/* play and undo run at engine speed: most calls find nothing to clear. */
static inline void clear_error_if_set(struct hdc_position *pos)
{
	if (pos->error[0] || pos->error_offset != -1 || pos->error_candidates)
		api_clear_error(pos);
}

hdc_status grow_history(hdc_position *pos)
{
	if (pos->nhistory < pos->history_cap)
		return HDC_OK;
	size_t cap = pos->history_cap ? 2 * pos->history_cap : 64;
	struct history_entry *h = realloc(pos->history, cap * sizeof *h);
	if (!h)
		return HDC_ERR_NO_MEMORY; /* the caller records it */
	pos->history = h;
	pos->history_cap = cap;
	return HDC_OK;
}

HDC_API hdc_status hdc_position_play(hdc_position *pos, hdc_move move)
{
	if (!pos)
		return api_status(HDC_ERR_NULL);
	/* What the notation readers return, play takes: "--" passes. */
	if (move == HDC_MOVE_NULL)
		return hdc_position_play_null(pos);
	if (!position_check_move(pos, move))
		return api_fail(pos, HDC_ERR_ILLEGAL_MOVE, -1,
		                "move 0x%08x is not a legal move of this position", (unsigned)move);
	if (grow_history(pos) != HDC_OK)
		return api_fail(pos, HDC_ERR_NO_MEMORY, -1, "no memory for the move history");
	struct history_entry *h = &pos->history[pos->nhistory++];
	h->move = move;
	handle_make(pos, move, &h->undo);
	/* The next move's history entry saves this key: whole. */
	position_settle_key(pos);
	clear_error_if_set(pos);
	return HDC_OK;
}

HDC_API hdc_status hdc_position_undo(hdc_position *pos)
{
	if (!pos)
		return api_status(HDC_ERR_NULL);
	if (!pos->nhistory)
		return api_fail(pos, HDC_ERR_NO_HISTORY, -1, "no move to take back");
	struct history_entry *h = &pos->history[--pos->nhistory];
	handle_unmake(pos, h->move, &h->undo);
	clear_error_if_set(pos);
	return HDC_OK;
}

HDC_API hdc_status hdc_position_history_length(const hdc_position *pos, size_t *length)
{
	if (!pos || !length)
		return api_status(HDC_ERR_NULL);
	*length = pos->nhistory;
	return HDC_OK;
}

HDC_API hdc_status hdc_position_move_coord(const hdc_position *pos, hdc_move move, char *buf,
                                           size_t cap, size_t *needed)
{
	if (!pos)
		return api_status(HDC_ERR_NULL);
	unsigned from = MOVE_FROM(move), to = MOVE_TO(move);
	if (!api_valid_cell(pos, (int32_t)from) || !api_valid_cell(pos, (int32_t)to))
		return api_status(HDC_ERR_RANGE);
	char text[3 * CELL_NAME_MAX];
	/* The null move (cell 0 to cell 0, valid cells everywhere). */
	if (move == HDC_MOVE_NULL)
		return api_copy_string(COORD_NULL_MOVE, strlen(COORD_NULL_MOVE), buf, cap, needed);
	/* C'escacs writes a castling as its name (its king move alone does not
	 * tell which rooks go where). */
	if (MOVE_KIND(move) == HDC_MOVE_CASTLING && pos->v->def->notation_style == NOTATION_CESCACS) {
		if (MOVE_EXTRA(move) >= pos->v->def->ncastlings)
			return api_status(HDC_ERR_RANGE);
		const char *name = pos->v->def->castlings[MOVE_EXTRA(move)].san;
		return api_copy_string(name, strlen(name), buf, cap, needed);
	}
	size_t n = cell_format(pos->v, from, CELL_COMPACT, text);
	n += cell_format(pos->v, to, CELL_COMPACT, text + n);
	int32_t promo = hdc_move_promotion(move);
	if (promo) {
		char letter = pos->v->letter[promo & (MAX_TYPES - 1)];
		if (!letter)
			return api_status(HDC_ERR_RANGE);
		text[n++] = (char)tolower((unsigned char)letter);
	}
	return api_copy_string(text, n, buf, cap, needed);
}

/* No cell name at byte `at` of a coordinate move: say what is wrong. */
static hdc_status coord_fail(hdc_position *pos, const char *text, size_t at, const char *which)
{
	char what[96];
	size_t len = strlen(text);
	size_t sub = cell_explain(pos->v, text + at, len - at, what, sizeof what);
	return api_fail(pos, HDC_ERR_SYNTAX, (int64_t)(at + sub), "the %s cell at byte %zu: %s",
	                which, at + sub, what);
}

HDC_API hdc_status hdc_position_parse_coord(hdc_position *pos, const char *text, hdc_move *move)
{
	if (!pos)
		return api_status(HDC_ERR_NULL);
	if (!text || !move)
		return api_fail(pos, HDC_ERR_NULL, -1, "text or move is NULL");
	struct san_result null_move;
	if (coord_null_parse(pos, text, &null_move))
		return api_move_read(pos, &null_move, move);
	const struct variant *v = pos->v;
	size_t len = strlen(text);
	unsigned from, to;
	if (v->def->notation_style == NOTATION_CESCACS) {
		/* C'escacs writes a castling as its name. */
		for (unsigned i = 0; i < v->def->ncastlings; i++)
			if (strcmp(text, v->def->castlings[i].san) == 0) {
				const struct castling *c = &v->castling[pos->side * v->def->ncastlings + i];
				hdc_move castling = MAKE_MOVE(c->king_from, c->king_to, i,
				                              HDC_MOVE_CASTLING);
				if (!position_is_legal(pos, castling))
					return api_fail(pos, HDC_ERR_ILLEGAL_MOVE, -1,
					                "%s is not a legal move here", text);
				*move = castling;
				api_clear_error(pos);
				return HDC_OK;
			}
	}
	size_t n = cell_parse(v, text, len, &from);
	if (!n)
		return coord_fail(pos, text, 0, "source");
	size_t m = cell_parse(v, text + n, len - n, &to);
	if (!m)
		return coord_fail(pos, text, n, "target");
	n += m;
	int promo = 0;
	if (n < len && isalpha((unsigned char)text[n])) {
		promo = variant_type_of_letter(v, text[n]);
		if (!promo || promo == HDC_PAWN || promo == HDC_KING)
			return api_fail(pos, HDC_ERR_SYNTAX, (int64_t)n, "bad promotion letter '%c'",
			                text[n]);
		n++;
	}
	if (n != len)
		return api_fail(pos, HDC_ERR_SYNTAX, (int64_t)n, "unexpected text after the move");

	hdc_move list[HDC_MAX_MOVES];
	size_t count = generate_legal(pos, list);
	for (size_t i = 0; i < count; i++)
		if (MOVE_FROM(list[i]) == from && MOVE_TO(list[i]) == to &&
		    hdc_move_promotion(list[i]) == promo) {
			*move = list[i];
			api_clear_error(pos);
			return HDC_OK;
		}
	return api_fail(pos, HDC_ERR_ILLEGAL_MOVE, -1, "%s is not a legal move here", text);
}

static hdc_status run_perft(const hdc_position *pos, int32_t depth, uint64_t *nodes,
                            uint64_t (*count)(struct hdc_position *, int))
{
	if (!pos || !nodes)
		return api_error(HDC_ERR_NULL, -1, "perft: pos or nodes is NULL");
	if (depth < 0 || depth > HDC_MAX_PERFT_DEPTH)
		return api_error(HDC_ERR_DEPTH, -1, "perft: depth %d is not in 0..%d", (int)depth,
		                 HDC_MAX_PERFT_DEPTH);
	/* Counting plays moves: do it on a copy so that pos stays const. */
	struct hdc_position work;
	memcpy(&work, pos, sizeof work);
	*nodes = count(&work, depth);
	return HDC_OK;
}

HDC_API hdc_status hdc_position_perft(const hdc_position *pos, int32_t depth, uint64_t *nodes)
{
	return run_perft(pos, depth, nodes, perft);
}

HDC_API hdc_status hdc_position_perft_full(const hdc_position *pos, int32_t depth,
                                           uint64_t *nodes)
{
	return run_perft(pos, depth, nodes, perft_full);
}

HDC_API hdc_status hdc_position_footprint(const hdc_position *pos, size_t *handle_bytes,
                                          size_t *move_bytes)
{
	if (!pos)
		return api_status(HDC_ERR_NULL);
	if (handle_bytes)
		*handle_bytes = sizeof *pos + pos->history_cap * sizeof *pos->history;
	if (move_bytes)
		*move_bytes = sizeof *pos->history;
	return HDC_OK;
}
