"""Shared bits of the Python suites (run by `meson test`, see bindings/meson.build).

The environment meson sets: PYTHONPATH (the build-tree package),
HDC_LIBRARY (the built libhdc), HDC_SOURCE_ROOT, HDC_BUILD_ROOT, HDC_CLI
(the `hdc` program) and HDC_NM (nm).  Run by hand, the same variables are
guessed from the usual layout (source root = ../.., build dir = build).
"""

import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE_ROOT = os.environ.get('HDC_SOURCE_ROOT') or os.path.dirname(os.path.dirname(HERE))
BUILD_ROOT = os.environ.get('HDC_BUILD_ROOT') or os.path.join(SOURCE_ROOT, 'build')
PACKAGE_PARENT = os.path.join(BUILD_ROOT, 'bindings', 'python')
HEADER = os.path.join(SOURCE_ROOT, 'include', 'hdc.h')
GENERATOR = os.path.join(SOURCE_ROOT, 'bindings', 'python', 'gen_ctypes.py')
CLI = os.environ.get('HDC_CLI', '')
NM = os.environ.get('HDC_NM') or 'nm'

if PACKAGE_PARENT not in sys.path and not os.environ.get('PYTHONPATH'):
    sys.path.insert(0, PACKAGE_PARENT)

START_TEXT = ('4r3/pppppppp/8/8/8/8/PPPPPPPP/4R3|4n3/pppppppp/8/8/8/8/PPPPPPPP/4N3|'
              '4b3/pppppppp/8/8/8/8/PPPPPPPP/4B3|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|'
              '4d3/pppppppp/8/8/8/8/PPPPPPPP/4D3|4b3/pppppppp/8/8/8/8/PPPPPPPP/4B3|'
              '4n3/pppppppp/8/8/8/8/PPPPPPPP/4N3|4r3/pppppppp/8/8/8/8/PPPPPPPP/4R3 '
              'w KQLUkqlu - 0 1')

# From tests/data/perft-hdc.txt (RULES.md positions).
CHECKMATE_TEXT = ('8/8/8/8/8/8/8/K7|8/8/8/8/2n5/8/1q6/8|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|'
                  '8/8/8/8/8/8/7P/8|8/8/8/8/8/8/8/6R1|8/8/8/8/8/8/8/8|7k/8/8/8/8/8/8/8 '
                  'w - - 0 1')
STALEMATE_TEXT = ('8/8/8/8/8/8/7r/K7|8/8/8/8/8/8/8/7r|8/8/8/8/8/1q6/8/8|8/8/8/8/8/8/8/8|'
                  '8/8/8/4p3/4P3/8/8/8|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|7k/8/8/8/8/8/8/8 '
                  'w - - 0 1')


def env_for_subprocess(**changes):
    """os.environ with changes (a value of None removes the variable)."""
    env = dict(os.environ)
    env.setdefault('PYTHONPATH', PACKAGE_PARENT)
    for k, v in changes.items():
        if v is None:
            env.pop(k, None)
        else:
            env[k] = v
    return env


def run_python(code_or_args, env=None, cwd=None, timeout=120):
    args = code_or_args if isinstance(code_or_args, list) else ['-c', code_or_args]
    return subprocess.run([sys.executable] + args, env=env or env_for_subprocess(),
                          cwd=cwd, capture_output=True, text=True, timeout=timeout)


def random_game_moves(seed, plies, variant='hdc'):
    """Play a seeded random game in Python; returns (position, coordinate moves)."""
    import random
    import hdc
    rng = random.Random(seed)
    pos = hdc.Position(variant)
    moves = []
    while len(moves) < plies and pos.outcome() is None:
        choice = rng.choice(sorted(pos.legal_moves, key=str))
        pos.push(choice)
        moves.append(str(choice))
    return pos, moves
