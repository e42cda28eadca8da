/*
 * test_san.c - the examples of RULES.md "Move notation", each written and
 * read in a position where it is legal; the lenient readings RULES.md and
 * issue 3 allow; and the strict side: every class of bad move text with its
 * status, byte offset or candidate count.
 *
 * Positions are piece lists (see ../common.h): "Ke1IV" is a white king on
 * e1-IV, "pd5IV" a black pawn on d5-IV.  Expected moves are given in
 * coordinate notation and looked up among the legal moves; expected SAN is
 * written out by hand from RULES.md, with the en dash spelled DASH.
 */
#include <stdio.h>
#include <stdlib.h>

#include "notation_util.h"

/* Kings out of the way of everything below. */
#define KINGS "Ka1I ka8VIII"

/* White king and the four castling rooks at home (as in test_rules.c). */
#define CASTLE_WHITE "Ke1IV Ra1IV Rh1IV Re1I Re1VIII ka8VIII"
#define CASTLE_BLACK "ke8IV ra8IV rh8IV re8I re8VIII Ka1I"

/* Three rooks reaching d4-IV: from a4-IV (along the rank), d1-IV (along
 * the file) and d4-I (up the layers).  The kings stand on none of their
 * lines. */
#define ROOKS "Kh1VIII kh8I Ra4IV Rd1IV Rd4I"

/* Three queens reaching d4-IV: d1-IV and d7-IV along the file, d1-VII on
 * the diagonal of the YZ plane.  The queen on d1-IV shares its file with
 * d7-IV and its rank with d1-VII: only the full cell tells it. */
#define QUEENS "Kh1VIII kh8I Qd1IV Qd7IV Qd1VII"

/* White mates on g7-VII (the king on f6-VI guards the queen): the queen
 * there attacks h8-VIII and all seven cells around it. */
#define MATE "Kf6VI Qg1VII kh8VIII"

static hdc_position *position(const char *variant, const char *pieces, const char *fields)
{
	if (!pieces) {
		hdc_position *pos = NULL;
		ck_assert_int_eq(hdc_position_new(variant, &pos), HDC_OK);
		return pos;
	}
	return make_pos(variant, pieces, fields);
}

/* ------------------------------------------------------------------------ */
/* Written and read: the handbook examples                                   */
/* ------------------------------------------------------------------------ */

