/* fuzz_common.c - shared helpers of the fuzz targets (see fuzz_common.h). */
#include "fuzz_common.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void fuzz_fail(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	fputs("libhdc invariant violated: ", stderr);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
	abort();
}

/* ---- variants and positions ------------------------------------------- */

int fuzz_variant_count(void)
{
	return (int)hdc_variant_count();
}

const char *fuzz_variant_name(int index)
{
	static char names[16][64];
	FUZZ_CHECK(index >= 0 && index < 16, "variant index %d", index);
	if (!names[index][0]) {
		size_t needed;
		FUZZ_CHECK(hdc_variant_name(index, names[index], sizeof names[index], &needed) ==
		                   HDC_OK,
		           "hdc_variant_name(%d) failed", index);
	}
	return names[index];
}

const char *fuzz_pick_variant(uint8_t byte)
{
	return fuzz_variant_name(byte % fuzz_variant_count());
}

/* The start positions and positions of tests/data/perft-*.txt. */
const struct fuzz_position fuzz_positions[] = {
	{ "hdc", NULL },
	{ "raumschach", NULL },
	{ "3d8l", NULL },
	{ "hdc", "4r3/4p3/8/8/8/8/4P3/4R3|8/8/8/2b5/8/8/8/8|8/8/2p5/8/8/5B2/3P4/8|"
	         "r3k2r/pppppppp/6n1/8/8/2N5/PPPPPPPP/R3K2R|8/8/6p1/8/8/3D4/5P2/8|"
	         "8/8/3d4/8/8/8/1Q6/8|8/5q2/8/8/8/8/8/8|4r3/4p3/8/8/8/8/4P3/4R3 "
	         "w KQLUkqlu - 0 1" },
	{ "hdc", "8/8/8/8/8/8/8/7R|3q4/4p3/8/8/8/8/8/1K6|1n6/8/8/8/8/3B4/8/8|"
	         "8/p7/1p6/8/8/8/PP4P1/3Q4|7r/5p2/8/2PpP3/8/5N2/8/8|2b5/8/8/8/8/7P/8/8|"
	         "6k1/8/8/8/8/8/8/8|8/6p1/8/8/8/8/8/8 w - d6-V 0 2" },
	{ "hdc", "8/p7/8/8/8/8/8/8|7k/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|8/8/8/3P4/8/8/4P3/7R|"
	         "8/8/8/2Pp4/8/8/8/8|8/8/8/K2P3r/8/8/8/8|8/8/8/8/8/8/8/8|2q5/8/8/8/8/8/8/8 "
	         "w - d6-V 0 2" },
	{ "hdc", "1b2r3/P7/8/8/8/8/8/7K|r7/4P3/8/8/8/8/8/8|4n3/8/8/8/8/8/2p5/1B6|"
	         "2rq4/3P4/8/8/7k/8/8/8|3n4/8/8/8/8/8/8/8|8/1P6/8/8/8/8/8/8|"
	         "1q5d/8/8/8/8/8/6p1/7R|8/7P/8/8/8/8/8/6N1 w - - 0 1" },
	{ "hdc", "7k/8/8/q3q3/8/8/5P2/8|8/8/8/8/1P1Q4/8/6P1/8|8/8/8/8/8/2K5/8/8|"
	         "8/8/8/8/8/8/1N1B4/8|8/8/8/4D3/8/8/8/q3q3|8/8/8/8/8/8/8/8|8/6q1/8/8/8/8/8/8|"
	         "8/p7/8/8/8/8/8/7R w - - 0 1" },
	{ "hdc", "8/8/8/8/8/8/8/K7|8/8/8/8/2n5/8/1q6/8|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|"
	         "8/8/8/8/8/8/7P/8|8/8/8/8/8/8/8/6R1|8/8/8/8/8/8/8/8|7k/8/8/8/8/8/8/8 "
	         "w - - 0 1" },
	{ "hdc", "8/8/8/8/8/8/7r/K7|8/8/8/8/8/8/8/7r|8/8/8/8/8/1q6/8/8|8/8/8/8/8/8/8/8|"
	         "8/8/8/4p3/4P3/8/8/8|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|7k/8/8/8/8/8/8/8 "
	         "w - - 0 1" },
	{ "raumschach", "4k/5/Q4/1p3/5|4u/1P3/5/5/p4|5/5/5/5/4K|2P2/5/5/4r/5|1r1n1/P4/5/5/5 "
	                "w - - 0 1" },
	{ "cescacs", NULL },
	{ "cescacs", "/28:v/27:dk/26:gj1/25:rnnr/24:2jep/23:ppee1p/21:2pe1p2/20:3ppg1/18:1p5/"
	             "15:4p3/13:3p4/12:3PP2/11:2P5/10:4Pj1/9:6P1/8:1P5/7:3PP3/6:2P3J/5:2EE2/"
	             "4:PEJEP/3:RNNR/2:GJG/1:DK/0:V/ w RKRrkr P@E15[E13] 0 11" },
	{ "cescacs", "/28:v/27:dk/26:gj1/25:3r/24:1ejep/23:2ee1p/22:r1pj3/21:2ppp3/20:1pn4/"
	             "19:4p3/18:4g2/17:5p2/16:1p5/15:3np3/14:4P2/13:2P5/12:1P3P1/9:1PR2P2/"
	             "8:1G1PN2/7:3P4/6:2J1P2/5:2EE1P/4:PEJE1/3:1N1R/2:1JG/1:DK/0:V/ w KRkr H14@G15 0 16" },
	{ "cescacs", "/28:v/27:dk/26:1j1/25:1n2/24:r1j1e/23:3e2/21:2ep2P1/20:1g1pn2/19:2j2p2/"
	             "18:1ppr1p1/17:3e4/15:1P6/13:1PPJ4/11:4p2g/10:3P3/9:3PP3/8:2EEE2/7:G4P1N/"
	             "5:1P4/4:N2E1/3:R1VR/2:1JG/1:DK/ w RKRk - 3 41" },
	/* Hand-made: black to move with castling rights and a halfmove clock
	 * near the fifty-move claim. */
	{ "hdc", "4r3/4p3/8/8/8/8/4P3/4R3|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|"
	         "r3k2r/8/8/8/8/8/8/R3K2R|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|"
	         "4r3/4p3/8/8/8/8/4P3/4R3 b KQLUkqlu - 97 60" },
};
const size_t fuzz_npositions = sizeof fuzz_positions / sizeof fuzz_positions[0];

