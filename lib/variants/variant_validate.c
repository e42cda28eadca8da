/*
 * variant_validate.c - refuse descriptions no game can be played with, each
 * with a reason and the line of the part at fault: the table builder
 * (variant.c) trusts its def, so everything it relies on is checked here.
 */
#include <ctype.h>
#include <string.h>

#include "variant_text_lex.h"

/* Keys of [castling] (variant_text_parse.c's order): those required. */
enum { CKEY_KING = 1 << 1, CKEY_ROOK = 1 << 2 };

static int on_board(const struct geometry *g, const struct variant_def *d, const int8_t c[3])
{
	/* White's cell and black's mirror image (variant.c's side_cell). */
	int mz = d->pawn->mirror_layers ? d->nz - 1 - c[2] : c[2];
	return geometry_cell(g, c[0], c[1], c[2]) >= 0 &&
	       geometry_cell(g, c[0], d->ny - 1 - c[1], mz) >= 0;
}

/* 1 if direction d stays on the board from some cell. */
static int goes_somewhere(const struct geometry *g, int d)
{
	for (int c = 0; c < g->ncells; c++)
		if (geometry_step(g, (unsigned)c, (unsigned)d) != CELL_NONE)
			return 1;
	return 0;
}

static hdc_status check_vector(const struct geometry *g, const int8_t v[3], int line,
                               const char *what, struct hvd_error *err)
{
	int d = geometry_find_dir(g, v[0], v[1], v[2]);
	if (d < 0)
		return hvd_fail(err, line, 0,
		                "%s: (%d,%d,%d) is no vector of this board (a box's vectors are "
		                "those of its atoms)", what, v[0], v[1], v[2]);
	if (!goes_somewhere(g, d))
		return hvd_fail(err, line, 0, "%s: (%d,%d,%d) leaves the board from every cell",
		                what, v[0], v[1], v[2]);
	return HDC_OK;
}

static hdc_status check_board(const struct variant_owned *o, struct hvd_error *err)
{
	const struct variant_def *d = &o->def;
	if (d->shape == SHAPE_CUBE) {
		/* Files are letters, ranks one digit, layers Roman numerals up to
		 * VIII; rays hold MAX_RAY cells with their end mark. */
		if (d->nx > MAX_RAY || d->ny > 9 || d->nz > 8)
			return hvd_fail(err, o->line_board, 0,
			                "a box of %dx%dx%d: files are 1..%d, ranks 1..9, layers 1..8",
			                d->nx, d->ny, d->nz, MAX_RAY);
		if (d->nx * d->ny * d->nz > HDC_MAX_CELLS)
			return hvd_fail(err, o->line_board, 0, "more than %d cells", HDC_MAX_CELLS);
		if (d->naming == NAMING_FILE_RANK && d->nz != 1)
			return hvd_fail(err, o->line_board, 0,
			                "the file-rank naming (e4) is for boards of one layer");
		if (d->naming == NAMING_HEX_COLUMN_LINE || d->text_style == TEXT_CESCACS ||
		    d->notation_style == NOTATION_CESCACS)
			return hvd_fail(err, o->line_board, 0,
			                "the C'escacs naming, position text and notation need the "
			                "cescacs-hex board");
	} else if (d->naming != NAMING_HEX_COLUMN_LINE || d->text_style != TEXT_CESCACS ||
	           d->notation_style != NOTATION_CESCACS) {
		return hvd_fail(err, o->line_board, 0,
		                "the cescacs-hex board needs the hex-column-line naming and the "
		                "cescacs position text and notation");
	}
	return HDC_OK;
}

