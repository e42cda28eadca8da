/* variant_text_parse.c - read an HVD description into a heap variant_def. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "variant_text_value.h"

enum section { S_NONE, S_VARIANT, S_BOARD, S_RULES, S_PIECE, S_PAWN, S_CASTLING, S_START };

static const struct hvd_name section_names[] = {
	{ "variant", S_VARIANT }, { "board", S_BOARD },       { "rules", S_RULES },
	{ "piece", S_PIECE },     { "pawn", S_PAWN },         { "castling", S_CASTLING },
	{ "start", S_START },     { NULL, 0 },
};

/* The keys of each section, in the order the writer prints them; a key's
 * index is its bit in the section's `seen` mask. */
static const char *const section_keys[][16] = {
	[S_VARIANT] = { "name", "title", "record" },
	[S_BOARD] = { "shape", "size", "naming" },
	[S_RULES] = { "position-text", "notation", "scoring", "material", "king-right",
	              "king-leap" },
	[S_PIECE] = { "type", "letter", "royal", "move" },
	[S_PAWN] = { "push", "capture", "steps", "double-step-rank", "triple-step", "home-rank",
	             "home", "en-passant", "mirror-layers", "promotion-zone", "promotion",
	             "pool-promotion", "colour-bound", "scornful-capture" },
	[S_CASTLING] = { "letter", "king", "rook", "rook2", "empty", "safe", "needs",
	                 "rook-right", "rook2-right" },
	[S_START] = { "position" },
};

struct parser {
	struct variant_owned *o;
	struct hvd_error *err;
	int section, index; /* the open section, and which piece or castling */
	uint32_t seen;      /* keys given in the open section */
	uint8_t once[S_START + 1];
	uint8_t has_size, has_naming;
};

static hdc_status open_section(struct parser *p, const struct hvd_token *tok)
{
	struct variant_owned *o = p->o;
	int s = hvd_value_of(section_names, tok->key, strlen(tok->key));
	if (s < 0)
		return hvd_fail(p->err, tok->line, tok->column + 1,
		                "unknown section '%s' (expected variant, board, rules, piece, pawn, "
		                "castling or start)", tok->key);
	int labelled = s == S_PIECE || s == S_CASTLING;
	if (labelled && !tok->label[0])
		return hvd_fail(p->err, tok->line, tok->label_column, "expected the %s's name: [%s NAME]",
		                tok->key, tok->key);
	if (!labelled && tok->label[0])
		return hvd_fail(p->err, tok->line, tok->label_column, "[%s] takes no label", tok->key);
	if (!labelled && p->once[s]++)
		return hvd_fail(p->err, tok->line, tok->column, "a second [%s] section", tok->key);
	p->section = s;
	p->seen = 0;
	if (s == S_PIECE) {
		if (o->def.npieces == MAX_TYPES)
			return hvd_fail(p->err, tok->line, tok->column,
			                "more than %d pieces: piece types are 5 bits in a move",
			                MAX_TYPES);
		p->index = o->def.npieces++;
		snprintf(o->piece_name[p->index], HVD_MAX_NAME, "%s", tok->label);
		o->line_piece[p->index] = tok->line;
		/* The type defaults to the name, "red knight" meaning red-knight. */
		char word[HVD_MAX_NAME];
		snprintf(word, sizeof word, "%s", tok->label);
		for (char *c = word; *c; c++)
			if (*c == ' ')
				*c = '-';
		int t = hvd_value_of(hvd_types, word, strlen(word));
		o->pieces[p->index].type = (uint8_t)(t > 0 ? t : 0);
	} else if (s == S_CASTLING) {
		if (o->def.ncastlings == MAX_CASTLINGS)
			return hvd_fail(p->err, tok->line, tok->column, "more than %d castlings",
			                MAX_CASTLINGS);
		p->index = o->def.ncastlings++;
		snprintf(o->san[p->index], HVD_MAX_NAME, "%s", tok->label);
		o->line_castling[p->index] = tok->line;
	} else if (s == S_VARIANT) {
		o->line_variant = tok->line;
	} else if (s == S_BOARD) {
		o->line_board = tok->line;
	} else if (s == S_PAWN) {
		o->line_pawn = tok->line;
		o->has_pawn = 1;
	} else if (s == S_START) {
		o->line_start = tok->line;
	}
	return HDC_OK;
}

