#!/usr/bin/env python3
"""Complete engine games through the command line (issue 13, items 3 and 5):
meson suite 'engine-games', run natively once (not under valgrind or the
sanitizers).

    python3 tests/cli/test_engine_games.py PATH/TO/hdc [unittest options]

- A game of each variant played through `hdc uci` by a driver that works
  as a match program does (cutechess): two engine processes, `ucinewgame`,
  `isready`, then for every move `position startpos moves ...` and `go`.
  The referee is `hdc play`: every move must be legal, and the game must end
  by rule (checkmate, stalemate, insufficient material, the 75-move rule,
  fivefold repetition) or by a draw the side to move may claim (the driver
  claims it, as `hdc demo` does), within MAX_PLIES.
- `hdc demo --white engine --black greedy --nodes 20000`, the README's
  engine game: it ends by rule, its record replays, the engine does not
  lose.

Python 3 standard library only.
"""

import os
import re
import sys
import time
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from uci_driver import Uci, judge, record_moves, run  # noqa: E402

HDC = None  # path of the program, from the command line

MAX_PLIES = 1000
# Per move: a node budget (reproducible), or a clock the driver keeps.  The
# black engine plays at Skill Level BLACK_SKILL, so that games end sooner.
GAMES = [
    ('hdc', {'nodes': 2000}),
    ('raumschach', {'clock_ms': 4000, 'inc_ms': 20}),
    ('3d8l', {'nodes': 2000}),
    ('cescacs', {'nodes': 2000}),
]
BLACK_SKILL = int(os.environ.get('HDC_BLACK_SKILL', '0'))


def play_game(test, variant, budget):
    engines = [Uci(HDC), Uci(HDC)]
    for side, engine in enumerate(engines):
        test.addCleanup(engine.kill)
        engine.handshake()
        if side == 1:
            engine.send('setoption name Skill Level value %d' % BLACK_SKILL)
        engine.send('setoption name UCI_Variant value ' + variant)
        engine.send('setoption name Hash value 4')
        engine.send('ucinewgame')
        engine.sync()
    clocks = [budget.get('clock_ms', 0)] * 2
    inc = budget.get('inc_ms', 0)
    moves = []
    verdict = None
    while len(moves) < MAX_PLIES:
        side = len(moves) % 2
        engine = engines[side]
        engine.send('position startpos' + (' moves ' + ' '.join(moves) if moves else ''))
        if 'nodes' in budget:
            go = 'go nodes %d' % budget['nodes']
        else:
            go = 'go wtime %d btime %d winc %d binc %d' % (clocks[0], clocks[1], inc, inc)
        started = time.monotonic()
        info, best = engine.search(go, timeout=60)
        if 'clock_ms' in budget:
            clocks[side] += inc - int((time.monotonic() - started) * 1000)
            # A slow machine (valgrind, a loaded CI box) is not the
            # engine's fault: the clock never falls below a tenth.
            clocks[side] = max(clocks[side], budget['clock_ms'] // 10)
        test.assertNotEqual(best, '(none)', 'the engine found no move in an ongoing game')
        moves.append(best)
        verdict = judge(HDC, variant, moves)  # fails on an illegal move
        if verdict['status'] != 'ongoing' or verdict['claimable'] != 'none':
            break
    for engine in engines:
        test.assertEqual(engine.close(), 0)
    test.assertIsNotNone(verdict)
    over = verdict['status'] != 'ongoing' or verdict['claimable'] != 'none'
    test.assertTrue(over, f'{variant}: no end after {MAX_PLIES} plies')
    reason = verdict['status'] if verdict['status'] != 'ongoing' else \
        verdict['claimable'] + ' claimed'
    result = verdict['result'] if verdict['status'] != 'ongoing' else 'draw'
    sys.stderr.write(f'  {variant}: {result} ({reason}) after {len(moves)} plies\n')
    return moves, verdict


class UciGames(unittest.TestCase):
    def test_games(self):
        for variant, budget in GAMES:
            with self.subTest(variant=variant):
                play_game(self, variant, budget)


class DemoEngine(unittest.TestCase):
    def test_engine_against_greedy(self):
        # The README's example, verbatim.
        proc = run(HDC, 'demo', '--white', 'engine', '--black', 'greedy', '--nodes', '20000',
                   timeout=300)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        record, sep, rest = proc.stdout.partition('\nFinal position after ')
        self.assertTrue(sep)
        self.assertRegex(record, r'\[White "libhdc \S+ engine, 20000 nodes"\]')
        self.assertIn('[Black "hdc demo player"]', record)
        moves, token = record_moves(record)
        plies = int(re.match(r'(\d+) plies', rest).group(1))
        self.assertEqual(len(moves), plies)
        verdict = judge(HDC, 'hdc', moves)
        self.assertEqual(verdict['position'], re.search(r'^Position: (.*)$', rest, re.M).group(1))
        result_line = re.search(r'^Result: (\S+) \((.*)\)$', rest, re.M)
        sys.stderr.write(f'  demo: {result_line.group(0)}\n')
        self.assertNotIn('unfinished', result_line.group(2))
        self.assertEqual(result_line.group(1), token)
        # How often the engine wins is tests/engine's business (suite
        # engine-games too); here it must not lose.
        self.assertNotEqual(result_line.group(1), '0-1')


if __name__ == '__main__':
    if len(sys.argv) < 2:
        sys.exit('usage: test_engine_games.py PATH/TO/hdc [unittest options]')
    HDC = os.path.abspath(sys.argv.pop(1))
    unittest.main(verbosity=2)
