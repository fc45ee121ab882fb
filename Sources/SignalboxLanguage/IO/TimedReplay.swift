import Signalbox
import Synchronization

/// `stdin timed` and `file "PATH" timed`: replays what `--format json` recorded (SPEC §8).
///
/// Each record `{"t":T,"kind":"next","value":V}` sends V at T seconds after subscription;
/// `completed` and `error` (with its `message`) end the replay at their time. Records of
/// background jobs (with a `"job"` field) and other kinds (`log`) are skipped; a record
/// whose time is before the previous one's is sent right after it (order is kept). When
/// the records end without a terminal event the replay completes at the last record's
/// time; a record that is not an event record is an error event there.
enum TimedReplay {
  static func signal(_ records: Signal<JSON>, source: String, scheduler: any Scheduler) -> Signal<JSON> {
    Signal { downstream in
      let replay = Replay(downstream: downstream, source: source, scheduler: scheduler)
      let reading = Subscriber<JSON>(
        next: { replay.record($0) },
        error: { replay.finish(.error($0)) },
        completed: { replay.finish(.completed) }
      )
      replay.all.add(reading)
      records.subscribe(reading)
      return replay.all
    }
  }

  private final class Replay: Sendable {
    let downstream: Subscriber<JSON>
    let source: String
    let scheduler: any Scheduler
    let all = CompoundDisposable()
    let start: Double
    private struct State {
      var last: Double
      var count = 0
      var ended = false
      /// The scheduled sends that have not run yet, by number: a send forgets itself when
      /// it runs, so a long replay holds only what is still to come.
      var scheduled: [Int: any Disposable] = [:]
      var nextKey = 0
      var disposed = false
    }
    private let state: Mutex<State>

    init(downstream: Subscriber<JSON>, source: String, scheduler: any Scheduler) {
      self.downstream = downstream
      self.source = source
      self.scheduler = scheduler
      start = scheduler.now
      state = Mutex(State(last: start))
      // (The closures below hold the replay; disposing breaks the cycle: the action is
      // dropped once run, and a send forgets itself.)
      all.add(ActionDisposable { self.cancelPending() })
    }

    private func cancelPending() {
      let pending = state.withLock { state -> [any Disposable] in
        state.disposed = true
        defer { state.scheduled = [:] }
        return Array(state.scheduled.values)
      }
      for send in pending { send.dispose() }
    }

    func record(_ value: JSON) {
      let count = state.withLock { state -> Int in
        state.count += 1
        return state.count
      }
      guard case .object(let record) = value, case .number(let t)? = record["t"], t >= 0, t.isFinite,
        case .string(let kind)? = record["kind"]
      else {
        let message = "\(source): record \(count) is not an event record like {\"t\":0.5,\"kind\":\"next\",\"value\":1}"
        finish(.error(RuntimeError(message)))
        return
      }
      if record["job"] != nil { return }
      let event: Event<JSON>
      switch kind {
      case "next": event = .next(record["value"] ?? .null)
      case "completed": event = .completed
      case "error":
        let message: String
        if case .string(let text)? = record["message"] { message = text } else { message = "error" }
        event = .error(RuntimeError(message))
      default: return
      }
      send(event, at: start + t)
    }

    /// The end of the records: a read error, or the end of input.
    func finish(_ event: Event<JSON>) {
      send(event, at: nil)
    }

    private func send(_ event: Event<JSON>, at requested: Double?) {
      let slot = state.withLock { state -> (time: Double, key: Int)? in
        if state.ended || state.disposed { return nil }
        if requested != nil, case .next = event {} else { state.ended = true }
        state.last = max(state.last, requested ?? state.last)
        state.nextKey += 1
        return (state.last, state.nextKey)
      }
      guard let slot else { return }
      let scheduled = scheduler.schedule(at: slot.time) {
        self.state.withLock { _ = $0.scheduled.removeValue(forKey: slot.key) }
        self.downstream.send(event)
      }
      guard let scheduled else { return }
      // Records are read and their sends run on the session's thread, so a send cannot run
      // before it is stored here (a clock never runs work inside `schedule`).
      let keep = state.withLock { state -> Bool in
        if state.disposed { return false }
        state.scheduled[slot.key] = scheduled
        return true
      }
      if !keep { scheduled.dispose() }
    }
  }
}
