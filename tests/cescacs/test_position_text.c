/*
 * test_position_text.c - the C'escacs position string (CESCACS.md section
 * 11): exact round trips (reference strings, random games), the forms the
 * reader accepts (aliases, line order, missing fields, castling parts,
 * special-capture records), and every refusal with its status and a byte
 * offset into the offending part, the handle left as it was.
 */
#include <stdio.h>
#include <stdlib.h>

#include "hex.h"

#define START_TEXT                                                                      \
	"/28:v/27:dk/26:gjg/25:rnnr/24:pejep/23:ppeepp/22:2pjp2/21:3pp3/20:3p3/8:3P3/"   \
	"7:3PP3/6:2PJP2/5:PPEEPP/4:PEJEP/3:RNNR/2:GJG/1:DK/0:V/ w RKRrkr - 0 1"

static void assert_round_trip(const char *text)
{
	hdc_position *pos = NULL;
	hdc_status st = hdc_position_from_text("cescacs", text, &pos);
	ck_assert_msg(st == HDC_OK, "refused (%s):\n%s", hdc_status_string(st), text);
	char out[TEXT_CAP];
	get_text(pos, out, sizeof out);
	ck_assert_str_eq(out, text);
	hdc_position_free(pos);
}

/* Reads `in`, expects `out` written back. */
static void assert_reads_as(const char *in, const char *out)
{
	hdc_position *pos = NULL;
	hdc_status st = hdc_position_from_text("cescacs", in, &pos);
	ck_assert_msg(st == HDC_OK, "refused (%s):\n%s", hdc_status_string(st), in);
	char text[TEXT_CAP];
	get_text(pos, text, sizeof text);
	ck_assert_msg(strcmp(text, out) == 0, "read\n  %s\nwrote\n  %s\nwant\n  %s", in, text, out);
	hdc_position_free(pos);
}

START_TEST(start_string)
{
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new("cescacs", &pos), HDC_OK);
	char text[TEXT_CAP];
	get_text(pos, text, sizeof text);
	ck_assert_str_eq(text, START_TEXT);
	hdc_position *read = hex_text_pos(START_TEXT);
	ck_assert_uint_eq(get_key(read), get_key(pos));
	hdc_position_free(read);
	hdc_position_free(pos);
	assert_round_trip(START_TEXT);
}
END_TEST

/* The reference strings of tests/data/perft-cescacs.txt, written by the
 * author's engine (with the section 0 corrections), come back unchanged. */
