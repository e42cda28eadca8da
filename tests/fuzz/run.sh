#!/usr/bin/env bash
# tests/fuzz/run.sh - run libFuzzer targets of libhdc for a fixed time each.
#
#     tests/fuzz/run.sh TARGET... SECONDS
#
# TARGET is postext, move, record, play (or fuzz_<name>), or `all`.  Each
# target runs for SECONDS (-max_total_time) starting from its seed corpus
# tests/fuzz/corpus/<target>/ (read only: new inputs go to a work
# directory), with its dictionary tests/fuzz/<target>.dict.  For each
# target the script prints libFuzzer's final statistics line
# `stat::number_of_executed_units: N` (the executions) and, if the target
# crashed, the log, the reproducer and a hex dump of it; the exit status is
# then 1.
#
# Environment:
#   HDC_FUZZ_BUILD  build directory configured with -Dfuzzing=true
#                   (default: build-fuzz under the source root); the targets
#                   are compiled first (meson compile)
#   HDC_FUZZ_WORK   where corpora, logs and crash files go (default: a new
#                   temporary directory, kept and named at the end)
#   HDC_FUZZ_JOBS   how many targets run at the same time (default 1)
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
all=(postext move record play svg variant)

usage() {
	echo "usage: $0 TARGET... SECONDS   (targets: ${all[*]} or all)" >&2
	exit 2
}
(($# >= 2)) || usage
seconds=${*: -1}
[[ $seconds =~ ^[0-9]+$ && $seconds -gt 0 ]] || usage
targets=()
for t in "${@:1:$#-1}"; do
	t=${t#fuzz_}
	if [[ $t == all ]]; then
		targets+=("${all[@]}")
	elif [[ " ${all[*]} " == *" $t "* ]]; then
		targets+=("$t")
	else
		echo "$0: unknown target '$t'" >&2
		usage
	fi
done

build=${HDC_FUZZ_BUILD:-$root/build-fuzz}
[[ $build == /* ]] || build=$root/$build
[ -f "$build/build.ninja" ] || {
	echo "$0: $build is not a meson build directory; configure it with" >&2
	echo "    CC=clang meson setup $build -Dfuzzing=true" >&2
	exit 2
}
meson compile -C "$build" "${targets[@]/#/fuzz_}" >/dev/null
work=${HDC_FUZZ_WORK:-$(mktemp -d "${TMPDIR:-/tmp}/hdc-fuzz.XXXXXX")}
jobs=${HDC_FUZZ_JOBS:-1}

# Longest input worth trying per target.
max_len() {
	case $1 in
	postext) echo 4096 ;;
	move) echo 256 ;;
	record) echo 4096 ;;
	play) echo 512 ;;
	variant) echo 8192 ;;
	esac
}

# Runs one target; its summary goes to $work/<target>/summary.
fuzz_one() {
	local t=$1 dir=$work/$1 exe=$build/tests/fuzz/fuzz_$1
	mkdir -p "$dir/corpus" "$dir/crashes"
	local args=(-max_total_time="$seconds" -print_final_stats=1 -timeout=30
		-rss_limit_mb=2560 -max_len="$(max_len "$t")"
		-artifact_prefix="$dir/crashes/")
	[ -f "$root/tests/fuzz/$t.dict" ] && args+=(-dict="$root/tests/fuzz/$t.dict")
	local rc=0
	local seeds=("$root/tests/fuzz/corpus/$t")
	# The built-in, example and test variant descriptions seed fuzz_variant too.
	[[ $t == variant ]] && seeds+=("$root/lib/variants/builtin" "$root/examples/variants"
		"$root/tests/bitboards/variants")
	"$exe" "${args[@]}" "$dir/corpus" "${seeds[@]}" >"$dir/log" 2>&1 || rc=$?
	{
		local execs
		execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$dir/log" | tail -n 1 || true)
		printf '%-8s %s (%s s), corpus %s inputs, exit %d\n' "$t" "${execs:-stat::number_of_executed_units: ?}" \
			"$seconds" "$(find "$dir/corpus" -type f | wc -l)" "$rc"
		if ((rc != 0)); then
			echo "--- $t FAILED; end of its log ($dir/log):"
			tail -n 40 "$dir/log"
			for f in "$dir"/crashes/*; do
				[ -f "$f" ] || continue
				echo "--- reproducer $f (replay: $exe $f):"
				od -A d -c "$f" | head -n 40
			done
		fi
	} >"$dir/summary"
	return "$rc"
}

echo "fuzzing ${targets[*]} for $seconds s each, $jobs at a time; work directory $work"
failed=0
running=0
pids=()
for t in "${targets[@]}"; do
	fuzz_one "$t" &
	pids+=("$!")
	running=$((running + 1))
	if ((running >= jobs)); then
		wait -n || failed=1
		running=$((running - 1))
	fi
done
for pid in "${pids[@]}"; do
	wait "$pid" 2>/dev/null || true
done
for t in "${targets[@]}"; do
	cat "$work/$t/summary"
	grep -q ', exit 0$' "$work/$t/summary" || failed=1
done
exit "$failed"
