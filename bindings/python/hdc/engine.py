"""The search engine: hdc.Engine over the hdc_engine_* calls of hdc.h.

    >>> import hdc
    >>> with hdc.Engine() as engine:
    ...     result = engine.search(hdc.Position(), depth=3)
    >>> result.move in hdc.Position().legal_moves
    True

An Engine owns a libhdc engine handle: its transposition table (hash_mb
MiB, allocated once), its threads, MultiPV and strength settings.  One
search runs at a time per engine; stop() may be called from any other
thread while search() runs (the search itself runs in C with the GIL
released, so other Python threads keep running).  Progress comes through
the `info` callback, called after every completed iteration with an
object shaped like the final SearchResult; a true return value stops the
search.  Exceptions raised inside the callback stop the search and are
raised again by search() once the C call has returned.

Times are in seconds (float), as python-chess: `time=0.5` is a move time
of 500 ms; the clock values (`wtime`, `btime`, `winc`, `binc`) likewise.
"""

import ctypes
import math
import threading
from dataclasses import dataclass, field
from typing import List, Optional

from ._lib import C, lib, raise_status
from .errors import HdcError, RangeError
from .moves import Move, make_move, make_moves

__all__ = ['Engine', 'SearchResult', 'Line']

_EnginePtr = ctypes.POINTER(C.hdc_engine)

# Clock keys of search(clock=...) -> (limit id, seconds (True) or a count).
_CLOCK_KEYS = {
    'wtime': (C.HDC_LIMIT_WTIME, True),
    'btime': (C.HDC_LIMIT_BTIME, True),
    'winc': (C.HDC_LIMIT_WINC, True),
    'binc': (C.HDC_LIMIT_BINC, True),
    'movestogo': (C.HDC_LIMIT_MOVESTOGO, False),
}

_INT64 = (-2**63, 2**63)


@dataclass
class Line:
    """One line of a search (MultiPV: one per best root move).

    move: the first move of the line (a Move, or None before the first
    iteration); score: centipawns from the side to move's view, or None
    for a mate score; mate: mate in N moves (N > 0: the side to move
    mates, N < 0: it is mated), or None; depth and seldepth: the depth of
    the iteration and the selective depth reached; nodes: positions the
    whole search has entered so far; time: seconds the search has taken so
    far; pv: the principal variation, a list of Move (pv[0] == move).
    """
    move: Optional[Move] = None
    score: Optional[int] = None
    mate: Optional[int] = None
    depth: int = 0
    seldepth: int = 0
    nodes: int = 0
    time: float = 0.0
    pv: List[Move] = field(default_factory=list)

    @property
    def nps(self):
        """Nodes per second (0 when no time was measured)."""
        return int(self.nodes / self.time) if self.time > 0 else 0


@dataclass
class SearchResult(Line):
    """What search() returns, and what the `info` callback receives after
    each iteration: the fields of the best Line (move, score, mate, depth,
    seldepth, nodes, time, pv) and `lines`, every line of the iteration,
    best first (one unless multipv > 1; lines[0] is the best line).

    In the final result `move` is the move the engine plays (with skill
    below 20 its weakened choice, which the library reports as line 0;
    should the move be none of the lines, the other fields are still
    those of lines[0] and pv is [move]).  After a search stopped before
    its first iteration completed (a small node or time limit, or an early
    stop()), `move` is still a legal move while `lines` is empty, depth 0
    and score and mate None.
    """
    lines: List[Line] = field(default_factory=list)


def _limit_int(value, what):
    """An integer limit as given (bools and floats refused: depth=2.5 is a
    mistake, not a request for depth 2)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{what} must be an int, not {type(value).__name__}")
    if not _INT64[0] <= value < _INT64[1]:
        raise OverflowError(f"{what} {value} does not fit in 64 bits")
    return value


def _limit_ms(value, what):
    """Seconds (int or float) as whole milliseconds."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"{what} must be a number of seconds, not {type(value).__name__}")
    if math.isnan(value) or value < 0:
        raise RangeError(C.HDC_ERR_RANGE, f"{what} must be >= 0 seconds, not {value}")
    if math.isinf(value) or value * 1000 >= _INT64[1]:
        raise OverflowError(f"{what} {value} s is out of range")
    return int(round(value * 1000))


