/*
 * test_notation.c - C'escacs move notation (CESCACS.md section 12) and the
 * coordinate notation of section 0: the examples of section 12 written
 * exactly, each check mark, what the reader accepts and refuses, and round
 * trips over every legal move of random games.
 */
#include <stdio.h>
#include <stdlib.h>

#include "hex.h"

#define TIMES "\xC3\x97"      /* U+00D7 */
#define INF "\xE2\x88\x9E"    /* U+221E */
#define EN_DASH "\xE2\x80\x93"

#define NO_RIGHTS "w - - 0 1"

/* parse_san(text) must give the legal move written `coord`. */
static void assert_reads(hdc_position *pos, const char *text, const char *coord)
{
	hdc_move want = find_move(pos, coord), got = 0;
	hdc_status st = hdc_position_parse_san(pos, text, &got);
	ck_assert_msg(st == HDC_OK, "\"%s\" refused: %s (%s)", text, hdc_status_string(st),
	              hdc_position_error_message(pos));
	ck_assert_msg(got == want, "\"%s\" read as another move than %s", text, coord);
	got = 0;
	st = hdc_position_parse_move(pos, text, &got);
	ck_assert_msg(st == HDC_OK && got == want, "parse_move(\"%s\"): %s", text,
	              hdc_status_string(st));
}

static void assert_refused(hdc_position *pos, const char *text)
{
	hdc_move got = 0;
	hdc_status st = hdc_position_parse_san(pos, text, &got);
	ck_assert_msg(st != HDC_OK, "\"%s\" accepted (as 0x%08x)", text, (unsigned)got);
	ck_assert_str_ne(hdc_position_error_message(pos), "");
}

/* ------------------------------------------------------------------------ */
/* The examples of section 12                                                */
/* ------------------------------------------------------------------------ */

START_TEST(ordinary_moves)
{
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new("cescacs", &pos), HDC_OK);
	ASSERT_SAN(pos, "E3C7", "NE3-C7");
	ASSERT_SAN(pos, "F8F10", "F8-F10");
	ASSERT_SAN(pos, "E7E13", "E7-E13");
	ASSERT_SAN(pos, "D2B6", "GD2-B6");
	assert_reads(pos, "NE3-C7", "E3C7");
	assert_reads(pos, "F8-F10", "F8F10");
	hdc_position_free(pos);

	/* The king's steps and leap. */
	pos = hex_pos("KG1 kZ21", "w K - 0 1");
	ASSERT_SAN(pos, "G1H2", "KG1-H2");
	ASSERT_SAN(pos, "G1E5", "KG1-E5");
	hdc_position_free(pos);
}
END_TEST

START_TEST(captures)
{
	/* JF4xJC13 over E7 and D10. */
	hdc_position *pos = hex_pos("KZ9 kP19 JF4 jC13", NO_RIGHTS);
	ASSERT_SAN(pos, "F4C13", "JF4" TIMES "JC13");
	assert_reads(pos, "JF4" TIMES "JC13", "F4C13");
	assert_reads(pos, "JF4xJC13", "F4C13");
	assert_reads(pos, "JF4*JC13", "F4C13");
	hdc_position_free(pos);
	/* A pawn names no letter; the captured pawn neither. */
	pos = hex_pos("KZ9 kP19 PE7 pF10", NO_RIGHTS);
	ASSERT_SAN(pos, "E7F10", "E7" TIMES "F10");
	assert_reads(pos, "E7xF10", "E7F10");
	assert_reads(pos, "E7*F10", "E7F10");
	hdc_position_free(pos);
	/* GB8xEG23 over C11 D14 E17 F20. */
	pos = hex_pos("KZ9 kP19 GB8 eG23", NO_RIGHTS);
	ASSERT_SAN(pos, "B8G23", "GB8" TIMES "EG23");
	assert_reads(pos, "GB8xEG23", "B8G23");
	hdc_position_free(pos);
}
END_TEST

