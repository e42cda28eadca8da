/*
 * zobrist.h - position hashing.
 *
 * The key components are defined as computed: a splitmix64 finaliser of
 * (component, cell) is a handful of multiply-xor-shifts and makes the keys
 * identical across builds and platforms, which hdc.h promises.  The
 * pieces' keys, which make() reads two or three of a move, are also tabled
 * per variant from these (variant.h, piece_keys).
 */
#ifndef HDC_ZOBRIST_H
#define HDC_ZOBRIST_H

#include <stdint.h>

static inline uint64_t zobrist_mix(uint64_t x)
{
	x += 0x9E3779B97F4A7C15ull;
	x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
	x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
	return x ^ (x >> 31);
}

/* Disjoint domains: piece on cell, castling rights, e.p. cell, side. */
static inline uint64_t zobrist_piece(unsigned piece, unsigned cell)
{
	return zobrist_mix(((uint64_t)piece << 16) | cell);
}

static inline uint64_t zobrist_castling(uint32_t rights)
{
	return rights ? zobrist_mix((1ull << 40) | rights) : 0;
}

static inline uint64_t zobrist_ep(unsigned cell)
{
	return zobrist_mix((2ull << 40) | cell);
}

/* C'escacs' scornful capture: the pawn on `from` may take on `to`. */
static inline uint64_t zobrist_scorn(unsigned from, unsigned to)
{
	return zobrist_mix((4ull << 40) | ((uint64_t)from << 16) | to);
}

static inline uint64_t zobrist_side(void)
{
	return zobrist_mix(3ull << 40);
}

#endif
