/*
 * position.h - the game state and its exact make/unmake.
 */
#ifndef HDC_POSITION_H
#define HDC_POSITION_H

#include <stdalign.h>
#include <stddef.h>
#include <stdint.h>

#include "cellset.h"
#include "hdc.h"
#include "variant.h"
#include "watch.h"

/* Internal piece codes are the public hdc_piece values. */
#define PIECE(type, side) ((uint8_t)((type) | ((side) << 5)))
#define PTYPE(p) ((p) & 31)
#define PSIDE(p) ((p) >> 5)

/* Move fields (the public encoding of hdc.h). */
#define MOVE_FROM(m) ((unsigned)(m) & 0x3FFu)
#define MOVE_TO(m) (((unsigned)(m) >> 10) & 0x3FFu)
#define MOVE_EXTRA(m) (((unsigned)(m) >> 20) & 0x1Fu)
#define MOVE_KIND(m) (((unsigned)(m) >> 25) & 0xFu)
#define MAKE_MOVE(from, to, extra, kind) \
	((hdc_move)((unsigned)(from) | ((unsigned)(to) << 10) | \
	            ((unsigned)(extra) << 20) | ((unsigned)(kind) << 25)))

/* The part of a position that make() cannot recompute when it is undone:
 * saved whole before each move, restored whole by unmake(). */
struct state {
	/* 16-byte aligned, 64 bytes: state_copy() moves it as four words.
	 * Zobrist key.  While special_pending it lacks its part for the
	 * special captures (e.p., scornful) legal now: make() leaves that
	 * part, a legality test, to position_settle_key() and position_key(),
	 * for the walks that never read the key.  key ^ special_key is the
	 * key without that part either way. */
	alignas(16) uint64_t key;
	uint64_t special_key;  /* the special captures' part that key holds */
	uint32_t castling;     /* rights: bit i white's castling i, 16+i black's */
	int32_t halfmove;
	uint16_t ep_cell;      /* cell skipped by the last double step, CELL_NONE */
	uint16_t ep_cell2;     /* second cell skipped by a triple step, CELL_NONE */
	uint16_t ep_victim;    /* the pawn that made it */
	/* C'escacs: the pawn on scorn_from may capture on scorn_to. */
	uint16_t scorn_from, scorn_to;
	uint8_t special_pending;
	/* The sums of the position's piece_weights (0 while it has none). */
	uint64_t cell_sum, piece_sum;
	/* The move number, here so that unmake restores it with the rest. */
	int32_t fullmove;
};
_Static_assert(sizeof(struct state) == 64, "struct state: four 16-byte words");

/* make() saves st and unmake() restores it whole.  As a struct assignment,
 * GCC split the copies into the fields and, in the tree walks' loops,
 * spilled and restored each field on its own (callgrind, HDC perft 3 with
 * every leaf made: 174 instructions a leaf, 165 with four words). */
static inline void state_copy(struct state *dst, const struct state *src)
{
#if defined(__GNUC__) || defined(__clang__)
	/* aligned(8): the copy does not rely on the allocator's alignment. */
	typedef uint64_t words __attribute__((vector_size(16), may_alias, aligned(8)));
	const words *s = (const words *)(const void *)src;
	words *d = (words *)(void *)dst;
	const words a = s[0], b = s[1], c = s[2], e = s[3];
	d[0] = a;
	d[1] = b;
	d[2] = c;
	d[3] = e;
#else
	*dst = *src;
#endif
}

/*
 * Weights whose sums over the pieces on the board make() keeps up to date,
 * for a caller that would otherwise add them up at every node (the
 * engine's evaluation: piece-square terms and material).  Sums are taken
 * modulo 2^64, so packed fields add and subtract as long as each field's
 * true sum stays within it.  Indexed by piece (type | side << 5).
 */
