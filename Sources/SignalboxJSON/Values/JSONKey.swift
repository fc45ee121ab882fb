/// An object's key: equal, hashed and ordered by its UTF-8 bytes, that is by code point.
///
/// Swift's `String` compares and hashes by canonical equivalence (`"\u{0101}" ==
/// "a\u{0304}"`), which would merge two different keys of one object; jq keeps both.
/// For valid UTF-8, byte equality is code point equality, and byte order is code point order.
public struct JSONKey: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The key's text.
  public var string: String

  /// The key `string`.
  @inlinable public init(_ string: String) { self.string = string }

  public var description: String { string }

  @inlinable public static func == (a: JSONKey, b: JSONKey) -> Bool {
    a.string.sameScalars(as: b.string)
  }

  @inlinable public static func < (a: JSONKey, b: JSONKey) -> Bool {
    a.string.precedesByScalars(b.string)
  }

  @inlinable public func hash(into hasher: inout Hasher) {
    var s = string
    s.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }
}

extension String {
  /// Whether both strings have the same code points (the same UTF-8 bytes), unlike `==`,
  /// which also takes canonically equivalent strings as equal.
  @inlinable public func sameScalars(as other: String) -> Bool {
    var a = self
    var b = other
    return a.withUTF8 { p in
      b.withUTF8 { q in
        p.count == q.count
          && (p.count == 0 || p.baseAddress == q.baseAddress
            || UnsafeRawBufferPointer(p).elementsEqual(UnsafeRawBufferPointer(q)))
      }
    }
  }

  /// Whether this string comes before `other` by code point (by UTF-8 byte).
  @inlinable public func precedesByScalars(_ other: String) -> Bool {
    utf8.lexicographicallyPrecedes(other.utf8)
  }

  /// -1, 0 or 1 by code point.
  @inlinable public func compareByScalars(_ other: String) -> Int {
    if sameScalars(as: other) { return 0 }
    return precedesByScalars(other) ? -1 : 1
  }

  /// The string's code points as a string (for slices of a scalar array).
  init(scalars: some Sequence<Unicode.Scalar>) {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    self = String(view)
  }
}
