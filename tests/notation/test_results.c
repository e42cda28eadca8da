/*
 * test_results.c - the end of the game (RULES.md section 2, "End of the
 * game"): each rule and each claim with its own position or move sequence,
 * checked through hdc_position_status / result / claimable / repetitions,
 * and undo restoring what was before.
 *
 * Positions are piece lists (see ../common.h); moves are coordinate text.
 */
#include <stdio.h>
#include <stdlib.h>

#include "notation_util.h"

/* Everything hdc_position_status & co. say about a position. */
struct state {
	int32_t status, winner;
	const char *result;
	uint32_t claims;
	int32_t repetitions;
};

#define ASSERT_STATE(pos, st, win, res, cl)                                               \
	do {                                                                              \
		int32_t w_ = -2;                                                          \
		int32_t s_ = status_of((pos), &w_);                                       \
		ck_assert_msg(s_ == (st), "status %d, want %d", (int)s_, (int)(st));      \
		ck_assert_msg(w_ == (win), "winner %d, want %d", (int)w_, (int)(win));    \
		ck_assert_str_eq(result_of(pos), (res));                                  \
		ck_assert_msg(claims_of(pos) == (uint32_t)(cl), "claims %u, want %u",      \
		              (unsigned)claims_of(pos), (unsigned)(cl));                  \
	} while (0)

/* The knights of layer IV out and back: every fourth half-move the start
 * position is there again. */
static const char *const shuffle[4] = { "g1IVf3IV", "g8IVf6IV", "f3IVg1IV", "f6IVg8IV" };

#define ONGOING(pos) ASSERT_STATE(pos, HDC_STATUS_ONGOING, -1, "*", HDC_CLAIM_NONE)

static int32_t halfmove_clock(const hdc_position *pos)
{
	int32_t clock = -1;
	ck_assert_int_eq(hdc_position_halfmove_clock(pos, &clock), HDC_OK);
	return clock;
}

/* ------------------------------------------------------------------------ */
/* Checkmate and stalemate                                                   */
/* ------------------------------------------------------------------------ */

/* White mates on g7-VII: the queen there attacks h8-VIII and all seven
 * cells around it, and the king on f6-VI guards it. */
START_TEST(checkmate_white_wins)
{
	hdc_position *pos = make_pos("hdc", "Kf6VI Qg1VII kh8VIII", "w - - 0 1");
	ONGOING(pos);
	play(pos, "g1VIIg7VII");
	ck_assert_int_eq(check_of(pos), 1);
	ASSERT_STATE(pos, HDC_STATUS_CHECKMATE, HDC_WHITE, "1-0", HDC_CLAIM_NONE);
	size_t n = 99;
	ck_assert_int_eq(hdc_position_legal_moves(pos, NULL, 0, &n), HDC_OK);
	ck_assert_uint_eq(n, 0);
	/* Undo: the game goes on. */
	ck_assert_int_eq(hdc_position_undo(pos), HDC_OK);
	ONGOING(pos);
	/* A check that is no mate (the king takes the queen on g8-VII). */
	play(pos, "g1VIIg8VII");
	ck_assert_int_eq(check_of(pos), 1);
	ONGOING(pos);
	hdc_position_free(pos);
}
END_TEST

/* The same mate mirrored through the centre, colours swapped. */
START_TEST(checkmate_black_wins)
{
	hdc_position *pos = make_pos("hdc", "kc3III qb8II Ka1I", "b - - 0 1");
	ONGOING(pos);
	play(pos, "b8IIb2II");
	ASSERT_STATE(pos, HDC_STATUS_CHECKMATE, HDC_BLACK, "0-1", HDC_CLAIM_NONE);
	ck_assert_int_eq(hdc_position_undo(pos), HDC_OK);
	ONGOING(pos);
	hdc_position_free(pos);
}
END_TEST

