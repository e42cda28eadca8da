/*
 * test_variant_handle.c - hdc_variant handles (hdc.h "Variant handles"),
 * through the public API only: a built-in's description read back plays
 * the same perft; positions and games keep a loaded variant alive after
 * its creator let go; records name it and read back with it; errors name
 * line and column; threads share a handle.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"

static const char *const names[] = { "hdc", "raumschach", "3d8l", "cescacs" };

static char *description(const hdc_variant *v)
{
	size_t needed = 0;
	ck_assert_int_eq(hdc_variant_text(v, NULL, 0, &needed), HDC_ERR_BUFFER_TOO_SMALL);
	char *text = malloc(needed);
	ck_assert_int_eq(hdc_variant_text(v, text, needed, &needed), HDC_OK);
	return text;
}

static uint64_t perft_of(hdc_position *pos, int depth)
{
	uint64_t n = 0;
	ck_assert_int_eq(hdc_position_perft(pos, depth, &n), HDC_OK);
	return n;
}

/* The built-in's text, loaded: a handle of its own with the same game. */
START_TEST(builtin_text_loads_back)
{
	hdc_variant *builtin = NULL, *loaded = NULL;
	ck_assert_int_eq(hdc_variant_builtin(names[_i], &builtin), HDC_OK);
	char *text = description(builtin);
	ck_assert_int_eq(hdc_variant_from_text(text, strlen(text), &loaded), HDC_OK);
	ck_assert_ptr_ne(loaded, builtin);
	char name[32], title[64];
	ck_assert_int_eq(hdc_variant_get_name(loaded, name, sizeof name, NULL), HDC_OK);
	ck_assert_str_eq(name, names[_i]);
	ck_assert_int_eq(hdc_variant_get_title(loaded, title, sizeof title, NULL), HDC_OK);
	hdc_variant_title(names[_i], name, sizeof name, NULL);
	ck_assert_str_eq(title, name);

	hdc_position *a, *b;
	ck_assert_int_eq(hdc_position_new(names[_i], &a), HDC_OK);
	ck_assert_int_eq(hdc_position_new_from_variant(loaded, &b), HDC_OK);
	/* The creator lets go: the position keeps the variant alive. */
	hdc_variant_unref(loaded);
	ck_assert_uint_eq(perft_of(a, 2), perft_of(b, 2));
	char ta[4096], tb[4096];
	ck_assert_int_eq(hdc_position_text(a, ta, sizeof ta, NULL), HDC_OK);
	ck_assert_int_eq(hdc_position_text(b, tb, sizeof tb, NULL), HDC_OK);
	ck_assert_str_eq(ta, tb);
	/* A clone holds it too, after the original is gone. */
	hdc_position *c;
	ck_assert_int_eq(hdc_position_clone(b, &c), HDC_OK);
	hdc_position_free(b);
	ck_assert_uint_eq(perft_of(a, 1), perft_of(c, 1));
	hdc_variant *back = NULL;
	ck_assert_int_eq(hdc_position_get_variant(c, &back), HDC_OK);
	char *again = description(back);
	ck_assert_str_eq(again, text);
	hdc_variant_unref(back);
	hdc_position_free(c);
	hdc_position_free(a);
	free(again);
	free(text);
}
END_TEST

/* A small game of its own: positions, games, records and an engine. */
static const char tiny[] =
	"# docs/VARIANTS.md's example\n"
	"[variant]\nname = tiny\ntitle = Tiny cube\n[board]\nsize = 4x4x4\n"
	"[piece pawn]\nletter = P\n"
	"[piece king]\nletter = K\nroyal = yes\nmove = face\nmove = edge\nmove = vertex\n"
	"[piece rook]\nletter = R\nmove = face slide\n"
	"[pawn]\npush = (0,1,0)\ncapture = (-1,1,0) (1,1,0)\nhome-rank = 1\n"
	"promotion-zone = last-rank\npromotion = R\n"
	"[start]\nposition = 4/4/PPPP/1KR1|4/4/4/4|4/4/4/4|1kr1/pppp/4/4 w - - 0 1\n";

