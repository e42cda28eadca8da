"""The search engine from Python: hdc.Engine, hdc.SearchResult, Position.best_move.

Searches are kept small (a few plies or a few thousand nodes): the strength
of the engine is tested elsewhere (tests/engine/), here the binding: legal
moves in every variant, the result fields, the info callback (stopping by
its return value, exceptions raised inside it), stop() from another
thread, determinism after clear(), MultiPV, and the errors.
"""

import threading
import unittest

import support   # noqa: F401  (sys.path of the build tree)
from support import CHECKMATE_TEXT, STALEMATE_TEXT

import hdc
from hdc import capi as C

VARIANTS = ('hdc', 'raumschach', '3d8l', 'cescacs')


def random_position(variant, plies, seed):
    pos, _ = support.random_game_moves(seed, plies, variant)
    return pos


def assert_legal_line(test, position, pv):
    """Every move of pv is legal when played in turn from position."""
    pos = position.copy()
    for move in pv:
        test.assertIn(move, pos.legal_moves, f"{move} of pv {pv} is not legal")
        pos.push(move)


class Searching(unittest.TestCase):
    def setUp(self):
        self.engine = hdc.Engine(hash_mb=4)

    def tearDown(self):
        self.engine.close()

    def test_legal_move_in_every_variant(self):
        for variant in VARIANTS:
            for plies in (0, 21):
                with self.subTest(variant=variant, plies=plies):
                    pos = random_position(variant, plies, seed=plies + 5)
                    if pos.is_game_over():
                        continue
                    text = pos.text
                    stack = [m.value for m in pos.move_stack]
                    result = self.engine.search(pos, depth=2)
                    self.assertIsInstance(result.move, hdc.Move)
                    self.assertIn(result.move, pos.legal_moves)
                    # The caller's position is not changed.
                    self.assertEqual(pos.text, text)
                    self.assertEqual([m.value for m in pos.move_stack], stack)
                    result = self.engine.search(pos, nodes=3000)
                    self.assertIn(result.move, pos.legal_moves)

    def test_result_fields(self):
        pos = hdc.Position()
        result = self.engine.search(pos, depth=3)
        self.assertIsInstance(result, hdc.SearchResult)
        self.assertEqual(result.depth, 3)
        self.assertGreaterEqual(result.seldepth, result.depth)
        self.assertGreater(result.nodes, 0)
        self.assertIsInstance(result.nodes, int)
        self.assertIsInstance(result.time, float)
        self.assertGreaterEqual(result.time, 0.0)
        self.assertGreaterEqual(result.nps, 0)
        # A centipawn score or a mate score, never both.
        self.assertTrue((result.score is None) != (result.mate is None))
        self.assertIsInstance(result.score, int)
        self.assertLess(abs(result.score), 20000)
        self.assertGreaterEqual(len(result.pv), 1)
        self.assertEqual(result.pv[0], result.move)
        self.assertTrue(all(isinstance(m, hdc.Move) for m in result.pv))
        assert_legal_line(self, pos, result.pv)
        self.assertEqual(len(result.lines), 1)
        self.assertIsInstance(result.lines[0], hdc.Line)
        self.assertEqual(result.lines[0].move, result.move)
        self.assertEqual(result.lines[0].score, result.score)
        self.assertEqual(result.lines[0].pv, result.pv)
        # Moves print as coordinate notation.
        self.assertEqual(str(result.move), pos.parse_move(str(result.move)).coord())

    def test_stopped_before_the_first_iteration(self):
        # One node cannot complete depth 1: still a legal move, no line.
        pos = hdc.Position('3d8l')
        result = self.engine.search(pos, nodes=1)
        self.assertIn(result.move, pos.legal_moves)
        if not result.lines:
            self.assertEqual(result.depth, 0)
            self.assertIsNone(result.score)
            self.assertIsNone(result.mate)
            self.assertEqual(result.pv, [result.move])

    def test_time_clock_and_mate_limits(self):
        pos = hdc.Position('raumschach')
        for limits in (dict(time=0.05), dict(time=0),
                       dict(clock=dict(wtime=2.0, btime=2.0, winc=0.1, binc=0.1)),
                       dict(clock=dict(wtime=1.5, btime=1.5, movestogo=20)),
                       dict(clock=dict(wtime=0.5)),
                       dict(mate=1, depth=3), dict(depth=2, nodes=500)):
            with self.subTest(**limits):
                result = self.engine.search(pos, **limits)
                self.assertIn(result.move, pos.legal_moves)

    def test_searchmoves(self):
        pos = hdc.Position()
        moves = list(pos.legal_moves)
        only = moves[17]
        result = self.engine.search(pos, depth=2, searchmoves=[only])
        self.assertEqual(result.move, only)
        self.assertEqual(result.pv[0], only)
        # Texts and move values too; a single move may be given alone.
        result = self.engine.search(pos, depth=2, searchmoves=['e2IVe4IV', moves[3].value])
        self.assertIn(str(result.move), ('e2IVe4IV', str(moves[3])))
        result = self.engine.search(pos, depth=2, searchmoves='a2IIa3II')
        self.assertEqual(str(result.move), 'a2IIa3II')
        # The restriction belongs to that search only.
        with hdc.Engine(hash_mb=1) as fresh:
            unrestricted = fresh.search(pos, depth=2)
        self.engine.clear()
        self.assertEqual(self.engine.search(pos, depth=2).move, unrestricted.move)

    def test_evaluate(self):
        for variant in VARIANTS:
            with self.subTest(variant=variant):
                pos = hdc.Position(variant)
                score = self.engine.evaluate(pos)
                self.assertIsInstance(score, int)
                self.assertLess(abs(score), 20000)
        # A queen up is better than even, from the side to move's view.
        pos = hdc.Position()
        even = self.engine.evaluate(pos)
        pos.remove_piece_at(pos.pieces(hdc.QUEEN, hdc.BLACK)[0])
        self.assertGreater(self.engine.evaluate(pos), even + 300)

    def test_best_move_shortcut(self):
        for variant in VARIANTS:
            with self.subTest(variant=variant):
                pos = hdc.Position(variant)
                move = pos.best_move(depth=2)
                self.assertIsInstance(move, hdc.Move)
                self.assertIn(move, pos.legal_moves)
                # The default engine is cleared first: the same answer as a
                # new engine's.
                with hdc.Engine() as fresh:
                    self.assertEqual(fresh.search(pos, depth=2).move, move)
                self.assertEqual(pos.best_move(depth=2), move)
        pos = hdc.Position()
        self.assertIn(pos.best_move(nodes=2000), pos.legal_moves)
        self.assertIn(pos.best_move(time=0.02), pos.legal_moves)
        self.assertIn(pos.best_move(engine=self.engine, depth=1), pos.legal_moves)


