/* record.c - game records: tag pairs, movetext, result token. */
#include "record_text.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "postext.h"
#include "result.h"
#include "san.h"

static const char *const roster[7] = { "Event", "Site", "Date", "Round", "White", "Black",
	                               "Result" };
static const char *const roster_default[7] = { "?", "?", "????.??.??", "?", "?", "?", "*" };

static char *dup_string(const char *s)
{
	size_t n = strlen(s) + 1;
	char *d = malloc(n);
	if (d)
		memcpy(d, s, n);
	return d;
}

void record_release(struct hdc_game *game)
{
	hdc_position_free(game->pos);
	free(game->start);
	for (size_t i = 0; i < game->ntags; i++) {
		free(game->tags[i].name);
		free(game->tags[i].value);
	}
	free(game->tags);
	tree_release(&game->tree);
	game->pos = NULL;
	game->start = NULL;
	game->tags = NULL;
	game->ntags = game->tags_cap = 0;
}

const char *record_tag(const struct hdc_game *game, const char *name)
{
	for (size_t i = 0; i < game->ntags; i++)
		if (strcmp(game->tags[i].name, name) == 0)
			return game->tags[i].value;
	return NULL;
}

hdc_status record_set_tag(struct hdc_game *game, const char *name, const char *value)
{
	for (size_t i = 0; i < game->ntags; i++) {
		if (strcmp(game->tags[i].name, name) != 0)
			continue;
		if (!value) {
			free(game->tags[i].name);
			free(game->tags[i].value);
			memmove(&game->tags[i], &game->tags[i + 1],
			        (game->ntags - i - 1) * sizeof *game->tags);
			game->ntags--;
			return HDC_OK;
		}
		char *copy = dup_string(value);
		if (!copy)
			return HDC_ERR_NO_MEMORY;
		free(game->tags[i].value);
		game->tags[i].value = copy;
		return HDC_OK;
	}
	if (!value)
		return HDC_OK;
	if (game->ntags == game->tags_cap) {
		size_t cap = game->tags_cap ? 2 * game->tags_cap : 16;
		struct tag *t = realloc(game->tags, cap * sizeof *t);
		if (!t)
			return HDC_ERR_NO_MEMORY;
		game->tags = t;
		game->tags_cap = cap;
	}
	char *n = dup_string(name), *v = dup_string(value);
	if (!n || !v) {
		free(n);
		free(v);
		return HDC_ERR_NO_MEMORY;
	}
	game->tags[game->ntags].name = n;
	game->tags[game->ntags].value = v;
	game->ntags++;
	return HDC_OK;
}

/* Variant, SetUp and FEN tags describe the start position. */
static hdc_status set_start_tags(struct hdc_game *game)
{
	const struct variant_def *def = game->pos->v->def;
	int standard = strcmp(game->start, def->start) == 0;
	hdc_status st = record_set_tag(game, "Variant", def->record_name);
	if (st == HDC_OK)
		st = record_set_tag(game, "SetUp", standard ? NULL : "1");
	if (st == HDC_OK)
		st = record_set_tag(game, "FEN", standard ? NULL : game->start);
	return st;
}

hdc_status record_from_position(const struct hdc_position *pos, struct hdc_game *game)
{
	memset(game, 0, sizeof *game);
	game->error_offset = -1;
	game->home = pos->v;
	hdc_status st = hdc_position_clone(pos, &game->pos);
	if (st != HDC_OK)
		return st;
	/* The start is what the history undoes to. */
	hdc_position *start;
	if ((st = hdc_position_clone(pos, &start)) != HDC_OK) {
		record_release(game);
		return st;
	}
	while (hdc_position_undo(start) == HDC_OK)
		;
	char text[POSTEXT_MAX];
	postext_format(start, text);
	hdc_position_free(start);
	if (!(game->start = dup_string(text))) {
		record_release(game);
		return HDC_ERR_NO_MEMORY;
	}
	st = tree_init(&game->tree);
	for (size_t i = 0, node = 0; i < pos->nhistory && st == HDC_OK; i++) {
		int32_t child;
		st = tree_add_child(&game->tree, (int32_t)node, pos->history[i].move, &child);
		node = (size_t)child;
	}
	int winner;
	int status = game_status(pos, &winner);
	for (int i = 0; i < 7 && st == HDC_OK; i++)
		st = record_set_tag(game, roster[i],
		                    i == 6 ? game_result_text(pos->v, status, winner) : roster_default[i]);
	if (st == HDC_OK)
		st = set_start_tags(game);
	if (st != HDC_OK)
		record_release(game);
	return st;
}

