// variant_text.test.mjs - Variant.fromText / Variant.builtin and positions
// of a variant read from an HVD description (docs/VARIANTS.md).

import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { init, Position, Variant, HdcError } from '../src/index.mjs';

await init();

const cube4 = readFileSync(new URL('../../../examples/variants/cube4.hvd', import.meta.url), 'utf8');
const chess = readFileSync(new URL('../../../examples/variants/chess.hvd', import.meta.url), 'utf8');

test('a description read, played and written back', () => {
  const v = Variant.fromText(cube4);
  assert.equal(v.name, 'cube4');
  assert.equal(v.title, 'Cube 4');
  const pos = new Position(v);
  v.free(); // the position holds the variant
  assert.equal(pos.perft(3), 4420n);
  const again = Variant.fromText(Variant.fromText(cube4).text);
  assert.equal(new Position(again).perft(2), 224n);
  pos.free();
  again.free();
});

test('chess is a file: FEN and the standard perft', () => {
  const v = Variant.fromText(chess);
  const kiwipete = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
  assert.equal(new Position(v).perft(4), 197281n);
  assert.equal(Position.fromText(v, kiwipete).perft(3), 97862n);
  v.free();
});

test('built-ins are handles too', () => {
  const b = Variant.builtin("C'escacs");
  assert.equal(b.name, 'cescacs');
  assert.equal(new Position(Variant.fromText(b.text)).perft(2), new Position('cescacs').perft(2));
});

test('errors name line and column', () => {
  assert.throws(() => Variant.fromText(cube4.replace('size = 4x4x4', 'size = 4x4x9')),
    (e) => e instanceof HdcError && /layers 1\.\.8/.test(e.message));
  assert.throws(() => Variant.fromText(cube4.replace('promotion = R U', 'promotion = R Q')),
    (e) => e instanceof HdcError && /line \d+, column 15: promotion to 'Q'/.test(e.message));
});
