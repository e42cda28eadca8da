/*
 * hdc_variant.c - `hdc variant`: variant descriptions (docs/VARIANTS.md).
 *
 *   hdc variant show NAME                 a built-in's description
 *   hdc variant show --variant-file FILE [--variant NAME]
 *                                         a file's variant, as the library
 *                                         writes it back (canonical form)
 *   hdc variant check FILE                read every description of FILE:
 *                                         "NAME: ok (TITLE)" each, or the
 *                                         first problem with line and column
 */
#include <stdlib.h>
#include <string.h>

#include "hdc_cli.h"

enum { MAX_FILE_VARIANTS = 64 };

static int show(const struct cli_args *args, const hdc_variant *v)
{
	size_t needed = 0;
	hdc_variant_text(v, NULL, 0, &needed);
	char *text = malloc(needed ? needed : 1);
	if (!text || hdc_variant_text(v, text, needed, NULL) != HDC_OK) {
		cli_error(args, "cannot write the description");
		free(text);
		return CLI_FAILURE;
	}
	fputs(text, stdout);
	free(text);
	return CLI_OK;
}

static int check(const struct cli_args *args, const char *path)
{
	hdc_variant *list[MAX_FILE_VARIANTS];
	int n;
	char why[512];
	if (cli_variant_file(path, list, MAX_FILE_VARIANTS, &n, why, sizeof why) != 0) {
		cli_error(args, "%s", why);
		return CLI_BAD_INPUT;
	}
	for (int i = 0; i < n; i++) {
		char name[64], title[128];
		hdc_variant_get_name(list[i], name, sizeof name, NULL);
		hdc_variant_get_title(list[i], title, sizeof title, NULL);
		printf("%s: ok (%s)\n", name, title);
		hdc_variant_unref(list[i]);
	}
	return CLI_OK;
}

int cmd_variant(int argc, char **argv)
{
	struct cli_args args;
	int rc = cli_parse("variant", argc, argv, OPT_VARIANT, &args);
	if (rc != CLI_OK)
		return rc;
	const char *what = args.noperands ? args.operands[0] : "";
	if (strcmp(what, "check") == 0 && args.noperands == 2 && !args.given)
		return check(&args, args.operands[1]);
	if (strcmp(what, "show") == 0 && args.noperands <= 2) {
		hdc_variant *v = args.variant_handle;
		if (args.noperands == 2) {
			if (args.given) {
				cli_error(&args, "show NAME takes no options");
				return CLI_BAD_INPUT;
			}
			if (hdc_variant_builtin(args.operands[1], &v) != HDC_OK) {
				cli_error(&args, "%s", hdc_last_error_message());
				return CLI_BAD_INPUT;
			}
		} else if (!v && hdc_variant_builtin(cli_variant(&args), &v) != HDC_OK) {
			cli_error(&args, "%s", hdc_last_error_message());
			return CLI_BAD_INPUT;
		}
		return show(&args, v);
	}
	cli_error(&args, "expected 'show NAME', 'show --variant-file FILE [--variant NAME]' or "
	          "'check FILE'");
	return CLI_BAD_INPUT;
}
