// mates.test.mjs - the engine finds the mates of tests/data/mates.txt, as
// tests/engine/test_mates.c asks them: an engine cleared as for a new game
// searches 2N - 1 plies and must play the listed first move with the
// score "mate in N".  All of them (N = 1, 2, 3: under a second);
// HDC_JS_MATES_MAX_N lowers the bound.

import test from 'node:test';
import assert from 'node:assert/strict';
import { init, Position, Engine } from '../src/index.mjs';
import { mates } from '../tables.mjs';

await init();

const maxN = Number(process.env.HDC_JS_MATES_MAX_N ?? 3);

test(`engine finds the mates in 1..${maxN}`, () => {
  const engine = new Engine({ hash: 16 });
  try {
    const problems = mates().filter((p) => p.n <= maxN);
    assert.ok(problems.length > 0);
    for (const p of problems) {
      const pos = Position.fromText(p.variant, p.text);
      try {
        engine.clear();
        const r = engine.search(pos, { depth: 2 * p.n - 1 });
        const where = `${p.variant} mate in ${p.n}: ${p.text}`;
        assert.equal(pos.coord(r.move), p.coord, where);
        assert.equal(r.san, p.san, where);
        assert.equal(r.mate, p.n, where);
        assert.equal(r.score, null, where);
      } finally {
        pos.free();
      }
    }
  } finally {
    engine.free();
  }
});
