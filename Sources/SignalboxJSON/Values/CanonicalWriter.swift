/// One pass over a value's text that checks it and writes its canonical compact text (what
/// `JSONWriter` prints for the value built from it) without building it: whitespace
/// dropped, strings with `\u` and `\/` escapes written as the writer writes them, numbers
/// as the writer prints their values, and repeated keys looked for on the keys' written
/// bytes (their code points: `"caf\u00e9"` and `"café"` are the same key). A document
/// such as Python's `json.dumps(…, indent=2)` writes it, every non-ASCII letter of its
/// keys a `\u` escape, was built into a tree to be printed, because a key written with an
/// escape could repeat one written otherwise.
///
/// It does not report errors: anything it does not take as it stands — an error, the end
/// of the buffer, a repeated key, a lone surrogate, invalid UTF-8, nesting past the limit
/// — answers nil, and the caller checks the value as before (the same errors, positions
/// and slow path). What it accepts, `JSONParser.check` accepts with the same end.
struct CanonicalWriter {
  let bytes: UnsafeBufferPointer<UInt8>
  var i: Int
  var out: [UInt8] = []

  /// One open container: an object's start in `out` and what is known of its keys.
  struct Frame {
    var isObject: Bool
    var start = 0
    var keyCount = 0
    var filter = KeyFilter()
    var list: KeyHashList? = nil
  }

  init(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) {
    self.bytes = bytes
    i = start
  }

  /// The canonical text of the value at `start` (an object or array), and its end; nil as
  /// above. `depth`: the containers around it, counted against `JSONParser.maxDepth`.
  static func text(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, depth: Int = 0
  ) -> (text: [UInt8], end: Int)? {
    var writer = CanonicalWriter(bytes, from: start)
    // A big document (the reader holds no more than it): room for it at once.
    let rest = bytes.count - start
    writer.out.reserveCapacity(rest >= 1 << 20 ? rest : min(rest, 1 << 10))
    guard writer.run(depthLimit: JSONParser.maxDepth - depth) else { return nil }
    return (writer.out, writer.i)
  }

  @inline(__always) mutating func skipWhitespace() {
    while i < bytes.count && JSONParser.isWhitespace(bytes[i]) { i += 1 }
  }

  mutating func run(depthLimit: Int) -> Bool {
    var stack: [Frame] = []
    while true {
      // A value starts at `i` (whitespace skipped).
      guard i < bytes.count else { return false }
      let c = bytes[i]
      switch c {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        guard stack.count < depthLimit else { return false }
        out.append(c)
        i += 1
        skipWhitespace()
        guard i < bytes.count else { return false }
        let close = c == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
        if bytes[i] == close {
          out.append(close)
          i += 1
        } else {
          stack.append(Frame(isObject: c == UInt8(ascii: "{"), start: out.count - 1))
          if c == UInt8(ascii: "{") {
            guard key(&stack[stack.count - 1]) else { return false }
          }
          continue
        }
      case JSONParser.quote:
        guard string() else { return false }
      case UInt8(ascii: "t"): guard literal("true") else { return false }
      case UInt8(ascii: "f"): guard literal("false") else { return false }
      case UInt8(ascii: "n"): guard literal("null") else { return false }
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        guard number() else { return false }
      default: return false
      }
      // A value is complete: a comma, or the end of its container (and maybe of more).
      while !stack.isEmpty {
        skipWhitespace()
        guard i < bytes.count else { return false }
        let top = stack.count - 1
        let b = bytes[i]
        i += 1
        if b == UInt8(ascii: ",") {
          out.append(b)
          if stack[top].isObject {
            guard key(&stack[top]) else { return false }
          } else {
            skipWhitespace()
          }
          break
        }
        guard b == (stack[top].isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
          return false
        }
        out.append(b)
        if stack[top].list != nil {
          let repeats = out.withUnsafeBufferPointer { stack[top].list!.hasRepeats($0) }
          if repeats { return false }
        }
        stack.removeLast()
      }
      if stack.isEmpty { return true }
    }
  }

  /// An object's key (at or after `i`), its colon and the whitespace before its value;
  /// false when it repeats an earlier key of the object (by its written bytes).
  mutating func key(_ frame: inout Frame) -> Bool {
    skipWhitespace()
    guard i < bytes.count, bytes[i] == JSONParser.quote else { return false }
    let keyStart = out.count
    guard string() else { return false }
    let keyEnd = out.count
    frame.keyCount += 1
    let count = frame.keyCount
    let start = frame.start
    let repeated = out.withUnsafeBufferPointer { written -> Bool in
      if count <= 16 {
        return frame.filter.insert(written, objectStart: start, keyStart: keyStart, keyEnd: keyEnd)
      }
      if frame.list == nil {
        var list = KeyHashList()
        guard JSONParser.keys(written, in: start, before: keyStart, into: &list) else {
          return true
        }
        frame.list = list
      }
      return !frame.list!.append(written, start: keyStart, length: keyEnd - keyStart)
    }
    if repeated { return false }
    skipWhitespace()
    guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { return false }
    out.append(UInt8(ascii: ":"))
    i += 1
    skipWhitespace()
    return true
  }

  mutating func literal(_ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard bytes.count - i >= count, memcmp(bytes.baseAddress! + i, word.utf8Start, count) == 0
    else { return false }
    out.append(contentsOf: UnsafeBufferPointer(start: word.utf8Start, count: count))
    i += count
    return true
  }
}
