#!/usr/bin/env python3
"""Tests of `hdc go`, `hdc uci` and the players of `hdc demo` (issue 13,
items 3 and 5): short searches only (fixed small depths and node counts).
Full games are in test_engine_games.py (meson suite 'engine-games').

    python3 tests/cli/test_uci.py PATH/TO/hdc [unittest options]

Python 3 standard library only; the referee is `hdc play` / `hdc moves`.
"""

import os
import random
import re
import subprocess
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from uci_driver import (BESTMOVE_RE, INFO_RE, VARIANTS, Uci, judge,  # noqa: E402
                        legal_moves, position_after, run)
from test_cli import hdc_text  # noqa: E402

HDC = None  # path of the program, from the command line
DASH = '\u2013'

# White to move mates with Qg1VII-g7VII (the position of test_cli.py's
# test_mate_white_wins after 1... a6-I); MATED: after that move.
MATE_IN_ONE = hdc_text('Kf6VI Qg1VII kh8VIII pa6I', 'w - - 0 2')
MATED = hdc_text('Kf6VI Qg7VII kh8VIII pa6I', 'b - - 1 2')


def check_info(test, lines):
    """Every info line has the README's format; returns the parsed lines."""
    parsed = []
    for line in lines:
        if line.startswith('info string'):
            continue
        m = INFO_RE.match(line)
        test.assertIsNotNone(m, 'bad info line: ' + line)
        parsed.append(m)
    return parsed


class Go(unittest.TestCase):
    def go(self, *args):
        proc = run(HDC, 'go', *args)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        self.assertEqual(proc.stderr, '')
        lines = proc.stdout.splitlines()
        self.assertTrue(lines, 'no output')
        m = BESTMOVE_RE.match(lines[-1])
        self.assertIsNotNone(m, lines[-1])
        return check_info(self, lines[:-1]), m.group(1)

    def test_depth(self):
        info, best = self.go('--depth', '3')
        self.assertEqual([int(m.group(1)) for m in info], [1, 2, 3])
        self.assertIn(best, legal_moves(HDC, 'hdc'))
        self.assertEqual(info[-1].group(9).split()[0], best)
        for m in info:
            self.assertGreaterEqual(int(m.group(2)), int(m.group(1)))  # seldepth
            self.assertEqual(m.group(3), '1')

    def test_moves_then_nodes_in_each_variant(self):
        openings = {'hdc': ['e4' + DASH + 'IV', 'e7IVe5IV'], 'raumschach': [],
                    '3d8l': [], 'cescacs': []}
        for variant in VARIANTS:
            with self.subTest(variant=variant):
                moves = openings[variant]
                if not moves:
                    # The first legal move of the start position, then black's.
                    first = sorted(legal_moves(HDC, variant))[0]
                    after = position_after(HDC, variant, [first])
                    moves = [first, sorted(legal_moves(HDC, variant, after))[0]]
                info, best = self.go('--variant', variant, '--nodes', '3000', *moves)
                position = position_after(HDC, variant, moves)
                self.assertIn(best, legal_moves(HDC, variant, position))

    def test_movetime_and_position(self):
        info, best = self.go('--movetime', '200', '--position', MATE_IN_ONE)
        self.assertIn(best, legal_moves(HDC, 'hdc', MATE_IN_ONE))

    def test_mate_in_one(self):
        info, best = self.go('--depth', '3', '--position', MATE_IN_ONE)
        self.assertEqual(judge(HDC, 'hdc', [best], MATE_IN_ONE)['status'], 'checkmate')
        self.assertEqual(info[-1].group(4, 5), ('mate', '1'))

    def test_multipv(self):
        info, best = self.go('--depth', '2', '--multipv', '3')
        last = [m for m in info if m.group(1) == info[-1].group(1)]
        self.assertEqual([m.group(3) for m in last], ['1', '2', '3'])
        firsts = [m.group(9).split()[0] for m in last]
        self.assertEqual(len(set(firsts)), 3)
        self.assertEqual(firsts[0], best)

    def test_deterministic(self):
        def strip(out):
            return re.sub(r' (nps|time) \d+', '', out)
        a = run(HDC, 'go', '--depth', '4', '--variant', 'raumschach')
        b = run(HDC, 'go', '--depth', '4', '--variant', 'raumschach')
        self.assertEqual(a.returncode, 0, a.stderr)
        self.assertEqual(strip(a.stdout), strip(b.stdout))

    def test_options(self):
        info, best = self.go('--depth', '2', '--hash', '1', '--threads', '1', '--skill', '20')
        self.assertIn(best, legal_moves(HDC, 'hdc'))

    def test_game_over(self):
        proc = run(HDC, 'go', '--depth', '3', '--position', MATED)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        self.assertEqual(proc.stdout, 'info depth 0 score mate 0\nbestmove (none)\n')

    def test_help(self):
        proc = run(HDC, '--help')
        self.assertEqual(proc.returncode, 0)
        for text in ('  go [--variant NAME] [--position TEXT] [--depth N | --nodes N |',
                     '  uci\n', '[--black PLAYER] [--nodes N | --movetime MS | --depth N]',
                     'UCI_Variant'):
            self.assertIn(text, proc.stdout)
        self.assertEqual(run(HDC, 'go', '--help').stdout, proc.stdout)

    def test_bad_arguments(self):
        for args in (['--depth', '0'], ['--depth', 'x'], ['--depth', '101'],
                     ['--nodes', '0'], ['--movetime', '-5'], ['--depth', '2', '--nodes', '9'],
                     ['--depth', '2', '--movetime', '9'], ['--hash', '0'],
                     ['--threads', '0'], ['--threads', '999'], ['--multipv', '0'],
                     ['--skill', '21'], ['--variant', 'chess'], ['--position', 'garbage'],
                     ['--depth', '1', 'zz9'], ['--depth', '1', 'e2IVe5IV'], ['--bogus'],
                     ['--depth']):
            with self.subTest(args=args):
                proc = run(HDC, 'go', *args)
                self.assertEqual(proc.returncode, 2, proc.stdout + proc.stderr)
                self.assertTrue(proc.stderr.startswith('hdc go: '), proc.stderr)
                self.assertEqual(proc.stdout, '')


