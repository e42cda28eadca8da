/*
 * test_variants_notation.c - move notation of Raumschach and 3D8L.
 *
 *  - Round trips over seeded random games of both variants: in every
 *    position reached, every legal move has a SAN no other legal move has,
 *    that SAN reads back (hdc_position_parse_san and parse_move) as the
 *    move, and its coordinate text reads back too (parse_coord and
 *    parse_move) and is unique; the finished game's record reads back.
 *  - The Raumschach examples of RULES.md section 3, each in a position
 *    built for it: written exactly so and read back.
 */
#include <stdio.h>
#include <stdlib.h>

#include "common.h"

#define DASH "\xE2\x80\x93" /* the en dash of HDC cell names */

/* ------------------------------------------------------------------------ */
/* Helpers                                                                   */
/* ------------------------------------------------------------------------ */

static uint64_t rng_next(uint64_t *state)
{
	/* splitmix64 */
	uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	return z ^ (z >> 31);
}

static void san_of(const hdc_position *pos, hdc_move m, char *buf, size_t cap)
{
	size_t needed = 0;
	hdc_status st = hdc_position_move_san(pos, m, buf, cap, &needed);
	ck_assert_msg(st == HDC_OK, "move_san: %s", hdc_status_string(st));
	ck_assert_uint_eq(needed, strlen(buf) + 1);
}

static void coord_of(const hdc_position *pos, hdc_move m, char *buf, size_t cap)
{
	size_t needed = 0;
	hdc_status st = hdc_position_move_coord(pos, m, buf, cap, &needed);
	ck_assert_msg(st == HDC_OK, "move_coord: %s", hdc_status_string(st));
}

/* The SAN of the legal move written `coord` must be `san`, and `san` must
 * read back as that move (through both readers). */
static void assert_san(hdc_position *pos, const char *coord, const char *san)
{
	hdc_move m = find_move(pos, coord);
	char got[64];
	san_of(pos, m, got, sizeof got);
	ck_assert_msg(strcmp(got, san) == 0, "%s is written \"%s\", want \"%s\"", coord, got,
	              san);
	hdc_move back = 0;
	hdc_status st = hdc_position_parse_san(pos, san, &back);
	ck_assert_msg(st == HDC_OK, "\"%s\" not read (%s: %s)", san, hdc_status_string(st),
	              hdc_position_error_message(pos));
	ck_assert_msg(back == m, "\"%s\" read as another move", san);
	ck_assert_int_eq(hdc_position_parse_move(pos, san, &back), HDC_OK);
	ck_assert_msg(back == m, "\"%s\" read by parse_move as another move", san);
}

/* `text` reads (as SAN) as the legal move written `coord`. */
static void assert_reads(hdc_position *pos, const char *text, const char *coord)
{
	hdc_move want = find_move(pos, coord), got = 0;
	hdc_status st = hdc_position_parse_san(pos, text, &got);
	ck_assert_msg(st == HDC_OK, "\"%s\" not read (%s: %s)", text, hdc_status_string(st),
	              hdc_position_error_message(pos));
	ck_assert_msg(got == want, "\"%s\" is not read as %s", text, coord);
}

/* The coordinate text of the legal move `coord` is itself, and reads back. */
static void assert_coord(hdc_position *pos, const char *coord)
{
	hdc_move m = find_move(pos, coord), back = 0;
	char got[32];
	coord_of(pos, m, got, sizeof got);
	ck_assert_str_eq(got, coord);
	ck_assert_int_eq(hdc_position_parse_coord(pos, coord, &back), HDC_OK);
	ck_assert(back == m);
	ck_assert_int_eq(hdc_position_parse_move(pos, coord, &back), HDC_OK);
	ck_assert(back == m);
}

static int compare_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* ------------------------------------------------------------------------ */
/* Random games                                                              */
/* ------------------------------------------------------------------------ */

struct totals {
	size_t positions, moves, captures, promotions, checks, qualified_pawn_pushes;
};

