@testable import SignalboxJSON

/// The reader's output for `text`, fed in chunks of `chunk` bytes: each value as
/// `JSONWriter` writes it, then `warning: …` / `failure: …` lines (WideObjectTests,
/// CanonicalWriterTests).
func readerOutput(_ text: String, chunk: Int) -> [String] {
  let bytes = Array(text.utf8)
  let reader = JSONStreamReader(fd: -1, name: "stdin")
  var out: [String] = []
  var offset = 0
  while true {
    switch reader.next(.json) {
    case .needInput:
      if offset < bytes.count {
        let end = min(bytes.count, offset + chunk)
        bytes.withUnsafeBufferPointer {
          reader.feed(UnsafeBufferPointer(rebasing: $0[offset..<end]))
        }
        offset = end
      } else {
        reader.finish()
      }
    case .value(let value): out.append(JSONWriter.string(value))
    case .failure(let message, _): return out + ["failure: \(message)"]
    case .warning(let message): out.append("warning: \(message)")
    case .end: return out
    }
  }
}
