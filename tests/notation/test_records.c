/*
 * test_records.c - game records (issue 3, "Game records"): write -> read
 * round trips of random games, games from other start positions, what the
 * reader skips, several games in one text, every class of bad record with
 * its status and byte offset, tags and their escapes, buffer sizes.
 */
#include <stdio.h>
#include <stdlib.h>

#include "record_util.h"

static size_t move_count(const hdc_game *game)
{
	size_t n = 0;
	ck_assert_int_eq(hdc_game_move_count(game, &n), HDC_OK);
	return n;
}

/* The moves of a game as coordinate text, each in its own position. */
static void game_moves_text(const hdc_game *game, char *out, size_t cap)
{
	size_t n = move_count(game);
	hdc_move *moves = malloc((n + 1) * sizeof *moves);
	size_t count = 0;
	ck_assert_int_eq(hdc_game_moves(game, moves, n, &count), HDC_OK);
	ck_assert_uint_eq(count, n);
	/* Replay from the start position to name them. */
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_game_position(game, &pos), HDC_OK);
	size_t len = 0;
	for (size_t i = 0; i < n; i++)
		ck_assert_int_eq(hdc_position_undo(pos), HDC_OK);
	ck_assert_int_eq(hdc_position_undo(pos), HDC_ERR_NO_HISTORY);
	out[0] = '\0';
	for (size_t i = 0; i < n; i++) {
		char coord[32];
		coord_of(pos, moves[i], coord, sizeof coord);
		int w = snprintf(out + len, cap - len, "%s%s", i ? " " : "", coord);
		ck_assert(w > 0 && (size_t)w < cap - len);
		len += (size_t)w;
		ck_assert_int_eq(hdc_position_play(pos, moves[i]), HDC_OK);
	}
	hdc_position_free(pos);
	free(moves);
}

static void tag_value(const hdc_game *game, const char *name, char *out, size_t cap)
{
	size_t needed = 0;
	hdc_status st = hdc_game_tag(game, name, out, cap, &needed);
	ck_assert_msg(st == HDC_OK, "tag %s: %s", name, hdc_status_string(st));
	ck_assert_uint_eq(needed, strlen(out) + 1);
}

#define ASSERT_TAG(game, name, want)                                  \
	do {                                                          \
		char v_[512];                                         \
		tag_value((game), (name), v_, sizeof v_);             \
		ck_assert_str_eq(v_, (want));                         \
	} while (0)

/* Same tags, in the same order, with the same values. */
static void assert_same_tags(const hdc_game *a, const hdc_game *b)
{
	size_t na = 0, nb = 0;
	ck_assert_int_eq(hdc_game_tag_count(a, &na), HDC_OK);
	ck_assert_int_eq(hdc_game_tag_count(b, &nb), HDC_OK);
	ck_assert_uint_eq(na, nb);
	for (size_t i = 0; i < na; i++) {
		char name_a[64], name_b[64], va[512], vb[512];
		size_t needed;
		ck_assert_int_eq(hdc_game_tag_name(a, i, name_a, sizeof name_a, &needed), HDC_OK);
		ck_assert_int_eq(hdc_game_tag_name(b, i, name_b, sizeof name_b, &needed), HDC_OK);
		ck_assert_str_eq(name_a, name_b);
		tag_value(a, name_a, va, sizeof va);
		tag_value(b, name_b, vb, sizeof vb);
		ck_assert_str_eq(va, vb);
	}
	char dummy[8];
	size_t needed;
	ck_assert_int_eq(hdc_game_tag_name(a, na, dummy, sizeof dummy, &needed), HDC_ERR_RANGE);
}

/* Only white space after `consumed`. */
static void assert_rest_blank(const char *text, size_t consumed)
{
	for (const char *p = text + consumed; *p; p++)
		ck_assert_msg(*p == ' ' || *p == '\n' || *p == '\r' || *p == '\t',
		              "record text not read to its end: '%s'", text + consumed);
}

/*
 * The round trip: game from pos -> text -> a new game read from it: same
 * moves, same tags, same final position, and writing again gives the same
 * text.
 */
static void round_trip(const hdc_position *pos, const char *variant)
{
	static char moves_a[LIST_CAP], moves_b[LIST_CAP];
	hdc_game *game = NULL;
	ck_assert_int_eq(hdc_game_from_position(pos, &game), HDC_OK);
	size_t history = 0;
	ck_assert_int_eq(hdc_position_history_length(pos, &history), HDC_OK);
	ck_assert_uint_eq(move_count(game), history);
	/* The moves are the position's history. */
	for (size_t i = 0; i < history; i++) {
		hdc_move m, g;
		ck_assert_int_eq(hdc_position_history_move(pos, i, &m), HDC_OK);
		size_t count = 0;
		hdc_move *all = malloc((history + 1) * sizeof *all);
		ck_assert_int_eq(hdc_game_moves(game, all, history, &count), HDC_OK);
		g = all[i];
		free(all);
		ck_assert_uint_eq(g, m);
		if (i > 3 && i + 3 < history)
			i = history - 4; /* the first and last few are enough */
	}
	ASSERT_TAG(game, "Result", result_of(pos));
	char *text = write_game(game);

	hdc_game *back = new_game(variant);
	size_t consumed = read_game(back, text);
	assert_rest_blank(text, consumed);
	game_moves_text(game, moves_a, sizeof moves_a);
	game_moves_text(back, moves_b, sizeof moves_b);
	ck_assert_str_eq(moves_b, moves_a);
	assert_same_tags(game, back);
	char *again = write_game(back);
	ck_assert_str_eq(again, text);

	/* The final positions agree. */
	hdc_position *end = NULL;
	ck_assert_int_eq(hdc_game_position(back, &end), HDC_OK);
	char want[TEXT_CAP], got[TEXT_CAP];
	get_text(pos, want, sizeof want);
	get_text(end, got, sizeof got);
	ck_assert_str_eq(got, want);
	hdc_position_free(end);

	free(again);
	free(text);
	hdc_game_free(back);
	hdc_game_free(game);
}

