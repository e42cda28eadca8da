"""The core commands of the `hdc` program, in Python: `python -m hdc`.

    python -m hdc startpos [--variant NAME]
    python -m hdc perft [--variant NAME] [--position TEXT] [--divide] [--threads N] DEPTH
    python -m hdc moves [--variant NAME] [--position TEXT] [--san]
    python -m hdc play [--variant NAME] [--position TEXT] [MOVE...]
    python -m hdc go [--variant NAME] [--position TEXT] [--depth N | --nodes N |
                     --movetime MS] [--hash MB] [--threads N] [--multipv N] [--skill N] [MOVE...]

The output is byte for byte that of the C program (examples/hdc*.c) for the
same arguments: the same lines, the same messages on stderr ("hdc perft:
..."), the same exit status (0 success, 2 bad input, 1 failure).  Only what
depends on the clock differs: the seconds and Mnodes/s of perft, and the
nodes/nps/time (so the depths reached and the moves) of a go limited by
time.  This module is a line-by-line port of examples/hdc_common.c,
hdc_perft.c, hdc_moves.c, hdc_play.c, hdc_go.c and hdc_engine.c on the raw
ctypes layer (hdc.capi): keeping the same calls in the same order is what
keeps messages and statuses identical.  Arguments are handled as bytes
(os.fsencode), as C sees them, so that messages quoting them are the same.

The other commands of the program (demo, bench, uci, svg) are not here: they
print "hdc: command '...' is not available in python -m hdc" (exit 2).

hdc.distributed reuses the parsing (parse, load_position) and the output
lines (depth_line) for its distributed perft.
"""

import ctypes
import os
import re
import sys
import threading
import time

from ._lib import lib, C

OK, FAILURE, BAD_INPUT = 0, 1, 2

OPT_VARIANT, OPT_POSITION, OPT_DIVIDE, OPT_SAN = 1 << 0, 1 << 1, 1 << 2, 1 << 3
OPT_SEED, OPT_MAX_PLIES, OPT_DEPTH, OPT_NODES = 1 << 4, 1 << 5, 1 << 6, 1 << 7
OPT_MOVETIME, OPT_HASH, OPT_THREADS, OPT_MULTIPV = 1 << 8, 1 << 9, 1 << 10, 1 << 11
OPT_SKILL, OPT_WHITE, OPT_BLACK = 1 << 12, 1 << 13, 1 << 14

# name -> (bit, takes_value), the option_table of hdc_common.c.
OPTION_TABLE = {
    b'variant': (OPT_VARIANT, True), b'position': (OPT_POSITION, True),
    b'divide': (OPT_DIVIDE, False), b'san': (OPT_SAN, False),
    b'seed': (OPT_SEED, True), b'max-plies': (OPT_MAX_PLIES, True),
    b'depth': (OPT_DEPTH, True), b'nodes': (OPT_NODES, True),
    b'movetime': (OPT_MOVETIME, True), b'hash': (OPT_HASH, True),
    b'threads': (OPT_THREADS, True), b'multipv': (OPT_MULTIPV, True),
    b'skill': (OPT_SKILL, True), b'white': (OPT_WHITE, True), b'black': (OPT_BLACK, True),
}

NUMBER_RANGES = {
    OPT_DEPTH: (b'depth', 1, C.HDC_MAX_SEARCH_DEPTH),
    OPT_NODES: (b'nodes', 1, 10**15),
    OPT_MOVETIME: (b'movetime', 1, 10**12),
    OPT_HASH: (b'hash', 1, C.HDC_MAX_HASH_MB),
    OPT_THREADS: (b'threads', 1, C.HDC_MAX_THREADS),
    OPT_MULTIPV: (b'multipv', 1, C.HDC_MAX_MULTIPV),
    OPT_SKILL: (b'skill', 0, C.HDC_MAX_SKILL),
}

