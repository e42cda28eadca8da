// capi.test.mjs - the generated low-level module declares every HDC_API
// function of include/hdc.h, and hdc.wasm exports every one of them.

import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { init } from '../src/index.mjs';
import { FUNCTIONS, CALLBACKS, EXPORTS, HDC_OK, HDC_ERR_UNSUPPORTED } from '../dist/hdc_capi.mjs';

const core = await init();

// Found independently of the generator: what follows HDC_API up to '('.
function headerFunctions() {
  const text = readFileSync(new URL('../../../include/hdc.h', import.meta.url), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, ' ');
  return [...text.matchAll(/HDC_API\b[^;]*?\b(hdc_\w+)\s*\(/g)].map((m) => m[1]);
}

test('every header function is declared, exported and bound', () => {
  const names = headerFunctions();
  assert.deepEqual(Object.keys(FUNCTIONS), names);
  assert.deepEqual(core.missing, []);
  for (const name of names) {
    assert.equal(typeof core.api[name], 'function', name);
    assert.ok(EXPORTS.includes(`_${name}`), name);
    const f = FUNCTIONS[name];
    const params = f.proto.slice(f.proto.indexOf('(') + 1, -1);
    assert.equal(f.args.length, params === 'void' ? 0 : params.split(',').length, name);
  }
});

test('wasm32 kinds: size_t 32 bits, 64-bit integers BigInt, the callback signature', () => {
  const line = FUNCTIONS.hdc_engine_line.args.map((a) => a.kind + (a.to ? `:${a.to}` : ''));
  assert.deepEqual(line, ['ptr:const hdc_engine', 'i32', 'ptr:i32', 'ptr:i32', 'ptr:i32', 'ptr:i32',
    'ptr:u64', 'ptr:i64', 'ptr:u32', 'usize', 'ptr:usize']);
  assert.equal(FUNCTIONS.hdc_engine_set_limit.args[2].kind, 'i64');
  assert.equal(FUNCTIONS.hdc_last_error_offset.ret, 'i64');
  assert.equal(typeof core.api.hdc_last_error_offset(), 'bigint');
  assert.equal(FUNCTIONS.hdc_position_new.args[1].to, 'hdc_position*');
  assert.deepEqual(CALLBACKS.hdc_engine_progress_fn, { ret: 'i32', args: ['ptr', 'i32', 'ptr'], signature: 'iiii' });
  // The wasm build has no threads: more than one is refused (api_engine.c).
  const { Module, api } = core;
  const out = Module._malloc(4);
  assert.equal(api.hdc_engine_new(out), HDC_OK);
  const engine = Module.HEAPU32[out >> 2];
  assert.equal(api.hdc_engine_set_threads(engine, 2), HDC_ERR_UNSUPPORTED);
  assert.equal(api.hdc_engine_set_threads(engine, 1), HDC_OK);
  api.hdc_engine_free(engine);
  Module._free(out);
});
