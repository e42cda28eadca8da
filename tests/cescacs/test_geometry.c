/*
 * test_geometry.c - the C'escacs board (CESCACS.md sections 1 to 3, 5):
 * which (column, line) pairs are hexes, their names, their colours as the
 * bishops see them, and the reach of every piece on the empty board, with
 * move lists worked out by hand from the direction vectors of section 3.
 */
#include <stdio.h>
#include <stdlib.h>

#include "hex.h"

/* The start position, for the board queries. */
static hdc_position *start(void)
{
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new("cescacs", &pos), HDC_OK);
	return pos;
}

START_TEST(dimensions)
{
	hdc_position *pos = start();
	int32_t files = 0, ranks = 0, layers = 0, cells = 0;
	ck_assert_int_eq(hdc_position_dimensions(pos, &files, &ranks, &layers, &cells), HDC_OK);
	ck_assert_int_eq(files, 15);
	ck_assert_int_eq(ranks, 29);
	ck_assert_int_eq(layers, 1);
	ck_assert_int_eq(cells, 169);
	char name[32];
	size_t needed = 0;
	ck_assert_int_eq(hdc_position_variant(pos, name, sizeof name, &needed), HDC_OK);
	ck_assert_str_eq(name, "cescacs");
	hdc_position_free(pos);
}
END_TEST

/* Section 1: exactly the hexes of the three rules exist; every other
 * (column, line, layer) is out of range. */
START_TEST(exactly_the_hexes_of_section_1)
{
	hdc_position *pos = start();
	int seen[169] = { 0 };
	int total = 0;
	for (int c = -2; c < 17; c++)
		for (int l = -2; l < 31; l++)
			for (int z = -1; z <= 1; z++) {
				int32_t cell = -7;
				hdc_status st = hdc_position_cell_at(pos, c, l, z, &cell);
				if (z == 0 && hex_exists(c, l)) {
					ck_assert_msg(st == HDC_OK, "(%d, %d) is a hex: %s", c, l,
					              hdc_status_string(st));
					ck_assert_msg(cell >= 0 && cell < 169, "(%d, %d) -> cell %d", c,
					              l, cell);
					ck_assert_msg(!seen[cell], "two hexes share cell index %d", cell);
					seen[cell] = 1;
					total++;
					int32_t x = -1, y = -1, zz = -1;
					ck_assert_int_eq(hdc_position_cell_coords(pos, cell, &x, &y, &zz),
					                 HDC_OK);
					ck_assert_int_eq(x, c);
					ck_assert_int_eq(y, l);
					ck_assert_int_eq(zz, 0);
				} else {
					ck_assert_msg(st == HDC_ERR_RANGE,
					              "(%d, %d, %d) is no hex, got %s (cell %d)", c, l, z,
					              hdc_status_string(st), cell);
				}
			}
	ck_assert_int_eq(total, 169);
	/* And no cell index beyond them. */
	int32_t x, y, z;
	ck_assert_int_eq(hdc_position_cell_coords(pos, 169, &x, &y, &z), HDC_ERR_RANGE);
	ck_assert_int_eq(hdc_position_cell_coords(pos, -1, &x, &y, &z), HDC_ERR_RANGE);
	hdc_position_free(pos);
}
END_TEST

/* Section 1: column lengths P 8, T 9, ... F 15 ... Z 8 and the line
 * ranges; F14 is the centre, where the three 15-hex files cross. */
START_TEST(column_lengths)
{
	static const int length[15] = { 8, 9, 10, 11, 12, 13, 14, 15, 14, 13, 12, 11, 10, 9, 8 };
	static const int lowest[15] = { 7, 6, 5, 4, 3, 2, 1, 0, 1, 2, 3, 4, 5, 6, 7 };
	hdc_position *pos = start();
	for (int c = 0; c < 15; c++) {
		int n = 0, lo = 99, hi = -1;
		for (int l = 0; l < 29; l++) {
			int32_t cell;
			if (hdc_position_cell_at(pos, c, l, 0, &cell) != HDC_OK)
				continue;
			n++;
			lo = l < lo ? l : lo;
			hi = l > hi ? l : hi;
		}
		ck_assert_msg(n == length[c], "column %c: %d hexes, want %d", hex_letters[c], n,
		              length[c]);
		ck_assert_int_eq(lo, lowest[c]);
		ck_assert_int_eq(hi, lowest[c] + 2 * (length[c] - 1));
	}
	/* Lines: l + 1 hexes up to line 5, then 7 and 8 alternately, then 29 - l. */
	for (int l = 0; l < 29; l++) {
		int n = 0;
		for (int c = 0; c < 15; c++) {
			int32_t cell;
			n += hdc_position_cell_at(pos, c, l, 0, &cell) == HDC_OK;
		}
		int want = l <= 5 ? l + 1 : l >= 23 ? 29 - l : l % 2 ? 8 : 7;
		ck_assert_msg(n == want, "line %d: %d hexes, want %d", l, n, want);
	}
	hdc_position_free(pos);
}
END_TEST

