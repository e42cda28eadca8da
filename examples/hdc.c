/*
 * hdc.c - the `hdc` command-line program: entry point and usage.
 *
 *   hdc startpos [--variant NAME]
 *   hdc perft [--variant NAME] [--position TEXT] [--divide] [--threads N] DEPTH
 *   hdc moves [--variant NAME] [--position TEXT] [--san]
 *   hdc play [--variant NAME] [--position TEXT] [MOVE...]
 *   hdc demo [--seed N] [--variant NAME] [--max-plies N] [--white PLAYER]
 *            [--black PLAYER] [--nodes N | --movetime MS | --depth N]
 *            [--svg FILE]
 *   hdc bench [--repeat N] [--quick] [--search]
 *   hdc go [--variant NAME] [--position TEXT] [--depth N | --nodes N |
 *          --movetime MS] [--hash MB] [--threads N] [--multipv N] [--skill N]
 *          [MOVE...]
 *   hdc uci
 *   hdc variant show NAME | show --variant-file FILE | check FILE
 *   hdc svg [--variant NAME] [--position TEXT] [--layout row|grid|stack]
 *           [--flip] [--size N] [--no-coordinates] [--no-labels] [--theme T]
 *           [--legend] [--columns N] [--highlight CELL[:COLOUR]]...
 *           [--marked CELL]... [--arrow FROM,TO[:COLOUR]]... [--select CELL]
 *           [MOVE...]
 *
 * An example of the public API <hdc.h> (and nothing else); the README's
 * command reference describes the output users script against.
 */
#include <string.h>

#include "hdc_cli.h"

static const char usage_text[] =
	"usage: hdc COMMAND [OPTIONS] [ARGUMENTS]\n"
	"\n"
	"Commands:\n"
	"  startpos [--variant NAME]\n"
	"      Print the start position text.\n"
	"  perft [--variant NAME] [--position TEXT] [--divide] [--threads N] DEPTH\n"
	"      Print 'D<d> <nodes> <seconds> s <rate> Mnodes/s' for d = 1..DEPTH\n"
	"      (DEPTH 1..12).  With --divide: '<move> <nodes>' for every legal\n"
	"      move (perft DEPTH-1 below it), then 'total <nodes>'.  --threads N\n"
	"      (1..256, default 1) shares the root moves out among N threads:\n"
	"      same counts, same lines.\n"
	"  moves [--variant NAME] [--position TEXT] [--san]\n"
	"      Print the legal moves, one a line, in coordinate notation\n"
	"      (e2IVe4IV) or, with --san, in SAN (e4\xE2\x80\x93IV).\n"
	"  play [--variant NAME] [--position TEXT] [MOVE...]\n"
	"      Play the moves (SAN or coordinate notation) and print the\n"
	"      position reached: position, status, check, claimable, result.\n"
	"  demo [--seed N] [--variant NAME] [--max-plies N] [--white PLAYER]\n"
	"       [--black PLAYER] [--nodes N | --movetime MS | --depth N]\n"
	"       [--svg FILE]\n"
	"      Play a complete game (seed default 1, cap default 2000 plies)\n"
	"      and print the game record, the final position as ASCII boards\n"
	"      and the result.  PLAYER: greedy (the built-in one-ply player,\n"
	"      the default), random, or engine (the library's engine, thinking\n"
	"      --nodes N a move, default 20000, or --movetime MS, or --depth N).\n"
	"      --svg FILE: also write the final position as SVG (see svg).\n"
	"  go [--variant NAME] [--position TEXT] [--depth N | --nodes N |\n"
	"     --movetime MS] [--hash MB] [--threads N] [--multipv N] [--skill N]\n"
	"     [MOVE...]\n"
	"      Play the moves (SAN or coordinate notation), search the position\n"
	"      reached (default --movetime 1000) and print UCI lines: after each\n"
	"      iteration 'info depth D seldepth S multipv K score cp X|mate N\n"
	"      nodes N nps N time MS pv MOVE...', at the end 'bestmove MOVE'\n"
	"      (coordinate notation; 'bestmove (none)' if the game is over).\n"
	"      --hash MB (1..65536, default 16), --threads N (1..64, default 1),\n"
	"      --multipv N (1..64 best lines, default 1), --skill N (0..20,\n"
	"      default 20 = full strength).\n"
	"  uci\n"
	"      Speak the UCI protocol on stdin/stdout (for GUIs and match\n"
	"      programs); options UCI_Variant (hdc, raumschach, 3d8l, cescacs),\n"
	"      Hash, Threads, MultiPV, Skill Level, UCI_LimitStrength, UCI_Elo.\n"
	"  svg [--variant NAME] [--position TEXT] [--layout row|grid|stack]\n"
	"      [--flip] [--size N] [--no-coordinates] [--no-labels] [--theme T]\n"
	"      [--legend] [--columns N] [--highlight CELL[:COLOUR]]...\n"
	"      [--marked CELL]... [--arrow FROM,TO[:COLOUR]]... [--select CELL]\n"
	"      [MOVE...]\n"
	"      Play the moves and write the position as an SVG picture to\n"
	"      stdout, the last move highlighted and a king in check marked.\n"
	"      --layout: the layers side by side in a grid (default), in one\n"
	"      row, or stacked in perspective (C'escacs: one hexagonal board).\n"
	"      --size N: pixels of the longer side (16..8192).  --theme brown\n"
	"      (default), blue or green.  --select CELL: that piece and its\n"
	"      legal targets.  COLOUR: #rrggbb.  Each option takes one value\n"
	"      and may be repeated where a list makes sense.\n"
	"  bench [--repeat N] [--quick] [--search]\n"
	"      Time perft on a fixed suite, bulk counting and full make/unmake\n"
	"      at every leaf, best of N runs (default 3): one line per item with\n"
	"      nodes, seconds and Mnodes/s, a count that differs from the perft\n"
	"      table marked WRONG; then the bytes of a position handle and of a\n"
	"      move of its history; then the engine: fixed-depth searches of a\n"
	"      fixed set of positions per variant (nodes, seconds, nodes/s, best\n"
	"      move; totals per variant; best of N only if --repeat is given).\n"
	"      --quick: a small suite and shallow searches for smoke tests.\n"
	"      --search: the engine's searches alone.\n"
	"  variant show NAME | show --variant-file FILE [--variant NAME] |\n"
	"          check FILE\n"
	"      Print a variant's description (docs/VARIANTS.md), or read every\n"
	"      description of FILE and say 'NAME: ok (TITLE)' or what is wrong.\n"
	"  help\n"
	"      Print this text.\n"
	"\n";

