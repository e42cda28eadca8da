/* bench_api.c - perft and single calls on the public API (bench_api.h). */
#include "bench_api.h"

#include <stdlib.h>

/* lists[d] holds the moves of the node at remaining depth d. */
static hdc_status walk(hdc_position *pos, int depth, hdc_move **lists, uint64_t *nodes)
{
	size_t n = 0;
	hdc_move *moves = lists[depth];
	hdc_status st = hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &n);
	for (size_t i = 0; i < n && st == HDC_OK; i++) {
		if ((st = hdc_position_play(pos, moves[i])) != HDC_OK)
			break;
		if (depth == 1)
			++*nodes;
		else
			st = walk(pos, depth - 1, lists, nodes);
		hdc_status back = hdc_position_undo(pos);
		if (st == HDC_OK)
			st = back;
	}
	return st;
}

hdc_status api_perft_full(hdc_position *pos, int depth, uint64_t *nodes)
{
	*nodes = 0;
	if (depth <= 0) {
		*nodes = depth == 0;
		return depth == 0 ? HDC_OK : HDC_ERR_DEPTH;
	}
	hdc_move *lists[HDC_MAX_PERFT_DEPTH + 1] = { NULL };
	if (depth > HDC_MAX_PERFT_DEPTH)
		return HDC_ERR_DEPTH;
	hdc_status st = HDC_OK;
	for (int d = 1; d <= depth && st == HDC_OK; d++)
		if (!(lists[d] = malloc(HDC_MAX_MOVES * sizeof *lists[d])))
			st = HDC_ERR_NO_MEMORY;
	if (st == HDC_OK)
		st = walk(pos, depth, lists, nodes);
	for (int d = 1; d <= depth; d++)
		free(lists[d]);
	return st;
}

hdc_status api_play_undo_each(hdc_position *pos, const hdc_move *moves, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		hdc_status st = hdc_position_play(pos, moves[i]);
		if (st == HDC_OK)
			st = hdc_position_undo(pos);
		if (st != HDC_OK)
			return st;
	}
	return HDC_OK;
}