/* A mated position read from text is over too. */
START_TEST(checkmate_from_text)
{
	hdc_position *pos = make_pos("hdc", "Kf6VI Qg7VII kh8VIII", "b - - 0 1");
	ASSERT_STATE(pos, HDC_STATUS_CHECKMATE, HDC_WHITE, "1-0", HDC_CLAIM_NONE);
	hdc_position_free(pos);
}
END_TEST

/* Queen to h7-VI: the black king on h8-VIII is not in check, and each of
 * its seven neighbours is attacked (g8-VIII and g7-VIII by the king on
 * f8-VIII, the other five by the queen). */
START_TEST(stalemate)
{
	hdc_position *pos = make_pos("hdc", "Kf8VIII Qh7I kh8VIII", "w - - 0 1");
	ONGOING(pos);
	play(pos, "h7Ih7VI");
	ck_assert_int_eq(check_of(pos), 0);
	ASSERT_STATE(pos, HDC_STATUS_STALEMATE, -1, "1/2-1/2", HDC_CLAIM_NONE);
	ck_assert_int_eq(hdc_position_undo(pos), HDC_OK);
	ONGOING(pos);
	hdc_position_free(pos);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* Insufficient material                                                     */
/* ------------------------------------------------------------------------ */

static const struct material {
	const char *pieces; /* besides the kings Ka1I kh8I */
	int draw;
} materials[] = {
	{ "", 1 },
	{ "Nc3IV", 1 },
	{ "nc3IV", 1 },
	{ "Bc3IV", 1 },
	{ "bc3IV", 1 },
	{ "Rc3IV", 0 },
	{ "rc3IV", 0 },
	{ "Qc3IV", 0 },
	{ "Dc3IV", 0 },
	{ "Nc3IV Nd5IV", 0 },
	{ "Bc3IV Bd5IV", 0 },
	{ "Bc3IV nd5IV", 0 },
	{ "Nc3IV nd5IV", 0 },
	{ "Pc3IV", 0 },
	{ "pc6IV", 0 },
};

START_TEST(insufficient_material)
{
	const struct material *m = &materials[_i];
	char pieces[128];
	snprintf(pieces, sizeof pieces, "Ka1I kh8I %s", m->pieces);
	hdc_position *pos = make_pos("hdc", pieces, "w - - 0 1");
	if (m->draw)
		ASSERT_STATE(pos, HDC_STATUS_INSUFFICIENT_MATERIAL, -1, "1/2-1/2", HDC_CLAIM_NONE);
	else
		ONGOING(pos);
	hdc_position_free(pos);
}
END_TEST

/* The capture of the last other piece ends the game; undo brings it back. */
START_TEST(insufficient_material_by_capture)
{
	hdc_position *pos = make_pos("hdc", "Ka1I kh8I Bc3IV re5IV", "w - - 0 1");
	ONGOING(pos);
	play(pos, "c3IVe5IV");
	ASSERT_STATE(pos, HDC_STATUS_INSUFFICIENT_MATERIAL, -1, "1/2-1/2", HDC_CLAIM_NONE);
	ck_assert_int_eq(hdc_position_undo(pos), HDC_OK);
	ONGOING(pos);
	/* The same in 3D8L and Raumschach (RULES.md: their end rules are HDC's). */
	hdc_position_free(pos);
	pos = make_pos("3d8l", "Ka1I kh8I Nc3IV", "w - - 0 1");
	ASSERT_STATE(pos, HDC_STATUS_INSUFFICIENT_MATERIAL, -1, "1/2-1/2", HDC_CLAIM_NONE);
	hdc_position_free(pos);
	pos = make_pos("3d8l", "Ka1I kh8I Ec3IV", "w - - 0 1"); /* a red knight: not "plain" */
	ONGOING(pos);
	hdc_position_free(pos);
	pos = make_pos("raumschach", "KAa1 kEe5 BCc3", "w - - 0 1");
	ASSERT_STATE(pos, HDC_STATUS_INSUFFICIENT_MATERIAL, -1, "1/2-1/2", HDC_CLAIM_NONE);
	hdc_position_free(pos);
	pos = make_pos("raumschach", "KAa1 kEe5 UCc2", "w - - 0 1");
	ONGOING(pos);
	hdc_position_free(pos);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* Fifty and seventy-five moves                                              */
/* ------------------------------------------------------------------------ */

/* A rook keeps the material sufficient; its moves are quiet. */
#define ROOK_ENDING "Ka1I kh8I Rc3IV"

START_TEST(fifty_move_claim)
{
	hdc_position *pos = make_pos("hdc", ROOK_ENDING, "w - - 98 60");
	ONGOING(pos);
	play(pos, "c3IVc4IV");
	ck_assert_int_eq(halfmove_clock(pos), 99);
	ONGOING(pos); /* not before 100 half-moves */
	play(pos, "h8Ih7I");
	ck_assert_int_eq(halfmove_clock(pos), 100);
	ASSERT_STATE(pos, HDC_STATUS_ONGOING, -1, "*", HDC_CLAIM_FIFTY_MOVES);
	play(pos, "c4IVc5IV");
	ASSERT_STATE(pos, HDC_STATUS_ONGOING, -1, "*", HDC_CLAIM_FIFTY_MOVES);
	/* Undo takes the claim back. */
	ck_assert_int_eq(hdc_position_undo(pos), HDC_OK);
	ck_assert_int_eq(hdc_position_undo(pos), HDC_OK);
	ONGOING(pos);
	hdc_position_free(pos);

	/* "clock 99 -> play a quiet move -> claimable" */
	pos = make_pos("hdc", ROOK_ENDING, "w - - 99 60");
	ONGOING(pos);
	play(pos, "c3IVc4IV");
	ASSERT_STATE(pos, HDC_STATUS_ONGOING, -1, "*", HDC_CLAIM_FIFTY_MOVES);
	hdc_position_free(pos);

	/* A capture or a pawn move at 99 starts the count again. */
	pos = make_pos("hdc", ROOK_ENDING " nc5IV", "w - - 99 60");
	play(pos, "c3IVc5IV");
	ck_assert_int_eq(halfmove_clock(pos), 0);
	ONGOING(pos);
	hdc_position_free(pos);
	pos = make_pos("hdc", ROOK_ENDING " Pb2IV", "w - - 99 60");
	play(pos, "b2IVb3IV");
	ck_assert_int_eq(halfmove_clock(pos), 0);
	ONGOING(pos);
	hdc_position_free(pos);
}
END_TEST

START_TEST(seventy_five_moves)
{
	hdc_position *pos = make_pos("hdc", ROOK_ENDING, "w - - 148 90");
	play(pos, "c3IVc4IV");
	ck_assert_int_eq(halfmove_clock(pos), 149);
	ASSERT_STATE(pos, HDC_STATUS_ONGOING, -1, "*", HDC_CLAIM_FIFTY_MOVES);
	play(pos, "h8Ih7I");
	ck_assert_int_eq(halfmove_clock(pos), 150);
	ASSERT_STATE(pos, HDC_STATUS_SEVENTYFIVE_MOVES, -1, "1/2-1/2", HDC_CLAIM_FIFTY_MOVES);
	ck_assert_int_eq(hdc_position_undo(pos), HDC_OK);
	ASSERT_STATE(pos, HDC_STATUS_ONGOING, -1, "*", HDC_CLAIM_FIFTY_MOVES);
	hdc_position_free(pos);

	/* "clock 149 -> play a quiet move -> status seventy-five" */
	pos = make_pos("hdc", ROOK_ENDING, "w - - 149 90");
	ASSERT_STATE(pos, HDC_STATUS_ONGOING, -1, "*", HDC_CLAIM_FIFTY_MOVES);
	play(pos, "c3IVc4IV");
	ASSERT_STATE(pos, HDC_STATUS_SEVENTYFIVE_MOVES, -1, "1/2-1/2", HDC_CLAIM_FIFTY_MOVES);
	hdc_position_free(pos);

	/* Read from text with the clock at 150 already. */
	pos = make_pos("hdc", ROOK_ENDING, "b - - 150 90");
	ASSERT_STATE(pos, HDC_STATUS_SEVENTYFIVE_MOVES, -1, "1/2-1/2", HDC_CLAIM_FIFTY_MOVES);
	hdc_position_free(pos);

	/* A capture on the 150th half-move: no draw. */
	pos = make_pos("hdc", ROOK_ENDING " nc5IV", "w - - 149 90");
	play(pos, "c3IVc5IV");
	ONGOING(pos);
	hdc_position_free(pos);
}
END_TEST

/* The 150th half-move mates: checkmate wins; one that stalemates draws as
 * a stalemate (status checks come in the documented order). */
START_TEST(seventy_five_moves_mate_wins)
{
	hdc_position *pos = make_pos("hdc", "Kf6VI Qg1VII kh8VIII", "w - - 149 90");
	play(pos, "g1VIIg7VII");
	ck_assert_int_eq(halfmove_clock(pos), 150);
	ASSERT_STATE(pos, HDC_STATUS_CHECKMATE, HDC_WHITE, "1-0", HDC_CLAIM_FIFTY_MOVES);
	ck_assert_int_eq(hdc_position_undo(pos), HDC_OK);
	/* Any other quiet move on the 150th half-move draws. */
	play(pos, "g1VIIg2VII");
	ASSERT_STATE(pos, HDC_STATUS_SEVENTYFIVE_MOVES, -1, "1/2-1/2", HDC_CLAIM_FIFTY_MOVES);
	hdc_position_free(pos);

	pos = make_pos("hdc", "Kf8VIII Qh7I kh8VIII", "w - - 149 90");
	play(pos, "h7Ih7VI");
	ASSERT_STATE(pos, HDC_STATUS_STALEMATE, -1, "1/2-1/2", HDC_CLAIM_FIFTY_MOVES);
	hdc_position_free(pos);
}
END_TEST

/* Several rules at once: the first in the documented order (checkmate,
 * stalemate, insufficient material, seventy-five moves, fivefold) is the
 * status. */
START_TEST(status_order)
{
	hdc_position *pos = make_pos("hdc", "Ka1I kh8I", "w - - 150 90");
	ASSERT_STATE(pos, HDC_STATUS_INSUFFICIENT_MATERIAL, -1, "1/2-1/2", HDC_CLAIM_FIFTY_MOVES);
	hdc_position_free(pos);
	/* Knights out and back from a clock of 134: the fifth occurrence
	 * comes with the 150th half-move. */
	char text[TEXT_CAP];
	snprintf(text, sizeof text, "%.*s w KQLUkqlu - 134 70",
	         (int)(strchr(variant_info("hdc")->start, ' ') - variant_info("hdc")->start),
	         variant_info("hdc")->start);
	pos = make_text_pos("hdc", text);
	for (int ply = 1; ply <= 16; ply++)
		play(pos, shuffle[(ply - 1) % 4]);
	ck_assert_int_eq(repetitions_of(pos), 5);
	ck_assert_int_eq(halfmove_clock(pos), 150);
	ASSERT_STATE(pos, HDC_STATUS_SEVENTYFIVE_MOVES, -1, "1/2-1/2",
	             HDC_CLAIM_FIFTY_MOVES | HDC_CLAIM_THREEFOLD_REPETITION);
	hdc_position_free(pos);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* Repetition                                                                */
/* ------------------------------------------------------------------------ */


START_TEST(threefold_and_fivefold)
{
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new("hdc", &pos), HDC_OK);
	ck_assert_int_eq(repetitions_of(pos), 1);
	ONGOING(pos);
	for (int ply = 1; ply <= 16; ply++) {
		play(pos, shuffle[(ply - 1) % 4]);
		/* The position after ply k is the one after ply k - 4. */
		int32_t want = ply / 4 + 1;
		ck_assert_msg(repetitions_of(pos) == want, "after half-move %d: %d repetitions, want %d",
		              ply, (int)repetitions_of(pos), (int)want);
		uint32_t claims = want >= 3 ? HDC_CLAIM_THREEFOLD_REPETITION : HDC_CLAIM_NONE;
		if (want >= 5)
			ASSERT_STATE(pos, HDC_STATUS_FIVEFOLD_REPETITION, -1, "1/2-1/2", claims);
		else
			ASSERT_STATE(pos, HDC_STATUS_ONGOING, -1, "*", claims);
	}
	/* The start position for the fifth time: undo goes back to four. */
	ck_assert_int_eq(hdc_position_undo(pos), HDC_OK);
	ck_assert_int_eq(repetitions_of(pos), 4);
	ASSERT_STATE(pos, HDC_STATUS_ONGOING, -1, "*", HDC_CLAIM_THREEFOLD_REPETITION);
	hdc_position_free(pos);
}
END_TEST

/* Exactly the 3rd occurrence: 8 half-moves; the 7th is not yet a claim. */
START_TEST(threefold_exactly_third)
{
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new("hdc", &pos), HDC_OK);
	for (int ply = 1; ply <= 7; ply++)
		play(pos, shuffle[(ply - 1) % 4]);
	ck_assert_int_eq(repetitions_of(pos), 2);
	ck_assert_uint_eq(claims_of(pos), HDC_CLAIM_NONE);
	play(pos, shuffle[3]);
	ck_assert_int_eq(repetitions_of(pos), 3);
	ck_assert_uint_eq(claims_of(pos), HDC_CLAIM_THREEFOLD_REPETITION);
	hdc_position_free(pos);
}
END_TEST

/*
 * Plays `moves` from `pos` and compares the repetition count after each
 * with an independent count: the earlier positions of the sequence (the
 * starting one included) with the same board, side to move and castling
 * rights, taken from the position text (the sequences below make no double
 * step, so the e.p. field is always "-").
 */
static void check_repetitions(hdc_position *pos, const char *const *moves, int n,
                              const int32_t *want)
{
	static char seen[64][TEXT_CAP];
	ck_assert(n < 64);
	char text[TEXT_CAP];
	get_text(pos, text, sizeof text);
	/* Board, side, castling, e.p.: everything but the two counters. */
	*strrchr(text, ' ') = '\0';
	*strrchr(text, ' ') = '\0';
	strcpy(seen[0], text);
	for (int i = 0; i < n; i++) {
		play(pos, moves[i]);
		get_text(pos, text, sizeof text);
		*strrchr(text, ' ') = '\0';
		*strrchr(text, ' ') = '\0';
		ck_assert_msg(strcmp(text + strlen(text) - 2, " -") == 0, "e.p. field in %s", text);
		int32_t count = 1;
		for (int k = 0; k <= i; k++)
			count += strcmp(seen[k], text) == 0;
		strcpy(seen[i + 1], text);
		ck_assert_msg(repetitions_of(pos) == count,
		              "after %s (half-move %d): %d repetitions, want %d", moves[i], i + 1,
		              (int)repetitions_of(pos), (int)count);
		if (want)
			ck_assert_int_eq(count, want[i]);
		ck_assert_uint_eq(claims_of(pos) & HDC_CLAIM_THREEFOLD_REPETITION,
		                  count >= 3 ? HDC_CLAIM_THREEFOLD_REPETITION : 0);
	}
}

/* The same board with the other side to move is another position: the
 * rook goes round a triangle (three moves) while the black king steps to
 * and fro (two moves).  After half-move 5 the board is the first one with
 * black to move: no repetition; after half-move 12, with white to move: the
 * second occurrence. */
START_TEST(repetition_same_side_only)
{
	static const char *const moves[] = {
		"d1IVd3IV", "h8VIIIg8VIII", "d3IVd2IV", "g8VIIIh8VIII", "d2IVd1IV", "h8VIIIg8VIII",
		"d1IVd3IV", "g8VIIIh8VIII", "d3IVd2IV", "h8VIIIg8VIII", "d2IVd1IV", "g8VIIIh8VIII",
	};
	static const int32_t want[] = { 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2 };
	hdc_position *pos = make_pos("hdc", "Ka1I Rd1IV kh8VIII", "w - - 0 1");
	uint64_t key0 = get_key(pos);
	char board0[TEXT_CAP], board[TEXT_CAP];
	get_text(pos, board0, sizeof board0);
	*strchr(board0, ' ') = '\0';
	check_repetitions(pos, moves, 12, want);
	ck_assert_uint_eq(get_key(pos), key0);
	hdc_position_free(pos);
	/* After half-move 5: the same board, black to move, another key. */
	pos = make_pos("hdc", "Ka1I Rd1IV kh8VIII", "w - - 0 1");
	for (int i = 0; i < 5; i++)
		play(pos, moves[i]);
	get_text(pos, board, sizeof board);
	*strchr(board, ' ') = '\0';
	ck_assert_str_eq(board, board0);
	ck_assert_uint_ne(get_key(pos), key0);
	ck_assert_int_eq(repetitions_of(pos), 1);
	hdc_position_free(pos);
}
END_TEST

/* After a pawn move the count starts again. */
START_TEST(repetition_reset_by_pawn_move)
{
	static const char *const moves[] = {
		"g1IVf3IV", "g8IVf6IV", "f3IVg1IV", "f6IVg8IV", "g1IVf3IV", "g8IVf6IV", "f3IVg1IV",
		"f6IVg8IV", /* the start, 3rd time */
		"e2IVe3IV", "e7IVe6IV",
		"g1IVf3IV", "g8IVf6IV", "f3IVg1IV", "f6IVg8IV", "g1IVf3IV", "g8IVf6IV", "f3IVg1IV",
		"f6IVg8IV",
	};
	static const int32_t want[] = { 1, 1, 1, 2, 2, 2, 2, 3, 1, 1, 1, 1, 1, 2, 2, 2, 2, 3 };
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new("hdc", &pos), HDC_OK);
	check_repetitions(pos, moves, 8, want);
	ck_assert_uint_eq(claims_of(pos), HDC_CLAIM_THREEFOLD_REPETITION);
	check_repetitions(pos, moves + 8, 10, want + 8);
	hdc_position_free(pos);
}
END_TEST

