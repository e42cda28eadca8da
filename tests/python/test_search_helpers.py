"""The search helpers of the Python layer (hdc.h "Positions: helpers for
searches"): pieces/king/material, gives_check, captured/last_capture,
key_after and the null move, each checked against playing the move."""
import random
import unittest

import support  # noqa: F401  (sets up sys.path when run by hand)
from support import CHECKMATE_TEXT

import hdc

VARIANTS = ('hdc', 'raumschach', '3d8l', 'cescacs')


def positions(variant, games=3, plies=40, seed=7):
    """Positions met in seeded random games of the variant (start included)."""
    rng = random.Random(f'{variant}-{seed}')
    for _ in range(games):
        pos = hdc.Position(variant)
        yield pos.copy()
        for _ in range(plies):
            moves = list(pos.legal_moves)
            if not moves:
                break
            pos.push(rng.choice(moves))
            yield pos.copy()


def in_check_position(variant):
    for pos in positions(variant, games=20, plies=120, seed=11):
        if pos.is_check() and pos.legal_moves:
            return pos
    raise AssertionError(f'no position in check found for {variant}')


class PiecesAndMaterial(unittest.TestCase):
    def test_pieces_king_material_against_the_board(self):
        for variant in VARIANTS:
            for pos in positions(variant, games=1, plies=30):
                board = pos.piece_map()
                for color in hdc.COLORS:
                    mine = {c: p for c, p in board.items() if p.color is color}
                    self.assertEqual(pos.pieces(None, color), sorted(mine))
                    self.assertEqual(pos.material(color), len(mine))
                    for ptype in {p.type for p in mine.values()} | {hdc.QUEEN}:
                        cells = sorted(c for c, p in mine.items() if p.type == ptype)
                        self.assertEqual(pos.pieces(ptype, color), cells)
                        self.assertEqual(pos.material(color, ptype), len(cells))
                    king = [c for c, p in mine.items() if p.type == hdc.KING]
                    self.assertEqual([pos.king(color)], king)

    def test_start_counts(self):
        pos = hdc.Position()
        self.assertEqual(pos.material(hdc.WHITE, hdc.PAWN), 64)
        self.assertEqual(pos.material(hdc.BLACK, hdc.PAWN), 64)
        self.assertEqual(pos.material(hdc.WHITE), 64 + 15)  # 15: eight on layer IV, one on each other layer
        self.assertEqual(pos.king(hdc.WHITE), pos.parse_cell('e1-IV'))
        self.assertEqual(pos.king(hdc.BLACK), pos.parse_cell('e8-IV'))

    def test_bad_arguments(self):
        pos = hdc.Position()
        with self.assertRaises(TypeError):
            pos.pieces(hdc.PAWN, 1)          # an int colour: which convention?
        with self.assertRaises(TypeError):
            pos.material(hdc.WHITE, 'pawn')
        with self.assertRaises(hdc.RangeError):
            pos.pieces(99, hdc.WHITE)
        with self.assertRaises(OverflowError):
            pos.material(hdc.WHITE, 2**40)


class AgainstPlaying(unittest.TestCase):
    def test_gives_check_captured_key_after(self):
        for variant in VARIANTS:
            checks = captures = 0
            for i, pos in enumerate(positions(variant, games=6, plies=80)):
                if i % 8 or (i > 160 and checks and captures):
                    continue    # every move of every eighth position
                for move in pos.legal_moves:
                    before = pos.piece_map()
                    gives, taken, key = (pos.gives_check(move), pos.captured(move),
                                         pos.key_after(move))
                    pos.push(move)
                    self.assertEqual(gives, pos.is_check(), (variant, pos.text, str(move)))
                    self.assertEqual(key, pos.zobrist)
                    self.assertEqual(pos.last_capture(), taken)
                    after = pos.piece_map()
                    pos.pop()
                    if taken is None:
                        self.assertEqual(sum(1 for p in after.values()), len(before))
                    else:
                        captures += 1
                        self.assertEqual(before[taken.cell], taken.piece)
                        self.assertIsNot(taken.piece.color, pos.turn)
                        self.assertEqual(len(after), len(before) - 1)
                    checks += gives
            self.assertGreater(captures, 0, variant)
            self.assertGreater(checks, 0, variant)

    def test_illegal_values_are_refused(self):
        pos = hdc.Position()
        legal = {m.value for m in pos.legal_moves}
        rng = random.Random(3)
        for _ in range(300):
            value = rng.getrandbits(20)   # cells within the board, any kind 0
            if value in legal or value == hdc.MOVE_NULL:
                continue
            for call in (pos.gives_check, pos.captured, pos.key_after):
                with self.assertRaises(hdc.IllegalMoveError):
                    call(value)
        with self.assertRaises(OverflowError):
            pos.gives_check(2**40)


class NullMove(unittest.TestCase):
    def test_pass_and_take_back(self):
        for variant in VARIANTS:
            pos = hdc.Position(variant)
            text, turn = pos.text, pos.turn
            key = pos.key_after(hdc.Move.null())
            self.assertFalse(pos.gives_check(hdc.Move.null()))
            self.assertIsNone(pos.captured(hdc.Move.null()))
            self.assertEqual(pos.san(hdc.Move.null()), '--')
            pos.push(hdc.Move.null())
            self.assertIsNot(pos.turn, turn)
            self.assertEqual(pos.zobrist, key)
            self.assertEqual(pos.peek(), hdc.Move.null())
            self.assertIsNone(pos.last_capture())
            self.assertFalse(pos.pop())
            self.assertEqual(pos.text, text)

    def test_notation(self):
        pos = hdc.Position()
        self.assertFalse(hdc.Move.null())
        self.assertTrue(pos.legal_moves[0])
        self.assertEqual(pos.parse_san('--'), hdc.Move.null())
        self.assertEqual(pos.parse_coord('0000'), hdc.Move.null())
        self.assertEqual(pos.push_san('--'), hdc.Move.null())
        self.assertEqual(pos.turn, hdc.BLACK)
        pos.push_coord('0000')
        self.assertEqual(pos.turn, hdc.WHITE)
        self.assertEqual(len(pos.move_stack), 2)

    def test_refused_in_check(self):
        for variant in VARIANTS:
            pos = in_check_position(variant)
            text = pos.text
            with self.assertRaises(hdc.IllegalMoveError):
                pos.push(hdc.Move.null())
            with self.assertRaises(hdc.IllegalMoveError):
                pos.key_after(hdc.Move.null())
            self.assertEqual(pos.text, text)
        mate = hdc.Position('hdc', CHECKMATE_TEXT)
        with self.assertRaises(hdc.IllegalMoveError):
            mate.push_san('--')


if __name__ == '__main__':
    unittest.main()