hdc_position *fuzz_pick_position(uint8_t byte)
{
	const struct fuzz_position *p = &fuzz_positions[byte % fuzz_npositions];
	hdc_position *pos = NULL;
	hdc_status st = p->text ? hdc_position_from_text(p->variant, p->text, &pos)
	                        : hdc_position_new(p->variant, &pos);
	FUZZ_CHECK(st == HDC_OK && pos, "position %u of the table refused (%d)",
	           (unsigned)(byte % fuzz_npositions), (int)st);
	return pos;
}

char *fuzz_cstring(const uint8_t *data, size_t size)
{
	char *s = malloc(size + 1);
	FUZZ_CHECK(s != NULL, "out of memory");
	if (size)
		memcpy(s, data, size);
	s[size] = '\0';
	return s;
}

/* ---- queries ------------------------------------------------------------ */

void fuzz_text(const hdc_position *pos, char *buf, size_t cap)
{
	size_t needed = 0;
	hdc_status st = hdc_position_text(pos, buf, cap, &needed);
	FUZZ_CHECK(st == HDC_OK, "hdc_position_text: %d (needed %zu)", (int)st, needed);
	FUZZ_CHECK(needed == strlen(buf) + 1, "hdc_position_text: needed %zu for %zu bytes", needed,
	           strlen(buf));
}

uint64_t fuzz_key(const hdc_position *pos)
{
	uint64_t key = 0;
	FUZZ_CHECK(hdc_position_key(pos, &key) == HDC_OK, "hdc_position_key failed");
	return key;
}

size_t fuzz_legal_moves(const hdc_position *pos, hdc_move *moves)
{
	size_t n = 0;
	hdc_status st = hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &n);
	FUZZ_CHECK(st == HDC_OK, "hdc_position_legal_moves: %d", (int)st);
	FUZZ_CHECK(n <= HDC_MAX_MOVES, "%zu legal moves", n);
	return n;
}

