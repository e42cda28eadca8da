/*
 * test_variants_rules.c - rules of Raumschach and 3D8L that are variant
 * data (RULES.md sections 3 and 4): the start arrays, position text (round
 * trips and validation), pawns without double step, and promotion.
 */
#include <stdio.h>
#include <stdlib.h>

#include "common.h"

#define RS "raumschach"
#define L8 "3d8l"

static const char *const roman[] = { "I", "II", "III", "IV", "V", "VI", "VII", "VIII" };

/* The text is refused: with a message, and leaving the handle as it was. */
static void assert_refused(const char *variant, const char *text, const char *why)
{
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new(variant, &pos), HDC_OK);
	char before[TEXT_CAP], after[TEXT_CAP];
	get_text(pos, before, sizeof before);
	hdc_status st = hdc_position_set_text(pos, text);
	ck_assert_msg(st == HDC_ERR_SYNTAX || st == HDC_ERR_INVALID_POSITION,
	              "%s (%s) accepted or wrong status %d (%s):\n%s", why, variant, st,
	              hdc_status_string(st), text);
	ck_assert_msg(hdc_position_error_message(pos)[0] != '\0', "%s: no message", why);
	get_text(pos, after, sizeof after);
	ck_assert_str_eq(after, before);
	hdc_position_free(pos);

	hdc_position *none = (hdc_position *)&pos; /* not NULL, to see it cleared */
	ck_assert_int_eq(hdc_position_from_text(variant, text, &none), st);
	ck_assert_ptr_null(none);
}

static void assert_refused_pieces(const char *variant, const char *pieces, const char *fields,
                                  const char *why)
{
	char text[TEXT_CAP];
	pieces_text(variant, pieces, fields, text, sizeof text);
	assert_refused(variant, text, why);
}

/* The text is accepted and written back exactly. */
static void assert_round_trip(const char *variant, const char *text)
{
	hdc_position *pos = make_text_pos(variant, text);
	char out[TEXT_CAP];
	get_text(pos, out, sizeof out);
	ck_assert_str_eq(out, text);
	/* A second read gives the same key. */
	hdc_position *again = make_text_pos(variant, out);
	ck_assert_uint_eq(get_key(pos), get_key(again));
	hdc_position_free(again);
	hdc_position_free(pos);
}

/* `text` with the first occurrence of `find` replaced by `repl`. */
static void edit(const char *text, const char *find, const char *repl, char *out, size_t cap)
{
	const char *at = strstr(text, find);
	ck_assert_msg(at != NULL, "test: \"%s\" not in \"%s\"", find, text);
	int w = snprintf(out, cap, "%.*s%s%s", (int)(at - text), text, repl, at + strlen(find));
	ck_assert(w > 0 && (size_t)w < cap);
}

static hdc_piece piece_on(const hdc_position *pos, const char *cell)
{
	hdc_piece p = 0;
	ck_assert_int_eq(hdc_position_piece_at(pos, cell_index(pos, cell), &p), HDC_OK);
	return p;
}

/* ------------------------------------------------------------------------ */
/* Start arrays                                                              */
/* ------------------------------------------------------------------------ */

