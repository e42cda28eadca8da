/*
 * hdc_play.c - `hdc play [--variant NAME] [--position TEXT] [MOVE...]`.
 *
 * Plays the moves (SAN or coordinate notation) and prints, for the position
 * reached, exactly these lines:
 *     position: <text>
 *     status: <ongoing|checkmate|stalemate|insufficient-material|
 *              seventyfive-moves|fivefold-repetition>
 *     check: <yes|no>
 *     claimable: <none|fifty-moves|threefold-repetition|both>
 *     result: <1-0|0-1|1/2-1/2|*>
 * A move that cannot be played: exit status 2 and a message on stderr naming
 * the move and why.  Nothing is printed on stdout then.
 */
#include <stdlib.h>

#include "hdc_cli.h"

/* Say why `text` (the index-th move argument, from 1) cannot be played. */
static void report_bad_move(const struct cli_args *args, const hdc_position *pos, int index,
                            const char *text, hdc_status st)
{
	const char *message = hdc_position_error_message(pos);
	switch (st) {
	case HDC_ERR_SYNTAX:
		cli_error(args, "move %d '%s': syntax error at byte %lld: %s", index, text,
		          (long long)hdc_position_error_offset(pos), message);
		break;
	case HDC_ERR_ILLEGAL_MOVE:
		cli_error(args, "move %d '%s': illegal move in this position: %s", index, text,
		          message);
		break;
	case HDC_ERR_AMBIGUOUS_MOVE:
		cli_error(args, "move %d '%s': ambiguous move: %d legal moves match: %s", index,
		          text, (int)hdc_position_error_candidates(pos), message);
		break;
	default:
		cli_error(args, "move %d '%s': %s: %s", index, text, hdc_status_string(st),
		          message);
		break;
	}
}

/* Print the five lines describing pos. */
static int describe(const struct cli_args *args, const hdc_position *pos)
{
	int32_t status, winner, check;
	uint32_t claims;
	hdc_status st = hdc_position_status(pos, &status, &winner);
	if (st == HDC_OK)
		st = hdc_position_in_check(pos, &check);
	if (st == HDC_OK)
		st = hdc_position_claimable(pos, &claims);
	if (st != HDC_OK) {
		cli_error(args, "cannot query the position: %s", hdc_status_string(st));
		return CLI_FAILURE;
	}
	char *text = cli_position_text(args, pos);
	char *result = text ? cli_result_text(args, pos) : NULL;
	if (!result) {
		free(text);
		return CLI_FAILURE;
	}
	printf("position: %s\n", text);
	printf("status: %s\n", cli_status_name(status));
	printf("check: %s\n", check ? "yes" : "no");
	printf("claimable: %s\n", cli_claim_name(claims));
	printf("result: %s\n", result);
	free(text);
	free(result);
	return CLI_OK;
}

int cmd_play(int argc, char **argv)
{
	struct cli_args args;
	int rc = cli_parse("play", argc, argv, OPT_VARIANT | OPT_POSITION, &args);
	if (rc != CLI_OK)
		return rc;
	hdc_position *pos;
	if ((rc = cli_load_position(&args, &pos)) != CLI_OK)
		return rc;
	for (int i = 0; i < args.noperands && rc == CLI_OK; i++) {
		const char *text = args.operands[i];
		hdc_move move;
		hdc_status st = hdc_position_parse_move(pos, text, &move);
		if (st == HDC_OK)
			st = hdc_position_play(pos, move);
		if (st != HDC_OK) {
			report_bad_move(&args, pos, i + 1, text, st);
			rc = st == HDC_ERR_NO_MEMORY ? CLI_FAILURE : CLI_BAD_INPUT;
		}
	}
	if (rc == CLI_OK)
		rc = describe(&args, pos);
	hdc_position_free(pos);
	return rc;
}