/* Castling rights are part of the position: the king out and back is a
 * new position (the rights are gone), then repeats from there. */
START_TEST(repetition_castling_rights)
{
	static const char *const moves[] = {
		"e1IVf1IV", "h8VIIIg8VIII", "f1IVe1IV", "g8VIIIh8VIII",
		"e1IVf1IV", "h8VIIIg8VIII", "f1IVe1IV", "g8VIIIh8VIII",
	};
	static const int32_t want[] = { 1, 1, 1, 1, 2, 2, 2, 2 };
	hdc_position *pos = make_pos("hdc", "Ke1IV Rh1IV kh8VIII", "w K - 0 1");
	check_repetitions(pos, moves, 8, want);
	hdc_position_free(pos);
}
END_TEST

/* The e.p. rule of RULES.md: after a double step the position text names
 * the skipped cell, but the position is the same as without it unless an
 * e.p. capture is legally possible.  `text` is the position before the
 * double step; after it, four knight moves bring its board back. */
static void ep_case(const char *text, const char *double_step, const char *ep_cell,
                    const char *const *shuffle4, int ep_legal)
{
	hdc_position *pos = make_text_pos("hdc", text);
	play(pos, double_step);
	char after[TEXT_CAP], no_ep[TEXT_CAP];
	get_text(pos, after, sizeof after);
	/* The e.p. cell is written whether or not the capture is possible. */
	char field[32];
	snprintf(field, sizeof field, " %s 0 ", ep_cell);
	char *at = strstr(after, field);
	ck_assert_msg(at != NULL, "no e.p. field '%s' in\n%s", ep_cell, after);
	/* The same text with "-" in the e.p. field. */
	snprintf(no_ep, sizeof no_ep, "%.*s - 0 %s", (int)(at - after), after, at + strlen(field));
	hdc_position *plain = make_text_pos("hdc", no_ep);
	if (ep_legal)
		ck_assert_msg(get_key(pos) != get_key(plain), "e.p. possible, but the key is that of\n%s",
		              no_ep);
	else
		ck_assert_msg(get_key(pos) == get_key(plain), "e.p. not possible, but the key is not that of\n%s",
		              no_ep);
	hdc_position_free(plain);
	/* Four knight moves: the board of the double step is back (same side
	 * to move, no e.p. now); a repetition exactly when no e.p. capture was
	 * possible. */
	ck_assert_int_eq(repetitions_of(pos), 1);
	for (int i = 0; i < 4; i++) {
		play(pos, shuffle4[i]);
		int32_t want = i < 3 || ep_legal ? 1 : 2;
		ck_assert_msg(repetitions_of(pos) == want, "after %s and %d knight moves: %d, want %d",
		              double_step, i + 1, (int)repetitions_of(pos), (int)want);
	}
	hdc_position_free(pos);
}

