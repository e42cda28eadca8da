/*
 * test_threads.c - libhdc from several threads at once.
 *
 * hdc.h: "distinct handles may be used from distinct threads at the same
 * time"; functions taking a const handle record nothing, so concurrent
 * const calls on one handle must be safe too.  The test starts its threads
 * before anything touched the library (the variant tables are built on
 * first use, by whichever thread comes first), then:
 *
 *  - every thread plays its own seeded random games on its own handles
 *    (moves chosen from the legal list, read back from their SAN, some
 *    taken back and replayed, the text re-read, the record written and
 *    read back), the variants in turn;
 *  - between its moves every thread queries one shared, read-only handle
 *    (a position with a history) with const functions only: legal moves,
 *    moves from a cell, text, key, perft, SAN, attacked cells, status,
 *    result, claims, repetitions, a game made from it and its record.
 *    Every answer must equal the one computed before the threads started;
 *  - the engine (hdc.h "Engine"): thread A runs an infinite search whose
 *    progress callback signals a condition variable; thread B waits for
 *    it, reads the results meanwhile (hdc_engine_searching, best move,
 *    lines: safe from any thread during a search), then calls
 *    hdc_engine_stop(); the search must return a legal move.  In every
 *    variant, and with two engines searching at once.
 *
 * Built and run in every build; .ci/run also runs it in a
 * -Db_sanitize=thread build, where ThreadSanitizer checks for races.
 * HDC_THREADS_PLIES overrides the plies per game (HDC_TEST_SHORT
 * lowers the default).
 */
#define _POSIX_C_SOURCE 200809L /* pthread barriers */
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "common.h"

enum { NTHREADS = 4, NGAMES = 3 };

/* The variants, read before the threads start. */
static char variants[16][64];
static int nvariants;

/* The shared handle and what it answered before the threads started. */
static hdc_position *shared;
static struct {
	char text[TEXT_CAP];
	uint64_t key;
	hdc_move moves[HDC_MAX_MOVES];
	size_t nmoves;
	size_t nfrom;
	int32_t from_cell;
	uint64_t perft2;
	char san_first[64], san_last[64];
	int32_t attacked[HDC_MAX_CELLS];
	size_t nattacked;
	int32_t status, winner, reps;
	uint32_t claims;
	char result[16];
	char record[1 << 14];
} expect;

static pthread_barrier_t started, shared_ready;
static int plies_per_game = 150;

struct worker {
	int index;
	uint64_t rng;
	int plies, queries;
	char failure[TEXT_CAP + 256];
};

#define FAIL_IF(w, cond, ...)                                               \
	do {                                                                \
		if ((cond) && !(w)->failure[0]) {                           \
			snprintf((w)->failure, sizeof (w)->failure, __VA_ARGS__); \
		}                                                           \
	} while (0)

static uint64_t next_random(uint64_t *state)
{
	uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	return z ^ (z >> 31);
}

/* Every const query of the shared handle, compared with the answers from
 * before the threads. */