/* ---- reading ---------------------------------------------------------- */

hdc_status record_fail(struct reader *r, size_t offset, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(r->game->error, sizeof r->game->error, fmt, ap);
	va_end(ap);
	r->game->error_offset = (int64_t)offset;
	return HDC_ERR_SYNTAX;
}

int record_at_line_start(const struct reader *r)
{
	return r->at == 0 || r->s[r->at - 1] == '\n';
}

/* White space and comments: {...}, ;... and %... lines. */
static hdc_status skip_space(struct reader *r)
{
	for (;;) {
		char c = r->s[r->at];
		if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
			r->at++;
		} else if (c == '{') {
			size_t open = r->at;
			while (r->s[r->at] && r->s[r->at] != '}')
				r->at++;
			if (!r->s[r->at])
				return record_fail(r, open, "comment '{' is never closed");
			r->at++;
		} else if (c == ';' || (c == '%' && record_at_line_start(r))) {
			while (r->s[r->at] && r->s[r->at] != '\n')
				r->at++;
		} else {
			return HDC_OK;
		}
	}
}

/* A tag pair [Name "value"]; returns the value (malloc'ed) and its name. */
static hdc_status read_tag(struct reader *r, char *name, size_t name_cap, char **value,
                           size_t *value_at)
{
	size_t open = r->at++;
	while (r->s[r->at] == ' ' || r->s[r->at] == '\t')
		r->at++;
	size_t n = 0;
	while (isalnum((unsigned char)r->s[r->at]) || r->s[r->at] == '_') {
		if (n + 1 >= name_cap)
			return record_fail(r, r->at, "tag name too long");
		name[n++] = r->s[r->at++];
	}
	name[n] = '\0';
	if (!n)
		return record_fail(r, r->at, "expected a tag name after '['");
	while (r->s[r->at] == ' ' || r->s[r->at] == '\t')
		r->at++;
	if (r->s[r->at] != '"')
		return record_fail(r, r->at, "expected '\"' to open the value of tag %s", name);
	*value_at = ++r->at;
	size_t len = 0;
	for (size_t i = r->at; r->s[i] != '"'; i++) {
		if (r->s[i] == '\\' && r->s[i + 1])
			i++;
		/* Values are one line, escaped or not: the writer could not
		 * write them back. */
		if (!r->s[i] || r->s[i] == '\n' || r->s[i] == '\r')
			return record_fail(r, open, "value of tag %s is never closed on its line", name);
		len++;
	}
	char *v = malloc(len + 1);
	if (!v)
		return HDC_ERR_NO_MEMORY;
	size_t k = 0;
	while (r->s[r->at] != '"') {
		if (r->s[r->at] == '\\' && r->s[r->at + 1])
			r->at++;
		v[k++] = r->s[r->at++];
	}
	v[k] = '\0';
	r->at++;
	while (r->s[r->at] == ' ' || r->s[r->at] == '\t')
		r->at++;
	if (r->s[r->at] != ']') {
		free(v);
		return record_fail(r, r->at, "expected ']' to close tag %s", name);
	}
	r->at++;
	*value = v;
	return HDC_OK;
}

