/*
 * test_no_alloc.c - no heap allocation in move generation, make, unmake or
 * perft.
 *
 * This program defines malloc, calloc, realloc, free, aligned_alloc and
 * posix_memalign itself, forwarding to glibc's __libc_malloc & co.  The
 * executable's definitions interpose on every call made through the
 * dynamic linker, the library's (and the C library's own, qsort's buffer
 * for instance) included, so while `counting` is set each call is counted.
 * Only glibc has __libc_malloc: tests/perf/meson.build builds this test
 * when it is there.  Under valgrind (HDC_UNDER_VALGRIND) it skips itself:
 * valgrind replaces the allocator, hook and all.
 *
 * Expected: no call at all during hdc_position_perft, during
 * hdc_position_legal_moves / legal_moves_from / in_check, and during
 * play/undo once the history has grown to the length of the game played
 * (the history array grows on play: that is the warm-up).  The first test
 * checks that the hook sees the library's allocations at all, so that a
 * count of 0 means something.
 */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

#include "common.h"

void *__libc_malloc(size_t size);
void *__libc_calloc(size_t n, size_t size);
void *__libc_realloc(void *p, size_t size);
void *__libc_memalign(size_t alignment, size_t size);
void __libc_free(void *p);

static int counting;
static unsigned long allocs, frees;

void *malloc(size_t size)
{
	if (counting)
		allocs++;
	return __libc_malloc(size);
}

void *calloc(size_t n, size_t size)
{
	if (counting)
		allocs++;
	return __libc_calloc(n, size);
}

void *realloc(void *p, size_t size)
{
	if (counting)
		allocs++;
	return __libc_realloc(p, size);
}

void *aligned_alloc(size_t alignment, size_t size)
{
	if (counting)
		allocs++;
	return __libc_memalign(alignment, size);
}

int posix_memalign(void **out, size_t alignment, size_t size)
{
	if (counting)
		allocs++;
	if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0)
		return EINVAL;
	void *p = __libc_memalign(alignment, size);
	if (!p)
		return ENOMEM;
	*out = p;
	return 0;
}

void free(void *p)
{
	if (counting && p)
		frees++;
	__libc_free(p);
}

static void count_begin(void)
{
	allocs = frees = 0;
	counting = 1;
}

static void count_end(void)
{
	counting = 0;
}

/* splitmix64, as the other suites. */
static uint64_t rng_state;

static uint64_t rng_next(void)
{
	uint64_t z = (rng_state += 0x9E3779B97F4A7C15ull);
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	return z ^ (z >> 31);
}

static hdc_move moves[HDC_MAX_MOVES];

/* A reproducible random game of up to `plies` moves from the start of a
 * variant, played on pos; returns the number of moves played. */
static size_t play_game(hdc_position *pos, uint64_t seed, size_t plies, hdc_move *game)
{
	rng_state = seed;
	size_t played = 0;
	for (; played < plies; played++) {
		size_t n = 0;
		ck_assert_int_eq(hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &n), HDC_OK);
		if (n == 0)
			break;
		game[played] = moves[rng_next() % n];
		ck_assert_int_eq(hdc_position_play(pos, game[played]), HDC_OK);
	}
	return played;
}

static hdc_position *start(const char *variant)
{
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new(variant, &pos), HDC_OK);
	return pos;
}

static const char *const variants[] = { "hdc", "raumschach", "3d8l" };

/* The hook is active: creating, copying and freeing a handle allocate. */
START_TEST(hook_sees_library_allocations)
{
	hdc_position *pos = NULL, *copy = NULL;
	count_begin();
	hdc_status st = hdc_position_new("hdc", &pos);
	count_end();
	ck_assert_int_eq(st, HDC_OK);
	ck_assert_msg(allocs > 0, "hdc_position_new allocated nothing: is the hook active?");
	count_begin();
	st = hdc_position_clone(pos, &copy);
	count_end();
	ck_assert_int_eq(st, HDC_OK);
	ck_assert_msg(allocs > 0, "hdc_position_clone allocated nothing: is the hook active?");
	count_begin();
	hdc_position_free(copy);
	count_end();
	ck_assert_msg(frees > 0, "hdc_position_free freed nothing: is the hook active?");
	hdc_position_free(pos);
}
END_TEST

static void check_perft(const char *variant, const char *name, hdc_position *pos, int depth)
{
	uint64_t nodes = 0;
	count_begin();
	hdc_status st = hdc_position_perft(pos, depth, &nodes);
	count_end();
	ck_assert_int_eq(st, HDC_OK);
	ck_assert_msg(allocs == 0 && frees == 0,
	              "%s %s: hdc_position_perft(%d) made %lu allocations and %lu frees",
	              variant, name, depth, allocs, frees);
}

