import ArgumentParser
import SignalboxJSON
import SignalboxLanguage
import SignalboxSession

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
        signalbox -r --arg who ada -e 'stdin | filter x.name == who | map x.city' --input \
      people.ndjson

      JQ-STYLE OPTIONS:
        --input FILE         read FILE as the data of `stdin` (repeatable: the files one after \
      another, as jq reads its file arguments)
        -r, --raw-output     strings print without quotes (implies the values format)
        --indent N           values print pretty, N spaces (0 to 7) a level (implies values)
        --pretty             --indent 2
        --arg NAME TEXT      bind NAME to the string TEXT before the program runs
        --argjson NAME JSON  bind NAME to the JSON value JSON
        --rawfile NAME FILE  bind NAME to the text of FILE
        --slurpfile NAME FILE  bind NAME to an array of the JSON values in FILE
        -c -s -n -R -S -j -a --tab --seq --raw-output0 --args --jsonargs  as jq's (below)
        --exit-status        jq's -e (here -e is the program text)
      In expressions, $NAME is the bound NAME, $ENV the environment, $ARGS jq's $ARGS. \
      With -e, the arguments after the options are data files, read in order as jq reads \
      them (as --input FILE each).
      The name `env` is the environment as an object (unless the program binds it).

      ENVIRONMENT:
        NO_COLOR    never colour the output
        COLUMNS     the width of marble diagrams at a terminal

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
    help: ArgumentHelp(
      "Run one program text, then exit (jq's -e is --exit-status).", valueName: "program"))
  var program: String?

  @Flag(help: "Run on the virtual clock: the same output every run, no waiting.")
  var virtual = false

  @Option(help: ArgumentHelp("The virtual-time limit.", valueName: "seconds"))
  var horizon: Double = 3600

  @Option(help: "How events print.")
  var format: FormatArgument = .known(.text)

  @Flag(name: .short, help: "Print only values (--format values).")
  var q = false

  @Flag(
    name: [.customShort("r"), .customLong("raw-output")],
    help: "Strings print without quotes (values format).")
  var raw = false

  @Option(
    help: ArgumentHelp("Values print pretty, N spaces a level (values format).", valueName: "n"))
  var indent: Int?

  @Flag(help: "Values print pretty (--indent 2).")
  var pretty = false

  @Option(
    name: .customLong("input"),
    help: ArgumentHelp(
      "A data file the `stdin` source reads instead of standard input (repeatable).",
      valueName: "file"))
  var inputs: [String] = []

  @Option(
    help: ArgumentHelp(
      "Explain a diagnostic ID (the [C001] at the end of an error), with examples.",
      valueName: "id"))
  var explain: String?

  @Flag(help: "Parse and check only; print errors; exit 0 or 2.")
  var check = false

  @Flag(name: .customLong("no-color"), help: "Never colour the output (nor when NO_COLOR is set).")
  var noColor = false

  @Flag(help: "Trace every stage (labelled N:op).")
  var trace = false

  @Flag(
    help:
      ArgumentHelp(
        "Draw the marble diagram of each foreground pipeline (--marbles=table|svg|source: in "
          + "another form).")
  )
  var marbles = false

  /// `--marbles=FORMAT`, rewritten by `extractArguments` (argument-parser has no option
  /// whose value may be left out).
  @Option(name: .customLong("marbles-format"), help: .hidden)
  var marblesFormat: MarbleFormat?

  @Option(
    help: ArgumentHelp(
      "Write an HTML page with every foreground pipeline: its text, output and marble diagram.",
      valueName: "file"))
  var report: String?

  @Option(
    help: ArgumentHelp(
      "Run one source through several operator chains on the virtual clock and draw them on "
        + "one time axis (:compare).", valueName: "SOURCE with CHAIN, CHAIN…"))
  var compare: String?

  @OptionGroup(title: "jq's flags")
  var jq: JQFlags

  @ArgumentParser.Argument(
    help: ArgumentHelp(
      "Script files, run in order in one session; with -e, data files the `stdin` source reads.",
      valueName: "file"))
  var files: [String] = []

  /// The format events print in (`-q`, `-r`, `--indent` and `--pretty` mean values).
  /// The parsed command line as plain values (what `Launch` runs, and what `quickParse`
  /// makes without argument-parser).
  var options: CommandOptions {
    CommandOptions(
      program: program, virtual: virtual, horizon: horizon, format: format, q: q, raw: raw,
      indent: indent, pretty: pretty, inputs: inputs, check: check, noColor: noColor,
      trace: trace, marbles: marbles, marblesFormat: marblesFormat, report: report,
      compare: compare,
      jq: jq.options, files: files, explain: explain)
  }

  func validate() throws {
    try options.validate()
  }

  /// Takes `--arg NAME TEXT` and `--argjson NAME JSON` out of `arguments`, checking each;
  /// the values of other options (`-e '--arg'`) and everything after `--` stay.
  static func extractArguments(_ arguments: [String]) throws -> (
    rest: [String], bound: [(name: String, value: JSON)]
  ) {
    let takesValue: Set<String> = [
      "-e", "--format", "--horizon", "--input", "--indent", "--report", "--marbles-format", "-f",
      "--compare",
      "--from-file",
      "--explain",
    ]
    let takesTwo: Set<String> = ["--arg", "--argjson", "--rawfile", "--slurpfile"]
    var rest: [String] = []
    var bound: [(name: String, value: JSON)] = []
    var k = 0
    while k < arguments.count {
      let word = arguments[k]
      if word == "--" {
        rest += arguments[k...]
        break
      }
      if takesValue.contains(word) {
        rest += arguments[k..<min(k + 2, arguments.count)]
        k += 2
        continue
      }
      let next = k + 1 < arguments.count ? arguments[k + 1] : nil
      if let words = try marblesWords(word, next: next) {
        rest += words
        k += 1
        continue
      }
      guard takesTwo.contains(word) else {
        rest.append(word)
        k += 1
        continue
      }
      guard k + 2 < arguments.count else {
        throw ValidationError("\(word) takes a name and a value")
      }
      let (name, text) = (arguments[k + 1], arguments[k + 2])
      if let problem = Session.argumentNameProblem(name) {
        throw ValidationError("\(word) \(name): \(problem)")
      }
      if word == "--arg" {
        bound.append((name, .string(text)))
      } else if word == "--rawfile" || word == "--slurpfile" {
        bound.append((name, try readFileArgument(word, name, path: text)))
      } else {
        switch JSON.parse(text) {
        case .success(let value): bound.append((name, value))
        case .failure(let error):
          throw ValidationError(
            "--argjson \(name): not JSON: \(error.message) at column \(error.column)")
        }
      }
      k += 3
    }
    return (rest, bound)
  }

  /// Runs the program on a thread with a stack of known size (`LargeStack`), so the
  /// documented limits hold whatever `ulimit -s` is; that thread ends the process. This
  /// thread becomes the signal watcher (`Interrupt`), which also writes output lines that
  /// wait too long: one thread started, not three. When no such thread can be made, the
  /// program runs here and the watcher gets a thread of its own.
  static func run(_ options: CommandOptions, arguments: [(name: String, value: JSON)] = [])
    -> Never
  {
    let launch: Launch
    do {
      launch = try Launch(command: options, arguments: arguments)
    } catch {
      usageError(message(for: error))
    }
    Interrupt.prepare()
    if LargeStack.start({ launch.run() }) { Interrupt.watch() }
    Interrupt.watchOnAThread()
    launch.run()
  }

  /// argument-parser's `main()`, with the contract's exit statuses: `--help` and
  /// `--version` print on stdout (0); any usage error is `signalbox: MESSAGE` and the
  /// usage line on stderr, status 2 (argument-parser's own would be 64).
  static func main() {
    signal(SIGPIPE, SIG_IGN)
    // A parent that runs us from a thread blocking these (a test runner's worker thread)
    // passes its mask on; Ctrl-C, SIGTERM and SIGHUP must still reach the handlers.
    var handled = sigset_t()
    sigemptyset(&handled)
    for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&handled, number) }
    pthread_sigmask(SIG_UNBLOCK, &handled, nil)
    let options: CommandOptions
    // `--arg NAME TEXT` and `--argjson NAME JSON` are taken out before argument-parser sees
    // the line (it has no option with two values).
    let bound: [(name: String, value: JSON)]
    do {
      let rest: [String]
      (rest, bound) = try extractArguments(Array(CommandLine.arguments.dropFirst()))
      // The common shapes without argument-parser's first-parse cost (QuickArguments.swift).
      options = try quickParse(rest) ?? parse(rest).options
    } catch {
      if exitCode(for: error) == .success {
        print(fullMessage(for: error))
        endProcess(ExitStatus.success.rawValue)
      }
      usageError(message(for: error))
    }
    run(options, arguments: bound)
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
