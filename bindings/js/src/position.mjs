// position.mjs - Position: a position of a variant and its history.
//
// Moves are numbers: the hdc_move values of hdc.h (a move's value only
// has meaning for the position it was generated in).  Where a move is
// taken, its text (SAN or coordinates) is taken too.

import { lib } from './init.mjs';
import { Handle } from './handle.mjs';
import { HdcError, check, errorFor, callString, callList } from './errors.mjs';
import { withFrame } from './memory.mjs';
import { positionSvg } from './svg.mjs';
import { Variant } from './variants.mjs';
import * as C from '../dist/hdc_capi.mjs';

const REASONS = {
  [C.HDC_STATUS_CHECKMATE]: 'checkmate',
  [C.HDC_STATUS_STALEMATE]: 'stalemate',
  [C.HDC_STATUS_INSUFFICIENT_MATERIAL]: 'insufficient_material',
  [C.HDC_STATUS_SEVENTYFIVE_MOVES]: 'seventyfive_moves',
  [C.HDC_STATUS_FIVEFOLD_REPETITION]: 'fivefold_repetition',
};
const DRAW_RESULT = { cescacs: '1-1' };
const WINNERS = { [C.HDC_WHITE]: 'white', [C.HDC_BLACK]: 'black' };

function moveValue(move) {
  if (!Number.isInteger(move) || move < 0 || move > 0xffffffff) {
    throw new TypeError(`a move is a 32-bit move value or its text, not ${String(move)}`);
  }
  return move;
}

/** What a move value is made of (pure: no position needed). */
export function moveInfo(move) {
  const { api } = lib();
  const m = moveValue(move);
  return {
    from: api.hdc_move_from(m),
    to: api.hdc_move_to(m),
    promotion: api.hdc_move_promotion(m),
    kind: api.hdc_move_kind(m),
    castling: api.hdc_move_castling(m),
    capture: api.hdc_move_is_capture(m) !== 0,
  };
}

export class Position extends Handle {
  /**
   * The start position of a variant ("hdc", "raumschach", "3d8l",
   * "cescacs", or a record's Variant tag), or, with `text`, the position
   * that position text describes.
   */
  constructor(variant = 'hdc', text = undefined, _ptr = 0) {
    let ptr = _ptr;
    if (ptr === 0) {
      const { api } = lib();
      ptr = withFrame((f) => {
        const out = f.alloc(4);
        const noText = text === undefined || text === null;
        let st;
        if (variant instanceof Variant) {
          // A Variant handle (Variant.fromText): the position holds it.
          st = noText ? api.hdc_position_new_from_variant(variant.ptr, out)
            : api.hdc_position_from_variant_text(variant.ptr, f.string(text), out);
        } else {
          st = noText ? api.hdc_position_new(f.string(variant), out)
            : api.hdc_position_from_text(f.string(variant), f.string(text), out);
        }
        check(st, text);
        return f.u32(out);
      });
    }
    super(ptr, 'hdc_position_free', 'Position');
  }

  /** A position of `variant` read from position text. */
  static fromText(variant, text) {
    if (typeof text !== 'string') throw new TypeError('position text must be a string');
    return new Position(variant, text);
  }

  /** @internal A Position owning a handle the library made. */
  static _own(ptr) {
    return new Position(null, null, ptr);
  }

