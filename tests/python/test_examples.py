"""examples/python/*.py run against the build tree."""

import os
import re
import unittest

import support
from support import run_python

import hdc

EXAMPLES = os.path.join(support.SOURCE_ROOT, 'examples', 'python')


def example(name, *args):
    return run_python([os.path.join(EXAMPLES, name), *map(str, args)])


class Examples(unittest.TestCase):
    def test_perft(self):
        proc = example('perft.py', 2)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        lines = proc.stdout.splitlines()
        self.assertRegex(lines[0], r'^D1 242 \d+\.\d+ s$')
        self.assertRegex(lines[1], r'^D2 58564 \d+\.\d+ s$')

    def test_perft_divide_other_variant(self):
        proc = example('perft.py', 2, 'raumschach', '--divide')
        self.assertEqual(proc.returncode, 0, proc.stderr)
        lines = proc.stdout.splitlines()
        self.assertEqual(lines[-1], 'total 3615')
        self.assertEqual(len(lines), 62)
        self.assertEqual(sum(int(l.split()[1]) for l in lines[:-1]), 3615)

    def test_random_game(self):
        proc = example('random_game.py', 7, 60)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        out = proc.stdout
        self.assertIn('[Event "random game, seed 7"]', out)
        self.assertIn('layer VIII', out)
        # The record reads back to the same moves as the seeded game.
        record = out[:out.index('layer VIII')]
        game = hdc.read_games(record)[0]
        _, moves = support.random_game_moves(7, 60)
        self.assertEqual([str(m) for m in game.moves], moves)
        self.assertTrue(re.search(r'stopped after 60 plies|: (1-0|0-1|1/2-1/2)$', out.strip()))
        again = example('random_game.py', 7, 60)
        self.assertEqual(again.stdout, out)          # seeded: reproducible


if __name__ == '__main__':
    unittest.main()
