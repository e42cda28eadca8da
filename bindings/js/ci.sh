#!/usr/bin/env bash
# bindings/js/ci.sh BUILD_DIR - the JavaScript binding's part of .ci/run:
#
#   1. npm ci (typescript, the only devDependency, from package-lock.json);
#   2. build.sh BUILD_DIR: libhdc as WebAssembly, the generated binding,
#      both copied into dist/;
#   3. node --test test/: perft tables, notation round trips, the mates,
#      hostile input, the 100 000-position memory loop;
#   4. tsc --noEmit: src/index.d.ts against test/types/usage.ts;
#   5. npm pack into BUILD_DIR: the tarball must hold the wasm and loader,
#      and work once installed in an empty project (import, init, perft);
#   6. the playground (examples/web/) in a real browser: npm ci of
#      examples/web/test (puppeteer-core, no browser download), serve.mjs
#      on a free port, play.test.mjs driving Debian's chromium headless
#      (screenshots into $SCREENSHOT_DIR, default
#      BUILD_DIR/playground-screenshots), the server
#      stopped, then check_screenshots.py looks at the pictures' pixels.
#
# Prints the seconds each part took.  Needs emscripten, node >= 18, npm,
# chromium.
set -euo pipefail

if [ $# -ne 1 ]; then
	echo "usage: $0 BUILD_DIR" >&2
	exit 2
fi
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
mkdir -p "$1"
build=$(cd "$1" && pwd)
cd "$here"

times=()
started=$SECONDS
part() {
	times+=("$((SECONDS - started)) s  $1")
	started=$SECONDS
}

npm ci --no-audit --no-fund
part "npm ci"
bash build.sh "$build"
part "wasm build"
node --test test/
part "node tests"
npx tsc --noEmit -p tsconfig.json
part "tsc"
tarball=$(npm pack --silent --pack-destination "$build")
listing=$(tar -tzf "$build/$tarball")
for f in package/dist/hdc.wasm package/dist/hdc.js package/dist/hdc_capi.mjs package/src/index.mjs package/src/index.d.ts; do
	grep -qx "$f" <<<"$listing" || { echo "$0: $tarball lacks $f" >&2; exit 1; }
done
echo "packed $build/$tarball ($(du -k "$build/$tarball" | cut -f1) KiB)"
consumer=$build/npm-consumer
rm -rf "$consumer"
mkdir -p "$consumer"
echo '{ "name": "consumer", "private": true, "type": "module" }' >"$consumer/package.json"
(cd "$consumer" && npm install --no-audit --no-fund --silent "$build/$tarball" &&
	node -e "import('libhdc').then(async (h) => { await h.init(); const p = new h.Position('cescacs');
		const n = p.perft(2); p.free(); if (n !== 4612n) throw new Error('perft 2: ' + n);
		console.log('installed tarball: libhdc', h.version(), 'perft ok'); })")
part "npm pack"

# 6. The playground.  PUPPETEER_SKIP_DOWNLOAD: puppeteer-core downloads
# nothing anyway; this keeps it so should a dependency ever ask.
web=$here/../../examples/web
(cd "$web/test" && PUPPETEER_SKIP_DOWNLOAD=1 npm ci --no-audit --no-fund)
part "npm ci (examples/web/test: puppeteer-core)"
# SCREENSHOT_DIR keeps them elsewhere (.ci/run's build directory is a
# temporary one, removed at its end).
shots=${SCREENSHOT_DIR:-$build/playground-screenshots}
rm -rf "$shots"/*.png
mkdir -p "$shots"
server_log=$build/playground-server.log
# Port 0: the system picks a free one, serve.mjs prints the URL.
node "$web/serve.mjs" 0 >"$server_log" 2>&1 &
server_pid=$!
trap 'kill "$server_pid" 2>/dev/null || true' EXIT
url=
for _ in $(seq 100); do
	url=$(grep -o 'http://localhost:[0-9]*/' "$server_log" || true)
	[ -n "$url" ] && break
	kill -0 "$server_pid" 2>/dev/null || break
	sleep 0.1
done
if [ -z "$url" ]; then
	echo "$0: examples/web/serve.mjs did not start:" >&2
	cat "$server_log" >&2
	exit 1
fi
# timeout: the test has its own on every step; this one bounds the whole.
if ! HDC_PLAYGROUND_URL=$url SCREENSHOT_DIR=$shots timeout 600 node --test "$web/test/play.test.mjs"; then
	echo "$0: the playground's browser test failed (screenshots so far in $shots)" >&2
	exit 1
fi
kill "$server_pid"
wait "$server_pid" 2>/dev/null || true
trap - EXIT
python=${PYTHON:-python3}
"$python" "$web/test/check_screenshots.py" "$shots"
part "browser test (examples/web, chromium + puppeteer-core)"

printf '%s\n' "${times[@]}"
