/* api_position.c - position handles: life cycle, text, board and state. */
#include <stdlib.h>
#include <string.h>

#include "api.h"
#include "cellname.h"
#include "postext.h"
#include "variant_handle.h"

static hdc_status allocate(const struct variant *v, hdc_position **out)
{
	hdc_position *pos = cellset_calloc(sizeof *pos);
	if (!pos)
		return api_error(HDC_ERR_NO_MEMORY, -1, "no memory for a position");
	position_clear(pos, v);
	api_clear_error(pos);
	/* A position keeps its variant alive (built-ins: a no-op). */
	variant_hold(v);
	*out = pos;
	return HDC_OK;
}

/* Parse into a scratch position and copy the state over only on success,
 * so a failure leaves pos as it was. */
static hdc_status load_text(hdc_position *pos, const struct variant *v, const char *text)
{
	struct hdc_position scratch;
	struct text_error err;
	hdc_status st = postext_parse(&scratch, v, text, &err);
	if (st != HDC_OK)
		return api_fail(pos, st, err.offset, "%s", err.message);
	struct history_entry *history = pos->history;
	size_t cap = pos->history_cap;
	memcpy(pos, &scratch, offsetof(struct hdc_position, history));
	pos->history = history;
	pos->history_cap = cap;
	pos->nhistory = 0;
	api_clear_error(pos);
	return HDC_OK;
}

HDC_API hdc_status hdc_position_new(const char *variant, hdc_position **out)
{
	if (!out)
		return api_status(HDC_ERR_NULL);
	*out = NULL;
	const struct variant *v;
	hdc_status st = api_lookup_variant(variant, &v);
	if (st != HDC_OK)
		return st;
	hdc_position *pos = NULL;
	if ((st = allocate(v, &pos)) != HDC_OK)
		return st;
	if ((st = load_text(pos, v, v->def->start)) != HDC_OK) {
		/* The built-in start texts are tested; this cannot happen. */
		hdc_position_free(pos);
		return st;
	}
	*out = pos;
	return HDC_OK;
}

hdc_status api_position_from_text(const struct variant *v, const char *text, hdc_position **out)
{
	hdc_position *pos = NULL;
	hdc_status st = allocate(v, &pos);
	if (st != HDC_OK)
		return st;
	if ((st = load_text(pos, v, text)) != HDC_OK) {
		hdc_position_free(pos);
		return st;
	}
	*out = pos;
	return HDC_OK;
}

HDC_API hdc_status hdc_position_from_text(const char *variant, const char *text,
                                          hdc_position **out)
{
	if (!out)
		return api_status(HDC_ERR_NULL);
	*out = NULL;
	if (!text)
		return api_status(HDC_ERR_NULL);
	const struct variant *v;
	hdc_status st = api_lookup_variant(variant, &v);
	if (st != HDC_OK)
		return st;
	return api_position_from_text(v, text, out);
}

HDC_API hdc_status hdc_position_clone(const hdc_position *pos, hdc_position **out)
{
	if (!out)
		return api_status(HDC_ERR_NULL);
	*out = NULL;
	if (!pos)
		return api_status(HDC_ERR_NULL);
	hdc_position *copy = cellset_calloc(sizeof *copy);
	if (!copy)
		return api_status(HDC_ERR_NO_MEMORY);
	memcpy(copy, pos, sizeof *copy);
	copy->history = NULL;
	copy->history_cap = 0;
	if (pos->nhistory) {
		copy->history = malloc(pos->nhistory * sizeof *copy->history);
		if (!copy->history) {
			free(copy);
			return api_status(HDC_ERR_NO_MEMORY);
		}
		memcpy(copy->history, pos->history, pos->nhistory * sizeof *copy->history);
		copy->history_cap = pos->nhistory;
	}
	variant_hold(copy->v);
	*out = copy;
	return HDC_OK;
}

HDC_API void hdc_position_free(hdc_position *pos)
{
	if (!pos)
		return;
	free(pos->history);
	variant_drop(pos->v);
	free(pos);
}

