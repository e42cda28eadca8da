/*
 * test_captures.c - the search's generators.  generate_search() (king
 * moves filtered by position_check_move) is generate_legal(), and
 * generate_captures() (lib/rules/movegen_captures.c) lists exactly the captures, en passant captures and promotions of
 * generate_legal(), and in_check_after() and move_may_check()
 * (lookahead.c) agree with in_check() after every legal move: over the perft tables of all four
 * variants and the positions of short random games from each (white-box:
 * linked against the library's objects).
 */
#include "check_fast.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lookahead.h"
#include "position.h"

static hdc_move full[HDC_MAX_MOVES], full_copy[HDC_MAX_MOVES], caps[HDC_MAX_MOVES],
	unpinned[HDC_MAX_MOVES];

static int tactical(hdc_move m)
{
	unsigned k = MOVE_KIND(m);
	return k == HDC_MOVE_CAPTURE || k == HDC_MOVE_EN_PASSANT || k == HDC_MOVE_PROMOTION ||
	       k == HDC_MOVE_PROMOTION_CAPTURE || k == HDC_MOVE_PROMOTION_IN_PLACE;
}

static int cmp(const void *a, const void *b)
{
	hdc_move x = *(const hdc_move *)a, y = *(const hdc_move *)b;
	return x < y ? -1 : x > y;
}

static unsigned long compared, nonempty, checks;

static void compare(const struct hdc_position *pos, const char *where)
{
	size_t n = generate_legal(pos, full), k = 0;
	memcpy(full_copy, full, n * sizeof *full);
	for (size_t i = 0; i < n; i++)
		if (tactical(full[i]))
			full[k++] = full[i];
	size_t c = generate_captures(pos, caps);
	qsort(full, k, sizeof *full, cmp);
	qsort(caps, c, sizeof *caps, cmp);
	ck_assert_msg(c == k && !memcmp(full, caps, k * sizeof *full),
	              "%s: %zu captures/promotions generated, %zu in the legal list", where, c, k);
	compared++;
	nonempty += k > 0;

	/* Not in check: generate_captures_unpinned's list, the captures of
	 * possibly pinned pieces filtered, is generate_captures'. */
	if (!in_check(pos)) {
		struct hdc_position *r = (struct hdc_position *)pos;
		size_t nu = generate_captures_unpinned(pos, unpinned), ku = 0;
		for (size_t i = 0; i < nu; i++) {
			hdc_move m = unpinned[i];
			if (MOVE_FROM(m) == pos->king[pos->side] || MOVE_KIND(m) == HDC_MOVE_EN_PASSANT ||
			    !may_be_pinned(pos, MOVE_FROM(m)) || position_check_move(r, m))
				unpinned[ku++] = m;
		}
		qsort(unpinned, ku, sizeof *unpinned, cmp);
		ck_assert_msg(ku == c && !memcmp(unpinned, caps, c * sizeof *caps),
		              "%s: generate_captures_unpinned keeps %zu, generate_captures has %zu",
		              where, ku, c);
	}

	/* generate_search's list, king moves filtered, is the legal list. */
	struct hdc_position *q = (struct hdc_position *)pos;
	size_t ns = generate_search(pos, caps), kept = 0;
	for (size_t i = 0; i < ns; i++)
		if (MOVE_FROM(caps[i]) != pos->king[pos->side] ||
		    MOVE_KIND(caps[i]) == HDC_MOVE_CASTLING || position_check_move(q, caps[i]))
			caps[kept++] = caps[i];
	memcpy(full, full_copy, n * sizeof *full);
	qsort(full, n, sizeof *full, cmp);
	qsort(caps, kept, sizeof *caps, cmp);
	ck_assert_msg(kept == n && !memcmp(full, caps, n * sizeof *full),
	              "%s: generate_search keeps %zu moves, generate_legal lists %zu", where, kept, n);

	/* The check after each legal move, found from the move, is in_check's. */
	struct hdc_position *p = (struct hdc_position *)pos;
	for (size_t i = 0; i < n; i++) {
		struct undo u;
		int may = move_may_check(p, full_copy[i]);
		unsigned kind = MOVE_KIND(full_copy[i]);
		int plain = kind == HDC_MOVE_QUIET || kind == HDC_MOVE_CAPTURE ||
		            kind == HDC_MOVE_DOUBLE_STEP || kind == HDC_MOVE_TRIPLE_STEP;
		position_make(p, full_copy[i], &u);
		int fast = in_check_after(p, full_copy[i]), slow = in_check(p);
		position_unmake(p, full_copy[i], &u);
		ck_assert_msg(fast == slow, "%s: move %zu: in_check_after %d, in_check %d", where, i,
		              fast, slow);
		/* move_may_check, before the move: exact for the plain kinds,
		 * 1 for the others. */
		ck_assert_msg(plain ? may == slow : may == 1, "%s: move %zu: move_may_check %d, check %d",
		              where, i, may, slow);
		checks += slow;
	}
}

