/*
 * test_play_legal.c - hdc_position_play() accepts a move value exactly when
 * hdc_position_legal_moves() lists it (issue 12).
 *
 * play() decides legality on the value alone (lib/rules/legal.c), without
 * generating the legal moves, so this suite holds it to the generator: at
 * every node visited (the positions of the four perft tables, their
 * children, random play-outs with take-backs, and C'escacs positions of the
 * rarer rules) every listed move is played and taken back, and a large set
 * of other values is refused with HDC_ERR_ILLEGAL_MOVE and the position
 * left unchanged: each listed move with one bit flipped, with source and
 * target swapped, with every promotion field and every kind; every
 * (source, target) pair of the node's moves with each kind (and, at some
 * nodes, each promotion field); castling values of every index; moves of
 * other positions; random values.  Counters per move kind make sure the
 * special moves (castlings, e.p., promotions, triple steps, in-place
 * promotions) really were among those checked.
 */
#include <stdio.h>
#include <stdlib.h>

#include "../cescacs/hex.h"
#include "../common.h"

/* Moves of earlier positions of the same variant, replayed elsewhere. */
enum { POOL_CAP = 8192, POOL_SAMPLE = 256, RANDOM_VALUES = 256, MAX_CHILDREN = 8 };

struct checker {
	const char *variant;
	struct rng rng;
	hdc_move pool[POOL_CAP];
	size_t npool;
	uint64_t legal_by_kind[16]; /* legal moves played, by kind */
	uint64_t refused;           /* values refused */
	uint64_t nodes;
	int32_t ncells;
};

/* In short runs (HDC_TEST_SHORT: valgrind, ASan+UBSan; under valgrind this
 * suite took six minutes): fewer children and shorter play-outs per table
 * position, every check the same. */
static int short_run;

static hdc_move legal[HDC_MAX_MOVES], sorted[HDC_MAX_MOVES];
static size_t nlegal;

static int compare_moves(const void *a, const void *b)
{
	hdc_move x = *(const hdc_move *)a, y = *(const hdc_move *)b;
	return x < y ? -1 : x > y;
}

static int is_listed(hdc_move m)
{
	return bsearch(&m, sorted, nlegal, sizeof m, compare_moves) != NULL;
}

/* Check's assertions report every passing check to the parent process (a
 * system call each): the hot loops here test millions of values, so they
 * only call into Check on a failure. */
#define EXPECT(cond, ...)                             \
	do {                                          \
		if (!(cond))                          \
			ck_abort_msg(__VA_ARGS__);    \
	} while (0)

static uint64_t key_of(const hdc_position *pos)
{
	uint64_t key = 0;
	EXPECT(hdc_position_key(pos, &key) == HDC_OK, "hdc_position_key failed");
	return key;
}

/* Plays value m: HDC_OK exactly if it is listed (or is the null move, a
 * pass, and the side to move is not in check), else HDC_ERR_ILLEGAL_MOVE
 * and nothing changed; a played move is taken back. */
static void try_value(struct checker *c, hdc_position *pos, hdc_move m, uint64_t key,
                      size_t history)
{
	int32_t check = 1;
	int listed = is_listed(m) ||
	             (m == HDC_MOVE_NULL && hdc_position_in_check(pos, &check) == HDC_OK && !check);
	hdc_status st = hdc_position_play(pos, m);
	if (listed) {
		EXPECT(st == HDC_OK, "%s: legal move %08x refused (%d: %s)", c->variant, (unsigned)m,
		       (int)st, hdc_position_error_message(pos));
		EXPECT(hdc_position_error_message(pos)[0] == '\0', "message after a success");
		EXPECT(hdc_position_undo(pos) == HDC_OK, "undo of %08x", (unsigned)m);
		if (m != HDC_MOVE_NULL)
			c->legal_by_kind[hdc_move_kind(m) & 15]++;
	} else {
		EXPECT(st == HDC_ERR_ILLEGAL_MOVE, "%s: value %08x not listed, play gave %d",
		       c->variant, (unsigned)m, (int)st);
		EXPECT(hdc_position_error_message(pos)[0] != '\0', "no message for %08x",
		       (unsigned)m);
		c->refused++;
	}
	size_t h = 0;
	EXPECT(hdc_position_history_length(pos, &h) == HDC_OK && h == history,
	       "%s: history %zu after %08x, want %zu", c->variant, h, (unsigned)m, history);
	EXPECT(key_of(pos) == key, "%s: value %08x changed the position", c->variant,
	       (unsigned)m);
}

