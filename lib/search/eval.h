/*
 * eval.h - the static evaluation: a score for a position without search.
 *
 * Everything the evaluation knows about a variant is data prepared once per
 * variant by eval_prepare() (piece values, per-cell tables built from the
 * variant's geometry and movement), so every variant, built-in or not, is
 * evaluated by the same code.  docs/ENGINE.md ("Evaluation") describes the
 * terms and lists the piece values each built-in variant gets.
 */
#ifndef HDC_EVAL_H
#define HDC_EVAL_H

#include "position.h"

/* Score bounds shared with the search: evaluations stay well inside
 * +-EVAL_LIMIT, mate scores are near +-SCORE_MATE. */
#define EVAL_LIMIT 20000
#define SCORE_MATE 32000
#define SCORE_INFINITE 32500

/* Coordinate differences of the largest box (8x8x8: 15^3); the hexagon
 * needs 29 x 57. */
#define EVAL_MAX_DELTAS 3375
/* Most cells a king steps to (HDC and 3D8L: 26). */
#define EVAL_RING_MAX 32
/* Slider types whose open directions are counted on bitboards (further
 * ones, in user variants, on the mailbox). */
#define EVAL_SLIDER_SLOTS 4
/* King distances are counted up to this, farther ones read as it. */
#define EVAL_FAR 15

/* A middle-game and an end-game score packed in one 64-bit word (mg in
 * the high half): one addition moves both.  Sums of packed words (taken
 * modulo 2^64) give the sums of both halves, each within int32: no sum of
 * a position's terms comes near. */
typedef int64_t eval_pair;

/* A few cells as bits (variant_bits.h) within three consecutive words,
 * lo..lo + 2 (a cube's cell and its neighbours: three layers of 64), and
 * their number: how many of them own men hold is three popcounts.  32
 * bytes, aligned: one cache line per lookup (eval_tables is allocated
 * aligned, cellset_calloc). */
#define EVAL_CELLS_WORDS 3
struct eval_cells {
	_Alignas(32) uint64_t w[EVAL_CELLS_WORDS];
	uint8_t lo;
	uint8_t n;
};

struct eval_tables {
	const struct variant *v;       /* the variant these tables are for */
	int16_t value[MAX_TYPES];      /* piece values in centipawns (king: 0) */
	/* Per type and cell, white's view, middle game and end game; black
	 * reads the mirrored cell. */
	int16_t cell_mg[MAX_TYPES][HDC_MAX_CELLS];
	int16_t cell_eg[MAX_TYPES][HDC_MAX_CELLS];

	/* What the tables were derived from (for the documentation, the
	 * tools and the tests): each type's average number of target cells
	 * on the empty board, and on a board whose cells are occupied with
	 * the density `density` (per mille), times 100. */
	int32_t mobility_empty[MAX_TYPES];
	int32_t mobility_eff[MAX_TYPES];
	int32_t density;

	/* The evaluation proper reads these. */
	uint16_t mirror[HDC_MAX_CELLS];      /* the cell black sees as white's */
	eval_pair psq[2][MAX_TYPES][HDC_MAX_CELLS]; /* cell_mg/eg per side */
	int16_t phase_weight[MAX_TYPES];     /* non-pawn material: value or 0 */
	int32_t phase_total;                 /* both sides' at the start */
	/* Pushes a pawn of each side needs from a cell to promote (255: never). */
	uint8_t pawn_dist[2][HDC_MAX_CELLS];
	int16_t passed_eg[16];               /* free-path bonus by distance */
	/* King distance (king steps) of a coordinate difference, indexed like
	 * geometry_delta (delta_center + lin[a] - lin[b]); EVAL_FAR at most. */
	uint8_t kdist[EVAL_MAX_DELTAS];
	/* How central a cell is for a king (0 = the least central cell, 64 =
	 * the most): the bare king is driven down this, toward corners. */
	uint8_t centre[HDC_MAX_CELLS];
	int16_t king_steps_max;              /* most cells beside a king */
	/* Middle-game king safety: own men beside the king (by count), enemy
	 * pieces at king distance k (by type, by k). */
	int16_t shelter[32];
	int16_t tropism[MAX_TYPES][EVAL_FAR + 1];
	int16_t has_tropism;                 /* 0: the table is all zeros */
	/* Mobility: per slider type, the bonus for each open first cell of a
	 * slide direction (mg, eg packed), and the slide directions. */
	eval_pair open_bonus[MAX_TYPES];
	uint32_t sliders;                    /* bit t: type t slides */
	int16_t tempo;
	int16_t minor_limit;                 /* see eval.c, drawish endings */
	/* For the quiescence search's test before it generates (search.c):
	 * the types but the king by decreasing value, and per side the
	 * cells (as bits) from which a pawn may promote with its next move
	 * (a push, a multi-step or a capture onto a promoting cell, or
	 * standing on one: C'escacs' awaiting pawns). */
	uint8_t by_value[MAX_TYPES];
	uint8_t nby_value;
	uint64_t pawn_may_promote[2][CELLSET_WORDS];

