/*
 * test_null_move.c - the null move (HDC_MOVE_NULL): what a pass changes
 * and keeps, its undo, its refusal in check, its notation ("--", "0000")
 * written and read in all four variants, and game records holding it.
 */
#include <stdio.h>
#include <stdlib.h>

#include "common.h"
#include "cescacs/hex.h"

static const char *const variants[] = { "hdc", "raumschach", "3d8l", "cescacs" };
enum { NVARIANTS = sizeof variants / sizeof variants[0] };

/* One int32_t field of a position, read by its getter. */
static int32_t field(hdc_status (*get)(const hdc_position *, int32_t *), const hdc_position *pos)
{
	int32_t v = -2;
	ck_assert_int_eq(get(pos, &v), HDC_OK);
	return v;
}

#define side_to_move(pos) field(hdc_position_side_to_move, pos)
#define halfmove(pos) field(hdc_position_halfmove_clock, pos)
#define fullmove(pos) field(hdc_position_fullmove_number, pos)
#define en_passant(pos) field(hdc_position_en_passant, pos)

static uint32_t castling(const hdc_position *pos)
{
	uint32_t v = 0;
	ck_assert_int_eq(hdc_position_castling_rights(pos, &v), HDC_OK);
	return v;
}

static size_t history_length(const hdc_position *pos)
{
	size_t n = 0;
	ck_assert_int_eq(hdc_position_history_length(pos, &n), HDC_OK);
	return n;
}

static hdc_position *start_pos(const char *variant)
{
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new(variant, &pos), HDC_OK);
	return pos;
}

/* The key of pos's text read afresh. */
static uint64_t key_of_text(const char *variant, const hdc_position *pos)
{
	char text[TEXT_CAP];
	get_text(pos, text, sizeof text);
	hdc_position *fresh = make_text_pos(variant, text);
	uint64_t key = get_key(fresh);
	hdc_position_free(fresh);
	return key;
}

/* A pass and its undo, checked field by field. */
static void pass_and_back(const char *variant, hdc_position *pos)
{
	char before[TEXT_CAP], after[TEXT_CAP];
	get_text(pos, before, sizeof before);
	uint64_t key = get_key(pos), predicted = 0;
	int32_t side = side_to_move(pos), half = halfmove(pos), full = fullmove(pos);
	uint32_t rights = castling(pos);
	size_t length = history_length(pos);
	ck_assert_int_eq(hdc_position_key_after(pos, HDC_MOVE_NULL, &predicted), HDC_OK);

	ck_assert_int_eq(hdc_position_play_null(pos), HDC_OK);
	ck_assert_str_eq(hdc_position_error_message(pos), "");
	ck_assert_int_eq(side_to_move(pos), 1 - side);
	ck_assert_int_eq(halfmove(pos), half + 1);
	ck_assert_int_eq(fullmove(pos), side == HDC_BLACK ? full + 1 : full);
	ck_assert_uint_eq(castling(pos), rights);
	ck_assert_int_eq(en_passant(pos), -1);
	ck_assert_uint_ne(get_key(pos), key);
	ck_assert_uint_eq(get_key(pos), predicted);
	ck_assert_uint_eq(get_key(pos), key_of_text(variant, pos));
	int32_t check = -1;
	ck_assert_int_eq(hdc_position_in_check(pos, &check), HDC_OK);
	ck_assert_int_eq(check, 0);
	/* In the history as HDC_MOVE_NULL, capturing nothing. */
	ck_assert_uint_eq(history_length(pos), length + 1);
	hdc_move last = 12345;
	ck_assert_int_eq(hdc_position_history_move(pos, length, &last), HDC_OK);
	ck_assert_uint_eq(last, HDC_MOVE_NULL);
	hdc_piece piece = -1;
	int32_t cell = -2;
	ck_assert_int_eq(hdc_position_last_capture(pos, &piece, &cell), HDC_OK);
	ck_assert_int_eq(piece, 0);
	ck_assert_int_eq(cell, -1);

	ck_assert_int_eq(hdc_position_undo(pos), HDC_OK);
	get_text(pos, after, sizeof after);
	ck_assert_str_eq(after, before);
	ck_assert_uint_eq(get_key(pos), key);
	ck_assert_uint_eq(history_length(pos), length);
}

