#!/usr/bin/env bash
# check_install.sh - an installed copy of libhdc just runs.
#
#     tests/install/check_install.sh PREFIX [PYTHON]
#
# After `meson install` into PREFIX (any prefix but a system one, whose
# linker cache needs root's `ldconfig`), runs with a clean environment (no
# LD_LIBRARY_PATH, no PKG_CONFIG_PATH beyond PREFIX's, no HDC_LIBRARY):
#   1. the installed `hdc` (install rpath),
#   2. examples/minimal.c, the README's C quick start, compiled with
#      `cc $(pkg-config --cflags --libs hdc)` (hdc.pc's rpath),
#   3. `import hdc` in PYTHON (default /usr/bin/python3, else python3) with
#      PYTHONPATH naming the package directory the build chose for PREFIX,
#      loading the library of PREFIX.
# Exits non-zero at the first failure.
set -euo pipefail

prefix=${1:?usage: check_install.sh PREFIX [PYTHON]}
python=${2:-}
if [ -z "$python" ]; then
	if [ -x /usr/bin/python3 ]; then python=/usr/bin/python3; else python=$(command -v python3); fi
fi
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

pc=$(find "$prefix" -name hdc.pc -path '*/pkgconfig/*' | head -n 1)
[ -n "$pc" ] || { echo "check_install: no hdc.pc under $prefix" >&2; exit 1; }
clean=(env -i "PATH=/usr/bin:/bin" "HOME=${HOME:-/root}" "PKG_CONFIG_PATH=$(dirname "$pc")")

echo "--- installed hdc, clean environment"
"${clean[@]}" "$prefix/bin/hdc" perft 2 | tee "$work/perft.out"
grep -q '^D2 58564\b' "$work/perft.out"

echo "--- examples/minimal.c through pkg-config, clean environment"
flags=$("${clean[@]}" pkg-config --cflags --libs hdc)
echo "pkg-config: $flags"
# shellcheck disable=SC2086  # pkg-config's output is meant to be split
"${clean[@]}" cc -std=c11 -Wall -Wextra -Wpedantic -Werror "$root/examples/minimal.c" \
	$flags -o "$work/minimal"
"${clean[@]}" "$work/minimal" | tee "$work/minimal.out"
grep -q '^242 legal moves$' "$work/minimal.out"

echo "--- import hdc in $python, clean environment"
site=$("$python" "$root/bindings/python/site_dir.py" "$prefix")
[ -f "$site/hdc/__init__.py" ] || { echo "check_install: no package in $site/hdc" >&2; exit 1; }
"${clean[@]}" "PYTHONPATH=$site" "$python" -c '
import sys, hdc
print("perft 2 =", hdc.Position().perft(2), "from", hdc.library_path)
assert hdc.Position().perft(2) == 58564
assert hdc.library_path.startswith(sys.argv[1] + "/"), hdc.library_path
' "$prefix"
echo "check_install: ok"