/* F12@E15: the black pawn went E17-E13 (section 11's example record). */
START_TEST(en_passant)
{
	hdc_position *pos = hex_pos("KZ9 kP19 PF12 pE13", "w - P@E15[E13] 0 2");
	ASSERT_SAN(pos, "F12E15", "F12@E15");
	assert_reads(pos, "F12@E15", "F12E15");
	/* The ordinary capture separator does not name an en passant. */
	assert_refused(pos, "F12xE15");
	assert_refused(pos, "F12-E15");
	hdc_position_free(pos);
	/* A triple step E21-E15 passed E19 and E17: @@ on the first hex. */
	pos = hex_pos("KZ9 kP7 pE15 PD16 PF14", "w - P@E19,17[E15] 0 2");
	ASSERT_SAN(pos, "D16E19", "D16@@E19");
	ASSERT_SAN(pos, "F14E17", "F14@E17");
	assert_reads(pos, "D16@@E19", "D16E19");
	assert_reads(pos, "F14@E17", "F14E17");
	/* "@@" names the first passed hex only. */
	assert_refused(pos, "F14@@E17");
	hdc_position_free(pos);
}
END_TEST

/* H14@G15: black went H16-G15 past the white pawn H14. */
START_TEST(scornful)
{
	hdc_position *pos = hex_pos("KZ9 kP19 PH14 pG15", "w - H14@G15 0 2");
	ASSERT_SAN(pos, "H14G15", "H14@G15");
	assert_reads(pos, "H14@G15", "H14G15");
	hdc_position_free(pos);
}
END_TEST

START_TEST(promotions)
{
	/* F26-F28=D: the queen is the only piece missing. */
	hdc_position *pos =
		hex_pos("KG1 VF0 RC3 RI3 GD2 GH2 NE3 NG3 JF2 JF4 JF6 PF26 kZ19", NO_RIGHTS);
	ASSERT_SAN(pos, "F26F28d", "F26-F28=D");
	assert_reads(pos, "F26-F28=D", "F26F28d");
	/* The promotion is compulsory: without "=D" no move. */
	assert_refused(pos, "F26-F28");
	hdc_position_free(pos);

	/* L21xEK24=J. */
	pos = hex_pos("KZ9 kP19 PL21 eK24", NO_RIGHTS);
	ASSERT_SAN(pos, "L21K24j", "L21" TIMES "EK24=J");
	assert_reads(pos, "L21xEK24=J", "L21K24j");
	hdc_position_free(pos);

	/* L23=D: an awaiting pawn with a full pool promotes in place. */
	pos = hex_pos("KZ9 kP19 PL23", NO_RIGHTS);
	ASSERT_HEX_MOVES(pos, NULL, "L23L23d L23L23v L23L23r L23L23g L23L23n L23L23j");
	ASSERT_SAN(pos, "L23L23d", "L23=D");
	ASSERT_SAN(pos, "L23L23j", "L23=J");
	assert_reads(pos, "L23=D", "L23L23d");
	assert_reads(pos, "L23=N", "L23L23n");
	hdc_position_free(pos);
}
END_TEST

