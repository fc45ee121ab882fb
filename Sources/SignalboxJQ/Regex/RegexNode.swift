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
  /// The next scalar, if any, is not in the class (`\R`'s lone `\r`, a possessive loop).
  case notNext(RegexClass, fold: Bool)
  /// `\K`: the match starts here.
  case keep
}

extension RegexNode {
  /// What the linear engine cannot run, in words for E042, or nil: a back-reference, an
  /// atomic group with a choice inside (`possessiveForm`), a group whose capture would
  /// be seen from inside a look-around, `\K` inside a look-behind (Oniguruma starts the match
  /// there; inside a look-ahead it does nothing), `\G` inside a look-around (its answer would
  /// depend on where each search starts). `seen`: whether a capture here would be reported
  /// (false inside a negative look-around, whose captures Oniguruma leaves unset).
  func refusal(inLook: Bool = false, seen: Bool = true, behind: Bool = false) -> String? {
    switch self {
    case .backReference: return "a back-reference (\\1, \\k<name>)"
    case .atomic(let n):
      guard n.possessiveForm != nil else {
        return "an atomic group or possessive quantifier with a choice inside"
          + " ((?>a|ab), (?:ab)*+)"
      }
      return n.refusal(inLook: inLook, seen: seen, behind: behind)
    case .group(let n, let capture):
      if capture != nil && inLook && seen { return "a capturing group inside a look-around" }
      return n.refusal(inLook: inLook, seen: seen, behind: behind)
    case .anchor(.searchStart) where inLook: return "\\G inside a look-around"
    case .keep where inLook && seen && behind: return "\\K inside a look-behind"
    case .look(let n, let ahead, let negated):
      return n.refusal(inLook: true, seen: seen && !negated, behind: !ahead)
    case .loop(let n, _, _, _): return n.refusal(inLook: inLook, seen: seen, behind: behind)
    case .concat(let ns), .alternation(let ns):
      for n in ns {
        if let why = n.refusal(inLook: inLook, seen: seen, behind: behind) { return why }
      }
      return nil
    default: return nil
    }
  }

  /// Whether a group captures inside (Oniguruma refuses one in a negative look-behind).
  var hasCapture: Bool {
    switch self {
    case .group(let n, let capture): return capture != nil || n.hasCapture
    case .atomic(let n), .loop(let n, _, _, _), .look(let n, _, _): return n.hasCapture
    case .concat(let ns), .alternation(let ns): return ns.contains { $0.hasCapture }
    default: return false
    }
  }

  /// The node read backwards (a look-ahead's scan runs from the text's end): the same
  /// matches, each from its end to its start. Captures are dropped (a scan only asks whether
  /// the node matches); anchors and nested look-arounds test a position, the same either way.
  var reversed: RegexNode {
    switch self {
    case .group(let n, _): return .group(n.reversed, capture: nil)
    case .concat(let ns): return .concat(ns.reversed().map(\.reversed))
    case .alternation(let ns): return .alternation(ns.map(\.reversed))
    case .loop(let n, let low, let high, let greedy):
      return .loop(n.reversed, min: low, max: high, greedy: greedy)
    case .atomic(let n):
      // "No such scalar next" tests a position, the same read either way.
      return n.possessiveForm?.reversed ?? self
    case .keep: return .empty
    default: return self
    }
  }
}

extension RegexNode {
  /// An atomic group as a tree the linear engine runs, where the inside has one way to
  /// match, or a greedy loop over one scalar X: `X{n,}` taken whole is the loop, then "the next
  /// scalar is not an X" (`X*+`, `X++`, `(?>X{n,})`); `X{n,m}` taken whole is `X{m}`, or
  /// fewer followed by no X (`X?+` is `X|(?!X)`). Nil for any other inside.
  var possessiveForm: RegexNode? {
    if case .group(let inner, nil) = self { return inner.possessiveForm }
    if isOneWay { return self }
    guard case .loop(let body, let low, let high, true) = self,
      let (set, fold) = body.singleScalar
    else { return nil }
    guard let high else { return .concat([self, .notNext(set, fold: fold)]) }
    if high == low { return self }
    return .alternation([
      .loop(body, min: high, max: high, greedy: true),
      .concat([.loop(body, min: low, max: high - 1, greedy: true), .notNext(set, fold: fold)]),
    ])
  }

  /// Whether the node matches in at most one way from a position (no choice inside).
  var isOneWay: Bool {
    switch self {
    case .empty, .scalar, .set, .any, .anchor, .notNext: return true
    case .group(let n, nil): return n.isOneWay
    // An atomic group the engine runs matches in one way at most, by definition.
    case .atomic(let n): return n.possessiveForm != nil
    case .concat(let ns): return ns.allSatisfy(\.isOneWay)
    default: return false
    }
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
  /// What Oniguruma reads but the linear engine cannot run (`RegexNode.refusal`): E042.
  case notLinear(String)
}
