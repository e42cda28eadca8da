"""The ctypes generator: the real header, synthetic headers, refusals."""

import ctypes
import importlib.util
import os
import re
import subprocess
import sys
import tempfile
import unittest

import support

import hdc
from hdc import capi


def generate(header_text, extra_args=()):
    """Run gen_ctypes.py on header text; returns (returncode, module or None, stderr)."""
    with tempfile.TemporaryDirectory() as tmp:
        header = os.path.join(tmp, 'h.h')
        out = os.path.join(tmp, 'gen_out.py')
        with open(header, 'w', encoding='utf-8') as f:
            f.write(header_text)
        proc = subprocess.run([sys.executable, support.GENERATOR, header, out, *extra_args],
                              capture_output=True, text=True)
        if proc.returncode != 0:
            return proc.returncode, None, proc.stderr
        spec = importlib.util.spec_from_file_location('gen_out', out)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return 0, module, proc.stderr


def header_function_names():
    """HDC_API function names, found independently of the generator."""
    with open(support.HEADER, encoding='utf-8') as f:
        text = f.read()
    text = re.sub(r'/\*.*?\*/', ' ', text, flags=re.S)
    decls = re.findall(r'HDC_API\b[^;]*?\b(hdc_\w+)\s*\(', text)
    return set(decls)


class RealHeader(unittest.TestCase):
    def test_every_header_function_is_declared(self):
        self.assertEqual(set(capi.FUNCTIONS), header_function_names())
        self.assertEqual(set(capi.FUNCTIONS), set(capi.PROTOTYPES))

    def test_built_module_is_current(self):
        # The module in the build tree equals what the header gives now.
        with open(support.HEADER, encoding='utf-8') as f:
            rc, fresh, err = generate(f.read())
        self.assertEqual(rc, 0, err)
        self.assertEqual(list(fresh.FUNCTIONS), list(capi.FUNCTIONS))
        self.assertEqual(fresh.ENUMS, capi.ENUMS)
        self.assertEqual(fresh.DEFINES, capi.DEFINES)
        self.assertEqual(fresh.PROTOTYPES, capi.PROTOTYPES)

    def test_enum_constants(self):
        with open(support.HEADER, encoding='utf-8') as f:
            text = re.sub(r'/\*.*?\*/', ' ', f.read(), flags=re.S)
        body = ''.join(re.findall(r'\benum\b[^{;]*\{([^}]*)\}', text))
        names = re.findall(r'\b(HDC_\w+)\s*(?:=|,|$)', body)
        flat = {n: v for members in capi.ENUMS.values() for n, v in members.items()}
        self.assertEqual(set(names), set(flat))
        self.assertEqual(capi.HDC_OK, 0)
        self.assertEqual(capi.HDC_ERR_NOT_FOUND, -13)
        self.assertEqual(capi.HDC_MAX_MOVES, 16384)
        self.assertEqual(capi.HDC_GRAND_KNIGHT, 13)
        self.assertEqual(capi.HDC_CLAIM_THREEFOLD_REPETITION, 2)
        for name, value in flat.items():
            self.assertEqual(getattr(capi, name), value)

    def test_defines(self):
        major, minor, patch = (int(x) for x in hdc.library_version().split('.'))
        self.assertEqual((capi.HDC_VERSION_MAJOR, capi.HDC_VERSION_MINOR,
                          capi.HDC_VERSION_PATCH), (major, minor, patch))
        self.assertEqual(capi.HDC_VERSION_NUMBER, major * 10000 + minor * 100 + patch)
        self.assertEqual(capi.HDC_VERSION_NUMBER, hdc.lib.hdc_version_number())
        self.assertNotIn('HDC_API', capi.DEFINES)
        self.assertNotIn('HDC_H', capi.DEFINES)

    def test_types(self):
        self.assertTrue(issubclass(capi.hdc_position, ctypes.Structure))
        self.assertTrue(issubclass(capi.hdc_game, ctypes.Structure))
        self.assertIsNot(capi.hdc_position, capi.hdc_game)
        self.assertIs(capi.hdc_status, ctypes.c_int32)
        self.assertIs(capi.hdc_move, ctypes.c_uint32)
        self.assertIs(capi.hdc_piece, ctypes.c_int32)
        F = capi.FUNCTIONS
        P = ctypes.POINTER
        self.assertEqual(F['hdc_version'][0], ctypes.c_char_p)
        self.assertEqual(F['hdc_version'][1], ())
        self.assertIsNone(F['hdc_position_free'][0])
        self.assertEqual(F['hdc_position_new'][1],
                         (ctypes.c_char_p, P(P(capi.hdc_position))))
        self.assertEqual(F['hdc_position_new'][2], ('variant', 'out'))
        self.assertEqual(F['hdc_position_key'][1], (P(capi.hdc_position), P(ctypes.c_uint64)))
        self.assertEqual(F['hdc_position_text'][1],
                         (P(capi.hdc_position), P(ctypes.c_char), ctypes.c_size_t,
                          P(ctypes.c_size_t)))
        self.assertEqual(F['hdc_position_error_offset'][0], ctypes.c_int64)
        self.assertEqual(F['hdc_game_read'][1],
                         (P(capi.hdc_game), ctypes.c_char_p, P(ctypes.c_size_t)))
        # The bound library carries the same declarations.
        self.assertEqual(tuple(hdc.lib.hdc_position_play.argtypes),
                         (P(capi.hdc_position), capi.hdc_move))
        self.assertEqual(hdc.lib.hdc_position_play.restype, capi.hdc_status)

    def test_handles_are_distinct_types(self):
        game = hdc.Game()
        with self.assertRaises(ctypes.ArgumentError):
            hdc.lib.hdc_position_free(game._ptr)


