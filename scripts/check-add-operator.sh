#!/bin/sh
# CONTRIBUTING.md's "Add an operator" path, checked: in a scratch worktree of HEAD, add a
# made-up operator (`twice`: each value sent twice) in exactly the places CONTRIBUTING.md
# names — an engine file, a table row (its handler a closure in it), the row's prose
# record and its tests — run `make docs`, then build, run its tests and the table's checks,
# and fail if anything else had to change (`git status` lists exactly those files and
# docs/operators.md).
# Not part of `make test` (it builds the package once more); `make check-add-operator`.
. "$(dirname "$0")/lib/check-add.sh"
check_add_start add-operator

# 1. The engine file.
cat > Sources/Signalbox/Operators/Transforming/Twice.swift <<'SWIFT'
extension Signal {
  /// Each value sent twice (made up by scripts/check-add-operator.sh).
  public func twice() -> Signal<Value> {
    relay { downstream in
      Relay { value in
        downstream.sendNext(value)
        downstream.sendNext(value)
      }
    }
  }
}
SWIFT
# 2. The table entry, first of its concern (the index of docs/operators.md marks it without S):
# its row, whose handler is a closure in the row (one that needs more of the stage's
# arguments is a function in Compile+<Concern>.swift instead, a place more).
T=Sources/SignalboxLanguage/Table/OperatorTable+Transforming.swift
insert $T --after 'static let transforming: \[OperatorSpec\] = \[\n' <<'SWIFT'
    .row(
      "twice", .stage, .transforming, takes: .nothing,
      compile: .signal { _ in { upstream, _ in upstream.twice() } }),
SWIFT
# 3. Its words, a record of the concern's prose file.
P=Sources/SignalboxLanguage/Table/Operators/transforming.txt
cat >> $P <<'TEXT'

== twice
form: twice
summary: each value sent twice
example: from [1, 2] | twice
TEXT
# 4. The tests: the engine operator's timelines and the language form.
cat > Tests/SignalboxTests/Operators/Transforming/TwiceTests.swift <<'SWIFT'
import Signalbox
import SignalboxTestSupport
import XCTest

final class TwiceTests: XCTestCase {
  func testTwice() {
    let op: @Sendable (Signal<Int>, TestTimeline) -> Signal<Int> = { s, _ in s.twice() }
    XCTAssertEqual(timeline("-", op), [])
    XCTAssertEqual(timeline("|", op), [.completed(200)])
    XCTAssertEqual(
      timeline("-1-|", op), [.next(201, 1), .next(201, 1), .completed(203)])
    XCTAssertEqual(
      timeline("-1-#", op), [.next(201, 1), .next(201, 1), .error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-|", dispose: 202, op), [.next(201, 1), .next(201, 1)])
  }
}
SWIFT
cat > Tests/SignalboxLanguageTests/Compiler/Operators/TwiceLanguageTests.swift <<'SWIFT'
import SignalboxTestSupport
import Testing

@Suite struct TwiceLanguageTests {
  @Test func twice() {
    let run = runSession("from [1, 2] | twice | map x * 3")
    #expect(run.err == "")
    #expect(run.out == ["0.000 next 3", "0.000 next 3", "0.000 next 6", "0.000 next 6",
      "0.000 completed"])
  }
}
SWIFT

make --no-print-directory docs >/dev/null
check_add_changed \
  " M $T" \
  " M $P" \
  " M docs/operators.md" \
  "?? Sources/Signalbox/Operators/Transforming/Twice.swift" \
  "?? Tests/SignalboxLanguageTests/Compiler/Operators/TwiceLanguageTests.swift" \
  "?? Tests/SignalboxTests/Operators/Transforming/TwiceTests.swift"
grep -q '^### `twice`$' docs/operators.md
check_add_build \
  'TwiceTests|TwiceLanguageTests|OperatorTableTests|OperatorProseTests|CatalogueTests|ReferenceDocsTests|CompilerTests'
check_add_done "an operator"
