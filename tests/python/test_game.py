"""Game records: hdc.Game, hdc.Tags, hdc.read_games, hdc.write_game."""

import unittest

import support
from support import START_TEXT

import hdc

STANDARD_TAGS = ['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result']

TWO_GAMES = '''[Event "First"]
[Site "Here"]
[Date "2024.01.02"]
[Round "1"]
[White "Ann"]
[Black "Bob"]
[Result "*"]

{A comment before the moves} 1. e4–IV e5–IV (1... d5–IV 2. exd5–IV) 2. Nf3–IV $1
Nc6–IV ; rest of line
*

[Event "Second"]
[Site "There"]
[Date "????.??.??"]
[Round "2"]
[White "Cid"]
[Black "Dee"]
[Result "*"]

1. b4–II *
'''


class GameObject(unittest.TestCase):
    def test_new_game(self):
        game = hdc.Game()
        self.assertEqual(len(game), 0)
        self.assertEqual(game.moves, [])
        self.assertEqual(game.position().text, START_TEXT)
        for tag in STANDARD_TAGS:
            self.assertIn(tag, game.tags)
        self.assertEqual(game.tags['Result'], '*')
        self.assertEqual(hdc.Game('raumschach').position().variant, 'raumschach')

    def test_play_and_moves(self):
        game = hdc.Game()
        game.play('e4–IV')                                   # SAN
        game.play('e7IVe5IV')                                # coordinate
        game.play(game.position().parse_move('Nf3–IV'))      # Move
        self.assertEqual(len(game), 3)
        self.assertEqual([str(m) for m in game.moves], ['e2IVe4IV', 'e7IVe5IV', 'g1IVf3IV'])
        self.assertTrue(all(isinstance(m, hdc.Move) for m in game.moves))
        with self.assertRaises(hdc.IllegalMoveError):
            game.play('e4–IV')
        with self.assertRaises(hdc.IllegalMoveError):
            game.play(0x7fffffff)
        self.assertEqual(len(game), 3)

    def test_position_has_history(self):
        game = hdc.Game()
        for m in ('e4–IV', 'e5–IV'):
            game.play(m)
        pos = game.position()
        self.assertEqual([str(m) for m in pos.move_stack], ['e2IVe4IV', 'e7IVe5IV'])
        pos.pop()
        pos.pop()
        self.assertEqual(pos.text, START_TEXT)
        self.assertEqual(len(game), 2)       # the game is not affected

    def test_from_position(self):
        pos = hdc.Position()
        for m in ('e4–IV', 'e5–IV', 'Nf3–IV'):
            pos.push(m)
        game = hdc.Game.from_position(pos)
        self.assertEqual(game.moves, pos.move_stack)
        self.assertEqual(game.position().text, pos.text)
        self.assertEqual(game.tags['Result'], '*')

    def test_from_position_not_at_start(self):
        pos = hdc.Position(text=support.STALEMATE_TEXT)
        game = hdc.Game.from_position(pos)
        self.assertEqual(game.position().text, pos.text)
        self.assertIn('FEN', game.tags)
        self.assertEqual(game.tags['Result'], '1/2-1/2')
        again = hdc.read_games(game.write())[0]
        self.assertEqual(again.position().text, pos.text)

    def test_result_from_position(self):
        game = hdc.Game.from_position(hdc.Position(text=support.CHECKMATE_TEXT))
        self.assertEqual(game.tags['Result'], '0-1')
        self.assertTrue(game.write().rstrip().endswith('0-1'))

    def test_write(self):
        game = hdc.Game()
        game.play('e4–IV')
        game.tags['White'] = 'Ann'
        text = game.write()
        self.assertEqual(str(game), text)
        self.assertIn('[White "Ann"]', text)
        self.assertIn('1. e4–IV', text)
        lines = text.splitlines()
        self.assertEqual([l.split()[0][1:] for l in lines[:7]], STANDARD_TAGS)
        self.assertIn('hdc.Game', repr(game))


