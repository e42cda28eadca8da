/* variant_hdc.c - HyperDimension Chess (RULES.md section 2) as a table row. */
#include "pieces.h"

static const struct piece_def hdc_pieces[] = {
	ROW_PAWN, ROW_KING, ROW_QUEEN, ROW_DUKE('D', "duke"), ROW_ROOK, ROW_BISHOP, ROW_KNIGHT,
};

/* White pawns move +y on their layer and capture on the XY and YZ forward
 * diagonals; never on space diagonals. */
static const struct pawn_def hdc_pawn = {
	.npush = 1,
	.ncapture = 4,
	.push = { { 0, 1, 0 } },
	.capture = { { -1, 1, 0 }, { 1, 1, 0 }, { 0, 1, -1 }, { 0, 1, 1 } },
	.double_step_rank = 1,
	.home_rank = 1,
	.en_passant = 1,
	.mirror_layers = 0,
	.promote_on_last_layer = 0,
	.npromotion = 5,
	.promotion = { HDC_QUEEN, HDC_DUKE, HDC_ROOK, HDC_BISHOP, HDC_KNIGHT },
};

/* Files a..h = x 0..7, rank 1 = y 0, layer I = z 0.  The table of RULES.md:
 * cells that must be empty, and cells that must not be attacked. */
#define C(file, layer) { (file), 0, (layer) - 1 }
enum { FA, FB, FC, FD, FE, FF, FG, FH };

#define CASTLING(text, right, kf, kt, rf, rt) \
	.san = text, .letter = right, .king_from = kf, .king_to = kt, .rook_from = rf, \
	.rook_to = rt

static const struct castling_def hdc_castlings[] = {
	{ CASTLING("O-O", 'K', C(FE, 4), C(FG, 4), C(FH, 4), C(FF, 4)),
	  .nempty = 2, .empty = { C(FF, 4), C(FG, 4) },
	  .nsafe = 3, .safe = { C(FE, 4), C(FF, 4), C(FG, 4) } },
	{ CASTLING("O-O-O", 'Q', C(FE, 4), C(FC, 4), C(FA, 4), C(FD, 4)),
	  .nempty = 3, .empty = { C(FB, 4), C(FC, 4), C(FD, 4) },
	  .nsafe = 3, .safe = { C(FE, 4), C(FD, 4), C(FC, 4) } },
	{ CASTLING("O-Oz", 'L', C(FE, 4), C(FE, 2), C(FE, 1), C(FE, 3)),
	  .nempty = 2, .empty = { C(FE, 3), C(FE, 2) },
	  .nsafe = 3, .safe = { C(FE, 4), C(FE, 3), C(FE, 2) } },
	{ CASTLING("O-O-Oz", 'U', C(FE, 4), C(FE, 6), C(FE, 8), C(FE, 5)),
	  .nempty = 3, .empty = { C(FE, 5), C(FE, 6), C(FE, 7) },
	  .nsafe = 3, .safe = { C(FE, 4), C(FE, 5), C(FE, 6) } },
};

const struct variant_def variant_def_hdc = {
	.name = "hdc",
	.title = "HyperDimension Chess",
	.record_name = "HDC",
	.nx = 8,
	.ny = 8,
	.nz = 8,
	.naming = NAMING_FILE_RANK_LAYER,
	.npieces = sizeof hdc_pieces / sizeof hdc_pieces[0],
	.pieces = hdc_pieces,
	.pawn = &hdc_pawn,
	.ncastlings = sizeof hdc_castlings / sizeof hdc_castlings[0],
	.castlings = hdc_castlings,
	.start = "4r3/pppppppp/8/8/8/8/PPPPPPPP/4R3|4n3/pppppppp/8/8/8/8/PPPPPPPP/4N3|"
	         "4b3/pppppppp/8/8/8/8/PPPPPPPP/4B3|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|"
	         "4d3/pppppppp/8/8/8/8/PPPPPPPP/4D3|4b3/pppppppp/8/8/8/8/PPPPPPPP/4B3|"
	         "4n3/pppppppp/8/8/8/8/PPPPPPPP/4N3|4r3/pppppppp/8/8/8/8/PPPPPPPP/4R3 "
	         "w KQLUkqlu - 0 1",
};
