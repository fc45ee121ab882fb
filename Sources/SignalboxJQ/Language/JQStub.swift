import SignalboxJSON

/// A compiled filter (first version: the identity only).
indirect enum JQNode: Sendable {
  case identity
}

enum JQCompiler {
  static func compile(_ text: String, options: JQOptions) throws -> JQNode {
    let t = String(text.filter { !$0.isWhitespace })
    guard t == "." else {
      throw JQError(kind: .compile, message: "syntax error", value: .string("syntax error"))
    }
    return .identity
  }
}

enum JQInterpreter {
  static func run(
    _ node: JQNode, _ input: JSON, context: JQContext, emit: (JSON) throws -> Void
  ) throws {
    try emit(input)
  }
}
