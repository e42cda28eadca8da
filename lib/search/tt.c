/* tt.c - the transposition table (tt.h: layout and replacement). */
#if defined(__linux__) && !defined(__EMSCRIPTEN__)
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS, madvise */
#include <sys/mman.h>
#endif
#include <stdlib.h>
#include <string.h>

#include "tt.h"

/*
 * The table's memory.  Every probe lands on a random bucket, so on a
 * large table nearly every probe misses the TLB too; on Linux the table is
 * mapped apart, on 2 MiB boundaries, and asked for as transparent huge
 * pages (as Stockfish does), which a system whose huge pages are set to
 * `madvise` grants only on request.  Either way the memory comes as
 * untouched zero pages: asking for more than the machine has fails here
 * or costs only what is used, instead of every page being written at
 * once.
 */
#if defined(__linux__) && !defined(__EMSCRIPTEN__) && defined(MADV_HUGEPAGE)
#define TT_HUGE (2u << 20)

static void *table_alloc(size_t bytes, size_t *mapped, struct tt_entry **entries)
{
	size_t len = bytes + TT_HUGE;
	void *raw = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (raw == MAP_FAILED)
		return NULL;
	uintptr_t start = ((uintptr_t)raw + TT_HUGE - 1) & ~(uintptr_t)(TT_HUGE - 1);
	/* Only advice: where huge pages are off, the table still works. */
	(void)madvise((void *)start, bytes, MADV_HUGEPAGE);
	*mapped = len;
	*entries = (struct tt_entry *)start;
	return raw;
}

static void table_free(void *raw, size_t mapped)
{
	if (raw)
		munmap(raw, mapped);
}
#else
static void *table_alloc(size_t bytes, size_t *mapped, struct tt_entry **entries)
{
	/* Aligned by hand to the 64-byte buckets. */
	void *raw = calloc(bytes + 64, 1);
	if (!raw)
		return NULL;
	*mapped = bytes + 64;
	*entries = (struct tt_entry *)(((uintptr_t)raw + 63) & ~(uintptr_t)63);
	return raw;
}

static void table_free(void *raw, size_t mapped)
{
	(void)mapped;
	free(raw);
}
#endif

int tt_resize(struct tt *t, size_t mib)
{
	size_t bytes = mib << 20;
	size_t nbuckets = bytes / (TT_BUCKET * sizeof(struct tt_entry));
	if (!nbuckets)
		return -1;
	size_t mapped;
	struct tt_entry *entries;
	void *raw = table_alloc(nbuckets * TT_BUCKET * sizeof(struct tt_entry), &mapped, &entries);
	if (!raw)
		return -1;
	table_free(t->raw, t->raw_bytes);
	t->raw = raw;
	t->raw_bytes = mapped;
	t->entries = entries;
	t->nbuckets = nbuckets;
	t->age = 0;
	return 0;
}

void tt_free(struct tt *t)
{
	table_free(t->raw, t->raw_bytes);
	t->raw = NULL;
	t->raw_bytes = 0;
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
