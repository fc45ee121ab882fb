import XCTest

@testable import SignalboxCLI

/// The start-up reader of command lines (`SignalboxCommand.quickParse`) against
/// argument-parser: for every line it accepts, the same options as argument-parser's command,
/// property by property; every line it declines goes to argument-parser (help, version,
/// completions, errors).
final class QuickArgumentsTests: XCTestCase {
  /// Each property as `name=value`; a property left unset would read `Option(*definition*)`.
  private func properties(_ value: Any) -> [String] {
    Mirror(reflecting: value).children.map { "\($0.label ?? "?")=\($0.value)" }
  }

  func testAcceptedLinesGiveArgumentParsersCommand() throws {
    let lines: [[String]] = [
      [],
      ["-e", "just 1"],
      ["-q", "-e", "just 1"],
      ["-e", "just 1", "-q"],
      ["-e", ""],
      ["-e", "stdin | map x.a", "--format", "json"],
      ["--format", "values", "-e", "just 1"],
      ["--format", "text", "-e", "just 1"],
      ["-q", "--format", "nonsense", "-e", "just 1"],
      ["--virtual", "--horizon", "12.5", "script.sbx", "more.sbx"],
      ["--horizon", "0", "-e", "just 1"],
      ["--horizon", "1e3", "-e", "just 1"],
      ["-r", "-e", "just \"a\""],
      ["--raw-output", "-e", "just \"a\""],
      ["--indent", "4", "-e", "just [1]"],
      ["--indent", "0", "-e", "just [1]"],
      ["--pretty", "-e", "just [1]"],
      ["--input", "a.ndjson", "--input", "b.ndjson", "-e", "stdin"],
      ["--threads", "1", "-e", "stdin"],
      ["-e", "stdin", "--threads", "2"],
      ["--check", "script.sbx"],
      ["--no-color", "--trace", "-e", "just 1"],
      ["--no-hints", "-e", "just 1"],
      ["--marbles", "-e", "just 1"],
      ["--marbles", "--marbles-format", "svg", "-e", "just 1"],
      ["--marbles", "--marbles-format", "table", "-e", "just 1"],
      ["--report", "out.html", "script.sbx"],
      ["--live", "-e", "just 1"],
      ["--live", "--live-port", "8080", "-e", "just 1"],
      ["--compare", "just 1 with map x", "--marbles-format", "svg"],
      ["help"],
      [""],
      ["a.sbx", "--virtual", "b.sbx"],
      ["-c", "-s", "-R", "-S", "--tab", "-e", "stdin", "data.json", "more.json"],
      ["--null-input", "--sort-keys", "-j", "-a", "--seq", "--exit-status", "-e", "stdin"],
      ["--raw-output0", "--slurp", "--raw-input", "--compact-output", "-e", "stdin"],
      ["-n", "--join-output", "--ascii-output", "-e", "just $ARGS", "--args", "a", "b"],
      ["--jsonargs", "-e", "just $ARGS", "1"],
      ["-f", "prog.sbx", "data.json"],
      ["--from-file", "prog.sbx", "--args", "a"],
    ]
    for line in lines {
      let quick = try XCTUnwrap(SignalboxCommand.quickParse(line), "declined: \(line)")
      let parsed = try SignalboxCommand.parse(line)
      let quickProperties = properties(quick)
      XCTAssertEqual(quickProperties, properties(parsed.options), "\(line)")
      // The command's own properties, read through their wrappers, are the options too.
      XCTAssertEqual(
        properties(parsed).count, quickProperties.count,
        "\(line): a property was added; add it to CommandOptions")
      XCTAssertEqual(quickProperties.count, 23, "\(line)")
      XCTAssertFalse(properties(parsed).contains { $0.contains("*definition*") }, "\(line)")
    }
  }

  /// What argument-parser reads differently or refuses (with its own message, or
  /// `validate()`'s) is left to it.
  func testDeclinedLinesAreLeftToArgumentParser() {
    let lines: [[String]] = [
      ["--help"], ["-h"], ["--version"], ["--generate-completion-script", "bash"],
      ["--experimental-dump-help"],
      ["-e", "just 1", "-e", "just 2"],
      ["-q", "-q", "-e", "just 1"],
      ["-r", "--raw-output", "-e", "just 1"],
      ["-s", "--slurp", "-e", "stdin"],
      ["-f", "a.sbx", "--from-file", "b.sbx"],
      ["-f", "a.sbx", "-e", "just 1"],
      ["--args", "x"],
      ["--format=json", "-e", "just 1"],
      ["-qe", "just 1"],
      ["-e"], ["-e", "-1"], ["-e", "--virtual"],
      ["--", "-e"],
      ["-"],
      ["--horizon", "soon", "-e", "just 1"],
      ["--horizon", "nan", "-e", "just 1"],
      ["--horizon", "-1", "-e", "just 1"],
      ["--indent", "8", "-e", "just 1"],
      ["--indent", "two", "-e", "just 1"],
      ["--format", "nonsense", "-e", "just 1"],
      ["--format", "json", "-r", "-e", "just 1"],
      ["--marbles-format", "gif", "-e", "just 1"],
      ["--live-port", "http", "-e", "just 1"],
      ["--live-port", "70000", "-e", "just 1"],
      ["--jsonargs", "script.sbx"],
      ["--unknown"],
    ]
    for line in lines {
      XCTAssertNil(SignalboxCommand.quickParse(line), "accepted: \(line)")
    }
  }
}
