"""hdc.svg - SVG pictures of positions, shaped like python-chess's chess.svg.

    >>> import hdc, hdc.svg
    >>> pos = hdc.Position()
    >>> pos.push('e4–IV')
    >>> picture = hdc.svg.board(pos, lastmove=pos.peek(), layout='stack',
    ...                         arrows=[('e7-IV', 'e5-IV')], size=600)
    >>> picture.startswith('<svg')
    True

Positions show themselves in Jupyter (Position._repr_svg_ draws the last
move and a check).  The pictures come from the C library
(hdc_position_svg); docs/PICTURES.md describes the options, the layouts and
the classes and data attributes of the elements.
"""

import collections

from ._lib import lib, call_string, encode

__all__ = ['Arrow', 'SvgWrapper', 'board', 'piece']


class SvgWrapper(str):
    """The SVG text; Jupyter and IPython display it as a picture."""

    def _repr_svg_(self):
        return self

    def _repr_html_(self):
        return self


class Arrow(collections.namedtuple('Arrow', 'tail head color')):
    """An arrow from cell tail to cell head (names or indices, any layers);
    color None for the theme's, or "#rrggbb"."""

    __slots__ = ()

    def __new__(cls, tail, head, *, color=None):
        return super().__new__(cls, tail, head, color)


# python-chess's colors= keys, for code written for chess.svg.
_CHESS_COLOR_KEYS = {
    'square light': 'light', 'square dark': 'dark',
    'square light lastmove': 'lastmove', 'square dark lastmove': 'lastmove',
    'margin': 'background', 'coord': 'text', 'inner border': None, 'outer border': None,
    'arrow green': 'arrow',
}


def _cell_text(pos, cell):
    """A cell (index or name) as the ASCII name the option text reads."""
    if isinstance(cell, str):
        cell = pos.parse_cell(cell)
    return pos.cell_name(cell).replace('\u2013', '-')


def _word(value, what):
    text = str(value)
    if not text or any(c.isspace() for c in text):
        raise ValueError(f"bad {what}: {value!r}")
    return text


def _arrow_items(pos, arrows):
    for arrow in arrows:
        if isinstance(arrow, Arrow) or hasattr(arrow, 'tail'):
            tail, head, color = arrow.tail, arrow.head, getattr(arrow, 'color', None)
        else:
            tail, head, *rest = arrow
            color = rest[0] if rest else None
        item = f'arrow={_cell_text(pos, tail)},{_cell_text(pos, head)}'
        if color:
            item += ':' + _word(color, 'arrow colour')
        yield item


def _lastmove_item(pos, lastmove):
    if lastmove is None:
        return None
    if lastmove == 'auto':
        return 'lastmove=auto'
    if hasattr(lastmove, 'from_cell'):
        tail, head = lastmove.from_cell, lastmove.to_cell
    else:
        tail, head = lastmove
    return f'lastmove={_cell_text(pos, tail)},{_cell_text(pos, head)}'


def options_text(pos, *, lastmove=None, check=None, arrows=(), fill=None, squares=None,
                 flipped=False, size=None, layout=None, coordinates=True, colors=None,
                 theme=None, legend=False, select=None, labels=True, columns=None,
                 pieces=True):
    """The option text of hdc_position_svg for board()'s arguments."""
    items = [] if pieces else ['pieces=0']
    if size is not None:
        items.append(f'size={int(size)}')
    if layout is not None:
        items.append('layout=' + _word(layout, 'layout'))
    if columns is not None:
        items.append(f'columns={int(columns)}')
    if flipped:
        items.append('flipped=1')
    if not coordinates:
        items.append('coordinates=0')
    if not labels:
        items.append('labels=0')
    if legend:
        items.append('legend=1')
    if theme is not None:
        items.append('theme=' + _word(theme, 'theme'))
    for key, value in (colors or {}).items():
        name = _CHESS_COLOR_KEYS.get(key, key)
        if name is None:
            continue
        items.append(f'color.{_word(name, "colour name")}={_word(value, "colour")}')
    item = _lastmove_item(pos, lastmove)
    if item:
        items.append(item)
    if check is True or check == 'auto':
        items.append('check=auto')
    elif check is not None and check is not False:
        items.append('check=' + _cell_text(pos, check))
    if select is not None:
        items.append('select=' + _cell_text(pos, select))
    for cell, color in (fill or {}).items():
        items.append(f'highlight={_cell_text(pos, cell)}:{_word(color, "fill colour")}')
    for cell in squares or ():
        items.append('marked=' + _cell_text(pos, cell))
    items.extend(_arrow_items(pos, arrows))
    return ' '.join(items)


def board(position=None, *, lastmove=None, check=None, arrows=(), fill=None, squares=None,
          flipped=False, size=None, layout=None, coordinates=True, colors=None, theme=None,
          legend=False, select=None, labels=True, columns=None, variant='hdc'):
    """The SVG picture of a position (an hdc.Position; None: the board of
    `variant` without pieces).

    lastmove: a Move, a (from, to) pair of cells, or 'auto' (the last move
    of the position's history).  check: a cell, or True / 'auto' for the
    king of the side to move if it is in check.  arrows: (tail, head) or
    (tail, head, "#rrggbb") tuples or Arrow objects (anything with tail,
    head and color), between any layers.  fill: {cell: "#rrggbb"}.
    squares: cells to mark.  select: a cell whose piece is shown with its
    legal targets.  layout: 'grid' (default), 'row' or 'stack' (cubic
    variants).  size: pixels of the longer side.  colors: {name:
    "#rrggbb"} with the names of docs/PICTURES.md (light, dark, lastmove,
    ...) or python-chess's ("square light", "margin", ...).  theme:
    'brown', 'blue' or 'green'.  Cells are indices or names.
    """
    from .position import Position
    pos = position
    if pos is None:
        pos = Position(variant)
    text = options_text(pos, pieces=position is not None, lastmove=lastmove, check=check, arrows=arrows, fill=fill,
                        squares=squares, flipped=flipped, size=size, layout=layout,
                        coordinates=coordinates, colors=colors, theme=theme, legend=legend,
                        select=select, labels=labels, columns=columns)
    data = encode(text, 'options')
    return SvgWrapper(call_string(lib.hdc_position_svg, pos._ptr, data))


def piece(piece, size=None):
    """One piece (an hdc.Piece, or an hdc_piece value) as an SVG picture,
    size x size pixels (default 45)."""
    value = piece.value if hasattr(piece, 'value') else int(piece)
    data = encode(f'size={int(size)}' if size is not None else '', 'options')
    return SvgWrapper(call_string(lib.hdc_piece_svg, value, data))
