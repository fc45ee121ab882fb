import ArgumentParser
import SignalboxLanguage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The command line (SPEC §2). Parsing, mode choice and exit codes only: the work is the
/// `Session`'s.
struct SignalboxCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "signalbox",
    abstract: "A command-line playground for reactive streams.",
    version: "0.1.0"
  )

  @Option(name: .short, help: "Run one program text, then exit.")
  var e: String?

  @Flag(help: "Run on the virtual clock.")
  var virtual = false

  @Option(help: "The virtual-time limit in seconds.")
  var horizon: Double = 3600

  @Option(help: "Output format: text, json or values.")
  var format: String = "text"

  @Flag(name: .short, help: "Print only values (--format values).")
  var q = false

  @Flag(help: "Parse and check only.")
  var check = false

  @Flag(name: .customLong("no-color"), help: "Never colour the output.")
  var noColor = false

  @Flag(help: "Trace every stage.")
  var trace = false

  @Flag(help: "Draw marble diagrams of foreground pipelines.")
  var marbles = false

  @ArgumentParser.Argument(help: "Script files.")
  var files: [String] = []
}

signal(SIGPIPE, SIG_IGN)

func usageError(_ message: String) -> Never {
  var text = Array("signalbox: \(message)\nUsage: signalbox [--virtual] [--format text|json|values] [-q] [-e PROGRAM | FILE...]\n".utf8)
  _ = write(2, &text, text.count)
  exit(2)
}

/// A script that cannot be read (missing, a directory, a read error such as EIO): its
/// name and the OS's message on stderr, status 3.
func cannotRead(_ path: String) -> Never {
  var message = Array("signalbox: cannot read \(path): \(String(cString: strerror(errno)))\n".utf8)
  _ = write(2, &message, message.count)
  exit(3)
}

let command: SignalboxCommand
do {
  command = try SignalboxCommand.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  let code = SignalboxCommand.exitCode(for: error)
  if code == .success {
    print(SignalboxCommand.fullMessage(for: error))
    exit(0)
  }
  usageError(SignalboxCommand.message(for: error))
}

guard let format = OutputFormat(rawValue: command.q ? "values" : command.format) else {
  usageError("unknown format '\(command.format)' (expected text, json or values)")
}
if command.e != nil && !command.files.isEmpty { usageError("-e and script files cannot be combined") }
// The horizon bounds virtual time; NaN would compare false with every time, infinity
// would let `interval 1 &` run forever at the end of a script.
guard command.horizon.isFinite, command.horizon >= 0 else {
  usageError("--horizon takes a non-negative number of seconds, got '\(command.horizon)'")
}

var options = SessionOptions()
options.virtualTime = command.virtual
options.horizon = command.horizon
options.format = format
options.traceEveryStage = command.trace
options.marbles = command.marbles

// Everything from here runs on a thread with a stack of known size (Limits), so the
// documented limits hold whatever `ulimit -s` is.
let sessionOptions = options
let parsedCommand = command
exit(LargeStack.run { runProgram(command: parsedCommand, options: sessionOptions) })

func runProgram(command: SignalboxCommand, options: SessionOptions) -> Int32 {
var sources: [SourceFile] = []
if let program = command.e {
  sources = [SourceFile(name: "-e", text: program)]
} else if !command.files.isEmpty {
  for path in command.files {
    guard let text = FileText.contents(of: path) else { cannotRead(path) }
    sources.append(SourceFile(name: path, text: text))
  }
} else if isatty(0) != 0 && !command.check {
  exit(Repl.run(options: options, colour: !command.noColor))
} else {
  guard let text = FileText.readAll(fd: 0) else { cannotRead("<stdin>") }
  sources = [SourceFile(name: "<stdin>", text: text)]
}

let output = TerminalOutput(colour: !command.noColor)
// Outside the REPL, Ctrl-C ends the program with status 130 after writing what the
// pipelines already produced.
Interrupt.onSIGINT { output.flushAndExit(.interrupted) }
// SIGTERM and SIGHUP likewise write every complete line, then exit with 143 / 129.
Interrupt.onTermination { output.flushAndExit($0) }
let session = Session(options: options, output: output)
if command.check {
  let ok = session.compile(sources) != nil
  output.flush()
  exit(ok ? 0 : 2)
}
if !session.runProgram(sources) {
  output.flush()
  exit(2)
}
output.flush()
exit(session.exitStatus)
}
