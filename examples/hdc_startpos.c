/* hdc_startpos.c - `hdc startpos [--variant NAME]`: the start position text. */
#include <stdlib.h>

#include "hdc_cli.h"

int cmd_startpos(int argc, char **argv)
{
	struct cli_args args;
	int rc = cli_parse("startpos", argc, argv, OPT_VARIANT, &args);
	if (rc != CLI_OK)
		return rc;
	if (args.noperands > 0) {
		cli_error(&args, "unexpected argument '%s'", args.operands[0]);
		return CLI_BAD_INPUT;
	}
	hdc_position *pos;
	if ((rc = cli_load_position(&args, &pos)) != CLI_OK)
		return rc;
	char *text = cli_position_text(&args, pos);
	hdc_position_free(pos);
	if (!text)
		return CLI_FAILURE;
	printf("%s\n", text);
	free(text);
	return CLI_OK;
}
