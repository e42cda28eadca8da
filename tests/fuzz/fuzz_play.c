/*
 * fuzz_play.c - games driven by the fuzzer: legal-move choices, undo steps
 * and queries, with the invariants checked after every step.
 *
 * Input: byte 0 picks the position (a start position or a perft reference
 * position); then each byte is an operation, some followed by an argument
 * byte:
 *   0-3  play legal move number (next byte, 0-255, times (op+1)) modulo the count
 *   4    undo (with an empty history: HDC_ERR_NO_HISTORY, nothing changes)
 *   5    play a move read from its own SAN, then from its coordinates
 *   6    play any move value: a legal move with a bit flipped (next byte <
 *        128 picks it) or the four bytes after that byte as a raw value;
 *        accepted exactly if hdc_position_legal_moves lists it (then taken
 *        back), else refused with no change
 *   7    game record of the history: written, read back, same moves and key
 * After every step: undo restores the exact text and key of the position
 * before the move; fuzz_check_position() (re-read text gives the same
 * position and key, legal moves = perft 1, the SAN and coordinates of a
 * sample of the legal moves read back to them, status/check/result
 * agree).  At the end, the SAN and coordinates of every legal move of the
 * position reached read back to it, and its perft 1 and 2 equal the move
 * lists' lengths (fuzz_check_counts).
 */
#include <stdlib.h>
#include <string.h>

#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Steps per input, and how many legal moves' SAN and coordinates are read
 * back after each step (all of them after the last one). */
enum { MAX_STEPS = 32, STEP_SAMPLE = 4 };

/* Text and key before each move still in the history. */
struct saved {
	char text[FUZZ_TEXT_CAP];
	uint64_t key;
};

static struct saved stack[MAX_STEPS + 1];
static hdc_move moves[HDC_MAX_MOVES];

static void play_checked(hdc_position *pos, hdc_move move, size_t *depth)
{
	size_t before = 0, after = 0;
	FUZZ_CHECK(hdc_position_history_length(pos, &before) == HDC_OK, "history_length");
	fuzz_text(pos, stack[*depth].text, sizeof stack[*depth].text);
	stack[*depth].key = fuzz_key(pos);
	hdc_status st = hdc_position_play(pos, move);
	FUZZ_CHECK(st == HDC_OK, "legal move 0x%08x refused: %d", (unsigned)move, (int)st);
	FUZZ_CHECK(hdc_position_history_length(pos, &after) == HDC_OK && after == before + 1,
	           "history %zu -> %zu", before, after);
	hdc_move last = 0;
	FUZZ_CHECK(hdc_position_history_move(pos, after - 1, &last) == HDC_OK && last == move,
	           "history_move");
	/* The move is undone on a clone: exact text and key come back. */
	hdc_position *clone = NULL;
	FUZZ_CHECK(hdc_position_clone(pos, &clone) == HDC_OK, "clone");
	FUZZ_CHECK(hdc_position_undo(clone) == HDC_OK, "undo on the clone");
	fuzz_check_unchanged(clone, stack[*depth].text, stack[*depth].key);
	hdc_position_free(clone);
	(*depth)++;
}

