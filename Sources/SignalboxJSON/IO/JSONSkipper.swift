/// Checks JSON text as it arrives, chunk by chunk, without building anything: what
/// `stdin items PATH` does with the parts of a document it does not send (the members
/// before and after the path, the rest of the document after the items). It keeps only
/// its state — the kinds of the containers open (one flag each), where in a string,
/// number or literal it is — so a skipped part of any size costs no memory, and each byte
/// is looked at once however many reads it takes.
///
/// Its errors are `JSONParser`'s, at the same offsets: text it accepts the parser accepts.
struct JSONSkipper {
  enum Outcome {
    /// The value (or the containers) ended just before `end`.
    case done(end: Int)
    /// Everything before `keepFrom` is checked and can be dropped; call again with more
    /// bytes, from `keepFrom`.
    case needMore(keepFrom: Int)
    case failure(JSONError)
  }

  private enum State: UInt8 {
    /// A value is expected (after `:` or `,` in an array, or at the start).
    case value
    /// Just after `[`: a value or `]`.
    case arrayFirst
    /// Just after `{`: a key or `}`.
    case objectFirst
    /// After `,` in an object: a key.
    case key
    /// After a key: `:`.
    case colon
    /// After a value inside a container: `,` or the closing bracket.
    case after
    /// Inside a string (a key when `inKey`).
    case string
    // Inside a number: after `-`, after a leading `0`, in the integer digits, after `.`,
    // in the fraction, after `e`, after its sign, in the exponent.
    case minus, zero, integer, dot, fraction, exponent, exponentSign, exponentDigits
  }

  /// The containers open, innermost last: true for an object.
  private var open: [Bool]
  /// The containers around the skipped text that are not in `open` (for the nesting limit).
  private let baseDepth: Int
  private var state: State
  private var inKey = false

  /// Skips one value that starts at the next non-whitespace byte, `depth` containers deep.
  init(valueAtDepth depth: Int) {
    open = []
    baseDepth = depth
    state = .value
  }

  /// Skips the rest of the containers `kinds` (outermost first; true for an object), a
  /// value inside the innermost having just ended.
  init(restOf kinds: [Bool]) {
    open = kinds
    baseDepth = 0
    state = .after
  }

  @inline(__always) private static func isWhitespace(_ b: UInt8) -> Bool {
    b == 0x20 || b == 0x0a || b == 0x0d || b == 0x09
  }

