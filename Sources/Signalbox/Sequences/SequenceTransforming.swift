extension StreamSequence {
  /// Each value transformed (RAC `-map:`, derived from `flattenMap`): on a lazy sequence the
  /// transform runs when the cell that needs the value is computed, once per value.
  public func map<U: Sendable>(_ transform: @escaping (Element) throws -> U) -> StreamSequence<U> {
    flattenMap { [isEager] value in ArraySequence([try transform(value)], offset: 0, eager: isEager)
    }
  }

  /// The running accumulations, not the start (RAC `-scanWithStart:reduceWithIndex:`).
  public func scan<U: Sendable>(
    _ start: U, _ reduce: @escaping (U, Element, Int) throws -> U
  ) -> StreamSequence<U> {
    bind { [isEager] in
      var running = start
      var index = 0
      return { value, _ in
        running = try reduce(running, value, index)
        index += 1
        return ArraySequence([running], offset: 0, eager: isEager)
      }
    }
  }

  /// Each value combined with the previous one (`start` before the first; RAC
  /// `-combinePreviousWithStart:reduce:`).
  public func combinePrevious<U: Sendable>(
    _ start: Element, _ reduce: @escaping (Element, Element) throws -> U
  ) -> StreamSequence<U> {
    bind { [isEager] in
      var previous = start
      return { value, _ in
        let result = try reduce(previous, value)
        previous = value
        return ArraySequence([result], offset: 0, eager: isEager)
      }
    }
  }

  /// `value` first, then this sequence (RAC `-startWith:`).
  public func startWith(_ value: Element) -> StreamSequence<Element> {
    unit(value).concat(self)
  }
}
