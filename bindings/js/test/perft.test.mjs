// perft.test.mjs - the wasm build counts the perft tables of tests/data/.
//
// Every position of every variant, at each depth whose count is small
// enough to stay fast (bulk counting up to 16 million leaves; make/unmake at
// every leaf at depth 2), must give the table's count.

import test from 'node:test';
import assert from 'node:assert/strict';
import { init, Position } from '../src/index.mjs';
import { VARIANTS, perftTable } from '../tables.mjs';

await init();

const BULK_LIMIT = 16_000_000n;

for (const variant of VARIANTS) {
  test(`perft ${variant}`, () => {
    for (const { name, text, counts } of perftTable(variant)) {
      const pos = Position.fromText(variant, text);
      try {
        for (const [depth, want] of counts) {
          if (want > BULK_LIMIT) continue;
          assert.equal(pos.perft(depth), want, `${variant} ${name} D${depth}`);
          if (depth <= 2) {
            assert.equal(pos.perft(depth, { full: true }), want, `${variant} ${name} D${depth} full`);
          }
        }
        assert.equal(BigInt(pos.legalMoves().length), counts.get(1), `${variant} ${name} moves`);
      } finally {
        pos.free();
      }
    }
  });
}
