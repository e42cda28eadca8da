// app.mjs - the libhdc playground: play 3D and hexagonal chess in a browser.
//
// Everything about the rules comes from the library (bindings/js/src, the
// wasm build): legal moves, SAN, position text, game records, the result,
// and the picture itself (Position.svg).  This file only keeps the game
// (a start position and the moves played), turns clicks into moves and
// talks to the engine, which runs in a Web Worker (engine-worker.mjs)
// because a search blocks the thread it runs on.
//
// Cells under a click are found through the SVG's data-cell attributes
// (docs/PICTURES.md: every cell and every piece carries one), never by
// recomputing the geometry of the layouts.

import {
  init, Position, readGames, writeGame, moveInfo, variants, variant as variantInfo,
  pieceSvg, HdcError,
} from './hdc/src/index.mjs';

const $ = (id) => document.getElementById(id);

// data-cell holds ASCII names ("e4-IV"); the library's cellName() writes
// an en dash ("e4–IV").  Compare in the ASCII form.
const ascii = (name) => name.replace(/\u2013/g, '-');

const REASONS = {
  checkmate: 'checkmate',
  stalemate: 'stalemate',
  insufficient_material: 'insufficient material',
  seventyfive_moves: 'the 75-move rule',
  fivefold_repetition: 'fivefold repetition',
  threefold_repetition: 'threefold repetition',
  fifty_moves: 'the 50-move rule',
};

const state = {
  variant: 'hdc',
  start: '',        // position text of the game's first position
  moves: [],        // { move, san, coord } for every ply played
  ply: 0,           // how many of them the board shows
  selected: null,   // ASCII name of the selected cell
  targets: new Map(), // target cell -> legal moves of the selected piece
  hint: null,       // { from, to } drawn as an arrow
  claimed: null,    // the outcome of a draw claimed after the last move
  layout: 'grid',
  theme: 'brown',
  flipped: false,
};
let pos = null;     // the Position after state.ply moves

// ---- messages --------------------------------------------------------------

function say(text, error = false) {
  const el = $('message');
  el.textContent = text;
  el.classList.toggle('error', error);
}

function errorText(e) {
  // HdcError carries the library's message; anything else is a bug here,
  // shown rather than swallowed.
  return e instanceof HdcError ? e.message : `unexpected error: ${e.message}`;
}

// ---- the game --------------------------------------------------------------

function rebuild() {
  pos?.free();
  pos = Position.fromText(state.variant, state.start);
  for (let i = 0; i < state.ply; i++) pos.push(state.moves[i].move);
}

function atEnd() { return state.ply === state.moves.length; }

function newGame(variantName, startText = null) {
  stopEngine();
  state.variant = variantName;
  if (startText === null) {
    const p = new Position(variantName);
    startText = p.text();
    p.free();
  }
  state.start = startText;
  // An example in the move box, in this variant's notation, from its
  // start position (one from the position played could give a hint away).
  const sample = new Position(variantName);
  // A knight move when there is one: the clearest example in every variant.
  const legal = sample.legalMoves();
  const first = legal.find((m) => sample.san(m).startsWith('N')) ?? legal[0];
  $('move-input').placeholder = first === undefined ? 'Type a move'
    : `Type a move: ${sample.san(first)} or ${sample.coord(first)}`;
  sample.free();
  state.moves = [];
  state.ply = 0;
  state.claimed = null;
  clearSelection();
  state.hint = null;
  rebuild();
  $('engine-info').textContent = '\u00a0';
  $('variant').value = variantName;
  $('layout').disabled = variantName === 'cescacs';   // one flat hexagon, no layers
  render();
}

function play(move) {
  stopEngine();
  // Playing while looking at an earlier position starts a new line there.
  state.moves.length = state.ply;
  state.claimed = null;
  const san = pos.san(move);
  const coord = pos.coord(move);
  pos.push(move);
  state.moves.push({ move, san, coord });
  state.ply = state.moves.length;
  clearSelection();
  state.hint = null;
  say('');
  render();
  maybeEngineMove();
}

function goTo(ply) {
  ply = Math.max(0, Math.min(state.moves.length, ply));
  if (ply === state.ply) return;
  stopEngine();
  state.ply = ply;
  clearSelection();
  state.hint = null;
  rebuild();
  render();
}