class InfoCallback(unittest.TestCase):
    def test_called_per_iteration(self):
        pos = hdc.Position('3d8l')
        seen = []

        def info(i):
            self.assertIsInstance(i, hdc.SearchResult)
            self.assertIn(i.move, pos.legal_moves)
            self.assertEqual(i.lines[0].move, i.move)
            seen.append((i.depth, i.nodes))

        with hdc.Engine(hash_mb=2) as engine:
            result = engine.search(pos, depth=4, info=info)
        self.assertEqual([d for d, _ in seen], [1, 2, 3, 4])
        nodes = [n for _, n in seen]
        self.assertEqual(nodes, sorted(nodes))
        self.assertEqual(result.depth, 4)
        self.assertEqual(result.nodes, nodes[-1])

    def test_true_stops(self):
        pos = hdc.Position()
        depths = []

        def info(i):
            depths.append(i.depth)
            return i.depth >= 2

        with hdc.Engine(hash_mb=2) as engine:
            result = engine.search(pos, depth=30, info=info)
            self.assertEqual(depths, [1, 2])
            self.assertEqual(result.depth, 2)
            self.assertIn(result.move, pos.legal_moves)
            # The engine is reusable, and the callback is gone.
            again = engine.search(pos, depth=1)
            self.assertEqual(depths, [1, 2])
            self.assertIn(again.move, pos.legal_moves)

    def test_exception_is_raised_after_the_search(self):
        pos = hdc.Position('raumschach')
        calls = []

        class Boom(Exception):
            pass

        def info(i):
            calls.append(i.depth)
            raise Boom(f"at depth {i.depth}")

        with hdc.Engine(hash_mb=2) as engine:
            with self.assertRaises(Boom) as cm:
                engine.search(pos, depth=20, info=info)
            self.assertEqual(str(cm.exception), "at depth 1")
            self.assertEqual(calls, [1])            # it stopped the search
            self.assertFalse(engine.searching)
            self.assertIn(engine.search(pos, depth=2).move, pos.legal_moves)

    def test_stop_from_the_callback(self):
        pos = hdc.Position('cescacs')
        with hdc.Engine(hash_mb=2) as engine:
            def info(i):
                if i.depth == 1:
                    engine.stop()
            result = engine.search(pos, infinite=True, info=info)
            self.assertIn(result.move, pos.legal_moves)
            self.assertGreaterEqual(result.depth, 1)

    def test_info_must_be_callable(self):
        with hdc.Engine(hash_mb=1) as engine:
            with self.assertRaises(TypeError):
                engine.search(hdc.Position(), depth=1, info=42)