static void query_shared(struct worker *w)
{
	static _Thread_local hdc_move moves[HDC_MAX_MOVES];
	static _Thread_local int32_t cells[HDC_MAX_CELLS];
	static _Thread_local char text[TEXT_CAP], record[1 << 14];
	char buf[64];
	size_t n = 0, needed;
	uint64_t u64 = 0;
	hdc_status st;

	st = hdc_position_legal_moves(shared, moves, HDC_MAX_MOVES, &n);
	FAIL_IF(w, st != HDC_OK || n != expect.nmoves ||
	                   memcmp(moves, expect.moves, n * sizeof *moves) != 0,
	        "shared legal moves: %d, %zu (want %zu)", (int)st, n, expect.nmoves);
	st = hdc_position_legal_moves_from(shared, expect.from_cell, moves, HDC_MAX_MOVES, &n);
	FAIL_IF(w, st != HDC_OK || n != expect.nfrom, "shared moves from a cell: %zu", n);
	st = hdc_position_text(shared, text, sizeof text, &needed);
	FAIL_IF(w, st != HDC_OK || strcmp(text, expect.text) != 0, "shared text: %s", text);
	st = hdc_position_key(shared, &u64);
	FAIL_IF(w, st != HDC_OK || u64 != expect.key, "shared key");
	if (w->queries % 8 == 0) {
		st = hdc_position_perft(shared, 2, &u64);
		FAIL_IF(w, st != HDC_OK || u64 != expect.perft2, "shared perft 2: %llu",
		        (unsigned long long)u64);
	}
	st = hdc_position_move_san(shared, expect.moves[0], buf, sizeof buf, &needed);
	FAIL_IF(w, st != HDC_OK || strcmp(buf, expect.san_first) != 0, "shared SAN: %s", buf);
	st = hdc_position_move_san(shared, expect.moves[expect.nmoves - 1], buf, sizeof buf,
	                           &needed);
	FAIL_IF(w, st != HDC_OK || strcmp(buf, expect.san_last) != 0, "shared SAN: %s", buf);
	st = hdc_position_attacked_cells(shared, HDC_BLACK, cells, HDC_MAX_CELLS, &n);
	FAIL_IF(w, st != HDC_OK || n != expect.nattacked ||
	                   memcmp(cells, expect.attacked, n * sizeof *cells) != 0,
	        "shared attacked cells");
	int32_t status = -1, winner = -2, reps = 0;
	uint32_t claims = 99;
	st = hdc_position_status(shared, &status, &winner);
	FAIL_IF(w, st != HDC_OK || status != expect.status || winner != expect.winner,
	        "shared status");
	st = hdc_position_claimable(shared, &claims);
	FAIL_IF(w, st != HDC_OK || claims != expect.claims, "shared claims");
	st = hdc_position_repetitions(shared, &reps);
	FAIL_IF(w, st != HDC_OK || reps != expect.reps, "shared repetitions");
	st = hdc_position_result(shared, buf, sizeof buf, &needed);
	FAIL_IF(w, st != HDC_OK || strcmp(buf, expect.result) != 0, "shared result");
	if (w->queries % 4 == 0) {
		hdc_game *game = NULL;
		st = hdc_game_from_position(shared, &game);
		FAIL_IF(w, st != HDC_OK, "game from the shared position: %d", (int)st);
		if (game) {
			st = hdc_game_write(game, record, sizeof record, &needed);
			FAIL_IF(w, st != HDC_OK || strcmp(record, expect.record) != 0,
			        "record of the shared position");
			hdc_game_free(game);
		}
		hdc_position *copy = NULL;
		st = hdc_position_clone(shared, &copy);
		FAIL_IF(w, st != HDC_OK, "clone of the shared position");
		if (copy) {
			/* The clone is this thread's own: play on it. */
			FAIL_IF(w, hdc_position_undo(copy) != HDC_OK, "undo on the clone");
			hdc_position_free(copy);
		}
	}
	w->queries++;
}

