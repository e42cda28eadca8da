/*
 * test_captures_bb.c - the quiescence captures found on the bitboards
 * (lib/rules/movegen_captures_kernel.h) against the mailbox walkers.
 *
 * White-box, on every built-in and example user variant: along seeded
 * random games, and from the positions of the perft tables (every node of
 * the first ply, one in eight of the second: e.p., promotions of every
 * kind, scornful captures, awaiting pawns, pins, checks), at every node
 * each generator this machine can run (the portable bitboards, the
 * AVX-512 ones where the CPU has them, and the dispatched
 * generate_captures / generate_captures_unpinned) lists, as a sorted
 * list, exactly the mailbox generator's moves: with the king watch, and
 * without it where the side to move is not in check.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common_bb.h"
#include "make.h"
#include "postext.h"
#include "variant_bits.h"

static struct bb_variant variants[BB_MAX_VARIANTS];
static int nvariants;
static enum capture_gen gens[3];
static int ngens;
static unsigned long nodes_checked, moves_checked;

static int cmp_move(const void *a, const void *b)
{
	hdc_move x = *(const hdc_move *)a, y = *(const hdc_move *)b;
	return x < y ? -1 : x > y;
}

static void compare(const char *where, int watch, const char *what, const hdc_move *ref,
                    size_t nref, hdc_move *got, size_t ngot)
{
	qsort(got, ngot, sizeof *got, cmp_move);
	ck_assert_msg(ngot == nref, "%s (watch %d): %s lists %zu moves, the mailbox %zu", where,
	              watch, what, ngot, nref);
	for (size_t i = 0; i < nref; i++)
		ck_assert_msg(got[i] == ref[i], "%s (watch %d): %s move %zu is %08x, the mailbox's %08x",
		              where, watch, what, i, (unsigned)got[i], (unsigned)ref[i]);
}

static void check_node(const struct hdc_position *pos, const char *where)
{
	hdc_move ref[HDC_MAX_MOVES], got[HDC_MAX_MOVES];
	int checked = in_check(pos);
	for (int watch = checked ? 1 : 0; watch < 2; watch++) {
		size_t nref = generate_captures_with(pos, ref, watch, CAPTURE_GEN_MAILBOX);
		qsort(ref, nref, sizeof *ref, cmp_move);
		for (int k = 0; k < ngens; k++) {
			size_t n = generate_captures_with(pos, got, watch, gens[k]);
			compare(where, watch, gens[k] == CAPTURE_GEN_AVX512 ? "AVX-512" : "portable",
			        ref, nref, got, n);
		}
		size_t n = watch ? generate_captures(pos, got) : generate_captures_unpinned(pos, got);
		compare(where, watch, "dispatched", ref, nref, got, n);
		moves_checked += nref;
	}
	nodes_checked++;
}

static struct hdc_position *load(const struct variant *v, const char *text)
{
	struct hdc_position *pos = cellset_calloc(sizeof *pos);
	ck_assert_ptr_nonnull(pos);
	struct text_error err;
	hdc_status st = postext_parse(pos, v, text, &err);
	ck_assert_msg(st == HDC_OK, "%s: %s", text, err.message);
	return pos;
}

/* Every node to depth 1, then every stride-th move's node (a seeded
 * offset): the whole second ply would take minutes under valgrind. */
static void walk(struct hdc_position *pos, int depth, size_t stride, uint64_t *seed,
                 const char *where)
{
	check_node(pos, where);
	if (!depth)
		return;
	hdc_move moves[HDC_MAX_MOVES];
	size_t n = generate_legal(pos, moves);
	size_t step = depth > 1 ? 1 : stride;
	for (size_t i = bb_rand(seed) % step; i < n; i += step) {
		struct undo u;
		make_move(pos, moves[i], &u);
		walk(pos, depth - 1, stride, seed, where);
		unmake_move(pos, moves[i], &u);
	}
}

START_TEST(test_random_games)
{
	for (int i = 0; i < nvariants; i++) {
		const struct variant *v = variants[i].v;
		uint64_t seed = 0x9E3779B97F4A7C15ull + (uint64_t)i;
		for (int game = 0; game < 6; game++) {
			struct hdc_position *pos = load(v, v->def->start);
			hdc_move played[400];
			struct undo undo[400];
			int ply = 0;
			for (; ply < 400; ply++) {
				hdc_move moves[HDC_MAX_MOVES];
				check_node(pos, variants[i].name);
				size_t n = generate_legal(pos, moves);
				if (!n)
					break;
				played[ply] = moves[bb_rand(&seed) % n];
				make_move(pos, played[ply], &undo[ply]);
			}
			while (ply-- > 0)
				unmake_move(pos, played[ply], &undo[ply]);
			free(pos);
		}
	}
}
END_TEST

/* Two plies from every position of the perft tables tests/data/perft-*.txt
 * (name;position;counts lines) of the built-ins. */
START_TEST(test_perft_positions)
{
	const char *dir = getenv("HDC_TEST_DATA");
	ck_assert_msg(dir != NULL, "HDC_TEST_DATA is not set");
	int files = 0;
	uint64_t seed = 12345;
	for (int i = 0; i < nvariants; i++) {
		if (variants[i].handle)
			continue;
		char path[4096];
		snprintf(path, sizeof path, "%.3000s/perft-%.60s.txt", dir, variants[i].name);
		FILE *f = fopen(path, "r");
		if (!f)
			continue;
		files++;
		char line[4096];
		while (fgets(line, sizeof line, f)) {
			char *semi = strchr(line, ';');
			if (line[0] == '#' || !semi)
				continue;
			char *text = semi + 1, *end = strchr(text, ';');
			if (!end)
				continue;
			*end = 0;
			char where[160];
			int len = (int)(semi - line) < 80 ? (int)(semi - line) : 80;
			snprintf(where, sizeof where, "%.60s %.*s", variants[i].name, len, line);
			struct hdc_position *pos = load(variants[i].v, text);
			walk(pos, 2, 8, &seed, where);
			free(pos);
		}
		fclose(f);
	}
	ck_assert_int_eq(files, 4);
}
END_TEST

int main(void)
{
	nvariants = bb_load_variants(variants, BB_MAX_VARIANTS);
	gens[ngens++] = CAPTURE_GEN_PORTABLE;
	if (cellset_cpu_has_avx512())
		gens[ngens++] = CAPTURE_GEN_AVX512;
	printf("capture generators compared with the mailbox: %d (dispatched: %d; HDC_NO_AVX512=%s)\n",
	       ngens, (int)capture_gen_best(), getenv("HDC_NO_AVX512") ? getenv("HDC_NO_AVX512") : "");
	fflush(stdout);
	Suite *s = suite_create("captures-bb");
	TCase *tc = tcase_create("core");
	tcase_set_timeout(tc, 600);
	tcase_add_test(tc, test_random_games);
	tcase_add_test(tc, test_perft_positions);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_set_fork_status(sr, CK_NOFORK);
	srunner_run_all(sr, CK_NORMAL);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	printf("%lu nodes, %lu captures checked\n", nodes_checked, moves_checked);
	bb_free_variants(variants, nvariants);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
