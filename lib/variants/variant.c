/* variant.c - expand variant table rows into the tables move generation reads. */
#include "variant.h"
#include "variant_bits.h"

#include <ctype.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "variant_builtin.h"
#include "variant_handle.h"
#include "variant_text.h"
#include "zobrist.h"

/* The built-in games are the HVD texts of lib/variants/builtin, compiled
 * in (variant_builtin.h) and read once, on first use: after that once they
 * are an immutable cache, the only state of this file. */
#define MAX_BUILTINS 16
static const struct variant_def *all_defs[MAX_BUILTINS];
static size_t ndefs;
static struct variant built[MAX_BUILTINS];
static struct hdc_variant builtin_handle[MAX_BUILTINS];
static int build_failed;
static pthread_once_t build_once = PTHREAD_ONCE_INIT;
#define NDEFS ndefs

/* The vector as black sees it: ranks mirrored, layers too if the variant
 * says so. */
static void side_vector(const struct variant_def *def, int side, const int8_t in[3],
                        int out[3])
{
	out[0] = in[0];
	out[1] = side ? -in[1] : in[1];
	out[2] = side && def->pawn->mirror_layers ? -in[2] : in[2];
}

static int side_cell(const struct variant *v, int side, const int8_t xyz[3])
{
	const struct variant_def *def = v->def;
	int y = side ? def->ny - 1 - xyz[1] : xyz[1];
	int z = side && def->pawn->mirror_layers ? def->nz - 1 - xyz[2] : xyz[2];
	return geometry_cell(&v->geo, xyz[0], y, z);
}

static int side_dir(const struct variant *v, int side, const int8_t vec[3])
{
	int w[3];
	side_vector(v->def, side, vec, w);
	return geometry_find_dir(&v->geo, w[0], w[1], w[2]);
}

static void add_move(struct variant *v, int side, int type, int dir, int range, int min,
                     int mode)
{
	min = min ? min : 1;
	if (mode == MODE_BOTH && min == 1 && range == 1) {
		dirset_add(&v->steps[side][type], (unsigned)dir);
	} else if (mode == MODE_BOTH && min == 1 && range == RANGE_UNLIMITED &&
	           dir < v->geo.nslide) {
		v->slides[side][type] |= 1ull << dir;
	} else {
		struct dir_move *m = &v->general[side][type][v->ngeneral[side][type]++];
		m->dir = (uint8_t)dir;
		m->range = (uint8_t)range;
		m->min = (uint8_t)min;
		m->mode = (uint8_t)mode;
	}
	if ((mode & MODE_CAPTURE) && min == 1) {
		/* Seen from the target, the attacker stands in the opposite
		 * direction. */
		int from_target = v->geo.opposite[dir];
		v->reach[side][from_target] |= 1u << type;
		if (v->range[side][type][from_target] < range)
			v->range[side][type][from_target] = (uint8_t)range;
	}
}

static void add_rule(struct variant *v, int side, int type, const struct piece_rule *rule)
{
	const struct geometry *g = &v->geo;
	int mode = rule->mode ? rule->mode : MODE_BOTH;
	if (rule->nvectors) {
		for (int i = 0; i < rule->nvectors; i++) {
			int d = side_dir(v, side, rule->vectors[i]);
			int range = d >= g->nslide && rule->range > 2 ? 1 : rule->range;
			add_move(v, side, type, d, range, rule->min, mode);
		}
		return;
	}
	int first = g->atom_first[rule->atom];
	for (int d = first; d < first + g->atom_n[rule->atom]; d++) {
		/* Leap vectors have no rays: one jump, or a ride of two. */
		int range = d >= g->nslide && rule->range > 2 ? 1 : rule->range;
		add_move(v, side, type, d, range, rule->min, mode);
	}
}

static void build_pieces(struct variant *v)
{
	const struct variant_def *def = v->def;
	for (int i = 0; i < def->npieces; i++) {
		const struct piece_def *p = &def->pieces[i];
		v->letter[p->type] = p->letter;
		v->type_name[p->type] = p->name;
		v->types |= 1u << p->type;
		if (p->type == HDC_PAWN)
			continue;
		for (int side = 0; side < 2; side++)
			for (int r = 0; r < p->nrules; r++)
				add_rule(v, side, p->type, &p->rules[r]);
	}
	const struct geometry *g = &v->geo;
	if (def->king_leap_atom) {
		int first = g->atom_first[def->king_leap_atom];
		for (int d = first; d < first + g->atom_n[def->king_leap_atom]; d++)
			v->leap_dir[v->leap_n++] = (uint8_t)d;
	}
	for (int side = 0; side < 2; side++)
		v->king_right[side] = def->king_right << (16 * side);
}

