/*
 * time_perft_full.c - the full make/unmake figure of compare_targets.sh:
 * perft from a variant's start position with every leaf made and unmade
 * (hdc_position_perft_full), through the public API only, so that the same
 * source builds against the library of any revision that has the call
 * (libhdc 0.4.0 and later).
 *
 *     time_perft_full VARIANT DEPTH [RUNS]
 *
 * prints one line, the fastest of RUNS (default 3) in CPU seconds of the
 * process:
 *
 *     full VARIANT DEPTH NODES SECONDS NS_PER_LEAF
 *
 * Exit status 1, with the library's message on stderr, if a call fails.
 */
#define _POSIX_C_SOURCE 200809L

#include <hdc.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double cpu_seconds(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv)
{
	if (argc < 3 || argc > 4) {
		fprintf(stderr, "usage: %s VARIANT DEPTH [RUNS]\n", argv[0]);
		return 2;
	}
	const char *variant = argv[1];
	int depth = atoi(argv[2]);
	int runs = argc > 3 ? atoi(argv[3]) : 3;
	if (depth < 1 || runs < 1) {
		fprintf(stderr, "%s: DEPTH and RUNS must be positive\n", argv[0]);
		return 2;
	}
	hdc_position *pos = NULL;
	hdc_status s = hdc_position_new(variant, &pos);
	if (s != HDC_OK) {
		fprintf(stderr, "%s: %s: %s\n", argv[0], variant, hdc_status_string(s));
		return 1;
	}
	uint64_t nodes = 0;
	double best = 0;
	for (int r = 0; r < runs; r++) {
		double start = cpu_seconds();
		s = hdc_position_perft_full(pos, depth, &nodes);
		double t = cpu_seconds() - start;
		if (s != HDC_OK) {
			fprintf(stderr, "%s: perft: %s\n", argv[0], hdc_status_string(s));
			hdc_position_free(pos);
			return 1;
		}
		if (r == 0 || t < best)
			best = t;
	}
	hdc_position_free(pos);
	printf("full %s %d %llu %.6f %.2f\n", variant, depth, (unsigned long long)nodes, best,
	       nodes ? best * 1e9 / (double)nodes : 0.0);
	return 0;
}