static hdc_status check_piece_set(const struct variant_owned *o, struct hvd_error *err)
{
	const struct variant_def *d = &o->def;
	int royal = -1, pawn = -1;
	for (int i = 0; i < d->npieces; i++) {
		const struct piece_def *p = &d->pieces[i];
		int line = o->line_piece[i];
		if (!p->type)
			return hvd_fail(err, line, 0,
			                "piece '%s': its name is no piece type: say which with "
			                "'type = ...'", p->name);
		if (!p->letter)
			return hvd_fail(err, line, 0, "piece '%s' has no letter", p->name);
		for (int k = 0; k < i; k++) {
			if (d->pieces[k].type == p->type)
				return hvd_fail(err, line, 0, "piece '%s' has the type of '%s'", p->name,
				                d->pieces[k].name);
			if (d->pieces[k].letter == p->letter)
				return hvd_fail(err, line, 0, "piece '%s' has the letter of '%s' (%c)",
				                p->name, d->pieces[k].name, p->letter);
		}
		if (o->royal[i]) {
			if (royal >= 0)
				return hvd_fail(err, line, 0, "a second royal piece ('%s' and '%s')",
				                d->pieces[royal].name, p->name);
			if (p->type != HDC_KING)
				return hvd_fail(err, line, 0,
				                "royal piece '%s' must be of type king (the engine's "
				                "checks follow the king)", p->name);
			royal = i;
		}
		if (p->type == HDC_KING && !o->royal[i])
			return hvd_fail(err, line, 0, "the king '%s' must say 'royal = yes'", p->name);
		if (p->type == HDC_PAWN) {
			pawn = i;
			if (p->nrules)
				return hvd_fail(err, line, 0,
				                "the pawn moves as [pawn] says: no 'move' in its [piece]");
		} else if (!p->nrules) {
			return hvd_fail(err, line, 0, "piece '%s' has no 'move'", p->name);
		}
	}
	if (royal < 0)
		return hvd_fail(err, o->line_variant, 0, "no royal piece: one [piece] of type king "
		                "needs 'royal = yes'");
	if (pawn >= 0 && !o->has_pawn)
		return hvd_fail(err, o->line_piece[pawn], 0, "a pawn piece needs a [pawn] section");
	if (pawn < 0 && o->has_pawn)
		return hvd_fail(err, o->line_pawn, 0, "[pawn] but no piece of type pawn");
	return HDC_OK;
}

/* Every explicit vector of the piece is one of the board's. */
static hdc_status check_vectors_exist(const struct piece_def *p, const struct geometry *g,
                                      int line, struct hvd_error *err)
{
	for (int r = 0; r < p->nrules; r++)
		for (int k = 0; k < p->rules[r].nvectors; k++) {
			hdc_status st = check_vector(g, p->rules[r].vectors[k], line, p->name, err);
			if (st != HDC_OK)
				return st;
		}
	return HDC_OK;
}

/* One reach of a piece along a direction: distances lo..hi in a mode. */
struct reach_span {
	uint8_t n;
	uint8_t lo[HVD_MAX_RULES * 4], hi[HVD_MAX_RULES * 4], mode[HVD_MAX_RULES * 4];
};

/* Adds a span; 0 if it overlaps one the piece already has there (the same
 * move would be generated twice). */
static int add_span(struct reach_span *r, int lo, int hi, int mode)
{
	for (int i = 0; i < r->n; i++)
		if (lo <= r->hi[i] && r->lo[i] <= hi && (mode & r->mode[i]))
			return 0;
	if (r->n == sizeof r->lo)
		return 0;
	r->lo[r->n] = (uint8_t)lo;
	r->hi[r->n] = (uint8_t)hi;
	r->mode[r->n++] = (uint8_t)mode;
	return 1;
}

/* No two components of a piece may reach one cell in one mode: the move
 * generator would list the move twice. */
static hdc_status check_overlap(const struct piece_def *p, const struct geometry *g, int line,
                                struct hvd_error *err)
{
	struct reach_span span[MAX_DIRS];
	memset(span, 0, sizeof span);
	for (int r = 0; r < p->nrules; r++) {
		const struct piece_rule *rule = &p->rules[r];
		int n = rule->nvectors ? rule->nvectors : g->atom_n[rule->atom];
		for (int k = 0; k < n; k++) {
			int d = rule->nvectors ? geometry_find_dir(g, rule->vectors[k][0],
			                                           rule->vectors[k][1],
			                                           rule->vectors[k][2])
			                       : g->atom_first[rule->atom] + k;
			/* As variant.c's add_rule: a leap repeats at most twice. */
			int hi = d >= g->nslide && rule->range > 2 ? 1 : rule->range;
			int lo = rule->min ? rule->min : 1;
			if (!add_span(&span[d], lo, hi, rule->mode ? rule->mode : MODE_BOTH))
				return hvd_fail(err, line, 0,
				                "piece '%s' reaches a cell along (%d,%d,%d) twice",
				                p->name, g->vec[d][0], g->vec[d][1], g->vec[d][2]);
		}
	}
	return HDC_OK;
}

