/*
 * test_variant_text.c - the HVD format (docs/VARIANTS.md) against the
 * built-in tables: each built-in's .hvd file, and the text the writer
 * prints for it, load into tables equal to the built-in's, field by field,
 * with the same perft numbers on the positions of its perft table.  The
 * walker's per-cell move lists (pawn captures, steps and leaps) against
 * the geometry.  Then the loader's refusals: each impossible description
 * names its line and what is wrong.  White-box: it links the library's
 * internals.
 *
 * Environment: HDC_TEST_DATA (perft tables), HDC_VARIANT_DIR (the .hvd
 * files).
 */
#include "check_fast.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "make.h"
#include "position.h"
#include "postext.h"
#include "variant_text.h"

static const char *const builtins[] = { "hdc", "raumschach", "3d8l", "cescacs" };
#define NBUILTINS 4

static char *read_file(const char *dir_env, const char *name)
{
	char path[4096];
	const char *dir = getenv(dir_env);
	snprintf(path, sizeof path, "%s/%s", dir ? dir : ".", name);
	FILE *f = fopen(path, "rb");
	ck_assert_msg(f != NULL, "cannot open %s", path);
	static char buf[1 << 20];
	size_t n = fread(buf, 1, sizeof buf - 1, f);
	fclose(f);
	buf[n] = 0;
	char *copy = malloc(n + 1);
	memcpy(copy, buf, n + 1);
	return copy;
}

/* The first field of struct variant where a and b differ, or NULL. */
#define SAME(field) \
	if (memcmp(&a->field, &b->field, sizeof a->field) != 0) \
		return #field
#define SAME_CELLS(field, n) \
	if (memcmp(a->field, b->field, (n) * sizeof *a->field) != 0) \
		return #field
static const char *differ(const struct variant *a, const struct variant *b)
{
	const struct variant_def *da = a->def, *db = b->def;
	if (strcmp(da->name, db->name) || strcmp(da->title, db->title) ||
	    strcmp(da->record_name, db->record_name) || strcmp(da->start, db->start))
		return "names or start";
	if (da->naming != db->naming || da->text_style != db->text_style ||
	    da->notation_style != db->notation_style || da->scoring != db->scoring ||
	    da->material != db->material || da->shape != db->shape)
		return "styles";
	const struct pawn_def *pa = da->pawn, *pb = db->pawn;
	if (pa->en_passant != pb->en_passant || pa->scornful != pb->scornful ||
	    pa->from_pool != pb->from_pool || pa->colour_bound != pb->colour_bound ||
	    pa->npromotion != pb->npromotion ||
	    memcmp(pa->promotion, pb->promotion, sizeof pa->promotion))
		return "pawn rules";
	if (da->ncastlings != db->ncastlings)
		return "castlings";
	for (int i = 0; i < da->ncastlings; i++)
		if (strcmp(da->castlings[i].san, db->castlings[i].san) ||
		    da->castlings[i].letter != db->castlings[i].letter)
			return "castling names";
	if (a->geo.shape != b->geo.shape || a->geo.ncells != b->geo.ncells ||
	    a->geo.ndirs != b->geo.ndirs || a->geo.nx != b->geo.nx || a->geo.ny != b->geo.ny ||
	    a->geo.nz != b->geo.nz)
		return "geometry";
	SAME(letter);
	for (int t = 0; t < MAX_TYPES; t++)
		if ((a->type_name[t] == NULL) != (b->type_name[t] == NULL) ||
		    (a->type_name[t] && strcmp(a->type_name[t], b->type_name[t])))
			return "type_name";
	SAME(types);
	SAME(slides);
	SAME(steps);
	SAME(ngeneral);
	SAME(general);
	SAME(reach);
	SAME(range);
	SAME(attack_far);
	SAME(attack_near);
	SAME(npush);
	SAME(ncapture);
	SAME(push_dir);
	SAME(capture_dir);
	SAME(captures);
	size_t n = (size_t)a->geo.ncells;
	for (int s = 0; s < 2; s++) {
		SAME_CELLS(push_steps[s], n);
		SAME_CELLS(promotes[s], n);
		SAME_CELLS(push_promotes[s], n);
		SAME_CELLS(pawn_forbidden[s], n);
		SAME_CELLS(pawn_from[s], n * (a->ncapture ? a->ncapture : 1));
		SAME_CELLS(pawn_to[s], n * (a->ncapture ? a->ncapture : 1));
		for (int t = 0; t < MAX_TYPES; t++) {
			if (a->nstep_to[s][t] != b->nstep_to[s][t] ||
			    (a->step_to[s][t] == NULL) != (b->step_to[s][t] == NULL))
				return "step_to";
			if (a->step_to[s][t] && memcmp(a->step_to[s][t], b->step_to[s][t],
			                               n * a->nstep_to[s][t] * sizeof(uint16_t)))
				return "step_to";
		}
	}
	SAME(king_right);
	SAME(leap_n);
	SAME(leap_dir);
	SAME(ncastlings);
	SAME(castling);
	SAME_CELLS(castle_keep, n);
	SAME(start_count);
	SAME(start_total);
	return NULL;
}

