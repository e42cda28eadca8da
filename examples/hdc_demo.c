/*
 * hdc_demo.c - `hdc demo [--seed N] [--variant NAME] [--max-plies N]
 *              [--white PLAYER] [--black PLAYER] [--nodes N | --movetime MS |
 *              --depth N] [--svg FILE]`: two players play a complete game; print its
 * record, the final position as ASCII boards and the result with its reason.
 *
 * The players (--white, --black; both "greedy" by default):
 *
 * greedy: the built-in one-ply player, reproducible from the seed so that
 * other programs (the Python tests) can replay the same game move for move:
 *
 *   1. List the legal moves (hdc_position_legal_moves, library order).
 *   2. Score each one: 1000 if it checkmates; else, for a capture, the value
 *      of the captured piece (en passant: a pawn) from piece_value[] below,
 *      indexed by enum hdc_piece_type; else 0.
 *   3. Keep the moves with the highest score, in list order, and pick
 *      candidates[next() % count], drawing exactly one number per move.
 *
 * random: moves[next() % count] of all the legal moves (library order), one
 * number per move as well.
 *
 * engine: the library's engine (hdc_engine_search on the game's position,
 * history included), one engine per side, started cleared; its budget per
 * move is --nodes N (default 20000), --movetime MS or --depth N.  With a
 * node or depth budget the game is reproducible too.
 *
 * next() is SplitMix64 with the state starting at the seed (one state for
 * both players):
 *     state += 0x9E3779B97F4A7C15;
 *     z = state;
 *     z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9;
 *     z = (z ^ (z >> 27)) * 0x94D049BB133111EB;
 *     return z ^ (z >> 31);
 *
 * The game stops, before each move, when hdc_position_status() says it is
 * over; when hdc_position_claimable() offers a draw (the side to move
 * claims it: 1/2-1/2); or after --max-plies half-moves (default 2000;
 * reported as unfinished, result "*").
 *
 * --svg FILE also writes the final position as an SVG picture (hdc svg's
 * defaults: grid layout, the last move highlighted); the printed output
 * stays the same.
 */
#include <stdlib.h>
#include <string.h>

#include "hdc_cli.h"

/* By enum hdc_piece_type: -, P, K, Q, D, R, B, M, T, V, N, E, G, A. */
static const int piece_value[] = { 0, 1, 0, 9, 8, 5, 3, 3, 7, 6, 3, 3, 3, 7 };

enum { MATE_SCORE = 1000, DEFAULT_ENGINE_NODES = 20000 };

static uint64_t splitmix64(uint64_t *state)
{
	uint64_t z = (*state += UINT64_C(0x9E3779B97F4A7C15));
	z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
	return z ^ (z >> 31);
}

static int value_of_type(int32_t type)
{
	if (type < 0 || type >= (int32_t)(sizeof piece_value / sizeof piece_value[0]))
		return 0;
	return piece_value[type];
}

/* The score of one move (see the top of the file); -1 on a library error. */
static int score_move(hdc_position *pos, hdc_move move)
{
	int32_t check = 0, status = HDC_STATUS_ONGOING, winner;
	if (hdc_position_play(pos, move) != HDC_OK)
		return -1;
	hdc_status st = hdc_position_in_check(pos, &check);
	if (st == HDC_OK && check)
		st = hdc_position_status(pos, &status, &winner);
	if (hdc_position_undo(pos) != HDC_OK || st != HDC_OK)
		return -1;
	if (status == HDC_STATUS_CHECKMATE)
		return MATE_SCORE;
	if (!hdc_move_is_capture(move))
		return 0;
	if (hdc_move_kind(move) == HDC_MOVE_EN_PASSANT)
		return value_of_type(HDC_PAWN);
	hdc_piece victim = 0;
	if (hdc_position_piece_at(pos, hdc_move_to(move), &victim) != HDC_OK)
		return -1;
	return value_of_type(hdc_piece_type(victim));
}

