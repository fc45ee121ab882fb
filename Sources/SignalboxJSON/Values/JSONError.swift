/// A syntax error in JSON input data, as the parser, the checker, the skipper and the items
/// walk report it: what (a code, one catalogue entry `J…` each) and where (a byte offset in
/// the parsed buffer). The text is the catalogue's (`message`); a reader adds the position.
package struct JSONError: Error, Sendable, Equatable {
  package enum Code: Sendable, Equatable {
    case endOfInput
    /// `shown` is `'x'` or `byte 0x1f`.
    case unexpected(shown: String)
    case tooDeep(limit: Int)
    case invalidLiteral
    case controlCharacter
    case invalidEscape
    case invalidUnicodeEscape
    case trailingText
  }

  package var code: Code
  package var offset: Int

  package init(_ code: Code, at offset: Int) {
    self.code = code
    self.offset = offset
  }

  /// The catalogue entry of `code`.
  package var message: DiagnosticMessage {
    switch code {
    case .endOfInput: Message.jsonEndOfInput()
    case .unexpected(let shown): Message.jsonUnexpected(shown)
    case .tooDeep(let limit): Message.jsonTooDeep(limit)
    case .invalidLiteral: Message.jsonInvalidLiteral()
    case .controlCharacter: Message.jsonControlCharacter()
    case .invalidEscape: Message.jsonInvalidEscape()
    case .invalidUnicodeEscape: Message.jsonInvalidUnicodeEscape()
    case .trailingText: Message.jsonTrailingText()
    }
  }
}
