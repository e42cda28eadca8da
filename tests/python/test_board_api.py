"""The python-chess habits of hdc.Position: equality, copies, pickling,
pieces and board edits, the legal_moves view, move helpers, draw claims,
display, and loud failures for out-of-range move values."""

import copy
import pickle
import random
import unittest

import support  # noqa: F401  (sets up sys.path when run by hand)
from support import START_TEXT, CHECKMATE_TEXT

import hdc

VARIANTS = ('hdc', 'raumschach', '3d8l', 'cescacs')
EMPTY = '8/8/8/8/8/8/8/8'
KINGS_TEXT = '|'.join(['K7/8/8/8/8/8/8/8'] + [EMPTY] * 6 + ['7k/8/8/8/8/8/8/8']) + ' w - - 0 1'
KNIGHT_SHUFFLE = ['b1IVc3IV', 'b8IVc6IV', 'c3IVb1IV', 'c6IVb8IV']
CAPTURE_LINE = ['e2IVe4IV', 'd7IVd5IV']          # then e4IVd5IV captures


def played(variant, count, seed):
    """A position of `variant` after `count` seeded random moves."""
    rng = random.Random(seed)
    pos = hdc.Position(variant)
    for _ in range(count):
        moves = list(pos.legal_moves)
        if not moves:
            break
        pos.push(rng.choice(moves))
    return pos


class Equality(unittest.TestCase):
    def test_same_position_is_equal(self):
        a, b = hdc.Position(), hdc.Position()
        self.assertEqual(a, b)
        a.push('e2IVe4IV')
        self.assertNotEqual(a, b)
        b.text = a.text             # same text, empty move stack: still equal
        self.assertEqual(a, b)
        self.assertEqual(len(a.move_stack), 1)
        self.assertEqual(b.move_stack, [])

    def test_every_field_counts(self):
        base = hdc.Position(text=KINGS_TEXT)
        for changed in (KINGS_TEXT.replace(' w ', ' b '),            # side to move
                        KINGS_TEXT.replace(' 0 1', ' 3 1'),          # halfmove clock
                        KINGS_TEXT.replace(' 0 1', ' 0 7'),          # move number
                        KINGS_TEXT.replace('K7/', '1K6/', 1)):       # a piece
            with self.subTest(text=changed):
                self.assertNotEqual(base, hdc.Position(text=changed))
        start = hdc.Position()
        no_castling = hdc.Position(text=START_TEXT.replace('KQLUkqlu', 'KQLUkql'))
        self.assertNotEqual(start, no_castling)                       # castling
        a = hdc.Position()
        a.push('e2IVe4IV')
        no_ep = hdc.Position(text=a.text.replace('e3-IV', '-').replace('e3–IV', '-'))
        self.assertNotEqual(a.en_passant, no_ep.en_passant)
        self.assertNotEqual(a, no_ep)                                 # e.p. cell

    def test_variant_counts_and_other_types(self):
        self.assertNotEqual(hdc.Position('hdc'), hdc.Position('3d8l'))
        self.assertNotEqual(hdc.Position(), START_TEXT)
        self.assertFalse(hdc.Position() == START_TEXT)

    def test_unhashable(self):
        with self.assertRaises(TypeError):
            hash(hdc.Position())
        with self.assertRaises(TypeError):
            {hdc.Position()}


class Copies(unittest.TestCase):
    def test_copy_keeps_the_stack(self):
        pos = played('hdc', 6, 1)
        for dup in (pos.copy(), copy.copy(pos), copy.deepcopy(pos)):
            self.assertIsNot(dup, pos)
            self.assertEqual(dup, pos)
            self.assertEqual(dup.move_stack, pos.move_stack)
            dup.pop()
            self.assertNotEqual(dup, pos)
            self.assertEqual(len(pos.move_stack), 6)

    def test_copy_stack_false_and_count(self):
        pos = played('raumschach', 5, 2)
        none = pos.copy(stack=False)
        self.assertEqual(none, pos)
        self.assertEqual(none.move_stack, [])
        two = pos.copy(stack=2)
        self.assertEqual(two, pos)
        self.assertEqual(two.move_stack, pos.move_stack[-2:])
        two.pop()
        two.pop()
        self.assertEqual(two.text, pos._text_before(2))
        with self.assertRaises(hdc.NoHistoryError):
            two.pop()
        self.assertEqual(pos.copy(stack=99).move_stack, pos.move_stack)

    def test_deepcopy_in_a_container(self):
        pos = played('hdc', 2, 3)
        box = copy.deepcopy({'a': pos, 'b': [pos]})
        self.assertIsNot(box['a'], pos)
        self.assertEqual(box['a'], pos)


