/* walk_bb.c - random games and perft-table neighbourhoods (walk_bb.h). */
#include "walk_bb.h"

#include "check_fast.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "make.h"
#include "postext.h"

struct hdc_position *bb_load_position(const struct variant *v, const char *text)
{
	struct hdc_position *pos = cellset_calloc(sizeof *pos);
	ck_assert_ptr_nonnull(pos);
	struct text_error err;
	hdc_status st = postext_parse(pos, v, text, &err);
	ck_assert_msg(st == HDC_OK, "%s: %s", text, err.message);
	return pos;
}

void bb_walk_games(const struct bb_variant *list, int n, int games, bb_node_fn fn)
{
	for (int i = 0; i < n; i++) {
		const struct variant *v = list[i].v;
		uint64_t seed = 0x9E3779B97F4A7C15ull + (uint64_t)i;
		for (int game = 0; game < games; game++) {
			struct hdc_position *pos = bb_load_position(v, v->def->start);
			hdc_move played[400];
			struct undo undo[400];
			int ply = 0;
			for (; ply < 400; ply++) {
				hdc_move moves[HDC_MAX_MOVES];
				fn(pos, list[i].name);
				size_t nmoves = generate_legal(pos, moves);
				if (!nmoves)
					break;
				played[ply] = moves[bb_rand(&seed) % nmoves];
				make_move(pos, played[ply], &undo[ply]);
			}
			while (ply-- > 0)
				unmake_move(pos, played[ply], &undo[ply]);
			fn(pos, list[i].name);
			free(pos);
		}
	}
}

static void walk(struct hdc_position *pos, int depth, size_t stride, uint64_t *seed,
                 const char *where, bb_node_fn fn)
{
	fn(pos, where);
	if (!depth)
		return;
	hdc_move moves[HDC_MAX_MOVES];
	size_t n = generate_legal(pos, moves);
	size_t step = depth > 1 ? 1 : stride;
	for (size_t i = bb_rand(seed) % step; i < n; i += step) {
		struct undo u;
		make_move(pos, moves[i], &u);
		walk(pos, depth - 1, stride, seed, where, fn);
		unmake_move(pos, moves[i], &u);
	}
}

struct perft_walk {
	const struct bb_variant *variant;
	size_t stride;
	uint64_t *seed;
	bb_node_fn fn;
};

static void walk_line(const char *name, const char *text, void *arg)
{
	const struct perft_walk *pw = arg;
	char where[160];
	snprintf(where, sizeof where, "%.60s %s", pw->variant->name, name);
	struct hdc_position *pos = bb_load_position(pw->variant->v, text);
	walk(pos, 2, pw->stride, pw->seed, where, pw->fn);
	free(pos);
}

void bb_walk_perft_positions(const struct bb_variant *list, int n, size_t stride,
                             bb_node_fn fn)
{
	const char *dir = getenv("HDC_TEST_DATA");
	ck_assert_msg(dir != NULL, "HDC_TEST_DATA is not set");
	int files = 0;
	uint64_t seed = 12345;
	for (int i = 0; i < n; i++) {
		if (list[i].handle)
			continue;
		struct perft_walk pw = { &list[i], stride, &seed, fn };
		files += bb_each_data_line(dir, "perft", list[i].name, walk_line, &pw) >= 0;
	}
	ck_assert_int_eq(files, 4);
}

/* What the two tests of bb_run_walks() walk: Check's tests take no
 * arguments. */
static struct {
	const struct bb_variant *list;
	int n, games;
	size_t stride;
	bb_node_fn fn;
} run;

START_TEST(test_random_games)
{
	bb_walk_games(run.list, run.n, run.games, run.fn);
}
END_TEST

START_TEST(test_perft_positions)
{
	bb_walk_perft_positions(run.list, run.n, run.stride, run.fn);
}
END_TEST

int bb_run_tests(const char *name, const TTest *const *tests, int ntests)
{
	Suite *s = suite_create(name);
	TCase *tc = tcase_create("core");
	tcase_set_timeout(tc, 600);
	for (int i = 0; i < ntests; i++)
		tcase_add_test(tc, tests[i]);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_set_fork_status(sr, CK_NOFORK);
	srunner_run_all(sr, CK_NORMAL);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed;
}

int bb_run_walks(const char *name, const struct bb_variant *list, int n, bb_node_fn fn)
{
	int slow = getenv("HDC_TEST_SHORT") != NULL;
	run.list = list;
	run.n = n;
	run.games = slow ? 2 : 6;
	run.stride = slow ? 24 : 8;
	run.fn = fn;
	const TTest *const tests[] = { test_random_games, test_perft_positions };
	return bb_run_tests(name, tests, 2);
}
