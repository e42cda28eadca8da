/*
 * test_variants_api.c - the variant listing API (hdc.h "Variants"): every
 * function, its answers for the three variants of RULES.md, the caller
 * buffer protocol and every error status.
 */
#include <stdio.h>
#include <stdlib.h>

#include "common.h"

/* RULES.md sections 1-4, the pieces in each variant's table order. */
struct expected_piece {
	int32_t type;
	const char *letter, *name;
};

struct expected_variant {
	const char *name, *title;
	int32_t files, ranks, layers, cells;
	int npieces;
	struct expected_piece pieces[13];
};

static const struct expected_variant expected[] = {
	{ "hdc", "HyperDimension Chess", 8, 8, 8, 512, 7,
	  { { HDC_PAWN, "P", "pawn" }, { HDC_KING, "K", "king" }, { HDC_QUEEN, "Q", "queen" },
	    { HDC_DUKE, "D", "duke" }, { HDC_ROOK, "R", "rook" }, { HDC_BISHOP, "B", "bishop" },
	    { HDC_KNIGHT, "N", "knight" } } },
	{ "raumschach", "Raumschach", 5, 5, 5, 125, 7,
	  { { HDC_PAWN, "P", "pawn" }, { HDC_KING, "K", "king" }, { HDC_QUEEN, "Q", "queen" },
	    { HDC_ROOK, "R", "rook" }, { HDC_BISHOP, "B", "bishop" },
	    { HDC_KNIGHT, "N", "knight" }, { HDC_MACE, "U", "unicorn" } } },
	{ "3d8l", "3D8L", 8, 8, 8, 512, 13,
	  { { HDC_PAWN, "P", "pawn" }, { HDC_KING, "K", "king" }, { HDC_QUEEN, "Q", "queen" },
	    { HDC_ROOK, "R", "rook" }, { HDC_BISHOP, "B", "bishop" }, { HDC_MACE, "M", "mace" },
	    { HDC_DUKE, "D", "rook-bishop" }, { HDC_ROOK_MACE, "T", "rook-mace" },
	    { HDC_BISHOP_MACE, "V", "bishop-mace" }, { HDC_KNIGHT, "N", "knight" },
	    { HDC_RED_KNIGHT, "E", "red knight" }, { HDC_GREEN_KNIGHT, "G", "green knight" },
	    { HDC_GRAND_KNIGHT, "A", "grand knight" } } },
	{ "cescacs", "C'escacs", 15, 29, 1, 169, 9,
	  { { HDC_PAWN, "P", "pawn" }, { HDC_KING, "K", "king" }, { HDC_QUEEN, "D", "queen" },
	    { HDC_WYVERN, "V", "wyvern" }, { HDC_ROOK, "R", "rook" },
	    { HDC_PEGASUS, "G", "pegasus" }, { HDC_KNIGHT, "N", "knight" },
	    { HDC_BISHOP, "J", "bishop" }, { HDC_ELEPHANT, "E", "elephant" } } },
};
#define NVARIANTS ((int)(sizeof expected / sizeof expected[0]))

/* Names no variant has: spacing matters, case does not (names that
 * differ from a known one only by case are known: see variant_names.c). */
static const char *const unknown_names[] = {
	"", "chess", "C-escacs", "hdcc", "3D8", "hdc ", " hdc", "raum", "cescacs_",
	"hdc\t", "3d8",
};
#define NUNKNOWN ((int)(sizeof unknown_names / sizeof unknown_names[0]))

/* One string function of the API, bound to its arguments. */
typedef hdc_status (*string_fn)(const void *arg, int32_t extra, char *buf, size_t cap,
                                size_t *needed);

static hdc_status name_fn(const void *arg, int32_t extra, char *buf, size_t cap,
                          size_t *needed)
{
	(void)arg;
	return hdc_variant_name(extra, buf, cap, needed);
}

static hdc_status title_fn(const void *arg, int32_t extra, char *buf, size_t cap,
                           size_t *needed)
{
	(void)extra;
	return hdc_variant_title(arg, buf, cap, needed);
}

static hdc_status letter_fn(const void *arg, int32_t extra, char *buf, size_t cap,
                            size_t *needed)
{
	return hdc_variant_piece_letter(arg, extra, buf, cap, needed);
}

static hdc_status piece_name_fn(const void *arg, int32_t extra, char *buf, size_t cap,
                                size_t *needed)
{
	return hdc_variant_piece_name(arg, extra, buf, cap, needed);
}

/* The caller-buffer protocol of hdc.h on one string answer: size query,
 * exact fit, one byte short (nothing written), NULL buffer with a
 * capacity, needed == NULL. */
