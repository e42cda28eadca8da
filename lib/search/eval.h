/*
 * eval.h - the static evaluation: a score for a position without search.
 *
 * Everything the evaluation knows about a variant is data prepared once per
 * variant by eval_prepare() (piece values, per-cell tables built from the
 * variant's geometry and movement), so every variant, built-in or not, is
 * evaluated by the same code.
 */
#ifndef HDC_EVAL_H
#define HDC_EVAL_H

#include "position.h"

/* Score bounds shared with the search: evaluations stay well inside
 * +-EVAL_LIMIT, mate scores are near +-SCORE_MATE. */
#define EVAL_LIMIT 20000
#define SCORE_MATE 32000
#define SCORE_INFINITE 32500

struct eval_tables {
	const struct variant *v;       /* the variant these tables are for */
	int16_t value[MAX_TYPES];      /* piece values in centipawns (king: 0) */
	/* Per type and cell, white's view, middle game and end game; black
	 * reads the mirrored cell. */
	int16_t cell_mg[MAX_TYPES][HDC_MAX_CELLS];
	int16_t cell_eg[MAX_TYPES][HDC_MAX_CELLS];
};

/* Fill t for variant v (no allocation; cheap enough to call at the start
 * of every search whose variant differs from t->v). */
void eval_prepare(struct eval_tables *t, const struct variant *v);
/* Centipawns from the side to move's view, within +-EVAL_LIMIT. */
int evaluate(const struct hdc_position *pos, const struct eval_tables *t);
/* A piece type's value for move ordering, exchanges and margins (a king is
 * worth more than everything else together). */
int eval_piece_value(const struct eval_tables *t, unsigned type);

#endif
