import Foundation

/// One case of the tables of `JQCommandParseTests`: the arguments of `signalbox jq` (jq's
/// `-c .` unless said), standard input, and jq 1.7.1's standard output, standard error and
/// exit status.
struct JQInputCase: Decodable, Sendable {
  let args: [String]
  let stdin: String
  let out: String
  let err: String
  let status: Int32

  /// jq prints `out` and exits with 0.
  static func ok(_ args: [String], _ stdin: String, _ out: String) -> JQInputCase {
    JQInputCase(args: args, stdin: stdin, out: out, err: "", status: 0)
  }

  /// jq prints `out`, then `jq: parse error: MESSAGE`, and exits with 5.
  static func parseError(
    _ args: [String], _ stdin: String, _ out: String, _ message: String
  ) -> JQInputCase {
    JQInputCase(
      args: args, stdin: stdin, out: out, err: "jq: parse error: \(message)\n", status: 5)
  }

  /// jq refuses the command line: `line`, then its pointer to `--help`, and exits with 2.
  static func usageError(_ args: [String], _ stdin: String, _ line: String) -> JQInputCase {
    other(
      args, stdin, "",
      line + "\nUse jq --help for help with command-line options,\nor see the jq manpage, or "
        + "online docs  at https://jqlang.github.io/jq\n", 2)
  }

  /// jq refuses the filter: `jq: error: MESSAGE`, then `jq: 1 compile error`, and exits
  /// with 3 (no input read).
  static func compileError(_ args: [String], _ message: String) -> JQInputCase {
    other(args, "", "", "jq: error: \(message)\njq: 1 compile error\n", 3)
  }

  /// Any other answer.
  static func other(
    _ args: [String], _ stdin: String, _ out: String, _ err: String,
    _ status: Int32
  ) -> JQInputCase {
    JQInputCase(args: args, stdin: stdin, out: out, err: err, status: status)
  }

  static func ok(_ stdin: String, _ out: String) -> JQInputCase { ok(jqC, stdin, out) }

  static func parseError(_ stdin: String, _ out: String, _ message: String) -> JQInputCase {
    parseError(jqC, stdin, out, message)
  }

  static func other(_ stdin: String, _ out: String, _ err: String, _ status: Int32)
    -> JQInputCase
  { other(jqC, stdin, out, err, status) }

  static let jqC = ["-c", "."]

  /// `-c --seq .`: jq prints `out`, then `jq: ignoring parse error: MESSAGE` for each of
  /// `messages`, and exits with 0 (`--seq` skips what it cannot parse).
  static func seqIgnoring(_ stdin: String, _ out: String, _ messages: String...) -> JQInputCase {
    other(
      seqC, stdin, out, messages.map { "jq: ignoring parse error: \($0)\n" }.joined(), 0)
  }

  static let seqC = ["-c", "--seq", "."]

  /// The cases where `signalbox jq` does not answer as jq 1.7.1, with what it gave.
  /// The cases of `Fixtures/jq-cases/NAME.jsonl`, one JSON object a line (`args`, `stdin`,
  /// `out`, `err`, `status`), as Tests/Conformance/jq/differential/pin.py writes them from
  /// jq 1.7.1's binary; none when the file cannot be read or a line is not a case
  /// (`differences` then fails).
  static func load(_ name: String) -> [JQInputCase] {
    let url = BinaryRunner.packageRoot.appendingPathComponent(
      "Tests/SignalboxCLITests/Fixtures/jq-cases/\(name).jsonl")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    var cases: [JQInputCase] = []
    for line in text.split(separator: "\n") {
      // A line that is not a case: no cases, so the test fails rather than skip it.
      guard let c = try? JSONDecoder().decode(JQInputCase.self, from: Data(line.utf8)) else {
        return []
      }
      cases.append(c)
    }
    return cases
  }

  /// How `signalbox jq` answers otherwise than each case; a difference too when there is no
  /// case at all (a fixture not read).
  static func differences(_ cases: [JQInputCase]) throws -> [String] {
    if cases.isEmpty { return ["no cases (a fixture not read?)"] }
    let sample = BinaryRunner.sample(cases)
    return try BinaryRunner.concurrentMap(sample.count) { i -> String? in
      let c = sample[i]
      let got = try BinaryRunner.run(["jq"] + c.args, stdin: c.stdin)
      if got.out != c.out || got.err != c.err || got.status != c.status {
        return "\(c.args) \(c.stdin.debugDescription): \(got)"
      }
      return nil
    }.compactMap { $0 }
  }
}
