import SignalboxJSON

/// "did you mean …?": by meaning for a name other tools use (`OperatorTable.synonyms`),
/// otherwise the closest name by edit distance.
extension Compiler {
  /// The message for a stage name the table does not know.
  package func unknownOperator(_ name: String) -> DiagnosticMessage {
    if let synonym = OperatorTable.synonyms[name],
      OperatorTable.spec(String(synonym.operator.prefix { $0 != " " }), .stage) != nil
    {
      return Message.unknownOperatorMeaning(name, synonym.operator, why: synonym.why)
    }
    return Message.unknownOperator(name, suggestion: suggest(name, among: OperatorTable.stageNames))
  }

  /// The closest name to `name` among `candidates`, for "did you mean …?".
  package func suggest(_ name: String, among candidates: [String]) -> String? {
    Compiler.closest(to: name, among: candidates)
  }

  /// The closest name to `name` among `candidates` (what `suggest` says; the command line
  /// asks it of the options' names).
  package static func closest(to name: String, among candidates: [String]) -> String? {
    var best: (String, Int)? = nil
    // The distance is at least the difference in length, and costs the product of the
    // lengths: a long name (hostile program text) gets no suggestion rather than a
    // table of 10^10 cells.
    let allowed = max(1, name.count / 3)
    guard name.count <= 64 else { return nil }
    for candidate in candidates where abs(candidate.count - name.count) <= allowed {
      let d = Compiler.editDistance(name.lowercased(), candidate.lowercased())
      if d <= max(1, name.count / 3), best == nil || d < best!.1 { best = (candidate, d) }
    }
    if best == nil,
      let prefixed = candidates.filter({ $0.hasPrefix(name) && name.count >= 2 }).min(by: {
        $0.count < $1.count
      })
    {
      return prefixed
    }
    return best?.0
  }

  /// Edit distance counting a swap of neighbours as one edit (`hepl` → `help`).
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { d[i][0] = i }
    for j in 0...b.count { d[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
        }
      }
    }
    return d[a.count][b.count]
  }
}