/* All the notation checks on every legal move of pos. */
static void check_position(hdc_position *pos, struct totals *t)
{
	static hdc_move moves[HDC_MAX_MOVES];
	static char san[HDC_MAX_MOVES][64], coord[HDC_MAX_MOVES][32];
	static char *sorted[HDC_MAX_MOVES];
	size_t n = 0;
	ck_assert_int_eq(hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &n), HDC_OK);
	t->positions++;
	for (size_t i = 0; i < n; i++) {
		hdc_move m = moves[i], back = 0;
		san_of(pos, m, san[i], sizeof san[i]);
		coord_of(pos, m, coord[i], sizeof coord[i]);
		hdc_status st = hdc_position_parse_san(pos, san[i], &back);
		if (st != HDC_OK || back != m) {
			char text[TEXT_CAP];
			get_text(pos, text, sizeof text);
			ck_abort_msg("SAN \"%s\" of %s reads back as %s (%s)\n%s", san[i], coord[i],
			             st == HDC_OK ? "another move" : hdc_status_string(st),
			             hdc_position_error_message(pos), text);
		}
		ck_assert_int_eq(hdc_position_parse_move(pos, san[i], &back), HDC_OK);
		ck_assert(back == m);
		ck_assert_int_eq(hdc_position_parse_coord(pos, coord[i], &back), HDC_OK);
		ck_assert_msg(back == m, "coordinate %s reads back as another move", coord[i]);
		ck_assert_int_eq(hdc_position_parse_move(pos, coord[i], &back), HDC_OK);
		ck_assert(back == m);

		t->moves++;
		t->captures += hdc_move_is_capture(m) != 0;
		t->promotions += hdc_move_promotion(m) != 0;
		size_t len = strlen(san[i]);
		t->checks += len && (san[i][len - 1] == '+' || san[i][len - 1] == '#');
	}
	/* Unique SAN (check marks are part of it but never the only
	 * difference) and unique coordinates. */
	for (int pass = 0; pass < 2; pass++) {
		for (size_t i = 0; i < n; i++)
			sorted[i] = pass ? coord[i] : san[i];
		qsort(sorted, n, sizeof *sorted, compare_str);
		for (size_t i = 1; i < n; i++)
			ck_assert_msg(strcmp(sorted[i - 1], sorted[i]) != 0, "two moves written \"%s\"",
			              sorted[i]);
	}
}

/* The pawn pushes written with their source cell (two pawn pushes reach
 * the same cell: Raumschach pawns move forward or up) are counted, so the
 * test shows that the [libhdc] form was exercised. */
static size_t count_qualified_pushes(hdc_position *pos)
{
	static hdc_move moves[HDC_MAX_MOVES];
	size_t n = 0, found = 0;
	ck_assert_int_eq(hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &n), HDC_OK);
	for (size_t i = 0; i < n; i++) {
		hdc_piece p = 0;
		ck_assert_int_eq(hdc_position_piece_at(pos, hdc_move_from(moves[i]), &p), HDC_OK);
		if (hdc_piece_type(p) != HDC_PAWN || hdc_move_is_capture(moves[i]))
			continue;
		for (size_t j = 0; j < n; j++) {
			hdc_piece q = 0;
			ck_assert_int_eq(hdc_position_piece_at(pos, hdc_move_from(moves[j]), &q), HDC_OK);
			if (j != i && hdc_piece_type(q) == HDC_PAWN && !hdc_move_is_capture(moves[j]) &&
			    hdc_move_to(moves[j]) == hdc_move_to(moves[i]) &&
			    hdc_move_from(moves[j]) != hdc_move_from(moves[i])) {
				found++;
				break;
			}
		}
	}
	return found;
}

