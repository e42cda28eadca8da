#!/usr/bin/env node
// serve.mjs - serve the playground on http://localhost:8000/ (node's stdlib only).
//
//   node examples/web/serve.mjs [PORT]        (or PORT=8123 node ...; HOST=0.0.0.0)
//
// The page loads the library from /hdc/: this server maps /hdc/src/ and
// /hdc/dist/ onto bindings/js/src/ and bindings/js/dist/ (where
// bindings/js/build.sh puts the wasm and its loader), so nothing is copied
// and a fresh clone needs only the wasm build.  Everything else comes from
// examples/web/.  MIME types matter: browsers refuse module scripts served
// as anything but JavaScript, and WebAssembly.instantiateStreaming wants
// application/wasm.

import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const js = path.resolve(here, '../../bindings/js');
const roots = [
  ['/hdc/src/', path.join(js, 'src')],
  ['/hdc/dist/', path.join(js, 'dist')],
  ['/', here],
];
const types = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

if (!fs.existsSync(path.join(js, 'dist', 'hdc.wasm'))) {
  console.error('serve.mjs: bindings/js/dist/hdc.wasm is missing: build it first with');
  console.error('    bash bindings/js/build.sh build-wasm');
  process.exit(1);
}

function resolve(urlPath) {
  for (const [prefix, dir] of roots) {
    if (!urlPath.startsWith(prefix)) continue;
    const rel = urlPath.slice(prefix.length) || 'index.html';
    const file = path.resolve(dir, rel);
    // No escaping the mapped folder (../), and the test's node_modules stay private.
    if (!file.startsWith(dir + path.sep) || file.includes(`${path.sep}node_modules${path.sep}`)) return null;
    return file;
  }
  return null;
}

const server = http.createServer((req, res) => {
  let urlPath;
  try {
    urlPath = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
  } catch {
    res.writeHead(400).end('bad request');
    return;
  }
  const file = resolve(urlPath);
  if (file === null || (req.method !== 'GET' && req.method !== 'HEAD')) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
  fs.stat(file, (err, st) => {
    if (err || !st.isFile()) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'content-length': st.size,
      // Always the files on disk: a rebuilt wasm is picked up on reload.
      'cache-control': 'no-cache',
    });
    if (req.method === 'HEAD') res.end();
    else fs.createReadStream(file).pipe(res);
  });
});

// This machine only, unless HOST says otherwise (HOST=0.0.0.0 to play
// from another device on the network).
const port = Number(process.argv[2] ?? process.env.PORT ?? 8000);
const host = process.env.HOST ?? '127.0.0.1';
server.on('error', (e) => {
  console.error(`serve.mjs: ${e.message}${e.code === 'EADDRINUSE' ? ' (another port: node serve.mjs PORT)' : ''}`);
  process.exit(1);
});
server.listen(port, host, () => {
  console.log(`libhdc playground: http://localhost:${server.address().port}/  (Ctrl-C stops)`);
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(0));