static void variant_of(const hdc_position *pos, char *buf, size_t cap)
{
	size_t needed;
	FUZZ_CHECK(hdc_position_variant(pos, buf, cap, &needed) == HDC_OK, "hdc_position_variant");
}

/* The king of the side to move: its cell, or -1. */
static int32_t king_cell(const hdc_position *pos, int32_t side, int32_t cells)
{
	for (int32_t c = 0; c < cells; c++) {
		hdc_piece p;
		FUZZ_CHECK(hdc_position_piece_at(pos, c, &p) == HDC_OK, "piece_at(%d)", (int)c);
		if (hdc_piece_type(p) == HDC_KING && hdc_piece_color(p) == side)
			return c;
	}
	return -1;
}

void fuzz_check_position(hdc_position *pos, size_t sample)
{
	static char text[FUZZ_TEXT_CAP], again[FUZZ_TEXT_CAP], buf[FUZZ_TEXT_CAP];
	static hdc_move moves[HDC_MAX_MOVES], other[HDC_MAX_MOVES];
	char variant[64];
	size_t needed, history = 0, history_after = 0;

	fuzz_text(pos, text, sizeof text);
	uint64_t key = fuzz_key(pos);
	variant_of(pos, variant, sizeof variant);
	FUZZ_CHECK(hdc_position_history_length(pos, &history) == HDC_OK, "history_length");

	/* The text re-read: same text, key and moves. */
	hdc_position *copy = NULL;
	/* By the position's own variant handle: it may be one read from a
	 * description (fuzz_variant), which no name reaches. */
	hdc_variant *own = NULL;
	FUZZ_CHECK(hdc_position_get_variant(pos, &own) == HDC_OK, "position_get_variant");
	hdc_status st = hdc_position_from_variant_text(own, text, &copy);
	hdc_variant_unref(own);
	FUZZ_CHECK(st == HDC_OK, "own text refused (%d): %s", (int)st, text);
	fuzz_text(copy, again, sizeof again);
	FUZZ_CHECK(strcmp(again, text) == 0, "text re-read differs:\n  %s\n  %s", text, again);
	FUZZ_CHECK(fuzz_key(copy) == key, "key differs after re-reading %s", text);

	size_t n = fuzz_legal_moves(pos, moves);
	size_t n2 = fuzz_legal_moves(copy, other);
	FUZZ_CHECK(n == n2 && memcmp(moves, other, n * sizeof *moves) == 0,
	           "re-read position has other moves (%zu vs %zu): %s", n, n2, text);
	uint64_t nodes = 0;
	FUZZ_CHECK(hdc_position_perft(pos, 1, &nodes) == HDC_OK && nodes == n,
	           "perft 1 = %llu, %zu legal moves", (unsigned long long)nodes, n);
	FUZZ_CHECK(hdc_position_perft(pos, 0, &nodes) == HDC_OK && nodes == 1, "perft 0");
	for (size_t i = 1; i < n; i++)
		FUZZ_CHECK(moves[i - 1] != moves[i], "move 0x%08x listed twice", (unsigned)moves[i]);
	if (n) {
		/* legal_moves_from agrees for the first and the last piece. */
		for (int end = 0; end < 2; end++) {
			int32_t from = hdc_move_from(moves[end ? n - 1 : 0]);
			size_t expect = 0, got = 0;
			for (size_t i = 0; i < n; i++)
				expect += hdc_move_from(moves[i]) == from;
			FUZZ_CHECK(hdc_position_legal_moves_from(pos, from, other, HDC_MAX_MOVES,
			                                         &got) == HDC_OK &&
			                   got == expect,
			           "legal_moves_from(%d): %zu, %zu in the list", (int)from, got,
			           expect);
		}
	}

	int32_t files, ranks, layers, cells;
	/* A board need not fill its box (C'escacs is a hexagon). */
	FUZZ_CHECK(hdc_position_dimensions(pos, &files, &ranks, &layers, &cells) == HDC_OK &&
	                   cells > 0 && cells <= files * ranks * layers && cells <= HDC_MAX_CELLS,
	           "dimensions %d x %d x %d, %d cells", (int)files, (int)ranks, (int)layers,
	           (int)cells);

	size_t stride = 1, first = 0;
	if (sample && n > sample) {
		stride = n / sample;
		first = (size_t)(key % stride);
	}
	for (size_t i = first; sample && i < n; i += stride) {
		hdc_move m = moves[i], back = 0;
		FUZZ_CHECK(hdc_move_from(m) < cells && hdc_move_to(m) < cells && (m >> 29) == 0,
		           "move value 0x%08x", (unsigned)m);
		st = hdc_position_move_coord(pos, m, buf, sizeof buf, &needed);
		FUZZ_CHECK(st == HDC_OK, "move_coord(0x%08x): %d", (unsigned)m, (int)st);
		st = hdc_position_parse_coord(pos, buf, &back);
		FUZZ_CHECK(st == HDC_OK && back == m, "coordinate '%s' of 0x%08x reads as 0x%08x (%d)",
		           buf, (unsigned)m, (unsigned)back, (int)st);
		st = hdc_position_move_san(pos, m, buf, sizeof buf, &needed);
		FUZZ_CHECK(st == HDC_OK, "move_san(0x%08x): %d", (unsigned)m, (int)st);
		st = hdc_position_parse_san(pos, buf, &back);
		FUZZ_CHECK(st == HDC_OK && back == m,
		           "SAN '%s' of 0x%08x reads as 0x%08x (%d: %s) in %s", buf, (unsigned)m,
		           (unsigned)back, (int)st, hdc_position_error_message(pos), text);
	}

	/* End of the game. */
	int32_t status = -1, winner = -2, check = -1, side = -1, attacked = -1;
	uint32_t claims = 0xFFFFFFFFu;
	int32_t reps = 0;
	FUZZ_CHECK(hdc_position_status(pos, &status, &winner) == HDC_OK, "status");
	FUZZ_CHECK(hdc_position_in_check(pos, &check) == HDC_OK && (check == 0 || check == 1),
	           "in_check");
	FUZZ_CHECK(hdc_position_side_to_move(pos, &side) == HDC_OK && (side == 0 || side == 1),
	           "side_to_move");
	int32_t king = king_cell(pos, side, cells);
	FUZZ_CHECK(king >= 0, "no king of the side to move");
	FUZZ_CHECK(hdc_position_is_attacked(pos, king, side ^ 1, &attacked) == HDC_OK &&
	                   attacked == check,
	           "in_check %d but king attacked %d", (int)check, (int)attacked);
	/* C'escacs scores mate 3-0, a stalemate 2-1 for the side that
	 * stalemated (so a stalemate has a winner there), a draw 1-1
	 * (CESCACS.md section 0). */
	int cescacs = strcmp(variant, "cescacs") == 0;
	if (n == 0)
		FUZZ_CHECK(status == (check ? HDC_STATUS_CHECKMATE : HDC_STATUS_STALEMATE) &&
		                   winner == (check || cescacs ? (side ^ 1) : -1),
		           "no legal move: status %d winner %d", (int)status, (int)winner);
	else
		FUZZ_CHECK(status != HDC_STATUS_CHECKMATE && status != HDC_STATUS_STALEMATE &&
		                   status >= 0 && status <= HDC_STATUS_FIVEFOLD_REPETITION &&
		                   winner == -1,
		           "%zu legal moves: status %d winner %d", n, (int)status, (int)winner);
	st = hdc_position_result(pos, buf, sizeof buf, &needed);
	int small = cescacs && status == HDC_STATUS_STALEMATE;
	const char *want = status == HDC_STATUS_ONGOING ? "*"
	                   : winner == HDC_WHITE         ? (small ? "2-1" : cescacs ? "3-0" : "1-0")
	                   : winner == HDC_BLACK         ? (small ? "1-2" : cescacs ? "0-3" : "0-1")
	                   : cescacs                     ? "1-1"
	                                                 : "1/2-1/2";
	FUZZ_CHECK(st == HDC_OK && strcmp(buf, want) == 0, "result '%s', status %d", buf,
	           (int)status);
	FUZZ_CHECK(hdc_position_claimable(pos, &claims) == HDC_OK && (claims & ~3u) == 0,
	           "claimable");
	FUZZ_CHECK(hdc_position_repetitions(pos, &reps) == HDC_OK && reps >= 1 &&
	                   (size_t)reps <= history / 2 + 1,
	           "repetitions %d with %zu moves of history", (int)reps, history);

	/* Nothing changed. */
	fuzz_text(pos, again, sizeof again);
	FUZZ_CHECK(strcmp(again, text) == 0, "a query changed the position");
	FUZZ_CHECK(fuzz_key(pos) == key, "a query changed the key");
	FUZZ_CHECK(hdc_position_history_length(pos, &history_after) == HDC_OK &&
	                   history_after == history,
	           "a query changed the history");
	hdc_position_free(copy);
}