class Pickling(unittest.TestCase):
    def test_round_trip_every_variant(self):
        for variant in VARIANTS:
            pos = played(variant, 7, 4)
            with self.subTest(variant=variant):
                back = pickle.loads(pickle.dumps(pos))
                self.assertEqual(back, pos)
                self.assertEqual(back.variant, variant)
                self.assertEqual(back.move_stack, pos.move_stack)
                while pos.move_stack:
                    self.assertEqual(back.pop(), pos.pop())
                    self.assertEqual(back, pos)

    def test_from_text_start(self):
        pos = hdc.Position(text=KINGS_TEXT)
        pos.push('a8Ib8I')
        back = pickle.loads(pickle.dumps(pos))
        back.pop()
        self.assertEqual(back.text, KINGS_TEXT)

    def test_moves_pickle(self):
        pos = hdc.Position()
        move = pos.parse_move('e2IVe4IV')
        back = pickle.loads(pickle.dumps(move))
        self.assertEqual(back, move)
        self.assertEqual(str(back), 'e2IVe4IV')


class PiecesAndEdits(unittest.TestCase):
    def test_piece_at_agrees_with_the_text(self):
        # The position text, read by the display code, against the C call.
        for variant in VARIANTS:
            pos = played(variant, 12, 5)
            grid = pos._grid()
            pieces = pos.piece_map()
            with self.subTest(variant=variant):
                for cell in range(pos.dimensions.cells):
                    x, y, z = pos.cell_coords(cell)
                    letter = grid[z][y][x]
                    piece = pos.piece_at(cell)
                    self.assertEqual(piece.symbol if piece else '.', letter)
                    self.assertEqual(pieces.get(cell), piece)
                self.assertEqual(pos.piece_at(pos.cell_name(cell)), pos.piece_at(cell))

    def test_piece_at_range(self):
        pos = hdc.Position()
        for bad in (512, -1, 2**31 - 1):
            with self.assertRaises(hdc.RangeError):
                pos.piece_at(bad)
        for bad in (2**31, -2**31 - 1, 2**40):
            with self.assertRaises(OverflowError):
                pos.piece_at(bad)
        with self.assertRaises(TypeError):
            pos.piece_at(True)

    def test_set_and_remove(self):
        pos = hdc.Position()
        pos.push('e2IVe4IV')
        e4 = pos.parse_cell('e4-IV')
        self.assertEqual(pos.remove_piece_at(e4), hdc.Piece(hdc.PAWN, hdc.WHITE, 'P'))
        self.assertIsNone(pos.piece_at(e4))
        self.assertEqual(pos.move_stack, [])          # the stack is cleared
        self.assertIsNone(pos.remove_piece_at(e4))
        knight = hdc.Piece(hdc.KNIGHT, hdc.WHITE, 'N')
        pos.set_piece_at('e4-IV', knight)
        self.assertEqual(pos.piece_at(e4), knight)
        self.assertIs(pos.turn, hdc.BLACK)            # the other fields stay
        self.assertEqual(pos.castling_rights, 0x000f000f)
        self.assertIsNone(pos.en_passant)             # but e.p. (after e2-e4) goes
        pos.set_piece_at(e4, None)
        self.assertIsNone(pos.piece_at(e4))
        self.assertEqual(len(pos.legal_moves), len(hdc.Position(text=pos.text).legal_moves))

    def test_impossible_edits_raise_and_change_nothing(self):
        pos = hdc.Position()
        pos.push('e2IVe4IV')
        before, stack = pos.text, pos.move_stack
        for cell, piece in (('d4-IV', hdc.Piece(hdc.KING, hdc.WHITE, 'K')),   # 2nd king
                            ('e1-IV', None),                                  # no king
                            ('h1-IV', None)):                  # castling right left
            with self.subTest(cell=cell):
                with self.assertRaises(hdc.InvalidPositionError):
                    pos.set_piece_at(cell, piece)
                self.assertEqual(pos.text, before)
                self.assertEqual(pos.move_stack, stack)
        with self.assertRaises(hdc.RangeError):
            pos.set_piece_at(512, hdc.Piece(hdc.PAWN, hdc.WHITE, 'P'))
        with self.assertRaises(ValueError):          # no such piece in Raumschach
            hdc.Position('raumschach').set_piece_at('Aa1', hdc.Piece(hdc.DUKE, True, 'D'))
        with self.assertRaises(TypeError):
            pos.set_piece_at('d4-IV', 'Q')
        self.assertEqual(pos.text, before)

    def test_clear_and_set_piece_map(self):
        for variant in VARIANTS:
            pos = played(variant, 3, 6)
            kings = {c: p for c, p in pos.piece_map().items() if p.type == hdc.KING}
            with self.subTest(variant=variant):
                pos.clear()
                self.assertEqual(pos.piece_map(), kings)
                self.assertIs(pos.turn, hdc.WHITE)
                self.assertEqual((pos.castling_rights, pos.en_passant), (0, None))
                self.assertEqual((pos.halfmove_clock, pos.fullmove_number), (0, 1))
                self.assertEqual(pos.move_stack, [])
                start = hdc.Position(variant)
                pos.set_piece_map(start.piece_map())
                self.assertEqual(pos.piece_map(), start.piece_map())

    def test_placement_written_as_the_library_writes_it(self):
        # Re-placing the same pieces gives back the library's own text.
        for variant in VARIANTS:
            pos = played(variant, 9, 7)
            text = pos.text
            fields = text.split(' ')
            fields[-5 + 2] = '-'       # an edit drops the e.p. field
            with self.subTest(variant=variant):
                pos.set_piece_map({pos.cell_name(c): p for c, p in pos.piece_map().items()})
                self.assertEqual(pos.text.split(' ')[0], text.split(' ')[0])
                self.assertEqual(pos.text, ' '.join(fields))


