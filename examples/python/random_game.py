#!/usr/bin/env python3
"""Play a random game of HyperDimension Chess and print its record.

    PYTHONPATH=build/bindings/python python3 examples/python/random_game.py [SEED] [MAX_PLIES]

Each ply picks, with random.Random(SEED), one of the legal moves sorted by
their coordinate notation, so a seed always gives the same game.
"""
import random
import sys

import hdc


def random_game(seed=1, max_plies=200, variant="hdc"):
    rng = random.Random(seed)
    pos = hdc.Position(variant)
    while pos.outcome() is None and len(pos.move_stack) < max_plies:
        moves = sorted(pos.legal_moves, key=str)
        pos.push(rng.choice(moves))
    return pos


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    max_plies = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    pos = random_game(seed, max_plies)
    outcome = pos.outcome()
    tags = {"Event": f"random game, seed {seed}",
            "Result": outcome.result if outcome else "*"}
    print(hdc.write_game(pos, tags))
    print(pos)
    if outcome:
        print(f"{outcome.reason}: {outcome.result}")
    else:
        print(f"stopped after {len(pos.move_stack)} plies")


if __name__ == "__main__":
    main()
