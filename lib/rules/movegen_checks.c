/*
 * movegen_checks.c - the quiet moves that may give check, for the
 * search's futile nodes: there, of all the quiet moves, only those that
 * may check are tried (a check may be a mate), about one in five hundred
 * on a crowded cube.  Listing them all to keep so few cost more than the
 * rest of such a node.
 *
 * A quiet move may check directly (the man lands where it attacks the
 * enemy king) or by discovery (it leaves a line from the king on which
 * one of ours attacks).  Walking out from the enemy king once finds both:
 * along each line, the empty cells from which each of our types would
 * attack it (direct[type]), and the first man on the line if it is ours
 * with one of our attackers behind it (a discoverer).  The free men's
 * moves onto their type's cells come from the bitboards
 * (movegen_checks_kernel.h); the men the kernel leaves out (discoverers,
 * pinned men, general shapes, pawns that may promote, and the king when
 * one of its moves could matter) have all their moves listed on the
 * mailbox.  Every candidate then passes move_may_check(), so the list is
 * exactly the one that filtering generate_search() gives
 * (tests/bitboards/test_checks_bb.c compares them).
 */
#include "kernel_hits.h"
#include "make.h"

#include <string.h>

#include "lookahead.h"
#include "variant_bits.h"

static int quiet_kind(hdc_move m)
{
	unsigned k = MOVE_KIND(m);
	return k == HDC_MOVE_QUIET || k == HDC_MOVE_DOUBLE_STEP || k == HDC_MOVE_TRIPLE_STEP ||
	       k == HDC_MOVE_CASTLING;
}

/* Keeps of moves[0..n) those of the quiet kinds that may give check. */
static size_t keep_checks(const struct hdc_position *pos, hdc_move *moves, size_t n)
{
	size_t kept = 0;
	for (size_t i = 0; i < n; i++)
		if (quiet_kind(moves[i]) && move_may_check(pos, moves[i]))
			moves[kept++] = moves[i];
	return kept;
}

/* What the walk from the enemy king found. */
struct check_plan {
	cellset held;               /* men whose moves the mailbox lists */
	cellset direct[MAX_TYPES];  /* per type: empty cells it would check from */
	unsigned nmen;
	uint16_t men[MAX_SIDE_PIECES];
};

static void hold(const struct hdc_position *pos, struct check_plan *p, unsigned cell)
{
	unsigned bit = bit_of_cell(pos, cell);
	if (cs_test(&p->held, bit))
		return;
	cs_set(&p->held, bit);
	p->men[p->nmen++] = (uint16_t)cell;
}

/* The enemy king's lines (as move_may_check() reads them: a far
 * direction is walked, a near one is its first cell) and the men the
 * kernel leaves out. */
static void plan_checks(const struct hdc_position *pos, const struct king_watch *w,
                        struct check_plan *p)
{
	const struct variant *v = pos->v;
	const struct geometry *g = &v->geo;
	const uint8_t *board = pos->board;
	const unsigned us = pos->side;
	const unsigned king = pos->king[us ^ 1];
	const struct dirset *exists = &g->exists[king];
	p->held = cs_zero();
	p->nmen = 0;
	/* The kernel reads the pawn's and the king's sets even in a variant
	 * without pawns. */
	for (uint32_t t = v->types | 1u << HDC_PAWN | 1u << HDC_KING; t; t &= t - 1)
		p->direct[__builtin_ctz(t)] = cs_zero();

	for (uint64_t m = v->attack_far[us] & exists->w[0]; m; m &= m - 1) {
		unsigned d = dirset_first(m, 0);
		const uint16_t *ray = geometry_ray(g, king, d);
		const uint32_t reach = v->reach[us][d];
		unsigned j = 0, q, piece = 0;
		for (; (q = ray[j]) != CELL_NONE && !(piece = board[q]); j++) {
			unsigned bit = bit_of_cell(pos, q);
			for (uint32_t r = reach; r; r &= r - 1) {
				unsigned t = (unsigned)__builtin_ctz(r);
				if (j < v->range[us][t][d])
					cs_set(&p->direct[t], bit);
			}
		}
		if (q == CELL_NONE || PSIDE(piece) != us)
			continue;
		/* Ours: it discovers a check if our attacker stands behind. */
		unsigned first = q;
		for (j++; (q = ray[j]) != CELL_NONE && !(piece = board[q]); j++)
			;
		if (q != CELL_NONE && PSIDE(piece) == us && (reach >> PTYPE(piece) & 1) &&
		    j < v->range[us][PTYPE(piece)][d])
			hold(pos, p, first);
	}
	const uint16_t *steps = g->step + (size_t)king * (size_t)g->ndirs;
	for (unsigned i = 0; i < 2; i++)
		for (uint64_t m = v->attack_near[us].w[i] & exists->w[i]; m; m &= m - 1) {
			unsigned d = dirset_first(m, i);
			unsigned q = steps[d];
			if ((d < (unsigned)g->nslide && (v->attack_far[us] >> d & 1)) || board[q])
				continue;
			unsigned bit = bit_of_cell(pos, q);
			for (uint32_t r = v->reach[us][d]; r; r &= r - 1)
				cs_set(&p->direct[__builtin_ctz(r)], bit);
		}

