// memory.mjs - strings, out-parameters and caller buffers in the wasm heap.
//
// Every C call of the layer above passes its inputs and receives its
// outputs through heap memory.  A Frame hands out that memory and gives it
// all back in release(): small requests come from one arena allocated once
// (no malloc per call in the hot paths: perft, legal moves, make/unmake),
// large ones from malloc.  Frames nest like a stack (a search's progress
// callback opens frames while the search's own frame is open), so the arena
// is a bump pointer that release() rewinds to where the frame began.

import { lib } from './init.mjs';

const ARENA_BYTES = 1 << 16;
let arena = 0;
let top = 0;

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8');

export class Frame {
  constructor() {
    const { Module } = lib();
    if (arena === 0) {
      arena = Module._malloc(ARENA_BYTES);
      if (arena === 0) throw new Error('hdc: out of wasm memory');
    }
    this.Module = Module;
    this.start = top;
    this.big = null;
  }

  /** `bytes` bytes of zeroed heap memory, 8-byte aligned. */
  alloc(bytes) {
    const size = Math.max(8, (bytes + 7) & ~7);
    const M = this.Module;
    let ptr;
    if (top + size <= ARENA_BYTES) {
      ptr = arena + top;
      top += size;
    } else {
      ptr = M._malloc(size);
      if (ptr === 0) throw new Error(`hdc: out of wasm memory (${size} bytes)`);
      (this.big ??= []).push(ptr);
    }
    M.HEAPU8.fill(0, ptr, ptr + size);
    return ptr;
  }

  /** A NUL-terminated UTF-8 copy of a string (null stays NULL). */
  string(text) {
    if (text === null || text === undefined) return 0;
    if (typeof text !== 'string') {
      throw new TypeError(`expected a string, not ${typeof text}`);
    }
    const bytes = encoder.encode(text);
    const ptr = this.alloc(bytes.length + 1);
    this.Module.HEAPU8.set(bytes, ptr);
    return ptr;
  }

  i32(ptr) { return this.Module.HEAP32[ptr >> 2]; }
  u32(ptr) { return this.Module.HEAPU32[ptr >> 2]; }
  usize(ptr) { return this.Module.HEAPU32[ptr >> 2]; }
  i64(ptr) { return this.Module.HEAP64[ptr >> 3]; }
  u64(ptr) { return this.Module.HEAPU64[ptr >> 3]; }
  u32s(ptr, count) { return Array.from(this.Module.HEAPU32.subarray(ptr >> 2, (ptr >> 2) + count)); }
  i32s(ptr, count) { return Array.from(this.Module.HEAP32.subarray(ptr >> 2, (ptr >> 2) + count)); }

  /** Give back everything allocated since the frame began. */
  release() {
    if (this.big) for (const p of this.big) this.Module._free(p);
    this.big = null;
    top = this.start;
  }
}

/** Run fn(frame) with a frame released afterwards, whatever happens. */
export function withFrame(fn) {
  const f = new Frame();
  try {
    return fn(f);
  } finally {
    f.release();
  }
}

/** A NUL-terminated UTF-8 string of the heap (a library-owned message). */
export function readCString(ptr) {
  if (!ptr) return '';
  const heap = lib().Module.HEAPU8;
  let end = ptr;
  while (heap[end] !== 0) end++;
  return decoder.decode(heap.subarray(ptr, end));
}

/** The UTF-16 index of a byte offset into the UTF-8 form of text: what
 *  the library's error offsets become for JavaScript strings. */
export function charOffset(text, byteOffset) {
  if (typeof text !== 'string') return byteOffset;
  const bytes = encoder.encode(text);
  return decoder.decode(bytes.subarray(0, Math.min(byteOffset, bytes.length))).length;
}
