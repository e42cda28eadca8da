/*
 * test_eval.c - the static evaluation (lib/search/eval*.c), white-box.
 *
 * For every variant: a position and its colour mirror score the same for
 * the side to move (perft-table positions and positions of random games
 * from them); the start position scores 0 (the tempo); a piece up scores above
 * it; the bare king scores worse in a corner than in the centre, and worse
 * with the other king near; the piece values keep the order docs/ENGINE.md
 * documents; pawn progress grows toward promotion; scores stay inside
 * +-EVAL_LIMIT and are repeatable.
 */
#include "check_fast.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "eval.h"
#include "eval_test_util.h"
#include "make.h"
#include "variant_bits.h"

static const char *const variants[] = { "hdc", "raumschach", "3d8l", "cescacs" };
#define NVARIANTS 4

static struct eval_tables tables;

static const struct variant *get_variant(const char *name)
{
	const struct variant *v = NULL;
	ck_assert_int_eq(variant_lookup(name, &v), HDC_OK);
	return v;
}

static struct hdc_position *start_of(const char *name)
{
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new(name, &pos), HDC_OK);
	return pos;
}

/* A copy of pos holding only the pieces keep() accepts. */
static struct hdc_position *filtered(const struct hdc_position *pos,
                                     int (*keep)(unsigned cell, uint8_t piece, void *arg),
                                     void *arg)
{
	hdc_position *p = NULL;
	ck_assert_int_eq(hdc_position_clone(pos, &p), HDC_OK);
	position_clear(p, pos->v);
	for (int c = 0; c < pos->v->geo.ncells; c++)
		if (pos->board[c] && keep((unsigned)c, pos->board[c], arg))
			position_put(p, (unsigned)c, pos->board[c]);
	p->side = pos->side;
	return p;
}

static void expect_mirror_equal(const struct hdc_position *pos, const char *what)
{
	struct hdc_position *m = colour_mirror(pos, tables.mirror);
	ck_assert_ptr_nonnull(m);
	int a = evaluate(pos, &tables), b = evaluate(m, &tables);
	ck_assert_msg(a == b, "%s: %d, its colour mirror %d", what, a, b);
	ck_assert_int_lt(abs(a), EVAL_LIMIT);
	ck_assert_int_eq(evaluate(pos, &tables), a); /* repeatable */
	/* Twice mirrored is the position itself. */
	struct hdc_position *mm = colour_mirror(m, tables.mirror);
	ck_assert_int_eq(evaluate(mm, &tables), a);
	hdc_position_free(mm);
	hdc_position_free(m);
}

START_TEST(test_mirror)
{
	const char *name = variants[_i];
	struct hdc_position *table[64];
	int n = load_table(name, table, 64);
	ck_assert_int_gt(n, 0);
	eval_prepare(&tables, table[0]->v);
	/* The mirror of the mirror of a cell is the cell. */
	for (int c = 0; c < table[0]->v->geo.ncells; c++)
		ck_assert_int_eq(tables.mirror[tables.mirror[c]], c);
	for (int i = 0; i < n; i++) {
		char what[64];
		snprintf(what, sizeof what, "%s table position %d", name, i);
		expect_mirror_equal(table[i], what);
		for (int ply = 7; ply <= 35; ply += 14) {
			struct hdc_position *p = random_game(table[i], ply, 77u * (unsigned)i + (unsigned)ply);
			ck_assert_ptr_nonnull(p);
			snprintf(what, sizeof what, "%s table position %d + %d plies", name, i, ply);
			expect_mirror_equal(p, what);
			hdc_position_free(p);
		}
		hdc_position_free(table[i]);
	}
}
END_TEST

START_TEST(test_start_even)
{
	struct hdc_position *pos = start_of(variants[_i]);
	eval_prepare(&tables, pos->v);
	int s = evaluate(pos, &tables);
	/* Symmetric: exactly the tempo (0). */
	ck_assert_msg(s == tables.tempo, "%s start: %d", variants[_i], s);
	hdc_position_free(pos);
}
END_TEST

struct drop {
	int type, side, done;
};

static int drop_one(unsigned cell, uint8_t piece, void *arg)
{
	(void)cell;
	struct drop *d = arg;
	if (!d->done && PTYPE(piece) == (unsigned)d->type && PSIDE(piece) == (unsigned)d->side) {
		d->done = 1;
		return 0;
	}
	return 1;
}

/* Without one black piece of each type in turn, white to move (and, for
 * the mirror, black to move without a white one): positive, by at least
 * about the piece's value less the positional terms. */