/* One game on the worker's own handle. */
static void play_game(struct worker *w, const char *variant)
{
	static _Thread_local hdc_move moves[HDC_MAX_MOVES];
	static _Thread_local char text[TEXT_CAP], again[TEXT_CAP];
	hdc_position *pos = NULL;
	hdc_status st = hdc_position_new(variant, &pos);
	FAIL_IF(w, st != HDC_OK, "%s: new: %d", variant, (int)st);
	if (!pos)
		return;
	for (int ply = 0; ply < plies_per_game && !w->failure[0]; ply++) {
		size_t n = 0, needed;
		st = hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &n);
		FAIL_IF(w, st != HDC_OK, "legal moves: %d", (int)st);
		if (n == 0)
			break;
		uint64_t r = next_random(&w->rng);
		hdc_move m = moves[r % n], back = 0;
		char san[64];
		st = hdc_position_move_san(pos, m, san, sizeof san, &needed);
		FAIL_IF(w, st != HDC_OK, "move_san: %d", (int)st);
		st = hdc_position_parse_san(pos, san, &back);
		FAIL_IF(w, st != HDC_OK || back != m, "SAN '%s' reads back as 0x%08x (%d)", san,
		        (unsigned)back, (int)st);
		hdc_position_text(pos, text, sizeof text, &needed);
		uint64_t key = 0, key2 = 0;
		hdc_position_key(pos, &key);
		FAIL_IF(w, hdc_position_play(pos, m) != HDC_OK, "play '%s'", san);
		if ((r >> 32) % 5 == 0) {
			/* Take it back and play it again. */
			FAIL_IF(w, hdc_position_undo(pos) != HDC_OK, "undo");
			hdc_position_text(pos, again, sizeof again, &needed);
			hdc_position_key(pos, &key2);
			FAIL_IF(w, strcmp(text, again) != 0 || key != key2, "undo of '%s' differs",
			        san);
			FAIL_IF(w, hdc_position_play(pos, m) != HDC_OK, "replay '%s'", san);
		}
		if (ply % 10 == 0) {
			/* The text re-read gives the same position. */
			hdc_position *copy = NULL;
			hdc_position_text(pos, text, sizeof text, &needed);
			hdc_position_key(pos, &key);
			st = hdc_position_from_text(variant, text, &copy);
			FAIL_IF(w, st != HDC_OK, "own text refused: %s", text);
			if (copy) {
				hdc_position_key(copy, &key2);
				FAIL_IF(w, key != key2, "key differs after re-reading");
				hdc_position_free(copy);
			}
			query_shared(w);
		}
		int32_t status, winner;
		hdc_position_status(pos, &status, &winner);
		w->plies++;
		if (status != HDC_STATUS_ONGOING)
			break;
	}
	/* The record reads back to the same moves. */
	hdc_game *game = NULL, *back = NULL;
	static _Thread_local char record[1 << 16];
	size_t needed, consumed, n1 = 0, n2 = 0;
	if (hdc_game_from_position(pos, &game) == HDC_OK &&
	    hdc_game_write(game, record, sizeof record, &needed) == HDC_OK &&
	    hdc_game_new(variant, &back) == HDC_OK) {
		st = hdc_game_read(back, record, &consumed);
		hdc_game_move_count(game, &n1);
		hdc_game_move_count(back, &n2);
		FAIL_IF(w, st != HDC_OK || n1 != n2, "%s record: %d, %zu -> %zu moves", variant,
		        (int)st, n1, n2);
	} else {
		FAIL_IF(w, 1, "%s: writing the record failed", variant);
	}
	hdc_game_free(back);
	hdc_game_free(game);
	hdc_position_free(pos);
}

static void *worker_main(void *arg)
{
	struct worker *w = arg;
	pthread_barrier_wait(&started);
	/* First use of the library, all threads at once. */
	hdc_position *first = NULL;
	static const char *const names[] = { "hdc", "raumschach", "3d8l" };
	FAIL_IF(w, hdc_position_new(names[w->index % 3], &first) != HDC_OK, "first new");
	hdc_position_free(first);
	pthread_barrier_wait(&shared_ready);
	for (int g = 0; g < NGAMES && !w->failure[0]; g++)
		play_game(w, variants[(w->index + g) % nvariants]);
	return NULL;
}

static void compute_expectations(void)
{
	size_t needed;
	nvariants = hdc_variant_count();
	ck_assert_int_ge(nvariants, 3);
	ck_assert_int_le(nvariants, 16);
	for (int i = 0; i < nvariants; i++)
		ck_assert_int_eq(hdc_variant_name(i, variants[i], sizeof variants[i], &needed), HDC_OK);
	ck_assert_int_eq(hdc_position_new("hdc", &shared), HDC_OK);
	const char *moves[] = { "e2IVe4IV", "e7IVe5IV", "g1IVf3IV", "b8IVc6IV", "f3IVg1IV",
		                "c6IVb8IV" };
	for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++)
		play(shared, moves[i]);
	get_text(shared, expect.text, sizeof expect.text);
	expect.key = get_key(shared);
	ck_assert_int_eq(hdc_position_legal_moves(shared, expect.moves, HDC_MAX_MOVES,
	                                          &expect.nmoves),
	                 HDC_OK);
	expect.from_cell = hdc_move_from(expect.moves[expect.nmoves / 2]);
	hdc_move tmp[HDC_MAX_MOVES];
	ck_assert_int_eq(hdc_position_legal_moves_from(shared, expect.from_cell, tmp, HDC_MAX_MOVES,
	                                               &expect.nfrom),
	                 HDC_OK);
	ck_assert_int_eq(hdc_position_perft(shared, 2, &expect.perft2), HDC_OK);
	ck_assert_int_eq(hdc_position_move_san(shared, expect.moves[0], expect.san_first,
	                                       sizeof expect.san_first, &needed),
	                 HDC_OK);
	ck_assert_int_eq(hdc_position_move_san(shared, expect.moves[expect.nmoves - 1],
	                                       expect.san_last, sizeof expect.san_last, &needed),
	                 HDC_OK);
	ck_assert_int_eq(hdc_position_attacked_cells(shared, HDC_BLACK, expect.attacked,
	                                             HDC_MAX_CELLS, &expect.nattacked),
	                 HDC_OK);
	ck_assert_int_eq(hdc_position_status(shared, &expect.status, &expect.winner), HDC_OK);
	ck_assert_int_eq(hdc_position_claimable(shared, &expect.claims), HDC_OK);
	ck_assert_int_eq(hdc_position_repetitions(shared, &expect.reps), HDC_OK);
	ck_assert_int_eq(expect.reps, 2); /* the knights went out and back */
	ck_assert_int_eq(hdc_position_result(shared, expect.result, sizeof expect.result, &needed),
	                 HDC_OK);
	hdc_game *game = NULL;
	ck_assert_int_eq(hdc_game_from_position(shared, &game), HDC_OK);
	ck_assert_int_eq(hdc_game_write(game, expect.record, sizeof expect.record, &needed), HDC_OK);
	hdc_game_free(game);
}