static const struct example {
	const char *variant;
	const char *pieces; /* NULL: the start position */
	const char *fields;
	const char *coord;  /* the move */
	const char *san;    /* exactly as the library must write it */
} examples[] = {
	/* Pawn pushes. */
	{ "hdc", NULL, NULL, "e2IVe4IV", "e4" DASH "IV" },
	{ "hdc", NULL, NULL, "e2IVe3IV", "e3" DASH "IV" },
	{ "hdc", NULL, NULL, "a2VIIIa4VIII", "a4" DASH "VIII" },
	{ "hdc", NULL, NULL, "g1IVf3IV", "Nf3" DASH "IV" },
	/* Black moves too. */
	{ "hdc", "Ke1IV pe7IV ke8VI", "b - - 0 1", "e7IVe5IV", "e5" DASH "IV" },
	/* Piece moves and captures. */
	{ "hdc", KINGS " Df1VI", "w - - 0 1", "f1VIf4VI", "Df4" DASH "VI" },
	{ "hdc", KINGS " Nd3III pe5III", "w - - 0 1", "d3IIIe5III", "Nxe5" DASH "III" },
	/* En passant, XY: d7-IV to d5-IV was the last move. */
	{ "hdc", KINGS " Pe5IV pd5IV", "w - d6-IV 0 1", "e5IVd6IV", "exd6" DASH "IV e.p." },
	/* En passant, YZ: the capturer stands above the double-stepped pawn. */
	{ "hdc", KINGS " Pe5V pe5IV", "w - e6-IV 0 1", "e5Ve6IV",
	  "e5" DASH "Vxe6" DASH "IV e.p." },
	/* Pawn capture across layers: the full source cell. */
	{ "hdc", KINGS " Pe5V ne6IV", "w - - 0 1", "e5Ve6IV", "e5" DASH "Vxe6" DASH "IV" },
	{ "hdc", KINGS " Pe5V ne6IV", "w - - 0 1", "e5Ve6V", "e6" DASH "V" },
	/* Pawn capture within the layer: the source file. */
	{ "hdc", KINGS " Pe5V nd6V", "w - - 0 1", "e5Vd6V", "exd6" DASH "V" },
	/* Promotion to each piece. */
	{ "hdc", KINGS " Pe7II", "w - - 0 1", "e7IIe8IIq", "e8" DASH "II=Q" },
	{ "hdc", KINGS " Pe7II", "w - - 0 1", "e7IIe8IId", "e8" DASH "II=D" },
	{ "hdc", KINGS " Pe7II", "w - - 0 1", "e7IIe8IIr", "e8" DASH "II=R" },
	{ "hdc", KINGS " Pe7II", "w - - 0 1", "e7IIe8IIb", "e8" DASH "II=B" },
	{ "hdc", KINGS " Pe7II", "w - - 0 1", "e7IIe8IIn", "e8" DASH "II=N" },
	{ "hdc", KINGS " Pd7II re8II", "w - - 0 1", "d7IIe8IId", "dxe8" DASH "II=D" },
	{ "hdc", KINGS " Pd7II re8II", "w - - 0 1", "d7IId8IIq", "d8" DASH "II=Q" },
	/* Black promotes on rank 1, across layers. */
	{ "hdc", "Ka8I kh8VIII pc2V Rc1IV", "b - - 0 1", "c2Vc1IVn", "c2" DASH "Vxc1" DASH "IV=N" },
	/* The four castlings, white and black. */
	{ "hdc", CASTLE_WHITE, "w KQLU - 0 1", "e1IVg1IV", "O-O" },
	{ "hdc", CASTLE_WHITE, "w KQLU - 0 1", "e1IVc1IV", "O-O-O" },
	{ "hdc", CASTLE_WHITE, "w KQLU - 0 1", "e1IVe1II", "O-Oz" },
	{ "hdc", CASTLE_WHITE, "w KQLU - 0 1", "e1IVe1VI", "O-O-Oz" },
	{ "hdc", CASTLE_BLACK, "b kqlu - 0 1", "e8IVg8IV", "O-O" },
	{ "hdc", CASTLE_BLACK, "b kqlu - 0 1", "e8IVc8IV", "O-O-O" },
	{ "hdc", CASTLE_BLACK, "b kqlu - 0 1", "e8IVe8II", "O-Oz" },
	{ "hdc", CASTLE_BLACK, "b kqlu - 0 1", "e8IVe8VI", "O-O-Oz" },
	/* Check and mate. */
	{ "hdc", MATE, "w - - 0 1", "g1VIIg7VII", "Qg7" DASH "VII#" },
	{ "hdc", MATE, "w - - 0 1", "g1VIIg8VII", "Qg8" DASH "VII+" },
	{ "hdc", MATE, "w - - 0 1", "g1VIIg2VII", "Qg2" DASH "VII" },
	/* Castling that checks: the rook lands on f1-IV, facing f8-IV. */
	{ "hdc", "Ke1IV Rh1IV kf8IV", "w K - 0 1", "e1IVg1IV", "O-O+" },
	/* Promotion that checks: the new rook on e8-II faces e1-II. */
	{ "hdc", "Kh1VIII Pe7II ke1II", "w - - 0 1", "e7IIe8IIr", "e8" DASH "II=R+" },
	/* Disambiguation: file, rank (the file is shared), full cell (file and
	 * rank are both shared); no disambiguation where no rival exists. */
	{ "hdc", ROOKS, "w - - 0 1", "a4IVd4IV", "Rad4" DASH "IV" },
	{ "hdc", ROOKS, "w - - 0 1", "d1IVd4IV", "R1d4" DASH "IV" },
	{ "hdc", ROOKS, "w - - 0 1", "d4Id4IV", "Rd4" DASH "Id4" DASH "IV" },
	{ "hdc", ROOKS, "w - - 0 1", "a4IVb4IV", "Rb4" DASH "IV" },
	{ "hdc", QUEENS, "w - - 0 1", "d1IVd4IV", "Qd1" DASH "IVd4" DASH "IV" },
	{ "hdc", QUEENS, "w - - 0 1", "d7IVd4IV", "Q7d4" DASH "IV" },
	{ "hdc", QUEENS, "w - - 0 1", "d1VIId4IV", "Qd1" DASH "VIId4" DASH "IV" },
	/* Two knights of the start reaching one cell in Raumschach. */
	{ "raumschach", NULL, NULL, "Ab1Ac3", "NbAc3" },
	/* The Raumschach examples of RULES.md section 3. */
	{ "raumschach", "KEa5 kEe1 NAb1", "w - - 0 1", "Ab1Ac3", "NAc3" },
	{ "raumschach", "KAa3 kEa5 UBb1 nEe4", "w - - 0 1", "Bb1Ee4", "UxEe4" },
	{ "raumschach", "KEa5 kEe4 RAa1 RAc4 RCc1", "w - - 0 1", "Aa1Ac1", "RaAc1" },
	{ "raumschach", "KEa5 kEe4 RAa1 RAc4 RCc1", "w - - 0 1", "Ac4Ac1", "R4Ac1" },
	{ "raumschach", "KEa5 kEe4 RAa1 RAc4 RCc1", "w - - 0 1", "Cc1Ac1", "RCc1Ac1" },
	{ "raumschach", "KEa5 kEe4 RAc4 RCc1", "w - - 0 1", "Cc1Ac1", "R1Ac1" },
	{ "raumschach", "KEe1 kEe5 PAa2 nAb3 nBb2 nBa3", "w - - 0 1", "Aa2Aa3", "Aa3" },
	{ "raumschach", "KEe1 kEe5 PAa2 nAb3 nBb2 nBa3", "w - - 0 1", "Aa2Ba2", "Ba2" },
	{ "raumschach", "KEe1 kEe5 PAa2 nAb3 nBb2 nBa3", "w - - 0 1", "Aa2Ab3", "axAb3" },
	{ "raumschach", "KEe1 kEe5 PAa2 nAb3 nBb2 nBa3", "w - - 0 1", "Aa2Bb2", "Aa2xBb2" },
	{ "raumschach", "KEe1 kEe5 PAa2 nAb3 nBb2 nBa3", "w - - 0 1", "Aa2Ba3", "Aa2xBa3" },
	{ "raumschach", "KAa1 kCa5 PEe4", "w - - 0 1", "Ee4Ee5q", "Ee5=Q" },
	{ "raumschach", "KAa1 kCa5 PDd4 nEd5", "w - - 0 1", "Dd4Ed5q", "Dd4xEd5=Q" },
	/* 3D8L letters. */
	{ "3d8l", "Ka1I ka8VIII Mc1IV", "w - - 0 1", "c1IVe3VI", "Me3" DASH "VI" },
	{ "3d8l", "Ka1I ka8VIII Pe7I", "w - - 0 1", "e7Ie8Ia", "e8" DASH "I=A" },
};

