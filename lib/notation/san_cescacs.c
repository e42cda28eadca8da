/*
 * san_cescacs.c - C'escacs move notation (CESCACS.md section 12):
 *   NE3-C7  F8-F10  JF4×JC13  E7×F10  F12@E15  H14@G15  F26-F28=D  L23=D
 *   KRK-HIO, with check marks +^ (from next door), +∞ (from afar), ++, #.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "cellname.h"
#include "san.h"

#define TIMES "\xC3\x97"     /* U+00D7 */
#define INFINITY_ "\xE2\x88\x9E" /* U+221E */
#define EN_DASH "\xE2\x80\x93"
#define EM_DASH "\xE2\x80\x94"

static int is_scornful(const struct hdc_position *pos, hdc_move m)
{
	return MOVE_FROM(m) == pos->st.scorn_from && MOVE_TO(m) == pos->st.scorn_to &&
	       MOVE_KIND(m) == HDC_MOVE_CAPTURE;
}

/* Check marks of the position after the move. */
static const char *check_mark(const struct hdc_position *pos, hdc_move move)
{
	struct hdc_position after;
	struct undo u;
	hdc_move replies[HDC_MAX_MOVES];
	int near[8];
	memcpy(&after, pos, sizeof after);
	position_make(&after, move, &u);
	int n = attackers(&after, after.king[after.side], after.side ^ 1, near, 8);
	if (!n)
		return "";
	if (!generate_legal(&after, replies))
		return "#";
	if (n > 1)
		return "++";
	return near[0] ? "+^" : "+" INFINITY_;
}

static size_t letter_of(const struct hdc_position *pos, unsigned piece, char *out)
{
	if (!piece || PTYPE(piece) == HDC_PAWN)
		return 0;
	out[0] = pos->v->letter[PTYPE(piece)];
	return 1;
}

size_t cescacs_format(const struct hdc_position *pos, hdc_move move, char *out)
{
	const struct variant *v = pos->v;
	unsigned from = MOVE_FROM(move), to = MOVE_TO(move), kind = MOVE_KIND(move);
	size_t n = 0;
	if (kind == HDC_MOVE_CASTLING) {
		n = (size_t)sprintf(out, "%s", v->def->castlings[MOVE_EXTRA(move)].san);
	} else if (kind == HDC_MOVE_PROMOTION_IN_PLACE) {
		n = cell_format(v, from, CELL_ASCII, out);
		n += (size_t)sprintf(out + n, "=%c", v->letter[MOVE_EXTRA(move)]);
	} else {
		n += letter_of(pos, pos->board[from], out + n);
		n += cell_format(v, from, CELL_ASCII, out + n);
		if (kind == HDC_MOVE_EN_PASSANT) {
			/* "@@": taken on the first of the two cells a triple step passed. */
			n += (size_t)sprintf(out + n, pos->st.ep_cell2 != CELL_NONE && to == pos->st.ep_cell
			                                      ? "@@" : "@");
			n += letter_of(pos, pos->board[pos->st.ep_victim], out + n);
		} else if (is_scornful(pos, move)) {
			out[n++] = '@';
			n += letter_of(pos, pos->board[to], out + n);
		} else if (hdc_move_is_capture(move)) {
			n += (size_t)sprintf(out + n, TIMES);
			n += letter_of(pos, pos->board[to], out + n);
		} else {
			out[n++] = '-';
		}
		n += cell_format(v, to, CELL_ASCII, out + n);
		if (kind == HDC_MOVE_PROMOTION || kind == HDC_MOVE_PROMOTION_CAPTURE)
			n += (size_t)sprintf(out + n, "=%c", v->letter[MOVE_EXTRA(move)]);
	}
	n += (size_t)sprintf(out + n, "%s", check_mark(pos, move));
	out[n] = '\0';
	return n;
}

/* ---- reading ---------------------------------------------------------- */

enum separator { SEP_NONE, SEP_MOVE, SEP_CAPTURE, SEP_SPECIAL, SEP_SPECIAL_FIRST };

struct parsed {
	int castling;           /* castling index, or -1 */
	int type;               /* moving piece type (pawn when no letter) */
	unsigned from, to;
	int sep;
	int captured;           /* captured type named, 0 if none */
	int promo;
};

