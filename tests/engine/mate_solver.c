/*
 * mate_solver.c - an exact proof of the mate problems of
 * tests/data/mates.txt, independent of the engine.
 *
 * For every line "variant;N;position;coordinate move;SAN;comment" it proves
 * by a complete AND-OR search (the side to move, the attacker, tries every
 * legal move; every legal reply of the defender is examined) that
 *   - the listed move forces checkmate within N moves,
 *   - it does not force checkmate within N-1 moves (so, with the next point,
 *     there is no mate in fewer than N moves at all),
 *   - no other first move forces checkmate within N moves,
 * and that the SAN and the coordinate notation name the same legal move.
 *
 * Only the public API is used: hdc_position_from_text, _legal_moves,
 * _play/_undo, _gives_check, _status, _key.  The search is exact; the only
 * shortcuts are ones that cannot change its answer:
 *   - on the attacker's last move only the moves that give check are
 *     played (a move that does not give check cannot mate;
 *     hdc_position_gives_check says exactly what hdc_position_in_check says
 *     after playing the move);
 *   - a defender reply that refuted a sibling is tried first (order only);
 *   - results are remembered in a table keyed by the 64-bit Zobrist key of
 *     the position: "mate within n" proven, or proven impossible.  Positions
 *     with equal keys are equal in the sense of the repetition rule, and
 *     the history cannot matter within 6 plies from a position whose
 *     half-move clock is small (no repetition draw, no 75-move draw).
 * A game that ends otherwise than by checkmate (stalemate - in C'escacs a
 * win for the stalemating side, but not a mate -, insufficient material,
 * a draw by rule) is not a mate: hdc_position_status decides.
 *
 * Usage: mate_solver [FILE] (default $HDC_TEST_DATA/mates.txt).  With
 * HDC_MATES_MAX_N set, only problems up to that N are verified (the
 * valgrind and ASan+UBSan runs set HDC_TEST_SHORT, which means a maximum of 2).
 * The default file must also hold at least two problems of every variant
 * for each N = 1, 2, 3 verified (issue 13: mates in 1, 2 and 3 for every
 * variant).  Exit status 0 when every line is proven, 1 otherwise.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <hdc.h>

enum {
	MAX_N = 4,                 /* deepest problem: mate in 4 */
	MAX_PLY = 2 * MAX_N,
	TT_BITS = 20,
	LINE_CAP = 4096
};

/* Move lists, one per ply (HDC_MAX_MOVES each: 64 KiB). */
static hdc_move move_lists[MAX_PLY + 1][HDC_MAX_MOVES];
/* The defender reply that refuted the last attacker move at this ply. */
static hdc_move killer[MAX_PLY + 1];

/* Transposition table: for an attacker-to-move position, the smallest n
 * for which mate within n is proven (0 = none) and the largest n for which
 * it is proven impossible (0 = none). */
struct tt_entry {
	uint64_t key;
	uint8_t proven;   /* mate within this many moves (0: unknown) */
	uint8_t refuted;  /* no mate within this many moves (0: unknown) */
};
static struct tt_entry *tt;

static uint64_t nodes;

static int check(hdc_status s, const char *what)
{
	if (s != HDC_OK) {
		fprintf(stderr, "mate_solver: %s: %s (%s)\n", what, hdc_status_string(s),
		        hdc_last_error_message());
		exit(2);
	}
	return 1;
}

static uint64_t pos_key(const hdc_position *pos)
{
	uint64_t k = 0;
	check(hdc_position_key(pos, &k), "key");
	return k;
}

static int32_t game_status(const hdc_position *pos)
{
	int32_t status = 0, winner = 0;
	check(hdc_position_status(pos, &status, &winner), "status");
	return status;
}

static size_t legal(const hdc_position *pos, hdc_move *moves)
{
	size_t n = 0;
	check(hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &n), "legal moves");
	return n;
}

static void play(hdc_position *pos, hdc_move m)
{
	check(hdc_position_play(pos, m), "play");
	nodes++;
}