class UciSession(unittest.TestCase):
    def setUp(self):
        self.uci = Uci(HDC)
        self.addCleanup(self.uci.kill)

    def tearDown(self):
        if self.uci.proc.poll() is None:
            self.assertEqual(self.uci.close(), 0)

    def legal_after_startpos(self, variant, moves):
        return legal_moves(HDC, variant, position_after(HDC, variant, moves))

    def test_handshake(self):
        self.uci.send('uci')
        lines = self.uci.until('uciok$')
        self.assertRegex(lines[0], r'^id name libhdc \d+\.\d+\.\d+')
        self.assertTrue(any(line.startswith('id author ') for line in lines))
        self.assertIn('option name UCI_Variant type combo default hdc var hdc var raumschach '
                      'var 3d8l var cescacs', lines)
        for name in ('Hash', 'Threads', 'MultiPV'):
            self.assertTrue(any(re.match(r'option name %s type spin default \d+ min 1 max \d+$'
                                         % name, line) for line in lines), name)
        self.assertIn('option name Skill Level type spin default 20 min 0 max 20', lines)
        self.assertEqual(lines[-1], 'uciok')
        self.uci.send('isready')
        self.assertEqual(self.uci.until('readyok'), ['readyok'])

    def test_each_variant(self):
        self.uci.handshake()
        for variant in VARIANTS:
            with self.subTest(variant=variant):
                # Option names in any case, variant names in any case.
                self.uci.send('setoption name uci_variant value ' + variant.upper())
                self.uci.send('ucinewgame')
                self.uci.send('position startpos')
                info, best = self.uci.search('go depth 2')
                check_info(self, info)
                self.assertIn(best, legal_moves(HDC, variant))
                self.uci.send('position startpos moves ' + best)
                info, reply = self.uci.search('go nodes 2000')
                self.assertIn(reply, self.legal_after_startpos(variant, [best]))
                self.assertEqual(self.uci.sync(), ['readyok'])

    def test_position_fen_and_moves(self):
        self.uci.handshake()
        moves = ['e2IVe4IV', 'e7IVe5IV', 'g1IVf3IV']
        text = position_after(HDC, 'hdc', moves[:2])
        # Everything between fen and moves is the position text.
        self.uci.send('position fen ' + text + ' moves ' + moves[2])
        info, best = self.uci.search('go depth 2')
        self.assertIn(best, self.legal_after_startpos('hdc', moves))
        self.uci.send('position fen ' + text)
        info, best = self.uci.search('go depth 2')
        self.assertIn(best, legal_moves(HDC, 'hdc', text))
        # SAN is accepted as well.
        self.uci.send('position startpos moves e4' + DASH + 'IV e5-IV Nf3-IV')
        info, best = self.uci.search('go depth 2')
        self.assertIn(best, self.legal_after_startpos('hdc', moves))
        # A C'escacs position text.
        self.uci.send('setoption name UCI_Variant value cescacs')
        text = position_after(HDC, 'cescacs', [sorted(legal_moves(HDC, 'cescacs'))[0]])
        self.uci.send('position fen ' + text)
        info, best = self.uci.search('go depth 2')
        self.assertIn(best, legal_moves(HDC, 'cescacs', text))

    def test_limits(self):
        self.uci.handshake()
        self.uci.send('position startpos moves e2IVe4IV')
        legal = self.legal_after_startpos('hdc', ['e2IVe4IV'])
        for go in ('go depth 3', 'go nodes 1000', 'go movetime 100',
                   'go wtime 3000 btime 3000', 'go wtime 3000 btime 2000 winc 20 binc 20',
                   'go wtime 5000 btime 5000 movestogo 10',
                   'go btime -20 wtime 100',
                   'go depth 3 nodes 500 movetime 2000'):
            with self.subTest(go=go):
                info, best = self.uci.search(go)
                check_info(self, info)
                self.assertIn(best, legal)
        info, best = self.uci.search('go depth 3')
        self.assertEqual(max(int(INFO_RE.match(line).group(1)) for line in info), 3)

    def test_searchmoves(self):
        self.uci.handshake()
        self.uci.send('position startpos')
        for moves in (['a2IVa3IV'], ['h2VIIIh3VIII', 'b1IVc3IV']):
            info, best = self.uci.search('go depth 3 searchmoves ' + ' '.join(moves))
            self.assertIn(best, moves)
            for m in check_info(self, info):
                if m.group(9):
                    self.assertIn(m.group(9).split()[0], moves)

    def test_mate(self):
        self.uci.handshake()
        self.uci.send('position fen ' + MATE_IN_ONE)
        info, best = self.uci.search('go mate 1')
        self.assertEqual(judge(HDC, 'hdc', [best], MATE_IN_ONE)['status'], 'checkmate')
        self.assertEqual(INFO_RE.match(info[-1]).group(4, 5), ('mate', '1'))

    def test_game_over(self):
        self.uci.handshake()
        self.uci.send('position fen ' + MATED)
        info, best = self.uci.search('go depth 3')
        self.assertEqual(best, '(none)')
        self.assertIn('info depth 0 score mate 0', info)

    def test_multipv_and_options(self):
        self.uci.handshake()
        self.uci.send('setoption name MultiPV value 3')
        self.uci.send('position startpos')
        info, best = self.uci.search('go depth 2')
        last = [m for m in check_info(self, info) if m.group(1) == '2']
        self.assertEqual([m.group(3) for m in last], ['1', '2', '3'])
        self.uci.send('setoption name multipv value 1')
        for option in ('Hash value 8', 'Threads value 2', 'Skill Level value 3',
                       'UCI_LimitStrength value true', 'UCI_Elo value 1200',
                       'UCI_LimitStrength value false', 'Clear Hash', 'Threads value 1'):
            self.uci.send('setoption name ' + option)
            self.assertEqual(self.uci.sync(), ['readyok'], option)
        info, best = self.uci.search('go nodes 2000')
        self.assertIn(best, legal_moves(HDC, 'hdc'))

    def test_infinite_then_stop(self):
        self.uci.handshake()
        self.uci.send('position startpos moves e2IVe4IV')
        self.uci.send('go infinite')
        lines = self.uci.quiet(0.5)
        self.assertFalse([line for line in lines if line.startswith('bestmove')], lines)
        # isready is answered during the search; go, setoption refused.
        self.uci.send('isready')
        self.uci.until('readyok$')
        self.uci.send('go depth 1')
        self.uci.until('info string error: ')
        self.uci.send('stop')
        lines = self.uci.until('bestmove ')
        best = BESTMOVE_RE.match(lines[-1]).group(1)
        self.assertIn(best, self.legal_after_startpos('hdc', ['e2IVe4IV']))
        check_info(self, lines[:-1])
        # The engine carries on: a stray stop is ignored, a new search works.
        self.uci.send('stop')
        info, best = self.uci.search('go depth 1')
        self.assertIn(best, self.legal_after_startpos('hdc', ['e2IVe4IV']))

    def test_infinite_on_a_tiny_position_waits_for_stop(self):
        # The search may finish early (one legal move, mate found): the
        # bestmove still waits for stop.
        self.uci.handshake()
        self.uci.send('position fen ' + MATE_IN_ONE)
        self.uci.send('go infinite')
        lines = self.uci.quiet(0.5)
        self.assertFalse([line for line in lines if line.startswith('bestmove')], lines)
        self.uci.send('stop')
        lines = self.uci.until('bestmove ')
        self.assertIn(BESTMOVE_RE.match(lines[-1]).group(1), legal_moves(HDC, 'hdc', MATE_IN_ONE))

    def test_malformed_lines(self):
        self.uci.handshake()
        bad = [
            'frobnicate', 'position', 'position nowhere', 'position startpos e2IVe4IV',
            'position startpos moves zz9', 'position startpos moves e2IVe5IV',
            'position fen', 'position fen garbage moves e2IVe4IV',
            'position fen ' + MATE_IN_ONE.replace('w', 'x', 1),
            'go depth', 'go depth x', 'go depth 0', 'go nodes -1', 'go frobnicate',
            'go searchmoves e2IVe5IV', 'go mate x', 'go ponder',
            'setoption', 'setoption name', 'setoption name NoSuch value 1',
            'setoption name Hash value -3', 'setoption name Hash value lots',
            'setoption name Threads value 0', 'setoption name MultiPV value 999',
            'setoption name Skill Level value 21', 'setoption name UCI_Variant value chess',
            'setoption name UCI_Variant', 'setoption name UCI_LimitStrength value maybe',
            b'\x00\x01\x02\xff\xfe binary', b'go \x1b[31m depth 2',
            'x' * 2000000, 'position startpos moves ' + 'e2IVe4IV ' * 20000,
        ]
        for line in bad:
            with self.subTest(line=line[:60]):
                self.uci.send(line)
                lines = self.uci.until(r'info string error: ', timeout=30)
                self.assertEqual(lines[-1].count('\n'), 0)
                self.assertEqual(self.uci.sync(), ['readyok'])
        # Nothing changed: still the start position of HDC.
        info, best = self.uci.search('go depth 1')
        self.assertIn(best, legal_moves(HDC, 'hdc'))
        # Blank lines and ignored commands give no answer.
        for line in ('', '   ', 'debug on', 'ponderhit', 'stop'):
            self.uci.send(line)
        self.assertEqual(self.uci.sync(), ['readyok'])

    def test_random_junk_session(self):
        # Seeded random lines of protocol words and bytes: every answer is a
        # well-formed line, the engine answers isready after it all and
        # exits with status 0.
        rng = random.Random(13)
        words = ['uci', 'isready', 'setoption', 'name', 'value', 'UCI_Variant', 'Hash',
                 'Threads', 'MultiPV', 'Skill', 'Level', 'ucinewgame', 'position',
                 'startpos', 'fen', 'moves', 'go', 'depth', 'nodes', 'movetime', 'wtime',
                 'btime', 'winc', 'binc', 'movestogo', 'mate', 'infinite', 'searchmoves',
                 'stop', 'raumschach', '3d8l', 'cescacs', 'hdc', 'e2IVe4IV', 'Ab2Ab3',
                 'D2B6', '0', '1', '2', '-1', '99999999999999999999', '|', '/', 'w', '-']
        commands = ['isready', 'go', 'position', 'setoption', 'stop', 'uci', 'ucinewgame']
        readies = 1  # the isready lines sent, the last one included
        for _ in range(300):
            kind = rng.random()
            if kind < 0.6:
                line = ' '.join([rng.choice(commands)] +
                                [rng.choice(words) for _ in range(rng.randint(0, 8))])
            elif kind < 0.8:
                line = ' '.join(rng.choice(words) for _ in range(rng.randint(0, 10)))
            else:
                line = bytes(rng.randrange(256) for _ in range(rng.randint(0, 40)))
                line = line.replace(b'\n', b'')
            if isinstance(line, str) and line.split()[:1] == ['isready']:
                readies += 1
            self.uci.send(line)
            if rng.random() < 0.3:
                self.uci.send('stop')
        self.uci.send('stop')
        self.uci.send('isready')
        lines = []
        while readies:
            lines += self.uci.until('readyok$')
            readies -= 1
        for line in lines:
            self.assertRegex(line, r'^(info |bestmove |readyok$|uciok$|id |option name )', line)

    def test_repetitions_in_the_move_list(self):
        # Knights out and back: after 8 plies the start position stands for
        # the third time (the game goes on), after 16 for the fifth (over).
        shuffle = ['g1IVf3IV', 'g8IVf6IV', 'f3IVg1IV', 'f6IVg8IV']
        self.uci.handshake()
        self.uci.send('position startpos moves ' + ' '.join(shuffle * 2))
        info, best = self.uci.search('go depth 2')
        self.assertIn(best, legal_moves(HDC, 'hdc'))
        self.uci.send('position startpos moves ' + ' '.join(shuffle * 4))
        info, best = self.uci.search('go depth 2')
        self.assertEqual((info, best), (['info depth 0 score cp 0'], '(none)'))

    def test_d(self):
        self.uci.handshake()
        self.uci.send('position startpos moves e2IVe4IV')
        self.uci.send('d')
        lines = self.uci.until('Status: ')
        text = position_after(HDC, 'hdc', ['e2IVe4IV'])
        self.assertIn('Position: ' + text, lines)

    def test_eof_mid_search(self):
        self.uci.handshake()
        self.uci.send('go infinite')
        self.uci.quiet(0.2)
        self.uci.proc.stdin.close()
        lines = self.uci.until('bestmove ')
        self.assertIn(BESTMOVE_RE.match(lines[-1]).group(1), legal_moves(HDC, 'hdc'))
        self.assertEqual(self.uci.wait(), 0)

    def test_quit_mid_search(self):
        self.uci.handshake()
        self.uci.send('go infinite')
        self.uci.quiet(0.2)
        self.uci.send('quit')
        self.uci.until('bestmove ')
        self.assertEqual(self.uci.wait(), 0)

    def test_eof_at_once(self):
        proc = run(HDC, 'uci', input='')
        self.assertEqual((proc.returncode, proc.stdout), (0, ''))
        proc = run(HDC, 'uci', 'extra')
        self.assertEqual(proc.returncode, 2)


