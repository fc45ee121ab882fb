/// `--threads 2`: a thread reads ahead (`ReadAhead`) while a subscription reads the input;
/// `fill` takes its batches, and the JSON modes take the objects it checked ahead.
extension JSONStreamReader {
  /// Reads ahead for one more subscription, from its first `fill`: what is buffered
  /// already is read first, without a thread (so a subscription that `take 1` ends at once,
  /// made again and again, does not read a batch ahead each time). False when no thread
  /// will read for it: the input is a terminal (a REPL's keys are not read ahead) or has
  /// ended. `checkObjects`: the thread also checks the objects of each batch (for `stdin`
  /// and `stdin lenient`).
  package func beginReadAhead(checkObjects: Bool) -> Bool {
    if readAheadUsers == 0 {
      guard !atEOF, !failed, !readAheadUnavailable, isatty(fd) == 0 else { return false }
      readAheadChecks = checkObjects
    }
    readAheadUsers += 1
    return true
  }

  /// Starts the thread (at the first `fill` of a subscription reading ahead); nil when
  /// none can be made (the reader then reads on its own).
  func startReadAhead() -> ReadAhead? {
    guard !readAheadUnavailable else { return nil }
    readAhead = ReadAhead(
      fd: fd, offset: droppedBytes + buffer.count, checkObjects: readAheadChecks,
      balance: readAheadBalance)
    if readAhead == nil { readAheadUnavailable = true }
    return readAhead
  }

  /// Ends one subscription's reading ahead; the last one stops the thread, and what it read
  /// that was not taken is appended to the buffer, for whatever reads next.
  package func endReadAhead() {
    guard readAheadUsers > 0 else { return }
    readAheadUsers -= 1
    guard readAheadUsers == 0, let ahead = readAhead else { return }
    readAhead = nil
    let rest = ahead.stop()
    for batch in rest.batches { absorb(batch) }
    if !rest.leftover.isEmpty {
      absorb(ReadAhead.Batch(bytes: rest.leftover, offset: 0, checked: []))
    }
    if rest.ended { endAfterReadAhead(readError: rest.readError) }
  }

  /// What a run loop watches for this reader's input: the read-ahead's pipe while a thread
  /// reads ahead, else the input itself.
  package var watchedFD: Int32 { readAhead?.notifyFD ?? fd }

  /// Whether the next `fill` would not wait: the thread reading ahead has a batch ready.
  package var hasReadyInput: Bool { readAhead?.hasReady ?? false }

  /// Everything taken is used up: the thread reading ahead, if no batch waits, is asked to
  /// hand over what it has at once (a run loop's callback, before it returns to wait; a
  /// `fill` that waits asks by itself).
  package func askForInput() { readAhead?.askForBatch() }

  /// The object the thread checked ahead at input offset `offset`, if it found one there:
  /// exactly what `JSONParser.parseKeepingText` makes of the bytes there. Objects before
  /// `offset` were not reached as values (a lenient skip, a value over several lines) and
  /// are let go.
  @inline(__always)
  func takePreChecked(at offset: Int) -> ReadAhead.PreChecked? {
    while preCheckedNext < preChecked.count {
      let found = preChecked[preCheckedNext]
      if found.start > offset { return nil }
      preCheckedNext += 1
      if found.start == offset { return found }
    }
    return nil
  }
}