function undo() {
  if (state.moves.length === 0) return;
  stopEngine();
  state.claimed = null;
  state.moves.pop();
  // Against the engine, take back its reply too, so it is the player's turn.
  const side = $('engine-side').value;
  if ((side === 'white' || side === 'black') && state.moves.length > 0 &&
      sideToMove(state.moves.length) === side) {
    state.moves.pop();
  }
  state.ply = state.moves.length;
  clearSelection();
  state.hint = null;
  rebuild();
  say('');
  render();
}

function sideToMove(ply) {
  // The colour to move after `ply` moves of this game.
  const startsWhite = state.start.split(/\s+/)[1] !== 'b';
  return (ply % 2 === 0) === startsWhite ? 'white' : 'black';
}

function gameOver() {
  return pos.status().reason !== null || (state.claimed !== null && atEnd());
}

// ---- clicks on the board ----------------------------------------------------

function clearSelection() {
  state.selected = null;
  state.targets = new Map();
}

function select(name) {
  clearSelection();
  let moves;
  try {
    moves = pos.legalMovesFrom(pos.parseCell(name));
  } catch (e) {
    say(errorText(e), true);
    return;
  }
  if (moves.length === 0) return;
  state.selected = name;
  for (const m of moves) {
    const to = ascii(pos.cellName(moveInfo(m).to));
    if (!state.targets.has(to)) state.targets.set(to, []);
    state.targets.get(to).push(m);
  }
}

async function onCell(name) {
  if (engineBusy && engineTask === 'move') {
    say('The engine is thinking (Stop interrupts it).');
    return;
  }
  if (gameOver()) {
    say('The game is over: New game, or go back in the move list.');
    return;
  }
  const moves = state.selected !== null ? state.targets.get(name) : undefined;
  if (moves) {
    // Several moves to one cell are promotions: the player picks the piece.
    const move = moves.length === 1 ? moves[0] : await choosePromotion(moves);
    if (move !== null) play(move);
    return;
  }
  // A second click on the selected piece, or a click on an empty cell or
  // on a piece that cannot move, drops the selection.
  if (name === state.selected) clearSelection();
  else select(name);
  render();
}

function choosePromotion(moves) {
  const dialog = $('promotion');
  const box = $('promotion-choices');
  const kinds = variantInfo(state.variant).pieces;
  const colour = pos.turn === 'white' ? 0 : 1;
  box.replaceChildren();
  for (const m of moves) {
    const type = moveInfo(m).promotion;
    const kind = kinds.find((k) => k.type === type);
    const b = document.createElement('button');
    b.type = 'submit';
    b.value = String(m);
    b.dataset.piece = kind.letter;
    b.title = kind.name;
    b.innerHTML = pieceSvg(type + 32 * colour, { size: 56 });
    b.append(kind.name);
    box.append(b);
  }
  dialog.returnValue = '';
  dialog.showModal();
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => {
      const v = dialog.returnValue;
      resolve(v && v !== 'cancel' ? Number(v) : null);
    }, { once: true });
  });
}

// ---- drawing ----------------------------------------------------------------

// The grid layout takes a number of columns: pick the one that draws the
// layers largest in the space the board has (a wide window: one or two
// rows; a narrow one: more rows).  The picture sizes come from the library
// (the width and height of its SVG), measured once per variant.
const gridSizes = new Map();   // variant -> [[columns, width, height], ...]

function gridColumns() {
  if (!gridSizes.has(state.variant)) {
    const sizes = [];
    for (let c = 1; c <= pos.dimensions().layers; c++) {
      const head = pos.svg({ layout: 'grid', columns: c, pieces: false }).slice(0, 600);
      const m = /width="(\d+)" height="(\d+)"/.exec(head);
      if (m) sizes.push([c, Number(m[1]), Number(m[2])]);
    }
    gridSizes.set(state.variant, sizes);
  }
  const box = $('board');
  const w = box.clientWidth - 24;
  const h = box.clientHeight - 24;
  let best = null;
  let bestScale = 0;
  for (const [c, sw, sh] of gridSizes.get(state.variant)) {
    const scale = Math.min(w / sw, h / sh);
    if (scale > bestScale * 1.02) {   // ties go to fewer columns (one wide row reads well)
      best = c;
      bestScale = scale;
    }
  }
  return best;
}