class SyntheticHeaders(unittest.TestCase):
    BASE = '''
        #ifndef X_H
        #define X_H
        #include <stdint.h>
        #if defined(BUILDING) && defined(__GNUC__)
        #define HDC_API __attribute__((visibility("default")))
        #else
        #define HDC_API
        #endif
        #ifdef __cplusplus
        extern "C" {
        #endif
        #define HDC_A 3
        #define HDC_B (HDC_A * 100 + \\
                       7)
        #define HDC_NAME "libhdc"
        /* a comment; with HDC_API f(void); inside */
        typedef int32_t hdc_status; // line comment (too)
        typedef uint32_t hdc_move;
        typedef struct hdc_thing hdc_thing;
        enum e {
            E_ZERO,
            E_SHIFT = HDC_A << 2,
            E_NEXT,
            E_NEG = -(E_NEXT / 2),
            E_HEX = 0x10u,
            E_OR = E_SHIFT | 1,
        };
        HDC_API hdc_status hdc_thing_new(const char *name,
                                         hdc_thing **out);
        HDC_API void hdc_thing_free(hdc_thing *thing);
        HDC_API const char *hdc_thing_name(const hdc_thing *thing);
        HDC_API hdc_status hdc_thing_buf(const hdc_thing *thing, char *buf, size_t cap,
                                         size_t *needed);
        HDC_API uint64_t hdc_plain(int, unsigned int x, void *p);
        %s
        #ifdef __cplusplus
        }
        #endif
        #endif
    '''

    def test_parses_and_evaluates(self):
        rc, m, err = generate(self.BASE % '')
        self.assertEqual(rc, 0, err)
        self.assertEqual(m.HDC_A, 3)
        self.assertEqual(m.HDC_B, 307)
        self.assertEqual(m.HDC_NAME, 'libhdc')
        self.assertEqual((m.E_ZERO, m.E_SHIFT, m.E_NEXT, m.E_NEG, m.E_HEX, m.E_OR),
                         (0, 12, 13, -6, 16, 13))
        self.assertEqual(list(m.FUNCTIONS), ['hdc_thing_new', 'hdc_thing_free',
                                             'hdc_thing_name', 'hdc_thing_buf', 'hdc_plain'])
        P = ctypes.POINTER
        self.assertEqual(m.FUNCTIONS['hdc_thing_new'],
                         (ctypes.c_int32, (ctypes.c_char_p, P(P(m.hdc_thing))),
                          ('name', 'out')))
        self.assertEqual(m.FUNCTIONS['hdc_thing_name'][0], ctypes.c_char_p)
        self.assertEqual(m.FUNCTIONS['hdc_thing_buf'][1][1], P(ctypes.c_char))
        self.assertEqual(m.FUNCTIONS['hdc_plain'],
                         (ctypes.c_uint64, (ctypes.c_int, ctypes.c_uint, ctypes.c_void_p),
                          ('arg0', 'x', 'p')))
        self.assertNotIn('f', m.FUNCTIONS)

    def test_new_function_appears(self):
        rc, m, err = generate(self.BASE % 'HDC_API int32_t hdc_brand_new(hdc_move m);')
        self.assertEqual(rc, 0, err)
        self.assertEqual(m.FUNCTIONS['hdc_brand_new'],
                         (ctypes.c_int32, (ctypes.c_uint32,), ('m',)))

    def test_refusals(self):
        cases = {
            'HDC_API int f(struct nowhere x);': 'unknown or unsupported type',
            'int g(void);': 'without HDC_API',
            'HDC_API int f(int a, void (*cb)(int));': 'function pointers',
            'struct s { int a; };': 'cannot parse declaration',
            'typedef struct { int a; } s;': 'opaque handles only',
            'HDC_API int f(int, ...);': 'variadic',
            'HDC_API widget f(int);': "unknown type 'widget'",
            'HDC_API int f(int x)': "not terminated by ';'",
            'enum bad { X = sizeof(int) };': 'unsupported constant expression',
            'enum bad2 { Y = UNKNOWN_NAME };': "unknown name 'UNKNOWN_NAME'",
            '#define HDC_ODD foo bar': 'neither empty, an integer constant',
            'HDC_API int f(hdc_thing t);': 'passed by value',
            '#frobnicate': 'unknown preprocessor directive',
            '/* never closed': 'unterminated comment',
            'HDC_API void hdc_thing_free(hdc_thing *thing);': 'declared twice',
        }
        for snippet, expected in cases.items():
            with self.subTest(snippet=snippet):
                rc, m, err = generate(self.BASE % snippet)
                self.assertNotEqual(rc, 0)
                self.assertIn(expected, err)
                self.assertRegex(err, r'h\.h:\d+: error: ')

    def test_refusal_names_the_line(self):
        rc, m, err = generate('HDC_API int ok(void);\n\n\nHDC_API mystery bad(void);\n')
        self.assertNotEqual(rc, 0)
        self.assertIn('h.h:4: error', err)

    def test_bind_reports_missing_functions(self):
        rc, m, err = generate(self.BASE % '')
        self.assertEqual(rc, 0, err)

        class Fake:
            _name = 'fake.so'

            def __init__(self):
                self.hdc_plain = ctypes.CFUNCTYPE(ctypes.c_int)(lambda: 0)

        fake = Fake()
        missing = m.bind(fake)
        self.assertEqual(sorted(missing), sorted(set(m.FUNCTIONS) - {'hdc_plain'}))
        with self.assertRaisesRegex(NotImplementedError, 'hdc_thing_new.*fake.so'):
            fake.hdc_thing_new(None, None)

    def test_build_paths_written(self):
        rc, m, err = generate(self.BASE % '', ['--build-library', '/b/lib/libhdc.so.0',
                                               '--build-package-dir', '/b/py/hdc',
                                               '--installed-library', '/usr/lib/libhdc.so.0',
                                               '--soname', 'libhdc.so.0'])
        self.assertEqual(rc, 0, err)
        self.assertEqual(m.BUILD_LIBRARY, '/b/lib/libhdc.so.0')
        self.assertEqual(m.BUILD_PACKAGE_DIR, '/b/py/hdc')
        self.assertEqual(m.INSTALLED_LIBRARY, '/usr/lib/libhdc.so.0')
        self.assertEqual(m.LIBRARY_SONAME, 'libhdc.so.0')


if __name__ == '__main__':
    unittest.main()
