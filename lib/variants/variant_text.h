/*
 * variant_text.h - variants written as text: the HVD format (docs/VARIANTS.md).
 *
 * variant_text_parse() reads a description into a heap-built variant_def
 * (struct variant_owned holds every row and string it points to, so one
 * free releases it); variant_validate() refuses the impossible ones with a
 * reason; variant_text_write() prints a def back.  variant_text_load() does
 * all of it and builds the tables.  Nothing here keeps state between calls.
 */
#ifndef HDC_VARIANT_TEXT_H
#define HDC_VARIANT_TEXT_H

#include <stddef.h>

#include "variant.h"

#define HVD_MAX_TEXT 65536   /* longest description read */
#define HVD_MAX_VALUE 4096   /* longest value, continuations joined */
#define HVD_MAX_RULES 3      /* movement components of a piece */
#define HVD_MAX_NAME 32

/* Where a description went wrong: 1-based line and column (0 when the
 * problem is the description as a whole), and what was expected. */
struct hvd_error {
	int line, column;
	char message[200];
};

/* A def and everything it points to, in one allocation: `def` first, so a
 * def made by the parser is released by freeing it.  The lines say where
 * each part was written, for the validator's messages. */
struct variant_owned {
	struct variant_def def;
	char name[HVD_MAX_NAME], title[64], record[64];
	struct piece_def pieces[MAX_TYPES];
	char piece_name[MAX_TYPES][HVD_MAX_NAME];
	uint8_t royal[MAX_TYPES];
	int8_t vectors[MAX_TYPES][HVD_MAX_RULES][MAX_DIRS][3];
	struct pawn_def pawn;
	uint8_t has_pawn;
	/* Letters the pawn names, read before the pieces may be known: resolved
	 * to types once the whole text is read. */
	char promotion_letter[12];
	int promotion_line[12], promotion_column[12];
	char colour_bound_letter;
	int colour_bound_line, colour_bound_column;
	struct castling_def castlings[MAX_CASTLINGS];
	char san[MAX_CASTLINGS][HVD_MAX_NAME];
	uint16_t castling_keys[MAX_CASTLINGS]; /* bit k: its k-th key was given */
	char start[HVD_MAX_VALUE];
	int line_variant, line_board, line_pawn, line_start;
	int line_piece[MAX_TYPES], line_castling[MAX_CASTLINGS];
};

/* Reads text (len bytes, NUL bytes refused) into a new def.  Returns HDC_OK,
 * HDC_ERR_SYNTAX (err says where and why) or HDC_ERR_NO_MEMORY.  The def is
 * not validated. */
hdc_status variant_text_parse(const char *text, size_t len, struct variant_owned **out,
                              struct hvd_error *err);

/* Refuses what no table can hold or no game can be played with: returns
 * HDC_OK, or HDC_ERR_SYNTAX with err naming the part's line. */
hdc_status variant_validate(const struct variant_owned *o, struct hvd_error *err);

/* Parse, validate and build: a heap struct variant whose def it owns;
 * variant_destroy() releases both.  Errors as variant_text_parse, and
 * HDC_ERR_SYNTAX for tables the engine refuses. */
hdc_status variant_text_load(const char *text, size_t len, struct variant **out,
                             struct hvd_error *err);
void variant_destroy(struct variant *v);

/* The description of def in canonical HVD, into buf (cap bytes, NUL
 * included); *needed gets the size it takes.  HDC_ERR_BUFFER_TOO_SMALL
 * if it does not fit (nothing useful written then). */
hdc_status variant_text_write(const struct variant_def *def, char *buf, size_t cap,
                              size_t *needed);

/* Names of the format's enumerated values, shared by reader and writer:
 * each table ends with a NULL name. */
struct hvd_name {
	const char *name;
	int value;
};
extern const struct hvd_name hvd_atoms[];
extern const struct hvd_name hvd_types[];
extern const struct hvd_name hvd_namings[];
extern const struct hvd_name hvd_text_styles[];
extern const struct hvd_name hvd_notations[];
extern const struct hvd_name hvd_scorings[];
extern const struct hvd_name hvd_materials[];
extern const struct hvd_name hvd_zones[];
extern const struct hvd_name hvd_modes[];
/* The name of a value in a table, or NULL; the value of a name (n bytes),
 * or -1. */
const char *hvd_name_of(const struct hvd_name *table, int value);
int hvd_value_of(const struct hvd_name *table, const char *name, size_t n);

/* Promotion zones (pawn_def's two flags as one value). */
enum { ZONE_LAST_RANK, ZONE_LAST_RANK_LAST_LAYER, ZONE_COLUMN_END };

#endif
