"""Exceptions raised by the hdc package.

Every failing libhdc call becomes an HdcError carrying the C status code
(.status, an HDC_ERR_* value), its name (.status_name) and the message the
library recorded (.message).  Errors about text (position text, moves, game
records) also carry .offset: the character offset into the text concerned
(None when no text was involved).  Calls without a handle (variant queries,
hdc_position_from_text, hdc_game_new) and calls on a const handle take
message and offset from the thread's last error (hdc_last_error_*;
last_error() returns it).

    HdcError
     +-- ParseError            HDC_ERR_SYNTAX            (also ValueError)
     |    +-- InvalidPositionError  HDC_ERR_INVALID_POSITION
     +-- IllegalMoveError      HDC_ERR_ILLEGAL_MOVE      (also ValueError)
     +-- AmbiguousMoveError    HDC_ERR_AMBIGUOUS_MOVE    (also ValueError)
     +-- UnknownVariantError   HDC_ERR_UNKNOWN_VARIANT   (also ValueError)
     +-- RangeError            HDC_ERR_RANGE, HDC_ERR_DEPTH (also ValueError)
     +-- NoHistoryError        HDC_ERR_NO_HISTORY        (also IndexError)
     +-- NoGameError           HDC_ERR_NO_GAME           (also ValueError)
     +-- TagNotFoundError      HDC_ERR_NOT_FOUND         (also KeyError)
     +-- (HdcError itself for HDC_ERR_NULL, HDC_ERR_NO_MEMORY, ..., and the
          engine's HDC_ERR_GAME_OVER, HDC_ERR_BUSY, HDC_ERR_UNSUPPORTED:
          tell them apart by .status)
"""

from ._lib import C, status_string, last_error

__all__ = [
    'HdcError', 'ParseError', 'InvalidPositionError', 'IllegalMoveError',
    'AmbiguousMoveError', 'UnknownVariantError', 'RangeError', 'NoHistoryError',
    'NoGameError', 'TagNotFoundError', 'error_for_status', 'last_error', 'STATUS_NAMES',
]

STATUS_NAMES = {value: name for name, value in C.ENUMS['hdc_status_code'].items()}


class HdcError(Exception):
    """A libhdc call failed.  .status is the C status code."""

    def __init__(self, status, message=None, offset=None):
        self.status = status
        self.status_name = STATUS_NAMES.get(status, str(status))
        self.message = message or status_string(status)
        self.offset = offset
        super().__init__(self.message)

    def __str__(self):
        where = f" (at offset {self.offset})" if self.offset is not None else ""
        return f"{self.message}{where} [{self.status_name}]"


class ParseError(HdcError, ValueError):
    """Malformed text; .offset says where the problem is."""


class InvalidPositionError(ParseError):
    """Well-formed position text describing an impossible position."""


class IllegalMoveError(HdcError, ValueError):
    """The move is not legal in the position."""


class AmbiguousMoveError(HdcError, ValueError):
    """The move text matches several legal moves (.candidates of them)."""

    def __init__(self, status, message=None, offset=None, candidates=None):
        super().__init__(status, message, offset)
        self.candidates = candidates


class UnknownVariantError(HdcError, ValueError):
    """No variant of that name."""


class RangeError(HdcError, ValueError):
    """An argument (cell, colour, depth, ...) is out of range."""


class NoHistoryError(HdcError, IndexError):
    """There is no move to take back."""


class NoGameError(HdcError, ValueError):
    """The text holds no game."""


class TagNotFoundError(HdcError, KeyError):
    """The game has no such tag."""


_CLASSES = {
    C.HDC_ERR_SYNTAX: ParseError,
    C.HDC_ERR_INVALID_POSITION: InvalidPositionError,
    C.HDC_ERR_ILLEGAL_MOVE: IllegalMoveError,
    C.HDC_ERR_AMBIGUOUS_MOVE: AmbiguousMoveError,
    C.HDC_ERR_UNKNOWN_VARIANT: UnknownVariantError,
    C.HDC_ERR_RANGE: RangeError,
    C.HDC_ERR_DEPTH: RangeError,
    C.HDC_ERR_NO_HISTORY: NoHistoryError,
    C.HDC_ERR_NO_GAME: NoGameError,
    C.HDC_ERR_NOT_FOUND: TagNotFoundError,
}


def error_for_status(status, message=None, offset=None, candidates=None):
    """The exception object for a failed call's status."""
    cls = _CLASSES.get(status, HdcError)
    if cls is AmbiguousMoveError:
        return cls(status, message, offset, candidates)
    return cls(status, message, offset)
