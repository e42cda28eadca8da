#!/usr/bin/env node
// jocly_match.mjs - Raumschach matches between Jocly's AI (npm `jocly`) and
// `hdc uci`, refereed on both rule sets.  Not run by CI; docs/ENGINE.md,
// "Measuring strength", tells how to install Jocly and run it.
//
//   node tests/strength/jocly_match.mjs [--jocly DIR] [--level strong]
//        [--games 20] [--movetime 1000 | --nodes N | --depth N]
//        [--engine CMD] [--option NAME=VALUE]... [--build DIR]
//        [--max-plies 400] [--first 0|1] [--record FILE] [--no-set-check]
//        [--seed N] [--verbose]
//
// Every game starts from Jocly's createMatch('raumschach') (not from a FEN:
// Jocly's FEN import mistypes white's pawns, docs/TOOLCHAIN notes) and
// both sides play moves.  Jocly's cell names are libhdc's Raumschach
// coordinate notation (`Ab1Ac3`); a promotion is written with an upper-case
// letter by Jocly (`Dd4Ed5Q`) and a lower-case one by libhdc (`Dd4Ed5q`).
//
// Validation, every ply: the move Jocly's AI plays must be legal for libhdc
// (tests/strength/referee.py, the Python bindings of the build) and the move
// the engine plays must be among Jocly's possible moves; unless
// --no-set-check, the two legal move lists must be the same set.  Any
// mismatch aborts the match with the position's move list and the moves
// that differ (exit status 3).
//
// A game ends when libhdc's rules end it (checkmate, stalemate, insufficient
// material, seventy-five moves, fivefold repetition, or a claimable draw:
// fifty moves, threefold repetition -- claimed at once), when Jocly declares
// it over (a draw of its own rules, e.g. its 100-ply no-capture count, is
// accepted as a draw and noted; a win Jocly sees and libhdc does not is a
// mismatch), or at the move cap (a draw).  Colours alternate: the engine is
// white in the odd games unless --first 0.
//
// Jocly's levels (config.model.levels): easy (4 000 nodes), fast (2 s),
// medium (20 000 nodes), strong (40 000 nodes or 30 s; about 5 s a move).
// --level random: Jocly's side plays a random possible move (seeded by
// --seed): a cross-check of the two rule sets over long games, not a match.

import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..', '..');

function usage(msg) {
	if (msg) console.error(`jocly_match: ${msg}`);
	console.error('usage: node tests/strength/jocly_match.mjs [--jocly DIR] [--level NAME] ' +
		'[--games N] [--movetime MS | --nodes N | --depth N] [--engine CMD] ' +
		'[--option NAME=VALUE]... [--build DIR] [--max-plies N] [--first 0|1] ' +
		'[--record FILE] [--no-set-check] [--seed N] [--verbose]');
	process.exit(2);
}

function parseArgs(argv) {
	const a = {
		jocly: process.env.JOCLY_DIR || '/work/jocly', level: 'strong', games: 20,
		limits: null, engine: null, options: [], build: path.join(ROOT, 'build'),
		maxPlies: 400, first: 1, record: null, setCheck: true, verbose: false,
		python: process.env.PYTHON || 'python3', seed: 1,
	};
	const value = (i) => { if (i + 1 >= argv.length) usage(`${argv[i]} needs a value`); return argv[i + 1]; };
	const int = (i) => {
		const v = value(i);
		if (!/^\d+$/.test(v)) usage(`${argv[i]}: expected a number, not '${v}'`);
		return Number(v);
	};
	for (let i = 0; i < argv.length; i++) {
		switch (argv[i]) {
		case '--jocly': a.jocly = value(i); i++; break;
		case '--level': a.level = value(i); i++; break;
		case '--games': a.games = int(i); i++; break;
		case '--movetime': a.limits = { movetime: int(i) }; i++; break;
		case '--nodes': a.limits = { nodes: int(i) }; i++; break;
		case '--depth': a.limits = { depth: int(i) }; i++; break;
		case '--engine': a.engine = value(i); i++; break;
		case '--option': a.options.push(value(i)); i++; break;
		case '--build': a.build = path.resolve(value(i)); i++; break;
		case '--max-plies': a.maxPlies = int(i); i++; break;
		case '--first': a.first = int(i); i++; break;
		case '--record': a.record = value(i); i++; break;
		case '--python': a.python = value(i); i++; break;
		case '--seed': a.seed = int(i); i++; break;
		case '--no-set-check': a.setCheck = false; break;
		case '--verbose': a.verbose = true; break;
		case '-h': case '--help': usage();
		// falls through
		default: usage(`unknown argument '${argv[i]}'`);
		}
	}
	if (!a.limits) a.limits = { movetime: 1000 };
	if (!a.engine) a.engine = `${path.join(a.build, 'examples', 'hdc')} uci`;
	if (a.games < 1) usage('--games must be at least 1');
	return a;
}

