/*
 * api_game_tree.c - the nodes of a game: walking and editing its tree of
 * moves, comments, NAGs and variations (hdc.h "Game trees").
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api.h"
#include "record.h"

#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
static hdc_status node_fail(hdc_game *game, hdc_status st, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(game->error, sizeof game->error, fmt, ap);
	va_end(ap);
	game->error_offset = -1;
	return api_error(st, -1, "%s", game->error);
}

/* An editing call's status, a failure recorded as the thread-local last
 * error too (with the game's message, which edit_slot() cleared first). */
static hdc_status edited(const hdc_game *game, hdc_status st)
{
	if (st == HDC_OK)
		return st;
	return api_error(st, -1, "%s", game->error[0] ? game->error : hdc_status_string(st));
}

/* The slot of a node id of the game, or -1. */
static int32_t slot_of(const hdc_game *game, int32_t node)
{
	return tree_slot(&game->tree, node);
}

/* For the editing calls: the slot, or -1 with the status in *st (and the
 * error recorded on the game).  `root_ok` says whether the call applies to
 * the root. */
static int32_t edit_slot(hdc_game *game, int32_t node, int root_ok, const char *what,
                         hdc_status *st)
{
	if (!game) {
		*st = api_status(HDC_ERR_NULL);
		return -1;
	}
	game->error[0] = '\0';
	game->error_offset = -1;
	int32_t slot = slot_of(game, node);
	if (slot < 0) {
		*st = node_fail(game, HDC_ERR_RANGE, "no node %d in this game", (int)node);
		return -1;
	}
	if (slot == 0 && !root_ok) {
		*st = node_fail(game, HDC_ERR_RANGE, "the root (the start position) has no %s",
		                what);
		return -1;
	}
	return slot;
}

/* The checks of the read-only calls: game and out given (out is the
 * output they need), node naming a node of the game. */
static hdc_status lookup(const hdc_game *game, int32_t node, const void *out, int32_t *slot)
{
	*slot = -1;
	if (!game || !out)
		return api_status(HDC_ERR_NULL);
	*slot = slot_of(game, node);
	if (*slot < 0)
		return api_error(HDC_ERR_RANGE, -1, "no node %d in this game", (int)node);
	return HDC_OK;
}

HDC_API hdc_status hdc_game_node_parent(const hdc_game *game, int32_t node, int32_t *parent)
{
	int32_t slot;
	hdc_status st = lookup(game, node, parent, &slot);
	if (st == HDC_OK) {
		int32_t p = game->tree.nodes[slot].parent;
		*parent = p < 0 ? -1 : tree_id(&game->tree, p);
	}
	return st;
}

HDC_API hdc_status hdc_game_node_move(const hdc_game *game, int32_t node, hdc_move *move)
{
	int32_t slot;
	hdc_status st = lookup(game, node, move, &slot);
	if (st == HDC_OK && slot == 0)
		st = api_error(HDC_ERR_RANGE, -1, "the root (the start position) has no move");
	if (st == HDC_OK)
		*move = game->tree.nodes[slot].move;
	return st;
}

HDC_API hdc_status hdc_game_node_ply(const hdc_game *game, int32_t node, int32_t *ply)
{
	int32_t slot;
	hdc_status st = lookup(game, node, ply, &slot);
	if (st == HDC_OK)
		*ply = tree_ply(&game->tree, slot);
	return st;
}

HDC_API hdc_status hdc_game_node_child_count(const hdc_game *game, int32_t node, int32_t *count)
{
	int32_t slot;
	hdc_status st = lookup(game, node, count, &slot);
	if (st == HDC_OK)
		*count = game->tree.nodes[slot].nchildren;
	return st;
}

HDC_API hdc_status hdc_game_node_child(const hdc_game *game, int32_t node, int32_t index,
                                       int32_t *child)
{
	int32_t slot;
	hdc_status st = lookup(game, node, child, &slot);
	if (st == HDC_OK && (index < 0 || index >= game->tree.nodes[slot].nchildren))
		st = api_error(HDC_ERR_RANGE, -1, "node %d has no variation %d", (int)node,
		               (int)index);
	if (st == HDC_OK)
		*child = tree_id(&game->tree, game->tree.nodes[slot].children[index]);
	return st;
}

