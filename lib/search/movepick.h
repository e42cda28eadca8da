/*
 * movepick.h - move ordering: scores for the moves of a node, and picking
 * them best first.
 *
 * Order: the table move (tried before any generation, search.c), then
 * captures and promotions by most valuable victim / least valuable
 * attacker (plus the promoted piece's gain), the two killer moves of the
 * ply, then quiet moves by their history score (how often and how deep
 * the move - piece and target cell - caused a cut-off, minus how often it
 * was tried in vain before one).
 */
#ifndef HDC_MOVEPICK_H
#define HDC_MOVEPICK_H

#include "engine.h"

#define ORDER_CAPTURE (1 << 28)
#define ORDER_KILLER (1 << 27)
#define HISTORY_MAX 16384

static inline int move_is_tactical(hdc_move m)
{
	unsigned k = MOVE_KIND(m);
	return k == HDC_MOVE_CAPTURE || k == HDC_MOVE_EN_PASSANT || k == HDC_MOVE_PROMOTION ||
	       k == HDC_MOVE_PROMOTION_CAPTURE || k == HDC_MOVE_PROMOTION_IN_PLACE;
}

/* What a capture or promotion gains at first sight: the victim's value
 * and the promotion's. */
static inline int move_gain(const struct hdc_position *pos, const struct eval_tables *ev,
                            hdc_move m)
{
	unsigned k = MOVE_KIND(m);
	int gain = 0;
	if (k == HDC_MOVE_CAPTURE || k == HDC_MOVE_PROMOTION_CAPTURE)
		gain = eval_piece_value(ev, PTYPE(pos->board[MOVE_TO(m)]));
	else if (k == HDC_MOVE_EN_PASSANT)
		gain = eval_piece_value(ev, HDC_PAWN);
	if (k == HDC_MOVE_PROMOTION || k == HDC_MOVE_PROMOTION_CAPTURE ||
	    k == HDC_MOVE_PROMOTION_IN_PLACE)
		gain += eval_piece_value(ev, MOVE_EXTRA(m)) - eval_piece_value(ev, HDC_PAWN);
	return gain;
}

/* MVV/LVA: victims first by value, then the cheapest attacker. */
static inline int32_t capture_order(const struct hdc_position *pos, const struct eval_tables *ev,
                                    hdc_move m)
{
	int attacker = eval_piece_value(ev, PTYPE(pos->board[MOVE_FROM(m)]));
	if (attacker > 4000)
		attacker = 4000;
	return ORDER_CAPTURE + move_gain(pos, ev, m) * 8 - attacker / 8;
}

/* A cheap static exchange test: a capture or promotion that puts a piece
 * worth more than the move gains onto a cell the opponent defends (the
 * defence seen on the board before the move). */
static inline int capture_loses(const struct hdc_position *pos, const struct eval_tables *ev,
                                hdc_move m)
{
	unsigned k = MOVE_KIND(m);
	if (k == HDC_MOVE_PROMOTION_IN_PLACE)
		return 0;
	/* What stands on the target afterwards, at risk there. */
	int risk = k == HDC_MOVE_PROMOTION || k == HDC_MOVE_PROMOTION_CAPTURE
	                   ? eval_piece_value(ev, MOVE_EXTRA(m))
	                   : eval_piece_value(ev, PTYPE(pos->board[MOVE_FROM(m)]));
	if (risk <= move_gain(pos, ev, m))
		return 0;
	return attacked(pos, MOVE_TO(m), pos->side ^ 1);
}

static inline int32_t *history_slot(struct search_thread *t, const struct hdc_position *pos,
                                    hdc_move m)
{
	return &t->history[pos->board[MOVE_FROM(m)] & 63][MOVE_TO(m)];
}

/* The history bonus (or malus, bonus < 0) with gravity: the score stays
 * within +-HISTORY_MAX. */
static inline void history_update(int32_t *h, int bonus)
{
	int mag = bonus < 0 ? -bonus : bonus;
	*h += bonus - *h * mag / HISTORY_MAX;
}

/* Swaps the best scored move of [i, n) to place i. */
static inline void pick_best(hdc_move *moves, int32_t *scores, size_t i, size_t n)
{
	size_t best = i;
	for (size_t j = i + 1; j < n; j++)
		if (scores[j] > scores[best])
			best = j;
	if (best != i) {
		hdc_move m = moves[i];
		int32_t s = scores[i];
		moves[i] = moves[best];
		scores[i] = scores[best];
		moves[best] = m;
		scores[best] = s;
	}
}

/* The quiet moves [i, n): those with a positive history score to the
 * front, sorted; the rest after them in the generator's order (sorting
 * all of ~200 moves would cost more than it saves). */
static inline void sort_quiets(hdc_move *moves, int32_t *scores, size_t i, size_t n)
{
	size_t good = i;
	for (size_t j = i; j < n; j++)
		if (scores[j] > 0) {
			hdc_move m = moves[j];
			int32_t s = scores[j];
			moves[j] = moves[good];
			scores[j] = scores[good];
			size_t k = good++;
			for (; k > i && scores[k - 1] < s; k--) {
				moves[k] = moves[k - 1];
				scores[k] = scores[k - 1];
			}
			moves[k] = m;
			scores[k] = s;
		}
}

#endif
