/* record_util.c - helpers of the game-record suites (record_util.h). */
#include <stdio.h>
#include <stdlib.h>

#include "record_util.h"

/* The record text of a game, malloc'ed (size asked first). */
char *write_game(const hdc_game *game)
{
	size_t needed = 0;
	ck_assert_int_eq(hdc_game_write(game, NULL, 0, &needed), HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_uint_gt(needed, 1);
	char *text = malloc(needed);
	ck_assert_ptr_nonnull(text);
	size_t again = 0;
	ck_assert_int_eq(hdc_game_write(game, text, needed, &again), HDC_OK);
	ck_assert_uint_eq(again, needed);
	ck_assert_uint_eq(strlen(text) + 1, needed);
	return text;
}

hdc_game *new_game(const char *variant)
{
	hdc_game *game = NULL;
	ck_assert_int_eq(hdc_game_new(variant, &game), HDC_OK);
	ck_assert_ptr_nonnull(game);
	return game;
}

/* Reads the first game of text into game; fails the test on error. */
size_t read_game(hdc_game *game, const char *text)
{
	size_t consumed = 0;
	hdc_status st = hdc_game_read(game, text, &consumed);
	ck_assert_msg(st == HDC_OK, "hdc_game_read: %s at %lld: %s\n%s", hdc_status_string(st),
	              (long long)hdc_game_error_offset(game), hdc_game_error_message(game), text);
	ck_assert_uint_gt(consumed, 0);
	ck_assert_uint_le(consumed, strlen(text));
	return consumed;
}

int32_t child_count(const hdc_game *game, int32_t node)
{
	int32_t n = -1;
	REQUIRE_OK(hdc_game_node_child_count(game, node, &n));
	return n;
}

int32_t child_of(const hdc_game *game, int32_t node, int32_t index)
{
	int32_t child = -1;
	REQUIRE_OK(hdc_game_node_child(game, node, index, &child));
	return child;
}

hdc_move move_of(const hdc_game *game, int32_t node)
{
	hdc_move move = 0;
	REQUIRE_OK(hdc_game_node_move(game, node, &move));
	return move;
}

/* A text of the game into a growing static buffer. */
typedef hdc_status (*node_text_fn)(const hdc_game *, int32_t, char *, size_t, size_t *);
static const char *node_text(node_text_fn fn, const hdc_game *game, int32_t node, char **buf,
                             size_t *cap)
{
	size_t needed = 0;
	hdc_status st = fn(game, node, *buf, *cap, &needed);
	if (st == HDC_ERR_BUFFER_TOO_SMALL) {
		*buf = realloc(*buf, needed);
		*cap = needed;
		REQUIRE(*buf != NULL, "out of memory");
		st = fn(game, node, *buf, *cap, &needed);
	}
	REQUIRE(st == HDC_OK, "node %d text: %s", (int)node, hdc_status_string(st));
	REQUIRE(strlen(*buf) + 1 == needed, "needed %zu for '%s'", needed, *buf);
	return *buf;
}

const char *comment_of(const hdc_game *game, int32_t node)
{
	static char *buf;
	static size_t cap;
	return node_text(hdc_game_node_comment, game, node, &buf, &cap);
}

const char *starting_of(const hdc_game *game, int32_t node)
{
	static char *buf;
	static size_t cap;
	return node_text(hdc_game_node_starting_comment, game, node, &buf, &cap);
}

const char *nags_of(const hdc_game *game, int32_t node)
{
	static char text[256 * 4 + 1];
	int32_t nags[256];
	size_t n = 0, len = 0;
	REQUIRE_OK(hdc_game_node_nags(game, node, nags, 256, &n));
	text[0] = '\0';
	for (size_t i = 0; i < n; i++)
		len += (size_t)snprintf(text + len, sizeof text - len, "%s%d", i ? " " : "",
		                        (int)nags[i]);
	return text;
}

static char *dup_text(const char *s)
{
	char *d = malloc(strlen(s) + 1);
	REQUIRE(d != NULL, "out of memory");
	return strcpy(d, s);
}

void assert_same_tree(const hdc_game *a, const hdc_game *b, const char *record)
{
	/* Breadth first over pairs of nodes: an explicit queue, as the trees
	 * may be deep. */
	size_t cap = 1024, head = 0, tail = 0;
	int32_t(*queue)[2] = malloc(cap * sizeof *queue);
	REQUIRE(queue != NULL, "out of memory");
	queue[tail][0] = queue[tail][1] = 0;
	tail++;
	while (head < tail) {
		int32_t na = queue[head][0], nb = queue[head][1];
		head++;
		if (na != 0)
			REQUIRE(move_of(a, na) == move_of(b, nb), "moves differ:\n%s", record);
		char *ca = dup_text(comment_of(a, na));
		REQUIRE(strcmp(ca, comment_of(b, nb)) == 0, "comment '%s' read back as '%s' in:\n%s",
		        ca, comment_of(b, nb), record);
		free(ca);
		ca = dup_text(starting_of(a, na));
		REQUIRE(strcmp(ca, starting_of(b, nb)) == 0,
		        "starting comment '%s' read back as '%s' in:\n%s", ca, starting_of(b, nb),
		        record);
		free(ca);
		ca = dup_text(nags_of(a, na));
		REQUIRE(strcmp(ca, nags_of(b, nb)) == 0, "NAGs '%s' read back as '%s' in:\n%s", ca,
		        nags_of(b, nb), record);
		free(ca);
		int32_t n = child_count(a, na);
		REQUIRE(n == child_count(b, nb), "%d children, %d read back in:\n%s", (int)n,
		        (int)child_count(b, nb), record);
		for (int32_t i = 0; i < n; i++) {
			if (tail == cap) {
				cap *= 2;
				queue = realloc(queue, cap * sizeof *queue);
				REQUIRE(queue != NULL, "out of memory");
			}
			queue[tail][0] = child_of(a, na, i);
			queue[tail][1] = child_of(b, nb, i);
			tail++;
		}
	}
	free(queue);
}

hdc_game *assert_round_trip(const hdc_game *game)
{
	char *record = write_game(game);
	hdc_game *back = new_game("raumschach");
	read_game(back, record);
	assert_same_tree(game, back, record);
	char *again = write_game(back);
	REQUIRE(strcmp(again, record) == 0, "written differently after reading:\n%s\n---\n%s",
	        record, again);
	free(again);
	free(record);
	return back;
}