class Threads(unittest.TestCase):
    def test_stop_from_another_thread(self):
        # The search runs here; the stopping thread waits for the first
        # info callback, then stops.  No bound on the time is asserted.
        for variant in VARIANTS:
            with self.subTest(variant=variant):
                pos = random_position(variant, 12, seed=3)
                first = threading.Event()
                with hdc.Engine(hash_mb=4) as engine:
                    def stopper():
                        first.wait()
                        engine.stop()
                    thread = threading.Thread(target=stopper)
                    thread.start()
                    try:
                        result = engine.search(pos, infinite=True,
                                               info=lambda i: first.set())
                    finally:
                        first.set()
                        thread.join()
                    self.assertIn(result.move, pos.legal_moves)
                    self.assertFalse(engine.searching)

    def test_search_in_a_thread_stopped_from_here(self):
        pos = hdc.Position()
        first = threading.Event()
        out = {}
        with hdc.Engine(hash_mb=4) as engine:
            def run():
                try:
                    out['result'] = engine.search(pos, infinite=True,
                                                  info=lambda i: first.set())
                except BaseException as exc:
                    out['error'] = exc
                finally:
                    first.set()
            thread = threading.Thread(target=run)
            thread.start()
            first.wait()
            # While it runs: the engine is busy for settings and searches.
            if 'error' not in out:
                self.assertTrue(engine.searching)
                with self.assertRaises(hdc.HdcError) as cm:
                    engine.hash_mb = 8
                self.assertEqual(cm.exception.status, C.HDC_ERR_BUSY)
                with self.assertRaises(hdc.HdcError) as cm:
                    engine.search(pos, depth=1)
                self.assertEqual(cm.exception.status, C.HDC_ERR_BUSY)
                with self.assertRaises(hdc.HdcError) as cm:
                    engine.clear()
                self.assertEqual(cm.exception.status, C.HDC_ERR_BUSY)
            engine.stop()
            thread.join()
            self.assertNotIn('error', out)
            self.assertIn(out['result'].move, pos.legal_moves)
            self.assertEqual(engine.hash_mb, 4)

    def test_close_stops_a_running_search(self):
        pos = hdc.Position('3d8l')
        first = threading.Event()
        out = {}
        engine = hdc.Engine(hash_mb=2)

        def run():
            try:
                out['result'] = engine.search(pos, infinite=True, info=lambda i: first.set())
            finally:
                first.set()
        thread = threading.Thread(target=run)
        thread.start()
        first.wait()
        engine.close()              # stops the search and waits for it
        thread.join()
        self.assertTrue(engine.closed)
        self.assertIn(out['result'].move, pos.legal_moves)

    def test_close_from_the_callback(self):
        pos = hdc.Position('raumschach')
        engine = hdc.Engine(hash_mb=1)
        result = engine.search(pos, infinite=True, info=lambda i: engine.close())
        self.assertIn(result.move, pos.legal_moves)
        self.assertTrue(engine.closed)
        with self.assertRaises(ValueError):
            engine.search(pos, depth=1)

    def test_engines_in_parallel(self):
        # Two engines, two threads, the GIL released during the searches.
        results = {}

        def run(variant):
            with hdc.Engine(hash_mb=2) as engine:
                results[variant] = (engine.search(hdc.Position(variant), depth=3),
                                    hdc.Position(variant))
        threads = [threading.Thread(target=run, args=(v,)) for v in ('hdc', 'raumschach')]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        for variant, (result, pos) in results.items():
            self.assertIn(result.move, pos.legal_moves)
        self.assertEqual(len(results), 2)


