/// What `CompoundDisposable.add` hands back: the key that removes that one member again.
public struct DisposableToken: Hashable, Sendable {
  let key: UInt64
}

/// A bag of elements, each under a token of its own: constant-time insertion and removal,
/// and the elements still in it come out in insertion order (RxSwift's `Bag`).
///
/// The first element is kept inline, since most owners (a subscription and its source)
/// hold exactly one thing: no allocation until a second arrives. The rest live in a
/// dictionary keyed by an increasing counter; `removeAll` sorts them by key, once, to give
/// them back in the order they were added.
struct TokenBag<Element> {
  private var firstKey: UInt64 = 0
  private var first: Element?
  private var rest: [UInt64: Element] = [:]
  /// Keys start at 1; each insertion takes the next one.
  private var nextKey: UInt64 = 1

  var isEmpty: Bool { first == nil && rest.isEmpty }
  var count: Int { (first == nil ? 0 : 1) + rest.count }

  /// Adds `element` and returns its token. The inline slot is used only while the
  /// dictionary is empty, so the inline element always has the lowest key.
  mutating func insert(_ element: Element) -> DisposableToken {
    let key = nextKey
    nextKey &+= 1
    if first == nil && rest.isEmpty {
      firstKey = key
      first = element
    } else {
      rest[key] = element
    }
    return DisposableToken(key: key)
  }

  /// Removes and returns the element under `token`, if it is still here.
  @discardableResult
  mutating func remove(_ token: DisposableToken) -> Element? {
    if first != nil && firstKey == token.key {
      defer { first = nil }
      return first
    }
    return rest.removeValue(forKey: token.key)
  }

  /// Empties the bag, returning its elements in insertion order.
  mutating func removeAll() -> [Element] {
    var all: [Element] = []
    all.reserveCapacity(count)
    if let first { all.append(first) }
    if !rest.isEmpty {
      for key in rest.keys.sorted() { all.append(rest[key]!) }
    }
    first = nil
    rest = [:]
    return all
  }

  /// Empties the bag and runs `body` on each element in insertion order, without building
  /// an array when there is only the inline one.
  mutating func drain(_ body: (Element) -> Void) {
    if rest.isEmpty {
      if let element = first {
        first = nil
        body(element)
      }
      return
    }
    for element in removeAll() { body(element) }
  }
}
