/*
 * test_pieces.c - piece movement on an empty board: the max-target table of
 * RULES.md section 1.
 *
 * For every cell of the board, the piece stands there alone with the two
 * kings, which are put where they neither block nor occupy any of its lines
 * or leap targets (nor attack each other).  Its legal moves must then be
 * exactly the targets the atoms of RULES.md give on an empty board (counted
 * here, independently of the library), and the best cell must have the
 * table's number of moves.
 */
#include <stdio.h>
#include <stdlib.h>

#include "common.h"

enum atom_bits {
	FACE = 1,   /* one coordinate +-1 */
	EDGE = 2,   /* two coordinates +-1 */
	VERTEX = 4, /* three coordinates +-1 */
	KNIGHT = 8, /* (2,1,0) */
	RED = 16,   /* (2,1,1) */
	GREEN = 32  /* (2,2,1) */
};

struct piece_case {
	const char *variant;
	char letter;
	int atoms;
	int slides; /* slides along its atoms (else one step or leap) */
	int best;   /* max targets on an empty board */
};

static const struct piece_case cases[] = {
	/* RULES.md section 1, 8x8x8, all in 3D8L (which has every type). */
	{ "3d8l", 'K', FACE | EDGE | VERTEX, 0, 26 },
	{ "3d8l", 'Q', FACE | EDGE | VERTEX, 1, 85 },
	{ "3d8l", 'D', FACE | EDGE, 1, 60 },
	{ "3d8l", 'R', FACE, 1, 21 },
	{ "3d8l", 'B', EDGE, 1, 39 },
	{ "3d8l", 'M', VERTEX, 1, 25 },
	{ "3d8l", 'T', FACE | VERTEX, 1, 46 },
	{ "3d8l", 'V', EDGE | VERTEX, 1, 64 },
	{ "3d8l", 'N', KNIGHT, 0, 24 },
	{ "3d8l", 'E', RED, 0, 24 },
	{ "3d8l", 'G', GREEN, 0, 24 },
	{ "3d8l", 'A', KNIGHT | RED | GREEN, 0, 72 },
	/* The HDC pieces on the HDC board: the same numbers. */
	{ "hdc", 'K', FACE | EDGE | VERTEX, 0, 26 },
	{ "hdc", 'Q', FACE | EDGE | VERTEX, 1, 85 },
	{ "hdc", 'D', FACE | EDGE, 1, 60 },
	{ "hdc", 'R', FACE, 1, 21 },
	{ "hdc", 'B', EDGE, 1, 39 },
	{ "hdc", 'N', KNIGHT, 0, 24 },
	/* Raumschach, 5x5x5, best cell the centre Cc3 (2,2,2): the unicorn has
	 * 8 space diagonals of 2 cells = 16; rook 3 lines x 4 = 12; bishop 3
	 * planes x 8 (a 5x5 bishop from the centre) = 24; queen 12+24+16 = 52;
	 * knight all 24 leaps fit (every coordinate is 2 from both edges); king
	 * all 26 neighbours. */
	{ "raumschach", 'U', VERTEX, 1, 16 },
	{ "raumschach", 'R', FACE, 1, 12 },
	{ "raumschach", 'B', EDGE, 1, 24 },
	{ "raumschach", 'Q', FACE | EDGE | VERTEX, 1, 52 },
	{ "raumschach", 'N', KNIGHT, 0, 24 },
	{ "raumschach", 'K', FACE | EDGE | VERTEX, 0, 26 },
};

static int iabs(int v)
{
	return v < 0 ? -v : v;
}

/* The atom bit of a vector, from the sorted absolute coordinates. */
static int atom_of(int dx, int dy, int dz)
{
	int a[3] = { iabs(dx), iabs(dy), iabs(dz) };
	for (int i = 0; i < 3; i++)
		for (int j = i + 1; j < 3; j++)
			if (a[j] < a[i]) {
				int t = a[i];
				a[i] = a[j];
				a[j] = t;
			}
	int key = a[0] * 100 + a[1] * 10 + a[2];
	switch (key) {
	case 1: return FACE;
	case 11: return EDGE;
	case 111: return VERTEX;
	case 12: return KNIGHT;
	case 112: return RED;
	case 122: return GREEN;
	default: return 0;
	}
}

struct board {
	int nx, ny, nz, ncells;
};

static int inside(const struct board *b, int x, int y, int z)
{
	return x >= 0 && y >= 0 && z >= 0 && x < b->nx && y < b->ny && z < b->nz;
}

static int index_of(const struct board *b, int x, int y, int z)
{
	return x + b->nx * (y + b->ny * z);
}

/* Marks the targets of the piece on (x, y, z) of an empty board; returns
 * how many there are. */
static int targets(const struct board *b, const struct piece_case *pc, int x, int y, int z,
                   char *mark)
{
	int n = 0;
	memset(mark, 0, (size_t)b->ncells);
	for (int dz = -2; dz <= 2; dz++)
		for (int dy = -2; dy <= 2; dy++)
			for (int dx = -2; dx <= 2; dx++) {
				if (!(atom_of(dx, dy, dz) & pc->atoms))
					continue;
				int cx = x + dx, cy = y + dy, cz = z + dz;
				while (inside(b, cx, cy, cz)) {
					int i = index_of(b, cx, cy, cz);
					if (!mark[i])
						n++;
					mark[i] = 1;
					if (!pc->slides)
						break;
					cx += dx;
					cy += dy;
					cz += dz;
				}
			}
	return n;
}

