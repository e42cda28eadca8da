/*
 * movegen_captures.c - the legal captures and promotions of a position,
 * for the quiescence search: what generate_legal() lists of kinds
 * capture, en passant and promotion (of any kind), in some order, without
 * walking out the quiet moves.
 *
 * The same king watch as the full generator (checkers and pins, found once
 * from the king) makes every move emitted legal: a pinned piece only moves
 * along its pin line, in single check only the checker may be taken (or a
 * promotion push may block), in double check only the king moves; king
 * targets are tested for attacks.  Sliders walk their rays to the first
 * piece without writing the empty cells passed.  Cross-checked against
 * filtering generate_legal() over the perft tables (tests/engine).
 *
 * On the AVX-512 path, out of check and in single check, the captures of
 * the pieces that are neither pinned nor the king come from the
 * position's bitboards instead (movegen_captures_kernel.h): the same
 * moves in another order (tests/bitboards/test_captures_bb.c compares
 * them with these walkers, kept as CAPTURE_GEN_MAILBOX).  The same
 * kernel, compiled for every move, gives generate_legal() the free men's
 * moves of large armies (generate_free_moves; tests/bitboards/
 * test_legal_bb.c).
 */
#include "kernel_hits.h"
#include "make.h"
#include "variant_bits.h"

#include <string.h>

struct cgen {
	const struct hdc_position *pos;
	const struct variant *v;
	const struct geometry *g;
	hdc_move *out;
	int us, them;
	struct king_watch w;
	struct pool_cache pool;
	uint32_t prey;                      /* bit t: captures of type t wanted */
	const cellset *prey_cells;          /* if set: only these victims (bits) */
};

/* Whether the enemy man p is worth taking here (the caller's prey). */
static inline int is_prey(const struct cgen *c, unsigned p)
{
	return c->prey >> PTYPE(p) & 1;
}

/* In single check a move must land on the checker or its line. */
static inline int answers_check(const struct cgen *c, unsigned to)
{
	return !c->w.checks || bit_test(c->w.block, to);
}

/* A pawn move that promotes (to every piece it may become), or a plain
 * capture (an awaiting pawn's too). */
static void pawn_emit(struct cgen *c, unsigned from, unsigned to, unsigned kind)
{
	if (!answers_check(c, to))
		return;
	if (c->v->promotes[c->us][to]) {
		uint8_t types[12];
		unsigned n = promotion_choices_cached(c->pos, &c->pool, to, types);
		unsigned promo = kind == HDC_MOVE_CAPTURE ? HDC_MOVE_PROMOTION_CAPTURE
		                                          : HDC_MOVE_PROMOTION;
		for (unsigned i = 0; i < n; i++)
			*c->out++ = MAKE_MOVE(from, to, types[i], promo);
		if (!n && kind == HDC_MOVE_CAPTURE && is_prey(c, c->pos->board[to]))
			*c->out++ = MAKE_MOVE(from, to, 0, kind);
	} else if (kind == HDC_MOVE_CAPTURE && is_prey(c, c->pos->board[to])) {
		*c->out++ = MAKE_MOVE(from, to, 0, kind);
	}
}

/* A pawn move onto a promotion cell as the full generator lists it:
 * every piece the pawn may become, or with none free the plain move
 * (the awaiting pawn). */
static void pawn_emit_any(struct cgen *c, unsigned from, unsigned to, unsigned kind)
{
	if (!answers_check(c, to))
		return;
	uint8_t types[12];
	unsigned n = promotion_choices_cached(c->pos, &c->pool, to, types);
	unsigned promo = kind == HDC_MOVE_CAPTURE ? HDC_MOVE_PROMOTION_CAPTURE : HDC_MOVE_PROMOTION;
	for (unsigned i = 0; i < n; i++)
		*c->out++ = MAKE_MOVE(from, to, types[i], promo);
	if (!n)
		*c->out++ = MAKE_MOVE(from, to, 0, kind);
}

/* The scornful capture of the pawn on `from` (C'escacs): an oblique push
 * onto the enemy pawn that passed it. */
