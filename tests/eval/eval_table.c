/*
 * eval_table.c - print each variant's piece values and the mobility they
 * come from, as the Markdown tables of docs/ENGINE.md ("Evaluation"):
 * build/tests/eval/eval_table [VARIANT], or `eval_table chess` for the
 * calibration on orthodox chess.
 */
#include <stdio.h>
#include <string.h>

#include "eval.h"

/* Orthodox chess as the 8x8x1 box (its pieces built by hand: no variant
 * row exists), at a quarter of the cells occupied: the calibration of
 * CP_PER_CELL (eval_prepare.c). */
static int chess_calibration(void)
{
	static struct variant ch;
	if (geometry_init_cube(&ch.geo, 8, 8, 1) != 0)
		return 1;
	const struct geometry *g = &ch.geo;
	for (int d = 0; d < g->ndirs; d++) {
		if (g->vec[d][2])
			continue;
		int a = g->atom_of[d];
		if (a == ATOM_FACE || a == ATOM_EDGE) {
			ch.slides[0][a == ATOM_FACE ? HDC_ROOK : HDC_BISHOP] |= 1ull << d;
			ch.slides[0][HDC_QUEEN] |= 1ull << d;
		}
		if (a == ATOM_KNIGHT)
			dirset_add(&ch.steps[0][HDC_KNIGHT], (unsigned)d);
	}
	static const struct {
		int type, value;
		const char *name;
	} pieces[] = { { HDC_QUEEN, 900, "queen" }, { HDC_ROOK, 500, "rook" },
		       { HDC_BISHOP, 325, "bishop" }, { HDC_KNIGHT, 300, "knight" } };
	printf("### Orthodox chess, the calibration (8x8x1, density 25%%)\n\n");
	printf("| piece | mobility, empty board | effective mobility | usual value | "
	       "66 x mobility |\n|---|---:|---:|---:|---:|\n");
	for (int i = 0; i < 4; i++) {
		long s0 = 0, s = 0;
		for (int c = 0; c < g->ncells; c++) {
			s0 += eval_cell_mobility(&ch, (unsigned)pieces[i].type, (unsigned)c, 0);
			s += eval_cell_mobility(&ch, (unsigned)pieces[i].type, (unsigned)c, 250);
		}
		s0 /= g->ncells;
		s /= g->ncells;
		printf("| %s | %ld.%02ld | %ld.%02ld | %d | %ld |\n", pieces[i].name, s0 / 100,
		       s0 % 100, s / 100, s % 100, pieces[i].value, (s * 66 + 50) / 100);
	}
	printf("\n");
	geometry_release(&ch.geo);
	return 0;
}

int main(int argc, char **argv)
{
	static struct eval_tables t;
	if (argc > 1 && strcmp(argv[1], "chess") == 0)
		return chess_calibration();
	for (size_t i = 0; i < variant_count(); i++) {
		const struct variant_def *def = variant_def_at(i);
		if (argc > 1 && strcmp(argv[1], def->name) != 0)
			continue;
		const struct variant *v = NULL;
		if (variant_lookup(def->name, &v) != HDC_OK)
			return 1;
		eval_prepare(&t, v);
		printf("### %s (density %d.%d%% = half the start's)\n\n", def->title,
		       t.density / 10, t.density % 10);
		printf("| piece | letter | mobility, empty board | effective mobility | value |\n");
		printf("|---|---|---:|---:|---:|\n");
		/* By decreasing value, the king last. */
		unsigned done = 0;
		for (;;) {
			int best = -1;
			for (unsigned type = 1; type < MAX_TYPES; type++)
				if ((v->types >> type & 1) && !(done >> type & 1) &&
				    (best < 0 || (type != HDC_KING && (best == HDC_KING ||
				                                       t.value[type] > t.value[best]))))
					best = (int)type;
			if (best < 0)
				break;
			done |= 1u << best;
			printf("| %s | %c | %d.%02d | %d.%02d | ", v->type_name[best], v->letter[best],
			       t.mobility_empty[best] / 100, t.mobility_empty[best] % 100,
			       t.mobility_eff[best] / 100, t.mobility_eff[best] % 100);
			if (best == HDC_KING)
				printf("- |\n");
			else if (best == HDC_PAWN)
				printf("100 (anchor) |\n");
			else
				printf("%d |\n", t.value[best]);
		}
		printf("\n");
	}
	return 0;
}
