"""hdc.svg and Position._repr_svg_: pictures from Python, shaped like
python-chess's chess.svg.  Every variant x layout x option gives a
well-formed SVG (xml.etree) with each cell once, the same bytes twice, the
marks and arrows asked for; bad arguments raise the library's errors.
"""

import unittest
import xml.etree.ElementTree as ET

import support  # noqa: F401  (sets up sys.path when run by hand)

import hdc
import hdc.svg

SVG = '{http://www.w3.org/2000/svg}'
XLINK = '{http://www.w3.org/1999/xlink}'
VARIANTS = ('hdc', 'raumschach', '3d8l', 'cescacs')


def cells_of(text):
    root = ET.fromstring(text)
    cells = {}
    for element in root.iter():
        classes = element.get('class', '').split()
        if 'cell' in classes:
            name = element.get('data-cell')
            assert name not in cells, name
            cells[name] = element
        assert element.get('transform') is None
    return root, cells


class Board(unittest.TestCase):
    def test_matrix(self):
        options = [{}, {'flipped': True}, {'coordinates': False, 'labels': False},
                   {'legend': True, 'theme': 'green'}, {'size': 400}, {'columns': 2},
                   {'colors': {'light': '#ffffff', 'square dark': '#000000', 'margin': '#eeeeee'}}]
        for variant in VARIANTS:
            pos = hdc.Position(variant)
            ncells = pos.dimensions.cells
            for layout in (None, 'grid', 'row', 'stack'):
                for extra in options:
                    with self.subTest(variant=variant, layout=layout, extra=extra):
                        text = hdc.svg.board(pos, layout=layout, **extra)
                        self.assertIsInstance(text, hdc.svg.SvgWrapper)
                        self.assertEqual(text._repr_svg_(), text)
                        root, cells = cells_of(text)
                        self.assertEqual(len(cells), ncells)
                        self.assertEqual(text, hdc.svg.board(pos, layout=layout, **extra))
                        for cell in range(ncells):
                            name = pos.cell_name(cell).replace('\u2013', '-')
                            self.assertIn(name, cells)
                        if 'size' in extra:
                            self.assertEqual(max(int(root.get('width')),
                                                 int(root.get('height'))), 400)

    def test_marks_and_arrows(self):
        pos = hdc.Position()
        for text in ('e4–IV', 'e5-IV', 'Bc4-IV', 'Nc6-IV', 'Qh5-IV', 'Nf6-IV', 'Qxf7-IV'):
            pos.push(text)
        picture = hdc.svg.board(
            pos, lastmove=pos.peek(), check=True, select='e8-IV',
            arrows=[('c4-IV', 'f7-IV'), ('e1-VII', 'e3-VI', '#0000ff'),
                    hdc.svg.Arrow(pos.parse_cell('a1-I'), 'a1-VIII', color='#00ff00')],
            fill={'a2-I': '#123456', pos.parse_cell('b2-I'): '#abcdef'},
            squares=['h8-VIII'])
        root, cells = cells_of(picture)
        self.assertIn('lastmove', cells['h5-IV'].get('class').split())
        self.assertIn('lastmove', cells['f7-IV'].get('class').split())
        self.assertIn('check', cells['e8-IV'].get('class').split())
        self.assertEqual(cells['a2-I'].get('fill'), '#123456')
        self.assertEqual(cells['b2-I'].get('fill'), '#abcdef')
        self.assertIn('marked', cells['h8-VIII'].get('class').split())
        king_moves = {m.to_cell for m in pos.legal_moves_from('e8-IV')}
        targets = {name for name, c in cells.items() if 'target' in c.get('class').split()}
        self.assertEqual(targets, {pos.cell_name(c).replace('\u2013', '-') for c in king_moves})
        arrows = [g for g in root.iter(SVG + 'g') if g.get('class') == 'arrow']
        self.assertEqual(len(arrows), 3)
        self.assertEqual(arrows[2].get('data-to'), 'a1-VIII')
        # a Move as lastmove, or a pair of cells
        self.assertEqual(picture, hdc.svg.board(
            pos, lastmove=('h5-IV', 'f7-IV'), check='e8-IV', select='e8-IV',
            arrows=[('c4-IV', 'f7-IV'), ('e1-VII', 'e3-VI', '#0000ff'),
                    ('a1-I', 'a1-VIII', '#00ff00')],
            fill={'a2-I': '#123456', 'b2-I': '#abcdef'}, squares=['h8-VIII']))

    def test_repr_svg(self):
        pos = hdc.Position('raumschach')
        pos.push(pos.legal_moves[0])
        root, cells = cells_of(pos._repr_svg_())
        self.assertEqual(sum('lastmove' in c.get('class').split() for c in cells.values()), 2)
        pieces = [u for u in root.iter(SVG + 'use') if u.get('data-cell')]
        self.assertEqual(len(pieces), 40)

    def test_empty_board(self):
        for variant in VARIANTS:
            root, cells = cells_of(hdc.svg.board(variant=variant))
            self.assertEqual([u for u in root.iter(SVG + 'use') if u.get('data-cell')], [])

    def test_errors(self):
        pos = hdc.Position()
        with self.assertRaises(hdc.RangeError):
            hdc.svg.board(pos, size=100000)
        with self.assertRaises(hdc.ParseError):
            hdc.svg.board(pos, layout='cube')
        with self.assertRaises(hdc.ParseError):
            hdc.svg.board(pos, fill={'a1-I': 'red'})
        with self.assertRaises(hdc.ParseError):
            hdc.svg.board(pos, theme='pink')
        with self.assertRaises(hdc.HdcError):
            hdc.svg.board(pos, arrows=[('a1-I', 'z9-IX')])
        with self.assertRaises(ValueError):
            hdc.svg.board(pos, theme='blue green')


