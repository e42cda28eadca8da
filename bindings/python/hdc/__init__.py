"""hdc - Python bindings of libhdc, the rules library for HyperDimension
Chess (8x8x8) and related 3D chess variants.

    >>> import hdc
    >>> pos = hdc.Position()            # HDC start position
    >>> len(pos.legal_moves)
    242
    >>> pos.push("e4–IV")               # SAN or coordinate notation
    >>> pos.pop()
    Move('e2IVe4IV')
    >>> pos.turn is hdc.WHITE            # colours as python-chess: WHITE = True
    True

The low-level, generated ctypes declarations are in hdc.capi (every
function, enum constant and #define of hdc.h); hdc.lib is the loaded
library and hdc.library_path where it was found (HDC_LIBRARY overrides).

The search engine is hdc.Engine (hdc.engine): engine.search(pos,
depth=..., nodes=..., time=...) returns a SearchResult; pos.best_move()
is the shortcut.

Pictures: hdc.svg.board(pos, ...) draws SVG as python-chess's chess.svg
does; positions show themselves in Jupyter.

Command line: `python -m hdc perft|moves|play|go|startpos ...` prints what
the `hdc` program prints (hdc.cli); `python -m hdc.distributed perft|match`
runs perft and engine matches on a Dask cluster (hdc.distributed, needs
dask.distributed; docs/DISTRIBUTED.md).  Neither is imported by `import hdc`.
"""

from . import _hdc_ctypes as capi
from ._lib import lib, library_path, missing_functions
from .errors import (HdcError, ParseError, InvalidPositionError, IllegalMoveError,
                     AmbiguousMoveError, UnknownVariantError, RangeError,
                     NoHistoryError, NoGameError, TagNotFoundError)
from .colors import WHITE, BLACK, COLORS, COLOR_NAMES, Color
from .moves import LegalMoves
from .position import Claim, Move, Piece, Outcome, Dimensions, Capture, Position
from .game import Game, Tags, read_games, write_game
from .errors import last_error
from .variants import PieceKind, Variant, variants, variant, variant_names
from .gamenode import GameNode, Nags
from .engine import Engine, SearchResult, Line
from . import svg

__version__ = f'{capi.HDC_VERSION_MAJOR}.{capi.HDC_VERSION_MINOR}.{capi.HDC_VERSION_PATCH}'


def library_version():
    """The "MAJOR.MINOR.PATCH" version of the libhdc actually loaded."""
    return lib.hdc_version().decode('ascii')


# Enum constants without their HDC_ prefix: hdc.PAWN, hdc.MOVE_CAPTURE,
# hdc.CASTLE_KINGSIDE, hdc.STATUS_CHECKMATE, hdc.MAX_MOVES, ... (generated
# from the header, so new constants appear here too).  Status codes stay in
# hdc.capi (HDC_OK, HDC_ERR_*): in Python they are exceptions.  The colours
# are the exception: hdc.WHITE / hdc.BLACK are True / False (hdc.colors),
# setdefault keeps them; the C values stay in hdc.capi.HDC_WHITE / HDC_BLACK.
for _enum, _members in capi.ENUMS.items():
    if _enum == 'hdc_status_code':
        continue
    for _name, _value in _members.items():
        globals().setdefault(_name[len('HDC_'):] if _name.startswith('HDC_') else _name,
                             _value)
del _enum, _members, _name, _value

__all__ = [
    'capi', 'lib', 'library_path', 'missing_functions', 'library_version',
    'HdcError', 'ParseError', 'InvalidPositionError', 'IllegalMoveError',
    'AmbiguousMoveError', 'UnknownVariantError', 'RangeError', 'NoHistoryError',
    'NoGameError', 'TagNotFoundError',
    'WHITE', 'BLACK', 'COLORS', 'COLOR_NAMES', 'Color', 'LegalMoves', 'Claim', 'Move',
    'Piece', 'Outcome', 'Capture',
    'Dimensions', 'Position', 'Game', 'Tags', 'read_games', 'write_game',
    'PieceKind', 'Variant', 'variants', 'variant', 'variant_names',
    'Engine', 'SearchResult', 'Line', 'svg',
]
