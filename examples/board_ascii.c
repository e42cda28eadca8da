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
 * piece letters from the position text, so every variant prints right.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "hdc_cli.h"

#define GAP 4

/* Fallback letters by enum hdc_piece_type (RULES.md section 1). */
static const char type_letters[] = ".PKQDRBMTVNEGA";

/* Fill board[(z * ny + y) * nx + x] from the board field of the position
 * text: layers joined by '|', each rank by rank from the top, '/' between
 * ranks, digits for runs of empty cells.  -1 if the text does not fit. */
static int letters_from_text(const char *text, int nx, int ny, int nz, char *board)
{
	int x = 0, y = ny - 1, z = 0;
	memset(board, '.', (size_t)nx * (size_t)ny * (size_t)nz);
	for (const char *p = text; *p && *p != ' '; p++) {
		if (*p == '|') {
			if (y != 0 || x != nx || ++z >= nz)
				return -1;
			x = 0;
			y = ny - 1;
		} else if (*p == '/') {
			if (x != nx || --y < 0)
				return -1;
			x = 0;
		} else if (isdigit((unsigned char)*p)) {
			int run = 0;
			while (isdigit((unsigned char)*p) && run <= nx)
				run = run * 10 + (*p++ - '0');
			p--;
			if (run > nx - x)
				return -1;
			x += run;
		} else if (isalpha((unsigned char)*p)) {
			if (x >= nx)
				return -1;
			board[((size_t)z * (size_t)ny + (size_t)y) * (size_t)nx + (size_t)x] = *p;
			x++;
		} else {
			return -1;
		}
	}
	return z == nz - 1 && y == 0 && x == nx ? 0 : -1;
}

static int letters_from_pieces(const hdc_position *pos, int nx, int ny, int nz, char *board)
{
	for (int z = 0; z < nz; z++)
		for (int y = 0; y < ny; y++)
			for (int x = 0; x < nx; x++) {
				int32_t cell;
				hdc_piece piece;
				if (hdc_position_cell_at(pos, x, y, z, &cell) != HDC_OK ||
				    hdc_position_piece_at(pos, cell, &piece) != HDC_OK)
					return -1;
				int32_t type = hdc_piece_type(piece);
				char c = type > 0 && type < (int32_t)sizeof type_letters - 1
				                 ? type_letters[type]
				                 : '.';
				if (hdc_piece_color(piece) == HDC_BLACK)
					c = (char)tolower((unsigned char)c);
				board[((size_t)z * (size_t)ny + (size_t)y) * (size_t)nx + (size_t)x] = c;
			}
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
	if (hdc_position_dimensions(pos, &nx, &ny, &nz, &ncells) != HDC_OK || nx < 1 ||
	    ny < 1 || nz < 1 || nx > 26)
		return -1;
	char *board = malloc((size_t)nx * (size_t)ny * (size_t)nz);
	if (!board)
		return -1;
	size_t text_needed = 0;
	char *text = NULL;
	int ok = -1;
	if (hdc_position_text(pos, NULL, 0, &text_needed) == HDC_ERR_BUFFER_TOO_SMALL &&
	    (text = malloc(text_needed)) != NULL &&
	    hdc_position_text(pos, text, text_needed, &text_needed) == HDC_OK)
		ok = letters_from_text(text, nx, ny, nz, board);
	free(text);
	if (ok != 0 && letters_from_pieces(pos, nx, ny, nz, board) != 0) {
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
