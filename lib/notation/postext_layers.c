/* postext_layers.c - position text of the cubic variants: one FEN board
 * per layer joined by '|', side, castling letters, e.p. cell, counters
 * (RULES.md "Position notation"). */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "cellname.h"
#include "postext_common.h"

#define fail postext_fail

/* Board part: layers by '|', ranks (last first) by '/'.  Records where each
 * cell's letter stood, for pointing at bad pieces. */
static hdc_status parse_board(struct hdc_position *pos, struct reader *r, uint32_t *where,
                              struct text_error *err)
{
	const struct variant *v = pos->v;
	const struct geometry *g = &v->geo;
	for (int z = 0; z < g->nz; z++) {
		if (z > 0) {
			if (peek(r) != '|')
				return fail(err, HDC_ERR_SYNTAX, (int64_t)r->pos,
				            "expected '|' before layer %d of %d", z + 1, g->nz);
			r->pos++;
		}
		for (int y = g->ny - 1; y >= 0; y--) {
			if (y < g->ny - 1) {
				if (peek(r) != '/')
					return fail(err, HDC_ERR_SYNTAX, (int64_t)r->pos,
					            "expected '/': layer %d needs %d ranks", z + 1, g->ny);
				r->pos++;
			}
			int x = 0;
			while (x < g->nx || isdigit(peek(r)) || isalpha(peek(r))) {
				int c = peek(r);
				size_t at = r->pos;
				if (isdigit(c)) {
					if (c == '0')
						return fail(err, HDC_ERR_SYNTAX, (int64_t)at,
						            "a run of empty cells cannot start with 0");
					int run = 0;
					while (isdigit(peek(r)) && run <= g->nx)
						run = run * 10 + (r->text[r->pos++] - '0');
					if (run == 0 || x + run > g->nx)
						return fail(err, HDC_ERR_SYNTAX, (int64_t)at,
						            "too many cells in a rank (%d wanted)", g->nx);
					x += run;
				} else if (isalpha(c)) {
					int type = variant_type_of_letter(v, (char)c);
					if (!type)
						return fail(err, HDC_ERR_SYNTAX, (int64_t)at,
						            "unknown piece letter '%c'", c);
					if (x >= g->nx)
						return fail(err, HDC_ERR_SYNTAX, (int64_t)at,
						            "too many cells in a rank (%d wanted)", g->nx);
					int side = islower(c) ? HDC_BLACK : HDC_WHITE;
					int cell = geometry_cell(g, x, y, z);
					hdc_status st = postext_put(pos, (unsigned)cell, PIECE(type, side), at,
					                            err);
					if (st != HDC_OK)
						return st;
					where[cell] = (uint32_t)at;
					x++;
					r->pos++;
				} else {
					return fail(err, HDC_ERR_SYNTAX, (int64_t)at,
					            "rank %d of layer %d has %d cells, %d wanted", y + 1,
					            z + 1, x, g->nx);
				}
			}
		}
	}
	if (peek(r) == '|' || peek(r) == '/')
		return fail(err, HDC_ERR_SYNTAX, (int64_t)r->pos, "board has more than %d %s",
		            peek(r) == '|' ? g->nz : g->ny, peek(r) == '|' ? "layers" : "ranks");
	return HDC_OK;
}

static hdc_status parse_castling(struct hdc_position *pos, struct reader *r, size_t *where,
                                 struct text_error *err)
{
	const struct variant *v = pos->v;
	if (peek(r) == '-') {
		r->pos++;
		return HDC_OK;
	}
	while (peek(r) && peek(r) != ' ') {
		int c = peek(r);
		int found = -1;
		for (int i = 0; i < v->def->ncastlings; i++)
			if (toupper(c) == v->def->castlings[i].letter)
				found = i;
		if (found < 0)
			return fail(err, HDC_ERR_SYNTAX, (int64_t)r->pos,
			            "unknown castling right '%c'", c);
		int side = islower(c) ? HDC_BLACK : HDC_WHITE;
		uint32_t bit = 1u << (16 * side + found);
		if (pos->st.castling & bit)
			return fail(err, HDC_ERR_SYNTAX, (int64_t)r->pos,
			            "castling right '%c' given twice", c);
		pos->st.castling |= bit;
		where[16 * side + found] = r->pos;
		r->pos++;
	}
	return HDC_OK;
}

/* The e.p. cell must be explained by a double step of the side that just
 * moved: start and skipped cells empty, its pawn just beyond. */
