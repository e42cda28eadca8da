/*
 * test_search_exact.c - the search helpers against playing the move.
 *
 * Usage: test_search_exact VARIANT FILE (FILE a perft table in
 * $HDC_TEST_DATA).  At every position of the table, every position one
 * move later, and every position of reproducible random games from them
 * (with passes; fewer in short runs),
 * for every legal move m and for the null move:
 *   - hdc_position_gives_check(m) = hdc_position_in_check after playing m;
 *   - hdc_position_key_after(m) = hdc_position_key after playing m (and,
 *     for the null move, the key of the position text read afresh);
 *   - hdc_position_captured_piece(m) = what playing m took off the board
 *     (the opponent's material drops by exactly that piece, which stood on
 *     that cell) = hdc_position_last_capture after playing m;
 *   - no legal move has the value HDC_MOVE_NULL;
 * and hdc_position_piece_cells / hdc_position_material agree with a scan
 * of the board by hdc_position_piece_at.  Counts of what was met (checks
 * by kind, e.p. captures, castlings...) make sure the cases were there.
 */
#include <stdio.h>
#include <stdlib.h>

#include "common.h"
#include "cescacs/hex.h"

/* Check records the place of every passing ck_assert (a write each): the
 * hot loops here test with these, which only call Check on a failure. */
#define EXPECT(cond, ...)                       \
	do {                                    \
		if (!(cond))                    \
			ck_abort_msg(__VA_ARGS__); \
	} while (0)
