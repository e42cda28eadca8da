/*
 * test_perft_files.c - perft of a variant read from a description file
 * (docs/VARIANTS.md), on every position of a reference table.
 *
 * Usage: test_perft_files DESCRIPTION PERFT_FILE (the table relative to
 * $HDC_TEST_DATA).  The first entry must be the variant's start position.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"

static const char *description, *file;
static hdc_variant *variant;
static struct perft_entry *entries;
static int nentries;

START_TEST(start_is_the_variants)
{
	hdc_position *start = NULL, *first = NULL;
	ck_assert_int_eq(hdc_position_new_from_variant(variant, &start), HDC_OK);
	ck_assert_int_eq(hdc_position_from_variant_text(variant, entries[0].text, &first), HDC_OK);
	char a[TEXT_CAP], b[TEXT_CAP];
	ck_assert_int_eq(hdc_position_text(start, a, sizeof a, NULL), HDC_OK);
	ck_assert_int_eq(hdc_position_text(first, b, sizeof b, NULL), HDC_OK);
	ck_assert_str_eq(a, b);
	hdc_position_free(start);
	hdc_position_free(first);
}
END_TEST

START_TEST(perft_position)
{
	const struct perft_entry *e = &entries[_i];
	hdc_position *pos = NULL;
	ck_assert_msg(hdc_position_from_variant_text(variant, e->text, &pos) == HDC_OK,
	              "%s: %s refused: %s", file, e->name, hdc_last_error_message());
	for (int d = 0; d < e->ndepths; d++) {
		uint64_t nodes = 0;
		ck_assert_int_eq(hdc_position_perft(pos, e->depth[d], &nodes), HDC_OK);
		ck_assert_msg(nodes == e->nodes[d], "%s: %s perft(%d) = %llu, reference %llu", file,
		              e->name, e->depth[d], (unsigned long long)nodes,
		              (unsigned long long)e->nodes[d]);
	}
	hdc_position_free(pos);
}
END_TEST

int main(int argc, char **argv)
{
	if (argc != 3) {
		fprintf(stderr, "usage: %s DESCRIPTION PERFT_FILE\n", argv[0]);
		return EXIT_FAILURE;
	}
	description = argv[1];
	file = argv[2];
	FILE *f = fopen(description, "rb");
	static char text[1 << 16];
	size_t n = f ? fread(text, 1, sizeof text, f) : 0;
	if (f)
		fclose(f);
	if (!n || hdc_variant_from_text(text, n, &variant) != HDC_OK) {
		fprintf(stderr, "%s: %s\n", description, n ? hdc_last_error_message() : "unreadable");
		return EXIT_FAILURE;
	}
	nentries = load_perft_file(file, &entries);
	if (nentries <= 0) {
		fprintf(stderr, "%s: no perft table to check: failing\n", file);
		return EXIT_FAILURE;
	}
	Suite *s = suite_create("perft-files");
	TCase *tc = tcase_create(file);
	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, start_is_the_variants);
	tcase_add_loop_test(tc, perft_position, 0, nentries);
	suite_add_tcase(s, tc);
	int status = run_suite(s);
	free(entries);
	hdc_variant_unref(variant);
	return status;
}
