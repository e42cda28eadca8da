/* postext.c - position text: the checks every style shares, and dispatch
 * to the reader and writer of the variant's style. */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "cellname.h"
#include "postext_common.h"

#define fail postext_fail

#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
hdc_status postext_fail(struct text_error *err, hdc_status status, int64_t offset,
                        const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(err->message, sizeof err->message, fmt, ap);
	va_end(ap);
	err->offset = offset;
	return status;
}

hdc_status postext_put(struct hdc_position *pos, unsigned cell, uint8_t piece, size_t at,
                       struct text_error *err)
{
	unsigned side = PSIDE(piece);
	if (pos->count[side] >= pos->v->start_total[side])
		return fail(err, HDC_ERR_INVALID_POSITION, (int64_t)at,
		            "%s has more pieces than the %u it starts with",
		            side ? "black" : "white", pos->v->start_total[side]);
	position_put(pos, cell, piece);
	return HDC_OK;
}

int postext_next_field(struct reader *r)
{
	if (peek(r) != ' ')
		return 0;
	while (peek(r) == ' ')
		r->pos++;
	return peek(r) != '\0';
}

hdc_status postext_side(struct hdc_position *pos, struct reader *r, struct text_error *err)
{
	if (!postext_next_field(r))
		return fail(err, HDC_ERR_SYNTAX, (int64_t)r->pos, "expected ' ' and the side to move");
	if (peek(r) != 'w' && peek(r) != 'b')
		return fail(err, HDC_ERR_SYNTAX, (int64_t)r->pos, "side to move must be 'w' or 'b'");
	pos->side = peek(r) == 'w' ? HDC_WHITE : HDC_BLACK;
	r->pos++;
	return HDC_OK;
}

hdc_status postext_counter(struct reader *r, int32_t min, int32_t dash, int32_t *out,
                           const char *what, struct text_error *err)
{
	size_t at = r->pos;
	int64_t value = 0;
	if (dash >= 0 && peek(r) == '-') {
		r->pos++;
		*out = dash;
		return HDC_OK;
	}
	if (!isdigit(peek(r)))
		return fail(err, HDC_ERR_SYNTAX, (int64_t)at, "%s must be a number", what);
	while (isdigit(peek(r))) {
		value = value * 10 + (r->text[r->pos++] - '0');
		if (value > 1000000)
			return fail(err, HDC_ERR_SYNTAX, (int64_t)at, "%s is too large", what);
	}
	if (value < min)
		return fail(err, HDC_ERR_SYNTAX, (int64_t)at, "%s must be at least %d", what,
		            (int)min);
	*out = (int32_t)value;
	return HDC_OK;
}

/* Piece counts no game can reach: more pieces or pawns than the start
 * array, or more promoted pieces than missing pawns; where pawns promote
 * only to missing pieces, more of a type than the start array (and two
 * colour-bound pieces on one cell colour). */
static hdc_status check_material(const struct hdc_position *pos, struct text_error *err)
{
	const struct variant *v = pos->v;
	const struct pawn_def *pd = v->def->pawn;
	static const char *const side_name[2] = { "white", "black" };
	for (int side = 0; side < 2; side++) {
		unsigned count[MAX_TYPES] = { 0 }, bound[4] = { 0 };
		uint16_t cells[MAX_SIDE_PIECES];
		unsigned n = side_cells(pos, side, cells);
		for (unsigned i = 0; i < n; i++) {
			unsigned c = cells[i];
			count[PTYPE(pos->board[c])]++;
			if (PTYPE(pos->board[c]) == pd->colour_bound)
				bound[v->geo.colour[c]]++;
		}
		if (count[HDC_KING] != 1)
			return fail(err, HDC_ERR_INVALID_POSITION, 0, "%s has %u kings, 1 wanted",
			            side_name[side], count[HDC_KING]);
		if (pos->count[side] > v->start_total[side])
			return fail(err, HDC_ERR_INVALID_POSITION, 0,
			            "%s has %u pieces, more than the %u it starts with",
			            side_name[side], pos->count[side], v->start_total[side]);
		unsigned start_pawns = v->start_count[side][HDC_PAWN];
		if (count[HDC_PAWN] > start_pawns)
			return fail(err, HDC_ERR_INVALID_POSITION, 0, "%s has %u pawns, more than %u",
			            side_name[side], count[HDC_PAWN], start_pawns);
		unsigned promoted = 0;
		for (int t = 1; t < MAX_TYPES; t++) {
			if (t == HDC_PAWN || count[t] <= v->start_count[side][t])
				continue;
			if (pd->from_pool)
				return fail(err, HDC_ERR_INVALID_POSITION, 0,
				            "%s has %u of type '%c', more than the %u it starts with",
				            side_name[side], count[t], v->letter[t], v->start_count[side][t]);
			promoted += count[t] - v->start_count[side][t];
		}
		if (promoted > start_pawns - count[HDC_PAWN])
			return fail(err, HDC_ERR_INVALID_POSITION, 0,
			            "%s has %u promoted pieces but only %u pawns are missing",
			            side_name[side], promoted, start_pawns - count[HDC_PAWN]);
		for (int c = 0; c < 4; c++)
			if (bound[c] > 1)
				return fail(err, HDC_ERR_INVALID_POSITION, 0,
				            "%s has two '%c' on cells of one colour", side_name[side],
				            v->letter[pd->colour_bound]);
	}
	return HDC_OK;
}

