/*
 * search.c - the tree walk: iterative deepening over a principal
 * variation search (alpha-beta with null windows after the first move)
 * with aspiration windows, quiescence search, the transposition table,
 * null-move pruning, late-move reductions and futility pruning; lazy SMP
 * for more threads.
 *
 * Nodes: every position entered counts one (quiescence included), in a
 * per-thread counter.
 *
 * Generation is lazy: a node first tries the table move (checked with
 * position_legal_with, no generation), then the captures and promotions
 * (generate_captures, on the bitboards on the AVX-512 path), then the
 * killer moves (checked like the table move), and only then generates the
 * full list for its quiet moves (search_stages); quiescence stands pat
 * before it generates captures.  The legality tests and the generators
 * share one king watch per node (node_watch).
 *
 * Draws in the walk: a repetition of any earlier position (of the walk or
 * of the game since the last irreversible move) scores 0, as do the
 * fifty-move rule (claimable) and insufficient material.  Mates score
 * SCORE_MATE - ply; a stalemate 0, or in C'escacs SCORE_STALEMATE_WIN for
 * the stalemating side.
 */
#define _POSIX_C_SOURCE 200809L /* nanosleep */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "engine.h"
#include "lookahead.h"
#include "make.h"
#include "movepick.h"
#include "qs_delta.h"
#include "result.h"
#include "variant_bits.h"
#include "variant_handle.h"

/* Pruning parameters; each may be set at build time (-DNAME=value) to
 * measure it: a depth of 0 (or 1000 for the minimum depths) turns the
 * pruning off.
 *
 * A search whose deepest iteration is at most FULL_WIDTH_DEPTH (a depth
 * limit of 1..5, or a low skill level) prunes less: no reverse futility,
 * no reductions at the root or below depth 4, null move from depth 5
 * only (its reduced search then never drops straight into quiescence);
 * and futility, always, spares moves that give check.  Such a search
 * finds every mate in N <= 3 at depth 2N - 1 exactly
 * (tests/engine/test_mates.c), which those prunings at low depth can hide
 * (a quiet mating move reduced or cut).  Searches that go deeper prune
 * fully from the first iteration: the mate-safe settings in every
 * iteration up to 5 cost about 80 Elo at 10 000 nodes a move. */
#ifndef FULL_WIDTH_DEPTH
#define FULL_WIDTH_DEPTH 5
#endif
#ifndef NULL_MIN_DEPTH
#define NULL_MIN_DEPTH 5      /* null move from this depth on (from 3: -53 Elo) */
#endif
#ifndef RFP_MAX_DEPTH
#define RFP_MAX_DEPTH 3       /* reverse futility up to this depth (0: off) */
#endif
#ifndef RFP_MARGIN
#define RFP_MARGIN 120        /* per ply of depth */
#endif
#ifndef FUTILITY_MAX_DEPTH
#define FUTILITY_MAX_DEPTH 2  /* futility pruning of quiet moves */
#endif
#ifndef FUTILITY_MARGIN
#define FUTILITY_MARGIN 150   /* per ply of depth */
#endif
#ifndef DELTA_MARGIN
#define DELTA_MARGIN 200      /* quiescence: capture gain + this below alpha */
#endif
#ifndef LMR_MIN_DEPTH
#define LMR_MIN_DEPTH 3       /* late-move reductions from this depth on */
#endif
#ifndef LMR_LOG
#define LMR_LOG 0             /* 0: 1-3 plies by move count; n: log formula / n */
#endif
#ifndef TT_CUT_HISTORY
#define TT_CUT_HISTORY 0      /* history bonus for a table move's cut-off */
#endif
#ifndef IIR_DEPTH
#define IIR_DEPTH 0           /* internal iterative reduction from this depth (0: off) */
#endif
#ifndef ASPIRATION
#define ASPIRATION 30         /* first half-width of the root window */
#endif
#define POLL_NODES 1024
/* Quiescence searches every capture for this many plies, then only
 * recaptures on the cell of the last capture: with dozens of mutually
 * attacking pieces (3D boards are crowded with pawns that capture in four
 * or more directions) even exchanges never let stand-pat cut, and full
 * capture trees grew past 10^8 nodes under one root move. */
#ifndef QS_FULL_PLIES
#define QS_FULL_PLIES 4
#endif

static int search(struct search_thread *t, int alpha, int beta, int depth, int ply,
                  int checked, int null_ok);

static inline int score_to_tt(int score, int ply)
{
	if (score >= SCORE_MATE_BOUND)
		return score + ply;
	if (score <= -SCORE_MATE_BOUND)
		return score - ply;
	return score;
}

static inline int score_from_tt(int score, int ply)
{
	if (score >= SCORE_MATE_BOUND)
		return score - ply;
	if (score <= -SCORE_MATE_BOUND)
		return score + ply;
	return score;
}

static inline uint64_t thread_nodes(const struct search_thread *t)
{
	return atomic_load_explicit(&t->nodes, memory_order_relaxed);
}

static uint64_t total_nodes(const struct hdc_engine *e)
{
	uint64_t n = 0;
	for (int i = 0; i < e->nthreads; i++)
		n += thread_nodes(e->threads[i]);
	return n;
}

/* Every POLL_NODES nodes: the stop flag, the clock (only with a time
 * limit) and, with several threads, the node limit over all of them. */
static void poll(struct search_thread *t)
{
	struct hdc_engine *e = t->engine;
	t->poll = POLL_NODES;
	if (atomic_load_explicit(&e->stop, memory_order_relaxed)) {
		t->stopped = 1;
		return;
	}
	if (t->id != 0)
		return;
	if (e->timed && engine_now_ms() - e->start_ms >= e->hard_ms)
		atomic_store(&e->stop, 1);
	if ((e->limits.set & LIM_NODES) && e->nthreads > 1 && total_nodes(e) >= e->limits.nodes)
		atomic_store(&e->stop, 1);
	if (atomic_load_explicit(&e->stop, memory_order_relaxed))
		t->stopped = 1;
}