/* Cells a pawn of `side` can reach from its home cells by any of its moves:
 * the others can never hold one. */
static void mark_reachable(struct variant *v, int side, uint8_t *reach)
{
	const struct variant_def *def = v->def;
	const struct pawn_def *pd = def->pawn;
	const struct geometry *g = &v->geo;
	uint16_t queue[HDC_MAX_CELLS];
	int head = 0, tail = 0;
	for (int c = 0; c < g->ncells; c++) {
		int ry = side ? def->ny - 1 - g->coord[c][1] : g->coord[c][1];
		if (!pd->nhome && ry == pd->home_rank) {
			reach[c] = 1;
			queue[tail++] = (uint16_t)c;
		}
	}
	for (int i = 0; i < pd->nhome; i++) {
		int c = side_cell(v, side, pd->home[i]);
		reach[c] = 1;
		queue[tail++] = (uint16_t)c;
	}
	while (head < tail) {
		unsigned c = queue[head++];
		if (v->promotes[side][c] && !pd->from_pool)
			continue; /* it stops there as a piece */
		unsigned dirs[10];
		int n = 0;
		for (int i = 0; i < v->npush; i++)
			dirs[n++] = v->push_dir[side][i];
		for (int i = 0; i < v->ncapture; i++)
			dirs[n++] = v->capture_dir[side][i];
		for (int i = 0; i < n; i++) {
			unsigned t = geometry_step(g, c, dirs[i]);
			if (t != CELL_NONE && !reach[t]) {
				reach[t] = 1;
				queue[tail++] = (uint16_t)t;
			}
		}
	}
}

/* The cells one step or leap of set `dirs` leads to from cell c, in the
 * order of the directions' indices, CELL_NONE after the last of n. */
static void list_targets(const struct geometry *g, const struct dirset *dirs, unsigned c,
                         uint16_t *to, unsigned n)
{
	unsigned k = 0;
	for (int w = 0; w < 2; w++)
		for (uint64_t m = dirs->w[w]; m; m &= m - 1) {
			unsigned q = geometry_step(g, c, dirset_first(m, w));
			if (q != CELL_NONE)
				to[k++] = (uint16_t)q;
		}
	while (k < n)
		to[k++] = CELL_NONE;
}

