/* api_engine.c - the engine handle (hdc.h, "Engine"): options, limits, the
 * search call and its results.  The search itself is lib/search. */
#include <stdlib.h>
#include <string.h>

#include "api.h"
#include "variant_handle.h"
#include "engine.h"
#include "result.h"

#define DEFAULT_HASH_MB 16

/* Every refusal goes through here: recorded as the thread-local last error. */
#define refuse(status) api_status(status)

static int busy(const struct hdc_engine *e)
{
	return atomic_load((atomic_int *)&e->searching) != 0;
}

/* The result queries lock a const handle's mutex. */
static void lock(const struct hdc_engine *e)
{
	pthread_mutex_lock((pthread_mutex_t *)&e->lock);
}

static void unlock(const struct hdc_engine *e)
{
	pthread_mutex_unlock((pthread_mutex_t *)&e->lock);
}

HDC_API hdc_status hdc_engine_new(hdc_engine **out)
{
	if (!out)
		return refuse(HDC_ERR_NULL);
	*out = NULL;
	struct hdc_engine *e = calloc(1, sizeof *e);
	if (!e)
		return api_error(HDC_ERR_NO_MEMORY, -1, "no memory for an engine");
	e->eval = cellset_calloc(sizeof *e->eval);
	if (!e->eval || tt_resize(&e->tt, DEFAULT_HASH_MB) || engine_alloc_threads(e, 1)) {
		engine_free_threads(e);
		tt_free(&e->tt);
		free(e->eval);
		free(e);
		return api_error(HDC_ERR_NO_MEMORY, -1, "no memory for an engine");
	}
	pthread_mutex_init(&e->lock, NULL);
	e->nthreads = 1;
	e->multipv = 1;
	e->skill = HDC_MAX_SKILL;
	atomic_init(&e->stop, 0);
	atomic_init(&e->searching, 0);
	*out = e;
	return HDC_OK;
}

HDC_API void hdc_engine_free(hdc_engine *engine)
{
	if (!engine)
		return;
	engine_free_threads(engine);
	tt_free(&engine->tt);
	variant_drop(engine->eval->v);
	if (engine->eval_query)
		variant_drop(engine->eval_query->v);
	free(engine->eval);
	free(engine->eval_query);
	free(engine->restrict_moves);
	pthread_mutex_destroy(&engine->lock);
	free(engine);
}

/* The checks every setter starts with. */
static hdc_status settable(const struct hdc_engine *e, const char *function)
{
	if (!e)
		return api_report(HDC_ERR_NULL, function);
	if (busy(e))
		return api_report(HDC_ERR_BUSY, function);
	return HDC_OK;
}

/* settable(), and value within lo..hi (what names it in the message). */
static hdc_status settable_within(const struct hdc_engine *e, const char *function,
                                  int32_t value, int32_t lo, int32_t hi, const char *what)
{
	hdc_status st = settable(e, function);
	if (st == HDC_OK && (value < lo || value > hi))
		st = api_error(HDC_ERR_RANGE, -1, "%s: %s %d is outside %d..%d", function, what,
		               (int)value, (int)lo, (int)hi);
	return st;
}

HDC_API hdc_status hdc_engine_set_hash(hdc_engine *engine, int32_t mib)
{
	hdc_status st = settable_within(engine, __func__, mib, 1, HDC_MAX_HASH_MB,
	                                 "hash size (MiB)");
	if (st != HDC_OK)
		return st;
	if (tt_resize(&engine->tt, (size_t)mib))
		return api_error(HDC_ERR_NO_MEMORY, -1, "%s: no memory for %d MiB", __func__, (int)mib);
	return HDC_OK;
}

