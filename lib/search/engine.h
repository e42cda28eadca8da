/*
 * engine.h - the engine handle (struct hdc_engine of hdc.h) and the state
 * of its search threads.
 *
 * Everything a search touches is allocated before its tree walk: the
 * table by hdc_engine_new/set_hash, the threads' states (position copy,
 * move arena, key history, ordering tables) when the thread count is set
 * or grows, the root move list and the game's repetition keys at the
 * start of each search.
 */
#ifndef HDC_ENGINE_H
#define HDC_ENGINE_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>

#include "eval.h"
#include "position.h"
#include "tt.h"

/* Deepest ply of the tree walk, quiescence included. */
#define MAX_PLY 128
/* Moves the per-thread arena holds for all plies of the walk together;
 * a node that would not find HDC_MAX_MOVES free is evaluated as a leaf. */
#define ARENA_MOVES (4 * HDC_MAX_MOVES)

/* Scores.  Mate in `ply` plies from the root: SCORE_MATE - ply; scores
 * beyond +-SCORE_MATE_BOUND are mates. */
#define SCORE_MATE_BOUND (SCORE_MATE - 2 * MAX_PLY)
#define SCORE_DRAW 0
/* C'escacs: stalemating wins 2 of 3 points, a third of the way from a draw
 * (1-1) to a win (3-0) in the points difference: scored as this many
 * centipawns for the stalemating side (about a rook: a stalemate is
 * preferred to an even game, a clearly winning game to a stalemate). */
#define SCORE_STALEMATE_WIN 500

enum limit_bits {
	LIM_DEPTH = 1 << HDC_LIMIT_DEPTH,
	LIM_NODES = 1 << HDC_LIMIT_NODES,
	LIM_MOVETIME = 1 << HDC_LIMIT_MOVETIME,
	LIM_WTIME = 1 << HDC_LIMIT_WTIME,
	LIM_BTIME = 1 << HDC_LIMIT_BTIME,
	LIM_MATE = 1 << HDC_LIMIT_MATE,
	LIM_INFINITE = 1 << HDC_LIMIT_INFINITE
};

struct engine_limits {
	uint32_t set;          /* limit_bits of the limits given */
	int depth;
	uint64_t nodes;
	int64_t movetime;
	int64_t time[2], inc[2];
	int movestogo;
	int mate;
	int infinite;
};

/* One line of the results (MultiPV). */
struct engine_line {
	int score;             /* internal score, side to move's view */
	int depth, seldepth;
	uint64_t nodes;
	int64_t time_ms;
	int pvlen;
	hdc_move pv[HDC_MAX_PV];
};

/* A root move and what the current iteration found for it. */
struct root_move {
	hdc_move move;
	int score;             /* this iteration's (-SCORE_INFINITE: not better than alpha) */
	int prev_score;        /* the last completed iteration's */
	int seldepth;
	int pvlen;
	hdc_move pv[HDC_MAX_PV];
};

struct search_thread {
	unsigned qs_target;     /* quiescence: the cell of the last capture */
	struct hdc_engine *engine;
	int id;
	pthread_t tid;
	struct hdc_position pos;      /* the thread's copy (no history of its own) */
	_Atomic uint64_t nodes;
	uint64_t node_limit;          /* single thread: exact node limit, else 0 */
	uint32_t poll;                /* nodes until the next look at the clock */
	int stopped;                  /* this thread saw the stop */
	int seldepth;
	int root_depth;
	int pruning;                  /* forward pruning and reductions on */

	/* keys[0 .. nkeys): the positions before the current one, the game's
	 * (those that can still repeat) then the walk's. */
	uint64_t *keys;
	size_t nkeys, keys_cap;

	hdc_move *arena;              /* move lists of all plies */
	int32_t *arena_score;
	size_t arena_top;

	struct root_move *root;       /* the search's root moves (engine->nroot) */
	int nroot;
	/* A root move that beat the first one in the iteration under way
	 * (0: none): the best move if the search stops in it. */
	hdc_move partial_best;

	hdc_move killers[MAX_PLY + 2][2];
	/* Per ply, the king watch of the node's position (position_watch()),
	 * found once per node when a legality test or a generator first
	 * needs it (watch_ok[ply], cleared on entering the node): the
	 * position's own cache is lost to every child searched. */
	struct king_watch watch[MAX_PLY + 2];
	uint8_t watch_ok[MAX_PLY + 2];
	int32_t history[64][HDC_MAX_CELLS]; /* by piece (type | side << 5), target */
	int static_eval[MAX_PLY + 2];
	/* Per ply, what the node's evaluation may take over from its
	 * parent's (set by the parent's make, memo_to_child()), then what it
	 * found. */
	struct eval_memo evmemo[MAX_PLY + 2];
	hdc_move pv[MAX_PLY + 1][MAX_PLY + 1];
	int pvlen[MAX_PLY + 1];
};

struct hdc_engine {
	struct tt tt;
	int nthreads, multipv, skill;
	struct engine_limits limits;
	hdc_move *restrict_moves;     /* searchmoves, or NULL */
	size_t nrestrict;
	hdc_engine_progress_fn progress;
	void *progress_user;

	atomic_int stop;
	atomic_int searching;

	struct search_thread **threads;
	int nallocated;               /* thread states allocated */

	struct eval_tables *eval;
	/* hdc_engine_evaluate's own tables (under lock): the search's may be
	 * in use meanwhile. */
	struct eval_tables *eval_query;
	/* The search under way. */
	int root_count;               /* legal root moves searched */
	int lines_wanted;             /* MultiPV lines this search (skill may raise it) */
	int depth_cap;                /* deepest iteration */
	int64_t start_ms;
	int timed;                    /* a clock or move time limits the search */
	int64_t soft_ms, hard_ms;     /* no new iteration after soft, stop at hard */
	int skill_level;              /* the strength of this search */
	uint64_t root_key;

	/* Results, under lock. */
	pthread_mutex_t lock;
	int nlines;
	struct engine_line lines[HDC_MAX_MULTIPV];
	hdc_move best;
	uint64_t total_nodes;
	int64_t total_ms;
};

/* Engine set-up (search.c). */
int engine_alloc_threads(struct hdc_engine *e, int n);
void engine_free_threads(struct hdc_engine *e);
void engine_clear_history(struct hdc_engine *e);
/* Runs the search of pos (already checked: ongoing, root moves legal);
 * returns HDC_OK or HDC_ERR_NO_MEMORY. */
hdc_status engine_search(struct hdc_engine *e, const struct hdc_position *pos, hdc_move *best);

/* Milliseconds of a monotonic clock. */
int64_t engine_now_ms(void);
/* The time manager (timeman.c): sets e->timed, soft_ms, hard_ms. */
void timeman_init(struct hdc_engine *e, int side);

#endif
