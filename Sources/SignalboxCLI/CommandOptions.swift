import ArgumentParser
import SignalboxJSON
import SignalboxLanguage
import SignalboxSession

/// A command line's options as plain values: what `SignalboxCommand` (argument-parser's
/// command) parses, and what `SignalboxCommand.quickParse` reads without argument-parser,
/// whose property wrappers cost start-up more to make than the rest of the reading. One
/// property per option of `SignalboxCommand`, the same name, type and default.
struct CommandOptions: Sendable {
  var program: String? = nil
  var virtual = false
  var horizon: Double = 3600
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
  var trace = false
  var marbles = false
  var marblesFormat: MarbleFormat? = nil
  var report: String? = nil
  var live = false
  var livePort: UInt16? = nil
  var compare: String? = nil
  var jq = JQFlagOptions()
  var files: [String] = []
  var explain: String? = nil

  var outputFormat: OutputFormat {
    if q || jqOutput { return .values }
    if case .known(let format) = format { return format }
    return .text  // refused by `validate()`
  }

  var jqOutput: Bool { raw || pretty || indent != nil || jq.any }

  var outputIndent: Int { indent ?? (pretty ? 2 : 0) }

  /// `SignalboxCommand.validate()`: the combinations the options refuse, in argument-parser's
  /// terms (a `ValidationError` is a usage error with the usage line).
  func validate() throws {
    if !q, case .unknown(let name) = format {
      let expected =
        SignalboxCommand.formats.dropLast().joined(separator: ", ") + " or "
        + (SignalboxCommand.formats.last ?? "")
      throw ValidationError(Message.unknownOutputFormat(name, expected).commandLineText)
    }
    if (jq.args || jq.jsonargs) && program == nil && jq.fromFile == nil {
      throw ValidationError(Message.argsNeedProgram().commandLineText)
    }
    if program != nil && jq.fromFile != nil {
      throw ValidationError(Message.programGivenTwice().commandLineText)
    }
    if compare != nil && (program != nil || jq.fromFile != nil) {
      throw ValidationError(Message.compareWithProgram().commandLineText)
    }
    // The horizon bounds virtual time; NaN would compare false with every time, infinity
    // would let `interval 1 &` run forever at the end of a script.
    guard horizon.isFinite, horizon >= 0 else {
      throw ValidationError(Message.badHorizon("\(horizon)").commandLineText)
    }
    if let threads, threads < 1 {
      throw ValidationError(Message.badThreads(threads).commandLineText)
    }
    if let indent, !(0...7).contains(indent) {
      throw ValidationError(Message.badIndent(indent).commandLineText)
    }
    // `--format text` is the default, so only `json` can be seen to disagree.
    if jqOutput, case .known(let format) = format, format == .json {
      throw ValidationError(Message.jqOutputNotJSON(format.rawValue).commandLineText)
    }
  }
}
