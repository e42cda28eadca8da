/*
 * hdc_bench.c - `hdc bench [--repeat N] [--quick] [--search]`: the speed of
 * the move generator and of the public move calls, measured on a fixed
 * suite, one thread; then the speed of the engine (hdc_bench_search.c).
 * --search: the engine's part alone.
 *
 * Per item, one line per mode (greppable: the item name, "perft<depth>",
 * the mode), here cut in two:
 *
 *   hdc-start perft4                  bulk       3465977328 nodes
 *       22.684 s    152.8 Mnodes/s  (best of 3)
 *
 * the leaf count, the seconds of the fastest of N runs (default 3) and the
 * leaves per second.  Three modes:
 *
 *   bulk      hdc_position_perft: the moves of the last ply are counted,
 *             not played;
 *   full      hdc_position_perft_full: every move is played and taken
 *             back, down to the leaves, inside the library;
 *   api-full  the same walk on the public API alone (bench_api.c):
 *             hdc_position_legal_moves at every inner node,
 *             hdc_position_play and hdc_position_undo at every leaf, as a
 *             search written against <hdc.h> runs; the line ends with its
 *             speed as a share of the full line's ("52.1% of full").
 *
 * Then per item two lines of single calls on its position: play+undo (each
 * legal move played and taken back, time per pair) and legal_moves (time
 * per listing).
 *
 * The suite: HDC perft 4 from the start; perft 3 on each position of the
 * HDC perft table (tests/data/perft-hdc.txt, embedded below so that an
 * installed `hdc` needs no data file); Raumschach perft 4 and 5, 3D8L
 * perft 3, C'escacs perft 4 and 5 from the start.  --quick: HDC perft 3,
 * Raumschach perft 3, 3D8L perft 2 from the start (a smoke test for CI).
 * Then the size in bytes of a position handle and of one move of its
 * history (hdc_position_footprint), and the share api-full / full over the
 * whole suite.
 *
 * The perft 5 items (issue 18: Raumschach 1 100 404 403 and C'escacs
 * 1 980 130 960 leaves) run in bulk mode only, without the single calls:
 * full and api-full walk the tree 2-5 times slower, which would add
 * minutes per run, and their position's calls are those of the perft 4
 * item just before, which runs every mode (C'escacs perft 4, 25 048 957
 * leaves, is new too).  With them the full suite takes about 1.5 minutes
 * more (best of 3, bulk at 130-170 Mnodes/s).
 *
 * Before the items the bench prints the CPU model ("model name" of
 * /proc/cpuinfo, where it is readable; figures are quoted with it), whether
 * the CPU lists avx512f and avx2, whether HDC_NO_AVX512 is set (a value
 * other than empty or "0" forces the library's portable cell set path,
 * lib/board/cellset.h), and HDC_CELLSET_PATH where it is set (avx2 caps
 * the path at AVX2, portable forces the portable one).
 *
 * Times are the CPU time of the bench's thread, so that other programs on
 * the machine slow the figures less than they would wall-clock time.
 *
 * Then the search item (hdc_bench_search.c): fixed-depth searches of a
 * fixed set of positions per variant, nodes, seconds, nodes per second and
 * best move per position, totals per variant, and the HDC figure against
 * the target of 3 M nodes/s.  Like every item it keeps the fastest of
 * --repeat runs (default 3) of each search: a single run of the HDC set
 * (about 1.3 s) measured up to a tenth slower when other virtual machines
 * on the host were busy, and the runs must agree on the tree (a check of
 * the search's determinism that one run cannot make).
 *
 * Every count is checked against the table: a wrong one is marked WRONG on
 * its line and counted in the last line.  The exit status is 0 whatever
 * the figures (2 for bad options): the bench measures, the tests judge.
 */
#define _POSIX_C_SOURCE 200809L

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench_api.h"
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
	int bulk_only;        /* 1: the bulk line alone (no full, api-full, calls) */
};

/* The suite.  Perft tables: tests/data/perft-*.txt (independent counts),
 * but for the counts marked below, deeper than those tables go. */
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
	/* Raumschach perft 5 and C'escacs perft 4 and 5 are beyond the
	 * independent tables (perft-raumschach.txt stops at depth 4,
	 * perft-cescacs.txt at 3, and their format has no place to say who
	 * counted a depth): counted by libhdc 0.5.0 (tag pre-bitboards, the
	 * mailbox generator, `hdc perft`), whose lower depths match the
	 * independent tables.  The reference for "unchanged" in issue 18. */
	{ "raumschach-start", "raumschach", 5, UINT64_C(1100404403), NULL, 1 },
	{ "3d8l-start", "3d8l", 3, UINT64_C(3436688), NULL },
	{ "cescacs-start", "cescacs", 4, UINT64_C(25048957), NULL },
	{ "cescacs-start", "cescacs", 5, UINT64_C(1980130960), NULL, 1 },
};