START_TEST(own_game_plays_and_records)
{
	hdc_variant *v = NULL;
	ck_assert_int_eq(hdc_variant_from_text(tiny, strlen(tiny), &v), HDC_OK);
	hdc_game *game;
	ck_assert_int_eq(hdc_game_new_from_variant(v, &game), HDC_OK);
	hdc_engine *engine;
	ck_assert_int_eq(hdc_engine_new(&engine), HDC_OK);
	hdc_variant_unref(v); /* the game and its positions hold it */
	hdc_position *pos;
	ck_assert_int_eq(hdc_game_position(game, &pos), HDC_OK);
	ck_assert_int_eq(hdc_engine_set_limit(engine, HDC_LIMIT_DEPTH, 2), HDC_OK);
	for (int i = 0; i < 4; i++) {
		hdc_move best;
		if (hdc_engine_search(engine, pos, &best) != HDC_OK)
			break;
		ck_assert_int_eq(hdc_position_play(pos, best), HDC_OK);
		ck_assert_int_eq(hdc_game_play(game, best), HDC_OK);
	}
	/* The record names the variant and reads back in a game of it. */
	char record[8192];
	ck_assert_int_eq(hdc_game_write(game, record, sizeof record, NULL), HDC_OK);
	ck_assert_ptr_nonnull(strstr(record, "[Variant \"Tiny cube\"]"));
	hdc_game *read;
	ck_assert_int_eq(hdc_game_from_position(pos, &read), HDC_OK);
	size_t used;
	hdc_status rs = hdc_game_read(read, record, &used);
	ck_assert_msg(rs == HDC_OK, "%s\n%s", hdc_game_error_message(read), record);
	char again[8192];
	ck_assert_int_eq(hdc_game_write(read, again, sizeof again, NULL), HDC_OK);
	ck_assert_str_eq(again, record);
	hdc_position_free(pos);
	hdc_game_free(read);
	hdc_game_free(game);
	/* The engine's tables were the last holder. */
	hdc_engine_free(engine);
}
END_TEST

/* A piece of the variant's own: a type id beyond the enum, reported with
 * its letter and name, written in position text and SAN. */
START_TEST(own_piece_beyond_the_enum)
{
	char text[2048];
	const char *rook = strstr(tiny, "[piece rook]");
	const char *pawn = strstr(tiny, "[pawn]");
	snprintf(text, sizeof text, "%.*s[piece dragon]\nletter = D\nmove = knight\nmove = vertex\n%s",
	         (int)(rook - tiny), tiny, pawn);
	/* Rooks become dragons in the promotion and the start. */
	strstr(text, "promotion = R")[12] = 'D';
	strstr(text, "1KR1")[2] = 'D';
	strstr(text, "1kr1")[2] = 'd';
	hdc_variant *v = NULL;
	ck_assert_msg(hdc_variant_from_text(text, strlen(text), &v) == HDC_OK, "%s",
	              hdc_last_error_message());
	int32_t types[8];
	size_t n = 0;
	ck_assert_int_eq(hdc_variant_get_piece_types(v, types, 8, &n), HDC_OK);
	ck_assert_uint_eq(n, 3);
	ck_assert_int_eq(types[2], HDC_ELEPHANT + 1);
	char buf[32];
	ck_assert_int_eq(hdc_variant_get_piece_letter(v, types[2], buf, sizeof buf, NULL), HDC_OK);
	ck_assert_str_eq(buf, "D");
	ck_assert_int_eq(hdc_variant_get_piece_name(v, types[2], buf, sizeof buf, NULL), HDC_OK);
	ck_assert_str_eq(buf, "dragon");
	ck_assert_int_eq(hdc_variant_get_piece_name(v, HDC_QUEEN, buf, sizeof buf, NULL),
	                 HDC_ERR_RANGE);
	hdc_position *pos;
	ck_assert_int_eq(hdc_position_new_from_variant(v, &pos), HDC_OK);
	hdc_variant_unref(v);
	int32_t cells[8];
	size_t ncells = 0;
	ck_assert_int_eq(hdc_position_piece_cells(pos, HDC_BLACK, types[2], cells, 8, &ncells),
	                 HDC_OK);
	ck_assert_uint_eq(ncells, 1);
	char postext[512];
	ck_assert_int_eq(hdc_position_text(pos, postext, sizeof postext, NULL), HDC_OK);
	ck_assert_ptr_nonnull(strstr(postext, "1KD1"));
	/* The dragon's SAN reads back; the engine plays the variant. */
	hdc_move moves[HDC_MAX_MOVES], m;
	size_t count = 0;
	ck_assert_int_eq(hdc_position_legal_moves(pos, moves, HDC_MAX_MOVES, &count), HDC_OK);
	int dragon_moves = 0;
	for (size_t i = 0; i < count; i++) {
		char san[32];
		ck_assert_int_eq(hdc_position_move_san(pos, moves[i], san, sizeof san, NULL), HDC_OK);
		if (san[0] != 'D')
			continue;
		dragon_moves++;
		ck_assert_int_eq(hdc_position_parse_san(pos, san, &m), HDC_OK);
		ck_assert_uint_eq(m, moves[i]);
	}
	ck_assert_int_gt(dragon_moves, 0);
	char svg[1 << 16];
	ck_assert_int_eq(hdc_position_svg(pos, NULL, svg, sizeof svg, NULL), HDC_OK);
	ck_assert_ptr_nonnull(strstr(svg, "piece-17"));
	hdc_position_free(pos);
}
END_TEST