static hdc_status check_movement(const struct variant_owned *o, const struct geometry *g,
                                 struct hvd_error *err)
{
	const struct variant_def *d = &o->def;
	for (int i = 0; i < d->npieces; i++) {
		const struct piece_def *p = &d->pieces[i];
		int line = o->line_piece[i];
		/* The table of a type's rarer moves holds MAX_DIRS entries. */
		int total = 0;
		for (int r = 0; r < p->nrules; r++)
			total += p->rules[r].nvectors ? p->rules[r].nvectors
			                              : g->atom_n[p->rules[r].atom];
		if (total > MAX_DIRS)
			return hvd_fail(err, line, 0, "piece '%s': more than %d vectors in all",
			                p->name, MAX_DIRS);
		hdc_status st0;
		if ((st0 = check_vectors_exist(p, g, line, err)) != HDC_OK ||
		    (st0 = check_overlap(p, g, line, err)) != HDC_OK)
			return st0;
		for (int r = 0; r < p->nrules; r++) {
			const struct piece_rule *rule = &p->rules[r];
			if (rule->min > rule->range)
				return hvd_fail(err, line, 0, "piece '%s': 'min' beyond its range",
				                p->name);
			/* Attack tests (check, pins, the king's steps) see a
			 * capture at every distance from 1 to its range: one
			 * that skips the first cells would go unseen. */
			if (rule->min > 1 && (!rule->mode || (rule->mode & MODE_CAPTURE)))
				return hvd_fail(err, line, 0,
				                "piece '%s': a capture must land from the first "
				                "cell on ('min' above 1 needs 'mode move')",
				                p->name);
			if (p->type == HDC_KING &&
			    (rule->range != 1 || rule->min > 1 || (rule->mode && rule->mode != MODE_BOTH)))
				return hvd_fail(err, line, 0,
				                "the king only steps (range 1, moving and capturing)");
			hdc_status st;
			for (int k = 0; k < rule->nvectors; k++)
				if ((st = check_vector(g, rule->vectors[k], line, p->name, err)) != HDC_OK)
					return st;
			if (rule->nvectors)
				continue;
			int any = 0;
			for (int k = 0; k < g->atom_n[rule->atom]; k++)
				any |= goes_somewhere(g, g->atom_first[rule->atom] + k);
			if (!any)
				return hvd_fail(err, line, 0,
				                "piece '%s': the atom %s %s", p->name,
				                hvd_name_of(hvd_atoms, rule->atom),
				                g->atom_n[rule->atom] ? "leaves the board from every cell"
				                                      : "is not an atom of this board");
		}
	}
	if (d->king_leap_atom && !g->atom_n[d->king_leap_atom])
		return hvd_fail(err, 0, 0, "the king's leap is not an atom of this board");
	return HDC_OK;
}

