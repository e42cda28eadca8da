#!/usr/bin/env python3
"""Count the leaves of the legal move tree, like `hdc perft`.

    PYTHONPATH=build/bindings/python python3 examples/python/perft.py [DEPTH] [VARIANT] [--divide]

Prints 'D<d> <nodes> <seconds> s' for d = 1..DEPTH from the variant's start
position; with --divide, the count below each legal move at DEPTH.
"""
import sys
import time

import hdc


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    divide = "--divide" in sys.argv[1:]
    depth = int(args[0]) if args else 3
    variant = args[1] if len(args) > 1 else "hdc"
    pos = hdc.Position(variant)
    if divide:
        total = 0
        for move in sorted(pos.legal_moves, key=str):
            pos.push(move)
            nodes = pos.perft(depth - 1)
            pos.pop()
            total += nodes
            print(f"{move} {nodes}")
        print(f"total {total}")
        return
    for d in range(1, depth + 1):
        start = time.perf_counter()
        nodes = pos.perft(d)
        print(f"D{d} {nodes} {time.perf_counter() - start:.3f} s")


if __name__ == "__main__":
    main()
