/*
 * test_make_undo.c - play and undo over reproducible random games.
 *
 * After every move the incrementally updated Zobrist key must equal the key
 * of the same position read afresh from its text (and that text must read
 * back to itself); the clocks must follow the rules; undoing every move must
 * restore, step by step, the exact text and key seen before that move.
 */
#include <stdio.h>
#include <stdlib.h>

#include "common.h"

/* splitmix64: small, and the same sequence on every platform. */
static uint64_t rng_state;

static uint64_t rng_next(void)
{
	uint64_t z = (rng_state += 0x9E3779B97F4A7C15ull);
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	return z ^ (z >> 31);
}

static size_t rng_below(size_t n)
{
	return (size_t)(rng_next() % n);
}

struct step {
	char text[TEXT_CAP];
	uint64_t key;
	hdc_move move;
};

static struct step steps[1024];

/* How many moves of each kind the games played (enum hdc_move_kind). */
static size_t kinds[8];

/* The two counters of a position. */
static void clocks(const hdc_position *pos, int32_t *half, int32_t *full)
{
	ck_assert_int_eq(hdc_position_halfmove_clock(pos, half), HDC_OK);
	ck_assert_int_eq(hdc_position_fullmove_number(pos, full), HDC_OK);
}

/* Plays up to `plies` random moves from `start` and takes them all back;
 * returns the number of moves played. */
static size_t random_game(const char *variant, const char *start, int plies)
{
	static hdc_move moves[HDC_MAX_MOVES], special_moves[HDC_MAX_MOVES];
	hdc_position *pos = make_text_pos(variant, start);
	size_t played = 0;
	ck_assert(plies <= (int)(sizeof steps / sizeof steps[0]));

	for (int ply = 0; ply < plies; ply++) {
		struct step *s = &steps[played];
		get_text(pos, s->text, sizeof s->text);
		s->key = get_key(pos);
		size_t n = 0;
		ck_assert_int_eq(hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &n), HDC_OK);
		if (n == 0)
			break;
		/* Uniform, except that the rare kinds (e.p., castling,
		 * promotion) are taken half of the time they are there. */
		size_t special = 0;
		for (size_t i = 0; i < n; i++) {
			int k = hdc_move_kind(moves[i]);
			if (k == HDC_MOVE_EN_PASSANT || k == HDC_MOVE_CASTLING ||
			    k == HDC_MOVE_PROMOTION || k == HDC_MOVE_PROMOTION_CAPTURE)
				special_moves[special++] = moves[i];
		}
		hdc_move m = special && rng_below(2) ? special_moves[rng_below(special)]
		                                     : moves[rng_below(n)];
		s->move = m;

		int32_t side = -1, half0, full0, half1, full1;
		ck_assert_int_eq(hdc_position_side_to_move(pos, &side), HDC_OK);
		clocks(pos, &half0, &full0);
		hdc_piece mover = 0;
		ck_assert_int_eq(hdc_position_piece_at(pos, hdc_move_from(m), &mover), HDC_OK);

		ck_assert_int_eq(hdc_position_play(pos, m), HDC_OK);
		played++;
		kinds[hdc_move_kind(m) & 7]++;

		/* Clocks: the half-move clock restarts on a pawn move or a
		 * capture; the move number grows after black's move. */
		clocks(pos, &half1, &full1);
		int reset = hdc_piece_type(mover) == HDC_PAWN || hdc_move_is_capture(m);
		ck_assert_int_eq(half1, reset ? 0 : half0 + 1);
		ck_assert_int_eq(full1, side == HDC_BLACK ? full0 + 1 : full0);
		int32_t side1 = -1;
		ck_assert_int_eq(hdc_position_side_to_move(pos, &side1), HDC_OK);
		ck_assert_int_eq(side1, 1 - side);
		size_t history = 0;
		ck_assert_int_eq(hdc_position_history_length(pos, &history), HDC_OK);
		ck_assert_uint_eq(history, played);

		/* The key equals the key of the text read afresh. */
		char text[TEXT_CAP], again[TEXT_CAP];
		get_text(pos, text, sizeof text);
		hdc_position *fresh = NULL;
		hdc_status st = hdc_position_from_text(variant, text, &fresh);
		ck_assert_msg(st == HDC_OK, "%s: text after move %zu refused (%s):\n%s", variant,
		              played, hdc_status_string(st), text);
		ck_assert_msg(get_key(fresh) == get_key(pos),
		              "%s: key after move %zu differs from the key of its text:\n%s", variant,
		              played, text);
		get_text(fresh, again, sizeof again);
		ck_assert_str_eq(again, text);
		hdc_position_free(fresh);
	}

	/* Undo, step by step. */
	for (size_t i = played; i-- > 0;) {
		ck_assert_int_eq(hdc_position_undo(pos), HDC_OK);
		char text[TEXT_CAP];
		get_text(pos, text, sizeof text);
		ck_assert_msg(strcmp(text, steps[i].text) == 0,
		              "%s: undo of move %zu gives\n%s\nnot\n%s", variant, i + 1, text,
		              steps[i].text);
		ck_assert_uint_eq(get_key(pos), steps[i].key);
	}
	ck_assert_int_eq(hdc_position_undo(pos), HDC_ERR_NO_HISTORY);
	hdc_position_free(pos);
	return played;
}

