/*
 * bench_engine.c - nodes per second of the engine (prints figures,
 * asserts nothing; not a test):
 *   build/tests/engine/bench_engine FILE VARIANT DEPTH [THREADS]
 * searches every position of a table of tests/data (perft-*.txt,
 * search-*.txt: "name;position[;...]" lines) to DEPTH from a
 * cleared engine, single thread unless THREADS, and prints nodes,
 * CPU seconds, nodes/s and the best move per position and in total.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <hdc.h>

/* CPU time of the process: on a shared machine, what the search cost
 * rather than how long it waited for a core (single thread). */
static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv)
{
	if (argc < 4) {
		fprintf(stderr, "usage: %s PERFT-FILE VARIANT DEPTH [THREADS]\n", argv[0]);
		return 2;
	}
	FILE *f = fopen(argv[1], "r");
	if (!f)
		return perror(argv[1]), 1;
	int depth = atoi(argv[3]);
	hdc_engine *e;
	if (hdc_engine_new(&e))
		return 1;
	if (argc > 4)
		hdc_engine_set_threads(e, atoi(argv[4]));
	hdc_engine_set_limit(e, HDC_LIMIT_DEPTH, depth);
	static char line[65536];
	uint64_t total = 0;
	double seconds = 0;
	while (fgets(line, sizeof line, f)) {
		if (line[0] == '#' || line[0] == '\n')
			continue;
		char *name = strtok(line, ";");
		char *text = strtok(NULL, ";\r\n");
		if (!name || !text)
			continue;
		hdc_position *pos;
		if (hdc_position_from_text(argv[2], text, &pos))
			continue;
		int32_t status, winner;
		hdc_position_status(pos, &status, &winner);
		if (status != HDC_STATUS_ONGOING) {
			hdc_position_free(pos);
			continue;
		}
		hdc_engine_clear(e);
		hdc_move best;
		double t0 = now();
		hdc_status st = hdc_engine_search(e, pos, &best);
		double dt = now() - t0;
		uint64_t nodes = 0;
		int32_t score = 0, kind = 0;
		hdc_engine_line(e, 0, &score, &kind, NULL, NULL, &nodes, NULL, NULL, 0, NULL);
		char coord[64] = "?";
		hdc_position_move_coord(pos, best, coord, sizeof coord, NULL);
		printf("%-28s st %d nodes %10llu  %7.3f s  %9.0f nps  %s %d  %s\n", name, (int)st,
		       (unsigned long long)nodes, dt, nodes / dt, kind ? "mate" : "cp", (int)score,
		       coord);
		total += nodes;
		seconds += dt;
		hdc_position_free(pos);
	}
	printf("total nodes %llu  %.3f s  %.0f nps\n", (unsigned long long)total, seconds,
	       total / seconds);
	fclose(f);
	hdc_engine_free(e);
	return 0;
}
