/*
 * test_engine_basics.c - the engine API (hdc.h, "Engine"): argument
 * checks, game-over positions, mate in 1 in every variant, legal best
 * moves, a position left unchanged, reproducible node counts, the
 * progress callback, MultiPV, root moves, skill and threads.  Short
 * searches only (small fixed depths): the suite runs under valgrind too.
 */
#include "common.h"
#include "cescacs/hex.h"

#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdlib.h>

static const char *const variants[] = { "hdc", "raumschach", "3d8l", "cescacs" };

/* Mate in 1 for white, each checked by the finder that made it to have
 * exactly one mating move (noted). */
struct mate1 {
	const char *variant;
	const char *text;
	const char *mate;
};

static const struct mate1 mates[] = {
	{ "hdc",
	  "8/8/8/8/8/8/8/7K|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|"
	  "8/8/8/8/8/8/8/8|8/8/8/8/8/6Q1/7Q/8|k7/8/8/8/8/8/8/8 w - - 0 1",
	  "g3VIIb8VII" },
	{ "raumschach", "5/5/5/5/4K|5/2Q2/5/5/5|5/5/5/5/5|5/5/5/R4/5|k4/5/5/5/5 w - - 0 1",
	  "Bc4Da4" },
	{ "3d8l",
	  "8/8/8/8/8/8/8/7K|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|"
	  "8/8/8/8/8/8/8/8|8/8/8/8/8/6Q1/7Q/8|k7/8/8/8/8/8/8/8 w - - 0 1",
	  "g3VIIb8VII" },
	{ "cescacs", "/22:2D4/19:k7/9:7K/5:R5/ w - - 0 1", "D22A19" },
};

static int short_run(void)
{
	return getenv("HDC_TEST_SHORT") != NULL;
}

static hdc_engine *new_engine(void)
{
	hdc_engine *e = NULL;
	ck_assert_int_eq(hdc_engine_new(&e), HDC_OK);
	ck_assert_ptr_nonnull(e);
	/* Small tables keep the suite light under valgrind. */
	ck_assert_int_eq(hdc_engine_set_hash(e, 1), HDC_OK);
	return e;
}

static int is_legal(const hdc_position *pos, hdc_move m)
{
	static hdc_move moves[HDC_MAX_MOVES];
	size_t n = 0;
	ck_assert_int_eq(hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &n), HDC_OK);
	for (size_t i = 0; i < n; i++)
		if (moves[i] == m)
			return 1;
	return 0;
}

static hdc_move search_depth(hdc_engine *e, const hdc_position *pos, int depth)
{
	hdc_move best = 0;
	ck_assert_int_eq(hdc_engine_clear_limits(e), HDC_OK);
	ck_assert_int_eq(hdc_engine_set_limit(e, HDC_LIMIT_DEPTH, depth), HDC_OK);
	ck_assert_int_eq(hdc_engine_search(e, pos, &best), HDC_OK);
	ck_assert_msg(is_legal(pos, best), "the best move is not legal");
	return best;
}

static uint64_t line_nodes(const hdc_engine *e)
{
	uint64_t nodes = 0;
	ck_assert_int_eq(hdc_engine_line(e, 0, NULL, NULL, NULL, NULL, &nodes, NULL, NULL, 0, NULL),
	                 HDC_OK);
	return nodes;
}

