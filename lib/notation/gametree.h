/*
 * gametree.h - the tree of a game's moves: every node is a move (the root
 * is the start position), child 0 the main continuation, the other
 * children its alternatives (variations); each node keeps the comments and
 * NAGs people wrote about it.
 *
 * Nodes live in one array of slots.  A node id (the public int32_t) is
 * slot | generation << TREE_SLOT_BITS: a removed node's slot is reused by
 * a later node with the next generation, so a stale id is refused instead
 * of naming a stranger.  The root is slot 0, generation 0: id 0.
 */
#ifndef HDC_GAMETREE_H
#define HDC_GAMETREE_H

#include <stddef.h>
#include <stdint.h>

#include "hdc.h"

#define TREE_SLOT_BITS 20
#define TREE_MAX_NODES (1 << TREE_SLOT_BITS)
#define TREE_MAX_GENERATION ((1 << (31 - TREE_SLOT_BITS)) - 1)
/* Deepest nesting of variations (a variation inside a variation ...) the
 * reader accepts; the editing calls keep trees within it so that every
 * tree written reads back. */
#define TREE_MAX_NESTING 200
/* NAG values are 0..255 (PGN); a node holds each at most once. */
#define TREE_MAX_NAG 255

/* A comment: s is NULL or NUL-terminated, len bytes long; cap is the room
 * allocated (appending many pieces stays linear). */
struct tree_text {
	char *s;
	size_t len, cap;
};

struct game_node {
	hdc_move move;       /* the move into this node (none for the root) */
	int32_t parent;      /* slot, -1 for the root; next free slot when free */
	int32_t generation;
	int32_t nesting;     /* how many variations deep the node is */
	int32_t *children;   /* slots; [0] is the main continuation */
	int32_t nchildren, children_cap;
	struct tree_text comment;  /* after the move (the root: before the game) */
	struct tree_text starting; /* before the move (a variation's first move) */
	uint8_t *nags;       /* in the order they were added, no repeats */
	int32_t nnags;
	int live;
};

struct game_tree {
	struct game_node *nodes;
	int32_t nslots, cap;
	int32_t free_slot; /* head of the free list, -1 if none */
};

/* An empty tree: the root alone.  Returns HDC_ERR_NO_MEMORY or HDC_OK. */
hdc_status tree_init(struct game_tree *tree);
void tree_release(struct game_tree *tree);

/* The slot an id names, or -1 if it names no live node. */
int32_t tree_slot(const struct game_tree *tree, int32_t id);
int32_t tree_id(const struct game_tree *tree, int32_t slot);

/* The first child of `parent` reached by `move`, or -1. */
int32_t tree_find_child(const struct game_tree *tree, int32_t parent, hdc_move move);
/* A new last child of `parent` (a record may hold the same move twice).
 * HDC_ERR_RANGE if the tree is full or the new node would be nested
 * deeper than TREE_MAX_NESTING. */
hdc_status tree_add_child(struct game_tree *tree, int32_t parent, hdc_move move,
                          int32_t *child);
/* Removes a node and everything below it (not the root). */
hdc_status tree_remove(struct game_tree *tree, int32_t slot);
/* Moves child `from` of `parent` to index `to` (the others keep their
 * order); HDC_ERR_RANGE if that would nest a line too deep. */
hdc_status tree_move_child(struct game_tree *tree, int32_t parent, int32_t from, int32_t to);
/* Index of slot among its parent's children (0 for the root). */
int32_t tree_child_index(const struct game_tree *tree, int32_t slot);
/* Plies from the root to slot. */
int32_t tree_ply(const struct game_tree *tree, int32_t slot);
/* 1 if slot and all its ancestors are main continuations. */
int tree_on_mainline(const struct game_tree *tree, int32_t slot);
/* The moves from the root to slot, malloc'ed (NULL with *n = 0 for the
 * root); HDC_ERR_NO_MEMORY. */
hdc_status tree_path(const struct game_tree *tree, int32_t slot, hdc_move **moves, int32_t *n);

/* Replaces a text (NULL or "" clears it) / appends text to it, a space
 * between the old and the new when both are non-empty.  White space at
 * the ends of the new text is dropped. */
hdc_status tree_set_text(struct tree_text *field, const char *text);
hdc_status tree_append_text(struct tree_text *field, const char *text, size_t n);
void tree_free_text(struct tree_text *field);

/* Adds a NAG (0..TREE_MAX_NAG, not checked here) unless it is there. */
hdc_status tree_add_nag(struct game_node *node, int nag);

#endif