/* Counts the node; 1 if the search must unwind. */
static inline int enter_node(struct search_thread *t)
{
	uint64_t n = thread_nodes(t) + 1;
	if (t->node_limit && n > t->node_limit) {
		/* Exactly the limit's count of nodes is entered. */
		t->stopped = 1;
		atomic_store(&t->engine->stop, 1);
		return 1;
	}
	atomic_store_explicit(&t->nodes, n, memory_order_relaxed);
	if (--t->poll == 0)
		poll(t);
	return t->stopped;
}

static inline void push_key(struct search_thread *t, uint64_t key)
{
	t->keys[t->nkeys++] = key;
}

/* A repetition of an earlier position (same side to move) since the last
 * irreversible move. */
static int repeated(const struct search_thread *t)
{
	const struct hdc_position *pos = &t->pos;
	size_t n = t->nkeys;
	size_t back = (size_t)pos->st.halfmove;
	if (back > n)
		back = n;
	uint64_t key = pos->st.key;
	for (size_t k = 4; k <= back; k += 2)
		if (t->keys[n - k] == key)
			return 1;
	return 0;
}

/* Whether the side to move has a piece other than pawns and king (null
 * move's guard against zugzwang). */
static int has_pieces(const struct hdc_position *pos)
{
	const cellset *men = pos->by_piece + PIECE(0, pos->side);
	return cs_any(cs_andnot(men[0], cs_or(men[HDC_PAWN], men[HDC_KING])));
}

static inline int few_pieces(const struct hdc_position *pos)
{
	unsigned n = pos->count[0] + pos->count[1];
	return pos->v->def->material == MATERIAL_CESCACS ? n <= 8 : n <= 3;
}

/* The score of a position without moves for the side to move. */
static inline int no_moves_score(const struct hdc_position *pos, int checked, int ply)
{
	if (checked)
		return -SCORE_MATE + ply;
	return pos->v->def->scoring == SCORING_CESCACS ? -SCORE_STALEMATE_WIN : SCORE_DRAW;
}

/* The node's king watch (engine.h, watch). */
static inline const struct king_watch *node_watch(struct search_thread *t, int ply)
{
	if (!t->watch_ok[ply]) {
		position_watch(&t->pos, &t->watch[ply]);
		t->watch_ok[ply] = 1;
	}
	return &t->watch[ply];
}

/* Whether m is legal at the node, without its king watch where that is
 * not needed (out of check, a mover no pin can hold): a node whose table
 * move or killer cuts off is spared the watch. */
static inline int node_legal(struct search_thread *t, int ply, int checked, hdc_move m)
{
	if (!checked && !t->watch_ok[ply]) {
		int legal = position_legal_unwatched(&t->pos, m);
		if (legal >= 0)
			return legal;
	}
	return position_legal_with(&t->pos, node_watch(t, ply), m);
}

static inline void update_pv(struct search_thread *t, int ply, hdc_move m)
{
	t->pv[ply][ply] = m;
	int len = t->pvlen[ply + 1];
	for (int i = ply + 1; i < len; i++)
		t->pv[ply][i] = t->pv[ply + 1][i];
	t->pvlen[ply] = len > ply + 1 ? len : ply + 1;
}

/* What the child of the node at ply may reuse of the node's evaluation
 * (eval.h, struct eval_memo): the sliders' terms of the sides whose men
 * the move left as they were (keep: bit s for side s). */
static inline void memo_to_child(struct search_thread *t, int ply, unsigned keep)
{
	t->evmemo[ply + 1].sliders[0] = t->evmemo[ply].sliders[0];
	t->evmemo[ply + 1].sliders[1] = t->evmemo[ply].sliders[1];
	t->evmemo[ply + 1].known = t->evmemo[ply].known & keep;
}

/* Pushes the parent's key: whole in search(), which settles it on entry;
 * a quiescence node's may lack its special captures' part, but nothing
 * compares it (repeated() is search()'s, and no search() node lies below
 * a quiescence node). */
static inline void make(struct search_thread *t, int ply, hdc_move m, struct undo *u)
{
	push_key(t, t->pos.st.key);
	handle_make(&t->pos, m, u);
	memo_to_child(t, ply, eval_memo_keep(m, u, t->pos.side));
}

static inline void unmake(struct search_thread *t, hdc_move m, const struct undo *u)
{
	handle_unmake(&t->pos, m, u);
	t->nkeys--;
}

/* Quiescence keeps of the promotions of a pawn move (listed together by
 * the generators) only the most valuable piece: the others lose material
 * to it at once. */
static size_t best_promotions_only(hdc_move *moves, size_t n, const struct eval_tables *ev)
{
	size_t out = 0;
	for (size_t i = 0; i < n; i++) {
		hdc_move m = moves[i];
		unsigned k = MOVE_KIND(m);
		if (k == HDC_MOVE_PROMOTION || k == HDC_MOVE_PROMOTION_CAPTURE ||
		    k == HDC_MOVE_PROMOTION_IN_PLACE) {
			if (out && (moves[out - 1] & 0xFFFFF) == (m & 0xFFFFF) &&
			    MOVE_KIND(moves[out - 1]) == k) {
				if (eval_piece_value(ev, MOVE_EXTRA(m)) >
				    eval_piece_value(ev, MOVE_EXTRA(moves[out - 1])))
					moves[out - 1] = m;
				continue;
			}
		}
		moves[out++] = m;
	}
	return out;
}