START_TEST(raumschach_start)
{
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new(RS, &pos), HDC_OK);
	/* RULES.md section 3, white. */
	static const char *const white[] = {
		"RAa1", "NAb1", "KAc1", "NAd1", "RAe1", "BBa1", "UBb1", "QBc1", "BBd1", "UBe1",
	};
	for (size_t i = 0; i < sizeof white / sizeof white[0]; i++) {
		hdc_piece p = piece_on(pos, white[i] + 1);
		ck_assert_int_eq(hdc_piece_color(p), HDC_WHITE);
		char l[4];
		ck_assert_int_eq(hdc_variant_piece_letter(RS, hdc_piece_type(p), l, sizeof l, NULL),
		                 HDC_OK);
		ck_assert_msg(l[0] == white[i][0], "%s holds %s", white[i] + 1, l);
	}
	for (int z = 0; z < 2; z++)
		for (int x = 0; x < 5; x++) {
			char cell[4] = { (char)('A' + z), (char)('a' + x), '2', 0 };
			ck_assert_int_eq(piece_on(pos, cell), hdc_piece_make(HDC_PAWN, HDC_WHITE));
		}
	/* Point-symmetric through the centre: (x, y, z) <-> (4-x, 4-y, 4-z)
	 * holds the same type in the other colour (level C is empty). */
	for (int z = 0; z < 5; z++)
		for (int y = 0; y < 5; y++)
			for (int x = 0; x < 5; x++) {
				int32_t c1, c2;
				hdc_piece p1, p2;
				ck_assert_int_eq(hdc_position_cell_at(pos, x, y, z, &c1), HDC_OK);
				ck_assert_int_eq(hdc_position_cell_at(pos, 4 - x, 4 - y, 4 - z, &c2), HDC_OK);
				ck_assert_int_eq(hdc_position_piece_at(pos, c1, &p1), HDC_OK);
				ck_assert_int_eq(hdc_position_piece_at(pos, c2, &p2), HDC_OK);
				ck_assert_int_eq(hdc_piece_type(p1), hdc_piece_type(p2));
				if (p1)
					ck_assert_int_eq(hdc_piece_color(p1), 1 - hdc_piece_color(p2));
				if (z == 2)
					ck_assert_int_eq(p1, 0);
			}
	/* No castling, no e.p. */
	uint32_t rights = 1;
	int32_t ep = 0;
	ck_assert_int_eq(hdc_position_castling_rights(pos, &rights), HDC_OK);
	ck_assert_uint_eq(rights, 0);
	ck_assert_int_eq(hdc_position_en_passant(pos, &ep), HDC_OK);
	ck_assert_int_eq(ep, -1);
	/* Pawns: one step forward or up, never two. */
	ASSERT_MOVES(pos, "Ac2", "Ac2Ac3");
	ASSERT_MOVES(pos, "Bc2", "Bc2Bc3 Bc2Cc2");
	hdc_position_free(pos);
}
END_TEST

START_TEST(l8_start)
{
	/* RULES.md section 4: rank 1 of each layer, white. */
	static const char *const rank1[8] = { "RNBQDBNR", "REBQTBER", "RGBQVBGR", "RNMQAMNR",
		                              "RNMQKMNR", "RGBQVBGR", "REBQTBER", "RNBQDBNR" };
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new(L8, &pos), HDC_OK);
	int count[2] = { 0, 0 };
	for (int z = 0; z < 8; z++)
		for (int x = 0; x < 8; x++) {
			int32_t c;
			hdc_piece p;
			char l[4];
			ck_assert_int_eq(hdc_position_cell_at(pos, x, 0, z, &c), HDC_OK);
			ck_assert_int_eq(hdc_position_piece_at(pos, c, &p), HDC_OK);
			ck_assert_int_eq(hdc_piece_color(p), HDC_WHITE);
			ck_assert_int_eq(hdc_variant_piece_letter(L8, hdc_piece_type(p), l, sizeof l,
			                                          NULL),
			                 HDC_OK);
			ck_assert_msg(l[0] == rank1[z][x], "%c1%s holds %s, want %c", 'a' + x, roman[z],
			              l, rank1[z][x]);
			/* Black: the same on rank 8 (mirror in y only). */
			hdc_piece q;
			ck_assert_int_eq(hdc_position_cell_at(pos, x, 7, z, &c), HDC_OK);
			ck_assert_int_eq(hdc_position_piece_at(pos, c, &q), HDC_OK);
			ck_assert_int_eq(q, hdc_piece_make(hdc_piece_type(p), HDC_BLACK));
		}
	for (int c = 0; c < 512; c++) {
		hdc_piece p;
		ck_assert_int_eq(hdc_position_piece_at(pos, c, &p), HDC_OK);
		if (p)
			count[hdc_piece_color(p)]++;
	}
	ck_assert_int_eq(count[0], 128);
	ck_assert_int_eq(count[1], 128);
	/* No double step. */
	ASSERT_MOVES(pos, "e2IV", "e2IVe3IV");
	ASSERT_MOVES(pos, "a2VIII", "a2VIIIa3VIII");
	hdc_position_free(pos);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* Position text                                                             */
/* ------------------------------------------------------------------------ */

