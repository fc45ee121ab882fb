/// A sequence over an array slice: every cell is known at once (RAC `RACArraySequence`,
/// and `RACEagerSequence` when `eager`).
final class ArraySequence<Element: Sendable>: StreamSequence<Element>, @unchecked Sendable {
  let values: [Element]
  let offset: Int
  let eager: Bool
  /// Ends the sequence after the values instead of the end: an eager evaluation that failed.
  let failure: (any Error)?

  init(_ values: [Element], offset: Int, eager: Bool, failure: (any Error)? = nil) {
    self.values = values
    self.offset = offset
    self.eager = eager
    self.failure = failure
  }

  override var head: Element? {
    get throws {
      if offset < values.count { return values[offset] }
      if let failure { throw failure }
      return nil
    }
  }

  override var tail: StreamSequence<Element>? {
    get throws {
      if offset + 1 < values.count || (failure != nil && offset < values.count) {
        return ArraySequence(values, offset: offset + 1, eager: eager, failure: failure)
      }
      if let failure { throw failure }
      return nil
    }
  }

  override var isEager: Bool { eager }

  override var resolution: Resolution {
    Resolution(head: Memoised { try head }, tail: Memoised { try tail })
  }

  /// The remaining values, without walking cells.
  var remaining: ArraySlice<Element> { values[min(offset, values.count)...] }
}
