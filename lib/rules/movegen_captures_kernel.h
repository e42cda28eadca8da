/*
 * movegen_captures_kernel.h - the moves of the free pieces found on the
 * position's bitboards, written once for every cell set path:
 * movegen_captures_paths.h includes it once per path, with the K_*
 * macros naming that path's operations (kernel_ops_*.h) and KERNEL
 * naming the function (the pattern of movecount_kernel.h); and that
 * twice, KERNEL_ALL_MOVES 0 for the quiescence captures and 1 for every
 * move (generate_legal()'s list of the free men).
 *
 * The side to move is not in check or in single check (then
 * c->prey_cells holds the cells a move must land on: the checker alone
 * for the captures, the checker and its line for every move), and the
 * pieces in *held (pinned ones) are left to the caller, as is the king.
 * Per slide direction, one fill for all the pieces sliding that way,
 * ANDed with the enemy men: each hit has exactly one source, the first
 * occupied cell walking back from it (a short walk on the mailbox; the
 * first step, when every first step is blocked).  For every move the
 * slides and the general shapes go step by step instead: the cells k
 * steps out have their source k offsets back.
 * Per step direction one shift, the source one step back; the types
 * with many leaps (reach tables) per piece; the pawns' moves as shifts
 * of the pawn set along each capture (and push) direction.  Only the
 * rare shapes go through the mailbox walkers: general-shape moves, and
 * for the captures the pushes of the pawns that may promote or capture
 * scornfully.
 */

/* Emits the pawn moves of one kind onto the cells of h_, the source back_
 * bits behind: onto a promotion cell through pawn_emit_any (the pieces it
 * may become), elsewhere plain. */
#define PAWN_EMIT(h_, back_, kind_)                                                       \
	do {                                                                              \
		const K_T pawn_h_ = (h_);                                                 \
		K_HITS(&hits, K_ANDNOT(pawn_h_, promotes));                               \
		c->out = K_FROM_BEHIND(&hits, back_, kind_, c->out);                      \
		if (K_MEET(pawn_h_, promotes)) {                                          \
			K_HITS(&hits, K_AND(pawn_h_, promotes));                          \
			HIT_SET_EACH(hits, pawn_emit_any(c, cell_of[(int)q - (back_)],    \
			                                 cell_of[q], kind_));             \
		}                                                                         \
	} while (0)