/* Choose the greedy player's move; CLI_OK or CLI_FAILURE. */
static int choose_greedy(const struct cli_args *args, hdc_position *pos, uint64_t *rng,
                       hdc_move *chosen)
{
	size_t count;
	hdc_move *moves = cli_legal_moves(args, pos, &count);
	if (!moves)
		return CLI_FAILURE;
	size_t ncand = 0;
	int best = -1;
	for (size_t i = 0; i < count; i++) {
		int score = score_move(pos, moves[i]);
		if (score < 0) {
			cli_error(args, "cannot try a move: %s", hdc_position_error_message(pos));
			free(moves);
			return CLI_FAILURE;
		}
		if (score > best) {
			best = score;
			ncand = 0;
		}
		if (score == best)
			moves[ncand++] = moves[i]; /* ncand <= i: safe in place */
	}
	if (ncand == 0) {
		free(moves);
		cli_error(args, "no legal move to choose from");
		return CLI_FAILURE;
	}
	*chosen = moves[splitmix64(rng) % ncand];
	free(moves);
	return CLI_OK;
}

static int choose_random(const struct cli_args *args, hdc_position *pos, uint64_t *rng,
                         hdc_move *chosen)
{
	size_t count;
	hdc_move *moves = cli_legal_moves(args, pos, &count);
	if (!moves)
		return CLI_FAILURE;
	if (count == 0) {
		free(moves);
		cli_error(args, "no legal move to choose from");
		return CLI_FAILURE;
	}
	*chosen = moves[splitmix64(rng) % count];
	free(moves);
	return CLI_OK;
}

struct player {
	int kind;            /* enum cli_player */
	hdc_engine *engine;  /* PLAYER_ENGINE */
	char name[96];       /* the record's White / Black tag */
};

static int choose_move(const struct cli_args *args, struct player *player, hdc_position *pos,
                       uint64_t *rng, hdc_move *chosen)
{
	switch (player->kind) {
	case PLAYER_RANDOM:
		return choose_random(args, pos, rng, chosen);
	case PLAYER_ENGINE: {
		hdc_status st = hdc_engine_search(player->engine, pos, chosen);
		if (st != HDC_OK) {
			cli_error(args, "the engine's search failed: %s", hdc_status_string(st));
			return CLI_FAILURE;
		}
		return CLI_OK;
	}
	default:
		return choose_greedy(args, pos, rng, chosen);
	}
}

/* Set up a player; CLI_OK or a failure after a message. */
static int player_init(const struct cli_args *args, int kind, struct player *player)
{
	player->kind = kind;
	player->engine = NULL;
	switch (kind) {
	case PLAYER_RANDOM:
		snprintf(player->name, sizeof player->name, "hdc random player");
		return CLI_OK;
	case PLAYER_ENGINE: {
		struct cli_args budget = *args;
		if (!(args->given & (OPT_DEPTH | OPT_NODES | OPT_MOVETIME)))
			budget.nodes = DEFAULT_ENGINE_NODES;
		player->engine = cli_engine_new(&budget, 0);
		if (!player->engine)
			return CLI_FAILURE;
		if (budget.nodes > 0)
			snprintf(player->name, sizeof player->name, "libhdc %s engine, %lld nodes",
			         hdc_version(), budget.nodes);
		else if (budget.depth > 0)
			snprintf(player->name, sizeof player->name, "libhdc %s engine, depth %lld",
			         hdc_version(), budget.depth);
		else
			snprintf(player->name, sizeof player->name, "libhdc %s engine, %lld ms",
			         hdc_version(), budget.movetime);
		return CLI_OK;
	}
	default:
		snprintf(player->name, sizeof player->name, "hdc demo player");
		return CLI_OK;
	}
}

enum end_kind { END_RULE, END_CLAIM, END_CAP };

static const char *status_reason(int32_t status)
{
	switch (status) {
	case HDC_STATUS_CHECKMATE: return "checkmate";
	case HDC_STATUS_STALEMATE: return "stalemate";
	case HDC_STATUS_INSUFFICIENT_MATERIAL: return "insufficient material";
	case HDC_STATUS_SEVENTYFIVE_MOVES: return "seventy-five-move rule";
	case HDC_STATUS_FIVEFOLD_REPETITION: return "fivefold repetition";
	default: return "game over";
	}
}

