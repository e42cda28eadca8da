// handle.mjs - ownership of a C handle by a JavaScript object.
//
// free() releases it at once (and [Symbol.dispose] for `using`); a
// FinalizationRegistry frees what the program forgot, later.  The pointer
// is zeroed on free, so a second free() is a no-op and a use after free()
// is an HdcError (HDC_ERR_NULL), never a call on freed memory.

import { lib } from './init.mjs';
import { HdcError } from './errors.mjs';
import { HDC_ERR_NULL } from '../dist/hdc_capi.mjs';

// Held value: [free function name, pointer]; the registry token is the
// owner, so free() can unregister it and the pointer is freed once.
const registry = typeof FinalizationRegistry === 'function'
  ? new FinalizationRegistry(([freeName, ptr]) => { lib().api[freeName](ptr); })
  : null;

export class Handle {
  #ptr = 0;
  #freeName;
  #kind;

  constructor(ptr, freeName, kind) {
    this.#ptr = ptr;
    this.#freeName = freeName;
    this.#kind = kind;
    if (registry) registry.register(this, [freeName, ptr], this);
  }

  /** The C pointer; HdcError after free(). */
  get ptr() {
    if (this.#ptr === 0) {
      throw new HdcError(HDC_ERR_NULL, `this ${this.#kind} was freed`);
    }
    return this.#ptr;
  }

  /** True once free() was called. */
  get freed() {
    return this.#ptr === 0;
  }

  /** Release the C handle now (a second call does nothing). */
  free() {
    const ptr = this.#ptr;
    if (ptr === 0) return;
    this.#ptr = 0;
    if (registry) registry.unregister(this);
    lib().api[this.#freeName](ptr);
  }
}

if (typeof Symbol.dispose === 'symbol') {
  Handle.prototype[Symbol.dispose] = function dispose() { this.free(); };
}
