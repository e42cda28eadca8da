/*
 * record_util.h - helpers shared by the game-record suites (test_records.c,
 * test_tree.c, test_tree_roundtrip.c); public API only.
 */
#ifndef HDC_TESTS_RECORD_UTIL_H
#define HDC_TESTS_RECORD_UTIL_H

#include "notation_util.h"

/* The record text of a game, malloc'ed (size asked first; the test fails
 * if hdc_game_write breaks its buffer contract). */
char *write_game(const hdc_game *game);
/* hdc_game_new; fails the test on error. */
hdc_game *new_game(const char *variant);
/* Reads the first game of text into game; fails the test on error.
 * Returns the bytes consumed. */
size_t read_game(hdc_game *game, const char *text);

/* Node accessors that fail the test on error. */
int32_t child_count(const hdc_game *game, int32_t node);
int32_t child_of(const hdc_game *game, int32_t node, int32_t index);
hdc_move move_of(const hdc_game *game, int32_t node);
/* The comment / starting comment of a node, in a static buffer (one each;
 * valid until the next call). */
const char *comment_of(const hdc_game *game, int32_t node);
const char *starting_of(const hdc_game *game, int32_t node);
/* The NAGs of a node as text ("1 14", "" for none), static buffer. */
const char *nags_of(const hdc_game *game, int32_t node);
/* The same tree in both games: moves, child order, comments, NAGs, node
 * by node (the record is shown on failure). */
void assert_same_tree(const hdc_game *a, const hdc_game *b, const char *record);
/* The record of game reads back (into a handle of another variant: the
 * Variant tag decides) as the same tree and main line, and writes the same
 * record again.  Returns the game read back, for more checks (the caller
 * frees it). */
hdc_game *assert_round_trip(const hdc_game *game);

#endif
