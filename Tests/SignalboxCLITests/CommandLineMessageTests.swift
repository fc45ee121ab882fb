import Testing

@testable import SignalboxCLI
@testable import SignalboxJSON
@testable import SignalboxSession

/// The command line's messages (`U…`, `Sources/SignalboxCLI/Diagnostics`): each entry has one
/// sample (its message with sample arguments and the text it must have), printed as the
/// command prints it; and every module's entries together, as `--explain` sees them.
@Suite struct CommandLineMessageTests {
  typealias ID = DiagnosticMessage.ID

  @Test func everyEntryHasASampleWithItsPinnedText() {
    for entry in DiagnosticCatalogue.commandLine {
      guard let (message, text) = Self.sample(entry.id) else {
        Issue.record("\(entry.id) has no sample")
        continue
      }
      #expect(message.id == entry.id, "the sample of \(entry.id) comes from another entry")
      #expect(message.commandLineText == "\(text) [\(entry.id.rawValue)]")
    }
    #expect(DiagnosticCatalogue.commandLine.allSatisfy { $0.id.rawValue.hasPrefix("U") })
  }

  /// Every module's entries, the command line's with them: IDs unique, each explained with a
  /// right example, each found by `--explain`'s look-up.
  @Test func everyModulesEntriesHaveUniqueExplainedIDs() {
    let entries = DiagnosticCatalogue.all + DiagnosticCatalogue.commandLine
    let ids = entries.map(\.id.rawValue)
    #expect(Set(ids).count == ids.count, "an ID declared twice")
    for entry in entries {
      #expect(!entry.explanation.meaning.isEmpty, "\(entry.id) has no explanation")
      #expect(!entry.explanation.right.isEmpty, "\(entry.id) has no right example")
      let found = DiagnosticCatalogue.entry(
        named: entry.id.rawValue.lowercased(), among: DiagnosticCatalogue.commandLine)
      #expect(found?.id == entry.id)
    }
  }

  /// Each entry holds its message's text, which its `Message` function fills (the samples
  /// above pin the filled texts), and is an error (the rule of `U`: the command refuses).
  @Test func everyEntryHoldsItsTextAndIsAnError() {
    for entry in DiagnosticCatalogue.commandLine {
      #expect(!entry.text.isEmpty, "\(entry.id) has no text")
      #expect(entry.severity == .error, "\(entry.id) is not an error")
    }
  }

