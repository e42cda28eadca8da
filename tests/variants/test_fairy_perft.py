#!/usr/bin/env python3
"""Capablanca chess from its description (examples/variants/capablanca.hvd)
against an independent engine: Debian's fairy-stockfish, whose built-in
variant `capablanca` answers `go perft N` over UCI.

    test_fairy_perft.py HDC DESCRIPTION [FAIRY_STOCKFISH]

Perft of the start position and of positions reached by random games
(seeded, so every run sees the same ones) must agree.  Skipped (exit 77,
meson's skip) when the engine is not installed.
"""

import os
import random
import subprocess
import sys

FAIRY = '/usr/games/fairy-stockfish'


def hdc(*args):
    return subprocess.run([HDC, *args], capture_output=True, text=True, check=True).stdout


def our_perft(fen, depth):
    out = hdc('perft', '--variant-file', DESCRIPTION, '--position', fen, str(depth))
    return int(out.splitlines()[-1].split()[1])


def fairy_perft(fen, depth):
    script = ('uci\nsetoption name UCI_Variant value capablanca\nposition fen %s\n'
              'go perft %d\nquit\n' % (fen, depth))
    out = subprocess.run([FAIRY], input=script, capture_output=True, text=True,
                         timeout=300).stdout
    for line in out.splitlines():
        if line.startswith('Nodes searched:'):
            return int(line.split(':')[1])
    raise AssertionError('no perft from fairy-stockfish for %s:\n%s' % (fen, out))


def random_positions(count, plies, seed):
    rng = random.Random(seed)
    start = hdc('startpos', '--variant-file', DESCRIPTION).strip()
    found = []
    for _ in range(count):
        fen = start
        for _ in range(plies):
            moves = hdc('moves', '--variant-file', DESCRIPTION, '--position', fen).split()
            if not moves:
                break
            move = rng.choice(moves)
            out = hdc('play', '--variant-file', DESCRIPTION, '--position', fen, move)
            fen = next(l[len('position: '):] for l in out.splitlines()
                       if l.startswith('position: '))
        found.append(fen)
    return found


def main():
    global HDC, DESCRIPTION, FAIRY
    HDC, DESCRIPTION = sys.argv[1], sys.argv[2]
    if len(sys.argv) > 3:
        FAIRY = sys.argv[3]
    if not os.access(FAIRY, os.X_OK):
        print('skipped: %s is not installed (apt-get install fairy-stockfish)' % FAIRY)
        return 77
    start = hdc('startpos', '--variant-file', DESCRIPTION).strip()
    cases = [(start, 4)] + [(fen, 3) for fen in random_positions(6, 24, seed=16)]
    bad = 0
    for fen, depth in cases:
        ours, theirs = our_perft(fen, depth), fairy_perft(fen, depth)
        print('%s perft %d: hdc %d, fairy-stockfish %d' % (fen, depth, ours, theirs))
        bad += ours != theirs
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