static hdc_status check_en_passant(struct hdc_position *pos, unsigned ep, size_t at,
                                   struct text_error *err)
{
	const struct variant *v = pos->v;
	const struct geometry *g = &v->geo;
	int mover = pos->side ^ 1;
	unsigned push = v->push_dir[mover][0];
	unsigned start = geometry_step(g, ep, g->opposite[push]);
	unsigned landed = geometry_step(g, ep, push);
	if (!v->def->pawn->en_passant || start == CELL_NONE || landed == CELL_NONE ||
	    v->push_steps[mover][start] < 2 ||
	    pos->board[start] || pos->board[ep] || pos->board[landed] != PIECE(HDC_PAWN, mover))
		return fail(err, HDC_ERR_INVALID_POSITION, (int64_t)at,
		            "no double step explains this en passant cell");
	pos->st.ep_cell = (uint16_t)ep;
	pos->st.ep_victim = (uint16_t)landed;
	return HDC_OK;
}

hdc_status postext_layers_parse(struct hdc_position *pos, const char *text,
                                struct text_error *err)
{
	uint32_t where[HDC_MAX_CELLS];
	size_t castle_where[32] = { 0 };
	struct reader r = { text, 0 };
	hdc_status st;

	const struct variant *v = pos->v;
	while (peek(&r) == ' ')
		r.pos++;
	if ((st = parse_board(pos, &r, where, err)) != HDC_OK)
		return st;

	if ((st = postext_side(pos, &r, err)) != HDC_OK)
		return st;

	if (!postext_next_field(&r))
		return fail(err, HDC_ERR_SYNTAX, (int64_t)r.pos, "expected ' ' and castling rights");
	if ((st = parse_castling(pos, &r, castle_where, err)) != HDC_OK)
		return st;

	if (!postext_next_field(&r))
		return fail(err, HDC_ERR_SYNTAX, (int64_t)r.pos, "expected ' ' and the e.p. cell");
	unsigned ep = CELL_NONE;
	size_t ep_at = r.pos;
	if (peek(&r) == '-') {
		r.pos++;
	} else {
		size_t rest = strlen(text + r.pos);
		size_t n = cell_parse(v, text + r.pos, rest, &ep);
		if (!n)
			return fail(err, HDC_ERR_SYNTAX, (int64_t)r.pos, "bad en passant cell");
		r.pos += n;
	}

	if (postext_next_field(&r)) {
		if ((st = postext_counter(&r, 0, -1, &pos->st.halfmove, "half-move clock", err)) != HDC_OK)
			return st;
		if (!postext_next_field(&r))
			return fail(err, HDC_ERR_SYNTAX, (int64_t)r.pos,
			            "expected ' ' and the move number");
		if ((st = postext_counter(&r, 1, -1, &pos->st.fullmove, "move number", err)) != HDC_OK)
			return st;
	}
	while (peek(&r) == ' ')
		r.pos++;
	if (peek(&r) != '\0')
		return fail(err, HDC_ERR_SYNTAX, (int64_t)r.pos, "unexpected text after the position");

	if (ep != CELL_NONE && (st = check_en_passant(pos, ep, ep_at, err)) != HDC_OK)
		return st;
	return postext_validate(pos, where, castle_where, err);
}


size_t postext_layers_format(const struct hdc_position *pos, char *buf)
{
	const struct variant *v = pos->v;
	const struct geometry *g = &v->geo;
	size_t n = 0;

	for (int z = 0; z < g->nz; z++) {
		if (z > 0)
			buf[n++] = '|';
		for (int y = g->ny - 1; y >= 0; y--) {
			if (y < g->ny - 1)
				buf[n++] = '/';
			int empty = 0;
			for (int x = 0; x < g->nx; x++) {
				unsigned p = pos->board[geometry_cell(g, x, y, z)];
				if (!p) {
					empty++;
					continue;
				}
				if (empty)
					n += (size_t)sprintf(buf + n, "%d", empty);
				empty = 0;
				char letter = v->letter[PTYPE(p)];
				buf[n++] = PSIDE(p) ? (char)tolower((unsigned char)letter) : letter;
			}
			if (empty)
				n += (size_t)sprintf(buf + n, "%d", empty);
		}
	}
	n += (size_t)sprintf(buf + n, " %c ", pos->side == HDC_WHITE ? 'w' : 'b');
	if (!pos->st.castling)
		buf[n++] = '-';
	for (int side = 0; side < 2; side++)
		for (int i = 0; i < v->def->ncastlings; i++)
			if (pos->st.castling & (1u << (16 * side + i))) {
				char letter = v->def->castlings[i].letter;
				buf[n++] = side ? (char)tolower((unsigned char)letter) : letter;
			}
	buf[n++] = ' ';
	if (pos->st.ep_cell == CELL_NONE)
		buf[n++] = '-';
	else
		n += cell_format(v, pos->st.ep_cell, CELL_ASCII, buf + n);
	n += (size_t)sprintf(buf + n, " %d %d", (int)pos->st.halfmove, (int)pos->st.fullmove);
	return n;
}