class Engine:
    """A libhdc search engine (hdc_engine_* of hdc.h).

    Engine(hash_mb=16, threads=1, multipv=1, skill=20): the transposition
    table size in MiB (1..hdc.MAX_HASH_MB), search threads
    (1..hdc.MAX_THREADS), how many best lines a search reports
    (1..hdc.MAX_MULTIPV) and the playing strength (0..20, 20 = full).
    The same settings are properties that may be assigned between
    searches; out-of-range values raise RangeError (a ValueError).

    Use it as a context manager or call close() to free the table at
    once; otherwise it is freed when the object is collected.  Call
    clear() at the start of a new game: a single-threaded search with a
    depth or node limit after clear() is deterministic (same move, score
    and node count every run).
    """

    _ptr = None
    # The thread running search() (its ident), None when none runs.
    _search_thread = None
    _close_after_search = False

    def __init__(self, hash_mb=16, threads=1, multipv=1, skill=20):
        ptr = _EnginePtr()
        st = lib.hdc_engine_new(ctypes.byref(ptr))
        if st != C.HDC_OK:
            raise_status(st)
        self._ptr = ptr
        # Held by search() for its whole run: one search at a time, and
        # close() waits for a running search to end.
        self._lock = threading.Lock()
        # Held by stop() around its C call, by close() around taking the
        # handle away: a stop() from another thread never sees it freed.
        self._stop_lock = threading.Lock()
        # The ctypes callback of the running search (kept alive while the C
        # side may call it) and the exception it caught.
        self._callback = None
        self._error = None
        self._settings = {}
        try:
            self.hash_mb = hash_mb
            self.threads = threads
            self.multipv = multipv
            self.skill = skill
        except BaseException:
            self.close()
            raise

    def __del__(self, _free=lib.hdc_engine_free):
        # _free bound at definition time: collection at interpreter
        # shutdown must not depend on module globals.  No search can be
        # running: search() holds a reference to self.
        ptr = self._ptr
        if ptr:
            self._ptr = None
            _free(ptr)

    # ---- life cycle -----------------------------------------------------------

    def close(self):
        """Free the engine and its table (idempotent).  A search running
        in another thread is stopped first, and close() waits for it; from
        the info callback of a running search, the search is stopped and
        the engine freed once search() returns."""
        if not self._ptr:
            return
        self.stop()
        if self._search_thread == threading.get_ident():
            self._close_after_search = True
            return
        with self._lock:
            self._free()

    def _free(self):
        with self._stop_lock:     # no stop() from another thread in between
            ptr = self._ptr
            self._ptr = None
        if ptr:
            lib.hdc_engine_free(ptr)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False

    @property
    def closed(self):
        """Whether close() was called."""
        return not self._ptr

    def _handle(self):
        ptr = self._ptr
        if not ptr:
            raise ValueError("the engine is closed")
        return ptr

    def _check(self, st):
        if st != C.HDC_OK:
            raise_status(st)

    # ---- settings ---------------------------------------------------------------

    def _set(self, name, func, value):
        value = _limit_int(value, name)
        if not -2**31 <= value < 2**31:
            raise RangeError(C.HDC_ERR_RANGE, f"{name} {value} is out of range")
        self._check(func(self._handle(), value))
        self._settings[name] = value

    @property
    def hash_mb(self):
        """Transposition table size in MiB; assigning reallocates and
        clears the table."""
        return self._settings['hash_mb']

    @hash_mb.setter
    def hash_mb(self, value):
        self._set('hash_mb', lib.hdc_engine_set_hash, value)

    @property
    def threads(self):
        """Search threads (1 by default)."""
        return self._settings['threads']

    @threads.setter
    def threads(self, value):
        self._set('threads', lib.hdc_engine_set_threads, value)

    @property
    def multipv(self):
        """How many best lines a search reports (SearchResult.lines)."""
        return self._settings['multipv']

    @multipv.setter
    def multipv(self, value):
        self._set('multipv', lib.hdc_engine_set_multipv, value)

    @property
    def skill(self):
        """Playing strength 0..20 (20 = full): below 20 the engine searches
        shallower and picks among its best lines with reproducible noise."""
        return self._settings['skill']

    @skill.setter
    def skill(self, value):
        self._set('skill', lib.hdc_engine_set_skill, value)

    def clear(self):
        """Forget what earlier searches learnt (transposition table,
        move-ordering history): call it at a new game."""
        self._check(lib.hdc_engine_clear(self._handle()))

    # ---- searching ----------------------------------------------------------------

    @property
    def searching(self):
        """Whether a search runs on this engine now (in any thread)."""
        out = ctypes.c_int32()
        self._check(lib.hdc_engine_searching(self._handle(), ctypes.byref(out)))
        return bool(out.value)

    def stop(self):
        """Ask a running search to stop soon; it returns the best move
        found so far.  Safe from any thread and from the info callback; a
        no-op when no search runs (a stop() before search() starts is not
        remembered)."""
        with self._stop_lock:
            ptr = self._ptr
            if ptr:
                self._check(lib.hdc_engine_stop(ptr))

    def evaluate(self, position):
        """The static evaluation of `position` (no search), in centipawns
        from the side to move's view."""
        out = ctypes.c_int32()
        self._check(lib.hdc_engine_evaluate(self._handle(), _position_ptr(position),
                                            ctypes.byref(out)))
        return out.value

    def _apply_limits(self, ptr, position, depth, nodes, time, mate, clock, searchmoves,
                      infinite):
        def put(limit, value):
            self._check(lib.hdc_engine_set_limit(ptr, limit, value))

        self._check(lib.hdc_engine_clear_limits(ptr))
        if depth is not None:
            put(C.HDC_LIMIT_DEPTH, _limit_int(depth, 'depth'))
        if nodes is not None:
            put(C.HDC_LIMIT_NODES, _limit_int(nodes, 'nodes'))
        if time is not None:
            put(C.HDC_LIMIT_MOVETIME, _limit_ms(time, 'time'))
        if mate is not None:
            put(C.HDC_LIMIT_MATE, _limit_int(mate, 'mate'))
        if clock is not None:
            if not hasattr(clock, 'items'):
                raise TypeError(f"clock must be a dict (wtime, btime, winc, binc, "
                                f"movestogo), not {type(clock).__name__}")
            unknown = set(clock) - set(_CLOCK_KEYS)
            if unknown:
                raise TypeError(f"unknown clock keys {sorted(map(str, unknown))}; "
                                f"known: {', '.join(_CLOCK_KEYS)}")
            for key, value in clock.items():
                if value is None:
                    continue
                limit, seconds = _CLOCK_KEYS[key]
                put(limit, _limit_ms(value, key) if seconds else _limit_int(value, key))
        if infinite:
            put(C.HDC_LIMIT_INFINITE, 1)
        if searchmoves is not None:
            if isinstance(searchmoves, (str, bytes, Move)):
                searchmoves = [searchmoves]
            values = [_root_move_value(position, m) for m in searchmoves]
            if not values:
                raise RangeError(C.HDC_ERR_RANGE, "searchmoves is empty (None searches "
                                 "every move)")
            arr = (C.hdc_move * len(values))(*values)
            self._check(lib.hdc_engine_set_root_moves(ptr, arr, len(values)))

    def search(self, position, depth=None, nodes=None, time=None, mate=None, clock=None,
               searchmoves=None, info=None, infinite=False):
        """Search `position` (an hdc.Position, not changed) and return a
        SearchResult.

        Limits, any combination (the search stops at the first it reaches;
        with none it runs to the deepest iteration, hdc.MAX_SEARCH_DEPTH):
          depth: iterations (1..hdc.MAX_SEARCH_DEPTH);
          nodes: positions entered (>= 1);
          time: seconds for this move (float; whole milliseconds are used);
          mate: stop once a mate in this many moves is found;
          clock: a dict of wtime, btime (seconds left), winc, binc
            (seconds added per move) and movestogo (moves to the next time
            control, 0 = sudden death), any subset: the engine's time
            manager decides how long to think;
          infinite: True searches until stop() (the other limits ignored
            until then, as UCI's `go infinite`);
          searchmoves: search only these root moves (Move objects, move
            values or move texts; IllegalMoveError for a move not legal in
            `position`).

        info: a callable receiving a SearchResult after each completed
        iteration (lines of that iteration, nodes and time so far); a true
        return value stops the search.  An exception raised by it stops the
        search and is raised by search() afterwards.

        Errors: RangeError for a limit out of range, TypeError for a limit
        of the wrong type, HdcError with status HDC_ERR_GAME_OVER when the
        game is over by rule in `position`, HDC_ERR_BUSY when this engine
        is already searching (in another thread).
        """
        if info is not None and not callable(info):
            raise TypeError(f"info must be callable, not {type(info).__name__}")
        pos_ptr = _position_ptr(position)
        if not self._lock.acquire(blocking=False):
            raise HdcError(C.HDC_ERR_BUSY, "this engine is already searching")
        try:
            ptr = self._handle()
            self._search_thread = threading.get_ident()
            self._apply_limits(ptr, position, depth, nodes, time, mate, clock, searchmoves,
                               infinite)
            namer = position._namer()
            self._error = None

            def progress(_engine, iteration, _user):
                # From the searching thread, with the GIL (ctypes takes it).
                # Installed even without `info`: Python code running here
                # lets a KeyboardInterrupt (Ctrl-C) stop the search.
                if iteration <= 0 or self._error is not None:
                    return 0
                try:
                    if info is None:
                        return 0
                    return 1 if info(self._read_result(ptr, namer, None)) else 0
                except BaseException as exc:   # KeyboardInterrupt too: stop
                    self._error = exc
                    return 1

            # The ctypes callback must outlive every call the C side makes
            # to it: kept on self until the progress function is removed.
            self._callback = C.hdc_engine_progress_fn(progress)
            self._check(lib.hdc_engine_set_progress(ptr, self._callback, None))
            try:
                best = C.hdc_move()
                st = lib.hdc_engine_search(ptr, pos_ptr, ctypes.byref(best))
            finally:
                lib.hdc_engine_set_progress(ptr, C.hdc_engine_progress_fn(), None)
                self._callback = None
            error, self._error = self._error, None
            if error is not None:
                raise error
            if st != C.HDC_OK:
                raise_status(st)
            return self._read_result(ptr, namer, best.value)
        finally:
            self._search_thread = None
            if self._close_after_search:
                self._free()
            self._lock.release()

    def _read_result(self, ptr, namer, best):
        """The lines of the last completed iteration as a SearchResult;
        `best` (a move value) overrides the best line's first move."""
        count = ctypes.c_int32()
        self._check(lib.hdc_engine_line_count(ptr, ctypes.byref(count)))
        lines = [_read_line(ptr, i, namer) for i in range(count.value)]
        # The line of the move played (with skill < 20 maybe not the best
        # line), else the best line.
        top = next((line for line in lines if line.move is not None
                    and best is not None and line.move.value == best),
                   lines[0] if lines else None)
        if top is not None:
            result = SearchResult(top.move, top.score, top.mate, top.depth, top.seldepth,
                                  top.nodes, top.time, list(top.pv), lines)
        else:
            result = SearchResult(lines=lines)
        if best is not None and best != C.HDC_MOVE_NULL:
            if result.move is None or result.move.value != best:
                result.move = make_move(best, namer)
                result.pv = [result.move]
        return result

    def __repr__(self):
        if self.closed:
            return '<hdc.Engine (closed)>'
        s = self._settings
        return (f"<hdc.Engine hash_mb={s.get('hash_mb')} threads={s.get('threads')} "
                f"multipv={s.get('multipv')} skill={s.get('skill')}>")