static int build_pawns(struct variant *v)
{
	const struct variant_def *def = v->def;
	const struct pawn_def *pd = def->pawn;
	const struct geometry *g = &v->geo;
	v->npush = pd->npush;
	v->pawn_en_passant = pd->en_passant;
	v->pawn_scornful = pd->scornful;
	v->ncapture = pd->ncapture;
	for (int side = 0; side < 2; side++) {
		for (int i = 0; i < pd->npush; i++)
			v->push_dir[side][i] = (uint8_t)side_dir(v, side, pd->push[i]);
		for (int i = 0; i < pd->ncapture; i++) {
			int d = side_dir(v, side, pd->capture[i]);
			v->capture_dir[side][i] = (uint8_t)d;
			dirset_add(&v->captures[side], (unsigned)d);
			v->reach[side][g->opposite[d]] |= 1u << HDC_PAWN;
			v->range[side][HDC_PAWN][g->opposite[d]] = 1;
		}
		v->push_steps[side] = calloc((size_t)g->ncells, 1);
		v->promotes[side] = calloc((size_t)g->ncells, 1);
		v->pawn_forbidden[side] = calloc((size_t)g->ncells, 1);
		if (!v->push_steps[side] || !v->promotes[side] || !v->pawn_forbidden[side])
			return -1;
		for (int c = 0; c < g->ncells; c++) {
			int y = g->coord[c][1], z = g->coord[c][2];
			/* Rank and layer counted from this side's home. */
			int ry = side ? def->ny - 1 - y : y;
			int rz = side && pd->mirror_layers ? def->nz - 1 - z : z;
			int last;
			if (pd->promote_at_column_end)
				last = geometry_step(g, (unsigned)c, v->push_dir[side][0]) == CELL_NONE;
			else
				last = ry == def->ny - 1 &&
				       (!pd->promote_on_last_layer || rz == def->nz - 1);
			v->promotes[side][c] = (uint8_t)last;
			v->push_steps[side][c] = pd->steps ? pd->steps : 1;
			if (pd->double_step_rank >= 0 && ry == pd->double_step_rank)
				v->push_steps[side][c] = 2;
		}
		v->pawn_from[side] = malloc((size_t)g->ncells * (pd->ncapture ? pd->ncapture : 1) *
		                            sizeof *v->pawn_from[side]);
		if (!v->pawn_from[side])
			return -1;
		for (int c = 0; c < g->ncells; c++)
			for (int i = 0; i < pd->ncapture; i++) {
				unsigned s = geometry_step(g, (unsigned)c,
				                           g->opposite[v->capture_dir[side][i]]);
				v->pawn_from[side][c * pd->ncapture + i] =
					(uint16_t)(s == CELL_NONE ? (unsigned)c : s);
			}
		v->pawn_to[side] = malloc((size_t)g->ncells * (pd->ncapture ? pd->ncapture : 1) *
		                          sizeof *v->pawn_to[side]);
		if (!v->pawn_to[side])
			return -1;
		for (int c = 0; c < g->ncells; c++)
			list_targets(g, &v->captures[side], (unsigned)c,
			             v->pawn_to[side] + (size_t)c * pd->ncapture, pd->ncapture);
		for (int i = 0; i < pd->ntriple; i++)
			v->push_steps[side][side_cell(v, side, pd->triple[i])] = 3;
		v->push_promotes[side] = calloc((size_t)g->ncells, 1);
		if (!v->push_promotes[side])
			return -1;
		for (int c = 0; c < g->ncells; c++)
			for (int i = 0; i < pd->npush; i++) {
				unsigned q = (unsigned)c;
				unsigned n = i ? 1 : v->push_steps[side][c];
				for (unsigned k = 0; k < n; k++) {
					q = geometry_step(g, q, v->push_dir[side][i]);
					if (q == CELL_NONE)
						break;
					if (v->promotes[side][q])
						v->push_promotes[side][c] = 1;
				}
			}
		uint8_t reach[HDC_MAX_CELLS] = { 0 };
		mark_reachable(v, side, reach);
		for (int c = 0; c < g->ncells; c++)
			v->pawn_forbidden[side][c] =
				(uint8_t)(!reach[c] || (v->promotes[side][c] && !pd->from_pool));
	}
	return 0;
}

static uint16_t side_cell_or_none(const struct variant *v, int side, int present,
                                  const int8_t xyz[3])
{
	return present ? (uint16_t)side_cell(v, side, xyz) : (uint16_t)CELL_NONE;
}

/* Files castling c (bit c->index of its side's) under the rights it needs
 * and each cell it needs empty (variant.h, castle_right, castle_cell). */
static void file_castling(struct variant *v, const struct castling *c)
{
	unsigned side = c->side;
	uint32_t bit = 1u << c->index;
	unsigned n = v->ncastle_rights[side], k = 0;
	while (k < n && v->castle_right[side][k] != c->right)
		k++;
	if (k == n) {
		v->castle_right[side][n] = c->right;
		v->castle_right_mask[side][n] = 0;
		v->ncastle_rights[side] = (uint8_t)(n + 1);
	}
	v->castle_right_mask[side][k] |= bit;
	for (unsigned e = 0; e < c->nempty; e++) {
		n = v->ncastle_cells[side];
		for (k = 0; k < n && v->castle_cell[side][k] != c->empty[e]; k++)
			;
		if (k == n) {
			v->castle_cell[side][n] = c->empty[e];
			v->castle_cell_mask[side][n] = 0;
			v->ncastle_cells[side] = (uint8_t)(n + 1);
		}
		v->castle_cell_mask[side][k] |= bit;
	}
}

/* The king's landing cells first, then the cells most castlings need:
 * castlings_unblocked() stops when none is left, and nearly always the
 * pieces round the king leave none. */
static int castle_cell_rank(const struct variant *v, int side, unsigned k)
{
	int landing = 0;
	for (int i = 0; i < v->ncastlings; i++)
		landing |= v->castling[i].side == side && v->castling[i].king_to == v->castle_cell[side][k];
	return landing << 8 | __builtin_popcount(v->castle_cell_mask[side][k]);
}

static void sort_castle_cells(struct variant *v, int side)
{
	uint16_t *cell = v->castle_cell[side];
	uint32_t *mask = v->castle_cell_mask[side];
	for (unsigned i = 1; i < v->ncastle_cells[side]; i++)
		for (unsigned j = i; j > 0 && castle_cell_rank(v, side, j) > castle_cell_rank(v, side, j - 1);
		     j--) {
			uint16_t c = cell[j];
			uint32_t m = mask[j];
			cell[j] = cell[j - 1], mask[j] = mask[j - 1];
			cell[j - 1] = c, mask[j - 1] = m;
		}
}

