"""hdc.variants(), hdc.variant() and the hdc_variant_* calls under them."""

import ctypes
import unittest

import support  # noqa: F401  (sets up sys.path when run by hand)

import hdc
from hdc import capi

# RULES.md sections 1-4: name, title, board, piece letters in table order.
EXPECTED = [
    ('hdc', 'HyperDimension Chess', (8, 8, 8, 512), 'PKQDRBN'),
    ('raumschach', 'Raumschach', (5, 5, 5, 125), 'PKQRBNU'),
    ('3d8l', '3D8L', (8, 8, 8, 512), 'PKQRBMDTVNEGA'),
    ('cescacs', "C'escacs", (15, 29, 1, 169), 'PKDVRGNJE'),
]


class Listing(unittest.TestCase):
    def test_names(self):
        self.assertEqual(hdc.variant_names(), [e[0] for e in EXPECTED])
        self.assertEqual([v.name for v in hdc.variants()], [e[0] for e in EXPECTED])

    def test_each_variant(self):
        for (name, title, dims, letters), v in zip(EXPECTED, hdc.variants()):
            with self.subTest(variant=name):
                self.assertIsInstance(v, hdc.Variant)
                self.assertEqual(v.name, name)
                self.assertEqual(v.title, title)
                self.assertEqual(v.dimensions, dims)
                self.assertEqual(v.dimensions.cells, dims[3])
                self.assertEqual(v.piece_letters, letters)
                self.assertEqual(v.pieces[0].type, hdc.PAWN)
                self.assertEqual(v, hdc.variant(name))

    def test_matches_positions(self):
        # What a variant says of itself is what its positions show.
        for v in hdc.variants():
            with self.subTest(variant=v.name):
                pos = hdc.Position(v.name)
                self.assertEqual(pos.variant, v.name)
                self.assertEqual(pos.dimensions, v.dimensions)
                board = pos.text.split()[0]
                shown = {c.upper() for c in board if c.isalpha()}
                self.assertLessEqual(shown, set(v.piece_letters))

    def test_piece_names(self):
        rs = hdc.variant('raumschach')
        self.assertEqual(rs.piece(hdc.MACE), hdc.PieceKind(hdc.MACE, 'U', 'unicorn'))
        self.assertEqual(rs.piece('u').name, 'unicorn')
        self.assertEqual(hdc.variant('3d8l').piece('M').name, 'mace')
        self.assertEqual(hdc.variant('3d8l').piece(hdc.DUKE).name, 'rook-bishop')
        self.assertEqual(hdc.variant('hdc').piece(hdc.DUKE).name, 'duke')
        self.assertEqual(hdc.variant('3d8l').piece('E').type, hdc.RED_KNIGHT)
        with self.assertRaises(KeyError):
            rs.piece(hdc.DUKE)
        with self.assertRaises(KeyError):
            hdc.variant('hdc').piece('U')

    def test_every_piece_type_has_a_distinct_letter(self):
        for v in hdc.variants():
            with self.subTest(variant=v.name):
                letters = [p.letter for p in v.pieces]
                self.assertEqual(len(letters), len(set(letters)))
                self.assertEqual(len({p.type for p in v.pieces}), len(v.pieces))
                for p in v.pieces:
                    self.assertTrue(p.letter.isupper() and len(p.letter) == 1)
                    self.assertTrue(p.name)

    def test_as_dict(self):
        d = hdc.variant('raumschach').as_dict()
        self.assertEqual(d['name'], 'raumschach')
        self.assertEqual(d['dimensions'],
                         {'files': 5, 'ranks': 5, 'layers': 5, 'cells': 125})
        self.assertEqual(d['pieces'][-1], {'type': hdc.MACE, 'letter': 'U',
                                           'name': 'unicorn'})

    def test_unknown(self):
        for bad in ('chess', 'C-escacs', 'cescacs ', '', 'hdc '):
            with self.subTest(name=bad), self.assertRaises(hdc.UnknownVariantError):
                hdc.variant(bad)
        with self.assertRaises(TypeError):
            hdc.variant(None)


class RawCalls(unittest.TestCase):
    """The C functions straight through ctypes: statuses and buffers."""

    def test_count_and_range(self):
        self.assertEqual(hdc.lib.hdc_variant_count(), len(EXPECTED))
        buf = ctypes.create_string_buffer(16)
        needed = ctypes.c_size_t()
        for i in (-1, len(EXPECTED), 1 << 30):
            self.assertEqual(hdc.lib.hdc_variant_name(i, buf, 16, ctypes.byref(needed)),
                             capi.HDC_ERR_RANGE)

    def test_buffer_protocol(self):
        needed = ctypes.c_size_t()
        self.assertEqual(hdc.lib.hdc_variant_title(b'hdc', None, 0, ctypes.byref(needed)),
                         capi.HDC_ERR_BUFFER_TOO_SMALL)
        self.assertEqual(needed.value, len('HyperDimension Chess') + 1)
        small = ctypes.create_string_buffer(b'xyz', 4)
        self.assertEqual(hdc.lib.hdc_variant_title(b'hdc', small, 4, ctypes.byref(needed)),
                         capi.HDC_ERR_BUFFER_TOO_SMALL)
        self.assertEqual(small.value, b'xyz')   # nothing written
        count = ctypes.c_size_t()
        self.assertEqual(hdc.lib.hdc_variant_piece_types(b'3d8l', None, 0,
                                                         ctypes.byref(count)),
                         capi.HDC_ERR_BUFFER_TOO_SMALL)
        self.assertEqual(count.value, 13)

    def test_errors(self):
        needed = ctypes.c_size_t()
        buf = ctypes.create_string_buffer(32)
        self.assertEqual(hdc.lib.hdc_variant_title(None, buf, 32, ctypes.byref(needed)),
                         capi.HDC_ERR_NULL)
        self.assertEqual(hdc.lib.hdc_variant_title(b'nope', buf, 32, ctypes.byref(needed)),
                         capi.HDC_ERR_UNKNOWN_VARIANT)
        self.assertEqual(hdc.lib.hdc_variant_piece_letter(b'hdc', hdc.MACE, buf, 32, None),
                         capi.HDC_ERR_RANGE)
        self.assertEqual(hdc.lib.hdc_variant_piece_name(b'raumschach', hdc.NO_PIECE, buf, 32,
                                                        None), capi.HDC_ERR_RANGE)
        self.assertEqual(hdc.lib.hdc_variant_dimensions(b'nope', None, None, None, None),
                         capi.HDC_ERR_UNKNOWN_VARIANT)
        self.assertEqual(hdc.lib.hdc_variant_dimensions(b'hdc', None, None, None, None),
                         capi.HDC_OK)


if __name__ == '__main__':
    unittest.main()
