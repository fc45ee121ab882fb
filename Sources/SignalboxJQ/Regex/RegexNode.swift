/// A parsed regular expression (Oniguruma's syntax as jq users write it).
indirect enum RegexNode: Sendable {
  case empty
  /// One scalar; `fold` compares case-insensitively.
  case scalar(Unicode.Scalar, fold: Bool)
  case set(RegexClass, fold: Bool)
  /// `.`: any scalar, or any but a newline.
  case any(dotAll: Bool)
  case anchor(RegexAnchor)
  case group(RegexNode, capture: Int?)
  case concat([RegexNode])
  case alternation([RegexNode])
  case loop(RegexNode, min: Int, max: Int?, greedy: Bool)
  case backReference(Int, fold: Bool)
  case look(RegexNode, ahead: Bool, negated: Bool)
  /// `(?>…)`, and a possessive quantifier (`a*+` is `(?>a*)`): the first way the inside
  /// matches, never given back.
  case atomic(RegexNode)
  /// The next scalar, if any, is not in the class (`\R`'s lone `\r`).
  case notNext(RegexClass)
  /// `\K`: the match starts here.
  case keep

  /// Whether matching needs the backtracking engine (back-references, look-arounds).
  var needsBacktracking: Bool {
    switch self {
    case .backReference, .look: return true
    case .atomic(let n): return n.runOnPike == nil || n.needsBacktracking
    case .group(let n, _), .loop(let n, _, _, _): return n.needsBacktracking
    case .concat(let ns), .alternation(let ns): return ns.contains { $0.needsBacktracking }
    default: return false
    }
  }
}

extension RegexNode {
  /// An atomic group the Pike VM runs: an unbounded greedy loop over one scalar (`X*+`,
  /// `X++`, `(?>X{n,})`) is the same loop followed by "the next scalar is not an X". The class
  /// of X and whether it folds case, or nil.
  var runOnPike: (RegexClass, fold: Bool)? {
    if case .group(let inner, nil) = self { return inner.runOnPike }
    guard case .loop(let body, _, nil, true) = self else { return nil }
    return body.singleScalar
  }

  var singleScalar: (RegexClass, fold: Bool)? {
    switch self {
    case .scalar(let c, let fold): return (.scalar(c), fold)
    case .set(let set, let fold): return (set, fold)
    case .any(let dotAll): return (dotAll ? .not(.union([])) : .not(.scalar("\n")), false)
    case .group(let inner, nil): return inner.singleScalar
    default: return nil
    }
  }
}

enum RegexAnchor: Sendable {
  /// `^` `$` as jq's Oniguruma reads them (single-line: start, end or before a final newline);
  /// with `(?m)` the line forms.
  case start, end, lineStart, lineEnd
  /// `\A`, `\z`, `\Z`.
  case textStart, textEnd, textEndBeforeNewline
  case wordBoundary, notWordBoundary
  /// `\G`: where this search started (jq starts each search of a `g` match after the last).
  case searchStart

  /// Whether the anchor holds at byte `i` of `text`, whose search started at `from`.
  func holds(_ text: RegexInput, at i: Int, from: Int) -> Bool {
    let n = text.count
    let b = text.bytes
    switch self {
    case .start, .textStart: return i == 0
    case .textEnd: return i == n
    case .end, .textEndBeforeNewline: return i == n || (i == n - 1 && b[i] == 10)
    case .lineStart: return i == 0 || b[i - 1] == 10
    case .lineEnd: return i == n || b[i] == 10
    case .searchStart: return i == from
    case .wordBoundary, .notWordBoundary:
      let before = text.before(i).map(RegexClass.isWord) ?? false
      let after = text.after(i).map(RegexClass.isWord) ?? false
      return (before != after) == (self == .wordBoundary)
    }
  }
}

/// Why a pattern cannot be compiled: `invalid` as Oniguruma would say it, `unsupported` for
/// what Oniguruma reads but this engine refuses (script properties, subexpression calls…).
enum RegexSyntaxError: Error {
  case invalid(String)
  case unsupported(String)
}

extension RegexNode {
  /// The most scalars a match of the node takes, or nil when there is no bound (an
  /// unbounded loop over something that consumes, a back-reference).
  var maxLength: Int? {
    let ceiling = 1 << 40
    switch self {
    case .empty, .anchor, .look, .notNext, .keep: return 0
    case .scalar, .set, .any: return 1
    case .backReference: return nil
    case .group(let n, _), .atomic(let n): return n.maxLength
    case .concat(let ns):
      var total = 0
      for n in ns {
        guard let m = n.maxLength, total + m <= ceiling else { return nil }
        total += m
      }
      return total
    case .alternation(let ns):
      var most = 0
      for n in ns {
        guard let m = n.maxLength else { return nil }
        most = max(most, m)
      }
      return most
    case .loop(let n, _, let max, _):
      guard let inner = n.maxLength else { return nil }
      if inner == 0 { return 0 }
      guard let max, max <= ceiling / inner else { return nil }
      return inner * max
    }
  }
}
