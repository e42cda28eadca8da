/*
 * test_movecount.c - the position's bitboards and the bulk counter.
 *
 * White-box, on every built-in and example user variant: along six seeded
 * random games each, and from every position of the perft tables (every node
 * of the first ply, one in eight of the second; the tables hold the
 * special cases: e.p., castlings, promotions, scornful captures, awaiting
 * pawns, pins, checks), at every node
 *   - the bitboards kept by make/unmake equal the mailbox (each cell's
 *     bit set in exactly its piece's set, nothing else), and the key it
 *     keeps the key from scratch, its special captures' part pending or
 *     settled;
 *   - every counting kernel this machine can run (the mailbox, the
 *     portable bitboards, the three AVX-512 ones where the CPU has them) gives
 *     generate_legal()'s number of moves, and its first pass finds the
 *     enemy's attacks beside both kings as attacked() does;
 *   - (one node in children_stride, and every child of a few positions
 *     made for it) count_legal_after_with(), which shares the next
 *     side's counting between the children, gives with every kernel each
 *     child's generate_legal() count, and leaves the position as it was;
 * and after unmaking back to the start, the same again.
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
static enum count_kernel kernels[6];
static int nkernels;
static unsigned long nodes_checked;

static void check_bits(const struct hdc_position *pos, const char *where)
{
	const struct variant *v = pos->v;
	cellset piece[64];
	memset(piece, 0, sizeof piece);
	for (int c = 0; c < v->geo.ncells; c++)
		if (pos->board[c]) {
			cs_set(&piece[pos->board[c]], v->bits->sd.bit_of[c]);
			cs_set(&piece[pos->board[c] & 32], v->bits->sd.bit_of[c]);
		}
	/* Check marks every assertion passed (a write): tested first. */
	for (int p = 0; p < 64; p++)
		if (!cs_equal(piece[p], pos->by_piece[p]))
			ck_abort_msg("%s: piece %d bitboard", where, p);
}

/* king_ring_attacks_with(): for both kings, each kernel's first pass
 * marks exactly the cells among the king's steps, and its own cell, that
 * attacked() says the enemy attacks. */
static unsigned long ring_cells_attacked;
static unsigned long ring_stride = 1; /* every 4th node in short runs */

static void check_ring_attacks(const struct hdc_position *pos, const char *where)
{
	const struct variant_bits *b = pos->v->bits;
	for (int k = 0; k < nkernels; k++)
		for (int side = 0; side < 2; side++) {
			cellset att;
			if (!king_ring_attacks_with(pos, side, kernels[k], &att)) {
				ck_assert_msg(kernels[k] == COUNT_MAILBOX, "%s: kernel %d has no first pass",
				              where, (int)kernels[k]);
				continue;
			}
			unsigned king = pos->king[side];
			cellset ring = b->king_reach[side][b->sd.bit_of[king]];
			cs_set(&ring, b->sd.bit_of[king]);
			struct cs_iter it = cs_iter_of(ring);
			unsigned bit;
			while (cs_next(&it, &bit)) {
				unsigned cell = b->sd.cell_of[bit];
				int want = attacked(pos, cell, side ^ 1);
				if (cs_test(&att, bit) != want)
					ck_abort_msg("%s: kernel %d, king of side %d, cell %u: ring "
					             "attack %d, attacked() %d", where, (int)kernels[k],
					             side, cell, cs_test(&att, bit), want);
				ring_cells_attacked += (unsigned long)want;
			}
		}
}

/* count_legal_after_with(): each child's count, with every kernel, is
 * the mailbox's list after making the move; pos is given back intact. */
static unsigned long children_checked;
static unsigned long children_stride = 8; /* every 64th node in short runs */