// ---- line-oriented child processes ---------------------------------------

class Child {
	constructor(command, args, name) {
		this.name = name;
		this.proc = spawn(command, args, { stdio: ['pipe', 'pipe', 'inherit'] });
		this.queue = [];
		this.waiters = [];
		this.closed = false;
		this.proc.on('error', (e) => { this.fail(`${name}: ${e.message}`); });
		this.proc.on('exit', (code) => { this.closed = true; this.fail(`${name} exited (status ${code})`); });
		readline.createInterface({ input: this.proc.stdout }).on('line', (line) => {
			if (this.waiters.length) this.waiters.shift().resolve(line);
			else this.queue.push(line);
		});
	}
	fail(msg) {
		this.error = msg;
		while (this.waiters.length) this.waiters.shift().reject(new Error(msg));
	}
	send(line) {
		if (this.closed) throw new Error(`${this.name} is not running`);
		this.proc.stdin.write(line + '\n');
	}
	readline(timeoutMs = 60000) {
		if (this.queue.length) return Promise.resolve(this.queue.shift());
		if (this.error) return Promise.reject(new Error(this.error));
		return new Promise((resolve, reject) => {
			const w = {};
			const timer = setTimeout(() => {
				this.waiters.splice(this.waiters.indexOf(w), 1);
				reject(new Error(`${this.name}: no answer within ${timeoutMs / 1000} s`));
			}, timeoutMs);
			w.resolve = (l) => { clearTimeout(timer); resolve(l); };
			w.reject = (e) => { clearTimeout(timer); reject(e); };
			this.waiters.push(w);
		});
	}
	close() { try { this.proc.stdin.end(); } catch { /* gone */ } }
}

class Uci extends Child {
	constructor(commandLine, verbose) {
		const parts = commandLine.split(/\s+/).filter(Boolean);
		super(parts[0], parts.slice(1), 'engine');
		this.verbose = verbose;
	}
	async until(token, timeoutMs) {
		for (;;) {
			const line = await this.readline(timeoutMs);
			if (this.verbose) console.error(`  < ${line}`);
			if (line.startsWith('info string error')) console.error(`engine: ${line}`);
			if (line.split(' ')[0] === token) return line;
			if (line.startsWith('info ') && line.includes(' score ')) this.lastInfo = line;
		}
	}
	cmd(line) { if (this.verbose) console.error(`  > ${line}`); this.send(line); }
	async init(options) {
		this.cmd('uci');
		const idLines = [];
		for (;;) {
			const l = await this.readline(30000);
			idLines.push(l);
			if (l === 'uciok') break;
		}
		const id = idLines.find((l) => l.startsWith('id name '));
		this.id = id ? id.slice(8) : 'hdc';
		this.cmd('setoption name UCI_Variant value raumschach');
		for (const o of options) {
			const k = o.indexOf('=');
			if (k < 0) usage(`--option ${o}: expected NAME=VALUE`);
			this.cmd(`setoption name ${o.slice(0, k)} value ${o.slice(k + 1)}`);
		}
		await this.ready();
	}
	async ready() { this.cmd('isready'); await this.until('readyok', 30000); }
	async newGame() { this.cmd('ucinewgame'); await this.ready(); }
	async go(moves, limits) {
		this.lastInfo = null;
		this.cmd('position startpos' + (moves.length ? ' moves ' + moves.join(' ') : ''));
		this.cmd('go ' + Object.entries(limits).map(([k, v]) => `${k} ${v}`).join(' '));
		const wait = limits.movetime ? limits.movetime * 3 + 10000 : 600000;
		const line = await this.until('bestmove', wait);
		return line.split(/\s+/)[1];
	}
	quit() { try { this.cmd('quit'); } catch { /* gone */ } this.close(); }
}

class Referee extends Child {
	constructor(python, build) {
		super(python, [path.join(HERE, 'referee.py'), '--build', build], 'referee');
	}
	async ask(req) {
		this.send(JSON.stringify(req));
		const a = JSON.parse(await this.readline(30000));
		return a;
	}
}

// ---- the match -------------------------------------------------------------

// Jocly's engine text with libhdc's lower-case promotion letter.
const toHdc = (s) => s.replace(/([A-Z])$/, (c) => c.toLowerCase());

class Mismatch extends Error {}

function mismatch(moves, what) {
	return new Mismatch(`RULES MISMATCH after ${moves.length} plies ` +
		`(${moves.join(' ') || 'the start'}): ${what}`);
}

