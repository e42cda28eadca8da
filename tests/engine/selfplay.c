/*
 * selfplay.c - two builds of libhdc play each other (not a test; for
 * measuring search and evaluation changes):
 *
 *   build/tests/engine/selfplay LIB_A LIB_B [VARIANT [PAIRS [NODES [PLIES]]]]
 *
 * LIB_A and LIB_B are paths of libhdc.so files (e.g. the same source built
 * with different -D settings in two build folders); each is loaded with
 * dlopen(RTLD_LOCAL) and plays with its own positions, kept in step.
 * Openings: PAIRS positions reached by 4 random legal moves from the
 * start (seeded by the pair number), each played twice with the colours
 * swapped.  Each move is a search of NODES nodes (default 20000) from a
 * cleared engine, so a game is reproducible; a game still going after
 * PLIES plies (default 300) counts as a draw.  Prints each game and the
 * score of A with the Elo difference and its 95% margin.  C'escacs
 * scores points 3-0 / 2-1 / 1-1 as the rules say; the Elo figure uses the
 * share of points.
 */
#include <dlfcn.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <hdc.h>

struct lib {
	void *so;
	hdc_status (*position_new)(const char *, hdc_position **);
	hdc_status (*legal_moves)(const hdc_position *, hdc_move *, size_t, size_t *);
	hdc_status (*play)(hdc_position *, hdc_move);
	hdc_status (*status)(const hdc_position *, int32_t *, int32_t *);
	void (*position_free)(hdc_position *);
	hdc_status (*engine_new)(hdc_engine **);
	hdc_status (*set_limit)(hdc_engine *, int32_t, int64_t);
	hdc_status (*clear)(hdc_engine *);
	hdc_status (*search)(hdc_engine *, const hdc_position *, hdc_move *);
	void (*engine_free)(hdc_engine *);
	hdc_status (*move_coord)(const hdc_position *, hdc_move, char *, size_t, size_t *);
};

static void *need(void *so, const char *name)
{
	void *f = dlsym(so, name);
	if (!f) {
		fprintf(stderr, "missing %s\n", name);
		exit(2);
	}
	return f;
}

static void load(struct lib *l, const char *path)
{
	l->so = dlopen(path, RTLD_NOW | RTLD_LOCAL);
	if (!l->so) {
		fprintf(stderr, "%s\n", dlerror());
		exit(2);
	}
	*(void **)&l->position_new = need(l->so, "hdc_position_new");
	*(void **)&l->legal_moves = need(l->so, "hdc_position_legal_moves");
	*(void **)&l->play = need(l->so, "hdc_position_play");
	*(void **)&l->status = need(l->so, "hdc_position_status");
	*(void **)&l->position_free = need(l->so, "hdc_position_free");
	*(void **)&l->engine_new = need(l->so, "hdc_engine_new");
	*(void **)&l->set_limit = need(l->so, "hdc_engine_set_limit");
	*(void **)&l->clear = need(l->so, "hdc_engine_clear");
	*(void **)&l->search = need(l->so, "hdc_engine_search");
	*(void **)&l->engine_free = need(l->so, "hdc_engine_free");
	*(void **)&l->move_coord = need(l->so, "hdc_position_move_coord");
}

static uint64_t rng;

static unsigned next_random(unsigned n)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (unsigned)(rng % n);
}

static hdc_move moves[HDC_MAX_MOVES];

/* Points of A out of the game's total (1, or 3 in C'escacs... as a
 * share: 1 win, 0.5 draw, 2/3 stalemating in C'escacs). */
