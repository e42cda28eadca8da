/*
 * test_engine_play.c - the engine through the public API (issue 13, tests):
 *
 *  - the best move is always legal, from positions reached by long random
 *    games in every variant (small depth and node limits: this suite runs
 *    under valgrind and the sanitizers too); the caller's position is left
 *    unchanged and the principal variation is a legal line;
 *  - fixed-depth and fixed-node determinism: move, score and node count
 *    equal across runs after hdc_engine_clear() and on a new engine;
 *  - hostile input: NULL engine, position and output pointers, unknown
 *    limit ids and values out of range, options out of range, positions
 *    already over (checkmate, stalemate, insufficient material, the
 *    seventy-five-move rule), root moves that are not legal, a principal
 *    variation buffer too small, options and limits set while a search
 *    runs in another thread (HDC_ERR_BUSY);
 *  - the progress callback: called after every iteration and once at the
 *    end with depth 0, its nonzero return stops the search.
 *
 * HDC_TEST_SHORT (set by `meson test --setup valgrind` and by .ci/run's
 * ASan+UBSan step) shortens the games and the searches.
 */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "common.h"

static const char *const variant_names[] = { "hdc", "raumschach", "3d8l", "cescacs" };
enum { NVARIANTS = 4 };

/* Two kings: over by insufficient material in every variant. */
static const char *const kings_only[NVARIANTS] = {
	"8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|4k3/8/8/8/8/8/8/4K3|"
	"8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8 w - - 0 1",
	"5/5/5/5/2K2|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|2k2/5/5/5/5 w - - 0 1",
	"8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|4k3/8/8/8/8/8/8/4K3|"
	"8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8 w - - 0 1",
	"/27:1k/1:1K/ w - - 0 1",
};

/* RULES.md positions of tests/data/perft-hdc.txt: mate and stalemate. */
static const char *const hdc_checkmate =
	"8/8/8/8/8/8/8/K7|8/8/8/8/2n5/8/1q6/8|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|"
	"8/8/8/8/8/8/7P/8|8/8/8/8/8/8/8/6R1|8/8/8/8/8/8/8/8|7k/8/8/8/8/8/8/8 w - - 0 1";
static const char *const hdc_stalemate =
	"8/8/8/8/8/8/7r/K7|8/8/8/8/8/8/8/7r|8/8/8/8/8/1q6/8/8|8/8/8/8/8/8/8/8|"
	"8/8/8/4p3/4P3/8/8/8|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|7k/8/8/8/8/8/8/8 w - - 0 1";

static int short_run(void)
{
	return getenv("HDC_TEST_SHORT") != NULL;
}

static uint64_t next_random(uint64_t *state)
{
	uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	return z ^ (z >> 31);
}

static hdc_engine *new_engine(int32_t mib)
{
	hdc_engine *e = NULL;
	ck_assert_int_eq(hdc_engine_new(&e), HDC_OK);
	ck_assert_ptr_nonnull(e);
	ck_assert_int_eq(hdc_engine_set_hash(e, mib), HDC_OK);
	return e;
}

static hdc_position *new_position(const char *variant)
{
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new(variant, &pos), HDC_OK);
	return pos;
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

static int is_ongoing(const hdc_position *pos)
{
	int32_t status = -1, winner = -1;
	ck_assert_int_eq(hdc_position_status(pos, &status, &winner), HDC_OK);
	return status == HDC_STATUS_ONGOING;
}

static void set_limits(hdc_engine *e, int32_t depth, int64_t nodes)
{
	ck_assert_int_eq(hdc_engine_clear_limits(e), HDC_OK);
	if (depth > 0)
		ck_assert_int_eq(hdc_engine_set_limit(e, HDC_LIMIT_DEPTH, depth), HDC_OK);
	if (nodes > 0)
		ck_assert_int_eq(hdc_engine_set_limit(e, HDC_LIMIT_NODES, nodes), HDC_OK);
}

/* What one search found (line 0 and the move returned). */
struct outcome {
	hdc_move best;
	int32_t score, kind, depth, seldepth, nlines;
	uint64_t nodes;
	hdc_move pv[HDC_MAX_PV];
	size_t npv;
};

static void read_outcome(const hdc_engine *e, struct outcome *o)
{
	ck_assert_int_eq(hdc_engine_line_count(e, &o->nlines), HDC_OK);
	if (o->nlines == 0) {
		o->npv = 0;
		return;
	}
	int64_t ms = -1;
	ck_assert_int_eq(hdc_engine_line(e, 0, &o->score, &o->kind, &o->depth, &o->seldepth,
	                                 &o->nodes, &ms, o->pv, HDC_MAX_PV, &o->npv),
	                 HDC_OK);
	ck_assert_int_ge(ms, 0);
	ck_assert(o->kind == HDC_SCORE_CP || o->kind == HDC_SCORE_MATE);
	ck_assert_uint_le(o->npv, HDC_MAX_PV);
}

