/*
 * record_write_moves.c - writing the game's tree as movetext: each move
 * with its starting comment, number, NAGs and comment, then the
 * alternatives to it in parentheses, then the line goes on.
 *
 * The walk keeps its own stack of lines (at most TREE_MAX_NESTING + 1
 * deep) and one position that it plays and takes back, so deep trees need
 * neither C stack nor copies of positions.  Comments are placed the way
 * record_read_moves.c reads them back: a starting comment that would
 * land in the previous move's comment slot is preceded by "{}".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "record_text.h"
#include "san.h"

struct line {
	int32_t node;  /* the last node written of this line */
	int32_t next;  /* next alternative of node's main child to write,
	                * -1 before the main child itself */
	int32_t plies; /* moves this line played on the position */
	int closes;    /* a variation: ends with ')' */
};

struct walk {
	struct writer *w;
	const struct game_tree *tree;
	hdc_position *pos;
	int force_number; /* after '(' ')' or a comment, black's moves too */
	int slot_open;    /* a comment now would be the last move's own */
	int glue;         /* the next word follows "(" without a space */
};

/* A word (or the start of one n bytes long) after a space or a line
 * break, or glued to the "(" before it. */
static void start_word(struct walk *k, size_t n)
{
	if (k->glue)
		k->glue = 0;
	else
		record_write_space(k->w, n);
}

static void put_word(struct walk *k, const char *word)
{
	size_t n = strlen(word);
	start_word(k, n);
	record_append(k->w, word, n);
}

static void write_comment(struct walk *k, const char *text)
{
	size_t n = strlen(text);
	start_word(k, n + 2);
	record_append_str(k->w, "{");
	record_append(k->w, text, n);
	record_append_str(k->w, "}");
	k->slot_open = 0;
	k->force_number = 1;
}

/* The move of node, in k->pos (which stays before the move). */
static void write_move(struct walk *k, int32_t slot)
{
	const struct game_node *node = &k->tree->nodes[slot];
	if (node->starting.s) {
		if (k->slot_open)
			put_word(k, "{}");
		write_comment(k, node->starting.s);
	}
	char word[SAN_MAX + 32];
	size_t n = 0;
	if (k->pos->side == HDC_WHITE)
		n = (size_t)snprintf(word, sizeof word, "%d. ", (int)k->pos->st.fullmove);
	else if (k->force_number)
		n = (size_t)snprintf(word, sizeof word, "%d... ", (int)k->pos->st.fullmove);
	san_format(k->pos, node->move, word + n);
	put_word(k, word);
	for (int32_t i = 0; i < node->nnags; i++) {
		snprintf(word, sizeof word, "$%d", node->nags[i]);
		put_word(k, word);
	}
	k->slot_open = 1;
	k->force_number = 0;
	if (node->comment.s)
		write_comment(k, node->comment.s);
}

static void play(struct walk *k, int32_t slot)
{
	/* Moves of the tree are legal where they stand; the history only
	 * grows as deep as the tree. */
	if (record_play_move(k->pos, k->tree->nodes[slot].move) != HDC_OK)
		k->w->failed = 1;
}

static void write_lines(struct walk *k, struct line *lines)
{
	const struct game_tree *tree = k->tree;
	int32_t depth = 0;
	lines[depth++] = (struct line){ 0, -1, 0, 0 };
	while (depth > 0 && !k->w->failed) {
		struct line *l = &lines[depth - 1];
		const struct game_node *node = &tree->nodes[l->node];
		if (l->next < 0 && node->nchildren == 0) {
			for (int32_t i = 0; i < l->plies; i++)
				hdc_position_undo(k->pos);
			depth--;
			if (l->closes) {
				record_append_str(k->w, ")");
				k->slot_open = 0;
				k->force_number = 1;
			}
		} else if (l->next < 0) {
			write_move(k, node->children[0]);
			l->next = 1;
		} else if (l->next < node->nchildren) {
			int32_t alt = node->children[l->next++];
			put_word(k, "(");
			k->glue = 1;
			k->slot_open = 0;
			k->force_number = 1;
			write_move(k, alt);
			play(k, alt);
			lines[depth++] = (struct line){ alt, -1, 1, 1 };
		} else {
			play(k, node->children[0]);
			l->node = node->children[0];
			l->next = -1;
			l->plies++;
		}
	}
}

void record_write_moves(const struct hdc_game *game, struct writer *w)
{
	struct walk k = { w, &game->tree, NULL, 1, 1, 0 };
	struct line *lines = malloc((TREE_MAX_NESTING + 2) * sizeof *lines);
	if (!lines || hdc_position_clone(game->pos, &k.pos) != HDC_OK) {
		free(lines);
		w->failed = 1;
		return;
	}
	while (hdc_position_undo(k.pos) == HDC_OK)
		;
	const char *opening = game->tree.nodes[0].comment.s;
	if (opening)
		write_comment(&k, opening);
	write_lines(&k, lines);
	hdc_position_free(k.pos);
	free(lines);
}