struct piece_weights {
	uint64_t cell[64][HDC_MAX_CELLS];   /* summed into st.cell_sum */
	uint64_t piece[64];                 /* summed into st.piece_sum */
};

/* What make() saves so unmake() can restore the position exactly. */
struct undo {
	struct state st;
	uint8_t captured;       /* piece removed, 0 if none */
	/* The man that moved, for unmake's plain path (make's value where
	 * both are inlined into one loop, rather than a reload of the board
	 * after stores that may alias it). */
	uint8_t moved;
	uint16_t captured_cell;
};

/* One move of the game history (hdc_position_play / undo, repetition). */
struct history_entry {
	hdc_move move;
	struct undo undo;
};

struct hdc_position {
	const struct variant *v;
	/* The board as bitboards (bits of v->bits->sd, shiftdirs.h): the
	 * cells of each piece (indexed by piece code, type | side << 5, so
	 * by_piece + 32 * side is that side's sets by type).  One set per
	 * piece rather than per type and per side: make and unmake then
	 * touch one set per piece moved (measured: the pair of sets cost 7%
	 * of a full perft).  Kept beside the mailbox (board[]), which piece
	 * lookup by cell needs.  Code 0 | side << 5 (type 0 is no piece)
	 * holds all the side's men: one XOR more per piece moved, against
	 * uniting seven sets at each use.  First, for their 64-byte
	 * alignment: a position lives on the stack or in cellset_calloc
	 * memory.  The side's men, by_piece[PIECE(0, side)], serve where a
	 * piece list would (side_cells() and cs_iter, in bit order): make
	 * and unmake keep no list (the lists cost 5-6 % of a full perft). */
	cellset by_piece[64];
	/* v->bits->sd.bit_of and .cell_of, or NULL where bit == cell (boxes):
	 * a lookup fewer in make and unmake. */
	const uint16_t *bit_of, *cell_of;
	uint8_t board[HDC_MAX_CELLS];
	uint16_t count[2]; /* each side's men, its king included */
	uint16_t king[2];
	uint8_t side;          /* to move */
	struct state st;
	/* NULL, or the weights whose sums st keeps (position_set_weights). */
	const struct piece_weights *weights;

	/* The king watch of this position, kept for the next legality test
	 * (legal.c).  `ply` counts position_make() minus position_unmake();
	 * the watch is valid while watch_ply == ply + 1 (0: none): a position
	 * of a lower ply is only changed by unmaking below it, which drops the
	 * watch.  Before `history`, so that loading text resets them. */
	uint32_t ply, watch_ply;
	struct king_watch watch;

	struct history_entry *history;
	size_t nhistory, history_cap;

	int64_t error_offset;
	int32_t error_candidates;
	char error[160];
};

/* The cell of a bit of the position's sets. */
static inline unsigned cell_of_bit(const struct hdc_position *pos, unsigned bit)
{
	return pos->cell_of ? pos->cell_of[bit] : bit;
}

/* The cells of a set of the position's, lowest bit first (increasing
 * cell order where bit == cell, as on boxes), into cells[]; returns how
 * many. */
static inline unsigned cells_of_set(const struct hdc_position *pos, cellset s, uint16_t *cells)
{
	struct cs_iter it = cs_iter_of(s);
	unsigned bit, n = 0;
	while (cs_next(&it, &bit))
		cells[n++] = (uint16_t)cell_of_bit(pos, bit);
	return n;
}

/* The cells of side's men, its king included, in bit order. */
static inline unsigned side_cells(const struct hdc_position *pos, int side, uint16_t *cells)
{
	return cells_of_set(pos, pos->by_piece[PIECE(0, side)], cells);
}

/* The same, highest bit first: the order the generators visit the men
 * in.  The search breaks its ties in generation order; the piece lists
 * of earlier versions kept the order of the position text (ranks
 * downwards), and of the orders tried this one came nearest in nodes
 * (hdc bench --search: 9 % fewer on Raumschach and 23 % on C'escacs than
 * lowest first). */
