/*
 * api_variant_handle.c - hdc_variant handles: read from HVD text, the
 * built-ins', their descriptions, and the positions and games made of them.
 */
#include <stdlib.h>
#include <string.h>

#include "api.h"
#include "postext.h"
#include "variant_handle.h"
#include "variant_text.h"

/* The byte offset of (line, column) in text, or -1. */
static int64_t offset_of(const char *text, size_t len, int line, int column)
{
	if (line < 1)
		return -1;
	size_t at = 0;
	for (int l = 1; l < line && at < len; at++)
		if (text[at] == '\n')
			l++;
	if (column > 1)
		at += (size_t)(column - 1);
	return at <= len ? (int64_t)at : -1;
}

HDC_API hdc_status hdc_variant_from_text(const char *text, size_t len, hdc_variant **out)
{
	if (!out)
		return api_report(HDC_ERR_NULL, __func__);
	*out = NULL;
	if (!text)
		return api_error(HDC_ERR_NULL, -1, "%s: the text is NULL", __func__);
	struct hvd_error err;
	struct variant *v;
	hdc_status st = variant_text_load(text, len, &v, &err);
	if (st == HDC_ERR_SYNTAX)
		return api_error(st, offset_of(text, len, err.line, err.column),
		                 "line %d, column %d: %s", err.line, err.column, err.message);
	if (st != HDC_OK)
		return api_error(st, -1, "cannot read the variant: %s", hdc_status_string(st));
	/* The start position must be one the game can be played from: read
	 * it as a position (a layer above the variant's own checks). */
	struct hdc_position *scratch = cellset_calloc(sizeof *scratch);
	struct text_error perr;
	if (!scratch) {
		variant_destroy(v);
		return api_error(HDC_ERR_NO_MEMORY, -1, "no memory for a variant");
	}
	st = postext_parse(scratch, v, v->def->start, &perr);
	free(scratch);
	if (st != HDC_OK) {
		/* The def is the first member of the variant_owned holding it. */
		int line = ((const struct variant_owned *)v->def)->line_start;
		variant_destroy(v);
		return api_error(HDC_ERR_SYNTAX, offset_of(text, len, line, 0),
		                 "line %d, column 0: the start position: %s", line, perr.message);
	}
	hdc_variant *h = variant_handle_new(v);
	if (!h) {
		variant_destroy(v);
		return api_error(HDC_ERR_NO_MEMORY, -1, "no memory for a variant");
	}
	*out = h;
	return HDC_OK;
}

HDC_API hdc_status hdc_variant_builtin(const char *name, hdc_variant **out)
{
	if (!out)
		return api_report(HDC_ERR_NULL, __func__);
	*out = NULL;
	const struct variant *v;
	hdc_status st = api_lookup_variant(name, &v);
	if (st != HDC_OK)
		return st;
	*out = v->handle;
	return HDC_OK;
}

HDC_API void hdc_variant_ref(hdc_variant *variant)
{
	variant_handle_ref(variant);
}

HDC_API void hdc_variant_unref(hdc_variant *variant)
{
	variant_handle_unref(variant);
}

HDC_API hdc_status hdc_variant_text(const hdc_variant *variant, char *buf, size_t cap,
                                    size_t *needed)
{
	if (!variant)
		return api_report(HDC_ERR_NULL, __func__);
	if (!buf && cap)
		return api_report(HDC_ERR_NULL, __func__);
	size_t n = 0;
	hdc_status st = variant_text_write(variant->v->def, buf, cap, &n);
	if (needed)
		*needed = n;
	if (st != HDC_OK)
		return api_error(st, -1, "%s: the description takes %zu bytes", __func__, n);
	return HDC_OK;
}

static hdc_status copy_name(const hdc_variant *variant, int which, char *buf, size_t cap,
                            size_t *needed)
{
	if (!variant)
		return api_status(HDC_ERR_NULL);
	const struct variant_def *d = variant->v->def;
	const char *s = which == 0 ? d->name : which == 1 ? d->title : d->record_name;
	return api_copy_string(s, strlen(s), buf, cap, needed);
}

