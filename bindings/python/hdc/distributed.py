"""Perft and engine matches on a Dask cluster (dask.distributed).

    python -m hdc.distributed perft [--variant NAME] [--position TEXT] [--divide]
        [--split N] [--scheduler ADDRESS | --workers N] [--timeout S] [--quiet] DEPTH
    python -m hdc.distributed match [--variant NAME] [--games N] [--seed N]
        [--opening-plies N | --openings FILE] [--engine1 SPEC] [--engine2 SPEC]
        [--max-plies N] [--scheduler ADDRESS | --workers N] [--timeout S] [--quiet]

Without --scheduler a LocalCluster of --workers worker processes (default
2, one thread each) is started for the run and closed at its end; with
--scheduler tcp://HOST:8786 the work goes to a running cluster (`dask
scheduler` on one host, `dask worker tcp://HOST:8786` on each of the others,
every worker with this package installed).  See docs/DISTRIBUTED.md.

Perft: the moves of the first --split plies (default 1, at most DEPTH-1)
are played here; every position reached becomes one task, given as its
position text, that counts perft(DEPTH - split) on a worker.  A task costs
a few milliseconds of overhead (docs/DISTRIBUTED.md): split 1 (one task per
root move, 242 at the HDC start) suits perft 4 and more; split 2 makes
~58 000 HDC tasks, for perft 6 and more.  Positions
reached by several move orders are one task, counted as often as they are
reached.  Output on stdout is that of `hdc perft` (hdc.cli): one line
'D<d> <nodes> <seconds> s <rate> Mnodes/s' per depth (depths up to
split + 1 are small and counted here), or with --divide '<move> <nodes>' per root move and
'total <nodes>'.  Progress (tasks done/total, nodes so far) goes to stderr.

Tasks are pure functions of their arguments (position text and depth in,
node count out) with deterministic keys, so a task lost with a worker that
died is simply run again on another one (Dask reschedules it; `retries`
covers a task that failed) and the sum stays exact.

Match: games are tasks too, one per game (opening, settings of both sides,
colours), run in any order; results are printed as they come in
(as_completed) with the running score, and at the end engine 1's
wins/draws/losses, score and Elo difference with its 95% margin (the
formula of tests/strength/harness.py).  Each pair of games shares an
opening with the colours swapped.

Exit status: 0 success, 2 bad input (message on stderr), 1 failure
(scheduler unreachable, timeout, a task that failed for good).
"""

import argparse
import contextlib
import hashlib
import logging
import os
import random
import sys
import time
import warnings

from . import cli
from .elo import elo_estimate, format_elo

__all__ = ['perft_task', 'split_positions', 'perft', 'divide', 'play_game', 'match',
           'elo_estimate', 'format_elo', 'connect', 'main']

PROGRAM = 'hdc.distributed'


class Failure(Exception):
    """A run that cannot go on: message for stderr, exit status."""

    def __init__(self, message, code=cli.FAILURE):
        super().__init__(message)
        self.code = code


# ---- tasks (run on the workers: pure functions of their arguments) -------

def perft_task(variant, text, depth):
    """perft(depth) of the position `text` of `variant`: what one worker
    counts.  Pure and idempotent (no state outside its arguments), so
    running it twice, as after a worker died, gives the same number."""
    import hdc
    return hdc.Position(variant, text).perft(depth) if depth > 0 else 1


def _task_key(kind, *parts):
    # Deterministic keys: the same work has the same key in every run and
    # on every client, so Dask may reuse a result, never counts one twice.
    digest = hashlib.sha1(repr(parts).encode('utf-8')).hexdigest()
    return f'hdc-{kind}-{digest}'


# ---- perft ---------------------------------------------------------------

def split_positions(variant, text, plies):
    """The positions `plies` plies below the position `text` (None: the
    start position), grouped by the root move that leads to them:
    [(root move in coordinate notation, {position text: times reached})].
    plies >= 1."""
    import hdc
    root = hdc.Position(variant, text)
    groups = []
    for move in root.legal_moves:
        name = str(move)   # coordinate notation, as hdc perft --divide
        root.push(move)
        counts = {}
        _leaves(root, plies - 1, counts)
        root.pop()
        groups.append((name, counts))
    return groups


