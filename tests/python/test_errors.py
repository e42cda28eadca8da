"""Every exception class, raised for real, with the C status behind it."""

import unittest

import support  # noqa: F401  (sets up sys.path when run by hand)

import hdc
from hdc import capi
from hdc.errors import error_for_status, STATUS_NAMES


class Hierarchy(unittest.TestCase):
    def test_classes(self):
        for cls in (hdc.ParseError, hdc.IllegalMoveError, hdc.AmbiguousMoveError):
            self.assertTrue(issubclass(cls, ValueError), cls)
            self.assertTrue(issubclass(cls, hdc.HdcError), cls)
        self.assertTrue(issubclass(hdc.InvalidPositionError, hdc.ParseError))
        self.assertTrue(issubclass(hdc.UnknownVariantError, ValueError))
        self.assertTrue(issubclass(hdc.RangeError, ValueError))
        self.assertTrue(issubclass(hdc.NoGameError, ValueError))
        self.assertTrue(issubclass(hdc.NoHistoryError, IndexError))
        self.assertTrue(issubclass(hdc.TagNotFoundError, KeyError))
        self.assertTrue(issubclass(hdc.HdcError, Exception))

    def test_every_status_maps_to_a_class(self):
        expected = {
            'HDC_ERR_NULL': hdc.HdcError,
            'HDC_ERR_RANGE': hdc.RangeError,
            'HDC_ERR_BUFFER_TOO_SMALL': hdc.HdcError,
            'HDC_ERR_NO_MEMORY': hdc.HdcError,
            'HDC_ERR_UNKNOWN_VARIANT': hdc.UnknownVariantError,
            'HDC_ERR_SYNTAX': hdc.ParseError,
            'HDC_ERR_INVALID_POSITION': hdc.InvalidPositionError,
            'HDC_ERR_ILLEGAL_MOVE': hdc.IllegalMoveError,
            'HDC_ERR_AMBIGUOUS_MOVE': hdc.AmbiguousMoveError,
            'HDC_ERR_NO_HISTORY': hdc.NoHistoryError,
            'HDC_ERR_DEPTH': hdc.RangeError,
            'HDC_ERR_NO_GAME': hdc.NoGameError,
            'HDC_ERR_NOT_FOUND': hdc.TagNotFoundError,
            # The engine's (hdc.Engine): HdcError itself, told apart by .status.
            'HDC_ERR_GAME_OVER': hdc.HdcError,
            'HDC_ERR_BUSY': hdc.HdcError,
            'HDC_ERR_UNSUPPORTED': hdc.HdcError,
        }
        codes = {n: v for n, v in capi.ENUMS['hdc_status_code'].items() if v != capi.HDC_OK}
        self.assertEqual(set(codes), set(expected), "a new status code needs a class")
        for name, status in codes.items():
            err = error_for_status(status)
            self.assertIs(type(err), expected[name], name)
            self.assertEqual(err.status, status)
            self.assertEqual(err.status_name, name)
            self.assertEqual(STATUS_NAMES[status], name)
            # Without a message of its own, the C status string.
            self.assertEqual(err.message, hdc.lib.hdc_status_string(status).decode())
            self.assertIn(name, str(err))
            self.assertIsNone(err.offset)


