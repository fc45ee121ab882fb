#!/bin/sh
# The house layout rules, checked (make test runs this): no Swift source file over 300 lines,
# no line over 100 columns (counted in characters, as swift-format counts them), in Sources/,
# Tests/, Benchmarks/ and Fuzz/.
set -eu
cd "$(dirname "$0")/.."
exec python3 - <<'PY'
import pathlib, re, sys
roots = ["Sources", "Tests", "Benchmarks/Sources", "Benchmarks/Benchmarks", "Fuzz/Sources"]
files = sorted(p for r in roots for p in pathlib.Path(r).rglob("*.swift"))
long_files, long_lines = [], []
for f in files:
    lines = f.read_text(encoding="utf-8").split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if len(lines) > 300:
        long_files.append(f"{f} ({len(lines)} lines)")
    long_lines += [f"{f}:{i}: {len(l)} columns" for i, l in enumerate(lines, 1) if len(l) > 100]
if long_files:
    print("files over 300 lines (split them by concern: Type+Concern.swift):")
    print("\n".join(long_files))
if long_lines:
    print("lines over 100 columns:")
    print("\n".join(long_lines))
# The jq evaluator hands outputs on through jqSend, never by calling `emit` itself: a direct
# call lets the optimizer copy the evaluator once per closure (JQInterpreter.swift says why;
# a release build of SignalboxJQ grew past 17 GB that way).
direct_emits = [f"{f}:{i}" for f in files if str(f).startswith("Sources/SignalboxJQ/Language")
                for i, l in enumerate(f.read_text(encoding="utf-8").split("\n"), 1)
                if re.search(r"\bemit\(", l) and "func jqSend" not in l
                and "try emit(value" not in l and not l.lstrip().startswith("//")]
if direct_emits:
    print("direct calls of emit in the jq evaluator (use jqSend(emit, value)):")
    print("\n".join(direct_emits))
if long_files or long_lines or direct_emits:
    sys.exit(1)
print(f"layout: {len(files)} files, none over 300 lines or 100 columns")
PY
