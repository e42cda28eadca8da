#!/usr/bin/env node
// bench.mjs - WebAssembly speed beside native speed, in the same run.
//
//   node bench.mjs [--native PATH_TO_hdc] [--repeat N] [--full-search]
//
// Perft from each variant's start position: bulk counting (the last ply
// counted, not played) at a depth that takes a tenth of a second or more
// natively, timed here in wasm and by the native `hdc perft` (best of
// --repeat runs each); make/unmake at every leaf ("full") on the items of
// the native `hdc bench --quick`, whose "full" lines give the native
// figure.  Search: the fixed-depth searches of `hdc bench --search` (the
// positions of tests/data/search-*.txt, a cleared 16 MiB engine each), at
// its --quick depths unless --full-search; the node counts must agree
// (a search with a depth limit is deterministic), the speed is nodes/s.
// Each line prints wasm, native and wasm/native.  The native program
// defaults to ../../build/examples/hdc (the README's build); without one
// only the wasm figures are printed.

import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { init, Position, Engine } from './src/index.mjs';
import { searchTable, VARIANTS } from './tables.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
};
const native = option('--native', process.env.HDC_NATIVE ??
  fileURLToPath(new URL('../../build/examples/hdc', import.meta.url)));
const repeat = Number(option('--repeat', 3));
const fullSearch = args.includes('--full-search');
const haveNative = existsSync(native);

// Bulk perft: depth per variant for 0.1 s or more natively on the
// portable path (HDC_NO_AVX512=1), which the wasm build runs too.  Each is
// run once untimed first: short runs time wasm code that V8 has not
// optimized yet (its baseline compiler first, the optimizing one in the
// background; HDC perft 3 took 80, 96, then 36 ms in three calls).
const BULK = { hdc: 4, raumschach: 4, '3d8l': 4, cescacs: 4 };

function runNative(argv) {
  return execFileSync(native, argv, { encoding: 'utf8', maxBuffer: 1 << 26 });
}

function best(times, fn) {
  let bestSeconds = Infinity;
  let value;
  for (let i = 0; i < times; i++) {
    const t0 = process.hrtime.bigint();
    value = fn();
    const s = Number(process.hrtime.bigint() - t0) / 1e9;
    if (s < bestSeconds) bestSeconds = s;
  }
  return { seconds: bestSeconds, value };
}

const rows = [];
function row(what, nodes, wasmRate, nativeRate, unit) {
  rows.push({ what, nodes, wasmRate, nativeRate, unit });
  const ratio = nativeRate ? `${((100 * wasmRate) / nativeRate).toFixed(1)}%` : '-';
  const nat = nativeRate ? nativeRate.toFixed(2) : '-';
  console.log(`${what.padEnd(34)} ${String(nodes).padStart(12)} nodes  wasm ${wasmRate.toFixed(2).padStart(7)}  native ${nat.padStart(7)} ${unit}  wasm/native ${ratio.padStart(6)}`);
}

await init();
console.log(`# bench.mjs: node ${process.version}, best of ${repeat}; native: ${haveNative ? native : 'not found (wasm only)'}`);

// ---- perft, bulk ----
for (const variant of VARIANTS) {
  const depth = BULK[variant];
  const pos = new Position(variant);
  pos.perft(depth); // warm-up, untimed
  const { seconds, value } = best(repeat, () => pos.perft(depth));
  pos.free();
  let nativeRate = null;
  if (haveNative) {
    for (let i = 0; i < repeat; i++) {
      const last = runNative(['perft', '--variant', variant, String(depth)]).trim().split('\n').at(-1);
      const m = /^D\d+ (\d+) ([\d.]+) s/.exec(last);
      if (BigInt(m[1]) !== value) throw new Error(`${variant} perft ${depth}: native ${m[1]}, wasm ${value}`);
      const rate = Number(m[1]) / Math.max(Number(m[2]), 1e-6) / 1e6;
      nativeRate = Math.max(nativeRate ?? 0, rate);
    }
  }
  row(`perft ${variant} start d${depth} bulk`, value, Number(value) / seconds / 1e6, nativeRate, 'Mnodes/s');
}

