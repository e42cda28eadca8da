/*
 * test_cli.c - `hdc perft --threads N` and `hdc bench`, run as commands.
 *
 * $HDC_CLI names the hdc program (tests/perf/meson.build sets it).  The
 * threaded perft must print the counts (and, with --divide, the very lines)
 * of the single-threaded run; `hdc bench --quick` must exit 0, print the
 * CPU model and HDC_NO_AVX512's state first, then every item of its suite
 * with a correct count.  Nothing is timed.
 */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "common.h"

enum { OUT_CAP = 1 << 20 };

static char out_a[OUT_CAP], out_b[OUT_CAP];

static const char *cli(void)
{
	const char *path = getenv("HDC_CLI");
	ck_assert_msg(path && *path, "HDC_CLI is not set");
	ck_assert_msg(strchr(path, '\'') == NULL, "HDC_CLI has a quote in it");
	return path;
}

/* Runs `hdc ARGS` (stderr to /dev/null), its stdout into out; returns the
 * exit status. */
static int run(const char *args, char *out)
{
	char command[4096];
	snprintf(command, sizeof command, "'%s' %s 2>/dev/null", cli(), args);
	FILE *p = popen(command, "r");
	ck_assert_msg(p != NULL, "cannot run %s", command);
	size_t n = fread(out, 1, OUT_CAP - 1, p);
	out[n] = '\0';
	int status = pclose(p);
	ck_assert_msg(status != -1 && WIFEXITED(status), "%s did not exit normally", command);
	return WEXITSTATUS(status);
}

/* The lines' first two fields ("D3 14247176") only: the seconds differ. */
static void counts_only(const char *in, char *out, size_t cap)
{
	size_t len = 0;
	out[0] = '\0';
	while (*in) {
		const char *eol = strchr(in, '\n');
		size_t line = eol ? (size_t)(eol - in) : strlen(in);
		const char *sp = memchr(in, ' ', line);
		const char *sp2 = sp ? memchr(sp + 1, ' ', line - (size_t)(sp + 1 - in)) : NULL;
		size_t keep = sp2 ? (size_t)(sp2 - in) : line;
		ck_assert(len + keep + 2 < cap);
		memcpy(out + len, in, keep);
		len += keep;
		out[len++] = '\n';
		out[len] = '\0';
		in += line + (eol ? 1 : 0);
	}
}

static void same_counts(const char *args_single, const char *args_threads)
{
	static char a[OUT_CAP], b[OUT_CAP];
	ck_assert_int_eq(run(args_single, out_a), 0);
	ck_assert_int_eq(run(args_threads, out_b), 0);
	counts_only(out_a, a, sizeof a);
	counts_only(out_b, b, sizeof b);
	ck_assert_msg(strcmp(a, b) == 0, "hdc %s printed\n%s\nbut hdc %s\n%s", args_single, a,
	              args_threads, b);
	ck_assert(strlen(a) > 0);
}

START_TEST(perft_threads_counts)
{
	same_counts("perft 3", "perft --threads 2 3");
	ck_assert_msg(strstr(out_b, "D3 14247176 ") != NULL, "got:\n%s", out_b);
	same_counts("perft 3", "perft --threads=3 3");
	same_counts("perft --variant raumschach 4", "perft --variant raumschach 4 --threads 2");
	same_counts("perft --variant 3d8l 2", "perft --threads 7 --variant 3d8l 2");
	/* More threads than root moves. */
	same_counts("perft --variant raumschach 2", "perft --threads 200 --variant raumschach 2");
}
END_TEST

START_TEST(perft_threads_divide_same_lines)
{
	ck_assert_int_eq(run("perft --divide 3", out_a), 0);
	ck_assert_int_eq(run("perft --divide --threads 2 3", out_b), 0);
	ck_assert_msg(strcmp(out_a, out_b) == 0, "--divide differs with --threads 2");
	ck_assert(strstr(out_a, "total 14247176\n") != NULL);
	ck_assert_int_eq(run("perft --variant raumschach --divide 3", out_a), 0);
	ck_assert_int_eq(run("perft --variant raumschach --divide 3 --threads 5", out_b), 0);
	ck_assert_msg(strcmp(out_a, out_b) == 0, "--divide differs with --threads 5");
}
END_TEST

