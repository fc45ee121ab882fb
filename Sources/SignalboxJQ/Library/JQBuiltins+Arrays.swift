import SignalboxJSON

/// jq's builtins on arrays and objects.
extension JQBuiltins {
  package static func add(_ call: Call) throws -> JSON {
    // jq's `add` is `reduce .[] as $x (null; . + $x)`: an object's values add up too.
    let items: [JSON]
    if case .object(let o) = call.args[0] {
      items = Array(o.entries.values)
    } else {
      items = try call.array(0)
    }
    guard var total = items.first else { return .null }
    for item in items.dropFirst() {
      // Arrays and strings: `total` lets go of its payload before it grows, so the payload
      // is uniquely referenced and grows in place: adding n arrays is linear, not
      // quadratic (a `switch` on the pair `(total, item)` would hold a second reference).
      if case .array(let b) = item, case .array(var a) = total {
        total = .null
        guard a.count + b.count <= JQLimits.arrayLength else {
          throw EvalError(Message.arrayTooLong(call.name, JQLimits.arrayLength))
        }
        a += b
        total = .array(a)
        continue
      }
      if case .string(let b) = item, case .string(var a) = total {
        total = .null
        a += b
        total = .string(a)
        continue
      }
      switch (total, item.computed) {
      case (_, .null): continue
      case (.null, _): total = item
      case (.number(let a), .number(let b)): total = .number(a + b)
      case (.string(var a), .string(let b)):
        total = .null
        a += b
        total = .string(a)
      case (.array(var a), .array(let b)):
        total = .null
        a += b
        total = .array(a)
      case (.object(var a), .object(let b)):
        total = .null
        for (k, v) in b { a[k] = v }
        total = .object(a)
      default:
        throw EvalError(Message.cannotAddInAdd(total, item))
      }
    }
    return total
  }

  package static func fromEntries(_ call: Call) throws -> JSON {
    var out = JSONObject()
    for entry in try call.array(0) {
      guard case .object(let e) = entry else {
        throw call.wrongType(entry, "an array of {key, value} objects")
      }
      // jq 1.7: `.key` unless null, else k, name, Name, K, Key (first not null or false);
      // the value from `value` if present, else `v`, else `Value` (then `V` here).
      var key = e["key"] ?? .null
      if case .null = key {
        key =
          ["k", "name", "Name", "K"].lazy.compactMap { e[$0] }.first { $0.isTruthy }
          ?? e["Key"] ?? .null
      }
      let name: String
      if case .string(let s) = key { name = s } else { name = JSONWriter.string(key) }
      out[name] = e["value"] ?? e["v"] ?? e["Value"] ?? e["V"] ?? .null
    }
    return .object(out)
  }

  package static func flatten(_ call: Call) throws -> JSON {
    let items = try call.array(0)
    var depth = Int.max
    if call.args.count == 2 {
      let d = try call.number(1)
      guard d >= 0 else { throw EvalError(Message.negativeDepth(call.args[1])) }
      depth = d >= Double(JQLimits.valueDepth) ? JQLimits.valueDepth : Int(d)
    }
    // Iterative: a stack of (array, next index) frames, never deeper than `depth`.
    var out: [JSON] = []
    var stack: [(items: [JSON], next: Int)] = [(items, 0)]
    while let top = stack.last {
      if top.next == top.items.count {
        stack.removeLast()
        continue
      }
      let item = top.items[top.next]
      stack[stack.count - 1].next += 1
      if case .array(let inner) = item, stack.count <= depth {
        stack.append((inner, 0))
      } else {
        guard out.count < JQLimits.arrayLength else {
          throw EvalError(Message.arrayTooLong(call.name, JQLimits.arrayLength))
        }
        out.append(item)
      }
    }
    return .array(out)
  }

  /// jq's `indices`: where PART occurs (overlapping occurrences too), in linear time; the
  /// result is held to the array limit.
  package static func indices(_ call: Call) throws -> JSON {
    var out: [JSON] = []
    let searched = try occurrences(call) { k in
      guard out.count < JQLimits.arrayLength else {
        throw EvalError(Message.arrayTooLong(call.name, JQLimits.arrayLength))
      }
      out.append(.number(Double(k)))
      return true
    }
    return searched ? .array(out) : .null
  }

  /// Calls `found` with each place PART occurs in V, in order (code point offsets in a
  /// string, indexes in an array), until it returns false; false when V or PART is null.
  static func occurrences(_ call: Call, _ found: (Int) throws -> Bool) throws -> Bool {
    switch (call.args[0], call.args[1]) {
    case (.null, _), (_, .null): return false
    case (.string(let s), .string(let sub)):
      guard !sub.isEmpty else { return true }
      let hay = Array(s.utf8)
      // Byte offsets to code point offsets, counted forward: the offsets come in order.
      var (byte, scalar) = (0, 0)
      try JQSearch(Array(sub.utf8)).each(in: hay, overlapping: true) { k in
        while byte < k {
          if hay[byte] & 0xC0 != 0x80 { scalar += 1 }
          byte += 1
        }
        return try found(scalar)
      }
    case (.array(let a), .array(let sub)):
      guard !sub.isEmpty else { return true }
      try JQSearch(sub).each(in: a, overlapping: true, found)
    case (.array(let a), let v):
      for k in a.indices where a[k] == v {
        guard try found(k) else { break }
      }
    default:
      throw EvalError(Message.cannotLookFor(call.args[1], in: call.args[0]))
    }
    return true
  }
}
