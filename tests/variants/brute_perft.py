#!/usr/bin/env python3
"""An independent perft of Cube 4 and Dragon 4 (examples/variants/).

    brute_perft.py GAME                          print the table rows
    brute_perft.py GAME HDC DESCRIPTION TABLE    check hdc and the table

Written from the rules alone, without the library's tables: a board is a
dict of cells (x, y, z) -> letter, moves are generated piece by piece with
plain loops, and a move is legal when the mover's king is not attacked
after it (found by trying every enemy piece).  Slow and obvious on
purpose: a second method for the perft tables tests/data/perft-cube4.txt
and perft-dragon4.txt.  GAME is cube4 or dragon4.
"""

import itertools
import subprocess
import sys

N = 4
FACE = [d for d in itertools.product((-1, 0, 1), repeat=3) if sum(map(abs, d)) == 1]
VERTEX = [d for d in itertools.product((-1, 1), repeat=3)]
KING = [d for d in itertools.product((-1, 0, 1), repeat=3) if d != (0, 0, 0)]
EDGE = [d for d in KING if sum(map(abs, d)) == 2]
KNIGHT = sorted({p for d in itertools.product((-2, -1, 0, 1, 2), repeat=3)
                 for p in [d] if sorted(map(abs, d)) == [0, 1, 2]})

# Each game: its pieces as (vectors, slides?) lists, the pawns' capture
# vectors (white's), the promotion letters and the positions of its table.
GAMES = {
    'cube4': {
        'moves': {'K': [(KING, False)], 'R': [(FACE, True)], 'U': [(VERTEX, True)]},
        'captures': [(-1, 1, 0), (1, 1, 0)],
        'promotion': 'RU',
        'positions': [
            ('start', '4/4/PPPP/1KRU|4/4/4/4|4/4/4/4|1kru/pppp/4/4 w - - 0 1', 4),
            ('open', '4/1P2/4/K3|2u1/4/1p2/4|4/r3/4/1R2|3k/4/2P1/U3 w - - 0 1', 3),
            ('promote', '4/P3/4/K3|4/4/3U/4|1r2/4/4/4|3k/2p1/4/4 b - - 0 1', 4),
        ],
    },
    'dragon4': {
        # The dragon: a knight's leap or one space-diagonal step.
        'moves': {'K': [(KING, False)], 'D': [(KNIGHT, False), (VERTEX, False)],
                  'B': [(EDGE, True)]},
        'captures': [(-1, 1, 0), (1, 1, 0), (0, 1, 1), (0, 1, -1)],
        'promotion': 'DB',
        'positions': [
            ('start', '4/4/PPPP/DKB1|4/4/4/4|4/4/4/4|dkb1/pppp/4/4 w - - 0 1', 4),
            ('open', '4/1P2/4/K3|2d1/4/1p2/4|4/b3/4/1D2|3k/4/2P1/1B2 w - - 0 1', 3),
            ('promote', '4/P3/4/K3|4/4/3D/4|1b2/4/4/4|3k/2p1/4/4 b - - 0 1', 4),
        ],
    },
}
GAME = GAMES['cube4']


def parse(text):
    boards, side = text.split()[:2]
    board = {}
    for z, layer in enumerate(boards.split('|')):
        for r, row in enumerate(layer.split('/')):
            x = 0
            for ch in row:
                if ch.isdigit():
                    x += int(ch)
                else:
                    board[(x, N - 1 - r, z)] = ch
                    x += 1
    return board, side == 'w'


def on(c):
    return all(0 <= v < N for v in c)


def add(c, d, k=1):
    return (c[0] + k * d[0], c[1] + k * d[1], c[2] + k * d[2])


def mine(ch, white):
    return ch.isupper() == white


def pseudo(board, white):
    """(from, to, promotion letter or None) of every move but the king's
    safety."""
    moves = []
    for c, ch in board.items():
        if not mine(ch, white):
            continue
        p = ch.upper()
        if p != 'P':
            for vectors, slides in GAME['moves'][p]:
                for d in vectors:
                    t = add(c, d)
                    while on(t):
                        if t in board:
                            if not mine(board[t], white):
                                moves.append((c, t, None))
                            break
                        moves.append((c, t, None))
                        if not slides:
                            break
                        t = add(t, d)
        else:
            dy = 1 if white else -1
            last = N - 1 if white else 0
            targets = []
            t = add(c, (0, dy, 0))
            if on(t) and t not in board:
                targets.append(t)
            for cx, _, cz in GAME['captures']:
                t = add(c, (cx, dy, cz))
                if on(t) and t in board and not mine(board[t], white):
                    targets.append(t)
            for t in targets:
                for promo in (GAME['promotion'] if t[1] == last else (None,)):
                    moves.append((c, t, promo))
    return moves


def make(board, move, white):
    c, t, promo = move
    after = dict(board)
    piece = after.pop(c)
    if promo:
        piece = promo if white else promo.lower()
    after[t] = piece
    return after


def attacked(board, cell, by_white):
    return any(t == cell for _, t, _ in pseudo(board, by_white))


def legal(board, white):
    out = []
    for m in pseudo(board, white):
        after = make(board, m, white)
        king = next(c for c, ch in after.items() if ch == ('K' if white else 'k'))
        if not attacked(after, king, not white):
            out.append(m)
    return out


def perft(board, white, depth):
    if depth == 0:
        return 1
    moves = legal(board, white)
    if depth == 1:
        return len(moves)
    return sum(perft(make(board, m, white), not white, depth - 1) for m in moves)


def counts(text, depth):
    board, white = parse(text)
    return [perft(board, white, d) for d in range(1, depth + 1)]


def table_rows():
    for name, text, depth in GAME['positions']:
        yield name, text, counts(text, depth)


def main():
    global GAME
    GAME = GAMES[sys.argv[1]]
    del sys.argv[1]
    if len(sys.argv) == 1:
        for name, text, nodes in table_rows():
            print(';'.join([name, text] + ['D%d %d' % (i + 1, n) for i, n in enumerate(nodes)]))
        return 0
    hdc, description, table = sys.argv[1:4]
    with open(table, encoding='utf-8') as f:
        rows = [line.rstrip('\n').split(';') for line in f if line.strip() and line[0] != '#']
    bad = 0
    for (name, text, nodes), row in zip(table_rows(), rows):
        listed = [int(field.split()[1]) for field in row[2:]]
        out = subprocess.run([hdc, 'perft', '--variant-file', description, '--position', text,
                              str(len(nodes))], capture_output=True, text=True, check=True)
        library = [int(line.split()[1]) for line in out.stdout.splitlines()]
        for what, got in (('table', listed), ('hdc', library)):
            if got != nodes:
                print('%s: %s %s, brute force %s' % (name, what, got, nodes))
                bad += 1
        print('%s: %s' % (name, nodes))
    if len(rows) != len(GAME['positions']):
        print('the table has %d rows, the brute force %d' % (len(rows),
                                                             len(GAME['positions'])))
        bad += 1
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
