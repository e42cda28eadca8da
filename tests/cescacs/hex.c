/* hex.c - helpers of the C'escacs suites (see hex.h). */
#include "hex.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>

const char hex_letters[16] = "PTABCDEFGHIKLXZ";

int hex_exists(int c, int l)
{
	if (c < 0 || c > 14 || l < 0 || l > 28)
		return 0;
	if ((c % 2 == 1) != (l % 2 == 0))
		return 0;
	if (c <= 7 && (l < 7 - c || l > 21 + c))
		return 0;
	if (c >= 7 && (l < c - 7 || l > 35 - c))
		return 0;
	return 1;
}

int hex_line_columns(int l, int *columns)
{
	int n = 0;
	for (int c = 0; c < 15; c++)
		if (hex_exists(c, l))
			columns[n++] = c;
	return n;
}

size_t hex_read(const char *s, int *c, int *l)
{
	const char *col = s[0] ? strchr(hex_letters, toupper((unsigned char)s[0])) : NULL;
	if (!col || !isdigit((unsigned char)s[1]))
		return 0;
	size_t n = 2;
	int line = s[1] - '0';
	if (line > 0 && isdigit((unsigned char)s[2])) {
		line = line * 10 + (s[2] - '0');
		n = 3;
	}
	if (!hex_exists((int)(col - hex_letters), line))
		return 0;
	*c = (int)(col - hex_letters);
	*l = line;
	return n;
}

void hex_name(int c, int l, char *out)
{
	sprintf(out, "%c%d", hex_letters[c], l);
}

void hex_text(const char *pieces, const char *fields, char *out, size_t cap)
{
	char board[15][29];
	memset(board, 0, sizeof board);
	const char *s = pieces;
	while (*s) {
		if (*s == ' ') {
			s++;
			continue;
		}
		char letter = *s++;
		ck_assert_msg(strchr("KDVRGNJEP", toupper((unsigned char)letter)) != NULL,
		              "test helper: '%c' is no C'escacs piece letter", letter);
		int c, l;
		size_t n = hex_read(s, &c, &l);
		ck_assert_msg(n > 0, "test helper: bad hex in piece list at \"%s\"", s);
		ck_assert_msg(!board[c][l], "test helper: two pieces on one hex at \"%s\"", s);
		board[c][l] = letter;
		s += n;
		ck_assert_msg(*s == ' ' || *s == '\0', "test helper: junk in piece list at \"%s\"",
		              s);
	}
	/* Section 11: "/", then <line>:<content>/ for every line holding a
	 * piece, from 28 down to 0, with trailing empties written. */
	char tmp[TEXT_CAP];
	size_t n = 0;
	tmp[n++] = '/';
	for (int l = 28; l >= 0; l--) {
		int cols[16], k = hex_line_columns(l, cols), pieces_on_line = 0;
		for (int i = 0; i < k; i++)
			pieces_on_line += board[cols[i]][l] != 0;
		if (!pieces_on_line)
			continue;
		n += (size_t)sprintf(tmp + n, "%d:", l);
		int run = 0;
		for (int i = 0; i < k; i++) {
			char p = board[cols[i]][l];
			if (!p) {
				run++;
				continue;
			}
			if (run)
				tmp[n++] = (char)('0' + run);
			run = 0;
			tmp[n++] = p;
		}
		if (run)
			tmp[n++] = (char)('0' + run);
		tmp[n++] = '/';
	}
	tmp[n] = '\0';
	int w = snprintf(out, cap, "%s %s", tmp, fields);
	ck_assert_msg(w > 0 && (size_t)w < cap, "test helper: position text too long");
}

hdc_position *hex_text_pos(const char *text)
{
	return make_text_pos("cescacs", text);
}

hdc_position *hex_pos(const char *pieces, const char *fields)
{
	char text[TEXT_CAP];
	hex_text(pieces, fields, text, sizeof text);
	return hex_text_pos(text);
}

int32_t hex_cell(const hdc_position *pos, const char *name)
{
	int c, l;
	size_t n = hex_read(name, &c, &l);
	ck_assert_msg(n > 0 && name[n] == '\0', "test helper: bad hex name \"%s\"", name);
	int32_t cell = -1;
	ck_assert_int_eq(hdc_position_cell_at(pos, c, l, 0, &cell), HDC_OK);
	return cell;
}

hdc_piece hex_piece(const hdc_position *pos, const char *name)
{
	hdc_piece p = -1;
	ck_assert_int_eq(hdc_position_piece_at(pos, hex_cell(pos, name), &p), HDC_OK);
	return p;
}

