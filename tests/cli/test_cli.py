#!/usr/bin/env python3
"""Tests of the `hdc` command-line program (issue 3, item 5).

    python3 tests/cli/test_cli.py PATH/TO/hdc [unittest options]

Python 3 standard library only.  Expected position texts are built here
from piece lists, straight from RULES.md "Position notation", not asked of
the library.
"""

import os
import re
import subprocess
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from uci_driver import record_moves  # noqa: E402

HDC = None  # path of the program, from the command line

DASH = '\u2013'
ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII']

START = ('4r3/pppppppp/8/8/8/8/PPPPPPPP/4R3|4n3/pppppppp/8/8/8/8/PPPPPPPP/4N3|'
         '4b3/pppppppp/8/8/8/8/PPPPPPPP/4B3|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|'
         '4d3/pppppppp/8/8/8/8/PPPPPPPP/4D3|4b3/pppppppp/8/8/8/8/PPPPPPPP/4B3|'
         '4n3/pppppppp/8/8/8/8/PPPPPPPP/4N3|4r3/pppppppp/8/8/8/8/PPPPPPPP/4R3')
START_TEXT = START + ' w KQLUkqlu - 0 1'

KNIGHT_SHUFFLE = ['Nf3' + DASH + 'IV', 'Nf6' + DASH + 'IV',
                  'Ng1' + DASH + 'IV', 'Ng8' + DASH + 'IV']


def cell(name):
    """'e4IV' -> (x, y, z)."""
    m = re.fullmatch(r'([a-h])([1-8])(I|II|III|IV|V|VI|VII|VIII)', name)
    assert m, name
    return ord(m.group(1)) - ord('a'), int(m.group(2)) - 1, ROMAN.index(m.group(3))


def hdc_text(pieces, fields):
    """HDC position text from a piece list 'Kf6VI Qg1VII kh8VIII'."""
    board = {}
    for token in pieces.split():
        board[cell(token[1:])] = token[0]
    layers = []
    for z in range(8):
        ranks = []
        for y in range(7, -1, -1):
            row, run = '', 0
            for x in range(8):
                piece = board.get((x, y, z))
                if piece is None:
                    run += 1
                    continue
                if run:
                    row += str(run)
                run = 0
                row += piece
            if run:
                row += str(run)
            ranks.append(row)
        layers.append('/'.join(ranks))
    return '|'.join(layers) + ' ' + fields


def run(*args, timeout=120):
    return subprocess.run([HDC, *args], capture_output=True, text=True,
                          encoding='utf-8', timeout=timeout)


def five_lines(position, status='ongoing', check='no', claimable='none', result='*'):
    return (f'position: {position}\nstatus: {status}\ncheck: {check}\n'
            f'claimable: {claimable}\nresult: {result}\n')


