// engine.mjs - Engine: the library's search, with limits and an info
// callback.
//
// WebAssembly runs single-threaded here: a search holds the JavaScript
// thread until it ends, so it stops by its limits, by the info callback's
// return value (or an Engine.stop() from inside the callback), or by the
// page terminating the Worker it runs in.  threads > 1 is refused by the
// library (HDC_ERR_UNSUPPORTED).

import { lib } from './init.mjs';
import { Handle } from './handle.mjs';
import { HdcError, check } from './errors.mjs';
import { withFrame } from './memory.mjs';
import { Position } from './position.mjs';
import * as C from '../dist/hdc_capi.mjs';

const LIMITS = {
  depth: C.HDC_LIMIT_DEPTH,
  nodes: C.HDC_LIMIT_NODES,
  movetime: C.HDC_LIMIT_MOVETIME,
  wtime: C.HDC_LIMIT_WTIME,
  btime: C.HDC_LIMIT_BTIME,
  winc: C.HDC_LIMIT_WINC,
  binc: C.HDC_LIMIT_BINC,
  movestogo: C.HDC_LIMIT_MOVESTOGO,
  mate: C.HDC_LIMIT_MATE,
  infinite: C.HDC_LIMIT_INFINITE,
};

// One progress trampoline for every engine, installed on first use and
// kept for the module's life: it finds the searching Engine by the handle
// the library passes, in a map that holds engines only while they search
// (a closure per engine in the wasm table would keep every engine alive).
const searching = new Map();
let trampoline = 0;

function progressTrampoline() {
  if (trampoline === 0) {
    const sig = C.CALLBACKS.hdc_engine_progress_fn.signature;
    trampoline = lib().Module.addFunction((enginePtr, depth) => {
      const engine = searching.get(enginePtr);
      return engine ? engine._progress(depth) : 0;
    }, sig);
  }
  return trampoline;
}

function limitValue(name, value) {
  if (name === 'infinite') return value ? 1n : 0n;
  if (typeof value === 'bigint') return value;
  if (!Number.isInteger(value)) {
    throw new TypeError(`limit ${name} must be an integer, not ${String(value)}`);
  }
  return BigInt(value);
}

export class Engine extends Handle {
  #info = null;       // the running search's info callback
  #infoError = null;  // what it threw (the search stops, search() rethrows)
  #position = null;   // the running search's position (SAN of the lines)
  #options = { hash: 16, threads: 1, multipv: 1, skill: C.HDC_MAX_SKILL };

  /** A new engine; options: hash (MiB), threads (1 here), multipv, skill. */
  constructor(options = {}) {
    const { api } = lib();
    const ptr = withFrame((f) => {
      const out = f.alloc(4);
      check(api.hdc_engine_new(out));
      return f.u32(out);
    });
    super(ptr, 'hdc_engine_free', 'Engine');
    try {
      this.setOptions(options);
    } catch (e) {
      this.free();
      throw e;
    }
  }

  /** Change options: { hash, threads, multipv, skill }. */
  setOptions({ hash, threads, multipv, skill } = {}) {
    const { api } = lib();
    const set = (name, fn, value) => {
      if (value === undefined) return;
      if (!Number.isInteger(value)) throw new TypeError(`${name} must be an integer`);
      check(fn(this.ptr, value));
      this.#options[name] = value;
    };
    set('hash', api.hdc_engine_set_hash, hash);
    set('threads', api.hdc_engine_set_threads, threads);
    set('multipv', api.hdc_engine_set_multipv, multipv);
    set('skill', api.hdc_engine_set_skill, skill);
  }

