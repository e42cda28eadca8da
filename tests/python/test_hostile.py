"""Hostile input through Python: the raw ctypes functions and the hdc package.

- every function of the generated module (so every function of hdc.h, those
  added later included) called with NULL for each pointer parameter in turn;
- embedded NUL bytes: the C side sees the string up to the NUL, and says
  exactly what it says for that shorter string; the Pythonic API does not
  silently read a shorter text than it was given;
- integers that do not fit the C parameter are refused, not wrapped;
- 1 MB strings, invalid UTF-8, look-alike dashes, every truncation of a
  position text, absurd perft depths, undo without history, moves of other
  positions, random move values.
Each case gets its status (or exception), and the objects stay usable.
"""

import ctypes
import faulthandler
import random
import time
import unittest

import support

import hdc
from hdc import capi

faulthandler.enable()

lib = hdc.lib
C = capi
MB = 1 << 20

E4_TEXT = ('4r3/pppppppp/8/8/8/8/PPPPPPPP/4R3|4n3/pppppppp/8/8/8/8/PPPPPPPP/4N3|'
           '4b3/pppppppp/8/8/8/8/PPPPPPPP/4B3|rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR|'
           '4d3/pppppppp/8/8/8/8/PPPPPPPP/4D3|4b3/pppppppp/8/8/8/8/PPPPPPPP/4B3|'
           '4n3/pppppppp/8/8/8/8/PPPPPPPP/4N3|4r3/pppppppp/8/8/8/8/PPPPPPPP/4R3 '
           'b KQLUkqlu e3-IV 0 1')
DASHES = {
    'em dash': '\u2014',
    'minus sign': '\u2212',
    'figure dash': '\u2012',
    'non-breaking hyphen': '\u2011',
    'hyphen': '\u2010',
    'fullwidth hyphen-minus': '\uff0d',
}


def raw_position(moves=('e2IVe4IV',)):
    """A ctypes position handle (freed by the caller) after `moves`."""
    out = ctypes.POINTER(C.hdc_position)()
    assert lib.hdc_position_new(b'hdc', ctypes.byref(out)) == C.HDC_OK
    for text in moves:
        move = C.hdc_move()
        assert lib.hdc_position_parse_move(out, text.encode(), ctypes.byref(move)) == C.HDC_OK
        assert lib.hdc_position_play(out, move) == C.HDC_OK
    return out


def raw_game(moves=('e2IVe4IV',)):
    """A ctypes game handle (freed by the caller) with `moves` played."""
    out = ctypes.POINTER(C.hdc_game)()
    assert lib.hdc_game_new(b'hdc', ctypes.byref(out)) == C.HDC_OK
    pos = raw_position(moves)
    back = ctypes.POINTER(C.hdc_game)()
    assert lib.hdc_game_from_position(pos, ctypes.byref(back)) == C.HDC_OK
    lib.hdc_position_free(pos)
    lib.hdc_game_free(out)
    return back


def raw_engine():
    """A ctypes engine handle (freed by the caller): 1 MiB table, depth 1."""
    out = ctypes.POINTER(C.hdc_engine)()
    assert lib.hdc_engine_new(ctypes.byref(out)) == C.HDC_OK
    assert lib.hdc_engine_set_hash(out, 1) == C.HDC_OK
    assert lib.hdc_engine_set_limit(out, C.HDC_LIMIT_DEPTH, 1) == C.HDC_OK
    return out


def perft1(ptr):
    nodes = ctypes.c_uint64()
    assert lib.hdc_position_perft(ptr, 1, ctypes.byref(nodes)) == C.HDC_OK
    return nodes.value


def parse(ptr, func, text):
    """(status, result) of a C reader on bytes."""
    out = ctypes.c_int32() if func is lib.hdc_position_parse_cell else C.hdc_move()
    st = func(ptr, text, ctypes.byref(out))
    return st, out.value if st == C.HDC_OK else None


# ---- NULL for every pointer parameter --------------------------------------------------

