/*
 * test_search_api.c - the search helpers of hdc.h one by one: NULL
 * arguments, ranges, buffers, any 32-bit move value, and the values in
 * positions written by hand (e.p. capture and its discovered check, the
 * rook check of a castling, C'escacs' scornful capture, the history of
 * captures, piece cells and material of the start positions).
 */
#include <stdio.h>
#include <stdlib.h>

#include "common.h"
#include "cescacs/hex.h"

static const char *const variants[] = { "hdc", "raumschach", "3d8l", "cescacs" };
enum { NVARIANTS = sizeof variants / sizeof variants[0] };

static hdc_position *start_pos(const char *variant)
{
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new(variant, &pos), HDC_OK);
	return pos;
}

static int32_t material(const hdc_position *pos, int32_t color, int32_t type)
{
	int32_t n = -1;
	ck_assert_int_eq(hdc_position_material(pos, color, type, &n), HDC_OK);
	return n;
}

static int32_t gives_check(const hdc_position *pos, hdc_move m)
{
	int32_t g = -1;
	ck_assert_int_eq(hdc_position_gives_check(pos, m, &g), HDC_OK);
	return g;
}

/* key_after(m) against playing m on a clone. */
static void assert_key_after(const hdc_position *pos, hdc_move m)
{
	uint64_t key = 0;
	hdc_position *clone = NULL;
	ck_assert_int_eq(hdc_position_key_after(pos, m, &key), HDC_OK);
	ck_assert_int_eq(hdc_position_clone(pos, &clone), HDC_OK);
	ck_assert_int_eq(hdc_position_play(clone, m), HDC_OK);
	ck_assert_uint_eq(key, get_key(clone));
	hdc_position_free(clone);
}

static void assert_captures(const hdc_position *pos, hdc_move m, hdc_piece piece, int32_t cell)
{
	hdc_piece p = -1;
	int32_t c = -2;
	ck_assert_int_eq(hdc_position_captured_piece(pos, m, &p, &c), HDC_OK);
	ck_assert_int_eq(p, piece);
	ck_assert_int_eq(c, cell);
}

/* ---- values ------------------------------------------------------------ */

/* En passant: the pawn taken stands beside the target; taking it opens
 * the rank for the rook (a discovered check no plain move gives here). */
START_TEST(en_passant_discovered_check)
{
	hdc_position *pos = make_pos("hdc", "Kh1IV Rh5IV Pe5IV ka5IV pd5IV", "w - d6-IV 0 2");
	hdc_move exd6 = find_move(pos, "e5IVd6IV");
	ck_assert_int_eq(hdc_move_kind(exd6), HDC_MOVE_EN_PASSANT);
	assert_captures(pos, exd6, hdc_piece_make(HDC_PAWN, HDC_BLACK), cell_index(pos, "d5IV"));
	ck_assert_int_eq(gives_check(pos, exd6), 1);
	assert_key_after(pos, exd6);
	/* The pawn's push to e6 leaves the black pawn on the rank: no check. */
	hdc_move e6 = find_move(pos, "e5IVe6IV");
	assert_captures(pos, e6, 0, -1);
	ck_assert_int_eq(gives_check(pos, e6), 0);
	hdc_position_free(pos);

	/* The capturing pawn itself checks from d6 (king on c7). */
	pos = make_pos("hdc", "Kh1IV Pe5IV kc7IV pd5IV", "w - d6-IV 0 2");
	exd6 = find_move(pos, "e5IVd6IV");
	ck_assert_int_eq(gives_check(pos, exd6), 1);
	assert_key_after(pos, exd6);
	hdc_position_free(pos);
}
END_TEST

/* O-O: the rook lands on f1 and checks the king on f8; the key after the
 * castling loses the castling rights. */
START_TEST(castling_rook_check)
{
	hdc_position *pos = make_pos("hdc", "Ke1IV Rh1IV kf8IV", "w K - 0 1");
	hdc_move castle = find_move(pos, "e1IVg1IV");
	ck_assert_int_eq(hdc_move_kind(castle), HDC_MOVE_CASTLING);
	ck_assert_int_eq(gives_check(pos, castle), 1);
	assert_captures(pos, castle, 0, -1);
	assert_key_after(pos, castle);
	/* The king's step to f1 blocks nothing and checks nothing. */
	hdc_move kf1 = find_move(pos, "e1IVf1IV");
	ck_assert_int_eq(gives_check(pos, kf1), 0);
	assert_key_after(pos, kf1);
	hdc_position_free(pos);
}
END_TEST

