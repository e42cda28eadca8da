"""Player colours as python-chess has them (hdc.WHITE = True, hdc.BLACK =
False): every call that takes or returns a colour, with both colours.

The C values stay HDC_WHITE = 0, HDC_BLACK = 1, so True == 1 would name
black if it reached C unconverted: each test compares with the library's
own answer for the C colour, and checks identity (`is`), since
assertEqual(True, 1) would pass.
"""

import ctypes
import unittest

import support  # noqa: F401  (sets up sys.path when run by hand)
from support import CHECKMATE_TEXT

import hdc
from hdc import capi as C, lib
from hdc.colors import to_c, from_c

VARIANTS = ('hdc', 'raumschach', '3d8l', 'cescacs')


def mirrored(text):
    """A cubic position text seen from the other side: layers and ranks
    reversed, colours swapped, the other side to move."""
    board, turn, rest = text.split(' ', 2)
    layers = ['/'.join(reversed(layer.split('/'))).swapcase()
              for layer in reversed(board.split('|'))]
    return '|'.join(layers) + ' ' + ('b' if turn == 'w' else 'w') + ' ' + rest


def c_is_attacked(pos, cell, c_color):
    out = ctypes.c_int32()
    assert lib.hdc_position_is_attacked(pos._ptr, cell, c_color, ctypes.byref(out)) == 0
    return bool(out.value)


class Constants(unittest.TestCase):
    def test_values(self):
        self.assertIs(hdc.WHITE, True)
        self.assertIs(hdc.BLACK, False)
        self.assertEqual(hdc.COLORS, (True, False))
        self.assertIs(hdc.Color, bool)
        self.assertEqual(hdc.COLOR_NAMES, {True: 'white', False: 'black'})
        # The C values are unchanged and stay reachable.
        self.assertEqual((C.HDC_WHITE, C.HDC_BLACK), (0, 1))

    def test_translation(self):
        self.assertEqual(to_c(hdc.WHITE), C.HDC_WHITE)
        self.assertEqual(to_c(hdc.BLACK), C.HDC_BLACK)
        self.assertIs(from_c(C.HDC_WHITE), hdc.WHITE)
        self.assertIs(from_c(C.HDC_BLACK), hdc.BLACK)
        self.assertIsNone(from_c(-1))
        with self.assertRaises(ValueError):
            from_c(2)
        for bad in (0, 1, 2, -1, None, 'white', 1.0):
            with self.subTest(bad=bad):
                with self.assertRaises(TypeError) as cm:
                    to_c(bad)
                self.assertIn('hdc.WHITE', str(cm.exception))


class Turn(unittest.TestCase):
    def test_both_sides_every_variant(self):
        for variant in VARIANTS:
            with self.subTest(variant=variant):
                pos = hdc.Position(variant)
                self.assertIs(pos.turn, hdc.WHITE)
                pos.push(pos.legal_moves[0])
                self.assertIs(pos.turn, hdc.BLACK)
                pos.pop()
                self.assertIs(pos.turn, hdc.WHITE)

    def test_turn_read_from_text(self):
        text = hdc.Position().text.replace(' w ', ' b ')
        self.assertIs(hdc.Position(text=text).turn, hdc.BLACK)