def points(element):
    if element.tag == SVG + 'rect':
        x, y = float(element.get('x')), float(element.get('y'))
        w, h = float(element.get('width')), float(element.get('height'))
        return [(x, y + h), (x + w, y + h), (x + w, y), (x, y)]
    return [tuple(map(float, p.split(','))) for p in element.get('points').split()]


class DocumentedGeometry(unittest.TestCase):
    """docs/PICTURES.md gives each layout's geometry for pages that map
    clicks: the cells drawn are where those formulas put them."""

    S = 36.0  # pixels per unit at the natural size

    def assertNear(self, got, want, what):
        for (gx, gy), (wx, wy) in zip(got, want):
            self.assertAlmostEqual(gx, wx * self.S, delta=0.011, msg=what)
            self.assertAlmostEqual(gy, wy * self.S, delta=0.011, msg=what)

    def cube_cells(self, variant, options):
        pos = hdc.Position(variant)
        dims = pos.dimensions
        root, cells = cells_of(hdc.svg.board(pos, **options))
        for cell in range(dims.cells):
            x, y, z = pos.cell_coords(cell)
            yield pos, dims, (x, y, z), cells[pos.cell_name(cell).replace('\u2013', '-')]

    def test_flat(self):
        for variant, columns in (('hdc', 4), ('raumschach', 3)):
            for flipped in (False, True):
                for cells in self.cube_cells(variant, {'flipped': flipped}):
                    pos, d, (x, y, z), element = cells
                    mirror_z = flipped and variant == 'raumschach'
                    i = d.files - 1 - x if flipped else x
                    j = d.ranks - 1 - y if flipped else y
                    k = d.layers - 1 - z if mirror_z else z
                    ml, mt, mb = 0.55, 0.75, 0.55
                    block_w, block_h = ml + d.files + 0.35, mt + d.ranks + mb
                    ox = 0.1 + (k % columns) * block_w + ml
                    oy = (k // columns) * block_h + mt
                    top = oy + (d.ranks - 1 - j)
                    want = [(ox + i, top + 1), (ox + i + 1, top + 1), (ox + i + 1, top),
                            (ox + i, top)]
                    self.assertNear(points(element), want, (variant, flipped, x, y, z))

    def test_stack(self):
        for variant in ('hdc', 'raumschach', '3d8l'):
            for cells in self.cube_cells(variant, {'layout': 'stack'}):
                pos, d, (x, y, z), element = cells
                ml, shear, depth = 0.55, 0.5, 0.5
                step = d.ranks * depth + 0.8
                front0 = 0.6 + (d.layers - 1) * step + d.ranks * depth

                def corner(a, b):
                    return (ml + a + b * shear, front0 - z * step - b * depth)
                want = [corner(x, y), corner(x + 1, y), corner(x + 1, y + 1), corner(x, y + 1)]
                self.assertNear(points(element), want, (variant, x, y, z))
                # and back: the documented inverse finds the cell of its centre
                cx = sum(p[0] for p in points(element)) / 4 / self.S
                cy = sum(p[1] for p in points(element)) / 4 / self.S
                b = (front0 - z * step - cy) / depth
                a = cx - ml - b * shear
                self.assertEqual((int(a), int(b)), (x, y))

    def test_hex(self):
        pos = hdc.Position('cescacs')
        for flipped in (False, True):
            root, cells = cells_of(hdc.svg.board(pos, flipped=flipped))
            r, h, ml, mt = 0.62, 0.62 * 3 ** 0.5 / 2, 0.75, 0.55
            for cell in range(169):
                c, line, _ = pos.cell_coords(cell)
                i, j = (14 - c, 28 - line) if flipped else (c, line)
                cx, cy = ml + r + i * 1.5 * r, mt + h + (28 - j) * h
                want = [(cx + r, cy), (cx + r / 2, cy + h), (cx - r / 2, cy + h), (cx - r, cy),
                        (cx - r / 2, cy - h), (cx + r / 2, cy - h)]
                self.assertNear(points(cells[pos.cell_name(cell)]), want, (c, line))


class Piece(unittest.TestCase):
    def test_every_piece(self):
        for color in (hdc.WHITE, hdc.BLACK):
            for piece_type in range(hdc.PAWN, hdc.ELEPHANT + 1):
                piece = hdc.Piece(piece_type, color, '?')
                text = hdc.svg.piece(piece, size=24)
                root = ET.fromstring(text)
                self.assertEqual(root.get('width'), '24')
                (use,) = root.iter(SVG + 'use')
                self.assertEqual(use.get('class').split()[1], 'white' if color else 'black')
                self.assertEqual(text, hdc.svg.piece(piece.value, size=24))
        self.assertEqual(ET.fromstring(hdc.svg.piece(hdc.KNIGHT)).get('width'), '45')

    def test_bad(self):
        with self.assertRaises(hdc.RangeError):
            hdc.svg.piece(0)
        with self.assertRaises(hdc.RangeError):
            hdc.svg.piece(hdc.KNIGHT, size=2)


if __name__ == '__main__':
    unittest.main()
