/*
 * bench_eval.c - what evaluate() costs (prints figures, asserts nothing;
 * not a test): build/tests/eval/bench_eval [VARIANT [FILE]].
 *
 * Over the positions of the variant's perft table, and over positions
 * reached by reproducible random games from them (at ply 20 and 40): the
 * nanoseconds per call, best of 25 rounds.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "eval.h"
#include "eval_test_util.h"

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static double time_set(struct hdc_position **set, int n, const struct eval_tables *t, long *sink)
{
	double best = 1e9;
	const char *env = getenv("BENCH_REPS");
	int reps = env ? atoi(env) : 4000;
	for (int round = 0; round < (getenv("BENCH_REPS") ? 1 : 25); round++) {
		double t0 = now();
		long s = 0;
		for (int r = 0; r < reps; r++)
			for (int i = 0; i < n; i++)
				s += evaluate(set[i], t);
		double ns = (now() - t0) * 1e9 / ((double)reps * n);
		*sink += s;
		if (ns < best)
			best = ns;
	}
	return best;
}

int main(int argc, char **argv)
{
	const char *names[] = { "hdc", "raumschach", "3d8l", "cescacs" };
	int first = 0, last = 4;
	if (argc > 1) {
		for (first = 0; first < 4 && strcmp(names[first], argv[1]) != 0; first++)
			;
		if (first == 4) {
			fprintf(stderr, "unknown variant %s\n", argv[1]);
			return 2;
		}
		last = first + 1;
	}
	static struct eval_tables t;
	long sink = 0;
	for (int vi = first; vi < last; vi++) {
		struct hdc_position *table[64], *played[128];
		int n = load_table(names[vi], table, 64);
		int m = 0;
		for (int i = 0; i < n; i++)
			for (int ply = 20; ply <= 40; ply += 20) {
				struct hdc_position *p = random_game(table[i], ply, 1234u + (unsigned)i);
				if (p)
					played[m++] = p;
			}
		eval_prepare(&t, table[0]->v);
		double a = time_set(table, n, &t, &sink);
		double b = time_set(played, m, &t, &sink);
		printf("%-11s %2d table positions %6.1f ns/eval   %3d played positions %6.1f ns/eval\n",
		       names[vi], n, a, m, b);
		for (int i = 0; i < n; i++)
			hdc_position_free(table[i]);
		for (int i = 0; i < m; i++)
			hdc_position_free(played[i]);
	}
	return sink == 42 ? 1 : 0;
}
