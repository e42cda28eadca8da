/*
 * hdc_svg.c - `hdc svg [--variant V] [--position TEXT] [--layout L] [--flip]
 *             [--size N] [--no-coordinates] [--no-labels] [--theme T]
 *             [--legend] [--highlight CELL[:COLOUR]]... [--marked CELL]...
 *             [--arrow FROM,TO[:COLOUR]]... [--select CELL] [MOVE...]`.
 *
 * Plays the moves (SAN or coordinate notation, as `hdc play`) and writes
 * the picture of the position reached to stdout as SVG, the last move
 * highlighted and a king in check marked.  Every option takes one value
 * (cell names hold hyphens, "e4-IV", so a list in one argument would be
 * ambiguous) and the repeatable ones are given once per value.  The
 * options become the option text of hdc_position_svg(), whose message
 * names a bad value.
 */
#include <stdlib.h>
#include <string.h>

#include "hdc_cli.h"

/* The options of `svg` besides --variant and --position, and the option
 * text item each one adds ("%s" is the value). */
static const struct {
	const char *name;
	const char *item;  /* NULL: a flag adding `flag_item` */
	const char *flag_item;
} svg_options[] = {
	{ "layout", "layout=%s", NULL },
	{ "size", "size=%s", NULL },
	{ "theme", "theme=%s", NULL },
	{ "highlight", "highlight=%s", NULL },
	{ "marked", "marked=%s", NULL },
	{ "arrow", "arrow=%s", NULL },
	{ "select", "select=%s", NULL },
	{ "columns", "columns=%s", NULL },
	{ "flip", NULL, "flipped=1" },
	{ "no-coordinates", NULL, "coordinates=0" },
	{ "no-labels", NULL, "labels=0" },
	{ "legend", NULL, "legend=1" },
};

enum { N_SVG_OPTIONS = sizeof svg_options / sizeof svg_options[0] };

/* Appends one item to the malloc'd option text; 0 or -1 (no memory). */
static int append(char **text, size_t *len, const char *fmt, const char *value)
{
	size_t add = strlen(fmt) + (value ? strlen(value) : 0) + 2;
	char *grown = realloc(*text, *len + add);
	if (!grown)
		return -1;
	*text = grown;
	int w = snprintf(*text + *len, add, *len ? " " : "%s", "");
	*len += (size_t)w;
	w = snprintf(*text + *len, add - (size_t)w, fmt, value ? value : "");
	*len += (size_t)w;
	return 0;
}

/* Takes the svg options out of argv (keeping the others and the values
 * of --variant / --position for cli_parse) and turns them into option
 * text.  CLI_OK, or CLI_BAD_INPUT after a message. */
static int take_svg_options(int *argc, char **argv, char **text)
{
	struct cli_args msg;
	memset(&msg, 0, sizeof msg);
	msg.command = "svg";
	size_t len = 0;
	int kept = 0, i = 0;
	*text = NULL;
	if (append(text, &len, "lastmove=auto check=auto", NULL) < 0)
		return CLI_FAILURE;
	for (; i < *argc; i++) {
		char *arg = argv[i];
		if (strcmp(arg, "--") == 0)
			break;
		int k = N_SVG_OPTIONS;
		size_t n = 0;
		if (strncmp(arg, "--", 2) == 0)
			for (k = 0; k < N_SVG_OPTIONS; k++) {
				n = strlen(svg_options[k].name);
				if (strncmp(arg + 2, svg_options[k].name, n) == 0 &&
				    (arg[2 + n] == '\0' || arg[2 + n] == '='))
					break;
			}
		if (k == N_SVG_OPTIONS) {
			argv[kept++] = arg;
			if ((strcmp(arg, "--variant") == 0 || strcmp(arg, "--position") == 0) &&
			    i + 1 < *argc)
				argv[kept++] = argv[++i];
			continue;
		}
		const char *value = arg[2 + n] == '=' ? arg + 3 + n : NULL;
		if (!svg_options[k].item) {
			if (value) {
				cli_error(&msg, "option --%s takes no value", svg_options[k].name);
				return CLI_BAD_INPUT;
			}
			if (append(text, &len, svg_options[k].flag_item, NULL) < 0)
				return CLI_FAILURE;
			continue;
		}
		if (!value) {
			if (i + 1 >= *argc) {
				cli_error(&msg, "option --%s needs a value", svg_options[k].name);
				return CLI_BAD_INPUT;
			}
			value = argv[++i];
		}
		/* A value with white space would split into two option items. */
		if (!*value || strpbrk(value, " \t\r\n")) {
			cli_error(&msg, "bad --%s '%s': expected one word", svg_options[k].name, value);
			return CLI_BAD_INPUT;
		}
		if (append(text, &len, svg_options[k].item, value) < 0)
			return CLI_FAILURE;
	}
	for (; i < *argc; i++)
		argv[kept++] = argv[i];
	*argc = kept;
	return CLI_OK;
}

/* The library's message without " at offset N": the offset is into the
 * option text built from the arguments, which the user never saw. */
static void report_option_error(const struct cli_args *args, const char *message)
{
	const char *at = strstr(message, " at offset ");
	const char *colon = at ? strchr(at, ':') : NULL;
	if (colon)
		cli_error(args, "%.*s%s", (int)(at - message), message, colon);
	else
		cli_error(args, "%s", message);
}

int cli_write_svg(const struct cli_args *args, const hdc_position *pos, const char *options,
                  FILE *out)
{
	size_t needed = 0;
	hdc_status st = hdc_position_svg(pos, options, NULL, 0, &needed);
	if (st != HDC_OK && st != HDC_ERR_BUFFER_TOO_SMALL) {
		report_option_error(args, hdc_last_error_message());
		return st == HDC_ERR_NO_MEMORY ? CLI_FAILURE : CLI_BAD_INPUT;
	}
	char *svg = malloc(needed);
	if (!svg || hdc_position_svg(pos, options, svg, needed, &needed) != HDC_OK) {
		free(svg);
		cli_error(args, "cannot draw the position: %s", hdc_last_error_message());
		return CLI_FAILURE;
	}
	int rc = fputs(svg, out) < 0 ? CLI_FAILURE : CLI_OK;
	free(svg);
	if (rc != CLI_OK)
		cli_error(args, "error writing the picture");
	return rc;
}

int cmd_svg(int argc, char **argv)
{
	char *options = NULL;
	int rc = take_svg_options(&argc, argv, &options);
	if (rc != CLI_OK) {
		free(options);
		return rc;
	}
	struct cli_args args;
	hdc_position *pos = NULL;
	rc = cli_parse("svg", argc, argv, OPT_VARIANT | OPT_POSITION, &args);
	if (rc == CLI_OK)
		rc = cli_load_position(&args, &pos);
	if (rc == CLI_OK)
		rc = cli_play_operands(&args, pos, 0);
	if (rc == CLI_OK)
		rc = cli_write_svg(&args, pos, options, stdout);
	hdc_position_free(pos);
	free(options);
	return rc;
}
