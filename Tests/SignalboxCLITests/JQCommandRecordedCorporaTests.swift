import Foundation
import SignalboxJSON
import XCTest

/// `signalbox jq` on every case of the recorded corpora of Tests/Conformance/jq/differential
/// that hold jq 1.7.1's answers made beyond jq's own tests: `jq18.jsonl` (jq's newer test
/// files, the tests jq 1.7.1 answers as they say), `idioms.jsonl` (jq's manual, its wiki's
/// cookbook, everyday idioms and the command-line forms) and `wide.jsonl` (programs over
/// rows of inputs of every type, weighted to what the others hold least: paths, slices,
/// type errors, regex flags, dates, formats, `limit`/`until`/`repeat`, exit statuses,
/// `--stream` and `input`) and `users.jsonl` (what users type: the command line with files,
/// arguments and a controlled environment, and cookbook idioms over realistic documents;
/// a case's `files` are written in an empty directory it runs in) and `random.jsonl`
/// (seeded random programs over rows of random inputs, `random.py`). Each case's standard
/// output and exit status must be jq 1.7.1's, and its standard error where jq gave the same
/// on two runs (`"stderr": null` otherwise), as `differential.py run --recorded` compares
/// them, so a jq 1.7.1 binary is needed only to record a corpus again.
final class JQCommandRecordedCorporaTests: XCTestCase {
  static let corpora = ["jq18.jsonl", "idioms.jsonl"]
  /// Run by a test of its own (its 2 077 cases take a minute or two in a debug build).
  static let wide = ["wide.jsonl"]
  /// Run by a test of its own (2 187 cases: three minutes or so in a loaded debug build).
  static let users = ["users.jsonl"]
  /// Run by a test of its own (2 000 random programs, each over three to five inputs).
  static let random = ["random.jsonl"]

  /// Cases left out, each with why (docs/jq.md, "Differences from jq 1.7.1").
  static let known: [String: String] = [
    "jq18 master/jq.test:2568":
      "10 001 nested arrays built by `reduce … [.]`: over a minute in a debug build",
    "jq18 master/jq.test:2598":
      "10 000 nested arrays built by `reduce … [.]`: over a minute in a debug build",
    "cli: build config": "--build-configuration is refused (no configure run to report)",
    "path exprs: try [path(tostring)] catch .":
      "a builtin's result that is the very value at the path keeps the path in jq (C identity)",
    "assign: \"foo bar\" | capture(\"(?<a>\\w+) (?<b>\\w+)\") | .b":
      "several compile errors: the first is reported, then `1 compile error`",
  ]

  struct Recorded: Sendable {
    var name: String
    var args: [String]
    var input: String
    var status: Int32
    var out: String
    var err: String?
    /// Files written in the directory the case runs in (none: the examples directory).
    var files: [String: String] = [:]
    /// Variables added to the environment.
    var env: [String: String] = [:]
  }

  /// A JSON object of strings as a dictionary.
  static func strings(_ value: JSON?) -> [String: String] {
    guard case .object(let members)? = value else { return [:] }
    var out: [String: String] = [:]
    for (key, value) in members.entries.elements {
      if case .string(let s) = value { out[key.string] = s }
    }
    return out
  }

  /// The cases of one corpus, read by SignalboxJSON (Foundation's JSONSerialization drops a
  /// U+FEFF inside a string, which `wide.jsonl`'s answers hold).
  static func cases(_ corpus: String) throws -> [Recorded] {
    let url = BinaryRunner.packageRoot.appendingPathComponent(
      "Tests/Conformance/jq/differential/\(corpus)")
    let text = try String(contentsOf: url, encoding: .utf8)
    return try text.split(separator: "\n").map { line in
      guard case .object(let c) = try JSON.parse(String(line)).get(),
        case .string(let name)? = c["name"], case .array(let words)? = c["args"],
        case .object(let jq)? = c["jq"], let status = jq["status"]?.numberValue,
        case .string(let out)? = jq["stdout"]
      else { throw CocoaError(.coderReadCorrupt) }
      let args = words.compactMap { w -> String? in
        if case .string(let s) = w { return s }
        return nil
      }
      var input = ""
      if case .string(let s)? = c["input"] { input = s }
      var err: String? = nil
      if case .string(let s)? = jq["stderr"] { err = s }
      return Recorded(
        name: name, args: args, input: input, status: Int32(status), out: out, err: err,
        files: strings(c["files"]), env: strings(c["env"]))
    }
  }

  func testRecordedCorporaAsJQ171() throws {
    var names = try check(Self.corpora)
    for corpus in Self.wide + Self.users + Self.random {
      names.formUnion(try Self.cases(corpus).map(\.name))
    }
    XCTAssertEqual(Set(Self.known.keys).subtracting(names), [], "known cases not in a corpus")
  }

  func testWideCorpusAsJQ171() throws {
    _ = try check(Self.wide)
  }

  func testUsersCorpusAsJQ171() throws {
    _ = try check(Self.users)
  }

  func testRandomCorpusAsJQ171() throws {
    _ = try check(Self.random)
  }

  /// Runs one case: in a new directory holding its files when it has files or variables.
  private static func run(_ c: Recorded) throws -> BinaryRunner.Result {
    guard !c.files.isEmpty || !c.env.isEmpty else {
      return try BinaryRunner.run(["jq"] + c.args, input: Data(c.input.utf8), timeout: 20)
    }
    let dir = FileManager.default.temporaryDirectory
      .appendingPathComponent("jqcase-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    for (name, text) in c.files {
      try Data(text.utf8).write(to: dir.appendingPathComponent(name))
    }
    return try BinaryRunner.run(
      ["jq"] + c.args, input: Data(c.input.utf8), directory: dir.path, timeout: 20,
      environment: c.env)
  }

  /// Runs every case of `corpora` not in `known`; their names.
  private func check(_ corpora: [String]) throws -> Set<String> {
    var names = Set<String>()
    var runs: [Recorded] = []
    for corpus in corpora {
      for c in try Self.cases(corpus) {
        names.insert(c.name)
        if Self.known[c.name] == nil { runs.append(c) }
      }
    }
    let count = runs.count
    runs = BinaryRunner.sample(runs)
    let differences = try BinaryRunner.concurrentMap(runs.count) { [runs] i -> String? in
      let c = runs[i]
      let got = try Self.run(c)
      if got.out != c.out || got.status != c.status || (c.err.map { $0 != got.err } ?? false) {
        return "\(c.name) \(c.args): \(got)"
      }
      return nil
    }.compactMap { $0 }
    XCTAssertEqual(differences, [], "cases run: \(runs.count) of \(count)")
    XCTAssertGreaterThan(count, 1_500)
    return names
  }
}