  #int(fn, ...args) {
    const ptr = this.ptr;
    return withFrame((f) => {
      const out = f.alloc(8);
      check(fn(ptr, ...args, out));
      return f.i32(out);
    });
  }

  /** An independent copy, history included. */
  clone() {
    const { api } = lib();
    const ptr = this.ptr;
    return Position._own(withFrame((f) => {
      const out = f.alloc(4);
      check(api.hdc_position_clone(ptr, out));
      return f.u32(out);
    }));
  }

  get variant() { return callString(lib().api.hdc_position_variant, this.ptr); }

  /** The position text (RULES.md). */
  text() { return callString(lib().api.hdc_position_text, this.ptr); }

  /** Replace the position by the one text describes (history cleared). */
  setText(text) {
    const ptr = this.ptr;
    withFrame((f) => check(lib().api.hdc_position_set_text(ptr, f.string(text)), text));
  }

  /** { files, ranks, layers, cells }. */
  dimensions() {
    const ptr = this.ptr;
    return withFrame((f) => {
      const p = f.alloc(16);
      check(lib().api.hdc_position_dimensions(ptr, p, p + 4, p + 8, p + 12));
      const [files, ranks, layers, cells] = f.i32s(p, 4);
      return { files, ranks, layers, cells };
    });
  }

  /** 'white' or 'black': the side to move. */
  get turn() {
    return WINNERS[this.#int(lib().api.hdc_position_side_to_move)];
  }

  cellName(cell) { return callString(lib().api.hdc_position_cell_name, this.ptr, cell); }

  parseCell(name) {
    const ptr = this.ptr;
    return withFrame((f) => {
      const out = f.alloc(4);
      check(lib().api.hdc_position_parse_cell(ptr, f.string(name), out), name);
      return f.i32(out);
    });
  }

  /** The piece on a cell: 0 for none, else type + 32 * colour (hdc.h). */
  pieceAt(cell) { return this.#int(lib().api.hdc_position_piece_at, cell); }

  /** The 64-bit Zobrist key, a BigInt. */
  key() {
    const ptr = this.ptr;
    return withFrame((f) => {
      const out = f.alloc(8);
      check(lib().api.hdc_position_key(ptr, out));
      return f.u64(out);
    });
  }

  /** Every legal move (move values), grouped by source cell. */
  legalMoves() {
    return callList(lib().api.hdc_position_legal_moves, [this.ptr], { cap: 512 });
  }

  /** The legal moves of the piece on `cell`. */
  legalMovesFrom(cell) {
    return callList(lib().api.hdc_position_legal_moves_from, [this.ptr, cell]);
  }

  inCheck() { return this.#int(lib().api.hdc_position_in_check) !== 0; }

  /** Play a move: a move value or its text (SAN or coordinates).
   *  Returns the move value played. */
  push(move) {
    const value = typeof move === 'string' ? this.parse(move) : moveValue(move);
    check(lib().api.hdc_position_play(this.ptr, value));
    return value;
  }

  /** Take back the last move; returns it. */
  pop() {
    const { api } = lib();
    const ptr = this.ptr;
    const last = withFrame((f) => {
      const out = f.alloc(8);
      check(api.hdc_position_history_length(ptr, out));
      const n = f.usize(out);
      if (n === 0) throw new HdcError(C.HDC_ERR_NO_HISTORY, 'no move to take back');
      check(api.hdc_position_history_move(ptr, n - 1, out));
      return f.u32(out);
    });
    check(api.hdc_position_undo(ptr));
    return last;
  }

  /** The moves played, oldest first (move values). */
  history() {
    const { api } = lib();
    const ptr = this.ptr;
    return withFrame((f) => {
      const out = f.alloc(8);
      check(api.hdc_position_history_length(ptr, out));
      const n = f.usize(out);
      const moves = new Array(n);
      for (let i = 0; i < n; i++) {
        check(api.hdc_position_history_move(ptr, i, out));
        moves[i] = f.u32(out);
      }
      return moves;
    });
  }

  /** Move notation for people ("Df4–VI", "O-O", "e8–II=Q+"). */
  san(move) { return callString(lib().api.hdc_position_move_san, this.ptr, moveValue(move)); }

  /** Coordinate notation ("e2IVe4IV"). */
  coord(move) { return callString(lib().api.hdc_position_move_coord, this.ptr, moveValue(move)); }

  #parse(fn, text) {
    const ptr = this.ptr;
    return withFrame((f) => {
      const out = f.alloc(4);
      const st = fn(ptr, f.string(text), out);
      if (st !== C.HDC_OK) {
        const err = errorFor(st, text);
        if (st === C.HDC_ERR_AMBIGUOUS_MOVE) {
          err.candidates = lib().api.hdc_position_error_candidates(ptr);
        }
        throw err;
      }
      return f.u32(out);
    });
  }

  /** The legal move a text names, in SAN or coordinates. */
  parse(text) { return this.#parse(lib().api.hdc_position_parse_move, text); }
  parseSan(text) { return this.#parse(lib().api.hdc_position_parse_san, text); }
  parseCoord(text) { return this.#parse(lib().api.hdc_position_parse_coord, text); }

  /** { status, reason, winner }: status an HDC_STATUS_* value, reason null
   *  while the game goes on, winner 'white' / 'black' / null. */
  status() {
    const ptr = this.ptr;
    return withFrame((f) => {
      const p = f.alloc(8);
      check(lib().api.hdc_position_status(ptr, p, p + 4));
      const status = f.i32(p);
      return { status, reason: REASONS[status] ?? null, winner: WINNERS[f.i32(p + 4)] ?? null };
    });
  }

  /** The result text: "1-0", "0-1", "1/2-1/2", "*" (C'escacs: "3-0", ...). */
  result() { return callString(lib().api.hdc_position_result, this.ptr); }

  /** Draws the side to move may claim: HDC_CLAIM_* bits. */
  claimable() { return this.#int(lib().api.hdc_position_claimable) >>> 0; }

  /**
   * null while the game goes on, else { winner, reason, result }; with
   * claimDraw a draw the side to move may claim ends it too (reason
   * 'threefold_repetition' or 'fifty_moves').
   */
  outcome({ claimDraw = false } = {}) {
    const { status, reason, winner } = this.status();
    if (status !== C.HDC_STATUS_ONGOING) return { winner, reason, result: this.result() };
    if (claimDraw) {
      const claims = this.claimable();
      const draw = DRAW_RESULT[this.variant] ?? '1/2-1/2';
      if (claims & C.HDC_CLAIM_THREEFOLD_REPETITION) {
        return { winner: null, reason: 'threefold_repetition', result: draw };
      }
      if (claims & C.HDC_CLAIM_FIFTY_MOVES) {
        return { winner: null, reason: 'fifty_moves', result: draw };
      }
    }
    return null;
  }

  /**
   * Leaves of the legal move tree of `depth` plies (a BigInt).  By default
   * the last ply is counted, not played (bulk counting); { full: true }
   * plays and takes back every move down to the leaves.
   */
  perft(depth, { full = false } = {}) {
    const { api } = lib();
    const ptr = this.ptr;
    return withFrame((f) => {
      const out = f.alloc(8);
      check((full ? api.hdc_position_perft_full : api.hdc_position_perft)(ptr, depth, out));
      return f.u64(out);
    });
  }

  /**
   * The position as an SVG document (hdc_position_svg): options as the
   * library's option text or an object (src/svg.mjs, docs/PICTURES.md):
   * { layout: 'stack', lastmove: 'auto', check: 'auto', select: 'e2-IV' }.
   */
  svg(options = {}) { return positionSvg(this, options); }

  toString() { return this.freed ? '[Position (freed)]' : this.text(); }
}
