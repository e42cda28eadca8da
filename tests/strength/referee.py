#!/usr/bin/env python3
"""A referee on libhdc's rules for programs in other languages (the Jocly
harness, jocly_match.mjs): JSON requests on stdin, one a line, one JSON
answer a line on stdout.

  {"cmd": "new", "variant": "raumschach"}   a new game from the start
  {"cmd": "push", "move": "Ab1Ac3"}          play a move (coordinate notation)
  {"cmd": "state"}                           the state, without a move

Every answer: {"ok": true, "legal": [moves in coordinate notation],
"turn": "white"|"black", "check": bool, "outcome": null or {"winner":
"white"|"black"|null, "reason": ..., "result": ...}} -- outcome counts the
draws the side to move may claim (threefold repetition, fifty moves) as
claimed.  An illegal move or a bad request: {"ok": false, "error": ...}
and nothing changes.

  referee.py [--build BUILD]
"""

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402


def state(hdc, pos):
    outcome = pos.outcome(claim_draw=True)
    out = None
    if outcome is not None:
        winner = None if outcome.winner is None else ('white' if outcome.winner else 'black')
        out = {'winner': winner, 'reason': outcome.reason,
               'result': harness.result_text(outcome, pos.variant)}
    return {'ok': True, 'legal': sorted(str(m) for m in pos.legal_moves),
            'turn': 'white' if pos.turn else 'black', 'check': pos.is_check(),
            'plies': len(pos.move_stack), 'outcome': out}


def main():
    p = argparse.ArgumentParser()
    p.add_argument('--build', default=harness.DEFAULT_BUILD)
    args = p.parse_args()
    hdc = harness.load_hdc(args.build)
    pos = hdc.Position('hdc')
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        try:
            req = json.loads(line)
            cmd = req.get('cmd')
            if cmd == 'new':
                pos = hdc.Position(req.get('variant', 'hdc'))
                answer = state(hdc, pos)
            elif cmd == 'push':
                move = req['move']
                if move not in set(str(m) for m in pos.legal_moves):
                    answer = {'ok': False, 'error': f'illegal move {move!r}'}
                else:
                    pos.push_coord(move)
                    answer = state(hdc, pos)
            elif cmd == 'state':
                answer = state(hdc, pos)
            else:
                answer = {'ok': False, 'error': f'unknown command {cmd!r}'}
        except (ValueError, KeyError, TypeError, hdc.HdcError) as e:
            answer = {'ok': False, 'error': f'{type(e).__name__}: {e}'}
        sys.stdout.write(json.dumps(answer) + '\n')
        sys.stdout.flush()


if __name__ == '__main__':
    main()
