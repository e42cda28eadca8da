/*
 * record.h - games and their PGN-like record text.
 */
#ifndef HDC_RECORD_H
#define HDC_RECORD_H

#include <stddef.h>

#include "gametree.h"
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
	struct game_tree tree; /* every move, comment and NAG; its main line
	                        * (child 0 from the root on) is pos's history */
	int32_t end_plus_one;  /* the main line's last slot + 1, 0 if not known
	                        * (so that hdc_game_play needs no walk) */
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

/* Plays a move of a game on pos: the one place the record code plays
 * moves, so that any move a game may hold (hdc_game_play's terms) is
 * played the same way everywhere (reader, writer, node positions). */
hdc_status record_play_move(hdc_position *pos, hdc_move move);
/* Appends a legal move to the main line (the end of pos). */
hdc_status record_play(struct hdc_game *game, hdc_move move);
/* The tree's half of that, after pos played the move: adds the node (on
 * failure takes the move back from pos and fills game->error). */
hdc_status record_grow_mainline(struct hdc_game *game, hdc_move move);
/* The child of node `slot` reached by a legal move of the node's position
 * (existing or new); a new node that extends the main line extends pos.
 * On failure fills game->error. */
hdc_status record_add_variation(struct hdc_game *game, int32_t slot, hdc_move move,
                                int32_t *child);
/* A new position at node slot, the moves from the start as its history. */
hdc_status record_node_position(const struct hdc_game *game, int32_t slot, hdc_position **out);
/* Rebuilds pos from the tree's main line after the tree changed it. */
hdc_status record_sync_mainline(struct hdc_game *game);

/* Writes the record; returns its length, or (size_t)-1 if memory ran out.
 * *out is malloc'ed. */
size_t record_write(const struct hdc_game *game, char **out);

#endif
