/*
 * test_regressions.c - inputs the fuzz targets (tests/fuzz) and the
 * hostile-input work found to break libhdc, one test each, written so that
 * any correct fix passes them (an error status or a correct result; never
 * a crash, an out-of-bounds access or a silent misreading).  The raw
 * fuzzer inputs are replayed too, from tests/hostile/crashes/<target>/.
 *
 * 1. More pieces of one side than a piece list holds (128): the position
 *    text reader wrote past the end of the list (ASan: stack-buffer-
 *    overflow in add_piece, position.c, reached from parse_board).
 * 2. A Result tag that is not a result token ("0-0", "e5-IV", "1-0 x") was
 *    written verbatim as the result token of the movetext: the record then
 *    reads back refused, with an extra move, or with another Result.
 * 3. A tag value holding a newline (read from `\` + newline) was written
 *    raw, so the record could not be read back.
 * 4. 3D8L coordinates of a promotion to the bishop-mace, "a7Ia8Iv", read as
 *    the move to a8-IV (lower-case Roman numerals are accepted), so the
 *    move's own coordinates did not read back to it (fuzz target postext).
 */
#include <stdio.h>
#include <stdlib.h>

#include "common.h"

/* The text of a position whose board is `cells` (one letter per cell,
 * '.' empty, in the order of common.h) and a valid tail. */
static void text_of_board(const char *variant, const char *cells, char *out, size_t cap)
{
	board_text(variant_info(variant), cells, "w - - 0 1", out, cap);
}

/* The text is refused (with an offset inside it), the handle it was given
 * to is unchanged, and nothing was written out of bounds (ASan, valgrind
 * and UBSan builds check that). */
static void assert_refused(const char *variant, const char *text)
{
	hdc_position *pos = NULL, *h = NULL;
	hdc_status st = hdc_position_from_text(variant, text, &pos);
	ck_assert_msg(st == HDC_ERR_SYNTAX || st == HDC_ERR_INVALID_POSITION,
	              "%s: %s", variant, hdc_status_string(st));
	ck_assert_ptr_null(pos);
	ck_assert_int_eq(hdc_position_new(variant, &h), HDC_OK);
	char before[TEXT_CAP], after[TEXT_CAP];
	get_text(h, before, sizeof before);
	ck_assert_int_eq(hdc_position_set_text(h, text), st);
	ck_assert_int_ge(hdc_position_error_offset(h), 0);
	ck_assert_int_le(hdc_position_error_offset(h), (int64_t)strlen(text));
	get_text(h, after, sizeof after);
	ck_assert_str_eq(after, before);
	uint64_t nodes;
	ck_assert_int_eq(hdc_position_perft(h, 1, &nodes), HDC_OK);
	ck_assert_uint_gt(nodes, 0);
	hdc_position_free(h);
}

START_TEST(too_many_pieces_of_one_side)
{
	static const char *const names[] = { "hdc", "raumschach", "3d8l" };
	static char cells[HDC_MAX_CELLS + 1], text[4 * HDC_MAX_CELLS];
	for (size_t v = 0; v < 3; v++) {
		const struct variant_info *vi = variant_info(names[v]);
		int n = vi->nx * vi->ny * vi->nz;
		/* Every cell a white knight (and one black king). */
		memset(cells, 'N', (size_t)n);
		cells[n] = '\0';
		cells[n - 1] = 'k';
		text_of_board(names[v], cells, text, sizeof text);
		assert_refused(names[v], text);
		/* Every cell a black knight but the white king's. */
		memset(cells, 'n', (size_t)n);
		cells[0] = 'K';
		text_of_board(names[v], cells, text, sizeof text);
		assert_refused(names[v], text);
		/* Just over the 128 a list holds: 129 knights and two kings. */
		if (n > 131 && n <= HDC_MAX_CELLS) {
			memset(cells, '.', (size_t)n);
			memset(cells, 'N', 129);
			cells[n - 1] = 'k';
			cells[n - 2] = 'K';
			text_of_board(names[v], cells, text, sizeof text);
			assert_refused(names[v], text);
		}
	}
	/* The fuzzer's input: 3D8L's start position with one white piece
	 * turned black (129 black pieces). */
	const char *fuzzed =
		"rnbqdbnr/pppppppp/8/8/8/8/PPPPPPPP/RnBQDBNR|rebqtber/pppppppp/8/8/8/8/PPPPPPPP/REBQTBER|"
		"rgbqvbgr/pppppppp/8/8/8/8/PPPPPPPP/RGBQVBGR|rnmqamnr/pppppppp/8/8/8/8/PPPPPPPP/RNMQAMNR|"
		"rnmqkmnr/pppppppp/8/8/8/8/PPPPPPPP/RNMQKMNR|rgbqvbgr/rppppppp/8/8/8/8/PPPPPPPP/RGBQVBGR|"
		"rebqtber/pppppppp/8/8/8/8/PPPPPPPP/REBQTBER|rnbqdbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQDBNR "
		"w - - 0 1";
	assert_refused("3d8l", fuzzed);
}
END_TEST

