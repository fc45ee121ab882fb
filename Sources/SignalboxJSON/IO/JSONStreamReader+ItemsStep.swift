/// One step of the items walk: what the next bytes mean where the walker is.
extension JSONStreamReader {
  /// One step of the walk: an item to return, or nil to go on.
  func step(_ walker: ItemsWalker) -> Item? {
    let path = walker.path
    switch walker.state {
    case .ended:
      return .end

    case .document:
      if !checkedBOM && !skipByteOrderMark() { return .needInput }
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
            Message.itemsNotAContainer(what, kind, wanted: "an array or an object"),
            at: start, walker, inItems: false, prefix: path.messagePrefix)
        }
        if level >= JSONParser.maxDepth {
          return itemsError(
            Message.jsonTooDeep(JSONParser.maxDepth), at: start, walker,
            inItems: false)
        }
        walker.targetIsObject = c == UInt8(ascii: "{")
        walker.state = .itemStart(first: true)
        start += 1
        return nil
      }
      let stepHere = path.steps[level]
      let isObject = c == UInt8(ascii: "{")
      if !isContainer || (isObject && stepHere.key == nil) || (!isObject && stepHere.index == nil) {
        let wanted =
          stepHere.key == nil
          ? "an array" : stepHere.index == nil ? "an object" : "an array or an object"
        return itemsError(
          Message.itemsNotAContainer(path.describe(level), kind, wanted: wanted),
          at: start, walker, inItems: false, prefix: path.messagePrefix)
      }
      if level >= JSONParser.maxDepth {
        return itemsError(
          Message.jsonTooDeep(JSONParser.maxDepth), at: start, walker,
          inItems: false)
      }
      walker.pathKinds.append(isObject)
      start += 1
      walker.state =
        isObject
        ? .pathKey(level: level, first: true) : .pathElement(level: level, index: 0, first: true)
      return nil

    case .pathKey(let level, let first):
      guard let c = skipWhitespaceAtStart() else { return endOfBuffer(walker, inItems: false) }
      if first && c == UInt8(ascii: "}") { return pathNotFound(walker, level: level, count: 0) }
      guard c == UInt8(ascii: "\"") else {
        return itemsError(unexpectedMessage(at: start), at: start, walker, inItems: false)
      }
      guard let read = readKey(walker) else { return endOfBuffer(walker, inItems: false) }
      switch read {
      case .failure(let failure):
        return itemsError(failure, walker, inItems: false)
      case .success(let (key, end)):
        start = end
        walker.state = .pathColon(level: level, matched: key == path.steps[level].key)
        return nil
      }

    case .pathColon(let level, let matched):
      guard let colon = expectColon() else { return endOfBuffer(walker, inItems: false) }
      guard colon.ok else {
        return itemsError(unexpectedMessage(at: colon.at), at: colon.at, walker, inItems: false)
      }
      if matched {
        walker.state = .pathValue(level: level + 1)
      } else {
        walker.state = .skipping(
          JSONSkipper(valueAtDepth: level + 1), then: .pathNext(level: level, index: 0))
      }
      return nil

    case .pathElement(let level, let index, let first):
      guard let c = skipWhitespaceAtStart() else { return endOfBuffer(walker, inItems: false) }
      if first && c == UInt8(ascii: "]") { return pathNotFound(walker, level: level, count: 0) }
      if index == path.steps[level].index {
        walker.state = .pathValue(level: level + 1)
      } else {
        walker.state = .skipping(
          JSONSkipper(valueAtDepth: level + 1), then: .pathNext(level: level, index: index))
      }
      return nil

    case .pathNext(let level, let index):
      guard let c = skipWhitespaceAtStart() else { return endOfBuffer(walker, inItems: false) }
      let isObject = walker.pathKinds[level]
      if c == UInt8(ascii: ",") {
        start += 1
        walker.state =
          isObject
          ? .pathKey(level: level, first: false)
          : .pathElement(level: level, index: index + 1, first: false)
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
      case .failure(let failure):
        return itemsError(failure, walker, inItems: false)
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
      guard c == UInt8(ascii: "\"") else {
        return itemsError(unexpectedMessage(at: start), at: start, walker, inItems: true)
      }
      let keyStart = start
      guard let read = readKey(walker) else { return endOfBuffer(walker, inItems: true) }
      switch read {
      case .failure(let failure):
        return itemsError(
          failure.message, at: failure.offset, walker, inItems: true, resyncFrom: keyStart)
      case .success(let (key, end)):
        start = end
        walker.state = .memberColon(key: key)
        return nil
      }

    case .memberColon(let key):
      guard let colon = expectColon() else { return endOfBuffer(walker, inItems: true) }
      guard colon.ok else {
        return itemsError(unexpectedMessage(at: colon.at), at: colon.at, walker, inItems: true)
      }
      walker.state = .memberValue(key: key)
      return nil

    case .memberValue(let key):
      guard skipWhitespaceAtStart() != nil || pending != nil else {
        return endOfBuffer(walker, inItems: true)
      }
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
        return itemsError(Message.jsonEndOfInput(), at: n, walker, inItems: true)
      }
      return .needInput
    }
  }
}
