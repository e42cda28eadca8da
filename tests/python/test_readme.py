"""The README's Python quick start runs as printed.

The first ```python block under `## Python` in README.md is executed
verbatim in a fresh interpreter; its output must equal the ```text block
that follows it.  So is every later ```python block of the section that a
```text block follows (the engine example).  (Should README.md have no `## Python` section, the text
lives in bindings/python/README-python.md.)
"""

import os
import re
import unittest

import support
from support import run_python


def python_section():
    for path in (os.path.join(support.SOURCE_ROOT, 'README.md'),
                 os.path.join(support.SOURCE_ROOT, 'bindings', 'python', 'README-python.md')):
        if not os.path.exists(path):
            continue
        with open(path, encoding='utf-8') as f:
            text = f.read()
        m = re.search(r'^## Python[ \t]*\n(.*?)(?=^## |\Z)', text, re.M | re.S)
        if m:
            return path, m.group(1)
    raise AssertionError("no '## Python' section in README.md "
                         "(nor bindings/python/README-python.md)")


def fenced_blocks(section):
    return re.findall(r'^```(\w*)[ \t]*\n(.*?)^```[ \t]*$', section, re.M | re.S)


class Readme(unittest.TestCase):
    def test_quick_start_runs_as_printed(self):
        path, section = python_section()
        blocks = fenced_blocks(section)
        langs = [lang for lang, _ in blocks]
        self.assertIn('python', langs, f"no ```python block in the Python section of {path}")
        i = langs.index('python')
        code = blocks[i][1]
        self.assertGreater(len(blocks), i + 1, "no output block after the quick start")
        self.assertEqual(blocks[i + 1][0], 'text', "the block after the quick start is "
                         "its output, fenced as ```text")
        expected = blocks[i + 1][1]
        proc = run_python(code)
        self.assertEqual(proc.returncode, 0, f"{path}: the quick start failed:\n{proc.stderr}")
        self.assertEqual(proc.stdout, expected)

    def test_every_python_block_runs_as_printed(self):
        path, section = python_section()
        blocks = fenced_blocks(section)
        pairs = [(blocks[i][1], blocks[i + 1][1]) for i in range(len(blocks) - 1)
                 if blocks[i][0] == 'python' and blocks[i + 1][0] == 'text']
        self.assertGreaterEqual(len(pairs), 2, "the engine example is missing")
        for n, (code, expected) in enumerate(pairs):
            with self.subTest(block=n):
                proc = run_python(code)
                self.assertEqual(proc.returncode, 0,
                                 f"{path}: python block {n} failed:\n{proc.stderr}")
                self.assertEqual(proc.stdout, expected)

    def test_build_tree_command(self):
        # The shell line of the section: PYTHONPATH=<build>/bindings/python python3 -c "..."
        path, section = python_section()
        m = re.search(r'PYTHONPATH=build/bindings/python python3 -c "([^"]*)"', section)
        self.assertIsNotNone(m, "the build-tree command is missing")
        env = support.env_for_subprocess(PYTHONPATH=support.PACKAGE_PARENT, HDC_LIBRARY=None)
        proc = run_python(m.group(1), env=env)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        self.assertEqual(proc.stdout.strip(), '58564')


if __name__ == '__main__':
    unittest.main()