class LegalMovesView(unittest.TestCase):
    def test_sizes_and_membership(self):
        pos = hdc.Position()
        view = pos.legal_moves
        self.assertIsInstance(view, hdc.LegalMoves)
        self.assertEqual((len(view), view.count()), (242, 242))
        self.assertTrue(view)
        e4 = pos.parse_move('e2IVe4IV')
        self.assertIn(e4, view)
        self.assertNotIn('e2IVe4IV', view)            # Move objects only
        self.assertNotIn(e4.value, view)
        foreign = hdc.Position('raumschach').legal_moves[0]
        self.assertNotIn(foreign, view)
        self.assertEqual({m.value for m in view},
                         set(hdc.moves.fetch_legal_values(pos._ptr)))
        self.assertEqual(view[0], list(view)[0])
        self.assertEqual(view & {e4}, {e4})            # a collections.abc.Set

    def test_live_view(self):
        pos = hdc.Position()
        view = pos.legal_moves
        e4 = pos.parse_move('e2IVe4IV')
        pos.push(e4)
        self.assertNotIn(e4, view)
        self.assertEqual(len(view), len(hdc.Position(text=pos.text).legal_moves))
        pos.pop()
        self.assertIn(e4, view)
        self.assertEqual(len(view), 242)
        pos.text = hdc.Position(text=CHECKMATE_TEXT).text
        self.assertFalse(view)
        self.assertEqual((len(view), view.count(), list(view)), (0, 0, []))

    def test_iteration_runs_over_the_moves_it_started_with(self):
        # (test_perft.py pushes and pops inside such a loop.)
        pos = hdc.Position('raumschach')
        view = pos.legal_moves
        seen = []
        for move in view:
            if not seen:
                pos.push(move)        # the position changes after the first move
            seen.append(move)
        self.assertEqual(len(seen), 61)
        self.assertEqual(len(pos.move_stack), 1)
        self.assertEqual(len(view), len(hdc.Position('raumschach', pos.text).legal_moves))

    def test_text_is_built_only_when_asked(self):
        pos = hdc.Position()
        moves = list(pos.legal_moves)
        self.assertFalse(any(hasattr(m, '_text') for m in moves))
        texts = [str(m) for m in moves]
        self.assertIn('e2IVe4IV', texts)
        self.assertEqual(len(set(texts)), 242)
        self.assertTrue(all(hasattr(m, '_text') for m in moves))
        # A move keeps its text after its position changed or is gone.
        pos.push('e2IVe4IV')
        late = list(pos.legal_moves)
        del pos
        self.assertEqual(len({str(m) for m in late}), len(late))


