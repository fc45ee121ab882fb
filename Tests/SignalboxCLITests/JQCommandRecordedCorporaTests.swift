import Foundation
import XCTest

/// `signalbox jq` on every case of the recorded corpora of Tests/Conformance/jq/differential
/// that hold jq 1.7.1's answers made beyond jq's own tests: `jq18.jsonl` (jq's newer test
/// files, the tests jq 1.7.1 answers as they say) and `idioms.jsonl` (jq's manual, its
/// wiki's cookbook, everyday idioms and the command-line forms). Each case's standard
/// output and exit status must be jq 1.7.1's, and its standard error where jq gave the same
/// on two runs (`"stderr": null` otherwise), as `differential.py run --recorded` compares
/// them, so a jq 1.7.1 binary is needed only to record a corpus again.
final class JQCommandRecordedCorporaTests: XCTestCase {
  static let corpora = ["jq18.jsonl", "idioms.jsonl"]

  /// Cases left out, each with why (docs/jq.md, "Differences from jq 1.7.1").
  static let known: [String: String] = [
    "jq18 master/jq.test:2568":
      "10 001 nested arrays built by `reduce … [.]`: over a minute in a debug build",
    "jq18 master/jq.test:2598":
      "10 000 nested arrays built by `reduce … [.]`: over a minute in a debug build",
    "cli: build config": "--build-configuration is refused (no configure run to report)",
    "cli: inputs -sc input": position,
    "cli: inputs -sc [., input]": position,
    "cli: opts -s --seq .a": position,
  ]
  static let position =
    "the position of an error after --slurp (<unknown>, <stdin>:N) as jq's reader's state"

  struct Recorded {
    var name: String
    var args: [String]
    var input: String
    var status: Int32
    var out: String
    var err: String?
  }

  static func cases(_ corpus: String) throws -> [Recorded] {
    let url = BinaryRunner.packageRoot.appendingPathComponent(
      "Tests/Conformance/jq/differential/\(corpus)")
    let text = try String(contentsOf: url, encoding: .utf8)
    return try text.split(separator: "\n").map { line in
      let any = try JSONSerialization.jsonObject(with: Data(line.utf8))
      let c = try XCTUnwrap(any as? [String: Any])
      let jq = try XCTUnwrap(c["jq"] as? [String: Any])
      return Recorded(
        name: try XCTUnwrap(c["name"] as? String), args: try XCTUnwrap(c["args"] as? [String]),
        input: c["input"] as? String ?? "", status: Int32(try XCTUnwrap(jq["status"] as? Int)),
        out: try XCTUnwrap(jq["stdout"] as? String), err: jq["stderr"] as? String)
    }
  }

  func testRecordedCorporaAsJQ171() throws {
    var count = 0
    var names = Set<String>()
    var differences: [String] = []
    for corpus in Self.corpora {
      for c in try Self.cases(corpus) {
        names.insert(c.name)
        if Self.known[c.name] != nil { continue }
        count += 1
        let got = try BinaryRunner.run(
          ["jq"] + c.args, input: Data(c.input.utf8), timeout: 20)
        if got.out != c.out || got.status != c.status || (c.err.map { $0 != got.err } ?? false) {
          differences.append("\(c.name) \(c.args): \(got)")
        }
      }
    }
    XCTAssertEqual(differences, [], "cases run: \(count)")
    XCTAssertGreaterThan(count, 1_500)
    XCTAssertEqual(Set(Self.known.keys).subtracting(names), [], "known cases not in a corpus")
  }
}