/* The record of the game played on pos reads back to the same moves. */
static void check_record(const hdc_position *pos)
{
	hdc_game *game = NULL;
	ck_assert_int_eq(hdc_game_from_position(pos, &game), HDC_OK);
	size_t needed = 0;
	ck_assert_int_eq(hdc_game_write(game, NULL, 0, &needed), HDC_ERR_BUFFER_TOO_SMALL);
	char *text = malloc(needed);
	ck_assert_ptr_nonnull(text);
	ck_assert_int_eq(hdc_game_write(game, text, needed, &needed), HDC_OK);

	hdc_game *again = NULL;
	ck_assert_int_eq(hdc_game_new(NULL, &again), HDC_OK);
	size_t consumed = 0;
	hdc_status st = hdc_game_read(again, text, &consumed);
	ck_assert_msg(st == HDC_OK, "record not read back (%s at %lld: %s)",
	              hdc_status_string(st), (long long)hdc_game_error_offset(again),
	              hdc_game_error_message(again));
	size_t n1 = 0, n2 = 0;
	ck_assert_int_eq(hdc_game_move_count(game, &n1), HDC_OK);
	ck_assert_int_eq(hdc_game_move_count(again, &n2), HDC_OK);
	ck_assert_uint_eq(n1, n2);
	hdc_move *a = malloc((n1 + 1) * sizeof *a), *b = malloc((n2 + 1) * sizeof *b);
	ck_assert(a && b);
	ck_assert_int_eq(hdc_game_moves(game, a, n1, &n1), HDC_OK);
	ck_assert_int_eq(hdc_game_moves(again, b, n2, &n2), HDC_OK);
	ck_assert(memcmp(a, b, n1 * sizeof *a) == 0);

	hdc_position *end = NULL;
	ck_assert_int_eq(hdc_game_position(again, &end), HDC_OK);
	char t1[TEXT_CAP], t2[TEXT_CAP];
	get_text(pos, t1, sizeof t1);
	get_text(end, t2, sizeof t2);
	ck_assert_str_eq(t1, t2);
	hdc_position_free(end);
	free(a);
	free(b);
	free(text);
	hdc_game_free(again);
	hdc_game_free(game);
}

struct game_plan {
	const char *variant;
	int games, plies;
	int short_games; /* in short runs (HDC_TEST_SHORT: ASan+UBSan) */
};

static const struct game_plan plans[] = {
	{ "raumschach", 12, 300, 3 },
	{ "3d8l", 3, 160, 1 },
};

START_TEST(random_game_round_trips)
{
	const struct game_plan *plan = &plans[_i];
	struct totals t = { 0 };
	static hdc_move moves[HDC_MAX_MOVES];
	int games = getenv("HDC_TEST_SHORT") ? plan->short_games : plan->games;
	for (int g = 0; g < games; g++) {
		uint64_t rng = 0x5EED0000u + (uint64_t)g * 7919u + (uint64_t)_i;
		hdc_position *pos = NULL;
		ck_assert_int_eq(hdc_position_new(plan->variant, &pos), HDC_OK);
		for (int ply = 0; ply < plan->plies; ply++) {
			check_position(pos, &t);
			t.qualified_pawn_pushes += count_qualified_pushes(pos);
			int32_t status = 0, winner = 0;
			ck_assert_int_eq(hdc_position_status(pos, &status, &winner), HDC_OK);
			if (status != HDC_STATUS_ONGOING)
				break;
			size_t n = 0;
			ck_assert_int_eq(hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &n),
			                 HDC_OK);
			/* Prefer captures and pawn moves now and then, so that the
			 * games open up and pawns get far. */
			hdc_move pick = moves[rng_next(&rng) % n];
			if (rng_next(&rng) % 3 == 0)
				for (size_t k = 0; k < n; k++) {
					hdc_piece p = 0;
					ck_assert_int_eq(hdc_position_piece_at(pos, hdc_move_from(moves[k]), &p),
					                 HDC_OK);
					if (hdc_move_is_capture(moves[k]) || hdc_move_promotion(moves[k]) ||
					    (hdc_piece_type(p) == HDC_PAWN && rng_next(&rng) % 4 == 0)) {
						pick = moves[k];
						break;
					}
				}
			ck_assert_int_eq(hdc_position_play(pos, pick), HDC_OK);
		}
		check_record(pos);
		hdc_position_free(pos);
	}
	fprintf(stderr,
	        "%s: %zu positions, %zu moves (%zu captures, %zu promotions, %zu checks, "
	        "%zu pawn pushes sharing a target)\n",
	        plan->variant, t.positions, t.moves, t.captures, t.promotions, t.checks,
	        t.qualified_pawn_pushes);
	ck_assert_uint_gt(t.moves, 10000);
	ck_assert_uint_gt(t.captures, 100);
	ck_assert_uint_gt(t.checks, 0);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* RULES.md section 3, Raumschach                                            */
/* ------------------------------------------------------------------------ */

#define RS "raumschach"

