/// Program text with a line table (jq's `locfile`): offsets are positions in `scalars`.
public struct SourceFile: Sendable {
  /// The name diagnostics use: the path as given, `-e`, `<stdin>` or `<repl>`.
  public let name: String
  public let text: String
  let scalars: [Unicode.Scalar]
  private let lineStarts: [Int]

  public init(name: String, text: String) {
    self.name = name
    self.text = text
    scalars = Array(text.unicodeScalars)
    var starts = [0]
    for (i, s) in scalars.enumerated() where s == "\n" { starts.append(i + 1) }
    lineStarts = starts
  }

  /// The 1-based line and column of `offset`.
  public func location(of offset: Int) -> (line: Int, column: Int) {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    return (low + 1, offset - lineStarts[low] + 1)
  }

  /// The text of 1-based `line`, without its newline.
  public func lineText(_ line: Int) -> String {
    guard line >= 1 && line <= lineStarts.count else { return "" }
    let start = lineStarts[line - 1]
    var end = line < lineStarts.count ? lineStarts[line] - 1 : scalars.count
    if end > start && scalars[end - 1] == "\r" { end -= 1 }
    var s = String.UnicodeScalarView()
    s.append(contentsOf: scalars[start..<max(start, end)])
    return String(s)
  }

  /// The text between two offsets.
  public func slice(_ start: Int, _ end: Int) -> String {
    var s = String.UnicodeScalarView()
    s.append(contentsOf: scalars[max(0, start)..<min(end, scalars.count)])
    return String(s)
  }
}
