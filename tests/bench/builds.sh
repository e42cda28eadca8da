# tests/bench/builds.sh - sourced by compare_builds.sh and
# compare_targets.sh: take out an older revision beside the current tree
# and build both the same way.
#
#   builds_prepare REV   sets root, commit, head (the current tree's short
#                        hash, "+changes" if it has uncommitted changes)
#                        and work (HDC_COMPARE_DIR, else a temporary
#                        directory removed on exit unless
#                        HDC_COMPARE_KEEP=1); exits 2 on an unknown REV
#   builds_make TARGET   builds REV in $work/build-old from a `git archive`
#                        of it ($work/src-old) and the current tree as it is
#                        on disk in $work/build-new, release mode, no tests,
#                        only ninja TARGET
#
# Release builds with the baseline ISA (no -march=native): the library's
# run-time dispatch chooses the cell set path, as it does for users.

# The last commit of the mailbox generator: where the tag pre-bitboards
# points.  Clones do not always carry tags (a checkout made from the
# landed commits has none), so the name falls back to the commit.
pre_bitboards_commit=30d3891a96d21c06a3dd7adc6a7eb4af9905c9fd

builds_prepare() {
	local rev=$1
	root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
	if [ "$rev" = pre-bitboards ] &&
		! git -C "$root" rev-parse --verify --quiet "$rev^{commit}" >/dev/null; then
		rev=$pre_bitboards_commit
	fi
	commit=$(git -C "$root" rev-parse --verify --quiet "$rev^{commit}") ||
		{ echo "$0: no such revision '$rev'" >&2; exit 2; }
	head=$(git -C "$root" rev-parse --short HEAD)
	if [ -n "$(git -C "$root" status --porcelain --untracked-files=no)" ]; then
		head="$head+changes"
	fi
	if [ -n "${HDC_COMPARE_DIR:-}" ]; then
		work=$HDC_COMPARE_DIR
		mkdir -p "$work"
	else
		work=$(mktemp -d)
	fi
	if [ "${HDC_COMPARE_KEEP:-0}" != 1 ] && [ -z "${HDC_COMPARE_DIR:-}" ]; then
		trap 'rm -rf "$work"' EXIT
	else
		echo "# keeping $work"
	fi
}

builds_one() { # NAME SOURCE TARGET
	local dir=$work/build-$1
	rm -rf "$dir"
	echo "# $(date -u +%H:%M:%S) building $1 ($2) in $dir"
	meson setup "$dir" "$2" --buildtype=release -Dtests=false >"$work/setup-$1.log" 2>&1 ||
		{ cat "$work/setup-$1.log" >&2; exit 1; }
	ninja -C "$dir" "$3" >"$work/build-$1.log" 2>&1 ||
		{ cat "$work/build-$1.log" >&2; exit 1; }
}

builds_make() {
	rm -rf "$work/src-old"
	mkdir -p "$work/src-old"
	git -C "$root" archive --format=tar "$commit" | tar -x -C "$work/src-old"
	builds_one old "$work/src-old" "$1"
	builds_one new "$root" "$1"
}
