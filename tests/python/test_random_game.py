"""A 200-ply random game played in Python equals, move for move, the same
moves played through the command-line program `hdc play`.

Python picks each move with random.Random(seed) among the legal moves sorted
by coordinate notation; the CLI is then given the coordinate moves and must
accept every one and reach the same position (and status, check, claims,
result) at checkpoints along the way and at the end.
"""

import os
import subprocess
import unittest

import support

import hdc

PLIES = 200
SEEDS = (1, 2024)
CHECKPOINT_EVERY = 25


def cli(*args):
    return subprocess.run([support.CLI, *args], capture_output=True, text=True,
                          encoding='utf-8', timeout=60)


def cli_play(variant, moves):
    proc = cli('play', '--variant', variant, *moves)
    if proc.returncode != 0:
        raise AssertionError(f"hdc play rejected the moves: {proc.stderr.strip()}")
    fields = {}
    for line in proc.stdout.splitlines():
        key, _, value = line.partition(': ')
        fields[key] = value
    return fields


def python_fields(pos):
    outcome = pos.outcome()
    claims = pos.claimable()
    claim_names = {hdc.Claim.NONE: 'none', hdc.Claim.FIFTY_MOVES: 'fifty-moves',
                   hdc.Claim.THREEFOLD_REPETITION: 'threefold-repetition'}
    return {
        'position': pos.text,
        'status': outcome.reason.replace('_', '-') if outcome else 'ongoing',
        'check': 'yes' if pos.is_check() else 'no',
        'claimable': claim_names.get(claims, 'both'),
        'result': pos.result(),
    }


class RandomGameAgainstCli(unittest.TestCase):
    def setUp(self):
        self.assertTrue(support.CLI, "HDC_CLI is not set: the hdc program was not found "
                                     "(examples/meson.build's hdc_exe)")
        self.assertTrue(os.access(support.CLI, os.X_OK), f"{support.CLI} is not executable")

    def play(self, seed, variant='hdc'):
        pos, moves = support.random_game_moves(seed, PLIES, variant)
        self.assertEqual(len(moves), len(pos.move_stack))
        return pos, moves

    def test_hdc_games(self):
        for seed in SEEDS:
            with self.subTest(seed=seed):
                pos, moves = self.play(seed)
                self.assertEqual(len(moves), PLIES, "the game ended early: pick another seed")
                # Checkpoints: the CLI reaches the same position after each prefix.
                replay = hdc.Position()
                for ply, move in enumerate(moves, 1):
                    replay.push(move)
                    if ply % CHECKPOINT_EVERY == 0 or ply == len(moves):
                        self.assertEqual(cli_play('hdc', moves[:ply]), python_fields(replay),
                                         f"seed {seed}, after ply {ply}")
                self.assertEqual(replay.text, pos.text)

    def test_legal_move_lists_agree(self):
        # At a few points of the game, `hdc moves` lists the moves Python sees.
        pos, moves = self.play(SEEDS[0])
        replay = hdc.Position()
        for ply, move in enumerate(moves):
            if ply % 50 == 0:
                proc = cli('moves', '--variant', 'hdc', '--position', replay.text)
                self.assertEqual(proc.returncode, 0, proc.stderr)
                self.assertEqual(sorted(proc.stdout.split()),
                                 sorted(str(m) for m in replay.legal_moves), f"ply {ply}")
            replay.push(move)

    def test_other_variants(self):
        for variant in ('raumschach', '3d8l'):
            with self.subTest(variant=variant):
                pos, moves = self.play(7, variant)
                self.assertEqual(cli_play(variant, moves), python_fields(pos))


class SeededGamesAreReproducible(unittest.TestCase):
    def test_same_seed_same_game(self):
        a = support.random_game_moves(11, 80)[1]
        b = support.random_game_moves(11, 80)[1]
        c = support.random_game_moves(12, 80)[1]
        self.assertEqual(a, b)
        self.assertNotEqual(a, c)


if __name__ == '__main__':
    unittest.main()
