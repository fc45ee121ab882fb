/// Refuses a filter calling a function, or reading a variable or label, that is not
/// defined where it is used, with jq's messages: all of them, in jq 1.7.1's order. jq
/// compiles a function's own code first, then (only when that had no error) its closures:
/// the bodies of its definitions that are called, and the arguments of its calls; so
/// `first(a) | b` reports `b` alone, and `def f: a; 1` nothing. In its code, an index's key
/// comes before its target, a `reduce`'s start before its source; `=` and `|=` take both
/// sides as closures, `+=` and its kin the left one only. An imported module's definitions
/// come first among the main filter's closures (jq 1.7.1 puts the modules' code before the
/// filter's), each checked in its module's scope when something calls it, its errors placed
/// in its file.
struct JQChecker {
  var functions: [JQName] = []
  var known: Set<JQName>
  var variables: [String]
  var labels: [String] = []
  /// The errors of the code being checked, and the closures it leaves for later.
  private var errors: [JQError] = []
  private var closures: [Closure] = []
  /// The definitions called anywhere so far: jq drops those nothing calls.
  private var called: Set<JQName> = []
  /// The imported definitions each name of the code being checked calls (`m::f`, and in a
  /// module its own and its imports' names).
  var targets: [JQName: JQModuleDef] = [:]
  /// The imported definitions called so far.
  private var calledModules: Set<ObjectIdentifier> = []
  /// The variables every module sees (`$ENV`, `--arg`'s).
  var globals: [String] = []
  /// The module file of the code being checked; nil for the filter's.
  private var source: JQModuleSource? = nil

  private struct Closure {
    let node: JQNode
    let def: JQFunctionDef?
    let scope: ([JQName], [String], [String])
    var targets: [JQName: JQModuleDef] = [:]
    var source: JQModuleSource? = nil
    /// An imported module's definition: checked once something calls it.
    var module: JQModuleDef? = nil
  }

  init(known: Set<JQName>, variables: Set<String>) {
    self.known = known
    self.variables = Array(variables)
  }

  func undefined(_ what: String, _ position: Int?) -> JQError {
    let text = "\(what) is not defined"
    return JQError(
      kind: .compile, message: text, value: .string(text), position: position, id: .jqUndefined)
  }

  /// Throws the first undefined name, with the others jq reports as its `following`.
  mutating func check(_ main: JQNode, modules: [JQModuleDef] = []) throws {
    var all: [JQError] = []
    let imported = modules.map { m in
      Closure(
        node: m.def.body, def: m.def, scope: ([], globals + m.variables, []),
        targets: m.targets, source: m.source, module: m)
    }
    run(
      Closure(node: main, def: nil, scope: scope, targets: targets), into: &all, first: imported
    )
    guard var first = all.first else { return }
    first.following = Array(all.dropFirst())
    throw first
  }

  private var scope: ([JQName], [String], [String]) { (functions, variables, labels) }

  private mutating func run(
    _ closure: Closure, into all: inout [JQError], first: [Closure] = []
  ) {
    (functions, variables, labels) = closure.scope
    (targets, source) = (closure.targets, closure.source)
    errors = []
    closures = []
    if let def = closure.def {
      functions.append(JQName(def.name, def.params.count))
      for p in def.params {
        if p.hasPrefix("$") {
          variables.append(String(p.dropFirst()))
          functions.append(JQName(String(p.dropFirst()), 0))
        } else {
          functions.append(JQName(p, 0))
        }
      }
    }
    visit(closure.node)
    all += source.map { s in errors.map { $0.placed(in: s) } } ?? errors
    guard errors.isEmpty else { return }
    let pending = first + closures
    var done = [Bool](repeating: false, count: pending.count)
    var progress = true
    while progress {
      progress = false
      for (k, c) in pending.enumerated() where !done[k] {
        if let m = c.module {
          guard calledModules.contains(ObjectIdentifier(m)) else { continue }
        } else if let def = c.def, !called.contains(JQName(def.name, def.params.count)) {
          continue
        }
        done[k] = true
        progress = true
        run(c, into: &all)
      }
    }
  }

  private mutating func later(_ node: JQNode) {
    closures.append(
      Closure(node: node, def: nil, scope: scope, targets: targets, source: source))
  }

  private mutating func visit(_ n: JQNode) {
    switch n {
    case .identity, .recurseAll, .literal, .format, .keyPath: break
    case .string(let parts, _):
      for case .interpolation(let e) in parts { visit(e) }
    case .index(let target, let key):
      visit(key)
      visit(target)
    case .pipe(let a, let b), .comma(let a, let b), .arith(_, let a, let b), .and(let a, let b),
      .or(let a, let b), .alternative(let a, let b):
      visit(a)
      visit(b)
    case .assign(let op, let a, let b):
      if op == "=" || op == "|=" {
        later(a)
        later(b)
      } else {
        visit(b)
        later(a)
      }
    case .slice(let t, let from, let to):
      if let from { visit(from) }
      if let to { visit(to) }
      visit(t)
    case .iterate(let t), .negate(let t): visit(t)
    case .tryCatch(let b, let h):
      visit(b)
      if let h { visit(h) }
    case .array(let e): if let e { visit(e) }
    case .object(let entries):
      for e in entries {
        visit(e.key)
        visit(e.value)
      }
    case .ifThen(let c, let t, let e):
      visit(c)
      visit(t)
      if let e { visit(e) }
    case .reduce(let s, let p, let i, let u):
      visit(i)
      visit(s)
      scoped(p.variables) {
        $0.visitPattern(p)
        $0.visit(u)
      }
    case .foreach(let s, let p, let i, let u, let x):
      visit(i)
      visit(s)
      scoped(p.variables) {
        $0.visitPattern(p)
        $0.visit(u)
        if let x { $0.visit(x) }
      }
    case .bind(let s, let ps, let body):
      visit(s)
      scoped(ps.flatMap(\.variables)) {
        for p in ps { $0.visitPattern(p) }
        $0.visit(body)
      }
    case .label(let name, let body):
      labels.append(name)
      visit(body)
      labels.removeLast()
    case .breakLabel(let name, let position):
      if !labels.contains(name) { errors.append(undefined("$*label-\(name)", position)) }
    case .define(let def, let body):
      closures.append(
        Closure(node: def.body, def: def, scope: scope, targets: targets, source: source))
      functions.append(JQName(def.name, def.params.count))
      visit(body)
      functions.removeLast()
    case .call(let name, let args, let position):
      let key = JQName(name, args.count)
      if !functions.contains(key), let m = targets[key] {
        calledModules.insert(ObjectIdentifier(m))
      } else {
        guard functions.contains(key) || known.contains(key) else {
          return errors.append(undefined("\(name)/\(args.count)", position))
        }
        called.insert(key)
      }
      for a in args { later(a) }
    case .global(let c):
      for a in c.args { visit(a) }
    case .variable(let name, let position):
      if !variables.contains(name) && name != JQObjectEntry.keyVariable {
        errors.append(undefined("$\(name)", position))
      }
    }
  }

  private mutating func visitPattern(_ p: JQBindPattern) {
    if case .object(let entries) = p {
      for e in entries {
        visit(e.key)
        if let sub = e.pattern { visitPattern(sub) }
      }
    } else if case .array(let items) = p {
      for item in items { visitPattern(item) }
    }
  }

  private mutating func scoped(_ names: [String], _ body: (inout JQChecker) -> Void) {
    let saved = variables.count
    variables.append(contentsOf: names)
    body(&self)
    variables.removeSubrange(saved...)
  }
}