/* Random games from the start and from the perft table positions (e.p.,
 * castling, promotions on the way; those start elsewhere: SetUp/FEN). */
START_TEST(round_trip_random_games)
{
	static const struct {
		const char *variant, *table;
		int plies;
	} sets[] = {
		{ "hdc", "perft-hdc.txt", 120 },
		{ "raumschach", "perft-raumschach.txt", 120 },
		{ "3d8l", "perft-3d8l.txt", 80 },
	};
	struct rng r = { 31337 };
	size_t kinds[8] = { 0 };
	for (size_t v = 0; v < sizeof sets / sizeof sets[0]; v++) {
		struct perft_entry *e = NULL;
		int n = load_perft_file(sets[v].table, &e);
		ck_assert_int_gt(n, 0);
		for (int i = 0; i < n; i++) {
			hdc_position *pos = make_text_pos(sets[v].variant, e[i].text);
			for (int ply = 0; ply < sets[v].plies; ply++) {
				hdc_move m;
				if (!random_move(pos, &r, &m))
					break;
				kinds[hdc_move_kind(m) & 7]++;
				ck_assert_int_eq(hdc_position_play(pos, m), HDC_OK);
			}
			round_trip(pos, sets[v].variant);
			hdc_position_free(pos);
		}
		free(e);
	}
	ck_assert_uint_gt(kinds[HDC_MOVE_EN_PASSANT], 0);
	ck_assert_uint_gt(kinds[HDC_MOVE_CASTLING], 0);
	ck_assert_uint_gt(kinds[HDC_MOVE_PROMOTION], 0);
	ck_assert_uint_gt(kinds[HDC_MOVE_PROMOTION_CAPTURE], 0);
}
END_TEST

/* A complete game (to its end by rule) with tags set by hand. */
START_TEST(round_trip_finished_game)
{
	struct rng r = { 4 };
	hdc_position *pos = make_pos("hdc", "Ke1IV Qd1IV Ra1IV Rh1IV Pa2IV Pb2IV ke8IV qd8IV "
	                             "rh8IV pa7IV pb7IV",
	                             "w KQk - 0 1");
	int32_t status = HDC_STATUS_ONGOING;
	for (int ply = 0; ply < 1000 && status == HDC_STATUS_ONGOING; ply++) {
		hdc_move m;
		ck_assert(random_move(pos, &r, &m));
		ck_assert_int_eq(hdc_position_play(pos, m), HDC_OK);
		status = status_of(pos, NULL);
	}
	ck_assert_int_ne(status, HDC_STATUS_ONGOING);
	hdc_game *game = NULL;
	ck_assert_int_eq(hdc_game_from_position(pos, &game), HDC_OK);
	ASSERT_TAG(game, "Result", result_of(pos));
	ck_assert_str_ne(result_of(pos), "*");
	ck_assert_int_eq(hdc_game_set_tag(game, "White", "Anna \"the rook\" Hofer"), HDC_OK);
	ck_assert_int_eq(hdc_game_set_tag(game, "Black", "C:\\games\\black"), HDC_OK);
	ck_assert_int_eq(hdc_game_set_tag(game, "Annotator", "x \\\" y"), HDC_OK);
	ck_assert_int_eq(hdc_game_set_tag(game, "Site", "Z\xC3\xBCrich " DASH " [x] {y} (z) ;w $1"),
	                 HDC_OK);
	char *text = write_game(game);
	ck_assert_ptr_nonnull(strstr(text, "[White \"Anna \\\"the rook\\\" Hofer\"]\n"));
	ck_assert_ptr_nonnull(strstr(text, "[Black \"C:\\\\games\\\\black\"]\n"));
	ck_assert_ptr_nonnull(strstr(text, "[Annotator \"x \\\\\\\" y\"]\n"));
	ck_assert_ptr_nonnull(strstr(text, "[SetUp \"1\"]\n"));
	hdc_game *back = new_game("hdc");
	read_game(back, text);
	assert_same_tags(game, back);
	ASSERT_TAG(back, "White", "Anna \"the rook\" Hofer");
	ASSERT_TAG(back, "Black", "C:\\games\\black");
	ASSERT_TAG(back, "Annotator", "x \\\" y");
	ASSERT_TAG(back, "Site", "Z\xC3\xBCrich " DASH " [x] {y} (z) ;w $1");
	char *again = write_game(back);
	ck_assert_str_eq(again, text);
	/* The result token ends the movetext. */
	char tail[16];
	snprintf(tail, sizeof tail, " %s\n", result_of(pos));
	ck_assert_str_eq(text + strlen(text) - strlen(tail), tail);
	free(again);
	free(text);
	hdc_game_free(back);
	hdc_game_free(game);
	hdc_position_free(pos);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* What is written                                                           */
/* ------------------------------------------------------------------------ */

static const char *const seven[7] = { "Event", "Site", "Date", "Round", "White", "Black",
	                              "Result" };
static const char *const seven_default[7] = { "?", "?", "????.??.??", "?", "?", "?", "*" };

START_TEST(written_record)
{
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new("hdc", &pos), HDC_OK);
	play(pos, "e2IVe4IV");
	play(pos, "e7IVe5IV");
	play(pos, "g1IVf3IV");
	hdc_game *game = NULL;
	ck_assert_int_eq(hdc_game_from_position(pos, &game), HDC_OK);
	char *text = write_game(game);
	/* The seven standard tags at their unknown values, the variant, no
	 * SetUp/FEN from the start position. */
	for (int i = 0; i < 7; i++) {
		char line[64];
		snprintf(line, sizeof line, "[%s \"%s\"]\n", seven[i], seven_default[i]);
		ck_assert_msg(strstr(text, line) != NULL, "no %s in\n%s", line, text);
	}
	ck_assert_ptr_nonnull(strstr(text, "[Variant \"HDC\"]\n"));
	ck_assert_ptr_null(strstr(text, "[SetUp"));
	ck_assert_ptr_null(strstr(text, "[FEN"));
	/* Tags first, then the movetext. */
	ck_assert_ptr_nonnull(strstr(text, "]\n\n1. e4" DASH "IV e5" DASH "IV 2. Nf3" DASH "IV *\n"));
	ck_assert_msg(strcmp(strstr(text, "\n\n1. "), "\n\n1. e4" DASH "IV e5" DASH "IV 2. Nf3" DASH
	                                                  "IV *\n") == 0,
	              "%s", text);
	free(text);
	hdc_game_free(game);
	hdc_position_free(pos);
}
END_TEST

