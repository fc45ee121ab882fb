import Foundation
import XCTest

/// `signalbox jq`: jq 1.7.1's command line through the built binary — each flag's bytes,
/// the input modes and the exit statuses. The expected bytes are jq's; where jq 1.6 prints
/// the same (everything here but colour), `testJQPrintsTheSameBytes` checks them against
/// Debian's /usr/bin/jq when it is installed.
final class JQCommandTests: XCTestCase {
  struct Case {
    var arguments: [String]
    var stdin: String
    var expected: String
    var status: Int32 = 0
    /// Whether jq 1.6 agrees (1.7 added `--raw-output0`, fixed `--` before the filter, and
    /// made `-e` with no input 4).
    var sameIn16 = true
  }

  static let nested = #"{"b":[1,"é😀",{"x":null}],"a":{}} 3"#

  static let cases: [Case] = [
    Case(
      arguments: ["."], stdin: nested,
      expected: "{\n  \"b\": [\n    1,\n    \"é😀\",\n    {\n      \"x\": null\n    }\n  ],\n"
        + "  \"a\": {}\n}\n3\n"),
    Case(
      arguments: ["-c", "."], stdin: nested,
      expected: "{\"b\":[1,\"é😀\",{\"x\":null}],\"a\":{}}\n3\n"),
    Case(
      arguments: ["-cS", "."], stdin: nested,
      expected: "{\"a\":{},\"b\":[1,\"é😀\",{\"x\":null}]}\n3\n"),
    Case(
      arguments: ["-ca", "."], stdin: nested,
      expected: "{\"b\":[1,\"\\u00e9\\ud83d\\ude00\",{\"x\":null}],\"a\":{}}\n3\n"),
    Case(arguments: ["--tab", "."], stdin: "[1,[2]]", expected: "[\n\t1,\n\t[\n\t\t2\n\t]\n]\n"),
    Case(arguments: ["--indent", "1", "."], stdin: "[1]", expected: "[\n 1\n]\n"),
    Case(arguments: ["--indent", "0", "."], stdin: "[1, 2]", expected: "[1,2]\n"),
    Case(arguments: ["-r", "."], stdin: #""a\nb" [1]"#, expected: "a\nb\n[\n  1\n]\n"),
    Case(arguments: ["-j", "."], stdin: #""a" "b" 1"#, expected: "ab1"),
    Case(
      arguments: ["--raw-output0", "."], stdin: #""a" "b""#, expected: "a\u{0}b\u{0}",
      sameIn16: false),
    Case(arguments: ["-ra", "."], stdin: #""é""#, expected: "\"\\u00e9\"\n"),
    Case(
      arguments: ["--seq", "-c", "."], stdin: "\u{1E}[1]\n\u{1E}2\n",
      expected: "\u{1E}[1]\n\u{1E}2\n"),
    Case(arguments: ["-sc", "."], stdin: "1 [2]\n3", expected: "[1,[2],3]\n"),
    Case(arguments: ["-n", "."], stdin: "1", expected: "null\n"),
    Case(arguments: ["-R", "."], stdin: "a\nb", expected: "\"a\"\n\"b\"\n"),
    Case(arguments: ["-Rs", "."], stdin: "a\nb\n", expected: "\"a\\nb\\n\"\n"),
    Case(
      arguments: ["-c", "--stream", "."], stdin: #"{"a":[1,{}]} 2"#,
      expected: "[[\"a\",0],1]\n[[\"a\",1],{}]\n[[\"a\",1]]\n[[\"a\"]]\n[[],2]\n"),
    Case(arguments: ["-c", "--", "."], stdin: "[1]", expected: "[1]\n", sameIn16: false),
    Case(arguments: ["-e", "."], stdin: "1 null", expected: "1\nnull\n", status: 1),
    Case(arguments: ["--exit-status", "."], stdin: "false 2", expected: "false\n2\n"),
    Case(arguments: ["-e", "."], stdin: "", expected: "", status: 4, sameIn16: false),
    Case(arguments: ["."], stdin: "", expected: ""),
    Case(arguments: ["."], stdin: "null", expected: "null\n"),
  ]

  func testEachFlagPrintsJQsBytes() throws {
    for c in Self.cases {
      let result = try BinaryRunner.run(["jq"] + c.arguments, stdin: c.stdin)
      XCTAssertEqual(result.out, c.expected, "signalbox jq \(c.arguments)")
      XCTAssertEqual(result.status, c.status, "signalbox jq \(c.arguments): \(result.err)")
    }
  }

  func testJQPrintsTheSameBytes() throws {
    let jq = "/usr/bin/jq"
    guard FileManager.default.isExecutableFile(atPath: jq) else {
      throw XCTSkip("jq is not installed")
    }
    for c in Self.cases where c.sameIn16 {
      let result = try BinaryRunner.run([jq] + c.arguments, stdin: c.stdin, shell: true)
      XCTAssertEqual(result.out, c.expected, "jq \(c.arguments)")
      XCTAssertEqual(result.status, c.status, "jq \(c.arguments)")
    }
  }

  /// The expected bytes are jq 1.7.1's own (its CLI built from the jq-1.7.1 tag: null in
  /// `0;90`, keys in `1;34`, the container's colour again after each member).
  func testColourIsJQ171sDefaultOrJQColors() throws {
    let esc = "\u{1B}["
    let plain = try BinaryRunner.run(["jq", "-C", "-c", "."], stdin: #"{"a":null}"#)
    XCTAssertEqual(
      plain.out,
      "\(esc)1;39m{\(esc)0m\(esc)1;34m\"a\"\(esc)0m\(esc)1;39m:\(esc)0m\(esc)0;90mnull\(esc)0m"
        + "\(esc)1;39m\(esc)1;39m}\(esc)0m\n")
    let nested = try BinaryRunner.run(["jq", "-C", "."], stdin: "[[1],{}]")
    XCTAssertEqual(
      nested.out,
      "\(esc)1;39m[\n  \(esc)1;39m[\n    \(esc)0;39m1\(esc)0m\(esc)1;39m\n  \(esc)1;39m]"
        + "\(esc)0m\(esc)1;39m,\n  \(esc)1;39m{}\(esc)0m\(esc)1;39m\n\(esc)1;39m]\(esc)0m\n")
    let set = try BinaryRunner.run(
      ["jq", "-C", "."], stdin: "1", environment: ["JQ_COLORS": "0;31:0;32:0;33:4;36"])
    XCTAssertEqual(set.out, "\(esc)4;36m1\(esc)0m\n")
    let monochrome = try BinaryRunner.run(["jq", "-C", "-M", "."], stdin: "1")
    XCTAssertEqual(monochrome.out, "1\n")
    let bad = try BinaryRunner.run(["jq", "-C", "."], stdin: "1", environment: ["JQ_COLORS": "x"])
    XCTAssertEqual(bad.err, "Failed to set $JQ_COLORS\n")
    XCTAssertEqual(bad.out, "\(esc)0;39m1\(esc)0m\n")
  }
}