let drawnColumns = null;

function render() {
  const options = {
    layout: state.layout,
    theme: state.theme,
    flipped: state.flipped,
    lastmove: 'auto',
    check: 'auto',
  };
  if (state.selected !== null) options.select = state.selected;
  if (state.hint) options.arrows = [[state.hint.from, state.hint.to]];
  drawnColumns = null;
  if (state.layout === 'grid' && state.variant !== 'cescacs') {
    drawnColumns = gridColumns();
    if (drawnColumns !== null) options.columns = drawnColumns;
  }
  $('board').innerHTML = pos.svg(options);
  renderStatus();
  renderMoves();
  $('back').disabled = $('first').disabled = state.ply === 0;
  $('forward').disabled = $('last').disabled = atEnd();
  $('undo').disabled = state.moves.length === 0;
  const over = gameOver();
  $('engine-move').disabled = over || engineBusy;
  $('hint').disabled = over || engineBusy;
  $('stop').disabled = !engineBusy;
  $('board').classList.toggle('busy', engineBusy);
  document.body.dataset.ply = String(state.ply);
}

function renderStatus() {
  const el = $('status');
  const st = pos.status();
  $('claim').hidden = true;
  if (st.reason !== null || (state.claimed !== null && atEnd())) {
    const out = st.reason !== null ? pos.outcome() : state.claimed;
    const who = out.winner ? `${out.winner === 'white' ? 'White' : 'Black'} wins` : 'Draw';
    el.textContent = `${out.result}  ${who} by ${REASONS[out.reason] ?? out.reason}`;
    el.classList.add('over');
    document.body.dataset.result = out.result;
    return;
  }
  el.classList.remove('over');
  delete document.body.dataset.result;
  let text = `${pos.turn === 'white' ? 'White' : 'Black'} to move`;
  if (pos.inCheck()) text += ': check';
  const claim = pos.outcome({ claimDraw: true });
  if (claim && atEnd()) {
    $('claim').textContent = `Claim a draw by ${REASONS[claim.reason]}`;
    $('claim').hidden = false;
  }
  if (!atEnd()) text += `  (move ${state.ply} of ${state.moves.length})`;
  el.textContent = text;
}

function renderMoves() {
  const list = $('moves');
  list.replaceChildren();
  const blackFirst = sideToMove(0) === 'black';
  const firstNumber = Number(state.start.split(/\s+/)[5]) || 1;
  let li = null;
  state.moves.forEach((m, i) => {
    const k = i + (blackFirst ? 1 : 0);   // index in a white-black pairing
    if (k % 2 === 0 || li === null) {
      li = document.createElement('li');
      const num = document.createElement('span');
      num.className = 'num';
      num.textContent = `${firstNumber + Math.floor(k / 2)}.`;
      li.append(num);
      if (k % 2 === 1) li.append(document.createElement('span'));   // "1. ... e5"
      list.append(li);
    }
    const b = document.createElement('button');
    b.textContent = m.san;
    b.dataset.ply = String(i + 1);
    b.title = m.coord;
    if (i + 1 === state.ply) b.classList.add('current');
    li.append(b);
  });
  list.querySelector('.current')?.scrollIntoView({ block: 'nearest' });
}

// ---- the engine (a Web Worker) ------------------------------------------------

let worker = null;
let engineBusy = false;
let engineTask = null;   // 'move' or 'hint'
let taskId = 0;

function startWorker() {
  worker = new Worker(new URL('./engine-worker.mjs', import.meta.url), { type: 'module' });
  worker.onmessage = ({ data }) => onEngineMessage(data);
  worker.onerror = (e) => {
    engineBusy = false;
    say(`engine worker: ${e.message ?? 'failed to load'}`, true);
    render();
  };
}

function stopEngine() {
  if (!engineBusy) return;
  // A search only stops at its limits: end the worker, start a fresh one.
  worker.terminate();
  engineBusy = false;
  engineTask = null;
  $('engine-info').textContent = 'stopped';
  startWorker();
}

