/*
 * bench_search.c - what the search helpers cost, per call, against what
 * they spare (playing the move and taking it back).  Prints figures, asserts
 * nothing; not a test (build/tests/search/bench_search [VARIANT]).
 *
 * Each helper checks that its move is legal first; today that check lists
 * the legal moves (api_search.c, legal_move), so the figures show it.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include <hdc.h>

static double now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

enum { ROUNDS = 20 };
static hdc_move moves[HDC_MAX_MOVES];
static size_t nmoves;
static volatile uint64_t sink;

#define MEASURE(label, body)                                                            \
	do {                                                                            \
		double t0 = now();                                                      \
		for (int r = 0; r < ROUNDS; r++)                                        \
			for (size_t i = 0; i < nmoves; i++) {                           \
				hdc_move m = moves[i];                                  \
				body;                                                   \
			}                                                               \
		double ns = (now() - t0) * 1e9 / (double)(ROUNDS * nmoves);             \
		printf("  %-34s %9.0f ns\n", label, ns);                                \
	} while (0)

int main(int argc, char **argv)
{
	const char *variant = argc > 1 ? argv[1] : "hdc";
	hdc_position *pos = NULL;
	if (hdc_position_new(variant, &pos) != HDC_OK) {
		fprintf(stderr, "unknown variant %s\n", variant);
		return EXIT_FAILURE;
	}
	/* A middle game: a few moves in, from a fixed sequence. */
	for (int ply = 0; ply < 16; ply++) {
		if (hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &nmoves) != HDC_OK || !nmoves)
			break;
		hdc_position_play(pos, moves[(ply * 7919u) % nmoves]);
	}
	hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &nmoves);
	printf("%s, %zu legal moves, per move:\n", variant, nmoves);
	int32_t i32;
	hdc_piece piece;
	uint64_t key;
	/* Warm up (caches, clock). */
	for (size_t i = 0; i < nmoves; i++)
		hdc_position_gives_check(pos, moves[i], &i32);
	MEASURE("gives_check", { hdc_position_gives_check(pos, m, &i32); sink += (uint64_t)i32; });
	MEASURE("key_after", { hdc_position_key_after(pos, m, &key); sink += key; });
	MEASURE("captured_piece", { hdc_position_captured_piece(pos, m, &piece, &i32); sink += (uint64_t)piece; });
	MEASURE("play + in_check + undo", {
		hdc_position_play(pos, m);
		hdc_position_in_check(pos, &i32);
		hdc_position_undo(pos);
		sink += (uint64_t)i32;
	});
	MEASURE("play + key + undo", {
		hdc_position_play(pos, m);
		hdc_position_key(pos, &key);
		hdc_position_undo(pos);
		sink += key;
	});
	MEASURE("play_null + undo", {
		(void)m;
		hdc_position_play_null(pos);
		hdc_position_undo(pos);
	});
	MEASURE("piece_cells (own, all types)", {
		int32_t cells[HDC_MAX_CELLS];
		size_t n;
		(void)m;
		hdc_position_piece_cells(pos, HDC_WHITE, 0, cells, HDC_MAX_CELLS, &n);
		sink += n;
	});
	MEASURE("material (own, pawns)", {
		(void)m;
		hdc_position_material(pos, HDC_WHITE, HDC_PAWN, &i32);
		sink += (uint64_t)i32;
	});
	hdc_position_free(pos);
	return 0;
}
