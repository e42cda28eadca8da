#!/usr/bin/env python3
"""gen_js.py - write the low-level JavaScript binding of libhdc from hdc.h.

Run by bindings/js/build.sh:

    gen_js.py include/hdc.h OUTDIR

writes into OUTDIR:
  hdc_capi.mjs    the constants (#define, enums, ENUMS), FUNCTIONS (every
                  HDC_API function with the wasm kind of its result and of
                  each argument, and its C prototype), CALLBACKS (each
                  callback typedef with its addFunction signature) and
                  bind(Module), which wraps the exported functions of an
                  instantiated hdc.wasm with the conversions wasm32 needs;
  hdc_capi.d.ts   TypeScript declarations of the same;
  exports.json    the -sEXPORTED_FUNCTIONS list for emcc: every HDC_API
                  function, plus what the JS layer needs from the C runtime.

The header is read by bindings/header_model.py, the reader the Python
generator uses too, so both bindings declare the same functions with the
same types.

Kinds (wasm32, emcc -sWASM_BIGINT):
  i32 u32      32-bit integers (int32_t and enums; uint32_t, hdc_move):
               JS numbers; u32 results are made unsigned with >>> 0
  usize        size_t: 32 bits on wasm32, a JS number
  i64 u64      int64_t / uint64_t: BigInt (arguments go through BigInt())
  ptr          any pointer: a byte address into the wasm heap (a number);
               FUNCTIONS says what it points to (`to`), so the layer above
               knows how to allocate and read an out-parameter
  fn           a callback typedef: a table index made by addFunction with
               the CALLBACKS signature
  void         no result
"""

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from header_model import HeaderError, read_header  # noqa: E402

# What the hand-written layer needs beyond hdc.h: the C allocator (strings
# and out-parameters live in the wasm heap) and the allocator statistic of
# glue/hdcjs_glue.c (the memory tests).
RUNTIME_EXPORTS = ['_malloc', '_free', '_hdcjs_heap_allocated']

_SCALAR_KINDS = {
    'int8_t': 'i32', 'int16_t': 'i32', 'int32_t': 'i32', 'int': 'i32',
    'signed int': 'i32', 'signed': 'i32', 'short': 'i32', 'char': 'i32',
    'uint8_t': 'u32', 'uint16_t': 'u32', 'uint32_t': 'u32', 'unsigned': 'u32',
    'unsigned int': 'u32', 'bool': 'i32', '_Bool': 'i32',
    'int64_t': 'i64', 'long long': 'i64', 'uint64_t': 'u64', 'unsigned long long': 'u64',
    # wasm32: size_t, long and the pointer-sized types are 32 bits.
    'size_t': 'usize', 'uintptr_t': 'usize', 'unsigned long': 'usize',
    'ssize_t': 'i32', 'intptr_t': 'i32', 'ptrdiff_t': 'i32', 'long': 'i32',
    'double': 'f64', 'float': 'f32',
}

# addFunction signature letters of the kinds.
_SIG = {'i32': 'i', 'u32': 'i', 'usize': 'i', 'ptr': 'i', 'fn': 'i',
        'i64': 'j', 'u64': 'j', 'f64': 'd', 'f32': 'f', 'void': 'v'}

# TypeScript types of the kinds.
_TS = {'i32': 'number', 'u32': 'number', 'usize': 'number', 'ptr': 'number',
       'fn': 'number', 'i64': 'bigint', 'u64': 'bigint', 'f64': 'number',
       'f32': 'number', 'void': 'void'}


class Unsupported(Exception):
    pass


def kind_of(header, ctype):
    """(kind, what it points to or None) of a CType, for wasm32."""
    if ctype.depth == 0:
        if ctype.kind == 'void':
            return 'void', None
        if ctype.base in header.callbacks:
            return 'fn', ctype.base
        base = header.scalar_base(ctype.base)
        if base not in _SCALAR_KINDS:
            raise Unsupported(f"no wasm kind for type '{ctype.base}'")
        return _SCALAR_KINDS[base], None
    # Pointers: describe the pointee, so the layer above can allocate and
    # read out-parameters without looking at the header again.
    const = 'const ' if ctype.const else ''
    if ctype.kind == 'void':
        to = 'void'
    elif ctype.kind == 'char':
        to = 'char'
    elif ctype.kind == 'handle':
        to = ctype.base
    else:
        to, _ = kind_of(header, type(ctype)(ctype.base, ctype.kind, ctype.pyexpr, 0, False))
    to = const + to + '*' * (ctype.depth - 1)
    return 'ptr', to


def model(header):
    functions = []
    for name, _ret, _params, proto in header.functions:
        ret, args = header.signatures[name]
        try:
            rkind, rto = kind_of(header, ret)
            argk = []
            for aname, atype in args:
                k, to = kind_of(header, atype)
                argk.append({'name': aname, 'kind': k, **({'to': to} if to else {})})
        except Unsupported as e:
            raise HeaderError(header.path, 0, f"{name}: {e}") from None
        functions.append({'name': name, 'ret': rkind, **({'retTo': rto} if rto else {}),
                          'args': argk, 'proto': proto})
    callbacks = {}
    for name, (ret, params) in header.callbacks.items():
        rk, _ = kind_of(header, ret)
        kinds = [kind_of(header, p)[0] for p in params]
        callbacks[name] = {'ret': rk, 'args': kinds,
                           'signature': _SIG[rk] + ''.join(_SIG[k] for k in kinds)}
    return functions, callbacks


def _arg_expr(arg, var):
    k = arg['kind']
    if k in ('i64', 'u64'):
        return f'BigInt({var})'
    if k in ('u32', 'usize'):
        return f'{var} >>> 0'
    if k in ('i32', 'ptr', 'fn'):
        return f'{var} | 0'
    return var


