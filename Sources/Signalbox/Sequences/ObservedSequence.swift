import Synchronization

extension StreamSequence {
  /// The same values, reporting every read of a head: `memoised` is `false` the first time
  /// a cell's value is computed (pulled) and `true` each time a remembered one is read again.
  /// The playground's `trace` on a sequence stage is built on this.
  public func observed(_ onHead: @escaping (Element, _ memoised: Bool) -> Void) -> StreamSequence<
    Element
  > {
    ObservedSequence(self, onHead)
  }
}

final class ObservedSequence<Element: Sendable>: StreamSequence<Element>, @unchecked Sendable {
  private let upstream: StreamSequence<Element>
  private let onHead: (Element, Bool) -> Void
  private let headRead = Atomic(false)
  private let tailCell: Memo<StreamSequence<Element>?>

  init(_ upstream: StreamSequence<Element>, _ onHead: @escaping (Element, Bool) -> Void) {
    self.upstream = upstream
    self.onHead = onHead
    tailCell = Memo { try upstream.tail.map { ObservedSequence($0, onHead) } }
  }

  override var head: Element? {
    get throws {
      // Memoised when this observer read it before, or when the cell it observes was
      // computed by an earlier use (a `let`-bound sequence traced outside the `let`).
      let computedBefore = upstream.headIsMemoised
      guard let value = try upstream.head else { return nil }
      let memoised = headRead.exchange(true, ordering: .acquiringAndReleasing) || computedBefore
      onHead(value, memoised)
      return value
    }
  }

  override var tail: StreamSequence<Element>? { get throws { try tailCell.get() } }

  override var isEager: Bool { upstream.isEager }

  override var headIsMemoised: Bool {
    headRead.load(ordering: .acquiring) || upstream.headIsMemoised
  }

  override var resolution: Resolution {
    var r = upstream.resolution
    if !headRead.load(ordering: .acquiring) { r.head = .unknown }
    return r
  }
}