/* Reads `record`; if the library accepts it, the record it writes must
 * read back to the same game: same moves, same tags, same record. */
static void assert_round_trip(const char *record)
{
	hdc_game *game = NULL, *back = NULL;
	ck_assert_int_eq(hdc_game_new(NULL, &game), HDC_OK);
	ck_assert_int_eq(hdc_game_new(NULL, &back), HDC_OK);
	size_t consumed = 0, needed, n1, n2, t1, t2;
	static char written[8192], again[8192];
	hdc_status st = hdc_game_read(game, record, &consumed);
	if (st == HDC_OK) {
		ck_assert_int_eq(hdc_game_write(game, written, sizeof written, &needed), HDC_OK);
		st = hdc_game_read(back, written, &consumed);
		ck_assert_msg(st == HDC_OK, "record read from\n%s\nwas written as\n%s\nand refused: %s",
		              record, written, hdc_game_error_message(back));
		ck_assert_int_eq(hdc_game_move_count(game, &n1), HDC_OK);
		ck_assert_int_eq(hdc_game_move_count(back, &n2), HDC_OK);
		ck_assert_msg(n1 == n2, "%zu moves read, %zu read back from\n%s", n1, n2, written);
		ck_assert_int_eq(hdc_game_tag_count(game, &t1), HDC_OK);
		ck_assert_int_eq(hdc_game_tag_count(back, &t2), HDC_OK);
		ck_assert_uint_eq(t1, t2);
		for (size_t i = 0; i < t1; i++) {
			char name[64], v1[256], v2[256];
			ck_assert_int_eq(hdc_game_tag_name(game, i, name, sizeof name, &needed), HDC_OK);
			ck_assert_int_eq(hdc_game_tag(game, name, v1, sizeof v1, &needed), HDC_OK);
			ck_assert_int_eq(hdc_game_tag(back, name, v2, sizeof v2, &needed), HDC_OK);
			ck_assert_msg(strcmp(v1, v2) == 0, "tag %s '%s' read back as '%s' from\n%s", name,
			              v1, v2, written);
		}
		ck_assert_int_eq(hdc_game_write(back, again, sizeof again, &needed), HDC_OK);
		ck_assert_str_eq(again, written);
	} else {
		ck_assert_int_ge(hdc_game_error_offset(game), 0);
	}
	hdc_game_free(back);
	hdc_game_free(game);
}

