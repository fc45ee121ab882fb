import SignalboxLanguage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a checked command line runs: the REPL, or one program (from `-e`, the script
/// files, or standard input) in one session, with terminal output and signal handling.
struct Launch: Sendable {
  let options: SessionOptions
  let program: String?
  let files: [String]
  let check: Bool
  let colour: Bool

  let inputs: [String]

  init(command: SignalboxCommand, arguments: [(name: String, value: JSON)]) {
    var options = SessionOptions()
    options.rawOutput = command.raw
    options.indent = command.outputIndent
    options.arguments = arguments
    options.virtualTime = command.virtual
    options.horizon = command.horizon
    options.format = command.outputFormat
    options.traceEveryStage = command.trace
    options.marbles = command.marbles
    self.options = options
    program = command.program
    files = command.files
    check = command.check
    colour = !command.noColor
    inputs = command.inputs
  }

  /// Runs, then ends the process with its exit status (`ExitStatus`, or the REPL's).
  func run() -> Never {
    var options = options
    if !inputs.isEmpty {
      switch InputFiles.openAll(inputs) {
      case .success(let fd): options.stdinDescriptor = fd
      case .failure(let failure): cannotRead(failure.path)
      }
    }
    var sources: [SourceFile] = []
    if let program {
      sources = [SourceFile(name: "-e", text: program)]
    } else if !files.isEmpty {
      for path in files {
        guard let text = FileText.contents(of: path) else { cannotRead(path) }
        sources.append(SourceFile(name: path, text: text))
      }
    } else if isatty(0) != 0 && !check {
      exit(Repl.run(options: options, colour: colour))
    } else {
      guard let text = FileText.readAll(fd: 0) else { cannotRead("<stdin>") }
      sources = [SourceFile(name: "<stdin>", text: text)]
    }
    run(sources, options)
  }

  /// Ends the process from here, with the session still alive: taking its graph down
  /// first would be work for nothing (a fifth of the time of `-e 'just 1'` after parsing).
  private func run(_ sources: [SourceFile], _ options: SessionOptions) -> Never {
    let output = TerminalOutput(colour: colour)
    // Outside the REPL, Ctrl-C ends the program with status 130 after writing what the
    // pipelines already produced.
    Interrupt.onSIGINT { output.flushAndExit(.interrupted) }
    // SIGTERM and SIGHUP likewise write every complete line, then exit with 143 / 129.
    Interrupt.onTermination { output.flushAndExit($0) }
    let session = Session(options: options, output: output)
    let status: ExitStatus
    if check {
      status = session.compile(sources) != nil ? .success : .usage
    } else {
      status = session.runProgram(sources) ? session.status : .usage
    }
    output.flush()
    exit(status.rawValue)
  }

  /// A script that cannot be read (missing, a directory, a read error such as EIO): its
  /// name and the OS's message on stderr, status 3.
  private func cannotRead(_ path: String) -> Never {
    var message = Array(
      "signalbox: cannot read \(path): \(String(cString: strerror(errno)))\n".utf8)
    _ = write(2, &message, message.count)
    exit(ExitStatus.ioFailure.rawValue)
  }
}
