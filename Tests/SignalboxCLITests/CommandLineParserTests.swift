import SignalboxJSON
import Testing

@testable import SignalboxCLI

/// The one reader of the command line (`CommandLineParser`), on the options the table sets:
/// each shape argument-parser used to read (`--x=v`, `-qr`, `-qe P`, `--`, repeats) gives
/// the same options, property by property. Refusals are tested through the binary
/// (CommandLineCheckTests, CommandLineTests).
@Suite struct CommandLineParserTests {
  /// Each property as `name=value`.
  private func properties(_ value: Any) -> [String] {
    Mirror(reflecting: value).children.map { "\($0.label ?? "?")=\($0.value)" }
  }

  private func parsed(_ words: [String]) throws -> CommandOptions {
    guard case .run(let options, _) = try CommandLineParser.parse(words) else {
      Issue.record("not a run: \(words)")
      return CommandOptions()
    }
    return options
  }

  private static func options(_ change: (inout CommandOptions) -> Void) -> CommandOptions {
    var options = CommandOptions()
    change(&options)
    return options
  }

  @Test(arguments: [
    ([], options { _ in }),
    (["-e", "just 1"], options { $0.program = "just 1" }),
    (["-qe", "just 1"], options { ($0.q, $0.program) = (true, "just 1") }),
    (["-qr", "-e", "x"], options { ($0.q, $0.raw, $0.program) = (true, true, "x") }),
    (["-eq", "x"], options { ($0.q, $0.program) = (true, "x") }),
    (["--format=json", "-e", "x"], options { ($0.format, $0.program) = (.known(.json), "x") }),
    (["--horizon=-0", "-e", "x"], options { ($0.horizon, $0.program) = (-0.0, "x") }),
    (["-e", "x", "-e", "y"], options { $0.program = "y" }),
    (["-q", "-q", "-r", "--raw-output"], options { ($0.q, $0.raw) = (true, true) }),
    (["--horizon", "1", "--horizon", "2"], options { $0.horizon = 2 }),
    (["--input", "a", "--input=b"], options { $0.inputs = ["a", "b"] }),
    (["--", "-e", "--virtual"], options { $0.files = ["-e", "--virtual"] }),
    (
      ["-", "a.sbx", "--virtual", "b.sbx"],
      options { ($0.files, $0.virtual) = (["-", "a.sbx", "b.sbx"], true) }
    ),
    (["--marbles=svg"], options { ($0.marbles, $0.marblesFormat) = (true, .svg) }),
    (["--live=8080"], options { ($0.live, $0.livePort) = (true, 8080) }),
    (
      ["-csRS", "-f", "p.sbx"],
      options {
        ($0.jq.compact, $0.jq.slurp, $0.jq.rawInput) = (true, true, true)
        ($0.jq.sortKeys, $0.jq.fromFile) = (true, "p.sbx")
      }
    ),
    (["--indent", "4", "--pretty"], options { ($0.indent, $0.pretty) = (4, true) }),
    (["-q", "--format", "nonsense"], options { ($0.q, $0.format) = (true, .unknown("nonsense")) }),
  ])
  func eachShapeSetsTheOptions(words: [String], expected: CommandOptions) throws {
    #expect(properties(try parsed(words)) == properties(expected), "\(words)")
  }

  /// `--help`, `-h` and `--version` win over the rest of the line, and over an unknown
  /// option anywhere, as argument-parser's did.
  @Test func helpAndVersionWin() throws {
    for words in [["--help"], ["-h"], ["--help=1"], ["--bogus", "--help"], ["-qh"]] {
      guard case .help = try CommandLineParser.parse(words) else {
        Issue.record("not help: \(words)")
        continue
      }
    }
    guard case .version = try CommandLineParser.parse(["-q", "--version"]) else {
      Issue.record("not the version")
      return
    }
    #expect(try parsed(["--", "--help"]).files == ["--help"])
    guard case .version = try CommandLineParser.parse(["--version", "--bogus"]) else {
      Issue.record("not the version")
      return
    }
    // A value missing before `--help` is still refused, as argument-parser refused it.
    #expect(throws: UsageError.self) { try CommandLineParser.parse(["-e", "--help"]) }
  }

  /// A pair takes its two words whatever they look like; a value that looks like an
  /// option stays a value after `=`; a new entry (`--no-hints`) parses.
  @Test func thePairsAndValuesFollowTheTable() throws {
    let words = ["--input=--arg", "--arg", "a", "-b", "--no-hints", "-e", "stdin"]
    guard case .run(let options, let bound) = try CommandLineParser.parse(words) else {
      Issue.record("not a run")
      return
    }
    #expect(options.inputs == ["--arg"])
    #expect(options.noHints)
    #expect(bound.map(\.name) == ["a"])
    #expect(bound.map(\.value) == [.string("-b")])
  }

  /// Each refusal names its mistake with its ID.
  @Test(arguments: [
    (["--virtaul"], "unknown option '--virtaul' (did you mean '--virtual'?) [U019]"),
    (["-qz"], "unknown option '-z' [U019]"),
    (["-qe"], "-e needs a value: -e <program> [U020]"),
    (["--arg=a", "b"], "--arg takes a name and a value [U007]"),
    (["--tab=1"], "--tab takes no value, got '--tab=1' [U021]"),
    (["--threads", "two"], "--threads takes <n>, got 'two' [U022]"),
    (["--threads", "0"], "--threads takes 1 or more threads, got 0 [U024]"),
  ])
  func refusals(words: [String], message: String) {
    #expect(throws: UsageError.self) { try CommandLineParser.parse(words) }
    do {
      _ = try CommandLineParser.parse(words)
    } catch {
      #expect(error.description == message)
      #expect(message.hasSuffix("[\(error.message.id.rawValue)]"))
    }
  }
}
