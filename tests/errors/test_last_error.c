/*
 * test_last_error.c - the thread-local last error (hdc.h "Last error"):
 * every failing call leaves status, message and offset there, calls
 * without a handle included; successes leave it alone; const calls touch
 * only it, never the handle.  (Its independence between threads is tested
 * in tests/hostile/test_threads.c, which also runs under ThreadSanitizer.)
 */
#include <stdio.h>
#include <stdlib.h>

#include "common.h"

static void assert_last(hdc_status status, int64_t offset, const char *part)
{
	ck_assert_int_eq(hdc_last_error_status(), status);
	ck_assert_int_eq(hdc_last_error_offset(), offset);
	ck_assert_msg(strstr(hdc_last_error_message(), part) != NULL,
	              "last error '%s' lacks '%s'", hdc_last_error_message(), part);
}

START_TEST(clear_and_success)
{
	hdc_last_error_clear();
	assert_last(HDC_OK, -1, "");
	ck_assert_str_eq(hdc_last_error_message(), "");
	char buf[64];
	ck_assert_int_eq(hdc_variant_name(99, buf, sizeof buf, NULL), HDC_ERR_RANGE);
	assert_last(HDC_ERR_RANGE, -1, "variant index 99");
	/* A success does not clear it... */
	ck_assert_int_eq(hdc_variant_name(0, buf, sizeof buf, NULL), HDC_OK);
	assert_last(HDC_ERR_RANGE, -1, "variant index 99");
	/* ...hdc_last_error_clear() does. */
	hdc_last_error_clear();
	assert_last(HDC_OK, -1, "");
}
END_TEST

/* A position text with the side field replaced by 'x': the offset of
 * that field is known without asking the library. */
static void bad_side(const char *start, char *out, size_t cap, int64_t *offset)
{
	ck_assert(strlen(start) < cap);
	strcpy(out, start);
	char *side = strstr(out, " w ");
	ck_assert(side != NULL);
	side[1] = 'x';
	*offset = side + 1 - out;
}

static const char *const variants[] = { "hdc", "raumschach", "3d8l", "cescacs" };

/* hdc_position_from_text has no handle: its message and offset are the
 * last error, the same that hdc_position_set_text records in a handle. */
START_TEST(from_text_leaves_offset_and_message)
{
	const char *name = variants[_i];
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new(name, &pos), HDC_OK);
	char start[TEXT_CAP], text[TEXT_CAP];
	get_text(pos, start, sizeof start);
	int64_t offset;
	bad_side(start, text, sizeof text, &offset);
	const char *bad[] = { text, "", "garbage", "/99:/ w - - 0 1" };
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		hdc_position *out = (hdc_position *)&out;
		hdc_last_error_clear();
		hdc_status st = hdc_position_from_text(name, bad[i], &out);
		ck_assert_msg(st == HDC_ERR_SYNTAX || st == HDC_ERR_INVALID_POSITION,
		              "%s '%s': %d", name, bad[i], (int)st);
		ck_assert_ptr_null(out);
		ck_assert_int_eq(hdc_last_error_status(), st);
		ck_assert_int_ge(hdc_last_error_offset(), 0);
		ck_assert_int_le(hdc_last_error_offset(), (int64_t)strlen(bad[i]));
		ck_assert_str_ne(hdc_last_error_message(), "");
		if (i == 0)
			ck_assert_int_eq(hdc_last_error_offset(), offset);
		/* The same as the handle's record of the same failure. */
		char message[256];
		snprintf(message, sizeof message, "%s", hdc_last_error_message());
		int64_t at = hdc_last_error_offset();
		ck_assert_int_eq(hdc_position_set_text(pos, bad[i]), st);
		ck_assert_str_eq(hdc_position_error_message(pos), message);
		ck_assert_int_eq(hdc_position_error_offset(pos), at);
	}
	hdc_position_free(pos);
}
END_TEST

/* A const call records nothing in the handle: the handle keeps the
 * message of its last own failure, the last error has the new one. */
START_TEST(const_calls_touch_only_the_last_error)
{
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new("hdc", &pos), HDC_OK);
	hdc_move move = 0;
	ck_assert_int_eq(hdc_position_parse_san(pos, "e4", &move), HDC_ERR_SYNTAX);
	char before[256];
	snprintf(before, sizeof before, "%s", hdc_position_error_message(pos));
	ck_assert_str_ne(before, "");
	char buf[4];
	size_t needed = 0;
	ck_assert_int_eq(hdc_position_text(pos, buf, sizeof buf, &needed),
	                 HDC_ERR_BUFFER_TOO_SMALL);
	char want[64];
	snprintf(want, sizeof want, "%zu are needed", needed);
	assert_last(HDC_ERR_BUFFER_TOO_SMALL, -1, want);
	ck_assert_str_eq(hdc_position_error_message(pos), before);
	int32_t cell;
	ck_assert_int_eq(hdc_position_piece_at(pos, 9999, &cell), HDC_ERR_RANGE);
	assert_last(HDC_ERR_RANGE, -1, "hdc_position_piece_at");
	ck_assert_str_eq(hdc_position_error_message(pos), before);
	uint64_t nodes;
	ck_assert_int_eq(hdc_position_perft(pos, 99, &nodes), HDC_ERR_DEPTH);
	assert_last(HDC_ERR_DEPTH, -1, "depth 99");
	ck_assert_str_eq(hdc_position_error_message(pos), before);
	hdc_position_free(pos);
}
END_TEST

/* Every kind of failing call sets it, with or without a handle. */
/* The game-tree calls (hdc.h "Game trees") record their failures too,
 * the read-only ones and the edits alike. */