/* Searches with a node limit that ended before their first iteration
 * completed (they have no line; hdc.h: they still return a legal move). */
static int partial_searches;

/* Search pos and check what every search must satisfy: a legal move, the
 * position unchanged, a legal principal variation starting with the move.
 * partial_ok: a node limit is set, which may stop the search before its
 * first iteration completes: then there is no line to check. */
static void search_checked_limit(hdc_engine *e, hdc_position *pos, struct outcome *o,
                                 const char *what, int partial_ok)
{
	char before[TEXT_CAP], after[TEXT_CAP];
	get_text(pos, before, sizeof before);
	uint64_t key = get_key(pos);
	size_t hist = 0, hist_after = 0;
	ck_assert_int_eq(hdc_position_history_length(pos, &hist), HDC_OK);

	o->best = 0xffffffffu;
	hdc_status st = hdc_engine_search(e, pos, &o->best);
	ck_assert_msg(st == HDC_OK, "%s: search: %s (%s)", what, hdc_status_string(st),
	              hdc_last_error_message());
	ck_assert_msg(is_legal(pos, o->best), "%s: best move 0x%08x is not legal in %s", what,
	              (unsigned)o->best, before);

	get_text(pos, after, sizeof after);
	ck_assert_str_eq(after, before);
	ck_assert_uint_eq(get_key(pos), key);
	ck_assert_int_eq(hdc_position_history_length(pos, &hist_after), HDC_OK);
	ck_assert_uint_eq(hist_after, hist);

	int32_t searching = -1;
	ck_assert_int_eq(hdc_engine_searching(e, &searching), HDC_OK);
	ck_assert_int_eq(searching, 0);
	hdc_move again = 0;
	ck_assert_int_eq(hdc_engine_best_move(e, &again), HDC_OK);
	ck_assert_uint_eq(again, o->best);

	read_outcome(e, o);
	if (o->nlines == 0 && partial_ok) {
		partial_searches++;
		return;
	}
	ck_assert_msg(o->nlines >= 1, "%s: no line after a complete search", what);
	ck_assert_int_ge(o->depth, 1);
	ck_assert_int_ge(o->seldepth, o->depth);
	ck_assert_uint_gt(o->nodes, 0);
	ck_assert_uint_ge(o->npv, 1);
	ck_assert_msg(o->pv[0] == o->best, "%s: pv starts with 0x%08x, best move 0x%08x", what,
	              (unsigned)o->pv[0], (unsigned)o->best);
	if (o->kind == HDC_SCORE_CP)
		ck_assert_int_lt(abs(o->score), 30000);
	else
		ck_assert_int_ne(o->score, 0);

	/* The principal variation is a legal line. */
	hdc_position *line = NULL;
	ck_assert_int_eq(hdc_position_clone(pos, &line), HDC_OK);
	for (size_t i = 0; i < o->npv; i++) {
		ck_assert_msg(is_legal(line, o->pv[i]), "%s: pv move %zu (0x%08x) is not legal",
		              what, i, (unsigned)o->pv[i]);
		ck_assert_int_eq(hdc_position_play(line, o->pv[i]), HDC_OK);
	}
	hdc_position_free(line);
}

static void search_checked(hdc_engine *e, hdc_position *pos, struct outcome *o,
                           const char *what)
{
	search_checked_limit(e, pos, o, what, 0);
}

/* ---- the best move is legal, along long random games ------------------ */

static const char *position_text(const hdc_position *pos)
{
	static char text[TEXT_CAP];
	get_text(pos, text, sizeof text);
	return text;
}

START_TEST(best_move_legal_in_random_games)
{
	const char *variant = variant_names[_i];
	const int quick = short_run();
	const int ngames = quick ? 1 : 3;
	const int max_plies = quick ? 120 : 300;
	const int stride = quick ? 30 : 15;
	const int32_t depth = quick ? 1 : 2;
	const int64_t node_cap = quick ? 200000 : 2000000, small_nodes = quick ? 300 : 3000;
	hdc_engine *e = new_engine(1);
	uint64_t rng = 0x5eed0000u + (uint64_t)_i;
	static hdc_move moves[HDC_MAX_MOVES];
	int searches = 0, over = 0;
	partial_searches = 0;
	for (int g = 0; g < ngames; g++) {
		hdc_position *pos = new_position(variant);
		ck_assert_int_eq(hdc_engine_clear(e), HDC_OK);
		for (int ply = 0; ply <= max_plies; ply++) {
			if (!is_ongoing(pos)) {
				/* A game random play finished: nothing to search. */
				hdc_move best = 0;
				ck_assert_int_eq(hdc_engine_search(e, pos, &best), HDC_ERR_GAME_OVER);
				over++;
				break;
			}
			if (ply % stride == stride - 1 || ply == max_plies) {
				struct outcome o;
				char what[96];
				snprintf(what, sizeof what, "%s game %d ply %d", variant, g, ply);
				/* Depth and node limits in turn.  A depth-limited
				 * search gets a generous node cap too, so that a
				 * search that explodes fails the test instead of
				 * hanging it. */
				int by_nodes = searches % 2;
				if (by_nodes) {
					set_limits(e, 0, small_nodes);
					search_checked_limit(e, pos, &o, what, 1);
				} else {
					set_limits(e, depth, node_cap);
					search_checked_limit(e, pos, &o, what, 1);
					ck_assert_msg(o.nlines >= 1 && o.depth == depth,
					              "%s: depth %d not completed within %lld nodes "
					              "(reached depth %d); position %s",
					              what, depth, (long long)node_cap,
					              o.nlines ? (int)o.depth : 0, position_text(pos));
				}
				searches++;
			}
			size_t n = 0;
			ck_assert_int_eq(hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &n),
			                 HDC_OK);
			ck_assert_uint_gt(n, 0);
			ck_assert_int_eq(hdc_position_play(pos, moves[next_random(&rng) % n]),
			                 HDC_OK);
		}
		hdc_position_free(pos);
	}
	ck_assert_int_ge(searches, ngames);
	fprintf(stderr, "%s: %d searches (%d stopped by the node limit before depth 1 "
	        "completed), %d games over before the cap\n", variant, searches, partial_searches,
	        over);
	hdc_engine_free(e);
}
END_TEST

