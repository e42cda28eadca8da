/*
 * fuzz_move.c - move text (SAN-like and coordinate) and cell names against
 * a set of positions (start positions and the perft reference positions).
 *
 * Input: byte 0 picks the position, byte 1 the reader (SAN, coordinate,
 * either, cell name), the rest is the text.  Every call either succeeds
 * with a legal move whose own SAN and coordinate text read back to it (a
 * cell whose name reads back to it), or fails with a status that fits the
 * reader (HDC_ERR_SYNTAX with an offset inside the text, illegal, or
 * ambiguous with at least two candidates); the position never changes.
 */
#include <stdlib.h>
#include <string.h>

#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int is_legal(const hdc_position *pos, hdc_move move)
{
	static hdc_move moves[HDC_MAX_MOVES];
	size_t n = fuzz_legal_moves(pos, moves);
	for (size_t i = 0; i < n; i++)
		if (moves[i] == move)
			return 1;
	return 0;
}

static void check_move(hdc_position *pos, hdc_move move, const char *text)
{
	char buf[256];
	size_t needed;
	hdc_move back = 0;
	/* "--" and "0000" read as the null move wherever it may be played:
	 * when the side to move is not in check. */
	int32_t check = 1;
	int null_ok = move == HDC_MOVE_NULL && hdc_position_in_check(pos, &check) == HDC_OK &&
	              !check;
	FUZZ_CHECK(is_legal(pos, move) || null_ok, "'%s' read as 0x%08x, not a legal move", text,
	           (unsigned)move);
	FUZZ_CHECK(hdc_position_move_san(pos, move, buf, sizeof buf, &needed) == HDC_OK,
	           "move_san");
	FUZZ_CHECK(hdc_position_parse_san(pos, buf, &back) == HDC_OK && back == move,
	           "'%s' read as 0x%08x, whose SAN '%s' reads as 0x%08x", text, (unsigned)move,
	           buf, (unsigned)back);
	FUZZ_CHECK(hdc_position_move_coord(pos, move, buf, sizeof buf, &needed) == HDC_OK,
	           "move_coord");
	FUZZ_CHECK(hdc_position_parse_coord(pos, buf, &back) == HDC_OK && back == move,
	           "'%s' read as 0x%08x, whose coordinates '%s' read as 0x%08x", text,
	           (unsigned)move, buf, (unsigned)back);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static char before[FUZZ_TEXT_CAP];
	if (size < 2)
		return 0;
	hdc_position *pos = fuzz_pick_position(data[0]);
	int mode = data[1] % 4;
	char *text = fuzz_cstring(data + 2, size - 2);
	size_t len = strlen(text);
	fuzz_text(pos, before, sizeof before);
	uint64_t key = fuzz_key(pos);

	hdc_move move = 0xFFFFFFFFu;
	int32_t cell = -7;
	hdc_status st;
	switch (mode) {
	case 0: st = hdc_position_parse_san(pos, text, &move); break;
	case 1: st = hdc_position_parse_coord(pos, text, &move); break;
	case 2: st = hdc_position_parse_move(pos, text, &move); break;
	default: st = hdc_position_parse_cell(pos, text, &cell); break;
	}
	fuzz_check_unchanged(pos, before, key);

	const char *message = hdc_position_error_message(pos);
	int64_t off = hdc_position_error_offset(pos);
	switch (st) {
	case HDC_OK:
		FUZZ_CHECK(message[0] == '\0' && off == -1, "success leaves an error behind");
		if (mode == 3) {
			char name[64];
			size_t needed;
			int32_t back = -1;
			FUZZ_CHECK(hdc_position_cell_name(pos, cell, name, sizeof name, &needed) ==
			                   HDC_OK,
			           "cell '%s' read as %d, which has no name", text, (int)cell);
			FUZZ_CHECK(hdc_position_parse_cell(pos, name, &back) == HDC_OK && back == cell,
			           "cell '%s' read as %d, named '%s', read back as %d", text,
			           (int)cell, name, (int)back);
		} else {
			check_move(pos, move, text);
		}
		break;
	case HDC_ERR_SYNTAX:
		FUZZ_CHECK(off >= 0 && (uint64_t)off <= len, "syntax error at %lld of %zu bytes",
		           (long long)off, len);
		FUZZ_CHECK(message[0] != '\0', "syntax error without a message");
		break;
	case HDC_ERR_ILLEGAL_MOVE:
		FUZZ_CHECK(mode != 3, "a cell name is an illegal move?");
		FUZZ_CHECK(message[0] != '\0', "illegal move without a message");
		break;
	case HDC_ERR_AMBIGUOUS_MOVE:
		FUZZ_CHECK(mode == 0 || mode == 2, "ambiguous coordinates");
		FUZZ_CHECK(hdc_position_error_candidates(pos) >= 2, "ambiguous between %d moves",
		           (int)hdc_position_error_candidates(pos));
		break;
	default:
		fuzz_fail("reader %d: status %d for '%s'", mode, (int)st, text);
	}

	/* A move read successfully plays, and undoing it restores the position. */
	if (st == HDC_OK && mode != 3) {
		FUZZ_CHECK(hdc_position_play(pos, move) == HDC_OK, "the move read does not play");
		FUZZ_CHECK(hdc_position_undo(pos) == HDC_OK, "undo");
		fuzz_check_unchanged(pos, before, key);
	}
	hdc_position_free(pos);
	free(text);
	return 0;
}
