/*
 * test_tree.c - game trees (issue 12, item 5): comments, NAGs and
 * variations read from record text, written back in standard form, and
 * the node calls that walk and edit a game's tree.
 */
#include <stdio.h>
#include <stdlib.h>

#include "record_util.h"

/* The main line as coordinate text, from hdc_game_moves. */
static void mainline_text(const hdc_game *game, char *out, size_t cap)
{
	hdc_move moves[64];
	size_t n = 0, len = 0;
	ck_assert_int_eq(hdc_game_moves(game, moves, 64, &n), HDC_OK);
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_game_node_position(game, 0, &pos), HDC_OK);
	out[0] = '\0';
	for (size_t i = 0; i < n; i++) {
		char coord[32];
		coord_of(pos, moves[i], coord, sizeof coord);
		len += (size_t)snprintf(out + len, cap - len, "%s%s", i ? " " : "", coord);
		ck_assert_int_eq(hdc_position_play(pos, moves[i]), HDC_OK);
	}
	hdc_position_free(pos);
}

static hdc_position *start_pos(void)
{
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new("hdc", &pos), HDC_OK);
	return pos;
}

/* The coordinate text of a node's move. */
static const char *coord_at(const hdc_game *game, int32_t node)
{
	static char coord[32];
	int32_t parent = -1;
	ck_assert_int_eq(hdc_game_node_parent(game, node, &parent), HDC_OK);
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_game_node_position(game, parent, &pos), HDC_OK);
	coord_of(pos, move_of(game, node), coord, sizeof coord);
	hdc_position_free(pos);
	return coord;
}

/* Adds the move written `coord` after node; returns the child's id. */
static int32_t add(hdc_game *game, int32_t node, const char *coord)
{
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_game_node_position(game, node, &pos), HDC_OK);
	int32_t child = -1;
	ck_assert_int_eq(hdc_game_node_add_variation(game, node, find_move(pos, coord), &child),
	                 HDC_OK);
	hdc_position_free(pos);
	ck_assert_int_ge(child, 0);
	return child;
}

/* The movetext of a game (after the blank line), its line breaks as
 * spaces. */
static char *movetext_of(const hdc_game *game)
{
	char *text = write_game(game);
	char *body = strstr(text, "\n\n");
	ck_assert_ptr_nonnull(body);
	memmove(text, body + 2, strlen(body + 2) + 1);
	for (char *p = text; *p; p++)
		if (*p == '\n')
			*p = ' ';
	size_t n = strlen(text);
	while (n && text[n - 1] == ' ')
		text[--n] = '\0';
	return text;
}

/* ------------------------------------------------------------------------ */
/* Reading and writing                                                       */
/* ------------------------------------------------------------------------ */

static const char annotated[] =
        "[Event \"tree\"]\n{ dropped: between tags }\n[Site \"here\"]\n\n"
        "{ opening } 1. e4-IV! {best} $14 (1. d4-IV {queen} (1. c4-IV)) (1. e3-IV?!)\n"
        "1... e5-IV {reply} 2. Nf3-IV (2. Nc3-IV) {before} 2... Nc6-IV\n"
        "( {alt} 2... d6-IV ; rest\n) *\n";

static const char annotated_written[] =
        "{opening} 1. e4" DASH "IV $1 $14 {best} (1. d4" DASH "IV {queen}) (1. c4" DASH
        "IV) (1. e3" DASH "IV $6) 1... e5" DASH "IV {reply} 2. Nf3" DASH "IV (2. Nc3" DASH
        "IV) {before} 2... Nc6" DASH "IV ({alt} 2... d6" DASH "IV {rest}) *";