static void check_string(string_fn fn, const void *arg, int32_t extra, const char *want)
{
	size_t len = strlen(want), needed = 0;
	char buf[128];

	ck_assert_int_eq(fn(arg, extra, NULL, 0, &needed), HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_uint_eq(needed, len + 1);

	memset(buf, '#', sizeof buf);
	needed = 0;
	ck_assert_int_eq(fn(arg, extra, buf, len + 1, &needed), HDC_OK);
	ck_assert_uint_eq(needed, len + 1);
	ck_assert_str_eq(buf, want);
	ck_assert_int_eq(buf[len + 1], '#');

	memset(buf, '#', sizeof buf);
	needed = 0;
	ck_assert_int_eq(fn(arg, extra, buf, len, &needed), HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_uint_eq(needed, len + 1);
	for (size_t i = 0; i < sizeof buf; i++)
		ck_assert_msg(buf[i] == '#', "byte %zu written by a failed call", i);

	ck_assert_int_eq(fn(arg, extra, NULL, sizeof buf, &needed), HDC_ERR_NULL);

	ck_assert_int_eq(fn(arg, extra, buf, sizeof buf, NULL), HDC_OK);
	ck_assert_str_eq(buf, want);
}

/* ------------------------------------------------------------------------ */

START_TEST(count_and_names)
{
	ck_assert_int_eq(hdc_variant_count(), NVARIANTS);
	for (int i = 0; i < NVARIANTS; i++)
		check_string(name_fn, NULL, i, expected[i].name);

	/* Every listed name makes a position; names are distinct. */
	for (int i = 0; i < hdc_variant_count(); i++) {
		char name[64];
		ck_assert_int_eq(hdc_variant_name(i, name, sizeof name, NULL), HDC_OK);
		hdc_position *pos = NULL;
		ck_assert_int_eq(hdc_position_new(name, &pos), HDC_OK);
		char back[64];
		ck_assert_int_eq(hdc_position_variant(pos, back, sizeof back, NULL), HDC_OK);
		ck_assert_str_eq(back, name);
		hdc_position_free(pos);
		for (int j = 0; j < i; j++) {
			char other[64];
			ck_assert_int_eq(hdc_variant_name(j, other, sizeof other, NULL), HDC_OK);
			ck_assert_str_ne(other, name);
		}
	}
}
END_TEST

START_TEST(name_index_out_of_range)
{
	static const int32_t bad[] = { -1, -2, NVARIANTS, NVARIANTS + 1, 1000, INT32_MAX,
		                       INT32_MIN };
	char buf[64] = "unchanged";
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		size_t needed = 12345;
		ck_assert_int_eq(hdc_variant_name(bad[i], buf, sizeof buf, &needed), HDC_ERR_RANGE);
		ck_assert_int_eq(hdc_variant_name(bad[i], NULL, 0, NULL), HDC_ERR_RANGE);
		ck_assert_str_eq(buf, "unchanged");
	}
}
END_TEST

START_TEST(titles)
{
	const struct expected_variant *e = &expected[_i];
	check_string(title_fn, e->name, 0, e->title);
}
END_TEST

START_TEST(dimensions)
{
	const struct expected_variant *e = &expected[_i];
	int32_t files = -1, ranks = -1, layers = -1, cells = -1;
	ck_assert_int_eq(hdc_variant_dimensions(e->name, &files, &ranks, &layers, &cells),
	                 HDC_OK);
	ck_assert_int_eq(files, e->files);
	ck_assert_int_eq(ranks, e->ranks);
	ck_assert_int_eq(layers, e->layers);
	ck_assert_int_eq(cells, e->cells);

	/* Each output may be NULL. */
	int32_t only = -1;
	ck_assert_int_eq(hdc_variant_dimensions(e->name, NULL, NULL, NULL, NULL), HDC_OK);
	ck_assert_int_eq(hdc_variant_dimensions(e->name, NULL, &only, NULL, NULL), HDC_OK);
	ck_assert_int_eq(only, e->ranks);
	ck_assert_int_eq(hdc_variant_dimensions(e->name, NULL, NULL, NULL, &only), HDC_OK);
	ck_assert_int_eq(only, e->cells);

	/* The same numbers as the variant's positions report. */
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new(e->name, &pos), HDC_OK);
	int32_t pf, pr, pl, pc;
	ck_assert_int_eq(hdc_position_dimensions(pos, &pf, &pr, &pl, &pc), HDC_OK);
	ck_assert_int_eq(pf, files);
	ck_assert_int_eq(pr, ranks);
	ck_assert_int_eq(pl, layers);
	ck_assert_int_eq(pc, cells);
	hdc_position_free(pos);
}
END_TEST

