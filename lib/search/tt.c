/* tt.c - the transposition table (tt.h: layout and replacement). */
#include <stdlib.h>
#include <string.h>

#include "tt.h"

int tt_resize(struct tt *t, size_t mib)
{
	size_t bytes = mib << 20;
	size_t nbuckets = bytes / (TT_BUCKET * sizeof(struct tt_entry));
	if (!nbuckets)
		return -1;
	/* calloc: a large table comes as untouched zero pages, so asking for
	 * more than the machine has fails here or costs only what is used,
	 * instead of every page being written at once.  Aligned by hand to
	 * the 64-byte buckets. */
	void *raw = calloc(nbuckets * TT_BUCKET * sizeof(struct tt_entry) + 64, 1);
	if (!raw)
		return -1;
	free(t->raw);
	t->raw = raw;
	t->entries = (struct tt_entry *)(((uintptr_t)raw + 63) & ~(uintptr_t)63);
	t->nbuckets = nbuckets;
	t->age = 0;
	return 0;
}

void tt_free(struct tt *t)
{
	free(t->raw);
	t->raw = NULL;
	t->entries = NULL;
	t->nbuckets = 0;
}

void tt_clear(struct tt *t)
{
	memset(t->entries, 0, t->nbuckets * TT_BUCKET * sizeof(struct tt_entry));
	t->age = 0;
}

void tt_new_search(struct tt *t)
{
	t->age = (uint8_t)((t->age + 1) & 63);
}

static inline uint64_t pack(hdc_move move, int score, int depth, int bound, unsigned age)
{
	return (uint64_t)move | (uint64_t)(uint16_t)(int16_t)score << 32 |
	       (uint64_t)(uint8_t)depth << 48 | (uint64_t)(bound | age << 2) << 56;
}

void tt_store(struct tt *t, uint64_t key, hdc_move move, int score, int depth, int bound)
{
	struct tt_entry *b = tt_bucket(t, key);
	struct tt_entry *victim = NULL;
	int worst = 1 << 30;
	for (int i = 0; i < TT_BUCKET; i++) {
		uint64_t data = atomic_load_explicit(&b[i].data, memory_order_relaxed);
		uint64_t check = atomic_load_explicit(&b[i].check, memory_order_relaxed);
		if (!data || (check ^ data) == key) {
			victim = &b[i];
			if (data && !move)
				move = (hdc_move)(uint32_t)data;
			break;
		}
		int edepth = (int)(uint8_t)(data >> 48);
		unsigned eage = (unsigned)(data >> 58) & 63;
		int worth = edepth - 8 * (int)((t->age - eage) & 63);
		if (worth < worst) {
			worst = worth;
			victim = &b[i];
		}
	}
	if (depth < 0)
		depth = 0;
	if (depth > 255)
		depth = 255;
	uint64_t data = pack(move, score, depth, bound, t->age);
	atomic_store_explicit(&victim->data, data, memory_order_relaxed);
	atomic_store_explicit(&victim->check, key ^ data, memory_order_relaxed);
}
