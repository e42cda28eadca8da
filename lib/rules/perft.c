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

uint64_t perft_full(struct hdc_position *pos, int depth)
{
	if (depth == 0)
		return 1;
	hdc_move moves[HDC_MAX_MOVES];
	size_t n = generate_legal(pos, moves);
	uint64_t nodes = 0;
	for (size_t i = 0; i < n; i++) {
		struct undo u;
		make_move(pos, moves[i], &u);
		/* A leaf is counted here rather than by a call that would only
		 * return 1: every leaf is still made and unmade. */
		nodes += depth == 1 ? 1 : perft_full(pos, depth - 1);
		unmake_move(pos, moves[i], &u);
	}
	return nodes;
}
