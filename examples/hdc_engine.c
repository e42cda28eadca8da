/*
 * hdc_engine.c - what the engine commands (`go`, `uci`, `demo`) share: an
 * engine set up from the command-line options, UCI info lines and moves in
 * the variant's coordinate notation.
 */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "hdc_cli.h"

int cli_one_limit(const struct cli_args *args)
{
	unsigned limits = args->given & (OPT_DEPTH | OPT_NODES | OPT_MOVETIME);
	if (limits & (limits - 1)) {
		cli_error(args, "give one of --depth, --nodes and --movetime, not several");
		return CLI_BAD_INPUT;
	}
	return CLI_OK;
}

static int engine_failed(const struct cli_args *args, const char *what, hdc_status st)
{
	cli_error(args, "cannot %s: %s", what, hdc_status_string(st));
	return st == HDC_ERR_NO_MEMORY ? CLI_FAILURE : CLI_BAD_INPUT;
}

hdc_engine *cli_engine_new(const struct cli_args *args, long long default_movetime)
{
	hdc_engine *engine = NULL;
	hdc_status st = hdc_engine_new(&engine);
	if (st != HDC_OK) {
		engine_failed(args, "create the engine", st);
		return NULL;
	}
	const char *what = "set the hash size";
	if (args->hash > 0)
		st = hdc_engine_set_hash(engine, args->hash);
	if (st == HDC_OK && args->threads > 0) {
		what = "set the threads";
		st = hdc_engine_set_threads(engine, args->threads);
	}
	if (st == HDC_OK && args->multipv > 0) {
		what = "set the number of lines";
		st = hdc_engine_set_multipv(engine, args->multipv);
	}
	if (st == HDC_OK && args->skill >= 0) {
		what = "set the skill level";
		st = hdc_engine_set_skill(engine, args->skill);
	}
	if (st == HDC_OK) {
		what = "set the search limit";
		if (args->depth > 0)
			st = hdc_engine_set_limit(engine, HDC_LIMIT_DEPTH, args->depth);
		else if (args->nodes > 0)
			st = hdc_engine_set_limit(engine, HDC_LIMIT_NODES, args->nodes);
		else if (args->movetime > 0)
			st = hdc_engine_set_limit(engine, HDC_LIMIT_MOVETIME, args->movetime);
		else if (default_movetime > 0)
			st = hdc_engine_set_limit(engine, HDC_LIMIT_MOVETIME, default_movetime);
	}
	if (st != HDC_OK) {
		engine_failed(args, what, st);
		hdc_engine_free(engine);
		return NULL;
	}
	return engine;
}

void engine_move_text(const hdc_position *pos, hdc_move move, char *buf, size_t cap)
{
	size_t needed;
	if (move == HDC_MOVE_NULL || hdc_position_move_coord(pos, move, buf, cap, &needed) != HDC_OK)
		snprintf(buf, cap, "(none)");
}

int engine_print_info(FILE *out, const hdc_engine *engine, const hdc_position *pos)
{
	int32_t count = 0;
	if (hdc_engine_line_count(engine, &count) != HDC_OK)
		return 0;
	int printed = 0;
	for (int32_t i = 0; i < count; i++) {
		hdc_move pv[HDC_MAX_PV];
		size_t length = 0;
		int32_t score = 0, kind = HDC_SCORE_CP, depth = 0, seldepth = 0;
		uint64_t nodes = 0;
		int64_t ms = 0;
		if (hdc_engine_line(engine, i, &score, &kind, &depth, &seldepth, &nodes, &ms, pv,
		                    HDC_MAX_PV, &length) != HDC_OK)
			continue;
		if (length > HDC_MAX_PV)
			length = HDC_MAX_PV;
		uint64_t nps = ms > 0 ? nodes * 1000 / (uint64_t)ms : nodes * 1000;
		fprintf(out,
		        "info depth %" PRId32 " seldepth %" PRId32 " multipv %" PRId32
		        " score %s %" PRId32 " nodes %" PRIu64 " nps %" PRIu64 " time %" PRId64,
		        depth, seldepth, i + 1, kind == HDC_SCORE_MATE ? "mate" : "cp", score, nodes,
		        nps, ms);
		if (length > 0)
			fputs(" pv", out);
		for (size_t k = 0; k < length; k++) {
			char text[64];
			engine_move_text(pos, pv[k], text, sizeof text);
			fprintf(out, " %s", text);
		}
		fputc('\n', out);
		printed++;
	}
	return printed;
}

void engine_print_game_over(FILE *out, const hdc_position *pos)
{
	int32_t status = HDC_STATUS_ONGOING, winner = -1;
	hdc_position_status(pos, &status, &winner);
	fprintf(out, "info depth 0 score %s\n",
	        status == HDC_STATUS_CHECKMATE ? "mate 0" : "cp 0");
}