# Parameters hdc.h says may be NULL: (function or '*', parameter name).
OPTIONAL = {
    ('*', 'needed'),
    ('hdc_position_new', 'variant'), ('hdc_position_from_text', 'variant'),
    ('hdc_game_new', 'variant'),
    ('hdc_position_dimensions', 'files'), ('hdc_position_dimensions', 'ranks'),
    ('hdc_position_dimensions', 'layers'), ('hdc_position_dimensions', 'cells'),
    ('hdc_variant_dimensions', 'files'), ('hdc_variant_dimensions', 'ranks'),
    ('hdc_variant_dimensions', 'layers'), ('hdc_variant_dimensions', 'cells'),
    ('hdc_position_cell_coords', 'x'), ('hdc_position_cell_coords', 'y'),
    ('hdc_position_cell_coords', 'z'),
    ('hdc_game_set_tag', 'value'),  # NULL removes the tag
    ('hdc_game_node_set_comment', 'text'),            # NULL removes the comment
    ('hdc_game_node_set_starting_comment', 'text'),
    ('hdc_game_node_set_nags', 'nags'),               # NULL with count 0: none
    ('hdc_engine_set_root_moves', 'moves'),           # NULL with count 0: all moves
    ('hdc_engine_line', 'score'), ('hdc_engine_line', 'score_kind'),
    ('hdc_engine_line', 'depth'), ('hdc_engine_line', 'seldepth'),
    ('hdc_engine_line', 'nodes'), ('hdc_engine_line', 'time_ms'),
    ('hdc_engine_line', 'pv'), ('hdc_engine_line', 'pv_length'),
    ('hdc_position_svg', 'options'), ('hdc_piece_svg', 'options'),  # NULL: the defaults
    ('hdc_variant_builtin', 'name'),                  # NULL: "hdc"
}
# Accepted as NULL by the library although hdc.h does not say so (either
# answer is taken: HDC_OK as with the output, or HDC_ERR_NULL).
TOLERATED = {('hdc_position_status', 'status'), ('hdc_position_status', 'winner'),
             ('hdc_position_footprint', 'handle_bytes'),
             ('hdc_position_footprint', 'move_bytes')}

TEXT_ARGS = {
    'hdc_position_from_text': support.START_TEXT.encode(),
    'hdc_position_set_text': support.START_TEXT.encode(),
    'hdc_position_parse_cell': b'e4-IV',
    'hdc_position_parse_coord': b'e7IVe5IV',
    'hdc_position_parse_san': b'e5-IV',
    'hdc_position_parse_move': b'e5-IV',
    'hdc_game_read': b'1. e4-IV e5-IV *',
    'hdc_position_svg': b'size=100 layout=stack',
    'hdc_piece_svg': b'size=45',
}


