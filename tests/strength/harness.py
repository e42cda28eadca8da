"""What the strength scripts share: loading the `hdc` Python package of a
build, a small UCI client, openings, game adjudication and the score/Elo
arithmetic.  Not a test (nothing here runs in CI); see docs/ENGINE.md,
"Measuring strength".
"""

import os
import queue
import random
import shlex
import subprocess
import sys
import threading

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE_ROOT = os.path.dirname(os.path.dirname(HERE))
DEFAULT_BUILD = os.path.join(SOURCE_ROOT, 'build')

VARIANTS = ('hdc', 'raumschach', '3d8l', 'cescacs')


def load_hdc(build=None):
    """Import the `hdc` package of a build tree (BUILD/bindings/python, the
    way tests/python/support.py finds it); an installed package if no build
    tree is given and none is found."""
    build = os.path.abspath(build or os.environ.get('HDC_BUILD_ROOT') or DEFAULT_BUILD)
    parent = os.path.join(build, 'bindings', 'python')
    if os.path.isdir(os.path.join(parent, 'hdc')) and parent not in sys.path:
        sys.path.insert(0, parent)
    import hdc
    return hdc


def default_engine_command(build=None):
    build = os.path.abspath(build or DEFAULT_BUILD)
    return [os.path.join(build, 'examples', 'hdc'), 'uci']


class EngineError(RuntimeError):
    pass


class UciEngine:
    """A UCI engine in a child process: one line out, lines in (read by a
    thread into a queue so that every wait has a timeout)."""

    def __init__(self, command, name=None, options=(), variant='hdc', log=None,
                 timeout=60.0):
        self.command = shlex.split(command) if isinstance(command, str) else list(command)
        self.timeout = timeout
        self.log = log
        self.proc = subprocess.Popen(self.command, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                     text=True, bufsize=1)
        self.lines = queue.Queue()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()
        self.send('uci')
        self.id_name = None
        self.options = {}
        for line in self._until('uciok'):
            if line.startswith('id name '):
                self.id_name = line[len('id name '):].strip()
            elif line.startswith('option name '):
                rest = line[len('option name '):]
                self.options[rest.split(' type ')[0].strip().lower()] = rest
        self.name = name or self.id_name or os.path.basename(self.command[0])
        self.variant = variant
        if variant != 'chess':
            self.setoption('UCI_Variant', variant)
        for opt in options:
            key, _, value = opt.partition('=')
            self.setoption(key.strip(), value.strip())
        self.ready()

    def _read(self):
        for line in self.proc.stdout:
            self.lines.put(line.rstrip('\n'))
        self.lines.put(None)

    def send(self, line):
        if self.log:
            self.log(f'> {self.name if hasattr(self, "name") else "?"}: {line}')
        try:
            self.proc.stdin.write(line + '\n')
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError) as e:
            raise EngineError(f'{self.command[0]}: cannot write ({e})') from None

    def readline(self, timeout=None):
        try:
            line = self.lines.get(timeout=timeout or self.timeout)
        except queue.Empty:
            raise EngineError(f'{self.command[0]}: no answer within '
                              f'{timeout or self.timeout:.0f} s') from None
        if line is None:
            raise EngineError(f'{self.command[0]}: the engine exited '
                              f'(status {self.proc.poll()})')
        if self.log:
            self.log(f'< {line}')
        if line.startswith('info string error'):
            sys.stderr.write(f'[{getattr(self, "name", "?")}] {line}\n')
        return line

    def _until(self, token, timeout=None):
        while True:
            line = self.readline(timeout)
            yield line
            if line.split()[:1] == [token]:
                return

    def setoption(self, name, value):
        self.send(f'setoption name {name} value {value}')

    def ready(self):
        self.send('isready')
        for _ in self._until('readyok'):
            pass

    def new_game(self):
        self.send('ucinewgame')
        self.ready()

    def go(self, moves, limits, start_text=None):
        """Best move (coordinate text) after the moves from the start (or
        from start_text); limits: dict of go arguments, e.g. {'nodes': 20000}
        or {'movetime': 1000}.  Returns (move, last info line)."""
        pos = f'fen {start_text}' if start_text else 'startpos'
        self.send(f'position {pos}' + (' moves ' + ' '.join(moves) if moves else ''))
        self.send('go ' + ' '.join(f'{k} {v}' for k, v in limits.items()))
        wait = self.timeout
        if 'movetime' in limits:
            wait = max(wait, int(limits['movetime']) / 1000.0 * 3 + 10)
        info = None
        for line in self._until('bestmove', wait):
            if line.startswith('info ') and ' score ' in line:
                info = line
            if line.startswith('bestmove'):
                parts = line.split()
                return (parts[1] if len(parts) > 1 else '(none)'), info
        raise EngineError('no bestmove')

    def quit(self):
        try:
            self.send('quit')
            self.proc.wait(timeout=5)
        except (EngineError, subprocess.TimeoutExpired):
            self.proc.kill()
            self.proc.wait()


