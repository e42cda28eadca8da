/*
 * eval_match.c - evaluation tuning by self-play: the engine with the
 * evaluation as built (A) against the same engine with its tables changed
 * by a named tweak (B), pairs of games from random openings with colours
 * swapped, a node limit per move.  Prints B's W/D/L, score and Elo.
 *
 * Usage: build/tests/eval/eval_match VARIANT NODES PAIRS TWEAK [SEED]
 *
 * Tweaks (B's tables after eval_prepare): none; scaleN (piece values over
 * the pawn's x N/100); nomob, mobN (slider mobility x N/100); noking,
 * kingN (shelter and tropism x N/100); psqN (the pieces' piece-square
 * terms x N/100); pawnN (pawn progress x N/100).  Games are reproducible:
 * each move is a search of NODES nodes; openings are 4 random plies from
 * the start (SEED); a game still going after 500 plies is a draw.  The
 * figures of docs/ENGINE.md ("Tuning") come from it.  The library-level
 * tool for two builds is tests/engine/selfplay.c.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "eval.h"
#include "eval_test_util.h"

#define PAIR(mg, eg) ((eval_pair)((uint64_t)(int64_t)(mg) << 32) + (eg))

static void tweak(struct eval_tables *t, const char *name)
{
	const struct variant *v = t->v;
	if (strcmp(name, "none") == 0)
		return;
	if (strncmp(name, "scale", 5) == 0) {
		/* piece values over 100 scaled by N/100, phase kept */
		int k = atoi(name + 5);
		for (int ty = 1; ty < MAX_TYPES; ty++)
			if (ty != HDC_PAWN && ty != HDC_KING && t->value[ty])
				t->value[ty] = (int16_t)(100 + (t->value[ty] - 100) * k / 100);
		return;
	}
	if (strcmp(name, "nomob") == 0) {
		memset(t->open_bonus, 0, sizeof t->open_bonus);
		return;
	}
	if (strncmp(name, "mob", 3) == 0) {
		int k = atoi(name + 3);
		for (int ty = 1; ty < MAX_TYPES; ty++) {
			uint64_t s = (uint64_t)t->open_bonus[ty];
			int mg = (int32_t)(uint32_t)((s + 0x80000000u) >> 32);
			int eg = (int32_t)(uint32_t)s;
			t->open_bonus[ty] = PAIR(mg * k / 100, eg * k / 100);
		}
		return;
	}
	if (strcmp(name, "noking") == 0) {
		memset(t->shelter, 0, sizeof t->shelter);
		memset(t->tropism, 0, sizeof t->tropism);
		return;
	}
	if (strncmp(name, "king", 4) == 0) {
		int k = atoi(name + 4);
		for (int i = 0; i < 32; i++)
			t->shelter[i] = (int16_t)(t->shelter[i] * k / 100);
		for (int ty = 0; ty < MAX_TYPES; ty++)
			for (int i = 0; i <= EVAL_FAR; i++)
				t->tropism[ty][i] = (int16_t)(t->tropism[ty][i] * k / 100);
		return;
	}
	if (strncmp(name, "psq", 3) == 0 || strncmp(name, "pawn", 4) == 0) {
		/* psqN: piece-square terms of pieces (not pawns) x N/100;
		 * pawnN: pawn progress x N/100 */
		int pawn = name[1] == 'a';
		int k = atoi(name + (pawn ? 4 : 3));
		for (int ty = 1; ty < MAX_TYPES; ty++) {
			if ((ty == HDC_PAWN) != pawn)
				continue;
			for (int c = 0; c < v->geo.ncells; c++) {
				t->cell_mg[ty][c] = (int16_t)(t->cell_mg[ty][c] * k / 100);
				t->cell_eg[ty][c] = (int16_t)(t->cell_eg[ty][c] * k / 100);
			}
		}
		if (pawn)
			for (int d = 0; d < 16; d++)
				t->passed_eg[d] = (int16_t)(t->passed_eg[d] * k / 100);
		for (int ty = 1; ty < MAX_TYPES; ty++)
			for (int c = 0; c < v->geo.ncells; c++) {
				t->psq[0][ty][c] = PAIR(t->cell_mg[ty][c], t->cell_eg[ty][c]);
				unsigned m = t->mirror[c];
				t->psq[1][ty][c] = PAIR(t->cell_mg[ty][m], t->cell_eg[ty][m]);
			}
		return;
	}
	fprintf(stderr, "unknown tweak %s\n", name);
	exit(2);
}