static int qsearch(struct search_thread *t, int alpha, int beta, int ply, int checked, int qply)
{
	struct hdc_position *pos = &t->pos;
	const struct eval_tables *ev = t->engine->eval;
	t->pvlen[ply] = ply;
	t->watch_ok[ply] = 0;
	if (enter_node(t))
		return 0;
	if (ply > t->seldepth)
		t->seldepth = ply;
	if (ply >= MAX_PLY || t->arena_top + HDC_MAX_MOVES > ARENA_MOVES)
		return checked ? 0 : evaluate(pos, ev);

	int best = -SCORE_INFINITE, stand = 0;
	if (!checked) {
		stand = evaluate_with(pos, ev, &t->evmemo[ply]);
		if (stand >= beta)
			return stand;
		if (stand > alpha)
			alpha = stand;
		best = stand;
		if (qs_nothing_passes(pos, ev, alpha - stand - DELTA_MARGIN))
			return best;
	}

	hdc_move *moves = t->arena + t->arena_top;
	int32_t *scores = t->arena_score + t->arena_top;
	/* In check: every evasion; else the captures, pins checked when
	 * reached. */
	size_t n = checked ? generate_legal(pos, moves)
	                   : generate_captures_of(pos, moves, qs_prey(ev, alpha - stand - DELTA_MARGIN));
	if (checked && !n)
		return -SCORE_MATE + ply;
	if (!checked)
		n = best_promotions_only(moves, n, ev);
	unsigned king = pos->king[pos->side];
	for (size_t i = 0; i < n; i++)
		scores[i] = move_is_tactical(moves[i]) ? capture_order(pos, ev, moves[i])
		                                       : t->history[pos->board[MOVE_FROM(moves[i])] & 63][MOVE_TO(moves[i])];
	t->arena_top += n;

	for (size_t i = 0; i < n; i++) {
		pick_best(moves, scores, i, n);
		hdc_move m = moves[i];
		/* Deep in quiescence, only recaptures (QS_FULL_PLIES). */
		if (!checked && qply >= QS_FULL_PLIES && MOVE_TO(m) != t->qs_target)
			continue;
		/* Delta pruning: even winning the piece would not reach alpha;
		 * and captures that lose the capturing piece. */
		if (!checked && (stand + move_gain(pos, ev, m) + DELTA_MARGIN <= alpha ||
		                 capture_loses(pos, ev, m)))
			continue;
		/* generate_captures_unpinned leaves the pins to us. */
		if (!checked && MOVE_FROM(m) != king && MOVE_KIND(m) != HDC_MOVE_EN_PASSANT &&
		    may_be_pinned(pos, MOVE_FROM(m)) &&
		    !position_legal_with(pos, node_watch(t, ply), m))
			continue;
		struct undo u;
		unsigned saved_target = t->qs_target;
		t->qs_target = MOVE_TO(m);
		make(t, ply, m, &u);
		int score = -qsearch(t, -beta, -alpha, ply + 1, in_check_after(pos, m), qply + 1);
		unmake(t, m, &u);
		t->qs_target = saved_target;
		if (t->stopped)
			break;
		if (score > best) {
			best = score;
			if (score > alpha) {
				alpha = score;
				if (score >= beta)
					break;
			}
		}
	}
	t->arena_top -= n;
	return best;
}

/* Searches one move of a node (PVS with reductions); returns its score. */
static inline int search_move(struct search_thread *t, hdc_move m, int alpha, int beta,
                              int depth, int ply, int count, int pv_node, int checked,
                              int quiet)
{
	struct hdc_position *pos = &t->pos;
	struct undo u;
	int nd = depth - 1;
	/* The child's table bucket, fetched while the move is made: its key
	 * as a plain move or capture leaves it (right nearly always). */
	if (nd > 0) {
		unsigned from = MOVE_FROM(m), to = MOVE_TO(m), p = pos->board[from];
		uint64_t key = pos->st.key ^ pos->st.special_key ^ zobrist_side() ^
		               piece_key(pos, p, from) ^ piece_key(pos, p, to);
		if (pos->board[to] && to != from)
			key ^= piece_key(pos, pos->board[to], to);
		tt_prefetch(&t->engine->tt, key);
	}
	make(t, ply, m, &u);
	int gives = in_check_after(pos, m);
	int score;
	if (count == 0) {
		score = -search(t, -beta, -alpha, nd, ply + 1, gives, 1);
	} else {
		int r = 0;
		if ((t->pruning ? depth >= LMR_MIN_DEPTH : ply > 0 && depth >= 4) &&
		    count >= (pv_node ? 4 : 2) && quiet && !checked &&
		    !gives) {
#if LMR_LOG
			/* About log2(depth) x log2(count) / LMR_LOG, at least 1. */
			int ld = 31 - __builtin_clz((unsigned)depth);
			int lc = 31 - __builtin_clz((unsigned)count);
			r = (ld * lc + 1) / LMR_LOG;
			if (r < 1)
				r = 1;
#else
			r = 1 + (count >= 8) + (depth >= 8 && count >= 16);
#endif
			if (pv_node && r > 1)
				r--;
			if (r > nd - 1)
				r = nd - 1 > 0 ? nd - 1 : 0;
		}
		score = -search(t, -alpha - 1, -alpha, nd - r, ply + 1, gives, 1);
		if (r && score > alpha && !t->stopped)
			score = -search(t, -alpha - 1, -alpha, nd, ply + 1, gives, 1);
		if (pv_node && score > alpha && score < beta && !t->stopped)
			score = -search(t, -beta, -alpha, nd, ply + 1, gives, 1);
	}
	unmake(t, m, &u);
	return score;
}

/* A node's window and what its moves found so far. */
struct node {
	int alpha, beta, depth, ply, pv_node, checked;
	int best, count;
	hdc_move best_move;
};

/* Searches move m of the node (reducible: a quiet move that late-move
 * reductions may reduce) and keeps its best score, alpha and the PV.
 * Returns 1 when the node is done: a cut-off, or a stop (t->stopped). */