class Play(unittest.TestCase):
    def play(self, *args):
        proc = run('play', *args)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        self.assertEqual(proc.stderr, '')
        return proc.stdout

    def test_start(self):
        self.assertEqual(self.play(), five_lines(START_TEXT))

    def test_start_of_other_variants(self):
        out = self.play('--variant', 'raumschach')
        self.assertEqual(out, five_lines(
            '5/5/5/PPPPP/RNKNR|5/5/5/PPPPP/BUQBU|5/5/5/5/5|ubqub/ppppp/5/5/5|'
            'rnknr/ppppp/5/5/5 w - - 0 1'))

    def test_a_few_moves(self):
        # SAN with the en dash, SAN with a hyphen, coordinate notation.
        out = self.play('e4' + DASH + 'IV', 'e5-IV', 'g1IVf3IV')
        layer4 = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R'
        layers = START.split('|')
        layers[3] = layer4
        self.assertEqual(out, five_lines('|'.join(layers) + ' b KQLUkqlu - 1 2'))

    def test_double_step_writes_ep_cell(self):
        out = self.play('e2IVe4IV')
        layers = START.split('|')
        layers[3] = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR'
        self.assertEqual(out, five_lines('|'.join(layers) + ' b KQLUkqlu e3-IV 0 1'))

    def test_check(self):
        position = hdc_text('Kf6VI Qg1VII kh8VIII', 'w - - 0 1')
        out = self.play('--position', position, 'Qg8' + DASH + 'VII+')
        self.assertEqual(out, five_lines(hdc_text('Kf6VI Qg8VII kh8VIII', 'b - - 1 1'),
                                         check='yes'))

    def test_mate_white_wins(self):
        position = hdc_text('Kf6VI Qg1VII kh8VIII pa7I', 'b - - 0 1')
        out = self.play('--position', position, 'a6' + DASH + 'I', 'Qg7' + DASH + 'VII#')
        self.assertEqual(out, five_lines(hdc_text('Kf6VI Qg7VII kh8VIII pa6I', 'b - - 1 2'),
                                         status='checkmate', check='yes', result='1-0'))

    def test_mate_black_wins(self):
        position = hdc_text('kc3III qb8II Ka1I Ph2VIII', 'w - - 0 1')
        out = self.play('--position', position, 'h2VIIIh3VIII', 'Qb2' + DASH + 'II')
        self.assertEqual(out, five_lines(hdc_text('kc3III qb2II Ka1I Ph3VIII', 'w - - 1 2'),
                                         status='checkmate', check='yes', result='0-1'))

    def test_stalemate(self):
        position = hdc_text('Kf8VIII Qh7I kh8VIII', 'w - - 0 1')
        out = self.play('--position', position, 'Qh7' + DASH + 'VI')
        self.assertEqual(out, five_lines(hdc_text('Kf8VIII Qh7VI kh8VIII', 'b - - 1 1'),
                                         status='stalemate', result='1/2-1/2'))

    def test_insufficient_material(self):
        position = hdc_text('Ka1I kh8I Bc3IV re5IV', 'w - - 0 1')
        out = self.play('--position', position, 'Bxe5' + DASH + 'IV')
        self.assertEqual(out, five_lines(hdc_text('Ka1I kh8I Be5IV', 'b - - 0 1'),
                                         status='insufficient-material', result='1/2-1/2'))

    def test_fifty_and_seventy_five_moves(self):
        position = hdc_text('Ka1I kh8I Rc3IV', 'w - - 99 60')
        out = self.play('--position', position, 'Rc4' + DASH + 'IV')
        self.assertEqual(out, five_lines(hdc_text('Ka1I kh8I Rc4IV', 'b - - 100 60'),
                                         claimable='fifty-moves'))
        position = hdc_text('Ka1I kh8I Rc3IV', 'w - - 149 90')
        out = self.play('--position', position, 'Rc4' + DASH + 'IV')
        self.assertEqual(out, five_lines(hdc_text('Ka1I kh8I Rc4IV', 'b - - 150 90'),
                                         status='seventyfive-moves', claimable='fifty-moves',
                                         result='1/2-1/2'))

    def test_knight_shuffle_threefold_and_fivefold(self):
        seven = (KNIGHT_SHUFFLE * 2)[:7]
        out = self.play(*seven)
        self.assertIn('claimable: none\n', out)
        out = self.play(*KNIGHT_SHUFFLE * 2)
        self.assertEqual(out, five_lines(START + ' w KQLUkqlu - 8 5',
                                         claimable='threefold-repetition'))
        out = self.play(*KNIGHT_SHUFFLE * 3)
        self.assertEqual(out, five_lines(START + ' w KQLUkqlu - 12 7',
                                         claimable='threefold-repetition'))
        out = self.play(*KNIGHT_SHUFFLE * 4)
        self.assertEqual(out, five_lines(START + ' w KQLUkqlu - 16 9',
                                         status='fivefold-repetition',
                                         claimable='threefold-repetition',
                                         result='1/2-1/2'))

    def test_both_claims(self):
        out = self.play('--position', START + ' w KQLUkqlu - 92 47', *KNIGHT_SHUFFLE * 2)
        self.assertEqual(out, five_lines(START + ' w KQLUkqlu - 100 51', claimable='both'))