START_TEST(piece_types)
{
	const struct expected_variant *e = &expected[_i];
	int32_t types[32];
	size_t count = 0;

	/* Size query, exact fit, one short, NULL list with a capacity. */
	ck_assert_int_eq(hdc_variant_piece_types(e->name, NULL, 0, &count),
	                 HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_uint_eq(count, (size_t)e->npieces);

	for (size_t i = 0; i < 32; i++)
		types[i] = -7;
	count = 0;
	ck_assert_int_eq(hdc_variant_piece_types(e->name, types, (size_t)e->npieces - 1, &count),
	                 HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_uint_eq(count, (size_t)e->npieces);
	for (size_t i = 0; i < 32; i++)
		ck_assert_int_eq(types[i], -7);

	ck_assert_int_eq(hdc_variant_piece_types(e->name, NULL, 32, &count), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_variant_piece_types(e->name, types, 32, NULL), HDC_ERR_NULL);

	count = 0;
	ck_assert_int_eq(hdc_variant_piece_types(e->name, types, (size_t)e->npieces, &count),
	                 HDC_OK);
	ck_assert_uint_eq(count, (size_t)e->npieces);
	for (int i = 0; i < e->npieces; i++)
		ck_assert_msg(types[i] == e->pieces[i].type, "%s: type %d is %d, want %d", e->name,
		              i, types[i], e->pieces[i].type);
	ck_assert_int_eq(types[e->npieces], -7);
	ck_assert_int_eq(types[0], HDC_PAWN);
}
END_TEST

START_TEST(piece_letters_and_names)
{
	const struct expected_variant *e = &expected[_i];
	for (int i = 0; i < e->npieces; i++) {
		check_string(letter_fn, e->name, e->pieces[i].type, e->pieces[i].letter);
		check_string(piece_name_fn, e->name, e->pieces[i].type, e->pieces[i].name);
	}

	/* Every other type value is HDC_ERR_RANGE, and nothing is written. */
	for (int32_t t = -40; t <= 70; t++) {
		int used = 0;
		for (int i = 0; i < e->npieces; i++)
			used |= e->pieces[i].type == t;
		if (used)
			continue;
		char buf[32] = "unchanged";
		size_t needed = 0;
		ck_assert_msg(hdc_variant_piece_letter(e->name, t, buf, sizeof buf, &needed) ==
		                      HDC_ERR_RANGE,
		              "%s: letter of type %d", e->name, t);
		ck_assert_msg(hdc_variant_piece_name(e->name, t, buf, sizeof buf, &needed) ==
		                      HDC_ERR_RANGE,
		              "%s: name of type %d", e->name, t);
		ck_assert_str_eq(buf, "unchanged");
	}
	char buf[32];
	ck_assert_int_eq(hdc_variant_piece_letter(e->name, INT32_MAX, buf, sizeof buf, NULL),
	                 HDC_ERR_RANGE);
	ck_assert_int_eq(hdc_variant_piece_name(e->name, INT32_MIN, buf, sizeof buf, NULL),
	                 HDC_ERR_RANGE);
}
END_TEST

/* The letters the API gives are the letters position text uses: a piece
 * of each type (white and black) written with the API's letter reads back
 * as that type; a letter of no type is refused. */
START_TEST(letters_work_in_position_text)
{
	const struct expected_variant *e = &expected[_i];
	const struct variant_info *vi = variant_info(e->name);
	char cells[512];
	for (int i = 0; i < e->npieces; i++) {
		int32_t type = e->pieces[i].type;
		if (type == HDC_KING || type == HDC_PAWN)
			continue;
		char letter[4];
		ck_assert_int_eq(hdc_variant_piece_letter(e->name, type, letter, sizeof letter, NULL),
		                 HDC_OK);
		for (int color = 0; color < 2; color++) {
			/* Kings in the corners of the first layer, the piece in the
			 * middle of the top layer, where it attacks neither king. */
			memset(cells, '.', sizeof cells);
			int n = vi->nx * vi->ny;
			cells[0] = 'K';
			cells[n - 1] = 'k';
			int at = (vi->nz - 1) * n + (vi->ny / 2) * vi->nx + vi->nx / 2;
			cells[at] = color ? (char)(letter[0] - 'A' + 'a') : letter[0];
			/* A piece that sees a king diagonally or straight (queen,
			 * rook-mace, ...) checks the king not to move: put the side
			 * to move so that the check is legal. */
			char text[TEXT_CAP];
			board_text(vi, cells, color ? "w - - 0 1" : "b - - 0 1", text, sizeof text);
			hdc_position *pos = make_text_pos(e->name, text);
			hdc_piece piece = 0;
			ck_assert_int_eq(hdc_position_piece_at(pos, at, &piece), HDC_OK);
			ck_assert_int_eq(hdc_piece_type(piece), type);
			ck_assert_int_eq(hdc_piece_color(piece), color);
			hdc_position_free(pos);
		}
	}
	/* The letters of the start position are all the variant's. */
	size_t count = 0;
	int32_t types[32];
	ck_assert_int_eq(hdc_variant_piece_types(e->name, types, 32, &count), HDC_OK);
	char letters[40] = "";
	for (size_t i = 0; i < count; i++) {
		char l[4];
		ck_assert_int_eq(hdc_variant_piece_letter(e->name, types[i], l, sizeof l, NULL),
		                 HDC_OK);
		strcat(letters, l);
	}
	ck_assert_str_eq(letters, vi->letters);
	for (const char *s = vi->start; *s && *s != ' '; s++)
		if ((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z'))
			ck_assert_msg(strchr(letters, *s >= 'a' ? *s - 'a' + 'A' : *s) != NULL,
			              "%s start text letter %c not listed", e->name, *s);
}
END_TEST

START_TEST(unknown_and_null_variant)
{
	char buf[64] = "unchanged";
	size_t needed = 0, count = 0;
	int32_t types[32], files = -1;
	for (int i = 0; i < NUNKNOWN; i++) {
		const char *name = unknown_names[i];
		/* Consistent with hdc_position_new. */
		hdc_position *pos = NULL;
		ck_assert_int_eq(hdc_position_new(name, &pos), HDC_ERR_UNKNOWN_VARIANT);
		ck_assert_int_eq(hdc_variant_title(name, buf, sizeof buf, &needed),
		                 HDC_ERR_UNKNOWN_VARIANT);
		ck_assert_int_eq(hdc_variant_dimensions(name, &files, NULL, NULL, NULL),
		                 HDC_ERR_UNKNOWN_VARIANT);
		ck_assert_int_eq(hdc_variant_piece_types(name, types, 32, &count),
		                 HDC_ERR_UNKNOWN_VARIANT);
		ck_assert_int_eq(hdc_variant_piece_letter(name, HDC_KING, buf, sizeof buf, &needed),
		                 HDC_ERR_UNKNOWN_VARIANT);
		ck_assert_int_eq(hdc_variant_piece_name(name, HDC_KING, buf, sizeof buf, &needed),
		                 HDC_ERR_UNKNOWN_VARIANT);
		/* An unknown variant wins over a type out of range. */
		ck_assert_int_eq(hdc_variant_piece_letter(name, 99, buf, sizeof buf, &needed),
		                 HDC_ERR_UNKNOWN_VARIANT);
	}
	ck_assert_str_eq(buf, "unchanged");
	ck_assert_int_eq(files, -1);

	ck_assert_int_eq(hdc_variant_title(NULL, buf, sizeof buf, &needed), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_variant_dimensions(NULL, &files, NULL, NULL, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_variant_piece_types(NULL, types, 32, &count), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_variant_piece_letter(NULL, HDC_KING, buf, sizeof buf, &needed),
	                 HDC_ERR_NULL);
	ck_assert_int_eq(hdc_variant_piece_name(NULL, HDC_KING, buf, sizeof buf, &needed),
	                 HDC_ERR_NULL);
	ck_assert_str_eq(buf, "unchanged");
	ck_assert_int_eq(files, -1);
	/* The status codes have names. */
	ck_assert_str_ne(hdc_status_string(HDC_ERR_UNKNOWN_VARIANT), "unknown status code");
}
END_TEST

int main(void)
{
	Suite *s = suite_create("variants-api");
	TCase *tc = tcase_create("listing");
	tcase_add_test(tc, count_and_names);
	tcase_add_test(tc, name_index_out_of_range);
	tcase_add_loop_test(tc, titles, 0, NVARIANTS);
	tcase_add_loop_test(tc, dimensions, 0, NVARIANTS);
	tcase_add_loop_test(tc, piece_types, 0, NVARIANTS);
	tcase_add_loop_test(tc, piece_letters_and_names, 0, NVARIANTS);
	/* Cubic boards only: the board_text() helper writes FEN layers;
	 * tests/cescacs covers the letters of the C'escacs position string. */
	tcase_add_loop_test(tc, letters_work_in_position_text, 0, NVARIANTS - 1);
	tcase_add_test(tc, unknown_and_null_variant);
	suite_add_tcase(s, tc);
	return run_suite(s);
}
