"""The generated module declares exactly the functions libhdc exports."""

import os
import subprocess
import unittest

import support

import hdc
from hdc import capi


def exported_functions(path):
    """Text (T) symbols of the dynamic symbol table, version suffix removed."""
    out = subprocess.run([support.NM, '-D', '--defined-only', path],
                         capture_output=True, text=True, check=True).stdout
    names = set()
    for line in out.splitlines():
        fields = line.split()
        if len(fields) == 3 and fields[1] == 'T':
            names.add(fields[2].split('@')[0])
    return names


class Symbols(unittest.TestCase):
    def test_generated_functions_equal_exported_symbols(self):
        path = os.path.realpath(os.environ.get('HDC_LIBRARY') or hdc.library_path)
        exported = exported_functions(path)
        declared = set(capi.FUNCTIONS)
        self.assertTrue(exported, f"nm found no text symbols in {path}")
        self.assertEqual(sorted(declared - exported), [],
                         f"declared in hdc.h (generated module) but not exported by {path}")
        self.assertEqual(sorted(exported - declared), [],
                         f"exported by {path} but not declared in hdc.h")

    def test_loaded_library_lacks_nothing(self):
        self.assertEqual(hdc.missing_functions, ())
        for name in capi.FUNCTIONS:
            self.assertFalse(getattr(getattr(hdc.lib, name), 'missing', False), name)


if __name__ == '__main__':
    unittest.main()