static hdc_engine *new_engine(long nodes)
{
	hdc_engine *e = NULL;
	if (hdc_engine_new(&e) != HDC_OK)
		exit(1);
	hdc_engine_set_hash(e, 8);
	hdc_engine_set_limit(e, HDC_LIMIT_NODES, nodes);
	return e;
}

/* One game; returns white's points x 2 (0, 1, 2). */
static int play(const char *variant, hdc_engine *white, hdc_engine *black,
                const struct hdc_position *opening, int *plies)
{
	hdc_position *pos = NULL;
	hdc_position_clone(opening, &pos);
	hdc_engine_clear(white);
	hdc_engine_clear(black);
	(void)variant;
	int result = 1;
	for (*plies = 0; *plies < 500; (*plies)++) {
		int32_t status = 0;
		hdc_position_status(pos, &status, NULL);
		if (status != HDC_STATUS_ONGOING) {
			if (status == HDC_STATUS_CHECKMATE)
				result = pos->side == HDC_WHITE ? 0 : 2;
			else if (status == HDC_STATUS_STALEMATE &&
			         pos->v->def->scoring == SCORING_CESCACS)
				result = pos->side == HDC_WHITE ? 0 : 2; /* counted as a win */
			else
				result = 1;
			break;
		}
		hdc_engine *e = pos->side == HDC_WHITE ? white : black;
		hdc_move m = 0;
		if (hdc_engine_search(e, pos, &m) != HDC_OK || hdc_position_play(pos, m) != HDC_OK) {
			fprintf(stderr, "engine failed\n");
			exit(1);
		}
	}
	hdc_position_free(pos);
	return result;
}

int main(int argc, char **argv)
{
	if (argc < 5) {
		fprintf(stderr, "usage: eval_match VARIANT NODES PAIRS TWEAK [SEED]\n");
		return 2;
	}
	const char *variant = argv[1];
	long nodes = atol(argv[2]);
	int pairs = atoi(argv[3]);
	unsigned seed = argc > 5 ? (unsigned)atoi(argv[5]) : 1;
	hdc_engine *a = new_engine(nodes), *b = new_engine(nodes);
	hdc_position *start = NULL;
	if (hdc_position_new(variant, &start) != HDC_OK)
		return 2;
	eval_prepare(a->eval, start->v);
	eval_prepare(b->eval, start->v);
	tweak(b->eval, argv[4]);
	int w = 0, d = 0, l = 0;
	long total_plies = 0;
	for (int i = 0; i < pairs; i++) {
		struct hdc_position *open = random_game(start, 4, seed * 7919u + (unsigned)i * 104729u);
		for (int swap = 0; swap < 2; swap++) {
			int plies = 0;
			int r = swap ? play(variant, b, a, open, &plies) : play(variant, a, b, open, &plies);
			int rb = swap ? r : 2 - r; /* B's points x 2 */
			w += rb == 2;
			d += rb == 1;
			l += rb == 0;
			total_plies += plies;
		}
		hdc_position_free(open);
	}
	int n = w + d + l;
	double s = (w + 0.5 * d) / n;
	double var = (w * (1 - s) * (1 - s) + d * (0.5 - s) * (0.5 - s) + l * s * s) / n;
	double se = sqrt(var / n);
	double elo = s > 0 && s < 1 ? -400 * log10(1 / s - 1) : (s >= 1 ? 999 : -999);
	double lo = s - 1.96 * se, hi = s + 1.96 * se;
	double elo_margin = (lo > 0 && hi < 1) ? (-400 * log10(1 / hi - 1) + 400 * log10(1 / lo - 1)) / 2 : 999;
	printf("%s %s nodes %ld: B +%d =%d -%d  %.1f%%  Elo %+.0f +- %.0f  (%.0f plies/game)\n",
	       variant, argv[4], nodes, w, d, l, 100 * s, elo, elo_margin,
	       (double)total_plies / n);
	hdc_engine_free(a);
	hdc_engine_free(b);
	hdc_position_free(start);
	return 0;
}
