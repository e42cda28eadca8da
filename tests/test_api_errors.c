/*
 * test_api_errors.c - the C API conventions of hdc.h: NULL arguments,
 * caller buffers, ranges, unknown variants, perft depths, status strings,
 * version, handle independence, and the agreement of the query functions
 * with each other.
 *
 * Covers the functions of the core API (positions, moves, perft).  The
 * notation, result and game-record functions are tested with their own
 * issue.
 */
#include <stdio.h>
#include <stdlib.h>

#include "common.h"

#define CANARY 0x5A

static hdc_position *new_pos(const char *variant)
{
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new(variant, &pos), HDC_OK);
	ck_assert_ptr_nonnull(pos);
	return pos;
}

static void assert_all(const void *buf, int byte, size_t n)
{
	const unsigned char *p = buf;
	for (size_t i = 0; i < n; i++)
		ck_assert_msg(p[i] == byte, "byte %zu of the buffer was written", i);
}

/* ------------------------------------------------------------------------ */
/* NULL arguments                                                            */
/* ------------------------------------------------------------------------ */

/* NULL for every pointer parameter of every function: tests/hostile/test_hostile.c. */

START_TEST(optional_outputs)
{
	/* hdc.h does not say whether `needed` and the coordinate outputs may
	 * be NULL; either way such a call must not crash, and if it
	 * succeeds it must do its job. */
	hdc_position *pos = new_pos("hdc");
	char buf[TEXT_CAP];
	hdc_status st = hdc_position_text(pos, buf, sizeof buf, NULL);
	ck_assert(st == HDC_OK || st == HDC_ERR_NULL);
	if (st == HDC_OK)
		ck_assert_str_eq(buf, variant_info("hdc")->start);
	int32_t nx = 0, cells = 0;
	st = hdc_position_dimensions(pos, &nx, NULL, NULL, &cells);
	ck_assert(st == HDC_OK || st == HDC_ERR_NULL);
	if (st == HDC_OK) {
		ck_assert_int_eq(nx, 8);
		ck_assert_int_eq(cells, 512);
	}
	int32_t z = -1;
	st = hdc_position_cell_coords(pos, cell_index(pos, "e4VI"), NULL, NULL, &z);
	ck_assert(st == HDC_OK || st == HDC_ERR_NULL);
	if (st == HDC_OK)
		ck_assert_int_eq(z, 5);
	hdc_position_free(pos);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* Caller buffers                                                            */
/* ------------------------------------------------------------------------ */

/* A string function: asks for the size, then tries every too-small
 * capacity (nothing may be written), then the exact one. */
typedef hdc_status (*string_fn)(const hdc_position *pos, int32_t arg, char *buf, size_t cap,
                                size_t *needed);

static hdc_status text_fn(const hdc_position *pos, int32_t arg, char *buf, size_t cap,
                          size_t *needed)
{
	(void)arg;
	return hdc_position_text(pos, buf, cap, needed);
}

static hdc_status variant_fn(const hdc_position *pos, int32_t arg, char *buf, size_t cap,
                             size_t *needed)
{
	(void)arg;
	return hdc_position_variant(pos, buf, cap, needed);
}

static hdc_status cell_name_fn(const hdc_position *pos, int32_t arg, char *buf, size_t cap,
                               size_t *needed)
{
	return hdc_position_cell_name(pos, arg, buf, cap, needed);
}

static hdc_status move_coord_fn(const hdc_position *pos, int32_t arg, char *buf, size_t cap,
                                size_t *needed)
{
	return hdc_position_move_coord(pos, (hdc_move)arg, buf, cap, needed);
}

static void check_string_buffer(const hdc_position *pos, string_fn fn, int32_t arg,
                                const char *expected)
{
	static char buf[TEXT_CAP + 16];
	size_t needed = 0;
	size_t len = strlen(expected);
	ck_assert_int_eq(fn(pos, arg, NULL, 0, &needed), HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_uint_eq(needed, len + 1);
	for (size_t cap = 0; cap <= len; cap = cap < 8 ? cap + 1 : cap + 97) {
		memset(buf, CANARY, sizeof buf);
		needed = 0;
		ck_assert_int_eq(fn(pos, arg, buf, cap, &needed), HDC_ERR_BUFFER_TOO_SMALL);
		ck_assert_uint_eq(needed, len + 1);
		assert_all(buf, CANARY, sizeof buf);
	}
	memset(buf, CANARY, sizeof buf);
	ck_assert_int_eq(fn(pos, arg, buf, len, &needed), HDC_ERR_BUFFER_TOO_SMALL);
	assert_all(buf, CANARY, sizeof buf);
	ck_assert_int_eq(fn(pos, arg, buf, len + 1, &needed), HDC_OK);
	ck_assert_uint_eq(needed, len + 1);
	ck_assert_str_eq(buf, expected);
	assert_all(buf + len + 1, CANARY, sizeof buf - len - 1);
}

START_TEST(string_buffers)
{
	hdc_position *pos = new_pos("hdc");
	check_string_buffer(pos, text_fn, 0, variant_info("hdc")->start);
	check_string_buffer(pos, variant_fn, 0, "hdc");
	/* Cell names use the en dash (UTF-8 E2 80 93). */
	check_string_buffer(pos, cell_name_fn, cell_index(pos, "e4IV"), "e4\xE2\x80\x93IV");
	check_string_buffer(pos, cell_name_fn, cell_index(pos, "h8VIII"), "h8\xE2\x80\x93VIII");
	check_string_buffer(pos, move_coord_fn, (int32_t)find_move(pos, "e2IVe4IV"), "e2IVe4IV");
	hdc_position_free(pos);

	pos = new_pos("raumschach");
	check_string_buffer(pos, variant_fn, 0, "raumschach");
	check_string_buffer(pos, cell_name_fn, cell_index(pos, "Cc3"), "Cc3");
	check_string_buffer(pos, move_coord_fn, (int32_t)find_move(pos, "Bb1Dd3"), "Bb1Dd3");
	hdc_position_free(pos);
}
END_TEST

START_TEST(list_buffers)
{
	hdc_position *pos = new_pos("hdc");
	static hdc_move all[HDC_MAX_MOVES], buf[HDC_MAX_MOVES + 8];
	size_t count = 0, n = 0;

	/* Legal moves: size query, too small, exact. */
	ck_assert_int_eq(hdc_position_legal_moves(pos, NULL, 0, &count), HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_uint_eq(count, 242);
	ck_assert_int_eq(hdc_position_legal_moves(pos, all, HDC_MAX_MOVES, &n), HDC_OK);
	ck_assert_uint_eq(n, 242);
	memset(buf, CANARY, sizeof buf);
	ck_assert_int_eq(hdc_position_legal_moves(pos, buf, 241, &n), HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_uint_eq(n, 242);
	assert_all(buf, CANARY, sizeof buf);
	ck_assert_int_eq(hdc_position_legal_moves(pos, buf, 242, &n), HDC_OK);
	ck_assert_mem_eq(buf, all, 242 * sizeof *buf);
	assert_all(buf + 242, CANARY, sizeof buf - 242 * sizeof *buf);

	/* The moves of one piece (the knight b1-IV): as many as the full
	 * list has from b1-IV. */
	int32_t b1 = cell_index(pos, "b1IV");
	size_t want = 0;
	for (size_t i = 0; i < 242; i++)
		want += hdc_move_from(all[i]) == b1;
	ck_assert_uint_gt(want, 1);
	ck_assert_int_eq(hdc_position_legal_moves_from(pos, b1, NULL, 0, &count),
	                 HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_uint_eq(count, want);
	memset(buf, CANARY, sizeof buf);
	ck_assert_int_eq(hdc_position_legal_moves_from(pos, b1, buf, want - 1, &count),
	                 HDC_ERR_BUFFER_TOO_SMALL);
	assert_all(buf, CANARY, sizeof buf);
	ck_assert_int_eq(hdc_position_legal_moves_from(pos, b1, buf, want, &count), HDC_OK);
	assert_all(buf + want, CANARY, sizeof buf - want * sizeof *buf);
	/* An empty cell has no moves, and needs no buffer. */
	ck_assert_int_eq(hdc_position_legal_moves_from(pos, cell_index(pos, "e4IV"), NULL, 0,
	                                               &count),
	                 HDC_OK);
	ck_assert_uint_eq(count, 0);

	/* Attacked cells. */
	static int32_t cells[HDC_MAX_CELLS + 8];
	size_t ncells = 0;
	ck_assert_int_eq(hdc_position_attacked_cells(pos, HDC_WHITE, NULL, 0, &ncells),
	                 HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_uint_gt(ncells, 1);
	memset(cells, CANARY, sizeof cells);
	ck_assert_int_eq(hdc_position_attacked_cells(pos, HDC_WHITE, cells, ncells - 1, &count),
	                 HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_uint_eq(count, ncells);
	assert_all(cells, CANARY, sizeof cells);
	ck_assert_int_eq(hdc_position_attacked_cells(pos, HDC_WHITE, cells, ncells, &count),
	                 HDC_OK);
	assert_all(cells + ncells, CANARY, sizeof cells - ncells * sizeof *cells);
	hdc_position_free(pos);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* Ranges                                                                    */
/* ------------------------------------------------------------------------ */

START_TEST(bad_cells)
{
	static const char *const variants[3] = { "hdc", "raumschach", "3d8l" };
	for (int v = 0; v < 3; v++) {
		hdc_position *pos = new_pos(variants[v]);
		const struct variant_info *vi = variant_info(variants[v]);
		int32_t ncells = vi->nx * vi->ny * vi->nz;
		int32_t files = 0, ranks = 0, layers = 0, total = 0;
		ck_assert_int_eq(hdc_position_dimensions(pos, &files, &ranks, &layers, &total), HDC_OK);
		ck_assert_int_eq(files, vi->nx);
		ck_assert_int_eq(ranks, vi->ny);
		ck_assert_int_eq(layers, vi->nz);
		ck_assert_int_eq(total, ncells);

		const int32_t bad[] = { -1, ncells, ncells + 1, 1023, 100000, INT32_MIN, INT32_MAX };
		static hdc_move moves[HDC_MAX_MOVES];
		for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
			int32_t c = bad[i], x, y, z, a;
			hdc_piece p;
			size_t n, needed;
			char buf[32];
			ck_assert_int_eq(hdc_position_piece_at(pos, c, &p), HDC_ERR_RANGE);
			ck_assert_int_eq(hdc_position_cell_coords(pos, c, &x, &y, &z), HDC_ERR_RANGE);
			ck_assert_int_eq(hdc_position_cell_name(pos, c, buf, sizeof buf, &needed),
			                 HDC_ERR_RANGE);
			ck_assert_int_eq(hdc_position_legal_moves_from(pos, c, moves, HDC_MAX_MOVES, &n),
			                 HDC_ERR_RANGE);
			ck_assert_int_eq(hdc_position_is_attacked(pos, c, HDC_WHITE, &a), HDC_ERR_RANGE);
		}
		/* Coordinates out of the box. */
		const int32_t xyz[][3] = { { -1, 0, 0 }, { 0, -1, 0 }, { 0, 0, -1 },
			                   { vi->nx, 0, 0 }, { 0, vi->ny, 0 }, { 0, 0, vi->nz },
			                   { 100, 100, 100 } };
		for (size_t i = 0; i < sizeof xyz / sizeof xyz[0]; i++) {
			int32_t c = 12345;
			ck_assert_int_eq(hdc_position_cell_at(pos, xyz[i][0], xyz[i][1], xyz[i][2], &c),
			                 HDC_ERR_RANGE);
		}
		/* Every cell index maps to its coordinates and back. */
		for (int32_t c = 0; c < ncells; c++) {
			int32_t x = -1, y = -1, z = -1, back = -1;
			ck_assert_int_eq(hdc_position_cell_coords(pos, c, &x, &y, &z), HDC_OK);
			ck_assert_int_eq(hdc_position_cell_at(pos, x, y, z, &back), HDC_OK);
			ck_assert_int_eq(back, c);
		}
		/* Colours other than white and black. */
		int32_t a;
		size_t n;
		int32_t cells[HDC_MAX_CELLS];
		ck_assert_int_eq(hdc_position_is_attacked(pos, 0, 2, &a), HDC_ERR_RANGE);
		ck_assert_int_eq(hdc_position_is_attacked(pos, 0, -1, &a), HDC_ERR_RANGE);
		ck_assert_int_eq(hdc_position_attacked_cells(pos, 2, cells, HDC_MAX_CELLS, &n),
		                 HDC_ERR_RANGE);
		ck_assert_int_eq(hdc_position_attacked_cells(pos, -1, cells, HDC_MAX_CELLS, &n),
		                 HDC_ERR_RANGE);
		hdc_position_free(pos);
	}
}
END_TEST

START_TEST(move_coord_bad_cells)
{
	/* A move value whose cells are off the board. */
	hdc_position *pos = new_pos("raumschach");
	char buf[32];
	size_t needed;
	hdc_move off = (hdc_move)(200u | (3u << 10)); /* from cell 200 > 124 */
	ck_assert_int_eq(hdc_position_move_coord(pos, off, buf, sizeof buf, &needed), HDC_ERR_RANGE);
	off = (hdc_move)(3u | (1000u << 10));
	ck_assert_int_eq(hdc_position_move_coord(pos, off, buf, sizeof buf, &needed), HDC_ERR_RANGE);
	hdc_position_free(pos);
}
END_TEST

START_TEST(unknown_variant)
{
	static const char *const names[] = { "chess", "", "HDC ", "hdcx", "raum", "3D8L-" };
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
		hdc_position *pos = (hdc_position *)&pos;
		ck_assert_int_eq(hdc_position_new(names[i], &pos), HDC_ERR_UNKNOWN_VARIANT);
		ck_assert_ptr_null(pos);
		pos = (hdc_position *)&pos;
		ck_assert_int_eq(hdc_position_from_text(names[i], variant_info("hdc")->start, &pos),
		                 HDC_ERR_UNKNOWN_VARIANT);
		ck_assert_ptr_null(pos);
	}
}
END_TEST

START_TEST(perft_depths)
{
	hdc_position *pos = new_pos("hdc");
	uint64_t nodes = 12345;
	ck_assert_int_eq(hdc_position_perft(pos, -1, &nodes), HDC_ERR_DEPTH);
	ck_assert_int_eq(hdc_position_perft(pos, HDC_MAX_PERFT_DEPTH + 1, &nodes), HDC_ERR_DEPTH);
	ck_assert_int_eq(hdc_position_perft(pos, 13, &nodes), HDC_ERR_DEPTH);
	ck_assert_int_eq(hdc_position_perft(pos, INT32_MIN, &nodes), HDC_ERR_DEPTH);
	ck_assert_int_eq(hdc_position_perft(pos, INT32_MAX, &nodes), HDC_ERR_DEPTH);
	ck_assert_int_eq(hdc_position_perft(pos, 0, &nodes), HDC_OK);
	ck_assert_uint_eq(nodes, 1);
	ck_assert_int_eq(hdc_position_perft(pos, 1, &nodes), HDC_OK);
	ck_assert_uint_eq(nodes, 242);
	/* In a mate, perft(1) is 0 and perft(0) still 1. */
	hdc_position *mate = make_pos("hdc", "Ka1I qb2II kc3III", "w - - 0 1");
	ck_assert_int_eq(hdc_position_perft(mate, 0, &nodes), HDC_OK);
	ck_assert_uint_eq(nodes, 1);
	ck_assert_int_eq(hdc_position_perft(mate, 1, &nodes), HDC_OK);
	ck_assert_uint_eq(nodes, 0);
	hdc_position_free(mate);
	hdc_position_free(pos);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* Library values                                                            */
/* ------------------------------------------------------------------------ */

START_TEST(status_strings)
{
	const char *seen[14];
	for (int code = 0; code >= -13; code--) {
		const char *s = hdc_status_string(code);
		ck_assert_ptr_nonnull(s);
		ck_assert_msg(s[0] != '\0', "status %d has an empty name", code);
		for (int j = 0; j < -code; j++)
			ck_assert_msg(strcmp(seen[j], s) != 0, "status %d and %d share a name", -j, code);
		seen[-code] = s;
	}
	/* Codes that do not exist still get a string. */
	const int32_t others[] = { 1, -14, -100, INT32_MIN, INT32_MAX };
	for (size_t i = 0; i < sizeof others / sizeof others[0]; i++) {
		ck_assert_ptr_nonnull(hdc_status_string(others[i]));
		ck_assert_str_ne(hdc_status_string(others[i]), "");
	}
}
END_TEST

START_TEST(version)
{
	ck_assert_str_eq(hdc_version(), "0.5.0");
	ck_assert_int_eq(hdc_version_number(), 500);
	ck_assert_int_eq(hdc_version_number(), HDC_VERSION_NUMBER);
	ck_assert_int_eq(HDC_VERSION_MAJOR, 0);
	ck_assert_int_eq(HDC_VERSION_MINOR, 5);
	ck_assert_int_eq(HDC_VERSION_PATCH, 0);
}
END_TEST

START_TEST(piece_and_move_values)
{
	/* hdc_piece = type + 32 * colour. */
	ck_assert_int_eq(hdc_piece_make(HDC_QUEEN, HDC_WHITE), 3);
	ck_assert_int_eq(hdc_piece_make(HDC_QUEEN, HDC_BLACK), 35);
	ck_assert_int_eq(hdc_piece_make(HDC_GRAND_KNIGHT, HDC_BLACK), 45);
	ck_assert_int_eq(hdc_piece_type(35), HDC_QUEEN);
	ck_assert_int_eq(hdc_piece_color(35), HDC_BLACK);
	ck_assert_int_eq(hdc_piece_color(3), HDC_WHITE);
	ck_assert_int_eq(hdc_piece_type(0), HDC_NO_PIECE);
	ck_assert_int_eq(hdc_piece_color(0), -1);

	/* The move encoding of hdc.h. */
	hdc_move m = 37u | (511u << 10) | ((uint32_t)HDC_DUKE << 20) |
	             ((uint32_t)HDC_MOVE_PROMOTION_CAPTURE << 25);
	ck_assert_int_eq(hdc_move_from(m), 37);
	ck_assert_int_eq(hdc_move_to(m), 511);
	ck_assert_int_eq(hdc_move_promotion(m), HDC_DUKE);
	ck_assert_int_eq(hdc_move_kind(m), HDC_MOVE_PROMOTION_CAPTURE);
	ck_assert_int_eq(hdc_move_castling(m), -1);
	ck_assert_int_eq(hdc_move_is_capture(m), 1);
	m = 28u | (12u << 10) | ((uint32_t)HDC_CASTLE_LOWER << 20) |
	    ((uint32_t)HDC_MOVE_CASTLING << 25);
	ck_assert_int_eq(hdc_move_castling(m), HDC_CASTLE_LOWER);
	ck_assert_int_eq(hdc_move_promotion(m), 0);
	ck_assert_int_eq(hdc_move_is_capture(m), 0);
	m = 1u | (2u << 10) | ((uint32_t)HDC_MOVE_EN_PASSANT << 25);
	ck_assert_int_eq(hdc_move_is_capture(m), 1);
	ck_assert_int_eq(hdc_move_promotion(m), 0);
	m = 1u | (2u << 10) | ((uint32_t)HDC_MOVE_DOUBLE_STEP << 25);
	ck_assert_int_eq(hdc_move_is_capture(m), 0);

	/* Moves the library generates follow it: e2-IV is x 4, y 1, z 3. */
	hdc_position *pos = new_pos("hdc");
	int32_t e2 = -1, e4 = -1;
	ck_assert_int_eq(hdc_position_cell_at(pos, 4, 1, 3, &e2), HDC_OK);
	ck_assert_int_eq(hdc_position_cell_at(pos, 4, 3, 3, &e4), HDC_OK);
	m = find_move(pos, "e2IVe4IV");
	ck_assert_uint_eq(m, (uint32_t)e2 | ((uint32_t)e4 << 10) |
	                         ((uint32_t)HDC_MOVE_DOUBLE_STEP << 25));
	hdc_position_free(pos);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* Handles and queries                                                       */
/* ------------------------------------------------------------------------ */

START_TEST(clone_is_independent)
{
	hdc_position *pos = new_pos("hdc");
	play(pos, "e2IVe4IV");
	char before[TEXT_CAP], text[TEXT_CAP];
	get_text(pos, before, sizeof before);
	uint64_t key = get_key(pos);

	hdc_position *copy = NULL;
	ck_assert_int_eq(hdc_position_clone(pos, &copy), HDC_OK);
	ck_assert_ptr_nonnull(copy);
	ck_assert_ptr_ne(copy, pos);
	get_text(copy, text, sizeof text);
	ck_assert_str_eq(text, before);
	ck_assert_uint_eq(get_key(copy), key);

	/* Play on the copy: the original does not move. */
	play(copy, "e7IVe5IV");
	play(copy, "d1IVh5IV");
	get_text(pos, text, sizeof text);
	ck_assert_str_eq(text, before);
	ck_assert_uint_eq(get_key(pos), key);
	size_t n = 0;
	ck_assert_int_eq(hdc_position_history_length(pos, &n), HDC_OK);
	ck_assert_uint_eq(n, 1);

	/* The copy took the history along: it can undo to the start... */
	ck_assert_int_eq(hdc_position_history_length(copy, &n), HDC_OK);
	ck_assert_uint_eq(n, 3);
	for (int i = 0; i < 3; i++)
		ck_assert_int_eq(hdc_position_undo(copy), HDC_OK);
	ck_assert_int_eq(hdc_position_undo(copy), HDC_ERR_NO_HISTORY);
	get_text(copy, text, sizeof text);
	ck_assert_str_eq(text, variant_info("hdc")->start);
	/* ...and the original still can undo its own move. */
	get_text(pos, text, sizeof text);
	ck_assert_str_eq(text, before);
	ck_assert_int_eq(hdc_position_undo(pos), HDC_OK);
	get_text(pos, text, sizeof text);
	ck_assert_str_eq(text, variant_info("hdc")->start);

	/* Freeing the original leaves the copy alive. */
	hdc_position_free(pos);
	play(copy, "e2IVe4IV");
	ck_assert_uint_eq(get_key(copy), key);
	hdc_position_free(copy);
}
END_TEST

/* is_attacked and attacked_cells agree; legal_moves_from is legal_moves
 * filtered by source cell. */
static void check_queries(const char *variant, const char *text)
{
	hdc_position *pos = make_text_pos(variant, text);
	int32_t ncells = 0;
	ck_assert_int_eq(hdc_position_dimensions(pos, NULL, NULL, NULL, &ncells), HDC_OK);
	for (int32_t color = HDC_WHITE; color <= HDC_BLACK; color++) {
		int32_t cells[HDC_MAX_CELLS];
		size_t n = 0, k = 0;
		ck_assert_int_eq(hdc_position_attacked_cells(pos, color, cells, HDC_MAX_CELLS, &n),
		                 HDC_OK);
		for (int32_t c = 0; c < ncells; c++) {
			int32_t a = -1;
			ck_assert_int_eq(hdc_position_is_attacked(pos, c, color, &a), HDC_OK);
			ck_assert(a == 0 || a == 1);
			int listed = k < n && cells[k] == c;
			ck_assert_msg(a == listed, "%s: cell %d attacked by %d: is_attacked %d, list %d",
			              variant, c, color, a, listed);
			k += (size_t)listed;
		}
		ck_assert_uint_eq(k, n); /* increasing order, nothing else */
	}
	static hdc_move all[HDC_MAX_MOVES], from[HDC_MAX_MOVES];
	size_t nall = 0, seen = 0;
	ck_assert_int_eq(hdc_position_legal_moves(pos, all, HDC_MAX_MOVES, &nall), HDC_OK);
	for (int32_t c = 0; c < ncells; c++) {
		size_t nfrom = 0, j = 0;
		ck_assert_int_eq(hdc_position_legal_moves_from(pos, c, from, HDC_MAX_MOVES, &nfrom),
		                 HDC_OK);
		for (size_t i = 0; i < nall; i++) {
			if (hdc_move_from(all[i]) != c)
				continue;
			/* Same moves; as a set (and, as it happens, in order). */
			int found = 0;
			for (size_t q = 0; q < nfrom; q++)
				found |= from[q] == all[i];
			ck_assert_msg(found, "%s: move %08x missing from legal_moves_from(%d)", variant,
			              (unsigned)all[i], c);
			j++;
		}
		ck_assert_uint_eq(nfrom, j);
		seen += nfrom;
	}
	ck_assert_uint_eq(seen, nall);
	/* parse_coord reads every move's coordinate text back to the move. */
	for (size_t i = 0; i < nall; i++) {
		char name[32];
		size_t needed;
		hdc_move back = 0;
		ck_assert_int_eq(hdc_position_move_coord(pos, all[i], name, sizeof name, &needed),
		                 HDC_OK);
		ck_assert_int_eq(hdc_position_parse_coord(pos, name, &back), HDC_OK);
		ck_assert_uint_eq(back, all[i]);
	}
	/* in_check is "the king's cell is attacked by the other side". */
	int32_t side = -1, check = -1, ncheck = 0;
	ck_assert_int_eq(hdc_position_side_to_move(pos, &side), HDC_OK);
	ck_assert_int_eq(hdc_position_in_check(pos, &check), HDC_OK);
	for (int32_t c = 0; c < ncells; c++) {
		hdc_piece p = 0;
		ck_assert_int_eq(hdc_position_piece_at(pos, c, &p), HDC_OK);
		if (p == hdc_piece_make(HDC_KING, side)) {
			int32_t a = -1;
			ck_assert_int_eq(hdc_position_is_attacked(pos, c, 1 - side, &a), HDC_OK);
			ck_assert_int_eq(a, check);
			ncheck++;
		}
	}
	ck_assert_int_eq(ncheck, 1);
	hdc_position_free(pos);
}

START_TEST(queries_agree)
{
	static const char *const files[3][2] = { { "hdc", "perft-hdc.txt" },
		                                 { "raumschach", "perft-raumschach.txt" },
		                                 { "3d8l", "perft-3d8l.txt" } };
	for (int v = 0; v < 3; v++) {
		struct perft_entry *e = NULL;
		int n = load_perft_file(files[v][1], &e);
		ck_assert_int_gt(n, 0);
		for (int i = 0; i < n; i++)
			check_queries(files[v][0], e[i].text);
		free(e);
	}
}
END_TEST

START_TEST(attacks_by_hand)
{
	/* White: king a1-I (7 neighbours), rook d4-IV (21 cells of its three
	 * lines), pawn g2-VI (attacks f3-VI, h3-VI, g3-V, g3-VII; not its push
	 * cell g3-VI).  None of these sets overlap, and the black king h8-VIII
	 * blocks nothing: 7 + 21 + 4 = 32 cells. */
	hdc_position *pos = make_pos("hdc", "Ka1I Rd4IV Pg2VI kh8VIII", "w - - 0 1");
	const char *expected[] = {
		"b1I", "a2I", "b2I", "a1II", "b1II", "a2II", "b2II",
		"a4IV", "b4IV", "c4IV", "e4IV", "f4IV", "g4IV", "h4IV",
		"d1IV", "d2IV", "d3IV", "d5IV", "d6IV", "d7IV", "d8IV",
		"d4I", "d4II", "d4III", "d4V", "d4VI", "d4VII", "d4VIII",
		"f3VI", "h3VI", "g3V", "g3VII",
	};
	size_t nexp = sizeof expected / sizeof expected[0];
	int32_t cells[HDC_MAX_CELLS];
	size_t n = 0;
	ck_assert_int_eq(hdc_position_attacked_cells(pos, HDC_WHITE, cells, HDC_MAX_CELLS, &n),
	                 HDC_OK);
	ck_assert_uint_eq(n, nexp);
	for (size_t i = 0; i < nexp; i++) {
		int32_t c = cell_index(pos, expected[i]), a = -1;
		ck_assert_int_eq(hdc_position_is_attacked(pos, c, HDC_WHITE, &a), HDC_OK);
		ck_assert_msg(a == 1, "%s is not attacked", expected[i]);
	}
	int32_t a = -1;
	ck_assert_int_eq(hdc_position_is_attacked(pos, cell_index(pos, "g3VI"), HDC_WHITE, &a),
	                 HDC_OK);
	ck_assert_int_eq(a, 0);
	/* Black: the king's 7 neighbours. */
	ck_assert_int_eq(hdc_position_attacked_cells(pos, HDC_BLACK, cells, HDC_MAX_CELLS, &n),
	                 HDC_OK);
	ck_assert_uint_eq(n, 7);
	hdc_position_free(pos);
}
END_TEST

START_TEST(cell_names)
{
	hdc_position *pos = new_pos("hdc");
	int32_t cell = -1, e4 = cell_index(pos, "e4IV");
	/* RULES.md: the en dash, an ASCII hyphen, upper-case files and
	 * lower-case numerals are all read. */
	static const char *const names[] = { "e4\xE2\x80\x93IV", "e4-IV", "E4-IV", "e4-iv",
		                             "e4IV" };
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
		cell = -1;
		ck_assert_int_eq(hdc_position_parse_cell(pos, names[i], &cell), HDC_OK);
		ck_assert_int_eq(cell, e4);
	}
	static const char *const bad[] = { "", "e9-IV", "i4-IV", "e4-IX", "e4-", "e4-IV ", "e" };
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		ck_assert_msg(hdc_position_parse_cell(pos, bad[i], &cell) == HDC_ERR_SYNTAX,
		              "\"%s\" read as a cell", bad[i]);
		ck_assert_str_ne(hdc_position_error_message(pos), "");
	}
	hdc_position_free(pos);

	pos = new_pos("raumschach");
	ck_assert_int_eq(hdc_position_parse_cell(pos, "Cc3", &cell), HDC_OK);
	int32_t x, y, z;
	ck_assert_int_eq(hdc_position_cell_coords(pos, cell, &x, &y, &z), HDC_OK);
	ck_assert_int_eq(x, 2);
	ck_assert_int_eq(y, 2);
	ck_assert_int_eq(z, 2);
	ck_assert_int_eq(hdc_position_parse_cell(pos, "Fa1", &cell), HDC_ERR_SYNTAX);
	ck_assert_int_eq(hdc_position_parse_cell(pos, "Af1", &cell), HDC_ERR_SYNTAX);
	ck_assert_int_eq(hdc_position_parse_cell(pos, "Aa6", &cell), HDC_ERR_SYNTAX);
	hdc_position_free(pos);
}
END_TEST

START_TEST(parse_coord_errors)
{
	hdc_position *pos = new_pos("hdc");
	hdc_move m = 0;
	ck_assert_int_eq(hdc_position_parse_coord(pos, "e2IVe5IV", &m), HDC_ERR_ILLEGAL_MOVE);
	ck_assert_int_eq(hdc_position_parse_coord(pos, "e2IVe4IVq", &m), HDC_ERR_ILLEGAL_MOVE);
	ck_assert_int_eq(hdc_position_parse_coord(pos, "e2IV", &m), HDC_ERR_SYNTAX);
	ck_assert_int_eq(hdc_position_parse_coord(pos, "", &m), HDC_ERR_SYNTAX);
	ck_assert_int_eq(hdc_position_parse_coord(pos, "e2IVe4IV!", &m), HDC_ERR_SYNTAX);
	ck_assert_int_eq(hdc_position_error_offset(pos), 8);
	ck_assert_int_eq(hdc_position_parse_coord(pos, "e2IVe4IV", &m), HDC_OK);
	ck_assert_uint_eq(m, find_move(pos, "e2IVe4IV"));
	hdc_position_free(pos);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("api-errors");
	TCase *tc = tcase_create("null");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, optional_outputs);
	suite_add_tcase(s, tc);

	tc = tcase_create("buffers");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, string_buffers);
	tcase_add_test(tc, list_buffers);
	suite_add_tcase(s, tc);

	tc = tcase_create("ranges");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, bad_cells);
	tcase_add_test(tc, move_coord_bad_cells);
	tcase_add_test(tc, unknown_variant);
	tcase_add_test(tc, perft_depths);
	suite_add_tcase(s, tc);

	tc = tcase_create("values");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, status_strings);
	tcase_add_test(tc, version);
	tcase_add_test(tc, piece_and_move_values);
	suite_add_tcase(s, tc);

	tc = tcase_create("handles");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, clone_is_independent);
	tcase_add_test(tc, queries_agree);
	tcase_add_test(tc, attacks_by_hand);
	tcase_add_test(tc, cell_names);
	tcase_add_test(tc, parse_coord_errors);
	suite_add_tcase(s, tc);
	return run_suite(s);
}
