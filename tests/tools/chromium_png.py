#!/usr/bin/env python3
"""chromium_png - render SVG or HTML with headless Chromium, read the PNG back.

Python 3 standard library only.  Used by the picture tests (tests/pictures/)
and meant for any later pixel test of boards or of a web page.

As a module:

    import chromium_png as cp
    img = cp.render_svg(svg_text)                # size from <svg width height>
    img = cp.render_svg_file("board.svg", png_out="board.png")
    img = cp.render_html(html_text, 800, 600)
    img = cp.render_url("file:///abs/page.html", 800, 600)
    r, g, b, a = img.pixel(10, 20)
    img = cp.decode_png(open("x.png", "rb").read())

As a program:

    python3 chromium_png.py INPUT.svg|INPUT.html OUT.png [--size WxH]
    python3 chromium_png.py --probe OUT.png X,Y ...  # print pixels of a PNG

Why the page wrapper: Chromium shows an SVG file opened directly at its own
size from (0, 0), but an HTML page has a default body margin of 8 px, and a
bare <svg> inline in HTML is an inline box sitting on the text baseline
(a few px of descender space below).  render_svg therefore loads the SVG
document itself (as a file), which places its pixel (0, 0) at the
screenshot's (0, 0); render_html is for real pages, whose author controls
the layout.  Where the SVG is smaller than the window, the rest is the
page's white background.

Timing: --screenshot shoots once the page's load event has fired; what a
page draws later (timers, promises, WebAssembly instantiated
asynchronously) is not in the picture, and --virtual-time-budget or
--timeout do not change that in this Chromium (156, new headless mode).
Driving it over the DevTools protocol instead (--remote-debugging-pipe,
Page.captureScreenshot) was tried: a capture taken after the page has been
idle for a second stalls for about 20 s or more.  So pages to be
pixel-tested should draw before their load event (synchronous scripts), or
be driven by npm puppeteer-core (see TOOLCHAIN.md).

The browser is found as $HDC_CHROMIUM, else `chromium`, `chromium-browser`,
`google-chrome` on PATH.  Each run gets a fresh --user-data-dir (removed
afterwards), so runs do not share caches or profiles and the pixels are
reproducible.  Chromium prints harmless D-Bus errors on stderr when no
session bus exists; they are ignored, and stderr is only shown when no PNG
appears.
"""

import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

__all__ = [
    "ChromiumError", "ChromiumNotFound", "PngError", "Image",
    "find_chromium", "have_chromium", "skip_unless_browser", "exit_unless_browser", "screenshot", "render_url",
    "render_svg", "render_svg_file", "render_html", "render_html_file",
    "decode_png", "read_png", "svg_size",
]

# Flags from /work/shared/TOOLCHAIN.md: headless as root needs --no-sandbox;
# the others make pixels reproducible (no GPU, no HiDPI scaling, no scroll
# bars eating the right edge, no network chatter).
BASE_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--force-device-scale-factor=1",
    "--hide-scrollbars",
    "--disable-background-networking",
    "--no-first-run",
    "--no-default-browser-check",
    "--disable-extensions",
    "--mute-audio",
]

DEFAULT_TIMEOUT = 60.0


class ChromiumError(RuntimeError):
    """Chromium ran but gave no usable screenshot (or timed out)."""


class ChromiumNotFound(ChromiumError):
    """No Chromium executable was found."""


class PngError(ValueError):
    """The bytes are not a PNG this decoder reads."""


def find_chromium():
    """Path of the browser: $HDC_CHROMIUM, else the first of chromium,
    chromium-browser, google-chrome on PATH.  Raises ChromiumNotFound."""
    env = os.environ.get("HDC_CHROMIUM")
    if env:
        path = shutil.which(env)
        if path:
            return path
        raise ChromiumNotFound("HDC_CHROMIUM=%r is not an executable" % env)
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    raise ChromiumNotFound(
        "chromium not found on PATH (Debian: apt-get install chromium; "
        "or set HDC_CHROMIUM to the browser's path)")


def have_chromium():
    """True when find_chromium() would succeed."""
    try:
        find_chromium()
        return True
    except ChromiumNotFound:
        return False


