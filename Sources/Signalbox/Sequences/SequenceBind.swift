extension StreamSequence {
  /// The block `bind` calls for each value: the sequence to splice in (`nil` ends the
  /// result), and whether to stop after this value.
  public typealias SequenceBindBlock<U: Sendable> = (Element, inout Bool) throws -> StreamSequence<
    U
  >?

  /// The primitive the sequence operators derive from (RAC `-[RACSequence bind:]`).
  ///
  /// `factory` runs once per bind, so its block may keep state. On a lazy sequence the
  /// result is lazy: a value goes through the block only when a cell of the result needs
  /// it, once, in order; runs of empty results are skipped in a loop, not by recursion. On
  /// an eager sequence the whole result is computed now. `nil` from the block ends the
  /// result; `stop` ends it after this value's sequence — of which a lazy bind keeps only
  /// the first value, as RAC does (SEQ4), while an eager bind keeps all of it.
  public func bind<U: Sendable>(_ factory: () -> SequenceBindBlock<U>) -> StreamSequence<U> {
    let block = factory()
    if isEager { return eagerBind(block) }
    return StreamSequence.lazyBind(values: self, passthrough: nil, block)
  }

  /// One value's sequence per value, concatenated in order (RAC `-flattenMap:`).
  public func flattenMap<U: Sendable>(_ transform: @escaping (Element) throws -> StreamSequence<U>?)
    -> StreamSequence<U>
  {
    bind { { value, _ in try transform(value) } }
  }

  private final class Cursor<U: Sendable> {
    var values: StreamSequence<Element>?
    var current: StreamSequence<U>?
    var stop = false
    init(values: StreamSequence<Element>?, current: StreamSequence<U>?) {
      self.values = values
      self.current = current
    }
  }

  private static func lazyBind<U: Sendable>(
    values: StreamSequence<Element>?, passthrough: StreamSequence<U>?,
    _ block: @escaping SequenceBindBlock<U>
  ) -> StreamSequence<U> {
    let cursor = Cursor(values: values, current: passthrough)
    return .cell(
      dependency: {
        while try cursor.current?.head == nil {
          if cursor.stop { return }
          guard let valuesCell = cursor.values, let value = try valuesCell.head else {
            cursor.stop = true  // every value used
            return
          }
          guard let next = try block(value, &cursor.stop) else {
            cursor.stop = true
            cursor.current = nil
            return
          }
          cursor.current = next
          cursor.values = try valuesCell.tail
        }
      },
      head: { try cursor.current?.head },
      tail: {
        if cursor.stop { return nil }
        return lazyBind(values: cursor.values, passthrough: try cursor.current?.tail, block)
      })
  }

  private func eagerBind<U: Sendable>(_ block: SequenceBindBlock<U>) -> StreamSequence<U> {
    var result: [U] = []
    do {
      try forEach { value in
        var stop = false
        guard let bound = try block(value, &stop) else { return false }
        try bound.forEach {
          result.append($0)
          return true
        }
        return !stop
      }
    } catch {
      return ArraySequence(result, offset: 0, eager: true, failure: error)
    }
    return ArraySequence(result, offset: 0, eager: true)
  }

  /// The unit sequence of this sequence's kind (RAC `[self.class return:]`).
  func unit<U: Sendable>(_ value: U) -> StreamSequence<U> {
    ArraySequence([value], offset: 0, eager: isEager)
  }

  /// The empty sequence of this sequence's kind.
  func none<U: Sendable>(_: U.Type = U.self) -> StreamSequence<U> {
    ArraySequence([], offset: 0, eager: isEager)
  }
}

extension StreamSequence {
  /// Concatenates a sequence of sequences in order (RAC `-flatten` on sequences).
  public func flatten<U: Sendable>() -> StreamSequence<U> where Element == StreamSequence<U> {
    flattenMap { $0 }
  }
}
