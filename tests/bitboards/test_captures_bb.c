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
 * without it where the side to move is not in check; and there, for
 * several sets of victims, generate_captures_of lists the moves of that
 * list that promote or take one of them.
 */
#include "check_fast.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common_bb.h"
#include "walk_bb.h"
#include "make.h"
#include "variant_bits.h"

static struct bb_variant variants[BB_MAX_VARIANTS];
static int nvariants;
static enum capture_gen gens[CAPTURE_GENS_MAX];
static int ngens;
static unsigned long nodes_checked, moves_checked, prey_checked;
/* Chosen victims at every node (one in four in short runs, where
 * bb_run_walks() walks a third of the nodes too). */
static unsigned long prey_stride = 1;

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

/* Whether generate_captures_of() keeps move m of the full list: a
 * promotion, or the capture of a man of a type in prey. */
static int wanted(const struct hdc_position *pos, hdc_move m, uint32_t prey)
{
	unsigned k = MOVE_KIND(m);
	if (k == HDC_MOVE_PROMOTION || k == HDC_MOVE_PROMOTION_CAPTURE ||
	    k == HDC_MOVE_PROMOTION_IN_PLACE)
		return 1;
	unsigned type = k == HDC_MOVE_EN_PASSANT ? HDC_PAWN : PTYPE(pos->board[MOVE_TO(m)]);
	return prey >> type & 1;
}

/* The captures of chosen victims only (generate_captures_of): for prey
 * sets without the pawns, with the pawns only, and one type (a different
 * one at each node), each generator lists the full list's wanted
 * moves. */
static void check_prey(const struct hdc_position *pos, const char *where, const hdc_move *all,
                       size_t nall)
{
	hdc_move ref[HDC_MAX_MOVES], got[HDC_MAX_MOVES];
	uint32_t types[MAX_TYPES], preys[3];
	unsigned ntypes = 0, npreys = 0;
	for (unsigned t = 1; t < MAX_TYPES; t++)
		if (pos->v->types >> t & 1)
			types[ntypes++] = t;
	preys[npreys++] = ~(1u << HDC_PAWN) & ~1u;
	preys[npreys++] = 1u << HDC_PAWN;
	preys[npreys++] = 1u << types[nodes_checked % ntypes];
	for (unsigned i = 0; i < npreys; i++) {
		size_t nref = 0;
		for (size_t j = 0; j < nall; j++)
			if (wanted(pos, all[j], preys[i]))
				ref[nref++] = all[j];
		for (int k = 0; k < ngens; k++) {
			size_t n = generate_captures_of_with(pos, got, preys[i], gens[k]);
			char label[64];
			snprintf(label, sizeof label, "%s (prey)", bb_capture_gen_name(gens[k]));
			compare(where, 0, label, ref, nref, got, n);
		}
		size_t n = generate_captures_of_with(pos, got, preys[i], CAPTURE_GEN_MAILBOX);
		compare(where, 0, "mailbox (prey)", ref, nref, got, n);
		n = generate_captures_of(pos, got, preys[i]);
		compare(where, 0, "dispatched (prey)", ref, nref, got, n);
		prey_checked += nref;
	}
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
			compare(where, watch, bb_capture_gen_name(gens[k]), ref, nref, got, n);
		}
		size_t n = watch ? generate_captures(pos, got) : generate_captures_unpinned(pos, got);
		compare(where, watch, "dispatched", ref, nref, got, n);
		if (watch) {
			/* With the watch the search hands over. */
			struct king_watch w;
			position_watch(pos, &w);
			n = generate_captures_watched(pos, &w, got);
			compare(where, watch, "watched", ref, nref, got, n);
		}
		moves_checked += nref;
		if (!watch && nodes_checked % prey_stride == 0)
			check_prey(pos, where, ref, nref);
	}
	nodes_checked++;
}

int main(void)
{
	nvariants = bb_load_variants(variants, BB_MAX_VARIANTS);
	if (getenv("HDC_TEST_SHORT"))
		prey_stride = 4;
	ngens = capture_gens_runnable(gens);
	printf("capture generators compared with the mailbox: %d (dispatched: %d; HDC_NO_AVX512=%s)\n",
	       ngens, (int)capture_gen_best(), getenv("HDC_NO_AVX512") ? getenv("HDC_NO_AVX512") : "");
	fflush(stdout);
	int failed = bb_run_walks("captures-bb", variants, nvariants, check_node);
	printf("%lu nodes, %lu captures checked, %lu of chosen victims\n", nodes_checked,
	       moves_checked, prey_checked);
	bb_free_variants(variants, nvariants);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