START_TEST(game_tree_failures_set_it)
{
	hdc_game *game;
	ck_assert_int_eq(hdc_game_new(NULL, &game), HDC_OK);
	int32_t out;
	hdc_last_error_clear();
	ck_assert_int_eq(hdc_game_node_parent(game, 77, &out), HDC_ERR_RANGE);
	assert_last(HDC_ERR_RANGE, -1, "no node 77");
	hdc_move move;
	ck_assert_int_eq(hdc_game_node_move(game, 0, &move), HDC_ERR_RANGE);
	assert_last(HDC_ERR_RANGE, -1, "root");
	ck_assert_int_eq(hdc_game_node_child(game, 0, 3, &out), HDC_ERR_RANGE);
	assert_last(HDC_ERR_RANGE, -1, "no variation 3");
	ck_assert_int_eq(hdc_game_node_add_nag(game, 5, 1), HDC_ERR_RANGE);
	assert_last(HDC_ERR_RANGE, -1, "no node 5");
	ck_assert_int_eq(hdc_game_node_add_variation(game, 0, 0x12345u, &out),
	                 HDC_ERR_ILLEGAL_MOVE);
	ck_assert_int_eq(hdc_last_error_status(), HDC_ERR_ILLEGAL_MOVE);
	ck_assert_str_eq(hdc_last_error_message(), hdc_game_error_message(game));
	ck_assert_int_eq(hdc_game_node_set_comment(game, 0, "a } brace"), HDC_ERR_RANGE);
	assert_last(HDC_ERR_RANGE, -1, "'}'");
	hdc_game_free(game);
}
END_TEST

START_TEST(every_failure_sets_it)
{
	char buf[64];
	size_t needed, count;
	int32_t types[32];
	hdc_position *pos = NULL;
	hdc_game *game = NULL;
	ck_assert_int_eq(hdc_position_new("hdc", &pos), HDC_OK);
	ck_assert_int_eq(hdc_game_new(NULL, &game), HDC_OK);

	hdc_last_error_clear();
	ck_assert_int_eq(hdc_variant_title(NULL, buf, sizeof buf, &needed), HDC_ERR_NULL);
	assert_last(HDC_ERR_NULL, -1, "hdc_variant_title");
	ck_assert_int_eq(hdc_variant_piece_types("hdc", types, 2, &count),
	                 HDC_ERR_BUFFER_TOO_SMALL);
	assert_last(HDC_ERR_BUFFER_TOO_SMALL, -1, "7 are needed");
	ck_assert_int_eq(hdc_variant_piece_letter("hdc", HDC_WYVERN, buf, sizeof buf, &needed),
	                 HDC_ERR_RANGE);
	assert_last(HDC_ERR_RANGE, -1, "type 14");
	ck_assert_int_eq(hdc_position_new(NULL, NULL), HDC_ERR_NULL);
	assert_last(HDC_ERR_NULL, -1, "hdc_position_new");
	ck_assert_int_eq(hdc_position_legal_moves(pos, NULL, 0, NULL), HDC_ERR_NULL);
	assert_last(HDC_ERR_NULL, -1, "hdc_position_legal_moves");
	ck_assert_int_eq(hdc_position_legal_moves(pos, NULL, 0, &count), HDC_ERR_BUFFER_TOO_SMALL);
	assert_last(HDC_ERR_BUFFER_TOO_SMALL, -1, "are needed");
	ck_assert_int_eq(hdc_position_undo(pos), HDC_ERR_NO_HISTORY);
	assert_last(HDC_ERR_NO_HISTORY, -1, "no move to take back");
	ck_assert_int_eq(hdc_position_play(pos, 0xFFFFFFFFu), HDC_ERR_ILLEGAL_MOVE);
	assert_last(HDC_ERR_ILLEGAL_MOVE, -1, "not a legal move");
	ck_assert_int_eq(hdc_game_tag(game, "Nope", buf, sizeof buf, &needed), HDC_ERR_NOT_FOUND);
	assert_last(HDC_ERR_NOT_FOUND, -1, "hdc_game_tag");
	ck_assert_int_eq(hdc_game_set_tag(game, "a b", "x"), HDC_ERR_RANGE);
	assert_last(HDC_ERR_RANGE, -1, "tag names");

	/* hdc_game_new before a handle exists. */
	hdc_game *none = (hdc_game *)&none;
	ck_assert_int_eq(hdc_game_new("chess", &none), HDC_ERR_UNKNOWN_VARIANT);
	ck_assert_ptr_null(none);
	assert_last(HDC_ERR_UNKNOWN_VARIANT, -1, "'chess'");
	/* hdc_game_read: the handle's and the last error agree. */
	static const char record[] = "[Variant \"HDC\"]\n\n1. e4 *";
	size_t consumed = 0;
	ck_assert_int_eq(hdc_game_read(game, record, &consumed), HDC_ERR_SYNTAX);
	ck_assert_int_eq(hdc_last_error_status(), HDC_ERR_SYNTAX);
	ck_assert_int_eq(hdc_last_error_offset(), hdc_game_error_offset(game));
	ck_assert_int_ge(hdc_last_error_offset(), (int64_t)strlen("[Variant \"HDC\"]\n\n1. "));
	ck_assert_str_eq(hdc_last_error_message(), hdc_game_error_message(game));
	hdc_game_free(game);
	hdc_position_free(pos);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("last-error");
	TCase *tc = tcase_create("last-error");
	tcase_add_test(tc, clear_and_success);
	tcase_add_loop_test(tc, from_text_leaves_offset_and_message, 0,
	                    (int)(sizeof variants / sizeof variants[0]));
	tcase_add_test(tc, const_calls_touch_only_the_last_error);
	tcase_add_test(tc, every_failure_sets_it);
	tcase_add_test(tc, game_tree_failures_set_it);
	suite_add_tcase(s, tc);
	return run_suite(s);
}