START_TEST(errors_name_line_and_column)
{
	static const char bad[] = "[variant]\nname = x\n[board]\nsize = 4x4\nnaming = diagonal\n";
	hdc_variant *v = (hdc_variant *)1;
	ck_assert_int_eq(hdc_variant_from_text(bad, strlen(bad), &v), HDC_ERR_SYNTAX);
	ck_assert_ptr_null(v);
	const char *m = hdc_last_error_message();
	ck_assert_msg(strncmp(m, "line 5, column 10: expected a naming style", 42) == 0, "%s", m);
	ck_assert_int_eq(hdc_last_error_offset(), (int64_t)(strstr(bad, "diagonal") - bad));
	ck_assert_int_eq(hdc_variant_from_text(NULL, 0, &v), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_variant_from_text(tiny, 10, NULL), HDC_ERR_NULL);
	ck_assert_int_eq(hdc_variant_builtin("chess", &v), HDC_ERR_UNKNOWN_VARIANT);
	ck_assert_int_eq(hdc_position_new_from_variant(NULL, (hdc_position **)&v), HDC_ERR_NULL);
	/* Built-ins are immortal: unref does nothing to them. */
	ck_assert_int_eq(hdc_variant_builtin(NULL, &v), HDC_OK);
	hdc_variant_unref(v);
	hdc_variant_unref(v);
	hdc_variant_unref(NULL);
	hdc_position *pos;
	ck_assert_int_eq(hdc_position_new_from_variant(v, &pos), HDC_OK);
	hdc_position_free(pos);
}
END_TEST

/* Threads share one loaded handle: each makes, plays and frees positions
 * and takes and drops references; the count must end where it began. */
static void *worker(void *arg)
{
	hdc_variant *v = arg;
	for (int i = 0; i < 200; i++) {
		hdc_variant_ref(v);
		hdc_position *pos;
		if (hdc_position_new_from_variant(v, &pos) == HDC_OK) {
			uint64_t n;
			hdc_position_perft(pos, 1, &n);
			hdc_position_free(pos);
		}
		hdc_variant_unref(v);
	}
	return NULL;
}

START_TEST(threads_share_a_handle)
{
	hdc_variant *v;
	ck_assert_int_eq(hdc_variant_from_text(tiny, strlen(tiny), &v), HDC_OK);
	pthread_t t[4];
	for (int i = 0; i < 4; i++)
		ck_assert_int_eq(pthread_create(&t[i], NULL, worker, v), 0);
	for (int i = 0; i < 4; i++)
		pthread_join(t[i], NULL);
	hdc_variant_unref(v); /* the last: valgrind sees it freed */
}
END_TEST

int main(void)
{
	Suite *s = suite_create("variant-handle");
	TCase *tc = tcase_create("handles");
	tcase_set_timeout(tc, 300);
	tcase_add_loop_test(tc, builtin_text_loads_back, 0, 4);
	tcase_add_test(tc, own_game_plays_and_records);
	tcase_add_test(tc, errors_name_line_and_column);
	tcase_add_test(tc, own_piece_beyond_the_enum);
	tcase_add_test(tc, threads_share_a_handle);
	suite_add_tcase(s, tc);
	return run_suite(s);
}