static void scornful_capture(struct cgen *c, unsigned from)
{
	const struct variant *v = c->v;
	const uint16_t *steps = c->g->step + (size_t)from * (size_t)c->g->ndirs;
	unsigned to = c->pos->st.scorn_to;
	for (unsigned i = 1; i < v->npush; i++)
		if (steps[v->push_dir[c->us][i]] == to && c->pos->board[to]) {
			if (v->promotes[c->us][to])
				pawn_emit_any(c, from, to, HDC_MOVE_CAPTURE);
			else if (answers_check(c, to))
				*c->out++ = MAKE_MOVE(from, to, 0, HDC_MOVE_CAPTURE);
			return;
		}
}

/* A pawn's pushes that promote, and the scornful capture (along a push
 * direction). */
static void pawn_pushes(struct cgen *c, unsigned from, const struct dirset *allow)
{
	const struct hdc_position *pos = c->pos;
	const struct variant *v = c->v;
	const struct geometry *g = c->g;
	int us = c->us;
	const struct dirset *exists = &g->exists[from];
	const uint16_t *steps = g->step + (size_t)from * (size_t)g->ndirs;
	const uint8_t *promotes = v->promotes[us];
	for (unsigned i = 0; i < v->npush; i++) {
		unsigned d = v->push_dir[us][i];
		if (!dirset_has(allow, d) || !dirset_has(exists, d))
			continue;
		unsigned q = steps[d];
		if (pos->board[q]) {
			if (i > 0 && from == pos->st.scorn_from && q == pos->st.scorn_to)
				pawn_emit(c, from, q, HDC_MOVE_CAPTURE);
			continue;
		}
		if (promotes[q])
			pawn_emit(c, from, q, HDC_MOVE_QUIET);
		if (i > 0)
			continue;
		unsigned nsteps = v->push_steps[us][from];
		for (unsigned s = 2; s <= nsteps; s++) {
			q = geometry_step(g, q, d);
			if (q == CELL_NONE || pos->board[q])
				break;
			if (promotes[q])
				pawn_emit(c, from, q, s == 2 ? HDC_MOVE_DOUBLE_STEP : HDC_MOVE_TRIPLE_STEP);
		}
	}
}

/* Pushes matter here only when one promotes, or for the scornful capture. */
static inline int pushes_matter(const struct cgen *c, unsigned from)
{
	return c->v->push_promotes[c->us][from] || from == c->pos->st.scorn_from;
}

/* A pawn's moves here, its pins respected. */
static void pawn_captures(struct cgen *c, unsigned from)
{
	const struct hdc_position *pos = c->pos;
	const struct variant *v = c->v;
	const struct geometry *g = c->g;
	const struct dirset *exists = &g->exists[from];
	struct dirset allow = watch_allowed_dirs(&c->w, g, from);
	const uint16_t *steps = g->step + (size_t)from * (size_t)g->ndirs;
	if (pushes_matter(c, from))
		pawn_pushes(c, from, &allow);
	for (unsigned w = 0; w < 2; w++)
		for (uint64_t m = v->captures[c->us].w[w] & exists->w[w] & allow.w[w]; m; m &= m - 1) {
			unsigned q = steps[dirset_first(m, w)];
			unsigned p = pos->board[q];
			if (p && PSIDE(p) == (unsigned)c->them)
				pawn_emit(c, from, q, HDC_MOVE_CAPTURE);
		}
}

/* Without the king watch (pins left to the caller): the pawns' plain
 * captures are found from the victims, through the table of the cells a
 * pawn takes a cell from.  Most of a crowded army's men are pawns, most
 * of them with nothing to take: asking each enemy man for the few pawns
 * that could take it is far cheaper than asking each pawn for its
 * capture directions. */
