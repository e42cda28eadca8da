/*
 * test_svg.c - hdc_position_svg and hdc_piece_svg: the caller-buffer
 * contract, option errors with their statuses and offsets, same bytes for
 * the same input, every cell exactly once with its name, class and fill,
 * no transform anywhere, and hostile option text that never crashes.
 * (Well-formed XML is checked with Python's parser: tests/python/test_svg.py.)
 */
#include "check_fast.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <hdc.h>

static const char *const variants[] = { "hdc", "raumschach", "3d8l", "cescacs" };

/* A malloc'd picture, or NULL with *status set. */
static char *draw(const hdc_position *pos, const char *options, hdc_status *status)
{
	size_t needed = 0;
	hdc_status st = hdc_position_svg(pos, options, NULL, 0, &needed);
	*status = st;
	if (st != HDC_ERR_BUFFER_TOO_SMALL)
		return NULL;
	char *buf = malloc(needed);
	ck_assert_ptr_nonnull(buf);
	*status = hdc_position_svg(pos, options, buf, needed, &needed);
	ck_assert_int_eq(*status, HDC_OK);
	ck_assert_uint_eq(strlen(buf) + 1, needed);
	return buf;
}

static char *draw_ok(const hdc_position *pos, const char *options)
{
	hdc_status st;
	char *svg = draw(pos, options, &st);
	if (!svg)
		ck_abort_msg("options '%s': status %d (%s)", options ? options : "(null)", st,
		             hdc_last_error_message());
	return svg;
}

static size_t count(const char *text, const char *needle)
{
	size_t n = 0;
	for (const char *p = strstr(text, needle); p; p = strstr(p + 1, needle))
		n++;
	return n;
}

static hdc_position *start(const char *variant)
{
	hdc_position *pos;
	ck_assert_int_eq(hdc_position_new(variant, &pos), HDC_OK);
	return pos;
}

