import Signalbox

/// `--format values` (`-q`): standard output holds only the values of `next` events, as
/// compact JSON, one per line (like `jq -c`). Everything else goes to standard error:
/// errors as `error: MESSAGE`, `log` and `trace` lines and marble diagrams in their text
/// form.
final class ValuesPrinter: Printer {
  let channel: OutputChannel

  init(channel: OutputChannel) { self.channel = channel }

  func event(_ event: Event<JSON>, _ stamp: Stamp) {
    switch event {
    case .next(let value):
      if case .string(let s) = value, s.utf8.count >= 1 << 20 {
        channel.sink.outValue(prefix: "", value)  // may be written in pieces
      } else {
        channel.sink.outLine { JSONWriter.write(value, into: &$0) }
      }
    case .completed:
      break
    case .error(let error):
      channel.aside("error: \(RuntimeError.message(of: error))")
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