void hex_moves(const hdc_position *pos, const char *from, char *out, size_t cap)
{
	if (!from) {
		moves_text(pos, NULL, out, cap);
		return;
	}
	static hdc_move moves[HDC_MAX_MOVES];
	static char list[LIST_CAP];
	size_t count = 0, len = 0;
	ck_assert_int_eq(hdc_position_legal_moves_from(pos, hex_cell(pos, from), moves,
	                                               HDC_MAX_MOVES, &count),
	                 HDC_OK);
	list[0] = '\0';
	for (size_t i = 0; i < count; i++) {
		char name[24];
		size_t needed = 0;
		ck_assert_int_eq(hdc_position_move_coord(pos, moves[i], name, sizeof name, &needed),
		                 HDC_OK);
		ck_assert(len + strlen(name) + 2 < sizeof list);
		len += (size_t)sprintf(list + len, "%s%s", len ? " " : "", name);
	}
	sort_tokens(list, out, cap);
	/* No move twice. */
	char copy[LIST_CAP];
	strcpy(copy, out);
	char *prev = NULL;
	for (char *t = strtok(copy, " "); t; t = strtok(NULL, " ")) {
		ck_assert_msg(!prev || strcmp(prev, t) != 0, "move %s is listed twice", t);
		prev = t;
	}
}

int hex_has_move(const hdc_position *pos, const char *coord)
{
	hdc_move move;
	return lookup_move(pos, coord, &move);
}

void hex_san(const hdc_position *pos, const char *coord, char *out, size_t cap)
{
	hdc_move m = find_move(pos, coord);
	size_t needed = 0;
	hdc_status st = hdc_position_move_san(pos, m, out, cap, &needed);
	ck_assert_msg(st == HDC_OK, "notation of %s: %s", coord, hdc_status_string(st));
}

void hex_field(const hdc_position *pos, int n, char *out, size_t cap)
{
	char text[TEXT_CAP];
	get_text(pos, text, sizeof text);
	char *f = strtok(text, " ");
	for (int i = 0; i < n && f; i++)
		f = strtok(NULL, " ");
	ck_assert_msg(f != NULL, "position text has no field %d", n);
	ck_assert(strlen(f) < cap);
	strcpy(out, f);
}

int32_t hex_in_check(const hdc_position *pos)
{
	int32_t c = -1;
	ck_assert_int_eq(hdc_position_in_check(pos, &c), HDC_OK);
	return c;
}

void hex_result(const hdc_position *pos, int32_t *status, int32_t *winner, char *result,
                size_t cap)
{
	size_t needed = 0;
	ck_assert_int_eq(hdc_position_status(pos, status, winner), HDC_OK);
	ck_assert_int_eq(hdc_position_result(pos, result, cap, &needed), HDC_OK);
}

uint32_t rng_next(struct rng *r)
{
	r->state = r->state * 6364136223846793005ull + 1442695040888963407ull;
	return (uint32_t)(r->state >> 33);
}

static hdc_move pick(struct rng *r, const hdc_position *pos, const hdc_move *moves, size_t n)
{
	static hdc_move pawn[HDC_MAX_MOVES];
	size_t np = 0;
	for (size_t i = 0; i < n; i++) {
		hdc_piece p = 0;
		ck_assert_int_eq(hdc_position_piece_at(pos, hdc_move_from(moves[i]), &p), HDC_OK);
		if (hdc_piece_type(p) == HDC_PAWN)
			pawn[np++] = moves[i];
	}
	if (np && rng_next(r) % 2)
		return pawn[rng_next(r) % np];
	return moves[rng_next(r) % n];
}

int random_games(uint64_t seed, int games, int plies, visit_fn visit, void *ctx)
{
	struct perft_entry *list = NULL;
	int nstarts = load_perft_file("perft-cescacs.txt", &list);
	ck_assert_msg(nstarts > 0, "cannot read perft-cescacs.txt");
	struct rng r = { seed };
	int visited = 0;
	static hdc_move moves[HDC_MAX_MOVES];
	for (int s = 0; s < nstarts; s++)
		for (int g = 0; g < games; g++) {
			hdc_position *pos = hex_text_pos(list[s].text);
			for (int ply = 0;; ply++) {
				visit(pos, ctx);
				visited++;
				size_t n = 0;
				ck_assert_int_eq(hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &n),
				                 HDC_OK);
				if (n == 0 || ply == plies)
					break;
				ck_assert_int_eq(hdc_position_play(pos, pick(&r, pos, moves, n)), HDC_OK);
			}
			hdc_position_free(pos);
		}
	free(list);
	return visited;
}
