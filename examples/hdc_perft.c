/*
 * hdc_perft.c - `hdc perft [--variant NAME] [--position TEXT] [--divide]
 *               [--threads N] DEPTH`.
 *
 * Without --divide: one line per depth d = 1..DEPTH,
 *     D<d> <nodes> <seconds> s <rate> Mnodes/s
 * With --divide: one line per legal move in coordinate notation with the
 * perft of depth DEPTH-1 below it, then `total <nodes>`.
 *
 * --threads N (default 1) splits the root moves over N threads: each thread
 * works on its own clone of the position (hdc_position_clone), takes the
 * next root move not yet taken, plays it, counts hdc_position_perft of
 * depth d-1 below it and takes it back.  The counts, and the --divide lines
 * and their order, are those of the single-threaded run; only the seconds
 * differ.
 */
#define _POSIX_C_SOURCE 200809L

#include <inttypes.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "hdc_cli.h"

enum {
	MAX_THREADS = 256,
	/* hdc_position_perft keeps a move list of HDC_MAX_MOVES moves (64 KiB)
	 * on the stack per ply: 8 MiB is room for any depth it accepts. */
	THREAD_STACK_BYTES = 8 * 1024 * 1024
};

/* Values of cli_parse's options written "--opt VALUE": cli_take_option
 * steps over them (hdc_common.c's option table is the reference). */
static const char *const common_value_options[] = {
	"--variant", "--position", "--seed", "--max-plies", "--depth", "--nodes", "--movetime",
	"--hash", "--multipv", "--skill", "--white", "--black",
};

int cli_take_option(const char *command, int *argc, char **argv, const char *name,
                    int takes_value, const char **value)
{
	struct cli_args msg;
	memset(&msg, 0, sizeof msg);
	msg.command = command;
	size_t name_len = strlen(name);
	int found = 0, kept = 0, i = 0;
	for (; i < *argc; i++) {
		char *arg = argv[i];
		if (strcmp(arg, "--") == 0)
			break;
		int ours = strncmp(arg, "--", 2) == 0 && strncmp(arg + 2, name, name_len) == 0 &&
		           (arg[2 + name_len] == '\0' || arg[2 + name_len] == '=');
		if (!ours) {
			argv[kept++] = arg;
			for (size_t k = 0; k < sizeof common_value_options / sizeof *common_value_options;
			     k++)
				if (strcmp(arg, common_value_options[k]) == 0 && i + 1 < *argc) {
					argv[kept++] = argv[++i];
					break;
				}
			continue;
		}
		const char *eq = arg[2 + name_len] == '=' ? arg + 3 + name_len : NULL;
		if (!takes_value) {
			if (eq) {
				cli_error(&msg, "option --%s takes no value", name);
				return -1;
			}
			*value = "";
		} else if (eq) {
			*value = eq;
		} else if (i + 1 < *argc) {
			*value = argv[++i];
		} else {
			cli_error(&msg, "option --%s needs a value", name);
			return -1;
		}
		found = 1;
	}
	for (; i < *argc; i++)
		argv[kept++] = argv[i];
	*argc = kept;
	return found;
}

