#!/usr/bin/env python3
"""Time the Python layer's hot calls and print microseconds per call.

    PYTHONPATH=build/bindings/python python3 examples/python/bench.py [SECONDS]

Figures only, never asserted (no test runs this script): push/pop pairs,
piece_at, listing the 242 legal moves of the HDC start position (fresh: as
after a move, nothing cached), `in`, iterating an already listed set, and
the coordinate text of every move.  Each
figure is the best of five runs of about SECONDS/5 (default 1 s in all) per
measurement, so other load on the machine inflates them less.
"""
import sys
import time

import hdc


def per_call(func, budget):
    """Best time per call of func() over five runs, in microseconds."""
    n = 1
    while True:  # find a loop count that takes about budget / 5
        t = time.perf_counter()
        for _ in range(n):
            func()
        elapsed = time.perf_counter() - t
        if elapsed > budget / 25 or n > 1 << 24:
            break
        n *= 2
    n = max(1, int(n * (budget / 5) / max(elapsed, 1e-9)))
    best = float('inf')
    for _ in range(5):
        t = time.perf_counter()
        for _ in range(n):
            func()
        best = min(best, (time.perf_counter() - t) / n)
    return best * 1e6


def main():
    budget = float(sys.argv[1]) if len(sys.argv) > 1 else 1.0
    pos = hdc.Position()
    move = pos.parse_move('e2IVe4IV')
    cell = pos.parse_cell('e1-IV')
    empty = pos.parse_cell('e4-IV')

    def push_pop():
        pos.push(move)
        pos.pop()

    def fresh():
        # Forget the listed moves, as any change of the position does (a
        # layer without the cache has nothing to forget).
        pos._legal = None
        return pos

    listed = pos.legal_moves
    list(listed)
    last = list(listed)[-1]

    def iterate():
        for _ in listed:
            pass

    def contains():
        return last in pos.legal_moves

    rows = [
        ('push + pop (Move)', per_call(push_pop, budget)),
        ('piece_at (cell index, piece)', per_call(lambda: pos.piece_at(cell), budget)),
        ('piece_at (cell index, empty)', per_call(lambda: pos.piece_at(empty), budget)),
        ('piece_at (cell name)', per_call(lambda: pos.piece_at('e1-IV'), budget)),
        ('list(legal_moves) (242), fresh', per_call(lambda: list(fresh().legal_moves), budget)),
        ('len(legal_moves), fresh', per_call(lambda: len(fresh().legal_moves), budget)),
        ('move in legal_moves, fresh', per_call(lambda: last in fresh().legal_moves, budget)),
        ('move in legal_moves, listed', per_call(contains, budget)),
        ('iterate listed legal_moves (242)', per_call(iterate, budget)),
        ('str() of all 242 moves, fresh', per_call(
            lambda: [str(m) for m in fresh().legal_moves], budget)),
    ]
    print(f'libhdc {hdc.library_version()}, Python {sys.version.split()[0]}')
    for name, us in rows:
        print(f'{name:42} {us:9.2f} us')


if __name__ == '__main__':
    main()