static inline unsigned side_cells_downwards(const struct hdc_position *pos, int side,
                                            uint16_t *cells)
{
	const cellset *s = &pos->by_piece[PIECE(0, side)];
	unsigned n = 0;
	for (int w = CELLSET_WORDS - 1; w >= 0; w--)
		for (uint64_t x = s->w[w]; x;) {
			unsigned top = 63u - (unsigned)__builtin_clzll(x);
			x ^= 1ull << top;
			cells[n++] = (uint16_t)cell_of_bit(pos, 64u * (unsigned)w + top);
		}
	return n;
}

/* Empty board of a variant (no kings: not a playable position). */
void position_clear(struct hdc_position *pos, const struct variant *v);
void position_put(struct hdc_position *pos, unsigned cell, uint8_t piece);
/* Attach weights (or NULL) and compute their sums from scratch. */
void position_set_weights(struct hdc_position *pos, const struct piece_weights *w);
/* The Zobrist key computed from scratch: position_key()'s value. */
uint64_t position_compute_key(const struct hdc_position *pos);

/* Both take HDC_MOVE_NULL as the null move (a pass). */
void position_make(struct hdc_position *pos, hdc_move move, struct undo *u);
void position_unmake(struct hdc_position *pos, hdc_move move, const struct undo *u);

/* Attacks (attack.c). */
int attacked(const struct hdc_position *pos, unsigned cell, int by);
/* Whether side by's king attacks cell by its leap (C'escacs' king that
 * never moved, or a user variant's with king-leap): attacked() counts it. */
int king_leap_attacks(const struct hdc_position *pos, unsigned cell, int by);
/* The same with a hypothetical change: cells vacate1/vacate2 empty and
 * cell `occupy` holding a piece (CELL_NONE for none of them). */
int attacked_after(const struct hdc_position *pos, unsigned cell, int by,
                   unsigned vacate1, unsigned vacate2, unsigned occupy);
/* The same with piece `occupant` (of either side: it attacks if it is of
 * side `by`) standing on `occupy`. */
int attacked_after_placing(const struct hdc_position *pos, unsigned cell, int by,
                           unsigned vacate1, unsigned vacate2, unsigned occupy,
                           unsigned occupant);

/* Whether a man of side `by` attacks `cell` from afar along slide
 * direction d (seen from the cell, as attack_far) after that change. */
int attacked_along_after(const struct hdc_position *pos, unsigned cell, int by, unsigned d,
                         unsigned vacate1, unsigned vacate2, unsigned occupy);

/* How many pieces of side `by` attack `cell` (at most max); near[i] tells
 * whether the i-th does so from next door (a step or a leap) rather than
 * from a distance. */
int attackers(const struct hdc_position *pos, unsigned cell, int by, int *near, int max);

/* Legal moves (movegen.c): writes at most HDC_MAX_MOVES moves. */
size_t generate_legal(const struct hdc_position *pos, hdc_move *moves);
/* The same, the pieces visited by increasing cell and each one's moves in
 * the order of movesort.h, after *nfirst moves (king, e.p., castlings)
 * that are not: a merge puts the whole list in order. */
size_t generate_legal_ordered(const struct hdc_position *pos, hdc_move *moves, size_t *nfirst);
/* For a search that tries few of the moves it generates: the legal moves,
 * except that the king's steps and leaps (not castlings) are only
 * pseudo-legal (onto a cell without an own piece): each must pass
 * position_check_move() before it is played. */
size_t generate_search(const struct hdc_position *pos, hdc_move *moves);
/* The _watched forms of this and of generate_captures() and
 * generate_quiet_checks() take the position's king watch from the caller
 * (position_watch()) instead of walking out from the king again: the
 * same moves. */
size_t generate_search_watched(const struct hdc_position *pos, const struct king_watch *w,
                               hdc_move *moves);