START_TEST(rs_piece_moves)
{
	/* NAc3: the knight on Ab1, alone. */
	hdc_position *pos = make_pos(RS, "KEe1 kEc5 NAb1", "w - - 0 1");
	assert_san(pos, "Ab1Ac3", "NAc3");
	assert_coord(pos, "Ab1Ac3");
	hdc_position_free(pos);

	/* From the start the other knight (Ad1) reaches Ac3 too: NbAc3; and
	 * UxEe4 is the unicorn on Bb1 taking the pawn on Ee4. */
	ck_assert_int_eq(hdc_position_new(RS, &pos), HDC_OK);
	assert_san(pos, "Ab1Ac3", "NbAc3");
	assert_san(pos, "Ad1Ac3", "NdAc3");
	assert_san(pos, "Bb1Ee4", "UxEe4");
	assert_coord(pos, "Ab1Ac3");
	assert_coord(pos, "Bb1Ee4");
	/* Without the file the knight move is ambiguous. */
	hdc_move m;
	ck_assert_int_eq(hdc_position_parse_san(pos, "NAc3", &m), HDC_ERR_AMBIGUOUS_MOVE);
	ck_assert_int_eq(hdc_position_error_candidates(pos), 2);
	hdc_position_free(pos);

	/* Black too: the unicorn on De5 takes on Ab2 (a white pawn). */
	pos = make_pos(RS, "KAa1 kEc5 uDe5 PAb2", "b - - 0 1");
	assert_san(pos, "De5Ab2", "UxAb2");
	hdc_position_free(pos);
}
END_TEST

START_TEST(rs_disambiguation)
{
	/* File: rooks Aa1 and Ae1 both reach Ac1. */
	hdc_position *pos = make_pos(RS, "KEa2 kEe5 RAa1 RAe1", "w - - 0 1");
	assert_san(pos, "Aa1Ac1", "RaAc1");
	assert_san(pos, "Ae1Ac1", "ReAc1");
	/* Not needed but accepted: the full source cell and the rank. */
	assert_reads(pos, "RAa1Ac1", "Aa1Ac1");
	assert_reads(pos, "RAe1Ac1", "Ae1Ac1");
	hdc_move m;
	ck_assert_int_eq(hdc_position_parse_san(pos, "RAc1", &m), HDC_ERR_AMBIGUOUS_MOVE);
	ck_assert_int_eq(hdc_position_parse_san(pos, "R1Ac1", &m), HDC_ERR_AMBIGUOUS_MOVE);
	hdc_position_free(pos);

	/* Rank: rooks Cc1 and Ac3 (both on file c) reach Ac1. */
	pos = make_pos(RS, "KEa2 kEe5 RCc1 RAc3", "w - - 0 1");
	assert_san(pos, "Cc1Ac1", "R1Ac1");
	assert_san(pos, "Ac3Ac1", "R3Ac1");
	assert_reads(pos, "RCc1Ac1", "Cc1Ac1");
	ck_assert_int_eq(hdc_position_parse_san(pos, "RcAc1", &m), HDC_ERR_AMBIGUOUS_MOVE);
	hdc_position_free(pos);

	/* Full source cell: for Aa1 -> Ca1 one rival shares the file (Ca3)
	 * and another the rank (Cc1); for Ca3 the rank tells it from both,
	 * for Cc1 the file.  (A rook going along a rank, as Aa1 ->
	 * Ac1, never needs more than the file: RULES.md's RAa1Ac1 shows the
	 * form, which is read above.) */
	pos = make_pos(RS, "KEe1 kEc5 RAa1 RCa3 RCc1", "w - - 0 1");
	assert_san(pos, "Aa1Ca1", "RAa1Ca1");
	assert_san(pos, "Ca3Ca1", "R3Ca1");
	assert_san(pos, "Cc1Ca1", "RcCa1");
	ck_assert_int_eq(hdc_position_parse_san(pos, "RaCa1", &m), HDC_ERR_AMBIGUOUS_MOVE);
	ck_assert_int_eq(hdc_position_parse_san(pos, "R1Ca1", &m), HDC_ERR_AMBIGUOUS_MOVE);
	hdc_position_free(pos);

	/* The same with queens, on the target of RULES.md's example: queens
	 * on Aa1, Aa3 and Ae1 all reach Ac1; the one from Aa1 shares its file
	 * with Aa3 and its rank with Ae1, so it names its cell.  On Ac1 a
	 * queen checks the king on Ec5 (Bc2, Cc3, Dc4: a plane diagonal). */
	pos = make_pos(RS, "KEe1 kEc5 QAa1 QAa3 QAe1", "w - - 0 1");
	assert_san(pos, "Aa1Ac1", "QAa1Ac1+");
	assert_san(pos, "Aa3Ac1", "Q3Ac1+");
	assert_san(pos, "Ae1Ac1", "QeAc1+");
	hdc_position_free(pos);
}
END_TEST