class TagMapping(unittest.TestCase):
    def test_get_set_delete(self):
        game = hdc.Game()
        tags = game.tags
        self.assertIsInstance(tags, hdc.Tags)
        n = len(tags)
        self.assertGreaterEqual(n, 7)
        tags['Annotator'] = 'me'
        self.assertEqual(tags['Annotator'], 'me')
        self.assertEqual(len(tags), n + 1)
        self.assertEqual(list(tags)[-1], 'Annotator')
        tags['Annotator'] = 'you'                 # replace keeps the count
        self.assertEqual(len(game.tags), n + 1)
        self.assertEqual(game.tags['Annotator'], 'you')
        del tags['Annotator']
        self.assertNotIn('Annotator', tags)
        self.assertEqual(len(tags), n)
        with self.assertRaises(KeyError):
            tags['Annotator']
        with self.assertRaises(KeyError):
            tags[3]
        self.assertEqual(tags.get('Annotator', 'none'), 'none')
        self.assertEqual(dict(tags)['Event'], '?')
        with self.assertRaises(ValueError):
            tags['White'] = None
        tags.update({'White': 'W', 'Black': 'B'})
        self.assertEqual((tags['White'], tags['Black']), ('W', 'B'))
        self.assertIn("'White': 'W'", repr(tags))

    def test_unicode_values(self):
        game = hdc.Game()
        game.tags['White'] = 'Zoë “Z” Ünal'
        self.assertEqual(game.tags['White'], 'Zoë “Z” Ünal')
        again = hdc.read_games(game.write())[0]
        self.assertEqual(again.tags['White'], 'Zoë “Z” Ünal')


class ReadWrite(unittest.TestCase):
    def test_read_games(self):
        games = hdc.read_games(TWO_GAMES)
        self.assertEqual(len(games), 2)
        first, second = games
        self.assertEqual(first.tags['Event'], 'First')
        self.assertEqual(first.tags['White'], 'Ann')
        self.assertEqual([str(m) for m in first.moves],
                         ['e2IVe4IV', 'e7IVe5IV', 'g1IVf3IV', 'b8IVc6IV'])
        self.assertEqual(second.tags['Round'], '2')
        self.assertEqual([str(m) for m in second.moves], ['b2IIb4II'])
        self.assertEqual(hdc.read_games(TWO_GAMES.encode('utf-8'))[1].tags['Event'],
                         'Second')

    def test_read_nothing(self):
        self.assertEqual(hdc.read_games(''), [])
        self.assertEqual(hdc.read_games('\n  {only a comment}\n'), [])

    def test_round_trip(self):
        _, moves = support.random_game_moves(seed=5, plies=60)
        pos = hdc.Position()
        for m in moves:
            pos.push(m)
        text = hdc.write_game(pos, {'Event': 'Round trip'})
        games = hdc.read_games(text + '\n' + text)
        self.assertEqual(len(games), 2)
        for game in games:
            self.assertEqual([str(m) for m in game.moves], moves)
            self.assertEqual(game.position().text, pos.text)
            self.assertEqual(game.tags['Event'], 'Round trip')
            self.assertEqual(game.write(), text)

    def test_write_game_position(self):
        pos = hdc.Position()
        pos.push('e4–IV')
        text = hdc.write_game(pos)
        self.assertEqual(text, hdc.Game.from_position(pos).write())
        tagged = hdc.write_game(pos, {'White': 'Ann', 'Round': 3, 'Annotator': None})
        self.assertIn('[White "Ann"]', tagged)
        self.assertIn('[Round "3"]', tagged)
        self.assertNotIn('[Annotator ', tagged)
        self.assertEqual(len(pos.move_stack), 1)    # position untouched

    def test_write_game_game(self):
        game = hdc.read_games(TWO_GAMES)[0]
        game.tags['Annotator'] = 'Zed'
        game.tags['Opening'] = 'Stack'
        before = game.write()
        self.assertEqual(hdc.write_game(game), before)
        tagged = hdc.write_game(game, {'Black': 'Eve', 'Annotator': None})
        self.assertIn('[Black "Eve"]', tagged)
        self.assertNotIn('Annotator', tagged)         # removed
        self.assertIn('[Opening "Stack"]', tagged)
        self.assertIn('[White "Ann"]', tagged)       # the game's own tags kept
        self.assertIn('Nc6–IV', tagged)
        self.assertEqual(game.write(), before)        # game untouched
        with self.assertRaises(TypeError):
            hdc.write_game('not a game')


if __name__ == '__main__':
    unittest.main()