struct cursor {
	const struct variant *v;
	const char *s;
	size_t len, at, furthest;
	struct expectation ex;  /* what was expected where reading stopped */
};

static void reach(struct cursor *c)
{
	if (c->at > c->furthest)
		c->furthest = c->at;
}

static int take(struct cursor *c, const char *token)
{
	size_t n = strlen(token);
	if (c->len - c->at >= n && strncmp(c->s + c->at, token, n) == 0) {
		c->at += n;
		reach(c);
		return 1;
	}
	return 0;
}

static int take_cell(struct cursor *c, unsigned *cell)
{
	size_t n = cell_parse(c->v, c->s + c->at, c->len - c->at, cell);
	if (!n)
		expect_cell(&c->ex, c->v, c->s, c->len, c->at);
	c->at += n;
	reach(c);
	return n > 0;
}

/* An upper-case piece letter that is not a column letter followed by a
 * line: "N" in "NE3", "D" in "DE15", but not "E" in "E7". */
static int take_letter(struct cursor *c, int *type)
{
	unsigned cell;
	if (c->at >= c->len || !isupper((unsigned char)c->s[c->at]))
		return 0;
	if (cell_parse(c->v, c->s + c->at, c->len - c->at, &cell))
		return 0;
	int t = variant_type_of_letter(c->v, c->s[c->at]);
	if (!t)
		return 0;
	*type = t;
	c->at++;
	reach(c);
	return 1;
}

static int take_castling(struct cursor *c, struct parsed *p)
{
	for (int i = 0; i < c->v->def->ncastlings; i++) {
		const char *san = c->v->def->castlings[i].san;
		const char *dash = strchr(san, '-');
		size_t head = (size_t)(dash - san), tail = strlen(dash + 1);
		for (int en = 0; en < 2; en++) {
			size_t sep = en ? 3 : 1;
			if (c->len - c->at < head + sep + tail || strncmp(c->s + c->at, san, head) != 0 ||
			    strncmp(c->s + c->at + head, en ? EN_DASH : "-", sep) != 0 ||
			    strncmp(c->s + c->at + head + sep, dash + 1, tail) != 0)
				continue;
			/* The longest string wins: KRK-HIOO over KRK-HIO. */
			char next = c->at + head + sep + tail < c->len ? c->s[c->at + head + sep + tail] : 0;
			if (isupper((unsigned char)next))
				continue;
			p->castling = i;
			c->at += head + sep + tail;
			reach(c);
			return 1;
		}
	}
	return 0;
}

/* No separator after the source hex: says which ones there are. */
static int expect_separator(struct cursor *c)
{
	if (c->len - c->at >= 3 && strncmp(c->s + c->at, EM_DASH, 3) == 0)
		expect_at(&c->ex, c->at, "an em dash is not a separator: use -");
	else
		expect_at(&c->ex, c->at,
		          "expected a separator after the hex: - (move), " TIMES
		          " x * (capture), @ @@ (en passant, scornful capture), = (promotion)");
	return 0;
}

static int take_body(struct cursor *c, struct parsed *p)
{
	memset(p, 0, sizeof *p);
	p->castling = -1;
	p->type = HDC_PAWN;
	if (take_castling(c, p))
		return 1;
	take_letter(c, &p->type);
	if (!take_cell(c, &p->from))
		return 0;
	if (take(c, "=")) {
		/* Forced in-place promotion: <hex>=<letter>. */
		if (p->type != HDC_PAWN || !take_letter(c, &p->promo)) {
			expect_promotion(&c->ex, c->v, c->at);
			return 0;
		}
		p->to = p->from;
		p->sep = SEP_NONE;
		return 1;
	}
	if (take(c, "-"))
		p->sep = SEP_MOVE;
	else if (take(c, TIMES) || take(c, "x") || take(c, "*"))
		p->sep = SEP_CAPTURE;
	else if (take(c, "@@"))
		p->sep = SEP_SPECIAL_FIRST;
	else if (take(c, "@"))
		p->sep = SEP_SPECIAL;
	else
		return expect_separator(c);
	if (p->sep != SEP_MOVE)
		take_letter(c, &p->captured);
	if (!take_cell(c, &p->to))
		return 0;
	if (take(c, "=") && !take_letter(c, &p->promo)) {
		expect_promotion(&c->ex, c->v, c->at);
		return 0;
	}
	return 1;
}

