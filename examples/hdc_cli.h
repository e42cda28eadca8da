/*
 * hdc_cli.h - what the parts of the `hdc` command-line program share.
 *
 * `hdc` is an example program: it uses nothing but the public API <hdc.h>.
 * Each subcommand lives in its own file (hdc_startpos.c, hdc_perft.c,
 * hdc_moves.c, hdc_play.c, hdc_demo.c, hdc_bench.c, hdc_go.c, hdc_uci.c,
 * hdc_svg.c);
 * argument parsing and the helpers below are in hdc_common.c, what the
 * engine commands share in hdc_engine.c, the ASCII boards in board_ascii.c.
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
	OPT_MAX_PLIES = 1 << 5, /* --max-plies N */
	OPT_DEPTH = 1 << 6,     /* --depth N (search iterations) */
	OPT_NODES = 1 << 7,     /* --nodes N */
	OPT_MOVETIME = 1 << 8,  /* --movetime MS */
	OPT_HASH = 1 << 9,      /* --hash MB */
	OPT_THREADS = 1 << 10,  /* --threads N (search threads) */
	OPT_MULTIPV = 1 << 11,  /* --multipv N */
	OPT_SKILL = 1 << 12,    /* --skill N */
	OPT_WHITE = 1 << 13,    /* --white PLAYER */
	OPT_BLACK = 1 << 14,    /* --black PLAYER */
	/* --variant-file FILE: wherever --variant is allowed (cli_parse adds
	 * it); with --variant NAME too, NAME picks one of the file's. */
	OPT_VARIANT_FILE = 1 << 15
};

/* The players of `hdc demo` (--white, --black). */
enum cli_player {
	PLAYER_GREEDY = 0,  /* the one-ply player of hdc_demo.c (the default) */
	PLAYER_RANDOM = 1,  /* a uniformly random legal move */
	PLAYER_ENGINE = 2   /* the library's engine (hdc_engine_search) */
};

struct cli_args {
	const char *command;    /* the subcommand's name, for messages */
	char variant[32];       /* lower-cased --variant, "" if not given */
	const char *position;   /* --position TEXT, NULL if not given */
	const char *variant_file; /* --variant-file FILE, NULL if not given */
	int divide;
	int san;
	uint64_t seed;          /* --seed, default 1 */
	long max_plies;         /* --max-plies, default CLI_DEFAULT_MAX_PLIES */
	unsigned given;         /* the OPT_* bits of the options given */
	long long depth;        /* --depth, --nodes, --movetime: 0 if not given */
	long long nodes;
	long long movetime;
	int hash;               /* --hash MB, 0 if not given */
	int threads;            /* --threads, 0 if not given */
	int multipv;            /* --multipv, 0 if not given */
	int skill;              /* --skill, -1 if not given */
	int white, black;       /* enum cli_player, default PLAYER_GREEDY */
	/* The variant of --variant-file (released at exit), NULL if none. */
	hdc_variant *variant_handle;
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

/* hdc_variant_file.c: variant description files.  A file may hold several
 * descriptions, each beginning with a [variant] line. */
/* The file's bytes (NUL-terminated, at most 1 MiB) malloc'd; NULL with
 * *why set. */
char *cli_read_file(const char *path, size_t *len, char *why, size_t why_cap);
/* Every description of text (read from path) into out[0..cap): 0 and
 * *count, or -1 with *why ("FILE: line L, column C: ...", lines of the
 * file) and nothing kept. */
int cli_load_variants(const char *path, const char *text, size_t len, hdc_variant **out,
                      int cap, int *count, char *why, size_t why_cap);
/* Both: read path and load its descriptions. */
int cli_variant_file(const char *path, hdc_variant **out, int cap, int *count, char *why,
                     size_t why_cap);
/* The variant of list named name (any case), or NULL. */
hdc_variant *cli_pick_variant(hdc_variant *const *list, int n, const char *name);

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

/* Play the moves args->operands[first..] (SAN or coordinate notation) on
 * pos.  CLI_OK, or CLI_BAD_INPUT after naming the move (counted from 1)
 * and why it cannot be played (CLI_FAILURE when out of memory). */
int cli_play_operands(const struct cli_args *args, hdc_position *pos, int first);

/* hdc_engine.c: what `go`, `uci` and `demo` share. */

/* A new engine with the options args gives (--hash, --threads, --multipv,
 * --skill) and its search limits (--depth, --nodes, --movetime; none given:
 * default_movetime ms, if > 0).  NULL after a message. */
hdc_engine *cli_engine_new(const struct cli_args *args, long long default_movetime);
/* Reject more than one of --depth, --nodes and --movetime: CLI_OK or
 * CLI_BAD_INPUT after a message. */
int cli_one_limit(const struct cli_args *args);

/* The coordinate notation of move (pos names its variant) into buf;
 * "(none)" for HDC_MOVE_NULL or a move that cannot be written. */
void engine_move_text(const hdc_position *pos, hdc_move move, char *buf, size_t cap);
/* Print the UCI info lines of the engine's last completed iteration, one
 * per MultiPV line:
 *   info depth D seldepth S multipv K score cp X|mate N nodes N nps N
 *        time T pv m1 m2 ...
 * pos is the searched position (for the variant's notation).  The number
 * of lines printed. */
int engine_print_info(FILE *out, const hdc_engine *engine, const hdc_position *pos);
/* What UCI says for a position whose game is over (nothing to search):
 * "info depth 0 score mate 0" (checkmate) or "... score cp 0". */
void engine_print_game_over(FILE *out, const hdc_position *pos);

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
int cmd_go(int argc, char **argv);
int cmd_uci(int argc, char **argv);
int cmd_svg(int argc, char **argv);
int cmd_variant(int argc, char **argv);

/* hdc_svg.c: the SVG picture of pos (hdc_position_svg with the option
 * text `options`) written to out.  CLI_OK, or CLI_BAD_INPUT (bad options)
 * / CLI_FAILURE after a message. */
int cli_write_svg(const struct cli_args *args, const hdc_position *pos, const char *options,
                  FILE *out);

/* hdc_bench_search.c: the search part of `hdc bench`: prints one line per
 * position, totals per variant and the speed summary; adds the searches
 * that failed or ran differently to *wrong; returns the searches made. */
int bench_search(int quick, int repeat, int *wrong);

/* board_ascii.c: the position as one small ASCII board per layer, laid out
 * side by side in rows no wider than `width` columns. */
int board_ascii_print(FILE *out, const hdc_position *pos, int width);

#endif /* HDC_CLI_H */
