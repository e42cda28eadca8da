// variants.mjs - the variants the library plays and what they are made of.

import { lib } from './init.mjs';
import { check, callString, callList } from './errors.mjs';
import { withFrame } from './memory.mjs';
import { Handle } from './handle.mjs';

/**
 * A variant as a library handle: a built-in, or a game read from an HVD
 * description (docs/VARIANTS.md).  Positions made of it keep it alive in
 * the library, so free() may come whenever the program likes.
 */
export class Variant extends Handle {
  constructor(ptr) {
    super(ptr, 'hdc_variant_unref', 'Variant');
  }

  /** The variant of a description; HdcError (line and column) if bad. */
  static fromText(text) {
    if (typeof text !== 'string') throw new TypeError('a description must be a string');
    const { api } = lib();
    return new Variant(withFrame((f) => {
      const out = f.alloc(4);
      const bytes = new TextEncoder().encode(text).length;
      check(api.hdc_variant_from_text(f.string(text), bytes, out), text);
      return f.u32(out);
    }));
  }

  /** A built-in by any of its names ("hdc", "C'escacs"). */
  static builtin(name) {
    const { api } = lib();
    return new Variant(withFrame((f) => {
      const out = f.alloc(4);
      check(api.hdc_variant_builtin(f.string(name), out));
      return f.u32(out);
    }));
  }

  get name() { return callString(lib().api.hdc_variant_get_name, this.ptr); }

  get title() { return callString(lib().api.hdc_variant_get_title, this.ptr); }

  /** The Variant tag of its game records. */
  get recordName() { return callString(lib().api.hdc_variant_get_record_name, this.ptr); }

  /** The description in canonical HVD. */
  get text() { return callString(lib().api.hdc_variant_text, this.ptr); }
}

/** The variant names, in the library's order ("hdc" first). */
export function variantNames() {
  const { api } = lib();
  const names = [];
  for (let i = 0; i < api.hdc_variant_count(); i++) names.push(callString(api.hdc_variant_name, i));
  return names;
}

/** One variant: { name, title, dimensions, pieces: [{ type, letter, name }] }. */
export function variant(name) {
  const { api } = lib();
  const title = callString(api.hdc_variant_title, name);
  const dimensions = withFrame((f) => {
    const p = f.alloc(16);
    check(api.hdc_variant_dimensions(f.string(name), p, p + 4, p + 8, p + 12));
    const [files, ranks, layers, cells] = f.i32s(p, 4);
    return { files, ranks, layers, cells };
  });
  const types = withFrame((f) => callList(api.hdc_variant_piece_types, [f.string(name)], { signed: true, cap: 32 }));
  const pieces = types.map((type) => ({
    type,
    letter: callString(api.hdc_variant_piece_letter, name, type),
    name: callString(api.hdc_variant_piece_name, name, type),
  }));
  // Any spelling names a variant ("C'escacs"): report the library's own.
  const canonical = variantNames().find((n) => callString(api.hdc_variant_title, n) === title);
  return { name: canonical, title, dimensions, pieces };
}

/** Every variant, "hdc" first. */
export function variants() {
  return variantNames().map(variant);
}