HDC_API hdc_status hdc_engine_set_threads(hdc_engine *engine, int32_t threads)
{
	hdc_status st = settable_within(engine, __func__, threads, 1, HDC_MAX_THREADS,
	                                 "thread count");
	if (st != HDC_OK)
		return st;
#ifdef __EMSCRIPTEN__
	if (threads > 1)
		return api_error(HDC_ERR_UNSUPPORTED, -1, "%s: this build has no threads", __func__);
#endif
	if (engine_alloc_threads(engine, threads))
		return api_error(HDC_ERR_NO_MEMORY, -1, "%s: no memory for %d threads", __func__,
		                 (int)threads);
	engine->nthreads = threads;
	return HDC_OK;
}

HDC_API hdc_status hdc_engine_set_multipv(hdc_engine *engine, int32_t lines)
{
	hdc_status st = settable_within(engine, __func__, lines, 1, HDC_MAX_MULTIPV,
	                                 "line count");
	if (st != HDC_OK)
		return st;
	engine->multipv = lines;
	return HDC_OK;
}

HDC_API hdc_status hdc_engine_set_skill(hdc_engine *engine, int32_t level)
{
	hdc_status st = settable_within(engine, __func__, level, 0, HDC_MAX_SKILL,
	                                 "skill level");
	if (st != HDC_OK)
		return st;
	engine->skill = level;
	return HDC_OK;
}

/* Elo 500..2500 onto skill 0..20, linearly (100 Elo a level, rounded
 * down); 0 is full strength. */
HDC_API hdc_status hdc_engine_set_elo(hdc_engine *engine, int32_t elo)
{
	hdc_status st = settable(engine, __func__);
	if (st != HDC_OK)
		return st;
	if (elo == 0) {
		engine->skill = HDC_MAX_SKILL;
		return HDC_OK;
	}
	if (elo < 500 || elo > 2500)
		return api_error(HDC_ERR_RANGE, -1, "%s: Elo %d is outside 500..2500 (or 0)", __func__,
		                 (int)elo);
	engine->skill = (elo - 500) * HDC_MAX_SKILL / 2000;
	return HDC_OK;
}

HDC_API hdc_status hdc_engine_clear(hdc_engine *engine)
{
	hdc_status st = settable(engine, __func__);
	if (st != HDC_OK)
		return st;
	tt_clear(&engine->tt);
	engine_clear_history(engine);
	return HDC_OK;
}

HDC_API hdc_status hdc_engine_set_limit(hdc_engine *engine, int32_t limit, int64_t value)
{
	hdc_status st = settable(engine, __func__);
	if (st != HDC_OK)
		return st;
	struct engine_limits *l = &engine->limits;
	int ok;
	switch (limit) {
	case HDC_LIMIT_DEPTH: ok = value >= 1 && value <= HDC_MAX_SEARCH_DEPTH; break;
	case HDC_LIMIT_NODES: ok = value >= 1; break;
	case HDC_LIMIT_MATE: ok = value >= 1 && value <= HDC_MAX_SEARCH_DEPTH; break;
	case HDC_LIMIT_MOVESTOGO: ok = value >= 0 && value <= INT32_MAX; break;
	case HDC_LIMIT_INFINITE: ok = 1; break;
	case HDC_LIMIT_MOVETIME:
	case HDC_LIMIT_WTIME:
	case HDC_LIMIT_BTIME:
	case HDC_LIMIT_WINC:
	case HDC_LIMIT_BINC: ok = value >= 0; break;
	default:
		return api_error(HDC_ERR_RANGE, -1, "%s: unknown limit %d", __func__, (int)limit);
	}
	if (!ok)
		return api_error(HDC_ERR_RANGE, -1, "%s: value %lld is outside the range of limit %d",
		                 __func__, (long long)value, (int)limit);
	switch (limit) {
	case HDC_LIMIT_DEPTH: l->depth = (int)value; break;
	case HDC_LIMIT_NODES: l->nodes = (uint64_t)value; break;
	case HDC_LIMIT_MOVETIME: l->movetime = value; break;
	case HDC_LIMIT_WTIME: l->time[HDC_WHITE] = value; break;
	case HDC_LIMIT_BTIME: l->time[HDC_BLACK] = value; break;
	case HDC_LIMIT_WINC: l->inc[HDC_WHITE] = value; break;
	case HDC_LIMIT_BINC: l->inc[HDC_BLACK] = value; break;
	case HDC_LIMIT_MOVESTOGO: l->movestogo = (int)value; break;
	case HDC_LIMIT_MATE: l->mate = (int)value; break;
	case HDC_LIMIT_INFINITE: l->infinite = value != 0; break;
	}
	l->set |= 1u << limit;
	return HDC_OK;
}

