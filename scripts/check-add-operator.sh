#!/bin/sh
# The short paths of CONTRIBUTING.md, checked: in a scratch worktree of HEAD, add a made-up
# operator (`twice`: each value sent twice) and a made-up function (`triple(N)`) in exactly
# the places CONTRIBUTING.md names — an engine file, a handler, a table entry and a test for
# the operator; a row of jq's library and a test for the function — run `make docs`,
# then build, run their tests and the table's checks, and fail if anything else had to
# change (`git status` lists exactly those files and the two generated pages).
# Not part of `make test` (it builds the package once more); `make check-add-operator`.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=${SCRATCH:-$(mktemp -d /tmp/signalbox-add-operator.XXXXXX)}
git -C "$root" worktree add -q --detach "$scratch/tree" HEAD
trap 'git -C "$root" worktree remove --force "$scratch/tree"; rm -rf "$scratch"' EXIT
cd "$scratch/tree"

# 1. The engine file.
cat > Sources/Signalbox/Operators/Transforming/Twice.swift <<'EOF'
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
EOF
# 2. The handler.
cat >> Sources/SignalboxLanguage/Compiler/Operators/Compile+Transforming.swift <<'EOF'

extension Compile {
  static func twice(_ site: Compiler.Site) throws -> StageFunction {
    { upstream, _ in upstream.twice() }
  }
}
EOF
# 3. The table entry, first of its concern (the index of docs/operators.md marks it without S).
python3 - <<'EOF'
import pathlib, re
p = pathlib.Path("Sources/SignalboxLanguage/Table/OperatorTable+Transforming.swift")
s = p.read_text()
entry = '''    OperatorSpec(
      name: "twice", role: .stage, group: .transforming, forms: ["twice"], arity: 0...0,
      takes: "no arguments",
      doc: .own(summary: "each value sent twice", rule: "", example: "from [1, 2] | twice"),
      compile: .stage(signal: Compile.twice, sequence: nil)),
'''
m = re.search(r"static let transforming: \[OperatorSpec\] = \[\n", s)
assert m, "no transforming group"
p.write_text(s[: m.end()] + entry + s[m.end() :])
EOF
# 4. The operator's tests.
cat > Tests/SignalboxTests/Operators/Transforming/TwiceTests.swift <<'EOF'
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
    XCTAssertEqual(timeline("-1-#", op), [.next(201, 1), .next(201, 1), .error(203, "marble error")])
    XCTAssertEqual(timeline("-1-2-|", dispose: 202, op), [.next(201, 1), .next(201, 1)])
  }
}
EOF
mkdir -p Tests/SignalboxLanguageTests/Compiler/Operators
cat > Tests/SignalboxLanguageTests/Compiler/Operators/TwiceLanguageTests.swift <<'EOF'
import SignalboxTestSupport
import Testing

@Suite struct TwiceLanguageTests {
  @Test func twiceAndTriple() {
    let run = runSession("from [1, 2] | twice | map triple(x)")
    #expect(run.err == "")
    #expect(run.out == ["0.000 next 3", "0.000 next 3", "0.000 next 6", "0.000 next 6",
      "0.000 completed"])
  }
}
EOF
# The function: 1. its row in jq's library (name, form, arity, documentation, body), 2. its
# test (and the language test above).
python3 - <<'EOF'
import pathlib, re
p = pathlib.Path("Sources/SignalboxJQ/Library/JQLibrary+More.swift")
s = p.read_text()
entry = '''    JQFunction(
      "triple", "triple(N)", 1, .own(summary: "N times 3", example: "just triple(2)")
    ) { call in .number(try call.number(0) * 3) },
'''
m = re.search(r"static let moreValues: \[JQFunction\] = \[\n", s)
assert m, "no moreValues rows"
p.write_text(s[: m.end()] + entry + s[m.end() :])
EOF
cat > Tests/SignalboxJQTests/Library/TripleTests.swift <<'EOF'
import SignalboxTestSupport
import Testing

@Suite struct TripleTests {
  @Test func tripleOfANumberAndItsErrors() {
    #expect(runSession("just triple(2)").out == ["0.000 next 6", "0.000 completed"])
    #expect(
      runSession("just triple(\"a\")").out
        == [#"0.000 error "just: triple() needs a number, got string \"a\"""#])
    #expect(
      runSession("just triple(1, 2)").out
        == [#"0.000 error "just: triple() takes 1 argument, got 2""#])
  }
}
EOF

make --no-print-directory docs >/dev/null
changed=$(git status --porcelain | sort)
expected=$(printf '%s\n' \
  " M Sources/SignalboxJQ/Library/JQLibrary+More.swift" \
  " M Sources/SignalboxLanguage/Compiler/Operators/Compile+Transforming.swift" \
  " M Sources/SignalboxLanguage/Table/OperatorTable+Transforming.swift" \
  " M docs/functions.md" \
  " M docs/operators.md" \
  "?? Sources/Signalbox/Operators/Transforming/Twice.swift" \
  "?? Tests/SignalboxJQTests/Library/TripleTests.swift" \
  "?? Tests/SignalboxLanguageTests/Compiler/Operators/TwiceLanguageTests.swift" \
  "?? Tests/SignalboxTests/Operators/Transforming/TwiceTests.swift" | sort)
if [ "$changed" != "$expected" ]; then
  echo "check-add-operator: the change touched other files than CONTRIBUTING.md names:"
  echo "$changed"
  exit 1
fi
grep -q '^### `twice`$' docs/operators.md
grep -q '^### `triple(N)`$' docs/functions.md
swift build --build-tests 2>&1 | grep -E 'error|warning' && exit 1
swift test --skip-build \
  --filter 'TwiceTests|TwiceLanguageTests|TripleTests|OperatorTableTests|CatalogueTests|ReferenceDocsTests|CompilerTests'
echo "check-add-operator: an operator and a function added in the places CONTRIBUTING.md names"
