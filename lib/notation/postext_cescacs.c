/*
 * postext_cescacs.c - the C'escacs position string (CESCACS.md section 11):
 *   /28:v/27:dk/.../0:V/ w RKRrkr - 0 1
 * placement by lines, side, castling parts (RKR KR RK K -), the special
 * capture (en passant P@E15[E13], P@E19,17[E15]; scornful H14@G15), and the
 * two counters ('-' accepted for each).
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "cellname.h"
#include "postext_common.h"

#define fail postext_fail

/* Rights bits of one side, as cescacs.hvd numbers them. */
enum { KING_UNMOVED = 1, QUEEN_ROOK = 2, KING_ROOK = 4 };

/* Letters the author's engine also reads (never written). */
static int type_of(const struct variant *v, char c)
{
	static const char alias[] = "QDWVTRCNSNAJBJFJLJ";
	char up = (char)toupper((unsigned char)c);
	for (const char *a = alias; *a; a += 2)
		if (up == a[0])
			up = a[1];
	return variant_type_of_letter(v, up);
}

/* The cells of line l, left to right. */
static int line_cells(const struct geometry *g, int l, unsigned *cells)
{
	int n = 0;
	for (int c = 0; c < g->nx; c++) {
		int cell = geometry_cell(g, c, l, 0);
		if (cell >= 0)
			cells[n++] = (unsigned)cell;
	}
	return n;
}

static hdc_status parse_placement(struct hdc_position *pos, struct reader *r, uint32_t *where,
                                  struct text_error *err)
{
	const struct variant *v = pos->v;
	const struct geometry *g = &v->geo;
	int seen[32] = { 0 };
	if (peek(r) != '/')
		return fail(err, HDC_ERR_SYNTAX, (int64_t)r->pos, "placement must start with '/'");
	r->pos++;
	while (peek(r) && peek(r) != ' ') {
		size_t at = r->pos;
		int l = 0, digits = 0;
		while (isdigit(peek(r)) && digits < 3) {
			l = l * 10 + (r->text[r->pos++] - '0');
			digits++;
		}
		if (!digits || peek(r) != ':' || l > 28)
			return fail(err, HDC_ERR_SYNTAX, (int64_t)at, "expected '<line 0-28>:'");
		if (seen[l]++)
			return fail(err, HDC_ERR_SYNTAX, (int64_t)at, "line %d given twice", l);
		r->pos++;
		unsigned cells[16];
		int n = line_cells(g, l, cells), k = 0;
		while (peek(r) != '/') {
			int c = peek(r);
			size_t here = r->pos;
			if (c >= '1' && c <= '9') {
				k += c - '0';
				r->pos++;
				if (k > n)
					return fail(err, HDC_ERR_SYNTAX, (int64_t)here,
					            "line %d has only %d cells", l, n);
			} else if (isalpha(c)) {
				int type = type_of(v, (char)c);
				if (!type)
					return fail(err, HDC_ERR_SYNTAX, (int64_t)here,
					            "unknown piece letter '%c'", c);
				if (k >= n)
					return fail(err, HDC_ERR_SYNTAX, (int64_t)here,
					            "line %d has only %d cells", l, n);
				hdc_status st = postext_put(pos, cells[k],
				                            PIECE(type, islower(c) ? HDC_BLACK : HDC_WHITE),
				                            here, err);
				if (st != HDC_OK)
					return st;
				where[cells[k++]] = (uint32_t)here;
				r->pos++;
			} else {
				return fail(err, HDC_ERR_SYNTAX, (int64_t)here,
				            "expected a piece, a digit or '/' in line %d", l);
			}
		}
		if (k != n)
			return fail(err, HDC_ERR_SYNTAX, (int64_t)r->pos, "line %d has %d cells, %d given",
			            l, n, k);
		r->pos++;
	}
	return HDC_OK;
}

/* One side's part: RKR, KR, RK, K or '-' (empty counts as '-'). */
static hdc_status part_rights(const char *part, size_t len, size_t at, uint32_t *bits,
                              struct text_error *err)
{
	static const struct {
		const char *text;
		uint32_t bits;
	} parts[] = {
		{ "RKR", KING_UNMOVED | QUEEN_ROOK | KING_ROOK },
		{ "KR", KING_UNMOVED | KING_ROOK },
		{ "RK", KING_UNMOVED | QUEEN_ROOK },
		{ "K", KING_UNMOVED },
		{ "-", 0 },
		{ "", 0 },
	};
	for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++)
		if (strlen(parts[i].text) == len && strncasecmp(parts[i].text, part, len) == 0) {
			*bits = parts[i].bits;
			return HDC_OK;
		}
	return fail(err, HDC_ERR_SYNTAX, (int64_t)at, "castling part must be RKR, KR, RK, K or -");
}

