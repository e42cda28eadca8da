/*
 * test_variant_names.c - names that round-trip (issue 12 item 3) and the
 * small facts of the header (item 4): every function taking a variant
 * name reads the names and the record names in any case; unknown names
 * are quoted with the known ones listed; hdc_game_variant; layer labels;
 * hdc_move_promotion of a castling; hdc_game_new(NULL).
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>

#include "common.h"

static const struct {
	const char *name, *record, *title;
	int32_t layers;
} known[] = {
	{ "hdc", "HDC", "HyperDimension Chess", 8 },
	{ "raumschach", "Raumschach", "Raumschach", 5 },
	{ "3d8l", "3D8L", "3D8L", 8 },
	{ "cescacs", "C'escacs", "C'escacs", 1 },
};
#define NKNOWN ((int)(sizeof known / sizeof known[0]))

static void upper(const char *in, char *out)
{
	while ((*out++ = (char)toupper((unsigned char)*in++)))
		;
}

static void lower(const char *in, char *out)
{
	while ((*out++ = (char)tolower((unsigned char)*in++)))
		;
}

START_TEST(listed_with_cescacs)
{
	ck_assert_int_eq(hdc_variant_count(), NKNOWN);
	for (int i = 0; i < NKNOWN; i++) {
		char buf[64];
		ck_assert_int_eq(hdc_variant_name(i, buf, sizeof buf, NULL), HDC_OK);
		ck_assert_str_eq(buf, known[i].name);
	}
}
END_TEST

/* Every spelling of every variant works in every function taking a name. */
START_TEST(every_spelling_everywhere)
{
	char up[32], low[32], rec_up[32], rec_low[32];
	upper(known[_i].name, up);
	lower(known[_i].name, low);
	upper(known[_i].record, rec_up);
	lower(known[_i].record, rec_low);
	const char *spellings[] = { known[_i].name, known[_i].record, up, low, rec_up, rec_low };
	for (size_t k = 0; k < sizeof spellings / sizeof spellings[0]; k++) {
		const char *name = spellings[k];
		char buf[64];
		size_t needed, count;
		int32_t types[32], layers = -1;
		ck_assert_int_eq(hdc_variant_title(name, buf, sizeof buf, &needed), HDC_OK);
		ck_assert_str_eq(buf, known[_i].title);
		ck_assert_int_eq(hdc_variant_dimensions(name, NULL, NULL, &layers, NULL), HDC_OK);
		ck_assert_int_eq(layers, known[_i].layers);
		ck_assert_int_eq(hdc_variant_piece_types(name, types, 32, &count), HDC_OK);
		ck_assert_int_eq(hdc_variant_piece_letter(name, HDC_KING, buf, sizeof buf, NULL),
		                 HDC_OK);
		ck_assert_str_eq(buf, "K");
		ck_assert_int_eq(hdc_variant_piece_name(name, HDC_PAWN, buf, sizeof buf, NULL),
		                 HDC_OK);
		ck_assert_str_eq(buf, "pawn");
		hdc_position *pos = NULL;
		ck_assert_msg(hdc_position_new(name, &pos) == HDC_OK, "'%s' refused", name);
		ck_assert_int_eq(hdc_position_variant(pos, buf, sizeof buf, NULL), HDC_OK);
		ck_assert_str_eq(buf, known[_i].name);
		char text[TEXT_CAP];
		get_text(pos, text, sizeof text);
		hdc_position *again = NULL;
		ck_assert_int_eq(hdc_position_from_text(name, text, &again), HDC_OK);
		hdc_position_free(again);
		hdc_position_free(pos);
		hdc_game *game = NULL;
		ck_assert_int_eq(hdc_game_new(name, &game), HDC_OK);
		ck_assert_int_eq(hdc_game_variant(game, buf, sizeof buf, NULL), HDC_OK);
		ck_assert_str_eq(buf, known[_i].name);
		hdc_game_free(game);
	}
}
END_TEST

