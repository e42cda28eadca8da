/*
 * test_hostile.c - every public function of hdc.h against hostile input:
 * NULL for each pointer parameter, zero and too-small buffers (canary
 * bytes: nothing written past the end, nothing written at all on
 * failure), 1 MB strings to every text reader, invalid UTF-8 and odd
 * Unicode dashes, every truncation of valid position texts, absurd perft
 * depths, undo with no history, moves of other positions and random move
 * values.  Each call gets its status code, and the handles stay usable:
 * after the abuse a fresh start position still has perft 1 = 242, and the
 * abused handle still works.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "common.h"

#define CANARY 0xA5
#define MB (1u << 20)

/* Every variant the library plays. */
static size_t nvariants(void)
{
	return (size_t)hdc_variant_count();
}

static const char *variant_at(size_t i)
{
	static char names[16][64];
	ck_assert_uint_lt(i, 16);
	if (!names[i][0]) {
		size_t needed;
		ck_assert_int_eq(hdc_variant_name((int32_t)i, names[i], sizeof names[i], &needed),
		                 HDC_OK);
	}
	return names[i];
}

static hdc_position *new_pos(const char *variant)
{
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new(variant, &pos), HDC_OK);
	ck_assert_ptr_nonnull(pos);
	return pos;
}

static hdc_game *new_game(const char *variant)
{
	hdc_game *game = NULL;
	ck_assert_int_eq(hdc_game_new(variant, &game), HDC_OK);
	ck_assert_ptr_nonnull(game);
	return game;
}

/* The handle is still the HDC start position and works: perft 1 = 242. */
static void assert_start_usable(hdc_position *pos)
{
	char text[TEXT_CAP];
	uint64_t nodes = 0;
	get_text(pos, text, sizeof text);
	ck_assert_str_eq(text, variant_info("hdc")->start);
	ck_assert_int_eq(hdc_position_perft(pos, 1, &nodes), HDC_OK);
	ck_assert_uint_eq(nodes, 242);
	hdc_move m = find_move(pos, "e2IVe4IV");
	ck_assert_int_eq(hdc_position_play(pos, m), HDC_OK);
	ck_assert_int_eq(hdc_position_undo(pos), HDC_OK);
	get_text(pos, text, sizeof text);
	ck_assert_str_eq(text, variant_info("hdc")->start);
}

/* A fresh handle still works after whatever happened before. */
static void assert_library_usable(void)
{
	hdc_position *pos = new_pos("hdc");
	assert_start_usable(pos);
	hdc_position_free(pos);
}

static void assert_bytes(const void *buf, int byte, size_t n, const char *what)
{
	const unsigned char *p = buf;
	for (size_t i = 0; i < n; i++)
		ck_assert_msg(p[i] == byte, "%s: byte %zu was written (0x%02x)", what, i, p[i]);
}

/* A string of n bytes: `head`, then `fill` repeated, then `tail`. */
static char *long_string(const char *head, char fill, size_t n, const char *tail)
{
	size_t h = strlen(head), t = strlen(tail);
	ck_assert_uint_ge(n, h + t);
	char *s = malloc(n + 1);
	ck_assert_ptr_nonnull(s);
	memcpy(s, head, h);
	memset(s + h, fill, n - h - t);
	memcpy(s + n - t, tail, t);
	s[n] = '\0';
	return s;
}

/* ------------------------------------------------------------------------ */
/* NULL for every pointer parameter                                          */
/* ------------------------------------------------------------------------ */

START_TEST(null_library_and_values)
{
	/* No pointer parameters; every status has a description. */
	ck_assert_ptr_nonnull(hdc_version());
	ck_assert_int_eq(hdc_version_number(), HDC_VERSION_NUMBER);
	const int32_t odd[] = { INT32_MIN, -1000, -14, 64, 100, 1000, INT32_MAX };
	for (int s = HDC_ERR_NOT_FOUND; s <= HDC_OK; s++)
		ck_assert_ptr_nonnull(hdc_status_string(s));
	ck_assert_ptr_nonnull(hdc_status_string(1));
	for (size_t i = 0; i < sizeof odd / sizeof odd[0]; i++) {
		ck_assert_ptr_nonnull(hdc_status_string(odd[i]));
		ck_assert_int_eq(hdc_piece_type(odd[i]), HDC_NO_PIECE);
		ck_assert_int_eq(hdc_piece_color(odd[i]), -1);
		ck_assert_int_eq(hdc_piece_make(odd[i], HDC_WHITE), 0);
		ck_assert_int_eq(hdc_piece_make(HDC_QUEEN, odd[i]), 0);
	}
	ck_assert_int_eq(hdc_piece_color(0), -1);
	ck_assert_int_eq(hdc_piece_color(-1), -1);
	ck_assert_int_eq(hdc_piece_color(64), -1);
	const hdc_move moves[] = { 0, 0xFFFFFFFFu, 0x1FFFFFFFu, 0xE0000000u, 0x12345678u };
	for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++) {
		hdc_move m = moves[i];
		ck_assert_int_ge(hdc_move_from(m), 0);
		ck_assert_int_lt(hdc_move_from(m), 1024);
		ck_assert_int_ge(hdc_move_to(m), 0);
		ck_assert_int_lt(hdc_move_to(m), 1024);
		ck_assert_int_ge(hdc_move_promotion(m), 0);
		ck_assert_int_lt(hdc_move_promotion(m), 32);
		ck_assert_int_ge(hdc_move_kind(m), 0);
		ck_assert_int_lt(hdc_move_kind(m), 16);
		ck_assert_int_ge(hdc_move_castling(m), -1);
		ck_assert_int_lt(hdc_move_castling(m), 32);
		int32_t c = hdc_move_is_capture(m);
		ck_assert(c == 0 || c == 1);
	}
}
END_TEST

