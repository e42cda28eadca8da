// index.mjs - libhdc for JavaScript: the package's entry point.
//
//   import { init, Position } from 'libhdc';
//   await init();
//   const pos = new Position('raumschach');
//   pos.push('Nc3'); ...; pos.free();
//
// Everything but init() needs the library loaded: await init() once.

import { lib } from './init.mjs';
import { readCString } from './memory.mjs';

export { init } from './init.mjs';
export { HdcError, statusName } from './errors.mjs';
export { Position, moveInfo } from './position.mjs';
export { Engine } from './engine.mjs';
export { Game, readGames, writeGame } from './game.mjs';
export { variants, variant, variantNames, Variant } from './variants.mjs';
export { pieceSvg, svgOptionsText } from './svg.mjs';
export * as C from '../dist/hdc_capi.mjs';

/** "MAJOR.MINOR.PATCH" of the library loaded. */
export function version() {
  return readCString(lib().api.hdc_version());
}

/** Bytes malloc holds in the wasm heap now (for leak checks: the heap
 *  itself never shrinks). */
export function heapAllocated() {
  return lib().Module._hdcjs_heap_allocated() >>> 0;
}
