/*
 * movecount.c - how many legal moves a position has, counted mostly on
 * bitboards: the leaves of perft's last ply (bulk counting).
 *
 * The free pieces' and the king's moves are counted as target sets
 * (movecount_kernel.h: a first pass finds the enemy's attacks near the
 * king, which also say whether it is in check), on the AVX-512 path when
 * the CPU has it; e.p., castlings, pinned pieces and the rare shapes come
 * from the mailbox generator (generate_uncounted(), and in check
 * generate_check_uncounted(), the target sets then kept to the cells that
 * answer the check).  The sum equals generate_legal()'s
 * count: the test suite movecount compares them along random games of
 * every variant, and the perft tables compare the totals.
 */
#include "movecount_job.h"

/* The moves a pawn target set on promotion cells stands for: one per
 * piece a pawn may become there (or the plain move when none may). */
static uint64_t count_promotions(const struct hdc_position *pos, const struct count_job *job)
{
	const struct variant *v = pos->v;
	const struct pawn_def *pd = v->def->pawn;
	uint64_t n = 0;
	struct pool_cache pool;
	pool.known = 0;
	for (unsigned i = 0; i < job->npromo; i++) {
		if (!pd->from_pool) {
			n += (uint64_t)cs_popcount(job->promo[i]) * (pd->npromotion ? pd->npromotion : 1);
			continue;
		}
		/* From a pool: what is left depends on the cell's colour. */
		struct cs_iter it = cs_iter_of(job->promo[i]);
		unsigned bit;
		while (cs_next(&it, &bit)) {
			uint8_t types[12];
			unsigned k = promotion_choices_cached(pos, &pool,
			                                      v->bits->sd.cell_of[bit], types);
			n += k ? k : 1;
		}
	}
	return n;
}

/* The cells side's king may leap to now (seen_from_target: the cells
 * it attacks by leaping, which the attack test finds by stepping the
 * other way from the target). */
static const cellset no_leaps;

static const cellset *king_leaps(const struct hdc_position *pos, int side, int seen_from_target)
{
	const struct variant *v = pos->v;
	if (!v->leap_n || !(pos->st.castling & v->king_right[side]))
		return &no_leaps;
	return &v->bits->king_leap[seen_from_target][bit_of_cell(pos, pos->king[side])];
}

/* The kernel's passes, by enum count_kernel. */
static struct count_kernel_passes kernel_passes(enum count_kernel kernel)
{
	switch (kernel) {
#if HDC_HAVE_AVX512
	case COUNT_AVX512_VBMI2:
		return count_passes_avx512_vbmi2;
	case COUNT_AVX512_VPOPCNT:
		return count_passes_avx512_vpopcnt;
	case COUNT_AVX512:
		return count_passes_avx512;
	case COUNT_AVX2:
		return count_passes_avx2;
#endif
	default:
		return count_passes_portable;
	}
}

/* The job's sets and kings for the first pass, seen from side `us`
 * (inlined: a call a child, 10 instructions of its 2 000). */
static inline __attribute__((always_inline)) void start_job(struct count_job *job,
                                                          const struct hdc_position *pos, int us)
{
	job->v = pos->v;
	job->bits = pos->v->bits;
	job->by_type = pos->by_piece + 32 * us;
	job->enemy_by_type = pos->by_piece + 32 * (us ^ 1);
	job->us = us;
	job->king_bit = (int)bit_of_cell(pos, pos->king[us]);
	job->enemy_king_bit = (int)bit_of_cell(pos, pos->king[us ^ 1]);
	job->enemy_king_leaps = king_leaps(pos, us ^ 1, 1);
	job->moved = ~0u;
	job->nchanged = 0;
	job->simple = 0;
	job->taken = 0;
}

/* The cells of a cell bitmap (struct king_watch's) as bits. */
static cellset bits_of_cells(const struct hdc_position *pos, const uint64_t *cells)
{
	if (!pos->bit_of) {
		cellset s;
		memcpy(s.w, cells, sizeof s.w);
		return s;
	}
	cellset s = cs_zero();
	for (unsigned w = 0; w < HDC_MAX_CELLS / 64; w++)
		for (uint64_t m = cells[w]; m; m &= m - 1)
			cs_set(&s, bit_of_cell(pos, w * 64 + (unsigned)__builtin_ctzll(m)));
	return s;
}

