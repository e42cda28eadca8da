/*
 * postext_common.h - pieces shared by the position text readers of each
 * style (postext_layers.c, postext_cescacs.c).
 */
#ifndef HDC_POSTEXT_COMMON_H
#define HDC_POSTEXT_COMMON_H

#include "postext.h"

struct reader {
	const char *text;
	size_t pos;
};

#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
hdc_status postext_fail(struct text_error *err, hdc_status status, int64_t offset,
                        const char *fmt, ...);

static inline int peek(const struct reader *r)
{
	return (unsigned char)r->text[r->pos];
}

/* Puts a piece read at byte `at`, refusing more pieces for a side than it
 * starts with (the arrays of a side's men, MAX_SIDE_PIECES, hold no
 * more). */
hdc_status postext_put(struct hdc_position *pos, unsigned cell, uint8_t piece, size_t at,
                       struct text_error *err);

/* Separator between fields: one or more spaces.  Returns 0 at the end. */
int postext_next_field(struct reader *r);
/* The side-to-move field, ' ' and 'w' or 'b', after the board. */
hdc_status postext_side(struct hdc_position *pos, struct reader *r, struct text_error *err);
/* A counter of at least min; '-' is read as `dash` when dash >= 0. */
hdc_status postext_counter(struct reader *r, int32_t min, int32_t dash, int32_t *out,
                           const char *what, struct text_error *err);

/* The checks every style shares, once the state is read: material,
 * pawn cells (where[cell] = offset of its letter), castling rights
 * (castle_at[bit] = offset of the right's text), the side not to move not in
 * check; then the key.  Special captures must be set before. */
hdc_status postext_validate(struct hdc_position *pos, const uint32_t *where,
                            const size_t *castle_at, struct text_error *err);

hdc_status postext_layers_parse(struct hdc_position *pos, const char *text,
                                struct text_error *err);
size_t postext_layers_format(const struct hdc_position *pos, char *buf);
hdc_status postext_cescacs_parse(struct hdc_position *pos, const char *text,
                                 struct text_error *err);
size_t postext_cescacs_format(const struct hdc_position *pos, char *buf);

#endif
