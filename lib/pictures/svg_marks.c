/*
 * svg_marks.c - the cell marks that depend on the position: the last move
 * of its history, the king in check, a selected piece's legal targets; and
 * the fill a marked cell gets.
 */
#include "svg_options.h"

#include "position.h"

void svg_options_apply(struct svg_options *o, const struct hdc_position *pos)
{
	if (o->lastmove_from == SVG_AUTO) {
		o->lastmove_from = o->lastmove_to = SVG_NO_CELL;
		/* The null move (a pass) moves nothing: nothing to show. */
		if (pos->nhistory > 0 && pos->history[pos->nhistory - 1].move != HDC_MOVE_NULL) {
			hdc_move m = pos->history[pos->nhistory - 1].move;
			o->lastmove_from = (int32_t)MOVE_FROM(m);
			o->lastmove_to = (int32_t)MOVE_TO(m);
		}
	}
	if (o->lastmove_from >= 0) {
		o->mark[o->lastmove_from] |= MARK_LASTMOVE;
		o->mark[o->lastmove_to] |= MARK_LASTMOVE;
	}
	if (o->check == SVG_AUTO)
		o->check = in_check(pos) ? (int32_t)pos->king[pos->side] : SVG_NO_CELL;
	if (o->check >= 0)
		o->mark[o->check] |= MARK_CHECK;
	if (o->select >= 0) {
		o->mark[o->select] |= MARK_SELECTED;
		/* Only the side to move has legal moves: a piece of the other
		 * side is highlighted without targets. */
		if (pos->board[o->select] && PSIDE(pos->board[o->select]) == pos->side) {
			hdc_move list[HDC_MAX_MOVES];
			size_t n = generate_legal(pos, list);
			for (size_t i = 0; i < n; i++)
				if (MOVE_FROM(list[i]) == (unsigned)o->select &&
				    MOVE_TO(list[i]) != (unsigned)o->select)
					o->mark[MOVE_TO(list[i])] |= MARK_TARGET;
		}
	}
}

uint32_t svg_cell_fill(const struct svg_options *o, int cell, uint32_t base)
{
	unsigned m = o->mark[cell];
	if (m & MARK_HIGHLIGHT)
		return o->highlight[cell];
	if (m & MARK_CHECK)
		return o->colour[COL_CHECK];
	if (m & MARK_SELECTED)
		return o->colour[COL_SELECT];
	if (m & MARK_TARGET)
		return o->colour[COL_TARGET];
	if (m & MARK_LASTMOVE)
		return o->colour[COL_LASTMOVE];
	if (m & MARK_MARKED)
		return o->colour[COL_MARKED];
	return base;
}
