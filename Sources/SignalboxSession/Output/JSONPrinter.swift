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
/// `t` is rounded to milliseconds; `job` comes first when present. Marble diagrams go to
/// standard error, where they cannot be mistaken for data.
final class JSONPrinter: Printer {
  let channel: OutputChannel

  init(channel: OutputChannel) { self.channel = channel }

  func event(_ event: Event<JSON>, _ stamp: Stamp) {
    switch event {
    case .next(let value):
      line("next", stamp) { object, bytes in object.member("value", value, into: &bytes) }
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
      if let job = stamp.job { object.member("job", .number(Double(job)), into: &bytes) }
      object.member("t", .number(TimeFormat.milliseconds(stamp.time)), into: &bytes)
      object.member("kind", .string(kind), into: &bytes)
      rest(&object, &bytes)
      object.end(into: &bytes)
    }
  }
}
