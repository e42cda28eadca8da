/*
 * movecount_kernel.h - the bitboard part of the bulk counter, written once
 * for both cell set paths: each movecount_kernel_*.c includes it once, with
 * the K_* macros naming the portable operations (cellset.h) or the AVX-512
 * ones (cellset_avx512.h), and KERNEL naming the function.
 *
 * It counts the moves of the pieces that are free to move (neither pinned
 * nor handled on the mailbox, see generate_uncounted()): per slide
 * direction, one fill for all pieces of the types sliding that way; per
 * step or leap direction, one shift for all pieces stepping that way
 * (types with many such directions: per piece, its reach from a table); the
 * general shapes (limited range, a first distance that lands, rides, one
 * mode) as steps over empty cells, distance by distance; the
 * pawns' pushes, multi-steps and captures as shifts of the pawn set.  A
 * target along one direction is reached by exactly one piece (the first
 * along the line, or the one a step away), so each direction's target set
 * counts its moves.  Where the CPU has a vector popcount (K_VPOPCNT:
 * AVX512-VPOPCNTDQ) each set is counted into eight 64-bit lanes;
 * elsewhere the sets are added into bit-sliced counters (plane l holds bit
 * l of every cell's count), so there is one popcount per plane at the end
 * rather than one per direction.  Pawn targets on promotion
 * cells are handed back, one set per pawn move, for the caller to count
 * the pieces each may become.
 */

#define K_CAT_(a, b) a##_##b
#define K_CAT(a, b) K_CAT_(a, b)
/* A helper's name in this build of the kernel. */
#define K_FN(name) K_CAT(name, KERNEL)

/* Plane l of the counter holds bit l of each cell's count; adding a set
 * is a ripple-carry addition of one bit per cell. */
#define K_PLANES 8

/*
 * The first pass: what the enemy attacks around our king (job->att: the
 * king's cell, its steps and leaps, and more), and which of the king's
 * lines may hold a pinner (returned; bit d: geometry direction d): those
 * where an enemy slider's line meets one own man and then the king, and
 * the far lines of the general shapes.  Its
 * sliders are filled only along the directions where one stands in the
 * beam of the king's cell (variant_bits.h): about one direction in
 * twenty-six on a cube.  With the king's own cell in the beam, a check is
 * never missed: job->att holds the king's cell exactly when it is in
 * check.  The set is computed on the board as it is, the king included:
 * out of check no enemy line stops at the king, so nothing changes.
 */
/* The cells one man of type t (of side `side`) on bit attacks by its
 * steps, leaps or pawn captures: its part of the first pass's near
 * attacks. */
KERNEL_ATTR static inline __attribute__((always_inline)) K_T
K_FN(near_attacks_of)(const struct count_job *job, int side, unsigned t, unsigned bit)
{
	const struct variant_bits *b = job->bits;
	const struct shift_dirs *sd = &b->sd;
	if (b->table_types[side] >> t & 1)
		return K_LOAD(&b->reach[side][t][bit]);
	if (t == HDC_PAWN)
		return K_LOAD(&b->pawn_reach[side][bit]);
	const K_T one = K_SINGLE(bit);
	K_T att = K_ZERO();
	for (unsigned i = 0; i < b->nstep_dirs[side]; i++) {
		unsigned d = b->step_dir[side][i];
		if (b->step_types[side][d] >> t & 1)
			att = K_OR(att, K_STEP(sd, d, one));
	}
	return att;
}

/* Shared: runs the statements for each cell (bit) where a man of the
 * enemy's type t arrived since the parent (gone 0) or which one left
 * (gone 1): the move's two cells where it moved one man of one type
 * (job->simple), else the bits of the sets' difference. */
#define K_EACH_MOVED(gone, t, bit, ...)                                            \
	do {                                                                       \
		if (job->simple) {                                                 \
			const unsigned bit = job->changed[(gone) ? 0 : 1];         \
			__VA_ARGS__                                                \
		} else {                                                           \
			const K_T was_ = K_LOAD(&shared->their[t]);                \
			const K_T now_ = K_LOAD(&their[t]);                        \
			K_EACH_BIT((gone) ? K_ANDNOT(was_, now_) : K_ANDNOT(now_, was_), \
			           bit, __VA_ARGS__);                              \
		}                                                                  \
	} while (0)

/* The first pass, whole (both NULL), as the base of a parent's children
 * (build: the side to move at the parent is the enemy here), or for a
 * child from that base (shared): the enemy moved one man or two, so the
 * slide groups whose men did not move keep their beam tests, and the
 * near attacks (steps, leaps, pawns, but the king's) change by the one
 * man that moved, taken off the cells only it attacked (near2: the cells
 * attacked twice or more) and put on its new ones. */