static hdc_status parse_castling(struct hdc_position *pos, struct reader *r, size_t *where,
                                 struct text_error *err)
{
	size_t at = r->pos, white = 0, black = 0;
	while (r->text[at + white] && r->text[at + white] != ' ' &&
	       !islower((unsigned char)r->text[at + white]))
		white++;
	while (r->text[at + white + black] && r->text[at + white + black] != ' ')
		black++;
	for (size_t i = 0; i < black; i++)
		if (!islower((unsigned char)r->text[at + white + i]))
			return fail(err, HDC_ERR_SYNTAX, (int64_t)(at + white + i),
			            "black's castling part must be lower case");
	uint32_t w = 0, b = 0; /* set by part_rights; GCC -O3 cannot tell */
	hdc_status st;
	if ((st = part_rights(r->text + at, white, at, &w, err)) != HDC_OK ||
	    (st = part_rights(r->text + at + white, black, at + white, &b, err)) != HDC_OK)
		return st;
	pos->st.castling = w | (b << 16);
	for (int bit = 0; bit < 3; bit++) {
		where[bit] = at;
		where[16 + bit] = at + white;
	}
	r->pos = at + white + black;
	return HDC_OK;
}

/* The cell `from` reached by `steps` straight steps of side's pawn. */
static unsigned ahead(const struct variant *v, int side, unsigned from, int steps)
{
	for (int i = 0; i < steps && from != CELL_NONE; i++)
		from = geometry_step(&v->geo, from, v->push_dir[side][0]);
	return from;
}

static size_t read_cell(const struct variant *v, const struct reader *r, unsigned *cell)
{
	return cell_parse(v, r->text + r->pos, strlen(r->text + r->pos), cell);
}

/* The record the author's engine writes after any diagonal pawn capture
 * (CESCACS.md section 11 item 4): P@<hex>[<pawnhex>] where <hex> is one
 * line behind the capturer's landing cell <pawnhex> on its column, a hex
 * that does not exist.  It allows no capture, so it reads as '-': skips it
 * and returns 1 (r->pos after the text after "P@"), or returns 0 and moves
 * nothing when the text is something else. */
static int skip_bogus_en_passant(const struct hdc_position *pos, struct reader *r)
{
	const struct variant *v = pos->v;
	const char *s = r->text + r->pos;
	size_t len = strlen(s);
	int column, line;
	unsigned pawn;
	size_t n = cell_parse_hex_name(s, len, &column, &line);
	if (!n || geometry_cell(&v->geo, column, line, 0) >= 0 || s[n] != '[')
		return 0;
	size_t m = cell_parse(v, s + n + 1, len - n - 1, &pawn);
	if (!m || s[n + 1 + m] != ']')
		return 0;
	int mover = pos->side ^ 1;
	int behind = mover == HDC_WHITE ? -1 : 1;
	unsigned piece = pos->board[pawn];
	if (v->geo.coord[pawn][0] != column || v->geo.coord[pawn][1] + behind != line || !piece ||
	    PSIDE(piece) != (unsigned)mover)
		return 0;
	r->pos += n + m + 2;
	return 1;
}

/* P@<hex1>[,<line2>][<pawnhex>]: a double or triple step just made by the
 * side not to move; checked against the board. */
static hdc_status parse_en_passant(struct hdc_position *pos, struct reader *r,
                                   struct text_error *err)
{
	const struct variant *v = pos->v;
	int mover = pos->side ^ 1;
	size_t at = r->pos;
	unsigned first, second = CELL_NONE, pawn;
	size_t n;
	r->pos += 2;
	if (skip_bogus_en_passant(pos, r))
		return HDC_OK;
	if (!(n = read_cell(v, r, &first)))
		return fail(err, HDC_ERR_SYNTAX, (int64_t)r->pos, "expected the first passed cell");
	r->pos += n;
	if (peek(r) == ',') {
		r->pos++;
		int line = 0, digits = 0;
		while (isdigit(peek(r)) && digits < 2) {
			line = line * 10 + (r->text[r->pos++] - '0');
			digits++;
		}
		int c = digits ? geometry_cell(&v->geo, v->geo.coord[first][0], line, 0) : -1;
		if (c < 0)
			return fail(err, HDC_ERR_SYNTAX, (int64_t)r->pos, "bad second passed line");
		second = (unsigned)c;
	}
	if (peek(r) != '[')
		return fail(err, HDC_ERR_SYNTAX, (int64_t)r->pos, "expected '[' and the pawn's cell");
	r->pos++;
	if (!(n = read_cell(v, r, &pawn)))
		return fail(err, HDC_ERR_SYNTAX, (int64_t)r->pos, "expected the pawn's cell");
	r->pos += n;
	if (peek(r) != ']')
		return fail(err, HDC_ERR_SYNTAX, (int64_t)r->pos, "expected ']'");
	r->pos++;

