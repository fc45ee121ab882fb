import SignalboxJSON

/// The syntax tree: plain value types, one pass per file (evaluation, compilation,
/// printing). Every node keeps the offset of its first token for diagnostics.

package indirect enum Expr: Sendable {
  case literal(JSON, at: Int)
  case name(String, at: Int)
  case dollar(Int, at: Int)
  case array([Expr], at: Int)
  case object([(key: String, value: Expr)], at: Int)
  case field(Expr, String, at: Int)
  case index(Expr, Expr, at: Int)
  case unary(UnaryOperator, Expr, at: Int)
  case binary(BinaryOperator, Expr, Expr, at: Int)
  case conditional(Expr, Expr, Expr, at: Int)
  case call(String, [Expr], at: Int)
  case block(Block)

  package var offset: Int {
    switch self {
    case .literal(_, let at), .name(_, let at), .dollar(_, let at), .array(_, let at),
      .object(_, let at),
      .field(_, _, let at), .index(_, _, let at), .unary(_, _, let at), .binary(_, _, _, let at),
      .conditional(_, _, _, let at), .call(_, _, let at):
      return at
    case .block(let b): return b.offset
    }
  }
}

/// `{ [param ->] pipeline }`: a pipeline built per use (per value, per error, per
/// subscription) with `param` (and `x`) bound to the value it is built for.
package struct Block: Sendable {
  package var parameter: String?
  package var pipeline: Pipeline
  package var offset: Int
}

/// `SOURCE | STAGE | …`; the source is the first stage.
package struct Pipeline: Sendable {
  package var stages: [Stage]
  package var offset: Int { stages.first?.offset ?? 0 }
}

package struct Stage: Sendable {
  package var name: String
  /// `NAME.member` for command streams (`c.executing`).
  package var member: String?
  package var arguments: [Argument]
  /// A mode word after the arguments: `stdin lines`, `file "p" lenient` (read once, by
  /// the parser).
  package var mode: InputMode?
  package var modeOffset: Int
  package var offset: Int
  /// After the mode word `items`: its PATH (`stdin items "data.rows"`) and `lenient`.
  package var itemsPath: Expr? = nil
  package var itemsLenient = false
}

/// How `stdin` or `file "PATH"` reads its input: the mode word after it.
package enum InputMode: Sendable, Equatable {
  /// `lines`: each line as a string.
  case lines
  /// `lenient`: JSON values, an invalid one a warning instead of an error.
  case lenient
  /// `timed`: `{"t": …, "value": …}` records replayed at their times.
  case timed
  /// `items [PATH] [lenient]`: the items of one large document, streamed.
  case items
  /// A word that is no mode: the compiler reports it where it stands.
  case unknown(String)

  /// The mode a word names (`unknown` for any other word).
  package init(word: String) {
    switch word {
    case "lines": self = .lines
    case "lenient": self = .lenient
    case "timed": self = .timed
    case "items": self = .items
    default: self = .unknown(word)
    }
  }

  /// The word as the program spells it.
  package var word: String {
    switch self {
    case .lines: return "lines"
    case .lenient: return "lenient"
    case .timed: return "timed"
    case .items: return "items"
    case .unknown(let word): return word
    }
  }
}

package enum Argument: Sendable {
  case expr(Expr)
  case block(Block)

  package var offset: Int {
    switch self {
    case .expr(let e): return e.offset
    case .block(let b): return b.offset
    }
  }
}

package enum Statement: Sendable {
  case pipeline(Pipeline, background: Bool, at: Int)
  case letPipeline(String, Pipeline, at: Int)
  case letValue(String, Expr, at: Int)
  case subject(kind: SubjectKind, name: String, arguments: [Expr], at: Int)
  case send(String, Expr, at: Int)
  case complete(String, at: Int)
  case fail(String, Expr, at: Int)
  case command(String, concurrent: Bool, Block, at: Int)
  case execute(String, Expr, at: Int)
  case connect(String, at: Int)
  case sleep(Expr, at: Int)
  case expect(Expectation, at: Int)
  /// `:NAME ARGUMENT`: the argument as written (trimmed), and where it starts (where it
  /// would start, when there is none).
  case meta(String, String, at: Int, argumentAt: Int)

  package var offset: Int {
    switch self {
    case .pipeline(_, _, let at), .letPipeline(_, _, let at), .letValue(_, _, let at),
      .subject(_, _, _, let at),
      .send(_, _, let at), .complete(_, let at), .fail(_, _, let at), .command(_, _, _, let at),
      .execute(_, _, let at), .connect(_, let at), .sleep(_, let at), .meta(_, _, let at, _),
      .expect(_, let at):
      return at
    }
  }
}
