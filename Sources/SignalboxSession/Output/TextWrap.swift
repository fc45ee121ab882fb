import SignalboxLanguage

/// Wrapping text to a width at spaces, never inside a word.
enum TextWrap {
  /// `text` as lines of at most `width` characters: the first starts with `first`, the
  /// others with `rest`. Lines break at a space (the spaces there are dropped), but not
  /// before a `·` separator, so none starts with one. A word longer than the room on a
  /// line gets a line of its own, whole.
  static func wrap(_ text: String, first: String, rest: String, width: Int) -> [String] {
    var lines: [String] = []
    var prefix = first
    var remaining = Array(text)
    while prefix.count + remaining.count > width {
      let room = max(0, width - prefix.count)
      // The last break within the room; else the first one after it (a long word).
      guard
        let cut = breaks(in: remaining).last(where: { $0 <= room }) ?? breaks(in: remaining).first
      else { break }
      var end = cut
      while end > 0 && remaining[end - 1] == " " { end -= 1 }
      var next = cut
      while next < remaining.count && remaining[next] == " " { next += 1 }
      lines.append(prefix + String(remaining[..<end]))
      remaining = Array(remaining[next...])
      prefix = rest
    }
    lines.append(prefix + String(remaining))
    return lines
  }

  /// Where `characters` may break: at each space that has a word before it on the line
  /// and is not followed by `·`.
  private static func breaks(in characters: [Character]) -> [Int] {
    var result: [Int] = []
    for k in characters.indices where characters[k] == " " && k > 0 && characters[k - 1] != " " {
      var after = k
      while after < characters.count && characters[after] == " " { after += 1 }
      if after < characters.count && characters[after] != "·" { result.append(k) }
    }
    return result
  }
}

extension String {
  func padding(toLength length: Int) -> String {
    count >= length ? self + " " : self + String(repeating: " ", count: length - count)
  }

  func replacingOccurrences(of target: String, with replacement: String) -> String {
    guard !target.isEmpty else { return self }
    var result = ""
    var rest = Substring(self)
    while let range = rest.firstRange(of: target) {
      result += rest[..<range.lowerBound] + replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