static int build_castlings(struct variant *v)
{
	const struct variant_def *def = v->def;
	const struct geometry *g = &v->geo;
	v->castle_keep = malloc((size_t)g->ncells * sizeof *v->castle_keep);
	if (!v->castle_keep)
		return -1;
	for (int c = 0; c < g->ncells; c++)
		v->castle_keep[c] = ~0u;
	v->ncastlings = 0;
	memset(v->ncastle_rights, 0, sizeof v->ncastle_rights);
	memset(v->ncastle_cells, 0, sizeof v->ncastle_cells);
	for (int side = 0; side < 2; side++)
		for (int i = 0; i < def->ncastlings; i++) {
			const struct castling_def *cd = &def->castlings[i];
			struct castling *c = &v->castling[v->ncastlings++];
			int shift = 16 * side;
			c->side = (uint8_t)side;
			c->index = (uint8_t)i;
			c->right = (cd->rights ? cd->rights : 1u << i) << shift;
			c->king_from = (uint16_t)side_cell(v, side, cd->king_from);
			c->king_to = (uint16_t)side_cell(v, side, cd->king_to);
			c->rook_from = (uint16_t)side_cell(v, side, cd->rook_from);
			c->rook_to = (uint16_t)side_cell(v, side, cd->rook_to);
			c->rook2_from = side_cell_or_none(v, side, cd->two_rooks, cd->rook2_from);
			c->rook2_to = side_cell_or_none(v, side, cd->two_rooks, cd->rook2_to);
			c->nempty = cd->nempty;
			c->nsafe = cd->nsafe;
			for (int k = 0; k < cd->nempty; k++)
				c->empty[k] = (uint16_t)side_cell(v, side, cd->empty[k]);
			for (int k = 0; k < cd->nsafe; k++)
				c->safe[k] = (uint16_t)side_cell(v, side, cd->safe[k]);
			/* Moving the king loses all of its side's rights; moving or
			 * capturing a rook loses what needs it. */
			v->castle_keep[c->king_from] &= ~(0xFFFFu << shift);
			c->rook_right = (cd->rook_right ? cd->rook_right : 1u << i) << shift;
			c->rook2_right = cd->rook2_right << shift;
			v->castle_keep[c->rook_from] &= ~c->rook_right;
			if (cd->two_rooks)
				v->castle_keep[c->rook2_from] &= ~c->rook2_right;
			file_castling(v, c);
		}
	for (int side = 0; side < 2; side++)
		sort_castle_cells(v, side);
	return 0;
}

/* Returns -1 for a capture that rides a leap vector: attack tests walk
 * rays, which only slide directions have. */
static int build_attack_dirs(struct variant *v)
{
	for (int side = 0; side < 2; side++)
		for (int d = 0; d < v->geo.ndirs; d++) {
			if (!v->reach[side][d])
				continue;
			int far = 0;
			for (int t = 0; t < MAX_TYPES; t++)
				if ((v->reach[side][d] >> t & 1) && v->range[side][t][d] > 1)
					far = 1;
			if (far && d >= v->geo.nslide)
				return -1;
			if (far)
				v->attack_far[side] |= 1ull << d;
			else
				dirset_add(&v->attack_near[side], (unsigned)d);
		}
	return 0;
}

/* The most moves one piece of a type can have from any cell (on an empty
 * board; a pawn counted with all of its promotion choices). */
static unsigned max_mobility(const struct variant *v, int side, int type)
{
	const struct geometry *g = &v->geo;
	unsigned most = 0;
	for (int c = 0; c < g->ncells; c++) {
		const struct dirset *exists = &g->exists[c];
		unsigned n = 0;
		if (type == HDC_PAWN) {
			n = (v->npush + 2u + v->ncapture) *
			    (v->def->pawn->npromotion ? v->def->pawn->npromotion : 1u);
		} else {
			for (unsigned w = 0; w < 2; w++)
				n += (unsigned)__builtin_popcountll(v->steps[side][type].w[w] &
				                                    exists->w[w]);
			for (int d = 0; d < g->nslide; d++)
				if (v->slides[side][type] >> d & 1)
					for (const uint16_t *r = geometry_ray(g, (unsigned)c, (unsigned)d);
					     *r != CELL_NONE; r++)
						n++;
			for (int i = 0; i < v->ngeneral[side][type]; i++)
				n += v->general[side][type][i].range;
		}
		if (n > most)
			most = n;
	}
	return most;
}

