import Foundation
import Testing

@testable import SignalboxJQ
@testable import SignalboxJSON

/// jq 1.7.1's own test files (Tests/Conformance/jq/tests, unmodified) run through
/// `JQProgram` as jq's `--run-tests` runs them: a program line, an input line, the
/// expected outputs one JSON value a line; outputs compared as JSON values; a runtime
/// error ends the outputs; a `%%FAIL` case must not compile.
///
/// Known failures (726 of the 731 pass), one line each:
/// - jq.test:46, 1147, 1937, 2019: the input line is not JSON SignalboxJSON reads (a byte
///   order mark; `NaN`, `Infinity` literals), so the case cannot start.
/// - man.test:17: `1.000` kept as written by `tojson` (jq 1.7.1 keeps number literals'
///   text); numbers are doubles here unless they are long integers.
@Suite struct JQConformanceTests {
  /// The floor: raised as the implementation passes more. Lowered once, 726 -> 725, while
  /// jq.test:1847 (two literals compared by their decimal text) failed after s15-jqnum;
  /// back to 726 since a literal of 16 digits or more stays one (`BigInteger.literal`).
  static let floor = 726

  struct Case {
    let file: String
    let line: Int
    let program: String
    let fail: Bool
    let input: String
    let expected: [String]
  }

  static var directory: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Conformance/jq/tests")
  }

  static func cases(_ file: String) throws -> [Case] {
    let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
    let lines = text.components(separatedBy: "\n")
    func skip(_ l: String) -> Bool {
      let t = l.trimmingCharacters(in: .whitespaces)
      return t.isEmpty || t.hasPrefix("#")
    }
    var out: [Case] = []
    var k = 0
    var mustFail = false
    while k < lines.count {
      let line = lines[k]
      k += 1
      if skip(line) { continue }
      if line.hasPrefix("%%FAIL") {
        mustFail = true
        continue
      }
      let program = line
      let at = k
      if mustFail {
        k += 1
        while k < lines.count && !skip(lines[k]) { k += 1 }
        out.append(
          Case(file: file, line: at, program: program, fail: true, input: "", expected: []))
        mustFail = false
        continue
      }
      let input = k < lines.count ? lines[k] : ""
      k += 1
      var expected: [String] = []
      while k < lines.count && !skip(lines[k]) {
        expected.append(lines[k])
        k += 1
      }
      out.append(
        Case(file: file, line: at, program: program, fail: false, input: input, expected: expected))
    }
    return out
  }

  static func parse(_ text: String) -> JSON? {
    guard case .success(let values) = JSON.parseAll(text), values.count == 1 else { return nil }
    return values[0]
  }

  /// `$ENV` with `PAGER=less`, as jq's test runner (tests/mantest) sets it, and
  /// `-L tests/modules`.
  static let options: JQOptions = {
    var env = JSONObject()
    for (k, v) in ProcessInfo.processInfo.environment { env[k] = .string(v) }
    env["PAGER"] = .string("less")
    return JQOptions(
      libraryPaths: [directory.appendingPathComponent("modules").path],
      variables: [(name: "ENV", value: .object(env))])
  }()

  /// Whether one case passes, and what went wrong when not.
  static func run(_ c: Case) -> String? {
    let program: JQProgram
    do {
      program = try JQProgram(c.program, options: options)
    } catch {
      return c.fail ? nil : "does not compile: \((error as? JQError)?.message ?? "\(error)")"
    }
    if c.fail { return "compiles; expected a compile error" }
    guard let input = parse(c.input) else { return "bad input line" }
    var outputs: [JSON] = []
    var failure: String? = nil
    do {
      try program.run(input, context: JQContext()) { v in
        outputs.append(v)
        if outputs.count > c.expected.count + 10 { throw CancellationError() }
      }
    } catch let e as JQError {
      if case .runtime = e.kind {
        failure = "error: \(e.message)"
      } else {
        failure = "\(e.kind): \(e.message)"
      }
    } catch {
      failure = "too many outputs"
    }
    if outputs.count != c.expected.count {
      let got = outputs.map { JSONWriter.string($0) }.joined(separator: " ")
      return "\(outputs.count) outputs (\(got)) for \(c.expected.count)"
        + (failure.map { "; \($0)" } ?? "")
    }
    for (o, e) in zip(outputs, c.expected) {
      guard let want = parse(e) else { return "bad expected line \(e)" }
      if !equal(o, want) { return "got \(JSONWriter.string(o)), want \(e)" }
    }
    return nil
  }

  /// jq's `jv_equal`: numbers as doubles (a long literal equals its double).
  static func equal(_ a: JSON, _ b: JSON) -> Bool {
    switch (a, b) {
    case (.bigInteger, _), (_, .bigInteger):
      if let x = a.numberValue, let y = b.numberValue { return x == y }
      return false
    case (.array(let x), .array(let y)):
      return x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
    case (.object(let x), .object(let y)):
      return x.count == y.count
        && x.entries.allSatisfy { k, v in y[k.string].map { equal(v, $0) } ?? false }
    default: return a == b
    }
  }

  static let files = ["jq.test", "man.test", "onig.test", "manonig.test", "optional.test"]

  @Test func jqOwnTestFilesPassAboveTheFloor() throws {
    var passed = 0
    var total = 0
    var failures: [String] = []
    for file in Self.files {
      for c in try Self.cases(file) {
        total += 1
        if let why = Self.run(c) {
          failures.append("\(c.file):\(c.line): \(c.program)\n    \(why)")
        } else {
          passed += 1
        }
      }
    }
    if ProcessInfo.processInfo.environment["JQ_CONFORMANCE_VERBOSE"] != nil {
      print(failures.joined(separator: "\n"))
    }
    print("jq 1.7.1 test files: \(passed) of \(total) pass")
    #expect(total == 731)
    #expect(passed >= Self.floor, "\(passed) of \(total) pass, below the floor \(Self.floor)")
  }
}
