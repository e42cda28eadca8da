"""Handles are freed when the Python objects are collected: creating and
dropping 100 000 positions (and copies, games) does not grow the process."""

import ctypes
import gc
import os
import resource
import unittest

import support

import hdc

COUNT = 100_000
# A leaked position handle costs kilobytes (512 cells, piece lists, an error
# buffer, history), so 100 000 leaks would be hundreds of MB; allocator noise
# stays far below this.
LIMIT_BYTES = 8 * 1024 * 1024


def rss_bytes():
    """Resident set size now, from /proc/self/statm."""
    with open('/proc/self/statm') as f:
        pages = int(f.read().split()[1])
    return pages * os.sysconf('SC_PAGE_SIZE')


class Memory(unittest.TestCase):
    def measure(self, make, count=COUNT):
        for _ in range(1000):          # warm up caches and allocator arenas
            make()
        gc.collect()
        before = rss_bytes()
        for _ in range(count):
            make()
        gc.collect()
        after = rss_bytes()
        return after - before

    def test_positions(self):
        growth = self.measure(lambda: hdc.Position())
        self.assertLess(growth, LIMIT_BYTES, f"RSS grew by {growth} bytes")

    def test_positions_with_history_and_copies(self):
        base = hdc.Position()
        for m in ('e4–IV', 'e5–IV', 'Nf3–IV'):
            base.push(m)

        def make():
            pos = base.copy()
            pos.push('b8IVc6IV')
            return pos

        growth = self.measure(make)
        self.assertLess(growth, LIMIT_BYTES, f"RSS grew by {growth} bytes")

    def test_positions_from_text_and_failures(self):
        def make():
            hdc.Position(text=support.CHECKMATE_TEXT)
            try:
                hdc.Position(text='broken')
            except hdc.ParseError:
                pass

        growth = self.measure(make, COUNT // 2)
        self.assertLess(growth, LIMIT_BYTES, f"RSS grew by {growth} bytes")

    def test_games(self):
        def make():
            game = hdc.Game()
            game.play('e2IVe4IV')
            game.tags['White'] = 'x'
            return game.position()

        growth = self.measure(make, COUNT // 4)
        self.assertLess(growth, LIMIT_BYTES, f"RSS grew by {growth} bytes")

    def test_alive_at_interpreter_exit(self):
        # Positions and games still referenced (even from cycles and module
        # globals) when the interpreter shuts down are released quietly.
        code = ('import hdc\n'
                'pos = hdc.Position()\n'
                'game = hdc.Game()\n'
                'cycle = [hdc.Position(), hdc.Game()]\n'
                'cycle.append(cycle)\n'
                'copies = [pos.copy() for _ in range(10)]\n'
                '# As if module teardown had already cleared the globals:\n'
                'hdc.Position.__init__.__globals__["lib"] = None\n'
                'hdc.Game.__init__.__globals__["lib"] = None\n'
                'del copies\n')
        proc = support.run_python(code)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        self.assertEqual(proc.stderr, '')

    def test_max_rss_sanity(self):
        # The peak stays small too: the objects were not merely swapped out.
        peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        self.assertLess(peak_kb * 1024, 512 * 1024 * 1024)

    def test_the_limit_would_catch_a_leak(self):
        # Without freeing, the same loop grows far beyond the limit: proof
        # that the measurement can see leaks of this size.
        ptrs = []

        def leak():
            # A raw handle kept alive instead of freed.
            out = ctypes.POINTER(hdc.capi.hdc_position)()
            hdc.lib.hdc_position_new(None, ctypes.byref(out))
            ptrs.append(out)

        growth = self.measure(leak, COUNT // 4)
        for p in ptrs:
            hdc.lib.hdc_position_free(p)
        self.assertGreater(growth, LIMIT_BYTES)


if __name__ == '__main__':
    unittest.main()