#define EXPECT_EQ(a, b)                                                                    \
	do {                                                                               \
		long long a_ = (long long)(a), b_ = (long long)(b);                        \
		EXPECT(a_ == b_, "%s %s, line %d: %s = %lld, expected %s = %lld", variant, where, \
		       __LINE__, #a, a_, #b, b_);                                          \
	} while (0)
#define EXPECT_OK(call) EXPECT_EQ(call, HDC_OK)

static const char *variant;
static const char *file;
static struct perft_entry *entries;
static int nentries;

/* What the walks met, for the coverage assertions. */
struct tally {
	size_t nodes, moves, checks, captures, nulls;
	size_t checks_by_kind[16];
	size_t kind[16];
};
static struct tally seen;
/* The table position being walked, for messages. */
static const char *where = "";

/* The games' moves (hex.h's generator: the same games everywhere). */
static struct rng rng;

static uint64_t key_of(const hdc_position *pos)
{
	uint64_t key = 0;
	EXPECT_OK(hdc_position_key(pos, &key));
	return key;
}

static int32_t material(const hdc_position *pos, int32_t color, int32_t type)
{
	int32_t n = -1;
	EXPECT_OK(hdc_position_material(pos, color, type, &n));
	return n;
}

static int32_t side_to_move(const hdc_position *pos)
{
	int32_t side = -1;
	EXPECT_OK(hdc_position_side_to_move(pos, &side));
	return side;
}

static int32_t in_check(const hdc_position *pos)
{
	int32_t check = -1;
	EXPECT_OK(hdc_position_in_check(pos, &check));
	return check;
}

/* piece_cells and material against a scan of every cell. */
static void check_piece_lists(const hdc_position *pos)
{
	int32_t ncells = 0;
	EXPECT_OK(hdc_position_dimensions(pos, NULL, NULL, NULL, &ncells));
	for (int32_t color = 0; color < 2; color++)
		for (int32_t type = 0; type <= HDC_ELEPHANT; type++) {
			int32_t cells[HDC_MAX_CELLS], want[HDC_MAX_CELLS];
			size_t n = 0, nwant = 0;
			for (int32_t c = 0; c < ncells; c++) {
				hdc_piece p = 0;
				EXPECT_OK(hdc_position_piece_at(pos, c, &p));
				if (p && hdc_piece_color(p) == color && (!type || hdc_piece_type(p) == type))
					want[nwant++] = c;
			}
			EXPECT_EQ(hdc_position_piece_cells(pos, color, type, cells,
			                                          HDC_MAX_CELLS, &n),
			                 HDC_OK);
			EXPECT_EQ(n, nwant);
			EXPECT(memcmp(cells, want, n * sizeof *cells) == 0, "%s %s: piece cells differ", variant, where);
			EXPECT_EQ(material(pos, color, type), (int32_t)nwant);
		}
}

static void check_move(hdc_position *pos, hdc_move m)
{
	EXPECT(m != HDC_MOVE_NULL, "%s: a legal move has the null move's value", variant);
	int32_t us = side_to_move(pos), them = 1 - us;
	int32_t gives = -1, cell = -2, last_cell = -2;
	hdc_piece piece = -1, last = -1;
	uint64_t key = 0;
	EXPECT_OK(hdc_position_gives_check(pos, m, &gives));
	EXPECT_OK(hdc_position_key_after(pos, m, &key));
	EXPECT_OK(hdc_position_captured_piece(pos, m, &piece, &cell));
	int32_t before_all = material(pos, them, 0);
	int32_t before_type = piece ? material(pos, them, hdc_piece_type(piece)) : 0;
	if (piece) {
		hdc_piece there = 0;
		EXPECT_OK(hdc_position_piece_at(pos, cell, &there));
		EXPECT_EQ(there, piece);
		EXPECT_EQ(hdc_piece_color(piece), them);
		EXPECT(hdc_piece_type(piece) != HDC_KING, "a king captured");
	} else {
		EXPECT_EQ(cell, -1);
	}

	EXPECT_OK(hdc_position_play(pos, m));
	int32_t check = in_check(pos);
	EXPECT(gives == check, "%s %s: gives_check(0x%08x) = %d, playing it: %d", variant,
	              where, (unsigned)m, gives, check);
	EXPECT(key == key_of(pos), "%s %s: key_after(0x%08x) differs from the key after it",
	              variant, where, (unsigned)m);
	EXPECT_EQ(material(pos, them, 0), before_all - (piece != 0));
	if (piece)
		EXPECT_EQ(material(pos, them, hdc_piece_type(piece)), before_type - 1);
	EXPECT_OK(hdc_position_last_capture(pos, &last, &last_cell));
	EXPECT_EQ(last, piece);
	EXPECT_EQ(last_cell, cell);
	EXPECT_OK(hdc_position_undo(pos));

	int k = hdc_move_kind(m) & 15;
	seen.moves++;
	seen.kind[k]++;
	seen.checks += (size_t)check;
	seen.checks_by_kind[k] += (size_t)check;
	seen.captures += piece != 0;
}

/* The null move where it is allowed: key_after and gives_check against
 * playing it; the key against the text read afresh. */
static void check_null_move(hdc_position *pos)
{
	uint64_t key = 0;
	int32_t gives = -1;
	hdc_piece piece = -1;
	int32_t cell = -2;
	if (in_check(pos)) {
		EXPECT_EQ(hdc_position_key_after(pos, HDC_MOVE_NULL, &key), HDC_ERR_ILLEGAL_MOVE);
		EXPECT_EQ(hdc_position_play_null(pos), HDC_ERR_ILLEGAL_MOVE);
		return;
	}
	EXPECT_OK(hdc_position_key_after(pos, HDC_MOVE_NULL, &key));
	EXPECT_OK(hdc_position_gives_check(pos, HDC_MOVE_NULL, &gives));
	EXPECT_EQ(gives, 0);
	EXPECT_OK(hdc_position_captured_piece(pos, HDC_MOVE_NULL, &piece, &cell));
	EXPECT_EQ(piece, 0);
	EXPECT_EQ(cell, -1);
	EXPECT_OK(hdc_position_play_null(pos));
	EXPECT_EQ(key_of(pos), key);
	EXPECT_EQ(in_check(pos), 0);
	char text[TEXT_CAP];
	get_text(pos, text, sizeof text);
	hdc_position *fresh = make_text_pos(variant, text);
	EXPECT(key_of(fresh) == key, "%s: key after the null move differs from its text's:\n%s",
	              variant, text);
	hdc_position_free(fresh);
	EXPECT_OK(hdc_position_undo(pos));
	seen.nulls++;
}

/* Every helper at one position; the position is unchanged afterwards. */
static void check_node(hdc_position *pos, hdc_move *moves, size_t *count)
{
	char before[TEXT_CAP], after[TEXT_CAP];
	uint64_t key = key_of(pos);
	get_text(pos, before, sizeof before);
	EXPECT_OK(hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, count));
	for (size_t i = 0; i < *count; i++)
		check_move(pos, moves[i]);
	check_null_move(pos);
	check_piece_lists(pos);
	get_text(pos, after, sizeof after);
	EXPECT(strcmp(after, before) == 0, "%s %s: the position changed", variant, where);
	EXPECT_EQ(key_of(pos), key);
	seen.nodes++;
}

static hdc_move root_moves[HDC_MAX_MOVES], child_moves[HDC_MAX_MOVES];

