/*
 * watch.h - what the king of the side to move is exposed to: its checkers
 * and the pieces pinned to it.
 *
 * Found once per position by walking out from the king (watch_king(),
 * movegen.c); the move generator filters with it, and the single-move
 * legality test (legal.c) reads it from the position's cache, so that
 * playing several moves from one position walks out from the king once.
 */
#ifndef HDC_WATCH_H
#define HDC_WATCH_H

#include <stdint.h>

#include "geometry.h"

/* A king has at most one pin and one "beyond" cell per slide direction:
 * 26 on a cube, 12 on the hex board. */
#define MAX_KING_LINES 32

struct king_watch {
	int32_t checks;                     /* how many pieces give check */
	uint64_t block[HDC_MAX_CELLS / 64]; /* in single check: allowed targets */
	uint64_t pinned[HDC_MAX_CELLS / 64];
	uint8_t npins, nbeyond;
	/* C'escacs: in-place promotions are forced now (legal.c fills it;
	 * the generator finds them itself). */
	uint8_t forced;
	uint8_t pin_dir[MAX_KING_LINES];    /* the pin line of pin_cell[i] */
	uint16_t pin_cell[MAX_KING_LINES];
	uint16_t beyond[MAX_KING_LINES];    /* cells the king may not step to */
};

static inline int bit_test(const uint64_t *set, unsigned cell)
{
	return (int)(set[cell >> 6] >> (cell & 63) & 1);
}

static inline void bit_set(uint64_t *set, unsigned cell)
{
	set[cell >> 6] |= 1ull << (cell & 63);
}

/* Whether a piece on `from` may move along direction d: it is not pinned,
 * or d runs along its pin line. */
/* Is q a cell the king may not step to although no attack test sees it
 * (on a checking slider's line, beyond the king)? */
static inline int watch_beyond(const struct king_watch *w, unsigned q)
{
	int behind = 0;
	for (int b = 0; b < w->nbeyond; b++)
		behind |= w->beyond[b] == q;
	return behind;
}

static inline int watch_allows(const struct king_watch *w, const struct geometry *g,
                               unsigned from, unsigned d)
{
	if (!bit_test(w->pinned, from))
		return 1;
	for (unsigned i = 0; i < w->npins; i++)
		if (w->pin_cell[i] == from)
			return d == w->pin_dir[i] || d == g->opposite[w->pin_dir[i]];
	return 0;
}

/* The directions a piece on `from` may move along: all, or its pin line. */
static inline struct dirset watch_allowed_dirs(const struct king_watch *w,
                                               const struct geometry *g, unsigned from)
{
	struct dirset all = { { ~0ull, ~0ull } }, line = { { 0, 0 } };
	if (!bit_test(w->pinned, from))
		return all;
	for (unsigned i = 0; i < w->npins; i++)
		if (w->pin_cell[i] == from) {
			dirset_add(&line, w->pin_dir[i]);
			dirset_add(&line, g->opposite[w->pin_dir[i]]);
		}
	return line;
}

#endif