class PlayErrors(unittest.TestCase):
    def bad_move(self, args, move, *words):
        proc = run('play', *args)
        self.assertEqual(proc.returncode, 2, proc.stdout + proc.stderr)
        self.assertEqual(proc.stdout, '')
        self.assertIn(move, proc.stderr)
        for word in words:
            self.assertRegex(proc.stderr, word)
        return proc.stderr

    def test_syntax_error_with_offset(self):
        self.bad_move(['e4-IVz'], 'e4-IVz', r'(?i)syntax', r'\b5\b')
        self.bad_move(['e4' + DASH + 'IV', 'Zz9'], 'Zz9', r'(?i)syntax', r'\b0\b')
        self.bad_move(['e4' + DASH + 'IV', 'e5' + DASH + 'IV!x'], 'e5' + DASH + 'IV!x',
                      r'(?i)syntax', r'\b8\b')

    def test_illegal(self):
        self.bad_move(['e5' + DASH + 'IV'], 'e5' + DASH + 'IV', r'(?i)illegal')
        self.bad_move(['e4' + DASH + 'IV', 'e4' + DASH + 'IV'], 'e4' + DASH + 'IV',
                      r'(?i)illegal')
        self.bad_move(['e2IVe5IV'], 'e2IVe5IV', r'(?i)illegal')

    def test_ambiguous(self):
        self.bad_move(['--variant', 'raumschach', 'NAc3'], 'NAc3', r'(?i)ambiguous', r'\b2\b')
        rooks = hdc_text('Kh1VIII kh8I Ra4IV Rd1IV Rd4I', 'w - - 0 1')
        self.bad_move(['--position', rooks, 'Rd4' + DASH + 'IV'], 'Rd4' + DASH + 'IV',
                      r'(?i)ambiguous', r'\b3\b')

    def test_moves_after_the_end(self):
        # Nothing is played after a mate.
        position = hdc_text('Kf6VI Qg1VII kh8VIII', 'w - - 0 1')
        self.bad_move(['--position', position, 'Qg7' + DASH + 'VII#', 'Kh7' + DASH + 'VIII'],
                      'Kh7' + DASH + 'VIII', r'(?i)illegal')


class Moves(unittest.TestCase):
    def test_san_at_the_start(self):
        san = run('moves', '--san')
        coord = run('moves')
        self.assertEqual(san.returncode, 0, san.stderr)
        self.assertEqual(coord.returncode, 0, coord.stderr)
        san_lines = san.stdout.splitlines()
        coord_lines = coord.stdout.splitlines()
        self.assertEqual(len(san_lines), 242)
        self.assertEqual(len(coord_lines), 242)
        self.assertEqual(len(set(san_lines)), 242)
        self.assertEqual(len(set(coord_lines)), 242)
        self.assertIn('e4' + DASH + 'IV', san_lines)
        self.assertIn('Nf3' + DASH + 'IV', san_lines)
        self.assertIn('e2IVe4IV', coord_lines)
        # Every SAN line plays, and reaches the position its coordinate
        # twin (same line of `hdc moves`) reaches.
        for s, c in zip(san_lines, coord_lines):
            by_san = run('play', s)
            by_coord = run('play', c)
            self.assertEqual(by_san.returncode, 0, f'{s}: {by_san.stderr}')
            self.assertEqual(by_coord.returncode, 0, f'{c}: {by_coord.stderr}')
            self.assertEqual(by_san.stdout, by_coord.stdout, f'{s} / {c}')
            self.assertNotEqual(by_san.stdout.splitlines()[0], 'position: ' + START_TEXT)

    def test_san_of_a_position(self):
        rooks = hdc_text('Kh1VIII kh8I Ra4IV Rd1IV Rd4I', 'w - - 0 1')
        out = run('moves', '--san', '--position', rooks)
        self.assertEqual(out.returncode, 0, out.stderr)
        lines = out.stdout.splitlines()
        for want in ('Rad4' + DASH + 'IV', 'R1d4' + DASH + 'IV',
                     'Rd4' + DASH + 'Id4' + DASH + 'IV'):
            self.assertIn(want, lines)
        self.assertEqual(len(lines), len(set(lines)))