static hdc_move value(unsigned from, unsigned to, unsigned extra, unsigned kind)
{
	return (hdc_move)(from | to << 10 | extra << 20 | kind << 25);
}

static void add_cell(int32_t *cells, size_t *n, size_t cap, int32_t cell)
{
	for (size_t i = 0; i < *n; i++)
		if (cells[i] == cell)
			return;
	if (*n < cap)
		cells[(*n)++] = cell;
}

/* Every (source, target) pair of the node's moves (plus the king's cell
 * and the e.p. cell) with each kind; castling values of every index from
 * the king's cell, promotion values of every piece type from pawns. */
static void try_shapes(struct checker *c, hdc_position *pos, uint64_t key, size_t history)
{
	static int32_t froms[64], tos[128];
	size_t nfrom = 0, nto = 0;
	int32_t side = 0, ep = -1;
	ck_assert_int_eq(hdc_position_side_to_move(pos, &side), HDC_OK);
	ck_assert_int_eq(hdc_position_en_passant(pos, &ep), HDC_OK);
	for (int32_t cell = 0; cell < c->ncells; cell++) {
		hdc_piece p = 0;
		EXPECT(hdc_position_piece_at(pos, cell, &p) == HDC_OK, "piece_at %d", (int)cell);
		if (p == hdc_piece_make(HDC_KING, side))
			add_cell(froms, &nfrom, 64, cell);
	}
	if (ep >= 0)
		add_cell(tos, &nto, 128, ep);
	for (size_t i = 0; i < nlegal; i++) {
		add_cell(froms, &nfrom, 64, hdc_move_from(legal[i]));
		add_cell(tos, &nto, 128, hdc_move_to(legal[i]));
		add_cell(tos, &nto, 128, hdc_move_from(legal[i]));
	}
	for (size_t f = 0; f < nfrom; f++) {
		hdc_piece p = 0;
		EXPECT(hdc_position_piece_at(pos, froms[f], &p) == HDC_OK, "piece_at %d",
		       (int)froms[f]);
		unsigned last_extra = hdc_piece_type(p) == HDC_PAWN ? 16 : 0;
		for (size_t t = 0; t < nto; t++)
			for (unsigned kind = 0; kind <= HDC_MOVE_PROMOTION_IN_PLACE; kind++) {
				unsigned last = kind == HDC_MOVE_CASTLING && hdc_piece_type(p) == HDC_KING
				                        ? 31
				                        : last_extra;
				for (unsigned extra = 0; extra <= last; extra++)
					try_value(c, pos, value((unsigned)froms[f], (unsigned)tos[t], extra, kind),
					          key, history);
			}
	}
}

/* The order hdc_position_legal_moves promises: grouped by source cell in
 * increasing order, a pawn's e.p. capture first in its group, the king's
 * moves by target; the list is the same for the same position reached
 * another way (here: read from its text, which rebuilds the piece lists
 * the generator walks in another order), and legal_moves_from gives each
 * cell's part of it. */
