/* eval_test_util.c - see eval_test_util.h. */
#include "eval_test_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef HDC_TEST_DATA_DIR
#define HDC_TEST_DATA_DIR "tests/data"
#endif

int load_table(const char *variant, struct hdc_position **out, int cap)
{
	const char *dir = getenv("HDC_TEST_DATA");
	char path[1024];
	snprintf(path, sizeof path, "%s/perft-%s.txt", dir ? dir : HDC_TEST_DATA_DIR, variant);
	FILE *f = fopen(path, "r");
	if (!f)
		return 0;
	static char line[8192];
	int n = 0;
	while (n < cap && fgets(line, sizeof line, f)) {
		if (line[0] == '#' || line[0] == '\n')
			continue;
		char *text = strchr(line, ';');
		if (!text)
			continue;
		text++;
		char *end = strchr(text, ';');
		if (end)
			*end = 0;
		hdc_position *pos = NULL;
		if (hdc_position_from_text(variant, text, &pos) == HDC_OK)
			out[n++] = pos;
	}
	fclose(f);
	return n;
}

/* xorshift32: the same games on every machine. */
static unsigned next(unsigned *s)
{
	unsigned x = *s;
	x ^= x << 13;
	x ^= x >> 17;
	x ^= x << 5;
	return *s = x;
}

struct hdc_position *random_game(const struct hdc_position *pos, int plies, unsigned seed)
{
	hdc_position *p = NULL;
	if (hdc_position_clone(pos, &p) != HDC_OK)
		return NULL;
	static hdc_move moves[HDC_MAX_MOVES];
	unsigned s = seed ? seed : 1;
	for (int i = 0; i < plies; i++) {
		size_t n = 0;
		if (hdc_position_legal_moves(p, moves, HDC_MAX_MOVES, &n) != HDC_OK || n == 0)
			break;
		hdc_position_play(p, moves[next(&s) % n]);
	}
	return p;
}

struct hdc_position *colour_mirror(const struct hdc_position *pos, const uint16_t *mirror)
{
	hdc_position *p = NULL;
	if (hdc_position_clone(pos, &p) != HDC_OK)
		return NULL;
	position_clear(p, pos->v);
	/* In cell order, so that the piece lists do not follow the
	 * original's order: the score must not depend on it. */
	for (int c = 0; c < pos->v->geo.ncells; c++) {
		uint8_t piece = pos->board[mirror[c]];
		if (piece)
			position_put(p, (unsigned)c, PIECE(PTYPE(piece), !PSIDE(piece)));
	}
	p->side = (uint8_t)!pos->side;
	return p;
}