START_TEST(independent_games_and_a_shared_handle)
{
	const char *env = getenv("HDC_THREADS_PLIES");
	if (env)
		plies_per_game = atoi(env);
	else if (getenv("HDC_TEST_SHORT"))
		plies_per_game = 30;
	pthread_t threads[NTHREADS];
	static struct worker workers[NTHREADS];
	ck_assert_int_eq(pthread_barrier_init(&started, NULL, NTHREADS + 1), 0);
	ck_assert_int_eq(pthread_barrier_init(&shared_ready, NULL, NTHREADS + 1), 0);
	for (int i = 0; i < NTHREADS; i++) {
		workers[i].index = i;
		workers[i].rng = 1000u + (uint64_t)i;
		ck_assert_int_eq(pthread_create(&threads[i], NULL, worker_main, &workers[i]), 0);
	}
	pthread_barrier_wait(&started);
	/* The threads are making their first positions now, this thread the
	 * shared one; the barrier publishes it. */
	compute_expectations();
	pthread_barrier_wait(&shared_ready);
	for (int i = 0; i < NTHREADS; i++)
		ck_assert_int_eq(pthread_join(threads[i], NULL), 0);
	int plies = 0, queries = 0;
	for (int i = 0; i < NTHREADS; i++) {
		ck_assert_msg(workers[i].failure[0] == '\0', "thread %d: %s", i, workers[i].failure);
		plies += workers[i].plies;
		queries += workers[i].queries;
	}
	ck_assert_int_gt(plies, NTHREADS);
	ck_assert_int_gt(queries, NTHREADS);
	/* The shared handle was not changed by all that. */
	char text[TEXT_CAP];
	get_text(shared, text, sizeof text);
	ck_assert_str_eq(text, expect.text);
	ck_assert_uint_eq(get_key(shared), expect.key);
	hdc_position_free(shared);
	pthread_barrier_destroy(&started);
	pthread_barrier_destroy(&shared_ready);
}
END_TEST

/* ---- the last error is per thread (hdc.h "Last error") ---------------- */

enum { ERROR_THREADS = 2, ERROR_ROUNDS = 200 };

static pthread_barrier_t error_turns;
static hdc_position *error_shared; /* read-only, failing const calls on it */

struct error_worker {
	int index;
	char failure[200];
};

/* Each round: this thread fails in its own way, waits while the other
 * fails in another way, then its last error must still be its own. */
static void *error_worker_main(void *arg)
{
	struct error_worker *w = arg;
	for (int round = 0; round < ERROR_ROUNDS && !w->failure[0]; round++) {
		int32_t index = 100 + 10 * w->index + round % 10;
		char want[64], buf[2];
		snprintf(want, sizeof want, "variant index %d", (int)index);
		hdc_status st = hdc_variant_name(index, NULL, 0, NULL);
		if (w->index == 1 && round % 2) {
			/* A const call on the shared handle: only this thread's
			 * last error changes. */
			st = hdc_position_text(error_shared, buf, sizeof buf, NULL);
			snprintf(want, sizeof want, "the buffer holds 2 bytes");
		}
		pthread_barrier_wait(&error_turns);
		pthread_barrier_wait(&error_turns);
		hdc_status expected = strstr(want, "buffer") ? HDC_ERR_BUFFER_TOO_SMALL : HDC_ERR_RANGE;
		if (st != expected || hdc_last_error_status() != expected ||
		    !strstr(hdc_last_error_message(), want))
			snprintf(w->failure, sizeof w->failure, "round %d: status %d, last '%s', not '%s'",
			         round, (int)hdc_last_error_status(), hdc_last_error_message(), want);
	}
	return NULL;
}