START_TEST(argument_errors)
{
	hdc_engine *e = new_engine();
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new("hdc", &pos), HDC_OK);
	hdc_move best = 0;
	int32_t i32;

	ck_assert_int_eq(hdc_engine_new(NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_last_error_status(), HDC_ERR_NULL);
	hdc_engine_free(NULL);
	ck_assert_int_eq(hdc_engine_search(NULL, pos, &best), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_engine_search(e, NULL, &best), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_engine_search(e, pos, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_engine_set_hash(NULL, 1), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_engine_set_hash(e, 0), HDC_ERR_RANGE);
	ck_assert_int_eq(hdc_last_error_status(), HDC_ERR_RANGE);
	ck_assert_int_eq(hdc_engine_set_hash(e, HDC_MAX_HASH_MB + 1), HDC_ERR_RANGE);
	ck_assert_int_eq(hdc_engine_set_threads(e, 0), HDC_ERR_RANGE);
	ck_assert_int_eq(hdc_engine_set_threads(e, HDC_MAX_THREADS + 1), HDC_ERR_RANGE);
	ck_assert_int_eq(hdc_engine_set_multipv(e, 0), HDC_ERR_RANGE);
	ck_assert_int_eq(hdc_engine_set_multipv(e, HDC_MAX_MULTIPV + 1), HDC_ERR_RANGE);
	ck_assert_int_eq(hdc_engine_set_skill(e, -1), HDC_ERR_RANGE);
	ck_assert_int_eq(hdc_engine_set_skill(e, HDC_MAX_SKILL + 1), HDC_ERR_RANGE);
	ck_assert_int_eq(hdc_engine_set_elo(e, 499), HDC_ERR_RANGE);
	ck_assert_int_eq(hdc_engine_set_elo(e, 2501), HDC_ERR_RANGE);
	ck_assert_int_eq(hdc_engine_set_elo(e, 0), HDC_OK);
	ck_assert_int_eq(hdc_engine_set_limit(e, -1, 1), HDC_ERR_RANGE);
	ck_assert_int_eq(hdc_engine_set_limit(e, 99, 1), HDC_ERR_RANGE);
	ck_assert_int_eq(hdc_engine_set_limit(e, HDC_LIMIT_DEPTH, 0), HDC_ERR_RANGE);
	ck_assert_int_eq(hdc_engine_set_limit(e, HDC_LIMIT_DEPTH, HDC_MAX_SEARCH_DEPTH + 1),
	                 HDC_ERR_RANGE);
	ck_assert_int_eq(hdc_engine_set_limit(e, HDC_LIMIT_NODES, 0), HDC_ERR_RANGE);
	ck_assert_int_eq(hdc_engine_set_limit(e, HDC_LIMIT_MOVETIME, -1), HDC_ERR_RANGE);
	ck_assert_int_eq(hdc_engine_set_limit(e, HDC_LIMIT_WTIME, -5), HDC_ERR_RANGE);
	ck_assert_int_eq(hdc_engine_set_limit(e, HDC_LIMIT_MOVESTOGO, -1), HDC_ERR_RANGE);
	ck_assert_int_eq(hdc_engine_set_limit(e, HDC_LIMIT_MATE, 0), HDC_ERR_RANGE);
	ck_assert_int_eq(hdc_engine_set_root_moves(e, NULL, 3), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_engine_set_root_moves(e, NULL, 0), HDC_OK);
	ck_assert_int_eq(hdc_engine_stop(NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_engine_searching(e, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_engine_searching(e, &i32), HDC_OK);
	ck_assert_int_eq(i32, 0);
	ck_assert_int_eq(hdc_engine_stop(e), HDC_OK); /* no search: a no-op */

	/* No results before the first search. */
	ck_assert_int_eq(hdc_engine_line_count(e, &i32), HDC_OK);
	ck_assert_int_eq(i32, 0);
	ck_assert_int_eq(hdc_engine_line(e, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL),
	                 HDC_ERR_RANGE);
	ck_assert_int_eq(hdc_engine_best_move(e, &best), HDC_ERR_NOT_FOUND);
	ck_assert_int_eq(hdc_engine_best_move(e, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_engine_evaluate(e, NULL, &i32), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_engine_evaluate(e, pos, &i32), HDC_OK);
	ck_assert_int_eq(i32, 0); /* the start is symmetric */

	/* After a search: the line, and a PV buffer too small. */
	search_depth(e, pos, 2);
	ck_assert_int_eq(hdc_engine_line_count(e, &i32), HDC_OK);
	ck_assert_int_eq(i32, 1);
	ck_assert_int_eq(hdc_engine_line(e, 1, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL),
	                 HDC_ERR_RANGE);
	hdc_move pv[HDC_MAX_PV];
	size_t len = 0;
	int32_t depth = 0;
	ck_assert_int_eq(hdc_engine_line(e, 0, NULL, NULL, &depth, NULL, NULL, NULL, pv,
	                                 HDC_MAX_PV, &len),
	                 HDC_OK);
	ck_assert_int_eq(depth, 2);
	ck_assert_uint_ge(len, 1);
	ck_assert_int_eq(hdc_engine_best_move(e, &best), HDC_OK);
	ck_assert_uint_eq(pv[0], best);
	ck_assert_int_eq(hdc_engine_line(e, 0, NULL, NULL, NULL, NULL, NULL, NULL, pv, 0, &len),
	                 HDC_ERR_BUFFER_TOO_SMALL);

	/* A root move that is not legal here. */
	hdc_move bogus = 0x1FFFFFFF;
	ck_assert_int_eq(hdc_engine_set_root_moves(e, &bogus, 1), HDC_OK);
	ck_assert_int_eq(hdc_engine_search(e, pos, &best), HDC_ERR_ILLEGAL_MOVE);
	ck_assert_int_eq(hdc_last_error_status(), HDC_ERR_ILLEGAL_MOVE);
	ck_assert_int_eq(hdc_engine_clear_limits(e), HDC_OK);

	hdc_position_free(pos);
	hdc_engine_free(e);
}
END_TEST

/* Mated and stalemated positions: nothing to search. */
START_TEST(game_over)
{
	hdc_engine *e = new_engine();
	hdc_move best = 0;
	/* tests/data/perft-hdc.txt, g1-checkmate and g2-stalemate. */
	hdc_position *mated = make_text_pos("hdc",
		"8/8/8/8/8/8/8/K7|8/8/8/8/2n5/8/1q6/8|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|"
		"8/8/8/8/8/8/7P/8|8/8/8/8/8/8/8/6R1|8/8/8/8/8/8/8/8|7k/8/8/8/8/8/8/8 w - - 0 1");
	ck_assert_int_eq(hdc_engine_search(e, mated, &best), HDC_ERR_GAME_OVER);
	hdc_position_free(mated);
	hdc_position *stalemated = make_text_pos("hdc",
		"8/8/8/8/8/8/7r/K7|8/8/8/8/8/8/8/7r|8/8/8/8/8/1q6/8/8|8/8/8/8/8/8/8/8|"
		"8/8/8/4p3/4P3/8/8/8|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|7k/8/8/8/8/8/8/8 w - - 0 1");
	ck_assert_int_eq(hdc_engine_search(e, stalemated, &best), HDC_ERR_GAME_OVER);
	hdc_position_free(stalemated);

	/* Insufficient material is over by rule too. */
	hdc_position *bare = make_pos("hdc", "Ka1I kh8VIII", "w - - 0 1");
	ck_assert_int_eq(hdc_engine_search(e, bare, &best), HDC_ERR_GAME_OVER);
	ck_assert_int_eq(hdc_last_error_status(), HDC_ERR_GAME_OVER);
	hdc_position_free(bare);
	hdc_engine_free(e);
}
END_TEST

START_TEST(mate_in_one)
{
	const struct mate1 *m = &mates[_i];
	hdc_engine *e = new_engine();
	hdc_position *pos = make_text_pos(m->variant, m->text);
	uint64_t key = get_key(pos);
	hdc_move best = search_depth(e, pos, 2);
	ck_assert_uint_eq(get_key(pos), key); /* the caller's position is untouched */
	char coord[64];
	ck_assert_int_eq(hdc_position_move_coord(pos, best, coord, sizeof coord, NULL), HDC_OK);
	ck_assert_msg(strcmp(coord, m->mate) == 0, "%s: %s played, %s mates", m->variant, coord,
	              m->mate);
	int32_t score = 0, kind = -1;
	ck_assert_int_eq(hdc_engine_line(e, 0, &score, &kind, NULL, NULL, NULL, NULL, NULL, 0, NULL),
	                 HDC_OK);
	ck_assert_int_eq(kind, HDC_SCORE_MATE);
	ck_assert_int_eq(score, 1);
	ck_assert_int_eq(hdc_position_play(pos, best), HDC_OK);
	int32_t status, winner;
	ck_assert_int_eq(hdc_position_status(pos, &status, &winner), HDC_OK);
	ck_assert_int_eq(status, HDC_STATUS_CHECKMATE);
	hdc_position_free(pos);
	hdc_engine_free(e);
}
END_TEST

/* From each start position: a legal move, the position unchanged. */
START_TEST(start_positions)
{
	const char *variant = variants[_i];
	hdc_engine *e = new_engine();
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new(variant, &pos), HDC_OK);
	char before[TEXT_CAP], after[TEXT_CAP];
	get_text(pos, before, sizeof before);
	search_depth(e, pos, short_run() ? 2 : 3);
	get_text(pos, after, sizeof after);
	ck_assert_str_eq(before, after);
	int32_t depth = 0, kind = -1;
	ck_assert_int_eq(hdc_engine_line(e, 0, NULL, &kind, &depth, NULL, NULL, NULL, NULL, 0, NULL),
	                 HDC_OK);
	ck_assert_int_eq(kind, HDC_SCORE_CP);
	hdc_position_free(pos);
	hdc_engine_free(e);
}
END_TEST

/* Same move, score and node count after a clear: depth and node limits. */
START_TEST(deterministic)
{
	const char *variant = variants[_i];
	hdc_engine *e = new_engine();
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new(variant, &pos), HDC_OK);
	/* A few moves in, for a less symmetric position. */
	for (int k = 0; k < 4; k++) {
		hdc_move m = search_depth(e, pos, 1);
		ck_assert_int_eq(hdc_position_play(pos, m), HDC_OK);
	}
	int depth = short_run() ? 2 : 4;
	uint64_t nodes[2];
	hdc_move best[2];
	int32_t score[2];
	for (int run = 0; run < 2; run++) {
		ck_assert_int_eq(hdc_engine_clear(e), HDC_OK);
		best[run] = search_depth(e, pos, depth);
		nodes[run] = line_nodes(e);
		ck_assert_int_eq(hdc_engine_line(e, 0, &score[run], NULL, NULL, NULL, NULL, NULL, NULL,
		                                 0, NULL),
		                 HDC_OK);
	}
	ck_assert_uint_eq(best[0], best[1]);
	ck_assert_uint_eq(nodes[0], nodes[1]);
	ck_assert_int_eq(score[0], score[1]);

	/* A node limit: never more nodes than allowed, and the same count. */
	for (int run = 0; run < 2; run++) {
		ck_assert_int_eq(hdc_engine_clear(e), HDC_OK);
		ck_assert_int_eq(hdc_engine_clear_limits(e), HDC_OK);
		ck_assert_int_eq(hdc_engine_set_limit(e, HDC_LIMIT_NODES, 3000), HDC_OK);
		ck_assert_int_eq(hdc_engine_search(e, pos, &best[run]), HDC_OK);
		ck_assert(is_legal(pos, best[run]));
		nodes[run] = line_nodes(e);
		ck_assert_uint_le(nodes[run], 3000);
	}
	ck_assert_uint_eq(best[0], best[1]);
	ck_assert_uint_eq(nodes[0], nodes[1]);
	hdc_position_free(pos);
	hdc_engine_free(e);
}
END_TEST

struct progress_log {
	int calls;
	int depths[64];
	int stop_after;
};

static int32_t on_progress(const hdc_engine *e, int32_t depth, void *user)
{
	struct progress_log *log = user;
	if (log->calls < 64)
		log->depths[log->calls] = depth;
	log->calls++;
	if (depth > 0) {
		int32_t count = 0;
		ck_assert_int_eq(hdc_engine_line_count(e, &count), HDC_OK);
		ck_assert_int_ge(count, 1);
		int32_t searching = 0;
		ck_assert_int_eq(hdc_engine_searching(e, &searching), HDC_OK);
		ck_assert_int_eq(searching, 1);
	}
	return log->stop_after && depth >= log->stop_after;
}

START_TEST(progress_callback)
{
	hdc_engine *e = new_engine();
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new("raumschach", &pos), HDC_OK);
	struct progress_log log = { 0 };
	ck_assert_int_eq(hdc_engine_set_progress(e, on_progress, &log), HDC_OK);
	search_depth(e, pos, 3);
	ck_assert_int_eq(log.calls, 4);
	ck_assert_int_eq(log.depths[0], 1);
	ck_assert_int_eq(log.depths[2], 3);
	ck_assert_int_eq(log.depths[3], 0);

	/* A nonzero return stops the search: at depth 1 of an infinite one. */
	memset(&log, 0, sizeof log);
	log.stop_after = 1;
	ck_assert_int_eq(hdc_engine_clear_limits(e), HDC_OK);
	ck_assert_int_eq(hdc_engine_set_limit(e, HDC_LIMIT_INFINITE, 1), HDC_OK);
	hdc_move best = 0;
	ck_assert_int_eq(hdc_engine_search(e, pos, &best), HDC_OK);
	ck_assert(is_legal(pos, best));
	ck_assert_int_eq(log.calls, 2);
	int32_t depth = 0;
	ck_assert_int_eq(hdc_engine_line(e, 0, NULL, NULL, &depth, NULL, NULL, NULL, NULL, 0, NULL),
	                 HDC_OK);
	ck_assert_int_eq(depth, 1);
	ck_assert_int_eq(hdc_engine_set_progress(e, NULL, NULL), HDC_OK);

	/* Stopped before the first iteration completes: still a legal move. */
	ck_assert_int_eq(hdc_engine_clear_limits(e), HDC_OK);
	ck_assert_int_eq(hdc_engine_set_limit(e, HDC_LIMIT_NODES, 1), HDC_OK);
	best = 0;
	ck_assert_int_eq(hdc_engine_search(e, pos, &best), HDC_OK);
	ck_assert(is_legal(pos, best));
	hdc_position_free(pos);
	hdc_engine_free(e);
}
END_TEST

START_TEST(multipv_and_root_moves)
{
	hdc_engine *e = new_engine();
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new("raumschach", &pos), HDC_OK);
	ck_assert_int_eq(hdc_engine_set_multipv(e, 3), HDC_OK);
	search_depth(e, pos, 2);
	int32_t count = 0;
	ck_assert_int_eq(hdc_engine_line_count(e, &count), HDC_OK);
	ck_assert_int_eq(count, 3);
	hdc_move first[3];
	int32_t prev = INT32_MAX;
	for (int i = 0; i < 3; i++) {
		int32_t score;
		size_t len;
		hdc_move pv[HDC_MAX_PV];
		ck_assert_int_eq(hdc_engine_line(e, i, &score, NULL, NULL, NULL, NULL, NULL, pv,
		                                 HDC_MAX_PV, &len),
		                 HDC_OK);
		ck_assert_int_le(score, prev);
		prev = score;
		first[i] = pv[0];
		ck_assert(is_legal(pos, pv[0]));
	}
	ck_assert_uint_ne(first[0], first[1]);
	ck_assert_uint_ne(first[1], first[2]);
	ck_assert_uint_ne(first[0], first[2]);
	ck_assert_int_eq(hdc_engine_set_multipv(e, 1), HDC_OK);

	/* Searching one root move only plays it. */
	hdc_move only = first[2], best = 0;
	ck_assert_int_eq(hdc_engine_set_limit(e, HDC_LIMIT_DEPTH, 2), HDC_OK);
	ck_assert_int_eq(hdc_engine_set_root_moves(e, &only, 1), HDC_OK);
	ck_assert_int_eq(hdc_engine_search(e, pos, &best), HDC_OK);
	ck_assert_uint_eq(best, only);
	hdc_position_free(pos);
	hdc_engine_free(e);
}
END_TEST

