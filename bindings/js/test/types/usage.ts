// Compiled by tsc (never run): the declarations of src/index.d.ts
// describe the API as the README and docs/WEB.md use it.
import { init, Position, Engine, HdcError, readGames, writeGame, variants, pieceSvg, C } from 'libhdc';
import type { SearchResult, Move } from 'libhdc';

await init();
const pos = new Position('raumschach');
const moves: Move[] = pos.legalMoves();
const san: string = pos.san(moves[0]);
pos.push(san);
const back: Move = pos.pop();
const nodes: bigint = pos.perft(2);
const text: string = pos.text();
const copy = Position.fromText('raumschach', text);
const outcome = copy.outcome({ claimDraw: true });
if (outcome !== null) console.log(outcome.reason, outcome.winner);
copy.free();

const engine = new Engine({ hash: 8, skill: 20 });
const result: SearchResult = engine.search(pos, { depth: 3 }, (info) => info.depth >= 2);
console.log(result.san, result.score ?? result.mate, back, nodes);
engine.free();

try {
  pos.parse('Zz9');
} catch (e) {
  if (e instanceof HdcError && e.status === C.HDC_ERR_SYNTAX) console.log(e.offset);
}
for (const g of readGames(writeGame(pos))) {
  console.log(g.tag('Variant'), g.moves().length);
  g.free();
}
console.log(variants().map((v) => v.title).join(', '));
const picture: string = pos.svg({ layout: 'stack', lastmove: 'auto', check: 'auto', arrows: [['e2-IV', 'e4-IV']] });
console.log(picture.length, pieceSvg(C.HDC_QUEEN, { size: 60 }).length, pos.svg('size=300'));
pos.free();