static struct variant *load(const char *text)
{
	struct variant *v = NULL;
	struct hvd_error err;
	hdc_status st = variant_text_load(text, strlen(text), &v, &err);
	ck_assert_msg(st == HDC_OK, "refused: line %d, column %d: %s", err.line, err.column,
	              err.message);
	return v;
}

static char *write_def(const struct variant_def *def)
{
	size_t needed = 0;
	ck_assert_int_eq(variant_text_write(def, NULL, 0, &needed), HDC_ERR_BUFFER_TOO_SMALL);
	char *buf = malloc(needed);
	ck_assert_int_eq(variant_text_write(def, buf, needed, &needed), HDC_OK);
	ck_assert_uint_eq(strlen(buf) + 1, needed);
	return buf;
}

/* perft of v and w agree on every position of the variant's perft table,
 * to depth 2 (3 for the small boards): cheap, and every rule is in it. */
static void same_perft(const struct variant *v, const struct variant *w, const char *name)
{
	char file[64];
	snprintf(file, sizeof file, "perft-%s.txt", name);
	char *table = read_file("HDC_TEST_DATA", file);
	struct hdc_position *p = cellset_calloc(sizeof *p), *q = cellset_calloc(sizeof *q);
	int positions = 0;
	for (char *line = strtok(table, "\n"); line; line = strtok(NULL, "\n")) {
		if (line[0] == '#' || !strchr(line, ';'))
			continue;
		char *text = strchr(line, ';') + 1;
		*strchr(text, ';') = 0;
		struct text_error err;
		position_clear(p, v);
		position_clear(q, w);
		ck_assert_int_eq(postext_parse(p, v, text, &err), HDC_OK);
		ck_assert_int_eq(postext_parse(q, w, text, &err), HDC_OK);
		int depth = v->geo.ncells <= 125 ? 3 : 2;
		ck_assert_uint_eq(perft(p, depth), perft(q, depth));
		positions++;
	}
	ck_assert_int_gt(positions, 0);
	free(p->history);
	free(q->history);
	free(p);
	free(q);
	free(table);
}

/* The .hvd file of each built-in gives the built-in's tables. */
START_TEST(file_gives_builtin)
{
	const struct variant *builtin;
	ck_assert_int_eq(variant_lookup(builtins[_i], &builtin), HDC_OK);
	char file[64];
	snprintf(file, sizeof file, "%s.hvd", builtins[_i]);
	char *text = read_file("HDC_VARIANT_DIR", file);
	struct variant *v = load(text);
	const char *field = differ(v, builtin);
	ck_assert_msg(field == NULL, "%s: %s differs", builtins[_i], field);
	variant_destroy(v);
	free(text);
}
END_TEST

/* What the writer prints loads back into the same tables and perft. */
START_TEST(written_text_round_trips)
{
	const struct variant *builtin;
	ck_assert_int_eq(variant_lookup(builtins[_i], &builtin), HDC_OK);
	char *text = write_def(builtin->def);
	struct variant *v = load(text);
	const char *field = differ(v, builtin);
	ck_assert_msg(field == NULL, "%s: %s differs after writing:\n%s", builtins[_i], field,
	              text);
	/* Writing is canonical: the loaded def prints the same text. */
	char *again = write_def(v->def);
	ck_assert_str_eq(again, text);
	same_perft(builtin, v, builtins[_i]);
	free(again);
	free(text);
	variant_destroy(v);
}
END_TEST

/* A cell's target list (the walker's moves of an unpinned man): the
 * cells a step along each direction of dirs reaches, in the order of
 * the directions' indices, those on the board, then CELL_NONE to n. */
