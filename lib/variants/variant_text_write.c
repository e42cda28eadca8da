/*
 * variant_text_write.c - print a variant_def as canonical HVD text: every
 * section in the order of docs/VARIANTS.md, every key whose value is not the
 * default.  Reading the text back gives a def with the same tables.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "variant_text.h"

/* Text goes to buf while it fits; `n` counts all of it, so that a caller
 * learns the size it needs from one pass. */
struct sink {
	char *buf;
	size_t cap, n;
	size_t line_start; /* n at the start of the current line */
};

__attribute__((format(printf, 2, 3))) static void put(struct sink *s, const char *fmt, ...)
{
	char tmp[512];
	va_list ap;
	va_start(ap, fmt);
	int k = vsnprintf(tmp, sizeof tmp, fmt, ap);
	va_end(ap);
	if (k < 0)
		return;
	for (int i = 0; i < k && i < (int)sizeof tmp - 1; i++) {
		if (s->n + 1 < s->cap)
			s->buf[s->n] = tmp[i];
		s->n++;
		if (tmp[i] == '\n')
			s->line_start = s->n;
	}
}

static void put_vector(struct sink *s, const struct variant_def *d, const int8_t v[3])
{
	if (d->nz == 1 && v[2] == 0)
		put(s, "(%d,%d)", v[0], v[1]);
	else
		put(s, "(%d,%d,%d)", v[0], v[1], v[2]);
}

static void put_vectors(struct sink *s, const struct variant_def *d, const char *key,
                        const int8_t (*v)[3], int n)
{
	if (!n)
		return;
	put(s, "%s =", key);
	for (int i = 0; i < n; i++) {
		put(s, " ");
		put_vector(s, d, v[i]);
	}
	put(s, "\n");
}

static void put_route(struct sink *s, const struct variant_def *d, const char *key,
                      const int8_t from[3], const int8_t to[3])
{
	put(s, "%s = ", key);
	put_vector(s, d, from);
	put(s, " -> ");
	put_vector(s, d, to);
	put(s, "\n");
}

static void put_bits(struct sink *s, const char *key, uint32_t bits)
{
	if (!bits)
		return;
	put(s, "%s =", key);
	for (int b = 0; b < 16; b++)
		if (bits >> b & 1)
			put(s, " %d", b);
	put(s, "\n");
}

static char letter_of(const struct variant_def *d, int type)
{
	for (int i = 0; i < d->npieces; i++)
		if (d->pieces[i].type == type)
			return d->pieces[i].letter;
	return '?';
}

static void write_head(struct sink *s, const struct variant_def *d)
{
	put(s, "# %s in the HVD format (docs/VARIANTS.md).\n\n", d->title);
	put(s, "[variant]\nname = %s\ntitle = %s\nrecord = %s\n\n", d->name, d->title,
	    d->record_name);
	put(s, "[board]\n");
	if (d->shape == SHAPE_HEX) {
		put(s, "shape = cescacs-hex\n");
	} else {
		put(s, "shape = box\n");
		if (d->nz == 1)
			put(s, "size = %dx%d\n", d->nx, d->ny);
		else
			put(s, "size = %dx%dx%d\n", d->nx, d->ny, d->nz);
	}
	put(s, "naming = %s\n\n", hvd_name_of(hvd_namings, d->naming));
	put(s, "[rules]\nposition-text = %s\nnotation = %s\nscoring = %s\nmaterial = %s\n",
	    hvd_name_of(hvd_text_styles, d->text_style), hvd_name_of(hvd_notations, d->notation_style),
	    hvd_name_of(hvd_scorings, d->scoring), hvd_name_of(hvd_materials, d->material));
	put_bits(s, "king-right", d->king_right);
	if (d->king_leap_atom)
		put(s, "king-leap = %s\n", hvd_name_of(hvd_atoms, d->king_leap_atom));
}

static void write_piece(struct sink *s, const struct variant_def *d, const struct piece_def *p)
{
	put(s, "\n[piece %s]\n", p->name);
	/* The type is written only when the name does not say it. */
	char word[64];
	snprintf(word, sizeof word, "%s", p->name);
	for (char *c = word; *c; c++)
		if (*c == ' ')
			*c = '-';
	/* Pieces of the variant's own (no type name) get their ids back from
	 * their order. */
	const char *type = hvd_name_of(hvd_types, p->type);
	if (type && strcmp(type, word) != 0)
		put(s, "type = %s\n", type);
	put(s, "letter = %c\n", p->letter);
	if (p->type == HDC_KING)
		put(s, "royal = yes\n");
	for (int r = 0; r < p->nrules; r++) {
		const struct piece_rule *rule = &p->rules[r];
		put(s, "move =");
		if (rule->nvectors)
			for (int k = 0; k < rule->nvectors; k++) {
				put(s, " ");
				put_vector(s, d, rule->vectors[k]);
			}
		else
			put(s, " %s", hvd_name_of(hvd_atoms, rule->atom));
		if (rule->range == RANGE_UNLIMITED)
			put(s, " slide");
		else if (rule->range > 1)
			put(s, " range %d", rule->range);
		if (rule->min)
			put(s, " min %d", rule->min);
		if (rule->mode)
			put(s, " mode %s", hvd_name_of(hvd_modes, rule->mode));
		put(s, "\n");
	}
}