def _leaves(pos, plies, counts):
    if plies == 0:
        key = pos.text
        counts[key] = counts.get(key, 0) + 1
        return
    for move in pos.legal_moves:
        pos.push(move)
        _leaves(pos, plies - 1, counts)
        pos.pop()


class Progress:
    """'tasks done/total, nodes so far' on stderr, at most every `every`
    seconds (overwriting one line on a terminal), and once at the end."""

    def __init__(self, what, total, quiet=False, every=0.5, stream=None):
        self.what, self.total, self.quiet, self.every = what, total, quiet, every
        self.stream = stream or sys.stderr
        self.done = 0
        self.nodes = 0
        self.started = time.monotonic()
        self.shown = 0.0
        self.tty = self.stream.isatty()

    def update(self, nodes=0, force=False):
        self.done += 1 if not force else 0
        self.nodes += nodes
        now = time.monotonic()
        if self.quiet or (not force and now - self.shown < self.every and self.done < self.total):
            return
        self.shown = now
        line = (f'{self.what}: {self.done}/{self.total} tasks, {self.nodes} nodes, '
                f'{now - self.started:.1f} s')
        self.stream.write(('\r' + line + '\033[K') if self.tty else line + '\n')
        if self.tty and self.done >= self.total:
            self.stream.write('\n')
        self.stream.flush()


def _finished(futures, deadline):
    """The futures as they finish (distributed.as_completed), raising
    TimeoutError once the monotonic `deadline` (None: never) has passed:
    Dask 2022.12's as_completed has no timeout of its own.  The deadline
    is checked before every batch, not only when none is ready: quick
    tasks finish faster than the polls, and would never let it."""
    from distributed import as_completed
    pending = as_completed(futures)
    while not pending.is_empty():
        if deadline is not None and time.monotonic() > deadline:
            raise TimeoutError
        batch = pending.next_batch(block=False)
        if batch:
            yield from batch
        else:
            time.sleep(0.02)


def _gather_counts(client, variant, tasks, what, quiet, timeout, deadline=None):
    """Run perft_task on every (text, depth) of `tasks` (a dict whose values
    are ignored) and return {(text, depth): nodes}."""
    futures = {}
    for text, depth in tasks:
        future = client.submit(perft_task, variant, text, depth,
                               key=_task_key('perft', variant, text, depth),
                               pure=True, retries=3)
        futures[future] = (text, depth)
    progress = Progress(what, len(futures), quiet)
    results = {}
    if deadline is None and timeout:
        deadline = time.monotonic() + timeout
    try:
        for future in _finished(list(futures), deadline):
            try:
                nodes = future.result()
            except Exception as e:  # the task failed for good (after retries)
                text, depth = futures[future]
                raise Failure(f'perft task (depth {depth}, position {text}) failed: '
                              f'{type(e).__name__}: {e}') from None
            results[futures[future]] = nodes
            progress.update(nodes)
    except TimeoutError:
        raise Failure(f'{what}: no result within --timeout {timeout} s '
                      f'({progress.done}/{progress.total} tasks done)') from None
    finally:
        client.cancel([f for f in futures if not f.done()])
    return results


def perft_many(client, variant, tasks, what='perft', quiet=True, timeout=None):
    """Count perft(depth) of every (position text, depth) of `tasks` on the
    cluster, one task each; returns {(text, depth): nodes}.  Progress on
    stderr unless quiet."""
    return _gather_counts(client, variant, dict.fromkeys(tasks), what, quiet, timeout)


