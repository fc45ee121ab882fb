import ArgumentParser
import Signalbox
import SignalboxJSON
import SignalboxLanguage
import SignalboxSession

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
    // The option table's (CommandLineOption+Help.swift), as the man page's.
    discussion: CommandLineOption.helpDiscussion,
    version: Signalbox.version
  )

  /// The names `--format` takes.
  static let formats = OutputFormat.allCases.map { $0.rawValue }

  @Option(
    name: CommandLineOption.program.nameSpecification, help: CommandLineOption.program.argumentHelp)
  var program: String?
  @Flag(
    name: CommandLineOption.virtual.nameSpecification, help: CommandLineOption.virtual.argumentHelp)
  var virtual = false
  @Option(
    name: CommandLineOption.horizon.nameSpecification, help: CommandLineOption.horizon.argumentHelp)
  var horizon: Double = 3600
  @Option(
    name: CommandLineOption.format.nameSpecification, help: CommandLineOption.format.argumentHelp)
  var format: FormatArgument = .known(.text)
  @Flag(name: CommandLineOption.quiet.nameSpecification, help: CommandLineOption.quiet.argumentHelp)
  var q = false
  @Flag(name: CommandLineOption.raw.nameSpecification, help: CommandLineOption.raw.argumentHelp)
  var raw = false
  @Option(
    name: CommandLineOption.indent.nameSpecification, help: CommandLineOption.indent.argumentHelp)
  var indent: Int?
  @Flag(
    name: CommandLineOption.pretty.nameSpecification, help: CommandLineOption.pretty.argumentHelp)
  var pretty = false
  @Option(
    name: CommandLineOption.input.nameSpecification, help: CommandLineOption.input.argumentHelp)
  var inputs: [String] = []
  @Option(
    name: CommandLineOption.threads.nameSpecification, help: CommandLineOption.threads.argumentHelp)
  var threads: Int?
  @Option(
    name: CommandLineOption.explain.nameSpecification, help: CommandLineOption.explain.argumentHelp)
  var explain: String?
  @Flag(name: CommandLineOption.check.nameSpecification, help: CommandLineOption.check.argumentHelp)
  var check = false
  @Flag(
    name: CommandLineOption.noColor.nameSpecification, help: CommandLineOption.noColor.argumentHelp)
  var noColor = false
  @Flag(
    name: CommandLineOption.noHints.nameSpecification, help: CommandLineOption.noHints.argumentHelp)
  var noHints = false
  @Flag(name: CommandLineOption.trace.nameSpecification, help: CommandLineOption.trace.argumentHelp)
  var trace = false
  @Flag(
    name: CommandLineOption.marbles.nameSpecification, help: CommandLineOption.marbles.argumentHelp)
  var marbles = false
  /// `--marbles=FORMAT`, rewritten by `extractArguments` (argument-parser has no option
  /// whose value may be left out).
  @Option(
    name: CommandLineOption.marblesFormat.nameSpecification,
    help: CommandLineOption.marblesFormat.argumentHelp)
  var marblesFormat: MarbleFormat?
  @Option(
    name: CommandLineOption.report.nameSpecification, help: CommandLineOption.report.argumentHelp)
  var report: String?
  @Flag(name: CommandLineOption.live.nameSpecification, help: CommandLineOption.live.argumentHelp)
  var live = false
  /// `--live=PORT`, rewritten by `extractArguments` as `--live --live-port PORT`.
  @Option(
    name: CommandLineOption.livePort.nameSpecification,
    help: CommandLineOption.livePort.argumentHelp)
  var livePort: UInt16?

  @Option(
    name: CommandLineOption.compare.nameSpecification, help: CommandLineOption.compare.argumentHelp)
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
      indent: indent, pretty: pretty, inputs: inputs, threads: threads, check: check,
      noColor: noColor,
      noHints: noHints, trace: trace, marbles: marbles, marblesFormat: marblesFormat,
      report: report, live: live, livePort: livePort, compare: compare,
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
    var rest: [String] = []
    var bound: [(name: String, value: JSON)] = []
    var k = 0
    while k < arguments.count {
      let word = arguments[k]
      if word == "--" {
        rest += arguments[k...]
        break
      }
      let option = word.hasPrefix("-") ? CommandLineOption.named(word) : nil
      if option?.takesAValue == true {
        rest += arguments[k..<min(k + 2, arguments.count)]
        k += 2
        continue
      }
      let next = k + 1 < arguments.count ? arguments[k + 1] : nil
      if let words = try marblesWords(word, next: next) ?? liveWords(word) {
        rest += words
        k += 1
        continue
      }
      guard option?.takesTwo == true else {
        rest.append(word)
        k += 1
        continue
      }
      guard k + 2 < arguments.count else {
        throw ValidationError(Message.needsNameAndValue(word).commandLineText)
      }
      let (name, text) = (arguments[k + 1], arguments[k + 2])
      if let problem = Session.argumentNameProblem(name) {
        throw ValidationError(Message.badArgumentName(word, name, problem).commandLineText)
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
            Message.argumentNotJSON(
              "--argjson \(name): ", "\(error.message) at column \(error.column)"
            ).commandLineText)
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
    let words = Array(CommandLine.arguments.dropFirst())
    if let generated = generatedText(words) {
      print(generated, terminator: "")
      endProcess(ExitStatus.success.rawValue)
    }
    let options: CommandOptions
    // `--arg NAME TEXT` and `--argjson NAME JSON` are taken out before argument-parser sees
    // the line (it has no option with two values).
    let bound: [(name: String, value: JSON)]
    var rest = words
    do {
      (rest, bound) = try extractArguments(words)
      // The common shapes without argument-parser's first-parse cost (QuickArguments.swift).
      options = try quickParse(rest) ?? parse(rest).options
    } catch {
      if exitCode(for: error) == .success {
        print(fullMessage(for: error))
        endProcess(ExitStatus.success.rawValue)
      }
      usageError(usageMessage(for: error, words: rest))
    }
    run(options, arguments: bound)
  }

  /// The man page (`--generate-manual`) or a completion script
  /// (`--generate-completion-script SHELL`), written from the option table; nil for any
  /// other command line. A shell with no script is a usage error.
  static func generatedText(_ words: [String]) -> String? {
    if words == ["--generate-manual"] {
      return CommandLineOption.manualPage(version: configuration.version)
    }
    let request = "--generate-completion-script"
    let shell: String
    if words.count == 2, words[0] == request {
      shell = words[1]
    } else if words.count == 1, words[0].hasPrefix(request + "=") {
      shell = String(words[0].dropFirst(request.count + 1))
    } else {
      return nil
    }
    guard let known = CommandLineOption.Shell(rawValue: shell) else {
      let shells = CommandLineOption.Shell.allCases.map(\.rawValue).joined(separator: ", ")
      usageError(Message.noCompletionScript(shell, shells).commandLineText)
    }
    return CommandLineOption.completionScript(known)
  }

  /// The text of a refused command line, ending with its catalogue ID: ours already do;
  /// for argument-parser's own, the option table names the mistake (`CommandLineCheck`), or
  /// argument-parser's sentence is kept under `U023`.
  static func usageMessage(for error: any Error, words: [String]) -> String {
    let text = message(for: error)
    if text.firstMatch(of: /\[[A-Z][0-9]{3}\]$/) != nil { return text }
    let mistake = CommandLineOption.mistake(in: words) ?? Message.commandLineRefused(text)
    return mistake.commandLineText
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
