"""hdc.distributed on a LocalCluster of 2 worker processes (suite 'dask').

- distributed perft equals the tables of tests/data/perft-*.txt (counted by
  an independent implementation) for every variant, start position and
  table positions;
- --divide lines equal those of `hdc perft --divide` (the C program,
  HDC_CLI; without it, python -m hdc's);
- a worker process killed (SIGKILL) while it runs perft tasks: the tasks run
  again elsewhere and the total is still the table's;
- a tiny match prints one line per game and the score and Elo lines;
- the command line: bad scheduler address, bad position, timeout.

Needs Debian's python3-distributed, so it runs under /usr/bin/python3.
Without dask it is skipped (exit 77) unless HDC_REQUIRE_DASK is set (.ci/run
sets it).  One cluster serves all tests (starting one costs seconds); the
worker-kill test comes last, in its own class.
"""

import io
import os
import signal
import subprocess
import sys
import threading
import time
import unittest
import unittest.mock

import support

try:
    import distributed  # noqa: F401
except ImportError as e:
    if os.environ.get('HDC_REQUIRE_DASK'):
        raise
    print(f'skipped: dask.distributed is not importable ({e})')
    sys.exit(77)

from hdc import distributed as hd

from test_perft import read_table

VARIANTS = ('hdc', 'raumschach', '3d8l', 'cescacs')
# Counts up to this many nodes per table entry: enough to make tasks, quick.
NODE_LIMIT = 20_000_000

_cluster = None


def setUpModule():
    global _cluster
    _cluster = hd.connect(workers=2)
    _cluster.client = _cluster.__enter__()


def tearDownModule():
    _cluster.__exit__(None, None, None)


def client():
    return _cluster.client


class Perft(unittest.TestCase):
    def test_tables(self):
        for variant in VARIANTS:
            for name, text, counts in read_table(variant):
                for depth, nodes in counts:
                    if depth < 2 or nodes > NODE_LIMIT:
                        continue
                    with self.subTest(variant=variant, position=name, depth=depth):
                        self.assertEqual(hd.perft(client(), depth, variant, text, split=1,
                                                  timeout=60), nodes)

    def test_split_two_and_transpositions(self):
        # Split 2 merges positions reached by several move orders; the
        # weights must keep the count exact.
        self.assertEqual(hd.perft(client(), 3, 'raumschach', split=2, timeout=60), 237316)

    def test_divide_lines(self):
        for variant, depth in (('hdc', 2), ('raumschach', 3), ('cescacs', 3)):
            with self.subTest(variant=variant):
                lines = [f'{m} {n}' for m, n in hd.divide(client(), depth, variant,
                                                          timeout=60)]
                args = ['perft', '--divide', '--variant', variant, str(depth)]
                cmd = [support.CLI] + args if support.CLI else [sys.executable, '-m', 'hdc'] + args
                ref = subprocess.run(cmd, capture_output=True, text=True, check=True,
                                     env=support.env_for_subprocess(), timeout=120).stdout
                total = sum(int(line.split()[1]) for line in lines)
                self.assertEqual(lines + [f'total {total}'], ref.splitlines())


class Deadline(unittest.TestCase):
    """hd._finished against a stand-in for distributed.as_completed whose
    every poll has a result ready, as when perft tasks finish faster than
    the polls: the deadline was checked only on an empty poll, so --timeout
    never fired (CI saw 3D8L perft 4 complete under --timeout 0.001)."""

    class ReadyEveryPoll:
        def __init__(self, futures):
            self.left = list(futures)

        def is_empty(self):
            return not self.left

        def next_batch(self, block=True):
            return [self.left.pop(0)]

    def finished(self, futures, deadline):
        with unittest.mock.patch('distributed.as_completed', self.ReadyEveryPoll):
            return list(hd._finished(futures, deadline))

    def test_deadline_with_results_ready(self):
        futures = ['a', 'b', 'c']
        with self.assertRaises(TimeoutError):
            self.finished(futures, time.monotonic() - 1)
        self.assertEqual(self.finished(futures, None), futures)
        self.assertEqual(self.finished(futures, time.monotonic() + 60), futures)


