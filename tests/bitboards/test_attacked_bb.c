/*
 * test_attacked_bb.c - attacked() (lib/rules/attack.c) against
 * attackers(), which finds the same attacks by walking every ray out to
 * its first man.  attacked() looks its far attackers up from the men
 * where a side has few of the far types (variant_bits.far_lookup: HDC,
 * Raumschach) and walks the rays elsewhere, or where a side has more of
 * them than slide directions (its budget).
 *
 * White-box, on every built-in and example user variant, at the nodes of
 * seeded random games and of the perft tables' positions (walk_bb.h):
 * for a share of the cells (every fourth, every 32nd in short runs,
 * shifted from node to node) and both sides, attacked() answers 1 exactly
 * when attackers() counts one.  First an HDC army of 32 rooks a side
 * (more far men than its 26 slide directions: the budget runs out) and
 * every position one ply from it (every eighth in short runs), at every
 * cell.  At every fourth of those nodes (16th in short runs),
 * position_king_step_legal() (the king's steps decided from the ring
 * attacks, for each counting kernel here) answers as
 * position_legal_with() for a quiet king move to each of its steps (and
 * to one other cell in sixteen), and out of check so does
 * position_legal_unwatched() where it answers.  The counts printed at the
 * end show that both answers came up.
 */
#include "check_fast.h"
#include <stdio.h>
#include <stdlib.h>

#include "common_bb.h"
#include "make.h"
#include "variant_bits.h"
#include "walk_bb.h"

static struct bb_variant variants[BB_MAX_VARIANTS];
static int nvariants;
static unsigned cell_stride = 4, move_stride = 1, king_stride = 4;
static unsigned long nodes_checked, cells_attacked, cells_free;
static unsigned long king_steps[2]; /* quiet king moves: illegal, legal */

static void check_cells(const struct hdc_position *pos, const char *where, unsigned stride,
                        unsigned offset)
{
	for (unsigned c = offset % stride; c < (unsigned)pos->v->geo.ncells; c += stride)
		for (int by = 0; by < 2; by++) {
			int near;
			int want = attackers(pos, c, by, &near, 1) > 0;
			int got = attacked(pos, c, by);
			ck_assert_msg(got == want, "%s: attacked(cell %u, side %d) = %d, attackers: %d",
			              where, c, by, got, want);
			if (got)
				cells_attacked++;
			else
				cells_free++;
		}
}

/* position_king_step_legal() with the ring attacks of each counting
 * kernel this machine runs, against position_legal_with(), for a quiet
 * move of the king to each of its steps (decided from the set) and to a
 * share of the other cells (handed on). */
static void check_king_steps(const struct hdc_position *pos, const char *where)
{
	struct king_watch w;
	position_watch(pos, &w);
	enum count_kernel kernels[2] = { COUNT_PORTABLE, count_kernel_best() };
	int nkernels = kernels[1] == COUNT_PORTABLE || kernels[1] == COUNT_MAILBOX ? 1 : 2;
	unsigned king = pos->king[pos->side];
	for (int k = 0; k < nkernels; k++) {
		cellset att;
		ck_assert_msg(king_ring_attacks_with(pos, pos->side, kernels[k], &att),
		              "%s: kernel %d gives no ring attacks", where, (int)kernels[k]);
		const struct variant_bits *b = pos->v->bits;
		const cellset *reach = &b->king_reach[pos->side][b->sd.bit_of[king]];
		for (unsigned c = 0; c < (unsigned)pos->v->geo.ncells; c++) {
			/* Every step; one other cell in sixteen. */
			if (!cs_test(reach, b->sd.bit_of[c]) && (c + nodes_checked) % 16)
				continue;
			hdc_move m = MAKE_MOVE(king, c, 0, HDC_MOVE_QUIET);
			int want = position_legal_with(pos, &w, m);
			int got = position_king_step_legal(pos, &w, &att, m);
			ck_assert_msg(got == want,
			              "%s: king %u to %u: position_king_step_legal (kernel %d) %d, "
			              "position_legal_with %d",
			              where, king, c, (int)kernels[k], got, want);
			king_steps[want]++;
		}
	}
}

/* Out of check, position_legal_unwatched() (the search's test of its table
 * move and killers without the king watch) answers as position_legal_with()
 * wherever it answers: for every legal move, and for each the same move
 * onto another cell and with the other plain kind (mostly illegal ones). */
