import SignalboxJSON

/// A problem found in a program, as data: what, where, how bad. The lexer, parser and
/// compiler return these; only `DiagnosticRenderer` prints them.
public struct Diagnostic: Sendable, Equatable {
  public enum Severity: String, Sendable {
    case error
    case warning
    case runtimeError = "runtime error"
  }
  public var severity: Severity
  public var message: String
  /// The catalogue entry the message comes from (`Message`); nil for a runtime error's
  /// text, which the error event carries.
  public var id: DiagnosticMessage.ID?
  /// Offset in the source file's scalars.
  public var offset: Int

  public init(_ severity: Severity, _ message: String, at offset: Int) {
    self.severity = severity
    self.message = message
    self.offset = offset
  }

  public init(_ severity: Severity, _ message: DiagnosticMessage, at offset: Int) {
    self.init(severity, message.text, at: offset)
    id = message.id
  }

  public static func error(_ message: DiagnosticMessage, at offset: Int) -> Diagnostic {
    Diagnostic(.error, message, at: offset)
  }
}

/// Prints diagnostics as `FILE:LINE:COL: error: message`, the source line indented by four
/// spaces, and a caret under the offending character.
public enum DiagnosticRenderer {
  /// Lines longer than this are shown as a window around the caret.
  static let window = 100

  public static func render(_ diagnostic: Diagnostic, in file: SourceFile) -> String {
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
    return
      "\(file.name):\(line):\(column): \(diagnostic.severity.rawValue): \(diagnostic.message)\n    \(source)\n    \(caret)^\n"
  }
}
