"""C'escacs from Python: hdc.Position(variant="cescacs") (CESCACS.md)."""

import random
import unittest

import support  # noqa: F401  (sets up the import path)

import hdc

START = ('/28:v/27:dk/26:gjg/25:rnnr/24:pejep/23:ppeepp/22:2pjp2/21:3pp3/20:3p3/8:3P3/'
         '7:3PP3/6:2PJP2/5:PPEEPP/4:PEJEP/3:RNNR/2:GJG/1:DK/0:V/ w RKRrkr - 0 1')
# White: K Z21, R C5, R T22, J F10; black: K P7 (tests/cescacs/test_rules.c).
BEFORE_MATE = '/22:R6/21:7K/10:3J3/7:k7/5:1R4/ w - - 0 1'
STALEMATE = '/22:R6/21:7K/7:k7/5:1R4/ b - - 0 1'
LONE_PEGASUS = '/13:k7/9:7K/2:2G/ w - - 0 1'
AWAITING = '/23:5P/19:k7/9:7K/ w - - 0 1'


class Basics(unittest.TestCase):
    def test_start(self):
        pos = hdc.Position(variant='cescacs')
        self.assertEqual(pos.variant, 'cescacs')
        self.assertEqual(pos.text, START)
        self.assertEqual(tuple(pos.dimensions), (15, 29, 1, 169))
        self.assertEqual(len(pos.legal_moves), 68)
        self.assertEqual(pos.turn, hdc.WHITE)
        self.assertIsNone(pos.outcome())
        self.assertEqual(pos.result(), '*')
        self.assertEqual(pos.perft(2), 4612)

    def test_cells(self):
        pos = hdc.Position(variant='cescacs')
        cell = pos.parse_cell('F14')
        self.assertEqual(pos.cell_coords(cell), (7, 14, 0))
        self.assertEqual(pos.cell_name(cell), 'F14')
        self.assertEqual(pos.parse_cell('f14'), cell)
        with self.assertRaises(hdc.ParseError):
            pos.parse_cell('J5')
        with self.assertRaises(hdc.RangeError):
            pos.cell_at(0, 0, 0)

    def test_pieces(self):
        pos = hdc.Position(variant='cescacs')
        expect = {'G1': (hdc.KING, 'K'), 'E1': (hdc.QUEEN, 'D'), 'F0': (hdc.WYVERN, 'V'),
                  'C3': (hdc.ROOK, 'R'), 'D2': (hdc.PEGASUS, 'G'), 'E3': (hdc.KNIGHT, 'N'),
                  'F4': (hdc.BISHOP, 'J'), 'D4': (hdc.ELEPHANT, 'E'), 'F8': (hdc.PAWN, 'P')}
        for hexname, (ptype, letter) in expect.items():
            piece = pos.piece_at(hexname)
            self.assertEqual((piece.type, piece.color, piece.symbol),
                             (ptype, hdc.WHITE, letter), hexname)
            mirror = hexname[0] + str(28 - int(hexname[1:]))
            piece = pos.piece_at(mirror)
            self.assertEqual((piece.type, piece.color, piece.symbol),
                             (ptype, hdc.BLACK, letter.lower()), mirror)
        self.assertIsNone(pos.piece_at('F14'))

    def test_push_notation_and_coordinates(self):
        pos = hdc.Position(variant='cescacs')
        self.assertEqual(pos.san(pos.parse_move('E3C7')), 'NE3-C7')
        pos.push('F8-F10')
        pos.push('F20F18')
        pos.push('NE3-C7')
        self.assertEqual([str(m) for m in pos.move_stack], ['F8F10', 'F20F18', 'E3C7'])
        self.assertEqual(pos.turn, hdc.BLACK)
        self.assertEqual(str(pos.pop()), 'E3C7')
        move = pos.parse_san('NE3-C7')
        self.assertEqual(move.kind, hdc.MOVE_QUIET)
        with self.assertRaises(hdc.IllegalMoveError):
            pos.push('F10-F16')

    def test_special_moves(self):
        pos = hdc.Position(variant='cescacs')
        triple = pos.parse_move('E7E13')
        self.assertEqual(triple.kind, hdc.MOVE_TRIPLE_STEP)
        self.assertEqual(pos.san(triple), 'E7-E13')
        pos = hdc.Position(variant='cescacs', text=AWAITING)
        moves = pos.legal_moves
        self.assertEqual(sorted(str(m) for m in moves),
                         sorted('L23L23' + c for c in 'dvrgnj'))
        self.assertTrue(all(m.kind == hdc.MOVE_PROMOTION_IN_PLACE for m in moves))
        pos.push('L23=D')
        self.assertEqual(pos.piece_at('L23').symbol, 'D')

    def test_outcomes(self):
        pos = hdc.Position(variant='cescacs', text=BEFORE_MATE)
        self.assertEqual(pos.san(pos.parse_move('F10E7')), 'JF10-E7#')
        pos.push('JF10-E7#')
        outcome = pos.outcome()
        self.assertEqual((outcome.winner, outcome.reason, outcome.result),
                         (hdc.WHITE, 'checkmate', '3-0'))
        self.assertTrue(pos.is_checkmate())
        pos = hdc.Position(variant='cescacs', text=STALEMATE)
        outcome = pos.outcome()
        self.assertEqual((outcome.winner, outcome.reason, outcome.result),
                         (hdc.WHITE, 'stalemate', '2-1'))
        pos = hdc.Position(variant='cescacs', text=LONE_PEGASUS)
        outcome = pos.outcome()
        self.assertEqual((outcome.winner, outcome.reason, outcome.result),
                         (None, 'insufficient_material', '1-1'))

    def test_text_errors(self):
        pos = hdc.Position(variant='cescacs')
        with self.assertRaises(hdc.InvalidPositionError):
            pos.text = START.replace('1:DK/', '1:KK/')
        with self.assertRaises(hdc.ParseError) as cm:
            pos.text = START.replace('20:3p3/', '20:3p4/')
        self.assertEqual(cm.exception.offset, START.index('20:3p3/') + 5)
        self.assertEqual(pos.text, START)