static unsigned long unwatched[2]; /* answered, handed to the watch */

static void check_unwatched(const struct hdc_position *pos, const char *where)
{
	struct king_watch w;
	position_watch(pos, &w);
	if (w.checks)
		return;
	hdc_move moves[HDC_MAX_MOVES];
	size_t n = generate_legal(pos, moves);
	unsigned ncells = (unsigned)pos->v->geo.ncells;
	for (size_t i = 0; i < 3 * n; i++) {
		hdc_move m = moves[i / 3];
		unsigned from = MOVE_FROM(m), to = MOVE_TO(m), kind = MOVE_KIND(m);
		if (i % 3 == 1)
			m = MAKE_MOVE(from, (to + 1 + (unsigned)i) % ncells, MOVE_EXTRA(m), kind);
		else if (i % 3 == 2 && (kind == HDC_MOVE_QUIET || kind == HDC_MOVE_CAPTURE))
			m = MAKE_MOVE(from, to, 0, kind == HDC_MOVE_QUIET ? HDC_MOVE_CAPTURE
			                                                   : HDC_MOVE_QUIET);
		int got = position_legal_unwatched(pos, m);
		if (got < 0) {
			unwatched[1]++;
			continue;
		}
		unwatched[0]++;
		int want = position_legal_with(pos, &w, m);
		ck_assert_msg(got == want,
		              "%s: move %#x: position_legal_unwatched %d, position_legal_with %d",
		              where, (unsigned)m, got, want);
	}
}

static void check_node(const struct hdc_position *pos, const char *where)
{
	check_cells(pos, where, cell_stride, (unsigned)nodes_checked);
	if (nodes_checked % king_stride == 0) {
		check_king_steps(pos, where);
		check_unwatched(pos, where);
	}
	nodes_checked++;
}

/* Layers I-II: 32 white rooks, VII-VIII: 32 black ones; the kings on
 * e5IV and d4VI, on none of their lines. */
static const char crowded_rooks[] =
	"8/8/8/8/8/8/RRRRRRRR/RRRRRRRR|8/8/8/8/8/8/RRRRRRRR/RRRRRRRR|8/8/8/8/8/8/8/8|"
	"8/8/8/4k3/8/8/8/8|8/8/8/8/8/8/8/8|8/8/8/8/3K4/8/8/8|"
	"rrrrrrrr/rrrrrrrr/8/8/8/8/8/8|rrrrrrrr/rrrrrrrr/8/8/8/8/8/8 w - - 0 1";

START_TEST(test_crowded_army)
{
	const struct variant *v = variants[0].v;
	ck_assert_str_eq(variants[0].name, "hdc");
	ck_assert_msg(v->bits->far_lookup[0] && v->bits->far_lookup[1],
	              "HDC looks its far attackers up from the men");
	struct hdc_position *pos = bb_load_position(v, crowded_rooks);
	check_cells(pos, "32 rooks a side", 1, 0);
	hdc_move moves[HDC_MAX_MOVES];
	size_t n = generate_legal(pos, moves);
	ck_assert_uint_gt(n, 100);
	for (size_t i = 0; i < n; i += move_stride) {
		struct undo u;
		make_move(pos, moves[i], &u);
		check_cells(pos, "32 rooks a side, one ply on", 1, 0);
		unmake_move(pos, moves[i], &u);
	}
	free(pos);
}
END_TEST

int main(void)
{
	nvariants = bb_load_variants(variants, BB_MAX_VARIANTS);
	if (getenv("HDC_TEST_SHORT"))
		cell_stride = 32, move_stride = 8, king_stride = 16;
	const TTest *const crowded[] = { test_crowded_army };
	int failed = bb_run_tests("attacked-bb crowded", crowded, 1);
	failed += bb_run_walks("attacked-bb", variants, nvariants, check_node);
	printf("%lu nodes; cells attacked %lu, not attacked %lu\n", nodes_checked, cells_attacked,
	       cells_free);
	printf("quiet king moves: %lu legal, %lu not\n", king_steps[1], king_steps[0]);
	printf("moves tested without the king watch: %lu, handed to it: %lu\n", unwatched[0],
	       unwatched[1]);
	if (!unwatched[0] || !unwatched[1]) {
		fprintf(stderr, "attacked-bb: position_legal_unwatched() never %s\n",
		        unwatched[0] ? "handed a move to the watch" : "answered");
		failed++;
	}
	bb_free_variants(variants, nvariants);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
