#!/bin/sh
# The house layout rules, checked (make test runs this): no Swift source file over 300 lines,
# no line over 100 columns (counted in characters), in Sources/, Tests/, Benchmarks/ and Fuzz/.
# Test files may be longer than 300 lines only where listed in LONG_TESTS_OK (none today).
set -eu
cd "$(dirname "$0")/.."
status=0
files=$(find Sources Tests Benchmarks/Sources Benchmarks/Benchmarks Fuzz/Sources -name '*.swift' 2>/dev/null | sort)
long_files=$(for f in $files; do n=$(wc -l < "$f"); [ "$n" -le 300 ] || echo "$f ($n lines)"; done)
if [ -n "$long_files" ]; then
  echo "files over 300 lines (split them by concern: Type+Concern.swift):"; echo "$long_files"; status=1
fi
long_lines=$(for f in $files; do LC_ALL=C.UTF-8 awk -v f="$f" 'length($0) > 100 { print f ":" FNR ": " length($0) " columns" }' "$f"; done)
if [ -n "$long_lines" ]; then
  echo "lines over 100 columns:"; echo "$long_lines"; status=1
fi
[ $status -eq 0 ] && echo "layout: $(echo "$files" | wc -l) files, none over 300 lines or 100 columns"
exit $status
