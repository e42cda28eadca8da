/*
 * fuzz_generators.c - the search's generators against the full legal
 * list, on whatever position a fuzz target reaches (a user variant's
 * middle game too).  White-box: the library's internals (the targets and
 * their replays link its objects), unlike the rest of the fuzz checks.
 *
 * The full list itself is compared with its twin whose free men's moves
 * come off the bitboards (generate_legal_with), for every generator.
 * The search never lists all legal moves: it asks for the captures (on
 * the bitboards, or the mailbox walkers), the quiet moves that may give
 * check, pseudo-legal king steps, and answers "does this move check?"
 * and "what key after it?" without making it.  The white-box suites
 * (tests/engine/test_captures.c, tests/bitboards/) compare these on the
 * built-in and example variants; here every generator this machine can
 * run meets the full list on the fuzzers' positions.
 */
#include "fuzz_common.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lookahead.h"
#include "position.h"

static int cmp_move(const void *a, const void *b)
{
	hdc_move x = *(const hdc_move *)a, y = *(const hdc_move *)b;
	return x < y ? -1 : x > y;
}

static int is_tactical(hdc_move m)
{
	unsigned k = MOVE_KIND(m);
	return k == HDC_MOVE_CAPTURE || k == HDC_MOVE_EN_PASSANT || k == HDC_MOVE_PROMOTION ||
	       k == HDC_MOVE_PROMOTION_CAPTURE || k == HDC_MOVE_PROMOTION_IN_PLACE;
}

static int is_quiet_kind(hdc_move m)
{
	unsigned k = MOVE_KIND(m);
	return k == HDC_MOVE_QUIET || k == HDC_MOVE_DOUBLE_STEP || k == HDC_MOVE_TRIPLE_STEP ||
	       k == HDC_MOVE_CASTLING;
}

/* got (sorted here) must be want (sorted). */
static void expect_same(const char *what, const char *text, const hdc_move *want, size_t nwant,
                        hdc_move *got, size_t ngot)
{
	qsort(got, ngot, sizeof *got, cmp_move);
	size_t i = 0;
	while (i < nwant && i < ngot && got[i] == want[i])
		i++;
	FUZZ_CHECK(ngot == nwant && i == nwant,
	           "%s: %zu moves, %zu expected; first difference at %zu (0x%08x, 0x%08x) in %s",
	           what, ngot, nwant, i, i < ngot ? (unsigned)got[i] : 0u,
	           i < nwant ? (unsigned)want[i] : 0u, text);
}

/* The generators behind the dispatch that this machine runs. */
static int capture_gens(enum capture_gen *gens)
{
	gens[0] = CAPTURE_GEN_MAILBOX;
	return 1 + capture_gens_runnable(gens + 1);
}

/* What generate_captures_of() keeps: promotions, and captures of prey. */
static size_t keep_prey(const struct hdc_position *pos, const hdc_move *tactical, size_t n,
                        uint32_t prey, hdc_move *out)
{
	size_t k = 0;
	for (size_t i = 0; i < n; i++) {
		hdc_move m = tactical[i];
		unsigned kind = MOVE_KIND(m);
		unsigned victim = kind == HDC_MOVE_EN_PASSANT ? HDC_PAWN : PTYPE(pos->board[MOVE_TO(m)]);
		if (kind == HDC_MOVE_PROMOTION || kind == HDC_MOVE_PROMOTION_CAPTURE ||
		    kind == HDC_MOVE_PROMOTION_IN_PLACE || (prey >> victim & 1))
			out[k++] = m;
	}
	return k;
}

/* The moves of a list made without the king watch that are legal: all
 * but the pseudo-legal ones, those of men that may be pinned. */
static size_t keep_unpinned(const struct hdc_position *pos, hdc_move *moves, size_t n)
{
	unsigned king = pos->king[pos->side];
	size_t kept = 0;
	for (size_t i = 0; i < n; i++) {
		hdc_move m = moves[i];
		int sure = MOVE_FROM(m) == king || MOVE_KIND(m) == HDC_MOVE_EN_PASSANT ||
		           !may_be_pinned(pos, MOVE_FROM(m));
		if (sure || position_is_legal(pos, m))
			moves[kept++] = m;
	}
	return kept;
}

static void check_captures(struct hdc_position *pos, const char *text, const hdc_move *tactical,
                           size_t ntactical, int checked)
{
	static hdc_move got[HDC_MAX_MOVES], want[HDC_MAX_MOVES];
	enum capture_gen gens[1 + CAPTURE_GENS_MAX];
	int ngens = capture_gens(gens);
	struct king_watch w;
	position_watch(pos, &w);
	expect_same("generate_captures", text, tactical, ntactical, got,
	            generate_captures(pos, got));
	expect_same("generate_captures_watched", text, tactical, ntactical, got,
	            generate_captures_watched(pos, &w, got));
	for (int g = 0; g < ngens; g++)
		expect_same("generate_captures_with", text, tactical, ntactical, got,
		            generate_captures_with(pos, got, 1, gens[g]));
	if (checked)
		return;
	/* Without the watch: the captures of the men that may be pinned are
	 * only pseudo-legal, and only those. */
	for (int g = 0; g < ngens; g++)
		expect_same("unpinned captures, filtered", text, tactical, ntactical, got,
		            keep_unpinned(pos, got, generate_captures_with(pos, got, 0, gens[g])));
	/* Chosen victims: every type but the pawn, the pawns alone, one type
	 * picked by the key. */
	uint32_t types = pos->v->types & ~1u;
	uint32_t preys[3] = { types & ~(1u << HDC_PAWN), 1u << HDC_PAWN, 0 };
	unsigned ntypes = (unsigned)__builtin_popcount(types), pick = (unsigned)(pos->st.key % ntypes);
	for (uint32_t t = types; t; t &= t - 1)
		if (pick-- == 0)
			preys[2] = t & -t;
	for (int p = 0; p < 3; p++) {
		size_t nwant = keep_prey(pos, tactical, ntactical, preys[p], want);
		for (int g = 0; g < ngens; g++)
			expect_same("generate_captures_of_with, filtered", text, want, nwant, got,
			            keep_unpinned(pos, got,
			                          generate_captures_of_with(pos, got, preys[p], gens[g])));
	}
}

