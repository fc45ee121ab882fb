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
            JSONSyntaxError(bytes: bytes, offset: rest, message: Message.jsonTrailingText().text))
        }
        return .success(value)
      case .failure(let message, let offset):
        return .failure(JSONSyntaxError(bytes: bytes, offset: offset, message: message))
      case .needMore:
        return .failure(
          JSONSyntaxError(bytes: bytes, offset: bytes.count, message: Message.jsonEndOfInput().text)
        )
      }
    }
  }
}

/// A JSON syntax error with its 1-based position.
public struct JSONSyntaxError: Error, Sendable, Equatable {
  public var line: Int
  public var column: Int
  public var message: String

  public init(line: Int, column: Int, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }

  /// The position of `offset` in `bytes`, whose first byte is at `firstLine`:`firstColumn`.
  init(
    bytes: UnsafeBufferPointer<UInt8>, offset: Int, message: String, firstLine: Int = 1,
    firstColumn: Int = 1
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
    self.init(line: line, column: column, message: message)
  }
}