static uint64_t rng = 88172645463325252ull;

static unsigned next_random(unsigned n)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (unsigned)(rng % n);
}

static void check_file(const char *variant, const char *file)
{
	const char *dir = getenv("HDC_TEST_DATA");
	char path[1024];
	snprintf(path, sizeof path, "%s/%s", dir ? dir : "tests/data", file);
	FILE *f = fopen(path, "r");
	ck_assert_msg(f != NULL, "cannot open %s", path);
	static char line[65536];
	int slow = getenv("HDC_TEST_SHORT") != NULL;
	int games = slow ? 1 : 8, plies = slow ? 16 : 40;
	while (fgets(line, sizeof line, f)) {
		if (line[0] == '#' || line[0] == '\n')
			continue;
		char *name = strtok(line, ";");
		char *text = strtok(NULL, ";");
		if (!name || !text)
			continue;
		hdc_position *pos;
		ck_assert_int_eq(hdc_position_from_text(variant, text, &pos), HDC_OK);
		compare(pos, name);
		/* Short random games from there, preferring captures and
		 * promotions so that the rarer moves come up. */
		for (int g = 0; g < games; g++) {
			hdc_position *p;
			ck_assert_int_eq(hdc_position_clone(pos, &p), HDC_OK);
			for (int ply = 0; ply < plies; ply++) {
				size_t n = generate_legal(p, full);
				if (!n)
					break;
				hdc_move m = full[next_random((unsigned)n)];
				for (int tries = 0; tries < 3 && !tactical(m); tries++)
					m = full[next_random((unsigned)n)];
				ck_assert_int_eq(hdc_position_play(p, m), HDC_OK);
				compare(p, name);
			}
			hdc_position_free(p);
		}
		hdc_position_free(pos);
	}
	fclose(f);
	printf("%s: %lu positions compared, %lu with captures or promotions, %lu checking moves\n",
	       variant, compared, nonempty, checks);
	if (!getenv("HDC_TEST_SHORT")) { /* the short run proves less */
		ck_assert_uint_gt(nonempty, 10);
		ck_assert_uint_gt(checks, 10);
	}
	compared = nonempty = checks = 0;
}

START_TEST(captures_hdc) { check_file("hdc", "perft-hdc.txt"); }
END_TEST
START_TEST(captures_raumschach) { check_file("raumschach", "perft-raumschach.txt"); }
END_TEST
START_TEST(captures_3d8l) { check_file("3d8l", "perft-3d8l.txt"); }
END_TEST
START_TEST(captures_cescacs) { check_file("cescacs", "perft-cescacs.txt"); }
END_TEST

int main(void)
{
	Suite *s = suite_create("captures");
	TCase *tc = tcase_create("against generate_legal");
	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, captures_hdc);
	tcase_add_test(tc, captures_raumschach);
	tcase_add_test(tc, captures_3d8l);
	tcase_add_test(tc, captures_cescacs);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? 1 : 0;
}
