"""`hdc svg` and `hdc demo --svg`: well-formed SVG (xml.etree) for every
variant, layout and option, each cell exactly once, the moves' last one
highlighted, bad input refused with exit status 2 and a message.

    python3 tests/pictures/test_svg_cli.py build/examples/hdc
"""

import os
import subprocess
import sys
import tempfile
import unittest
import xml.etree.ElementTree as ET

HDC = sys.argv.pop(1) if len(sys.argv) > 1 else 'build/examples/hdc'
SVG = '{http://www.w3.org/2000/svg}'
XLINK = '{http://www.w3.org/1999/xlink}'
CELLS = {'hdc': 512, 'raumschach': 125, '3d8l': 512, 'cescacs': 169}


def run(*args):
    return subprocess.run([HDC] + list(args), capture_output=True, text=True, check=False)


def parse(text):
    root = ET.fromstring(text)
    cells = [e for e in root.iter() if 'cell' in e.get('class', '').split()]
    return root, cells


class Svg(unittest.TestCase):
    def check_picture(self, text, variant):
        root, cells = parse(text)
        self.assertEqual(root.tag, SVG + 'svg')
        self.assertEqual(root.get('viewBox'), f"0 0 {root.get('width')} {root.get('height')}")
        names = [c.get('data-cell') for c in cells]
        self.assertEqual(len(names), CELLS[variant])
        self.assertEqual(len(set(names)), len(names))
        for element in root.iter():
            self.assertIsNone(element.get('transform'))
        for cell in cells:
            self.assertRegex(cell.get('fill'), r'^#[0-9a-f]{6}$')
            self.assertIn(cell.tag, (SVG + 'rect', SVG + 'polygon'))
        for use in root.iter(SVG + 'use'):
            self.assertTrue(use.get(XLINK + 'href').startswith('#hdc-'))
        return root, cells

    def test_matrix(self):
        for variant in CELLS:
            for layout in ('grid', 'row', 'stack'):
                for extra in ([], ['--flip'], ['--legend', '--no-coordinates'],
                              ['--theme', 'blue', '--size', '300', '--no-labels']):
                    with self.subTest(variant=variant, layout=layout, extra=extra):
                        out = run('svg', '--variant', variant, '--layout', layout, *extra)
                        self.assertEqual(out.returncode, 0, out.stderr)
                        root, cells = self.check_picture(out.stdout, variant)
                        kind = 'polygon' if variant == 'cescacs' or layout == 'stack' else 'rect'
                        self.assertTrue(all(c.tag == SVG + kind for c in cells))
                        again = run('svg', '--variant', variant, '--layout', layout, *extra)
                        self.assertEqual(out.stdout, again.stdout)

    def test_moves_and_marks(self):
        out = run('svg', '--highlight', 'a1-I:#123456', '--arrow', 'e2-IV,e4-VI',
                  '--arrow=b1-IV,c3-IV:#ff0000', '--select', 'g8-IV', '--marked', 'h8-VIII',
                  'e4-IV', 'e5-IV', 'Qh5-IV')
        self.assertEqual(out.returncode, 0, out.stderr)
        root, cells = self.check_picture(out.stdout, 'hdc')
        by_name = {c.get('data-cell'): c for c in cells}
        self.assertEqual(by_name['a1-I'].get('fill'), '#123456')
        self.assertIn('lastmove', by_name['h5-IV'].get('class').split())
        self.assertIn('lastmove', by_name['d1-IV'].get('class').split())
        self.assertIn('marked', by_name['h8-VIII'].get('class').split())
        self.assertIn('selected', by_name['g8-IV'].get('class').split())
        arrows = [g for g in root.iter(SVG + 'g') if g.get('class') == 'arrow']
        self.assertEqual([(a.get('data-from'), a.get('data-to')) for a in arrows],
                         [('e2-IV', 'e4-VI'), ('b1-IV', 'c3-IV')])
        pieces = {u.get('data-cell'): u.get('class') for u in root.iter(SVG + 'use')
                  if u.get('data-cell')}
        self.assertEqual(pieces['h5-IV'], 'piece white queen')
        self.assertEqual(pieces['e5-IV'], 'piece black pawn')
        self.assertEqual(len(pieces), 79 * 2)

    def test_check(self):
        out = run('svg', 'e4-IV', 'e5-IV', 'Bc4-IV', 'Nc6-IV', 'Qh5-IV', 'Nf6-IV', 'Qxf7-IV')
        root, cells = self.check_picture(out.stdout, 'hdc')
        checked = [c.get('data-cell') for c in cells if 'check' in c.get('class').split()]
        self.assertEqual(checked, ['e8-IV'])

    def test_bad_input(self):
        for args in (['--layout', 'cube'], ['--size', '5'], ['--highlight', 'z9-IV'],
                     ['--arrow', 'a1-I'], ['--theme', 'pink'], ['--flip=1'], ['--size'],
                     ['--highlight', 'a1-I a2-I'], ['e9-IV'], ['--bogus'],
                     ['--variant', 'chess'], ['--select', 'e4-IV', '--variant', 'cescacs']):
            with self.subTest(args=args):
                out = run('svg', *args)
                self.assertEqual(out.returncode, 2)
                self.assertEqual(out.stdout, '')
                self.assertTrue(out.stderr.startswith('hdc'), out.stderr)
                self.assertNotIn('offset', out.stderr)
        out = run('svg', '--size', '99999')
        self.assertEqual(out.stderr,
                         "hdc svg: option 'size=99999': the size is 16..8192 pixels (or 0)\n")

    def test_help(self):
        out = run('--help')
        self.assertIn('svg [--variant NAME]', out.stdout)
        self.assertIn('--svg FILE', out.stdout)

    def test_demo_svg(self):
        plain = run('demo', '--seed', '2', '--variant', 'raumschach')
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, 'final.svg')
            out = run('demo', '--seed', '2', '--variant', 'raumschach', '--svg', path)
            self.assertEqual(out.returncode, plain.returncode)
            self.assertEqual(out.stdout, plain.stdout)
            with open(path, encoding='utf-8') as f:
                root, cells = self.check_picture(f.read(), 'raumschach')
            self.assertEqual(sum('lastmove' in c.get('class').split() for c in cells), 2)
            bad = run('demo', '--svg', os.path.join(tmp, 'no', 'such', 'dir.svg'))
            self.assertNotEqual(bad.returncode, 0)


if __name__ == '__main__':
    unittest.main()