START_TEST(read_keeps_everything)
{
	hdc_game *game = new_game("hdc");
	read_game(game, annotated);
	ck_assert_str_eq(comment_of(game, 0), "opening");
	ck_assert_str_eq(nags_of(game, 0), "");
	/* A variation inside a variation is an alternative to the move it
	 * follows: all four first moves are children of the root. */
	ck_assert_int_eq(child_count(game, 0), 4);
	static const char *const first[4] = { "e2IVe4IV", "d2IVd4IV", "c2IVc4IV", "e2IVe3IV" };
	for (int i = 0; i < 4; i++)
		ck_assert_str_eq(coord_at(game, child_of(game, 0, i)), first[i]);
	int32_t e4 = child_of(game, 0, 0), d4 = child_of(game, 0, 1), e3 = child_of(game, 0, 3);
	ck_assert_str_eq(nags_of(game, e4), "1 14");
	ck_assert_str_eq(comment_of(game, e4), "best");
	ck_assert_str_eq(comment_of(game, d4), "queen");
	ck_assert_str_eq(nags_of(game, e3), "6");
	ck_assert_int_eq(child_count(game, d4), 0);
	int32_t e5 = child_of(game, e4, 0);
	ck_assert_str_eq(comment_of(game, e5), "reply");
	ck_assert_int_eq(child_count(game, e5), 2);
	int32_t nf3 = child_of(game, e5, 0);
	ck_assert_str_eq(coord_at(game, child_of(game, e5, 1)), "b1IVc3IV");
	int32_t nc6 = child_of(game, nf3, 0), d6 = child_of(game, nf3, 1);
	ck_assert_str_eq(starting_of(game, nc6), "before");
	ck_assert_str_eq(comment_of(game, nc6), "");
	ck_assert_str_eq(starting_of(game, d6), "alt");
	ck_assert_str_eq(comment_of(game, d6), "rest");
	ck_assert_str_eq(coord_at(game, d6), "d7IVd6IV");
	/* The main line is what it was before trees. */
	char line[256];
	mainline_text(game, line, sizeof line);
	ck_assert_str_eq(line, "e2IVe4IV e7IVe5IV g1IVf3IV b8IVc6IV");
	int32_t ply = -1;
	ck_assert_int_eq(hdc_game_node_ply(game, d6, &ply), HDC_OK);
	ck_assert_int_eq(ply, 4);
	hdc_game_free(game);
}
END_TEST

START_TEST(write_standard_form)
{
	hdc_game *game = new_game("hdc");
	read_game(game, annotated);
	char *text = movetext_of(game);
	ck_assert_str_eq(text, annotated_written);
	/* And it reads back to the same tree, written the same again. */
	hdc_game_free(assert_round_trip(game));
	free(text);
	hdc_game_free(game);
}
END_TEST

/* A starting comment of a main continuation right after a move without a
 * comment: "{}" keeps the slot of the move before. */
START_TEST(write_empty_comment_slot)
{
	hdc_game *game = new_game("hdc");
	int32_t e4 = add(game, 0, "e2IVe4IV");
	int32_t e5 = add(game, e4, "e7IVe5IV");
	ck_assert_int_eq(hdc_game_node_set_starting_comment(game, e4, "first"), HDC_OK);
	ck_assert_int_eq(hdc_game_node_set_starting_comment(game, e5, "  then  "), HDC_OK);
	char *text = movetext_of(game);
	ck_assert_str_eq(text, "{} {first} 1. e4" DASH "IV {} {then} 1... e5" DASH "IV *");
	free(text);
	hdc_game *back = assert_round_trip(game);
	ck_assert_str_eq(comment_of(back, 0), "");
	ck_assert_str_eq(starting_of(back, child_of(back, 0, 0)), "first");
	hdc_game_free(back);
	hdc_game_free(game);
}
END_TEST

/* Several comments for one slot are joined; a starting comment with no
 * move after it stays with the move before. */
START_TEST(read_joins_comments)
{
	hdc_game *game = new_game("hdc");
	read_game(game, "{a} {b} ; c\n1. e4-IV {d}{e} (1. d4-IV {f}) {g} {h} *");
	ck_assert_str_eq(comment_of(game, 0), "a");
	int32_t e4 = child_of(game, 0, 0);
	ck_assert_str_eq(starting_of(game, e4), "b c");
	ck_assert_str_eq(comment_of(game, e4), "d e g h");
	ck_assert_str_eq(comment_of(game, child_of(game, 0, 1)), "f");
	hdc_game_free(game);
}
END_TEST

/* AddressSanitizer's strict string checks (as .ci/run sets them) make
 * every string call on the rest of a long text walk all of it: fewer
 * comments there. */
#if defined(__SANITIZE_ADDRESS__)
#define MANY_COMMENTS 10000
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define MANY_COMMENTS 10000
#endif
#endif
#ifndef MANY_COMMENTS
#define MANY_COMMENTS 200000
#endif

/* 200 000 comments in a row: all kept, joined (in linear time: a quadratic
 * join would take minutes here, well past the suite's timeout). */
