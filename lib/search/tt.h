/*
 * tt.h - the transposition table: what earlier searches learnt about a
 * position, found by its Zobrist key.
 *
 * Layout: buckets of 4 entries of 16 bytes, one 64-byte cache line each;
 * the bucket is chosen by the key's high 32 bits (multiply-shift, so any
 * number of buckets works), all 64 bits are verified.  An entry is two
 * 64-bit words, the second (data) and the key xor data: a torn write by
 * another search thread (lazy SMP) fails the verification instead of
 * passing off one position's data as another's.  Both words are relaxed
 * atomics: plain loads and stores on the usual machines.
 *
 * Replacement: a store for a key already in the bucket overwrites that
 * entry (keeping its move if the new store has none: the newer result
 * is the better informed); otherwise it takes the entry of least worth, worth = depth - 8 * age, where age is
 * how many searches ago (hdc_engine_search calls, modulo 64) the entry was
 * written: deep entries survive a few searches, stale ones go first.
 */
#ifndef HDC_TT_H
#define HDC_TT_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "hdc.h"

enum tt_bound {
	TT_NONE = 0,
	TT_UPPER = 1,   /* score <= the stored score (all moves failed low) */
	TT_LOWER = 2,   /* score >= the stored score (a move failed high) */
	TT_EXACT = 3
};

struct tt_entry {
	_Atomic uint64_t check; /* key ^ data */
	_Atomic uint64_t data;  /* move | score << 32 | depth << 48 | bound/age << 56 */
};

#define TT_BUCKET 4

struct tt {
	void *raw;                 /* the allocation (tt.c) */
	size_t raw_bytes;          /* its size */
	struct tt_entry *entries;  /* nbuckets * TT_BUCKET, 64-byte aligned */
	size_t nbuckets;
	uint8_t age;               /* 0..63, the current search's */
};

/* What a probe found. */
struct tt_hit {
	hdc_move move;
	int score;      /* as stored: mate scores relative to the stored node */
	int depth;
	int bound;
};

/* Allocates a table of mib MiB (cleared); 0 on success, -1 without memory
 * (t unchanged). */
int tt_resize(struct tt *t, size_t mib);
void tt_free(struct tt *t);
void tt_clear(struct tt *t);
/* A new search: entries of earlier ones age. */
void tt_new_search(struct tt *t);

static inline struct tt_entry *tt_bucket(const struct tt *t, uint64_t key)
{
	return t->entries + ((size_t)(((key >> 32) * (uint64_t)t->nbuckets) >> 32)) * TT_BUCKET;
}

static inline void tt_prefetch(const struct tt *t, uint64_t key)
{
#if defined(__GNUC__) || defined(__clang__)
	__builtin_prefetch(tt_bucket(t, key));
#else
	(void)t;
	(void)key;
#endif
}

static inline int tt_probe(const struct tt *t, uint64_t key, struct tt_hit *hit)
{
	struct tt_entry *b = tt_bucket(t, key);
	for (int i = 0; i < TT_BUCKET; i++) {
		uint64_t data = atomic_load_explicit(&b[i].data, memory_order_relaxed);
		uint64_t check = atomic_load_explicit(&b[i].check, memory_order_relaxed);
		if ((check ^ data) == key && data) {
			hit->move = (hdc_move)(uint32_t)data;
			hit->score = (int16_t)(uint16_t)(data >> 32);
			hit->depth = (int)(uint8_t)(data >> 48);
			hit->bound = (int)(data >> 56) & 3;
			return 1;
		}
	}
	return 0;
}

/* depth: 0..255 (quiescence stores 0). */
void tt_store(struct tt *t, uint64_t key, hdc_move move, int score, int depth, int bound);

#endif
