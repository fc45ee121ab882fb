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
final class ItemsWalker {
  enum State {
    /// Before a document: whitespace, the next document, or the end of the input.
    case document
    /// At the value that the first `level` steps of the path lead to.
    case pathValue(level: Int)
    /// In the object at `level`: a key (or, when `first`, the object's end).
    case pathKey(level: Int, first: Bool)
    /// After a key of the object at `level`: the colon, then the member's value.
    case pathColon(level: Int, matched: Bool)
    /// In the array at `level`: its element `index` (or, when `first`, the array's end).
    case pathElement(level: Int, index: Int, first: Bool)
    /// After member or element `index` of the container at `level`: `,` or its end.
    case pathNext(level: Int, index: Int)
    /// Skipping a value (or the rest of the document), then going on with `then`.
    case skipping(JSONSkipper, then: AfterSkip)
    /// In the items' container: an element or member (or, when `first`, the end).
    case itemStart(first: Bool)
    /// After a member's key: the colon.
    case memberColon(key: String)
    /// At a member's value.
    case memberValue(key: String)
    /// After an item: `,` or the container's end.
    case itemNext
    /// Lenient: skipping a malformed element to the next `,` or closing bracket at its level.
    case resync(depth: Int, inString: Bool, escaped: Bool)
    /// Done (the input ended, or an error ended the stream).
    case ended
  }

  enum AfterSkip {
    case pathNext(level: Int, index: Int)
    case document
  }

  var state: State = .document
  let path: ItemsPath
  let lenient: Bool
  /// The containers on the path, outermost first: true for an object.
  var pathKinds: [Bool] = []
  /// Whether the items' container is an object.
  var targetIsObject = false
  /// A key (of the path or of a member) whose end has not arrived yet.
  var keyScanner: ValueEndScanner?

  init(path: ItemsPath, lenient: Bool) {
    self.path = path
    self.lenient = lenient
  }

  /// How deep the elements are: the path's containers and the items' own.
  var elementDepth: Int { path.steps.count + 1 }
}

extension JSONStreamReader {
  /// The name of the kind of value that starts with `byte`, or nil when no value starts so.
  private static func kindOfValue(startingWith byte: UInt8) -> String? {
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
  private func skipWhitespaceAtStart() -> UInt8? {
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
  private func endOfBuffer(_ walker: ItemsWalker, inItems: Bool) -> Item {
    guard atEOF else { return .needInput }
    return itemsError("unexpected end of input", at: buffer.count, walker, inItems: inItems)
  }

  /// Reports an error at `offset`: a warning under `lenient` when it is inside the items'
  /// container (the walker then resyncs from `resyncFrom`, or ends at the end of input),
  /// else the error that ends the stream.
  private func itemsError(
    _ message: String, at offset: Int, _ walker: ItemsWalker, inItems: Bool, resyncFrom: Int? = nil
  ) -> Item {
    let position = buffer.withUnsafeBufferPointer {
      JSONSyntaxError(bytes: $0, offset: offset, message: message, firstLine: baseLine, firstColumn: baseColumn)
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
      return .warning("\(where_): warning: \(message)")
    }
    walker.state = .ended
    failed = true
    return .failure("\(where_): \(message)")
  }

  /// The key (a string starting at `start`) once its end has arrived: nil while it has
  /// not (then `.needInput`), else the key and the offset after it, or the error in it.
  private func readKey(_ walker: ItemsWalker) -> Result<(String, Int), JSONParser.Failure>? {
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
        return .failure(JSONParser.Failure(message: Message.jsonEndOfInput().text, offset: bytes.count))
      }
    }
  }

  /// After a key: whitespace, then the colon (consumed). nil: more input is needed.
  private func expectColon() -> (ok: Bool, at: Int)? {
    guard let c = skipWhitespaceAtStart() else { return nil }
    if c != UInt8(ascii: ":") { return (false, start) }
    start += 1
    return (true, start)
  }