class Arguments:
    """Valid arguments for a function, from its parameter types and names."""

    def __init__(self, name, argtypes, names):
        self.name, self.argtypes, self.names = name, argtypes, names
        self.keep = []
        self.position = self.game = self.engine = None

    def value(self, i):
        t, n = self.argtypes[i], self.names[i]
        if t == ctypes.POINTER(C.hdc_position):
            self.position = raw_position()
            return self.position
        if t == ctypes.POINTER(C.hdc_game):
            self.game = raw_game()
            return self.game
        if t == ctypes.POINTER(C.hdc_engine):
            self.engine = raw_engine()
            return self.engine
        if t == ctypes.POINTER(C.hdc_variant):
            # A built-in's handle: immortal, so unref and ref are safe.
            handle = ctypes.POINTER(C.hdc_variant)()
            assert lib.hdc_variant_builtin(b'hdc', ctypes.byref(handle)) == C.HDC_OK
            return handle
        if t == C.hdc_engine_progress_fn or t == ctypes.c_void_p:
            return t() if t != ctypes.c_void_p else None  # no callback, no user data
        if t == ctypes.c_int64:
            return 1
        if t == ctypes.c_char_p:
            if n == 'variant':
                return b'hdc'
            if n == 'name':
                return b'hdc' if self.name == 'hdc_variant_builtin' else b'White'
            if n == 'value':
                return b'x'
            return TEXT_ARGS.get(self.name, b'e5-IV')
        if t == ctypes.POINTER(ctypes.c_char):
            buf = ctypes.create_string_buffer(1 << 16)
            self.keep.append(buf)
            return buf
        if t == ctypes.c_size_t:
            return C.HDC_MAX_MOVES if n == 'cap' else 0
        if t == C.hdc_move:
            return self.black_move()
        if t in (ctypes.c_int32, ctypes.c_uint32) or t == C.hdc_status:
            # cell: e7-IV (x 4, y 6, z 3), the black pawn that may move.
            return {'cell': 4 + 8 * 6 + 64 * 3, 'color': 0, 'depth': 1, 'type': C.HDC_KING,
                    'index': 0, 'x': 0, 'y': 0, 'z': 0, 'piece': C.HDC_KNIGHT}.get(n, 0)
        if isinstance(t, type) and issubclass(t, ctypes._Pointer):
            target = t._type_
            if n in ('moves', 'cells', 'types'):
                arr = (target * C.HDC_MAX_MOVES)()
                self.keep.append(arr)
                return ctypes.cast(arr, t)
            obj = target()
            self.keep.append(obj)
            return ctypes.pointer(obj)
        raise AssertionError(f'{self.name}: no value for parameter {n} of type {t}')

    @staticmethod
    def black_move():
        pos = raw_position()
        move = C.hdc_move()
        assert lib.hdc_position_parse_move(pos, b'e7IVe5IV', ctypes.byref(move)) == C.HDC_OK
        lib.hdc_position_free(pos)
        return move.value

    def all(self):
        return [self.value(i) for i in range(len(self.argtypes))]

    def free(self):
        if self.position:
            lib.hdc_position_free(self.position)
        if self.game:
            lib.hdc_game_free(self.game)
        if self.engine:
            lib.hdc_engine_free(self.engine)


def is_pointer(t):
    return t == ctypes.c_char_p or (isinstance(t, type) and issubclass(t, ctypes._Pointer))


class NullArguments(unittest.TestCase):
    def test_every_pointer_parameter_of_every_function(self):
        checked = 0
        for name, (restype, argtypes, names) in sorted(capi.FUNCTIONS.items()):
            func = getattr(lib, name)
            if capi.PROTOTYPES[name].startswith('hdc_status '):
                restype = 'status'
            for i, t in enumerate(argtypes):
                if not is_pointer(t):
                    continue
                with self.subTest(function=name, parameter=names[i]):
                    self.check_null(name, func, restype, argtypes, names, i)
                    checked += 1
        self.assertGreater(checked, 100)
        # Nothing broke: a new handle still counts 242 moves.
        pos = raw_position(())
        self.assertEqual(perft1(pos), 242)
        lib.hdc_position_free(pos)

    def check_null(self, name, func, restype, argtypes, names, i):
        good = Arguments(name, argtypes, names)
        baseline = func(*good.all()) if restype == 'status' else None
        good.free()
        args = Arguments(name, argtypes, names)
        values = args.all()
        values[i] = None
        result = func(*values)
        param = names[i]
        if restype is None:                     # hdc_*_free(NULL): a no-op
            pass
        elif restype == 'status':
            optional = (name, param) in OPTIONAL or ('*', param) in OPTIONAL
            if optional:
                self.assertEqual(result, baseline,
                                 f'{name}({param}=NULL): {result}, with it {baseline}')
            elif (name, param) in TOLERATED:
                self.assertIn(result, (C.HDC_OK, C.HDC_ERR_NULL))
            else:
                self.assertEqual(result, C.HDC_ERR_NULL,
                                 f'{name}({param}=NULL) gave {result}, not HDC_ERR_NULL')
        elif restype == ctypes.c_char_p:        # error messages: never NULL
            self.assertIsNotNone(result, f'{name}(NULL)')
        elif name.endswith('_error_offset'):
            self.assertEqual(result, -1)
        elif name.endswith('_error_candidates'):
            self.assertEqual(result, 0)
        # The handles given with it still work.
        if args.position:
            self.assertGreater(perft1(args.position), 0, name)
        if args.game:
            count = ctypes.c_size_t()
            self.assertEqual(lib.hdc_game_move_count(args.game, ctypes.byref(count)), C.HDC_OK)
        args.free()

    def test_value_functions_take_any_value(self):
        for value in (0, 1, 63, 64, 2**31 - 1, -2**31, -1):
            self.assertIn(lib.hdc_piece_type(value), range(0, 32))
            self.assertIn(lib.hdc_piece_color(value), (-1, 0, 1))
            self.assertIsNotNone(lib.hdc_status_string(value))
        for value in (0, 2**32 - 1, 0x12345678, 0xE0000000):
            self.assertIn(lib.hdc_move_from(value), range(1024))
            self.assertIn(lib.hdc_move_to(value), range(1024))
            self.assertIn(lib.hdc_move_is_capture(value), (0, 1))
            self.assertIn(lib.hdc_move_castling(value), range(-1, 32))


