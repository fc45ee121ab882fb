import Signalbox
import SignalboxJSON
import SignalboxLanguage
import SignalboxSession

/// The command line (SPEC §2): read by the option table (`CommandLineParser`), which also
/// writes `--help`, the man page and the completion scripts. What it runs is `Launch`'s;
/// the work is the `Session`'s.
@main
struct SignalboxCommand {
  static let version = Signalbox.version
  static let abstract = "A command-line playground for reactive streams."
  /// The formats are `OutputFormat`'s (CommandLineTests checks it); written out, not joined
  /// at start-up.
  static let usage =
    "signalbox [--virtual] [--format text|json|values] [-q] [-e PROGRAM | FILE...]"

  /// The names `--format` takes.
  static let formats = OutputFormat.allCases.map { $0.rawValue }

  /// What `--arg`, `--argjson`, `--rawfile` or `--slurpfile` (`option`) binds `name` to,
  /// given its second word, checked.
  static func boundValue(_ option: String, _ name: String, _ text: String)
    throws(UsageError) -> JSON
  {
    if let problem = Session.argumentNameProblem(name) {
      throw UsageError(Message.badArgumentName(option, name, problem))
    }
    if option == "--arg" { return .string(text) }
    if option == "--rawfile" || option == "--slurpfile" {
      return try readFileArgument(option, name, path: text)
    }
    switch JSON.parse(text) {
    case .success(let value): return value
    case .failure(let error):
      throw UsageError(
        Message.argumentNotJSON(
          "--argjson \(name): ", "\(error.message) at column \(error.column)"))
    }
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
      usageError("\(error)")
    }
    Interrupt.prepare()
    if LargeStack.start({ launch.run() }) { Interrupt.watch() }
    Interrupt.watchOnAThread()
    launch.run()
  }

  /// `--help` and `--version` print on stdout (0); a usage error is `signalbox: MESSAGE`
  /// and the usage line on stderr, status 2.
  static func main() {
    signal(SIGPIPE, SIG_IGN)
    // A parent that runs us from a thread blocking these (a test runner's worker thread)
    // passes its mask on; Ctrl-C, SIGTERM and SIGHUP must still reach the handlers.
    var handled = sigset_t()
    sigemptyset(&handled)
    for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&handled, number) }
    pthread_sigmask(SIG_UNBLOCK, &handled, nil)
    let words = Array(CommandLine.arguments.dropFirst())
    if words.first == "jq" { JQCommand.main(Array(words.dropFirst())) }
    if words.first == "test" {
      let rest = Array(words.dropFirst())
      // `signalbox test --from-recording REC -e PIPELINE`: a test file from a recording.
      if rest.contains(where: { $0.hasPrefix("--from-recording") }) { TestFromRecording.main(rest) }
      TestCommand.main(rest)
    }
    if let generated = generatedText(words) {
      print(generated, terminator: "")
      endProcess(ExitStatus.success.rawValue)
    }
    let request: CommandRequest
    do {
      request = try CommandLineParser.parse(words)
    } catch {
      usageError(error.description)
    }
    switch request {
    case .help:
      print(CommandLineOption.helpText())
      endProcess(ExitStatus.success.rawValue)
    case .version:
      print(version)
      endProcess(ExitStatus.success.rawValue)
    case .run(let options, let bound):
      run(options, arguments: bound)
    }
  }

  /// The man page (`--generate-manual`) or a completion script
  /// (`--generate-completion-script SHELL`), written from the option table; nil for any
  /// other command line. A shell with no script is a usage error.
  static func generatedText(_ words: [String]) -> String? {
    if words == ["--generate-manual"] {
      return CommandLineOption.manualPage(version: version)
    }
    let request = "--generate-completion-script"
    if words == [request] {
      usageError(Message.missingOptionValue(request, "shell").commandLineText)
    }
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

  static func usageError(_ message: String) -> Never {
    var text = Array("signalbox: \(message)\nUsage: \(usage)\n".utf8)
    _ = write(2, &text, text.count)
    endProcess(ExitStatus.usage.rawValue)
  }
}

/// C's `exit`.
private func endProcess(_ status: Int32) -> Never {
  exit(status)
}
