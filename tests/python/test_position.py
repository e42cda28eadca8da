"""Every method of hdc.Position, hdc.Move, hdc.Piece and hdc.Outcome."""

import copy
import unittest

import support  # noqa: F401  (sets up sys.path when run by hand)
from support import START_TEXT, CHECKMATE_TEXT, STALEMATE_TEXT

import hdc

CASTLE_TEXT = ('4r3/4p3/8/8/8/8/4P3/4R3|8/8/8/2b5/8/8/8/8|8/8/2p5/8/8/5B2/3P4/8|'
               'r3k2r/pppppppp/6n1/8/8/2N5/PPPPPPPP/R3K2R|8/8/6p1/8/8/3D4/5P2/8|'
               '8/8/3d4/8/8/8/1Q6/8|8/5q2/8/8/8/8/8/8|4r3/4p3/8/8/8/8/4P3/4R3 w KQLUkqlu - 0 1')
PROMOTION_TEXT = ('1b2r3/P7/8/8/8/8/8/7K|r7/4P3/8/8/8/8/8/8|4n3/8/8/8/8/8/2p5/1B6|'
                  '2rq4/3P4/8/8/7k/8/8/8|3n4/8/8/8/8/8/8/8|8/1P6/8/8/8/8/8/8|'
                  '1q5d/8/8/8/8/8/6p1/7R|8/7P/8/8/8/8/8/6N1 w - - 0 1')
EP_TEXT = ('8/8/8/8/8/8/8/7R|3q4/4p3/8/8/8/8/8/1K6|1n6/8/8/8/8/3B4/8/8|'
           '8/p7/1p6/8/8/8/PP4P1/3Q4|7r/5p2/8/2PpP3/8/5N2/8/8|2b5/8/8/8/8/7P/8/8|'
           '6k1/8/8/8/8/8/8/8|8/6p1/8/8/8/8/8/8 w - d6-V 0 2')
EMPTY = '8/8/8/8/8/8/8/8'
CHECK_TEXT = '|'.join(['K7/8/8/8/8/8/8/r7'] + [EMPTY] * 6 + ['7k/8/8/8/8/8/8/8']) + ' w - - 0 1'


def quiet_text(halfmove):
    """White king a8-I, white rook a1-VII, black king h8-VIII."""
    return '|'.join(['K7/8/8/8/8/8/8/8'] + [EMPTY] * 5 + ['8/8/8/8/8/8/8/R7',
                                                          '7k/8/8/8/8/8/8/8']) + \
        f' w - - {halfmove} 80'


KNIGHT_SHUFFLE = ['b1IVc3IV', 'b8IVc6IV', 'c3IVb1IV', 'c6IVb8IV']


class Construction(unittest.TestCase):
    def test_default_is_hdc_start(self):
        pos = hdc.Position()
        self.assertEqual(pos.text, START_TEXT)
        self.assertEqual(pos.variant, 'hdc')
        self.assertEqual(hdc.Position('hdc').text, START_TEXT)
        self.assertEqual(hdc.Position(variant=None).variant, 'hdc')

    def test_variants(self):
        self.assertEqual(hdc.Position('raumschach').dimensions, (5, 5, 5, 125))
        self.assertEqual(len(hdc.Position('raumschach').legal_moves), 61)
        self.assertEqual(hdc.Position('3d8l').dimensions, (8, 8, 8, 512))
        with self.assertRaises(hdc.UnknownVariantError):
            hdc.Position('nope')

    def test_from_text(self):
        pos = hdc.Position(text=EP_TEXT)
        self.assertEqual(pos.text, EP_TEXT)
        self.assertEqual(hdc.Position('hdc', EP_TEXT).text, EP_TEXT)

    def test_text_setter(self):
        pos = hdc.Position()
        pos.push('e2IVe4IV')
        pos.text = CASTLE_TEXT
        self.assertEqual(pos.text, CASTLE_TEXT)
        self.assertEqual(pos.move_stack, [])          # history cleared
        with self.assertRaises(hdc.ParseError) as cm:
            pos.text = 'rubbish'
        self.assertEqual(pos.text, CASTLE_TEXT)       # unchanged on failure
        self.assertIsNotNone(cm.exception.offset)

    def test_copy(self):
        pos = hdc.Position()
        pos.push('e2IVe4IV')
        dup = pos.copy()
        self.assertIsNot(dup, pos)
        self.assertEqual(dup.text, pos.text)
        self.assertEqual(dup.move_stack, pos.move_stack)
        dup.push('e7IVe5IV')
        self.assertNotEqual(dup.text, pos.text)
        self.assertEqual(len(pos.move_stack), 1)
        self.assertEqual(copy.copy(pos).text, pos.text)
        del pos
        self.assertEqual(len(dup.move_stack), 2)      # independent handles