/* The 24 castling strings, as moves and as text; the en dash is read too. */
START_TEST(castlings)
{
	static const char *const names[24] = {
		"KRK-II", "KRK-IK", "KRK-IH", "KRK-HIO", "KRK-HIOO", "KRK-HH", "KRK-HG",
		"KRK-FG", "KRK-FE", "KRK-EF", "KRK-EE", "KRD-DD", "KRD-DE", "KRD-HH",
		"KRD-HG", "KRD-FG", "KRD-FE", "KRD-EF", "KRD-ED", "KRR-HIH", "KRR-HGG",
		"KRR-FGG", "KRR-FEE", "KRR-EEF",
	};
	/* The black king on Z21 stands on no line a rook lands on. */
	hdc_position *pos = hex_pos("KG1 RC3 RI3 kZ21", "w RKR - 0 1");
	for (int i = 0; i < 24; i++) {
		ASSERT_SAN(pos, names[i], names[i]);
		assert_reads(pos, names[i], names[i]);
		char dashed[32];
		const char *dash = strchr(names[i], '-');
		snprintf(dashed, sizeof dashed, "%.*s" EN_DASH "%s", (int)(dash - names[i]),
		         names[i], dash + 1);
		assert_reads(pos, dashed, names[i]);
		hdc_move m = 0;
		ck_assert_int_eq(hdc_position_parse_move(pos, names[i], &m), HDC_OK);
		ck_assert_int_eq(hdc_move_castling(m), i);
	}
	hdc_position_free(pos);
	/* Black writes the same strings. */
	pos = hex_pos("KZ7 kG27 rC25 rI25", "b rkr - 0 1");
	for (int i = 0; i < 24; i++)
		ASSERT_SAN(pos, names[i], names[i]);
	hdc_position_free(pos);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* Check marks (sections 8.3 and 12)                                         */
/* ------------------------------------------------------------------------ */

START_TEST(check_marks)
{
	/* +^ from a knight jump: N C13-T12 (T12 -> P7 is (-1,-5)). */
	hdc_position *pos = hex_pos("KZ21 kP7 NC13", NO_RIGHTS);
	ASSERT_SAN(pos, "C13T12", "NC13-T12+^");
	assert_reads(pos, "NC13-T12+^", "C13T12");
	assert_reads(pos, "NC13-T12", "C13T12");
	hdc_position_free(pos);

	/* +^ from an adjacent slider: R T20-T8 (T8 touches P7). */
	pos = hex_pos("KZ21 kP7 RT20", NO_RIGHTS);
	ASSERT_SAN(pos, "T20T8", "RT20-T8+^");
	ASSERT_SAN(pos, "T20T10", "RT20-T10");
	hdc_position_free(pos);

	/* +inf from afar: R T22-P21 down column P; T6 stays free. */
	pos = hex_pos("KZ21 RC5 RT22 kP7", NO_RIGHTS);
	ASSERT_SAN(pos, "T22P21", "RT22-P21+" INF);
	assert_reads(pos, "RT22-P21+" INF, "T22P21");
	assert_reads(pos, "RT22-P21", "T22P21");
	hdc_position_free(pos);

	/* ++: N P15-A11 checks (A11 -> P7 is (-2,-4)) and uncovers R P21. */
	pos = hex_pos("KZ21 kP7 RP21 NP15", NO_RIGHTS);
	ASSERT_SAN(pos, "P15A11", "NP15-A11++");
	assert_reads(pos, "NP15-A11++", "P15A11");
	assert_reads(pos, "NP15-A11", "P15A11");
	hdc_position_free(pos);

	/* #: J F10-E7 (test_rules.c checkmate_three_nil). */
	pos = hex_pos("KZ21 RC5 RT22 JF10 kP7", NO_RIGHTS);
	ASSERT_SAN(pos, "F10E7", "JF10-E7#");
	assert_reads(pos, "JF10-E7#", "F10E7");
	assert_reads(pos, "JF10-E7", "F10E7");
	hdc_position_free(pos);
}
END_TEST

/* Section 0: the reader verifies a check mark it is given. */
START_TEST(check_marks_verified)
{
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new("cescacs", &pos), HDC_OK);
	assert_refused(pos, "F8-F10+^");
	assert_refused(pos, "F8-F10#");
	assert_refused(pos, "NE3-C7++");
	hdc_position_free(pos);
	/* A check that is no mate. */
	pos = hex_pos("KZ21 RC5 RT22 kP7", NO_RIGHTS);
	assert_refused(pos, "RT22-P21#");
	hdc_position_free(pos);
}
END_TEST

/* Text that names no legal move. */
START_TEST(reader_refusals)
{
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new("cescacs", &pos), HDC_OK);
	static const char *const bad[] = {
		"F8-F14",      /* F8 is no triple-step hex */
		"F8xF10",      /* nothing to take */
		"NE3-C6",      /* no hex C6 */
		"NE3-J7",      /* no column J */
		"GE3-C7",      /* the piece on E3 is a knight */
		"KRK-II",      /* blocked in the start position */
		"KRK-XX",      /* no such castling */
		"E7-E13=D",    /* no promotion there */
		"F8=D",        /* no in-place promotion */
		"",
		"F8-",
		"-F10",
	};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
		assert_refused(pos, bad[i]);
	hdc_position_free(pos);
}
END_TEST

