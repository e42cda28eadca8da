/*
 * test_threads.c - separate handles work on separate threads at once.
 *
 * The library promises no global mutable state: distinct handles may be
 * used from distinct threads at the same time.  Two threads run perft (and
 * play/undo/legal-move loops) at once, on handles of their own and on
 * clones of one handle, and every count must equal the single-threaded one
 * computed beforehand.  Nothing is timed.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "common.h"

enum {
	/* hdc_position_perft keeps HDC_MAX_MOVES moves on the stack per ply. */
	STACK_BYTES = 8 * 1024 * 1024
};

/* Under valgrind (which runs one thread at a time anyway) less work. */
static int light(void)
{
	return getenv("HDC_TEST_SHORT") != NULL;
}

/* What one thread does, and what it found. */
struct job {
	hdc_position *pos;      /* the thread's own handle */
	int depth;              /* perft depth */
	uint64_t expected;      /* single-threaded perft */
	int plies;              /* then plays and takes back a game this long */
	uint64_t expected_sum;  /* sum of the legal move counts along it */
	/* results */
	hdc_status status;
	uint64_t nodes;
	uint64_t sum;
};

/* Plays `plies` moves (the (ply * 7 + 3)-th legal move, modulo the count)
 * and takes them all back; returns the sum of the legal move counts seen,
 * or UINT64_MAX if a call failed. */
static uint64_t game_walk(hdc_position *pos, int plies)
{
	hdc_move *moves = malloc(HDC_MAX_MOVES * sizeof *moves);
	uint64_t sum = 0;
	int played = 0;
	if (!moves)
		return UINT64_MAX;
	for (int ply = 0; ply < plies; ply++) {
		size_t n = 0;
		if (hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &n) != HDC_OK) {
			sum = UINT64_MAX;
			break;
		}
		sum += n;
		if (n == 0)
			break;
		if (hdc_position_play(pos, moves[((size_t)ply * 7 + 3) % n]) != HDC_OK) {
			sum = UINT64_MAX;
			break;
		}
		played++;
	}
	while (played-- > 0)
		if (hdc_position_undo(pos) != HDC_OK)
			sum = UINT64_MAX;
	free(moves);
	return sum;
}

static void *run_job(void *arg)
{
	struct job *job = arg;
	job->status = HDC_OK;
	job->nodes = 0;
	job->sum = 0;
	int rounds = light() ? 1 : 3;
	for (int r = 0; r < rounds && job->status == HDC_OK; r++) {
		uint64_t nodes = 0;
		job->status = hdc_position_perft(job->pos, job->depth, &nodes);
		if (job->status != HDC_OK || nodes != job->expected) {
			job->nodes = nodes;
			return NULL;
		}
		job->nodes = nodes;
		job->sum = game_walk(job->pos, job->plies);
		if (job->sum != job->expected_sum)
			return NULL;
	}
	return NULL;
}

/* The single-threaded figures of a job. */
static void prepare(struct job *job, hdc_position *pos, int depth, int plies)
{
	job->pos = pos;
	job->depth = light() && depth > 2 ? depth - 1 : depth;
	job->plies = plies;
	ck_assert_int_eq(hdc_position_perft(pos, job->depth, &job->expected), HDC_OK);
	job->expected_sum = game_walk(pos, plies);
	ck_assert(job->expected_sum != UINT64_MAX);
	ck_assert(job->expected > 0);
}

/* Runs the jobs on threads of their own, all at once. */
static void run_together(struct job *jobs, int n)
{
	pthread_t tids[8];
	pthread_attr_t attr;
	ck_assert(n <= 8);
	ck_assert_int_eq(pthread_attr_init(&attr), 0);
	ck_assert_int_eq(pthread_attr_setstacksize(&attr, STACK_BYTES), 0);
	for (int i = 0; i < n; i++)
		ck_assert_int_eq(pthread_create(&tids[i], &attr, run_job, &jobs[i]), 0);
	pthread_attr_destroy(&attr);
	for (int i = 0; i < n; i++)
		ck_assert_int_eq(pthread_join(tids[i], NULL), 0);
	for (int i = 0; i < n; i++) {
		ck_assert_msg(jobs[i].status == HDC_OK, "thread %d: perft failed: %s", i,
		              hdc_status_string(jobs[i].status));
		ck_assert_msg(jobs[i].nodes == jobs[i].expected,
		              "thread %d: perft %d counted %llu, alone %llu", i, jobs[i].depth,
		              (unsigned long long)jobs[i].nodes,
		              (unsigned long long)jobs[i].expected);
		ck_assert_msg(jobs[i].sum == jobs[i].expected_sum,
		              "thread %d: the game walk saw %llu moves, alone %llu", i,
		              (unsigned long long)jobs[i].sum,
		              (unsigned long long)jobs[i].expected_sum);
	}
}

static hdc_position *start(const char *variant)
{
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new(variant, &pos), HDC_OK);
	return pos;
}

