/*
 * variant_handle.h - hdc_variant, the public handle of a variant: its
 * tables and a reference count.  A loaded variant lives while a handle
 * reference, a position, a game or an engine holds it; a built-in's handle
 * is immortal (part of the once-built cache) and counting does nothing.
 * Counts are C11 atomics, so handles may be shared between threads.
 */
#ifndef HDC_VARIANT_HANDLE_H
#define HDC_VARIANT_HANDLE_H

#include <stdatomic.h>

#include "variant.h"

struct hdc_variant {
	atomic_long refs;
	int immortal;
	struct variant *v; /* owned unless immortal */
};

/* A new handle (one reference) owning v, built by variant_text_load. */
struct hdc_variant *variant_handle_new(struct variant *v);
/* The handle of a built variant (NULL only for tables built outside
 * variant_handle_new or the built-in cache, as white-box tests do). */
static inline struct hdc_variant *variant_handle_of(const struct variant *v)
{
	return v ? v->handle : NULL;
}
/* Take and drop a reference on the handle of v (NULL, built-ins and
 * handle-less tables: no-ops).  The last drop frees the tables. */
void variant_hold(const struct variant *v);
void variant_drop(const struct variant *v);
void variant_handle_ref(struct hdc_variant *h);
void variant_handle_unref(struct hdc_variant *h);

#endif
