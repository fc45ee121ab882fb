import SignalboxJSON

/// A problem found in a program, as data: what, where, how bad, its catalogue entry and the
/// notes under it. The lexer, parser, compiler, the session (meta commands, runtime errors)
/// and the input readers make these; only `DiagnosticRenderer` prints them.
package struct Diagnostic: Sendable, Equatable {
  package enum Severity: String, Sendable {
    case error
    case warning
    case note
    /// An error event's message shown with the place in the program that raised it (the
    /// session's diagnostic of a `RuntimeError`): an error entry raised while running.
    case runtimeError = "runtime error"

    /// The word of an entry's severity.
    package init(_ severity: DiagnosticMessage.Severity) {
      switch severity {
      case .error: self = .error
      case .warning: self = .warning
      case .note: self = .note
      }
    }
  }
  package var severity: Severity
  package var message: String
  /// The catalogue entry the message comes from (`Message`); nil only for a text the
  /// program itself wrote (`fail("x")`, `error "boom"`).
  package var id: DiagnosticMessage.ID?
  /// Offset in the source file's scalars.
  package var offset: Int
  /// Hints printed on `note:` lines under the caret, each a catalogue entry.
  package var notes: [DiagnosticMessage] = []
  /// Lines printed under the caret, indented as the source line (`expect`'s timelines).
  package var details: [String] = []

  package init(
    _ severity: Severity, _ message: String, id: DiagnosticMessage.ID? = nil, at offset: Int
  ) {
    self.severity = severity
    self.message = message
    self.id = id
    self.offset = offset
  }

  /// A catalogue message at `offset`, as bad as its entry says (`DiagnosticEntry.severity`).
  package init(_ message: DiagnosticMessage, at offset: Int) {
    self.init(Severity(message.severity), message.text, id: message.id, at: offset)
  }

  /// A catalogue message shown otherwise than its entry's severity, where the context
  /// decides (`:show`'s unknown name is a warning: the session goes on).
  package init(_ severity: Severity, _ message: DiagnosticMessage, at offset: Int) {
    self.init(severity, message.text, id: message.id, at: offset)
  }
}

/// Prints diagnostics as `FILE:LINE:COL: error: message [ID]`, the source line indented by
/// four spaces, a caret under the offending character, then one `note:` line per hint.
package enum DiagnosticRenderer {
  /// Lines longer than this are shown as a window around the caret.
  static let window = 100

  /// ` [ID]`, the end of a diagnostic's first line (as swiftc ends one with its group).
  package static func suffix(_ id: DiagnosticMessage.ID?) -> String {
    id.map { " [\($0.rawValue)]" } ?? ""
  }

  /// A diagnostic line without a source line: `PREFIX: SEVERITY: message [ID]` (`PREFIX`
  /// is a position such as `stdin:2:5`, or nothing).
  package static func line(
    _ severity: Diagnostic.Severity, _ message: String, id: DiagnosticMessage.ID?,
    at prefix: String? = nil
  ) -> String {
    (prefix.map { "\($0): " } ?? "") + "\(severity.rawValue): \(message)" + suffix(id)
  }

  /// A catalogue message's line, its word its entry's severity (`warning: … [S005]`).
  package static func line(_ message: DiagnosticMessage, at prefix: String? = nil) -> String {
    line(.init(message.severity), message, at: prefix)
  }

  /// The same, with the word the context decides (`signalbox help X`'s unknown ID is an
  /// error: the command fails).
  package static func line(
    _ severity: Diagnostic.Severity, _ message: DiagnosticMessage, at prefix: String? = nil
  ) -> String {
    line(severity, message.text, id: message.id, at: prefix)
  }

  package static func render(_ diagnostic: Diagnostic, in file: SourceFile) -> String {
    let (line, column) = file.location(of: diagnostic.offset)
    var scalars = Array(file.lineText(line).unicodeScalars)
    var caretColumn = column
    if scalars.count > window {
      // A long line (generated input, minified JSON): the part around the caret, marked.
      let start = max(0, min(column - 1 - window / 2, scalars.count - window))
      let end = min(scalars.count, start + window)
      var shown: [Unicode.Scalar] = start > 0 ? ["…"] : []
      shown += scalars[start..<end]
      if end < scalars.count { shown.append("…") }
      caretColumn = column - start + (start > 0 ? 1 : 0)
      scalars = shown
    }
    var source = ""
    source.unicodeScalars.append(contentsOf: scalars)
    var caret = ""
    for (i, ch) in scalars.enumerated() where i < caretColumn - 1 {
      caret.unicodeScalars.append(ch == "\t" ? "\t" : " ")
    }
    if caret.unicodeScalars.count < caretColumn - 1 {
      caret += String(repeating: " ", count: caretColumn - 1 - caret.unicodeScalars.count)
    }
    let first = self.line(
      diagnostic.severity, diagnostic.message, id: diagnostic.id,
      at: "\(file.name):\(line):\(column)")
    var text = "\(first)\n    \(source)\n    \(caret)^\n"
    for detail in diagnostic.details {
      var line = Substring("    \(detail)")
      while line.hasSuffix(" ") { line.removeLast() }
      text += line + "\n"
    }
    for note in diagnostic.notes { text += Self.line(note) + "\n" }
    return text
  }
}