/* A record's Variant tag goes straight to hdc_position_new. */
START_TEST(record_variant_tag_round_trips)
{
	hdc_game *game = NULL;
	ck_assert_int_eq(hdc_game_new(known[_i].name, &game), HDC_OK);
	char tag[64];
	ck_assert_int_eq(hdc_game_tag(game, "Variant", tag, sizeof tag, NULL), HDC_OK);
	ck_assert_str_eq(tag, known[_i].record);
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new(tag, &pos), HDC_OK);
	char name[64];
	ck_assert_int_eq(hdc_position_variant(pos, name, sizeof name, NULL), HDC_OK);
	ck_assert_str_eq(name, known[_i].name);
	hdc_position_free(pos);
	/* An HDC game reading this record says the record's variant. */
	char record[4096];
	ck_assert_int_eq(hdc_game_write(game, record, sizeof record, NULL), HDC_OK);
	hdc_game *other = NULL;
	ck_assert_int_eq(hdc_game_new(NULL, &other), HDC_OK);
	ck_assert_int_eq(hdc_game_variant(other, name, sizeof name, NULL), HDC_OK);
	ck_assert_str_eq(name, "hdc");
	size_t consumed = 0;
	ck_assert_int_eq(hdc_game_read(other, record, &consumed), HDC_OK);
	size_t needed = 0;
	ck_assert_int_eq(hdc_game_variant(other, NULL, 0, &needed), HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_uint_eq(needed, strlen(known[_i].name) + 1);
	ck_assert_int_eq(hdc_game_variant(other, name, sizeof name, NULL), HDC_OK);
	ck_assert_str_eq(name, known[_i].name);
	hdc_game_free(other);
	hdc_game_free(game);
}
END_TEST

START_TEST(unknown_names_are_quoted_and_the_known_listed)
{
	const char *bad[] = { "chess", "hdc ", "C-escacs", "" };
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		char quoted[64], buf[64];
		snprintf(quoted, sizeof quoted, "'%s'", bad[i]);
		hdc_position *pos = NULL;
		for (int call = 0; call < 3; call++) {
			hdc_last_error_clear();
			hdc_status st = call == 0   ? hdc_position_new(bad[i], &pos)
			                : call == 1 ? hdc_variant_title(bad[i], buf, sizeof buf, NULL)
			                            : hdc_variant_dimensions(bad[i], NULL, NULL, NULL, NULL);
			ck_assert_int_eq(st, HDC_ERR_UNKNOWN_VARIANT);
			const char *message = hdc_last_error_message();
			ck_assert_msg(strstr(message, quoted) != NULL, "'%s' lacks %s", message, quoted);
			for (int k = 0; k < NKNOWN; k++) {
				ck_assert_msg(strstr(message, known[k].name) != NULL, "'%s' lacks %s",
				              message, known[k].name);
				ck_assert_msg(strstr(message, known[k].record) != NULL, "'%s' lacks %s",
				              message, known[k].record);
			}
		}
		ck_assert_ptr_null(pos);
	}
	/* In a record: the game's message says it too. */
	hdc_game *game = NULL;
	ck_assert_int_eq(hdc_game_new(NULL, &game), HDC_OK);
	size_t consumed;
	ck_assert_int_eq(hdc_game_read(game, "[Variant \"Chess\"]\n\n*", &consumed),
	                 HDC_ERR_UNKNOWN_VARIANT);
	ck_assert(strstr(hdc_game_error_message(game), "'Chess'") != NULL);
	ck_assert(strstr(hdc_game_error_message(game), "cescacs") != NULL);
	ck_assert_int_eq(hdc_game_error_offset(game), (int64_t)strlen("[Variant \""));
	hdc_game_free(game);
}
END_TEST

