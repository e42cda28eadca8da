/*
 * test_check_fast.c - the test harness itself: check_fast.h's assertions
 * still fail.
 *
 * check_fast.h redefines the macro every Check assertion expands to; were
 * it ever to lose its failing branch, every suite would pass whatever the
 * library did.  An inner suite of assertions that must fail (each kind the
 * suites use: plain, with a message, integer, unsigned, string, pointer)
 * and one of assertions that must hold is run, forked and not, and each
 * result is compared with what was expected: failed, at the right line,
 * with Check's message.  This program's own verdict is printed and
 * returned by hand, without Check's assertions.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_fast.h"

static int line_of[8];

#define MARK(i) line_of[i] = __LINE__

START_TEST(fails_plain)
{
	MARK(0); ck_assert(1 + 1 == 3);
}
END_TEST

START_TEST(fails_msg)
{
	MARK(1); ck_assert_msg(0, "custom %d", 7);
}
END_TEST

START_TEST(fails_int)
{
	int two = 2;
	MARK(2); ck_assert_int_eq(two, 3);
}
END_TEST

START_TEST(fails_uint)
{
	unsigned five = 5;
	MARK(3); ck_assert_uint_lt(five, 4u);
}
END_TEST

START_TEST(fails_str)
{
	MARK(4); ck_assert_str_eq("a", "b");
}
END_TEST

START_TEST(fails_ptr)
{
	const char *none = NULL;
	MARK(5); ck_assert_ptr_nonnull(none);
}
END_TEST

/* After the assertions that hold, the test must go on: it fails here. */
START_TEST(holds_then_fails)
{
	ck_assert(1);
	ck_assert_msg(2 > 1, "never shown");
	ck_assert_int_eq(4, 2 + 2);
	ck_assert_str_ne("a", "b");
	MARK(6); ck_abort_msg("reached the end");
}
END_TEST

struct expected {
	const char *name;
	const char *message;
};

static const struct expected expected[] = {
	{ "fails_plain", "Assertion '1 + 1 == 3' failed" },
	{ "fails_msg", "custom 7" },
	{ "fails_int", "Assertion 'two == 3' failed: two == 2, 3 == 3" },
	{ "fails_uint", "Assertion 'five < 4u' failed: five == 5, 4u == 4" },
	{ "fails_str", "Assertion '\"a\" == \"b\"' failed: \"a\" == \"a\", \"b\" == \"b\"" },
	{ "fails_ptr", "Assertion 'none != NULL' failed: none == 0" },
	{ "holds_then_fails", "reached the end" },
};
#define NEXPECTED (int)(sizeof expected / sizeof expected[0])

/* Runs the inner suite in the given fork mode; returns the number of
 * results that differ from the expected ones (each printed). */
static int run_inner(enum fork_status mode)
{
	Suite *s = suite_create("inner");
	TCase *tc = tcase_create("inner");
	tcase_add_test(tc, fails_plain);
	tcase_add_test(tc, fails_msg);
	tcase_add_test(tc, fails_int);
	tcase_add_test(tc, fails_uint);
	tcase_add_test(tc, fails_str);
	tcase_add_test(tc, fails_ptr);
	tcase_add_test(tc, holds_then_fails);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_set_fork_status(sr, mode);
	srunner_run_all(sr, CK_SILENT);
	const char *how = mode == CK_NOFORK ? "no fork" : "fork";
	int wrong = 0, n = srunner_ntests_run(sr);
	if (n != NEXPECTED) {
		printf("%s: %d tests run, %d expected\n", how, n, NEXPECTED);
		wrong++;
	}
	TestResult **results = srunner_results(sr);
	for (int i = 0; i < n && i < NEXPECTED; i++) {
		TestResult *r = results[i];
		const struct expected *e = &expected[i];
		/* In fork mode, the child's line numbers for the marks are not
		 * in this process: its own (same code) are. */
		int line = i < 6 ? line_of[i] : line_of[6];
		if (tr_rtype(r) != CK_FAILURE || strcmp(tr_tcname(r), "inner") != 0 ||
		    strcmp(tr_msg(r), e->message) != 0 || (line && tr_lno(r) != line)) {
			printf("%s: %s: result %d, line %d (expected %d), message \"%s\" "
			       "(expected \"%s\")\n",
			       how, e->name, (int)tr_rtype(r), tr_lno(r), line, tr_msg(r), e->message);
			wrong++;
		}
	}
	free(results);
	srunner_free(sr);
	return wrong;
}

int main(void)
{
	/* No fork first: the marks' lines are recorded in this process. */
	int wrong = run_inner(CK_NOFORK);
	wrong += run_inner(CK_FORK);
	printf("check_fast.h: %d tests, forked and not: %s\n", NEXPECTED,
	       wrong ? "WRONG" : "every assertion failed as expected");
	return wrong ? EXIT_FAILURE : EXIT_SUCCESS;
}