START_TEST(result_tag_that_is_no_result)
{
	/* The fuzzer's input was the first (its movetext ended in NULs). */
	assert_round_trip("[Result \"0-0\"]\n1. e4-IV ");
	assert_round_trip("[Result \"e5-IV\"]\n1. e4-IV\n");
	assert_round_trip("[Result \"1-0 x\"]\n1. e4-IV\n");
	assert_round_trip("[Result \"\"]\n1. e4-IV\n");
	assert_round_trip("[Result \"1/2\"]\n1. e4-IV\n");
	assert_round_trip("[Result \"{\"]\n1. e4-IV\n");
	/* The same through the API: a tag the writer cannot write faithfully
	 * is refused, or written so that it reads back. */
	const char *values[] = { "0-0", "e5-IV", "1-0 x", "", "(", "0-1" };
	for (size_t i = 0; i < sizeof values / sizeof values[0]; i++) {
		hdc_game *game = NULL, *back = NULL;
		hdc_position *pos = NULL;
		ck_assert_int_eq(hdc_game_new("hdc", &game), HDC_OK);
		ck_assert_int_eq(hdc_position_new("hdc", &pos), HDC_OK);
		hdc_move e4;
		ck_assert_int_eq(hdc_position_parse_san(pos, "e4-IV", &e4), HDC_OK);
		ck_assert_int_eq(hdc_game_play(game, e4), HDC_OK);
		hdc_status st = hdc_game_set_tag(game, "Result", values[i]);
		ck_assert(st == HDC_OK || st == HDC_ERR_RANGE);
		static char written[8192];
		size_t needed, consumed, n = 0;
		ck_assert_int_eq(hdc_game_write(game, written, sizeof written, &needed), HDC_OK);
		ck_assert_int_eq(hdc_game_new("hdc", &back), HDC_OK);
		ck_assert_msg(hdc_game_read(back, written, &consumed) == HDC_OK,
		              "Result '%s': written record refused:\n%s", values[i], written);
		ck_assert_int_eq(hdc_game_move_count(back, &n), HDC_OK);
		ck_assert_msg(n == 1, "Result '%s': %zu moves read back from\n%s", values[i], n,
		              written);
		if (st == HDC_OK) {
			char value[64];
			ck_assert_int_eq(hdc_game_tag(back, "Result", value, sizeof value, &needed),
			                 HDC_OK);
			ck_assert_msg(strcmp(value, values[i]) == 0,
			              "Result '%s' accepted but read back as '%s'", values[i], value);
		}
		hdc_game_free(back);
		hdc_game_free(game);
		hdc_position_free(pos);
	}
}
END_TEST

START_TEST(tag_value_with_a_newline)
{
	assert_round_trip("[Annotator \"a\\\nb\"]\n1. e4-IV *\n");
	assert_round_trip("[Annotator \"a\\\r\nb\"]\n1. e4-IV *\n");
	assert_round_trip("[Annotator \"a\\\\\"]\n1. e4-IV *\n");
	assert_round_trip("[Event \"}{\"]\n[Round \"x]\"]\n1. e4-IV *\n");
}
END_TEST

START_TEST(promotion_letter_that_is_a_roman_numeral)
{
	/* The reference position with promotions, read as 3D8L (the fuzzer's
	 * input: tests/hostile/crashes/postext/). */
	const char *text = "1b2r3/P7/8/8/8/8/8/7K|r7/4P3/8/8/8/8/8/8|4n3/8/8/8/8/8/2p5/1B6|"
	                   "2Rq4/3P4/8/8/7k/8/8/8|3n4/8/8/8/8/8/8/8|8/1P6/8/8/8/8/8/8|"
	                   "1q5d/8/8/8/8/8/6Q1/7R|8/7P/8/8/8/8/8/6N1 w - - 0 1";
	hdc_position *pos = make_text_pos("3d8l", text);
	static hdc_move moves[HDC_MAX_MOVES];
	size_t n, needed;
	ck_assert_int_eq(hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &n), HDC_OK);
	int promotions = 0;
	for (size_t i = 0; i < n; i++) {
		char coord[32], san[64];
		hdc_move back = 0;
		ck_assert_int_eq(hdc_position_move_coord(pos, moves[i], coord, sizeof coord, &needed),
		                 HDC_OK);
		ck_assert_int_eq(hdc_position_move_san(pos, moves[i], san, sizeof san, &needed), HDC_OK);
		ck_assert_msg(hdc_position_parse_coord(pos, coord, &back) == HDC_OK && back == moves[i],
		              "'%s' reads as 0x%08x, not 0x%08x", coord, (unsigned)back,
		              (unsigned)moves[i]);
		ck_assert_msg(hdc_position_parse_move(pos, coord, &back) == HDC_OK && back == moves[i],
		              "'%s' (parse_move)", coord);
		ck_assert_msg(hdc_position_parse_san(pos, san, &back) == HDC_OK && back == moves[i],
		              "'%s' (SAN)", san);
		promotions += hdc_move_promotion(moves[i]) != 0;
	}
	ck_assert_int_gt(promotions, 11); /* every 3D8L promotion piece, V included */
	hdc_position_free(pos);
}
END_TEST

