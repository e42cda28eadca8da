/* api_game.c - game handles and record text. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api.h"
#include "record.h"
#include "result.h"
#include "variant_handle.h"

static hdc_status new_game(const hdc_position *pos, hdc_game **out)
{
	hdc_game *game = malloc(sizeof *game);
	if (!game)
		return api_error(HDC_ERR_NO_MEMORY, -1, "no memory for a game");
	hdc_status st = record_from_position(pos, game);
	if (st != HDC_OK) {
		free(game);
		return api_error(st, -1, "cannot make a game: %s", hdc_status_string(st));
	}
	/* The game reads records as its home variant: it keeps it alive
	 * (its position does too, but a record read may replace that). */
	variant_hold(game->home);
	*out = game;
	return HDC_OK;
}

HDC_API hdc_status hdc_game_new(const char *variant, hdc_game **out)
{
	if (!out)
		return api_status(HDC_ERR_NULL);
	*out = NULL;
	hdc_position *pos;
	hdc_status st = hdc_position_new(variant, &pos);
	if (st != HDC_OK)
		return st;
	st = new_game(pos, out);
	hdc_position_free(pos);
	return st;
}

HDC_API hdc_status hdc_game_from_position(const hdc_position *pos, hdc_game **out)
{
	if (!out)
		return api_status(HDC_ERR_NULL);
	*out = NULL;
	if (!pos)
		return api_status(HDC_ERR_NULL);
	return new_game(pos, out);
}

HDC_API void hdc_game_free(hdc_game *game)
{
	if (!game)
		return;
	record_release(game);
	variant_drop(game->home);
	free(game);
}

static hdc_status game_fail(hdc_game *game, hdc_status st, const char *message)
{
	game->error_offset = -1;
	snprintf(game->error, sizeof game->error, "%s", message);
	return api_error(st, -1, "%s", game->error);
}

HDC_API hdc_status hdc_game_read(hdc_game *game, const char *text, size_t *consumed)
{
	if (!game)
		return api_status(HDC_ERR_NULL);
	if (!text || !consumed)
		return game_fail(game, HDC_ERR_NULL, "text or consumed is NULL");
	/* Read into a fresh game and swap it in only on success. */
	struct hdc_game fresh;
	memset(&fresh, 0, sizeof fresh);
	fresh.home = game->home;
	hdc_status st = record_read(&fresh, game->home, text, consumed);
	if (st != HDC_OK) {
		game->error_offset = fresh.error_offset;
		memcpy(game->error, fresh.error, sizeof game->error);
		record_release(&fresh);
		return api_error(st, game->error_offset, "%s", game->error);
	}
	record_release(game);
	*game = fresh;
	game->error_offset = -1;
	game->error[0] = '\0';
	return HDC_OK;
}

HDC_API hdc_status hdc_game_write(const hdc_game *game, char *buf, size_t cap, size_t *needed)
{
	if (!game)
		return api_status(HDC_ERR_NULL);
	char *text;
	size_t len = record_write(game, &text);
	if (len == (size_t)-1)
		return api_status(HDC_ERR_NO_MEMORY);
	hdc_status st = api_copy_string(text, len, buf, cap, needed);
	free(text);
	return st;
}

HDC_API hdc_status hdc_game_variant(const hdc_game *game, char *buf, size_t cap,
                                    size_t *needed)
{
	if (!game)
		return api_status(HDC_ERR_NULL);
	return hdc_position_variant(game->pos, buf, cap, needed);
}

HDC_API const char *hdc_game_error_message(const hdc_game *game)
{
	return game ? game->error : hdc_status_string(HDC_ERR_NULL);
}

HDC_API int64_t hdc_game_error_offset(const hdc_game *game)
{
	return game ? game->error_offset : -1;
}

static int valid_tag_name(const char *name)
{
	if (!*name || strlen(name) >= 64)
		return 0;
	for (const char *p = name; *p; p++)
		if (!isalnum((unsigned char)*p) && *p != '_')
			return 0;
	return 1;
}

