/// `signalbox test`'s table, read by the same parser (`CommandLineParser(words, table:
/// testCommand)`); `signalbox test --help`, the man page and the completion scripts list it.
extension CommandLineOption {
  static let testCommand: [CommandLineOption] = [
    CommandLineOption(
      ["--filter"], .value("text"),
      help: "Run only the expectations whose label or FILE:LINE contains TEXT.", group: .test
    ) {
      $0.test.filter = $1
      return true
    },
    CommandLineOption(
      ["--tap"], help: "Report in TAP version 13 instead of ok/FAIL lines.", group: .test
    ) { o, _ in
      o.test.tap = true
      return true
    },
    CommandLineOption(
      ["--junit"], .value("file"), .file, help: "Also write a JUnit XML report to FILE.",
      group: .test
    ) {
      $0.test.junit = $1
      return true
    },
    CommandLineOption(
      ["--update"],
      help: "Rewrite the right-hand side of each failing expect with the actual timeline.",
      group: .test
    ) { o, _ in
      o.test.update = true
      return true
    },
    CommandLineOption(
      ["--horizon"], .value("seconds"), help: "The virtual-time limit of each run.",
      group: .test, default: "3600.0"
    ) { o, value in
      guard let horizon = Double(value), horizon >= 0, horizon.isFinite else { return false }
      o.horizon = horizon
      return true
    },
    // `signalbox test --from-recording REC -e PIPELINE [-o FILE]` (TestFromRecording, which
    // reads them with its own table): listed here for help, the man page and completion.
    TestFromRecording.fromRecording.inGroup(.test),
    TestFromRecording.output.inGroup(.test),
  ]
}

/// `signalbox test`'s options.
struct TestCommandOptions: Sendable {
  var filter: String?
  var tap = false
  var junit: String?
  var update = false
}

extension CommandLineOption {
  /// What the completion scripts offer: the shown options, then `signalbox test`'s that the
  /// main table does not have.
  static var completed: [CommandLineOption] {
    shown + testCommand.filter { test in !shown.contains { $0.names == test.names } }
  }

  /// `signalbox test --help`, from its table.
  static func testHelpText() -> String {
    var text = "OVERVIEW: Run the expect statements of script files (docs/testing.md).\n\n"
    text += "USAGE: \(TestCommand.usage)\n       \(TestFromRecording.usage)\n\n"
    text += "ARGUMENTS:\n"
    text += helpRow("<path>", "Script files, and folders searched for *.sbx (default: .)")
    text += "\nOPTIONS:\n"
    for option in testCommand { text += helpRow(option.helpLabel, option.helpWithDetails) }
    for option in builtin { text += helpRow(option.helpLabel, option.help) }
    return text
  }
}