  /// The entries no command line gets; each says so in its meaning.
  @Test func onlyTheseHaveNoCommandLine() {
    let without = DiagnosticCatalogue.commandLine.filter { $0.explanation.commandLine == nil }
    #expect(
      Set(without.map(\.id)) == [
        .cannotWriteOutput, .needsReadline, .commandLineRefused, .liveViewNotBuilt,
      ])
  }

  /// A message of `id` with sample arguments, and the text it must have.
  static func sample(_ id: ID) -> (DiagnosticMessage, String)? {
    switch id {
    case .unknownOutputFormat:
      return (
        Message.unknownOutputFormat("yaml", "text, json or values"),
        "unknown format 'yaml' (expected text, json or values)"
      )
    case .argsNeedProgram:
      return (
        Message.argsNeedProgram(), "--args and --jsonargs need the program as -e PROGRAM or -f FILE"
      )
    case .programGivenTwice: return (Message.programGivenTwice(), "-e and -f cannot be combined")
    case .compareWithProgram:
      return (
        Message.compareWithProgram(),
        "--compare is the program: it cannot be combined with -e or -f"
      )
    case .recordTestNeeds:
      return (
        Message.recordTestNeeds(),
        "test --from-recording needs REC.ndjson and -e PIPELINE, and no other word"
      )
    case .cannotWriteTestFile:
      return (
        Message.cannotWriteTestFile("t.sbx", "Permission denied"),
        "cannot write t.sbx: Permission denied"
      )
    case .noSuchTestPath:
      return (Message.noSuchTestPath("nope"), "test: no such file or folder: nope")
    case .noTestFiles:
      return (Message.noTestFiles("docs"), "test: no .sbx file to run in docs")
    case .liveViewNotBuilt:
      return (
        Message.liveViewNotBuilt(),
        "this signalbox was built without the live view: build it with "
          + "`swift build --traits LiveView` (or `make`)"
      )
    case .badLivePort:
      return (
        Message.badLivePort("http"), "--live takes a port number from 0 to 65535, got 'http'"
      )
    case .badHorizon:
      return (
        Message.badHorizon("nan"), "--horizon takes a non-negative number of seconds, got 'nan'"
      )
    case .badIndent: return (Message.badIndent(8), "--indent takes 0 to 7 spaces, got 8")
    case .badThreads: return (Message.badThreads(0), "--threads takes 1 or more threads, got 0")
    case .jqOutputNotJSON:
      return (
        Message.jqOutputNotJSON("json"),
        "-r, --indent and --pretty shape the values format, not --format json"
      )
    case .needsNameAndValue:
      return (Message.needsNameAndValue("--arg"), "--arg takes a name and a value")
    case .badArgumentName:
      return (Message.badArgumentName("--arg", "1x", "no"), "--arg 1x: no")
    case .argumentNotJSON:
      return (
        Message.argumentNotJSON("--argjson v: ", "unexpected end of input at column 2"),
        "--argjson v: not JSON: unexpected end of input at column 2"
      )
    case .cannotReadArgumentFile:
      return (
        Message.cannotReadArgumentFile("--rawfile", "t", "a.txt"), "--rawfile t: cannot read a.txt"
      )
    case .unknownMarbleFormat:
      return (
        Message.unknownMarbleFormat("--marbles=png", "png", "diagram, svg"),
        "--marbles=png: unknown marble format 'png' (one of diagram, svg)"
      )
    case .marblesWithSpace:
      return (
        Message.marblesWithSpace("svg"), "write --marbles=svg: the format follows '=', not a space"
      )
    case .noCompletionScript:
      return (
        Message.noCompletionScript("tcsh", "bash, zsh, fish"),
        "--generate-completion-script: no script for 'tcsh' (one of bash, zsh, fish)"
      )
    case .cannotReadScript:
      return (
        Message.cannotReadScript("a.sbx", "No such file or directory"),
        "cannot read a.sbx: No such file or directory"
      )
    case .runAsProgram:
      return (
        Message.runAsProgram("'just 1'"), "to run it as a program: signalbox -e 'just 1'"
      )
    case .cannotWriteOutput:
      return (
        Message.cannotWriteOutput("No space left on device"),
        "error writing standard output: No space left on device"
      )
    case .unknownCommandLineOption:
      return (
        Message.unknownCommandLineOption("--virtaul", suggestion: "--virtual"),
        "unknown option '--virtaul' (did you mean '--virtual'?)"
      )
    case .missingOptionValue:
      return (
        Message.missingOptionValue("--horizon", "seconds"),
        "--horizon needs a value: --horizon <seconds>"
      )
    case .flagTakesNoValue:
      return (
        Message.flagTakesNoValue("--virtual", "--virtual=3"),
        "--virtual takes no value, got '--virtual=3'"
      )
    case .invalidOptionValue:
      return (
        Message.invalidOptionValue("--horizon", "seconds", "soon"),
        "--horizon takes <seconds>, got 'soon'"
      )
    case .commandLineRefused:
      return (Message.commandLineRefused("Something else"), "Something else")
    case .needsReadline:
      return (
        Message.needsReadline("no libreadline"), "the REPL needs GNU readline: no libreadline"
      )
    case .cannotReadSample:
      return (
        Message.cannotReadSample("logs.ndjson", "No such file or directory"),
        "cannot read logs.ndjson: No such file or directory"
      )
    case .exploreNeedsTerminal:
      return (
        Message.exploreNeedsTerminal("logs.ndjson"),
        "explore needs a terminal: it is the REPL with logs.ndjson as stdin"
      )
    default: return nil
    }
  }
}
