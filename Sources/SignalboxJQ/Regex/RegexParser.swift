/// Reads a pattern into a `RegexNode`. Groups are numbered in the order of their `(`, named or
/// not (jq compiles with Oniguruma's `ONIG_OPTION_CAPTURE_GROUP`).
struct RegexParser {
  struct Options {
    var ignoreCase = false, dotAll = false, extended = false, multiline = false
  }

  let s: [Unicode.Scalar]
  var i = 0
  var groupCount = 0
  var names: [(name: String, index: Int)] = []
  var options: Options
  /// Back-references seen, checked against the group count at the end.
  var references: [Int] = []
  /// Groups open around the parser, at most `maxDepth - 1`, so the recursions over the tree
  /// (parsing, compiling, look-arounds) stay within a small thread's stack. jq 1.7.1's
  /// Oniguruma says the same `parse depth limit over`, at 2 048.
  var depth = 0
  static let maxDepth = 1000

  init(_ pattern: String, _ options: Options) {
    s = Array(pattern.unicodeScalars)
    self.options = options
  }

  mutating func parse() throws(RegexSyntaxError) -> RegexNode {
    let node = try alternation()
    if i < s.count { throw .invalid("unmatched close parenthesis") }
    if references.contains(where: { $0 > groupCount }) {
      throw .invalid("invalid backref number/name")
    }
    return node
  }

  var atEnd: Bool { i >= s.count }
  func peek(_ k: Int = 0) -> Unicode.Scalar? { i + k < s.count ? s[i + k] : nil }

  mutating func alternation() throws(RegexSyntaxError) -> RegexNode {
    let saved = options
    var branches = [try sequence()]
    while peek() == "|" {
      i += 1
      branches.append(try sequence())
    }
    options = saved
    return branches.count == 1 ? branches[0] : .alternation(branches)
  }

  mutating func skipExtended() {
    guard options.extended else { return }
    while let c = peek() {
      if c == "#" {
        while let d = peek(), d != "\n" { i += 1 }
      } else if RegexClass.isSpace(c) {
        i += 1
      } else {
        return
      }
    }
  }

  mutating func sequence() throws(RegexSyntaxError) -> RegexNode {
    var items: [RegexNode] = []
    while true {
      skipExtended()
      guard let c = peek(), c != "|", c != ")" else { break }
      guard var atom = try atom() else { continue }
      skipExtended()
      while let q = try quantifier() {
        if case .anchor = atom { atom = .group(atom, capture: nil) }
        atom = .loop(atom, min: q.min, max: q.max, greedy: q.greedy)
        if q.possessive { atom = .atomic(atom) }
        skipExtended()
      }
      items.append(atom)
    }
    return items.count == 1 ? items[0] : items.isEmpty ? .empty : .concat(items)
  }

  /// `*` `+` `?` `{n}` `{n,}` `{n,m}`, with a lazy `?` or a possessive `+`; a `{` that is not
  /// one of these (`{,m}` too, under Oniguruma's Perl syntax) is a literal.
  mutating func quantifier() throws(RegexSyntaxError)
    -> (min: Int, max: Int?, greedy: Bool, possessive: Bool)?
  {
    guard let c = peek() else { return nil }
    var q: (min: Int, max: Int?)
    switch c {
    case "*": q = (0, nil)
    case "+": q = (1, nil)
    case "?": q = (0, 1)
    case "{":
      guard let counted = counted() else { return nil }
      q = counted
      i -= 1
    default: return nil
    }
    i += 1
    var (greedy, possessive) = (true, false)
    if peek() == "?" {
      greedy = false
      i += 1
    } else if peek() == "+" {
      possessive = true
      i += 1
    }
    if q.min > 100_000 || (q.max ?? 0) > 100_000 {
      throw .invalid("too big number for repeat range")
    }
    if let max = q.max, max < q.min {
      throw .invalid("upper is smaller than lower in repeat range")
    }
    return (q.min, q.max, greedy, possessive)
  }

  /// Reads `{…}` at `i`; on success `i` is past the `}`.
  mutating func counted() -> (min: Int, max: Int?)? {
    var k = i + 1
    func number() -> Int? {
      var n: Int?
      while k < s.count,
        let d = s[k].properties.numericType == .decimal && s[k].isASCII
          ? Int(s[k].value) - 48 : nil
      {
        n = min((n ?? 0) * 10 + d, 1_000_000)
        k += 1
      }
      return n
    }
    let low = number()
    var high: Int?
    if k < s.count, s[k] == "," {
      k += 1
      high = number()
      guard low != nil else { return nil }
    } else {
      guard let low else { return nil }
      high = low
    }
    guard k < s.count, s[k] == "}" else { return nil }
    i = k + 1
    return (low ?? 0, high)
  }
}
