/*
 * test_move_messages.c - move texts that cannot be read say what was
 * expected at the offset (issue 12 item 4), in every variant's notation:
 * SAN-like moves, C'escacs moves, coordinate moves and cell names.  The
 * handle's message and offset and the thread's last error must agree.
 */
#include <stdio.h>
#include <stdlib.h>

#include "common.h"

#define EN "\xE2\x80\x93"
#define EM "\xE2\x80\x94"

struct bad_move {
	const char *variant, *text;
	int64_t offset;
	const char *says; /* a part of the message */
};

static const struct bad_move san_cases[] = {
	{ "hdc", "e4", 2, "expected a layer numeral I" EN "VIII after the rank" },
	{ "hdc", "Nf3", 3, "expected a layer numeral I" EN "VIII after the rank" },
	{ "hdc", "exd6", 4, "expected a layer numeral" },
	{ "hdc", "e2" EN "IVe4", 9, "expected a layer numeral" },
	{ "hdc", "e4" EM "IV", 2, "an em dash is not a separator: use " EN " or -" },
	{ "hdc", "Nf3" EM "IV", 3, "an em dash is not a separator" },
	{ "hdc", "Ne9" EN "IV", 2, "expected a rank digit 1" EN "8 after the file" },
	{ "hdc", "Qxx", 2, "expected a cell name like e4" EN "IV" },
	{ "hdc", "e8" EN "II=X", 8, "piece to promote to (Q, D, R, B, N)" },
	{ "hdc", "e4" EN "IVz", 7, "expected the end of the move" },
	{ "hdc", "", 0, "expected a move: a piece letter, a cell name like e4" EN "IV" },
	{ "hdc", "Zz", 0, "or a castling like O-O" },
	{ "raumschach", "Cc", 2, "expected a rank digit 1" EN "5 after the file" },
	{ "raumschach", "Cz3", 1, "expected a file letter a" EN "e after the level" },
	{ "raumschach", "NCc", 3, "expected a rank digit 1" EN "5" },
	{ "raumschach", "Xc3", 0, "a piece letter or a cell name like De4" },
	{ "3d8l", "a1", 2, "expected a layer numeral I" EN "VIII after the rank" },
	{ "3d8l", "a1" EM "I", 2, "an em dash is not a separator" },
	{ "3d8l", "Gb2" EN "I=", 7, "expected the end of the move" },
	{ "cescacs", "F8", 2, "expected a separator after the hex" },
	{ "cescacs", "F8" EM "F10", 2, "an em dash is not a separator: use -" },
	{ "cescacs", "C12-C14", 0, "C12 is no hex: column C has lines 3" EN "25, odd ones" },
	{ "cescacs", "F8-F", 4, "expected a line number after the column letter" },
	{ "cescacs", "F8-Q10", 3, "expected a hex name like F14" },
	{ "cescacs", "F8-F10=", 7, "piece to promote to (D, V, R, G, N, J)" },
	{ "cescacs", "F8-F10!x", 7, "expected the end of the move" },
	{ "cescacs", "", 0, "expected a move: a piece letter, a hex name like F14" },
};

static const struct bad_move coord_cases[] = {
	{ "hdc", "e2IVe4", 6, "the target cell at byte 6: expected a layer numeral" },
	{ "hdc", "e2e4IV", 2, "the source cell at byte 2: expected a layer numeral" },
	{ "raumschach", "Bb2Bb", 5, "the target cell at byte 5: expected a rank digit 1" EN "5" },
	{ "3d8l", "z2Ia3I", 0, "the source cell at byte 0: expected a cell name like e4" EN "IV" },
	{ "cescacs", "F8F1", 2, "the target cell at byte 2: F1 is no hex" },
};

static const struct bad_move cell_cases[] = {
	{ "hdc", "e4", 2, "expected a layer numeral I" EN "VIII after the rank" },
	{ "hdc", "e4" EM "IV", 2, "an em dash is not a separator" },
	{ "raumschach", "C3", 1, "expected a file letter a" EN "e after the level" },
	{ "cescacs", "J4", 0, "expected a hex name like F14" },
};

static void check(const struct bad_move *c, hdc_status (*parse)(hdc_position *, const char *))
{
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new(c->variant, &pos), HDC_OK);
	hdc_last_error_clear();
	ck_assert_msg(parse(pos, c->text) == HDC_ERR_SYNTAX, "%s '%s' not a syntax error",
	              c->variant, c->text);
	const char *message = hdc_position_error_message(pos);
	ck_assert_msg(hdc_position_error_offset(pos) == c->offset, "%s '%s': offset %lld, not %lld",
	              c->variant, c->text, (long long)hdc_position_error_offset(pos),
	              (long long)c->offset);
	ck_assert_msg(strstr(message, c->says) != NULL, "%s '%s': '%s' lacks '%s'", c->variant,
	              c->text, message, c->says);
	ck_assert_int_eq(hdc_last_error_status(), HDC_ERR_SYNTAX);
	ck_assert_int_eq(hdc_last_error_offset(), c->offset);
	ck_assert_str_eq(hdc_last_error_message(), message);
	hdc_position_free(pos);
}

static hdc_status parse_san(hdc_position *pos, const char *text)
{
	hdc_move m = 0;
	return hdc_position_parse_san(pos, text, &m);
}

static hdc_status parse_coord(hdc_position *pos, const char *text)
{
	hdc_move m = 0;
	return hdc_position_parse_coord(pos, text, &m);
}

static hdc_status parse_cell(hdc_position *pos, const char *text)
{
	int32_t cell = -1;
	return hdc_position_parse_cell(pos, text, &cell);
}

START_TEST(san_says_what_was_expected)
{
	check(&san_cases[_i], parse_san);
}
END_TEST

/* hdc_position_parse_move tries coordinates first, then SAN: the SAN
 * reader's explanation is the one left. */
START_TEST(parse_move_says_the_same)
{
	check(&san_cases[_i], parse_san);
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new(san_cases[_i].variant, &pos), HDC_OK);
	hdc_move m = 0;
	ck_assert_int_eq(hdc_position_parse_move(pos, san_cases[_i].text, &m), HDC_ERR_SYNTAX);
	ck_assert(strstr(hdc_position_error_message(pos), san_cases[_i].says) != NULL);
	hdc_position_free(pos);
}
END_TEST

START_TEST(coordinates_say_what_was_expected)
{
	check(&coord_cases[_i], parse_coord);
}
END_TEST

START_TEST(cells_say_what_was_expected)
{
	check(&cell_cases[_i], parse_cell);
}
END_TEST

#define N(a) ((int)(sizeof a / sizeof a[0]))

int main(void)
{
	Suite *s = suite_create("move-messages");
	TCase *tc = tcase_create("move-messages");
	tcase_add_loop_test(tc, san_says_what_was_expected, 0, N(san_cases));
	tcase_add_loop_test(tc, parse_move_says_the_same, 0, N(san_cases));
	tcase_add_loop_test(tc, coordinates_say_what_was_expected, 0, N(coord_cases));
	tcase_add_loop_test(tc, cells_say_what_was_expected, 0, N(cell_cases));
	suite_add_tcase(s, tc);
	return run_suite(s);
}