/* ---- determinism -------------------------------------------------------- */

static void same_outcome(const struct outcome *a, const struct outcome *b, const char *what)
{
	ck_assert_msg(a->best == b->best, "%s: move 0x%08x then 0x%08x", what, (unsigned)a->best,
	              (unsigned)b->best);
	ck_assert_msg(a->score == b->score && a->kind == b->kind,
	              "%s: score %d (kind %d) then %d (kind %d)", what, (int)a->score,
	              (int)a->kind, (int)b->score, (int)b->kind);
	ck_assert_msg(a->nodes == b->nodes, "%s: %llu nodes then %llu", what,
	              (unsigned long long)a->nodes, (unsigned long long)b->nodes);
	ck_assert_int_eq(a->depth, b->depth);
	ck_assert_int_eq(a->seldepth, b->seldepth);
	ck_assert_uint_eq(a->npv, b->npv);
	ck_assert(memcmp(a->pv, b->pv, a->npv * sizeof a->pv[0]) == 0);
}

START_TEST(deterministic_after_clear)
{
	const char *variant = variant_names[_i];
	const int quick = short_run();
	hdc_position *pos = new_position(variant);
	static hdc_move moves[HDC_MAX_MOVES];
	uint64_t rng = 77u + (uint64_t)_i;
	for (int ply = 0; ply < 14 && is_ongoing(pos); ply++) {
		size_t n = 0;
		ck_assert_int_eq(hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &n), HDC_OK);
		ck_assert_int_eq(hdc_position_play(pos, moves[next_random(&rng) % n]), HDC_OK);
	}
	ck_assert(is_ongoing(pos));
	const struct {
		int32_t depth;
		int64_t nodes;
	} limits[] = { { quick ? 2 : 4, 0 }, { 0, quick ? 1500 : 20000 } };
	for (size_t k = 0; k < sizeof limits / sizeof limits[0]; k++) {
		struct outcome first, second, third;
		char what[64];
		snprintf(what, sizeof what, "%s, depth %d nodes %lld", variant, (int)limits[k].depth,
		         (long long)limits[k].nodes);
		hdc_engine *e = new_engine(2);
		set_limits(e, limits[k].depth, limits[k].nodes);
		search_checked(e, pos, &first, what);
		/* Another search fills the table and the history... */
		search_checked(e, pos, &second, what);
		/* ... which hdc_engine_clear() forgets. */
		ck_assert_int_eq(hdc_engine_clear(e), HDC_OK);
		search_checked(e, pos, &second, what);
		same_outcome(&first, &second, what);
		if (limits[k].depth)
			ck_assert_int_eq(first.depth, limits[k].depth);
		else
			ck_assert_uint_ge(first.nodes, 1);
		hdc_engine_free(e);
		/* A new engine (same table size) gives the same answer. */
		e = new_engine(2);
		set_limits(e, limits[k].depth, limits[k].nodes);
		search_checked(e, pos, &third, what);
		same_outcome(&first, &third, what);
		hdc_engine_free(e);
	}
	hdc_position_free(pos);
}
END_TEST

/* ---- hostile input ------------------------------------------------------------ */

static int32_t count_calls(const hdc_engine *engine, int32_t depth, void *user)
{
	(void)engine;
	(void)depth;
	++*(int *)user;
	return 0;
}

