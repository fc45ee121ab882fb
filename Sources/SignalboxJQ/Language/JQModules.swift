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
    let exports: [(JQName, JQFunctionDef, JQEnv, JQModuleDef)]
    /// Every definition, in order, as the checker sees it.
    let defs: [JQModuleDef]
  }

  let libraryPaths: [String]
  var loaded: [String: Module] = [:]
  /// The modules loaded, each after those it imports (jq 1.7.1's order of their code).
  var order: [Module] = []
  /// The modules whose errors were reported: jq 1.7.1 reports them once.
  var failed: Set<String> = []
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

  /// The path as jq 1.7.1 names the file in its errors: `realpath`'s, or as it is.
  static func resolved(_ path: String) -> String {
    guard let p = realpath(path, nil) else { return path }
    defer { free(p) }
    return String(cString: p)
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

  /// The module at `path`; throws its compile errors (every syntax error of its text, then
  /// those of the modules it imports), placed in its file.
  func load(_ path: String) throws -> Module {
    if let m = loaded[path] { return m }
    depth += 1
    defer { depth -= 1 }
    if depth > 32 { throw JQModuleLoader.fail("modules import each other too deeply: \(path)") }
    guard let text = JQModuleLoader.read(path) else {
      throw JQModuleLoader.fail("module not found: \(path)")
    }
    let source = JQModuleSource(path: Self.resolved(path), text: text)
    let parsed: JQModuleText
    do {
      parsed = try JQBison.reporting(text) { try JQParser.parseModule(text, isMain: false) }
    } catch let error as JQError {
      failed.insert(path)
      throw error.placed(in: source)
    }
    let dir = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    let imported: Bound
    do {
      imported = try bind(parsed.imports, into: JQEnv(nil, .none), from: dir)
    } catch {
      failed.insert(path)
      throw error
    }
    var env = imported.env
    var targets = imported.targets
    var exports: [JQName: (JQFunctionDef, JQEnv, JQModuleDef)] = [:]
    var names: [JQName] = []
    var defs: [JQModuleDef] = []
    for def in parsed.defs {
      env = JQEnv(env, .function(def))
      let name = JQName(def.name, def.params.count)
      let checked = JQModuleDef(def: def, source: source, variables: imported.variables)
      targets[name] = checked
      checked.targets = targets
      defs.append(checked)
      if exports[name] == nil { names.append(name) }
      exports[name] = (def, env, checked)
    }
    let module = Module(
      meta: parsed.meta, imports: parsed.imports,
      exports: names.map { ($0, exports[$0]!.0, exports[$0]!.1, exports[$0]!.2) }, defs: defs)
    loaded[path] = module
    order.append(module)
    return module
  }

  /// What `bind` binds: the environment, and for the checker the names and the definitions
  /// they are.
  struct Bound {
    var env: JQEnv
    var functions: [JQName] = []
    var variables: [String] = []
    var targets: [JQName: JQModuleDef] = [:]
  }

  /// The environment with the imports bound, and the names they bind (for the checker).
  /// jq 1.7.1 loads the imports last first, reporting each module's errors and going on
  /// with the next; a module it cannot find ends the loading there, counted alone.
  func bind(_ imports: [JQModuleText.Import], into start: JQEnv, from dir: String?) throws
    -> Bound
  {
    var bound = Bound(env: start)
    var paths = [String](repeating: "", count: imports.count)
    var modules = [Module?](repeating: nil, count: imports.count)
    var errors: [JQError] = []
    var count = 0
    for k in imports.indices.reversed() {
      do {
        paths[k] = try find(imports[k], from: dir)
      } catch let error as JQError {
        throw JQError.joined(errors + [error], count: 1)
      }
      if imports[k].isData || failed.contains(paths[k]) { continue }
      do {
        modules[k] = try load(paths[k])
      } catch let error as JQError {
        errors += [error] + error.following
        count += error.count ?? 1 + error.following.count
      }
    }
    if !errors.isEmpty { throw JQError.joined(errors, count: count) }
    for (k, imp) in imports.enumerated() {
      if imp.isData, let alias = imp.alias {
        guard let text = JQModuleLoader.read(paths[k]),
          case .success(let values) = JSON.parseAll(text)
        else { throw JQModuleLoader.fail("cannot read data module \(paths[k])") }
        for name in [alias, "\(alias)::\(alias)"] {
          bound.env = JQEnv(bound.env, .value(name, .array(values)))
          bound.variables.append(name)
        }
        continue
      }
      guard let module = modules[k] else { continue }
      for (name, def, denv, checked) in module.exports {
        let visible = imp.alias.map { "\($0)::\(name.name)" } ?? name.name
        bound.env = JQEnv(bound.env, .alias(visible, def, denv))
        let key = JQName(visible, name.arity)
        bound.functions.append(key)
        bound.targets[key] = checked
      }
    }
    return bound
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

/// A definition of an imported module as the checker sees it: the module's names it may
/// call (its imports, its definitions up to itself) and the file its errors are in.
final class JQModuleDef {
  let def: JQFunctionDef
  let source: JQModuleSource
  /// The variables the module's imports bind (`import "d" as $d;`).
  let variables: [String]
  /// What each name of the module's scope calls; set once, when the module is loaded.
  var targets: [JQName: JQModuleDef] = [:]

  init(def: JQFunctionDef, source: JQModuleSource, variables: [String]) {
    self.def = def
    self.source = source
    self.variables = variables
  }
}

extension JQError {
  /// The error, and those after it, placed in the module's file (unless already placed in
  /// a module it imports).
  func placed(in source: JQModuleSource) -> JQError {
    var e = self
    if e.module == nil { e.module = source }
    e.following = following.map { $0.placed(in: source) }
    return e
  }

  /// Errors as one: the first with the others as its `following`, and jq's count.
  static func joined(_ all: [JQError], count: Int) -> JQError {
    var first = all[0]
    first.following = all.dropFirst().map { e in
      var e = e
      e.following = []
      return e
    }
    first.count = count == all.count ? nil : count
    return first
  }
}