START_TEST(layer_labels)
{
	static const struct {
		const char *variant;
		int32_t layer;
		const char *label;
	} cases[] = {
		{ "hdc", 0, "I" },        { "hdc", 3, "IV" },       { "hdc", 7, "VIII" },
		{ "raumschach", 0, "A" }, { "raumschach", 1, "B" }, { "raumschach", 4, "E" },
		{ "3d8l", 5, "VI" },      { "3d8l", 7, "VIII" },    { "cescacs", 0, "" },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		hdc_position *pos = NULL;
		ck_assert_int_eq(hdc_position_new(cases[i].variant, &pos), HDC_OK);
		char buf[16], cell_name[32];
		size_t needed = 0;
		ck_assert_int_eq(hdc_position_layer_name(pos, cases[i].layer, buf, sizeof buf, &needed),
		                 HDC_OK);
		ck_assert_str_eq(buf, cases[i].label);
		ck_assert_uint_eq(needed, strlen(cases[i].label) + 1);
		/* The label is the one cell names of that layer carry. */
		if (strcmp(cases[i].variant, "cescacs") == 0) {
			hdc_position_free(pos);
			continue;
		}
		int32_t cell = -1;
		ck_assert_int_eq(hdc_position_cell_at(pos, 0, 0, cases[i].layer, &cell), HDC_OK);
		ck_assert_int_eq(hdc_position_cell_name(pos, cell, cell_name, sizeof cell_name, NULL),
		                 HDC_OK);
		ck_assert(strstr(cell_name, cases[i].label) != NULL);
		int32_t layers = 0;
		ck_assert_int_eq(hdc_position_dimensions(pos, NULL, NULL, &layers, NULL), HDC_OK);
		ck_assert_int_eq(hdc_position_layer_name(pos, layers, buf, sizeof buf, NULL),
		                 HDC_ERR_RANGE);
		ck_assert_int_eq(hdc_position_layer_name(pos, -1, buf, sizeof buf, NULL),
		                 HDC_ERR_RANGE);
		ck_assert_int_eq(hdc_position_layer_name(pos, 0, buf, 1, &needed),
		                 HDC_ERR_BUFFER_TOO_SMALL);
		hdc_position_free(pos);
	}
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new("cescacs", &pos), HDC_OK);
	ck_assert_int_eq(hdc_position_layer_name(pos, 1, NULL, 0, NULL), HDC_ERR_RANGE);
	hdc_position_free(pos);
	ck_assert_int_eq(hdc_position_layer_name(NULL, 0, NULL, 0, NULL), HDC_ERR_NULL);
}
END_TEST

/* hdc.h: bits 20..24 of a castling hold its index, yet
 * hdc_move_promotion() is 0 for it. */
START_TEST(castling_promotes_nothing)
{
	hdc_position *pos = make_pos("hdc", "Ke1IV Rh1IV Ra1IV ke8VIII", "w KQ - 0 1");
	hdc_move moves[HDC_MAX_MOVES];
	size_t n = 0;
	ck_assert_int_eq(hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &n), HDC_OK);
	int castlings = 0;
	for (size_t i = 0; i < n; i++) {
		if (hdc_move_kind(moves[i]) != HDC_MOVE_CASTLING)
			continue;
		castlings++;
		ck_assert_int_eq(hdc_move_promotion(moves[i]), 0);
		ck_assert_int_ge(hdc_move_castling(moves[i]), HDC_CASTLE_KINGSIDE);
		ck_assert_int_le(hdc_move_castling(moves[i]), HDC_CASTLE_QUEENSIDE);
	}
	ck_assert_int_eq(castlings, 2);
	hdc_position_free(pos);
}
END_TEST

START_TEST(game_new_null_is_hdc)
{
	hdc_game *game = NULL;
	ck_assert_int_eq(hdc_game_new(NULL, &game), HDC_OK);
	char buf[16];
	ck_assert_int_eq(hdc_game_variant(game, buf, sizeof buf, NULL), HDC_OK);
	ck_assert_str_eq(buf, "hdc");
	ck_assert_int_eq(hdc_game_variant(NULL, buf, sizeof buf, NULL), HDC_ERR_NULL);
	hdc_game_free(game);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("variant-names");
	TCase *tc = tcase_create("variant-names");
	tcase_add_test(tc, listed_with_cescacs);
	tcase_add_loop_test(tc, every_spelling_everywhere, 0, NKNOWN);
	tcase_add_loop_test(tc, record_variant_tag_round_trips, 0, NKNOWN);
	tcase_add_test(tc, unknown_names_are_quoted_and_the_known_listed);
	tcase_add_test(tc, layer_labels);
	tcase_add_test(tc, castling_promotes_nothing);
	tcase_add_test(tc, game_new_null_is_hdc);
	suite_add_tcase(s, tc);
	return run_suite(s);
}
