#!/usr/bin/env bash
# check_header.sh INCLUDEDIR - <hdc.h> compiles on its own as strict C99,
# C11 and C++11, warnings as errors:
#     $CC  -std=c99   -pedantic -Wall -Wextra -Werror
#     $CXX -std=c++11 -pedantic -Wall -Wextra -Werror
# The test unit uses every type, enum and function of the header (by
# taking their addresses), so each declaration is really compiled.  $CC
# defaults to cc; $CXX to the first of c++, g++, clang++ found (without
# one, the C++ part is skipped with a message).
set -euo pipefail
inc=${1:?usage: check_header.sh INCLUDEDIR}
header=$inc/hdc.h
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
read -r -a cc <<<"${CC:-cc}"

# Every function of the header, by name.
mapfile -t functions < <(grep -oE '^HDC_API[^(]*\b(hdc_[a-z0-9_]+)\(' "$header" |
	sed -E 's/.*\b(hdc_[a-z0-9_]+)\($/\1/')
((${#functions[@]} > 0)) || { echo "no functions found in $header" >&2; exit 1; }

{
	echo '#include <hdc.h>'
	echo '#include <stddef.h>'
	echo 'typedef void (*hdc_any_fn)(void);'
	echo 'extern const hdc_any_fn hdc_all_functions[];'
	echo 'const hdc_any_fn hdc_all_functions[] = {'
	for f in "${functions[@]}"; do
		echo "	(hdc_any_fn)$f,"
	done
	echo '};'
	cat <<'C'
int hdc_header_check(hdc_position *pos, hdc_game *game, hdc_move move, hdc_piece piece);
int hdc_header_check(hdc_position *pos, hdc_game *game, hdc_move move, hdc_piece piece)
{
	enum hdc_status_code s = HDC_ERR_NOT_FOUND;
	enum hdc_limits l = HDC_MAX_PERFT_DEPTH;
	enum hdc_color c = HDC_BLACK;
	enum hdc_piece_type t = HDC_GRAND_KNIGHT;
	enum hdc_move_kind k = HDC_MOVE_PROMOTION_CAPTURE;
	enum hdc_castling cs = HDC_CASTLE_UPPER;
	enum hdc_game_status gs = HDC_STATUS_FIVEFOLD_REPETITION;
	enum hdc_claim cl = HDC_CLAIM_THREEFOLD_REPETITION;
	hdc_status status = HDC_OK;
	int32_t version = HDC_VERSION_NUMBER;
	(void)s;
	(void)l;
	(void)c;
	(void)t;
	(void)k;
	(void)cs;
	(void)gs;
	(void)cl;
	(void)pos;
	(void)game;
	(void)move;
	(void)piece;
	return status + version;
}
C
} >"$tmp/check.c"
# C++ wants the function-pointer casts spelled its way.
sed -e 's/(hdc_any_fn)\(hdc_[a-z0-9_]*\),/reinterpret_cast<hdc_any_fn>(\1),/' \
	"$tmp/check.c" >"$tmp/check.cpp"

flags=(-pedantic -Wall -Wextra -Werror -I"$inc" -c)
for std in c99 c11; do
	"${cc[@]}" -std=$std "${flags[@]}" -Wstrict-prototypes -Wmissing-prototypes \
		"$tmp/check.c" -o "$tmp/check-$std.o"
	echo "hdc.h as $std: ok (${#functions[@]} functions) with ${cc[*]}"
done

cxx=${CXX:-}
if [ -z "$cxx" ]; then
	for c in c++ g++ clang++; do
		if command -v "$c" >/dev/null; then
			cxx=$c
			break
		fi
	done
fi
if [ -z "$cxx" ]; then
	echo "no C++ compiler: the C++ check is skipped"
	exit 0
fi
read -r -a cxx <<<"$cxx"
"${cxx[@]}" -std=c++11 "${flags[@]}" -Wold-style-cast "$tmp/check.cpp" -o "$tmp/check-cxx.o"
echo "hdc.h as C++11: ok with ${cxx[*]}"
