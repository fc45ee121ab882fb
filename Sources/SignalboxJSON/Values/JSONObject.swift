import OrderedCollections

/// An object: keys in the order written (the last value of a duplicate key wins, at the
/// first key's position).
///
/// An object read from input is kept as the text it was read from (`JSONText`) until
/// something needs all of it: reading a field scans the text for that key and parses only
/// its value, and writing the object copies the text when it is already in the form the
/// writer prints. Building every key and value of every input line was most of the cost
/// of `stdin | filter x.v > 50 | map x.name`. Anything else (iterating, changing,
/// comparing) works on the entries, parsed from the text on demand.
public struct JSONObject: Sendable {
  // @unchecked: a `JSONText` is never changed after it is made.
  package enum Storage: @unchecked Sendable {
    case entries(OrderedDictionary<JSONKey, JSON>)
    case text(JSONText)
  }

  package var storage: Storage

  /// An empty object.
  public init() { storage = .entries([:]) }

  /// An object with `entries`, in their order.
  public init(_ entries: OrderedDictionary<JSONKey, JSON>) { storage = .entries(entries) }

  init(text: JSONText) { storage = .text(text) }

  package init(
    uncheckedUniqueKeys keys: ContiguousArray<JSONKey>, values: ContiguousArray<JSON>
  ) {
    storage = .entries(OrderedDictionary(uncheckedUniqueKeys: keys, values: values))
  }

  /// The keys and values, in order (keys by code point: `JSONKey`).
  public var entries: OrderedDictionary<JSONKey, JSON> {
    switch storage {
    case .entries(let entries): return entries
    case .text(let text): return text.entries()
    }
  }

  /// The text this object was read from, when it is exactly what the writer would print.
  var canonicalText: JSONText? {
    if case .text(let text) = storage, text.isCanonical { return text }
    return nil
  }

  public subscript(key: String) -> JSON? {
    get {
      switch storage {
      case .entries(let entries): return entries[JSONKey(key)]
      case .text(let text):
        var key = key
        return key.withUTF8 { text.value(forKey: $0) }
      }
    }
    set {
      var entries = self.entries
      storage = .entries([:])  // keeps `entries` uniquely referenced
      entries[JSONKey(key)] = newValue
      storage = .entries(entries)
    }
  }

  /// The value of a key known when the program was compiled (`x.name`).
  package subscript(key: FieldKey) -> JSON? {
    switch storage {
    case .entries(let entries): return entries[JSONKey(key.name)]
    case .text(let text): return text.value(forKey: key.utf8)
    }
  }

  /// How many members the object has.
  public var count: Int {
    switch storage {
    case .entries(let entries): return entries.count
    case .text(let text): return text.memberCount()
    }
  }

  /// Whether the object has no member.
  public var isEmpty: Bool { count == 0 }

  /// The members' keys, in order.
  public var keys: [String] { entries.keys.map(\.string) }

  /// The members' values, in order.
  public var values: [JSON] { Array(entries.values) }
}

extension JSONObject: Sequence {
  public typealias Element = (key: String, value: JSON)

  public struct Iterator: IteratorProtocol {
    var base: OrderedDictionary<JSONKey, JSON>.Iterator

    public mutating func next() -> Element? {
      base.next().map { (key: $0.key.string, value: $0.value) }
    }
  }

  public func makeIterator() -> Iterator { Iterator(base: entries.makeIterator()) }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
  public init(dictionaryLiteral elements: (String, JSON)...) {
    var entries = OrderedDictionary<JSONKey, JSON>()
    for (key, value) in elements { entries[JSONKey(key)] = value }
    self.init(entries)
  }
}

/// A key written in the program (`x.name`), with its UTF-8 ready for looking it up in a
/// `JSONText`.
package struct FieldKey: Sendable {
  package let name: String
  let utf8: ContiguousArray<UInt8>

  package init(_ name: String) {
    self.name = name
    self.utf8 = ContiguousArray(name.utf8)
  }
}
