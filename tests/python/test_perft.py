"""Perft through Python: the start position (242, 58 564) and the tables in
tests/data/perft-*.txt (counted by an independent implementation)."""

import os
import unittest

import support

import hdc

# Deeper counts are the C suites' job; through Python, stop at this many nodes.
NODE_LIMIT = 20_000_000


def read_table(variant):
    path = os.path.join(support.SOURCE_ROOT, 'tests', 'data', f'perft-{variant}.txt')
    rows = []
    with open(path, encoding='utf-8') as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith('#'):
                continue
            name, text, *counts = line.split(';')
            rows.append((name, text, [tuple(map(int, c[1:].split())) for c in counts]))
    return rows


class Perft(unittest.TestCase):
    def test_start(self):
        pos = hdc.Position()
        self.assertEqual(pos.perft(1), 242)
        self.assertEqual(pos.perft(2), 58564)
        self.assertEqual(len(pos.legal_moves), 242)

    def test_start_by_python_move_loop(self):
        # Depth 2 counted in Python over legal_moves/push/pop.
        pos = hdc.Position()
        total = 0
        for move in pos.legal_moves:
            pos.push(move)
            total += len(pos.legal_moves)
            pos.pop()
        self.assertEqual(total, 58564)
        self.assertEqual(pos.text, support.START_TEXT)

    def test_tables(self):
        for variant in ('hdc', 'raumschach', '3d8l'):
            for name, text, counts in read_table(variant):
                pos = hdc.Position(variant, text)
                for depth, nodes in counts:
                    if nodes > NODE_LIMIT:
                        continue
                    with self.subTest(variant=variant, position=name, depth=depth):
                        self.assertEqual(pos.perft(depth), nodes)


if __name__ == '__main__':
    unittest.main()