/* Names: column letter and line, "F14"; read back in either case. */
START_TEST(names_round_trip)
{
	hdc_position *pos = start();
	for (int c = 0; c < 15; c++)
		for (int l = 0; l < 29; l++) {
			if (!hex_exists(c, l))
				continue;
			int32_t cell = -1, back = -1;
			ck_assert_int_eq(hdc_position_cell_at(pos, c, l, 0, &cell), HDC_OK);
			char want[8], got[32], lower[8];
			hex_name(c, l, want);
			size_t needed = 0;
			ck_assert_int_eq(hdc_position_cell_name(pos, cell, got, sizeof got, &needed),
			                 HDC_OK);
			ck_assert_str_eq(got, want);
			ck_assert_uint_eq(needed, strlen(want) + 1);
			ck_assert_int_eq(hdc_position_parse_cell(pos, want, &back), HDC_OK);
			ck_assert_int_eq(back, cell);
			strcpy(lower, want);
			lower[0] = (char)(lower[0] - 'A' + 'a');
			back = -1;
			ck_assert_msg(hdc_position_parse_cell(pos, lower, &back) == HDC_OK,
			              "\"%s\" refused", lower);
			ck_assert_int_eq(back, cell);
		}
	hdc_position_free(pos);
}
END_TEST

/* Names of no hex: letters the board does not use (J, M, N...), lines a
 * column does not hold, junk. */
START_TEST(names_refused)
{
	static const char *const bad[] = {
		"J5", "M3", "N14", "O14", "Q14", "F1", "F29", "F30", "G0", "G28", "P6", "P5",
		"P23", "Z22", "Z5", "T4", "X24", "E29", "F-2", "F", "14", "", "FF14", "F14x",
		"F 14", "F014", "F14F14",
	};
	hdc_position *pos = start();
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		int32_t cell = -7;
		hdc_status st = hdc_position_parse_cell(pos, bad[i], &cell);
		ck_assert_msg(st != HDC_OK, "\"%s\" read as cell %d", bad[i], cell);
	}
	hdc_position_free(pos);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* Reach of each piece from the centre (section 5), on an otherwise empty    */
/* board: the kings stand on Z9 and P19, on no line through F14 and no jump  */
/* away from it.                                                             */
/* ------------------------------------------------------------------------ */

#define KINGS "KZ9 kP19 "
#define NO_RIGHTS "w - - 0 1"

/* The six orthogonal rays from F14 (7 hexes each: the three files of 15). */
#define ROOK_F14                                                              \
	"F14F16 F14F18 F14F20 F14F22 F14F24 F14F26 F14F28 "                   \
	"F14F12 F14F10 F14F8 F14F6 F14F4 F14F2 F14F0 "                        \
	"F14G15 F14H16 F14I17 F14K18 F14L19 F14X20 F14Z21 "                   \
	"F14G13 F14H12 F14I11 F14K10 F14L9 F14X8 F14Z7 "                      \
	"F14E15 F14D16 F14C17 F14B18 F14A19 F14T20 F14P21 "                   \
	"F14E13 F14D12 F14C11 F14B10 F14A9 F14T8 F14P7 "
/* The six diagonal rays (3 hexes each: (+-2,0) to X14 / T14, (+-1,+-3)
 * until the column ends). */
#define BISHOP_F14                                                            \
	"F14H14 F14K14 F14X14 F14D14 F14B14 F14T14 "                          \
	"F14G17 F14H20 F14I23 F14G11 F14H8 F14I5 "                            \
	"F14E17 F14D20 F14C23 F14E11 F14D8 F14C5 "
/* The 12 knight jumps (+-3,+-1), (+-2,+-4), (+-1,+-5). */
#define JUMPS_F14                                                             \
	"F14I15 F14I13 F14C15 F14C13 F14H18 F14H10 F14D18 F14D10 "            \
	"F14G19 F14G9 F14E19 F14E9 "
