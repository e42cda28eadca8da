#!/usr/bin/env python3
"""tests/tools/chromium_png.py: the PNG decoder, the error paths and
(suite 'browser') exact placement of a rendered SVG.

    test_chromium_png.py [unittest args, e.g. DecoderTest ErrorTest]

BrowserTest is skipped without chromium unless HDC_REQUIRE_BROWSER is set.
"""

import os
import struct
import sys
import unittest
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import chromium_png as cp  # noqa: E402


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def encode(width, height, colour, samples, bpp, filters, palette=None,
           trns=None, interlace=0, depth=8):
    """A PNG whose row y is filtered with filters[y % len(filters)]."""
    stride = width * bpp
    prev = bytes(stride)
    raw = bytearray()
    for y in range(height):
        line = samples[y * stride:(y + 1) * stride]
        f = filters[y % len(filters)]
        out = bytearray()
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            pred = (0, a, b, (a + b) >> 1, paeth(a, b, c))[f]
            out.append((line[i] - pred) & 0xff)
        raw += bytes([f]) + out
        prev = line

    def chunk(t, body):
        return (struct.pack(">I", len(body)) + t + body
                + struct.pack(">I", zlib.crc32(t + body) & 0xffffffff))
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(
        ">IIBBBBB", width, height, depth, colour, 0, 0, interlace))
    if palette:
        png += chunk(b"PLTE", palette)
    if trns:
        png += chunk(b"tRNS", trns)
    # Two IDAT chunks: the decoder must join them.
    data = zlib.compress(bytes(raw))
    half = len(data) // 2
    return (png + chunk(b"IDAT", data[:half]) + chunk(b"IDAT", data[half:])
            + chunk(b"IEND", b""))


W, H = 7, 10


def rgba_at(x, y):
    # Values that make every filter's predictor matter (no flat runs).
    return ((x * 37 + y * 11) % 256, (x * 5 + y * 71) % 256,
            (x * y * 13 + 200) % 256, (x * 29 + y * 3 + 17) % 256)


class DecoderTest(unittest.TestCase):

    def check(self, colour, bpp, expect, sample, **kw):
        data = bytearray()
        for y in range(H):
            for x in range(W):
                data += bytes(sample(x, y))
        for filters in ([0], [1], [2], [3], [4], [0, 1, 2, 3, 4],
                        [4, 3, 2, 1, 0]):
            with self.subTest(colour=colour, filters=filters):
                img = cp.decode_png(encode(W, H, colour, bytes(data), bpp,
                                           filters, **kw))
                self.assertEqual((img.width, img.height), (W, H))
                for y in range(H):
                    for x in range(W):
                        self.assertEqual(img.pixel(x, y), expect(x, y))

    def test_rgba(self):
        self.check(6, 4, rgba_at, rgba_at)

    def test_rgb(self):
        self.check(2, 3, lambda x, y: rgba_at(x, y)[:3] + (255,),
                   lambda x, y: rgba_at(x, y)[:3])

    def test_grey_and_grey_alpha(self):
        self.check(0, 1, lambda x, y: (rgba_at(x, y)[0],) * 3 + (255,),
                   lambda x, y: rgba_at(x, y)[:1])
        self.check(4, 2, lambda x, y: (rgba_at(x, y)[0],) * 3
                   + (rgba_at(x, y)[3],), lambda x, y: (rgba_at(x, y)[0],
                                                         rgba_at(x, y)[3]))

    def test_palette(self):
        palette = bytes(v for i in range(256)
                        for v in ((i * 3) % 256, (i * 7) % 256, 255 - i))
        trns = bytes([0, 128])
        def expect(x, y):
            i = (x + 3 * y) % 256
            a = (0, 128)[i] if i < 2 else 255
            return ((i * 3) % 256, (i * 7) % 256, 255 - i, a)
        self.check(3, 1, expect, lambda x, y: ((x + 3 * y) % 256,),
                   palette=palette, trns=trns)

    def test_round_trip_crop_scale(self):
        data = b"".join(bytes(rgba_at(x, y)) for y in range(H)
                        for x in range(W))
        img = cp.decode_png(encode(W, H, 6, data, 4, [4]))
        again = cp.decode_png(img.to_png())
        self.assertEqual(again.pixels(), img.pixels())
        part = img.crop(2, 3, 4, 5)
        self.assertEqual(part.pixel(0, 0), img.pixel(2, 3))
        self.assertEqual(part.pixel(3, 4), img.pixel(5, 7))
        big = img.scaled(3)
        self.assertEqual((big.width, big.height), (3 * W, 3 * H))
        self.assertEqual(big.pixel(8, 5), img.pixel(2, 1))
        self.assertEqual(img.count(lambda p: p == img.pixel(0, 0)) >= 1,
                         True)
        with self.assertRaises(IndexError):
            img.pixel(W, 0)
        with self.assertRaises(IndexError):
            img.crop(5, 5, 4, 4)

    def test_bad_pngs(self):
        good = encode(2, 2, 2, bytes(12), 3, [0])
        bad = {
            "signature": b"GIF89a" + good[6:],
            "crc": good[:30] + bytes([good[30] ^ 1]) + good[31:],
            "16-bit": encode(2, 2, 2, bytes(24), 6, [0], depth=16),
            "interlaced": encode(2, 2, 2, bytes(12), 3, [0], interlace=1),
            "truncated": good[:40],
            "empty": b"",
        }
        for name, data in bad.items():
            with self.subTest(case=name):
                with self.assertRaises(cp.PngError):
                    cp.decode_png(data)

    def test_svg_size(self):
        self.assertEqual(cp.svg_size('<svg xmlns="http://www.w3.org/2000/svg"'
                                     ' width="120" height="40px"/>'), (120, 40))
        self.assertEqual(cp.svg_size('<svg xmlns="http://www.w3.org/2000/svg"'
                                     ' viewBox="0 0 30 20"/>'), (30, 20))
        with self.assertRaises(ValueError):
            cp.svg_size('<svg xmlns="http://www.w3.org/2000/svg"/>')