static void undo(hdc_position *pos)
{
	check(hdc_position_undo(pos), "undo");
}

static struct tt_entry *tt_slot(uint64_t key)
{
	return &tt[key & ((1u << TT_BITS) - 1)];
}

static int attack(hdc_position *pos, int n, int ply);

/*
 * The defender is to move, after an attacker move that did not end the
 * game; n >= 1 attacker moves remain.  1 if every reply leaves a position
 * where the attacker mates within n moves.
 */
static int defend(hdc_position *pos, int n, int ply)
{
	hdc_move *moves = move_lists[ply];
	size_t count = legal(pos, moves);
	/* The killer first: a reply that refuted a sibling likely refutes. */
	for (size_t i = 1; i < count; i++) {
		if (moves[i] == killer[ply]) {
			hdc_move t = moves[0];
			moves[0] = moves[i];
			moves[i] = t;
			break;
		}
	}
	for (size_t i = 0; i < count; i++) {
		play(pos, moves[i]);
		int ok = game_status(pos) == HDC_STATUS_ONGOING && attack(pos, n, ply + 1);
		undo(pos);
		if (!ok) {
			killer[ply] = moves[i];
			return 0;
		}
	}
	return 1;
}

/* After the attacker's move m (played): 1 if it mates now, or if (with
 * n - 1 >= 1 moves left) every defence still loses within n - 1. */
static int after_attack(hdc_position *pos, int n, int ply)
{
	int32_t status = game_status(pos);
	if (status == HDC_STATUS_CHECKMATE)
		return 1;
	if (status != HDC_STATUS_ONGOING || n <= 1)
		return 0;
	return defend(pos, n - 1, ply + 1);
}

/* The attacker is to move: 1 if it mates within n >= 1 moves. */
static int attack(hdc_position *pos, int n, int ply)
{
	uint64_t key = pos_key(pos);
	struct tt_entry *e = tt_slot(key);
	if (e->key == key) {
		if (e->proven && e->proven <= n)
			return 1;
		if (e->refuted >= n)
			return 0;
	}
	hdc_move *moves = move_lists[ply];
	size_t count = legal(pos, moves);
	int result = 0;
	for (size_t i = 0; i < count && !result; i++) {
		if (n == 1) {
			int32_t g = 0;
			check(hdc_position_gives_check(pos, moves[i], &g), "gives check");
			if (!g)
				continue;
		}
		play(pos, moves[i]);
		result = after_attack(pos, n, ply);
		undo(pos);
	}
	if (e->key != key) {
		e->key = key;
		e->proven = 0;
		e->refuted = 0;
	}
	if (result) {
		if (!e->proven || n < e->proven)
			e->proven = (uint8_t)n;
	} else if (n > e->refuted) {
		e->refuted = (uint8_t)n;
	}
	return result;
}

/* ---- the data file ------------------------------------------------------ */

struct problem {
	char variant[32];
	int n;
	char text[LINE_CAP];
	char coord[64];
	char san[128];
	char comment[LINE_CAP];
	int line;
};

/* Splits "a;b;c;d;e;f" (the comment, last, may be empty). */
static int parse_line(char *s, struct problem *p)
{
	char *field[6];
	int nf = 0;
	field[nf++] = s;
	for (char *c = s; *c && nf < 6; c++) {
		if (*c == ';') {
			*c = '\0';
			field[nf++] = c + 1;
		}
	}
	if (nf < 5)
		return 0;
	if (nf == 5)
		field[5] = "";
	char *end = NULL;
	long n = strtol(field[1], &end, 10);
	if (*end || n < 1 || n > MAX_N)
		return 0;
	if (strlen(field[0]) >= sizeof p->variant || strlen(field[2]) >= sizeof p->text ||
	    strlen(field[3]) >= sizeof p->coord || strlen(field[4]) >= sizeof p->san)
		return 0;
	strcpy(p->variant, field[0]);
	p->n = (int)n;
	strcpy(p->text, field[2]);
	strcpy(p->coord, field[3]);
	strcpy(p->san, field[4]);
	snprintf(p->comment, sizeof p->comment, "%s", field[5]);
	return 1;
}

