// tables.mjs - the shared tables of tests/data/, read for the node tests
// (test/) and the benchmark (bench.mjs).

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dataDir = process.env.HDC_TEST_DATA ??
  fileURLToPath(new URL('../../tests/data/', import.meta.url));

function lines(name) {
  return readFileSync(`${dataDir}/${name}`, 'utf8').split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('#'));
}

export const VARIANTS = ['hdc', 'raumschach', '3d8l', 'cescacs'];

/** perft-VARIANT.txt: [{ name, text, counts: Map(depth -> BigInt) }]. */
export function perftTable(variant) {
  return lines(`perft-${variant}.txt`).map((line) => {
    const [name, text, ...fields] = line.split(';');
    const counts = new Map(fields.map((f) => {
      const m = /^D(\d+) (\d+)$/.exec(f.trim());
      return [Number(m[1]), BigInt(m[2])];
    }));
    return { name, text, counts };
  });
}

/** mates.txt: [{ variant, n, text, coord, san }]. */
export function mates() {
  return lines('mates.txt').map((line) => {
    const [variant, n, text, coord, san] = line.split(';');
    return { variant, n: Number(n), text, coord, san };
  });
}

/** search-VARIANT.txt (the positions of `hdc bench --search`):
 *  [{ name, text }]. */
export function searchTable(variant) {
  return lines(`search-${variant}.txt`).map((line) => {
    const [name, text] = line.split(';');
    return { name, text };
  });
}
