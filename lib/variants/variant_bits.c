/* variant_bits.c - the bitboard tables of a variant (variant_bits.h). */
#include "variant_bits.h"

#include <stdlib.h>

#include "variant.h"

/* A reach table: for each cell's bit, the bits one step along dirs
 * lands on. */
static cellset *build_reach_along(const struct variant_bits *b, const struct variant *v,
                                  const struct dirset *dirs)
{
	const struct geometry *g = &v->geo;
	cellset *reach = cellset_calloc((size_t)b->sd.nbits * sizeof *reach);
	if (!reach)
		return NULL;
	for (int c = 0; c < g->ncells; c++)
		for (int d = 0; d < g->ndirs; d++) {
			unsigned q = geometry_step(g, (unsigned)c, (unsigned)d);
			if (q != CELL_NONE && dirset_has(dirs, (unsigned)d))
				cs_set(&reach[b->sd.bit_of[c]], b->sd.bit_of[q]);
		}
	return reach;
}

/* The reach table of a type's steps. */
static cellset *build_reach(const struct variant_bits *b, const struct variant *v, int side,
                            unsigned t)
{
	return build_reach_along(b, v, &v->steps[side][t]);
}

/* The reach table of a side's pawn captures. */
static cellset *build_pawn_reach(const struct variant_bits *b, const struct variant *v, int side)
{
	struct dirset dirs = { 0 };
	for (unsigned i = 0; i < v->ncapture; i++)
		dirset_add(&dirs, v->capture_dir[side][i]);
	return build_reach_along(b, v, &dirs);
}

static int build_types(struct variant_bits *b, const struct variant *v)
{
	const struct geometry *g = &v->geo;
	for (int side = 0; side < 2; side++) {
		for (unsigned t = 1; t < MAX_TYPES; t++) {
			if (!(v->types >> t & 1) || t == HDC_KING || t == HDC_PAWN)
				continue;
			int nsteps = 0;
			for (int d = 0; d < g->ndirs; d++)
				nsteps += dirset_has(&v->steps[side][t], (unsigned)d);
			if (nsteps >= REACH_TABLE_MIN_DIRS) {
				if (!(b->reach[side][t] = build_reach(b, v, side, t)))
					return -1;
				b->table_types[side] |= 1u << t;
			}
			for (int d = 0; d < g->ndirs; d++) {
				if (d < g->nslide && (v->slides[side][t] >> d & 1))
					b->slide_types[side][d] |= 1u << t;
				if (nsteps < REACH_TABLE_MIN_DIRS &&
				    dirset_has(&v->steps[side][t], (unsigned)d))
					b->step_types[side][d] |= 1u << t;
			}
			if (v->ngeneral[side][t])
				b->general_types[side] |= 1u << t;
			for (unsigned i = 0; i < v->ngeneral[side][t]; i++) {
				const struct dir_move *m = &v->general[side][t][i];
				if (m->mode & (MODE_MOVE | MODE_CAPTURE)) {
					const unsigned s = b->ngeneral_slots[side]++;
					if (s < GENERAL_SLOTS_KEPT) {
						b->general_slot_type[side][s] = (uint8_t)t;
						b->general_slot_move[side][s] = (uint8_t)i;
						b->general_type_slots[side][t] |= 1u << s;
					}
				}
				if (!(m->mode & MODE_CAPTURE) || m->min > 1)
					continue;
				b->general_attack_types[side] |= 1u << t;
			}
		}
		for (int d = 0; d < g->ndirs; d++) {
			if (b->slide_types[side][d]) {
				unsigned k = 0;
				while (k < b->nslide_groups[side] &&
				       b->slide_group_types[side][k] != b->slide_types[side][d])
					k++;
				if (k == b->nslide_groups[side])
					b->slide_group_types[side][b->nslide_groups[side]++] =
						b->slide_types[side][d];
				b->slide_group_members[side][k] |= 1ull << b->nslide_dirs[side];
				b->slide_group[side][b->nslide_dirs[side]] = (uint8_t)k;
				b->slide_bit[side][d] = 1ull << b->nslide_dirs[side];
				for (uint32_t tt = b->slide_types[side][d]; tt; tt &= tt - 1)
					b->type_slides[side][__builtin_ctz(tt)] |=
						1ull << b->nslide_dirs[side];
				b->slide_dir[side][b->nslide_dirs[side]++] = (uint8_t)d;
			}
			if (b->step_types[side][d])
				b->step_dir[side][b->nstep_dirs[side]++] = (uint8_t)d;
		}
		b->slide_index_is_dir[side] = 1;
		for (unsigned i = 0; i < b->nslide_dirs[side]; i++)
			if (b->slide_dir[side][i] != i)
				b->slide_index_is_dir[side] = 0;
	}
	return 0;
}

