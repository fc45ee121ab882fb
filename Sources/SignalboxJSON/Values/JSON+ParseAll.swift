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
}
