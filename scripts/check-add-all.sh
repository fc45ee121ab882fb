#!/bin/sh
# Every check-add script (CONTRIBUTING.md's "add a ..." paths) in one scratch worktree with
# one build: each script adds its made-up thing and checks which files changed, as it does
# alone, then commits it in the scratch tree (scripts/lib/check-add.sh, CHECK_ADD_SHARED);
# the tree holding all five additions is built once, warning-free, and the tests every
# script names are run together. `make check-add` (CI); each `make check-add-NAME` still
# runs alone with its own build.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
traits=${SWIFT_TRAITS---traits LiveView}
CHECK_ADD_SHARED=$(mktemp -d /tmp/signalbox-check-add.XXXXXX)
export CHECK_ADD_SHARED
trap 'git -C "$root" worktree remove --force "$CHECK_ADD_SHARED/tree" 2>/dev/null; rm -rf "$CHECK_ADD_SHARED"' EXIT
for name in operator message meta option function; do
  sh "$root/scripts/check-add-$name.sh"
done
cd "$CHECK_ADD_SHARED/tree"
if swift build $traits --build-tests 2>&1 | grep -E 'error|warning'; then exit 1; fi
swift test $traits --skip-build --filter "$(paste -sd'|' "$CHECK_ADD_SHARED/filters")"
sh -eu "$CHECK_ADD_SHARED/after"
echo "check-add: all five additions built together and their tests passed"
