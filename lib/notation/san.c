/* san.c - write and read SAN-like moves. */
#include "san.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "cellname.h"
#include "lookahead.h"

static int is_capture(hdc_move m)
{
	unsigned k = MOVE_KIND(m);
	return k == HDC_MOVE_CAPTURE || k == HDC_MOVE_EN_PASSANT || k == HDC_MOVE_PROMOTION_CAPTURE;
}

static int promotion_of(hdc_move m)
{
	unsigned k = MOVE_KIND(m);
	return k == HDC_MOVE_PROMOTION || k == HDC_MOVE_PROMOTION_CAPTURE ||
	               k == HDC_MOVE_PROMOTION_IN_PLACE
	           ? (int)MOVE_EXTRA(m)
	           : 0;
}

/* "+" or "#" if the move checks or mates. */
static const char *check_mark(const struct hdc_position *pos, hdc_move move)
{
	struct hdc_position after;
	struct undo u;
	hdc_move replies[HDC_MAX_MOVES];
	memcpy(&after, pos, sizeof after);
	position_make(&after, move, &u);
	if (!in_check(&after))
		return "";
	return generate_legal(&after, replies) ? "+" : "#";
}

/* Source qualifier for a piece move: nothing, file, rank or the full cell,
 * whichever is the first to tell it from the other pieces of its type that
 * can reach the same cell. */
static size_t disambiguate(const struct hdc_position *pos, hdc_move move, const hdc_move *list,
                           size_t n, char *out)
{
	const struct geometry *g = &pos->v->geo;
	unsigned from = MOVE_FROM(move), to = MOVE_TO(move);
	unsigned type = PTYPE(pos->board[from]);
	int rivals = 0, same_file = 0, same_rank = 0;
	for (size_t i = 0; i < n; i++) {
		unsigned f = MOVE_FROM(list[i]);
		if (MOVE_TO(list[i]) != to || f == from || PTYPE(pos->board[f]) != type ||
		    MOVE_KIND(list[i]) == HDC_MOVE_CASTLING)
			continue;
		rivals++;
		same_file |= g->coord[f][0] == g->coord[from][0];
		same_rank |= g->coord[f][1] == g->coord[from][1];
	}
	if (!rivals)
		return 0;
	if (!same_file) {
		out[0] = (char)('a' + g->coord[from][0]);
		return 1;
	}
	if (!same_rank) {
		out[0] = (char)('1' + g->coord[from][1]);
		return 1;
	}
	return cell_format(pos->v, from, CELL_DISPLAY, out);
}

/* Does another pawn push reach the same cell (possible where pawns move
 * forward and up)?  Then the push names its source cell [libhdc]. */
static int push_shared(const struct hdc_position *pos, hdc_move move, const hdc_move *list,
                       size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (MOVE_TO(list[i]) == MOVE_TO(move) && MOVE_FROM(list[i]) != MOVE_FROM(move) &&
		    !is_capture(list[i]) && PTYPE(pos->board[MOVE_FROM(list[i])]) == HDC_PAWN)
			return 1;
	return 0;
}

size_t san_format(const struct hdc_position *pos, hdc_move move, char *out)
{
	if (move == HDC_MOVE_NULL)
		return (size_t)sprintf(out, "%s", SAN_NULL_MOVE);
	if (pos->v->def->notation_style == NOTATION_CESCACS)
		return cescacs_format(pos, move, out);
	const struct variant *v = pos->v;
	const struct geometry *g = &v->geo;
	unsigned from = MOVE_FROM(move), to = MOVE_TO(move), kind = MOVE_KIND(move);
	size_t n = 0;

	if (kind == HDC_MOVE_CASTLING) {
		n = (size_t)sprintf(out, "%s", v->def->castlings[MOVE_EXTRA(move)].san);
		return n + (size_t)sprintf(out + n, "%s", check_mark(pos, move));
	}
	hdc_move list[HDC_MAX_MOVES];
	size_t count = generate_legal(pos, list);
	unsigned type = PTYPE(pos->board[from]);
	if (type != HDC_PAWN) {
		out[n++] = v->letter[type];
		n += disambiguate(pos, move, list, count, out + n);
		if (is_capture(move))
			out[n++] = 'x';
	} else if (is_capture(move)) {
		/* Within the plane of the layer the file says it all; across
		 * layers the full source cell is written. */
		if (g->coord[from][2] == g->coord[to][2] && g->coord[from][0] != g->coord[to][0])
			out[n++] = (char)('a' + g->coord[from][0]);
		else
			n += cell_format(v, from, CELL_DISPLAY, out + n);
		out[n++] = 'x';
	} else if (push_shared(pos, move, list, count)) {
		n += cell_format(v, from, CELL_DISPLAY, out + n);
	}
	n += cell_format(v, to, CELL_DISPLAY, out + n);
	int promo = promotion_of(move);
	if (promo) {
		out[n++] = '=';
		out[n++] = v->letter[promo];
	}
	/* Flat boards write chess's SAN, which has no e.p. mark (it is read
	 * either way). */
	if (kind == HDC_MOVE_EN_PASSANT && v->def->naming != NAMING_FILE_RANK)
		n += (size_t)sprintf(out + n, " e.p.");
	n += (size_t)sprintf(out + n, "%s", check_mark(pos, move));
	return n;
}