static void pawn_captures_by_victim(struct cgen *c)
{
	const struct hdc_position *pos = c->pos;
	const unsigned ncap = c->v->ncapture;
	const uint16_t *from_table = c->v->pawn_from[c->us];
	const uint8_t pawn = PIECE(HDC_PAWN, c->us);
	uint16_t list[MAX_SIDE_PIECES];
	const unsigned n = side_cells_downwards(pos, c->them, list);
	const uint8_t *board = pos->board;
	const uint8_t *promotes = c->v->promotes[c->us];
	for (unsigned i = 0; i < n; i++) {
		unsigned q = list[i];
		if (!is_prey(c, board[q]) && !promotes[q])
			continue;
		/* Off-board sources read as the victim's own cell. */
		const uint16_t *from = from_table + (size_t)q * ncap;
		/* The usual counts unrolled: every built-in pawn takes in 2 or
		 * 4 directions. */
		switch (ncap) {
		case 4:
			if (board[from[3]] == pawn)
				pawn_emit(c, from[3], q, HDC_MOVE_CAPTURE);
			/* fall through */
		case 3:
			if (board[from[2]] == pawn)
				pawn_emit(c, from[2], q, HDC_MOVE_CAPTURE);
			/* fall through */
		case 2:
			if (board[from[1]] == pawn)
				pawn_emit(c, from[1], q, HDC_MOVE_CAPTURE);
			/* fall through */
		case 1:
			if (board[from[0]] == pawn)
				pawn_emit(c, from[0], q, HDC_MOVE_CAPTURE);
			/* fall through */
		case 0:
			break;
		default:
			for (unsigned k = 0; k < ncap; k++)
				if (board[from[k]] == pawn)
					pawn_emit(c, from[k], q, HDC_MOVE_CAPTURE);
		}
	}
}

/* The rarer rules (limited range, minimum distance, rides, one mode):
 * walked as the generator walks them, keeping the captures. */
static void general_captures(struct cgen *c, const struct dir_move *dm, unsigned from)
{
	const struct hdc_position *pos = c->pos;
	const struct geometry *g = c->g;
	unsigned d = dm->dir;
	if (!(dm->mode & MODE_CAPTURE))
		return;
	unsigned q = from;
	for (unsigned k = 1; k <= dm->range; k++) {
		q = d >= (unsigned)g->nslide ? geometry_step(g, q, d) : geometry_ray(g, from, d)[k - 1];
		if (q == CELL_NONE)
			break;
		unsigned p = pos->board[q];
		if (!p)
			continue;
		if (k >= dm->min && PSIDE(p) == (unsigned)c->them && is_prey(c, p) &&
		    answers_check(c, q))
			*c->out++ = MAKE_MOVE(from, q, 0, HDC_MOVE_CAPTURE);
		break;
	}
}

static void piece_captures(struct cgen *c, unsigned from, unsigned type)
{
	const struct variant *v = c->v;
	const struct geometry *g = c->g;
	const uint8_t *board = c->pos->board;
	const struct dirset *exists = &g->exists[from];
	struct dirset allow = watch_allowed_dirs(&c->w, g, from);
	unsigned them = (unsigned)c->them, us = (unsigned)c->us;
	hdc_move *out = c->out;

	uint64_t slides = v->slides[us][type] & exists->w[0] & allow.w[0];
	if (slides) {
		unsigned ray_len = (unsigned)g->ray_len;
		const uint16_t *rays = g->ray + (size_t)from * (size_t)g->nslide * ray_len;
		for (; slides; slides &= slides - 1) {
			const uint16_t *ray = rays + dirset_first(slides, 0) * ray_len;
			unsigned q = *ray, p;
			while (!(p = board[q]) && (q = *++ray) != CELL_NONE)
				;
			if (q != CELL_NONE && PSIDE(p) == them && is_prey(c, p)) {
				*out = MAKE_MOVE(from, q, 0, HDC_MOVE_CAPTURE);
				out += answers_check(c, q);
			}
		}
	}
	VARIANT_STEPS_EACH(v, us, type, from, !bit_test(c->w.pinned, from), allow, q, {
		unsigned p = board[q];
		*out = MAKE_MOVE(from, q, 0, HDC_MOVE_CAPTURE);
		out += p && PSIDE(p) == them && is_prey(c, p) && answers_check(c, q);
	});
	c->out = out;
	const struct dir_move *dm = v->general[us][type];
	for (unsigned i = 0; i < v->ngeneral[us][type]; i++)
		if (dirset_has(&allow, dm[i].dir))
			general_captures(c, &dm[i], from);
}