/* The check mark written, if any ("" when none), then annotations. */
static void take_suffix(struct cursor *c, char *mark, size_t cap)
{
	size_t start = c->at, n = 0;
	while (take(c, "+") || take(c, "^") || take(c, INFINITY_) || take(c, "#"))
		;
	n = c->at - start < cap - 1 ? c->at - start : cap - 1;
	memcpy(mark, c->s + start, n);
	mark[n] = '\0';
	while (take(c, "!") || take(c, "?") || take(c, " "))
		;
}

static int matches(const struct hdc_position *pos, const struct parsed *p, hdc_move m,
                   int ignore_promo)
{
	unsigned kind = MOVE_KIND(m);
	if (p->castling >= 0)
		return kind == HDC_MOVE_CASTLING && MOVE_EXTRA(m) == (unsigned)p->castling;
	if (kind == HDC_MOVE_CASTLING || MOVE_FROM(m) != p->from || MOVE_TO(m) != p->to ||
	    (int)PTYPE(pos->board[p->from]) != p->type)
		return 0;
	int promo = hdc_move_promotion(m);
	if (kind == HDC_MOVE_PROMOTION_IN_PLACE)
		promo = (int)MOVE_EXTRA(m);
	if (!ignore_promo && promo != p->promo)
		return 0;
	unsigned victim = kind == HDC_MOVE_EN_PASSANT ? pos->st.ep_victim : p->to;
	if (p->captured && (!hdc_move_is_capture(m) || (int)PTYPE(pos->board[victim]) != p->captured))
		return 0;
	switch (p->sep) {
	case SEP_NONE:
		return kind == HDC_MOVE_PROMOTION_IN_PLACE;
	case SEP_MOVE:
		return !hdc_move_is_capture(m);
	case SEP_CAPTURE:
		return hdc_move_is_capture(m) && kind != HDC_MOVE_EN_PASSANT &&
		       (!is_scornful(pos, m) || promo);
	case SEP_SPECIAL:
		return kind == HDC_MOVE_EN_PASSANT || (is_scornful(pos, m) && !promo);
	default:
		return kind == HDC_MOVE_EN_PASSANT && pos->st.ep_cell2 != CELL_NONE &&
		       p->to == pos->st.ep_cell;
	}
}

void cescacs_parse(const struct hdc_position *pos, const char *text, struct san_result *out)
{
	struct cursor c = { pos->v, text, strlen(text), 0, 0, { 0, 0, "" } };
	struct parsed p;
	memset(out, 0, sizeof *out);
	char mark[16] = "";
	int ok = take_body(&c, &p);
	if (ok)
		take_suffix(&c, mark, sizeof mark);
	if (!ok || c.at != c.len) {
		if (ok)
			expect_at(&c.ex, c.at,
			          "expected the end of the move (only +^, +" INFINITY_
			          ", ++, #, ! or ? may follow)");
		expect_move(&c.ex, c.v);
		expect_fail(&c.ex, ok ? c.at : c.furthest, out);
		return;
	}
	hdc_move list[HDC_MAX_MOVES];
	size_t n = generate_legal(pos, list);
	int without_promo = 0;
	for (size_t i = 0; i < n; i++) {
		if (matches(pos, &p, list[i], 0)) {
			/* A check mark, when given, must be the right one. */
			const char *actual = check_mark(pos, list[i]);
			if (mark[0] && strcmp(mark, actual) != 0) {
				out->status = HDC_ERR_ILLEGAL_MOVE;
				snprintf(out->message, sizeof out->message,
				         "'%.40s': the move is marked '%s' but gives '%s'", text, mark,
				         actual[0] ? actual : "no check");
				return;
			}
			out->status = HDC_OK;
			out->move = list[i];
			return;
		}
		without_promo |= matches(pos, &p, list[i], 1);
	}
	out->status = HDC_ERR_ILLEGAL_MOVE;
	snprintf(out->message, sizeof out->message,
	         without_promo ? "'%.40s' needs the piece it promotes to (=D, ...)"
	                       : "'%.40s' is not a legal move here",
	         text);
}
