// init.mjs - load hdc.wasm once, in node, in browsers and under bundlers.
//
// The loader emcc writes (dist/hdc.js, an ES module built with
// -sENVIRONMENT=web,worker) fetches hdc.wasm relative to its own URL, which
// is what browsers and bundlers want (bundlers see `new URL('hdc.wasm',
// import.meta.url)` and ship the file).  Node's fetch cannot read file:
// URLs, so in node the bytes are read here with fs and handed over as
// wasmBinary, as Fairy-Stockfish's ffish does.

import createHdcModule from '../dist/hdc.js';
import { bind } from '../dist/hdc_capi.mjs';

let loading = null;
let core = null;

const isNode = typeof process === 'object' && process.versions != null &&
  process.versions.node != null && typeof window === 'undefined';

// The node modules are imported by a name bundlers do not follow (and the
// comments tell webpack and Vite so): a browser bundle must not try to
// pack node:fs.  This code only runs under node.
const NODE_FS = 'node:fs/promises';
const NODE_URL = 'node:url';

async function nodeWasmBinary(url) {
  const { readFile } = await import(/* webpackIgnore: true */ /* @vite-ignore */ NODE_FS);
  const { fileURLToPath } = await import(/* webpackIgnore: true */ /* @vite-ignore */ NODE_URL);
  return readFile(fileURLToPath(url));
}

/**
 * Load the library: one promise, the same for every caller.  Options:
 * `wasmBinary` (the bytes of hdc.wasm, if the caller has them) and
 * `locateFile(name, prefix)` (where the browser fetches hdc.wasm from, as
 * emscripten's loaders take it).  Resolves to the low-level binding.
 */
export function init(options = {}) {
  if (loading === null) {
    loading = (async () => {
      const settings = {};
      if (options.locateFile) settings.locateFile = options.locateFile;
      if (options.wasmBinary) {
        settings.wasmBinary = options.wasmBinary;
      } else if (isNode) {
        settings.wasmBinary = await nodeWasmBinary(new URL('../dist/hdc.wasm', import.meta.url));
      }
      const Module = await createHdcModule(settings);
      const { api, missing } = bind(Module);
      core = { Module, api, missing };
      return core;
    })();
    // A failed load may be retried (say, after a network error).
    loading.catch(() => { loading = null; });
  }
  return loading;
}

/** The loaded library; throws when init() has not resolved yet. */
export function lib() {
  if (core === null) {
    throw new Error('hdc: the library is not loaded yet: await init() first');
  }
  return core;
}