/* Coordinate notation (section 0). */
START_TEST(coordinates)
{
	hdc_position *pos = hex_pos("KG1 VF0 RC3 RI3 GD2 GH2 NE3 NG3 JF2 JF4 JF6 PF26 kZ19",
	                            NO_RIGHTS);
	hdc_move m = 0;
	ck_assert_int_eq(hdc_position_parse_coord(pos, "F26F28d", &m), HDC_OK);
	ck_assert_int_eq(hdc_move_kind(m), HDC_MOVE_PROMOTION);
	ck_assert_int_eq(hdc_move_promotion(m), HDC_QUEEN);
	ck_assert_int_eq(hdc_position_parse_move(pos, "F26F28d", &m), HDC_OK);
	ck_assert_int_eq(hdc_move_promotion(m), HDC_QUEEN);
	ck_assert_int_ne(hdc_position_parse_coord(pos, "F26F28", &m), HDC_OK);
	ck_assert_int_ne(hdc_position_parse_coord(pos, "F26F28r", &m), HDC_OK);
	hdc_position_free(pos);

	pos = hex_pos("KZ9 kP19 PL23", NO_RIGHTS);
	ck_assert_int_eq(hdc_position_parse_coord(pos, "L23L23d", &m), HDC_OK);
	ck_assert_int_eq(hdc_move_kind(m), HDC_MOVE_PROMOTION_IN_PLACE);
	ck_assert_int_eq(hdc_move_from(m), hdc_move_to(m));
	ck_assert_int_eq(hdc_move_promotion(m), HDC_QUEEN);
	char text[32];
	size_t needed = 0;
	ck_assert_int_eq(hdc_position_move_coord(pos, m, text, sizeof text, &needed), HDC_OK);
	ck_assert_str_eq(text, "L23L23d");
	hdc_position_free(pos);

	/* A castling is written by its name; the king's leap to the same hex
	 * by its two hexes. */
	pos = hex_pos("KG1 RC3 RI3 kZ21", "w RKR - 0 1");
	ck_assert_int_eq(hdc_position_parse_coord(pos, "G1H6", &m), HDC_OK);
	ck_assert_int_eq(hdc_move_kind(m), HDC_MOVE_QUIET);
	ck_assert_int_eq(hdc_position_move_coord(pos, m, text, sizeof text, &needed), HDC_OK);
	ck_assert_str_eq(text, "G1H6");
	ck_assert_int_eq(hdc_position_parse_move(pos, "KRK-HIO", &m), HDC_OK);
	ck_assert_int_eq(hdc_move_castling(m), 3);
	ck_assert_int_eq(hdc_position_move_coord(pos, m, text, sizeof text, &needed), HDC_OK);
	ck_assert_str_eq(text, "KRK-HIO");
	hdc_position_free(pos);

	ck_assert_int_eq(hdc_position_new("cescacs", &pos), HDC_OK);
	ck_assert_int_eq(hdc_position_parse_coord(pos, "F8F10", &m), HDC_OK);
	ck_assert_int_eq(hdc_position_move_coord(pos, m, text, sizeof text, &needed), HDC_OK);
	ck_assert_str_eq(text, "F8F10");
	ck_assert_int_eq(hdc_position_parse_coord(pos, "F8F14", &m), HDC_ERR_ILLEGAL_MOVE);
	hdc_position_free(pos);
}
END_TEST

/* Section 0: "a castling is its string (KRK-HIO)" in coordinate notation;
 * hdc_position_move_coord writes it so, hdc_position_parse_coord must read
 * it back. */
START_TEST(castling_coordinates_read_back)
{
	hdc_position *pos = hex_pos("KG1 RC3 RI3 kZ21", "w RKR - 0 1");
	static hdc_move moves[HDC_MAX_MOVES];
	size_t n = 0;
	int found = 0;
	ck_assert_int_eq(hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &n), HDC_OK);
	for (size_t i = 0; i < n; i++) {
		if (hdc_move_kind(moves[i]) != HDC_MOVE_CASTLING)
			continue;
		char text[32];
		size_t needed = 0;
		hdc_move back = 0;
		ck_assert_int_eq(hdc_position_move_coord(pos, moves[i], text, sizeof text, &needed),
		                 HDC_OK);
		hdc_status st = hdc_position_parse_coord(pos, text, &back);
		ck_assert_msg(st == HDC_OK && back == moves[i],
		              "hdc_position_parse_coord(\"%s\"): %s (%s)", text, hdc_status_string(st),
		              hdc_position_error_message(pos));
		found++;
	}
	ck_assert_int_eq(found, 24);
	hdc_position_free(pos);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* Round trips over random games                                             */
/* ------------------------------------------------------------------------ */

