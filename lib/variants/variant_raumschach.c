/* variant_raumschach.c - Raumschach, Maack 1907 (RULES.md section 3). */
#include "pieces.h"

static const struct piece_def raumschach_pieces[] = {
	ROW_PAWN, ROW_KING, ROW_QUEEN, ROW_ROOK, ROW_BISHOP, ROW_KNIGHT, ROW_MACE('U', "unicorn"),
};

/* White pawns move forward or up, and capture on five cells; black mirrors
 * rank and level.  Promotion needs the last rank of the last level. */
static const struct pawn_def raumschach_pawn = {
	.npush = 2,
	.ncapture = 5,
	.push = { { 0, 1, 0 }, { 0, 0, 1 } },
	.capture = { { -1, 1, 0 }, { 1, 1, 0 }, { -1, 0, 1 }, { 1, 0, 1 }, { 0, 1, 1 } },
	.double_step_rank = -1,
	.home_rank = 1,
	.en_passant = 0,
	.mirror_layers = 1,
	.promote_on_last_layer = 1,
	.npromotion = 5,
	.promotion = { HDC_QUEEN, HDC_ROOK, HDC_BISHOP, HDC_KNIGHT, HDC_MACE },
};

const struct variant_def variant_def_raumschach = {
	.name = "raumschach",
	.title = "Raumschach",
	.record_name = "Raumschach",
	.nx = 5,
	.ny = 5,
	.nz = 5,
	.naming = NAMING_LEVEL_FILE_RANK,
	.npieces = sizeof raumschach_pieces / sizeof raumschach_pieces[0],
	.pieces = raumschach_pieces,
	.pawn = &raumschach_pawn,
	.ncastlings = 0,
	.castlings = 0,
	.start = "5/5/5/PPPPP/RNKNR|5/5/5/PPPPP/BUQBU|5/5/5/5/5|ubqub/ppppp/5/5/5|"
	         "rnknr/ppppp/5/5/5 w - - 0 1",
};
