/* variant_3d8l.c - eight-level 3D chess with thirteen piece types (RULES.md
 * section 4). */
#include "pieces.h"

static const struct piece_def v3d8l_pieces[] = {
	ROW_PAWN, ROW_KING, ROW_QUEEN, ROW_ROOK, ROW_BISHOP, ROW_MACE('M', "mace"),
	ROW_DUKE('D', "rook-bishop"), ROW_ROOK_MACE, ROW_BISHOP_MACE, ROW_KNIGHT,
	ROW_RED_KNIGHT, ROW_GREEN_KNIGHT, ROW_GRAND_KNIGHT,
};

/* The seed's "3D pawn prime": one step forward, captures on the XY and YZ
 * forward diagonals; promotes on the last rank of any layer. */
static const struct pawn_def v3d8l_pawn = {
	.npush = 1,
	.ncapture = 4,
	.push = { { 0, 1, 0 } },
	.capture = { { -1, 1, 0 }, { 1, 1, 0 }, { 0, 1, -1 }, { 0, 1, 1 } },
	.double_step_rank = -1,
	.home_rank = 1,
	.en_passant = 0,
	.mirror_layers = 0,
	.promote_on_last_layer = 0,
	.npromotion = 11,
	.promotion = { HDC_QUEEN, HDC_ROOK, HDC_BISHOP, HDC_MACE, HDC_DUKE, HDC_ROOK_MACE,
	               HDC_BISHOP_MACE, HDC_KNIGHT, HDC_RED_KNIGHT, HDC_GREEN_KNIGHT,
	               HDC_GRAND_KNIGHT },
};

const struct variant_def variant_def_3d8l = {
	.name = "3d8l",
	.title = "3D8L",
	.record_name = "3D8L",
	.nx = 8,
	.ny = 8,
	.nz = 8,
	.naming = NAMING_FILE_RANK_LAYER,
	.npieces = sizeof v3d8l_pieces / sizeof v3d8l_pieces[0],
	.pieces = v3d8l_pieces,
	.pawn = &v3d8l_pawn,
	.ncastlings = 0,
	.castlings = 0,
	.start = "rnbqdbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQDBNR|"
	         "rebqtber/pppppppp/8/8/8/8/PPPPPPPP/REBQTBER|"
	         "rgbqvbgr/pppppppp/8/8/8/8/PPPPPPPP/RGBQVBGR|"
	         "rnmqamnr/pppppppp/8/8/8/8/PPPPPPPP/RNMQAMNR|"
	         "rnmqkmnr/pppppppp/8/8/8/8/PPPPPPPP/RNMQKMNR|"
	         "rgbqvbgr/pppppppp/8/8/8/8/PPPPPPPP/RGBQVBGR|"
	         "rebqtber/pppppppp/8/8/8/8/PPPPPPPP/REBQTBER|"
	         "rnbqdbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQDBNR w - - 0 1",
};
