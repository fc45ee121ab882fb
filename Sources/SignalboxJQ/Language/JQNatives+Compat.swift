import SignalboxJSON

/// Builtins whose input may be of any type in jq 1.7.1, where the library's row wants an
/// array: on such an input they fail (or answer) as jq 1.7.1's definitions in jq do, with
/// its words; an array goes to the row as before.
extension JQNatives {
  static let compat: [JQName: JQNative] = [
    // `def transpose: [range(0; map(length) | max // 0) as $i | [.[][$i]]];`
    JQName("transpose", 0): simple { v in
      var rows: [JSON] = []
      try JQOps.iterate(v) { rows.append($0) }
      var width = 0.0
      for row in rows { width = Swift.max(width, try length(row).numberValue ?? 0) }
      var out: [JSON] = []
      var i = 0.0
      while i < width {
        out.append(.array(try rows.map { try JQOps.index($0, .number(i)) }))
        i += 1
      }
      return .array(out)
    },
    // `def unique: group_by(.) | map(.[0]);`: an object fails in the sort, as `sort_by`.
    JQName("unique", 0): JQNative { run, _, env, input, emit in
      guard case .object(let o) = input else {
        if let sorted = core[JQName("unique", 0)] { try sorted.run(run, [], env, input, emit) }
        return
      }
      let keys = JSON.array(o.entries.values.map { .array([$0]) })
      let both = "\(JQOps.described(input)) and \(JQOps.described(keys))"
      throw JQOps.fail("\(both) cannot be sorted, as they are not both arrays")
    },
    // `def bsearch($target)`: `length`, then `.[0]` or `.[$mid]` of a non-array input.
    JQName("bsearch", 1): values(1) { a in
      if case .array = a[0] {
        return try lifted { try JQMath.bsearch(Call(name: "bsearch", args: a)) }
      }
      if try length(a[0]).numberValue == 0 { return .number(-1) }
      return try JQOps.index(a[0], .number(0))
    },
  ]
}
