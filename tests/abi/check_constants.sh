#!/usr/bin/env bash
# check_constants.sh INCLUDEDIR - the numeric values hdc.h promises stay put.
#
#     tests/abi/check_constants.sh include
#     tests/abi/check_constants.sh --update include
#
# abidiff sees functions and types, not the values of enum constants (the
# functions take int32_t): status codes, piece types, move kinds, limits...
# This compiles a program that prints every enumerator of <hdc.h> and
# compares with tests/abi/constants.txt: every constant listed there must
# still exist with the same value; new constants are fine (listed).
# --update rewrites the list (deliberately, with the ABI baseline).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
update=0
if [ "${1:-}" = --update ]; then
	update=1
	shift
fi
inc=${1:?usage: check_constants.sh [--update] INCLUDEDIR}
baseline=$here/constants.txt
read -r -a cc <<<"${CC:-cc}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Enumerators: the HDC_* names that open a line inside an enum body.
mapfile -t names < <(awk '/^enum [a-z_]+ *\{/ { on = 1; next } on && /^\}/ { on = 0 }
	on && match($0, /^[ \t]*HDC_[A-Z0-9_]+/) { s = substr($0, RSTART, RLENGTH); gsub(/[ \t]/, "", s); print s }' \
	"$inc/hdc.h")
((${#names[@]} > 0)) || { echo "no enum constants found in $inc/hdc.h" >&2; exit 2; }
{
	echo '#include <stdio.h>'
	echo '#include <hdc.h>'
	echo 'int main(void)'
	echo '{'
	for n in "${names[@]}"; do
		printf '\tprintf("%%s %%lld\\n", "%s", (long long)%s);\n' "$n" "$n"
	done
	echo '	return 0;'
	echo '}'
} >"$tmp/constants.c"
"${cc[@]}" -std=c11 -I"$inc" "$tmp/constants.c" -o "$tmp/constants"
"$tmp/constants" | sort >"$tmp/now.txt"
if ((update)); then
	cp "$tmp/now.txt" "$baseline"
	echo "$baseline rewritten: $(wc -l <"$baseline") constants"
	exit 0
fi
# Lines of the baseline missing from now: a constant removed or renumbered.
missing=$(comm -23 <(sort "$baseline") "$tmp/now.txt")
added=$(comm -13 <(sort "$baseline") "$tmp/now.txt")
if [ -n "$missing" ]; then
	echo "constants of $(basename "$baseline") changed or removed (NAME VALUE as promised):" >&2
	echo "$missing" >&2
	echo "now:" >&2
	while read -r n _; do
		grep "^$n " "$tmp/now.txt" >&2 || echo "$n (gone)" >&2
	done <<<"$missing"
	exit 1
fi
echo "$(wc -l <"$baseline") constants unchanged${added:+; added: $(tr '\n' ' ' <<<"$added")}"
