#!/usr/bin/env python3
"""Self-play: two UCI engines (two builds of `hdc uci`, or one build with
different options) play a match from varied openings; libhdc's Python
bindings referee every game.  Not run by CI.

  tests/strength/selfplay.py --variant raumschach --games 40 --nodes 20000 \\
      --engine1 build-new/examples/hdc --engine2 build-old/examples/hdc

  tests/strength/selfplay.py --variant hdc --games 20 --movetime 200 \\
      --option2 'Skill Level=10' --concurrency 2

Openings: --random-plies K random legal moves from the start (seeded by
--seed; the same seed gives the same openings with every build) or
--openings FILE (one line of coordinate moves each).  Each opening is
played twice, the engines swapping colours.

A game ends by the rules of the variant as the bindings apply them
(checkmate, stalemate, insufficient material, seventy-five moves, fivefold
repetition) or by a draw the side to move may claim (fifty moves, threefold
repetition: claimed at once), or at the move cap (--max-plies, a draw).
C'escacs scores mate 3-0, stalemate 2-1, a draw 1-1: as a share of the
game 1, 2/3, 1/2, 1/3, 0.  An illegal move or an engine failure loses the
game (and is reported).

At the end: engine 1's wins/draws/losses, score and the Elo difference
with its 95% margin (logistic Elo of the mean score; variance from the
observed game scores: the trinomial variance for win/draw/loss).
"""

import argparse
import os
import queue
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402


def engine_command(text, build):
    """An engine given as a path to an `hdc` program (uci is appended), a
    build directory, or a whole command line."""
    if text is None:
        return harness.default_engine_command(build)
    if text.split(':')[0] == 'lib':
        return 'lib'
    if os.path.isdir(text):
        return harness.default_engine_command(text)
    if os.path.isfile(text) and os.path.basename(text) == 'hdc':
        return [text, 'uci']
    return text


