/*
 * dirset.h - sets of movement directions as bit masks.
 *
 * A cube has 98 directions, so a set is two 64-bit words.  The generator
 * intersects what a piece may do with what exists from its cell (and, for a
 * pinned piece, with its pin line) once, then visits only the directions
 * left: no per-direction edge test, no per-direction dispatch.
 */
#ifndef HDC_DIRSET_H
#define HDC_DIRSET_H

#include <stdint.h>

struct dirset {
	uint64_t w[2];
};

static inline void dirset_add(struct dirset *s, unsigned dir)
{
	s->w[dir >> 6] |= 1ull << (dir & 63);
}

static inline int dirset_has(const struct dirset *s, unsigned dir)
{
	return (int)(s->w[dir >> 6] >> (dir & 63) & 1);
}

/* Lowest direction of word w of a set, given the word is not empty. */
static inline unsigned dirset_first(uint64_t word, unsigned w)
{
	return 64u * w + (unsigned)__builtin_ctzll(word);
}

#endif