function elo(scores) {
	const n = scores.length;
	const mean = scores.reduce((x, y) => x + y, 0) / Math.max(n, 1);
	const clamp = (s) => Math.min(Math.max(s, 1e-6), 1 - 1e-6);
	const e = (s) => -400 * Math.log10(1 / clamp(s) - 1);
	const v = scores.reduce((x, s) => x + (s - mean) ** 2, 0) / Math.max(n, 1);
	if (n < 2 || v === 0) return { mean, elo: e(mean), margin: Infinity };
	const dev = 1.96 * Math.sqrt(v / n);
	return { mean, elo: e(mean), margin: (e(mean + dev) - e(mean - dev)) / 2 };
}

async function playGame(J, level, engine, ref, a, engineWhite, log) {
	const match = await J.createMatch('raumschach');
	await engine.newGame();
	let st = await ref.ask({ cmd: 'new', variant: 'raumschach' });
	const moves = [];
	const time = { engine: 0, jocly: 0, engineMoves: 0, joclyMoves: 0 };
	for (;;) {
		const jf = await match.getFinished();
		if (st.outcome || jf.finished) {
			const o = st.outcome;
			const jWinner = !jf.finished ? undefined
				: jf.winner === J.DRAW ? null : jf.winner === J.PLAYER_A ? 'white' : 'black';
			if (o && jf.finished && o.winner !== jWinner)
				throw mismatch(moves, `libhdc: ${o.result} ${o.reason}; Jocly: winner ${jWinner}`);
			if (o) return { winner: o.winner, reason: o.reason, moves, time };
			if (jWinner !== null)
				throw mismatch(moves, `Jocly declares ${jWinner} the winner, libhdc's game goes on`);
			const b = match.game.mBoard;
			const why = b && b.noCaptCount >= 100 ? 'jocly-draw-100-no-capture' : 'jocly-draw-rule';
			return { winner: null, reason: why, moves, time };
		}
		if (moves.length >= a.maxPlies) return { winner: null, reason: 'move cap', moves, time };

		const jMoves = await match.getPossibleMoves();
		const jText = (await match.getMoveString(jMoves, 'engine')).map(toHdc);
		const hdcSet = new Set(st.legal);
		if (a.setCheck) {
			const jSet = new Set(jText);
			const onlyJ = jText.filter((m) => !hdcSet.has(m));
			const onlyH = st.legal.filter((m) => !jSet.has(m));
			if (onlyJ.length || onlyH.length || jSet.size !== jText.length)
				throw mismatch(moves, `legal moves differ: only Jocly [${onlyJ.join(' ')}], ` +
					`only libhdc [${onlyH.join(' ')}]` +
					(jSet.size !== jText.length ? ', Jocly lists a move twice' : ''));
		}
		const turn = await match.getTurn();
		const whiteToMove = turn === J.PLAYER_A;
		if (whiteToMove !== (st.turn === 'white'))
			throw mismatch(moves, `side to move: Jocly ${whiteToMove ? 'white' : 'black'}, libhdc ${st.turn}`);
		const engineMoves = whiteToMove === engineWhite;
		let text, jMove;
		const t0 = Date.now();
		if (engineMoves) {
			text = await engine.go(moves, a.limits);
			time.engine += Date.now() - t0; time.engineMoves++;
			const k = jText.indexOf(text);
			if (!hdcSet.has(text))
				throw mismatch(moves, `the engine played ${text}, illegal for libhdc itself`);
			if (k < 0) throw mismatch(moves, `the engine played ${text}, not among Jocly's moves`);
			jMove = jMoves[k];
		} else if (level.name === 'random') {
			jMove = jMoves[a.random() % jMoves.length];
			text = jText[jMoves.indexOf(jMove)];
			time.joclyMoves++;
			if (!hdcSet.has(text)) throw mismatch(moves, `Jocly lists ${text}, illegal for libhdc`);
		} else {
			const r = await match.machineSearch({ level });
			time.jocly += Date.now() - t0; time.joclyMoves++;
			jMove = r.move;
			text = toHdc(await match.getMoveString(jMove, 'engine'));
			if (!hdcSet.has(text)) throw mismatch(moves, `Jocly played ${text}, illegal for libhdc`);
		}
		await match.applyMove(jMove);
		st = await ref.ask({ cmd: 'push', move: text });
		if (!st.ok) throw mismatch(moves, `libhdc refused ${text}: ${st.error}`);
		moves.push(text);
		if (log) log(`${moves.length}. ${text}${engineMoves && engine.lastInfo ? '   ' + engine.lastInfo : ''}`);
	}
}

