/*
 * api.h - helpers shared by the exported functions (api_*.c).
 */
#ifndef HDC_API_INTERNAL_H
#define HDC_API_INTERNAL_H

#include <stddef.h>

#include "position.h"

struct san_result;

/* Copies a string of len bytes plus NUL into a caller buffer, or reports
 * the size needed. */
hdc_status api_copy_string(const char *s, size_t len, char *buf, size_t cap, size_t *needed);

/* Records the reason of a failed call on the handle and returns status. */
#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
hdc_status api_fail(struct hdc_position *pos, hdc_status status, int64_t offset,
                    const char *fmt, ...);
void api_clear_error(struct hdc_position *pos);

/* Is cell a valid cell index of pos's board? */
int api_valid_cell(const struct hdc_position *pos, int32_t cell);

/* The outcome of a move reader (san.h) handed to the caller: the move, or
 * the failure recorded on the handle (api_notation.c). */
hdc_status api_move_read(struct hdc_position *pos, const struct san_result *r, hdc_move *move);

/* Room for one more entry in pos's move history (api_moves.c; also
 * hdc_position_play_null's). */
hdc_status grow_history(struct hdc_position *pos);

#endif
