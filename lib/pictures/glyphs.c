/*
 * glyphs.c - piece drawings (see glyphs.h).
 *
 * PLACEHOLDER: plain discs until the designed set lands (issue 14); the
 * writer and its tests are built against this interface meanwhile.
 */
#include "glyphs.h"

#include "hdc.h"

static const char *const ids[] = {
	[HDC_PAWN] = "pawn", [HDC_KING] = "king", [HDC_QUEEN] = "queen",
	[HDC_DUKE] = "duke", [HDC_ROOK] = "rook", [HDC_BISHOP] = "bishop",
	[HDC_MACE] = "mace", [HDC_ROOK_MACE] = "rook-mace",
	[HDC_BISHOP_MACE] = "bishop-mace", [HDC_KNIGHT] = "knight",
	[HDC_RED_KNIGHT] = "red-knight", [HDC_GREEN_KNIGHT] = "green-knight",
	[HDC_GRAND_KNIGHT] = "grand-knight", [HDC_WYVERN] = "wyvern",
	[HDC_PEGASUS] = "pegasus", [HDC_ELEPHANT] = "elephant",
};

const char *glyph_id(int piece_type)
{
	if (piece_type <= HDC_NO_PIECE || piece_type > HDC_ELEPHANT)
		return NULL;
	return ids[piece_type];
}

const char *glyph_markup(int piece_type)
{
	if (!glyph_id(piece_type))
		return NULL;
	return "<circle cx=\"50\" cy=\"50\" r=\"36\" stroke-width=\"4\"/>";
}