/* The generator writes every move of every piece before it drops those
 * that do not answer a check: that list, not only the legal one, must fit
 * in HDC_MAX_MOVES.  A side never has more pieces than it starts with. */
static int check_move_bound(const struct variant *v)
{
	for (int side = 0; side < 2; side++) {
		unsigned most = 0;
		for (int t = 1; t < MAX_TYPES; t++)
			if (v->types >> t & 1) {
				unsigned m = max_mobility(v, side, t);
				if (m > most)
					most = m;
			}
		/* Plus one: a step is written before it is known to be kept. */
		if ((size_t)most * v->start_total[side] + 1 > HDC_MAX_MOVES)
			return -1;
	}
	return 0;
}

int variant_type_of_letter(const struct variant *v, char letter)
{
	char up = (char)toupper((unsigned char)letter);
	for (int t = 1; t < MAX_TYPES; t++)
		if (v->letter[t] && v->letter[t] == up)
			return t;
	return 0;
}

static int build_step_targets(struct variant *v)
{
	const struct geometry *g = &v->geo;
	for (int side = 0; side < 2; side++)
		for (unsigned t = 0; t < MAX_TYPES; t++) {
			const struct dirset *dirs = &v->steps[side][t];
			unsigned n = (unsigned)(__builtin_popcountll(dirs->w[0]) +
			                        __builtin_popcountll(dirs->w[1]));
			if (t == HDC_KING || !n)
				continue;
			uint16_t *to = malloc((size_t)g->ncells * n * sizeof *to);
			if (!to)
				return -1;
			for (unsigned c = 0; c < (unsigned)g->ncells; c++)
				list_targets(g, dirs, c, to + (size_t)c * n, n);
			v->step_to[side][t] = to;
			v->nstep_to[side][t] = (uint8_t)n;
		}
	return 0;
}

static int build_variant(struct variant *v, const struct variant_def *def, const char **why)
{
	memset(v, 0, sizeof *v);
	v->def = def;
	int made = def->shape == SHAPE_HEX ? geometry_init_hex(&v->geo)
	                                   : geometry_init_cube(&v->geo, def->nx, def->ny, def->nz);
	*why = "out of memory";
	if (made != 0)
		return -1;
	/* The direction sets hold 128 directions, the slide sets 64. */
	*why = "too many directions";
	if (v->geo.ndirs > 128 || v->geo.nslide > 64)
		return -1;
	build_pieces(v);
	/* The king generator reads only steps (a table row could say more). */
	*why = "the king only steps";
	if (v->slides[0][HDC_KING] || v->ngeneral[0][HDC_KING])
		return -1;
	*why = "out of memory";
	if (build_pawns(v) != 0 || build_castlings(v) != 0 || build_step_targets(v) != 0)
		return -1;
	*why = "a capture that rides a leap vector (attack tests walk rays, which only "
	       "slide directions have)";
	return build_attack_dirs(v);
}

/* Piece counts of the start array, read off the board part of the start
 * text: they bound what a legal position may hold. */
static int count_start(struct variant *v)
{
	for (const char *s = v->def->start; *s && *s != ' '; s++) {
		if (!isalpha((unsigned char)*s))
			continue;
		int type = variant_type_of_letter(v, *s);
		if (!type)
			return -1;
		int side = islower((unsigned char)*s) ? 1 : 0;
		v->start_count[side][type]++;
		v->start_total[side]++;
	}
	return 0;
}

static int build_piece_keys(struct variant *v)
{
	size_t ncells = (size_t)v->geo.ncells;
	unsigned rows = 2u * (unsigned)__builtin_popcount(v->types);
	uint64_t *k = malloc((size_t)rows * ncells * sizeof *k);
	if (!k)
		return -1;
	v->piece_keys_block = k;
	for (unsigned side = 0; side < 2; side++)
		for (uint32_t tt = v->types; tt; tt &= tt - 1) {
			unsigned piece = (unsigned)__builtin_ctz(tt) | side << 5;
			for (size_t c = 0; c < ncells; c++)
				k[c] = zobrist_piece(piece, (unsigned)c);
			v->piece_keys[piece] = k;
			k += ncells;
		}
	return 0;
}