HDC_API hdc_status hdc_game_set_tag(hdc_game *game, const char *name, const char *value)
{
	if (!game)
		return api_status(HDC_ERR_NULL);
	if (!name)
		return game_fail(game, HDC_ERR_NULL, "tag name is NULL");
	if (!valid_tag_name(name))
		return game_fail(game, HDC_ERR_RANGE, "tag names are letters, digits and '_'");
	if (strcmp(name, "Variant") == 0 || strcmp(name, "SetUp") == 0 ||
	    strcmp(name, "FEN") == 0)
		return game_fail(game, HDC_ERR_RANGE,
		                 "Variant, SetUp and FEN follow the game's start position");
	if (value && (strchr(value, '\n') || strchr(value, '\r')))
		return game_fail(game, HDC_ERR_RANGE, "tag values are one line");
	if (value && strcmp(name, "Result") == 0 && !record_is_result(value))
		return game_fail(game, HDC_ERR_RANGE, "Result must be a result token such as 1-0 or *");
	return record_set_tag(game, name, value);
}

HDC_API hdc_status hdc_game_tag(const hdc_game *game, const char *name, char *buf, size_t cap,
                                size_t *needed)
{
	if (!game || !name)
		return api_status(HDC_ERR_NULL);
	const char *value = record_tag(game, name);
	if (!value)
		return api_status(HDC_ERR_NOT_FOUND);
	return api_copy_string(value, strlen(value), buf, cap, needed);
}

HDC_API hdc_status hdc_game_tag_count(const hdc_game *game, size_t *count)
{
	if (!game || !count)
		return api_status(HDC_ERR_NULL);
	*count = game->ntags;
	return HDC_OK;
}

HDC_API hdc_status hdc_game_tag_name(const hdc_game *game, size_t index, char *buf, size_t cap,
                                     size_t *needed)
{
	if (!game)
		return api_status(HDC_ERR_NULL);
	if (index >= game->ntags)
		return api_status(HDC_ERR_RANGE);
	const char *name = game->tags[index].name;
	return api_copy_string(name, strlen(name), buf, cap, needed);
}

HDC_API hdc_status hdc_game_move_count(const hdc_game *game, size_t *count)
{
	if (!game || !count)
		return api_status(HDC_ERR_NULL);
	*count = game->pos->nhistory;
	return HDC_OK;
}

HDC_API hdc_status hdc_game_moves(const hdc_game *game, hdc_move *moves, size_t cap,
                                  size_t *count)
{
	if (!game || !count)
		return api_status(HDC_ERR_NULL);
	size_t n = game->pos->nhistory;
	hdc_status st = api_list_size(n, cap, moves, count);
	if (st != HDC_OK)
		return st;
	for (size_t i = 0; i < n; i++)
		moves[i] = game->pos->history[i].move;
	return HDC_OK;
}

HDC_API hdc_status hdc_game_position(const hdc_game *game, hdc_position **out)
{
	if (!out)
		return api_status(HDC_ERR_NULL);
	*out = NULL;
	if (!game)
		return api_status(HDC_ERR_NULL);
	return hdc_position_clone(game->pos, out);
}

HDC_API hdc_status hdc_game_play(hdc_game *game, hdc_move move)
{
	if (!game)
		return api_status(HDC_ERR_NULL);
	hdc_status st = record_play_move(game->pos, move);
	if (st != HDC_OK)
		return game_fail(game, st, hdc_position_error_message(game->pos));
	/* The main line of the tree grows with the final position. */
	if ((st = record_grow_mainline(game, move)) != HDC_OK)
		return api_error(st, -1, "%s", game->error);
	int winner;
	int status = game_status(game->pos, &winner);
	if (status != HDC_STATUS_ONGOING)
		return record_set_tag(game, "Result", game_result_text(game->pos->v, status, winner));
	return HDC_OK;
}
