/* api_library.c - version, status strings, piece and move values. */
#include "api.h"

#include <string.h>

#define STR_(x) #x
#define STR(x) STR_(x)

HDC_API const char *hdc_version(void)
{
	return STR(HDC_VERSION_MAJOR) "." STR(HDC_VERSION_MINOR) "." STR(HDC_VERSION_PATCH);
}

HDC_API int32_t hdc_version_number(void)
{
	return HDC_VERSION_NUMBER;
}

HDC_API const char *hdc_status_string(hdc_status status)
{
	switch (status) {
	case HDC_OK: return "success";
	case HDC_ERR_NULL: return "a required pointer argument is NULL";
	case HDC_ERR_RANGE: return "an argument is out of range";
	case HDC_ERR_BUFFER_TOO_SMALL: return "the buffer is too small";
	case HDC_ERR_NO_MEMORY: return "out of memory";
	case HDC_ERR_UNKNOWN_VARIANT: return "unknown variant";
	case HDC_ERR_SYNTAX: return "syntax error";
	case HDC_ERR_INVALID_POSITION: return "impossible position";
	case HDC_ERR_ILLEGAL_MOVE: return "illegal move";
	case HDC_ERR_AMBIGUOUS_MOVE: return "ambiguous move";
	case HDC_ERR_NO_HISTORY: return "no move to take back";
	case HDC_ERR_DEPTH: return "depth out of range";
	case HDC_ERR_NO_GAME: return "no game in the text";
	case HDC_ERR_NOT_FOUND: return "not found";
	case HDC_ERR_GAME_OVER: return "the game is over";
	case HDC_ERR_BUSY: return "the engine is searching";
	case HDC_ERR_UNSUPPORTED: return "not supported in this build";
	default: return "unknown status code";
	}
}

HDC_API int32_t hdc_piece_type(hdc_piece piece)
{
	return piece > 0 && piece < 64 ? (int32_t)PTYPE(piece) : HDC_NO_PIECE;
}

HDC_API int32_t hdc_piece_color(hdc_piece piece)
{
	return piece > 0 && piece < 64 ? (int32_t)PSIDE(piece) : -1;
}

HDC_API hdc_piece hdc_piece_make(int32_t type, int32_t color)
{
	if (type <= 0 || type >= MAX_TYPES || (color != HDC_WHITE && color != HDC_BLACK))
		return 0;
	return PIECE(type, color);
}

HDC_API int32_t hdc_move_from(hdc_move move)
{
	return (int32_t)MOVE_FROM(move);
}

HDC_API int32_t hdc_move_to(hdc_move move)
{
	return (int32_t)MOVE_TO(move);
}

HDC_API int32_t hdc_move_kind(hdc_move move)
{
	return (int32_t)MOVE_KIND(move);
}

HDC_API int32_t hdc_move_promotion(hdc_move move)
{
	unsigned kind = MOVE_KIND(move);
	if (kind == HDC_MOVE_PROMOTION || kind == HDC_MOVE_PROMOTION_CAPTURE ||
	    kind == HDC_MOVE_PROMOTION_IN_PLACE)
		return (int32_t)MOVE_EXTRA(move);
	return 0;
}

HDC_API int32_t hdc_move_castling(hdc_move move)
{
	return MOVE_KIND(move) == HDC_MOVE_CASTLING ? (int32_t)MOVE_EXTRA(move) : -1;
}

HDC_API int32_t hdc_move_is_capture(hdc_move move)
{
	unsigned kind = MOVE_KIND(move);
	return kind == HDC_MOVE_CAPTURE || kind == HDC_MOVE_EN_PASSANT ||
	       kind == HDC_MOVE_PROMOTION_CAPTURE;
}

hdc_status api_copy_string(const char *s, size_t len, char *buf, size_t cap, size_t *needed)
{
	if (needed)
		*needed = len + 1;
	if (!buf && cap)
		return api_error(HDC_ERR_NULL, -1, "buf is NULL but cap is %zu", cap);
	if (cap < len + 1)
		return api_error(HDC_ERR_BUFFER_TOO_SMALL, -1,
		                 "the buffer holds %zu bytes, %zu are needed", cap, len + 1);
	memcpy(buf, s, len);
	buf[len] = '\0';
	return HDC_OK;
}

hdc_status api_list_size(size_t n, size_t cap, const void *buf, size_t *count)
{
	*count = n;
	if (n > cap)
		return api_error(HDC_ERR_BUFFER_TOO_SMALL, -1,
		                 "the buffer holds %zu elements, %zu are needed", cap, n);
	if (n && !buf)
		return api_error(HDC_ERR_NULL, -1, "the buffer is NULL but %zu elements are needed",
		                 n);
	return HDC_OK;
}

void api_clear_error(struct hdc_position *pos)
{
	pos->error[0] = '\0';
	pos->error_offset = -1;
	pos->error_candidates = 0;
}

int api_valid_cell(const struct hdc_position *pos, int32_t cell)
{
	return cell >= 0 && cell < pos->v->geo.ncells;
}