// ---- perft, make/unmake at every leaf (the items of `hdc bench --quick`) ----
const nativeFull = new Map();
if (haveNative) {
  for (const line of runNative(['bench', '--quick', '--repeat', String(repeat)]).split('\n')) {
    const m = /^(\S+)-start perft(\d)\s+full\s+(\d+) nodes\s+[\d.]+ s\s+([\d.]+) Mnodes\/s/.exec(line);
    if (m) nativeFull.set(`${m[1]} ${m[2]}`, { nodes: BigInt(m[3]), rate: Number(m[4]) });
  }
}
for (const [variant, depth] of [['hdc', 3], ['raumschach', 3], ['3d8l', 2]]) {
  const pos = new Position(variant);
  const { seconds, value } = best(repeat, () => pos.perft(depth, { full: true }));
  pos.free();
  const n = nativeFull.get(`${variant} ${depth}`);
  if (n && n.nodes !== value) throw new Error(`${variant} full perft ${depth}: native ${n.nodes}, wasm ${value}`);
  row(`perft ${variant} start d${depth} full`, value, Number(value) / seconds / 1e6, n?.rate ?? null, 'Mnodes/s');
}

// ---- search ----
const nativeSearch = new Map();
if (haveNative) {
  const argv = ['bench', '--search', ...(fullSearch ? [] : ['--quick'])];
  for (const line of runNative(argv).split('\n')) {
    const m = /^search (\S+) (\S+) d(\d+)\s+(\d+) nodes\s+([\d.]+) s/.exec(line);
    if (m && m[2] !== 'total') {
      nativeSearch.set(`${m[1]} ${m[2]}`, { depth: Number(m[3]), nodes: Number(m[4]), seconds: Number(m[5]) });
    }
  }
}
// Without the native program: its quick depths (hdc_bench_search.c).
const QUICK_DEPTH = { hdc: 2, raumschach: 5, '3d8l': 2, cescacs: 4 };
const engine = new Engine({ hash: 16 });
for (const variant of VARIANTS) {
  let wasmNodes = 0;
  let wasmSeconds = 0;
  let natNodes = 0;
  let natSeconds = 0;
  for (const { name, text } of searchTable(variant)) {
    const n = nativeSearch.get(`${variant} ${name}`);
    if (haveNative && !n) continue;
    const depth = n ? n.depth : QUICK_DEPTH[variant];
    const pos = Position.fromText(variant, text);
    engine.clear();             // not timed: hdc bench clears before its clock starts
    const t0 = process.hrtime.bigint();
    const r = engine.search(pos, { depth });
    wasmSeconds += Number(process.hrtime.bigint() - t0) / 1e9;
    pos.free();
    if (n && n.nodes !== r.nodes) {
      console.log(`# note: ${variant} ${name} d${depth}: ${r.nodes} nodes in wasm, ${n.nodes} native`);
    }
    wasmNodes += r.nodes;
    if (n) {
      natNodes += n.nodes;
      natSeconds += n.seconds;
    }
  }
  row(`search ${variant} (${fullSearch ? 'bench' : 'quick'} depths)`, wasmNodes,
    wasmNodes / wasmSeconds / 1e6, natSeconds > 0 ? natNodes / natSeconds / 1e6 : null, 'Mnodes/s');
}
engine.free();

const perftRows = rows.filter((r) => r.what.endsWith('bulk') && r.nativeRate);
if (perftRows.length) {
  const worst = Math.min(...perftRows.map((r) => r.wasmRate / r.nativeRate));
  console.log(`# bulk perft: wasm at least ${(100 * worst).toFixed(1)}% of native on every variant (target 40%): ${worst >= 0.4 ? 'met' : 'NOT met'}`);
}