class BoardAndState(unittest.TestCase):
    def setUp(self):
        self.pos = hdc.Position()

    def test_dimensions(self):
        d = self.pos.dimensions
        self.assertEqual(d, hdc.Dimensions(8, 8, 8, 512))
        self.assertEqual((d.files, d.ranks, d.layers, d.cells), (8, 8, 8, 512))

    def test_cells(self):
        pos = self.pos
        cell = pos.cell_at(4, 3, 3)
        self.assertEqual(pos.cell_coords(cell), (4, 3, 3))
        self.assertEqual(pos.cell_name(cell), 'e4–IV')
        self.assertEqual(pos.cell_name('E4-iv'), 'e4–IV')
        for name in ('e4–IV', 'e4-IV', 'E4–IV', 'e4-iv', 'e4IV'):
            self.assertEqual(pos.parse_cell(name), cell, name)
        self.assertEqual(pos.cell_coords('a1–I'), (0, 0, 0))
        with self.assertRaises(hdc.ParseError):
            pos.parse_cell('z9')
        with self.assertRaises(hdc.RangeError):
            pos.cell_name(512)
        with self.assertRaises(hdc.RangeError):
            pos.cell_at(8, 0, 0)
        with self.assertRaises(TypeError):
            pos.cell_name(1.5)
        rs = hdc.Position('raumschach')
        self.assertEqual(rs.cell_name(rs.cell_at(2, 2, 2)), 'Cc3')

    def test_piece_at(self):
        pos = self.pos
        king = pos.piece_at('e1–IV')
        self.assertEqual(king, hdc.Piece(hdc.KING, hdc.WHITE, 'K'))
        self.assertEqual((king.type, king.color, king.symbol, king.name),
                         (hdc.KING, hdc.WHITE, 'K', 'king'))
        self.assertEqual(str(king), 'K')
        self.assertEqual(king.value, hdc.KING + 32 * hdc.capi.HDC_WHITE)
        duke = pos.piece_at('e8-V')
        self.assertEqual((duke.type, duke.color, duke.symbol), (hdc.DUKE, hdc.BLACK, 'd'))
        self.assertEqual(duke.value, hdc.DUKE + 32)
        self.assertEqual(pos.piece_at('a2-VIII').name, 'pawn')
        self.assertIsNone(pos.piece_at('e4-IV'))
        self.assertIsNone(pos.piece_at(pos.parse_cell('a1-I')))
        rs = hdc.Position('raumschach')
        unicorn = rs.piece_at('Bb1')
        self.assertEqual((unicorn.type, unicorn.symbol, unicorn.name),
                         (hdc.MACE, 'U', 'mace'))

    def test_state(self):
        pos = hdc.Position(text=EP_TEXT)
        self.assertEqual(pos.turn, hdc.WHITE)
        self.assertEqual(pos.cell_name(pos.en_passant), 'd6–V')
        self.assertEqual(pos.castling_rights, 0)
        self.assertEqual(pos.halfmove_clock, 0)
        self.assertEqual(pos.fullmove_number, 2)
        start = self.pos
        self.assertIsNone(start.en_passant)
        self.assertEqual(start.castling_rights, 0x000f000f)
        start.push('e2IVe4IV')
        self.assertEqual(start.turn, hdc.BLACK)
        self.assertEqual(start.cell_name(start.en_passant), 'e3–IV')
        self.assertEqual(start.fullmove_number, 1)
        start.push('g8IVf6IV')
        self.assertEqual(start.halfmove_clock, 1)
        self.assertEqual(start.fullmove_number, 2)
        self.assertEqual(hdc.Position(text=quiet_text(37)).halfmove_clock, 37)
        self.assertEqual(hdc.COLOR_NAMES, {hdc.WHITE: 'white', hdc.BLACK: 'black'})

    def test_zobrist(self):
        pos = self.pos
        key = pos.zobrist
        self.assertIsInstance(key, int)
        self.assertTrue(0 <= key < 2 ** 64)
        pos.push('b1IVc3IV')
        self.assertNotEqual(pos.zobrist, key)
        pos.pop()
        self.assertEqual(pos.zobrist, key)
        self.assertEqual(hdc.Position().zobrist, key)
        # Transposition: same position, same key.
        a, b = hdc.Position(), hdc.Position()
        for m in ['b1IVc3IV', 'b8IVc6IV', 'g1IVf3IV']:
            a.push(m)
        for m in ['g1IVf3IV', 'b8IVc6IV', 'b1IVc3IV']:
            b.push(m)
        self.assertEqual(a.zobrist, b.zobrist)
        self.assertEqual(hdc.Position(text=a.text).zobrist, a.zobrist)