START_TEST(test_material_up)
{
	struct hdc_position *pos = start_of(variants[_i]);
	eval_prepare(&tables, pos->v);
	int start = evaluate(pos, &tables);
	for (int type = 1; type < MAX_TYPES; type++) {
		if (type == HDC_KING || !(pos->v->types >> type & 1) ||
		    !pos->v->start_count[1][type])
			continue;
		struct drop d = { type, 1, 0 };
		struct hdc_position *p = filtered(pos, drop_one, &d);
		ck_assert(d.done);
		int s = evaluate(p, &tables);
		ck_assert_msg(s > start + tables.value[type] / 2,
		              "%s without a black %s: %d (start %d, value %d)", variants[_i],
		              pos->v->type_name[type], s, start, tables.value[type]);
		p->side = HDC_BLACK;
		ck_assert_int_lt(evaluate(p, &tables), -start - tables.value[type] / 2 + 2 * tables.tempo);
		hdc_position_free(p);
	}
	hdc_position_free(pos);
}
END_TEST

/* A board with white's king and one piece of `type` against the bare
 * black king (cells given); white to move. */
static struct hdc_position *kx_k(const char *name, unsigned wk, unsigned wx, int type,
                                 unsigned bk)
{
	struct hdc_position *p = start_of(name);
	position_clear(p, p->v);
	position_put(p, wk, PIECE(HDC_KING, 0));
	position_put(p, wx, PIECE(type, 0));
	position_put(p, bk, PIECE(HDC_KING, 1));
	p->side = HDC_WHITE;
	return p;
}

static unsigned kdist(const struct variant *v, unsigned a, unsigned b)
{
	return tables.kdist[v->geo.delta_center + v->geo.lin[a] - v->geo.lin[b]];
}

/* The bare king: worse (for it) on the least central cell than on the
 * most central one, and worse with the enemy king nearer; KQ vs K is far
 * ahead either way. */
START_TEST(test_bare_king)
{
	const char *name = variants[_i];
	const struct variant *v = get_variant(name);
	eval_prepare(&tables, v);
	int n = v->geo.ncells;
	unsigned corner = 0, centre = 0;
	for (int c = 0; c < n; c++) {
		if (tables.centre[c] < tables.centre[corner])
			corner = (unsigned)c;
		if (tables.centre[c] > tables.centre[centre])
			centre = (unsigned)c;
	}
	ck_assert_int_eq(tables.centre[corner], 0);
	ck_assert_int_eq(tables.centre[centre], 64);
	/* White's king and queen on cells away from both, not adjacent to
	 * either (no capture, no check question). */
	unsigned wk = CELL_NONE, wq = CELL_NONE;
	for (int c = 0; c < n && wq == CELL_NONE; c++) {
		if (kdist(v, (unsigned)c, corner) < 2 || kdist(v, (unsigned)c, centre) < 2)
			continue;
		if (wk == CELL_NONE)
			wk = (unsigned)c;
		else if (kdist(v, (unsigned)c, wk) >= 2)
			wq = (unsigned)c;
	}
	ck_assert(wq != CELL_NONE);
	struct hdc_position *in_corner = kx_k(name, wk, wq, HDC_QUEEN, corner);
	struct hdc_position *in_centre = kx_k(name, wk, wq, HDC_QUEEN, centre);
	int a = evaluate(in_corner, &tables), b = evaluate(in_centre, &tables);
	ck_assert_msg(a > b, "%s KQ vs K: bare king in a corner %d, in the centre %d", name, a, b);
	ck_assert_int_gt(b, tables.value[HDC_QUEEN]);
	/* Black to move: the same, seen from black. */
	in_corner->side = in_centre->side = HDC_BLACK;
	ck_assert_int_lt(evaluate(in_corner, &tables), evaluate(in_centre, &tables));
	hdc_position_free(in_corner);
	hdc_position_free(in_centre);

	/* The kings together: white's king on a cell nearer the cornered
	 * king scores more. */
	unsigned near = CELL_NONE, farther = CELL_NONE;
	for (int c = 0; c < n; c++) {
		unsigned k = kdist(v, (unsigned)c, corner);
		if ((unsigned)c == wq)
			continue;
		if (k == 2 && near == CELL_NONE)
			near = (unsigned)c;
		if (k == 4 && farther == CELL_NONE)
			farther = (unsigned)c;
	}
	ck_assert(near != CELL_NONE && farther != CELL_NONE);
	struct hdc_position *p_near = kx_k(name, near, wq, HDC_QUEEN, corner);
	struct hdc_position *p_far = kx_k(name, farther, wq, HDC_QUEEN, corner);
	a = evaluate(p_near, &tables);
	b = evaluate(p_far, &tables);
	ck_assert_msg(a > b, "%s KQ vs K: kings 2 apart %d, 4 apart %d", name, a, b);
	hdc_position_free(p_near);
	hdc_position_free(p_far);
}
END_TEST

