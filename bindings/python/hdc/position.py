"""Positions, moves and pieces: the Pythonic layer over hdc_position_*."""

import collections
import ctypes
import enum
from dataclasses import dataclass

from ._lib import C, lib, call_string, call_list, raise_status, encode, char_offset, has

__all__ = ['WHITE', 'BLACK', 'COLOR_NAMES', 'Claim', 'Move', 'Piece', 'Outcome',
           'Dimensions', 'Position']

WHITE = C.HDC_WHITE
BLACK = C.HDC_BLACK
COLOR_NAMES = {WHITE: 'white', BLACK: 'black'}

# Draw claims as flags, straight from enum hdc_claim.
Claim = enum.IntFlag('Claim', {name[len('HDC_CLAIM_'):]: value
                               for name, value in C.ENUMS['hdc_claim'].items()})
Claim.__module__ = __name__
Claim.__doc__ = "Draws the side to move may claim (enum hdc_claim bits)."

_PIECE_TYPE_NAMES = {value: name[len('HDC_'):].lower()
                     for name, value in C.ENUMS['hdc_piece_type'].items()}
_MOVE_KIND_NAMES = {value: name[len('HDC_MOVE_'):].lower()
                    for name, value in C.ENUMS['hdc_move_kind'].items()}
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


class Move:
    """A move of a position: a libhdc move value plus its coordinate text.

    str(move) is the coordinate notation ("e2IVe4IV").  Moves compare equal
    (and hash equal) when their move values are equal.  A move value only has
    meaning for the position that produced it.
    """

    __slots__ = ('value', '_text')

    def __init__(self, value, text=None):
        self.value = _fits(int(value), 0, 2**32, 'move value')
        self._text = text

    @property
    def from_cell(self):
        """Index of the source cell."""
        return lib.hdc_move_from(self.value)

    @property
    def to_cell(self):
        """Index of the target cell."""
        return lib.hdc_move_to(self.value)

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

    @property
    def coord(self):
        """Coordinate notation, as str(move)."""
        return str(self)

    def __str__(self):
        return self._text if self._text is not None else f'0x{self.value:08x}'

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


