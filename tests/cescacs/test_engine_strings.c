/*
 * test_engine_strings.c - position strings exactly as the author's engine
 * writes them (CESCACS.md sections 0, 6 and 11), and the en passant cells
 * of a triple step (hdc_position_en_passant_cells).
 *
 * Each engine string is made from the library's own text after the move
 * that leads to it, with the special field replaced by what the engine
 * writes there; the library must read it as '-': the same key, and the
 * same text back.
 */
#include <stdio.h>
#include <stdlib.h>

#include "hex.h"

/* text with its fourth field (the special capture) replaced by special. */
static void with_special(const char *text, const char *special, char *out, size_t cap)
{
	const char *s = text;
	for (int i = 0; i < 3; i++) {
		s = strchr(s, ' ');
		ck_assert(s != NULL);
		s++;
	}
	const char *end = strchr(s, ' ');
	ck_assert(end != NULL);
	int n = snprintf(out, cap, "%.*s%s%s", (int)(s - text), text, special, end);
	ck_assert(n > 0 && (size_t)n < cap);
}

/* Plays coord from the piece list, then reads the engine's string (the
 * special field replaced): it must mean the position reached. */
static void assert_engine_string_read(const char *pieces, const char *fields,
                                      const char *coord, const char *special)
{
	hdc_position *pos = hex_pos(pieces, fields);
	ck_assert_int_eq(hdc_position_play(pos, find_move(pos, coord)), HDC_OK);
	char ours[TEXT_CAP], engine[TEXT_CAP], field[32];
	get_text(pos, ours, sizeof ours);
	hex_field(pos, 3, field, sizeof field);
	ck_assert_str_eq(field, "-");
	with_special(ours, special, engine, sizeof engine);
	hdc_position *read = NULL;
	hdc_status st = hdc_position_from_text("cescacs", engine, &read);
	ck_assert_msg(st == HDC_OK, "'%s' refused: %s at %lld", engine, hdc_last_error_message(),
	              (long long)hdc_last_error_offset());
	char back[TEXT_CAP];
	get_text(read, back, sizeof back);
	ck_assert_str_eq(back, ours);
	ck_assert_uint_eq(get_key(read), get_key(pos));
	int32_t ep = 0;
	ck_assert_int_eq(hdc_position_en_passant(read, &ep), HDC_OK);
	ck_assert_int_eq(ep, -1);
	hdc_position_free(read);
	hdc_position_free(pos);
}

/* CESCACS.md section 11 item 4: after a diagonal capture the engine names
 * the hex one line behind the capturer's landing hex, which does not
 * exist.  White E7xF10 -> P@F9[F10]; black D14xC11 -> P@C12[C11]. */
START_TEST(bogus_en_passant_after_a_capture)
{
	assert_engine_string_read("KZ9 kP19 PE7 nF10", "w - - 0 1", "E7F10", "P@F9[F10]");
	assert_engine_string_read("KZ9 kP19 pD14 NC11", "b - - 0 1", "D14C11", "P@C12[C11]");
}
END_TEST

/* Section 6: the engine records an oblique step even when the pawn in
 * front of its origin is the mover's own: white C5-B6 past C7 -> C7@B6. */
START_TEST(scornful_record_with_own_front_pawn)
{
	assert_engine_string_read("KZ9 kP19 PC5 PC7", "w - - 0 1", "C5B6", "C7@B6");
	/* Black D22-C21 past its own D20: D20@C21. */
	assert_engine_string_read("KZ9 kP19 pD22 pD20", "b - - 0 1", "D22C21", "D20@C21");
}
END_TEST

/* What is still refused: records no engine writes. */
START_TEST(other_records_still_refused)
{
	static const struct {
		const char *pieces, *fields;
	} bad[] = {
		/* The bogus hex on the wrong side of the landing hex. */
		{ "KZ9 kP19 PF10", "b - P@F11[F10] 0 1" },
		/* The landing hex held by the side to move. */
		{ "KZ9 kP19 pF10", "b - P@F9[F10] 0 1" },
		/* Another column. */
		{ "KZ9 kP19 PF10", "b - P@G9[F10] 0 1" },
		/* An empty landing hex. */
		{ "KZ9 kP19", "b - P@F9[F10] 0 1" },
		/* Own front pawn, but nothing stepped obliquely to B6. */
		{ "KZ9 kP19 PC7", "b - C7@B6 0 1" },
		/* Own front pawn and the origin C5 occupied. */
		{ "KZ9 kP19 PC5 PC7 PB6", "b - C7@B6 0 1" },
	};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		char text[TEXT_CAP];
		hex_text(bad[i].pieces, bad[i].fields, text, sizeof text);
		hdc_position *pos = (hdc_position *)&text;
		hdc_last_error_clear();
		hdc_status st = hdc_position_from_text("cescacs", text, &pos);
		ck_assert_msg(st == HDC_ERR_SYNTAX || st == HDC_ERR_INVALID_POSITION,
		              "'%s' read: %d", text, (int)st);
		ck_assert_ptr_null(pos);
		ck_assert_int_eq(hdc_last_error_status(), st);
		ck_assert_int_ge(hdc_last_error_offset(), 0);
		ck_assert_str_ne(hdc_last_error_message(), "");
	}
}
END_TEST