/* A game from another position: SetUp and FEN, and black first: "1...". */
START_TEST(written_record_setup)
{
	static const struct {
		const char *pieces, *fields, *moves[3], *movetext;
	} cases[] = {
		{ "Ke1IV Rh1IV ke8IV pd7IV", "w K - 0 1", { "e1IVg1IV", "d7IVd5IV", NULL },
		  "1. O-O d5" DASH "IV *\n" },
		{ "Ke1IV Rh1IV ke8IV pd7IV", "b K - 0 1", { "d7IVd5IV", "e1IVg1IV", NULL },
		  "1... d5" DASH "IV 2. O-O *\n" },
		{ "Ke1IV Rh1IV ke8IV pd7IV", "b K - 7 12", { "d7IVd6IV", "h1IVh8IV", "e8IVe7IV" },
		  "12... d6" DASH "IV 13. Rh8" DASH "IV+ Ke7" DASH "IV *\n" },
		{ "Ka1I kh8VIII Pe5IV pd5IV", "w - d6-IV 0 1", { "e5IVd6IV", NULL, NULL },
		  "1. exd6" DASH "IV e.p. *\n" },
	};
	for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
		hdc_position *pos = make_pos("hdc", cases[c].pieces, cases[c].fields);
		char start[TEXT_CAP], fen[TEXT_CAP + 16];
		get_text(pos, start, sizeof start);
		for (int i = 0; i < 3 && cases[c].moves[i]; i++)
			play(pos, cases[c].moves[i]);
		hdc_game *game = NULL;
		ck_assert_int_eq(hdc_game_from_position(pos, &game), HDC_OK);
		ASSERT_TAG(game, "SetUp", "1");
		ASSERT_TAG(game, "FEN", start);
		char *text = write_game(game);
		snprintf(fen, sizeof fen, "[FEN \"%s\"]\n", start);
		ck_assert_ptr_nonnull(strstr(text, "[SetUp \"1\"]\n"));
		ck_assert_msg(strstr(text, fen) != NULL, "no %s in\n%s", fen, text);
		const char *movetext = strstr(text, "\n\n");
		ck_assert_ptr_nonnull(movetext);
		ck_assert_str_eq(movetext + 2, cases[c].movetext);

		/* Read back: the same start position and moves. */
		hdc_game *back = new_game("hdc");
		read_game(back, text);
		ASSERT_TAG(back, "FEN", start);
		hdc_position *end = NULL;
		ck_assert_int_eq(hdc_game_position(back, &end), HDC_OK);
		char got[TEXT_CAP], want[TEXT_CAP];
		get_text(end, got, sizeof got);
		get_text(pos, want, sizeof want);
		ck_assert_str_eq(got, want);
		while (hdc_position_undo(end) == HDC_OK)
			;
		get_text(end, got, sizeof got);
		ck_assert_str_eq(got, start);
		hdc_position_free(end);
		char *again = write_game(back);
		ck_assert_str_eq(again, text);
		free(again);
		free(text);
		hdc_game_free(back);
		hdc_game_free(game);
		hdc_position_free(pos);
	}
}
END_TEST

