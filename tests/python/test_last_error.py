"""Issue 12 items 3 and 4 in Python: errors of calls without a handle (and
of const calls) carry the library's message and offset through the
thread-local last error; variant names in every spelling; Game.variant."""

import ctypes
import threading
import unittest

import support  # noqa: F401  (sets up sys.path when run by hand)

import hdc
from hdc import capi
from hdc._lib import lib, raise_status

KNOWN = [('hdc', 'HDC'), ('raumschach', 'Raumschach'), ('3d8l', '3D8L'),
         ('cescacs', "C'escacs")]


def from_text(variant, text):
    """hdc_position_from_text straight through ctypes, errors raised the
    way the package raises them (from the last error)."""
    data = text.encode('utf-8')
    out = ctypes.POINTER(capi.hdc_position)()
    st = lib.hdc_position_from_text(variant.encode(), data, ctypes.byref(out))
    if st != capi.HDC_OK:
        raise_status(st, data=data)
    lib.hdc_position_free(out)


class HandleLess(unittest.TestCase):
    def test_unknown_variant_message_lists_the_known(self):
        for call in (hdc.variant, hdc.Position, hdc.Game):
            with self.subTest(call=call.__name__):
                with self.assertRaises(hdc.UnknownVariantError) as cm:
                    call('chess')
                self.assertIn("'chess'", cm.exception.message)
                for name, record in KNOWN:
                    self.assertIn(name, cm.exception.message)
                    self.assertIn(record, cm.exception.message)

    def test_from_text_offsets_in_every_variant(self):
        for name, _ in KNOWN:
            start = hdc.Position(name).text
            bad = start.replace(' w ', ' x ', 1)
            with self.subTest(variant=name):
                with self.assertRaises(hdc.ParseError) as cm:
                    from_text(name, bad)
            self.assertEqual(cm.exception.offset, bad.index(' x ') + 1)
            self.assertTrue(cm.exception.message)
            # The same as the handle's record of the same text.
            with self.assertRaises(hdc.ParseError) as via_handle:
                hdc.Position(name).text = bad
            self.assertEqual(via_handle.exception.message, cm.exception.message)
            self.assertEqual(via_handle.exception.offset, cm.exception.offset)

    def test_trailing_text_offset(self):
        # Text after the last field: the offset points at it.
        text = hdc.Position('hdc').text + ' \u2013'
        with self.assertRaises(hdc.ParseError) as cm:
            from_text('hdc', text)
        self.assertEqual(cm.exception.offset, len(text) - 1)

    def test_variant_range_message(self):
        buf = ctypes.create_string_buffer(8)
        st = lib.hdc_variant_name(99, buf, 8, None)
        with self.assertRaises(hdc.RangeError) as cm:
            raise_status(st)
        self.assertIn('variant index 99', cm.exception.message)
        self.assertEqual(hdc.last_error(), (capi.HDC_ERR_RANGE, cm.exception.message, None))

    def test_const_call_message(self):
        pos = hdc.Position()
        with self.assertRaises(hdc.RangeError) as cm:
            pos.piece_at(100000)
        self.assertNotEqual(cm.exception.message, hdc.HdcError(capi.HDC_ERR_RANGE).message)

    def test_a_stale_message_is_not_taken(self):
        # The last error is another status: the generic message is used.
        lib.hdc_last_error_clear()
        with self.assertRaises(hdc.NoHistoryError) as cm:
            raise_status(capi.HDC_ERR_NO_HISTORY)
        self.assertEqual(cm.exception.message, 'no move to take back')

    def test_threads_keep_their_own(self):
        results = {}
        barrier = threading.Barrier(2)

        def work(index):
            buf = ctypes.create_string_buffer(8)
            lib.hdc_variant_name(100 + index, buf, 8, None)
            barrier.wait()
            barrier.wait()
            results[index] = hdc.last_error()[1]

        threads = [threading.Thread(target=work, args=(i,)) for i in range(2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        self.assertIn('variant index 100', results[0])
        self.assertIn('variant index 101', results[1])


class Names(unittest.TestCase):
    def test_every_spelling(self):
        for name, record in KNOWN:
            for spelling in (name, record, name.upper(), record.lower()):
                with self.subTest(spelling=spelling):
                    self.assertEqual(hdc.Position(spelling).variant, name)
                    self.assertEqual(hdc.variant(spelling), hdc.variant(name))
                    self.assertEqual(hdc.Game(spelling).variant, name)

    def test_record_tag_goes_to_position(self):
        for name, record in KNOWN:
            game = hdc.Game(name)
            self.assertEqual(game.tags['Variant'], record)
            self.assertEqual(hdc.Position(game.tags['Variant']).variant, name)

    def test_cescacs_listed(self):
        self.assertIn('cescacs', hdc.variant_names())


class CescacsEngineStrings(unittest.TestCase):
    """CESCACS.md section 0: strings exactly as the author's engine writes
    them are read; the records it writes that allow no capture read as '-'."""

    def engine_string(self, moves, special):
        pos = hdc.Position('cescacs')
        for move in moves:
            pos.push(move)
        fields = pos.text.split(' ')
        self.assertEqual(fields[3], '-')
        fields[3] = special
        read = hdc.Position('cescacs', ' '.join(fields))
        self.assertEqual(read.text, pos.text)
        self.assertEqual(read.zobrist, pos.zobrist)

    def test_bogus_en_passant_after_a_diagonal_capture(self):
        # White D12xE15 (the black pawn's triple step): the engine names
        # E14, which is no hex.
        self.engine_string(['D6D12', 'E21E15', 'D12E15'], 'P@E14[E15]')

    def test_scornful_record_with_own_front_pawn(self):
        # White B4-A5 with its own pawn on B6 in front of B4.
        self.engine_string(['A5B6', 'F20F16', 'B4A5'], 'B6@A5')

    def test_other_bogus_records_refused(self):
        pos = hdc.Position('cescacs')
        for move in ['D6D12', 'E21E15', 'D12E15']:
            pos.push(move)
        fields = pos.text.split(' ')
        fields[3] = 'P@E16[E15]'  # the wrong side of the landing hex
        with self.assertRaises(hdc.ParseError) as cm:
            hdc.Position('cescacs', ' '.join(fields))
        self.assertIsNotNone(cm.exception.offset)


if __name__ == '__main__':
    unittest.main()
