/*
 * walk_bb.h - the positions the bitboard tests check a kernel on: seeded
 * random games of every variant, and the neighbourhood of every position
 * of the built-ins' perft tables (tests/data/perft-*.txt, which hold the
 * special cases: e.p., castlings, promotions, scornful captures, awaiting
 * pawns, pins, checks).  The caller's function sees every node.
 */
#ifndef HDC_TEST_WALK_BB_H
#define HDC_TEST_WALK_BB_H

#include "check_fast.h"
#include <stddef.h>

#include "common_bb.h"
#include "position.h"

typedef void (*bb_node_fn)(const struct hdc_position *pos, const char *where);

/* A position of the variant from its text, 64-byte aligned (free()); the
 * test fails on bad text. */
struct hdc_position *bb_load_position(const struct variant *v, const char *text);

/* `games` random games of up to 400 plies per variant (seeded by its index),
 * every node given to fn, and the start again after unmaking all. */
void bb_walk_games(const struct bb_variant *list, int n, int games, bb_node_fn fn);

/* From every position of the perft tables of the built-ins in the list:
 * the position, every node of its first ply and every stride-th of the
 * second (a seeded offset).  Fails unless all four tables were read
 * ($HDC_TEST_DATA). */
void bb_walk_perft_positions(const struct bb_variant *list, int n, size_t stride,
                             bb_node_fn fn);

/* The test program's suite: a Check suite called `name` of two tests, the
 * random games (6 per variant) and the perft positions (every 8th node of
 * the second ply), each node given to fn; in short runs
 * (HDC_TEST_SHORT) 2 games and every 24th node.  Returns the number
 * of tests that failed. */
int bb_run_walks(const char *name, const struct bb_variant *list, int n, bb_node_fn fn);

/* A Check suite called `name` of the tests given (one test case, no
 * fork, 600 s each), run.  Returns the number of tests that failed. */
int bb_run_tests(const char *name, const TTest *const *tests, int ntests);

#endif