static void check_targets(const struct variant *v, const struct dirset *dirs,
                          const uint16_t *list, unsigned n, const char *what)
{
	const struct geometry *g = &v->geo;
	for (unsigned c = 0; c < (unsigned)g->ncells; c++) {
		const uint16_t *to = list + (size_t)c * n;
		unsigned k = 0;
		for (unsigned d = 0; d < (unsigned)g->ndirs; d++) {
			if (!dirset_has(dirs, d))
				continue;
			unsigned q = geometry_step(g, c, d);
			if (q == CELL_NONE)
				continue;
			ck_assert_msg(k < n && to[k] == q, "%s, cell %u: target %u is %u, not %u",
			              what, c, k, k < n ? to[k] : CELL_NONE, q);
			k++;
		}
		for (; k < n; k++)
			ck_assert_msg(to[k] == CELL_NONE, "%s, cell %u: entry %u set", what, c, k);
	}
}

/* pawn_to and step_to against the geometry, for every side and type. */
static void check_move_targets(const struct variant *v, const char *name)
{
	char what[96];
	for (int side = 0; side < 2; side++) {
		snprintf(what, sizeof what, "%s: side %d's pawn captures", name, side);
		check_targets(v, &v->captures[side], v->pawn_to[side], v->ncapture, what);
		for (unsigned t = 0; t < MAX_TYPES; t++) {
			const struct dirset *dirs = &v->steps[side][t];
			int steps = dirs->w[0] || dirs->w[1];
			if (t == HDC_KING || !steps) {
				ck_assert_msg(v->step_to[side][t] == NULL, "%s: type %u has a list",
				              name, t);
				continue;
			}
			ck_assert_msg(v->step_to[side][t] != NULL, "%s: type %u has no list", name, t);
			snprintf(what, sizeof what, "%s: side %d's type %u", name, side, t);
			check_targets(v, dirs, v->step_to[side][t], v->nstep_to[side][t], what);
		}
	}
}

START_TEST(move_targets_follow_geometry)
{
	const struct variant *builtin;
	ck_assert_int_eq(variant_lookup(builtins[_i], &builtin), HDC_OK);
	check_move_targets(builtin, builtins[_i]);
}
END_TEST

/* A small game of docs/VARIANTS.md's example. */
static const char *const tiny =
	"[variant]\nname = tiny\n[board]\nsize = 4x4x4\n"
	"[piece pawn]\nletter = P\n"
	"[piece king]\nletter = K\nroyal = yes\nmove = face\nmove = edge\nmove = vertex\n"
	"[piece rook]\nletter = R\nmove = face slide\n"
	"[pawn]\npush = (0,1,0)\ncapture = (-1,1,0) (1,1,0)\nhome-rank = 1\n"
	"promotion-zone = last-rank\npromotion = R\n"
	"[start]\nposition = 4/4/PPPP/1KR1|4/4/4/4|4/4/4/4|1kr1/pppp/4/4 w - - 0 1\n";

START_TEST(tiny_game_plays)
{
	struct variant *v = load(tiny);
	struct hdc_position *p = cellset_calloc(sizeof *p);
	struct text_error err;
	position_clear(p, v);
	ck_assert_int_eq(postext_parse(p, v, v->def->start, &err), HDC_OK);
	/* K: 5 cells of its layer and 6 above it, but not its own rook's and
	 * pawns' cells: b1 a1 a2? counted by hand is fragile; perft must only be
	 * positive and the same after a write/read round trip. */
	uint64_t n = perft(p, 3);
	ck_assert_uint_gt(n, 0);
	check_move_targets(v, "tiny");
	char *text = write_def(v->def);
	struct variant *w = load(text);
	ck_assert_ptr_null(differ(v, w));
	free(text);
	variant_destroy(w);
	free(p->history);
	free(p);
	variant_destroy(v);
}
END_TEST

/* Each bad description: what to change in `tiny`, and the line and words
 * the error must name. */