HDC_API hdc_status hdc_position_set_text(hdc_position *pos, const char *text)
{
	if (!pos)
		return api_status(HDC_ERR_NULL);
	if (!text)
		return api_fail(pos, HDC_ERR_NULL, -1, "text is NULL");
	return load_text(pos, pos->v, text);
}

HDC_API hdc_status hdc_position_text(const hdc_position *pos, char *buf, size_t cap,
                                     size_t *needed)
{
	if (!pos)
		return api_status(HDC_ERR_NULL);
	char text[POSTEXT_MAX];
	size_t len = postext_format(pos, text);
	return api_copy_string(text, len, buf, cap, needed);
}

HDC_API const char *hdc_position_error_message(const hdc_position *pos)
{
	if (!pos)
		return hdc_status_string(HDC_ERR_NULL);
	return pos->error;
}

HDC_API int64_t hdc_position_error_offset(const hdc_position *pos)
{
	return pos ? pos->error_offset : -1;
}

HDC_API hdc_status hdc_position_variant(const hdc_position *pos, char *buf, size_t cap,
                                        size_t *needed)
{
	if (!pos)
		return api_status(HDC_ERR_NULL);
	const char *name = pos->v->def->name;
	return api_copy_string(name, strlen(name), buf, cap, needed);
}

HDC_API hdc_status hdc_position_dimensions(const hdc_position *pos, int32_t *files,
                                           int32_t *ranks, int32_t *layers, int32_t *cells)
{
	if (!pos)
		return api_status(HDC_ERR_NULL);
	const struct geometry *g = &pos->v->geo;
	if (files)
		*files = g->nx;
	if (ranks)
		*ranks = g->ny;
	if (layers)
		*layers = g->nz;
	if (cells)
		*cells = g->ncells;
	return HDC_OK;
}

HDC_API hdc_status hdc_position_cell_at(const hdc_position *pos, int32_t x, int32_t y,
                                        int32_t z, int32_t *cell)
{
	if (!pos || !cell)
		return api_status(HDC_ERR_NULL);
	int c = geometry_cell(&pos->v->geo, x, y, z);
	if (c < 0)
		return api_status(HDC_ERR_RANGE);
	*cell = c;
	return HDC_OK;
}

HDC_API hdc_status hdc_position_cell_coords(const hdc_position *pos, int32_t cell,
                                            int32_t *x, int32_t *y, int32_t *z)
{
	if (!pos)
		return api_status(HDC_ERR_NULL);
	if (!api_valid_cell(pos, cell))
		return api_status(HDC_ERR_RANGE);
	const int8_t *c = pos->v->geo.coord[cell];
	if (x)
		*x = c[0];
	if (y)
		*y = c[1];
	if (z)
		*z = c[2];
	return HDC_OK;
}

HDC_API hdc_status hdc_position_cell_name(const hdc_position *pos, int32_t cell, char *buf,
                                          size_t cap, size_t *needed)
{
	if (!pos)
		return api_status(HDC_ERR_NULL);
	if (!api_valid_cell(pos, cell))
		return api_status(HDC_ERR_RANGE);
	char name[CELL_NAME_MAX];
	size_t len = cell_format(pos->v, (unsigned)cell, CELL_DISPLAY, name);
	return api_copy_string(name, len, buf, cap, needed);
}

HDC_API hdc_status hdc_position_layer_name(const hdc_position *pos, int32_t layer, char *buf,
                                           size_t cap, size_t *needed)
{
	if (!pos)
		return api_status(HDC_ERR_NULL);
	if (layer < 0 || layer >= pos->v->geo.nz)
		return api_error(HDC_ERR_RANGE, -1, "layer %d is not in 0..%d", (int)layer,
		                 pos->v->geo.nz - 1);
	char name[CELL_NAME_MAX];
	size_t len = layer_format(pos->v, layer, name);
	return api_copy_string(name, len, buf, cap, needed);
}

