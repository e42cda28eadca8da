#!/usr/bin/env python3
"""check_screenshots.py DIR - the playground's screenshots show a drawn board.

play.test.mjs checks the page through the DOM; this looks at what it
looked like, with the PNG decoder of tests/tools/chromium_png.py (the
pictures' pixel tests use it too): every screenshot is 1280x800, and its
board area (left of the 350 px panel) holds plenty of pixels of the brown
theme's two square colours (lib/pictures/svg_theme.c) - a blank, unstyled
or half-loaded page fails here even where its DOM looked right.
Standard library only.
"""
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, "..", "..", "..", "tests", "tools"))
import chromium_png as cp  # noqa: E402

WIDTH, HEIGHT = 1280, 800
BOARD_RIGHT = WIDTH - 350            # the panel's width in style.css
# Cubic cells light/dark; C'escacs cells use the light one and others.
SQUARES = {(0xF0, 0xD9, 0xB5): "light", (0xB5, 0x88, 0x63): "dark"}
# Each colour on at least this share of the board area (the HDC grid at
# 1280x800 paints about 20% of it with each; C'escacs's light hexagons ~8%).
MIN_SHARE = 0.03


def check(path):
    img = cp.read_png(path)
    if (img.width, img.height) != (WIDTH, HEIGHT):
        return "%dx%d, not %dx%d" % (img.width, img.height, WIDTH, HEIGHT)
    counts = dict.fromkeys(SQUARES.values(), 0)
    total = 0
    for y in range(50, HEIGHT, 2):       # below the header bar, every other pixel
        for x in range(0, BOARD_RIGHT, 2):
            total += 1
            colour = SQUARES.get(img.pixel(x, y)[:3])
            if colour:
                counts[colour] += 1
    name = os.path.basename(path)
    if "chooser" in name:
        # The promotion dialog's backdrop dims the board: size only.
        return None
    need = ["light"] if "cescacs" in name else ["light", "dark"]
    for colour in need:
        if counts[colour] < MIN_SHARE * total:
            return "only %.1f%% of the board area is the %s square colour" % (
                100.0 * counts[colour] / total, colour)
    return None


def main(argv):
    if len(argv) != 2:
        print("usage: check_screenshots.py DIR", file=sys.stderr)
        return 2
    files = sorted(f for f in os.listdir(argv[1]) if f.endswith(".png"))
    if not files:
        print("check_screenshots.py: no screenshots in %s" % argv[1], file=sys.stderr)
        return 1
    bad = 0
    for f in files:
        problem = check(os.path.join(argv[1], f))
        print("%s %s%s" % ("ok  " if problem is None else "FAIL", f,
                           "" if problem is None else ": " + problem))
        bad += problem is not None
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