static const struct bench_item quick_suite[] = {
	{ "hdc-start", "hdc", 3, UINT64_C(14247176), NULL },
	{ "raumschach-start", "raumschach", 3, UINT64_C(237316), NULL },
	{ "3d8l-start", "3d8l", 2, UINT64_C(21904), NULL },
};

enum mode { MODE_BULK, MODE_FULL, MODE_API_FULL };

static const char *const mode_names[] = { "bulk", "full", "api-full" };

struct bench {
	int repeat;
	int items, wrong;
	double full_rate;                /* the last full line's leaves per second */
	double full_seconds, api_seconds; /* summed over the suite */
	uint64_t full_leaves, api_leaves;
};

static double now_seconds(void)
{
	struct timespec ts;
	if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) != 0 &&
	    clock_gettime(CLOCK_MONOTONIC, &ts) != 0)
		return 0.0;
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static hdc_position *item_position(const struct bench_item *item, hdc_status *st)
{
	hdc_position *pos = NULL;
	*st = item->text ? hdc_position_from_text(item->variant, item->text, &pos)
	                 : hdc_position_new(item->variant, &pos);
	return pos;
}

static hdc_status count_leaves(hdc_position *pos, int depth, enum mode mode, uint64_t *nodes)
{
	switch (mode) {
	case MODE_BULK:
		return hdc_position_perft(pos, depth, nodes);
	case MODE_FULL:
		return hdc_position_perft_full(pos, depth, nodes);
	default:
		return api_perft_full(pos, depth, nodes);
	}
}

static void run_item(struct bench *b, const struct bench_item *item, enum mode mode)
{
	hdc_status st;
	hdc_position *pos = item_position(item, &st);
	uint64_t nodes = 0, first = 0;
	double best = 0.0;
	int unstable = 0;
	for (int r = 0; r < b->repeat && st == HDC_OK; r++) {
		double start = now_seconds();
		st = count_leaves(pos, item->depth, mode, &nodes);
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
	printf("%-33s %-8s", label, mode_names[mode]);
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
	if (mode == MODE_FULL) {
		b->full_rate = rate;
		b->full_seconds += best;
		b->full_leaves += first;
	} else if (mode == MODE_API_FULL) {
		b->api_seconds += best;
		b->api_leaves += first;
		if (b->full_rate > 0)
			printf("  %5.1f%% of full", 100.0 * rate / b->full_rate);
	}
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

/* One line of single calls: the best of `repeat` rounds of `calls` calls. */
static void print_call(const char *name, const char *call, size_t moves, double best,
                       long calls, int repeat)
{
	char label[64];
	snprintf(label, sizeof label, "%s %s", name, call);
	/* Aligned with the perft lines' numbers: name and mode take 42. */
	printf("%-42s %12zu moves %9.1f ns/call  (best of %d)\n", label, moves,
	       best / (double)calls * 1e9, repeat);
}

/* Single calls on the item's position: each legal move played and taken
 * back (time per pair), and the listing of the legal moves. */
static void run_calls(struct bench *b, const struct bench_item *item)
{
	enum { PLAY_CALLS = 1000000, LIST_CALLS = 20000 };
	static hdc_move moves[HDC_MAX_MOVES];
	hdc_status st;
	hdc_position *pos = item_position(item, &st);
	size_t n = 0;
	if (st == HDC_OK)
		st = hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &n);
	if (st != HDC_OK || n == 0) {
		/* A mate or stalemate has nothing to play: no lines. */
		hdc_position_free(pos);
		return;
	}
	long rounds = PLAY_CALLS / (long)n + 1;
	double best_play = 0.0, best_list = 0.0;
	for (int r = 0; r < b->repeat && st == HDC_OK; r++) {
		double start = now_seconds();
		for (long k = 0; k < rounds && st == HDC_OK; k++)
			st = api_play_undo_each(pos, moves, n);
		double seconds = now_seconds() - start;
		if (r == 0 || seconds < best_play)
			best_play = seconds;
		size_t count = 0;
		start = now_seconds();
		for (long k = 0; k < LIST_CALLS && st == HDC_OK; k++)
			st = hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &count);
		seconds = now_seconds() - start;
		if (r == 0 || seconds < best_list)
			best_list = seconds;
	}
	hdc_position_free(pos);
	if (st != HDC_OK) {
		printf("%-33s ERROR: %s\n", item->name, hdc_status_string(st));
		return;
	}
	print_call(item->name, "play+undo", n, best_play, rounds * (long)n, b->repeat);
	print_call(item->name, "legal_moves", n, best_list, LIST_CALLS, b->repeat);
	fflush(stdout);
}