/* Reads the next problem of f; 0 at the end, -1 for a malformed line. */
int mates_next(FILE *f, struct problem *p, int *lineno);
int mates_next(FILE *f, struct problem *p, int *lineno)
{
	static char buf[LINE_CAP * 3];
	while (fgets(buf, sizeof buf, f)) {
		++*lineno;
		size_t len = strlen(buf);
		while (len && (buf[len - 1] == '\n' || buf[len - 1] == '\r'))
			buf[--len] = '\0';
		if (len == 0 || buf[0] == '#')
			continue;
		p->line = *lineno;
		return parse_line(buf, p) ? 1 : -1;
	}
	return 0;
}

/* ---- the proof of one problem -------------------------------------------- */

struct verdict {
	int ok;
	char why[512];
	size_t root_moves;
	int mating_moves; /* first moves mating within N */
};

/* 1 if the attacker, having played m at the root (played), mates within k
 * moves in all (k >= 1). */
static int move_mates_within(hdc_position *pos, int k)
{
	return after_attack(pos, k, 0);
}

/*
 * Proves problem p; with key_out set, also reports the first move that
 * mates within N when it is unique (used by tools that look for problems).
 */
void mates_solve(hdc_position *pos, int n, int *mating, hdc_move *first, size_t *nroot);
void mates_solve(hdc_position *pos, int n, int *mating, hdc_move *first, size_t *nroot)
{
	static hdc_move root[HDC_MAX_MOVES];
	size_t count = legal(pos, root);
	*nroot = count;
	*mating = 0;
	*first = HDC_MOVE_NULL;
	for (size_t i = 0; i < count; i++) {
		play(pos, root[i]);
		int m = move_mates_within(pos, n);
		undo(pos);
		if (m) {
			if (!*mating)
				*first = root[i];
			++*mating;
		}
	}
}

void mates_tt_init(void);
void mates_tt_init(void)
{
	if (!tt) {
		tt = calloc((size_t)1 << TT_BITS, sizeof *tt);
		if (!tt) {
			fprintf(stderr, "mate_solver: out of memory\n");
			exit(2);
		}
	} else {
		memset(tt, 0, ((size_t)1 << TT_BITS) * sizeof *tt);
	}
}

void mates_tt_free(void);
void mates_tt_free(void)
{
	free(tt);
	tt = NULL;
}

static void verify(const struct problem *p, struct verdict *v)
{
	hdc_position *pos = NULL;
	v->ok = 0;
	v->root_moves = 0;
	v->mating_moves = 0;
	if (hdc_position_from_text(p->variant, p->text, &pos) != HDC_OK) {
		snprintf(v->why, sizeof v->why, "position refused: %s", hdc_last_error_message());
		return;
	}
	hdc_move coord = 0, san = 0;
	if (hdc_position_parse_coord(pos, p->coord, &coord) != HDC_OK) {
		snprintf(v->why, sizeof v->why, "move %s: %s", p->coord,
		         hdc_position_error_message(pos));
		goto out;
	}
	if (hdc_position_parse_san(pos, p->san, &san) != HDC_OK) {
		snprintf(v->why, sizeof v->why, "SAN %s: %s", p->san,
		         hdc_position_error_message(pos));
		goto out;
	}
	if (coord != san) {
		snprintf(v->why, sizeof v->why, "SAN %s and coordinates %s name different moves",
		         p->san, p->coord);
		goto out;
	}
	if (game_status(pos) != HDC_STATUS_ONGOING) {
		snprintf(v->why, sizeof v->why, "the game is already over");
		goto out;
	}
	mates_tt_init();
	/* The key move mates within N, but not within N - 1. */
	play(pos, coord);
	int within_n = move_mates_within(pos, p->n);
	int within_less = p->n > 1 && move_mates_within(pos, p->n - 1);
	undo(pos);
	if (!within_n) {
		snprintf(v->why, sizeof v->why, "%s does not mate within %d", p->coord, p->n);
		goto out;
	}
	if (within_less) {
		snprintf(v->why, sizeof v->why, "%s already mates within %d", p->coord, p->n - 1);
		goto out;
	}
	/* No other first move mates within N (hence none within N - 1). */
	hdc_move first = 0;
	mates_solve(pos, p->n, &v->mating_moves, &first, &v->root_moves);
	if (v->mating_moves != 1) {
		static hdc_move root[HDC_MAX_MOVES];
		size_t count = legal(pos, root);
		int len = snprintf(v->why, sizeof v->why, "%d first moves mate within %d:",
		                   v->mating_moves, p->n);
		for (size_t i = 0; i < count && len < (int)sizeof v->why - 40; i++) {
			play(pos, root[i]);
			int m = move_mates_within(pos, p->n);
			undo(pos);
			if (m) {
				char buf[64];
				size_t need = 0;
				check(hdc_position_move_coord(pos, root[i], buf, sizeof buf, &need),
				      "coord");
				len += snprintf(v->why + len, sizeof v->why - (size_t)len, " %s", buf);
			}
		}
		goto out;
	}
	v->ok = 1;
	v->why[0] = '\0';
out:
	hdc_position_free(pos);
}

