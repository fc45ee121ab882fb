import SignalboxJSON
import SignalboxSession

/// The live view's event stream: Server-Sent Events (`text/event-stream`), one frame per
/// thing that happened, each `event: NAME` and one `data:` line of compact JSON, then an
/// empty line. The page (`LivePage`) draws from them:
///
///     event: flow     {"f":1,"title":"interval 0.2 | take 10","real":true,"age":0}
///     event: row      {"f":1,"r":0,"label":"1:interval","parent":null,"depth":0}
///     event: mark     {"f":1,"r":0,"s":1,"t":0.2,"k":"v","v":"0"}
///     event: end      {"f":1,"t":2}
///     event: summary  {"f":1,"r":0,"n":900,"t":180.2}   (900 older events, up to 180.2 s)
///     event: skipped  {"n":1200}                        (this client fell behind)
///     event: reset    {}                                (what follows is the whole story)
///     event: done     {}                                (the session ended)
///
/// A mark's kind `k` is `v` (a value, its compact JSON in `v`), `c` (completed), `e` (an
/// error, its message in `v`), `s` (subscribed) or `d` (disposed); `s` is the subscription
/// the event belongs to. A value's text longer than `textLimit` characters is cut, with the
/// full length in `len`. `: ping` comments keep the connection checked.
package enum LiveEvents {
  /// The longest value text sent (the page shows it in full on hover).
  package static let textLimit = 2000

  package static func frame(_ note: FlowNote, age: Double = 0) -> [UInt8] {
    var data: [UInt8] = []
    var o = JSONWriter.ObjectWriter()
    let name: String
    switch note {
    case .started(let flow, let title, let realTime):
      name = "flow"
      o.member("f", .number(Double(flow)), into: &data)
      o.member("title", .string(cut(title)), into: &data)
      o.member("real", .bool(realTime), into: &data)
      o.member("age", .number(finite(age)), into: &data)
    case .row(let flow, let row, let label, let parent, let depth):
      name = "row"
      o.member("f", .number(Double(flow)), into: &data)
      o.member("r", .number(Double(row)), into: &data)
      o.member("label", .string(label), into: &data)
      o.member("parent", parent.map { .number(Double($0)) } ?? .null, into: &data)
      o.member("depth", .number(Double(depth)), into: &data)
    case .event(let flow, let row, let subscription, let event):
      name = "mark"
      o.member("f", .number(Double(flow)), into: &data)
      o.member("r", .number(Double(row)), into: &data)
      o.member("s", .number(Double(subscription)), into: &data)
      o.member("t", .number(finite(event.time)), into: &data)
      switch event.kind {
      case .value(let text):
        o.member("k", .string("v"), into: &data)
        writeText(text, into: &o, &data)
      case .error(let message):
        o.member("k", .string("e"), into: &data)
        writeText(message, into: &o, &data)
      case .completed: o.member("k", .string("c"), into: &data)
      case .subscribed: o.member("k", .string("s"), into: &data)
      case .disposed: o.member("k", .string("d"), into: &data)
      }
    case .ended(let flow, let time):
      name = "end"
      o.member("f", .number(Double(flow)), into: &data)
      o.member("t", .number(finite(time)), into: &data)
    }
    o.end(into: &data)
    return frame(name, data)
  }

  /// Older events of a row no longer kept: how many, up to which time.
  package static func summary(flow: Int, row: Int, count: Int, until time: Double) -> [UInt8] {
    var data: [UInt8] = []
    var o = JSONWriter.ObjectWriter()
    o.member("f", .number(Double(flow)), into: &data)
    o.member("r", .number(Double(row)), into: &data)
    o.member("n", .number(Double(count)), into: &data)
    o.member("t", .number(finite(time)), into: &data)
    o.end(into: &data)
    return frame("summary", data)
  }

  /// This client read too slowly: `count` events were not sent to it.
  package static func skipped(_ count: Int) -> [UInt8] {
    var data: [UInt8] = []
    var o = JSONWriter.ObjectWriter()
    o.member("n", .number(Double(count)), into: &data)
    o.end(into: &data)
    return frame("skipped", data)
  }

  package static let reset = frame("reset", Array("{}".utf8))
  package static let done = frame("done", Array("{}".utf8))
  package static let ping = Array(": ping\n\n".utf8)

  /// `event: NAME\ndata: DATA\n\n`.
  static func frame(_ name: String, _ data: [UInt8]) -> [UInt8] {
    var out = Array("event: \(name)\ndata: ".utf8)
    out += data
    out += [10, 10]
    return out
  }

  private static func writeText(
    _ text: String, into o: inout JSONWriter.ObjectWriter, _ data: inout [UInt8]
  ) {
    let count = text.count
    o.member("v", .string(count > textLimit ? String(text.prefix(textLimit)) : text), into: &data)
    if count > textLimit { o.member("len", .number(Double(count)), into: &data) }
  }

  private static func cut(_ text: String) -> String {
    text.count > textLimit ? String(text.prefix(textLimit)) + "…" : text
  }

  private static func finite(_ x: Double) -> Double { x.isFinite ? x : 0 }
}
