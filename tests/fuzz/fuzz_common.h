/*
 * fuzz_common.h - what the libFuzzer targets of libhdc share: the variants
 * and positions they pick from, and the invariant checks they run.
 *
 * A violated invariant prints what went wrong and calls abort(), which
 * libFuzzer (and the replay driver, replay_main.c) reports as a crash.
 * Everything goes through the public API of <hdc.h>, but for
 * fuzz_check_generators() (fuzz_generators.c), which reads the library's
 * internals.
 */
#ifndef HDC_FUZZ_COMMON_H
#define HDC_FUZZ_COMMON_H

#include <stddef.h>
#include <stdint.h>

#include <hdc.h>

/* Room for any position text (POSTEXT_MAX inside the library is smaller). */
enum { FUZZ_TEXT_CAP = 4096 };

#if defined(__GNUC__)
__attribute__((noreturn, format(printf, 1, 2)))
#endif
void fuzz_fail(const char *fmt, ...);

#define FUZZ_CHECK(cond, ...)                                       \
	do {                                                        \
		if (!(cond))                                        \
			fuzz_fail(__VA_ARGS__);                     \
	} while (0)

/* The variants the library plays (hdc_variant_count, hdc_variant_name). */
int fuzz_variant_count(void);
const char *fuzz_variant_name(int index);
/* The variant a byte picks. */
const char *fuzz_pick_variant(uint8_t byte);

/* Start positions and the reference positions of tests/data/perft-*.txt. */
struct fuzz_position {
	const char *variant;
	const char *text;
};
extern const struct fuzz_position fuzz_positions[];
extern const size_t fuzz_npositions;
/* A new handle at the position a byte picks (aborts if refused). */
hdc_position *fuzz_pick_position(uint8_t byte);

/* A NUL-terminated malloc'd copy of fuzzer bytes (the C side of an
 * embedded NUL sees a shorter string, as a real caller's would). */
char *fuzz_cstring(const uint8_t *data, size_t size);

/* Text and key of a position (abort if the calls fail). */
void fuzz_text(const hdc_position *pos, char *buf, size_t cap);
uint64_t fuzz_key(const hdc_position *pos);

/* All legal moves into moves (HDC_MAX_MOVES of them); returns the count. */
size_t fuzz_legal_moves(const hdc_position *pos, hdc_move *moves);

/*
 * The invariants of a position:
 *  - its text re-read (as a new handle and via set_text) gives the same
 *    text and key;
 *  - the legal-move count equals perft 1, and legal_moves_from adds up to it;
 *  - the coordinate text and the SAN of the legal moves parse back to them:
 *    of all of them if there are at most `sample`,
 *    else of `sample` moves spread over the list (the key picks where the
 *    spread starts; SAN costs several move generations per move);
 *  - status, result, check and claims agree with each other.
 * The position must come out unchanged (text, key, history length).
 */
enum { FUZZ_ALL_MOVES = HDC_MAX_MOVES };
void fuzz_check_position(hdc_position *pos, size_t sample);

/* The bulk counts against the lists: perft 1 and 2 (the bitboard
 * kernels; at depth 2 the children share their parent's work) equal the
 * number of legal moves and the sum of the children's.  pos comes out as
 * it went in (each child is played and taken back). */
void fuzz_check_counts(hdc_position *pos);

/* White-box (fuzz_generators.c): the search's generators (captures on
 * every path this machine runs, with and without the king watch and for
 * chosen victims; the quiet moves that may check; generate_search's
 * pseudo-legal king steps) list exactly the moves of the legal list they
 * stand for, and for each legal move the check and the key after it,
 * foretold without making it, are what making it gives.  fuzz_check_counts()
 * runs it first. */
void fuzz_check_generators(hdc_position *pos);

/* The engine on pos, FUZZ_SEARCH_NODES nodes, two lines, from a cleared
 * table: a finished game is HDC_ERR_GAME_OVER; otherwise the best move is
 * legal and starts line 0 (if the first iteration ended within the
 * limit: else there is no line), each line's moves play legally in turn, the
 * scores are of a known kind, and a second search after
 * hdc_engine_clear() gives the same move, score and node count.  pos
 * comes out as it went in. */
enum { FUZZ_SEARCH_NODES = 2000 };
void fuzz_check_search(hdc_position *pos);

/* After a failed call on pos: its status is one of the allowed ones, the
 * offset lies within the text (or is -1 when allowed), and pos still has
 * the text and key it had. */
void fuzz_check_unchanged(const hdc_position *pos, const char *text_before, uint64_t key);

#endif
