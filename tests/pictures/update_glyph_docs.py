#!/usr/bin/env python3
"""Regenerate docs/pictures/glyphs.svg and glyphs.png, the glyph sheet of
docs/GLYPHS.md (96 px a glyph), after a change to lib/pictures/glyphs.c:

    python3 tests/pictures/update_glyph_docs.py build/tests/pictures/glyph_sheet

The SVG is checked against the current code by test_glyphs.py (glyph-markup
test); the PNG is Chromium's render of it, for people, and not compared.
"""

import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "tools"))
import chromium_png  # noqa: E402

DOCS = os.path.join(HERE, "..", "..", "docs", "pictures")
DOCS_TILE = "96"


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: update_glyph_docs.py GLYPH_SHEET")
    svg = subprocess.run([sys.argv[1], DOCS_TILE], check=True,
                         stdout=subprocess.PIPE).stdout.decode("utf-8")
    os.makedirs(DOCS, exist_ok=True)
    with open(os.path.join(DOCS, "glyphs.svg"), "w", encoding="utf-8") as f:
        f.write(svg)
    chromium_png.render_svg(svg, png_out=os.path.join(DOCS, "glyphs.png"))
    print("wrote %s/glyphs.svg and glyphs.png" % os.path.normpath(DOCS))


if __name__ == "__main__":
    main()
