/*
 * test_rules.c - the special rules of RULES.md sections 2 to 4, one small
 * position each, with move lists worked out by hand from the rules text.
 *
 * Cells are (file, rank, layer); "e1IV" is e1-IV.  Each position lists its
 * pieces ("Ke1IV" white king, "rf8IV" black rook) and the comment next to
 * it says why the expected moves are what they are.
 */
#include <stdio.h>
#include <stdlib.h>

#include "common.h"

/* The n-th space separated field of the position text (0 = board). */
static void text_field(const hdc_position *pos, int n, char *out, size_t cap)
{
	char text[TEXT_CAP];
	get_text(pos, text, sizeof text);
	char *f = strtok(text, " ");
	for (int i = 0; i < n && f; i++)
		f = strtok(NULL, " ");
	ck_assert_msg(f != NULL, "position text has no field %d", n);
	ck_assert(strlen(f) < cap);
	strcpy(out, f);
}

static uint32_t rights(const hdc_position *pos)
{
	uint32_t r = 0xDEADBEEF;
	ck_assert_int_eq(hdc_position_castling_rights(pos, &r), HDC_OK);
	return r;
}

static hdc_piece piece_on(const hdc_position *pos, const char *cell)
{
	hdc_piece p = -1;
	ck_assert_int_eq(hdc_position_piece_at(pos, cell_index(pos, cell), &p), HDC_OK);
	return p;
}

static int32_t in_check(const hdc_position *pos)
{
	int32_t c = -1;
	ck_assert_int_eq(hdc_position_in_check(pos, &c), HDC_OK);
	return c;
}

/* The castling moves among the legal moves, as sorted coordinate text. */
static void castlings_text(const hdc_position *pos, char *out, size_t cap)
{
	static hdc_move moves[HDC_MAX_MOVES];
	size_t count = 0, len = 0;
	char list[512] = "";
	ck_assert_int_eq(hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &count), HDC_OK);
	for (size_t i = 0; i < count; i++) {
		if (hdc_move_kind(moves[i]) != HDC_MOVE_CASTLING) {
			ck_assert_int_eq(hdc_move_castling(moves[i]), -1);
			continue;
		}
		char name[24];
		size_t needed;
		ck_assert_int_eq(hdc_position_move_coord(pos, moves[i], name, sizeof name, &needed),
		                 HDC_OK);
		len += (size_t)snprintf(list + len, sizeof list - len, "%s%s", len ? " " : "", name);
	}
	sort_tokens(list, out, cap);
}

#define ASSERT_CASTLINGS(pos, expected)                                                 \
	do {                                                                            \
		char got_[512], want_[512];                                             \
		castlings_text((pos), got_, sizeof got_);                               \
		sort_tokens((expected), want_, sizeof want_);                           \
		ck_assert_msg(strcmp(got_, want_) == 0, "castlings: got [%s], want [%s]", \
		              got_, want_);                                             \
	} while (0)

/* ------------------------------------------------------------------------ */
/* Castling                                                                  */
/* ------------------------------------------------------------------------ */

/* White king and the four castling rooks at home; the black king far away
 * on a8-VIII, where none of the rooks' lines goes. */
#define CASTLE_BASE "Ke1IV Ra1IV Rh1IV Re1I Re1VIII ka8VIII"
#define ALL_FOUR "e1IVg1IV e1IVc1IV e1IVe1II e1IVe1VI"

START_TEST(castling_all_four)
{
	hdc_position *pos = make_pos("hdc", CASTLE_BASE, "w KQLU - 0 1");
	/* The king's 17 neighbours (rank 0: no step to rank 0 - 1) are empty
	 * and unattacked, plus the four castlings. */
	ASSERT_MOVES(pos, "e1IV",
	             "e1IVd1IV e1IVf1IV e1IVe1III e1IVe1V e1IVd1III e1IVd1V e1IVf1III e1IVf1V "
	             "e1IVd2III e1IVd2IV e1IVd2V e1IVe2III e1IVe2IV e1IVe2V e1IVf2III e1IVf2IV "
	             "e1IVf2V " ALL_FOUR);
	static const struct {
		const char *move;
		int index;
		const char *king, *rook, *rook_home;
	} c[4] = {
		{ "e1IVg1IV", HDC_CASTLE_KINGSIDE, "g1IV", "f1IV", "h1IV" },
		{ "e1IVc1IV", HDC_CASTLE_QUEENSIDE, "c1IV", "d1IV", "a1IV" },
		{ "e1IVe1II", HDC_CASTLE_LOWER, "e1II", "e1III", "e1I" },
		{ "e1IVe1VI", HDC_CASTLE_UPPER, "e1VI", "e1V", "e1VIII" },
	};
	char before[TEXT_CAP], after[TEXT_CAP], field[64];
	get_text(pos, before, sizeof before);
	for (int i = 0; i < 4; i++) {
		hdc_move m = find_move(pos, c[i].move);
		ck_assert_int_eq(hdc_move_kind(m), HDC_MOVE_CASTLING);
		ck_assert_int_eq(hdc_move_castling(m), c[i].index);
		ck_assert_int_eq(hdc_move_promotion(m), 0);
		ck_assert_int_eq(hdc_move_is_capture(m), 0);
		ck_assert_int_eq(hdc_position_play(pos, m), HDC_OK);
		/* King and rook moved together; all white rights are gone. */
		ck_assert_int_eq(piece_on(pos, c[i].king), hdc_piece_make(HDC_KING, HDC_WHITE));
		ck_assert_int_eq(piece_on(pos, c[i].rook), hdc_piece_make(HDC_ROOK, HDC_WHITE));
		ck_assert_int_eq(piece_on(pos, c[i].rook_home), 0);
		ck_assert_int_eq(piece_on(pos, "e1IV"), 0);
		ck_assert_uint_eq(rights(pos), 0);
		text_field(pos, 2, field, sizeof field);
		ck_assert_str_eq(field, "-");
		ck_assert_int_eq(hdc_position_undo(pos), HDC_OK);
		get_text(pos, after, sizeof after);
		ck_assert_str_eq(after, before);
	}
	hdc_position_free(pos);
}
END_TEST

