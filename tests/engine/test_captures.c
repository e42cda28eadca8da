/*
 * test_captures.c - generate_captures() (lib/rules/movegen_captures.c)
 * lists exactly the captures, en passant captures and promotions of
 * generate_legal(): over the perft tables of all four variants and the
 * positions of short random games from each (white-box: linked against
 * the library's objects).
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "position.h"

static hdc_move full[HDC_MAX_MOVES], caps[HDC_MAX_MOVES];

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

static unsigned long compared, nonempty;

static void compare(const struct hdc_position *pos, const char *where)
{
	size_t n = generate_legal(pos, full), k = 0;
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
	int games = getenv("HDC_UNDER_VALGRIND") ? 1 : 4;
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
			for (int ply = 0; ply < 40; ply++) {
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
	printf("%s: %lu positions compared, %lu with captures or promotions\n", variant, compared,
	       nonempty);
	ck_assert_uint_gt(nonempty, 10);
	compared = nonempty = 0;
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
