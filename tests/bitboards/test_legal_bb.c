/*
 * test_legal_bb.c - generate_legal()'s list with the free men's moves
 * found on the bitboards (generate_free_moves: lib/rules/
 * movegen_captures_kernel.h with KERNEL_ALL_MOVES) against the mailbox
 * walkers'.
 *
 * White-box, on every built-in and example user variant, at the nodes of
 * the walks the other bitboard suites take (seeded random games; the
 * perft tables' positions and their first plies: e.p., promotions of
 * every kind, awaiting pawns, scornful captures, pins, single and double
 * checks): each generator this machine can run, and the dispatched
 * generate_legal(), lists as a sorted list exactly the mailbox's moves.
 * A difference names the moves one list has and the other lacks.
 *
 * Then, where the CPU has AVX512-VBMI2, the boxes' move writer
 * (hits_boxes(), kernel_hits.h) against the loops it stands for, on hit
 * sets of every density: the walks' lists seldom hold more than 16 moves
 * from one word of one set, which the writer stores in a second round.
 */
#include "check_fast.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common_bb.h"
#include "walk_bb.h"
#include "make.h"
#include "cellname.h"
#include "postext.h"
#include "kernel_hits.h"

static struct bb_variant variants[BB_MAX_VARIANTS];
static int nvariants;
static enum capture_gen gens[CAPTURE_GENS_MAX];
static int ngens;
static unsigned long nodes_checked, moves_checked;

static int cmp_move(const void *a, const void *b)
{
	hdc_move x = *(const hdc_move *)a, y = *(const hdc_move *)b;
	return x < y ? -1 : x > y;
}

/* The first move one sorted list has and the other lacks, as text. */
static void first_difference(const struct hdc_position *pos, const hdc_move *ref, size_t nref,
                             const hdc_move *got, size_t ngot, char *text, size_t cap)
{
	size_t i = 0, j = 0;
	while (i < nref && j < ngot && ref[i] == got[j])
		i++, j++;
	int extra = j < ngot && (i == nref || got[j] < ref[i]);
	hdc_move m = extra ? got[j] : ref[i];
	char from[CELL_NAME_MAX] = "?", to[CELL_NAME_MAX] = "?", where[4096];
	unsigned ncells = (unsigned)pos->v->geo.ncells;
	if (MOVE_FROM(m) < ncells && MOVE_TO(m) < ncells) {
		cell_format(pos->v, MOVE_FROM(m), CELL_ASCII, from);
		cell_format(pos->v, MOVE_TO(m), CELL_ASCII, to);
	}
	postext_format(pos, where);
	snprintf(text, cap, "%s %s-%s (kind %u, extra %u) in %s", extra ? "lists too" : "misses",
	         from, to, MOVE_KIND(m), MOVE_EXTRA(m), where);
}

static void compare(const struct hdc_position *pos, const char *where, const char *what,
                    const hdc_move *ref, size_t nref, hdc_move *got, size_t ngot)
{
	qsort(got, ngot, sizeof *got, cmp_move);
	int same = ngot == nref;
	for (size_t i = 0; same && i < nref; i++)
		same = got[i] == ref[i];
	if (same)
		return;
	char text[4400];
	first_difference(pos, ref, nref, got, ngot, text, sizeof text);
	ck_abort_msg("%s: %s lists %zu moves, the mailbox %zu: it %s", where, what, ngot, nref, text);
}

static void check_node(const struct hdc_position *pos, const char *where)
{
	hdc_move ref[HDC_MAX_MOVES], got[HDC_MAX_MOVES];
	size_t nref = generate_legal_with(pos, ref, CAPTURE_GEN_MAILBOX);
	qsort(ref, nref, sizeof *ref, cmp_move);
	for (int k = 0; k < ngens; k++) {
		size_t n = generate_legal_with(pos, got, gens[k]);
		compare(pos, where, bb_capture_gen_name(gens[k]), ref, nref, got, n);
	}
	size_t n = generate_legal(pos, got);
	compare(pos, where, "generate_legal", ref, nref, got, n);
	moves_checked += nref;
	nodes_checked++;
}

