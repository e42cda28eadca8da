/* api_notation.c - SAN, move reading, end-of-game queries. */
#include <string.h>

#include "api.h"
#include "lookahead.h"
#include "result.h"
#include "san.h"

HDC_API hdc_status hdc_position_move_san(const hdc_position *pos, hdc_move move, char *buf,
                                         size_t cap, size_t *needed)
{
	/* The null move, where it may be played. */
	if (pos && move == HDC_MOVE_NULL && null_move_allowed(pos))
		return api_copy_string(SAN_NULL_MOVE, strlen(SAN_NULL_MOVE), buf, cap, needed);
	if (!pos)
		return api_status(HDC_ERR_NULL);
	if (!position_is_legal(pos, move))
		return api_status(HDC_ERR_ILLEGAL_MOVE);
	char text[SAN_MAX];
	size_t len = san_format(pos, move, text);
	return api_copy_string(text, len, buf, cap, needed);
}

HDC_API hdc_status hdc_position_parse_san(hdc_position *pos, const char *text, hdc_move *move)
{
	if (!pos)
		return api_status(HDC_ERR_NULL);
	if (!text || !move)
		return api_fail(pos, HDC_ERR_NULL, -1, "text or move is NULL");
	struct san_result r;
	san_parse(pos, text, &r);
	return api_move_read(pos, &r, move);
}

hdc_status api_move_read(hdc_position *pos, const struct san_result *r, hdc_move *move)
{
	pos->error_candidates = r->candidates;
	if (r->status != HDC_OK)
		return api_fail(pos, r->status,
		                r->status == HDC_ERR_SYNTAX ? (int64_t)r->offset : -1, "%s",
		                r->message);
	api_clear_error(pos);
	*move = r->move;
	return HDC_OK;
}

HDC_API hdc_status hdc_position_parse_move(hdc_position *pos, const char *text, hdc_move *move)
{
	if (!pos)
		return api_status(HDC_ERR_NULL);
	hdc_status st = hdc_position_parse_coord(pos, text, move);
	if (st == HDC_ERR_SYNTAX)
		st = hdc_position_parse_san(pos, text, move);
	return st;
}

HDC_API int32_t hdc_position_error_candidates(const hdc_position *pos)
{
	return pos ? pos->error_candidates : 0;
}

HDC_API hdc_status hdc_position_status(const hdc_position *pos, int32_t *status,
                                       int32_t *winner)
{
	if (!pos)
		return api_status(HDC_ERR_NULL);
	int w;
	int s = game_status(pos, &w);
	if (status)
		*status = s;
	if (winner)
		*winner = w;
	return HDC_OK;
}

HDC_API hdc_status hdc_position_result(const hdc_position *pos, char *buf, size_t cap,
                                       size_t *needed)
{
	if (!pos)
		return api_status(HDC_ERR_NULL);
	int w;
	int s = game_status(pos, &w);
	const char *text = game_result_text(pos->v, s, w);
	return api_copy_string(text, strlen(text), buf, cap, needed);
}

HDC_API hdc_status hdc_position_claimable(const hdc_position *pos, uint32_t *claims)
{
	if (!pos || !claims)
		return api_status(HDC_ERR_NULL);
	*claims = game_claimable(pos);
	return HDC_OK;
}

HDC_API hdc_status hdc_position_repetitions(const hdc_position *pos, int32_t *count)
{
	if (!pos || !count)
		return api_status(HDC_ERR_NULL);
	*count = game_repetitions(pos);
	return HDC_OK;
}

HDC_API hdc_status hdc_position_history_move(const hdc_position *pos, size_t index,
                                             hdc_move *move)
{
	if (!pos || !move)
		return api_status(HDC_ERR_NULL);
	if (index >= pos->nhistory)
		return api_status(HDC_ERR_RANGE);
	*move = pos->history[index].move;
	return HDC_OK;
}
