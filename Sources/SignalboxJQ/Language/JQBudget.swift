import SignalboxJSON

/// The memory one value a jq filter builds may take (docs/jq.md, "Limits"): an array
/// collected by `[…]` (`[range(0; N)]`, `[.[] | f]`, `[inputs]`), `+` of two strings or
/// arrays (a `reduce` that grows its accumulator), `"s" * n`, `explode`, `@base64`/`@base32`.
/// Each is checked before it allocates: past it, a jq error (Q006) instead of the
/// allocator's abort. jq has no such limit; it is far above what a filter needs.
enum JQBudget {
  /// 1 GiB, the byte budget of a collecting stage in the language.
  static let bytes = 1 << 30
  /// The slot each value of an array takes.
  static let slot = MemoryLayout<JSON>.stride
  /// What an element of an array that grows costs: its slot, and one more for the room the
  /// array keeps when it doubles (the old storage and the new are both held while it
  /// grows), so an array's elements stop at 2^25 and its peak stays near 1.5 GiB.
  static let arraySlot = 2 * slot

  /// What `value` takes as an element of an array that grows: `arraySlot` and what it
  /// holds, estimated from above (`JSON.footprint`, the run's last `[…]` not walked again:
  /// `JQFootprints`).
  static func weight(_ value: JSON, _ footprints: JQFootprints) -> Int {
    switch value {
    case .null, .bool, .number: return arraySlot
    case .string(let s): return arraySlot + s.utf8.count
    case .bigInteger(let b): return arraySlot + b.text.utf8.count
    default: return slot + footprints.footprint(value)
    }
  }

  /// Throws Q006 when `count` items of `each` bytes would pass the budget.
  static func check(_ what: String, count: Int, each: Int = 1) throws {
    guard Double(count) * Double(each) <= Double(bytes) else { throw tooBig(what) }
  }

  /// The most bytes one byte of a value takes in its JSON text (a control character, `\u001f`).
  static let textExpansion = 6

  /// Throws Q006 before `tojson`/`@json` writes `value` when its text would pass the budget:
  /// a string's escaped text counted exactly; an array's or object's as what it holds
  /// (`JSON.footprint`) times `textExpansion`, estimated from above.
  static func checkText(_ what: String, _ value: JSON) throws {
    switch value {
    case .null, .bool, .number, .bigInteger: return
    case .string(let s):
      guard s.utf8.count > bytes / textExpansion else { return }
      var count = 2
      for b in s.utf8 {
        count += b == 0x22 || b == 0x5C ? 2 : b < 0x20 || b == 0x7F ? textExpansion : 1
      }
      guard count > bytes else { return }
    default:
      let limit = bytes / textExpansion
      guard value.footprint(upTo: limit) > limit else { return }
    }
    throw tooBig(what)
  }

  static func tooBig(_ what: String) -> JQThrown {
    JQThrown(
      .string("\(what): the value would take more than \(bytes) bytes (the limit)"),
      id: .jqTooBig)
  }
}
