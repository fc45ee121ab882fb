#!/bin/sh
# The complexity smoke (issue 45): each idiom that was quadratic, run by the release binary
# at n and at 4n (the jq-named functions: contains, index, indices, split, ltrimstr, join,
# sub/gsub, delpaths, fromstream; the count-by-key `setpath(acc, …)` and `acc + {…}`
# steps; and in `signalbox jq`, jq's `reduce … (.[$k] += 1)`, setpath, `. + {…}`, contains,
# gsub, delpaths, fromstream, test failing at each position, a value nested N deep by
# reduce); fails when 4n costs more than 5 times n. The cost is the instruction count
# callgrind reports (exact, the same on a loaded machine); without valgrind, the process's
# user + system CPU time (noisier: the bound then has room for noise only by luck).
# Also checks that a period under the shortest is refused (`bufferTime 1e-300`, C007).
#
#   sh scripts/complexity-smoke.sh          # BIN=.build/release/signalbox (make release)
#   BIN=.build/debug/signalbox N=2000 sh scripts/complexity-smoke.sh
set -eu
cd "$(dirname "$0")/.."
BIN=${BIN:-.build/release/signalbox}
N=${N:-5000}   # drawing: values per run; combineLatest/zip: N/2 inputs; strings: 20·N
LIMIT=${LIMIT:-5}
[ -x "$BIN" ] || { echo "complexity-smoke: no $BIN (make release)" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if command -v valgrind >/dev/null 2>&1; then unit=instructions; else unit="CPU seconds"; fi

# cost PROGRAMFILE ARGS…: the cost of one run of the binary on the program.
cost() {
  program=$1
  shift
  if [ "$unit" = instructions ]; then
    valgrind --tool=callgrind --callgrind-out-file="$tmp/cg.out" "$BIN" "$@" "$program" \
      >/dev/null 2>"$tmp/err" || { cat "$tmp/err" >&2; return 1; }
    sed -n 's/^summary: *//p' "$tmp/cg.out"
  else
    /usr/bin/time -f '%U %S' -o "$tmp/time" "$BIN" "$@" "$program" >/dev/null 2>"$tmp/err" ||
      { cat "$tmp/err" >&2; return 1; }
    awk '{ print $1 + $2 }' "$tmp/time"
  fi
}

# A program for each idiom at size $1 (in $tmp/p.sbx).
drawing() { echo "interval 0.001 | take $1 | map x" >"$tmp/p.sbx"; }
combining() {
  python3 -c "import sys; print('$2 ' + ', '.join(['{just 1}'] * int(sys.argv[1])))" "$1" \
    >"$tmp/p.sbx"
}

failed=0
# check NAME SETUP FLAGS…: runs SETUP n and SETUP 4n, compares the costs.
check() {
  name=$1 setup=$2
  shift 2
  $setup "$N" ""
  small=$(cost "$tmp/p.sbx" "$@")
  $setup $((4 * N)) ""
  large=$(cost "$tmp/p.sbx" "$@")
  ratio=$(awk -v a="$small" -v b="$large" 'BEGIN { printf "%.2f", b / (a > 0 ? a : 1e-9) }')
  verdict=ok
  if awk -v r="$ratio" -v l="$LIMIT" 'BEGIN { exit !(r > l) }'; then
    verdict=FAIL
    failed=1
  fi
  printf '%-28s n=%-7s %14s → %14s %s: %5s×  %s\n' "$name" "$N" "$small" "$large" "$unit" \
    "$ratio" "$verdict"
}
# jq-named functions on one value of size $1 (strings of 20·$1 code points): a needle that a
# naive search would compare almost wholly at each place, many matches, many paths.
jqcall() { echo "just 0 | map $2 | ignoreValues" >"$tmp/p.sbx"; }
long() { echo "\"a\" * $((20 * $1))"; }
needle() { echo "\"a\" * $((10 * $1)) + \"b\""; }
containsLong() { jqcall "$1" "contains($(long "$1"), $(needle "$1"))"; }
insideLong() { jqcall "$1" "inside($(needle "$1"), $(long "$1"))"; }
indexLong() {
  jqcall "$1" "[index($(long "$1"), $(needle "$1")), rindex($(long "$1"), $(needle "$1"))]"
}
indicesMany() { jqcall "$1" "indices($(long "$1"), \"aa\")"; }
splitLong() { jqcall "$1" "[split($(long "$1"), $(needle "$1")), split($(long "$1"), \"a\")]"; }
trimstrLong() {
  jqcall "$1" "[ltrimstr($(long "$1"), \"a\" * $((10 * $1))), rtrimstr($(long "$1"), \"ba\")]"
}
joinMany() { jqcall "$1" "join(range(0, $((4 * $1))), \",\")"; }
gsubMany() {
  jqcall "$1" "[gsub(\"ab\" * $((4 * $1)), \"a\", \"x\"), sub($(long "$1"), \"b\", \"c\")]"
}
delpathsMany() { jqcall "$1" "delpaths(range(0, $1), paths(range(0, $1)))"; }
fromstreamMany() { jqcall "$1" "fromstream(tostream(range(0, $1)))"; }
countByKey() {
  echo "range 1, $1 | aggregate {}, setpath(acc, [str(x)], (acc[str(x)] ?? 0) + 1) | ignoreValues" \
    >"$tmp/p.sbx"
}
mergeObjects() {
  echo "range 1, $1 | aggregate {}, acc + from_entries([{key: str(x), value: x}]) | ignoreValues" \
    >"$tmp/p.sbx"
}
# The same idioms in jq's own words, run by `signalbox jq -n -f` (the jq module's evaluator).
jqFilter() { echo "$1" >"$tmp/p.sbx"; }
countByKeyJQ() { jqFilter "reduce (range(0; $1) | tostring) as \$k ({}; .[\$k] += 1) | length"; }
setpathJQ() {
  jqFilter "reduce (range(0; $1) | tostring) as \$k ({}; setpath([\$k]; 1)) | length"
}
mergeJQ() { jqFilter "reduce (range(0; $1) | tostring) as \$k ({}; . + {(\$k): 1}) | length"; }
containsJQ() { jqFilter "\"a\" * $((20 * $1)) | contains(\"a\" * $((10 * $1)) + \"b\")"; }
gsubJQ() { jqFilter "\"ab\" * $((4 * $1)) | gsub(\"a\"; \"x\") | length"; }
delpathsJQ() { jqFilter "[range(0; $1)] | delpaths([range(0; $1) | [.]]) | length"; }
regexFailsJQ() { jqFilter "\"a\" * $((20 * $1)) | [test(\"a*b\"), test(\"(?=a)a*b\")]"; }
fromstreamJQ() { jqFilter "[range(0; $1)] | fromstream(tostream) | length"; }
nestJQ() {
  jqFilter "reduce range(0; $1) as \$_ ([]; [.]) | [tojson, getpath([range(1; $1) | 0])] | length"
}
nestObjectJQ() { jqFilter "reduce range(0; $1) as \$_ ([]; [{a: .}]) | @json | length"; }
combineLatest() { combining $(($1 / 2)) combineLatest; }
zipSources() { combining $(($1 / 2)) zip; }

check "marbles table" drawing --virtual -q --marbles=table
check "marbles diagram" drawing --virtual -q --marbles
check "marbles svg" drawing --virtual -q --marbles=svg
check "report" drawing --virtual -q --report "$tmp/report.html"
check "combineLatest of N/2 inputs" combineLatest --virtual -q
check "zip of N/2 inputs" zipSources --virtual -q
check "contains, long needle" containsLong --virtual -q
check "inside, long needle" insideLong --virtual -q
check "index/rindex, long needle" indexLong --virtual -q
check "indices, many" indicesMany --virtual -q
check "split/1" splitLong --virtual -q
check "ltrimstr/rtrimstr" trimstrLong --virtual -q
check "join, many" joinMany --virtual -q
check "sub/gsub, many matches" gsubMany --virtual -q
check "delpaths, N paths" delpathsMany --virtual -q
check "fromstream(tostream)" fromstreamMany --virtual -q
check "count by key (setpath)" countByKey --virtual -q
check "acc + object" mergeObjects --virtual -q
check "jq reduce .[\$k] += 1" countByKeyJQ jq -n -f
check "jq reduce setpath" setpathJQ jq -n -f
check "jq reduce . + {k: v}" mergeJQ jq -n -f
check "jq contains, long needle" containsJQ jq -n -f
check "jq gsub, many matches" gsubJQ jq -n -f
check "jq delpaths, N paths" delpathsJQ jq -n -f
check "jq fromstream(tostream)" fromstreamJQ jq -n -f
check "jq test, no match anywhere" regexFailsJQ jq -n -f
check "jq reduce [.], N deep" nestJQ jq -n -f
check "jq reduce [{a: .}], N deep" nestObjectJQ jq -n -f

# The shortest period, for every time that repeats.
for program in 'just 1 | bufferTime 1e-300' 'just 1 | windowTime 1, 1e-300' 'interval 1e-300'; do
  if "$BIN" --virtual -e "$program" >/dev/null 2>"$tmp/err" || ! grep -q C007 "$tmp/err"; then
    echo "FAIL: '$program' was not refused with C007"
    failed=1
  else
    echo "refused with C007: $program"
  fi
done
exit $failed
