/*
 * test_engine_games.c VARIANT [GAMES [MAX_PLIES]] - the engine at 20 000 nodes a move
 * against the greedy player of `hdc demo` (issue 13, tests): GAMES games
 * (default 10), colours alternating (the engine is white in the even
 * games).  The engine must win every game in the cube variants and at
 * least 9 of 10 (the same share of GAMES) in C'escacs.  Prints every game
 * and the score.  Exit status 0 when the engine won enough games.
 *
 * The greedy player is the one of examples/hdc_demo.c, reimplemented here
 * with the public API:
 *
 *   1. list the legal moves (hdc_position_legal_moves, library order);
 *   2. score each: 1000 if it checkmates; else for a capture the value of
 *      the piece taken (en passant: a pawn) from piece_value[] below; else 0;
 *   3. keep the moves of the highest score, in list order, and play
 *      candidates[splitmix64() % count], one number drawn per move, the
 *      generator's state starting at the seed (here: the game's number + 1).
 *
 * As in `hdc demo`, the greedy player claims a draw whenever one is
 * offered on its turn (hdc_position_claimable).  A game ends by rule
 * (hdc_position_status), by that claim, or after MAX_PLIES half-moves
 * (default 400: 3D8L's armies of 128 men take long to mate, and its
 * won games reached 256 and 301 plies);
 * only a game the rules end with the engine as the winner counts as won
 * (in C'escacs a stalemate counts for the side that stalemated).
 *
 * The engine: hdc_engine_new() defaults (16 MiB, one thread, full
 * strength), hdc_engine_clear() at every new game, a node limit of
 * ENGINE_NODES per move: a deterministic search, so every run plays the
 * same games.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <hdc.h>

enum { ENGINE_NODES = 20000, DEFAULT_MAX_PLIES = 400, MATE_SCORE = 1000, DEFAULT_GAMES = 10 };

/* Half-moves after which a game stops unfinished (argument 3). */
static int max_plies = DEFAULT_MAX_PLIES;

/* By enum hdc_piece_type: -, P, K, Q, D, R, B, M, T, V, N, E, G, A (as
 * examples/hdc_demo.c). */
static const int piece_value[] = { 0, 1, 0, 9, 8, 5, 3, 3, 7, 6, 3, 3, 3, 7 };

static hdc_move moves[HDC_MAX_MOVES];

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

static void die(const char *what, hdc_status st)
{
	fprintf(stderr, "test_engine_games: %s: %s (%s)\n", what, hdc_status_string(st),
	        hdc_last_error_message());
	exit(2);
}

#define CHECK(call)                             \
	do {                                    \
		hdc_status st_ = (call);        \
		if (st_ != HDC_OK)              \
			die(#call, st_);        \
	} while (0)

/* The greedy player's score of one move. */
static int score_move(hdc_position *pos, hdc_move move)
{
	int32_t check = 0, status = HDC_STATUS_ONGOING, winner;
	CHECK(hdc_position_play(pos, move));
	CHECK(hdc_position_in_check(pos, &check));
	if (check)
		CHECK(hdc_position_status(pos, &status, &winner));
	CHECK(hdc_position_undo(pos));
	if (status == HDC_STATUS_CHECKMATE)
		return MATE_SCORE;
	if (!hdc_move_is_capture(move))
		return 0;
	if (hdc_move_kind(move) == HDC_MOVE_EN_PASSANT)
		return value_of_type(HDC_PAWN);
	hdc_piece victim = 0;
	CHECK(hdc_position_piece_at(pos, hdc_move_to(move), &victim));
	return value_of_type(hdc_piece_type(victim));
}

static hdc_move greedy_move(hdc_position *pos, uint64_t *rng)
{
	size_t count = 0, ncand = 0;
	int best = -1;
	CHECK(hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &count));
	for (size_t i = 0; i < count; i++) {
		int score = score_move(pos, moves[i]);
		if (score > best) {
			best = score;
			ncand = 0;
		}
		if (score == best)
			moves[ncand++] = moves[i];
	}
	if (ncand == 0)
		die("greedy player: no legal move", HDC_ERR_GAME_OVER);
	return moves[splitmix64(rng) % ncand];
}

enum end { WON, LOST, DRAWN, CLAIMED, CAPPED };
static const char *const end_names[] = { "won", "lost", "drawn", "draw claimed", "unfinished" };

struct game {
	enum end end;
	int plies;
	char result[16];
	const char *reason;
	double seconds;
	uint64_t nodes;
	int material[2];  /* at the end, by the greedy player's piece values */
	int pieces[2];    /* at the end, kings included */
};

