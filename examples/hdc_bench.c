/*
 * hdc_bench.c - `hdc bench [--repeat N] [--quick]`: the speed of the move
 * generator, measured on a fixed suite, one thread.
 *
 * Per item, one line (greppable: the item name, "perft<depth>", the mode),
 * here cut in two:
 *
 *   hdc-start perft4                  bulk   3465977328 nodes
 *       22.684 s    152.8 Mnodes/s  (best of 3)
 *
 * the leaf count, the seconds of the fastest of N runs (default 3) and the
 * leaves per second.  Two modes:
 *
 *   bulk  hdc_position_perft: the moves of the last ply are counted, not
 *         played;
 *   full  hdc_position_perft_full: every move is played and taken back,
 *         down to the leaves.
 *
 * The suite: HDC perft 4 from the start; perft 3 on each position of the
 * HDC perft table (tests/data/perft-hdc.txt, embedded below so that an
 * installed `hdc` needs no data file); Raumschach perft 4 and 3D8L perft 3
 * from the start.  --quick: HDC perft 3, Raumschach perft 3, 3D8L perft 2
 * from the start (a smoke test for CI).  Then the size in bytes of a
 * position handle and of one move of its history (hdc_position_footprint).
 *
 * Every count is checked against the table: a wrong one is marked WRONG on
 * its line and counted in the last line.  The exit status is 0 whatever
 * the figures (2 for bad options): the bench measures, the tests judge.
 */
#define _POSIX_C_SOURCE 200809L

#include <inttypes.h>
#include <time.h>

#include "hdc_cli.h"

enum {
	DEFAULT_REPEAT = 3,
	MAX_REPEAT = 1000
};

struct bench_item {
	const char *name;     /* "hdc-start", "hdc-c-ep-xy", "raumschach-start" */
	const char *variant;
	int depth;
	uint64_t expected;    /* the leaf count of the perft table */
	const char *text;     /* the position; NULL: the variant's start */
};