PERFT_MAX_THREADS = 256
# hdc_position_perft keeps a move list of HDC_MAX_MOVES moves (64 KiB) on
# the stack per ply: the C program gives its threads 8 MiB, so do we.
THREAD_STACK_BYTES = 8 * 1024 * 1024


class CliExit(Exception):
    """Leave a command with this exit status (the message is printed)."""

    def __init__(self, code):
        super().__init__(code)
        self.code = code


def out(data):
    """Write bytes (or str, as UTF-8) to stdout, as printf does."""
    if isinstance(data, str):
        data = data.encode('utf-8', 'surrogateescape')
    sys.stdout.buffer.write(data)


def flush():
    sys.stdout.flush()


class Args:
    """struct cli_args."""

    def __init__(self, command):
        self.command = command if isinstance(command, bytes) else command.encode()
        self.variant = b''
        self.position = None
        self.divide = False
        self.san = False
        self.seed = 1
        self.max_plies = 2000
        self.given = 0
        self.depth = self.nodes = self.movetime = 0
        self.hash = self.threads = self.multipv = 0
        self.skill = -1
        self.operands = []

    def error(self, message):
        """cli_error: 'hdc <command>: <message>' on stderr."""
        if isinstance(message, str):
            message = message.encode('utf-8', 'surrogateescape')
        sys.stdout.flush()
        sys.stderr.buffer.write(b'hdc ' + self.command + b': ' + message + b'\n')
        sys.stderr.flush()

    def fail(self, message, code=BAD_INPUT):
        self.error(message)
        raise CliExit(code)

    @property
    def variant_name(self):
        return self.variant or b'hdc'


def parse_integer(text, low, high):
    """cli_parse_integer: a strict decimal number in [low, high], else None."""
    if not re.fullmatch(rb'[+-]?[0-9]+', text or b''):
        return None
    value = int(text)
    return value if low <= value <= high else None


def _status_text(status):
    return lib.hdc_status_string(status)


def _known_variants():
    names = []
    for i in range(lib.hdc_variant_count()):
        buf = ctypes.create_string_buffer(64)
        if lib.hdc_variant_name(i, buf, 64, None) == C.HDC_OK:
            names.append(buf.value)
    return b', '.join(names)


def unknown_variant(args, name):
    args.fail(b"unknown variant '%s' (known: %s)" % (name, _known_variants()))


def _set_option(args, bit, name, value):
    args.given |= bit
    if bit == OPT_VARIANT:
        if len(value) == 0 or len(value) >= 32:
            unknown_variant(args, value)
        args.variant = value.lower()          # bytes.lower(): ASCII only, as tolower
    elif bit == OPT_POSITION:
        args.position = value
    elif bit == OPT_DIVIDE:
        args.divide = True
    elif bit == OPT_SAN:
        args.san = True
    elif bit == OPT_SEED:
        if not re.fullmatch(rb'[0-9]{1,20}', value) or int(value) >= 2**64:
            args.fail(b"bad --%s '%s': expected a number 0..18446744073709551615" % (name, value))
        args.seed = int(value)
    elif bit == OPT_MAX_PLIES:
        n = parse_integer(value, 0, 1000000)
        if n is None:
            args.fail(b"bad --%s '%s': expected a number 0..1000000" % (name, value))
        args.max_plies = n
    elif bit in NUMBER_RANGES:
        attr, low, high = NUMBER_RANGES[bit]
        n = parse_integer(value, low, high)
        if n is None:
            args.fail(b"bad --%s '%s': expected a number %d..%d" % (name, value, low, high))
        setattr(args, attr.decode(), n)
    else:
        args.fail(b"bad --%s '%s': expected engine, greedy or random" % (name, value))