START_TEST(rs_pawn_moves)
{
	/* A white pawn on Aa2 with black pieces on all three of its capture
	 * cells of the levels A and B that lie on the board (Ab3 in the
	 * level, Bb2 up a file, Ba3 up and forward). */
	hdc_position *pos = make_pos(RS, "KEe2 kEe5 PAa2 pAb3 pBb2 pBa3", "w - - 0 1");
	assert_san(pos, "Aa2Aa3", "Aa3");      /* forward */
	assert_san(pos, "Aa2Ba2", "Ba2");      /* up */
	assert_san(pos, "Aa2Ab3", "axAb3");    /* same level, file changes */
	assert_san(pos, "Aa2Bb2", "Aa2xBb2");  /* up a level and a file */
	assert_san(pos, "Aa2Ba3", "Aa2xBa3");  /* up a level and a rank */
	ASSERT_MOVES(pos, "Aa2", "Aa2Aa3 Aa2Ba2 Aa2Ab3 Aa2Bb2 Aa2Ba3");
	/* The full source cell for the in-level capture is read too. */
	assert_reads(pos, "Aa2xAb3", "Aa2Ab3");
	/* The file alone names only the capture in the level. */
	hdc_move m;
	ck_assert_int_eq(hdc_position_parse_san(pos, "axBb2", &m), HDC_ERR_ILLEGAL_MOVE);
	ck_assert_int_eq(hdc_position_parse_san(pos, "axBa3", &m), HDC_ERR_ILLEGAL_MOVE);
	hdc_position_free(pos);

	/* The pawn on Ba2 takes on Bb3 in its level (axBb3) and the pawn on
	 * Aa3 takes on the same cell up a level and a file (Aa3xBb3): both
	 * come from file a, and axBb3 names only the first. */
	pos = make_pos(RS, "KEe1 kEc5 PBa2 PAa3 pBb3", "w - - 0 1");
	assert_san(pos, "Ba2Bb3", "axBb3");
	assert_san(pos, "Aa3Bb3", "Aa3xBb3");
	hdc_position_free(pos);

	/* Two pawn pushes reaching one cell ([libhdc]): the pawn on Aa3 up
	 * and the pawn on Ba2 forward both reach Ba3, so each is written with
	 * its source cell, and the bare target is ambiguous. */
	pos = make_pos(RS, "KAa1 kEa5 PAa3 PBa2", "w - - 0 1");
	assert_san(pos, "Aa3Ba3", "Aa3Ba3");
	assert_san(pos, "Ba2Ba3", "Ba2Ba3");
	assert_san(pos, "Aa3Aa4", "Aa4");
	assert_san(pos, "Ba2Ca2", "Ca2");
	ck_assert_int_eq(hdc_position_parse_san(pos, "Ba3", &m), HDC_ERR_AMBIGUOUS_MOVE);
	ck_assert_int_eq(hdc_position_error_candidates(pos), 2);
	hdc_position_free(pos);

	/* Black mirrors rank and level: the pawn on Ec4 moves to Ec3
	 * (forward) and Dc4 (down), takes on Eb3 in its level, on Db4 and
	 * Dc3 one level down. */
	pos = make_pos(RS, "KAa1 kEa5 pEc4 PEb3 NDb4 BDc3", "b - - 0 1");
	assert_san(pos, "Ec4Ec3", "Ec3");
	assert_san(pos, "Ec4Dc4", "Dc4");
	assert_san(pos, "Ec4Eb3", "cxEb3");
	assert_san(pos, "Ec4Db4", "Ec4xDb4");
	assert_san(pos, "Ec4Dc3", "Ec4xDc3");
	ASSERT_MOVES(pos, "Ec4", "Ec4Ec3 Ec4Dc4 Ec4Eb3 Ec4Db4 Ec4Dc3");
	hdc_position_free(pos);
}
END_TEST

