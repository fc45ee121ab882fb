import SignalboxJSON
import SignalboxLanguage

/// How statements run: on which clock, up to which horizon, printed in which format, with
/// which stages traced or drawn. One value, handed to each run (`Session.run(_:mode:)`):
/// the session keeps the mode later runs get (`SessionOptions.mode`, which `:format`,
/// `:trace` and `:clock` change), and `:marbles` runs its pipeline in a mode of its own
/// (marbles on, its drawing's format and file) rather than flipping the session's flags.
public struct RunMode: Sendable, Equatable {
  /// The clock statements run on.
  public enum Clock: Sendable, Equatable {
    /// Virtual time: it jumps to the next scheduled action, and a program ends at once.
    case virtual
    /// The wall clock.
    case real
  }
  /// The clock statements run on: real (the default) or virtual (`--virtual-time`).
  public var clock = Clock.real
  /// How far the virtual clock may run (`--horizon`).
  public var horizon = 3600.0
  /// How events print (`--format`, `-q`, `:format`).
  public var format = OutputFormat.text
  /// Trace every stage (`--trace`, `:trace on`).
  public var trace = false
  /// Draw each foreground pipeline's marble diagram after it ends (`--marbles`).
  public var marbles = false
  /// How marble diagrams are drawn (`--marbles=FORMAT`, `:marbles FORMAT …`).
  public var marbleFormat = MarbleFormat.diagram
  /// Where the diagrams go (`:marbles … > FILE`); nil: the printer (or
  /// `Session.marblePanels` for SVG panels).
  public var marbleTarget: String? = nil
  /// Keep every foreground pipeline's text, output and diagram (`--report`).
  package var report = false
  /// Label the work every stage schedules so `:pending` can say which stage it is for (the
  /// REPL sets it; a program that uses `:pending` gets it anyway). Costs a relay per stage.
  package var labelWork = false
  /// A REPL entry: `:clock` says what it replayed.
  package var interactive = false
  /// Tell the session's flow observer every stage's events as they happen (`--live`,
  /// `:live`): the stages are recorded as for `--marbles`, without keeping the events.
  package var live = false

  /// The command's defaults: real time, text format, nothing traced or drawn.
  public init() {}

  /// What the compiler records around each stage in this mode.
  var instrumentation: Compiler.Instrumentation {
    Compiler.Instrumentation(
      trace: trace, marbles: marbles || report || live, labelWork: labelWork)
  }

  /// Whether foreground pipelines are recorded (for a diagram or the report).
  var records: Bool { marbles || report }
}

/// Options of a session (the command line's flags): the run mode its runs start from, and
/// what stays fixed for the session's life. The run mode's fields read and set through it
/// by their own names (`options.horizon`, `options.format`).
@dynamicMemberLookup
public struct SessionOptions: Sendable {
  /// The mode each run gets (`:format`, `:trace`, `:clock` change it from then on).
  public var mode = RunMode()
  /// The width of a terminal marble diagram, and where `:explain` wraps (the CLI:
  /// `$COLUMNS`, the terminal's, or 80).
  public var marbleWidth = 80
  /// The time axis of an SVG picture and of the report's diagrams, in pixels (the CLI:
  /// 8 a column of `--marbles-width`; 640 without it, whatever the terminal's width).
  public var pictureAxisLength = SVGMarbles.defaultAxisLength
  /// jq's `-r`: the values format prints strings without quotes.
  public var rawOutput = false
  /// jq's `--indent N`: the values format prints values pretty, N spaces a level (0: compact).
  public var indent = 0
  /// Where the `stdin` source reads: standard input, or the data files of `--input`.
  public var stdinDescriptor: Int32 = 0
  /// `--threads N`: from 2 on, a second thread reads `stdin` ahead (`ReadAhead`).
  public var threads = 1
  /// Catalogue entries of the modules above the session (the command line's `U…`), which
  /// `:help ID` finds too.
  package var moreEntries: [DiagnosticEntry] = []
  /// Names bound before the program runs (`--arg`, `--argjson`), in order.
  public var arguments: [(name: String, value: JSON)] = []
  /// jq's output flags beyond `-r` and `--indent` (`-S`, `--tab`, `-j`, `-a`,
  /// `--raw-output0`, `--seq`, `--exit-status`), for the values format.
  public var jq = JQOutputOptions()
  /// jq's input flags (`-n`, `-R`, `-s`): what the plain `stdin` source sends.
  public var jqInput = JQInput.json
  /// jq's `--args`/`--jsonargs`: `$ARGS.positional`.
  public var positionalArguments: [JSON] = []
  /// Notes where RAC and RxJS differ (H01x), once a session each (`Session.hint`).
  public var hints = false
  /// `--time-unit`, `:units`: what a bare time means and the unit times print in.
  public var timeUnit = TimeUnit.s
  /// `--session-time`, `:times session`: event lines print the time since the session's
  /// clock started instead of since their statement's start (`--format json` keeps `t` and
  /// adds `session_t`).
  public var sessionTimes = false
  /// The command's defaults, as `signalbox` runs with no option.
  public init() {}

  // The run mode's fields by the names the command line and the tests set them by.

  /// Whether statements run on the virtual clock (`mode.clock == .virtual`).
  public var virtualTime: Bool {
    get { mode.clock == .virtual }
    set { mode.clock = newValue ? .virtual : .real }
  }
  /// Whether every stage is traced (`mode.trace`, `--trace`).
  public var traceEveryStage: Bool {
    get { mode.trace }
    set { mode.trace = newValue }
  }
  /// The run mode's fields as the options' own: `options.horizon` is `options.mode.horizon`.
  public subscript<T>(dynamicMember field: WritableKeyPath<RunMode, T>) -> T {
    get { mode[keyPath: field] }
    set { mode[keyPath: field] = newValue }
  }
}
