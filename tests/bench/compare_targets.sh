#!/usr/bin/env bash
# tests/bench/compare_targets.sh - the speed targets of the bitboard work
# (issue 18; docs/BITBOARDS.md), measured side by side against an older
# revision and judged:
#
#     tests/bench/compare_targets.sh [REV]      # default REV: pre-bitboards
#
# It builds REV and the current tree as compare_builds.sh does (builds.sh:
# release, baseline ISA, the current tree with its uncommitted changes),
# compiles time_perft_full.c against each library, and then runs, for
# old and new in turn (HDC_COMPARE_ROUNDS rounds, default 3, alternating
# so that a machine drifting in speed disturbs both alike), one thread:
#
#   hdc perft 4                                  HDC, bulk counting
#   hdc perft --variant raumschach 5             bulk
#   hdc perft --variant cescacs 5                bulk
#   time_perft_full hdc 3, raumschach 4          every leaf made and unmade
#   hdc bench --search                           the engine's nodes/s
#
# and once more the new build with HDC_NO_AVX512=1 (the portable path).
# It prints each figure's best (fewest seconds or ns a leaf, most
# nodes/s) for old, new and portable, the ratio new/old (above 1: faster),
# the target and whether the new build meets it.  Node counts must agree
# between the builds and with the known counts (docs/BITBOARDS.md): a
# difference is reported and makes the exit status 1.  A target not met
# does not: the verdicts are figures, not a test.
#
# About ten minutes with the default rounds, most of it the old build's
# perft.  Not run by .ci/run.  HDC_COMPARE_KEEP=1 keeps the temporary
# directory (builds and every run's output in runs.txt); HDC_COMPARE_DIR
# names it instead of mktemp's.
set -euo pipefail

rev=${1:-pre-bitboards}
rounds=${HDC_COMPARE_ROUNDS:-3}
[[ $rounds =~ ^[1-9][0-9]*$ ]] || { echo "$0: bad HDC_COMPARE_ROUNDS '$rounds'" >&2; exit 2; }

. "$(dirname "${BASH_SOURCE[0]}")/builds.sh"
builds_prepare "$rev"
builds_make examples/hdc

# The timer, against each build's library and its own header.
for b in old new; do
	src=$work/src-old
	[ $b = new ] && src=$root
	${CC:-cc} -O2 -std=c11 -I"$src/include" "$root/tests/bench/time_perft_full.c" \
		-L"$work/build-$b/lib" -lhdc -Wl,-rpath,"$work/build-$b/lib" \
		-o "$work/time_perft_full-$b"
done

out=$work/runs.txt
: >"$out"
measure() { # LABEL BUILD [ENV...]
	local label=$1 b=$2
	shift 2
	local hdc=$work/build-$b/examples/hdc timer=$work/time_perft_full-$b
	echo "# $(date -u +%H:%M:%S) $label"
	{
		echo "== $label"
		env -u HDC_NO_AVX512 "$@" "$hdc" perft 4 | tail -n 1 | sed 's/^/perft hdc /'
		env -u HDC_NO_AVX512 "$@" "$hdc" perft --variant raumschach 5 | tail -n 1 |
			sed 's/^/perft raumschach /'
		env -u HDC_NO_AVX512 "$@" "$hdc" perft --variant cescacs 5 | tail -n 1 |
			sed 's/^/perft cescacs /'
		env -u HDC_NO_AVX512 "$@" "$timer" hdc 3
		env -u HDC_NO_AVX512 "$@" "$timer" raumschach 4
		env -u HDC_NO_AVX512 "$@" "$hdc" bench --search | grep '^search .* total'
	} >>"$out"
}
for ((r = 1; r <= rounds; r++)); do
	measure old old
	measure new new
done
measure portable new HDC_NO_AVX512=1

cpu=$(grep -m1 '^model name' /proc/cpuinfo 2>/dev/null | sed 's/^[^:]*: *//') || true
python3 - "$out" "$rev" "${commit:0:9}" "$head" "$rounds" "${cpu:-unknown}" <<'PY'
import re
import sys

path, rev, commit, head, rounds, cpu = sys.argv[1:]

# The counts (docs/BITBOARDS.md; the perft 5 ones are the bench's).
KNOWN = {
    ('perft', 'hdc'): 3465977328,
    ('perft', 'raumschach'): 1100404403,
    ('perft', 'cescacs'): 1980130960,
    ('full', 'hdc'): 14247176,
    ('full', 'raumschach'): 15587032,
}
PERFT = re.compile(r'^perft (\S+) D\d+ (\d+) (\S+) s')
FULL = re.compile(r'^full (\S+) \d+ (\d+) (\S+) (\S+)$')
SEARCH = re.compile(r'^search (\S+) total .*?\s(\S+) Mnodes/s')

