import SignalboxJSON

/// One run of a program: generators by callbacks. `eval` hands each output of a node to
/// `emit` before computing the next one, so a generator needs neither a thread nor a
/// stack per output; stopping early (`limit`, `first`, `label`/`break`) throws `JQBreak`
/// up to the loop that asked for it.
final class JQRun {
  let context: JQContext
  let program: JQCompiled
  var nextID = 0
  /// Labels entered so far: jq 1.7.1 numbers them from 0 (`{"__jq": N}`, what a `try` around
  /// a `break` catches); their ids are below 0, apart from `freshID`'s.
  var labels = 0
  /// Nesting of function calls, held below `maxDepth` and while the stack lasts (`JQStack`):
  /// a jq error with an ID, never a crash.
  var depth = 0
  static let maxDepth = 100_000
  /// Calls and loop turns so far, for `poll` (one thread runs a run: no exclusivity check
  /// on this counter, which each call touches).
  @exclusivity(unchecked) var steps = 0
  /// The last `[…]` built, weighed without a walk when it is collected again (`JQBudget`).
  var footprints = JQFootprints()

  init(context: JQContext, program: JQCompiled) {
    self.context = context
    self.program = program
  }

  func freshID() -> Int {
    nextID += 1
    return nextID
  }

  func eval(_ n: JQNode, _ env: JQEnv, _ input: JSON, _ emit: (JSON) throws -> Void) throws {
    switch n {
    case .identity: try jqSend(emit, input)
    case .recurseAll: try JQRun.recurseValues(input, emit)
    case .literal(let v): try jqSend(emit, v)
    case .string(let parts, let format):
      try interpolate(parts[...], format, env, input, "", emit)
    case .format(let name): try jqSend(emit, .string(try JQFormats.apply(name, input)))
    case .index(let t, let k):
      if case .literal(let key) = k {
        if let v = try single(n, env, input) { return try jqSend(emit, v) }
        try eval(t, env, input) { try jqSend(emit, try JQOps.index($0, key)) }
      } else {
        // As jq's `gen_index`: the key first (its outputs vary slowest), then the term.
        try eval(k, env, input) { key in
          try self.eval(t, env, input) { try jqSend(emit, try JQOps.index($0, key)) }
        }
      }
    case .keyPath(let p): try jqSend(emit, try value(p, input))
    case .slice(let t, let from, let to):
      // jq's order: the start varies slowest, then the end, then the term.
      try evalOptional(from, env, input) { s in
        try self.evalOptional(to, env, input) { e in
          try self.eval(t, env, input) { try jqSend(emit, try JQOps.slice($0, s, e)) }
        }
      }
    case .iterate(let t): try eval(t, env, input) { try JQOps.iterate($0, emit) }
    case .tryCatch(let body, let handler):
      try tryCatch(
        body: { try self.eval(body, env, input, $0) }, emit,
        handler: { error in
          if let handler { try self.eval(handler, env, error, emit) }
        })
    case .array(let e):
      var items: [JSON] = []
      var held = 0
      if let e { try collect(e, env, input, &items, &held) }
      footprints.built(items, held: held)
      try jqSend(emit, .array(items))
    case .object(let entries):
      try objectFast(entries, env, input, emit)
    case .negate(let e): try eval(e, env, input) { try jqSend(emit, try JQOps.negate($0)) }
    case .pipe(let a, let b):
      if let v = try single(a, env, input) { return try eval(b, env, v, emit) }
      if case .array(let e) = a {
        // `[…] | f`: the array built, then `f` on it, without a callback.
        var items: [JSON] = []
        var held = 0
        if let e { try collect(e, env, input, &items, &held) }
        footprints.built(items, held: held)
        return try eval(b, env, .array(items), emit)
      }
      try eval(a, env, input) { try self.eval(b, env, $0, emit) }
    case .comma(let a, let b):
      try eval(a, env, input, emit)
      try eval(b, env, input, emit)
    case .arith(let op, let l, let r):
      if let v = try single(n, env, input) { return try jqSend(emit, v) }
      try eval(r, env, input) { rv in
        try self.eval(l, env, input) { try jqSend(emit, try JQOps.arith(op, $0, rv)) }
      }
    case .and(let l, let r):
      try eval(l, env, input) { lv in
        if !lv.isTruthy { return try jqSend(emit, .bool(false)) }
        try self.eval(r, env, input) { try jqSend(emit, .bool($0.isTruthy)) }
      }
    case .or(let l, let r):
      try eval(l, env, input) { lv in
        if lv.isTruthy { return try jqSend(emit, .bool(true)) }
        try self.eval(r, env, input) { try jqSend(emit, .bool($0.isTruthy)) }
      }
    case .alternative(let a, let b):
      // jq 1.7.1: the left side's errors are not suppressed.
      if let v = try single(a, env, input) {
        return v.isTruthy ? try jqSend(emit, v) : try eval(b, env, input, emit)
      }
      var any = false
      try eval(a, env, input) { v in
        if v.isTruthy {
          any = true
          try jqSend(emit, v)
        }
      }
      if !any { try eval(b, env, input, emit) }
    case .assign(let op, let lhs, let rhs): try assign(op, lhs, rhs, env, input, emit)
    case .ifThen(let c, let t, let e):
      if let cv = try single(c, env, input) {
        if cv.isTruthy { return try eval(t, env, input, emit) }
        if let e { return try eval(e, env, input, emit) }
        return try jqSend(emit, input)
      }
      try eval(c, env, input) { cv in
        if cv.isTruthy {
          try self.eval(t, env, input, emit)
        } else if let e {
          try self.eval(e, env, input, emit)
        } else {
          try jqSend(emit, input)
        }
      }
    case .reduce(let source, let pattern, let initial, let update):
      try reduce(source, pattern, initial, update, env, input, emit)
    case .foreach(let source, let pattern, let initial, let update, let extract):
      try eval(initial, env, input) { start in
        var acc = start
        try self.eval(source, env, input) { v in
          try self.destructure(pattern, v, env) { benv in
            // jq 1.7.1 loads the state and leaves null behind (LOADVN): an update with no
            // output makes the next one start from null.
            let state = acc
            acc = .null
            try self.eval(update, benv, state) { next in
              acc = next
              if let extract {
                try self.eval(extract, benv, next, emit)
              } else {
                try jqSend(emit, next)
              }
            }
          }
        }
      }
    case .bind(let source, let patterns, let body):
      try eval(source, env, input) { v in
        try self.bind(patterns, v, env, { try self.eval(body, $0, input, $1) }, emit)
      }
    case .label(let name, let body):
      let id = freshLabel()
      do {
        try eval(body, JQEnv(env, .label(name, id)), input, emit)
      } catch let b as JQBreak where b.id == id {}
    case .breakLabel(let name, _):
      guard let id = env.label(name) else {
        throw JQThrown(message: "$*label-\(name) is not defined")
      }
      throw JQBreak(id: id)
    case .define(let def, let body): try eval(body, JQEnv(env, .function(def)), input, emit)
    case .call(let name, let args, _): try call(name, args, env, input, emit)
    case .global(let c): try callGlobal(c, env, input, emit)
    case .variable(let name, _):
      guard let v = env.value(name) ?? program.globals[name] else {
        throw JQThrown(message: "$\(name) is not defined")
      }
      try jqSend(emit, v)
    }
  }

