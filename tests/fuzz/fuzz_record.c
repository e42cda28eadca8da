/*
 * fuzz_record.c - the game-record reader (hdc_game_read), several games in
 * a row.
 *
 * Input: byte 0 picks the variant of the game handle (the fallback when a
 * record has no Variant tag), the rest is the record text.  Games are read
 * one after the other at text + consumed until HDC_ERR_NO_GAME or an
 * error.  Each read either fails (a known status, an offset inside the
 * text, a message, the handle unchanged) or consumes at least one byte and
 * gives a game that writes a record which reads back to the same game
 * (moves, tags, final position, and the whole tree: moves, comments,
 * NAGs, variations node by node) and writes the same record again.  The
 * tree of each game is walked (parents, plies, node positions agree), then
 * edited (a comment, a NAG, a variation promoted, one removed, chosen by
 * the input's bytes) and the round trip checked again.
 */
#include <stdlib.h>
#include <string.h>

#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The record text of a game, malloc'd. */
static char *write_game(const hdc_game *game)
{
	size_t needed = 0;
	hdc_status st = hdc_game_write(game, NULL, 0, &needed);
	FUZZ_CHECK(st == HDC_ERR_BUFFER_TOO_SMALL && needed > 0, "game_write size: %d", (int)st);
	char *buf = malloc(needed);
	FUZZ_CHECK(buf != NULL, "out of memory");
	size_t again = 0;
	st = hdc_game_write(game, buf, needed, &again);
	FUZZ_CHECK(st == HDC_OK && again == needed && strlen(buf) + 1 == needed,
	           "game_write: %d, needed %zu then %zu", (int)st, needed, again);
	return buf;
}

static uint64_t final_key(const hdc_game *game, size_t *history)
{
	hdc_position *pos = NULL;
	FUZZ_CHECK(hdc_game_position(game, &pos) == HDC_OK && pos, "game_position");
	uint64_t key = fuzz_key(pos);
	FUZZ_CHECK(hdc_position_history_length(pos, history) == HDC_OK, "history_length");
	hdc_position_free(pos);
	return key;
}

/* Same moves, same tags (names, order, values), same final position. */
static void check_same_game(const hdc_game *a, const hdc_game *b, const char *record)
{
	static hdc_move ma[4096], mb[4096];
	size_t na = 0, nb = 0, ha = 0, hb = 0;
	FUZZ_CHECK(hdc_game_move_count(a, &na) == HDC_OK && hdc_game_move_count(b, &nb) == HDC_OK,
	           "move_count");
	FUZZ_CHECK(na == nb, "%zu moves written, %zu read back from:\n%s", na, nb, record);
	if (na <= 4096) {
		FUZZ_CHECK(hdc_game_moves(a, ma, 4096, &na) == HDC_OK &&
		                   hdc_game_moves(b, mb, 4096, &nb) == HDC_OK,
		           "game_moves");
		FUZZ_CHECK(memcmp(ma, mb, na * sizeof *ma) == 0, "moves differ after:\n%s", record);
	}
	FUZZ_CHECK(final_key(a, &ha) == final_key(b, &hb) && ha == na && hb == nb,
	           "final positions differ after:\n%s", record);
	size_t ta = 0, tb = 0;
	FUZZ_CHECK(hdc_game_tag_count(a, &ta) == HDC_OK && hdc_game_tag_count(b, &tb) == HDC_OK,
	           "tag_count");
	FUZZ_CHECK(ta == tb, "%zu tags written, %zu read back from:\n%s", ta, tb, record);
	for (size_t i = 0; i < ta; i++) {
		static char name[128], va[1 << 16], vb[1 << 16];
		size_t needed;
		FUZZ_CHECK(hdc_game_tag_name(a, i, name, sizeof name, &needed) == HDC_OK,
		           "tag_name(%zu)", i);
		hdc_status sa = hdc_game_tag(a, name, va, sizeof va, &needed);
		hdc_status sb = hdc_game_tag(b, name, vb, sizeof vb, &needed);
		FUZZ_CHECK(sa == sb, "tag %s: %d and %d", name, (int)sa, (int)sb);
		if (sa == HDC_OK)
			FUZZ_CHECK(strcmp(va, vb) == 0, "tag %s: '%s' read back as '%s' from:\n%s", name,
			           va, vb, record);
	}
}

/* A node's comment or starting comment into buf (cap 1 << 16, enough for
 * any comment of a fuzz input); aborts if the call fails. */
typedef hdc_status (*node_text_fn)(const hdc_game *, int32_t, char *, size_t, size_t *);
static const char *node_text(node_text_fn fn, const hdc_game *game, int32_t node, char *buf)
{
	size_t needed = 0;
	hdc_status st = fn(game, node, buf, 1 << 16, &needed);
	FUZZ_CHECK(st == HDC_OK && strlen(buf) + 1 == needed, "node %d text: %d", (int)node,
	           (int)st);
	return buf;
}

