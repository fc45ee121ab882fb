import SignalboxLanguage

/// `:compare SOURCE with CHAIN, CHAIN…` (and `--compare`): one source run through several
/// operator chains on the virtual clock, drawn as one diagram — the source on top, one row
/// per chain (what the chain's last stage sent), on one time axis.
enum MarbleComparison {
  /// The source and the chains of `text`: `SOURCE with CHAIN, CHAIN…`. The source ends at
  /// the first ` with ` outside strings, brackets and blocks; the chains are split at a
  /// comma outside them that is followed by an operator's name (so `scan 0, acc + x` is
  /// one chain, `throttle 0.5, debounceTime 0.5` two). Nil: no ` with `, or an empty part.
  static func parse(_ text: String) -> (source: String, chains: [String])? {
    let chars = Array(text)
    var depth = 0
    var quoted = false
    var k = 0
    var with: Int?
    var commas: [Int] = []
    while k < chars.count {
      let c = chars[k]
      if quoted {
        if c == "\\" { k += 1 } else if c == "\"" { quoted = false }
      } else if c == "\"" {
        quoted = true
      } else if "([{".contains(c) {
        depth += 1
      } else if ")]}".contains(c) {
        depth = max(0, depth - 1)
      } else if depth == 0 {
        if with == nil, c == " ", k + 5 < chars.count, String(chars[k..<(k + 6)]) == " with " {
          with = k
          k += 5
          continue
        }
        if with != nil, c == "," { commas.append(k) }
      }
      k += 1
    }
    guard let with else { return nil }
    let source = trimmed(chars[..<with])
    var chains: [String] = []
    var start = with + 6
    for comma in commas where nextWordIsOperator(chars, after: comma) {
      chains.append(trimmed(chars[start..<comma]))
      start = comma + 1
    }
    if start <= chars.count { chains.append(trimmed(chars[min(start, chars.count)...])) }
    chains = chains.map { $0.hasPrefix("|") ? trimmed(Array($0.dropFirst())[...]) : $0 }
    guard !source.isEmpty, !chains.isEmpty, !chains.contains(where: \.isEmpty) else {
      return nil
    }
    return (source, chains)
  }

  private static func nextWordIsOperator(_ chars: [Character], after comma: Int) -> Bool {
    var k = comma + 1
    while k < chars.count && chars[k] == " " { k += 1 }
    var word = ""
    while k < chars.count, chars[k].isLetter || chars[k].isNumber || chars[k] == "_" {
      word.append(chars[k])
      k += 1
    }
    return !word.isEmpty && OperatorTable.spec(word, .stage) != nil
  }

  private static func trimmed(_ chars: ArraySlice<Character>) -> String {
    String(chars).trimmingCharacters(in: " ")
  }

  /// The comparison's rows: the source's last stage as `source`, then each chain's last
  /// stage labelled with the chain; the diagram ends when the last run ended.
  static func model(source: MarbleModel, chains: [(String, MarbleModel)]) -> MarbleModel {
    func output(_ model: MarbleModel) -> [MarbleEvent] {
      model.stages.last { $0.depth == 0 }?.events ?? []
    }
    var stages = [MarbleStage("source", output(source))]
    for (chain, model) in chains { stages.append(MarbleStage(chain, output(model))) }
    let end = ([source] + chains.map(\.1)).map(\.end).max() ?? 0
    return MarbleModel(stages: stages, end: end)
  }
}

extension String {
  fileprivate func trimmingCharacters(in c: Character) -> String {
    var s = Substring(self)
    while s.first == c { s = s.dropFirst() }
    while s.last == c { s = s.dropLast() }
    return String(s)
  }
}
