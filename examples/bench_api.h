/*
 * bench_api.h - what a program written on the public API alone gets, for
 * `hdc bench`: perft by hdc_position_legal_moves / play / undo at every
 * leaf (the "api-full" items, the public counterpart of
 * hdc_position_perft_full), and single calls of play+undo and
 * legal_moves.  Nothing here is timed: hdc_bench.c times the calls.
 */
#ifndef HDC_BENCH_API_H
#define HDC_BENCH_API_H

#include <stddef.h>
#include <stdint.h>

#include <hdc.h>

/* The leaves of the legal move tree of `depth`, each move played and
 * taken back with hdc_position_play / hdc_position_undo, the moves listed
 * by hdc_position_legal_moves at every inner node.  pos comes back as it
 * was.  HDC_ERR_NO_MEMORY if the move lists cannot be allocated; a
 * failing call's status otherwise. */
hdc_status api_perft_full(hdc_position *pos, int depth, uint64_t *nodes);

/* Plays and takes back each of the n moves once. */
hdc_status api_play_undo_each(hdc_position *pos, const hdc_move *moves, size_t n);

#endif