static inline int node_try(struct search_thread *t, struct node *nd, hdc_move m, int reducible)
{
	int score = search_move(t, m, nd->alpha, nd->beta, nd->depth, nd->ply, nd->count,
	                        nd->pv_node, nd->checked, reducible);
	if (t->stopped)
		return 1;
	nd->count++;
	if (score > nd->best) {
		nd->best = score;
		nd->best_move = m;
		if (score > nd->alpha) {
			nd->alpha = score;
			update_pv(t, nd->ply, m);
			if (score >= nd->beta)
				return 1;
		}
	}
	return 0;
}

/* A quiet move m cut off: its history bonus, and a malus for the quiet
 * moves tried before it (killers[0..nkillers), then moves[0..n) but for
 * the zeroed ones). */
static void quiet_cut(struct search_thread *t, hdc_move m, int depth, const hdc_move *killers,
                      unsigned nkillers, const hdc_move *moves, size_t n)
{
	const struct hdc_position *pos = &t->pos;
	int bonus = depth * depth;
	history_update(history_slot(t, pos, m), bonus);
	for (unsigned k = 0; k < nkillers; k++)
		history_update(history_slot(t, pos, killers[k]), -bonus);
	for (size_t j = 0; j < n; j++)
		if (moves[j])
			history_update(history_slot(t, pos, moves[j]), -bonus);
}

/* Whether futility pruning skips quiet move m: the node is hopeless and m
 * cannot lift it, unless it gives check (a mate is one); never the first
 * move searched. */
static inline int futile_move(struct search_thread *t, const struct node *nd, int futile,
                              hdc_move m)
{
	return futile && nd->count > 0 && nd->best > -SCORE_MATE_BOUND &&
	       !move_may_check(&t->pos, m);
}

/* What a node's quiet king moves are checked against: the enemy's
 * attacks on the king's neighbours, found on the bitboards in one pass
 * when the first of them is reached (known: 0 not yet, 1 found, -1 not
 * available: the portable path asks attacked()).  Each step's attacked()
 * walked every line through its cell: 2.5 % of Raumschach's search. */
struct king_steps {
	int known;
	cellset att;
};

static int king_step_legal(const struct hdc_position *pos, const struct king_watch *w,
                           struct king_steps *ks, hdc_move m)
{
	if (!ks->known)
		ks->known = king_ring_attacks(pos, pos->side, &ks->att) ? 1 : -1;
	return ks->known > 0 ? position_king_step_legal(pos, w, &ks->att, m)
	                     : position_legal_with(pos, w, m);
}

/* The moves of a node after its table move, in stages: the captures and
 * promotions (best victim first), the killers, then the quiet moves (by
 * history).  A cut-off in an early stage saves generating the quiet
 * moves, which most of a node's moves are.  Returns 1 when the node is
 * done (a cut-off or a stop). */
static int search_stages(struct search_thread *t, struct node *nd, hdc_move tt_move, int futile)
{
	struct hdc_position *pos = &t->pos;
	const struct eval_tables *ev = t->engine->eval;
	unsigned king = pos->king[pos->side];
	hdc_move *moves = t->arena + t->arena_top;
	int32_t *scores = t->arena_score + t->arena_top;
	int done = 0;

	/* Out of check, a capture of a piece that may be pinned is only
	 * pseudo-legal (generate_captures_unpinned). */
	size_t n = nd->checked ? generate_captures_watched(pos, node_watch(t, nd->ply), moves)
	                       : generate_captures_unpinned(pos, moves);
	for (size_t i = 0; i < n; i++)
		scores[i] = capture_order(pos, ev, moves[i]);
	t->arena_top += n;
	for (size_t i = 0; i < n && !done; i++) {
		pick_best(moves, scores, i, n);
		hdc_move m = moves[i];
		if (m == tt_move)
			continue;
		if (!nd->checked && MOVE_FROM(m) != king && MOVE_KIND(m) != HDC_MOVE_EN_PASSANT &&
		    may_be_pinned(pos, MOVE_FROM(m)) &&
		    !position_legal_with(pos, node_watch(t, nd->ply), m))
			continue;
		done = node_try(t, nd, m, 0);
	}
	t->arena_top -= n;
	if (done)
		return 1;

	/* The killers: quiet moves that cut off at this ply, if legal here. */
	const hdc_move killer[2] = { t->killers[nd->ply][0], t->killers[nd->ply][1] };
	hdc_move tried[2];
	unsigned ntried = 0;
	for (unsigned k = 0; k < 2; k++) {
		hdc_move m = killer[k];
		if (!m || m == tt_move || move_is_tactical(m) ||
		    !node_legal(t, nd->ply, nd->checked, m))
			continue;
		if (!futile_move(t, nd, futile, m) && node_try(t, nd, m, 0)) {
			if (!t->stopped)
				quiet_cut(t, m, nd->depth, tried, ntried, NULL, 0);
			return 1;
		}
		tried[ntried++] = m;
	}

	/* The quiet moves: the king's are only pseudo-legal (generate_search).
	 * Where futility prunes every quiet move that cannot check (a move
	 * was searched already), only those that may are listed: half of the
	 * quiet lists are at futile nodes, and they kept one move in five
	 * hundred. */
	int checks_only = futile && nd->count > 0 && nd->best > -SCORE_MATE_BOUND;
	const struct king_watch *w = node_watch(t, nd->ply);
	size_t generated = checks_only ? generate_quiet_checks_watched(pos, w, moves)
	                               : generate_search_watched(pos, w, moves);
	size_t nquiet = 0, nfront = 0;
	for (size_t i = 0; i < generated; i++) {
		hdc_move m = moves[i];
		if (m == tt_move)
			continue;
		if (move_is_tactical(m) || m == killer[0] || m == killer[1]) {
			/* Searched already.  Its place goes to the first quiet
			 * move, which moves to the end: the order the single
			 * list had, whose moves the search was tuned on (it
			 * puts the king's steps, listed first, late). */
			moves[nfront + nquiet] = moves[nfront];
			nfront++;
			continue;
		}
		moves[nfront + nquiet++] = m;
	}
	moves += nfront;
	for (size_t i = 0; i < nquiet; i++)
		scores[i] = *history_slot(t, pos, moves[i]);
	t->arena_top += generated;
	sort_quiets(moves, scores, 0, nquiet);
	struct king_steps steps = { 0 };
	for (size_t i = 0; i < nquiet; i++) {
		hdc_move m = moves[i];
		if (MOVE_FROM(m) == king && MOVE_KIND(m) != HDC_MOVE_CASTLING &&
		    !king_step_legal(pos, w, &steps, m)) {
			moves[i] = 0; /* no history malus for it */
			continue;
		}
		if (!checks_only && futile_move(t, nd, futile, m))
			continue;
		if (node_try(t, nd, m, 1)) {
			if (!t->stopped)
				quiet_cut(t, m, nd->depth, tried, ntried, moves, i);
			done = 1;
			break;
		}
	}
	t->arena_top -= generated;
	return done;
}

