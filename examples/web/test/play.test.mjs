// play.test.mjs - the playground (examples/web/) in a real browser.
//
// Debian's chromium, headless, driven by npm puppeteer-core (pointed at the
// system browser: nothing is downloaded).  The moves are played the way a
// player plays them, by clicking cells of the library's SVG (found by their
// data-cell attributes) and the buttons of the promotion chooser; what the
// page shows (move list, status, exported text and record) is checked
// against the library itself, loaded here in node.
//
//   node --test examples/web/test/play.test.mjs   (after npm ci in examples/web/test)
//
// Environment:
//   HDC_PLAYGROUND_URL  the served page (default: this test starts
//                       examples/web/serve.mjs on a free port itself)
//   SCREENSHOT_DIR      where the screenshots go (default: a new temp dir)
//   CHROMIUM            the browser (default: chromium on PATH)
//
// Every wait has a timeout and the browser is closed in after(), so a
// broken page fails the test instead of hanging it.  Any page error,
// console.error or failed request fails it too.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { init, Position } from '../../../bindings/js/src/index.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const WAIT = 20_000;        // one page step (a click, a render)
const ENGINE_WAIT = 60_000; // an engine answer (0.3 s searches, a shared CPU)
const TEST = { timeout: 180_000 };   // a whole test, should a wait ever not end

// The scripted HDC game: white castles short (O-O, by clicking the king and
// its target g1-IV), black plays a pawn, white promotes on b8-I choosing the
// queen in the chooser, which mates (the king on h8-I is boxed in by its own
// pawns and the rook on a8-II).
const HDC_START = '7k/1P4pp/8/8/8/8/8/8|R7/6pp/8/8/8/8/8/8|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/4K2R|' +
  '8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|8/p7/8/8/8/8/8/8 w K - 0 1';

let browser = null;
let page = null;
let server = null;
let baseUrl = process.env.HDC_PLAYGROUND_URL ?? null;
const shots = process.env.SCREENSHOT_DIR || fs.mkdtempSync(path.join(os.tmpdir(), 'hdc-playground-'));
const problems = [];   // page errors, console errors, failed requests

function findChromium() {
  if (process.env.CHROMIUM) return process.env.CHROMIUM;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    for (const name of ['chromium', 'chromium-browser']) {
      const file = path.join(dir, name);
      if (fs.existsSync(file)) return file;
    }
  }
  throw new Error('no chromium on PATH (apt-get install chromium) and CHROMIUM not set');
}

function startServer() {
  // serve.mjs on port 0: the system picks a free port, the server prints it.
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(here, '..', 'serve.mjs'), '0'],
      { stdio: ['ignore', 'pipe', 'inherit'] });
    const timer = setTimeout(() => reject(new Error('serve.mjs did not start in 10 s')), 10_000);
    child.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
    child.stdout.on('data', (chunk) => {
      const m = /http:\/\/localhost:(\d+)\//.exec(String(chunk));
      if (m) {
        clearTimeout(timer);
        // A test killed from outside (timeout, Ctrl-C) takes its server along.
        for (const sig of ['SIGINT', 'SIGTERM']) {
          process.on(sig, () => { child.kill(); process.exit(130); });
        }
        process.on('exit', () => child.kill());
        resolve({ child, url: `http://localhost:${m[1]}/` });
      }
    });
  });
}