/* A checkmate: no root move to share out. */
START_TEST(perft_threads_no_moves)
{
	static const char mate[] =
		"perft --threads 2 2 --position '8/8/8/8/8/8/8/K7|8/8/8/8/2n5/8/1q6/8|"
		"8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|8/8/8/8/8/8/7P/8|8/8/8/8/8/8/8/6R1|"
		"8/8/8/8/8/8/8/8|7k/8/8/8/8/8/8/8 w - - 0 1'";
	ck_assert_int_eq(run(mate, out_a), 0);
	counts_only(out_a, out_b, sizeof out_b);
	ck_assert_str_eq(out_b, "D1 0\nD2 0\n");
}
END_TEST

START_TEST(perft_threads_bad_input)
{
	ck_assert_int_eq(run("perft --threads 0 2", out_a), 2);
	ck_assert_int_eq(run("perft --threads 257 2", out_a), 2);
	ck_assert_int_eq(run("perft --threads x 2", out_a), 2);
	ck_assert_int_eq(run("perft 2 --threads", out_a), 2);
	ck_assert_int_eq(run("perft 2 -- --threads 2", out_a), 2);
	ck_assert_str_eq(out_a, "");
}
END_TEST

/* Copies the line of `out` starting at `line` into text (NUL-terminated);
 * returns the start of the next line. */
static const char *line_text(const char *out, const char *line, char *text, size_t cap)
{
	ck_assert_msg(line != NULL, "line missing in:\n%s", out);
	const char *eol = strchr(line, '\n');
	ck_assert(eol != NULL);
	size_t len = (size_t)(eol - line);
	ck_assert(len < cap);
	memcpy(text, line, len);
	text[len] = '\0';
	return eol + 1;
}

/* The lines of the quick suite, in order: each item in bulk, full and
 * api-full mode with its correct count (api-full with its share of full),
 * its play+undo and legal_moves calls, then the two sizes in bytes, the
 * share over the suite, the summary. */
START_TEST(bench_quick)
{
	static const char *const items[] = {
		"hdc-start perft3", "raumschach-start perft3", "3d8l-start perft2",
	};
	static const char *const names[] = { "hdc-start ", "raumschach-start ", "3d8l-start " };
	static const char *const counts[] = { " 14247176 nodes ", " 237316 nodes ",
		                              " 21904 nodes " };
	static const char *const modes[] = { " bulk ", " full ", " api-full " };
	static const char *const moves[] = { " 242 moves ", " 61 moves ", " 148 moves " };
	ck_assert_int_eq(run("bench --quick --repeat 1", out_a), 0);
	/* The machine first: the CPU model and HDC_NO_AVX512. */
	const char *cpu = strstr(out_a, "\n# cpu: ");
	const char *avx = strstr(out_a, "\n# HDC_NO_AVX512: ");
	ck_assert_msg(cpu && avx && cpu < avx && avx < strstr(out_a, "hdc-start perft3"), "%s",
	              out_a);
	const char *p = out_a;
	char text[512];
	for (size_t i = 0; i < 3; i++) {
		for (int m = 0; m < 3; m++) {
			p = line_text(out_a, strstr(p, items[i]), text, sizeof text);
			ck_assert_msg(strstr(text, modes[m]) != NULL, "%s", text);
			ck_assert_msg(strstr(text, counts[i]) != NULL, "%s", text);
			ck_assert_msg(strstr(text, " Mnodes/s") != NULL, "%s", text);
			ck_assert_msg(strstr(text, "WRONG") == NULL, "%s", text);
			ck_assert_msg((strstr(text, "% of full") != NULL) == (m == 2), "%s", text);
		}
		static const char *const calls[] = { " play+undo ", " legal_moves " };
		for (int c = 0; c < 2; c++) {
			p = line_text(out_a, p, text, sizeof text);
			ck_assert_msg(strncmp(text, names[i], strlen(names[i])) == 0, "%s", text);
			ck_assert_msg(strstr(text, calls[c]) != NULL, "%s", text);
			ck_assert_msg(strstr(text, moves[i]) != NULL, "%s", text);
			ck_assert_msg(strstr(text, " ns/call") != NULL, "%s", text);
		}
	}
	const char *size = strstr(p, "size position-handle ");
	ck_assert_msg(size && strstr(size, " bytes\n") == strchr(size, '\n') - 6, "%s", out_a);
	size = strstr(p, "size history-entry ");
	ck_assert_msg(size && strstr(size, " bytes\n") == strchr(size, '\n') - 6, "%s", out_a);
	ck_assert_msg(strstr(p, "# api-full: ") != NULL && strstr(p, "% of full over the suite"),
	              "%s", out_a);
	ck_assert_msg(strstr(p, "# counts: all 9 correct\n") != NULL, "%s", out_a);
	/* Then the quick searches. */
	ck_assert_msg(strstr(p, "search hdc total (") != NULL, "%s", out_a);
	ck_assert_msg(strstr(p, "# search: all ") != NULL, "%s", out_a);
}
END_TEST

