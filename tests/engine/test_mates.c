/*
 * test_mates.c - the engine finds the mates of tests/data/mates.txt.
 *
 * Every line of the file is a position with a unique mate in N (proven by
 * mate_solver, independently of the engine).  For each one, an engine
 * cleared as for a new game (hdc_engine_clear) searches with a depth
 * limit of 2N - 1 plies - the depth a full-width search needs to see the
 * mate: N attacker moves and the N - 1 defender replies between them -
 * and the test asserts that
 *   - the search succeeds and its best move is the solution,
 *   - line 0 is scored HDC_SCORE_MATE with value N (mate with the side to
 *     move's Nth move), and its principal variation starts with the
 *     solution,
 *   - hdc_engine_best_move agrees.
 * A failure names the file line, variant, position, the expected move and
 * score and what the engine returned.
 *
 * In short runs (HDC_TEST_SHORT: valgrind, ASan+UBSan) only the mates in 1 and 2 are
 * searched; HDC_MATES_MAX_N sets another maximum.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"

enum {
	MAX_PROBLEMS = 256,
	FIELD_CAP = 2048
};

struct problem {
	int line;
	char variant[32];
	int n;
	char text[FIELD_CAP];
	char coord[64];
	char san[128];
	char comment[FIELD_CAP];
};

static struct problem problems[MAX_PROBLEMS];
static int nproblems;
static int max_n = 99;

/* "variant;N;position;coordinate move;SAN;comment" ('#' lines and blank
 * lines skipped).  Aborts on a malformed line: the data is part of the
 * test. */
static void load_problems(void)
{
	char path[4096];
	snprintf(path, sizeof path, "%s/mates.txt", data_dir());
	FILE *f = fopen(path, "r");
	if (!f) {
		fprintf(stderr, "%s: cannot open (is HDC_TEST_DATA set?)\n", path);
		exit(EXIT_FAILURE);
	}
	static char buf[4 * FIELD_CAP];
	int lineno = 0;
	while (fgets(buf, sizeof buf, f)) {
		lineno++;
		size_t len = strlen(buf);
		while (len && (buf[len - 1] == '\n' || buf[len - 1] == '\r'))
			buf[--len] = '\0';
		if (len == 0 || buf[0] == '#')
			continue;
		char *field[6] = { buf, "", "", "", "", "" };
		int nf = 1;
		for (char *c = buf; *c && nf < 6; c++)
			if (*c == ';') {
				*c = '\0';
				field[nf++] = c + 1;
			}
		if (nf < 5 || nproblems == MAX_PROBLEMS) {
			fprintf(stderr, "%s:%d: malformed line\n", path, lineno);
			exit(EXIT_FAILURE);
		}
		struct problem *p = &problems[nproblems];
		p->line = lineno;
		p->n = atoi(field[1]);
		snprintf(p->variant, sizeof p->variant, "%s", field[0]);
		snprintf(p->text, sizeof p->text, "%s", field[2]);
		snprintf(p->coord, sizeof p->coord, "%s", field[3]);
		snprintf(p->san, sizeof p->san, "%s", field[4]);
		snprintf(p->comment, sizeof p->comment, "%s", field[5]);
		if (p->n < 1) {
			fprintf(stderr, "%s:%d: bad N\n", path, lineno);
			exit(EXIT_FAILURE);
		}
		if (p->n <= max_n)
			nproblems++;
	}
	fclose(f);
}

static void coord_of(const hdc_position *pos, hdc_move m, char *buf, size_t cap)
{
	size_t need = 0;
	if (hdc_position_move_coord(pos, m, buf, cap, &need) != HDC_OK)
		snprintf(buf, cap, "<not a legal move: 0x%08x>", (unsigned)m);
}

START_TEST(engine_finds_mate)
{
	const struct problem *p = &problems[_i];
	hdc_position *pos = make_text_pos(p->variant, p->text);
	hdc_move want = find_move(pos, p->coord);
	int32_t depth = 2 * p->n - 1;

	hdc_engine *engine = NULL;
	ck_assert_int_eq(hdc_engine_new(&engine), HDC_OK);
	ck_assert_int_eq(hdc_engine_clear(engine), HDC_OK);
	ck_assert_int_eq(hdc_engine_set_limit(engine, HDC_LIMIT_DEPTH, depth), HDC_OK);

	hdc_move best = HDC_MOVE_NULL;
	hdc_status s = hdc_engine_search(engine, pos, &best);
	ck_assert_msg(s == HDC_OK, "line %d (%s mate in %d, %s): search failed: %s", p->line,
	              p->variant, p->n, p->text, hdc_status_string(s));

	int32_t count = 0, score = 0, kind = -1, got_depth = 0, seldepth = 0;
	uint64_t nodes = 0;
	int64_t ms = 0;
	hdc_move pv[HDC_MAX_PV];
	size_t pv_len = 0;
	ck_assert_int_eq(hdc_engine_line_count(engine, &count), HDC_OK);
	ck_assert_msg(count >= 1, "line %d: no line reported", p->line);
	ck_assert_int_eq(hdc_engine_line(engine, 0, &score, &kind, &got_depth, &seldepth, &nodes,
	                                 &ms, pv, HDC_MAX_PV, &pv_len),
	                 HDC_OK);
	hdc_move polled = HDC_MOVE_NULL;
	ck_assert_int_eq(hdc_engine_best_move(engine, &polled), HDC_OK);

	char got[64], pv0[64];
	coord_of(pos, best, got, sizeof got);
	coord_of(pos, pv_len ? pv[0] : HDC_MOVE_NULL, pv0, sizeof pv0);
	ck_assert_msg(best == want && kind == HDC_SCORE_MATE && score == p->n,
	              "line %d, %s mate in %d (%s)\n  position %s\n  expected %s (%s), score mate %d\n"
	              "  got      %s, score %s %d at depth %d (seldepth %d, %llu nodes)",
	              p->line, p->variant, p->n, p->comment, p->text, p->coord, p->san, p->n, got,
	              kind == HDC_SCORE_MATE ? "mate" : "cp", score, got_depth, seldepth,
	              (unsigned long long)nodes);
	ck_assert_msg(pv_len >= 1 && pv[0] == want, "line %d: the PV starts with %s, not %s",
	              p->line, pv0, p->coord);
	ck_assert_msg(polled == best, "line %d: hdc_engine_best_move differs from the search's",
	              p->line);

	hdc_engine_free(engine);
	hdc_position_free(pos);
}
END_TEST

int main(void)
{
	if (getenv("HDC_TEST_SHORT"))
		max_n = 2;
	if (getenv("HDC_MATES_MAX_N"))
		max_n = atoi(getenv("HDC_MATES_MAX_N"));
	load_problems();
	if (nproblems == 0) {
		fprintf(stderr, "no problems in mates.txt\n");
		return EXIT_FAILURE;
	}
	Suite *s = suite_create("engine-mates");
	TCase *tc = tcase_create("mates");
	tcase_set_timeout(tc, 600);
	tcase_add_loop_test(tc, engine_finds_mate, 0, nproblems);
	suite_add_tcase(s, tc);
	return run_suite(s);
}
