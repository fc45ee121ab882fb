import SignalboxJSON

/// jq's modules: `import "p" as name;` (its definitions as `name::f`), `include "p";` (as
/// they are), `import "p" as $name;` (a JSON file's values as `$name` and `$name::name`),
/// found in the `search` directories of the import's metadata (relative to the importing
/// module) and the library paths (`-L`), as `p.jq`, `p/LAST.jq` or `p.json`.
final class JQModuleLoader {
  struct Module {
    let meta: JSON?
    let imports: [JQModuleText.Import]
    /// The last definition of each name and arity, with the environment binding it.
    let exports: [(JQName, JQFunctionDef, JQEnv)]
  }

  let libraryPaths: [String]
  var loaded: [String: Module] = [:]
  var depth = 0

  init(libraryPaths: [String]) { self.libraryPaths = libraryPaths }

  static func fail(_ text: String) -> JQError {
    JQError(kind: .compile, message: text, value: .string(text), id: .jqModule)
  }

  static func read(_ path: String) -> String? {
    guard let f = fopen(path, "rb") else { return nil }
    defer { fclose(f) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = fread(&buffer, 1, buffer.count, f)
      if n <= 0 { break }
      bytes.append(contentsOf: buffer[0..<n])
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  func find(_ imp: JQModuleText.Import, from dir: String?) throws -> String {
    var dirs: [String] = []
    var search: [JSON] = []
    if case .object(let o)? = imp.meta, let s = o["search"] {
      if case .array(let a) = s { search = a } else { search = [s] }
    }
    for case .string(let s) in search {
      dirs.append(s.hasPrefix("/") || dir == nil ? s : dir! + "/" + s)
    }
    dirs += libraryPaths
    let last = imp.path.split(separator: "/").last.map(String.init) ?? imp.path
    for d in dirs {
      let candidates =
        imp.isData
        ? ["\(d)/\(imp.path).json"] : ["\(d)/\(imp.path).jq", "\(d)/\(imp.path)/\(last).jq"]
      for c in candidates where JQModuleLoader.read(c) != nil { return c }
    }
    throw JQModuleLoader.fail("module not found: \(imp.path)")
  }

  func load(_ path: String) throws -> Module {
    if let m = loaded[path] { return m }
    depth += 1
    defer { depth -= 1 }
    if depth > 32 { throw JQModuleLoader.fail("modules import each other too deeply: \(path)") }
    guard let text = JQModuleLoader.read(path) else {
      throw JQModuleLoader.fail("module not found: \(path)")
    }
    let parsed = try JQParser.parseModule(text, isMain: false)
    let dir = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    var env = try bind(parsed.imports, into: JQEnv(nil, .none), from: dir).env
    var exports: [JQName: (JQFunctionDef, JQEnv)] = [:]
    var order: [JQName] = []
    for def in parsed.defs {
      env = JQEnv(env, .function(def))
      let name = JQName(def.name, def.params.count)
      if exports[name] == nil { order.append(name) }
      exports[name] = (def, env)
    }
    let module = Module(
      meta: parsed.meta, imports: parsed.imports,
      exports: order.map { ($0, exports[$0]!.0, exports[$0]!.1) })
    loaded[path] = module
    return module
  }

  /// The environment with the imports bound, and the names they bind (for the checker).
  func bind(_ imports: [JQModuleText.Import], into start: JQEnv, from dir: String?) throws -> (
    env: JQEnv, functions: [JQName], variables: [String]
  ) {
    var env = start
    var functions: [JQName] = []
    var variables: [String] = []
    // jq 1.7.1 looks its imports up last first: the last one missing is the one reported.
    let paths = try imports.reversed().map { try find($0, from: dir) }.reversed()
    for (imp, path) in zip(imports, paths) {
      if imp.isData, let alias = imp.alias {
        guard let text = JQModuleLoader.read(path), case .success(let values) = JSON.parseAll(text)
        else { throw JQModuleLoader.fail("cannot read data module \(path)") }
        for name in [alias, "\(alias)::\(alias)"] {
          env = JQEnv(env, .value(name, .array(values)))
          variables.append(name)
        }
        continue
      }
      let module = try load(path)
      for (name, def, denv) in module.exports {
        let visible = imp.alias.map { "\($0)::\(name.name)" } ?? name.name
        env = JQEnv(env, .alias(visible, def, denv))
        functions.append(JQName(visible, name.arity))
      }
    }
    return (env, functions, variables)
  }

  /// `modulemeta`: a module's metadata, its dependencies and its definitions.
  func meta(_ name: String) throws -> JSON {
    let path = try find(.init(path: name, alias: nil, isData: false, meta: nil), from: nil)
    let module = try load(path)
    var o = JSONObject()
    if case .object(let m)? = module.meta { for (k, v) in m.entries { o[k.string] = v } }
    var deps: [JSON] = []
    for imp in module.imports {
      var d = JSONObject()
      if case .object(let m)? = imp.meta { for (k, v) in m.entries { d[k.string] = v } }
      if let alias = imp.alias { d["as"] = .string(alias) }
      d["is_data"] = .bool(imp.isData)
      d["relpath"] = .string(imp.path)
      deps.append(.object(d))
    }
    o["deps"] = .array(deps)
    o["defs"] = .array(module.exports.map { .string("\($0.0.name)/\($0.0.arity)") })
    return .object(o)
  }
}
