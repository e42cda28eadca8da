/* api_variant.c - the list of variants and what each one is made of. */
#include <string.h>

#include "api.h"

/* The table row of the named variant: HDC_OK, HDC_ERR_NULL or
 * HDC_ERR_UNKNOWN_VARIANT. */
static hdc_status find_def(const char *name, const struct variant_def **out)
{
	if (!name)
		return HDC_ERR_NULL;
	for (size_t i = 0; i < variant_count(); i++) {
		const struct variant_def *def = variant_def_at(i);
		if (strcmp(def->name, name) == 0) {
			*out = def;
			return HDC_OK;
		}
	}
	return HDC_ERR_UNKNOWN_VARIANT;
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
		return HDC_ERR_RANGE;
	const char *name = variant_def_at((size_t)index)->name;
	return api_copy_string(name, strlen(name), buf, cap, needed);
}

HDC_API hdc_status hdc_variant_title(const char *variant, char *buf, size_t cap,
                                     size_t *needed)
{
	const struct variant_def *def;
	hdc_status st = find_def(variant, &def);
	if (st != HDC_OK)
		return st;
	return api_copy_string(def->title, strlen(def->title), buf, cap, needed);
}

HDC_API hdc_status hdc_variant_dimensions(const char *variant, int32_t *files,
                                          int32_t *ranks, int32_t *layers, int32_t *cells)
{
	const struct variant_def *def;
	hdc_status st = find_def(variant, &def);
	if (st != HDC_OK)
		return st;
	/* The built geometry, so that the numbers are the ones positions of
	 * the variant report (hdc_position_dimensions). */
	const struct variant *v;
	if ((st = variant_lookup(def->name, &v)) != HDC_OK)
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
		return HDC_ERR_NULL;
	const struct variant_def *def;
	hdc_status st = find_def(variant, &def);
	if (st != HDC_OK)
		return st;
	size_t n = def->npieces;
	*count = n;
	if (n > cap)
		return HDC_ERR_BUFFER_TOO_SMALL;
	if (n && !types)
		return HDC_ERR_NULL;
	for (size_t i = 0; i < n; i++)
		types[i] = def->pieces[i].type;
	return HDC_OK;
}

HDC_API hdc_status hdc_variant_piece_letter(const char *variant, int32_t type, char *buf,
                                            size_t cap, size_t *needed)
{
	const struct variant_def *def;
	hdc_status st = find_def(variant, &def);
	if (st != HDC_OK)
		return st;
	const struct piece_def *p = find_piece(def, type);
	if (!p)
		return HDC_ERR_RANGE;
	return api_copy_string(&p->letter, 1, buf, cap, needed);
}

HDC_API hdc_status hdc_variant_piece_name(const char *variant, int32_t type, char *buf,
                                          size_t cap, size_t *needed)
{
	const struct variant_def *def;
	hdc_status st = find_def(variant, &def);
	if (st != HDC_OK)
		return st;
	const struct piece_def *p = find_piece(def, type);
	if (!p)
		return HDC_ERR_RANGE;
	return api_copy_string(p->name, strlen(p->name), buf, cap, needed);
}