static int search(struct search_thread *t, int alpha, int beta, int depth, int ply,
                  int checked, int null_ok)
{
	struct hdc_engine *e = t->engine;
	struct hdc_position *pos = &t->pos;
	const struct eval_tables *ev = e->eval;
	int pv_node = beta - alpha > 1;

	/* Check extension (within twice the iteration's depth, so that long
	 * checking sequences end). */
	if (checked && ply < 2 * t->root_depth)
		depth++;
	if (depth <= 0)
		return qsearch(t, alpha, beta, ply, checked, 0);
	t->pvlen[ply] = ply;
	t->watch_ok[ply] = 0;
	if (enter_node(t))
		return 0;
	if (ply > t->seldepth)
		t->seldepth = ply;
	if (ply >= MAX_PLY || t->arena_top + HDC_MAX_MOVES > ARENA_MOVES)
		return checked ? 0 : evaluate(pos, ev);
	/* The repetition test and the table read the key: whole from here
	 * on, for this node and the keys its children push. */
	position_settle_key(pos);

	/* Draws by rule (a claimable fifty-move draw counts as one). */
	if ((pos->st.halfmove >= 100 && !checked) || repeated(t) ||
	    (few_pieces(pos) && game_insufficient_material(pos)))
		return SCORE_DRAW;

	/* Mate distance: no line here can beat a quicker mate found already. */
	int mate_lo = -SCORE_MATE + ply, mate_hi = SCORE_MATE - ply - 1;
	if (alpha < mate_lo)
		alpha = mate_lo;
	if (beta > mate_hi)
		beta = mate_hi;
	if (alpha >= beta)
		return alpha;

	uint64_t key = pos->st.key;
	struct tt_hit hit;
	hdc_move tt_move = 0;
	/* Only the pruning of non-PV nodes reads it.  Computed before the
	 * probe, so that the bucket (prefetched when the parent made the
	 * move; in a 16 MiB table mostly a miss to memory) arrives
	 * meanwhile: a table cut-off wastes it, the wait it hides pays more. */
	int static_eval =
		checked || pv_node ? -SCORE_INFINITE : evaluate_with(pos, ev, &t->evmemo[ply]);
	if (tt_probe(&e->tt, key, &hit)) {
		tt_move = hit.move;
		int s = score_from_tt(hit.score, ply);
		if (!pv_node && hit.depth >= depth &&
		    ((hit.bound == TT_EXACT) || (hit.bound == TT_LOWER && s >= beta) ||
		     (hit.bound == TT_UPPER && s <= alpha)))
			return s;
	}

	t->static_eval[ply] = static_eval;

	if (!pv_node && !checked) {
		/* Reverse futility: far above beta near the leaves. */
		if (t->pruning && depth <= RFP_MAX_DEPTH && static_eval - RFP_MARGIN * depth >= beta &&
		    static_eval < SCORE_MATE_BOUND)
			return static_eval;
		/* Null move: if passing still fails high, a move will too (not
		 * with only pawns left: zugzwang). */
		if (null_ok && depth >= (t->pruning || NULL_MIN_DEPTH > 5 ? NULL_MIN_DEPTH : 5) &&
		    static_eval >= beta &&
		    has_pieces(pos) &&
		    beta > -SCORE_MATE_BOUND) {
			int r = 3 + depth / 4;
			struct undo u;
			/* The reply's table bucket, as search_move() fetches a
			 * move's (the pass changes the side and drops the special
			 * captures). */
			if (depth - 1 - r > 0)
				tt_prefetch(&e->tt, key ^ pos->st.special_key ^ zobrist_side());
			push_key(t, key);
			handle_make(pos, HDC_MOVE_NULL, &u);
			memo_to_child(t, ply, eval_memo_keep(HDC_MOVE_NULL, &u, pos->side));
			int score = -search(t, -beta, -beta + 1, depth - 1 - r, ply + 1, 0, 0);
			handle_unmake(pos, HDC_MOVE_NULL, &u);
			t->nkeys--;
			if (t->stopped)
				return 0;
			if (score >= beta)
				return score >= SCORE_MATE_BOUND ? beta : score;
		}
	}

#if IIR_DEPTH
	/* Internal iterative reduction: a node the table knows nothing of
	 * is searched a ply shallower (it is rarely an important one). */
	if (t->pruning && !tt_move && depth >= IIR_DEPTH)
		depth--;
#endif

	struct node nd = { alpha, beta, depth, ply, pv_node, checked, -SCORE_INFINITE, 0, 0 };
	int orig_alpha = alpha;
	int futile = !pv_node && !checked && depth <= FUTILITY_MAX_DEPTH &&
	             static_eval + FUTILITY_MARGIN * depth <= alpha;

	/* The table move, before anything is generated. */
	if (tt_move && node_legal(t, ply, checked, tt_move)) {
		if (node_try(t, &nd, tt_move, !move_is_tactical(tt_move)))
			goto done;
	} else {
		tt_move = 0;
	}
	if (search_stages(t, &nd, tt_move, futile))
		goto done;
	/* The first legal move is never pruned: none searched, none legal. */
	if (!nd.count)
		return no_moves_score(pos, checked, ply);
done:
	if (t->stopped)
		return 0;
	if (nd.best >= beta && !move_is_tactical(nd.best_move) && t->killers[ply][0] != nd.best_move) {
		t->killers[ply][1] = t->killers[ply][0];
		t->killers[ply][0] = nd.best_move;
	}
#if TT_CUT_HISTORY
	/* A quiet table move that cut earns its history bonus too. */
	if (nd.best >= beta && nd.best_move == tt_move && nd.count == 1 &&
	    !move_is_tactical(nd.best_move))
		history_update(history_slot(t, pos, nd.best_move), depth * depth);
#endif
	tt_store(&e->tt, key, nd.best_move, score_to_tt(nd.best, ply), depth,
	         nd.best >= beta ? TT_LOWER : nd.best > orig_alpha ? TT_EXACT : TT_UPPER);
	return nd.best;
}