START_TEST(last_errors_stay_in_their_thread)
{
	ck_assert_int_eq(hdc_position_new("hdc", &error_shared), HDC_OK);
	ck_assert_int_eq(pthread_barrier_init(&error_turns, NULL, ERROR_THREADS), 0);
	pthread_t threads[ERROR_THREADS];
	static struct error_worker workers[ERROR_THREADS];
	for (int i = 0; i < ERROR_THREADS; i++) {
		workers[i].index = i;
		ck_assert_int_eq(pthread_create(&threads[i], NULL, error_worker_main, &workers[i]),
		                 0);
	}
	for (int i = 0; i < ERROR_THREADS; i++)
		ck_assert_int_eq(pthread_join(threads[i], NULL), 0);
	for (int i = 0; i < ERROR_THREADS; i++)
		ck_assert_msg(workers[i].failure[0] == '\0', "thread %d: %s", i, workers[i].failure);
	/* This thread failed nothing of theirs. */
	hdc_last_error_clear();
	ck_assert_int_eq(hdc_last_error_status(), HDC_OK);
	ck_assert_str_eq(hdc_position_error_message(error_shared), "");
	hdc_position_free(error_shared);
	pthread_barrier_destroy(&error_turns);
}
END_TEST

/* ---- stopping a search from another thread (hdc.h "Engine") ---------------- */

struct engine_search {
	hdc_engine *engine;
	hdc_position *pos;
	hdc_move best;
	hdc_status status;
	pthread_mutex_t lock;
	pthread_cond_t cond;
	int iterations;  /* progress callbacks with depth > 0 */
	int finished;    /* hdc_engine_search() has returned */
};

static int32_t engine_progress(const hdc_engine *engine, int32_t depth, void *user)
{
	struct engine_search *s = user;
	(void)engine;
	if (depth > 0) {
		pthread_mutex_lock(&s->lock);
		s->iterations++;
		pthread_cond_broadcast(&s->cond);
		pthread_mutex_unlock(&s->lock);
	}
	return 0;
}

/* Thread A: the infinite search. */
static void *engine_search_main(void *arg)
{
	struct engine_search *s = arg;
	hdc_move best = 0;
	hdc_status st = hdc_engine_search(s->engine, s->pos, &best);
	pthread_mutex_lock(&s->lock);
	s->status = st;
	s->best = best;
	s->finished = 1;
	pthread_cond_broadcast(&s->cond);
	pthread_mutex_unlock(&s->lock);
	return NULL;
}

static int move_is_legal(const hdc_position *pos, hdc_move move)
{
	static hdc_move legal[HDC_MAX_MOVES];
	size_t n = 0;
	ck_assert_int_eq(hdc_position_legal_moves(pos, legal, HDC_MAX_MOVES, &n), HDC_OK);
	for (size_t i = 0; i < n; i++)
		if (legal[i] == move)
			return 1;
	return 0;
}

