import Signalbox
import SignalboxJSON
import Synchronization

/// `stdin timed` and `file "PATH" timed`: replays what `--format json` recorded (SPEC §8).
///
/// Each record `{"t":T,"kind":"next","value":V}` sends V at T seconds after subscription
/// (T milliseconds under `--time-unit ms`, as such a run records it: `perSecond` 1000);
/// `completed` and `error` (with its `message`) end the replay at their time. Records of
/// background jobs (with a `"job"` field) and other kinds (`log`) are skipped; a record
/// whose time is before the previous one's is sent right after it (order is kept). When
/// the records end without a terminal event the replay completes at the last record's
/// time; a record that is not an event record, or a read error, is an error event there.
///
/// The recording is read one record ahead of the clock: a record is read when the one
/// before it has been sent, so a replay holds one record however long the recording is.
/// Reading blocks (the read of a record takes no time on the virtual clock; on the wall
/// clock a recording piped in is there to read).
enum TimedReplay {
  /// `open` gives, at each subscription, the records (`next()` reads one, blocking as
  /// needed) and what to do when the replay ends (close the file).
  static func signal(
    source: String, scheduler: any Scheduler, perSecond: Double = 1,
    open: @escaping @Sendable () throws -> RecordReader
  ) -> Signal<JSON> {
    Signal { downstream in
      let reader: RecordReader
      do { reader = try open() } catch {
        downstream.sendError(error)
        return nil
      }
      let replay = Replay(
        downstream: downstream, source: source, scheduler: scheduler, reader: reader,
        perSecond: perSecond)
      replay.readNext()
      return replay.all
    }
  }

  /// Where a replay's records come from.
  struct RecordReader: Sendable {
    let next: @Sendable () -> JSONStreamReader.Item
    let warn: @Sendable (String) -> Void
    let close: @Sendable () -> Void
  }

  private final class Replay: Sendable {
    let downstream: Subscriber<JSON>
    let source: String
    let scheduler: any Scheduler
    let reader: RecordReader
    let perSecond: Double
    let all = CompoundDisposable()
    /// The one send scheduled at a time.
    let pending = SerialDisposable()
    let start: Double
    private struct State {
      var last: Double
      var count = 0
    }
    private let state: Mutex<State>

    init(
      downstream: Subscriber<JSON>, source: String, scheduler: any Scheduler,
      reader: RecordReader, perSecond: Double
    ) {
      self.downstream = downstream
      self.source = source
      self.scheduler = scheduler
      self.reader = reader
      self.perSecond = perSecond
      start = scheduler.now
      state = Mutex(State(last: start))
      all.add(pending)
      all.add(ActionDisposable { reader.close() })
    }

    /// Reads records until one is to be sent (or the records end), and schedules it.
    func readNext() {
      while !all.isDisposed {
        switch reader.next() {
        case .value(let value):
          if let (event, t) = record(value) {
            return schedule(event, at: start + t / perSecond)
          }
        case .warning(let text): reader.warn(text)
        case .failure(let message): return schedule(.error(RuntimeError(message)), at: nil)
        case .end, .needInput: return schedule(.completed, at: nil)
        }
      }
    }

    /// The event a record stands for and its time; `nil` for a record to skip. A value
    /// that is not an event record is an error at the last record's time.
    private func record(_ value: JSON) -> (Event<JSON>, Double)? {
      let count = state.withLock { state -> Int in
        state.count += 1
        return state.count
      }
      guard case .object(let record) = value, case .number(let t)? = record["t"], t >= 0,
        t.isFinite,
        case .string(let kind)? = record["kind"]
      else {
        let message =
          "\(source): record \(count) is not an event record like "
          + "{\"t\":0.5,\"kind\":\"next\",\"value\":1}"
        return (.error(RuntimeError(message)), state.withLock { $0.last } - start)
      }
      if record["job"] != nil { return nil }
      switch kind {
      case "next": return (.next(record["value"] ?? .null), t)
      case "completed": return (.completed, t)
      case "error":
        if case .string(let text)? = record["message"] { return (.error(RuntimeError(text)), t) }
        return (.error(RuntimeError(Message.recordedError())), t)
      default: return nil
      }
    }

    /// Sends `event` at `requested` (never before the previous send; `nil`: with it), then
    /// reads on unless it ended the replay.
    private func schedule(_ event: Event<JSON>, at requested: Double?) {
      let time = state.withLock { state -> Double in
        state.last = max(state.last, requested ?? state.last)
        return state.last
      }
      pending.inner = scheduler.schedule(at: time) {
        self.downstream.send(event)
        if case .next = event { self.readNext() }
      }
    }
  }
}
