/// The open buffers (or windows) of `bufferTime` / `windowTime`, oldest first, each with the
/// timer that closes it and the number of values it has seen. Lives under a junction's lock.
struct TimedRecords<Item: Sendable>: Sendable {
  struct Record: Sendable {
    let id: Int
    var item: Item
    var seen = 0
    var timer: (any Disposable)? = nil
  }
  var records: [Record] = []
  var nextID = 0
  /// Set once the source has ended: nothing opens after that.
  var ended = false

  /// Opens a record holding `item`; nil once ended.
  mutating func open(_ item: Item) -> Int? {
    guard !ended else { return nil }
    nextID += 1
    records.append(Record(id: nextID, item: item))
    return nextID
  }

  /// Keeps `timer` for record `id`; false when the record has closed already.
  mutating func keep(_ timer: (any Disposable)?, for id: Int) -> Bool {
    guard let k = records.firstIndex(where: { $0.id == id }) else { return false }
    records[k].timer = timer
    return true
  }

  /// Removes record `id` and returns it (nil when it closed already).
  mutating func close(_ id: Int) -> Record? {
    guard let k = records.firstIndex(where: { $0.id == id }) else { return nil }
    return records.remove(at: k)
  }

  /// Ends: every record, oldest first, removed.
  mutating func end() -> [Record] {
    ended = true
    defer { records = [] }
    return records
  }
}

extension Junction {
  /// When the subscription ends, ends the records too, their timers disposed.
  func endRecordsOnDisposal<Item: Sendable>() where State == TimedRecords<Item> {
    all.add(
      ActionDisposable { [self] in
        for record in withState({ $0.end() }) { record.timer?.dispose() }
      })
  }
}