START_TEST(read_many_comments)
{
	enum { N = MANY_COMMENTS };
	static const char head[] = "1. e4-IV ";
	char *text = malloc(sizeof head + 3 * N + 3);
	ck_assert_ptr_nonnull(text);
	strcpy(text, head);
	char *p = text + strlen(head);
	for (int i = 0; i < N; i++, p += 3)
		memcpy(p, "{a}", 3);
	strcpy(p, " *");
	hdc_game *game = new_game("hdc");
	read_game(game, text);
	size_t needed = 0;
	ck_assert_int_eq(hdc_game_node_comment(game, child_of(game, 0, 0), NULL, 0, &needed),
	                 HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_uint_eq(needed, 2 * N); /* "a a ... a" and the NUL */
	hdc_game_free(game);
	free(text);
}
END_TEST

/* The six suffixes are NAGs 1..6; the move is read without them. */
START_TEST(read_suffix_nags)
{
	static const char *const suffix[6] = { "!", "?", "!!", "??", "!?", "?!" };
	char text[128];
	for (int i = 0; i < 6; i++) {
		hdc_game *game = new_game("hdc");
		snprintf(text, sizeof text, "1. e4-IV%s $%d *", suffix[i], 10 + i);
		read_game(game, text);
		int32_t e4 = child_of(game, 0, 0);
		ck_assert_str_eq(coord_at(game, e4), "e2IVe4IV");
		char want[16];
		snprintf(want, sizeof want, "%d %d", i + 1, 10 + i);
		ck_assert_str_eq(nags_of(game, e4), want);
		hdc_game_free(game);
	}
}
END_TEST

/* C'escacs notation, its moves with suffixes and variations. */
START_TEST(read_cescacs_tree)
{
	hdc_game *game = new_game("hdc");
	read_game(game, "[Variant \"C'escacs\"]\n\n1. NE3-C7!? {x} (1. B4-B8 $3 1... E21-E17?) "
	                "1... E21-E17 *");
	ck_assert_int_eq(child_count(game, 0), 2);
	int32_t first = child_of(game, 0, 0), second = child_of(game, 0, 1);
	ck_assert_str_eq(nags_of(game, first), "5");
	ck_assert_str_eq(comment_of(game, first), "x");
	ck_assert_str_eq(nags_of(game, second), "3");
	ck_assert_str_eq(nags_of(game, child_of(game, second, 0)), "2");
	char *text = movetext_of(game);
	ck_assert_str_eq(text, "1. NE3-C7 $5 {x} (1. B4-B8 $3 E21-E17 $2) 1... E21-E17 *");
	free(text);
	hdc_game_free(assert_round_trip(game));
	hdc_game_free(game);
}
END_TEST

/* The same move twice in a record stays twice (the main line is the
 * text's), and the writer keeps both. */
START_TEST(read_repeated_variation)
{
	hdc_game *game = new_game("hdc");
	read_game(game, "1. e4-IV (1. e4-IV e6-IV) e5-IV *");
	ck_assert_int_eq(child_count(game, 0), 2);
	char line[128];
	mainline_text(game, line, sizeof line);
	ck_assert_str_eq(line, "e2IVe4IV e7IVe5IV");
	/* add_variation finds the first. */
	int32_t e4 = add(game, 0, "e2IVe4IV");
	ck_assert_int_eq(e4, child_of(game, 0, 0));
	hdc_game_free(assert_round_trip(game));
	hdc_game_free(game);
}
END_TEST

static const struct bad_tree {
	const char *name;
	const char *before, *at;
} bad_trees[] = {
	{ "variation before any move", "", "(1. d4-IV) 1. e4-IV *" },
	{ "variation right after '('", "1. e4-IV ( ", "(1. d4-IV) 1. c4-IV) *" },
	{ "NAG before any move", "", "$1 1. e4-IV *" },
	{ "NAG at the start of a variation", "1. e4-IV (", "$1 1. d4-IV) *" },
	{ "NAG too large", "1. e4-IV ", "$256 *" },
	{ "NAG huge", "1. e4-IV ", "$99999999999999999999 *" },
	{ "result inside a variation", "1. e4-IV ", "(1. d4-IV *) e5-IV" },
	{ "next game inside a variation", "1. e4-IV ", "(1. d4-IV\n[Event \"x\"]\n" },
	{ "'}' in a ';' comment", "1. e4-IV ; smile :", "} \n*" },
	{ "']' after a move number", "1. e4-IV e5-IV 2.", "] Qd8-IV 0-1" },
	{ "'}' alone", "1. e4-IV ", "} *" },
};

START_TEST(bad_tree_text)
{
	const struct bad_tree *b = &bad_trees[_i];
	char text[512];
	snprintf(text, sizeof text, "%s%s", b->before, b->at);
	hdc_game *game = new_game("hdc");
	read_game(game, "1. e3-IV {kept} *");
	char *before = write_game(game);
	size_t consumed = 777;
	ck_assert_msg(hdc_game_read(game, text, &consumed) == HDC_ERR_SYNTAX, "%s", b->name);
	ck_assert_msg(hdc_game_error_offset(game) == (int64_t)strlen(b->before),
	              "%s: error at %lld (%s)", b->name, (long long)hdc_game_error_offset(game),
	              hdc_game_error_message(game));
	ck_assert_str_ne(hdc_game_error_message(game), "");
	ck_assert_uint_eq(consumed, 777);
	char *after = write_game(game);
	ck_assert_str_eq(after, before);
	free(after);
	free(before);
	hdc_game_free(game);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* Nesting depth                                                             */
/* ------------------------------------------------------------------------ */

enum { MAX_NESTING = 200 };

/* "1. e4 (1. e4 (1. e4 ... ))": depth variations, each inside the last. */
static char *nested_text(int depth)
{
	size_t cap = (size_t)depth * 16 + 64, len = 0;
	char *text = malloc(cap);
	ck_assert_ptr_nonnull(text);
	len += (size_t)snprintf(text, cap, "1. e4-IV ");
	for (int i = 0; i < depth; i++)
		len += (size_t)snprintf(text + len, cap - len, "(1. e4-IV ");
	for (int i = 0; i < depth; i++)
		text[len++] = ')';
	snprintf(text + len, cap - len, " *");
	return text;
}

START_TEST(read_nesting_bound)
{
	hdc_game *game = new_game("hdc");
	char *text = nested_text(MAX_NESTING);
	read_game(game, text);
	ck_assert_int_eq(child_count(game, 0), MAX_NESTING + 1);
	free(text);
	text = nested_text(MAX_NESTING + 1);
	size_t consumed;
	ck_assert_int_eq(hdc_game_read(game, text, &consumed), HDC_ERR_SYNTAX);
	ck_assert_int_eq(hdc_game_error_offset(game),
	                 (int64_t)strlen("1. e4-IV ") + MAX_NESTING * (int64_t)strlen("(1. e4-IV "));
	ck_assert_ptr_nonnull(strstr(hdc_game_error_message(game), "200"));
	free(text);
	hdc_game_free(game);
}
END_TEST

/* Adds two children to node: a main continuation (or the existing one)
 * and a variation beside it, one level deeper.  Returns the status of the
 * second. */
static hdc_status add_pair(hdc_game *game, int32_t node, struct rng *r, int32_t *alt)
{
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_game_node_position(game, node, &pos), HDC_OK);
	hdc_move moves[HDC_MAX_MOVES];
	size_t n = 0;
	ck_assert_int_eq(hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &n), HDC_OK);
	hdc_position_free(pos);
	ck_assert_uint_ge(n, 2);
	size_t k = rng_below(r, n - 1);
	int32_t main = -1;
	ck_assert_int_eq(hdc_game_node_add_variation(game, node, moves[k], &main), HDC_OK);
	return hdc_game_node_add_variation(game, node, moves[k + 1], alt);
}