START_TEST(random_games_hdc)
{
	/* From the start and from each position of the perft table (they
	 * hold castlings, e.p. and promotions waiting to happen). */
	struct perft_entry *e = NULL;
	int n = load_perft_file("perft-hdc.txt", &e);
	ck_assert_int_gt(n, 0);
	rng_state = 20240601;
	memset(kinds, 0, sizeof kinds);
	size_t total = 0;
	for (int game = 0; game < 40; game++)
		total += random_game("hdc", variant_info("hdc")->start, 250);
	for (int i = 0; i < n; i++)
		for (int game = 0; game < 4; game++)
			total += random_game("hdc", e[i].text, 150);
	free(e);
	ck_assert_msg(total >= 10000, "only %zu moves played", total);
	/* The games went through every kind of move. */
	for (int k = HDC_MOVE_QUIET; k <= HDC_MOVE_PROMOTION_CAPTURE; k++)
		ck_assert_msg(kinds[k] > 0, "no move of kind %d in %zu moves", k, total);
	fprintf(stderr, "hdc: %zu moves (quiet %zu, capture %zu, double step %zu, e.p. %zu, "
	        "castling %zu, promotion %zu, promotion-capture %zu)\n", total, kinds[0],
	        kinds[1], kinds[2], kinds[3], kinds[4], kinds[5], kinds[6]);
}
END_TEST

START_TEST(random_games_other_variants)
{
	static const char *const files[2][2] = { { "raumschach", "perft-raumschach.txt" },
		                                  { "3d8l", "perft-3d8l.txt" } };
	rng_state = 77;
	memset(kinds, 0, sizeof kinds);
	size_t total = 0;
	for (int v = 0; v < 2; v++) {
		struct perft_entry *e = NULL;
		int n = load_perft_file(files[v][1], &e);
		ck_assert_int_gt(n, 0);
		for (int i = 0; i < n; i++)
			for (int game = 0; game < 10; game++)
				total += random_game(files[v][0], e[i].text, 200);
		free(e);
	}
	ck_assert_uint_ge(total, 2000);
	fprintf(stderr, "raumschach + 3d8l: %zu moves (promotions %zu)\n", total,
	        kinds[HDC_MOVE_PROMOTION] + kinds[HDC_MOVE_PROMOTION_CAPTURE]);
}
END_TEST

START_TEST(illegal_move_refused)
{
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new("hdc", &pos), HDC_OK);
	play(pos, "e2IVe4IV");
	char before[TEXT_CAP], after[TEXT_CAP];
	get_text(pos, before, sizeof before);
	uint64_t key = get_key(pos);
	hdc_move legal = find_move(pos, "e7IVe5IV");
	const hdc_move bad[] = {
		1u << 10,                            /* a1-I to b1-I: white's cell */
		0xFFFFFFFFu,                         /* garbage */
		legal | (1u << 29),                  /* reserved bits set */
		(legal & ~(0xFu << 25)) | (HDC_MOVE_CAPTURE << 25), /* wrong kind */
		(legal & ~(0x1Fu << 20)) | (HDC_QUEEN << 20),      /* promotion */
		find_move(pos, "e7IVe6IV") ^ (1u << 10),           /* wrong target */
	};
	/* A move of white (not to move), taken from the start position. */
	hdc_position *start = NULL;
	ck_assert_int_eq(hdc_position_new("hdc", &start), HDC_OK);
	hdc_move white = find_move(start, "d2IVd4IV");
	hdc_position_free(start);

	for (size_t i = 0; i <= sizeof bad / sizeof bad[0]; i++) {
		hdc_move m = i < sizeof bad / sizeof bad[0] ? bad[i] : white;
		ck_assert_int_eq(hdc_position_play(pos, m), HDC_ERR_ILLEGAL_MOVE);
		ck_assert_str_ne(hdc_position_error_message(pos), "");
		get_text(pos, after, sizeof after);
		ck_assert_str_eq(after, before);
		ck_assert_uint_eq(get_key(pos), key);
		size_t history = 0;
		ck_assert_int_eq(hdc_position_history_length(pos, &history), HDC_OK);
		ck_assert_uint_eq(history, 1);
	}
	/* The legal move still plays. */
	ck_assert_int_eq(hdc_position_play(pos, legal), HDC_OK);
	hdc_position_free(pos);
}
END_TEST

