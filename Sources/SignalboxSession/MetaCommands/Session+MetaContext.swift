import SignalboxJSON
import SignalboxLanguage

/// The session as its meta commands see it: the members of `MetaContext` not implemented
/// where their concern is (`Session+Help`, `+Inspect`, `+Graph`, `+Compare`, `+Clock`,
/// `+Live`).
extension Session: MetaContext {
  func printLine(_ line: String) { output.out(line) }

  func setFormat(_ format: OutputFormat) { options.format = format }

  func setTraceEveryStage(_ on: Bool) { options.traceEveryStage = on }

  func ask(_ request: Request) { self.request = request }
}