HDC_API hdc_status hdc_engine_clear_limits(hdc_engine *engine)
{
	hdc_status st = settable(engine, __func__);
	if (st != HDC_OK)
		return st;
	memset(&engine->limits, 0, sizeof engine->limits);
	free(engine->restrict_moves);
	engine->restrict_moves = NULL;
	engine->nrestrict = 0;
	return HDC_OK;
}

HDC_API hdc_status hdc_engine_set_root_moves(hdc_engine *engine, const hdc_move *moves,
                                             size_t count)
{
	hdc_status st = settable(engine, __func__);
	if (st != HDC_OK)
		return st;
	if (count && !moves)
		return refuse(HDC_ERR_NULL);
	if (count > HDC_MAX_MOVES)
		return api_error(HDC_ERR_RANGE, -1, "%s: %zu moves, more than any position has",
		                 __func__, count);
	hdc_move *copy = NULL;
	if (count) {
		copy = malloc(count * sizeof *copy);
		if (!copy)
			return refuse(HDC_ERR_NO_MEMORY);
		memcpy(copy, moves, count * sizeof *copy);
	}
	free(engine->restrict_moves);
	engine->restrict_moves = copy;
	engine->nrestrict = count;
	return HDC_OK;
}

HDC_API hdc_status hdc_engine_set_progress(hdc_engine *engine, hdc_engine_progress_fn fn,
                                           void *user)
{
	hdc_status st = settable(engine, __func__);
	if (st != HDC_OK)
		return st;
	engine->progress = fn;
	engine->progress_user = user;
	return HDC_OK;
}

HDC_API hdc_status hdc_engine_search(hdc_engine *engine, const hdc_position *pos,
                                     hdc_move *best)
{
	if (!engine || !pos || !best)
		return refuse(HDC_ERR_NULL);
	int expected = 0;
	if (!atomic_compare_exchange_strong(&engine->searching, &expected, 1))
		return refuse(HDC_ERR_BUSY);
	hdc_status st = HDC_OK;
	int winner;
	int status = game_status(pos, &winner);
	if (status != HDC_STATUS_ONGOING) {
		st = api_error(HDC_ERR_GAME_OVER, -1, "%s: the game is over (%s)", __func__,
		               game_status_name(status));
		goto done;
	}
	/* The root move restriction, against this position; repeats dropped
	 * by the search's own list. */
	for (size_t i = 0; i < engine->nrestrict; i++) {
		hdc_move m = engine->restrict_moves[i];
		unsigned from = MOVE_FROM(m), to = MOVE_TO(m);
		if (m >> 29 || !api_valid_cell(pos, (int32_t)from) ||
		    !api_valid_cell(pos, (int32_t)to) || !position_is_legal(pos, m)) {
			st = api_error(HDC_ERR_ILLEGAL_MOVE, -1,
			               "%s: root move %zu is not legal in this position", __func__, i);
			goto done;
		}
		for (size_t j = 0; j < i; j++)
			if (engine->restrict_moves[j] == m) {
				st = api_error(HDC_ERR_RANGE, -1, "%s: root move %zu is listed twice",
				               __func__, i);
				goto done;
			}
	}
	atomic_store(&engine->stop, 0);
	st = engine_search(engine, pos, best);
	if (st != HDC_OK)
		api_error(st, -1, "%s: no memory for the search", __func__);
done:
	atomic_store(&engine->searching, 0);
	return st;
}

