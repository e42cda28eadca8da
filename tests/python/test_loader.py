"""How the package finds libhdc: HDC_LIBRARY, the build tree, the usual search."""

import os
import shutil
import tempfile
import unittest

import support
from support import run_python, env_for_subprocess

import hdc
from hdc import capi

BUILD_LIB = capi.BUILD_LIBRARY


class Loader(unittest.TestCase):
    def test_readme_command_from_build_tree(self):
        # PYTHONPATH=build/bindings/python python3 -c "import hdc; ..." with
        # nothing else set: the build-tree library is found.
        env = env_for_subprocess(HDC_LIBRARY=None, LD_LIBRARY_PATH=None,
                                 PYTHONPATH=support.PACKAGE_PARENT)
        proc = run_python('import hdc; print(hdc.Position().perft(2)); '
                          'print(hdc.library_path)', env=env)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        out = proc.stdout.split()
        self.assertEqual(out[0], '58564')
        self.assertEqual(os.path.realpath(out[1]), os.path.realpath(BUILD_LIB))

    def test_build_tree_paths_recorded(self):
        self.assertTrue(os.path.exists(BUILD_LIB), BUILD_LIB)
        self.assertTrue(os.path.samefile(capi.BUILD_PACKAGE_DIR,
                                         os.path.dirname(capi.__file__)))
        self.assertEqual(capi.LIBRARY_SONAME, f'libhdc.so.{capi.HDC_VERSION_MAJOR}')
        self.assertTrue(capi.INSTALLED_LIBRARY.endswith(capi.LIBRARY_SONAME))

    def test_env_override(self):
        with tempfile.TemporaryDirectory() as tmp:
            copy = os.path.join(tmp, 'libhdc-copy.so')
            shutil.copy(BUILD_LIB, copy)
            env = env_for_subprocess(HDC_LIBRARY=copy)
            proc = run_python('import hdc; print(hdc.library_path)', env=env)
            self.assertEqual(proc.returncode, 0, proc.stderr)
            self.assertEqual(proc.stdout.strip(), copy)

    def test_env_override_that_fails_is_an_error(self):
        env = env_for_subprocess(HDC_LIBRARY='/nonexistent/libhdc.so.0')
        proc = run_python('import hdc', env=env)
        self.assertNotEqual(proc.returncode, 0)
        self.assertIn('HDC_LIBRARY', proc.stderr)
        self.assertIn('/nonexistent/libhdc.so.0', proc.stderr)

    def test_installed_copy_uses_the_usual_search(self):
        # A copy of the package outside the build tree ignores the build-tree
        # library and finds libhdc.so.N by the dynamic linker's search.
        with tempfile.TemporaryDirectory() as tmp:
            shutil.copytree(os.path.dirname(hdc.__file__), os.path.join(tmp, 'hdc'),
                            ignore=shutil.ignore_patterns('__pycache__'))
            libdir = os.path.join(tmp, 'lib')
            os.mkdir(libdir)
            shutil.copy(BUILD_LIB, os.path.join(libdir, capi.LIBRARY_SONAME))
            env = env_for_subprocess(HDC_LIBRARY=None, PYTHONPATH=tmp,
                                     LD_LIBRARY_PATH=libdir)
            proc = run_python('import hdc; print(hdc.library_path); print(hdc.__file__); '
                              'print(len(hdc.Position().legal_moves))', env=env, cwd=tmp)
            self.assertEqual(proc.returncode, 0, proc.stderr)
            path, package, count = proc.stdout.split()
            self.assertEqual(path, capi.LIBRARY_SONAME)
            self.assertTrue(package.startswith(tmp))
            self.assertEqual(count, '242')

    def test_versions(self):
        self.assertEqual(hdc.library_version(), hdc.__version__)
        self.assertRegex(hdc.__version__, r'^\d+\.\d+\.\d+$')


if __name__ == '__main__':
    unittest.main()