async function shot(name) {
  const file = path.join(shots, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

const cellSelector = (name) => `#board [data-cell="${name}"].cell`;

async function clickCell(name) {
  await page.waitForSelector(cellSelector(name), { timeout: WAIT });
  await page.click(cellSelector(name));
}

async function moveList() {
  return page.$$eval('#moves button', (bs) => bs.map((b) => b.textContent));
}

async function text(selector) {
  return page.$eval(selector, (el) => el.textContent.trim());
}

async function setIo(value) {
  await page.$eval('#io-panel', (d) => { d.open = true; });
  await page.$eval('#io', (el, v) => { el.value = v; }, value);
}

before(async () => {
  await init();
  if (baseUrl === null) {
    server = await startServer();
    baseUrl = server.url;
  }
  fs.mkdirSync(shots, { recursive: true });
  browser = await puppeteer.launch({
    executablePath: findChromium(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--hide-scrollbars', '--force-device-scale-factor=1'],
    protocolTimeout: 90_000,
    timeout: 30_000,
  });
  page = await browser.newPage();
  page.setDefaultTimeout(WAIT);
  await page.setViewport({ width: 1280, height: 800 });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console.error: ${m.text()}`); });
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()} ${r.failure()?.errorText}`));
  page.on('response', (r) => { if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`); });
  await page.goto(baseUrl, { timeout: WAIT, waitUntil: 'load' });
  await page.waitForSelector('body[data-ready]', { timeout: WAIT });
  console.log(`# ${await browser.version()}, page ${baseUrl}, screenshots in ${shots}`);
});

after(async () => {
  try {
    await browser?.close();
  } finally {
    server?.child.kill();
  }
});

test('the page loads the wasm and draws the HDC start position', TEST, async () => {
  assert.equal(await page.$$eval('#board .cell', (c) => c.length), 512);
  assert.equal(await page.$$eval('#board use.piece', (p) => p.length), 158);
  assert.match(await text('#status'), /^White to move/);
  await shot('01-start');
});

test('a selected knight shows its legal targets on several layers', TEST, async () => {
  await clickCell('b1-IV');
  const targets = await page.$$eval('#board .cell.target', (c) => c.map((e) => e.dataset.cell));
  const pos = new Position('hdc');
  const expected = pos.legalMovesFrom(pos.parseCell('b1-IV'))
    .map((m) => pos.coord(m).slice(4)).sort();
  pos.free();
  // Coordinates write cells compactly (c3III); data-cell as c3-III.
  assert.deepEqual(targets.map((c) => c.replace('-', '')).sort(), expected);
  const layers = new Set(targets.map((c) => c.split('-')[1]));
  assert.ok(layers.size >= 3, `targets on layers ${[...layers]}`);
  assert.equal(await page.$$eval('#board .cell.selected', (c) => c.map((e) => e.dataset.cell).join()), 'b1-IV');
  await clickCell('b1-IV');   // a second click drops the selection
  assert.equal(await page.$$eval('#board .cell.target', (c) => c.length), 0);
});

test('a bad typed move, position text or record gives a message, not a crash', TEST, async () => {
  await page.type('#move-input', 'Zz9');
  await page.click('#move-form button');
  await page.waitForSelector('#message.error', { timeout: WAIT });
  assert.match(await text('#message'), /Zz9/);
  assert.deepEqual(await moveList(), []);
  await page.$eval('#move-input', (el) => { el.value = ''; });

  // A Raumschach position text while HDC is chosen: recognised.  (No
  // engine: it would answer the imported position.)
  await page.select('#engine-side', 'none');
  const raum = new Position('raumschach');
  raum.push(raum.legalMoves()[0]);
  await setIo(raum.text());
  raum.free();
  await page.click('#import-text');
  await page.waitForFunction(() => document.querySelectorAll('#board .cell').length === 125, { timeout: WAIT });
  assert.equal(await page.$eval('#variant', (s) => s.value), 'raumschach');
  assert.match(await text('#status'), /^Black to move/);
  await page.click('#new-game');
  await page.select('#variant', 'hdc');
  await page.waitForFunction(() => document.querySelectorAll('#board .cell').length === 512, { timeout: WAIT });

  // Bad imports: the library's message (with its offset), the game kept.
  await setIo('8/8/8 w - - 0 1');
  await page.click('#import-text');
  await page.waitForFunction(() => /^position text \(hdc\): /.test(document.getElementById('message').textContent),
    { timeout: WAIT });
  assert.match(await text('#message'), /offset \d+/);
  await setIo('[Variant "HDC"]\n\n1. e4–IV Zz9 *\n');
  await page.click('#import-record');
  await page.waitForFunction(() => /^game record: /.test(document.getElementById('message').textContent),
    { timeout: WAIT });
  assert.match(await text('#message'), /offset \d+/);
  assert.equal(await page.$$eval('#board use.piece', (p) => p.length), 158);
  await page.$eval('#io-panel', (d) => { d.open = false; });
});

test('HDC: castling, a promotion through the chooser and mate, all by clicks', TEST, async () => {
  await page.select('#engine-side', 'none');
  await setIo(HDC_START);
  await page.click('#import-text');
  await page.waitForFunction(() => document.querySelectorAll('#board use.piece').length === 10, { timeout: WAIT });

  await clickCell('e1-IV');                 // the king: castling goes to g1-IV
  assert.ok(await page.$(`${cellSelector('g1-IV')}.target`), 'g1-IV is a target of the king');
  await clickCell('g1-IV');
  await page.waitForFunction(() => document.body.dataset.ply === '1', { timeout: WAIT });
  assert.ok(await page.$('#board use.piece.rook[data-cell="f1-IV"]'), 'the rook moved to f1-IV');

  await clickCell('a7-VIII');
  await clickCell('a6-VIII');
  await page.waitForFunction(() => document.body.dataset.ply === '2', { timeout: WAIT });

  await clickCell('b7-I');
  await clickCell('b8-I');                  // five moves to b8-I: the chooser opens
  await page.waitForSelector('#promotion[open]', { timeout: WAIT });
  const choices = await page.$$eval('#promotion-choices button', (bs) => bs.map((b) => b.dataset.piece));
  assert.deepEqual(choices.sort(), ['B', 'D', 'N', 'Q', 'R']);
  await shot('02-promotion-chooser');
  await page.click('#promotion-choices button[data-piece="Q"]');
  await page.waitForFunction(() => document.body.dataset.ply === '3', { timeout: WAIT });

  assert.deepEqual(await moveList(), ['O-O', 'a6–VIII', 'b8–I=Q#']);
  assert.equal(await page.$eval('body', (b) => b.dataset.result), '1-0');
  assert.match(await text('#status'), /1-0.*White wins by checkmate/);

  // The page's position text and record, against the library in node.
  const pos = Position.fromText('hdc', HDC_START);
  for (const m of ['O-O', 'a6-VIII', 'b8-I=Q']) pos.push(m);
  await page.click('#export-text');
  assert.equal(await page.$eval('#io', (el) => el.value), pos.text());
  pos.free();
  await page.click('#export-record');
  const record = await page.$eval('#io', (el) => el.value);
  assert.match(record, /\[Result "1-0"\]/);
  assert.match(record, /1\.\s+O-O\s+a6–VIII\s+2\.\s+b8–I=Q#\s+1-0/);
  await shot('03-checkmate');

  // A click on the board after the end only says so.
  await clickCell('f1-IV');
  assert.match(await text('#message'), /game is over/);

  // Navigation: the first move, then back to the end.
  await page.click('#moves button[data-ply="1"]');
  await page.waitForFunction(() => document.body.dataset.ply === '1', { timeout: WAIT });
  assert.match(await text('#status'), /Black to move/);
  await page.click('#first');
  await page.waitForFunction(() => document.body.dataset.ply === '0', { timeout: WAIT });
  await page.click('#last');
  await page.waitForFunction(() => document.body.dataset.ply === '3', { timeout: WAIT });

  // The record imported again gives the same game.
  await setIo(record);
  await page.click('#import-record');
  await page.waitForFunction(() => document.body.dataset.result === '1-0', { timeout: WAIT });
  assert.deepEqual(await moveList(), ['O-O', 'a6–VIII', 'b8–I=Q#']);
});

test('the engine replies from its Web Worker, gives a hint, and undo takes both back', TEST, async () => {
  await page.select('#engine-side', 'black');
  await page.$eval('#movetime', (s) => { s.value = '300'; });
  await page.click('#new-game');
  await page.waitForFunction(() => document.body.dataset.ply === '0', { timeout: WAIT });
  await clickCell('e2-IV');
  await clickCell('e4-IV');
  await page.waitForFunction(() => document.body.dataset.ply === '2', { timeout: ENGINE_WAIT });
  const moves = await moveList();
  assert.equal(moves[0], 'e4–IV');
  assert.equal(moves.length, 2);
  // The reply is a legal black move of that position, in SAN.
  const pos = new Position('hdc');
  pos.push('e4-IV');
  assert.ok(pos.legalMoves().some((m) => pos.san(m) === moves[1]), `engine move ${moves[1]}`);
  pos.free();
  assert.match(await text('#status'), /^White to move/);

  await page.click('#hint');
  await page.waitForSelector('#board g.arrow', { timeout: ENGINE_WAIT });
  assert.match(await text('#message'), /^Hint: /);
  await clickCell('g1-IV');                // a knight's targets beside the hint
  await page.$eval('#io-panel', (d) => { d.open = false; });   // the picture for the docs
  await shot('04-engine-hint');

  await page.click('#undo');
  await page.waitForFunction(() => document.body.dataset.ply === '0', { timeout: WAIT });
  assert.deepEqual(await moveList(), []);

  // Stop: a 10 s search ended at once (the worker terminated), no move.
  await page.$eval('#movetime', (s) => { s.value = '10000'; });
  await page.select('#engine-side', 'none');
  await page.click('#engine-move');
  await page.waitForSelector('#stop:not([disabled])', { timeout: WAIT });
  await page.click('#stop');
  await page.waitForSelector('#stop[disabled]', { timeout: WAIT });
  assert.deepEqual(await moveList(), []);
  assert.match(await text('#engine-info'), /stopped/);
  await page.$eval('#movetime', (s) => { s.value = '300'; });
});

test('threefold repetition: typed moves, the draw claimed, the record says so', TEST, async () => {
  await page.click('#new-game');
  await page.waitForFunction(() => document.body.dataset.ply === '0', { timeout: WAIT });
  const shuffle = ['b1IVc3IV', 'b8IVc6IV', 'c3IVb1IV', 'c6IVb8IV'];
  for (const [i, m] of [...shuffle, ...shuffle].entries()) {
    await page.type('#move-input', m);
    await page.keyboard.press('Enter');
    await page.waitForFunction((n) => document.body.dataset.ply === String(n), { timeout: WAIT }, i + 1);
  }
  assert.match(await text('#claim'), /Claim a draw by threefold repetition/);
  assert.equal(await page.$eval('#claim', (b) => b.hidden), false);
  await shot('05-draw-claimable');
  await page.click('#claim');
  await page.waitForFunction(() => document.body.dataset.result === '1/2-1/2', { timeout: WAIT });
  assert.match(await text('#status'), /1\/2-1\/2\s+Draw by threefold repetition/);
  await page.$eval('#io-panel', (d) => { d.open = true; });
  await page.click('#export-record');
  assert.match(await page.$eval('#io', (el) => el.value), /4\.\s+Nb1–IV\s+Nb8–IV\s+1\/2-1\/2/);
  await page.$eval('#io-panel', (d) => { d.open = false; });
});

test('layouts and flip redraw every cell', TEST, async () => {
  await page.select('#engine-side', 'none');
  await page.select('#layout', 'stack');
  assert.equal(await page.$$eval('#board .cell', (c) => c.length), 512);
  await page.click('#flip');
  assert.equal(await page.$$eval('#board .cell', (c) => c.length), 512);
  await shot('06-stacked-flipped');
  await page.click('#flip');
  await page.select('#layout', 'grid');
});

test("C'escacs: the hexagon loads, a move is played by clicks and one typed", TEST, async () => {
  await page.select('#variant', 'cescacs');
  await page.waitForFunction(() => document.querySelectorAll('#board .cell').length === 169, { timeout: WAIT });
  const pos = new Position('cescacs');
  const move = pos.legalMoves().find((m) => pos.san(m).startsWith('N'));
  const [from, to] = pos.coord(move).match(/[A-Z][0-9]+/g);
  const san = pos.san(move);
  pos.push(move);
  // Black's reply is typed, in coordinates; the list shows it in SAN.
  const reply = pos.legalMoves()[0];
  const replyCoord = pos.coord(reply);
  const replySan = pos.san(reply);
  pos.push(reply);
  const expectedText = pos.text();
  pos.free();
  await clickCell(from);
  assert.ok(await page.$(`${cellSelector(to)}.target`), `${to} is a target of ${from}`);
  await clickCell(to);
  await page.waitForFunction(() => document.body.dataset.ply === '1', { timeout: WAIT });
  assert.deepEqual(await moveList(), [san]);
  await page.type('#move-input', replyCoord);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.body.dataset.ply === '2', { timeout: WAIT });
  assert.deepEqual(await moveList(), [san, replySan]);
  assert.equal(await page.$eval('#move-input', (el) => el.value), '');
  await page.$eval('#io-panel', (d) => { d.open = true; });
  await page.click('#export-text');
  assert.equal(await page.$eval('#io', (el) => el.value), expectedText);
  await shot('07-cescacs');
});

test('no page errors, console errors or failed requests', TEST, () => {
  assert.deepEqual(problems, []);
});
