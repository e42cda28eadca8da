"""A small UCI driver for the tests of `hdc go`, `hdc uci` and engine games.

Python 3 standard library only.  `Uci` runs `hdc uci` as a child process,
sends it lines and reads its answers with a timeout (a reader thread fills
a queue), the way a GUI or a match program such as cutechess does.  The
referee of games is `hdc play` (legal moves, status, claims).
"""

import queue
import re
import subprocess
import threading
import time

# The info line of a completed iteration (README, "Engine: hdc go and hdc uci").
INFO_RE = re.compile(r'^info depth (\d+) seldepth (\d+) multipv (\d+) '
                     r'score (cp|mate) (-?\d+) nodes (\d+) nps (\d+) time (\d+)'
                     r'(?: pv((?: \S+)+))?$')
BESTMOVE_RE = re.compile(r'^bestmove (\S+)$')

VARIANTS = ['hdc', 'raumschach', '3d8l', 'cescacs']


def run(hdc, *args, timeout=120, input=None):
    return subprocess.run([hdc, *args], capture_output=True, text=True, encoding='utf-8',
                          errors='replace', timeout=timeout, input=input)


def position_after(hdc, variant, moves, position=None):
    """The position text after the moves (`hdc play`)."""
    args = ['play', '--variant', variant]
    if position:
        args += ['--position', position]
    proc = run(hdc, *args, *moves)
    if proc.returncode != 0:
        raise AssertionError(f'hdc play {variant} {moves}: {proc.stderr}')
    return proc.stdout.splitlines()[0][len('position: '):]


def judge(hdc, variant, moves, position=None):
    """`hdc play` of the moves: dict of position, status, check, claimable,
    result; raises AssertionError if a move cannot be played."""
    args = ['play', '--variant', variant]
    if position:
        args += ['--position', position]
    proc = run(hdc, *args, *moves)
    if proc.returncode != 0:
        raise AssertionError(f'hdc play {variant} {" ".join(moves)}: {proc.stderr}')
    return dict(line.split(': ', 1) for line in proc.stdout.splitlines())


def legal_moves(hdc, variant, position=None):
    args = ['moves', '--variant', variant]
    if position:
        args += ['--position', position]
    proc = run(hdc, *args)
    if proc.returncode != 0:
        raise AssertionError(f'hdc moves {variant}: {proc.stderr}')
    return set(proc.stdout.split())


class Uci:
    """`hdc uci` as a child process."""

    def __init__(self, hdc):
        self.proc = subprocess.Popen([hdc, 'uci'], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                     bufsize=0)
        self.lines = queue.Queue()
        self.log = []
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self):
        for raw in iter(self.proc.stdout.readline, b''):
            self.lines.put(raw.decode('utf-8', 'replace').rstrip('\r\n'))
        self.lines.put(None)  # end of output

    def send(self, line):
        data = line.encode('utf-8') if isinstance(line, str) else line
        self.log.append('> ' + repr(line)[:200])
        self.proc.stdin.write(data + b'\n')
        self.proc.stdin.flush()

    def read_line(self, timeout):
        try:
            line = self.lines.get(timeout=timeout)
        except queue.Empty:
            raise AssertionError('no answer in %.0f s; session:\n%s'
                                 % (timeout, '\n'.join(self.log[-40:])))
        if line is None:
            self.lines.put(None)
            raise AssertionError('hdc uci ended; session:\n' + '\n'.join(self.log[-40:]))
        self.log.append('< ' + line[:200])
        return line

    def until(self, pattern, timeout=60):
        """Lines up to and including the first matching `pattern` (a regex
        matched at the start of the line)."""
        deadline = time.monotonic() + timeout
        got = []
        while True:
            line = self.read_line(max(0.01, deadline - time.monotonic()))
            got.append(line)
            if re.match(pattern, line):
                return got

    def quiet(self, seconds):
        """Whatever comes within `seconds`."""
        deadline = time.monotonic() + seconds
        got = []
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                return got
            try:
                line = self.lines.get(timeout=left)
            except queue.Empty:
                return got
            if line is None:
                self.lines.put(None)
                return got
            self.log.append('< ' + line[:200])
            got.append(line)

    def handshake(self):
        self.send('uci')
        lines = self.until('uciok$', timeout=30)
        self.send('isready')
        self.until('readyok$', timeout=30)
        return lines

    def sync(self):
        self.send('isready')
        return self.until('readyok$', timeout=60)

    def search(self, go, timeout=120):
        """Send a go command; (info lines, best move)."""
        self.send(go)
        lines = self.until('bestmove ', timeout=timeout)
        info = [line for line in lines if line.startswith('info ')]
        m = BESTMOVE_RE.match(lines[-1])
        if not m:
            raise AssertionError('bad bestmove line: ' + lines[-1])
        return info, m.group(1)

    def close(self, timeout=30):
        """quit, wait; the exit status."""
        try:
            self.send('quit')
        except (BrokenPipeError, OSError):
            pass
        return self.wait(timeout)

    def wait(self, timeout=30):
        try:
            rc = self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
            raise AssertionError('hdc uci did not exit; session:\n' + '\n'.join(self.log[-40:]))
        self.reader.join(timeout=5)
        for stream in (self.proc.stdin, self.proc.stdout, self.proc.stderr):
            try:
                stream.close()
            except OSError:
                pass
        return rc

    def kill(self):
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()


def record_moves(record):
    """The moves and the result token of a record's movetext."""
    _, _, movetext = record.partition('\n\n')
    tokens = movetext.split()
    moves = []
    for token in tokens[:-1]:
        if re.fullmatch(r'\d+\.+', token):
            continue
        if token == 'e.p.':
            moves[-1] += ' e.p.'
            continue
        moves.append(token)
    return moves, tokens[-1]