/* For a side to move not in check and without forced promotions: the
 * moves generate_search() lists for the men on cells[0..n) (the king's
 * only pseudo-legal), pins as w says, and with castlings 1 the legal
 * castlings too. */
size_t generate_men(const struct hdc_position *pos, const struct king_watch *w,
                    const uint16_t *cells, unsigned n, int castlings, hdc_move *moves);
/* The legal captures (en passant included) and promotions (of every
 * kind): the moves of generate_legal() of those kinds, in another order,
 * found without walking the quiet moves (movegen_captures.c; for the
 * quiescence search).  At most HDC_MAX_MOVES moves. */
size_t generate_captures(const struct hdc_position *pos, hdc_move *moves);
size_t generate_captures_watched(const struct hdc_position *pos, const struct king_watch *w,
                                 hdc_move *moves);
/* The same for a side to move that is not in check, without the king
 * watch: a capture by a piece for which may_be_pinned() holds is only
 * pseudo-legal and must pass position_check_move() (the others, the
 * king's and e.p. are legal). */
size_t generate_captures_unpinned(const struct hdc_position *pos, hdc_move *moves);
/* The same, but only the captures of enemy men whose type t has bit t
 * set in prey (e.p. counts as taking a pawn); moves that promote are all
 * kept.  For a search that would prune the captures of lesser men (delta
 * pruning): they are not listed.  The _with form names the generator, as
 * generate_captures_with() does. */
size_t generate_captures_of(const struct hdc_position *pos, hdc_move *moves, uint32_t prey);
/* The capture generators behind both (for tests and benchmarks): the
 * mailbox walkers, or the free pieces' captures found on the bitboards
 * (movegen_captures_kernel.h) on the portable, AVX-512 or AVX2 path (the
 * last two only where the CPU has them: cellset_cpu_has_avx512(),
 * cellset_cpu_has_avx2()); watch 1 is
 * generate_captures(), 0 generate_captures_unpinned().  The same set of
 * moves, in different orders. */
enum capture_gen {
	CAPTURE_GEN_MAILBOX,
	CAPTURE_GEN_PORTABLE,
	CAPTURE_GEN_AVX512,
	CAPTURE_GEN_AVX512_VBMI2, /* the fills with VBMI2's funnel shifts */
	CAPTURE_GEN_AVX2          /* two ymm registers a set */
};
size_t generate_captures_with(const struct hdc_position *pos, hdc_move *moves, int watch,
                              enum capture_gen gen);
size_t generate_captures_of_with(const struct hdc_position *pos, hdc_move *moves,
                                 uint32_t prey, enum capture_gen gen);
/* The generator the two above use: AVX-512 or AVX2 where cellset_path()
 * says so (with VBMI2 where the CPU has it), the mailbox otherwise. */
enum capture_gen capture_gen_best(void);
/* The cells of the men the king watch holds pinned, each once (a man
 * pinned along two lines is listed twice there): written to cells (room
 * for MAX_KING_LINES), their bits set in *held (and no other); returns
 * how many.  The bitboard generators leave them to the mailbox walkers,
 * which move them along their pin lines. */
unsigned pinned_men(const struct hdc_position *pos, const struct king_watch *w, cellset *held,
                    uint16_t *cells);
/* capture_gen_best(), asked once. */
enum capture_gen capture_gen_cached(void);
/* The moves (every kind but e.p., castling and in-place promotion) of the
 * men of the side to move but its king and the men in *held (bits; the
 * pinned ones at least), found on the bitboards by generator gen (not the
 * mailbox): with w->checks 1 only those onto w->block.  Writes them at
 * out, returns the end.  generate_legal()'s list of those men, in
 * another order. */
hdc_move *generate_free_moves(const struct hdc_position *pos, const struct king_watch *w,
                              const cellset *held, enum capture_gen gen, hdc_move *out);