static hdc_status read_variant(struct parser *p, int key, struct hvd_cursor *c)
{
	struct variant_owned *o = p->o;
	const char *w;
	size_t n;
	switch (key) {
	case 0: {
		hdc_status st = hvd_word(c, &w, &n);
		if (st != HDC_OK)
			return st;
		if (n >= sizeof o->name)
			return hvd_fail(p->err, c->tok->vline[0], c->tok->vcolumn[0],
			                "a name of at most %zu characters", sizeof o->name - 1);
		memcpy(o->name, w, n);
		o->name[n] = 0;
		return hvd_end(c);
	}
	case 1:
		return hvd_text(c, o->title, sizeof o->title, "a title");
	default:
		return hvd_text(c, o->record, sizeof o->record, "the records' Variant tag");
	}
}

static hdc_status read_size(struct parser *p, struct hvd_cursor *c)
{
	int v[3] = { 1, 1, 1 }, k = 0;
	hdc_status st;
	do {
		if (k && c->pos < c->tok->nvalue && c->tok->value[c->pos] == 'x')
			c->pos++;
		else if (k)
			return hvd_expected(c, "'x' between the sizes, like 8x8x8");
		if ((st = hvd_number(c, 1, 99, "a board side", &v[k++])) != HDC_OK)
			return st;
	} while (k < 3 && c->pos < c->tok->nvalue && c->tok->value[c->pos] == 'x');
	if (k < 2)
		return hvd_expected(c, "'x' and the ranks, like 8x8 or 8x8x8");
	p->o->def.nx = (uint8_t)v[0];
	p->o->def.ny = (uint8_t)v[1];
	p->o->def.nz = (uint8_t)v[2];
	p->has_size = 1;
	return hvd_end(c);
}

static hdc_status read_board(struct parser *p, int key, struct hvd_cursor *c)
{
	static const struct hvd_name shapes[] = { { "box", SHAPE_CUBE },
		                                  { "cescacs-hex", SHAPE_HEX }, { NULL, 0 } };
	int v;
	hdc_status st;
	switch (key) {
	case 0:
		st = hvd_enum(c, shapes, "a board shape", &v);
		p->o->def.shape = (uint8_t)v;
		break;
	case 1:
		return read_size(p, c);
	default:
		st = hvd_enum(c, hvd_namings, "a naming style", &v);
		p->o->def.naming = (uint8_t)v;
		p->has_naming = 1;
		break;
	}
	return st != HDC_OK ? st : hvd_end(c);
}

static hdc_status read_rules(struct parser *p, int key, struct hvd_cursor *c)
{
	struct variant_def *d = &p->o->def;
	int v = 0;
	hdc_status st;
	switch (key) {
	case 0:
		st = hvd_enum(c, hvd_text_styles, "a position text style", &v);
		d->text_style = (uint8_t)v;
		break;
	case 1:
		st = hvd_enum(c, hvd_notations, "a notation style", &v);
		d->notation_style = (uint8_t)v;
		break;
	case 2:
		st = hvd_enum(c, hvd_scorings, "a scoring", &v);
		d->scoring = (uint8_t)v;
		break;
	case 3:
		st = hvd_enum(c, hvd_materials, "a material rule", &v);
		d->material = (uint8_t)v;
		break;
	case 4:
		st = hvd_bits(c, &d->king_right);
		break;
	default:
		st = hvd_enum(c, hvd_atoms, "an atom", &v);
		d->king_leap_atom = (uint8_t)v;
		/* 0 means "no leap" in the def, and the face atom is 0: the
		 * unmoved king leaps only as a hexagon's knight today. */
		if (st == HDC_OK && v != ATOM_HEX_KNIGHT)
			return hvd_fail(p->err, c->tok->vline[0], c->tok->vcolumn[0],
			                "the king's leap can only be hex-knight today");
		break;
	}
	return st != HDC_OK ? st : hvd_end(c);
}