/* In check (job's first pass done): the king's steps off the enemy's
 * attacks, which the first pass found but for the cells beyond the king
 * on a checker's line (its fills stop at the king; the watch knows
 * them), and in single check the free men's moves onto the checker or
 * between it and the king, counted on bitboards like the others; e.p.
 * and the held men from the mailbox. */
static uint64_t count_in_check(const struct hdc_position *pos,
                               const struct count_kernel_passes *passes, struct count_job *job,
                               const struct count_base *base)
{
	hdc_move moves[HDC_MAX_MOVES];
	struct king_watch w;
	watch_king(pos, &w);
	size_t n = generate_check_uncounted(pos, &w, moves, &job->held);
	for (unsigned i = 0; i < w.nbeyond; i++)
		cs_set(&job->att, bit_of_cell(pos, w.beyond[i]));
	/* Not out of check (C'escacs). */
	job->king_leaps = &no_leaps;
	if (w.checks >= 2) {
		const cellset *own = &job->by_type[0];
		cellset steps = job->bits->king_reach[job->us][job->king_bit];
		return n + (uint64_t)cs_popcount(cs_andnot(cs_andnot(steps, *own), job->att));
	}
	job->mask = bits_of_cells(pos, w.block);
	passes->masked(job, base);
	return n + job->count + (job->npromo ? count_promotions(pos, job) : 0);
}

/* What the parent's move changed, read off the position it made, for
 * the shared passes: the types of the mover's men it moved (job->moved)
 * and, but for castlings, the two cells it changed for them
 * (job->changed; a promotion in place names its cell twice), and the
 * man it took, if any (u: the move's undo record; job->taken, and e.p.
 * its cell as a third).  landed_piece: the man on the move's target now;
 * from_bit, to_bit: the bits of the move's cells. */
static void note_move(struct count_job *job, const struct hdc_position *pos, hdc_move move,
                      const struct undo *u, unsigned landed_piece, unsigned from_bit,
                      unsigned to_bit)
{
	unsigned to = MOVE_TO(move);
	uint32_t landed = 1u << PTYPE(landed_piece);
	job->nchanged = 2;
	job->changed[0] = (uint16_t)from_bit;
	job->changed[1] = (uint16_t)to_bit;
	if (u->captured) {
		job->taken = 1u << PTYPE(u->captured);
		if (u->captured_cell != to)
			job->changed[job->nchanged++] = (uint16_t)bit_of_cell(pos, u->captured_cell);
	}
	switch (MOVE_KIND(move)) {
	case HDC_MOVE_CASTLING:
		job->moved = landed | 1u << HDC_ROOK;
		job->nchanged = 0;
		break;
	case HDC_MOVE_PROMOTION:
	case HDC_MOVE_PROMOTION_CAPTURE:
	case HDC_MOVE_PROMOTION_IN_PLACE:
		job->moved = landed | 1u << HDC_PAWN;
		break;
	default:
		job->moved = landed;
		job->simple = 1;
	}
}

/*
 * A child counted from its parent's base (count_legal_after_with()): the
 * position, the parent's move that made it and the move's undo record.
 * bits_only: made by bits_make(), which moves the men on the bitboards
 * only.  That is where the parent's move is a plain move or capture by a
 * man other than the king that keeps the castling rights, from a position
 * without e.p. or scornful cells (which any move clears), in a variant
 * without a pawn pool or scornful pawns (whose moves set those cells):
 * then the count's reads of the position (its sets, side, kings, castling
 * rights and special-capture cells) find what a full make would leave,
 * and the mailbox, the men's counts and the clocks stay the parent's until
 * a part of the count needs them (complete_make()).  Most children never
 * do (Raumschach: 93 %), and make and unmake had been an eighth of the
 * bulk count's time.
 */