/* generate_legal() with the free men's moves from generator gen (the
 * mailbox walkers: CAPTURE_GEN_MAILBOX), for tests and benchmarks; the
 * same moves in different orders. */
size_t generate_legal_with(const struct hdc_position *pos, hdc_move *moves,
                           enum capture_gen gen);
/* The bitboard generators this CPU runs, whatever the dispatch chose
 * (for tests that compare them all with the mailbox): portable, then
 * AVX-512, AVX-512 with VBMI2 and AVX2 where it has them.  Writes them to
 * gens[] (room for CAPTURE_GENS_MAX), returns how many. */
enum { CAPTURE_GENS_MAX = 4 };
int capture_gens_runnable(enum capture_gen *gens);
/* The quiet moves (kinds quiet, double and triple step, castling) that
 * may give check: of generate_search()'s moves exactly those of these
 * kinds for which move_may_check() answers 1, in some order, found
 * without listing the others (movegen_checks.c; for the search's futile
 * nodes, which try no other quiet move). */
size_t generate_quiet_checks(const struct hdc_position *pos, hdc_move *moves);
size_t generate_quiet_checks_watched(const struct hdc_position *pos, const struct king_watch *w,
                                     hdc_move *moves);
/* The generators behind it, for tests and benchmarks: the mailbox one
 * filters generate_search(); the other two find the candidates on the
 * bitboards (movegen_checks_kernel.h; AVX-512 only where
 * cellset_cpu_has_avx512()).  generate_quiet_checks() uses the one
 * capture_gen_best() names. */
size_t generate_quiet_checks_with(const struct hdc_position *pos, hdc_move *moves,
                                  enum capture_gen gen);
/* Whether the piece of the side to move on `cell` stands on a line from
 * its king, with nothing between, along which an enemy piece beyond it
 * attacks: then it may be pinned (cheap; exactly the watch's pins or
 * more). */
int may_be_pinned(const struct hdc_position *pos, unsigned cell);
int in_check(const struct hdc_position *pos);
/* The checkers of the side to move's king and the pieces pinned to it. */
void watch_king(const struct hdc_position *pos, struct king_watch *w);
/* For a side to move known not to be in check: the pieces pinned to its
 * king, walking the king's lines only along the directions in far_dirs
 * (bit d: geometry direction d); the caller knows that no enemy piece
 * attacking from afar along the others stands on them (movecount.c, from
 * the beams). */
void watch_pins_along(const struct hdc_position *pos, struct king_watch *w, uint64_t far_dirs);
/* Pieces a pawn of the side to move may become on `cell` now (at most 12
 * types written); counts[t] / bound[colour] describe the side's pieces as
 * pool_count() fills them. */
unsigned promotion_choices_from(const struct hdc_position *pos, const uint8_t *counts,
                                const uint8_t *bound, unsigned cell, uint8_t *types);
void pool_count(const struct hdc_position *pos, uint8_t *counts, uint8_t *bound);
/* pool_count() done once per generation, when a promotion first asks. */
struct pool_cache {
	int known;
	uint8_t count[MAX_TYPES];
	uint8_t bound[4];
};
unsigned promotion_choices_cached(const struct hdc_position *pos, struct pool_cache *pool,
                                  unsigned cell, uint8_t *types);
/* C'escacs: writes the in-place promotions forced now (an awaiting pawn
 * may become a piece that came free) and returns their number; when there
 * are any they are the only legal moves. */
size_t list_forced_promotions(const struct hdc_position *pos, struct pool_cache *pool,
                              hdc_move *out);
/* Whether the castling (of the side to move) is legal now. */
int castling_legal(const struct hdc_position *pos, const struct castling *c);
/* Whether an en passant capture from -> to of the side to move leaves its
 * king safe (the pair being one of ep_candidates()). */
int ep_legal(const struct hdc_position *pos, unsigned from, unsigned to);