START_TEST(pass_by_either_side)
{
	const char *variant = variants[_i];
	hdc_position *pos = start_pos(variant);
	pass_and_back(variant, pos);          /* white passes: same move number */
	hdc_move moves[HDC_MAX_MOVES];
	size_t n = 0;
	ck_assert_int_eq(hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &n), HDC_OK);
	ck_assert_uint_gt(n, 0);
	ck_assert_int_eq(hdc_position_play(pos, moves[n - 1]), HDC_OK);
	pass_and_back(variant, pos);          /* black passes: the number grows */
	/* Two passes in a row and then a move: each undone in turn. */
	ck_assert_int_eq(hdc_position_play_null(pos), HDC_OK);
	ck_assert_int_eq(hdc_position_play_null(pos), HDC_OK);
	pass_and_back(variant, pos);
	hdc_position_free(pos);
}
END_TEST

/* Two passes bring the position back (the key of the start): the
 * repetition count sees it. */
START_TEST(two_passes_repeat_the_position)
{
	const char *variant = variants[_i];
	hdc_position *pos = start_pos(variant);
	uint64_t key = get_key(pos);
	ck_assert_int_eq(hdc_position_play_null(pos), HDC_OK);
	ck_assert_int_eq(hdc_position_play_null(pos), HDC_OK);
	ck_assert_uint_eq(get_key(pos), key);
	ck_assert_int_eq(halfmove(pos), 2);
	ck_assert_int_eq(fullmove(pos), 2);
	int32_t count = 0;
	ck_assert_int_eq(hdc_position_repetitions(pos, &count), HDC_OK);
	ck_assert_int_eq(count, 2);
	hdc_position_free(pos);
}
END_TEST

/* The e.p. right lapses with a pass, and comes back with its undo. */
START_TEST(pass_forfeits_en_passant)
{
	/* Black has just played d7-IV to d5-IV next to the white pawn e5-IV. */
	hdc_position *pos = make_pos("hdc", "Kh1IV Pe5IV ka8IV pd5IV", "w - d6-IV 0 2");
	int32_t ep = cell_index(pos, "d6IV");
	ck_assert_int_eq(en_passant(pos), ep);
	hdc_move exd6 = find_move(pos, "e5IVd6IV");
	ck_assert_int_eq(hdc_move_kind(exd6), HDC_MOVE_EN_PASSANT);
	pass_and_back("hdc", pos);
	ck_assert_int_eq(en_passant(pos), ep);
	ck_assert_int_eq(hdc_position_play_null(pos), HDC_OK);
	ck_assert_int_eq(hdc_position_play_null(pos), HDC_OK);
	/* The same cells, but without the right: another key. */
	hdc_move moves[HDC_MAX_MOVES];
	size_t n = 0;
	ck_assert_int_eq(hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &n), HDC_OK);
	for (size_t i = 0; i < n; i++)
		ck_assert_int_ne(hdc_move_kind(moves[i]), HDC_MOVE_EN_PASSANT);
	hdc_position_free(pos);
}
END_TEST

/* C'escacs: the scornful capture lapses too. */
START_TEST(pass_forfeits_scornful_capture)
{
	hdc_position *pos = hex_pos("KZ9 kP19 PH14 pG15", "w - H14@G15 0 2");
	hdc_move take = find_move(pos, "H14G15");
	ck_assert_int_eq(hdc_move_kind(take), HDC_MOVE_CAPTURE);
	pass_and_back("cescacs", pos);
	ck_assert_int_eq(hdc_position_play_null(pos), HDC_OK);
	ck_assert_int_eq(hdc_position_play_null(pos), HDC_OK);
	hdc_move again;
	ck_assert_int_eq(lookup_move(pos, "H14G15", &again), 0);
	hdc_position_free(pos);
}
END_TEST

/* In check: refused, with a message, nothing changed; and every reader
 * and helper refuses the null move there too. */