function askEngine(task) {
  if (engineBusy || gameOver()) return;
  engineBusy = true;
  engineTask = task;
  taskId += 1;
  worker.postMessage({
    id: taskId,
    variant: state.variant,
    start: state.start,
    moves: state.moves.slice(0, state.ply).map((m) => m.coord),
    movetime: Number($('movetime').value),
    skill: Number($('skill').value),
  });
  $('engine-info').textContent = task === 'hint' ? 'looking for a hint...' : 'thinking...';
  render();
}

function scoreText(d) {
  // From white's side, as chess programs show it: +1.00 = a pawn up for
  // white, #3 = white mates in 3, #-3 = black does.
  const sign = d.white ? 1 : -1;
  if (d.mate !== null && d.mate !== undefined) return `#${sign * d.mate}`;
  if (d.score !== null && d.score !== undefined) {
    const v = sign * d.score;
    return `${v > 0 ? '+' : ''}${(v / 100).toFixed(2)}`;
  }
  return '';
}

function onEngineMessage(d) {
  if (d.type === 'ready') return;
  if (d.id !== taskId || !engineBusy) return;   // an answer for a game since changed
  if (d.type === 'info') {
    $('engine-info').textContent = `depth ${d.depth}  ${scoreText(d)}  ${d.san ?? ''}`;
    return;
  }
  const task = engineTask;
  engineBusy = false;
  engineTask = null;
  if (d.type === 'error') {
    say(`engine: ${d.message}`, true);
    render();
    return;
  }
  $('engine-info').textContent =
    `depth ${d.depth}, ${d.nodes} nodes, ${scoreText(d)}: ${d.pv.join(' ')}`;
  let move;
  try {
    move = pos.parse(d.coord);
  } catch (e) {
    say(`engine move ${d.coord}: ${errorText(e)}`, true);
    render();
    return;
  }
  if (task === 'hint') {
    const info = moveInfo(move);
    state.hint = { from: ascii(pos.cellName(info.from)), to: ascii(pos.cellName(info.to)) };
    say(`Hint: ${d.san}`);
    render();
  } else {
    play(move);
  }
}

function maybeEngineMove() {
  const side = $('engine-side').value;
  if (!atEnd() || gameOver()) return;
  if (side === 'both' || side === pos.turn) askEngine('move');
}

// ---- typed moves, import and export --------------------------------------------

function onTypedMove(event) {
  event.preventDefault();
  const input = $('move-input');
  const text = input.value.trim();
  if (!text) return;
  if (gameOver()) {
    say('The game is over.', true);
    return;
  }
  let move;
  try {
    move = pos.parse(text);   // SAN or coordinates
  } catch (e) {
    say(`"${text}": ${errorText(e)}`, true);
    return;
  }
  input.value = '';
  play(move);
}

function fullGamePosition() {
  const p = Position.fromText(state.variant, state.start);
  for (const m of state.moves) p.push(m.move);
  return p;
}

function exportText() {
  $('io').value = pos.text();
  say('The position text of the board shown.');
}

function exportRecord() {
  const p = fullGamePosition();
  try {
    const tags = { Event: 'libhdc playground', Date: new Date().toISOString().slice(0, 10).replace(/-/g, '.') };
    // A claimed draw is the players' decision, not the position's: the
    // record says so through its Result tag.
    if (state.claimed !== null) tags.Result = state.claimed.result;
    $('io').value = writeGame(p, tags);
    say('The game record of the whole game.');
  } catch (e) {
    say(errorText(e), true);
  } finally {
    p.free();
  }
}

function importText() {
  const text = $('io').value.trim();
  // The text of another variant than the one chosen is recognised (each
  // variant's reader refuses the others' board sizes); the error shown is
  // the chosen variant's.
  const order = [state.variant, ...variants().map((v) => v.name).filter((n) => n !== state.variant)];
  let firstError = null;
  for (const name of order) {
    let p;
    try {
      p = Position.fromText(name, text);
    } catch (e) {
      firstError ??= e;
      continue;
    }
    const normal = p.text();
    p.free();
    const switched = name !== state.variant;
    newGame(name, normal);
    say(switched ? `Position imported (${variantInfo(name).title}).` : 'Position imported.');
    maybeEngineMove();
    return;
  }
  say(`position text (${state.variant}): ${errorText(firstError)}`, true);
}

