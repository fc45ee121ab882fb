import SignalboxLanguage
import SignalboxSession

/// The options, in the order `--help` and the man page list them.
extension CommandLineOption {
  static let all: [CommandLineOption] = main + jq + builtin

  static let program = CommandLineOption(
    ["-e"], .value("program"), help: "Run one program text, then exit (jq's -e is --exit-status)."
  ) {
    $0.program = $1
    return true
  }
  static let virtual = CommandLineOption(
    ["--virtual"], help: "Run on the virtual clock: the same output every run, no waiting."
  ) { o, _ in
    o.virtual = true
    return true
  }
  static let horizon = CommandLineOption(
    ["--horizon"], .value("seconds"), help: "The virtual-time limit.", default: "3600.0"
  ) { o, value in
    guard let horizon = Lexer.seconds(value) else { return false }
    o.horizon = horizon
    return true
  }
  static let format = CommandLineOption(
    ["--format"], .value("format"), .words(OutputFormat.allCases.map(\.rawValue)),
    help: "How events print.", default: "text"
  ) {
    $0.format = FormatArgument(argument: $1)
    return true
  }
  static let timeUnit = CommandLineOption(
    ["--time-unit"], .value("unit"), .words(TimeUnit.allCases.map(\.rawValue)),
    help: "The unit of the program's numbers given as times, and of the times printed "
      + "(ms: milliseconds, as in RxJS; 1s is then 1000).",
    default: "s"
  ) { o, value in
    guard let unit = TimeUnit(rawValue: value) else { return false }
    o.timeUnit = unit
    return true
  }
  static let sessionTime = CommandLineOption(
    ["--session-time"],
    help: "Print every event's time from the session's start, not its job's (:times session); "
      + "json adds session_t."
  ) { o, _ in
    o.sessionTime = true
    return true
  }
  static let quiet = CommandLineOption(
    ["-q"], help: "Print only values (--format values); no hints."
  ) { o, _ in
    o.q = true
    return true
  }
  static let raw = CommandLineOption(
    ["-r", "--raw-output"], help: "Strings print without quotes (values format)."
  ) { o, _ in
    o.raw = true
    return true
  }
  static let indent = CommandLineOption(
    ["--indent"], .value("n"), help: "Values print pretty, N spaces a level (values format)."
  ) { o, value in
    guard let indent = Int(value) else { return false }
    o.indent = indent
    return true
  }
  static let pretty = CommandLineOption(
    ["--pretty"], help: "Values print pretty (--indent 2)."
  ) { o, _ in
    o.pretty = true
    return true
  }
  static let input = CommandLineOption(
    ["--input"], .value("file"), .file,
    help: "A data file the `stdin` source reads instead of standard input (repeatable).",
    repeatable: true
  ) {
    $0.inputs.append($1)
    return true
  }
  static let threads = CommandLineOption(
    ["--threads"], .value("n"),
    help: "Threads: from 2, a second one reads stdin ahead, splits its lines and checks them "
      + "(default: 2 with more than one CPU, else 1)."
  ) { o, value in
    guard let threads = Int(value) else { return false }
    o.threads = threads
    return true
  }
  static let explain = CommandLineOption(
    ["--explain"], .value("id"),
    help: "Explain a diagnostic ID (the [C001] at the end of an error), with examples."
  ) {
    $0.explain = $1
    return true
  }
  static let check = CommandLineOption(
    ["--check"], help: "Parse and check only; print errors; exit 0 or 2."
  ) { o, _ in
    o.check = true
    return true
  }
  static let noColor = CommandLineOption(
    ["--no-color"], help: "Never colour the output (nor when NO_COLOR is set)."
  ) { o, _ in
    o.noColor = true
    return true
  }
  static let noHints = CommandLineOption(
    ["--no-hints"], help: "No notes on stderr where RAC and RxJS differ (-q: none either)."
  ) { o, _ in
    o.noHints = true
    return true
  }
  static let noPreview = CommandLineOption(
    ["--no-preview"], help: "REPL: no preview under the line while typing (:preview on/off)."
  ) { o, _ in
    o.noPreview = true
    return true
  }
  static let trace = CommandLineOption(
    ["--trace"], help: "Trace every stage (labelled N:op)."
  ) { o, _ in
    o.trace = true
    return true
  }
  static let marbles = CommandLineOption(
    ["--marbles"], .optionalValue("format"), .words(MarbleFormat.allCases.map(\.rawValue)),
    help:
      "Draw the marble diagram of each foreground pipeline (--marbles=table|svg|source: in "
      + "another form)."
  ) { o, _ in
    o.marbles = true
    return true
  }
  static let marblesWidth = CommandLineOption(
    ["--marbles-width"], .value("columns"),
    help: "The diagrams' width in columns (20 to 1000; the terminal's otherwise); SVG pictures "
      + "and --report give their time axis 8 px a column (640 px without it)."
  ) { o, value in
    guard let columns = Int(value), (20...1000).contains(columns) else { return false }
    o.marblesWidth = columns
    return true
  }
  static let marblesFormat = CommandLineOption(
    ["--marbles-format"], .value("format"), help: "", hidden: true
  ) { o, value in
    guard let format = MarbleFormat(rawValue: value) else { return false }
    o.marblesFormat = format
    return true
  }
  static let report = CommandLineOption(
    ["--report"], .value("file"), .file,
    help: "Write an HTML page with every foreground pipeline: its text, output and marble diagram."
  ) {
    $0.report = $1
    return true
  }

  static let live = CommandLineOption(
    ["--live"], .optionalValue("port"),
    help:
      "Serve a live view on 127.0.0.1 (--live=PORT: on that port) and print its address: a "
      + "page that draws every pipeline's marbles as they run."
  ) { o, _ in
    o.live = true
    return true
  }
  static let livePort = CommandLineOption(
    ["--live-port"], .value("port"), help: "", hidden: true
  ) { o, value in
    guard let port = UInt16(value) else { return false }
    o.livePort = port
    return true
  }

  static let compare = CommandLineOption(
    ["--compare"], .value("comparison"),
    help: "Run one source through several operator chains on the virtual clock and draw them "
      + "on one time axis (:compare)."
  ) {
    $0.compare = $1
    return true
  }

  static let main: [CommandLineOption] = [
    program, virtual, horizon, format, timeUnit, sessionTime, quiet, raw, indent, pretty, input,
    threads,
    explain, check, noColor, noHints, noPreview, trace, marbles, marblesWidth, marblesFormat,
    report, live, livePort,
    compare,
  ]

  static let builtin: [CommandLineOption] = [
    CommandLineOption(["--version"], help: "Show the version.", group: .builtin, set: nil),
    CommandLineOption(
      ["-h", "--help"], help: "Show help information.", group: .builtin, set: nil),
  ]
}
