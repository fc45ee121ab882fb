import SignalboxJSON

/// The generators that loop natively (no recursion per output): `range`, `limit`,
/// `first`, `until`, `while`, `repeat`, `recurse`, `isempty`, `last`, `input(s)`.
extension JQNatives {
  static let generators: [JQName: JQNative] = [
    JQName("range", 1): JQNative { run, args, env, input, emit in
      try run.eval(args[0], env, input) { to in try range(run, .number(0), to, .number(1), emit) }
    },
    JQName("range", 2): JQNative { run, args, env, input, emit in
      try run.eval(args[0], env, input) { from in
        try run.eval(args[1], env, input) { to in try range(run, from, to, .number(1), emit) }
      }
    },
    JQName("range", 3): JQNative { run, args, env, input, emit in
      try run.eval(args[0], env, input) { from in
        try run.eval(args[1], env, input) { to in
          try run.eval(args[2], env, input) { by in try range(run, from, to, by, emit) }
        }
      }
    },
    JQName("limit", 2): JQNative(
      run: { run, args, env, input, emit in
        try run.eval(args[0], env, input) { nv in
          let n = limitCount(nv)
          // jq 1.7.1: nothing for 0, every output for a negative count.
          if n == 0 { return }
          if n < 0 { return try run.eval(args[1], env, input, emit) }
          var count = 0.0
          try run.stopping { stop in
            try run.eval(args[1], env, input) { v in
              if nv.numberValue == nil { _ = try JQOps.subtract(nv, .number(1)) }
              count += 1
              try jqSend(emit, v)
              if count >= n { throw stop }
            }
          }
        }
      },
      path: { run, args, env, cur, path, emit in
        try run.eval(args[0], env, cur) { nv in
          let n = limitCount(nv)
          if n == 0 { return }
          if n < 0 { return try run.evalPath(args[1], env, cur, path, emit) }
          var count = 0.0
          try run.stopping { stop in
            try run.evalPath(args[1], env, cur, path) { v, p in
              if nv.numberValue == nil { _ = try JQOps.subtract(nv, .number(1)) }
              count += 1
              try jqSend(emit, v, p)
              if count >= n { throw stop }
            }
          }
        }
      }),
    JQName("first", 1): JQNative(
      run: { run, args, env, input, emit in
        try run.stopping { stop in
          try run.eval(args[0], env, input) { v in
            try jqSend(emit, v)
            throw stop
          }
        }
      },
      path: { run, args, env, cur, path, emit in
        try run.stopping { stop in
          try run.evalPath(args[0], env, cur, path) { v, p in
            try jqSend(emit, v, p)
            throw stop
          }
        }
      }),
    // jq 1.7.1's `reduce f as $x (null; $x)`: null when f is empty, and not a path.
    JQName("last", 1): JQNative { run, args, env, input, emit in
      var last = JSON.null
      try run.eval(args[0], env, input) { last = $0 }
      try jqSend(emit, last)
    },
    // jq 1.7.1's `first((g | false), true)`: the answer is sent before the stop, so an
    // `?//` inside g that catches the stop sends `false` again for its next alternative.
    JQName("isempty", 1): JQNative { run, args, env, input, emit in
      try run.stopping { stop in
        try run.eval(args[0], env, input) { _ in
          try jqSend(emit, .bool(false))
          throw stop
        }
        try jqSend(emit, .bool(true))
      }
    },
    // jq 1.7.1 gives f's outputs on the input, again and again, until stopped.
    JQName("repeat", 1): JQNative(
      run: { run, args, env, input, emit in
        while true {
          try run.poll()
          try run.eval(args[0], env, input, emit)
        }
      },
      path: { run, args, env, cur, path, emit in
        while true {
          try run.poll()
          try run.evalPath(args[0], env, cur, path, emit)
        }
      }),
    // jq 1.7.1's `foreach g as $item (…; …; if . <= 0 then $item, break $out …)`: its
    // output keeps the path g gave it (`del(nth(1; .[]))`).
    JQName("nth", 2): JQNative(
      run: { run, args, env, input, emit in
        try nth(run, args, env, input, []) { v, _ in try jqSend(emit, v) }
      },
      path: { run, args, env, cur, path, emit in
        try nth(run, args, env, cur, path, tracking: true, emit)
      }),
    // jq 1.7.1's `while` and `until` are jq definitions whose outputs are paths of the
    // updates (`path(until(.a == null; .a))`).
    JQName("while", 2): JQNative(
      run: { run, args, env, input, emit in
        try loop(run, args, env, input, []) { v, _ in try jqSend(emit, v) }
      },
      path: { run, args, env, cur, path, emit in
        try loop(run, args, env, cur, path, tracking: true, emit)
      }),
    JQName("until", 2): JQNative(
      run: { run, args, env, input, emit in
        try loop(run, args, env, input, [], until: true) { v, _ in try jqSend(emit, v) }
      },
      path: { run, args, env, cur, path, emit in
        try loop(run, args, env, cur, path, until: true, tracking: true, emit)
      }),
    JQName("recurse", 0): JQNative(
      run: { _, _, _, input, emit in try JQRun.recurseValues(input, emit) },
      path: { run, _, _, cur, path, emit in try run.recursePaths(cur, path, emit) }),
    JQName("recurse", 1): JQNative(
      run: { run, args, env, input, emit in
        try recurse(run, args[0], nil, env, input, emit)
      },
      path: { run, args, env, cur, path, emit in
        try recursePath(run, args[0], nil, env, cur, path, emit)
      }),
    JQName("recurse", 2): JQNative(
      run: { run, args, env, input, emit in
        try recurse(run, args[0], args[1], env, input, emit)
      },
      path: { run, args, env, cur, path, emit in
        try recursePath(run, args[0], args[1], env, cur, path, emit)
      }),
    JQName("input", 0): JQNative { run, _, _, _, emit in
      // jq 1.7.1's command line (its input callback) says "break" after the last input.
      guard let v = try nextInput(run) else { throw JQOps.fail("break") }
      try jqSend(emit, v)
    },
    JQName("inputs", 0): JQNative { run, _, _, _, emit in
      while let v = try nextInput(run) { try jqSend(emit, v) }
    },
  ]