/* A promotion checks as the piece it becomes. */
START_TEST(promotion_checks_as_the_new_piece)
{
	hdc_position *pos = make_pos("hdc", "Kh1IV Pe7IV ka8IV", "w - - 0 1");
	hdc_move moves[HDC_MAX_MOVES];
	size_t n = 0;
	ck_assert_int_eq(hdc_position_legal_moves_from(pos, cell_index(pos, "e7IV"), moves,
	                                               HDC_MAX_MOVES, &n),
	                 HDC_OK);
	int queen = 0, knight = 0;
	for (size_t i = 0; i < n; i++) {
		int32_t promo = hdc_move_promotion(moves[i]);
		if (promo == HDC_QUEEN || promo == HDC_ROOK) {
			ck_assert_int_eq(gives_check(pos, moves[i]), 1);
			queen++;
		} else if (promo == HDC_KNIGHT) {
			ck_assert_int_eq(gives_check(pos, moves[i]), 0);
			knight++;
		}
		assert_key_after(pos, moves[i]);
	}
	ck_assert_int_eq(queen, 2);
	ck_assert_int_eq(knight, 1);
	hdc_position_free(pos);
}
END_TEST

/* C'escacs: the scornful capture takes the pawn on the target hex. */
START_TEST(scornful_capture)
{
	hdc_position *pos = hex_pos("KZ9 kP19 PH14 pG15", "w - H14@G15 0 2");
	hdc_move take = find_move(pos, "H14G15");
	assert_captures(pos, take, hdc_piece_make(HDC_PAWN, HDC_BLACK), hex_cell(pos, "G15"));
	assert_key_after(pos, take);
	ck_assert_int_eq(hdc_position_play(pos, take), HDC_OK);
	hdc_piece piece = -1;
	int32_t cell = -2;
	ck_assert_int_eq(hdc_position_last_capture(pos, &piece, &cell), HDC_OK);
	ck_assert_int_eq(piece, hdc_piece_make(HDC_PAWN, HDC_BLACK));
	ck_assert_int_eq(cell, hex_cell(pos, "G15"));
	hdc_position_free(pos);
}
END_TEST

/* The capture of each move of the history, and what undo puts back. */
START_TEST(history_of_captures)
{
	hdc_position *pos = make_pos("hdc", "Kh1IV Rh5IV Pe5IV ka5IV pd5IV nb5IV", "w - d6-IV 0 2");
	hdc_piece piece = -1;
	int32_t cell = -2;
	ck_assert_int_eq(hdc_position_last_capture(pos, &piece, &cell), HDC_ERR_NO_HISTORY);
	ck_assert_int_eq(piece, -1);
	play(pos, "e5IVd6IV");      /* takes the pawn on d5 */
	play(pos, "a5IVa4IV");      /* nothing */
	play(pos, "h5IVb5IV");      /* takes the knight on b5 */
	const struct {
		hdc_piece piece;
		const char *cell;
	} want[3] = { { hdc_piece_make(HDC_PAWN, HDC_BLACK), "d5IV" },
		      { 0, NULL },
		      { hdc_piece_make(HDC_KNIGHT, HDC_BLACK), "b5IV" } };
	for (size_t i = 0; i < 3; i++) {
		ck_assert_int_eq(hdc_position_history_capture(pos, i, &piece, &cell), HDC_OK);
		ck_assert_int_eq(piece, want[i].piece);
		ck_assert_int_eq(cell, want[i].cell ? cell_index(pos, want[i].cell) : -1);
	}
	ck_assert_int_eq(hdc_position_history_capture(pos, 3, &piece, &cell), HDC_ERR_RANGE);
	ck_assert_int_eq(hdc_position_history_capture(pos, SIZE_MAX, &piece, &cell), HDC_ERR_RANGE);
	/* Walking back: what last_capture names is what the undo restores. */
	for (size_t i = 3; i-- > 0;) {
		ck_assert_int_eq(hdc_position_last_capture(pos, &piece, &cell), HDC_OK);
		ck_assert_int_eq(piece, want[i].piece);
		int32_t before = material(pos, HDC_BLACK, 0);
		ck_assert_int_eq(hdc_position_undo(pos), HDC_OK);
		ck_assert_int_eq(material(pos, HDC_BLACK, 0), before + (piece != 0));
		if (piece) {
			hdc_piece back = 0;
			ck_assert_int_eq(hdc_position_piece_at(pos, cell, &back), HDC_OK);
			ck_assert_int_eq(back, piece);
		}
	}
	ck_assert_int_eq(hdc_position_last_capture(pos, &piece, &cell), HDC_ERR_NO_HISTORY);
	hdc_position_free(pos);
}
END_TEST

