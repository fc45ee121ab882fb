/// `stdin items [PATH]` / `file "F" items [PATH]`: the parts of one big document, each sent
/// as soon as it is parsed.
///
/// The reader walks the document's structure itself, a few bytes at a time: down the path
/// (keys compared, members that are not on it checked by a `JSONSkipper` and dropped),
/// then through the array or object found there, whose elements (or member values) are
/// parsed one at a time exactly as `stdin` parses a value — a `ValueEndScanner` follows one
/// cut off by the end of a read, and it is parsed once, when its end has arrived — then
/// through the rest of the document, checked by a skipper. Bytes are dropped from the
/// buffer as soon as they are walked past, so memory is bounded by the largest element
/// (or key), whatever the document's size. Several documents are walked in turn.
///
/// Under `lenient`, an error inside the items' container is a warning, and reading goes on
/// after the malformed element: from the element's start, brackets and strings are
/// followed (not checked) to the next comma or closing bracket at the element's own level.
/// An error elsewhere (the document or the path, or after the container) ends the stream.
extension JSONStreamReader {
  /// The name of the kind of value that starts with `byte`, or nil when no value starts so.
  static func kindOfValue(startingWith byte: UInt8) -> String? {
    switch byte {
    case UInt8(ascii: "{"): return "an object"
    case UInt8(ascii: "["): return "an array"
    case UInt8(ascii: "\""): return "a string"
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return "a boolean"
    case UInt8(ascii: "n"): return "null"
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return "a number"
    default: return nil
    }
  }

  /// The next part of the document (`stdin items`), or `.needInput`.
  func nextItem(path: ItemsPath, lenient: Bool) -> Item {
    let walker: ItemsWalker
    if let current = items, current.lenient == lenient, current.path == path {
      walker = current
    } else {
      walker = ItemsWalker(path: path, lenient: lenient)
      items = walker
    }
    while true {
      if let item = step(walker) { return item }
    }
  }

  /// The first non-whitespace byte at or after `start`, consuming the whitespace; nil when
  /// the buffer ends first.
  func skipWhitespaceAtStart() -> UInt8? {
    let n = buffer.count
    var i = start
    let found: UInt8? = buffer.withUnsafeBufferPointer { bytes in
      while i < n && JSONParser.isWhitespace(bytes[i]) { i += 1 }
      return i < n ? bytes[i] : nil
    }
    start = i
    return found
  }

  /// The input ended (or the buffer did, then `.needInput`) where something was expected.
  func endOfBuffer(_ walker: ItemsWalker, inItems: Bool) -> Item {
    guard atEOF else { return .needInput }
    return itemsError(Message.jsonEndOfInput(), at: buffer.count, walker, inItems: inItems)
  }

  /// Reports an error at `offset`: a warning under `lenient` when it is inside the items'
  /// container (the walker then resyncs from `resyncFrom`, or ends at the end of input),
  /// else the error that ends the stream.
  func itemsError(
    _ message: DiagnosticMessage, at offset: Int, _ walker: ItemsWalker, inItems: Bool,
    resyncFrom: Int? = nil, prefix: String = ""
  ) -> Item {
    let position = buffer.withUnsafeBufferPointer {
      JSONSyntaxError(
        bytes: $0, offset: offset, message: message, firstLine: baseLine, firstColumn: baseColumn)
    }
    let where_ = "\(name):\(position.line):\(position.column)"
    if walker.lenient && inItems {
      pending = nil
      walker.keyScanner = nil
      if offset >= buffer.count && atEOF {
        walker.state = .ended
        start = buffer.count
      } else {
        start = resyncFrom ?? offset
        walker.state = .resync(depth: 0, inString: false, escaped: false)
      }
      return .warning(
        message.warningLine(at: where_, textPrefix: prefix))
    }
    walker.state = .ended
    failed = true
    return .failure(message.prefixed("\(where_): \(prefix)"))
  }

  func itemsError(
    _ error: JSONError, _ walker: ItemsWalker, inItems: Bool, resyncFrom: Int? = nil
  ) -> Item {
    itemsError(error.message, at: error.offset, walker, inItems: inItems, resyncFrom: resyncFrom)
  }

