#!/usr/bin/env python3
"""`hdc variant show/check`, `--variant-file` and `hdc uci`'s VariantPath
(docs/VARIANTS.md).

    python3 tests/cli/test_variant_cli.py PATH/TO/hdc BUILTIN_DIR

Python 3 standard library only.  The built-in descriptions are read from
BUILTIN_DIR (lib/variants/builtin); a built-in printed by `hdc variant show`
and played from a file must count the same perft as the built-in itself.
"""

import os
import subprocess
import sys
import tempfile
import unittest

HDC = None
BUILTIN_DIR = None
NAMES = ['hdc', 'raumschach', '3d8l', 'cescacs']

TINY = """# docs/VARIANTS.md's example
[variant]
name = tiny
title = Tiny cube

[board]
size = 4x4x4
naming = file-rank-layer

[piece pawn]
letter = P

[piece king]
letter = K
royal = yes
move = face
move = edge
move = vertex

[piece rook]
letter = R
move = face slide

[pawn]
push = (0,1,0)
capture = (-1,1,0) (1,1,0)
home-rank = 1
promotion-zone = last-rank
promotion = R

[start]
position = 4/4/PPPP/1KR1|4/4/4/4|4/4/4/4|1kr1/pppp/4/4 w - - 0 1
"""


def run(*args, stdin=None):
    return subprocess.run([HDC, *args], input=stdin, capture_output=True, text=True,
                          timeout=120)


class VariantCommand(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()

    def tearDown(self):
        self.tmp.cleanup()

    def write(self, name, text):
        path = os.path.join(self.tmp.name, name)
        with open(path, 'w', encoding='utf-8') as f:
            f.write(text)
        return path

    def test_show_round_trips_with_equal_perft(self):
        for name in NAMES:
            with self.subTest(name=name):
                shown = run('variant', 'show', name)
                self.assertEqual(shown.returncode, 0, shown.stderr)
                path = self.write(name + '.hvd', shown.stdout)
                again = run('variant', 'show', '--variant-file', path)
                self.assertEqual(again.stdout, shown.stdout)
                depth = '2'
                a = run('perft', '--variant', name, depth)
                b = run('perft', '--variant-file', path, depth)
                self.assertEqual(a.returncode, 0, a.stderr)
                self.assertEqual(b.returncode, 0, b.stderr)
                counts = lambda out: [line.split()[:2] for line in out.splitlines()]
                self.assertEqual(counts(a.stdout), counts(b.stdout))

    def test_builtin_files_check(self):
        for name in NAMES:
            out = run('variant', 'check', os.path.join(BUILTIN_DIR, name + '.hvd'))
            self.assertEqual(out.returncode, 0, out.stderr)
            self.assertTrue(out.stdout.startswith(name + ': ok ('), out.stdout)

    def test_several_descriptions_in_one_file(self):
        with open(os.path.join(BUILTIN_DIR, 'raumschach.hvd'), encoding='ascii') as f:
            raumschach = f.read()
        path = self.write('two.hvd', TINY + '\n' + raumschach)
        out = run('variant', 'check', path)
        self.assertEqual(out.stdout, 'tiny: ok (Tiny cube)\nraumschach: ok (Raumschach)\n')
        first = run('startpos', '--variant-file', path)
        self.assertEqual(first.stdout.strip(),
                         '4/4/PPPP/1KR1|4/4/4/4|4/4/4/4|1kr1/pppp/4/4 w - - 0 1')
        second = run('perft', '--variant-file', path, '--variant', 'Raumschach', '1')
        self.assertTrue(second.stdout.startswith('D1 '), second.stderr)
        missing = run('perft', '--variant-file', path, '--variant', 'chess', '1')
        self.assertEqual(missing.returncode, 2)
        self.assertIn("has no variant 'chess'", missing.stderr)

    def test_errors_name_the_file_line(self):
        bad = TINY + '\n[variant]\nname = broken\n[board]\nsize = 4x4\nnaming = spiral\n'
        path = self.write('bad.hvd', bad)
        out = run('variant', 'check', path)
        self.assertEqual(out.returncode, 2)
        line = bad.splitlines().index('naming = spiral') + 1
        self.assertIn('%s: line %d, column 10: expected a naming style' % (path, line),
                      out.stderr)
        self.assertEqual(run('variant', 'check', path + '.missing').returncode, 2)
        self.assertEqual(run('variant', 'show', 'chess').returncode, 2)
        self.assertEqual(run('variant', 'frobnicate').returncode, 2)

    def test_own_variant_plays(self):
        path = self.write('tiny.hvd', TINY)
        moves = run('moves', '--variant-file', path)
        self.assertEqual(moves.returncode, 0, moves.stderr)
        self.assertGreater(len(moves.stdout.split()), 5)
        played = run('play', '--variant-file', path, moves.stdout.split()[0])
        self.assertEqual(played.returncode, 0, played.stderr)
        demo = run('demo', '--variant-file', path, '--max-plies', '20')
        self.assertEqual(demo.returncode, 0, demo.stderr)
        self.assertIn('[Variant "Tiny cube"]', demo.stdout)

    def test_chess_is_a_file(self):
        chess = os.path.join(BUILTIN_DIR, '..', '..', '..', 'examples', 'variants', 'chess.hvd')
        start = run('startpos', '--variant-file', chess)
        self.assertEqual(start.stdout.strip(),
                         'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1')
        moves = run('moves', '--variant-file', chess, '--san')
        self.assertEqual(moves.stdout.split(), 'Na3 Nc3 Nf3 Nh3 a3 a4 b3 b4 c3 c4 d3 d4 '
                         'e3 e4 f3 f4 g3 g4 h3 h4'.split())
        played = run('play', '--variant-file', chess, 'e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6',
                     'Bxc6', 'dxc6', 'O-O')
        self.assertEqual(played.returncode, 0, played.stderr)
        self.assertIn('position: r1bqkbnr/1pp2ppp/p1p5/4p3/4P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 1 5',
                      played.stdout)
        # En passant in chess's SAN: no e.p. mark (read with or without).
        ep = 'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3'
        captures = run('moves', '--variant-file', chess, '--position', ep, '--san')
        self.assertIn('exf6', captures.stdout.split())

    def test_uci_variant_path(self):
        path = self.write('tiny.hvd', TINY)
        script = ('uci\nsetoption name VariantPath value %s\n'
                  'setoption name UCI_Variant value tiny\nisready\n'
                  'position startpos\ngo depth 2\n' % path)
        out = run('uci', stdin=script)
        self.assertIn('option name VariantPath type string default <empty>', out.stdout)
        self.assertIn('info string variants tiny', out.stdout)
        self.assertIn('bestmove ', out.stdout)
        self.assertNotIn('error', out.stdout)
        bad = run('uci', stdin='setoption name VariantPath value %s.missing\n' % path)
        self.assertIn('info string error: setoption: VariantPath:', bad.stdout)


if __name__ == '__main__':
    HDC, BUILTIN_DIR = sys.argv[1], sys.argv[2]
    unittest.main(argv=[sys.argv[0]] + sys.argv[3:], verbosity=2)