static hdc_status read_tags(struct reader *r, const struct variant **variant, size_t *fen_at)
{
	hdc_status st;
	while (r->s[r->at] == '[') {
		char name[64];
		char *value = NULL;
		size_t value_at = 0;
		if ((st = read_tag(r, name, sizeof name, &value, &value_at)) != HDC_OK)
			return st;
		/* A game of a variant read from a description names it in its
		 * Variant tag: that tag keeps the game's own variant. */
		int own = strcmp(name, "Variant") == 0 && *variant &&
		          (strcasecmp(value, (*variant)->def->record_name) == 0 ||
		           strcasecmp(value, (*variant)->def->name) == 0);
		if (strcmp(name, "Variant") == 0 && !own &&
		    variant_lookup_record(value, variant) != HDC_OK) {
			r->game->error_offset = (int64_t)value_at;
			variant_unknown_message(value, r->game->error, sizeof r->game->error);
			free(value);
			return HDC_ERR_UNKNOWN_VARIANT;
		}
		if (strcmp(name, "FEN") == 0)
			*fen_at = value_at;
		if (strcmp(name, "Result") == 0 && !record_is_result(value)) {
			free(value);
			return record_fail(r, value_at, "Result must be a result token such as 1-0 or *");
		}
		st = record_set_tag(r->game, name, value);
		free(value);
		if (st != HDC_OK)
			return st;
		/* Comments between tags are dropped; those after the last tag
		 * belong to the movetext. */
		size_t after = r->at;
		if ((st = skip_space(r)) != HDC_OK)
			return st;
		if (r->s[r->at] != '[')
			r->at = after;
	}
	return HDC_OK;
}

static hdc_status setup_position(struct reader *r, const struct variant *v, size_t fen_at)
{
	const char *fen = record_tag(r->game, "FEN");
	/* By handle, not by name: the variant may be one read from text. */
	hdc_status st = hdc_position_new_from_variant(v->handle, &r->game->pos);
	if (st != HDC_OK)
		return st;
	if (fen && (st = hdc_position_set_text(r->game->pos, fen)) != HDC_OK) {
		r->game->error_offset = (int64_t)fen_at + hdc_position_error_offset(r->game->pos);
		snprintf(r->game->error, sizeof r->game->error, "FEN: %s",
		         hdc_position_error_message(r->game->pos));
		return st;
	}
	char text[POSTEXT_MAX];
	postext_format(r->game->pos, text);
	r->game->start = dup_string(text);
	return r->game->start ? HDC_OK : HDC_ERR_NO_MEMORY;
}

int record_is_delimiter(char c)
{
	return !c || strchr(" \t\r\n{}();[]$", c) != NULL;
}

static const char *const result_tokens[] = { "1-0", "0-1", "1/2-1/2", "*",
	                                     "3-0", "0-3", "2-1", "1-2", "1-1" };
#define NRESULTS (sizeof result_tokens / sizeof result_tokens[0])

int record_is_result(const char *text)
{
	for (size_t i = 0; i < NRESULTS; i++)
		if (strcmp(text, result_tokens[i]) == 0)
			return 1;
	return 0;
}

/* Result token at r->at, or NULL. */
const char *record_result_token(const struct reader *r)
{
	for (size_t i = 0; i < NRESULTS; i++) {
		size_t n = strlen(result_tokens[i]);
		if (strncmp(r->s + r->at, result_tokens[i], n) == 0 && record_is_delimiter(r->s[r->at + n]))
			return result_tokens[i];
	}
	return NULL;
}

/* Tags in the order they are written: the seven standard ones, Variant,
 * SetUp, FEN, then the others as they came. */
static int tag_rank(const char *name)
{
	static const char *const first[] = { "Event", "Site", "Date", "Round", "White",
		                             "Black", "Result", "Variant", "SetUp", "FEN" };
	for (int i = 0; i < 10; i++)
		if (strcmp(name, first[i]) == 0)
			return i;
	return 10;
}

static void order_tags(struct hdc_game *game)
{
	/* Insertion sort: stable, and there are few tags. */
	for (size_t i = 1; i < game->ntags; i++) {
		struct tag t = game->tags[i];
		size_t j = i;
		for (; j > 0 && tag_rank(game->tags[j - 1].name) > tag_rank(t.name); j--)
			game->tags[j] = game->tags[j - 1];
		game->tags[j] = t;
	}
}

