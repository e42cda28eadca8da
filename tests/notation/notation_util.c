/* notation_util.c - helpers shared by the notation suites (see notation_util.h). */
#include "notation_util.h"

#include <stdio.h>

uint64_t rng_next(struct rng *r)
{
	uint64_t z = (r->state += 0x9E3779B97F4A7C15ull);
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	return z ^ (z >> 31);
}

size_t rng_below(struct rng *r, size_t n)
{
	return (size_t)(rng_next(r) % n);
}

int random_move(const hdc_position *pos, struct rng *r, hdc_move *move)
{
	static hdc_move moves[HDC_MAX_MOVES], special[HDC_MAX_MOVES], pawn[HDC_MAX_MOVES];
	size_t n = 0, ns = 0, np = 0;
	int32_t side = 0, ranks = 0, best = -1;
	REQUIRE_OK(hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &n));
	if (n == 0)
		return 0;
	REQUIRE_OK(hdc_position_side_to_move(pos, &side));
	REQUIRE_OK(hdc_position_dimensions(pos, NULL, &ranks, NULL, NULL));
	for (size_t i = 0; i < n; i++) {
		int k = hdc_move_kind(moves[i]);
		if (k == HDC_MOVE_EN_PASSANT || k == HDC_MOVE_CASTLING || k == HDC_MOVE_PROMOTION ||
		    k == HDC_MOVE_PROMOTION_CAPTURE || k == HDC_MOVE_DOUBLE_STEP)
			special[ns++] = moves[i];
		hdc_piece p = 0;
		REQUIRE_OK(hdc_position_piece_at(pos, hdc_move_from(moves[i]), &p));
		if (hdc_piece_type(p) != HDC_PAWN)
			continue;
		/* Only the moves of the most advanced pawns. */
		int32_t y = 0;
		REQUIRE_OK(hdc_position_cell_coords(pos, hdc_move_from(moves[i]), NULL, &y, NULL));
		int32_t advance = side == HDC_WHITE ? y : ranks - 1 - y;
		if (advance > best) {
			best = advance;
			np = 0;
		}
		if (advance == best)
			pawn[np++] = moves[i];
	}
	size_t dice = rng_below(r, 4);
	if (ns && dice < 2)
		*move = special[rng_below(r, ns)];
	else if (np && dice == 2)
		*move = pawn[rng_below(r, np)];
	else
		*move = moves[rng_below(r, n)];
	return 1;
}

void san_of(const hdc_position *pos, hdc_move move, char *out, size_t cap)
{
	size_t needed = 0;
	hdc_status st = hdc_position_move_san(pos, move, out, cap, &needed);
	REQUIRE(st == HDC_OK, "hdc_position_move_san: %s", hdc_status_string(st));
	REQUIRE(needed == strlen(out) + 1, "move_san: needed %zu for '%s'", needed, out);
}

void coord_of(const hdc_position *pos, hdc_move move, char *out, size_t cap)
{
	size_t needed = 0;
	hdc_status st = hdc_position_move_coord(pos, move, out, cap, &needed);
	REQUIRE(st == HDC_OK, "hdc_position_move_coord: %s", hdc_status_string(st));
	REQUIRE(needed == strlen(out) + 1, "move_coord: needed %zu for '%s'", needed, out);
}

void play_text(hdc_position *pos, const char *text)
{
	hdc_move m = 0;
	hdc_status st = hdc_position_parse_move(pos, text, &m);
	if (st != HDC_OK) {
		char where[TEXT_CAP];
		get_text(pos, where, sizeof where);
		ck_abort_msg("'%s' refused (%s at %lld: %s) in\n%s", text, hdc_status_string(st),
		             (long long)hdc_position_error_offset(pos),
		             hdc_position_error_message(pos), where);
	}
	REQUIRE_OK(hdc_position_play(pos, m));
}

int32_t status_of(const hdc_position *pos, int32_t *winner)
{
	int32_t status = -1, w = -2;
	REQUIRE_OK(hdc_position_status(pos, &status, &w));
	if (winner)
		*winner = w;
	return status;
}

uint32_t claims_of(const hdc_position *pos)
{
	uint32_t claims = 0xDEADBEEF;
	REQUIRE_OK(hdc_position_claimable(pos, &claims));
	return claims;
}

int32_t repetitions_of(const hdc_position *pos)
{
	int32_t count = -1;
	REQUIRE_OK(hdc_position_repetitions(pos, &count));
	return count;
}

const char *result_of(const hdc_position *pos)
{
	static char buf[16];
	size_t needed = 0;
	REQUIRE_OK(hdc_position_result(pos, buf, sizeof buf, &needed));
	ck_assert_uint_eq(needed, strlen(buf) + 1);
	return buf;
}

int32_t check_of(const hdc_position *pos)
{
	int32_t c = -1;
	REQUIRE_OK(hdc_position_in_check(pos, &c));
	return c;
}