/* The 12 rides: each jump twice. */
#define RIDES_F14                                                             \
	"F14X16 F14X12 F14T16 F14T12 F14K22 F14K6 F14B22 F14B6 "              \
	"F14H24 F14H4 F14D24 F14D4 "

START_TEST(rook_reach)
{
	hdc_position *pos = hex_pos(KINGS "RF14", NO_RIGHTS);
	ASSERT_HEX_MOVES(pos, "F14", ROOK_F14);
	hdc_position_free(pos);
}
END_TEST

START_TEST(bishop_reach)
{
	hdc_position *pos = hex_pos(KINGS "JF14", NO_RIGHTS);
	ASSERT_HEX_MOVES(pos, "F14", BISHOP_F14);
	hdc_position_free(pos);
}
END_TEST

START_TEST(queen_reach)
{
	hdc_position *pos = hex_pos(KINGS "DF14", NO_RIGHTS);
	ASSERT_HEX_MOVES(pos, "F14", ROOK_F14 BISHOP_F14);
	hdc_position_free(pos);
}
END_TEST

START_TEST(wyvern_reach)
{
	/* Rook slides and the 12 jumps, no ride. */
	hdc_position *pos = hex_pos(KINGS "VF14", NO_RIGHTS);
	ASSERT_HEX_MOVES(pos, "F14", ROOK_F14 JUMPS_F14);
	hdc_position_free(pos);
}
END_TEST

START_TEST(pegasus_reach)
{
	/* Bishop slides and the 12 jumps, no ride. */
	hdc_position *pos = hex_pos(KINGS "GF14", NO_RIGHTS);
	ASSERT_HEX_MOVES(pos, "F14", BISHOP_F14 JUMPS_F14);
	hdc_position_free(pos);
}
END_TEST

START_TEST(knight_reach)
{
	/* 12 jumps and 12 rides. */
	hdc_position *pos = hex_pos(KINGS "NF14", NO_RIGHTS);
	ASSERT_HEX_MOVES(pos, "F14", JUMPS_F14 RIDES_F14);
	hdc_position_free(pos);
}
END_TEST

START_TEST(king_reach)
{
	/* One step along the 6 orthogonal and 6 diagonal vectors. */
	hdc_position *pos = hex_pos("KF14 kP19", NO_RIGHTS);
	ASSERT_HEX_MOVES(pos, "F14",
	                 "F14F16 F14F12 F14G15 F14G13 F14E15 F14E13 "
	                 "F14H14 F14D14 F14G17 F14G11 F14E17 F14E11");
	hdc_position_free(pos);
}
END_TEST

START_TEST(elephant_reach)
{
	/* White: (0,+2), (0,+4), and (+-1,+-3); black: (0,-2), (0,-4). */
	hdc_position *pos = hex_pos(KINGS "EF14", NO_RIGHTS);
	ASSERT_HEX_MOVES(pos, "F14", "F14F16 F14F18 F14G17 F14E17 F14G11 F14E11");
	hdc_position_free(pos);
	pos = hex_pos(KINGS "eF14", "b - - 0 1");
	ASSERT_HEX_MOVES(pos, "F14", "F14F12 F14F10 F14G17 F14E17 F14G11 F14E11");
	hdc_position_free(pos);
}
END_TEST

/* Near the edge the rays stop where the board does: a rook and a bishop
 * in the corner P7 (column P holds lines 7..21; the file P7..Z21 is one of
 * the three files of 15 hexes). */
START_TEST(corner_reach)
{
	hdc_position *pos = hex_pos("KZ9 kX22 RP7", NO_RIGHTS);
	ASSERT_HEX_MOVES(pos, "P7",
	                 "P7P9 P7P11 P7P13 P7P15 P7P17 P7P19 P7P21 "
	                 "P7T8 P7A9 P7B10 P7C11 P7D12 P7E13 P7F14 P7G15 P7H16 P7I17 P7K18 "
	                 "P7L19 P7X20 P7Z21 "
	                 "P7T6 P7A5 P7B4 P7C3 P7D2 P7E1 P7F0");
	hdc_position_free(pos);
	pos = hex_pos("KZ9 kX22 JP7", NO_RIGHTS);
	ASSERT_HEX_MOVES(pos, "P7",
	                 "P7A7 P7C7 P7E7 P7G7 P7I7 P7L7 P7Z7 "
	                 "P7T10 P7A13 P7B16 P7C19 P7D22 P7E25 P7F28");
	hdc_position_free(pos);
}
END_TEST

/* Section 2: the colour of a hex is its line mod 3.  Diagonal moves keep
 * it (a bishop never leaves its colour); knight jumps and rides, and single
 * orthogonal steps, always change it. */