/* docs/ENGINE.md's tables, as chains of decreasing value (letters). */
static const char *const orders[NVARIANTS][4] = {
	{ "QDBRP", "DNP", NULL },
	{ "QBNUP", "QRUP", NULL },
	{ "QDVTBRMP", "ANGP", "AEGP", NULL },
	{ "DVRJEP", "DGNEP", "GJ", NULL },
};

START_TEST(test_value_order)
{
	const struct variant *v = get_variant(variants[_i]);
	eval_prepare(&tables, v);
	for (int k = 0; orders[_i][k]; k++)
		for (const char *s = orders[_i][k]; s[1]; s++) {
			int a = variant_type_of_letter(v, s[0]), b = variant_type_of_letter(v, s[1]);
			ck_assert(a && b);
			ck_assert_msg(tables.value[a] > tables.value[b], "%s: %c %d, %c %d", variants[_i],
			              s[0], tables.value[a], s[1], tables.value[b]);
		}
	ck_assert_int_eq(tables.value[HDC_PAWN], 100);
	ck_assert_int_eq(eval_piece_value(&tables, HDC_PAWN), 100);
	/* The king outweighs everything else of the start together. */
	int all = 0;
	for (int t = 1; t < MAX_TYPES; t++)
		if (t != HDC_KING)
			all += v->start_count[0][t] * tables.value[t];
	ck_assert_int_gt(eval_piece_value(&tables, HDC_KING), tables.value[HDC_QUEEN]);
	(void)all;
}
END_TEST

/* Pawn progress: one push nearer promotion is never worth less, and the
 * cell before a promoting cell is worth more than a home cell. */
START_TEST(test_pawn_progress)
{
	const struct variant *v = get_variant(variants[_i]);
	eval_prepare(&tables, v);
	const struct geometry *g = &v->geo;
	int seen_one = 0;
	for (int side = 0; side < 2; side++)
		for (int c = 0; c < g->ncells; c++) {
			if (v->pawn_forbidden[side][c] || tables.pawn_dist[side][c] == 255)
				continue;
			int d = tables.pawn_dist[side][c];
			seen_one |= d == 1;
			for (unsigned j = 0; j < v->npush; j++) {
				unsigned to = geometry_step(g, (unsigned)c, v->push_dir[side][j]);
				if (to == CELL_NONE || tables.pawn_dist[side][to] != d - 1)
					continue;
				/* White's table read directly, black's through the mirror. */
				unsigned a = side ? tables.mirror[c] : (unsigned)c;
				unsigned b = side ? tables.mirror[to] : to;
				ck_assert_int_ge(tables.cell_eg[HDC_PAWN][b], tables.cell_eg[HDC_PAWN][a]);
				if (d == 1)
					ck_assert_int_gt(tables.cell_eg[HDC_PAWN][a], 0);
			}
		}
	ck_assert(seen_one);
	/* Both sides see the same distances through the mirror. */
	for (int c = 0; c < g->ncells; c++)
		ck_assert_int_eq(tables.pawn_dist[0][c], tables.pawn_dist[1][tables.mirror[c]]);
}
END_TEST

/* Centralisation: a knight (or the variant's piece with the fewest
 * moves near an edge) is worth more in the centre than in a corner. */
START_TEST(test_centralisation)
{
	const struct variant *v = get_variant(variants[_i]);
	eval_prepare(&tables, v);
	unsigned corner = 0, centre = 0;
	for (int c = 0; c < v->geo.ncells; c++) {
		if (tables.centre[c] < tables.centre[corner])
			corner = (unsigned)c;
		if (tables.centre[c] > tables.centre[centre])
			centre = (unsigned)c;
	}
	ck_assert_int_gt(tables.cell_mg[HDC_KNIGHT][centre], tables.cell_mg[HDC_KNIGHT][corner]);
	ck_assert_int_gt(tables.cell_eg[HDC_QUEEN][centre], tables.cell_eg[HDC_QUEEN][corner]);
	/* The king: central in the end game, not in the middle game. */
	ck_assert_int_gt(tables.cell_eg[HDC_KING][centre], tables.cell_eg[HDC_KING][corner]);
	ck_assert_int_lt(tables.cell_mg[HDC_KING][centre], tables.cell_mg[HDC_KING][corner]);
}
END_TEST

