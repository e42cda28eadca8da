// finalizer.test.mjs - the FinalizationRegistry frees what the program
// forgot to free(), and never a handle free() already released.  Run in a
// child node with --expose-gc, so that collection can be forced.

import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';

const script = `
import { init, Position, Engine, heapAllocated } from ${JSON.stringify(new URL('../src/index.mjs', import.meta.url).href)};
await init();
const settle = async () => {
  for (let i = 0; i < 20; i++) {
    globalThis.gc();
    await new Promise((r) => setTimeout(r, 5));
  }
};
new Position('hdc').free();
await settle();
const start = heapAllocated();
(() => {
  for (let i = 0; i < 2000; i++) new Position(['hdc', 'cescacs'][i & 1]).legalMoves();
  new Engine({ hash: 2 });
})();
const held = heapAllocated();
// Freed by hand and then collected: the registry must not free it again
// (a double free would corrupt the heap and the next checks).
for (let i = 0; i < 100; i++) new Position('3d8l').free();
await settle();
const after = heapAllocated();
const p = new Position('raumschach');
console.log(JSON.stringify({ start, held, after, ok: p.perft(2) === 3615n }));
p.free();
`;

test('forgotten handles are freed after collection, freed ones are not freed twice', () => {
  const r = spawnSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', script],
    { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  const { start, held, after, ok } = JSON.parse(r.stdout.trim().split('\n').at(-1));
  assert.ok(held > start + 2000 * 1000, `2000 positions and an engine hold memory (${held - start} bytes)`);
  assert.ok(ok, 'the heap works after the finalizers ran');
  assert.equal(after, start, 'every forgotten handle was freed');
});