/* The variant tag names the variant; the reader takes the variant from it. */
START_TEST(written_record_variants)
{
	static const struct {
		const char *variant, *tag, *coord, *san;
	} cases[] = {
		{ "raumschach", "Raumschach", "Ab1Ac3", "NbAc3" },
		{ "3d8l", "3D8L", "b1Ia3I", "Na3" DASH "I" },
	};
	for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
		hdc_position *pos = NULL;
		ck_assert_int_eq(hdc_position_new(cases[c].variant, &pos), HDC_OK);
		play(pos, cases[c].coord);
		hdc_game *game = NULL;
		ck_assert_int_eq(hdc_game_from_position(pos, &game), HDC_OK);
		char *text = write_game(game);
		char line[64], movetext[64];
		snprintf(line, sizeof line, "[Variant \"%s\"]\n", cases[c].tag);
		snprintf(movetext, sizeof movetext, "\n\n1. %s *\n", cases[c].san);
		ck_assert_msg(strstr(text, line) != NULL, "no %s in\n%s", line, text);
		ck_assert_ptr_nonnull(strstr(text, movetext));
		/* An HDC game handle reads it as that variant. */
		hdc_game *back = new_game("hdc");
		read_game(back, text);
		ASSERT_TAG(back, "Variant", cases[c].tag);
		hdc_position *end = NULL;
		ck_assert_int_eq(hdc_game_position(back, &end), HDC_OK);
		char name[32];
		size_t needed;
		ck_assert_int_eq(hdc_position_variant(end, name, sizeof name, &needed), HDC_OK);
		ck_assert_str_eq(name, cases[c].variant);
		hdc_position_free(end);
		free(text);
		hdc_game_free(back);
		hdc_game_free(game);
		hdc_position_free(pos);
	}
}
END_TEST

/* ------------------------------------------------------------------------ */
/* What is read                                                              */
/* ------------------------------------------------------------------------ */

START_TEST(reader_skips)
{
	static const char text[] =
	        "; a comment line before the tags\n"
	        "[Event \"skip test\"]\n"
	        "[Site \"a \\\"quoted\\\" \\\\ site\"]\n"
	        "[Variant \"HDC\"]\n"
	        "\n"
	        "{a comment before the moves}\n"
	        "1. e4-IV {a comment; with a semicolon} e5" DASH "IV $1 (1... e6" DASH
	        "IV (1... d6" DASH "IV {nested, with ) and (} 2. d4" DASH "IV ; a ) here\n"
	        ") 2. d4" DASH "IV) 2. Nf3" DASH
	        "IV! $14 ; to the end of the line 3. Qh8-IV\n"
	        "2... Nc6" DASH "IV 3. Bc4" DASH "IV?! {last} 1/2-1/2\n";
	hdc_game *game = new_game("hdc");
	size_t consumed = read_game(game, text);
	assert_rest_blank(text, consumed);
	char moves[LIST_CAP];
	game_moves_text(game, moves, sizeof moves);
	ck_assert_str_eq(moves, "e2IVe4IV e7IVe5IV g1IVf3IV b8IVc6IV f1IVc4IV");
	ASSERT_TAG(game, "Event", "skip test");
	ASSERT_TAG(game, "Site", "a \"quoted\" \\ site");
	ASSERT_TAG(game, "Result", "1/2-1/2");
	/* The standard tags not in the text are there at their unknown values. */
	ASSERT_TAG(game, "Date", "????.??.??");
	ASSERT_TAG(game, "White", "?");
	hdc_game_free(game);
}
END_TEST

/* Move numbers "12." and "12..." wherever, coordinate moves, no tags. */
START_TEST(reader_numbers_and_coordinates)
{
	static const char text[] = "1.e2IVe4IV 1... e7IVe5IV 2. g1IVf3IV 2...Nc6" DASH "IV *";
	hdc_game *game = new_game("hdc");
	size_t consumed = read_game(game, text);
	ck_assert_uint_eq(consumed, strlen(text));
	char moves[LIST_CAP];
	game_moves_text(game, moves, sizeof moves);
	ck_assert_str_eq(moves, "e2IVe4IV e7IVe5IV g1IVf3IV b8IVc6IV");
	ASSERT_TAG(game, "Result", "*");
	ASSERT_TAG(game, "Variant", "HDC");
	hdc_game_free(game);
}
END_TEST

