// notation.test.mjs - every legal move survives SAN and coordinates and
// back, on the perft positions of every variant and after some first moves.

import test from 'node:test';
import assert from 'node:assert/strict';
import { init, Position } from '../src/index.mjs';
import { VARIANTS, perftTable } from '../tables.mjs';

await init();

function roundTrips(pos, where) {
  for (const move of pos.legalMoves()) {
    const san = pos.san(move);
    assert.equal(pos.parse(san), move, `${where}: SAN '${san}'`);
    assert.equal(pos.parseSan(san), move, `${where}: parseSan '${san}'`);
    const coord = pos.coord(move);
    assert.equal(pos.parse(coord), move, `${where}: coordinates '${coord}'`);
  }
}

for (const variant of VARIANTS) {
  test(`notation round trips ${variant}`, () => {
    for (const { name, text } of perftTable(variant)) {
      const pos = Position.fromText(variant, text);
      try {
        const before = pos.text();
        roundTrips(pos, `${variant} ${name}`);
        // One ply deeper: the replies to every 8th first move (the C suites
        // do every move; here it is the binding's strings that are tested).
        for (const move of pos.legalMoves().filter((_, i) => i % 8 === 0)) {
          const coord = pos.coord(move);
          pos.push(move);
          roundTrips(pos, `${variant} ${name} after ${coord}`);
          pos.pop();
        }
        assert.equal(pos.text(), before, 'push/pop restores the position');
      } finally {
        pos.free();
      }
    }
  });
}

test('push takes text, pop gives the move back', () => {
  const pos = new Position('hdc');
  try {
    const start = pos.text();
    const san = pos.san(pos.legalMoves()[0]);
    const played = pos.push(san);
    assert.deepEqual(pos.history(), [played]);
    assert.equal(pos.turn, 'black');
    assert.equal(pos.pop(), played);
    assert.equal(pos.text(), start);
  } finally {
    pos.free();
  }
});
