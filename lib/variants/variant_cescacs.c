/*
 * variant_cescacs.c - C'escacs, hexagonal chess on 169 cells (CESCACS.md),
 * as a table row.  Cells are {column, line, 0} with columns P T A B C D E F G
 * H I K L X Z = 0..14, lines 0..28, written from white's side.
 */
#include "pieces.h"

enum { P_, T_, A_, B_, C_, D_, E_, F_, G_, H_, I_, K_, L_, X_, Z_ };
#define H(col, line) { col, line, 0 }

/* The elephant: one or two straight ahead, and the four steep diagonals. */
static const int8_t elephant_ahead[][3] = { { 0, 2, 0 } };
static const int8_t elephant_diagonals[][3] = { { 1, 3, 0 }, { -1, 3, 0 }, { 1, -3, 0 },
	                                        { -1, -3, 0 } };

static const struct piece_def cescacs_pieces[] = {
	ROW_PAWN,
	{ HDC_KING, 'K', "king", 2, { { ATOM_HEX_ORTHO, 1 }, { ATOM_HEX_DIAG, 1 } } },
	{ HDC_QUEEN, 'D', "queen", 2, { { ATOM_HEX_ORTHO, SLIDE }, { ATOM_HEX_DIAG, SLIDE } } },
	{ HDC_WYVERN, 'V', "wyvern", 2, { { ATOM_HEX_ORTHO, SLIDE }, { ATOM_HEX_KNIGHT, 1 } } },
	{ HDC_ROOK, 'R', "rook", 1, { { ATOM_HEX_ORTHO, SLIDE } } },
	{ HDC_PEGASUS, 'G', "pegasus", 2, { { ATOM_HEX_DIAG, SLIDE }, { ATOM_HEX_KNIGHT, 1 } } },
	/* The knight jumps, or rides twice the same jump over an empty cell
	 * without capturing. */
	{ HDC_KNIGHT, 'N', "knight", 2,
	  { { ATOM_HEX_KNIGHT, 1 }, { .atom = ATOM_HEX_KNIGHT, .range = 2, .min = 2, .mode = MODE_MOVE } } },
	{ HDC_BISHOP, 'J', "bishop", 1, { { ATOM_HEX_DIAG, SLIDE } } },
	{ HDC_ELEPHANT, 'E', "elephant", 2,
	  { { .range = 2, .nvectors = 1, .vectors = elephant_ahead },
	    { .range = 1, .nvectors = 4, .vectors = elephant_diagonals } } },
};

static const struct pawn_def cescacs_pawn = {
	.npush = 3,
	.push = { { 0, 2, 0 }, { 1, 1, 0 }, { -1, 1, 0 } },
	.ncapture = 2,
	.capture = { { 1, 3, 0 }, { -1, 3, 0 } },
	.steps = 2,
	.double_step_rank = -1,
	.ntriple = 8,
	.triple = { H(B_, 4), H(C_, 5), H(D_, 6), H(E_, 7), H(G_, 7), H(H_, 6), H(I_, 5), H(K_, 4) },
	.home_rank = -1,
	.nhome = 11,
	.home = { H(A_, 5), H(B_, 4), H(C_, 5), H(D_, 6), H(E_, 7), H(F_, 8), H(G_, 7), H(H_, 6),
	          H(I_, 5), H(K_, 4), H(L_, 5) },
	.en_passant = 1,
	.scornful = 1,
	.promote_at_column_end = 1,
	.from_pool = 1,
	.colour_bound = HDC_BISHOP,
	.npromotion = 6,
	.promotion = { HDC_QUEEN, HDC_WYVERN, HDC_ROOK, HDC_PEGASUS, HDC_KNIGHT, HDC_BISHOP },
};

/* Rights bits: the king never moved, the queen-side rook (C3) and the
 * king-side rook (I3) never moved. */
enum { RIGHT_KING = 1, RIGHT_QUEEN_ROOK = 2, RIGHT_KING_ROOK = 4 };

#define KING_SIDE(text, dest, rt, ...) \
	{ .san = text, .rights = RIGHT_KING | RIGHT_KING_ROOK, .rook_right = RIGHT_KING_ROOK, \
	  .king_from = H(G_, 1), .king_to = dest, .rook_from = H(I_, 3), .rook_to = rt, \
	  .nempty = sizeof((int8_t[][3]){ dest, __VA_ARGS__ }) / 3, .empty = { dest, __VA_ARGS__ }, \
	  .nsafe = 1, .safe = { dest } }
#define QUEEN_SIDE(text, dest, rt, ...) \
	{ .san = text, .rights = RIGHT_KING | RIGHT_QUEEN_ROOK, .rook_right = RIGHT_QUEEN_ROOK, \
	  .king_from = H(G_, 1), .king_to = dest, .rook_from = H(C_, 3), .rook_to = rt, \
	  .nempty = sizeof((int8_t[][3]){ dest, __VA_ARGS__ }) / 3, .empty = { dest, __VA_ARGS__ }, \
	  .nsafe = 1, .safe = { dest } }
#define BOTH_SIDES(text, dest, rt, rt2, ...) \
	{ .san = text, .rights = RIGHT_KING | RIGHT_KING_ROOK | RIGHT_QUEEN_ROOK, \
	  .rook_right = RIGHT_KING_ROOK, .rook2_right = RIGHT_QUEEN_ROOK, \
	  .king_from = H(G_, 1), .king_to = dest, .rook_from = H(I_, 3), .rook_to = rt, \
	  .two_rooks = 1, .rook2_from = H(C_, 3), .rook2_to = rt2, \
	  .nempty = sizeof((int8_t[][3]){ dest, __VA_ARGS__ }) / 3, .empty = { dest, __VA_ARGS__ }, \
	  .nsafe = 1, .safe = { dest } }