/* Start positions: the counts RULES.md / CESCACS.md give, cells in
 * increasing order, the king's cell. */
START_TEST(start_material_and_cells)
{
	static const struct {
		const char *variant;
		int32_t all, pawns, king;
		const char *king_cell;
	} want[NVARIANTS] = {
		{ "hdc", 79, 64, 1, "e1IV" },
		{ "raumschach", 20, 10, 1, "Ac1" },
		{ "3d8l", 128, 64, 1, "e1V" },
		{ "cescacs", 27, 11, 1, "G1" },
	};
	const char *variant = variants[_i];
	hdc_position *pos = start_pos(variant);
	for (int32_t color = 0; color < 2; color++) {
		int32_t all = material(pos, color, 0), sum = 0;
		for (int32_t t = 1; t <= HDC_ELEPHANT; t++)
			sum += material(pos, color, t);
		ck_assert_int_eq(sum, all);
		ck_assert_int_eq(material(pos, color, HDC_KING), want[_i].king);
		ck_assert_int_eq(all, want[_i].all);
		ck_assert_int_eq(material(pos, color, HDC_PAWN), want[_i].pawns);
		int32_t cells[HDC_MAX_CELLS];
		size_t n = 0;
		ck_assert_int_eq(hdc_position_piece_cells(pos, color, 0, cells, HDC_MAX_CELLS, &n),
		                 HDC_OK);
		ck_assert_uint_eq(n, (size_t)all);
		for (size_t i = 1; i < n; i++)
			ck_assert_int_lt(cells[i - 1], cells[i]);
		ck_assert_int_eq(hdc_position_piece_cells(pos, color, HDC_KING, cells, 1, &n), HDC_OK);
		ck_assert_uint_eq(n, 1);
		hdc_piece king = 0;
		ck_assert_int_eq(hdc_position_piece_at(pos, cells[0], &king), HDC_OK);
		ck_assert_int_eq(king, hdc_piece_make(HDC_KING, color));
		if (color == HDC_WHITE)
			ck_assert_int_eq(cells[0], strcmp(variant, "cescacs") == 0
			                                   ? hex_cell(pos, want[_i].king_cell)
			                                   : cell_index(pos, want[_i].king_cell));
	}
	hdc_position_free(pos);
}
END_TEST

/* A type the variant does not use has no pieces (not an error). */
START_TEST(unused_type)
{
	hdc_position *pos = start_pos("hdc");
	size_t n = 9;
	ck_assert_int_eq(hdc_position_piece_cells(pos, HDC_WHITE, HDC_WYVERN, NULL, 0, &n), HDC_OK);
	ck_assert_uint_eq(n, 0);
	ck_assert_int_eq(material(pos, HDC_BLACK, HDC_ELEPHANT), 0);
	hdc_position_free(pos);
}
END_TEST

/* ---- hostile input ----------------------------------------------------- */

