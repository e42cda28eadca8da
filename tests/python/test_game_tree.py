"""Game trees (issue 12, item 5): hdc.Game as the root node, hdc.GameNode
and its python-chess-like API: variations, mainline(), comments, NAGs,
editing, and records that keep all of it."""

import os
import random
import unittest

import support  # noqa: F401  (sets up the import path)

import hdc

ANNOTATED = '''[Event "tree"]

{ opening } 1. e4–IV! {best} $14 (1. d4–IV {queen} (1. c4–IV)) (1. e3–IV?!)
1... e5–IV {reply} 2. Nf3–IV (2. Nc3–IV) {before} 2... Nc6–IV
( {alt} 2... d6–IV ; rest
) *
'''


def tree_of(node):
    """A comparable picture of the tree under node."""
    return (str(node.move) if node.move else None, node.comment, node.starting_comment,
            list(node.nags), [tree_of(child) for child in node.variations])


class Reading(unittest.TestCase):
    def setUp(self):
        self.game = hdc.read_games(ANNOTATED)[0]

    def test_root(self):
        game = self.game
        self.assertIsInstance(game, hdc.GameNode)
        self.assertIsNone(game.parent)
        self.assertIsNone(game.move)
        self.assertIs(game.game(), game)
        self.assertEqual(game.comment, 'opening')
        self.assertEqual(game.ply(), 0)
        with self.assertRaises(ValueError):
            game.san()
        self.assertEqual(game.board().text, hdc.Position().text)
        self.assertEqual([str(n.move) for n in game.variations],
                         ['e2IVe4IV', 'd2IVd4IV', 'c2IVc4IV', 'e2IVe3IV'])

    def test_nodes(self):
        e4 = self.game.next()
        self.assertEqual(e4.san(), 'e4–IV')
        self.assertEqual(set(e4.nags), {1, 14})
        self.assertEqual(list(e4.nags), [1, 14])
        self.assertIn(14, e4.nags)
        self.assertEqual(e4.comment, 'best')
        self.assertEqual(e4.parent, self.game)
        self.assertTrue(e4.is_mainline())
        self.assertTrue(e4.is_main_variation())
        d4 = self.game.variation(1)
        self.assertEqual(d4.comment, 'queen')
        self.assertTrue(d4.starts_variation())
        self.assertFalse(d4.is_mainline())
        self.assertTrue(d4.is_end())
        self.assertEqual(list(self.game.variation(3).nags), [6])
        nf3 = e4.next().next()
        nc6, d6 = nf3.variations
        self.assertEqual(nc6.starting_comment, 'before')
        self.assertEqual(d6.starting_comment, 'alt')
        self.assertEqual(d6.comment, 'rest')
        self.assertEqual(d6.ply(), 4)
        self.assertEqual(self.game.variation(e4.move), e4)
        self.assertEqual(self.game.variation('e4–IV'), e4)
        self.assertTrue(self.game.has_variation('c2IVc4IV'))
        self.assertFalse(self.game.has_variation('a2IVa3IV'))
        with self.assertRaises(KeyError):
            self.game.variation('a2IVa3IV')

    def test_mainline(self):
        game = self.game
        self.assertEqual([n.san() for n in game.mainline()],
                         ['e4–IV', 'e5–IV', 'Nf3–IV', 'Nc6–IV'])
        self.assertEqual(game.mainline_moves(), game.moves)
        self.assertEqual(len(game), 4)
        self.assertEqual(game.end().board().text, game.position().text)
        self.assertEqual(game.end().board().move_stack, game.moves)
        self.assertEqual(game.variation(1).mainline_moves(), [])

    def test_round_trip(self):
        again = hdc.read_games(self.game.write())[0]
        self.assertEqual(tree_of(again), tree_of(self.game))
        self.assertEqual(again.write(), self.game.write())
        self.assertIn('{opening} 1. e4–IV $1 $14 {best} (1. d4–IV {queen})', self.game.write())

    def test_write_game_with_tags_keeps_the_tree(self):
        text = hdc.write_game(self.game, {'White': 'Ann'})
        again = hdc.read_games(text)[0]
        self.assertEqual(again.tags['White'], 'Ann')
        self.assertEqual(tree_of(again), tree_of(self.game))
        self.assertEqual(self.game.tags['White'], '?')       # unchanged


