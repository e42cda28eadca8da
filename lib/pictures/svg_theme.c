/*
 * svg_theme.c - colour themes.  "brown" has python-chess's board colours
 * (people know them from its pictures), "blue" and "green" the other
 * common board looks.  The C'escacs colours keep the three hex colours
 * apart while the white and black ones stay close to the cubic light and
 * dark, so a player reads them the same way.
 */
#include "svg_theme.h"

#include <string.h>

struct svg_theme {
	const char *name;
	uint32_t colour[COL_COUNT];
};

static const struct svg_theme themes[] = {
	{ "brown", {
		[COL_LIGHT] = 0xf0d9b5, [COL_DARK] = 0xb58863,
		[COL_HEX_WHITE] = 0xf0d9b5, [COL_HEX_BLACK] = 0xa87b55, [COL_HEX_COLOUR] = 0xd4a373,
		[COL_LASTMOVE] = 0xcdd26a, [COL_CHECK] = 0xe8483b, [COL_SELECT] = 0x6fb3d2,
		[COL_TARGET] = 0xa6d3a0, [COL_MARKED] = 0xe29ac0, [COL_ARROW] = 0x15781b,
		[COL_BACKGROUND] = 0xffffff, [COL_TEXT] = 0x4a3a2a,
	} },
	{ "blue", {
		[COL_LIGHT] = 0xdee3e6, [COL_DARK] = 0x8ca2ad,
		[COL_HEX_WHITE] = 0xdee3e6, [COL_HEX_BLACK] = 0x7d95a2, [COL_HEX_COLOUR] = 0xafc3cf,
		[COL_LASTMOVE] = 0xc3d887, [COL_CHECK] = 0xe8483b, [COL_SELECT] = 0xf2c94c,
		[COL_TARGET] = 0x9fd39a, [COL_MARKED] = 0xe29ac0, [COL_ARROW] = 0x1c5fa8,
		[COL_BACKGROUND] = 0xffffff, [COL_TEXT] = 0x2f3e48,
	} },
	{ "green", {
		[COL_LIGHT] = 0xeeeed2, [COL_DARK] = 0x769656,
		[COL_HEX_WHITE] = 0xeeeed2, [COL_HEX_BLACK] = 0x6d8c4f, [COL_HEX_COLOUR] = 0xb3c78f,
		[COL_LASTMOVE] = 0xf6f669, [COL_CHECK] = 0xe8483b, [COL_SELECT] = 0x6fb3d2,
		[COL_TARGET] = 0xd9b36b, [COL_MARKED] = 0xe29ac0, [COL_ARROW] = 0xc0392b,
		[COL_BACKGROUND] = 0xffffff, [COL_TEXT] = 0x33402a,
	} },
};

const struct svg_theme *svg_theme_find(const char *name, size_t len)
{
	for (size_t i = 0; i < sizeof themes / sizeof themes[0]; i++)
		if (strlen(themes[i].name) == len && memcmp(themes[i].name, name, len) == 0)
			return &themes[i];
	return NULL;
}

void svg_theme_colours(const struct svg_theme *theme, uint32_t *out)
{
	memcpy(out, theme->colour, sizeof theme->colour);
}

uint32_t svg_piece_fill(int side)
{
	return side ? 0x2b2b2b : 0xfbfaf5;
}

uint32_t svg_piece_stroke(int side)
{
	return side ? 0x000000 : 0x1e1e1e;
}

uint32_t svg_piece_detail(int side)
{
	return side ? 0xf2f2f2 : 0x1e1e1e;
}
