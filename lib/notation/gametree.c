/* gametree.c - the tree of a game's moves, comments and NAGs. */
#include "gametree.h"

#include <stdlib.h>
#include <string.h>

static void clear_node(struct game_node *node)
{
	free(node->children);
	tree_free_text(&node->comment);
	tree_free_text(&node->starting);
	free(node->nags);
	int32_t generation = node->generation;
	memset(node, 0, sizeof *node);
	node->generation = generation;
}

/* A fresh node in a free or new slot, or -1 when memory or ids ran out. */
static int32_t new_node(struct game_tree *tree, int32_t parent, hdc_move move)
{
	int32_t slot = tree->free_slot;
	if (slot >= 0) {
		tree->free_slot = tree->nodes[slot].parent;
	} else {
		if (tree->nslots == TREE_MAX_NODES)
			return -1;
		if (tree->nslots == tree->cap) {
			int32_t cap = tree->cap ? 2 * tree->cap : 64;
			struct game_node *n = realloc(tree->nodes, (size_t)cap * sizeof *n);
			if (!n)
				return -1;
			tree->nodes = n;
			tree->cap = cap;
		}
		slot = tree->nslots++;
		memset(&tree->nodes[slot], 0, sizeof tree->nodes[slot]);
	}
	struct game_node *node = &tree->nodes[slot];
	node->move = move;
	node->parent = parent;
	node->live = 1;
	return slot;
}

hdc_status tree_init(struct game_tree *tree)
{
	memset(tree, 0, sizeof *tree);
	tree->free_slot = -1;
	return new_node(tree, -1, 0) == 0 ? HDC_OK : HDC_ERR_NO_MEMORY;
}

void tree_release(struct game_tree *tree)
{
	for (int32_t i = 0; i < tree->nslots; i++)
		clear_node(&tree->nodes[i]);
	free(tree->nodes);
	memset(tree, 0, sizeof *tree);
	tree->free_slot = -1;
}

int32_t tree_slot(const struct game_tree *tree, int32_t id)
{
	if (id < 0)
		return -1;
	int32_t slot = id & (TREE_MAX_NODES - 1);
	if (slot >= tree->nslots || !tree->nodes[slot].live ||
	    tree->nodes[slot].generation != id >> TREE_SLOT_BITS)
		return -1;
	return slot;
}

int32_t tree_id(const struct game_tree *tree, int32_t slot)
{
	return slot | tree->nodes[slot].generation << TREE_SLOT_BITS;
}

int32_t tree_child_index(const struct game_tree *tree, int32_t slot)
{
	int32_t parent = tree->nodes[slot].parent;
	if (parent < 0)
		return 0;
	const struct game_node *p = &tree->nodes[parent];
	for (int32_t i = 0; i < p->nchildren; i++)
		if (p->children[i] == slot)
			return i;
	return -1; /* not reached: a live node is among its parent's children */
}

int32_t tree_find_child(const struct game_tree *tree, int32_t parent, hdc_move move)
{
	const struct game_node *p = &tree->nodes[parent];
	for (int32_t i = 0; i < p->nchildren; i++)
		if (tree->nodes[p->children[i]].move == move)
			return p->children[i];
	return -1;
}

hdc_status tree_add_child(struct game_tree *tree, int32_t parent, hdc_move move,
                          int32_t *child)
{
	struct game_node *p = &tree->nodes[parent];
	int32_t nesting = p->nesting + (p->nchildren > 0);
	if (nesting > TREE_MAX_NESTING)
		return HDC_ERR_RANGE;
	if (p->nchildren == p->children_cap) {
		int32_t cap = p->children_cap ? 2 * p->children_cap : 2;
		int32_t *c = realloc(p->children, (size_t)cap * sizeof *c);
		if (!c)
			return HDC_ERR_NO_MEMORY;
		p->children = c;
		p->children_cap = cap;
	}
	int32_t slot = new_node(tree, parent, move);
	if (slot < 0)
		return tree->nslots == TREE_MAX_NODES ? HDC_ERR_RANGE : HDC_ERR_NO_MEMORY;
	p = &tree->nodes[parent]; /* new_node may have moved the array */
	p->children[p->nchildren++] = slot;
	tree->nodes[slot].nesting = nesting;
	*child = slot;
	return HDC_OK;
}

/* Every slot of the subtree under (and with) slot, breadth first,
 * malloc'ed: an explicit queue, so deep trees need no C stack. */
static int32_t *subtree(const struct game_tree *tree, int32_t slot, int32_t *n)
{
	int32_t *queue = malloc((size_t)tree->nslots * sizeof *queue);
	if (!queue)
		return NULL;
	int32_t len = 0;
	queue[len++] = slot;
	for (int32_t at = 0; at < len; at++) {
		const struct game_node *node = &tree->nodes[queue[at]];
		for (int32_t i = 0; i < node->nchildren; i++)
			queue[len++] = node->children[i];
	}
	*n = len;
	return queue;
}

