/*
 * pieces.h - movement rows of the cubic piece types (RULES.md section 1),
 * shared by the variant tables.  A variant lists the rows it uses.
 */
#ifndef HDC_PIECES_H
#define HDC_PIECES_H

#include "variant.h"

#define SLIDE RANGE_UNLIMITED

#define ROW_PAWN { HDC_PAWN, 'P', "pawn", 0, { { 0, 0 } } }
#define ROW_KING { HDC_KING, 'K', "king", 3, \
	{ { ATOM_FACE, 1 }, { ATOM_EDGE, 1 }, { ATOM_VERTEX, 1 } } }
#define ROW_QUEEN { HDC_QUEEN, 'Q', "queen", 3, \
	{ { ATOM_FACE, SLIDE }, { ATOM_EDGE, SLIDE }, { ATOM_VERTEX, SLIDE } } }
#define ROW_DUKE(letter, name) { HDC_DUKE, letter, name, 2, \
	{ { ATOM_FACE, SLIDE }, { ATOM_EDGE, SLIDE } } }
#define ROW_ROOK { HDC_ROOK, 'R', "rook", 1, { { ATOM_FACE, SLIDE } } }
#define ROW_BISHOP { HDC_BISHOP, 'B', "bishop", 1, { { ATOM_EDGE, SLIDE } } }
#define ROW_MACE(letter, name) { HDC_MACE, letter, name, 1, { { ATOM_VERTEX, SLIDE } } }
#define ROW_ROOK_MACE { HDC_ROOK_MACE, 'T', "rook-mace", 2, \
	{ { ATOM_FACE, SLIDE }, { ATOM_VERTEX, SLIDE } } }
#define ROW_BISHOP_MACE { HDC_BISHOP_MACE, 'V', "bishop-mace", 2, \
	{ { ATOM_EDGE, SLIDE }, { ATOM_VERTEX, SLIDE } } }
#define ROW_KNIGHT { HDC_KNIGHT, 'N', "knight", 1, { { ATOM_KNIGHT, 1 } } }
#define ROW_RED_KNIGHT { HDC_RED_KNIGHT, 'E', "red knight", 1, { { ATOM_RED, 1 } } }
#define ROW_GREEN_KNIGHT { HDC_GREEN_KNIGHT, 'G', "green knight", 1, { { ATOM_GREEN, 1 } } }
#define ROW_GRAND_KNIGHT { HDC_GRAND_KNIGHT, 'A', "grand knight", 3, \
	{ { ATOM_KNIGHT, 1 }, { ATOM_RED, 1 }, { ATOM_GREEN, 1 } } }

#endif