def parse(command, argv, allowed):
    """cli_parse: argv is a list of bytes; returns Args or raises CliExit."""
    args = Args(command)
    options_done = False
    i = 0
    while i < len(argv):
        arg = argv[i]
        i += 1
        if (options_done or arg[:1] != b'-' or len(arg) == 1
                or (arg[1:2] != b'-' and not arg[1:2].isalpha())):
            # An operand ("-" alone and "-5" too, so that a negative depth
            # is reported as a bad depth).
            args.operands.append(arg)
            continue
        if arg == b'--':
            options_done = True
            continue
        if arg[1:2] != b'-':
            args.fail(b"unknown option '%s' (see hdc --help)" % arg)
        name, eq, value = arg[2:].partition(b'=')
        entry = OPTION_TABLE.get(name)
        if entry is None or not allowed & entry[0]:
            args.fail(b"unknown option '%s' (see hdc --help)" % arg[:len(name) + 2])
        bit, takes_value = entry
        if takes_value:
            if not eq:
                if i < len(argv):
                    value = argv[i]
                    i += 1
                else:
                    args.fail(b'option --%s needs a value' % name)
        elif eq:
            args.fail(b'option --%s takes no value' % name)
        _set_option(args, bit, name, value if takes_value else None)
    return args


# The options of parse written "--opt VALUE": take_option steps over their
# values (hdc_perft.c's common_value_options).
_COMMON_VALUE_OPTIONS = {b'--variant', b'--position', b'--seed', b'--max-plies', b'--depth',
                         b'--nodes', b'--movetime', b'--hash', b'--multipv', b'--skill',
                         b'--white', b'--black'}


def take_option(command, argv, name, takes_value):
    """cli_take_option: remove every --NAME [VALUE] ahead of "--" from argv
    (a list, changed in place); returns the last value (b'' for a flag) or
    None if not given."""
    msg = Args(command)
    kept, found, i = [], None, 0
    while i < len(argv):
        arg = argv[i]
        if arg == b'--':
            break
        ours = arg.startswith(b'--' + name) and arg[2 + len(name):3 + len(name)] in (b'', b'=')
        if not ours:
            kept.append(arg)
            if arg in _COMMON_VALUE_OPTIONS and i + 1 < len(argv):
                i += 1
                kept.append(argv[i])
            i += 1
            continue
        eq = arg[2 + len(name):3 + len(name)] == b'='
        if not takes_value:
            if eq:
                msg.fail(b'option --%s takes no value' % name)
            found = b''
        elif eq:
            found = arg[3 + len(name):]
        elif i + 1 < len(argv):
            i += 1
            found = argv[i]
        else:
            msg.fail(b'option --%s needs a value' % name)
        i += 1
    argv[:] = kept + argv[i:]
    return found


class RawPosition:
    """An hdc_position handle of the raw API, freed with the object."""

    def __init__(self, ptr):
        self.ptr = ptr

    def __del__(self, _free=lib.hdc_position_free):
        if self.ptr:
            _free(self.ptr)
            self.ptr = None

    def clone(self):
        ptr = ctypes.POINTER(C.hdc_position)()
        st = lib.hdc_position_clone(self.ptr, ctypes.byref(ptr))
        return (RawPosition(ptr) if st == C.HDC_OK else None), st


def load_position(args):
    """cli_load_position: the start position of --variant, or --position."""
    ptr = ctypes.POINTER(C.hdc_position)()
    st = lib.hdc_position_new(args.variant_name, ctypes.byref(ptr))
    if st == C.HDC_ERR_UNKNOWN_VARIANT:
        unknown_variant(args, args.variant_name)
    if st != C.HDC_OK:
        args.fail(b'cannot create a position: %s' % _status_text(st), FAILURE)
    pos = RawPosition(ptr)
    if args.position is not None:
        st = lib.hdc_position_set_text(pos.ptr, args.position)
        if st != C.HDC_OK:
            offset = lib.hdc_position_error_offset(pos.ptr)
            message = lib.hdc_position_error_message(pos.ptr) or b''
            if offset >= 0:
                args.error(b'bad position text at byte %d: %s (%s)'
                           % (offset, message, _status_text(st)))
            else:
                args.error(b'bad position text: %s (%s)' % (message, _status_text(st)))
            raise CliExit(FAILURE if st == C.HDC_ERR_NO_MEMORY else BAD_INPUT)
    return pos