static void king_captures(struct cgen *c)
{
	const struct hdc_position *pos = c->pos;
	const struct variant *v = c->v;
	const struct geometry *g = c->g;
	unsigned from = pos->king[c->us];
	const uint16_t *steps = g->step + (size_t)from * (size_t)g->ndirs;
	/* The enemy men a step away: the king's reach table against their
	 * set (a walk of a cube king's 26 steps cost a fiftieth of the HDC
	 * search). */
	const struct variant_bits *b = v->bits;
	cellset near = cs_and(b->king_reach[c->us][bit_of_cell(pos, from)],
	                      pos->by_piece[PIECE(0, c->them)]);
	struct cs_iter it = cs_iter_of(near);
	unsigned bit;
	while (cs_next(&it, &bit)) {
		unsigned q = b->sd.cell_of[bit];
		if (is_prey(c, pos->board[q]) && !watch_beyond(&c->w, q) &&
		    !attacked(pos, q, c->them))
			*c->out++ = MAKE_MOVE(from, q, 0, HDC_MOVE_CAPTURE);
	}
	if (!v->leap_n || c->w.checks || !(pos->st.castling & v->king_right[c->us]))
		return;
	for (unsigned i = 0; i < v->leap_n; i++) {
		unsigned q = steps[v->leap_dir[i]];
		if (q == CELL_NONE)
			continue;
		unsigned p = pos->board[q];
		if (p && PSIDE(p) == (unsigned)c->them && is_prey(c, p) && !attacked(pos, q, c->them))
			*c->out++ = MAKE_MOVE(from, q, 0, HDC_MOVE_CAPTURE);
	}
}

/* In single check: the checking man, the one enemy man on the cells a
 * move must reach (its cell, and the empty cells between it and the
 * king). */
static unsigned checker_cell(const struct cgen *c)
{
	for (unsigned w = 0; w < HDC_MAX_CELLS / 64; w++)
		for (uint64_t m = c->w.block[w]; m; m &= m - 1) {
			unsigned q = 64 * w + (unsigned)__builtin_ctzll(m);
			unsigned p = c->pos->board[q];
			if (p && PSIDE(p) == (unsigned)c->them)
				return q;
		}
	return c->pos->king[c->them]; /* not reached: a check has a checker */
}

/* The kernels, once per cell set path: the captures, then every move. */
#define KERNEL_ALL_MOVES 0
#define KERNEL_NAME(path) captures_free_##path
#include "movegen_captures_paths.h"
#undef KERNEL_ALL_MOVES
#undef KERNEL_NAME
#define KERNEL_ALL_MOVES 1
#define KERNEL_NAME(path) moves_free_##path
#include "movegen_captures_paths.h"
#undef KERNEL_ALL_MOVES
#undef KERNEL_NAME

static void cgen_init(struct cgen *c, const struct hdc_position *pos, hdc_move *out)
{
	c->pos = pos;
	c->v = pos->v;
	c->g = &pos->v->geo;
	c->out = out;
	c->us = pos->side;
	c->them = pos->side ^ 1;
	c->pool.known = 0;
}

