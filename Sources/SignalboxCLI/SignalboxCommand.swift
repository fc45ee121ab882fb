import ArgumentParser
import SignalboxLanguage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The command line (SPEC §2): its options, their checks, help and exit statuses. What it
/// runs is `Launch`'s; the work is the `Session`'s.
@main
struct SignalboxCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "signalbox",
    abstract: "A command-line playground for reactive streams.",
    // The formats are `OutputFormat`'s (CommandLineTests checks it); written out, not joined
    // at start-up, which would cost more than the rest of parsing.
    usage: "signalbox [--virtual] [--format text|json|values] [-q] [-e PROGRAM | FILE...]",
    discussion: """
      With neither -e nor FILE, signalbox starts the REPL when standard input is a \
      terminal, and otherwise reads the program from standard input. With -e or FILE, \
      standard input is free for data: the `stdin` source reads it.

      EXAMPLES:
        signalbox --virtual -e 'interval 1 | take 3 | map x * 10'
        signalbox --format json script.sbx more.sbx
        printf '{"a":1}\\n{"a":2}\\n' | signalbox -q -e 'stdin | map x.a'
        signalbox --check script.sbx

      EXIT STATUS:
        0    every pipeline completed
        1    a pipeline ended with an error event (the rest of the script still ran)
        2    a usage, parse or compile error (nothing ran)
        3    a script could not be read, or writing standard output failed
        129  SIGHUP, 130  SIGINT (Ctrl-C), 143  SIGTERM, outside the REPL
      A closed output pipe (`| head -2`) ends the program quietly with status 0.
      """,
    version: "0.1.0"
  )

  /// The names `--format` takes.
  static let formats = OutputFormat.allCases.map { $0.rawValue }

  @Option(
    name: .customShort("e"),
    help: ArgumentHelp("Run one program text, then exit.", valueName: "program"))
  var program: String?

  @Flag(help: "Run on the virtual clock: the same output every run, no waiting.")
  var virtual = false

  @Option(help: ArgumentHelp("The virtual-time limit.", valueName: "seconds"))
  var horizon: Double = 3600

  @Option(help: "How events print.")
  var format: FormatArgument = .known(.text)

  @Flag(name: .short, help: "Print only values (--format values).")
  var q = false

  @Flag(help: "Parse and check only; print errors; exit 0 or 2.")
  var check = false

  @Flag(name: .customLong("no-color"), help: "Never colour the output (nor when NO_COLOR is set).")
  var noColor = false

  @Flag(help: "Trace every stage (labelled N:op).")
  var trace = false

  @Flag(help: "Draw the marble diagram of each foreground pipeline.")
  var marbles = false

  @ArgumentParser.Argument(
    help: ArgumentHelp("Script files, run in order in one session.", valueName: "file"))
  var files: [String] = []

  /// The format events print in (`-q` wins over `--format`).
  var outputFormat: OutputFormat {
    if q { return .values }
    if case .known(let format) = format { return format }
    return .text  // refused by `validate()`
  }

  /// The checks argument-parser cannot make, in the contract's words.
  func validate() throws {
    if !q, case .unknown(let name) = format {
      let expected =
        Self.formats.dropLast().joined(separator: ", ") + " or " + (Self.formats.last ?? "")
      throw ValidationError("unknown format '\(name)' (expected \(expected))")
    }
    if program != nil && !files.isEmpty {
      throw ValidationError("-e and script files cannot be combined")
    }
    // The horizon bounds virtual time; NaN would compare false with every time, infinity
    // would let `interval 1 &` run forever at the end of a script.
    guard horizon.isFinite, horizon >= 0 else {
      throw ValidationError("--horizon takes a non-negative number of seconds, got '\(horizon)'")
    }
  }

  /// Runs the program on a thread with a stack of known size (`LargeStack`), so the
  /// documented limits hold whatever `ulimit -s` is; that thread ends the process.
  func run() {
    let launch = Launch(command: self)
    endProcess(LargeStack.run { launch.run() })
  }

  /// argument-parser's `main()`, with the contract's exit statuses: `--help` and
  /// `--version` print on stdout (0); any usage error is `signalbox: MESSAGE` and the
  /// usage line on stderr, status 2 (argument-parser's own would be 64).
  static func main() {
    signal(SIGPIPE, SIG_IGN)
    let command: SignalboxCommand
    do {
      command = try parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
      if exitCode(for: error) == .success {
        print(fullMessage(for: error))
        endProcess(ExitStatus.success.rawValue)
      }
      usageError(message(for: error))
    }
    command.run()
  }

  static func usageError(_ message: String) -> Never {
    var text = Array("signalbox: \(message)\nUsage: \(usageString())\n".utf8)
    _ = write(2, &text, text.count)
    endProcess(ExitStatus.usage.rawValue)
  }
}

/// C's `exit` (inside a command, `exit` is argument-parser's `exit(withError:)`).
private func endProcess(_ status: Int32) -> Never {
  exit(status)
}

/// A `--format` value as typed: one of the formats, or a word that names none, kept (not
/// refused by the parser) so that `validate()` can report it in the contract's words.
enum FormatArgument: ExpressibleByArgument {
  case known(OutputFormat)
  case unknown(String)

  init(argument: String) {
    self = OutputFormat(rawValue: argument).map(FormatArgument.known) ?? .unknown(argument)
  }

  static var allValueStrings: [String] { OutputFormat.allCases.map { $0.rawValue } }

  var defaultValueDescription: String {
    switch self {
    case .known(let format): format.rawValue
    case .unknown(let name): name
    }
  }
}
