/* hdc_moves.c - `hdc moves [--variant NAME] [--position TEXT] [--san]`: the
 * legal moves, one a line, in coordinate notation or SAN. */
#include <stdlib.h>

#include "hdc_cli.h"

int cmd_moves(int argc, char **argv)
{
	struct cli_args args;
	int rc = cli_parse("moves", argc, argv, OPT_VARIANT | OPT_POSITION | OPT_SAN, &args);
	if (rc != CLI_OK)
		return rc;
	if (args.noperands > 0) {
		cli_error(&args, "unexpected argument '%s'", args.operands[0]);
		return CLI_BAD_INPUT;
	}
	hdc_position *pos;
	if ((rc = cli_load_position(&args, &pos)) != CLI_OK)
		return rc;
	size_t count;
	hdc_move *moves = cli_legal_moves(&args, pos, &count);
	if (!moves) {
		hdc_position_free(pos);
		return CLI_FAILURE;
	}
	for (size_t i = 0; i < count; i++) {
		char *text = args.san ? cli_move_san(&args, pos, moves[i])
		                      : cli_move_coord(&args, pos, moves[i]);
		if (!text) {
			rc = CLI_FAILURE;
			break;
		}
		printf("%s\n", text);
		free(text);
	}
	free(moves);
	hdc_position_free(pos);
	return rc;
}
