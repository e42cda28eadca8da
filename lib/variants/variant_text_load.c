/* variant_text_load.c - from a description to built tables in one call. */
#include <stdlib.h>

#include "variant_text_lex.h"

hdc_status variant_text_load(const char *text, size_t len, struct variant **out,
                             struct hvd_error *err)
{
	*out = NULL;
	struct variant_owned *o;
	hdc_status st = variant_text_parse(text, len, &o, err);
	if (st != HDC_OK)
		return st;
	if ((st = variant_validate(o, err)) != HDC_OK) {
		free(o);
		return st;
	}
	struct variant *v = malloc(sizeof *v);
	if (!v) {
		free(o);
		return HDC_ERR_NO_MEMORY;
	}
	const char *why;
	if (variant_build(v, &o->def, &why) != 0) {
		variant_release(v);
		free(v);
		free(o);
		return hvd_fail(err, 0, 0, "%s", why);
	}
	*out = v;
	return HDC_OK;
}

void variant_destroy(struct variant *v)
{
	if (!v)
		return;
	/* The def is the first member of the variant_owned that holds it. */
	struct variant_def *def = (struct variant_def *)v->def;
	variant_release(v);
	free(def);
	free(v);
}