START_TEST(rs_promotion_and_coordinates)
{
	/* Dd4Ed5q: the pawn on Dd4 takes the rook on Ed5 (up and forward)
	 * and becomes a queen, which checks the king on Ea5 along rank 5. */
	hdc_position *pos = make_pos(RS, "KAa1 kEa5 PDd4 rEd5", "w - - 0 1");
	assert_coord(pos, "Dd4Ed5q");
	assert_san(pos, "Dd4Ed5q", "Dd4xEd5=Q+");
	assert_san(pos, "Dd4Ed5r", "Dd4xEd5=R+");
	assert_san(pos, "Dd4Ed5b", "Dd4xEd5=B");
	assert_san(pos, "Dd4Ed5n", "Dd4xEd5=N");
	assert_san(pos, "Dd4Ed5u", "Dd4xEd5=U");
	assert_coord(pos, "Dd4Ed5u");
	/* Readers: the check mark may be left out; a missing promotion piece
	 * is an illegal move; no =K, =P; upper-case coordinate promotion
	 * letters are not coordinate notation. */
	assert_reads(pos, "Dd4xEd5=Q", "Dd4Ed5q");
	hdc_move m;
	ck_assert_int_eq(hdc_position_parse_san(pos, "Dd4xEd5", &m), HDC_ERR_ILLEGAL_MOVE);
	ck_assert_int_ne(hdc_position_parse_san(pos, "Dd4xEd5=K", &m), HDC_OK);
	ck_assert_int_ne(hdc_position_parse_san(pos, "Dd4xEd5=P", &m), HDC_OK);
	ck_assert_int_ne(hdc_position_parse_san(pos, "Dd4xEd5=D", &m), HDC_OK);
	ck_assert_int_ne(hdc_position_parse_coord(pos, "Dd4Ed5d", &m), HDC_OK);
	ck_assert_int_ne(hdc_position_parse_coord(pos, "Dd4Ed5", &m), HDC_OK);
	/* The push up stays a quiet move; forward is off the board. */
	assert_san(pos, "Dd4Dd5", "Dd5");
	assert_san(pos, "Dd4Ed4", "Ed4");
	hdc_position_free(pos);

	/* Pushes that promote, and two pushes to the same promotion cell:
	 * Ec4 forward and Dc5 up both reach Ec5. */
	pos = make_pos(RS, "KAa1 kAe3 PEc4 PDc5", "w - - 0 1");
	assert_san(pos, "Ec4Ec5q", "Ec4Ec5=Q");
	assert_san(pos, "Dc5Ec5u", "Dc5Ec5=U");
	ck_assert_int_eq(hdc_position_parse_san(pos, "Ec5=Q", &m), HDC_ERR_AMBIGUOUS_MOVE);
	hdc_position_free(pos);
	pos = make_pos(RS, "KAa1 kAe3 PEc4", "w - - 0 1");
	assert_san(pos, "Ec4Ec5q", "Ec5=Q");
	assert_san(pos, "Ec4Ec5n", "Ec5=N");
	assert_coord(pos, "Ec4Ec5n");
	hdc_position_free(pos);

	/* Cell names: level first; parse_cell reads them, and nothing that is
	 * not a Raumschach cell. */
	ck_assert_int_eq(hdc_position_new(RS, &pos), HDC_OK);
	static const char *const names[] = { "Aa1", "Cc3", "Ee5", "Ba5", "Da2" };
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
		int32_t cell = -1;
		ck_assert_int_eq(hdc_position_parse_cell(pos, names[i], &cell), HDC_OK);
		ck_assert_int_eq(cell, cell_index(pos, names[i]));
		char back[16];
		ck_assert_int_eq(hdc_position_cell_name(pos, cell, back, sizeof back, NULL), HDC_OK);
		ck_assert_str_eq(back, names[i]);
	}
	static const char *const bad[] = { "Fa1", "Af1", "Aa6", "Aa0", "a1A", "e4-IV", "e4IV",
		                           "Aa", "", "Aa1x" };
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		int32_t cell = -1;
		ck_assert_msg(hdc_position_parse_cell(pos, bad[i], &cell) != HDC_OK,
		              "\"%s\" read as a cell", bad[i]);
	}
	/* HDC-style coordinates are no Raumschach moves. */
	ck_assert_int_ne(hdc_position_parse_coord(pos, "b1Ic3I", &m), HDC_OK);
	ck_assert_int_ne(hdc_position_parse_move(pos, "Nc3", &m), HDC_OK);
	hdc_position_free(pos);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* 3D8L: HDC notation with the thirteen letters                              */