static const char *status_reason(int32_t status)
{
	switch (status) {
	case HDC_STATUS_CHECKMATE: return "checkmate";
	case HDC_STATUS_STALEMATE: return "stalemate";
	case HDC_STATUS_INSUFFICIENT_MATERIAL: return "insufficient material";
	case HDC_STATUS_SEVENTYFIVE_MOVES: return "seventy-five moves";
	case HDC_STATUS_FIVEFOLD_REPETITION: return "fivefold repetition";
	default: return "game over";
	}
}

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void play_game(hdc_engine *engine, const char *variant, int index, struct game *g)
{
	const int32_t engine_side = index % 2 == 0 ? HDC_WHITE : HDC_BLACK;
	uint64_t rng = (uint64_t)index + 1;
	hdc_position *pos = NULL;
	double start = now();
	CHECK(hdc_position_new(variant, &pos));
	CHECK(hdc_engine_clear(engine));
	memset(g, 0, sizeof *g);
	strcpy(g->result, "*");
	for (;;) {
		int32_t status = 0, winner = -1, side = 0;
		uint32_t claims = 0;
		size_t needed;
		CHECK(hdc_position_status(pos, &status, &winner));
		CHECK(hdc_position_side_to_move(pos, &side));
		if (status != HDC_STATUS_ONGOING) {
			CHECK(hdc_position_result(pos, g->result, sizeof g->result, &needed));
			g->reason = status_reason(status);
			g->end = winner == engine_side ? WON : winner < 0 ? DRAWN : LOST;
			break;
		}
		if (side != engine_side) {
			CHECK(hdc_position_claimable(pos, &claims));
			if (claims != HDC_CLAIM_NONE) {
				g->reason = claims & HDC_CLAIM_THREEFOLD_REPETITION
				                    ? "threefold repetition claimed"
				                    : "fifty moves claimed";
				g->end = CLAIMED;
				break;
			}
		}
		if (g->plies >= max_plies) {
			g->reason = "move cap";
			g->end = CAPPED;
			break;
		}
		hdc_move move;
		if (side == engine_side) {
			CHECK(hdc_engine_search(engine, pos, &move));
			uint64_t nodes = 0;
			if (hdc_engine_line(engine, 0, NULL, NULL, NULL, NULL, &nodes, NULL, NULL, 0,
			                    NULL) == HDC_OK)
				g->nodes += nodes;
		} else {
			move = greedy_move(pos, &rng);
		}
		hdc_status st = hdc_position_play(pos, move);
		if (st != HDC_OK) {
			fprintf(stderr, "%s game %d ply %d: the %s's move 0x%08x is refused: %s\n",
			        variant, index + 1, g->plies,
			        side == engine_side ? "engine" : "greedy player", (unsigned)move,
			        hdc_status_string(st));
			exit(1);
		}
		g->plies++;
	}
	g->seconds = now() - start;
	for (int32_t c = HDC_WHITE; c <= HDC_BLACK; c++) {
		CHECK(hdc_position_material(pos, c, 0, &g->pieces[c == engine_side ? 0 : 1]));
		int sum = 0;
		for (int32_t type = 1; type < (int32_t)(sizeof piece_value / sizeof piece_value[0]);
		     type++) {
			int32_t n = 0;
			CHECK(hdc_position_material(pos, c, type, &n));
			sum += n * piece_value[type];
		}
		g->material[c == engine_side ? 0 : 1] = sum;
	}
	hdc_position_free(pos);
}

int main(int argc, char **argv)
{
	if (argc < 2 || argc > 4) {
		fprintf(stderr, "usage: test_engine_games VARIANT [GAMES [MAX_PLIES]]\n");
		return 2;
	}
	if (argc > 3)
		max_plies = atoi(argv[3]);
	if (max_plies < 1) {
		fprintf(stderr, "test_engine_games: MAX_PLIES must be positive\n");
		return 2;
	}
	const char *variant = argv[1];
	int ngames = argc > 2 ? atoi(argv[2]) : DEFAULT_GAMES;
	if (ngames < 1 || ngames > 1000) {
		fprintf(stderr, "test_engine_games: GAMES must be 1..1000\n");
		return 2;
	}
	/* Every game in the cube variants; 9 of 10 in C'escacs. */
	int required = strcmp(variant, "cescacs") == 0 ? ngames - ngames / 10 : ngames;

	hdc_engine *engine = NULL;
	CHECK(hdc_engine_new(&engine));
	CHECK(hdc_engine_set_limit(engine, HDC_LIMIT_NODES, ENGINE_NODES));

	int count[5] = { 0 };
	double seconds = 0;
	uint64_t nodes = 0;
	printf("%s: engine (%d nodes a move) against the greedy player, %d games of at most "
	       "%d plies\n", variant, ENGINE_NODES, ngames, max_plies);
	for (int i = 0; i < ngames; i++) {
		struct game g;
		play_game(engine, variant, i, &g);
		count[g.end]++;
		seconds += g.seconds;
		nodes += g.nodes;
		printf("game %2d: engine %s, %-7s %-10s %s after %d plies; pieces %d against %d, "
		       "material %d against %d (%.1f s, engine %.0f knodes/s)\n",
		       i + 1, i % 2 == 0 ? "white" : "black", g.result, end_names[g.end], g.reason,
		       g.plies, g.pieces[0], g.pieces[1], g.material[0], g.material[1], g.seconds,
		       g.seconds > 0 ? (double)g.nodes / g.seconds / 1000 : 0.0);
		fflush(stdout);
	}
	printf("%s: engine won %d, drew %d (claimed %d), lost %d, unfinished %d of %d games "
	       "(%d wins required); %.1f s, %.1f million engine nodes\n",
	       variant, count[WON], count[DRAWN] + count[CLAIMED], count[CLAIMED], count[LOST],
	       count[CAPPED], ngames, required, seconds, (double)nodes / 1e6);
	hdc_engine_free(engine);
	if (count[WON] < required) {
		printf("FAIL: %s: %d wins, %d required\n", variant, count[WON], required);
		return 1;
	}
	return 0;
}