static void ep_case_pieces(const char *pieces, const char *fields, const char *double_step,
                           const char *ep_cell, const char *const *shuffle4, int ep_legal)
{
	char text[TEXT_CAP];
	pieces_text("hdc", pieces, fields, text, sizeof text);
	ep_case(text, double_step, ep_cell, shuffle4, ep_legal);
}

START_TEST(repetition_en_passant)
{
	/* From the start: no black pawn near e4-IV. */
	static const char *const black_first[] = { "g8IVf6IV", "g1IVf3IV", "f6IVg8IV", "f3IVg1IV" };
	ep_case(variant_info("hdc")->start, "e2IVe4IV", "e3-IV", black_first, 0);

	static const char *const knights[] = { "g8VIIIf6VIII", "g1If3I", "f6VIIIg8VIII", "f3Ig1I" };
	/* No capturer: the same position. */
	ep_case_pieces("Ka1I Ng1I Pe2IV kh8VIII ng8VIII", "w - - 0 1", "e2IVe4IV", "e3-IV",
	               knights, 0);
	/* A black pawn beside it (XY form): e.p. possible, another position. */
	ep_case_pieces("Ka1I Ng1I Pe2IV kh8VIII ng8VIII pd4IV", "w - - 0 1", "e2IVe4IV", "e3-IV",
	               knights, 1);
	/* A black pawn above it (YZ form): possible too. */
	ep_case_pieces("Ka1I Ng1I Pe2IV kh8VIII ng8VIII pe4V", "w - - 0 1", "e2IVe4IV", "e3-IV",
	               knights, 1);
	/* A black pawn two files away: no capture, the same position. */
	ep_case_pieces("Ka1I Ng1I Pe2IV kh8VIII ng8VIII pc4IV", "w - - 0 1", "e2IVe4IV", "e3-IV",
	               knights, 0);
	/* Beside it but pinned along the rank: taking would open a4-IV to the
	 * rook on h4-IV, so the capture is not legal: the same position. */
	ep_case_pieces("Ka1I Ng1I Pe2IV Rh4IV ka4IV ng8VIII pd4IV", "w - - 0 1", "e2IVe4IV",
	               "e3-IV", knights, 0);
	/* A black double step. */
	static const char *const white_first[] = { "g1If3I", "g8VIIIf6VIII", "f3Ig1I",
	                                           "f6VIIIg8VIII" };
	ep_case_pieces("Ka1I Ng1I kh8VIII ng8VIII pd7IV", "b - - 0 1", "d7IVd5IV", "d6-IV",
	               white_first, 0);
	ep_case_pieces("Ka1I Ng1I kh8VIII ng8VIII pd7IV Pe5IV", "b - - 0 1", "d7IVd5IV", "d6-IV",
	               white_first, 1);
}
END_TEST

