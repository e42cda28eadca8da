/*
 * api_error.c - the thread-local last error.
 *
 * Every failing exported call leaves its status, a message and (for text
 * input) a byte offset here, so that calls without a handle (variant
 * queries, hdc_position_from_text, hdc_game_new) and calls on a const
 * handle can explain themselves too.  Thread-local storage keeps threads
 * that share a read-only position from racing on it.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "api.h"

#define LAST_ERROR_MAX 256

static _Thread_local struct {
	hdc_status status;
	int64_t offset;
	char message[LAST_ERROR_MAX];
} last = { HDC_OK, -1, "" };

static void set_last(hdc_status status, int64_t offset, const char *fmt, va_list ap)
{
	last.status = status;
	last.offset = offset;
	vsnprintf(last.message, sizeof last.message, fmt, ap);
}

hdc_status api_error(hdc_status status, int64_t offset, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	set_last(status, offset, fmt, ap);
	va_end(ap);
	return status;
}

hdc_status api_report(hdc_status status, const char *function)
{
	if (status != HDC_OK)
		api_error(status, -1, "%s: %s", function, hdc_status_string(status));
	return status;
}

hdc_status api_fail(struct hdc_position *pos, hdc_status status, int64_t offset,
                    const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(pos->error, sizeof pos->error, fmt, ap);
	va_end(ap);
	pos->error_offset = offset;
	return api_error(status, offset, "%s", pos->error);
}

HDC_API hdc_status hdc_last_error_status(void)
{
	return last.status;
}

HDC_API const char *hdc_last_error_message(void)
{
	return last.message;
}

HDC_API int64_t hdc_last_error_offset(void)
{
	return last.offset;
}

HDC_API void hdc_last_error_clear(void)
{
	last.status = HDC_OK;
	last.offset = -1;
	last.message[0] = '\0';
}
