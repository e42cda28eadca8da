#!/usr/bin/env python3
"""The piece glyphs (lib/pictures/glyphs.c), through tests/pictures/glyph_sheet.

    test_glyphs.py GLYPH_SHEET [unittest args, e.g. MarkupTest]

MarkupTest needs no browser: every glyph's markup is an XML fragment that
parses inside <symbol>, uses only plain shapes, sets no colour of its own
(fill and stroke only "currentColor" or "none", no style, color, class,
id or transform) and no outline thinner than 4 units; the sheet is well-formed and
deterministic, and docs/pictures/glyphs.svg is what it draws now.

BrowserTest renders the sheet (24 px a glyph) in headless Chromium
(tests/tools/chromium_png.py) and measures rows 0 and 1 of the sheet, the
white and the black pieces on one mid-grey background (#808080, luminance
128).  A pixel is "ink" when its luminance is more than INK_DELTA from the
background's.  test_on_board_squares checks that each glyph stands out on
the light and dark squares of rows 2-5; test_inside_the_box renders every
glyph unclipped with a margin and checks that no ink falls outside the
100 x 100 box.  Without chromium these tests are skipped, unless the
environment sets HDC_REQUIRE_BROWSER (for CI), when they fail.
HDC_GLYPHS_PNG=path keeps the rendered PNG.
"""

import os
import subprocess
import sys
import unittest
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "tools"))
import chromium_png  # noqa: E402

SHEET_EXE = None  # argv[1]

SVG = "{http://www.w3.org/2000/svg}"
XLINK_HREF = "{http://www.w3.org/1999/xlink}href"

# enum hdc_piece_type order, HDC_PAWN (1) to HDC_ELEPHANT (16).
IDS = ["pawn", "king", "queen", "duke", "rook", "bishop", "mace",
       "rook-mace", "bishop-mace", "knight", "red-knight", "green-knight",
       "grand-knight", "wyvern", "pegasus", "elephant"]

SHAPES = {"path", "circle", "ellipse", "rect", "polygon", "polyline",
          "line", "g"}

TILE = 24
ROWS = 6                 # see glyph_sheet.c
WHITE_ROW, BLACK_ROW = 0, 1
BACKGROUND = 128         # the luminance of #808080

# Thresholds, in pixels of a 24 x 24 tile (576 pixels):
# - INK_DELTA: a pixel is ink when its luminance differs from the grey
#   background by more than 32 - the body colours (#fff, #202020) differ by
#   96 or more, so this counts the body and outlines and half-covered
#   anti-aliased edge pixels, not faint fringes.
INK_DELTA = 32
# - a glyph covers 15% to 75% of its tile: less would be a speck that does
#   not read as a piece at 24 px, more a blob that hides the square's
#   colour (the classic shapes of this set cover about 25-50%).
MIN_INK, MAX_INK = 0.15, 0.75
# - two glyphs of one side differ in at least PAIR_MIN pixels by more than
#   PAIR_DELTA in luminance: half the black-to-white range, so only real
#   changes of shape or mark count, never anti-aliasing.  24 pixels = 4%
#   of the tile, a 5 x 5 px mark at full contrast: a feature that reads at
#   24 px.  The closest pairs are the marked variants of the bishop and
#   the knight (about 30 pixels: test_pairs_differ prints them), so a few
#   pixels of another Chromium's anti-aliasing do not decide the test.
PAIR_DELTA = 64
PAIR_MIN = 24
# - the white and black versions of a glyph: the white one shows a light
#   body - at least 8% of the tile (46 pixels) lighter than 192, where at
#   24 px the dark 1 px outline alone is about as many pixels - the mean
#   luminance of its ink is at least SIDES_MEAN (half the range) above
#   the black one's, and at least 40% of the white one's ink differs by
#   more than PAIR_DELTA from the black one (the body; the outline is
#   dark in both).
LIGHT, WHITE_LIGHT_MIN = 192, 46
SIDES_MEAN = 64
SIDES_MIN = 0.4


def run_sheet(*args):
    return subprocess.run([SHEET_EXE] + list(args), check=True,
                          stdout=subprocess.PIPE).stdout.decode("utf-8")


def glyph_list():
    """[(type, id, markup)] from glyph_sheet --list."""
    out = []
    for line in run_sheet("--list").splitlines():
        t, gid, markup = line.split("\t")
        out.append((int(t), gid, markup))
    return out


