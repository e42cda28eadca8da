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

/* Records the reason of a failed call on the handle, and as the
 * thread-local last error too (api_error.c), and returns status. */
#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
hdc_status api_fail(struct hdc_position *pos, hdc_status status, int64_t offset,
                    const char *fmt, ...);
void api_clear_error(struct hdc_position *pos);

/* Records a failure as the thread-local last error only (for calls without
 * a handle or on a const handle) and returns status. */
#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
hdc_status api_error(hdc_status status, int64_t offset, const char *fmt, ...);

/* api_status(st): st, recorded as the last error ("function: status
 * string") when it is a failure: for the plain argument checks. */
hdc_status api_report(hdc_status status, const char *function);
#define api_status(st) api_report((st), __func__)

/* A list of n elements for a caller buffer: sets *count (which must not be
 * NULL) and checks cap and buf, recording the last error; HDC_OK when the
 * caller may copy n elements into buf. */
hdc_status api_list_size(size_t n, size_t cap, const void *buf, size_t *count);

/* The built variant a name means (NULL: HDC), or HDC_ERR_UNKNOWN_VARIANT
 * with a message naming the known ones (api_variant.c). */
hdc_status api_lookup_variant(const char *name, const struct variant **out);
hdc_status api_unknown_variant(const char *name);
/* A new position handle of v read from text (errors recorded as
 * hdc_position_from_text records them). */
hdc_status api_position_from_text(const struct variant *v, const char *text,
                                  hdc_position **out);

/* Is cell a valid cell index of pos's board? */
int api_valid_cell(const struct hdc_position *pos, int32_t cell);

/* The outcome of a move reader (san.h) handed to the caller: the move, or
 * the failure recorded on the handle (api_notation.c). */
hdc_status api_move_read(struct hdc_position *pos, const struct san_result *r, hdc_move *move);

/* Room for one more entry in pos's move history (api_moves.c; also
 * hdc_position_play_null's). */
hdc_status grow_history(struct hdc_position *pos);

#endif