static int line_of(const hdc_position *pos, int32_t cell)
{
	int32_t x, y, z;
	ck_assert_int_eq(hdc_position_cell_coords(pos, cell, &x, &y, &z), HDC_OK);
	return y;
}

START_TEST(colours_by_line)
{
	static const char *const from[] = { "F14", "P7", "C13", "H26", "E1", "K10", "A19" };
	for (size_t i = 0; i < sizeof from / sizeof from[0]; i++) {
		/* A bishop, a knight and a king, one position each. */
		char pieces[64];
		const char *letter[3] = { "J", "N", "K" };
		for (int k = 0; k < 3; k++) {
			/* The first black king hex the piece does not attack. */
			static const char *const kings[] = { "X22", "Z19", "T22", "L23" };
			hdc_position *pos = NULL;
			for (size_t q = 0; q < 4 && !pos; q++) {
				char text[TEXT_CAP];
				snprintf(pieces, sizeof pieces, "%s%s k%s%s", letter[k], from[i],
				         kings[q], k == 2 ? "" : " KZ11");
				hex_text(pieces, NO_RIGHTS, text, sizeof text);
				if (hdc_position_from_text("cescacs", text, &pos) != HDC_OK)
					pos = NULL;
			}
			ck_assert_msg(pos != NULL, "no position for %s%s", letter[k], from[i]);
			int32_t origin = hex_cell(pos, from[i]);
			int colour = line_of(pos, origin) % 3;
			hdc_move moves[HDC_MAX_MOVES];
			size_t n = 0;
			ck_assert_int_eq(hdc_position_legal_moves_from(pos, origin, moves,
			                                               HDC_MAX_MOVES, &n),
			                 HDC_OK);
			ck_assert_uint_gt(n, 0);
			for (size_t m = 0; m < n; m++) {
				int32_t to = hdc_move_to(moves[m]);
				int32_t tx, ty, tz, fx, fy, fz;
				ck_assert_int_eq(hdc_position_cell_coords(pos, to, &tx, &ty, &tz),
				                 HDC_OK);
				ck_assert_int_eq(hdc_position_cell_coords(pos, origin, &fx, &fy, &fz),
				                 HDC_OK);
				int dc = tx - fx, dl = ty - fy;
				if (k == 0)
					ck_assert_msg(ty % 3 == colour,
					              "bishop %s -> line %d leaves its colour", from[i],
					              ty);
				else if (k == 1)
					ck_assert_msg(ty % 3 != colour,
					              "knight %s -> line %d keeps its colour", from[i],
					              ty);
				else if (abs(dc) + abs(dl) == 2 && dl != 0)
					/* an orthogonal king step: (0,+-2) or (+-1,+-1) */
					ck_assert_msg(ty % 3 != colour, "orthogonal step keeps colour");
				else
					ck_assert_msg(ty % 3 == colour, "diagonal step changes colour");
			}
			hdc_position_free(pos);
		}
	}
}
END_TEST

/* CESCACS.md section 2: the colour is the line mod 3 (0 black, 1 white,
 * 2 coloured); F14 is coloured, the white king and queen stand on white. */
START_TEST(colour_api)
{
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new("cescacs", &pos), HDC_OK);
	for (int32_t cell = 0; cell < 169; cell++) {
		int32_t colour = -1;
		ck_assert_int_eq(hdc_position_cell_color(pos, cell, &colour), HDC_OK);
		ck_assert_int_eq(colour, line_of(pos, cell) % 3);
	}
	int32_t colour = -1;
	ck_assert_int_eq(hdc_position_cell_color(pos, hex_cell(pos, "F14"), &colour), HDC_OK);
	ck_assert_int_eq(colour, 2);
	ck_assert_int_eq(hdc_position_cell_color(pos, hex_cell(pos, "G1"), &colour), HDC_OK);
	ck_assert_int_eq(colour, 1);
	ck_assert_int_eq(hdc_position_cell_color(pos, hex_cell(pos, "E27"), &colour), HDC_OK);
	ck_assert_int_eq(colour, 0);
	ck_assert_int_eq(hdc_position_cell_color(pos, 169, &colour), HDC_ERR_RANGE);
	ck_assert_int_eq(hdc_position_cell_color(pos, 0, NULL), HDC_ERR_NULL);
	hdc_position_free(pos);
	/* Cubes: a1–I is dark (0), b1–I light. */
	ck_assert_int_eq(hdc_position_new("hdc", &pos), HDC_OK);
	ck_assert_int_eq(hdc_position_cell_color(pos, 0, &colour), HDC_OK);
	ck_assert_int_eq(colour, 0);
	ck_assert_int_eq(hdc_position_cell_color(pos, 1, &colour), HDC_OK);
	ck_assert_int_eq(colour, 1);
	hdc_position_free(pos);
}
END_TEST

