import SignalboxJSON
import SignalboxLanguage
import SignalboxSession

/// A command line's options as plain values: what the option table's entries set
/// (`CommandLineParser`), and what `Launch` runs.
struct CommandOptions: Sendable {
  var program: String? = nil
  var virtual = false
  var horizon: Double = 3600
  var timeUnit = TimeUnit.s
  var sessionTime = false
  var format: FormatArgument = .known(.text)
  var q = false
  var raw = false
  var indent: Int? = nil
  var pretty = false
  var inputs: [String] = []
  var threads: Int? = nil
  var check = false
  var noColor = false
  var noHints = false
  var noPreview = false
  var trace = false
  var marbles = false
  var marblesFormat: MarbleFormat? = nil
  /// `--marbles-width N`: the diagrams' width in columns (the terminal's otherwise).
  var marblesWidth: Int? = nil
  var report: String? = nil
  var live = false
  var livePort: UInt16? = nil
  var compare: String? = nil
  var jq = JQFlagOptions()
  /// `signalbox jq`'s own options.
  var jqCommand = JQCommandOptions()
  /// `signalbox test`'s options (`TestFromRecording`).
  var recordTest = RecordTestOptions()
  /// `signalbox test`'s own options.
  var test = TestCommandOptions()
  var files: [String] = []
  var explain: String? = nil

  var outputFormat: OutputFormat {
    if q || jqOutput { return .values }
    if case .known(let format) = format { return format }
    return .text  // refused by `validate()`
  }

  var jqOutput: Bool { raw || pretty || indent != nil || jq.any }

  var outputIndent: Int { indent ?? (pretty ? 2 : 0) }

  /// The combinations the options refuse (a usage error, with the usage line).
  func validate() throws(UsageError) {
    if !q, case .unknown(let name) = format {
      let expected =
        SignalboxCommand.formats.dropLast().joined(separator: ", ") + " or "
        + (SignalboxCommand.formats.last ?? "")
      throw UsageError(Message.unknownOutputFormat(name, expected))
    }
    if (jq.args || jq.jsonargs) && program == nil && jq.fromFile == nil {
      throw UsageError(Message.argsNeedProgram())
    }
    if program != nil && jq.fromFile != nil {
      throw UsageError(Message.programGivenTwice())
    }
    if compare != nil && (program != nil || jq.fromFile != nil) {
      throw UsageError(Message.compareWithProgram())
    }
    // The horizon bounds virtual time; NaN would compare false with every time, infinity
    // would let `interval 1 &` run forever at the end of a script.
    guard horizon.isFinite, horizon >= 0 else {
      throw UsageError(Message.badHorizon("\(horizon)"))
    }
    if let threads, threads < 1 {
      throw UsageError(Message.badThreads(threads))
    }
    if let indent, !(0...7).contains(indent) {
      throw UsageError(Message.badIndent(indent))
    }
    // `--format text` is the default, so only `json` can be seen to disagree.
    if jqOutput, case .known(let format) = format, format == .json {
      throw UsageError(Message.jqOutputNotJSON(format.rawValue))
    }
  }
}