KERNEL_ATTR static inline __attribute__((always_inline)) uint64_t
K_FN(dirs_body)(struct count_job *job, const struct dirs_base *shared, struct dirs_base *build)
{
	const struct variant_bits *b = job->bits;
	const struct shift_dirs *sd = &b->sd;
	const struct variant *v = job->v;
	const int them = job->us ^ 1;
	const cellset *their = job->enemy_by_type;
	const cellset *beam = b->beam + (size_t)job->king_bit * (size_t)sd->nslide;
	const cellset *king_line =
		b->king_line ? b->king_line + (size_t)job->king_bit * (size_t)sd->nslide : NULL;
	const K_T empty = K_ANDNOT(K_LOAD(&sd->cells), K_OR(K_LOAD(&job->by_type[0]), K_LOAD(&their[0])));
	/* The enemy's types whose men moved since the parent (shared). */
	const uint32_t moved = shared ? job->moved & shared->types : ~0u;
	if (build) {
		build->their[0] = their[0]; /* all men: for the cells that changed */
		for (uint32_t tt = build->types; tt; tt &= tt - 1) {
			unsigned t = (unsigned)__builtin_ctz(tt);
			build->their[t] = their[t];
		}
	}
	/* Each group's sliders; shared, only those of the groups whose
	 * fills are made again (bit k of grouped: group[k] is set). */
	K_T group[MAX_DIRS];
	uint64_t grouped = 0;
	if (!shared) {
		for (unsigned k = 0; k < b->nslide_groups[them]; k++)
			group[k] = K_UNION(b->slide_group_types[them][k], their);
		grouped = ~0ull;
	}
	uint64_t hits = shared ? shared->hits : 0, far = 0;
	const uint32_t *beam_dirs =
		shared && b->beam_dirs ? b->beam_dirs + (size_t)job->king_bit * sd->nbits : NULL;
	/* Group by group, its sliders held in a register: a group none of
	 * whose men stands on the union of its beams (no enemy queen, or all
	 * of them far from the king's lines) costs one test. */
	const cellset *group_beam =
		b->group_beam[them] + (size_t)job->king_bit * b->nslide_groups[them];
	if (shared) {
		/* A superset of the hits: the parent's, and the beams a moved
		 * slider stands in now, bit by bit (a man that left a beam
		 * leaves a fill of nothing, skipped below).  Where the variant
		 * has beam_dirs (the small boards), the directions whose beam
		 * holds the man come from one load; elsewhere from a test per
		 * direction of each group the man's type slides in. */
		for (uint32_t tt = moved & shared->slide_types; tt; tt &= tt - 1) {
			unsigned t = (unsigned)__builtin_ctz(tt);
			if (beam_dirs) {
				const uint64_t slides = b->type_slides[them][t];
				if (b->slide_index_is_dir[them])
					K_EACH_MOVED(0, t, bit, hits |= beam_dirs[bit] & slides;);
				else
					K_EACH_MOVED(0, t, bit,
					           for (uint32_t dm = beam_dirs[bit]; dm; dm &= dm - 1)
						           hits |= b->slide_bit[them][__builtin_ctz(dm)] &
						                   slides;);
				continue;
			}
			K_EACH_MOVED(0, t, bit,
			           for (unsigned k = 0; k < b->nslide_groups[them]; k++) {
				           if (!(b->slide_group_types[them][k] >> t & 1) ||
				               !cs_test(&group_beam[k], bit))
					           continue;
				           for (uint64_t m = b->slide_group_members[them][k]; m;
				                m &= m - 1) {
					           unsigned i = (unsigned)__builtin_ctzll(m);
					           hits |= (uint64_t)cs_test(&beam[b->slide_dir[them][i]],
					                                     bit) << i;
				           }
			           });
		}
	} else {
		for (unsigned k = 0; k < b->nslide_groups[them]; k++) {
			const K_T sliders = group[k];
			if (!K_MEET(sliders, K_LOAD(&group_beam[k])))
				continue;
			for (uint64_t m = b->slide_group_members[them][k]; m; m &= m - 1) {
				unsigned i = (unsigned)__builtin_ctzll(m);
				hits |= (uint64_t)K_MEET(sliders, K_LOAD(&beam[b->slide_dir[them][i]]))
				        << i;
			}
		}
	}
	K_T att = K_ZERO();
	const K_T own = K_LOAD(&job->by_type[0]);
	/* Shared: a fill of the parent's stays where its group's men did
	 * not move and no cell it read (its line and the x-ray behind) changed
	 * hands. */
	K_T changed = K_ZERO();
	uint64_t kept = 0;
	if (shared) {
		changed = K_OR(K_XOR(own, K_LOAD(&shared->own)),
		               K_XOR(K_LOAD(&their[0]), K_LOAD(&shared->their[0])));
		kept = shared->hits;
		if (beam_dirs && job->simple) {
			/* One man moved: the fills it fed or feeds now are those
			 * whose beams hold its cell before or after. */
			const uint32_t slid = moved & shared->slide_types;
			if (slid) {
				const uint32_t beams =
					beam_dirs[job->changed[0]] | beam_dirs[job->changed[1]];
				uint64_t fed = 0;
				if (b->slide_index_is_dir[them])
					fed = beams;
				else
					for (uint32_t dm = beams; dm; dm &= dm - 1)
						fed |= b->slide_bit[them][__builtin_ctz(dm)];
				kept &= ~(fed & b->type_slides[them][__builtin_ctz(slid)]);
			}
		} else {
			for (unsigned k = 0; k < b->nslide_groups[them]; k++)
				if (b->slide_group_types[them][k] & moved)
					kept &= ~b->slide_group_members[them][k];
		}
	}
	for (uint64_t h = hits; h; h &= h - 1) {
		unsigned i = (unsigned)__builtin_ctzll(h);
		unsigned d = b->slide_dir[them][i];
		if ((kept >> i & 1) && !K_MEET(changed, K_LOAD(&shared->fill_read[i]))) {
			att = K_OR(att, K_LOAD(&shared->fill[i]));
			far |= (shared->fill_pin >> i & 1) << v->geo.opposite[d];
			continue;
		}
		const unsigned k = b->slide_group[them][i];
		if (!(grouped >> k & 1)) {
			group[k] = K_UNION(b->slide_group_types[them][k], their);
			grouped |= 1ull << k;
		}
		const K_T from = K_AND(group[k], K_LOAD(&beam[d]));
		if (shared && !K_ANY(from))
			continue;
		K_T reached = K_SLIDE(sd, d, from, empty);
		att = K_OR(att, reached);
		/* A pin along the king's line: one own man first, then the
		 * king (the same fill again from the own men it stopped at;
		 * where king_line is known, only from those on the king's
		 * line, and only if there are some). */
		K_T blockers = K_AND(reached, own), xray = K_ZERO();
		if (king_line)
			blockers = K_AND(blockers, K_LOAD(&king_line[d]));
		uint64_t pin = 0;
		if (K_ANY(blockers)) {
			xray = K_SLIDE(sd, d, blockers, empty);
			pin = K_MEET(xray, K_SINGLE((unsigned)job->king_bit));
		}
		far |= pin << v->geo.opposite[d];
		if (build) {
			K_STORE(&build->fill[i], reached);
			K_STORE(&build->fill_read[i], K_OR(reached, xray));
			build->fill_pin |= pin << i;
		}
	}

	/* The near attacks. */
	int whole = 1;
	if (shared) {
		whole = 0;
		K_T near = K_LOAD(&shared->near);
		uint32_t mt = moved & shared->near_types;
		unsigned left = 0;
		for (uint32_t tt = mt; tt && !whole; tt &= tt - 1) {
			unsigned t = (unsigned)__builtin_ctz(tt);
			K_EACH_MOVED(1, t, bit,
			           if (left++) whole = 1;
			           else near = K_OR(K_LOAD(&shared->near2),
			                            K_ANDNOT(near, K_FN(near_attacks_of)(job, them, t, bit))););
		}
		for (uint32_t tt = whole ? 0 : mt; tt; tt &= tt - 1) {
			unsigned t = (unsigned)__builtin_ctz(tt);
			K_EACH_MOVED(0, t, bit,
			           near = K_OR(near, K_FN(near_attacks_of)(job, them, t, bit)););
		}
		if (!whole)
			att = K_OR(att, near);
	}
	if (whole) {
		/* near2 |= near & x; near |= x: the cells attacked twice. */
		K_T near = K_ZERO(), near2 = K_ZERO();
#define K_NEAR(x)                                                                  \
	do {                                                                       \
		const K_T x_ = (x);                                                \
		if (build)                                                         \
			near2 = K_OR(near2, K_AND(near, x_));                      \
		near = K_OR(near, x_);                                             \
	} while (0)
		for (unsigned i = 0; i < b->nstep_dirs[them]; i++) {
			unsigned d = b->step_dir[them][i];
			K_NEAR(K_STEP(sd, d, K_UNION(b->step_types[them][d], their)));
		}
		for (uint32_t tt = b->table_types[them]; tt; tt &= tt - 1) {
			unsigned t = (unsigned)__builtin_ctz(tt);
			const cellset *reach = b->reach[them][t];
			K_EACH_BIT(K_LOAD(&their[t]), bit, K_NEAR(K_LOAD(&reach[bit])););
		}
		const K_T their_pawns = K_LOAD(&their[HDC_PAWN]);
		if (K_ANY(their_pawns))
			for (unsigned i = 0; i < v->ncapture; i++)
				K_NEAR(K_STEP(sd, v->capture_dir[them][i], their_pawns));
#undef K_NEAR
		if (build) {
			K_STORE(&build->near, near);
			K_STORE(&build->near2, near2);
			build->hits = hits;
		}
		att = K_OR(att, near);
	}
	att = K_OR(att, K_OR(K_LOAD(&b->king_reach[them][job->enemy_king_bit]),
	                     K_LOAD(job->enemy_king_leaps)));
	/* Moves of the general shapes that capture: a limited fill. */
	unsigned slot = 0;
	for (uint32_t tt = b->general_attack_types[them]; tt; tt &= tt - 1, slot++) {
		unsigned t = (unsigned)__builtin_ctz(tt);
		const K_T pieces = K_LOAD(&their[t]);
		if (shared && slot < DIRS_GENERAL_SLOTS && !(job->moved >> t & 1) &&
		    !K_MEET(changed, K_LOAD(&shared->general_att[slot]))) {
			att = K_OR(att, K_LOAD(&shared->general_att[slot]));
			far |= shared->general_far[slot];
			continue;
		}
		K_T shape_att = K_ZERO();
		uint64_t shape_far = 0;
		const struct dir_move *dm = v->general[them][t];
		for (unsigned k = 0; K_ANY(pieces) && k < v->ngeneral[them][t]; k++) {
			if (!(dm[k].mode & MODE_CAPTURE) || dm[k].min > 1)
				continue;
			const unsigned d = dm[k].dir;
			if (dm[k].range == RANGE_UNLIMITED) {
				shape_att = K_OR(shape_att, K_SLIDE(sd, d, pieces, empty));
				shape_far |= 1ull << v->geo.opposite[d];
				continue;
			}
			K_T reached = pieces;
			for (unsigned r = 0; r < dm[k].range && K_ANY(reached); r++) {
				reached = K_STEP(sd, d, reached);
				shape_att = K_OR(shape_att, reached);
				reached = K_AND(reached, empty);
			}
			/* A pin along the shape needs one of its men two steps
			 * or more (and at most range) before the king, whatever
			 * stands between: most positions have none (C'escacs'
			 * elephants far from the king), and then the mailbox
			 * need not look along that line. */
			const unsigned back = v->geo.opposite[d];
			unsigned cell = sd->cell_of[job->king_bit];
			for (unsigned r = 1; r <= dm[k].range; r++) {
				cell = geometry_step(&v->geo, cell, back);
				if (cell == CELL_NONE)
					break;
				if (r >= 2 && cs_test(&their[t], sd->bit_of[cell])) {
					shape_far |= 1ull << back;
					break;
				}
			}
		}
		att = K_OR(att, shape_att);
		far |= shape_far;
		if (build && slot < DIRS_GENERAL_SLOTS) {
			K_STORE(&build->general_att[slot], shape_att);
			build->general_far[slot] = shape_far;
		}
	}
	K_STORE(&job->att, att);
	/* Nothing held yet (the caller's mailbox part adds the men it
	 * lists): cleared here, with one store as wide as the second pass's
	 * load of it.  Cleared by the caller's code, it took four 16-byte
	 * stores, and a load that spans several pending stores waits for
	 * them all to reach the cache (no store forwarding): a stall at the
	 * head of every child's count. */
	K_STORE(&job->held, K_ZERO());
	return far;
}
#undef K_EACH_MOVED