START_TEST(undo_without_history)
{
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new("hdc", &pos), HDC_OK);
	char before[TEXT_CAP], after[TEXT_CAP];
	get_text(pos, before, sizeof before);
	ck_assert_int_eq(hdc_position_undo(pos), HDC_ERR_NO_HISTORY);
	ck_assert_str_ne(hdc_position_error_message(pos), "");
	get_text(pos, after, sizeof after);
	ck_assert_str_eq(after, before);

	/* Reading a text clears the history. */
	play(pos, "e2IVe4IV");
	ck_assert_int_eq(hdc_position_set_text(pos, before), HDC_OK);
	size_t history = 1;
	ck_assert_int_eq(hdc_position_history_length(pos, &history), HDC_OK);
	ck_assert_uint_eq(history, 0);
	ck_assert_int_eq(hdc_position_undo(pos), HDC_ERR_NO_HISTORY);
	hdc_position_free(pos);

	ck_assert_int_eq(hdc_position_new("raumschach", &pos), HDC_OK);
	ck_assert_int_eq(hdc_position_undo(pos), HDC_ERR_NO_HISTORY);
	hdc_position_free(pos);
}
END_TEST

START_TEST(transposition_same_key)
{
	/* Two move orders to one position: equal text (but the counters) and
	 * equal key. */
	hdc_position *a = NULL, *b = NULL;
	ck_assert_int_eq(hdc_position_new("hdc", &a), HDC_OK);
	ck_assert_int_eq(hdc_position_new("hdc", &b), HDC_OK);
	play(a, "b1IVc3IV");
	play(a, "b8IVc6IV");
	play(a, "g1IVf3IV");
	play(b, "g1IVf3IV");
	play(b, "b8IVc6IV");
	play(b, "b1IVc3IV");
	char ta[TEXT_CAP], tb[TEXT_CAP];
	get_text(a, ta, sizeof ta);
	get_text(b, tb, sizeof tb);
	ck_assert_str_eq(ta, tb);
	ck_assert_uint_eq(get_key(a), get_key(b));
	/* And a different position has a different key. */
	play(a, "c6IVb8IV");
	ck_assert_uint_ne(get_key(a), get_key(b));
	hdc_position_free(a);
	hdc_position_free(b);
}
END_TEST

START_TEST(keys_stable)
{
	/* hdc.h promises the keys stable across versions and builds: these are
	 * the values of libhdc 0.4 (pre-bitboards) and of every build since.
	 * The start positions key every piece of the four games on its cell;
	 * the moves, the keys make() keeps. */
	static const struct {
		const char *variant;
		const char *moves[3]; /* played from the start */
		uint64_t key;
	} keys[] = {
		{ "hdc", { NULL }, 0xbd9e54f6d40fc2d2ull },
		{ "raumschach", { NULL }, 0x838ce428bca0a748ull },
		{ "3d8l", { NULL }, 0x86a65603287e2c16ull },
		{ "cescacs", { NULL }, 0xd9d7e47f7da15a78ull },
		{ "hdc", { "b1IVc3IV" }, 0xebb8c19942f5326full },
		{ "hdc", { "b1IVc3IV", "b8IVc6IV" }, 0x418813a496cf1894ull },
		{ "hdc", { "b1IVc3IV", "b8IVc6IV", "e2IVe4IV" }, 0xba1b0e3bb830abfaull },
	};
	for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
		hdc_position *pos = NULL;
		ck_assert_int_eq(hdc_position_new(keys[i].variant, &pos), HDC_OK);
		for (size_t j = 0; j < 3 && keys[i].moves[j]; j++)
			play(pos, keys[i].moves[j]);
		ck_assert_msg(get_key(pos) == keys[i].key, "%s, row %zu: key %#llx", keys[i].variant,
		              i, (unsigned long long)get_key(pos));
		hdc_position_free(pos);
	}
}
END_TEST

int main(void)
{
	Suite *s = suite_create("make-undo");
	TCase *tc = tcase_create("random-games");
	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, random_games_hdc);
	tcase_add_test(tc, random_games_other_variants);
	suite_add_tcase(s, tc);
	tc = tcase_create("errors");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, illegal_move_refused);
	tcase_add_test(tc, undo_without_history);
	tcase_add_test(tc, transposition_same_key);
	tcase_add_test(tc, keys_stable);
	suite_add_tcase(s, tc);
	return run_suite(s);
}
