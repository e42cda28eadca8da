// errors.mjs - HdcError, and the calls that turn statuses into it.
//
// Every failed libhdc call leaves its status, a message and a byte offset
// as the last error (hdc.h: "Last error"), handle or not, so one place
// reads them all.

import { lib } from './init.mjs';
import { ENUMS, HDC_OK, HDC_ERR_BUFFER_TOO_SMALL } from '../dist/hdc_capi.mjs';
import { withFrame, readCString, charOffset } from './memory.mjs';

const STATUS_NAMES = new Map(Object.entries(ENUMS.hdc_status_code).map(([k, v]) => [v, k]));

/** The name of a status code ("HDC_ERR_SYNTAX"), or its number as text. */
export function statusName(status) {
  return STATUS_NAMES.get(status) ?? String(status);
}

/**
 * A libhdc call failed.  `status` is the C status code (an HDC_ERR_*
 * value), `statusName` its name, `message` the library's message and
 * `offset` the position in the text concerned (a JavaScript string index),
 * or null when no text was involved.
 */
export class HdcError extends Error {
  constructor(status, message, offset = null) {
    const { api } = lib();
    const text = message || readCString(api.hdc_status_string(status));
    super(offset === null ? text : `${text} (at offset ${offset})`);
    this.name = 'HdcError';
    this.status = status;
    this.statusName = statusName(status);
    this.offset = offset;
    this.detail = text;
  }
}

/**
 * The error of a call that returned `status`: the last error's message and
 * offset when they belong to it.  `text` is the input string whose byte
 * offsets the library reports.
 */
export function errorFor(status, text = null) {
  const { api } = lib();
  let message = null;
  let offset = null;
  if (api.hdc_last_error_status() === status) {
    message = readCString(api.hdc_last_error_message());
    const at = api.hdc_last_error_offset();
    if (at >= 0n) offset = charOffset(text, Number(at));
  }
  return new HdcError(status, message, offset);
}

/** Throw unless status is HDC_OK.  No need to clear the last error
 *  before a call: every failing call sets it, so right after a failure it
 *  is that failure's. */
export function check(status, text = null) {
  if (status !== HDC_OK) throw errorFor(status, text);
}

/**
 * A string result under the caller-buffer convention (buf, cap, needed as
 * the last three arguments): a first try with a small buffer, a second with
 * exactly the size the library asked for.  String arguments are passed as
 * C strings.
 */
export function callString(fn, ...given) {
  return withFrame((f) => {
    const args = given.map((a) => (typeof a === 'string' ? f.string(a) : a));
    // The text an error's byte offset points into (svg options, a name).
    const text = given.findLast((a) => typeof a === 'string') ?? null;
    const needed = f.alloc(4);
    let cap = 256;
    for (let attempt = 0; attempt < 2; attempt++) {
      const buf = f.alloc(cap);
      const st = fn(...args, buf, cap, needed);
      if (st === HDC_OK) return readCString(buf);
      if (st !== HDC_ERR_BUFFER_TOO_SMALL) throw errorFor(st, text);
      cap = f.usize(needed);
    }
    throw new HdcError(HDC_ERR_BUFFER_TOO_SMALL, 'the size the library asked for did not do');
  });
}

/** A list of 32-bit values under the convention (buf, cap, count last). */
export function callList(fn, args, { signed = false, cap = 256 } = {}) {
  return withFrame((f) => {
    const count = f.alloc(4);
    for (let attempt = 0; attempt < 2; attempt++) {
      const buf = f.alloc(cap * 4);
      const st = fn(...args, buf, cap, count);
      const n = f.usize(count);
      if (st === HDC_OK) return signed ? f.i32s(buf, n) : f.u32s(buf, n);
      if (st !== HDC_ERR_BUFFER_TOO_SMALL) throw errorFor(st);
      cap = n;
    }
    throw new HdcError(HDC_ERR_BUFFER_TOO_SMALL, 'the size the library asked for did not do');
  });
}