class LibEngine:
    """The engine of the loaded libhdc called in this process through the
    generated ctypes declarations (hdc.capi): the same interface as
    UciEngine for what the scripts use (new_game, go, quit), no `hdc uci`
    needed.  Options: Hash, Threads, Skill Level (UCI names)."""

    def __init__(self, hdc, variant='hdc', name='libhdc', options=()):
        import ctypes
        self.ctypes = ctypes
        self.hdc = hdc
        self.C = hdc.capi
        self.lib = hdc.lib
        self.variant = variant
        self.name = name
        self.ptr = ctypes.POINTER(self.C.hdc_engine)()
        self._check(self.lib.hdc_engine_new(ctypes.byref(self.ptr)), 'hdc_engine_new')
        setters = {'hash': self.lib.hdc_engine_set_hash, 'threads': self.lib.hdc_engine_set_threads,
                   'skill level': self.lib.hdc_engine_set_skill,
                   'multipv': self.lib.hdc_engine_set_multipv}
        for opt in options:
            key, _, value = opt.partition('=')
            setter = setters.get(key.strip().lower())
            if setter is None:
                raise EngineError(f'LibEngine: unknown option {key!r}')
            self._check(setter(self.ptr, int(value)), key)

    def _check(self, status, what):
        if status != self.C.HDC_OK:
            raise EngineError(f'{what}: {self.hdc.lib.hdc_status_string(status).decode()}')

    def new_game(self):
        self._check(self.lib.hdc_engine_clear(self.ptr), 'hdc_engine_clear')

    def go(self, moves, limits, start_text=None):
        C, lib, ctypes = self.C, self.lib, self.ctypes
        pos = self.hdc.Position(self.variant, start_text)
        for m in moves:
            pos.push_coord(m)
        self._check(lib.hdc_engine_clear_limits(self.ptr), 'clear_limits')
        names = {'depth': C.HDC_LIMIT_DEPTH, 'nodes': C.HDC_LIMIT_NODES,
                 'movetime': C.HDC_LIMIT_MOVETIME}
        for key, value in limits.items():
            self._check(lib.hdc_engine_set_limit(self.ptr, names[key], int(value)), key)
        best = C.hdc_move()
        self._check(lib.hdc_engine_search(self.ptr, pos._ptr, ctypes.byref(best)), 'search')
        return str(pos._move(best.value)), None

    def last_nodes(self):
        """The nodes of the last search (hdc_engine_line)."""
        nodes = self.ctypes.c_uint64()
        self._check(self.lib.hdc_engine_line(self.ptr, 0, None, None, None, None,
                                             self.ctypes.byref(nodes), None, None, 0, None),
                    'hdc_engine_line')
        return nodes.value

    def quit(self):
        if self.ptr:
            self.lib.hdc_engine_free(self.ptr)
            self.ptr = None


def make_engine(spec, hdc, variant, name=None, options=(), build=None):
    """'lib' (or 'lib:'): the in-process LibEngine of the loaded library;
    anything else: a UCI command line (string or list)."""
    if isinstance(spec, str) and spec.split(':')[0] == 'lib':
        return LibEngine(hdc, variant, name or 'libhdc', options)
    return UciEngine(spec, name, options, variant)


# ---- openings ---------------------------------------------------------------

def random_opening(hdc, variant, plies, rng):
    """A random line of `plies` legal moves from the start that does not end
    the game (moves sorted by their text before the draw, so a seed gives
    the same line with every build)."""
    while True:
        pos = hdc.Position(variant)
        line = []
        for _ in range(plies):
            moves = sorted((str(m) for m in pos.legal_moves))
            if not moves:
                break
            move = rng.choice(moves)
            pos.push_coord(move)
            line.append(move)
        if len(line) == plies and pos.outcome(claim_draw=True) is None:
            return line


def read_openings(path):
    """One opening a line: coordinate moves separated by spaces; '#' starts
    a comment."""
    lines = []
    with open(path, encoding='utf-8') as f:
        for raw in f:
            text = raw.split('#', 1)[0].strip()
            if text:
                lines.append(text.split())
    return lines


# ---- adjudication -----------------------------------------------------------

# Points of a game from white's view, as a fraction of the game: C'escacs
# scores mate 3-0, stalemate 2-1 (for the side that stalemated) and a draw
# 1-1; the other variants 1-0, 1/2-1/2, 0-1 (stalemate is a draw there).
def white_score(outcome, variant):
    """White's share of the points (1, 2/3, 1/2, 1/3, 0) of a finished game
    (an hdc.Outcome, or None for a game cut by the move cap: a draw)."""
    if outcome is None or outcome.winner is None:
        return 0.5
    won = 1.0
    if variant == 'cescacs' and outcome.reason == 'stalemate':
        won = 2.0 / 3.0
    return won if outcome.winner else 1.0 - won


def result_text(outcome, variant, capped=False):
    if capped or outcome is None:
        return '1-1' if variant == 'cescacs' else '1/2-1/2'
    text = outcome.result
    if text in ('*', '', None):  # a claimed draw
        text = '1-1' if variant == 'cescacs' else '1/2-1/2'
    return text


# ---- score and Elo ----------------------------------------------------------

def _elo():
    # The package's module (pure Python): every match report computes its
    # Elo the same way, hdc.distributed's too.
    load_hdc()
    import hdc.elo
    return hdc.elo


def elo_estimate(scores):
    """(elo, margin95, mean score) of per-game scores: hdc.elo's."""
    return _elo().elo_estimate(scores)


def format_elo(scores):
    return _elo().format_elo(scores)


def rng_for(seed):
    return random.Random(seed)