hdc_status record_read(struct hdc_game *game, const struct variant *fallback, const char *text,
                       size_t *consumed)
{
	struct reader r = { text, 0, game };
	const struct variant *v = fallback;
	size_t fen_at = 0;
	hdc_status st;
	game->error_offset = -1;
	game->error[0] = '\0';
	if ((st = skip_space(&r)) != HDC_OK)
		return st;
	if (!text[r.at]) {
		game->error_offset = (int64_t)r.at;
		snprintf(game->error, sizeof game->error, "no game in the text");
		return HDC_ERR_NO_GAME;
	}
	/* Comments before the tags are dropped; without tags they are the
	 * game's opening comment. */
	if (text[r.at] != '[')
		r.at = 0;
	if ((st = read_tags(&r, &v, &fen_at)) != HDC_OK ||
	    (st = setup_position(&r, v, fen_at)) != HDC_OK ||
	    (st = tree_init(&game->tree)) != HDC_OK ||
	    (st = record_read_moves(&r)) != HDC_OK)
		return st;
	for (int i = 0; i < 7 && st == HDC_OK; i++)
		if (!record_tag(game, roster[i]))
			st = record_set_tag(game, roster[i], roster_default[i]);
	if (st == HDC_OK)
		st = set_start_tags(game);
	if (st == HDC_OK)
		order_tags(game);
	*consumed = r.at;
	return st;
}

/* ---- writing ---------------------------------------------------------- */

void record_append(struct writer *w, const char *s, size_t n)
{
	if (w->failed)
		return;
	if (w->len + n + 1 > w->cap) {
		size_t cap = w->cap ? w->cap : 1024;
		while (w->len + n + 1 > cap)
			cap *= 2;
		char *b = realloc(w->buf, cap);
		if (!b) {
			w->failed = 1;
			return;
		}
		w->buf = b;
		w->cap = cap;
	}
	memcpy(w->buf + w->len, s, n);
	w->len += n;
	w->buf[w->len] = '\0';
	/* The current line starts after the last line break (comments may
	 * hold several). */
	size_t last = n;
	while (last > 0 && s[last - 1] != '\n')
		last--;
	w->line = last > 0 ? n - last : w->line + n;
}

void record_append_str(struct writer *w, const char *s)
{
	record_append(w, s, strlen(s));
}

static void write_tag(struct writer *w, const char *name, const char *value)
{
	record_append_str(w, "[");
	record_append_str(w, name);
	record_append_str(w, " \"");
	for (const char *p = value; *p; p++) {
		if (*p == '"' || *p == '\\')
			record_append(w, "\\", 1);
		record_append(w, p, 1);
	}
	record_append_str(w, "\"]\n");
}

/* Movetext words wrap before column 80. */
void record_write_space(struct writer *w, size_t n)
{
	if (w->line > 0 && w->line + 1 + n > 79)
		record_append_str(w, "\n");
	else if (w->line > 0)
		record_append_str(w, " ");
}

void record_write_word(struct writer *w, const char *word)
{
	size_t n = strlen(word);
	record_write_space(w, n);
	record_append(w, word, n);
}

static int is_derived_tag(const char *name)
{
	for (int i = 0; i < 7; i++)
		if (strcmp(name, roster[i]) == 0)
			return 1;
	return strcmp(name, "Variant") == 0 || strcmp(name, "SetUp") == 0 ||
	       strcmp(name, "FEN") == 0;
}

size_t record_write(const struct hdc_game *game, char **out)
{
	struct writer w = { NULL, 0, 0, 0, 0 };
	const struct variant_def *def = game->pos->v->def;
	for (int i = 0; i < 7; i++) {
		const char *value = record_tag(game, roster[i]);
		write_tag(&w, roster[i], value ? value : roster_default[i]);
	}
	write_tag(&w, "Variant", def->record_name);
	if (strcmp(game->start, def->start) != 0) {
		write_tag(&w, "SetUp", "1");
		write_tag(&w, "FEN", game->start);
	}
	for (size_t i = 0; i < game->ntags; i++)
		if (!is_derived_tag(game->tags[i].name))
			write_tag(&w, game->tags[i].name, game->tags[i].value);
	record_append_str(&w, "\n");

	record_write_moves(game, &w);
	const char *result = record_tag(game, "Result");
	record_write_word(&w, result ? result : "*");
	record_append_str(&w, "\n");
	if (w.failed) {
		free(w.buf);
		return (size_t)-1;
	}
	*out = w.buf;
	return w.len;
}