START_TEST(text_round_trips)
{
	static const struct {
		const char *variant, *text;
	} texts[] = {
		{ RS, "5/5/5/PPPPP/RNKNR|5/5/5/PPPPP/BUQBU|5/5/5/5/5|ubqub/ppppp/5/5/5|"
		      "rnknr/ppppp/5/5/5 w - - 0 1" },
		{ RS, "5/5/5/5/2K2|5/5/1P3/5/5|2U2/5/3q1/5/5|4P/5/5/1p3/5|2k2/5/5/1P3/5 b - - 7 31" },
		{ RS, "5/5/5/5/K4|5/5/5/5/5|5/5/5/5/5|5/5/5/5/5|4k/5/5/5/5 w - - 99 200" },
		{ L8, "8/8/8/8/8/8/8/K7|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|8/1M1T1V2/8/8/8/8/8/8|"
		      "8/8/3p4/8/8/4P3/8/8|8/8/8/8/8/8/8/8|8/6E1/8/8/G7/8/1a6/8|7k/8/8/8/8/8/8/8 "
		      "b - - 3 12" },
	};
	for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++)
		assert_round_trip(texts[i].variant, texts[i].text);

	/* Every position of a few random plies of both games. */
	static const char *const variants[] = { RS, L8 };
	static hdc_move moves[HDC_MAX_MOVES];
	for (int v = 0; v < 2; v++) {
		hdc_position *pos = NULL;
		ck_assert_int_eq(hdc_position_new(variants[v], &pos), HDC_OK);
		uint64_t seed = 12345;
		for (int ply = 0; ply < 120; ply++) {
			char text[TEXT_CAP];
			get_text(pos, text, sizeof text);
			assert_round_trip(variants[v], text);
			size_t n = 0;
			ck_assert_int_eq(hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &n), HDC_OK);
			if (!n)
				break;
			seed = seed * 6364136223846793005ull + 1442695040888963407ull;
			ck_assert_int_eq(hdc_position_play(pos, moves[(seed >> 33) % n]), HDC_OK);
		}
		hdc_position_free(pos);
	}
}
END_TEST

START_TEST(text_wrong_cell_counts)
{
	const char *rs = variant_info(RS)->start, *l8 = variant_info(L8)->start;
	char t[TEXT_CAP];
	static const struct {
		const char *find, *repl, *why;
	} rs_edits[] = {
		{ "PPPPP/RNKNR|", "PPPPP/RNKNR1|", "a rank of 6 cells" },
		{ "PPPPP/RNKNR|", "PPPPP/RNKN|", "a rank of 4 cells" },
		{ "5/5/5/PPPPP/RNKNR|", "6/5/5/PPPPP/RNKNR|", "a rank written 6" },
		{ "5/5/5/PPPPP/RNKNR|", "5/5/PPPPP/RNKNR|", "a level of 4 ranks" },
		{ "5/5/5/PPPPP/RNKNR|", "5/5/5/5/PPPPP/RNKNR|", "a level of 6 ranks" },
		{ "|5/5/5/5/5|", "|", "4 levels" },
		{ "|5/5/5/5/5|", "|5/5/5/5/5|5/5/5/5/5|", "6 levels" },
		{ "|5/5/5/5/5|", "|5/5/5/5/4|", "a short rank in the empty level" },
		{ "|5/5/5/5/5|", "|5/5/5/5/23|", "a long rank in the empty level" },
		{ "|5/5/5/5/5|", "|8/8/8/8/8|", "HDC-sized ranks" },
	};
	for (size_t i = 0; i < sizeof rs_edits / sizeof rs_edits[0]; i++) {
		edit(rs, rs_edits[i].find, rs_edits[i].repl, t, sizeof t);
		assert_refused(RS, t, rs_edits[i].why);
	}
	static const struct {
		const char *find, *repl, *why;
	} l8_edits[] = {
		{ "RNBQDBNR|", "RNBQDBNR1|", "a rank of 9 cells" },
		{ "RNBQDBNR|", "RNBQDBN|", "a rank of 7 cells" },
		{ "pppppppp/8/8/8/8/PPPPPPPP/RNBQDBNR|", "pppppppp/8/8/8/PPPPPPPP/RNBQDBNR|",
		  "a layer of 7 ranks" },
		{ "|rnmqkmnr/pppppppp/8/8/8/8/PPPPPPPP/RNMQKMNR|", "|", "7 layers" },
		{ "RNBQDBNR|", "RNBQDBNR|8/8/8/8/8/8/8/8|", "9 layers" },
	};
	for (size_t i = 0; i < sizeof l8_edits / sizeof l8_edits[0]; i++) {
		edit(l8, l8_edits[i].find, l8_edits[i].repl, t, sizeof t);
		assert_refused(L8, t, l8_edits[i].why);
	}
	/* The start texts of the other variants. */
	assert_refused(RS, l8, "a 3D8L text read as Raumschach");
	assert_refused(RS, variant_info("hdc")->start, "an HDC text read as Raumschach");
	assert_refused(L8, rs, "a Raumschach text read as 3D8L");
	/* Letters of the other variants. */
	edit(rs, "BUQBU", "BMQBU", t, sizeof t);
	assert_refused(RS, t, "a mace letter in Raumschach");
	edit(rs, "BUQBU", "BUQDU", t, sizeof t);
	assert_refused(RS, t, "a duke letter in Raumschach");
	edit(l8, "RNMQAMNR", "RNUQAMNR", t, sizeof t);
	assert_refused(L8, t, "a unicorn letter in 3D8L");
}
END_TEST