figures = {}   # (build, key) -> list of values
counts = {}    # (build, key) -> set of node counts
build = None
with open(path) as f:
    for line in f:
        line = line.rstrip('\n')
        if line.startswith('== '):
            build = line[3:]
        elif m := PERFT.match(line):
            key = ('perft', m[1])
            figures.setdefault((build, key), []).append(float(m[3]))
            counts.setdefault((build, key), set()).add(int(m[2]))
        elif m := FULL.match(line):
            key = ('full', m[1])
            figures.setdefault((build, key), []).append(float(m[4]))
            counts.setdefault((build, key), set()).add(int(m[2]))
        elif m := SEARCH.match(line):
            figures.setdefault((build, ('search', m[1])), []).append(float(m[2]))

bad = []
for (b, key), seen in counts.items():
    for n in seen:
        if n != KNOWN[key]:
            bad.append(f'{b}: {key[0]} {key[1]}: {n} leaves, known {KNOWN[key]}')


def best(b, key):
    vals = figures.get((b, key))
    if not vals:
        return None
    return max(vals) if key[0] == 'search' else min(vals)


def speedup(key, old, new):
    if old is None or new is None or old <= 0 or new <= 0:
        return None
    return new / old if key[0] == 'search' else old / new


# (key, label, unit, minimum speed-up, extra test of the new figure)
TARGETS = [
    (('perft', 'hdc'), 'HDC perft 4 bulk', 's', 6.0,
     ('< 2 s, >= 1.7 G leaves/s', lambda s: s < 2.0 and KNOWN[('perft', 'hdc')] / s >= 1.7e9)),
    (('full', 'hdc'), 'HDC perft 3 full make/unmake', 'ns/leaf', 2.0, None),
    (('full', 'raumschach'), 'Raumschach perft 4 full', 'ns/leaf', 2.0, None),
    (('perft', 'raumschach'), 'Raumschach perft 5 bulk', 's', 5.0, None),
    (('perft', 'cescacs'), "C'escacs perft 5 bulk", 's', 5.0, None),
    (('search', 'hdc'), 'search HDC', 'Mnodes/s', 1.5, None),
    (('search', 'raumschach'), 'search Raumschach', 'Mnodes/s', 1.5, None),
    (('search', '3d8l'), 'search 3D8L', 'Mnodes/s', 1.5, None),
    (('search', 'cescacs'), "search C'escacs", 'Mnodes/s', 1.5, None),
]


def fmt(v):
    return '-' if v is None else (f'{v:.3f}' if v < 10 else f'{v:.1f}')


print(f'# cpu: {cpu}')
print(f'# old: {rev} ({commit}), new: the current tree ({head}); release builds, one thread,')
print(f'# best of {rounds} alternating runs each; portable: the new build with HDC_NO_AVX512=1, one run')
header = (f'{"target":<29} {"unit":<8} {"old":>8} {"new":>8} {"portable":>8} '
          f'{"new/old":>7} {"port/old":>8}  {"needs":<28} verdict')
print(header)
print('-' * len(header))
unmet = []
for key, label, unit, ratio_min, extra in TARGETS:
    o, n, p = best('old', key), best('new', key), best('portable', key)
    r, rp = speedup(key, o, n), speedup(key, o, p)
    needs = f'>= {ratio_min:g}x' + (f', {extra[0]}' if extra else '')
    if r is None:
        verdict = 'no figure'
    else:
        met = r >= ratio_min and (extra is None or extra[1](n))
        verdict = 'met' if met else 'NOT met'
    if verdict != 'met':
        unmet.append(label)
    rs = '-' if r is None else f'{r:.2f}x'
    rps = '-' if rp is None else f'{rp:.2f}x'
    print(f'{label:<29} {unit:<8} {fmt(o):>8} {fmt(n):>8} {fmt(p):>8} {rs:>7} {rps:>8}  '
          f'{needs:<28} {verdict}')
if unmet:
    print(f'# not met: {", ".join(unmet)}; what blocks them: docs/BITBOARDS.md, '
          '"What blocks the targets"')
else:
    print('# every target met')
if bad:
    print('# WRONG counts:')
    for line in bad:
        print('#   ' + line)
    sys.exit(1)
print('# counts: every run counted the known leaves')
PY
