// svg.mjs - SVG pictures of positions (hdc_position_svg), and of pieces.
//
// Options are the library's option text (docs/PICTURES.md), given as that
// text or as an object whose keys are the same names:
//   { size, layout: 'grid'|'row'|'stack', columns, flipped, coordinates,
//     labels, legend, pieces, theme, colors: { light: '#rrggbb', ... },
//     lastmove: 'auto'|'none'|move value|[from, to], check: 'auto'|'none'|
//     true|cell, select: cell, highlight: { cell: '#rrggbb' } or
//     [[cell, colour]], marked: [cell], arrows: [[from, to, colour?]] }
// Cells are indices or names (any spelling the position reads).

import { lib } from './init.mjs';
import { callString } from './errors.mjs';

function word(value, what) {
  const text = String(value);
  if (text === '' || /\s/.test(text)) throw new TypeError(`bad ${what}: '${text}'`);
  return text;
}

function flag(value) {
  return value ? '1' : '0';
}

/** The option text of an options object, for a position. */
export function svgOptionsText(pos, options = {}) {
  if (typeof options === 'string') return options;
  if (options === null || typeof options !== 'object') {
    throw new TypeError('svg options are an object or the option text');
  }
  // The library's cell names with an ASCII hyphen, as the option text reads.
  const cell = (c) => pos.cellName(typeof c === 'string' ? pos.parseCell(c) : c).replace('\u2013', '-');
  const items = [];
  const o = options;
  if (o.size !== undefined) items.push(`size=${Number(o.size) | 0}`);
  if (o.layout !== undefined) items.push(`layout=${word(o.layout, 'layout')}`);
  if (o.columns !== undefined) items.push(`columns=${Number(o.columns) | 0}`);
  for (const key of ['flipped', 'coordinates', 'labels', 'legend', 'pieces']) {
    if (o[key] !== undefined) items.push(`${key}=${flag(o[key])}`);
  }
  if (o.theme !== undefined) items.push(`theme=${word(o.theme, 'theme')}`);
  for (const [name, colour] of Object.entries(o.colors ?? {})) {
    items.push(`color.${word(name, 'colour name')}=${word(colour, 'colour')}`);
  }
  if (o.lastmove !== undefined && o.lastmove !== null) {
    const m = o.lastmove;
    if (m === 'auto' || m === 'none') {
      items.push(`lastmove=${m}`);
    } else if (Array.isArray(m)) {
      items.push(`lastmove=${cell(m[0])},${cell(m[1])}`);
    } else {
      const { api } = lib();
      items.push(`lastmove=${cell(api.hdc_move_from(m))},${cell(api.hdc_move_to(m))}`);
    }
  }
  if (o.check === true || o.check === 'auto') items.push('check=auto');
  else if (o.check === 'none') items.push('check=none');
  else if (o.check !== undefined && o.check !== null && o.check !== false) items.push(`check=${cell(o.check)}`);
  if (o.select !== undefined && o.select !== null) items.push(`select=${cell(o.select)}`);
  const highlight = Array.isArray(o.highlight) ? o.highlight : Object.entries(o.highlight ?? {});
  for (const [c, colour] of highlight) {
    items.push(colour ? `highlight=${cell(c)}:${word(colour, 'colour')}` : `highlight=${cell(c)}`);
  }
  for (const c of o.marked ?? []) items.push(`marked=${cell(c)}`);
  for (const [from, to, colour] of o.arrows ?? []) {
    items.push(`arrow=${cell(from)},${cell(to)}${colour ? `:${word(colour, 'colour')}` : ''}`);
  }
  return items.join(' ');
}

/** The SVG document of a position (Position.svg calls this). */
export function positionSvg(pos, options = {}) {
  return callString(lib().api.hdc_position_svg, pos.ptr, svgOptionsText(pos, options));
}

/** One piece (an hdc_piece value: type + 32 * colour) as an SVG document,
 *  size x size pixels (default 45). */
export function pieceSvg(piece, { size } = {}) {
  if (!Number.isInteger(piece)) throw new TypeError('a piece is an hdc_piece value');
  return callString(lib().api.hdc_piece_svg, piece, size === undefined ? '' : `size=${Number(size) | 0}`);
}
