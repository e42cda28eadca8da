#!/usr/bin/env bash
# test_pip.sh - `pip install .` and the wheel, end to end, offline.
#
#     bash tests/packaging/test_pip.sh [PYTHON]
#
# PYTHON (default /usr/bin/python3) must have Debian's python3-venv,
# python3-mesonpy and python3-pycparser: the build backend and the header
# reader come from the system, hence --system-site-packages and
# --no-build-isolation (no package index is reachable, --no-index).
# In a temporary directory, on a copy of the checkout (pip and meson-python
# write into the source tree):
#   1. venv A (--system-site-packages): pip install . ; with a clean
#      environment (no PYTHONPATH, LD_LIBRARY_PATH, HDC_LIBRARY) `import
#      hdc` loads the libhdc inside the installed package, perft 2 = 58564,
#      and `python -m hdc perft 2` prints D2 58564;
#   2. pip wheel once; the wheel holds hdc/libhdc.so.*, the generated
#      hdc/_hdc_ctypes.py and hdc/__main__.py, and is named after meson's
#      project version;
#   3. venv B, fresh and WITHOUT the system's packages: pip install of that
#      wheel; `python -c "import hdc; print(hdc.Position().perft(2))"`
#      prints 58564 in a clean environment.
# Run by .ci/run (not by meson test: it builds the project twice more).
set -euo pipefail

python=${1:-/usr/bin/python3}
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
clean=(env -i "PATH=/usr/bin:/bin" "HOME=$work/home" "LANG=C.UTF-8")
mkdir -p "$work/home" "$work/elsewhere"

version=$(sed -n "s/^ *version: '\([^']*\)'.*/\1/p" "$root/meson.build" | head -n 1)
[ -n "$version" ] || { echo "test_pip: no version in meson.build" >&2; exit 1; }

echo "--- copy of the checkout (tracked and new files, not the ignored ones)"
mkdir "$work/src"
if git -C "$root" rev-parse --git-dir >/dev/null 2>&1; then
	git -C "$root" ls-files -z --cached --others --exclude-standard |
		(cd "$root" && xargs -0 tar cf - --no-recursion) | tar xf - -C "$work/src"
else
	tar cf - -C "$root" --exclude='./build*' . | tar xf - -C "$work/src"
fi

check_import() {  # VENV_PYTHON: import hdc in a clean environment, from elsewhere
	(cd "$work/elsewhere" && "${clean[@]}" "$1" -c '
import os, sys, hdc
print("hdc", hdc.__version__, "perft 2 =", hdc.Position().perft(2), "from", hdc.library_path)
assert hdc.Position().perft(2) == 58564
here = os.path.dirname(os.path.abspath(hdc.__file__))
assert os.path.dirname(hdc.library_path) == here, (hdc.library_path, here)
assert here.startswith(sys.prefix + "/"), (here, sys.prefix)
')
}

echo "--- venv A: pip install ."
"$python" -m venv --system-site-packages "$work/venv-a"
(cd "$work/src" && "${clean[@]}" "$work/venv-a/bin/pip" install --no-index --no-build-isolation \
	--disable-pip-version-check -q .)
check_import "$work/venv-a/bin/python"
(cd "$work/elsewhere" && "${clean[@]}" "$work/venv-a/bin/python" -m hdc perft 2) | tee "$work/perft.out"
grep -q '^D2 58564 ' "$work/perft.out"

echo "--- pip wheel"
(cd "$work/src" && "${clean[@]}" "$work/venv-a/bin/pip" wheel --no-index --no-build-isolation \
	--no-deps --disable-pip-version-check -q -w "$work/wheels" .)
wheels=("$work"/wheels/hdc-"$version"-*.whl)
[ -f "${wheels[0]}" ] || { echo "test_pip: no wheel hdc-$version-*.whl:" $(ls "$work/wheels") >&2; exit 1; }
echo "wheel: $(basename "${wheels[0]}")"
"$python" - "${wheels[0]}" <<'PY'
import re, sys, zipfile
names = zipfile.ZipFile(sys.argv[1]).namelist()
for pattern in (r'hdc/libhdc\.so\.[0-9][0-9.]*', r'hdc/_hdc_ctypes\.py', r'hdc/__main__\.py',
                r'hdc/distributed\.py', r'hdc/cli\.py', r'hdc/__init__\.py'):
    assert any(re.fullmatch(pattern, n) for n in names), (pattern, names)
assert not any(n.startswith(('bin/', 'include/')) or '.data/' in n for n in names), names
print(len(names), 'files, library and generated ctypes module inside')
PY

echo "--- venv B (fresh, no system packages): pip install the wheel"
"$python" -m venv "$work/venv-b"
"${clean[@]}" "$work/venv-b/bin/pip" install --no-index --disable-pip-version-check -q "${wheels[0]}"
check_import "$work/venv-b/bin/python"
out=$(cd "$work/elsewhere" && "${clean[@]}" "$work/venv-b/bin/python" -c "import hdc; print(hdc.Position().perft(2))")
[ "$out" = 58564 ] || { echo "test_pip: perft(2) printed '$out'" >&2; exit 1; }
echo "test_pip: ok"
