/// An entry's words: its forms, its heading, RxJS's nearest operator, and what `:explain` and
/// `:pending` say. The operators', sources', statements' and commands' words are records of
/// the prose files (`Operators/<concern>.txt`, read by `OperatorTable.prose(of:)` on first
/// use); a function brings its own (`givenProse`), in the shape of jq's library's rows.
extension OperatorSpec {
  struct Prose: Sendable {
    /// The forms, as the docs heading and completion show them (`throttle T[, EXPR]`).
    var forms: [String] = []
    var doc: Doc = .own(summary: "", rule: "", example: "")
    /// For an operator of RxJS's (`dialect: .rxjs`, not an alias): RAC's nearest operator and
    /// how it differs, or "none" (docs/operators.md's table of RxJS's names).
    var nearest = ""
    /// `:explain`: what the stage keeps between events, and how it uses time.
    var state: String? = nil
    var time: String? = nil
    /// `:pending`: what the work the stage schedules will do.
    var pending: String? = nil
  }

  /// The entry's words (an empty `Prose` for an entry with no record: `OperatorProseTests`
  /// fails on one).
  var prose: Prose { givenProse ?? OperatorTable.prose(of: self) }

  var forms: [String] { prose.forms }
  var doc: Doc { prose.doc }
  var nearest: String { prose.nearest }
  package var state: String? { prose.state }
  package var time: String? { prose.time }
  var pending: String? { prose.pending }
}