/* Single-move legality (legal.c): whether move is one of the legal moves
 * of pos, decided without generating them.  Any 32-bit value is safe. */
int position_is_legal(const struct hdc_position *pos, hdc_move move);
/* The same, reusing (and refreshing) the position's cached king watch. */
int position_check_move(struct hdc_position *pos, hdc_move move);
/* The king watch the two above decide with (watch_king(), and C'escacs'
 * forced promotions), and the test on a watch the caller keeps: a search
 * computes it once per node, where the position's cache is lost to every
 * child searched. */
void position_watch(const struct hdc_position *pos, struct king_watch *w);
int position_legal_with(const struct hdc_position *pos, const struct king_watch *w,
                        hdc_move move);
/* position_legal_with() for a position known not to be in check, decided
 * without the king watch when it is not needed: the mover cannot be
 * pinned (may_be_pinned()) and no promotion is forced.  -1 where the
 * watch is needed.  A search node whose table move or killer cuts off
 * is spared its watch. */
int position_legal_unwatched(const struct hdc_position *pos, hdc_move move);
/* position_legal_with() for a quiet king move, the target's attack test
 * read from att, king_ring_attacks()'s set for the side to move: one
 * pass over the bitboards for all the king's steps of a node, where
 * position_legal_with() walks every line through each target (a search
 * reaches a node's king steps one by one).  Moves of other shapes go to
 * position_legal_with(). */
int position_king_step_legal(const struct hdc_position *pos, const struct king_watch *w,
                             const cellset *att, hdc_move move);
/* The key component of the special captures legal for the side to move. */
uint64_t special_captures_key(const struct hdc_position *pos);

/* The position's whole Zobrist key (the one hdc.h promises), whether or
 * not make() left its special captures' part pending. */
static inline uint64_t position_key(const struct hdc_position *pos)
{
	return pos->st.special_pending ? pos->st.key ^ special_captures_key(pos) : pos->st.key;
}

/* Completes st.key with the part make() left pending, so that the key
 * read from st (a search node's, a history's) is whole.  A legality test
 * only after a multi-step or a scornful move. */
static inline void position_settle_key(struct hdc_position *pos)
{
	if (pos->st.special_pending) {
		pos->st.special_pending = 0;
		pos->st.special_key = special_captures_key(pos);
		pos->st.key ^= pos->st.special_key;
	}
}

/* The bulk counter's part done on the mailbox (movecount.c), for a side
 * to move that is not in check: with *all set, all legal moves (C'escacs'
 * forced promotions); otherwise e.p., castlings, every move of the pinned
 * pieces and of a pawn that may capture scornfully: the moves the
 * bitboards do not count.  The
 * bits of the pieces whose moves it lists (pinned ones, found by
 * watch_pins_along, and the scornful pawn) are set in *held.  att: the
 * first pass's attack set (movecount_kernel.h), which answers the
 * castlings' attack tests where variant_bits' castle_att says it may. */
size_t generate_uncounted(const struct hdc_position *pos, hdc_move *moves, uint64_t far_dirs,
                          const cellset *att, cellset *held, int *all);
/* Whether generate_uncounted() surely has nothing to list, on what is
 * cheap to test: no king's line that may hold a pinner (far_dirs: the
 * part uncounted_no_pinner() tests), no e.p. or scornful capture, no
 * castling right, no promotion pool.  The
 * bulk counter asks it first and spares most children the call (in
 * Raumschach, all but those with a line to walk). */
static inline int uncounted_no_pinner(const struct hdc_position *pos, uint64_t far_dirs)
{
	const int us = pos->side;
	return !(far_dirs & pos->v->attack_far[us ^ 1] & pos->v->geo.exists[pos->king[us]].w[0]);
}

