/*
 * hdc_cli.h - what the parts of the `hdc` command-line program share.
 *
 * `hdc` is an example program: it uses nothing but the public API <hdc.h>.
 * Each subcommand lives in its own file (hdc_startpos.c, hdc_perft.c,
 * hdc_moves.c, hdc_play.c, hdc_demo.c, hdc_bench.c); argument parsing and
 * the helpers below are in hdc_common.c, the ASCII boards in board_ascii.c.
 *
 * Exit status: 0 success, 2 bad input (the message on stderr names the
 * problem), 1 an unexpected failure of the library (out of memory, ...).
 */
#ifndef HDC_CLI_H
#define HDC_CLI_H

#include <stdint.h>
#include <stdio.h>

#include <hdc.h>

enum cli_exit {
	CLI_OK = 0,
	CLI_FAILURE = 1,
	CLI_BAD_INPUT = 2
};

/* The options a subcommand accepts (bits of cli_parse's `allowed`). */
enum cli_option {
	OPT_VARIANT = 1 << 0,   /* --variant NAME */
	OPT_POSITION = 1 << 1,  /* --position TEXT */
	OPT_DIVIDE = 1 << 2,    /* --divide */
	OPT_SAN = 1 << 3,       /* --san */
	OPT_SEED = 1 << 4,      /* --seed N */
	OPT_MAX_PLIES = 1 << 5  /* --max-plies N */
};

struct cli_args {
	const char *command;    /* the subcommand's name, for messages */
	char variant[32];       /* lower-cased --variant, "" if not given */
	const char *position;   /* --position TEXT, NULL if not given */
	int divide;
	int san;
	uint64_t seed;          /* --seed, default 1 */
	long max_plies;         /* --max-plies, default CLI_DEFAULT_MAX_PLIES */
	char **operands;        /* the arguments that are not options */
	int noperands;
};

enum { CLI_DEFAULT_MAX_PLIES = 2000 };

/* Print a message prefixed by "hdc <command>: " to stderr. */
void cli_error(const struct cli_args *args, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 2, 3)))
#endif
	;

/* Parse argv[0..argc) (the arguments after the subcommand's name).  Options
 * may come before or after the operands; "--" ends the options; both
 * "--opt VALUE" and "--opt=VALUE" work.  Returns CLI_OK, or CLI_BAD_INPUT
 * after printing what is wrong. */
int cli_parse(const char *command, int argc, char **argv, unsigned allowed,
              struct cli_args *args);

/* The position the options ask for: the variant's start position, or
 * --position TEXT read in that variant.  CLI_OK or CLI_BAD_INPUT/FAILURE
 * after printing the problem (unknown variant, bad text with its offset). */
int cli_load_position(const struct cli_args *args, hdc_position **out);

/* The variant name for messages and library calls (NULL means "hdc"). */
const char *cli_variant(const struct cli_args *args);

/* Malloc'd strings from the library's caller-buffer functions; NULL (after
 * printing the status) on failure.  The caller frees them. */
char *cli_position_text(const struct cli_args *args, const hdc_position *pos);
char *cli_move_coord(const struct cli_args *args, const hdc_position *pos, hdc_move move);
char *cli_move_san(const struct cli_args *args, const hdc_position *pos, hdc_move move);
char *cli_result_text(const struct cli_args *args, const hdc_position *pos);

/* All legal moves into a malloc'd array of HDC_MAX_MOVES; NULL on failure. */
hdc_move *cli_legal_moves(const struct cli_args *args, const hdc_position *pos,
                          size_t *count);

/* Strict decimal parse of a whole string into [min, max]; 0 on success. */
int cli_parse_integer(const char *text, long long min, long long max, long long *value);

/* hdc_perft.c: take an option cli_parse does not know out of
 * argv[0..*argc) before cli_parse sees the rest: every "--NAME VALUE" or
 * "--NAME=VALUE" (takes_value) or "--NAME" (a flag) ahead of "--" is removed
 * and *argc lowered; *value receives the last value given ("" for a flag).
 * The values of cli_parse's own options ("--position TEXT", ...) are
 * skipped, never mistaken for options.  Returns 1 if the option was given,
 * 0 if not, -1 after printing the problem (a missing value, a value given
 * to a flag). */
int cli_take_option(const char *command, int *argc, char **argv, const char *name,
                    int takes_value, const char **value);

/* Names used by `play` and `demo`. */
const char *cli_status_name(int32_t status);   /* "checkmate", ... */
const char *cli_claim_name(uint32_t claims);   /* "none", "fifty-moves", ... */

/* The subcommands. */
int cmd_startpos(int argc, char **argv);
int cmd_perft(int argc, char **argv);
int cmd_moves(int argc, char **argv);
int cmd_play(int argc, char **argv);
int cmd_demo(int argc, char **argv);
int cmd_bench(int argc, char **argv);

/* hdc_bench_search.c: the search part of `hdc bench`: prints one line per
 * position, totals per variant and the speed summary; adds the searches
 * that failed or ran differently to *wrong; returns the searches made. */
int bench_search(int quick, int repeat, int *wrong);

/* board_ascii.c: the position as one small ASCII board per layer, laid out
 * side by side in rows no wider than `width` columns. */
int board_ascii_print(FILE *out, const hdc_position *pos, int width);

#endif /* HDC_CLI_H */
