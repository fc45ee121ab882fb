#!/usr/bin/env bash
# `make bench-cli`: the command-line rows of issue 6, timed against jq on generated data, then
# the big-document rows of issue 14 (one JSON document of each shape at two sizes).
# Usage: Benchmarks/cli.sh [LINES]   (default 1000000); RUNS=N takes the best of N runs (default 3)
# of each command, signalbox and jq alike, because this machine's timings swing. DOCS=0 skips
# the big documents, ITEMS=0 the items rows (issue 19: ITEMS_SIZES megabytes, default
# "100 1000", generated in ITEMS_DATA, default /tmp/signalbox-items-bench, deleted after).
set -euo pipefail
cd "$(dirname "$0")/.."
lines="${1:-1000000}"
bin=.build/release/signalbox
data=.build/bench-data
mkdir -p "$data"
file="$data/$lines.ndjson"
if [ ! -f "$file" ]; then
  # Deterministic NDJSON: ~60 bytes a line, v uniform in 0..99.
  awk -v n="$lines" 'BEGIN { srand(7); for (i = 0; i < n; i++) printf "{\"id\":%d,\"v\":%d,\"name\":\"item%d\",\"ok\":%s}\n", i, int(rand() * 100), i, (i % 2 ? "true" : "false") }' > "$file"
fi

runs="${RUNS:-3}"
seconds() { # prints the best wall seconds of $runs runs of a command (stdout to a file given as $1)
  local out="$1"; shift
  local start end best=""
  for _ in $(seq "$runs"); do
    start=$(date +%s%N)
    "$@" < "$file" > "$out"
    end=$(date +%s%N)
    best=$(awk -v a="$start" -v b="$end" -v best="$best" 'BEGIN { t = (b - a) / 1e9; if (best == "" || t < best) best = t; printf "%.3f", best }')
  done
  echo "$best"
}

rss() { # peak RSS in MB, when GNU time is there
  if [ -x /usr/bin/time ]; then
    /usr/bin/time -f "%M" "$@" 2>&1 >/dev/null | tail -1 | awk '{ printf "%.1f", $1 / 1024 }'
  else
    echo "-"
  fi
}

have_jq=0
command -v jq >/dev/null && have_jq=1
printf "%-12s %12s %12s %8s %10s\n" row signalbox_s jq_s ratio rss_mb
row() { # name, signalbox args..., --, jq args...
  local name="$1"; shift
  local sbx=() jqa=()
  while [ "$1" != "--" ]; do sbx+=("$1"); shift; done; shift
  jqa=("$@")
  local s j ratio mem
  s=$(seconds "$data/out.sbx" "$bin" "${sbx[@]}")
  mem=$(rss "$bin" "${sbx[@]}" < "$file")
  if [ "$have_jq" = 1 ]; then
    j=$(seconds "$data/out.jq" jq "${jqa[@]}")
    ratio=$(awk -v a="$s" -v b="$j" 'BEGIN { printf "%.2fx", b / a }')
  else
    j="-"; ratio="-"
  fi
  printf "%-12s %12s %12s %8s %10s\n" "$name" "$s" "$j" "$ratio" "$mem"
}

row filter -q -e 'stdin | filter x.v > 50 | map x.name' -- -c 'select(.v > 50) | .name'
if [ "$have_jq" = 1 ] && ! cmp -s "$data/out.sbx" "$data/out.jq"; then echo "  (filter output differs from jq)"; fi
row identity -q -e 'stdin | map x' -- -c .
row range --virtual -q -e 'range 1, 10000000 | map x*2 | filter x%3==0 | aggregate 0, acc+x' -- -n 'reduce (range(1;10000001)|.*2|select(.%3==0)) as $x (0;.+$x)'
start=$(date +%s%N); for _ in $(seq 20); do "$bin" -e 'just 1' > /dev/null; done; end=$(date +%s%N)
s=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", (b - a) / 20e6 }')
if [ "$have_jq" = 1 ]; then
  start=$(date +%s%N); for _ in $(seq 20); do jq -n 1 > /dev/null; done; end=$(date +%s%N)
  j=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", (b - a) / 20e6 }')