static void assert_ep_cells(const hdc_position *pos, const char *first, const char *second)
{
	int32_t cells[2] = { -7, -7 };
	size_t count = 99;
	size_t want = first ? (second ? 2 : 1) : 0;
	ck_assert_int_eq(hdc_position_en_passant_cells(pos, cells, 2, &count), HDC_OK);
	ck_assert_uint_eq(count, want);
	int32_t ep = -7;
	ck_assert_int_eq(hdc_position_en_passant(pos, &ep), HDC_OK);
	ck_assert_int_eq(ep, first ? hex_cell(pos, first) : -1);
	if (first)
		ck_assert_int_eq(cells[0], hex_cell(pos, first));
	if (second)
		ck_assert_int_eq(cells[1], hex_cell(pos, second));
	/* Asking the size, and too small a buffer. */
	count = 99;
	ck_assert_int_eq(hdc_position_en_passant_cells(pos, NULL, 0, &count),
	                 want ? HDC_ERR_BUFFER_TOO_SMALL : HDC_OK);
	ck_assert_uint_eq(count, want);
	if (want == 2) {
		cells[0] = -7;
		ck_assert_int_eq(hdc_position_en_passant_cells(pos, cells, 1, &count),
		                 HDC_ERR_BUFFER_TOO_SMALL);
		ck_assert_int_eq(cells[0], -7);
		ck_assert_int_eq(hdc_last_error_status(), HDC_ERR_BUFFER_TOO_SMALL);
	}
}

/* Section 6: a triple step passes two hexes; both are en passant hexes. */
START_TEST(en_passant_cells_of_each_step)
{
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new("cescacs", &pos), HDC_OK);
	assert_ep_cells(pos, NULL, NULL);
	ck_assert_int_eq(hdc_position_play(pos, find_move(pos, "E7E13")), HDC_OK);
	assert_ep_cells(pos, "E9", "E11");
	ck_assert_int_eq(hdc_position_play(pos, find_move(pos, "G21G17")), HDC_OK);
	assert_ep_cells(pos, "G19", NULL);
	ck_assert_int_eq(hdc_position_play(pos, find_move(pos, "F8F10")), HDC_OK);
	assert_ep_cells(pos, NULL, NULL);
	/* Read from the string of section 11: P@E19,17[E15]. */
	hdc_position_free(pos);
	pos = hex_pos("KZ9 kP7 pE15 PD16 PF14", "w - P@E19,17[E15] 0 2");
	assert_ep_cells(pos, "E19", "E17");
	int32_t cells[2];
	ck_assert_int_eq(hdc_position_en_passant_cells(NULL, cells, 2, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_en_passant_cells(pos, cells, 2, NULL), HDC_ERR_NULL);
	hdc_position_free(pos);
	/* Cube variants: one cell after a double step. */
	ck_assert_int_eq(hdc_position_new("hdc", &pos), HDC_OK);
	ck_assert_int_eq(hdc_position_play(pos, find_move(pos, "e2IVe4IV")), HDC_OK);
	size_t count = 0;
	ck_assert_int_eq(hdc_position_en_passant_cells(pos, cells, 2, &count), HDC_OK);
	ck_assert_uint_eq(count, 1);
	ck_assert_int_eq(cells[0], cell_index(pos, "e3IV"));
	hdc_position_free(pos);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("cescacs-engine-strings");
	TCase *tc = tcase_create("engine-strings");
	tcase_add_test(tc, bogus_en_passant_after_a_capture);
	tcase_add_test(tc, scornful_record_with_own_front_pawn);
	tcase_add_test(tc, other_records_still_refused);
	tcase_add_test(tc, en_passant_cells_of_each_step);
	suite_add_tcase(s, tc);
	return run_suite(s);
}