HDC_API hdc_status hdc_variant_get_name(const hdc_variant *variant, char *buf, size_t cap,
                                        size_t *needed)
{
	return copy_name(variant, 0, buf, cap, needed);
}

HDC_API hdc_status hdc_variant_get_title(const hdc_variant *variant, char *buf, size_t cap,
                                         size_t *needed)
{
	return copy_name(variant, 1, buf, cap, needed);
}

HDC_API hdc_status hdc_variant_get_record_name(const hdc_variant *variant, char *buf,
                                               size_t cap, size_t *needed)
{
	return copy_name(variant, 2, buf, cap, needed);
}

HDC_API hdc_status hdc_variant_get_piece_types(const hdc_variant *variant, int32_t *types,
                                               size_t cap, size_t *count)
{
	if (!variant || !count)
		return api_status(HDC_ERR_NULL);
	const struct variant_def *def = variant->v->def;
	size_t n = def->npieces;
	hdc_status st = api_list_size(n, cap, types, count);
	if (st != HDC_OK)
		return st;
	for (size_t i = 0; i < n; i++)
		types[i] = def->pieces[i].type;
	return HDC_OK;
}

/* The row of a type the variant uses, or HDC_ERR_RANGE recorded. */
static hdc_status piece_of(const hdc_variant *variant, int32_t type,
                           const struct piece_def **out)
{
	if (!variant)
		return api_status(HDC_ERR_NULL);
	const struct variant_def *def = variant->v->def;
	for (int i = 0; i < def->npieces; i++)
		if (def->pieces[i].type == type) {
			*out = &def->pieces[i];
			return HDC_OK;
		}
	return api_error(HDC_ERR_RANGE, -1, "%s does not use piece type %d", def->name, (int)type);
}

HDC_API hdc_status hdc_variant_get_piece_letter(const hdc_variant *variant, int32_t type,
                                                char *buf, size_t cap, size_t *needed)
{
	const struct piece_def *p = NULL; /* set on success; GCC -O3 cannot tell */
	hdc_status st = piece_of(variant, type, &p);
	return st != HDC_OK ? st : api_copy_string(&p->letter, 1, buf, cap, needed);
}

HDC_API hdc_status hdc_variant_get_piece_name(const hdc_variant *variant, int32_t type,
                                              char *buf, size_t cap, size_t *needed)
{
	const struct piece_def *p = NULL; /* set on success; GCC -O3 cannot tell */
	hdc_status st = piece_of(variant, type, &p);
	return st != HDC_OK ? st : api_copy_string(p->name, strlen(p->name), buf, cap, needed);
}

HDC_API hdc_status hdc_position_new_from_variant(const hdc_variant *variant,
                                                 hdc_position **out)
{
	if (!out)
		return api_status(HDC_ERR_NULL);
	*out = NULL;
	if (!variant)
		return api_status(HDC_ERR_NULL);
	return hdc_position_from_variant_text(variant, variant->v->def->start, out);
}

HDC_API hdc_status hdc_position_from_variant_text(const hdc_variant *variant,
                                                  const char *text, hdc_position **out)
{
	if (!out)
		return api_status(HDC_ERR_NULL);
	*out = NULL;
	if (!variant || !text)
		return api_status(HDC_ERR_NULL);
	return api_position_from_text(variant->v, text, out);
}

HDC_API hdc_status hdc_position_get_variant(const hdc_position *pos, hdc_variant **out)
{
	if (!out)
		return api_status(HDC_ERR_NULL);
	*out = NULL;
	if (!pos)
		return api_status(HDC_ERR_NULL);
	variant_hold(pos->v);
	*out = pos->v->handle;
	return HDC_OK;
}

HDC_API hdc_status hdc_game_new_from_variant(const hdc_variant *variant, hdc_game **out)
{
	if (!out)
		return api_status(HDC_ERR_NULL);
	*out = NULL;
	hdc_position *pos;
	hdc_status st = hdc_position_new_from_variant(variant, &pos);
	if (st != HDC_OK)
		return st;
	st = hdc_game_from_position(pos, out);
	hdc_position_free(pos);
	return st;
}
