"""Moves, and the lazy view of a position's legal moves.

A Move is a libhdc move value (a uint32).  Its coordinate text depends only
on the variant (hdc_position_move_coord reads nothing but the cells and the
promotion), so a Move keeps a reference to a naming handle of its variant
and builds the text the first time it is asked for: listing 242 moves does
not write 242 strings.  The naming handles are shared by all threads: the
only call made on them, hdc_position_move_coord, takes a const handle and
records nothing, so concurrent calls do not interfere.
"""

import collections.abc
import ctypes
import threading

from ._lib import C, lib, call_string, raise_status
from .errors import IllegalMoveError

__all__ = ['Move', 'LegalMoves', 'check_move_value', 'check_move_cells', 'make_move',
           'make_moves', 'fetch_legal_values', 'coord_text']

_MOVE_KIND_NAMES = {value: name[len('HDC_MOVE_'):].lower()
                    for name, value in C.ENUMS['hdc_move_kind'].items()}
_CELL_MASK = 0x3ff      # bits 0..9 / 10..19 of a move value: a cell
_HIGH_BITS = 0xe0000000  # bits 29..31: always zero in a move value


def check_move_value(value):
    """value as a move value (int in 0 .. 2**32-1), or OverflowError.
    ctypes would silently keep the low 32 bits of a wider int and play
    another move."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"a move value is an int, not {type(value).__name__}")
    if not 0 <= value < 2**32:
        raise OverflowError(f"move value {value} does not fit in 32 bits "
                            f"(libhdc moves are uint32)")
    return value


def check_move_cells(value, cells, variant):
    """value, or IllegalMoveError (a ValueError) naming what is wrong when
    it cannot be a move of a board of `cells` cells."""
    if (not value & _HIGH_BITS and (value & _CELL_MASK) < cells
            and ((value >> 10) & _CELL_MASK) < cells):
        return value
    if value & _HIGH_BITS:
        problem = "has bits 29..31 set (always zero in a move)"
    else:
        what, cell = (('from', value & _CELL_MASK) if (value & _CELL_MASK) >= cells
                      else ('to', (value >> 10) & _CELL_MASK))
        problem = f"names {what} cell {cell}, but {variant} has cells 0..{cells - 1}"
    raise IllegalMoveError(C.HDC_ERR_ILLEGAL_MOVE, f"move value 0x{value:08x} {problem}")


class Move:
    """A move of a position: a libhdc move value (a uint32).

    str(move) and move.coord() are the coordinate notation ("e2IVe4IV"),
    built on first use.  Moves compare equal (and hash equal) when their
    move values are equal.  A move value only has meaning for the position
    that produced it: take moves from Position.legal_moves, parse_move(),
    parse_san(), Move.from_coord(text, position).

    Move(value) accepts any 32-bit value (OverflowError beyond); a position
    given a value that names a cell its variant lacks raises
    IllegalMoveError (a ValueError) saying so.  Move(value, variant="hdc")
    checks the cells at once, and str() of it is the coordinate text.
    """

    __slots__ = ('value', '_text', '_namer')

    def __init__(self, value, text=None, variant=None):
        self.value = check_move_value(value)
        self._namer = None
        if variant is not None:
            from .position import naming_position   # position imports this module
            namer = naming_position(variant)
            check_move_cells(self.value, namer._variant_info()[1], namer.variant)
            self._namer = namer
        if text is not None:
            self._text = text

    @classmethod
    def null(cls):
        """The null move (a pass, value hdc.MOVE_NULL = 0), as python-chess's
        Move.null(): Position.push() plays it when the side to move is not
        in check; SAN writes it "--", coordinate notation "0000".  It is the
        only false Move."""
        return cls(C.HDC_MOVE_NULL, '0000')

    def __bool__(self):
        return self.value != C.HDC_MOVE_NULL

    @classmethod
    def from_coord(cls, text, position):
        """The legal move of `position` that coordinate notation `text`
        names ("e2IVe4IV", "e7IIe8IIq").  python-chess's Move.from_uci needs
        no board; a libhdc move value also says what kind of move it is
        (capture, castling, e.p.), which only a position knows."""
        return position.parse_coord(text)

    @property
    def from_cell(self):
        """Index of the source cell."""
        return self.value & _CELL_MASK

    @property
    def to_cell(self):
        """Index of the target cell."""
        return (self.value >> 10) & _CELL_MASK

    @property
    def promotion(self):
        """Piece type promoted to (hdc.QUEEN, ...), or None."""
        return lib.hdc_move_promotion(self.value) or None

    @property
    def kind(self):
        """The move kind (hdc.MOVE_QUIET, hdc.MOVE_CAPTURE, ...)."""
        return lib.hdc_move_kind(self.value)

    @property
    def kind_name(self):
        """The move kind as a string ("quiet", "capture", "castling", ...)."""
        return _MOVE_KIND_NAMES.get(self.kind, str(self.kind))

    @property
    def castling(self):
        """The castling index (hdc.CASTLE_KINGSIDE, ...), or None."""
        c = lib.hdc_move_castling(self.value)
        return None if c < 0 else c

    @property
    def is_capture(self):
        """Whether the move removes an enemy piece."""
        return bool(lib.hdc_move_is_capture(self.value))

    def coord(self):
        """Coordinate notation ("e2IVe4IV"), as str(move)."""
        return str(self)

    def __str__(self):
        try:
            return self._text
        except AttributeError:
            pass
        # A value no cell naming fits (or no variant to name it) shows as a
        # number.
        text = None if self._namer is None else coord_text(self._namer._ptr, self.value)
        if text is None:
            return f'0x{self.value:08x}'
        self._text = text
        return text

    def __repr__(self):
        return f'Move({str(self)!r})'

    def __eq__(self, other):
        if isinstance(other, Move):
            return self.value == other.value
        return NotImplemented

    def __hash__(self):
        return hash(self.value)

    def __int__(self):
        return self.value

    def __reduce__(self):
        return (_restore_move, (self.value, str(self)))


def _restore_move(value, text):
    return Move(value, None if text.startswith('0x') else text)


def make_move(value, namer, _new=object.__new__, _cls=Move):
    """A Move of a trusted value (from the library), text left to build."""
    m = _new(_cls)
    m.value = value
    m._namer = namer
    return m


def make_moves(values, namer, _new=object.__new__, _cls=Move):
    """make_move() of each value, inline: the hot path of listing."""
    out = []
    append = out.append
    for v in values:
        m = _new(_cls)
        m.value = v
        m._namer = namer
        append(m)
    return out


# Coordinate texts are short ("e7IIe8IIq", "Cc3Cc4"); a longer one (none
# today) goes the general way of call_string.
_COORD_CAP = 64


class _Scratch(threading.local):
    """Buffers per thread: HDC_MAX_MOVES moves, so that listing moves needs
    neither a size query (a second generation) nor a 64 KiB allocation, and
    one coordinate text."""

    def __init__(self):
        self.moves = (C.hdc_move * C.HDC_MAX_MOVES)()
        self.count = ctypes.c_size_t(0)
        self.text = ctypes.create_string_buffer(_COORD_CAP)
        self.needed = ctypes.c_size_t(0)


_scratch = _Scratch()


def coord_text(ptr, value):
    """The coordinate text of a move value for a handle, or None when the
    library names no text for it (cells the variant lacks)."""
    s = _scratch
    st = lib.hdc_position_move_coord(ptr, value, s.text, _COORD_CAP, ctypes.byref(s.needed))
    if st == C.HDC_OK:
        return s.text.value.decode('utf-8')
    if st == C.HDC_ERR_BUFFER_TOO_SMALL:
        return call_string(lib.hdc_position_move_coord, ptr, value)
    return None


def fetch_legal_values(ptr):
    """The legal move values of a position handle, as a list of ints."""
    s = _scratch
    st = lib.hdc_position_legal_moves(ptr, s.moves, C.HDC_MAX_MOVES, ctypes.byref(s.count))
    if st != C.HDC_OK:
        raise_status(st)
    return s.moves[:s.count.value]


class LegalMoves(collections.abc.Set):
    """The legal moves of a position's side to move: a live, set-like view.

    len(), bool(), `move in view` (Move objects, as python-chess: a text is
    never "in" it, use Position.is_legal(text)), iteration, .count(), and
    the set operations of collections.abc.Set; view[i] indexes the list in
    the library's order (from, to, promotion).  The move values are fetched
    from the library once per position state and Move objects built once,
    on first iteration; both are dropped when the position changes.
    Iteration runs over the moves at the time it started, so pushing and
    popping inside a loop over the view is safe.
    """

    __slots__ = ('_position',)

    def __init__(self, position):
        self._position = position

    @classmethod
    def _from_iterable(cls, moves):
        # The results of view & other, view | other, ... are plain sets.
        return frozenset(moves)

    def _state(self):
        """[values, set of values or None, Moves or None] of the current
        position state; Position drops it (._legal = None) on every change."""
        pos = self._position
        state = pos._legal
        if state is None:
            state = pos._legal = [fetch_legal_values(pos._ptr), None, None]
        return state

    def _values(self):
        return self._state()[0]

    def _moves(self):
        state = self._state()
        if state[2] is None:
            state[2] = make_moves(state[0], self._position._namer())
        return state[2]

    def __len__(self):
        return len(self._values())

    def count(self):
        """How many legal moves there are (len(view), python-chess style)."""
        return len(self._values())

    def __bool__(self):
        return bool(self._values())

    def __iter__(self):
        return iter(self._moves())

    def __getitem__(self, index):
        return self._moves()[index]

    def __contains__(self, move):
        if not isinstance(move, Move):
            return False
        state = self._state()
        if state[1] is None:
            state[1] = frozenset(state[0])
        return move.value in state[1]

    def __repr__(self):
        moves = self._moves()
        shown = ', '.join(str(m) for m in moves[:8])
        more = f', ... ({len(moves)} moves)' if len(moves) > 8 else ''
        return f'<LegalMoves at {id(self):#x} ({shown}{more})>'
