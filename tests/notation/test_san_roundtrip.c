/*
 * test_san_roundtrip.c - every legal move of thousands of positions from
 * reproducible random games, in SAN and in coordinate notation.
 *
 * For each move of each position:
 *  - the library's SAN equals the SAN this file builds on its own from
 *    RULES.md "Move notation" (letters, disambiguation file -> rank -> full
 *    source cell, pawn capture forms, " e.p.", "=Q", castling names, "+" and
 *    "#" worked out by playing the move and asking whether the opponent is
 *    in check and has a move), and no two moves of a position share a SAN;
 *  - the SAN reads back (hdc_position_parse_san and hdc_position_parse_move)
 *    to the same move, and so do lenient spellings of it (ASCII hyphen,
 *    lower-case Roman numerals, no check mark, no " e.p.");
 *  - the coordinate text equals the one built from RULES.md ("e2IVe4IV",
 *    "e7IIe8IIq", castling as the king's move) and reads back through
 *    hdc_position_parse_coord and hdc_position_parse_move.
 *
 * The games start from the start position and from the positions of the
 * perft tables (castlings, e.p. and promotions waiting to happen); the mover
 * favours the rare kinds of move.  The number of positions and the kinds of
 * move met are checked too, so that a broken generator cannot make the test
 * pass by testing nothing.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "notation_util.h"

static const char *const roman[] = { "I", "II", "III", "IV", "V", "VI", "VII", "VIII" };
static const char *const castling_san[] = { "O-O", "O-O-O", "O-Oz", "O-O-Oz" };

/* Piece letters by enum hdc_piece_type (RULES.md tables); Raumschach writes
 * the mace (unicorn) as U. */
static char letter_of(const char *variant, int32_t type)
{
	static const char letters[] = "?PKQDRBMTVNEGA";
	if (type == HDC_MACE && strcmp(variant, "raumschach") == 0)
		return 'U';
	REQUIRE(type > 0 && type < 14, "piece type %d", (int)type);
	return letters[type];
}

struct coords {
	int32_t x, y, z;
};

static struct coords coords_of(const hdc_position *pos, int32_t cell)
{
	struct coords c = { -1, -1, -1 };
	REQUIRE_OK(hdc_position_cell_coords(pos, cell, &c.x, &c.y, &c.z));
	return c;
}

/* The display name of a cell: "e4–IV" or "Cc3"; compact: "e4IV" / "Cc3". */
static size_t name_cell(const char *variant, struct coords c, int compact, char *out)
{
	if (strcmp(variant, "raumschach") == 0)
		return (size_t)sprintf(out, "%c%c%c", 'A' + c.z, 'a' + c.x, '1' + c.y);
	return (size_t)sprintf(out, "%c%c%s%s", 'a' + c.x, '1' + c.y, compact ? "" : DASH,
	                       roman[c.z]);
}

static int32_t type_at(const hdc_position *pos, int32_t cell)
{
	hdc_piece p = 0;
	REQUIRE_OK(hdc_position_piece_at(pos, cell, &p));
	return hdc_piece_type(p);
}

/* What the test met, to make sure it met everything. */
struct stats {
	size_t positions, moves;
	size_t castling, en_passant, ep_yz, promotion, promotion_capture;
	size_t pawn_yz_capture, by_file, by_rank, by_cell, check, mate;
};

enum disambiguation { NONE, BY_FILE, BY_RANK, BY_CELL };

/* "+" / "#" / "" for a move, by playing it. */
static const char *mark_of(hdc_position *pos, hdc_move m, struct stats *st)
{
	REQUIRE_OK(hdc_position_play(pos, m));
	int32_t check = check_of(pos);
	int32_t status = status_of(pos, NULL);
	REQUIRE_OK(hdc_position_undo(pos));
	if (status == HDC_STATUS_CHECKMATE) {
		REQUIRE(check, "checkmate without check");
		st->mate++;
		return "#";
	}
	if (check)
		st->check++;
	return check ? "+" : "";
}

/* What the SAN builder needs to know of each legal move, looked up once
 * per position. */
struct move_info {
	hdc_move move;
	int32_t type; /* of the moving piece */
	struct coords from, to;
};

