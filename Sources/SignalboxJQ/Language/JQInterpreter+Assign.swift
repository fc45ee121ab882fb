import SignalboxJSON

/// Assignments, as jq 1.7.1's `_assign` and `_modify`: each path of the left side, found on
/// the input as it was, is set (or read, updated and set) before the next path is found, so
/// an error of the first update comes before an error finding the second path.
extension JQRun {
  func assign(
    _ op: String, _ lhs: JQNode, _ rhs: JQNode, _ env: JQEnv, _ input: JSON,
    _ emit: (JSON) throws -> Void
  ) throws {
    switch op {
    case "|=":
      try jqSend(emit, try modifyPaths(lhs, env, input) { try self.first(rhs, env, $0) })
    case "=":
      try eval(rhs, env, input) { v in
        var acc = input
        try self.evalPath(lhs, env, input, []) { at, p in
          try JQInPlace.set(&acc, try JQRun.checked(at, p)[...], v)
        }
        try jqSend(emit, acc)
      }
    default:
      try eval(rhs, env, input) { v in
        try jqSend(emit, try self.modifyPaths(lhs, env, input) { try self.assignOp(op, $0, v) })
      }
    }
  }

  /// jq's `_modify(paths; update)`: at each path the value is read (`getpath`), updated
  /// and set; a path whose update has no output is deleted at the end.
  private func modifyPaths(
    _ lhs: JQNode, _ env: JQEnv, _ input: JSON, _ update: (JSON) throws -> JSON?
  ) throws -> JSON {
    var acc = input
    var deleted: [JSON] = []
    try evalPath(lhs, env, input, []) { at, p in
      let p = try JQRun.checked(at, p)
      guard let new = try update(try JQInPlace.get(acc, p)) else {
        return deleted.append(.array(p))
      }
      try JQInPlace.set(&acc, p[...], new)
    }
    if !deleted.isEmpty { acc = try JQInPlace.deletePaths(acc, deleted) }
    return acc
  }

  func assignOp(_ op: String, _ old: JSON, _ v: JSON) throws -> JSON {
    switch op {
    case "+=": return try JQOps.add(old, v)
    case "-=": return try JQOps.subtract(old, v)
    case "*=": return try JQOps.multiply(old, v)
    case "/=": return try JQOps.divide(old, v)
    case "%=": return try JQOps.modulo(old, v)
    default: return old.isTruthy ? old : v
    }
  }

  /// The first output of `n`, stopping it there.
  func first(_ n: JQNode, _ env: JQEnv, _ input: JSON) throws -> JSON? {
    var out: JSON? = nil
    let id = freshID()
    do {
      try eval(n, env, input) {
        out = $0
        throw JQBreak(id: id)
      }
    } catch let b as JQBreak where b.id == id {}
    return out
  }
}

/// Changes to values in place: a container held only by the value being changed is
/// moved out of it, changed and put back, so `reduce … (.[$k] += 1)` stays linear.
enum JQInPlace {
  static func get(_ v: JSON, _ path: [JSON]) throws -> JSON {
    var cur = v
    // jq's `jv_getpath`: each step is `jv_get`, on null too (`null | getpath([true])` is
    // an error, `getpath(["a", 0])` null).
    for key in path {
      cur = try JQOps.index(cur, key)
    }
    return cur
  }

  static func set(_ v: inout JSON, _ path: ArraySlice<JSON>, _ new: JSON) throws {
    try modify(&v, path) { _ in new }
  }

  static func add(_ acc: inout JSON, _ r: JSON) throws {
    // `if case` on `acc` alone (a switch on a tuple would hold a second reference).
    if case .array(let b) = r, case .array(var a) = acc {
      try JQBudget.check("+", count: a.count + b.count, each: JQBudget.arraySlot)
      acc = .null
      a.append(contentsOf: b)
      acc = .array(a)
    } else if case .string(let b) = r, case .string(var a) = acc {
      try JQBudget.check("+", count: a.utf8.count + b.utf8.count)
      acc = .null
      a += b
      acc = .string(a)
    } else if case .object(let b) = r, case .object(var a) = acc {
      acc = .null
      for (k, x) in b.entries { a[k.string] = x }
      acc = .object(a)
    } else {
      acc = try JQOps.add(acc, r)
    }
  }

  static func modify(
    _ v: inout JSON, _ path: ArraySlice<JSON>, _ f: (JSON) throws -> JSON
  ) throws {
    guard let key = path.first else {
      v = try f(v)
      return
    }
    let rest = path.dropFirst()
    if case .string(let k) = key, case .object(var o) = v {
      v = .null
      var child = o[k] ?? .null
      o[k] = .null
      defer { v = .object(o) }
      try modify(&child, rest, f)
      o[k] = child
      return
    }
    if let d = key.numberValue, case .array(var a) = v {
      v = .null
      defer { v = .array(a) }
      return try modifyElement(&a, d, rest, f)
    }
    // An object by a string and an array by a number were changed in place above.
    switch (v, key) {
    case (.null, .string(let k)):
      var child = JSON.null
      try modify(&child, rest, f)
      v = .object([k: child])
    case (.null, _) where key.numberValue != nil:
      var a: [JSON] = []
      try modifyElement(&a, key.numberValue!, rest, f)
      v = .array(a)
    case (.array, .object(let o)), (.null, .object(let o)):
      let whole: [JSON]
      if case .array(let a) = v { whole = a } else { whole = [] }
      // jq 1.7.1 wants both members (`setpath([{"start": 1}]; …)` is an error).
      guard let from = o["start"], let to = o["end"] else {
        throw JQOps.fail("Array/string slice indices must be integers")
      }
      let (s, e) = try JQOps.bounds(from, to, whole.count)
      // A slice of null is null, as jq's getpath reads it.
      var part = v == .null ? JSON.null : JSON.array(Array(whole[s..<e]))
      try modify(&part, rest, f)
      guard case .array(let new) = part else {
        throw JQOps.fail("A slice of an array can only be assigned another array")
      }
      var out = whole
      out.replaceSubrange(s..<e, with: new)
      v = .array(out)
    case (.string, .object(let o)):
      // jq 1.7.1 reads the slice and runs the update (whose error comes first) before
      // refusing to set it.
      var part = try JQOps.slice(v, o["start"] ?? .null, o["end"] ?? .null)
      try modify(&part, rest, f)
      throw JQOps.fail("Cannot update string slices")
    case (.array, .array):
      throw JQOps.fail("Cannot update field at array index of array")
    default:
      throw JQOps.cannotIndex(v, key)
    }
  }

  private static func modifyElement(
    _ a: inout [JSON], _ d: Double, _ rest: ArraySlice<JSON>, _ f: (JSON) throws -> JSON
  ) throws {
    if d.isNaN { throw JQOps.fail("Cannot set array element at NaN index") }
    // Before the size check: jq counts a negative index from the end first.
    if d.rounded(.towardZero) + Double(a.count) < 0 {
      throw JQOps.fail("Out of bounds negative array index")
    }
    guard d.isFinite, abs(d) < Double(JQLimits.arrayLength) else {
      throw JQOps.fail("Array index too large")
    }
    var i = Int(d.rounded(.towardZero))
    if i < 0 {
      i += a.count
      if i < 0 { throw JQOps.fail("Out of bounds negative array index") }
    }
    if i >= a.count { a.append(contentsOf: repeatElement(.null, count: i - a.count + 1)) }
    var child = a[i]
    a[i] = .null
    defer { a[i] = child }
    try modify(&child, rest, f)
  }
}
