/*
 * movegen_checks_kernel.h - the candidates for quiet checks of the free
 * men, found on the position's bitboards, written once for both cell set
 * paths: movegen_checks.c includes it twice, with the K_* macros naming
 * the portable operations and then the AVX-512 ones, and KERNEL naming the
 * function (the pattern of movegen_captures_kernel.h).
 *
 * direct[t] holds the empty cells from which a man of type t would attack
 * the enemy king.  A slide along d reaches those cells the way the
 * captures kernel reaches enemy men: one fill per direction for all the
 * sliders of that direction, ANDed with the union of direct[] over the
 * types sliding that way, each hit's source the first man walking back.
 * Steps are shifts, the many-leap types a reach table per man, the pawns'
 * pushes shifts of the pawn set.  The men in *held (pinned, discovering,
 * general shapes, pawns that may promote) and the king are left to the
 * caller.  A union over several types lets through moves of a type that
 * does not check from there: the caller filters with move_may_check().
 */

KERNEL_ATTR __attribute__((noinline)) static hdc_move *KERNEL(const struct hdc_position *pos,
                                                              const cellset *held,
                                                              const cellset *direct,
                                                              hdc_move *out)
{
	const struct variant *v = pos->v;
	const struct variant_bits *b = v->bits;
	const struct shift_dirs *sd = &b->sd;
	const unsigned us = pos->side;
	const cellset *by_type = pos->by_piece + 32 * us;
	const uint8_t *board = pos->board;
	const uint16_t *cell_of = sd->cell_of;
	const K_T own = K_LOAD(&by_type[0]);
	const K_T empty =
		K_ANDNOT(K_LOAD(&sd->cells), K_OR(own, K_LOAD(&pos->by_piece[32 * (us ^ 1)])));
	const K_T movable = K_ANDNOT(own, K_LOAD(held));
	struct hit_set hits;

	K_T group[MAX_DIRS], target[MAX_DIRS];
	for (unsigned k = 0; k < b->nslide_groups[us]; k++) {
		group[k] = K_AND(K_UNION(b->slide_group_types[us][k], by_type), movable);
		target[k] = K_UNION(b->slide_group_types[us][k], direct);
	}
	for (unsigned i = 0; i < b->nslide_dirs[us]; i++) {
		unsigned d = b->slide_dir[us][i], k = b->slide_group[us][i];
		if (!K_ANY(group[k]) || !K_ANY(target[k]))
			continue;
		K_T h = K_AND(K_SLIDE(sd, d, group[k], empty), target[k]);
		if (!K_ANY(h))
			continue;
		const int off = sd->off[d];
		K_HITS(&hits, h);
		out = hits_slid(&hits, board, cell_of, off, HDC_MOVE_QUIET, out);
	}

	for (unsigned i = 0; i < b->nstep_dirs[us]; i++) {
		unsigned d = b->step_dir[us][i];
		uint32_t types = b->step_types[us][d];
		K_T steppers = K_AND(K_UNION(types, by_type), movable);
		if (!K_ANY(steppers))
			continue;
		K_T h = K_AND(K_STEP(sd, d, steppers), K_UNION(types, direct));
		if (!K_ANY(h))
			continue;
		const int off = sd->off[d];
		K_HITS(&hits, h);
		out = hits_from_behind(&hits, cell_of, off, HDC_MOVE_QUIET, out);
	}

	for (uint32_t tt = b->table_types[us]; tt; tt &= tt - 1) {
		unsigned t = (unsigned)__builtin_ctz(tt);
		const K_T to = K_LOAD(&direct[t]);
		if (!K_ANY(to))
			continue;
		const cellset *reach = b->reach[us][t];
		K_EACH_BIT(K_AND(K_LOAD(&by_type[t]), movable), bit, {
			K_T h = K_AND(K_LOAD(&reach[bit]), to);
			if (!K_ANY(h))
				continue;
			unsigned from = cell_of[bit];
			K_HITS(&hits, h);
			out = hits_from(&hits, cell_of, from, HDC_MOVE_QUIET, out);
		});
	}

	/* The pawns' pushes onto a checking cell: the first step along each
	 * push direction, the straight double and triple steps over empty
	 * cells from where the variant allows them. */
	const K_T pawns = K_AND(K_LOAD(&by_type[HDC_PAWN]), movable);
	const K_T to = K_ANDNOT(K_LOAD(&direct[HDC_PAWN]), K_LOAD(&b->promotes[us]));
	if (!K_ANY(pawns) || !K_ANY(to))
		return out;
	for (unsigned i = 0; i < v->npush; i++) {
		unsigned d = v->push_dir[us][i];
		const int off = sd->off[d];
		K_HITS(&hits, K_AND(K_STEP(sd, d, pawns), to));
		out = hits_from_behind(&hits, cell_of, off, HDC_MOVE_QUIET, out);
		if (i > 0)
			continue;
		/* Their shifts only where a pawn stands where they start. */
		const K_T at2 = K_AND(pawns, K_LOAD(&b->steps2[us]));
		if (K_ANY(at2)) {
			K_T two = K_AND(K_STEP(sd, d, at2), empty);
			two = K_AND(K_STEP(sd, d, two), empty);
			K_HITS(&hits, K_AND(two, to));
			out = hits_from_behind(&hits, cell_of, 2 * off, HDC_MOVE_DOUBLE_STEP, out);
		}
		const K_T at3 = K_AND(pawns, K_LOAD(&b->steps3[us]));
		if (K_ANY(at3)) {
			K_T three = K_AND(K_STEP(sd, d, at3), empty);
			three = K_AND(K_STEP(sd, d, three), empty);
			three = K_AND(K_STEP(sd, d, three), empty);
			K_HITS(&hits, K_AND(three, to));
			out = hits_from_behind(&hits, cell_of, 3 * off, HDC_MOVE_TRIPLE_STEP, out);
		}
	}
	return out;
}