class MoveHelpers(unittest.TestCase):
    def test_push_san_and_coord(self):
        pos = hdc.Position()
        move = pos.push_san('e4–IV')
        self.assertEqual(str(move), 'e2IVe4IV')
        self.assertEqual(pos.peek(), move)
        move = pos.push_coord('d7IVd5IV')
        self.assertEqual(pos.san(pos.parse_move('e4IVd5IV')), 'exd5–IV')
        self.assertEqual(pos.peek(), move)
        self.assertEqual(pos.move_stack, [pos.move_stack[0], move])
        with self.assertRaises(hdc.ParseError):
            pos.push_coord('Nf3–IV')
        with self.assertRaises(hdc.IllegalMoveError):
            pos.push_san('e6–IV')
        self.assertEqual(len(pos.move_stack), 2)

    def test_peek(self):
        pos = hdc.Position()
        with self.assertRaises(IndexError):
            pos.peek()
        pos.push('b1IVc3IV')
        self.assertEqual(str(pos.peek()), 'b1IVc3IV')
        self.assertEqual(len(pos.move_stack), 1)

    def test_from_coord_and_coord(self):
        pos = hdc.Position()
        move = hdc.Move.from_coord('e2IVe4IV', pos)
        self.assertEqual(move, pos.parse_coord('e2IVe4IV'))
        self.assertEqual(move.coord(), 'e2IVe4IV')
        self.assertEqual(move.kind, hdc.MOVE_DOUBLE_STEP)
        with self.assertRaises(hdc.IllegalMoveError):
            hdc.Move.from_coord('e2IVe5IV', pos)

    def test_is_capture(self):
        pos = hdc.Position()
        for m in CAPTURE_LINE:
            pos.push(m)
        capture = pos.parse_move('e4IVd5IV')
        self.assertTrue(pos.is_capture(capture))
        self.assertTrue(pos.is_capture(capture.value))
        self.assertFalse(pos.is_capture(pos.parse_move('e4IVe5IV')))
        captures = [m for m in pos.legal_moves if pos.is_capture(m)]
        self.assertEqual([str(m) for m in captures], ['e4IVd5IV'])


class DrawsAndEnd(unittest.TestCase):
    def test_repetition(self):
        pos = hdc.Position()
        self.assertFalse(pos.is_repetition())
        self.assertTrue(pos.is_repetition(1))
        for m in KNIGHT_SHUFFLE:
            pos.push(m)
        self.assertTrue(pos.is_repetition(2))
        self.assertFalse(pos.is_repetition())
        self.assertFalse(pos.can_claim_threefold_repetition())
        self.assertIsNone(pos.outcome(claim_draw=True))
        for m in KNIGHT_SHUFFLE:
            pos.push(m)
        self.assertTrue(pos.is_repetition())
        self.assertTrue(pos.can_claim_threefold_repetition())
        self.assertFalse(pos.can_claim_fifty_moves())
        self.assertIsNone(pos.outcome())
        self.assertFalse(pos.is_game_over())
        outcome = pos.outcome(claim_draw=True)
        self.assertEqual(outcome, hdc.Outcome(None, 'threefold_repetition', '1/2-1/2',
                                              hdc.STATUS_ONGOING,
                                              hdc.Claim.THREEFOLD_REPETITION))
        self.assertTrue(pos.is_game_over(claim_draw=True))

    def test_fifty_moves(self):
        text = KINGS_TEXT.replace(' 0 1', ' 100 80')
        pos = hdc.Position(text=text)
        self.assertTrue(pos.can_claim_fifty_moves())
        self.assertFalse(pos.can_claim_threefold_repetition())
        self.assertFalse(hdc.Position(text=KINGS_TEXT.replace(' 0 1', ' 99 80'))
                         .can_claim_fifty_moves())

    def test_insufficient_material(self):
        pos = hdc.Position(text=KINGS_TEXT)
        self.assertTrue(pos.is_insufficient_material())
        self.assertEqual(pos.outcome().reason, 'insufficient_material')
        self.assertFalse(hdc.Position().is_insufficient_material())
        self.assertFalse(hdc.Position(text=CHECKMATE_TEXT).is_insufficient_material())

    def test_claimed_draw_result_in_cescacs(self):
        pos = hdc.Position('cescacs')
        for _ in range(2):
            for move in ('E3C7', 'E25C21', 'C7E3', 'C21E25'):
                pos.push(move)
        self.assertTrue(pos.can_claim_threefold_repetition())
        outcome = pos.outcome(claim_draw=True)
        self.assertEqual((outcome.winner, outcome.reason, outcome.result),
                         (None, 'threefold_repetition', '1-1'))


