/* variant_handle.c - reference counts of variant handles. */
#include <stdlib.h>

#include "variant_handle.h"
#include "variant_text.h"

struct hdc_variant *variant_handle_new(struct variant *v)
{
	struct hdc_variant *h = malloc(sizeof *h);
	if (!h)
		return NULL;
	atomic_init(&h->refs, 1);
	h->immortal = 0;
	h->v = v;
	v->handle = h;
	return h;
}

void variant_handle_ref(struct hdc_variant *h)
{
	if (h && !h->immortal)
		atomic_fetch_add_explicit(&h->refs, 1, memory_order_relaxed);
}

void variant_handle_unref(struct hdc_variant *h)
{
	if (!h || h->immortal)
		return;
	/* Release: our writes happen before the free; acquire on the last
	 * drop: everybody else's too. */
	if (atomic_fetch_sub_explicit(&h->refs, 1, memory_order_acq_rel) == 1) {
		variant_destroy(h->v);
		free(h);
	}
}

void variant_hold(const struct variant *v)
{
	variant_handle_ref(variant_handle_of(v));
}

void variant_drop(const struct variant *v)
{
	variant_handle_unref(variant_handle_of(v));
}