def _report_bad_move(args, pos, index, text, st):
    message = lib.hdc_position_error_message(pos.ptr) or b''
    if st == C.HDC_ERR_SYNTAX:
        args.error(b"move %d '%s': syntax error at byte %d: %s"
                   % (index, text, lib.hdc_position_error_offset(pos.ptr), message))
    elif st == C.HDC_ERR_ILLEGAL_MOVE:
        args.error(b"move %d '%s': illegal move in this position: %s" % (index, text, message))
    elif st == C.HDC_ERR_AMBIGUOUS_MOVE:
        args.error(b"move %d '%s': ambiguous move: %d legal moves match: %s"
                   % (index, text, lib.hdc_position_error_candidates(pos.ptr), message))
    else:
        args.error(b"move %d '%s': %s: %s" % (index, text, _status_text(st), message))


def play_operands(args, pos, first=0):
    """cli_play_operands: play the operands (SAN or coordinates) on pos."""
    for i, text in enumerate(args.operands[first:], 1):
        move = C.hdc_move(0)
        st = lib.hdc_position_parse_move(pos.ptr, text, ctypes.byref(move))
        if st == C.HDC_OK:
            st = lib.hdc_position_play(pos.ptr, move)
        if st != C.HDC_OK:
            _report_bad_move(args, pos, i, text, st)
            raise CliExit(FAILURE if st == C.HDC_ERR_NO_MEMORY else BAD_INPUT)


_STRING_WHAT = {
    'hdc_position_text': b'position text', 'hdc_position_move_coord': b'coordinate move',
    'hdc_position_move_san': b'SAN move', 'hdc_position_result': b'result',
}


def fetch_string(args, func_name, pos, *move):
    """fetch_string of hdc_common.c: ask the size, allocate, fill."""
    func = getattr(lib, func_name)
    needed = ctypes.c_size_t(0)
    st = func(pos.ptr, *move, None, 0, ctypes.byref(needed))
    if st not in (C.HDC_OK, C.HDC_ERR_BUFFER_TOO_SMALL):
        args.fail(b'cannot get the %s: %s' % (_STRING_WHAT[func_name], _status_text(st)),
                  FAILURE)
    buf = ctypes.create_string_buffer(max(needed.value, 1))
    st = func(pos.ptr, *move, buf, needed.value, ctypes.byref(needed))
    if st != C.HDC_OK:
        args.fail(b'cannot get the %s: %s' % (_STRING_WHAT[func_name], _status_text(st)),
                  FAILURE)
    return buf.value


def position_text(args, pos):
    return fetch_string(args, 'hdc_position_text', pos)


def move_coord(args, pos, move):
    return fetch_string(args, 'hdc_position_move_coord', pos, move)


def legal_moves(args, pos):
    moves = (C.hdc_move * C.HDC_MAX_MOVES)()
    count = ctypes.c_size_t(0)
    st = lib.hdc_position_legal_moves(pos.ptr, moves, C.HDC_MAX_MOVES, ctypes.byref(count))
    if st != C.HDC_OK:
        args.fail(b'cannot list the legal moves: %s' % _status_text(st), FAILURE)
    return list(moves[:count.value])


def perft_below(pos, move, depth):
    """(status, nodes): perft depth-1 below move (played and taken back)."""
    nodes = ctypes.c_uint64(0)
    st = lib.hdc_position_play(pos.ptr, move)
    if st == C.HDC_OK:
        st = lib.hdc_position_perft(pos.ptr, depth - 1, ctypes.byref(nodes))
        undone = lib.hdc_position_undo(pos.ptr)
        if st == C.HDC_OK:
            st = undone
    return st, nodes.value


