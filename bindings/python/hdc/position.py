"""Positions, moves and pieces: the Pythonic layer over hdc_position_*."""

import collections
import ctypes
import enum
from dataclasses import dataclass

from ._lib import C, lib, call_string, call_list, raise_status, encode, char_offset, has
from .colors import WHITE, BLACK, COLOR_NAMES, to_c, from_c
from .moves import (Move, LegalMoves, check_move_value, check_move_cells, make_move,
                    make_moves)
from . import placement

__all__ = ['WHITE', 'BLACK', 'COLOR_NAMES', 'Claim', 'Move', 'Piece', 'Outcome',
           'Dimensions', 'Capture', 'Position']

# Draw claims as flags, straight from enum hdc_claim.
Claim = enum.IntFlag('Claim', {name[len('HDC_CLAIM_'):]: value
                               for name, value in C.ENUMS['hdc_claim'].items()})
Claim.__module__ = __name__
Claim.__doc__ = "Draws the side to move may claim (enum hdc_claim bits)."
# str(Claim.FIFTY_MOVES) is "FIFTY_MOVES" (IntFlag prints its number since
# Python 3.11); combined flags print "FIFTY_MOVES|THREEFOLD_REPETITION".
Claim.__str__ = lambda self: self.name or str(int(self))
Claim.__format__ = lambda self, spec: format(str(self), spec)

_PIECE_TYPE_NAMES = {value: name[len('HDC_'):].lower()
                     for name, value in C.ENUMS['hdc_piece_type'].items()}
_STATUS_REASONS = {value: name[len('HDC_STATUS_'):].lower()
                   for name, value in C.ENUMS['hdc_game_status'].items()}

# Canonical letters (RULES.md), used only for piece types a position text
# does not show; the letters a variant writes come from its position text.
_DEFAULT_LETTERS = {
    C.HDC_PAWN: 'P', C.HDC_KING: 'K', C.HDC_QUEEN: 'Q', C.HDC_DUKE: 'D',
    C.HDC_ROOK: 'R', C.HDC_BISHOP: 'B', C.HDC_MACE: 'M', C.HDC_ROOK_MACE: 'T',
    C.HDC_BISHOP_MACE: 'V', C.HDC_KNIGHT: 'N', C.HDC_RED_KNIGHT: 'E',
    C.HDC_GREEN_KNIGHT: 'G', C.HDC_GRAND_KNIGHT: 'A',
}

_PosPtr = ctypes.POINTER(C.hdc_position)


def _fits(value, low, high, what):
    """ctypes would silently wrap an integer that does not fit its C type and
    answer for another cell, depth or move: refuse it instead."""
    if not low <= value < high:
        raise OverflowError(f"{what} {value} is out of range")
    return value


