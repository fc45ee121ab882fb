import DequeModule
import SignalboxSession
import Synchronization

/// Between the session and the live view's readers: told every flow note (it is the
/// session's `FlowObserver`), it keeps a bounded history (`LiveHistory`) and a bounded
/// queue of frames per reader. Telling it never blocks and never waits for a reader: a
/// note is turned into bytes, appended under the lock, and a reader waiting for bytes is
/// resumed after the lock is released. A reader whose queue passes `clientBytes` (it reads
/// more slowly than the pipeline sends) loses its queue: its next read gets `event:
/// skipped` with the count, then the history from the start (`event: reset`), and it
/// carries on from there. At most `clients` readers at once. Once the session ended, a
/// reader that has been handed `event: done` is ended (its next read is nil: the server
/// closes its stream), and `keepsServing` says whether anyone still reads.
package final class LiveHub: FlowObserver, Sendable {
  package struct Limits: Sendable {
    package var clients = 4
    /// Bytes queued for one reader before it is told it skipped them.
    package var clientBytes = 256 << 10
    var history = LiveHistory.Limits()
    package init() {}
  }

  typealias Waiter = CheckedContinuation<[UInt8]?, Never>

  struct Client {
    var queue = Deque<[UInt8]>()
    var bytes = 0
    /// Frames dropped since the last read, and whether it must start over.
    var skipped = 0
    var resync = true
    var waiter: Waiter?
    /// When it was last handed bytes (or connected), on the hub's clock.
    var lastTaken: Double
    /// It was handed `event: done`: nothing more for it.
    var sentDone = false

    init(at now: Double) { lastTaken = now }
  }

  struct State {
    var history: LiveHistory
    var clients: [Int: Client] = [:]
    var lastClient = 0
    var hadClient = false
    /// Whether the page itself was served (its event stream may not have followed).
    var hadPage = false
    /// Whether any flow was told: with none, there is nothing to wait for a page to see.
    var hadFlow = false
    /// When the session ended (`finish`), on the hub's clock.
    var finishedAt: Double?
  }

  private let state: Mutex<State>
  private let limits: Limits
  /// Seconds on a monotonic clock: dates the flows for readers that come later.
  private let clock: @Sendable () -> Double

  package init(limits: Limits = Limits(), clock: @escaping @Sendable () -> Double = LiveHub.now) {
    self.limits = limits
    self.clock = clock
    state = Mutex(State(history: LiveHistory(limits: limits.history)))
  }

  package static func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
  }

  package func observe(_ note: FlowNote) {
    let frame = LiveEvents.frame(note)
    let now = clock()
    let wake = state.withLock { s in
      if case .started = note { s.hadFlow = true }
      s.history.add(note, frame, now: now)
      return offer(frame, in: &s, now: now)
    }
    for (waiter, bytes) in wake { waiter.resume(returning: bytes) }
  }

  /// The session ended: every reader gets `event: done` after what it has not read yet.
  package func finish() {
    let now = clock()
    let wake = state.withLock { s -> [(Waiter, [UInt8]?)] in
      guard !s.history.done else { return [] }
      s.history.done = true
      s.finishedAt = now
      return offer(LiveEvents.done, in: &s, now: now)
    }
    for (waiter, bytes) in wake { waiter.resume(returning: bytes) }
  }

  /// A comment to each reader with nothing queued, so a reader that vanished is found
  /// (its write fails) and a proxy keeps the connection open.
  package func ping() {
    let now = clock()
    let wake = state.withLock { s in
      var wake: [(Waiter, [UInt8]?)] = []
      for id in Array(s.clients.keys) where s.clients[id]?.queue.isEmpty == true {
        if let w = push(LiveEvents.ping, to: id, in: &s, now: now) { wake.append(w) }
      }
      return wake
    }
    for (waiter, bytes) in wake { waiter.resume(returning: bytes) }
  }

  /// A new reader's number, or nil when `clients` readers are connected already.
  package func connect() -> Int? {
    let now = clock()
    return state.withLock { s in
      guard s.clients.count < limits.clients else { return nil }
      s.lastClient += 1
      s.clients[s.lastClient] = Client(at: now)
      s.hadClient = true
      return s.lastClient
    }
  }

  /// The reader went away (its connection closed or failed): its queue is dropped.
  package func disconnect(_ id: Int) {
    let waiter = state.withLock { s in s.clients.removeValue(forKey: id)?.waiter }
    waiter?.resume(returning: nil)
  }

  /// The readers connected now, and whether there ever was one.
  package var readers: (now: Int, ever: Bool) {
    state.withLock { ($0.clients.count, $0.hadClient) }
  }

  /// After the session ended (`finish`): whether the view should go on serving. It does
  /// while a connected reader still reads — it waits for its next bytes, or was handed
  /// some less than `wait` seconds ago (a reader that stopped reading, its connection
  /// stuck writing, does not hold the view up) — and, when no reader ever connected but
  /// there is something to see (a flow was told), for `wait` seconds from the end, for one
  /// to come. Before the end: true.
  package func keepsServing(wait: Double) -> Bool {
    let now = clock()
    return state.withLock { s in
      guard let end = s.finishedAt else { return true }
      // One handed `done` counts until its stream is closed (it may still be writing it).
      let reading = s.clients.values.contains { client in
        client.waiter != nil || now - client.lastTaken < wait
      }
      return reading || (!s.hadClient && s.hadFlow && now - end < wait)
    }
  }

  /// The page was served (`GET /`).
  func pageServed() { state.withLock { $0.hadPage = true } }

  /// Whether the page was ever served, read or not.
  package var servedAPage: Bool { state.withLock { $0.hadPage } }

  /// Whether the session told any flow (a program that failed to compile told none).
  package var toldAFlow: Bool { state.withLock { $0.hadFlow } }

  /// The bytes queued for each reader (for the tests of its bound).
  var queuedBytes: [Int] { state.withLock { $0.clients.values.map(\.bytes) } }

  /// The reader's next bytes: what is queued, or, after it fell behind (and at first), the
  /// history; waits while there is nothing. Nil once the reader is disconnected, or once it
  /// was handed `event: done`.
  package func next(_ id: Int) async -> [UInt8]? {
    await withTaskCancellationHandler {
      await withCheckedContinuation { (waiter: Waiter) in
        let now = clock()
        let ready: [[UInt8]]? = state.withLock { s in
          guard var client = s.clients[id], !client.sentDone else { return [] }
          defer { s.clients[id] = client }
          if client.resync {
            var frames: [[UInt8]] = []
            if client.skipped > 0 { frames.append(LiveEvents.skipped(client.skipped)) }
            frames.append(LiveEvents.reset)
            frames += s.history.snapshot(now: now)
            client = Client(at: now)
            client.resync = false
            // The history of an ended session ends with `done`.
            client.sentDone = s.history.done
            return frames
          }
          guard !client.queue.isEmpty else {
            client.waiter = waiter
            return nil
          }
          let frames = Array(client.queue)
          client.queue.removeAll()
          client.bytes = 0
          client.lastTaken = now
          // After the end, `done` is the last frame queued.
          client.sentDone = s.history.done
          return frames
        }
        // Joined outside the lock; an empty list is a reader no longer connected.
        guard let ready else { return }
        waiter.resume(returning: ready.isEmpty ? nil : Array(ready.joined()))
      }
    } onCancel: {
      disconnect(id)
    }
  }

  /// Hands `frame` to every reader; the waiters to resume (outside the lock).
  private func offer(
    _ frame: [UInt8], in s: inout State, now: Double
  ) -> [(Waiter, [UInt8]?)] {
    var wake: [(Waiter, [UInt8]?)] = []
    for id in Array(s.clients.keys) {
      if let w = push(frame, to: id, in: &s, now: now) { wake.append(w) }
    }
    return wake
  }

  /// A reader waiting gets `frame` at once; any other has it queued, or, past its limit,
  /// loses its queue and will start over.
  private func push(
    _ frame: [UInt8], to id: Int, in s: inout State, now: Double
  ) -> (Waiter, [UInt8]?)? {
    guard var client = s.clients[id], !client.sentDone else { return nil }
    defer { s.clients[id] = client }
    if let waiter = client.waiter {
      client.waiter = nil
      client.lastTaken = now
      client.sentDone = s.history.done
      return (waiter, frame)
    }
    // A reader that will start over anyway gets the history then, not this frame.
    if client.resync { return nil }
    client.queue.append(frame)
    client.bytes += frame.count
    if client.bytes > limits.clientBytes {
      client.skipped += client.queue.count
      client.queue.removeAll()
      client.bytes = 0
      client.resync = true
    }
    return nil
  }
}
