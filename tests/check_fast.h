/*
 * check_fast.h - <check.h>, whose assertions cost nothing when they pass.
 *
 * Check's ck_assert_msg(), which every ck_assert_* macro expands to, calls
 * _mark_point() when the assertion holds: the file and line are packed into
 * a message and flushed to the runner's file, one write(2) per assertion.
 * The suites assert in tight loops (every cell of every box, every move of
 * walks over thousands of positions): that bookkeeping took 86 % of the
 * bitboards suite's time, and more under valgrind.  All it serves is the
 * report of a forked test that crashed between two assertions ("last
 * passed at ..."); a failing assertion reports its own file, line and
 * message exactly as before.  Include this instead of <check.h>.
 */
#ifndef HDC_TEST_CHECK_FAST_H
#define HDC_TEST_CHECK_FAST_H

#include <check.h>

#undef ck_assert_msg
#define ck_assert_msg(expr, ...)                                                       \
	((expr) ? (void)0                                                                  \
	        : _ck_assert_failed(__FILE__, __LINE__, "Assertion '" #expr "' failed", \
	                            __VA_ARGS__))

#endif
