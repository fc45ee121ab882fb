#!/bin/sh
# make test-embedding: examples/embedding built and tested as a user's package would be,
# against the engine by version. The repository (its committed HEAD) is cloned into a
# scratch folder and tagged with the version Sources/Signalbox/Version.swift declares (what
# `Signalbox.version` and `signalbox --version` report); a copy of the example points at
# the clone by SIGNALBOX_URL (`from: "0.1.0"`, no traits clause), resolves, checks that its
# Package.resolved names no FlyingFox (the library products do not need it), builds, runs
# its demo and its tests, in a fresh build folder that shares nothing with the main build.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=${EMBED_DIR:-$(mktemp -d /tmp/signalbox-embedding.XXXXXX)}
swift=${SWIFT:-swift}
version=$(sed -n 's/^public let version = "\(.*\)"$/\1/p' "$root/Sources/Signalbox/Version.swift")
[ -n "$version" ] || { echo "test-embedding: no version in Version.swift"; exit 1; }
start=$(date +%s)
sh "$root/scripts/check-library-deps.sh"

rm -rf "$scratch/signalbox" "$scratch/embedding"
mkdir -p "$scratch"
git clone -q "$root" "$scratch/signalbox"
git -C "$scratch/signalbox" tag -f "$version" > /dev/null
cp -R "$root/examples/embedding" "$scratch/embedding"
rm -rf "$scratch/embedding/.build" "$scratch/embedding/Package.resolved"
cd "$scratch/embedding"
export SIGNALBOX_URL="file://$scratch/signalbox"

"$swift" package resolve
if grep -qi flyingfox Package.resolved; then
  echo "test-embedding: Package.resolved names FlyingFox (the library must not need it):"
  cat Package.resolved
  exit 1
fi
grep -q "\"version\" : \"$version\"" Package.resolved ||
  { echo "test-embedding: the engine did not resolve at version $version"; exit 1; }
"$swift" build --build-tests
"$swift" run --skip-build thermostat-demo
"$swift" test --skip-build
echo "test-embedding: examples/embedding against Signalbox $version (by version, no" \
  "FlyingFox) built and tested in $(($(date +%s) - start)) s"
case "$scratch" in /tmp/signalbox-embedding.*) [ -n "${EMBED_DIR:-}" ] || rm -rf "$scratch" ;; esac