#ifndef MATE_SOLVER_NO_MAIN
int main(int argc, char **argv)
{
	char path[4096];
	if (argc > 1) {
		snprintf(path, sizeof path, "%s", argv[1]);
	} else {
		const char *dir = getenv("HDC_TEST_DATA");
		snprintf(path, sizeof path, "%s/mates.txt", dir ? dir : "tests/data");
	}
	int max_n = MAX_N;
	if (getenv("HDC_TEST_SHORT"))
		max_n = 2;
	if (getenv("HDC_MATES_MAX_N"))
		max_n = atoi(getenv("HDC_MATES_MAX_N"));
	FILE *f = fopen(path, "r");
	if (!f) {
		fprintf(stderr, "mate_solver: cannot open %s\n", path);
		return 1;
	}
	static struct problem p;
	static const char *const variants[] = { "hdc", "raumschach", "3d8l", "cescacs" };
	enum { NVARIANTS = sizeof variants / sizeof variants[0] };
	int per[NVARIANTS][MAX_N + 1] = { { 0 } };
	int lineno = 0, r, failures = 0, proven = 0, skipped = 0;
	clock_t start_all = clock();
	while ((r = mates_next(f, &p, &lineno)) != 0) {
		if (r < 0) {
			printf("line %d: malformed\n", lineno);
			failures++;
			continue;
		}
		if (p.n > max_n) {
			skipped++;
			continue;
		}
		struct verdict v;
		uint64_t before = nodes;
		clock_t t0 = clock();
		verify(&p, &v);
		double secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
		printf("line %3d %-10s mate in %d  %-14s %s  (%zu first moves, %llu nodes, %.2f s)%s%s\n",
		       p.line, p.variant, p.n, p.coord, v.ok ? "proven" : "FAILED", v.root_moves,
		       (unsigned long long)(nodes - before), secs, v.ok ? "" : ": ", v.why);
		if (v.ok) {
			proven++;
			for (int i = 0; i < NVARIANTS; i++)
				if (strcmp(p.variant, variants[i]) == 0)
					per[i][p.n]++;
		} else {
			failures++;
		}
	}
	fclose(f);
	if (argc <= 1) {
		for (int i = 0; i < NVARIANTS; i++) {
			for (int n = 1; n <= 3 && n <= max_n; n++) {
				if (per[i][n] < 2) {
					printf("%s: only %d proven mates in %d (at least 2 wanted)\n",
					       variants[i], per[i][n], n);
					failures++;
				}
			}
		}
	}
	mates_tt_free();
	printf("%d proven, %d failed, %d skipped (mate in more than %d), %.2f s\n", proven,
	       failures, skipped, max_n, (double)(clock() - start_all) / CLOCKS_PER_SEC);
	return failures || proven == 0 ? 1 : 0;
}
#endif
