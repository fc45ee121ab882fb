import SignalboxJSON

/// A parsed jq filter. The compiler has checked that each name is defined, then resolved
/// each call of a builtin (`.global`, `JQResolver`); the other names are found when the
/// filter runs, through `JQEnv`.
indirect enum JQNode: Sendable {
  case identity
  case recurseAll  // `..`
  case literal(JSON)
  case string([JQStringNode], format: String?)
  case format(String)  // `@base64` as a filter
  case index(JQNode, JQNode)  // `t[k]`, `t.k`
  case keyPath(JQKeyPath)  // `.a.b[0]`: made by the resolver of `.index` nodes
  case slice(JQNode, JQNode?, JQNode?)
  case iterate(JQNode)
  case tryCatch(JQNode, JQNode?)  // `try b catch h`; `b?` has no handler
  case array(JQNode?)
  case object([JQObjectEntry])
  case negate(JQNode)
  case pipe(JQNode, JQNode)
  case comma(JQNode, JQNode)
  case arith(JQArith, JQNode, JQNode)
  case and(JQNode, JQNode)
  case or(JQNode, JQNode)
  case alternative(JQNode, JQNode)
  case assign(String, JQNode, JQNode)  // `=`, `|=`, `+=` … `//=`
  case ifThen(JQNode, JQNode, JQNode?)
  case reduce(JQNode, JQBindPattern, JQNode, JQNode)
  case foreach(JQNode, JQBindPattern, JQNode, JQNode, JQNode?)
  case bind(JQNode, [JQBindPattern], JQNode)  // `s as $p ?// $q | body`
  case label(String, JQNode)
  case breakLabel(String, position: Int)  // where `break` stands, for its compile error
  case define(JQFunctionDef, JQNode)
  case call(String, [JQNode], position: Int)
  case global(JQGlobalCall)  // a builtin, resolved by the compiler
  case variable(String, position: Int)
}

enum JQStringNode: Sendable {
  case text(String)
  case interpolation(JQNode)
}

struct JQObjectEntry: Sendable {
  let key: JQNode
  let value: JQNode

  /// In the value of `{"\(e)"}`: the key this entry is building (a name no filter can
  /// write).
  static let keyVariable = "\u{0}object key"
}

enum JQArith: Sendable {
  case add, subtract, multiply, divide, modulo
  case equal, notEqual, less, lessEqual, greater, greaterEqual
}

indirect enum JQBindPattern: Sendable {
  case variable(String)
  case array([JQBindPattern])
  case object([(key: JQNode, variable: String?, pattern: JQBindPattern?)])

  /// The variables the pattern binds, in order of appearance.
  var variables: [String] {
    switch self {
    case .variable(let v): return [v]
    case .array(let items): return items.flatMap(\.variables)
    case .object(let entries):
      return entries.flatMap { e in (e.variable.map { [$0] } ?? []) + (e.pattern?.variables ?? []) }
    }
  }
}

/// `def name(params): body;` — a parameter named `$x` is a value parameter.
/// The body is set once more only while the prelude is resolved (`JQResolver`), before
/// any run.
final class JQFunctionDef: @unchecked Sendable {
  let name: String
  let params: [String]
  var body: JQNode

  init(name: String, params: [String], body: JQNode) {
    self.name = name
    self.params = params
    self.body = body
  }
}