# ---- embedded NUL bytes ----------------------------------------------------------------

class EmbeddedNul(unittest.TestCase):
    """ctypes passes bytes up to the first NUL: the C side answers for that."""

    def test_raw_readers_see_the_text_before_the_nul(self):
        pos = raw_position(())
        cases = [
            (lib.hdc_position_parse_san, b'e4-IV'), (lib.hdc_position_parse_san, b'Nf3-IV'),
            (lib.hdc_position_parse_san, b'e9-IV'), (lib.hdc_position_parse_coord, b'e2IVe4IV'),
            (lib.hdc_position_parse_move, b'g1IVf3IV'), (lib.hdc_position_parse_cell, b'e4-IV'),
            (lib.hdc_position_parse_cell, b''), (lib.hdc_position_parse_san, b''),
        ]
        for func, text in cases:
            for tail in (b'\x00', b'\x00junk', b'\x00\xff\xfe', b'\x00e4-IV'):
                with self.subTest(func=func.__name__, text=text, tail=tail):
                    self.assertEqual(parse(pos, func, text + tail), parse(pos, func, text))
        for text in (support.START_TEXT.encode(), b'8/8', b''):
            want = lib.hdc_position_set_text(pos, text)
            self.assertEqual(lib.hdc_position_set_text(pos, text + b'\x00 w - - 0 1'), want)
        self.assertEqual(lib.hdc_position_set_text(pos, support.START_TEXT.encode()), C.HDC_OK)
        self.assertEqual(perft1(pos), 242)
        game = raw_game()
        consumed = ctypes.c_size_t()
        self.assertEqual(lib.hdc_game_read(game, b'1. e4-IV *\x00 2. d4-IV', ctypes.byref(consumed)),
                         C.HDC_OK)
        self.assertEqual(consumed.value, len(b'1. e4-IV *'))
        self.assertEqual(lib.hdc_game_read(game, b'\x001. e4-IV *', ctypes.byref(consumed)),
                         C.HDC_ERR_NO_GAME)
        lib.hdc_game_free(game)
        lib.hdc_position_free(pos)

    def test_pythonic_api_does_not_read_a_shorter_text(self):
        """A str or bytes with a NUL inside cannot be passed whole to C: the
        hdc package must refuse it (ValueError, like open() or os.stat() do)
        rather than act on the part before the NUL."""
        calls = {
            'push': lambda pos, t: pos.push(t),
            'parse_san': lambda pos, t: pos.parse_san(t),
            'parse_move': lambda pos, t: pos.parse_move(t),
            'parse_cell': lambda pos, t: pos.parse_cell(t),
        }
        for what, call in calls.items():
            for text in ('e4-IV\x00junk', 'e4-IV\x00', b'e4-IV\x00Nf3-IV'):
                with self.subTest(call=what, text=text):
                    pos = hdc.Position()
                    with self.assertRaises(ValueError):
                        call(pos, text)
                    self.assertEqual(pos.move_stack, [])
        pos = hdc.Position()
        for what, call in (
                ('text', lambda: setattr(pos, 'text', support.START_TEXT + '\x00garbage')),
                ('Position', lambda: hdc.Position('hdc\x00raumschach')),
                ('read_games', lambda: hdc.read_games('1. e4-IV *\x00 2. d4-IV'))):
            with self.subTest(call=what):
                with self.assertRaises(ValueError):
                    call()
        self.assertEqual(pos.move_stack, [])
        self.assertEqual(pos.perft(1), 242)


