/*
 * test_rules.c - the special rules of C'escacs (CESCACS.md sections 5 to
 * 10 under the orthodox legality of section 0), one small position each,
 * with the expected moves worked out by hand from the rules text.
 *
 * Positions are piece lists (hex.h): "KZ9" a white king on Z9, "pE21" a
 * black pawn on E21.  Moves are in coordinate notation (section 0):
 * "E7E13", "F26F28r", "F28F28r" (in-place promotion), "KRK-HIO".
 */
#include <stdio.h>
#include <stdlib.h>

#include "hex.h"

#define NO_RIGHTS "w - - 0 1"
#define BLACK_NO_RIGHTS "b - - 0 1"

/* The kind of the legal move written `coord`. */
static int32_t kind_of(const hdc_position *pos, const char *coord)
{
	return hdc_move_kind(find_move(pos, coord));
}

static void assert_text(const hdc_position *pos, const char *want)
{
	char text[TEXT_CAP];
	get_text(pos, text, sizeof text);
	ck_assert_str_eq(text, want);
}

static void assert_field(const hdc_position *pos, int n, const char *want)
{
	char f[TEXT_CAP];
	hex_field(pos, n, f, sizeof f);
	ck_assert_msg(strcmp(f, want) == 0, "field %d: got \"%s\", want \"%s\"", n, f, want);
}

/* ------------------------------------------------------------------------ */
/* Knight's ride (section 5)                                                 */
/* ------------------------------------------------------------------------ */

/* N on F14: the ride (+4,+10)... is the jump applied twice, so it needs
 * the middle hex and the target empty, and never captures.
 *   G19: black pawn - the jump captures it, the ride to H24 is blocked;
 *   X16: black rook on the ride target, I15 empty - no move to X16;
 *   C13: own elephant - no jump there, and the ride to T12 is blocked. */
START_TEST(knight_ride)
{
	hdc_position *pos = hex_pos("NF14 pG19 rX16 EC13 KZ9 kP19", NO_RIGHTS);
	ASSERT_HEX_MOVES(pos, "F14",
	                 "F14I15 F14I13 F14C15 F14H18 F14H10 F14D18 F14D10 F14G19 F14G9 "
	                 "F14E19 F14E9 "
	                 "F14X12 F14T16 F14K22 F14K6 F14B22 F14B6 F14H4 F14D24 F14D4");
	ck_assert_int_eq(kind_of(pos, "F14G19"), HDC_MOVE_CAPTURE);
	ck_assert_int_eq(kind_of(pos, "F14X12"), HDC_MOVE_QUIET);
	hdc_position_free(pos);

	/* An enemy piece in the middle blocks the ride as well: rook on I15. */
	pos = hex_pos("NF14 rI15 KZ9 kP19", NO_RIGHTS);
	ck_assert(hex_has_move(pos, "F14I15"));
	ck_assert(!hex_has_move(pos, "F14X16"));
	hdc_position_free(pos);
}
END_TEST

/* The ride is a move, not an attack: a king two jumps away is not in
 * check, and may step onto a hex the ride reaches. */