START_TEST(skill_and_threads)
{
	hdc_engine *e = new_engine();
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new("hdc", &pos), HDC_OK);
	ck_assert_int_eq(hdc_engine_set_skill(e, 0), HDC_OK);
	hdc_move a = search_depth(e, pos, 3);
	ck_assert_int_eq(hdc_engine_clear(e), HDC_OK);
	hdc_move b = search_depth(e, pos, 3);
	ck_assert_uint_eq(a, b); /* weakened reproducibly */
	ck_assert_int_eq(hdc_engine_set_elo(e, 1500), HDC_OK);
	search_depth(e, pos, 2);
	ck_assert_int_eq(hdc_engine_set_skill(e, HDC_MAX_SKILL), HDC_OK);

	ck_assert_int_eq(hdc_engine_set_threads(e, 2), HDC_OK);
	search_depth(e, pos, short_run() ? 2 : 3);
	ck_assert_int_eq(hdc_engine_set_threads(e, 1), HDC_OK);
	hdc_position_free(pos);
	hdc_engine_free(e);
}
END_TEST

/* A position with a game history of shuffling kings: the search takes
 * the history's keys along (repetitions score 0) and, a queen up, plays
 * for the win. */
START_TEST(with_history)
{
	hdc_engine *e = new_engine();
	hdc_position *pos = make_pos("hdc", "Ka1I Qc3IV kh8VIII", "w - - 0 1");
	const char *shuffle[] = { "a1Ib1I", "h8VIIIg8VIII", "b1Ia1I", "g8VIIIh8VIII" };
	for (int k = 0; k < 8; k++)
		play(pos, shuffle[k % 4]);
	hdc_move best = search_depth(e, pos, 3);
	ck_assert(is_legal(pos, best));
	int32_t score = 0, kind = -1;
	ck_assert_int_eq(hdc_engine_line(e, 0, &score, &kind, NULL, NULL, NULL, NULL, NULL, 0, NULL),
	                 HDC_OK);
	/* A queen up: the engine avoids the repetition. */
	ck_assert(kind == HDC_SCORE_MATE || score > 300);
	hdc_position_free(pos);
	hdc_engine_free(e);
}
END_TEST