class Editing(unittest.TestCase):
    def test_add_variation_and_promote(self):
        game = hdc.Game()
        e4 = game.add_variation('e4–IV', comment='main')
        self.assertEqual(game.add_variation('e2IVe4IV'), e4)      # the existing node
        d4 = game.add_variation('d4–IV', starting_comment='or', nags=[5])
        e5 = e4.add_variation('e5–IV')
        self.assertEqual([str(m) for m in game.moves], ['e2IVe4IV', 'e7IVe5IV'])
        self.assertEqual((d4.starting_comment, list(d4.nags)), ('or', [5]))
        game.promote_to_main(d4)
        self.assertEqual(game.variations, [d4, e4])
        self.assertEqual([str(m) for m in game.moves], ['d2IVd4IV'])
        game.demote(d4.move)
        self.assertEqual(game.next(), e4)
        game.promote(d4)
        self.assertEqual(game.next(), d4)
        self.assertEqual(e5.parent, e4)           # nodes survive reordering
        game.remove_variation(d4)
        self.assertEqual(game.variations, [e4])
        self.assertEqual(len(game), 2)
        with self.assertRaises(hdc.RangeError):
            d4.comment
        with self.assertRaises(ValueError):
            game.promote(e5)                      # not a child of the root

    def test_add_main_variation_and_line(self):
        game = hdc.Game()
        game.play('e4–IV')
        d4 = game.add_main_variation('d4–IV', comment='better')
        self.assertEqual(game.next(), d4)
        last = d4.add_line(['d5–IV', 'c4–IV'], comment='gambit', nags=[1])
        self.assertEqual(last.ply(), 3)
        self.assertEqual(last.comment, 'gambit')
        self.assertEqual([n.san() for n in game.mainline()], ['d4–IV', 'd5–IV', 'c4–IV'])
        game.play('e6–IV')                        # play appends to the main line
        self.assertEqual(last.next().san(), 'e6–IV')

    def test_comments_and_nags(self):
        game = hdc.Game()
        node = game.add_variation('e4–IV')
        node.comment = '  spaced out \n'
        self.assertEqual(node.comment, 'spaced out')
        node.comment = 'Zoë { ( ;'
        self.assertEqual(node.comment, 'Zoë { ( ;')
        with self.assertRaises(hdc.RangeError):
            node.comment = 'a } b'
        self.assertEqual(node.comment, 'Zoë { ( ;')
        node.comment = None
        self.assertEqual(node.comment, '')
        with self.assertRaises(hdc.RangeError):
            game.starting_comment = 'the root has none'
        node.nags = {3}
        node.nags.add(1)
        node.nags.add(3)
        self.assertEqual(list(node.nags), [3, 1])
        node.nags.discard(3)
        self.assertEqual(list(node.nags), [1])
        for bad in (256, -1, 2**40):
            with self.assertRaises(hdc.RangeError):
                node.nags.add(bad)
        with self.assertRaises(TypeError):
            node.nags.add('1')
        with self.assertRaises(hdc.RangeError):
            game.nags.add(1)
        self.assertEqual(list(node.nags), [1])

    def test_illegal_moves(self):
        game = hdc.Game()
        e4 = game.add_variation('e4–IV')
        before = game.write()
        for value in (0xFFFFFFFF, 0x12345678, 1):   # not 0: the null move, where it exists
            with self.assertRaises(hdc.IllegalMoveError):
                e4.add_variation(value)
        with self.assertRaises(hdc.IllegalMoveError):
            e4.add_variation('e4–IV')
        self.assertEqual(game.write(), before)


class Memory(unittest.TestCase):
    def test_edits_do_not_grow_the_process(self):
        """Removed nodes' memory is freed or reused: adding and removing
        variations (with comments and NAGs) over and over keeps the process
        small (a leak of the comments alone would be 20 MB)."""
        game = hdc.Game()
        game.play('e4–IV')
        d4 = game.board().parse_move('d4–IV')

        def cycle():
            node = game.add_variation(d4, comment='x' * 1000, nags=[1, 2, 3])
            game.remove_variation(node)

        for _ in range(1000):
            cycle()
        before = support_rss()
        for _ in range(20000):
            cycle()
        self.assertLess(support_rss() - before, 4 * 1024 * 1024)
        self.assertEqual(len(game.variations), 1)


def support_rss():
    """Resident set size now, from /proc/self/statm."""
    with open('/proc/self/statm') as f:
        pages = int(f.read().split()[1])
    return pages * os.sysconf('SC_PAGE_SIZE')


class RandomTrees(unittest.TestCase):
    """read(write(game)) keeps the tree, in every variant."""

    def test_random_trees(self):
        rng = random.Random(2026)
        words = ['good', 'Zoë', '(', ')', ';', '{', '$1', '!?', '1-0', '*', '\n', ' ']
        for variant in ('hdc', 'raumschach', '3d8l', 'cescacs'):
            for _ in range(4):
                game = hdc.Game(variant)
                nodes = [game]
                for _ in range(40):
                    node = rng.choice(nodes)
                    moves = node.board().legal_moves
                    if moves:
                        nodes.append(node.add_variation(rng.choice(moves)))
                    target = rng.choice(nodes[1:]) if len(nodes) > 1 else None
                    if target is not None and rng.random() < 0.3:
                        target.comment = ''.join(rng.choice(words) for _ in range(3))
                    if target is not None and rng.random() < 0.2:
                        target.starting_comment = rng.choice(words)
                    if target is not None and rng.random() < 0.2:
                        target.nags.add(rng.randrange(256))
                    if target is not None and rng.random() < 0.1:
                        target.parent.promote_to_main(target)
                text = game.write()
                again = hdc.read_games(text)[0]
                self.assertEqual(tree_of(again), tree_of(game), text)
                self.assertEqual(again.write(), text)
                self.assertEqual(again.moves, game.mainline_moves())


if __name__ == '__main__':
    unittest.main()
