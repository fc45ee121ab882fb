import SignalboxJSON

extension JSONStreamReader {
  /// Reads `bytes` in `mode`, fed in chunks of `chunk` bytes the way `read(2)` delivers
  /// them: each `.needInput` is answered with the next chunk (or the end of the input), then
  /// `afterInput` runs (`StdinSource` applies a lenient skip there). Returns every item up to
  /// and including the first `.end` or `.failure`, and how many bytes were fed.
  package func readAll(
    _ bytes: [UInt8], _ mode: Mode, chunk: Int = 1 << 16, afterInput: () -> Void = {}
  ) -> (items: [Item], fed: Int) {
    var items: [Item] = []
    var offset = 0
    while true {
      let item = next(mode)
      switch item {
      case .needInput:
        if offset < bytes.count {
          let end = min(bytes.count, offset + chunk)
          bytes.withUnsafeBufferPointer { feed(UnsafeBufferPointer(rebasing: $0[offset..<end])) }
          offset = end
        } else {
          finish()
        }
        afterInput()
      case .end, .failure:
        items.append(item)
        return (items, offset)
      default: items.append(item)
      }
    }
  }
}

extension JSONStreamReader.Item {
  /// The item as the tests compare it: a value as `JSONWriter` writes it, `warning: …`,
  /// `failure: …`; nil for the end (and `.needInput`).
  package var text: String? {
    switch self {
    case .value(let value): return JSONWriter.string(value)
    case .failure(let message): return "failure: \(message)"
    case .warning(let message): return "warning: \(message)"
    case .end, .needInput: return nil
    }
  }
}