  private static func unexpected(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Outcome {
    .failure(JSONParser(bytes: bytes, atEOF: true, position: offset).unexpected(at: offset))
  }

  /// Goes on from `from` (where the last call said to) through the bytes there are.
  mutating func run(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, atEOF: Bool) -> Outcome {
    guard let base = bytes.baseAddress else {
      return atEOF ? .failure(JSONError(.endOfInput, at: 0)) : .needMore(keepFrom: 0)
    }
    let n = bytes.count
    var i = from
    @inline(__always) func endOfBuffer(keepFrom keep: Int) -> Outcome {
      atEOF ? .failure(JSONError(.endOfInput, at: n)) : .needMore(keepFrom: keep)
    }
    while true {
      switch state {
      case .value, .arrayFirst, .objectFirst, .key, .colon, .after:
        while i < n && JSONSkipper.isWhitespace(base[i]) { i += 1 }
        guard i < n else { return endOfBuffer(keepFrom: n) }
        let c = base[i]
        switch state {
        case .objectFirst, .key:
          if c == UInt8(ascii: "}") && state == .objectFirst {
            i += 1
            if let end = close(at: i) { return .done(end: end) }
            continue
          }
          guard c == UInt8(ascii: "\"") else { return JSONSkipper.unexpected(bytes, at: i) }
          inKey = true
          state = .string
          i += 1
          continue
        case .colon:
          guard c == UInt8(ascii: ":") else { return JSONSkipper.unexpected(bytes, at: i) }
          state = .value
          i += 1
          continue
        case .after:
          let inObject = open[open.count - 1]
          if c == UInt8(ascii: ",") {
            state = inObject ? .key : .value
            i += 1
            continue
          }
          guard c == (inObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
            return JSONSkipper.unexpected(bytes, at: i)
          }
          i += 1
          if let end = close(at: i) { return .done(end: end) }
          continue
        default: break
        }
        // A value (or, just after `[`, the end of the array).
        switch c {
        case UInt8(ascii: "]") where state == .arrayFirst:
          i += 1
          if let end = close(at: i) { return .done(end: end) }
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          if baseDepth + open.count >= JSONParser.maxDepth {
            return .failure(JSONError(.tooDeep(limit: JSONParser.maxDepth), at: i))
          }
          let isObject = c == UInt8(ascii: "{")
          open.append(isObject)
          state = isObject ? .objectFirst : .arrayFirst
          i += 1
        case UInt8(ascii: "\""):
          inKey = false
          state = .string
          i += 1
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
          let word: StaticString =
            c == UInt8(ascii: "t") ? "true" : c == UInt8(ascii: "f") ? "false" : "null"
          let length = word.utf8CodeUnitCount
          var k = 0
          while k < length && i + k < n {
            if base[i + k] != word.utf8Start[k] {
              return .failure(JSONError(.invalidLiteral, at: i))
            }
            k += 1
          }
          // A literal cut off by the end of the buffer is read again whole (at most 5 bytes).
          guard k == length else { return endOfBuffer(keepFrom: i) }
          i += length
          if let end = valueEnded(at: i) { return .done(end: end) }
        case UInt8(ascii: "-"):
          state = .minus
          i += 1
        case UInt8(ascii: "0"):
          state = .zero
          i += 1
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
          state = .integer
          i += 1
        default:
          return JSONSkipper.unexpected(bytes, at: i)
        }

      case .string:
        // Plain bytes in a tight loop: anything but a quote, a backslash or a control byte.
        while i < n {
          let c = base[i]
          if c == UInt8(ascii: "\"") || c == UInt8(ascii: "\\") || c < 0x20 { break }
          i += 1
        }
        guard i < n else { return endOfBuffer(keepFrom: n) }
        let c = base[i]
        if c < 0x20 { return .failure(JSONError(.controlCharacter, at: i)) }
        if c == UInt8(ascii: "\"") {
          i += 1
          if inKey {
            state = .colon
          } else if let end = valueEnded(at: i) {
            return .done(end: end)
          }
          continue
        }
        // An escape: read whole (at most 6 bytes), or again from its backslash next time.
        guard i + 1 < n else { return endOfBuffer(keepFrom: i) }
        switch base[i + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
          UInt8(ascii: "f"),
          UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
          i += 2
        case UInt8(ascii: "u"):
          for k in 2..<6 {
            guard i + k < n else { return endOfBuffer(keepFrom: i) }
            switch base[i + k] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
              UInt8(ascii: "A")...UInt8(ascii: "F"):
              break
            default: return .failure(JSONError(.invalidUnicodeEscape, at: i + k))
            }
          }
          i += 6
        default:
          return .failure(JSONError(.invalidEscape, at: i))
        }

      case .minus, .dot, .exponent, .exponentSign:
        guard i < n else { return endOfBuffer(keepFrom: n) }
        let c = base[i]
        if state == .exponent && (c == UInt8(ascii: "+") || c == UInt8(ascii: "-")) {
          state = .exponentSign
          i += 1
          continue
        }
        guard c &- 48 <= 9 else { return JSONSkipper.unexpected(bytes, at: i) }
        switch state {
        case .minus: state = c == UInt8(ascii: "0") ? .zero : .integer
        case .dot: state = .fraction
        default: state = .exponentDigits
        }
        i += 1

      case .zero, .integer, .fraction, .exponentDigits:
        if state != .zero {
          while i < n && base[i] &- 48 <= 9 { i += 1 }
        }
        guard i < n else {
          if !atEOF { return .needMore(keepFrom: n) }
          if let end = valueEnded(at: i) { return .done(end: end) }
          continue
        }
        let c = base[i]
        if c == UInt8(ascii: ".") && (state == .zero || state == .integer) {
          state = .dot
          i += 1
        } else if (c == UInt8(ascii: "e") || c == UInt8(ascii: "E")) && state != .exponentDigits {
          state = .exponent
          i += 1
        } else if let end = valueEnded(at: i) {
          return .done(end: end)
        }
      }
    }
  }

  /// A value ended before `i`: the end of everything skipped when no container is open.
  @inline(__always) private mutating func valueEnded(at i: Int) -> Int? {
    if open.isEmpty { return i }
    state = .after
    return nil
  }

  /// A container closed before `i`.
  @inline(__always) private mutating func close(at i: Int) -> Int? {
    open.removeLast()
    return valueEnded(at: i)
  }
}
