import SignalboxJSON

/// `nth`, `while` and `until` as loops (no recursion per output), in value mode and in path
/// mode, where each output keeps the path jq 1.7.1's definitions give it.
extension JQNatives {
  /// `nth(n; g)`: g's outputs counted from 0, the first whose count is at least n.
  static func nth(
    _ run: JQRun, _ args: [JQNode], _ env: JQEnv, _ input: JSON, _ path: [JSON],
    tracking: Bool = false, _ emit: JQRun.PathEmit
  ) throws {
    try run.eval(args[0], env, input) { nv in
      // `if $n < 0 then error(…)`, then `$n + 1`: null and booleans sort below 0.
      if JQOrder.compare(nv, .number(0)) < 0 {
        throw JQOps.fail("nth doesn't support negative indices")
      }
      guard let n = nv.numberValue else {
        _ = try JQOps.add(nv, .number(1))
        return
      }
      var count = 0.0
      try run.stopping { stop in
        func each(_ v: JSON, _ p: [JSON]) throws {
          // jq 1.7.1 stops at the first count >= n (`nth(1.5; 1, 2, 3)` is 3).
          if count >= n {
            try jqSend(emit, v, p)
            throw stop
          }
          count += 1
        }
        if tracking {
          try run.evalPath(args[1], env, input, path, each)
        } else {
          try run.eval(args[1], env, input) { try each($0, path) }
        }
      }
    }
  }

  /// `while(cond; update)` (each value while cond holds, then its updates) and
  /// `until(cond; update)` (each value where cond holds, else its updates), with a stack; in
  /// path mode (`tracking`) each value goes with its path.
  static func loop(
    _ run: JQRun, _ args: [JQNode], _ env: JQEnv, _ input: JSON, _ path: [JSON],
    until: Bool = false, tracking: Bool = false, _ emit: JQRun.PathEmit
  ) throws {
    var stack: [[(JSON, [JSON])]] = [[(input, path)]]
    while let (v, p) = popNext(&stack) {
      try run.poll()
      var next: [(JSON, [JSON])] = []
      let more: (JSON, [JSON]) -> Void = { next.append(($0, $1)) }
      try run.eval(args[0], env, v) { c in
        if c.isTruthy { try jqSend(emit, v, p) }
        guard c.isTruthy != until else { return }
        if tracking {
          try run.evalPath(args[1], env, v, p, more)
        } else {
          try run.eval(args[1], env, v) { more($0, p) }
        }
      }
      if !next.isEmpty { stack.append(next.reversed()) }
    }
  }
}
