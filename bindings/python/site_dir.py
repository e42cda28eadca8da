"""Print where the Python running this script looks for packages of a prefix.

Usage: site_dir.py PREFIX

meson's own answer (python.get_install_dir()) is <prefix>/lib/python3/
dist-packages on Debian, which Debian's /usr/bin/python3 searches only for
the prefix /usr: under /usr/local it searches
/usr/local/lib/python3.X/dist-packages instead.  So ask the interpreter's
sysconfig: Debian's own schemes for /usr and /usr/local, the plain
<prefix>/lib/python3.X/site-packages layout (what PYTHONPATH then names)
for any other prefix.
"""
import os
import sys
import sysconfig


def site_dir(prefix):
    prefix = os.path.normpath(prefix)
    schemes = sysconfig.get_scheme_names()
    if prefix == '/usr' and 'deb_system' in schemes:
        return sysconfig.get_path('purelib', 'deb_system')
    if prefix == '/usr/local' and 'posix_local' in schemes:
        return sysconfig.get_path('purelib', 'posix_local')
    base = {'base': prefix, 'platbase': prefix,
            'installed_base': prefix, 'installed_platbase': prefix}
    return sysconfig.get_path('purelib', 'posix_prefix', vars=base)


if __name__ == '__main__':
    if len(sys.argv) != 2:
        sys.exit('usage: site_dir.py PREFIX')
    print(site_dir(sys.argv[1]))
