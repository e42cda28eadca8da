"""Player colours as python-chess has them: hdc.WHITE = True, hdc.BLACK =
False (Color = bool).

libhdc numbers the colours the other way round and as integers
(HDC_WHITE = 0, HDC_BLACK = 1), so a Python colour handed to C as an int
would name the wrong side (True == 1 == HDC_BLACK).  Every call that passes
a colour to C or gets one back goes through to_c() / from_c(); nothing else
may convert.  Cell colours (Position.cell_color) are not player colours and
keep the library's numbers.
"""

from ._lib import C

__all__ = ['WHITE', 'BLACK', 'COLORS', 'COLOR_NAMES', 'Color', 'to_c', 'from_c']

Color = bool
WHITE = True
BLACK = False
COLORS = (WHITE, BLACK)
COLOR_NAMES = {WHITE: 'white', BLACK: 'black'}


def to_c(color):
    """The libhdc colour (HDC_WHITE / HDC_BLACK) of hdc.WHITE / hdc.BLACK.

    Only the two bools are accepted: an int could be a colour of the old
    Python convention (0 = white, 1 = black) or of the new one (1 == True =
    white), and guessing would answer for the wrong side."""
    if color is True:
        return C.HDC_WHITE
    if color is False:
        return C.HDC_BLACK
    raise TypeError(f"a colour is hdc.WHITE (True) or hdc.BLACK (False), not {color!r}")


def from_c(value):
    """hdc.WHITE / hdc.BLACK for a libhdc colour; None for -1 (no colour)."""
    if value == C.HDC_WHITE:
        return WHITE
    if value == C.HDC_BLACK:
        return BLACK
    if value < 0:
        return None
    raise ValueError(f"libhdc returned colour {value}, neither white nor black")