/* One movement component: an atom or vectors, then options. */
static hdc_status read_move(struct parser *p, struct hvd_cursor *c)
{
	struct variant_owned *o = p->o;
	struct piece_def *pd = &o->pieces[p->index];
	if (pd->nrules == HVD_MAX_RULES)
		return hvd_fail(p->err, c->tok->vline[0], c->tok->vcolumn[0],
		                "at most %d movement components per piece", HVD_MAX_RULES);
	int r = pd->nrules;
	struct piece_rule *rule = &pd->rules[r];
	hdc_status st;
	hvd_more(c);
	if (c->pos < c->tok->nvalue && c->tok->value[c->pos] == '(') {
		st = hvd_vectors(c, 1, MAX_DIRS, "vectors", o->vectors[p->index][r], &rule->nvectors);
		rule->vectors = (const int8_t(*)[3])o->vectors[p->index][r];
	} else {
		int atom;
		st = hvd_enum(c, hvd_atoms, "an atom or vectors", &atom);
		rule->atom = (uint8_t)atom;
	}
	if (st != HDC_OK)
		return st;
	rule->range = 1;
	uint8_t given = 0;
	while (st == HDC_OK && hvd_more(c)) {
		static const struct hvd_name options[] = { { "slide", 0 }, { "range", 1 },
			                                   { "min", 2 },   { "mode", 3 },
			                                   { NULL, 0 } };
		size_t at = c->pos;
		int opt, v;
		if ((st = hvd_enum(c, options, "a movement option", &opt)) != HDC_OK)
			break;
		int slot = opt == 0 ? 1 : opt; /* slide and range are one option */
		if (given & 1u << slot)
			return hvd_fail(p->err, c->tok->vline[at], c->tok->vcolumn[at],
			                "this option was given already");
		given |= (uint8_t)(1u << slot);
		if (opt == 0) {
			rule->range = RANGE_UNLIMITED;
		} else if (opt == 1) {
			st = hvd_number(c, 1, RANGE_UNLIMITED - 1, "a range", &v);
			rule->range = (uint8_t)v;
		} else if (opt == 2) {
			st = hvd_number(c, 1, RANGE_UNLIMITED - 1, "a minimum distance", &v);
			rule->min = (uint8_t)v;
		} else {
			st = hvd_enum(c, hvd_modes, "a mode", &v);
			rule->mode = (uint8_t)v;
		}
	}
	if (st == HDC_OK)
		pd->nrules++;
	return st;
}

static hdc_status read_piece(struct parser *p, int key, struct hvd_cursor *c)
{
	struct piece_def *pd = &p->o->pieces[p->index];
	int v;
	hdc_status st;
	switch (key) {
	case 0:
		st = hvd_enum(c, hvd_types, "a piece type", &v);
		pd->type = (uint8_t)v;
		break;
	case 1:
		st = hvd_letter(c, &pd->letter, NULL, NULL);
		break;
	case 2:
		st = hvd_yes_no(c, &p->o->royal[p->index]);
		break;
	default:
		return read_move(p, c);
	}
	return st != HDC_OK ? st : hvd_end(c);
}

static hdc_status read_pawn(struct parser *p, int key, struct hvd_cursor *c)
{
	struct variant_owned *o = p->o;
	struct pawn_def *pw = &o->pawn;
	int v;
	hdc_status st;
	switch (key) {
	case 0:
		st = hvd_vectors(c, 1, 3, "push vectors", pw->push, &pw->npush);
		break;
	case 1:
		st = hvd_vectors(c, 1, 6, "capture vectors", pw->capture, &pw->ncapture);
		break;
	case 2:
		st = hvd_number(c, 1, 2, "the straight steps", &v);
		pw->steps = (uint8_t)v;
		break;
	case 3:
		st = hvd_number(c, 0, 28, "a rank", &v);
		pw->double_step_rank = (int8_t)v;
		break;
	case 4:
		st = hvd_vectors(c, 1, 8, "cells", pw->triple, &pw->ntriple);
		break;
	case 5:
		st = hvd_number(c, 0, 28, "a rank", &v);
		pw->home_rank = (int8_t)v;
		break;
	case 6:
		st = hvd_vectors(c, 1, 11, "cells", pw->home, &pw->nhome);
		break;
	case 7:
		st = hvd_yes_no(c, &pw->en_passant);
		break;
	case 8:
		st = hvd_yes_no(c, &pw->mirror_layers);
		break;
	case 9:
		st = hvd_enum(c, hvd_zones, "a promotion zone", &v);
		pw->promote_on_last_layer = v == ZONE_LAST_RANK_LAST_LAYER;
		pw->promote_at_column_end = v == ZONE_COLUMN_END;
		break;
	case 10:
		pw->npromotion = 0;
		do {
			if (pw->npromotion == 12)
				return hvd_fail(p->err, hvd_line(c), hvd_column(c),
				                "at most 12 promotion choices");
			int i = pw->npromotion++;
			st = hvd_letter(c, &o->promotion_letter[i], &o->promotion_line[i],
			                &o->promotion_column[i]);
		} while (st == HDC_OK && hvd_more(c));
		break;
	case 11:
		st = hvd_yes_no(c, &pw->from_pool);
		break;
	case 12:
		st = hvd_letter(c, &o->colour_bound_letter, &o->colour_bound_line,
		                &o->colour_bound_column);
		break;
	default:
		st = hvd_yes_no(c, &pw->scornful);
		break;
	}
	return st != HDC_OK ? st : hvd_end(c);
}

