import Signalbox
import SignalboxJSON
import SignalboxLanguage

/// `--format values` (`-q`): standard output holds only the values of `next` events, as
/// compact JSON, one per line (like `jq -c`). Everything else goes to standard error:
/// errors as `error: MESSAGE [ID]`, `log` and `trace` lines and marble diagrams in their text
/// form.
///
/// jq's output flags shape the values: `-r` prints a string's characters without quotes or
/// escapes, `--indent N` (`--pretty`: 2) prints jq's pretty form instead of the compact one.
final class ValuesPrinter: Printer {
  let channel: OutputChannel
  let raw: Bool
  let indent: Int

  let jq: JQOutputOptions

  init(
    channel: OutputChannel, raw: Bool = false, indent: Int = 0,
    jq: JQOutputOptions = JQOutputOptions()
  ) {
    self.channel = channel
    self.raw = raw || jq.join || jq.rawOutput0
    self.indent = jq.tab ? 1 : indent
    self.jq = jq
  }

  func event(_ event: Event<JSON>, _ stamp: Stamp) {
    if jq.any, case .next(let value) = event {
      jqValue(value)
      return
    }
    switch event {
    case .next(.string(let s)) where raw:
      channel.sink.outLine { $0.append(contentsOf: s.utf8) }
    case .next(let value) where indent > 0:
      channel.sink.outLine { JSONWriter.writePretty(value, indent: indent, into: &$0) }
    case .next(let value):
      if case .string(let s) = value, s.utf8.count >= 1 << 20 {
        channel.sink.outValue(prefix: "", value)  // may be written in pieces
      } else {
        channel.sink.outLine { JSONWriter.write(value, into: &$0) }
      }
    case .completed:
      break
    case .error(let error):
      // A diagnostic line like every other: its catalogue ID at the end (none for the
      // program's own `error "…"`).
      channel.aside(
        DiagnosticRenderer.line(
          .error, RuntimeError.message(of: error), id: RuntimeError.id(of: error)))
    }
  }

  /// A value under jq's further output flags (`JQOutputOptions`).
  private func jqValue(_ value: JSON) {
    jq.lastValue?.record(value)
    let value = jq.sortKeys ? value.sortingKeys() : value
    var bytes: [UInt8] = jq.seq ? [0x1E] : []
    if raw, !jq.ascii, case .string(let s) = value {
      if jq.rawOutput0, s.utf8.contains(0) {
        channel.aside(DiagnosticRenderer.line(Message.nulInRawOutput0()))
        return
      }
      bytes.append(contentsOf: s.utf8)
    } else if indent > 0 {
      JSONWriter.writePretty(
        value, indent: indent, unit: UInt8(ascii: jq.tab ? "\t" : " "), into: &bytes)
    } else {
      JSONWriter.write(value, into: &bytes)
    }
    if jq.ascii { bytes = ASCIIOutput.escape(bytes) }
    if jq.rawOutput0 { bytes.append(0) }
    if jq.join || jq.rawOutput0 {
      channel.sink.outBytes { $0.append(contentsOf: bytes) }
    } else {
      channel.sink.outLine { $0.append(contentsOf: bytes) }
    }
  }

  func log(_ values: [JSON], _ stamp: Stamp) {
    // `log ` keeps its space even when there is no value (as it always has here).
    let line = TextLine.string(.log, stamp) { bytes in
      bytes.append(UInt8(ascii: " "))
      for (k, value) in values.enumerated() {
        if k > 0 { bytes.append(UInt8(ascii: " ")) }
        JSONWriter.write(value, into: &bytes)
      }
    }
    channel.aside(line)
  }

  func trace(_ label: String, _ event: String, _ payload: JSON?, _ stamp: Stamp) {
    channel.aside(TextLine.string(.trace, stamp, payload: TextLine.trace(label, event, payload)))
  }

  func marbles(_ lines: [String]) {
    channel.aside(lines.joined(separator: "\n"))
  }
}
