/* hdc_common.c - argument parsing and small helpers shared by hdc's commands. */
#include "hdc_cli.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

void cli_error(const struct cli_args *args, const char *fmt, ...)
{
	va_list ap;
	fprintf(stderr, "hdc %s: ", args->command);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

int cli_parse_integer(const char *text, long long min, long long max, long long *value)
{
	if (!text || !*text)
		return -1;
	for (const char *p = text; *p; p++)
		if (!isdigit((unsigned char)*p) && !(p == text && (*p == '-' || *p == '+')))
			return -1;
	errno = 0;
	char *end;
	long long v = strtoll(text, &end, 10);
	if (errno || *end || end == text || v < min || v > max)
		return -1;
	*value = v;
	return 0;
}

/* "hdc, raumschach, 3d8l": the variant names, asked from the library. */
static const char *known_variants(char *buf, size_t cap)
{
	size_t n = 0;
	buf[0] = '\0';
	for (int32_t i = 0; i < hdc_variant_count(); i++) {
		char name[64];
		if (hdc_variant_name(i, name, sizeof name, NULL) != HDC_OK)
			continue;
		int w = snprintf(buf + n, cap - n, "%s%s", n ? ", " : "", name);
		if (w < 0 || (size_t)w >= cap - n)
			break;
		n += (size_t)w;
	}
	return buf;
}

static int unknown_variant(const struct cli_args *args, const char *name)
{
	char known[256];
	cli_error(args, "unknown variant '%s' (known: %s)", name,
	          known_variants(known, sizeof known));
	return CLI_BAD_INPUT;
}

static const struct {
	const char *name;
	unsigned bit;
	int takes_value;
} option_table[] = {
	{ "variant", OPT_VARIANT, 1 },
	{ "position", OPT_POSITION, 1 },
	{ "divide", OPT_DIVIDE, 0 },
	{ "san", OPT_SAN, 0 },
	{ "seed", OPT_SEED, 1 },
	{ "max-plies", OPT_MAX_PLIES, 1 },
	{ "depth", OPT_DEPTH, 1 },
	{ "nodes", OPT_NODES, 1 },
	{ "movetime", OPT_MOVETIME, 1 },
	{ "hash", OPT_HASH, 1 },
	{ "threads", OPT_THREADS, 1 },
	{ "multipv", OPT_MULTIPV, 1 },
	{ "skill", OPT_SKILL, 1 },
	{ "white", OPT_WHITE, 1 },
	{ "black", OPT_BLACK, 1 },
	{ "variant-file", OPT_VARIANT_FILE, 1 },
};

/* The numeric options of the engine commands and their ranges. */
static const struct {
	unsigned bit;
	long long min, max;
} number_ranges[] = {
	{ OPT_DEPTH, 1, HDC_MAX_SEARCH_DEPTH },
	{ OPT_NODES, 1, INT64_C(1000000000000000) },
	{ OPT_MOVETIME, 1, INT64_C(1000000000000) },
	{ OPT_HASH, 1, HDC_MAX_HASH_MB },
	{ OPT_THREADS, 1, HDC_MAX_THREADS },
	{ OPT_MULTIPV, 1, HDC_MAX_MULTIPV },
	{ OPT_SKILL, 0, HDC_MAX_SKILL },
};

static int set_number(struct cli_args *args, unsigned bit, const char *name, const char *value)
{
	size_t k = 0;
	while (number_ranges[k].bit != bit)
		k++;
	long long n;
	if (cli_parse_integer(value, number_ranges[k].min, number_ranges[k].max, &n)) {
		cli_error(args, "bad --%s '%s': expected a number %lld..%lld", name, value,
		          number_ranges[k].min, number_ranges[k].max);
		return CLI_BAD_INPUT;
	}
	switch (bit) {
	case OPT_DEPTH: args->depth = n; break;
	case OPT_NODES: args->nodes = n; break;
	case OPT_MOVETIME: args->movetime = n; break;
	case OPT_HASH: args->hash = (int)n; break;
	case OPT_THREADS: args->threads = (int)n; break;
	case OPT_MULTIPV: args->multipv = (int)n; break;
	case OPT_SKILL: args->skill = (int)n; break;
	default: return CLI_FAILURE;
	}
	return CLI_OK;
}

static int set_player(struct cli_args *args, int *player, const char *name, const char *value)
{
	static const char *const names[] = { "greedy", "random", "engine" };
	for (int i = 0; i < 3; i++)
		if (strcmp(value, names[i]) == 0) {
			*player = i;
			return CLI_OK;
		}
	cli_error(args, "bad --%s '%s': expected engine, greedy or random", name, value);
	return CLI_BAD_INPUT;
}

static int set_option(struct cli_args *args, unsigned bit, const char *name, const char *value)
{
	long long n;
	args->given |= bit;
	switch (bit) {
	case OPT_VARIANT: {
		size_t len = strlen(value);
		if (len == 0 || len >= sizeof args->variant)
			return unknown_variant(args, value);
		/* The library reads names in any case; lower case keeps the
		 * messages uniform. */
		for (size_t i = 0; i <= len; i++)
			args->variant[i] = (char)tolower((unsigned char)value[i]);
		return CLI_OK;
	}
	case OPT_VARIANT_FILE:
		args->variant_file = value;
		return CLI_OK;
	case OPT_POSITION:
		args->position = value;
		return CLI_OK;
	case OPT_DIVIDE:
		args->divide = 1;
		return CLI_OK;
	case OPT_SAN:
		args->san = 1;
		return CLI_OK;
	case OPT_SEED:
		/* Any 64-bit unsigned value. */
		if (!*value || strspn(value, "0123456789") != strlen(value) || strlen(value) > 20) {
			cli_error(args, "bad --%s '%s': expected a number 0..18446744073709551615",
			          name, value);
			return CLI_BAD_INPUT;
		}
		errno = 0;
		unsigned long long seed = strtoull(value, NULL, 10);
		if (errno) {
			cli_error(args, "bad --%s '%s': expected a number 0..18446744073709551615",
			          name, value);
			return CLI_BAD_INPUT;
		}
		args->seed = (uint64_t)seed;
		return CLI_OK;
	case OPT_MAX_PLIES:
		if (cli_parse_integer(value, 0, 1000000, &n)) {
			cli_error(args, "bad --%s '%s': expected a number 0..1000000", name, value);
			return CLI_BAD_INPUT;
		}
		args->max_plies = (long)n;
		return CLI_OK;
	case OPT_DEPTH:
	case OPT_NODES:
	case OPT_MOVETIME:
	case OPT_HASH:
	case OPT_THREADS:
	case OPT_MULTIPV:
	case OPT_SKILL:
		return set_number(args, bit, name, value);
	case OPT_WHITE:
		return set_player(args, &args->white, name, value);
	case OPT_BLACK:
		return set_player(args, &args->black, name, value);
	default:
		return CLI_FAILURE;
	}
}

/* The handles of --variant-file, dropped when the program ends (the
 * positions made of them hold references of their own). */
enum { MAX_FILE_VARIANTS = 64 };
static hdc_variant *file_variant;

static void release_file_variant(void)
{
	hdc_variant_unref(file_variant);
	file_variant = NULL;
}

/* Loads --variant-file and picks its variant: the one --variant names, or
 * the file's first. */
static int use_variant_file(struct cli_args *args)
{
	hdc_variant *list[MAX_FILE_VARIANTS];
	int n;
	char why[512];
	if (cli_variant_file(args->variant_file, list, MAX_FILE_VARIANTS, &n, why,
	                     sizeof why) != 0) {
		cli_error(args, "%s", why);
		return CLI_BAD_INPUT;
	}
	hdc_variant *pick = args->variant[0] ? cli_pick_variant(list, n, args->variant) : list[0];
	if (!pick)
		cli_error(args, "%s has no variant '%s'", args->variant_file, args->variant);
	for (int i = 0; i < n; i++)
		if (list[i] != pick)
			hdc_variant_unref(list[i]);
	if (!pick)
		return CLI_BAD_INPUT;
	hdc_variant_get_name(pick, args->variant, sizeof args->variant, NULL);
	if (file_variant)
		hdc_variant_unref(file_variant);
	else
		atexit(release_file_variant);
	file_variant = pick;
	args->variant_handle = pick;
	return CLI_OK;
}

int cli_parse(const char *command, int argc, char **argv, unsigned allowed,
              struct cli_args *args)
{
	memset(args, 0, sizeof *args);
	args->command = command;
	args->seed = 1;
	args->max_plies = CLI_DEFAULT_MAX_PLIES;
	args->skill = -1;
	args->white = args->black = PLAYER_GREEDY;
	/* Operands are gathered at the front of argv itself (never ahead of
	 * the argument being read), so nothing is allocated. */
	args->operands = argv;
	int options_done = 0;
	for (int i = 0; i < argc; i++) {
		char *arg = argv[i];
		if (options_done || arg[0] != '-' || arg[1] == '\0' ||
		    (arg[1] != '-' && !isalpha((unsigned char)arg[1]))) {
			/* An operand ("-" alone and "-5" are operands too, so that a
			 * negative depth is reported as a bad depth). */
			args->operands[args->noperands++] = arg;
			continue;
		}
		if (strcmp(arg, "--") == 0) {
			options_done = 1;
			continue;
		}
		if (arg[1] != '-') {
			cli_error(args, "unknown option '%s' (see hdc --help)", arg);
			return CLI_BAD_INPUT;
		}
		const char *name = arg + 2;
		const char *eq = strchr(name, '=');
		size_t name_len = eq ? (size_t)(eq - name) : strlen(name);
		size_t k;
		for (k = 0; k < sizeof option_table / sizeof option_table[0]; k++)
			if (strlen(option_table[k].name) == name_len &&
			    strncmp(option_table[k].name, name, name_len) == 0)
				break;
		if (allowed & OPT_VARIANT)
			allowed |= OPT_VARIANT_FILE;
		if (k == sizeof option_table / sizeof option_table[0] ||
		    !(allowed & option_table[k].bit)) {
			cli_error(args, "unknown option '%.*s' (see hdc --help)", (int)(name_len + 2),
			          arg);
			return CLI_BAD_INPUT;
		}
		const char *value = NULL;
		if (option_table[k].takes_value) {
			if (eq) {
				value = eq + 1;
			} else if (i + 1 < argc) {
				value = argv[++i];
			} else {
				cli_error(args, "option --%s needs a value", option_table[k].name);
				return CLI_BAD_INPUT;
			}
		} else if (eq) {
			cli_error(args, "option --%s takes no value", option_table[k].name);
			return CLI_BAD_INPUT;
		}
		int rc = set_option(args, option_table[k].bit, option_table[k].name, value);
		if (rc != CLI_OK)
			return rc;
	}
	return args->variant_file ? use_variant_file(args) : CLI_OK;
}

const char *cli_variant(const struct cli_args *args)
{
	return args->variant[0] ? args->variant : "hdc";
}

int cli_load_position(const struct cli_args *args, hdc_position **out)
{
	*out = NULL;
	hdc_position *pos = NULL;
	hdc_status st = args->variant_handle
	                        ? hdc_position_new_from_variant(args->variant_handle, &pos)
	                        : hdc_position_new(cli_variant(args), &pos);
	if (st == HDC_ERR_UNKNOWN_VARIANT)
		return unknown_variant(args, cli_variant(args));
	if (st != HDC_OK) {
		cli_error(args, "cannot create a position: %s", hdc_status_string(st));
		return CLI_FAILURE;
	}
	if (args->position) {
		st = hdc_position_set_text(pos, args->position);
		if (st != HDC_OK) {
			int64_t offset = hdc_position_error_offset(pos);
			const char *message = hdc_position_error_message(pos);
			if (offset >= 0)
				cli_error(args, "bad position text at byte %lld: %s (%s)",
				          (long long)offset, message, hdc_status_string(st));
			else
				cli_error(args, "bad position text: %s (%s)", message,
				          hdc_status_string(st));
			hdc_position_free(pos);
			return st == HDC_ERR_NO_MEMORY ? CLI_FAILURE : CLI_BAD_INPUT;
		}
	}
	*out = pos;
	return CLI_OK;
}

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

int cli_play_operands(const struct cli_args *args, hdc_position *pos, int first)
{
	for (int i = first; i < args->noperands; i++) {
		const char *text = args->operands[i];
		hdc_move move;
		hdc_status st = hdc_position_parse_move(pos, text, &move);
		if (st == HDC_OK)
			st = hdc_position_play(pos, move);
		if (st != HDC_OK) {
			report_bad_move(args, pos, i - first + 1, text, st);
			return st == HDC_ERR_NO_MEMORY ? CLI_FAILURE : CLI_BAD_INPUT;
		}
	}
	return CLI_OK;
}

enum string_kind { STR_POSITION, STR_COORD, STR_SAN, STR_RESULT };

static hdc_status call_string(enum string_kind kind, const hdc_position *pos, hdc_move move,
                              char *buf, size_t cap, size_t *needed)
{
	switch (kind) {
	case STR_POSITION: return hdc_position_text(pos, buf, cap, needed);
	case STR_COORD: return hdc_position_move_coord(pos, move, buf, cap, needed);
	case STR_SAN: return hdc_position_move_san(pos, move, buf, cap, needed);
	case STR_RESULT: return hdc_position_result(pos, buf, cap, needed);
	}
	return HDC_ERR_RANGE;
}

/* The caller-buffer convention: ask for the size (buf = NULL, cap = 0),
 * allocate, fill. */
static char *fetch_string(const struct cli_args *args, enum string_kind kind,
                          const hdc_position *pos, hdc_move move)
{
	static const char *const what[] = { "position text", "coordinate move", "SAN move",
	                                    "result" };
	size_t needed = 0;
	hdc_status st = call_string(kind, pos, move, NULL, 0, &needed);
	if (st != HDC_ERR_BUFFER_TOO_SMALL && st != HDC_OK) {
		cli_error(args, "cannot get the %s: %s", what[kind], hdc_status_string(st));
		return NULL;
	}
	char *buf = malloc(needed ? needed : 1);
	if (!buf) {
		cli_error(args, "out of memory");
		return NULL;
	}
	st = call_string(kind, pos, move, buf, needed, &needed);
	if (st != HDC_OK) {
		cli_error(args, "cannot get the %s: %s", what[kind], hdc_status_string(st));
		free(buf);
		return NULL;
	}
	return buf;
}

char *cli_position_text(const struct cli_args *args, const hdc_position *pos)
{
	return fetch_string(args, STR_POSITION, pos, 0);
}

char *cli_move_coord(const struct cli_args *args, const hdc_position *pos, hdc_move move)
{
	return fetch_string(args, STR_COORD, pos, move);
}

char *cli_move_san(const struct cli_args *args, const hdc_position *pos, hdc_move move)
{
	return fetch_string(args, STR_SAN, pos, move);
}

char *cli_result_text(const struct cli_args *args, const hdc_position *pos)
{
	return fetch_string(args, STR_RESULT, pos, 0);
}

hdc_move *cli_legal_moves(const struct cli_args *args, const hdc_position *pos,
                          size_t *count)
{
	hdc_move *moves = malloc(HDC_MAX_MOVES * sizeof *moves);
	if (!moves) {
		cli_error(args, "out of memory");
		return NULL;
	}
	hdc_status st = hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, count);
	if (st != HDC_OK) {
		cli_error(args, "cannot list the legal moves: %s", hdc_status_string(st));
		free(moves);
		return NULL;
	}
	return moves;
}

const char *cli_status_name(int32_t status)
{
	switch (status) {
	case HDC_STATUS_ONGOING: return "ongoing";
	case HDC_STATUS_CHECKMATE: return "checkmate";
	case HDC_STATUS_STALEMATE: return "stalemate";
	case HDC_STATUS_INSUFFICIENT_MATERIAL: return "insufficient-material";
	case HDC_STATUS_SEVENTYFIVE_MOVES: return "seventyfive-moves";
	case HDC_STATUS_FIVEFOLD_REPETITION: return "fivefold-repetition";
	default: return "unknown";
	}
}

const char *cli_claim_name(uint32_t claims)
{
	const uint32_t both = HDC_CLAIM_FIFTY_MOVES | HDC_CLAIM_THREEFOLD_REPETITION;
	switch (claims & both) {
	case HDC_CLAIM_FIFTY_MOVES: return "fifty-moves";
	case HDC_CLAIM_THREEFOLD_REPETITION: return "threefold-repetition";
	case HDC_CLAIM_FIFTY_MOVES | HDC_CLAIM_THREEFOLD_REPETITION: return "both";
	default: return "none";
	}
}