START_TEST(separate_handles_same_variant)
{
	struct job jobs[2];
	prepare(&jobs[0], start("hdc"), 3, 60);
	prepare(&jobs[1], start("hdc"), 3, 60);
	run_together(jobs, 2);
	hdc_position_free(jobs[0].pos);
	hdc_position_free(jobs[1].pos);
}
END_TEST

START_TEST(separate_handles_different_variants)
{
	struct job jobs[3];
	prepare(&jobs[0], start("hdc"), 3, 80);
	prepare(&jobs[1], start("raumschach"), 4, 80);
	prepare(&jobs[2], start("3d8l"), 3, 80);
	run_together(jobs, 3);
	for (int i = 0; i < 3; i++)
		hdc_position_free(jobs[i].pos);
}
END_TEST

/* Clones of one handle that has a history: each thread gets its own. */
START_TEST(clones_of_one_handle)
{
	hdc_position *pos = start("hdc");
	hdc_move moves[HDC_MAX_MOVES];
	for (int ply = 0; ply < 6; ply++) {
		size_t n = 0;
		ck_assert_int_eq(hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &n), HDC_OK);
		ck_assert(n > 0);
		ck_assert_int_eq(hdc_position_play(pos, moves[(size_t)(ply * 31 + 5) % n]), HDC_OK);
	}
	struct job jobs[2];
	hdc_position *a = NULL, *b = NULL;
	ck_assert_int_eq(hdc_position_clone(pos, &a), HDC_OK);
	ck_assert_int_eq(hdc_position_clone(pos, &b), HDC_OK);
	prepare(&jobs[0], a, 3, 60);
	prepare(&jobs[1], b, 3, 60);
	ck_assert(jobs[0].expected == jobs[1].expected);
	run_together(jobs, 2);
	/* The clones took back what they played: they still have the history
	 * of the original, and undo walks it back like the original's. */
	size_t la = 0, lp = 0;
	ck_assert_int_eq(hdc_position_history_length(a, &la), HDC_OK);
	ck_assert_int_eq(hdc_position_history_length(pos, &lp), HDC_OK);
	ck_assert_uint_eq(la, lp);
	ck_assert_int_eq(hdc_position_undo(a), HDC_OK);
	ck_assert_int_eq(hdc_position_undo(pos), HDC_OK);
	ck_assert_uint_eq(get_key(a), get_key(pos));
	hdc_position_free(a);
	hdc_position_free(b);
	hdc_position_free(pos);
}
END_TEST

/* Every position of the HDC perft table at depth 2 on one thread, the same
 * list the other way round on another, compared with the table. */
struct table_job {
	const struct perft_entry *entries;
	int n;
	int reverse;
	int bad;                /* index of the first wrong entry + 1, else 0 */
	uint64_t got;
};

static void *run_table(void *arg)
{
	struct table_job *job = arg;
	for (int k = 0; k < job->n && !job->bad; k++) {
		int i = job->reverse ? job->n - 1 - k : k;
		const struct perft_entry *e = &job->entries[i];
		hdc_position *pos = NULL;
		if (hdc_position_from_text("hdc", e->text, &pos) != HDC_OK) {
			job->bad = i + 1;
			break;
		}
		for (int d = 0; d < e->ndepths; d++) {
			if (e->depth[d] > 2)
				continue;
			uint64_t nodes = 0;
			if (hdc_position_perft(pos, e->depth[d], &nodes) != HDC_OK ||
			    nodes != e->nodes[d]) {
				job->bad = i + 1;
				job->got = nodes;
				break;
			}
		}
		hdc_position_free(pos);
	}
	return NULL;
}

START_TEST(perft_table_on_two_threads)
{
	struct perft_entry *entries = NULL;
	int n = load_perft_file("perft-hdc.txt", &entries);
	ck_assert_msg(n > 0, "cannot read perft-hdc.txt");
	struct table_job jobs[2] = { { entries, n, 0, 0, 0 }, { entries, n, 1, 0, 0 } };
	pthread_t tids[2];
	pthread_attr_t attr;
	ck_assert_int_eq(pthread_attr_init(&attr), 0);
	ck_assert_int_eq(pthread_attr_setstacksize(&attr, STACK_BYTES), 0);
	for (int i = 0; i < 2; i++)
		ck_assert_int_eq(pthread_create(&tids[i], &attr, run_table, &jobs[i]), 0);
	pthread_attr_destroy(&attr);
	for (int i = 0; i < 2; i++)
		ck_assert_int_eq(pthread_join(tids[i], NULL), 0);
	for (int i = 0; i < 2; i++)
		ck_assert_msg(!jobs[i].bad, "thread %d: %s: wrong perft (%llu)", i,
		              jobs[i].bad ? entries[jobs[i].bad - 1].name : "",
		              (unsigned long long)jobs[i].got);
	free(entries);
}
END_TEST

static Suite *threads_suite(void)
{
	Suite *s = suite_create("threads");
	TCase *tc = tcase_create("threads");
	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, separate_handles_same_variant);
	tcase_add_test(tc, separate_handles_different_variants);
	tcase_add_test(tc, clones_of_one_handle);
	tcase_add_test(tc, perft_table_on_two_threads);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	return run_suite(threads_suite());
}