static void game_round_trip(const hdc_position *pos)
{
	hdc_game *game = NULL, *back = NULL;
	FUZZ_CHECK(hdc_game_from_position(pos, &game) == HDC_OK, "game_from_position");
	size_t needed = 0, consumed = 0, n = 0, m = 0;
	FUZZ_CHECK(hdc_game_write(game, NULL, 0, &needed) == HDC_ERR_BUFFER_TOO_SMALL, "size");
	char *record = malloc(needed);
	FUZZ_CHECK(record && hdc_game_write(game, record, needed, &needed) == HDC_OK, "write");
	FUZZ_CHECK(hdc_game_new(NULL, &back) == HDC_OK, "game_new");
	hdc_status st = hdc_game_read(back, record, &consumed);
	FUZZ_CHECK(st == HDC_OK, "record of the game refused (%d: %s):\n%s", (int)st,
	           hdc_game_error_message(back), record);
	FUZZ_CHECK(hdc_position_history_length(pos, &n) == HDC_OK &&
	                   hdc_game_move_count(back, &m) == HDC_OK && n == m,
	           "%zu moves played, %zu read back:\n%s", n, m, record);
	hdc_position *end = NULL;
	FUZZ_CHECK(hdc_game_position(back, &end) == HDC_OK, "game_position");
	FUZZ_CHECK(fuzz_key(end) == fuzz_key(pos), "final key differs after:\n%s", record);
	for (size_t i = 0; i < n; i++) {
		hdc_move a = 0, b = 0;
		FUZZ_CHECK(hdc_position_history_move(pos, i, &a) == HDC_OK &&
		                   hdc_position_history_move(end, i, &b) == HDC_OK && a == b,
		           "move %zu differs after:\n%s", i, record);
	}
	hdc_position_free(end);
	hdc_game_free(back);
	hdc_game_free(game);
	free(record);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char buf[256];
	if (size < 1)
		return 0;
	hdc_position *pos = fuzz_pick_position(data[0]);
	size_t depth = 0, i = 1;

	for (int steps = 0; i < size && steps < MAX_STEPS; steps++) {
		int op = data[i++] % 8;
		int arg = i < size ? data[i] : 0;
		size_t n = fuzz_legal_moves(pos, moves), needed;
		hdc_move m = 0, back = 0;
		hdc_status st;
		switch (op) {
		case 0: case 1: case 2: case 3:
			i++;
			if (!n)
				break;
			play_checked(pos, moves[((size_t)arg * (size_t)(op + 1)) % n], &depth);
			break;
		case 4:
			if (!depth) {
				fuzz_text(pos, stack[0].text, sizeof stack[0].text);
				stack[0].key = fuzz_key(pos);
				st = hdc_position_undo(pos);
				FUZZ_CHECK(st == HDC_ERR_NO_HISTORY, "undo with no history: %d", (int)st);
				fuzz_check_unchanged(pos, stack[0].text, stack[0].key);
				break;
			}
			FUZZ_CHECK(hdc_position_undo(pos) == HDC_OK, "undo");
			depth--;
			fuzz_check_unchanged(pos, stack[depth].text, stack[depth].key);
			break;
		case 5:
			i++;
			if (!n)
				break;
			m = moves[(size_t)arg % n];
			FUZZ_CHECK(hdc_position_move_san(pos, m, buf, sizeof buf, &needed) == HDC_OK,
			           "move_san");
			FUZZ_CHECK(hdc_position_parse_san(pos, buf, &back) == HDC_OK && back == m,
			           "SAN '%s' does not read back", buf);
			FUZZ_CHECK(hdc_position_move_coord(pos, m, buf, sizeof buf, &needed) == HDC_OK,
			           "move_coord");
			FUZZ_CHECK(hdc_position_parse_move(pos, buf, &back) == HDC_OK && back == m,
			           "coordinates '%s' do not read back", buf);
			play_checked(pos, back, &depth);
			break;
		case 6: {
			i++;
			/* Any value: a legal one with a bit flipped (arg < 128), or the
			 * next four bytes as they are.  play() decides on the value
			 * alone, so it must accept exactly the listed moves. */
			if (arg < 128) {
				m = n ? moves[(size_t)arg % n] : 0;
				m ^= 1u << (arg % 32);
			} else {
				for (int b = 0; b < 4; b++)
					m = m << 8 | (i < size ? data[i++] : 0u);
			}
			/* The null move plays too, but not in check. */
			int32_t check = 1;
			int legal = m == HDC_MOVE_NULL && hdc_position_in_check(pos, &check) == HDC_OK &&
			            !check;
			for (size_t k = 0; k < n; k++)
				legal |= moves[k] == m;
			fuzz_text(pos, stack[depth].text, sizeof stack[depth].text);
			stack[depth].key = fuzz_key(pos);
			st = hdc_position_play(pos, m);
			FUZZ_CHECK(st == (legal ? HDC_OK : HDC_ERR_ILLEGAL_MOVE),
			           "value 0x%08x (%s): play gave %d", (unsigned)m,
			           legal ? "listed" : "not listed", (int)st);
			if (legal) {
				FUZZ_CHECK(hdc_position_undo(pos) == HDC_OK, "undo");
				fuzz_check_unchanged(pos, stack[depth].text, stack[depth].key);
				break;
			}
			fuzz_check_unchanged(pos, stack[depth].text, stack[depth].key);
			if (m == HDC_MOVE_NULL)
				break; /* refused in check, where SAN refuses it too */
			st = hdc_position_move_san(pos, m, buf, sizeof buf, &needed);
			FUZZ_CHECK(st == HDC_ERR_ILLEGAL_MOVE, "SAN of an illegal move: %d", (int)st);
			break;
		}
		default:
			game_round_trip(pos);
			break;
		}
		fuzz_check_position(pos, STEP_SAMPLE);
	}
	/* The position reached: every legal move. */
	fuzz_check_position(pos, FUZZ_ALL_MOVES);
	fuzz_check_counts(pos);
	fuzz_check_search(pos);
	hdc_position_free(pos);
	return 0;
}