struct tally {
	int positions, moves;
	int kinds[9];
	int scornful, double_ep, marks[4]; /* +^ +inf ++ # */
	int castling_coord_bad;
	char first_bad[TEXT_CAP + 64];
};

/* Replace every occurrence of `from` by `to` in s (in place, to not
 * longer than from). */
static void replace_all(char *s, const char *from, const char *to)
{
	size_t lf = strlen(from), lt = strlen(to);
	for (char *p = strstr(s, from); p; p = strstr(p + lt, from)) {
		memmove(p + lt, p + lf, strlen(p + lf) + 1);
		memcpy(p, to, lt);
	}
}

static int compare_str(const void *a, const void *b)
{
	return strcmp((const char *)a, (const char *)b);
}

static void check_all_moves(hdc_position *pos, void *ctx)
{
	struct tally *t = ctx;
	static hdc_move moves[HDC_MAX_MOVES];
	static char sans[HDC_MAX_MOVES][48];
	size_t n = 0;
	char text[TEXT_CAP];
	get_text(pos, text, sizeof text);
	ck_assert_int_eq(hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &n), HDC_OK);
	t->positions++;
	for (size_t i = 0; i < n; i++) {
		hdc_move m = moves[i], back = 0;
		size_t needed = 0;
		hdc_status st;
		char coord[32], variant[48];
		char *san = sans[i];
		t->moves++;
		t->kinds[hdc_move_kind(m)]++;
		ck_assert_int_eq(hdc_position_move_coord(pos, m, coord, sizeof coord, &needed),
		                 HDC_OK);
		ck_assert_int_eq(hdc_position_move_san(pos, m, san, 48, &needed), HDC_OK);

		/* Coordinates both ways (castlings counted apart, so that one
		 * failure there does not hide the rest). */
		st = hdc_position_parse_coord(pos, coord, &back);
		if (hdc_move_kind(m) == HDC_MOVE_CASTLING && (st != HDC_OK || back != m)) {
			if (!t->castling_coord_bad++)
				snprintf(t->first_bad, sizeof t->first_bad,
				         "parse_coord(\"%s\"): %s in\n%s", coord, hdc_status_string(st),
				         text);
		} else {
			ck_assert_msg(st == HDC_OK && back == m,
			              "coordinate %s does not read back\n%s", coord, text);
		}
		ck_assert_msg(hdc_position_parse_move(pos, coord, &back) == HDC_OK && back == m,
		              "parse_move(%s) differs\n%s", coord, text);
		/* Notation reads back, with and without its check mark, and with
		 * x or * for the multiplication sign. */
		st = hdc_position_parse_san(pos, san, &back);
		ck_assert_msg(st == HDC_OK && back == m, "\"%s\" (%s) does not read back: %s\n%s",
		              san, coord, hdc_status_string(st), text);
		ck_assert_msg(hdc_position_parse_move(pos, san, &back) == HDC_OK && back == m,
		              "parse_move(\"%s\") differs\n%s", san, text);
		strcpy(variant, san);
		char *mark = strpbrk(variant, "+#");
		int kind_of_mark = -1;
		if (mark) {
			kind_of_mark = strcmp(mark, "+^") == 0        ? 0
			               : strcmp(mark, "+" INF) == 0   ? 1
			               : strcmp(mark, "++") == 0      ? 2
			               : strcmp(mark, "#") == 0       ? 3
			                                              : -1;
			ck_assert_msg(kind_of_mark >= 0, "unknown check mark in \"%s\"", san);
			t->marks[kind_of_mark]++;
			*mark = '\0';
			ck_assert_msg(hdc_position_parse_san(pos, variant, &back) == HDC_OK && back == m,
			              "\"%s\" without its mark does not read\n%s", san, text);
		}
		if (strstr(variant, TIMES)) {
			char x[48];
			strcpy(x, variant);
			replace_all(x, TIMES, "x");
			ck_assert_msg(hdc_position_parse_san(pos, x, &back) == HDC_OK && back == m,
			              "\"%s\" does not read\n%s", x, text);
			replace_all(x, "x", "*");
			ck_assert_msg(hdc_position_parse_san(pos, x, &back) == HDC_OK && back == m,
			              "\"%s\" does not read\n%s", x, text);
		}
		if (hdc_move_kind(m) == HDC_MOVE_CAPTURE && strchr(san, '@'))
			t->scornful++;
		if (strstr(san, "@@"))
			t->double_ep++;

		/* The mark tells the truth. */
		hdc_position *after = NULL;
		ck_assert_int_eq(hdc_position_clone(pos, &after), HDC_OK);
		ck_assert_int_eq(hdc_position_play(after, m), HDC_OK);
		int32_t check = hex_in_check(after), status = -1, winner = -2;
		ck_assert_int_eq(hdc_position_status(after, &status, &winner), HDC_OK);
		if (kind_of_mark < 0)
			ck_assert_msg(!check, "\"%s\" checks without a mark\n%s", san, text);
		else if (kind_of_mark == 3)
			ck_assert_msg(status == HDC_STATUS_CHECKMATE, "\"%s\" is no mate\n%s", san, text);
		else
			ck_assert_msg(check && status != HDC_STATUS_CHECKMATE,
			              "\"%s\": check %d status %d\n%s", san, check, status, text);
		hdc_position_free(after);
	}
	/* All different within the position. */
	qsort(sans, n, sizeof sans[0], compare_str);
	for (size_t i = 1; i < n; i++)
		ck_assert_msg(strcmp(sans[i - 1], sans[i]) != 0, "\"%s\" names two moves\n%s",
		              sans[i], text);
}

