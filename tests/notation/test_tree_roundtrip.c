/*
 * test_tree_roundtrip.c - read(write(game)) gives the same tree, comments
 * and NAGs, over many generated games with random variations, comments,
 * NAGs and edits (promote, demote, remove) in all four variants, C'escacs
 * notation included; and the main line calls follow the tree throughout.
 */
#include <stdio.h>
#include <stdlib.h>

#include "record_util.h"

static const char *const variants[] = { "hdc", "raumschach", "3d8l", "cescacs" };

enum { GAMES = 40, STEPS = 80 };

/* Every node id of the game, breadth first. */
static int32_t *all_nodes(const hdc_game *game, int32_t *n)
{
	size_t cap = 64;
	int32_t *ids = malloc(cap * sizeof *ids);
	ck_assert_ptr_nonnull(ids);
	int32_t len = 1;
	ids[0] = 0;
	for (int32_t at = 0; at < len; at++) {
		int32_t count = child_count(game, ids[at]);
		for (int32_t i = 0; i < count; i++) {
			if ((size_t)len == cap) {
				cap *= 2;
				ids = realloc(ids, cap * sizeof *ids);
				ck_assert_ptr_nonnull(ids);
			}
			ids[len++] = child_of(game, ids[at], i);
		}
	}
	*n = len;
	return ids;
}

/* Comment text with what record text treats specially (no '}'), some
 * UTF-8, line breaks, and white space at the ends that is dropped. */
static void random_comment(struct rng *r, char *out, size_t cap)
{
	static const char *const pieces[] = { "good", " ", "  ", "\n", "{", "(", ")", ";", "$1",
		                              "!?", "1-0", "*", "[Event \"x\"]", "%", "\n%x",
		                              "e4" DASH "IV", "Z\xC3\xBCrich", "\t", "0-0", "" };
	size_t n = rng_below(r, 6), len = 0;
	out[0] = '\0';
	for (size_t i = 0; i < n; i++) {
		const char *p = pieces[rng_below(r, sizeof pieces / sizeof pieces[0])];
		if (len + strlen(p) + 1 > cap)
			break;
		strcpy(out + len, p);
		len += strlen(p);
	}
}

/* hdc_game_moves / hdc_game_position are the tree's main line. */
static void assert_mainline(const hdc_game *game)
{
	size_t n = 0;
	REQUIRE_OK(hdc_game_move_count(game, &n));
	hdc_move *moves = malloc((n + 1) * sizeof *moves);
	size_t count = 0;
	REQUIRE_OK(hdc_game_moves(game, moves, n, &count));
	int32_t node = 0;
	for (size_t i = 0; i < count; i++) {
		REQUIRE(child_count(game, node) > 0, "main line shorter than %zu moves", count);
		node = child_of(game, node, 0);
		REQUIRE(move_of(game, node) == moves[i], "main line move %zu differs", i);
	}
	REQUIRE(child_count(game, node) == 0, "main line longer than %zu moves", count);
	hdc_position *end = NULL, *at = NULL;
	REQUIRE_OK(hdc_game_position(game, &end));
	REQUIRE_OK(hdc_game_node_position(game, node, &at));
	REQUIRE(get_key(end) == get_key(at), "hdc_game_position is not the main line's end");
	hdc_position_free(end);
	hdc_position_free(at);
	free(moves);
}

/* One random edit of the game. */
static void random_edit(hdc_game *game, struct rng *r)
{
	int32_t n;
	int32_t *ids = all_nodes(game, &n);
	int32_t node = ids[rng_below(r, (size_t)n)];
	int32_t other = n > 1 ? ids[1 + rng_below(r, (size_t)n - 1)] : 0;
	free(ids);
	char text[256];
	size_t dice = rng_below(r, 100);
	if (dice < 55) {
		hdc_position *pos = NULL;
		REQUIRE_OK(hdc_game_node_position(game, node, &pos));
		hdc_move move;
		int32_t child;
		if (random_move(pos, r, &move))
			REQUIRE_OK(hdc_game_node_add_variation(game, node, move, &child));
		hdc_position_free(pos);
	} else if (dice < 67) {
		random_comment(r, text, sizeof text);
		REQUIRE_OK(hdc_game_node_set_comment(game, node, text));
	} else if (dice < 75 && other) {
		random_comment(r, text, sizeof text);
		REQUIRE_OK(hdc_game_node_set_starting_comment(game, other, text));
	} else if (dice < 85 && other) {
		REQUIRE_OK(hdc_game_node_add_nag(game, other, (int32_t)rng_below(r, 256)));
	} else if (dice < 90 && other) {
		REQUIRE_OK(hdc_game_node_promote(game, other));
	} else if (dice < 94 && other) {
		REQUIRE_OK(hdc_game_node_promote_to_main(game, other));
	} else if (dice < 97 && other) {
		REQUIRE_OK(hdc_game_node_demote(game, other));
	} else if (other && rng_below(r, 2)) {
		REQUIRE_OK(hdc_game_node_remove(game, other));
	}
}

START_TEST(random_trees)
{
	const char *variant = variants[_i];
	struct rng r = { 0x5eed0000u + (uint64_t)_i };
	for (int g = 0; g < GAMES; g++) {
		hdc_game *game = new_game(variant);
		for (int step = 0; step < STEPS; step++)
			random_edit(game, &r);
		assert_mainline(game);
		hdc_game *back = assert_round_trip(game);
		assert_mainline(back);
		hdc_game_free(back);
		hdc_game_free(game);
	}
}
END_TEST

int main(void)
{
	Suite *s = suite_create("game tree round trip");
	TCase *tc = tcase_create("random trees");
	tcase_set_timeout(tc, 120);
	tcase_add_loop_test(tc, random_trees, 0, 4);
	suite_add_tcase(s, tc);
	return run_suite(s);
}
