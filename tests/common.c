/* common.c - helpers shared by the Check suites (see common.h). */
#include "common.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

static const struct variant_info variants[] = {
	{ "hdc", 8, 8, 8, 0, "PKQDRBN",
	  "4r3/pppppppp/8/8/8/8/PPPPPPPP/4R3|4n3/pppppppp/8/8/8/8/PPPPPPPP/4N3|"
	  "4b3/pppppppp/8/8/8/8/PPPPPPPP/4B3|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|"
	  "4d3/pppppppp/8/8/8/8/PPPPPPPP/4D3|4b3/pppppppp/8/8/8/8/PPPPPPPP/4B3|"
	  "4n3/pppppppp/8/8/8/8/PPPPPPPP/4N3|4r3/pppppppp/8/8/8/8/PPPPPPPP/4R3 w KQLUkqlu - 0 1" },
	{ "raumschach", 5, 5, 5, 1, "PKQRBNU",
	  "5/5/5/PPPPP/RNKNR|5/5/5/PPPPP/BUQBU|5/5/5/5/5|ubqub/ppppp/5/5/5|rnknr/ppppp/5/5/5 "
	  "w - - 0 1" },
	{ "3d8l", 8, 8, 8, 0, "PKQRBMDTVNEGA",
	  "rnbqdbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQDBNR|rebqtber/pppppppp/8/8/8/8/PPPPPPPP/REBQTBER|"
	  "rgbqvbgr/pppppppp/8/8/8/8/PPPPPPPP/RGBQVBGR|rnmqamnr/pppppppp/8/8/8/8/PPPPPPPP/RNMQAMNR|"
	  "rnmqkmnr/pppppppp/8/8/8/8/PPPPPPPP/RNMQKMNR|rgbqvbgr/pppppppp/8/8/8/8/PPPPPPPP/RGBQVBGR|"
	  "rebqtber/pppppppp/8/8/8/8/PPPPPPPP/REBQTBER|rnbqdbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQDBNR "
	  "w - - 0 1" },
	{ "cescacs", 15, 29, 1, 0, "PKDVRGNJE",
	  "/28:v/27:dk/26:gjg/25:rnnr/24:pejep/23:ppeepp/22:2pjp2/21:3pp3/20:3p3/8:3P3/"
	  "7:3PP3/6:2PJP2/5:PPEEPP/4:PEJEP/3:RNNR/2:GJG/1:DK/0:V/ w RKRrkr - 0 1" },
};

static const char *const roman[] = { "I", "II", "III", "IV", "V", "VI", "VII", "VIII" };

const struct variant_info *variant_info(const char *name)
{
	for (size_t i = 0; i < sizeof variants / sizeof variants[0]; i++)
		if (strcmp(variants[i].name, name) == 0)
			return &variants[i];
	ck_abort_msg("test helper: no variant '%s'", name);
	return NULL;
}

size_t read_cell(const struct variant_info *vi, const char *s, int *x, int *y, int *z)
{
	if (vi->level_first) {
		if (s[0] < 'A' || s[0] >= 'A' + vi->nz || s[1] < 'a' || s[1] >= 'a' + vi->nx ||
		    s[2] < '1' || s[2] >= '1' + vi->ny)
			return 0;
		*z = s[0] - 'A';
		*x = s[1] - 'a';
		*y = s[2] - '1';
		return 3;
	}
	if (s[0] < 'a' || s[0] >= 'a' + vi->nx || s[1] < '1' || s[1] >= '1' + vi->ny)
		return 0;
	size_t n = 2;
	if (s[n] == '-')
		n++;
	/* Longest matching numeral first: "VIII" before "VII" before "VI". */
	for (int len = 4; len >= 1; len--)
		for (int r = 0; r < vi->nz; r++)
			if (strlen(roman[r]) == (size_t)len && strncmp(s + n, roman[r], (size_t)len) == 0) {
				*x = s[0] - 'a';
				*y = s[1] - '1';
				*z = r;
				return n + (size_t)len;
			}
	return 0;
}

size_t write_cell(const struct variant_info *vi, int x, int y, int z, char *out)
{
	if (vi->level_first)
		return (size_t)sprintf(out, "%c%c%c", 'A' + z, 'a' + x, '1' + y);
	return (size_t)sprintf(out, "%c%c%s", 'a' + x, '1' + y, roman[z]);
}

void board_text(const struct variant_info *vi, const char *cells, const char *fields,
                char *out, size_t cap)
{
	size_t n = 0;
	char tmp[TEXT_CAP];
	for (int z = 0; z < vi->nz; z++) {
		if (z)
			tmp[n++] = '|';
		for (int y = vi->ny - 1; y >= 0; y--) {
			if (y < vi->ny - 1)
				tmp[n++] = '/';
			int run = 0;
			for (int x = 0; x < vi->nx; x++) {
				char c = cells[x + vi->nx * (y + vi->ny * z)];
				if (c == '.') {
					run++;
					continue;
				}
				if (run)
					tmp[n++] = (char)('0' + run);
				run = 0;
				tmp[n++] = c;
			}
			if (run)
				tmp[n++] = (char)('0' + run);
		}
	}
	tmp[n] = '\0';
	int w = snprintf(out, cap, "%s %s", tmp, fields);
	ck_assert_msg(w > 0 && (size_t)w < cap, "test helper: position text too long");
}