/* ------------------------------------------------------------------------ */
/* The root                                                                  */
/* ------------------------------------------------------------------------ */

/* Searches root moves [first, nroot) at depth; returns the best score.
 * Every move that raises alpha gets its score and PV; the others
 * -SCORE_INFINITE. */
static int search_root(struct search_thread *t, int first, int alpha, int beta, int depth)
{
	struct hdc_position *pos = &t->pos;
	int checked = in_check(pos);
	int best = -SCORE_INFINITE;
	if (enter_node(t))
		return 0;
	t->pvlen[0] = 0;
	for (int i = first; i < t->nroot; i++) {
		struct root_move *rm = &t->root[i];
		int count = i - first;
		t->seldepth = 0;
		int score = search_move(t, rm->move, alpha, beta, depth + checked, 0, count, 1,
		                        checked, !move_is_tactical(rm->move));
		if (t->stopped)
			return best;
		if (score > alpha || count == 0) {
			rm->score = score;
			rm->seldepth = t->seldepth;
			rm->pv[0] = rm->move;
			int len = 1;
			for (int k = 1; k < t->pvlen[1] && len < HDC_MAX_PV; k++)
				rm->pv[len++] = t->pv[1][k];
			rm->pvlen = len;
		} else {
			rm->score = -SCORE_INFINITE;
		}
		if (score > best)
			best = score;
		if (score > alpha) {
			alpha = score;
			if (count > 0 && first == 0)
				t->partial_best = rm->move;
			if (score >= beta)
				return score;
		}
	}
	return best;
}

/* Stable sort of root moves [first, n) by score, best first. */
static void sort_root(struct root_move *rm, int first, int n)
{
	for (int i = first + 1; i < n; i++) {
		struct root_move tmp = rm[i];
		int j = i;
		for (; j > first && rm[j - 1].score < tmp.score; j--)
			rm[j] = rm[j - 1];
		rm[j] = tmp;
	}
}

static void publish(struct search_thread *t, int depth)
{
	struct hdc_engine *e = t->engine;
	/* Skill may search more lines than the caller asked to see. */
	int lines = e->multipv < t->nroot ? e->multipv : t->nroot;
	uint64_t nodes = total_nodes(e);
	int64_t ms = engine_now_ms() - e->start_ms;
	pthread_mutex_lock(&e->lock);
	for (int i = 0; i < lines; i++) {
		struct engine_line *l = &e->lines[i];
		const struct root_move *rm = &t->root[i];
		l->score = rm->score;
		l->depth = depth;
		l->seldepth = rm->seldepth > depth ? rm->seldepth : depth;
		l->nodes = nodes;
		l->time_ms = ms;
		l->pvlen = rm->pvlen;
		memcpy(l->pv, rm->pv, (size_t)rm->pvlen * sizeof *l->pv);
	}
	e->nlines = lines;
	e->best = t->root[0].move;
	e->total_nodes = nodes;
	e->total_ms = ms;
	pthread_mutex_unlock(&e->lock);
}

/* Mate for the side to move within `moves` moves? */
static int mate_within(int score, int moves)
{
	return score >= SCORE_MATE_BOUND && (SCORE_MATE - score + 1) / 2 <= moves;
}

/* Iterative deepening of one thread; thread 0 publishes, reports and
 * decides when to stop. */