static void check_children(const struct hdc_position *pos, const char *where)
{
	static struct hdc_position scratch; /* cellsets: aligned as static */
	static uint64_t want[HDC_MAX_MOVES], got[HDC_MAX_MOVES];
	hdc_move moves[HDC_MAX_MOVES], after[HDC_MAX_MOVES];
	memcpy(&scratch, pos, sizeof scratch);
	size_t n = generate_legal(&scratch, moves);
	for (size_t i = 0; i < n; i++) {
		struct undo u;
		make_move(&scratch, moves[i], &u);
		want[i] = generate_legal(&scratch, after);
		unmake_move(&scratch, moves[i], &u);
	}
	for (int k = 0; k < nkernels; k++) {
		uint64_t total = count_legal_after_with(&scratch, moves, n, kernels[k], got), sum = 0;
		for (size_t i = 0; i < n; i++) {
			if (got[i] != want[i])
				ck_abort_msg("%s: kernel %d, after move %zu (cell %u to %u): shared "
				             "count %llu, generate_legal %llu", where, (int)kernels[k], i,
				             (unsigned)MOVE_FROM(moves[i]), (unsigned)MOVE_TO(moves[i]),
				             (unsigned long long)got[i], (unsigned long long)want[i]);
			sum += want[i];
		}
		if (total != sum)
			ck_abort_msg("%s: kernel %d: total %llu, sum of the children %llu", where,
			             (int)kernels[k], (unsigned long long)total, (unsigned long long)sum);
		ck_assert_msg(memcmp(scratch.board, pos->board, sizeof pos->board) == 0 &&
		              memcmp(scratch.by_piece, pos->by_piece, sizeof pos->by_piece) == 0 &&
		              scratch.st.key == pos->st.key && scratch.side == pos->side,
		              "%s: kernel %d: position changed", where, (int)kernels[k]);
	}
	children_checked += n;
}

/* The key make() keeps, its special captures' part pending or not: whole
 * as position_key() reads it, whole in st once settled, and without that
 * part as st.key ^ st.special_key either way (what the search's
 * prefetches and move_key_after() start from). */
static void check_key(const struct hdc_position *pos, const char *where)
{
	static struct hdc_position settled; /* cellsets: aligned as static */
	uint64_t fresh = position_compute_key(pos), special = special_captures_key(pos);
	if (position_key(pos) != fresh || (pos->st.key ^ pos->st.special_key) != (fresh ^ special))
		ck_abort_msg("%s: key %016llx (pending %d, special part %016llx), from scratch %016llx",
		             where, (unsigned long long)position_key(pos), pos->st.special_pending,
		             (unsigned long long)pos->st.special_key, (unsigned long long)fresh);
	memcpy(&settled, pos, sizeof settled);
	position_settle_key(&settled);
	if (settled.st.key != fresh || settled.st.special_key != special || settled.st.special_pending)
		ck_abort_msg("%s: settled key %016llx, from scratch %016llx", where,
		             (unsigned long long)settled.st.key, (unsigned long long)fresh);
}

static void check_node(const struct hdc_position *pos, const char *where)
{
	hdc_move moves[HDC_MAX_MOVES];
	uint64_t n = generate_legal(pos, moves);
	check_bits(pos, where);
	check_key(pos, where);
	for (int k = 0; k < nkernels; k++)
		if (count_legal_with(pos, kernels[k]) != n)
			ck_abort_msg("%s: kernel %d counts %llu, generate_legal %llu", where,
			             (int)kernels[k], (unsigned long long)count_legal_with(pos, kernels[k]),
			             (unsigned long long)n);
	ck_assert_uint_eq(count_legal(pos), n);
	if (nodes_checked % ring_stride == 0)
		check_ring_attacks(pos, where);
	if (nodes_checked % children_stride == 0)
		check_children(pos, where);
	nodes_checked++;
}

/* Positions for the sharing between siblings (HDC, all on layer I): a
 * white knight leaves the line between a black bishop and a white rook
 * (the bishop, pinned now, was seen behind the rook's first blocker);
 * a white rook comes onto the bishop's line. */
#define EMPTY_LAYERS "|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8" \
	"|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8"
static const char *const shared_cases[] = {
	"4k3/8/4N3/8/4b3/8/8/K3R3" EMPTY_LAYERS " w - - 0 1",
	"4k3/8/8/4b3/8/8/8/K6R" EMPTY_LAYERS " w - - 0 1",
};