/* The table position and every position one move later. */
static void table_position_and_children(int entry)
{
	hdc_position *pos = make_text_pos(variant, entries[entry].text);
	size_t n = 0, m = 0;
	check_node(pos, root_moves, &n);
	/* In short runs (HDC_TEST_SHORT: valgrind, ASan+UBSan), a sample of the children. */
	size_t stride = getenv("HDC_TEST_SHORT") ? n / 8 + 1 : 1;
	for (size_t i = 0; i < n; i += stride) {
		EXPECT_OK(hdc_position_play(pos, root_moves[i]));
		check_node(pos, child_moves, &m);
		EXPECT_OK(hdc_position_undo(pos));
	}
	hdc_position_free(pos);
}

/* Random games from the table position; the rare kinds (checks, e.p.,
 * castlings, promotions) are chosen half of the time they are there. */
static void play_random_games(int entry)
{
	static hdc_move moves[HDC_MAX_MOVES], special[HDC_MAX_MOVES];
	int short_run = getenv("HDC_TEST_SHORT") != NULL;
	const int GAMES = short_run ? 1 : 4, PLIES = short_run ? 60 : 160;
	rng.state = 0x5EA5C4ull + (uint64_t)entry;
	for (int g = 0; g < GAMES; g++) {
		hdc_position *pos = make_text_pos(variant, entries[entry].text);
		for (int ply = 0; ply < PLIES; ply++) {
			size_t n = 0, ns = 0;
			check_node(pos, moves, &n);
			if (!n)
				break;
			for (size_t i = 0; i < n; i++) {
				int k = hdc_move_kind(moves[i]), gives = 0;
				EXPECT_OK(hdc_position_gives_check(pos, moves[i], &gives));
				if (gives || k == HDC_MOVE_EN_PASSANT || k == HDC_MOVE_CASTLING ||
				    k == HDC_MOVE_PROMOTION || k == HDC_MOVE_PROMOTION_CAPTURE ||
				    k == HDC_MOVE_PROMOTION_IN_PLACE)
					special[ns++] = moves[i];
			}
			hdc_move m = ns && rng_next(&rng) % 2 ? special[rng_next(&rng) % ns] : moves[rng_next(&rng) % n];
			/* Now and then a pass instead, to search on from there. */
			if (rng_next(&rng) % 16 == 0 && hdc_position_play_null(pos) == HDC_OK)
				continue;
			EXPECT_OK(hdc_position_play(pos, m));
		}
		hdc_position_free(pos);
	}
}

/* All walks in one test (Check runs each test in its own process, and the
 * tally must see them all); then what they met. */
START_TEST(helpers_agree_with_playing)
{
	for (int e = 0; e < nentries; e++) {
		where = entries[e].name;
		table_position_and_children(e);
		play_random_games(e);
	}
	fprintf(stderr,
	        "%s: %zu positions, %zu moves, %zu captures, %zu checks (e.p. %zu, castling %zu, "
	        "promotion %zu), %zu null moves; e.p. %zu, castlings %zu, promotions %zu\n",
	        variant, seen.nodes, seen.moves, seen.captures, seen.checks,
	        seen.checks_by_kind[HDC_MOVE_EN_PASSANT], seen.checks_by_kind[HDC_MOVE_CASTLING],
	        seen.checks_by_kind[HDC_MOVE_PROMOTION] +
	                seen.checks_by_kind[HDC_MOVE_PROMOTION_CAPTURE],
	        seen.nulls, seen.kind[HDC_MOVE_EN_PASSANT], seen.kind[HDC_MOVE_CASTLING],
	        seen.kind[HDC_MOVE_PROMOTION] + seen.kind[HDC_MOVE_PROMOTION_CAPTURE]);
	/* The walks met enough of what the helpers must get right (in short
	 * runs they are shorter: 3D8L meets about 40 checks there). */
	ck_assert_uint_gt(seen.nodes, 50);
	ck_assert_uint_gt(seen.captures, 100);
	ck_assert_uint_gt(seen.checks, getenv("HDC_TEST_SHORT") ? 20 : 500);
	ck_assert_uint_gt(seen.nulls, 40);
}
END_TEST

int main(int argc, char **argv)
{
	if (argc != 3) {
		fprintf(stderr, "usage: %s VARIANT FILE (FILE in $HDC_TEST_DATA)\n", argv[0]);
		return EXIT_FAILURE;
	}
	variant = argv[1];
	file = argv[2];
	nentries = load_perft_file(file, &entries);
	if (nentries <= 0)
		return EXIT_FAILURE;
	Suite *s = suite_create("search-exact");
	TCase *tc = tcase_create("search-exact");
	tcase_set_timeout(tc, 0);
	tcase_add_test(tc, helpers_agree_with_playing);
	suite_add_tcase(s, tc);
	int rc = run_suite(s);
	free(entries);
	return rc;
}