/* "# cpu: MODEL (avx512f: yes|no, avx2: yes|no)" from /proc/cpuinfo
 * ("unknown" where it cannot be read or names no model; the flag part only
 * where it lists flags), then whether HDC_NO_AVX512 is set and what the
 * library makes of it (lib/board/cellset.c: set, not empty and not "0" =
 * portable path), and HDC_CELLSET_PATH where it is set (avx2, portable:
 * the widest path allowed). */
static void print_machine(void)
{
	char model[256] = "unknown", line[8192];
	int have_flags = 0, avx512f = 0, avx2 = 0, have_model = 0;
	FILE *f = fopen("/proc/cpuinfo", "r");
	while (f && fgets(line, sizeof line, f) && !(have_model && have_flags)) {
		char *colon = strchr(line, ':');
		if (!colon)
			continue;
		char *value = colon + 1;
		while (*value == ' ' || *value == '\t')
			value++;
		value[strcspn(value, "\n")] = '\0';
		if (!have_model && strncmp(line, "model name", 10) == 0 && *value) {
			snprintf(model, sizeof model, "%s", value);
			have_model = 1;
		} else if (!have_flags && strncmp(line, "flags", 5) == 0 &&
		           (line[5] == ' ' || line[5] == '\t' || line[5] == ':')) {
			/* Whole words only: avx512f, not avx512fp16. */
			have_flags = 1;
			for (char *w = strtok(value, " "); w; w = strtok(NULL, " "))
				if (strcmp(w, "avx512f") == 0)
					avx512f = 1;
				else if (strcmp(w, "avx2") == 0)
					avx2 = 1;
		}
	}
	if (f)
		fclose(f);
	if (have_flags)
		printf("# cpu: %s (avx512f: %s, avx2: %s)\n", model, avx512f ? "yes" : "no",
		       avx2 ? "yes" : "no");
	else
		printf("# cpu: %s\n", model);
	const char *no = getenv("HDC_NO_AVX512");
	if (!no)
		printf("# HDC_NO_AVX512: not set\n");
	else if (no[0] && !(no[0] == '0' && !no[1]))
		printf("# HDC_NO_AVX512: set (\"%s\"): the portable path is forced\n", no);
	else
		printf("# HDC_NO_AVX512: set (\"%s\"): no effect\n", no);
	const char *path = getenv("HDC_CELLSET_PATH");
	if (path)
		printf("# HDC_CELLSET_PATH: \"%s\"%s\n", path,
		       strcmp(path, "avx2") == 0       ? ": AVX2 at most"
		       : strcmp(path, "portable") == 0 ? ": the portable path is forced"
		                                       : ": no effect");
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
	int search_only = cli_take_option("bench", &argc, argv, "search", 0, &flag);
	if (repeat_given < 0 || quick < 0 || search_only < 0)
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

	if (search_only) {
		int wrong = 0;
		printf("# hdc bench --search: libhdc %s, %s depths\n", hdc_version(),
		       quick ? "quick" : "full");
		print_machine();
		int items = bench_search(quick, (int)repeat, &wrong);
		if (wrong)
			printf("# search: %d of %d WRONG\n", wrong, items);
		else
			printf("# search: all %d searches stable\n", items);
		return CLI_OK;
	}

	const struct bench_item *suite = quick ? quick_suite : full_suite;
	size_t nitems = quick ? sizeof quick_suite / sizeof *quick_suite
	                      : sizeof full_suite / sizeof *full_suite;
	struct bench b = { .repeat = (int)repeat };
	printf("# hdc bench: libhdc %s, %s suite, best of %d, one thread\n", hdc_version(),
	       quick ? "quick" : "full", b.repeat);
	print_machine();
	fflush(stdout);
	for (size_t i = 0; i < nitems; i++) {
		run_item(&b, &suite[i], MODE_BULK);
		if (suite[i].bulk_only)
			continue;
		run_item(&b, &suite[i], MODE_FULL);
		run_item(&b, &suite[i], MODE_API_FULL);
		run_calls(&b, &suite[i]);
	}
	print_sizes();
	if (b.full_seconds > 0 && b.api_seconds > 0)
		printf("# api-full: %.1f%% of full over the suite (%.1f vs %.1f Mnodes/s)\n",
		       100.0 * ((double)b.api_leaves / b.api_seconds) /
		               ((double)b.full_leaves / b.full_seconds),
		       (double)b.api_leaves / b.api_seconds / 1e6,
		       (double)b.full_leaves / b.full_seconds / 1e6);
	if (b.wrong)
		printf("# counts: %d of %d WRONG\n", b.wrong, b.items);
	else
		printf("# counts: all %d correct\n", b.items);
	fflush(stdout);
	int wrong = 0;
	int items = bench_search(quick, (int)repeat, &wrong);
	if (wrong)
		printf("# search: %d of %d WRONG\n", wrong, items);
	else
		printf("# search: all %d searches stable\n", items);
	return CLI_OK;
}