class Determinism(unittest.TestCase):
    def test_same_search_after_clear(self):
        for variant in VARIANTS:
            with self.subTest(variant=variant):
                pos = random_position(variant, 16, seed=11)
                with hdc.Engine(hash_mb=4) as engine:
                    for limits in (dict(depth=3), dict(nodes=4000)):
                        engine.clear()
                        first = engine.search(pos, **limits)
                        engine.clear()
                        second = engine.search(pos, **limits)
                        with hdc.Engine(hash_mb=4) as fresh:
                            third = fresh.search(pos, **limits)
                        for other in (second, third):
                            self.assertEqual(other.move, first.move)
                            self.assertEqual(other.score, first.score)
                            self.assertEqual(other.mate, first.mate)
                            self.assertEqual(other.nodes, first.nodes)
                            self.assertEqual(other.depth, first.depth)
                            self.assertEqual(other.pv, first.pv)


class MultiPV(unittest.TestCase):
    def test_lines_are_distinct(self):
        for variant in VARIANTS:
            with self.subTest(variant=variant):
                pos = hdc.Position(variant)
                with hdc.Engine(hash_mb=4, multipv=4) as engine:
                    self.assertEqual(engine.multipv, 4)
                    result = engine.search(pos, depth=2)
                self.assertEqual(len(result.lines), 4)
                firsts = [line.move for line in result.lines]
                self.assertEqual(len(set(firsts)), 4)
                self.assertEqual(result.lines[0].move, result.move)
                for line in result.lines:
                    self.assertIn(line.move, pos.legal_moves)
                    self.assertEqual(line.pv[0], line.move)
                    assert_legal_line(self, pos, line.pv)
                    self.assertTrue((line.score is None) != (line.mate is None))
                # Best first.
                keys = [_score_key(line) for line in result.lines]
                self.assertEqual(keys, sorted(keys, reverse=True))

    def test_fewer_moves_than_lines(self):
        # MultiPV 5 over 2 root moves: 2 lines.
        pos = hdc.Position()
        with hdc.Engine(hash_mb=1, multipv=5) as engine:
            result = engine.search(pos, depth=2, searchmoves=list(pos.legal_moves)[:2])
        self.assertEqual(len(result.lines), 2)
        self.assertEqual(len({line.move for line in result.lines}), 2)


def _score_key(line):
    if line.mate is not None:
        return 10**6 - line.mate if line.mate > 0 else -10**6 - line.mate
    return line.score