KERNEL_ATTR __attribute__((noinline)) static void KERNEL(struct cgen *c, const cellset *held)
{
	const struct hdc_position *pos = c->pos;
	const struct variant *v = c->v;
	const struct variant_bits *b = v->bits;
	const struct shift_dirs *sd = &b->sd;
	const unsigned us = (unsigned)c->us;
	const cellset *by_type = pos->by_piece + 32 * us;
	const cellset *enemy_by_type = pos->by_piece + 32 * (us ^ 1);
	const uint8_t *board = pos->board;
	const uint16_t *cell_of = sd->cell_of;
	const K_T own = K_LOAD(&by_type[0]);
	const K_T enemy = K_LOAD(&enemy_by_type[0]);
	/* The men worth taking (c->prey): all but for a delta test. */
	K_T prey = c->prey == ~0u ? enemy : K_UNION(c->prey, enemy_by_type);
	if (c->prey_cells)
		prey = K_AND(prey, K_LOAD(c->prey_cells));
	const K_T movable = K_ANDNOT(own, K_LOAD(held));
	const K_T empty = K_ANDNOT(K_LOAD(&sd->cells), K_OR(own, enemy));
#if KERNEL_ALL_MOVES
	/* Where a quiet move may land: in check, on the checker's line. */
	const K_T quiet = c->prey_cells ? K_AND(empty, K_LOAD(c->prey_cells)) : empty;
#endif
	hdc_move *out = c->out;
	struct hit_set hits;

	K_T group[MAX_DIRS];
	for (unsigned k = 0; k < b->nslide_groups[us]; k++)
		group[k] = K_AND(K_UNION(b->slide_group_types[us][k], by_type), movable);
	for (unsigned i = 0; i < b->nslide_dirs[us]; i++) {
		unsigned d = b->slide_dir[us][i];
		K_T sliders = group[b->slide_group[us][i]];
		if (!K_ANY(sliders))
			continue;
		const int off = sd->off[d];
#if KERNEL_ALL_MOVES
		/* Every target wanted: step by step, the cells k steps from
		 * a slider over empty cells have it k offsets back (cheaper
		 * than a fill and a walk back from each of many targets). */
		K_T layer = K_STEP(sd, d, sliders);
		for (int back = off;; back += off) {
			K_T h = K_AND(layer, prey);
			if (K_ANY(h)) {
				K_HITS(&hits, h);
				out = K_FROM_BEHIND(&hits, back, HDC_MOVE_CAPTURE, out);
			}
			layer = K_AND(layer, empty);
			if (!K_ANY(layer))
				break;
			K_HITS(&hits, K_AND(layer, quiet));
			out = K_FROM_BEHIND(&hits, back, HDC_MOVE_QUIET, out);
			layer = K_STEP(sd, d, layer);
		}
		continue;
#endif
		/* Where every first step is blocked (crowded openings), the
		 * first steps are all the hits: no fill, no walk. */
		K_T first = K_STEP(sd, d, sliders);
		if (!K_MEET(first, empty)) {
			K_T h = K_AND(first, prey);
			if (!K_ANY(h))
				continue;
			K_HITS(&hits, h);
			out = K_FROM_BEHIND(&hits, off, HDC_MOVE_CAPTURE, out);
			continue;
		}
		K_T h = K_AND(K_SLIDE(sd, d, sliders, empty), prey);
		if (!K_ANY(h))
			continue;
		/* A hit one step from a slider has it as its source; the
		 * others' source is the first man walking back along the line
		 * (the fill passed only empty cells from it). */
		K_T near = K_AND(h, first);
		if (K_ANY(near)) {
			K_HITS(&hits, near);
			out = K_FROM_BEHIND(&hits, off, HDC_MOVE_CAPTURE, out);
			h = K_ANDNOT(h, first);
			if (!K_ANY(h))
				continue;
		}
		K_HITS(&hits, h);
		out = hits_slid(&hits, board, cell_of, off, HDC_MOVE_CAPTURE, out);
	}

	for (unsigned i = 0; i < b->nstep_dirs[us]; i++) {
		unsigned d = b->step_dir[us][i];
		K_T steppers = K_AND(K_UNION(b->step_types[us][d], by_type), movable);
		if (!K_ANY(steppers))
			continue;
		const int off = sd->off[d];
		K_T reached = K_STEP(sd, d, steppers);
#if KERNEL_ALL_MOVES
		K_HITS(&hits, K_AND(reached, quiet));
		out = K_FROM_BEHIND(&hits, off, HDC_MOVE_QUIET, out);
#endif
		K_T h = K_AND(reached, prey);
		if (!K_ANY(h))
			continue;
		K_HITS(&hits, h);
		out = K_FROM_BEHIND(&hits, off, HDC_MOVE_CAPTURE, out);
	}

#if KERNEL_ALL_MOVES
#define REACH_QUIETS(r_, from_)                                                   \
	do {                                                                      \
		K_HITS(&hits, K_AND(r_, quiet));                                  \
		out = K_FROM(&hits, from_, HDC_MOVE_QUIET, out);                  \
	} while (0)
#else
#define REACH_QUIETS(r_, from_) ((void)0)
#endif
	for (uint32_t tt = b->table_types[us]; tt; tt &= tt - 1) {
		unsigned t = (unsigned)__builtin_ctz(tt);
		const cellset *reach = b->reach[us][t];
		K_EACH_BIT(K_AND(K_LOAD(&by_type[t]), movable), bit, {
			unsigned from = cell_of[bit];
			REACH_QUIETS(K_LOAD(&reach[bit]), from);
			K_T h = K_AND(K_LOAD(&reach[bit]), prey);
			if (!K_ANY(h))
				continue;
			K_HITS(&hits, h);
			out = K_FROM(&hits, from, HDC_MOVE_CAPTURE, out);
		});
	}
	c->out = out;

#if KERNEL_ALL_MOVES
	/* The general shapes (limited range, minimum distance, rides, one
	 * mode) step by step too, for all men of a type at once. */
	for (uint32_t tt = b->general_types[us]; tt; tt &= tt - 1) {
		unsigned t = (unsigned)__builtin_ctz(tt);
		const K_T men = K_AND(K_LOAD(&by_type[t]), movable);
		if (!K_ANY(men))
			continue;
		const struct dir_move *dm = v->general[us][t];
		for (unsigned k = 0; k < v->ngeneral[us][t]; k++) {
			const unsigned d = dm[k].dir;
			const int off = sd->off[d];
			K_T layer = K_STEP(sd, d, men);
			int back = off;
			for (unsigned dist = 1;; dist++, back += off) {
				if (dist >= dm[k].min) {
					if (dm[k].mode & MODE_CAPTURE) {
						K_HITS(&hits, K_AND(layer, prey));
						out = K_FROM_BEHIND(&hits, back, HDC_MOVE_CAPTURE,
						                    out);
					}
					if (dm[k].mode & MODE_MOVE) {
						K_HITS(&hits, K_AND(layer, quiet));
						out = K_FROM_BEHIND(&hits, back, HDC_MOVE_QUIET,
						                    out);
					}
				}
				if (dist >= dm[k].range)
					break;
				layer = K_AND(layer, empty);
				if (!K_ANY(layer))
					break;
				layer = K_STEP(sd, d, layer);
			}
		}
	}
	c->out = out;
#else
	/* The general shapes, piece by piece on the mailbox. */
	cellset pieces;
	for (uint32_t tt = b->general_types[us]; tt; tt &= tt - 1) {
		unsigned t = (unsigned)__builtin_ctz(tt);
		K_STORE(&pieces, K_AND(K_LOAD(&by_type[t]), movable));
		struct cs_iter it = cs_iter_of(pieces);
		unsigned bit;
		while (cs_next(&it, &bit)) {
			const struct dir_move *dm = v->general[us][t];
			/* Not the moves that never capture (a C'escacs knight's
			 * twelve double leaps). */
			for (unsigned k = 0; k < v->ngeneral[us][t]; k++)
				if (dm[k].mode & MODE_CAPTURE)
					general_captures(c, &dm[k], cell_of[bit]);
		}
	}
#endif

	const K_T pawns = K_AND(K_LOAD(&by_type[HDC_PAWN]), movable);
	if (!K_ANY(pawns))
		return;
	const K_T promotes = K_LOAD(&b->promotes[us]);
	for (unsigned i = 0; i < v->ncapture; i++) {
		unsigned d = v->capture_dir[us][i];
		K_T h = K_AND(K_STEP(sd, d, pawns), enemy);
		if (!K_ANY(h))
			continue;
		const int off = sd->off[d];
#if KERNEL_ALL_MOVES
		PAWN_EMIT(K_AND(h, prey), off, HDC_MOVE_CAPTURE);
#else
		K_HITS(&hits, K_ANDNOT(K_AND(h, prey), promotes));
		c->out = K_FROM_BEHIND(&hits, off, HDC_MOVE_CAPTURE, c->out);
		K_HITS(&hits, K_AND(h, promotes));
		HIT_SET_EACH(hits, pawn_emit(c, cell_of[(int)q - off], cell_of[q], HDC_MOVE_CAPTURE));
#endif
	}
	unsigned scorn = pos->st.scorn_from;
	int scorns = scorn != CELL_NONE && board[scorn] == PIECE(HDC_PAWN, us) &&
	             !cs_test(held, sd->bit_of[scorn]);
#if KERNEL_ALL_MOVES
	/* Every push onto an empty cell; straight on, the multi-steps of
	 * the pawns that may make them, over empty cells. */
	for (unsigned i = 0; i < v->npush; i++) {
		unsigned d = v->push_dir[us][i];
		const int off = sd->off[d];
		K_T one = K_AND(K_STEP(sd, d, pawns), empty);
		PAWN_EMIT(K_AND(one, quiet), off, HDC_MOVE_QUIET);
		if (i > 0)
			continue;
		K_T two_from = K_AND(pawns, K_LOAD(&b->steps2[us]));
		if (!K_ANY(two_from))
			continue;
		K_T passed = K_AND(K_STEP(sd, d, two_from), empty);
		K_T two = K_AND(K_STEP(sd, d, passed), empty);
		PAWN_EMIT(K_AND(two, quiet), 2 * off, HDC_MOVE_DOUBLE_STEP);
		K_T three_from = K_AND(pawns, K_LOAD(&b->steps3[us]));
		if (!K_ANY(three_from))
			continue;
		passed = K_AND(K_STEP(sd, d, three_from), empty);
		passed = K_AND(K_STEP(sd, d, passed), empty);
		PAWN_EMIT(K_AND(K_AND(K_STEP(sd, d, passed), empty), quiet), 3 * off,
		          HDC_MOVE_TRIPLE_STEP);
	}
	if (scorns)
		scornful_capture(c, scorn);
#else
	/* The pushes that promote, and the scornful capture. */
	static const struct dirset all = { { ~0ull, ~0ull } };
	K_HITS(&hits, K_AND(pawns, K_LOAD(&b->push_promotes[us])));
	if (scorns)
		hit_set_add(&hits, sd->bit_of[scorn]);
	HIT_SET_EACH(hits, pawn_pushes(c, cell_of[q], &all));
#endif
}

#undef REACH_QUIETS
#undef PAWN_EMIT
