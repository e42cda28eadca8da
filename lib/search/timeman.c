/*
 * timeman.c - how long a search may think.
 *
 * - A move time (HDC_LIMIT_MOVETIME) is a hard limit: the search stops
 *   when it runs out, whatever iteration it is in.
 * - With a clock (HDC_LIMIT_WTIME/BTIME for the side to move, optional
 *   increment and moves to go): budget = time / movestogo (30 when 0 or
 *   unset) + 3/4 of the increment, capped at time / 3 minus a safety
 *   margin of 30 ms (at least 1 ms).  The search stops at the budget and
 *   starts no new iteration once 60% of it is spent (an iteration that
 *   starts later would rarely finish).
 * - Both given: the smaller hard limit counts.
 * Without a time limit the clock is never read during the walk, so node
 * counts are reproducible.
 */
#define _POSIX_C_SOURCE 200809L
#include <time.h>

#include "engine.h"

#define SAFETY_MS 30
#define DEFAULT_MOVESTOGO 30

int64_t engine_now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

void timeman_init(struct hdc_engine *e, int side)
{
	const struct engine_limits *l = &e->limits;
	e->timed = 0;
	e->soft_ms = e->hard_ms = INT64_MAX;
	if (l->infinite)
		return;
	uint32_t clock_bit = side == HDC_WHITE ? LIM_WTIME : LIM_BTIME;
	if (l->set & clock_bit) {
		int64_t time = l->time[side], inc = l->inc[side];
		int64_t mtg = l->movestogo > 0 ? l->movestogo : DEFAULT_MOVESTOGO;
		int64_t budget = time / mtg + 3 * inc / 4;
		int64_t cap = time / 3 - SAFETY_MS;
		if (budget > cap)
			budget = cap;
		if (budget < 1)
			budget = 1;
		e->timed = 1;
		e->hard_ms = budget;
		e->soft_ms = budget * 6 / 10;
	}
	if (l->set & LIM_MOVETIME) {
		e->timed = 1;
		if (l->movetime < e->hard_ms)
			e->hard_ms = l->movetime;
		if (e->soft_ms > e->hard_ms)
			e->soft_ms = e->hard_ms;
	}
}