function importRecord() {
  const text = $('io').value;
  let games;
  try {
    games = readGames(text, { variant: state.variant });
  } catch (e) {
    say(`game record: ${errorText(e)}`, true);
    return;
  }
  if (games.length === 0) {
    say('No game in that text.', true);
    return;
  }
  // The first game: its last position, walked back to its first one to
  // find the start text, then forward again to write each move's SAN.
  const game = games[0];
  const p = game.position();
  try {
    const history = p.history();
    for (let i = 0; i < history.length; i++) p.pop();
    newGame(game.variant, p.text());
    for (const m of history) {
      state.moves.push({ move: m, san: p.san(m), coord: p.coord(m) });
      p.push(m);
    }
    state.ply = state.moves.length;
    rebuild();
    render();
    say(`Game imported: ${game.tag('White') ?? '?'} - ${game.tag('Black') ?? '?'}, ${history.length} moves${games.length > 1 ? ` (the first of ${games.length} games)` : ''}.`);
  } catch (e) {
    say(`game record: ${errorText(e)}`, true);
  } finally {
    p.free();
    for (const g of games) g.free();
  }
}

// ---- start ---------------------------------------------------------------------

async function main() {
  await init();
  const select = $('variant');
  for (const v of variants()) {
    const o = document.createElement('option');
    o.value = v.name;
    o.textContent = v.title;
    select.append(o);
  }
  startWorker();

  select.addEventListener('change', () => { newGame(select.value); say(''); maybeEngineMove(); });
  $('new-game').addEventListener('click', () => { newGame(state.variant); say(''); maybeEngineMove(); });
  $('layout').addEventListener('change', (e) => { state.layout = e.target.value; render(); });
  $('theme').addEventListener('change', (e) => { state.theme = e.target.value; render(); });
  $('flip').addEventListener('click', () => { state.flipped = !state.flipped; render(); });
  $('board').addEventListener('click', (e) => {
    const el = e.target.closest('[data-cell]');
    if (el) onCell(el.dataset.cell);
  });
  $('engine-side').addEventListener('change', () => { stopEngine(); render(); maybeEngineMove(); });
  $('skill').addEventListener('input', (e) => { $('skill-value').textContent = e.target.value; });
  $('engine-move').addEventListener('click', () => askEngine('move'));
  $('hint').addEventListener('click', () => askEngine('hint'));
  $('stop').addEventListener('click', () => { stopEngine(); render(); });
  $('move-form').addEventListener('submit', onTypedMove);
  $('moves').addEventListener('click', (e) => {
    const b = e.target.closest('button[data-ply]');
    if (b) goTo(Number(b.dataset.ply));
  });
  $('first').addEventListener('click', () => goTo(0));
  $('back').addEventListener('click', () => goTo(state.ply - 1));
  $('forward').addEventListener('click', () => goTo(state.ply + 1));
  $('last').addEventListener('click', () => goTo(state.moves.length));
  $('undo').addEventListener('click', undo);
  $('claim').addEventListener('click', () => {
    const claim = pos.outcome({ claimDraw: true });
    if (!claim || !atEnd()) return;
    stopEngine();
    state.claimed = claim;
    clearSelection();
    render();
  });
  $('export-text').addEventListener('click', exportText);
  $('export-record').addEventListener('click', exportRecord);
  $('import-text').addEventListener('click', importText);
  $('import-record').addEventListener('click', importRecord);
  document.addEventListener('keydown', (e) => {
    if (e.target.closest('input, textarea, select') || $('promotion').open) return;
    if (e.key === 'ArrowLeft') goTo(state.ply - 1);
    else if (e.key === 'ArrowRight') goTo(state.ply + 1);
    else if (e.key === 'Home') goTo(0);
    else if (e.key === 'End') goTo(state.moves.length);
    else return;
    e.preventDefault();
  });

  // A resized window may want another number of grid columns.
  new ResizeObserver(() => {
    if (pos !== null && drawnColumns !== null && gridColumns() !== drawnColumns) render();
  }).observe($('board'));

  newGame('hdc');
  document.body.dataset.ready = '1';   // for the browser test: the page is live
}

main().catch((e) => {
  $('board').textContent = `The library failed to load: ${e.message}`;
  console.error(e);
});
