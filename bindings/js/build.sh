#!/usr/bin/env bash
# bindings/js/build.sh BUILD_DIR - libhdc as WebAssembly, for the npm package.
#
#   1. meson configures BUILD_DIR with the emscripten cross file
#      (wasm32-emscripten.ini): static library, release (-O3), no tests;
#   2. ninja builds BUILD_DIR/lib/libhdc.a from the unchanged sources;
#   3. gen_js.py writes the low-level binding from include/hdc.h
#      (hdc_capi.mjs, hdc_capi.d.ts, exports.json);
#   4. emcc links the archive and glue/hdcjs_glue.c into hdc.wasm + hdc.js
#      (an ES module factory: -sMODULARIZE -sEXPORT_ES6);
#   5. the results are copied into bindings/js/dist/ (git-ignored), where
#      the package (src/index.mjs, package.json "files") loads them.
#
# BUILD_DIR is relative to the current directory or absolute; it is created
# or reconfigured, never wiped.  Needs emscripten (Debian: apt-get install
# emscripten), meson, ninja and Python 3 with pycparser (python3-pycparser).
# HDC_WASM_LDFLAGS adds emcc link flags.
set -euo pipefail

if [ $# -ne 1 ]; then
	echo "usage: $0 BUILD_DIR" >&2
	exit 2
fi
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
mkdir -p "$1"
build=$(cd "$1" && pwd)
dist=$here/dist

command -v emcc >/dev/null || { echo "$0: emcc not found (apt-get install emscripten)" >&2; exit 1; }
# Debian's emcc runs its JS optimizer on node, which must find Debian's
# acorn (package node-acorn) in /usr/share/nodejs.
export NODE_PATH=${NODE_PATH:+$NODE_PATH:}/usr/share/nodejs
# gen_js.py reads the header with pycparser (bindings/header_model.py):
# $PYTHON if set, else the first of python3 and Debian's /usr/bin/python3
# that can import it.
python=${PYTHON:-}
if [ -z "$python" ]; then
	for candidate in python3 /usr/bin/python3; do
		if "$candidate" -c 'import pycparser' 2>/dev/null; then
			python=$candidate
			break
		fi
	done
fi
if [ -z "$python" ]; then
	echo "$0: no Python here can import pycparser, which gen_js.py reads hdc.h with" >&2
	echo "    (Debian: apt-get install python3-pycparser; or set PYTHON)" >&2
	exit 1
fi

if [ -f "$build/build.ninja" ]; then
	meson setup --reconfigure "$build" "$root" >/dev/null
else
	meson setup "$build" "$root" --cross-file "$here/wasm32-emscripten.ini" \
		-Ddefault_library=static -Dtests=false -Dbuildtype=release -Db_ndebug=true
fi
# Only the library: the command-line program and the Python module are
# not for the web.
ninja -C "$build" lib/libhdc.a

out=$build/js
mkdir -p "$out"
"$python" "$here/gen_js.py" "$root/include/hdc.h" "$out"
exports=$(cat "$out/exports.json")

# -O3 for speed (bench.mjs); WASM_BIGINT passes int64_t as BigInt;
# ALLOW_TABLE_GROWTH lets addFunction install the progress callback;
# ALLOW_MEMORY_GROWTH lets big hash tables and move lists grow the heap;
# ENVIRONMENT=web,worker keeps node-only code (require, __dirname) out of
# the ES module: node gets the wasm bytes from src/init.mjs (wasmBinary).
# FILESYSTEM=0: the library does no file I/O.
# shellcheck disable=SC2086
emcc -O3 "$build/lib/libhdc.a" "$here/glue/hdcjs_glue.c" -o "$out/hdc.js" \
	-sMODULARIZE=1 -sEXPORT_ES6=1 -sEXPORT_NAME=createHdcModule \
	-sENVIRONMENT=web,worker -sFILESYSTEM=0 \
	-sWASM_BIGINT=1 -sALLOW_TABLE_GROWTH=1 -sALLOW_MEMORY_GROWTH=1 \
	-sEXPORTED_FUNCTIONS="$exports" \
	-sEXPORTED_RUNTIME_METHODS='["addFunction","removeFunction","UTF8ToString","stringToUTF8","lengthBytesUTF8","HEAP8","HEAPU8","HEAP32","HEAPU32","HEAP64","HEAPU64"]' \
	${HDC_WASM_LDFLAGS:-}

mkdir -p "$dist"
cp "$out/hdc.js" "$out/hdc.wasm" "$out/hdc_capi.mjs" "$out/hdc_capi.d.ts" "$dist/"
echo "build.sh: $(du -k "$dist/hdc.wasm" | cut -f1) KiB hdc.wasm and its loader in $dist"