START_TEST(perft_allocates_nothing)
{
	static const int depth[] = { 3, 3, 2 };
	for (size_t v = 0; v < 3; v++) {
		hdc_position *pos = start(variants[v]);
		check_perft(variants[v], "start", pos, depth[v]);
		/* And with a history: perft works on a copy of the handle. */
		hdc_move game[8];
		play_game(pos, 7 + v, 8, game);
		check_perft(variants[v], "after 8 plies", pos, depth[v]);
		hdc_position_free(pos);
	}
	struct perft_entry *entries = NULL;
	int n = load_perft_file("perft-hdc.txt", &entries);
	ck_assert_msg(n > 0, "cannot read perft-hdc.txt");
	for (int i = 0; i < n; i++) {
		hdc_position *pos = NULL;
		ck_assert_int_eq(hdc_position_from_text("hdc", entries[i].text, &pos), HDC_OK);
		check_perft("hdc", entries[i].name, pos, 3);
		hdc_position_free(pos);
	}
	free(entries);
}
END_TEST

/* Along random games of each variant: the legal moves (all, and those of
 * each piece that has any), check. */
START_TEST(legal_moves_allocate_nothing)
{
	static hdc_move from_list[HDC_MAX_MOVES];
	for (size_t v = 0; v < 3; v++) {
		size_t most = 0;
		for (uint64_t seed = 1; seed <= 4; seed++) {
			hdc_position *pos = start(variants[v]);
			rng_state = seed * 1000 + v;
			for (int ply = 0; ply < 150; ply++) {
				size_t n = 0;
				int32_t check = -1;
				count_begin();
				hdc_status st = hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &n);
				hdc_status st2 = hdc_position_in_check(pos, &check);
				count_end();
				ck_assert_int_eq(st, HDC_OK);
				ck_assert_int_eq(st2, HDC_OK);
				ck_assert_msg(allocs == 0 && frees == 0,
				              "%s game %d ply %d: hdc_position_legal_moves (%zu moves) "
				              "and hdc_position_in_check made %lu allocations and %lu "
				              "frees",
				              variants[v], (int)seed, ply, n, allocs, frees);
				if (n > most)
					most = n;
				if (n == 0)
					break;
				int32_t from = hdc_move_from(moves[rng_next() % n]);
				size_t k = 0;
				count_begin();
				st = hdc_position_legal_moves_from(pos, from, from_list, HDC_MAX_MOVES, &k);
				count_end();
				ck_assert_int_eq(st, HDC_OK);
				ck_assert_msg(allocs == 0 && frees == 0,
				              "%s game %d ply %d: hdc_position_legal_moves_from (%zu "
				              "moves) made %lu allocations and %lu frees",
				              variants[v], (int)seed, ply, k, allocs, frees);
				ck_assert_int_eq(hdc_position_play(pos, moves[rng_next() % n]), HDC_OK);
			}
			hdc_position_free(pos);
		}
		/* The HDC games go through lists of more than 256 moves (1 KiB,
		 * where a sort may want a buffer of its own). */
		ck_assert_msg(v != 0 || most > 256, "%s: at most %zu legal moves", variants[v],
		              most);
	}
}
END_TEST

/* A few thousand play/undo calls once the history has room for the game. */
START_TEST(play_undo_allocate_nothing_after_warm_up)
{
	enum { PLIES = 120, ROUNDS = 25 };
	static hdc_move game[PLIES];
	for (size_t v = 0; v < 3; v++) {
		hdc_position *pos = start(variants[v]);
		size_t played = play_game(pos, 42 + v, PLIES, game);
		ck_assert(played > 10);
		for (size_t i = 0; i < played; i++)
			ck_assert_int_eq(hdc_position_undo(pos), HDC_OK);
		unsigned long calls = 0;
		hdc_status bad = HDC_OK;
		count_begin();
		for (int r = 0; r < ROUNDS && bad == HDC_OK; r++) {
			for (size_t i = 0; i < played && bad == HDC_OK; i++, calls++)
				bad = hdc_position_play(pos, game[i]);
			for (size_t i = 0; i < played && bad == HDC_OK; i++, calls++)
				bad = hdc_position_undo(pos);
		}
		count_end();
		ck_assert_int_eq(bad, HDC_OK);
		ck_assert(calls >= 2 * 10 * ROUNDS);
		ck_assert_msg(allocs == 0 && frees == 0,
		              "%s: %lu play/undo calls made %lu allocations and %lu frees",
		              variants[v], calls, allocs, frees);
		hdc_position_free(pos);
	}
}
END_TEST

static Suite *no_alloc_suite(void)
{
	Suite *s = suite_create("no-alloc");
	TCase *tc = tcase_create("no-alloc");
	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, hook_sees_library_allocations);
	tcase_add_test(tc, perft_allocates_nothing);
	tcase_add_test(tc, legal_moves_allocate_nothing);
	tcase_add_test(tc, play_undo_allocate_nothing_after_warm_up);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	/* valgrind puts its own allocator in place of everything, this hook
	 * included: nothing would be counted. */
	if (getenv("HDC_UNDER_VALGRIND")) {
		puts("skipped under valgrind: it replaces the allocator this test hooks");
		return 77; /* meson: skipped */
	}
	return run_suite(no_alloc_suite());
}