/*
 * The SAN of move i of info[0..n) built from RULES.md.  Sets *unspecified
 * when RULES.md does not say how to write the move (two pawn pushes onto one
 * cell, which only Raumschach has); *alt receives a second accepted
 * spelling for an e.p. capture that checks ("exd6–IV+ e.p." as well as
 * "exd6–IV e.p.+"), else "".
 */
static void expected_san(hdc_position *pos, const char *variant, const struct move_info *info,
                         size_t n, size_t i, char *out, char *alt, int *unspecified,
                         struct stats *st)
{
	hdc_move m = info[i].move;
	struct coords cf = info[i].from, ct = info[i].to;
	int32_t type = info[i].type;
	size_t len = 0;
	*unspecified = 0;
	alt[0] = '\0';
	const char *mark = mark_of(pos, m, st);

	int32_t castling = hdc_move_castling(m);
	if (castling >= 0) {
		REQUIRE(castling < 4 && type == HDC_KING, "castling %d by a piece of type %d",
		        (int)castling, (int)type);
		st->castling++;
		sprintf(out, "%s%s", castling_san[castling], mark);
		return;
	}
	int capture = hdc_move_is_capture(m);
	int32_t to = hdc_move_to(m), from = hdc_move_from(m);
	if (type != HDC_PAWN) {
		out[len++] = letter_of(variant, type);
		int rivals = 0, same_file = 0, same_rank = 0;
		for (size_t k = 0; k < n; k++) {
			if (k == i || hdc_move_to(info[k].move) != to ||
			    hdc_move_from(info[k].move) == from || hdc_move_castling(info[k].move) >= 0 ||
			    info[k].type != type)
				continue;
			rivals = 1;
			same_file |= info[k].from.x == cf.x;
			same_rank |= info[k].from.y == cf.y;
		}
		if (rivals && !same_file) {
			out[len++] = (char)('a' + cf.x);
			st->by_file++;
		} else if (rivals && !same_rank) {
			out[len++] = (char)('1' + cf.y);
			st->by_rank++;
		} else if (rivals) {
			len += name_cell(variant, cf, 0, out + len);
			st->by_cell++;
		}
		if (capture)
			out[len++] = 'x';
	} else if (capture) {
		/* Within the layer (level) and to another file: the file;
		 * every other pawn capture: the full source cell. */
		if (cf.z == ct.z && cf.x != ct.x) {
			out[len++] = (char)('a' + cf.x);
		} else {
			len += name_cell(variant, cf, 0, out + len);
			st->pawn_yz_capture++;
		}
		out[len++] = 'x';
	} else {
		for (size_t k = 0; k < n; k++)
			if (k != i && hdc_move_to(info[k].move) == to &&
			    hdc_move_from(info[k].move) != from && !hdc_move_is_capture(info[k].move) &&
			    info[k].type == HDC_PAWN)
				*unspecified = 1;
	}
	len += name_cell(variant, ct, 0, out + len);
	int32_t promo = hdc_move_promotion(m);
	if (promo) {
		out[len++] = '=';
		out[len++] = letter_of(variant, promo);
		if (capture)
			st->promotion_capture++;
		else
			st->promotion++;
	}
	out[len] = '\0';
	if (hdc_move_kind(m) == HDC_MOVE_EN_PASSANT) {
		st->en_passant++;
		if (cf.z != ct.z)
			st->ep_yz++;
		if (*mark) {
			strcpy(alt, out);
			strcat(alt, mark);
			strcat(alt, " e.p.");
		}
		strcat(out, " e.p.");
	}
	strcat(out, mark);
}

/* The coordinate text of a move built from RULES.md. */
static void expected_coord(const hdc_position *pos, const char *variant, hdc_move m, char *out)
{
	size_t len = name_cell(variant, coords_of(pos, hdc_move_from(m)), 1, out);
	len += name_cell(variant, coords_of(pos, hdc_move_to(m)), 1, out + len);
	int32_t promo = hdc_move_promotion(m);
	if (promo)
		out[len++] = (char)(letter_of(variant, promo) - 'A' + 'a');
	out[len] = '\0';
}

/* A lenient spelling: ASCII hyphen, lower-case Roman numerals, no check
 * mark, no " e.p.". */
