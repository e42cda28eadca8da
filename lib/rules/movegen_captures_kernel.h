/*
 * movegen_captures_kernel.h - the quiescence captures of the free pieces
 * found on the position's bitboards, written once for both cell set
 * paths: movegen_captures.c includes it twice, with the K_* macros naming
 * the portable operations (cellset.h) and then the AVX-512 ones
 * (cellset_avx512.h), and KERNEL naming the function (the pattern of
 * movecount_kernel.h).
 *
 * The side to move is not in check or in single check (then c->prey_cells
 * holds the checker alone), and the pieces in *held (pinned ones) are
 * left to the caller, as is the king.  Per slide direction, one fill
 * for all the pieces sliding that way, ANDed with the enemy men: each hit
 * has exactly one source, the first occupied cell walking back from it
 * (a short walk on the mailbox; the first step, when every first step is
 * blocked).  Per step direction one shift, the source one step back; the
 * types with many leaps (reach tables) per piece; the pawns' captures as
 * shifts of the pawn set along each capture direction.  Only the rare
 * shapes go through the mailbox walkers: general-shape moves, and the
 * pushes of the pawns that may promote or capture scornfully.
 */

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
		/* Where every first step is blocked (crowded openings), the
		 * first steps are all the hits: no fill, no walk. */
		K_T first = K_STEP(sd, d, sliders);
		if (!K_MEET(first, empty)) {
			K_T h = K_AND(first, prey);
			if (!K_ANY(h))
				continue;
			K_HITS(&hits, h);
			out = hits_from_behind(&hits, cell_of, off, HDC_MOVE_CAPTURE, out);
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
			out = hits_from_behind(&hits, cell_of, off, HDC_MOVE_CAPTURE, out);
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
		K_T h = K_AND(K_STEP(sd, d, steppers), prey);
		if (!K_ANY(h))
			continue;
		const int off = sd->off[d];
		K_HITS(&hits, h);
		out = hits_from_behind(&hits, cell_of, off, HDC_MOVE_CAPTURE, out);
	}

	cellset pieces;
	for (uint32_t tt = b->table_types[us]; tt; tt &= tt - 1) {
		unsigned t = (unsigned)__builtin_ctz(tt);
		const cellset *reach = b->reach[us][t];
		K_EACH_BIT(K_AND(K_LOAD(&by_type[t]), movable), bit, {
			K_T h = K_AND(K_LOAD(&reach[bit]), prey);
			if (!K_ANY(h))
				continue;
			unsigned from = cell_of[bit];
			K_HITS(&hits, h);
			out = hits_from(&hits, cell_of, from, HDC_MOVE_CAPTURE, out);
		});
	}
	c->out = out;

	/* The general shapes, piece by piece on the mailbox. */
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
		K_HITS(&hits, K_ANDNOT(K_AND(h, prey), promotes));
		c->out = hits_from_behind(&hits, cell_of, off, HDC_MOVE_CAPTURE, c->out);
		K_HITS(&hits, K_AND(h, promotes));
		HIT_SET_EACH(hits, pawn_emit(c, cell_of[(int)q - off], cell_of[q], HDC_MOVE_CAPTURE));
	}
	/* The pushes that promote, and the scornful capture. */
	static const struct dirset all = { { ~0ull, ~0ull } };
	K_HITS(&hits, K_AND(pawns, K_LOAD(&b->push_promotes[us])));
	unsigned scorn = pos->st.scorn_from;
	if (scorn != CELL_NONE && board[scorn] == PIECE(HDC_PAWN, us) &&
	    !cs_test(held, sd->bit_of[scorn]))
		hit_set_add(&hits, sd->bit_of[scorn]);
	HIT_SET_EACH(hits, pawn_pushes(c, cell_of[q], &all));
}
