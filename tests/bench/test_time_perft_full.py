"""time_perft_full, the full make/unmake timer of compare_targets.sh: its
line (which the script parses), its counts, and its errors.

    python3 test_time_perft_full.py PATH-TO-time_perft_full
"""
import subprocess
import sys
import unittest

TIMER = None


def run(*args):
    return subprocess.run([TIMER, *args], capture_output=True, text=True, timeout=60)


class TimerTest(unittest.TestCase):
    def test_line_and_counts(self):
        # Perft 2 and 3 from the tables (tests/data/perft-*.txt).
        for variant, depth, nodes in (('raumschach', 2, 3615), ('hdc', 2, 58564),
                                      ('cescacs', 2, 4612)):
            with self.subTest(variant=variant):
                r = run(variant, str(depth), '2')
                self.assertEqual(r.returncode, 0, r.stderr)
                self.assertEqual(r.stderr, '')
                fields = r.stdout.split()
                self.assertEqual(len(fields), 6, r.stdout)
                self.assertEqual(fields[:4], ['full', variant, str(depth), str(nodes)])
                seconds, ns = float(fields[4]), float(fields[5])
                self.assertGreaterEqual(seconds, 0)
                # Both rounded: seconds to the microsecond, ns to 0.01.
                self.assertAlmostEqual(ns, seconds * 1e9 / nodes, delta=0.01 + 1e3 / nodes)

    def test_unknown_variant(self):
        r = run('nosuchvariant', '2')
        self.assertEqual(r.returncode, 1)
        self.assertEqual(r.stdout, '')
        self.assertIn('nosuchvariant', r.stderr)

    def test_usage(self):
        for args in ((), ('hdc',), ('hdc', '0'), ('hdc', '2', '0'), ('hdc', '1', '1', 'x')):
            with self.subTest(args=args):
                r = run(*args)
                self.assertEqual(r.returncode, 2)
                self.assertEqual(r.stdout, '')
                self.assertTrue(r.stderr)


if __name__ == '__main__':
    TIMER = sys.argv.pop(1)
    unittest.main()