class Moves(unittest.TestCase):
    def setUp(self):
        self.pos = hdc.Position()

    def test_legal_moves(self):
        moves = self.pos.legal_moves
        self.assertEqual(len(moves), 242)
        self.assertEqual(len(set(moves)), 242)
        self.assertTrue(all(isinstance(m, hdc.Move) for m in moves))
        texts = [str(m) for m in moves]
        self.assertIn('e2IVe4IV', texts)
        self.assertEqual(len(set(texts)), 242)

    def test_move_object(self):
        pos = self.pos
        move = pos.parse_coord('e2IVe4IV')
        self.assertEqual(move.from_cell, pos.parse_cell('e2-IV'))
        self.assertEqual(move.to_cell, pos.parse_cell('e4-IV'))
        self.assertIsNone(move.promotion)
        self.assertEqual(move.kind, hdc.MOVE_DOUBLE_STEP)
        self.assertEqual(move.kind_name, 'double_step')
        self.assertIsNone(move.castling)
        self.assertFalse(move.is_capture)
        self.assertEqual(str(move), 'e2IVe4IV')
        self.assertEqual(move.coord(), 'e2IVe4IV')
        self.assertEqual(repr(move), "Move('e2IVe4IV')")
        self.assertEqual(int(move), move.value)
        self.assertEqual(move.value & 0x3ff, move.from_cell)
        same = [m for m in pos.legal_moves if str(m) == 'e2IVe4IV'][0]
        self.assertEqual(move, same)
        self.assertEqual(hash(move), hash(same))
        self.assertNotEqual(move, pos.parse_coord('e2IVe3IV'))
        self.assertNotEqual(move, 'e2IVe4IV')
        self.assertEqual({move: 1}[same], 1)
        self.assertEqual(str(hdc.Move(move.value)), f'0x{move.value:08x}')
        self.assertEqual(hdc.Move(move.value), move)

    def test_castling_moves(self):
        pos = hdc.Position(text=CASTLE_TEXT)
        castles = {pos.san(m): m for m in pos.legal_moves if m.castling is not None}
        self.assertEqual(set(castles), {'O-O', 'O-O-O', 'O-Oz', 'O-O-Oz'})
        self.assertEqual(castles['O-O'].castling, hdc.CASTLE_KINGSIDE)
        self.assertEqual(castles['O-O-O'].castling, hdc.CASTLE_QUEENSIDE)
        self.assertEqual(castles['O-Oz'].castling, hdc.CASTLE_LOWER)
        self.assertEqual(castles['O-O-Oz'].castling, hdc.CASTLE_UPPER)
        self.assertEqual(str(castles['O-O']), 'e1IVg1IV')
        self.assertEqual(castles['O-Oz'].kind, hdc.MOVE_CASTLING)
        pos.push('O-O-Oz')
        self.assertEqual(pos.piece_at('e1-VI').type, hdc.KING)
        self.assertEqual(pos.piece_at('e1-V').type, hdc.ROOK)
        self.assertEqual(pos.castling_rights & 0xf, 0)

    def test_promotion_moves(self):
        pos = hdc.Position(text=PROMOTION_TEXT)
        promos = [m for m in pos.legal_moves
                  if (m.from_cell, m.to_cell) == (pos.parse_cell('a7-I'), pos.parse_cell('a8-I'))]
        self.assertEqual(sorted(m.promotion for m in promos),
                         sorted([hdc.QUEEN, hdc.DUKE, hdc.ROOK, hdc.BISHOP, hdc.KNIGHT]))
        q = pos.parse_coord('a7Ia8Iq')
        self.assertEqual((q.promotion, q.kind), (hdc.QUEEN, hdc.MOVE_PROMOTION))
        self.assertEqual(pos.san(q), 'a8–I=Q')
        cap = pos.parse_san('axb8–I=D')
        self.assertEqual(cap.kind, hdc.MOVE_PROMOTION_CAPTURE)
        self.assertTrue(cap.is_capture)
        self.assertEqual(str(cap), 'a7Ib8Id')

    def test_en_passant_moves(self):
        pos = hdc.Position(text=EP_TEXT)
        ep = [m for m in pos.legal_moves if m.kind == hdc.MOVE_EN_PASSANT]
        self.assertEqual(sorted(pos.san(m) for m in ep), ['cxd6–V e.p.', 'exd6–V e.p.'])
        self.assertTrue(all(m.is_capture for m in ep))
        pos.push('exd6–V e.p.')
        self.assertIsNone(pos.piece_at('d5-V'))

    def test_legal_moves_from(self):
        pos = self.pos
        from_cell = pos.legal_moves_from('b1-IV')
        self.assertEqual(sorted(map(str, from_cell)),
                         sorted(str(m) for m in pos.legal_moves
                                if m.from_cell == pos.parse_cell('b1-IV')))
        self.assertEqual(len(from_cell), 10)   # leaps across layers too
        self.assertEqual(pos.legal_moves_from(pos.parse_cell('b1-IV')), from_cell)
        self.assertEqual(pos.legal_moves_from('e4-IV'), [])   # empty cell
        self.assertEqual(pos.legal_moves_from('b8-IV'), [])   # not to move
        with self.assertRaises(hdc.RangeError):
            pos.legal_moves_from(9999)

    def test_is_legal(self):
        pos = self.pos
        move = pos.legal_moves[0]
        self.assertTrue(pos.is_legal(move))
        self.assertTrue(pos.is_legal(move.value))
        self.assertTrue(pos.is_legal('e4–IV'))
        self.assertTrue(pos.is_legal('e2IVe4IV'))
        self.assertFalse(pos.is_legal('e2IVe5IV'))
        self.assertFalse(pos.is_legal('garbage'))
        pos.push(move)
        self.assertFalse(pos.is_legal(move))

    def test_push_and_pop(self):
        pos = self.pos
        pos.push(pos.parse_coord('e2IVe4IV'))    # Move
        pos.push('e5–IV')                        # SAN
        pos.push('g1IVf3IV')                     # coordinate
        pos.push(pos.parse_coord('b8IVc6IV').value)  # int
        self.assertEqual([str(m) for m in pos.move_stack],
                         ['e2IVe4IV', 'e7IVe5IV', 'g1IVf3IV', 'b8IVc6IV'])
        popped = pos.pop()
        self.assertIsInstance(popped, hdc.Move)
        self.assertEqual(str(popped), 'b8IVc6IV')
        self.assertEqual(len(pos.move_stack), 3)
        for _ in range(3):
            pos.pop()
        self.assertEqual(pos.text, START_TEXT)
        with self.assertRaises(hdc.NoHistoryError):
            pos.pop()
        with self.assertRaises(hdc.IllegalMoveError):
            pos.push('e2IVe5IV')
        with self.assertRaises(hdc.IllegalMoveError):
            pos.push(0x7fffffff)
        with self.assertRaises(TypeError):
            pos.push(1.0)
        self.assertEqual(pos.text, START_TEXT)

    def test_move_stack(self):
        pos = self.pos
        self.assertEqual(pos.move_stack, [])
        pos.push('e2IVe4IV')
        self.assertEqual(pos.move_stack, [pos.copy().pop()])

    def test_san_and_parse(self):
        pos = self.pos
        move = pos.parse_coord('g1IVf3IV')
        self.assertEqual(pos.san(move), 'Nf3–IV')
        self.assertEqual(pos.san(move.value), 'Nf3–IV')
        self.assertEqual(pos.parse_san('Nf3–IV'), move)
        self.assertEqual(pos.parse_san('Nf3-IV'), move)       # ASCII hyphen
        self.assertEqual(pos.parse_san('Nf3-iv!?'), move)     # lenient
        self.assertEqual(pos.parse_move('Nf3–IV'), move)
        self.assertEqual(pos.parse_move('g1IVf3IV'), move)
        self.assertEqual(pos.parse_coord('g1IVf3IV'), move)
        for m in pos.legal_moves:
            self.assertEqual(pos.parse_san(pos.san(m)), m)
            self.assertEqual(pos.parse_coord(str(m)), m)
        with self.assertRaises(hdc.ParseError):
            pos.parse_coord('Nf3–IV')
        with self.assertRaises(hdc.AmbiguousMoveError):
            pos.parse_san('Nc1–VI')

    def test_check_and_attacks(self):
        pos = hdc.Position(text=CHECK_TEXT)
        self.assertTrue(pos.is_check())
        self.assertFalse(self.pos.is_check())
        self.assertTrue(pos.is_attacked('a8-I', hdc.BLACK))
        self.assertFalse(pos.is_attacked('b8-I', hdc.BLACK))
        self.assertTrue(pos.is_attacked(pos.parse_cell('a1-I'), hdc.WHITE) is False)
        attacked = pos.attacked_cells(hdc.BLACK)
        self.assertEqual(attacked, sorted(attacked))
        self.assertEqual(attacked, [c for c in range(512) if pos.is_attacked(c, hdc.BLACK)])
        self.assertIn(pos.parse_cell('a8-I'), attacked)
        start = self.pos
        self.assertEqual(start.attacked_cells(hdc.WHITE),
                         [c for c in range(512) if start.is_attacked(c, hdc.WHITE)])
        # Colours are hdc.WHITE / hdc.BLACK (bools): an int is refused, it
        # could mean either convention.
        for bad in (2, 0, 1, None):
            with self.assertRaises(TypeError):
                start.attacked_cells(bad)
            with self.assertRaises(TypeError):
                start.is_attacked(0, bad)


