import Signalbox
import SignalboxJSON
import SignalboxLanguage

/// `--format json`: one JSON object per line (SPEC §3, §9), written by `JSONWriter`:
///
///     {"job":1,"t":0.5,"kind":"next","value":9}
///     {"t":0.5,"kind":"error","message":"boom"}
///     {"t":0,"kind":"log","values":["a",1]}
///     {"t":0,"kind":"trace","label":"map","event":"next","value":1}
///
/// `t` is rounded to milliseconds; `job` comes first when present. With `--session-time`
/// (`:times session`) `"session_t"` follows `t`: the time since the session's clock
/// started. Marble diagrams go to
/// standard error, where they cannot be mistaken for data.
final class JSONPrinter: Printer {
  let channel: OutputChannel
  /// `{"t":0.123,"kind":"next","value":` of the last `next` line, for the lines of the same
  /// millisecond.
  private let heads = LineHeads()

  init(channel: OutputChannel) { self.channel = channel }

  func event(_ event: Event<JSON>, _ stamp: Stamp) {
    switch event {
    case .next(let value):
      let time = TimeFormat.json(stamp.time, in: stamp.unit).bitPattern
      let heads = self.heads
      channel.sink.outLine { bytes in
        let session = stamp.session.map { TimeFormat.json($0, in: stamp.unit).bitPattern }
        let key = LineHeads.Key(time: time, job: stamp.job, session: session)
        heads.appendHead(key, into: &bytes) { head, tail in
          // The members before the value, as `line` writes them, and the closing brace.
          var object = JSONWriter.ObjectWriter()
          JSONPrinter.head("next", stamp, &object, &head)
          object.key("value", into: &head)
          tail.append(UInt8(ascii: "}"))
        }
        JSONWriter.write(value, into: &bytes)
        heads.appendTail(into: &bytes)
      }
    case .completed:
      line("completed", stamp) { _, _ in }
    case .error(let error):
      line("error", stamp) { object, bytes in
        object.member("message", .string(RuntimeError.message(of: error)), into: &bytes)
      }
    }
  }

  func log(_ values: [JSON], _ stamp: Stamp) {
    line("log", stamp) { object, bytes in object.member("values", .array(values), into: &bytes) }
  }

  func trace(_ label: String, _ event: String, _ payload: JSON?, _ stamp: Stamp) {
    line("trace", stamp) { object, bytes in
      object.member("label", .string(label), into: &bytes)
      object.member("event", .string(event), into: &bytes)
      if let payload {
        object.member(event == "error" ? "message" : "value", payload, into: &bytes)
      }
    }
  }

  func marbles(_ lines: [String]) {
    channel.aside(lines.joined(separator: "\n"))
  }

  /// `{"job":N,"t":T,"kind":KIND`, the members `rest` writes, then `}`.
  private func line(
    _ kind: String, _ stamp: Stamp, _ rest: (inout JSONWriter.ObjectWriter, inout [UInt8]) -> Void
  ) {
    channel.sink.outLine { bytes in
      var object = JSONWriter.ObjectWriter()
      JSONPrinter.head(kind, stamp, &object, &bytes)
      rest(&object, &bytes)
      object.end(into: &bytes)
    }
  }

  /// `{"job":N,"t":T,"session_t":S,"kind":KIND` (`session_t` with `--session-time`).
  private static func head(
    _ kind: String, _ stamp: Stamp, _ object: inout JSONWriter.ObjectWriter,
    _ bytes: inout [UInt8]
  ) {
    if let job = stamp.job { object.member("job", .number(Double(job)), into: &bytes) }
    object.member("t", .number(TimeFormat.json(stamp.time, in: stamp.unit)), into: &bytes)
    if let session = stamp.session {
      object.member("session_t", .number(TimeFormat.json(session, in: stamp.unit)), into: &bytes)
    }
    object.member("kind", .string(kind), into: &bytes)
  }
}
