// games.test.mjs - records read and written, tags, variants().

import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { init, Position, Game, readGames, writeGame, variants, version } from '../src/index.mjs';

await init();

test('writeGame with tags, readGames of several games', () => {
  const pos = new Position('raumschach');
  try {
    pos.push('NbAc3');
    pos.push(pos.legalMoves()[0]);
    const one = writeGame(pos, { White: 'Ann', Black: 'Bob', Round: 2 });
    const two = writeGame(new Position('cescacs'), { Event: 'second' });
    const games = readGames(`${one}\n${two}`);
    try {
      assert.equal(games.length, 2);
      assert.equal(games[0].variant, 'raumschach');
      assert.equal(games[0].tag('White'), 'Ann');
      assert.equal(games[0].tag('Round'), '2');
      assert.equal(games[0].tag('NoSuchTag'), undefined);
      assert.deepEqual(games[0].moves(), pos.history());
      assert.equal(games[1].variant, 'cescacs');
      assert.equal(games[1].tag('Event'), 'second');
      assert.ok(games[0].tags().some(([n, v]) => n === 'Black' && v === 'Bob'));
      const end = games[0].position();
      assert.equal(end.text(), pos.text());
      end.free();
      // writeGame of a Game with tags leaves the Game as it was; a removed
      // standard tag is written with its unknown value.
      const before = games[0].write();
      assert.match(writeGame(games[0], { White: null }), /\[White "\?"\]/);
      assert.equal(games[0].write(), before);
    } finally {
      games.forEach((g) => g.free());
    }
  } finally {
    pos.free();
  }
});

test('Game: play moves by text, write and read back', () => {
  const game = new Game('3d8l');
  try {
    const pos = game.position();
    const first = pos.san(pos.legalMoves()[5]);
    pos.free();
    game.play(first);
    game.setTag('Site', 'node');
    const [back] = readGames(game.write());
    assert.deepEqual(back.moves(), game.moves());
    assert.equal(back.tag('Site'), 'node');
    back.free();
  } finally {
    game.free();
  }
});

test('variants()', () => {
  const all = variants();
  assert.deepEqual(all.map((v) => v.name), ['hdc', 'raumschach', '3d8l', 'cescacs']);
  const rs = all[1];
  assert.equal(rs.title, 'Raumschach');
  assert.deepEqual(rs.dimensions, { files: 5, ranks: 5, layers: 5, cells: 125 });
  assert.equal(rs.pieces.map((p) => p.letter).join(''), 'PKQRBNU');
  assert.equal(rs.pieces.find((p) => p.letter === 'U').name, 'unicorn');
  assert.match(version(), /^\d+\.\d+\.\d+$/);
});

test('the package has the library\'s version', () => {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  assert.equal(pkg.version, version());
});