struct child {
	struct hdc_position *pos;
	hdc_move move;
	struct undo u;
	int bits_only;
	/* bits_make()'s: the man moved, and the bits of its two cells
	 * (full words: the compiler read two 16-bit fields with one 32-bit
	 * load, which waited for both stores to leave the store buffer, a
	 * stall in every child). */
	uint8_t piece;
	unsigned from_bit, to_bit;
};

static inline int bits_make_fits(const struct hdc_position *pos, hdc_move move)
{
	unsigned kind = MOVE_KIND(move), from = MOVE_FROM(move), to = MOVE_TO(move);
	const uint32_t *keep = pos->v->castle_keep;
	return (kind == HDC_MOVE_QUIET || kind == HDC_MOVE_CAPTURE) &&
	       PTYPE(pos->board[from]) != HDC_KING && !(pos->st.castling & ~(keep[from] & keep[to]));
}

/* The men's sets as the move leaves them (a flip: bits_unmake() is the
 * same flips); u gets the man taken, for note_move(). */
static inline void bits_make(struct child *c)
{
	struct hdc_position *pos = c->pos;
	unsigned to = MOVE_TO(c->move);
	c->piece = pos->board[MOVE_FROM(c->move)];
	c->from_bit = bit_of_cell(pos, MOVE_FROM(c->move));
	c->to_bit = bit_of_cell(pos, to);
	c->u.captured = pos->board[to];
	c->u.captured_cell = (uint16_t)to;
	if (c->u.captured)
		flip_bit(pos, c->u.captured, c->to_bit);
	flip_bit(pos, c->piece, c->from_bit);
	flip_bit(pos, c->piece, c->to_bit);
	pos->side ^= 1;
}

static inline void bits_unmake(struct child *c)
{
	struct hdc_position *pos = c->pos;
	pos->side ^= 1;
	flip_bit(pos, c->piece, c->from_bit);
	flip_bit(pos, c->piece, c->to_bit);
	if (c->u.captured)
		flip_bit(pos, c->u.captured, c->to_bit);
}

/* A child that bits_make() made, made whole. */
static void complete_make(struct child *c)
{
	bits_unmake(c);
	make_move_unkeyed(c->pos, c->move, &c->u);
	c->bits_only = 0;
}

/* The count on bitboards: of pos, or of a child from its parent's base
 * (both given; pos is child->pos).  Inlined into the children's loop: the
 * child's fields stay in registers and the call's frame goes (Raumschach
 * perft 4: 1.7 % fewer instructions). */
static inline __attribute__((always_inline)) uint64_t
count_on_bits(const struct hdc_position *pos, const struct count_kernel_passes *passes,
              const struct count_base *base, struct child *child)
{
	hdc_move moves[HDC_MAX_MOVES];
	struct count_job job;
	int us = pos->side;
	start_job(&job, pos, us);
	if (base && child->bits_only)
		note_move(&job, pos, child->move, &child->u, child->piece, child->from_bit,
		          child->to_bit);
	else if (base)
		note_move(&job, pos, child->move, &child->u, pos->board[MOVE_TO(child->move)],
		          bit_of_cell(pos, MOVE_FROM(child->move)),
		          bit_of_cell(pos, MOVE_TO(child->move)));

	/* The enemy's attacks near our king, and the king's lines that may
	 * hold a pinner; in check, the mailbox lists.  Then the mailbox's
	 * part (of which a child bits_make() made passed the rest of the
	 * cheap test at its parent). */
	uint64_t far_dirs = base ? passes->dirs_shared(&job, &base->dirs) : passes->dirs(&job);
	const int in_check = cs_test(&job.att, (unsigned)job.king_bit);
	const int none = !in_check && (base && child->bits_only
	                                       ? uncounted_no_pinner(pos, far_dirs)
	                                       : uncounted_surely_none(pos, far_dirs));
	if (!none && base && child->bits_only)
		complete_make(child);
	if (in_check)
		return count_in_check(pos, passes, &job, base);
	/* The pieces counted here: not pinned, not the scornful pawn (both
	 * listed by the mailbox), and not the king. */
	int all = 0;
	size_t n = none ? 0 : generate_uncounted(pos, moves, far_dirs, &job.att, &job.held, &all);
	if (all)
		return n;
	job.king_leaps = king_leaps(pos, us, 0);
	if (base)
		passes->shared(&job, base);
	else
		passes->count(&job);
	return n + job.count + (job.npromo ? count_promotions(pos, &job) : 0);
}