/* Castling written with zeros (RULES.md: readers accept them). */
START_TEST(reader_castling_zeros)
{
	char fen[TEXT_CAP], text[TEXT_CAP + 256];
	pieces_text("hdc", "Ke1IV Ra1IV Rh1IV Re1I Re1VIII ke8IV ra8IV rh8IV", "w KQLUkq - 0 1",
	            fen, sizeof fen);
	snprintf(text, sizeof text,
	         "[Variant \"HDC\"]\n[SetUp \"1\"]\n[FEN \"%s\"]\n\n1. 0-0-0z 0-0 *\n", fen);
	hdc_game *game = new_game("hdc");
	read_game(game, text);
	char moves[LIST_CAP];
	game_moves_text(game, moves, sizeof moves);
	ck_assert_str_eq(moves, "e1IVe1VI e8IVg8IV");
	/* Written back with letters. */
	char *written = write_game(game);
	ck_assert_ptr_nonnull(strstr(written, "\n\n1. O-O-Oz O-O *\n"));
	free(written);
	hdc_game_free(game);
}
END_TEST

/* Several games in one text, each with its result token. */
START_TEST(reader_several_games)
{
	static const char text[] =
	        "[Event \"one\"]\n\n1. e4" DASH "IV e5" DASH "IV 1-0\n\n"
	        "{a game without tags}\n1. e3" DASH "IV e6" DASH "IV 2. d3" DASH "IV 1/2-1/2\n"
	        "[Event \"three\"]\n[Variant \"HDC\"]\n\n1. Nf3" DASH "IV *\n"
	        "[Event \"four\"]\n[Variant \"Raumschach\"]\n\n1. NbAc3 0-1\n"
	        "\n{ nothing after this comment }\n ; nor this line\n";
	static const struct {
		const char *event, *result, *moves, *variant;
	} want[] = {
		{ "one", "1-0", "e2IVe4IV e7IVe5IV", "HDC" },
		{ "?", "1/2-1/2", "e2IVe3IV e7IVe6IV d2IVd3IV", "HDC" },
		{ "three", "*", "g1IVf3IV", "HDC" },
		{ "four", "0-1", "Ab1Ac3", "Raumschach" },
	};
	hdc_game *game = new_game("hdc");
	size_t at = 0;
	for (size_t g = 0; g < sizeof want / sizeof want[0]; g++) {
		size_t consumed = read_game(game, text + at);
		at += consumed;
		ASSERT_TAG(game, "Event", want[g].event);
		ASSERT_TAG(game, "Result", want[g].result);
		ASSERT_TAG(game, "Variant", want[g].variant);
		char moves[LIST_CAP];
		game_moves_text(game, moves, sizeof moves);
		ck_assert_str_eq(moves, want[g].moves);
	}
	size_t consumed = 12345;
	ck_assert_int_eq(hdc_game_read(game, text + at, &consumed), HDC_ERR_NO_GAME);
	ck_assert_int_eq(hdc_game_read(game, "", &consumed), HDC_ERR_NO_GAME);
	ck_assert_int_eq(hdc_game_read(game, "  \n{x} ;y\n", &consumed), HDC_ERR_NO_GAME);
	/* The last game read is still there. */
	ASSERT_TAG(game, "Result", "0-1");
	hdc_game_free(game);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* Bad records                                                               */
/* ------------------------------------------------------------------------ */

/* Text pieces: the error is at the first byte of `at` (or, with `inner`,
 * that many bytes into it). */
static const struct bad_record {
	const char *name;
	const char *before, *at; /* text = before + at */
	hdc_status status;
	int64_t inner;
} bad_records[] = {
	{ "unclosed comment", "[Event \"x\"]\n\n1. e4" DASH "IV ", "{ never closed\n", HDC_ERR_SYNTAX,
	  0 },
	{ "unclosed comment in tags", "[Event \"x\"]\n", "{ never closed ]\n", HDC_ERR_SYNTAX, 0 },
	{ "unclosed variation", "1. e4" DASH "IV e5" DASH "IV ", "(1... e6" DASH "IV 2. d4" DASH "IV *\n",
	  HDC_ERR_SYNTAX, 0 },
	{ "unclosed nested variation", "1. e4" DASH "IV ",
	  "(1. d4" DASH "IV (1. c4" DASH "IV) d5" DASH "IV *\n", HDC_ERR_SYNTAX, 0 },
	{ "tag without quotes", "[Event ", "x]\n\n1. e4" DASH "IV *\n", HDC_ERR_SYNTAX, 0 },
	{ "tag without name", "[", "\"x\"]\n\n1. e4" DASH "IV *\n", HDC_ERR_SYNTAX, 0 },
	{ "tag with junk", "[Event \"x\" ", "junk]\n\n*\n", HDC_ERR_SYNTAX, 0 },
	{ "tag not closed", "[Event \"x\"", "\n[Site \"y\"]\n\n*\n", HDC_ERR_SYNTAX, 0 },
	{ "unknown variant", "[Event \"x\"]\n[Variant \"", "Chess960\"]\n\n1. e4 *\n",
	  HDC_ERR_UNKNOWN_VARIANT, 0 },
	{ "bad FEN letter", "[SetUp \"1\"]\n[FEN \"4r3/pppppppp/8/8/8/8/PPPPPPPP/4R3|",
	  "4X3/pppppppp/8/8/8/8/PPPPPPPP/4N3|4b3/pppppppp/8/8/8/8/PPPPPPPP/4B3|"
	  "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|4d3/pppppppp/8/8/8/8/PPPPPPPP/4D3|"
	  "4b3/pppppppp/8/8/8/8/PPPPPPPP/4B3|4n3/pppppppp/8/8/8/8/PPPPPPPP/4N3|"
	  "4r3/pppppppp/8/8/8/8/PPPPPPPP/4R3 w KQLUkqlu - 0 1\"]\n\n*\n",
	  HDC_ERR_SYNTAX, 1 },
	{ "illegal move", "[Event \"x\"]\n\n1. e4" DASH "IV e5" DASH "IV 2. ",
	  "Qh8" DASH "IV Nc6" DASH "IV *\n", HDC_ERR_ILLEGAL_MOVE, 0 },
	{ "illegal move (coordinates)", "1. e2IVe4IV ", "e7IVe4IV *\n", HDC_ERR_ILLEGAL_MOVE, 0 },
	{ "illegal move after a variation", "1. e4" DASH "IV (1. d4" DASH "IV) ",
	  "e4" DASH "IV *\n", HDC_ERR_ILLEGAL_MOVE, 0 },
	{ "ambiguous move", "[Variant \"Raumschach\"]\n\n", "NAc3 *\n", HDC_ERR_AMBIGUOUS_MOVE, 0 },
	{ "unreadable move", "1. e4" DASH "IV e5" DASH "IV 2. ", "Zz9 *\n", HDC_ERR_SYNTAX, 0 },
	{ "unreadable move suffix", "1. e4" DASH "IV e5" DASH "IV 2. ", "Nf3" DASH "IVq *\n",
	  HDC_ERR_SYNTAX, 8 },
	{ "NAG without number", "1. e4" DASH "IV ", "$ e5" DASH "IV *\n", HDC_ERR_SYNTAX, 0 },
	{ "closing parenthesis alone", "1. e4" DASH "IV ", ") e5" DASH "IV *\n", HDC_ERR_SYNTAX, 0 },
};

START_TEST(bad_record)
{
	const struct bad_record *b = &bad_records[_i];
	char text[4096];
	snprintf(text, sizeof text, "%s%s", b->before, b->at);
	int64_t want = (int64_t)strlen(b->before) + b->inner;

	/* A game with moves and a tag of its own, to see that it stays. */
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new("hdc", &pos), HDC_OK);
	play(pos, "d2IId4II");
	hdc_game *game = NULL;
	ck_assert_int_eq(hdc_game_from_position(pos, &game), HDC_OK);
	ck_assert_int_eq(hdc_game_set_tag(game, "Event", "kept"), HDC_OK);
	char *before = write_game(game);

	size_t consumed = 777;
	hdc_status st = hdc_game_read(game, text, &consumed);
	ck_assert_msg(st == b->status, "%s: %s, want %s (%s at %lld)", b->name,
	              hdc_status_string(st), hdc_status_string(b->status),
	              hdc_game_error_message(game), (long long)hdc_game_error_offset(game));
	ck_assert_msg(hdc_game_error_offset(game) == want, "%s: error at byte %lld, want %lld (%s)\n%s",
	              b->name, (long long)hdc_game_error_offset(game), (long long)want,
	              hdc_game_error_message(game), text);
	ck_assert_str_ne(hdc_game_error_message(game), "");
	ck_assert_uint_eq(consumed, 777);

	/* The game is unchanged. */
	char *after = write_game(game);
	ck_assert_str_eq(after, before);
	ck_assert_uint_eq(move_count(game), 1);
	ASSERT_TAG(game, "Event", "kept");
	free(after);
	free(before);
	hdc_game_free(game);
	hdc_position_free(pos);
}
END_TEST