def depth_line(d, nodes, seconds):
    """print_depth of hdc_perft.c: 'D<d> <nodes> <seconds> s <rate> Mnodes/s'."""
    rate = nodes / (seconds if seconds > 1e-9 else 1e-9) / 1e6
    return 'D%d %d %.3f s %.1f Mnodes/s\n' % (d, nodes, seconds, rate)


# ---- commands -----------------------------------------------------------

def cmd_startpos(argv):
    args = parse('startpos', argv, OPT_VARIANT)
    if args.operands:
        args.fail(b"unexpected argument '%s'" % args.operands[0])
    pos = load_position(args)
    out(position_text(args, pos) + b'\n')
    return OK


def _split(args, pos, depth, threads):
    """nodes below every root move on `threads` threads, each on a clone of
    pos (ctypes releases the GIL during the calls), as run_split."""
    moves = legal_moves(args, pos)
    results = [None] * len(moves)
    nthreads = min(threads, len(moves))
    clones = []
    for _ in range(nthreads):
        clone, st = pos.clone()
        if clone is None:
            args.fail(b'cannot copy the position: %s' % _status_text(st), FAILURE)
        clones.append(clone)
    lock = threading.Lock()
    taken = iter(range(len(moves)))

    def worker(clone):
        while True:
            with lock:
                i = next(taken, None)
            if i is None:
                return
            results[i] = perft_below(clone, moves[i], depth)

    old = threading.stack_size()
    threading.stack_size(THREAD_STACK_BYTES)
    try:
        pool = [threading.Thread(target=worker, args=(c,)) for c in clones]
    finally:
        threading.stack_size(old)
    for t in pool:
        t.start()
    for t in pool:
        t.join()
    for i, (st, _) in enumerate(results):
        if st != C.HDC_OK:
            args.fail(b'perft below %s failed: %s' % (move_coord(args, pos, moves[i]),
                                                      _status_text(st)), FAILURE)
    return moves, [n for _, n in results]


def cmd_perft(argv):
    threads_text = take_option(b'perft', argv, b'threads', True)
    args = parse('perft', argv, OPT_VARIANT | OPT_POSITION | OPT_DIVIDE)
    threads = 1
    if threads_text is not None:
        threads = parse_integer(threads_text, 1, PERFT_MAX_THREADS)
        if threads is None:
            args.fail(b"bad --threads '%s': expected a number 1..%d"
                      % (threads_text, PERFT_MAX_THREADS))
    depth = perft_depth(args)
    pos = load_position(args)
    if args.divide:
        if threads > 1:
            moves, counts = _split(args, pos, depth, threads)
        else:
            moves, counts = legal_moves(args, pos), None
        total = 0
        for i, move in enumerate(moves):
            name = move_coord(args, pos, move)
            if counts is None:
                st, nodes = perft_below(pos, move, depth)
                if st != C.HDC_OK:
                    args.fail(b'perft below %s failed: %s' % (name, _status_text(st)), FAILURE)
            else:
                nodes = counts[i]
            out(b'%s %d\n' % (name, nodes))
            total += nodes
        out(b'total %d\n' % total)
        return OK
    for d in range(1, depth + 1):
        start = time.monotonic()
        if threads > 1:
            nodes = sum(_split(args, pos, d, threads)[1])
        else:
            count = ctypes.c_uint64(0)
            st = lib.hdc_position_perft(pos.ptr, d, ctypes.byref(count))
            if st != C.HDC_OK:
                args.fail(b'perft %d failed: %s' % (d, _status_text(st)), FAILURE)
            nodes = count.value
        out(depth_line(d, nodes, time.monotonic() - start))
        flush()
    return OK


def perft_depth(args):
    """The DEPTH operand of perft (its checks and messages)."""
    if not args.operands:
        args.fail(b'missing DEPTH (1..%d)' % C.HDC_MAX_PERFT_DEPTH)
    if len(args.operands) > 1:
        args.fail(b"unexpected argument '%s'" % args.operands[1])
    depth = parse_integer(args.operands[0], 1, C.HDC_MAX_PERFT_DEPTH)
    if depth is None:
        args.fail(b"bad depth '%s': expected a number 1..%d"
                  % (args.operands[0], C.HDC_MAX_PERFT_DEPTH))
    return depth