/* near_table_types and near_walk (variant_bits.h): a table type whose
 * steps come in opposite pairs attacks a cell from exactly the cells its
 * reach table gives for that cell. */
static void build_near_walk(struct variant_bits *b, const struct variant *v)
{
	const struct geometry *g = &v->geo;
	for (int side = 0; side < 2; side++) {
		for (uint32_t tt = b->table_types[side]; tt; tt &= tt - 1) {
			unsigned t = (unsigned)__builtin_ctz(tt);
			int paired = 1;
			for (int d = 0; d < g->ndirs; d++)
				if (dirset_has(&v->steps[side][t], (unsigned)d) &&
				    !dirset_has(&v->steps[side][t], g->opposite[d]))
					paired = 0;
			if (paired)
				b->near_table_types[side] |= 1u << t;
		}
		for (int d = 0; d < g->ndirs; d++) {
			if (!dirset_has(&v->attack_near[side], (unsigned)d))
				continue;
			uint32_t left = v->reach[side][d];
			for (uint32_t tt = b->near_table_types[side]; tt; tt &= tt - 1) {
				unsigned t = (unsigned)__builtin_ctz(tt);
				if (dirset_has(&v->steps[side][t], (unsigned)d))
					left &= ~(1u << t);
			}
			if (left)
				dirset_add(&b->near_walk[side], (unsigned)d);
		}
	}
}

/* slide_ring, far_types and far_lookup (variant_bits.h). */
static int build_far_lookup(struct variant_bits *b, const struct variant *v)
{
	const struct geometry *g = &v->geo;
	const struct shift_dirs *sd = &b->sd;
	/* far_types on every board (the king's watch reads them too). */
	for (int side = 0; side < 2; side++) {
		for (int d = 0; d < g->nslide; d++) {
			if (!(v->attack_far[side] >> d & 1))
				continue;
			for (uint32_t tt = v->reach[side][d]; tt; tt &= tt - 1) {
				unsigned t = (unsigned)__builtin_ctz(tt);
				if (v->range[side][t][d] >= 2)
					b->far_types[side] |= 1u << t;
			}
		}
		unsigned men = 0;
		for (uint32_t tt = b->far_types[side]; tt; tt &= tt - 1)
			men += v->start_count[side][__builtin_ctz(tt)];
		b->far_lookup[side] = !g->ambiguous && 2 * men <= (unsigned)g->nslide;
	}
	if (g->ambiguous)
		return 0;
	b->slide_ring = cellset_calloc((size_t)sd->nbits * sizeof *b->slide_ring);
	if (!b->slide_ring)
		return -1;
	for (int c = 0; c < g->ncells; c++)
		for (int d = 0; d < g->nslide; d++) {
			unsigned q = geometry_step(g, (unsigned)c, (unsigned)d);
			if (q != CELL_NONE)
				cs_set(&b->slide_ring[sd->bit_of[c]], sd->bit_of[q]);
		}
	return 0;
}

static void build_pawn_sets(struct variant_bits *b, const struct variant *v)
{
	for (int side = 0; side < 2; side++)
		for (int c = 0; c < v->geo.ncells; c++) {
			unsigned bit = b->sd.bit_of[c];
			if (v->promotes[side][c])
				cs_set(&b->promotes[side], bit);
			if (v->push_steps[side][c] >= 2)
				cs_set(&b->steps2[side], bit);
			if (v->push_steps[side][c] >= 3)
				cs_set(&b->steps3[side], bit);
			if (v->push_promotes[side][c])
				cs_set(&b->push_promotes[side], bit);
		}
}

/* The king's leaps by cell, both ways (variant_bits.h). */
static int build_king_leaps(struct variant_bits *b, const struct variant *v)
{
	const struct geometry *g = &v->geo;
	if (!v->leap_n)
		return 0;
	for (int way = 0; way < 2; way++) {
		cellset *t = cellset_calloc((size_t)b->sd.nbits * sizeof *t);
		if (!(b->king_leap[way] = t))
			return -1;
		for (int c = 0; c < g->ncells; c++)
			for (unsigned i = 0; i < v->leap_n; i++) {
				unsigned d = v->leap_dir[i];
				unsigned q = geometry_step(g, (unsigned)c, way ? g->opposite[d] : d);
				if (q != CELL_NONE)
					cs_set(&t[b->sd.bit_of[c]], b->sd.bit_of[q]);
			}
	}
	return 0;
}