/* An impossible position in the FEN tag. */
START_TEST(bad_record_impossible_fen)
{
	char fen[TEXT_CAP], text[TEXT_CAP + 128];
	pieces_text("hdc", "Ka1I Kb1I kh8VIII", "w - - 0 1", fen, sizeof fen);
	snprintf(text, sizeof text, "[SetUp \"1\"]\n[FEN \"%s\"]\n\n*\n", fen);
	hdc_game *game = new_game("hdc");
	size_t consumed;
	ck_assert_int_eq(hdc_game_read(game, text, &consumed), HDC_ERR_INVALID_POSITION);
	ck_assert_int_ge(hdc_game_error_offset(game), 0);
	ck_assert_str_ne(hdc_game_error_message(game), "");
	hdc_game_free(game);
}
END_TEST

/* An error in the second game of a text: the offset counts from the text
 * handed to hdc_game_read (text + consumed). */
START_TEST(bad_second_game)
{
	static const char text[] = "1. e4" DASH "IV *\n\n[Event \"2\"]\n\n1. e5" DASH "IV *\n";
	hdc_game *game = new_game("hdc");
	size_t consumed = read_game(game, text);
	const char *second = text + consumed;
	size_t c2;
	ck_assert_int_eq(hdc_game_read(game, second, &c2), HDC_ERR_ILLEGAL_MOVE);
	ck_assert_int_eq(hdc_game_error_offset(game), strstr(second, "e5") - second);
	hdc_game_free(game);
}
END_TEST

