extension StreamSequence {
  /// Every value, in order (RAC `-array`). Walks the whole sequence.
  public func array() throws -> [Element] {
    if let cells = self as? ArraySequence<Element>, cells.failure == nil {
      return Array(cells.remaining)
    }
    var values: [Element] = []
    try forEach {
      values.append($0)
      return true
    }
    return values
  }

  /// `reduce(reduce(reduce(start, v1), v2), v3)…`, iteratively (RAC
  /// `-foldLeftWithStart:reduce:`); `start` when empty.
  public func foldLeft<U>(_ start: U, _ reduce: (U, Element) throws -> U) throws -> U {
    var accumulator = start
    try forEach { value in
      accumulator = try reduce(accumulator, value)
      return true
    }
    return accumulator
  }

  /// `reduce(v1, rest)` where `rest` is a one-cell sequence whose head is the fold of the
  /// tail, computed only if read (RAC `-foldRightWithStart:reduce:`); `start` when empty.
  /// A `reduce` that never reads `rest.head` does not walk the tail, so this works on an
  /// infinite sequence; one that does nests one pull per value (deep folds continue on a
  /// fresh stack, see `DeepRecursion`).
  public func foldRight<U: Sendable>(
    _ start: U, _ reduce: @escaping (Element, StreamSequence<U>) throws -> U
  ) throws -> U {
    guard let first = try head else { return start }
    let rest = StreamSequence<U>.cell(head: {
      guard let tail = try self.tail else { return start }
      return try tail.foldRight(start, reduce)
    })
    return try reduce(first, rest)
  }

  /// The first value that passes, or `nil` (RAC `-objectPassingTest:`, `filter(p).head`).
  public func find(_ predicate: @escaping (Element) throws -> Bool) throws -> Element? {
    try filter(predicate).head
  }

  /// Whether some value passes; stops at the first (RAC `-any:`).
  public func any(_ predicate: @escaping (Element) throws -> Bool) throws -> Bool {
    try find(predicate) != nil
  }

  /// Whether every value passes; walks the whole sequence, calling the predicate until one
  /// fails (RAC `-all:`).
  public func all(_ predicate: (Element) throws -> Bool) throws -> Bool {
    try foldLeft(true) { passed, value in try passed && predicate(value) }
  }
}
