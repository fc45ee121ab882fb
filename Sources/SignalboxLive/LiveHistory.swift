import DequeModule
import SignalboxSession

/// What the live view keeps of a session for a page that opens later, or that fell behind
/// and starts over: each flow's header and rows, and the most recent events (at most
/// `markLimit` of them and `byteLimit` bytes, across flows). An older event is forgotten
/// and counted in its row's summary (`event: summary`), so hours of events keep bounded
/// memory; so are flows beyond the last `flowLimit`.
struct LiveHistory {
  struct Limits: Sendable {
    var marks = 5000
    var bytes = 4 << 20
    var flows = 32
  }

  struct Flow {
    let number: Int
    let title: String
    let realTime: Bool
    /// When it started, on the hub's clock (for the page's time axis of a late reader).
    let started: Double
    var rows: [[UInt8]] = []
    var end: [UInt8]?
    /// Per row: events forgotten, and the time of the last of them.
    var dropped: [Int: (count: Int, until: Double)] = [:]
  }

  struct Mark {
    let flow: Int
    let row: Int
    let time: Double
    let frame: [UInt8]
  }

  let limits: Limits
  private(set) var flows: [Flow] = []
  private(set) var marks = Deque<Mark>()
  private(set) var bytes = 0
  /// The session ended (`event: done`).
  var done = false

  init(limits: Limits) { self.limits = limits }

  mutating func add(_ note: FlowNote, _ frame: [UInt8], now: Double) {
    switch note {
    case .started(let flow, let title, let realTime):
      flows.append(Flow(number: flow, title: title, realTime: realTime, started: now))
      if flows.count > limits.flows { flows.removeFirst(flows.count - limits.flows) }
    case .row(let flow, _, _, _, _):
      if let k = index(flow) { flows[k].rows.append(frame) }
    case .event(let flow, let row, _, let event):
      guard index(flow) != nil else { return }
      marks.append(Mark(flow: flow, row: row, time: event.time, frame: frame))
      bytes += frame.count
      while marks.count > limits.marks || bytes > limits.bytes, let old = marks.popFirst() {
        bytes -= old.frame.count
        guard let k = index(old.flow) else { continue }
        let was = flows[k].dropped[old.row] ?? (0, old.time)
        flows[k].dropped[old.row] = (was.count + 1, max(was.until, old.time))
      }
    case .ended(let flow, _):
      if let k = index(flow) { flows[k].end = frame }
    }
  }

  /// Everything kept, as the frames a new reader gets, flow by flow (`now` dates each
  /// flow's start for the page's time axis).
  func snapshot(now: Double) -> [[UInt8]] {
    var byFlow: [Int: [[UInt8]]] = [:]
    for mark in marks { byFlow[mark.flow, default: []].append(mark.frame) }
    var out: [[UInt8]] = []
    for flow in flows {
      let header = FlowNote.started(flow: flow.number, title: flow.title, realTime: flow.realTime)
      out.append(LiveEvents.frame(header, age: now - flow.started))
      out += flow.rows
      for (row, d) in flow.dropped.sorted(by: { $0.key < $1.key }) {
        out.append(LiveEvents.summary(flow: flow.number, row: row, count: d.count, until: d.until))
      }
      out += byFlow[flow.number] ?? []
      if let end = flow.end { out.append(end) }
    }
    if done { out.append(LiveEvents.done) }
    return out
  }

  /// The place of flow `number` in `flows` (the latest flows are searched first).
  private func index(_ number: Int) -> Int? {
    flows.lastIndex { $0.number == number }
  }
}