static int chebyshev(const struct board *b, int i, int j)
{
	int xi = i % b->nx, yi = i / b->nx % b->ny, zi = i / (b->nx * b->ny);
	int xj = j % b->nx, yj = j / b->nx % b->ny, zj = j / (b->nx * b->ny);
	int d = iabs(xi - xj);
	if (iabs(yi - yj) > d)
		d = iabs(yi - yj);
	if (iabs(zi - zj) > d)
		d = iabs(zi - zj);
	return d;
}

START_TEST(max_targets)
{
	const struct piece_case *pc = &cases[_i];
	const struct variant_info *vi = variant_info(pc->variant);
	struct board b = { vi->nx, vi->ny, vi->nz, vi->nx * vi->ny * vi->nz };
	int is_king = pc->letter == 'K';
	char mark[512], cells[512 + 1];
	char text[TEXT_CAP];
	int best = -1, best_cell = -1, checked = 0;
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new(pc->variant, &pos), HDC_OK);

	for (int c = 0; c < b.ncells; c++) {
		int x = c % b.nx, y = c / b.nx % b.ny, z = c / (b.nx * b.ny);
		int expected = targets(&b, pc, x, y, z, mark);

		/* The kings: off the piece's lines and targets, not next to each
		 * other; the black king out of reach of the piece (if the piece
		 * is the white king, two cells away from all its targets). */
		int wk = -1, bk = -1;
		if (!is_king)
			for (int k = 0; k < b.ncells && wk < 0; k++)
				if (k != c && !mark[k])
					wk = k;
		for (int k = 0; k < b.ncells && bk < 0; k++) {
			if (k == c || mark[k] || k == wk)
				continue;
			if (is_king ? chebyshev(&b, k, c) < 3 : chebyshev(&b, k, wk) < 2)
				continue;
			bk = k;
		}
		/* A king in the middle of the 5x5x5 board has no cell three
		 * away; the other cells with 26 neighbours stand for it. */
		if (is_king && bk < 0)
			continue;
		ck_assert_msg((is_king || wk >= 0) && bk >= 0, "no room for the kings");
		checked++;

		memset(cells, '.', (size_t)b.ncells);
		cells[c] = pc->letter;
		if (!is_king)
			cells[wk] = 'K';
		cells[bk] = 'k';
		board_text(vi, cells, "w - - 0 1", text, sizeof text);
		hdc_status st = hdc_position_set_text(pos, text);
		ck_assert_msg(st == HDC_OK, "%s refused (%s): %s\n%s", pc->variant,
		              hdc_status_string(st), hdc_position_error_message(pos), text);

		int32_t cell;
		ck_assert_int_eq(hdc_position_cell_at(pos, x, y, z, &cell), HDC_OK);
		hdc_piece piece = 0;
		ck_assert_int_eq(hdc_position_piece_at(pos, cell, &piece), HDC_OK);
		ck_assert_int_eq(hdc_piece_color(piece), HDC_WHITE);

		static hdc_move moves[HDC_MAX_MOVES];
		size_t count = 0;
		ck_assert_int_eq(hdc_position_legal_moves_from(pos, cell, moves, HDC_MAX_MOVES, &count),
		                 HDC_OK);
		char name[16];
		write_cell(vi, x, y, z, name);
		ck_assert_msg((int)count == expected, "%s %c on %s: %zu moves, %d targets expected",
		              pc->variant, pc->letter, name, count, expected);
		/* And exactly the expected targets, all of them quiet moves. */
		for (size_t i = 0; i < count; i++) {
			int32_t tx, ty, tz;
			ck_assert_int_eq(hdc_move_from(moves[i]), cell);
			ck_assert_int_eq(hdc_move_kind(moves[i]), HDC_MOVE_QUIET);
			ck_assert_int_eq(hdc_position_cell_coords(pos, hdc_move_to(moves[i]), &tx, &ty,
			                                          &tz),
			                 HDC_OK);
			ck_assert_msg(mark[index_of(&b, tx, ty, tz)], "%s %c on %s reaches a wrong cell",
			              pc->variant, pc->letter, name);
		}
		if ((int)count > best) {
			best = (int)count;
			best_cell = c;
		}
	}
	hdc_position_free(pos);
	ck_assert_msg(checked >= b.ncells - 1, "only %d cells checked", checked);
	ck_assert_msg(best == pc->best, "%s %c: best cell (#%d) has %d moves, RULES.md says %d",
	              pc->variant, pc->letter, best_cell, best, pc->best);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("pieces");
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		/* One test case per piece type and variant: "3d8l-Q". */
		static char names[sizeof cases / sizeof cases[0]][32];
		snprintf(names[i], sizeof names[i], "%s-%c", cases[i].variant, cases[i].letter);
		TCase *tc = tcase_create(names[i]);
		tcase_set_timeout(tc, 120);
		tcase_add_loop_test(tc, max_targets, (int)i, (int)i + 1);
		suite_add_tcase(s, tc);
	}
	return run_suite(s);
}