def cmd_moves(argv):
    args = parse('moves', argv, OPT_VARIANT | OPT_POSITION | OPT_SAN)
    if args.operands:
        args.fail(b"unexpected argument '%s'" % args.operands[0])
    pos = load_position(args)
    func = 'hdc_position_move_san' if args.san else 'hdc_position_move_coord'
    for move in legal_moves(args, pos):
        out(fetch_string(args, func, pos, move) + b'\n')
    return OK


_STATUS_NAMES = {
    C.HDC_STATUS_ONGOING: b'ongoing', C.HDC_STATUS_CHECKMATE: b'checkmate',
    C.HDC_STATUS_STALEMATE: b'stalemate',
    C.HDC_STATUS_INSUFFICIENT_MATERIAL: b'insufficient-material',
    C.HDC_STATUS_SEVENTYFIVE_MOVES: b'seventyfive-moves',
    C.HDC_STATUS_FIVEFOLD_REPETITION: b'fivefold-repetition',
}
_CLAIM_NAMES = {0: b'none', C.HDC_CLAIM_FIFTY_MOVES: b'fifty-moves',
                C.HDC_CLAIM_THREEFOLD_REPETITION: b'threefold-repetition',
                C.HDC_CLAIM_FIFTY_MOVES | C.HDC_CLAIM_THREEFOLD_REPETITION: b'both'}


def cmd_play(argv):
    args = parse('play', argv, OPT_VARIANT | OPT_POSITION)
    pos = load_position(args)
    play_operands(args, pos)
    status, winner, check = ctypes.c_int32(), ctypes.c_int32(), ctypes.c_int32()
    claims = ctypes.c_uint32()
    st = lib.hdc_position_status(pos.ptr, ctypes.byref(status), ctypes.byref(winner))
    if st == C.HDC_OK:
        st = lib.hdc_position_in_check(pos.ptr, ctypes.byref(check))
    if st == C.HDC_OK:
        st = lib.hdc_position_claimable(pos.ptr, ctypes.byref(claims))
    if st != C.HDC_OK:
        args.fail(b'cannot query the position: %s' % _status_text(st), FAILURE)
    text = position_text(args, pos)
    result = fetch_string(args, 'hdc_position_result', pos)
    both = C.HDC_CLAIM_FIFTY_MOVES | C.HDC_CLAIM_THREEFOLD_REPETITION
    out(b'position: %s\nstatus: %s\ncheck: %s\nclaimable: %s\nresult: %s\n'
        % (text, _STATUS_NAMES.get(status.value, b'unknown'), b'yes' if check.value else b'no',
           _CLAIM_NAMES[claims.value & both], result))
    return OK


class RawEngine:
    def __init__(self, ptr):
        self.ptr = ptr

    def __del__(self, _free=lib.hdc_engine_free):
        if self.ptr:
            _free(self.ptr)
            self.ptr = None


