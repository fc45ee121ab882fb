import Signalbox
import SignalboxJQ
import SignalboxJSON
import SignalboxSession

/// `signalbox jq [OPTIONS] FILTER [FILE...]`: jq 1.7.1's command line (docs/jq.md), so
/// that `alias jq='signalbox jq'` changes nothing a script sees — its options (the table
/// `CommandLineOption.jqCommand`, read by the one parser), inputs, output bytes, messages
/// on standard error and exit statuses, following jq's `main.c`.
enum JQCommand {
  /// What `--version` prints: jq's version, which this command follows.
  static let version = "jq-1.7.1"
  /// What `--build-configuration` prints (jq 1.7.1 prints its `./configure` options, which
  /// this jq has none of): one line of how it is made.
  static let buildConfiguration =
    "signalbox \(Signalbox.version): jq 1.7.1's language in Swift; regular expressions by"
    + " Signalbox's own engine (Oniguruma's syntax); numbers as doubles, literals kept as written"

  /// jq's statuses: `process`'s results (`noOutput`, `nullKind` negative) and the exits.
  static let ok: Int32 = 0
  static let nullKind: Int32 = -1
  static let system: Int32 = 2
  static let compileError: Int32 = 3
  static let noOutput: Int32 = -4
  static let unknown: Int32 = 5

  static func main(_ words: [String]) -> Never {
    // jq ends on a closed output pipe as any C program does.
    signal(SIGPIPE, SIG_DFL)
    var parser = CommandLineParser(
      words, table: CommandLineOption.jqCommand, validates: false, letterOptionsOnly: true)
    let request: CommandRequest
    do {
      request = try parser.parse()
    } catch {
      fail(usageText(error.message) + JQCommand.dieText)
    }
    switch request {
    case .help:
      print(helpText, terminator: "")
      exit(0)
    case .version:
      print(version)
      exit(0)
    case .run(let options, _) where options.jqCommand.buildConfiguration:
      print(buildConfiguration)
      exit(0)
    case .run(let options, _):
      // On a thread with a stack of known size, as the pipeline's session: a deep recursion
      // in a filter goes as far as jq's does, whatever `ulimit -s` is, and the evaluator's
      // stack check (JQStack) still refuses it before an overflow.
      if LargeStack.start({ runAndExit(options) }) {
        while true { pause() }
      }
      runAndExit(options)
    }
  }

  private static func runAndExit(_ options: CommandOptions) -> Never {
    var run = JQCommandRun(options)
    exit(run.start())
  }

  /// jq's `die()`: after a refused command line.
  static let dieText = """
    Use jq --help for help with command-line options,
    or see the jq manpage, or online docs  at https://jqlang.github.io/jq

    """

  /// Writes `text` on standard error.
  static func complain(_ text: String) {
    var bytes = Array(text.utf8)
    _ = write(2, &bytes, bytes.count)
  }

  /// Writes `text` on standard error and exits with 2.
  static func fail(_ text: String) -> Never {
    complain(text)
    exit(system)
  }
}
