"""python -m hdc against the `hdc` program (HDC_CLI): the same stdout, stderr
and exit status for the same arguments, for perft, moves, play, go and
startpos, errors included.

What depends on the clock is masked before comparing: in perft lines the
seconds and Mnodes/s ('D3 14247176 <masked>'), in go's info lines nps and
time.  go runs with --depth or --nodes only (fixed limits, so the same
search); a --movetime search would reach other depths.
"""

import re
import subprocess
import sys
import unittest

import support

PERFT_TIME = re.compile(rb' [0-9.]+ s [0-9.]+ Mnodes/s$', re.M)
GO_TIME = re.compile(rb' nps [0-9]+ time [0-9]+')

RAUMSCHACH_MOVES = ['Ad1Ac3']
CASES = [
    ['startpos'], ['startpos', '--variant', 'Raumschach'], ['startpos', 'x'],
    ['perft', '3'], ['perft', '--divide', '2'], ['perft', '2', '--divide'],
    ['perft', '--variant', 'raumschach', '--divide', '3'],
    ['perft', '--variant=3d8l', '--threads', '2', '3'],
    ['perft', '--threads=2', '--divide', '--variant', 'cescacs', '3'],
    ['perft', '--position', support.CHECKMATE_TEXT, '2'],
    ['perft', '--position', support.STALEMATE_TEXT, '--divide', '2'],
    ['perft'], ['perft', '0'], ['perft', '-5'], ['perft', '13'], ['perft', '2', '3'],
    ['perft', '--bogus', '2'], ['perft', '-x', '2'], ['perft', '--variant', 'foo', '2'],
    ['perft', '--variant', 'x' * 40, '2'], ['perft', '--position', 'garbage', '2'],
    ['perft', '--position', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1', '2'],
    ['perft', '--threads', '0', '2'], ['perft', '--threads'], ['perft', '--divide=1', '2'],
    ['perft', '2', '--', '--divide'], ['perft', '--san', '2'],
    ['moves'], ['moves', '--san'], ['moves', '--variant', 'cescacs', '--san'],
    ['moves', '--variant', '3d8l'], ['moves', 'extra'], ['moves', '--position'],
    ['play'], ['play', 'e4–IV'], ['play', 'e2IVe4IV', 'e7IVe5IV', 'Qd1IVh5IV'],
    ['play', '--variant', 'Raumschach'] + RAUMSCHACH_MOVES, ['play', 'zz9'],
    ['play', 'e4–IV', 'e4–IV'], ['play', '--position', support.CHECKMATE_TEXT],
    ['play', '--position', support.STALEMATE_TEXT],
    ['go', '--depth', '3'], ['go', '--nodes', '2000', '--multipv', '2', '--skill', '5'],
    ['go', '--variant', 'raumschach', '--depth', '2', 'Ad1Ac3'],
    ['go', '--position', support.CHECKMATE_TEXT, '--depth', '2'],
    ['go', '--depth', '2', '--nodes', '3'], ['go', '--depth', '0'], ['go', '--hash', '0'],
    ['go', '--depth', '2', 'e9'],
    ['frobnicate'], ['--version'], ['--frob'],
]


def mask(data):
    return GO_TIME.sub(b' nps N time T', PERFT_TIME.sub(b' <time>', data))


@unittest.skipUnless(support.CLI, 'HDC_CLI (the hdc program) is not set')
class SameAsProgram(unittest.TestCase):
    def run_both(self, args):
        env = support.env_for_subprocess()
        c = subprocess.run([support.CLI] + args, capture_output=True, env=env, timeout=120)
        py = subprocess.run([sys.executable, '-m', 'hdc'] + args, capture_output=True, env=env,
                            timeout=120)
        return c, py

    def test_cases(self):
        for args in CASES:
            with self.subTest(args=args):
                c, py = self.run_both(args)
                self.assertEqual(py.returncode, c.returncode)
                self.assertEqual(mask(py.stdout), mask(c.stdout))
                self.assertEqual(py.stderr, c.stderr)

    def test_masks_only_the_clock(self):
        # The masks must leave the counts alone.
        c, _ = self.run_both(['perft', '2'])
        self.assertIn(b'D2 58564 <time>', mask(c.stdout))

    def test_not_here(self):
        _, py = self.run_both(['uci'])
        self.assertEqual(py.returncode, 2)
        self.assertIn(b'not available in python -m hdc', py.stderr)

    def test_usage(self):
        _, py = self.run_both([])
        self.assertEqual(py.returncode, 2)
        self.assertIn(b'usage: python -m hdc', py.stderr)
        _, py = self.run_both(['perft', '--help'])
        self.assertEqual(py.returncode, 0)


if __name__ == '__main__':
    unittest.main()