/* The suite.  Perft tables: tests/data/perft-*.txt (independent counts). */
static const struct bench_item full_suite[] = {
	{ "hdc-start", "hdc", 4, UINT64_C(3465977328), NULL },
	{ "hdc-start", "hdc", 3, UINT64_C(14247176),
	  "4r3/pppppppp/8/8/8/8/PPPPPPPP/4R3|"
	  "4n3/pppppppp/8/8/8/8/PPPPPPPP/4N3|"
	  "4b3/pppppppp/8/8/8/8/PPPPPPPP/4B3|"
	  "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|"
	  "4d3/pppppppp/8/8/8/8/PPPPPPPP/4D3|"
	  "4b3/pppppppp/8/8/8/8/PPPPPPPP/4B3|"
	  "4n3/pppppppp/8/8/8/8/PPPPPPPP/4N3|"
	  "4r3/pppppppp/8/8/8/8/PPPPPPPP/4R3 w KQLUkqlu - 0 1" },
	{ "hdc-a-castle-all-four", "hdc", 3, UINT64_C(10692940),
	  "4r3/4p3/8/8/8/8/4P3/4R3|"
	  "8/8/8/2b5/8/8/8/8|"
	  "8/8/2p5/8/8/5B2/3P4/8|"
	  "r3k2r/pppppppp/6n1/8/8/2N5/PPPPPPPP/R3K2R|"
	  "8/8/6p1/8/8/3D4/5P2/8|"
	  "8/8/3d4/8/8/8/1Q6/8|"
	  "8/5q2/8/8/8/8/8/8|"
	  "4r3/4p3/8/8/8/8/4P3/4R3 w KQLUkqlu - 0 1" },
	{ "hdc-c-ep-xy", "hdc", 3, UINT64_C(2839535),
	  "8/8/8/8/8/8/8/7R|"
	  "3q4/4p3/8/8/8/8/8/1K6|"
	  "1n6/8/8/8/8/3B4/8/8|"
	  "8/p7/1p6/8/8/8/PP4P1/3Q4|"
	  "7r/5p2/8/2PpP3/8/5N2/8/8|"
	  "2b5/8/8/8/8/7P/8/8|"
	  "6k1/8/8/8/8/8/8/8|"
	  "8/6p1/8/8/8/8/8/8 w - d6-V 0 2" },
	{ "hdc-d-ep-yz", "hdc", 3, UINT64_C(125237),
	  "8/p7/8/8/8/8/8/8|"
	  "7k/8/8/8/8/8/8/8|"
	  "8/8/8/8/8/8/8/8|"
	  "8/8/8/3P4/8/8/4P3/7R|"
	  "8/8/8/2Pp4/8/8/8/8|"
	  "8/8/8/K2P3r/8/8/8/8|"
	  "8/8/8/8/8/8/8/8|"
	  "2q5/8/8/8/8/8/8/8 w - d6-V 0 2" },
	{ "hdc-e-promotions", "hdc", 3, UINT64_C(2985522),
	  "1b2r3/P7/8/8/8/8/8/7K|"
	  "r7/4P3/8/8/8/8/8/8|"
	  "4n3/8/8/8/8/8/2p5/1B6|"
	  "2rq4/3P4/8/8/7k/8/8/8|"
	  "3n4/8/8/8/8/8/8/8|"
	  "8/1P6/8/8/8/8/8/8|"
	  "1q5d/8/8/8/8/8/6p1/7R|"
	  "8/7P/8/8/8/8/8/6N1 w - - 0 1" },
	{ "hdc-f1-space-diagonal-pins", "hdc", 3, UINT64_C(1343338),
	  "7k/8/8/q3q3/8/8/5P2/8|"
	  "8/8/8/8/1P1Q4/8/6P1/8|"
	  "8/8/8/8/8/2K5/8/8|"
	  "8/8/8/8/8/8/1N1B4/8|"
	  "8/8/8/4D3/8/8/8/q3q3|"
	  "8/8/8/8/8/8/8/8|"
	  "8/6q1/8/8/8/8/8/8|"
	  "8/p7/8/8/8/8/8/7R w - - 0 1" },
	{ "hdc-g1-checkmate", "hdc", 3, UINT64_C(0),
	  "8/8/8/8/8/8/8/K7|"
	  "8/8/8/8/2n5/8/1q6/8|"
	  "8/8/8/8/8/8/8/8|"
	  "8/8/8/8/8/8/8/8|"
	  "8/8/8/8/8/8/7P/8|"
	  "8/8/8/8/8/8/8/6R1|"
	  "8/8/8/8/8/8/8/8|"
	  "7k/8/8/8/8/8/8/8 w - - 0 1" },
	{ "hdc-g2-stalemate", "hdc", 3, UINT64_C(0),
	  "8/8/8/8/8/8/7r/K7|"
	  "8/8/8/8/8/8/8/7r|"
	  "8/8/8/8/8/1q6/8/8|"
	  "8/8/8/8/8/8/8/8|"
	  "8/8/8/4p3/4P3/8/8/8|"
	  "8/8/8/8/8/8/8/8|"
	  "8/8/8/8/8/8/8/8|"
	  "7k/8/8/8/8/8/8/8 w - - 0 1" },
	{ "raumschach-start", "raumschach", 4, UINT64_C(15587032), NULL },
	{ "3d8l-start", "3d8l", 3, UINT64_C(3436688), NULL },
};

static const struct bench_item quick_suite[] = {
	{ "hdc-start", "hdc", 3, UINT64_C(14247176), NULL },
	{ "raumschach-start", "raumschach", 3, UINT64_C(237316), NULL },
	{ "3d8l-start", "3d8l", 2, UINT64_C(21904), NULL },
};

enum mode { MODE_BULK, MODE_FULL };

struct bench {
	int repeat;
	int items, wrong;
};