void fuzz_check_generators(hdc_position *handle)
{
	static hdc_move legal[HDC_MAX_MOVES], sorted[HDC_MAX_MOVES], tactical[HDC_MAX_MOVES],
		got[HDC_MAX_MOVES], want[HDC_MAX_MOVES], watched[HDC_MAX_MOVES];
	static char text[FUZZ_TEXT_CAP];
	struct hdc_position *pos = handle;
	fuzz_text(handle, text, sizeof text);
	int checked = in_check(pos);
	size_t n = generate_legal(pos, legal), ntactical = 0;
	memcpy(sorted, legal, n * sizeof *legal);
	qsort(sorted, n, sizeof *sorted, cmp_move);
	for (size_t i = 0; i < n; i++)
		if (is_tactical(sorted[i]))
			tactical[ntactical++] = sorted[i];

	size_t nfirst = 0;
	expect_same("generate_legal_ordered", text, sorted, n, got,
	            generate_legal_ordered(pos, got, &nfirst));
	/* The list with the free men's moves from each generator (the
	 * dispatch takes the bitboards' for large armies only). */
	enum capture_gen list_gens[1 + CAPTURE_GENS_MAX];
	int nlist_gens = capture_gens(list_gens);
	for (int k = 0; k < nlist_gens; k++) {
		char what[48];
		snprintf(what, sizeof what, "generate_legal_with(%d)", (int)list_gens[k]);
		expect_same(what, text, sorted, n, got, generate_legal_with(pos, got, list_gens[k]));
	}
	check_captures(pos, text, tactical, ntactical, checked);

	/* generate_search: the legal moves, the king's steps pseudo-legal. */
	unsigned king = pos->king[pos->side];
	size_t ns = generate_search(pos, got), kept = 0;
	for (size_t i = 0; i < ns; i++)
		if (MOVE_FROM(got[i]) != king || MOVE_KIND(got[i]) == HDC_MOVE_CASTLING ||
		    position_is_legal(pos, got[i]))
			got[kept++] = got[i];
	expect_same("generate_search, filtered", text, sorted, n, got, kept);

	/* Each legal move made: the check and the key foretold. */
	for (size_t i = 0; i < n; i++) {
		hdc_move m = sorted[i];
		int may = move_may_check(pos, m), gives = move_gives_check(pos, m);
		uint64_t key = move_key_after(pos, m);
		struct undo u;
		position_make(pos, m, &u);
		int now = in_check(pos), after = in_check_after(pos, m);
		uint64_t made = pos->st.key;
		position_unmake(pos, m, &u);
		FUZZ_CHECK(after == now && gives == now && (may || !now),
		           "move 0x%08x: in_check %d, in_check_after %d, move_gives_check %d, "
		           "move_may_check %d in %s",
		           (unsigned)m, now, after, gives, may, text);
		FUZZ_CHECK(key == made, "move 0x%08x: move_key_after %016llx, made %016llx in %s",
		           (unsigned)m, (unsigned long long)key, (unsigned long long)made, text);
	}

	/* The quiet moves that may check: generate_search's (king steps
	 * pseudo-legal) that move_may_check lets through; and the king
	 * watch the search hands over decides each move as the position. */
	struct king_watch w;
	position_watch(pos, &w);
	size_t nwant = 0;
	ns = generate_search(pos, got);
	for (size_t i = 0; i < ns; i++) {
		FUZZ_CHECK(position_legal_with(pos, &w, got[i]) == position_is_legal(pos, got[i]),
		           "position_legal_with and position_is_legal differ on 0x%08x in %s",
		           (unsigned)got[i], text);
		if (is_quiet_kind(got[i]) && move_may_check(pos, got[i]))
			want[nwant++] = got[i];
	}
	qsort(want, nwant, sizeof *want, cmp_move);
	FUZZ_CHECK(generate_search_watched(pos, &w, watched) == ns &&
	                   memcmp(watched, got, ns * sizeof *got) == 0,
	           "generate_search_watched lists other moves than generate_search in %s", text);
	enum capture_gen gens[1 + CAPTURE_GENS_MAX];
	int ngens = capture_gens(gens);
	for (int g = 0; g < ngens; g++)
		expect_same("generate_quiet_checks_with", text, want, nwant, got,
		            generate_quiet_checks_with(pos, got, gens[g]));
	expect_same("generate_quiet_checks_watched", text, want, nwant, got,
	            generate_quiet_checks_watched(pos, &w, got));
}