/* The start position as CESCACS.md section 4 lists it, hex by hex. */
START_TEST(start_position)
{
	static const struct {
		const char *hex;
		int type;
	} white[] = {
		{ "G1", HDC_KING },     { "E1", HDC_QUEEN },    { "F0", HDC_WYVERN },
		{ "D2", HDC_PEGASUS },  { "H2", HDC_PEGASUS },  { "F2", HDC_BISHOP },
		{ "F4", HDC_BISHOP },   { "F6", HDC_BISHOP },   { "E3", HDC_KNIGHT },
		{ "G3", HDC_KNIGHT },   { "C3", HDC_ROOK },     { "I3", HDC_ROOK },
		{ "D4", HDC_ELEPHANT }, { "E5", HDC_ELEPHANT }, { "G5", HDC_ELEPHANT },
		{ "H4", HDC_ELEPHANT }, { "A5", HDC_PAWN },     { "B4", HDC_PAWN },
		{ "C5", HDC_PAWN },     { "D6", HDC_PAWN },     { "E7", HDC_PAWN },
		{ "F8", HDC_PAWN },     { "G7", HDC_PAWN },     { "H6", HDC_PAWN },
		{ "I5", HDC_PAWN },     { "K4", HDC_PAWN },     { "L5", HDC_PAWN },
	};
	hdc_position *pos = start();
	int count = 0;
	for (size_t i = 0; i < sizeof white / sizeof white[0]; i++) {
		int c, l;
		ck_assert(hex_read(white[i].hex, &c, &l));
		char mirror[8];
		hex_name(c, 28 - l, mirror);
		ck_assert_int_eq(hex_piece(pos, white[i].hex), hdc_piece_make(white[i].type, HDC_WHITE));
		ck_assert_int_eq(hex_piece(pos, mirror), hdc_piece_make(white[i].type, HDC_BLACK));
	}
	for (int32_t cell = 0; cell < 169; cell++) {
		hdc_piece p;
		ck_assert_int_eq(hdc_position_piece_at(pos, cell, &p), HDC_OK);
		count += p != 0;
	}
	ck_assert_int_eq(count, 54); /* 27 a side */
	int32_t side = -1;
	ck_assert_int_eq(hdc_position_side_to_move(pos, &side), HDC_OK);
	ck_assert_int_eq(side, HDC_WHITE);
	char text[TEXT_CAP];
	get_text(pos, text, sizeof text);
	ck_assert_str_eq(text, variant_info("cescacs")->start);
	hdc_position_free(pos);
}
END_TEST

/* Section 16 / issue 6: perft 4 from the start under the orthodox rules. */
START_TEST(perft_4_from_start)
{
	hdc_position *pos = start();
	uint64_t nodes = 0;
	ck_assert_int_eq(hdc_position_perft(pos, 4, &nodes), HDC_OK);
	ck_assert_uint_eq(nodes, 25048957u);
	hdc_position_free(pos);
}
END_TEST

static Suite *geometry_suite(void)
{
	Suite *s = suite_create("cescacs-geometry");
	TCase *tc = tcase_create("board");
	tcase_add_test(tc, dimensions);
	tcase_add_test(tc, exactly_the_hexes_of_section_1);
	tcase_add_test(tc, column_lengths);
	tcase_add_test(tc, names_round_trip);
	tcase_add_test(tc, names_refused);
	tcase_add_test(tc, colour_api);
	tcase_add_test(tc, start_position);
	suite_add_tcase(s, tc);
	tc = tcase_create("reach");
	tcase_add_test(tc, rook_reach);
	tcase_add_test(tc, bishop_reach);
	tcase_add_test(tc, queen_reach);
	tcase_add_test(tc, wyvern_reach);
	tcase_add_test(tc, pegasus_reach);
	tcase_add_test(tc, knight_reach);
	tcase_add_test(tc, king_reach);
	tcase_add_test(tc, elephant_reach);
	tcase_add_test(tc, corner_reach);
	tcase_add_test(tc, colours_by_line);
	suite_add_tcase(s, tc);
	tc = tcase_create("perft");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, perft_4_from_start);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	return run_suite(geometry_suite());
}