START_TEST(test_shared_cases)
{
	ck_assert_str_eq(variants[0].name, "hdc");
	for (size_t i = 0; i < sizeof shared_cases / sizeof *shared_cases; i++) {
		struct hdc_position *pos = bb_load_position(variants[0].v, shared_cases[i]);
		check_children(pos, shared_cases[i]);
		free(pos);
	}
}
END_TEST

/* The kernel each board is counted with (count_kernel_for): the CPU's
 * best, but on the portable path the mailbox for boards of fewer than
 * PORTABLE_MIN_CELLS cells; every variant here, built-in and user. */
START_TEST(test_kernel_for_board)
{
	enum count_kernel best = count_kernel_best();
	unsigned portable = 0, mailbox = 0;
	for (int i = 0; i < nvariants; i++) {
		const struct variant *v = variants[i].v;
		struct hdc_position *pos = cellset_calloc(sizeof *pos);
		ck_assert_ptr_nonnull(pos);
		position_clear(pos, v);
		enum count_kernel k = count_kernel_for(pos);
		if (best != COUNT_PORTABLE)
			ck_assert_msg(k == best, "%s: kernel %d, not the CPU's %d", variants[i].name,
			              (int)k, (int)best);
		else if (v->geo.ncells < PORTABLE_MIN_CELLS)
			ck_assert_msg(k == COUNT_MAILBOX, "%s (%d cells): kernel %d, not the mailbox",
			              variants[i].name, v->geo.ncells, (int)k);
		else
			ck_assert_msg(k == COUNT_PORTABLE, "%s (%d cells): kernel %d, not portable",
			              variants[i].name, v->geo.ncells, (int)k);
		portable += k == COUNT_PORTABLE;
		mailbox += k == COUNT_MAILBOX;
		free(pos);
	}
	/* The built-ins include both kinds of board: HDC (512 cells) and
	 * Raumschach (125). */
	if (best == COUNT_PORTABLE)
		ck_assert_msg(portable >= 1 && mailbox >= 1, "portable %u, mailbox %u", portable,
		              mailbox);
}
END_TEST

/* Castlings against attackers: both kings and every castling rook on
 * their start cells with all rights, nothing else of theirs but a few
 * random blockers, and a few random enemy pieces (seeded): every kernel
 * and the shared children's counts against generate_legal().  The
 * bulk counter answers the castlings' attack tests from its first
 * pass where variant_bits' castle_att allows (movegen.c), so these
 * positions must hold castlings both legal and refused for attacks. */
static unsigned long castlings_legal, castlings_refused;

static void put_castling_men(struct hdc_position *pos, const struct variant *v)
{
	for (unsigned i = 0; i < v->ncastlings; i++) {
		const struct castling *c = &v->castling[i];
		const uint8_t rook = PIECE(HDC_ROOK, c->side);
		if (!pos->board[c->king_from])
			position_put(pos, c->king_from, PIECE(HDC_KING, c->side));
		if (!pos->board[c->rook_from])
			position_put(pos, c->rook_from, rook);
		if (c->rook2_from != CELL_NONE && !pos->board[c->rook2_from])
			position_put(pos, c->rook2_from, rook);
		pos->st.castling |= c->right;
	}
}

/* A random empty cell, or CELL_NONE after a few misses. */
static unsigned random_empty_cell(const struct hdc_position *pos, uint64_t *seed)
{
	for (int tries = 0; tries < 16; tries++) {
		unsigned c = (unsigned)(bb_rand(seed) % (uint64_t)pos->v->geo.ncells);
		if (!pos->board[c])
			return c;
	}
	return CELL_NONE;
}

static void put_random_men(struct hdc_position *pos, uint64_t *seed, int side, unsigned n)
{
	const struct variant *v = pos->v;
	uint32_t types = v->types & ~(1u << HDC_KING | 1u << HDC_PAWN);
	for (unsigned k = 0; k < n && types; k++) {
		unsigned c = random_empty_cell(pos, seed);
		unsigned t;
		do
			t = (unsigned)(bb_rand(seed) % MAX_TYPES);
		while (!(types >> t & 1));
		if (c != CELL_NONE)
			position_put(pos, c, PIECE(t, side));
	}
}