START_TEST(null_arguments)
{
	hdc_position *pos = start_pos("hdc");
	hdc_move m = find_move(pos, "e2IVe4IV");
	hdc_piece piece = -1;
	int32_t i32 = -1;
	uint64_t u64 = 7;
	size_t n = 0;
	int32_t cells[4];
	ck_assert_int_eq(hdc_position_captured_piece(NULL, m, &piece, &i32), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_captured_piece(pos, m, NULL, &i32), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_captured_piece(pos, m, &piece, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_history_capture(NULL, 0, &piece, &i32), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_history_capture(pos, 0, NULL, &i32), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_history_capture(pos, 0, &piece, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_last_capture(NULL, &piece, &i32), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_last_capture(pos, NULL, &i32), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_last_capture(pos, &piece, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_gives_check(NULL, m, &i32), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_gives_check(pos, m, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_key_after(NULL, m, &u64), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_key_after(pos, m, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_play_null(NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_piece_cells(NULL, 0, 0, cells, 4, &n), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_piece_cells(pos, 0, 0, cells, 4, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_piece_cells(pos, 0, HDC_KING, NULL, 4, &n), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_material(NULL, 0, 0, &i32), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_material(pos, 0, 0, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(piece, -1);
	ck_assert_int_eq(i32, -1);
	ck_assert_uint_eq(u64, 7);
	/* The handle still works. */
	uint64_t nodes = 0;
	ck_assert_int_eq(hdc_position_perft(pos, 1, &nodes), HDC_OK);
	ck_assert_uint_eq(nodes, 242);
	hdc_position_free(pos);
}
END_TEST

START_TEST(ranges)
{
	hdc_position *pos = start_pos(variants[_i]);
	static const int32_t bad_colors[] = { -1, 2, 3, 32, INT32_MAX, INT32_MIN };
	static const int32_t bad_types[] = { -1, HDC_ELEPHANT + 1, 31, 32, 33, INT32_MAX, INT32_MIN };
	int32_t cells[HDC_MAX_CELLS], count = -7;
	size_t n = 99;
	for (size_t i = 0; i < sizeof bad_colors / sizeof bad_colors[0]; i++) {
		ck_assert_int_eq(hdc_position_piece_cells(pos, bad_colors[i], 0, cells, HDC_MAX_CELLS, &n),
		                 HDC_ERR_RANGE);
		ck_assert_int_eq(hdc_position_material(pos, bad_colors[i], 0, &count), HDC_ERR_RANGE);
	}
	for (size_t i = 0; i < sizeof bad_types / sizeof bad_types[0]; i++) {
		ck_assert_int_eq(hdc_position_piece_cells(pos, HDC_WHITE, bad_types[i], cells,
		                                          HDC_MAX_CELLS, &n),
		                 HDC_ERR_RANGE);
		ck_assert_int_eq(hdc_position_material(pos, HDC_BLACK, bad_types[i], &count),
		                 HDC_ERR_RANGE);
	}
	ck_assert_uint_eq(n, 99);
	ck_assert_int_eq(count, -7);
	hdc_piece piece = -1;
	int32_t cell = -1;
	ck_assert_int_eq(hdc_position_history_capture(pos, 0, &piece, &cell), HDC_ERR_RANGE);
	ck_assert_int_eq(hdc_position_last_capture(pos, &piece, &cell), HDC_ERR_NO_HISTORY);
	hdc_position_free(pos);
}
END_TEST

/* The buffer contract of hdc_position_piece_cells: size asked, too small
 * (nothing written), exact. */
START_TEST(piece_cells_buffers)
{
	hdc_position *pos = start_pos(variants[_i]);
	int32_t all = material(pos, HDC_BLACK, HDC_PAWN);
	ck_assert_int_gt(all, 1);
	size_t n = 0;
	ck_assert_int_eq(hdc_position_piece_cells(pos, HDC_BLACK, HDC_PAWN, NULL, 0, &n),
	                 HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_uint_eq(n, (size_t)all);
	int32_t cells[HDC_MAX_CELLS + 1];
	for (size_t i = 0; i <= HDC_MAX_CELLS; i++)
		cells[i] = -5;
	ck_assert_int_eq(hdc_position_piece_cells(pos, HDC_BLACK, HDC_PAWN, cells, (size_t)all - 1, &n),
	                 HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_uint_eq(n, (size_t)all);
	for (size_t i = 0; i <= HDC_MAX_CELLS; i++)
		ck_assert_int_eq(cells[i], -5);
	ck_assert_int_eq(hdc_position_piece_cells(pos, HDC_BLACK, HDC_PAWN, cells, (size_t)all, &n),
	                 HDC_OK);
	ck_assert_int_ne(cells[all - 1], -5);
	ck_assert_int_eq(cells[all], -5);
	hdc_position_free(pos);
}
END_TEST

/* Move values (hex.h's generator: the same values everywhere). */
static struct rng rng;

/* 32 random bits (rng_next gives 31). */
static hdc_move draw(void)
{
	uint32_t high = rng_next(&rng);
	return (high << 16) ^ rng_next(&rng);
}

static int is_listed(const hdc_move *moves, size_t n, hdc_move m)
{
	for (size_t i = 0; i < n; i++)
		if (moves[i] == m)
			return 1;
	return 0;
}

/* One value through the three helpers that take a move: accepted exactly
 * when it is a legal move or (out of check) the null move; refused values
 * leave the outputs alone.  Returns whether it was accepted. */
static int try_value(const hdc_position *pos, const hdc_move *moves, size_t n, int in_check,
                     hdc_move m)
{
	int legal = is_listed(moves, n, m) || (m == HDC_MOVE_NULL && !in_check);
	hdc_status want = legal ? HDC_OK : HDC_ERR_ILLEGAL_MOVE;
	hdc_piece piece = -9;
	int32_t cell = -9, gives = -9;
	uint64_t key = 9;
	/* Only a failing check reaches Check: this runs a million times. */
	if (hdc_position_captured_piece(pos, m, &piece, &cell) != want ||
	    hdc_position_gives_check(pos, m, &gives) != want ||
	    hdc_position_key_after(pos, m, &key) != want)
		ck_abort_msg("move value 0x%08x: not %s", (unsigned)m, legal ? "accepted" : "refused");
	if (!legal && (piece != -9 || cell != -9 || gives != -9 || key != 9))
		ck_abort_msg("move value 0x%08x refused, but an output was written", (unsigned)m);
	return legal;
}

/* Any 32-bit value: random ones, the legal moves with each bit flipped
 * or high bits set, every kind and promotion field on the legal moves'
 * cells, cells out of the board, the moves of another position. */
START_TEST(any_move_value)
{
	const char *variant = variants[_i];
	hdc_position *pos = start_pos(variant), *other = start_pos(variant);
	static hdc_move moves[HDC_MAX_MOVES], foreign[HDC_MAX_MOVES];
	size_t n = 0, nforeign = 0, accepted = 0;
	ck_assert_int_eq(hdc_position_legal_moves(other, foreign, HDC_MAX_MOVES, &nforeign), HDC_OK);
	ck_assert_int_eq(hdc_position_play(other, foreign[0]), HDC_OK);
	ck_assert_int_eq(hdc_position_legal_moves(other, foreign, HDC_MAX_MOVES, &nforeign), HDC_OK);
	/* Some plies in, so that captures and checks are about. */
	rng.state = 0xA11 + (uint64_t)_i;
	for (int ply = 0; ply < 24; ply++) {
		ck_assert_int_eq(hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &n), HDC_OK);
		if (!n)
			break;
		ck_assert_int_eq(hdc_position_play(pos, moves[draw() % n]), HDC_OK);
	}
	ck_assert_int_eq(hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &n), HDC_OK);
	int32_t check = 0;
	ck_assert_int_eq(hdc_position_in_check(pos, &check), HDC_OK);
	char before[TEXT_CAP], after[TEXT_CAP];
	get_text(pos, before, sizeof before);

	int values = getenv("HDC_TEST_SHORT") ? 20000 : 200000;
	for (int i = 0; i < values; i++)
		accepted += (size_t)try_value(pos, moves, n, check, (hdc_move)draw());
	for (size_t i = 0; i < n; i++) {
		ck_assert_int_eq(try_value(pos, moves, n, check, moves[i]), 1);
		for (int bit = 0; bit < 32; bit++)
			try_value(pos, moves, n, check, moves[i] ^ (1u << bit));
		for (unsigned kind = 0; kind < 16; kind++)
			for (unsigned extra = 0; extra < 32; extra += 3)
				try_value(pos, moves, n, check,
				          (moves[i] & 0xFFFFFu) | (extra << 20) | (kind << 25));
	}
	static const hdc_move edges[] = { 0, 1, 0x3FF, 0xFFC00, 0xFFFFF, 0x1FFFFFFF, 0x20000000,
		                          0xE0000000, 0xFFFFFFFF, 0x80000000, 0x7FFFFFFF };
	for (size_t i = 0; i < sizeof edges / sizeof edges[0]; i++)
		try_value(pos, moves, n, check, edges[i]);
	for (size_t i = 0; i < nforeign; i++)
		try_value(pos, moves, n, check, foreign[i]);
	ck_assert_int_eq(try_value(pos, moves, n, check, HDC_MOVE_NULL), !check);
	/* Random values are almost never legal; const calls changed nothing. */
	ck_assert_uint_lt(accepted, 10);
	get_text(pos, after, sizeof after);
	ck_assert_str_eq(after, before);
	hdc_position_free(other);
	hdc_position_free(pos);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("search-api");
	TCase *tc = tcase_create("search-api");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, en_passant_discovered_check);
	tcase_add_test(tc, castling_rook_check);
	tcase_add_test(tc, promotion_checks_as_the_new_piece);
	tcase_add_test(tc, scornful_capture);
	tcase_add_test(tc, history_of_captures);
	tcase_add_loop_test(tc, start_material_and_cells, 0, NVARIANTS);
	tcase_add_test(tc, unused_type);
	tcase_add_test(tc, null_arguments);
	tcase_add_loop_test(tc, ranges, 0, NVARIANTS);
	tcase_add_loop_test(tc, piece_cells_buffers, 0, NVARIANTS);
	tcase_add_loop_test(tc, any_move_value, 0, NVARIANTS);
	suite_add_tcase(s, tc);
	return run_suite(s);
}
