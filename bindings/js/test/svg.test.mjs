// svg.test.mjs - Position.svg (hdc_position_svg) and pieceSvg through the
// layer: every cell drawn, options as text or as an object, errors with
// the offset into the option text, no bytes left behind.

import test from 'node:test';
import assert from 'node:assert/strict';
import { init, Position, HdcError, pieceSvg, svgOptionsText, heapAllocated, C } from '../src/index.mjs';
import { VARIANTS } from '../tables.mjs';

await init();

// Cells are the elements of class "cell ..." (pieces carry data-cell too).
const cellsOf = (svg) => (svg.match(/class="cell /g) ?? []).length;

test('every variant: one element per cell, in every layout', () => {
  for (const variant of VARIANTS) {
    const pos = new Position(variant);
    try {
      const { cells } = pos.dimensions();
      for (const layout of ['grid', 'row', 'stack']) {
        const svg = pos.svg({ layout });
        assert.match(svg, /^<svg /);
        assert.equal(cellsOf(svg), cells, `${variant} ${layout}`);
      }
      // Same position and options, same bytes.
      assert.equal(pos.svg('size=300'), pos.svg({ size: 300 }));
    } finally {
      pos.free();
    }
  }
});

test('options object: cells by name or index, moves, arrows', () => {
  const pos = new Position('hdc');
  try {
    const move = pos.push('e4-IV');
    const e4 = pos.parseCell('e4-IV');
    const text = svgOptionsText(pos, {
      layout: 'stack', flipped: true, lastmove: move, check: 'auto', select: 'e7–IV',
      highlight: { 'a1-I': '#00ff00' }, marked: [e4], arrows: [['d1-IV', 'h5-IV', '#ff0000']],
      colors: { light: '#eeeeee' },
    });
    assert.equal(text, 'layout=stack flipped=1 color.light=#eeeeee lastmove=e2-IV,e4-IV check=auto '
      + 'select=e7-IV highlight=a1-I:#00ff00 marked=e4-IV arrow=d1-IV,h5-IV:#ff0000');
    const svg = pos.svg(text);
    assert.ok(svg.length > 1000);
    assert.throws(() => pos.svg({ layout: 'two words' }), TypeError);
  } finally {
    pos.free();
  }
});

test('bad options: HdcError with the offset into the option text', () => {
  const pos = new Position('raumschach');
  try {
    assert.throws(() => pos.svg('size=300 layout=nope'),
      (e) => e instanceof HdcError && e.status === C.HDC_ERR_SYNTAX && e.offset === 9);
    assert.throws(() => pos.svg('size=1'), (e) => e instanceof HdcError && e.status === C.HDC_ERR_RANGE);
    assert.throws(() => pos.svg({ select: 'z9' }), (e) => e instanceof HdcError);
    assert.throws(() => pieceSvg(0), (e) => e instanceof HdcError && e.status === C.HDC_ERR_RANGE);
  } finally {
    pos.free();
  }
  assert.match(pieceSvg(C.HDC_KNIGHT + 32, { size: 60 }), /^<svg /);
});

test('pictures leave no bytes behind', () => {
  const pos = new Position('cescacs');
  try {
    pos.svg();
    const start = heapAllocated();
    for (let i = 0; i < 300; i++) {
      pos.svg({ size: 200 + i, lastmove: 'auto' });
      try { pos.svg('bad=1'); } catch { /* expected */ }
    }
    assert.equal(heapAllocated(), start);
  } finally {
    pos.free();
  }
});
