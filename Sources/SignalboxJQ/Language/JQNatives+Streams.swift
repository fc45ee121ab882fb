import SignalboxJSON

extension JQNatives {
  /// jq's `fromstream(f)`, as jq 1.7.1 defines it (a `foreach` over `{x, e}` with `setpath`),
  /// but with the value being rebuilt held by this function alone, so each event changes it
  /// in place rather than copying it (issue 45: `fromstream(tostream)` linear). Each step
  /// uses the operations the definition does, in its order, so errors read the same.
  static let streams: [JQName: JQNative] = [
    JQName("fromstream", 1): JQNative { run, args, env, input, emit in
      var x = JSON.null
      var complete = false
      try run.eval(args[0], env, input) { event in
        if complete { (x, complete) = (.null, false) }
        let path = try JQOps.index(event, .number(0))
        if try length(event) == .number(2) {
          complete = try length(path) == .number(0)
          let full = try JQOps.add(.array([.string("x")]), path)
          let value = try JQOps.index(event, .number(1))
          guard case .array(let steps) = full else {
            throw JQOps.fail("Path must be specified as an array")
          }
          try JQInPlace.set(&x, steps.dropFirst(), value)
        } else {
          complete = try length(path) == .number(1)
        }
        if complete { try jqSend(emit, x) }
      }
    }
  ]
}
