/*
 * record.h - games and their PGN-like record text.
 */
#ifndef HDC_RECORD_H
#define HDC_RECORD_H

#include <stddef.h>

#include "position.h"

struct tag {
	char *name;
	char *value;
};

struct hdc_game {
	hdc_position *pos;   /* the final position; its history is the moves */
	const struct variant *home; /* the variant it was made for: records
	                             * without a Variant tag are read as that */
	char *start;         /* text of the start position */
	struct tag *tags;
	size_t ntags, tags_cap;
	int64_t error_offset;
	char error[200];
};

/* A game at pos's history start, moves = that history, standard tags. */
hdc_status record_from_position(const struct hdc_position *pos, struct hdc_game *game);
void record_release(struct hdc_game *game);

/* Sets (or with value NULL removes) a tag. */
hdc_status record_set_tag(struct hdc_game *game, const char *name, const char *value);
const char *record_tag(const struct hdc_game *game, const char *name);
/* Is text one of the result tokens ("1-0", "*", C'escacs "2-1"...)? */
int record_is_result(const char *text);

/* Reads the first game of text into game (empty on entry).  On failure
 * fills game->error / error_offset. */
hdc_status record_read(struct hdc_game *game, const struct variant *fallback, const char *text,
                       size_t *consumed);

/* Writes the record; returns its length, or (size_t)-1 if memory ran out.
 * *out is malloc'ed. */
size_t record_write(const struct hdc_game *game, char **out);

#endif