HDC_API hdc_status hdc_game_node_position(const hdc_game *game, int32_t node,
                                          hdc_position **out)
{
	if (out)
		*out = NULL;
	int32_t slot;
	hdc_status st = lookup(game, node, out, &slot);
	return st == HDC_OK ? api_status(record_node_position(game, slot, out)) : st;
}

/* ---- comments ------------------------------------------------------------ */

/* A comment of the node (starting or not) into a caller buffer. */
static hdc_status get_text(const hdc_game *game, int32_t node, int starting, char *buf,
                           size_t cap, size_t *needed)
{
	int32_t slot;
	hdc_status st = lookup(game, node, game, &slot);
	if (st != HDC_OK)
		return st;
	const struct game_node *n = &game->tree.nodes[slot];
	const struct tree_text *text = starting ? &n->starting : &n->comment;
	return api_copy_string(text->s ? text->s : "", text->len, buf, cap, needed);
}

HDC_API hdc_status hdc_game_node_comment(const hdc_game *game, int32_t node, char *buf,
                                         size_t cap, size_t *needed)
{
	return get_text(game, node, 0, buf, cap, needed);
}

HDC_API hdc_status hdc_game_node_starting_comment(const hdc_game *game, int32_t node, char *buf,
                                                  size_t cap, size_t *needed)
{
	return get_text(game, node, 1, buf, cap, needed);
}

static hdc_status set_text(hdc_game *game, int32_t node, const char *text, int starting)
{
	hdc_status st;
	int32_t slot = edit_slot(game, node, !starting, "starting comment", &st);
	if (slot < 0)
		return st;
	/* Record text keeps a comment in braces, which it cannot escape. */
	if (text && strchr(text, '}'))
		return node_fail(game, HDC_ERR_RANGE, "a comment may not hold '}'");
	struct game_node *n = &game->tree.nodes[slot];
	return edited(game, tree_set_text(starting ? &n->starting : &n->comment, text));
}

HDC_API hdc_status hdc_game_node_set_comment(hdc_game *game, int32_t node, const char *text)
{
	return set_text(game, node, text, 0);
}

HDC_API hdc_status hdc_game_node_set_starting_comment(hdc_game *game, int32_t node,
                                                      const char *text)
{
	return set_text(game, node, text, 1);
}

/* ---- NAGs ---------------------------------------------------------------- */

HDC_API hdc_status hdc_game_node_nags(const hdc_game *game, int32_t node, int32_t *nags,
                                      size_t cap, size_t *count)
{
	int32_t slot;
	hdc_status st = lookup(game, node, count, &slot);
	if (st != HDC_OK)
		return st;
	if (!nags && cap)
		return api_status(HDC_ERR_NULL);
	const struct game_node *n = &game->tree.nodes[slot];
	*count = (size_t)n->nnags;
	if ((size_t)n->nnags > cap)
		return api_status(HDC_ERR_BUFFER_TOO_SMALL);
	for (int32_t i = 0; i < n->nnags; i++)
		nags[i] = n->nags[i];
	return HDC_OK;
}

static hdc_status check_nag(hdc_game *game, int32_t nag)
{
	if (nag < 0 || nag > TREE_MAX_NAG)
		return node_fail(game, HDC_ERR_RANGE, "NAG %d is outside 0..%d", (int)nag,
		                 TREE_MAX_NAG);
	return HDC_OK;
}

HDC_API hdc_status hdc_game_node_add_nag(hdc_game *game, int32_t node, int32_t nag)
{
	hdc_status st;
	int32_t slot = edit_slot(game, node, 0, "NAGs", &st);
	if (slot < 0)
		return st;
	if ((st = check_nag(game, nag)) != HDC_OK)
		return st;
	return edited(game, tree_add_nag(&game->tree.nodes[slot], nag));
}

