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

int main(void)
{
	nvariants = bb_load_variants(variants, BB_MAX_VARIANTS);
	ngens = capture_gens_runnable(gens);
	printf("move generators compared with the mailbox: %d (dispatched: %d; HDC_NO_AVX512=%s)\n",
	       ngens, (int)capture_gen_best(), getenv("HDC_NO_AVX512") ? getenv("HDC_NO_AVX512") : "");
	fflush(stdout);
	int failed = bb_run_walks("legal-bb", variants, nvariants, check_node);
	printf("%lu nodes, %lu moves checked\n", nodes_checked, moves_checked);
	bb_free_variants(variants, nvariants);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