static double now_seconds(void)
{
	struct timespec ts;
	if (clock_gettime(CLOCK_MONOTONIC, &ts) != 0)
		return 0.0;
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void run_item(struct bench *b, const struct bench_item *item, enum mode mode)
{
	hdc_position *pos = NULL;
	hdc_status st = item->text ? hdc_position_from_text(item->variant, item->text, &pos)
	                           : hdc_position_new(item->variant, &pos);
	uint64_t nodes = 0, first = 0;
	double best = 0.0;
	int unstable = 0;
	for (int r = 0; r < b->repeat && st == HDC_OK; r++) {
		double start = now_seconds();
		st = mode == MODE_BULK ? hdc_position_perft(pos, item->depth, &nodes)
		                       : hdc_position_perft_full(pos, item->depth, &nodes);
		double seconds = now_seconds() - start;
		if (r == 0 || seconds < best)
			best = seconds;
		if (r == 0)
			first = nodes;
		else if (nodes != first)
			unstable = 1;
	}
	hdc_position_free(pos);

	char label[64];
	snprintf(label, sizeof label, "%s perft%d", item->name, item->depth);
	printf("%-33s %-4s", label, mode == MODE_BULK ? "bulk" : "full");
	b->items++;
	if (st != HDC_OK) {
		printf("   ERROR: %s\n", hdc_status_string(st));
		b->wrong++;
		fflush(stdout);
		return;
	}
	double rate = (double)first / (best > 1e-9 ? best : 1e-9) / 1e6;
	printf(" %12" PRIu64 " nodes %9.3f s %8.1f Mnodes/s  (best of %d)", first, best, rate,
	       b->repeat);
	if (first != item->expected || unstable) {
		b->wrong++;
		if (first != item->expected)
			printf("  WRONG: expected %" PRIu64, item->expected);
		if (unstable)
			printf("  WRONG: the runs counted differently");
	}
	putchar('\n');
	fflush(stdout);
}

/* A fresh handle of the start position: no history yet. */
static void print_sizes(void)
{
	hdc_position *pos = NULL;
	size_t handle = 0, move = 0;
	if (hdc_position_new("hdc", &pos) == HDC_OK &&
	    hdc_position_footprint(pos, &handle, &move) == HDC_OK) {
		printf("%-38s %12zu bytes\n", "size position-handle", handle);
		printf("%-38s %12zu bytes\n", "size history-entry", move);
	} else {
		printf("%-38s n/a\n", "size position-handle");
		printf("%-38s n/a\n", "size history-entry");
	}
	hdc_position_free(pos);
}

int cmd_bench(int argc, char **argv)
{
	const char *repeat_text = NULL, *flag = NULL;
	int repeat_given = cli_take_option("bench", &argc, argv, "repeat", 1, &repeat_text);
	int quick = cli_take_option("bench", &argc, argv, "quick", 0, &flag);
	if (repeat_given < 0 || quick < 0)
		return CLI_BAD_INPUT;
	struct cli_args args;
	int rc = cli_parse("bench", argc, argv, 0, &args);
	if (rc != CLI_OK)
		return rc;
	if (args.noperands > 0) {
		cli_error(&args, "unexpected argument '%s'", args.operands[0]);
		return CLI_BAD_INPUT;
	}
	long long repeat = DEFAULT_REPEAT;
	if (repeat_given && cli_parse_integer(repeat_text, 1, MAX_REPEAT, &repeat)) {
		cli_error(&args, "bad --repeat '%s': expected a number 1..%d", repeat_text,
		          MAX_REPEAT);
		return CLI_BAD_INPUT;
	}

	const struct bench_item *suite = quick ? quick_suite : full_suite;
	size_t nitems = quick ? sizeof quick_suite / sizeof *quick_suite
	                      : sizeof full_suite / sizeof *full_suite;
	struct bench b = { .repeat = (int)repeat };
	printf("# hdc bench: libhdc %s, %s suite, best of %d, one thread\n", hdc_version(),
	       quick ? "quick" : "full", b.repeat);
	fflush(stdout);
	for (size_t i = 0; i < nitems; i++) {
		run_item(&b, &suite[i], MODE_BULK);
		run_item(&b, &suite[i], MODE_FULL);
	}
	print_sizes();
	if (b.wrong)
		printf("# counts: %d of %d WRONG\n", b.wrong, b.items);
	else
		printf("# counts: all %d correct\n", b.items);
	return CLI_OK;
}