def perft(client, depth, variant='hdc', text=None, split=1, quiet=True, timeout=None,
          deadline=None):
    """perft(depth) of a position, counted on the cluster of `client`:
    the positions `split` plies below are the tasks (split is lowered to
    depth-1; at depth 1 nothing is distributed).  Returns the node count."""
    import hdc
    if depth <= 1 or split < 1:
        return hdc.Position(variant, text).perft(depth)
    split = min(split, depth - 1)
    totals = {}
    for name, counts in split_positions(variant, text, split):
        for leaf, times in counts.items():
            totals[leaf] = totals.get(leaf, 0) + times
    results = _gather_counts(client, variant, {(t, depth - split): 1 for t in totals},
                             f'perft {depth}', quiet, timeout, deadline)
    return sum(times * results[(t, depth - split)] for t, times in totals.items())


def divide(client, depth, variant='hdc', text=None, split=1, quiet=True, timeout=None,
           deadline=None):
    """[(root move, perft(depth-1) below it)] in the order of `hdc perft
    --divide`, counted on the cluster.  split counts from the root
    (>= 1, lowered to depth)."""
    split = max(1, min(split, depth))
    groups = split_positions(variant, text, split)
    tasks = {(t, depth - split): 1 for _, counts in groups for t in counts}
    results = _gather_counts(client, variant, tasks, f'perft {depth} --divide', quiet,
                             timeout, deadline)
    return [(name, sum(times * results[(t, depth - split)] for t, times in counts.items()))
            for name, counts in groups]


# ---- engine matches --------------------------------------------------------

ENGINE_KEYS = ('nodes', 'depth', 'movetime', 'skill', 'hash')


def parse_engine(spec):
    """'nodes=2000,skill=10' -> {'nodes': 2000, 'skill': 10}: one search
    limit (nodes, depth or movetime in ms; default nodes=2000), skill
    0..20, hash in MB."""
    settings = {}
    for item in filter(None, (s.strip() for s in spec.split(','))):
        key, eq, value = item.partition('=')
        if key not in ENGINE_KEYS or not eq or not value.isdigit():
            raise Failure(f"bad engine setting '{item}': expected KEY=NUMBER, KEY one of "
                          f"{', '.join(ENGINE_KEYS)}", cli.BAD_INPUT)
        settings[key] = int(value)
    if sum(k in settings for k in ('nodes', 'depth', 'movetime')) > 1:
        raise Failure(f"engine '{spec}': give one of nodes, depth and movetime",
                      cli.BAD_INPUT)
    if not any(k in settings for k in ('nodes', 'depth', 'movetime')):
        settings['nodes'] = 2000
    return settings


def white_score(outcome, variant):
    """White's share of the points (1, 2/3, 1/2, 1/3, 0) of a finished game
    (None: cut by the ply cap, a draw); tests/strength/harness.py's rule
    (a C'escacs stalemate is worth 2/3)."""
    if outcome is None or outcome.winner is None:
        return 0.5
    won = 2.0 / 3.0 if variant == 'cescacs' and outcome.reason == 'stalemate' else 1.0
    return won if outcome.winner else 1.0 - won


def play_game(variant, opening, white, black, max_plies):
    """One engine game from the opening (coordinate moves) between the
    settings `white` and `black` (parse_engine dicts).  Returns (white's
    score, result text, reason, plies, moves).  Pure: the engines start
    fresh, and searches limited by nodes or depth are deterministic; a
    movetime game rerun after a worker died may go another way, which is
    still a valid game."""
    import hdc
    pos = hdc.Position(variant)
    for text in opening:
        pos.push(text)
    engines = []
    for settings in (white, black):
        engine = hdc.Engine(hash_mb=settings.get('hash', 16), skill=settings.get('skill', 20))
        engines.append(engine)
    try:
        outcome = pos.outcome(claim_draw=True)
        while outcome is None and len(pos.move_stack) < max_plies:
            settings = white if pos.turn else black
            engine = engines[0 if pos.turn else 1]
            limit = {'nodes': settings.get('nodes'), 'depth': settings.get('depth'),
                     'time': settings['movetime'] / 1000 if 'movetime' in settings else None}
            result = engine.search(pos, **{k: v for k, v in limit.items() if v is not None})
            pos.push(result.move)
            outcome = pos.outcome(claim_draw=True)
    finally:
        for engine in engines:
            engine.close()
    moves = [str(m) for m in pos.move_stack]
    draw = '1-1' if variant == 'cescacs' else '1/2-1/2'
    if outcome is None:
        return 0.5, draw, 'ply cap', len(moves), moves
    text = outcome.result if outcome.result not in ('*', '', None) else draw
    return white_score(outcome, variant), text, outcome.reason, len(moves), moves


