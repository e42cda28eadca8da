// game.mjs - game records (PGN-like text): Game, readGames, writeGame.

import { lib } from './init.mjs';
import { Handle } from './handle.mjs';
import { HdcError, check, errorFor, callString, callList } from './errors.mjs';
import { withFrame, charOffset } from './memory.mjs';
import { Position } from './position.mjs';
import * as C from '../dist/hdc_capi.mjs';

const encoder = new TextEncoder();

function newGame(f, variant) {
  const out = f.alloc(4);
  check(lib().api.hdc_game_new(f.string(variant), out));
  return f.u32(out);
}

export class Game extends Handle {
  /** An empty game at the variant's start position, standard tags set. */
  constructor(variant = 'hdc', _ptr = 0) {
    super(_ptr || withFrame((f) => newGame(f, variant)), 'hdc_game_free', 'Game');
  }

  /** A game whose moves are the position's history. */
  static fromPosition(position) {
    const ptr = withFrame((f) => {
      const out = f.alloc(4);
      check(lib().api.hdc_game_from_position(position.ptr, out));
      return f.u32(out);
    });
    return new Game(null, ptr);
  }

  get variant() { return callString(lib().api.hdc_game_variant, this.ptr); }

  /** The value of a tag, or undefined when the game has no such tag. */
  tag(name) {
    try {
      return callString(lib().api.hdc_game_tag, this.ptr, String(name));
    } catch (e) {
      if (e instanceof HdcError && e.status === C.HDC_ERR_NOT_FOUND) return undefined;
      throw e;
    }
  }

  /** Set a tag (null removes it). */
  setTag(name, value) {
    const ptr = this.ptr;
    withFrame((f) => check(lib().api.hdc_game_set_tag(ptr, f.string(name), f.string(value))));
  }

  /** The tags as [name, value] pairs, in the order they are written. */
  tags() {
    const { api } = lib();
    const ptr = this.ptr;
    const count = withFrame((f) => {
      const out = f.alloc(4);
      check(api.hdc_game_tag_count(ptr, out));
      return f.usize(out);
    });
    const names = [];
    for (let i = 0; i < count; i++) names.push(callString(api.hdc_game_tag_name, ptr, i));
    return names.map((n) => [n, this.tag(n)]);
  }

  /** The moves of the main line (move values). */
  moves() { return callList(lib().api.hdc_game_moves, [this.ptr]); }

  /** A new Position at the end of the main line, its moves as history. */
  position() {
    const ptr = withFrame((f) => {
      const out = f.alloc(4);
      check(lib().api.hdc_game_position(this.ptr, out));
      return f.u32(out);
    });
    return Position._own(ptr);
  }

  /** Append a move (value or text) to the main line. */
  play(move) {
    let value = move;
    if (typeof move === 'string') {
      const pos = this.position();
      try { value = pos.parse(move); } finally { pos.free(); }
    }
    check(lib().api.hdc_game_play(this.ptr, value));
  }

  /** The record text. */
  write() { return callString(lib().api.hdc_game_write, this.ptr); }
}

/**
 * Every game of a record text, in order, as Game objects (the caller
 * frees them).  A record without a Variant tag is read as `variant`.
 * Errors carry the offset into `text`.
 */
export function readGames(text, { variant = 'hdc' } = {}) {
  if (typeof text !== 'string') throw new TypeError('readGames() needs a string');
  const { api, Module } = lib();
  const bytes = encoder.encode(text);
  const games = [];
  const buf = Module._malloc(bytes.length + 1);
  if (!buf) throw new HdcError(C.HDC_ERR_NO_MEMORY, 'no wasm memory for the record text');
  try {
    Module.HEAPU8.set(bytes, buf);
    Module.HEAPU8[buf + bytes.length] = 0;
    let at = 0;
    for (;;) {
      const game = new Game(variant);
      let used = 0;
      const st = withFrame((f) => {
        const consumed = f.alloc(4);
        const s = api.hdc_game_read(game.ptr, buf + at, consumed);
        used = f.usize(consumed);
        return s;
      });
      if (st === C.HDC_ERR_NO_GAME) {
        game.free();
        break;
      }
      if (st !== C.HDC_OK) {
        const err = errorFor(st);
        const off = Number(api.hdc_game_error_offset(game.ptr));
        if (off >= 0) {
          err.offset = charOffset(text, at + off);
          err.message = `${err.detail} (at offset ${err.offset})`;
        }
        game.free();
        for (const g of games) g.free();
        throw err;
      }
      games.push(game);
      if (used === 0) {
        // Never loop on a reader that took nothing (hdc.h promises it
        // does not happen).
        for (const g of games) g.free();
        throw new HdcError(C.HDC_ERR_SYNTAX, 'hdc_game_read consumed nothing');
      }
      at += used;
      if (at >= bytes.length) break;
    }
  } finally {
    Module._free(buf);
  }
  return games;
}

/**
 * The record text of a Game, or of a Position's history from its start,
 * with `tags` ({ name: value }, null removes) set or replaced.  Neither
 * argument is changed.
 */
export function writeGame(source, tags = {}) {
  let game;
  if (source instanceof Position) {
    game = Game.fromPosition(source);
  } else if (source instanceof Game) {
    if (Object.keys(tags).length === 0) return source.write();
    // A copy with the whole tree: the game read back from its own record.
    [game] = readGames(source.write());
  } else {
    throw new TypeError('writeGame() takes a Game or a Position');
  }
  try {
    for (const [name, value] of Object.entries(tags)) {
      game.setTag(name, value === null || value === undefined ? null : String(value));
    }
    return game.write();
  } finally {
    game.free();
  }
}