HDC_API hdc_status hdc_game_node_set_nags(hdc_game *game, int32_t node, const int32_t *nags,
                                          size_t count)
{
	hdc_status st;
	int32_t slot = edit_slot(game, node, 0, "NAGs", &st);
	if (slot < 0)
		return st;
	if (count && !nags)
		return node_fail(game, HDC_ERR_NULL, "nags is NULL");
	st = HDC_OK;
	for (size_t i = 0; i < count; i++)
		if ((st = check_nag(game, nags[i])) != HDC_OK)
			return st;
	/* Build the new list aside, so that running out of memory changes
	 * nothing. */
	struct game_node fresh = { 0 };
	for (size_t i = 0; i < count && st == HDC_OK; i++)
		st = tree_add_nag(&fresh, nags[i]);
	if (st != HDC_OK) {
		free(fresh.nags);
		return edited(game, st);
	}
	struct game_node *n = &game->tree.nodes[slot];
	free(n->nags);
	n->nags = fresh.nags;
	n->nnags = fresh.nnags;
	return HDC_OK;
}

/* ---- variations ---------------------------------------------------------- */

HDC_API hdc_status hdc_game_node_add_variation(hdc_game *game, int32_t node, hdc_move move,
                                               int32_t *child)
{
	hdc_status st;
	int32_t slot = edit_slot(game, node, 1, "", &st);
	if (slot < 0)
		return st;
	if (!child)
		return node_fail(game, HDC_ERR_NULL, "child is NULL");
	int32_t added;
	if ((st = record_add_variation(game, slot, move, &added)) != HDC_OK)
		return edited(game, st);
	*child = tree_id(&game->tree, added);
	return HDC_OK;
}

/* Moves a node to index `to` among its siblings (clamped to the list),
 * keeping game->pos on the main line. */
static hdc_status move_node(hdc_game *game, int32_t node, int32_t to_first, int32_t step)
{
	hdc_status st;
	int32_t slot = edit_slot(game, node, 0, "siblings", &st);
	if (slot < 0)
		return st;
	struct game_tree *tree = &game->tree;
	int32_t parent = tree->nodes[slot].parent;
	int32_t from = tree_child_index(tree, slot);
	int32_t to = to_first ? 0 : from + step;
	if (to < 0 || to >= tree->nodes[parent].nchildren || to == from)
		return HDC_OK; /* already first (or last) */
	st = tree_move_child(tree, parent, from, to);
	game->end_plus_one = 0; /* the main line's end may have moved */
	if (st == HDC_ERR_RANGE)
		return node_fail(game, st, "that would nest variations more than %d deep",
		                 TREE_MAX_NESTING);
	if (st != HDC_OK)
		return edited(game, st);
	if ((from == 0 || to == 0) && tree_on_mainline(tree, parent) &&
	    (st = record_sync_mainline(game)) != HDC_OK) {
		tree_move_child(tree, parent, to, from);
		return edited(game, st);
	}
	return HDC_OK;
}

HDC_API hdc_status hdc_game_node_promote(hdc_game *game, int32_t node)
{
	return move_node(game, node, 0, -1);
}

HDC_API hdc_status hdc_game_node_promote_to_main(hdc_game *game, int32_t node)
{
	return move_node(game, node, 1, 0);
}

HDC_API hdc_status hdc_game_node_demote(hdc_game *game, int32_t node)
{
	return move_node(game, node, 0, 1);
}

HDC_API hdc_status hdc_game_node_remove(hdc_game *game, int32_t node)
{
	hdc_status st;
	int32_t slot = edit_slot(game, node, 0, "parent to be removed from", &st);
	if (slot < 0)
		return st;
	struct game_tree *tree = &game->tree;
	int on_mainline = tree_on_mainline(tree, slot);
	if ((st = tree_remove(tree, slot)) != HDC_OK)
		return edited(game, st);
	game->end_plus_one = 0; /* the main line's end may be gone */
	return edited(game, on_mainline ? record_sync_mainline(game) : HDC_OK);
}