async function main() {
	const a = parseArgs(process.argv.slice(2));
	let J;
	try {
		const req = createRequire(path.join(path.resolve(a.jocly), 'package.json'));
		J = req('jocly');
	} catch (e) {
		console.error(`jocly_match: cannot load jocly from ${a.jocly} (${e.message}); ` +
			`install it with: mkdir -p ${a.jocly} && cd ${a.jocly} && npm install jocly@0.9.13`);
		process.exit(2);
	}
	const probe = await J.createMatch('raumschach');
	const levels = probe.game.config.model.levels;
	let state = a.seed >>> 0 || 1;
	a.random = () => {  // xorshift32
		state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
		return state;
	};
	const level = a.level === 'random' ? { name: 'random' } : levels.find((l) => l.name === a.level);
	if (!level) usage(`unknown level '${a.level}' (${levels.map((l) => l.name).join(', ')})`);

	const engine = new Uci(a.engine, a.verbose);
	const ref = new Referee(a.python, a.build);
	await engine.init(a.options);
	const lim = Object.entries(a.limits).map(([k, v]) => `${k} ${v}`).join(' ');
	const rec = a.record ? fs.openSync(a.record, 'a') : null;
	console.log(`# ${engine.id} (${lim} per move) vs Jocly ${level.name} ` +
		`(${level.maxNodes ?? '-'} nodes, ${level.maxDuration ?? '-'} s), raumschach, ${a.games} games`);
	const scores = [];
	let w = 0, d = 0, l = 0;
	const totals = { engine: 0, jocly: 0, engineMoves: 0, joclyMoves: 0 };
	let status = 0;
	try {
		for (let g = 0; g < a.games; g++) {
			const engineWhite = (g % 2 === 0) === (a.first === 1);
			const log = a.verbose ? (s) => console.error(`  [game ${g + 1}] ${s}`) : null;
			const r = await playGame(J, level, engine, ref, a, engineWhite, log);
			const mine = engineWhite ? 'white' : 'black';
			const s = r.winner === null ? 0.5 : r.winner === mine ? 1 : 0;
			scores.push(s);
			if (s === 1) w++; else if (s === 0) l++; else d++;
			for (const k of Object.keys(totals)) totals[k] += r.time[k];
			const result = r.winner === null ? '1/2-1/2' : r.winner === 'white' ? '1-0' : '0-1';
			const e = elo(scores);
			console.log(`game ${String(g + 1).padStart(2)}/${a.games}  engine ${mine.padEnd(5)} ` +
				`${result.padEnd(7)} ${r.reason.padEnd(22)} ${String(r.moves.length).padStart(3)} plies  ` +
				`engine ${(r.time.engine / Math.max(r.time.engineMoves, 1) / 1000).toFixed(2)} s/move, ` +
				`jocly ${(r.time.jocly / Math.max(r.time.joclyMoves, 1) / 1000).toFixed(2)} s/move  | ` +
				`+${w} =${d} -${l}  ${(100 * e.mean).toFixed(1)}%`);
			if (rec !== null)
				fs.writeSync(rec, `raumschach\t${g + 1}\t${engineWhite ? 'hdc' : 'jocly-' + level.name}\t` +
					`${engineWhite ? 'jocly-' + level.name : 'hdc'}\t${result}\t${r.reason}\t${r.moves.join(' ')}\n`);
		}
	} catch (e) {
		if (e instanceof Mismatch) {
			console.error(`jocly_match: ${e.message}`);
			status = 3;
		} else {
			console.error(`jocly_match: ${e.stack || e}`);
			status = 1;
		}
	}
	const e = elo(scores);
	if (scores.length) {
		console.log(`# ${engine.id} vs Jocly ${level.name}: ${scores.length} games, +${w} =${d} -${l}, ` +
			`score ${(100 * e.mean).toFixed(1)}%, ` +
			(e.mean === 1 || e.mean === 0 ? `Elo ${e.mean ? '+' : '-'}inf (every game won or lost)` :
				`Elo ${e.elo >= 0 ? '+' : ''}${e.elo.toFixed(0)} ` +
				`+/- ${Number.isFinite(e.margin) ? e.margin.toFixed(0) : 'inf'} (95%)`));
		console.log(`# time per move: engine ${(totals.engine / Math.max(totals.engineMoves, 1) / 1000).toFixed(2)} s, ` +
			`jocly ${(totals.jocly / Math.max(totals.joclyMoves, 1) / 1000).toFixed(2)} s`);
	}
	engine.quit();
	ref.close();
	if (rec !== null) fs.closeSync(rec);
	process.exit(status);
}

main();
