/*
 * board_ascii.c - a position as small ASCII boards, one per layer:
 *
 *         Layer I              Layer II      ...
 *   8 . . . . r . . .    8 . . . . n . . .
 *   7 p p p p p p p p    7 p p p p p p p p
 *   ...
 *   1 . . . . R . . .    1 . . . . N . . .
 *     a b c d e f g h      a b c d e f g h
 *
 * White upper case, black lower case, '.' empty, the top rank first.  The
 * size comes from hdc_position_dimensions(), the layer labels from the
 * variant's cell names ("a1–IV" -> "IV", Raumschach "Aa1" -> "A") and the
 * piece letters from hdc_variant_piece_letter(), so every variant prints
 * right; the C'escacs hexagon prints as one interleaved board.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "hdc_cli.h"

#define GAP 4

/* The letter of the piece on a cell in the variant's own letters, white
 * upper case, black lower case, '.' empty. */
static char cell_char(const hdc_position *pos, const char *variant, int32_t cell)
{
	hdc_piece piece = 0;
	char letter[8];
	if (hdc_position_piece_at(pos, cell, &piece) != HDC_OK || !piece ||
	    hdc_variant_piece_letter(variant, hdc_piece_type(piece), letter, sizeof letter, NULL) !=
	            HDC_OK)
		return '.';
	return hdc_piece_color(piece) == HDC_BLACK ? (char)tolower((unsigned char)letter[0])
	                                           : letter[0];
}

static int letters_from_pieces(const hdc_position *pos, const char *variant, int nx, int ny,
                               int nz, char *board)
{
	for (int z = 0; z < nz; z++)
		for (int y = 0; y < ny; y++)
			for (int x = 0; x < nx; x++) {
				int32_t cell;
				if (hdc_position_cell_at(pos, x, y, z, &cell) != HDC_OK)
					return -1;
				board[((size_t)z * (size_t)ny + (size_t)y) * (size_t)nx + (size_t)x] =
					cell_char(pos, variant, cell);
			}
	return 0;
}

/*
 * A board with holes (the C'escacs hexagon): one text row per line, from
 * the top, each cell at twice its column, so that neighbouring lines
 * interleave as the hexes do; the column letters below.
 */
static int print_hex(FILE *out, const hdc_position *pos, const char *variant, int nx, int ny)
{
	char letters[32];
	memset(letters, ' ', sizeof letters);
	for (int y = ny - 1; y >= 0; y--) {
		char row[80];
		int end = 0;
		memset(row, ' ', sizeof row);
		for (int x = 0; x < nx && 2 * x < (int)sizeof row - 1; x++) {
			int32_t cell;
			if (hdc_position_cell_at(pos, x, y, 0, &cell) != HDC_OK)
				continue;
			row[2 * x] = cell_char(pos, variant, cell);
			end = 2 * x + 1;
			char name[16];
			if (letters[x] == ' ' &&
			    hdc_position_cell_name(pos, cell, name, sizeof name, NULL) == HDC_OK)
				letters[x] = name[0];
		}
		row[end] = '\0';
		fprintf(out, "%2d  %s\n", y, row);
	}
	fputs("   ", out);
	for (int x = 0; x < nx; x++)
		fprintf(out, " %c", letters[x]);
	fputc('\n', out);
	return 0;
}

/* "IV" from "a1–IV", "A" from "Aa1"; *level_style set for the latter. */
static void layer_label(const hdc_position *pos, int z, char *label, size_t cap,
                        int *level_style)
{
	char name[32];
	size_t needed;
	int32_t cell;
	snprintf(label, cap, "%d", z + 1);
	*level_style = 0;
	if (hdc_position_cell_at(pos, 0, 0, z, &cell) != HDC_OK ||
	    hdc_position_cell_name(pos, cell, name, sizeof name, &needed) != HDC_OK)
		return;
	size_t len = strlen(name);
	if (len > 2 && strncmp(name, "a1", 2) == 0) {
		const char *rest = name + 2;
		if (strncmp(rest, "\xE2\x80\x93", 3) == 0)
			rest += 3;
		else if (*rest == '-')
			rest++;
		if (*rest)
			snprintf(label, cap, "%s", rest);
	} else if (len > 2 && strcmp(name + len - 2, "a1") == 0) {
		snprintf(label, cap, "%.*s", (int)(len - 2), name);
		*level_style = 1;
	}
}

static void put_spaces(FILE *out, int n)
{
	for (int i = 0; i < n; i++)
		fputc(' ', out);
}

int board_ascii_print(FILE *out, const hdc_position *pos, int width)
{
	int32_t nx, ny, nz, ncells;
	char variant[32];
	if (hdc_position_dimensions(pos, &nx, &ny, &nz, &ncells) != HDC_OK || nx < 1 ||
	    ny < 1 || nz < 1 || nx > 26 ||
	    hdc_position_variant(pos, variant, sizeof variant, NULL) != HDC_OK)
		return -1;
	if (ncells != nx * ny * nz)
		return print_hex(out, pos, variant, nx, ny);
	char *board = malloc((size_t)nx * (size_t)ny * (size_t)nz);
	if (!board)
		return -1;
	if (letters_from_pieces(pos, variant, nx, ny, nz, board) != 0) {
		free(board);
		return -1;
	}

	int rank_width = ny >= 10 ? 2 : 1;
	int board_width = rank_width + 2 * nx; /* "8 " + "r . ... r" */
	int per_row = (width + GAP) / (board_width + GAP);
	if (per_row < 1)
		per_row = 1;
	int rows = (nz + per_row - 1) / per_row;
	per_row = (nz + rows - 1) / rows; /* balance: 8 layers -> 2 rows of 4 */

	for (int first = 0; first < nz; first += per_row) {
		int last = first + per_row < nz ? first + per_row : nz;
		/* Labels, centred over each board. */
		for (int z = first; z < last; z++) {
			char label[32], title[48];
			int level_style;
			layer_label(pos, z, label, sizeof label, &level_style);
			int n = snprintf(title, sizeof title, "%s %s", level_style ? "Level" : "Layer",
			                 label);
			int pad = n < board_width ? (board_width - n + rank_width + 1) / 2 : 0;
			int rest = board_width - pad - n + GAP;
			put_spaces(out, pad);
			fputs(title, out);
			if (z + 1 < last)
				put_spaces(out, rest > 1 ? rest : 1);
		}
		fputc('\n', out);
		for (int y = ny - 1; y >= 0; y--) {
			for (int z = first; z < last; z++) {
				fprintf(out, "%*d", rank_width, y + 1);
				for (int x = 0; x < nx; x++)
					fprintf(out, " %c",
					        board[((size_t)z * (size_t)ny + (size_t)y) * (size_t)nx +
					              (size_t)x]);
				if (z + 1 < last)
					put_spaces(out, GAP);
			}
			fputc('\n', out);
		}
		for (int z = first; z < last; z++) {
			put_spaces(out, rank_width);
			for (int x = 0; x < nx; x++)
				fprintf(out, " %c", 'a' + x);
			if (z + 1 < last)
				put_spaces(out, GAP);
		}
		fputc('\n', out);
		if (last < nz)
			fputc('\n', out);
	}
	free(board);
	return 0;
}