static hdc_status check_pawns(const struct hdc_position *pos, const uint32_t *where,
                              struct text_error *err)
{
	const struct variant *v = pos->v;
	for (int side = 0; side < 2; side++) {
		uint16_t cells[MAX_SIDE_PIECES];
		unsigned n = side_cells(pos, side, cells);
		for (unsigned i = 0; i < n; i++) {
			unsigned c = cells[i];
			if (PTYPE(pos->board[c]) == HDC_PAWN && v->pawn_forbidden[side][c]) {
				char name[CELL_NAME_MAX];
				cell_format(v, c, CELL_ASCII, name);
				return fail(err, HDC_ERR_INVALID_POSITION, where[c],
				            "a %s pawn cannot stand on %s", side ? "black" : "white",
				            name);
			}
		}
	}
	return HDC_OK;
}

/* Rights need their king and rooks at home. */
static hdc_status check_castling(const struct hdc_position *pos, const size_t *where,
                                 struct text_error *err)
{
	const struct variant *v = pos->v;
	for (unsigned i = 0; i < v->ncastlings; i++) {
		const struct castling *c = &v->castling[i];
		uint32_t held = pos->st.castling & c->right;
		if (!held)
			continue;
		int bit = __builtin_ctz(held);
		if (pos->board[c->king_from] != PIECE(HDC_KING, c->side) ||
		    ((held & c->rook_right) && pos->board[c->rook_from] != PIECE(HDC_ROOK, c->side)) ||
		    ((held & c->rook2_right) && pos->board[c->rook2_from] != PIECE(HDC_ROOK, c->side)))
			return fail(err, HDC_ERR_INVALID_POSITION, (int64_t)where[bit],
			            "castling right %s needs king and rook on their home cells",
			            v->def->castlings[c->index].san);
	}
	return HDC_OK;
}

hdc_status postext_validate(struct hdc_position *pos, const uint32_t *where,
                            const size_t *castle_at, struct text_error *err)
{
	hdc_status st;
	if ((st = check_material(pos, err)) != HDC_OK || (st = check_pawns(pos, where, err)) != HDC_OK ||
	    (st = check_castling(pos, castle_at, err)) != HDC_OK)
		return st;
	/* The side that just moved cannot have left its king attacked; nor can
	 * the kings attack each other. */
	if (attacked(pos, pos->king[pos->side ^ 1], pos->side))
		return fail(err, HDC_ERR_INVALID_POSITION, 0, "the side not to move is in check");
	/* Nor may the other king's leap (C'escacs' king that never moved)
	 * check the side to move: no game reaches that, since the king in
	 * check could not have stepped into the leap and a king that moves
	 * loses it.  The list's king watch does not look for it. */
	if (king_leap_attacks(pos, pos->king[pos->side], pos->side ^ 1))
		return fail(err, HDC_ERR_INVALID_POSITION, 0,
		            "the side to move is in check from the other king's leap");
	pos->st.special_key = special_captures_key(pos);
	pos->st.special_pending = 0;
	pos->st.key = position_compute_key(pos);
	return HDC_OK;
}

hdc_status postext_parse(struct hdc_position *pos, const struct variant *v, const char *text,
                         struct text_error *err)
{
	position_clear(pos, v);
	if (v->def->text_style == TEXT_CESCACS)
		return postext_cescacs_parse(pos, text, err);
	return postext_layers_parse(pos, text, err);
}

size_t postext_format(const struct hdc_position *pos, char *buf)
{
	if (pos->v->def->text_style == TEXT_CESCACS)
		return postext_cescacs_format(pos, buf);
	return postext_layers_format(pos, buf);
}