static const char *claim_reason(uint32_t claims)
{
	const uint32_t both = HDC_CLAIM_FIFTY_MOVES | HDC_CLAIM_THREEFOLD_REPETITION;
	if ((claims & both) == both)
		return "fifty-move rule and threefold repetition";
	if (claims & HDC_CLAIM_FIFTY_MOVES)
		return "fifty-move rule";
	return "threefold repetition";
}

/* The record text of pos's game; malloc'd, NULL after a message. */
static char *game_record(const struct cli_args *args, const hdc_position *pos,
                         enum end_kind end, const struct player players[2])
{
	hdc_game *game = NULL;
	hdc_status st = hdc_game_from_position(pos, &game);
	char event[64], *text = NULL;
	snprintf(event, sizeof event, "hdc demo --seed %llu", (unsigned long long)args->seed);
	if (st == HDC_OK)
		st = hdc_game_set_tag(game, "Event", event);
	if (st == HDC_OK)
		st = hdc_game_set_tag(game, "Site", "libhdc");
	if (st == HDC_OK)
		st = hdc_game_set_tag(game, "White", players[HDC_WHITE].name);
	if (st == HDC_OK)
		st = hdc_game_set_tag(game, "Black", players[HDC_BLACK].name);
	if (st == HDC_OK && end == END_CLAIM)
		st = hdc_game_set_tag(game, "Result", "1/2-1/2");
	size_t needed = 0;
	if (st == HDC_OK) {
		st = hdc_game_write(game, NULL, 0, &needed);
		if (st == HDC_ERR_BUFFER_TOO_SMALL) {
			text = malloc(needed);
			st = text ? hdc_game_write(game, text, needed, &needed) : HDC_ERR_NO_MEMORY;
		}
	}
	if (st != HDC_OK) {
		cli_error(args, "cannot write the game record: %s (%s)", hdc_status_string(st),
		          game ? hdc_game_error_message(game) : "");
		free(text);
		text = NULL;
	}
	hdc_game_free(game);
	return text;
}

/* --svg FILE: the final position's picture, the last move highlighted. */
static int write_svg_file(const struct cli_args *args, const hdc_position *pos,
                          const char *path)
{
	FILE *out = fopen(path, "w");
	if (!out) {
		cli_error(args, "cannot open '%s' for writing", path);
		return CLI_FAILURE;
	}
	int rc = cli_write_svg(args, pos, "lastmove=auto check=auto", out);
	if (fclose(out) != 0 && rc == CLI_OK) {
		cli_error(args, "error writing '%s'", path);
		rc = CLI_FAILURE;
	}
	return rc;
}

