/*
 * test_position_text.c - position text (RULES.md "Position notation"):
 * round trips, defaults, and every validation RULES.md asks for, each with
 * its status, a byte offset pointing into the offending part of the text,
 * a message, and the position left as it was.
 */
#include <stdio.h>
#include <stdlib.h>

#include "common.h"

static const char *const variant_names[3] = { "hdc", "raumschach", "3d8l" };
static const char *const perft_files[3] = { "perft-hdc.txt", "perft-raumschach.txt",
	                                    "perft-3d8l.txt" };

static void assert_round_trip(const char *variant, const char *text)
{
	hdc_position *pos = NULL;
	hdc_status st = hdc_position_from_text(variant, text, &pos);
	ck_assert_msg(st == HDC_OK, "%s refused (%s):\n%s", variant, hdc_status_string(st), text);
	char out[TEXT_CAP];
	get_text(pos, out, sizeof out);
	ck_assert_str_eq(out, text);
	hdc_position_free(pos);
}

START_TEST(start_positions)
{
	const char *variant = variant_names[_i];
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new(variant, &pos), HDC_OK);
	char text[TEXT_CAP];
	get_text(pos, text, sizeof text);
	/* The start texts as RULES.md writes them. */
	ck_assert_str_eq(text, variant_info(variant)->start);
	char name[32];
	size_t needed = 0;
	ck_assert_int_eq(hdc_position_variant(pos, name, sizeof name, &needed), HDC_OK);
	ck_assert_str_eq(name, variant);
	hdc_position_free(pos);
	assert_round_trip(variant, variant_info(variant)->start);
}
END_TEST

START_TEST(hdc_is_the_default)
{
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new(NULL, &pos), HDC_OK);
	char text[TEXT_CAP];
	get_text(pos, text, sizeof text);
	ck_assert_str_eq(text, variant_info("hdc")->start);
	hdc_position_free(pos);
}
END_TEST

START_TEST(perft_positions)
{
	struct perft_entry *e = NULL;
	int n = load_perft_file(perft_files[_i], &e);
	ck_assert_msg(n > 0, "%s missing or empty", perft_files[_i]);
	for (int i = 0; i < n; i++)
		assert_round_trip(variant_names[_i], e[i].text);
	free(e);
}
END_TEST

START_TEST(counters_default)
{
	/* Without the two counters the text reads as "0 1". */
	const char *variant = variant_names[_i];
	char text[TEXT_CAP], out[TEXT_CAP];
	strcpy(text, variant_info(variant)->start);
	size_t len = strlen(text);
	ck_assert(len > 4 && strcmp(text + len - 4, " 0 1") == 0);
	text[len - 4] = '\0';
	hdc_position *pos = make_text_pos(variant, text);
	get_text(pos, out, sizeof out);
	ck_assert_str_eq(out, variant_info(variant)->start);
	int32_t clock = -1, number = -1;
	ck_assert_int_eq(hdc_position_halfmove_clock(pos, &clock), HDC_OK);
	ck_assert_int_eq(hdc_position_fullmove_number(pos, &number), HDC_OK);
	ck_assert_int_eq(clock, 0);
	ck_assert_int_eq(number, 1);
	hdc_position_free(pos);

	/* Other counters are kept. */
	strcat(text, " 17 42");
	pos = make_text_pos(variant, text);
	get_text(pos, out, sizeof out);
	ck_assert_str_eq(out, text);
	ck_assert_int_eq(hdc_position_halfmove_clock(pos, &clock), HDC_OK);
	ck_assert_int_eq(hdc_position_fullmove_number(pos, &number), HDC_OK);
	ck_assert_int_eq(clock, 17);
	ck_assert_int_eq(number, 42);
	hdc_position_free(pos);
}
END_TEST

