/*
 * record_read_moves.c - reading movetext into the game's tree: moves,
 * move numbers, comments, NAGs and nested variations.
 *
 * Where comments go (the writer relies on it, so that read(write(tree))
 * is the same tree): the first comment after a move (or at the start of
 * the game) is that node's comment; any later one, up to the next move,
 * is that move's starting comment ("before the move").  A variation closes
 * the first slot, so "e4 (d4) {c} e5" gives e5 the starting comment c.
 * Several comments for one slot are joined with a space.  Variations are
 * read with an explicit stack, bounded by TREE_MAX_NESTING.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "record_text.h"
#include "san.h"

/* The line a '(' interrupted. */
struct open_line {
	size_t open;   /* offset of the '(' */
	int32_t last;  /* the line's last node: the move the variation replaces */
	int32_t plies; /* moves the line had played */
};

struct movetext {
	struct reader *r;
	struct game_tree *tree;
	hdc_position *pos; /* the position at `last` */
	int32_t last;      /* the node the next move follows */
	int32_t plies;     /* moves of the current line played so far */
	int slot_open;     /* the next comment is last's own */
	struct tree_text pending; /* the starting comment of the next move */
	struct open_line *lines;
	int32_t depth;
};

static struct game_node *last_node(struct movetext *m)
{
	return &m->tree->nodes[m->last];
}

/* A comment that runs to the end of the text or that could not be written
 * back in braces is refused. */
static hdc_status read_comment(struct movetext *m)
{
	struct reader *r = m->r;
	size_t open = r->at, from = r->at + 1, to;
	if (r->s[open] == '{') {
		const char *close = strchr(r->s + from, '}');
		if (!close)
			return record_fail(r, open, "comment '{' is never closed");
		to = (size_t)(close - r->s);
		r->at = to + 1;
	} else {
		to = from + strcspn(r->s + from, "\n");
		const char *brace = memchr(r->s + from, '}', to - from);
		if (brace)
			return record_fail(r, (size_t)(brace - r->s),
			                   "a ';' comment may not hold '}' (it could not be written back)");
		r->at = to;
	}
	hdc_status st;
	if (m->slot_open) {
		m->slot_open = 0;
		st = tree_append_text(&last_node(m)->comment, r->s + from, to - from);
	} else {
		st = tree_append_text(&m->pending, r->s + from, to - from);
	}
	return st;
}

/* A starting comment with no move after it stays with the move before. */
static hdc_status flush_pending(struct movetext *m)
{
	if (!m->pending.s)
		return HDC_OK;
	hdc_status st = tree_append_text(&last_node(m)->comment, m->pending.s, m->pending.len);
	tree_free_text(&m->pending);
	return st;
}

static hdc_status add_nag(struct movetext *m, size_t at, long nag)
{
	if (m->plies == 0)
		return record_fail(m->r, at, "a NAG must follow a move");
	if (nag < 0 || nag > TREE_MAX_NAG)
		return record_fail(m->r, at, "NAGs are $0 to $%d", TREE_MAX_NAG);
	return tree_add_nag(last_node(m), (int)nag);
}

static hdc_status read_nag(struct movetext *m)
{
	struct reader *r = m->r;
	size_t at = r->at++;
	if (!isdigit((unsigned char)r->s[r->at]))
		return record_fail(r, at, "'$' must be followed by a number");
	long nag = 0;
	while (isdigit((unsigned char)r->s[r->at])) {
		if (nag <= TREE_MAX_NAG)
			nag = nag * 10 + (r->s[r->at] - '0');
		r->at++;
	}
	return add_nag(m, at, nag);
}

/* The NAG a move suffix stands for (PGN: ! ? !! ?? !? ?! are $1..$6),
 * 0 for none. */
static int suffix_nag(const char *s, size_t n)
{
	static const char *const suffixes[] = { "!", "?", "!!", "??", "!?", "?!" };
	for (int i = 0; i < 6; i++)
		if (strlen(suffixes[i]) == n && strncmp(s, suffixes[i], n) == 0)
			return i + 1;
	return 0;
}

static hdc_status play_token(struct movetext *m, size_t start, size_t end)
{
	struct reader *r = m->r;
	char token[SAN_MAX];
	if (end - start >= sizeof token)
		return record_fail(r, start, "move %d is too long", (int)(m->pos->st.fullmove));
	memcpy(token, r->s + start, end - start);
	token[end - start] = '\0';
	hdc_move move;
	hdc_status st = hdc_position_parse_move(m->pos, token, &move);
	if (st == HDC_OK)
		st = record_play_move(m->pos, move);
	if (st != HDC_OK) {
		int64_t inner = hdc_position_error_offset(m->pos);
		r->game->error_offset = (int64_t)start + (inner > 0 ? inner : 0);
		snprintf(r->game->error, sizeof r->game->error, "move '%s': %s", token,
		         hdc_position_error_message(m->pos));
		return st;
	}
	int32_t child;
	st = tree_add_child(m->tree, m->last, move, &child);
	if (st == HDC_ERR_RANGE)
		return record_fail(r, start, "the game has more than %d moves", TREE_MAX_NODES - 1);
	if (st != HDC_OK)
		return st;
	m->tree->nodes[child].starting = m->pending;
	m->pending = (struct tree_text){ NULL, 0, 0 };
	m->last = child;
	m->plies++;
	m->slot_open = 1;
	return HDC_OK;
}