static void count_castlings(const struct hdc_position *pos)
{
	const struct variant *v = pos->v;
	hdc_move moves[HDC_MAX_MOVES];
	size_t n = generate_legal(pos, moves);
	unsigned legal = 0, open = 0;
	for (size_t i = 0; i < n; i++)
		legal += MOVE_KIND(moves[i]) == HDC_MOVE_CASTLING;
	for (unsigned i = 0; i < v->ncastlings; i++) {
		const struct castling *c = &v->castling[i];
		int empty = c->side == pos->side && pos->board[c->king_from] == PIECE(HDC_KING, c->side);
		for (unsigned k = 0; k < c->nempty; k++)
			empty &= !pos->board[c->empty[k]];
		open += (unsigned)empty;
	}
	castlings_legal += legal;
	castlings_refused += open - legal;
}

START_TEST(test_castling_attacks)
{
	unsigned trials = getenv("HDC_TEST_SHORT") ? 20 : 150;
	struct hdc_position *pos = cellset_calloc(sizeof *pos);
	ck_assert_ptr_nonnull(pos);
	for (int i = 0; i < nvariants; i++) {
		const struct variant *v = variants[i].v;
		if (!v->ncastlings)
			continue;
		uint64_t seed = 0xC0FFEEull + (uint64_t)i;
		for (unsigned trial = 0; trial < trials; trial++) {
			position_clear(pos, v);
			put_castling_men(pos, v);
			if (pos->king[0] == CELL_NONE || pos->king[1] == CELL_NONE)
				break; /* castlings for one side only */
			pos->side = (uint8_t)(bb_rand(&seed) & 1);
			put_random_men(pos, &seed, pos->side, (unsigned)(bb_rand(&seed) % 3));
			put_random_men(pos, &seed, pos->side ^ 1, 1 + (unsigned)(bb_rand(&seed) % 4));
			/* The side that just moved may not stand in check. */
			if (attacked(pos, pos->king[pos->side ^ 1], pos->side))
				continue;
			pos->st.key = position_compute_key(pos);
			char where[128];
			snprintf(where, sizeof where, "%.63s castling trial %u", variants[i].name, trial);
			count_castlings(pos);
			check_node(pos, where);
			check_children(pos, where);
		}
	}
	free(pos);
	printf("castlings: %lu legal, %lu refused for attacks\n", castlings_legal,
	       castlings_refused);
	ck_assert_msg(castlings_legal > 100 && castlings_refused > 100,
	              "castlings: %lu legal, %lu refused: too few to test the attack tests",
	              castlings_legal, castlings_refused);
}
END_TEST

int main(void)
{
	nvariants = bb_load_variants(variants, BB_MAX_VARIANTS);
	if (getenv("HDC_TEST_SHORT"))
		ring_stride = 4, children_stride = 64;
	kernels[nkernels++] = COUNT_MAILBOX;
	kernels[nkernels++] = COUNT_PORTABLE;
	if (cellset_cpu_has_avx512()) {
		kernels[nkernels++] = COUNT_AVX512;
		if (cellset_cpu_has_vpopcnt())
			kernels[nkernels++] = COUNT_AVX512_VPOPCNT;
		if (cellset_cpu_has_vbmi2())
			kernels[nkernels++] = COUNT_AVX512_VBMI2;
	}
	if (cellset_cpu_has_avx2())
		kernels[nkernels++] = COUNT_AVX2;
	printf("count kernels compared: %d (best here: %d; HDC_NO_AVX512=%s)\n", nkernels,
	       (int)count_kernel_best(), getenv("HDC_NO_AVX512") ? getenv("HDC_NO_AVX512") : "");
	fflush(stdout);
	const TTest *const cases[] = { test_kernel_for_board, test_shared_cases,
	                               test_castling_attacks };
	int failed = bb_run_tests("movecount shared", cases, 3);
	failed += bb_run_walks("movecount", variants, nvariants, check_node);
	printf("%lu nodes checked, %lu attacked cells beside the kings, %lu children counted "
	       "apart\n", nodes_checked, ring_cells_attacked, children_checked);
	bb_free_variants(variants, nvariants);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