/* Stop from another thread: it waits for the first progress callback of
 * an infinite search, then stops it; the search returns a legal move.  No
 * wall-clock bound is asserted. */
struct stopper {
	hdc_engine *engine;
	atomic_int reported;
	hdc_status status[5];
	int32_t count;
};

static int32_t note_progress(const hdc_engine *e, int32_t depth, void *user)
{
	(void)e;
	struct stopper *s = user;
	if (depth > 0)
		atomic_store(&s->reported, 1);
	return 0;
}

static void *stop_later(void *arg)
{
	struct stopper *s = arg;
	while (!atomic_load(&s->reported))
		sched_yield();
	/* Checked by the test's thread after the join (Check asserts there). */
	int32_t searching = 0;
	hdc_move best;
	s->status[0] = hdc_engine_searching(s->engine, &searching);
	s->status[1] = hdc_engine_line_count(s->engine, &s->count);
	s->status[2] = hdc_engine_best_move(s->engine, &best);
	s->status[3] = hdc_engine_set_hash(s->engine, 2) == (searching ? HDC_ERR_BUSY : HDC_OK)
	                       ? HDC_OK
	                       : -100;
	s->status[4] = hdc_engine_stop(s->engine);
	return NULL;
}

START_TEST(stop_from_thread)
{
	for (int threads = 1; threads <= 2; threads++) {
		hdc_engine *e = new_engine();
		ck_assert_int_eq(hdc_engine_set_threads(e, threads), HDC_OK);
		hdc_position *pos = NULL;
		ck_assert_int_eq(hdc_position_new("cescacs", &pos), HDC_OK);
		struct stopper s = { e, 0, { 0 }, 0 };
		ck_assert_int_eq(hdc_engine_set_progress(e, note_progress, &s), HDC_OK);
		ck_assert_int_eq(hdc_engine_set_limit(e, HDC_LIMIT_INFINITE, 1), HDC_OK);
		pthread_t tid;
		ck_assert_int_eq(pthread_create(&tid, NULL, stop_later, &s), 0);
		hdc_move best = 0;
		ck_assert_int_eq(hdc_engine_search(e, pos, &best), HDC_OK);
		pthread_join(tid, NULL);
		ck_assert(is_legal(pos, best));
		for (int k = 0; k < 5; k++)
			ck_assert_int_eq(s.status[k], HDC_OK);
		ck_assert_int_ge(s.count, 1);
		hdc_position_free(pos);
		hdc_engine_free(e);
	}
}
END_TEST

int main(void)
{
	Suite *s = suite_create("engine");
	TCase *tc = tcase_create("basics");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, argument_errors);
	tcase_add_test(tc, game_over);
	tcase_add_loop_test(tc, mate_in_one, 0, (int)(sizeof mates / sizeof mates[0]));
	tcase_add_loop_test(tc, start_positions, 0, 4);
	tcase_add_loop_test(tc, deterministic, 0, 4);
	tcase_add_test(tc, progress_callback);
	tcase_add_test(tc, multipv_and_root_moves);
	tcase_add_test(tc, skill_and_threads);
	tcase_add_test(tc, with_history);
	tcase_add_test(tc, stop_from_thread);
	suite_add_tcase(s, tc);
	return run_suite(s);
}