static void iterate(struct search_thread *t)
{
	struct hdc_engine *e = t->engine;
	int lines = e->lines_wanted < t->nroot ? e->lines_wanted : t->nroot;
	int start = 1 + (t->id ? t->id % 2 : 0);
	for (int depth = start; depth <= e->depth_cap; depth++) {
		t->root_depth = depth;
		t->pruning = depth > FULL_WIDTH_DEPTH || e->depth_cap > FULL_WIDTH_DEPTH;
		t->partial_best = 0;
		for (int pvi = 0; pvi < lines; pvi++) {
			int prev = t->root[pvi].prev_score;
			int delta = ASPIRATION, alpha = -SCORE_INFINITE, beta = SCORE_INFINITE;
			if (depth >= 4 && prev > -SCORE_MATE_BOUND && prev < SCORE_MATE_BOUND) {
				alpha = prev - delta;
				beta = prev + delta;
			}
			for (;;) {
				int score = search_root(t, pvi, alpha, beta, depth);
				sort_root(t->root, pvi, t->nroot);
				if (t->stopped)
					break;
				if (score <= alpha && alpha > -SCORE_INFINITE) {
					beta = (alpha + beta) / 2;
					alpha = score - delta > -SCORE_INFINITE ? score - delta : -SCORE_INFINITE;
				} else if (score >= beta && beta < SCORE_INFINITE) {
					beta = score + delta < SCORE_INFINITE ? score + delta : SCORE_INFINITE;
				} else {
					break;
				}
				delta += delta;
				if (delta > 1000)
					alpha = -SCORE_INFINITE, beta = SCORE_INFINITE;
			}
			if (t->stopped)
				break;
			/* A later line may score above an earlier one (its
			 * search met other table entries): the lines are
			 * reported best first. */
			sort_root(t->root, 0, pvi + 1);
		}
		if (t->stopped)
			break;
		for (int i = 0; i < t->nroot; i++)
			t->root[i].prev_score = t->root[i].score;
		if (t->id != 0)
			continue;
		publish(t, depth);
		if (e->progress && e->progress(e, depth, e->progress_user))
			atomic_store(&e->stop, 1);
		if (atomic_load(&e->stop))
			break;
		if ((e->limits.set & LIM_MATE) && mate_within(t->root[0].score, e->limits.mate))
			break;
		if (e->timed && !e->limits.infinite &&
		    (engine_now_ms() - e->start_ms >= e->soft_ms || t->nroot == 1))
			break;
	}
	if (t->id == 0)
		atomic_store(&e->stop, 1);
}

static hdc_status run(struct hdc_engine *e, const struct hdc_position *pos, hdc_move *root,
                      hdc_move *best);

static void *helper_main(void *arg)
{
	iterate(arg);
	return NULL;
}

/* ------------------------------------------------------------------------ */
/* Set-up                                                                    */
/* ------------------------------------------------------------------------ */

static void free_thread(struct search_thread *t)
{
	if (!t)
		return;
	free(t->keys);
	free(t->arena);
	free(t->arena_score);
	free(t->root);
	free(t);
}

int engine_alloc_threads(struct hdc_engine *e, int n)
{
	if (n <= e->nallocated)
		return 0;
	struct search_thread **list = realloc(e->threads, (size_t)n * sizeof *list);
	if (!list)
		return -1;
	e->threads = list;
	for (int i = e->nallocated; i < n; i++) {
		struct search_thread *t = cellset_calloc(sizeof *t);
		if (!t)
			return -1;
		t->arena = malloc(ARENA_MOVES * sizeof *t->arena);
		t->arena_score = malloc(ARENA_MOVES * sizeof *t->arena_score);
		if (!t->arena || !t->arena_score) {
			free_thread(t);
			return -1;
		}
		t->engine = e;
		t->id = i;
		list[i] = t;
		e->nallocated = i + 1;
	}
	return 0;
}

void engine_free_threads(struct hdc_engine *e)
{
	for (int i = 0; i < e->nallocated; i++)
		free_thread(e->threads[i]);
	free(e->threads);
	e->threads = NULL;
	e->nallocated = 0;
}

void engine_clear_history(struct hdc_engine *e)
{
	for (int i = 0; i < e->nallocated; i++) {
		struct search_thread *t = e->threads[i];
		memset(t->history, 0, sizeof t->history);
		memset(t->killers, 0, sizeof t->killers);
	}
}

/* The thread's copy of the position, its keys and root moves. */
static int prepare_thread(struct search_thread *t, const struct hdc_position *pos,
                          const hdc_move *root, int nroot)
{
	memcpy(&t->pos, pos, sizeof t->pos);
	t->pos.history = NULL;
	t->pos.nhistory = t->pos.history_cap = 0;
	t->pos.ply = 0;
	t->pos.watch_ply = 0;
	t->evmemo[0].known = 0;
	eval_attach(&t->pos, t->engine->eval);

	size_t back = (size_t)pos->st.halfmove;
	if (back > pos->nhistory)
		back = pos->nhistory;
	size_t need = back + MAX_PLY + 8;
	if (need > t->keys_cap) {
		uint64_t *k = realloc(t->keys, need * sizeof *k);
		if (!k)
			return -1;
		t->keys = k;
		t->keys_cap = need;
	}
	t->nkeys = 0;
	for (size_t i = pos->nhistory - back; i < pos->nhistory; i++)
		t->keys[t->nkeys++] = pos->history[i].undo.st.key;

	free(t->root);
	t->root = malloc((size_t)nroot * sizeof *t->root);
	if (!t->root)
		return -1;
	for (int i = 0; i < nroot; i++) {
		t->root[i].move = root[i];
		t->root[i].score = t->root[i].prev_score = -SCORE_INFINITE;
		t->root[i].pvlen = 1;
		t->root[i].pv[0] = root[i];
		t->root[i].seldepth = 0;
	}
	t->nroot = nroot;
	t->arena_top = 0;
	t->stopped = 0;
	t->poll = POLL_NODES;
	t->seldepth = 0;
	atomic_store(&t->nodes, 0);
	memset(t->killers, 0, sizeof t->killers);
	return 0;
}

/* Skill: a reproducible pick among the best lines (see README, "Engine").
 * The noise is a hash of the root key and the level. */
static int skill_pick(const struct hdc_engine *e, const struct search_thread *t)
{
	int lines = e->lines_wanted < t->nroot ? e->lines_wanted : t->nroot;
	if (lines <= 1)
		return 0;
	int weakness = 120 - 2 * e->skill_level;
	int top = t->root[0].score;
	int spread = top - t->root[lines - 1].score;
	if (spread > 100)
		spread = 100;
	uint64_t x = e->root_key ^ (uint64_t)(e->skill_level + 1) * 0x9E3779B97F4A7C15ull;
	int best = 0, best_value = -SCORE_INFINITE * 2;
	for (int i = 0; i < lines; i++) {
		x ^= x >> 33;
		x *= 0xFF51AFD7ED558CCDull;
		x ^= x >> 33;
		int s = t->root[i].score;
		if (s <= -SCORE_INFINITE + 1)
			continue;
		int push = (weakness * (top - s) + spread * (int)(x % (uint64_t)weakness)) / 128;
		int value = s + push;
		if (value > best_value) {
			best_value = value;
			best = i;
		}
	}
	return best;
}

