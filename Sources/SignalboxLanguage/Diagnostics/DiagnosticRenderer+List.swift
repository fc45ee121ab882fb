import SignalboxJSON

/// The diagnostics of one input, as the user sees them: in order, at most
/// `DiagnosticRenderer.errorLimit` errors and then one `too many errors` line; and when the
/// input is JSON data read as a program (`signalbox < data.ndjson`), one error that says so
/// instead of one per line.
extension DiagnosticRenderer {
  /// Errors listed for one input before `too many errors` ends the list.
  package static let errorLimit = 10

  package static func renderAll(_ diagnostics: [Diagnostic], in file: SourceFile) -> String {
    guard diagnostics.contains(where: { $0.severity == .error }) else {
      return diagnostics.map { render($0, in: file) }.joined()
    }
    if let kind = dataKind(file.text) {
      return render(Diagnostic(Message.looksLikeData(kind), at: 0), in: file)
    }
    var text = ""
    var errors = 0
    for var d in diagnostics {
      d.notes += ForeignSpelling.notes(for: d, in: file)
      if d.severity == .error {
        if errors == errorLimit {
          return text + line(Message.tooManyErrors(errorLimit), at: file.name) + "\n"
        }
        errors += 1
      }
      text += render(d, in: file)
    }
    return text
  }

  /// "JSON" or "NDJSON" when `text` (that did not parse as a program) is JSON data: its
  /// first line is a JSON object or array (NDJSON when a second line is one too), or the
  /// whole text is one.
  static func dataKind(_ text: String) -> String? {
    let lines = text.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: true)
    func isContainer(_ s: Substring) -> Bool {
      let trimmed = s.drop(while: { $0 == " " || $0 == "\t" || $0 == "\r" })
      guard let c = trimmed.first, c == "{" || c == "[" else { return false }
      if case .success = JSON.parse(String(trimmed)) { return true }
      return false
    }
    guard let first = lines.first else { return nil }
    if isContainer(first) {
      return lines.count > 1 && isContainer(lines[1]) ? "NDJSON" : "JSON"
    }
    let trimmed = text.drop(while: { $0.isWhitespace })
    guard let c = trimmed.first, c == "{" || c == "[" else { return nil }
    if text.utf8.count <= 1 << 24, case .success = JSON.parse(text) { return "JSON" }
    return nil
  }
}