/* Raumschach and 3D8L repeat by the same rule. */
START_TEST(repetition_other_variants)
{
	static const char *const raum[] = { "Ab1Ac3", "Eb5Ec3", "Ac3Ab1", "Ec3Eb5" };
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new("raumschach", &pos), HDC_OK);
	for (int ply = 1; ply <= 16; ply++) {
		play(pos, raum[(ply - 1) % 4]);
		ck_assert_int_eq(repetitions_of(pos), ply / 4 + 1);
	}
	ck_assert_int_eq(status_of(pos, NULL), HDC_STATUS_FIVEFOLD_REPETITION);
	hdc_position_free(pos);

	static const char *const d8l[] = { "b1Ia3I", "b8Ia6I", "a3Ib1I", "a6Ib8I" };
	ck_assert_int_eq(hdc_position_new("3d8l", &pos), HDC_OK);
	for (int ply = 1; ply <= 8; ply++)
		play(pos, d8l[(ply - 1) % 4]);
	ck_assert_int_eq(repetitions_of(pos), 3);
	ck_assert_uint_eq(claims_of(pos), HDC_CLAIM_THREEFOLD_REPETITION);
	hdc_position_free(pos);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* Result text buffer and argument errors                                    */
/* ------------------------------------------------------------------------ */

START_TEST(result_buffers)
{
	hdc_position *pos = make_pos("hdc", "Ka1I kh8I", "w - - 0 1");
	char buf[16];
	size_t needed = 0;
	ck_assert_int_eq(hdc_position_result(pos, buf, 7, &needed), HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_uint_eq(needed, 8);
	ck_assert_int_eq(hdc_position_result(pos, NULL, 0, &needed), HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_uint_eq(needed, 8);
	ck_assert_int_eq(hdc_position_result(pos, buf, 8, &needed), HDC_OK);
	ck_assert_str_eq(buf, "1/2-1/2");
	hdc_position_free(pos);

	ck_assert_int_eq(hdc_position_new("hdc", &pos), HDC_OK);
	ck_assert_int_eq(hdc_position_result(pos, buf, 1, &needed), HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_uint_eq(needed, 2);
	ck_assert_int_eq(hdc_position_result(pos, buf, 2, &needed), HDC_OK);
	ck_assert_str_eq(buf, "*");
	/* NULL arguments. */
	int32_t s, w, c;
	uint32_t claims;
	ck_assert_int_eq(hdc_position_status(NULL, &s, &w), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_claimable(NULL, &claims), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_claimable(pos, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_repetitions(NULL, &c), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_repetitions(pos, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_result(NULL, buf, sizeof buf, &needed), HDC_ERR_NULL);
	hdc_position_free(pos);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("results");
	TCase *tc = tcase_create("mate");
	tcase_add_test(tc, checkmate_white_wins);
	tcase_add_test(tc, checkmate_black_wins);
	tcase_add_test(tc, checkmate_from_text);
	tcase_add_test(tc, stalemate);
	suite_add_tcase(s, tc);

	tc = tcase_create("material");
	tcase_add_loop_test(tc, insufficient_material, 0,
	                    (int)(sizeof materials / sizeof materials[0]));
	tcase_add_test(tc, insufficient_material_by_capture);
	suite_add_tcase(s, tc);

	tc = tcase_create("clock");
	tcase_add_test(tc, fifty_move_claim);
	tcase_add_test(tc, seventy_five_moves);
	tcase_add_test(tc, seventy_five_moves_mate_wins);
	tcase_add_test(tc, status_order);
	suite_add_tcase(s, tc);

	tc = tcase_create("repetition");
	tcase_add_test(tc, threefold_and_fivefold);
	tcase_add_test(tc, threefold_exactly_third);
	tcase_add_test(tc, repetition_same_side_only);
	tcase_add_test(tc, repetition_reset_by_pawn_move);
	tcase_add_test(tc, repetition_castling_rights);
	tcase_add_test(tc, repetition_en_passant);
	tcase_add_test(tc, repetition_other_variants);
	suite_add_tcase(s, tc);

	tc = tcase_create("api");
	tcase_add_test(tc, result_buffers);
	suite_add_tcase(s, tc);
	return run_suite(s);
}