def parse_args(argv):
    p = argparse.ArgumentParser(description=__doc__.split('\n\n')[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument('--variant', default='hdc', choices=harness.VARIANTS)
    p.add_argument('--games', type=int, default=20,
                   help='games to play (rounded up to an even number; default 20)')
    p.add_argument('--engine1', help="engine 1: an `hdc` program, a build directory, a "
                   "command line (default: BUILD/examples/hdc uci), or 'lib' for the "
                   "library of --build called in process (no UCI)")
    p.add_argument('--engine2', help='engine 2 (default: the same as engine 1)')
    p.add_argument('--name1', default=None)
    p.add_argument('--name2', default=None)
    p.add_argument('--option1', action='append', default=[], metavar='NAME=VALUE',
                   help='setoption for engine 1 (repeatable)')
    p.add_argument('--option2', action='append', default=[], metavar='NAME=VALUE',
                   help='setoption for engine 2 (repeatable)')
    lim = p.add_mutually_exclusive_group()
    lim.add_argument('--nodes', type=int, help='nodes per move (default 20000)')
    lim.add_argument('--movetime', type=int, help='milliseconds per move')
    lim.add_argument('--depth', type=int, help='depth per move')
    p.add_argument('--limit2', metavar="'nodes N'|'movetime MS'|'depth N'",
                   help='a different limit for engine 2 (time or node odds)')
    p.add_argument('--openings', help='file of openings (coordinate moves, one line each)')
    p.add_argument('--random-plies', type=int, default=4,
                   help='random opening length in plies (default 4)')
    p.add_argument('--seed', type=int, default=1, help='seed of the random openings')
    p.add_argument('--max-plies', type=int, default=400,
                   help='move cap in plies, a draw when reached (default 400)')
    p.add_argument('--concurrency', type=int, default=1, choices=(1, 2, 3, 4),
                   help='games played at once (default 1)')
    p.add_argument('--build', default=harness.DEFAULT_BUILD,
                   help='build tree whose Python bindings referee (default: build)')
    p.add_argument('--record', help='append one line per game (result, reason, moves)')
    p.add_argument('--quiet', action='store_true', help='only the final summary')
    args = p.parse_args(argv)
    if args.games < 1:
        p.error('--games must be at least 1')
    if not (args.nodes or args.movetime or args.depth):
        args.nodes = 20000
    if args.limit2:
        parts = args.limit2.split()
        if len(parts) != 2 or parts[0] not in ('nodes', 'movetime', 'depth') \
                or not parts[1].isdigit():
            p.error("--limit2: expected 'nodes N', 'movetime MS' or 'depth N'")
        args.limit2 = {parts[0]: int(parts[1])}
    return args


def limits_of(args):
    if args.movetime:
        return {'movetime': args.movetime}
    if args.depth:
        return {'depth': args.depth}
    return {'nodes': args.nodes}


class Match:
    def __init__(self, args, hdc):
        self.args = args
        self.hdc = hdc
        self.variant = args.variant
        self.limits = limits_of(args)
        self.limits2 = args.limit2 or self.limits
        self.lock = threading.Lock()
        self.scores = []        # engine 1's share of each game
        self.tally = {'win': 0, 'draw': 0, 'loss': 0, 'stalemate-win': 0,
                      'stalemate-loss': 0}
        self.white_points = 0.0
        self.finished = 0
        self.total = 0
        self.failures = []
        self.record = open(args.record, 'a', encoding='utf-8') if args.record else None

    def start_engines(self):
        a = self.args
        e1 = harness.make_engine(engine_command(a.engine1, a.build), self.hdc, self.variant,
                                 a.name1, a.option1)
        e2 = harness.make_engine(engine_command(a.engine2 or a.engine1, a.build), self.hdc,
                                 self.variant, a.name2, a.option2)
        e1.limits, e2.limits = self.limits, self.limits2
        if e1.name == e2.name:
            e1.name, e2.name = e1.name + ' #1', e2.name + ' #2'
        return e1, e2

    def play(self, white, black, opening):
        """(outcome or None, capped, moves, note)."""
        pos = self.hdc.Position(self.variant)
        moves = []
        for m in opening:
            pos.push_coord(m)
            moves.append(m)
        white.new_game()
        black.new_game()
        while True:
            outcome = pos.outcome(claim_draw=True)
            if outcome is not None:
                return outcome, False, moves, ''
            if len(moves) >= self.args.max_plies:
                return None, True, moves, 'move cap'
            engine = white if pos.turn else black
            try:
                move, _ = engine.go(moves, engine.limits)
            except harness.EngineError as e:
                return self._forfeit(pos, moves, f'{engine.name} failed: {e}')
            try:
                pos.push_coord(move)
            except (self.hdc.HdcError, ValueError) as e:
                return self._forfeit(pos, moves, f'{engine.name} played illegal {move!r} '
                                     f'after {" ".join(moves) or "the start"}: {e}')
            moves.append(move)

    def _forfeit(self, pos, moves, note):
        loser_white = bool(pos.turn)
        outcome = self.hdc.Outcome(winner=not loser_white, reason='forfeit',
                                   result='0-1' if loser_white else '1-0', status=-1)
        with self.lock:
            self.failures.append(note)
        sys.stderr.write(f'!! {note}\n')
        return outcome, False, moves, note

    def account(self, index, opening, e1_white, names, result):
        outcome, capped, moves, note = result
        ws = harness.white_score(outcome, self.variant)
        s1 = ws if e1_white else 1.0 - ws
        reason = 'move cap' if capped else outcome.reason
        with self.lock:
            self.finished += 1
            self.scores.append(s1)
            self.white_points += ws
            if s1 == 1.0:
                self.tally['win'] += 1
            elif s1 == 0.0:
                self.tally['loss'] += 1
            elif s1 == 0.5:
                self.tally['draw'] += 1
            elif s1 > 0.5:
                self.tally['stalemate-win'] += 1
            else:
                self.tally['stalemate-loss'] += 1
            text = harness.result_text(outcome, self.variant, capped)
            w, b = names if e1_white else names[::-1]
            if not self.args.quiet:
                print(f'game {index + 1:3d}/{self.total}  {w} - {b}  {text:7s} '
                      f'{reason:22s} {len(moves):3d} plies  [{" ".join(opening)}]'
                      f'   | {names[0]}: {self.summary_short()}', flush=True)
            if self.record:
                self.record.write(f'{self.variant}\t{index + 1}\t{w}\t{b}\t{text}\t{reason}'
                                  f'\t{" ".join(moves)}\n')
                self.record.flush()

    def summary_short(self):
        t = self.tally
        extra = ''
        if self.variant == 'cescacs':
            extra = f' (stalemates +{t["stalemate-win"]} -{t["stalemate-loss"]})'
        return (f'+{t["win"]} ={t["draw"]} -{t["loss"]}{extra}  '
                f'{harness.format_elo(self.scores)}')


def main(argv=None):
    args = parse_args(sys.argv[1:] if argv is None else argv)
    hdc = harness.load_hdc(args.build)
    if args.openings:
        openings = harness.read_openings(args.openings)
        if not openings:
            sys.exit(f'{args.openings}: no openings')
    else:
        rng = harness.rng_for(args.seed)
        openings = [harness.random_opening(hdc, args.variant, args.random_plies, rng)
                    for _ in range((args.games + 1) // 2)]
    pairs = (args.games + 1) // 2
    jobs = queue.Queue()
    for i in range(pairs):
        opening = openings[i % len(openings)]
        jobs.put((2 * i, opening, True))
        jobs.put((2 * i + 1, opening, False))
    match = Match(args, hdc)
    match.total = 2 * pairs
    names = [None, None]
    lim = ' '.join(f'{k} {v}' for k, v in match.limits.items())
    if args.limit2:
        lim += ' (engine 2: ' + ' '.join(f'{k} {v}' for k, v in match.limits2.items()) + ')'
    t0 = time.time()

    def worker():
        try:
            e1, e2 = match.start_engines()
        except (harness.EngineError, OSError) as e:
            with match.lock:
                match.failures.append(f'cannot start the engines: {e}')
            return
        names[0], names[1] = e1.name, e2.name
        try:
            while True:
                try:
                    index, opening, e1_white = jobs.get_nowait()
                except queue.Empty:
                    return
                white, black = (e1, e2) if e1_white else (e2, e1)
                result = match.play(white, black, opening)
                match.account(index, opening, e1_white, (e1.name, e2.name), result)
        finally:
            e1.quit()
            e2.quit()

    if not args.quiet:
        print(f'# selfplay {args.variant}: {match.total} games, {lim} per move, '
              f'{len(openings)} openings'
              + ('' if args.openings else f' ({args.random_plies} random plies, seed {args.seed})')
              + f', cap {args.max_plies} plies, {args.concurrency} at once', flush=True)
    threads = [threading.Thread(target=worker) for _ in range(args.concurrency)]
    try:
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    except KeyboardInterrupt:
        print('interrupted: the score so far', file=sys.stderr)
        while not jobs.empty():
            jobs.get_nowait()
    if names[0] is None:
        sys.exit('\n'.join(match.failures) or 'no game played')
    n = len(match.scores)
    print(f'# {names[0]} vs {names[1]}, {args.variant}, {lim} per move: {n} games in '
          f'{time.time() - t0:.0f} s')
    print(f'# {names[0]}: {match.summary_short()}')
    if n:
        print(f'# white scored {100 * match.white_points / n:.1f}%')
    if match.failures:
        print(f'# {len(match.failures)} forfeits/failures:')
        for f in match.failures:
            print(f'#   {f}')
    return 1 if match.failures else 0


if __name__ == '__main__':
    sys.exit(main())