/* The editing calls keep the tree within the reader's bound, so a deep
 * tree built by them reads back. */
START_TEST(edit_nesting_bound)
{
	hdc_game *game = new_game("hdc");
	struct rng r = { 12 };
	int32_t node = 0, alt = -1;
	int depth = 0;
	while (add_pair(game, node, &r, &alt) == HDC_OK) {
		depth++;
		node = alt;
	}
	ck_assert_int_eq(depth, MAX_NESTING);
	ck_assert_str_ne(hdc_game_error_message(game), "");
	/* node is 200 deep, with a main continuation.  Made the main line
	 * of its parent it is 199 deep, and room is left below it... */
	int32_t parent = -1;
	ck_assert_int_eq(hdc_game_node_parent(game, node, &parent), HDC_OK);
	ck_assert_int_eq(hdc_game_node_promote_to_main(game, node), HDC_OK);
	ck_assert_int_eq(child_of(game, parent, 0), node);
	ck_assert_int_eq(add_pair(game, child_of(game, node, 0), &r, &alt), HDC_OK);
	/* ... which demoting it again would overflow. */
	ck_assert_int_eq(hdc_game_node_demote(game, node), HDC_ERR_RANGE);
	ck_assert_int_eq(child_of(game, parent, 0), node);
	hdc_game_free(assert_round_trip(game));
	hdc_game_free(game);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* Editing                                                                   */
/* ------------------------------------------------------------------------ */

START_TEST(edit_variations)
{
	hdc_game *game = new_game("hdc");
	int32_t e4 = add(game, 0, "e2IVe4IV");
	int32_t e5 = add(game, e4, "e7IVe5IV");
	int32_t d4 = add(game, 0, "d2IVd4IV");
	int32_t c4 = add(game, 0, "c2IVc4IV");
	ck_assert_int_eq(add(game, 0, "e2IVe4IV"), e4); /* the existing node */
	ck_assert_int_eq(child_count(game, 0), 3);
	char line[256];
	mainline_text(game, line, sizeof line);
	ck_assert_str_eq(line, "e2IVe4IV e7IVe5IV");

	/* promote: one place up; the main line follows. */
	ck_assert_int_eq(hdc_game_node_promote(game, c4), HDC_OK);
	ck_assert_int_eq(child_of(game, 0, 1), c4);
	ck_assert_int_eq(hdc_game_node_promote(game, c4), HDC_OK);
	ck_assert_int_eq(child_of(game, 0, 0), c4);
	mainline_text(game, line, sizeof line);
	ck_assert_str_eq(line, "c2IVc4IV");
	ck_assert_int_eq(hdc_game_node_promote(game, c4), HDC_OK); /* already first */
	ck_assert_int_eq(child_of(game, 0, 0), c4);
	/* Ids keep naming their nodes. */
	ck_assert_str_eq(coord_at(game, e5), "e7IVe5IV");
	ck_assert_str_eq(coord_at(game, d4), "d2IVd4IV");

	/* hdc_game_position is the end of the new main line. */
	hdc_position *end = NULL, *at = NULL;
	ck_assert_int_eq(hdc_game_position(game, &end), HDC_OK);
	ck_assert_int_eq(hdc_game_node_position(game, c4, &at), HDC_OK);
	ck_assert_uint_eq(get_key(end), get_key(at));
	hdc_position_free(end);
	hdc_position_free(at);

	/* demote to the end, then promote_to_main. */
	ck_assert_int_eq(hdc_game_node_demote(game, c4), HDC_OK);
	ck_assert_int_eq(hdc_game_node_demote(game, c4), HDC_OK);
	ck_assert_int_eq(hdc_game_node_demote(game, c4), HDC_OK); /* already last */
	ck_assert_int_eq(child_of(game, 0, 0), e4);
	ck_assert_int_eq(child_of(game, 0, 1), d4);
	ck_assert_int_eq(child_of(game, 0, 2), c4);
	mainline_text(game, line, sizeof line);
	ck_assert_str_eq(line, "e2IVe4IV e7IVe5IV");
	ck_assert_int_eq(hdc_game_node_promote_to_main(game, d4), HDC_OK);
	ck_assert_int_eq(child_of(game, 0, 0), d4);
	ck_assert_int_eq(child_of(game, 0, 1), e4);
	mainline_text(game, line, sizeof line);
	ck_assert_str_eq(line, "d2IVd4IV");

	/* hdc_game_play appends to the main line: after d4 now. */
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_game_position(game, &pos), HDC_OK);
	ck_assert_int_eq(hdc_game_play(game, find_move(pos, "d7IVd5IV")), HDC_OK);
	hdc_position_free(pos);
	ck_assert_int_eq(child_count(game, d4), 1);

	/* remove the main continuation: the next sibling takes its place. */
	ck_assert_int_eq(hdc_game_node_remove(game, d4), HDC_OK);
	ck_assert_int_eq(child_count(game, 0), 2);
	mainline_text(game, line, sizeof line);
	ck_assert_str_eq(line, "e2IVe4IV e7IVe5IV");
	int32_t parent = 5;
	ck_assert_int_eq(hdc_game_node_parent(game, d4, &parent), HDC_ERR_RANGE);
	ck_assert_int_eq(parent, 5);
	/* A new node gets a fresh id, not the removed one. */
	int32_t a3 = add(game, 0, "a2IVa3IV");
	ck_assert_int_ne(a3, d4);
	ck_assert_int_eq(hdc_game_node_parent(game, a3, &parent), HDC_OK);
	ck_assert_int_eq(parent, 0);
	ck_assert_int_eq(hdc_game_node_parent(game, d4, &parent), HDC_ERR_RANGE);
	/* Removing the whole main line leaves the variations. */
	ck_assert_int_eq(hdc_game_node_remove(game, e4), HDC_OK);
	ck_assert_int_eq(hdc_game_node_move(game, e5, &(hdc_move){ 0 }), HDC_ERR_RANGE);
	mainline_text(game, line, sizeof line);
	ck_assert_str_eq(line, "c2IVc4IV");
	ck_assert_int_eq(hdc_game_node_remove(game, 0), HDC_ERR_RANGE);
	hdc_game_free(game);
}
END_TEST