static double now_seconds(void)
{
	struct timespec ts;
	if (clock_gettime(CLOCK_MONOTONIC, &ts) != 0)
		return 0.0;
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* The root split: what the threads share. */
struct split {
	const hdc_move *moves;  /* the root moves */
	size_t count;
	int32_t below;          /* perft depth below each root move */
	uint64_t *nodes;        /* per root move */
	hdc_status *status;     /* per root move */
	atomic_size_t next;     /* the next root move nobody has taken */
};

struct worker {
	struct split *split;
	hdc_position *pos;      /* this thread's own handle */
};

static void *split_worker(void *arg)
{
	struct worker *w = arg;
	struct split *s = w->split;
	for (;;) {
		size_t i = atomic_fetch_add(&s->next, 1);
		if (i >= s->count)
			break;
		uint64_t nodes = 0;
		hdc_status st = hdc_position_play(w->pos, s->moves[i]);
		if (st == HDC_OK) {
			st = hdc_position_perft(w->pos, s->below, &nodes);
			hdc_status undone = hdc_position_undo(w->pos);
			if (st == HDC_OK)
				st = undone;
		}
		s->nodes[i] = nodes;
		s->status[i] = st;
	}
	return NULL;
}

/* A perft run on threads: the root moves, their counts, a clone per thread. */
struct perft_run {
	const struct cli_args *args;
	hdc_position *pos;
	int nthreads;           /* threads actually used (<= count of root moves) */
	hdc_move *moves;
	size_t count;
	uint64_t *nodes;
	hdc_status *status;
	hdc_position **clones;
	struct worker *workers;
	pthread_t *tids;
};

static void run_free(struct perft_run *run)
{
	if (run->clones)
		for (int t = 0; t < run->nthreads; t++)
			hdc_position_free(run->clones[t]);
	free(run->clones);
	free(run->workers);
	free(run->tids);
	free(run->nodes);
	free(run->status);
	free(run->moves);
	memset(run, 0, sizeof *run);
}

static int run_init(struct perft_run *run, const struct cli_args *args, hdc_position *pos,
                    int threads)
{
	memset(run, 0, sizeof *run);
	run->args = args;
	run->pos = pos;
	run->moves = cli_legal_moves(args, pos, &run->count);
	if (!run->moves)
		return CLI_FAILURE;
	run->nthreads = (size_t)threads < run->count ? threads : (int)run->count;
	size_t n = run->count ? run->count : 1, t = run->nthreads ? (size_t)run->nthreads : 1;
	run->nodes = calloc(n, sizeof *run->nodes);
	run->status = calloc(n, sizeof *run->status);
	run->clones = calloc(t, sizeof *run->clones);
	run->workers = calloc(t, sizeof *run->workers);
	run->tids = calloc(t, sizeof *run->tids);
	if (!run->nodes || !run->status || !run->clones || !run->workers || !run->tids) {
		cli_error(args, "out of memory");
		run_free(run);
		return CLI_FAILURE;
	}
	for (int k = 0; k < run->nthreads; k++) {
		hdc_status st = hdc_position_clone(pos, &run->clones[k]);
		if (st != HDC_OK) {
			cli_error(args, "cannot copy the position: %s", hdc_status_string(st));
			run_free(run);
			return CLI_FAILURE;
		}
	}
	return CLI_OK;
}

/* nodes[i] = perft(depth-1) below root move i, for every i, on the threads. */
static int run_split(struct perft_run *run, int depth)
{
	struct split split = {
		.moves = run->moves,
		.count = run->count,
		.below = depth - 1,
		.nodes = run->nodes,
		.status = run->status,
	};
	atomic_init(&split.next, 0);
	pthread_attr_t attr;
	int have_attr = pthread_attr_init(&attr) == 0;
	if (have_attr)
		pthread_attr_setstacksize(&attr, THREAD_STACK_BYTES);
	int started = 0;
	for (int k = 0; k < run->nthreads; k++) {
		run->workers[k].split = &split;
		run->workers[k].pos = run->clones[k];
		if (pthread_create(&run->tids[started], have_attr ? &attr : NULL, split_worker,
		                   &run->workers[k]) != 0)
			break;
		started++;
	}
	if (have_attr)
		pthread_attr_destroy(&attr);
	/* No thread at all (resource limits): the work is done all the same. */
	if (started == 0 && run->nthreads > 0)
		split_worker(&run->workers[0]);
	for (int k = 0; k < started; k++)
		pthread_join(run->tids[k], NULL);
	for (size_t i = 0; i < run->count; i++)
		if (run->status[i] != HDC_OK) {
			char *name = cli_move_coord(run->args, run->pos, run->moves[i]);
			cli_error(run->args, "perft below %s failed: %s", name ? name : "?",
			          hdc_status_string(run->status[i]));
			free(name);
			return CLI_FAILURE;
		}
	return CLI_OK;
}

static void print_depth(int d, uint64_t nodes, double seconds)
{
	double rate = (double)nodes / (seconds > 1e-9 ? seconds : 1e-9) / 1e6;
	printf("D%d %" PRIu64 " %.3f s %.1f Mnodes/s\n", d, nodes, seconds, rate);
	fflush(stdout);
}

static int perft_plain(const struct cli_args *args, const hdc_position *pos, int depth)
{
	for (int d = 1; d <= depth; d++) {
		uint64_t nodes = 0;
		double start = now_seconds();
		hdc_status st = hdc_position_perft(pos, d, &nodes);
		double seconds = now_seconds() - start;
		if (st != HDC_OK) {
			cli_error(args, "perft %d failed: %s", d, hdc_status_string(st));
			return CLI_FAILURE;
		}
		print_depth(d, nodes, seconds);
	}
	return CLI_OK;
}

static int perft_plain_threads(const struct cli_args *args, hdc_position *pos, int depth,
                               int threads)
{
	struct perft_run run;
	int rc = run_init(&run, args, pos, threads);
	if (rc != CLI_OK)
		return rc;
	for (int d = 1; d <= depth && rc == CLI_OK; d++) {
		double start = now_seconds();
		rc = run_split(&run, d);
		double seconds = now_seconds() - start;
		if (rc != CLI_OK)
			break;
		uint64_t nodes = 0;
		for (size_t i = 0; i < run.count; i++)
			nodes += run.nodes[i];
		print_depth(d, nodes, seconds);
	}
	run_free(&run);
	return rc;
}

static int perft_divide(const struct cli_args *args, hdc_position *pos, int depth)
{
	size_t count;
	hdc_move *moves = cli_legal_moves(args, pos, &count);
	if (!moves)
		return CLI_FAILURE;
	uint64_t total = 0;
	int rc = CLI_OK;
	for (size_t i = 0; i < count && rc == CLI_OK; i++) {
		char *name = cli_move_coord(args, pos, moves[i]);
		if (!name) {
			rc = CLI_FAILURE;
			break;
		}
		uint64_t nodes = 0;
		hdc_status st = hdc_position_play(pos, moves[i]);
		if (st == HDC_OK) {
			st = hdc_position_perft(pos, depth - 1, &nodes);
			hdc_status undone = hdc_position_undo(pos);
			if (st == HDC_OK)
				st = undone;
		}
		if (st != HDC_OK) {
			cli_error(args, "perft below %s failed: %s", name, hdc_status_string(st));
			rc = CLI_FAILURE;
		} else {
			printf("%s %" PRIu64 "\n", name, nodes);
			total += nodes;
		}
		free(name);
	}
	free(moves);
	if (rc == CLI_OK)
		printf("total %" PRIu64 "\n", total);
	return rc;
}

/* The lines of perft_divide, the counts from the threads. */
static int perft_divide_threads(const struct cli_args *args, hdc_position *pos, int depth,
                                int threads)
{
	struct perft_run run;
	int rc = run_init(&run, args, pos, threads);
	if (rc != CLI_OK)
		return rc;
	rc = run_split(&run, depth);
	uint64_t total = 0;
	for (size_t i = 0; i < run.count && rc == CLI_OK; i++) {
		char *name = cli_move_coord(args, pos, run.moves[i]);
		if (!name) {
			rc = CLI_FAILURE;
			break;
		}
		printf("%s %" PRIu64 "\n", name, run.nodes[i]);
		total += run.nodes[i];
		free(name);
	}
	if (rc == CLI_OK)
		printf("total %" PRIu64 "\n", total);
	run_free(&run);
	return rc;
}

int cmd_perft(int argc, char **argv)
{
	const char *threads_text = NULL;
	int found = cli_take_option("perft", &argc, argv, "threads", 1, &threads_text);
	if (found < 0)
		return CLI_BAD_INPUT;
	struct cli_args args;
	int rc = cli_parse("perft", argc, argv, OPT_VARIANT | OPT_POSITION | OPT_DIVIDE, &args);
	if (rc != CLI_OK)
		return rc;
	long long threads = 1;
	if (found && cli_parse_integer(threads_text, 1, MAX_THREADS, &threads)) {
		cli_error(&args, "bad --threads '%s': expected a number 1..%d", threads_text,
		          MAX_THREADS);
		return CLI_BAD_INPUT;
	}
	if (args.noperands == 0) {
		cli_error(&args, "missing DEPTH (1..%d)", HDC_MAX_PERFT_DEPTH);
		return CLI_BAD_INPUT;
	}
	if (args.noperands > 1) {
		cli_error(&args, "unexpected argument '%s'", args.operands[1]);
		return CLI_BAD_INPUT;
	}
	long long depth;
	if (cli_parse_integer(args.operands[0], 1, HDC_MAX_PERFT_DEPTH, &depth)) {
		cli_error(&args, "bad depth '%s': expected a number 1..%d", args.operands[0],
		          HDC_MAX_PERFT_DEPTH);
		return CLI_BAD_INPUT;
	}
	hdc_position *pos;
	if ((rc = cli_load_position(&args, &pos)) != CLI_OK)
		return rc;
	if (threads > 1 && args.divide)
		rc = perft_divide_threads(&args, pos, (int)depth, (int)threads);
	else if (threads > 1)
		rc = perft_plain_threads(&args, pos, (int)depth, (int)threads);
	else if (args.divide)
		rc = perft_divide(&args, pos, (int)depth);
	else
		rc = perft_plain(&args, pos, (int)depth);
	hdc_position_free(pos);
	return rc;
}