/* The rest of the text: one literal would outgrow the 4095 bytes C
 * promises. */
static const char usage_options[] =
	"Options:\n"
	"  --variant NAME   hdc (default), raumschach, 3d8l or cescacs (C'escacs);\n"
	"                   any case, and the Variant tags of game records\n"
	"                   (HDC, Raumschach, 3D8L, C'escacs) too\n"
	"  --variant-file FILE  play a variant of one's own: FILE holds HVD\n"
	"                   descriptions (docs/VARIANTS.md); --variant NAME picks\n"
	"                   one of them (default: the first)\n"
	"  --position TEXT  start from this position text instead of the\n"
	"                   variant's start position\n"
	"\n"
	"Exit status: 0 success, 2 bad input (message on stderr), 1 failure.\n";

static const struct {
	const char *name;
	int (*run)(int argc, char **argv);
} commands[] = {
	{ "startpos", cmd_startpos },
	{ "perft", cmd_perft },
	{ "moves", cmd_moves },
	{ "play", cmd_play },
	{ "demo", cmd_demo },
	{ "bench", cmd_bench },
	{ "go", cmd_go },
	{ "uci", cmd_uci },
	{ "svg", cmd_svg },
	{ "variant", cmd_variant },
};

static void usage(FILE *out)
{
	fputs(usage_text, out);
	fputs(usage_options, out);
}

static int is_help(const char *arg)
{
	return strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0 ||
	       strcmp(arg, "help") == 0;
}

int main(int argc, char **argv)
{
	if (argc < 2) {
		usage(stderr);
		return CLI_BAD_INPUT;
	}
	if (is_help(argv[1])) {
		usage(stdout);
		return CLI_OK;
	}
	if (strcmp(argv[1], "--version") == 0) {
		printf("hdc (libhdc %s)\n", hdc_version());
		return CLI_OK;
	}
	for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
		if (strcmp(argv[1], commands[i].name) != 0)
			continue;
		for (int k = 2; k < argc && strcmp(argv[k], "--") != 0; k++)
			if (strcmp(argv[k], "--help") == 0 || strcmp(argv[k], "-h") == 0) {
				usage(stdout);
				return CLI_OK;
			}
		int rc = commands[i].run(argc - 2, argv + 2);
		if (fflush(stdout) != 0 || ferror(stdout)) {
			fprintf(stderr, "hdc %s: error writing the output\n", commands[i].name);
			return CLI_FAILURE;
		}
		return rc;
	}
	fprintf(stderr, "hdc: unknown %s '%s' (see hdc --help)\n",
	        argv[1][0] == '-' ? "option" : "command", argv[1]);
	return CLI_BAD_INPUT;
}