static void write_pawn(struct sink *s, const struct variant_def *d)
{
	const struct pawn_def *pw = d->pawn;
	put(s, "\n[pawn]\n");
	put_vectors(s, d, "push", (const int8_t(*)[3])pw->push, pw->npush);
	put_vectors(s, d, "capture", (const int8_t(*)[3])pw->capture, pw->ncapture);
	if (pw->steps)
		put(s, "steps = %d\n", pw->steps);
	if (pw->double_step_rank >= 0)
		put(s, "double-step-rank = %d\n", pw->double_step_rank);
	put_vectors(s, d, "triple-step", (const int8_t(*)[3])pw->triple, pw->ntriple);
	if (pw->home_rank >= 0)
		put(s, "home-rank = %d\n", pw->home_rank);
	put_vectors(s, d, "home", (const int8_t(*)[3])pw->home, pw->nhome);
	put(s, "en-passant = %s\n", pw->en_passant ? "yes" : "no");
	if (pw->mirror_layers)
		put(s, "mirror-layers = yes\n");
	put(s, "promotion-zone = %s\n",
	    hvd_name_of(hvd_zones, pw->promote_at_column_end   ? ZONE_COLUMN_END
	                           : pw->promote_on_last_layer ? ZONE_LAST_RANK_LAST_LAYER
	                                                       : ZONE_LAST_RANK));
	put(s, "promotion =");
	for (int i = 0; i < pw->npromotion; i++)
		put(s, " %c", letter_of(d, pw->promotion[i]));
	put(s, "\n");
	if (pw->from_pool)
		put(s, "pool-promotion = yes\n");
	if (pw->colour_bound)
		put(s, "colour-bound = %c\n", letter_of(d, pw->colour_bound));
	if (pw->scornful)
		put(s, "scornful-capture = yes\n");
}

static void write_castling(struct sink *s, const struct variant_def *d,
                           const struct castling_def *c)
{
	put(s, "\n[castling %s]\n", c->san);
	if (c->letter)
		put(s, "letter = %c\n", c->letter);
	put_route(s, d, "king", c->king_from, c->king_to);
	put_route(s, d, "rook", c->rook_from, c->rook_to);
	if (c->two_rooks)
		put_route(s, d, "rook2", c->rook2_from, c->rook2_to);
	put_vectors(s, d, "empty", (const int8_t(*)[3])c->empty, c->nempty);
	put_vectors(s, d, "safe", (const int8_t(*)[3])c->safe, c->nsafe);
	put_bits(s, "needs", c->rights);
	put_bits(s, "rook-right", c->rook_right);
	put_bits(s, "rook2-right", c->rook2_right);
}

/* The start position: one layer a line when the boards are joined by '|'
 * and do not fit on one line, else broken after a '/' near column 76.  A
 * continued line's leading blanks are dropped on reading, so no line is
 * broken before a blank. */
static void write_start(struct sink *s, const char *text)
{
	put(s, "\n[start]\nposition = ");
	size_t indent = strlen("position = ");
	int by_layer = strchr(text, '|') && strlen(text) + indent > 76;
	for (const char *t = text; *t; t++) {
		put(s, "%c", *t);
		int breakable = (*t == '|' || (*t == '/' && !by_layer)) && t[1] && t[1] != ' ' &&
		                t[1] != '\t';
		if (!breakable)
			continue;
		/* The length of the next piece, up to the next place to break. */
		size_t k = 1;
		while (t[k] && t[k] != '|' && (by_layer || t[k] != '/'))
			k++;
		if (by_layer || s->n - s->line_start + k > 76)
			put(s, "\\\n%*s", (int)indent, "");
	}
	put(s, "\n");
}

hdc_status variant_text_write(const struct variant_def *d, char *buf, size_t cap,
                              size_t *needed)
{
	struct sink s = { .buf = buf, .cap = cap };
	write_head(&s, d);
	int pawn = 0;
	for (int i = 0; i < d->npieces; i++) {
		write_piece(&s, d, &d->pieces[i]);
		pawn |= d->pieces[i].type == HDC_PAWN;
	}
	if (pawn)
		write_pawn(&s, d);
	for (int i = 0; i < d->ncastlings; i++)
		write_castling(&s, d, &d->castlings[i]);
	write_start(&s, d->start);
	if (needed)
		*needed = s.n + 1;
	if (s.n + 1 > cap)
		return HDC_ERR_BUFFER_TOO_SMALL;
	buf[s.n] = 0;
	return HDC_OK;
}