static void check_order(struct checker *c, const hdc_position *pos)
{
	static hdc_move again[HDC_MAX_MOVES], from[HDC_MAX_MOVES];
	for (size_t i = 1; i < nlegal; i++) {
		hdc_move a = legal[i - 1], b = legal[i];
		int same = hdc_move_from(a) == hdc_move_from(b);
		EXPECT(hdc_move_from(a) < hdc_move_from(b) ||
		               (same && hdc_move_kind(b) != HDC_MOVE_EN_PASSANT),
		       "%s: legal moves out of order at %zu", c->variant, i);
		hdc_piece piece = 0;
		if (same && hdc_position_piece_at(pos, hdc_move_from(a), &piece) == HDC_OK &&
		    hdc_piece_type(piece) == HDC_KING)
			EXPECT(hdc_move_to(a) < hdc_move_to(b) ||
			               (hdc_move_to(a) == hdc_move_to(b) && a < b),
			       "%s: king's moves out of order at %zu", c->variant, i);
	}
	char text[TEXT_CAP];
	get_text(pos, text, sizeof text);
	hdc_position *copy = make_text_pos(c->variant, text);
	size_t n = 0;
	EXPECT(hdc_position_legal_moves(copy, again, HDC_MAX_MOVES, &n) == HDC_OK, "legal_moves");
	EXPECT(n == nlegal && memcmp(again, legal, n * sizeof *legal) == 0,
	       "%s: the position read from its text lists its moves otherwise:\n%s", c->variant,
	       text);
	hdc_position_free(copy);
	for (size_t i = 0; i < nlegal;) {
		int32_t cell = hdc_move_from(legal[i]);
		size_t end = i, nfrom = 0;
		while (end < nlegal && hdc_move_from(legal[end]) == cell)
			end++;
		EXPECT(hdc_position_legal_moves_from(pos, cell, from, HDC_MAX_MOVES, &nfrom) ==
		               HDC_OK &&
		               nfrom == end - i && memcmp(from, legal + i, nfrom * sizeof *from) == 0,
		       "%s: legal_moves_from(%d) is not its part of legal_moves", c->variant,
		       (int)cell);
		i = end;
	}
}

/* Checks one node: every listed move plays, every other value is refused. */
static void check_node(struct checker *c, hdc_position *pos, int shapes)
{
	ck_assert_int_eq(hdc_position_legal_moves(pos, legal, HDC_MAX_MOVES, &nlegal), HDC_OK);
	check_order(c, pos);
	memcpy(sorted, legal, nlegal * sizeof *sorted);
	qsort(sorted, nlegal, sizeof *sorted, compare_moves);
	char text_before[TEXT_CAP], text_after[TEXT_CAP];
	get_text(pos, text_before, sizeof text_before);
	uint64_t key = key_of(pos);
	size_t history = 0;
	ck_assert_int_eq(hdc_position_history_length(pos, &history), HDC_OK);
	c->nodes++;

	for (size_t i = 0; i < nlegal; i++) {
		hdc_move m = legal[i];
		try_value(c, pos, m, key, history);
		for (unsigned bit = 0; bit < 32; bit++)
			try_value(c, pos, m ^ (1u << bit), key, history);
		try_value(c, pos, value(hdc_move_to(m), hdc_move_from(m), (m >> 20) & 31,
		                        hdc_move_kind(m)),
		          key, history);
		for (unsigned extra = 0; extra < 32; extra++)
			try_value(c, pos, (m & ~(31u << 20)) | extra << 20, key, history);
		for (unsigned kind = 0; kind < 16; kind++)
			try_value(c, pos, (m & ~(15u << 25)) | kind << 25, key, history);
		/* The same cell as source and target: the in-place promotion shape. */
		for (unsigned extra = 0; extra < 32; extra++)
			try_value(c, pos,
			          value(hdc_move_from(m), hdc_move_from(m), extra,
			                HDC_MOVE_PROMOTION_IN_PLACE),
			          key, history);
	}
	if (shapes)
		try_shapes(c, pos, key, history);
	for (size_t i = 0; i < POOL_SAMPLE && c->npool; i++)
		try_value(c, pos, c->pool[rng_next(&c->rng) % c->npool], key, history);
	for (size_t i = 0; i < RANDOM_VALUES; i++) {
		uint32_t r = rng_next(&c->rng) ^ (rng_next(&c->rng) << 16);
		try_value(c, pos, r, key, history);
		/* Random but well-formed: cells on the board, a known kind. */
		try_value(c, pos,
		          value(r % (uint32_t)c->ncells, (r >> 9) % (uint32_t)c->ncells, (r >> 18) % 17,
		                (r >> 23) % 9),
		          key, history);
	}
	get_text(pos, text_after, sizeof text_after);
	ck_assert_str_eq(text_after, text_before);

	for (size_t i = 0; i < nlegal && c->npool < POOL_CAP; i++)
		c->pool[c->npool++] = legal[i];
}

