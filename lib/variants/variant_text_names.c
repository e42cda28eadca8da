/* variant_text_names.c - the words of the HVD format for enumerated values,
 * one table per kind, shared by the reader and the writer so that the two
 * cannot disagree. */
#include <string.h>

#include "variant_text.h"

const struct hvd_name hvd_atoms[] = {
	{ "face", ATOM_FACE },           { "edge", ATOM_EDGE },
	{ "vertex", ATOM_VERTEX },       { "knight", ATOM_KNIGHT },
	{ "red-knight", ATOM_RED },      { "green-knight", ATOM_GREEN },
	{ "hex-ortho", ATOM_HEX_ORTHO }, { "hex-diag", ATOM_HEX_DIAG },
	{ "hex-knight", ATOM_HEX_KNIGHT }, { NULL, 0 },
};

const struct hvd_name hvd_types[] = {
	{ "pawn", HDC_PAWN },         { "king", HDC_KING },
	{ "queen", HDC_QUEEN },       { "duke", HDC_DUKE },
	{ "rook", HDC_ROOK },         { "bishop", HDC_BISHOP },
	{ "mace", HDC_MACE },         { "rook-mace", HDC_ROOK_MACE },
	{ "bishop-mace", HDC_BISHOP_MACE }, { "knight", HDC_KNIGHT },
	{ "red-knight", HDC_RED_KNIGHT }, { "green-knight", HDC_GREEN_KNIGHT },
	{ "grand-knight", HDC_GRAND_KNIGHT }, { "wyvern", HDC_WYVERN },
	{ "pegasus", HDC_PEGASUS },   { "elephant", HDC_ELEPHANT },
	{ NULL, 0 },
};

const struct hvd_name hvd_namings[] = {
	{ "file-rank-layer", NAMING_FILE_RANK_LAYER },
	{ "level-file-rank", NAMING_LEVEL_FILE_RANK },
	{ "hex-column-line", NAMING_HEX_COLUMN_LINE },
	{ "file-rank", NAMING_FILE_RANK },
	{ NULL, 0 },
};

const struct hvd_name hvd_text_styles[] = {
	{ "layers", TEXT_LAYERS }, { "cescacs", TEXT_CESCACS }, { NULL, 0 },
};

const struct hvd_name hvd_notations[] = {
	{ "san", NOTATION_SAN }, { "cescacs", NOTATION_CESCACS }, { NULL, 0 },
};

const struct hvd_name hvd_scorings[] = {
	{ "chess", SCORING_CHESS }, { "cescacs", SCORING_CESCACS }, { NULL, 0 },
};

const struct hvd_name hvd_materials[] = {
	{ "lone-minor", MATERIAL_LONE_MINOR }, { "cescacs", MATERIAL_CESCACS }, { NULL, 0 },
};

const struct hvd_name hvd_zones[] = {
	{ "last-rank", ZONE_LAST_RANK },
	{ "last-rank-last-layer", ZONE_LAST_RANK_LAST_LAYER },
	{ "column-end", ZONE_COLUMN_END },
	{ NULL, 0 },
};

const struct hvd_name hvd_modes[] = {
	{ "move", MODE_MOVE }, { "capture", MODE_CAPTURE }, { "both", MODE_BOTH }, { NULL, 0 },
};

const char *hvd_name_of(const struct hvd_name *table, int value)
{
	for (; table->name; table++)
		if (table->value == value)
			return table->name;
	return NULL;
}

int hvd_value_of(const struct hvd_name *table, const char *name, size_t n)
{
	for (; table->name; table++)
		if (strlen(table->name) == n && memcmp(table->name, name, n) == 0)
			return table->value;
	return -1;
}
