"""hdc.Variant.from_text / .builtin and hdc.Position(variant=...): variants
of one's own, read from HVD descriptions (docs/VARIANTS.md)."""

import copy
import gc
import pickle
import unittest

import support  # noqa: F401  (puts the built package on sys.path)
import hdc

TINY = """[variant]
name = tiny
title = Tiny cube
[board]
size = 4x4x4
[piece pawn]
letter = P
[piece king]
letter = K
royal = yes
move = face
move = edge
move = vertex
[piece castle]
type = rook
letter = R
move = face slide
[pawn]
push = (0,1,0)
capture = (-1,1,0) (1,1,0)
home-rank = 1
promotion-zone = last-rank
promotion = R
[start]
position = 4/4/PPPP/1KR1|4/4/4/4|4/4/4/4|1kr1/pppp/4/4 w - - 0 1
"""


class OwnVariant(unittest.TestCase):
    def test_reads_and_describes(self):
        v = hdc.Variant.from_text(TINY)
        self.assertIsInstance(v, hdc.Variant)
        self.assertEqual((v.name, v.title), ('tiny', 'Tiny cube'))
        self.assertEqual(v.dimensions, (4, 4, 4, 64))
        self.assertEqual(v.piece_letters, 'PKR')
        self.assertEqual(v.piece('R'), hdc.PieceKind(hdc.ROOK, 'R', 'castle'))
        # The canonical text reads back into the same variant.
        self.assertEqual(hdc.Variant.from_text(v.text), v)

    def test_positions_keep_it_alive(self):
        pos = hdc.Position(variant=hdc.Variant.from_text(TINY))
        gc.collect()
        self.assertEqual(pos.variant, 'tiny')
        n = pos.perft(2)
        self.assertGreater(n, 0)
        move = next(iter(pos.legal_moves))
        pos.push(move)
        for other in (pos.copy(), copy.deepcopy(pos), pickle.loads(pickle.dumps(pos))):
            self.assertEqual(other, pos)
            self.assertEqual(other.pop(), move)
            self.assertEqual(other.perft(2), n)

    def test_builtins_are_variants_too(self):
        for name in hdc.variant_names():
            b = hdc.Variant.builtin(name)
            self.assertEqual(b, hdc.variant(name))
            own = hdc.Variant.from_text(b.text)
            self.assertEqual(own, b)
            self.assertEqual(hdc.Position(variant=own).perft(1),
                             hdc.Position(variant=b).perft(1))
            self.assertEqual(hdc.Position(variant=name).text,
                             hdc.Position(variant=own).text)

    def test_own_piece(self):
        text = TINY.replace('[piece castle]\ntype = rook\nletter = R\nmove = face slide',
                            '[piece dragon]\nletter = D\nmove = knight\nmove = vertex')
        text = text.replace('promotion = R', 'promotion = D').replace('1KR1', '1KD1')
        text = text.replace('1kr1', '1kd1')
        v = hdc.Variant.from_text(text)
        self.assertEqual(v.piece('D'), hdc.PieceKind(17, 'D', 'dragon'))
        pos = hdc.Position(variant=v)
        self.assertTrue(any(pos.san(m).startswith('D') for m in pos.legal_moves))

    def test_errors_name_line_and_column(self):
        with self.assertRaises(hdc.ParseError) as cm:
            hdc.Variant.from_text(TINY.replace('size = 4x4x4', 'size = 4x4x9'))
        self.assertIn('layers 1..8', str(cm.exception))
        with self.assertRaises(hdc.ParseError) as cm:
            hdc.Variant.from_text(TINY.replace('promotion = R', 'promotion = Q'))
        line = TINY[:TINY.index('promotion = R')].count('\n') + 1
        self.assertIn('line %d, column 13' % line, str(cm.exception))
        self.assertEqual(cm.exception.offset, TINY.index('promotion = R') + 12)
        with self.assertRaises(TypeError):
            hdc.Variant.from_text(None)


if __name__ == '__main__':
    unittest.main()