/* The same tree in both games, node by node (breadth first, an explicit
 * queue: the trees may be deep). */
static void check_same_tree(const hdc_game *a, const hdc_game *b, const char *record)
{
	static char ta[1 << 16], tb[1 << 16];
	static int32_t nags_a[256], nags_b[256];
	size_t cap = 256, head = 0, tail = 0;
	int32_t(*queue)[2] = malloc(cap * sizeof *queue);
	FUZZ_CHECK(queue != NULL, "out of memory");
	queue[tail][0] = queue[tail][1] = 0;
	tail++;
	while (head < tail) {
		int32_t na = queue[head][0], nb = queue[head][1];
		head++;
		hdc_move ma = 0, mb = 0;
		hdc_status sa = hdc_game_node_move(a, na, &ma), sb = hdc_game_node_move(b, nb, &mb);
		FUZZ_CHECK(sa == sb && ma == mb, "node moves differ after:\n%s", record);
		FUZZ_CHECK(strcmp(node_text(hdc_game_node_comment, a, na, ta),
		                  node_text(hdc_game_node_comment, b, nb, tb)) == 0,
		           "comment '%s' read back as '%s' from:\n%s", ta, tb, record);
		FUZZ_CHECK(strcmp(node_text(hdc_game_node_starting_comment, a, na, ta),
		                  node_text(hdc_game_node_starting_comment, b, nb, tb)) == 0,
		           "starting comment '%s' read back as '%s' from:\n%s", ta, tb, record);
		size_t ka = 0, kb = 0;
		FUZZ_CHECK(hdc_game_node_nags(a, na, nags_a, 256, &ka) == HDC_OK &&
		                   hdc_game_node_nags(b, nb, nags_b, 256, &kb) == HDC_OK && ka == kb &&
		                   memcmp(nags_a, nags_b, ka * sizeof *nags_a) == 0,
		           "NAGs differ after:\n%s", record);
		int32_t ca = -1, cb = -1;
		FUZZ_CHECK(hdc_game_node_child_count(a, na, &ca) == HDC_OK &&
		                   hdc_game_node_child_count(b, nb, &cb) == HDC_OK && ca == cb,
		           "%d children read back as %d from:\n%s", (int)ca, (int)cb, record);
		for (int32_t i = 0; i < ca; i++) {
			if (tail == cap) {
				cap *= 2;
				queue = realloc(queue, cap * sizeof *queue);
				FUZZ_CHECK(queue != NULL, "out of memory");
			}
			FUZZ_CHECK(hdc_game_node_child(a, na, i, &queue[tail][0]) == HDC_OK &&
			                   hdc_game_node_child(b, nb, i, &queue[tail][1]) == HDC_OK,
			           "node_child");
			tail++;
		}
	}
	free(queue);
}

/* Every node of the game, breadth first, malloc'd; checks that parents,
 * children and plies agree, and (for a sample) that a node's position is
 * its parent's with its move played. */
static int32_t *walk_tree(const hdc_game *game, size_t *count)
{
	size_t cap = 256, len = 0;
	int32_t *ids = malloc(cap * sizeof *ids);
	FUZZ_CHECK(ids != NULL, "out of memory");
	ids[len++] = 0;
	for (size_t at = 0; at < len; at++) {
		int32_t node = ids[at], n = -1, ply = -1;
		FUZZ_CHECK(hdc_game_node_child_count(game, node, &n) == HDC_OK &&
		                   hdc_game_node_ply(game, node, &ply) == HDC_OK,
		           "child_count/ply");
		for (int32_t i = 0; i < n; i++) {
			int32_t child = -1, parent = -2, cply = -1;
			FUZZ_CHECK(hdc_game_node_child(game, node, i, &child) == HDC_OK &&
			                   hdc_game_node_parent(game, child, &parent) == HDC_OK &&
			                   parent == node &&
			                   hdc_game_node_ply(game, child, &cply) == HDC_OK &&
			                   cply == ply + 1,
			           "node %d: child %d, its parent %d, plies %d %d", (int)node,
			           (int)child, (int)parent, (int)ply, (int)cply);
			if (len == cap) {
				cap *= 2;
				ids = realloc(ids, cap * sizeof *ids);
				FUZZ_CHECK(ids != NULL, "out of memory");
			}
			ids[len++] = child;
		}
	}
	for (size_t i = 1; i < len && i < 16; i++) {
		int32_t parent = -1;
		hdc_move move = 0;
		hdc_position *at = NULL, *before = NULL;
		FUZZ_CHECK(hdc_game_node_parent(game, ids[i], &parent) == HDC_OK &&
		                   hdc_game_node_move(game, ids[i], &move) == HDC_OK &&
		                   hdc_game_node_position(game, ids[i], &at) == HDC_OK &&
		                   hdc_game_node_position(game, parent, &before) == HDC_OK,
		           "node_position");
		/* Move value 0 is no move hdc_position_play takes (where the
		 * library has a null move, 0 is it, played by its own call). */
		if (move != 0)
			FUZZ_CHECK(hdc_position_play(before, move) == HDC_OK &&
			                   fuzz_key(before) == fuzz_key(at),
			           "node %d: its position is not its parent's plus its move",
			           (int)ids[i]);
		hdc_position_free(at);
		hdc_position_free(before);
	}
	*count = len;
	return ids;
}