int variant_build(struct variant *v, const struct variant_def *def, const char **why)
{
	if (build_variant(v, def, why) != 0)
		return -1;
	*why = "the start position has a letter no piece has";
	if (count_start(v) != 0)
		return -1;
	*why = "more moves from one position than the move list holds (HDC_MAX_MOVES): "
	       "fewer pieces or shorter moves";
	if (check_move_bound(v) != 0)
		return -1;
	*why = "no memory for the bitboard tables, or a board they cannot hold";
	if (variant_bits_build(v) != 0)
		return -1;
	*why = "out of memory";
	if (build_piece_keys(v) != 0)
		return -1;
	*why = NULL;
	return 0;
}

void variant_release(struct variant *v)
{
	for (int side = 0; side < 2; side++) {
		free(v->push_steps[side]);
		free(v->pawn_from[side]);
		free(v->pawn_to[side]);
		for (int t = 0; t < MAX_TYPES; t++)
			free(v->step_to[side][t]);
		free(v->promotes[side]);
		free(v->push_promotes[side]);
		free(v->pawn_forbidden[side]);
	}
	free(v->castle_keep);
	free(v->piece_keys_block);
	variant_bits_release(v);
	geometry_release(&v->geo);
	memset(v, 0, sizeof *v);
}

/* Reads and builds every built-in.  A built-in that does not load is a
 * bug of its file, which the variant-text test catches; here it leaves the
 * library without variants (HDC_ERR_NO_MEMORY from the lookups) rather than
 * with a wrong one. */
static void build_all(void)
{
	const char *why;
	struct hvd_error err;
	for (size_t i = 0; i < variant_nbuiltins && i < MAX_BUILTINS; i++) {
		const char *text = variant_builtins[i].text;
		struct variant_owned *o;
		if (variant_text_parse(text, strlen(text), &o, &err) != HDC_OK) {
			build_failed = 1;
			return;
		}
		if (variant_validate(o, &err) != HDC_OK || variant_build(&built[i], &o->def, &why) != 0) {
			free(o);
			build_failed = 1;
			return;
		}
		/* Immortal handles: counting them is a no-op. */
		builtin_handle[i].immortal = 1;
		builtin_handle[i].v = &built[i];
		built[i].handle = &builtin_handle[i];
		all_defs[ndefs++] = &o->def;
	}
}

static void ensure_built(void)
{
	pthread_once(&build_once, build_all);
}

/* The index of the row a name means: its name or record name ("hdc",
 * "HDC", "C'escacs"), in any case; NDEFS if none. */
static size_t find_index(const char *name)
{
	size_t i;
	for (i = 0; i < NDEFS; i++)
		if (strcasecmp(all_defs[i]->name, name) == 0 ||
		    strcasecmp(all_defs[i]->record_name, name) == 0)
			break;
	return i;
}

hdc_status variant_lookup_record(const char *tag, const struct variant **out)
{
	*out = NULL;
	if (!tag)
		return HDC_ERR_UNKNOWN_VARIANT;
	return variant_lookup(tag, out);
}

hdc_status variant_lookup(const char *name, const struct variant **out)
{
	*out = NULL;
	ensure_built();
	if (build_failed)
		return HDC_ERR_NO_MEMORY;
	size_t i = name ? find_index(name) : 0;
	if (i == NDEFS)
		return HDC_ERR_UNKNOWN_VARIANT;
	*out = &built[i];
	return HDC_OK;
}

/* Appends text to the string in buf (cap bytes), truncating. */
static void append(char *buf, size_t cap, const char *text)
{
	size_t n = strlen(buf);
	if (n + 1 < cap)
		snprintf(buf + n, cap - n, "%s", text);
}

void variant_unknown_message(const char *name, char *buf, size_t cap)
{
	if (!cap)
		return;
	ensure_built();
	snprintf(buf, cap, "unknown variant '%.40s' (known:", name);
	for (size_t i = 0; i < NDEFS; i++) {
		append(buf, cap, i ? ", " : " ");
		append(buf, cap, all_defs[i]->name);
	}
	append(buf, cap, "; any case, and the record names");
	for (size_t i = 0; i < NDEFS; i++) {
		append(buf, cap, i ? ", " : " ");
		append(buf, cap, all_defs[i]->record_name);
	}
	append(buf, cap, ")");
}

const struct variant_def *variant_find_def(const char *name)
{
	ensure_built();
	size_t i = find_index(name);
	return i < NDEFS ? all_defs[i] : NULL;
}

size_t variant_count(void)
{
	ensure_built();
	return NDEFS;
}

const struct variant_def *variant_def_at(size_t i)
{
	ensure_built();
	return i < NDEFS ? all_defs[i] : NULL;
}