static void assert_refused_here(hdc_position *pos)
{
	char before[TEXT_CAP], after[TEXT_CAP], buf[64];
	get_text(pos, before, sizeof before);
	uint64_t key = get_key(pos), k = 7;
	size_t length = history_length(pos), needed = 0;
	ck_assert_int_eq(hdc_position_play_null(pos), HDC_ERR_ILLEGAL_MOVE);
	ck_assert_ptr_nonnull(strstr(hdc_position_error_message(pos), "check"));
	get_text(pos, after, sizeof after);
	ck_assert_str_eq(after, before);
	ck_assert_uint_eq(get_key(pos), key);
	ck_assert_uint_eq(history_length(pos), length);

	hdc_move move = 99;
	ck_assert_int_eq(hdc_position_parse_san(pos, "--", &move), HDC_ERR_ILLEGAL_MOVE);
	ck_assert_str_ne(hdc_position_error_message(pos), "");
	ck_assert_int_eq(hdc_position_parse_coord(pos, "0000", &move), HDC_ERR_ILLEGAL_MOVE);
	ck_assert_int_eq(hdc_position_parse_move(pos, "--", &move), HDC_ERR_ILLEGAL_MOVE);
	ck_assert_int_eq(hdc_position_parse_move(pos, "0000", &move), HDC_ERR_ILLEGAL_MOVE);
	ck_assert_uint_eq(move, 99);
	ck_assert_int_eq(hdc_position_move_san(pos, HDC_MOVE_NULL, buf, sizeof buf, &needed),
	                 HDC_ERR_ILLEGAL_MOVE);
	ck_assert_int_eq(hdc_position_key_after(pos, HDC_MOVE_NULL, &k), HDC_ERR_ILLEGAL_MOVE);
	ck_assert_uint_eq(k, 7);
	int32_t gives = 5, cell = 5;
	hdc_piece piece = 5;
	ck_assert_int_eq(hdc_position_gives_check(pos, HDC_MOVE_NULL, &gives), HDC_ERR_ILLEGAL_MOVE);
	ck_assert_int_eq(hdc_position_captured_piece(pos, HDC_MOVE_NULL, &piece, &cell),
	                 HDC_ERR_ILLEGAL_MOVE);
	ck_assert_int_eq(gives, 5);
	ck_assert_int_eq(piece, 5);
	ck_assert_int_eq(cell, 5);
}

START_TEST(refused_in_check)
{
	/* A rook gives check along the file. */
	hdc_position *pos = make_pos("hdc", "Ke1IV ka8IV re8IV", "w - - 0 1");
	assert_refused_here(pos);
	/* The game goes on normally after the refusal. */
	play(pos, "e1IVd1IV");
	ck_assert_int_eq(hdc_position_play_null(pos), HDC_OK);
	hdc_position_free(pos);

	pos = hex_pos("KZ9 kP19 rZ15", "w - - 0 1");
	assert_refused_here(pos);
	hdc_position_free(pos);
}
END_TEST

/* Game ends: mate is check, so no pass; stalemate is no check, so a pass
 * is allowed (hdc_position_play does not look at the game's end either). */
START_TEST(at_the_end_of_the_game)
{
	struct perft_entry *entries = NULL;
	int n = load_perft_file("perft-hdc.txt", &entries);
	ck_assert_int_gt(n, 0);
	int seen = 0;
	for (int i = 0; i < n; i++) {
		hdc_position *pos = make_text_pos("hdc", entries[i].text);
		int32_t status = -1, winner = -2;
		ck_assert_int_eq(hdc_position_status(pos, &status, &winner), HDC_OK);
		if (status == HDC_STATUS_CHECKMATE) {
			assert_refused_here(pos);
			seen |= 1;
		} else if (status == HDC_STATUS_STALEMATE) {
			pass_and_back("hdc", pos);
			seen |= 2;
		}
		hdc_position_free(pos);
	}
	ck_assert_int_eq(seen, 3);
	free(entries);
}
END_TEST