class EndOfGame(unittest.TestCase):
    def test_ongoing(self):
        pos = hdc.Position()
        self.assertIsNone(pos.outcome())
        self.assertEqual(pos.result(), '*')
        self.assertFalse(pos.is_game_over())
        self.assertFalse(pos.is_checkmate())
        self.assertFalse(pos.is_stalemate())

    def test_checkmate(self):
        pos = hdc.Position(text=CHECKMATE_TEXT)
        outcome = pos.outcome()
        self.assertEqual(outcome, hdc.Outcome(hdc.BLACK, 'checkmate', '0-1',
                                              hdc.STATUS_CHECKMATE))
        self.assertEqual((outcome.winner, outcome.reason, outcome.result),
                         (hdc.BLACK, 'checkmate', '0-1'))
        self.assertTrue(pos.is_checkmate())
        self.assertTrue(pos.is_game_over())
        self.assertTrue(pos.is_check())
        self.assertEqual(list(pos.legal_moves), [])
        self.assertFalse(pos.legal_moves)
        self.assertEqual(pos.result(), '0-1')

    def test_stalemate(self):
        pos = hdc.Position(text=STALEMATE_TEXT)
        self.assertEqual(pos.outcome(), hdc.Outcome(None, 'stalemate', '1/2-1/2',
                                                    hdc.STATUS_STALEMATE))
        self.assertTrue(pos.is_stalemate())
        self.assertFalse(pos.is_checkmate())

    def test_insufficient_material(self):
        text = '|'.join(['K7/8/8/8/8/8/8/8'] + [EMPTY] * 6 + ['7k/8/8/8/8/8/8/8']) + ' w - - 0 1'
        self.assertEqual(hdc.Position(text=text).outcome().reason, 'insufficient_material')

    def test_fifty_and_seventyfive_moves(self):
        self.assertEqual(hdc.Position(text=quiet_text(99)).claimable(), hdc.Claim.NONE)
        self.assertFalse(hdc.Position(text=quiet_text(99)).can_claim_draw())
        pos = hdc.Position(text=quiet_text(100))
        self.assertEqual(pos.claimable(), hdc.Claim.FIFTY_MOVES)
        self.assertTrue(pos.can_claim_draw())
        self.assertIsNone(pos.outcome())
        pos = hdc.Position(text=quiet_text(150))
        self.assertEqual(pos.outcome(), hdc.Outcome(None, 'seventyfive_moves', '1/2-1/2',
                                                    hdc.STATUS_SEVENTYFIVE_MOVES))

    def test_repetitions(self):
        pos = hdc.Position()
        self.assertEqual(pos.repetitions(), 1)
        for m in KNIGHT_SHUFFLE:
            pos.push(m)
        self.assertEqual(pos.repetitions(), 2)
        self.assertFalse(pos.can_claim_draw())
        for m in KNIGHT_SHUFFLE:
            pos.push(m)
        self.assertEqual(pos.repetitions(), 3)
        self.assertEqual(pos.claimable(), hdc.Claim.THREEFOLD_REPETITION)
        self.assertIn(hdc.Claim.THREEFOLD_REPETITION, pos.claimable())
        self.assertTrue(pos.can_claim_draw())
        self.assertIsNone(pos.outcome())
        for m in KNIGHT_SHUFFLE * 2:
            pos.push(m)
        self.assertEqual(pos.repetitions(), 5)
        self.assertEqual(pos.outcome().reason, 'fivefold_repetition')
        self.assertEqual(pos.outcome().result, '1/2-1/2')
        self.assertIsNone(pos.outcome().winner)

    def test_perft(self):
        pos = hdc.Position()
        self.assertEqual(pos.perft(0), 1)
        self.assertEqual(pos.perft(1), 242)
        self.assertEqual(pos.perft(2), 58564)
        with self.assertRaises(hdc.RangeError) as cm:
            pos.perft(hdc.MAX_PERFT_DEPTH + 1)
        self.assertEqual(cm.exception.status, hdc.capi.HDC_ERR_DEPTH)
        with self.assertRaises(hdc.RangeError):
            pos.perft(-1)