START_TEST(text_pawn_cells)
{
	char pieces[64];
	/* Raumschach: white pawns never on rank 1 (any level) nor on the
	 * promotion cells (level E, rank 5); black never on rank 5 nor on
	 * level A, rank 1.  All other cells are fine, rank 5 below level E
	 * and level E below rank 5 included. */
	for (int z = 0; z < 5; z++)
		for (int x = 0; x < 5; x++)
			for (int y = 0; y < 5; y++) {
				int white_bad = y == 0 || (y == 4 && z == 4);
				int black_bad = y == 4 || (y == 0 && z == 0);
				for (int color = 0; color < 2; color++) {
					/* Kings on Ca3 and Ce3 unless that is the pawn's cell. */
					int kings_z = z == 2 && y == 2 && (x == 0 || x == 4) ? 3 : 2;
					snprintf(pieces, sizeof pieces, "K%ca3 k%ce3 %c%c%c%c", 'A' + kings_z,
					         'A' + kings_z, color ? 'p' : 'P', 'A' + z, 'a' + x, '1' + y);
					int bad = color ? black_bad : white_bad;
					if (bad) {
						assert_refused_pieces(RS, pieces, "w - - 0 1", pieces);
					} else {
						char text[TEXT_CAP];
						pieces_text(RS, pieces, "w - - 0 1", text, sizeof text);
						hdc_position *pos = NULL;
						hdc_status st = hdc_position_from_text(RS, text, &pos);
						/* A pawn may give check to the king not to move:
						 * then read it with that side to move. */
						if (st != HDC_OK) {
							pieces_text(RS, pieces, "b - - 0 1", text, sizeof text);
							st = hdc_position_from_text(RS, text, &pos);
						}
						ck_assert_msg(st == HDC_OK, "%s refused (%s)", pieces,
						              hdc_status_string(st));
						hdc_position_free(pos);
					}
				}
			}

	/* 3D8L: rank 1 and rank 8 of every layer refused for both colours;
	 * ranks 2..7 fine. */
	for (int z = 0; z < 8; z++)
		for (int y = 0; y < 8; y++)
			for (int color = 0; color < 2; color++) {
				snprintf(pieces, sizeof pieces, "Ka4I kh5VIII %cd%d%s", color ? 'p' : 'P', y + 1,
				         roman[z]);
				if (y == 0 || y == 7) {
					assert_refused_pieces(L8, pieces, "w - - 0 1", pieces);
				} else {
					char text[TEXT_CAP];
					pieces_text(L8, pieces, color ? "w - - 0 1" : "b - - 0 1", text,
					            sizeof text);
					hdc_position *pos = NULL;
					ck_assert_msg(hdc_position_from_text(L8, text, &pos) == HDC_OK,
					              "%s refused", pieces);
					hdc_position_free(pos);
				}
			}
}
END_TEST

