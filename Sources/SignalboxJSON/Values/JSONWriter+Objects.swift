extension JSONWriter {
  /// Writes one JSON object member by member straight into a byte buffer: `{`, each
  /// `"key":value` (comma-separated), then `}`. For objects whose members are known one at
  /// a time, as the lines of `--format json` are, so no JSON text is ever put together by
  /// string interpolation.
  ///
  ///     var bytes: [UInt8] = []
  ///     var object = JSONWriter.ObjectWriter()
  ///     object.member("t", .number(0.5), into: &bytes)
  ///     object.member("kind", .string("next"), into: &bytes)
  ///     object.end(into: &bytes)
  ///     // {"t":0.5,"kind":"next"}
  package struct ObjectWriter {
    private var isEmpty = true

    package init() {}

    /// Writes `"key":` (after `{` or a comma); the caller writes the value next.
    package mutating func key(_ key: String, into out: inout [UInt8]) {
      out.append(isEmpty ? UInt8(ascii: "{") : UInt8(ascii: ","))
      isEmpty = false
      JSONWriter.writeString(key, into: &out)
      out.append(UInt8(ascii: ":"))
    }

    /// Writes `"key":value`.
    package mutating func member(_ key: String, _ value: JSON, into out: inout [UInt8]) {
      self.key(key, into: &out)
      JSONWriter.write(value, into: &out)
    }

    /// Closes the object (`{}` when it has no members).
    package func end(into out: inout [UInt8]) {
      if isEmpty { out.append(UInt8(ascii: "{")) }
      out.append(UInt8(ascii: "}"))
    }
  }
}
