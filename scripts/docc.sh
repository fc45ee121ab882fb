#!/bin/sh
# make docc: the DocC documentation of Signalbox and SignalboxTestSupport, built with the
# toolchain's `docc` from their symbol graphs and catalogues (Sources/*/NAME.docc), into
# .build/docc/NAME.doccarchive. No plugin dependency (a library user would fetch it). Any
# DocC warning fails the build.
set -eu
cd "$(dirname "$0")/.."
# The Makefile's traits (SWIFT_TRAITS), so that this build shares the main one's modules.
${SWIFT:-swift} build ${SWIFT_TRAITS---traits LiveView} --target SignalboxTestSupport
modules=.build/debug/Modules
build=.build/x86_64-unknown-linux-gnu/debug
for module in Signalbox SignalboxTestSupport; do
  graphs=.build/docc/symbol-graphs/$module
  rm -rf "$graphs" && mkdir -p "$graphs"
  swift-symbolgraph-extract -module-name "$module" -target "$(uname -m)-unknown-linux-gnu" \
    -I "$modules" -Xcc -fmodule-map-file="$build/CSignalboxLibc.build/module.modulemap" \
    -Xcc -I -Xcc Sources/CSignalboxLibc/include -minimum-access-level public \
    -skip-synthesized-members -output-dir "$graphs"
  log=.build/docc/$module.log
  docc convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.signalbox.$module" \
    --output-path ".build/docc/$module.doccarchive" > "$log" 2>&1 ||
    { cat "$log"; exit 1; }
  if grep -q "warning:" "$log"; then
    grep -A3 "warning:" "$log"
    echo "make docc: $module's documentation has warnings"
    exit 1
  fi
  echo "make docc: .build/docc/$module.doccarchive"
done