static const struct bad {
	const char *from, *to;
	int line;
	const char *words;
} bad[] = {
	{ "[piece king]\nletter = K\nroyal = yes\nmove = face\nmove = edge\nmove = vertex\n", "",
	  1, "no royal piece" },
	{ "royal = yes\n", "", 7, "must say 'royal = yes'" },
	{ "size = 4x4x4", "size = 17x4x4", 3, "files are 1..16" },
	{ "size = 4x4x4", "size = 4*4", 4, "expected 'x'" },
	{ "promotion = R", "promotion = Q", 21, "no piece has that letter" },
	{ "promotion = R", "promotion = K", 21, "cannot promote to the king" },
	{ "[piece king]\nletter = K", "[piece king]\nletter = P", 7, "letter of 'pawn'" },
	{ "move = face slide", "move = (3,1,0)", 13, "no vector of this board" },
	{ "move = face slide", "move = hex-knight", 13, "not an atom of this board" },
	{ "move = face\n", "move = face slide\n", 7, "the king only steps" },
	{ "1kr1/pppp", "1kz1/pppp", 22, "no piece has that letter" },
	{ "[board]", "[bored]", 3, "unknown section" },
	{ "name = tiny", "name = tiny\nname = tiny", 3, "given twice" },
	{ "letter = P", "letter = p", 6, "upper-case letter" },
	{ "letter = P", "colour = P", 6, "unknown key" },
	{ "[pawn]\npush = (0,1,0)", "[pawn]\npush = (0,1,0", 17, "')' after three" },
	{ "[start]", "[start", 22, "expected ']'" },
	{ "[piece rook]", "[piece rook]\nroyal = yes", 13, "second royal piece" },
	/* A name that is no type makes a piece of the variant's own; a type
	 * must be one of the library's. */
	{ "[piece rook]", "[piece rook]\ntype = castle", 14, "expected a piece type" },
	{ "home-rank = 1\n", "", 16, "one of 'home-rank' and 'home'" },
	{ "[pawn]", "[pawn]\nsteps = 7", 17, "in 1..2" },
	{ "move = face slide", "move = face slide range 3", 15, "given already" },
	{ "[start]", "[castling O-O]\nking = (1,0,0) -> (3,0,0)\n[start]", 22, "needs 'king' and 'rook'" },
	{ "[start]", "[castling O-O]\nking = (1,0,0) -> (4,0,0)\nrook = (2,0,0) -> (1,0,0)\n[start]",
	  22, "a cell off the board" },
	/* Castling onto a man would remove it, and no undo could bring it
	 * back (found by fuzz_variant's walk: the lists and counts went apart);
	 * so would a piece that stays or a king that swaps with its rook. */
	{ "[start]", "[castling O-O]\nking = (1,0,0) -> (3,0,0)\nrook = (2,0,0) -> (1,0,0)\n[start]",
	  22, "the king lands on (3,0,0), which must be one of its 'empty' cells" },
	{ "[start]", "[castling O-O]\nking = (1,0,0) -> (3,0,0)\nrook = (2,0,0) -> (0,0,0)\n"
	  "empty = (3,0,0)\n[start]", 22, "the rook lands on (0,0,0), which must be one of its "
	  "'empty' cells or the king's start" },
	{ "[start]", "[castling O-O]\nking = (1,0,0) -> (2,0,0)\nrook = (2,0,0) -> (1,0,0)\n[start]",
	  22, "the king lands on (2,0,0)" },
	{ "[start]", "[castling O-O]\nking = (1,0,0) -> (3,0,0)\nrook = (2,0,0) -> (2,0,0)\n"
	  "empty = (3,0,0)\n[start]", 22, "the rook does not move" },
	{ "[start]", "[castling O-O]\nking = (1,0,0) -> (3,0,0)\nrook = (2,0,0) -> (3,0,0)\n"
	  "empty = (3,0,0)\n[start]", 22, "the king and the rook land on one cell" },
	{ "[start]", "[castling O-O]\nking = (1,0,0) -> (3,0,0)\nrook = (1,0,0) -> (2,0,0)\n"
	  "empty = (3,0,0) (2,0,0)\n[start]", 22, "the king and the rook start on one cell" },
	{ "move = face slide\n", "move = face slide\nmove = (1,0,0) range 2\n", 13,
	  "reaches a cell along (1,0,0) twice" },
	{ "capture = (-1,1,0) (1,1,0)", "capture = (-1,1,0) (-1,1,0)", 16, "capture vector given twice" },
	/* Attack tests see captures from the first cell on. */
	{ "move = face slide\n", "move = face slide\nmove = edge range 3 min 2\n", 13,
	  "a capture must land from the first cell on" },
	{ "move = face slide\n", "move = face slide\nmove = edge range 3 min 2 mode capture\n", 13,
	  "'min' above 1 needs 'mode move'" },
	{ "[start]", "[castling O O]\nking = (1,0,0) -> (3,0,0)\nrook = (2,0,0) -> (1,0,0)\n[start]",
	  22, "letters, digits and '-' only" },
	{ "size = 4x4x4", "size = 4x4x4\nnaming = file-rank", 3, "boards of one layer" },
	/* The value goes on to the empty line after it, and ends there. */
	{ "name = tiny", "name = tiny\\\\\n", 3, "cannot end with" },
	/* A continued value: the error is on the line the character came from. */
	{ "size = 4x4x4", "size = 4x\\\n  4y4", 5, "expected the end of the value, found 'y'" },
};