START_TEST(knight_ride_gives_no_check)
{
	hdc_position *pos = hex_pos("NF14 KZ9 kX16", BLACK_NO_RIGHTS);
	ck_assert_int_eq(hex_in_check(pos), 0);
	int32_t attacked = -1;
	ck_assert_int_eq(hdc_position_is_attacked(pos, hex_cell(pos, "X16"), HDC_WHITE, &attacked),
	                 HDC_OK);
	ck_assert_int_eq(attacked, 0);
	ck_assert_int_eq(hdc_position_is_attacked(pos, hex_cell(pos, "I15"), HDC_WHITE, &attacked),
	                 HDC_OK);
	ck_assert_int_eq(attacked, 1);
	hdc_position_free(pos);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* Elephant (section 5)                                                      */
/* ------------------------------------------------------------------------ */

START_TEST(elephant_two_step_capture)
{
	/* Black knight two hexes ahead, the hex between empty: captured. */
	hdc_position *pos = hex_pos("EF14 nF18 KZ9 kP19", NO_RIGHTS);
	ASSERT_HEX_MOVES(pos, "F14", "F14F16 F14F18 F14G17 F14E17 F14G11 F14E11");
	ck_assert_int_eq(kind_of(pos, "F14F18"), HDC_MOVE_CAPTURE);
	hdc_position_free(pos);

	/* Black knight on the first hex: captured, no second step. */
	pos = hex_pos("EF14 nF16 KZ9 kP19", NO_RIGHTS);
	ASSERT_HEX_MOVES(pos, "F14", "F14F16 F14G17 F14E17 F14G11 F14E11");
	ck_assert_int_eq(kind_of(pos, "F14F16"), HDC_MOVE_CAPTURE);
	hdc_position_free(pos);

	/* Own knight on the first hex: neither forward move. */
	pos = hex_pos("EF14 NF16 KZ9 kP19", NO_RIGHTS);
	ASSERT_HEX_MOVES(pos, "F14", "F14G17 F14E17 F14G11 F14E11");
	hdc_position_free(pos);

	/* Black elephant, forward is down. */
	pos = hex_pos("eF14 NF10 KZ9 kP19", BLACK_NO_RIGHTS);
	ASSERT_HEX_MOVES(pos, "F14", "F14F12 F14F10 F14G17 F14E17 F14G11 F14E11");
	ck_assert_int_eq(kind_of(pos, "F14F10"), HDC_MOVE_CAPTURE);
	hdc_position_free(pos);
}
END_TEST

/* Never backwards or sideways orthogonally, never along the transversal:
 * black pieces on F12 (behind), G13 and E15 (sideways), H14 and D14
 * (transversal) stay out of reach. */
START_TEST(elephant_never_sideways)
{
	hdc_position *pos = hex_pos("EF14 nF12 nH14 gD14 gG13 eE15 KZ9 kP19", NO_RIGHTS);
	ASSERT_HEX_MOVES(pos, "F14", "F14F16 F14F18 F14G17 F14E17 F14G11 F14E11");
	hdc_position_free(pos);
}
END_TEST

/* The two-step is an attack (section 8.2): a king two hexes in front of an
 * elephant, the hex between empty, is in check and may not step to F16 nor
 * to the diagonal hexes the elephant covers (E17, G17). */
START_TEST(elephant_two_step_check)
{
	hdc_position *pos = hex_pos("EF14 KZ9 kF18", BLACK_NO_RIGHTS);
	ck_assert_int_eq(hex_in_check(pos), 1);
	ASSERT_HEX_MOVES(pos, NULL,
	                 "F18F20 F18G19 F18E19 F18H18 F18D18 F18G21 F18E21 F18G15 F18E15");
	hdc_position_free(pos);
	/* With the hex between occupied: no check. */
	pos = hex_pos("EF14 KZ9 kF18 pF16", BLACK_NO_RIGHTS);
	ck_assert_int_eq(hex_in_check(pos), 0);
	hdc_position_free(pos);
	/* Black elephant against a white king. */
	pos = hex_pos("eF14 KF10 kZ9", NO_RIGHTS);
	ck_assert_int_eq(hex_in_check(pos), 1);
	hdc_position_free(pos);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* Pawns (section 6)                                                         */
/* ------------------------------------------------------------------------ */

START_TEST(pawn_moves)
{
	static const struct {
		const char *pieces, *fields, *from, *moves;
	} cases[] = {
		/* Triple-step hex: one, two, three ahead, two obliques. */
		{ "PE7", NO_RIGHTS, "E7", "E7E9 E7E11 E7E13 E7D8 E7F8" },
		/* F8 is an initial hex but no triple-step hex. */
		{ "PF8", NO_RIGHTS, "F8", "F8F10 F8F12 F8E9 F8G9" },
		{ "PA5", NO_RIGHTS, "A5", "A5A7 A5A9 A5T6 A5B6" },
		{ "PL5", NO_RIGHTS, "L5", "L5L7 L5L9 L5K6 L5X6" },
		/* Double step from any hex. */
		{ "PC13", NO_RIGHTS, "C13", "C13C15 C13C17 C13B14 C13D14" },
		/* Triple step blocked on its third hex, and on its second. */
		{ "PE7 nE13", NO_RIGHTS, "E7", "E7E9 E7E11 E7D8 E7F8" },
		{ "PE7 nE11", NO_RIGHTS, "E7", "E7E9 E7D8 E7F8" },
		/* Oblique steps never capture (G9, E9); captures go diagonally
		 * forward (G11), never backwards (G5). */
		{ "PF8 nG9 nE9 gG11 gG5", NO_RIGHTS, "F8", "F8F10 F8F12 F8G11" },
		/* Black: forward is down; G21 is a triple-step hex, F20 is not. */
		{ "pG21", BLACK_NO_RIGHTS, "G21", "G21G19 G21G17 G21G15 G21F20 G21H20" },
		{ "pF20", BLACK_NO_RIGHTS, "F20", "F20F18 F20F16 F20E19 F20G19" },
		{ "pB24", BLACK_NO_RIGHTS, "B24", "B24B22 B24B20 B24B18 B24A23 B24C23" },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char pieces[128];
		snprintf(pieces, sizeof pieces, "KZ9 kP19 %s", cases[i].pieces);
		hdc_position *pos = hex_pos(pieces, cases[i].fields);
		ASSERT_HEX_MOVES(pos, cases[i].from, cases[i].moves);
		hdc_position_free(pos);
	}
	hdc_position *pos = hex_pos("KZ9 kP19 PE7 PF8", NO_RIGHTS);
	ck_assert_int_eq(kind_of(pos, "E7E9"), HDC_MOVE_QUIET);
	ck_assert_int_eq(kind_of(pos, "E7E11"), HDC_MOVE_DOUBLE_STEP);
	ck_assert_int_eq(kind_of(pos, "E7E13"), HDC_MOVE_TRIPLE_STEP);
	ck_assert_int_eq(kind_of(pos, "F8F12"), HDC_MOVE_DOUBLE_STEP);
	ck_assert_int_eq(kind_of(pos, "E7D8"), HDC_MOVE_QUIET);
	hdc_position_free(pos);
}
END_TEST

/* The hexes a white pawn can ever stand on: from its 11 initial hexes by
 * steps (0,+2), obliques (+-1,+1) and captures (+-1,+3) (section 6). */
static void white_pawn_hexes(int reach[15][29])
{
	static const int home[11][2] = { { 2, 5 }, { 3, 4 }, { 4, 5 }, { 5, 6 }, { 6, 7 }, { 7, 8 },
		                         { 8, 7 }, { 9, 6 }, { 10, 5 }, { 11, 4 }, { 12, 5 } };
	static const int step[5][2] = { { 0, 2 }, { 1, 1 }, { -1, 1 }, { 1, 3 }, { -1, 3 } };
	memset(reach, 0, sizeof(int[15][29]));
	for (int i = 0; i < 11; i++)
		reach[home[i][0]][home[i][1]] = 1;
	/* Lines only grow: one sweep upwards suffices. */
	for (int l = 0; l < 29; l++)
		for (int c = 0; c < 15; c++) {
			if (!reach[c][l])
				continue;
			for (int k = 0; k < 5; k++)
				if (hex_exists(c + step[k][0], l + step[k][1]))
					reach[c + step[k][0]][l + step[k][1]] = 1;
		}
}

/* Triple steps exactly from the eight hexes B4 C5 D6 E7 G7 H6 I5 K4 (black:
 * the same columns, line 28 - l), tried for a lone pawn on every hex a pawn
 * can stand on.  The kings stand on F0 and I3 (for a black pawn: F28 and
 * I25), where no pawn of that colour can go. */
START_TEST(triple_step_only_from_the_eight_hexes)
{
	static const char *const eight[] = { "B4", "C5", "D6", "E7", "G7", "H6", "I5", "K4" };
	int reach[15][29];
	white_pawn_hexes(reach);
	int triples[2] = { 0, 0 };
	for (int side = 0; side < 2; side++)
		for (int c = 0; c < 15; c++)
			for (int l = 0; l < 29; l++) {
				if (!hex_exists(c, l) || !reach[c][side ? 28 - l : l])
					continue;
				char hex[8], pieces[64];
				hex_name(c, l, hex);
				snprintf(pieces, sizeof pieces, side ? "KF28 kI25 p%s" : "KF0 kI3 P%s",
				         hex);
				hdc_position *pos = hex_pos(pieces, side ? BLACK_NO_RIGHTS : NO_RIGHTS);
				hdc_move moves[64];
				size_t n = 0;
				ck_assert_int_eq(hdc_position_legal_moves_from(pos, hex_cell(pos, hex),
				                                               moves, 64, &n),
				                 HDC_OK);
				int dir = side ? -1 : 1, triple = 0, is_eight = 0;
				for (size_t m = 0; m < n; m++)
					triple += hdc_move_kind(moves[m]) == HDC_MOVE_TRIPLE_STEP;
				for (int k = 0; k < 8; k++) {
					int ec, el;
					hex_read(eight[k], &ec, &el);
					is_eight |= ec == c && (side ? 28 - el : el) == l;
				}
				int room = hex_exists(c, l + 6 * dir);
				ck_assert_msg(triple == (is_eight && room),
				              "%s pawn on %s: %d triple steps", side ? "black" : "white",
				              hex, triple);
				triples[side] += triple;
				hdc_position_free(pos);
			}
	ck_assert_int_eq(triples[0], 8);
	ck_assert_int_eq(triples[1], 8);
}
END_TEST

/* A pawn that reached a triple-step hex by moving may still triple-step:
 * D6-E7 (oblique), then E7-E13. */
START_TEST(triple_step_after_moving)
{
	hdc_position *pos = hex_pos("KZ9 kP19 PD6", NO_RIGHTS);
	play(pos, "D6E7");
	play(pos, "P19P21");
	ASSERT_HEX_MOVES(pos, "E7", "E7E9 E7E11 E7E13 E7D8 E7F8");
	ck_assert_int_eq(kind_of(pos, "E7E13"), HDC_MOVE_TRIPLE_STEP);
	hdc_position_free(pos);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* En passant (section 6)                                                    */
/* ------------------------------------------------------------------------ */

/* White E7-E13 passes E9 and E11.  Black D12 reaches E9 with (+1,-3), black
 * F14 reaches E11 with (-1,-3): both take the pawn on E13. */
START_TEST(en_passant_both_cells_of_a_triple_step)
{
	hdc_position *pos = hex_pos("KZ9 kP19 PE7 pD12 pF14", NO_RIGHTS);
	play(pos, "E7E13");
	assert_field(pos, 3, "P@E9,11[E13]");
	int32_t ep = -1;
	ck_assert_int_eq(hdc_position_en_passant(pos, &ep), HDC_OK);
	ck_assert_int_eq(ep, hex_cell(pos, "E9"));
	ASSERT_HEX_MOVES(pos, "D12", "D12D10 D12D8 D12C11 D12E11 D12E9");
	ASSERT_HEX_MOVES(pos, "F14", "F14F12 F14F10 F14G13 F14E11");
	ck_assert_int_eq(kind_of(pos, "D12E9"), HDC_MOVE_EN_PASSANT);
	ck_assert_int_eq(kind_of(pos, "F14E11"), HDC_MOVE_EN_PASSANT);
	ck_assert_int_eq(kind_of(pos, "D12E11"), HDC_MOVE_QUIET);
	ASSERT_SAN(pos, "D12E9", "D12@@E9");
	ASSERT_SAN(pos, "F14E11", "F14@E11");

	hdc_position *a = NULL, *b = NULL;
	ck_assert_int_eq(hdc_position_clone(pos, &a), HDC_OK);
	ck_assert_int_eq(hdc_position_clone(pos, &b), HDC_OK);
	play(a, "D12E9");
	ck_assert_int_eq(hex_piece(a, "E13"), 0);
	ck_assert_int_eq(hex_piece(a, "E9"), hdc_piece_make(HDC_PAWN, HDC_BLACK));
	assert_text(a, "/19:k7/14:3p3/9:3p3K/ w - - 0 2");
	play(b, "F14E11");
	ck_assert_int_eq(hex_piece(b, "E13"), 0);
	assert_text(b, "/19:k7/12:2p4/11:3p4/9:7K/ w - - 0 2");
	hdc_position_free(a);
	hdc_position_free(b);

	/* Only on the very next move. */
	play(pos, "P19P21");
	play(pos, "Z9Z11");
	assert_field(pos, 3, "-");
	ASSERT_HEX_MOVES(pos, "D12", "D12D10 D12D8 D12C11 D12E11");
	ASSERT_HEX_MOVES(pos, "F14", "F14F12 F14F10 F14G13");
	hdc_position_free(pos);
}
END_TEST

/* A double step F8-F12 passes F10, which black G13 and E13 reach. */
START_TEST(en_passant_double_step)
{
	hdc_position *pos = hex_pos("KZ9 kP19 PF8 pG13 pE13", NO_RIGHTS);
	play(pos, "F8F12");
	assert_field(pos, 3, "P@F10[F12]");
	ck_assert_int_eq(kind_of(pos, "G13F10"), HDC_MOVE_EN_PASSANT);
	ck_assert_int_eq(kind_of(pos, "E13F10"), HDC_MOVE_EN_PASSANT);
	ASSERT_SAN(pos, "G13F10", "G13@F10");
	play(pos, "E13F10");
	assert_text(pos, "/19:k7/13:4p3/10:3p3/9:7K/ w - - 0 2");
	hdc_position_free(pos);
}
END_TEST

/* A double step that promotes (column A: A19-A23) can be taken en passant
 * on A21: the promoted piece goes (section 6), and is named (section 12). */
START_TEST(en_passant_of_a_promoted_pawn)
{
	hdc_position *pos = hex_pos("KP21 kZ7 PA19 pB24", NO_RIGHTS);
	ASSERT_HEX_MOVES(pos, "A19",
	                 "A19A21 A19T20 A19B20 A19A23d A19A23v A19A23r A19A23g A19A23n A19A23j");
	play(pos, "A19A23d");
	assert_field(pos, 3, "P@A21[A23]");
	ck_assert_int_eq(kind_of(pos, "B24A21"), HDC_MOVE_EN_PASSANT);
	ASSERT_SAN(pos, "B24A21", "B24@DA21");
	play(pos, "B24A21");
	ck_assert_int_eq(hex_piece(pos, "A23"), 0);
	assert_text(pos, "/21:Kp6/7:7k/ w - - 0 2");
	hdc_position_free(pos);
}
END_TEST

/* Section 0: en passant under the orthodox rule.  A double step that
 * gives check may be answered by taking the pawn en passant (section 14 Q4:
 * the engine refuses); a capture that opens the line through both the
 * capturer's hex and the taken pawn's hex to the king is illegal. */
START_TEST(en_passant_and_check)
{
	/* F8-F12 checks the king on G15 (F12 + (1,3)); G13xF10 e.p. answers,
	 * and so do the king's steps (not E15: F12 covers it; F12: unguarded). */
	hdc_position *pos = hex_pos("KZ9 kG15 PF8 pG13", NO_RIGHTS);
	play(pos, "F8F12");
	ck_assert_int_eq(hex_in_check(pos), 1);
	ASSERT_HEX_MOVES(pos, NULL,
	                 "G13F10 G15F12 G15F14 G15F16 G15F18 G15G17 G15H12 G15H14 G15H16 "
	                 "G15H18 G15I15");
	hdc_position_free(pos);
	/* The file D10 E11 F12 G13 H14 I15: rook on D10, king on I15.  After
	 * F8-F12, G13xF10 e.p. would empty F12 and G13 at once. */
	pos = hex_pos("KZ9 kI15 RD10 PF8 pG13", NO_RIGHTS);
	play(pos, "F8F12");
	ASSERT_HEX_MOVES(pos, "G13", "G13G11 G13G9 G13H12");
	hdc_position_free(pos);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* Scornful pawn capture (section 6)                                         */
/* ------------------------------------------------------------------------ */

/* White F8-G9 steps obliquely away from the black pawn straight ahead of
 * F8 (F10): that pawn, and only that one, may take on G9, next move only.
 * H10 could step to G9 if it were empty, G11 stands straight in front: no
 * capture for either. */
START_TEST(scornful_capture_next_move_only)
{
	hdc_position *pos = hex_pos("KZ9 kP19 PF8 pF10 pH10 pG11", NO_RIGHTS);
	play(pos, "F8G9");
	assert_field(pos, 3, "F10@G9");
	ASSERT_HEX_MOVES(pos, "F10", "F10F8 F10F6 F10E9 F10G9");
	ck_assert_int_eq(kind_of(pos, "F10G9"), HDC_MOVE_CAPTURE);
	ASSERT_HEX_MOVES(pos, "H10", "H10H8 H10H6 H10I9");
	ASSERT_HEX_MOVES(pos, "G11", "");
	ASSERT_SAN(pos, "F10G9", "F10@G9");

	hdc_position *taken = NULL;
	ck_assert_int_eq(hdc_position_clone(pos, &taken), HDC_OK);
	play(taken, "F10G9");
	assert_text(taken, "/19:k7/11:4p3/10:4p2/9:4p2K/ w - - 0 2");
	hdc_position_free(taken);

	play(pos, "P19P21");
	play(pos, "Z9Z11");
	ASSERT_HEX_MOVES(pos, "F10", "F10F8 F10F6 F10E9");
	hdc_position_free(pos);
}
END_TEST

/* Black scorns a white pawn: G21-F20 with the white pawn G19 in front. */
START_TEST(scornful_capture_by_white)
{
	hdc_position *pos = hex_pos("KZ9 kP19 pG21 PG19", BLACK_NO_RIGHTS);
	play(pos, "G21F20");
	assert_field(pos, 3, "G19@F20");
	ASSERT_HEX_MOVES(pos, "G19", "G19G21 G19G23 G19H20 G19F20");
	ASSERT_SAN(pos, "G19F20", "G19@F20");
	hdc_position_free(pos);
	/* No pawn in front of the origin: no record. */
	pos = hex_pos("KZ9 kP19 pG21 PH18", BLACK_NO_RIGHTS);
	play(pos, "G21F20");
	assert_field(pos, 3, "-");
	hdc_position_free(pos);
}
END_TEST

/* A scornful capture that lands on the capturer's promotion hex promotes
 * and is written with x (section 12): black X22-Z21, white X20xZ21=...  */
START_TEST(scornful_capture_promotes)
{
	hdc_position *pos = hex_pos("KZ9 kP7 pX22 PX20", BLACK_NO_RIGHTS);
	play(pos, "X22Z21");
	assert_field(pos, 3, "X20@Z21");
	ASSERT_HEX_MOVES(pos, "X20",
	                 "X20L21 X20X22d X20X22v X20X22r X20X22g X20X22n X20X22j "
	                 "X20Z21d X20Z21v X20Z21r X20Z21g X20Z21n X20Z21j");
	ck_assert_int_eq(kind_of(pos, "X20Z21n"), HDC_MOVE_PROMOTION_CAPTURE);
	/* The knight on Z21 gives no check: plain notation. */
	ASSERT_SAN(pos, "X20Z21n", "X20\xC3\x97Z21=N");
	hdc_position_free(pos);
}
END_TEST

/* A scornful move that promoted: white L21-X22=D steps away from the black
 * pawn on L23; that pawn takes the queen on X22. */
START_TEST(scornful_move_that_promoted)
{
	hdc_position *pos = hex_pos("KZ9 kP7 PL21 pL23", NO_RIGHTS);
	play(pos, "L21X22d");
	assert_field(pos, 3, "L23@X22");
	ASSERT_HEX_MOVES(pos, "L23", "L23L21 L23L19 L23K22 L23X22");
	ASSERT_SAN(pos, "L23X22", "L23@DX22");
	play(pos, "L23X22");
	assert_text(pos, "/22:6p/9:7K/7:k7/ w - - 0 2");
	hdc_position_free(pos);
}
END_TEST

/* The scornful capture is an ordinary capture for legality: it may take a
 * checking pawn (F8-G9 checks H12), and a pinned pawn may not leave its pin
 * line for it (F10 pinned on column F by the rook F2 once F8 is gone). */
START_TEST(scornful_capture_and_check)
{
	hdc_position *pos = hex_pos("KZ9 kH12 PF8 pF10", NO_RIGHTS);
	play(pos, "F8G9");
	ck_assert_int_eq(hex_in_check(pos), 1);
	ck_assert(hex_has_move(pos, "F10G9"));
	ck_assert(hex_has_move(pos, "H12G9"));
	hdc_position_free(pos);
	pos = hex_pos("KZ9 kF14 RF2 PF8 pF10", NO_RIGHTS);
	play(pos, "F8G9");
	assert_field(pos, 3, "F10@G9");
	ASSERT_HEX_MOVES(pos, "F10", "F10F8 F10F6");
	hdc_position_free(pos);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* Promotion (section 7)                                                     */
/* ------------------------------------------------------------------------ */

/* White has D, V, both G, both N, J on F2 (line 2: colour "Colour") and F4
 * (line 4: White), no rook.  The pawn on F26 reaches three promotion hexes:
 * F28 (line 28: White), E27 and G27 (line 27: Black).  Pool: R (two
 * missing, one move), and J only where the hex is Black. */
START_TEST(promotion_by_pool_and_bishop_colour)
{
	hdc_position *pos =
		hex_pos("KG1 DE1 VF0 GD2 GH2 NE3 NG3 JF2 JF4 PF26 kZ21", NO_RIGHTS);
	ASSERT_HEX_MOVES(pos, "F26", "F26F28r F26E27r F26E27j F26G27r F26G27j");
	ck_assert_int_eq(kind_of(pos, "F26F28r"), HDC_MOVE_PROMOTION);
	hdc_position_free(pos);

	/* The same army without the queen and with both rooks: only D. */
	pos = hex_pos("KG1 VF0 RC3 RI3 GD2 GH2 NE3 NG3 JF2 JF4 JF6 PF26 kZ21", NO_RIGHTS);
	ASSERT_HEX_MOVES(pos, "F26", "F26F28d F26E27d F26G27d");
	hdc_position_free(pos);

	/* Nothing in the pool: plain moves, the pawn will wait. */
	pos = hex_pos("KG1 DE1 VF0 RC3 RI3 GD2 GH2 NE3 NG3 JF2 JF4 JF6 PF26 kZ21", NO_RIGHTS);
	ASSERT_HEX_MOVES(pos, "F26", "F26F28 F26E27 F26G27");
	ck_assert_int_eq(kind_of(pos, "F26F28"), HDC_MOVE_QUIET);
	hdc_position_free(pos);
}
END_TEST

/* The whole regainable army on the board (section 4): D V R R G G N N and a
 * J of each colour. */
#define FULL_ARMY "DE1 VF0 RC3 RI3 GD2 GH2 NE3 NG3 JF2 JF4 JF6 "

/* An awaiting pawn keeps the moves its hex allows: from A23 only the
 * oblique step to B24 (another promotion hex; still nothing to become). */
START_TEST(awaiting_pawn_moves)
{
	hdc_position *pos = hex_pos(FULL_ARMY "PA23 KZ9 kP21", NO_RIGHTS);
	ASSERT_HEX_MOVES(pos, "A23", "A23B24");
	play(pos, "A23B24");
	ck_assert_int_eq(hex_piece(pos, "B24"), hdc_piece_make(HDC_PAWN, HDC_WHITE));
	hdc_position_free(pos);
}
END_TEST

/* Awaiting pawns on F28 (White hex) and E27 (Black hex) cannot move.  When
 * black takes a white piece the pool gets it, and at once the only legal
 * moves are the in-place promotions it allows (no other piece moves):
 *   rook C3 taken            -> F28=R and E27=R;
 *   bishop F4 (White hex)    -> F28=J only;
 *   bishop F6 (Black hex)    -> E27=J only;
 *   bishop F2 (Colour hex)   -> no promotion: ordinary moves go on. */
START_TEST(forced_promotion_after_a_capture)
{
	static const struct {
		const char *capturer, *capture, *moves;
	} cases[] = {
		{ "rC15", "C15C3", "F28F28r E27E27r" },
		{ "jL19", "L19F4", "F28F28j" },
		{ "jX6", "X6F6", "E27E27j" },
		{ "jX20", "X20F2", NULL },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char pieces[160];
		snprintf(pieces, sizeof pieces, FULL_ARMY "PF28 PE27 KL13 kP21 %s",
		         cases[i].capturer);
		hdc_position *pos = hex_pos(pieces, NO_RIGHTS);
		ASSERT_HEX_MOVES(pos, "F28", "");
		ASSERT_HEX_MOVES(pos, "E27", "");
		play(pos, "L13L15");
		play(pos, cases[i].capture);
		ck_assert_int_eq(hex_in_check(pos), 0);
		if (cases[i].moves) {
			ASSERT_HEX_MOVES(pos, NULL, cases[i].moves);
		} else {
			char list[LIST_CAP];
			hex_moves(pos, NULL, list, sizeof list);
			ck_assert_msg(strstr(list, "F28F28") == NULL && strstr(list, "E27E27") == NULL,
			              "in-place promotion without a usable piece: %s", list);
			ck_assert(hex_has_move(pos, "L15L13"));
		}
		hdc_position_free(pos);
	}
	/* The promotion itself. */
	hdc_position *pos = hex_pos(FULL_ARMY "PF28 KZ11 kP21 rC15", NO_RIGHTS);
	play(pos, "Z11Z13");
	play(pos, "C15C3");
	ASSERT_HEX_MOVES(pos, NULL, "F28F28r");
	hdc_move m = find_move(pos, "F28F28r");
	ck_assert_int_eq(hdc_move_kind(m), HDC_MOVE_PROMOTION_IN_PLACE);
	ck_assert_int_eq(hdc_move_from(m), hdc_move_to(m));
	ck_assert_int_eq(hdc_move_promotion(m), HDC_ROOK);
	play(pos, "F28F28r");
	ck_assert_int_eq(hex_piece(pos, "F28"), hdc_piece_make(HDC_ROOK, HDC_WHITE));
	int32_t clock = -1;
	ck_assert_int_eq(hdc_position_halfmove_clock(pos, &clock), HDC_OK);
	ck_assert_int_eq(clock, 0);
	hdc_position_free(pos);
}
END_TEST

/* In check the forced promotion waits: black Rx I3 checks the king on Z7
 * along I3 K4 L5 X6 Z7.  White gets the ordinary evasions (king to Z9, X8,
 * L7, X10; blocks JF4-K4, JF6-X6, the ride NE3-L5, NG3-K4), no F28=R.  The
 * next turn out of check, F28=R is the only move. */
START_TEST(forced_promotion_postponed_in_check)
{
	hdc_position *pos = hex_pos(FULL_ARMY "PF28 KZ7 kP21 rI15", BLACK_NO_RIGHTS);
	play(pos, "I15I3");
	ck_assert_int_eq(hex_in_check(pos), 1);
	ASSERT_HEX_MOVES(pos, NULL, "Z7Z9 Z7X8 Z7L7 Z7X10 F4K4 F6X6 E3L5 G3K4");
	play(pos, "Z7Z9");
	play(pos, "I3I17");
	ck_assert_int_eq(hex_in_check(pos), 0);
	ASSERT_HEX_MOVES(pos, NULL, "F28F28r");
	hdc_position_free(pos);
}
END_TEST

/* Undo brings the awaiting state back from the board (section 14 E3). */
START_TEST(forced_promotion_undo)
{
	hdc_position *pos = hex_pos(FULL_ARMY "PF28 KZ11 kP21 rC15", NO_RIGHTS);
	char before[TEXT_CAP], after[TEXT_CAP];
	play(pos, "Z11Z13");
	get_text(pos, before, sizeof before);
	play(pos, "C15C3");
	play(pos, "F28F28r");
	ck_assert_int_eq(hdc_position_undo(pos), HDC_OK);
	ASSERT_HEX_MOVES(pos, NULL, "F28F28r");
	ck_assert_int_eq(hdc_position_undo(pos), HDC_OK);
	get_text(pos, after, sizeof after);
	ck_assert_str_eq(after, before);
	ASSERT_HEX_MOVES(pos, "F28", "");
	hdc_position_free(pos);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* King's leap (section 8.1)                                                 */
/* ------------------------------------------------------------------------ */

#define G1_STEPS "G1G3 G1H2 G1F2 G1F0 G1E1 G1H4 G1F4"
#define G1_LEAPS "G1D2 G1E5 G1F6 G1H6 G1I5"

START_TEST(king_leap)
{
	/* Unmoved (part K): 7 steps and the 5 leaps. */
	hdc_position *pos = hex_pos("KG1 kZ21", "w K - 0 1");
	ASSERT_HEX_MOVES(pos, "G1", G1_STEPS " " G1_LEAPS);
	hdc_position_free(pos);
	/* Moved (part -): the steps only. */
	pos = hex_pos("KG1 kZ21", NO_RIGHTS);
	ASSERT_HEX_MOVES(pos, "G1", G1_STEPS);
	hdc_position_free(pos);
	/* Black, from G27. */
	pos = hex_pos("KZ7 kG27", "b k - 0 1");
	ASSERT_HEX_MOVES(pos, "G27",
	                 "G27G25 G27H26 G27F26 G27F28 G27E27 G27H24 G27F24 "
	                 "G27D26 G27E23 G27F22 G27H22 G27I23");
	hdc_position_free(pos);
}
END_TEST

/* The leap may capture.  Black rook H6 covers H4 H2 (column), G5 F4 E3 D2
 * (file down-left) and I5 (file down-right): the king takes it by the leap,
 * and still may not leap or step onto those hexes. */
START_TEST(king_leap_captures)
{
	hdc_position *pos = hex_pos("KG1 kZ21 rH6", "w K - 0 1");
	ASSERT_HEX_MOVES(pos, "G1", "G1G3 G1F2 G1F0 G1E1 G1E5 G1F6 G1H6");
	ck_assert_int_eq(kind_of(pos, "G1H6"), HDC_MOVE_CAPTURE);
	ASSERT_SAN(pos, "G1H6", "KG1\xC3\x97RH6");
	play(pos, "G1H6");
	assert_field(pos, 2, "-");
	hdc_position_free(pos);
}
END_TEST

/* Never out of check: the rook on G15 checks along column G. */
START_TEST(king_leap_not_in_check)
{
	hdc_position *pos = hex_pos("KG1 kZ21 rG15", "w K - 0 1");
	ck_assert_int_eq(hex_in_check(pos), 1);
	ASSERT_HEX_MOVES(pos, "G1", "G1H2 G1F2 G1F0 G1E1 G1H4 G1F4");
	hdc_position_free(pos);
}
END_TEST

/* Never after the king moved, even back home. */
START_TEST(king_leap_not_after_moving)
{
	hdc_position *pos = hex_pos("KG1 kZ21", "w K - 0 1");
	play(pos, "G1G3");
	assert_field(pos, 2, "-");
	play(pos, "Z21Z19");
	play(pos, "G3G1");
	play(pos, "Z19Z21");
	ASSERT_HEX_MOVES(pos, "G1", G1_STEPS);
	hdc_position_free(pos);
}
END_TEST

/* An unmoved king attacks its leap hexes (section 8.2): the black king on
 * F8 may not step to F6 nor E5 while the white king on G1 is unmoved; and a
 * white knight on E5 protected only by the leap may not be taken. */
START_TEST(king_leap_hexes_are_attacked)
{
	hdc_position *pos = hex_pos("KG1 kF8", "b K - 0 1");
	ASSERT_HEX_MOVES(pos, "F8", "F8F10 F8G9 F8G7 F8E9 F8E7 F8H8 F8D8 F8G11 F8E11 F8G5");
	int32_t attacked = -1;
	ck_assert_int_eq(hdc_position_is_attacked(pos, hex_cell(pos, "F6"), HDC_WHITE, &attacked),
	                 HDC_OK);
	ck_assert_int_eq(attacked, 1);
	hdc_position_free(pos);
	pos = hex_pos("KG1 kF8", BLACK_NO_RIGHTS);
	ASSERT_HEX_MOVES(pos, "F8",
	                 "F8F10 F8F6 F8G9 F8G7 F8E9 F8E7 F8H8 F8D8 F8G11 F8E11 F8G5 F8E5");
	ck_assert_int_eq(hdc_position_is_attacked(pos, hex_cell(pos, "F6"), HDC_WHITE, &attacked),
	                 HDC_OK);
	ck_assert_int_eq(attacked, 0);
	hdc_position_free(pos);

	pos = hex_pos("KG1 NE5 kE7", "b K - 0 1");
	ASSERT_HEX_MOVES(pos, "E7", "E7E9 E7F8 E7D8 E7D6 E7G7 E7C7 E7D4");
	hdc_position_free(pos);
	pos = hex_pos("KG1 NE5 kE7", BLACK_NO_RIGHTS);
	ASSERT_HEX_MOVES(pos, "E7", "E7E9 E7E5 E7F8 E7F6 E7D8 E7D6 E7G7 E7C7 E7D4");
	hdc_position_free(pos);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* Castling (section 9)                                                      */
/* ------------------------------------------------------------------------ */

static const char *const castling_names[24] = {
	"KRK-II", "KRK-IK", "KRK-IH", "KRK-HIO", "KRK-HIOO", "KRK-HH", "KRK-HG", "KRK-FG",
	"KRK-FE", "KRK-EF", "KRK-EE", "KRD-DD", "KRD-DE", "KRD-HH", "KRD-HG", "KRD-FG",
	"KRD-FE", "KRD-EF", "KRD-ED", "KRR-HIH", "KRR-HGG", "KRR-FGG", "KRR-FEE", "KRR-EEF",
};

/* The castlings among the legal moves, as a sorted list; checks that each
 * carries its index of the section 9 table and moves the king as listed. */
static void castlings(const hdc_position *pos, char *out, size_t cap)
{
	static hdc_move moves[HDC_MAX_MOVES];
	char list[1024] = "";
	size_t count = 0, len = 0;
	ck_assert_int_eq(hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &count), HDC_OK);
	for (size_t i = 0; i < count; i++) {
		int32_t idx = hdc_move_castling(moves[i]);
		if (hdc_move_kind(moves[i]) != HDC_MOVE_CASTLING) {
			ck_assert_int_eq(idx, -1);
			continue;
		}
		ck_assert(idx >= 0 && idx < 24);
		char name[32];
		size_t needed;
		ck_assert_int_eq(hdc_position_move_coord(pos, moves[i], name, sizeof name, &needed),
		                 HDC_OK);
		ck_assert_str_eq(name, castling_names[idx]);
		len += (size_t)snprintf(list + len, sizeof list - len, "%s%s", len ? " " : "", name);
	}
	sort_tokens(list, out, cap);
}

#define ASSERT_CASTLINGS(pos, expected)                                             \
	do {                                                                        \
		char cgot_[1024], cwant_[1024];                                     \
		castlings((pos), cgot_, sizeof cgot_);                              \
		sort_tokens((expected), cwant_, sizeof cwant_);                     \
		ck_assert_msg(strcmp(cgot_, cwant_) == 0, "castlings:\n  got:  [%s]\n  want: [%s]", \
		              cgot_, cwant_);                                       \
	} while (0)

#define ALL_24                                                                      \
	"KRK-II KRK-IK KRK-IH KRK-HIO KRK-HIOO KRK-HH KRK-HG KRK-FG KRK-FE KRK-EF "   \
	"KRK-EE KRD-DD KRD-DE KRD-HH KRD-HG KRD-FG KRD-FE KRD-EF KRD-ED KRR-HIH "     \
	"KRR-HGG KRR-FGG KRR-FEE KRR-EEF"
#define KING_SIDE_11                                                                \
	"KRK-II KRK-IK KRK-IH KRK-HIO KRK-HIOO KRK-HH KRK-HG KRK-FG KRK-FE KRK-EF KRK-EE"
#define QUEEN_SIDE_8 "KRD-DD KRD-DE KRD-HH KRD-HG KRD-FG KRD-FE KRD-EF KRD-ED"

/* With only the king and the rooks on their hexes and nothing in the way,
 * all 24 are legal (section 9), for white and for black. */
START_TEST(all_24_castlings)
{
	hdc_position *pos = hex_pos("KG1 RC3 RI3 kG27", "w RKRk - 0 1");
	ASSERT_CASTLINGS(pos, ALL_24);
	hdc_position_free(pos);
	pos = hex_pos("KG1 kG27 rC25 rI25", "b Krkr - 0 1");
	ASSERT_CASTLINGS(pos, ALL_24);
	hdc_position_free(pos);
}
END_TEST

/* Each castling moves the king and its rooks as section 9's table says. */
START_TEST(castling_moves_king_and_rooks)
{
	static const char *const dest[24][3] = {
		{ "I5", "I7", NULL },   { "I5", "K4", NULL },   { "I5", "H4", NULL },
		{ "H6", "I5", NULL },   { "H6", "I7", NULL },   { "H6", "H4", NULL },
		{ "H6", "G5", NULL },   { "F6", "G5", NULL },   { "F6", "E7", NULL },
		{ "E5", "F6", NULL },   { "E5", "E7", NULL },   { "D2", NULL, "D4" },
		{ "D2", NULL, "E1" },   { "H6", NULL, "H8" },   { "H6", NULL, "G7" },
		{ "F6", NULL, "G7" },   { "F6", NULL, "E5" },   { "E5", NULL, "F6" },
		{ "E5", NULL, "D4" },   { "H6", "I7", "H8" },   { "H6", "G5", "G7" },
		{ "F6", "G5", "G7" },   { "F6", "E7", "E5" },   { "E5", "E7", "F6" },
	};
	for (int side = 0; side < 2; side++)
		for (int i = 0; i < 24; i++) {
			hdc_position *pos = side ? hex_pos("KG1 kG27 rC25 rI25", "b Krkr - 0 1")
			                         : hex_pos("KG1 RC3 RI3 kG27", "w RKRk - 0 1");
			play(pos, castling_names[i]);
			/* Black: same columns, line 28 - l. */
			const char *home[3] = { "G1", "I3", "C3" };
			for (int k = 0; k < 3; k++) {
				char at[8], from[8];
				int c, l;
				hex_read(home[k], &c, &l);
				hex_name(c, side ? 28 - l : l, from);
				int type = k ? HDC_ROOK : HDC_KING;
				const char *d = dest[i][k] ? dest[i][k] : home[k];
				hex_read(d, &c, &l);
				hex_name(c, side ? 28 - l : l, at);
				ck_assert_msg(hex_piece(pos, at) == hdc_piece_make(type, side),
				              "%s (%s): no %s on %s", castling_names[i],
				              side ? "black" : "white", k ? "rook" : "king", at);
				if (dest[i][k])
					ck_assert_msg(hex_piece(pos, from) == 0 || strcmp(from, at) == 0,
					              "%s: %s not emptied", castling_names[i], from);
			}
			/* Castling costs all rights of that side. */
			assert_field(pos, 2, side ? "K" : "k");
			hdc_position_free(pos);
		}
}
END_TEST

/* The castling part says which rooks may castle (section 11). */
START_TEST(castling_rights_parts)
{
	hdc_position *pos = hex_pos("KG1 RC3 RI3 kG27", "w KRk - 0 1");
	ASSERT_CASTLINGS(pos, KING_SIDE_11);
	hdc_position_free(pos);
	pos = hex_pos("KG1 RC3 RI3 kG27", "w RKk - 0 1");
	ASSERT_CASTLINGS(pos, QUEEN_SIDE_8);
	hdc_position_free(pos);
	pos = hex_pos("KG1 RC3 RI3 kG27", "w Kk - 0 1");
	ASSERT_CASTLINGS(pos, "");
	ck_assert(hex_has_move(pos, "G1H6")); /* the leap is still there */
	hdc_position_free(pos);
	pos = hex_pos("KG1 RC3 RI3 kG27", "w k - 0 1");
	ASSERT_CASTLINGS(pos, "");
	ck_assert(!hex_has_move(pos, "G1H6"));
	hdc_position_free(pos);
	/* A rook that moves loses its part: I3 -> RK, C3 -> KR (written
	 * correctly, section 14 E2). */
	pos = hex_pos("KG1 RC3 RI3 kG27", "w RKRk - 0 1");
	play(pos, "I3I5");
	assert_field(pos, 2, "RKk");
	hdc_position_free(pos);
	pos = hex_pos("KG1 RC3 RI3 kG27", "w RKRk - 0 1");
	play(pos, "C3D4");
	assert_field(pos, 2, "KRk");
	hdc_position_free(pos);
	/* A rook that goes and comes back still cannot castle. */
	pos = hex_pos("KG1 RC3 RI3 kG27", "w RKRk - 0 1");
	play(pos, "I3I5");
	play(pos, "G27G25");
	play(pos, "I5I3");
	play(pos, "G25G27");
	ASSERT_CASTLINGS(pos, QUEEN_SIDE_8);
	hdc_position_free(pos);
}
END_TEST

/* Condition 3: the king's destination empty and not attacked. */
START_TEST(castling_king_destination)
{
	/* Own knight on H6: the 8 castlings to H6 go. */
	hdc_position *pos = hex_pos("KG1 RC3 RI3 NH6 kG27", "w RKR - 0 1");
	ASSERT_CASTLINGS(pos, "KRK-II KRK-IK KRK-IH KRK-FG KRK-FE KRK-EF KRK-EE KRD-DD KRD-DE "
	                      "KRD-FG KRD-FE KRD-EF KRD-ED KRR-FGG KRR-FEE KRR-EEF");
	hdc_position_free(pos);
	/* Black rook on F12 attacks F6 down column F: the 6 castlings to F6 go. */
	pos = hex_pos("KG1 RC3 RI3 kG27 rF12", "w RKR - 0 1");
	ASSERT_CASTLINGS(pos, "KRK-II KRK-IK KRK-IH KRK-HIO KRK-HIOO KRK-HH KRK-HG KRK-EF "
	                      "KRK-EE KRD-DD KRD-DE KRD-HH KRD-HG KRD-EF KRD-ED KRR-HIH KRR-HGG "
	                      "KRR-EEF");
	hdc_position_free(pos);
	/* Black rook on I13 attacks I7 and I5 down column I: no castling to I5,
	 * even KRK-II whose rook would stand on I7 between; but the rook itself
	 * may pass or stop on attacked hexes (KRK-HIOO, KRR-HIH). */
	pos = hex_pos("KG1 RC3 RI3 kG27 rI13", "w RKR - 0 1");
	ASSERT_CASTLINGS(pos, "KRK-HIO KRK-HIOO KRK-HH KRK-HG KRK-FG KRK-FE KRK-EF KRK-EE "
	                      QUEEN_SIDE_8 " KRR-HIH KRR-HGG KRR-FGG KRR-FEE KRR-EEF");
	hdc_position_free(pos);
}
END_TEST

/* Condition 4: every hex of a rook's path empty.  An own elephant on G5
 * stops the 9 castlings whose king-side rook goes through or to G5. */
START_TEST(castling_rook_paths)
{
	hdc_position *pos = hex_pos("KG1 RC3 RI3 EG5 kG27", "w RKR - 0 1");
	ASSERT_CASTLINGS(pos, "KRK-II KRK-IK KRK-IH KRK-HIO KRK-HIOO KRK-HH " QUEEN_SIDE_8
	                      " KRR-HIH");
	hdc_position_free(pos);
	/* A black pawn on E7 (rook paths of KRK-FE, KRK-EE, KRR-FEE, KRR-EEF);
	 * it attacks D4? no: black pawns capture downwards, E7 -> D4 and F4. */
	pos = hex_pos("KG1 RC3 RI3 kG27 pE7", "w RKR - 0 1");
	ASSERT_CASTLINGS(pos, "KRK-II KRK-IK KRK-IH KRK-HIO KRK-HIOO KRK-HH KRK-HG KRK-FG "
	                      "KRK-EF " QUEEN_SIDE_8 " KRR-HIH KRR-HGG KRR-FGG");
	hdc_position_free(pos);
	/* D4 holds the queen-side rook's first hex: all but KRD-DE (via E1) go
	 * on that side. */
	pos = hex_pos("KG1 RC3 RI3 ED4 kG27", "w RKR - 0 1");
	ASSERT_CASTLINGS(pos, KING_SIDE_11 " KRD-DE");
	hdc_position_free(pos);
}
END_TEST

/* Condition 1: not in check (black rook on G15 checks along column G). */
START_TEST(castling_not_in_check)
{
	hdc_position *pos = hex_pos("KG1 RC3 RI3 kG27 rG15", "w RKR - 0 1");
	ck_assert_int_eq(hex_in_check(pos), 1);
	ASSERT_CASTLINGS(pos, "");
	hdc_position_free(pos);
}
END_TEST

/* Section 0: castling also needs the king safe after the move.  A black
 * rook on B4 looks at D2 through C3: KRD-DD and KRD-DE empty C3 and leave
 * the king on D2 in check (the engine allows them, section 14 Q6). */
START_TEST(castling_king_safe_after)
{
	hdc_position *pos = hex_pos("KG1 RC3 RI3 kG27 rB4", "w RKR - 0 1");
	ASSERT_CASTLINGS(pos, KING_SIDE_11 " KRD-HH KRD-HG KRD-FG KRD-FE KRD-EF KRD-ED KRR-HIH "
	                      "KRR-HGG KRR-FGG KRR-FEE KRR-EEF");
	hdc_position_free(pos);
	/* A black rook on Z7 pins I3 along Z7 X6 L5 K4 I3 H2 G1: every
	 * castling takes the king off that file, so all 24 stay legal (the
	 * engine refuses KRK-HIO, section 14 Q6). */
	pos = hex_pos("KG1 RC3 RI3 kG27 rZ7", "w RKR - 0 1");
	ASSERT_CASTLINGS(pos, ALL_24);
	hdc_position_free(pos);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* End of the game (sections 0 and 10)                                       */
/* ------------------------------------------------------------------------ */

static void assert_result(const hdc_position *pos, int32_t status, int32_t winner,
                          const char *result)
{
	int32_t s = -1, w = -2;
	char r[16];
	hex_result(pos, &s, &w, r, sizeof r);
	char text[TEXT_CAP];
	get_text(pos, text, sizeof text);
	ck_assert_msg(s == status && w == winner && strcmp(r, result) == 0,
	              "status %d winner %d result %s, want %d %d %s\n%s", s, w, r, status, winner,
	              result, text);
}

/* Black king P7: its hexes are P9, T8, T6, A7, T10.  The white rook C5
 * covers B6 A7 T8 P9, the rook T22 covers column T down to T6; nothing
 * attacks P7.  With black to move: stalemate, a 2-1 win for white. */
START_TEST(stalemate_is_a_small_win)
{
	hdc_position *pos = hex_pos("KZ21 RC5 RT22 kP7", BLACK_NO_RIGHTS);
	ASSERT_HEX_MOVES(pos, NULL, "");
	assert_result(pos, HDC_STATUS_STALEMATE, HDC_WHITE, "2-1");
	hdc_position_free(pos);
	/* Mirrored: black stalemates white, 1-2. */
	pos = hex_pos("kZ7 rC23 rT6 KP21", NO_RIGHTS);
	ASSERT_HEX_MOVES(pos, NULL, "");
	assert_result(pos, HDC_STATUS_STALEMATE, HDC_BLACK, "1-2");
	hdc_position_free(pos);
}
END_TEST

/* Add the bishop F10: JF10-E7 checks along line 7 (C7, A7 empty) and also
 * covers A7: mate, 3-0.  Mirrored for black: 0-3. */
START_TEST(checkmate_three_nil)
{
	hdc_position *pos = hex_pos("KZ21 RC5 RT22 JF10 kP7", NO_RIGHTS);
	assert_result(pos, HDC_STATUS_ONGOING, -1, "*");
	play(pos, "F10E7");
	ck_assert_int_eq(hex_in_check(pos), 1);
	ASSERT_HEX_MOVES(pos, NULL, "");
	assert_result(pos, HDC_STATUS_CHECKMATE, HDC_WHITE, "3-0");
	hdc_position_free(pos);
	pos = hex_pos("kZ7 rC23 rT6 jF18 KP21", BLACK_NO_RIGHTS);
	play(pos, "F18E21");
	ASSERT_HEX_MOVES(pos, NULL, "");
	assert_result(pos, HDC_STATUS_CHECKMATE, HDC_BLACK, "0-3");
	hdc_position_free(pos);
}
END_TEST

/* Section 0: a side has mating material with a pawn, a queen, wyvern or
 * rook, or a pegasus with a pegasus, knight or bishop; without it on both
 * sides the game is drawn (1-1).  White king Z9 and black king P13 are far
 * from every piece below. */
START_TEST(insufficient_material)
{
	static const struct {
		const char *pieces;
		int drawn;
	} cases[] = {
		{ "", 1 },
		{ "GH2", 1 },
		{ "NE3", 1 },
		{ "JF4", 1 },
		{ "EE5", 1 },
		{ "NE3 NG3", 1 },
		{ "JF2 JF4 JF6", 1 },
		{ "ED4 EE5 EG5 EH4", 1 },
		{ "NE3 NG3 JF2 JF4 JF6 ED4 EE5 EG5 EH4", 1 },
		{ "GH2 gH26", 1 },
		{ "GH2 nE25", 1 },
		{ "NE3 NG3 jF24 eE23", 1 },
		{ "PF8", 0 },
		{ "pF20", 0 },
		{ "DC3", 0 },
		{ "VF0", 0 },
		{ "RC3", 0 },
		{ "rC25", 0 },
		{ "GD2 GH2", 0 },
		{ "GH2 NE3", 0 },
		{ "GH2 JF4", 0 },
		{ "gH26 nE25", 0 },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char pieces[128];
		snprintf(pieces, sizeof pieces, "KZ9 kP13 %s", cases[i].pieces);
		hdc_position *pos = hex_pos(pieces, NO_RIGHTS);
		if (cases[i].drawn)
			assert_result(pos, HDC_STATUS_INSUFFICIENT_MATERIAL, -1, "1-1");
		else
			assert_result(pos, HDC_STATUS_ONGOING, -1, "*");
		hdc_position_free(pos);
	}
}
END_TEST

/* Fifty moves may be claimed, seventy-five draw (half-move clock 100 and
 * 150); castling counts as an ordinary move for the clock. */
START_TEST(move_rules)
{
	hdc_position *pos = hex_pos("KZ9 kP13 RC3", "w - - 99 80");
	uint32_t claims = 99;
	ck_assert_int_eq(hdc_position_claimable(pos, &claims), HDC_OK);
	ck_assert_uint_eq(claims, HDC_CLAIM_NONE);
	play(pos, "C3C5");
	ck_assert_int_eq(hdc_position_claimable(pos, &claims), HDC_OK);
	ck_assert_uint_eq(claims, HDC_CLAIM_FIFTY_MOVES);
	assert_result(pos, HDC_STATUS_ONGOING, -1, "*");
	hdc_position_free(pos);

	pos = hex_pos("KZ9 kP13 RC3", "w - - 149 80");
	assert_result(pos, HDC_STATUS_ONGOING, -1, "*");
	play(pos, "C3C5");
	assert_result(pos, HDC_STATUS_SEVENTYFIVE_MOVES, -1, "1-1");
	hdc_position_free(pos);

	/* A pawn move resets the clock. */
	pos = hex_pos("KZ9 kP13 RC3 PF8", "w - - 149 80");
	play(pos, "F8F10");
	assert_result(pos, HDC_STATUS_ONGOING, -1, "*");
	hdc_position_free(pos);

	/* Castling counts +1. */
	pos = hex_pos("KG1 RC3 RI3 kG27", "w RKRk - 7 9");
	play(pos, "KRK-HIO");
	assert_field(pos, 4, "8");
	hdc_position_free(pos);
}
END_TEST

/* Threefold repetition may be claimed, fivefold draws. */
START_TEST(repetition)
{
	hdc_position *pos = hex_pos("KZ9 kP13 RC3", NO_RIGHTS);
	for (int cycle = 1; cycle <= 4; cycle++) {
		play(pos, "C3C5");
		play(pos, "P13P15");
		play(pos, "C5C3");
		play(pos, "P15P13");
		int32_t reps = 0;
		ck_assert_int_eq(hdc_position_repetitions(pos, &reps), HDC_OK);
		ck_assert_int_eq(reps, cycle + 1);
		uint32_t claims = 0;
		ck_assert_int_eq(hdc_position_claimable(pos, &claims), HDC_OK);
		ck_assert_uint_eq(claims & HDC_CLAIM_THREEFOLD_REPETITION,
		                  cycle >= 2 ? HDC_CLAIM_THREEFOLD_REPETITION : 0);
		if (cycle < 4)
			assert_result(pos, HDC_STATUS_ONGOING, -1, "*");
	}
	assert_result(pos, HDC_STATUS_FIVEFOLD_REPETITION, -1, "1-1");
	hdc_position_free(pos);
}
END_TEST

static Suite *rules_suite(void)
{
	Suite *s = suite_create("cescacs-rules");
	TCase *tc = tcase_create("pieces");
	tcase_add_test(tc, knight_ride);
	tcase_add_test(tc, knight_ride_gives_no_check);
	tcase_add_test(tc, elephant_two_step_capture);
	tcase_add_test(tc, elephant_never_sideways);
	tcase_add_test(tc, elephant_two_step_check);
	suite_add_tcase(s, tc);

	tc = tcase_create("pawns");
	tcase_add_test(tc, pawn_moves);
	tcase_add_test(tc, triple_step_only_from_the_eight_hexes);
	tcase_add_test(tc, triple_step_after_moving);
	tcase_add_test(tc, en_passant_both_cells_of_a_triple_step);
	tcase_add_test(tc, en_passant_double_step);
	tcase_add_test(tc, en_passant_of_a_promoted_pawn);
	tcase_add_test(tc, en_passant_and_check);
	tcase_add_test(tc, scornful_capture_next_move_only);
	tcase_add_test(tc, scornful_capture_by_white);
	tcase_add_test(tc, scornful_capture_promotes);
	tcase_add_test(tc, scornful_move_that_promoted);
	tcase_add_test(tc, scornful_capture_and_check);
	suite_add_tcase(s, tc);

	tc = tcase_create("promotion");
	tcase_add_test(tc, promotion_by_pool_and_bishop_colour);
	tcase_add_test(tc, awaiting_pawn_moves);
	tcase_add_test(tc, forced_promotion_after_a_capture);
	tcase_add_test(tc, forced_promotion_postponed_in_check);
	tcase_add_test(tc, forced_promotion_undo);
	suite_add_tcase(s, tc);

	tc = tcase_create("king");
	tcase_add_test(tc, king_leap);
	tcase_add_test(tc, king_leap_captures);
	tcase_add_test(tc, king_leap_not_in_check);
	tcase_add_test(tc, king_leap_not_after_moving);
	tcase_add_test(tc, king_leap_hexes_are_attacked);
	suite_add_tcase(s, tc);

	tc = tcase_create("castling");
	tcase_add_test(tc, all_24_castlings);
	tcase_add_test(tc, castling_moves_king_and_rooks);
	tcase_add_test(tc, castling_rights_parts);
	tcase_add_test(tc, castling_king_destination);
	tcase_add_test(tc, castling_rook_paths);
	tcase_add_test(tc, castling_not_in_check);
	tcase_add_test(tc, castling_king_safe_after);
	suite_add_tcase(s, tc);

	tc = tcase_create("end");
	tcase_add_test(tc, stalemate_is_a_small_win);
	tcase_add_test(tc, checkmate_three_nil);
	tcase_add_test(tc, insufficient_material);
	tcase_add_test(tc, move_rules);
	tcase_add_test(tc, repetition);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	return run_suite(rules_suite());
}