START_TEST(buffer_contract)
{
	hdc_position *pos = start(variants[_i]);
	size_t needed = 0, again = 0;
	ck_assert_int_eq(hdc_position_svg(pos, NULL, NULL, 0, &needed), HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_uint_gt(needed, 1000);
	char *buf = malloc(needed + 16);
	memset(buf, 'x', needed + 16);
	ck_assert_int_eq(hdc_position_svg(pos, NULL, buf, needed - 1, &again),
	                 HDC_ERR_BUFFER_TOO_SMALL);
	ck_assert_uint_eq(again, needed);
	for (size_t i = 0; i < needed + 16; i++)
		ck_assert_int_eq(buf[i], 'x'); /* nothing written */
	ck_assert_int_eq(hdc_position_svg(pos, NULL, buf, needed, &again), HDC_OK);
	ck_assert_uint_eq(strlen(buf) + 1, needed);
	ck_assert_int_eq(buf[needed], 'x');
	ck_assert_int_eq(hdc_position_svg(pos, "", buf, needed + 16, NULL), HDC_OK);
	ck_assert_int_eq(hdc_position_svg(pos, NULL, NULL, 5, &again), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_svg(NULL, NULL, buf, needed, &again), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_position_svg(pos, NULL, NULL, 0, NULL), HDC_ERR_BUFFER_TOO_SMALL);
	free(buf);
	hdc_position_free(pos);
}
END_TEST

static const char *const option_sets[] = {
	"",
	"layout=row",
	"layout=grid columns=3",
	"columns=8",
	"layout=stack",
	"layout=stack flipped=1 legend=1",
	"flipped=1 coordinates=0 labels=0",
	"legend=1 theme=blue size=900",
	"theme=green color.light=#FFFFFF color.dark=#000 size=16",
	"layout=row size=8192 coordinates=0",
	"lastmove=auto check=auto",
	"pieces=0 legend=1",
};

/* Every variant x option set: same bytes twice, every cell once (its
 * class, name and fill together), no transform. */
START_TEST(every_cell_once)
{
	hdc_position *pos = start(variants[_i]);
	int32_t ncells;
	ck_assert_int_eq(hdc_position_dimensions(pos, NULL, NULL, NULL, &ncells), HDC_OK);
	for (size_t k = 0; k < sizeof option_sets / sizeof option_sets[0]; k++) {
		char *a = draw_ok(pos, option_sets[k]), *b = draw_ok(pos, option_sets[k]);
		ck_assert_str_eq(a, b);
		ck_assert_ptr_null(strstr(a, "transform"));
		ck_assert_uint_eq(count(a, "class=\"cell "), (size_t)ncells);
		static const char root[] = "<svg xmlns=\"http://www.w3.org/2000/svg\" "
		                           "xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
		                           "version=\"1.1\" width=\"";
		ck_assert(strncmp(a, root, strlen(root)) == 0);
		ck_assert_str_eq(a + strlen(a) - 7, "</svg>\n");
		for (int32_t cell = 0; cell < ncells; cell++) {
			char name[32], pattern[64];
			ck_assert_int_eq(hdc_position_cell_name(pos, cell, name, sizeof name, NULL), HDC_OK);
			/* the display name has an en dash; data-cell the hyphen */
			char ascii[32];
			size_t n = 0;
			for (const char *p = name; *p; p++) {
				if ((unsigned char)p[0] == 0xE2 && (unsigned char)p[1] == 0x80 &&
				    (unsigned char)p[2] == 0x93) {
					ascii[n++] = '-';
					p += 2;
				} else {
					ascii[n++] = *p;
				}
			}
			ascii[n] = '\0';
			snprintf(pattern, sizeof pattern, " data-cell=\"%s\" fill=\"#", ascii);
			ck_assert_msg(count(a, pattern) == 1, "%s: cell %s", option_sets[k], ascii);
		}
		free(a);
		free(b);
	}
	hdc_position_free(pos);
}
END_TEST

START_TEST(marks)
{
	hdc_position *pos = start("hdc");
	char *svg = draw_ok(pos, "highlight=e4-IV:#123456 marked=a1-I lastmove=e2-IV,e3-IV "
	                         "arrow=e1-IV,e8-VIII arrow=a1-I,a1-I:#abcdef");
	ck_assert_uint_eq(count(svg, "data-cell=\"e4-IV\" fill=\"#123456\""), 1);
	ck_assert_uint_eq(count(svg, "class=\"cell dark marked\" data-cell=\"a1-I\""), 1);
	ck_assert_uint_eq(count(svg, " lastmove\""), 2);
	ck_assert_uint_eq(count(svg, "<g class=\"arrow\""), 2);
	ck_assert_uint_eq(count(svg, "stroke=\"#abcdef\""), 1);
	free(svg);

	/* select: the knight of b1-IV and exactly its legal targets */
	int32_t from;
	hdc_move moves[64];
	size_t n;
	ck_assert_int_eq(hdc_position_parse_cell(pos, "b1-IV", &from), HDC_OK);
	ck_assert_int_eq(hdc_position_legal_moves_from(pos, from, moves, 64, &n), HDC_OK);
	svg = draw_ok(pos, "select=b1-IV");
	ck_assert_uint_eq(count(svg, " target\""), n);
	ck_assert_uint_eq(count(svg, " selected\""), 1);
	free(svg);
	/* a black piece when white is to move: selected, no targets */
	svg = draw_ok(pos, "select=b8-IV");
	ck_assert_uint_eq(count(svg, " target\""), 0);
	ck_assert_uint_eq(count(svg, " selected\""), 1);
	free(svg);
	hdc_position_free(pos);

	/* check=auto finds the king in check, and nothing when there is none */
	hdc_position *mate;
	ck_assert_int_eq(hdc_position_from_text("hdc",
	                         "8/8/8/8/8/8/8/K7|8/8/8/8/2n5/8/1q6/8|8/8/8/8/8/8/8/8|"
	                         "8/8/8/8/8/8/8/8|8/8/8/8/8/8/7P/8|8/8/8/8/8/8/8/6R1|"
	                         "8/8/8/8/8/8/8/8|7k/8/8/8/8/8/8/8 w - - 0 1",
	                         &mate),
	                 HDC_OK);
	svg = draw_ok(mate, "check=auto");
	ck_assert_uint_eq(count(svg, " check\" data-cell=\"a1-I\""), 1);
	free(svg);
	hdc_position_free(mate);
	pos = start("cescacs");
	svg = draw_ok(pos, "check=auto lastmove=auto");
	ck_assert_uint_eq(count(svg, " check\""), 0);
	ck_assert_uint_eq(count(svg, " lastmove\""), 0);
	free(svg);
	hdc_position_free(pos);
}
END_TEST

static const struct {
	const char *options;
	hdc_status status;
	int64_t offset;
} bad_options[] = {
	{ "bogus=1", HDC_ERR_SYNTAX, 0 },
	{ "size=900 bogus=1", HDC_ERR_SYNTAX, 9 },
	{ "size", HDC_ERR_SYNTAX, 0 },
	{ "=", HDC_ERR_SYNTAX, 0 },
	{ "size=1", HDC_ERR_RANGE, 0 },
	{ "size=8193", HDC_ERR_RANGE, 0 },
	{ "size=99999999999999999999", HDC_ERR_SYNTAX, 0 },
	{ "size=-5", HDC_ERR_SYNTAX, 0 },
	{ "size=abc", HDC_ERR_SYNTAX, 0 },
	{ "layout=cube", HDC_ERR_SYNTAX, 0 },
	{ "columns=0", HDC_ERR_RANGE, 0 },
	{ "columns=9", HDC_ERR_RANGE, 0 },
	{ "columns=", HDC_ERR_SYNTAX, 0 },
	{ "flipped=2", HDC_ERR_SYNTAX, 0 },
	{ "pieces=none", HDC_ERR_SYNTAX, 0 },
	{ "  legend=yes highlight=z9-IX", HDC_ERR_SYNTAX, 13 },
	{ "highlight=e4-IV:#12345", HDC_ERR_SYNTAX, 0 },
	{ "highlight=e4-IV:red", HDC_ERR_SYNTAX, 0 },
	{ "arrow=a1-I", HDC_ERR_SYNTAX, 0 },
	{ "arrow=a1-I,", HDC_ERR_SYNTAX, 0 },
	{ "arrow=a1-I,b2-IX", HDC_ERR_SYNTAX, 0 },
	{ "lastmove=e2-IV", HDC_ERR_SYNTAX, 0 },
	{ "check=e9-IV", HDC_ERR_SYNTAX, 0 },
	{ "select=auto", HDC_ERR_SYNTAX, 0 },
	{ "marked=", HDC_ERR_SYNTAX, 0 },
	{ "theme=pink", HDC_ERR_SYNTAX, 0 },
	{ "color.foo=#000000", HDC_ERR_SYNTAX, 0 },
	{ "color.=#000000", HDC_ERR_SYNTAX, 0 },
	{ "color.light=#gggggg", HDC_ERR_SYNTAX, 0 },
	{ "Size=100", HDC_ERR_SYNTAX, 0 },
};

START_TEST(hostile_options)
{
	hdc_position *pos = start("hdc");
	char buf[64];
	size_t needed;
	for (size_t i = 0; i < sizeof bad_options / sizeof bad_options[0]; i++) {
		hdc_last_error_clear();
		hdc_status st = hdc_position_svg(pos, bad_options[i].options, buf, sizeof buf, &needed);
		ck_assert_msg(st == bad_options[i].status, "'%s': %d", bad_options[i].options, st);
		ck_assert_int_eq(hdc_last_error_status(), st);
		ck_assert_int_eq(hdc_last_error_offset(), bad_options[i].offset);
		ck_assert_ptr_nonnull(strstr(hdc_last_error_message(), "option '"));
	}
	/* at most HDC_SVG_MAX_ARROWS arrows */
	char many[4096] = "";
	for (int i = 0; i <= HDC_SVG_MAX_ARROWS; i++)
		strcat(many, "arrow=a1-I,b2-II ");
	ck_assert_int_eq(hdc_position_svg(pos, many, NULL, 0, &needed), HDC_ERR_RANGE);
	many[strlen(many) - strlen("arrow=a1-I,b2-II ")] = '\0';
	ck_assert_int_eq(hdc_position_svg(pos, many, NULL, 0, &needed), HDC_ERR_BUFFER_TOO_SMALL);
	/* a cell of another variant */
	hdc_position *r = start("raumschach");
	ck_assert_int_eq(hdc_position_svg(r, "highlight=e4-IV", NULL, 0, &needed), HDC_ERR_SYNTAX);
	ck_assert_int_eq(hdc_position_svg(r, "highlight=Cc3 layout=stack", NULL, 0, &needed),
	                 HDC_ERR_BUFFER_TOO_SMALL);
	hdc_position_free(r);
	hdc_position_free(pos);
}
END_TEST

/* Random bytes and shuffled fragments of valid items: a status, never a
 * crash, and a good picture whenever the status is OK. */
START_TEST(random_options)
{
	static const char *const pieces[] = {
		"size=", "layout=", "stack", "row", "grid", "arrow=", "a1-I", ",", ":", "#ff00ff",
		"highlight=", "e4-IV", " ", "=", "color.", "light", "theme=", "blue", "check=",
		"auto", "select=", "9", "0", "-", "\xE2\x80\x93", "\xff", "columns=", "legend=1",
	};
	hdc_position *pos = start("hdc");
	uint64_t state = 12345;
	int rounds = getenv("HDC_TEST_SHORT") ? 150 : 2000;
	for (int round = 0; round < rounds; round++) {
		char text[256];
		size_t len = 0;
		int n = 1 + (int)(state % 8);
		for (int k = 0; k < n; k++) {
			state = state * 6364136223846793005ULL + 1442695040888963407ULL;
			const char *p = pieces[(state >> 33) % (sizeof pieces / sizeof pieces[0])];
			if ((state >> 20) % 7 == 0) {
				text[len++] = (char)(1 + (state >> 40) % 255);
			} else if (len + strlen(p) < sizeof text - 2) {
				memcpy(text + len, p, strlen(p));
				len += strlen(p);
			}
		}
		text[len] = '\0';
		size_t needed = 0;
		hdc_status st = hdc_position_svg(pos, text, NULL, 0, &needed);
		ck_assert_msg(st == HDC_ERR_BUFFER_TOO_SMALL || st == HDC_ERR_SYNTAX ||
		                      st == HDC_ERR_RANGE,
		              "'%s': %d", text, st);
		if (st == HDC_ERR_BUFFER_TOO_SMALL) {
			char *svg = malloc(needed);
			ck_assert_int_eq(hdc_position_svg(pos, text, svg, needed, NULL), HDC_OK);
			ck_assert_uint_eq(strlen(svg) + 1, needed);
			free(svg);
		}
	}
	hdc_position_free(pos);
}
END_TEST

START_TEST(pieces)
{
	size_t needed;
	for (int32_t colour = 0; colour < 2; colour++)
		for (int32_t type = HDC_PAWN; type <= HDC_ELEPHANT; type++) {
			hdc_piece p = hdc_piece_make(type, colour);
			ck_assert_int_eq(hdc_piece_svg(p, NULL, NULL, 0, &needed), HDC_ERR_BUFFER_TOO_SMALL);
			char *buf = malloc(needed);
			ck_assert_int_eq(hdc_piece_svg(p, NULL, buf, needed - 1, NULL),
			                 HDC_ERR_BUFFER_TOO_SMALL);
			ck_assert_int_eq(hdc_piece_svg(p, NULL, buf, needed, NULL), HDC_OK);
			ck_assert_ptr_nonnull(strstr(buf, colour ? "class=\"piece black " : "class=\"piece white "));
			ck_assert_ptr_null(strstr(buf, "transform"));
			free(buf);
		}
	static const hdc_piece bad[] = { 0, -1, 17, 31, 32, 64, 65, 100000 };
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
		ck_assert_int_eq(hdc_piece_svg(bad[i], NULL, NULL, 0, &needed), HDC_ERR_RANGE);
	ck_assert_int_eq(hdc_piece_svg(HDC_KNIGHT, "size=8", NULL, 0, &needed), HDC_ERR_RANGE);
	ck_assert_int_eq(hdc_piece_svg(HDC_KNIGHT, "size=99999999999", NULL, 0, &needed),
	                 HDC_ERR_RANGE);
	ck_assert_int_eq(hdc_piece_svg(HDC_KNIGHT, "layout=row", NULL, 0, &needed), HDC_ERR_SYNTAX);
	ck_assert_int_eq(hdc_piece_svg(HDC_KNIGHT, "size=40x", NULL, 0, &needed), HDC_ERR_SYNTAX);
}
END_TEST

/* size= sets the longer side exactly. */
START_TEST(sizes)
{
	hdc_position *pos = start(variants[_i]);
	static const char *const layouts[] = { "grid", "row", "stack" };
	for (int l = 0; l < 3; l++) {
		char options[64];
		snprintf(options, sizeof options, "size=500 layout=%s", layouts[l]);
		char *svg = draw_ok(pos, options);
		int w = 0, h = 0;
		ck_assert_int_eq(sscanf(strstr(svg, "width=\""), "width=\"%d\" height=\"%d\"", &w, &h), 2);
		ck_assert_int_eq(w > h ? w : h, 500);
		free(svg);
	}
	hdc_position_free(pos);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("svg");
	TCase *tc = tcase_create("svg");
	tcase_set_timeout(tc, 300);
	tcase_add_loop_test(tc, buffer_contract, 0, 4);
	tcase_add_loop_test(tc, every_cell_once, 0, 4);
	tcase_add_test(tc, marks);
	tcase_add_test(tc, hostile_options);
	tcase_add_test(tc, random_options);
	tcase_add_test(tc, pieces);
	tcase_add_loop_test(tc, sizes, 0, 4);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