static inline int uncounted_surely_none(const struct hdc_position *pos, uint64_t far_dirs)
{
	const struct variant *v = pos->v;
	const int us = pos->side;
	/* The variant's answer first: C'escacs (a pool) always lists. */
	return !v->def->pawn->from_pool && !(pos->st.castling & 0xFFFFu << 16 * us) &&
	       uncounted_no_pinner(pos, far_dirs) && pos->st.ep_cell == CELL_NONE &&
	       pos->st.scorn_from == CELL_NONE;
}
/* The same for a side to move in check, w its king watch: e.p. (if
 * legal) and, in single check, the pinned pieces' and the scornful pawn's
 * moves that capture the checker or block its line; *held as above. */
size_t generate_check_uncounted(const struct hdc_position *pos, const struct king_watch *w,
                                hdc_move *moves, cellset *held);
/* How many legal moves pos has: generate_legal()'s count, found mostly by
 * counting target sets on bitboards (movecount.c), with the fastest
 * kernel this CPU has for its board (count_kernel_for()). */
uint64_t count_legal(const struct hdc_position *pos);
enum count_kernel {
	COUNT_NONE,
	COUNT_MAILBOX,        /* generate_legal()'s list */
	COUNT_PORTABLE,       /* bitboards, eight 64-bit words */
	COUNT_AVX512,         /* bitboards, AVX-512F: bit-sliced counters */
	COUNT_AVX512_VPOPCNT, /* bitboards, AVX-512F + VPOPCNTDQ */
	COUNT_AVX512_VBMI2,   /* the same with VBMI2's funnel shifts in fills */
	COUNT_AVX2            /* bitboards, AVX2: two ymm registers a set */
};
/* The count with a given kernel (the AVX-512 ones only where
 * cellset_cpu_has_avx512() / _vpopcnt() / _vbmi2() say so): tests
 * compare them all. */
uint64_t count_legal_with(const struct hdc_position *pos, enum count_kernel kernel);
enum count_kernel count_kernel_best(void);
/* The kernel that counts pos's board: count_kernel_best(), but for the
 * portable kernel on boards of fewer than PORTABLE_MIN_CELLS cells, which
 * the mailbox counts (faster there: movecount.c). */
#define PORTABLE_MIN_CELLS 129
enum count_kernel count_kernel_for(const struct hdc_position *pos);
/* The sum over moves[0..n) (legal in pos) of count_legal() after each:
 * perft's last two plies.  The children share the counting of the side
 * that moves next (movecount.c, struct count_base).  pos is made and
 * unmade, unchanged at the end; each (if not NULL) gets each child's
 * count. */
uint64_t count_legal_after(struct hdc_position *pos, const hdc_move *moves, size_t n);
uint64_t count_legal_after_with(struct hdc_position *pos, const hdc_move *moves, size_t n,
                                enum count_kernel kernel, uint64_t *each);
/* The cells the enemy of `side` attacks among side's king's steps (and
 * leaps, and its own cell) into *att, as attacked() answers for each of
 * them, by the bulk counter's first pass (its other bits say nothing).
 * Returns 0, *att untouched, on the portable path (and with the mailbox
 * kernel): then ask attacked(). */
int king_ring_attacks(const struct hdc_position *pos, int side, cellset *att);
int king_ring_attacks_with(const struct hdc_position *pos, int side, enum count_kernel kernel,
                           cellset *att);
/* king_ring_attacks() for the side to move, and in *far_dirs the king's
 * lines that may hold a pinner (bit d: geometry direction d), as the
 * bulk counter finds them for watch_pins_along(); *att holds the king's
 * cell exactly when it is in check. */
int king_ring_attacks_pins(const struct hdc_position *pos, cellset *att, uint64_t *far_dirs);
/* Whether king_ring_attacks() and _pins() answer at all (not on the
 * portable path): asked first by callers that would prepare for them. */
int king_ring_answers(void);

uint64_t perft(struct hdc_position *pos, int depth);
/* Without bulk counting: every leaf is made and unmade. */
uint64_t perft_full(struct hdc_position *pos, int depth);

#endif
