import SignalboxLanguage

/// How `--marbles` and `:marbles` draw a pipeline.
public enum MarbleFormat: String, Sendable, CaseIterable {
  /// The terminal diagram scaled to time (`TerminalMarbles`): the default.
  case diagram
  /// The per-instant table (one column per instant something happened).
  case table
  /// A standalone SVG document (`SVGMarbles`).
  case svg
  /// Each stage as a `marbles "…"` source, where it can be written (`MarbleSyntax`).
  case source
}

extension MarbleSyntax {
  /// `LABEL  marbles "…", F` for each stage, or why it cannot be written.
  static func lines(_ model: MarbleModel) -> [String] {
    let width = (model.stages.map(\.name.count).max() ?? 0) + 2
    return model.stages.map { stage in
      let label = stage.name + String(repeating: " ", count: width - stage.name.count)
      switch source(of: stage) {
      case .exact(let text): return label + text
      case .approximate(let text, let note): return label + text + "  (" + note + ")"
      case .impossible(let why): return label + "(no marble syntax: " + why + ")"
      }
    }
  }
}

/// Writes the files of `:marbles … > FILE` and `--report FILE`.
package enum MarbleFile {
  /// Writes `text` to `path` (created or truncated); the OS's message when it fails.
  package static func write(_ text: String, to path: String) -> String? {
    guard let file = fopen(path, "w") else { return String(cString: strerror(errno)) }
    var bytes = Array(text.utf8)
    let written = bytes.withUnsafeMutableBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    let failed = written != bytes.count
    let closed = fclose(file) == 0
    return failed || !closed ? String(cString: strerror(errno)) : nil
  }
}

extension MarbleFormat {
  /// The parts of `:marbles`'s argument: a format word (when followed by a pipeline), the
  /// pipeline, and `> FILE` at the end when FILE is one word ending in `.svg` or `.txt`
  /// (so `filter x > 2` stays a comparison); and where the pipeline starts in the argument
  /// (in Unicode scalars), so diagnostics can point into it.
  static func command(_ argument: String) -> (MarbleFormat, String, String?, Int) {
    var text = Substring(argument)
    var format = MarbleFormat.diagram
    if let space = text.firstIndex(of: " "),
      let named = MarbleFormat(rawValue: String(text[..<space]))
    {
      let rest = text[space...].drop { $0 == " " }
      if !rest.isEmpty && !rest.hasPrefix("|") {
        format = named
        text = rest
      }
    }
    var target: String?
    if let arrow = text.lastIndex(of: ">") {
      let path = text[text.index(after: arrow)...].trimmingCharacters(" ")
      if !path.isEmpty, !path.contains(" "), path.hasSuffix(".svg") || path.hasSuffix(".txt") {
        target = String(path)
        text = text[..<arrow]
      }
    }
    let pipeline = text.trimmingCharacters(" ")
    let offset = argument.unicodeScalars.distance(
      from: argument.startIndex, to: pipeline.startIndex)
    return (format, String(pipeline), target, offset)
  }
}

extension Substring {
  fileprivate func trimmingCharacters(_ c: Character) -> Substring {
    var s = self
    while s.first == c { s = s.dropFirst() }
    while s.last == c { s = s.dropLast() }
    return s
  }
}
