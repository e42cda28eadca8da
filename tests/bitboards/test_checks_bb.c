/*
 * test_checks_bb.c - the quiet moves that may give check
 * (lib/rules/movegen_checks.c) against the list they stand for: the
 * moves of generate_search() of the quiet kinds (quiet, double and triple
 * step, castling) that move_may_check() lets through.
 *
 * White-box, on every built-in and example user variant, at the nodes of
 * seeded random games and of the perft tables' positions (the same walks
 * as test_captures_bb): each generator this machine can run (the
 * portable bitboards, the AVX-512 ones where the CPU has them, and the
 * dispatched generate_quiet_checks) lists, as a sorted list, exactly the
 * filtered moves; so does it with the watch the search hands over
 * (generate_quiet_checks_watched), whose generate_search_watched lists
 * what generate_search does (and at every eighth node
 * position_legal_with on that watch answers as position_is_legal for
 * each of its moves).  The counts printed at the end show that
 * the lists were not all empty: checks by discovery, by pawns and by
 * castling included.
 */
#include "check_fast.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common_bb.h"
#include "lookahead.h"
#include "make.h"
#include "walk_bb.h"

static struct bb_variant variants[BB_MAX_VARIANTS];
static int nvariants;
static enum capture_gen gens[CAPTURE_GENS_MAX];
static int ngens;
static unsigned long nodes_checked, moves_checked, kinds_seen[16];
static int cmp_move(const void *a, const void *b)
{
	hdc_move x = *(const hdc_move *)a, y = *(const hdc_move *)b;
	return x < y ? -1 : x > y;
}

static void compare(const char *where, const char *what, const hdc_move *ref, size_t nref,
                    hdc_move *got, size_t ngot)
{
	qsort(got, ngot, sizeof *got, cmp_move);
	ck_assert_msg(ngot == nref, "%s: %s lists %zu moves, the filter %zu", where, what, ngot,
	              nref);
	for (size_t i = 0; i < nref; i++)
		ck_assert_msg(got[i] == ref[i], "%s: %s move %zu is %08x, the filter's %08x", where,
		              what, i, (unsigned)got[i], (unsigned)ref[i]);
}

static void check_node(const struct hdc_position *pos, const char *where)
{
	hdc_move all[HDC_MAX_MOVES], ref[HDC_MAX_MOVES], got[HDC_MAX_MOVES];
	size_t n = generate_search(pos, all), nref = 0;
	for (size_t i = 0; i < n; i++) {
		unsigned k = MOVE_KIND(all[i]);
		if ((k == HDC_MOVE_QUIET || k == HDC_MOVE_DOUBLE_STEP || k == HDC_MOVE_TRIPLE_STEP ||
		     k == HDC_MOVE_CASTLING) &&
		    move_may_check(pos, all[i])) {
			ref[nref++] = all[i];
			kinds_seen[k]++;
		}
	}
	qsort(ref, nref, sizeof *ref, cmp_move);
	size_t ngot = generate_quiet_checks_with(pos, got, CAPTURE_GEN_MAILBOX);
	compare(where, "mailbox", ref, nref, got, ngot);
	for (int k = 0; k < ngens; k++) {
		ngot = generate_quiet_checks_with(pos, got, gens[k]);
		compare(where, bb_capture_gen_name(gens[k]), ref, nref, got, ngot);
	}
	ngot = generate_quiet_checks(pos, got);
	compare(where, "dispatched", ref, nref, got, ngot);
	/* With the watch the search hands over (position_watch()). */
	struct king_watch w;
	position_watch(pos, &w);
	ngot = generate_quiet_checks_watched(pos, &w, got);
	compare(where, "watched", ref, nref, got, ngot);
	ngot = generate_search_watched(pos, &w, got);
	ck_assert_msg(ngot == n && !memcmp(got, all, n * sizeof *got),
	              "%s: generate_search_watched lists %zu moves, generate_search %zu", where, ngot,
	              n);
	for (size_t i = 0; i < n && nodes_checked % 8 == 0; i++)
		ck_assert_msg(position_legal_with(pos, &w, all[i]) == position_is_legal(pos, all[i]),
		              "%s: position_legal_with and position_is_legal differ on %08x", where,
		              (unsigned)all[i]);
	moves_checked += nref;
	nodes_checked++;
}

int main(void)
{
	nvariants = bb_load_variants(variants, BB_MAX_VARIANTS);
	ngens = capture_gens_runnable(gens);
	printf("quiet-check generators compared with the filter: %d (HDC_NO_AVX512=%s)\n", ngens,
	       getenv("HDC_NO_AVX512") ? getenv("HDC_NO_AVX512") : "");
	fflush(stdout);
	int failed = bb_run_walks("checks-bb", variants, nvariants, check_node);
	printf("%lu nodes, %lu quiet moves that may check (quiet %lu, double step %lu, triple "
	       "step %lu, castling %lu)\n",
	       nodes_checked, moves_checked, kinds_seen[HDC_MOVE_QUIET],
	       kinds_seen[HDC_MOVE_DOUBLE_STEP], kinds_seen[HDC_MOVE_TRIPLE_STEP],
	       kinds_seen[HDC_MOVE_CASTLING]);
	bb_free_variants(variants, nvariants);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