class IntegerRange(unittest.TestCase):
    """ctypes wraps integers that do not fit the C type: the hdc package must
    refuse them rather than answer for another cell, depth or move."""

    def test_out_of_range_integers_are_refused(self):
        pos = hdc.Position()
        move = pos.legal_moves[0]
        calls = {
            'perft': lambda v: pos.perft(v),
            'piece_at': lambda v: pos.piece_at(v),
            'cell_name': lambda v: pos.cell_name(v),
            'cell_coords': lambda v: pos.cell_coords(v),
            'legal_moves_from': lambda v: pos.legal_moves_from(v),
            'san': lambda v: pos.san(hdc.Move(v)),
        }
        for what, call in calls.items():
            base = move.value if what == 'san' else 1
            for value in (base + 2**32, base - 2**32, base + 2**64):
                with self.subTest(call=what, value=value):
                    with self.assertRaises((OverflowError, ValueError)):
                        call(value)
        self.assertEqual(pos.perft(1), 242)


# ---- long strings, bad bytes, dashes ---------------------------------------------------

class LongAndOddText(unittest.TestCase):
    def test_megabyte_strings(self):
        pos = hdc.Position()
        for text in ('a' * MB, 'e4-IV' + 'V' * MB, 'e2IVe4IV' + '+' * MB + 'x', ' ' * MB + 'x',
                     support.START_TEXT + ' ' + '9' * MB, '8' * MB, 'I' * MB):
            start = time.monotonic()
            for call in (lambda: setattr(pos, 'text', text), lambda: pos.parse_san(text),
                         lambda: pos.parse_move(text), lambda: pos.parse_cell(text),
                         lambda: hdc.Position(text=text)):
                with self.assertRaises(ValueError) as cm:
                    call()
                offset = getattr(cm.exception, 'offset', None)
                if offset is not None:
                    self.assertTrue(0 <= offset <= len(text), offset)
            self.assertLess(time.monotonic() - start, 30)
            with self.assertRaises(ValueError):
                hdc.Position(text[:64])  # as a variant name
        games = hdc.read_games('{' + 'c' * MB + '} 1. e4-IV e5-IV *')
        self.assertEqual([str(m) for m in games[0].moves], ['e2IVe4IV', 'e7IVe5IV'])
        game = hdc.Game()
        game.tags['Annotator'] = 'v' * MB
        self.assertEqual(hdc.read_games(game.write())[0].tags['Annotator'], 'v' * MB)
        self.assertEqual(pos.perft(1), 242)

    def test_invalid_utf8(self):
        pos = hdc.Position()
        for data in (b'e4\xffIV', b'e4\xe2\x80IV', b'\x80', b'Nf3\xc0\xadIV', b'e4-IV\xff',
                     b'\xed\xa0\x80'):
            with self.subTest(data=data):
                for call in (pos.parse_san, pos.parse_move, pos.parse_cell):
                    with self.assertRaises(hdc.ParseError) as cm:
                        call(data)
                    self.assertEqual(cm.exception.status, C.HDC_ERR_SYNTAX)
                    self.assertIsInstance(cm.exception.offset, int)
                    self.assertTrue(0 <= cm.exception.offset <= len(data))
                    self.assertIsInstance(cm.exception.message, str)
        self.assertEqual(pos.perft(1), 242)

    def test_look_alike_dashes(self):
        pos = hdc.Position()
        for name, dash in DASHES.items():
            for text in (f'e4{dash}IV', f'Nf3{dash}IV', f'e2{dash}IVe4{dash}IV', f'O{dash}O'):
                with self.subTest(dash=name, text=text):
                    for call in (pos.parse_san, pos.parse_move, pos.push):
                        with self.assertRaises(hdc.ParseError) as cm:
                            call(text)
                        self.assertEqual(cm.exception.status, C.HDC_ERR_SYNTAX)
                        # The offset (in characters) is at or before the dash.
                        self.assertLessEqual(cm.exception.offset, text.index(dash))
            with self.assertRaises(hdc.ParseError):
                pos.parse_cell(f'e4{dash}IV')
            with self.assertRaises(hdc.ParseError):
                hdc.read_games(f'1. e4{dash}IV *')
        # The en dash and the ASCII hyphen are the two that work.
        self.assertEqual(pos.parse_san('e4\u2013IV'), pos.parse_san('e4-IV'))
        self.assertEqual(pos.move_stack, [])


