/*
 * variant_builtin.h - the texts of the built-in variants, generated at
 * build time from the .hvd files of lib/variants/builtin (embed.py there), in their
 * fixed order: HDC first.
 */
#ifndef HDC_VARIANT_BUILTIN_H
#define HDC_VARIANT_BUILTIN_H

#include <stddef.h>

struct variant_builtin {
	const char *file; /* "hdc" for hdc.hvd */
	const char *text;
};

extern const struct variant_builtin variant_builtins[];
extern const size_t variant_nbuiltins;

#endif