/* A node's position: the moves from the start as its history. */
START_TEST(node_position)
{
	hdc_game *game = new_game("hdc");
	read_game(game, "1. e4-IV e5-IV (1... d5-IV 2. exd5-IV) 2. Nf3-IV *");
	int32_t d5 = child_of(game, child_of(game, 0, 0), 1);
	int32_t exd5 = child_of(game, d5, 0);
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_game_node_position(game, exd5, &pos), HDC_OK);
	size_t n = 0;
	ck_assert_int_eq(hdc_position_history_length(pos, &n), HDC_OK);
	ck_assert_uint_eq(n, 3);
	hdc_position *want = start_pos();
	play(want, "e2IVe4IV");
	play(want, "d7IVd5IV");
	play(want, "e4IVd5IV");
	ck_assert_uint_eq(get_key(pos), get_key(want));
	hdc_position_free(want);
	hdc_position_free(pos);
	/* The root: the start position, no history. */
	ck_assert_int_eq(hdc_game_node_position(game, 0, &pos), HDC_OK);
	ck_assert_int_eq(hdc_position_history_length(pos, &n), HDC_OK);
	ck_assert_uint_eq(n, 0);
	hdc_position_free(pos);
	pos = (hdc_position *)game;
	ck_assert_int_eq(hdc_game_node_position(game, 99, &pos), HDC_ERR_RANGE);
	ck_assert_ptr_null(pos);
	hdc_game_free(game);
}
END_TEST

