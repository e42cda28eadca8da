#!/usr/bin/env python3
"""test_board_pixels.py - boards drawn by `hdc svg`, rendered by a real
browser (headless Chromium) and checked pixel by pixel.

For every variant and layout (row, grid, stack for the cubic variants; the
hexagon for C'escacs): the picture of the start position with one empty
cell highlighted is rendered to PNG and decoded (tests/tools/chromium_png),
and at the cells' centres, computed from the SVG's own cell elements (they
carry absolute coordinates, docs/PICTURES.md):
  - the highlighted cell shows the highlight colour;
  - an empty cell of each colour class shows that cell's fill;
  - every occupied cell shows a glyph: pixels inside the cell's piece box
    that are neither the cell's fill nor near it.
The PNGs are kept in $HDC_PICTURES_OUT when it is set (the docs'
screenshots come from there).

Usage: test_board_pixels.py HDC_PROGRAM  (suite 'browser'; without
chromium the test is skipped, exit 77, unless HDC_REQUIRE_BROWSER is set)
"""

import os
import subprocess
import sys
import unittest
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools"))
import chromium_png as cp  # noqa: E402

HDC = None
SVG_NS = "{http://www.w3.org/2000/svg}"
XLINK_HREF = "{http://www.w3.org/1999/xlink}href"
HIGHLIGHT = (0xd0, 0x20, 0xd0)

CASES = [(v, layout) for v in ("hdc", "raumschach", "3d8l") for layout in ("row", "grid", "stack")]
CASES.append(("cescacs", None))


def hdc_svg(*args):
    out = subprocess.run([HDC, "svg", *args], check=True, capture_output=True, text=True)
    return out.stdout


def parse_colour(text):
    text = text.strip()
    assert text.startswith("#") and len(text) == 7, text
    return tuple(int(text[i:i + 2], 16) for i in (1, 3, 5))


def points_of(el):
    """The corners of a cell element: rect or polygon, absolute."""
    if el.tag == SVG_NS + "rect":
        x, y = float(el.get("x")), float(el.get("y"))
        w, h = float(el.get("width")), float(el.get("height"))
        return [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
    pts = []
    for pair in el.get("points").split():
        a, b = pair.split(",")
        pts.append((float(a), float(b)))
    return pts


def centre(pts):
    return (sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts))


class Board:
    """Cells and pieces of one SVG, by cell name."""

    def __init__(self, text):
        self.root = ET.fromstring(text)
        self.cells = {}
        self.pieces = {}
        for el in self.root.iter():
            classes = (el.get("class") or "").split()
            name = el.get("data-cell")
            if name is None:
                continue
            if "cell" in classes:
                assert name not in self.cells, "cell %s twice" % name
                self.cells[name] = el
            elif "piece" in classes:
                self.pieces[name] = el
        # The boxes pieces are drawn in: an empty cell whose centre one
        # covers (upright pieces of the stacked view stand over the cells
        # behind them) cannot show its fill there.
        self.boxes = [self.box(el) for el in self.pieces.values()]

    @staticmethod
    def box(use):
        x, y = float(use.get("x")), float(use.get("y"))
        return (x, y, x + float(use.get("width")), y + float(use.get("height")))

    def covered(self, point):
        x, y = point
        return any(b[0] - 1 <= x <= b[2] + 1 and b[1] - 1 <= y <= b[3] + 1 for b in self.boxes)

    def classes(self, name):
        return set(self.cells[name].get("class").split()) - {"cell"}

    def free_cells(self):
        """Empty cells whose centre no piece covers, by colour class."""
        free = {}
        for name, el in self.cells.items():
            if name in self.pieces:
                continue
            c = centre(points_of(el))
            if not self.covered(c):
                colour = " ".join(sorted(self.classes(name)))
                free.setdefault(colour, []).append(name)
        return free


def close(a, b, tol=6):
    return all(abs(x - y) <= tol for x, y in zip(a[:3], b[:3]))


class BoardPixels(unittest.TestCase):
    def render(self, text, tag):
        out = os.environ.get("HDC_PICTURES_OUT")
        png = os.path.join(out, tag + ".png") if out else None
        return cp.render_svg(text, png_out=png)

    def check_case(self, variant, layout):
        args = ["--variant", variant] + (["--layout", layout] if layout else [])
        plain = Board(hdc_svg(*args))
        free = plain.free_cells()
        self.assertGreaterEqual(len(free), 2, "%s %s: empty cells of two colours: %s" %
                                (variant, layout, sorted(free)))
        # The middle one of each colour's free cells: away from labels.
        samples = {colour: names[len(names) // 2] for colour, names in free.items()}
        marked = sorted(samples.values())[0]
        text = hdc_svg(*args, "--highlight", marked + ":#%02x%02x%02x" % HIGHLIGHT)
        board = Board(text)
        self.assertEqual(parse_colour(board.cells[marked].get("fill")), HIGHLIGHT)
        img = self.render(text, "%s-%s" % (variant, layout or "hex"))

        def pixel_at(name):
            x, y = centre(points_of(board.cells[name]))
            return img.pixel(int(x), int(y))

        got = pixel_at(marked)
        self.assertTrue(close(got, HIGHLIGHT), "%s %s: highlighted %s shows %s" %
                        (variant, layout, marked, got))
        for colour, name in samples.items():
            if name == marked:
                continue
            want = parse_colour(board.cells[name].get("fill"))
            got = pixel_at(name)
            self.assertTrue(close(got, want), "%s %s: empty %s cell %s shows %s, not %s" %
                            (variant, layout, colour, name, got, want))
        # Every piece: its box holds glyph pixels, unlike its cell's fill.
        self.assertGreater(len(board.pieces), 0)
        for name, use in board.pieces.items():
            fill = parse_colour(board.cells[name].get("fill"))
            x0, y0, x1, y1 = Board.box(use)
            inked = total = 0
            for j in range(8):
                for i in range(8):
                    x = int(x0 + (x1 - x0) * (i + 0.5) / 8)
                    y = int(y0 + (y1 - y0) * (j + 0.5) / 8)
                    if 0 <= x < img.width and 0 <= y < img.height:
                        total += 1
                        inked += not close(img.pixel(x, y), fill, 40)
            self.assertGreaterEqual(inked, 6, "%s %s: the piece on %s shows no glyph (%d of %d)" %
                                    (variant, layout, name, inked, total))

    def test_cases(self):
        for variant, layout in CASES:
            with self.subTest(variant=variant, layout=layout):
                self.check_case(variant, layout)


if __name__ == "__main__":
    HDC = sys.argv.pop(1)
    cp.exit_unless_browser()
    unittest.main()
