#!/usr/bin/env bash
# check_abi.sh LIBRARY INCLUDEDIR - compare the ABI of a built libhdc.so with
# the baseline kept in the repository, tests/abi/libhdc.abi (libabigail's
# abidw/abidiff, Debian package abigail-tools).
#
#     tests/abi/check_abi.sh build/lib/libhdc.so include
#     tests/abi/check_abi.sh --update build/lib/libhdc.so include
#
# Only the public types count (--headers-dir INCLUDEDIR, private types
# dropped: hdc_position and hdc_game stay opaque).  Fails on any
# incompatible change: a removed or changed function or variable, or
# anything abidiff itself calls incompatible (exit bit 8).  Added functions
# are fine and are listed.  --update rewrites the baseline instead: do that
# deliberately, in a commit of its own, when the version says the ABI may
# change (the baseline's soname and the library version are printed).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
update=0
if [ "${1:-}" = --update ]; then
	update=1
	shift
fi
lib=${1:?usage: check_abi.sh [--update] LIBRARY INCLUDEDIR}
inc=${2:?usage: check_abi.sh [--update] LIBRARY INCLUDEDIR}
baseline=${HDC_ABI_BASELINE:-$here/libhdc.abi}
for tool in abidw abidiff; do
	command -v "$tool" >/dev/null || { echo "$tool not found (Debian: abigail-tools)" >&2; exit 2; }
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

abidw --headers-dir "$inc" --drop-private-types --no-corpus-path \
	--out-file "$tmp/new.abi" "$(readlink -f "$lib")"
if ((update)); then
	cp "$tmp/new.abi" "$baseline"
	echo "baseline $baseline rewritten from $lib ($(grep -o "soname='[^']*'" "$baseline"))"
	exit 0
fi

rc=0
abidiff "$baseline" "$tmp/new.abi" >"$tmp/report" || rc=$?
cat "$tmp/report"
# abidiff's exit status is a bit set: 1 error, 2 usage error, 4 ABI
# change, 8 incompatible ABI change.
if ((rc & 3)); then
	echo "abidiff failed (exit $rc)" >&2
	exit 2
fi
removed_or_changed=$({ grep -E '^(Functions|Variables) changes summary:' "$tmp/report" || true; } |
	{ grep -oE '[0-9]+ (Removed|Changed)' || true; } | awk '{ n += $1 } END { print n + 0 }')
if ((rc & 8)) || ((removed_or_changed > 0)); then
	echo "INCOMPATIBLE ABI change against $(basename "$baseline") (abidiff exit $rc):" \
		"$removed_or_changed removed or changed; update the baseline only with a new version" >&2
	exit 1
fi
added=$({ grep -E '^Functions changes summary:' "$tmp/report" || true; } |
	{ grep -oE '[0-9]+ Added' || echo "0 Added"; })
echo "ABI compatible with $(basename "$baseline") ($(grep -o "soname='[^']*'" "$baseline"));" \
	"functions: $added"
