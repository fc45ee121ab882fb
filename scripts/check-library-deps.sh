#!/bin/sh
# What each library product contains, from `swift package describe`: every target it
# reaches, and the other packages' products it uses. Fails when a library product reaches
# CReadline (GNU readline, GPL-3.0: the command's alone, README "Install"), the live view
# (SignalboxLive) or FlyingFox's modules, or uses a package other than swift-collections.
# Run by `make test-embedding` (so by `make test`).
set -eu
cd "$(dirname "$0")/.."
${SWIFT:-swift} package describe --type json 2> /dev/null | python3 -c '
import json, sys
package = json.load(sys.stdin)
targets = {t["name"]: t for t in package["targets"]}
allowed = {"HeapModule", "DequeModule", "OrderedCollections"}
forbidden = {"CReadline", "SignalboxLive", "SignalboxCLI"}
failed = False
for product in package["products"]:
    if "library" not in product["type"]:
        continue
    seen, stack = set(), list(product["targets"])
    while stack:
        name = stack.pop()
        if name not in seen:
            seen.add(name)
            stack += targets[name].get("target_dependencies", [])
    used = {p for t in seen for p in targets[t].get("product_dependencies", [])}
    bad = sorted(seen & forbidden) + sorted(used - allowed)
    print(product["name"] + ": targets " + ", ".join(sorted(seen)) + "; packages "
          + (", ".join(sorted(used)) or "none"))
    if bad:
        print("  must not contain: " + ", ".join(bad))
        failed = True
sys.exit(1 if failed else 0)
'
