import Signalbox
import SignalboxJSON
import SignalboxLanguage

/// `--format text` (the default): every event, `log` and `trace` line as a text line on
/// standard output (`TextLine`), marble diagrams there too.
///
///     0.000 next 9
///     [1] 0.500 log "tick" 1
///     0.500 trace map completed
///     0.500 completed
final class TextPrinter: Printer {
  let channel: OutputChannel
  /// `0.123 next ` of the last `next` line, for the lines of the same millisecond.
  private let heads = LineHeads()

  init(channel: OutputChannel) { self.channel = channel }

  func event(_ event: Event<JSON>, _ stamp: Stamp) {
    switch event {
    case .next(let value):
      if channel.stdout.isPlain, case .string(let s) = value, s.utf8.count >= 1 << 20 {
        // A big string: the output may write it in pieces rather than build the line.
        channel.sink.outValue(prefix: TextLine.string(.next, stamp) + " ", value)
        return
      }
      guard let time = TimeFormat.millisecondKey(stamp.shown) else {
        channel.line(.next, stamp) { bytes in
          bytes.append(UInt8(ascii: " "))
          JSONWriter.write(value, into: &bytes)
        }
        return
      }
      let (heads, palette) = (self.heads, channel.stdout)
      channel.sink.outLine { bytes in
        heads.appendHead(LineHeads.Key(time: time, job: stamp.job), into: &bytes) { head, tail in
          // The line as `channel.line` writes it, cut before the value and after it.
          TextLine.write(.next, stamp, palette: palette, into: &head) {
            $0.append(UInt8(ascii: " "))
          }
          let end = palette.paint(.next).end
          head.removeLast(end.utf8.count)
          TextLine.append(end, to: &tail)
        }
        JSONWriter.write(value, into: &bytes)
        heads.appendTail(into: &bytes)
      }
    case .completed:
      channel.line(.completed, stamp)
    case .error(let error):
      channel.line(.error, stamp) { bytes in
        bytes.append(UInt8(ascii: " "))
        JSONWriter.writeString(RuntimeError.message(of: error), into: &bytes)
      }
    }
  }

  func log(_ values: [JSON], _ stamp: Stamp) {
    channel.line(.log, stamp, payload: TextLine.values(values))
  }

  func trace(_ label: String, _ event: String, _ payload: JSON?, _ stamp: Stamp) {
    channel.line(.trace, stamp, payload: TextLine.trace(label, event, payload))
  }

  func marbles(_ lines: [String]) {
    for line in lines { channel.out(line) }
  }
}