static void lenient(const char *san, char *out)
{
	size_t n = 0;
	int roman_run = 0;
	for (const char *p = san; *p;) {
		if (strncmp(p, DASH, 3) == 0) {
			out[n++] = '-';
			p += 3;
			roman_run = 1;
			continue;
		}
		if (strncmp(p, " e.p.", 5) == 0) {
			p += 5;
			continue;
		}
		char c = *p++;
		if (c == '+' || c == '#')
			continue;
		if (roman_run && (c == 'I' || c == 'V'))
			c = (char)(c - 'A' + 'a');
		else
			roman_run = 0;
		out[n++] = c;
	}
	out[n] = '\0';
}

static int compare_strings(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/*
 * Mismatches are collected rather than fatal, so that one broken corner
 * does not hide the others: the test fails at the end with their number
 * and the first few, each with its position.
 */
static struct {
	size_t count;
	char first[4][TEXT_CAP + 256];
} failures;

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void failure(const hdc_position *pos, const char *fmt, ...)
{
	if (failures.count < sizeof failures.first / sizeof failures.first[0]) {
		char *out = failures.first[failures.count];
		size_t cap = sizeof failures.first[0];
		va_list ap;
		va_start(ap, fmt);
		int n = vsnprintf(out, cap, fmt, ap);
		va_end(ap);
		if (n > 0 && (size_t)n < cap) {
			char text[TEXT_CAP];
			get_text(pos, text, sizeof text);
			snprintf(out + n, cap - (size_t)n, "\n    in %s", text);
		}
	}
	failures.count++;
}

static const char *move_status(hdc_status s, hdc_move got, hdc_move want)
{
	if (s != HDC_OK)
		return hdc_status_string(s);
	return got == want ? "the move" : "another move";
}

/* Reads text with one of the readers; records a failure unless it gives m. */
static void read_back(hdc_position *pos, const char *variant, const char *reader,
                      hdc_status (*read)(hdc_position *, const char *, hdc_move *),
                      const char *text, hdc_move m, const char *written)
{
	hdc_move back = 0;
	hdc_status s = read(pos, text, &back);
	if (s != HDC_OK || back != m)
		failure(pos, "%s: %s('%s') (written '%s') gives %s", variant, reader, text, written,
		        move_status(s, back, m));
}

static void check_position(hdc_position *pos, const char *variant, int with_lenient,
                           struct stats *st)
{
	static hdc_move moves[HDC_MAX_MOVES];
	static struct move_info info[HDC_MAX_MOVES];
	static char sans[HDC_MAX_MOVES][SAN_CAP];
	static char *sorted[HDC_MAX_MOVES];
	size_t n = 0;
	REQUIRE_OK(hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &n));
	st->positions++;
	st->moves += n;
	for (size_t i = 0; i < n; i++) {
		info[i].move = moves[i];
		info[i].type = type_at(pos, hdc_move_from(moves[i]));
		info[i].from = coords_of(pos, hdc_move_from(moves[i]));
		info[i].to = coords_of(pos, hdc_move_to(moves[i]));
	}
	for (size_t i = 0; i < n; i++) {
		hdc_move m = moves[i];
		char want[SAN_CAP], alt[SAN_CAP], coord[32], want_coord[32], loose[SAN_CAP];
		int unspecified = 0;
		san_of(pos, m, sans[i], sizeof sans[i]);
		sorted[i] = sans[i];
		expected_san(pos, variant, info, n, i, want, alt, &unspecified, st);
		if (!unspecified && strcmp(sans[i], want) != 0 && strcmp(sans[i], alt) != 0)
			failure(pos, "%s: SAN '%s', want '%s'", variant, sans[i], want);
		read_back(pos, variant, "parse_san", hdc_position_parse_san, sans[i], m, sans[i]);
		read_back(pos, variant, "parse_move", hdc_position_parse_move, sans[i], m, sans[i]);

		coord_of(pos, m, coord, sizeof coord);
		expected_coord(pos, variant, m, want_coord);
		if (strcmp(coord, want_coord) != 0)
			failure(pos, "%s: coordinate text '%s', want '%s'", variant, coord, want_coord);
		read_back(pos, variant, "parse_coord", hdc_position_parse_coord, coord, m, coord);
		read_back(pos, variant, "parse_move", hdc_position_parse_move, coord, m, coord);

		if (with_lenient) {
			lenient(sans[i], loose);
			read_back(pos, variant, "parse_san", hdc_position_parse_san, loose, m, sans[i]);
		}
	}
	qsort(sorted, n, sizeof *sorted, compare_strings);
	for (size_t i = 1; i < n; i++)
		if (strcmp(sorted[i - 1], sorted[i]) == 0)
			failure(pos, "%s: two legal moves are written '%s'", variant, sorted[i]);
}