/* "--" and "0000", written and read, in every variant. */
START_TEST(notation)
{
	const char *variant = variants[_i];
	hdc_position *pos = start_pos(variant);
	char buf[64];
	size_t needed = 0;
	ck_assert_int_eq(hdc_position_move_san(pos, HDC_MOVE_NULL, buf, sizeof buf, &needed), HDC_OK);
	ck_assert_str_eq(buf, "--");
	ck_assert_uint_eq(needed, 3);
	ck_assert_int_eq(hdc_position_move_coord(pos, HDC_MOVE_NULL, buf, sizeof buf, &needed), HDC_OK);
	ck_assert_str_eq(buf, "0000");
	ck_assert_uint_eq(needed, 5);
	/* The usual size contract. */
	ck_assert_int_eq(hdc_position_move_coord(pos, HDC_MOVE_NULL, buf, 4, &needed),
	                 HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_int_eq(hdc_position_move_san(pos, HDC_MOVE_NULL, NULL, 0, &needed),
	                 HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_uint_eq(needed, 3);

	static const char *const names[] = { "--", "0000" };
	for (int i = 0; i < 2; i++) {
		hdc_move move = 77;
		ck_assert_int_eq(hdc_position_parse_move(pos, names[i], &move), HDC_OK);
		ck_assert_uint_eq(move, HDC_MOVE_NULL);
		move = 77;
		hdc_status st = i ? hdc_position_parse_coord(pos, names[i], &move)
		                  : hdc_position_parse_san(pos, names[i], &move);
		ck_assert_int_eq(st, HDC_OK);
		ck_assert_uint_eq(move, HDC_MOVE_NULL);
	}
	/* Each reader takes its own form only, and nothing near them. */
	hdc_move move = 77;
	ck_assert_int_eq(hdc_position_parse_san(pos, "0000", &move), HDC_ERR_SYNTAX);
	ck_assert_int_eq(hdc_position_parse_coord(pos, "--", &move), HDC_ERR_SYNTAX);
	static const char *const near_misses[] = { "-",    "---",  "-- ",  " --",  "--+", "--#",
		                                   "000",  "00000", "0000q", "Z0",  "@@@@",
		                                   "null", "pass", "- -",  "\xE2\x80\x93\xE2\x80\x93" };
	for (size_t i = 0; i < sizeof near_misses / sizeof near_misses[0]; i++) {
		hdc_status st = hdc_position_parse_move(pos, near_misses[i], &move);
		ck_assert_msg(st != HDC_OK, "%s: '%s' read as a move", variant, near_misses[i]);
		ck_assert_str_ne(hdc_position_error_message(pos), "");
	}
	ck_assert_uint_eq(move, 77);
	hdc_position_free(pos);
}
END_TEST

/* Game records write a pass as "--" and read it back; hdc_game_play
 * takes HDC_MOVE_NULL. */
START_TEST(records)
{
	const char *variant = variants[_i];
	hdc_position *pos = start_pos(variant);
	hdc_move moves[HDC_MAX_MOVES];
	size_t n = 0;
	/* A move, a pass, a move, a pass, a move. */
	for (int ply = 0; ply < 5; ply++) {
		if (ply % 2) {
			ck_assert_int_eq(hdc_position_play_null(pos), HDC_OK);
			continue;
		}
		ck_assert_int_eq(hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &n), HDC_OK);
		ck_assert_int_eq(hdc_position_play(pos, moves[n / 2]), HDC_OK);
	}
	hdc_game *game = NULL, *back = NULL;
	ck_assert_int_eq(hdc_game_from_position(pos, &game), HDC_OK);
	static char record[8192];
	size_t needed = 0, consumed = 0;
	ck_assert_int_eq(hdc_game_write(game, record, sizeof record, &needed), HDC_OK);
	ck_assert_msg(strstr(record, " -- "), "%s: no pass in the record:\n%s", variant, record);
	ck_assert_int_eq(hdc_game_new(variant, &back), HDC_OK);
	ck_assert_msg(hdc_game_read(back, record, &consumed) == HDC_OK, "%s: %s\n%s", variant,
	              hdc_game_error_message(back), record);
	size_t count = 0;
	hdc_move got[8];
	ck_assert_int_eq(hdc_game_moves(back, got, 8, &count), HDC_OK);
	ck_assert_uint_eq(count, 5);
	for (size_t i = 0; i < count; i++) {
		hdc_move want = 0;
		ck_assert_int_eq(hdc_position_history_move(pos, i, &want), HDC_OK);
		ck_assert_uint_eq(got[i], want);
	}
	ck_assert_uint_eq(got[1], HDC_MOVE_NULL);
	ck_assert_uint_eq(got[3], HDC_MOVE_NULL);
	hdc_position *end = NULL;
	ck_assert_int_eq(hdc_game_position(back, &end), HDC_OK);
	ck_assert_uint_eq(get_key(end), get_key(pos));
	/* The game's position undoes the passes too, back to the start. */
	for (int i = 0; i < 5; i++)
		ck_assert_int_eq(hdc_position_undo(end), HDC_OK);
	hdc_position *start = start_pos(variant);
	ck_assert_uint_eq(get_key(end), get_key(start));

	/* hdc_game_play: a pass is appended and written. */
	ck_assert_int_eq(hdc_game_play(back, HDC_MOVE_NULL), HDC_OK);
	ck_assert_int_eq(hdc_game_move_count(back, &count), HDC_OK);
	ck_assert_uint_eq(count, 6);
	ck_assert_int_eq(hdc_game_write(back, record, sizeof record, &needed), HDC_OK);
	ck_assert_ptr_nonnull(strstr(record, " -- *"));
	hdc_position_free(start);
	hdc_position_free(end);
	hdc_game_free(back);
	hdc_game_free(game);
	hdc_position_free(pos);
}
END_TEST

START_TEST(game_play_refuses_a_pass_in_check)
{
	hdc_position *pos = make_pos("hdc", "Ke1IV ka8IV re8IV", "w - - 0 1");
	hdc_game *game = NULL;
	ck_assert_int_eq(hdc_game_from_position(pos, &game), HDC_OK);
	ck_assert_int_eq(hdc_game_play(game, HDC_MOVE_NULL), HDC_ERR_ILLEGAL_MOVE);
	ck_assert_str_ne(hdc_game_error_message(game), "");
	size_t count = 9;
	ck_assert_int_eq(hdc_game_move_count(game, &count), HDC_OK);
	ck_assert_uint_eq(count, 0);
	/* A record with a pass where it is not allowed is refused. */
	hdc_game *other = NULL;
	size_t consumed = 0;
	ck_assert_int_eq(hdc_game_new("hdc", &other), HDC_OK);
	static const char *const record =
		"[Variant \"HDC\"]\n[SetUp \"1\"]\n[FEN \"%s\"]\n\n1. -- *\n";
	char text[TEXT_CAP], buf[TEXT_CAP + 128];
	get_text(pos, text, sizeof text);
	snprintf(buf, sizeof buf, record, text);
	ck_assert_int_eq(hdc_game_read(other, buf, &consumed), HDC_ERR_ILLEGAL_MOVE);
	ck_assert_ptr_nonnull(strstr(hdc_game_error_message(other), "--"));
	hdc_game_free(other);
	hdc_game_free(game);
	hdc_position_free(pos);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("null-move");
	TCase *tc = tcase_create("null-move");
	tcase_set_timeout(tc, 60);
	tcase_add_loop_test(tc, pass_by_either_side, 0, NVARIANTS);
	tcase_add_loop_test(tc, two_passes_repeat_the_position, 0, NVARIANTS);
	tcase_add_test(tc, pass_forfeits_en_passant);
	tcase_add_test(tc, pass_forfeits_scornful_capture);
	tcase_add_test(tc, refused_in_check);
	tcase_add_test(tc, at_the_end_of_the_game);
	tcase_add_loop_test(tc, notation, 0, NVARIANTS);
	tcase_add_loop_test(tc, records, 0, NVARIANTS);
	tcase_add_test(tc, game_play_refuses_a_pass_in_check);
	suite_add_tcase(s, tc);
	return run_suite(s);
}