def random_openings(variant, count, plies, seed):
    """`count` openings of `plies` random legal plies (coordinate notation),
    the same for the same seed."""
    import hdc
    rng = random.Random(seed)
    openings = []
    for _ in range(count):
        pos = hdc.Position(variant)
        moves = []
        for _ in range(plies):
            legal = list(pos.legal_moves)
            if not legal or pos.is_game_over():
                break
            move = rng.choice(legal)
            moves.append(str(move))
            pos.push(move)
        openings.append(moves)
    return openings


def read_openings(path, variant):
    """One opening a line (moves in SAN or coordinate notation, separated by
    spaces; '#' starts a comment), checked and returned in coordinates."""
    import hdc
    openings = []
    try:
        with open(path, encoding='utf-8') as f:
            lines = f.readlines()
    except OSError as e:
        raise Failure(f'cannot read the openings: {e}', cli.BAD_INPUT) from None
    for number, line in enumerate(lines, 1):
        words = line.split('#', 1)[0].split()
        if not words:
            continue
        pos = hdc.Position(variant)
        try:
            for word in words:
                pos.push(word)
        except (hdc.HdcError, ValueError) as e:
            raise Failure(f"{path}:{number}: move '{word}': {e}", cli.BAD_INPUT) from None
        openings.append([str(m) for m in pos.move_stack])
    if not openings:
        raise Failure(f'{path}: no opening in it', cli.BAD_INPUT)
    return openings


