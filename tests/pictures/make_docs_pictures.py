#!/usr/bin/env python3
"""The SVG pictures under docs/pictures/, drawn by the `hdc` program.

Regenerate them all (after a change to the drawing code or the glyphs),
from the top of the checkout, with the build in ./build:

    python3 tests/pictures/make_docs_pictures.py --hdc build/examples/hdc

With --check nothing is written: the script fails (exit 1) if a committed
picture differs from what the current code draws, naming the files (the
meson test 'svg-docs-pictures').  Text is compared, never pixels.
"""

import argparse
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
PICTURES = os.path.join(ROOT, 'docs', 'pictures')

# A short HDC game on layer IV: the queen checks from f7, the bishop of c4
# covers her; the black king is selected, showing where it may go.
MIDDLEGAME = ['e4-IV', 'e5-IV', 'Bc4-IV', 'Nc6-IV', 'Qh5-IV', 'Nf6-IV', 'Qxf7-IV']
MIDDLEGAME_OPTIONS = ['--select', 'e8-IV', '--arrow', 'c4-IV,f7-IV',
                      '--arrow', 'e1-VII,e3-VI:#1c5fa8']

# file name -> arguments of `hdc svg`
PICTURE_ARGS = {
    'hdc-start-grid.svg': [],
    'hdc-start-stack.svg': ['--layout', 'stack'],
    'hdc-start-row.svg': ['--layout', 'row', '--size', '1600'],
    'raumschach-start.svg': ['--variant', 'raumschach', '--legend'],
    'raumschach-start-stack.svg': ['--variant', 'raumschach', '--layout', 'stack'],
    '3d8l-start.svg': ['--variant', '3d8l', '--legend'],
    'cescacs-start.svg': ['--variant', 'cescacs', '--legend'],
    'hdc-middlegame.svg': MIDDLEGAME_OPTIONS + MIDDLEGAME,
    'hdc-middlegame-stack.svg': ['--layout', 'stack'] + MIDDLEGAME_OPTIONS + MIDDLEGAME,
    'hdc-middlegame-blue-flipped.svg': ['--theme', 'blue', '--flip'] + MIDDLEGAME_OPTIONS
    + MIDDLEGAME,
}


def draw(hdc, args):
    out = subprocess.run([hdc, 'svg'] + args, capture_output=True, check=False)
    if out.returncode != 0:
        sys.exit(f"hdc svg {' '.join(args)} failed: {out.stderr.decode(errors='replace')}")
    return out.stdout.decode('utf-8')


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--hdc', default=os.path.join(ROOT, 'build', 'examples', 'hdc'),
                        help='the hdc program (default: build/examples/hdc)')
    parser.add_argument('--check', action='store_true',
                        help='compare with the committed pictures instead of writing them')
    opts = parser.parse_args()
    stale = []
    for name, args in PICTURE_ARGS.items():
        path = os.path.join(PICTURES, name)
        text = draw(opts.hdc, args)
        if opts.check:
            try:
                with open(path, encoding='utf-8') as f:
                    committed = f.read()
            except FileNotFoundError:
                committed = None
            if committed != text:
                stale.append(name)
            continue
        os.makedirs(PICTURES, exist_ok=True)
        with open(path, 'w', encoding='utf-8', newline='\n') as f:
            f.write(text)
        print('wrote', os.path.relpath(path, ROOT))
    if stale:
        print('docs/pictures differ from what the code draws: ' + ', '.join(stale) +
              '\nregenerate them: python3 tests/pictures/make_docs_pictures.py '
              '--hdc build/examples/hdc', file=sys.stderr)
        return 1
    if opts.check:
        print(f'{len(PICTURE_ARGS)} pictures up to date')
    return 0


if __name__ == '__main__':
    sys.exit(main())