# Tests that need the browser are skipped without one, except where the
# environment says a browser must be there (.ci/run sets HDC_REQUIRE_BROWSER):
# then its absence is a failure, not a quiet skip.
_NO_BROWSER = ("chromium not found (install Debian's chromium; set "
               "HDC_REQUIRE_BROWSER to make this a failure)")


def skip_unless_browser():
    """For unittest's setUpClass: SkipTest without chromium, AssertionError
    when HDC_REQUIRE_BROWSER is set."""
    import unittest
    if have_chromium():
        return
    if os.environ.get("HDC_REQUIRE_BROWSER"):
        raise AssertionError("chromium not found and HDC_REQUIRE_BROWSER is set")
    raise unittest.SkipTest(_NO_BROWSER)


def exit_unless_browser():
    """For a test program that only runs browser tests: without chromium,
    exit 77 (meson's SKIP), or exit 1 when HDC_REQUIRE_BROWSER is set."""
    if have_chromium():
        return
    if os.environ.get("HDC_REQUIRE_BROWSER"):
        print("chromium not found and HDC_REQUIRE_BROWSER is set", file=sys.stderr)
        sys.exit(1)
    print("SKIP: " + _NO_BROWSER)
    sys.exit(77)


def screenshot(url, png_path, width, height, timeout=DEFAULT_TIMEOUT,
               browser=None, extra_flags=()):
    """Load url in headless Chromium with a width x height window and write
    the screenshot to png_path.  Returns the PNG's bytes.

    Raises ChromiumNotFound, or ChromiumError on a timeout or when no PNG
    was written (the message carries the end of Chromium's stderr)."""
    width, height = int(width), int(height)
    if width <= 0 or height <= 0:
        raise ValueError("window size must be positive: %dx%d" % (width, height))
    browser = browser or find_chromium()
    png_path = os.path.abspath(png_path)
    try:
        os.unlink(png_path)  # a stale file must not pass for a new render
    except FileNotFoundError:
        pass
    profile = tempfile.mkdtemp(prefix="hdc-chromium-")
    cmd = [browser] + BASE_FLAGS + [
        "--user-data-dir=" + profile,
        "--window-size=%d,%d" % (width, height),
        "--screenshot=" + png_path,
    ] + list(extra_flags) + [url]
    try:
        try:
            # A session of its own: Debian's `chromium` is a shell script
            # that starts the browser, which starts helpers; on a timeout
            # the whole process group goes, not just the script.
            proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL,
                                    stdout=subprocess.PIPE,
                                    stderr=subprocess.PIPE,
                                    start_new_session=True)
        except OSError as e:
            raise ChromiumNotFound("cannot run %s: %s" % (browser, e)) from None
        try:
            _out, err = proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            _kill_group(proc)
            raise ChromiumError("chromium timed out after %gs rendering %s"
                                % (timeout, url)) from None
        if not os.path.exists(png_path) or os.path.getsize(png_path) == 0:
            err = _useful_stderr(err.decode("utf-8", "replace"))
            raise ChromiumError(
                "chromium (exit %d) wrote no screenshot of %s%s"
                % (proc.returncode, url, (":\n" + err) if err else ""))
        with open(png_path, "rb") as f:
            return f.read()
    finally:
        shutil.rmtree(profile, ignore_errors=True)


def _kill_group(proc):
    """Kill the process group of a browser this module started."""
    import signal
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    proc.communicate()


def _useful_stderr(text, keep=20):
    """Chromium's stderr without the D-Bus noise, last `keep` lines."""
    lines = [l for l in text.splitlines()
             if l.strip() and "dbus" not in l.lower()]
    return "\n".join(lines[-keep:])


def _file_url(path):
    from urllib.request import pathname2url
    return "file://" + pathname2url(os.path.abspath(path))


def _render_text(text, suffix, width, height, png_out, timeout, browser):
    tmpdir = tempfile.mkdtemp(prefix="hdc-render-")
    try:
        src = os.path.join(tmpdir, "page" + suffix)
        with open(src, "w", encoding="utf-8") as f:
            f.write(text)
        out = png_out or os.path.join(tmpdir, "shot.png")
        data = screenshot(_file_url(src), out, width, height,
                          timeout=timeout, browser=browser)
        return decode_png(data)
    finally:
        shutil.rmtree(tmpdir, ignore_errors=True)