void fuzz_check_counts(hdc_position *pos)
{
	static hdc_move moves[HDC_MAX_MOVES], replies[HDC_MAX_MOVES];
	static char before[FUZZ_TEXT_CAP], after[FUZZ_TEXT_CAP];
	fuzz_check_generators(pos);
	fuzz_text(pos, before, sizeof before);
	size_t n = fuzz_legal_moves(pos, moves);
	uint64_t listed = 0, nodes = 0;
	for (size_t i = 0; i < n; i++) {
		FUZZ_CHECK(hdc_position_play(pos, moves[i]) == HDC_OK, "play listed move 0x%08x",
		           (unsigned)moves[i]);
		listed += fuzz_legal_moves(pos, replies);
		FUZZ_CHECK(hdc_position_undo(pos) == HDC_OK, "undo");
	}
	FUZZ_CHECK(hdc_position_perft(pos, 1, &nodes) == HDC_OK && nodes == n,
	           "perft 1 = %llu, %zu moves listed in %s", (unsigned long long)nodes, n, before);
	FUZZ_CHECK(hdc_position_perft(pos, 2, &nodes) == HDC_OK && nodes == listed,
	           "perft 2 = %llu, %llu replies listed in %s", (unsigned long long)nodes,
	           (unsigned long long)listed, before);
	/* The walk that makes every leaf (its castlings, promotions and e.p.
	 * captures take a path of their own, perft.c). */
	const uint64_t key = fuzz_key(pos);
	FUZZ_CHECK(hdc_position_perft_full(pos, 2, &nodes) == HDC_OK && nodes == listed,
	           "perft_full 2 = %llu, %llu replies listed in %s", (unsigned long long)nodes,
	           (unsigned long long)listed, before);
	fuzz_text(pos, after, sizeof after);
	FUZZ_CHECK(strcmp(before, after) == 0, "playing and taking back the moves changed %s",
	           before);
	FUZZ_CHECK(fuzz_key(pos) == key, "perft_full changed the key of %s", before);
}

