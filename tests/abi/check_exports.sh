#!/usr/bin/env bash
# check_exports.sh LIBRARY - libhdc exports nothing but hdc_* symbols.
#
# Reads the dynamic symbol table (nm -D --defined-only).  The only other
# name allowed is the version node of the linker script (HDC_0, an
# absolute symbol of the version definition, not a function or object).
# Fails if anything else is exported or if nothing is.
set -euo pipefail
lib=${1:?usage: check_exports.sh LIBRARY}
nm=${NM:-nm}
symbols=$("$nm" -D --defined-only "$lib" | awk 'NF >= 3 { print $2, $3 }')
[ -n "$symbols" ] || { echo "$lib: no defined dynamic symbols at all" >&2; exit 1; }
bad=$(awk '$2 ~ /^hdc_/ { next }
           $1 == "A" && $2 ~ /^HDC_[0-9]+$/ { next }
           { print }' <<<"$symbols")
count=$(grep -c ' hdc_' <<<"$symbols" || true)
if [ -n "$bad" ]; then
	echo "$lib exports symbols that do not start with hdc_:" >&2
	echo "$bad" >&2
	exit 1
fi
echo "$lib: $count symbols, all hdc_*"
