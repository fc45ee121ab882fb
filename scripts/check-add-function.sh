#!/bin/sh
# CONTRIBUTING.md's "Add a function" path, checked: in a scratch worktree of HEAD, add a
# made-up jq-named function (`triple(N)`: N times 3) in exactly the places CONTRIBUTING.md
# names — one `JQFunction` row in jq's library (name, form, arity, documentation, body) and
# a test — run `make docs`, then build, run its test and the table's and docs' checks, and
# fail if anything else had to change (`git status` lists exactly those files and
# docs/functions.md). Not part of `make test` (it builds the package once more);
# `make check-add-function`.
. "$(dirname "$0")/lib/check-add.sh"
check_add_start add-function

# 1. The row, in the `JQLibrary` array of its concern.
L=Sources/SignalboxJQ/Library/JQLibrary+More.swift
insert $L --after 'static let moreValues: \[JQFunction\] = \[\n' <<'SWIFT'
    JQFunction(
      "triple", "triple(N)", 1, .own(summary: "N times 3", example: "just triple(2)")
    ) { call in .number(try call.number(0) * 3) },
SWIFT
# 2. The test: its value, the type check the row's reader makes and the arity the
# dispatcher checks.
cat > Tests/SignalboxJQTests/Library/TripleTests.swift <<'SWIFT'
import SignalboxTestSupport
import Testing

@Suite struct TripleTests {
  @Test func tripleOfANumberAndItsErrors() {
    #expect(runSession("just triple(2)").out == ["0.000 next 6", "0.000 completed"])
    #expect(
      runSession("from [1, 2] | map triple(x)").out
        == ["0.000 next 3", "0.000 next 6", "0.000 completed"])
    #expect(
      runSession("just triple(\"a\")").out
        == [#"0.000 error "just: triple() needs a number, got string \"a\"""#])
    #expect(
      runSession("just triple(1, 2)").out
        == [#"0.000 error "just: triple() takes 1 argument, got 2""#])
  }
}
SWIFT

make --no-print-directory docs >/dev/null
check_add_changed \
  " M $L" \
  " M docs/functions.md" \
  "?? Tests/SignalboxJQTests/Library/TripleTests.swift"
grep -q '^### `triple(N)`$' docs/functions.md
check_add_build 'TripleTests|JQFunctionTests|OperatorTableTests|CatalogueTests|ReferenceDocsTests'
check_add_after ".build/debug/signalbox --virtual -e 'just triple(2)' | grep -q 'next 6'"
check_add_done "a function"