START_TEST(text_no_castling_no_ep)
{
	static const char *const variants[] = { RS, L8 };
	static const char *const castlings[] = { "K", "Q", "L", "U", "k", "q", "l", "u",
		                                 "KQkq", "KQLUkqlu", "-K", "--", "x", "0" };
	for (int v = 0; v < 2; v++) {
		const char *start = variant_info(variants[v])->start;
		char t[TEXT_CAP], field[16];
		for (size_t i = 0; i < sizeof castlings / sizeof castlings[0]; i++) {
			snprintf(field, sizeof field, " w %s - ", castlings[i]);
			edit(start, " w - - ", field, t, sizeof t);
			assert_refused(variants[v], t, field);
		}
		/* Castling with king and rook on HDC's home cells is still no
		 * castling in 3D8L. */
		if (v == 1)
			assert_refused_pieces(L8, "Ke1IV Rh1IV Ra1IV ke8IV rh8IV", "w KQk - 0 1",
			                      "3D8L castling rights");
	}

	/* En passant: every field but '-' is refused, even where a double
	 * step of HDC would explain it. */
	static const struct {
		const char *variant, *pieces, *fields;
	} eps[] = {
		{ RS, "KAa1 kEe5 PAc3", "b - Ac2 0 1" },
		{ RS, "KAa1 kEe5 PBc3", "b - Bc2 0 1" },
		{ RS, "KAa1 kEe5 PCc2", "b - Bc2 0 1" },
		{ RS, "KAa1 kEe5 pEc2", "w - Ec3 0 1" },
		{ RS, "KAa1 kEe5 PAc3", "b - c2-I 0 1" },
		{ RS, "KAa1 kEe5 PAc3", "b - Zz9 0 1" },
		{ L8, "Ka1I kh8VIII Pe4IV", "b - e3-IV 0 1" },
		{ L8, "Ka1I kh8VIII pd5V", "w - d6-V 0 1" },
		{ L8, "Ka1I kh8VIII Pe4IV", "b - e3IV 0 1" },
		{ L8, "Ka1I kh8VIII Pe4IV", "b - Ae3 0 1" },
	};
	for (size_t i = 0; i < sizeof eps / sizeof eps[0]; i++) {
		char why[96];
		snprintf(why, sizeof why, "e.p. field in \"%s\"", eps[i].fields);
		assert_refused_pieces(eps[i].variant, eps[i].pieces, eps[i].fields, why);
	}
	/* ... and with '-' those positions are fine. */
	hdc_position *pos = make_pos(RS, "KAa1 kEe5 PAc3", "b - - 0 1");
	hdc_position_free(pos);
	pos = make_pos(L8, "Ka1I kh8VIII Pe4IV", "b - - 0 1");
	hdc_position_free(pos);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* Promotion                                                                 */
/* ------------------------------------------------------------------------ */

/* Plays each legal move from `from` that promotes, checks the piece that
 * arrives, undoes it; returns the set of promotion types as bits. */
static uint32_t promotions_from(hdc_position *pos, const char *from, int color)
{
	static hdc_move moves[HDC_MAX_MOVES];
	size_t n = 0;
	uint32_t types = 0;
	char before[TEXT_CAP], after[TEXT_CAP];
	get_text(pos, before, sizeof before);
	ck_assert_int_eq(hdc_position_legal_moves_from(pos, cell_index(pos, from), moves,
	                                               HDC_MAX_MOVES, &n),
	                 HDC_OK);
	for (size_t i = 0; i < n; i++) {
		int32_t t = hdc_move_promotion(moves[i]);
		if (!t)
			continue;
		int32_t kind = hdc_move_kind(moves[i]);
		ck_assert(kind == HDC_MOVE_PROMOTION || kind == HDC_MOVE_PROMOTION_CAPTURE);
		types |= 1u << t;
		/* Both notations read back as this very move (3D8L's "...Iv" on
		 * layer I is the bishop-mace, not layer IV). */
		char coord[32], san[64];
		hdc_move back = 0;
		ck_assert_int_eq(hdc_position_move_coord(pos, moves[i], coord, sizeof coord, NULL),
		                 HDC_OK);
		ck_assert_msg(hdc_position_parse_coord(pos, coord, &back) == HDC_OK && back == moves[i],
		              "coordinate %s does not read back", coord);
		ck_assert_int_eq(hdc_position_move_san(pos, moves[i], san, sizeof san, NULL), HDC_OK);
		ck_assert_msg(hdc_position_parse_san(pos, san, &back) == HDC_OK && back == moves[i],
		              "SAN %s (%s) does not read back", san, coord);
		ck_assert_int_eq(hdc_position_play(pos, moves[i]), HDC_OK);
		hdc_piece p = 0;
		ck_assert_int_eq(hdc_position_piece_at(pos, hdc_move_to(moves[i]), &p), HDC_OK);
		ck_assert_int_eq(p, hdc_piece_make(t, color));
		ck_assert_int_eq(hdc_position_piece_at(pos, hdc_move_from(moves[i]), &p), HDC_OK);
		ck_assert_int_eq(p, 0);
		ck_assert_int_eq(hdc_position_undo(pos), HDC_OK);
		get_text(pos, after, sizeof after);
		ck_assert_str_eq(after, before);
	}
	return types;
}

#define BIT(t) (1u << (t))
static const uint32_t rs_choices =
	BIT(HDC_QUEEN) | BIT(HDC_ROOK) | BIT(HDC_BISHOP) | BIT(HDC_KNIGHT) | BIT(HDC_MACE);

START_TEST(raumschach_promotion_at_the_edge)
{
	/* White pawn on level E rank 4: forward to Ec5, the far edge, and
	 * promotes to Q R B N U, exactly. */
	hdc_position *pos = make_pos(RS, "KCa1 kCe5 PEc4", "w - - 0 1");
	ASSERT_MOVES(pos, "Ec4", "Ec4Ec5q Ec4Ec5r Ec4Ec5b Ec4Ec5n Ec4Ec5u");
	ck_assert_uint_eq(promotions_from(pos, "Ec4", HDC_WHITE), rs_choices);
	hdc_position_free(pos);

	/* White pawn on rank 5 of level D: it cannot go forward, but it may
	 * still move up, and promotes on arriving at Ec5 (level E, rank 5);
	 * its captures up a level and a file promote too. */
	pos = make_pos(RS, "KCa1 kCe5 PDc5", "w - - 0 1");
	ASSERT_MOVES(pos, "Dc5", "Dc5Ec5q Dc5Ec5r Dc5Ec5b Dc5Ec5n Dc5Ec5u");
	ck_assert_uint_eq(promotions_from(pos, "Dc5", HDC_WHITE), rs_choices);
	hdc_position_free(pos);
	pos = make_pos(RS, "KCa1 kCe5 PDc5 nEb5 rEd5", "w - - 0 1");
	ASSERT_MOVES(pos, "Dc5",
	             "Dc5Ec5q Dc5Ec5r Dc5Ec5b Dc5Ec5n Dc5Ec5u Dc5Eb5q Dc5Eb5r Dc5Eb5b Dc5Eb5n "
	             "Dc5Eb5u Dc5Ed5q Dc5Ed5r Dc5Ed5b Dc5Ed5n Dc5Ed5u");
	ck_assert_uint_eq(promotions_from(pos, "Dc5", HDC_WHITE), rs_choices);
	hdc_position_free(pos);

	/* Rank 5 below level E, and level E below rank 5, are no promotion:
	 * A-level rank 5 moves up quietly, D-level rank 4 moves on quietly. */
	pos = make_pos(RS, "KCa1 kCe5 PAc5 PDb4 PEd3", "w - - 0 1");
	ASSERT_MOVES(pos, "Ac5", "Ac5Bc5");
	ASSERT_MOVES(pos, "Db4", "Db4Db5 Db4Eb4");
	ASSERT_MOVES(pos, "Ed3", "Ed3Ed4");
	ck_assert_uint_eq(promotions_from(pos, "Ac5", HDC_WHITE), 0);
	ck_assert_uint_eq(promotions_from(pos, "Db4", HDC_WHITE), 0);
	hdc_position_free(pos);
	/* Two plies on, the D-level pawn is on Db5 and still moves up. */
	pos = make_pos(RS, "KCa1 kCe5 PDb4", "w - - 0 1");
	play(pos, "Db4Db5");
	play(pos, "Ce5Ce4");
	ASSERT_MOVES(pos, "Db5", "Db5Eb5q Db5Eb5r Db5Eb5b Db5Eb5n Db5Eb5u");
	hdc_position_free(pos);

	/* Black mirrors rank and level: promotion on level A rank 1. */
	pos = make_pos(RS, "KCa5 kCe1 pBc1 pAb2 pEd1", "b - - 0 1");
	ASSERT_MOVES(pos, "Bc1", "Bc1Ac1q Bc1Ac1r Bc1Ac1b Bc1Ac1n Bc1Ac1u");
	ASSERT_MOVES(pos, "Ab2", "Ab2Ab1q Ab2Ab1r Ab2Ab1b Ab2Ab1n Ab2Ab1u");
	ASSERT_MOVES(pos, "Ed1", "Ed1Dd1");
	ck_assert_uint_eq(promotions_from(pos, "Bc1", HDC_BLACK), rs_choices);
	ck_assert_uint_eq(promotions_from(pos, "Ab2", HDC_BLACK), rs_choices);
	hdc_position_free(pos);
}
END_TEST

START_TEST(l8_promotion_on_every_layer)
{
	static const char *const choices = "q r b m d t v n e g a";
	const uint32_t all = BIT(HDC_QUEEN) | BIT(HDC_ROOK) | BIT(HDC_BISHOP) | BIT(HDC_MACE) |
	                     BIT(HDC_DUKE) | BIT(HDC_ROOK_MACE) | BIT(HDC_BISHOP_MACE) |
	                     BIT(HDC_KNIGHT) | BIT(HDC_RED_KNIGHT) | BIT(HDC_GREEN_KNIGHT) |
	                     BIT(HDC_GRAND_KNIGHT);
	for (int z = 0; z < 8; z++) {
		const char *layer = roman[z];
		char pieces[128], expected[1024], from[16], to[40];
		/* White: d7 -> d8 of the same layer, and the captures on c8 of the
		 * layer (in the plane) and d8 of a layer above or below. */
		int other = z < 7 ? z + 1 : z - 1;
		snprintf(pieces, sizeof pieces, "Ka4I kh5VIII Pd7%s pe2%s rc8%s nd8%s", layer, layer,
		         layer, roman[other]);
		for (int side = 0; side < 2; side++) {
			hdc_position *pos = make_pos(L8, pieces, side ? "b - - 0 1" : "w - - 0 1");
			if (!side)
				snprintf(from, sizeof from, "d7%s", layer);
			else
				snprintf(from, sizeof from, "e2%s", layer);
			size_t n = 0;
			expected[0] = '\0';
			const char *targets[3];
			char t1[16], t2[16], t3[16];
			if (!side) {
				snprintf(t1, sizeof t1, "d8%s", layer);
				snprintf(t2, sizeof t2, "c8%s", layer);
				snprintf(t3, sizeof t3, "d8%s", roman[other]);
				targets[0] = t1;
				targets[1] = t2;
				targets[2] = t3;
				n = 3;
			} else {
				snprintf(t1, sizeof t1, "e1%s", layer);
				targets[0] = t1;
				n = 1;
			}
			for (size_t k = 0; k < n; k++)
				for (const char *c = choices; *c; c++) {
					if (*c == ' ')
						continue;
					snprintf(to, sizeof to, "%s%s%c ", from, targets[k], *c);
					strcat(expected, to);
				}
			ASSERT_MOVES(pos, from, expected);
			ck_assert_uint_eq(promotions_from(pos, from, side), all);
			hdc_position_free(pos);
		}
	}
}
END_TEST

int main(void)
{
	Suite *s = suite_create("variants-rules");
	TCase *tc = tcase_create("start");
	tcase_add_test(tc, raumschach_start);
	tcase_add_test(tc, l8_start);
	suite_add_tcase(s, tc);
	tc = tcase_create("position-text");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, text_round_trips);
	tcase_add_test(tc, text_wrong_cell_counts);
	tcase_add_test(tc, text_pawn_cells);
	tcase_add_test(tc, text_no_castling_no_ep);
	suite_add_tcase(s, tc);
	tc = tcase_create("promotion");
	tcase_add_test(tc, raumschach_promotion_at_the_edge);
	tcase_add_test(tc, l8_promotion_on_every_layer);
	suite_add_tcase(s, tc);
	return run_suite(s);
}