def engine_new(args, default_movetime):
    """cli_engine_new: an engine with the options and limit of args."""
    ptr = ctypes.POINTER(C.hdc_engine)()
    st = lib.hdc_engine_new(ctypes.byref(ptr))

    def failed(what, st):
        args.fail(b'cannot %s: %s' % (what, _status_text(st)),
                  FAILURE if st == C.HDC_ERR_NO_MEMORY else BAD_INPUT)
    if st != C.HDC_OK:
        failed(b'create the engine', st)
    engine = RawEngine(ptr)
    what = b'set the hash size'
    if args.hash > 0:
        st = lib.hdc_engine_set_hash(ptr, args.hash)
    if st == C.HDC_OK and args.threads > 0:
        what = b'set the threads'
        st = lib.hdc_engine_set_threads(ptr, args.threads)
    if st == C.HDC_OK and args.multipv > 0:
        what = b'set the number of lines'
        st = lib.hdc_engine_set_multipv(ptr, args.multipv)
    if st == C.HDC_OK and args.skill >= 0:
        what = b'set the skill level'
        st = lib.hdc_engine_set_skill(ptr, args.skill)
    if st == C.HDC_OK:
        what = b'set the search limit'
        if args.depth > 0:
            st = lib.hdc_engine_set_limit(ptr, C.HDC_LIMIT_DEPTH, args.depth)
        elif args.nodes > 0:
            st = lib.hdc_engine_set_limit(ptr, C.HDC_LIMIT_NODES, args.nodes)
        elif args.movetime > 0:
            st = lib.hdc_engine_set_limit(ptr, C.HDC_LIMIT_MOVETIME, args.movetime)
        elif default_movetime > 0:
            st = lib.hdc_engine_set_limit(ptr, C.HDC_LIMIT_MOVETIME, default_movetime)
    if st != C.HDC_OK:
        failed(what, st)
    return engine


def engine_move_text(pos, move):
    buf = ctypes.create_string_buffer(64)
    needed = ctypes.c_size_t(0)
    if move == C.HDC_MOVE_NULL or lib.hdc_position_move_coord(
            pos.ptr, move, buf, 64, ctypes.byref(needed)) != C.HDC_OK:
        return b'(none)'
    return buf.value