	const struct geometry *g = &v->geo;
	unsigned start = geometry_step(g, first, g->opposite[v->push_dir[mover][0]]);
	int steps = second == CELL_NONE ? 2 : 3;
	unsigned piece = pawn < (unsigned)g->ncells ? pos->board[pawn] : 0;
	int ok = start != CELL_NONE && v->push_steps[mover][start] >= steps && !pos->board[start] &&
	         !pos->board[first] && ahead(v, mover, start, steps) == pawn &&
	         (second == CELL_NONE || (ahead(v, mover, start, 2) == second && !pos->board[second])) &&
	         piece && PSIDE(piece) == (unsigned)mover &&
	         (PTYPE(piece) == HDC_PAWN || v->promotes[mover][pawn]);
	if (!ok)
		return fail(err, HDC_ERR_INVALID_POSITION, (int64_t)at,
		            "no pawn step explains this en passant record");
	pos->st.ep_cell = (uint16_t)first;
	pos->st.ep_cell2 = (uint16_t)second;
	pos->st.ep_victim = (uint16_t)pawn;
	return HDC_OK;
}

/* <capturer>@<scornful>: the side to move's pawn on capturer may take the
 * piece that just stepped obliquely from straight behind it. */
static hdc_status parse_scornful(struct hdc_position *pos, struct reader *r,
                                 struct text_error *err)
{
	const struct variant *v = pos->v;
	const struct geometry *g = &v->geo;
	int us = pos->side, mover = us ^ 1;
	size_t at = r->pos, n;
	unsigned capturer, target;
	if (!(n = read_cell(v, r, &capturer)))
		return fail(err, HDC_ERR_SYNTAX, (int64_t)r->pos, "expected '-', P@... or a cell");
	r->pos += n;
	if (peek(r) != '@')
		return fail(err, HDC_ERR_SYNTAX, (int64_t)r->pos, "expected '@'");
	r->pos++;
	if (!(n = read_cell(v, r, &target)))
		return fail(err, HDC_ERR_SYNTAX, (int64_t)r->pos, "expected the scornful cell");
	r->pos += n;
	unsigned origin = geometry_step(g, capturer, g->opposite[v->push_dir[mover][0]]);
	int oblique = 0;
	for (unsigned i = 1; i < v->npush && origin != CELL_NONE; i++)
		oblique |= geometry_step(g, origin, v->push_dir[mover][i]) == target;
	unsigned piece = pos->board[target];
	/* The author's engine also records the oblique step when the pawn in
	 * front is the mover's own (CESCACS.md section 6): no capture follows,
	 * so that record reads as '-'. */
	int own_front = pos->board[capturer] == PIECE(HDC_PAWN, mover);
	if (!oblique || pos->board[origin] ||
	    (pos->board[capturer] != PIECE(HDC_PAWN, us) && !own_front) || !piece ||
	    PSIDE(piece) != (unsigned)mover ||
	    (PTYPE(piece) != HDC_PAWN && !v->promotes[mover][target]))
		return fail(err, HDC_ERR_INVALID_POSITION, (int64_t)at,
		            "no oblique pawn move explains this scornful record");
	if (own_front)
		return HDC_OK;
	pos->st.scorn_from = (uint16_t)capturer;
	pos->st.scorn_to = (uint16_t)target;
	return HDC_OK;
}

hdc_status postext_cescacs_parse(struct hdc_position *pos, const char *text,
                                 struct text_error *err)
{
	uint32_t where[HDC_MAX_CELLS];
	size_t castle_at[32] = { 0 };
	struct reader r = { text, 0 };
	hdc_status st;

	while (peek(&r) == ' ')
		r.pos++;
	if ((st = parse_placement(pos, &r, where, err)) != HDC_OK)
		return st;
	if ((st = postext_side(pos, &r, err)) != HDC_OK)
		return st;