class Demo(unittest.TestCase):
    def demo(self, *args):
        proc = run('demo', *args)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        out = proc.stdout
        record, sep, rest = out.partition('\nFinal position after ')
        self.assertTrue(sep, out[-500:])
        return out, record, rest

    def test_seed_1_replays(self):
        out, record, rest = self.demo('--seed', '1')
        self.assertIn('[Variant "HDC"]\n', record)
        self.assertIn('[Event "hdc demo --seed 1"]\n', record)
        tag_result = re.search(r'^\[Result "([^"]*)"\]$', record, re.M).group(1)
        moves, token = record_moves(record)
        self.assertEqual(token, tag_result)
        self.assertGreater(len(moves), 10)
        plies = int(re.match(r'(\d+) plies', rest).group(1))
        self.assertEqual(len(moves), plies)
        position = re.search(r'^Position: (.*)$', rest, re.M).group(1)
        result_line = re.search(r'^Result: (\S+) \((.*)\)$', rest, re.M)
        self.assertIsNotNone(result_line, rest[-300:])
        self.assertEqual(result_line.group(1), tag_result)
        # The boards: eight labelled layers.
        for layer in ROMAN:
            self.assertRegex(rest, r'\bLayer ' + layer + r'\b')

        replay = run('play', *moves)
        self.assertEqual(replay.returncode, 0, replay.stderr)
        lines = replay.stdout.splitlines()
        self.assertEqual(lines[0], 'position: ' + position)
        status = lines[1].split(': ')[1]
        claimable = lines[3].split(': ')[1]
        result = lines[4].split(': ')[1]
        reasons = {
            'checkmate': 'checkmate', 'stalemate': 'stalemate',
            'insufficient material': 'insufficient-material',
            'seventy-five-move rule': 'seventyfive-moves',
            'fivefold repetition': 'fivefold-repetition',
        }
        reason = result_line.group(2)
        if reason in reasons:
            self.assertEqual(status, reasons[reason])
            self.assertEqual(result, tag_result)
        else:
            # Ended by a claim: the replayed position offers it.
            self.assertEqual(status, 'ongoing')
            self.assertNotEqual(claimable, 'none')
            self.assertEqual(tag_result, '1/2-1/2')

    def test_reproducible(self):
        a = run('demo', '--seed', '7')
        b = run('demo', '--seed', '7')
        c = run('demo', '--seed', '8')
        self.assertEqual(a.returncode, 0, a.stderr)
        self.assertEqual(a.stdout, b.stdout)
        self.assertNotEqual(a.stdout, c.stdout)


class Perft(unittest.TestCase):
    def test_perft_2(self):
        proc = run('perft', '2')
        self.assertEqual(proc.returncode, 0, proc.stderr)
        lines = proc.stdout.splitlines()
        self.assertEqual(len(lines), 2)
        self.assertEqual(lines[0].split()[:2], ['D1', '242'])
        self.assertEqual(lines[1].split()[:2], ['D2', '58564'])


class BadInput(unittest.TestCase):
    CASES = [
        [],
        ['frobnicate'],
        ['perft'],
        ['perft', 'x'],
        ['perft', '-1'],
        ['perft', '99'],
        ['play', '--variant', 'nosuch'],
        ['play', '--position', 'garbage'],
        ['play', '--position', hdc_text('Ka1I Kb1I kh8I', 'w - - 0 1')],
        ['play', '--bogus'],
        ['moves', 'extra'],
        ['moves', '--position'],
        ['demo', '--seed', 'abc'],
        ['demo', 'extra'],
    ]

    def test_exit_2(self):
        for args in self.CASES:
            with self.subTest(args=args):
                proc = run(*args)
                self.assertEqual(proc.returncode, 2, proc.stdout + proc.stderr)
                self.assertNotEqual(proc.stderr.strip(), '')


class VariantNames(unittest.TestCase):
    """Issue 12 item 3: every name of a variant, C'escacs listed."""

    def test_record_names_and_any_case(self):
        for names in (['hdc', 'HDC', 'Hdc'], ['raumschach', 'Raumschach', 'RAUMSCHACH'],
                      ['3d8l', '3D8L'], ['cescacs', "C'escacs", 'CESCACS']):
            outs = set()
            for name in names:
                proc = run('startpos', '--variant', name)
                self.assertEqual(proc.returncode, 0, proc.stderr)
                outs.add(proc.stdout)
            self.assertEqual(len(outs), 1, names)
        proc = run('startpos', '--variant', "C'escacs")
        self.assertTrue(proc.stdout.startswith('/28:'), proc.stdout)

    def test_help_lists_cescacs(self):
        proc = run('--help')
        self.assertEqual(proc.returncode, 0)
        option = proc.stdout[proc.stdout.index('--variant NAME   '):]
        for name in ('hdc', 'raumschach', '3d8l', 'cescacs', "C'escacs"):
            self.assertIn(name, option)

    def test_unknown_variant_lists_the_known_ones(self):
        proc = run('startpos', '--variant', 'escacs')
        self.assertEqual(proc.returncode, 2)
        self.assertIn("'escacs'", proc.stderr)
        self.assertIn('cescacs', proc.stderr)


if __name__ == '__main__':
    if len(sys.argv) < 2:
        sys.exit('usage: test_cli.py PATH/TO/hdc [unittest options]')
    HDC = os.path.abspath(sys.argv.pop(1))
    unittest.main(verbosity=2)