def engine_info_lines(engine_ptr, pos):
    """engine_print_info: the UCI info lines of the last iteration."""
    count = ctypes.c_int32(0)
    if lib.hdc_engine_line_count(engine_ptr, ctypes.byref(count)) != C.HDC_OK:
        return []
    lines = []
    for i in range(count.value):
        pv = (C.hdc_move * C.HDC_MAX_PV)()
        length = ctypes.c_size_t(0)
        score, kind = ctypes.c_int32(0), ctypes.c_int32(C.HDC_SCORE_CP)
        depth, seldepth = ctypes.c_int32(0), ctypes.c_int32(0)
        nodes, ms = ctypes.c_uint64(0), ctypes.c_int64(0)
        if lib.hdc_engine_line(engine_ptr, i, ctypes.byref(score), ctypes.byref(kind),
                               ctypes.byref(depth), ctypes.byref(seldepth), ctypes.byref(nodes),
                               ctypes.byref(ms), pv, C.HDC_MAX_PV,
                               ctypes.byref(length)) != C.HDC_OK:
            continue
        n = min(length.value, C.HDC_MAX_PV)
        nps = (nodes.value * 1000 // ms.value if ms.value > 0 else nodes.value * 1000) % 2**64
        line = (b'info depth %d seldepth %d multipv %d score %s %d nodes %d nps %d time %d'
                % (depth.value, seldepth.value, i + 1,
                   b'mate' if kind.value == C.HDC_SCORE_MATE else b'cp', score.value,
                   nodes.value, nps, ms.value))
        if n:
            line += b' pv' + b''.join(b' ' + engine_move_text(pos, pv[k]) for k in range(n))
        lines.append(line + b'\n')
    return lines


def cmd_go(argv):
    args = parse('go', argv, OPT_VARIANT | OPT_POSITION | OPT_DEPTH | OPT_NODES | OPT_MOVETIME
                 | OPT_HASH | OPT_THREADS | OPT_MULTIPV | OPT_SKILL)
    limits = args.given & (OPT_DEPTH | OPT_NODES | OPT_MOVETIME)
    if limits & (limits - 1):
        args.fail(b'give one of --depth, --nodes and --movetime, not several')
    pos = load_position(args)
    play_operands(args, pos)
    engine = engine_new(args, 1000)
    printed = [0]

    def progress(engine_ptr, depth, _user):
        # depth 0: the search ends; its lines only if no iteration printed.
        if depth > 0 or printed[0] == 0:
            lines = engine_info_lines(engine_ptr, pos)
            out(b''.join(lines))
            printed[0] += len(lines)
        flush()
        return 0
    callback = C.hdc_engine_progress_fn(progress)
    best = C.hdc_move(C.HDC_MOVE_NULL)
    st = lib.hdc_engine_set_progress(engine.ptr, callback, None)
    if st == C.HDC_OK:
        st = lib.hdc_engine_search(engine.ptr, pos.ptr, ctypes.byref(best))
    lib.hdc_engine_set_progress(engine.ptr, C.hdc_engine_progress_fn(), None)
    if st == C.HDC_OK:
        out(b'bestmove %s\n' % engine_move_text(pos, best.value))
    elif st == C.HDC_ERR_GAME_OVER:
        status, winner = ctypes.c_int32(C.HDC_STATUS_ONGOING), ctypes.c_int32(-1)
        lib.hdc_position_status(pos.ptr, ctypes.byref(status), ctypes.byref(winner))
        out(b'info depth 0 score %s\n'
            % (b'mate 0' if status.value == C.HDC_STATUS_CHECKMATE else b'cp 0'))
        out(b'bestmove (none)\n')
    else:
        args.fail(b'the search failed: %s' % _status_text(st), FAILURE)
    return OK


COMMANDS = {
    b'startpos': cmd_startpos, b'perft': cmd_perft, b'moves': cmd_moves,
    b'play': cmd_play, b'go': cmd_go,
}
# Commands of the C program that python -m hdc leaves to it.
NOT_HERE = (b'demo', b'bench', b'uci', b'svg')

USAGE = """\
usage: python -m hdc COMMAND [OPTIONS] [ARGUMENTS]

The core commands of the `hdc` program, with the same output (see hdc --help
for the details of each):
  startpos [--variant NAME]
  perft [--variant NAME] [--position TEXT] [--divide] [--threads N] DEPTH
  moves [--variant NAME] [--position TEXT] [--san]
  play [--variant NAME] [--position TEXT] [MOVE...]
  go [--variant NAME] [--position TEXT] [--depth N | --nodes N |
     --movetime MS] [--hash MB] [--threads N] [--multipv N] [--skill N]
     [MOVE...]
Distributed perft and engine matches on Dask: python -m hdc.distributed --help

Options:
  --variant NAME   hdc (default), raumschach, 3d8l or cescacs (C'escacs)
  --position TEXT  start from this position text instead of the
                   variant's start position

Exit status: 0 success, 2 bad input (message on stderr), 1 failure.
"""


def main(argv=None):
    """Run one command; returns the exit status."""
    argv = [os.fsencode(a) for a in (sys.argv[1:] if argv is None else argv)]
    if not argv:
        sys.stderr.write(USAGE)
        return BAD_INPUT
    if argv[0] in (b'--help', b'-h', b'help'):
        sys.stdout.write(USAGE)
        return OK
    if argv[0] == b'--version':
        out(b'hdc (libhdc %s)\n' % lib.hdc_version())
        return OK
    command = COMMANDS.get(argv[0])
    if command is None:
        sys.stdout.flush()
        if argv[0] in NOT_HERE:
            sys.stderr.buffer.write(b"hdc: command '%s' is not available in python -m hdc "
                                    b"(run the hdc program)\n" % argv[0])
        else:
            sys.stderr.buffer.write(b"hdc: unknown %s '%s' (see hdc --help)\n"
                                    % (b'option' if argv[0][:1] == b'-' else b'command', argv[0]))
        return BAD_INPUT
    rest = argv[1:]
    head = rest[:rest.index(b'--')] if b'--' in rest else rest
    if b'--help' in head or b'-h' in head:
        sys.stdout.write(USAGE)
        return OK
    try:
        rc = command(rest)
    except CliExit as e:
        rc = e.code
    try:
        sys.stdout.flush()
    except OSError:
        sys.stderr.buffer.write(b'hdc %s: error writing the output\n' % argv[0])
        return FAILURE
    return rc
