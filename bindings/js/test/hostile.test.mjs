// hostile.test.mjs - bad input and misuse give an HdcError (or a
// TypeError for a value of the wrong type), never a crash or a wrong
// answer; the position is unchanged after a failed call.

import test from 'node:test';
import assert from 'node:assert/strict';
import { init, Position, Engine, Game, HdcError, readGames, C } from '../src/index.mjs';

await init();

const isStatus = (status) => (e) => e instanceof HdcError && e.status === status;

test('bad position text: status, message and offset', () => {
  assert.throws(() => Position.fromText('hdc', ''), (e) => e instanceof HdcError && e.message.length > 0);
  assert.throws(() => Position.fromText('raumschach', '5/5/5/PPPPP/RNKNR x'),
    (e) => isStatus(C.HDC_ERR_SYNTAX)(e) && Number.isInteger(e.offset) && e.offset >= 0);
  assert.throws(() => new Position('no-such-variant'),
    (e) => isStatus(C.HDC_ERR_UNKNOWN_VARIANT)(e) && /no-such-variant/.test(e.message));
  assert.throws(() => Position.fromText('hdc', 42), TypeError);
  // Offsets count characters of the JavaScript string, not UTF-8 bytes.
  const pos = new Position('hdc');
  try {
    assert.throws(() => pos.parse('Df4–VI?x'), (e) => e instanceof HdcError);
    const before = pos.text();
    assert.throws(() => pos.setText('€€€ garbage'), (e) => isStatus(C.HDC_ERR_SYNTAX)(e) && e.offset <= 3);
    assert.equal(pos.text(), before);
  } finally {
    pos.free();
  }
});

test('illegal, ambiguous and malformed moves', () => {
  const pos = new Position('hdc');
  try {
    const before = pos.text();
    assert.throws(() => pos.push('e2IVe5IV'), isStatus(C.HDC_ERR_ILLEGAL_MOVE));
    assert.throws(() => pos.push(0x7fffffff), isStatus(C.HDC_ERR_ILLEGAL_MOVE));
    assert.throws(() => pos.push(-1), TypeError);
    assert.throws(() => pos.push(1.5), TypeError);
    assert.throws(() => pos.push('\u0000'), (e) => e instanceof HdcError);
    assert.throws(() => pos.parse('x'.repeat(100000)), (e) => e instanceof HdcError);
    assert.throws(() => pos.pop(), isStatus(C.HDC_ERR_NO_HISTORY));
    assert.throws(() => pos.perft(-1), isStatus(C.HDC_ERR_DEPTH));
    assert.throws(() => pos.cellName(100000), isStatus(C.HDC_ERR_RANGE));
    assert.equal(pos.text(), before);
    assert.equal(pos.history().length, 0);
  } finally {
    pos.free();
  }
});

test('a freed handle is an HdcError, a second free() a no-op', () => {
  const pos = new Position('raumschach');
  const copy = pos.clone();
  pos.free();
  pos.free();
  assert.equal(pos.freed, true);
  assert.throws(() => pos.legalMoves(), isStatus(C.HDC_ERR_NULL));
  assert.throws(() => pos.text(), /freed/);
  const engine = new Engine({ hash: 1 });
  engine.free();
  assert.throws(() => engine.search(copy, { depth: 1 }), isStatus(C.HDC_ERR_NULL));
  assert.throws(() => new Engine({ hash: 1 }).search(pos, { depth: 1 }), isStatus(C.HDC_ERR_NULL));
  // The copy lives on.
  assert.equal(copy.legalMoves().length, 61);
  if (typeof Symbol.dispose === 'symbol') {
    copy[Symbol.dispose]();
    assert.equal(copy.freed, true);
  } else {
    copy.free();
  }
});

test('long outputs go through the layer\'s buffers', () => {
  // A position with many moves, a long record: sizes beyond the first
  // buffer the layer tries.
  const pos = new Position('hdc');
  try {
    for (let i = 0; i < 60; i++) pos.push(pos.legalMoves()[i % 7]);
    const game = Game.fromPosition(pos);
    try {
      const text = game.write();
      assert.ok(text.length > 256);
      const [back] = readGames(text);
      assert.deepEqual(back.moves(), game.moves());
      back.free();
    } finally {
      game.free();
    }
  } finally {
    pos.free();
  }
});

test('bad records: offset into the text, games read before freed', () => {
  const good = '[Variant "Raumschach"]\n\n1. NbAc3 *\n\n';
  assert.throws(() => readGames(good + '[Variant "Raumschach"]\n\n1. Zz9 *\n'),
    (e) => isStatus(C.HDC_ERR_SYNTAX)(e) && e.offset > good.length);
  assert.throws(() => readGames(null), TypeError);
  assert.deepEqual(readGames(''), []);
});