def match(client, variant, openings, engine1, engine2, games, max_plies=400, out=None,
          timeout=None):
    """Play `games` games between the settings engine1 and engine2 on the
    cluster: game i uses openings[(i // 2) % len(openings)], engine 1 has
    white in even games.  Prints one line per game as it finishes and the
    summary; returns engine 1's list of scores (in finishing order)."""
    out = out or sys.stdout
    futures = {}
    for i in range(games):
        opening = openings[(i // 2) % len(openings)]
        e1_white = i % 2 == 0
        white, black = (engine1, engine2) if e1_white else (engine2, engine1)
        future = client.submit(play_game, variant, opening, white, black, max_plies,
                               key=_task_key('game', variant, i, opening, white, black,
                                             max_plies),
                               pure=True, retries=3)
        futures[future] = (i, e1_white, opening)
    scores = []
    tally = {'win': 0, 'draw': 0, 'loss': 0}
    try:
        deadline = time.monotonic() + timeout if timeout else None
        for future in _finished(list(futures), deadline):
            i, e1_white, opening = futures[future]
            try:
                ws, text, reason, plies, _moves = future.result()
            except Exception as e:
                raise Failure(f'game {i + 1} failed: {type(e).__name__}: {e}') from None
            s1 = ws if e1_white else 1.0 - ws
            scores.append(s1)
            tally['win' if s1 > 0.5 else 'loss' if s1 < 0.5 else 'draw'] += 1
            names = ('engine1', 'engine2') if e1_white else ('engine2', 'engine1')
            out.write(f'game {i + 1:3d}/{games}  {names[0]} - {names[1]}  {text:7s} '
                      f'{reason:22s} {plies:3d} plies  [{" ".join(opening)}]   '
                      f'| engine1: {sum(scores):g}/{len(scores)}  {format_elo(scores)}\n')
            out.flush()
    except TimeoutError:
        raise Failure(f'match: not finished within --timeout {timeout} s '
                      f'({len(scores)}/{games} games done)') from None
    finally:
        client.cancel([f for f in futures if not f.done()])
    out.write(f'Score of engine1 vs engine2: {tally["win"]} - {tally["loss"]} - '
              f'{tally["draw"]}  [{sum(scores) / max(len(scores), 1):.3f}] {len(scores)}\n')
    out.write(f'engine1 {format_elo(scores)}\n')
    out.flush()
    return scores


# ---- the cluster -----------------------------------------------------------

@contextlib.contextmanager
def connect(scheduler=None, workers=2, connect_timeout=10):
    """A dask.distributed Client: of the scheduler at `scheduler`
    (tcp://HOST:8786), or of a LocalCluster of `workers` worker processes
    (one thread each: perft and search are CPU-bound and release the GIL in
    C, but one process per core is what scales across hosts too), closed
    on leaving, whatever happens."""
    # Debian's tornado warns that distributed 2022.12 uses a deprecated
    # call (make_current) when a cluster starts: noise for our users.
    warnings.filterwarnings('ignore', category=DeprecationWarning, module='tornado')
    try:
        from distributed import Client, LocalCluster
    except ImportError as e:
        raise Failure(f'dask.distributed is not installed ({e}); Debian: apt-get install '
                      f'python3-distributed') from None
    cluster = client = None
    try:
        if scheduler:
            try:
                client = Client(scheduler, timeout=f'{connect_timeout}s')
            except (OSError, TimeoutError, ValueError) as e:
                raise Failure(f"cannot connect to the scheduler '{scheduler}': "
                              f'{type(e).__name__}: {e}') from None
        else:
            if workers < 1:
                raise Failure(f'bad --workers {workers}: expected a number >= 1', cli.BAD_INPUT)
            # silence_logs: the nanny's warnings when the cluster is closed
            # ("still alive after 3 s, killing") are noise on stderr.
            cluster = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                                   dashboard_address=None, silence_logs=logging.ERROR)
            client = Client(cluster)
        yield client
    finally:
        if client is not None:
            client.close()
        if cluster is not None:
            cluster.close()


# ---- command line ------------------------------------------------------------

class _Parser(argparse.ArgumentParser):
    def error(self, message):
        self.print_usage(sys.stderr)
        sys.stderr.write(f'{PROGRAM}: {message}\n')
        sys.exit(cli.BAD_INPUT)


def _parser():
    p = _Parser(prog='python -m hdc.distributed',
                description='perft and engine matches on a Dask cluster (docs/DISTRIBUTED.md)')
    sub = p.add_subparsers(dest='command', required=True)

    def cluster_options(q):
        g = q.add_mutually_exclusive_group()
        g.add_argument('--scheduler', metavar='ADDRESS',
                       help='a running Dask scheduler, e.g. tcp://HOST:8786')
        g.add_argument('--workers', type=int, default=2, metavar='N',
                       help='else: start a LocalCluster of N worker processes (default 2)')
        q.add_argument('--timeout', type=float, default=None, metavar='S',
                       help='give up after S seconds (exit 1)')
        q.add_argument('--connect-timeout', type=float, default=10, metavar='S',
                       help='seconds to reach --scheduler (default 10)')
        q.add_argument('--quiet', action='store_true', help='no progress on stderr')
        q.add_argument('--variant', default='hdc')

    q = sub.add_parser('perft', help='perft split into tasks (output as hdc perft)')
    cluster_options(q)
    q.add_argument('--position', metavar='TEXT')
    q.add_argument('--divide', action='store_true')
    q.add_argument('--split', type=int, default=1, metavar='N',
                   help='plies played here; each position reached is one task (default 1)')
    q.add_argument('depth', metavar='DEPTH')

    q = sub.add_parser('match', help='engine 1 against engine 2, one task per game')
    cluster_options(q)
    q.add_argument('--games', type=int, default=4, metavar='N')
    q.add_argument('--seed', type=int, default=1, metavar='N',
                   help='seed of the random openings (default 1)')
    g = q.add_mutually_exclusive_group()
    g.add_argument('--opening-plies', type=int, default=4, metavar='N',
                   help='random legal plies of each opening (default 4)')
    g.add_argument('--openings', metavar='FILE',
                   help='openings, one a line (SAN or coordinate moves)')
    q.add_argument('--engine1', default='nodes=2000', metavar='SPEC',
                   help="e.g. 'nodes=2000,skill=20' (keys: nodes, depth, movetime ms, skill, "
                        "hash MB)")
    q.add_argument('--engine2', default='nodes=2000', metavar='SPEC')
    q.add_argument('--max-plies', type=int, default=400, metavar='N',
                   help='a game reaching N plies is a draw (default 400)')
    return p


def _cmd_perft(opts):
    # The checks and messages of `hdc perft` (hdc.cli), so that a bad
    # depth, variant or position reads the same as from the C program.
    argv = [b'--variant', os.fsencode(opts.variant)]
    if opts.position is not None:
        argv += [b'--position', os.fsencode(opts.position)]
    argv.append(os.fsencode(opts.depth))
    args = cli.parse('perft', argv, cli.OPT_VARIANT | cli.OPT_POSITION)
    depth = cli.perft_depth(args)
    pos = cli.load_position(args)
    if opts.split < 1:
        raise Failure(f'bad --split {opts.split}: expected a number >= 1', cli.BAD_INPUT)
    text = cli.position_text(args, pos).decode('utf-8')
    variant = args.variant_name.decode('utf-8')
    deadline = time.monotonic() + opts.timeout if opts.timeout else None
    with connect(opts.scheduler, opts.workers, opts.connect_timeout) as client:
        common = dict(variant=variant, text=text, split=opts.split, quiet=opts.quiet,
                      timeout=opts.timeout, deadline=deadline)
        if opts.divide:
            total = 0
            for name, nodes in divide(client, depth, **common):
                cli.out(f'{name} {nodes}\n')
                total += nodes
            cli.out(f'total {total}\n')
        else:
            import hdc
            for d in range(1, depth + 1):
                start = time.monotonic()
                if d <= opts.split + 1:     # small: counted here, faster than tasks
                    nodes = hdc.Position(variant, text).perft(d)
                else:
                    nodes = perft(client, d, **common)
                cli.out(cli.depth_line(d, nodes, time.monotonic() - start))
                cli.flush()
    return cli.OK


def _cmd_match(opts):
    import hdc
    try:
        variant = hdc.variant(opts.variant).name
    except (hdc.HdcError, KeyError, ValueError) as e:
        raise Failure(f"unknown variant '{opts.variant}' ({e})", cli.BAD_INPUT) from None
    if opts.games < 1 or opts.max_plies < 1:
        raise Failure('--games and --max-plies must be at least 1', cli.BAD_INPUT)
    engine1, engine2 = parse_engine(opts.engine1), parse_engine(opts.engine2)
    if opts.openings:
        openings = read_openings(opts.openings, variant)
    else:
        openings = random_openings(variant, (opts.games + 1) // 2, opts.opening_plies,
                                   opts.seed)
    if not opts.quiet:
        sys.stderr.write(f'{PROGRAM} match: {opts.games} games of {variant}, engine1 '
                         f'{engine1}, engine2 {engine2}\n')
    with connect(opts.scheduler, opts.workers, opts.connect_timeout) as client:
        match(client, variant, openings, engine1, engine2, opts.games, opts.max_plies,
              timeout=opts.timeout)
    return cli.OK


def main(argv=None):
    opts = _parser().parse_args(argv)
    try:
        if opts.command == 'perft':
            return _cmd_perft(opts)
        return _cmd_match(opts)
    except cli.CliExit as e:
        return e.code
    except Failure as e:
        sys.stdout.flush()
        sys.stderr.write(f'{PROGRAM} {opts.command}: {e}\n')
        return e.code
    except KeyboardInterrupt:
        sys.stderr.write(f'{PROGRAM} {opts.command}: interrupted\n')
        return 130


if __name__ == '__main__':
    sys.exit(main())