static double play_game(struct lib *lib, hdc_engine **eng, const char *variant, int pair,
                        int a_white, int max_plies, int *plies_out)
{
	hdc_position *pos[2];
	for (int i = 0; i < 2; i++)
		if (lib[i].position_new(variant, &pos[i]))
			exit(2);
	rng = 0x9E3779B97F4A7C15ull * (uint64_t)(pair + 1);
	int plies = 0;
	for (int k = 0; k < 4; k++) {
		size_t n;
		lib[0].legal_moves(pos[0], moves, HDC_MAX_MOVES, &n);
		hdc_move m = moves[next_random((unsigned)n)];
		lib[0].play(pos[0], m);
		lib[1].play(pos[1], m);
	}
	double result = 0.5;
	for (;;) {
		int32_t status, winner;
		lib[0].status(pos[0], &status, &winner);
		if (getenv("SELFPLAY_VERBOSE") && status != HDC_STATUS_ONGOING)
			fprintf(stderr, "status %d winner %d\n", (int)status, (int)winner);
		if (status != HDC_STATUS_ONGOING) {
			/* winner: 0 white, 1 black, -1 none; the side to move at the
			 * start of the game's random part is white (4 moves). */
			int a_side = a_white ? 0 : 1;
			if (winner < 0)
				result = 0.5;
			else if (status == HDC_STATUS_STALEMATE)
				result = winner == a_side ? 2.0 / 3 : 1.0 / 3;
			else
				result = winner == a_side ? 1.0 : 0.0;
			break;
		}
		if (plies >= max_plies)
			break;
		int white_to_move = plies % 2 == 0;
		int who = white_to_move == a_white ? 0 : 1; /* engine index: 0 = A */
		hdc_move best;
		lib[who].clear(eng[who]);
		if (lib[who].search(eng[who], pos[who], &best)) {
			fprintf(stderr, "search failed\n");
			exit(2);
		}
		if (getenv("SELFPLAY_VERBOSE")) {
			char text[64] = "?";
			lib[0].move_coord(pos[0], best, text, sizeof text, NULL);
			fprintf(stderr, "%s ", text);
		}
		if (lib[0].play(pos[0], best) || lib[1].play(pos[1], best)) {
			fprintf(stderr, "illegal move from %s\n", who ? "B" : "A");
			exit(2);
		}
		plies++;
	}
	*plies_out = plies;
	lib[0].position_free(pos[0]);
	lib[1].position_free(pos[1]);
	return result;
}

int main(int argc, char **argv)
{
	if (argc < 3) {
		fprintf(stderr, "usage: %s LIB_A LIB_B [VARIANT [PAIRS [NODES [PLIES]]]]\n", argv[0]);
		return 2;
	}
	const char *variant = argc > 3 ? argv[3] : "raumschach";
	int pairs = argc > 4 ? atoi(argv[4]) : 10;
	long nodes = argc > 5 ? atol(argv[5]) : 20000;
	int max_plies = argc > 6 ? atoi(argv[6]) : 300;
	struct lib lib[2];
	load(&lib[0], argv[1]);
	load(&lib[1], argv[2]);
	hdc_engine *eng[2];
	for (int i = 0; i < 2; i++) {
		if (lib[i].engine_new(&eng[i]))
			return 2;
		lib[i].set_limit(eng[i], HDC_LIMIT_NODES, nodes);
	}
	double score = 0, sq = 0;
	int games = 0, wins = 0, losses = 0, draws = 0;
	for (int p = 0; p < pairs; p++)
		for (int c = 0; c < 2; c++) {
			int plies;
			double r = play_game(lib, eng, variant, p, c == 0, max_plies, &plies);
			score += r;
			sq += r * r;
			games++;
			wins += r > 0.5;
			losses += r < 0.5;
			draws += r == 0.5;
			printf("pair %d A %s: %.2f (%d plies)\n", p, c == 0 ? "white" : "black", r, plies);
			fflush(stdout);
		}
	double mean = score / games;
	double var = sq / games - mean * mean;
	double se = sqrt(var / games);
	double lo = mean - 1.96 * se, hi = mean + 1.96 * se;
#define ELO(x) ((x) <= 0 ? -999.0 : (x) >= 1 ? 999.0 : -400.0 * log10(1.0 / (x) - 1.0))
	printf("A scores %.1f / %d (+%d -%d =%d), %.1f%%: Elo %+.0f (95%%: %+.0f .. %+.0f)\n",
	       score, games, wins, losses, draws, 100 * mean, ELO(mean), ELO(lo), ELO(hi));
	for (int i = 0; i < 2; i++)
		lib[i].engine_free(eng[i]);
	return 0;
}