/* A move word, with its " e.p." and its !? suffix. */
static hdc_status read_move(struct movetext *m)
{
	struct reader *r = m->r;
	size_t start = r->at;
	while (!record_is_delimiter(r->s[r->at]))
		r->at++;
	if (r->at == start) /* a delimiter no other word starts with */
		return record_fail(r, start, "unexpected '%c'", r->s[start]);
	size_t end = r->at;
	/* " e.p." belongs to the move before it. */
	size_t look = end;
	while (r->s[look] == ' ')
		look++;
	if (strncmp(r->s + look, "e.p.", 4) == 0 && record_is_delimiter(r->s[look + 4]))
		end = r->at = look + 4;
	size_t bang = end;
	while (bang > start && (r->s[bang - 1] == '!' || r->s[bang - 1] == '?'))
		bang--;
	int nag = suffix_nag(r->s + bang, end - bang);
	if (nag)
		end = bang;
	hdc_status st = HDC_OK;
	if (end > start)
		st = play_token(m, start, end);
	if (st == HDC_OK && nag)
		st = add_nag(m, bang, nag);
	return st;
}

static hdc_status open_variation(struct movetext *m)
{
	struct reader *r = m->r;
	if (m->plies == 0)
		return record_fail(r, r->at, "a variation must follow a move it replaces");
	if (m->depth == TREE_MAX_NESTING)
		return record_fail(r, r->at, "variations nested more than %d deep",
		                   TREE_MAX_NESTING);
	hdc_status st = flush_pending(m);
	if (st != HDC_OK)
		return st;
	if (!m->lines) {
		m->lines = malloc((TREE_MAX_NESTING + 1) * sizeof *m->lines);
		if (!m->lines)
			return HDC_ERR_NO_MEMORY;
	}
	m->lines[m->depth++] = (struct open_line){ r->at, m->last, m->plies };
	hdc_position_undo(m->pos);
	m->last = m->tree->nodes[m->last].parent;
	m->plies = 0;
	m->slot_open = 0;
	r->at++;
	return HDC_OK;
}

static hdc_status close_variation(struct movetext *m)
{
	struct reader *r = m->r;
	if (m->depth == 0)
		return record_fail(r, r->at, "')' without '('");
	hdc_status st = m->plies ? flush_pending(m) : HDC_OK;
	if (st != HDC_OK)
		return st;
	for (int32_t i = 0; i < m->plies; i++)
		hdc_position_undo(m->pos);
	const struct open_line *line = &m->lines[--m->depth];
	m->last = line->last;
	m->plies = line->plies;
	m->slot_open = 0;
	r->at++;
	/* Replaying a move of the history can only fail for memory. */
	return record_play_move(m->pos, m->tree->nodes[m->last].move);
}

/* The end of the game (a result token, the next game's tags or the end of
 * the text) must not come inside a variation. */
static hdc_status end_game(struct movetext *m)
{
	if (m->depth > 0)
		return record_fail(m->r, m->lines[m->depth - 1].open, "variation '(' is never closed");
	return flush_pending(m);
}

static hdc_status read_word(struct movetext *m)
{
	struct reader *r = m->r;
	char c = r->s[r->at];
	if (c == '{' || c == ';')
		return read_comment(m);
	if (c == '(')
		return open_variation(m);
	if (c == ')')
		return close_variation(m);
	if (c == '$')
		return read_nag(m);
	if (isdigit((unsigned char)c) && strncmp(r->s + r->at, "0-0", 3) != 0) {
		size_t at = r->at;
		while (isdigit((unsigned char)r->s[r->at]))
			r->at++;
		if (r->s[r->at] != '.')
			return record_fail(r, at, "expected '.' after the move number");
		while (r->s[r->at] == '.')
			r->at++;
		return HDC_OK;
	}
	return read_move(m);
}

static hdc_status read_all(struct movetext *m)
{
	struct reader *r = m->r;
	hdc_status st;
	for (;;) {
		char c = r->s[r->at];
		if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
			r->at++;
			continue;
		}
		if (c == '%' && record_at_line_start(r)) {
			r->at += strcspn(r->s + r->at, "\n");
			continue;
		}
		const char *result = record_result_token(r);
		if (result) {
			if ((st = end_game(m)) != HDC_OK)
				return st;
			r->at += strlen(result);
			return record_set_tag(r->game, "Result", result);
		}
		if (!c || c == '[')
			return end_game(m); /* the game ends without a result token */
		if ((st = read_word(m)) != HDC_OK)
			return st;
	}
}

hdc_status record_read_moves(struct reader *r)
{
	struct movetext m = { r, &r->game->tree, r->game->pos, 0, 0, 1, { NULL, 0, 0 }, NULL, 0 };
	hdc_status st = read_all(&m);
	tree_free_text(&m.pending);
	free(m.lines);
	return st;
}
