/*
 * lookahead.h - what a move would do, found without playing it: the piece
 * it removes, whether it checks, the key after it; and the null move's
 * condition.  For the search helpers of the API (api_search.c).
 */
#ifndef HDC_LOOKAHEAD_H
#define HDC_LOOKAHEAD_H

#include <stdint.h>

#include "position.h"

/* Whether the side to move may pass (HDC_MOVE_NULL): when not in check. */
int null_move_allowed(const struct hdc_position *pos);

/* The cell of the piece the legal move (or the null move) removes, or
 * CELL_NONE. */
unsigned move_victim(const struct hdc_position *pos, hdc_move move);

/* Whether the legal move (or the null move) leaves the opponent in check. */
int move_gives_check(const struct hdc_position *pos, hdc_move move);

/* The key after the legal move (or the null move). */
uint64_t move_key_after(const struct hdc_position *pos, hdc_move move);

/* Right after the legal move was made on pos: whether the side now to
 * move is in check, exactly as in_check(pos) says, found from the move
 * (the arriving piece, the line its source opened) rather than from all
 * the king's lines (for the search's hot path). */
int in_check_after(const struct hdc_position *pos, hdc_move move);

/* Before the legal move is made: 0 only if it surely gives no check (a
 * plain move or capture seen not to check directly or by discovery;
 * promotions, castlings and e.p. answer 1).  For pruning decisions. */
int move_may_check(const struct hdc_position *pos, hdc_move move);

#endif