  /// The value at `start`, parsed as `stdin` parses one (objects kept as text), `depth`
  /// containers deep: `.value` (then `start` is past it), `.needMore`, or `.failure`.
  private func itemValue(depth: Int) -> JSONParser.Outcome {
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
          return JSONParser.check(bytes, from: scanner.valueStart, atEOF: false, depth: depth).outcome
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
      if atEOF { return .failure(Message.jsonEndOfInput().text, at: buffer.count) }
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

  /// One step of the walk: an item to return, or nil to go on.
  private func step(_ walker: ItemsWalker) -> Item? {
    let path = walker.path
    switch walker.state {
    case .ended:
      return .end

    case .document:
      if !checkedBOM {
        // A UTF-8 byte order mark before the first document is skipped, as jq does.
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let head = buffer[start..<min(buffer.count, start + 3)]
        if head.elementsEqual(bom) {
          start += 3
        } else if !atEOF && head.count < 3 && head.elementsEqual(bom.prefix(head.count)) && !head.isEmpty {
          return .needInput
        }
        if !head.isEmpty || atEOF { checkedBOM = true }
      }
      guard skipWhitespaceAtStart() != nil else {
        if atEOF {
          walker.state = .ended
          return .end
        }
        return .needInput
      }
      walker.pathKinds = []
      walker.state = .pathValue(level: 0)
      return nil

    case .pathValue(let level):
      guard let c = skipWhitespaceAtStart() else { return endOfBuffer(walker, inItems: false) }
      guard let kind = JSONStreamReader.kindOfValue(startingWith: c) else {
        return itemsError(unexpectedMessage(at: start), at: start, walker, inItems: false)
      }
      let isContainer = c == UInt8(ascii: "{") || c == UInt8(ascii: "[")
      if level == path.steps.count {
        guard isContainer else {
          let what = level == 0 ? "the document" : path.describe(level)
          return itemsError(
            "\(path.messagePrefix)\(what) is \(kind), not an array or an object", at: start, walker, inItems: false)
        }
        if level >= JSONParser.maxDepth {
          return itemsError("values nested too deeply (more than \(JSONParser.maxDepth) levels)", at: start, walker, inItems: false)
        }
        walker.targetIsObject = c == UInt8(ascii: "{")
        walker.state = .itemStart(first: true)
        start += 1
        return nil
      }
      let stepHere = path.steps[level]
      let isObject = c == UInt8(ascii: "{")
      if !isContainer || (isObject && stepHere.key == nil) || (!isObject && stepHere.index == nil) {
        let wanted = stepHere.key == nil ? "an array" : stepHere.index == nil ? "an object" : "an array or an object"
        return itemsError(
          "\(path.messagePrefix)\(path.describe(level)) is \(kind), not \(wanted)", at: start, walker, inItems: false)
      }
      if level >= JSONParser.maxDepth {
        return itemsError("values nested too deeply (more than \(JSONParser.maxDepth) levels)", at: start, walker, inItems: false)
      }
      walker.pathKinds.append(isObject)
      start += 1
      walker.state = isObject ? .pathKey(level: level, first: true) : .pathElement(level: level, index: 0, first: true)
      return nil

    case .pathKey(let level, let first):
      guard let c = skipWhitespaceAtStart() else { return endOfBuffer(walker, inItems: false) }
      if first && c == UInt8(ascii: "}") { return pathNotFound(walker, level: level, count: 0) }
      guard c == UInt8(ascii: "\"") else { return itemsError(unexpectedMessage(at: start), at: start, walker, inItems: false) }
      guard let read = readKey(walker) else { return endOfBuffer(walker, inItems: false) }
      switch read {
      case .failure(let failure): return itemsError(failure.message, at: failure.offset, walker, inItems: false)
      case .success(let (key, end)):
        start = end
        walker.state = .pathColon(level: level, matched: key == path.steps[level].key)
        return nil
      }

    case .pathColon(let level, let matched):
      guard let colon = expectColon() else { return endOfBuffer(walker, inItems: false) }
      guard colon.ok else { return itemsError(unexpectedMessage(at: colon.at), at: colon.at, walker, inItems: false) }
      if matched {
        walker.state = .pathValue(level: level + 1)
      } else {
        walker.state = .skipping(JSONSkipper(valueAtDepth: level + 1), then: .pathNext(level: level, index: 0))
      }
      return nil

    case .pathElement(let level, let index, let first):
      guard let c = skipWhitespaceAtStart() else { return endOfBuffer(walker, inItems: false) }
      if first && c == UInt8(ascii: "]") { return pathNotFound(walker, level: level, count: 0) }
      if index == path.steps[level].index {
        walker.state = .pathValue(level: level + 1)
      } else {
        walker.state = .skipping(JSONSkipper(valueAtDepth: level + 1), then: .pathNext(level: level, index: index))
      }
      return nil

    case .pathNext(let level, let index):
      guard let c = skipWhitespaceAtStart() else { return endOfBuffer(walker, inItems: false) }
      let isObject = walker.pathKinds[level]
      if c == UInt8(ascii: ",") {
        start += 1
        walker.state = isObject ? .pathKey(level: level, first: false) : .pathElement(level: level, index: index + 1, first: false)
        return nil
      }
      if c == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
        return pathNotFound(walker, level: level, count: index + 1)
      }
      return itemsError(unexpectedMessage(at: start), at: start, walker, inItems: false)

    case .skipping(var skipper, let then):
      walker.state = .ended  // the skipper's stack is then not shared while it changes
      let outcome = buffer.withUnsafeBufferPointer { skipper.run($0, from: start, atEOF: atEOF) }
      switch outcome {
      case .done(let end):
        start = end
        switch then {
        case .pathNext(let level, let index): walker.state = .pathNext(level: level, index: index)
        case .document: walker.state = .document
        }
        return nil
      case .needMore(let keepFrom):
        start = keepFrom
        walker.state = .skipping(skipper, then: then)
        return .needInput
      case .failure(let message, let offset):
        return itemsError(message, at: offset, walker, inItems: false)
      }

    case .itemStart(let first):
      guard let c = skipWhitespaceAtStart() else { return endOfBuffer(walker, inItems: true) }
      let close = walker.targetIsObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
      if first && c == close {
        start += 1
        return containerClosed(walker)
      }
      if !walker.targetIsObject {
        return elementValue(walker, key: nil)
      }
      guard c == UInt8(ascii: "\"") else { return itemsError(unexpectedMessage(at: start), at: start, walker, inItems: true) }
      let keyStart = start
      guard let read = readKey(walker) else { return endOfBuffer(walker, inItems: true) }
      switch read {
      case .failure(let failure):
        return itemsError(failure.message, at: failure.offset, walker, inItems: true, resyncFrom: keyStart)
      case .success(let (key, end)):
        start = end
        walker.state = .memberColon(key: key)
        return nil
      }

    case .memberColon(let key):
      guard let colon = expectColon() else { return endOfBuffer(walker, inItems: true) }
      guard colon.ok else { return itemsError(unexpectedMessage(at: colon.at), at: colon.at, walker, inItems: true) }
      walker.state = .memberValue(key: key)
      return nil

    case .memberValue(let key):
      guard skipWhitespaceAtStart() != nil || pending != nil else { return endOfBuffer(walker, inItems: true) }
      return elementValue(walker, key: key)

    case .itemNext:
      guard let c = skipWhitespaceAtStart() else { return endOfBuffer(walker, inItems: true) }
      if c == UInt8(ascii: ",") {
        start += 1
        walker.state = .itemStart(first: false)
        return nil
      }
      if c == (walker.targetIsObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
        start += 1
        return containerClosed(walker)
      }
      return itemsError(unexpectedMessage(at: start), at: start, walker, inItems: true)

    case .resync(var depth, var inString, var escaped):
      let close = walker.targetIsObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
      let n = buffer.count
      var i = start
      var stopped = false
      buffer.withUnsafeBufferPointer { bytes in
        while i < n {
          let c = bytes[i]
          if inString {
            if escaped {
              escaped = false
            } else if c == UInt8(ascii: "\\") {
              escaped = true
            } else if c == UInt8(ascii: "\"") {
              inString = false
            }
          } else {
            switch c {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
              if depth > 0 {
                depth -= 1
              } else if c == close {
                stopped = true
              }
            case UInt8(ascii: ","):
              if depth == 0 { stopped = true }
            default: break
            }
            if stopped { break }
          }
          i += 1
        }
      }
      start = i
      if stopped {
        walker.state = .itemNext
        return nil
      }
      walker.state = .resync(depth: depth, inString: inString, escaped: escaped)
      if atEOF {
        return itemsError("unexpected end of input", at: n, walker, inItems: true)
      }
      return .needInput
    }
  }

