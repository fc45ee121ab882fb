#!/bin/sh
# The library's API against the last release tag: `swift package
# diagnose-api-breaking-changes` for the six library products, failing on a breaking change
# (CONTRIBUTING.md, "Releasing"). Skips, saying so, when `git describe --tags` finds no
# tag (none has been made yet). Before 1.0.0 a minor version may break the API: set
# API_BREAKAGE=allow for a release that does so on purpose (and say it in CHANGELOG.md).
set -eu
cd "$(dirname "$0")/.."
tag=$(git describe --tags --abbrev=0 2> /dev/null || true)
if [ -z "$tag" ]; then
  echo "check-api: no release tag yet (git describe --tags found none): skipped"
  exit 0
fi
if [ "${API_BREAKAGE:-}" = allow ]; then
  echo "check-api: API_BREAKAGE=allow: breaking changes since $tag allowed"
  exit 0
fi
# The Makefile's traits (SWIFT_TRAITS): the package built as the project builds it.
exec ${SWIFT:-swift} package ${SWIFT_TRAITS---traits LiveView} diagnose-api-breaking-changes \
  "$tag" \
  --products Signalbox --products SignalboxJSON --products SignalboxJQ \
  --products SignalboxLanguage --products SignalboxSession --products SignalboxTestSupport