void pieces_text(const char *variant, const char *pieces, const char *fields, char *out,
                 size_t cap)
{
	const struct variant_info *vi = variant_info(variant);
	char cells[512];
	int ncells = vi->nx * vi->ny * vi->nz;
	memset(cells, '.', (size_t)ncells);
	const char *s = pieces;
	while (*s) {
		if (*s == ' ') {
			s++;
			continue;
		}
		char letter = *s++;
		ck_assert_msg(strchr(vi->letters, toupper((unsigned char)letter)) != NULL,
		              "test helper: letter '%c' is no piece of %s", letter, variant);
		int x, y, z;
		size_t n = read_cell(vi, s, &x, &y, &z);
		ck_assert_msg(n > 0, "test helper: bad cell in piece list at \"%s\"", s);
		int i = x + vi->nx * (y + vi->ny * z);
		ck_assert_msg(cells[i] == '.', "test helper: two pieces on one cell at \"%s\"", s);
		cells[i] = letter;
		s += n;
		ck_assert_msg(*s == ' ' || *s == '\0', "test helper: junk in piece list at \"%s\"",
		              s);
	}
	board_text(vi, cells, fields, out, cap);
}

hdc_position *make_text_pos(const char *variant, const char *text)
{
	hdc_position *pos = NULL;
	ck_assert_int_eq(hdc_position_new(variant, &pos), HDC_OK);
	hdc_status st = hdc_position_set_text(pos, text);
	ck_assert_msg(st == HDC_OK, "the library refuses a position (%s at offset %lld: %s):\n%s",
	              hdc_status_string(st), (long long)hdc_position_error_offset(pos),
	              hdc_position_error_message(pos), text);
	return pos;
}

hdc_position *make_pos(const char *variant, const char *pieces, const char *fields)
{
	char text[TEXT_CAP];
	pieces_text(variant, pieces, fields, text, sizeof text);
	return make_text_pos(variant, text);
}

void get_text(const hdc_position *pos, char *buf, size_t cap)
{
	size_t needed = 0;
	hdc_status st = hdc_position_text(pos, buf, cap, &needed);
	ck_assert_msg(st == HDC_OK, "hdc_position_text: %s", hdc_status_string(st));
	ck_assert_uint_eq(needed, strlen(buf) + 1);
}

uint64_t get_key(const hdc_position *pos)
{
	uint64_t key = 0;
	ck_assert_int_eq(hdc_position_key(pos, &key), HDC_OK);
	return key;
}

static const struct variant_info *info_of(const hdc_position *pos)
{
	char name[32];
	size_t needed;
	ck_assert_int_eq(hdc_position_variant(pos, name, sizeof name, &needed), HDC_OK);
	return variant_info(name);
}

int32_t cell_index(const hdc_position *pos, const char *name)
{
	const struct variant_info *vi = info_of(pos);
	int x, y, z;
	size_t n = read_cell(vi, name, &x, &y, &z);
	ck_assert_msg(n > 0 && name[n] == '\0', "test helper: bad cell name \"%s\"", name);
	int32_t cell = -1;
	ck_assert_int_eq(hdc_position_cell_at(pos, x, y, z, &cell), HDC_OK);
	return cell;
}

static int compare_strings(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Joins sorted strings with single spaces. */
static void join(char **items, size_t n, char *out, size_t cap)
{
	qsort(items, n, sizeof *items, compare_strings);
	size_t len = 0;
	out[0] = '\0';
	for (size_t i = 0; i < n; i++) {
		size_t l = strlen(items[i]);
		ck_assert_msg(len + l + 2 < cap, "test helper: list too long");
		if (i)
			out[len++] = ' ';
		memcpy(out + len, items[i], l + 1);
		len += l;
	}
}

void sort_tokens(const char *in, char *out, size_t cap)
{
	static char copy[LIST_CAP];
	static char *items[HDC_MAX_MOVES];
	size_t n = 0;
	ck_assert(strlen(in) < sizeof copy);
	strcpy(copy, in);
	for (char *t = strtok(copy, " \n"); t; t = strtok(NULL, " \n")) {
		ck_assert(n < HDC_MAX_MOVES);
		items[n++] = t;
	}
	join(items, n, out, cap);
}

void moves_text(const hdc_position *pos, const char *from, char *out, size_t cap)
{
	static hdc_move moves[HDC_MAX_MOVES];
	static char names[HDC_MAX_MOVES][24];
	static char *items[HDC_MAX_MOVES];
	size_t count = 0;
	if (from)
		ck_assert_int_eq(hdc_position_legal_moves_from(pos, cell_index(pos, from), moves,
		                                               HDC_MAX_MOVES, &count),
		                 HDC_OK);
	else
		ck_assert_int_eq(hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &count), HDC_OK);
	for (size_t i = 0; i < count; i++) {
		size_t needed = 0;
		ck_assert_int_eq(hdc_position_move_coord(pos, moves[i], names[i], sizeof names[i],
		                                         &needed),
		                 HDC_OK);
		items[i] = names[i];
	}
	join(items, count, out, cap);
	for (size_t i = 1; i < count; i++)
		ck_assert_msg(strcmp(items[i - 1], items[i]) != 0, "move %s is listed twice",
		              items[i]);
}

