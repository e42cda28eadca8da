/*
 * fuzz_record.c - the game-record reader (hdc_game_read), several games in
 * a row.
 *
 * Input: byte 0 picks the variant of the game handle (the fallback when a
 * record has no Variant tag), the rest is the record text.  Games are read
 * one after the other at text + consumed until HDC_ERR_NO_GAME or an
 * error.  Each read either fails (a known status, an offset inside the
 * text, a message, the handle unchanged) or consumes at least one byte and
 * gives a game that writes a record which reads back to the same game
 * (moves, tags, final position) and writes the same record again.
 */
#include <stdlib.h>
#include <string.h>

#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The record text of a game, malloc'd. */
static char *write_game(const hdc_game *game)
{
	size_t needed = 0;
	hdc_status st = hdc_game_write(game, NULL, 0, &needed);
	FUZZ_CHECK(st == HDC_ERR_BUFFER_TOO_SMALL && needed > 0, "game_write size: %d", (int)st);
	char *buf = malloc(needed);
	FUZZ_CHECK(buf != NULL, "out of memory");
	size_t again = 0;
	st = hdc_game_write(game, buf, needed, &again);
	FUZZ_CHECK(st == HDC_OK && again == needed && strlen(buf) + 1 == needed,
	           "game_write: %d, needed %zu then %zu", (int)st, needed, again);
	return buf;
}

static uint64_t final_key(const hdc_game *game, size_t *history)
{
	hdc_position *pos = NULL;
	FUZZ_CHECK(hdc_game_position(game, &pos) == HDC_OK && pos, "game_position");
	uint64_t key = fuzz_key(pos);
	FUZZ_CHECK(hdc_position_history_length(pos, history) == HDC_OK, "history_length");
	hdc_position_free(pos);
	return key;
}

/* Same moves, same tags (names, order, values), same final position. */
static void check_same_game(const hdc_game *a, const hdc_game *b, const char *record)
{
	static hdc_move ma[4096], mb[4096];
	size_t na = 0, nb = 0, ha = 0, hb = 0;
	FUZZ_CHECK(hdc_game_move_count(a, &na) == HDC_OK && hdc_game_move_count(b, &nb) == HDC_OK,
	           "move_count");
	FUZZ_CHECK(na == nb, "%zu moves written, %zu read back from:\n%s", na, nb, record);
	if (na <= 4096) {
		FUZZ_CHECK(hdc_game_moves(a, ma, 4096, &na) == HDC_OK &&
		                   hdc_game_moves(b, mb, 4096, &nb) == HDC_OK,
		           "game_moves");
		FUZZ_CHECK(memcmp(ma, mb, na * sizeof *ma) == 0, "moves differ after:\n%s", record);
	}
	FUZZ_CHECK(final_key(a, &ha) == final_key(b, &hb) && ha == na && hb == nb,
	           "final positions differ after:\n%s", record);
	size_t ta = 0, tb = 0;
	FUZZ_CHECK(hdc_game_tag_count(a, &ta) == HDC_OK && hdc_game_tag_count(b, &tb) == HDC_OK,
	           "tag_count");
	FUZZ_CHECK(ta == tb, "%zu tags written, %zu read back from:\n%s", ta, tb, record);
	for (size_t i = 0; i < ta; i++) {
		static char name[128], va[1 << 16], vb[1 << 16];
		size_t needed;
		FUZZ_CHECK(hdc_game_tag_name(a, i, name, sizeof name, &needed) == HDC_OK,
		           "tag_name(%zu)", i);
		hdc_status sa = hdc_game_tag(a, name, va, sizeof va, &needed);
		hdc_status sb = hdc_game_tag(b, name, vb, sizeof vb, &needed);
		FUZZ_CHECK(sa == sb, "tag %s: %d and %d", name, (int)sa, (int)sb);
		if (sa == HDC_OK)
			FUZZ_CHECK(strcmp(va, vb) == 0, "tag %s: '%s' read back as '%s' from:\n%s", name,
			           va, vb, record);
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 1)
		return 0;
	/* `copy` only ever holds what it reads back (a failure there aborts),
	 * so one handle serves every input. */
	static hdc_game *copy;
	hdc_game *game = NULL;
	FUZZ_CHECK(hdc_game_new(fuzz_pick_variant(data[0]), &game) == HDC_OK && game,
	           "game_new");
	if (!copy)
		FUZZ_CHECK(hdc_game_new(NULL, &copy) == HDC_OK && copy, "game_new");
	char *text = fuzz_cstring(data + 1, size - 1);
	size_t len = strlen(text), at = 0;

	/* The record of the game the handle holds: a failed read must leave
	 * it as it is. */
	char *current = write_game(game);
	for (int games = 0; games < 64; games++) {
		size_t consumed = (size_t)-1;
		hdc_status st = hdc_game_read(game, text + at, &consumed);
		if (st != HDC_OK) {
			FUZZ_CHECK(st == HDC_ERR_NO_GAME || st == HDC_ERR_SYNTAX ||
			                   st == HDC_ERR_ILLEGAL_MOVE || st == HDC_ERR_AMBIGUOUS_MOVE ||
			                   st == HDC_ERR_UNKNOWN_VARIANT ||
			                   st == HDC_ERR_INVALID_POSITION,
			           "game_read: status %d", (int)st);
			int64_t off = hdc_game_error_offset(game);
			FUZZ_CHECK(off >= 0 && (uint64_t)off <= len - at,
			           "game_read: status %d at offset %lld of %zu bytes", (int)st,
			           (long long)off, len - at);
			FUZZ_CHECK(hdc_game_error_message(game)[0] != '\0', "no message");
			char *after = write_game(game);
			FUZZ_CHECK(strcmp(current, after) == 0, "a failed read changed the game");
			free(after);
			break;
		}
		FUZZ_CHECK(consumed > 0 && consumed <= len - at, "consumed %zu of %zu bytes",
		           consumed, len - at);
		at += consumed;

		/* The game's own record reads back to the same game, and writes
		 * the same record again. */
		char *record = write_game(game);
		free(current);
		current = record;
		size_t used = 0;
		st = hdc_game_read(copy, record, &used);
		FUZZ_CHECK(st == HDC_OK, "own record refused (%d at %lld: %s):\n%s", (int)st,
		           (long long)hdc_game_error_offset(copy), hdc_game_error_message(copy),
		           record);
		check_same_game(game, copy, record);
		char *again = write_game(copy);
		FUZZ_CHECK(strcmp(record, again) == 0, "record changes when re-read:\n%s\n---\n%s",
		           record, again);
		free(again);
	}
	free(current);
	hdc_game_free(game);
	free(text);
	return 0;
}