  func evalOptional(
    _ n: JQNode?, _ env: JQEnv, _ input: JSON, _ emit: (JSON) throws -> Void
  ) throws {
    if let n { try eval(n, env, input, emit) } else { try jqSend(emit, .null) }
  }

  /// Runs `body`, handing jq errors it raises to `handler`; errors raised downstream of
  /// its outputs (by `emit`) pass through untouched. Breaks always pass through.
  private func interpolate(
    _ parts: ArraySlice<JQStringNode>, _ format: String?, _ env: JQEnv, _ input: JSON,
    _ suffix: String, _ emit: (JSON) throws -> Void
  ) throws {
    // The last interpolation varies slowest, as in jq: built from the end.
    guard let last = parts.last else { return try jqSend(emit, .string(suffix)) }
    let rest = parts.dropLast()
    switch last {
    case .text(let s): try interpolate(rest, format, env, input, s + suffix, emit)
    case .interpolation(let e):
      try eval(e, env, input) { v in
        let text: String
        if let format {
          text = try JQFormats.apply(format, v)
        } else if case .string(let s) = v {
          text = s
        } else {
          text = JSONWriter.string(v, jq: true)
        }
        try self.interpolate(rest, format, env, input, text + suffix, emit)
      }
    }
  }

  func object(
    _ entries: ArraySlice<JQObjectEntry>, _ env: JQEnv, _ input: JSON, _ built: JSONObject,
    _ emit: (JSON) throws -> Void
  ) throws {
    guard let first = entries.first else { return try jqSend(emit, .object(built)) }
    let rest = entries.dropFirst()
    try eval(first.key, env, input) { k in
      guard case .string(let key) = k else {
        throw JQOps.fail("Cannot use \(JQOps.described(k)) as object key")
      }
      if case .index(.identity, .variable(JQObjectEntry.keyVariable, _)) = first.value {
        var next = built
        next[key] = try JQOps.index(input, k)
        return try self.object(rest, env, input, next, emit)
      }
      try self.eval(first.value, env, input) { v in
        var next = built
        next[key] = v
        try self.object(rest, env, input, next, emit)
      }
    }
  }

