// engine-worker.mjs - the engine of the playground, in a module Web Worker.
//
// A search blocks the thread it runs on, and the wasm build is
// single-threaded, so the page never searches itself: it posts the game
// here (start text + moves in coordinate notation, which are unambiguous
// and do not depend on the move values of another Position instance) and
// gets the best move back.  To stop a search early the page terminates
// this worker and starts a new one (docs/WEB.md: a search stops by its
// limits, by its info callback, or by its worker being terminated).
//
// Messages in:  { id, variant, start, moves: [coord...], movetime, skill }
// Messages out: { type: 'ready' } once the wasm is loaded;
//               { id, type: 'info', depth, score, mate, san, nodes, white } per iteration;
//               { id, type: 'done', coord, san, score, mate, depth, nodes, pv, white }
//               (score, mate: the side to move's; white: whether that is white)
//               { id, type: 'error', message }

import { init, Position, Engine } from './hdc/src/index.mjs';

let engine = null;

const ready = init().then(() => {
  engine = new Engine({ hash: 16 });
  postMessage({ type: 'ready' });
}).catch((e) => postMessage({ type: 'error', id: null, message: `engine: ${e.message}` }));

function sanLine(pos, moves) {
  // The principal variation in SAN, played on a copy of the position.
  const copy = pos.clone();
  const out = [];
  try {
    for (const m of moves.slice(0, 8)) {
      out.push(copy.san(m));
      copy.push(m);
    }
  } catch {
    // A PV move the copy refuses ends the line; the best move is still good.
  } finally {
    copy.free();
  }
  return out;
}

onmessage = async ({ data }) => {
  await ready;
  const { id } = data;
  let pos = null;
  try {
    pos = Position.fromText(data.variant, data.start);
    for (const c of data.moves) pos.push(c);
    engine.setOptions({ skill: data.skill });
    // Scores are the side to move's; the page shows them from white's side.
    const white = pos.turn === 'white';
    const result = engine.search(pos, { movetime: data.movetime }, (info) => {
      postMessage({ id, type: 'info', depth: info.depth, score: info.score, mate: info.mate,
        san: info.san, nodes: info.nodes, white });
      return false;
    });
    if (result.move === null) {
      postMessage({ id, type: 'error', message: 'the engine has no move here' });
      return;
    }
    postMessage({
      id, type: 'done', coord: pos.coord(result.move), san: result.san,
      score: result.score, mate: result.mate, depth: result.depth, nodes: result.nodes, white,
      pv: sanLine(pos, result.pv),
    });
  } catch (e) {
    postMessage({ id, type: 'error', message: e.message });
  } finally {
    pos?.free();
  }
};