START_TEST(bad_descriptions_are_refused)
{
	const struct bad *b = &bad[_i];
	const char *at = strstr(tiny, b->from);
	ck_assert_ptr_nonnull(at);
	char text[2048];
	snprintf(text, sizeof text, "%.*s%s%s", (int)(at - tiny), tiny, b->to, at + strlen(b->from));
	struct variant *v = NULL;
	struct hvd_error err;
	hdc_status st = variant_text_load(text, strlen(text), &v, &err);
	ck_assert_msg(st == HDC_ERR_SYNTAX, "case %d accepted", _i);
	ck_assert_msg(strstr(err.message, b->words) != NULL, "case %d: '%s' lacks '%s'", _i,
	              err.message, b->words);
	ck_assert_msg(err.line == b->line, "case %d: line %d, not %d (%s)", _i, err.line, b->line,
	              err.message);
}
END_TEST

/* Odd bytes anywhere: refused, never a crash (the fuzz target does more). */
/* The landings the check allows: the rook onto the king's start (the king
 * moves first), or both onto cells of `empty`.  Each castling is listed,
 * and made and unmade exactly. */
START_TEST(castlings_that_make_and_unmake)
{
	static const char *const castlings[] = {
		"[castling O-O]\nletter = K\nking = (1,0,0) -> (3,0,0)\nrook = (2,0,0) -> (1,0,0)\n"
		"empty = (3,0,0)\n",
		"[castling O-O]\nletter = K\nking = (1,0,0) -> (1,0,1)\nrook = (2,0,0) -> (2,0,1)\n"
		"empty = (1,0,1) (2,0,1)\n",
	};
	const char *start = strstr(tiny, "[start]");
	char text[2048];
	snprintf(text, sizeof text, "%.*s%s[start]\nposition = 4/4/PPPP/1KR1|4/4/4/4|4/4/4/4|"
	         "1kr1/pppp/4/4 w K - 0 1\n", (int)(start - tiny), tiny, castlings[_i]);
	struct variant *v = load(text);
	struct hdc_position *p = cellset_calloc(sizeof *p);
	struct text_error err;
	position_clear(p, v);
	ck_assert_int_eq(postext_parse(p, v, v->def->start, &err), HDC_OK);
	hdc_move moves[HDC_MAX_MOVES];
	size_t n = generate_legal(p, moves);
	int castled = 0;
	for (size_t i = 0; i < n; i++) {
		if (MOVE_KIND(moves[i]) != HDC_MOVE_CASTLING)
			continue;
		castled++;
		uint64_t key = p->st.key;
		uint8_t board[HDC_MAX_CELLS];
		memcpy(board, p->board, sizeof board);
		/* Zeroed for GCC -O3, which does not see that unmake_move()
		 * reads the captured cell only after a capture. */
		struct undo u = { 0 };
		make_move(p, moves[i], &u);
		ck_assert_uint_eq(p->count[0], 6); /* no man lost */
		unmake_move(p, moves[i], &u);
		ck_assert_uint_eq(p->st.key, key);
		ck_assert_int_eq(memcmp(board, p->board, sizeof board), 0);
	}
	ck_assert_int_eq(castled, 1);
	ck_assert_uint_eq(perft(p, 1), n);
	free(p->history);
	free(p);
	variant_destroy(v);
}
END_TEST

START_TEST(hostile_bytes)
{
	const char *texts[] = { "", "\x00", "[", "]", "=", "[variant", "a = \\", "[piece]",
		                "[variant]\nname = \\\n", "[start]\nposition =    ",
		                "\xff\xfe[variant]" };
	for (size_t i = 0; i < sizeof texts / sizeof *texts; i++) {
		struct variant *v = NULL;
		struct hvd_error err;
		size_t len = i == 1 ? 1 : strlen(texts[i]);
		ck_assert_int_eq(variant_text_load(texts[i], len, &v, &err), HDC_ERR_SYNTAX);
		ck_assert_ptr_null(v);
	}
}
END_TEST

int main(void)
{
	Suite *s = suite_create("variant-text");
	TCase *tc = tcase_create("hvd");
	tcase_set_timeout(tc, 600);
	tcase_add_loop_test(tc, file_gives_builtin, 0, NBUILTINS);
	tcase_add_loop_test(tc, written_text_round_trips, 0, NBUILTINS);
	tcase_add_loop_test(tc, move_targets_follow_geometry, 0, NBUILTINS);
	tcase_add_test(tc, tiny_game_plays);
	tcase_add_loop_test(tc, bad_descriptions_are_refused, 0, (int)(sizeof bad / sizeof *bad));
	tcase_add_loop_test(tc, castlings_that_make_and_unmake, 0, 2);
	tcase_add_test(tc, hostile_bytes);
	suite_add_tcase(s, tc);
	SRunner *sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
