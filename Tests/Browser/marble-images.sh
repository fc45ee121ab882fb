#!/bin/sh
# Draws docs/images/NAME.svg for every line of docs/images/marbles.list with the binary $1.
set -eu
bin=${1:-.build/debug/signalbox}
tab=$(printf '\t')
grep -v '^#' docs/images/marbles.list | while IFS="$tab" read -r name program; do
  [ -n "$name" ] || continue
  # Status 1 (a pipeline that ends in an error, as retry's does) still draws.
  "$bin" --virtual --marbles=svg -e "$program" > "docs/images/$name.svg" 2>/dev/null || [ $? -eq 1 ]
  echo "docs/images/$name.svg"
done