# ---- truncations, depths, history, foreign and random moves -----------------------------

class Abuse(unittest.TestCase):
    def test_every_truncation_of_position_texts(self):
        texts = [('hdc', support.START_TEXT), ('hdc', E4_TEXT), ('hdc', support.CHECKMATE_TEXT),
                 ('raumschach', hdc.Position('raumschach').text),
                 ('3d8l', hdc.Position('3d8l').text),
                 ('cescacs', hdc.Position('cescacs').text)]
        for variant, text in texts:
            ok = 0
            pos = hdc.Position(variant)
            before = pos.text
            for n in range(len(text) + 1):
                try:
                    hdc.Position(variant, text=text[:n])
                    ok += 1
                    # The board and the side to move are never optional.
                    self.assertGreater(n, text.index(' ') + 1, (variant, n))
                except hdc.ParseError as err:   # InvalidPositionError is one too
                    if err.offset is not None:
                        self.assertTrue(0 <= err.offset <= n, (n, err.offset))
                try:
                    pos.text = text[:n]
                    pos.text = before
                except hdc.ParseError:
                    pass
                self.assertEqual(pos.text, before)
            self.assertGreaterEqual(ok, 1)
            if variant != 'cescacs':  # there the fields after the side are optional
                self.assertLessEqual(ok, 6, variant)

    def test_perft_depths(self):
        pos = hdc.Position()
        self.assertEqual(pos.perft(0), 1)
        for depth in (-1, 13, C.HDC_MAX_PERFT_DEPTH + 1, 2**31 - 1, -2**31):
            start = time.monotonic()
            with self.assertRaises(hdc.RangeError) as cm:
                pos.perft(depth)
            self.assertEqual(cm.exception.status, C.HDC_ERR_DEPTH)
            self.assertLess(time.monotonic() - start, 1)
        self.assertEqual(pos.perft(1), 242)

    def test_undo_without_history(self):
        for variant in ('hdc', 'raumschach', '3d8l', 'cescacs'):
            pos = hdc.Position(variant)
            before = pos.text
            for _ in range(3):
                with self.assertRaises(hdc.NoHistoryError) as cm:
                    pos.pop()
                self.assertEqual(cm.exception.status, C.HDC_ERR_NO_HISTORY)
            self.assertEqual(pos.text, before)
            self.assertEqual(lib.hdc_position_undo(pos._ptr), C.HDC_ERR_NO_HISTORY)
            pos.push(pos.legal_moves[0])
            pos.pop()
            self.assertEqual(pos.text, before)

    def test_moves_of_other_positions(self):
        start, after_e4 = hdc.Position(), hdc.Position()
        after_e4.push('e4-IV')
        raum = hdc.Position('raumschach')
        for source, target in ((after_e4, start), (start, after_e4), (raum, start),
                               (start, raum)):
            legal = {m.value for m in target.legal_moves}
            before = target.text
            foreign = [m for m in source.legal_moves if m.value not in legal]
            self.assertTrue(foreign)
            for m in foreign:
                with self.assertRaises(hdc.IllegalMoveError) as cm:
                    target.push(m)
                self.assertEqual(cm.exception.status, C.HDC_ERR_ILLEGAL_MOVE)
                self.assertFalse(target.is_legal(m))
            self.assertEqual(target.text, before)
        self.assertEqual(start.perft(1), 242)

    def test_random_move_values(self):
        rng = random.Random(20240514)
        pos = hdc.Position()
        legal = {m.value for m in pos.legal_moves}
        for _ in range(3000):
            value = rng.getrandbits(32)
            if value in legal:
                continue
            self.assertEqual(lib.hdc_position_play(pos._ptr, value), C.HDC_ERR_ILLEGAL_MOVE)
            with self.assertRaises(hdc.IllegalMoveError):
                pos.push(hdc.Move(value))
        self.assertEqual(pos.move_stack, [])
        self.assertEqual(pos.perft(1), 242)


if __name__ == '__main__':
    unittest.main()