class Piece(collections.namedtuple('Piece', 'type color symbol')):
    """A piece: type (hdc.PAWN, ...), color (hdc.WHITE = True / hdc.BLACK =
    False) and the letter the variant writes for it (upper case for white)."""

    __slots__ = ()

    @property
    def name(self):
        return _PIECE_TYPE_NAMES.get(self.type, str(self.type))

    @property
    def value(self):
        """The hdc_piece value (type + 32 * C colour: white 0, black 1)."""
        return lib.hdc_piece_make(self.type, to_c(self.color))

    def __str__(self):
        return self.symbol


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended.

    winner: hdc.WHITE (True), hdc.BLACK (False) or None (a draw); reason:
    "checkmate", "stalemate", "insufficient_material", "seventyfive_moves",
    "fivefold_repetition", or for a draw claimed (outcome(claim_draw=True))
    "fifty_moves" / "threefold_repetition"; result: "1-0", "0-1",
    "1/2-1/2" (C'escacs: "3-0", "2-1", "1-1", ...); status: the enum
    hdc_game_status value (STATUS_ONGOING for a claimed draw); claim: the
    Claim that ended the game, Claim.NONE when the rules ended it.
    """
    winner: object
    reason: str
    result: str
    status: int
    claim: Claim = Claim.NONE


# The result text of a drawn game by variant (hdc_position_result writes it
# only when the rules end the game, not for a claimed draw).
_DRAW_RESULTS = {'cescacs': '1-1'}
_DRAW_RESULT = '1/2-1/2'


Dimensions = collections.namedtuple('Dimensions', 'files ranks layers cells')

# What a move takes: the Piece and the cell it stood on (for an e.p. capture
# not the move's target cell).
Capture = collections.namedtuple('Capture', 'piece cell')


def _as_move_value(move):
    """The move value of a Move or an int (OverflowError beyond 32 bits)."""
    if isinstance(move, Move):
        return move.value
    if isinstance(move, int) and not isinstance(move, bool):
        return check_move_value(move)
    raise TypeError(f"expected a Move, not {type(move).__name__}")


_GLYPHS = {(C.HDC_KING, WHITE): '♔', (C.HDC_QUEEN, WHITE): '♕', (C.HDC_ROOK, WHITE): '♖',
           (C.HDC_BISHOP, WHITE): '♗', (C.HDC_KNIGHT, WHITE): '♘', (C.HDC_PAWN, WHITE): '♙',
           (C.HDC_KING, BLACK): '♚', (C.HDC_QUEEN, BLACK): '♛', (C.HDC_ROOK, BLACK): '♜',
           (C.HDC_BISHOP, BLACK): '♝', (C.HDC_KNIGHT, BLACK): '♞', (C.HDC_PAWN, BLACK): '♟'}

# One naming handle per variant for the coordinate text of Move objects
# (hdc_position_move_coord reads only the variant of its handle).
_namers = {}
# Piece objects of each variant by hdc_piece value.
_piece_tables = {}


class Position:
    """A position of a variant, with the history of the moves played.

    Position(variant="hdc", text=None): the start position, or the position
    read from `text` (position notation, RULES.md).  Variants: "hdc",
    "raumschach", "3d8l", "cescacs".

    Equality: two positions are equal when their variants and position
    texts are equal: the pieces, the side to move, the castling rights, the
    e.p. cell and both clocks (halfmove clock, move number).  The move
    stacks are not compared (as python-chess).  Positions change, so they
    are unhashable; hash pos.text or pos.zobrist instead.

    copy(), copy.copy() and copy.deepcopy() give independent positions with
    the move stack; pickling keeps the variant, the start text and the move
    stack, so pop() works after unpickling.
    """

    _ptr = None
    # Cached per position state, dropped by _changed(): the legal moves
    # ([values, set, Moves], see moves.LegalMoves).
    _legal = None
    # The move values played, oldest first: a copy of the library's history
    # kept so that pop() and peek() need no calls; None until first needed
    # (a handle from _wrap() has a history of its own).
    _stack = None
    # (variant name, cell count): fixed for the life of a handle.
    _info = None
    # The naming handle of the variant (_namer()).
    _naming = None

    # The Variant read from a description this position is of (None for
    # the built-ins, named by their names).
    _vobj = None

    def __init__(self, variant='hdc', text=None):
        ptr = _PosPtr()
        handle = getattr(variant, '_handle', None)
        if handle:
            # A Variant of one's own (hdc.Variant.from_text): the library
            # position holds a reference, this object keeps the Variant.
            st = lib.hdc_position_new_from_variant(handle, ctypes.byref(ptr))
            self._vobj = variant
        else:
            if hasattr(variant, '_handle'):  # a built-in's Variant
                variant = variant.name
            st = lib.hdc_position_new(None if variant is None
                                      else encode(variant, 'variant'), ctypes.byref(ptr))
        if st != C.HDC_OK:
            raise_status(st)  # the library's message names the known variants
        self._ptr = ptr
        self._stack = []
        if text is not None:
            self.text = text

    @classmethod
    def _wrap(cls, ptr):
        obj = cls.__new__(cls)
        obj._ptr = ptr
        return obj

    def __del__(self, _free=lib.hdc_position_free):
        # _free is bound at definition time so that collection during
        # interpreter shutdown does not depend on module globals.
        ptr = self._ptr
        if ptr:
            self._ptr = None
            _free(ptr)

    # ---- errors -----------------------------------------------------------

    def _fail(self, status, data=None):
        """Raise for a failed call on this (non-const) handle."""
        message = lib.hdc_position_error_message(self._ptr)
        message = message.decode('utf-8', 'replace') if message else None
        offset = lib.hdc_position_error_offset(self._ptr)
        offset = char_offset(data, offset) if data is not None else (
            None if offset < 0 else offset)
        candidates = None
        if status == C.HDC_ERR_AMBIGUOUS_MOVE and has('hdc_position_error_candidates'):
            candidates = lib.hdc_position_error_candidates(self._ptr)
        raise_status(status, message, offset, candidates)

    def _int_out(self, func, *args, ctype=ctypes.c_int32):
        out = ctype()
        st = func(self._ptr, *args, ctypes.byref(out))
        if st != C.HDC_OK:
            raise_status(st)
        return out.value

    def _cell(self, cell):
        if isinstance(cell, str):
            return self.parse_cell(cell)
        if isinstance(cell, int) and not isinstance(cell, bool):
            return _fits(cell, -2**31, 2**31, 'cell')
        raise TypeError(f"a cell is an index or a name, not {type(cell).__name__}")

    def _move(self, value):
        """A Move of a trusted value (from the library), text built lazily."""
        return make_move(value, self._naming or self._namer())

    def _variant_info(self):
        """(variant name, cell count), asked from the library once."""
        info = self._info
        if info is None:
            info = self._info = (call_string(lib.hdc_position_variant, self._ptr),
                                 self.dimensions.cells)
        return info

    def _variant_key(self):
        """What Position() takes to make another position of this variant:
        the built-in's name, or the Variant read from a description."""
        if self._vobj is None and self._ptr:
            from .variants import Variant, variant_names
            name = self._variant_info()[0]
            if name not in variant_names():
                out = ctypes.POINTER(C.hdc_variant)()
                if lib.hdc_position_get_variant(self._ptr, ctypes.byref(out)) == C.HDC_OK:
                    self._vobj = Variant._from_handle(out)
        return self._vobj if self._vobj is not None else self._variant_info()[0]

    def _namer(self):
        """The naming handle of this position's variant (see moves.Move)."""
        namer = self._naming
        if namer is None:
            key = self._variant_key()
            namer = self._naming = (naming_position(key) if isinstance(key, str)
                                    else _own_namer(key))
        return namer

    def _move_value(self, move):
        """The value of a Move or int to hand to the library: OverflowError
        beyond 32 bits, IllegalMoveError (a ValueError) for a value that
        names a cell this variant does not have."""
        variant, cells = self._info or self._variant_info()
        return check_move_cells(_as_move_value(move), cells, variant)

    def _changed(self):
        """Every change of the position goes through here: cached legal
        moves belong to the state they were listed in."""
        self._legal = None

    def _history(self):
        """The move values played, oldest first (the mirror of the library's
        history, read from it on first use)."""
        stack = self._stack
        if stack is None:
            n = self._int_out(lib.hdc_position_history_length, ctype=ctypes.c_size_t)
            stack = self._stack = [
                self._int_out(lib.hdc_position_history_move, i, ctype=C.hdc_move)
                for i in range(n)]
        return stack

    # ---- life cycle and text --------------------------------------------------

    def copy(self, stack=True):
        """An independent copy.  stack=True keeps the whole move stack,
        stack=False none (the copy starts at this position), an int n the
        last n moves, as python-chess's Board.copy."""
        if stack is True:
            out = _PosPtr()
            st = lib.hdc_position_clone(self._ptr, ctypes.byref(out))
            if st != C.HDC_OK:
                raise_status(st)
            dup = Position._wrap(out)
            dup._info, dup._naming = self._info, self._naming
            if self._stack is not None:
                dup._stack = list(self._stack)
            return dup
        history = self._history()
        keep = 0 if stack is False else max(0, min(int(stack), len(history)))
        return self._rebuilt(len(history) - keep)

    def _text_before(self, count):
        """The position text `count` moves back in the move stack."""
        start = self.copy()
        for _ in range(count):
            start.pop()
        return start.text

    def _rebuilt(self, drop):
        """A new position equal to this one whose move stack lacks the
        first `drop` moves: it starts from the position after them."""
        history = self._history()
        dup = Position(self._variant_key(), self._text_before(len(history) - drop))
        for value in history[drop:]:
            dup.push(value)
        return dup

    def __copy__(self):
        return self.copy()

    def __deepcopy__(self, memo):
        return self.copy()

    def __reduce__(self):
        # Variant, start text and move values: a handle cannot be pickled,
        # and the text alone would lose the move stack.
        history = self._history()
        return (_unpickle, (self._variant_key(), self._text_before(len(history)),
                            tuple(history)))

    def __eq__(self, other):
        if not isinstance(other, Position):
            return NotImplemented
        return (self is other or (self._variant_info()[0] == other._variant_info()[0]
                                  and self.text == other.text))

    __hash__ = None   # mutable, as python-chess boards

    @property
    def text(self):
        """The position text; assigning parses new text (history cleared)."""
        return call_string(lib.hdc_position_text, self._ptr)

    @text.setter
    def text(self, value):
        data = encode(value, 'position text')
        st = lib.hdc_position_set_text(self._ptr, data)
        if st != C.HDC_OK:
            self._fail(st, data)
        self._changed()
        self._stack = []

    def fen(self):
        """The position text (python-chess habit: board.fen())."""
        return self.text

    def set_fen(self, text):
        """Set the position from text, clearing the move stack (as
        assigning pos.text; python-chess habit: board.set_fen())."""
        self.text = text

    @property
    def variant(self):
        """The variant's name ("hdc")."""
        return self._variant_info()[0]

    @property
    def dimensions(self):
        """Dimensions(files, ranks, layers, cells)."""
        vals = [ctypes.c_int32() for _ in range(4)]
        st = lib.hdc_position_dimensions(self._ptr, *map(ctypes.byref, vals))
        if st != C.HDC_OK:
            raise_status(st)
        return Dimensions(*(v.value for v in vals))

    # ---- cells and pieces ----------------------------------------------------

    def cell_name(self, cell):
        """The cell's name in the variant's style ("e4–IV", "Cc3")."""
        return call_string(lib.hdc_position_cell_name, self._ptr, self._cell(cell))

    def parse_cell(self, name):
        """The index of the cell called `name` (lenient forms accepted)."""
        data = encode(name, 'cell name')
        out = ctypes.c_int32()
        st = lib.hdc_position_parse_cell(self._ptr, data, ctypes.byref(out))
        if st != C.HDC_OK:
            self._fail(st, data)
        return out.value

    def cell_at(self, x, y, z):
        """The index of the cell with 0-based coordinates (file, rank, layer)."""
        return self._int_out(lib.hdc_position_cell_at, x, y, z)

    def cell_coords(self, cell):
        """(x, y, z) of a cell: 0-based file, rank and layer."""
        vals = [ctypes.c_int32() for _ in range(3)]
        st = lib.hdc_position_cell_coords(self._ptr, self._cell(cell),
                                          *map(ctypes.byref, vals))
        if st != C.HDC_OK:
            raise_status(st)
        return tuple(v.value for v in vals)

    def _piece_table(self):
        """{hdc_piece value: Piece} of the variant, both colours."""
        variant = self._variant_info()[0]
        table = _piece_tables.get(variant)
        if table is None:
            data = encode(variant, 'variant')
            letters = {t: call_string(lib.hdc_variant_piece_letter, data, t)
                       for t in call_list(lib.hdc_variant_piece_types, data,
                                          ctype=ctypes.c_int32, cap=32)}
            table = {}
            for ptype, letter in letters.items():
                for color in (WHITE, BLACK):
                    piece = Piece(ptype, color, letter if color else letter.lower())
                    table[lib.hdc_piece_make(ptype, to_c(color))] = piece
            _piece_tables[variant] = table
        return table

    def _piece(self, value):
        """The Piece of an hdc_piece value (None for 0)."""
        if not value:
            return None
        piece = self._piece_table().get(value)
        if piece is None:    # a type the variant's table does not list
            ptype, color = lib.hdc_piece_type(value), from_c(lib.hdc_piece_color(value))
            symbol = _DEFAULT_LETTERS.get(ptype, '?')
            piece = Piece(ptype, color, symbol if color else symbol.lower())
        return piece

    def piece_at(self, cell):
        """The Piece on a cell (index or name), or None for an empty cell."""
        if type(cell) is not int or not -2**31 <= cell < 2**31:
            cell = self._cell(cell)
        out = C.hdc_piece()
        st = lib.hdc_position_piece_at(self._ptr, cell, ctypes.byref(out))
        if st != C.HDC_OK:
            raise_status(st)
        return self._piece(out.value) if out.value else None

    def piece_map(self):
        """{cell index: Piece} of every occupied cell, in increasing cell
        order (from the piece lists: no scan of the board)."""
        at = self.piece_at
        cells = sorted(self.pieces(None, WHITE) + self.pieces(None, BLACK))
        return {cell: at(cell) for cell in cells}

    # ---- helpers for searches (hdc.h "Positions: helpers for searches") ---------

    def _piece_type(self, piece_type):
        if piece_type is None:
            return 0
        if isinstance(piece_type, bool) or not isinstance(piece_type, int):
            raise TypeError(f"a piece type is an int (hdc.PAWN, ...) or None, "
                            f"not {type(piece_type).__name__}")
        return _fits(piece_type, -2**31, 2**31, 'piece type')

    def pieces(self, piece_type, color):
        """The cells (indices, increasing) of `color`'s pieces of
        `piece_type` (hdc.PAWN, ...; None for every type), read from the
        position's piece lists."""
        n = ctypes.c_size_t()
        cells = (ctypes.c_int32 * 128)()
        st = lib.hdc_position_piece_cells(self._ptr, to_c(color), self._piece_type(piece_type),
                                          cells, len(cells), ctypes.byref(n))
        if st == C.HDC_ERR_BUFFER_TOO_SMALL:
            cells = (ctypes.c_int32 * n.value)()
            st = lib.hdc_position_piece_cells(self._ptr, to_c(color),
                                              self._piece_type(piece_type),
                                              cells, len(cells), ctypes.byref(n))
        if st != C.HDC_OK:
            raise_status(st)
        return cells[:n.value]

    def king(self, color):
        """The cell of `color`'s king (every libhdc position has one)."""
        cells = self.pieces(C.HDC_KING, color)
        return cells[0] if cells else None

    def material(self, color, piece_type=None):
        """How many pieces of `color` and `piece_type` (None: all, the king
        included) are on the board."""
        return self._int_out(lib.hdc_position_material, to_c(color),
                             self._piece_type(piece_type))

    def gives_check(self, move):
        """Whether the legal `move` would put the opponent in check, without
        playing it (False for Move.null())."""
        return bool(self._int_out(lib.hdc_position_gives_check, self._move_value(move)))

    def _capture(self, func, *args):
        piece, cell = C.hdc_piece(), ctypes.c_int32()
        st = func(self._ptr, *args, ctypes.byref(piece), ctypes.byref(cell))
        if st != C.HDC_OK:
            raise_status(st)
        return Capture(self._piece(piece.value), cell.value) if piece.value else None

    def captured(self, move):
        """What the legal `move` would take: Capture(piece, cell), or None.
        For an e.p. capture the cell is the taken pawn's, not the target."""
        return self._capture(lib.hdc_position_captured_piece, self._move_value(move))

    def last_capture(self):
        """What the last move took (what pop() will put back):
        Capture(piece, cell) or None.  NoHistoryError with no move played."""
        return self._capture(lib.hdc_position_last_capture)

    def key_after(self, move):
        """The Zobrist key the position would have after the legal `move`
        (or Move.null()), without playing it."""
        return self._int_out(lib.hdc_position_key_after, self._move_value(move),
                             ctype=ctypes.c_uint64)

    # Editing the board.  Each edit writes a new position text and sets it,
    # so the library checks the result: an impossible position (a king too
    # many or missing, a castling right whose king or rook left its home
    # cell) raises InvalidPositionError and leaves the position as it was.
    # The turn, castling rights and clocks stay, the e.p. cell is dropped
    # (it belongs to the last move); the move stack is cleared (as
    # python-chess's set_piece_at).

    def set_piece_map(self, pieces):
        """Place exactly `pieces` ({cell index or name: Piece}) on the board."""
        self.text = placement.text_with(self, {self._cell(c): p for c, p in pieces.items()})

    def set_piece_at(self, cell, piece):
        """Put `piece` (a Piece; None empties the cell) on `cell`."""
        pieces = self.piece_map()
        cell = self._cell(cell)
        if piece is None:
            pieces.pop(cell, None)
        else:
            pieces[cell] = piece
        self.set_piece_map(pieces)

    def remove_piece_at(self, cell):
        """Empty `cell` and return the Piece that stood there (or None)."""
        piece = self.piece_at(cell)
        if piece is not None:
            self.set_piece_at(cell, None)
        return piece

    def clear(self):
        """Remove every piece but the two kings (libhdc has no position
        without them), white to move, no castling rights, no e.p. cell,
        clocks at 0 and 1; the move stack is cleared."""
        kings = {c: p for c, p in self.piece_map().items() if p.type == C.HDC_KING}
        self.text = placement.text_with(self, kings, fields='w - - 0 1')

    # ---- state -------------------------------------------------------------------

    @property
    def turn(self):
        """The side to move: hdc.WHITE (True) or hdc.BLACK (False)."""
        return from_c(self._int_out(lib.hdc_position_side_to_move))

    @property
    def castling_rights(self):
        """Bit i: white castling index i; bit 16 + i: black's."""
        return self._int_out(lib.hdc_position_castling_rights, ctype=ctypes.c_uint32)

    @property
    def en_passant(self):
        """The cell a double step just skipped, or None."""
        cell = self._int_out(lib.hdc_position_en_passant)
        return None if cell < 0 else cell

    @property
    def halfmove_clock(self):
        return self._int_out(lib.hdc_position_halfmove_clock)

    @property
    def fullmove_number(self):
        return self._int_out(lib.hdc_position_fullmove_number)

    @property
    def zobrist(self):
        """The 64-bit Zobrist key of the position."""
        return self._int_out(lib.hdc_position_key, ctype=ctypes.c_uint64)

    # ---- moves ---------------------------------------------------------------------

    @property
    def legal_moves(self):
        """The legal moves of the side to move: a live, set-like view
        (moves.LegalMoves: len, in, iteration, .count(), view[i])."""
        return LegalMoves(self)

    def legal_moves_from(self, cell):
        """The legal moves of the piece on `cell` (index or name)."""
        values = call_list(lib.hdc_position_legal_moves_from, self._ptr, self._cell(cell))
        return make_moves(values, self._namer())

    def is_legal(self, move):
        """Whether a Move, move value or move text is legal here."""
        if isinstance(move, (str, bytes)):
            try:
                self.parse_move(move)
            except ValueError:
                return False
            return True
        value = _as_move_value(move)
        return value in LegalMoves(self)._values()

    def is_capture(self, move):
        """Whether the move removes an enemy piece (capture, e.p.,
        promotion capture)."""
        return bool(lib.hdc_move_is_capture(self._move_value(move)))

    def push(self, move):
        """Play a move: a Move, a move value, or text in SAN or coordinate
        notation.  Move.null() (text "--" or "0000") passes, refused in
        check.  An illegal move raises IllegalMoveError (a ValueError),
        and so does a value that names a cell the variant lacks; a value
        wider than 32 bits raises OverflowError."""
        if isinstance(move, (str, bytes)):
            move = self.parse_move(move)
        value = self._move_value(move)
        st = lib.hdc_position_play(self._ptr, value)
        if st != C.HDC_OK:
            self._fail(st)
        self._legal = None          # _changed(), inline: the hot path
        if self._stack is not None:
            self._stack.append(value)

    def push_san(self, text):
        """Play the move SAN-like `text` names and return it."""
        move = self.parse_san(text)
        self.push(move)
        return move

    def push_coord(self, text):
        """Play the move coordinate notation `text` names and return it."""
        move = self.parse_coord(text)
        self.push(move)
        return move

    def pop(self):
        """Take back the last move and return it (NoHistoryError if none)."""
        stack = self._stack
        if stack is None:
            stack = self._history()
        st = lib.hdc_position_undo(self._ptr)
        if st != C.HDC_OK:
            self._fail(st)
        self._legal = None          # _changed(), inline: the hot path
        return make_move(stack.pop(), self._naming or self._namer())

    def peek(self):
        """The last move played (IndexError if none), without taking it back."""
        stack = self._history()
        if not stack:
            raise IndexError("peek: no move has been played")
        return self._move(stack[-1])

    @property
    def move_stack(self):
        """The moves played, oldest first (those that can be taken back)."""
        return make_moves(self._history(), self._namer())

    def san(self, move):
        """The move in SAN-like notation ("Df4–VI", "O-O", "e8–II=Q+")."""
        return call_string(lib.hdc_position_move_san, self._ptr, self._move_value(move))

    def _parse(self, func, text):
        data = encode(text, 'move text')
        out = C.hdc_move()
        st = func(self._ptr, data, ctypes.byref(out))
        if st != C.HDC_OK:
            self._fail(st, data)
        return self._move(out.value)

    def parse_san(self, text):
        """The legal Move that SAN-like `text` names."""
        return self._parse(lib.hdc_position_parse_san, text)

    def parse_coord(self, text):
        """The legal Move that coordinate notation `text` names."""
        return self._parse(lib.hdc_position_parse_coord, text)

    def parse_move(self, text):
        """The legal Move named by `text` in either notation."""
        return self._parse(lib.hdc_position_parse_move, text)

    # ---- attacks and check ----------------------------------------------------------

    def is_check(self):
        """Whether the side to move is in check."""
        return bool(self._int_out(lib.hdc_position_in_check))

    def is_attacked(self, cell, color):
        """Whether side `color` (hdc.WHITE / hdc.BLACK) attacks `cell`
        (index or name)."""
        return bool(self._int_out(lib.hdc_position_is_attacked, self._cell(cell),
                                  to_c(color)))

    def attacked_cells(self, color):
        """The cells side `color` (hdc.WHITE / hdc.BLACK) attacks, in
        increasing order."""
        return call_list(lib.hdc_position_attacked_cells, self._ptr, to_c(color),
                         ctype=ctypes.c_int32, cap=C.HDC_MAX_CELLS)

    # ---- end of the game ---------------------------------------------------------------

    def _status(self):
        """(enum hdc_game_status, winner as hdc.WHITE / hdc.BLACK / None)."""
        status, winner = ctypes.c_int32(), ctypes.c_int32()
        st = lib.hdc_position_status(self._ptr, ctypes.byref(status), ctypes.byref(winner))
        if st != C.HDC_OK:
            raise_status(st)
        return status.value, from_c(winner.value)

    def outcome(self, claim_draw=False):
        """None while the game goes on, else an Outcome (winner, reason,
        result).  claim_draw=True also ends the game by a draw the side to
        move may claim (fifty moves, threefold repetition), as python-chess."""
        status, winner = self._status()
        if status != C.HDC_STATUS_ONGOING:
            return Outcome(winner=winner,
                           reason=_STATUS_REASONS.get(status, str(status)),
                           result=self.result(), status=status)
        if claim_draw:
            claims = self.claimable()
            for claim in (Claim.THREEFOLD_REPETITION, Claim.FIFTY_MOVES):
                if claims & claim:
                    return Outcome(winner=None, reason=claim.name.lower(),
                                   result=_DRAW_RESULTS.get(self.variant, _DRAW_RESULT),
                                   status=status, claim=claim)
        return None

    def result(self):
        """"1-0", "0-1", "1/2-1/2" or "*" (game not over by rule)."""
        return call_string(lib.hdc_position_result, self._ptr)

    def is_game_over(self, claim_draw=False):
        return self.outcome(claim_draw=claim_draw) is not None

    def is_checkmate(self):
        return self._status()[0] == C.HDC_STATUS_CHECKMATE

    def is_stalemate(self):
        return self._status()[0] == C.HDC_STATUS_STALEMATE

    def is_insufficient_material(self):
        """Whether the rules end the game for insufficient material
        (hdc_position_status says so; the status checks mate and stalemate
        first, so a stalemate with such material reports stalemate)."""
        return self._status()[0] == C.HDC_STATUS_INSUFFICIENT_MATERIAL

    def claimable(self):
        """The draws the side to move may claim now, as hdc.Claim flags."""
        return Claim(self._int_out(lib.hdc_position_claimable, ctype=ctypes.c_uint32))

    def can_claim_draw(self):
        """Whether the side to move may claim a draw (fifty moves, threefold)."""
        return bool(self.claimable())

    def can_claim_fifty_moves(self):
        return bool(self.claimable() & Claim.FIFTY_MOVES)

    def can_claim_threefold_repetition(self):
        return bool(self.claimable() & Claim.THREEFOLD_REPETITION)

    def repetitions(self):
        """How often the current position has occurred (this time included)."""
        return self._int_out(lib.hdc_position_repetitions)

    def is_repetition(self, count=3):
        """Whether the current position has occurred at least `count` times
        (this time included) since the last irreversible move."""
        return self.repetitions() >= count

    def perft(self, depth):
        """Leaf count of the legal move tree of the given depth."""
        return self._int_out(lib.hdc_position_perft, _fits(depth, -2**31, 2**31, 'depth'),
                             ctype=ctypes.c_uint64)

    # ---- engine ------------------------------------------------------------------------

    def best_move(self, depth=None, nodes=None, time=None, engine=None, **limits):
        """The move the engine plays here (a Move): a shortcut for
        engine.search(self, depth=..., nodes=..., time=..., ...).move.

        Without `engine`, this thread's default hdc.Engine (16 MiB, one
        thread, full strength) is used and cleared first, so the answer
        does not depend on earlier calls (deterministic for a depth or node
        limit).  With no limit at all, depth 6 is searched.  Other keyword
        arguments are search() limits (mate, clock, searchmoves, info).
        HdcError (status HDC_ERR_GAME_OVER) when the game is over."""
        from .engine import default_engine      # engine imports this module
        if depth is None and nodes is None and time is None and not limits:
            nodes = 200_000
        if engine is None:
            engine = default_engine()
            engine.clear()
        return engine.search(self, depth=depth, nodes=nodes, time=time, **limits).move

    # ---- display -------------------------------------------------------------------------

    def _grid(self):
        """grid[z][y][x] = letter or '.', read from the position text; None if
        the text is not a stack of rectangular boards of our dimensions.
        For a board written line by line ("/28:v/27:dk/.../0:V/", C'escacs)
        see _line_grid."""
        dims = self.dimensions
        board = self.text.split(' ', 1)[0]
        if board.startswith('/'):
            return self._line_grid(board)
        layers = board.split('|')
        if len(layers) != dims.layers:
            return None
        grid = []
        for layer in layers:
            ranks = layer.split('/')
            if len(ranks) != dims.ranks:
                return None
            rows = []
            for rank in reversed(ranks):
                row, num = [], ''
                for ch in rank:
                    if ch.isdigit():
                        num += ch
                        continue
                    if num:
                        row.extend('.' * int(num))
                        num = ''
                    row.append(ch)
                if num:
                    row.extend('.' * int(num))
                if len(row) != dims.files:
                    return None
                rows.append(row)
            grid.append(rows)
        return grid

    def _layer_labels(self, layers):
        names = [self.cell_name(self.cell_at(0, 0, z)) for z in range(layers)]
        if layers < 2:
            return names
        prefix = len(_common_prefix(names))
        suffix = len(_common_prefix([n[::-1] for n in names]))
        labels = [n[prefix:len(n) - suffix] for n in names]
        if not all(labels) or len(set(labels)) != layers:
            return [str(z + 1) for z in range(layers)]
        return labels

    def _line_cells(self):
        """For each line y of a one-layer board, the x of its cells, left to
        right (asked from the library once per object)."""
        cells = getattr(self, '_line_cells_cache', None)
        if cells is None:
            dims = self.dimensions
            out = ctypes.c_int32()
            cells = [[x for x in range(dims.files)
                      if lib.hdc_position_cell_at(self._ptr, x, y, 0, ctypes.byref(out))
                      == C.HDC_OK]
                     for y in range(dims.ranks)]
            self._line_cells_cache = cells
        return cells

    def _line_grid(self, board):
        """grid[0][y][x] from a placement written line by line, each line
        "<y>:<content>" over its cells left to right (C'escacs, CESCACS.md
        section 11): the letter, '.' for an empty cell, ' ' where the board
        has no cell.  None if the text does not fit the board."""
        dims = self.dimensions
        if dims.layers != 1 or not board.endswith('/'):
            return None
        cells = self._line_cells()
        rows = [[' '] * dims.files for _ in range(dims.ranks)]
        for y, xs in enumerate(cells):
            for x in xs:
                rows[y][x] = '.'
        for part in board[1:-1].split('/'):
            if not part:
                continue
            number, colon, content = part.partition(':')
            if not colon or not number.isdigit() or int(number) >= dims.ranks:
                return None
            xs = cells[int(number)]
            k = 0
            for ch in content:
                if ch.isdigit():
                    k += int(ch)
                    continue
                if k >= len(xs):
                    return None
                rows[int(number)][xs[k]] = ch
                k += 1
            if k > len(xs):
                return None
        return [rows]

    def _str_lines(self, rows, text):
        """One row per line, the top line first, each piece under its
        column; then the column letters and the fields after the board."""
        dims = self.dimensions
        cells = self._line_cells()
        digits = '0123456789'

        def name(x, y):
            return self.cell_name(self.cell_at(x, y, 0))

        columns = []
        for x in range(dims.files):
            ys = [y for y in range(dims.ranks) if x in cells[y]]
            columns.append(name(x, ys[0]).rstrip(digits) if ys else ' ')
        labels = {}
        for y in range(dims.ranks):
            if cells[y]:
                n = name(cells[y][0], y)
                labels[y] = n[len(n.rstrip(digits)):]
        width = max([len(label) for label in labels.values()] + [1])
        lines = []
        for y in reversed(range(dims.ranks)):
            lines.append(f'{labels.get(y, ""):>{width}} ' + ' '.join(rows[y]).rstrip())
        lines.append(' ' * (width + 1) + ' '.join(c[:1] for c in columns))
        lines.append('')
        lines.append(text.split(' ', 1)[1] if ' ' in text else '')
        return '\n'.join(lines)

    def _repr_svg_(self):
        """The board as SVG for Jupyter: the last move and a check shown."""
        from . import svg
        return svg.board(self, lastmove='auto', check='auto')

    def __str__(self):
        return self._render(self._grid())

    def unicode(self, empty_square='·'):
        """As str(pos), with chess glyphs for the pieces that have one
        (king, queen, rook, bishop, knight, pawn: ♔♕♖♗♘♙ white, ♚♛♜♝♞♟
        black), letters for the others, `empty_square` for empty cells."""
        grid = self._grid()
        if grid is None:
            return self._render(None)
        glyphs = {'.': empty_square}
        for piece in self._piece_table().values():
            glyph = _GLYPHS.get((piece.type, piece.color))
            if glyph:
                glyphs[piece.symbol] = glyph
        return self._render([[[glyphs.get(ch, ch) for ch in row] for row in layer]
                             for layer in grid])

    def _render(self, grid):
        """The board drawing of __str__ for grid[z][y][x] (cell symbols)."""
        text = self.text
        if grid is None:
            return text
        if text.startswith('/'):
            return self._str_lines(grid[0], text)
        dims = self.dimensions
        labels = self._layer_labels(dims.layers)
        files = ' '.join(chr(ord('a') + x) for x in range(dims.files))
        lines = []
        for z in reversed(range(dims.layers)):
            lines.append(f'layer {labels[z]}')
            for y in reversed(range(dims.ranks)):
                lines.append(f'{y + 1:>2} ' + ' '.join(grid[z][y]))
            lines.append('   ' + files)
            lines.append('')
        lines.append(text.split(' ', 1)[1] if ' ' in text else '')
        return '\n'.join(lines)

    def __repr__(self):
        return f'hdc.Position({self.variant!r}, {self.text!r})'


def naming_position(variant):
    """The shared naming handle of a variant (moves.Move writes its text
    with it); UnknownVariantError for a name the library does not know."""
    namer = _namers.get(variant)
    if namer is None:
        namer = Position(variant)
        namer = _namers.setdefault(namer.variant, namer)
        _namers.setdefault(variant, namer)
    return namer


def _own_namer(variant):
    """The naming handle of a Variant read from a description, kept on it."""
    namer = variant.__dict__.get('_namer')
    if namer is None:
        namer = variant.__dict__['_namer'] = Position(variant)
    return namer


def _unpickle(variant, start_text, moves):
    pos = Position(variant, start_text)
    for value in moves:
        pos.push(value)
    return pos


def _common_prefix(strings):
    first = min(strings)
    last = max(strings)
    n = 0
    while n < len(first) and n < len(last) and first[n] == last[n]:
        n += 1
    return first[:n]
