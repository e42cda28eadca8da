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
	rc = cli_play_operands(&args, pos, 0);
	if (rc == CLI_OK)
		rc = describe(&args, pos);
	hdc_position_free(pos);
	return rc;
}