/* The root with every promotion field, a sample of its children, and
 * random play-outs that also take moves back (the legality test keeps
 * data per position: taking back and playing another move must not
 * reuse it). */
static void check_position(struct checker *c, hdc_position *pos)
{
	check_node(c, pos, 1);
	size_t n = nlegal;
	static hdc_move root[HDC_MAX_MOVES];
	memcpy(root, legal, n * sizeof *root);
	size_t step = n / (short_run ? 2 : MAX_CHILDREN) + 1;
	for (size_t i = 0; i < n; i += step) {
		ck_assert_int_eq(hdc_position_play(pos, root[i]), HDC_OK);
		check_node(c, pos, 0);
		ck_assert_int_eq(hdc_position_undo(pos), HDC_OK);
	}
	for (int game = 0; game < (short_run ? 1 : 2); game++) {
		int played = 0;
		for (int ply = 0; ply < (short_run ? 10 : 30); ply++) {
			check_node(c, pos, ply % 10 == 9);
			if (!nlegal)
				break;
			if (played && rng_next(&c->rng) % 4 == 0) {
				ck_assert_int_eq(hdc_position_undo(pos), HDC_OK);
				played--;
				continue;
			}
			ck_assert_int_eq(hdc_position_play(pos, legal[rng_next(&c->rng) % nlegal]), HDC_OK);
			played++;
		}
		while (played--)
			ck_assert_int_eq(hdc_position_undo(pos), HDC_OK);
	}
}

static void check_table(struct checker *c, const char *file)
{
	struct perft_entry *entries = NULL;
	int n = load_perft_file(file, &entries);
	ck_assert_msg(n > 0, "cannot read %s", file);
	for (int i = 0; i < n; i++) {
		hdc_position *pos = make_text_pos(c->variant, entries[i].text);
		check_position(c, pos);
		hdc_position_free(pos);
	}
	free(entries);
}

/* One line per variant in the test log: what was checked. */
static void report(const struct checker *c)
{
	printf("%s: %llu nodes, %llu values refused; legal moves played by kind:", c->variant,
	       (unsigned long long)c->nodes, (unsigned long long)c->refused);
	for (int k = 0; k <= HDC_MOVE_PROMOTION_IN_PLACE; k++)
		printf(" %llu", (unsigned long long)c->legal_by_kind[k]);
	printf("\n");
	fflush(stdout);
}

static struct checker *new_checker(const char *variant, uint64_t seed)
{
	struct checker *c = calloc(1, sizeof *c);
	ck_assert_ptr_nonnull(c);
	c->variant = variant;
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new(variant, &pos), HDC_OK);
	ck_assert_int_eq(hdc_position_dimensions(pos, NULL, NULL, NULL, &c->ncells), HDC_OK);
	hdc_position_free(pos);
	c->rng.state = seed;
	return c;
}

/* Each of the kinds (a list ended by -1) was among the legal moves played:
 * the special rules were really exercised. */
static void assert_kinds_played(const struct checker *c, const int *kinds)
{
	for (; *kinds >= 0; kinds++)
		ck_assert_msg(c->legal_by_kind[*kinds] > 0, "%s: no legal move of kind %d played",
		              c->variant, *kinds);
}