else j="-"; fi
printf "%-12s %11sms %11sms\n" startup "$s" "$j"
s=$(seconds "$data/out.sbx" "$bin" --virtual -q -e 'interval 0.001 | take 1000000 | count')
printf "%-12s %12s\n" interval1M "$s"

# Big documents (issue 14): `signalbox -q -e stdin` against `jq -c .` on one generated document
# (Benchmarks/bigdoc.py, seeded), each shape at two sizes so that growth shows: the ms per MB
# should stay flat. Output must be byte-identical to jq's.
if [ "${DOCS:-1}" != 0 ]; then
echo
printf "%-12s %8s %12s %12s %8s %8s %10s %10s %s\n" doc MB signalbox_s jq_s ratio ms/MB rss_mb jq_rss_mb same
doc() { # name, shape, size argument
  local name="$1" shape="$2" size="$3"
  local input="$data/$shape-$size.json"
  [ -f "$input" ] || python3 Benchmarks/bigdoc.py "$shape" "$size" > "$input"
  file="$input"
  local mb s j ratio per mem jmem same
  mb=$(awk -v b="$(wc -c < "$input")" 'BEGIN { printf "%.1f", b / 1e6 }')
  s=$(seconds "$data/out.sbx" "$bin" -q -e stdin)
  mem=$(rss "$bin" -q -e stdin < "$input")
  per=$(awk -v s="$s" -v mb="$mb" 'BEGIN { printf "%.1f", s * 1000 / mb }')
  if [ "$have_jq" = 1 ]; then
    j=$(seconds "$data/out.jq" jq -c .)
    jmem=$(rss jq -c . < "$input")
    ratio=$(awk -v a="$s" -v b="$j" 'BEGIN { printf "%.2fx", b / a }')
    cmp -s "$data/out.sbx" "$data/out.jq" && same=yes || same=NO
  else
    j="-"; jmem="-"; ratio="-"; same="-"
  fi
  printf "%-12s %8s %12s %12s %8s %8s %10s %10s %s\n" "$name" "$mb" "$s" "$j" "$ratio" "$per" "$mem" "$jmem" "$same"
}
doc array-10 array 10
doc array-40 array 40
doc nested-10 nested 8
doc nested-40 nested 32
doc wide-40k wide 1
doc wide-100k wide 2.5
fi

# One big document as a stream of its items (issue 19): `signalbox -q -e 'stdin items'` on one
# generated array, against the same elements as NDJSON through `stdin`, `jq -c '.[]'` (which
# loads the whole document), `jq -c --stream 'fromstream(1|truncate_stream(inputs))'` (jq's
# constant-memory way; only up to JQ_STREAM_MAX MB, default 100: it takes over 3 minutes for
# 100 MB) and `jaq -c '.[]'` when jaq is installed. Then a path: the features of a GeoJSON
# FeatureCollection, `stdin items "features"` against `jq -c '.features[]'`. Each command
# runs once per size under GNU time (seconds and peak RSS); the 1 GB rows need about 10 GB
# of memory for jq and 4 GB of disk. COMPARE_MAX=MB skips jq and jaq for bigger sizes.
[ "${ITEMS:-1}" = 0 ] && exit 0
items_data="${ITEMS_DATA:-/tmp/signalbox-items-bench}"
mkdir -p "$items_data"
trap 'rm -rf "$items_data"' EXIT
have_jaq=0
command -v jaq >/dev/null && have_jaq=1
measure() { # input, output, command...: prints "SECONDS RSS_MB" of one run (wall seconds,
  # then user+system seconds in parentheses: the machine is shared, and CPU time swings less)
  local input="$1" out="$2"; shift 2
  /usr/bin/time -f "%e %M %U %S" -o "$items_data/time" "$@" < "$input" > "$out" 2>/dev/null || true
  awk '{ printf "%s(%.1f) %.1f", $1, $3 + $4, $2 / 1024 }' "$items_data/time"
}
echo
echo "items: wall seconds (CPU seconds) / peak RSS MB of one run; ratio = other tool's wall time / signalbox's"
printf "%-12s %6s %20s %20s %22s %6s %16s %7s %22s %6s %s\n" \
  items MB signalbox ndjson_stdin jq_.[] ratio jq_--stream ratio jaq_.[] ratio same