/* cell -> cell */
static hdc_status read_route(struct hvd_cursor *c, int8_t from[3], int8_t to[3])
{
	hdc_status st = hvd_vector(c, from);
	if (st != HDC_OK)
		return st;
	hvd_more(c);
	if (c->pos + 1 >= c->tok->nvalue || c->tok->value[c->pos] != '-' ||
	    c->tok->value[c->pos + 1] != '>')
		return hvd_expected(c, "'->' between the cells");
	c->pos += 2;
	return hvd_vector(c, to);
}

static hdc_status read_castling(struct parser *p, int key, struct hvd_cursor *c)
{
	struct castling_def *cd = &p->o->castlings[p->index];
	hdc_status st;
	p->o->castling_keys[p->index] |= (uint16_t)(1u << key);
	switch (key) {
	case 0:
		st = hvd_letter(c, &cd->letter, NULL, NULL);
		break;
	case 1:
		st = read_route(c, cd->king_from, cd->king_to);
		break;
	case 2:
		st = read_route(c, cd->rook_from, cd->rook_to);
		break;
	case 3:
		st = read_route(c, cd->rook2_from, cd->rook2_to);
		cd->two_rooks = 1;
		break;
	case 4:
		st = hvd_vectors(c, 1, MAX_CASTLE_CELLS, "cells", cd->empty, &cd->nempty);
		break;
	case 5:
		st = hvd_vectors(c, 1, MAX_CASTLE_CELLS, "cells", cd->safe, &cd->nsafe);
		break;
	case 6:
		st = hvd_bits(c, &cd->rights);
		break;
	case 7:
		st = hvd_bits(c, &cd->rook_right);
		break;
	default:
		st = hvd_bits(c, &cd->rook2_right);
		break;
	}
	return st != HDC_OK ? st : hvd_end(c);
}

static hdc_status read_pair(struct parser *p, const struct hvd_token *tok)
{
	if (p->section == S_NONE)
		return hvd_fail(p->err, tok->line, tok->column,
		                "expected a [section] before the first key");
	int key = -1;
	for (int k = 0; k < 16 && section_keys[p->section][k]; k++)
		if (strcmp(section_keys[p->section][k], tok->key) == 0)
			key = k;
	const char *kind = section_names[p->section - 1].name;
	if (key < 0)
		return hvd_fail(p->err, tok->line, tok->column, "unknown key '%s' in [%s]", tok->key,
		                kind);
	/* Only a piece's movement takes several lines. */
	if ((p->seen >> key & 1) && !(p->section == S_PIECE && key == 3))
		return hvd_fail(p->err, tok->line, tok->column, "'%s' given twice in [%s]", tok->key,
		                kind);
	p->seen |= 1u << key;
	struct hvd_cursor c;
	hvd_cursor_init(&c, tok, p->err);
	switch (p->section) {
	case S_VARIANT:
		return read_variant(p, key, &c);
	case S_BOARD:
		return read_board(p, key, &c);
	case S_RULES:
		return read_rules(p, key, &c);
	case S_PIECE:
		return read_piece(p, key, &c);
	case S_PAWN:
		return read_pawn(p, key, &c);
	case S_CASTLING:
		return read_castling(p, key, &c);
	default:
		return hvd_text(&c, p->o->start, sizeof p->o->start, "a position");
	}
}

/* The pawn's letters, now that every piece is known. */
static hdc_status resolve_letters(struct variant_owned *o, struct hvd_error *err)
{
	for (int i = 0; i < o->pawn.npromotion; i++) {
		char l = o->promotion_letter[i];
		int t = -1;
		for (int k = 0; k < o->def.npieces; k++)
			if (o->pieces[k].letter == l)
				t = o->pieces[k].type;
		if (t < 0)
			return hvd_fail(err, o->promotion_line[i], o->promotion_column[i],
			                "promotion to '%c': no piece has that letter", l);
		if (t == HDC_PAWN || t == HDC_KING)
			return hvd_fail(err, o->promotion_line[i], o->promotion_column[i],
			                "a pawn cannot promote to the %s", t == HDC_PAWN ? "pawn" : "king");
		for (int k = 0; k < i; k++)
			if (o->pawn.promotion[k] == t)
				return hvd_fail(err, o->promotion_line[i], o->promotion_column[i],
				                "promotion to '%c' listed twice", l);
		o->pawn.promotion[i] = (uint8_t)t;
	}
	if (o->colour_bound_letter) {
		int t = -1;
		for (int k = 0; k < o->def.npieces; k++)
			if (o->pieces[k].letter == o->colour_bound_letter)
				t = o->pieces[k].type;
		if (t < 0)
			return hvd_fail(err, o->colour_bound_line, o->colour_bound_column,
			                "colour-bound '%c': no piece has that letter",
			                o->colour_bound_letter);
		o->pawn.colour_bound = (uint8_t)t;
	}
	return HDC_OK;
}

