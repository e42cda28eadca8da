// Type declarations of the libhdc package (src/index.mjs), checked by
// `npx tsc --noEmit -p tsconfig.json` against test/types/usage.ts.

/** A move: the hdc_move value of hdc.h (a 32-bit unsigned integer), with
 *  meaning only for the position it was generated in. */
export type Move = number;
export type Color = 'white' | 'black';

export interface InitOptions {
  /** The bytes of hdc.wasm, when the caller already has them. */
  wasmBinary?: ArrayBuffer | Uint8Array;
  /** Where the browser fetches hdc.wasm from (emscripten's locateFile). */
  locateFile?: (name: string, prefix: string) => string;
}

/** Load the library: one promise for every caller. */
export function init(options?: InitOptions): Promise<unknown>;

/** "MAJOR.MINOR.PATCH" of the library loaded. */
export function version(): string;
/** Bytes malloc holds in the wasm heap now. */
export function heapAllocated(): number;

/** A failed libhdc call. */
export class HdcError extends Error {
  /** The C status code (an HDC_ERR_* value, negative). */
  readonly status: number;
  /** Its name, "HDC_ERR_SYNTAX". */
  readonly statusName: string;
  /** Index into the text concerned, null when no text was involved. */
  offset: number | null;
  /** The library's message without the offset. */
  readonly detail: string;
  /** After HDC_ERR_AMBIGUOUS_MOVE: how many legal moves matched. */
  candidates?: number;
}
export function statusName(status: number): string;

export interface MoveInfo {
  from: number;
  to: number;
  promotion: number;
  kind: number;
  castling: number;
  capture: boolean;
}
export function moveInfo(move: Move): MoveInfo;

export interface Dimensions {
  files: number;
  ranks: number;
  layers: number;
  cells: number;
}

export type Reason =
  | 'checkmate' | 'stalemate' | 'insufficient_material'
  | 'seventyfive_moves' | 'fivefold_repetition'
  | 'threefold_repetition' | 'fifty_moves';

export interface Status {
  /** An HDC_STATUS_* value. */
  status: number;
  reason: Reason | null;
  winner: Color | null;
}

export interface Outcome {
  winner: Color | null;
  reason: Reason;
  result: string;
}

/** Shared by every object owning a C handle. */
export class Handle {
  /** True once free() was called. */
  readonly freed: boolean;
  /** Release the C handle now (a second call does nothing). */
  free(): void;
  [Symbol.dispose](): void;
}

export class Position extends Handle {
  constructor(variant?: string | Variant, text?: string);
  static fromText(variant: string | Variant, text: string): Position;
  readonly variant: string;
  readonly turn: Color;
  clone(): Position;
  text(): string;
  setText(text: string): void;
  dimensions(): Dimensions;
  cellName(cell: number): string;
  parseCell(name: string): number;
  pieceAt(cell: number): number;
  key(): bigint;
  legalMoves(): Move[];
  legalMovesFrom(cell: number): Move[];
  inCheck(): boolean;
  /** Play a move (value, SAN or coordinates); returns its value. */
  push(move: Move | string): Move;
  pop(): Move;
  history(): Move[];
  san(move: Move): string;
  coord(move: Move): string;
  parse(text: string): Move;
  parseSan(text: string): Move;
  parseCoord(text: string): Move;
  status(): Status;
  result(): string;
  claimable(): number;
  outcome(options?: { claimDraw?: boolean }): Outcome | null;
  perft(depth: number, options?: { full?: boolean }): bigint;
  /** The position as an SVG document (hdc_position_svg). */
  svg(options?: SvgOptions | string): string;
}

/** A cell: its index or its name ("e4-IV", "e4–IV", "Cc3", "F7"). */
export type Cell = number | string;

/** The options of hdc_position_svg (docs/PICTURES.md), by name. */
export interface SvgOptions {
  size?: number;
  layout?: 'grid' | 'row' | 'stack';
  columns?: number;
  flipped?: boolean;
  coordinates?: boolean;
  labels?: boolean;
  legend?: boolean;
  pieces?: boolean;
  theme?: 'brown' | 'blue' | 'green';
  colors?: Record<string, string>;
  lastmove?: 'auto' | 'none' | Move | [Cell, Cell] | null;
  check?: 'auto' | 'none' | boolean | Cell | null;
  select?: Cell | null;
  highlight?: Record<string, string> | [Cell, string?][];
  marked?: Cell[];
  arrows?: [Cell, Cell, string?][];
}
/** The option text an options object stands for. */
export function svgOptionsText(position: Position, options?: SvgOptions | string): string;
/** One piece (type + 32 * colour) as an SVG document. */
export function pieceSvg(piece: number, options?: { size?: number }): string;

export interface EngineOptions {
  hash?: number;
  threads?: number;
  multipv?: number;
  skill?: number;
}

export interface SearchLimits {
  depth?: number;
  nodes?: number | bigint;
  /** Milliseconds. */
  movetime?: number;
  wtime?: number;
  btime?: number;
  winc?: number;
  binc?: number;
  movestogo?: number;
  mate?: number;
  infinite?: boolean;
}

export interface Line {
  move: Move | null;
  score: number | null;
  mate: number | null;
  depth: number;
  seldepth: number;
  nodes: number;
  timeMs: number;
  pv: Move[];
}

export interface SearchResult extends Line {
  /** The move in SAN, null when there is none. */
  san: string | null;
  lines: Line[];
}

export class Engine extends Handle {
  constructor(options?: EngineOptions);
  setOptions(options: EngineOptions): void;
  readonly options: Required<EngineOptions>;
  clear(): void;
  stop(): void;
  evaluate(position: Position): number;
  search(position: Position, limits?: SearchLimits,
    info?: ((result: SearchResult) => unknown) | null): SearchResult;
}

export class Game extends Handle {
  constructor(variant?: string);
  static fromPosition(position: Position): Game;
  readonly variant: string;
  tag(name: string): string | undefined;
  setTag(name: string, value: string | null): void;
  tags(): [string, string | undefined][];
  moves(): Move[];
  position(): Position;
  play(move: Move | string): void;
  write(): string;
}

export function readGames(text: string, options?: { variant?: string }): Game[];
export function writeGame(source: Game | Position, tags?: Record<string, string | number | null>): string;

export interface PieceKind {
  type: number;
  letter: string;
  name: string;
}
export interface VariantInfo {
  name: string;
  title: string;
  dimensions: Dimensions;
  pieces: PieceKind[];
}
export function variantNames(): string[];
export function variant(name: string): VariantInfo;
export function variants(): VariantInfo[];

/** A variant handle: a built-in, or a game read from an HVD description
 * (docs/VARIANTS.md).  Positions made of it keep it alive. */
export class Variant {
  static fromText(text: string): Variant;
  static builtin(name: string): Variant;
  readonly name: string;
  readonly title: string;
  readonly recordName: string;
  readonly text: string;
  readonly freed: boolean;
  free(): void;
}

/** The constants of hdc.h (HDC_OK, HDC_ERR_*, HDC_STATUS_*, ...). */
export * as C from '../dist/hdc_capi.js';