/* One engine for every check (a table per input would cost more than the
 * search); cleared before each search, so every search starts alike. */
static hdc_engine *fuzz_engine(void)
{
	static hdc_engine *engine;
	if (!engine) {
		FUZZ_CHECK(hdc_engine_new(&engine) == HDC_OK, "engine_new");
		FUZZ_CHECK(hdc_engine_set_hash(engine, 1) == HDC_OK, "engine_set_hash");
		FUZZ_CHECK(hdc_engine_set_multipv(engine, 2) == HDC_OK, "engine_set_multipv");
		FUZZ_CHECK(hdc_engine_set_limit(engine, HDC_LIMIT_NODES, FUZZ_SEARCH_NODES) == HDC_OK,
		           "engine_set_limit");
	}
	return engine;
}

struct search_outcome {
	hdc_status status;
	hdc_move best;
	int32_t lines, score, kind;
	uint64_t nodes;
};

static struct search_outcome search_once(hdc_engine *engine, hdc_position *pos)
{
	struct search_outcome o = { 0 };
	FUZZ_CHECK(hdc_engine_clear(engine) == HDC_OK, "engine_clear");
	o.status = hdc_engine_search(engine, pos, &o.best);
	if (o.status != HDC_OK)
		return o;
	FUZZ_CHECK(hdc_engine_line_count(engine, &o.lines) == HDC_OK, "engine_line_count");
	/* No line when the node limit came before the first iteration's end. */
	FUZZ_CHECK(o.lines == 0 || hdc_engine_line(engine, 0, &o.score, &o.kind, NULL, NULL,
	                                           &o.nodes, NULL, NULL, 0, NULL) == HDC_OK,
	           "engine_line 0");
	return o;
}