_LEN = re.compile(r"\s*([0-9]*\.?[0-9]+)\s*(px)?\s*$")


def svg_size(svg_text):
    """(width, height) in px from the root <svg>'s width and height
    attributes (plain numbers or px), else from its viewBox.  Raises
    ValueError when neither gives a size."""
    import xml.etree.ElementTree as ET
    root = ET.fromstring(svg_text)
    w, h = root.get("width"), root.get("height")
    if w and h:
        mw, mh = _LEN.match(w), _LEN.match(h)
        if mw and mh:
            return (int(round(float(mw.group(1)))),
                    int(round(float(mh.group(1)))))
    vb = root.get("viewBox")
    if vb:
        parts = vb.replace(",", " ").split()
        if len(parts) == 4:
            return int(round(float(parts[2]))), int(round(float(parts[3])))
    raise ValueError("the <svg> has no usable width/height or viewBox")


def render_svg(svg_text, width=None, height=None, png_out=None,
               timeout=DEFAULT_TIMEOUT, browser=None):
    """Render an SVG document (text) and return its Image.  The window is
    width x height, by default the SVG's own size (svg_size), and the SVG's
    (0, 0) is the image's (0, 0).  png_out: also keep the PNG there."""
    if width is None or height is None:
        w, h = svg_size(svg_text)
        width = w if width is None else width
        height = h if height is None else height
    return _render_text(svg_text, ".svg", width, height, png_out, timeout,
                        browser)


def render_svg_file(path, width=None, height=None, png_out=None,
                    timeout=DEFAULT_TIMEOUT, browser=None):
    """render_svg for a file (read, then rendered from a temporary copy, so
    relative references are not followed - SVGs here are self-contained)."""
    with open(path, encoding="utf-8") as f:
        return render_svg(f.read(), width, height, png_out, timeout, browser)


def render_html(html_text, width, height, png_out=None,
                timeout=DEFAULT_TIMEOUT, browser=None):
    """Render an HTML document (text) in a width x height window."""
    return _render_text(html_text, ".html", width, height, png_out, timeout,
                        browser)


def render_html_file(path, width, height, png_out=None,
                     timeout=DEFAULT_TIMEOUT, browser=None):
    """Render an HTML file in place (so its relative links - scripts, wasm,
    images next to it - resolve)."""
    return render_url(_file_url(path), width, height, png_out, timeout,
                      browser)


def render_url(url, width, height, png_out=None, timeout=DEFAULT_TIMEOUT,
               browser=None):
    """Render any URL (file://, http://) in a width x height window."""
    tmpdir = tempfile.mkdtemp(prefix="hdc-render-")
    try:
        out = png_out or os.path.join(tmpdir, "shot.png")
        return decode_png(screenshot(url, out, width, height,
                                     timeout=timeout, browser=browser))
    finally:
        shutil.rmtree(tmpdir, ignore_errors=True)


# ---------------------------------------------------------------- PNG

_SIGNATURE = b"\x89PNG\r\n\x1a\n"
# colour type -> samples per pixel (bit depth 8 only)
_CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}