/* ------------------------------------------------------------------------ */
/* Tags and buffers                                                          */
/* ------------------------------------------------------------------------ */

START_TEST(tags)
{
	hdc_game *game = new_game("hdc");
	size_t count = 0;
	ck_assert_int_eq(hdc_game_tag_count(game, &count), HDC_OK);
	ck_assert_uint_eq(count, 8);
	for (int i = 0; i < 7; i++) {
		char name[16];
		size_t needed;
		ck_assert_int_eq(hdc_game_tag_name(game, (size_t)i, name, sizeof name, &needed), HDC_OK);
		ck_assert_str_eq(name, seven[i]);
		ASSERT_TAG(game, seven[i], seven_default[i]);
	}
	ASSERT_TAG(game, "Variant", "HDC");
	/* Replace, add, remove. */
	ck_assert_int_eq(hdc_game_set_tag(game, "Event", "Club match"), HDC_OK);
	ASSERT_TAG(game, "Event", "Club match");
	ck_assert_int_eq(hdc_game_tag_count(game, &count), HDC_OK);
	ck_assert_uint_eq(count, 8);
	ck_assert_int_eq(hdc_game_set_tag(game, "Annotator", "me"), HDC_OK);
	ck_assert_int_eq(hdc_game_tag_count(game, &count), HDC_OK);
	ck_assert_uint_eq(count, 9);
	char name[16];
	size_t needed = 0;
	ck_assert_int_eq(hdc_game_tag_name(game, 8, name, sizeof name, &needed), HDC_OK);
	ck_assert_str_eq(name, "Annotator");
	ck_assert_int_eq(hdc_game_set_tag(game, "Annotator", "you"), HDC_OK);
	ASSERT_TAG(game, "Annotator", "you");
	ck_assert_int_eq(hdc_game_tag_count(game, &count), HDC_OK);
	ck_assert_uint_eq(count, 9);
	char *text = write_game(game);
	ck_assert_ptr_nonnull(strstr(text, "[Annotator \"you\"]\n"));
	ck_assert_ptr_nonnull(strstr(text, "[Event \"Club match\"]\n"));
	free(text);
	ck_assert_int_eq(hdc_game_set_tag(game, "Annotator", NULL), HDC_OK);
	ck_assert_int_eq(hdc_game_tag_count(game, &count), HDC_OK);
	ck_assert_uint_eq(count, 8);
	char value[64] = "untouched";
	ck_assert_int_eq(hdc_game_tag(game, "Annotator", value, sizeof value, &needed),
	                 HDC_ERR_NOT_FOUND);
	ck_assert_int_eq(hdc_game_tag(game, "NoSuchTag", value, sizeof value, &needed),
	                 HDC_ERR_NOT_FOUND);
	ck_assert_str_eq(value, "untouched");
	text = write_game(game);
	ck_assert_ptr_null(strstr(text, "Annotator"));
	free(text);
	/* Removing a tag that is not there is no error. */
	ck_assert_int_eq(hdc_game_set_tag(game, "Annotator", NULL), HDC_OK);
	/* A game without moves: "*" alone, and it reads back. */
	text = write_game(game);
	ck_assert_ptr_nonnull(strstr(text, "]\n\n*\n"));
	hdc_game *back = new_game("raumschach");
	read_game(back, text);
	ck_assert_uint_eq(move_count(back), 0);
	assert_same_tags(game, back);
	hdc_game_free(back);
	free(text);
	hdc_game_free(game);
}
END_TEST

/* hdc.h: "Tags, in the order they are written": the index order of
 * hdc_game_tag_name is the order of the tag lines hdc_game_write writes,
 * also after reading a record whose tags come in another order. */
static void assert_tag_order_as_written(const hdc_game *game)
{
	char *text = write_game(game);
	size_t count = 0;
	ck_assert_int_eq(hdc_game_tag_count(game, &count), HDC_OK);
	const char *line = text;
	size_t i = 0;
	for (; *line == '['; i++) {
		char written[64], name[64];
		size_t n = strcspn(line + 1, " ");
		ck_assert(n < sizeof written);
		memcpy(written, line + 1, n);
		written[n] = '\0';
		ck_assert_msg(i < count, "tag line %zu (%s) beyond the %zu tags", i, written, count);
		size_t needed;
		ck_assert_int_eq(hdc_game_tag_name(game, i, name, sizeof name, &needed), HDC_OK);
		ck_assert_msg(strcmp(name, written) == 0, "tag %zu is %s, but the record writes %s there:\n%s",
		              i, name, written, text);
		line = strchr(line, '\n') + 1;
	}
	ck_assert_uint_eq(i, count);
	free(text);
}

START_TEST(tag_order)
{
	hdc_game *game = new_game("hdc");
	assert_tag_order_as_written(game);
	ck_assert_int_eq(hdc_game_set_tag(game, "Annotator", "me"), HDC_OK);
	assert_tag_order_as_written(game);
	read_game(game, "[Annotator \"c\"]\n[Variant \"HDC\"]\n[White \"a\"]\n[Event \"b\"]\n\n*\n");
	assert_tag_order_as_written(game);
	hdc_game_free(game);
}
END_TEST