START_TEST(null_pointers)
{
	hdc_engine *e = new_engine(1);
	hdc_position *pos = new_position("hdc");
	hdc_move best = 0, pv[4];
	int32_t i32 = 0;
	uint64_t u64 = 0;
	int64_t i64 = 0;
	size_t len = 0;

	ck_assert_int_eq(hdc_engine_new(NULL), HDC_ERR_NULL);
	hdc_engine_free(NULL); /* a no-op */
	ck_assert_int_eq(hdc_engine_set_hash(NULL, 1), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_engine_set_threads(NULL, 1), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_engine_set_multipv(NULL, 1), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_engine_set_skill(NULL, 20), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_engine_set_elo(NULL, 0), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_engine_clear(NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_engine_set_limit(NULL, HDC_LIMIT_DEPTH, 1), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_engine_clear_limits(NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_engine_set_root_moves(NULL, NULL, 0), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_engine_set_progress(NULL, NULL, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_engine_search(NULL, pos, &best), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_engine_search(e, NULL, &best), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_engine_search(e, pos, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_engine_stop(NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_engine_searching(NULL, &i32), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_engine_searching(e, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_engine_best_move(NULL, &best), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_engine_best_move(e, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_engine_line_count(NULL, &i32), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_engine_line_count(e, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_engine_line(NULL, 0, &i32, &i32, &i32, &i32, &u64, &i64, pv, 4, &len),
	                 HDC_ERR_NULL);
	ck_assert_int_eq(hdc_engine_evaluate(NULL, pos, &i32), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_engine_evaluate(e, NULL, &i32), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_engine_evaluate(e, pos, NULL), HDC_ERR_NULL);
	/* Root moves: a count without moves. */
	ck_assert_int_eq(hdc_engine_set_root_moves(e, NULL, 3), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_engine_set_root_moves(e, NULL, 0), HDC_OK);

	/* Before any search: no lines, line 0 out of range. */
	ck_assert_int_eq(hdc_engine_line_count(e, &i32), HDC_OK);
	ck_assert_int_eq(i32, 0);
	ck_assert_int_eq(hdc_engine_line(e, 0, &i32, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL),
	                 HDC_ERR_RANGE);

	/* After a search every output pointer of hdc_engine_line may be NULL. */
	set_limits(e, 1, 0);
	ck_assert_int_eq(hdc_engine_search(e, pos, &best), HDC_OK);
	ck_assert(is_legal(pos, best));
	ck_assert_int_eq(hdc_engine_line(e, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL),
	                 HDC_OK);
	ck_assert_int_eq(hdc_engine_evaluate(e, pos, &i32), HDC_OK);
	ck_assert_int_lt(abs(i32), 30000);
	/* A progress callback may be removed with NULL. */
	int calls = 0;
	ck_assert_int_eq(hdc_engine_set_progress(e, count_calls, &calls), HDC_OK);
	ck_assert_int_eq(hdc_engine_set_progress(e, NULL, NULL), HDC_OK);
	ck_assert_int_eq(hdc_engine_search(e, pos, &best), HDC_OK);
	ck_assert_int_eq(calls, 0);
	hdc_position_free(pos);
	hdc_engine_free(e);
}
END_TEST

START_TEST(limits_and_options_out_of_range)
{
	hdc_engine *e = new_engine(1);
	hdc_position *pos = new_position("raumschach");
	static const int32_t bad_ids[] = { -1, HDC_LIMIT_INFINITE + 1, 100, INT32_MIN, INT32_MAX };
	for (size_t i = 0; i < sizeof bad_ids / sizeof bad_ids[0]; i++)
		ck_assert_int_eq(hdc_engine_set_limit(e, bad_ids[i], 1), HDC_ERR_RANGE);
	static const struct {
		int32_t limit;
		int64_t value;
	} bad[] = {
		{ HDC_LIMIT_DEPTH, 0 },          { HDC_LIMIT_DEPTH, -1 },
		{ HDC_LIMIT_DEPTH, HDC_MAX_SEARCH_DEPTH + 1 }, { HDC_LIMIT_DEPTH, INT64_MAX },
		{ HDC_LIMIT_DEPTH, INT64_MIN },  { HDC_LIMIT_NODES, 0 },
		{ HDC_LIMIT_NODES, -1 },         { HDC_LIMIT_NODES, INT64_MIN },
		{ HDC_LIMIT_MOVETIME, -1 },      { HDC_LIMIT_MOVETIME, INT64_MIN },
		{ HDC_LIMIT_WTIME, -1 },         { HDC_LIMIT_BTIME, -1 },
		{ HDC_LIMIT_WINC, -1 },          { HDC_LIMIT_BINC, -1 },
		{ HDC_LIMIT_MOVESTOGO, -1 },     { HDC_LIMIT_MATE, -1 },
		{ HDC_LIMIT_MATE, INT64_MIN },   { HDC_LIMIT_MATE, HDC_MAX_SEARCH_DEPTH + 1 },
	};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
		ck_assert_msg(hdc_engine_set_limit(e, bad[i].limit, bad[i].value) == HDC_ERR_RANGE,
		              "limit %d value %lld accepted", (int)bad[i].limit,
		              (long long)bad[i].value);
	/* The edges of the ranges are accepted. */
	ck_assert_int_eq(hdc_engine_set_limit(e, HDC_LIMIT_DEPTH, HDC_MAX_SEARCH_DEPTH), HDC_OK);
	ck_assert_int_eq(hdc_engine_set_limit(e, HDC_LIMIT_MOVETIME, 0), HDC_OK);
	ck_assert_int_eq(hdc_engine_set_limit(e, HDC_LIMIT_MOVESTOGO, 0), HDC_OK);
	ck_assert_int_eq(hdc_engine_clear_limits(e), HDC_OK);

	static const struct {
		hdc_status (*set)(hdc_engine *, int32_t);
		int32_t value;
	} bad_options[] = {
		{ hdc_engine_set_hash, 0 },     { hdc_engine_set_hash, -1 },
		{ hdc_engine_set_hash, HDC_MAX_HASH_MB + 1 }, { hdc_engine_set_hash, INT32_MIN },
		{ hdc_engine_set_threads, 0 },  { hdc_engine_set_threads, HDC_MAX_THREADS + 1 },
		{ hdc_engine_set_multipv, 0 },  { hdc_engine_set_multipv, HDC_MAX_MULTIPV + 1 },
		{ hdc_engine_set_skill, -1 },   { hdc_engine_set_skill, HDC_MAX_SKILL + 1 },
		{ hdc_engine_set_elo, -1 },     { hdc_engine_set_elo, 499 },
		{ hdc_engine_set_elo, 2501 },   { hdc_engine_set_elo, INT32_MAX },
	};
	for (size_t i = 0; i < sizeof bad_options / sizeof bad_options[0]; i++)
		ck_assert_msg(bad_options[i].set(e, bad_options[i].value) == HDC_ERR_RANGE,
		              "option %zu value %d accepted", i, (int)bad_options[i].value);
	ck_assert_int_eq(hdc_engine_set_elo(e, 0), HDC_OK); /* full strength */
	ck_assert_int_eq(hdc_engine_set_skill(e, 0), HDC_OK);
	ck_assert_int_eq(hdc_engine_set_skill(e, HDC_MAX_SKILL), HDC_OK);
	ck_assert_int_eq(hdc_engine_set_multipv(e, 1), HDC_OK);

	/* Nothing of that stuck: a search still works. */
	struct outcome o;
	set_limits(e, 2, 0);
	search_checked(e, pos, &o, "after bad limits");
	ck_assert_int_eq(o.depth, 2);
	hdc_position_free(pos);
	hdc_engine_free(e);
}
END_TEST

START_TEST(games_already_over)
{
	hdc_engine *e = new_engine(1);
	set_limits(e, 2, 0);
	for (int v = 0; v < NVARIANTS; v++) {
		hdc_position *pos = make_text_pos(variant_names[v], kings_only[v]);
		hdc_move best = 0;
		ck_assert(!is_ongoing(pos));
		ck_assert_int_eq(hdc_engine_search(e, pos, &best), HDC_ERR_GAME_OVER);
		hdc_position_free(pos);

		/* The seventy-five-move rule: the start position at halfmove 150. */
		char text[TEXT_CAP];
		pos = new_position(variant_names[v]);
		get_text(pos, text, sizeof text);
		char *fields = strrchr(text, ' ');
		ck_assert_ptr_nonnull(fields);
		*fields = '\0';
		fields = strrchr(text, ' ');
		ck_assert_ptr_nonnull(fields);
		snprintf(fields, sizeof text - (size_t)(fields - text), " 150 80");
		ck_assert_int_eq(hdc_position_set_text(pos, text), HDC_OK);
		ck_assert(!is_ongoing(pos));
		ck_assert_int_eq(hdc_engine_search(e, pos, &best), HDC_ERR_GAME_OVER);
		hdc_position_free(pos);
	}
	const char *const mates[] = { hdc_checkmate, hdc_stalemate };
	for (int i = 0; i < 2; i++) {
		hdc_position *pos = make_text_pos("hdc", mates[i]);
		hdc_move best = 0;
		ck_assert(!is_ongoing(pos));
		ck_assert_int_eq(hdc_engine_search(e, pos, &best), HDC_ERR_GAME_OVER);
		/* Also with an infinite search: it returns at once. */
		ck_assert_int_eq(hdc_engine_set_limit(e, HDC_LIMIT_INFINITE, 1), HDC_OK);
		ck_assert_int_eq(hdc_engine_search(e, pos, &best), HDC_ERR_GAME_OVER);
		set_limits(e, 2, 0);
		hdc_position_free(pos);
	}
	/* The engine is fine afterwards. */
	hdc_position *pos = new_position("cescacs");
	struct outcome o;
	search_checked(e, pos, &o, "cescacs after games over");
	hdc_position_free(pos);
	hdc_engine_free(e);
}
END_TEST

START_TEST(root_moves)
{
	hdc_engine *e = new_engine(1);
	for (int v = 0; v < NVARIANTS; v++) {
		hdc_position *pos = new_position(variant_names[v]);
		static hdc_move moves[HDC_MAX_MOVES], black[HDC_MAX_MOVES];
		size_t n = 0, nb = 0;
		hdc_move best = 0;
		ck_assert_int_eq(hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &n), HDC_OK);
		ck_assert_uint_ge(n, 4);

		/* Restricted to two moves: the best move is one of them. */
		hdc_move two[2] = { moves[n - 1], moves[n / 2] };
		set_limits(e, 2, 0);
		ck_assert_int_eq(hdc_engine_set_root_moves(e, two, 2), HDC_OK);
		struct outcome o;
		search_checked(e, pos, &o, variant_names[v]);
		ck_assert(o.best == two[0] || o.best == two[1]);
		/* MultiPV over the two: two lines, both of the two moves. */
		ck_assert_int_eq(hdc_engine_set_multipv(e, 5), HDC_OK);
		search_checked(e, pos, &o, variant_names[v]);
		ck_assert_int_eq(o.nlines, 2);
		ck_assert_int_eq(hdc_engine_set_multipv(e, 1), HDC_OK);

		/* A move of black's, white to move: refused when the search starts. */
		hdc_position *other = NULL;
		ck_assert_int_eq(hdc_position_clone(pos, &other), HDC_OK);
		ck_assert_int_eq(hdc_position_play(other, moves[0]), HDC_OK);
		ck_assert_int_eq(hdc_position_legal_moves(other, black, HDC_MAX_MOVES, &nb), HDC_OK);
		hdc_position_free(other);
		hdc_move wrong[3] = { moves[0], black[0], moves[1] };
		if (is_legal(pos, black[0]))
			wrong[1] = black[nb - 1];
		ck_assert(!is_legal(pos, wrong[1]));
		ck_assert_int_eq(hdc_engine_set_root_moves(e, wrong, 3), HDC_OK);
		ck_assert_int_eq(hdc_engine_search(e, pos, &best), HDC_ERR_ILLEGAL_MOVE);
		/* Garbage values too. */
		const hdc_move garbage[] = { 0xffffffffu, HDC_MOVE_NULL, 0x3ffffu, moves[0] | 0xe0000000u };
		for (size_t i = 0; i < sizeof garbage / sizeof garbage[0]; i++) {
			ck_assert_int_eq(hdc_engine_set_root_moves(e, &garbage[i], 1), HDC_OK);
			ck_assert_msg(hdc_engine_search(e, pos, &best) == HDC_ERR_ILLEGAL_MOVE,
			              "%s: root move 0x%08x accepted", variant_names[v],
			              (unsigned)garbage[i]);
		}
		/* clear_limits lifts the restriction, so does a count of 0. */
		ck_assert_int_eq(hdc_engine_clear_limits(e), HDC_OK);
		ck_assert_int_eq(hdc_engine_set_limit(e, HDC_LIMIT_DEPTH, 1), HDC_OK);
		search_checked(e, pos, &o, variant_names[v]);
		ck_assert_int_eq(hdc_engine_set_root_moves(e, wrong, 3), HDC_OK);
		ck_assert_int_eq(hdc_engine_set_root_moves(e, NULL, 0), HDC_OK);
		search_checked(e, pos, &o, variant_names[v]);
		hdc_position_free(pos);
	}
	hdc_engine_free(e);
}
END_TEST

START_TEST(pv_buffer_too_small)
{
	hdc_engine *e = new_engine(1);
	hdc_position *pos = new_position("3d8l");
	struct outcome o;
	set_limits(e, short_run() ? 3 : 5, 0);
	ck_assert_int_eq(hdc_engine_set_multipv(e, 3), HDC_OK);
	search_checked(e, pos, &o, "3d8l");
	ck_assert_int_eq(o.nlines, 3);
	ck_assert_uint_ge(o.npv, 2);
	hdc_move pv[HDC_MAX_PV];
	size_t len = 0;
	int32_t score = 0;
	/* Too short by one, and no room at all: the length needed is reported. */
	ck_assert_int_eq(hdc_engine_line(e, 0, &score, NULL, NULL, NULL, NULL, NULL, pv,
	                                 o.npv - 1, &len),
	                 HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_uint_eq(len, o.npv);
	len = 0;
	ck_assert_int_eq(hdc_engine_line(e, 0, NULL, NULL, NULL, NULL, NULL, NULL, pv, 0, &len),
	                 HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_uint_eq(len, o.npv);
	/* Just enough. */
	ck_assert_int_eq(hdc_engine_line(e, 0, NULL, NULL, NULL, NULL, NULL, NULL, pv, o.npv,
	                                 &len),
	                 HDC_OK);
	ck_assert_uint_eq(len, o.npv);
	ck_assert(memcmp(pv, o.pv, len * sizeof pv[0]) == 0);
	/* Lines out of range. */
	ck_assert_int_eq(hdc_engine_line(e, 3, NULL, NULL, NULL, NULL, NULL, NULL, pv, HDC_MAX_PV,
	                                 &len),
	                 HDC_ERR_RANGE);
	ck_assert_int_eq(hdc_engine_line(e, -1, NULL, NULL, NULL, NULL, NULL, NULL, pv,
	                                 HDC_MAX_PV, &len),
	                 HDC_ERR_RANGE);
	ck_assert_int_eq(hdc_engine_line(e, INT32_MAX, NULL, NULL, NULL, NULL, NULL, NULL, pv,
	                                 HDC_MAX_PV, &len),
	                 HDC_ERR_RANGE);
	/* The three lines start with distinct legal moves, best first. */
	hdc_move first[3];
	int32_t scores[3], kinds[3];
	for (int32_t i = 0; i < 3; i++) {
		ck_assert_int_eq(hdc_engine_line(e, i, &scores[i], &kinds[i], NULL, NULL, NULL, NULL,
		                                 pv, HDC_MAX_PV, &len),
		                 HDC_OK);
		ck_assert_uint_ge(len, 1);
		first[i] = pv[0];
		ck_assert(is_legal(pos, first[i]));
	}
	ck_assert(first[0] != first[1] && first[0] != first[2] && first[1] != first[2]);
	ck_assert_uint_eq(first[0], o.best);
	for (int i = 0; i < 2; i++)
		if (kinds[i] == HDC_SCORE_CP && kinds[i + 1] == HDC_SCORE_CP)
			ck_assert_int_ge(scores[i], scores[i + 1]);
	hdc_position_free(pos);
	hdc_engine_free(e);
}
END_TEST

/* ---- the progress callback ------------------------------------------------------ */

struct progress_log {
	int32_t depths[HDC_MAX_SEARCH_DEPTH + 2];
	int n;
	int32_t stop_at;       /* return nonzero at this depth */
	int bad_query;         /* a result query failed inside the callback */
};

static int32_t log_progress(const hdc_engine *engine, int32_t depth, void *user)
{
	struct progress_log *log = user;
	if (log->n < (int)(sizeof log->depths / sizeof log->depths[0]))
		log->depths[log->n++] = depth;
	int32_t count = 0;
	hdc_move best = 0;
	if (hdc_engine_line_count(engine, &count) != HDC_OK ||
	    hdc_engine_best_move(engine, &best) != HDC_OK || (depth > 0 && count < 1))
		log->bad_query = 1;
	if (depth > 0 && hdc_engine_line(engine, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0,
	                                 NULL) != HDC_OK)
		log->bad_query = 1;
	return depth == log->stop_at;
}

START_TEST(progress_callback)
{
	hdc_engine *e = new_engine(1);
	hdc_position *pos = new_position("hdc");
	struct progress_log log = { .stop_at = -1 };
	struct outcome o;
	ck_assert_int_eq(hdc_engine_set_progress(e, log_progress, &log), HDC_OK);
	/* Every iteration, then depth 0 at the end. */
	set_limits(e, 3, 0);
	search_checked(e, pos, &o, "progress");
	ck_assert_int_eq(log.bad_query, 0);
	ck_assert_int_eq(log.n, 4);
	ck_assert_int_eq(log.depths[0], 1);
	ck_assert_int_eq(log.depths[1], 2);
	ck_assert_int_eq(log.depths[2], 3);
	ck_assert_int_eq(log.depths[3], 0);
	/* A nonzero return stops the search: the result is that iteration's. */
	log.n = 0;
	log.stop_at = 2;
	set_limits(e, HDC_MAX_SEARCH_DEPTH, 0);
	search_checked(e, pos, &o, "progress stop");
	ck_assert_int_eq(o.depth, 2);
	ck_assert_int_ge(log.n, 2);
	ck_assert_int_eq(log.depths[0], 1);
	ck_assert_int_eq(log.depths[1], 2);
	for (int i = 2; i < log.n; i++)
		ck_assert_int_eq(log.depths[i], 0);
	/* Also an infinite search. */
	log.n = 0;
	log.stop_at = 1;
	ck_assert_int_eq(hdc_engine_set_limit(e, HDC_LIMIT_INFINITE, 1), HDC_OK);
	search_checked(e, pos, &o, "progress stop infinite");
	ck_assert_int_eq(o.depth, 1);
	/* A stop before the search is not remembered. */
	ck_assert_int_eq(hdc_engine_stop(e), HDC_OK);
	log.n = 0;
	log.stop_at = -1;
	set_limits(e, 2, 0);
	search_checked(e, pos, &o, "after an early stop");
	ck_assert_int_eq(o.depth, 2);
	ck_assert_int_eq(log.bad_query, 0);
	hdc_position_free(pos);
	hdc_engine_free(e);
}
END_TEST

/* ---- options and limits while a search runs: HDC_ERR_BUSY ----------------------- */

struct busy_search {
	hdc_engine *engine;
	const hdc_position *pos;
	hdc_move best;
	hdc_status status;
	pthread_mutex_t lock;
	pthread_cond_t cond;
	int iterations;
};

static int32_t signal_iteration(const hdc_engine *engine, int32_t depth, void *user)
{
	(void)engine;
	struct busy_search *s = user;
	if (depth > 0) {
		pthread_mutex_lock(&s->lock);
		s->iterations++;
		pthread_cond_signal(&s->cond);
		pthread_mutex_unlock(&s->lock);
	}
	return 0;
}

static void *run_search(void *arg)
{
	struct busy_search *s = arg;
	s->status = hdc_engine_search(s->engine, s->pos, &s->best);
	/* Wake the main thread should the search end before an iteration. */
	pthread_mutex_lock(&s->lock);
	s->iterations++;
	pthread_cond_signal(&s->cond);
	pthread_mutex_unlock(&s->lock);
	return NULL;
}

START_TEST(busy_while_searching)
{
	hdc_engine *e = new_engine(1);
	hdc_position *pos = new_position("raumschach"), *pos2 = new_position("hdc");
	struct busy_search s = { .engine = e, .pos = pos };
	pthread_mutex_init(&s.lock, NULL);
	pthread_cond_init(&s.cond, NULL);
	ck_assert_int_eq(hdc_engine_set_progress(e, signal_iteration, &s), HDC_OK);
	ck_assert_int_eq(hdc_engine_set_limit(e, HDC_LIMIT_INFINITE, 1), HDC_OK);
	pthread_t thread;
	ck_assert_int_eq(pthread_create(&thread, NULL, run_search, &s), 0);
	pthread_mutex_lock(&s.lock);
	while (s.iterations == 0)
		pthread_cond_wait(&s.cond, &s.lock);
	pthread_mutex_unlock(&s.lock);

	int32_t searching = 0;
	ck_assert_int_eq(hdc_engine_searching(e, &searching), HDC_OK);
	ck_assert_int_eq(searching, 1);
	hdc_move best = 0, root = 0;
	ck_assert_int_eq(hdc_engine_set_hash(e, 2), HDC_ERR_BUSY);
	ck_assert_int_eq(hdc_engine_set_threads(e, 1), HDC_ERR_BUSY);
	ck_assert_int_eq(hdc_engine_set_multipv(e, 2), HDC_ERR_BUSY);
	ck_assert_int_eq(hdc_engine_set_skill(e, 3), HDC_ERR_BUSY);
	ck_assert_int_eq(hdc_engine_set_elo(e, 1500), HDC_ERR_BUSY);
	ck_assert_int_eq(hdc_engine_clear(e), HDC_ERR_BUSY);
	ck_assert_int_eq(hdc_engine_set_limit(e, HDC_LIMIT_DEPTH, 3), HDC_ERR_BUSY);
	ck_assert_int_eq(hdc_engine_clear_limits(e), HDC_ERR_BUSY);
	ck_assert_int_eq(hdc_engine_set_root_moves(e, &root, 0), HDC_ERR_BUSY);
	ck_assert_int_eq(hdc_engine_set_progress(e, NULL, NULL), HDC_ERR_BUSY);
	ck_assert_int_eq(hdc_engine_search(e, pos2, &best), HDC_ERR_BUSY);
	/* The result queries answer meanwhile. */
	int32_t count = 0;
	ck_assert_int_eq(hdc_engine_best_move(e, &best), HDC_OK);
	ck_assert_int_eq(hdc_engine_line_count(e, &count), HDC_OK);
	ck_assert_int_ge(count, 1);

	ck_assert_int_eq(hdc_engine_stop(e), HDC_OK);
	ck_assert_int_eq(pthread_join(thread, NULL), 0);
	ck_assert_int_eq(s.status, HDC_OK);
	ck_assert(is_legal(pos, s.best));
	ck_assert_int_eq(hdc_engine_searching(e, &searching), HDC_OK);
	ck_assert_int_eq(searching, 0);
	/* The refused settings did not stick; settings work again. */
	ck_assert_int_eq(hdc_engine_set_hash(e, 2), HDC_OK);
	ck_assert_int_eq(hdc_engine_set_progress(e, NULL, NULL), HDC_OK);
	set_limits(e, 1, 0);
	struct outcome o;
	search_checked(e, pos2, &o, "after busy");
	ck_assert_int_eq(o.depth, 1);
	pthread_mutex_destroy(&s.lock);
	pthread_cond_destroy(&s.cond);
	hdc_position_free(pos);
	hdc_position_free(pos2);
	hdc_engine_free(e);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("engine-play");
	TCase *tc = tcase_create("engine-play");
	tcase_set_timeout(tc, 600);
	tcase_add_loop_test(tc, best_move_legal_in_random_games, 0, NVARIANTS);
	tcase_add_loop_test(tc, deterministic_after_clear, 0, NVARIANTS);
	tcase_add_test(tc, null_pointers);
	tcase_add_test(tc, limits_and_options_out_of_range);
	tcase_add_test(tc, games_already_over);
	tcase_add_test(tc, root_moves);
	tcase_add_test(tc, pv_buffer_too_small);
	tcase_add_test(tc, progress_callback);
	tcase_add_test(tc, busy_while_searching);
	suite_add_tcase(s, tc);
	return run_suite(s);
}
