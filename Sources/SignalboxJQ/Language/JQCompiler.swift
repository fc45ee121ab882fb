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
    checker.globals = Array(globals.keys)
    checker.targets = imported.targets
    try checker.check(main, modules: loader.order.flatMap(\.defs))
    var resolver = JQResolver(local: imported.functions, definitions: prelude)
    compiled.main = resolver.resolve(main)
    return compiled
  }
}