START_TEST(random_game_round_trips)
{
	struct tally t;
	memset(&t, 0, sizeof t);
	int visited = random_games(20240924u, 3, 100, check_all_moves, &t);
	ck_assert_int_ge(visited, 1000);
	ck_assert_int_eq(t.positions, visited);
	/* The games reached the special moves. */
	fprintf(stderr,
	        "notation round trips: %d positions, %d moves; quiet %d capture %d double %d "
	        "triple %d e.p. %d (@@ %d) scornful %d castling %d promotion %d/%d in place %d; "
	        "marks +^ %d +inf %d ++ %d # %d\n",
	        t.positions, t.moves, t.kinds[HDC_MOVE_QUIET], t.kinds[HDC_MOVE_CAPTURE],
	        t.kinds[HDC_MOVE_DOUBLE_STEP], t.kinds[HDC_MOVE_TRIPLE_STEP],
	        t.kinds[HDC_MOVE_EN_PASSANT], t.double_ep, t.scornful, t.kinds[HDC_MOVE_CASTLING],
	        t.kinds[HDC_MOVE_PROMOTION], t.kinds[HDC_MOVE_PROMOTION_CAPTURE],
	        t.kinds[HDC_MOVE_PROMOTION_IN_PLACE], t.marks[0], t.marks[1], t.marks[2],
	        t.marks[3]);
	ck_assert_int_gt(t.kinds[HDC_MOVE_TRIPLE_STEP], 0);
	ck_assert_int_gt(t.kinds[HDC_MOVE_EN_PASSANT], 0);
	ck_assert_int_gt(t.kinds[HDC_MOVE_CASTLING], 0);
	ck_assert_int_gt(t.kinds[HDC_MOVE_PROMOTION], 0);
	ck_assert_int_gt(t.marks[0], 0);
	ck_assert_int_gt(t.marks[1], 0);
	/* Section 0: a castling's coordinate notation is its string, and
	 * reads back like every other coordinate move. */
	ck_assert_msg(t.castling_coord_bad == 0,
	              "%d castlings do not read back in coordinate notation; first: %s",
	              t.castling_coord_bad, t.first_bad);
}
END_TEST

static Suite *notation_suite(void)
{
	Suite *s = suite_create("cescacs-notation");
	TCase *tc = tcase_create("section-12");
	tcase_add_test(tc, ordinary_moves);
	tcase_add_test(tc, captures);
	tcase_add_test(tc, en_passant);
	tcase_add_test(tc, scornful);
	tcase_add_test(tc, promotions);
	tcase_add_test(tc, castlings);
	tcase_add_test(tc, check_marks);
	tcase_add_test(tc, check_marks_verified);
	tcase_add_test(tc, reader_refusals);
	tcase_add_test(tc, coordinates);
	tcase_add_test(tc, castling_coordinates_read_back);
	suite_add_tcase(s, tc);
	tc = tcase_create("random");
	tcase_set_timeout(tc, 240);
	tcase_add_test(tc, random_game_round_trips);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	return run_suite(notation_suite());
}