HDC_API hdc_status hdc_engine_stop(hdc_engine *engine)
{
	if (!engine)
		return refuse(HDC_ERR_NULL);
	atomic_store(&engine->stop, 1);
	return HDC_OK;
}

HDC_API hdc_status hdc_engine_searching(const hdc_engine *engine, int32_t *searching)
{
	if (!engine || !searching)
		return refuse(HDC_ERR_NULL);
	*searching = busy(engine);
	return HDC_OK;
}

HDC_API hdc_status hdc_engine_best_move(const hdc_engine *engine, hdc_move *best)
{
	if (!engine || !best)
		return refuse(HDC_ERR_NULL);
	lock(engine);
	hdc_move m = engine->best;
	unlock(engine);
	if (!m)
		return api_error(HDC_ERR_NOT_FOUND, -1, "%s: no search has run", __func__);
	*best = m;
	return HDC_OK;
}

HDC_API hdc_status hdc_engine_line_count(const hdc_engine *engine, int32_t *count)
{
	if (!engine || !count)
		return refuse(HDC_ERR_NULL);
	lock(engine);
	*count = engine->nlines;
	unlock(engine);
	return HDC_OK;
}

HDC_API hdc_status hdc_engine_line(const hdc_engine *engine, int32_t index, int32_t *score,
                                   int32_t *score_kind, int32_t *depth, int32_t *seldepth,
                                   uint64_t *nodes, int64_t *time_ms, hdc_move *pv, size_t cap,
                                   size_t *pv_length)
{
	if (!engine)
		return refuse(HDC_ERR_NULL);
	lock(engine);
	if (index < 0 || index >= engine->nlines) {
		int n = engine->nlines;
		unlock(engine);
		return api_error(HDC_ERR_RANGE, -1, "%s: line %d of %d", __func__, (int)index, n);
	}
	const struct engine_line *l = &engine->lines[index];
	int s = l->score, kind = HDC_SCORE_CP;
	if (s >= SCORE_MATE_BOUND) {
		kind = HDC_SCORE_MATE;
		s = (SCORE_MATE - s + 1) / 2;
	} else if (s <= -SCORE_MATE_BOUND) {
		kind = HDC_SCORE_MATE;
		s = -((SCORE_MATE + s) / 2);
	}
	if (score)
		*score = s;
	if (score_kind)
		*score_kind = kind;
	if (depth)
		*depth = l->depth;
	if (seldepth)
		*seldepth = l->seldepth;
	if (nodes)
		*nodes = l->nodes;
	if (time_ms)
		*time_ms = l->time_ms;
	if (pv_length)
		*pv_length = (size_t)l->pvlen;
	int len = l->pvlen;
	int fits = !pv || cap >= (size_t)len;
	if (pv && fits)
		memcpy(pv, l->pv, (size_t)len * sizeof *pv);
	unlock(engine);
	if (!fits)
		return api_error(HDC_ERR_BUFFER_TOO_SMALL, -1,
		                 "%s: the line has %d moves, the buffer room for %zu", __func__, len, cap);
	return HDC_OK;
}

HDC_API hdc_status hdc_engine_evaluate(const hdc_engine *engine, const hdc_position *pos,
                                       int32_t *score)
{
	if (!engine || !pos || !score)
		return refuse(HDC_ERR_NULL);
	struct hdc_engine *e = (struct hdc_engine *)engine;
	lock(e);
	if (!e->eval_query && !(e->eval_query = cellset_calloc(sizeof *e->eval_query))) {
		unlock(e);
		return refuse(HDC_ERR_NO_MEMORY);
	}
	/* Prepared once per variant: the tables take a while to build. */
	if (e->eval_query->v != pos->v) {
		variant_hold(pos->v); /* as the search's tables (search.c) */
		variant_drop(e->eval_query->v);
		eval_prepare(e->eval_query, pos->v);
	}
	*score = evaluate(pos, e->eval_query);
	unlock(e);
	return HDC_OK;
}
