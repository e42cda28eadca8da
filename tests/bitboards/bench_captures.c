/*
 * bench_captures.c - what the quiescence capture generators cost, and
 * with BENCH_LEGAL set in the environment generate_legal()'s (not a
 * test: it prints figures; docs/BITBOARDS.md quotes them).
 *
 *   build/tests/bitboards/bench_captures [tests/data [variant]]
 *
 * For each built-in with a search position file (tests/data/search-*.txt,
 * the positions of `hdc bench --search`): the positions one and two plies
 * below each (every legal move, then every one of their moves), those not
 * in check, and on them generate_captures_unpinned()'s work done by each
 * generator: the mailbox walkers, the bitboard kernel on the portable
 * path, and on the AVX-512 path where the CPU has it.  ns per call (each
 * position 16 times in a row, so that it is in the cache as in a search), the
 * thread's CPU time (CLOCK_THREAD_CPUTIME_ID), best of 5 runs; the counts
 * of moves listed are checked equal.
 */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "common_bb.h"
#include "make.h"
#include "postext.h"

#define MAX_POS 60000
#define MAX_GENS (1 + CAPTURE_GENS_MAX)

/* What is timed: generate_captures_unpinned()'s work, or with
 * BENCH_LEGAL generate_legal()'s, by generator. */
static int legal;

static size_t run_gen(const struct hdc_position *pos, hdc_move *moves, enum capture_gen gen)
{
	return legal ? generate_legal_with(pos, moves, gen) : generate_captures_with(pos, moves, 0, gen);
}

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static struct hdc_position *positions;
static size_t npos;

static size_t cap;

static void collect(struct hdc_position *pos, int depth)
{
	if (npos < cap && !in_check(pos))
		positions[npos++] = *pos;
	if (!depth)
		return;
	hdc_move moves[HDC_MAX_MOVES];
	size_t n = generate_legal(pos, moves);
	for (size_t i = 0; i < n; i++) {
		struct undo u;
		make_move(pos, moves[i], &u);
		collect(pos, depth - 1);
		unmake_move(pos, moves[i], &u);
	}
}

/* A search position and the positions two plies below it (at most 3000
 * of them). */
static void collect_line(const char *name, const char *text, void *arg)
{
	(void)name;
	struct hdc_position *pos = cellset_calloc(sizeof *pos);
	struct text_error err;
	cap = npos + 3000 < MAX_POS ? npos + 3000 : MAX_POS;
	if (pos && postext_parse(pos, (const struct variant *)arg, text, &err) == HDC_OK)
		collect(pos, 2);
	free(pos);
}

int main(int argc, char **argv)
{
	const char *dir = argc > 1 ? argv[1] : getenv("HDC_TEST_DATA");
	if (!dir)
		dir = "tests/data";
	struct bb_variant variants[BB_MAX_VARIANTS];
	int nv = bb_load_variants(variants, BB_MAX_VARIANTS);
	positions = cellset_calloc(MAX_POS * sizeof *positions);
	if (!positions)
		return 1;
	legal = getenv("BENCH_LEGAL") != NULL;
	enum capture_gen gens[MAX_GENS] = { CAPTURE_GEN_MAILBOX };
	int ngens = 1 + capture_gens_runnable(gens + 1);
	for (int i = 0; i < nv; i++) {
		if (variants[i].handle || (argc > 2 && strcmp(argv[2], variants[i].name)))
			continue;
		npos = 0;
		if (bb_each_data_line(dir, "search", variants[i].name, collect_line,
		                      (void *)variants[i].v) < 0)
			continue;
		/* The copies share no history: only the board is used. */
		double ns[MAX_GENS] = { 0 };
		unsigned long listed[MAX_GENS] = { 0 };
		for (int k = 0; k < ngens; k++) {
			double bestt = 1e30;
			for (int run = 0; run < 5; run++) {
				unsigned long total = 0;
				hdc_move moves[HDC_MAX_MOVES];
				double t = now();
				/* Each position 16 times in a row: in a search the
				 * position is in the cache, here the first call
				 * would pay for bringing it in. */
				for (size_t p = 0; p < npos; p++)
					for (int r = 0; r < 16; r++)
						total += run_gen(&positions[p], moves, gens[k]);
				t = now() - t;
				if (t < bestt)
					bestt = t;
				listed[k] = total;
			}
			ns[k] = bestt * 1e9 / (16.0 * (double)npos);
		}
		/* By the side to move's number of men: where each wins. */
		if (getenv("BENCH_BUCKETS"))
			for (int lo = 0; lo < 128; lo += 8) {
				double tb[MAX_GENS] = { 0 };
				size_t nb = 0;
				for (int k = 0; k < ngens; k++) {
					hdc_move moves[HDC_MAX_MOVES];
					nb = 0;
					double t = now();
					for (size_t p = 0; p < npos; p++)
						if (positions[p].count[positions[p].side] >= lo &&
						    positions[p].count[positions[p].side] < lo + 8) {
							nb++;
							for (int r = 0; r < 16; r++)
								run_gen(&positions[p], moves, gens[k]);
						}
					tb[k] = now() - t;
				}
				if (nb)
					printf("  men %3d-%3d: %6zu positions, mailbox %.0f ns, %s %.0f ns\n",
					       lo, lo + 7, nb, tb[0] * 1e9 / (16.0 * (double)nb),
					       bb_capture_gen_name(gens[ngens - 1]),
					       tb[ngens - 1] * 1e9 / (16.0 * (double)nb));
			}
		printf("%-12s %6zu positions, %5.1f %s each:", variants[i].name, npos,
		       (double)listed[0] / (16.0 * (double)npos), legal ? "moves" : "captures");
		for (int k = 0; k < ngens; k++)
			printf("  %s %.0f ns%s", bb_capture_gen_name(gens[k]), ns[k], listed[k] == listed[0] ? "" : " (WRONG)");
		printf("\n");
	}
	free(positions);
	bb_free_variants(variants, nv);
	return 0;
}
