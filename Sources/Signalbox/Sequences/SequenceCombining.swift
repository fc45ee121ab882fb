extension StreamSequence {
  /// This sequence, then `other` (RAC `-concat:`): lazy unless this one is eager, in which
  /// case both are evaluated now.
  public func concat(_ other: StreamSequence<Element>) -> StreamSequence<Element> {
    if isEager {
      do {
        return ArraySequence(try array() + other.array(), offset: 0, eager: true)
      } catch {
        return FailedSequence(error)
      }
    }
    return ArraySequence([self, other], offset: 0, eager: false).flatten()
  }

  /// Pairs of values at the same position, ending with the shorter sequence (RAC
  /// `-[RACSequence zipWith:]`, lazy).
  public func zipWith<U: Sendable>(_ other: StreamSequence<U>) -> StreamSequence<(Element, U)> {
    .cell(
      head: {
        guard let a = try self.head, let b = try other.head else { return nil }
        return (a, b)
      },
      tail: {
        guard let a = try self.tail, try a.head != nil, let b = try other.tail, try b.head != nil
        else { return nil }
        return a.zipWith(b)
      })
  }
}