class Pieces(unittest.TestCase):
    def test_piece_colours_every_variant(self):
        for variant in VARIANTS:
            pos = hdc.Position(variant)
            pieces = pos.piece_map()
            colors = {p.color for p in pieces.values()}
            with self.subTest(variant=variant):
                self.assertEqual(colors, {True, False})
                for cell, piece in pieces.items():
                    self.assertIsInstance(piece.color, bool)
                    out = C.hdc_piece()
                    lib.hdc_position_piece_at(pos._ptr, cell, ctypes.byref(out))
                    c_color = lib.hdc_piece_color(out.value)
                    self.assertIs(piece.color, c_color == C.HDC_WHITE)
                    self.assertEqual(piece.symbol.isupper(), piece.color)
                    self.assertEqual(piece.value, out.value)

    def test_piece_value(self):
        white = hdc.Piece(hdc.KING, hdc.WHITE, 'K')
        black = hdc.Piece(hdc.KING, hdc.BLACK, 'k')
        self.assertEqual(white.value, hdc.KING)             # C: white = 0
        self.assertEqual(black.value, hdc.KING + 32)        # C: black = 1
        self.assertEqual(lib.hdc_piece_color(white.value), C.HDC_WHITE)
        self.assertEqual(lib.hdc_piece_color(black.value), C.HDC_BLACK)
        with self.assertRaises(TypeError):
            hdc.Piece(hdc.KING, 1, 'k').value

    def test_placing_both_colours(self):
        pos = hdc.Position()
        cell = pos.parse_cell('d4-IV')
        self.assertEqual(pos.remove_piece_at('d2-IV'), hdc.Piece(hdc.PAWN, hdc.WHITE, 'P'))
        pos.set_piece_at(cell, hdc.Piece(hdc.QUEEN, hdc.WHITE, 'Q'))
        self.assertEqual(pos.piece_at(cell), hdc.Piece(hdc.QUEEN, True, 'Q'))
        self.assertIn('3Q4', pos.text)
        self.assertEqual(pos.remove_piece_at('d7-IV'), hdc.Piece(hdc.PAWN, hdc.BLACK, 'p'))
        pos.set_piece_at(cell, hdc.Piece(hdc.QUEEN, hdc.BLACK, 'q'))
        self.assertEqual(pos.piece_at(cell), hdc.Piece(hdc.QUEEN, False, 'q'))
        self.assertIn('3q4', pos.text)
        with self.assertRaises(TypeError):
            pos.set_piece_at(cell, hdc.Piece(hdc.QUEEN, 0, 'Q'))
        self.assertIs(pos.piece_at(cell).color, hdc.BLACK)


class Attacks(unittest.TestCase):
    def test_is_attacked_both_colours(self):
        pos = hdc.Position()
        white_only = pos.parse_cell('e3-IV')     # white pawns, no black piece
        black_only = pos.parse_cell('e6-IV')
        self.assertTrue(pos.is_attacked(white_only, hdc.WHITE))
        self.assertFalse(pos.is_attacked(white_only, hdc.BLACK))
        self.assertTrue(pos.is_attacked(black_only, hdc.BLACK))
        self.assertFalse(pos.is_attacked(black_only, hdc.WHITE))
        for cell in range(512):
            self.assertEqual(pos.is_attacked(cell, hdc.WHITE),
                             c_is_attacked(pos, cell, C.HDC_WHITE))
            self.assertEqual(pos.is_attacked(cell, hdc.BLACK),
                             c_is_attacked(pos, cell, C.HDC_BLACK))

    def test_attacked_cells_both_colours(self):
        for variant in VARIANTS:
            pos = hdc.Position(variant)
            cells = pos.dimensions.cells
            for color, c_color in ((hdc.WHITE, C.HDC_WHITE), (hdc.BLACK, C.HDC_BLACK)):
                with self.subTest(variant=variant, color=color):
                    expected = [c for c in range(cells) if c_is_attacked(pos, c, c_color)]
                    self.assertTrue(expected)
                    self.assertEqual(pos.attacked_cells(color), expected)
            self.assertNotEqual(pos.attacked_cells(hdc.WHITE), pos.attacked_cells(hdc.BLACK))


class Winner(unittest.TestCase):
    def test_black_wins(self):
        outcome = hdc.Position(text=CHECKMATE_TEXT).outcome()
        self.assertIs(outcome.winner, hdc.BLACK)
        self.assertEqual(outcome.result, '0-1')

    def test_white_wins(self):
        outcome = hdc.Position(text=mirrored(CHECKMATE_TEXT)).outcome()
        self.assertEqual(outcome.reason, 'checkmate')
        self.assertIs(outcome.winner, hdc.WHITE)
        self.assertEqual(outcome.result, '1-0')

    def test_draw_has_no_winner(self):
        pos = hdc.Position()
        for _ in range(2):
            for move in ('b1IVc3IV', 'b8IVc6IV', 'c3IVb1IV', 'c6IVb8IV'):
                pos.push(move)
        outcome = pos.outcome(claim_draw=True)
        self.assertIsNone(outcome.winner)


class ClaimNames(unittest.TestCase):
    def test_claim_prints_its_name(self):
        self.assertEqual(str(hdc.Claim.FIFTY_MOVES), 'FIFTY_MOVES')
        self.assertEqual(f'{hdc.Claim.THREEFOLD_REPETITION}', 'THREEFOLD_REPETITION')
        self.assertEqual(str(hdc.Claim.NONE), 'NONE')
        both = hdc.Claim.FIFTY_MOVES | hdc.Claim.THREEFOLD_REPETITION
        self.assertEqual(str(both), 'FIFTY_MOVES|THREEFOLD_REPETITION')
        self.assertEqual(int(both), 3)


if __name__ == '__main__':
    unittest.main()
