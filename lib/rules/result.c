/* result.c - when is the game over, and who won. */
#include "result.h"

/* Plies without capture or pawn move after which a draw may be claimed,
 * and after which the game is drawn. */
#define FIFTY_MOVES 100
#define SEVENTYFIVE_MOVES 150

int game_repetitions(const struct hdc_position *pos)
{
	/* Only positions since the last capture or pawn move can repeat, and
	 * only every second one has the same side to move. */
	size_t back = pos->nhistory;
	if ((size_t)pos->st.halfmove < back)
		back = (size_t)pos->st.halfmove;
	/* The handle's moves settle the keys its history saves
	 * (hdc_position_play(), position_make()). */
	uint64_t key = position_key(pos);
	int count = 1;
	for (size_t k = 2; k <= back; k += 2)
		if (pos->history[pos->nhistory - k].undo.st.key == key)
			count++;
	return count;
}

/* No pawns, and besides the kings at most one piece in total, of a kind
 * that cannot mate alone (RULES.md: a bishop or a plain knight). */
static int lone_minor(const struct hdc_position *pos)
{
	unsigned others = 0, minor = 1;
	for (int side = 0; side < 2; side++) {
		struct cs_iter it = cs_iter_of(cs_andnot(pos->by_piece[PIECE(0, side)],
		                                         pos->by_piece[PIECE(HDC_KING, side)]));
		unsigned bit;
		while (cs_next(&it, &bit)) {
			if (++others > 1)
				return 0;
			unsigned t = PTYPE(pos->board[cell_of_bit(pos, bit)]);
			minor = t == HDC_BISHOP || t == HDC_KNIGHT;
		}
	}
	return others == 0 || minor;
}

/* C'escacs (CESCACS.md section 0): a side can mate with a pawn, a queen,
 * wyvern or rook, or a pegasus with another pegasus, a knight or a bishop. */
static int can_mate(const struct hdc_position *pos, int side)
{
	const cellset *men = pos->by_piece + PIECE(0, side);
	if (cs_any(cs_or(cs_or(men[HDC_PAWN], men[HDC_QUEEN]), cs_or(men[HDC_WYVERN], men[HDC_ROOK]))))
		return 1;
	return cs_any(men[HDC_PEGASUS]) &&
	       (cs_at_least(men[HDC_PEGASUS], 2) || cs_any(men[HDC_KNIGHT]) ||
	        cs_any(men[HDC_BISHOP]));
}

static int insufficient_material(const struct hdc_position *pos)
{
	if (pos->v->def->material == MATERIAL_CESCACS)
		return !can_mate(pos, HDC_WHITE) && !can_mate(pos, HDC_BLACK);
	return lone_minor(pos);
}

int game_insufficient_material(const struct hdc_position *pos)
{
	return insufficient_material(pos);
}

int game_status(const struct hdc_position *pos, int *winner)
{
	hdc_move moves[HDC_MAX_MOVES];
	*winner = -1;
	if (!generate_legal(pos, moves)) {
		if (in_check(pos)) {
			*winner = pos->side ^ 1;
			return HDC_STATUS_CHECKMATE;
		}
		/* C'escacs scores a stalemate as a small win for the side that
		 * stalemated. */
		if (pos->v->def->scoring == SCORING_CESCACS)
			*winner = pos->side ^ 1;
		return HDC_STATUS_STALEMATE;
	}
	if (insufficient_material(pos))
		return HDC_STATUS_INSUFFICIENT_MATERIAL;
	if (pos->st.halfmove >= SEVENTYFIVE_MOVES)
		return HDC_STATUS_SEVENTYFIVE_MOVES;
	if (game_repetitions(pos) >= 5)
		return HDC_STATUS_FIVEFOLD_REPETITION;
	return HDC_STATUS_ONGOING;
}

const char *game_result_text(const struct variant *v, int status, int winner)
{
	int cescacs = v->def->scoring == SCORING_CESCACS;
	if (status == HDC_STATUS_ONGOING)
		return "*";
	if (winner < 0)
		return cescacs ? "1-1" : "1/2-1/2";
	if (cescacs && status == HDC_STATUS_STALEMATE)
		return winner == HDC_WHITE ? "2-1" : "1-2";
	if (winner == HDC_WHITE)
		return cescacs ? "3-0" : "1-0";
	return cescacs ? "0-3" : "0-1";
}

uint32_t game_claimable(const struct hdc_position *pos)
{
	uint32_t claims = HDC_CLAIM_NONE;
	if (pos->st.halfmove >= FIFTY_MOVES)
		claims |= HDC_CLAIM_FIFTY_MOVES;
	if (game_repetitions(pos) >= 3)
		claims |= HDC_CLAIM_THREEFOLD_REPETITION;
	return claims;
}

const char *game_status_name(int status)
{
	switch (status) {
	case HDC_STATUS_CHECKMATE: return "checkmate";
	case HDC_STATUS_STALEMATE: return "stalemate";
	case HDC_STATUS_INSUFFICIENT_MATERIAL: return "insufficient-material";
	case HDC_STATUS_SEVENTYFIVE_MOVES: return "seventyfive-moves";
	case HDC_STATUS_FIVEFOLD_REPETITION: return "fivefold-repetition";
	default: return "ongoing";
	}
}