class MarkupTest(unittest.TestCase):

    def test_ids(self):
        self.assertEqual([g[1] for g in glyph_list()], IDS)
        self.assertEqual([g[0] for g in glyph_list()],
                         list(range(1, len(IDS) + 1)))

    def test_markup_parses_inside_symbol(self):
        for _t, gid, markup in glyph_list():
            with self.subTest(glyph=gid):
                sym = ET.fromstring(
                    '<symbol xmlns="http://www.w3.org/2000/svg" '
                    'viewBox="0 0 100 100">' + markup + '</symbol>')
                self.assertGreater(len(list(sym.iter())), 1)

    def test_no_colours_no_ids(self):
        for _t, gid, markup in glyph_list():
            sym = ET.fromstring('<symbol xmlns="http://www.w3.org/2000/svg">'
                                + markup + '</symbol>')
            for el in sym.iter():
                if el is sym:
                    continue
                with self.subTest(glyph=gid, element=el.tag):
                    self.assertTrue(el.tag.startswith(SVG))
                    self.assertIn(el.tag[len(SVG):], SHAPES)
                    self.assertFalse((el.text or "").strip())
                    # No transform either: the board writer's pictures
                    # use plain coordinates throughout (its tests check).
                    for attr in ("id", "style", "class", "color",
                                 "transform",
                                 "href", XLINK_HREF, "opacity",
                                 "fill-opacity", "stroke-opacity"):
                        self.assertNotIn(attr, el.attrib)
                    for attr in ("fill", "stroke"):
                        if attr in el.attrib:
                            self.assertIn(el.get(attr),
                                          ("currentColor", "none"))
                    if "stroke-width" in el.attrib:
                        self.assertGreaterEqual(
                            float(el.get("stroke-width")), 4)

    def test_sheet_well_formed_and_deterministic(self):
        for tile in ("24", "96"):
            text = run_sheet(tile)
            self.assertEqual(text, run_sheet(tile))
            root = ET.fromstring(text)
            self.assertEqual(root.tag, SVG + "svg")
            self.assertEqual(root.get("width"), str(len(IDS) * int(tile)))
            self.assertEqual(root.get("height"), str(ROWS * int(tile)))
            symbols = [s.get("id") for s in root.iter(SVG + "symbol")]
            self.assertEqual(symbols, ["hdc-" + g for g in IDS])
            self.assertEqual(len(list(root.iter(SVG + "use"))),
                             ROWS * len(IDS))

    def test_docs_sheet_is_current(self):
        # docs/pictures/glyphs.svg is what the code draws now
        # (regenerate it with tests/pictures/update_glyph_docs.py).
        path = os.path.join(HERE, "..", "..", "docs", "pictures",
                            "glyphs.svg")
        with open(path, encoding="utf-8") as f:
            committed = f.read()
        self.assertTrue(committed == run_sheet("96"),
                        "docs/pictures/glyphs.svg differs from the current "
                        "glyphs: run tests/pictures/update_glyph_docs.py")


def lum(p):
    return 0.299 * p[0] + 0.587 * p[1] + 0.114 * p[2]