START_TEST(comments_and_nags)
{
	hdc_game *game = new_game("hdc");
	int32_t e4 = add(game, 0, "e2IVe4IV");
	ck_assert_int_eq(hdc_game_node_set_comment(game, e4, "  good \n move\t"), HDC_OK);
	ck_assert_str_eq(comment_of(game, e4), "good \n move");
	ck_assert_int_eq(hdc_game_node_set_comment(game, 0, "{nested { braces"), HDC_OK);
	ck_assert_str_eq(comment_of(game, 0), "{nested { braces");
	ck_assert_int_eq(hdc_game_node_set_comment(game, e4, "a } b"), HDC_ERR_RANGE);
	ck_assert_str_ne(hdc_game_error_message(game), "");
	ck_assert_str_eq(comment_of(game, e4), "good \n move");
	ck_assert_int_eq(hdc_game_node_set_starting_comment(game, 0, "x"), HDC_ERR_RANGE);
	ck_assert_int_eq(hdc_game_node_set_comment(game, e4, NULL), HDC_OK);
	ck_assert_str_eq(comment_of(game, e4), "");
	ck_assert_int_eq(hdc_game_node_set_comment(game, e4, "x"), HDC_OK);
	ck_assert_int_eq(hdc_game_node_set_comment(game, e4, ""), HDC_OK);
	ck_assert_str_eq(comment_of(game, e4), "");

	/* Comment buffers follow the usual contract. */
	ck_assert_int_eq(hdc_game_node_set_comment(game, e4, "abc"), HDC_OK);
	char small[3] = "zz";
	size_t needed = 0;
	ck_assert_int_eq(hdc_game_node_comment(game, e4, small, sizeof small, &needed),
	                 HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_uint_eq(needed, 4);
	ck_assert_str_eq(small, "zz");

	int32_t nags[4] = { 3, 1, 3, 200 };
	ck_assert_int_eq(hdc_game_node_set_nags(game, e4, nags, 4), HDC_OK);
	ck_assert_str_eq(nags_of(game, e4), "3 1 200");
	ck_assert_int_eq(hdc_game_node_add_nag(game, e4, 1), HDC_OK);
	ck_assert_int_eq(hdc_game_node_add_nag(game, e4, 0), HDC_OK);
	ck_assert_str_eq(nags_of(game, e4), "3 1 200 0");
	ck_assert_int_eq(hdc_game_node_add_nag(game, e4, 256), HDC_ERR_RANGE);
	ck_assert_int_eq(hdc_game_node_add_nag(game, e4, -1), HDC_ERR_RANGE);
	nags[1] = INT32_MIN;
	ck_assert_int_eq(hdc_game_node_set_nags(game, e4, nags, 4), HDC_ERR_RANGE);
	ck_assert_str_eq(nags_of(game, e4), "3 1 200 0");
	ck_assert_int_eq(hdc_game_node_add_nag(game, 0, 1), HDC_ERR_RANGE);
	ck_assert_int_eq(hdc_game_node_set_nags(game, 0, NULL, 0), HDC_ERR_RANGE);
	int32_t out[2] = { -5, -5 };
	size_t count = 0;
	ck_assert_int_eq(hdc_game_node_nags(game, e4, out, 2, &count), HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_uint_eq(count, 4);
	ck_assert_int_eq(out[0], -5);
	ck_assert_int_eq(hdc_game_node_nags(game, e4, NULL, 0, &count), HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_int_eq(hdc_game_node_set_nags(game, e4, NULL, 0), HDC_OK);
	ck_assert_str_eq(nags_of(game, e4), "");

	/* Written as "$n" after the move, the comment after them. */
	ck_assert_int_eq(hdc_game_node_add_nag(game, e4, 5), HDC_OK);
	char *text = movetext_of(game);
	ck_assert_str_eq(text, "{{nested { braces} 1. e4" DASH "IV $5 {abc} *");
	free(text);
	hdc_game_free(game);
}
END_TEST

/* Bad ids, bad moves, NULLs: a status, and the game unchanged. */
START_TEST(hostile_arguments)
{
	hdc_game *game = new_game("hdc");
	read_game(game, "{c} 1. e4-IV $1 (1. d4-IV) e5-IV *");
	char *before = write_game(game);
	static const int32_t bad_ids[] = { -1, INT32_MIN, INT32_MAX, 1 << 20, 12345,
		                           (1 << 20) | 1, 4 };
	int32_t out = 77;
	hdc_move move = 77;
	size_t size = 0;
	hdc_position *pos = NULL;
	for (size_t i = 0; i < sizeof bad_ids / sizeof bad_ids[0]; i++) {
		int32_t id = bad_ids[i];
		ck_assert_int_eq(hdc_game_node_parent(game, id, &out), HDC_ERR_RANGE);
		ck_assert_int_eq(hdc_game_node_move(game, id, &move), HDC_ERR_RANGE);
		ck_assert_int_eq(hdc_game_node_ply(game, id, &out), HDC_ERR_RANGE);
		ck_assert_int_eq(hdc_game_node_child_count(game, id, &out), HDC_ERR_RANGE);
		ck_assert_int_eq(hdc_game_node_child(game, id, 0, &out), HDC_ERR_RANGE);
		ck_assert_int_eq(hdc_game_node_position(game, id, &pos), HDC_ERR_RANGE);
		ck_assert_int_eq(hdc_game_node_comment(game, id, NULL, 0, &size), HDC_ERR_RANGE);
		ck_assert_int_eq(hdc_game_node_starting_comment(game, id, NULL, 0, &size),
		                 HDC_ERR_RANGE);
		ck_assert_int_eq(hdc_game_node_nags(game, id, NULL, 0, &size), HDC_ERR_RANGE);
		ck_assert_int_eq(hdc_game_node_set_comment(game, id, "x"), HDC_ERR_RANGE);
		ck_assert_int_eq(hdc_game_node_set_starting_comment(game, id, "x"), HDC_ERR_RANGE);
		ck_assert_int_eq(hdc_game_node_set_nags(game, id, NULL, 0), HDC_ERR_RANGE);
		ck_assert_int_eq(hdc_game_node_add_nag(game, id, 1), HDC_ERR_RANGE);
		ck_assert_int_eq(hdc_game_node_add_variation(game, id, 0, &out), HDC_ERR_RANGE);
		ck_assert_int_eq(hdc_game_node_promote(game, id), HDC_ERR_RANGE);
		ck_assert_int_eq(hdc_game_node_promote_to_main(game, id), HDC_ERR_RANGE);
		ck_assert_int_eq(hdc_game_node_demote(game, id), HDC_ERR_RANGE);
		ck_assert_int_eq(hdc_game_node_remove(game, id), HDC_ERR_RANGE);
	}
	ck_assert_int_eq(out, 77);
	ck_assert_int_eq(hdc_game_node_move(game, 0, &move), HDC_ERR_RANGE);
	ck_assert_int_eq(hdc_game_node_child(game, 0, 2, &out), HDC_ERR_RANGE);
	ck_assert_int_eq(hdc_game_node_child(game, 0, -1, &out), HDC_ERR_RANGE);
	ck_assert_int_eq(hdc_game_node_parent(game, 0, &out), HDC_OK);
	ck_assert_int_eq(out, -1);
	/* Any 32-bit value as a move. */
	/* (Not 0: where the library has a null move, 0 is that.) */
	static const hdc_move bad_moves[] = { 0xFFFFFFFFu, 0x12345678u, 0xE0000000u,
		                              (12u << 10) | 28u, 1u };
	int32_t e4 = child_of(game, 0, 0);
	for (size_t i = 0; i < sizeof bad_moves / sizeof bad_moves[0]; i++) {
		out = 77;
		ck_assert_int_eq(hdc_game_node_add_variation(game, 0, bad_moves[i], &out),
		                 HDC_ERR_ILLEGAL_MOVE);
		ck_assert_int_eq(hdc_game_node_add_variation(game, e4, bad_moves[i], &out),
		                 HDC_ERR_ILLEGAL_MOVE);
		ck_assert_int_eq(out, 77);
		ck_assert_str_ne(hdc_game_error_message(game), "");
	}
	/* NULLs. */
	ck_assert_int_eq(hdc_game_node_parent(NULL, 0, &out), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_game_node_parent(game, 0, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_game_node_add_variation(game, 0, 0, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_game_node_set_nags(game, e4, NULL, 1), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_game_node_nags(game, e4, NULL, 1, &size), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_game_node_position(game, 0, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_game_node_promote(NULL, 1), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_game_node_remove(NULL, 1), HDC_ERR_NULL);
	char *after = write_game(game);
	ck_assert_str_eq(after, before);
	free(after);
	free(before);
	hdc_game_free(game);
}
END_TEST

/* hdc_game_from_position: the history is the main line; hdc_game_play
 * still ends the game with its Result. */
START_TEST(from_position_and_play)
{
	hdc_position *pos = start_pos();
	play(pos, "e2IVe4IV");
	play(pos, "e7IVe5IV");
	hdc_game *game = NULL;
	ck_assert_int_eq(hdc_game_from_position(pos, &game), HDC_OK);
	ck_assert_int_eq(child_count(game, 0), 1);
	int32_t e5 = child_of(game, child_of(game, 0, 0), 0);
	ck_assert_str_eq(coord_at(game, e5), "e7IVe5IV");
	ck_assert_int_eq(child_count(game, e5), 0);
	ck_assert_int_eq(hdc_game_play(game, find_move(pos, "g1IVf3IV")), HDC_OK);
	ck_assert_int_eq(child_count(game, e5), 1);
	hdc_position_free(pos);
	hdc_game_free(game);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("game trees");
	TCase *tc = tcase_create("read and write");
	tcase_add_test(tc, read_keeps_everything);
	tcase_add_test(tc, write_standard_form);
	tcase_add_test(tc, write_empty_comment_slot);
	tcase_add_test(tc, read_joins_comments);
	tcase_add_test(tc, read_suffix_nags);
	tcase_add_test(tc, read_many_comments);
	tcase_add_test(tc, read_cescacs_tree);
	tcase_add_test(tc, read_repeated_variation);
	tcase_add_loop_test(tc, bad_tree_text, 0, (int)(sizeof bad_trees / sizeof bad_trees[0]));
	suite_add_tcase(s, tc);

	tc = tcase_create("nesting");
	tcase_add_test(tc, read_nesting_bound);
	tcase_add_test(tc, edit_nesting_bound);
	suite_add_tcase(s, tc);

	tc = tcase_create("edit");
	tcase_add_test(tc, edit_variations);
	tcase_add_test(tc, node_position);
	tcase_add_test(tc, comments_and_nags);
	tcase_add_test(tc, hostile_arguments);
	tcase_add_test(tc, from_position_and_play);
	suite_add_tcase(s, tc);
	return run_suite(s);
}