class RandomGame(unittest.TestCase):
    def test_round_trips(self):
        rng = random.Random(1729)
        pos = hdc.Position(variant='cescacs')
        for _ in range(60):
            moves = pos.legal_moves
            if not moves:
                break
            sans = [pos.san(m) for m in moves]
            self.assertEqual(len(set(sans)), len(sans))
            for move, san in zip(moves, sans):
                self.assertEqual(pos.parse_san(san), move)
                self.assertEqual(pos.parse_move(str(move)), move)
            again = hdc.Position(variant='cescacs', text=pos.text)
            self.assertEqual(again.text, pos.text)
            self.assertEqual(again.zobrist, pos.zobrist)
            pos.push(sans[rng.randrange(len(sans))])


class Display(unittest.TestCase):
    def test_str_one_row_per_line(self):
        pos = hdc.Position(variant='cescacs')
        lines = str(pos).split('\n')
        # 29 lines 28..0, the column letters, a blank line, the fields.
        self.assertEqual(len(lines), 32)
        self.assertEqual([l.split()[0] for l in lines[:29]],
                         [str(y) for y in range(28, -1, -1)])
        self.assertEqual(lines[29].split(), list('PTABCDEFGHIKLXZ'))
        self.assertEqual(lines[31], 'w RKRrkr - 0 1')
        # A piece on column x stands at offset 3 + 2x of its row.
        row = {int(l.split()[0]): l for l in lines[:29]}
        self.assertEqual(row[0][3 + 2 * 7], 'V')
        self.assertEqual(row[1][3 + 2 * 6], 'D')
        self.assertEqual(row[1][3 + 2 * 8], 'K')
        self.assertEqual(row[27][3 + 2 * 8], 'k')
        self.assertEqual(row[14][3 + 2 * 7], '.')
        self.assertEqual(row[14][3 + 2 * 6], ' ')  # E14 is no hex
        self.assertEqual(lines[29][3 + 2 * 7], 'F')
        # 169 hexes shown, 54 of them with a piece.
        board = ''.join(l[3:] for l in lines[:29])
        self.assertEqual(sum(1 for ch in board if ch != ' '), 169)
        self.assertEqual(sum(1 for ch in board if ch.isalpha()), 54)

    def test_cube_unchanged(self):
        lines = str(hdc.Position()).split('\n')
        self.assertEqual(lines[0], 'layer VIII')


if __name__ == '__main__':
    unittest.main()
