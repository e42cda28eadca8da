// engine.test.mjs - search limits, the info callback and stopping, options.

import test from 'node:test';
import assert from 'node:assert/strict';
import { init, Position, Engine, HdcError, C } from '../src/index.mjs';

await init();

test('info is called per iteration; a true return value stops the search', () => {
  const engine = new Engine();
  const pos = new Position('raumschach');
  try {
    const depths = [];
    const r = engine.search(pos, { depth: 6 }, (info) => {
      depths.push(info.depth);
      assert.equal(info.san, pos.san(info.move));
      return info.depth >= 3;
    });
    assert.deepEqual(depths, [1, 2, 3]);
    assert.equal(r.depth, 3);
    assert.ok(pos.legalMoves().includes(r.move));
  } finally {
    pos.free();
    engine.free();
  }
});

test('stop() from inside the callback stops, an exception is rethrown', () => {
  const engine = new Engine();
  const pos = new Position('3d8l');
  try {
    const r = engine.search(pos, { infinite: true }, (info) => {
      if (info.depth >= 2) engine.stop();
    });
    assert.equal(r.depth, 2);
    assert.throws(() => engine.search(pos, { depth: 5 }, () => { throw new RangeError('mine'); }),
      (e) => e instanceof RangeError && e.message === 'mine');
    // The engine is usable afterwards.
    assert.equal(engine.search(pos, { depth: 1 }).depth, 1);
  } finally {
    pos.free();
    engine.free();
  }
});

test('limits: nodes, movetime, multipv lines; errors', () => {
  const engine = new Engine({ multipv: 3, hash: 4 });
  const pos = new Position('cescacs');
  try {
    const r = engine.search(pos, { nodes: 5000 });
    assert.ok(r.nodes <= 6000, `nodes ${r.nodes}`);
    const t = engine.search(pos, { movetime: 50, depth: 3 });
    assert.equal(t.lines.length, 3);
    assert.deepEqual(engine.options, { hash: 4, threads: 1, multipv: 3, skill: 20 });
    assert.throws(() => engine.setOptions({ threads: 2 }),
      (e) => e instanceof HdcError && e.status === C.HDC_ERR_UNSUPPORTED);
    assert.throws(() => engine.search(pos, { depth: 0 }),
      (e) => e instanceof HdcError && e.status === C.HDC_ERR_RANGE);
    assert.throws(() => engine.search(pos, { depht: 3 }), TypeError);
    assert.equal(typeof engine.evaluate(pos), 'number');
  } finally {
    pos.free();
    engine.free();
  }
});

test('a finished game is HDC_ERR_GAME_OVER', () => {
  const engine = new Engine({ hash: 1 });
  const pos = new Position('hdc');
  const mate = '8/8/8/8/8/8/8/K7|8/8/8/8/2n5/8/1q6/8|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|'
    + '8/8/8/8/8/8/7P/8|8/8/8/8/8/8/8/6R1|8/8/8/8/8/8/8/8|7k/8/8/8/8/8/8/8 w - - 0 1';
  try {
    pos.setText(mate);
    assert.deepEqual(pos.outcome(), { winner: 'black', reason: 'checkmate', result: '0-1' });
    assert.throws(() => engine.search(pos, { depth: 2 }),
      (e) => e instanceof HdcError && e.status === C.HDC_ERR_GAME_OVER);
  } finally {
    pos.free();
    engine.free();
  }
});
