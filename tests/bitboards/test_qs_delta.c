/*
 * test_qs_delta.c - quiescence's test before it generates
 * (qs_nothing_passes(), lib/search/qs_delta.h) against the captures
 * generated.
 *
 * The search stands pat without generating when the test says that no
 * capture or promotion gains more than the threshold; a wrong "nothing"
 * would silently drop captures from every search.  White-box, on every
 * built-in and example user variant (general shapes: C'escacs' elephant
 * and knight rides, the test shapes), at the nodes of seeded random games
 * and of the perft tables' positions (walk_bb.h) where the side to move
 * is not in check: for thresholds around every piece value and a spread
 * of others, wherever the test answers "nothing", no move of the full
 * capture list (generate_captures_of() with every type as prey: captures
 * of pinned men, promotions, e.p., scornful captures) gains more than the
 * threshold (move_gain(), what the delta test compares).  First a
 * C'escacs position whose one capture is scornful (a pawn's oblique step,
 * which attacked() does not count: the walks' endings hold too many men
 * for the test to look at it).  The counts printed at the end show, per
 * variant, that the test answered "nothing" and that lists with a
 * passing capture came up.
 */
#include "check_fast.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common_bb.h"
#include "movepick.h"
#include "qs_delta.h"
#include "walk_bb.h"

static struct bb_variant variants[BB_MAX_VARIANTS];
static int nvariants;
/* The evaluation's tables of variants[i], made when its first node comes. */
static struct eval_tables *tables[BB_MAX_VARIANTS];

struct tally {
	unsigned long nodes;     /* not in check, tested */
	unsigned long nothing;   /* (node, threshold): the test said nothing passes */
	unsigned long generated; /* it did not, and nothing passed either */
	unsigned long passing;   /* a capture passed */
};
static struct tally seen[BB_MAX_VARIANTS];

static int variant_index(const struct variant *v)
{
	for (int i = 0; i < nvariants; i++)
		if (variants[i].v == v)
			return i;
	ck_abort_msg("a node of a variant not in the list");
	return -1;
}

static const struct eval_tables *tables_of(int i)
{
	if (!tables[i]) {
		tables[i] = cellset_calloc(sizeof *tables[i]);
		ck_assert_ptr_nonnull(tables[i]);
		eval_prepare(tables[i], variants[i].v);
	}
	return tables[i];
}

static void check_node(const struct hdc_position *pos, const char *where)
{
	if (in_check(pos))
		return;
	int vi = variant_index(pos->v);
	const struct eval_tables *ev = tables_of(vi);
	hdc_move moves[HDC_MAX_MOVES];
	size_t n = generate_captures_of(pos, moves, ~0u);
	int best = -1000000;
	hdc_move best_move = 0;
	for (size_t i = 0; i < n; i++) {
		int gain = move_gain(pos, ev, moves[i]);
		if (gain > best)
			best = gain, best_move = moves[i];
	}
	/* qsearch's thresholds run from -DELTA_MARGIN up. */
	int thresholds[2 * MAX_TYPES + 12] = { -200, -1, 0, 1, 50, 100, 150, 250, 400, 700, 1500, 5000 };
	unsigned nthresholds = 12;
	for (unsigned t = 1; t < MAX_TYPES; t++)
		if (pos->v->types >> t & 1 && t != HDC_KING) {
			thresholds[nthresholds++] = ev->value[t] - 1;
			thresholds[nthresholds++] = ev->value[t];
		}
	seen[vi].nodes++;
	for (unsigned i = 0; i < nthresholds; i++) {
		int threshold = thresholds[i];
		int passes = n && best > threshold;
		if (qs_nothing_passes(pos, ev, threshold)) {
			ck_assert_msg(!passes,
			              "%s: qs_nothing_passes(threshold %d) but move %08x of %zu captures "
			              "gains %d",
			              where, threshold, (unsigned)best_move, n, best);
			seen[vi].nothing++;
		} else if (passes) {
			seen[vi].passing++;
		} else {
			seen[vi].generated++;
		}
	}
}

/* Black's pawn stepped from F16 to G15 past White's on H14, which may
 * take it by its oblique step; the two kings besides. */
START_TEST(test_scornful_capture)
{
	int vi = 0;
	while (vi < nvariants && strcmp(variants[vi].name, "cescacs"))
		vi++;
	ck_assert_int_lt(vi, nvariants);
	struct hdc_position *pos =
		bb_load_position(variants[vi].v, "/27:1k/15:4p3/14:4P2/1:1K/ w - H14@G15 0 16");
	const struct eval_tables *ev = tables_of(vi);
	ck_assert_int_eq(qs_nothing_passes(pos, ev, ev->value[HDC_PAWN] - 1), 0);
	ck_assert_int_eq(qs_nothing_passes(pos, ev, ev->value[HDC_PAWN]), 1);
	check_node(pos, "scornful capture");
	free(pos);
}
END_TEST

int main(void)
{
	nvariants = bb_load_variants(variants, BB_MAX_VARIANTS);
	const TTest *const scornful[] = { test_scornful_capture };
	int failed = bb_run_tests("qs-delta scornful", scornful, 1);
	failed += bb_run_walks("qs-delta", variants, nvariants, check_node);
	for (int i = 0; i < nvariants; i++) {
		printf("%-12s %7lu nodes; thresholds: nothing passes %lu (told), %lu (generated), "
		       "a capture passes %lu\n",
		       variants[i].name, seen[i].nodes, seen[i].nothing, seen[i].generated,
		       seen[i].passing);
		/* Both answers came up in every variant, or the test proved little. */
		if (!seen[i].nothing || !seen[i].passing) {
			printf("%s: an answer never came up\n", variants[i].name);
			failed++;
		}
		free(tables[i]);
	}
	bb_free_variants(variants, nvariants);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