static hdc_status check_pawn(const struct variant_owned *o, const struct geometry *g,
                             struct hvd_error *err)
{
	const struct variant_def *d = &o->def;
	const struct pawn_def *pw = &o->pawn;
	int line = o->line_pawn;
	hdc_status st;
	if (!o->has_pawn)
		return HDC_OK;
	if (!pw->npush)
		return hvd_fail(err, line, 0, "[pawn] needs 'push'");
	for (int i = 0; i < pw->npush; i++)
		if ((st = check_vector(g, pw->push[i], line, "push", err)) != HDC_OK)
			return st;
	for (int i = 0; i < pw->ncapture; i++)
		if ((st = check_vector(g, pw->capture[i], line, "capture", err)) != HDC_OK)
			return st;
	for (int i = 0; i < pw->npush; i++)
		for (int k = 0; k < i; k++)
			if (!memcmp(pw->push[i], pw->push[k], 3))
				return hvd_fail(err, line, 0, "a push vector given twice");
	for (int i = 0; i < pw->ncapture; i++)
		for (int k = 0; k < i; k++)
			if (!memcmp(pw->capture[i], pw->capture[k], 3))
				return hvd_fail(err, line, 0, "a capture vector given twice");
	if ((pw->home_rank >= 0) == (pw->nhome > 0))
		return hvd_fail(err, line, 0, "[pawn] needs one of 'home-rank' and 'home'");
	if (pw->home_rank >= d->ny || pw->double_step_rank >= d->ny)
		return hvd_fail(err, line, 0, "a rank beyond the board's %d", d->ny);
	for (int i = 0; i < pw->nhome; i++)
		if (!on_board(g, d, pw->home[i]))
			return hvd_fail(err, line, 0, "home cell (%d,%d,%d) is off the board",
			                pw->home[i][0], pw->home[i][1], pw->home[i][2]);
	for (int i = 0; i < pw->ntriple; i++)
		if (!on_board(g, d, pw->triple[i]))
			return hvd_fail(err, line, 0, "triple-step cell (%d,%d,%d) is off the board",
			                pw->triple[i][0], pw->triple[i][1], pw->triple[i][2]);
	if (!pw->npromotion)
		return hvd_fail(err, line, 0, "[pawn] needs 'promotion'");
	if (pw->colour_bound && !pw->from_pool)
		return hvd_fail(err, line, 0, "'colour-bound' counts the pool: it needs "
		                "'pool-promotion = yes'");
	return HDC_OK;
}

static int same_cell(const int8_t *a, const int8_t *b)
{
	return a[0] == b[0] && a[1] == b[1] && a[2] == b[2];
}

/* What make and unmake can do exactly: the king, then the rook, then the
 * second rook move, each from a cell of its own to another cell of its
 * own, and a piece lands on one of the castling's `empty` cells or on a
 * cell a piece that moved before it left (a rook onto the king's).
 * Castling onto a man would remove it without a capture, and no undo
 * could bring it back; a piece that stays, or a king swapping places
 * with its rook, would be lost the same way. */
static hdc_status check_castling_landings(const struct castling_def *c, int line,
                                          struct hvd_error *err)
{
	static const char *const who[] = { "king", "rook", "rook2" };
	static const char *const after[] = { "", " or the king's start",
		                             " or the king's or the rook's start" };
	const int8_t *from[] = { c->king_from, c->rook_from, c->rook2_from };
	const int8_t *to[] = { c->king_to, c->rook_to, c->rook2_to };
	const int n = c->two_rooks ? 3 : 2;
	for (int a = 0; a < n; a++) {
		if (same_cell(from[a], to[a]))
			return hvd_fail(err, line, 0, "castling %s: the %s does not move", c->san,
			                who[a]);
		for (int b = a + 1; b < n; b++) {
			if (same_cell(from[a], from[b]))
				return hvd_fail(err, line, 0, "castling %s: the %s and the %s start on "
				                "one cell", c->san, who[a], who[b]);
			if (same_cell(to[a], to[b]))
				return hvd_fail(err, line, 0, "castling %s: the %s and the %s land on "
				                "one cell", c->san, who[a], who[b]);
		}
		int free = 0;
		for (int b = 0; b < a && !free; b++)
			free = same_cell(to[a], from[b]);
		for (int k = 0; k < c->nempty && !free; k++)
			free = same_cell(to[a], c->empty[k]);
		if (!free)
			return hvd_fail(err, line, 0, "castling %s: the %s lands on (%d,%d,%d), which "
			                "must be one of its 'empty' cells%s", c->san, who[a], to[a][0],
			                to[a][1], to[a][2], after[a]);
	}
	return HDC_OK;
}