class Piece(collections.namedtuple('Piece', 'type color symbol')):
    """A piece: type (hdc.PAWN, ...), color (hdc.WHITE/hdc.BLACK) and the
    letter the variant writes for it (upper case for white)."""

    __slots__ = ()

    @property
    def name(self):
        return _PIECE_TYPE_NAMES.get(self.type, str(self.type))

    @property
    def value(self):
        """The hdc_piece value (type + 32 * color)."""
        return lib.hdc_piece_make(self.type, self.color)

    def __str__(self):
        return self.symbol


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended.

    winner: hdc.WHITE, hdc.BLACK or None (a draw); reason: "checkmate",
    "stalemate", "insufficient_material", "seventyfive_moves" or
    "fivefold_repetition"; result: "1-0", "0-1" or "1/2-1/2"; status: the
    enum hdc_game_status value.
    """
    winner: object
    reason: str
    result: str
    status: int


Dimensions = collections.namedtuple('Dimensions', 'files ranks layers cells')


def _as_move_value(move):
    if isinstance(move, Move):
        return move.value
    if isinstance(move, int) and not isinstance(move, bool):
        return move
    raise TypeError(f"expected a Move, not {type(move).__name__}")


class Position:
    """A position of a variant, with the history of the moves played.

    Position(variant="hdc", text=None): the start position, or the position
    read from `text` (position notation, RULES.md).  Variants: "hdc",
    "raumschach", "3d8l", ...
    """

    _ptr = None

    def __init__(self, variant='hdc', text=None):
        ptr = _PosPtr()
        st = lib.hdc_position_new(None if variant is None else encode(variant, 'variant'),
                                  ctypes.byref(ptr))
        if st != C.HDC_OK:
            raise_status(st)  # the library's message names the known variants
        self._ptr = ptr
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
        return Move(value, call_string(lib.hdc_position_move_coord, self._ptr, value))

    # ---- life cycle and text --------------------------------------------------

    def copy(self):
        """An independent copy, history included."""
        out = _PosPtr()
        st = lib.hdc_position_clone(self._ptr, ctypes.byref(out))
        if st != C.HDC_OK:
            raise_status(st)
        return Position._wrap(out)

    __copy__ = copy

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

    @property
    def variant(self):
        """The variant's name ("hdc")."""
        return call_string(lib.hdc_position_variant, self._ptr)

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

    def piece_at(self, cell):
        """The Piece on a cell, or None for an empty cell."""
        cell = self._cell(cell)
        value = self._int_out(lib.hdc_position_piece_at, cell, ctype=C.hdc_piece)
        if not value:
            return None
        ptype, color = lib.hdc_piece_type(value), lib.hdc_piece_color(value)
        symbol = None
        grid = self._grid()
        if grid is not None:
            x, y, z = self.cell_coords(cell)
            symbol = grid[z][y][x]
        if not symbol or symbol == '.':
            symbol = _DEFAULT_LETTERS.get(ptype, '?')
            symbol = symbol if color == WHITE else symbol.lower()
        return Piece(ptype, color, symbol)

    # ---- state -------------------------------------------------------------------

    @property
    def turn(self):
        """The side to move: hdc.WHITE or hdc.BLACK."""
        return self._int_out(lib.hdc_position_side_to_move)

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
        """The legal moves of the side to move (a list of Move)."""
        return [self._move(v) for v in call_list(lib.hdc_position_legal_moves, self._ptr)]

    def legal_moves_from(self, cell):
        """The legal moves of the piece on `cell` (index or name)."""
        values = call_list(lib.hdc_position_legal_moves_from, self._ptr, self._cell(cell))
        return [self._move(v) for v in values]

    def is_legal(self, move):
        """Whether a Move (or move text) is legal here."""
        if isinstance(move, str):
            try:
                self.parse_move(move)
            except ValueError:
                return False
            return True
        value = _as_move_value(move)
        return value in call_list(lib.hdc_position_legal_moves, self._ptr)

    def push(self, move):
        """Play a move: a Move, or text in SAN or coordinate notation."""
        if isinstance(move, (str, bytes)):
            move = self.parse_move(move)
        st = lib.hdc_position_play(self._ptr, _as_move_value(move))
        if st != C.HDC_OK:
            self._fail(st)

    def pop(self):
        """Take back the last move and return it (NoHistoryError if none)."""
        n = self._int_out(lib.hdc_position_history_length, ctype=ctypes.c_size_t)
        if n == 0:
            st = lib.hdc_position_undo(self._ptr)
            self._fail(st if st != C.HDC_OK else C.HDC_ERR_NO_HISTORY)
        value = self._int_out(lib.hdc_position_history_move, n - 1, ctype=C.hdc_move)
        st = lib.hdc_position_undo(self._ptr)
        if st != C.HDC_OK:
            self._fail(st)
        return self._move(value)

    @property
    def move_stack(self):
        """The moves played, oldest first (those that can be taken back)."""
        n = self._int_out(lib.hdc_position_history_length, ctype=ctypes.c_size_t)
        return [self._move(self._int_out(lib.hdc_position_history_move, i, ctype=C.hdc_move))
                for i in range(n)]

    def san(self, move):
        """The move in SAN-like notation ("Df4–VI", "O-O", "e8–II=Q+")."""
        return call_string(lib.hdc_position_move_san, self._ptr, _as_move_value(move))

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
        """Whether side `color` attacks `cell` (index or name)."""
        return bool(self._int_out(lib.hdc_position_is_attacked, self._cell(cell), color))

    def attacked_cells(self, color):
        """The cells side `color` attacks, in increasing order."""
        return call_list(lib.hdc_position_attacked_cells, self._ptr, color,
                         ctype=ctypes.c_int32, cap=C.HDC_MAX_CELLS)

    # ---- end of the game ---------------------------------------------------------------

    def outcome(self):
        """None while the game goes on, else an Outcome (winner, reason, result)."""
        status, winner = ctypes.c_int32(), ctypes.c_int32()
        st = lib.hdc_position_status(self._ptr, ctypes.byref(status), ctypes.byref(winner))
        if st != C.HDC_OK:
            raise_status(st)
        if status.value == C.HDC_STATUS_ONGOING:
            return None
        return Outcome(winner=None if winner.value < 0 else winner.value,
                       reason=_STATUS_REASONS.get(status.value, str(status.value)),
                       result=self.result(),
                       status=status.value)

    def result(self):
        """"1-0", "0-1", "1/2-1/2" or "*" (game not over by rule)."""
        return call_string(lib.hdc_position_result, self._ptr)

    def is_game_over(self):
        return self.outcome() is not None

    def is_checkmate(self):
        o = self.outcome()
        return o is not None and o.status == C.HDC_STATUS_CHECKMATE

    def is_stalemate(self):
        o = self.outcome()
        return o is not None and o.status == C.HDC_STATUS_STALEMATE

    def claimable(self):
        """The draws the side to move may claim now, as hdc.Claim flags."""
        return Claim(self._int_out(lib.hdc_position_claimable, ctype=ctypes.c_uint32))

    def can_claim_draw(self):
        """Whether the side to move may claim a draw (fifty moves, threefold)."""
        return bool(self.claimable())

    def repetitions(self):
        """How often the current position has occurred (this time included)."""
        return self._int_out(lib.hdc_position_repetitions)

    def perft(self, depth):
        """Leaf count of the legal move tree of the given depth."""
        return self._int_out(lib.hdc_position_perft, _fits(depth, -2**31, 2**31, 'depth'),
                             ctype=ctypes.c_uint64)

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

    def __str__(self):
        grid = self._grid()
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


def _common_prefix(strings):
    first = min(strings)
    last = max(strings)
    n = 0
    while n < len(first) and n < len(last) and first[n] == last[n]:
        n += 1
    return first[:n]