class Errors(unittest.TestCase):
    def setUp(self):
        self.engine = hdc.Engine(hash_mb=1)
        self.pos = hdc.Position()

    def tearDown(self):
        self.engine.close()

    def test_bad_limits(self):
        for limits in (dict(depth=0), dict(depth=-1), dict(depth=hdc.MAX_SEARCH_DEPTH + 1),
                       dict(nodes=0), dict(nodes=-5), dict(time=-0.5),
                       dict(time=float('nan')), dict(mate=-1),
                       dict(clock=dict(wtime=-1.0)), dict(clock=dict(movestogo=-2))):
            with self.subTest(**limits):
                with self.assertRaises(hdc.RangeError) as cm:
                    self.engine.search(self.pos, **limits)
                self.assertIsInstance(cm.exception, ValueError)
                self.assertEqual(cm.exception.status, C.HDC_ERR_RANGE)
        for limits in (dict(depth='3'), dict(depth=2.5), dict(nodes=True), dict(time='1'),
                       dict(clock=[1, 2]), dict(clock=dict(wtime=1.0, blitz=3))):
            with self.subTest(**limits):
                with self.assertRaises(TypeError):
                    self.engine.search(self.pos, **limits)
        for limits in (dict(depth=2**70), dict(time=float('inf')), dict(time=1e300)):
            with self.subTest(**limits):
                with self.assertRaises(OverflowError):
                    self.engine.search(self.pos, **limits)
        # The engine still works after all that, with no stale limit.
        result = self.engine.search(self.pos, depth=1)
        self.assertEqual(result.depth, 1)

    def test_bad_options(self):
        for options in (dict(hash_mb=0), dict(hash_mb=hdc.MAX_HASH_MB + 1), dict(threads=0),
                        dict(threads=hdc.MAX_THREADS + 1), dict(multipv=0),
                        dict(multipv=hdc.MAX_MULTIPV + 1), dict(skill=-1),
                        dict(skill=hdc.MAX_SKILL + 1), dict(hash_mb=2**40)):
            with self.subTest(**options):
                with self.assertRaises(hdc.RangeError):
                    hdc.Engine(**options)
                name, value = next(iter(options.items()))
                before = getattr(self.engine, name)
                with self.assertRaises(hdc.RangeError):
                    setattr(self.engine, name, value)
                self.assertEqual(getattr(self.engine, name), before)
        with self.assertRaises(TypeError):
            hdc.Engine(hash_mb='16')
        self.engine.skill = 5
        self.assertEqual(self.engine.skill, 5)
        self.assertIn(self.engine.search(self.pos, depth=2).move, self.pos.legal_moves)

    def test_game_over(self):
        for text in (CHECKMATE_TEXT, STALEMATE_TEXT):
            with self.subTest(text=text):
                pos = hdc.Position('hdc', text)
                self.assertTrue(pos.is_game_over())
                with self.assertRaises(hdc.HdcError) as cm:
                    self.engine.search(pos, depth=2)
                self.assertEqual(cm.exception.status, C.HDC_ERR_GAME_OVER)
                self.assertEqual(cm.exception.status_name, 'HDC_ERR_GAME_OVER')
                with self.assertRaises(hdc.HdcError):
                    pos.best_move(depth=1)

    def test_illegal_searchmoves(self):
        other = hdc.Position()
        other.push('e2IVe4IV')
        black_move = next(iter(other.legal_moves))
        for moves in ([black_move], [next(iter(self.pos.legal_moves)), black_move],
                      ['e2IVe5IV'], [0x3ffff]):
            with self.subTest(moves=moves):
                with self.assertRaises(hdc.IllegalMoveError):
                    self.engine.search(self.pos, depth=1, searchmoves=moves)
        with self.assertRaises(hdc.RangeError):
            self.engine.search(self.pos, depth=1, searchmoves=[])
        with self.assertRaises(OverflowError):
            self.engine.search(self.pos, depth=1, searchmoves=[2**40])
        self.assertIn(self.engine.search(self.pos, depth=1).move, self.pos.legal_moves)

    def test_closed_engine(self):
        engine = hdc.Engine(hash_mb=1)
        engine.close()
        engine.close()                      # idempotent
        engine.stop()                       # a no-op
        self.assertTrue(engine.closed)
        for call in (lambda: engine.search(self.pos, depth=1), engine.clear,
                     lambda: engine.evaluate(self.pos), lambda: engine.searching):
            with self.assertRaises(ValueError):
                call()
        with hdc.Engine(hash_mb=1) as engine:
            self.assertFalse(engine.closed)
        self.assertTrue(engine.closed)

    def test_not_a_position(self):
        with self.assertRaises(TypeError):
            self.engine.search('hdc', depth=1)
        with self.assertRaises(TypeError):
            self.engine.evaluate(None)


if __name__ == '__main__':
    unittest.main()