/* ---- reading ---------------------------------------------------------- */

/* One syntactic reading of the move text. */
struct body {
	int castling;        /* castling index, or -1 */
	int type;            /* piece type moving */
	int src_file, src_rank;
	unsigned src_cell;
	int capture;
	unsigned target;
	int promo;
	size_t end;          /* bytes used */
};

struct reader {
	const struct variant *v;
	const char *s;
	size_t len;
	size_t furthest;     /* where the best failed reading stopped */
	struct expectation ex; /* and what it expected there */
};

static void reached(struct reader *r, size_t at)
{
	if (at > r->furthest)
		r->furthest = at;
}

static size_t read_cell(struct reader *r, size_t at, unsigned *cell)
{
	size_t n = at < r->len ? cell_parse(r->v, r->s + at, r->len - at, cell) : 0;
	if (n)
		reached(r, at + n);
	else
		expect_cell(&r->ex, r->v, r->s, r->len, at);
	return n;
}

static int castling_body(struct reader *r, struct body *b)
{
	char norm[8];
	size_t n = 0, at = 0;
	while (at < r->len && n < sizeof norm - 1) {
		char c = r->s[at];
		if (c == 'O' || c == '0' || c == 'o')
			norm[n++] = 'O';
		else if (c == '-' || c == 'z')
			norm[n++] = c;
		else
			break;
		at++;
	}
	norm[n] = '\0';
	/* The longest castling string that the text starts with. */
	int best = -1;
	size_t best_len = 0;
	for (int i = 0; i < r->v->def->ncastlings; i++) {
		size_t l = strlen(r->v->def->castlings[i].san);
		if (l <= n && strncmp(norm, r->v->def->castlings[i].san, l) == 0 && l > best_len) {
			best = i;
			best_len = l;
		}
	}
	if (best < 0)
		return 0;
	b->castling = best;
	b->end = best_len;
	reached(r, best_len);
	return 1;
}

/* Optional "=L" promotion. */
static size_t read_promotion(struct reader *r, size_t at, int *promo)
{
	*promo = 0;
	if (at < r->len && r->s[at] == '=') {
		int t = at + 1 < r->len ? variant_type_of_letter(r->v, r->s[at + 1]) : 0;
		if (!t || !isupper((unsigned char)r->s[at + 1]) || t == HDC_PAWN || t == HDC_KING) {
			reached(r, at + 1);
			expect_promotion(&r->ex, r->v, at + 1);
			return (size_t)-1;
		}
		*promo = t;
		reached(r, at + 2);
		return 2;
	}
	return 0;
}

static void init_body(struct body *b, int type)
{
	b->castling = -1;
	b->type = type;
	b->src_file = b->src_rank = -1;
	b->src_cell = CELL_NONE;
	b->capture = 0;
	b->promo = 0;
}

/* Source qualifier forms after a piece letter or for pawns: full cell,
 * file, rank, or none; then optional 'x' and the target. */
static int qualified_body(struct reader *r, size_t at, int form, struct body *b)
{
	const struct geometry *g = &r->v->geo;
	unsigned cell;
	size_t n;
	switch (form) {
	case 0:
		if (!(n = read_cell(r, at, &cell)))
			return 0;
		b->src_cell = cell;
		at += n;
		break;
	case 1:
		if (at >= r->len || r->s[at] < 'a' || r->s[at] >= 'a' + g->nx)
			return 0;
		b->src_file = r->s[at++] - 'a';
		break;
	case 2:
		if (at >= r->len || r->s[at] < '1' || r->s[at] >= '1' + g->ny)
			return 0;
		b->src_rank = r->s[at++] - '1';
		break;
	default:
		break;
	}
	if (at < r->len && r->s[at] == 'x') {
		b->capture = 1;
		at++;
		reached(r, at);
	}
	if (!(n = read_cell(r, at, &b->target)))
		return 0;
	b->end = at + n;
	return 1;
}

/* All readings of the body; returns how many were found (at most max). */
static int read_bodies(struct reader *r, struct body *out, int max)
{
	int found = 0;
	struct body b;
	init_body(&b, 0);
	if (castling_body(r, &b) && found < max)
		out[found++] = b;

	int type = r->len ? variant_type_of_letter(r->v, r->s[0]) : 0;
	if (type && type != HDC_PAWN && isupper((unsigned char)r->s[0])) {
		reached(r, 1);
		for (int form = 0; form < 4 && found < max; form++) {
			init_body(&b, type);
			if (qualified_body(r, 1, form, &b))
				out[found++] = b;
		}
	}
	/* Pawn moves: full source cell or file with 'x', source cell for a
	 * shared push, or just the target; then an optional promotion. */
	for (int form = 0; form < 4 && found < max; form++) {
		if (form == 2)
			continue; /* no rank-only form for pawns */
		init_body(&b, HDC_PAWN);
		if (!qualified_body(r, 0, form, &b))
			continue;
		if (form == 1 && !b.capture)
			continue;
		size_t p = read_promotion(r, b.end, &b.promo);
		if (p == (size_t)-1)
			continue;
		b.end += p;
		out[found++] = b;
	}
	return found;
}