START_TEST(hdc_play_equals_legal_moves)
{
	struct checker *c = new_checker("hdc", 1);
	check_table(c, "perft-hdc.txt");
	report(c);
	static const int kinds[] = { HDC_MOVE_CASTLING, HDC_MOVE_EN_PASSANT,
		                     HDC_MOVE_DOUBLE_STEP, HDC_MOVE_PROMOTION,
		                     HDC_MOVE_PROMOTION_CAPTURE, HDC_MOVE_CAPTURE, -1 };
	assert_kinds_played(c, kinds);
	ck_assert_uint_gt(c->refused, short_run ? 100000 : 1000000);
	free(c);
}
END_TEST

START_TEST(raumschach_play_equals_legal_moves)
{
	struct checker *c = new_checker("raumschach", 2);
	check_table(c, "perft-raumschach.txt");
	report(c);
	static const int kinds[] = { HDC_MOVE_CAPTURE, HDC_MOVE_QUIET, -1 };
	assert_kinds_played(c, kinds);
	free(c);
}
END_TEST

START_TEST(threed8l_play_equals_legal_moves)
{
	struct checker *c = new_checker("3d8l", 3);
	check_table(c, "perft-3d8l.txt");
	/* 3D8L has no double step, e.p. or castling: promotions, with and
	 * without a capture, on two layers. */
	hdc_position *pos = make_pos("3d8l", "Ke1V Qd1I Pa7I Pb7II nc8II pe6IV ke8V", "w - - 0 1");
	check_position(c, pos);
	hdc_position_free(pos);
	report(c);
	static const int kinds[] = { HDC_MOVE_PROMOTION, HDC_MOVE_PROMOTION_CAPTURE,
		                     HDC_MOVE_CAPTURE, -1 };
	assert_kinds_played(c, kinds);
	free(c);
}
END_TEST

/* C'escacs positions of the rarer rules (tests/cescacs/test_rules.c):
 * the whole regainable army for the pool, awaiting pawns, forced in-place
 * promotions, the unmoved king's leap and the castlings. */
#define FULL_ARMY "DE1 VF0 RC3 RI3 GD2 GH2 NE3 NG3 JF2 JF4 JF6 "

/* The position of a piece list after `moves`, checked; `special` (if not
 * NULL) names a move of a rare shape that must be among the legal moves
 * there, so that the check really covered it. */
static void check_pieces(struct checker *c, const char *pieces, const char *fields,
                         const char *const *moves, const char *special)
{
	hdc_position *pos = hex_pos(pieces, fields);
	for (size_t i = 0; moves && moves[i]; i++)
		play(pos, moves[i]);
	hdc_move m = 0;
	if (special)
		ck_assert_msg(lookup_move(pos, special, &m), "%s is not legal here", special);
	check_position(c, pos);
	hdc_position_free(pos);
}

START_TEST(cescacs_play_equals_legal_moves)
{
	struct checker *c = new_checker("cescacs", 4);
	check_table(c, "perft-cescacs.txt");
	/* Forced in-place promotions, after a capture fills the pool. */
	static const char *const capture_rook[] = { "L13L15", "C15C3", NULL };
	check_pieces(c, FULL_ARMY "PF28 PE27 KL13 kP21 rC15", "w - - 0 1", capture_rook,
	             "F28F28r");
	static const char *const capture_bishop[] = { "L13L15", "L19F4", NULL };
	check_pieces(c, FULL_ARMY "PF28 PE27 KL13 kP21 jL19", "w - - 0 1", capture_bishop,
	             "F28F28j");
	/* Promotions from the pool, bishops by hex colour. */
	check_pieces(c, "KG1 DE1 VF0 GD2 GH2 NE3 NG3 JF2 JF4 PF26 kZ21", "w - - 0 1", NULL,
	             "F26E27j");
	/* Awaiting pawns with nothing to become, and one on its way. */
	check_pieces(c, FULL_ARMY "PA23 PF26 KZ9 kP21", "w - - 0 1", NULL, "A23B24");
	/* The forced promotion waits while the king is in check. */
	static const char *const check[] = { "I15I3", NULL };
	check_pieces(c, FULL_ARMY "PF28 KZ7 kP21 rI15", "b - - 0 1", check, "Z7Z9");
	/* The scornful capture, the unmoved king's leap, castlings with one
	 * and with two rooks (tests/cescacs/test_rules.c). */
	static const char *const scorn[] = { "F8G9", NULL };
	check_pieces(c, "KZ9 kP19 PF8 pF10 pH10 pG11", "w - - 0 1", scorn, "F10G9");
	check_pieces(c, "KG1 kZ21", "w K - 0 1", NULL, "G1D2");
	check_pieces(c, "KG1 RC3 RI3 kG27", "w RKRk - 0 1", NULL, "KRK-HIO");
	check_pieces(c, "KG1 RC3 RI3 kG27", "w RKRk - 0 1", NULL, "KRR-HIH");
	check_pieces(c, "KG1 kG27 rC25 rI25", "b Krkr - 0 1", NULL, "KRD-DD");
	report(c);

	static const int kinds[] = { HDC_MOVE_EN_PASSANT, HDC_MOVE_TRIPLE_STEP,
		                     HDC_MOVE_PROMOTION, HDC_MOVE_PROMOTION_IN_PLACE,
		                     HDC_MOVE_CASTLING, -1 };
	assert_kinds_played(c, kinds);
	free(c);
}
END_TEST

