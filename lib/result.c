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
	if ((size_t)pos->halfmove < back)
		back = (size_t)pos->halfmove;
	int count = 1;
	for (size_t k = 2; k <= back; k += 2)
		if (pos->history[pos->nhistory - k].undo.key == pos->key)
			count++;
	return count;
}

/* No pawns, and besides the kings at most one piece in total, of a kind
 * that cannot mate alone (RULES.md: a bishop or a plain knight). */
static int insufficient_material(const struct hdc_position *pos)
{
	unsigned others = 0, minor = 1;
	for (int side = 0; side < 2; side++)
		for (unsigned i = 0; i < pos->count[side]; i++) {
			unsigned t = PTYPE(pos->board[pos->list[side][i]]);
			if (t == HDC_KING)
				continue;
			others++;
			minor = t == HDC_BISHOP || t == HDC_KNIGHT;
		}
	return others == 0 || (others == 1 && minor);
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
		return HDC_STATUS_STALEMATE;
	}
	if (insufficient_material(pos))
		return HDC_STATUS_INSUFFICIENT_MATERIAL;
	if (pos->halfmove >= SEVENTYFIVE_MOVES)
		return HDC_STATUS_SEVENTYFIVE_MOVES;
	if (game_repetitions(pos) >= 5)
		return HDC_STATUS_FIVEFOLD_REPETITION;
	return HDC_STATUS_ONGOING;
}

const char *game_result_text(int status, int winner)
{
	if (status == HDC_STATUS_ONGOING)
		return "*";
	if (winner == HDC_WHITE)
		return "1-0";
	if (winner == HDC_BLACK)
		return "0-1";
	return "1/2-1/2";
}

uint32_t game_claimable(const struct hdc_position *pos)
{
	uint32_t claims = HDC_CLAIM_NONE;
	if (pos->halfmove >= FIFTY_MOVES)
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