class Display(unittest.TestCase):
    def test_str_shows_layers(self):
        text = str(hdc.Position())
        lines = text.splitlines()
        self.assertEqual(lines[0], 'layer VIII')
        self.assertIn('layer I', lines)
        layer4 = lines.index('layer IV')
        self.assertEqual(lines[layer4 + 1], ' 8 r n b q k b n r')
        self.assertEqual(lines[layer4 + 7], ' 2 P P P P P P P P')
        self.assertEqual(lines[layer4 + 8], ' 1 R N B Q K B N R')
        self.assertEqual(lines[layer4 + 9], '   a b c d e f g h')
        self.assertEqual(lines[-1], 'w KQLUkqlu - 0 1')
        self.assertEqual(sum(1 for l in lines if l.startswith('layer ')), 8)

    def test_str_raumschach(self):
        lines = str(hdc.Position('raumschach')).splitlines()
        self.assertEqual([l for l in lines if l.startswith('layer')],
                         ['layer E', 'layer D', 'layer C', 'layer B', 'layer A'])
        b = lines.index('layer B')
        self.assertEqual(lines[b + 5], ' 1 B U Q B U')
        self.assertEqual(lines[b + 6], '   a b c d e')

    def test_repr(self):
        pos = hdc.Position()
        self.assertEqual(repr(pos), f"hdc.Position('hdc', {START_TEXT!r})")


class ModuleConstants(unittest.TestCase):
    def test_constants(self):
        self.assertIs(hdc.WHITE, True)
        self.assertIs(hdc.BLACK, False)
        self.assertEqual((hdc.capi.HDC_WHITE, hdc.capi.HDC_BLACK), (0, 1))
        self.assertEqual(hdc.PAWN, hdc.capi.HDC_PAWN)
        self.assertEqual(hdc.GRAND_KNIGHT, 13)
        self.assertEqual(hdc.MOVE_PROMOTION_CAPTURE, 6)
        self.assertEqual(hdc.CASTLE_UPPER, 3)
        self.assertEqual(hdc.STATUS_FIVEFOLD_REPETITION, 5)
        self.assertEqual(hdc.MAX_MOVES, 16384)
        self.assertEqual(int(hdc.Claim.FIFTY_MOVES), hdc.capi.HDC_CLAIM_FIFTY_MOVES)


if __name__ == '__main__':
    unittest.main()