/* Suffixes: " e.p.", "+", "#", "!" and "?" in any order and number. */
static size_t read_suffix(struct reader *r, size_t at)
{
	while (at < r->len) {
		char c = r->s[at];
		if (c == ' ' || c == '+' || c == '#' || c == '!' || c == '?')
			at++;
		else if (r->len - at >= 4 && strncmp(r->s + at, "e.p.", 4) == 0)
			at += 4;
		else
			break;
	}
	return at;
}

static int body_matches(const struct hdc_position *pos, const struct body *b, hdc_move m,
                        int ignore_promo)
{
	const struct geometry *g = &pos->v->geo;
	unsigned from = MOVE_FROM(m);
	if (b->castling >= 0)
		return MOVE_KIND(m) == HDC_MOVE_CASTLING && MOVE_EXTRA(m) == (unsigned)b->castling;
	if (MOVE_KIND(m) == HDC_MOVE_CASTLING || MOVE_TO(m) != b->target ||
	    (int)PTYPE(pos->board[from]) != b->type || is_capture(m) != b->capture)
		return 0;
	if ((b->src_cell != CELL_NONE && from != b->src_cell) ||
	    (b->src_file >= 0 && g->coord[from][0] != b->src_file) ||
	    (b->src_rank >= 0 && g->coord[from][1] != b->src_rank))
		return 0;
	/* A pawn capture written with the source file alone is one that stays
	 * on its layer and changes file, as san_format writes it: where pawns
	 * also capture diagonally upwards (Raumschach), "axBb3" must not also
	 * name the capture from Aa3. */
	if (b->type == HDC_PAWN && b->src_file >= 0 &&
	    (g->coord[from][2] != g->coord[MOVE_TO(m)][2] ||
	     g->coord[from][0] == g->coord[MOVE_TO(m)][0]))
		return 0;
	return ignore_promo || promotion_of(m) == b->promo;
}

/* The null move's text names it in every variant; it may be played when
 * the side to move is not in check. */
static void null_move_parse(const struct hdc_position *pos, const char *text,
                            struct san_result *out)
{
	memset(out, 0, sizeof *out);
	if (null_move_allowed(pos)) {
		out->status = HDC_OK;
		out->move = HDC_MOVE_NULL;
		return;
	}
	out->status = HDC_ERR_ILLEGAL_MOVE;
	snprintf(out->message, sizeof out->message,
	         "'%s': the null move is not allowed in check", text);
}

int coord_null_parse(const struct hdc_position *pos, const char *text, struct san_result *out)
{
	if (strcmp(text, COORD_NULL_MOVE) != 0)
		return 0;
	null_move_parse(pos, text, out);
	return 1;
}

void san_parse(const struct hdc_position *pos, const char *text, struct san_result *out)
{
	if (strcmp(text, SAN_NULL_MOVE) == 0) {
		null_move_parse(pos, text, out);
		return;
	}
	if (pos->v->def->notation_style == NOTATION_CESCACS) {
		cescacs_parse(pos, text, out);
		return;
	}
	struct reader r = { pos->v, text, strlen(text), 0, { 0, 0, "" } };
	struct body bodies[8];
	int nb = read_bodies(&r, bodies, 8);
	memset(out, 0, sizeof *out);

	int complete = 0;
	for (int i = 0; i < nb; i++) {
		size_t end = read_suffix(&r, bodies[i].end);
		reached(&r, end);
		if (end == r.len)
			bodies[complete++] = bodies[i];
		else
			expect_at(&r.ex, end, "expected the end of the move (only +, #, e.p., ! or ? may follow)");
	}
	if (!complete) {
		expect_move(&r.ex, r.v);
		expect_fail(&r.ex, r.furthest, out);
		return;
	}

	hdc_move list[HDC_MAX_MOVES];
	size_t n = generate_legal(pos, list);
	int without_promo = 0;
	for (int i = 0; i < complete; i++) {
		int matches = 0;
		hdc_move found = 0;
		for (size_t k = 0; k < n; k++) {
			if (body_matches(pos, &bodies[i], list[k], 0)) {
				/* Promotions to the same piece from one cell are one move. */
				if (!matches || list[k] != found)
					matches++;
				found = list[k];
			} else if (body_matches(pos, &bodies[i], list[k], 1)) {
				without_promo = 1;
			}
		}
		if (matches == 1) {
			out->status = HDC_OK;
			out->move = found;
			return;
		}
		if (matches > 1) {
			out->status = HDC_ERR_AMBIGUOUS_MOVE;
			out->candidates = matches;
			snprintf(out->message, sizeof out->message,
			         "'%.40s' matches %d legal moves", text, matches);
			return;
		}
	}
	out->status = HDC_ERR_ILLEGAL_MOVE;
	snprintf(out->message, sizeof out->message,
	         without_promo ? "'%.40s' needs a promotion piece (=Q, ...)"
	                       : "'%.40s' is not a legal move here",
	         text);
}