const char *cell_label(const char *cell)
{
	return cell ? cell : "(all)";
}

int lookup_move(const hdc_position *pos, const char *coord, hdc_move *move)
{
	static hdc_move moves[HDC_MAX_MOVES];
	size_t count = 0;
	ck_assert_int_eq(hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &count), HDC_OK);
	for (size_t i = 0; i < count; i++) {
		char name[24];
		size_t needed;
		ck_assert_int_eq(hdc_position_move_coord(pos, moves[i], name, sizeof name, &needed),
		                 HDC_OK);
		if (strcmp(name, coord) == 0) {
			*move = moves[i];
			return 1;
		}
	}
	return 0;
}

hdc_move find_move(const hdc_position *pos, const char *coord)
{
	hdc_move move;
	if (lookup_move(pos, coord, &move))
		return move;
	char text[TEXT_CAP];
	get_text(pos, text, sizeof text);
	ck_abort_msg("%s is not among the legal moves of\n%s", coord, text);
	return 0;
}

void play(hdc_position *pos, const char *coord)
{
	hdc_move m = find_move(pos, coord);
	hdc_status st = hdc_position_play(pos, m);
	ck_assert_msg(st == HDC_OK, "playing %s: %s", coord, hdc_status_string(st));
}

const char *data_dir(void)
{
	const char *dir = getenv("HDC_TEST_DATA");
	return dir && *dir ? dir : "data";
}

static int bad_line(const char *path, int line, const char *why)
{
	fprintf(stderr, "%s:%d: %s\n", path, line, why);
	return -1;
}

int load_perft_file(const char *file, struct perft_entry **out)
{
	char path[4096];
	snprintf(path, sizeof path, "%s/%s", data_dir(), file);
	*out = NULL;
	FILE *f = fopen(path, "r");
	if (!f) {
		fprintf(stderr, "%s: cannot open: %s (is HDC_TEST_DATA set?)\n", path,
		        strerror(errno));
		return -1;
	}
	struct perft_entry *list = NULL;
	int n = 0, lineno = 0, status = 0;
	char line[8192];
	while (fgets(line, sizeof line, f)) {
		lineno++;
		size_t len = strlen(line);
		if (len && line[len - 1] != '\n' && !feof(f)) {
			status = bad_line(path, lineno, "line too long");
			break;
		}
		while (len && (line[len - 1] == '\n' || line[len - 1] == '\r'))
			line[--len] = '\0';
		if (len == 0 || line[0] == '#')
			continue;
		struct perft_entry *grown = realloc(list, (size_t)(n + 1) * sizeof *list);
		if (!grown) {
			status = bad_line(path, lineno, "out of memory");
			break;
		}
		list = grown;
		struct perft_entry *e = &list[n];
		memset(e, 0, sizeof *e);
		char *name = strtok(line, ";");
		char *text = strtok(NULL, ";");
		if (!name || !text || strlen(name) >= sizeof e->name ||
		    strlen(text) >= sizeof e->text) {
			status = bad_line(path, lineno, "expected name;position;D1 n;...");
			break;
		}
		strcpy(e->name, name);
		strcpy(e->text, text);
		for (char *f2 = strtok(NULL, ";"); f2; f2 = strtok(NULL, ";")) {
			int depth;
			unsigned long long nodes;
			char extra;
			if (e->ndepths == 16 ||
			    sscanf(f2, "D%d %llu%c", &depth, &nodes, &extra) != 2 || depth < 1) {
				status = bad_line(path, lineno, "bad depth field (want \"D<d> <nodes>\")");
				break;
			}
			e->depth[e->ndepths] = depth;
			e->nodes[e->ndepths] = (uint64_t)nodes;
			e->ndepths++;
		}
		if (status)
			break;
		if (e->ndepths == 0) {
			status = bad_line(path, lineno, "no depth given");
			break;
		}
		n++;
	}
	fclose(f);
	if (!status && n == 0) {
		fprintf(stderr, "%s: no positions in the file\n", path);
		status = -1;
	}
	if (status) {
		free(list);
		return -1;
	}
	*out = list;
	return n;
}

int run_suite(Suite *suite)
{
	/* The built-in variants' tables are built on first use; built here,
	 * before Check forks a process per test, they are built once rather
	 * than in every test's process (about 20 ms a test natively: the 246
	 * tests of notation-san took 6.5 s, now 1.1 s). */
	(void)hdc_variant_count();
	SRunner *sr = srunner_create(suite);
	srunner_run_all(sr, CK_NORMAL);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