hdc_status engine_search(struct hdc_engine *e, const struct hdc_position *pos, hdc_move *best)
{
	/* Not on the caller's stack, which may be a small thread's. */
	hdc_move *root = malloc(HDC_MAX_MOVES * sizeof *root);
	if (!root)
		return HDC_ERR_NO_MEMORY;
	hdc_status st = run(e, pos, root, best);
	free(root);
	return st;
}

static hdc_status run(struct hdc_engine *e, const struct hdc_position *pos, hdc_move *root,
                      hdc_move *best)
{
	int nroot;
	/* Root moves: the legal ones, or the restriction (checked legal). */
	if (e->nrestrict) {
		nroot = 0;
		for (size_t i = 0; i < e->nrestrict; i++)
			root[nroot++] = e->restrict_moves[i];
	} else {
		nroot = (int)generate_legal(pos, root);
	}
	if (engine_alloc_threads(e, e->nthreads))
		return HDC_ERR_NO_MEMORY;

	if (e->eval->v != pos->v) {
		/* The tables are keyed by the variant: keep it alive while they
		 * are (a freed one's address could come back as another). */
		variant_hold(pos->v);
		variant_drop(e->eval->v);
		eval_prepare(e->eval, pos->v);
	}
	tt_new_search(&e->tt);
	e->start_ms = engine_now_ms();
	timeman_init(e, pos->side);
	e->root_key = position_key(pos);
	e->skill_level = e->skill;
	e->depth_cap = (e->limits.set & LIM_DEPTH) ? e->limits.depth : HDC_MAX_SEARCH_DEPTH;
	e->lines_wanted = e->multipv;
	if (e->skill_level < HDC_MAX_SKILL) {
		int cap = 1 + e->skill_level / 2;
		if (cap < e->depth_cap)
			e->depth_cap = cap;
		if (e->lines_wanted < 4)
			e->lines_wanted = 4;
	}
	if (e->depth_cap > MAX_PLY - 8)
		e->depth_cap = MAX_PLY - 8;

	for (int i = 0; i < e->nthreads; i++) {
		struct search_thread *t = e->threads[i];
		if (prepare_thread(t, pos, root, nroot))
			return HDC_ERR_NO_MEMORY;
		t->node_limit = (e->limits.set & LIM_NODES) && e->nthreads == 1 ? e->limits.nodes : 0;
	}
	/* The first iteration's order: the table move, captures and
	 * promotions by MVV/LVA, then the rest as generated. */
	struct search_thread *t0 = e->threads[0];
	struct tt_hit hit;
	hdc_move tt_move = tt_probe(&e->tt, position_key(pos), &hit) ? hit.move : 0;
	for (int i = 0; i < t0->nroot; i++) {
		hdc_move m = t0->root[i].move;
		t0->root[i].score = m == tt_move ? 1 << 30
		                    : move_is_tactical(m) ? capture_order(pos, e->eval, m) : 0;
	}
	sort_root(t0->root, 0, t0->nroot);
	for (int i = 0; i < t0->nroot; i++)
		t0->root[i].score = -SCORE_INFINITE;

	/* Until the first iteration completes, the first of them is the
	 * answer. */
	pthread_mutex_lock(&e->lock);
	e->nlines = 0;
	e->best = t0->root[0].move;
	e->total_nodes = 0;
	e->total_ms = 0;
	pthread_mutex_unlock(&e->lock);

	int started = 1;
	for (int i = 1; i < e->nthreads; i++) {
		if (pthread_create(&e->threads[i]->tid, NULL, helper_main, e->threads[i]))
			break;
		started++;
	}
	iterate(e->threads[0]);
	/* An infinite search answers only when stopped (UCI), even if it ran
	 * out of depth first. */
	if (e->limits.infinite)
		while (!atomic_load(&e->stop)) {
			struct timespec ts = { 0, 1000000 };
			nanosleep(&ts, NULL);
		}
	atomic_store(&e->stop, 1);
	for (int i = 1; i < started; i++)
		pthread_join(e->threads[i]->tid, NULL);

	struct search_thread *main = e->threads[0];
	pthread_mutex_lock(&e->lock);
	if (e->nlines && e->skill_level < HDC_MAX_SKILL) {
		/* The weakened choice is the line reported first. */
		int pick = skill_pick(e, main);
		const struct root_move *rm = &main->root[pick];
		struct engine_line *l = &e->lines[0];
		l->score = rm->score;
		l->pvlen = rm->pvlen;
		memcpy(l->pv, rm->pv, (size_t)rm->pvlen * sizeof *l->pv);
		e->best = rm->move;
	} else if (main->stopped && main->partial_best && e->nlines) {
		/* Stopped in an iteration where another move had already
		 * proved better than the last iteration's best: play it. */
		struct engine_line *l = &e->lines[0];
		for (int i = 0; i < main->nroot; i++)
			if (main->root[i].move == main->partial_best) {
				const struct root_move *rm = &main->root[i];
				l->score = rm->score;
				l->pvlen = rm->pvlen;
				memcpy(l->pv, rm->pv, (size_t)rm->pvlen * sizeof *l->pv);
			}
		e->best = main->partial_best;
	}
	e->total_nodes = total_nodes(e);
	e->total_ms = engine_now_ms() - e->start_ms;
	for (int i = 0; i < e->nlines; i++) {
		e->lines[i].nodes = e->total_nodes;
		e->lines[i].time_ms = e->total_ms;
	}
	*best = e->best;
	pthread_mutex_unlock(&e->lock);
	if (e->progress)
		e->progress(e, 0, e->progress_user);
	return HDC_OK;
}
