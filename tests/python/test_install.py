"""Where `meson install` puts the Python package: where the Python that
configured the build looks for it (bindings/python/site_dir.py)."""
import importlib.util
import json
import os
import subprocess
import sys
import sysconfig
import unittest

ROOT = os.environ.get('HDC_SOURCE_ROOT', os.path.join(os.path.dirname(__file__), '..', '..'))
BUILD = os.environ.get('HDC_BUILD_ROOT')


def load_site_dir():
    path = os.path.join(ROOT, 'bindings', 'python', 'site_dir.py')
    spec = importlib.util.spec_from_file_location('site_dir', path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.site_dir


site_dir = load_site_dir()
DEBIAN = 'deb_system' in sysconfig.get_scheme_names()


class SiteDir(unittest.TestCase):
    def test_system_prefixes_are_on_this_pythons_path(self):
        # Debian's /usr/bin/python3 searches /usr/local/lib/python3.X/
        # dist-packages and /usr/lib/python3/dist-packages, not meson's
        # default /usr/local/lib/python3/dist-packages.
        prefixes = ['/usr', '/usr/local'] if DEBIAN else [sys.base_prefix]
        for prefix in prefixes:
            with self.subTest(prefix=prefix):
                self.assertIn(site_dir(prefix), sys.path)
        if DEBIAN:
            self.assertEqual(site_dir('/usr/local'),
                             '/usr/local/lib/python%d.%d/dist-packages' % sys.version_info[:2])

    def test_private_prefix_is_the_plain_layout(self):
        self.assertEqual(site_dir('/opt/hdc/'),
                         '/opt/hdc/lib/python%d.%d/site-packages' % sys.version_info[:2])


@unittest.skipUnless(BUILD, 'needs HDC_BUILD_ROOT (run by meson test)')
class InstallPlan(unittest.TestCase):
    def installed(self):
        out = subprocess.run(['meson', 'introspect', '--installed', BUILD],
                             check=True, capture_output=True, text=True).stdout
        return json.loads(out)

    def test_package_goes_to_the_site_dir_of_the_prefix(self):
        opts = subprocess.run(['meson', 'introspect', '--buildoptions', BUILD],
                              check=True, capture_output=True, text=True).stdout
        options = {o['name']: o['value'] for o in json.loads(opts)}
        expected = options['python.purelibdir'] or site_dir(options['prefix'])
        if not expected.startswith('/'):
            expected = os.path.join(options['prefix'], expected)
        targets = sorted(self.installed().values())
        for name in ('__init__.py', '_hdc_ctypes.py', 'position.py'):
            with self.subTest(name=name):
                self.assertIn(os.path.join(expected, 'hdc', name), targets)


if __name__ == '__main__':
    unittest.main()
