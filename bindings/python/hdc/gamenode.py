"""The tree of a game: GameNode (a move with its comments, NAGs and
variations) over the hdc_game_node_* calls, in the manner of python-chess's
GameNode.  Game (game.py) is the root node."""

import collections.abc
import ctypes

from ._lib import C, lib, call_string, call_list, raise_status, encode
from .position import Move, Position, _as_move_value

__all__ = ['GameNode', 'Nags']

_PosPtr = ctypes.POINTER(C.hdc_position)


def _nag(value):
    """A NAG as the C calls take it (RangeError outside 0..255, before
    ctypes could cut a large integer down to 32 bits)."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"a NAG is an integer, not {type(value).__name__}")
    if not 0 <= value <= 255:
        raise_status(C.HDC_ERR_RANGE, f"NAG {value} is outside 0..255")
    return value


class GameNode:
    """A node of a game's tree: the move that leads to it (None for the
    root, the Game), a comment after the move and a starting comment before
    it, NAGs, and the variations that follow it (variations[0] is the main
    continuation).

    Nodes are views of the game: they follow its changes, and stay valid
    until they (or a node above them) are removed.
    """

    def __init__(self, game, node_id):
        self._owner = game
        self._id = node_id

    # ---- the C handle ---------------------------------------------------------------

    def game(self):
        """The Game (root node) this node belongs to."""
        return self._owner

    @property
    def _handle(self):
        return self._owner._ptr

    def _out(self, func, *args, ctype=ctypes.c_int32):
        out = ctype()
        st = func(self._handle, self._id, *args, ctypes.byref(out))
        if st != C.HDC_OK:
            raise_status(st, f"no node {self._id} in this game" if st == C.HDC_ERR_RANGE
                         else None)
        return out.value

    def _edit(self, func, *args):
        st = func(self._handle, self._id, *args)
        if st != C.HDC_OK:
            self._owner._fail(st)

    def _node(self, node_id):
        return self._owner if node_id == 0 else GameNode(self._owner, node_id)

    def __eq__(self, other):
        return (isinstance(other, GameNode) and other._owner is self._owner
                and other._id == self._id)

    def __hash__(self):
        return hash((id(self._owner), self._id))

    # ---- where it is ----------------------------------------------------------------

    @property
    def parent(self):
        """The node before this one (None for the root)."""
        parent = self._out(lib.hdc_game_node_parent)
        return None if parent < 0 else self._node(parent)

    @property
    def move(self):
        """The Move that leads to this node (None for the root)."""
        if self._id == 0:
            return None
        value = self._out(lib.hdc_game_node_move, ctype=C.hdc_move)
        return self.parent.board()._move(value)

    def san(self):
        """The node's move in SAN-like notation, in its parent's position."""
        parent = self.parent
        if parent is None:
            raise ValueError("the root of a game has no move")
        return parent.board().san(self.move)

    def ply(self):
        """How many moves from the start position the node is."""
        return self._out(lib.hdc_game_node_ply)

    def board(self):
        """A new Position at this node, the moves from the start as its
        history."""
        out = _PosPtr()
        st = lib.hdc_game_node_position(self._handle, self._id, ctypes.byref(out))
        if st != C.HDC_OK:
            raise_status(st)
        return Position._wrap(out)

    @property
    def variations(self):
        """The nodes that follow this one; [0] is the main continuation."""
        count = self._out(lib.hdc_game_node_child_count)
        return [self._node(self._out(lib.hdc_game_node_child, i)) for i in range(count)]

    def variation(self, move_or_index):
        """A child by index, or the child reached by a move (KeyError if
        none)."""
        if isinstance(move_or_index, int) and not isinstance(move_or_index, bool):
            return self.variations[move_or_index]
        for child in self.variations:
            if child.move == self._as_move(move_or_index):
                return child
        raise KeyError(move_or_index)

    def has_variation(self, move):
        try:
            self.variation(self._as_move(move))
        except KeyError:
            return False
        return True

    def next(self):
        """The main continuation, or None at the end of a line."""
        count = self._out(lib.hdc_game_node_child_count)
        return self._node(self._out(lib.hdc_game_node_child, 0)) if count else None

    def is_end(self):
        return self.next() is None

    def end(self):
        """The last node of the main continuation from here."""
        node, following = self, self.next()
        while following is not None:
            node, following = following, following.next()
        return node

    def is_main_variation(self):
        """Whether this is its parent's main continuation (or the root)."""
        parent = self.parent
        return parent is None or parent.next() == self

    def starts_variation(self):
        """Whether this node is the first move of a variation."""
        return not self.is_main_variation()

    def is_mainline(self):
        """Whether the node is on the game's main line."""
        node = self
        while node.parent is not None:
            if not node.is_main_variation():
                return False
            node = node.parent
        return True

    def mainline(self):
        """The nodes of the main continuation after this one."""
        node = self.next()
        while node is not None:
            yield node
            node = node.next()

    def mainline_moves(self):
        """The moves of the main continuation after this node."""
        # One board played along, rather than a board per node.
        board, moves = self.board(), []
        for node in self.mainline():
            move = board._move(node._out(lib.hdc_game_node_move, ctype=C.hdc_move))
            moves.append(move)
            board.push(move)
        return moves

    # ---- what people wrote --------------------------------------------------------

    def _text(self, func):
        return call_string(func, self._handle, self._id)

    @property
    def comment(self):
        """The comment after the move (for the root: before the game)."""
        return self._text(lib.hdc_game_node_comment)

    @comment.setter
    def comment(self, text):
        self._edit(lib.hdc_game_node_set_comment, encode(text or '', 'comment'))

    @property
    def starting_comment(self):
        """The comment before the move (where a variation opens)."""
        return self._text(lib.hdc_game_node_starting_comment)

    @starting_comment.setter
    def starting_comment(self, text):
        self._edit(lib.hdc_game_node_set_starting_comment,
                   encode(text or '', 'starting comment'))

    @property
    def nags(self):
        """The NAGs of the move, a live set of integers 0..255."""
        return Nags(self)

    @nags.setter
    def nags(self, values):
        values = [_nag(v) for v in values]
        arr = (ctypes.c_int32 * max(len(values), 1))(*values)
        self._edit(lib.hdc_game_node_set_nags, arr, len(values))

    # ---- editing --------------------------------------------------------------------

    def _as_move(self, move):
        if isinstance(move, (str, bytes)):
            return self.board().parse_move(move)
        if isinstance(move, Move):
            return move
        return Move(_as_move_value(move))

    def _child(self, move_or_node):
        if isinstance(move_or_node, GameNode):
            if move_or_node.parent != self:
                raise ValueError("not a variation of this node")
            return move_or_node
        return self.variation(self._as_move(move_or_node))

    def add_variation(self, move, *, comment='', starting_comment='', nags=()):
        """The node reached by a legal move from here (Move, value or text):
        the existing one, or a new last variation."""
        value = _as_move_value(self._as_move(move))
        out = ctypes.c_int32()
        st = lib.hdc_game_node_add_variation(self._handle, self._id, value, ctypes.byref(out))
        if st != C.HDC_OK:
            self._owner._fail(st)
        node = self._node(out.value)
        if comment:
            node.comment = comment
        if starting_comment:
            node.starting_comment = starting_comment
        for nag in nags:
            node.nags.add(nag)
        return node

    def add_main_variation(self, move, *, comment='', nags=()):
        """add_variation, made the main continuation."""
        node = self.add_variation(move, comment=comment, nags=nags)
        self.promote_to_main(node)
        return node

    def add_line(self, moves, *, comment='', starting_comment='', nags=()):
        """Adds moves one after the other from here; returns the last node
        (the comment and NAGs go to it, the starting comment to the
        first)."""
        node = self
        for i, move in enumerate(moves):
            node = node.add_variation(move, starting_comment=starting_comment if i == 0 else '')
        if comment:
            node.comment = comment
        for nag in nags:
            node.nags.add(nag)
        return node

    def promote_to_main(self, move_or_node):
        """Makes a variation (a child node, or the move to it) the main
        continuation."""
        self._child(move_or_node)._edit(lib.hdc_game_node_promote_to_main)

    def promote(self, move_or_node):
        """Moves a variation one place towards the main continuation."""
        self._child(move_or_node)._edit(lib.hdc_game_node_promote)

    def demote(self, move_or_node):
        """Moves a variation one place away from the main continuation."""
        self._child(move_or_node)._edit(lib.hdc_game_node_demote)

    def remove_variation(self, move_or_node):
        """Removes a variation and everything after it."""
        self._child(move_or_node)._edit(lib.hdc_game_node_remove)

    def __repr__(self):
        if self._id == 0:
            return '<hdc.GameNode root>'
        return f'<hdc.GameNode {self.ply()} {self.san()}>'


class Nags(collections.abc.MutableSet):
    """The NAGs of a node, backed by the game (so always current), in the
    order they were added."""

    def __init__(self, node):
        self._node = node

    def _values(self):
        return call_list(lib.hdc_game_node_nags, self._node._handle, self._node._id,
                         ctype=ctypes.c_int32, cap=256)

    def __contains__(self, nag):
        return nag in self._values()

    def __iter__(self):
        return iter(self._values())

    def __len__(self):
        return len(self._values())

    def add(self, nag):
        self._node._edit(lib.hdc_game_node_add_nag, _nag(nag))

    def discard(self, nag):
        self._node.nags = [n for n in self._values() if n != nag]

    def __repr__(self):
        return f'Nags({self._values()!r})'