START_TEST(handbook_example)
{
	const struct example *e = &examples[_i];
	hdc_position *pos = position(e->variant, e->pieces, e->fields);
	hdc_move m = find_move(pos, e->coord);
	char san[SAN_CAP], before[TEXT_CAP], after[TEXT_CAP];
	get_text(pos, before, sizeof before);

	/* Written exactly so; asking for the size alone gives the same size. */
	san_of(pos, m, san, sizeof san);
	ck_assert_msg(strcmp(san, e->san) == 0, "%s: %s is written '%s', want '%s'", e->variant,
	              e->coord, san, e->san);
	size_t needed = 0;
	ck_assert_int_eq(hdc_position_move_san(pos, m, NULL, 0, &needed), HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_uint_eq(needed, strlen(e->san) + 1);

	/* Read back by both readers. */
	hdc_move back = 0;
	hdc_status st = hdc_position_parse_san(pos, e->san, &back);
	ck_assert_msg(st == HDC_OK, "parse_san('%s'): %s (%s)", e->san, hdc_status_string(st),
	              hdc_position_error_message(pos));
	ck_assert_uint_eq(back, m);
	back = 0;
	ck_assert_int_eq(hdc_position_parse_move(pos, e->san, &back), HDC_OK);
	ck_assert_uint_eq(back, m);
	/* The coordinate form too. */
	back = 0;
	ck_assert_int_eq(hdc_position_parse_coord(pos, e->coord, &back), HDC_OK);
	ck_assert_uint_eq(back, m);
	back = 0;
	ck_assert_int_eq(hdc_position_parse_move(pos, e->coord, &back), HDC_OK);
	ck_assert_uint_eq(back, m);
	/* Reading changes nothing. */
	get_text(pos, after, sizeof after);
	ck_assert_str_eq(after, before);
	hdc_position_free(pos);
}
END_TEST

/* The kinds of move the examples stand for (the positions must really be
 * what their comments say). */
START_TEST(handbook_move_kinds)
{
	static const struct {
		const char *pieces, *fields, *coord;
		int kind;
		int castling;
	} kinds[] = {
		{ KINGS " Pe5IV pd5IV", "w - d6-IV 0 1", "e5IVd6IV", HDC_MOVE_EN_PASSANT, -1 },
		{ KINGS " Pe5V pe5IV", "w - e6-IV 0 1", "e5Ve6IV", HDC_MOVE_EN_PASSANT, -1 },
		{ KINGS " Pe5V ne6IV", "w - - 0 1", "e5Ve6IV", HDC_MOVE_CAPTURE, -1 },
		{ KINGS " Pd7II re8II", "w - - 0 1", "d7IIe8IId", HDC_MOVE_PROMOTION_CAPTURE, -1 },
		{ KINGS " Pe7II", "w - - 0 1", "e7IIe8IIq", HDC_MOVE_PROMOTION, -1 },
		{ CASTLE_WHITE, "w KQLU - 0 1", "e1IVg1IV", HDC_MOVE_CASTLING, HDC_CASTLE_KINGSIDE },
		{ CASTLE_WHITE, "w KQLU - 0 1", "e1IVc1IV", HDC_MOVE_CASTLING, HDC_CASTLE_QUEENSIDE },
		{ CASTLE_WHITE, "w KQLU - 0 1", "e1IVe1II", HDC_MOVE_CASTLING, HDC_CASTLE_LOWER },
		{ CASTLE_WHITE, "w KQLU - 0 1", "e1IVe1VI", HDC_MOVE_CASTLING, HDC_CASTLE_UPPER },
	};
	for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
		hdc_position *pos = make_pos("hdc", kinds[i].pieces, kinds[i].fields);
		hdc_move m = find_move(pos, kinds[i].coord);
		ck_assert_int_eq(hdc_move_kind(m), kinds[i].kind);
		ck_assert_int_eq(hdc_move_castling(m), kinds[i].castling);
		hdc_position_free(pos);
	}
	/* The mate is a mate, the check only a check. */
	hdc_position *pos = make_pos("hdc", MATE, "w - - 0 1");
	play(pos, "g1VIIg7VII");
	ck_assert_int_eq(status_of(pos, NULL), HDC_STATUS_CHECKMATE);
	ck_assert_int_eq(hdc_position_undo(pos), HDC_OK);
	play(pos, "g1VIIg8VII");
	ck_assert_int_eq(check_of(pos), 1);
	ck_assert_int_eq(status_of(pos, NULL), HDC_STATUS_ONGOING);
	hdc_position_free(pos);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* Read: lenient where RULES.md says so, strict elsewhere                    */
/* ------------------------------------------------------------------------ */

static const struct reading {
	const char *variant;
	const char *pieces; /* NULL: the start position */
	const char *fields;
	const char *text;
	hdc_status status;
	const char *coord;  /* HDC_OK: the move it names */
	int64_t offset;     /* HDC_ERR_SYNTAX: the byte offset of the problem */
	int32_t candidates; /* HDC_ERR_AMBIGUOUS_MOVE: how many moves match */
} readings[] = {
	/* ASCII hyphen, upper-case file, lower-case Roman numerals. */
	{ "hdc", NULL, NULL, "e4-IV", HDC_OK, "e2IVe4IV", 0, 0 },
	{ "hdc", NULL, NULL, "E4" DASH "IV", HDC_OK, "e2IVe4IV", 0, 0 },
	{ "hdc", NULL, NULL, "E4-IV", HDC_OK, "e2IVe4IV", 0, 0 },
	{ "hdc", NULL, NULL, "e4" DASH "iv", HDC_OK, "e2IVe4IV", 0, 0 },
	{ "hdc", NULL, NULL, "e4-iv", HDC_OK, "e2IVe4IV", 0, 0 },
	{ "hdc", NULL, NULL, "a3-viii", HDC_OK, "a2VIIIa3VIII", 0, 0 },
	{ "hdc", NULL, NULL, "Nf3-iv", HDC_OK, "g1IVf3IV", 0, 0 },
	{ "hdc", ROOKS, "w - - 0 1", "Rd4-id4-iv", HDC_OK, "d4Id4IV", 0, 0 },
	/* Annotations. */
	{ "hdc", NULL, NULL, "e4" DASH "IV!", HDC_OK, "e2IVe4IV", 0, 0 },
	{ "hdc", NULL, NULL, "e4" DASH "IV?", HDC_OK, "e2IVe4IV", 0, 0 },
	{ "hdc", NULL, NULL, "e4" DASH "IV!?", HDC_OK, "e2IVe4IV", 0, 0 },
	{ "hdc", NULL, NULL, "e4" DASH "IV?!", HDC_OK, "e2IVe4IV", 0, 0 },
	{ "hdc", NULL, NULL, "e4" DASH "IV!!", HDC_OK, "e2IVe4IV", 0, 0 },
	{ "hdc", NULL, NULL, "e4" DASH "IV??", HDC_OK, "e2IVe4IV", 0, 0 },
	{ "hdc", MATE, "w - - 0 1", "Qg7" DASH "VII#!", HDC_OK, "g1VIIg7VII", 0, 0 },
	{ "hdc", MATE, "w - - 0 1", "Qg8" DASH "VII+?", HDC_OK, "g1VIIg8VII", 0, 0 },
	/* Check marks missing or extra. */
	{ "hdc", MATE, "w - - 0 1", "Qg7" DASH "VII", HDC_OK, "g1VIIg7VII", 0, 0 },
	{ "hdc", MATE, "w - - 0 1", "Qg8" DASH "VII", HDC_OK, "g1VIIg8VII", 0, 0 },
	{ "hdc", MATE, "w - - 0 1", "Qg7" DASH "VII+", HDC_OK, "g1VIIg7VII", 0, 0 },
	{ "hdc", NULL, NULL, "e4" DASH "IV+", HDC_OK, "e2IVe4IV", 0, 0 },
	{ "hdc", "Ke1IV Rh1IV kf8IV", "w K - 0 1", "O-O", HDC_OK, "e1IVg1IV", 0, 0 },
	/* " e.p." missing (both forms) or extra. */
	{ "hdc", KINGS " Pe5IV pd5IV", "w - d6-IV 0 1", "exd6" DASH "IV", HDC_OK, "e5IVd6IV", 0, 0 },
	{ "hdc", KINGS " Pe5IV pd5IV", "w - d6-IV 0 1", "exd6-IV e.p.", HDC_OK, "e5IVd6IV", 0, 0 },
	{ "hdc", KINGS " Pe5V pe5IV", "w - e6-IV 0 1", "e5" DASH "Vxe6" DASH "IV", HDC_OK, "e5Ve6IV",
	  0, 0 },
	{ "hdc", KINGS " Pe5V ne6IV", "w - - 0 1", "e5" DASH "Vxe6" DASH "IV e.p.", HDC_OK,
	  "e5Ve6IV", 0, 0 },
	/* Zeros in castling. */
	{ "hdc", CASTLE_WHITE, "w KQLU - 0 1", "0-0", HDC_OK, "e1IVg1IV", 0, 0 },
	{ "hdc", CASTLE_WHITE, "w KQLU - 0 1", "0-0-0", HDC_OK, "e1IVc1IV", 0, 0 },
	{ "hdc", CASTLE_WHITE, "w KQLU - 0 1", "0-0z", HDC_OK, "e1IVe1II", 0, 0 },
	{ "hdc", CASTLE_WHITE, "w KQLU - 0 1", "0-0-0z", HDC_OK, "e1IVe1VI", 0, 0 },
	{ "hdc", CASTLE_BLACK, "b kqlu - 0 1", "0-0-0", HDC_OK, "e8IVc8IV", 0, 0 },
	/* Over-specified sources are still the move. */
	{ "hdc", ROOKS, "w - - 0 1", "Rd1" DASH "IVd4" DASH "IV", HDC_OK, "d1IVd4IV", 0, 0 },

	/* Strict: a capture mark on a move that captures nothing, a move
	 * without the capture mark it needs, a promotion without its piece,
	 * a promotion where there is none, moves no piece can make. */
	{ "hdc", KINGS " Nd3III", "w - - 0 1", "Nxe5" DASH "III", HDC_ERR_ILLEGAL_MOVE, NULL, 0, 0 },
	{ "hdc", KINGS " Nd3III pe5III", "w - - 0 1", "Ne5" DASH "III", HDC_ERR_ILLEGAL_MOVE, NULL,
	  0, 0 },
	{ "hdc", KINGS " Pe7II", "w - - 0 1", "e8" DASH "II", HDC_ERR_ILLEGAL_MOVE, NULL, 0, 0 },
	{ "hdc", KINGS " Pe7II", "w - - 0 1", "e7IIe8II", HDC_ERR_ILLEGAL_MOVE, NULL, 0, 0 },
	{ "hdc", NULL, NULL, "e4" DASH "IV=Q", HDC_ERR_ILLEGAL_MOVE, NULL, 0, 0 },
	{ "hdc", NULL, NULL, "e5" DASH "IV", HDC_ERR_ILLEGAL_MOVE, NULL, 0, 0 },
	{ "hdc", NULL, NULL, "Ke2" DASH "IV", HDC_ERR_ILLEGAL_MOVE, NULL, 0, 0 },
	{ "hdc", NULL, NULL, "Qd4" DASH "IV", HDC_ERR_ILLEGAL_MOVE, NULL, 0, 0 },
	{ "hdc", NULL, NULL, "O-O", HDC_ERR_ILLEGAL_MOVE, NULL, 0, 0 },
	{ "hdc", NULL, NULL, "O-Oz", HDC_ERR_ILLEGAL_MOVE, NULL, 0, 0 },
	{ "hdc", NULL, NULL, "exd3" DASH "IV", HDC_ERR_ILLEGAL_MOVE, NULL, 0, 0 },
	{ "hdc", NULL, NULL, "e2IVe5IV", HDC_ERR_ILLEGAL_MOVE, NULL, 0, 0 },
	/* The wrong source named. */
	{ "hdc", ROOKS, "w - - 0 1", "Rbd4" DASH "IV", HDC_ERR_ILLEGAL_MOVE, NULL, 0, 0 },
	{ "hdc", ROOKS, "w - - 0 1", "R2d4" DASH "IV", HDC_ERR_ILLEGAL_MOVE, NULL, 0, 0 },
	/* A capture across layers written like one within the layer (the
	 * file alone), and one within the layer from the wrong file. */
	{ "hdc", KINGS " Pe5V ne6IV", "w - - 0 1", "exe6" DASH "IV", HDC_ERR_ILLEGAL_MOVE, NULL, 0,
	  0 },
	{ "hdc", KINGS " Pe5V nd6V", "w - - 0 1", "cxd6" DASH "V", HDC_ERR_ILLEGAL_MOVE, NULL, 0, 0 },
	/* The en passant capture as a YZ capture from the wrong layer. */
	{ "hdc", KINGS " Pe5V pe5IV", "w - e6-IV 0 1", "e5" DASH "IIIxe6" DASH "IV",
	  HDC_ERR_ILLEGAL_MOVE, NULL, 0, 0 },

	/* Ambiguous: hand-written without the disambiguation. */
	{ "hdc", ROOKS, "w - - 0 1", "Rd4" DASH "IV", HDC_ERR_AMBIGUOUS_MOVE, NULL, 0, 3 },
	{ "hdc", ROOKS, "w - - 0 1", "Rdd4" DASH "IV", HDC_ERR_AMBIGUOUS_MOVE, NULL, 0, 2 },
	{ "hdc", ROOKS, "w - - 0 1", "R4d4" DASH "IV", HDC_ERR_AMBIGUOUS_MOVE, NULL, 0, 2 },
	{ "hdc", QUEENS, "w - - 0 1", "Qd4" DASH "IV", HDC_ERR_AMBIGUOUS_MOVE, NULL, 0, 3 },
	{ "hdc", QUEENS, "w - - 0 1", "Q1d4" DASH "IV", HDC_ERR_AMBIGUOUS_MOVE, NULL, 0, 2 },
	{ "hdc", QUEENS, "w - - 0 1", "Qdd4" DASH "IV", HDC_ERR_AMBIGUOUS_MOVE, NULL, 0, 3 },
	{ "hdc", "Ka1I ka8VIII Nd3III Nf3III pe5III", "w - - 0 1", "Nxe5" DASH "III",
	  HDC_ERR_AMBIGUOUS_MOVE, NULL, 0, 2 },
	{ "raumschach", NULL, NULL, "NAc3", HDC_ERR_AMBIGUOUS_MOVE, NULL, 0, 2 },

	/* Syntax errors, with the offset of the first byte that no move text
	 * can go on with. */
	{ "hdc", NULL, NULL, "", HDC_ERR_SYNTAX, NULL, 0, 0 },
	{ "hdc", NULL, NULL, "Z4" DASH "IV", HDC_ERR_SYNTAX, NULL, 0, 0 },
	{ "hdc", NULL, NULL, "%", HDC_ERR_SYNTAX, NULL, 0, 0 },
	{ "hdc", NULL, NULL, "e4" DASH "IVz", HDC_ERR_SYNTAX, NULL, 7, 0 },
	{ "hdc", NULL, NULL, "e4-IVz", HDC_ERR_SYNTAX, NULL, 5, 0 },
	{ "hdc", NULL, NULL, "e4" DASH "IX", HDC_ERR_SYNTAX, NULL, 6, 0 },
	{ "hdc", NULL, NULL, "e4" DASH "IV!x", HDC_ERR_SYNTAX, NULL, 8, 0 },
	{ "hdc", NULL, NULL, "e4" DASH "IV e.p.x", HDC_ERR_SYNTAX, NULL, 12, 0 },
	{ "hdc", NULL, NULL, "Nf3" DASH "IVq", HDC_ERR_SYNTAX, NULL, 8, 0 },
	{ "hdc", NULL, NULL, "Qd1" DASH "IV=Q", HDC_ERR_SYNTAX, NULL, 8, 0 },
	{ "hdc", NULL, NULL, "Kx", HDC_ERR_SYNTAX, NULL, 2, 0 },
	{ "hdc", NULL, NULL, "O-Ox", HDC_ERR_SYNTAX, NULL, 3, 0 },
	{ "hdc", KINGS " Pe7II", "w - - 0 1", "e8" DASH "II=K", HDC_ERR_SYNTAX, NULL, 8, 0 },
	{ "hdc", KINGS " Pe7II", "w - - 0 1", "e8" DASH "II=P", HDC_ERR_SYNTAX, NULL, 8, 0 },
	{ "hdc", KINGS " Pe7II", "w - - 0 1", "e8" DASH "II=X", HDC_ERR_SYNTAX, NULL, 8, 0 },
	/* Raumschach letters are not HDC letters and back. */
	{ "hdc", NULL, NULL, "Ue3" DASH "IV", HDC_ERR_SYNTAX, NULL, 0, 0 },
	{ "raumschach", NULL, NULL, "Mc3", HDC_ERR_SYNTAX, NULL, 0, 0 },
	{ "hdc", NULL, NULL, "Me3" DASH "IV", HDC_ERR_SYNTAX, NULL, 0, 0 },

	/* Coordinate notation through parse_move. */
	{ "hdc", NULL, NULL, "e2IVe4IV", HDC_OK, "e2IVe4IV", 0, 0 },
	{ "hdc", KINGS " Pe7II", "w - - 0 1", "e7IIe8IIq", HDC_OK, "e7IIe8IIq", 0, 0 },
	{ "hdc", CASTLE_WHITE, "w KQLU - 0 1", "e1IVe1II", HDC_OK, "e1IVe1II", 0, 0 },
	{ "raumschach", NULL, NULL, "Ab1Ac3", HDC_OK, "Ab1Ac3", 0, 0 },
};

static void check_reading(const struct reading *r, const char *reader,
                          hdc_status (*read)(hdc_position *, const char *, hdc_move *))
{
	hdc_position *pos = position(r->variant, r->pieces, r->fields);
	char before[TEXT_CAP], after[TEXT_CAP];
	get_text(pos, before, sizeof before);
	hdc_move m = 0xFFFFFFFFu;
	hdc_status st = read(pos, r->text, &m);
	ck_assert_msg(st == r->status, "%s %s('%s'): %s, want %s (%s at %lld)", r->variant, reader,
	              r->text, hdc_status_string(st), hdc_status_string(r->status),
	              hdc_position_error_message(pos), (long long)hdc_position_error_offset(pos));
	switch (st) {
	case HDC_OK:
		ck_assert_uint_eq(m, find_move(pos, r->coord));
		ck_assert_str_eq(hdc_position_error_message(pos), "");
		break;
	case HDC_ERR_SYNTAX:
		ck_assert_msg(hdc_position_error_offset(pos) == r->offset,
		              "%s('%s'): syntax error at byte %lld, want %lld (%s)", reader, r->text,
		              (long long)hdc_position_error_offset(pos), (long long)r->offset,
		              hdc_position_error_message(pos));
		ck_assert_str_ne(hdc_position_error_message(pos), "");
		break;
	case HDC_ERR_AMBIGUOUS_MOVE:
		ck_assert_int_eq(hdc_position_error_candidates(pos), r->candidates);
		ck_assert_str_ne(hdc_position_error_message(pos), "");
		break;
	default:
		ck_assert_str_ne(hdc_position_error_message(pos), "");
		break;
	}
	if (st != HDC_OK)
		ck_assert_uint_eq(m, 0xFFFFFFFFu); /* no move written on failure */
	get_text(pos, after, sizeof after);
	ck_assert_str_eq(after, before);
	hdc_position_free(pos);
}

START_TEST(reading_parse_move)
{
	check_reading(&readings[_i], "parse_move", hdc_position_parse_move);
}
END_TEST

/* parse_san on the same texts, except the coordinate ones (no SAN). */
START_TEST(reading_parse_san)
{
	const struct reading *r = &readings[_i];
	hdc_move m;
	hdc_position *pos = position(r->variant, r->pieces, r->fields);
	int coordinate = hdc_position_parse_coord(pos, r->text, &m) != HDC_ERR_SYNTAX;
	hdc_position_free(pos);
	if (!coordinate)
		check_reading(r, "parse_san", hdc_position_parse_san);
}
END_TEST

/* An error, then a good move: the error state is cleared. */
START_TEST(error_state_cleared)
{
	hdc_position *pos = make_pos("hdc", ROOKS, "w - - 0 1");
	hdc_move m;
	ck_assert_int_eq(hdc_position_parse_san(pos, "Rd4" DASH "IV", &m), HDC_ERR_AMBIGUOUS_MOVE);
	ck_assert_int_eq(hdc_position_error_candidates(pos), 3);
	ck_assert_int_eq(hdc_position_parse_san(pos, "Rxx", &m), HDC_ERR_SYNTAX);
	ck_assert_int_eq(hdc_position_error_offset(pos), 2);
	ck_assert_int_eq(hdc_position_parse_san(pos, "Rad4" DASH "IV", &m), HDC_OK);
	ck_assert_str_eq(hdc_position_error_message(pos), "");
	ck_assert_int_eq(hdc_position_error_offset(pos), -1);
	ck_assert_int_eq(hdc_position_parse_san(pos, NULL, &m), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_parse_san(pos, "Rad4" DASH "IV", NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_parse_san(NULL, "Rad4" DASH "IV", &m), HDC_ERR_NULL);
	hdc_position_free(pos);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* Coordinate notation                                                       */
/* ------------------------------------------------------------------------ */

static const struct coord_case {
	const char *variant;
	const char *pieces;
	const char *fields;
	const char *text;
	hdc_status status;
	const char *coord; /* HDC_OK: the move (as the library writes it) */
	int64_t offset;
} coord_cases[] = {
	{ "hdc", NULL, NULL, "e2IVe4IV", HDC_OK, "e2IVe4IV", 0 },
	{ "hdc", NULL, NULL, "g1IVf3IV", HDC_OK, "g1IVf3IV", 0 },
	{ "hdc", NULL, NULL, "e1VIIf3VII", HDC_OK, "e1VIIf3VII", 0 },
	{ "hdc", KINGS " Pe7II", "w - - 0 1", "e7IIe8IIq", HDC_OK, "e7IIe8IIq", 0 },
	{ "hdc", KINGS " Pe7II", "w - - 0 1", "e7IIe8IId", HDC_OK, "e7IIe8IId", 0 },
	{ "hdc", KINGS " Pe7II", "w - - 0 1", "e7IIe8IIn", HDC_OK, "e7IIe8IIn", 0 },
	{ "hdc", CASTLE_WHITE, "w KQLU - 0 1", "e1IVg1IV", HDC_OK, "e1IVg1IV", 0 },
	{ "hdc", CASTLE_WHITE, "w KQLU - 0 1", "e1IVc1IV", HDC_OK, "e1IVc1IV", 0 },
	{ "hdc", CASTLE_WHITE, "w KQLU - 0 1", "e1IVe1II", HDC_OK, "e1IVe1II", 0 },
	{ "hdc", CASTLE_WHITE, "w KQLU - 0 1", "e1IVe1VI", HDC_OK, "e1IVe1VI", 0 },
	{ "raumschach", NULL, NULL, "Ab1Ac3", HDC_OK, "Ab1Ac3", 0 },
	{ "raumschach", "KAa1 kCa5 PDd4 nEd5", "w - - 0 1", "Dd4Ed5q", HDC_OK, "Dd4Ed5q", 0 },
	/* 3D8L promotes to any piece but the king, on any layer: V (the
	 * bishop-mace) on layer I is written "...Iv" and must not be read
	 * as layer IV. */
	{ "3d8l", "Kh1VIII kh8VIII Pa7I", "w - - 0 1", "a7Ia8Iv", HDC_OK, "a7Ia8Iv", 0 },
	{ "3d8l", "Kh1VIII kh8VIII Pa7I", "w - - 0 1", "a7Ia8Ia", HDC_OK, "a7Ia8Ia", 0 },
	{ "3d8l", "Kh1VIII kh8VIII Pa7I", "w - - 0 1", "a7Ia8Im", HDC_OK, "a7Ia8Im", 0 },
	{ "3d8l", "Kh1VIII kh8VIII pa2I", "b - - 0 1", "a2Ia1Iv", HDC_OK, "a2Ia1Iv", 0 },

	/* Well-formed, not legal. */
	{ "hdc", NULL, NULL, "e2IVe5IV", HDC_ERR_ILLEGAL_MOVE, NULL, 0 },
	{ "hdc", NULL, NULL, "e4IVe5IV", HDC_ERR_ILLEGAL_MOVE, NULL, 0 },
	{ "hdc", KINGS " Pe7II", "w - - 0 1", "e7IIe8II", HDC_ERR_ILLEGAL_MOVE, NULL, 0 },
	{ "hdc", NULL, NULL, "e2IVe4IVq", HDC_ERR_ILLEGAL_MOVE, NULL, 0 },

	/* Malformed: the offset of the bad cell or letter. */
	{ "hdc", NULL, NULL, "", HDC_ERR_SYNTAX, NULL, 0 },
	{ "hdc", NULL, NULL, "z2IVe4IV", HDC_ERR_SYNTAX, NULL, 0 },
	{ "hdc", NULL, NULL, "e2IVz4IV", HDC_ERR_SYNTAX, NULL, 4 },
	{ "hdc", NULL, NULL, "e2IV", HDC_ERR_SYNTAX, NULL, 4 },
	{ "hdc", NULL, NULL, "e2IVe4IVk", HDC_ERR_SYNTAX, NULL, 8 },
	{ "hdc", NULL, NULL, "e2IVe4IVx", HDC_ERR_SYNTAX, NULL, 8 },
	{ "hdc", NULL, NULL, "e2IVe4IVqq", HDC_ERR_SYNTAX, NULL, 9 },
	{ "hdc", NULL, NULL, "e2IVe4IV ", HDC_ERR_SYNTAX, NULL, 8 },
	{ "hdc", NULL, NULL, "e2IXe4IV", HDC_ERR_SYNTAX, NULL, 3 },
	{ "raumschach", NULL, NULL, "Ab1Fc3", HDC_ERR_SYNTAX, NULL, 3 },
	{ "raumschach", NULL, NULL, "Ab1Ac3k", HDC_ERR_SYNTAX, NULL, 6 },
};

START_TEST(coordinate_reading)
{
	const struct coord_case *c = &coord_cases[_i];
	hdc_position *pos = position(c->variant, c->pieces, c->fields);
	hdc_move m = 0xFFFFFFFFu;
	hdc_status st = hdc_position_parse_coord(pos, c->text, &m);
	ck_assert_msg(st == c->status, "%s parse_coord('%s'): %s, want %s (%s at %lld)",
	              c->variant, c->text, hdc_status_string(st), hdc_status_string(c->status),
	              hdc_position_error_message(pos), (long long)hdc_position_error_offset(pos));
	if (st == HDC_OK) {
		ck_assert_uint_eq(m, find_move(pos, c->coord));
		char text[32];
		coord_of(pos, m, text, sizeof text);
		ck_assert_str_eq(text, c->coord);
	} else {
		ck_assert_uint_eq(m, 0xFFFFFFFFu);
		ck_assert_str_ne(hdc_position_error_message(pos), "");
	}
	if (st == HDC_ERR_SYNTAX)
		ck_assert_msg(hdc_position_error_offset(pos) == c->offset,
		              "parse_coord('%s'): syntax error at byte %lld, want %lld (%s)", c->text,
		              (long long)hdc_position_error_offset(pos), (long long)c->offset,
		              hdc_position_error_message(pos));
	hdc_position_free(pos);
}
END_TEST

/* Writing: buffers, illegal moves. */
START_TEST(writing_errors)
{
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new("hdc", &pos), HDC_OK);
	hdc_move m = find_move(pos, "e2IVe4IV");
	char buf[SAN_CAP];
	size_t needed = 0;
	/* "e4–IV" is 7 bytes; the NUL makes 8. */
	ck_assert_int_eq(hdc_position_move_san(pos, m, buf, 7, &needed), HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_uint_eq(needed, 8);
	ck_assert_int_eq(hdc_position_move_san(pos, m, buf, 8, &needed), HDC_OK);
	ck_assert_str_eq(buf, "e4" DASH "IV");
	ck_assert_int_eq(hdc_position_move_coord(pos, m, buf, 8, &needed), HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_uint_eq(needed, 9);
	ck_assert_int_eq(hdc_position_move_coord(pos, m, buf, 9, &needed), HDC_OK);
	ck_assert_str_eq(buf, "e2IVe4IV");
	/* A move of the other side, or no move at all, is not written as SAN. */
	play(pos, "e2IVe4IV");
	ck_assert_int_ne(hdc_position_move_san(pos, m, buf, sizeof buf, &needed), HDC_OK);
	ck_assert_int_eq(hdc_position_move_san(NULL, m, buf, sizeof buf, &needed), HDC_ERR_NULL);
	hdc_position_free(pos);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("san");
	TCase *tc = tcase_create("handbook");
	tcase_add_loop_test(tc, handbook_example, 0, (int)(sizeof examples / sizeof examples[0]));
	tcase_add_test(tc, handbook_move_kinds);
	suite_add_tcase(s, tc);

	tc = tcase_create("reading");
	int nreadings = (int)(sizeof readings / sizeof readings[0]);
	tcase_add_loop_test(tc, reading_parse_move, 0, nreadings);
	tcase_add_loop_test(tc, reading_parse_san, 0, nreadings);
	tcase_add_test(tc, error_state_cleared);
	suite_add_tcase(s, tc);

	tc = tcase_create("coordinate");
	tcase_add_loop_test(tc, coordinate_reading, 0,
	                    (int)(sizeof coord_cases / sizeof coord_cases[0]));
	tcase_add_test(tc, writing_errors);
	suite_add_tcase(s, tc);
	return run_suite(s);
}
