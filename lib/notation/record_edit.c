/*
 * record_edit.c - changes to a game's tree that keep game->pos (the end of
 * the main line, its history the main line) in step with it.
 */
#include <stdio.h>
#include <stdlib.h>

#include "record.h"

hdc_status record_play_move(hdc_position *pos, hdc_move move)
{
	/* Every move a record plays goes through here: one place to change
	 * how (a record's "--" is HDC_MOVE_NULL, which play takes). */
	return hdc_position_play(pos, move);
}

hdc_status record_node_position(const struct hdc_game *game, int32_t slot, hdc_position **out)
{
	hdc_move *path;
	int32_t n;
	hdc_status st = tree_path(&game->tree, slot, &path, &n);
	if (st != HDC_OK)
		return st;
	hdc_position *pos;
	if ((st = hdc_position_clone(game->pos, &pos)) == HDC_OK) {
		while (hdc_position_undo(pos) == HDC_OK)
			;
		for (int32_t i = 0; i < n && st == HDC_OK; i++)
			st = record_play_move(pos, path[i]);
		if (st != HDC_OK)
			hdc_position_free(pos);
		else
			*out = pos;
	}
	free(path);
	return st;
}

hdc_status record_sync_mainline(struct hdc_game *game)
{
	hdc_position *pos;
	hdc_status st = hdc_position_clone(game->pos, &pos);
	if (st != HDC_OK)
		return st;
	while (hdc_position_undo(pos) == HDC_OK)
		;
	const struct game_tree *tree = &game->tree;
	for (int32_t slot = 0; tree->nodes[slot].nchildren > 0 && st == HDC_OK;) {
		slot = tree->nodes[slot].children[0];
		st = record_play_move(pos, tree->nodes[slot].move);
	}
	if (st != HDC_OK) {
		hdc_position_free(pos);
		return st;
	}
	hdc_position_free(game->pos);
	game->pos = pos;
	game->end_plus_one = 0; /* the main line changed */
	return HDC_OK;
}

static int32_t mainline_end(struct hdc_game *game)
{
	if (game->end_plus_one > 0)
		return game->end_plus_one - 1;
	const struct game_tree *tree = &game->tree;
	int32_t slot = 0;
	while (tree->nodes[slot].nchildren > 0)
		slot = tree->nodes[slot].children[0];
	game->end_plus_one = slot + 1;
	return slot;
}

static hdc_status edit_fail(struct hdc_game *game, hdc_status st, const char *message)
{
	game->error_offset = -1;
	snprintf(game->error, sizeof game->error, "%s", message);
	return st;
}

static hdc_status tree_full(struct hdc_game *game, hdc_status st)
{
	if (st != HDC_ERR_RANGE)
		return st;
	char message[96];
	snprintf(message, sizeof message,
	         "the game would hold more than %d nodes or nest variations more than %d deep",
	         TREE_MAX_NODES - 1, TREE_MAX_NESTING);
	return edit_fail(game, st, message);
}

hdc_status record_grow_mainline(struct hdc_game *game, hdc_move move)
{
	int32_t end = mainline_end(game), child;
	hdc_status st = tree_add_child(&game->tree, end, move, &child);
	if (st != HDC_OK) {
		hdc_position_undo(game->pos);
		return tree_full(game, st);
	}
	game->end_plus_one = child + 1;
	return HDC_OK;
}

hdc_status record_play(struct hdc_game *game, hdc_move move)
{
	hdc_status st = record_play_move(game->pos, move);
	if (st != HDC_OK)
		return edit_fail(game, st, hdc_position_error_message(game->pos));
	return record_grow_mainline(game, move);
}

hdc_status record_add_variation(struct hdc_game *game, int32_t slot, hdc_move move,
                                int32_t *child)
{
	struct game_tree *tree = &game->tree;
	int32_t found = tree_find_child(tree, slot, move);
	if (found >= 0) {
		*child = found;
		return HDC_OK;
	}
	hdc_status st;
	if (tree->nodes[slot].nchildren == 0 && tree_on_mainline(tree, slot)) {
		/* The main line grows: game->pos plays the move too. */
		if ((st = record_play(game, move)) == HDC_OK)
			*child = mainline_end(game);
		return st;
	}
	hdc_position *pos;
	st = record_node_position(game, slot, &pos);
	if (st != HDC_OK)
		return st;
	st = record_play_move(pos, move);
	if (st != HDC_OK) {
		edit_fail(game, st, hdc_position_error_message(pos));
		hdc_position_free(pos);
		return st;
	}
	hdc_position_free(pos);
	return tree_full(game, tree_add_child(tree, slot, move, child));
}