hdc_status tree_remove(struct game_tree *tree, int32_t slot)
{
	int32_t parent = tree->nodes[slot].parent, n;
	int32_t *gone = subtree(tree, slot, &n);
	if (!gone)
		return HDC_ERR_NO_MEMORY;
	struct game_node *p = &tree->nodes[parent];
	int32_t index = tree_child_index(tree, slot);
	memmove(p->children + index, p->children + index + 1,
	        (size_t)(p->nchildren - index - 1) * sizeof *p->children);
	p->nchildren--;
	/* A line promoted to main continuation sits one variation less deep. */
	if (index == 0 && p->nchildren > 0) {
		int32_t m;
		int32_t *up = subtree(tree, p->children[0], &m);
		if (!up) {
			free(gone);
			return HDC_ERR_NO_MEMORY;
		}
		for (int32_t i = 0; i < m; i++)
			tree->nodes[up[i]].nesting--;
		free(up);
	}
	for (int32_t i = 0; i < n; i++) {
		struct game_node *node = &tree->nodes[gone[i]];
		clear_node(node);
		/* Generations wrap: after 2^11 reuses of one slot an old id
		 * could name a new node again; stop using the slot instead. */
		if (++node->generation > TREE_MAX_GENERATION)
			continue;
		node->parent = tree->free_slot;
		tree->free_slot = gone[i];
	}
	free(gone);
	return HDC_OK;
}

/* Adds delta to the nesting of every node under slot; with check, only
 * says whether that would stay within TREE_MAX_NESTING. */
static hdc_status shift_nesting(struct game_tree *tree, int32_t slot, int32_t delta, int check)
{
	int32_t n;
	int32_t *nodes = subtree(tree, slot, &n);
	if (!nodes)
		return HDC_ERR_NO_MEMORY;
	hdc_status st = HDC_OK;
	for (int32_t i = 0; i < n; i++) {
		if (!check)
			tree->nodes[nodes[i]].nesting += delta;
		else if (tree->nodes[nodes[i]].nesting + delta > TREE_MAX_NESTING)
			st = HDC_ERR_RANGE;
	}
	free(nodes);
	return st;
}

hdc_status tree_move_child(struct game_tree *tree, int32_t parent, int32_t from, int32_t to)
{
	struct game_node *p = &tree->nodes[parent];
	if (from == to)
		return HDC_OK;
	/* Only the children that enter or leave index 0 change depth. */
	int32_t old_main = p->children[0];
	int32_t new_main = to == 0 ? p->children[from] : from == 0 ? p->children[1] : old_main;
	hdc_status st;
	if (new_main != old_main) {
		if ((st = shift_nesting(tree, old_main, 1, 1)) != HDC_OK ||
		    (st = shift_nesting(tree, old_main, 1, 0)) != HDC_OK ||
		    (st = shift_nesting(tree, new_main, -1, 0)) != HDC_OK)
			return st;
	}
	int32_t moving = p->children[from];
	if (from < to)
		memmove(p->children + from, p->children + from + 1,
		        (size_t)(to - from) * sizeof *p->children);
	else
		memmove(p->children + to + 1, p->children + to,
		        (size_t)(from - to) * sizeof *p->children);
	p->children[to] = moving;
	return HDC_OK;
}

int32_t tree_ply(const struct game_tree *tree, int32_t slot)
{
	int32_t ply = 0;
	for (; tree->nodes[slot].parent >= 0; slot = tree->nodes[slot].parent)
		ply++;
	return ply;
}

int tree_on_mainline(const struct game_tree *tree, int32_t slot)
{
	for (; tree->nodes[slot].parent >= 0; slot = tree->nodes[slot].parent)
		if (tree->nodes[tree->nodes[slot].parent].children[0] != slot)
			return 0;
	return 1;
}

hdc_status tree_path(const struct game_tree *tree, int32_t slot, hdc_move **moves, int32_t *n)
{
	int32_t ply = tree_ply(tree, slot);
	*moves = NULL;
	*n = ply;
	if (!ply)
		return HDC_OK;
	hdc_move *m = malloc((size_t)ply * sizeof *m);
	if (!m)
		return HDC_ERR_NO_MEMORY;
	for (int32_t i = ply - 1; i >= 0; i--, slot = tree->nodes[slot].parent)
		m[i] = tree->nodes[slot].move;
	*moves = m;
	return HDC_OK;
}

static int is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

hdc_status tree_append_text(struct tree_text *field, const char *text, size_t n)
{
	/* Comments keep no white space at their ends: "{ good }" is "good",
	 * and written back as "{good}". */
	while (n && is_space(*text)) {
		text++;
		n--;
	}
	while (n && is_space(text[n - 1]))
		n--;
	if (!n)
		return HDC_OK;
	size_t gap = field->len > 0;
	size_t need = field->len + gap + n + 1;
	if (need > field->cap) {
		size_t cap = field->cap ? field->cap : 32;
		while (cap < need)
			cap *= 2;
		char *s = realloc(field->s, cap);
		if (!s)
			return HDC_ERR_NO_MEMORY;
		field->s = s;
		field->cap = cap;
	}
	if (gap)
		field->s[field->len] = ' ';
	memcpy(field->s + field->len + gap, text, n);
	field->len += gap + n;
	field->s[field->len] = '\0';
	return HDC_OK;
}

hdc_status tree_set_text(struct tree_text *field, const char *text)
{
	struct tree_text fresh = { NULL, 0, 0 };
	hdc_status st = text ? tree_append_text(&fresh, text, strlen(text)) : HDC_OK;
	if (st != HDC_OK)
		return st;
	free(field->s);
	*field = fresh;
	return HDC_OK;
}

void tree_free_text(struct tree_text *field)
{
	free(field->s);
	field->s = NULL;
	field->len = field->cap = 0;
}

hdc_status tree_add_nag(struct game_node *node, int nag)
{
	for (int32_t i = 0; i < node->nnags; i++)
		if (node->nags[i] == nag)
			return HDC_OK;
	uint8_t *n = realloc(node->nags, (size_t)node->nnags + 1);
	if (!n)
		return HDC_ERR_NO_MEMORY;
	node->nags = n;
	node->nags[node->nnags++] = (uint8_t)nag;
	return HDC_OK;
}
