import Signalbox
import Synchronization

/// Reading ahead on a second thread (`--threads 2`, issue 30): the thread reads the input,
/// cuts what it read into batches after a newline, and finds in each batch the objects
/// that `QuickCheck` accepts, kept as their text (`JSONParser.quickObject`, exactly what
/// the reader would make of them); the reader's thread takes the batches in order
/// (`JSONStreamReader.fill`) and evaluates and prints. At most `limit` bytes of batches wait
/// at a time: the thread waits for room beyond that (a few MB with the objects made).
///
/// One lock guards the queue; each side decides under it and acts outside it (reads,
/// writes to the pipes, waits). Two pipes carry the wake-ups, so that the reader's thread
/// can also wait in its run loop's `poll(2)`: `notify` holds one byte per batch queued
/// (and one for the end), a counting semaphore the reader's side reads a byte from before
/// it takes a batch; `wake` tells the thread there is room again, or that it must stop.
/// The thread waits for input in `poll(2)` on the input and `wake`, so `stop` ends it at
/// once even when the input is a pipe with nothing in it.
///
/// The work is shared as the load asks (`Balance.adaptive`): a reader's side with nothing
/// to take asks for a batch (`hurry`), and the thread hands over what it has, objects
/// checked so far, the rest for the reader to parse; while two batches or more wait, the
/// thread also writes the objects that are not canonical as the writer prints them, when
/// the program prints the rows it reads (`printsRows`).
package final class ReadAhead: @unchecked Sendable {
  /// What a batch holds at most, and the bytes that may wait in the queue before the thread
  /// waits for room.
  static let batchBytes = 1 << 18
  static let limit = 1 << 20
  /// At most this many batches wait (a slow writer's batches are small): far fewer than
  /// the bytes a pipe holds, so a byte for each always fits in `notify`.
  static let mostBatches = 1 << 10
  /// The thread, once waiting for room, is woken when the queue is down to this (so it
  /// makes two batches a wake-up, not one); from this on, `adaptive` writes canonical text.
  static let halfLimit = limit / 2

  struct State {
    var queue: [Batch] = []
    var head = 0
    var queuedBytes = 0
    /// The most bytes queued at once (tests check the bound).
    var mostQueued = 0
    var ended = false
    var readError: String?
    var stopping = false
    var producerWaiting = false
    /// Bytes the thread had read but not handed over when it stopped.
    var leftover: [UInt8] = []
    /// Buffers the reader is done with, for the next batches (so that a stream of small
    /// batches, a slow pipe's, does not allocate a buffer each).
    var spare: [[UInt8]] = []
    /// Checked objects the reader is done with, to be freed on the thread that made them.
    var spent: [[PreChecked]] = []
    /// Batches handed over before all their objects were checked (the reader's side asked
    /// for one), and batches whose objects were written canonical (tests, measurements).
    var cutShort = 0
    var rewritten = 0
    /// Checked objects the reader's side has taken (`printsRows` compares the objects
    /// printed whole with them).
    var objectsTaken = 0

    var isFull: Bool {
      queuedBytes >= ReadAhead.limit || queue.count - head >= ReadAhead.mostBatches
    }
  }

  let state = Mutex(State())
  let fd: Int32
  private let checkObjects: Bool
  private let balance: Balance
  /// Set (under the lock) when the reader's side found the queue empty; cleared when a
  /// batch is queued. The thread reads it between two objects, without the lock.
  private let hurry = Atomic<Bool>(false)
  private let startOffset: Int
  /// `JSONWriter.objectTextsWritten` when the thread started.
  let writtenAtStart = JSONWriter.objectTextsWritten.load(ordering: .relaxed)
  /// `notify`: thread → reader, one byte a batch; `wake`: reader → thread.
  private let notifyRead: Int32
  private let notifyWrite: Int32
  private let wakeRead: Int32
  private let wakeWrite: Int32
  private var thread: OSThread.Joinable?
  /// The reader's side has taken the end (no byte is left for it).
  private var sawEnd = false

  /// Starts the thread on `fd`, whose next byte is at input offset `offset`; nil when no
  /// pipe or thread can be made (the reader then reads on its own).
  init?(fd: Int32, offset: Int, checkObjects: Bool, balance: Balance = .adaptive) {
    var notify: [Int32] = [0, 0]
    var wake: [Int32] = [0, 0]
    guard pipe(&notify) == 0 else { return nil }
    guard pipe(&wake) == 0 else {
      close(notify[0])
      close(notify[1])
      return nil
    }
    for end in notify + wake {
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
    }
    (notifyRead, notifyWrite, wakeRead, wakeWrite) = (notify[0], notify[1], wake[0], wake[1])
    self.fd = fd
    self.checkObjects = checkObjects
    self.balance = balance
    startOffset = offset
    guard let thread = OSThread.spawn({ [self] in produce() }) else {
      closePipes()
      return nil
    }
    self.thread = thread
  }

  private func closePipes() {
    for end in [notifyRead, notifyWrite, wakeRead, wakeWrite] { close(end) }
  }

  /// The descriptor that is readable when a batch (or the end) is there: what a run loop
  /// watches instead of the input.
  var notifyFD: Int32 { notifyRead }

  /// The most bytes that waited in the queue at once.
  var mostQueued: Int { state.withLock { $0.mostQueued } }

  /// Whether the thread waits for room in the queue (tests).
  var isWaitingForRoom: Bool { state.withLock { $0.producerWaiting } }

  /// Batches handed over with objects left unchecked, and batches written canonical.
  var shared: (cutShort: Int, rewritten: Int) { state.withLock { ($0.cutShort, $0.rewritten) } }

  /// Whether a batch or the end is there to take without waiting.
  var hasReady: Bool { state.withLock { $0.head < $0.queue.count || $0.ended } }

  /// The reader's side has nothing left to do: when no batch waits, the thread is asked to
  /// hand over what it has at once (`adaptive` only).
  func askForBatch() {
    guard balance == .adaptive else { return }
    state.withLock { s in
      if s.head == s.queue.count && !s.ended { hurry.store(true, ordering: .relaxed) }
    }
  }

  /// The next batch, in order; waits for one unless `waiting` is false.
  func take(waiting: Bool) -> Taken {
    if sawEnd { return .end(readError: state.withLock { $0.readError }) }
    if waiting { askForBatch() }
    guard ReadAhead.consumeByte(notifyRead, waiting: waiting) else { return .nothing }
    let (taken, wakeProducer) = state.withLock { s -> (Taken, Bool) in
      guard s.head < s.queue.count else { return (.end(readError: s.readError), false) }
      let batch = s.queue[s.head]
      s.queue[s.head] = Batch(bytes: [], offset: 0, checked: [])
      s.head += 1
      if s.head == s.queue.count {
        s.queue.removeAll(keepingCapacity: true)
        s.head = 0
      }
      s.queuedBytes -= batch.bytes.count
      s.objectsTaken += batch.checked.count
      let wake =
        s.producerWaiting && s.queuedBytes <= ReadAhead.halfLimit
        && s.queue.count - s.head <= ReadAhead.mostBatches / 2
      if wake { s.producerWaiting = false }
      return (.batch(batch), wake)
    }
    if case .end = taken { sawEnd = true }
    if wakeProducer { ReadAhead.post(wakeWrite) }
    return taken
  }

  /// Stops the thread and waits for it; returns what it read that was not taken, in order:
  /// the batches, the bytes it had not handed over, and whether (and how) the input ended.
  func stop() -> (batches: [Batch], leftover: [UInt8], ended: Bool, readError: String?) {
    state.withLock { $0.stopping = true }
    ReadAhead.post(wakeWrite)
    thread?.join()
    thread = nil
    closePipes()
    return state.withLock { s in
      let rest = Array(s.queue[s.head...])
      s.queue = []
      s.head = 0
      s.queuedBytes = 0
      return (rest, s.leftover, s.ended, s.readError)
    }
  }

  // MARK: The thread

  private func produce() {
    var pending = spareBuffer()
    var offset = startOffset
    while true {
      guard waitForInput() else { return stopped(with: pending) }
      var failure: Int32 = 0
      let got = ReadAhead.readOnce(fd, into: &pending, &failure)
      if got <= 0 {
        if !pending.isEmpty, !hand(&pending, &offset, cut: false) {
          return stopped(with: pending)
        }
        finish(readError: got < 0 ? String(cString: strerror(failure)) : nil)
        return
      }
      let full = pending.count >= ReadAhead.batchBytes
      // More is there already: read on (unless the reader's side waits for a batch), and
      // cut the batch after its last newline.
      let more = ReadAhead.isReadable(fd, waiting: false)
      if !full && more && !hurry.load(ordering: .relaxed) { continue }
      if !hand(&pending, &offset, cut: more) { return stopped(with: pending) }
    }
  }

  /// Queues `pending` (up to its last newline when `cut`, keeping the rest in `pending`);
  /// false when asked to stop.
  private func hand(_ pending: inout [UInt8], _ offset: inout Int, cut: Bool) -> Bool {
    freeSpent()
    var rest = spareBuffer()
    if cut, let newline = ReadAhead.lastNewline(pending), newline + 1 < pending.count {
      rest.append(contentsOf: pending[(newline + 1)...])
      pending.removeSubrange((newline + 1)...)
    }
    var checked: [PreChecked] = []
    var cutShort = false
    var rewrite = false
    if checkObjects && balance != .checkNone {
      rewrite = balance == .rewriteAll
      // A program that prints its rows whole (identity, a filter keeping most rows) reads
      // few members: their index would cost the check more than it saves the reads.
      var indexed = true
      if balance == .adaptive {
        (rewrite, indexed) = state.withLock {
          let prints = printsRows(taken: $0.objectsTaken)
          return ($0.queuedBytes >= ReadAhead.halfLimit && prints, !prints)
        }
      }
      (checked, cutShort) = ReadAhead.check(
        pending, at: offset, rewrite: rewrite, indexed: indexed
      ) {
        self.hurry.load(ordering: .relaxed)
      }
    }
    let batch = Batch(bytes: pending, offset: offset, checked: checked)
    offset += pending.count
    pending = rest
    return put(batch, cutShort: cutShort, rewritten: rewrite)
  }

  private func put(_ batch: Batch, cutShort: Bool, rewritten: Bool) -> Bool {
    let full = state.withLock { s -> Bool in
      s.queue.append(batch)
      hurry.store(false, ordering: .relaxed)
      if cutShort { s.cutShort += 1 }
      if rewritten { s.rewritten += 1 }
      s.queuedBytes += batch.bytes.count
      s.mostQueued = max(s.mostQueued, s.queuedBytes)
      if s.isFull { s.producerWaiting = true }
      return s.producerWaiting
    }
    ReadAhead.post(notifyWrite)
    guard full else { return true }
    // Back-pressure: wait until the reader has taken the queue down to half (or asks to
    // stop).
    while true {
      _ = ReadAhead.isReadable(wakeRead, waiting: true)
      ReadAhead.drain(wakeRead)
      let (stopping, waiting) = state.withLock { s -> (Bool, Bool) in
        if s.isFull && !s.stopping { s.producerWaiting = true }
        return (s.stopping, s.producerWaiting)
      }
      if stopping { return false }
      if !waiting { return true }
    }
  }

  /// Waits until the input is readable (true) or the reader asks to stop (false).
  private func waitForInput() -> Bool {
    while true {
      var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0)]
      fds.append(pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0))
      let n = poll(&fds, 2, -1)
      if n < 0 && errno == EINTR { continue }
      if fds[1].revents != 0 || n < 0 {
        ReadAhead.drain(wakeRead)
        if state.withLock({ $0.stopping }) { return false }
        if n < 0 { return true }  // the read reports what is wrong with the input
      }
      if fds[0].revents != 0 { return true }
    }
  }

  private func finish(readError: String?) {
    state.withLock { s in
      s.ended = true
      s.readError = readError
    }
    ReadAhead.post(notifyWrite)
  }

  private func stopped(with pending: [UInt8]) {
    state.withLock { $0.leftover = pending }
  }
}
