#!/usr/bin/env python3
"""Make the self-play positions of the search benchmark (`hdc bench
--search`): tests/data/search-<variant>.txt, and the same positions in the
table of examples/hdc_bench_search.c (between its marker comments).

Each position is the one reached after 20 moves of each side (ply 40) of a
game the engine plays against itself (in this process through the ctypes
declarations of the bindings; --engine CMD for a UCI engine): a random opening of
2 to 4 plies (seeded), then the engine at a small node budget for both
sides, cleared at each game (ucinewgame).  A game that ends before ply 40
is dropped and the next seed tried.  So is a position whose depth-1 search
(quiescence, mostly) from a cleared engine needs more than --probe-nodes
nodes (default 1 000 000; in-process engine only): such a tree measures
that pathology rather than the engine's speed.  The data file lists the
dropped positions in comments, for whoever works on the search.

  tests/strength/make_search_positions.py --variant hdc --count 10
  tests/strength/make_search_positions.py --all        # the four variants

Run once when the engine changed enough that the positions should follow;
the figures of `hdc bench --search` are comparable only on the same
positions.
"""

import argparse
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402

DATA = os.path.join(harness.SOURCE_ROOT, 'tests', 'data')
BENCH_C = os.path.join(harness.SOURCE_ROOT, 'examples', 'hdc_bench_search.c')
DEFAULT_COUNT = {'hdc': 10, 'raumschach': 4, '3d8l': 4, 'cescacs': 4}


def explodes(engine, moves, probe_nodes):
    """Whether a depth-1 search after the moves reaches probe_nodes."""
    if not probe_nodes or not hasattr(engine, 'last_nodes'):
        return False
    engine.new_game()
    engine.go(moves, {'depth': 1, 'nodes': probe_nodes})
    return engine.last_nodes() >= probe_nodes


def make(engine, hdc, variant, count, seed, nodes, ply, probe_nodes, dropped):
    rng = harness.rng_for(seed)
    found = []
    game = 0
    while len(found) < count:
        game += 1
        if game > 10 * count:
            sys.exit(f'{variant}: only {len(found)} games of {game} reached ply {ply}')
        opening = harness.random_opening(hdc, variant, rng.randint(2, 4), rng)
        pos = hdc.Position(variant)
        moves = []
        for m in opening:
            pos.push_coord(m)
            moves.append(m)
        engine.new_game()
        while len(moves) < ply and pos.outcome(claim_draw=True) is None:
            move, _ = engine.go(moves, {'nodes': nodes})
            pos.push_coord(move)
            moves.append(move)
        if len(moves) == ply and pos.outcome(claim_draw=True) is None and pos.legal_moves:
            if explodes(engine, moves, probe_nodes):
                dropped.append((f'game{game}-ply{ply}', pos.text, moves))
                print(f'{variant} game {game}: dropped, depth 1 needs {probe_nodes}+ nodes',
                      file=sys.stderr)
                continue
            found.append((f'game{game}-ply{ply}', pos.text, moves))
            print(f'{variant} game {game}: {pos.text}', file=sys.stderr)
    return found


def write_data(variant, found, dropped, argv, probe_nodes):
    path = os.path.join(DATA, f'search-{variant}.txt')
    with open(path, 'w', encoding='utf-8') as f:
        f.write('# Positions of `hdc bench --search` (examples/hdc_bench_search.c): reached after '
                '20 moves of each side of engine self-play games.\n')
        f.write('# Made by: tests/strength/make_search_positions.py ' + ' '.join(argv) + '\n')
        f.write('# name;position;the moves from the start that reach it\n')
        for name, text, moves in found:
            f.write(f'{name};{text};{" ".join(moves)}\n')
        if dropped:
            f.write(f'# Dropped: a depth-1 search from a cleared engine took {probe_nodes} '
                    'nodes or more (quiescence explosion):\n')
            for name, text, moves in dropped:
                f.write(f'# {name};{text};{" ".join(moves)}\n')
    return path


def c_lines(found):
    out = []
    for name, text, _ in found:
        out.append(f'\t{{ "{name}",\n')
        # Cut the text at its layer separators into lines of at most ~80 columns.
        parts, line = [], ''
        for piece in re.split(r'(?<=\|)', text):
            if line and len(line) + len(piece) > 72:
                parts.append(line)
                line = ''
            line += piece
        parts.append(line)
        out.append(''.join(f'\t  "{p}"\n' for p in parts[:-1]) + f'\t  "{parts[-1]}" }},\n')
    return ''.join(out)


def update_bench(variant, found):
    with open(BENCH_C, encoding='utf-8') as f:
        src = f.read()
    begin = f'\t/* tests/data/search-{variant}.txt'
    end = f'\t/* end of search-{variant}.txt */\n'
    i = src.index(begin)
    i = src.index('\n', i) + 1
    j = src.find(end, i)
    if j < 0:
        src = src[:i] + c_lines(found) + end + src[i:]
    else:
        src = src[:i] + c_lines(found) + src[j:]
    with open(BENCH_C, 'w', encoding='utf-8') as f:
        f.write(src)


def main():
    p = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    p.add_argument('--variant', choices=harness.VARIANTS, default='hdc')
    p.add_argument('--all', action='store_true', help='every variant')
    p.add_argument('--count', type=int, help='positions (default: 10 for HDC, 4 for the others)')
    p.add_argument('--seed', type=int, default=1)
    p.add_argument('--nodes', type=int, default=3000, help='engine nodes per move (default 3000)')
    p.add_argument('--ply', type=int, default=40)
    p.add_argument('--probe-nodes', type=int, default=1000000,
                   help='drop a position whose depth-1 search needs this many nodes (0: keep all)')
    p.add_argument('--engine', default='lib',
                   help="'lib' (default: the build's library in process) or a UCI command")
    p.add_argument('--build', default=harness.DEFAULT_BUILD)
    p.add_argument('--no-update', action='store_true',
                   help='write the data files only, not examples/hdc_bench_search.c')
    args = p.parse_args()
    hdc = harness.load_hdc(args.build)
    for variant in (harness.VARIANTS if args.all else (args.variant,)):
        engine = harness.make_engine(args.engine, hdc, variant)
        try:
            argv = [f'--variant {variant}', f'--seed {args.seed}', f'--nodes {args.nodes}',
                    f'--ply {args.ply}', f'--count {args.count or DEFAULT_COUNT[variant]}',
                    f'--probe-nodes {args.probe_nodes}']
            dropped = []
            found = make(engine, hdc, variant, args.count or DEFAULT_COUNT[variant],
                         args.seed, args.nodes, args.ply, args.probe_nodes, dropped)
        finally:
            engine.quit()
        print(write_data(variant, found, dropped, argv, args.probe_nodes))
        if not args.no_update:
            update_bench(variant, found)
            print(f'{BENCH_C}: {variant} positions updated')


if __name__ == '__main__':
    main()