class Readme(unittest.TestCase):
    """The commands of the README's section "Engine: hdc go and hdc uci"
    run as printed; their output has the lines shown, up to the numbers of
    the info lines (which change as the engine does)."""

    def shape(self, text):
        return [' '.join(line.split()[:2]) if line.startswith('info depth') else
                re.sub(r'^id name libhdc \S+$', 'id name libhdc VERSION', line)
                for line in text.splitlines()]

    def test_engine_section_commands(self):
        path = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..',
                            'README.md')
        with open(path, encoding='utf-8') as f:
            readme = f.read()
        m = re.search(r'^## Engine: .*?(?=^## )', readme, re.M | re.S)
        self.assertIsNotNone(m, 'no Engine section in README.md')
        blocks = re.findall(r'^```\n\$ (.*?)\n(.*?)^```$', m.group(0), re.M | re.S)
        self.assertGreaterEqual(len(blocks), 2)
        for command, expected in blocks:
            with self.subTest(command=command):
                self.assertRegex(command, r'(^|\| )hdc (go|uci)\b')
                shell = re.sub(r'(^|\| )hdc ', lambda g: g.group(1) + "'" + HDC + "' ",
                               command)
                proc = subprocess.run(['bash', '-c', shell], capture_output=True, text=True,
                                      encoding='utf-8', timeout=120)
                self.assertEqual(proc.returncode, 0, proc.stderr)
                self.assertEqual(self.shape(proc.stdout)[:-1], self.shape(expected)[:-1])
                self.assertRegex(proc.stdout.splitlines()[-1], BESTMOVE_RE)


