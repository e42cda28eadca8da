/*
 * result.h - end of the game: mate, stalemate, draws by rule and by claim.
 */
#ifndef HDC_RESULT_H
#define HDC_RESULT_H

#include "position.h"

/* enum hdc_game_status of pos; *winner is HDC_WHITE, HDC_BLACK or -1. */
int game_status(const struct hdc_position *pos, int *winner);
/* "1-0", "0-1", "1/2-1/2" or "*" (C'escacs: "3-0", "2-1", "1-1"...). */
const char *game_result_text(const struct variant *v, int status, int winner);
/* Occurrences of the current position since the last irreversible move. */
int game_repetitions(const struct hdc_position *pos);
/* Whether neither side can mate any more (the variant's material rule). */
int game_insufficient_material(const struct hdc_position *pos);
/* enum hdc_claim bits. */
uint32_t game_claimable(const struct hdc_position *pos);
/* Status names for people and scripts: "checkmate", "fivefold-repetition". */
const char *game_status_name(int status);

#endif