  /// The message the parser gives for the byte at `offset`.
  private func unexpectedMessage(at offset: Int) -> String {
    buffer.withUnsafeBufferPointer { JSONParser(bytes: $0, atEOF: true, position: offset).unexpected(at: offset).message }
  }

  /// The element (or, with `key`, the member's value) at `start`.
  private func elementValue(_ walker: ItemsWalker, key: String?) -> Item? {
    let valueStart = pending?.valueStart ?? start
    switch itemValue(depth: walker.elementDepth) {
    case .value(let value, _):
      walker.state = .itemNext
      guard let key else { return .value(value) }
      return .value(.object(JSONObject(uncheckedUniqueKeys: ["key", "value"], values: [.string(key), value])))
    case .needMore:
      walker.state = key.map { .memberValue(key: $0) } ?? .itemStart(first: false)
      return .needInput
    case .failure(let message, let offset):
      return itemsError(message, at: offset, walker, inItems: true, resyncFrom: valueStart)
    }
  }

  /// The items' container has closed: the rest of the document is checked and skipped.
  private func containerClosed(_ walker: ItemsWalker) -> Item? {
    if walker.pathKinds.isEmpty {
      walker.state = .document
    } else {
      walker.state = .skipping(JSONSkipper(restOf: walker.pathKinds), then: .document)
    }
    return nil
  }

  /// The container at path step `level` ended (at `start`) without the step's key or
  /// index; it had `count` members or elements.
  private func pathNotFound(_ walker: ItemsWalker, level: Int, count: Int) -> Item {
    let path = walker.path
    let step = path.steps[level]
    let container = path.describe(level)
    let message: String
    if walker.pathKinds[level] {
      message = "no member \(JSONWriter.string(.string(step.key ?? ""))) in \(container)"
    } else {
      message = "\(container) has \(count) element\(count == 1 ? "" : "s"), no element \(step.index ?? 0)"
    }
    return itemsError(path.messagePrefix + message, at: start, walker, inItems: false)
  }
}