class Raised(unittest.TestCase):
    def check(self, exc, cls, status):
        self.assertIs(type(exc), cls)
        self.assertEqual(exc.status, status)
        self.assertEqual(exc.status_name, STATUS_NAMES[status])
        self.assertTrue(exc.message)

    def test_parse_error_position_text(self):
        pos = hdc.Position()
        with self.assertRaises(hdc.ParseError) as cm:
            pos.text = '8/8/8/8/8/8/8/8 w - - 0 1'
        self.check(cm.exception, hdc.ParseError, capi.HDC_ERR_SYNTAX)
        self.assertIsInstance(cm.exception.offset, int)
        self.assertGreaterEqual(cm.exception.offset, 0)
        self.assertIn(str(cm.exception.offset), str(cm.exception))
        with self.assertRaises(ValueError):
            hdc.Position(text='x')

    def test_parse_error_offset_counts_characters(self):
        pos = hdc.Position()
        # "e4–IV" has a 3-byte en dash: the offset is in characters.
        with self.assertRaises(hdc.ParseError) as cm:
            pos.parse_cell('e4–IVx')
        self.assertEqual(cm.exception.offset, 5)

    def test_parse_error_move_text(self):
        pos = hdc.Position()
        with self.assertRaises(hdc.ParseError) as cm:
            pos.push('e2IVe4IVk')
        self.check(cm.exception, hdc.ParseError, capi.HDC_ERR_SYNTAX)
        self.assertEqual(cm.exception.offset, 8)

    def test_invalid_position(self):
        empty = '8/8/8/8/8/8/8/8'
        two_white_kings = '|'.join(['KK6/8/8/8/8/8/8/8'] + [empty] * 6 +
                                   ['7k/8/8/8/8/8/8/8']) + ' w - - 0 1'
        with self.assertRaises(hdc.InvalidPositionError) as cm:
            hdc.Position(text=two_white_kings)
        self.check(cm.exception, hdc.InvalidPositionError, capi.HDC_ERR_INVALID_POSITION)
        self.assertIsInstance(cm.exception, hdc.ParseError)
        self.assertIsInstance(cm.exception, ValueError)

    def test_illegal_move(self):
        pos = hdc.Position()
        for move in ('e2IVe5IV', 'e5–IV', pos.legal_moves[0].value ^ (1 << 15)):
            with self.subTest(move=move):
                with self.assertRaises(hdc.IllegalMoveError) as cm:
                    pos.push(move)
                self.check(cm.exception, hdc.IllegalMoveError, capi.HDC_ERR_ILLEGAL_MOVE)
        self.assertEqual(pos.move_stack, [])

    def test_ambiguous_move(self):
        pos = hdc.Position()
        with self.assertRaises(hdc.AmbiguousMoveError) as cm:
            pos.push('Nc1–VI')        # the knights of b1-IV and e1-VII
        self.check(cm.exception, hdc.AmbiguousMoveError, capi.HDC_ERR_AMBIGUOUS_MOVE)
        self.assertEqual(cm.exception.candidates, 2)
        self.assertIsInstance(cm.exception, ValueError)
        pos.push('Nbc1–VI')           # disambiguated: fine
        self.assertEqual(len(pos.move_stack), 1)

    def test_unknown_variant(self):
        with self.assertRaises(hdc.UnknownVariantError) as cm:
            hdc.Position('chess2d')
        self.check(cm.exception, hdc.UnknownVariantError, capi.HDC_ERR_UNKNOWN_VARIANT)
        self.assertIn('chess2d', cm.exception.message)
        with self.assertRaises(hdc.UnknownVariantError):
            hdc.Game('chess2d')

    def test_range_and_depth(self):
        pos = hdc.Position()
        with self.assertRaises(hdc.RangeError) as cm:
            pos.piece_at(512)
        self.check(cm.exception, hdc.RangeError, capi.HDC_ERR_RANGE)
        with self.assertRaises(hdc.RangeError) as cm:
            pos.perft(13)
        self.check(cm.exception, hdc.RangeError, capi.HDC_ERR_DEPTH)

    def test_no_history(self):
        with self.assertRaises(hdc.NoHistoryError) as cm:
            hdc.Position().pop()
        self.check(cm.exception, hdc.NoHistoryError, capi.HDC_ERR_NO_HISTORY)
        self.assertIsInstance(cm.exception, IndexError)

    def test_tag_not_found(self):
        game = hdc.Game()
        with self.assertRaises(hdc.TagNotFoundError) as cm:
            game.tags['NoSuchTag']
        self.check(cm.exception, hdc.TagNotFoundError, capi.HDC_ERR_NOT_FOUND)
        self.assertIn('NoSuchTag', cm.exception.message)
        with self.assertRaises(KeyError):
            del game.tags['NoSuchTag']

    def test_no_game(self):
        # read_games stops at HDC_ERR_NO_GAME; the status itself is visible
        # through the low-level call.
        self.assertEqual(hdc.read_games('  {just a comment} ; and another\n'), [])
        import ctypes
        game = hdc.Game()
        consumed = ctypes.c_size_t()
        st = hdc.lib.hdc_game_read(game._ptr, b'   ', ctypes.byref(consumed))
        self.assertEqual(st, capi.HDC_ERR_NO_GAME)
        self.assertIs(type(error_for_status(st)), hdc.NoGameError)

    def test_game_record_parse_error(self):
        record = '[Event "a"]\n\n1. e4–IV e5–IV *\n\n[Event "b"]\n\n1. e4–IV Zz9 *\n'
        with self.assertRaises(hdc.ParseError) as cm:
            hdc.read_games(record)
        exc = cm.exception
        self.check(exc, hdc.ParseError, capi.HDC_ERR_SYNTAX)
        # The offset is a character offset into the whole text, in the 2nd game.
        # (the en dashes before it are 3 bytes each but 1 character).
        self.assertEqual(exc.offset, record.index('Zz9'))

    def test_game_record_illegal_move(self):
        record = '[Event "a"]\n\n1. e4–IV e4–IV *\n'
        with self.assertRaises(hdc.IllegalMoveError) as cm:
            hdc.read_games(record)
        self.check(cm.exception, hdc.IllegalMoveError, capi.HDC_ERR_ILLEGAL_MOVE)


if __name__ == '__main__':
    unittest.main()