/* CESCACS.md section 9, in its order (the castling index of a move); the
 * cells listed must be empty, the king's destination first. */
static const struct castling_def cescacs_castlings[] = {
	KING_SIDE("KRK-II", H(I_, 5), H(I_, 7), H(I_, 7)),
	KING_SIDE("KRK-IK", H(I_, 5), H(K_, 4), H(K_, 4)),
	KING_SIDE("KRK-IH", H(I_, 5), H(H_, 4), H(H_, 4)),
	KING_SIDE("KRK-HIO", H(H_, 6), H(I_, 5), H(I_, 5)),
	KING_SIDE("KRK-HIOO", H(H_, 6), H(I_, 7), H(I_, 5), H(I_, 7)),
	KING_SIDE("KRK-HH", H(H_, 6), H(H_, 4), H(H_, 4)),
	KING_SIDE("KRK-HG", H(H_, 6), H(G_, 5), H(H_, 4), H(G_, 5)),
	KING_SIDE("KRK-FG", H(F_, 6), H(G_, 5), H(H_, 4), H(G_, 5)),
	KING_SIDE("KRK-FE", H(F_, 6), H(E_, 7), H(H_, 4), H(G_, 5), H(E_, 7)),
	KING_SIDE("KRK-EF", H(E_, 5), H(F_, 6), H(H_, 4), H(G_, 5), H(F_, 6)),
	KING_SIDE("KRK-EE", H(E_, 5), H(E_, 7), H(H_, 4), H(G_, 5), H(F_, 6), H(E_, 7)),
	QUEEN_SIDE("KRD-DD", H(D_, 2), H(D_, 4), H(D_, 4)),
	QUEEN_SIDE("KRD-DE", H(D_, 2), H(E_, 1), H(E_, 1)),
	QUEEN_SIDE("KRD-HH", H(H_, 6), H(H_, 8), H(D_, 4), H(E_, 5), H(F_, 6), H(G_, 7), H(H_, 8)),
	QUEEN_SIDE("KRD-HG", H(H_, 6), H(G_, 7), H(D_, 4), H(E_, 5), H(F_, 6), H(G_, 7)),
	QUEEN_SIDE("KRD-FG", H(F_, 6), H(G_, 7), H(D_, 4), H(E_, 5), H(G_, 7)),
	QUEEN_SIDE("KRD-FE", H(F_, 6), H(E_, 5), H(D_, 4), H(E_, 5)),
	QUEEN_SIDE("KRD-EF", H(E_, 5), H(F_, 6), H(D_, 4), H(F_, 6)),
	QUEEN_SIDE("KRD-ED", H(E_, 5), H(D_, 4), H(D_, 4)),
	BOTH_SIDES("KRR-HIH", H(H_, 6), H(I_, 7), H(H_, 8), H(I_, 5), H(I_, 7), H(D_, 4), H(E_, 5),
	           H(F_, 6), H(G_, 7), H(H_, 8)),
	BOTH_SIDES("KRR-HGG", H(H_, 6), H(G_, 5), H(G_, 7), H(H_, 4), H(G_, 5), H(D_, 4), H(E_, 5),
	           H(F_, 6), H(G_, 7)),
	BOTH_SIDES("KRR-FGG", H(F_, 6), H(G_, 5), H(G_, 7), H(H_, 4), H(G_, 5), H(D_, 4), H(E_, 5),
	           H(G_, 7)),
	BOTH_SIDES("KRR-FEE", H(F_, 6), H(E_, 7), H(E_, 5), H(H_, 4), H(G_, 5), H(E_, 7), H(D_, 4),
	           H(E_, 5)),
	BOTH_SIDES("KRR-EEF", H(E_, 5), H(E_, 7), H(F_, 6), H(H_, 4), H(G_, 5), H(F_, 6), H(E_, 7),
	           H(D_, 4)),
};

const struct variant_def variant_def_cescacs = {
	.name = "cescacs",
	.title = "C'escacs",
	.record_name = "C'escacs",
	.nx = 15,
	.ny = 29,
	.nz = 1,
	.shape = SHAPE_HEX,
	.naming = NAMING_HEX_COLUMN_LINE,
	.text_style = TEXT_CESCACS,
	.notation_style = NOTATION_CESCACS,
	.scoring = SCORING_CESCACS,
	.material = MATERIAL_CESCACS,
	.king_right = RIGHT_KING,
	.king_leap_atom = ATOM_HEX_KNIGHT,
	.npieces = sizeof cescacs_pieces / sizeof cescacs_pieces[0],
	.pieces = cescacs_pieces,
	.pawn = &cescacs_pawn,
	.ncastlings = sizeof cescacs_castlings / sizeof cescacs_castlings[0],
	.castlings = cescacs_castlings,
	.start = "/28:v/27:dk/26:gjg/25:rnnr/24:pejep/23:ppeepp/22:2pjp2/21:3pp3/20:3p3/8:3P3/"
	         "7:3PP3/6:2PJP2/5:PPEEPP/4:PEJEP/3:RNNR/2:GJG/1:DK/0:V/ w RKRrkr - 0 1",
};