	for (unsigned i = 0; i < w->npins; i++)
		hold(pos, p, w->pin_cell[i]);
	const struct variant_bits *b = v->bits;
	const cellset *by_type = pos->by_piece + 32 * us;
	cellset left = cs_and(by_type[HDC_PAWN], b->push_promotes[us]);
	for (uint32_t t = b->general_types[us]; t; t &= t - 1)
		left = cs_or(left, by_type[__builtin_ctz(t)]);
	struct cs_iter it = cs_iter_of(left);
	unsigned bit;
	while (cs_next(&it, &bit))
		hold(pos, p, b->sd.cell_of[bit]);
	/* The king checks by discovery only (a step next to the other king
	 * is illegal, but generate_search() lists it); an unmoved C'escacs
	 * king's leaps are walked whenever they may be made. */
	unsigned own_king = pos->king[us];
	if (cs_any(cs_and(b->king_reach[us][bit_of_cell(pos, own_king)], p->direct[HDC_KING])) ||
	    (v->leap_n && (pos->st.castling & v->king_right[us])))
		hold(pos, p, own_king);
}

#define KERNEL quiet_checks_portable
#define KERNEL_ATTR
#include "kernel_ops_portable.h"
#include "movegen_checks_kernel.h"
#include "kernel_ops_undef.h"

#if HDC_HAVE_AVX512
#define KERNEL quiet_checks_avx512
#define KERNEL_ATTR CS512_TARGET
#include "kernel_ops_avx512.h"
#include "movegen_checks_kernel.h"
#include "kernel_ops_undef.h"
/* And with VBMI2's funnel shifts in the fills (movegen_captures.c). */
#define KERNEL quiet_checks_avx512_vbmi2
#define KERNEL_ATTR CS512V_TARGET
#include "kernel_ops_avx512.h"
#undef K_SLIDE
#define K_SLIDE(sd, d, s, e) cs512v_slide(sd, d, s, e)
#include "movegen_checks_kernel.h"
#include "kernel_ops_undef.h"
/* And on two ymm registers (movegen_captures.c). */
#define KERNEL quiet_checks_avx2
#define KERNEL_ATTR CS256_TARGET
#include "kernel_ops_avx2.h"
#include "movegen_checks_kernel.h"
#include "kernel_ops_undef.h"
#endif

static size_t quiet_checks(const struct hdc_position *pos, hdc_move *moves, enum capture_gen gen,
                           const struct king_watch *given)
{
	if (gen == CAPTURE_GEN_MAILBOX || pos->v->geo.ambiguous)
		return keep_checks(pos, moves, given ? generate_search_watched(pos, given, moves)
		                                     : generate_search(pos, moves));
#if !HDC_HAVE_AVX512
	gen = CAPTURE_GEN_PORTABLE;
#endif
	struct king_watch w;
	if (given)
		w = *given;
	else
		watch_king(pos, &w);
	if (w.checks)
		return keep_checks(pos, moves, generate_search_watched(pos, &w, moves));
	if (pos->v->def->pawn->from_pool) {
		/* Forced in-place promotions are then the only moves. */
		struct pool_cache pool = { 0 };
		if (list_forced_promotions(pos, &pool, moves))
			return 0;
	}
	struct check_plan p;
	plan_checks(pos, &w, &p);
	hdc_move *out = moves;
#if HDC_HAVE_AVX512
	if (gen == CAPTURE_GEN_AVX512_VBMI2)
		out = quiet_checks_avx512_vbmi2(pos, &p.held, p.direct, out);
	else if (gen == CAPTURE_GEN_AVX512)
		out = quiet_checks_avx512(pos, &p.held, p.direct, out);
	else if (gen == CAPTURE_GEN_AVX2)
		out = quiet_checks_avx2(pos, &p.held, p.direct, out);
	else
#endif
		out = quiet_checks_portable(pos, &p.held, p.direct, out);
	out += generate_men(pos, &w, p.men, p.nmen, pos->v->ncastlings && pos->st.castling, out);
	return keep_checks(pos, moves, (size_t)(out - moves));
}

size_t generate_quiet_checks_with(const struct hdc_position *pos, hdc_move *moves,
                                  enum capture_gen gen)
{
	return quiet_checks(pos, moves, gen, NULL);
}

/* The portable path filters the full list, as its captures generator
 * keeps the mailbox walkers: with the kernel's fills on eight words the
 * HDC set measured no faster there (2.09 against 2.20 Mnodes/s, two
 * rounds alternated). */
size_t generate_quiet_checks(const struct hdc_position *pos, hdc_move *moves)
{
	return quiet_checks(pos, moves, capture_gen_best(), NULL);
}

size_t generate_quiet_checks_watched(const struct hdc_position *pos, const struct king_watch *w,
                                     hdc_move *moves)
{
	return quiet_checks(pos, moves, capture_gen_best(), w);
}
