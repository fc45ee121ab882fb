/// `--threads 2`: a thread reads ahead (`ReadAhead`) while a subscription reads the input;
/// `fill` takes its batches, and the JSON modes take the objects it checked ahead.
extension JSONStreamReader {
  /// Starts reading ahead for one more subscription (or counts it when a thread already
  /// reads); false when no thread reads for it: the input is a terminal (a REPL's keys are
  /// not read ahead), it has ended, or no thread could be made. `checkObjects`: the thread
  /// also checks the objects of each batch (for `stdin` and `stdin lenient`).
  package func beginReadAhead(checkObjects: Bool) -> Bool {
    if readAhead == nil {
      guard !atEOF, !failed, isatty(fd) == 0,
        let started = ReadAhead(
          fd: fd, offset: droppedBytes + buffer.count, checkObjects: checkObjects)
      else { return false }
      readAhead = started
    }
    readAheadUsers += 1
    return true
  }

  /// Ends one subscription's reading ahead; the last one stops the thread, and what it read
  /// that was not taken is appended to the buffer, for whatever reads next.
  package func endReadAhead() {
    guard let ahead = readAhead else { return }
    readAheadUsers -= 1
    guard readAheadUsers == 0 else { return }
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