static hdc_status check_castlings(const struct variant_owned *o, const struct geometry *g,
                                  struct hvd_error *err)
{
	const struct variant_def *d = &o->def;
	for (int i = 0; i < d->ncastlings; i++) {
		const struct castling_def *c = &d->castlings[i];
		int line = o->line_castling[i];
		/* Notation reads the name as a move: letters, digits and '-';
		 * C'escacs notation splits it at its '-' (KRK-II). */
		for (const char *n = c->san; *n; n++)
			if (!isalnum((unsigned char)*n) && *n != '-')
				return hvd_fail(err, line, 0, "castling %s: its name may hold letters, "
				                "digits and '-' only", c->san);
		if (d->notation_style == NOTATION_CESCACS && !strchr(c->san, '-'))
			return hvd_fail(err, line, 0, "castling %s: C'escacs notation names a castling "
			                "KING-ROOK, like KRK-II", c->san);
		if ((o->castling_keys[i] & (CKEY_KING | CKEY_ROOK)) != (CKEY_KING | CKEY_ROOK))
			return hvd_fail(err, line, 0, "castling %s needs 'king' and 'rook'", c->san);
		const int8_t(*cells[])[3] = { &c->king_from, &c->king_to, &c->rook_from,
			                      &c->rook_to, &c->rook2_from, &c->rook2_to };
		for (int k = 0; k < (c->two_rooks ? 6 : 4); k++)
			if (!on_board(g, d, *cells[k]))
				return hvd_fail(err, line, 0, "castling %s: a cell off the board", c->san);
		for (int k = 0; k < c->nempty; k++)
			if (!on_board(g, d, c->empty[k]))
				return hvd_fail(err, line, 0, "castling %s: an empty cell off the board",
				                c->san);
		for (int k = 0; k < c->nsafe; k++)
			if (!on_board(g, d, c->safe[k]))
				return hvd_fail(err, line, 0, "castling %s: a safe cell off the board",
				                c->san);
		hdc_status st = check_castling_landings(c, line, err);
		if (st != HDC_OK)
			return st;
		if (!c->two_rooks && c->rook2_right)
			return hvd_fail(err, line, 0, "castling %s: 'rook2-right' without 'rook2'",
			                c->san);
		/* Rights are 16 bits a side; by default castling i uses bit i. */
		if (!c->rights && i > 15)
			return hvd_fail(err, line, 0, "castling %s: say its rights with 'needs' "
			                "(only 16 bits a side)", c->san);
	}
	return HDC_OK;
}

/* Every letter of the start board must be a piece's. */
static hdc_status check_start(const struct variant_owned *o, struct hvd_error *err)
{
	const struct variant_def *d = &o->def;
	int count[2] = { 0, 0 };
	for (const char *s = d->start; *s && *s != ' '; s++) {
		if (!isalpha((unsigned char)*s))
			continue;
		/* Positions hold no more pieces than the start (position text
		 * checks it), and the arrays of a side's men hold MAX_SIDE_PIECES. */
		if (++count[islower((unsigned char)*s) ? 1 : 0] > MAX_SIDE_PIECES)
			return hvd_fail(err, o->line_start, 0,
			                "the start position has more than %d pieces a side",
			                MAX_SIDE_PIECES);
		int known = 0;
		for (int i = 0; i < d->npieces; i++)
			known |= d->pieces[i].letter == toupper((unsigned char)*s);
		if (!known)
			return hvd_fail(err, o->line_start, 0,
			                "the start position has '%c': no piece has that letter", *s);
	}
	return HDC_OK;
}

hdc_status variant_validate(const struct variant_owned *o, struct hvd_error *err)
{
	hdc_status st = check_board(o, err);
	if (st == HDC_OK)
		st = check_piece_set(o, err);
	if (st == HDC_OK)
		st = check_start(o, err);
	if (st != HDC_OK)
		return st;
	struct geometry g;
	const struct variant_def *d = &o->def;
	int made = d->shape == SHAPE_HEX ? geometry_init_hex(&g)
	                                 : geometry_init_cube(&g, d->nx, d->ny, d->nz);
	if (made != 0) {
		geometry_release(&g);
		return HDC_ERR_NO_MEMORY;
	}
	st = check_movement(o, &g, err);
	if (st == HDC_OK)
		st = check_pawn(o, &g, err);
	if (st == HDC_OK)
		st = check_castlings(o, &g, err);
	geometry_release(&g);
	return st;
}