START_TEST(null_position_life_cycle)
{
	const char *start = variant_info("hdc")->start;
	hdc_position *pos = (hdc_position *)&pos, *real = new_pos("hdc");

	/* NULL variant means "hdc". */
	ck_assert_int_eq(hdc_position_new(NULL, &pos), HDC_OK);
	assert_start_usable(pos);
	hdc_position_free(pos);
	ck_assert_int_eq(hdc_position_new(NULL, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_new("hdc", NULL), HDC_ERR_NULL);

	pos = (hdc_position *)&pos;
	ck_assert_int_eq(hdc_position_from_text(NULL, start, &pos), HDC_OK);
	assert_start_usable(pos);
	hdc_position_free(pos);
	pos = (hdc_position *)&pos;
	ck_assert_int_eq(hdc_position_from_text("hdc", NULL, &pos), HDC_ERR_NULL);
	ck_assert_ptr_null(pos);
	pos = (hdc_position *)&pos;
	ck_assert_int_eq(hdc_position_from_text(NULL, NULL, &pos), HDC_ERR_NULL);
	ck_assert_ptr_null(pos);
	ck_assert_int_eq(hdc_position_from_text("hdc", start, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_from_text(NULL, NULL, NULL), HDC_ERR_NULL);

	pos = (hdc_position *)&pos;
	ck_assert_int_eq(hdc_position_clone(NULL, &pos), HDC_ERR_NULL);
	ck_assert_ptr_null(pos);
	ck_assert_int_eq(hdc_position_clone(real, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_clone(NULL, NULL), HDC_ERR_NULL);
	hdc_position_free(NULL);

	ck_assert_int_eq(hdc_position_set_text(NULL, start), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_set_text(NULL, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_set_text(real, NULL), HDC_ERR_NULL);
	ck_assert_str_ne(hdc_position_error_message(real), "");
	assert_start_usable(real);

	char buf[TEXT_CAP];
	size_t needed = 0;
	ck_assert_int_eq(hdc_position_text(NULL, buf, sizeof buf, &needed), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_text(NULL, NULL, 0, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_text(real, NULL, sizeof buf, &needed), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_text(real, NULL, 0, NULL), HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_int_eq(hdc_position_text(real, buf, sizeof buf, NULL), HDC_OK);
	ck_assert_str_eq(buf, start);

	ck_assert_ptr_nonnull(hdc_position_error_message(NULL));
	ck_assert_int_eq(hdc_position_error_offset(NULL), -1);
	ck_assert_int_eq(hdc_position_error_candidates(NULL), 0);
	assert_start_usable(real);
	hdc_position_free(real);
}
END_TEST

START_TEST(null_position_board)
{
	hdc_position *pos = new_pos("hdc");
	char buf[64];
	size_t needed;
	int32_t i32, x, y, z;
	uint32_t u32;
	uint64_t u64;
	hdc_piece piece;
	int32_t e4 = cell_index(pos, "e4IV");

	ck_assert_int_eq(hdc_position_variant(NULL, buf, sizeof buf, &needed), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_variant(pos, NULL, sizeof buf, &needed), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_variant(pos, buf, sizeof buf, NULL), HDC_OK);
	ck_assert_str_eq(buf, "hdc");

	/* Every output of dimensions and cell_coords may be NULL. */
	ck_assert_int_eq(hdc_position_dimensions(NULL, &i32, &i32, &i32, &i32), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_dimensions(NULL, NULL, NULL, NULL, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_dimensions(pos, NULL, NULL, NULL, NULL), HDC_OK);
	for (int skip = 0; skip < 4; skip++) {
		int32_t d[4] = { -1, -1, -1, -1 };
		int32_t *p[4] = { &d[0], &d[1], &d[2], &d[3] };
		p[skip] = NULL;
		ck_assert_int_eq(hdc_position_dimensions(pos, p[0], p[1], p[2], p[3]), HDC_OK);
		const int32_t want[4] = { 8, 8, 8, 512 };
		for (int k = 0; k < 4; k++)
			ck_assert_int_eq(d[k], k == skip ? -1 : want[k]);
	}
	ck_assert_int_eq(hdc_position_cell_coords(NULL, e4, &x, &y, &z), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_cell_coords(pos, e4, NULL, NULL, NULL), HDC_OK);
	x = y = z = -1;
	ck_assert_int_eq(hdc_position_cell_coords(pos, e4, &x, NULL, &z), HDC_OK);
	ck_assert_int_eq(x, 4);
	ck_assert_int_eq(z, 3);

	ck_assert_int_eq(hdc_position_cell_at(NULL, 0, 0, 0, &i32), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_cell_at(pos, 0, 0, 0, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_cell_at(NULL, 0, 0, 0, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_cell_name(NULL, e4, buf, sizeof buf, &needed), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_cell_name(pos, e4, NULL, sizeof buf, &needed), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_cell_name(pos, e4, buf, sizeof buf, NULL), HDC_OK);
	ck_assert_str_eq(buf, "e4\xE2\x80\x93IV");
	ck_assert_int_eq(hdc_position_parse_cell(NULL, "e4-IV", &i32), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_parse_cell(pos, NULL, &i32), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_parse_cell(pos, "e4-IV", NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_parse_cell(pos, NULL, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_piece_at(NULL, e4, &piece), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_piece_at(pos, e4, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_side_to_move(NULL, &i32), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_side_to_move(pos, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_castling_rights(NULL, &u32), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_castling_rights(pos, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_en_passant(NULL, &i32), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_en_passant(pos, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_halfmove_clock(NULL, &i32), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_halfmove_clock(pos, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_fullmove_number(NULL, &i32), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_fullmove_number(pos, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_key(NULL, &u64), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_key(pos, NULL), HDC_ERR_NULL);
	assert_start_usable(pos);
	hdc_position_free(pos);
}
END_TEST

START_TEST(null_position_moves)
{
	hdc_position *pos = new_pos("hdc");
	static hdc_move moves[HDC_MAX_MOVES];
	int32_t cells[HDC_MAX_CELLS];
	size_t count, needed;
	int32_t i32;
	uint32_t u32;
	uint64_t nodes;
	char buf[64];
	int32_t e2 = cell_index(pos, "e2IV");
	hdc_move m = find_move(pos, "e2IVe4IV");

	ck_assert_int_eq(hdc_position_legal_moves(NULL, moves, HDC_MAX_MOVES, &count), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_legal_moves(pos, NULL, HDC_MAX_MOVES, &count), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_legal_moves(NULL, NULL, 0, NULL), HDC_ERR_NULL);
	count = 0;
	ck_assert_int_eq(hdc_position_legal_moves(pos, NULL, 0, &count), HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_uint_eq(count, 242);
	ck_assert_int_eq(hdc_position_legal_moves_from(NULL, e2, moves, 8, &count), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_legal_moves_from(pos, e2, moves, 8, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_legal_moves_from(pos, e2, NULL, 8, &count), HDC_ERR_NULL);
	/* No moves from an empty cell: a NULL list of capacity 0 is fine. */
	ck_assert_int_eq(hdc_position_legal_moves_from(pos, cell_index(pos, "e4IV"), NULL, 0, &count),
	                 HDC_OK);
	ck_assert_uint_eq(count, 0);
	ck_assert_int_eq(hdc_position_is_attacked(NULL, e2, HDC_WHITE, &i32), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_is_attacked(pos, e2, HDC_WHITE, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_attacked_cells(NULL, HDC_WHITE, cells, HDC_MAX_CELLS, &count),
	                 HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_attacked_cells(pos, HDC_WHITE, cells, HDC_MAX_CELLS, NULL),
	                 HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_attacked_cells(pos, HDC_WHITE, NULL, HDC_MAX_CELLS, &count),
	                 HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_in_check(NULL, &i32), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_in_check(pos, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_play(NULL, m), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_undo(NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_history_length(NULL, &count), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_history_length(pos, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_history_move(NULL, 0, &m), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_history_move(pos, 0, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_move_coord(NULL, m, buf, sizeof buf, &needed), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_move_coord(pos, m, NULL, sizeof buf, &needed), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_move_coord(pos, m, buf, sizeof buf, NULL), HDC_OK);
	ck_assert_str_eq(buf, "e2IVe4IV");
	ck_assert_int_eq(hdc_position_parse_coord(NULL, "e2IVe4IV", &m), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_parse_coord(pos, NULL, &m), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_parse_coord(pos, "e2IVe4IV", NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_move_san(NULL, m, buf, sizeof buf, &needed), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_move_san(pos, m, NULL, sizeof buf, &needed), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_move_san(pos, m, buf, sizeof buf, NULL), HDC_OK);
	ck_assert_str_eq(buf, "e4\xE2\x80\x93IV");
	ck_assert_int_eq(hdc_position_parse_san(NULL, "e4-IV", &m), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_parse_san(pos, NULL, &m), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_parse_san(pos, "e4-IV", NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_parse_move(NULL, "e4-IV", &m), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_parse_move(pos, NULL, &m), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_parse_move(pos, "e4-IV", NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_parse_move(pos, "e2IVe4IV", NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_parse_move(pos, NULL, NULL), HDC_ERR_NULL);

	/* End of the game. */
	ck_assert_int_eq(hdc_position_status(NULL, &i32, &i32), HDC_ERR_NULL);
	hdc_status st = hdc_position_status(pos, NULL, NULL);
	ck_assert(st == HDC_OK || st == HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_result(NULL, buf, sizeof buf, &needed), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_result(pos, NULL, sizeof buf, &needed), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_result(pos, buf, sizeof buf, NULL), HDC_OK);
	ck_assert_str_eq(buf, "*");
	ck_assert_int_eq(hdc_position_claimable(NULL, &u32), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_claimable(pos, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_repetitions(NULL, &i32), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_repetitions(pos, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_perft(NULL, 1, &nodes), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_perft(pos, 1, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_perft(NULL, -1, NULL), HDC_ERR_NULL);
	assert_start_usable(pos);
	hdc_position_free(pos);
}
END_TEST

START_TEST(null_counting_and_colors)
{
	hdc_position *pos = new_pos("hdc");
	uint64_t nodes = 77;
	size_t handle = 0, move = 0;
	int32_t color = -9;
	int32_t e4 = cell_index(pos, "e4IV");

	ck_assert_int_eq(hdc_position_perft_full(NULL, 1, &nodes), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_perft_full(pos, 1, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_perft_full(pos, 0, &nodes), HDC_OK);
	ck_assert_uint_eq(nodes, 1);
	const int32_t bad[] = { -1, HDC_MAX_PERFT_DEPTH + 1, INT32_MAX, INT32_MIN };
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		nodes = 77;
		ck_assert_int_eq(hdc_position_perft_full(pos, bad[i], &nodes), HDC_ERR_DEPTH);
		ck_assert_uint_eq(nodes, 77);
	}
	ck_assert_int_eq(hdc_position_perft_full(pos, 1, &nodes), HDC_OK);
	ck_assert_uint_eq(nodes, 242);

	ck_assert_int_eq(hdc_position_footprint(NULL, &handle, &move), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_footprint(pos, &handle, &move), HDC_OK);
	ck_assert_uint_gt(handle, 0);
	ck_assert_uint_gt(move, 0);
	/* hdc.h does not say whether the outputs are optional: either way no
	 * crash, and an output given is filled. */
	size_t h2 = 0;
	hdc_status st = hdc_position_footprint(pos, &h2, NULL);
	ck_assert(st == HDC_OK || st == HDC_ERR_NULL);
	if (st == HDC_OK)
		ck_assert_uint_eq(h2, handle);
	st = hdc_position_footprint(pos, NULL, NULL);
	ck_assert(st == HDC_OK || st == HDC_ERR_NULL);

	ck_assert_int_eq(hdc_position_cell_color(NULL, e4, &color), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_cell_color(pos, e4, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_cell_color(pos, cell_index(pos, "a1I"), &color), HDC_OK);
	ck_assert_int_eq(color, 0); /* a1-I is dark */
	const int32_t bad_cells[] = { -1, 512, INT32_MAX, INT32_MIN };
	for (size_t i = 0; i < sizeof bad_cells / sizeof bad_cells[0]; i++) {
		color = -9;
		ck_assert_int_eq(hdc_position_cell_color(pos, bad_cells[i], &color), HDC_ERR_RANGE);
		ck_assert_int_eq(color, -9);
	}
	assert_start_usable(pos);
	hdc_position_free(pos);
}
END_TEST

START_TEST(null_games)
{
	hdc_game *game = new_game("hdc"), *g = (hdc_game *)&g;
	hdc_position *pos = new_pos("hdc"), *p = (hdc_position *)&p;
	char buf[4096];
	size_t needed, count, consumed;
	hdc_move moves[16];

	ck_assert_int_eq(hdc_game_new("hdc", NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_game_new(NULL, &g), HDC_OK); /* NULL variant: "hdc" */
	hdc_game_free(g);
	ck_assert_int_eq(hdc_game_from_position(pos, NULL), HDC_ERR_NULL);
	g = (hdc_game *)&g;
	ck_assert_int_eq(hdc_game_from_position(NULL, &g), HDC_ERR_NULL);
	ck_assert_ptr_null(g);
	ck_assert_int_eq(hdc_game_from_position(NULL, NULL), HDC_ERR_NULL);
	hdc_game_free(NULL);

	ck_assert_int_eq(hdc_game_read(NULL, "*", &consumed), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_game_read(game, NULL, &consumed), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_game_read(game, "*", NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_game_read(NULL, NULL, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_game_write(NULL, buf, sizeof buf, &needed), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_game_write(game, NULL, sizeof buf, &needed), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_game_write(game, buf, sizeof buf, NULL), HDC_OK);
	ck_assert_ptr_nonnull(hdc_game_error_message(NULL));
	ck_assert_int_eq(hdc_game_error_offset(NULL), -1);

	ck_assert_int_eq(hdc_game_set_tag(NULL, "White", "x"), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_game_set_tag(game, NULL, "x"), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_game_set_tag(NULL, NULL, NULL), HDC_ERR_NULL);
	/* A NULL value removes the tag. */
	ck_assert_int_eq(hdc_game_set_tag(game, "Annotator", "me"), HDC_OK);
	ck_assert_int_eq(hdc_game_set_tag(game, "Annotator", NULL), HDC_OK);
	ck_assert_int_eq(hdc_game_tag(game, "Annotator", buf, sizeof buf, &needed),
	                 HDC_ERR_NOT_FOUND);
	ck_assert_int_eq(hdc_game_set_tag(game, "Annotator", NULL), HDC_OK);

	ck_assert_int_eq(hdc_game_tag(NULL, "White", buf, sizeof buf, &needed), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_game_tag(game, NULL, buf, sizeof buf, &needed), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_game_tag(game, "White", NULL, sizeof buf, &needed), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_game_tag(game, "White", buf, sizeof buf, NULL), HDC_OK);
	ck_assert_str_eq(buf, "?");
	ck_assert_int_eq(hdc_game_tag_count(NULL, &count), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_game_tag_count(game, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_game_tag_name(NULL, 0, buf, sizeof buf, &needed), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_game_tag_name(game, 0, NULL, sizeof buf, &needed), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_game_tag_name(game, 0, buf, sizeof buf, NULL), HDC_OK);
	ck_assert_str_eq(buf, "Event");
	ck_assert_int_eq(hdc_game_move_count(NULL, &count), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_game_move_count(game, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_game_moves(NULL, moves, 16, &count), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_game_moves(game, moves, 16, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_game_position(NULL, &p), HDC_ERR_NULL);
	ck_assert_ptr_null(p);
	ck_assert_int_eq(hdc_game_position(game, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_game_play(NULL, find_move(pos, "e2IVe4IV")), HDC_ERR_NULL);

	/* A game with a move: a NULL list is refused, capacity or not. */
	ck_assert_int_eq(hdc_game_play(game, find_move(pos, "e2IVe4IV")), HDC_OK);
	ck_assert_int_eq(hdc_game_moves(game, NULL, 16, &count), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_game_moves(game, NULL, 0, &count), HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_uint_eq(count, 1);
	ck_assert_int_eq(hdc_game_position(game, &p), HDC_OK);
	ck_assert_int_eq(hdc_position_undo(p), HDC_OK);
	assert_start_usable(p);
	hdc_position_free(p);
	hdc_position_free(pos);
	hdc_game_free(game);
}
END_TEST

START_TEST(null_variants)
{
	char buf[64];
	size_t needed, count;
	int32_t types[32], i32;
	ck_assert_int_ge(hdc_variant_count(), 3);
	ck_assert_int_eq(hdc_variant_name(0, NULL, sizeof buf, &needed), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_variant_name(0, buf, sizeof buf, NULL), HDC_OK);
	ck_assert_str_eq(buf, "hdc");
	ck_assert_int_eq(hdc_variant_name(-1, buf, sizeof buf, &needed), HDC_ERR_RANGE);
	ck_assert_int_eq(hdc_variant_name(INT32_MAX, buf, sizeof buf, &needed), HDC_ERR_RANGE);
	ck_assert_int_eq(hdc_variant_name(INT32_MIN, NULL, 0, NULL), HDC_ERR_RANGE);
	ck_assert_int_eq(hdc_variant_title(NULL, buf, sizeof buf, &needed), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_variant_title("hdc", NULL, sizeof buf, &needed), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_variant_title("hdc", buf, sizeof buf, NULL), HDC_OK);
	ck_assert_int_eq(hdc_variant_dimensions(NULL, &i32, &i32, &i32, &i32), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_variant_dimensions("hdc", NULL, NULL, NULL, NULL), HDC_OK);
	ck_assert_int_eq(hdc_variant_piece_types(NULL, types, 32, &count), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_variant_piece_types("hdc", types, 32, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_variant_piece_types("hdc", NULL, 32, &count), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_variant_piece_letter(NULL, HDC_KING, buf, sizeof buf, &needed),
	                 HDC_ERR_NULL);
	ck_assert_int_eq(hdc_variant_piece_letter("hdc", HDC_KING, NULL, sizeof buf, &needed),
	                 HDC_ERR_NULL);
	ck_assert_int_eq(hdc_variant_piece_letter("hdc", HDC_KING, buf, sizeof buf, NULL), HDC_OK);
	ck_assert_str_eq(buf, "K");
	ck_assert_int_eq(hdc_variant_piece_name(NULL, HDC_KING, buf, sizeof buf, &needed),
	                 HDC_ERR_NULL);
	ck_assert_int_eq(hdc_variant_piece_name("hdc", HDC_KING, NULL, sizeof buf, &needed),
	                 HDC_ERR_NULL);
	ck_assert_int_eq(hdc_variant_piece_name("hdc", HDC_KING, buf, sizeof buf, NULL), HDC_OK);
	/* Out-of-range piece types. */
	const int32_t odd[] = { INT32_MIN, -1, 0, 14, 31, 32, 64, INT32_MAX };
	for (size_t i = 0; i < sizeof odd / sizeof odd[0]; i++) {
		ck_assert_int_eq(hdc_variant_piece_letter("hdc", odd[i], buf, sizeof buf, &needed),
		                 HDC_ERR_RANGE);
		ck_assert_int_eq(hdc_variant_piece_name("3d8l", odd[i], buf, sizeof buf, &needed),
		                 HDC_ERR_RANGE);
	}
	assert_library_usable();
}
END_TEST

/* ------------------------------------------------------------------------ */
/* Caller buffers: zero and too-small capacities                             */
/* ------------------------------------------------------------------------ */

/* A string-returning call: fn(ctx, buf, cap, needed). */
typedef hdc_status (*string_call)(const void *ctx, int32_t arg, char *buf, size_t cap,
                                  size_t *needed);

/*
 * The buffer convention for one string: NULL/0 reports the size; every
 * capacity below it is HDC_ERR_BUFFER_TOO_SMALL with the size and not one
 * byte written; NULL with a capacity is HDC_ERR_NULL; the exact size
 * succeeds and writes exactly the string and its NUL.
 */
static void check_string(const char *what, string_call fn, const void *ctx, int32_t arg)
{
	static char buf[1 << 16];
	size_t needed = 0;
	ck_assert_msg(fn(ctx, arg, NULL, 0, &needed) == HDC_ERR_BUFFER_TOO_SMALL,
	              "%s: NULL/0 is not BUFFER_TOO_SMALL", what);
	ck_assert_msg(needed >= 1 && needed < sizeof buf - 64, "%s: needed %zu", what, needed);
	size_t len = needed - 1;
	for (size_t cap = 0; cap < needed; cap = cap < 16 ? cap + 1 : cap + 1 + cap / 4) {
		memset(buf, CANARY, needed + 64);
		size_t got = 0;
		ck_assert_msg(fn(ctx, arg, buf, cap, &got) == HDC_ERR_BUFFER_TOO_SMALL,
		              "%s: capacity %zu of %zu accepted", what, cap, needed);
		ck_assert_msg(got == needed, "%s: capacity %zu: needed %zu, before %zu", what, cap, got,
		              needed);
		assert_bytes(buf, CANARY, needed + 64, what);
	}
	memset(buf, CANARY, needed + 64);
	ck_assert_msg(fn(ctx, arg, buf, len, NULL) == HDC_ERR_BUFFER_TOO_SMALL,
	              "%s: one byte short accepted", what);
	assert_bytes(buf, CANARY, needed + 64, what);
	ck_assert_msg(fn(ctx, arg, NULL, needed, &needed) == HDC_ERR_NULL,
	              "%s: NULL buffer with a capacity", what);
	size_t got = 0;
	ck_assert_msg(fn(ctx, arg, buf, needed, &got) == HDC_OK && got == needed,
	              "%s: exact capacity", what);
	ck_assert_msg(strlen(buf) == len, "%s: %zu bytes written, %zu announced", what, strlen(buf),
	              len);
	assert_bytes(buf + needed, CANARY, 64, what);
	/* A larger buffer gives the same. */
	static char big[1 << 16];
	memset(big, CANARY, sizeof big);
	ck_assert_int_eq(fn(ctx, arg, big, sizeof big, &got), HDC_OK);
	ck_assert_str_eq(big, buf);
	assert_bytes(big + needed, CANARY, 64, what);
}

static hdc_status s_text(const void *c, int32_t a, char *b, size_t n, size_t *d)
{
	(void)a;
	return hdc_position_text(c, b, n, d);
}
static hdc_status s_variant(const void *c, int32_t a, char *b, size_t n, size_t *d)
{
	(void)a;
	return hdc_position_variant(c, b, n, d);
}
static hdc_status s_cell_name(const void *c, int32_t a, char *b, size_t n, size_t *d)
{
	return hdc_position_cell_name(c, a, b, n, d);
}
static hdc_status s_move_coord(const void *c, int32_t a, char *b, size_t n, size_t *d)
{
	return hdc_position_move_coord(c, (hdc_move)a, b, n, d);
}
static hdc_status s_move_san(const void *c, int32_t a, char *b, size_t n, size_t *d)
{
	return hdc_position_move_san(c, (hdc_move)a, b, n, d);
}
static hdc_status s_result(const void *c, int32_t a, char *b, size_t n, size_t *d)
{
	(void)a;
	return hdc_position_result(c, b, n, d);
}
static hdc_status s_game_write(const void *c, int32_t a, char *b, size_t n, size_t *d)
{
	(void)a;
	return hdc_game_write(c, b, n, d);
}
static hdc_status s_game_tag(const void *c, int32_t a, char *b, size_t n, size_t *d)
{
	(void)a;
	return hdc_game_tag(c, "White", b, n, d);
}
static hdc_status s_game_tag_name(const void *c, int32_t a, char *b, size_t n, size_t *d)
{
	return hdc_game_tag_name(c, (size_t)a, b, n, d);
}
static hdc_status s_variant_name(const void *c, int32_t a, char *b, size_t n, size_t *d)
{
	(void)c;
	return hdc_variant_name(a, b, n, d);
}
static hdc_status s_variant_title(const void *c, int32_t a, char *b, size_t n, size_t *d)
{
	(void)a;
	return hdc_variant_title(c, b, n, d);
}
static hdc_status s_piece_letter(const void *c, int32_t a, char *b, size_t n, size_t *d)
{
	return hdc_variant_piece_letter(c, a, b, n, d);
}
static hdc_status s_piece_name(const void *c, int32_t a, char *b, size_t n, size_t *d)
{
	return hdc_variant_piece_name(c, a, b, n, d);
}

START_TEST(string_buffers)
{
	for (size_t v = 0; v < nvariants(); v++) {
		hdc_position *pos = new_pos(variant_at(v));
		static hdc_move moves[HDC_MAX_MOVES];
		size_t n;
		ck_assert_int_eq(hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &n), HDC_OK);
		check_string("text", s_text, pos, 0);
		check_string("variant", s_variant, pos, 0);
		int32_t cells = 0;
		ck_assert_int_eq(hdc_position_dimensions(pos, NULL, NULL, NULL, &cells), HDC_OK);
		check_string("cell_name", s_cell_name, pos, 0);
		check_string("cell_name", s_cell_name, pos, cells - 1);
		check_string("move_coord", s_move_coord, pos, (int32_t)moves[0]);
		check_string("move_san", s_move_san, pos, (int32_t)moves[n - 1]);
		check_string("result", s_result, pos, 0);
		hdc_game *game = NULL;
		ck_assert_int_eq(hdc_position_play(pos, moves[n / 2]), HDC_OK);
		ck_assert_int_eq(hdc_game_from_position(pos, &game), HDC_OK);
		ck_assert_int_eq(hdc_game_set_tag(game, "White", "A \"quoted\" name"), HDC_OK);
		check_string("game_write", s_game_write, game, 0);
		check_string("game_tag", s_game_tag, game, 0);
		check_string("game_tag_name", s_game_tag_name, game, 3);
		hdc_game_free(game);
		check_string("variant_name", s_variant_name, NULL, (int32_t)v);
		check_string("variant_title", s_variant_title, variant_at(v), 0);
		check_string("variant_piece_letter", s_piece_letter, variant_at(v), HDC_KING);
		check_string("variant_piece_name", s_piece_name, variant_at(v), HDC_PAWN);
		hdc_position_free(pos);
	}
	assert_library_usable();
}
END_TEST

/* The same for lists: legal moves, moves from a cell, attacked cells,
 * game moves (and the piece types of a variant). */
START_TEST(list_buffers)
{
	static hdc_move moves[HDC_MAX_MOVES + 8], all[HDC_MAX_MOVES];
	static int32_t cells[HDC_MAX_CELLS + 8];
	hdc_position *pos = new_pos("hdc");
	size_t n = 0, count;
	ck_assert_int_eq(hdc_position_legal_moves(pos, all, HDC_MAX_MOVES, &n), HDC_OK);
	ck_assert_uint_eq(n, 242);
	for (size_t cap = 0; cap < n; cap += cap < 4 ? 1 : 37) {
		memset(moves, CANARY, sizeof moves);
		count = 0;
		ck_assert_int_eq(hdc_position_legal_moves(pos, moves, cap, &count),
		                 HDC_ERR_BUFFER_TOO_SMALL);
		ck_assert_uint_eq(count, n);
		assert_bytes(moves, CANARY, sizeof moves, "legal_moves");
	}
	memset(moves, CANARY, sizeof moves);
	ck_assert_int_eq(hdc_position_legal_moves(pos, moves, n, &count), HDC_OK);
	ck_assert_int_eq(memcmp(moves, all, n * sizeof *moves), 0);
	assert_bytes(moves + n, CANARY, 8 * sizeof *moves, "legal_moves");

	int32_t b1 = cell_index(pos, "b1IV");
	memset(moves, CANARY, sizeof moves);
	ck_assert_int_eq(hdc_position_legal_moves_from(pos, b1, moves, 0, &count),
	                 HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_uint_gt(count, 1);
	ck_assert_int_eq(hdc_position_legal_moves_from(pos, b1, moves, count - 1, &count),
	                 HDC_ERR_BUFFER_TOO_SMALL);
	assert_bytes(moves, CANARY, sizeof moves, "legal_moves_from");
	ck_assert_int_eq(hdc_position_legal_moves_from(pos, b1, moves, count, &count), HDC_OK);
	assert_bytes(moves + count, CANARY, 8 * sizeof *moves, "legal_moves_from");

	ck_assert_int_eq(hdc_position_attacked_cells(pos, HDC_BLACK, NULL, 0, &count),
	                 HDC_ERR_BUFFER_TOO_SMALL);
	size_t ncells = count;
	ck_assert_uint_gt(ncells, 0);
	for (size_t cap = 0; cap < ncells; cap += 1 + cap / 2) {
		memset(cells, CANARY, sizeof cells);
		ck_assert_int_eq(hdc_position_attacked_cells(pos, HDC_BLACK, cells, cap, &count),
		                 HDC_ERR_BUFFER_TOO_SMALL);
		ck_assert_uint_eq(count, ncells);
		assert_bytes(cells, CANARY, sizeof cells, "attacked_cells");
	}
	memset(cells, CANARY, sizeof cells);
	ck_assert_int_eq(hdc_position_attacked_cells(pos, HDC_BLACK, cells, ncells, &count), HDC_OK);
	assert_bytes(cells + ncells, CANARY, 8 * sizeof *cells, "attacked_cells");

	hdc_game *game = new_game("hdc");
	for (int i = 0; i < 3; i++) {
		size_t k;
		ck_assert_int_eq(hdc_position_legal_moves(pos, all, HDC_MAX_MOVES, &k), HDC_OK);
		ck_assert_int_eq(hdc_position_play(pos, all[k / 3]), HDC_OK);
		ck_assert_int_eq(hdc_game_play(game, all[k / 3]), HDC_OK);
	}
	for (size_t cap = 0; cap < 3; cap++) {
		memset(moves, CANARY, sizeof moves);
		ck_assert_int_eq(hdc_game_moves(game, moves, cap, &count), HDC_ERR_BUFFER_TOO_SMALL);
		ck_assert_uint_eq(count, 3);
		assert_bytes(moves, CANARY, sizeof moves, "game_moves");
	}
	ck_assert_int_eq(hdc_game_moves(game, moves, 3, &count), HDC_OK);
	assert_bytes(moves + 3, CANARY, 8 * sizeof *moves, "game_moves");
	hdc_game_free(game);

	int32_t types[40];
	memset(types, CANARY, sizeof types);
	ck_assert_int_eq(hdc_variant_piece_types("3d8l", types, 0, &count), HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_uint_eq(count, 13);
	ck_assert_int_eq(hdc_variant_piece_types("3d8l", types, 12, &count),
	                 HDC_ERR_BUFFER_TOO_SMALL);
	assert_bytes(types, CANARY, sizeof types, "variant_piece_types");
	ck_assert_int_eq(hdc_variant_piece_types("3d8l", types, 13, &count), HDC_OK);
	assert_bytes(types + 13, CANARY, sizeof types - 13 * sizeof *types, "variant_piece_types");
	for (int i = 0; i < 3; i++)
		ck_assert_int_eq(hdc_position_undo(pos), HDC_OK);
	assert_start_usable(pos);
	hdc_position_free(pos);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* 1 MB strings                                                              */
/* ------------------------------------------------------------------------ */

/* Every reader of a position handle, one text: a known status, an offset
 * within the text, the handle unchanged and usable. */
static void read_everything(hdc_position *pos, const char *text)
{
	size_t len = strlen(text);
	hdc_move m;
	int32_t cell;
	hdc_status st;
	struct {
		const char *name;
		hdc_status st;
	} r[5];
	r[0].name = "set_text";
	r[0].st = hdc_position_set_text(pos, text);
	r[1].name = "parse_cell";
	r[1].st = hdc_position_parse_cell(pos, text, &cell);
	r[2].name = "parse_coord";
	r[2].st = hdc_position_parse_coord(pos, text, &m);
	r[3].name = "parse_san";
	r[3].st = hdc_position_parse_san(pos, text, &m);
	r[4].name = "parse_move";
	r[4].st = hdc_position_parse_move(pos, text, &m);
	for (int i = 0; i < 5; i++) {
		st = r[i].st;
		ck_assert_msg(st == HDC_ERR_SYNTAX || st == HDC_ERR_ILLEGAL_MOVE ||
		                      st == HDC_ERR_AMBIGUOUS_MOVE || st == HDC_ERR_INVALID_POSITION,
		              "%s of %zu bytes: %s", r[i].name, len, hdc_status_string(st));
	}
	/* The offset of the last failure lies inside the text. */
	int64_t off = hdc_position_error_offset(pos);
	ck_assert(off >= -1 && off <= (int64_t)len);
	ck_assert_str_ne(hdc_position_error_message(pos), "");
	assert_start_usable(pos);

	hdc_position *p = (hdc_position *)&p;
	st = hdc_position_from_text("hdc", text, &p);
	ck_assert(st == HDC_ERR_SYNTAX || st == HDC_ERR_INVALID_POSITION);
	ck_assert_ptr_null(p);
	ck_assert_int_eq(hdc_position_new(text, &p), HDC_ERR_UNKNOWN_VARIANT);
	ck_assert_ptr_null(p);

	hdc_game *game = new_game("hdc"), *g = (hdc_game *)&g;
	size_t consumed = 12345;
	st = hdc_game_read(game, text, &consumed);
	ck_assert_msg(st == HDC_ERR_SYNTAX || st == HDC_ERR_ILLEGAL_MOVE || st == HDC_ERR_NO_GAME,
	              "game_read of %zu bytes: %s", len, hdc_status_string(st));
	off = hdc_game_error_offset(game);
	ck_assert(off >= 0 && off <= (int64_t)len);
	ck_assert_int_eq(hdc_game_new(text, &g), HDC_ERR_UNKNOWN_VARIANT);
	ck_assert_ptr_null(g);
	/* Tag names are short words; values may be long. */
	ck_assert_int_eq(hdc_game_set_tag(game, text, "x"), HDC_ERR_RANGE);
	char buf[8];
	size_t needed;
	ck_assert_int_eq(hdc_game_tag(game, text, buf, sizeof buf, &needed), HDC_ERR_NOT_FOUND);
	hdc_game_free(game);
}

START_TEST(megabyte_strings)
{
	hdc_position *pos = new_pos("hdc");
	const char *start = variant_info("hdc")->start;
	char *s;

	const char fills[] = { 'a', 'I', '1', ' ', '/', '|', '-', 'x', '=', 'O', '(', '{', '[',
		               '\xE2', '\x80', '\xFF' };
	for (size_t i = 0; i < sizeof fills; i++) {
		s = long_string("", fills[i], MB, "");
		read_everything(pos, s);
		free(s);
	}
	/* Valid beginnings with a long tail. */
	const char *heads[] = { "e4-IV", "e4\xE2\x80\x93IV", "Nf3-IV", "e2IVe4IV", "O-O-O",
		                "e4-IV e.p.", start };
	for (size_t i = 0; i < sizeof heads / sizeof heads[0]; i++) {
		s = long_string(heads[i], 'V', MB, "");
		read_everything(pos, s);
		free(s);
		s = long_string(heads[i], '+', MB, "x");
		read_everything(pos, s);
		free(s);
	}
	/* Position text: a huge move number, a huge run of empty cells. */
	char head[TEXT_CAP];
	snprintf(head, sizeof head, "%.*s", (int)(strlen(start) - 1), start);
	s = long_string(head, '9', MB, "");
	ck_assert_int_eq(hdc_position_set_text(pos, s), HDC_ERR_SYNTAX);
	ck_assert_int_ge(hdc_position_error_offset(pos), (int64_t)strlen(head) - 2);
	ck_assert_int_le(hdc_position_error_offset(pos), (int64_t)strlen(head));
	free(s);
	s = long_string("", '8', MB, "");
	ck_assert_int_eq(hdc_position_set_text(pos, s), HDC_ERR_SYNTAX);
	free(s);
	s = long_string(start, ' ', MB, "");
	ck_assert_int_eq(hdc_position_set_text(pos, s), HDC_OK); /* trailing blanks are fine */
	free(s);
	assert_start_usable(pos);
	hdc_position_free(pos);
	assert_library_usable();
}
END_TEST

START_TEST(megabyte_records)
{
	hdc_game *game = new_game("hdc");
	size_t consumed, count, needed;
	char *s;

	/* A game after a 1 MB comment, 1 MB of white space, a 1 MB tag value:
	 * read in full. */
	s = long_string("{", 'c', MB, "} 1. e4-IV e5-IV *");
	ck_assert_int_eq(hdc_game_read(game, s, &consumed), HDC_OK);
	ck_assert_uint_eq(consumed, MB);
	ck_assert_int_eq(hdc_game_move_count(game, &count), HDC_OK);
	ck_assert_uint_eq(count, 2);
	free(s);
	s = long_string("", ' ', MB, "1. e4-IV *");
	ck_assert_int_eq(hdc_game_read(game, s, &consumed), HDC_OK);
	ck_assert_uint_eq(consumed, MB);
	free(s);
	s = long_string("[Annotator \"", 'v', MB, "\"]\n1. e4-IV *");
	ck_assert_int_eq(hdc_game_read(game, s, &consumed), HDC_OK);
	ck_assert_int_eq(hdc_game_tag(game, "Annotator", NULL, 0, &needed),
	                 HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_uint_eq(needed, MB - strlen("[Annotator \"\"]\n1. e4-IV *") + 1);
	ck_assert_int_eq(hdc_game_write(game, NULL, 0, &needed), HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_uint_gt(needed, MB - 100);
	free(s);
	/* A 1 MB value set by the API. */
	s = long_string("", 'w', MB, "");
	ck_assert_int_eq(hdc_game_set_tag(game, "White", s), HDC_OK);
	ck_assert_int_eq(hdc_game_tag(game, "White", NULL, 0, &needed), HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_uint_eq(needed, MB + 1);
	free(s);

	/* Errors: unclosed comment, variation, tag; a 1 MB move; 1 MB of move
	 * numbers; a 1 MB tag name. */
	struct {
		const char *head;
		char fill;
		const char *tail;
	} bad[] = {
		{ "{", 'c', "" },
		{ "1. e4-IV (", '(', "" },
		{ "[Event \"", 'e', "" },
		{ "1. ", 'e', " *" },
		{ "", '1', "" },
		{ "[", 'T', " \"x\"] *" },
		{ "1. e4-IV ", '$', "" },
		{ "", ')', "" },
	};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		s = long_string(bad[i].head, bad[i].fill, MB, bad[i].tail);
		consumed = 777;
		hdc_status st = hdc_game_read(game, s, &consumed);
		ck_assert_msg(st == HDC_ERR_SYNTAX, "bad record %zu: %s", i, hdc_status_string(st));
		ck_assert_uint_eq(consumed, 777);
		int64_t off = hdc_game_error_offset(game);
		ck_assert(off >= 0 && off <= (int64_t)MB);
		free(s);
	}
	/* The game still holds the last good read plus the White tag. */
	ck_assert_int_eq(hdc_game_move_count(game, &count), HDC_OK);
	ck_assert_uint_eq(count, 1);
	hdc_game_free(game);
	assert_library_usable();
}
END_TEST

/* ------------------------------------------------------------------------ */
/* Invalid UTF-8 and look-alike dashes                                       */
/* ------------------------------------------------------------------------ */

static const char *const bad_dashes[] = {
	"\xE2\x80\x94", /* em dash U+2014 */
	"\xE2\x88\x92", /* minus sign U+2212 */
	"\xE2\x80\x92", /* figure dash U+2012 */
	"\xE2\x80\x91", /* non-breaking hyphen U+2011 */
	"\xE2\x80\x90", /* hyphen U+2010 */
	"\xEF\xB9\xA3", /* small hyphen-minus U+FE63 */
	"\xEF\xBC\x8D", /* fullwidth hyphen-minus U+FF0D */
	"\xE2\x80",     /* an en dash cut short */
	"\x80",         /* a lone continuation byte */
	"\xFF",         /* never valid in UTF-8 */
	"\xC0\xAD",     /* an overlong '-' */
	"\xE2\x80\x93\xE2\x80\x93", /* two en dashes */
};

START_TEST(odd_dashes_in_moves_and_cells)
{
	hdc_position *pos = new_pos("hdc");
	char text[64];
	for (size_t i = 0; i < sizeof bad_dashes / sizeof bad_dashes[0]; i++) {
		const char *d = bad_dashes[i];
		int32_t cell = -5;
		hdc_move m = 0;
		/* Cell names. */
		snprintf(text, sizeof text, "e4%sIV", d);
		ck_assert_msg(hdc_position_parse_cell(pos, text, &cell) == HDC_ERR_SYNTAX,
		              "cell with dash %zu accepted", i);
		ck_assert_int_eq(cell, -5);
		/* At the dash; after two en dashes, at the second one (the
		 * first is a separator, a layer numeral was expected there). */
		size_t slack = strncmp(d, "\xE2\x80\x93", 3) == 0 ? 3 : 0;
		ck_assert_int_ge(hdc_position_error_offset(pos), 0);
		ck_assert_int_le(hdc_position_error_offset(pos), 2 + (int64_t)slack);
		ck_assert_str_ne(hdc_position_error_message(pos), "");
		/* SAN pawn and piece moves, coordinates, either. */
		const char *forms[] = { "e4%sIV", "Nf3%sIV", "e2%sIVe4%sIV", "exd5%sIV", "O%sO" };
		for (size_t f = 0; f < sizeof forms / sizeof forms[0]; f++) {
			snprintf(text, sizeof text, forms[f], d, d);
			size_t dash = (size_t)(strstr(text, d) - text) + slack;
			hdc_status st = hdc_position_parse_san(pos, text, &m);
			ck_assert_msg(st == HDC_ERR_SYNTAX, "SAN '%s': %s", text, hdc_status_string(st));
			int64_t off = hdc_position_error_offset(pos);
			ck_assert_msg(off >= 0 && off <= (int64_t)dash, "SAN '%s': offset %lld", text,
			              (long long)off);
			st = hdc_position_parse_coord(pos, text, &m);
			ck_assert_msg(st == HDC_ERR_SYNTAX, "coord '%s': %s", text, hdc_status_string(st));
			off = hdc_position_error_offset(pos);
			ck_assert_msg(off >= 0 && off <= (int64_t)dash, "coord '%s': offset %lld", text,
			              (long long)off);
			st = hdc_position_parse_move(pos, text, &m);
			ck_assert_msg(st == HDC_ERR_SYNTAX, "move '%s': %s", text, hdc_status_string(st));
		}
		ck_assert_uint_eq(m, 0);
		/* In a game record: a syntax error at the move. */
		hdc_game *game = new_game("hdc");
		char record[128];
		snprintf(record, sizeof record, "[Event \"x\"]\n\n1. e4%sIV e5-IV *", d);
		size_t consumed = 0;
		ck_assert_int_eq(hdc_game_read(game, record, &consumed), HDC_ERR_SYNTAX);
		int64_t off = hdc_game_error_offset(game);
		ck_assert_int_ge(off, (int64_t)strlen("[Event \"x\"]\n\n1. "));
		ck_assert_int_le(off, (int64_t)(strlen("[Event \"x\"]\n\n1. e4") + slack));
		hdc_game_free(game);
		/* In the en passant field of a position text. */
		char postext[TEXT_CAP];
		const char *start = variant_info("hdc")->start;
		ck_assert_ptr_nonnull(start);
		snprintf(postext, sizeof postext, "%.*s e3%sIV 0 1", (int)(strlen(start) - 6), start,
		         d);
		ck_assert_int_eq(hdc_position_set_text(pos, postext), HDC_ERR_SYNTAX);
		ck_assert_int_eq(hdc_position_error_offset(pos), (int64_t)strlen(start) - 5);
	}
	/* Raumschach cell names have no dash at all. */
	hdc_position *r = new_pos("raumschach");
	int32_t cell;
	ck_assert_int_eq(hdc_position_parse_cell(r, "Cc3", &cell), HDC_OK);
	ck_assert_int_eq(hdc_position_parse_cell(r, "C\xE2\x80\x93" "c3", &cell), HDC_ERR_SYNTAX);
	ck_assert_int_eq(hdc_position_parse_cell(r, "Cc\xE2\x80\x93" "3", &cell), HDC_ERR_SYNTAX);
	hdc_position_free(r);
	assert_start_usable(pos);
	hdc_position_free(pos);
}
END_TEST

START_TEST(invalid_utf8_in_tags)
{
	/* Tag values are bytes: whatever is read is written back and reads
	 * again to the same value. */
	const char *values[] = { "\xFF\xFE", "caf\xC3\xA9", "\xE2\x80", "\x80\x80\x80", "a\tb" };
	for (size_t i = 0; i < sizeof values / sizeof values[0]; i++) {
		hdc_game *game = new_game("hdc"), *back = new_game("hdc");
		char record[256], buf[64];
		static char written[1 << 14];
		size_t consumed, needed;
		snprintf(record, sizeof record, "[White \"%s\"]\n\n1. e4-IV *", values[i]);
		ck_assert_int_eq(hdc_game_read(game, record, &consumed), HDC_OK);
		ck_assert_int_eq(hdc_game_tag(game, "White", buf, sizeof buf, &needed), HDC_OK);
		ck_assert_str_eq(buf, values[i]);
		ck_assert_int_eq(hdc_game_write(game, written, sizeof written, &needed), HDC_OK);
		ck_assert_int_eq(hdc_game_read(back, written, &consumed), HDC_OK);
		ck_assert_int_eq(hdc_game_tag(back, "White", buf, sizeof buf, &needed), HDC_OK);
		ck_assert_str_eq(buf, values[i]);
		hdc_game_free(back);
		hdc_game_free(game);
	}
}
END_TEST

/* ------------------------------------------------------------------------ */
/* Every truncation of valid position texts                                  */
/* ------------------------------------------------------------------------ */

/* Where the field `fields` after the board of a position text ends. */
static size_t end_of_field(const char *text, int fields)
{
	const char *p = strchr(text, ' ');
	ck_assert_ptr_nonnull(p);
	for (int field = 0; field < fields; field++) {
		while (*p == ' ')
			p++;
		while (*p && *p != ' ')
			p++;
	}
	return (size_t)(p - text);
}

/* The shortest acceptable text: up to the e.p. field on the cubes (the
 * counters are optional), up to the side to move in C'escacs (CESCACS.md
 * section 11: the fields after it may be left out). */
static void check_truncations(const char *variant, const char *text)
{
	int needed_fields = strcmp(variant, "cescacs") == 0 ? 1 : 3;
	size_t len = strlen(text), min_ok = end_of_field(text, needed_fields);
	hdc_position *h = new_pos(variant);
	char before[TEXT_CAP], after[TEXT_CAP], *prefix = malloc(len + 1);
	ck_assert_ptr_nonnull(prefix);
	get_text(h, before, sizeof before);
	uint64_t key = get_key(h);
	int ok = 0;
	for (size_t n = 0; n <= len; n++) {
		memcpy(prefix, text, n);
		prefix[n] = '\0';
		hdc_position *p = NULL;
		hdc_status st = hdc_position_from_text(variant, prefix, &p);
		hdc_status st2 = hdc_position_set_text(h, prefix);
		ck_assert_int_eq(st, st2);
		if (st == HDC_OK) {
			ok++;
			/* Only optional fields may be cut: the board and the
			 * fields before them are all there. */
			ck_assert_msg(n >= min_ok, "%s: prefix of %zu bytes (of %zu) accepted: '%s'",
			              variant, n, len, prefix);
			uint64_t nodes;
			ck_assert_int_eq(hdc_position_perft(p, 1, &nodes), HDC_OK);
			ck_assert_int_eq(hdc_position_set_text(h, before), HDC_OK);
			hdc_position_free(p);
			continue;
		}
		ck_assert_msg(st == HDC_ERR_SYNTAX || st == HDC_ERR_INVALID_POSITION,
		              "%s: prefix of %zu bytes: %s", variant, n, hdc_status_string(st));
		ck_assert_ptr_null(p);
		int64_t off = hdc_position_error_offset(h);
		ck_assert_msg(off >= 0 && off <= (int64_t)n, "%s: prefix of %zu bytes: offset %lld",
		              variant, n, (long long)off);
		get_text(h, after, sizeof after);
		ck_assert_str_eq(after, before);
		ck_assert_uint_eq(get_key(h), key);
	}
	/* The whole text, and at most the cuts in the optional fields. */
	ck_assert_int_ge(ok, 1);
	ck_assert_int_le(ok, (int)(len - min_ok + 1));
	free(prefix);
	hdc_position_free(h);
}

START_TEST(truncated_position_texts)
{
	static const char *const perft_files[][2] = { { "hdc", "perft-hdc.txt" },
		                                       { "raumschach", "perft-raumschach.txt" },
		                                       { "3d8l", "perft-3d8l.txt" },
		                                       { "cescacs", "perft-cescacs.txt" } };
	int texts = 0;
	for (size_t f = 0; f < sizeof perft_files / sizeof perft_files[0]; f++) {
		struct perft_entry *e = NULL;
		int n = load_perft_file(perft_files[f][1], &e);
		ck_assert_int_gt(n, 0);
		for (int i = 0; i < n; i++, texts++)
			check_truncations(perft_files[f][0], e[i].text);
		free(e);
	}
	/* Texts with every field in use: black to move, an e.p. cell,
	 * counters of several digits. */
	hdc_position *pos = new_pos("hdc");
	play(pos, "e2IVe4IV");
	char text[TEXT_CAP];
	get_text(pos, text, sizeof text);
	check_truncations("hdc", text);
	check_truncations("hdc", "4r3/4p3/8/8/8/8/4P3/4R3|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|"
	                         "r3k2r/8/8/8/8/8/8/R3K2R|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|"
	                         "8/8/8/8/8/8/8/8|4r3/4p3/8/8/8/8/4P3/4R3 b KQLUkqlu - 97 160");
	check_truncations("raumschach", "5/5/5/5/K4|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|4k/5/5/5/5 "
	                                 "b - - 99 1000");
	hdc_position_free(pos);
	ck_assert_int_ge(texts, 15);
	assert_library_usable();
}
END_TEST

START_TEST(truncated_records)
{
	hdc_position *pos = new_pos("hdc");
	const char *moves[] = { "e2IVe4IV", "e7IVe5IV", "g1IVf3IV", "b8IVc6IV", "f1IVc4IV" };
	for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++)
		play(pos, moves[i]);
	hdc_game *game = NULL;
	ck_assert_int_eq(hdc_game_from_position(pos, &game), HDC_OK);
	ck_assert_int_eq(hdc_game_set_tag(game, "Annotator", "a \\ \"b\""), HDC_OK);
	char record[4096], prefix[4096];
	size_t needed;
	ck_assert_int_eq(hdc_game_write(game, record, sizeof record, &needed), HDC_OK);
	hdc_game *g = new_game("hdc");
	for (size_t n = 0; n <= strlen(record); n++) {
		memcpy(prefix, record, n);
		prefix[n] = '\0';
		size_t consumed = 0, count = 99;
		hdc_status st = hdc_game_read(g, prefix, &consumed);
		ck_assert_msg(st == HDC_OK || st == HDC_ERR_SYNTAX || st == HDC_ERR_NO_GAME ||
		                      st == HDC_ERR_ILLEGAL_MOVE || st == HDC_ERR_AMBIGUOUS_MOVE,
		              "prefix %zu: %s", n, hdc_status_string(st));
		if (st == HDC_OK) {
			ck_assert_uint_le(consumed, n);
			ck_assert_int_eq(hdc_game_move_count(g, &count), HDC_OK);
			ck_assert_uint_le(count, 5);
		}
	}
	hdc_game_free(g);
	hdc_game_free(game);
	hdc_position_free(pos);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* Depths, history, foreign and random moves                                 */
/* ------------------------------------------------------------------------ */

START_TEST(perft_depths)
{
	hdc_position *pos = new_pos("hdc");
	uint64_t nodes = 12345;
	ck_assert_int_eq(hdc_position_perft(pos, 0, &nodes), HDC_OK);
	ck_assert_uint_eq(nodes, 1);
	const int32_t bad[] = { -1, -2, HDC_MAX_PERFT_DEPTH + 1, 13, 100, INT32_MAX, INT32_MIN };
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		nodes = 12345;
		ck_assert_int_eq(hdc_position_perft(pos, bad[i], &nodes), HDC_ERR_DEPTH);
		ck_assert_uint_eq(nodes, 12345);
	}
	/* Depth 0 in a mate and a stalemate: still 1 (the position itself). */
	struct perft_entry *e = NULL;
	int n = load_perft_file("perft-hdc.txt", &e);
	for (int i = 0; i < n; i++) {
		hdc_position *p = make_text_pos("hdc", e[i].text);
		ck_assert_int_eq(hdc_position_perft(p, 0, &nodes), HDC_OK);
		ck_assert_uint_eq(nodes, 1);
		hdc_position_free(p);
	}
	free(e);
	assert_start_usable(pos);
	hdc_position_free(pos);
}
END_TEST

START_TEST(undo_without_history)
{
	for (size_t v = 0; v < nvariants(); v++) {
		hdc_position *pos = new_pos(variant_at(v));
		char before[TEXT_CAP], after[TEXT_CAP];
		get_text(pos, before, sizeof before);
		uint64_t key = get_key(pos);
		for (int i = 0; i < 3; i++) {
			ck_assert_int_eq(hdc_position_undo(pos), HDC_ERR_NO_HISTORY);
			ck_assert_str_ne(hdc_position_error_message(pos), "");
			ck_assert_int_eq(hdc_position_error_offset(pos), -1);
		}
		get_text(pos, after, sizeof after);
		ck_assert_str_eq(after, before);
		ck_assert_uint_eq(get_key(pos), key);
		hdc_move m;
		ck_assert_int_eq(hdc_position_history_move(pos, 0, &m), HDC_ERR_RANGE);
		ck_assert_int_eq(hdc_position_history_move(pos, SIZE_MAX, &m), HDC_ERR_RANGE);
		/* One move, two undos: the second fails, the first restored. */
		static hdc_move moves[HDC_MAX_MOVES];
		size_t n;
		ck_assert_int_eq(hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &n), HDC_OK);
		ck_assert_int_eq(hdc_position_play(pos, moves[n - 1]), HDC_OK);
		ck_assert_int_eq(hdc_position_undo(pos), HDC_OK);
		ck_assert_int_eq(hdc_position_undo(pos), HDC_ERR_NO_HISTORY);
		get_text(pos, after, sizeof after);
		ck_assert_str_eq(after, before);
		/* A position set from text has no history either. */
		ck_assert_int_eq(hdc_position_play(pos, moves[0]), HDC_OK);
		ck_assert_int_eq(hdc_position_set_text(pos, before), HDC_OK);
		ck_assert_int_eq(hdc_position_undo(pos), HDC_ERR_NO_HISTORY);
		hdc_position_free(pos);
	}
	assert_library_usable();
}
END_TEST

/* Moves of every variant's start position and of the perft positions,
 * played in positions where they are not legal. */
START_TEST(moves_from_other_positions)
{
	static hdc_move moves[HDC_MAX_MOVES], here[HDC_MAX_MOVES];
	const char *texts[][2] = {
		{ "hdc", NULL },
		{ "raumschach", NULL },
		{ "3d8l", NULL },
	};
	hdc_position *targets[4];
	for (int t = 0; t < 3; t++)
		targets[t] = new_pos(texts[t][0]);
	targets[3] = new_pos("hdc");
	play(targets[3], "e2IVe4IV"); /* black to move */

	struct perft_entry *e = NULL;
	int ne = load_perft_file("perft-hdc.txt", &e);
	ck_assert_int_gt(ne, 0);
	int tried = 0;
	for (int src = 0; src < 3 + ne; src++) {
		hdc_position *from = src < 3 ? new_pos(texts[src][0]) : make_text_pos("hdc", e[src - 3].text);
		size_t n;
		ck_assert_int_eq(hdc_position_legal_moves(from, moves, HDC_MAX_MOVES, &n), HDC_OK);
		for (int t = 0; t < 4; t++) {
			hdc_position *pos = targets[t];
			size_t nh;
			char before[TEXT_CAP], after[TEXT_CAP], buf[64];
			ck_assert_int_eq(hdc_position_legal_moves(pos, here, HDC_MAX_MOVES, &nh), HDC_OK);
			get_text(pos, before, sizeof before);
			uint64_t key = get_key(pos);
			for (size_t i = 0; i < n; i++) {
				int legal = 0;
				for (size_t k = 0; k < nh && !legal; k++)
					legal = here[k] == moves[i];
				if (legal)
					continue;
				tried++;
				size_t needed;
				ck_assert_int_eq(hdc_position_play(pos, moves[i]), HDC_ERR_ILLEGAL_MOVE);
				ck_assert_int_eq(hdc_position_move_san(pos, moves[i], buf, sizeof buf, &needed),
				                 HDC_ERR_ILLEGAL_MOVE);
				hdc_status st = hdc_position_move_coord(pos, moves[i], buf, sizeof buf, &needed);
				ck_assert(st == HDC_OK || st == HDC_ERR_RANGE);
			}
			get_text(pos, after, sizeof after);
			ck_assert_str_eq(after, before);
			ck_assert_uint_eq(get_key(pos), key);
			size_t hist;
			ck_assert_int_eq(hdc_position_history_length(pos, &hist), HDC_OK);
			ck_assert_uint_eq(hist, t == 3 ? 1 : 0);
		}
		hdc_position_free(from);
	}
	free(e);
	ck_assert_int_gt(tried, 1000);
	/* The games refuse them too. */
	hdc_game *game = new_game("raumschach");
	hdc_position *h = new_pos("hdc");
	size_t n, count;
	ck_assert_int_eq(hdc_position_legal_moves(h, moves, HDC_MAX_MOVES, &n), HDC_OK);
	for (size_t i = 0; i < n; i++)
		ck_assert_int_eq(hdc_game_play(game, moves[i]), HDC_ERR_ILLEGAL_MOVE);
	ck_assert_int_eq(hdc_game_move_count(game, &count), HDC_OK);
	ck_assert_uint_eq(count, 0);
	hdc_game_free(game);
	hdc_position_free(h);
	for (int t = 0; t < 4; t++)
		hdc_position_free(targets[t]);
	assert_library_usable();
}
END_TEST

START_TEST(random_move_values)
{
	static hdc_move legal[HDC_MAX_MOVES];
	for (size_t v = 0; v < nvariants(); v++) {
		hdc_position *pos = new_pos(variant_at(v));
		hdc_game *game = new_game(variant_at(v));
		size_t n, needed;
		char before[TEXT_CAP], after[TEXT_CAP], buf[64];
		ck_assert_int_eq(hdc_position_legal_moves(pos, legal, HDC_MAX_MOVES, &n), HDC_OK);
		get_text(pos, before, sizeof before);
		uint64_t key = get_key(pos);
		uint64_t state = 0x9E3779B97F4A7C15ull * (v + 1);
		int iterations = getenv("HDC_TEST_SHORT") ? 2000 : 20000;
		for (int i = 0; i < iterations; i++) {
			/* xorshift64* */
			state ^= state >> 12;
			state ^= state << 25;
			state ^= state >> 27;
			hdc_move m = (hdc_move)((state * 0x2545F4914F6CDD1Dull) >> 32);
			if (i % 4 == 1)
				m &= 0x1FFFFFFFu; /* only the defined bits */
			else if (i % 4 == 2)
				m = (m & ~0xFFFFFu) | (legal[i % n] & 0xFFFFFu); /* real cells */
			int is_legal = 0;
			for (size_t k = 0; k < n && !is_legal; k++)
				is_legal = legal[k] == m;
			if (is_legal)
				continue;
			ck_assert_int_eq(hdc_position_play(pos, m), HDC_ERR_ILLEGAL_MOVE);
			ck_assert_int_eq(hdc_game_play(game, m), HDC_ERR_ILLEGAL_MOVE);
			ck_assert_int_eq(hdc_position_move_san(pos, m, buf, sizeof buf, &needed),
			                 HDC_ERR_ILLEGAL_MOVE);
			hdc_status st = hdc_position_move_coord(pos, m, buf, sizeof buf, &needed);
			ck_assert_msg(st == HDC_OK || st == HDC_ERR_RANGE, "move_coord(0x%08x): %s",
			              (unsigned)m, hdc_status_string(st));
			if (st == HDC_OK) {
				/* Text of a move that is not legal reads as no move
				 * (or as no text: a promotion to a pawn, say). */
				hdc_move back = 0;
				st = hdc_position_parse_coord(pos, buf, &back);
				ck_assert_msg(st == HDC_ERR_ILLEGAL_MOVE || st == HDC_ERR_SYNTAX ||
				                      (st == HDC_OK && back != m),
				              "'%s' of 0x%08x: %s", buf, (unsigned)m, hdc_status_string(st));
			}
		}
		get_text(pos, after, sizeof after);
		ck_assert_str_eq(after, before);
		ck_assert_uint_eq(get_key(pos), key);
		uint64_t nodes;
		ck_assert_int_eq(hdc_position_perft(pos, 1, &nodes), HDC_OK);
		ck_assert_uint_eq(nodes, n);
		hdc_game_free(game);
		hdc_position_free(pos);
	}
	assert_library_usable();
}
END_TEST

START_TEST(out_of_range_arguments)
{
	hdc_position *pos = new_pos("hdc");
	const int32_t bad_cells[] = { -1, 512, 1000, 1023, 1024, INT32_MAX, INT32_MIN };
	static hdc_move moves[HDC_MAX_MOVES];
	int32_t i32, cells[HDC_MAX_CELLS];
	hdc_piece piece;
	char buf[64];
	size_t needed, count;
	for (size_t i = 0; i < sizeof bad_cells / sizeof bad_cells[0]; i++) {
		int32_t c = bad_cells[i];
		ck_assert_int_eq(hdc_position_cell_coords(pos, c, &i32, &i32, &i32), HDC_ERR_RANGE);
		ck_assert_int_eq(hdc_position_cell_name(pos, c, buf, sizeof buf, &needed), HDC_ERR_RANGE);
		ck_assert_int_eq(hdc_position_piece_at(pos, c, &piece), HDC_ERR_RANGE);
		ck_assert_int_eq(hdc_position_legal_moves_from(pos, c, moves, HDC_MAX_MOVES, &count),
		                 HDC_ERR_RANGE);
		ck_assert_int_eq(hdc_position_is_attacked(pos, c, HDC_WHITE, &i32), HDC_ERR_RANGE);
		ck_assert_int_eq(hdc_position_cell_at(pos, c, 0, 0, &i32), HDC_ERR_RANGE);
		ck_assert_int_eq(hdc_position_cell_at(pos, 0, c, 0, &i32), HDC_ERR_RANGE);
		ck_assert_int_eq(hdc_position_cell_at(pos, 0, 0, c, &i32), HDC_ERR_RANGE);
	}
	const int32_t bad_colors[] = { -1, 2, 32, INT32_MAX, INT32_MIN };
	for (size_t i = 0; i < sizeof bad_colors / sizeof bad_colors[0]; i++) {
		ck_assert_int_eq(hdc_position_is_attacked(pos, 0, bad_colors[i], &i32), HDC_ERR_RANGE);
		ck_assert_int_eq(hdc_position_attacked_cells(pos, bad_colors[i], cells, HDC_MAX_CELLS,
		                                             &count),
		                 HDC_ERR_RANGE);
	}
	hdc_game *game = new_game("hdc");
	ck_assert_int_eq(hdc_game_tag_name(game, 7 + 1, buf, sizeof buf, &needed), HDC_ERR_RANGE);
	ck_assert_int_eq(hdc_game_tag_name(game, SIZE_MAX, buf, sizeof buf, &needed), HDC_ERR_RANGE);
	/* Tag names: letters, digits, '_'; the start-position tags are the
	 * library's. */
	const char *bad_names[] = { "", " ", "a b", "x\"", "]", "\xE2\x80\x93", "FEN", "SetUp",
		                    "Variant" };
	for (size_t i = 0; i < sizeof bad_names / sizeof bad_names[0]; i++)
		ck_assert_msg(hdc_game_set_tag(game, bad_names[i], "v") == HDC_ERR_RANGE,
		              "tag name '%s' accepted", bad_names[i]);
	ck_assert_int_eq(hdc_game_set_tag(game, "White", "two\nlines"), HDC_ERR_RANGE);
	ck_assert_int_eq(hdc_game_tag(game, "Nope", buf, sizeof buf, &needed), HDC_ERR_NOT_FOUND);
	hdc_game_free(game);
	/* Unknown variants, including white-space variations (case does not
	 * matter: "HDC" and "3D8L" are known). */
	const char *names[] = { "", " hdc", "hdc ", "chess", "raumschach\n", "3D8", "C'escac" };
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
		hdc_position *p = (hdc_position *)&p;
		hdc_game *g = (hdc_game *)&g;
		ck_assert_int_eq(hdc_position_new(names[i], &p), HDC_ERR_UNKNOWN_VARIANT);
		ck_assert_ptr_null(p);
		ck_assert_int_eq(hdc_position_from_text(names[i], variant_info("hdc")->start, &p),
		                 HDC_ERR_UNKNOWN_VARIANT);
		ck_assert_int_eq(hdc_game_new(names[i], &g), HDC_ERR_UNKNOWN_VARIANT);
		ck_assert_ptr_null(g);
	}
	assert_start_usable(pos);
	hdc_position_free(pos);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("hostile");
	TCase *tc = tcase_create("hostile");
	/* Sanitizer and valgrind builds are many times slower. */
	tcase_set_timeout(tc, 600);
	tcase_add_test(tc, null_library_and_values);
	tcase_add_test(tc, null_position_life_cycle);
	tcase_add_test(tc, null_position_board);
	tcase_add_test(tc, null_position_moves);
	tcase_add_test(tc, null_counting_and_colors);
	tcase_add_test(tc, null_games);
	tcase_add_test(tc, null_variants);
	tcase_add_test(tc, string_buffers);
	tcase_add_test(tc, list_buffers);
	tcase_add_test(tc, megabyte_strings);
	tcase_add_test(tc, megabyte_records);
	tcase_add_test(tc, odd_dashes_in_moves_and_cells);
	tcase_add_test(tc, invalid_utf8_in_tags);
	tcase_add_test(tc, truncated_position_texts);
	tcase_add_test(tc, truncated_records);
	tcase_add_test(tc, perft_depths);
	tcase_add_test(tc, undo_without_history);
	tcase_add_test(tc, moves_from_other_positions);
	tcase_add_test(tc, random_move_values);
	tcase_add_test(tc, out_of_range_arguments);
	suite_add_tcase(s, tc);
	return run_suite(s);
}