/* The king's neighbourhood on a cell, as build_beams() and the kernels'
 * first pass see it: its own cell, both sides' king steps, its leaps. */
static cellset king_near(const struct variant_bits *b, const struct variant *v, unsigned c)
{
	const struct geometry *g = &v->geo;
	unsigned bit = b->sd.bit_of[c];
	cellset near = cs_or(b->king_reach[0][bit], b->king_reach[1][bit]);
	cs_set(&near, bit);
	for (unsigned i = 0; i < v->leap_n; i++) {
		unsigned q = geometry_step(g, c, v->leap_dir[i]);
		if (q != CELL_NONE)
			cs_set(&near, b->sd.bit_of[q]);
	}
	return near;
}

/* The line some man may attack along, over cells that must be empty,
 * that joins cell a to b: its slide direction from a; 0xFF for none;
 * 0xFE for another (the direction of a general shape that captures
 * beyond its first cell: user rides; or several vectors would). */
static unsigned open_line(const struct variant *v, const uint8_t *blockable, unsigned a, unsigned b)
{
	unsigned dk = geometry_delta(&v->geo, a, b);
	if (dk == DELTA_AMBIGUOUS)
		return 0xFE;
	unsigned d = dk & 0xFFu;
	if (!dk)
		return 0xFF;
	return d < (unsigned)v->geo.nslide ? d : blockable[d] ? 0xFE : 0xFF;
}

/* castle_att and castle_line (variant_bits.h). */
static void build_castle_att(struct variant_bits *b, const struct variant *v)
{
	uint8_t blockable[MAX_DIRS] = { 0 };
	int unseen = 0;
	for (int side = 0; side < 2; side++)
		for (unsigned t = 0; t < MAX_TYPES; t++)
			for (unsigned i = 0; i < v->ngeneral[side][t]; i++) {
				const struct dir_move *m = &v->general[side][t][i];
				if ((m->mode & MODE_CAPTURE) && (m->range > 1 || m->min > 1))
					blockable[m->dir] = 1;
				/* Captures the first pass leaves out. */
				unseen |= (m->mode & MODE_CAPTURE) && m->min > 1;
			}
	for (unsigned i = 0; i < v->ncastlings; i++) {
		const struct castling *c = &v->castling[i];
		cellset near = king_near(b, v, c->king_from);
		uint8_t flags = CASTLE_ATT_SAFE;
		for (unsigned k = 0; k < c->nsafe; k++)
			if (!cs_test(&near, b->sd.bit_of[c->safe[k]]))
				flags = 0;
		/* The after test's king is on king_to: the safe cells must
		 * have covered it, and nothing the move empties may open a
		 * line onto it (the rooks' new cells only block). */
		int landing_safe = 0;
		for (unsigned k = 0; k < c->nsafe; k++)
			landing_safe |= c->safe[k] == c->king_to;
		unsigned king_line = open_line(v, blockable, c->king_to, c->king_from);
		unsigned rook_line = open_line(v, blockable, c->king_to, c->rook_from);
		unsigned rook2_line = c->rook2_from == CELL_NONE
		                              ? 0xFF
		                              : open_line(v, blockable, c->king_to, c->rook2_from);
		if (flags && landing_safe && king_line == 0xFF && rook_line == 0xFF &&
		    rook2_line == 0xFF)
			flags |= CASTLE_ATT_AFTER;
		/* The walks take the one-rook castlings whose four cells are
		 * apart, as castling_legal()'s own test after the move does. */
		if (flags && landing_safe && king_line != 0xFE && rook_line != 0xFE &&
		    c->rook2_from == CELL_NONE && c->king_to != c->rook_from &&
		    c->king_to != c->rook_to && c->king_from != c->rook_to)
			flags |= CASTLE_ATT_LINES;
		b->castle_line[i][0] = (uint8_t)king_line;
		b->castle_line[i][1] = (uint8_t)rook_line;
		b->castle_att[i] = unseen ? 0 : flags;
	}
}

