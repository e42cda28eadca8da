/*
 * hdc_go.c - `hdc go [--variant V] [--position TEXT] [--depth N | --nodes N |
 *            --movetime MS] [--hash MB] [--threads N] [--multipv N]
 *            [--skill N] [MOVE...]`.
 *
 * Plays the moves (SAN or coordinate notation, as `hdc play`), searches the
 * position reached with the library's engine and prints, as a UCI engine
 * does, one line per MultiPV line after each completed iteration
 *     info depth D seldepth S multipv K score cp X|mate N nodes N nps N time T pv m1 m2 ...
 * and at the end
 *     bestmove <move>
 * with the moves in the variant's coordinate notation.  Without a limit the
 * search thinks for one second (--movetime 1000).  A position whose game is
 * over prints "info depth 0 score mate 0" (checkmate) or "... score cp 0"
 * and "bestmove (none)", exit status 0.
 */
#include <stdlib.h>

#include "hdc_cli.h"

enum { DEFAULT_MOVETIME_MS = 1000 };

struct go_progress {
	const hdc_position *pos;
	int printed;   /* info lines printed so far */
};

static int32_t on_progress(const hdc_engine *engine, int32_t depth, void *user)
{
	struct go_progress *progress = user;
	/* depth 0: the search ends; print its lines only if no iteration did
	 * (a search stopped before its first iteration completed). */
	if (depth > 0 || progress->printed == 0)
		progress->printed += engine_print_info(stdout, engine, progress->pos);
	fflush(stdout);
	return 0;
}

int cmd_go(int argc, char **argv)
{
	struct cli_args args;
	int rc = cli_parse("go", argc, argv,
	                   OPT_VARIANT | OPT_POSITION | OPT_DEPTH | OPT_NODES | OPT_MOVETIME |
	                           OPT_HASH | OPT_THREADS | OPT_MULTIPV | OPT_SKILL,
	                   &args);
	if (rc != CLI_OK || (rc = cli_one_limit(&args)) != CLI_OK)
		return rc;
	hdc_position *pos;
	if ((rc = cli_load_position(&args, &pos)) != CLI_OK)
		return rc;
	if ((rc = cli_play_operands(&args, pos, 0)) != CLI_OK) {
		hdc_position_free(pos);
		return rc;
	}
	hdc_engine *engine = cli_engine_new(&args, DEFAULT_MOVETIME_MS);
	if (!engine) {
		hdc_position_free(pos);
		return CLI_FAILURE;
	}
	struct go_progress progress = { pos, 0 };
	hdc_move best = HDC_MOVE_NULL;
	hdc_status st = hdc_engine_set_progress(engine, on_progress, &progress);
	if (st == HDC_OK)
		st = hdc_engine_search(engine, pos, &best);
	if (st == HDC_OK) {
		char text[64];
		engine_move_text(pos, best, text, sizeof text);
		printf("bestmove %s\n", text);
	} else if (st == HDC_ERR_GAME_OVER) {
		engine_print_game_over(stdout, pos);
		printf("bestmove (none)\n");
	} else {
		cli_error(&args, "the search failed: %s", hdc_status_string(st));
		rc = CLI_FAILURE;
	}
	hdc_engine_free(engine);
	hdc_position_free(pos);
	return rc;
}