START_TEST(castling_black)
{
	/* Black's castlings are white's mirrored in the rank only: O-Oz still
	 * goes toward layer I. */
	hdc_position *pos =
	    make_pos("hdc", "ke8IV ra8IV rh8IV re8I re8VIII Ka1VIII", "b kqlu - 0 1");
	ASSERT_CASTLINGS(pos, "e8IVg8IV e8IVc8IV e8IVe8II e8IVe8VI");
	hdc_position_free(pos);
}
END_TEST

/* One black piece added to CASTLE_BASE, and the castlings left. */
static const struct {
	const char *extra;
	const char *castlings;
} attacked_cases[] = {
	/* A rook on the 8th rank looks down its file on layer IV / down the
	 * e-file of its layer, and at nothing else of the castling cells. */
	{ "rf8IV", "e1IVc1IV e1IVe1II e1IVe1VI" },   /* f1-IV: O-O passes it */
	{ "rg8IV", "e1IVc1IV e1IVe1II e1IVe1VI" },   /* g1-IV: O-O lands there */
	{ "rd8IV", "e1IVg1IV e1IVe1II e1IVe1VI" },   /* d1-IV: O-O-O passes it */
	{ "rc8IV", "e1IVg1IV e1IVe1II e1IVe1VI" },   /* c1-IV: O-O-O lands there */
	{ "rb8IV", ALL_FOUR },                       /* b1-IV: only the rook passes */
	{ "re8III", "e1IVg1IV e1IVc1IV e1IVe1VI" },  /* e1-III: O-Oz passes it */
	{ "re8II", "e1IVg1IV e1IVc1IV e1IVe1VI" },   /* e1-II: O-Oz lands there */
	{ "re8V", "e1IVg1IV e1IVc1IV e1IVe1II" },    /* e1-V: O-O-Oz passes it */
	{ "re8VI", "e1IVg1IV e1IVc1IV e1IVe1II" },   /* e1-VI: O-O-Oz lands there */
	{ "re8VII", ALL_FOUR },                      /* e1-VII: only the rook passes */
	{ "re8IV", "" },                             /* e1-IV: in check, no castling */
	/* A bishop on b4-IV attacks e1-IV along the XY diagonal: check. */
	{ "bb4IV", "" },
	/* Cells that must be empty, blocked by white pieces. */
	{ "Nf1IV", "e1IVc1IV e1IVe1II e1IVe1VI" },
	{ "Ng1IV", "e1IVc1IV e1IVe1II e1IVe1VI" },
	{ "Nb1IV", "e1IVg1IV e1IVe1II e1IVe1VI" },
	{ "Nc1IV", "e1IVg1IV e1IVe1II e1IVe1VI" },
	{ "Nd1IV", "e1IVg1IV e1IVe1II e1IVe1VI" },
	{ "Ne1II", "e1IVg1IV e1IVc1IV e1IVe1VI" },
	{ "Ne1III", "e1IVg1IV e1IVc1IV e1IVe1VI" },
	{ "Ne1V", "e1IVg1IV e1IVc1IV e1IVe1II" },
	{ "Ne1VI", "e1IVg1IV e1IVc1IV e1IVe1II" },
	{ "Ne1VII", "e1IVg1IV e1IVc1IV e1IVe1II" },
};

START_TEST(castling_conditions)
{
	char pieces[256];
	snprintf(pieces, sizeof pieces, "%s %s", CASTLE_BASE, attacked_cases[_i].extra);
	hdc_position *pos = make_pos("hdc", pieces, "w KQLU - 0 1");
	int32_t check = in_check(pos);
	ck_assert_int_eq(check, attacked_cases[_i].castlings[0] == '\0');
	ASSERT_CASTLINGS(pos, attacked_cases[_i].castlings);
	hdc_position_free(pos);
}
END_TEST

/* Both sides' kings and castling rooks at home: no piece attacks a king
 * (the kings face each other on the e-file of layer IV, which no rule
 * forbids at a distance). */
#define BOTH_HOME "Ke1IV Ra1IV Rh1IV Re1I Re1VIII ke8IV ra8IV rh8IV re8I re8VIII"