void fuzz_check_search(hdc_position *pos)
{
	static hdc_move moves[HDC_MAX_MOVES], pv[HDC_MAX_PV];
	static char before[FUZZ_TEXT_CAP], after[FUZZ_TEXT_CAP];
	hdc_engine *engine = fuzz_engine();
	fuzz_text(pos, before, sizeof before);
	size_t n = fuzz_legal_moves(pos, moves);
	int32_t status = -1, winner = -2, eval = 0;
	FUZZ_CHECK(hdc_position_status(pos, &status, &winner) == HDC_OK, "status");
	FUZZ_CHECK(hdc_engine_evaluate(engine, pos, &eval) == HDC_OK, "engine_evaluate");

	struct search_outcome o = search_once(engine, pos);
	fuzz_text(pos, after, sizeof after);
	FUZZ_CHECK(strcmp(before, after) == 0, "the search changed the position %s", before);
	if (status != HDC_STATUS_ONGOING) {
		FUZZ_CHECK(o.status == HDC_ERR_GAME_OVER, "search of a finished game (status %d): %d",
		           (int)status, (int)o.status);
		return;
	}
	FUZZ_CHECK(o.status == HDC_OK, "search: %d (%s) in %s", (int)o.status,
	           hdc_last_error_message(), before);
	int listed = 0;
	for (size_t i = 0; i < n; i++)
		listed |= moves[i] == o.best;
	FUZZ_CHECK(listed, "best move 0x%08x is not legal in %s", (unsigned)o.best, before);
	FUZZ_CHECK(o.lines >= 0 && o.lines <= 2 && (size_t)o.lines <= n,
	           "%d lines of %zu legal moves", (int)o.lines, n);
	FUZZ_CHECK(o.lines == 0 || o.nodes >= 1, "no node searched");
	/* Each line's moves are legal one after the other; line 0 starts
	 * with the best move. */
	for (int32_t l = 0; l < o.lines; l++) {
		size_t len = 0;
		int32_t score = 0, kind = -1;
		FUZZ_CHECK(hdc_engine_line(engine, l, &score, &kind, NULL, NULL, NULL, NULL, pv,
		                           HDC_MAX_PV, &len) == HDC_OK &&
		                   len >= 1,
		           "line %d: no moves", (int)l);
		FUZZ_CHECK(kind == HDC_SCORE_CP || (kind == HDC_SCORE_MATE && score != 0),
		           "line %d: score %d of kind %d", (int)l, (int)score, (int)kind);
		FUZZ_CHECK(l > 0 || pv[0] == o.best, "line 0 starts with 0x%08x, best 0x%08x",
		           (unsigned)pv[0], (unsigned)o.best);
		size_t played = 0;
		for (; played < len; played++)
			FUZZ_CHECK(hdc_position_play(pos, pv[played]) == HDC_OK,
			           "line %d: move %zu (0x%08x) illegal after %s", (int)l, played,
			           (unsigned)pv[played], before);
		while (played--)
			FUZZ_CHECK(hdc_position_undo(pos) == HDC_OK, "undo a line");
	}
	/* A new game, the same limit: the same search (the header's promise). */
	struct search_outcome again = search_once(engine, pos);
	FUZZ_CHECK(again.status == HDC_OK && again.best == o.best && again.nodes == o.nodes &&
	                   again.score == o.score && again.kind == o.kind,
	           "searched twice: 0x%08x / 0x%08x, %llu / %llu nodes, score %d / %d in %s",
	           (unsigned)o.best, (unsigned)again.best, (unsigned long long)o.nodes,
	           (unsigned long long)again.nodes, (int)o.score, (int)again.score, before);
	fuzz_text(pos, after, sizeof after);
	FUZZ_CHECK(strcmp(before, after) == 0, "the lines changed the position %s", before);
}

void fuzz_check_unchanged(const hdc_position *pos, const char *text_before, uint64_t key)
{
	static char now[FUZZ_TEXT_CAP];
	fuzz_text(pos, now, sizeof now);
	FUZZ_CHECK(strcmp(now, text_before) == 0, "a failed call changed the position:\n  %s\n  %s",
	           text_before, now);
	FUZZ_CHECK(fuzz_key(pos) == key, "a failed call changed the key");
}