static size_t captures(const struct hdc_position *pos, hdc_move *moves, int watch,
                       enum capture_gen gen, uint32_t prey, const struct king_watch *given)
{
	struct cgen c;
	cgen_init(&c, pos, moves);
	/* Every type the variant has: the kernel need not unite their sets. */
	c.prey = (prey & c.v->types) == c.v->types ? ~0u : prey;
	if (given) {
		c.w = *given;
	} else if (watch) {
		watch_king(pos, &c.w);
	} else {
		/* Not in check (the caller knows), pins left to the caller. */
		c.w.checks = 0;
		c.w.npins = c.w.nbeyond = 0;
		memset(c.w.pinned, 0, sizeof c.w.pinned);
	}
	if (!c.w.checks && c.v->def->pawn->from_pool) {
		size_t n = list_forced_promotions(pos, &c.pool, moves);
		if (n)
			return n;
	}
	king_captures(&c);
	unsigned from[12], to[12];
	int n = prey >> HDC_PAWN & 1 ? ep_candidates(pos, from, to, 12) : 0;
	for (int i = 0; i < n; i++)
		if (ep_legal(pos, from[i], to[i]))
			*c.out++ = MAKE_MOVE(from[i], to[i], 0, HDC_MOVE_EN_PASSANT);
	if (c.w.checks >= 2)
		return (size_t)(c.out - moves);
	if (gen != CAPTURE_GEN_MAILBOX) {
		/* On the bitboards, but for the pinned pieces: those walk
		 * their pin lines here as below.  In single check the only
		 * victim is the checker (the rest of the check line is
		 * empty); promotions that block are pushes, checked by
		 * pawn_emit. */
		cellset checker = cs_zero();
		c.prey_cells = NULL;
		if (c.w.checks) {
			cs_set(&checker, bit_of_cell(pos, checker_cell(&c)));
			c.prey_cells = &checker;
		}
		cellset held;
		uint16_t pinned[MAX_KING_LINES];
		unsigned npinned = pinned_men(pos, &c.w, &held, pinned);
		for (unsigned i = 0; i < npinned; i++) {
			unsigned cell = pinned[i];
			unsigned type = PTYPE(pos->board[cell]);
			if (type == HDC_PAWN)
				pawn_captures(&c, cell);
			else if (type != HDC_KING)
				piece_captures(&c, cell, type);
		}
#if HDC_HAVE_AVX512
		if (gen == CAPTURE_GEN_AVX512_VBMI2)
			captures_free_avx512_vbmi2(&c, &held);
		else if (gen == CAPTURE_GEN_AVX512)
			captures_free_avx512(&c, &held);
		else if (gen == CAPTURE_GEN_AVX2)
			captures_free_avx2(&c, &held);
		else
#endif
			captures_free_portable(&c, &held);
		return (size_t)(c.out - moves);
	}
	if (!watch)
		pawn_captures_by_victim(&c);
	uint16_t list[MAX_SIDE_PIECES];
	const unsigned count = side_cells_downwards(pos, c.us, list);
	static const struct dirset all = { { ~0ull, ~0ull } };
	for (unsigned i = 0; i < count; i++) {
		unsigned cell = list[i];
		unsigned type = PTYPE(pos->board[cell]);
		if (type == HDC_PAWN) {
			if (watch)
				pawn_captures(&c, cell);
			else if (pushes_matter(&c, cell))
				pawn_pushes(&c, cell, &all);
		} else if (type != HDC_KING) {
			piece_captures(&c, cell, type);
		}
	}
	return (size_t)(c.out - moves);
}

size_t generate_captures_with(const struct hdc_position *pos, hdc_move *moves, int watch,
                              enum capture_gen gen)
{
#if !HDC_HAVE_AVX512
	if (gen >= CAPTURE_GEN_AVX512)
		gen = CAPTURE_GEN_PORTABLE;
#endif
	return captures(pos, moves, watch, gen, ~0u, NULL);
}

hdc_move *generate_free_moves(const struct hdc_position *pos, const struct king_watch *w,
                              const cellset *held, enum capture_gen gen, hdc_move *out)
{
	struct cgen c;
	cgen_init(&c, pos, out);
	c.prey = ~0u;
	c.w = *w;
	/* In single check every move lands on the checker or its line. */
	cellset block;
	c.prey_cells = NULL;
	if (w->checks) {
		block = cs_zero();
		for (unsigned i = 0; i < HDC_MAX_CELLS / 64; i++)
			for (uint64_t m = w->block[i]; m; m &= m - 1)
				cs_set(&block, bit_of_cell(pos, 64 * i + (unsigned)__builtin_ctzll(m)));
		c.prey_cells = &block;
	}
#if HDC_HAVE_AVX512
	if (gen == CAPTURE_GEN_AVX512_VBMI2)
		moves_free_avx512_vbmi2(&c, held);
	else if (gen == CAPTURE_GEN_AVX512)
		moves_free_avx512(&c, held);
	else if (gen == CAPTURE_GEN_AVX2)
		moves_free_avx2(&c, held);
	else
#endif
		moves_free_portable(&c, held);
	(void)gen;
	return c.out;
}

