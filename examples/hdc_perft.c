/*
 * hdc_perft.c - `hdc perft [--variant NAME] [--position TEXT] [--divide] DEPTH`.
 *
 * Without --divide: one line per depth d = 1..DEPTH,
 *     D<d> <nodes> <seconds> s <rate> Mnodes/s
 * With --divide: one line per legal move in coordinate notation with the
 * perft of depth DEPTH-1 below it, then `total <nodes>`.
 */
#define _POSIX_C_SOURCE 200809L

#include <inttypes.h>
#include <stdlib.h>
#include <time.h>

#include "hdc_cli.h"

static double now_seconds(void)
{
	struct timespec ts;
	if (clock_gettime(CLOCK_MONOTONIC, &ts) != 0)
		return 0.0;
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
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
		double rate = (double)nodes / (seconds > 1e-9 ? seconds : 1e-9) / 1e6;
		printf("D%d %" PRIu64 " %.3f s %.1f Mnodes/s\n", d, nodes, seconds, rate);
		fflush(stdout);
	}
	return CLI_OK;
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

int cmd_perft(int argc, char **argv)
{
	struct cli_args args;
	int rc = cli_parse("perft", argc, argv, OPT_VARIANT | OPT_POSITION | OPT_DIVIDE, &args);
	if (rc != CLI_OK)
		return rc;
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
	if (args.divide)
		rc = perft_divide(&args, pos, (int)depth);
	else
		rc = perft_plain(&args, pos, (int)depth);
	hdc_position_free(pos);
	return rc;
}
