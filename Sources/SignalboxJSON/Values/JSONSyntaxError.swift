extension JSON {
  /// Parses one JSON text (surrounding whitespace allowed). Returns the value or an error
  /// message with a 1-based line and column.
  public static func parse(_ text: String) -> Result<JSON, JSONSyntaxError> {
    var text = text
    return text.withUTF8 { bytes in
      switch JSONParser.parse(bytes, from: 0, atEOF: true) {
      case .value(let value, let end):
        let rest = JSONParser.skipWhitespace(bytes, from: end)
        if rest < bytes.count {
          return .failure(
            JSONSyntaxError(bytes: bytes, JSONError(.trailingText, at: rest)))
        }
        return .success(value)
      case .failure(let error):
        return .failure(JSONSyntaxError(bytes: bytes, error))
      case .needMore:
        return .failure(
          JSONSyntaxError(bytes: bytes, JSONError(.endOfInput, at: bytes.count)))
      }
    }
  }
}

/// A JSON syntax error with its 1-based position and its catalogue message (`J…`).
public struct JSONSyntaxError: Error, Sendable, Equatable {
  /// The line of the error, from 1.
  public var line: Int
  /// The column of the error in its line, from 1.
  public var column: Int
  /// The catalogue message (`J…`): its ID, severity and text.
  public var diagnostic: DiagnosticMessage
  /// The message's text.
  public var message: String { diagnostic.text }
  /// The message's catalogue entry.
  public var id: DiagnosticMessage.ID? { diagnostic.id }

  package init(line: Int, column: Int, _ message: DiagnosticMessage) {
    self.line = line
    self.column = column
    self.diagnostic = message
  }

  init(bytes: UnsafeBufferPointer<UInt8>, _ error: JSONError) {
    self.init(bytes: bytes, offset: error.offset, message: error.message)
  }

  /// The position of `offset` in `bytes`, whose first byte is at `firstLine`:`firstColumn`.
  init(
    bytes: UnsafeBufferPointer<UInt8>, offset: Int, message: DiagnosticMessage,
    firstLine: Int = 1, firstColumn: Int = 1
  ) {
    var line = firstLine
    var lineStart = 0
    for i in 0..<min(offset, bytes.count) where bytes[i] == 0x0a {
      line += 1
      lineStart = i + 1
    }
    // Columns count characters (UTF-8 lead bytes), not bytes.
    var column = line == firstLine ? firstColumn : 1
    for i in lineStart..<min(offset, bytes.count) where bytes[i] & 0xC0 != 0x80 { column += 1 }
    self.init(line: line, column: column, message)
  }
}