START_TEST(castling_letters_any_order)
{
	/* Readers accept the letters in any order; writers use KQLUkqlu. */
	char text[TEXT_CAP], out[TEXT_CAP];
	strcpy(text, variant_info("hdc")->start);
	char *f = strstr(text, " KQLUkqlu ");
	ck_assert_ptr_nonnull(f);
	memcpy(f + 1, "uUlLqQkK", 8);
	hdc_position *pos = make_text_pos("hdc", text);
	get_text(pos, out, sizeof out);
	ck_assert_str_eq(out, variant_info("hdc")->start);
	hdc_position *start = NULL;
	ck_assert_int_eq(hdc_position_new("hdc", &start), HDC_OK);
	ck_assert_uint_eq(get_key(pos), get_key(start));
	hdc_position_free(start);
	hdc_position_free(pos);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* Validation                                                                */
/* ------------------------------------------------------------------------ */

enum { EITHER = 1 }; /* status: HDC_ERR_SYNTAX or HDC_ERR_INVALID_POSITION */

struct bad_text {
	const char *name;
	const char *variant;
	const char *pieces; /* NULL: the start position; "@65P": 65 white pawns */
	const char *fields; /* for pieces */
	const char *find, *replace; /* one edit of the text, or find = NULL */
	hdc_status status;
	/* The offset must point into the first occurrence of this substring
	 * (end included); NULL: anywhere in the text. */
	const char *span;
};

#define HDC_L1 "4r3/pppppppp/8/8/8/8/PPPPPPPP/4R3"
#define KINGS "Ke1IV ke8IV"

static const struct bad_text bad[] = {
	/* Wrong cell counts. */
	{ "rank-too-long", "hdc", NULL, NULL, "4r3/", "4r4/", HDC_ERR_SYNTAX, "4r4/" },
	{ "rank-too-long-letter", "hdc", NULL, NULL, "4r3/", "4r3p/", HDC_ERR_SYNTAX, "4r3p/" },
	{ "rank-too-long-digits", "hdc", NULL, NULL, "4r3/", "4r12/", HDC_ERR_SYNTAX, "4r12/" },
	{ "rank-too-short", "hdc", NULL, NULL, "4r3/", "4r2/", HDC_ERR_SYNTAX, "4r2/" },
	{ "rank-too-short-at-layer-end", "hdc", NULL, NULL, "4R3|", "4R2|", HDC_ERR_SYNTAX,
	  "4R2|" },
	{ "rank-too-short-at-board-end", "hdc", NULL, NULL, "4R3 w", "4R2 w", HDC_ERR_SYNTAX,
	  "4R2 w" },
	{ "rank-empty", "hdc", NULL, NULL, "/8/8/8/8/PPPPPPPP/4R3|4n3", "/8//8/8/PPPPPPPP/4R3|4n3",
	  HDC_ERR_SYNTAX, "/8//8" },
	{ "zero-run", "hdc", NULL, NULL, "4r3/", "4r03/", HDC_ERR_SYNTAX, "4r03/" },
	{ "too-few-ranks", "hdc", NULL, NULL, "/8/8/8/8/PPPPPPPP/4R3|4n3",
	  "/8/8/8/PPPPPPPP/4R3|4n3", HDC_ERR_SYNTAX, "/PPPPPPPP/4R3|" },
	{ "too-many-ranks", "hdc", NULL, NULL, "4r3/pppppppp/", "4r3/8/pppppppp/", HDC_ERR_SYNTAX,
	  "PPPPPPPP/4R3|" },
	{ "too-few-layers", "hdc", NULL, NULL, "|" HDC_L1 " w", " w", HDC_ERR_SYNTAX, "4N3 w" },
	{ "too-many-layers", "hdc", NULL, NULL, "4R3 w", "4R3|8/8/8/8/8/8/8/8 w", HDC_ERR_SYNTAX,
	  "4R3|8/8/8/8/8/8/8/8 w" },
	{ "raumschach-rank-too-long", "raumschach", NULL, NULL, "5/5/5/PPPPP/RNKNR|",
	  "6/5/5/PPPPP/RNKNR|", HDC_ERR_SYNTAX, "6/" },
	{ "raumschach-too-many-levels", "raumschach", NULL, NULL, "5/5 w", "5/5|5/5/5/5/5 w",
	  HDC_ERR_SYNTAX, "5/5|5/5/5/5/5 w" },
	{ "3d8l-too-few-layers", "3d8l", NULL, NULL, "|rnbqdbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQDBNR w",
	  " w", HDC_ERR_SYNTAX, "ER w" },
	{ "empty-text", "hdc", "", NULL, NULL, NULL, HDC_ERR_SYNTAX, NULL },

	/* Unknown letters. */
	{ "unknown-letter", "hdc", NULL, NULL, "rnbqkbnr/", "rnbqkbxr/", HDC_ERR_SYNTAX, "xr/" },
	{ "mace-in-hdc", "hdc", NULL, NULL, "4d3/", "4m3/", HDC_ERR_SYNTAX, "4m3/" },
	{ "duke-in-raumschach", "raumschach", NULL, NULL, "BUQBU", "BUDBU", HDC_ERR_SYNTAX,
	  "DBU" },
	{ "unicorn-in-3d8l", "3d8l", NULL, NULL, "RNMQKMNR", "RNUQKMNR", HDC_ERR_SYNTAX, "UQK" },
	{ "bad-character", "hdc", NULL, NULL, "4r3/", "4r3*/", HDC_ERR_SYNTAX, "4r3*/" },

	/* Kings. */
	{ "no-white-king", "hdc", NULL, NULL, "RNBQKBNR", "RNBQ1BNR", HDC_ERR_INVALID_POSITION, NULL },
	{ "two-white-kings", "hdc", NULL, NULL, "4D3|", "4K3|", HDC_ERR_INVALID_POSITION, NULL },
	{ "no-black-king", "hdc", "Ke1IV", "w - - 0 1", NULL, NULL, HDC_ERR_INVALID_POSITION, NULL },
	{ "two-black-kings", "hdc", KINGS " kh8VIII", "w - - 0 1", NULL, NULL,
	  HDC_ERR_INVALID_POSITION, NULL },
	{ "raumschach-no-kings", "raumschach", "PBa2", "w - - 0 1", NULL, NULL,
	  HDC_ERR_INVALID_POSITION, NULL },

	/* Pawns where they would have promoted, or on their own first rank. */
	{ "white-pawn-rank-8", "hdc", KINGS " Pa8III", "w - - 0 1", NULL, NULL,
	  HDC_ERR_INVALID_POSITION, "P" },
	{ "white-pawn-rank-1", "hdc", KINGS " Pa1III", "w - - 0 1", NULL, NULL,
	  HDC_ERR_INVALID_POSITION, "P" },
	{ "black-pawn-rank-1", "hdc", KINGS " ph1VIII", "w - - 0 1", NULL, NULL,
	  HDC_ERR_INVALID_POSITION, "p" },
	{ "black-pawn-rank-8", "hdc", KINGS " ph8I", "w - - 0 1", NULL, NULL,
	  HDC_ERR_INVALID_POSITION, "p" },
	{ "3d8l-white-pawn-rank-8", "3d8l", KINGS " Pc8V", "w - - 0 1", NULL, NULL,
	  HDC_ERR_INVALID_POSITION, "P" },
	{ "3d8l-black-pawn-rank-8", "3d8l", KINGS " pc8V", "w - - 0 1", NULL, NULL,
	  HDC_ERR_INVALID_POSITION, "p" },
	{ "raumschach-white-pawn-rank-1", "raumschach", "KAa1 kEe5 PCc1", "w - - 0 1", NULL, NULL,
	  HDC_ERR_INVALID_POSITION, "P" },
	{ "raumschach-black-pawn-rank-5", "raumschach", "KAa1 kEe5 pCc5", "w - - 0 1", NULL, NULL,
	  HDC_ERR_INVALID_POSITION, "p" },
	{ "raumschach-white-pawn-e5", "raumschach", "KAa1 kEe1 PEc5", "w - - 0 1", NULL, NULL,
	  HDC_ERR_INVALID_POSITION, "P" },
	{ "raumschach-black-pawn-a1", "raumschach", "KAa5 kEe5 pAc1", "w - - 0 1", NULL, NULL,
	  HDC_ERR_INVALID_POSITION, "p" },

	/* Castling rights. */
	{ "castle-K-king-away", "hdc", "Kd1IV Rh1IV ke8IV", "w K - 0 1", NULL, NULL,
	  HDC_ERR_INVALID_POSITION, " K " },
	{ "castle-K-no-rook", "hdc", "Ke1IV Ra1IV ke8IV", "w K - 0 1", NULL, NULL,
	  HDC_ERR_INVALID_POSITION, " K " },
	{ "castle-K-knight-not-rook", "hdc", "Ke1IV Nh1IV ke8IV", "w K - 0 1", NULL, NULL,
	  HDC_ERR_INVALID_POSITION, " K " },
	{ "castle-Q-no-rook", "hdc", "Ke1IV Rh1IV ke8IV", "w KQ - 0 1", NULL, NULL,
	  HDC_ERR_INVALID_POSITION, "Q" },
	{ "castle-L-no-rook", "hdc", "Ke1IV Ra1IV ke8IV", "w QL - 0 1", NULL, NULL,
	  HDC_ERR_INVALID_POSITION, "L" },
	{ "castle-U-no-rook", "hdc", "Ke1IV Re1I ke8IV", "w LU - 0 1", NULL, NULL,
	  HDC_ERR_INVALID_POSITION, "U" },
	{ "castle-black-rook-white-home", "hdc", "Ke1IV rh1IV ke8IV", "w K - 0 1", NULL, NULL,
	  HDC_ERR_INVALID_POSITION, " K " },
	{ "castle-k-no-rook", "hdc", NULL, NULL, "rnbqkbnr/", "rnbqkbn1/", HDC_ERR_INVALID_POSITION,
	  "Ukq" },
	{ "castle-duplicate", "hdc", NULL, NULL, " KQLUkqlu ", " KQLUkqluq ",
	  HDC_ERR_SYNTAX, "uq " },
	{ "castle-duplicate-upper", "hdc", NULL, NULL, " KQLUkqlu ", " KKQLUkqlu ",
	  HDC_ERR_SYNTAX, "KK" },
	{ "castle-unknown-letter", "hdc", NULL, NULL, " KQLUkqlu ", " KQLUkqlZ ", HDC_ERR_SYNTAX,
	  "lZ" },
	{ "castle-in-3d8l", "3d8l", "Ke1IV Rh1IV ke8IV", "w K - 0 1", NULL, NULL, HDC_ERR_SYNTAX,
	  " K " },
	{ "castle-in-raumschach", "raumschach", NULL, NULL, " w - ", " w K ", HDC_ERR_SYNTAX,
	  " K " },
	{ "castle-field-missing", "hdc", KINGS, "w", NULL, NULL, HDC_ERR_SYNTAX, NULL },

	/* En passant cells. */
	{ "ep-wrong-side", "hdc", NULL, NULL, "KQLUkqlu -", "KQLUkqlu e3-IV",
	  HDC_ERR_INVALID_POSITION, "e3-IV" },
	{ "ep-start-cell-occupied", "hdc", KINGS " Pe4IV Pe2IV", "b - e3-IV 0 1", NULL, NULL,
	  HDC_ERR_INVALID_POSITION, "e3-IV" },
	{ "ep-skipped-cell-occupied", "hdc", KINGS " Pe4IV Ne3IV", "b - e3-IV 0 1", NULL, NULL,
	  HDC_ERR_INVALID_POSITION, "e3-IV" },
	{ "ep-no-pawn-beyond", "hdc", KINGS " Pd4IV", "b - e3-IV 0 1", NULL, NULL,
	  HDC_ERR_INVALID_POSITION, "e3-IV" },
	{ "ep-enemy-pawn-beyond", "hdc", KINGS " pe4IV", "b - e3-IV 0 1", NULL, NULL,
	  HDC_ERR_INVALID_POSITION, "e3-IV" },
	{ "ep-wrong-rank", "hdc", KINGS " Pe5IV", "b - e4-IV 0 1", NULL, NULL,
	  HDC_ERR_INVALID_POSITION, "e4-IV" },
	{ "ep-black-wrong-rank", "hdc", KINGS " pe4IV", "w - e5-IV 0 1", NULL, NULL,
	  HDC_ERR_INVALID_POSITION, "e5-IV" },
	{ "ep-bad-cell", "hdc", KINGS " Pe4IV", "b - z3-IV 0 1", NULL, NULL, HDC_ERR_SYNTAX,
	  "z3-IV" },
	{ "ep-bad-layer", "hdc", KINGS " Pe4IV", "b - e3-IX 0 1", NULL, NULL, HDC_ERR_SYNTAX,
	  "e3-IX" },
	{ "ep-in-3d8l", "3d8l", KINGS " Pe4IV", "b - e3-IV 0 1", NULL, NULL, EITHER, "e3-IV" },
	{ "ep-in-raumschach", "raumschach", "KAa1 kEe5 PAc3", "b - Ac2 0 1", NULL, NULL, EITHER,
	  "Ac2" },
	{ "ep-field-missing", "hdc", KINGS, "w -", NULL, NULL, HDC_ERR_SYNTAX, NULL },

	/* The side not to move in check (rook a8-IV sees e8-IV). */
	{ "not-to-move-in-check", "hdc", KINGS " Ra8IV", "w - - 0 1", NULL, NULL,
	  HDC_ERR_INVALID_POSITION, NULL },
	{ "not-to-move-in-check-black", "hdc", KINGS " rh1IV", "b - - 0 1", NULL, NULL,
	  HDC_ERR_INVALID_POSITION, NULL },
	{ "raumschach-not-to-move-in-check", "raumschach", "KAa1 kEe5 UCc3", "w - - 0 1", NULL,
	  NULL, HDC_ERR_INVALID_POSITION, NULL },

	/* Side letter. */
	{ "side-x", "hdc", KINGS, "x - - 0 1", NULL, NULL, HDC_ERR_SYNTAX, "x -" },
	{ "side-upper-W", "hdc", KINGS, "W - - 0 1", NULL, NULL, HDC_ERR_SYNTAX, "W -" },
	{ "side-white", "hdc", KINGS, "white - - 0 1", NULL, NULL, HDC_ERR_SYNTAX, "white" },

	/* Counters. */
	{ "halfmove-not-a-number", "hdc", KINGS, "w - - x 1", NULL, NULL, HDC_ERR_SYNTAX, "x 1" },
	{ "halfmove-negative", "hdc", KINGS, "w - - -1 1", NULL, NULL, HDC_ERR_SYNTAX, "-1 1" },
	{ "fullmove-zero", "hdc", KINGS, "w - - 0 0", NULL, NULL, HDC_ERR_SYNTAX, "0 0" },
	{ "fullmove-missing", "hdc", KINGS, "w - - 0", NULL, NULL, HDC_ERR_SYNTAX, "- 0" },
	{ "fullmove-not-a-number", "hdc", KINGS, "w - - 0 one", NULL, NULL, HDC_ERR_SYNTAX,
	  "one" },
	{ "counter-huge", "hdc", KINGS, "w - - 0 99999999999999999999", NULL, NULL,
	  HDC_ERR_SYNTAX, "99999999999999999999" },

	/* Trailing garbage. */
	{ "trailing-word", "hdc", KINGS, "w - - 0 1 x", NULL, NULL, HDC_ERR_SYNTAX, "x" },
	{ "trailing-number", "hdc", KINGS, "w - - 0 1 7", NULL, NULL, HDC_ERR_SYNTAX, "1 7" },
	{ "trailing-letters", "hdc", KINGS, "w - - 0 1x", NULL, NULL, HDC_ERR_SYNTAX, "1x" },
	{ "trailing-after-ep", "hdc", KINGS, "w - -x 0 1", NULL, NULL, HDC_ERR_SYNTAX, "-x" },

	/* More than a game can hold. */
	{ "too-many-pieces", "hdc", NULL, NULL, HDC_L1 "|", "4r3/pppppppp/N7/8/8/8/PPPPPPPP/4R3|",
	  HDC_ERR_INVALID_POSITION, NULL },
	{ "too-many-pawns", "hdc", "@65P", "w - - 0 1", NULL, NULL, HDC_ERR_INVALID_POSITION, NULL },
	{ "promoted-without-missing-pawn", "hdc", NULL, NULL, "4D3|", "4Q3|",
	  HDC_ERR_INVALID_POSITION, NULL },
	{ "raumschach-too-many-pawns", "raumschach", NULL, NULL, "|5/5/5/5/5|", "|5/5/P4/5/5|",
	  HDC_ERR_INVALID_POSITION, NULL },
};

/* Positions that look odd but are legal (RULES.md says so). */
static const struct bad_text good[] = {
	{ "raumschach-white-pawn-d5", "raumschach", "KAa1 kEe1 PDc5", "w - - 0 1", NULL, NULL,
	  HDC_OK, NULL },
	{ "raumschach-white-pawn-e4", "raumschach", "KAa1 kEe1 PEc4", "w - - 0 1", NULL, NULL,
	  HDC_OK, NULL },
	{ "raumschach-black-pawn-b1", "raumschach", "KAa5 kEe5 pBc1", "w - - 0 1", NULL, NULL,
	  HDC_OK, NULL },
	{ "raumschach-black-pawn-a2", "raumschach", "KAa5 kEe5 pAc2", "w - - 0 1", NULL, NULL,
	  HDC_OK, NULL },
	{ "ep-explained", "hdc", KINGS " Pe4IV", "b - e3-IV 0 1", NULL, NULL, HDC_OK, NULL },
	{ "ep-explained-black", "hdc", KINGS " pa5VIII", "w - a6-VIII 0 1", NULL, NULL, HDC_OK,
	  NULL },
	{ "to-move-in-check", "hdc", KINGS " Ra8IV", "b - - 0 1", NULL, NULL, HDC_OK, NULL },
	{ "castle-rights-all-home", "hdc",
	  "Ke1IV Ra1IV Rh1IV Re1I Re1VIII ke8IV ra8IV rh8IV re8I re8VIII", "w KQLUkqlu - 0 1",
	  NULL, NULL, HDC_OK, NULL },
	{ "promoted-with-missing-pawn", "hdc", NULL, NULL, "4d3/pppppppp/8/8/8/8/PPPPPPPP/4D3|",
	  "4d3/pppppppp/8/8/8/8/PPPPPPP1/4Q3|", HDC_OK, NULL },
	{ "all-piece-letters-3d8l", "3d8l", KINGS " Qa1I Ra2I Ba3I Ma4I Da5I Ta6I Va7I Nb1I Eb2I Gb3I Ab4I",
	  "w - - 0 1", NULL, NULL, HDC_OK, NULL },
};

static void build(const struct bad_text *c, char *text, size_t cap)
{
	const struct variant_info *vi = variant_info(c->variant);
	if (!c->pieces) {
		ck_assert(strlen(vi->start) < cap);
		strcpy(text, vi->start);
	} else if (strcmp(c->pieces, "@65P") == 0) {
		/* 64 white pawns on rank 3 of every layer, one more on a4-I. */
		char list[1024] = KINGS " Pa4I";
		for (int z = 0; z < 8; z++)
			for (int x = 0; x < 8; x++) {
				static const char *const r[8] = { "I",  "II",  "III", "IV",
					                          "V",  "VI",  "VII", "VIII" };
				char tok[16];
				snprintf(tok, sizeof tok, " P%c3%s", 'a' + x, r[z]);
				strcat(list, tok);
			}
		pieces_text(c->variant, list, c->fields, text, cap);
	} else if (c->pieces[0] == '\0') {
		text[0] = '\0';
	} else {
		pieces_text(c->variant, c->pieces, c->fields, text, cap);
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

	/* A handle with some state of its own: the start position and one
	 * move, which a failed set_text must leave alone. */
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new(c->variant, &pos), HDC_OK);
	hdc_move first[HDC_MAX_MOVES];
	size_t n = 0;
	ck_assert_int_eq(hdc_position_legal_moves(pos, first, HDC_MAX_MOVES, &n), HDC_OK);
	ck_assert_uint_gt(n, 0);
	ck_assert_int_eq(hdc_position_play(pos, first[n / 2]), HDC_OK);
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
	ck_assert_ptr_nonnull(msg);
	ck_assert_msg(msg[0] != '\0', "%s: no message", c->name);
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
	              (long long)off, (long long)lo, (long long)hi, c->span ? c->span : "",
	              msg, text);

	/* Unchanged: text, key, history. */
	get_text(pos, after, sizeof after);
	ck_assert_str_eq(after, before);
	ck_assert_uint_eq(get_key(pos), key);
	size_t history = 0;
	ck_assert_int_eq(hdc_position_history_length(pos, &history), HDC_OK);
	ck_assert_uint_eq(history, 1);
	ck_assert_int_eq(hdc_position_undo(pos), HDC_OK);

	/* hdc_position_from_text says the same and hands out nothing. */
	hdc_position *out = (hdc_position *)&out; /* not NULL */
	ck_assert_int_eq(hdc_position_from_text(c->variant, text, &out), st);
	ck_assert_ptr_null(out);

	/* A good text afterwards clears the error. */
	ck_assert_int_eq(hdc_position_set_text(pos, variant_info(c->variant)->start), HDC_OK);
	ck_assert_str_eq(hdc_position_error_message(pos), "");
	ck_assert_int_eq(hdc_position_error_offset(pos), -1);
	hdc_position_free(pos);
}
END_TEST