class Image:
    """A decoded PNG: width, height, and pixels as (r, g, b, a) tuples of
    0..255 (a = 255 for images without alpha)."""

    def __init__(self, width, height, rgba):
        self.width = width
        self.height = height
        self._rgba = rgba  # bytes, 4 per pixel, rows top to bottom

    def pixel(self, x, y):
        """(r, g, b, a) at column x, row y (0-based, y down)."""
        if not (0 <= x < self.width and 0 <= y < self.height):
            raise IndexError("pixel (%d, %d) outside %dx%d"
                             % (x, y, self.width, self.height))
        i = 4 * (y * self.width + x)
        return tuple(self._rgba[i:i + 4])

    def crop(self, x, y, w, h):
        """A new Image of the w x h region at (x, y)."""
        if x < 0 or y < 0 or x + w > self.width or y + h > self.height:
            raise IndexError("region outside the image")
        rows = [self._rgba[4 * ((y + r) * self.width + x):
                           4 * ((y + r) * self.width + x + w)]
                for r in range(h)]
        return Image(w, h, b"".join(rows))

    def pixels(self):
        """Every pixel, row by row, as (r, g, b, a)."""
        b = self._rgba
        return [tuple(b[i:i + 4]) for i in range(0, len(b), 4)]

    def count(self, predicate):
        """How many pixels satisfy predicate((r, g, b, a))."""
        return sum(1 for p in self.pixels() if predicate(p))

    def scaled(self, factor):
        """A new Image enlarged factor times, pixel by pixel (to look at
        small renders)."""
        f = int(factor)
        rows = []
        for y in range(self.height):
            row = self._rgba[4 * y * self.width:4 * (y + 1) * self.width]
            wide = b"".join(row[i:i + 4] * f for i in range(0, len(row), 4))
            rows.extend([wide] * f)
        return Image(self.width * f, self.height * f, b"".join(rows))

    def to_png(self):
        """The image as PNG bytes (RGBA, unfiltered)."""
        def chunk(ctype, body):
            return (struct.pack(">I", len(body)) + ctype + body
                    + struct.pack(">I", zlib.crc32(ctype + body) & 0xffffffff))
        stride = 4 * self.width
        raw = b"".join(b"\0" + self._rgba[y * stride:(y + 1) * stride]
                       for y in range(self.height))
        return (_SIGNATURE
                + chunk(b"IHDR", struct.pack(">IIBBBBB", self.width,
                                             self.height, 8, 6, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(raw, 9))
                + chunk(b"IEND", b""))

    def save(self, path):
        """Write the image to a PNG file."""
        with open(path, "wb") as f:
            f.write(self.to_png())

    def __repr__(self):
        return "<Image %dx%d>" % (self.width, self.height)


def luminance(p):
    """Rec. 601 luma of an (r, g, b[, a]) pixel, 0..255."""
    return 0.299 * p[0] + 0.587 * p[1] + 0.114 * p[2]


def read_png(path):
    """decode_png of a file."""
    with open(path, "rb") as f:
        return decode_png(f.read())


def decode_png(data):
    """Decode a non-interlaced PNG of bit depth 8 (grey, grey+alpha, RGB,
    RGBA or palette) into an Image.  Raises PngError otherwise."""
    if data[:8] != _SIGNATURE:
        raise PngError("not a PNG (bad signature)")
    pos = 8
    ihdr = None
    palette = None
    trns = None
    idat = []
    while pos + 8 <= len(data):
        length, ctype = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if len(body) != length:
            raise PngError("truncated %r chunk" % ctype)
        crc = struct.unpack(">I", data[pos + 8 + length:pos + 12 + length])[0]
        if zlib.crc32(ctype + body) & 0xffffffff != crc:
            raise PngError("bad CRC in %r chunk" % ctype)
        pos += 12 + length
        if ctype == b"IHDR":
            ihdr = struct.unpack(">IIBBBBB", body)
        elif ctype == b"PLTE":
            palette = body
        elif ctype == b"tRNS":
            trns = body
        elif ctype == b"IDAT":
            idat.append(body)
        elif ctype == b"IEND":
            break
    if ihdr is None or not idat:
        raise PngError("missing IHDR or IDAT")
    width, height, depth, colour, _comp, _filt, interlace = ihdr
    if depth != 8 or colour not in _CHANNELS:
        raise PngError("unsupported PNG: bit depth %d, colour type %d"
                       % (depth, colour))
    if interlace:
        raise PngError("interlaced PNGs are not supported")
    if colour == 3 and palette is None:
        raise PngError("palette image without PLTE")
    bpp = _CHANNELS[colour]
    stride = width * bpp
    try:
        raw = zlib.decompress(b"".join(idat))
    except zlib.error as e:
        raise PngError("bad image data: %s" % e) from None
    if len(raw) < height * (stride + 1):
        raise PngError("image data too short")
    rows = _unfilter(raw, width, height, bpp)
    return Image(width, height, _to_rgba(rows, colour, palette, trns))


def _unfilter(raw, width, height, bpp):
    """Undo the five PNG filters (None, Sub, Up, Average, Paeth)."""
    stride = width * bpp
    prev = bytearray(stride)
    out = bytearray()
    pos = 0
    for _ in range(height):
        ftype = raw[pos]
        line = bytearray(raw[pos + 1:pos + 1 + stride])
        pos += stride + 1
        if ftype == 0:
            pass
        elif ftype == 1:
            for i in range(bpp, stride):
                line[i] = (line[i] + line[i - bpp]) & 0xff
        elif ftype == 2:
            for i in range(stride):
                line[i] = (line[i] + prev[i]) & 0xff
        elif ftype == 3:
            for i in range(stride):
                left = line[i - bpp] if i >= bpp else 0
                line[i] = (line[i] + ((left + prev[i]) >> 1)) & 0xff
        elif ftype == 4:
            for i in range(stride):
                a = line[i - bpp] if i >= bpp else 0
                b = prev[i]
                c = prev[i - bpp] if i >= bpp else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                if pa <= pb and pa <= pc:
                    pred = a
                elif pb <= pc:
                    pred = b
                else:
                    pred = c
                line[i] = (line[i] + pred) & 0xff
        else:
            raise PngError("bad filter type %d" % ftype)
        out += line
        prev = line
    return bytes(out)


def _to_rgba(rows, colour, palette, trns):
    n = len(rows) // _CHANNELS[colour]
    if colour == 6:
        return rows
    out = bytearray(4 * n)
    if colour == 2:
        out[0::4] = rows[0::3]
        out[1::4] = rows[1::3]
        out[2::4] = rows[2::3]
        out[3::4] = b"\xff" * n
    elif colour == 0:
        out[0::4] = rows
        out[1::4] = rows
        out[2::4] = rows
        out[3::4] = b"\xff" * n
    elif colour == 4:
        g = rows[0::2]
        out[0::4] = g
        out[1::4] = g
        out[2::4] = g
        out[3::4] = rows[1::2]
    else:  # palette
        lut = []
        for i in range(256):
            rgb = tuple(palette[3 * i:3 * i + 3]) or (0, 0, 0)
            a = trns[i] if trns and i < len(trns) else 255
            lut.append(bytes(rgb + (a,)) if len(rgb) == 3 else b"\0\0\0\xff")
        out = b"".join(lut[v] for v in rows)
    return bytes(out)


# ---------------------------------------------------------------- CLI

def main(argv=None):
    import argparse
    ap = argparse.ArgumentParser(
        description="Render an SVG or HTML file to PNG with headless "
                    "Chromium, or print pixels of a PNG.")
    ap.add_argument("input", help="SVG or HTML file (or PNG with --probe)")
    ap.add_argument("output", nargs="?", help="PNG to write")
    ap.add_argument("--size", help="window WxH (default: the SVG's size)")
    ap.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT)
    ap.add_argument("--probe", nargs="*", metavar="X,Y",
                    help="print the (r, g, b, a) of these pixels")
    args = ap.parse_args(argv)
    try:
        if args.probe is not None and args.output is None:
            img = read_png(args.input)
        else:
            if not args.output:
                ap.error("an output PNG is needed")
            size = (None, None)
            if args.size:
                m = re.match(r"^(\d+)x(\d+)$", args.size)
                if not m:
                    ap.error("--size must be WxH")
                size = (int(m.group(1)), int(m.group(2)))
            if args.input.lower().endswith((".html", ".htm")):
                if size[0] is None:
                    ap.error("HTML needs --size")
                img = render_html_file(args.input, size[0], size[1],
                                       png_out=args.output,
                                       timeout=args.timeout)
            else:
                img = render_svg_file(args.input, size[0], size[1],
                                      png_out=args.output,
                                      timeout=args.timeout)
        print("%dx%d" % (img.width, img.height))
        for xy in args.probe or []:
            x, y = (int(v) for v in xy.split(","))
            print("%d,%d %r" % (x, y, img.pixel(x, y)))
    except (ChromiumError, PngError, OSError, ValueError) as e:
        print("chromium_png: %s" % e, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
