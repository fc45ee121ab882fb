/// Whether a memoised value has been computed, for display.
public enum Memoised<T> {
  /// Not computed yet.
  case unknown
  /// Computed: the value.
  case known(T)
  /// Computing it threw: the error.
  case failed(any Error)

  init(_ body: () throws -> T) {
    do { self = .known(try body()) } catch { self = .failed(error) }
  }
}

/// A pull-driven stream of values (RAC `RACSequence`): a `head` and a `tail`, each computed
/// when first asked for and remembered from then on.
///
/// Sequences are lazy by default — an operator on a lazy sequence builds new cells and runs
/// nothing until a value is pulled — and eager when made with ``eager()`` (array-backed;
/// operators on them evaluate everything at once). A `nil` head ends the sequence.
///
/// Unlike RAC's sequences, computing a value may fail (an expression in the playground may
/// not evaluate): `head` and `tail` rethrow the failure, and a failed cell remembers it, so
/// reading it again fails the same way.
///
/// ```swift
/// let squares = StreamSequence.from([1, 2, 3]).map { $0 * $0 }   // nothing computed yet
/// try squares.head                                          // 1: computes one square
/// try squares.array()                                        // [1, 4, 9]
/// ```
public class StreamSequence<Element: Sendable>: @unchecked Sendable {
  init() {}

  /// The first value, or `nil` when the sequence is empty. Memoised.
  public var head: Element? { get throws { nil } }

  /// The sequence after the head (`nil` or an empty sequence at the end). Memoised.
  public var tail: StreamSequence<Element>? { get throws { nil } }

  /// Whether operators on this sequence evaluate at once (RAC `RACEagerSequence`).
  public var isEager: Bool { false }

  /// Whether this cell's head was computed by a block and remembered (a lazy cell read
  /// before), so reading it now only reads the memo. `false` for array-backed cells,
  /// whose values were never computed. `trace` says `memoised` for such a read.
  public var headIsMemoised: Bool { false }

  /// What this cell has computed so far, without computing anything.
  public var resolution: Resolution { Resolution(head: .known(nil), tail: .known(nil)) }

  /// A cell's state for display (`:show`): which of its head and tail are known.
  public struct Resolution {
    /// The head, when computed.
    public var head: Memoised<Element?>
    /// The tail, when computed.
    public var tail: Memoised<StreamSequence<Element>?>
  }

  /// Removes and returns the cell's computed tail, so long chains are freed one cell at a
  /// time instead of recursively (see ``releaseChain(_:)``).
  func detachTail() -> StreamSequence<Element>? { nil }

  /// Frees a chain of cells iteratively: each uniquely held cell gives up its tail before it
  /// goes, so its deinitialiser never recurses down a long chain.
  static func releaseChain(_ first: consuming StreamSequence<Element>?) {
    var next = consume first
    while var cell = next {
      next = nil
      guard isKnownUniquelyReferenced(&cell) else { return }
      next = cell.detachTail()
    }
  }
}

extension StreamSequence {
  /// An empty sequence (RAC `+empty`).
  public static var empty: StreamSequence<Element> { ArraySequence([], offset: 0, eager: false) }

  /// A one-value sequence (RAC `+return:`).
  public static func just(_ value: Element) -> StreamSequence<Element> {
    ArraySequence([value], offset: 0, eager: false)
  }

  /// A lazy sequence over an array (RAC `NSArray.rac_sequence`): every cell is already known.
  public static func from(_ values: [Element]) -> StreamSequence<Element> {
    ArraySequence(values, offset: 0, eager: false)
  }

  /// A lazy cell from a head block and an optional tail block, each run at most once, on
  /// first access (RAC `+sequenceWithHeadBlock:tailBlock:`).
  public static func cell(
    head: @escaping () throws -> Element?, tail: (() throws -> StreamSequence<Element>?)? = nil
  ) -> StreamSequence<Element> {
    DynamicSequence<Element, Void>(
      dependency: {}, head: { _ in try head() }, tail: { _ in try tail?() })
  }

  /// A lazy cell whose head and tail are both derived from a dependency computed once, on
  /// first access of either (RAC `+sequenceWithLazyDependency:headBlock:tailBlock:`).
  public static func cell<Dependency>(
    dependency: @escaping () throws -> Dependency,
    head: @escaping (Dependency) throws -> Element?,
    tail: @escaping (Dependency) throws -> StreamSequence<Element>?
  ) -> StreamSequence<Element> {
    DynamicSequence(dependency: dependency, head: head, tail: tail)
  }

  /// The infinite lazy sequence `start, next(start), next(next(start))…`; `next` runs only
  /// when a cell's head is read.
  public static func iterate(
    _ start: Element, _ next: @escaping (Element) throws -> Element
  ) -> StreamSequence<Element> {
    iterateCell(Memo(value: start), next)
  }

  private static func iterateCell(
    _ value: Memo<Element>, _ next: @escaping (Element) throws -> Element
  ) -> StreamSequence<Element> {
    cell(
      head: { try value.get() },
      tail: { iterateCell(Memo { try next(try value.get()) }, next) })
  }

  /// Calls `body` with each value in order, pulling one cell at a time; stops early when
  /// `body` returns `false`. Iterative: the walk never grows the stack.
  public func forEach(_ body: (Element) throws -> Bool) throws {
    var current: StreamSequence<Element>? = self
    while let cell = current {
      guard let value = try cell.head else { return }
      if try !body(value) { return }
      current = try cell.tail
    }
  }
}