START_TEST(buffers)
{
	hdc_game *game = new_game("hdc");
	ck_assert_int_eq(hdc_game_set_tag(game, "Event", "Twelve chars"), HDC_OK);
	char buf[64];
	memset(buf, 'Z', sizeof buf);
	size_t needed = 0;
	ck_assert_int_eq(hdc_game_tag(game, "Event", buf, 12, &needed), HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_uint_eq(needed, 13);
	ck_assert_int_eq(buf[0], 'Z'); /* nothing written */
	ck_assert_int_eq(hdc_game_tag(game, "Event", NULL, 0, &needed), HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_uint_eq(needed, 13);
	ck_assert_int_eq(hdc_game_tag(game, "Event", buf, 13, &needed), HDC_OK);
	ck_assert_str_eq(buf, "Twelve chars");

	memset(buf, 'Z', sizeof buf);
	ck_assert_int_eq(hdc_game_tag_name(game, 0, buf, 5, &needed), HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_uint_eq(needed, 6); /* "Event" */
	ck_assert_int_eq(buf[0], 'Z');
	ck_assert_int_eq(hdc_game_tag_name(game, 0, buf, 6, &needed), HDC_OK);
	ck_assert_str_eq(buf, "Event");

	char *text = write_game(game);
	size_t len = strlen(text);
	char *small = malloc(len + 1);
	memset(small, 'Z', len + 1);
	ck_assert_int_eq(hdc_game_write(game, small, len, &needed), HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_uint_eq(needed, len + 1);
	ck_assert_int_eq(small[0], 'Z');
	free(small);
	free(text);

	/* Moves: count reported when the buffer is too small. */
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new("hdc", &pos), HDC_OK);
	play(pos, "e2IVe4IV");
	play(pos, "e7IVe5IV");
	hdc_game_free(game);
	ck_assert_int_eq(hdc_game_from_position(pos, &game), HDC_OK);
	hdc_move moves[2] = { 0, 0 };
	size_t count = 0;
	ck_assert_int_eq(hdc_game_moves(game, moves, 1, &count), HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_uint_eq(count, 2);
	ck_assert_int_eq(hdc_game_moves(game, NULL, 0, &count), HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_uint_eq(count, 2);
	ck_assert_int_eq(hdc_game_moves(game, moves, 2, &count), HDC_OK);
	hdc_move m;
	ck_assert_int_eq(hdc_position_history_move(pos, 1, &m), HDC_OK);
	ck_assert_uint_eq(moves[1], m);
	hdc_game_free(game);
	hdc_position_free(pos);
}
END_TEST

/* hdc_game_play appends legal moves; the Result tag follows a mate. */
START_TEST(game_play)
{
	hdc_position *pos = make_pos("hdc", "Kf6VI Qg1VII kh8VIII", "w - - 0 1");
	hdc_game *game = NULL;
	ck_assert_int_eq(hdc_game_from_position(pos, &game), HDC_OK);
	ASSERT_TAG(game, "Result", "*");
	hdc_move wrong = find_move(pos, "g1VIIg8VII");
	hdc_move mate = find_move(pos, "g1VIIg7VII");
	ck_assert_int_eq(hdc_game_play(game, mate), HDC_OK);
	ck_assert_uint_eq(move_count(game), 1);
	ASSERT_TAG(game, "Result", "1-0");
	/* No move after the mate; the illegal one leaves the game as it is. */
	ck_assert_int_eq(hdc_game_play(game, wrong), HDC_ERR_ILLEGAL_MOVE);
	ck_assert_uint_eq(move_count(game), 1);
	char *text = write_game(game);
	ck_assert_ptr_nonnull(strstr(text, "\n\n1. Qg7" DASH "VII# 1-0\n"));
	free(text);
	hdc_game_free(game);
	hdc_position_free(pos);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("records");
	TCase *tc = tcase_create("round-trip");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, round_trip_random_games);
	tcase_add_test(tc, round_trip_finished_game);
	suite_add_tcase(s, tc);

	tc = tcase_create("writing");
	tcase_add_test(tc, written_record);
	tcase_add_test(tc, written_record_setup);
	tcase_add_test(tc, written_record_variants);
	suite_add_tcase(s, tc);

	tc = tcase_create("reading");
	tcase_add_test(tc, reader_skips);
	tcase_add_test(tc, reader_numbers_and_coordinates);
	tcase_add_test(tc, reader_castling_zeros);
	tcase_add_test(tc, reader_several_games);
	suite_add_tcase(s, tc);

	tc = tcase_create("errors");
	tcase_add_loop_test(tc, bad_record, 0, (int)(sizeof bad_records / sizeof bad_records[0]));
	tcase_add_test(tc, bad_record_impossible_fen);
	tcase_add_test(tc, bad_second_game);
	suite_add_tcase(s, tc);

	tc = tcase_create("tags");
	tcase_add_test(tc, tags);
	tcase_add_test(tc, tag_order);
	tcase_add_test(tc, buffers);
	tcase_add_test(tc, game_play);
	suite_add_tcase(s, tc);
	return run_suite(s);
}
