/* api_variant.c - the list of variants and what each one is made of. */
#include <string.h>

#include "api.h"

/* The table row of the named variant (any case, record names too), or
 * HDC_ERR_NULL / HDC_ERR_UNKNOWN_VARIANT recorded as the last error of
 * `function`. */
static hdc_status find_def(const char *name, const char *function,
                           const struct variant_def **out)
{
	if (!name)
		return api_error(HDC_ERR_NULL, -1, "%s: the variant name is NULL", function);
	*out = variant_find_def(name);
	if (!*out)
		return api_unknown_variant(name);
	return HDC_OK;
}

hdc_status api_unknown_variant(const char *name)
{
	char message[256];
	variant_unknown_message(name, message, sizeof message);
	return api_error(HDC_ERR_UNKNOWN_VARIANT, -1, "%s", message);
}

hdc_status api_lookup_variant(const char *name, const struct variant **out)
{
	hdc_status st = variant_lookup(name, out);
	if (st == HDC_ERR_UNKNOWN_VARIANT)
		return api_unknown_variant(name);
	if (st != HDC_OK)
		return api_error(st, -1, "cannot build the variant tables: %s", hdc_status_string(st));
	return HDC_OK;
}

/* The piece row of a type in the variant's table, or NULL. */
static const struct piece_def *find_piece(const struct variant_def *def, int32_t type)
{
	for (int i = 0; i < def->npieces; i++)
		if (def->pieces[i].type == type)
			return &def->pieces[i];
	return NULL;
}

HDC_API int32_t hdc_variant_count(void)
{
	return (int32_t)variant_count();
}

HDC_API hdc_status hdc_variant_name(int32_t index, char *buf, size_t cap, size_t *needed)
{
	if (index < 0 || (size_t)index >= variant_count())
		return api_error(HDC_ERR_RANGE, -1, "variant index %d is not in 0..%d", (int)index,
		                 (int)variant_count() - 1);
	const char *name = variant_def_at((size_t)index)->name;
	return api_copy_string(name, strlen(name), buf, cap, needed);
}

HDC_API hdc_status hdc_variant_title(const char *variant, char *buf, size_t cap,
                                     size_t *needed)
{
	const struct variant_def *def;
	hdc_status st = find_def(variant, __func__, &def);
	if (st != HDC_OK)
		return st;
	return api_copy_string(def->title, strlen(def->title), buf, cap, needed);
}

HDC_API hdc_status hdc_variant_dimensions(const char *variant, int32_t *files,
                                          int32_t *ranks, int32_t *layers, int32_t *cells)
{
	const struct variant_def *def;
	hdc_status st = find_def(variant, __func__, &def);
	if (st != HDC_OK)
		return st;
	/* The built geometry, so that the numbers are the ones positions of
	 * the variant report (hdc_position_dimensions). */
	const struct variant *v;
	if ((st = api_lookup_variant(def->name, &v)) != HDC_OK)
		return st;
	if (files)
		*files = v->geo.nx;
	if (ranks)
		*ranks = v->geo.ny;
	if (layers)
		*layers = v->geo.nz;
	if (cells)
		*cells = v->geo.ncells;
	return HDC_OK;
}

HDC_API hdc_status hdc_variant_piece_types(const char *variant, int32_t *types, size_t cap,
                                           size_t *count)
{
	if (!count)
		return api_status(HDC_ERR_NULL);
	const struct variant_def *def;
	hdc_status st = find_def(variant, __func__, &def);
	if (st != HDC_OK)
		return st;
	size_t n = def->npieces;
	if ((st = api_list_size(n, cap, types, count)) != HDC_OK)
		return st;
	for (size_t i = 0; i < n; i++)
		types[i] = def->pieces[i].type;
	return HDC_OK;
}

/* The row of a piece type the named variant uses (the argument checks of
 * the piece letter and name calls). */
static hdc_status find_variant_piece(const char *variant, int32_t type, const char *function,
                                     const struct piece_def **out)
{
	const struct variant_def *def;
	hdc_status st = find_def(variant, function, &def);
	if (st != HDC_OK)
		return st;
	*out = find_piece(def, type);
	if (!*out)
		return api_error(HDC_ERR_RANGE, -1, "%s does not use piece type %d", def->name,
		                 (int)type);
	return HDC_OK;
}

HDC_API hdc_status hdc_variant_piece_letter(const char *variant, int32_t type, char *buf,
                                            size_t cap, size_t *needed)
{
	const struct piece_def *p;
	hdc_status st = find_variant_piece(variant, type, __func__, &p);
	return st != HDC_OK ? st : api_copy_string(&p->letter, 1, buf, cap, needed);
}

HDC_API hdc_status hdc_variant_piece_name(const char *variant, int32_t type, char *buf,
                                          size_t cap, size_t *needed)
{
	const struct piece_def *p;
	hdc_status st = find_variant_piece(variant, type, __func__, &p);
	return st != HDC_OK ? st : api_copy_string(p->name, strlen(p->name), buf, cap, needed);
}