/* Points the def at its rows and fills the defaults. */
static hdc_status finish(struct parser *p, int last_line)
{
	struct variant_owned *o = p->o;
	struct variant_def *d = &o->def;
	if (!p->once[S_VARIANT] || !o->name[0])
		return hvd_fail(p->err, o->line_variant, 0, "expected [variant] with a name");
	if (!p->once[S_BOARD])
		return hvd_fail(p->err, last_line, 0, "expected a [board] section");
	if (!p->once[S_START] || !o->start[0])
		return hvd_fail(p->err, o->line_start ? o->line_start : last_line, 0,
		                "expected [start] with a position");
	if (d->shape == SHAPE_HEX) {
		if (p->has_size)
			return hvd_fail(p->err, o->line_board, 0,
			                "the cescacs-hex board has its own size: no 'size'");
		d->nx = 15;
		d->ny = 29;
		d->nz = 1;
		if (!p->has_naming)
			d->naming = NAMING_HEX_COLUMN_LINE;
	} else if (!p->has_size) {
		return hvd_fail(p->err, o->line_board, 0, "expected the board's size, like 8x8x8");
	}
	/* Pieces whose name is no type and that say none are pieces of the
	 * variant's own: fresh type ids after the built-in ones, in the order
	 * written (so that a written description reads back the same). */
	int fresh = HDC_ELEPHANT + 1;
	for (int i = 0; i < d->npieces; i++)
		if (!o->pieces[i].type) {
			if (fresh >= MAX_TYPES)
				return hvd_fail(p->err, o->line_piece[i], 0,
				                "more than %d pieces of the variant's own: types are 5 bits "
				                "in a move", MAX_TYPES - HDC_ELEPHANT - 1);
			o->pieces[i].type = (uint8_t)fresh++;
		}
	if (!o->title[0])
		memcpy(o->title, o->name, sizeof o->name);
	if (!o->record[0])
		memcpy(o->record, o->title, sizeof o->title);
	d->name = o->name;
	d->title = o->title;
	d->record_name = o->record;
	d->start = o->start;
	d->pieces = o->pieces;
	d->pawn = &o->pawn;
	d->castlings = o->castlings;
	for (int i = 0; i < d->npieces; i++)
		o->pieces[i].name = o->piece_name[i];
	for (int i = 0; i < d->ncastlings; i++)
		o->castlings[i].san = o->san[i];
	return resolve_letters(o, p->err);
}

hdc_status variant_text_parse(const char *text, size_t len, struct variant_owned **out,
                              struct hvd_error *err)
{
	*out = NULL;
	memset(err, 0, sizeof *err);
	if (len > HVD_MAX_TEXT)
		return hvd_fail(err, 0, 0, "a description of more than %d bytes", HVD_MAX_TEXT);
	struct variant_owned *o = calloc(1, sizeof *o);
	struct hvd_token *tok = malloc(sizeof *tok);
	struct hvd_lexer lx;
	if (!o || !tok) {
		free(o);
		free(tok);
		return HDC_ERR_NO_MEMORY;
	}
	o->pawn.double_step_rank = -1;
	o->pawn.home_rank = -1;
	struct parser p = { .o = o, .err = err };
	hvd_lexer_init(&lx, text, len);
	hdc_status st;
	while ((st = hvd_next(&lx, tok, err)) == HDC_OK && tok->kind != HVD_END) {
		st = tok->kind == HVD_SECTION ? open_section(&p, tok) : read_pair(&p, tok);
		if (st != HDC_OK)
			break;
	}
	if (st == HDC_OK)
		st = finish(&p, tok->line);
	free(tok);
	if (st != HDC_OK) {
		free(o);
		return st;
	}
	*out = o;
	return HDC_OK;
}
