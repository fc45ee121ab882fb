import SignalboxJSON

/// A builtin's or a definition's name and arity (`map/1`).
struct JQName: Hashable, Sendable {
  let name: String
  let arity: Int

  init(_ name: String, _ arity: Int) {
    self.name = name
    self.arity = arity
  }
}

/// A compiled program: its filter, the builtins written in jq, and the caller's variables.
final class JQCompiled: @unchecked Sendable {
  /// Set once more when the compiler has resolved its calls (`JQResolver`).
  var main: JQNode
  let definitions: [JQName: JQFunctionDef]
  let globals: [String: JSON]
  /// The environment a builtin written in jq runs in: nothing bound but the builtins.
  let root = JQEnv(nil, .none)
  /// The environment the main filter starts in: the root with its imports bound.
  var mainEnv: JQEnv
  let modules: JQModuleLoader

  init(
    main: JQNode, definitions: [JQName: JQFunctionDef], globals: [String: JSON],
    modules: JQModuleLoader
  ) {
    self.main = main
    self.definitions = definitions
    self.globals = globals
    self.modules = modules
    mainEnv = root
  }
}

enum JQCompiler {
  static func compile(_ text: String, options: JQOptions) throws -> JQCompiled {
    var globals: [String: JSON] = ["ENV": JQNatives.environment]
    for (name, value) in options.variables { globals[name] = value }
    let parsed = try JQBison.reporting(text) { try JQParser.parseModule(text, isMain: true) }
    let main = parsed.body ?? .identity
    let prelude = JQPrelude.definitions
    let loader = JQModuleLoader(libraryPaths: options.libraryPaths)
    let compiled = JQCompiled(
      main: main, definitions: prelude, globals: globals, modules: loader)
    let imported = try loader.bind(parsed.imports, into: compiled.root, from: nil)
    compiled.mainEnv = imported.env
    var checker = JQChecker(
      known: Set(prelude.keys).union(JQNatives.table.keys).subtracting(JQ171.absent)
        .union(imported.functions),
      variables: Set(globals.keys).union(imported.variables))
    try checker.check(main)
    var resolver = JQResolver(local: imported.functions, definitions: prelude)
    compiled.main = resolver.resolve(main)
    return compiled
  }
}

/// Refuses a filter calling a function, or reading a variable or label, that is not
/// defined where it is used, with jq's message.
struct JQChecker {
  var functions: [JQName] = []
  var known: Set<JQName>
  var variables: [String]
  var labels: [String] = []

  init(known: Set<JQName>, variables: Set<String>) {
    self.known = known
    self.variables = Array(variables)
  }

  func undefined(_ what: String, _ position: Int?) -> JQError {
    let text = "\(what) is not defined"
    return JQError(
      kind: .compile, message: text, value: .string(text), position: position, id: .jqUndefined)
  }

  mutating func check(_ n: JQNode) throws {
    switch n {
    case .identity, .recurseAll, .literal, .format, .keyPath: break
    case .string(let parts, _):
      for case .interpolation(let e) in parts { try check(e) }
    case .index(let a, let b), .pipe(let a, let b), .comma(let a, let b),
      .arith(_, let a, let b), .and(let a, let b), .or(let a, let b),
      .alternative(let a, let b), .assign(_, let a, let b):
      try check(a)
      try check(b)
    case .slice(let t, let from, let to):
      try check(t)
      if let from { try check(from) }
      if let to { try check(to) }
    case .iterate(let t), .negate(let t): try check(t)
    case .tryCatch(let b, let h):
      try check(b)
      if let h { try check(h) }
    case .array(let e): if let e { try check(e) }
    case .object(let entries):
      for e in entries {
        try check(e.key)
        try check(e.value)
      }
    case .ifThen(let c, let t, let e):
      try check(c)
      try check(t)
      if let e { try check(e) }
    case .reduce(let s, let p, let i, let u):
      try check(s)
      try check(i)
      try scoped(p.variables) {
        try $0.checkPattern(p)
        try $0.check(u)
      }
    case .foreach(let s, let p, let i, let u, let x):
      try check(s)
      try check(i)
      try scoped(p.variables) {
        try $0.checkPattern(p)
        try $0.check(u)
        if let x { try $0.check(x) }
      }
    case .bind(let s, let ps, let body):
      try check(s)
      try scoped(ps.flatMap(\.variables)) {
        for p in ps { try $0.checkPattern(p) }
        try $0.check(body)
      }
    case .label(let name, let body):
      labels.append(name)
      defer { labels.removeLast() }
      try check(body)
    case .breakLabel(let name, let position):
      if !labels.contains(name) { throw undefined("$*label-\(name)", position) }
    case .define(let def, let body):
      try checkDef(def)
      functions.append(JQName(def.name, def.params.count))
      defer { functions.removeLast() }
      try check(body)
    case .call(let name, let args, let position):
      let key = JQName(name, args.count)
      if !functions.contains(key) && !known.contains(key) {
        throw undefined("\(name)/\(args.count)", position)
      }
      for a in args { try check(a) }
    case .global(let c):
      for a in c.args { try check(a) }
    case .variable(let name, let position):
      if !variables.contains(name) && name != JQObjectEntry.keyVariable {
        throw undefined("$\(name)", position)
      }
    }
  }

  mutating func checkDef(_ def: JQFunctionDef) throws {
    let saved = (functions, variables, labels)
    defer { (functions, variables, labels) = saved }
    functions.append(JQName(def.name, def.params.count))
    for p in def.params {
      if p.hasPrefix("$") {
        variables.append(String(p.dropFirst()))
        functions.append(JQName(String(p.dropFirst()), 0))
      } else {
        functions.append(JQName(p, 0))
      }
    }
    try check(def.body)
  }

  mutating func checkPattern(_ p: JQBindPattern) throws {
    if case .object(let entries) = p {
      for e in entries {
        try check(e.key)
        if let sub = e.pattern { try checkPattern(sub) }
      }
    } else if case .array(let items) = p {
      for item in items { try checkPattern(item) }
    }
  }

  mutating func scoped(_ names: [String], _ body: (inout JQChecker) throws -> Void) throws {
    let saved = variables.count
    variables.append(contentsOf: names)
    defer { variables.removeSubrange(saved...) }
    try body(&self)
  }
}