  /// The key (a string starting at `start`) once its end has arrived: nil while it has
  /// not (then `.needInput`), else the key and the offset after it, or the error in it.
  func readKey(_ walker: ItemsWalker) -> Result<(String, Int), JSONParser.Failure>? {
    var scanner = walker.keyScanner ?? ValueEndScanner(valueStart: start)
    let done = buffer.withUnsafeBufferPointer { scanner.scan($0) }
    guard done else {
      walker.keyScanner = scanner
      return nil
    }
    walker.keyScanner = nil
    return buffer.withUnsafeBufferPointer { bytes in
      var parser = JSONParser(bytes: bytes, atEOF: true, position: start)
      do {
        let key = try parser.parseString()
        return .success((key, parser.position))
      } catch let failure as JSONParser.Failure {
        return .failure(failure)
      } catch {
        return .failure(
          JSONError(.endOfInput, at: bytes.count))
      }
    }
  }

  /// After a key: whitespace, then the colon (consumed). nil: more input is needed.
  func expectColon() -> (ok: Bool, at: Int)? {
    guard let c = skipWhitespaceAtStart() else { return nil }
    if c != UInt8(ascii: ":") { return (false, start) }
    start += 1
    return (true, start)
  }

  /// The value at `start`, parsed as `stdin` parses one (objects kept as text), `depth`
  /// containers deep: `.value` (then `start` is past it), `.needMore`, or `.failure`.
  func itemValue(depth: Int) -> JSONParser.Outcome {
    if var scanner = pending {
      // An element already known to be incomplete: look only at the bytes that came since.
      let done = buffer.withUnsafeBufferPointer { scanner.scan($0) }
      pending = scanner
      if !done && !atEOF {
        let size = buffer.count - scanner.valueStart
        guard size >= nextCheck else { return .needMore }
        nextCheck = size * 4
        let checked = buffer.withUnsafeBufferPointer { bytes in
          countParse(bytes.count - scanner.valueStart)
          return JSONParser.check(bytes, from: scanner.valueStart, atEOF: false, depth: depth)
            .outcome
        }
        if case .failure = checked {
          pending = nil
          return checked
        }
        return .needMore
      }
      pending = nil
    }
    let first = start
    let outcome = buffer.withUnsafeBufferPointer { bytes -> JSONParser.Outcome in
      countParse(bytes.count - first)
      return JSONParser.parseKeepingText(bytes, from: first, atEOF: atEOF, depth: depth)
    }
    switch outcome {
    case .value(_, let end):
      start = end
      dropConsumedBigValue()
    case .needMore:
      if atEOF { return .failure(JSONError(.endOfInput, at: buffer.count)) }
      var scanner = ValueEndScanner(valueStart: first)
      let done = buffer.withUnsafeBufferPointer { scanner.scan($0) }
      if !done {
        pending = scanner
        nextCheck = (buffer.count - first) * 4
      }
    case .failure: break
    }
    return outcome
  }

  /// The message the parser gives for the byte at `offset`.
  func unexpectedMessage(at offset: Int) -> DiagnosticMessage {
    buffer.withUnsafeBufferPointer {
      JSONParser(bytes: $0, atEOF: true, position: offset).unexpected(at: offset).message
    }
  }

  /// The element (or, with `key`, the member's value) at `start`.
  func elementValue(_ walker: ItemsWalker, key: String?) -> Item? {
    let valueStart = pending?.valueStart ?? start
    switch itemValue(depth: walker.elementDepth) {
    case .value(let value, _):
      walker.state = .itemNext
      guard let key else { return .value(value) }
      return .value(
        .object(
          JSONObject(
            uncheckedUniqueKeys: [JSONKey("key"), JSONKey("value")], values: [.string(key), value])
        ))
    case .needMore:
      walker.state = key.map { .memberValue(key: $0) } ?? .itemStart(first: false)
      return .needInput
    case .failure(let failure):
      return itemsError(failure, walker, inItems: true, resyncFrom: valueStart)
    }
  }

  /// The items' container has closed: the rest of the document is checked and skipped.
  func containerClosed(_ walker: ItemsWalker) -> Item? {
    if walker.pathKinds.isEmpty {
      walker.state = .document
    } else {
      walker.state = .skipping(JSONSkipper(restOf: walker.pathKinds), then: .document)
    }
    return nil
  }

  /// The container at path step `level` ended (at `start`) without the step's key or
  /// index; it had `count` members or elements.
  func pathNotFound(_ walker: ItemsWalker, level: Int, count: Int) -> Item {
    let path = walker.path
    let step = path.steps[level]
    let container = path.describe(level)
    let message =
      walker.pathKinds[level]
      ? Message.itemsNoMember(step.key ?? "", in: container)
      : Message.itemsNoElement(step.index ?? 0, in: container, count: count)
    return itemsError(message, at: start, walker, inItems: false, prefix: path.messagePrefix)
  }
}
