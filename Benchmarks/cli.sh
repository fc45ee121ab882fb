#!/usr/bin/env bash
# `make bench-cli`: the command-line rows of issue 6, timed against jq on generated data, then
# the big-document rows of issue 14 (one JSON document of each shape at two sizes).
# Usage: Benchmarks/cli.sh [LINES]   (default 1000000); RUNS=N takes the best of N runs (default 3)
# of each command, signalbox and jq alike, because this machine's timings swing. DOCS=0 skips
# the big documents.
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
[ "${DOCS:-1}" = 0 ] && exit 0
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
