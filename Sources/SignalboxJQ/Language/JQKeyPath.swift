import SignalboxJSON

/// `.a.b[0]`: a path of constant keys from `.`, which the resolver makes of the `.index`
/// nodes it stands for (`node`, which path mode runs as it is). Its value is `JQOps.index`
/// of each key in turn; on an input kept as its text (`JSONText.walksAsJQ`) the leading
/// keys the text can take (`steps`: strings, and numbers from 0, cut towards zero as
/// `JQOps.element` cuts them) are walked in the text (`JSONText.walk`), so the objects and
/// arrays on the way are neither copied nor built and only the value at the end is read.
final class JQKeyPath: Sendable {
  let node: JQNode
  let keys: [JSON]
  let steps: [PathStep]

  private init(node: JQNode, keys: [JSON]) {
    self.node = node
    self.keys = keys
    var steps: [PathStep] = []
    walkable: for key in keys {
      switch key {
      case .string(let s): steps.append(.key(FieldKey(s)))
      case .number(let d) where d >= 0 && d < 1e18: steps.append(.index(Int(d)))
      default: break walkable
      }
    }
    self.steps = steps
  }

  /// `t[k]` as a key path when `k` is a literal and `t` is `.` or a key path; nil otherwise.
  static func make(_ t: JQNode, _ k: JQNode) -> JQNode? {
    guard case .literal(let key) = k else { return nil }
    switch t {
    case .identity: return .keyPath(JQKeyPath(node: .index(t, k), keys: [key]))
    case .keyPath(let p): return .keyPath(JQKeyPath(node: .index(p.node, k), keys: p.keys + [key]))
    default: return nil
    }
  }
}

extension JQRun {
  /// The value of `path` in `input`, and its errors: `JQOps.index`'s.
  func value(_ path: JQKeyPath, _ input: JSON) throws -> JSON {
    var v = input
    var i = 0
    if case .object(let object) = input, case .text(let text) = object.storage, text.walksAsJQ {
      let (taken, at) = text.walk(path.steps)
      v = at.map { text.value(at: $0) } ?? .null
      i = taken
    }
    while i < path.keys.count {
      v = try JQOps.index(v, path.keys[i])
      i += 1
    }
    return v
  }
}
