/*
 * notation_util.h - helpers shared by the notation suites (SAN, results,
 * game records).  They build on ../common.h and use the public API only.
 */
#ifndef HDC_TESTS_NOTATION_UTIL_H
#define HDC_TESTS_NOTATION_UTIL_H

#include "common.h"

/*
 * Assertions for hot loops: Check's ck_assert_* writes a record (a system
 * call) for every assertion that passes, which costs more than the library
 * calls themselves over hundreds of thousands of moves.  These only call
 * into Check when they fail.
 */
#define REQUIRE(cond, ...)                                                   \
	do {                                                                 \
		if (!(cond))                                                 \
			ck_abort_msg(__VA_ARGS__);                           \
	} while (0)
#define REQUIRE_OK(call)                                                     \
	do {                                                                 \
		hdc_status st_ = (call);                                     \
		if (st_ != HDC_OK)                                           \
			ck_abort_msg("%s: %s", #call, hdc_status_string(st_)); \
	} while (0)

/* The en dash of cell names, UTF-8. */
#define DASH "\xE2\x80\x93"

/* Room for one move in SAN (with en dashes and suffixes). */
enum { SAN_CAP = 64 };

/* A small reproducible generator (splitmix64). */
struct rng {
	uint64_t state;
};
uint64_t rng_next(struct rng *r);
size_t rng_below(struct rng *r, size_t n);

/*
 * A random legal move: uniform over the legal moves, except that half the
 * time a "special" move (castling, en passant, promotion, double step) is
 * taken when there is one, and a quarter of the time a move of one of the
 * most advanced pawns, so that
 * the games reach every kind of move.  Returns 0 (and *move untouched) when
 * there is no legal move.
 */
int random_move(const hdc_position *pos, struct rng *r, hdc_move *move);

/* The SAN / coordinate text of a legal move (the test fails if refused). */
void san_of(const hdc_position *pos, hdc_move move, char *out, size_t cap);
void coord_of(const hdc_position *pos, hdc_move move, char *out, size_t cap);

/* Reads `text` with hdc_position_parse_move and plays it; fails the test
 * with the library's message if that is refused. */
void play_text(hdc_position *pos, const char *text);

/* Game state in one call. */
int32_t status_of(const hdc_position *pos, int32_t *winner);
uint32_t claims_of(const hdc_position *pos);
int32_t repetitions_of(const hdc_position *pos);
/* The result text ("1-0", ...) into a static buffer. */
const char *result_of(const hdc_position *pos);
int32_t check_of(const hdc_position *pos);

#endif