START_TEST(castling_onto_a_man)
{
	/* HDC's description with O-Oz's empty cells cut to the rook's landing
	 * (the fuzzer's input: tests/hostile/crashes/variant/): the king then
	 * castled onto its own knight, removing it, and the move lists and
	 * the bulk counts went apart after two moves.  Refused now. */
	hdc_variant *hdc = NULL;
	ck_assert_int_eq(hdc_variant_builtin("hdc", &hdc), HDC_OK);
	static char text[16384];
	size_t needed;
	ck_assert_int_eq(hdc_variant_text(hdc, text, sizeof text, &needed), HDC_OK);
	hdc_variant_unref(hdc);
	char *empty = strstr(text, "empty = (4,0,2) (4,0,1)");
	ck_assert_ptr_nonnull(empty);
	memmove(empty + strlen("empty = (4,0,2)"), empty + strlen("empty = (4,0,2) (4,0,1)"),
	        strlen(empty + strlen("empty = (4,0,2) (4,0,1)")) + 1);
	hdc_variant *v = (hdc_variant *)text;
	ck_assert_int_eq(hdc_variant_from_text(text, strlen(text), &v), HDC_ERR_SYNTAX);
	ck_assert_ptr_null(v);
	ck_assert_msg(strstr(hdc_last_error_message(),
	                     "castling O-Oz: the king lands on (4,0,1), which must be one of "
	                     "its 'empty' cells") != NULL,
	              "%s", hdc_last_error_message());
}
END_TEST

START_TEST(check_by_a_kings_leap)
{
	/* C'escacs, white to move, its king on I23 a knight's jump from the
	 * black king on G27, which never moved (castling part "k"): the
	 * leap attacks I23.  Read as a position (fuzz_postext's input:
	 * tests/hostile/crashes/postext/), the legal list held 34 moves, 30
	 * of them ignoring the check (the list's king watch did not see the
	 * leap), while perft 1 counted the king's 4.  No game reaches it:
	 * refused now. */
	static const char *const leap = "/28:v/27:dk/24:2jep/23:ppe1Ke/0:V/ w k";
	hdc_position *pos = (hdc_position *)leap;
	ck_assert_int_eq(hdc_position_from_text("cescacs", leap, &pos), HDC_ERR_INVALID_POSITION);
	ck_assert_ptr_null(pos);
	ck_assert_str_eq(hdc_last_error_message(), "the side to move is in check from the other king's leap");
	/* Without the black king's rights it has no leap: no check, and the
	 * list and the count agree. */
	ck_assert_int_eq(hdc_position_from_text("cescacs", "/28:v/27:dk/24:2jep/23:ppe1Ke/0:V/ w -",
	                                        &pos),
	                 HDC_OK);
	int32_t check = -1;
	hdc_move moves[HDC_MAX_MOVES];
	size_t n = 0;
	uint64_t nodes = 0;
	ck_assert_int_eq(hdc_position_in_check(pos, &check), HDC_OK);
	ck_assert_int_eq(check, 0);
	ck_assert_int_eq(hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &n), HDC_OK);
	ck_assert_int_eq(hdc_position_perft(pos, 1, &nodes), HDC_OK);
	ck_assert_uint_eq(nodes, n);
	ck_assert_uint_eq(n, 34);
	hdc_position_free(pos);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("regressions");
	TCase *tc = tcase_create("regressions");
	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, too_many_pieces_of_one_side);
	tcase_add_test(tc, result_tag_that_is_no_result);
	tcase_add_test(tc, tag_value_with_a_newline);
	tcase_add_test(tc, promotion_letter_that_is_a_roman_numeral);
	tcase_add_test(tc, castling_onto_a_man);
	tcase_add_test(tc, check_by_a_kings_leap);
	suite_add_tcase(s, tc);
	return run_suite(s);
}