  /// The context's next input; invalid JSON it meets (a runtime `JQError` from the command
  /// line's reader) is an error of the filter, which `try` catches, as in jq 1.7.1.
  static func nextInput(_ run: JQRun) throws -> JSON? {
    do {
      return try run.context.nextInput()
    } catch let e as JQError where e.kind == .runtime {
      throw JQOps.fail(e.message)
    }
  }

  /// `recurse(f)` and `recurse(f; cond)` as a path expression (`path(recurse(.[]?; …))`):
  /// each path `f` reaches, kept once for each true output of `cond` (`select`), with a stack.
  static func recursePath(
    _ run: JQRun, _ f: JQNode, _ cond: JQNode?, _ env: JQEnv, _ cur: JSON, _ path: [JSON],
    _ emit: JQRun.PathEmit
  ) throws {
    var stack: [[(JSON, [JSON])]] = [[(cur, path)]]
    while let (v, p) = popNext(&stack) {
      try run.poll()
      try jqSend(emit, v, p)
      var next: [(JSON, [JSON])] = []
      try run.evalPath(f, env, v, p) { nv, np in
        guard let cond else { return next.append((nv, np)) }
        try run.eval(cond, env, nv) { c in if c.isTruthy { next.append((nv, np)) } }
      }
      if !next.isEmpty { stack.append(next.reversed()) }
    }
  }

  /// `def recurse(f; cond): def r: ., (f | select(cond) | r); r;` with a stack.
  static func recurse(
    _ run: JQRun, _ f: JQNode, _ cond: JQNode?, _ env: JQEnv, _ input: JSON,
    _ emit: (JSON) throws -> Void
  ) throws {
    var stack: [[JSON]] = [[input]]
    while let v = popNext(&stack) {
      try run.poll()
      try jqSend(emit, v)
      var next: [JSON] = []
      try run.eval(f, env, v) { x in
        if let cond {
          try run.eval(cond, env, x) { if $0.isTruthy { next.append(x) } }
        } else {
          next.append(x)
        }
      }
      if !next.isEmpty { stack.append(next.reversed()) }
    }
  }

  /// jq 1.7.1's `limit($n; f)` is `if $n > 0 then … foreach f as $item ($n; . - 1; …)
  /// elif $n == 0 then empty else f end`, in jq's order of values: a count that is not a
  /// number passes every output when it sorts below numbers (null, booleans), and above them
  /// (a string, array or object) fails on `f`'s first output, as `$n - 1` does.
  static func limitCount(_ nv: JSON) -> Double {
    if let n = nv.numberValue { return n }
    return JQOrder.rank(nv) < JQOrder.rank(.number(0)) ? -1 : 1
  }

  static func range(
    _ run: JQRun, _ from: JSON, _ to: JSON, _ by: JSON, _ emit: (JSON) throws -> Void
  ) throws {
    guard let a = from.numberValue, let b = to.numberValue, let s = by.numberValue else {
      throw JQOps.fail("Range bounds must be numeric")
    }
    // A count of its own (cheaper than `run.poll` each turn): every 4096th turn asks.
    var turns = 0
    if s > 0 {
      var x = a
      while x < b {
        turns &+= 1
        if turns & 4095 == 0 { try run.stopIfInterrupted() }
        try jqSend(emit, .number(x))
        x += s
      }
    } else if s < 0 {
      var x = a
      while x > b {
        turns &+= 1
        if turns & 4095 == 0 { try run.stopIfInterrupted() }
        try jqSend(emit, .number(x))
        x += s
      }
    }
    // A zero step gives nothing, as jq 1.7.1.
  }
}

extension JQNatives {
  /// The next value of a depth-first walk kept as a stack of levels (each level the
  /// outputs still to visit, reversed); an emptied level is dropped at once, so a chain
  /// (`repeat(1)`) keeps the stack one level deep.
  static func popNext<T>(_ stack: inout [[T]]) -> T? {
    while let top = stack.indices.last {
      if let v = stack[top].popLast() {
        if stack[top].isEmpty { stack.removeLast() }
        return v
      }
      stack.removeLast()
    }
    return nil
  }
}

extension JQRun {
  /// Runs `body` with a signal that, thrown from inside it, stops it there.
  func stopping(_ body: (JQBreak) throws -> Void) throws {
    let stop = JQBreak(id: freshID())
    do { try body(stop) } catch let b as JQBreak where b.id == stop.id {}
  }
}