enum capture_gen capture_gen_best(void)
{
	/* The portable path keeps the mailbox walkers (see
	 * docs/BITBOARDS.md, "Quiescence captures on bitboards"). */
	if (cellset_path() == CELLSET_AVX2)
		return CAPTURE_GEN_AVX2;
	if (cellset_path() != CELLSET_AVX512)
		return CAPTURE_GEN_MAILBOX;
	return cellset_cpu_has_vbmi2() ? CAPTURE_GEN_AVX512_VBMI2 : CAPTURE_GEN_AVX512;
}

int capture_gens_runnable(enum capture_gen *gens)
{
	int n = 0;
	gens[n++] = CAPTURE_GEN_PORTABLE;
#if HDC_HAVE_AVX512
	if (cellset_cpu_has_avx512()) {
		gens[n++] = CAPTURE_GEN_AVX512;
		if (cellset_cpu_has_vbmi2())
			gens[n++] = CAPTURE_GEN_AVX512_VBMI2;
	}
	if (cellset_cpu_has_avx2())
		gens[n++] = CAPTURE_GEN_AVX2;
#endif
	return n;
}

/* Whatever the men to move: the kernel once lost to the mailbox walkers
 * below 32 of them, but no longer since it ANDs its hits with the wanted
 * victims (docs/BITBOARDS.md, "Which runs"). */
enum capture_gen capture_gen_cached(void)
{
	static int best; /* 0 unknown, else gen + 1; racing threads agree */
	int k = __atomic_load_n(&best, __ATOMIC_RELAXED);
	if (!k) {
		k = (int)capture_gen_best() + 1;
		__atomic_store_n(&best, k, __ATOMIC_RELAXED);
	}
	return (enum capture_gen)(k - 1);
}

size_t generate_captures(const struct hdc_position *pos, hdc_move *moves)
{
	return captures(pos, moves, 1, capture_gen_cached(), ~0u, NULL);
}

size_t generate_captures_watched(const struct hdc_position *pos, const struct king_watch *w,
                                 hdc_move *moves)
{
	return captures(pos, moves, 1, capture_gen_cached(), ~0u, w);
}

size_t generate_captures_unpinned(const struct hdc_position *pos, hdc_move *moves)
{
	return captures(pos, moves, 0, capture_gen_cached(), ~0u, NULL);
}

size_t generate_captures_of(const struct hdc_position *pos, hdc_move *moves, uint32_t prey)
{
	return captures(pos, moves, 0, capture_gen_cached(), prey, NULL);
}

size_t generate_captures_of_with(const struct hdc_position *pos, hdc_move *moves,
                                 uint32_t prey, enum capture_gen gen)
{
#if !HDC_HAVE_AVX512
	if (gen >= CAPTURE_GEN_AVX512)
		gen = CAPTURE_GEN_PORTABLE;
#endif
	return captures(pos, moves, 0, gen, prey, NULL);
}

int may_be_pinned(const struct hdc_position *pos, unsigned cell)
{
	const struct variant *v = pos->v;
	const struct geometry *g = &v->geo;
	int them = pos->side ^ 1;
	unsigned king = pos->king[pos->side];
	unsigned dk = geometry_delta(g, king, cell);
	if (dk == DELTA_AMBIGUOUS)
		return 1;
	unsigned d = dk & 0xFF, k = dk >> 8;
	if (!dk || d >= (unsigned)g->nslide || !(v->attack_far[them] >> d & 1))
		return 0;
	/* On a line an enemy slider could pin along: nothing between the
	 * king and the cell, then an enemy piece that reaches along it. */
	const uint16_t *ray = geometry_ray(g, king, d);
	for (unsigned j = 0; j + 1 < k; j++)
		if (pos->board[ray[j]])
			return 0;
	for (unsigned j = k; ray[j] != CELL_NONE; j++) {
		unsigned p = pos->board[ray[j]];
		if (p)
			return PSIDE(p) == (unsigned)them && (v->reach[them][d] >> PTYPE(p) & 1) &&
			       j < v->range[them][PTYPE(p)][d];
	}
	return 0;
}
