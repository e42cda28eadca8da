/*
 * san_expect.c - what move readers say when a text cannot be read: the
 * thing expected at the furthest byte any reading reached ("a layer
 * numeral I–VIII after the rank"), not just the byte.
 */
#include <stdio.h>
#include <string.h>

#include "cellname.h"
#include "san.h"

void expect_at(struct expectation *e, size_t at, const char *what)
{
	if (e->set && at < e->at)
		return;
	e->set = 1;
	e->at = at;
	snprintf(e->what, sizeof e->what, "%.*s", (int)sizeof e->what - 1, what);
}

void expect_cell(struct expectation *e, const struct variant *v, const char *text, size_t len,
                 size_t at)
{
	char what[sizeof e->what];
	size_t sub = at < len ? cell_explain(v, text + at, len - at, what, sizeof what)
	                      : cell_explain(v, "", 0, what, sizeof what);
	expect_at(e, at + sub, what);
}

/* Is what the bare "expected a cell name like e4–IV..." at the start of
 * a text, which says less than the list of what a move starts with? */
static int generic_cell(const struct variant *v, const char *what)
{
	char cell[64], plain[80];
	cell_example(v, cell, sizeof cell);
	snprintf(plain, sizeof plain, "expected %s", cell);
	return strncmp(what, plain, strlen(plain)) == 0;
}

void expect_move(struct expectation *e, const struct variant *v)
{
	if (e->set && !(e->at == 0 && generic_cell(v, e->what)))
		return;
	char cell[64], what[sizeof e->what];
	cell_example(v, cell, sizeof cell);
	if (v->def->ncastlings)
		snprintf(what, sizeof what, "expected a move: a piece letter, %s or a castling like %s",
		         cell, v->def->castlings[0].san);
	else
		snprintf(what, sizeof what, "expected a move: a piece letter or %s", cell);
	expect_at(e, 0, what);
}

void expect_promotion(struct expectation *e, const struct variant *v, size_t at)
{
	char what[sizeof e->what];
	const struct pawn_def *pd = v->def->pawn;
	int n = snprintf(what, sizeof what, "expected the letter of the piece to promote to (");
	for (int i = 0; i < pd->npromotion && n > 0 && (size_t)n + 4 < sizeof what; i++)
		n += snprintf(what + n, sizeof what - (size_t)n, "%s%c", i ? ", " : "",
		              v->letter[pd->promotion[i]]);
	if (n > 0 && (size_t)n + 2 < sizeof what)
		snprintf(what + n, sizeof what - (size_t)n, ")");
	expect_at(e, at, what);
}

void expect_fail(const struct expectation *e, size_t furthest, struct san_result *out)
{
	out->status = HDC_ERR_SYNTAX;
	if (!e->set) {
		out->offset = furthest;
		snprintf(out->message, sizeof out->message, "cannot read a move at byte %zu",
		         furthest);
		return;
	}
	out->offset = e->at;
	snprintf(out->message, sizeof out->message, "cannot read a move at byte %zu: %s", e->at,
	         e->what);
}
