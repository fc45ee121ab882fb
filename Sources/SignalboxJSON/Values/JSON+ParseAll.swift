extension JSON {
  /// Parses a text of whitespace-separated JSON values (jq's `--slurpfile`). `literals`:
  /// numbers keep jq 1.7.1's literal text (`BigInteger.literal`), for `signalbox jq`.
  package static func parseAll(_ text: String, literals: Bool = false)
    -> Result<[JSON], JSONSyntaxError>
  {
    var text = text
    return text.withUTF8 { bytes in
      var values: [JSON] = []
      var position = JSONParser.skipWhitespace(bytes, from: 0)
      while position < bytes.count {
        switch JSONParser.parse(bytes, from: position, atEOF: true, literals: literals) {
        case .value(let value, let end):
          values.append(value)
          position = JSONParser.skipWhitespace(bytes, from: end)
        case .failure(let error):
          return .failure(JSONSyntaxError(bytes: bytes, error))
        case .needMore:
          return .failure(JSONSyntaxError(bytes: bytes, JSONError(.endOfInput, at: bytes.count)))
        }
      }
      return .success(values)
    }
  }

  /// The first `limit` whitespace-separated JSON values of `bytes` (the start of a file,
  /// for a sample), and the offset where the last of them ends: it stops before a value
  /// that does not parse or that the end of `bytes` cuts (`atEOF`: `bytes` is the whole
  /// file, so a number at its end is whole).
  package static func parsePrefix(_ bytes: [UInt8], limit: Int, atEOF: Bool)
    -> (values: [JSON], end: Int)
  {
    bytes.withUnsafeBufferPointer { bytes in
      var values: [JSON] = []
      var end = 0
      var position = JSONParser.skipWhitespace(bytes, from: 0)
      while position < bytes.count, values.count < limit {
        guard
          case .value(let value, let next) = JSONParser.parse(bytes, from: position, atEOF: atEOF)
        else { break }
        values.append(value)
        end = next
        position = JSONParser.skipWhitespace(bytes, from: next)
      }
      return (values, end)
    }
  }
}