  /// `..`: every value, the input first, depth-first in document order (a stack, no
  /// recursion).
  static func recurseValues(_ root: JSON, _ emit: (JSON) throws -> Void) throws {
    var stack = [root]
    while let v = stack.popLast() {
      try jqSend(emit, v)
      switch v {
      case .array(let a): stack.append(contentsOf: a.reversed())
      case .object(let o): stack.append(contentsOf: o.entries.values.reversed())
      default: break
      }
    }
  }
}

extension JQRun {
  /// Runs the program on one input; an uncaught jq error becomes a `JQError`.
  func run(_ input: JSON, _ emit: (JSON) throws -> Void) throws {
    do {
      try eval(program.main, program.mainEnv, input, emit)
    } catch let e as JQThrown {
      throw JQRun.error(e)
    } catch let d as JQDownstream {
      if let e = d.inner as? JQThrown { throw JQRun.error(e) }
      if d.inner is JQBreak {
        throw JQError(kind: .runtime, message: "break", value: .string("break"), id: .jqRuntime)
      }
      throw d.inner
    } catch is JQBreak {
      throw JQError(kind: .runtime, message: "break", value: .string("break"), id: .jqRuntime)
    }
  }

  static func error(_ e: JQThrown) -> JQError {
    let message: String
    switch e.value {
    case .string(let s): message = s
    case .null: message = "null (null) not a string"
    default: message = "\(JSONWriter.string(e.value, jq: true)) (not a string)"
    }
    return JQError(kind: .runtime, message: message, value: e.value, id: e.id)
  }
}

// Every output of the evaluator goes through these two, never by a direct call of `emit`. The
// optimizer's closure specialization copies a function once per closure passed to it when
// the function calls that closure itself; `eval` takes a closure at some 80 call sites, each
// copy holds calls taking closures again, and a release build of this module then grew past
// 17 GB and was killed. A function that only passes `emit` on is not copied, so the copies
// stop at these two small ones.
@inline(never)
func jqSend(_ emit: (JSON) throws -> Void, _ value: JSON) throws { try emit(value) }

@inline(never)
func jqSend(_ emit: (JSON, [JSON]) throws -> Void, _ value: JSON, _ path: [JSON]) throws {
  try emit(value, path)
}