/* The data play() keeps per position must not outlive the position: after
 * new text, a clone, or taking back and playing another move, a move
 * legal only in the old position is refused. */
START_TEST(kept_legality_data_follows_the_position)
{
	hdc_position *pos = make_pos("hdc", "Ke1IV Ra1IV ke8IV", "w - - 0 1");
	hdc_move rook = find_move(pos, "a1IVa8IV");
	hdc_move king = find_move(pos, "e1IVd1IV");
	ck_assert_int_eq(hdc_position_play(pos, king), HDC_OK);
	ck_assert_int_eq(hdc_position_undo(pos), HDC_OK);
	/* Same ply, new text: the rook is gone. */
	char text[TEXT_CAP];
	pieces_text("hdc", "Ke1IV Rb1IV ke8IV", "w - - 0 1", text, sizeof text);
	ck_assert_int_eq(hdc_position_set_text(pos, text), HDC_OK);
	ck_assert_int_eq(hdc_position_play(pos, rook), HDC_ERR_ILLEGAL_MOVE);
	ck_assert_int_eq(hdc_position_play(pos, king), HDC_OK);
	/* Take back, play another move, and its reply position refuses a move
	 * only legal after the first one. */
	hdc_move black_after_king = find_move(pos, "e8IVd8IV");
	ck_assert_int_eq(hdc_position_play(pos, black_after_king), HDC_OK);
	ck_assert_int_eq(hdc_position_undo(pos), HDC_OK);
	ck_assert_int_eq(hdc_position_undo(pos), HDC_OK);
	play(pos, "b1IVb8IV"); /* check along the eighth rank */
	ck_assert_int_eq(hdc_position_play(pos, black_after_king), HDC_ERR_ILLEGAL_MOVE);
	hdc_position *copy = NULL;
	ck_assert_int_eq(hdc_position_clone(pos, &copy), HDC_OK);
	ck_assert_int_eq(hdc_position_play(copy, black_after_king), HDC_ERR_ILLEGAL_MOVE);
	hdc_position_free(copy);
	hdc_position_free(pos);
}
END_TEST

static Suite *play_suite(void)
{
	Suite *s = suite_create("play-legal");
	TCase *tc = tcase_create("equivalence");
	tcase_set_timeout(tc, 600);
	tcase_add_test(tc, hdc_play_equals_legal_moves);
	tcase_add_test(tc, raumschach_play_equals_legal_moves);
	tcase_add_test(tc, threed8l_play_equals_legal_moves);
	tcase_add_test(tc, cescacs_play_equals_legal_moves);
	tcase_add_test(tc, kept_legality_data_follows_the_position);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	short_run = getenv("HDC_TEST_SHORT") != NULL;
	return run_suite(play_suite());
}