def _position_ptr(position):
    from .position import Position    # position imports this module lazily
    if not isinstance(position, Position):
        raise TypeError(f"expected an hdc.Position, not {type(position).__name__}")
    return position._ptr


def _root_move_value(position, move):
    if isinstance(move, (str, bytes)):
        return position.parse_move(move).value
    return position._move_value(move)


_PV_CAP = C.HDC_MAX_PV


def _read_line(ptr, index, namer):
    score, kind, depth, seldepth = (ctypes.c_int32() for _ in range(4))
    nodes, time_ms, length = ctypes.c_uint64(), ctypes.c_int64(), ctypes.c_size_t()
    cap = _PV_CAP
    for _ in range(3):
        pv = (C.hdc_move * cap)()
        st = lib.hdc_engine_line(ptr, index, ctypes.byref(score), ctypes.byref(kind),
                                 ctypes.byref(depth), ctypes.byref(seldepth),
                                 ctypes.byref(nodes), ctypes.byref(time_ms), pv, cap,
                                 ctypes.byref(length))
        if st == C.HDC_ERR_BUFFER_TOO_SMALL and length.value > cap:
            cap = length.value
            continue
        if st != C.HDC_OK:
            raise_status(st)
        break
    else:
        raise RuntimeError("hdc_engine_line: the principal variation kept growing")
    moves = make_moves(pv[:length.value], namer)
    mate = score.value if kind.value == C.HDC_SCORE_MATE else None
    return Line(move=moves[0] if moves else None,
                score=None if mate is not None else score.value,
                mate=mate, depth=depth.value, seldepth=seldepth.value, nodes=nodes.value,
                time=time_ms.value / 1000.0, pv=moves)


# ---- the engine behind Position.best_move -----------------------------------------

class _DefaultEngines(threading.local):
    engine = None


_defaults = _DefaultEngines()


def default_engine():
    """This thread's engine for Position.best_move (created on first use)."""
    engine = _defaults.engine
    if engine is None or engine.closed:
        engine = _defaults.engine = Engine()
    return engine