class Demo(unittest.TestCase):
    def test_default_players_unchanged(self):
        plain = run(HDC, 'demo', '--seed', '5', '--variant', 'raumschach')
        greedy = run(HDC, 'demo', '--seed', '5', '--variant', 'raumschach',
                     '--white', 'greedy', '--black', 'greedy')
        self.assertEqual(plain.returncode, 0, plain.stderr)
        self.assertEqual(plain.stdout, greedy.stdout)
        self.assertIn('[White "hdc demo player"]', plain.stdout)

    def test_random_players(self):
        a = run(HDC, 'demo', '--white', 'random', '--black', 'random', '--max-plies', '40')
        b = run(HDC, 'demo', '--white', 'random', '--black', 'random', '--max-plies', '40')
        self.assertEqual(a.returncode, 0, a.stderr)
        self.assertEqual(a.stdout, b.stdout)
        self.assertIn('[White "hdc random player"]', a.stdout)

    def test_engine_player_short(self):
        proc = run(HDC, 'demo', '--variant', 'raumschach', '--white', 'engine', '--depth', '1',
                   '--max-plies', '10')
        self.assertEqual(proc.returncode, 0, proc.stderr)
        self.assertRegex(proc.stdout, r'\[White "libhdc \S+ engine, depth 1"\]')
        self.assertIn('[Black "hdc demo player"]', proc.stdout)
        self.assertIn('Result: * (unfinished: stopped after 10 plies)', proc.stdout)

    def test_bad_players(self):
        for args in (['--white', 'bogus'], ['--black', ''], ['--nodes', '100'],
                     ['--white', 'engine', '--nodes', '0'],
                     ['--white', 'engine', '--nodes', '10', '--depth', '2']):
            with self.subTest(args=args):
                proc = run(HDC, 'demo', *args)
                self.assertEqual(proc.returncode, 2, proc.stdout + proc.stderr)
                self.assertTrue(proc.stderr.startswith('hdc demo: '), proc.stderr)


if __name__ == '__main__':
    if len(sys.argv) < 2:
        sys.exit('usage: test_uci.py PATH/TO/hdc [unittest options]')
    HDC = os.path.abspath(sys.argv.pop(1))
    unittest.main(verbosity=2)