HDC_API hdc_status hdc_position_parse_cell(hdc_position *pos, const char *text, int32_t *cell)
{
	if (!pos)
		return api_status(HDC_ERR_NULL);
	if (!text || !cell)
		return api_fail(pos, HDC_ERR_NULL, -1, "text or cell is NULL");
	unsigned c;
	size_t len = strlen(text);
	size_t n = cell_parse(pos->v, text, len, &c);
	if (!n) {
		char what[96];
		size_t at = cell_explain(pos->v, text, len, what, sizeof what);
		return api_fail(pos, HDC_ERR_SYNTAX, (int64_t)at, "not a cell name: at byte %zu, %s",
		                at, what);
	}
	if (n != len)
		return api_fail(pos, HDC_ERR_SYNTAX, (int64_t)n, "unexpected text after the cell name");
	api_clear_error(pos);
	*cell = (int32_t)c;
	return HDC_OK;
}

HDC_API hdc_status hdc_position_cell_color(const hdc_position *pos, int32_t cell,
                                           int32_t *color)
{
	if (!pos || !color)
		return api_status(HDC_ERR_NULL);
	if (!api_valid_cell(pos, cell))
		return api_status(HDC_ERR_RANGE);
	*color = pos->v->geo.colour[cell];
	return HDC_OK;
}

HDC_API hdc_status hdc_position_piece_at(const hdc_position *pos, int32_t cell, hdc_piece *piece)
{
	if (!pos || !piece)
		return api_status(HDC_ERR_NULL);
	if (!api_valid_cell(pos, cell))
		return api_status(HDC_ERR_RANGE);
	*piece = pos->board[cell];
	return HDC_OK;
}

HDC_API hdc_status hdc_position_side_to_move(const hdc_position *pos, int32_t *color)
{
	if (!pos || !color)
		return api_status(HDC_ERR_NULL);
	*color = pos->side;
	return HDC_OK;
}

HDC_API hdc_status hdc_position_castling_rights(const hdc_position *pos, uint32_t *rights)
{
	if (!pos || !rights)
		return api_status(HDC_ERR_NULL);
	*rights = pos->st.castling;
	return HDC_OK;
}

HDC_API hdc_status hdc_position_en_passant(const hdc_position *pos, int32_t *cell)
{
	if (!pos || !cell)
		return api_status(HDC_ERR_NULL);
	*cell = pos->st.ep_cell == CELL_NONE ? -1 : (int32_t)pos->st.ep_cell;
	return HDC_OK;
}

HDC_API hdc_status hdc_position_en_passant_cells(const hdc_position *pos, int32_t *cells,
                                                size_t cap, size_t *count)
{
	if (!pos || !count)
		return api_status(HDC_ERR_NULL);
	int32_t list[2];
	size_t n = 0;
	if (pos->st.ep_cell != CELL_NONE) {
		list[n++] = pos->st.ep_cell;
		if (pos->st.ep_cell2 != CELL_NONE)
			list[n++] = pos->st.ep_cell2;
	}
	hdc_status st = api_list_size(n, cap, cells, count);
	if (st == HDC_OK && n)
		memcpy(cells, list, n * sizeof *cells);
	return st;
}

HDC_API hdc_status hdc_position_halfmove_clock(const hdc_position *pos, int32_t *clock)
{
	if (!pos || !clock)
		return api_status(HDC_ERR_NULL);
	*clock = pos->st.halfmove;
	return HDC_OK;
}

HDC_API hdc_status hdc_position_fullmove_number(const hdc_position *pos, int32_t *number)
{
	if (!pos || !number)
		return api_status(HDC_ERR_NULL);
	*number = pos->st.fullmove;
	return HDC_OK;
}

HDC_API hdc_status hdc_position_key(const hdc_position *pos, uint64_t *key)
{
	if (!pos || !key)
		return api_status(HDC_ERR_NULL);
	*key = position_key(pos);
	return HDC_OK;
}
