import Foundation
import XCTest

/// jq's `@format`s, one implementation for `signalbox jq` and the pipeline language
/// (JQFormats): `signalbox jq -c` against jq 1.7.1's outputs (the `jq` Python package 1.8.0,
/// which bundles jq 1.7.1's library), and the pipeline's `@sh(x)`… giving the same text.
final class JQFormatsTests: XCTestCase {
  /// (filter, input, jq 1.7.1's outputs, one JSON text each).
  static let cases: [(String, String, [String])] = [
    // A quote followed by a combining mark is still a quote: code points, not characters.
    ("@sh", #""x\u0027\u0301y""#, [#""'x'\\''\u0301y'""#]),
    ("@csv", #"["x\"\u0301y", null, 1.5, true]"#, [#""\"x\"\"\u0301y\",,1.5,true""#]),
    ("[nan, 1] | @csv, @tsv", "null", [#"",1""#, #""\t1""#]),
    ("try @csv catch .", "1", [#""number (1) cannot be csv-formatted, only array""#]),
    ("try @tsv catch .", "{}", [#""object ({}) cannot be tsv-formatted, only array""#]),
    ("try ([[1]] | @csv) catch .", "null", [#""array ([1]) is not valid in a csv row""#]),
    ("try ({} | @sh) catch .", "null", [#""object ({}) can not be escaped for shell""#]),
    ("try @base64d catch .", #""Y""#, [#""string (\"Y\") trailing base64 byte found""#]),
    ("@html", #""<\u0027&>\"""#, [#""&lt;&apos;&amp;&gt;&quot;""#]),
    ("@tsv", #"["a\tb\\", "\r\n"]"#, [#""a\\tb\\\\\t\\r\\n""#]),
  ]

  /// Both sides parsed, so that `\u0301` and the character itself compare equal.
  private func values(_ lines: [String]) throws -> [String] {
    try lines.map { line in
      let v = try JSONSerialization.jsonObject(with: Data(line.utf8), options: .fragmentsAllowed)
      return try XCTUnwrap(v as? String, line)
    }
  }

  func testFormatsGiveJQsOutputs() throws {
    for (filter, input, expected) in Self.cases {
      let result = try BinaryRunner.run(["jq", "-c", filter], stdin: input)
      XCTAssertEqual(result.status, 0, filter)
      let lines = result.out.split(separator: "\n").map(String.init)
      XCTAssertEqual(try values(lines), try values(expected), filter)
    }
  }

  /// The pipeline's `@sh(x)` quotes the same quote-plus-mark (it had its own copy of the
  /// formats, which iterated characters and left that quote bare).
  func testThePipelinesFormatsAreJQs() throws {
    let result = try BinaryRunner.run(
      ["--virtual", "-e", #"just "x'\u0301y" | map [@sh(x), @html(x)]"#], stdin: "")
    XCTAssertEqual(
      result.out, "0.000 next [\"'x'\\\\''\u{301}y'\",\"x&apos;\u{301}y\"]\n0.000 completed\n")
  }
}
