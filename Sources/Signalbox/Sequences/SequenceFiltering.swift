extension StreamSequence {
  /// The values that pass (RAC `-filter:`).
  public func filter(_ isIncluded: @escaping (Element) throws -> Bool) -> StreamSequence<Element> {
    flattenMap { [isEager] value in
      try isIncluded(value)
        ? ArraySequence([value], offset: 0, eager: isEager)
        : ArraySequence([], offset: 0, eager: isEager)
    }
  }

  /// The first `count` values (RAC `-take:`): `take(1)` of an infinite sequence computes one
  /// value; `take(0)` is empty.
  public func take(_ count: Int) -> StreamSequence<Element> {
    if count <= 0 { return none() }
    return bind { [isEager] in
      var taken = 0
      return { value, stop in
        taken += 1
        if taken == count { stop = true }
        return ArraySequence([value], offset: 0, eager: isEager)
      }
    }
  }

  /// All but the first `count` values (RAC `-skip:`).
  public func skip(_ count: Int) -> StreamSequence<Element> {
    bind { [isEager] in
      var skipped = 0
      return { value, _ in
        if skipped >= count { return ArraySequence([value], offset: 0, eager: isEager) }
        skipped += 1
        return ArraySequence([], offset: 0, eager: isEager)
      }
    }
  }

  /// Values until the predicate passes; that value is dropped (RAC `-takeUntilBlock:`).
  public func takeUntilBlock(_ predicate: @escaping (Element) throws -> Bool) -> StreamSequence<
    Element
  > {
    bind { [isEager] in
      { value, _ in try predicate(value) ? nil : ArraySequence([value], offset: 0, eager: isEager) }
    }
  }

  /// Values while the predicate passes (RAC `-takeWhileBlock:`).
  public func takeWhileBlock(_ predicate: @escaping (Element) throws -> Bool) -> StreamSequence<
    Element
  > {
    takeUntilBlock { try !predicate($0) }
  }

  /// Values from the first that passes on (RAC `-skipUntilBlock:`).
  public func skipUntilBlock(_ predicate: @escaping (Element) throws -> Bool) -> StreamSequence<
    Element
  > {
    bind { [isEager] in
      var skipping = true
      return { value, _ in
        if skipping {
          if try predicate(value) {
            skipping = false
          } else {
            return ArraySequence([], offset: 0, eager: isEager)
          }
        }
        return ArraySequence([value], offset: 0, eager: isEager)
      }
    }
  }

  /// Values from the first that fails the predicate on (RAC `-skipWhileBlock:`).
  public func skipWhileBlock(_ predicate: @escaping (Element) throws -> Bool) -> StreamSequence<
    Element
  > {
    skipUntilBlock { try !predicate($0) }
  }

  /// Drops values equal to the one before (RAC `-distinctUntilChanged`; the first passes).
  public func distinctUntilChanged(by equal: @escaping (Element, Element) -> Bool)
    -> StreamSequence<Element>
  {
    bind { [isEager] in
      var last: Element? = nil
      return { value, _ in
        if let last, equal(last, value) { return ArraySequence([], offset: 0, eager: isEager) }
        last = value
        return ArraySequence([value], offset: 0, eager: isEager)
      }
    }
  }
}

extension StreamSequence where Element: Equatable {
  /// Drops values equal to the one before.
  public func distinctUntilChanged() -> StreamSequence<Element> { distinctUntilChanged(by: ==) }
}
