"""Game records (PGN-like text): the Pythonic layer over hdc_game_*."""

import collections.abc
import ctypes

from ._lib import C, lib, call_string, call_list, raise_status, encode, char_offset
from .errors import HdcError
from .gamenode import GameNode, Nags
from .position import Position, _as_move_value

__all__ = ['Game', 'GameNode', 'Nags', 'Tags', 'read_games', 'write_game']

_GamePtr = ctypes.POINTER(C.hdc_game)
_PosPtr = ctypes.POINTER(C.hdc_position)


class Game(GameNode):
    """A game: a start position, the moves played from it, and tag pairs.

    Game(variant="hdc") is an empty game at the start position with the
    seven standard tags; Game.from_position(pos) takes pos's history.

    A Game is also the root node of the game's tree (GameNode): its
    comment comes before the first move, its variations are the first
    moves, and board() is the start position.  play(), moves and
    position() work on the main line.
    """

    _ptr = None
    _id = 0

    @property
    def _owner(self):
        return self

    def __init__(self, variant='hdc'):
        ptr = _GamePtr()
        st = lib.hdc_game_new(None if variant is None else encode(variant, 'variant'),
                              ctypes.byref(ptr))
        if st != C.HDC_OK:
            raise_status(st)  # the library's message names the known variants
        self._ptr = ptr

    @classmethod
    def _wrap(cls, ptr):
        obj = cls.__new__(cls)
        obj._ptr = ptr
        return obj

    @classmethod
    def from_position(cls, position):
        """A game whose moves are position's history (Result tag set from it)."""
        ptr = _GamePtr()
        st = lib.hdc_game_from_position(position._ptr, ctypes.byref(ptr))
        if st != C.HDC_OK:
            raise_status(st)
        return cls._wrap(ptr)

    def __del__(self, _free=lib.hdc_game_free):
        ptr = self._ptr
        if ptr:
            self._ptr = None
            _free(ptr)

    def _fail(self, status, data=None, base=0):
        message = lib.hdc_game_error_message(self._ptr)
        message = message.decode('utf-8', 'replace') if message else None
        offset = lib.hdc_game_error_offset(self._ptr)
        if offset is not None and offset >= 0:
            offset += base
            if data is not None:
                offset = char_offset(data, offset)
        else:
            offset = None
        raise_status(status, message, offset)

    # ---- contents ------------------------------------------------------------

    @property
    def variant(self):
        """The game's variant name ("hdc", "cescacs"), as Position.variant."""
        return call_string(lib.hdc_game_variant, self._ptr)

    @property
    def tags(self):
        """The tag pairs, a mutable mapping in the order they are written."""
        return Tags(self)

    headers = tags  # python-chess's name

    def position(self):
        """A new Position at the end of the game, its moves as the history."""
        out = _PosPtr()
        st = lib.hdc_game_position(self._ptr, ctypes.byref(out))
        if st != C.HDC_OK:
            raise_status(st)
        return Position._wrap(out)

    @property
    def moves(self):
        """The moves of the game (Move objects, coordinate text as str())."""
        values = call_list(lib.hdc_game_moves, self._ptr)
        if not values:
            return []
        pos = self.position()
        return [pos._move(v) for v in values]

    def __len__(self):
        count = ctypes.c_size_t()
        st = lib.hdc_game_move_count(self._ptr, ctypes.byref(count))
        if st != C.HDC_OK:
            raise_status(st)
        return count.value

    def play(self, move):
        """Append a legal move of the final position (Move or move text)."""
        if isinstance(move, (str, bytes)):
            move = self.position().parse_move(move)
        st = lib.hdc_game_play(self._ptr, _as_move_value(move))
        if st != C.HDC_OK:
            self._fail(st)

    def write(self):
        """The record text of the game."""
        return call_string(lib.hdc_game_write, self._ptr)

    __str__ = write

    def __repr__(self):
        return f'<hdc.Game {len(self)} moves, tags {dict(self.tags)!r}>'


class Tags(collections.abc.MutableMapping):
    """The tag pairs of a Game, backed by the C handle (so always current)."""

    def __init__(self, game):
        self._game = game

    def __getitem__(self, name):
        if not isinstance(name, str):
            raise KeyError(name)
        # A missing tag raises TagNotFoundError, a KeyError.
        return call_string(lib.hdc_game_tag, self._game._ptr, encode(name, 'tag name'),
                           errcheck=lambda st: raise_status(
                               st, f"no tag {name!r}" if st == C.HDC_ERR_NOT_FOUND else None))

    def __setitem__(self, name, value):
        if value is None:
            raise ValueError("a tag value is a string; use del to remove a tag")
        st = lib.hdc_game_set_tag(self._game._ptr, encode(name, 'tag name'),
                                  encode(value, 'tag value'))
        if st != C.HDC_OK:
            self._game._fail(st)

    def __delitem__(self, name):
        if name not in self:
            raise KeyError(name)
        st = lib.hdc_game_set_tag(self._game._ptr, encode(name, 'tag name'), None)
        if st != C.HDC_OK:
            self._game._fail(st)

    def __len__(self):
        count = ctypes.c_size_t()
        st = lib.hdc_game_tag_count(self._game._ptr, ctypes.byref(count))
        if st != C.HDC_OK:
            raise_status(st)
        return count.value

    def __iter__(self):
        for i in range(len(self)):
            yield call_string(lib.hdc_game_tag_name, self._game._ptr, i)

    def __contains__(self, name):
        try:
            self[name]
        except KeyError:
            return False
        return True

    def __repr__(self):
        return f'Tags({dict(self)!r})'


def read_games(text):
    """All games of a record text, as a list of Game objects.

    Raises ParseError (offset: the character offset in `text`) at the first
    game that cannot be read.
    """
    data = encode(text, 'record text')
    buf = ctypes.create_string_buffer(data, len(data) + 1)
    base = ctypes.addressof(buf)
    games = []
    start = 0
    while True:
        game = Game(None)
        consumed = ctypes.c_size_t(0)
        st = lib.hdc_game_read(game._ptr, ctypes.cast(base + start, ctypes.c_char_p),
                               ctypes.byref(consumed))
        if st == C.HDC_ERR_NO_GAME:
            break
        if st != C.HDC_OK:
            game._fail(st, data if isinstance(text, str) else None, start)
        games.append(game)
        if consumed.value == 0:
            raise HdcError(C.HDC_ERR_SYNTAX, "hdc_game_read consumed nothing")
        start += consumed.value
        if start >= len(data):
            break
    return games


def write_game(position_or_game, tags=None):
    """The record text of a Position (its history from the start) or a Game,
    with extra `tags` (a mapping) set or replaced.  Neither argument is
    changed."""
    if isinstance(position_or_game, Position):
        game = Game.from_position(position_or_game)
    elif isinstance(position_or_game, Game):
        if not tags:
            return position_or_game.write()
        # A copy with the whole tree: the game read from its own record.
        game = read_games(position_or_game.write())[0]
    else:
        raise TypeError(f"expected a Position or a Game, not "
                        f"{type(position_or_game).__name__}")
    for name, value in (tags or {}).items():
        if value is None:
            if name in game.tags:
                del game.tags[name]
        else:
            game.tags[name] = str(value)
    return game.write()