class Match(unittest.TestCase):
    def test_tiny_match(self):
        out = io.StringIO()
        openings = hd.random_openings('raumschach', 1, 2, seed=3)
        scores = hd.match(client(), 'raumschach', openings, hd.parse_engine('nodes=200'),
                          hd.parse_engine('nodes=200,skill=0'), games=2, max_plies=40,
                          out=out, timeout=120)
        self.assertEqual(len(scores), 2)
        text = out.getvalue()
        self.assertEqual(text.count('\ngame ') + text.startswith('game '), 2, text)
        self.assertIn('Score of engine1 vs engine2:', text)
        self.assertRegex(text, r'engine1 +[0-9.]+%  Elo ')

    def test_elo(self):
        elo, margin, mean = hd.elo_estimate([1, 0.5, 0.5, 0])
        self.assertEqual((round(elo, 6), mean), (0.0, 0.5))
        self.assertGreater(margin, 0)
        self.assertIn('+inf', hd.format_elo([1, 1]))

    def test_bad_engine_spec(self):
        with self.assertRaises(hd.Failure):
            hd.parse_engine('nodes=1,depth=2')
        with self.assertRaises(hd.Failure):
            hd.parse_engine('speed=3')


class CommandLine(unittest.TestCase):
    def run_cli(self, *args, timeout=60):
        return subprocess.run([sys.executable, '-m', 'hdc.distributed'] + list(args),
                              capture_output=True, text=True, timeout=timeout,
                              env=support.env_for_subprocess())

    def test_bad_scheduler(self):
        r = self.run_cli('perft', '--scheduler', 'tcp://127.0.0.1:9', '--connect-timeout',
                         '2', '3')
        self.assertEqual(r.returncode, 1, r.stderr)
        self.assertIn("cannot connect to the scheduler 'tcp://127.0.0.1:9'", r.stderr)

    def test_bad_position_and_depth(self):
        # Checked before any cluster starts, with hdc perft's messages.
        r = self.run_cli('perft', '--position', 'garbage', '3')
        self.assertEqual(r.returncode, 2)
        self.assertIn('hdc perft: bad position text at byte 0', r.stderr)
        r = self.run_cli('perft', '0')
        self.assertEqual(r.returncode, 2)
        self.assertIn("hdc perft: bad depth '0'", r.stderr)
        r = self.run_cli('match', '--engine1', 'speed=3')
        self.assertEqual(r.returncode, 2)
        self.assertIn("bad engine setting 'speed=3'", r.stderr)

    def test_perft_output_and_timeout(self):
        # The scheduler of the tests' cluster, as a remote one would be used.
        address = client().scheduler.address
        r = self.run_cli('perft', '--scheduler', address, '--quiet', '--variant',
                         'raumschach', '3')
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual([line.split()[:2] for line in r.stdout.splitlines()],
                         [['D1', '61'], ['D2', '3615'], ['D3', '237316']])
        r = self.run_cli('perft', '--scheduler', address, '--timeout', '0.001', '--split', '1',
                         '--variant', '3d8l', '4')
        self.assertEqual(r.returncode, 1, r.stdout)
        self.assertIn('no result within --timeout', r.stderr)


class WorkerKilled(unittest.TestCase):
    """Last (after the other classes): it kills one of the workers."""

    def test_kill_worker_during_perft(self):
        # Raumschach perft 4 (15 587 032 in the table) split at 2 plies:
        # ~3600 tasks, several seconds of work: room to kill a worker in
        # the middle of it.
        c = client()
        pids = c.run(os.getpid)
        self.assertEqual(len(pids), 2)
        result, errors = [], []

        def run():
            try:
                result.append(hd.perft(c, 4, 'raumschach', split=2, timeout=120))
            except Exception as e:  # reported by the assertion below
                errors.append(e)
        thread = threading.Thread(target=run)
        thread.start()
        # Wait until a worker is busy with tasks, then kill that process.
        victim = None
        deadline = time.monotonic() + 60
        while victim is None and time.monotonic() < deadline and thread.is_alive():
            processing = c.processing()
            busy = [addr for addr, keys in processing.items() if keys and addr in pids]
            if busy and sum(len(k) for k in processing.values()) > 0:
                victim = busy[0]
            else:
                time.sleep(0.05)
        self.assertIsNotNone(victim, 'no worker was ever busy')
        os.kill(pids[victim], signal.SIGKILL)
        killed_at = time.monotonic()
        thread.join(150)
        self.assertFalse(thread.is_alive(), 'the perft did not finish')
        self.assertEqual(errors, [])
        self.assertEqual(result, [15587032])
        # The run went on after the kill (the victim's tasks were redone).
        self.assertNotIn(victim, c.scheduler_info()['workers'])
        print(f'worker {victim} (pid {pids[victim]}) killed; '
              f'perft finished {time.monotonic() - killed_at:.1f} s later', file=sys.stderr)


if __name__ == '__main__':
    unittest.main(verbosity=2)
