import SignalboxLanguage

/// The right-hand side `signalbox test --update` writes: the actual timeline's first
/// argument in place of the old one, the arguments after it kept (a frame, a values map)
/// unless they had to change.
extension Session {
  /// The new text of `range` in `file`, given the new first argument and, when they
  /// change, the arguments that replace the ones after it (the last one, a frame, kept
  /// when the old right-hand side had one).
  static func rightHandSide(
    _ replacement: (first: String, extra: String?), replacing range: Range<Int>?,
    in file: SourceFile
  ) -> String? {
    guard let range else { return nil }
    let scalars = Array(file.text.unicodeScalars)
    guard range.upperBound <= scalars.count else { return nil }
    let end = firstArgumentEnd(scalars, from: range.lowerBound, limit: range.upperBound)
    let rest = String(String.UnicodeScalarView(scalars[end..<range.upperBound]))
    guard let extra = replacement.extra else { return replacement.first + rest }
    let commas = topLevelCommas(Array(rest.unicodeScalars))
    // `"…", FRAME` and `"…", {…}, ERROR, FRAME` end with a frame; it stays.
    var frame = ""
    if commas.count == 1 || commas.count == 3, let last = commas.last {
      let head = rest.unicodeScalars.index(rest.unicodeScalars.startIndex, offsetBy: last + 1)
      let text = String(rest.unicodeScalars[head...]).trimmingSpaces()
      if !(commas.count == 1 && text.hasPrefix("{")) { frame = ", " + text }
    }
    return replacement.first + extra + frame
  }

  /// Where the argument starting at `start` (after spaces) ends: a string literal's closing
  /// quote, a bracket's match, or the first top-level comma.
  private static func firstArgumentEnd(
    _ scalars: [Unicode.Scalar], from start: Int, limit: Int
  ) -> Int {
    var k = start
    var depth = 0
    var quoted = false
    while k < limit {
      let c = scalars[k]
      if quoted {
        if c == "\\" {
          k += 1
        } else if c == "\"" {
          quoted = false
          if depth == 0 { return k + 1 }
        }
      } else if c == "\"" {
        quoted = true
      } else if c == "[" || c == "{" || c == "(" {
        depth += 1
      } else if c == "]" || c == "}" || c == ")" {
        depth -= 1
        if depth == 0 { return k + 1 }
      } else if c == ",", depth == 0 {
        return k
      }
      k += 1
    }
    return limit
  }

  /// The offsets of the commas of `scalars` outside strings and brackets.
  private static func topLevelCommas(_ scalars: [Unicode.Scalar]) -> [Int] {
    var commas: [Int] = []
    var depth = 0
    var quoted = false
    var k = 0
    while k < scalars.count {
      let c = scalars[k]
      if quoted {
        if c == "\\" { k += 1 } else if c == "\"" { quoted = false }
      } else if c == "\"" {
        quoted = true
      } else if "[{(".unicodeScalars.contains(c) {
        depth += 1
      } else if "]})".unicodeScalars.contains(c) {
        depth -= 1
      } else if c == ",", depth == 0 {
        commas.append(k)
      }
      k += 1
    }
    return commas
  }
}