/* The sums make/unmake keep for the search (position_set_weights) are the
 * ones added up from scratch: along random games (every move kind the
 * perft positions reach: captures, promotions, castling, e.p., C'escacs'
 * specials; in half of them a pass now and then), both ways give the same
 * evaluation, and unmaking the game brings the sums back exactly.  So
 * does the evaluation with the sliders' terms the search passes on
 * (struct eval_memo: what the parent's evaluation left of the side whose
 * men the move did not change), which writes both sides' terms. */
START_TEST(test_kept_sums)
{
	static struct hdc_position *table[64];
	static hdc_move moves[HDC_MAX_MOVES], game[200];
	static struct undo undo[200];
	int n = load_table(variants[_i], table, 64);
	ck_assert_int_gt(n, 0);
	eval_prepare(&tables, table[0]->v);
	unsigned seed = 12345u + (unsigned)_i;
	int memo_used[2] = { 0, 0 };
	for (int k = 0; k < n; k++) {
		for (int g = 0; g < 4; g++) {
			struct hdc_position *pos = NULL;
			ck_assert_int_eq(hdc_position_clone(table[k], &pos), HDC_OK);
			eval_attach(pos, &tables);
			uint64_t cell0 = pos->st.cell_sum, piece0 = pos->st.piece_sum;
			struct eval_memo memo = { { 0, 0 }, 0 };
			ck_assert_int_eq(evaluate_with(pos, &tables, &memo), evaluate(pos, &tables));
			int plies = 0;
			for (; plies < 200; plies++) {
				size_t nm = generate_legal(pos, moves);
				if (!nm)
					break;
				seed = seed * 1103515245u + 12345u;
				int pass = g >= 2 && (seed >> 4) % 7 == 0 && !in_check(pos);
				game[plies] = pass ? HDC_MOVE_NULL : moves[(seed >> 8) % nm];
				handle_make(pos, game[plies], &undo[plies]);
				int kept = evaluate(pos, &tables);
				const struct piece_weights *w = pos->weights;
				pos->weights = NULL; /* evaluate() adds up from scratch */
				int added = evaluate(pos, &tables);
				pos->weights = w;
				ck_assert_msg(kept == added, "%s position %d game %d ply %d: kept %d, added up %d",
				              variants[_i], k, g, plies, kept, added);
				/* What the search's make passes on (search.c, make()). */
				memo.known &= eval_memo_keep(game[plies], &undo[plies], pos->side);
				memo_used[memo.known != 0]++;
				int with = evaluate_with(pos, &tables, &memo);
				ck_assert_msg(with == kept, "%s position %d game %d ply %d: with the memo %d, kept %d",
				              variants[_i], k, g, plies, with, kept);
				ck_assert_uint_eq(memo.known, 3);
			}
			while (plies-- > 0)
				handle_unmake(pos, game[plies], &undo[plies]);
			ck_assert(pos->st.cell_sum == cell0 && pos->st.piece_sum == piece0);
			hdc_position_free(pos);
		}
		hdc_position_free(table[k]);
	}
	/* Both cases met: terms taken over, and all counted afresh. */
	ck_assert_int_gt(memo_used[1], 0);
	ck_assert_int_gt(memo_used[0], 0);
}
END_TEST

/* s holds exactly the cells of want, within its three words. */
static void expect_cells(const struct eval_cells *s, const cellset *want)
{
	ck_assert_int_le(s->lo, CELLSET_WORDS - EVAL_CELLS_WORDS);
	for (unsigned w = 0; w < CELLSET_WORDS; w++) {
		unsigned k = w - s->lo;
		uint64_t have = k < EVAL_CELLS_WORDS ? s->w[k] : 0;
		ck_assert_msg(have == want->w[w], "word %u: %#llx, want %#llx", w,
		              (unsigned long long)have, (unsigned long long)want->w[w]);
	}
}

/* The bit sets behind the shelter and the sliders' open directions hold
 * exactly the cells of the rings and of the first steps. */