  /** The current options. */
  get options() { return { ...this.#options }; }

  /** Forget what earlier searches learnt (call it at a new game). */
  clear() { check(lib().api.hdc_engine_clear(this.ptr)); }

  /** Ask the running search to stop: from inside the info callback. */
  stop() { check(lib().api.hdc_engine_stop(this.ptr)); }

  /** Static evaluation of a position, centipawns for the side to move. */
  evaluate(position) {
    const ptr = this.ptr;
    return withFrame((f) => {
      const out = f.alloc(4);
      check(lib().api.hdc_engine_evaluate(ptr, position.ptr, out));
      return f.i32(out);
    });
  }

  /**
   * Search a position (not changed) and return { move, san, score, mate,
   * depth, seldepth, nodes, timeMs, pv, lines }.  limits: depth, nodes,
   * movetime (ms), wtime, btime, winc, binc, movestogo, mate, infinite;
   * info(result) is called after each iteration with the same shape, and
   * a truthy return value stops the search.
   */
  search(position, limits = {}, info = null) {
    if (!(position instanceof Position)) throw new TypeError('search() needs a Position');
    if (info !== null && typeof info !== 'function') throw new TypeError('info must be a function');
    const { api } = lib();
    const ptr = this.ptr;
    const pos = position.ptr;
    if (this.#info !== null) throw new HdcError(C.HDC_ERR_BUSY, 'this engine is already searching');
    check(api.hdc_engine_clear_limits(ptr));
    for (const [name, value] of Object.entries(limits)) {
      if (value === undefined || value === null) continue;
      if (!(name in LIMITS)) {
        throw new TypeError(`unknown limit '${name}'; known: ${Object.keys(LIMITS).join(', ')}`);
      }
      check(api.hdc_engine_set_limit(ptr, LIMITS[name], limitValue(name, value)));
    }
    this.#info = info ?? (() => false);
    this.#position = position;
    this.#infoError = null;
    searching.set(ptr, this);
    try {
      check(api.hdc_engine_set_progress(ptr, progressTrampoline(), 0));
      const best = withFrame((f) => {
        const out = f.alloc(4);
        check(api.hdc_engine_search(ptr, pos, out));
        return f.u32(out);
      });
      if (this.#infoError !== null) throw this.#infoError;
      return this.#result(best);
    } finally {
      api.hdc_engine_set_progress(ptr, 0, 0);
      searching.delete(ptr);
      this.#info = null;
      this.#position = null;
      this.#infoError = null;
    }
  }

  /** @internal Called by the trampoline after each iteration. */
  _progress(depth) {
    if (depth <= 0 || this.#infoError !== null) return 0;
    try {
      return this.#info(this.#result(null)) ? 1 : 0;
    } catch (e) {
      this.#infoError = e;  // stop, and rethrow from search()
      return 1;
    }
  }

  /** Every line of the last iteration; `best` (a move) overrides line 0's
   *  first move when the engine played another (skill < 20). */
  #result(best) {
    const { api } = lib();
    const ptr = this.ptr;
    const pos = this.#position;
    const lines = withFrame((f) => {
      const out = f.alloc(4);
      check(api.hdc_engine_line_count(ptr, out));
      const count = f.i32(out);
      const res = [];
      const cap = C.HDC_MAX_PV;
      const v = f.alloc(48);
      const pv = f.alloc(cap * 4);
      for (let i = 0; i < count; i++) {
        check(api.hdc_engine_line(ptr, i, v, v + 4, v + 8, v + 12, v + 16, v + 24, pv, cap, v + 32));
        const kind = f.i32(v + 4);
        const moves = f.u32s(pv, f.usize(v + 32));
        res.push({
          move: moves.length ? moves[0] : null,
          score: kind === C.HDC_SCORE_CP ? f.i32(v) : null,
          mate: kind === C.HDC_SCORE_MATE ? f.i32(v) : null,
          depth: f.i32(v + 8),
          seldepth: f.i32(v + 12),
          nodes: Number(f.u64(v + 16)),
          timeMs: Number(f.i64(v + 24)),
          pv: moves,
        });
      }
      return res;
    });
    const top = lines.find((l) => best !== null && l.move === best) ?? lines[0] ?? null;
    const result = top
      ? { ...top, lines }
      : { move: null, score: null, mate: null, depth: 0, seldepth: 0, nodes: 0, timeMs: 0, pv: [], lines };
    if (best !== null && best !== C.HDC_MOVE_NULL && result.move !== best) {
      result.move = best;
      result.pv = [best];
    }
    result.san = result.move !== null && pos ? pos.san(result.move) : null;
    return result;
  }

  /** Release the engine (not from inside its own info callback). */
  free() {
    if (this.#info !== null) throw new HdcError(C.HDC_ERR_BUSY, 'cannot free an engine while it searches');
    super.free();
  }
}