	/* The men evaluate()'s loop must look at, by piece and cell: pawns
	 * near promotion, sliders whose open directions count, pieces with
	 * tropism.  Most men (pawns far from promotion) are skipped on one
	 * byte. */
	uint8_t busy[64][HDC_MAX_CELLS];
	/* Per side, the bits (variant_bits.h) of the cells where a pawn is
	 * busy: without tropism evaluate() visits only these pawns and the
	 * sliders, from the position's bitboards, not every man.
	 * Plain words: the tables need no 64-byte alignment. */
	uint64_t pawn_near_bits[2][CELLSET_WORDS];
	/* The cells beside a king on each cell (its steps), for the shelter
	 * and the bare king's freedom. */
	uint16_t ring[2][HDC_MAX_CELLS][EVAL_RING_MAX];
	uint8_t ring_len[2][HDC_MAX_CELLS];
	/* The same rings as bits, by the king's bit (the shelter: a popcount
	 * per word rather than a load per cell). */
	struct eval_cells ring_bits[2][HDC_MAX_CELLS];
	uint8_t ring_wide;             /* a ring spans more words: walk it */
	/* Per side, slider slot and the slider's bit: the first cells of its
	 * slide directions.  Its open directions are their number less the
	 * own men among them.  slider_slot[type] is the type's slot + 1, 0
	 * for none (counted on the mailbox). */
	uint8_t slider_slot[MAX_TYPES];
	struct eval_cells first_steps[2][EVAL_SLIDER_SLOTS][HDC_MAX_CELLS];

	/* What the search's positions keep summed as they move (position.h,
	 * struct piece_weights), so that evaluate() need not add it up:
	 * cell[piece][c] is white's psq pair plus the value in both halves,
	 * negated for black; piece[piece] adds to the EVAL_* fields below. */
	struct piece_weights weights;
};

/* The fields of the piece sum (struct piece_weights): non-pawn material of
 * each side (24 bits each: far above any army) and pawn counts. */
#define EVAL_MATERIAL_BLACK 24
#define EVAL_PAWNS_WHITE 48
#define EVAL_PAWNS_BLACK 56
#define EVAL_FIELD(sum, shift, bits) ((int)(((sum) >> (shift)) & ((1u << (bits)) - 1)))

/* Fill t for variant v (no allocation; cheap enough to call at the start
 * of every search whose variant differs from t->v). */
void eval_prepare(struct eval_tables *t, const struct variant *v);
/* Attach t's weights to a position the search walks (its sums are then
 * kept by make/unmake and read by evaluate()). */
static inline void eval_attach(struct hdc_position *pos, const struct eval_tables *t)
{
	position_set_weights(pos, &t->weights);
}
/* Centipawns from the side to move's view, within +-EVAL_LIMIT.  Reads
 * the sums a position keeps when t's weights are attached to it, adds
 * them up otherwise: the same score either way. */
int evaluate(const struct hdc_position *pos, const struct eval_tables *t);
/* The sliders' open-direction terms of each side (bit s of known:
 * sliders[s] holds side s's), which depend on that side's own men only: a
 * search passes them on to a child whose move left a side's men as they
 * were (a quiet move leaves the other side's, a pass both).  evaluate_with()
 * reads the known ones instead of counting them, and writes both (known 0
 * with tropism, whose loop counts them with it).  memo NULL: evaluate(). */
struct eval_memo {
	uint64_t sliders[2];
	unsigned known;
};
int evaluate_with(const struct hdc_position *pos, const struct eval_tables *t,
                  struct eval_memo *memo);
/* The sides whose terms move m (made, with undo u) left as they were, as
 * bits of known: after a pass both, after a capture none (the taker moved,
 * the taken lost a man), else the side now to move's (side_now). */
static inline unsigned eval_memo_keep(hdc_move m, const struct undo *u, int side_now)
{
	return m == HDC_MOVE_NULL ? 3u : u->captured ? 0u : 1u << side_now;
}
/* A piece type's value for move ordering, exchanges and margins (a king is
 * worth more than everything else together).  Inline: the move pickers
 * ask it for every capture they score. */
static inline int eval_piece_value(const struct eval_tables *t, unsigned type)
{
	return type == HDC_KING ? 10000 : t->value[type & 31];
}

/* The number of cells a piece of `type` (of side 0) on `cell` reaches on a
 * board whose other cells are each occupied with probability
 * density / 1000 (0: the empty board), each target weighed by the chance
 * that the way to it is free; times 100.  Pawns count their pushes. */
int32_t eval_cell_mobility(const struct variant *v, unsigned type, unsigned cell,
                           int density);

#endif