START_TEST(test_bit_sets)
{
	static struct eval_tables t;
	const struct variant *v = get_variant(variants[_i]);
	const struct geometry *g = &v->geo;
	const struct shift_dirs *sd = &v->bits->sd;
	eval_prepare(&t, v);
	int slotted = 0;
	for (int side = 0; side < 2; side++)
		for (int c = 0; c < g->ncells; c++) {
			unsigned bit = sd->bit_of[c];
			cellset want = cs_zero();
			for (unsigned i = 0; i < t.ring_len[side][c]; i++)
				cs_set(&want, sd->bit_of[t.ring[side][c][i]]);
			ck_assert(!t.ring_wide);
			expect_cells(&t.ring_bits[side][bit], &want);
			ck_assert_int_eq(t.ring_bits[side][bit].n, t.ring_len[side][c]);
			for (unsigned type = 1; type < MAX_TYPES; type++) {
				unsigned slot = t.slider_slot[type];
				if (!slot)
					continue;
				ck_assert(t.sliders >> type & 1);
				slotted |= 1;
				want = cs_zero();
				int n = 0;
				for (unsigned d = 0; d < (unsigned)g->nslide; d++)
					if ((v->slides[side][type] >> d & 1) && dirset_has(&g->exists[c], d)) {
						cs_set(&want, sd->bit_of[geometry_step(g, (unsigned)c, d)]);
						n++;
					}
				const struct eval_cells *f = &t.first_steps[side][slot - 1][bit];
				expect_cells(f, &want);
				ck_assert_int_eq(f->n, n);
			}
		}
	ck_assert_msg(slotted, "%s: no slider counted on bitboards", variants[_i]);
}
END_TEST

/* The open directions counted from the bit sets score as the mailbox walk
 * does (a table copy without slots takes the walk), along random games. */
START_TEST(test_bit_counts_match_mailbox)
{
	static struct hdc_position *table[64];
	static struct eval_tables walk;
	int n = load_table(variants[_i], table, 64);
	ck_assert_int_gt(n, 0);
	eval_prepare(&tables, table[0]->v);
	memcpy(&walk, &tables, sizeof walk);
	memset(walk.slider_slot, 0, sizeof walk.slider_slot);
	int compared = 0;
	for (int k = 0; k < n; k++) {
		for (int plies = 0; plies <= 60; plies += 20) {
			struct hdc_position *pos = random_game(table[k], plies, 77u + (unsigned)k);
			ck_assert_ptr_nonnull(pos);
			int a = evaluate(pos, &tables), b = evaluate(pos, &walk);
			ck_assert_msg(a == b, "%s position %d after %d plies: bits %d, walk %d",
			              variants[_i], k, plies, a, b);
			compared++;
			hdc_position_free(pos);
		}
		hdc_position_free(table[k]);
	}
	ck_assert_int_gt(compared, 0);
}
END_TEST

/* Preparing twice gives the same tables (nothing left from before). */
START_TEST(test_prepare_repeatable)
{
	static struct eval_tables a, b;
	const struct variant *v = get_variant(variants[_i]);
	const struct variant *other = get_variant(variants[(_i + 1) % NVARIANTS]);
	eval_prepare(&a, v);
	eval_prepare(&b, other);
	eval_prepare(&b, v);
	ck_assert(memcmp(&a, &b, sizeof a) == 0);
}
END_TEST

static Suite *eval_suite(void)
{
	Suite *s = suite_create("eval");
	TCase *tc = tcase_create("eval");
	tcase_set_timeout(tc, 120);
	tcase_add_loop_test(tc, test_mirror, 0, NVARIANTS);
	tcase_add_loop_test(tc, test_start_even, 0, NVARIANTS);
	tcase_add_loop_test(tc, test_material_up, 0, NVARIANTS);
	tcase_add_loop_test(tc, test_bare_king, 0, NVARIANTS);
	tcase_add_loop_test(tc, test_value_order, 0, NVARIANTS);
	tcase_add_loop_test(tc, test_pawn_progress, 0, NVARIANTS);
	tcase_add_loop_test(tc, test_centralisation, 0, NVARIANTS);
	tcase_add_loop_test(tc, test_prepare_repeatable, 0, NVARIANTS);
	tcase_add_loop_test(tc, test_kept_sums, 0, NVARIANTS);
	tcase_add_loop_test(tc, test_bit_sets, 0, NVARIANTS);
	tcase_add_loop_test(tc, test_bit_counts_match_mailbox, 0, NVARIANTS);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	SRunner *sr = srunner_create(eval_suite());
	srunner_run_all(sr, CK_NORMAL);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
