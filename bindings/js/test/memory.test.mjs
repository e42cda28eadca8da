// memory.test.mjs - 100 000 positions created, used and freed leave the
// wasm heap's allocated bytes (malloc's uordblks, exported by
// glue/hdcjs_glue.c) where they started: the heap itself never shrinks,
// so its size would prove nothing.  Failed calls and games too.

import test from 'node:test';
import assert from 'node:assert/strict';
import { init, Position, Game, HdcError, heapAllocated, readGames } from '../src/index.mjs';

await init();

test('100 000 positions: created, parsed, freed, no bytes left', () => {
  // Warm up: the layer's arena and the library's lazily built tables are
  // allocated once, on first use.
  const warm = new Position('cescacs');
  warm.push(warm.san(warm.legalMoves()[0]));
  warm.free();
  const start = heapAllocated();
  const variants = ['hdc', 'raumschach', '3d8l', 'cescacs'];
  for (let i = 0; i < 100_000; i++) {
    const pos = new Position(variants[i & 3]);
    const moves = pos.legalMoves();
    const copy = Position.fromText(pos.variant, pos.text());
    copy.push(copy.parse(pos.san(moves[i % moves.length])));
    if (i % 1000 === 0) {
      try { copy.parse('not a move'); } catch (e) { assert.ok(e instanceof HdcError); }
    }
    copy.free();
    pos.free();
  }
  assert.equal(heapAllocated(), start);
});

test('games read and written, errors, freed: no bytes left', () => {
  const record = '[Variant "Raumschach"]\n\n1. NbAc3 {a comment} (1. NBb3) 1... NbEc3 *\n';
  readGames(record).forEach((g) => g.free());
  const start = heapAllocated();
  for (let i = 0; i < 2000; i++) {
    const [g] = readGames(record);
    const text = g.write();
    const pos = g.position();
    pos.free();
    g.free();
    assert.ok(text.includes('comment'));
    try { readGames(record.replace('NbEc3', 'Zz9')); } catch (e) { assert.ok(e instanceof HdcError); }
    const fresh = new Game('3d8l');
    fresh.setTag('Event', 'loop');
    fresh.free();
  }
  assert.equal(heapAllocated(), start);
});
