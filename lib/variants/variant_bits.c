/* variant_bits.c - the bitboard tables of a variant (variant_bits.h). */
#include "variant_bits.h"

#include <stdlib.h>

#include "variant.h"

static void build_types(struct variant_bits *b, const struct variant *v)
{
	const struct geometry *g = &v->geo;
	for (int side = 0; side < 2; side++) {
		for (unsigned t = 1; t < MAX_TYPES; t++) {
			if (!(v->types >> t & 1) || t == HDC_KING || t == HDC_PAWN)
				continue;
			for (int d = 0; d < g->ndirs; d++) {
				if (d < g->nslide && (v->slides[side][t] >> d & 1))
					b->slide_types[side][d] |= 1u << t;
				if (dirset_has(&v->steps[side][t], (unsigned)d))
					b->step_types[side][d] |= 1u << t;
			}
			if (v->ngeneral[side][t])
				b->general_types[side] |= 1u << t;
		}
		for (int d = 0; d < g->ndirs; d++) {
			if (b->slide_types[side][d])
				b->slide_dir[side][b->nslide_dirs[side]++] = (uint8_t)d;
			if (b->step_types[side][d])
				b->step_dir[side][b->nstep_dirs[side]++] = (uint8_t)d;
		}
	}
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
		}
}

int variant_bits_build(struct variant *v)
{
	struct variant_bits *b = cellset_calloc(sizeof *b);
	if (!b)
		return -1;
	v->bits = b;
	if (shift_dirs_build(&b->sd, &v->geo) != 0)
		return -1;
	build_types(b, v);
	build_pawn_sets(b, v);
	return 0;
}

void variant_bits_release(struct variant *v)
{
	free(v->bits);
	v->bits = NULL;
}