class TextAndDisplay(unittest.TestCase):
    def test_fen_aliases(self):
        pos = hdc.Position()
        self.assertEqual(pos.fen(), START_TEXT)
        pos.push('e2IVe4IV')
        pos.set_fen(KINGS_TEXT)
        self.assertEqual(pos.fen(), KINGS_TEXT)
        self.assertEqual(pos.move_stack, [])
        with self.assertRaises(hdc.ParseError):
            pos.set_fen('rubbish')
        self.assertEqual(pos.fen(), KINGS_TEXT)

    def test_unicode(self):
        pos = hdc.Position()
        drawing = pos.unicode()
        board = drawing.rsplit('\n', 1)[0]
        for glyph in '♔♕♖♗♘♙♚♛♜♝♞♟':
            self.assertIn(glyph, board)
        self.assertIn('D', board)           # the duke has no glyph: its letter
        self.assertNotIn('K', board)
        self.assertIn('·', board)
        self.assertEqual(drawing.splitlines()[-1], 'w KQLUkqlu - 0 1')
        self.assertEqual(len(drawing.splitlines()), len(str(pos).splitlines()))
        self.assertIn('_', pos.unicode(empty_square='_'))
        self.assertIn('♔', hdc.Position('cescacs').unicode())


class OutOfRangeMoves(unittest.TestCase):
    def test_wider_than_32_bits(self):
        pos = hdc.Position()
        for value in (2**32, 2**40, 2**64 + 1, -1):
            with self.subTest(value=value):
                with self.assertRaises(OverflowError) as cm:
                    pos.push(value)
                self.assertIn('32 bits', str(cm.exception))
                with self.assertRaises(OverflowError):
                    hdc.Move(value)
        with self.assertRaises(TypeError):
            hdc.Move(True)
        with self.assertRaises(TypeError):
            pos.push(1.5)
        self.assertEqual(pos.move_stack, [])

    def test_cells_the_variant_lacks(self):
        legal = hdc.Position().parse_move('e2IVe4IV').value
        for variant, cells in (('hdc', 512), ('raumschach', 125), ('cescacs', 169)):
            pos = hdc.Position(variant)
            before = pos.text
            for value, where in ((legal & ~0x3ff | 1023, 'from cell 1023'),
                                 (cells << 10, f'to cell {cells}'),
                                 (cells, f'from cell {cells}')):
                with self.subTest(variant=variant, value=value):
                    for call in (pos.push, pos.san, pos.is_capture,
                                 lambda v: pos.push(hdc.Move(v))):
                        with self.assertRaises(hdc.IllegalMoveError) as cm:
                            call(value)
                        self.assertIsInstance(cm.exception, ValueError)
                        self.assertIn(where, str(cm.exception))
                        self.assertIn(f'0..{cells - 1}', str(cm.exception))
            self.assertEqual(pos.text, before)

    def test_move_for_a_variant(self):
        e4 = hdc.Position().parse_move('e2IVe4IV')
        move = hdc.Move(e4.value, variant='hdc')
        self.assertEqual(move, e4)
        self.assertEqual(str(move), 'e2IVe4IV')
        self.assertEqual(str(hdc.Move(e4.value)), f'0x{e4.value:08x}')   # no variant
        with self.assertRaises(hdc.IllegalMoveError) as cm:
            hdc.Move(e4.value, variant='raumschach')   # HDC's e2-IV: no Raumschach cell
        self.assertIn('0..124', str(cm.exception))
        with self.assertRaises(hdc.UnknownVariantError):
            hdc.Move(e4.value, variant='chess2d')
        with self.assertRaises(OverflowError):
            hdc.Move(2**40, variant='hdc')

    def test_high_bits(self):
        pos = hdc.Position()
        value = pos.parse_move('e2IVe4IV').value | (1 << 29)
        with self.assertRaises(hdc.IllegalMoveError) as cm:
            pos.push(value)
        self.assertIn('bits 29..31', str(cm.exception))
        self.assertEqual(pos.move_stack, [])


if __name__ == '__main__':
    unittest.main()
