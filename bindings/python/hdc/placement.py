"""Writing the placement field of a position text from a piece map, for
Position.set_piece_at / remove_piece_at / set_piece_map / clear.

The edits build a whole new position text and let the library read it, so
the library alone decides what a possible position is.  Two placement
styles (RULES.md, CESCACS.md section 11):
  - cubic boards: layers from the lowest up, separated by "|", each layer's
    ranks from the highest down, separated by "/", a digit for a run of
    empty cells;
  - the C'escacs board, written line by line: "/" then, from the highest
    line down, "<line>:<content>/" for every line holding a piece, content
    walking the cells of the line left to right, a digit 1..8 for a run of
    empty cells (trailing runs written too).
"""

from .colors import to_c

__all__ = ['text_with']

_MAX_RUN = 8    # the largest empty run one digit writes (C'escacs: 1..8)


def _runs(count):
    """Digits for `count` empty cells, none larger than _MAX_RUN."""
    return str(_MAX_RUN) * (count // _MAX_RUN) + (str(count % _MAX_RUN) if count % _MAX_RUN else '')


def _row(cells, letters):
    """The content of one rank or line: cells in order, their letters
    ({cell: letter}), digits for runs of empty cells."""
    out, run = [], 0
    for cell in cells:
        letter = letters.get(cell)
        if letter is None:
            run += 1
            continue
        out.append(_runs(run))
        out.append(letter)
        run = 0
    out.append(_runs(run))
    return ''.join(out)


def _letters(position, pieces):
    """{cell: letter}: the letter the variant writes for each piece's type
    and colour (not the Piece's own symbol, which a caller may have made up)."""
    from .position import Piece      # position imports this module
    by_kind = {(p.type, p.color): p.symbol for p in position._piece_table().values()}
    letters = {}
    for cell, piece in pieces.items():
        if not isinstance(piece, Piece):
            raise TypeError(f"a piece to place is an hdc.Piece, not {piece!r}")
        position.cell_name(cell)     # RangeError for a cell the board lacks
        to_c(piece.color)            # TypeError for a colour that is not a bool
        letter = by_kind.get((piece.type, piece.color))
        if letter is None:
            raise ValueError(f"{position.variant} has no piece of type {piece.type}")
        letters[cell] = letter
    return letters


def _cubic(position, pieces):
    dims = position.dimensions
    layers = []
    for z in range(dims.layers):
        ranks = []
        for y in reversed(range(dims.ranks)):
            ranks.append(_row([position.cell_at(x, y, z) for x in range(dims.files)], pieces))
        layers.append('/'.join(ranks))
    return '|'.join(layers)


def _lines(position, pieces):
    dims = position.dimensions
    parts = ['/']
    for y, xs in reversed(list(enumerate(position._line_cells()))):
        cells = [position.cell_at(x, y, 0) for x in xs]
        if any(c in pieces for c in cells):
            parts.append(f'{y}:{_row(cells, pieces)}/')
    return ''.join(parts)


def _without_en_passant(fields):
    """The fields after the placement with the e.p. (C'escacs: special
    capture) field, the third, set to "-"."""
    parts = fields.split(' ')
    if len(parts) >= 3:
        parts[2] = '-'
    return ' '.join(parts)


def text_with(position, pieces, fields=None):
    """The position text of `position` with `pieces` ({cell index: Piece})
    as its placement and its other fields, the e.p. cell dropped (it
    belongs to the last move, and an edit is none), or `fields`."""
    pieces = _letters(position, pieces)
    board, _, rest = position.text.partition(' ')
    placement = _lines(position, pieces) if board.startswith('/') else _cubic(position, pieces)
    return f'{placement} {_without_en_passant(rest) if fields is None else fields}'
