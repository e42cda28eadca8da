/*
 * common_bb.h - what the bitboard test and benchmark share: the variants
 * to run on (the built-ins and the example user variants), a seeded
 * generator, and random cell sets.
 */
#ifndef HDC_TEST_COMMON_BB_H
#define HDC_TEST_COMMON_BB_H

#include <stdint.h>

#include "cellset.h"
#include "position.h"
#include "shiftdirs.h"
#if HDC_HAVE_AVX512
#include "cellset_avx2.h"
#endif
#include "variant.h"

#define BB_MAX_VARIANTS 16

struct bb_variant {
	char name[64];
	const struct variant *v;
	hdc_variant *handle; /* held for the user variants, NULL for built-ins */
	struct shift_dirs *sd;
};

/* Fills list with the built-ins, then every .hvd file found in the
 * directories $HDC_EXAMPLE_VARIANTS and $HDC_TEST_VARIANTS (if set; the
 * latter: tests/bitboards/variants, shapes no example has).  Returns the
 * count. */
int bb_load_variants(struct bb_variant *list, int max);
void bb_free_variants(struct bb_variant *list, int n);

/* For each position line ("name;text;...", '#' comments) of the file
 * DIR/KIND-VARIANT.txt (tests/data: perft-*, search-*), calls fn with the
 * line's name (up to the first ';', at most 80 bytes) and its position
 * text.  Returns -1 if the file cannot be opened, else how many lines
 * were handed over. */
typedef void (*bb_line_fn)(const char *name, const char *text, void *arg);
int bb_each_data_line(const char *dir, const char *kind, const char *variant, bb_line_fn fn,
                      void *arg);

static inline uint64_t bb_rand(uint64_t *s)
{
	/* xorshift64*: fixed seeds, so every run tests the same sets. */
	*s ^= *s >> 12;
	*s ^= *s << 25;
	*s ^= *s >> 27;
	return *s * 0x2545F4914F6CDD1Dull;
}

/* A random set of the given cells, each kept with probability about
 * density/64. */
CS_INLINE cellset bb_random_subset(uint64_t *seed, const cellset *of, unsigned density)
{
	cellset r = cs_zero();
	struct cs_iter it = cs_iter_of(*of);
	unsigned b;
	while (cs_next(&it, &b))
		if ((bb_rand(seed) & 63) < density)
			cs_set(&r, b);
	return r;
}

/* A generator's name for messages. */
const char *bb_capture_gen_name(enum capture_gen gen);

#endif