uint64_t count_legal_with(const struct hdc_position *pos, enum count_kernel kernel)
{
	if (kernel == COUNT_MAILBOX) {
		hdc_move moves[HDC_MAX_MOVES];
		return generate_legal(pos, moves);
	}
	const struct count_kernel_passes passes = kernel_passes(kernel);
	return count_on_bits(pos, &passes, NULL, NULL);
}

/* The base of pos's children (struct count_base, dirs_base). */
static void build_base(const struct hdc_position *pos, const struct count_kernel_passes *passes,
                       struct count_base *base)
{
	struct count_job job;
	int next = pos->side ^ 1;
	start_job(&job, pos, next);
	job.held = cs_zero();
	base->own = pos->by_piece[32 * next];
	base->enemy = pos->by_piece[32 * pos->side];
	base->slide_total = base->step_total = base->gen_total = 0;
	memset(base->aff_gen, 0, sizeof base->aff_gen[0] * (size_t)pos->v->bits->sd.nbits);
	passes->base(&job, base);
	const struct variant_bits *b = pos->v->bits;
	int mover = pos->side;
	base->dirs.near_types = b->table_types[mover] | 1u << HDC_PAWN;
	for (unsigned i = 0; i < b->nstep_dirs[mover]; i++)
		base->dirs.near_types |= b->step_types[mover][b->step_dir[mover][i]];
	base->dirs.slide_types = 0;
	for (unsigned k = 0; k < b->nslide_groups[mover]; k++)
		base->dirs.slide_types |= b->slide_group_types[mover][k];
	base->dirs.types = base->dirs.near_types | base->dirs.slide_types;
	base->dirs.own = pos->by_piece[32 * next];
	base->dirs.fill_pin = 0;
	passes->dirs_base(&job, &base->dirs);
}

uint64_t count_legal_after_with(struct hdc_position *pos, const hdc_move *moves, size_t n,
                                enum count_kernel kernel, uint64_t *each)
{
	const int shared = kernel != COUNT_MAILBOX && kernel != COUNT_NONE;
	const struct count_kernel_passes passes = kernel_passes(shared ? kernel : COUNT_PORTABLE);
	/* The base, seen from the side that moves next: nothing held (a
	 * child's pinned men are counted again by direction). */
	alignas(64) struct count_base base;
	if (shared)
		build_base(pos, &passes, &base);
	/* No child made on the bitboards alone where every one would need
	 * the mailbox: the next side's castling rights, a pawn pool
	 * (uncounted_surely_none()). */
	const struct pawn_def *pd = pos->v->def->pawn;
	const int bits_fit = shared && !pd->from_pool && !pd->scornful &&
	                     pos->st.ep_cell == CELL_NONE && pos->st.scorn_from == CELL_NONE &&
	                     !(pos->st.castling & 0xFFFFu << 16 * (pos->side ^ 1));
	/* The state every child made whole starts from. */
	struct state started;
	state_started(&started, pos, 0);
	uint64_t total = 0;
	for (size_t i = 0; i < n; i++) {
		struct child c;
		c.pos = pos;
		c.move = moves[i];
		c.bits_only = bits_fit && bits_make_fits(pos, moves[i]);
		if (c.bits_only) {
			bits_make(&c);
		} else {
			/* Never read on this path.  GCC at -O3 cannot follow
			 * bits_only (complete_make() clears it) and warned that
			 * bits_unmake() might read them unset, which would fail a
			 * release build with warnings as errors. */
			c.piece = 0;
			c.from_bit = c.to_bit = 0;
			make_move_started(pos, moves[i], &c.u, 0, &started);
		}
		uint64_t k = shared ? count_on_bits(pos, &passes, &base, &c)
		                    : count_legal_with(pos, COUNT_MAILBOX);
		if (c.bits_only)
			bits_unmake(&c);
		else
			unmake_move(pos, moves[i], &c.u);
		if (each)
			each[i] = k;
		total += k;
	}
	return total;
}

