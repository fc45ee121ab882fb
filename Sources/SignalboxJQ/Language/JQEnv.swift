import SignalboxJSON

/// A catchable jq error carrying its value (`error(v)`, or a builtin's message as a string).
struct JQThrown: Error {
  let value: JSON
  var id: DiagnosticMessage.ID? = nil

  init(_ value: JSON, id: DiagnosticMessage.ID? = nil) {
    self.value = value
    self.id = id
  }

  init(message: String) {
    self.value = .string(message)
    self.id = .jqRuntime
  }
}

/// `break $label`, and the stop of `limit`/`first`: unwinds to the label with this id.
struct JQBreak: Error {
  let id: Int
}

/// A jq error raised downstream of a `try` body's output: it passes through that `try`
/// (whose id it carries) unwrapped, then continues as the error it was.
struct JQDownstream: Error {
  let inner: Error
  let id: Int
}

/// The bindings in scope: a linked list, innermost first. A function's body runs in the
/// environment where it was defined (the node binding it, so it sees itself), extended by
/// its parameters.
final class JQEnv {
  enum Binding {
    case none
    case value(String, JSON)
    case function(JQFunctionDef)
    /// A filter parameter: the argument's filter and the caller's environment.
    case closure(String, JQNode, JQEnv)
    case label(String, Int)
    /// A module's definition under the name it is imported as (`m::f`), run where the
    /// module defined it.
    case alias(String, JQFunctionDef, JQEnv)
  }

  let parent: JQEnv?
  let binding: Binding

  init(_ parent: JQEnv?, _ binding: Binding) {
    self.parent = parent
    self.binding = binding
  }

  func value(_ name: String) -> JSON? {
    var e: JQEnv? = self
    while let env = e {
      if case .value(let n, let v) = env.binding, n == name { return v }
      e = env.parent
    }
    return nil
  }

  func label(_ name: String) -> Int? {
    var e: JQEnv? = self
    while let env = e {
      if case .label(let n, let id) = env.binding, n == name { return id }
      e = env.parent
    }
    return nil
  }

  enum Callee {
    case function(JQFunctionDef, JQEnv)
    case closure(JQNode, JQEnv)
  }

  /// The innermost definition of `name/arity` in scope (nil: a builtin, or undefined).
  func callee(_ name: String, _ arity: Int) -> Callee? {
    var e: JQEnv? = self
    while let env = e {
      switch env.binding {
      case .function(let def) where def.name == name && def.params.count == arity:
        return .function(def, env)
      case .closure(let n, let node, let cenv) where arity == 0 && n == name:
        return .closure(node, cenv)
      case .alias(let n, let def, let denv) where n == name && def.params.count == arity:
        return .function(def, denv)
      default: break
      }
      e = env.parent
    }
    return nil
  }
}