class BrowserTest(unittest.TestCase):

    @classmethod
    def setUpClass(cls):
        chromium_png.skip_unless_browser()
        cls.img = chromium_png.render_svg(
            run_sheet(str(TILE)), png_out=os.environ.get("HDC_GLYPHS_PNG"))

    def tile(self, row, col):
        """The luminances of a tile, row by row."""
        return [lum(self.img.pixel(col * TILE + x, row * TILE + y))
                for y in range(TILE) for x in range(TILE)]

    def ink(self, row, col):
        return [v for v in self.tile(row, col)
                if abs(v - BACKGROUND) > INK_DELTA]

    def test_render_size_and_background(self):
        self.assertEqual((self.img.width, self.img.height),
                         (len(IDS) * TILE, ROWS * TILE))
        # The top-left pixel of each measured row is background: the
        # sheet sits at the screenshot's origin.
        for row in (WHITE_ROW, BLACK_ROW):
            self.assertEqual(self.img.pixel(0, row * TILE)[:3],
                             (128, 128, 128))

    def test_coverage(self):
        for row in (WHITE_ROW, BLACK_ROW):
            for col, gid in enumerate(IDS):
                share = len(self.ink(row, col)) / (TILE * TILE)
                with self.subTest(glyph=gid, row=row, share=share):
                    self.assertGreaterEqual(share, MIN_INK)
                    self.assertLessEqual(share, MAX_INK)

    def test_pairs_differ(self):
        closest = []
        for row in (WHITE_ROW, BLACK_ROW):
            tiles = [self.tile(row, c) for c in range(len(IDS))]
            for i in range(len(IDS)):
                for j in range(i + 1, len(IDS)):
                    n = sum(1 for a, b in zip(tiles[i], tiles[j])
                            if abs(a - b) > PAIR_DELTA)
                    closest.append((n, row, IDS[i], IDS[j]))
                    with self.subTest(row=row, a=IDS[i], b=IDS[j], differ=n):
                        self.assertGreaterEqual(n, PAIR_MIN)
        closest.sort()
        sys.stderr.write("closest pairs (pixels differing by > %d of %d): %s\n"
                         % (PAIR_DELTA, TILE * TILE, ", ".join(
                             "%s/%s %s %d" % (a, b, ("white", "black")[r], n)
                             for n, r, a, b in closest[:6])))

    def test_on_board_squares(self):
        # Rows 2-5: white on a light and a dark square, black on a light
        # and a dark square.  Each glyph must stand out from its square:
        # at least MIN_INK of the tile differs from the square's colour by
        # more than PAIR_DELTA (a white body on the dark square, a black
        # one on the light square, the outline on the rest).
        for row in (2, 3, 4, 5):
            square = lum(self.img.pixel(0, row * TILE))
            for col, gid in enumerate(IDS):
                n = sum(1 for v in self.tile(row, col)
                        if abs(v - square) > PAIR_DELTA)
                with self.subTest(glyph=gid, row=row, contrasting=n):
                    self.assertGreaterEqual(n, MIN_INK * TILE * TILE)

    def test_inside_the_box(self):
        # Drawn with a margin of 25 units around the 100 x 100 box and
        # nothing clipping, no ink may fall outside the box: the writer's
        # <symbol> would cut it off.  75 px for 150 units: the box is the
        # square 12.5..62.5; 1 px of slack for anti-aliasing.
        size, scale, margin = 75, 75 / 150, 25
        parts = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" '
                 'height="%d"><rect width="100%%" height="100%%" '
                 'fill="#ffffff"/>' % (size * len(IDS), size)]
        for col, (_t, _gid, markup) in enumerate(glyph_list()):
            parts.append('<svg x="%d" y="0" width="%d" height="%d" '
                         'viewBox="%d %d 150 150" overflow="visible" '
                         'fill="#000000" stroke="#000000" color="#000000">'
                         '%s</svg>' % (col * size, size, size, -margin,
                                       -margin, markup))
        parts.append("</svg>")
        img = chromium_png.render_svg("".join(parts))
        lo = int(margin * scale) - 1
        hi = int((margin + 100) * scale) + 1
        for col, gid in enumerate(IDS):
            outside = [(x, y) for y in range(size) for x in range(size)
                       if not (lo <= x < hi and lo <= y < hi)
                       and lum(img.pixel(col * size + x, y)) < 192]
            with self.subTest(glyph=gid):
                self.assertEqual(outside, [])

    def test_white_and_black_distinct(self):
        for col, gid in enumerate(IDS):
            white = self.ink(WHITE_ROW, col)
            black = self.ink(BLACK_ROW, col)
            mean_w = sum(white) / len(white)
            mean_b = sum(black) / len(black)
            n = sum(1 for a, b in zip(self.tile(WHITE_ROW, col),
                                      self.tile(BLACK_ROW, col))
                    if abs(a - b) > PAIR_DELTA)
            with self.subTest(glyph=gid, white_mean=mean_w,
                              black_mean=mean_b, differ=n):
                self.assertGreaterEqual(sum(1 for v in white if v > LIGHT),
                                        WHITE_LIGHT_MIN)
                self.assertGreaterEqual(mean_w - mean_b, SIDES_MEAN)
                self.assertGreaterEqual(n, SIDES_MIN * len(white))


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit("usage: test_glyphs.py GLYPH_SHEET [unittest args]")
    SHEET_EXE = sys.argv[1]
    # Only the browser tests asked for and no browser: exit 77, which
    # meson reports as SKIP (unless HDC_REQUIRE_BROWSER makes it a failure).
    if sys.argv[2:] == ["BrowserTest"]:
        chromium_png.exit_unless_browser()
    unittest.main(argv=[sys.argv[0]] + sys.argv[2:])