START_TEST(castling_rights_king_moves)
{
	hdc_position *pos = make_pos("hdc", BOTH_HOME, "w KQLUkqlu - 0 1");
	char field[64];
	ck_assert_uint_eq(rights(pos), 0x000F000F);
	play(pos, "e1IVe2IV");
	ck_assert_uint_eq(rights(pos), 0x000F0000);
	text_field(pos, 2, field, sizeof field);
	ck_assert_str_eq(field, "kqlu");
	play(pos, "e8IVe7IV");
	ck_assert_uint_eq(rights(pos), 0);
	text_field(pos, 2, field, sizeof field);
	ck_assert_str_eq(field, "-");
	/* Going back home does not bring them back. */
	play(pos, "e2IVe1IV");
	play(pos, "e7IVe8IV");
	ck_assert_uint_eq(rights(pos), 0);
	ASSERT_CASTLINGS(pos, "");
	hdc_position_free(pos);
}
END_TEST

START_TEST(castling_rights_rook_moves)
{
	hdc_position *pos = make_pos("hdc", BOTH_HOME, "w KQLUkqlu - 0 1");
	char field[64];
	play(pos, "h1IVh2IV");
	ck_assert_uint_eq(rights(pos), 0x000F000E);
	text_field(pos, 2, field, sizeof field);
	ck_assert_str_eq(field, "QLUkqlu");
	play(pos, "e8Ie7I");
	ck_assert_uint_eq(rights(pos), 0x000B000E);
	text_field(pos, 2, field, sizeof field);
	ck_assert_str_eq(field, "QLUkqu");
	play(pos, "h2IVh1IV");
	play(pos, "e7Ie8I");
	ck_assert_uint_eq(rights(pos), 0x000B000E);
	ASSERT_CASTLINGS(pos, "e1IVc1IV e1IVe1II e1IVe1VI");
	hdc_position_free(pos);
}
END_TEST

/* Black to move captures a home rook: the captured rook's right goes, and
 * so does the right of the black rook that left its own home. */
static const struct {
	const char *extra, *move, *field;
	uint32_t rights;
} capture_cases[] = {
	{ "", "a8IVa1IV", "KLUklu", 0x000D000D },
	{ "", "h8IVh1IV", "QLUqlu", 0x000E000E },
	{ "", "e8Ie1I", "KQUkqu", 0x000B000B },
	{ "", "e8VIIIe1VIII", "KQLkql", 0x00070007 },
	/* A black knight (g3-IV, a (1,-2,0) leap from h1-IV) takes the rook:
	 * only white's O-O goes. */
	{ "ng3IV", "g3IVh1IV", "QLUkqlu", 0x000F000E },
};

START_TEST(castling_rights_rook_captured)
{
	char pieces[256];
	snprintf(pieces, sizeof pieces, "%s %s", BOTH_HOME, capture_cases[_i].extra);
	hdc_position *pos = make_pos("hdc", pieces, "b KQLUkqlu - 0 1");
	char field[64];
	hdc_move m = find_move(pos, capture_cases[_i].move);
	ck_assert_int_eq(hdc_move_kind(m), HDC_MOVE_CAPTURE);
	ck_assert_int_eq(hdc_position_play(pos, m), HDC_OK);
	ck_assert_uint_eq(rights(pos), capture_cases[_i].rights);
	text_field(pos, 2, field, sizeof field);
	ck_assert_str_eq(field, capture_cases[_i].field);
	ck_assert_int_eq(hdc_position_undo(pos), HDC_OK);
	ck_assert_uint_eq(rights(pos), 0x000F000F);
	hdc_position_free(pos);
}
END_TEST

