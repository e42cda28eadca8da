/* perft.c - count the leaves of the legal move tree. */
#include "make.h"

uint64_t perft(struct hdc_position *pos, int depth)
{
	/* The last ply is counted, not generated (movecount.c). */
	if (depth <= 1)
		return depth == 1 ? count_legal(pos) : 1;
	hdc_move moves[HDC_MAX_MOVES];
	size_t n = generate_legal(pos, moves);
	if (depth == 2)
		return count_legal_after(pos, moves, n);
	uint64_t nodes = 0;
	for (size_t i = 0; i < n; i++) {
		struct undo u;
		make_move_unkeyed(pos, moves[i], &u);
		nodes += perft(pos, depth - 1);
		unmake_move(pos, moves[i], &u);
	}
	return nodes;
}

/* A castling, promotion or e.p. capture made and unmade, out of line:
 * inlined into make_each(), their paths made the compiler keep the plain
 * moves' values on the stack (HDC's full perft 12 % slower). */
static __attribute__((noinline)) void make_special(struct hdc_position *pos, hdc_move m)
{
	struct undo u;
	make_move(pos, m, &u);
	unmake_move(pos, m, &u);
}

/* Every move of the list made and unmade from one position. */
static inline __attribute__((always_inline)) void make_each(struct hdc_position *pos,
                                                            const hdc_move *moves, size_t n)
{
	/* The state every leaf starts from, made once, and the parent's,
	 * which each unmake restores from this copy (four registers) rather
	 * than from the undo record: that copy the make had loaded again
	 * from the position at every leaf.  started is a plain copy of the
	 * one state_started() fills a field at a time: that one GCC kept in
	 * memory and loaded at every leaf, the copy in four registers. */
	struct state fields, started, parent;
	state_started(&fields, pos, 1);
	state_copy(&started, &fields);
	state_copy(&parent, &pos->st);
	/* A pointer, not an index: one register fewer in a loop short of
	 * them. */
	for (const hdc_move *end = moves + n; moves < end; moves++) {
		/* A local: the make's byte stores could alias the list. */
		const hdc_move m = *moves;
		/* Only the plain kinds (make_man_move()'s plain path) here. */
		if (MOVE_KIND(m) > HDC_MOVE_DOUBLE_STEP) {
			make_special(pos, m);
			continue;
		}
		struct undo u;
		make_move_started(pos, m, &u, 1, &started);
		unmake_move_board(pos, m, &u);
		state_copy(&pos->st, &parent);
	}
}

/* The last ply of perft_full(): every move made and unmade, in a loop of
 * its own so that nothing in it is live across a call (the recursion's
 * calls made the inlined make keep its values on the stack). */
static __attribute__((noinline)) uint64_t make_leaves(struct hdc_position *pos,
                                                      const hdc_move *moves, size_t n)
{
	/* The common case in a loop of its own, where the compiler knows the
	 * bits are the cells (boxes) and no weights are kept: two tests and
	 * their registers fewer a leaf. */
	if (!pos->bit_of && !pos->weights)
		make_each(pos, moves, n);
	else
		make_each(pos, moves, n);
	return n;
}

uint64_t perft_full(struct hdc_position *pos, int depth)
{
	if (depth == 0)
		return 1;
	hdc_move moves[HDC_MAX_MOVES];
	size_t n = generate_legal(pos, moves);
	if (depth == 1)
		return make_leaves(pos, moves, n);
	uint64_t nodes = 0;
	for (size_t i = 0; i < n; i++) {
		struct undo u;
		make_move(pos, moves[i], &u);
		nodes += perft_full(pos, depth - 1);
		unmake_move(pos, moves[i], &u);
	}
	return nodes;
}