START_TEST(reference_strings)
{
	struct perft_entry *list = NULL;
	int n = load_perft_file("perft-cescacs.txt", &list);
	ck_assert_int_ge(n, 4);
	for (int i = 0; i < n; i++)
		assert_round_trip(list[i].text);
	free(list);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* Round trips over random games                                             */
/* ------------------------------------------------------------------------ */

struct text_tally {
	int positions, ep, scornful, promotions;
};

static void text_round_trip(hdc_position *pos, void *ctx)
{
	struct text_tally *t = ctx;
	char text[TEXT_CAP], again[TEXT_CAP], a[LIST_CAP], b[LIST_CAP];
	get_text(pos, text, sizeof text);
	hdc_position *read = NULL;
	hdc_status st = hdc_position_from_text("cescacs", text, &read);
	ck_assert_msg(st == HDC_OK, "own text refused (%s):\n%s", hdc_status_string(st), text);
	get_text(read, again, sizeof again);
	ck_assert_msg(strcmp(text, again) == 0, "text changed:\n  %s\n  %s", text, again);
	ck_assert_msg(get_key(read) == get_key(pos), "key changed reading\n%s", text);
	/* The same legal moves, so nothing the moves depend on is lost (the
	 * special-capture record, castling rights, awaiting pawns). */
	moves_text(pos, NULL, a, sizeof a);
	moves_text(read, NULL, b, sizeof b);
	ck_assert_msg(strcmp(a, b) == 0, "moves differ after reading\n%s\n  %s\n  %s", text, a, b);
	hdc_position_free(read);
	t->positions++;
	char special[64];
	hex_field(pos, 3, special, sizeof special);
	if (special[0] == 'P')
		t->ep++;
	else if (special[0] != '-')
		t->scornful++;
	/* Positions right after a promotion. */
	size_t n = 0;
	ck_assert_int_eq(hdc_position_history_length(pos, &n), HDC_OK);
	if (n) {
		hdc_move last = 0;
		ck_assert_int_eq(hdc_position_history_move(pos, n - 1, &last), HDC_OK);
		t->promotions += hdc_move_promotion(last) != 0;
	}
}

START_TEST(random_game_round_trips)
{
	struct text_tally t = { 0, 0, 0, 0 };
	/* One game per start instead of four in short runs (HDC_TEST_SHORT;
	 * under valgrind the four took two minutes): the same kinds of record
	 * still come up. */
	int games = getenv("HDC_TEST_SHORT") ? 1 : 4;
	int visited = random_games(7041977u, games, 120, text_round_trip, &t);
	fprintf(stderr,
	        "position strings: %d positions, %d with e.p. record, %d scornful, %d "
	        "right after a promotion\n",
	        t.positions, t.ep, t.scornful, t.promotions);
	ck_assert_int_ge(visited, 250 * games);
	ck_assert_int_gt(t.ep, 0);
	ck_assert_int_gt(t.scornful, 0);
	ck_assert_int_gt(t.promotions, 0);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* What the reader accepts (section 11)                                      */
/* ------------------------------------------------------------------------ */

START_TEST(aliases)
{
	/* Q->D, W->V, T->R, C and S->N, A B F L->J: read, never written. */
	assert_reads_as("/28:w/27:qk/26:gag/25:tcsr/24:pebep/23:ppeepp/22:2plp2/21:3pp3/20:3p3/"
	                "8:3P3/7:3PP3/6:2PFP2/5:PPEEPP/4:PELEP/3:TSCR/2:GBG/1:QK/0:W/ w RKRrkr - 0 1",
	                START_TEXT);
}
END_TEST

START_TEST(line_order_and_empty_lines)
{
	/* Any order; omitted lines are empty; empty lines may be given. */
	assert_reads_as("/0:V/1:DK/2:GJG/3:RNNR/4:PEJEP/5:PPEEPP/6:2PJP2/7:3PP3/8:3P3/14:7/"
	                "20:3p3/21:3pp3/22:2pjp2/23:ppeepp/24:pejep/25:rnnr/26:gjg/27:dk/28:v/ "
	                "w RKRrkr - 0 1",
	                START_TEXT);
	assert_reads_as("/5:6/0:1/1:1K/27:1k/ w - - 0 1", "/27:1k/1:1K/ w - - 0 1");
}
END_TEST

START_TEST(missing_fields)
{
	/* Section 11: a missing castling field means RKRrkr; the other fields
	 * default to none, 0 and 1. */
	char placement[TEXT_CAP];
	strcpy(placement, START_TEXT);
	*strchr(placement, ' ') = '\0';
	/* Room for the placement and the longest field list written below. */
	char text[TEXT_CAP + 32];
	snprintf(text, sizeof text, "%s w", placement);
	assert_reads_as(text, START_TEXT);
	snprintf(text, sizeof text, "%s w RKRrkr", placement);
	assert_reads_as(text, START_TEXT);
	snprintf(text, sizeof text, "%s w RKRrkr -", placement);
	assert_reads_as(text, START_TEXT);
	snprintf(text, sizeof text, "%s w RKRrkr - 0", placement);
	assert_reads_as(text, START_TEXT);
	/* '-' for the counters. */
	snprintf(text, sizeof text, "%s w RKRrkr - - 1", placement);
	assert_reads_as(text, START_TEXT);
	snprintf(text, sizeof text, "%s w RKRrkr - 0 -", placement);
	hdc_position *pos = hex_text_pos(text);
	int32_t clock = -1;
	ck_assert_int_eq(hdc_position_halfmove_clock(pos, &clock), HDC_OK);
	ck_assert_int_eq(clock, 0);
	hdc_position_free(pos);
}
END_TEST

/* The castling field: White's part then Black's, each RKR, KR, RK, K or
 * '-'; one '-' part is left out, two make "-". */
START_TEST(castling_parts)
{
	static const struct {
		const char *pieces, *field;
	} cases[] = {
		{ "KG1 RC3 RI3 kG27 rC25 rI25", "RKRrkr" },
		{ "KG1 RC3 RI3 kG27 rC25 rI25", "KRrk" },
		{ "KG1 RC3 RI3 kG27 rC25 rI25", "RKkr" },
		{ "KG1 RC3 RI3 kG27 rC25 rI25", "Kk" },
		{ "KG1 RC3 RI3 kG27 rC25 rI25", "RKR" },
		{ "KG1 RC3 RI3 kG27 rC25 rI25", "rkr" },
		{ "KG1 RC3 RI3 kG27 rC25 rI25", "-" },
		{ "KG1 RI3 kG27 rC25", "KRrk" },
		{ "KG1 kG27", "Kk" },
		{ "KG1 kG27", "K" },
		{ "KG1 kG27", "k" },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char fields[32], text[TEXT_CAP];
		snprintf(fields, sizeof fields, "w %s - 0 1", cases[i].field);
		hex_text(cases[i].pieces, fields, text, sizeof text);
		assert_round_trip(text);
	}
}
END_TEST

/* A part without its king at home cannot make the king unmoved (section
 * 8.1, 14 E1): the text is refused, or read with the king moved. */
START_TEST(displaced_king_has_no_leap)
{
	char text[TEXT_CAP];
	hex_text("KF2 kG27", "w Kk - 0 1", text, sizeof text);
	hdc_position *pos = NULL;
	hdc_status st = hdc_position_from_text("cescacs", text, &pos);
	if (st != HDC_OK) {
		ck_assert_int_eq(st, HDC_ERR_INVALID_POSITION);
		return;
	}
	/* F2's knight jumps: I3 I1 C3 C1 H6 D6 G7 E7 (existing ones). */
	static const char *const jumps[] = { "F2I3", "F2C3", "F2H6", "F2D6", "F2G7", "F2E7" };
	for (size_t i = 0; i < sizeof jumps / sizeof jumps[0]; i++)
		ck_assert_msg(!hex_has_move(pos, jumps[i]), "displaced king leaps: %s", jumps[i]);
	hdc_position_free(pos);
}
END_TEST

START_TEST(special_capture_records)
{
	/* Section 11's examples: black E17-E13, black E21-E15. */
	char text[TEXT_CAP];
	hex_text("KZ9 kP19 PF12 pE13", "w - P@E15[E13] 0 2", text, sizeof text);
	assert_round_trip(text);
	hex_text("KZ9 kP7 pE15 PD16 PF14", "w - P@E19,17[E15] 0 2", text, sizeof text);
	assert_round_trip(text);
	hdc_position *pos = hex_text_pos(text);
	int32_t ep = -1;
	ck_assert_int_eq(hdc_position_en_passant(pos, &ep), HDC_OK);
	ck_assert_int_eq(ep, hex_cell(pos, "E19"));
	ASSERT_HEX_MOVES(pos, "D16", "D16D18 D16D20 D16C17 D16E17 D16E19");
	hdc_position_free(pos);
	/* White triple step, as written after E7-E13. */
	hex_text("KZ9 kP19 PE13 pD12", "b - P@E9,11[E13] 0 1", text, sizeof text);
	assert_round_trip(text);
	/* Scornful: black H16-G15 past the white pawn H14. */
	hex_text("KZ9 kP19 PH14 pG15", "w - H14@G15 0 2", text, sizeof text);
	assert_round_trip(text);
	pos = hex_text_pos(text);
	ck_assert(hex_has_move(pos, "H14G15"));
	hdc_position_free(pos);
	/* Without the record no capture. */
	pos = hex_pos("KZ9 kP19 PH14 pG15", "w - - 0 2");
	ck_assert(!hex_has_move(pos, "H14G15"));
	hdc_position_free(pos);
	/* A promoted piece as the e.p. victim: white A19-A23=D. */
	hex_text("KP21 kZ7 DA23 pB24", "b - P@A21[A23] 0 1", text, sizeof text);
	assert_round_trip(text);
}
END_TEST

/* The hexes a white pawn can reach from its initial hexes (section 6);
 * black's are their mirror images. */
static void reachable(int reach[15][29])
{
	static const int home[11][2] = { { 2, 5 }, { 3, 4 }, { 4, 5 }, { 5, 6 }, { 6, 7 }, { 7, 8 },
		                         { 8, 7 }, { 9, 6 }, { 10, 5 }, { 11, 4 }, { 12, 5 } };
	static const int step[5][2] = { { 0, 2 }, { 1, 1 }, { -1, 1 }, { 1, 3 }, { -1, 3 } };
	memset(reach, 0, sizeof(int[15][29]));
	for (int i = 0; i < 11; i++)
		reach[home[i][0]][home[i][1]] = 1;
	for (int l = 0; l < 29; l++)
		for (int c = 0; c < 15; c++)
			for (int k = 0; k < 5 && reach[c][l]; k++)
				if (hex_exists(c + step[k][0], l + step[k][1]))
					reach[c + step[k][0]][l + step[k][1]] = 1;
}

/* A pawn is accepted exactly on the hexes a pawn of its colour can reach
 * (a white pawn never on lines 0..3, nor E5 G5 F6...; on its promotion
 * hexes it is an awaiting pawn); a refusal points at the pawn. */
START_TEST(pawn_hexes)
{
	int reach[15][29];
	reachable(reach);
	int accepted[2] = { 0, 0 };
	for (int side = 0; side < 2; side++)
		for (int c = 0; c < 15; c++)
			for (int l = 0; l < 29; l++) {
				if (!hex_exists(c, l))
					continue;
				char hex[8], pieces[64], text[TEXT_CAP];
				hex_name(c, l, hex);
				/* The kings on hexes no pawn of that colour reaches. */
				const char *kings = side ? "KF28 kI25" : "KF0 kI3";
				if (strcmp(hex, side ? "F28" : "F0") == 0 ||
				    strcmp(hex, side ? "I25" : "I3") == 0)
					continue;
				snprintf(pieces, sizeof pieces, "%s %c%s", kings, side ? 'p' : 'P', hex);
				hex_text(pieces, side ? "b - - 0 1" : "w - - 0 1", text, sizeof text);
				hdc_position *pos = NULL;
				hdc_status st = hdc_position_new("cescacs", &pos);
				ck_assert_int_eq(st, HDC_OK);
				st = hdc_position_set_text(pos, text);
				int want = reach[c][side ? 28 - l : l];
				ck_assert_msg((st == HDC_OK) == want, "%s pawn on %s: %s, want %s",
				              side ? "black" : "white", hex, hdc_status_string(st),
				              want ? "accepted" : "refused");
				if (st != HDC_OK) {
					ck_assert_int_eq(st, HDC_ERR_INVALID_POSITION);
					int64_t at = strchr(text, side ? 'p' : 'P') - text;
					ck_assert_msg(hdc_position_error_offset(pos) == at,
					              "%s: offset %lld, want %lld (the pawn)\n%s", hex,
					              (long long)hdc_position_error_offset(pos),
					              (long long)at, text);
				}
				accepted[side] += st == HDC_OK;
				hdc_position_free(pos);
			}
	ck_assert_int_eq(accepted[0], accepted[1]);
	fprintf(stderr, "pawn hexes: %d per side\n", accepted[0]);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* Refusals                                                                  */
/* ------------------------------------------------------------------------ */

enum { EITHER = 1 }; /* HDC_ERR_SYNTAX or HDC_ERR_INVALID_POSITION */

struct bad_text {
	const char *name;
	const char *pieces;         /* NULL: the start string */
	const char *fields;         /* after the placement of `pieces` */
	const char *find, *replace; /* one edit of the text, or find = NULL */
	hdc_status status;
	/* The offset points into the first occurrence of this substring (end
	 * included); NULL: anywhere in the text. */
	const char *span;
};

#define KINGS "KZ9 kP19"

static const struct bad_text bad[] = {
	/* Placement syntax. */
	{ "no-leading-slash", NULL, NULL, "/28:v/", "28:v/", HDC_ERR_SYNTAX, "28:" },
	{ "no-slash-between-lines", NULL, NULL, "/28:v/27:", "/28:v27:", HDC_ERR_SYNTAX, "v27:" },
	{ "no-final-slash", NULL, NULL, "0:V/ w", "0:V w", HDC_ERR_SYNTAX, "V w" },
	{ "line-too-long", NULL, NULL, "20:3p3/", "20:3p4/", HDC_ERR_SYNTAX, "3p4/" },
	{ "line-too-long-letter", NULL, NULL, "28:v/", "28:vv/", HDC_ERR_SYNTAX, "vv/" },
	{ "line-too-short", NULL, NULL, "20:3p3/", "20:3p2/", HDC_ERR_SYNTAX, "3p2/" },
	{ "line-29", NULL, NULL, "/28:v/", "/29:1/28:v/", HDC_ERR_SYNTAX, "29:" },
	{ "line-twice", NULL, NULL, "/8:3P3/", "/8:3P3/8:7/", HDC_ERR_SYNTAX, "8:7/" },
	{ "line-no-colon", NULL, NULL, "/28:v/", "/28v/", HDC_ERR_SYNTAX, "28v" },
	{ "unknown-letter", NULL, NULL, "27:dk/", "27:dx/", HDC_ERR_SYNTAX, "dx/" },
	{ "almogaver", NULL, NULL, "27:dk/", "27:mk/", HDC_ERR_SYNTAX, "mk/" },
	{ "bad-character", NULL, NULL, "20:3p3/", "20:3p*3/", HDC_ERR_SYNTAX, "p*3" },
	{ "empty-text", "", NULL, NULL, NULL, HDC_ERR_SYNTAX, NULL },

	/* Side. */
	{ "side-missing", NULL, NULL, "/ w RKRrkr - 0 1", "/", HDC_ERR_SYNTAX, NULL },
	{ "side-x", NULL, NULL, " w ", " x ", HDC_ERR_SYNTAX, "x " },
	{ "side-upper-W", NULL, NULL, " w ", " W ", HDC_ERR_SYNTAX, "W " },

	/* Castling parts. */
	{ "castling-RRK", NULL, NULL, " RKRrkr ", " RRKrkr ", HDC_ERR_SYNTAX, "RRKrkr" },
	{ "castling-KRK", NULL, NULL, " RKRrkr ", " KRKrkr ", HDC_ERR_SYNTAX, "KRKrkr" },
	{ "castling-black-rkrr", NULL, NULL, " RKRrkr ", " RKRrkrr ", HDC_ERR_SYNTAX, "rkrr" },
	{ "castling-Q", NULL, NULL, " RKRrkr ", " Qkr ", HDC_ERR_SYNTAX, "Qkr" },
	{ "castling-double-dash", "KG1 kG27", "w -- - 0 1", NULL, NULL, HDC_ERR_SYNTAX, "-- " },
	{ "castling-mixed-case", NULL, NULL, " RKRrkr ", " RkRrkr ", HDC_ERR_SYNTAX, "RkRrkr" },

	/* Material (section 11: at most 1 K, 1 D, 1 V, 2 R, 2 G, 2 N, 3 J, one
	 * J per hex colour; section 4: 4 E, 11 P). */
	{ "two-white-kings", NULL, NULL, "1:DK/", "1:KK/", HDC_ERR_INVALID_POSITION, NULL },
	{ "no-black-king", NULL, NULL, "27:dk/", "27:d1/", HDC_ERR_INVALID_POSITION, NULL },
	{ "two-queens", NULL, NULL, "0:V/", "0:D/", HDC_ERR_INVALID_POSITION, NULL },
	{ "three-rooks", NULL, NULL, "0:V/", "0:R/", HDC_ERR_INVALID_POSITION, NULL },
	{ "three-pegasi", NULL, NULL, "0:V/", "0:G/", HDC_ERR_INVALID_POSITION, NULL },
	{ "three-knights", NULL, NULL, "0:V/", "0:N/", HDC_ERR_INVALID_POSITION, NULL },
	{ "four-bishops", NULL, NULL, "0:V/", "0:J/", HDC_ERR_INVALID_POSITION, NULL },
	{ "five-elephants", NULL, NULL, "0:V/", "0:E/", HDC_ERR_INVALID_POSITION, NULL },
	{ "two-wyverns-black", NULL, NULL, "27:dk/", "27:vk/", HDC_ERR_INVALID_POSITION, NULL },
	{ "twelve-pawns", NULL, NULL, "/8:3P3/", "/10:3P3/8:3P3/", HDC_ERR_INVALID_POSITION,
	  NULL },
	/* F2 and F8: lines 2 and 8, both "Colour" hexes. */
	{ "two-bishops-one-colour", KINGS " JF2 JF8", "w - - 0 1", NULL, NULL,
	  HDC_ERR_INVALID_POSITION, NULL },
	{ "two-black-bishops-one-colour", KINGS " jF24 jC15", "w - - 0 1", NULL, NULL,
	  HDC_ERR_INVALID_POSITION, NULL },

	/* Pawns where none can stand. */
	{ "white-pawn-line-3", KINGS " PE3", "w - - 0 1", NULL, NULL, HDC_ERR_INVALID_POSITION,
	  "P" },
	{ "white-pawn-line-0", KINGS " PF0", "w - - 0 1", NULL, NULL, HDC_ERR_INVALID_POSITION,
	  "P" },
	{ "white-pawn-E5", KINGS " PE5", "w - - 0 1", NULL, NULL, HDC_ERR_INVALID_POSITION, "P" },
	{ "black-pawn-line-25", KINGS " pE25", "w - - 0 1", NULL, NULL, HDC_ERR_INVALID_POSITION,
	  "p" },
	{ "black-pawn-line-28", KINGS " pF28", "w - - 0 1", NULL, NULL, HDC_ERR_INVALID_POSITION,
	  "p" },

	/* En passant records no last move explains. */
	{ "ep-no-pawn", KINGS, "w - P@E15[E13] 0 2", NULL, NULL, HDC_ERR_INVALID_POSITION,
	  "P@E15[E13]" },
	{ "ep-white-pawn", KINGS " PE13", "w - P@E15[E13] 0 2", NULL, NULL,
	  HDC_ERR_INVALID_POSITION, "P@E15[E13]" },
	{ "ep-origin-occupied", KINGS " pE13 nE17", "w - P@E15[E13] 0 2", NULL, NULL,
	  HDC_ERR_INVALID_POSITION, "P@E15[E13]" },
	{ "ep-passed-occupied", KINGS " pE13 nE15", "w - P@E15[E13] 0 2", NULL, NULL,
	  HDC_ERR_INVALID_POSITION, "P@E15[E13]" },
	{ "ep-mover-to-move", KINGS " PE11", "w - P@E9[E11] 0 2", NULL, NULL,
	  HDC_ERR_INVALID_POSITION, "P@E9[E11]" },
	{ "ep-wrong-pawn-hex", KINGS " pE11", "w - P@E15[E11] 0 2", NULL, NULL,
	  HDC_ERR_INVALID_POSITION, "P@E15[E11]" },
	/* F20 is no triple-step hex (section 6). */
	{ "ep-triple-from-F", KINGS " pF14", "w - P@F18,16[F14] 0 2", NULL, NULL,
	  HDC_ERR_INVALID_POSITION, "P@F18,16[F14]" },
	{ "ep-triple-wrong-second", KINGS " pE15", "w - P@E19,15[E15] 0 2", NULL, NULL, EITHER,
	  "P@E19,15[E15]" },
	{ "ep-bad-hex", KINGS " pE13", "w - P@Z99[E13] 0 2", NULL, NULL, HDC_ERR_SYNTAX,
	  "P@Z99[E13]" },
	{ "ep-no-bracket", KINGS " pE13", "w - P@E15E13 0 2", NULL, NULL, HDC_ERR_SYNTAX,
	  "P@E15E13" },
	{ "ep-unclosed", KINGS " pE13", "w - P@E15[E13 0 2", NULL, NULL, HDC_ERR_SYNTAX,
	  "P@E15[E13 " },

	/* Scornful records no last move explains. */
	{ "scorn-no-capturer", KINGS " pG15", "w - H14@G15 0 2", NULL, NULL,
	  HDC_ERR_INVALID_POSITION, "H14@G15" },
	{ "scorn-no-victim", KINGS " PH14", "w - H14@G15 0 2", NULL, NULL,
	  HDC_ERR_INVALID_POSITION, "H14@G15" },
	{ "scorn-origin-occupied", KINGS " PH14 pG15 nH16", "w - H14@G15 0 2", NULL, NULL,
	  HDC_ERR_INVALID_POSITION, "H14@G15" },
	{ "scorn-capture-vector", KINGS " PH14 pG13", "w - H14@G13 0 2", NULL, NULL,
	  HDC_ERR_INVALID_POSITION, "H14@G13" },
	{ "scorn-straight", KINGS " PH14 pH12", "w - H14@H12 0 2", NULL, NULL,
	  HDC_ERR_INVALID_POSITION, "H14@H12" },
	{ "scorn-wrong-side", KINGS " PH14 pG15", "b - H14@G15 0 2", NULL, NULL,
	  HDC_ERR_INVALID_POSITION, "H14@G15" },
	{ "scorn-own-piece", KINGS " PH14 PG15", "w - H14@G15 0 2", NULL, NULL,
	  HDC_ERR_INVALID_POSITION, "H14@G15" },
	{ "scorn-bad-hex", KINGS " PH14 pG15", "w - H14@J15 0 2", NULL, NULL, HDC_ERR_SYNTAX,
	  "H14@J15" },
	{ "special-junk", KINGS, "w - x 0 2", NULL, NULL, HDC_ERR_SYNTAX, "x 0" },

	/* The side not to move in check: the rook P7 sees P19. */
	{ "not-to-move-in-check", KINGS " RP7", "w - - 0 1", NULL, NULL, HDC_ERR_INVALID_POSITION,
	  NULL },

	/* Counters and trailing text. */
	{ "halfmove-not-a-number", KINGS, "w - - x 1", NULL, NULL, HDC_ERR_SYNTAX, "x 1" },
	{ "fullmove-zero", KINGS, "w - - 0 0", NULL, NULL, HDC_ERR_SYNTAX, "0 0" },
	{ "trailing-word", KINGS, "w - - 0 1 x", NULL, NULL, HDC_ERR_SYNTAX, "1 x" },
};

static void build(const struct bad_text *c, char *text, size_t cap)
{
	if (!c->pieces) {
		ck_assert(strlen(START_TEXT) < cap);
		strcpy(text, START_TEXT);
	} else if (!c->pieces[0]) {
		text[0] = '\0';
	} else {
		hex_text(c->pieces, c->fields, text, cap);
	}
	if (c->find) {
		char *at = strstr(text, c->find);
		ck_assert_msg(at != NULL, "%s: \"%s\" not in the text", c->name, c->find);
		char rest[TEXT_CAP];
		strcpy(rest, at + strlen(c->find));
		ck_assert(strlen(text) + strlen(c->replace) < cap);
		strcpy(at, c->replace);
		strcat(at, rest);
	}
}

START_TEST(refused)
{
	const struct bad_text *c = &bad[_i];
	char text[TEXT_CAP];
	build(c, text, sizeof text);

	/* A handle with a move in its history, which a failed read must keep. */
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new("cescacs", &pos), HDC_OK);
	play(pos, "F8F10");
	char before[TEXT_CAP], after[TEXT_CAP];
	get_text(pos, before, sizeof before);
	uint64_t key = get_key(pos);

	hdc_status st = hdc_position_set_text(pos, text);
	if (c->status == EITHER)
		ck_assert_msg(st == HDC_ERR_SYNTAX || st == HDC_ERR_INVALID_POSITION,
		              "%s: status %d (%s), want a refusal\n%s", c->name, st,
		              hdc_status_string(st), text);
	else
		ck_assert_msg(st == c->status, "%s: status %d (%s), want %d (%s)\n%s", c->name, st,
		              hdc_status_string(st), c->status, hdc_status_string(c->status), text);
	const char *msg = hdc_position_error_message(pos);
	ck_assert_msg(msg && msg[0], "%s: no message", c->name);
	int64_t off = hdc_position_error_offset(pos);
	int64_t lo = 0, hi = (int64_t)strlen(text);
	if (c->span) {
		const char *at = strstr(text, c->span);
		ck_assert_msg(at != NULL, "%s: span \"%s\" not in the text", c->name, c->span);
		lo = at - text;
		hi = lo + (int64_t)strlen(c->span);
	}
	ck_assert_msg(off >= lo && off <= hi,
	              "%s: offset %lld, want %lld..%lld (\"%s\"); message: %s\n%s", c->name,
	              (long long)off, (long long)lo, (long long)hi, c->span ? c->span : "", msg,
	              text);

	get_text(pos, after, sizeof after);
	ck_assert_str_eq(after, before);
	ck_assert_uint_eq(get_key(pos), key);
	size_t history = 0;
	ck_assert_int_eq(hdc_position_history_length(pos, &history), HDC_OK);
	ck_assert_uint_eq(history, 1);

	hdc_position *out = (hdc_position *)&out;
	ck_assert_int_eq(hdc_position_from_text("cescacs", text, &out), st);
	ck_assert_ptr_null(out);
	hdc_position_free(pos);
}
END_TEST

static Suite *text_suite(void)
{
	Suite *s = suite_create("cescacs-position-text");
	TCase *tc = tcase_create("round-trips");
	tcase_set_timeout(tc, 240);
	tcase_add_test(tc, start_string);
	tcase_add_test(tc, reference_strings);
	tcase_add_test(tc, random_game_round_trips);
	suite_add_tcase(s, tc);
	tc = tcase_create("reader");
	tcase_add_test(tc, aliases);
	tcase_add_test(tc, line_order_and_empty_lines);
	tcase_add_test(tc, missing_fields);
	tcase_add_test(tc, castling_parts);
	tcase_add_test(tc, displaced_king_has_no_leap);
	tcase_add_test(tc, special_capture_records);
	tcase_add_test(tc, pawn_hexes);
	suite_add_tcase(s, tc);
	tc = tcase_create("refusals");
	tcase_add_loop_test(tc, refused, 0, (int)(sizeof bad / sizeof bad[0]));
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	return run_suite(text_suite());
}
