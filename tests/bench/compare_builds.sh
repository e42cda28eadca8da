#!/usr/bin/env bash
# tests/bench/compare_builds.sh - `hdc bench` of an older revision and of
# the current tree, side by side (docs/BITBOARDS.md, "Measuring against
# pre-bitboards"):
#
#     tests/bench/compare_builds.sh [REV] [BENCH_OPTION...]
#     tests/bench/compare_builds.sh                     # pre-bitboards, the full suite
#     tests/bench/compare_builds.sh --quick             # pre-bitboards, the quick suite
#     tests/bench/compare_builds.sh v0.4.0 --search --repeat 2
#
# REV (default pre-bitboards; any git revision, if the first argument does
# not start with '-') is taken out with `git archive` into a temporary
# directory; the current tree is this script's checkout as it is on disk,
# uncommitted changes included.  Both are built with --buildtype=release
# and -Dtests=false (the baseline ISA: no -march=native, so the library's
# run-time dispatch chooses the cell set path), only examples/hdc.  Then
# `hdc bench BENCH_OPTION...` runs old, new, old, new (HDC_COMPARE_ROUNDS
# rounds, default 2, alternating so that a machine drifting in speed
# disturbs both alike), with HDC_NO_AVX512 unset; and the new build once
# more with HDC_NO_AVX512=1 (the portable path).
#
# The table has one row per item and mode: the best of the rounds of each
# build (each run is itself a best of --repeat N, default 3) in Mnodes/s
# (perft leaves per second; searches: the per-variant totals' nodes per
# second) or ns/call (the play+undo and legal_moves lines), and the speed
# ratio new/old and portable/old (above 1: faster than REV).  An item that
# REV's bench lacks (perft 5 was added with issue 18) shows '-' for old.
# A WRONG or ERROR in any run is repeated under the table and makes the
# exit status 1.
#
# It is long (the full suite: about five times `hdc bench`, over an hour),
# so CI does not run it.  HDC_COMPARE_KEEP=1 keeps the temporary directory
# (sources, builds, and each run's output as old-1.txt, new-1.txt, ...,
# portable.txt); HDC_COMPARE_DIR names it instead of mktemp's.
set -euo pipefail

rev=pre-bitboards
if (($#)) && [[ $1 != -* ]]; then
	rev=$1
	shift
fi
bench_args=("$@")
rounds=${HDC_COMPARE_ROUNDS:-2}
[[ $rounds =~ ^[1-9][0-9]*$ ]] || { echo "$0: bad HDC_COMPARE_ROUNDS '$rounds'" >&2; exit 2; }

. "$(dirname "${BASH_SOURCE[0]}")/builds.sh"
builds_prepare "$rev"
builds_make examples/hdc

run() { # OUTPUT BUILD [ENV...]
	local out=$1 dir=$2
	shift 2
	echo "# $(date -u +%H:%M:%S) $(basename "$out" .txt): $* hdc bench ${bench_args[*]}"
	env -u HDC_NO_AVX512 "$@" "$work/build-$dir/examples/hdc" bench "${bench_args[@]}" >"$out"
}

for ((r = 1; r <= rounds; r++)); do
	run "$work/old-$r.txt" old
	run "$work/new-$r.txt" new
done
run "$work/portable.txt" new HDC_NO_AVX512=1

python3 - "$work" "$rounds" "$rev" "${commit:0:9}" "$head" <<'PY'
import re
import sys

work, rounds, rev, commit, head = sys.argv[1], int(sys.argv[2]), *sys.argv[3:]

PERFT = re.compile(r'^(\S+ perft\d+)\s+(bulk|full|api-full)\s+(\d+) nodes\s+\S+ s\s+(\S+) Mnodes/s')
CALLS = re.compile(r'^(\S+) (play\+undo|legal_moves)\s+\d+ moves\s+(\S+) ns/call')
SEARCH = re.compile(r'^search (\S+) total \(.*?\s(\S+) Mnodes/s')


def parse(path):
    """{(item, mode): (value, unit)} in the order of the file, and the
    comment lines, and the lines with WRONG or ERROR."""
    rows, notes, bad = {}, [], []
    with open(path) as f:
        for line in f:
            line = line.rstrip('\n')
            if 'WRONG' in line or 'ERROR' in line:
                bad.append(line)
            if line.startswith('#'):
                notes.append(line)
            elif m := PERFT.match(line):
                rows[(m[1], m[2])] = (float(m[4]), 'Mnodes/s')
            elif m := CALLS.match(line):
                rows[(m[1], m[2])] = (float(m[3]), 'ns/call')
            elif m := SEARCH.match(line):
                rows[('search ' + m[1] + ' total', 'search')] = (float(m[2]), 'Mnodes/s')
    return rows, notes, bad


def best(runs):
    """Per row the best of the runs: the highest rate, the fewest ns."""
    out = {}
    for rows in runs:
        for key, (value, unit) in rows.items():
            if key not in out:
                out[key] = (value, unit)
            else:
                old = out[key][0]
                out[key] = (min(old, value) if unit == 'ns/call' else max(old, value), unit)
    return out


runs = {'old': [], 'new': [], 'portable': []}
notes = {}
bad = []
for name in ('old', 'new'):
    for r in range(1, rounds + 1):
        rows, n, b = parse(f'{work}/{name}-{r}.txt')
        runs[name].append(rows)
        notes.setdefault(name, n)
        bad += [f'{name}-{r}: {line}' for line in b]
rows, notes['portable'], b = parse(f'{work}/portable.txt')
runs['portable'].append(rows)
bad += [f'portable: {line}' for line in b]
old, new, portable = best(runs['old']), best(runs['new']), best(runs['portable'])

for line in notes['new']:
    if line.startswith(('# cpu:', '# hdc bench')):
        print(line)
print(f'# old: {rev} ({commit}), new: the current tree ({head}); release builds, '
      f'best of {rounds} alternating runs each; portable: the new build with '
      f'HDC_NO_AVX512=1, one run')
print('# ratio: speed against old (above 1 = faster); Mnodes/s: higher is better, '
      'ns/call: lower is better')

keys = list(new)
keys += [k for k in old if k not in new]


def fmt(value):
    return '-' if value is None else (f'{value:.1f}' if value >= 10 else f'{value:.2f}')


def ratio(base, value, unit):
    if base is None or value is None or base <= 0 or value <= 0:
        return '-'
    return f'{(base / value if unit == "ns/call" else value / base):.2f}'


header = f'{"item":<33} {"mode":<11} {"unit":<8} {"old":>9} {"new":>9} {"new/old":>8} {"portable":>9} {"port/old":>8}'
print(header)
print('-' * len(header))
for key in keys:
    unit = (new.get(key) or old.get(key) or portable.get(key))[1]
    o = old.get(key, (None,))[0]
    n = new.get(key, (None,))[0]
    p = portable.get(key, (None,))[0]
    print(f'{key[0]:<33} {key[1]:<11} {unit:<8} {fmt(o):>9} {fmt(n):>9} '
          f'{ratio(o, n, unit):>8} {fmt(p):>9} {ratio(o, p, unit):>8}')
if bad:
    print('# WRONG or ERROR in the runs:')
    for line in bad:
        print('#   ' + line)
    sys.exit(1)
print('# counts: no WRONG or ERROR in any run')
PY