int cmd_demo(int argc, char **argv)
{
	const char *svg_path = NULL;
	int found = cli_take_option("demo", &argc, argv, "svg", 1, &svg_path);
	if (found < 0)
		return CLI_BAD_INPUT;
	if (found && !*svg_path) {
		fprintf(stderr, "hdc demo: option --svg needs a file name\n");
		return CLI_BAD_INPUT;
	}
	struct cli_args args;
	int rc = cli_parse("demo", argc, argv,
	                   OPT_SEED | OPT_VARIANT | OPT_MAX_PLIES | OPT_WHITE | OPT_BLACK |
	                           OPT_DEPTH | OPT_NODES | OPT_MOVETIME,
	                   &args);
	if (rc != CLI_OK || (rc = cli_one_limit(&args)) != CLI_OK)
		return rc;
	if (args.noperands > 0) {
		cli_error(&args, "unexpected argument '%s'", args.operands[0]);
		return CLI_BAD_INPUT;
	}
	if ((args.given & (OPT_DEPTH | OPT_NODES | OPT_MOVETIME)) &&
	    args.white != PLAYER_ENGINE && args.black != PLAYER_ENGINE) {
		cli_error(&args, "--depth, --nodes and --movetime are for engine players "
		                 "(--white engine or --black engine)");
		return CLI_BAD_INPUT;
	}
	hdc_position *pos;
	if ((rc = cli_load_position(&args, &pos)) != CLI_OK)
		return rc;
	struct player players[2];
	players[HDC_WHITE].engine = players[HDC_BLACK].engine = NULL;
	rc = player_init(&args, args.white, &players[HDC_WHITE]);
	if (rc == CLI_OK)
		rc = player_init(&args, args.black, &players[HDC_BLACK]);
	if (rc != CLI_OK) {
		hdc_engine_free(players[HDC_WHITE].engine);
		hdc_position_free(pos);
		return rc;
	}

	uint64_t rng = args.seed;
	long plies = 0;
	int32_t status = HDC_STATUS_ONGOING, winner = -1;
	uint32_t claims = 0;
	enum end_kind end = END_RULE;
	for (;;) {
		hdc_status st = hdc_position_status(pos, &status, &winner);
		if (st == HDC_OK && status == HDC_STATUS_ONGOING)
			st = hdc_position_claimable(pos, &claims);
		if (st != HDC_OK) {
			cli_error(&args, "cannot query the position: %s", hdc_status_string(st));
			rc = CLI_FAILURE;
			break;
		}
		if (status != HDC_STATUS_ONGOING) {
			end = END_RULE;
			break;
		}
		if (claims != HDC_CLAIM_NONE) {
			end = END_CLAIM;
			break;
		}
		if (plies >= args.max_plies) {
			end = END_CAP;
			break;
		}
		hdc_move move;
		int32_t side = HDC_WHITE;
		if ((st = hdc_position_side_to_move(pos, &side)) != HDC_OK) {
			cli_error(&args, "cannot query the position: %s", hdc_status_string(st));
			rc = CLI_FAILURE;
			break;
		}
		struct player *player = &players[side == HDC_BLACK ? HDC_BLACK : HDC_WHITE];
		if ((rc = choose_move(&args, player, pos, &rng, &move)) != CLI_OK)
			break;
		if ((st = hdc_position_play(pos, move)) != HDC_OK) {
			cli_error(&args, "cannot play the chosen move: %s", hdc_status_string(st));
			rc = CLI_FAILURE;
			break;
		}
		plies++;
	}
	hdc_engine_free(players[HDC_WHITE].engine);
	hdc_engine_free(players[HDC_BLACK].engine);
	if (rc != CLI_OK) {
		hdc_position_free(pos);
		return rc;
	}

	char *record = game_record(&args, pos, end, players);
	char *text = record ? cli_position_text(&args, pos) : NULL;
	char *result = text ? cli_result_text(&args, pos) : NULL;
	int32_t side = HDC_WHITE;
	if (!result || hdc_position_side_to_move(pos, &side) != HDC_OK) {
		rc = CLI_FAILURE;
		goto done;
	}
	printf("%s", record);
	size_t len = strlen(record);
	if (len == 0 || record[len - 1] != '\n')
		putchar('\n');
	printf("\nFinal position after %ld plies, %s to move:\n\n", plies,
	       side == HDC_WHITE ? "white" : "black");
	if (board_ascii_print(stdout, pos, 80) != 0) {
		cli_error(&args, "cannot draw the boards");
		rc = CLI_FAILURE;
		goto done;
	}
	printf("\nPosition: %s\n", text);
	switch (end) {
	case END_RULE:
		printf("Result: %s (%s)\n", result, status_reason(status));
		break;
	case END_CLAIM:
		printf("Result: 1/2-1/2 (%s claimed by %s)\n", claim_reason(claims),
		       side == HDC_WHITE ? "white" : "black");
		break;
	case END_CAP:
		printf("Result: * (unfinished: stopped after %ld plies)\n", plies);
		break;
	}
	if (found)
		rc = write_svg_file(&args, pos, svg_path);
done:
	free(record);
	free(text);
	free(result);
	hdc_position_free(pos);
	return rc;
}
