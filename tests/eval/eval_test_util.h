/*
 * eval_test_util.h - positions for the evaluation's tests and tools: the
 * perft tables of tests/data and random games from them.
 */
#ifndef HDC_EVAL_TEST_UTIL_H
#define HDC_EVAL_TEST_UTIL_H

#include "position.h"

/* The positions of tests/data/perft-VARIANT.txt (directory $HDC_TEST_DATA,
 * else the source tree's, as built in): at most cap; returns how many. */
int load_table(const char *variant, struct hdc_position **out, int cap);
/* A copy of pos after `plies` random legal moves (seeded; the same games
 * every run), fewer if the game ends; NULL if the copy fails. */
struct hdc_position *random_game(const struct hdc_position *pos, int plies, unsigned seed);
/* A copy of pos with colours exchanged: every piece on the mirrored cell
 * in the other colour, the other side to move (only what the evaluation
 * reads: board, piece lists, kings, side). */
struct hdc_position *colour_mirror(const struct hdc_position *pos, const uint16_t *mirror);

#endif