static void engine_search_start(struct engine_search *s, const char *variant, int plies,
                                uint64_t seed, pthread_t *thread)
{
	static hdc_move moves[HDC_MAX_MOVES];
	memset(s, 0, sizeof *s);
	ck_assert_int_eq(pthread_mutex_init(&s->lock, NULL), 0);
	ck_assert_int_eq(pthread_cond_init(&s->cond, NULL), 0);
	ck_assert_int_eq(hdc_position_new(variant, &s->pos), HDC_OK);
	for (int i = 0; i < plies; i++) {
		size_t n = 0;
		int32_t status, winner;
		ck_assert_int_eq(hdc_position_status(s->pos, &status, &winner), HDC_OK);
		if (status != HDC_STATUS_ONGOING)
			break;
		ck_assert_int_eq(hdc_position_legal_moves(s->pos, moves, HDC_MAX_MOVES, &n), HDC_OK);
		ck_assert_int_eq(hdc_position_play(s->pos, moves[next_random(&seed) % n]), HDC_OK);
	}
	int32_t status, winner;
	ck_assert_int_eq(hdc_position_status(s->pos, &status, &winner), HDC_OK);
	if (status != HDC_STATUS_ONGOING)
		ck_assert_int_eq(hdc_position_undo(s->pos), HDC_OK);
	ck_assert_int_eq(hdc_engine_new(&s->engine), HDC_OK);
	ck_assert_int_eq(hdc_engine_set_hash(s->engine, 1), HDC_OK);
	ck_assert_int_eq(hdc_engine_set_limit(s->engine, HDC_LIMIT_INFINITE, 1), HDC_OK);
	ck_assert_int_eq(hdc_engine_set_progress(s->engine, engine_progress, s), HDC_OK);
	ck_assert_int_eq(pthread_create(thread, NULL, engine_search_main, s), 0);
}

/* Thread B (this one): wait for the first iteration, read the results
 * while the search runs, stop it. */
static void engine_search_stop(struct engine_search *s, pthread_t thread)
{
	pthread_mutex_lock(&s->lock);
	while (s->iterations == 0 && !s->finished)
		pthread_cond_wait(&s->cond, &s->lock);
	int finished = s->finished;
	pthread_mutex_unlock(&s->lock);
	ck_assert_msg(!finished, "the infinite search returned before it was stopped: %s",
	              hdc_status_string(s->status));

	int32_t searching = 0, count = 0;
	hdc_move best = 0, pv[HDC_MAX_PV];
	size_t len = 0;
	ck_assert_int_eq(hdc_engine_searching(s->engine, &searching), HDC_OK);
	ck_assert_int_eq(searching, 1);
	ck_assert_int_eq(hdc_engine_best_move(s->engine, &best), HDC_OK);
	ck_assert_int_eq(hdc_engine_line_count(s->engine, &count), HDC_OK);
	ck_assert_int_ge(count, 1);
	ck_assert_int_eq(hdc_engine_line(s->engine, 0, NULL, NULL, NULL, NULL, NULL, NULL, pv,
	                                 HDC_MAX_PV, &len),
	                 HDC_OK);
	/* Setting anything meanwhile is refused. */
	ck_assert_int_eq(hdc_engine_set_multipv(s->engine, 2), HDC_ERR_BUSY);
	ck_assert_int_eq(hdc_engine_stop(s->engine), HDC_OK);
	ck_assert_int_eq(pthread_join(thread, NULL), 0);
	ck_assert_int_eq(s->status, HDC_OK);
	ck_assert_msg(move_is_legal(s->pos, s->best), "the stopped search returned 0x%08x",
	              (unsigned)s->best);
	ck_assert_int_eq(hdc_engine_searching(s->engine, &searching), HDC_OK);
	ck_assert_int_eq(searching, 0);
	hdc_engine_free(s->engine);
	hdc_position_free(s->pos);
	pthread_mutex_destroy(&s->lock);
	pthread_cond_destroy(&s->cond);
}

START_TEST(engine_stopped_from_another_thread)
{
	static const char *const names[] = { "hdc", "raumschach", "3d8l", "cescacs" };
	static struct engine_search searches[2];
	pthread_t threads[2];
	for (int v = 0; v < 4; v++) {
		engine_search_start(&searches[0], names[v], 10 + 7 * v, 500u + (uint64_t)v,
		                    &threads[0]);
		engine_search_stop(&searches[0], threads[0]);
	}
	/* Two engines at once, stopped in the other order. */
	engine_search_start(&searches[0], "hdc", 6, 900, &threads[0]);
	engine_search_start(&searches[1], "raumschach", 6, 901, &threads[1]);
	engine_search_stop(&searches[1], threads[1]);
	engine_search_stop(&searches[0], threads[0]);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("threads");
	TCase *tc = tcase_create("threads");
	tcase_set_timeout(tc, 600);
	tcase_add_test(tc, independent_games_and_a_shared_handle);
	tcase_add_test(tc, last_errors_stay_in_their_thread);
	tcase_add_test(tc, engine_stopped_from_another_thread);
	suite_add_tcase(s, tc);
	return run_suite(s);
}