START_TEST(accepted)
{
	const struct bad_text *c = &good[_i];
	char text[TEXT_CAP];
	build(c, text, sizeof text);
	assert_round_trip(c->variant, text);
}
END_TEST

START_TEST(side_to_move_in_check_reads)
{
	hdc_position *pos = make_pos("hdc", KINGS " Ra8IV", "b - - 0 1");
	int32_t check = -1, side = -1;
	ck_assert_int_eq(hdc_position_in_check(pos, &check), HDC_OK);
	ck_assert_int_eq(check, 1);
	ck_assert_int_eq(hdc_position_side_to_move(pos, &side), HDC_OK);
	ck_assert_int_eq(side, HDC_BLACK);
	hdc_position_free(pos);
}
END_TEST

START_TEST(null_and_unknown_variant)
{
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_from_text("hdc", NULL, &pos), HDC_ERR_NULL);
	ck_assert_ptr_null(pos);
	ck_assert_int_eq(hdc_position_from_text("chess", variant_info("hdc")->start, &pos),
	                 HDC_ERR_UNKNOWN_VARIANT);
	ck_assert_ptr_null(pos);
	/* An HDC text is no Raumschach text. */
	ck_assert_int_eq(hdc_position_from_text("raumschach", variant_info("hdc")->start, &pos),
	                 HDC_ERR_SYNTAX);
	ck_assert_ptr_null(pos);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("position-text");
	TCase *tc = tcase_create("round-trip");
	tcase_set_timeout(tc, 60);
	tcase_add_loop_test(tc, start_positions, 0, 3);
	tcase_add_test(tc, hdc_is_the_default);
	tcase_add_loop_test(tc, perft_positions, 0, 3);
	tcase_add_loop_test(tc, counters_default, 0, 3);
	tcase_add_test(tc, castling_letters_any_order);
	suite_add_tcase(s, tc);

	tc = tcase_create("validation");
	tcase_set_timeout(tc, 60);
	tcase_add_loop_test(tc, refused, 0, (int)(sizeof bad / sizeof bad[0]));
	tcase_add_loop_test(tc, accepted, 0, (int)(sizeof good / sizeof good[0]));
	tcase_add_test(tc, side_to_move_in_check_reads);
	tcase_add_test(tc, null_and_unknown_variant);
	suite_add_tcase(s, tc);
	return run_suite(s);
}