/* A few edits picked by the input's bytes; each either works or is
 * refused with a known status. */
static void edit_tree(hdc_game *game, const uint8_t *data, size_t size)
{
	size_t n = 0;
	int32_t *ids = walk_tree(game, &n);
	for (size_t i = 0; i + 2 < size && i < 24; i += 3) {
		int32_t node = ids[data[i + 1] % n];
		int op = data[i] % 6;
		hdc_status st = HDC_OK;
		switch (op) {
		case 0:
			st = hdc_game_node_set_comment(game, node, "fuzz ( ; {x");
			break;
		case 1:
			st = hdc_game_node_add_nag(game, node, data[i + 2]);
			break;
		case 2:
			st = hdc_game_node_set_starting_comment(game, node, "start");
			break;
		case 3:
			st = hdc_game_node_promote_to_main(game, node);
			break;
		case 4:
			st = hdc_game_node_demote(game, node);
			break;
		default:
			/* Removing changes which ids are valid: the last edit. */
			st = hdc_game_node_remove(game, node);
			i = size;
			break;
		}
		FUZZ_CHECK(st == HDC_OK || (st == HDC_ERR_RANGE && hdc_game_error_message(game)[0]),
		           "edit %d of node %d: %d", op, (int)node, (int)st);
	}
	free(ids);
}

/* The record of game reads back into copy as the same game and tree and
 * writes the same record again; returns the record (malloc'd). */
static char *round_trip(const hdc_game *game, hdc_game *copy)
{
	char *record = write_game(game);
	size_t used = 0;
	hdc_status st = hdc_game_read(copy, record, &used);
	FUZZ_CHECK(st == HDC_OK, "own record refused (%d at %lld: %s):\n%s", (int)st,
	           (long long)hdc_game_error_offset(copy), hdc_game_error_message(copy), record);
	check_same_game(game, copy, record);
	check_same_tree(game, copy, record);
	char *again = write_game(copy);
	FUZZ_CHECK(strcmp(record, again) == 0, "record changes when re-read:\n%s\n---\n%s",
	           record, again);
	free(again);
	return record;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 1)
		return 0;
	/* `copy` only ever holds what it reads back (a failure there aborts),
	 * so one handle serves every input. */
	static hdc_game *copy;
	hdc_game *game = NULL;
	FUZZ_CHECK(hdc_game_new(fuzz_pick_variant(data[0]), &game) == HDC_OK && game,
	           "game_new");
	if (!copy)
		FUZZ_CHECK(hdc_game_new(NULL, &copy) == HDC_OK && copy, "game_new");
	char *text = fuzz_cstring(data + 1, size - 1);
	size_t len = strlen(text), at = 0;

	/* The record of the game the handle holds: a failed read must leave
	 * it as it is. */
	char *current = write_game(game);
	for (int games = 0; games < 64; games++) {
		size_t consumed = (size_t)-1;
		hdc_status st = hdc_game_read(game, text + at, &consumed);
		if (st != HDC_OK) {
			FUZZ_CHECK(st == HDC_ERR_NO_GAME || st == HDC_ERR_SYNTAX ||
			                   st == HDC_ERR_ILLEGAL_MOVE || st == HDC_ERR_AMBIGUOUS_MOVE ||
			                   st == HDC_ERR_UNKNOWN_VARIANT ||
			                   st == HDC_ERR_INVALID_POSITION,
			           "game_read: status %d", (int)st);
			int64_t off = hdc_game_error_offset(game);
			FUZZ_CHECK(off >= 0 && (uint64_t)off <= len - at,
			           "game_read: status %d at offset %lld of %zu bytes", (int)st,
			           (long long)off, len - at);
			FUZZ_CHECK(hdc_game_error_message(game)[0] != '\0', "no message");
			char *after = write_game(game);
			FUZZ_CHECK(strcmp(current, after) == 0, "a failed read changed the game");
			free(after);
			break;
		}
		FUZZ_CHECK(consumed > 0 && consumed <= len - at, "consumed %zu of %zu bytes",
		           consumed, len - at);
		at += consumed;

		/* The game's own record reads back to the same game and tree,
		 * and writes the same record again; so after edits. */
		free(current);
		current = round_trip(game, copy);
		edit_tree(game, data, size);
		free(current);
		current = round_trip(game, copy);
	}
	free(current);
	hdc_game_free(game);
	free(text);
	return 0;
}
