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
  /// Offset in the source file's scalars.
  public var offset: Int

  public init(_ severity: Severity, _ message: String, at offset: Int) {
    self.severity = severity
    self.message = message
    self.offset = offset
  }

  public static func error(_ message: String, at offset: Int) -> Diagnostic {
    Diagnostic(.error, message, at: offset)
  }
}

/// Prints diagnostics as `FILE:LINE:COL: error: message`, the source line indented by four
/// spaces, and a caret under the offending character.
public enum DiagnosticRenderer {
  public static func render(_ diagnostic: Diagnostic, in file: SourceFile) -> String {
    let (line, column) = file.location(of: diagnostic.offset)
    let source = file.lineText(line)
    var caret = ""
    for (i, ch) in source.unicodeScalars.enumerated() where i < column - 1 {
      caret.unicodeScalars.append(ch == "\t" ? "\t" : " ")
    }
    if caret.unicodeScalars.count < column - 1 {
      caret += String(repeating: " ", count: column - 1 - caret.unicodeScalars.count)
    }
    return "\(file.name):\(line):\(column): \(diagnostic.severity.rawValue): \(diagnostic.message)\n    \(source)\n    \(caret)^\n"
  }
}
