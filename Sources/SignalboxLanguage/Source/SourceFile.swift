/// Program text with a line table (jq's `locfile`): offsets are positions in `scalars`.
public struct SourceFile: Sendable {
  /// The name diagnostics use: the path as given, `-e`, `<stdin>` or `<repl>`.
  public let name: String
  /// The program text.
  public let text: String
  let scalars: [Unicode.Scalar]
  private let lineStarts: [Int]
  /// The text diagnostics show, when it differs from what is parsed (`embedded`).
  private let shown: [Unicode.Scalar]?

  /// A source named `name` (what diagnostics call it) holding `text`.
  public init(name: String, text: String) {
    self.init(name: name, text: text, scalars: Array(text.unicodeScalars), shown: nil)
  }

  private init(name: String, text: String, scalars: [Unicode.Scalar], shown: [Unicode.Scalar]?) {
    self.name = name
    self.text = text
    self.scalars = scalars
    self.shown = shown
    var starts = [0]
    for (i, s) in scalars.enumerated() where s == "\n" { starts.append(i + 1) }
    lineStarts = starts
  }

  /// The part `start..<end` of this file as a program of its own (a meta command's
  /// argument: `:graph PIPELINE`), at its place: what comes before it is blanked out
  /// (newlines kept) and the file ends with it, so offsets, lines and columns are this
  /// file's, and diagnostics show this file's lines.
  package func embedded(_ start: Int, _ end: Int) -> SourceFile {
    let range = max(0, start)..<min(max(start, end), scalars.count)
    let blanked = scalars[..<range.upperBound].indices.map { i -> Unicode.Scalar in
      range.contains(i) || scalars[i] == "\n" ? scalars[i] : " "
    }
    return SourceFile(
      name: name, text: SourceFile.string(blanked[...]), scalars: blanked, shown: shown ?? scalars)
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

  /// The text of 1-based `line`, without its newline: as diagnostics show it, or (`parsed`)
  /// as it was parsed, which for an `embedded` file is blank outside the embedded part.
  package func lineText(_ line: Int, parsed: Bool = false) -> String {
    guard line >= 1 && line <= lineStarts.count else { return "" }
    let scalars = parsed ? self.scalars : shown ?? self.scalars
    let start = lineStarts[line - 1]
    var end = line < lineStarts.count ? lineStarts[line] - 1 : scalars.count
    if shown != nil, !parsed {
      // An embedded file ends where its part does; the line shown goes on to its end.
      end = start
      while end < scalars.count && scalars[end] != "\n" { end += 1 }
    }
    if end > start && scalars[end - 1] == "\r" { end -= 1 }
    return SourceFile.string(scalars[start..<max(start, end)])
  }

  /// The text between two offsets.
  package func slice(_ start: Int, _ end: Int) -> String {
    SourceFile.string(scalars[max(0, start)..<min(end, scalars.count)])
  }

  /// The scalars as a string, appended one at a time: the generic
  /// `append(contentsOf:)` looks its associated types up at run time, which scans every
  /// protocol conformance in the binary (190 000 instructions, once per process).
  private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var s = String.UnicodeScalarView()
    for scalar in scalars { s.append(scalar) }
    return String(s)
  }
}
