import SignalboxJSON

/// jq's builtins on strings, arrays and numbers that take values only.
extension JQBuiltins {
  package static func utf8bytelength(_ call: Call) throws -> JSON {
    return .number(Double(try call.string(0).utf8.count))
  }

  package static func asciiDowncase(_ call: Call) throws -> JSON {
    try ascii(call, from: 0x41, to: 0x5A, by: 32)
  }

  package static func asciiUpcase(_ call: Call) throws -> JSON {
    try ascii(call, from: 0x61, to: 0x7A, by: -32)
  }

  private static func ascii(_ call: Call, from: UInt8, to: UInt8, by: Int) throws -> JSON {
    let bytes = try call.string(0).utf8.map { b -> UInt8 in
      b >= from && b <= to ? UInt8(Int(b) + by) : b
    }
    return .string(String(decoding: bytes, as: UTF8.self))
  }

  /// jq's `index`/`rindex`: the first · last place of PART (`indices`), null when none;
  /// neither builds the list of places.
  package static func index(_ call: Call) throws -> JSON {
    var first: Int?
    let searched = try occurrences(call) { k in
      first = k
      return false
    }
    return !searched ? .null : first.map { .number(Double($0)) } ?? .null
  }

  package static func rindex(_ call: Call) throws -> JSON {
    var last: Int?
    let searched = try occurrences(call) { k in
      last = k
      return true
    }
    return !searched ? .null : last.map { .number(Double($0)) } ?? .null
  }

  package static func explode(_ call: Call) throws -> JSON {
    let s = try call.string(0)
    guard s.unicodeScalars.count <= JQLimits.arrayLength else {
      throw EvalError(Message.arrayTooLong(call.name, JQLimits.arrayLength))
    }
    return .array(s.unicodeScalars.map { .number(Double($0.value)) })
  }

  package static func implode(_ call: Call) throws -> JSON {
    var view = String.UnicodeScalarView()
    for item in try call.array(0) {
      guard let n = item.numberValue, !n.isNaN else {
        throw call.wrongType(item, "an array of code points")
      }
      // jq 1.7.1: a fraction is truncated; a surrogate or a number out of range is U+FFFD.
      let scalar = n >= 0 && n <= 0x10FFFF ? Unicode.Scalar(UInt32(n)) : nil
      view.append(scalar ?? "\u{FFFD}")
    }
    return .string(String(view))
  }

  package static func first(_ call: Call) throws -> JSON {
    let a = try call.array(0)
    return a.first ?? .null
  }

  package static func last(_ call: Call) throws -> JSON {
    let a = try call.array(0)
    return a.last ?? .null
  }

  /// jq's `nth(n)` on an array: `.[n]`; a negative n is an error.
  package static func nth(_ call: Call) throws -> JSON {
    let a = try call.array(0)
    let n = try call.number(1)
    guard n >= 0 else { throw call.wrongType(call.args[1], "an index that is not negative", at: 1) }
    return JQIndex.position(n.rounded(.down), count: a.count).map { a[$0] } ?? .null
  }

  package static func inside(_ call: Call) throws -> JSON {
    return .bool(try JQContainment.contains(call.args[1], call.args[0], name: call.name))
  }

  /// jq's `transpose`: rows padded with null to the longest.
  package static func transpose(_ call: Call) throws -> JSON {
    var rows: [[JSON]] = []
    for row in try call.array(0) {
      guard case .array(let r) = row else { throw call.wrongType(row, "an array of arrays") }
      rows.append(r)
    }
    let width = rows.map(\.count).max() ?? 0
    return .array(
      (0..<width).map { k in .array(rows.map { k < $0.count ? $0[k] : .null }) })
  }

  /// jq's `error(message)`: an error whose message is the value (a string as it is).
  package static func error(_ call: Call) throws -> JSON {
    let v = call.args[0]
    if case .string(let s) = v { throw EvalError(s) }
    throw EvalError(JSONWriter.string(v) + " (not a string)")
  }

  /// jq 1.7.1's `abs`: a negative number negated; anything else as it is.
  package static func abs(_ call: Call) throws -> JSON {
    let v = call.args[0]
    if case .bigInteger(let b) = v, b.value < 0 {
      // Exact: the digits without their sign (as jq 1.8; jq 1.7.1 rounds to a double).
      return JSON.integerLiteral(String(b.text.dropFirst()))
    }
    if case .number(let n) = v, n < 0 { return .number(-n) }
    return v
  }

  /// `range(N)`, `range(A, B)`, `range(A, B, STEP)` (jq's `range/1`, `/2`, `/3`) as an array.
  package static func range(_ call: Call) throws -> JSON {
    let numbers = try call.args.indices.map { try call.number($0) }
    let (from, to) = call.args.count == 1 ? (0, numbers[0]) : (numbers[0], numbers[1])
    let step = call.args.count == 3 ? numbers[2] : 1
    var items: [JSON] = []
    guard step != 0, !from.isNaN, !to.isNaN, !step.isNaN else {
      // jq: a zero step repeats forever; here it is an error rather than a hang.
      if step == 0 && from < to { throw EvalError(Message.zeroStepAtRuntime("range")) }
      return .array([])
    }
    // The length is checked before anything is allocated: the data may pick the ends.
    let span = step > 0 ? to - from : from - to
    if span / Swift.abs(step) > Double(JQLimits.arrayLength) {
      throw EvalError(Message.arrayTooLong(call.name, JQLimits.arrayLength))
    }
    var v = from
    while step > 0 ? v < to : v > to {
      items.append(.number(v))
      let next = v + step
      guard next != v else { throw EvalError(Message.rangeCannotCount(past: v)) }
      v = next
    }
    return .array(items)
  }

  /// jq's `combinations`: every array taking one item of each array of A, in order;
  /// `combinations(A, N)`: of N copies of A. At most `JQLimits.arrayLength` combinations.
  package static func combinations(_ call: Call) throws -> JSON {
    var lists: [[JSON]]
    if call.args.count == 2 {
      let n = try call.number(1)
      guard n >= 0, n <= 1000 else {
        throw call.wrongType(call.args[1], "a count up to 1000", at: 1)
      }
      lists = Array(repeating: try call.array(0), count: Int(n))
    } else {
      lists = []
      for item in try call.array(0) {
        guard case .array(let a) = item else { throw call.wrongType(item, "an array of arrays") }
        lists.append(a)
      }
    }
    var total = 1.0
    for l in lists { total *= Double(l.count) }
    guard total <= Double(JQLimits.arrayLength) else {
      throw EvalError(Message.arrayTooLong(call.name, JQLimits.arrayLength))
    }
    var out: [[JSON]] = [[]]
    for l in lists { out = out.flatMap { prefix in l.map { prefix + [$0] } } }
    return .array(out.map(JSON.array))
  }
}