#if HDC_HAVE_AVX512
/* hits_boxes() against hits_from_behind() and hits_from() with cell ==
 * bit: random sets of 0 to 64 bits a word in random words, each source
 * `back` behind (kept on the board) or one fixed cell.  Returns the
 * number of sets that differ. */
CS512V_TARGET static int check_hits_boxes(void)
{
	static uint16_t identity[HDC_MAX_CELLS];
	for (unsigned i = 0; i < HDC_MAX_CELLS; i++)
		identity[i] = (uint16_t)i;
	static const int backs[] = { 1, -1, 8, -8, 64, -64, 73, -73 };
	uint64_t seed = 0x9E3779B97F4A7C15ull;
	int failed = 0;
	unsigned long sets = 0, longest = 0;
	for (int round = 0; round < 4000; round++) {
		struct hit_set hits;
		hits.set = cs_zero();
		hits.words = 0;
		const int back = backs[round % 8];
		/* Bits a word: all densities, up to every bit of it. */
		const unsigned want = (unsigned)(round / 8) % 65;
		for (unsigned w = 0; w < CELLSET_WORDS; w++) {
			seed = seed * 6364136223846793005ull + 1442695040888963407ull;
			if (!(seed >> 61 & 1) && w != (unsigned)round % CELLSET_WORDS)
				continue;
			for (unsigned k = 0; k < want; k++) {
				seed = seed * 6364136223846793005ull + 1442695040888963407ull;
				/* The densest sets: every bit of the word. */
				unsigned bit = 64 * w + (want == 64 ? k : (unsigned)(seed >> 58));
				int from = (int)bit - back;
				if (from >= 0 && from < HDC_MAX_CELLS)
					cs_set(&hits.set, bit);
			}
			if (hits.set.w[w])
				hits.words |= 1u << w;
		}
		hdc_move ref[HDC_MAX_CELLS], got[HDC_MAX_CELLS + 16];
		for (int fixed = 0; fixed < 2; fixed++) {
			const unsigned from = (unsigned)round % HDC_MAX_CELLS;
			const unsigned kind = (unsigned)round % 3;
			size_t nref = (size_t)((fixed ? hits_from(&hits, identity, from, kind, ref)
			                              : hits_from_behind(&hits, identity, back, kind, ref)) -
			                       ref);
			/* Past the last move, what was there stays. */
			for (size_t i = 0; i < sizeof got / sizeof got[0]; i++)
				got[i] = 0xFFFFFFFFu;
			size_t n = (size_t)((fixed ? hits_boxes(&hits, 0, 0, from, kind, got)
			                           : hits_boxes(&hits, 1, back, 0, kind, got)) -
			                    got);
			int same = n == nref && !memcmp(ref, got, n * sizeof *got) &&
			           got[n] == 0xFFFFFFFFu;
			if (!same && failed++ < 5)
				printf("hits_boxes: round %d (%s, back %d): %zu moves, %zu expected\n",
				       round, fixed ? "one source" : "behind", back, n, nref);
			sets++;
			for (unsigned w = 0; w < CELLSET_WORDS; w++) {
				unsigned c = (unsigned)__builtin_popcountll(hits.set.w[w]);
				if (c > longest)
					longest = c;
			}
		}
	}
	printf("hits_boxes: %lu sets, up to %lu moves from one word: %s\n", sets, longest,
	       failed ? "DIFFER" : "same as the loops");
	return failed;
}
#endif

int main(void)
{
	nvariants = bb_load_variants(variants, BB_MAX_VARIANTS);
	ngens = capture_gens_runnable(gens);
	printf("move generators compared with the mailbox: %d (dispatched: %d; HDC_NO_AVX512=%s)\n",
	       ngens, (int)capture_gen_best(), getenv("HDC_NO_AVX512") ? getenv("HDC_NO_AVX512") : "");
	fflush(stdout);
	int failed = bb_run_walks("legal-bb", variants, nvariants, check_node);
#if HDC_HAVE_AVX512
	if (cellset_cpu_has_vbmi2())
		failed |= check_hits_boxes();
	else
		printf("hits_boxes: not run (no AVX512-VBMI2 here)\n");
#endif
	printf("%lu nodes, %lu moves checked\n", nodes_checked, moves_checked);
	bb_free_variants(variants, nvariants);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