START_TEST(castling_rights_white_captures)
{
	/* White knight b6-IV takes the black rook on a8-IV ((-1,+2,0)). */
	hdc_position *pos = make_pos("hdc", BOTH_HOME " Nb6IV", "w KQLUkqlu - 0 1");
	char field[64];
	play(pos, "b6IVa8IV");
	ck_assert_uint_eq(rights(pos), 0x000D000F);
	text_field(pos, 2, field, sizeof field);
	ck_assert_str_eq(field, "KQLUklu");
	hdc_position_free(pos);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* En passant                                                                */
/* ------------------------------------------------------------------------ */

START_TEST(ep_forms_next_move_only)
{
	/* Black double-steps e7-IV -> e5-IV past e6-IV.  White's d5-IV (beside
	 * it, same layer: XY form) and e5-V (directly above it: YZ form) may
	 * take on e6-IV. */
	hdc_position *pos = make_pos("hdc", "Ka1I Pd5IV Pe5V kh8VIII pe7IV", "b - - 0 1");
	char field[64];
	hdc_move m = find_move(pos, "e7IVe5IV");
	ck_assert_int_eq(hdc_move_kind(m), HDC_MOVE_DOUBLE_STEP);
	ck_assert_int_eq(hdc_position_play(pos, m), HDC_OK);
	int32_t ep = -2;
	ck_assert_int_eq(hdc_position_en_passant(pos, &ep), HDC_OK);
	ck_assert_int_eq(ep, cell_index(pos, "e6IV"));
	text_field(pos, 3, field, sizeof field);
	ck_assert_str_eq(field, "e6-IV");

	/* d5-IV: push d6-IV, e.p. on e6-IV (c6-IV, d6-III, d6-V are empty).
	 * e5-V: push e6-V, e.p. on e6-IV (d6-V, f6-V, e6-VI are empty). */
	ASSERT_MOVES(pos, "d5IV", "d5IVd6IV d5IVe6IV");
	ASSERT_MOVES(pos, "e5V", "e5Ve6V e5Ve6IV");
	const char *ep_moves[2] = { "d5IVe6IV", "e5Ve6IV" };
	const char *vacated[2] = { "d5IV", "e5V" };
	for (int i = 0; i < 2; i++) {
		m = find_move(pos, ep_moves[i]);
		ck_assert_int_eq(hdc_move_kind(m), HDC_MOVE_EN_PASSANT);
		ck_assert_int_eq(hdc_move_is_capture(m), 1);
		ck_assert_int_eq(hdc_position_play(pos, m), HDC_OK);
		ck_assert_int_eq(piece_on(pos, "e5IV"), 0); /* the double-stepped pawn */
		ck_assert_int_eq(piece_on(pos, vacated[i]), 0);
		ck_assert_int_eq(piece_on(pos, "e6IV"), hdc_piece_make(HDC_PAWN, HDC_WHITE));
		text_field(pos, 3, field, sizeof field);
		ck_assert_str_eq(field, "-");
		ck_assert_int_eq(hdc_position_undo(pos), HDC_OK);
	}

	/* One move later the chance is gone. */
	play(pos, "a1Ib1I");
	play(pos, "h8VIIIh7VIII");
	ASSERT_MOVES(pos, "d5IV", "d5IVd6IV");
	ASSERT_MOVES(pos, "e5V", "e5Ve6V");
	ck_assert_int_eq(hdc_position_en_passant(pos, &ep), HDC_OK);
	ck_assert_int_eq(ep, -1);
	hdc_position_free(pos);
}
END_TEST

START_TEST(ep_black_forms)
{
	/* White double-steps d2-IV -> d4-IV past d3-IV; black e4-IV (XY) and
	 * d4-III (YZ, one layer below, capturing on (0,-1,+1)) may take. */
	hdc_position *pos = make_pos("hdc", "Ka1I kh8VIII Pd2IV pe4IV pd4III", "w - - 0 1");
	play(pos, "d2IVd4IV");
	/* e4-IV: push e3-IV, e.p. d3-IV (f3-IV, e3-III, e3-V empty).
	 * d4-III: push d3-III, e.p. d3-IV (c3-III, e3-III, d3-II empty). */
	ASSERT_MOVES(pos, "e4IV", "e4IVe3IV e4IVd3IV");
	ASSERT_MOVES(pos, "d4III", "d4IIId3III d4IIId3IV");
	play(pos, "d4IIId3IV");
	ck_assert_int_eq(piece_on(pos, "d4IV"), 0);
	ck_assert_int_eq(piece_on(pos, "d3IV"), hdc_piece_make(HDC_PAWN, HDC_BLACK));
	hdc_position_free(pos);
}
END_TEST

START_TEST(ep_exposing_king_xy)
{
	/* Black rook h5-IV, white king a5-IV: after the XY capture d5xe6 both
	 * d5-IV and e5-IV are empty and the rook sees the king.  The YZ capture
	 * from e5-V leaves d5-IV in the way and stays legal; so does the push
	 * d5-d6 (two pieces stand between rook and king). */
	hdc_position *pos =
	    make_pos("hdc", "Ka5IV Pd5IV Pe5V rh5IV kh8VIII pe7IV", "b - - 0 1");
	play(pos, "e7IVe5IV");
	ASSERT_MOVES(pos, "d5IV", "d5IVd6IV");
	ASSERT_MOVES(pos, "e5V", "e5Ve6V e5Ve6IV");
	hdc_position_free(pos);
}
END_TEST

START_TEST(ep_exposing_king_yz)
{
	/* Black rook e5-I, white king e5-VI on the same column: after the YZ
	 * capture e5-V x e6-IV both e5-IV and e5-V are empty and the rook sees
	 * the king.  The XY capture from d5-IV keeps e5-V in the way. */
	hdc_position *pos = make_pos("hdc", "Ke5VI Pe5V Pd5IV re5I kh8VIII pe7IV", "b - - 0 1");
	play(pos, "e7IVe5IV");
	ASSERT_MOVES(pos, "e5V", "e5Ve6V");
	ASSERT_MOVES(pos, "d5IV", "d5IVd6IV d5IVe6IV");
	hdc_position_free(pos);
}
END_TEST

START_TEST(ep_cell_always_written_key_only_if_legal)
{
	/* Position text names the skipped cell after every double step... */
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new("hdc", &pos), HDC_OK);
	play(pos, "e2IVe4IV");
	char text[TEXT_CAP], want[TEXT_CAP];
	get_text(pos, text, sizeof text);
	snprintf(want, sizeof want, "%s",
	         "4r3/pppppppp/8/8/8/8/PPPPPPPP/4R3|4n3/pppppppp/8/8/8/8/PPPPPPPP/4N3|"
	         "4b3/pppppppp/8/8/8/8/PPPPPPPP/4B3|rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR|"
	         "4d3/pppppppp/8/8/8/8/PPPPPPPP/4D3|4b3/pppppppp/8/8/8/8/PPPPPPPP/4B3|"
	         "4n3/pppppppp/8/8/8/8/PPPPPPPP/4N3|4r3/pppppppp/8/8/8/8/PPPPPPPP/4R3 "
	         "b KQLUkqlu e3-IV 0 1");
	ck_assert_str_eq(text, want);
	/* ...but for repetition (and so the key) only a legal e.p. capture
	 * counts: no black pawn can take on e3-IV here. */
	char *fields = strstr(want, " b KQLUkqlu e3-IV 0 1");
	ck_assert_ptr_nonnull(fields);
	strcpy(fields, " b KQLUkqlu - 0 1");
	hdc_position *no_ep = make_text_pos("hdc", want);
	ck_assert_uint_eq(get_key(pos), get_key(no_ep));
	hdc_position_free(no_ep);
	hdc_position_free(pos);

	/* Here a capture is possible: the keys differ. */
	pos = make_pos("hdc", "Ka1I Pd5IV kh8VIII pe7IV", "b - - 0 1");
	play(pos, "e7IVe5IV");
	hdc_position *same = make_pos("hdc", "Ka1I Pd5IV kh8VIII pe5IV", "w - - 0 1");
	ck_assert_uint_ne(get_key(pos), get_key(same));
	hdc_position_free(pos);
	hdc_position_free(same);

	/* And here the only candidate is pinned (rook h5-IV, king a5-IV):
	 * the capture is illegal, so the key ignores the e.p. cell. */
	pos = make_pos("hdc", "Ka5IV Pd5IV rh5IV kh8VIII pe7IV", "b - - 0 1");
	play(pos, "e7IVe5IV");
	ASSERT_MOVES(pos, "d5IV", "d5IVd6IV");
	same = make_pos("hdc", "Ka5IV Pd5IV rh5IV kh8VIII pe5IV", "w - - 0 1");
	ck_assert_uint_eq(get_key(pos), get_key(same));
	hdc_position_free(pos);
	hdc_position_free(same);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* Pawns                                                                     */
/* ------------------------------------------------------------------------ */

START_TEST(promotion_across_layers)
{
	/* White pawn d7-IV: push d8-IV, take on c8-IV/e8-IV (XY) and
	 * d8-III/d8-V (YZ); never on the space diagonals c8-III, e8-V.
	 * Each promotes to Q, D, R, B or N. */
	hdc_position *pos =
	    make_pos("hdc", "Ka1I kh8VIII Pd7IV nd8III nd8V ne8IV nc8III ne8V", "w - - 0 1");
	ASSERT_MOVES(pos, "d7IV",
	             "d7IVd8IVq d7IVd8IVd d7IVd8IVr d7IVd8IVb d7IVd8IVn "
	             "d7IVd8IIIq d7IVd8IIId d7IVd8IIIr d7IVd8IIIb d7IVd8IIIn "
	             "d7IVd8Vq d7IVd8Vd d7IVd8Vr d7IVd8Vb d7IVd8Vn "
	             "d7IVe8IVq d7IVe8IVd d7IVe8IVr d7IVe8IVb d7IVe8IVn");
	static const struct {
		const char *suffix;
		int type;
	} promo[5] = { { "q", HDC_QUEEN }, { "d", HDC_DUKE }, { "r", HDC_ROOK },
		       { "b", HDC_BISHOP }, { "n", HDC_KNIGHT } };
	for (int i = 0; i < 5; i++) {
		char coord[32];
		snprintf(coord, sizeof coord, "d7IVd8III%s", promo[i].suffix);
		hdc_move m = find_move(pos, coord);
		ck_assert_int_eq(hdc_move_kind(m), HDC_MOVE_PROMOTION_CAPTURE);
		ck_assert_int_eq(hdc_move_promotion(m), promo[i].type);
		ck_assert_int_eq(hdc_move_is_capture(m), 1);
		ck_assert_int_eq(hdc_position_play(pos, m), HDC_OK);
		ck_assert_int_eq(piece_on(pos, "d8III"), hdc_piece_make(promo[i].type, HDC_WHITE));
		ck_assert_int_eq(piece_on(pos, "d7IV"), 0);
		ck_assert_int_eq(hdc_position_undo(pos), HDC_OK);
		ck_assert_int_eq(piece_on(pos, "d8III"), hdc_piece_make(HDC_KNIGHT, HDC_BLACK));
		snprintf(coord, sizeof coord, "d7IVd8IV%s", promo[i].suffix);
		m = find_move(pos, coord);
		ck_assert_int_eq(hdc_move_kind(m), HDC_MOVE_PROMOTION);
		ck_assert_int_eq(hdc_move_promotion(m), promo[i].type);
	}
	hdc_position_free(pos);
}
END_TEST

START_TEST(promotion_black_across_layers)
{
	/* Black pawn e2-V: push e1-V, take on e1-IV and e1-VI (YZ). */
	hdc_position *pos = make_pos("hdc", "Ka1I kh8VIII pe2V Ne1IV Ne1VI", "b - - 0 1");
	ASSERT_MOVES(pos, "e2V",
	             "e2Ve1Vq e2Ve1Vd e2Ve1Vr e2Ve1Vb e2Ve1Vn "
	             "e2Ve1IVq e2Ve1IVd e2Ve1IVr e2Ve1IVb e2Ve1IVn "
	             "e2Ve1VIq e2Ve1VId e2Ve1VIr e2Ve1VIb e2Ve1VIn");
	hdc_position_free(pos);
}
END_TEST

static const char *const layer_name[8] = { "I", "II", "III", "IV", "V", "VI", "VII", "VIII" };

START_TEST(promotion_on_every_layer)
{
	/* White a7 -> a8 and black h2 -> h1 on layer _i, kings on c4-IV and
	 * f5-V out of the way. */
	const char *z = layer_name[_i];
	char pieces[128], expected[256], from[16];
	snprintf(pieces, sizeof pieces, "Kc4IV kf5V Pa7%s ph2%s", z, z);
	hdc_position *pos = make_pos("hdc", pieces, "w - - 0 1");
	snprintf(from, sizeof from, "a7%s", z);
	snprintf(expected, sizeof expected,
	         "a7%sa8%sq a7%sa8%sd a7%sa8%sr a7%sa8%sb a7%sa8%sn", z, z, z, z, z, z, z, z, z,
	         z);
	ASSERT_MOVES(pos, from, expected);
	hdc_position_free(pos);

	pos = make_pos("hdc", pieces, "b - - 0 1");
	snprintf(from, sizeof from, "h2%s", z);
	snprintf(expected, sizeof expected,
	         "h2%sh1%sq h2%sh1%sd h2%sh1%sr h2%sh1%sb h2%sh1%sn", z, z, z, z, z, z, z, z, z,
	         z);
	ASSERT_MOVES(pos, from, expected);
	hdc_position_free(pos);
}
END_TEST

START_TEST(double_step_blocked)
{
	/* c2-IV: skipped cell c3-IV occupied -> no move at all.  e2-IV: landing
	 * cell e4-IV occupied -> single step only.  g2-IV: both. */
	hdc_position *pos =
	    make_pos("hdc", "Ka1I kh8VIII Pc2IV Pe2IV Pg2IV nc3IV ne4IV", "w - - 0 1");
	ASSERT_MOVES(pos, "c2IV", "");
	ASSERT_MOVES(pos, "e2IV", "e2IVe3IV");
	ASSERT_MOVES(pos, "g2IV", "g2IVg3IV g2IVg4IV");
	ck_assert_int_eq(hdc_move_kind(find_move(pos, "g2IVg4IV")), HDC_MOVE_DOUBLE_STEP);
	ck_assert_int_eq(hdc_move_kind(find_move(pos, "g2IVg3IV")), HDC_MOVE_QUIET);
	hdc_position_free(pos);

	pos = make_pos("hdc", "Ka1I kh8VIII pc7IV pe7IV pg7IV Nc6IV Ne5IV", "b - - 0 1");
	ASSERT_MOVES(pos, "c7IV", "");
	ASSERT_MOVES(pos, "e7IV", "e7IVe6IV");
	ASSERT_MOVES(pos, "g7IV", "g7IVg6IV g7IVg5IV");
	hdc_position_free(pos);
}
END_TEST

START_TEST(pawn_no_space_diagonal_capture)
{
	/* Enemy pawns on all eight forward neighbours but the push cell: the
	 * four XY/YZ ones can be taken, the four space diagonals cannot. */
	hdc_position *pos = make_pos(
	    "hdc", "Ka1I kh8VIII Pd4IV pc5III pc5IV pc5V pd5III pd5V pe5III pe5IV pe5V",
	    "w - - 0 1");
	ASSERT_MOVES(pos, "d4IV", "d4IVd5IV d4IVc5IV d4IVe5IV d4IVd5III d4IVd5V");
	hdc_position_free(pos);

	pos = make_pos("hdc",
	               "Ka1I kh8VIII pe5V Pd4IV Pd4V Pd4VI Pe4IV Pe4VI Pf4IV Pf4V Pf4VI",
	               "b - - 0 1");
	ASSERT_MOVES(pos, "e5V", "e5Ve4V e5Vd4V e5Vf4V e5Ve4IV e5Ve4VI");
	hdc_position_free(pos);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* Pins, mate, stalemate                                                     */
/* ------------------------------------------------------------------------ */

START_TEST(pinned_pieces)
{
	/* White king d4-IV with five pinned pieces:
	 *   +y:       rook d6-IV by rook d8-IV          -> d5, d7, xd8
	 *   XY diag:  bishop f6-IV by bishop g7-IV      -> e5, xg7
	 *   space:    queen b2-II by queen a1-I         -> c3-III, xa1-I
	 *   +z:       knight d4-VI by rook d4-VIII      -> nothing
	 *   -x:       pawn c4-IV by rook a4-IV          -> nothing (not the push
	 *             c5-IV, nor the captures on b5-IV and c5-V) */
	hdc_position *pos = make_pos("hdc",
	                             "Kd4IV Rd6IV rd8IV Bf6IV bg7IV Qb2II qa1I Nd4VI rd4VIII "
	                             "Pc4IV ra4IV bb5IV rc5V kh1VIII",
	                             "w - - 0 1");
	ck_assert_int_eq(in_check(pos), 0);
	ASSERT_MOVES(pos, "d6IV", "d6IVd5IV d6IVd7IV d6IVd8IV");
	ASSERT_MOVES(pos, "f6IV", "f6IVe5IV f6IVg7IV");
	ASSERT_MOVES(pos, "b2II", "b2IIc3III b2IIa1I");
	ASSERT_MOVES(pos, "d4VI", "");
	ASSERT_MOVES(pos, "c4IV", "");
	hdc_position_free(pos);
}
END_TEST

START_TEST(checkmate)
{
	/* Queen b2-II, guarded by the king c3-III, checks a1-I along the space
	 * diagonal and covers all seven of the king's neighbours. */
	hdc_position *pos = make_pos("hdc", "Ka1I qb2II kc3III", "w - - 0 1");
	ck_assert_int_eq(in_check(pos), 1);
	ASSERT_MOVES(pos, NULL, "");
	int32_t attacked = -1;
	ck_assert_int_eq(hdc_position_is_attacked(pos, cell_index(pos, "a1I"), HDC_BLACK,
	                                          &attacked),
	                 HDC_OK);
	ck_assert_int_eq(attacked, 1);
	hdc_position_free(pos);
}
END_TEST

START_TEST(stalemate)
{
	/* Rooks b8-I and b8-II cover the b-file of layers I and II, h2-I rank 2
	 * of layer I, a8-II the a-file of layer II: every neighbour of a1-I is
	 * attacked, a1-I itself is not. */
	hdc_position *pos = make_pos("hdc", "Ka1I rb8I rb8II rh2I ra8II kh8VIII", "w - - 0 1");
	ck_assert_int_eq(in_check(pos), 0);
	ASSERT_MOVES(pos, NULL, "");
	hdc_position_free(pos);
}
END_TEST

START_TEST(reference_mate_and_stalemate)
{
	/* The g1/g2 positions of the reference table: no moves, in check or
	 * not. */
	struct perft_entry *e = NULL;
	int n = load_perft_file("perft-hdc.txt", &e);
	ck_assert_int_gt(n, 0);
	int seen = 0;
	for (int i = 0; i < n; i++) {
		int mate = strcmp(e[i].name, "g1-checkmate") == 0;
		if (!mate && strcmp(e[i].name, "g2-stalemate") != 0)
			continue;
		seen++;
		hdc_position *pos = make_text_pos("hdc", e[i].text);
		ck_assert_int_eq(in_check(pos), mate);
		ASSERT_MOVES(pos, NULL, "");
		hdc_position_free(pos);
	}
	ck_assert_int_eq(seen, 2);
	free(e);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* Raumschach                                                                */
/* ------------------------------------------------------------------------ */

START_TEST(raumschach_rank5_pawn_moves_up)
{
	/* White pawn Dc5: no rank 6, but it can move up to Ec5 - level E and
	 * rank 5, so it promotes (Q R B N U) - and take on Eb5 (file-1, same
	 * rank, level+1), promoting too.  Ed5 is empty. */
	hdc_position *pos = make_pos("raumschach", "KAa1 PDc5 kAe5 rEb5", "w - - 0 1");
	ASSERT_MOVES(pos, "Dc5",
	             "Dc5Ec5q Dc5Ec5r Dc5Ec5b Dc5Ec5n Dc5Ec5u "
	             "Dc5Eb5q Dc5Eb5r Dc5Eb5b Dc5Eb5n Dc5Eb5u");
	hdc_move m = find_move(pos, "Dc5Ec5u");
	ck_assert_int_eq(hdc_move_kind(m), HDC_MOVE_PROMOTION);
	ck_assert_int_eq(hdc_move_promotion(m), HDC_MACE);
	ck_assert_int_eq(hdc_move_kind(find_move(pos, "Dc5Eb5q")), HDC_MOVE_PROMOTION_CAPTURE);
	hdc_position_free(pos);
}
END_TEST

START_TEST(raumschach_promotion_only_at_e5)
{
	/* Bc5 (rank 5, level B) moves up to Cc5 and takes on Cd5 without
	 * promoting; Ea4 (level E, rank 4) promotes moving to Ea5 and taking
	 * on Eb5. */
	hdc_position *pos = make_pos("raumschach", "KAa1 kAe5 PBc5 PEa4 nCd5 rEb5", "w - - 0 1");
	ASSERT_MOVES(pos, "Bc5", "Bc5Cc5 Bc5Cd5");
	ASSERT_MOVES(pos, "Ea4",
	             "Ea4Ea5q Ea4Ea5r Ea4Ea5b Ea4Ea5n Ea4Ea5u "
	             "Ea4Eb5q Ea4Eb5r Ea4Eb5b Ea4Eb5n Ea4Eb5u");
	ck_assert_int_eq(hdc_move_kind(find_move(pos, "Bc5Cc5")), HDC_MOVE_QUIET);
	ck_assert_int_eq(hdc_move_kind(find_move(pos, "Bc5Cd5")), HDC_MOVE_CAPTURE);
	hdc_position_free(pos);

	/* Black mirrors rank and level: Bb1 promotes moving down to Ab1 and
	 * taking on Ac1; Dd1 moves down to Cd1 without promoting. */
	pos = make_pos("raumschach", "KEe5 kEa1 pBb1 pDd1 NAc1", "b - - 0 1");
	ASSERT_MOVES(pos, "Bb1",
	             "Bb1Ab1q Bb1Ab1r Bb1Ab1b Bb1Ab1n Bb1Ab1u "
	             "Bb1Ac1q Bb1Ac1r Bb1Ac1b Bb1Ac1n Bb1Ac1u");
	ASSERT_MOVES(pos, "Dd1", "Dd1Cd1");
	hdc_position_free(pos);
}
END_TEST

START_TEST(raumschach_pawn_five_captures)
{
	/* White pawn Cc3 with black pawns on its five capture cells Cb4, Cd4
	 * (file+-1, rank+1, same level), Db3, Dd3 (file+-1, same rank,
	 * level+1) and Dc4 (rank+1, level+1), and on three cells it may not
	 * take: Db4, Dd4 (all three coordinates change) and Bc4 (below).
	 * Pushes: Cc4 (forward) and Dc3 (up). */
	hdc_position *pos = make_pos("raumschach",
	                             "KAa1 kEe5 PCc3 pCb4 pCd4 pDb3 pDd3 pDc4 pDb4 pDd4 pBc4",
	                             "w - - 0 1");
	ASSERT_MOVES(pos, "Cc3", "Cc3Cc4 Cc3Dc3 Cc3Cb4 Cc3Cd4 Cc3Db3 Cc3Dd3 Cc3Dc4");
	hdc_position_free(pos);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* 3D8L                                                                      */
/* ------------------------------------------------------------------------ */

START_TEST(v3d8l_pawns_and_no_castling)
{
	/* Promotion to any of the eleven pieces but the king; no double step
	 * from rank 2; no castling although king and rooks stand where HDC
	 * castles (the king has just its 17 steps). */
	hdc_position *pos =
	    make_pos("3d8l", "Ke1IV Ra1IV Rh1IV Re1I Re1VIII kh8VIII Pa7I Pc2IV", "w - - 0 1");
	ASSERT_MOVES(pos, "a7I",
	             "a7Ia8Iq a7Ia8Ir a7Ia8Ib a7Ia8Im a7Ia8Id a7Ia8It a7Ia8Iv a7Ia8In a7Ia8Ie "
	             "a7Ia8Ig a7Ia8Ia");
	ASSERT_MOVES(pos, "c2IV", "c2IVc3IV");
	ASSERT_MOVES(pos, "e1IV",
	             "e1IVd1IV e1IVf1IV e1IVe1III e1IVe1V e1IVd1III e1IVd1V e1IVf1III e1IVf1V "
	             "e1IVd2III e1IVd2IV e1IVd2V e1IVe2III e1IVe2IV e1IVe2V e1IVf2III e1IVf2IV "
	             "e1IVf2V");
	hdc_position_free(pos);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("rules");
	struct {
		const char *name;
		const TTest *test;
		int loops;
	} cases[] = {
		{ "castling", castling_all_four, 0 },
		{ "castling", castling_black, 0 },
		{ "castling-conditions", castling_conditions,
		  (int)(sizeof attacked_cases / sizeof attacked_cases[0]) },
		{ "castling-rights", castling_rights_king_moves, 0 },
		{ "castling-rights", castling_rights_rook_moves, 0 },
		{ "castling-rights", castling_rights_white_captures, 0 },
		{ "castling-rights-capture", castling_rights_rook_captured,
		  (int)(sizeof capture_cases / sizeof capture_cases[0]) },
		{ "en-passant", ep_forms_next_move_only, 0 },
		{ "en-passant", ep_black_forms, 0 },
		{ "en-passant", ep_exposing_king_xy, 0 },
		{ "en-passant", ep_exposing_king_yz, 0 },
		{ "en-passant", ep_cell_always_written_key_only_if_legal, 0 },
		{ "promotion", promotion_across_layers, 0 },
		{ "promotion", promotion_black_across_layers, 0 },
		{ "promotion-layers", promotion_on_every_layer, 8 },
		{ "pawns", double_step_blocked, 0 },
		{ "pawns", pawn_no_space_diagonal_capture, 0 },
		{ "pins", pinned_pieces, 0 },
		{ "end", checkmate, 0 },
		{ "end", stalemate, 0 },
		{ "end", reference_mate_and_stalemate, 0 },
		{ "raumschach", raumschach_rank5_pawn_moves_up, 0 },
		{ "raumschach", raumschach_promotion_only_at_e5, 0 },
		{ "raumschach", raumschach_pawn_five_captures, 0 },
		{ "3d8l", v3d8l_pawns_and_no_castling, 0 },
	};
	TCase *tc = NULL;
	const char *current = "";
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		if (strcmp(current, cases[i].name) != 0) {
			current = cases[i].name;
			tc = tcase_create(current);
			tcase_set_timeout(tc, 60);
			suite_add_tcase(s, tc);
		}
		if (cases[i].loops)
			tcase_add_loop_test(tc, cases[i].test, 0, cases[i].loops);
		else
			tcase_add_test(tc, cases[i].test);
	}
	return run_suite(s);
}