	/* Fields after the side may be missing: all rights, no special
	 * capture, counters 0 1. */
	pos->st.castling = (KING_UNMOVED | QUEEN_ROOK | KING_ROOK) * 0x10001u;
	if (postext_next_field(&r)) {
		if ((st = parse_castling(pos, &r, castle_at, err)) != HDC_OK)
			return st;
		if (postext_next_field(&r)) {
			if (peek(&r) == '-')
				r.pos++;
			else if (peek(&r) == 'P' && r.text[r.pos + 1] == '@')
				st = parse_en_passant(pos, &r, err);
			else
				st = parse_scornful(pos, &r, err);
			if (st != HDC_OK)
				return st;
			if (postext_next_field(&r)) {
				if ((st = postext_counter(&r, 0, 0, &pos->st.halfmove, "half-move clock",
				                          err)) != HDC_OK)
					return st;
				if (postext_next_field(&r) &&
				    (st = postext_counter(&r, 1, 1, &pos->st.fullmove, "move number",
				                          err)) != HDC_OK)
					return st;
			}
		}
	}
	while (peek(&r) == ' ')
		r.pos++;
	if (peek(&r) != '\0')
		return fail(err, HDC_ERR_SYNTAX, (int64_t)r.pos, "unexpected text after the position");
	return postext_validate(pos, where, castle_at, err);
}

static size_t format_part(uint32_t bits, int lower, char *out)
{
	const char *text = bits == (KING_UNMOVED | QUEEN_ROOK | KING_ROOK) ? "RKR"
	                   : bits == (KING_UNMOVED | KING_ROOK)            ? "KR"
	                   : bits == (KING_UNMOVED | QUEEN_ROOK)           ? "RK"
	                   : bits & KING_UNMOVED                           ? "K"
	                                                                   : "";
	size_t n = strlen(text);
	for (size_t i = 0; i < n; i++)
		out[i] = lower ? (char)tolower((unsigned char)text[i]) : text[i];
	return n;
}

size_t postext_cescacs_format(const struct hdc_position *pos, char *buf)
{
	const struct variant *v = pos->v;
	const struct geometry *g = &v->geo;
	size_t n = 0;
	char a[CELL_NAME_MAX], b[CELL_NAME_MAX];

	buf[n++] = '/';
	for (int l = g->ny - 1; l >= 0; l--) {
		unsigned cells[16];
		int k = line_cells(g, l, cells), pieces = 0;
		for (int i = 0; i < k; i++)
			pieces += pos->board[cells[i]] != 0;
		if (!pieces)
			continue;
		n += (size_t)sprintf(buf + n, "%d:", l);
		int empty = 0;
		for (int i = 0; i < k; i++) {
			unsigned p = pos->board[cells[i]];
			if (!p) {
				empty++;
				continue;
			}
			if (empty)
				buf[n++] = (char)('0' + empty);
			empty = 0;
			char letter = v->letter[PTYPE(p)];
			buf[n++] = PSIDE(p) ? (char)tolower((unsigned char)letter) : letter;
		}
		if (empty)
			buf[n++] = (char)('0' + empty);
		buf[n++] = '/';
	}
	n += (size_t)sprintf(buf + n, " %c ", pos->side == HDC_WHITE ? 'w' : 'b');
	size_t rights = format_part(pos->st.castling & 0xFFFF, 0, buf + n);
	rights += format_part(pos->st.castling >> 16, 1, buf + n + rights);
	if (!rights)
		buf[n + rights++] = '-';
	n += rights;
	buf[n++] = ' ';
	if (pos->st.ep_cell != CELL_NONE) {
		cell_format(v, pos->st.ep_cell, CELL_ASCII, a);
		cell_format(v, pos->st.ep_victim, CELL_ASCII, b);
		if (pos->st.ep_cell2 != CELL_NONE)
			n += (size_t)sprintf(buf + n, "P@%s,%d[%s]", a, g->coord[pos->st.ep_cell2][1], b);
		else
			n += (size_t)sprintf(buf + n, "P@%s[%s]", a, b);
	} else if (pos->st.scorn_from != CELL_NONE) {
		cell_format(v, pos->st.scorn_from, CELL_ASCII, a);
		cell_format(v, pos->st.scorn_to, CELL_ASCII, b);
		n += (size_t)sprintf(buf + n, "%s@%s", a, b);
	} else {
		buf[n++] = '-';
	}
	n += (size_t)sprintf(buf + n, " %d %d", (int)pos->st.halfmove, (int)pos->st.fullmove);
	return n;
}