KERNEL_ATTR static uint64_t KERNEL_DIRS(struct count_job *job)
{
	return K_FN(dirs_body)(job, NULL, NULL);
}

/* The first pass's base: job seen from the side that moves next; base's
 * types and near_types set by the caller. */
KERNEL_ATTR static void KERNEL_DIRS_BASE(struct count_job *job, struct dirs_base *base)
{
	K_FN(dirs_body)(job, NULL, base);
}

KERNEL_ATTR static uint64_t KERNEL_DIRS_SHARED(struct count_job *job, const struct dirs_base *base)
{
	return K_FN(dirs_body)(job, base, NULL);
}

/* The count, in five forms the compiler builds apart (base, shared and
 * masked are constants at each call below): the whole count (both NULL);
 * the base of a parent's children (build: the side not to move's slide
 * and step counts and fills at the parent, and which slide directions
 * each cell feeds); a child's count from that base (shared), which counts
 * again only the slide directions whose lines the move changed; and, in
 * single check (masked), the men's moves onto job->mask (the checker and
 * the cells between it and the king), the king's as always: whole, or
 * from the base's fills of the directions the move left alone. */
KERNEL_ATTR static inline __attribute__((always_inline)) void
K_FN(count_body)(struct count_job *job, const struct count_base *shared, struct count_base *build,
                 const int masked)
{
	const struct variant_bits *b = job->bits;
	const struct shift_dirs *sd = &b->sd;
	const cellset *by_type = job->by_type;
	const int us = job->us;
	const K_T own = K_LOAD(&by_type[0]);
	const K_T enemy = K_LOAD(&job->enemy_by_type[0]);
	const K_T movable = K_ANDNOT(own, K_LOAD(&job->held));
	const K_T empty = K_ANDNOT(K_LOAD(&sd->cells), K_OR(own, enemy));
	/* K_MASK(set): the set, onto job->mask only in the masked form. */
	const K_T mask = masked ? K_LOAD(&job->mask) : K_ZERO();
#define K_MASK(set) (masked ? K_AND((set), mask) : (set))
	const K_T target = K_MASK(K_ANDNOT(K_LOAD(&sd->cells), own));
#ifdef K_VPOPCNT
	__m512i lanes = _mm512_setzero_si512();
#define K_ADD(set) (lanes = _mm512_add_epi64(lanes, _mm512_popcnt_epi64(set)))
#elif defined(K_LANE_COUNT)
	/* A popcount into lanes (the AVX2 path: its 16 registers cannot hold
	 * the bit-sliced planes without spilling them). */
	K_LANES_T lanes = K_LANES_ZERO();
#define K_ADD(set) (lanes = K_LANES_ADD(lanes, set))
#else
	K_T plane[K_PLANES];
	for (int l = 0; l < K_PLANES; l++)
		plane[l] = K_ZERO();
	/* How many sets were added: bounds the planes a carry can reach.
	 * The planes hold counts up to 2^K_PLANES - 1; a user variant may
	 * add more sets than that (many pieces with reach tables, many
	 * shapes), so full planes are folded into `folded` first. */
	unsigned added = 0, levels = 0;
	uint64_t folded = 0;

#define K_ADD(set)                                                               \
	do {                                                                     \
		K_T carry_ = (set);                                              \
		if (added == (1u << K_PLANES) - 1) {                             \
			for (unsigned l_ = 0; l_ < levels; l_++) {               \
				folded += (uint64_t)K_POPCOUNT(plane[l_]) << l_; \
				plane[l_] = K_ZERO();                            \
			}                                                        \
			added = levels = 0;                                      \
		}                                                                \
		if (++added >> levels)                                           \
			levels++;                                                \
		for (unsigned l_ = 0; l_ < levels; l_++) {                       \
			K_T next_ = K_AND(plane[l_], carry_);                    \
			plane[l_] = K_XOR(plane[l_], carry_);                    \
			carry_ = next_;                                          \
		}                                                                \
	} while (0)
#endif

	/* Counts added as numbers: the shared base's (in check, the kept
	 * slide directions'). */
	uint64_t scalar = 0;
	/* The slide directions counted: all, or (shared) those whose lines
	 * pass a cell the move changed, or whose sliders are held now. */
	uint64_t dirs = b->nslide_dirs[us] >= 64 ? ~0ull : (1ull << b->nslide_dirs[us]) - 1;
	const int held_any = K_ANY(K_LOAD(&job->held));
	uint32_t shapes = 0; /* the general shapes' slots to count again */
	if (shared) {
		dirs = 0;
		if (job->nchanged) {
			for (unsigned c = 0; c < job->nchanged; c++) {
				dirs |= shared->aff[job->changed[c]];
				shapes |= shared->aff_gen[job->changed[c]];
			}
		} else {
			K_EACH_BIT(K_XOR(enemy, K_LOAD(&shared->enemy)), bit,
			           dirs |= shared->aff[bit]; shapes |= shared->aff_gen[bit];);
		}
		/* A man taken: the lines it slid along lost a source. */
		for (uint32_t tt = job->taken; tt; tt &= tt - 1)
			dirs |= b->type_slides[us][__builtin_ctz(tt)];
		if (!masked)
			scalar += shared->slide_total;
	}
	/* Each group's movable sliders; shared and nothing held, only those
	 * of the groups counted again (bit k of grouped: group[k] is set). */
	K_T group[MAX_DIRS];
	uint64_t grouped = 0;
	if (!shared || held_any) {
		for (unsigned k = 0; k < b->nslide_groups[us]; k++) {
			const K_T all = K_UNION(b->slide_group_types[us][k], by_type);
			group[k] = K_AND(all, movable);
			if (shared && K_MEET(all, K_LOAD(&job->held)))
				dirs |= b->slide_group_members[us][k];
		}
		grouped = ~0ull;
	}
#ifdef K_AFF_FROM_FILLS
	/* build: each direction's fill, for aff's transpose after the loop. */
	alignas(64) cellset fills[64];
#else
	if (build)
		memset(build->aff, 0, sizeof build->aff[0] * (size_t)sd->nbits);
#endif
	for (uint64_t m = dirs; m; m &= m - 1) {
		unsigned i = (unsigned)__builtin_ctzll(m);
		unsigned d = b->slide_dir[us][i];
		if (shared && !masked)
			scalar -= shared->cnt[i];
		const unsigned k = b->slide_group[us][i];
		if (!(grouped >> k & 1)) {
			group[k] = K_AND(K_UNION(b->slide_group_types[us][k], by_type), movable);
			grouped |= 1ull << k;
		}
		K_T sliders = group[k];
		if (!K_ANY(sliders)) {
			if (build) {
				build->cnt[i] = 0;
#ifdef K_AFF_FROM_FILLS
				K_STORE(&fills[i], K_ZERO());
#endif
			}
			continue;
		}
		/* Where every first step is blocked (crowded openings), the
		 * first steps are all the targets: no fill. */
		K_T first = K_STEP(sd, d, sliders);
		K_T reached = K_MEET(first, empty) ? K_SLIDE(sd, d, sliders, empty) : first;
		if (build) {
			/* A cell whose occupancy the fill did not read (beyond
			 * the first man on each line) cannot change it. */
			uint32_t n = (uint32_t)K_POPCOUNT(K_AND(reached, target));
			build->cnt[i] = n;
			build->slide_total += n;
#ifdef K_AFF_FROM_FILLS
			K_STORE(&fills[i], reached);
#else
			K_EACH_BIT(reached, bit, build->aff[bit] |= 1ull << i;);
#endif
		} else {
			K_ADD(K_AND(reached, target));
		}
	}
#ifdef K_AFF_FROM_FILLS
	if (build)
		K_AFF_FROM_FILLS(build->aff, fills, b->nslide_dirs[us], (unsigned)sd->nbits);
#endif
	if (shared && masked) {
		/* In check: the directions the move left alone, from the
		 * parent's fills, onto the few cells that answer the check:
		 * per cell, the directions whose fill reached it (aff). */
		const uint64_t all = b->nslide_dirs[us] >= 64 ? ~0ull : (1ull << b->nslide_dirs[us]) - 1;
		K_EACH_BIT(target, bit,
		           scalar += (uint64_t)__builtin_popcountll(shared->aff[bit] & all & ~dirs););
	}
	if (shared && !masked && !held_any && !job->taken) {
		/* The steppers' targets do not depend on the enemy's men (a
		 * man taken: its steps are gone, its cell is a target now). */
		scalar += shared->step_total;
	} else if (!(shared && masked && !K_MEET(mask, K_LOAD(&shared->step_reach)))) {
		/* (In check, none where no stepper of the parent's reaches a
		 * cell that answers it: a child's steppers are the parent's,
		 * less any taken.) */
		K_T step_reach = K_ZERO();
		for (unsigned i = 0; i < b->nstep_dirs[us]; i++) {
			unsigned d = b->step_dir[us][i];
			K_T steppers = K_AND(K_UNION(b->step_types[us][d], by_type), movable);
			if (!K_ANY(steppers))
				continue;
			const K_T steps = K_STEP(sd, d, steppers);
			if (build) {
				build->step_total += (uint64_t)K_POPCOUNT(K_AND(steps, target));
				step_reach = K_OR(step_reach, steps);
			} else {
				K_ADD(K_AND(steps, target));
			}
		}
		for (uint32_t tt = b->table_types[us]; tt; tt &= tt - 1) {
			unsigned t = (unsigned)__builtin_ctz(tt);
			const cellset *reach = b->reach[us][t];
			if (build)
				K_EACH_BIT(K_AND(K_LOAD(&by_type[t]), movable), bit,
				           const K_T r_ = K_LOAD(&reach[bit]);
				           build->step_total += (uint64_t)K_POPCOUNT(K_AND(r_, target));
				           step_reach = K_OR(step_reach, r_););
			else
				K_EACH_BIT(K_AND(K_LOAD(&by_type[t]), movable), bit,
				           K_ADD(K_AND(K_LOAD(&reach[bit]), target)););
		}
		if (build)
			K_STORE(&build->step_reach, step_reach);
	}

	/* The general shapes (variant.h: limited range, a first distance that
	 * lands, rides, one mode): per shape, the cells at each distance as
	 * steps of the type's set over empty cells, counted from the first
	 * distance that lands.  As along a slide, a cell at one distance of
	 * one shape is reached by one piece only: a nearer piece on the way
	 * stops the farther. */
	/* Shared: a shape's count (slot: its place among the side's shapes,
	 * variant_bits.h) stays unless the move changed a cell its steps
	 * read, or its men are held; the kept ones are added as their sum,
	 * less those counted again. */
#define K_COUNT_SHAPE(t, k, s)                                                      \
	do {                                                                       \
		const struct dir_move *dm_ = &job->v->general[us][t][k];           \
		const K_T pieces_ = K_AND(K_LOAD(&by_type[t]), movable);           \
		const int kept_ = (s) < COUNT_GENERAL_SLOTS;                       \
		if (build && kept_)                                                \
			build->gen_cnt[s] = 0;                                     \
		if (!K_ANY(pieces_) || (build && !kept_))                          \
			break;                                                     \
		const K_T lands_ = !(dm_->mode & MODE_CAPTURE) ? K_MASK(empty)     \
		                   : !(dm_->mode & MODE_MOVE)  ? K_MASK(enemy)     \
		                                               : target;           \
		K_T read_ = K_ZERO();                                              \
		uint64_t n_ = 0;                                                   \
		if (dm_->range == RANGE_UNLIMITED && dm_->min <= 1 &&              \
		    dm_->dir < (unsigned)sd->nslide) {                             \
			read_ = K_SLIDE(sd, dm_->dir, pieces_, empty);             \
			if (build)                                                 \
				n_ = (uint64_t)K_POPCOUNT(K_AND(read_, lands_));   \
			else                                                       \
				K_ADD(K_AND(read_, lands_));                       \
		} else {                                                           \
			K_T reached_ = pieces_;                                    \
			for (unsigned r_ = 1; r_ <= dm_->range && K_ANY(reached_); r_++) { \
				reached_ = K_STEP(sd, dm_->dir, reached_);         \
				if (build)                                         \
					read_ = K_OR(read_, reached_);             \
				if (r_ >= dm_->min) {                              \
					if (build)                                 \
						n_ += (uint64_t)K_POPCOUNT(        \
						        K_AND(reached_, lands_));  \
					else                                       \
						K_ADD(K_AND(reached_, lands_));    \
				}                                                  \
				reached_ = K_AND(reached_, empty);                 \
			}                                                          \
		}                                                                  \
		if (build) {                                                       \
			build->gen_cnt[s] = (uint32_t)n_;                          \
			build->gen_total += n_;                                    \
			K_EACH_BIT(read_, bit, build->aff_gen[bit] |= 1u << (s););   \
		}                                                                  \
	} while (0)
	if (shared && !masked) {
		for (uint32_t tt = held_any ? b->general_types[us] : 0; tt; tt &= tt - 1) {
			unsigned t = (unsigned)__builtin_ctz(tt);
			if (K_MEET(K_LOAD(&by_type[t]), K_LOAD(&job->held)))
				shapes |= b->general_type_slots[us][t];
		}
		for (uint32_t tt = job->taken & b->general_types[us]; tt; tt &= tt - 1)
			shapes |= b->general_type_slots[us][__builtin_ctz(tt)];
		scalar += shared->gen_total;
		for (uint32_t m = shapes; m; m &= m - 1) {
			unsigned s = (unsigned)__builtin_ctz(m);
			scalar -= shared->gen_cnt[s];
			K_COUNT_SHAPE(b->general_slot_type[us][s], b->general_slot_move[us][s], s);
		}
	}
	/* Whole, or (shared) the slots past the kept ones. */
	if (!shared || masked || b->ngeneral_slots[us] > COUNT_GENERAL_SLOTS) {
		unsigned slot = 0;
		for (uint32_t tt = b->general_types[us]; tt; tt &= tt - 1) {
			unsigned t = (unsigned)__builtin_ctz(tt);
			const struct dir_move *dm = job->v->general[us][t];
			for (unsigned k = 0; k < job->v->ngeneral[us][t]; k++) {
				if (!(dm[k].mode & (MODE_MOVE | MODE_CAPTURE)))
					continue;
				const unsigned s = slot++;
				if (!shared || masked || s >= COUNT_GENERAL_SLOTS)
					K_COUNT_SHAPE(t, k, s);
			}
		}
	}
#undef K_COUNT_SHAPE
	const K_T pawns = K_AND(K_LOAD(&by_type[HDC_PAWN]), movable);
	job->npromo = 0;
	/* Shared: the parent's pawn moves, where no pawn is held or taken
	 * and none landed on a promotion cell; counted again only in the
	 * families (the main push with its multi-steps, each other push,
	 * each capture direction) one of whose cells the move changed. */
	uint32_t families = ~0u;
	if (shared && !masked && shared->pawn_kept &&
	    !(held_any && K_MEET(K_LOAD(&by_type[HDC_PAWN]), K_LOAD(&job->held))) &&
	    !(job->taken >> HDC_PAWN & 1)) {
		const K_T changed = K_XOR(enemy, K_LOAD(&shared->enemy));
		scalar += shared->pawn_total;
		families = 0;
		if (K_MEET(changed, K_LOAD(&shared->pawn_reach)))
			for (unsigned f = 0; f < PAWN_FAMILIES; f++)
				if (K_MEET(changed, K_LOAD(&shared->pawn_family_reach[f]))) {
					families |= 1u << f;
					scalar -= shared->pawn_family_cnt[f];
				}
	} else if (shared && masked) {
		/* In check: the families whose cells (the parent's pawns',
		 * a superset of the child's) meet those that answer it. */
		families = 0;
		if (K_MEET(mask, K_LOAD(&shared->pawn_reach)))
			for (unsigned f = 0; f < PAWN_FAMILIES; f++)
				families |= (uint32_t)K_MEET(mask, K_LOAD(&shared->pawn_family_reach[f])) << f;
	}
	if (build) {
		K_STORE(&build->pawn_reach, K_ZERO());
		for (unsigned f = 0; f < PAWN_FAMILIES; f++) {
			K_STORE(&build->pawn_family_reach[f], K_ZERO());
			build->pawn_family_cnt[f] = 0;
		}
		build->pawn_total = 0;
	}
	if (families && K_ANY(pawns)) {
		const K_T promotes = K_LOAD(&b->promotes[us]);
		const struct variant *v = job->v;
		/* Each pawn move's targets (family f, which read the cells
		 * `read`): counted here off the promotion cells, handed back
		 * on them. */
#define K_PAWN_MOVES(f, set, read)                                               \
	do {                                                                     \
		K_T set_ = K_MASK(set);                                          \
		K_T plain_ = K_ANDNOT(set_, promotes);                           \
		if (build) {                                                     \
			const uint32_t n_ = (uint32_t)K_POPCOUNT(plain_);        \
			build->pawn_family_cnt[f] += n_;                         \
			build->pawn_total += n_;                                 \
			K_STORE(&build->pawn_family_reach[f],                    \
			        K_OR(K_LOAD(&build->pawn_family_reach[f]), read)); \
		} else {                                                         \
			K_ADD(plain_);                                           \
		}                                                                \
		K_T promo_ = K_AND(set_, promotes);                              \
		if (K_ANY(promo_))                                               \
			K_STORE(&job->promo[job->npromo++], promo_);             \
	} while (0)
		const unsigned push = v->push_dir[us][0];
		if (families & 1) {
			const K_T step = K_STEP(sd, push, pawns);
			K_T one = K_AND(step, empty);
			K_PAWN_MOVES(0, one, step);
			/* Multi-steps: from the cells that allow them, over
			 * empty cells; their shifts only where a pawn stands on
			 * such a cell (never in Raumschach, rarely after the
			 * opening).  Their family reads every cell they pass. */
			const K_T at2 = K_AND(pawns, K_LOAD(&b->steps2[us]));
			if (K_ANY(at2)) {
				const K_T pass2 = K_STEP(sd, push, at2);
				const K_T read2 = K_OR(pass2, K_STEP(sd, push, pass2));
				K_T two = K_AND(K_STEP(sd, push, K_AND(one, pass2)), empty);
				const K_T at3 = K_AND(pawns, K_LOAD(&b->steps3[us]));
				K_T read3 = K_ZERO();
				if (build && K_ANY(at3)) {
					K_T pass3 = K_STEP(sd, push, at3);
					pass3 = K_OR(pass3, K_STEP(sd, push, pass3));
					read3 = K_OR(pass3, K_STEP(sd, push, pass3));
				}
				if (build)
					K_STORE(&build->pawn_family_reach[0],
					        K_OR(K_LOAD(&build->pawn_family_reach[0]),
					             K_OR(read2, read3)));
				if (K_ANY(two)) {
					K_PAWN_MOVES(0, two, K_ZERO());
					if (K_ANY(at3)) {
						K_T three = K_AND(K_STEP(sd, push, K_AND(two, K_STEP(sd, push,
						                  K_STEP(sd, push, at3)))), empty);
						if (K_ANY(three))
							K_PAWN_MOVES(0, three, K_ZERO());
					}
				}
			}
		}
		for (unsigned i = 1; i < v->npush; i++)
			if (families >> i & 1) {
				const K_T step = K_STEP(sd, v->push_dir[us][i], pawns);
				K_PAWN_MOVES(i, K_AND(step, empty), step);
			}
		for (unsigned i = 0; i < v->ncapture; i++)
			if (families >> (PAWN_PUSH_FAMILIES + i) & 1) {
				const K_T step = K_STEP(sd, v->capture_dir[us][i], pawns);
				K_PAWN_MOVES(PAWN_PUSH_FAMILIES + i, K_AND(step, enemy), step);
			}
#undef K_PAWN_MOVES
	}
	if (build) {
		K_T reach = K_ZERO();
		for (unsigned f = 0; f < PAWN_FAMILIES; f++)
			reach = K_OR(reach, K_LOAD(&build->pawn_family_reach[f]));
		K_STORE(&build->pawn_reach, reach);
		build->pawn_kept = job->npromo == 0;
		return;
	}

	/* The king's steps (and C'escacs' leaps): the targets the enemy does
	 * not attack (the first pass). */
	K_ADD(K_ANDNOT(K_ANDNOT(K_OR(K_LOAD(&b->king_reach[us][job->king_bit]),
	                             K_LOAD(job->king_leaps)), own),
	               K_LOAD(&job->att)));
#undef K_ADD
#undef K_MASK

#ifdef K_VPOPCNT
	job->count = scalar + (uint64_t)_mm512_reduce_add_epi64(lanes);
#elif defined(K_LANE_COUNT)
	job->count = scalar + K_LANES_SUM(lanes);
#else
	uint64_t n = scalar + folded;
	for (unsigned l = 0; l < levels; l++)
		n += (uint64_t)K_POPCOUNT(plane[l]) << l;
	job->count = n;
#endif
}

KERNEL_ATTR static void KERNEL(struct count_job *job)
{
	K_FN(count_body)(job, NULL, NULL, 0);
}

/* In single check: the moves onto job->mask, and the king's; from the
 * parent's base where one is given (its fills of the directions the
 * move left alone, on the mask), as KERNEL_SHARED takes it. */
KERNEL_ATTR static void KERNEL_MASKED(struct count_job *job, const struct count_base *base)
{
	if (base)
		K_FN(count_body)(job, base, NULL, 1);
	else
		K_FN(count_body)(job, NULL, NULL, 1);
}

/* The base of a parent's children: job seen from the side not to move,
 * nothing held; base zeroed by the caller but for enemy. */
KERNEL_ATTR static void KERNEL_BASE(struct count_job *job, struct count_base *base)
{
	K_FN(count_body)(job, NULL, base, 0);
}

/* A child's count from its parent's base: after a capture too (the
 * only move that changes the counted side's men), which the base's
 * lines and steps through the taken man's cell and its own moves answer
 * (job->taken). */
KERNEL_ATTR static void KERNEL_SHARED(struct count_job *job, const struct count_base *base)
{
	K_FN(count_body)(job, base, NULL, 0);
}

#undef K_FN
#undef K_CAT
#undef K_CAT_
