/*
 * eval.c - static evaluation.  PLACEHOLDER: material only, fixed values;
 * replaced by the data-driven evaluation (piece values per variant,
 * mobility, pawn progress, king safety, endgame knowledge).
 */
#include <string.h>

#include "eval.h"

static const int16_t placeholder_value[MAX_TYPES] = {
	[HDC_PAWN] = 100, [HDC_QUEEN] = 1200, [HDC_DUKE] = 900, [HDC_ROOK] = 500,
	[HDC_BISHOP] = 350, [HDC_MACE] = 300, [HDC_ROOK_MACE] = 800,
	[HDC_BISHOP_MACE] = 700, [HDC_KNIGHT] = 300, [HDC_RED_KNIGHT] = 300,
	[HDC_GREEN_KNIGHT] = 300, [HDC_GRAND_KNIGHT] = 700, [HDC_WYVERN] = 700,
	[HDC_PEGASUS] = 650, [HDC_ELEPHANT] = 250,
};

void eval_prepare(struct eval_tables *t, const struct variant *v)
{
	memset(t, 0, sizeof *t);
	t->v = v;
	memcpy(t->value, placeholder_value, sizeof t->value);
}

int evaluate(const struct hdc_position *pos, const struct eval_tables *t)
{
	int score = 0;
	for (int side = 0; side < 2; side++) {
		int sum = 0;
		for (unsigned i = 0; i < pos->count[side]; i++)
			sum += t->value[PTYPE(pos->board[pos->list[side][i]])];
		score += side == pos->side ? sum : -sum;
	}
	return score;
}

int eval_piece_value(const struct eval_tables *t, unsigned type)
{
	return type == HDC_KING ? 10000 : t->value[type & 31];
}
