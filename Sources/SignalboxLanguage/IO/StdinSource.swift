import Signalbox
import SignalboxJSON

/// The `stdin` and `file` sources.
///
/// In virtual time (and for files) values are read synchronously at subscription: reading
/// takes no virtual time, and each value is delivered as soon as it is parsed (output is
/// flushed before a read that may block, so a slow producer sees its events at once). In
/// real time stdin is watched by the run loop, so timers keep running while input is slow.
package final class StdinSource: @unchecked Sendable {
  // Used only from the session's thread.
  private let reader: JSONStreamReader
  /// Where stdin is watched in real time (nil: read synchronously). Replaced when a script
  /// switches the clock; the reader and what it buffered stay.
  package var runLoop: RunLoopScheduler?
  let beforeBlocking: @Sendable () -> Void
  let warn: @Sendable (String) -> Void
  /// Whether Ctrl-C asked the foreground pipeline to stop: a synchronous read (a file, or
  /// stdin in virtual time) stops between two reads.
  let isInterrupted: @Sendable () -> Bool
  /// `--threads N`: from 2 on, a second thread reads ahead while a subscription reads
  /// (`ReadAhead`: reading, cutting into lines, checking objects); 1 reads on this thread.
  let threads: Int

  /// `fd` is standard input, or what `--input FILE…` opened in its place.
  package init(
    fd: Int32 = 0, runLoop: RunLoopScheduler?, beforeBlocking: @escaping @Sendable () -> Void,
    warn: @escaping @Sendable (String) -> Void,
    isInterrupted: @escaping @Sendable () -> Bool = { false }, threads: Int = 1
  ) {
    reader = JSONStreamReader(fd: fd, name: "stdin")
    self.runLoop = runLoop
    self.beforeBlocking = beforeBlocking
    self.warn = warn
    self.isInterrupted = isInterrupted
    self.threads = threads
  }

  private init(_ source: StdinSource, runLoop: RunLoopScheduler?) {
    reader = source.reader
    self.runLoop = runLoop
    beforeBlocking = source.beforeBlocking
    warn = source.warn
    isInterrupted = source.isInterrupted
    threads = source.threads
  }

  /// The same input (its reader and what it buffered) read on `runLoop` (nil: read
  /// synchronously): for a run on a virtual clock of its own (`:marbles` on a wall-clock
  /// session), which is handed this source instead of changing the session's.
  package func reading(on runLoop: RunLoopScheduler?) -> StdinSource {
    StdinSource(self, runLoop: runLoop)
  }

  func signal(mode: JSONStreamReader.Mode) -> Signal<JSON> {
    let readAhead = threads > 1
    if let runLoop {
      return asyncSignal(reader: reader, mode: mode, runLoop: runLoop, readAhead: readAhead)
    }
    return StdinSource.syncSignal(
      reader: reader, mode: mode, beforeBlocking: beforeBlocking, warn: warn,
      isInterrupted: isInterrupted, readAhead: readAhead)
  }

  /// Starts the reader's read-ahead thread for a subscription in `mode` when asked; true
  /// when one reads for it (`endReadAhead` when the subscription ends).
  private static func beginReadAhead(_ reader: JSONStreamReader, _ mode: JSONStreamReader.Mode)
    -> Bool
  {
    reader.beginReadAhead(checkObjects: mode == .json || mode == .lenient)
  }

  /// Sends what the reader has buffered: `true` when the stream ended (a terminal event
  /// was sent, or the subscriber is gone), `false` when more input is needed.
  private static func drain(
    _ reader: JSONStreamReader, _ mode: JSONStreamReader.Mode, to subscriber: Subscriber<JSON>,
    warn: @Sendable (String) -> Void
  ) -> Bool {
    while !subscriber.isDisposed {
      switch reader.next(mode) {
      case .value(let value): subscriber.sendNext(value)
      case .warning(let text): warn(text)
      case .failure(let message):
        subscriber.sendError(RuntimeError(message))
        return true
      case .end:
        subscriber.sendCompleted()
        return true
      case .needInput: return false
      }
    }
    return true
  }

  static func syncSignal(
    reader: JSONStreamReader, mode: JSONStreamReader.Mode,
    beforeBlocking: @escaping @Sendable () -> Void, warn: @escaping @Sendable (String) -> Void,
    isInterrupted: @escaping @Sendable () -> Bool, readAhead: Bool = false
  ) -> Signal<JSON> {
    Signal { subscriber in
      let ahead = readAhead && beginReadAhead(reader, mode)
      // Stopped when reading stops: at the end, an error, or `take 3` disposing.
      defer { if ahead { reader.endReadAhead() } }
      while !drain(reader, mode, to: subscriber, warn: warn) {
        // Interrupted: stop reading; the session disposes the pipeline.
        if isInterrupted() { return nil }
        // Output is flushed before a read that may wait (with a thread reading ahead, when
        // no batch is ready).
        if !reader.hasReadyInput {
          reader.askForInput()
          beforeBlocking()
        }
        reader.fill()
        reader.applyPendingSkip()
      }
      return nil
    }
  }

  private func asyncSignal(
    reader: JSONStreamReader, mode: JSONStreamReader.Mode, runLoop: RunLoopScheduler,
    readAhead: Bool
  ) -> Signal<JSON> {
    let warn = self.warn
    return Signal { subscriber in
      @Sendable func drain() -> Bool { StdinSource.drain(reader, mode, to: subscriber, warn: warn) }
      let ahead = readAhead && StdinSource.beginReadAhead(reader, mode)
      // Once, when the subscription ends however it ends (the thread stops at once).
      let stop = ActionDisposable { if ahead { reader.endReadAhead() } }
      if drain() {
        stop.dispose()
        return nil
      }
      let watch = SerialDisposable()
      // The run loop's callback takes one read (or batch) and returns, so timers run
      // between them. It watches the input until a thread starts reading ahead (at the
      // first read), then the thread's pipe.
      @Sendable func arm() {
        let fd = reader.watchedFD
        watch.swap(
          runLoop.watch(fd: fd) {
            reader.fill(waiting: false)
            reader.applyPendingSkip()
            if drain() {
              watch.dispose()
              stop.dispose()
            } else {
              if reader.watchedFD != fd { arm() }
              // All taken is used up: the thread hands over what it has at once.
              reader.askForInput()
            }
          })?.dispose()
      }
      arm()
      return CompoundDisposable([watch, stop])
    }
  }

  /// Standard input as records for `stdin timed`, read one at a time (blocking).
  func recordReader() -> TimedReplay.RecordReader {
    let reader = self.reader
    let beforeBlocking = self.beforeBlocking
    return TimedReplay.RecordReader(
      next: { StdinSource.pull(reader, beforeBlocking) }, warn: warn, close: {})
  }

  /// A file as records for `file "PATH" timed`; a missing file throws `PATH: reason`.
  static func fileRecordReader(path: String, warn: @escaping @Sendable (String) -> Void) throws
    -> TimedReplay.RecordReader
  {
    let fd = try openForReading(path)
    let reader = JSONStreamReader(fd: fd, name: path)
    return TimedReplay.RecordReader(
      next: { StdinSource.pull(reader, {}) }, warn: warn, close: { close(fd) })
  }

  /// A file descriptor for `path`; a file that cannot be opened, or a directory, throws
  /// `PATH: reason` (the OS's message). Read errors come later, from the reader.
  private static func openForReading(_ path: String) throws -> Int32 {
    let fd = open(path, O_RDONLY)
    if fd < 0 { throw RuntimeError(Message.cannotOpen(path, String(cString: strerror(errno)))) }
    var info = stat()
    if fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
      close(fd)
      throw RuntimeError(Message.cannotOpen(path, String(cString: strerror(EISDIR))))
    }
    return fd
  }

  /// The next item, reading (and blocking) until there is one.
  private static func pull(_ reader: JSONStreamReader, _ beforeBlocking: @Sendable () -> Void)
    -> JSONStreamReader.Item
  {
    while true {
      let item = reader.next(.json)
      guard case .needInput = item else { return item }
      beforeBlocking()
      reader.fill()
      reader.applyPendingSkip()
    }
  }

  /// `file "PATH"`: read synchronously; a missing file is an error event `PATH: reason`.
  static func file(
    path: String, mode: JSONStreamReader.Mode, warn: @escaping @Sendable (String) -> Void,
    isInterrupted: @escaping @Sendable () -> Bool = { false }
  ) -> Signal<JSON> {
    Signal.defer {
      let fd = try openForReading(path)
      let reader = JSONStreamReader(fd: fd, name: path)
      let values = syncSignal(
        reader: reader, mode: mode, beforeBlocking: {}, warn: warn, isInterrupted: isInterrupted)
      // Closed once, when the subscription ends for any reason (completed, error, or
      // disposed early by `take 1`); reading is synchronous, so this runs after it stops.
      return Signal { downstream in
        let subscription = values.subscribe(forwardingTo: downstream)
        return CompoundDisposable([subscription, ActionDisposable { close(fd) }])
      }
    }
  }
}