def _ret_expr(kind, call):
    if kind in ('u32', 'usize'):
        return f'{call} >>> 0'
    if kind == 'u64':
        return f'BigInt.asUintN(64, {call})'
    if kind == 'i64':
        return f'BigInt.asIntN(64, {call})'
    return call


def render_mjs(header, functions, callbacks):
    out = []
    w = out.append
    w('// Low-level declarations of libhdc for WebAssembly (wasm32, -sWASM_BIGINT).')
    w('//')
    w(f'// GENERATED by bindings/js/gen_js.py from {os.path.basename(header.path)}.')
    w('// Do not edit: rebuild instead.  The JavaScript API is src/index.mjs.')
    w('')
    w('// ---- #define constants ----')
    for name, value in header.defines.items():
        w(f'export const {name} = {json.dumps(value)};')
    w('')
    w('// ---- enum constants ----')
    for name, value, _tag in header.enum_order:
        w(f'export const {name} = {value};')
    w('')
    w('export const ENUMS = Object.freeze({')
    for tag, members in header.enums.items():
        w(f'  {json.dumps(tag)}: Object.freeze({{')
        for name in members:
            w(f'    {name},')
        w('  }),')
    w('});')
    w('')
    w('// Every HDC_API function: result kind, arguments (name, kind, and for')
    w('// pointers what they point to), C prototype.')
    w('export const FUNCTIONS = Object.freeze({')
    for f in functions:
        w(f'  {f["name"]}: {json.dumps({k: v for k, v in f.items() if k != "name"})},')
    w('});')
    w('')
    w('// Callback typedefs: the addFunction signature of each.')
    w('export const CALLBACKS = Object.freeze(' + json.dumps(callbacks) + ');')
    w('')
    w('// The functions emcc must export (build.sh passes them as')
    w('// -sEXPORTED_FUNCTIONS; exports.json holds the same list).')
    w('export const EXPORTS = Object.freeze(' + json.dumps(
        ['_' + f['name'] for f in functions] + RUNTIME_EXPORTS) + ');')
    w('')
    w('/**')
    w(' * Wrap the exports of an instantiated module: one function per HDC_API')
    w(' * function, taking and returning the kinds above (numbers, BigInts for')
    w(' * 64-bit integers, heap addresses for pointers).  A function the module')
    w(' * lacks (a wasm older than this header) throws when called, naming it;')
    w(' * `missing` lists them.')
    w(' */')
    w('export function bind(Module) {')
    w('  const api = {};')
    w('  const missing = [];')
    w('  const get = (name) => {')
    w("    const fn = Module['_' + name];")
    w("    if (typeof fn === 'function') return fn;")
    w('    missing.push(name);')
    w('    return () => {')
    w('      throw new Error(`${name} is declared in hdc.h but not exported by this hdc.wasm`);')
    w('    };')
    w('  };')
    for f in functions:
        names = [f'a{i}' for i in range(len(f['args']))]
        call = 'c(' + ', '.join(_arg_expr(a, v) for a, v in zip(f['args'], names)) + ')'
        w(f'  {{ const c = get({json.dumps(f["name"])}); '
          f'api.{f["name"]} = ({", ".join(names)}) => {_ret_expr(f["ret"], call)}; }}')
    w('  return { api, missing };')
    w('}')
    return '\n'.join(out) + '\n'


def render_dts(header, functions, callbacks):
    out = []
    w = out.append
    w(f'// GENERATED by bindings/js/gen_js.py from {os.path.basename(header.path)}: do not edit.')
    for name, value in header.defines.items():
        w(f'export declare const {name}: {json.dumps(value)};')
    for name, value, _tag in header.enum_order:
        w(f'export declare const {name}: {value};')
    w('export declare const ENUMS: { readonly [tag: string]: { readonly [name: string]: number } };')
    w('export interface FunctionInfo { ret: string; retTo?: string; '
      'args: { name: string; kind: string; to?: string }[]; proto: string }')
    w('export declare const FUNCTIONS: { readonly [name: string]: FunctionInfo };')
    w('export declare const CALLBACKS: { readonly [name: string]: '
      '{ ret: string; args: string[]; signature: string } };')
    w('export declare const EXPORTS: readonly string[];')
    w('export interface CApi {')
    for f in functions:
        params = ', '.join(f'{a["name"]}: {_TS[a["kind"]] if a["kind"] not in ("i64", "u64") else "bigint | number"}'
                           for a in f['args'])
        w(f'  /** {f["proto"]} */')
        w(f'  {f["name"]}({params}): {_TS[f["ret"]]};')
    w('}')
    w('export declare function bind(Module: object): { api: CApi; missing: string[] };')
    return '\n'.join(out) + '\n'


def write(path, text):
    tmp = path + '.tmp'
    with open(tmp, 'w', encoding='utf-8') as f:
        f.write(text)
    os.replace(tmp, path)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('header')
    ap.add_argument('outdir')
    args = ap.parse_args(argv)
    try:
        header = read_header(args.header)
        functions, callbacks = model(header)
    except HeaderError as e:
        print(f"gen_js.py: {e}", file=sys.stderr)
        return 1
    os.makedirs(args.outdir, exist_ok=True)
    write(os.path.join(args.outdir, 'hdc_capi.mjs'), render_mjs(header, functions, callbacks))
    write(os.path.join(args.outdir, 'hdc_capi.d.ts'), render_dts(header, functions, callbacks))
    write(os.path.join(args.outdir, 'exports.json'),
          json.dumps(['_' + f['name'] for f in functions] + RUNTIME_EXPORTS) + '\n')
    return 0


if __name__ == '__main__':
    sys.exit(main())