/* The beams (variant_bits.h), from the kings' reach tables. */
static int build_beams(struct variant_bits *b, const struct variant *v)
{
	const struct geometry *g = &v->geo;
	const struct shift_dirs *sd = &b->sd;
	b->beam = cellset_calloc((size_t)sd->nbits * (size_t)sd->nslide * sizeof *b->beam);
	if (!b->beam)
		return -1;
	for (int c = 0; c < g->ncells; c++) {
		unsigned bit = sd->bit_of[c];
		cellset near = king_near(b, v, (unsigned)c);
		for (int d = 0; d < sd->nslide; d++)
			b->beam[(size_t)bit * (size_t)sd->nslide + (size_t)d] =
				cs_slide(sd, g->opposite[d], near, sd->cells);
	}
	if (sd->nbits <= BEAM_DIRS_MAX_BITS && sd->nslide <= 32) {
		size_t n = (size_t)sd->nbits;
		if (!(b->beam_dirs = calloc(n * n, sizeof *b->beam_dirs)) ||
		    !(b->king_line = cellset_calloc(n * (size_t)sd->nslide * sizeof *b->king_line)) ||
		    !(b->king_line_dir = calloc(n * n, 1)))
			return -1;
		for (int c = 0; c < g->ncells; c++) {
			unsigned king = sd->bit_of[c];
			for (int d = 0; d < sd->nslide; d++) {
				const cellset line = b->king_line[king * (size_t)sd->nslide + (size_t)d] =
					cs_slide(sd, g->opposite[d], cs_single(king), sd->cells);
				struct cs_iter on = cs_iter_of(line);
				unsigned cell_bit;
				while (cs_next(&on, &cell_bit))
					b->king_line_dir[king * n + cell_bit] = (uint8_t)(g->opposite[d] + 1);
				struct cs_iter it = cs_iter_of(b->beam[king * (size_t)sd->nslide + (size_t)d]);
				unsigned bit;
				while (cs_next(&it, &bit))
					b->beam_dirs[king * n + bit] |= 1u << d;
			}
		}
	}
	for (int side = 0; side < 2; side++) {
		size_t ngroups = b->nslide_groups[side] ? b->nslide_groups[side] : 1;
		cellset *gb = cellset_calloc((size_t)sd->nbits * ngroups * sizeof *gb);
		if (!(b->group_beam[side] = gb))
			return -1;
		for (int bit = 0; bit < sd->nbits; bit++)
			for (unsigned i = 0; i < b->nslide_dirs[side]; i++) {
				cellset *u = &gb[(size_t)bit * ngroups + b->slide_group[side][i]];
				*u = cs_or(*u, b->beam[(size_t)bit * (size_t)sd->nslide +
				                       b->slide_dir[side][i]]);
			}
	}
	return 0;
}

int variant_bits_build(struct variant *v)
{
	struct variant_bits *b = cellset_calloc(sizeof *b);
	if (!b)
		return -1;
	v->bits = b;
	if (shift_dirs_build(&b->sd, &v->geo) != 0)
		return -1;
	if (build_types(b, v) != 0)
		return -1;
	build_pawn_sets(b, v);
	build_near_walk(b, v);
	if (build_far_lookup(b, v) != 0)
		return -1;
	for (int side = 0; side < 2; side++)
		if (!(b->king_reach[side] = build_reach(b, v, side, HDC_KING)) ||
		    !(b->pawn_reach[side] = build_pawn_reach(b, v, side)))
			return -1;
	if (build_king_leaps(b, v) != 0)
		return -1;
	build_castle_att(b, v);
	return build_beams(b, v);
}

void variant_bits_release(struct variant *v)
{
	if (v->bits)
		for (int side = 0; side < 2; side++)
			for (int t = 0; t < MAX_TYPES; t++)
				free(v->bits->reach[side][t]);
	if (v->bits) {
		for (int side = 0; side < 2; side++) {
			free(v->bits->king_reach[side]);
			free(v->bits->pawn_reach[side]);
		}
		free(v->bits->beam);
		free(v->bits->beam_dirs);
		free(v->bits->king_line);
		free(v->bits->king_line_dir);
		free(v->bits->group_beam[0]);
		free(v->bits->group_beam[1]);
		free(v->bits->king_leap[0]);
		free(v->bits->king_leap[1]);
		free(v->bits->slide_ring);
	}
	free(v->bits);
	v->bits = NULL;
}