class ErrorTest(unittest.TestCase):
    """The failures a test must see clearly, with no browser needed."""

    def setUp(self):
        self.saved = os.environ.get("HDC_CHROMIUM")

    def tearDown(self):
        if self.saved is None:
            os.environ.pop("HDC_CHROMIUM", None)
        else:
            os.environ["HDC_CHROMIUM"] = self.saved

    def test_missing_browser(self):
        os.environ["HDC_CHROMIUM"] = "/nonexistent/chromium"
        self.assertFalse(cp.have_chromium())
        with self.assertRaises(cp.ChromiumNotFound):
            cp.render_svg('<svg xmlns="http://www.w3.org/2000/svg" '
                          'width="4" height="4"/>')

    def test_no_png_written(self):
        # `true` runs and exits 0 but writes no screenshot.
        os.environ["HDC_CHROMIUM"] = "true"
        with self.assertRaises(cp.ChromiumError) as ctx:
            cp.render_svg('<svg xmlns="http://www.w3.org/2000/svg" '
                          'width="4" height="4"/>')
        self.assertIn("no screenshot", str(ctx.exception))
        self.assertNotIsInstance(ctx.exception, cp.ChromiumNotFound)


SQUARES_SVG = """<svg xmlns="http://www.w3.org/2000/svg" width="50" height="40">
<rect width="50" height="40" fill="#336699"/>
<rect x="0" y="0" width="10" height="10" fill="#ff0000"/>
<rect x="40" y="30" width="10" height="10" fill="#00ff00"/>
<rect x="20" y="15" width="1" height="1" fill="#000000"/>
</svg>"""


class BrowserTest(unittest.TestCase):

    @classmethod
    def setUpClass(cls):
        cp.skip_unless_browser()

    def check_squares(self, img):
        self.assertEqual((img.width, img.height), (50, 40))
        for (x, y), rgb in {(0, 0): (255, 0, 0), (9, 9): (255, 0, 0),
                            (10, 10): (0x33, 0x66, 0x99),
                            (39, 29): (0x33, 0x66, 0x99),
                            (40, 30): (0, 255, 0), (49, 39): (0, 255, 0),
                            (20, 15): (0, 0, 0),
                            (21, 15): (0x33, 0x66, 0x99)}.items():
            self.assertEqual(img.pixel(x, y), rgb + (255,), (x, y))

    def test_svg_exact_placement(self):
        self.check_squares(cp.render_svg(SQUARES_SVG))

    def test_html_page(self):
        page = ("<!DOCTYPE html><html><head><style>html,body{margin:0}"
                "svg{display:block}</style></head><body>" + SQUARES_SVG
                + "</body></html>")
        self.check_squares(cp.render_html(page, 50, 40))

    def test_larger_window_white_page(self):
        img = cp.render_svg(SQUARES_SVG, 60, 50)
        self.assertEqual(img.pixel(0, 0), (255, 0, 0, 255))
        self.assertEqual(img.pixel(55, 45), (255, 255, 255, 255))


if __name__ == "__main__":
    # Only the browser tests asked for and no browser: exit 77, which
    # meson reports as SKIP (unless HDC_REQUIRE_BROWSER makes it a failure).
    if sys.argv[1:] == ["BrowserTest"]:
        cp.exit_unless_browser()
    unittest.main()
