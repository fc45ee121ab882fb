#!/bin/sh
# Every public symbol of the library products (Signalbox, SignalboxJSON, SignalboxJQ,
# SignalboxLanguage, SignalboxSession, SignalboxTestSupport) has a doc comment: their
# symbol graphs (swift-symbolgraph-extract on the debug build's modules, as `swift package
# dump-symbol-graph` makes them) are read, and the symbols without one are listed and fail
# the check. `make test` runs it after `swift build`; `scripts/check-docs.sh --list` prints
# each product's public surface. It also typechecks scripts/lib/embedder.swift, the entry
# points of the products above the engine as a package depending on them calls them.
# docs/library.md ("The public surface") says what is public and why.
set -eu
cd "$(dirname "$0")/.."
modules=.build/debug/Modules
build=.build/x86_64-unknown-linux-gnu/debug
[ -f "$modules/SignalboxTestSupport.swiftmodule" ] ||
  { echo "check-docs: build first (swift build)"; exit 1; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
list=no
[ "${1:-}" = --list ] && list=yes
products="Signalbox SignalboxJSON SignalboxJQ SignalboxLanguage SignalboxSession \
SignalboxTestSupport"
for module in $products; do
  swift-symbolgraph-extract -module-name "$module" -target "$(uname -m)-unknown-linux-gnu" \
    -I "$modules" -Xcc -fmodule-map-file="$build/CSignalboxLibc.build/module.modulemap" \
    -Xcc -I -Xcc Sources/CSignalboxLibc/include -minimum-access-level public \
    -skip-synthesized-members -output-dir "$out"
done
# The entry points docs/library.md names, compiled as a package depending on the products
# would compile them (no package name: `package` declarations out of sight).
[ $list = yes ] || swiftc -typecheck -I "$modules" \
  -Xcc -fmodule-map-file="$build/CSignalboxLibc.build/module.modulemap" \
  -Xcc -I -Xcc Sources/CSignalboxLibc/include scripts/lib/embedder.swift ||
  { echo "check-docs: an entry point docs/library.md names is not public (above)"; exit 1; }
exec python3 - "$out" "$list" $products <<'PY'
import glob, json, sys
out, listing, modules = sys.argv[1], sys.argv[2] == "yes", sys.argv[3:]
missing = []
for module in modules:
    symbols = []
    for f in glob.glob(f"{out}/{module}.symbols.json") + glob.glob(f"{out}/{module}@*.symbols.json"):
        symbols += json.load(open(f))["symbols"]
    undocumented = [s for s in symbols if "docComment" not in s]
    for s in undocumented:
        where = s.get("location", {})
        path = where.get("uri", "").split("/Sources/", 1)[-1]
        line = where.get("position", {}).get("line", 0) + 1
        missing.append(f"Sources/{path}:{line}: {module}.{'.'.join(s['pathComponents'])}")
    if listing:
        top = sorted({s["names"]["title"] for s in symbols if len(s["pathComponents"]) == 1})
        print(f"{module}: {len(symbols)} public symbols, {len(undocumented)} undocumented")
        print("  " + ", ".join(top))
if listing:
    sys.exit(0)
if missing:
    print("public symbols without a doc comment (add `///` above each):")
    print("\n".join(missing))
    sys.exit(1)
print(f"check-docs: every public symbol of {', '.join(modules)} has a doc comment")
PY