/*
 * Random games from the start position and from the positions of the perft
 * table of the variant, round robin, until `want` positions are checked.
 */
static void run_games(const char *variant, const char *table, size_t want, int plies,
                      uint64_t seed, struct stats *st)
{
	struct perft_entry *e = NULL;
	int ne = load_perft_file(table, &e);
	ck_assert_msg(ne > 0, "cannot load %s", table);
	struct rng r = { seed };
	memset(st, 0, sizeof *st);
	for (int game = 0; st->positions < want; game++) {
		hdc_position *pos = make_text_pos(variant, e[game % ne].text);
		for (int ply = 0; ply < plies && st->positions < want; ply++) {
			check_position(pos, variant, st->positions % 4 == 0, st);
			hdc_move m;
			if (!random_move(pos, &r, &m))
				break;
			REQUIRE_OK(hdc_position_play(pos, m));
		}
		hdc_position_free(pos);
	}
	free(e);
	fprintf(stderr,
	        "%s: %zu positions, %zu moves; castling %zu, e.p. %zu (YZ %zu), promotion %zu, "
	        "promotion-capture %zu, pawn full-cell captures %zu, disambiguation file %zu "
	        "rank %zu cell %zu, check %zu, mate %zu\n",
	        variant, st->positions, st->moves, st->castling, st->en_passant, st->ep_yz,
	        st->promotion, st->promotion_capture, st->pawn_yz_capture, st->by_file,
	        st->by_rank, st->by_cell, st->check, st->mate);
	ck_assert_uint_ge(st->positions, want);
	ck_assert_msg(failures.count == 0, "%s: %zu failures; the first:\n  %s\n  %s\n  %s\n  %s",
	              variant, failures.count, failures.first[0], failures.first[1],
	              failures.first[2], failures.first[3]);
}

START_TEST(roundtrip_hdc)
{
	struct stats st;
	run_games("hdc", "perft-hdc.txt", 2000, 160, 20240917, &st);
	ck_assert_uint_gt(st.castling, 0);
	ck_assert_uint_gt(st.en_passant, 0);
	ck_assert_uint_gt(st.ep_yz, 0);
	ck_assert_uint_gt(st.promotion, 0);
	ck_assert_uint_gt(st.promotion_capture, 0);
	ck_assert_uint_gt(st.pawn_yz_capture, 0);
	ck_assert_uint_gt(st.by_file, 0);
	ck_assert_uint_gt(st.by_rank, 0);
	ck_assert_uint_gt(st.check, 0);
	ck_assert_uint_gt(st.mate, 0);
}
END_TEST

START_TEST(roundtrip_raumschach)
{
	struct stats st;
	run_games("raumschach", "perft-raumschach.txt", 500, 150, 1907, &st);
	ck_assert_uint_gt(st.promotion, 0);
	ck_assert_uint_gt(st.pawn_yz_capture, 0);
	ck_assert_uint_gt(st.by_file, 0);
	ck_assert_uint_gt(st.check, 0);
}
END_TEST

START_TEST(roundtrip_3d8l)
{
	struct stats st;
	run_games("3d8l", "perft-3d8l.txt", 500, 150, 388, &st);
	ck_assert_uint_gt(st.promotion, 0);
	ck_assert_uint_gt(st.pawn_yz_capture, 0);
	ck_assert_uint_gt(st.by_file, 0);
	ck_assert_uint_gt(st.check, 0);
}
END_TEST

int main(int argc, char **argv)
{
	/* With an argument, only that variant's case (meson runs the three
	 * in parallel). */
	const char *only = argc > 1 ? argv[1] : NULL;
	Suite *s = suite_create("san-roundtrip");
	struct {
		const char *name;
		const TTest *test;
	} cases[] = {
		{ "hdc", roundtrip_hdc },
		{ "raumschach", roundtrip_raumschach },
		{ "3d8l", roundtrip_3d8l },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		if (only && strcmp(only, cases[i].name) != 0)
			continue;
		TCase *tc = tcase_create(cases[i].name);
		tcase_set_timeout(tc, 300);
		tcase_add_test(tc, cases[i].test);
		suite_add_tcase(s, tc);
	}
	return run_suite(s);
}
