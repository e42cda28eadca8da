/*
 * test_perft.c - perft of every position of a reference table, at every
 * depth the table gives (and perft_full, the walk that makes every leaf,
 * at the smaller counts).
 *
 * Usage: test_perft VARIANT FILE, FILE relative to $HDC_TEST_DATA.  The
 * tables were counted by an independent implementation; a missing or empty
 * file is an error, not a pass.
 */
#include <stdio.h>
#include <stdlib.h>

#include "common.h"

static const char *variant;
static const char *file;
static struct perft_entry *entries;
static int nentries;

START_TEST(table_is_loaded)
{
	ck_assert_msg(nentries > 0, "%s: no positions", file);
	/* Every table starts with the variant's start position. */
	ck_assert_str_eq(entries[0].name, "start");
	ck_assert_str_eq(entries[0].text, variant_info(variant)->start);
}
END_TEST

START_TEST(perft_position)
{
	const struct perft_entry *e = &entries[_i];
	hdc_position *pos = NULL;
	hdc_status st = hdc_position_from_text(variant, e->text, &pos);
	ck_assert_msg(st == HDC_OK, "%s: position %s refused: %s", file, e->name,
	              hdc_status_string(st));
	for (int d = 0; d < e->ndepths; d++) {
		uint64_t nodes = 0;
		ck_assert_int_eq(hdc_position_perft(pos, e->depth[d], &nodes), HDC_OK);
		ck_assert_msg(nodes == e->nodes[d], "%s: %s perft(%d) = %llu, reference %llu", file,
		              e->name, e->depth[d], (unsigned long long)nodes,
		              (unsigned long long)e->nodes[d]);
		/* The full walk too (every leaf made and unmade: the castlings,
		 * promotions and e.p. captures of these tables take their own
		 * path at the leaves, perft.c), where the table's count is small
		 * enough for the sanitizer builds. */
		if (e->nodes[d] > 300000)
			continue;
		ck_assert_int_eq(hdc_position_perft_full(pos, e->depth[d], &nodes), HDC_OK);
		ck_assert_msg(nodes == e->nodes[d], "%s: %s perft_full(%d) = %llu, reference %llu",
		              file, e->name, e->depth[d], (unsigned long long)nodes,
		              (unsigned long long)e->nodes[d]);
	}
	/* Neither walk may change the position it counts. */
	char before[TEXT_CAP], after[TEXT_CAP];
	hdc_position *fresh = make_text_pos(variant, e->text);
	get_text(fresh, before, sizeof before);
	get_text(pos, after, sizeof after);
	ck_assert_str_eq(after, before);
	ck_assert_uint_eq(get_key(pos), get_key(fresh));
	hdc_position_free(fresh);
	hdc_position_free(pos);
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
	if (nentries <= 0) {
		fprintf(stderr, "%s: no perft table to check: failing\n", file);
		return EXIT_FAILURE;
	}

	Suite *s = suite_create("perft");
	TCase *tc = tcase_create(variant);
	/* Sanitizer and debug builds are many times slower. */
	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, table_is_loaded);
	tcase_add_loop_test(tc, perft_position, 0, nentries);
	suite_add_tcase(s, tc);
	int status = run_suite(s);
	free(entries);
	return status;
}
