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

  /// Whether matching needs the backtracking engine (back-references, look-arounds).
  var needsBacktracking: Bool {
    switch self {
    case .backReference, .look: return true
    case .group(let n, _), .loop(let n, _, _, _): return n.needsBacktracking
    case .concat(let ns), .alternation(let ns): return ns.contains { $0.needsBacktracking }
    default: return false
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

  func holds(_ text: [Unicode.Scalar], at i: Int) -> Bool {
    let n = text.count
    switch self {
    case .start, .textStart: return i == 0
    case .textEnd: return i == n
    case .end, .textEndBeforeNewline: return i == n || (i == n - 1 && text[i] == "\n")
    case .lineStart: return i == 0 || text[i - 1] == "\n"
    case .lineEnd: return i == n || text[i] == "\n"
    case .wordBoundary, .notWordBoundary:
      let before = i > 0 && RegexClass.isWord(text[i - 1])
      let after = i < n && RegexClass.isWord(text[i])
      return (before != after) == (self == .wordBoundary)
    }
  }
}

/// Why a pattern cannot be compiled by the engine: `unsupported` ones go to Swift's `Regex`.
enum RegexSyntaxError: Error {
  case invalid(String)
  case unsupported(String)
}
