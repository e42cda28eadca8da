/*
 * test_movecount.c - the position's bitboards and the bulk counter.
 *
 * White-box, on every built-in and example user variant: along six seeded
 * random games each, and from every position of the perft tables (every node
 * of the first ply, one in eight of the second; the tables hold the
 * special cases: e.p., castlings, promotions, scornful captures, awaiting
 * pawns, pins, checks), at every node
 *   - the bitboards kept by make/unmake equal the mailbox (each cell's
 *     bit set in exactly its piece's set, nothing else);
 *   - every counting kernel this machine can run (the mailbox, the
 *     portable bitboards, the three AVX-512 ones where the CPU has them) gives
 *     generate_legal()'s number of moves;
 * and after unmaking back to the root, the bitboards are as they were.
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
static enum count_kernel kernels[5];
static int nkernels;
static unsigned long nodes_checked;
/* Under valgrind (HDC_UNDER_VALGRIND, the valgrind test setup) a third of
 * the games and of the second ply: the same code paths, in a minute. */
static int games = 6;
static size_t second_ply_stride = 8;

static void check_bits(const struct hdc_position *pos, const char *where)
{
	const struct variant *v = pos->v;
	cellset piece[64];
	memset(piece, 0, sizeof piece);
	for (int c = 0; c < v->geo.ncells; c++)
		if (pos->board[c])
			cs_set(&piece[pos->board[c]], v->bits->sd.bit_of[c]);
	for (int p = 0; p < 64; p++)
		ck_assert_msg(cs_equal(piece[p], pos->by_piece[p]), "%s: piece %d bitboard", where, p);
}

static void check_node(const struct hdc_position *pos, const char *where)
{
	hdc_move moves[HDC_MAX_MOVES];
	uint64_t n = generate_legal(pos, moves);
	check_bits(pos, where);
	for (int k = 0; k < nkernels; k++)
		ck_assert_msg(count_legal_with(pos, kernels[k]) == n,
		              "%s: kernel %d counts %llu, generate_legal %llu", where, (int)kernels[k],
		              (unsigned long long)count_legal_with(pos, kernels[k]),
		              (unsigned long long)n);
	ck_assert_uint_eq(count_legal(pos), n);
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
		for (int game = 0; game < games; game++) {
			struct hdc_position *pos = load(v, v->def->start);
			cellset start = pos->by_piece[PIECE(HDC_PAWN, HDC_WHITE)];
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
			check_bits(pos, variants[i].name);
			ck_assert(cs_equal(start, pos->by_piece[PIECE(HDC_PAWN, HDC_WHITE)]));
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
			walk(pos, 2, second_ply_stride, &seed, where);
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
	if (getenv("HDC_UNDER_VALGRIND")) {
		games = 2;
		second_ply_stride = 24;
	}
	kernels[nkernels++] = COUNT_MAILBOX;
	kernels[nkernels++] = COUNT_PORTABLE;
	if (cellset_cpu_has_avx512()) {
		kernels[nkernels++] = COUNT_AVX512;
		if (cellset_cpu_has_vpopcnt())
			kernels[nkernels++] = COUNT_AVX512_VPOPCNT;
		if (cellset_cpu_has_vbmi2())
			kernels[nkernels++] = COUNT_AVX512_VBMI2;
	}
	printf("count kernels compared: %d (best here: %d; HDC_NO_AVX512=%s)\n", nkernels,
	       (int)count_kernel_best(), getenv("HDC_NO_AVX512") ? getenv("HDC_NO_AVX512") : "");
	fflush(stdout);
	Suite *s = suite_create("movecount");
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
	printf("%lu nodes checked\n", nodes_checked);
	bb_free_variants(variants, nvariants);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
