/*
 * variant_bits.h - a variant's tables in bitboard form: its directions as
 * shifts (shiftdirs.h), the pawn tables as cell sets, and for each
 * direction the piece types that move along it, so that a kernel unites
 * the sets of those types and moves them all at once.
 *
 * Built with the variant (variant_build) from its geometry and movement
 * tables alone: the four built-ins and every user variant get it the same
 * way.  64-byte aligned (it holds cellsets): allocated by cellset_calloc.
 */
#ifndef HDC_VARIANT_BITS_H
#define HDC_VARIANT_BITS_H

#include <stdint.h>

#include "shiftdirs.h"
#include "variant.h"

#define GENERAL_SLOTS_KEPT 32 /* a bit each in a uint32_t */

struct variant;

struct variant_bits {
	struct shift_dirs sd;
	/* Per side, as bits: where an arriving pawn promotes, and where a pawn
	 * may make at least two / three straight steps. */
	cellset promotes[2];
	cellset steps2[2], steps3[2];
	/* Per side, as bits: where a pawn has a push that promotes
	 * (variant.h's push_promotes), for the quiescence captures. */
	cellset push_promotes[2];
	/* Per side and direction, bit t: type t slides along d without limit
	 * (d < nslide), or steps / leaps along d once; both moving and
	 * capturing (the variant's slides[] and steps[] seen by direction).
	 * The king and the pawn are in neither. */
	uint32_t slide_types[2][MAX_DIRS];
	uint32_t step_types[2][MAX_DIRS];
	/* The directions with any type in them, in increasing order. */
	uint8_t nslide_dirs[2], nstep_dirs[2];
	uint8_t slide_dir[2][MAX_DIRS], step_dir[2][MAX_DIRS];
	/* The distinct slide_types of a side (a cube's rook, bishop and
	 * unicorn lines: three), and the one of slide_dir[side][i]: a kernel
	 * unites each group's sets once per position, not once per direction. */
	uint8_t nslide_groups[2];
	uint32_t slide_group_types[2][MAX_DIRS];
	uint8_t slide_group[2][MAX_DIRS];
	/* Bit i of slide_group_members[side][k]: slide_dir[side][i] is of
	 * group k (a variant has at most 64 slide directions). */
	uint64_t slide_group_members[2][MAX_DIRS];
	/* Bit t: type t has moves of the general shapes (variant.h). */
	uint32_t general_types[2];
	/* Those moves that move or capture, numbered as the count kernels
	 * take them (slots: by type, then in the type's order): the first
	 * GENERAL_SLOTS_KEPT, whose counts a parent keeps for its children,
	 * by slot (the type, the move's index in v->general) and by type
	 * (a bit per slot); ngeneral_slots counts them all. */
	unsigned ngeneral_slots[2];
	uint8_t general_slot_type[2][GENERAL_SLOTS_KEPT];
	uint8_t general_slot_move[2][GENERAL_SLOTS_KEPT];
	uint32_t general_type_slots[2][MAX_TYPES];
	/* Types that step or leap along many directions (a knight's 24 on a
	 * cube) are not shifted direction by direction: reach[side][t][bit]
	 * is the set of cells one of its steps reaches from that bit, looked
	 * up per piece (1 load instead of a shift per direction).  NULL for
	 * the others, which stay in step_types. */
	uint32_t table_types[2];
	cellset *reach[2][MAX_TYPES];
	/* For attacked(): the table types whose steps come in opposite pairs
	 * (every one of today's), whose men attacking a cell are the cell's
	 * reach table ANDed with their set; and the near attack directions
	 * (variant.h's attack_near) still walked one by one, those along
	 * which some other type attacks. */
	uint32_t near_table_types[2];
	struct dirset near_walk[2];
	/* For attacked()'s far part, where no coordinate difference is
	 * ambiguous (geometry.ambiguous; NULL otherwise): by bit, the cells
	 * one slide step away; and per side (on every board: the king's
	 * watch reads them too) the types that attack along a slide
	 * direction of attack_far from two cells or more.  The few
	 * men at hand are looked up by their direction and distance from
	 * the cell instead of walking every ray out to its first man: for a
	 * side (far_lookup) whose army starts with at most half as many men
	 * of those types as there are slide directions (HDC 10 of 26,
	 * Raumschach 7; not 3D8L's 46, nor C'escacs' 13 of 12). */
	cellset *slide_ring;
	uint32_t far_types[2];
	uint8_t far_lookup[2];
	/* The king's steps, looked up the same way (the king is in no type
	 * set: its moves are counted apart, against the enemy's attacks). */
	cellset *king_reach[2];
	/* A pawn's captures the same way, for the first pass's near attacks
	 * of one moved pawn (a load, not a shift per capture direction). */
	cellset *pawn_reach[2];
	/* The king's leaps (C'escacs: a king that never moved), where the
	 * variant has them (else NULL): king_leap[0][bit], the cells one leap
	 * away from bit; king_leap[1][bit], the cells from which a leap lands
	 * on bit (the attack test's view). */
	cellset *king_leap[2];
	/* beam[bit * sd.nslide + d]: the cells from which a slide along d can
	 * reach, over any cells, the neighbourhood of a king on bit (its
	 * steps, its leaps and its own cell).  An enemy slider elsewhere can
	 * neither check that king, nor pin to it, nor attack a cell it may
	 * step to, so the kernels skip the direction's fill.  One set per
	 * cell and slide direction: 852 KiB on a 512-cell cube, of which a
	 * position touches the 26 sets of its king's cell. */
	cellset *beam;
	/* group_beam[side][bit * nslide_groups[side] + k]: the union of the
	 * beams of group k's directions (slide_group_members), tested before
	 * them: a group whose men stand on none of the king's lines costs
	 * one test, not one per direction. */
	cellset *group_beam[2];
	/* beam_dirs[king_bit * sd.nbits + bit]: bit d set where bit lies in
	 * beam[king_bit * sd.nslide + d], so that the slide directions along
	 * which a man on bit bears on the king's neighbourhood are one load,
	 * not a test per direction (the bulk counter's moved sliders).  Built
	 * where it is small (at most BEAM_DIRS_MAX_BITS bits, at most 32 slide
	 * directions: Raumschach 309 KiB, C'escacs 174 KiB), NULL elsewhere.
	 * slide_bit[side][d]: 1 << i where slide_dir[side][i] is d, else 0;
	 * type_slides[side][t]: the slide indexes i type t slides along. */
	uint32_t *beam_dirs;
	/* king_line[bit * sd.nslide + d]: the cells from which a slide along
	 * d reaches bit itself, the part of beam a pin lies on.  A fill's
	 * blockers elsewhere cannot be pinned, so the first pass's x-ray
	 * fill (the second fill that looks for the king behind a blocker)
	 * is skipped when none stands there: 98 % of them in Raumschach's
	 * perft.  Built with beam_dirs (the small boards), NULL elsewhere. */
	cellset *king_line;
	/* king_line_dir[king_bit * sd.nbits + bit]: 1 + the direction a walk
	 * from a king on king_bit takes to reach bit along a slide line, 0
	 * off its lines (a cell lies on one line at most), for the king's
	 * watch (movegen.c).  Built with beam_dirs. */
	uint8_t *king_line_dir;
	uint64_t slide_bit[2][MAX_DIRS];
	uint64_t type_slides[2][MAX_TYPES];
	/* 1 where each slide index is its direction (slide_bit[side][d] is
	 * 1 << d for every direction the side slides along: the slid
	 * directions are the first ones, as on the cube and the hexagon),
	 * so that a mask of directions (beam_dirs) is one of indexes, with
	 * no loop over its bits. */
	uint8_t slide_index_is_dir[2];
	/* Bit t: type t also attacks with moves of the general shapes (a
	 * capture from the first cell on: what variant.c's reach holds). */
	uint32_t general_attack_types[2];
	/* Per castling (v->castling's order), what the bulk counter's first
	 * pass may answer for castling_legal() (movegen.c) from its attack
	 * set, which is exact on the neighbourhood of the king's cell (see
	 * beam): CASTLE_ATT_SAFE, every cell that must be safe lies there;
	 * CASTLE_ATT_AFTER, no slide line joins the king's landing cell to a
	 * cell the castling empties, so the test after the move finds no
	 * attacker the safe cells' test did not; CASTLE_ATT_LINES (one rook),
	 * the lines that do join them are slide lines, castle_line (0xFF:
	 * none): the test after the move need walk only those. */
	uint8_t castle_att[2 * MAX_CASTLINGS];
	uint8_t castle_line[2 * MAX_CASTLINGS][2];
};

#define CASTLE_ATT_SAFE 1u
#define CASTLE_ATT_AFTER 2u
#define CASTLE_ATT_LINES 4u

/* The largest board (in bits) that gets beam_dirs: its size grows with
 * the square of the bits (a 512-bit cube's would take 1 MiB). */
#define BEAM_DIRS_MAX_BITS 384

/* A type with at least this many step directions gets a reach table. */
#define REACH_TABLE_MIN_DIRS 6

/* Builds v->bits from the rest of *v.  Returns 0, or -1 (no memory, or
 * a geometry shift_dirs_build refuses). */
int variant_bits_build(struct variant *v);
void variant_bits_release(struct variant *v);

#endif
