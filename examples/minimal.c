/* minimal.c - libhdc in a nutshell.
 *   cc minimal.c $(pkg-config --cflags --libs hdc) -o minimal && ./minimal */
#include <stdio.h>
#include <hdc.h>

int main(void)
{
	static hdc_move moves[HDC_MAX_MOVES];
	hdc_position *pos;
	hdc_move move;
	size_t n, len;
	char text[2048], san[64];

	if (hdc_position_new("hdc", &pos) != HDC_OK)
		return 1;
	hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &n);
	printf("%zu legal moves\n", n); /* 242 */
	if (hdc_position_parse_san(pos, "e4\xE2\x80\x93IV", &move) != HDC_OK || /* e4–IV */
	    hdc_position_play(pos, move) != HDC_OK ||
	    hdc_position_text(pos, text, sizeof text, &len) != HDC_OK ||
	    hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &n) != HDC_OK ||
	    hdc_position_move_san(pos, moves[0], san, sizeof san, &len) != HDC_OK) {
		fprintf(stderr, "error: %s\n", hdc_position_error_message(pos));
		hdc_position_free(pos);
		return 1;
	}
	printf("%s\nblack may reply %s\n", text, san);
	hdc_position_free(pos);
	return 0;
}