/* ------------------------------------------------------------------------ */

START_TEST(l8_letters_in_san)
{
	/* Every piece letter of 3D8L in SAN, and HDC's pawn forms. */
	hdc_position *pos = make_pos("3d8l",
	                             "Ka1I kh8VIII Me4IV Dc4II Tf5VI Vb6III Ed5VII Gg2V Ah4I "
	                             "Pd2IV pc3IV pd3V Pb7VI",
	                             "w - - 0 1");
	assert_san(pos, "e4IVf5V", "Mf5" DASH "V");
	assert_san(pos, "c4IIc5II", "Dc5" DASH "II");
	assert_san(pos, "f5VIf7VI", "Tf7" DASH "VI");
	assert_san(pos, "b6IIIc7IV", "Vc7" DASH "IV");
	assert_san(pos, "d5VIIf6VIII", "Ef6" DASH "VIII");
	assert_san(pos, "g2Ve4VI", "Ge4" DASH "VI");
	assert_san(pos, "h4If6II", "Af6" DASH "II");
	assert_san(pos, "d2IVd3IV", "d3" DASH "IV");
	assert_san(pos, "d2IVc3IV", "dxc3" DASH "IV");
	assert_san(pos, "d2IVd3V", "d2" DASH "IVxd3" DASH "V");
	/* Promotion to each of the eleven pieces, and the ASCII hyphen. */
	static const char letters[] = "QRBMDTVNEGA";
	for (const char *l = letters; *l; l++) {
		char coord[16], san[32];
		snprintf(coord, sizeof coord, "b7VIb8VI%c", *l - 'A' + 'a');
		snprintf(san, sizeof san, "b8" DASH "VI=%c", *l);
		assert_san(pos, coord, san);
		assert_coord(pos, coord);
		snprintf(san, sizeof san, "b8-VI=%c", *l);
		assert_reads(pos, san, coord);
	}
	/* Letters of other variants are no 3D8L pieces. */
	hdc_move m;
	ck_assert_int_ne(hdc_position_parse_san(pos, "b8-VI=U", &m), HDC_OK);
	ck_assert_int_ne(hdc_position_parse_san(pos, "b8-VI=K", &m), HDC_OK);
	hdc_position_free(pos);

	/* From the start: red, green and grand knights. */
	ck_assert_int_eq(hdc_position_new("3d8l", &pos), HDC_OK);
	assert_san(pos, "b1Ic3I", "Nc3" DASH "I");
	assert_san(pos, "b1IIa3I", "Ea3" DASH "I");
	assert_san(pos, "b1IIId3II", "Gd3" DASH "II");
	assert_san(pos, "e1IVd3II", "Ad3" DASH "II");
	assert_coord(pos, "e1IVd3II");
	hdc_position_free(pos);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("variants-notation");
	TCase *tc = tcase_create("round-trips");
	tcase_set_timeout(tc, 280);
	tcase_add_loop_test(tc, random_game_round_trips, 0,
	                    (int)(sizeof plans / sizeof plans[0]));
	suite_add_tcase(s, tc);
	tc = tcase_create("raumschach");
	tcase_add_test(tc, rs_piece_moves);
	tcase_add_test(tc, rs_disambiguation);
	tcase_add_test(tc, rs_pawn_moves);
	tcase_add_test(tc, rs_promotion_and_coordinates);
	suite_add_tcase(s, tc);
	tc = tcase_create("3d8l");
	tcase_add_test(tc, l8_letters_in_san);
	suite_add_tcase(s, tc);
	return run_suite(s);
}