for size in ${ITEMS_SIZES:-100 1000}; do
  array="$items_data/array-$size.json"
  lines="$items_data/lines-$size.ndjson"
  python3 Benchmarks/bigdoc.py array "$size" > "$array"
  python3 Benchmarks/bigdoc.py lines "$size" > "$lines"
  mb=$(awk -v b="$(wc -c < "$array")" 'BEGIN { printf "%.0f", b / 1e6 }')
  read -r s smem <<< "$(measure "$array" "$items_data/out.sbx" "$bin" -q -e 'stdin items')"
  read -r n nmem <<< "$(measure "$lines" "$items_data/out.ndjson" "$bin" -q -e 'stdin')"
  cmp -s "$items_data/out.sbx" "$items_data/out.ndjson" && same=yes || same=NO
  j="-"; jmem="-"; jr="-"; js="-"; jsr="-"; q="-"; qmem="-"; qr="-"
  compare=$(( size <= ${COMPARE_MAX:-100000} ))
  if [ "$have_jq" = 1 ] && [ "$compare" = 1 ]; then
    read -r j jmem <<< "$(measure "$array" "$items_data/out.jq" jq -c '.[]')"
    jr=$(awk -v a="${s%%(*}" -v b="${j%%(*}" 'BEGIN { printf "%.1fx", b / a }')
    cmp -s "$items_data/out.sbx" "$items_data/out.jq" || same="$same (jq differs)"
    if [ "$size" -le "${JQ_STREAM_MAX:-100}" ]; then
      read -r js _ <<< "$(measure "$array" "$items_data/out.jqs" jq -c --stream 'fromstream(1|truncate_stream(inputs))')"
      jsr=$(awk -v a="${s%%(*}" -v b="${js%%(*}" 'BEGIN { printf "%.1fx", b / a }')
    fi
  fi
  if [ "$have_jaq" = 1 ] && [ "$compare" = 1 ]; then
    read -r q qmem <<< "$(measure "$array" "$items_data/out.jaq" jaq -c '.[]')"
    qr=$(awk -v a="${s%%(*}" -v b="${q%%(*}" 'BEGIN { printf "%.1fx", b / a }')
  fi
  printf "%-12s %6s %20s %20s %22s %6s %16s %7s %22s %6s %s\n" "array-$size" "$mb" "$s / $smem" "$n / $nmem" \
    "$j / $jmem" "$jr" "$js" "$jsr" "$q / $qmem" "$qr" "$same"
  rm -f "$array" "$lines" "$items_data"/out.*
  geo="$items_data/geojson-$size.json"
  python3 Benchmarks/bigdoc.py geojson "$size" > "$geo"
  mb=$(awk -v b="$(wc -c < "$geo")" 'BEGIN { printf "%.0f", b / 1e6 }')
  read -r s smem <<< "$(measure "$geo" "$items_data/out.sbx" "$bin" -q -e 'stdin items "features"')"
  j="-"; jmem="-"; jr="-"; same="-"
  if [ "$have_jq" = 1 ] && [ "$compare" = 1 ]; then
    read -r j jmem <<< "$(measure "$geo" "$items_data/out.jq" jq -c '.features[]')"
    jr=$(awk -v a="${s%%(*}" -v b="${j%%(*}" 'BEGIN { printf "%.1fx", b / a }')
    cmp -s "$items_data/out.sbx" "$items_data/out.jq" && same=yes || same=NO
  fi
  printf "%-12s %6s %20s %20s %22s %6s %16s %7s %22s %6s %s\n" "geojson-$size" "$mb" "$s / $smem" "-" "$j / $jmem" "$jr" "-" "-" "-" "-" "$same"
  rm -f "$geo" "$items_data"/out.*
done