enum count_kernel count_kernel_best(void)
{
	if (cellset_path() == CELLSET_AVX512)
		return cellset_cpu_has_vbmi2()     ? COUNT_AVX512_VBMI2
		       : cellset_cpu_has_vpopcnt() ? COUNT_AVX512_VPOPCNT
		                                   : COUNT_AVX512;
	if (cellset_path() == CELLSET_AVX2)
		return COUNT_AVX2;
	/* The portable kernel, on the boards of count_kernel_for(). */
	return COUNT_PORTABLE;
}

static enum count_kernel count_kernel_cached(void)
{
	static enum count_kernel best = COUNT_NONE; /* racing threads agree */
	enum count_kernel k = __atomic_load_n(&best, __ATOMIC_RELAXED);
	if (k == COUNT_NONE) {
		k = count_kernel_best();
		__atomic_store_n(&best, k, __ATOMIC_RELAXED);
	}
	return k;
}

/* The portable kernel counts the larger boards faster than the mailbox
 * list, since its children share their parent's counting (count_base):
 * side by side, bulk perft of HDC 8-11x, 3D8L 10x, C'escacs 1.7-1.8x
 * faster.  On the small ones the mailbox's short walks win or tie:
 * Raumschach (125 cells) 1.35-1.5x faster on the mailbox, chess and
 * Capablanca chess (64, 80 cells) even (docs/BITBOARDS.md, eighteenth
 * session; before the sharing, the portable kernel had lost on every
 * board). */
enum count_kernel count_kernel_for(const struct hdc_position *pos)
{
	enum count_kernel k = count_kernel_cached();
	if (k == COUNT_PORTABLE && pos->v->geo.ncells < PORTABLE_MIN_CELLS)
		return COUNT_MAILBOX;
	return k;
}

uint64_t count_legal(const struct hdc_position *pos)
{
	return count_legal_with(pos, count_kernel_for(pos));
}

uint64_t count_legal_after(struct hdc_position *pos, const hdc_move *moves, size_t n)
{
	return count_legal_after_with(pos, moves, n, count_kernel_for(pos), NULL);
}

/* The counting kernel's first pass for side's king: its attack set into
 * *att and, if far_dirs is given, the king's lines that may hold a
 * pinner.  0 where the kernel has no such pass (the mailbox). */
static int first_pass(const struct hdc_position *pos, int side, enum count_kernel kernel,
                      cellset *att, uint64_t *far_dirs)
{
	if (kernel == COUNT_MAILBOX || kernel == COUNT_NONE)
		return 0;
	struct count_job job;
	start_job(&job, pos, side);
	uint64_t far = kernel_passes(kernel).dirs(&job);
	if (far_dirs)
		*far_dirs = far;
	*att = job.att;
	return 1;
}

int king_ring_attacks_with(const struct hdc_position *pos, int side, enum count_kernel kernel,
                           cellset *att)
{
	return first_pass(pos, side, kernel, att, NULL);
}

int king_ring_attacks(const struct hdc_position *pos, int side, cellset *att)
{
	enum count_kernel kernel = count_kernel_cached();
	/* On the portable path the search and the evaluation ask attacked()
	 * instead, as they did while the mailbox counted there (the portable
	 * first pass for HDC's king: no gain measured). */
	if (kernel == COUNT_PORTABLE)
		return 0;
	return first_pass(pos, side, kernel, att, NULL);
}

int king_ring_answers(void)
{
	return count_kernel_cached() != COUNT_PORTABLE;
}

int king_ring_attacks_pins(const struct hdc_position *pos, cellset *att, uint64_t *far_dirs)
{
	enum count_kernel kernel = count_kernel_cached();
	if (kernel == COUNT_PORTABLE)
		return 0;
	return first_pass(pos, pos->side, kernel, att, far_dirs);
}