/* `hdc bench --search --quick`: a line per position with its nodes, speed
 * and best move, a total per variant, the HDC figure against the target;
 * two runs of each search count the same nodes (no WRONG).  Nothing timed. */
START_TEST(bench_search_quick)
{
	static const char *const variants[] = { "hdc", "raumschach", "3d8l", "cescacs" };
	ck_assert_int_eq(run("bench --search --quick --repeat 2", out_a), 0);
	ck_assert_msg(strstr(out_a, "\n# cpu: ") && strstr(out_a, "\n# HDC_NO_AVX512: "), "%s",
	              out_a);
	ck_assert_msg(strstr(out_a, "WRONG") == NULL, "%s", out_a);
	ck_assert_msg(strstr(out_a, "ERROR") == NULL, "%s", out_a);
	ck_assert_msg(strstr(out_a, " perft") == NULL, "%s", out_a);
	char text[512];
	int positions = 0;
	for (const char *p = strstr(out_a, "\nsearch "); p; p = strstr(p, "\nsearch ")) {
		p++;
		line_text(out_a, p, text, sizeof text);
		ck_assert_msg(strstr(text, " nodes ") && strstr(text, " Mnodes/s"), "%s", text);
		if (strstr(text, " total ") != NULL)
			continue;
		positions++;
		const char *best = strstr(text, " bestmove ");
		ck_assert_msg(best != NULL && best[10] != '?' && best[10] != '\0', "%s", text);
	}
	ck_assert_int_ge(positions, 4);
	for (size_t v = 0; v < 4; v++) {
		char label[64];
		snprintf(label, sizeof label, "\nsearch %s total (", variants[v]);
		ck_assert_msg(strstr(out_a, label) != NULL, "%s: %s", label, out_a);
	}
	ck_assert_msg(strstr(out_a, "# search speed HDC: ") != NULL, "%s", out_a);
	snprintf(text, sizeof text, "# search: all %d searches stable\n", positions);
	ck_assert_msg(strstr(out_a, text) != NULL, "%s: %s", text, out_a);
}
END_TEST

START_TEST(bench_bad_input)
{
	ck_assert_int_eq(run("bench --repeat 0", out_a), 2);
	ck_assert_int_eq(run("bench --repeat", out_a), 2);
	ck_assert_int_eq(run("bench --quick=yes", out_a), 2);
	ck_assert_int_eq(run("bench --variant hdc", out_a), 2);
	ck_assert_int_eq(run("bench extra", out_a), 2);
	ck_assert_int_eq(run("bench --all", out_a), 2);
	ck_assert_int_eq(run("bench --search=yes", out_a), 2);
	ck_assert_str_eq(out_a, "");
}
END_TEST

static Suite *cli_suite(void)
{
	Suite *s = suite_create("cli-perf");
	TCase *tc = tcase_create("cli-perf");
	tcase_set_timeout(tc, 600);
	tcase_add_test(tc, perft_threads_counts);
	tcase_add_test(tc, perft_threads_divide_same_lines);
	tcase_add_test(tc, perft_threads_no_moves);
	tcase_add_test(tc, perft_threads_bad_input);
	tcase_add_test(tc, bench_quick);
	tcase_add_test(tc, bench_search_quick);
	tcase_add_test(tc, bench_bad_input);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	return run_suite(cli_suite());
}
