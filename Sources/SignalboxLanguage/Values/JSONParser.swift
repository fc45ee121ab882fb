#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

import OrderedCollections

/// A byte-level JSON parser over a buffer (jq's `jv_parse` role). It parses one value at a
/// time, so a reader can feed it a growing buffer: a value cut off by the end of the buffer
/// answers `.needMore` unless the input has ended.
struct JSONParser {
  enum Outcome {
    case value(JSON, end: Int)
    case needMore
    case failure(String, at: Int)
  }

  struct Failure: Error {
    let message: String
    let offset: Int
  }
  struct NeedMore: Error {}

  let bytes: UnsafeBufferPointer<UInt8>
  let atEOF: Bool
  var position: Int
  /// Checking only: no value is built (every value answers `.null`), and the two flags
  /// below are worked out instead. Errors are the same as when building.
  var checking = false
  /// No whitespace, and every number, string and key as `JSONWriter` prints it.
  var canonical = true
  /// Some object repeats a key (or spells a key with an escape that has other spellings).
  var duplicateKeys = false
  /// Checking: the work spent looking for repeated keys (tests count it).
  var keyWork = 0
  /// Building: an object inside an array that `QuickCheck` accepts is kept as its text
  /// (`JSONObject(text:)`), as the reader keeps top-level objects: a big array of objects
  /// then costs a copy of its text instead of a dictionary per object.
  var keepObjectsAsText = false
  /// How deep the value starts: the containers around it that are not in `bytes`'s parse
  /// (`stdin items` parses each element on its own, at the depth it has in its document),
  /// counted against `maxDepth`.
  var baseDepth = 0

  init(bytes: UnsafeBufferPointer<UInt8>, atEOF: Bool, position: Int) {
    self.bytes = bytes
    self.atEOF = atEOF
    self.position = position
  }

  /// Parses the value that starts at or after `start` (leading whitespace skipped).
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, atEOF: Bool) -> Outcome {
    var parser = JSONParser(bytes: bytes, atEOF: atEOF, position: start)
    return parser.run()
  }

  /// Checks the value that starts at `start` without building it (the value in the
  /// outcome is `.null`): what the reader keeps as a `JSONText`.
  static func check(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, atEOF: Bool, depth: Int = 0
  ) -> (outcome: Outcome, canonical: Bool, duplicateKeys: Bool) {
    var parser = JSONParser(bytes: bytes, atEOF: atEOF, position: start)
    parser.checking = true
    parser.baseDepth = depth
    let outcome = parser.run()
    return (outcome, parser.canonical, parser.duplicateKeys)
  }

  mutating func run() -> Outcome {
    do {
      skipWhitespace()
      canonical = true
      let value = try parseValue(depth: baseDepth)
      return .value(value, end: position)
    } catch let failure as Failure {
      return .failure(failure.message, at: failure.offset)
    } catch {
      return .needMore
    }
  }

  /// Offset of the first non-whitespace byte at or after `start` (`bytes.count` if none).
  static func skipWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var i = start
    while i < bytes.count, isWhitespace(bytes[i]) { i += 1 }
    return i
  }

  @inline(__always) static func isWhitespace(_ b: UInt8) -> Bool {
    b == 0x20 || b == 0x0a || b == 0x0d || b == 0x09
  }

  @inline(__always) mutating func skipWhitespace() {
    guard position < bytes.count, JSONParser.isWhitespace(bytes[position]) else { return }
    canonical = false
    repeat { position += 1 } while position < bytes.count && JSONParser.isWhitespace(bytes[position])
  }

  func endOfInput() -> any Error {
    atEOF ? Failure(message: "unexpected end of input", offset: position) : NeedMore()
  }

  func unexpected(at offset: Int) -> Failure {
    let byte = bytes[offset]
    let shown: String
    if byte >= 0x20 && byte < 0x7f {
      shown = "'\(Character(Unicode.Scalar(byte)))'"
    } else {
      shown = "byte 0x\(String(byte, radix: 16))"
    }
    return Failure(message: "unexpected character \(shown)", offset: offset)
  }

  /// The deepest nesting of arrays and objects the parser accepts: opening one more is
  /// the error "values nested too deeply". The parser itself keeps its own stack (it does
  /// not recurse), so the limit is there for what is done with a value later (printing,
  /// comparing, releasing it recurse once per level); see docs/language.md, "Nesting of
  /// input".
  static let maxDepth = 1_000

  /// One open array or object while parsing.
  private struct Open {
    var isObject: Bool
    var items = ContiguousArray<JSON>()
    var keys = ContiguousArray<String>()
    /// Building: some key repeats (or may: long objects let the dictionary decide).
    var duplicates = false
    /// Checking: where the object starts, and what is known of its keys so far.
    var objectStart = 0
    var keyFilter = KeyFilter()
  }

  /// Parses the value at `position` (whitespace already skipped) without recursing: open
  /// containers are kept on an explicit stack, so deep input costs heap, not stack.
  mutating func parseValue(depth baseDepth: Int) throws -> JSON {
    // A number, string or literal (what a field read parses) without the container loop.
    guard position < bytes.count else { throw endOfInput() }
    switch bytes[position] {
    case UInt8(ascii: "{"), UInt8(ascii: "["): return try parseContainer(depth: baseDepth)
    case UInt8(ascii: "\""):
      if checking {
        _ = try checkString()
        return .null
      }
      return .string(try parseString())
    case UInt8(ascii: "t"): try literal("true"); return .bool(true)
    case UInt8(ascii: "f"): try literal("false"); return .bool(false)
    case UInt8(ascii: "n"): try literal("null"); return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
    default: throw unexpected(at: position)
    }
  }

  /// The array or object at `position`, and everything in it, with an explicit stack.
  private mutating func parseContainer(depth baseDepth: Int) throws -> JSON {
    var stack: [Open] = []
    var value: JSON
    parsing: while true {
      // A value starts at `position`.
      guard position < bytes.count else { throw endOfInput() }
      if keepObjectsAsText, bytes[position] == UInt8(ascii: "{"), !checking {
        value = try objectKeptAsText(depth: baseDepth + stack.count)
      } else {
        switch bytes[position] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          let isObject = bytes[position] == UInt8(ascii: "{")
          if baseDepth + stack.count >= JSONParser.maxDepth {
            throw Failure(message: "values nested too deeply (more than \(JSONParser.maxDepth) levels)", offset: position)
          }
          let open = position
          position += 1
          skipWhitespace()
          guard position < bytes.count else { throw endOfInput() }
          let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
          if bytes[position] == close {
            position += 1
            value = isObject ? .object(JSONObject()) : .array([])
          } else {
            var frame = Open(isObject: isObject)
            if isObject {
              frame.objectStart = open
              if !checking {
                frame.keys.reserveCapacity(8)
                frame.items.reserveCapacity(8)
              }
              stack.append(frame)
              try readKey(&stack[stack.count - 1])
            } else {
              stack.append(frame)
            }
            continue parsing
          }
        case UInt8(ascii: "\""):
          if checking {
            _ = try checkString()
            value = .null
          } else {
            value = .string(try parseString())
          }
        case UInt8(ascii: "t"): try literal("true"); value = .bool(true)
        case UInt8(ascii: "f"): try literal("false"); value = .bool(false)
        case UInt8(ascii: "n"): try literal("null"); value = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(try parseNumber())
        default: throw unexpected(at: position)
        }
      }
      // A value is complete: add it to the container it is in, closing containers that end.
      while !stack.isEmpty {
        let top = stack.count - 1
        if !checking { stack[top].items.append(value) }
        skipWhitespace()
        guard position < bytes.count else { throw endOfInput() }
        let b = bytes[position]
        if b == UInt8(ascii: ",") {
          position += 1
          if stack[top].isObject { try readKey(&stack[top]) } else { skipWhitespace() }
          continue parsing
        }
        guard b == (stack[top].isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else { throw unexpected(at: position) }
        position += 1
        let frame = stack.removeLast()
        if checking {
          if frame.isObject && duplicateKeys { canonical = false }
          keyWork += frame.keyFilter.work
          value = .null
        } else if !frame.isObject {
          value = .array(Array(frame.items))
        } else if !frame.duplicates {
          value = .object(JSONObject(uncheckedUniqueKeys: frame.keys, values: frame.items))
        } else {
          // The last value of a repeated key wins, at the first key's position.
          var object = OrderedDictionary<String, JSON>(minimumCapacity: frame.keys.count)
          for (k, v) in zip(frame.keys, frame.items) { object[k] = v }
          value = .object(JSONObject(object))
        }
      }
      return value
    }
  }

  /// The object at `position` kept as its text: `QuickCheck` for the common case, else
  /// checked (same errors as building, nesting counted from `depth`).
  private mutating func objectKeptAsText(depth: Int) throws -> JSON {
    let start = position
    var canonical = true
    var duplicates = false
    if depth + QuickCheck.maxDepth < JSONParser.maxDepth, let quick = QuickCheck.objectText(bytes, from: start) {
      (position, canonical) = (quick.end, quick.canonical)
    } else {
      var checker = JSONParser(bytes: bytes, atEOF: atEOF, position: start)
      checker.checking = true
      _ = try checker.parseValue(depth: depth)
      (position, canonical, duplicates) = (checker.position, checker.canonical, checker.duplicateKeys)
    }
    let text = JSONText.make(
      copying: UnsafeBufferPointer(rebasing: bytes[start..<position]), canonical: canonical, duplicateKeys: duplicates)
    return .object(JSONObject(text: text))
  }

  /// Reads an object's key and its colon (the key at or after `position`), leaving
  /// `position` at the member's value. Checking, it also looks for repeated keys.
  private mutating func readKey(_ frame: inout Open) throws {
    skipWhitespace()
    guard position < bytes.count else { throw endOfInput() }
    guard bytes[position] == UInt8(ascii: "\"") else { throw unexpected(at: position) }
    if checking {
      let keyStart = position
      if try checkString() { duplicateKeys = true }
      if !duplicateKeys && frame.keyFilter.insert(bytes, objectStart: frame.objectStart, keyStart: keyStart, keyEnd: position) {
        duplicateKeys = true
      }
    } else {
      let key = try parseString()
      if !frame.duplicates {
        if frame.keys.count < 32 {
          frame.duplicates = frame.keys.contains(key)
        } else {
          frame.duplicates = true  // long objects: let the dictionary sort out duplicates
        }
      }
      frame.keys.append(key)
    }
    skipWhitespace()
    guard position < bytes.count else { throw endOfInput() }
    guard bytes[position] == UInt8(ascii: ":") else { throw unexpected(at: position) }
    position += 1
    skipWhitespace()
  }

  mutating func literal(_ word: StaticString) throws {
    let start = position
    let count = word.utf8CodeUnitCount
    for k in 0..<count {
      guard position < bytes.count else { throw endOfInput() }
      if bytes[position] != word.utf8Start[k] {
        throw Failure(message: "invalid literal", offset: start)
      }
      position += 1
    }
  }

  mutating func parseString() throws -> String {
    position += 1
    let start = position
    // Fast path: no escapes.
    while position < bytes.count {
      let b = bytes[position]
      if b == UInt8(ascii: "\"") {
        let s = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        position += 1
        return s
      }
      if b == UInt8(ascii: "\\") { break }
      if b < 0x20 { throw Failure(message: "control character in string", offset: position) }
      position += 1
    }
    guard position < bytes.count else { throw endOfInput() }
    var out: [UInt8] = Array(UnsafeBufferPointer(rebasing: bytes[start..<position]))
    while position < bytes.count {
      let b = bytes[position]
      if b == UInt8(ascii: "\"") {
        position += 1
        return String(decoding: out, as: UTF8.self)
      }
      if b < 0x20 { throw Failure(message: "control character in string", offset: position) }
      if b != UInt8(ascii: "\\") {
        out.append(b)
        position += 1
        continue
      }
      let escapeStart = position
      position += 1
      guard position < bytes.count else { throw endOfInput() }
      let e = bytes[position]
      position += 1
      switch e {
      case UInt8(ascii: "\""): out.append(0x22)
      case UInt8(ascii: "\\"): out.append(0x5c)
      case UInt8(ascii: "/"): out.append(0x2f)
      case UInt8(ascii: "b"): out.append(0x08)
      case UInt8(ascii: "f"): out.append(0x0c)
      case UInt8(ascii: "n"): out.append(0x0a)
      case UInt8(ascii: "r"): out.append(0x0d)
      case UInt8(ascii: "t"): out.append(0x09)
      case UInt8(ascii: "u"):
        let scalar = try unicodeEscape()
        out.append(contentsOf: String(Character(Unicode.Scalar(scalar)!)).utf8)
      default:
        throw Failure(message: "invalid escape in string", offset: escapeStart)
      }
    }
    throw endOfInput()
  }

  /// The scalar of a `\\u` escape whose `u` was just read: a surrogate pair joined, a lone
  /// surrogate replaced by U+FFFD.
  mutating func unicodeEscape() throws -> UInt32 {
    let scalar = try hex4()
    if scalar >= 0xDC00 && scalar < 0xE000 { return 0xFFFD }
    guard scalar >= 0xD800 && scalar < 0xDC00 else { return scalar }
    // A high surrogate: a low one should follow.
    if position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") {
      let save = position
      position += 2
      let low = try hex4()
      if low >= 0xDC00 && low < 0xE000 { return 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00) }
      position = save
      return 0xFFFD
    }
    if position + 1 >= bytes.count && !atEOF { throw NeedMore() }
    return 0xFFFD
  }

  mutating func hex4() throws -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard position < bytes.count else { throw endOfInput() }
      let b = bytes[position]
      let digit: UInt32
      switch b {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(b - 48)
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(b - 87)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(b - 55)
      default: throw Failure(message: "invalid \\u escape in string", offset: position)
      }
      value = value * 16 + digit
      position += 1
    }
    return value
  }

  mutating func parseNumber() throws -> Double {
    let start = position
    var integer: UInt64 = 0
    var digits = 0
    var simple = true
    let negative = bytes[position] == UInt8(ascii: "-")
    if negative { position += 1 }
    guard position < bytes.count else { throw endOfInput() }
    guard bytes[position] >= 48 && bytes[position] <= 57 else { throw unexpected(at: position) }
    if bytes[position] == 48 {
      position += 1
      digits = 1
    } else {
      var p = position
      let end = bytes.count
      while p < end {
        let digit = bytes[p] &- 48
        if digit > 9 { break }
        if p - position < 18 { integer = integer &* 10 &+ UInt64(digit) }
        p += 1
      }
      digits = p - position
      if digits > 18 { simple = false }
      position = p
    }
    if position < bytes.count && bytes[position] == UInt8(ascii: ".") {
      simple = false
      position += 1
      guard position < bytes.count else { throw endOfInput() }
      guard bytes[position] >= 48 && bytes[position] <= 57 else { throw unexpected(at: position) }
      while position < bytes.count, bytes[position] >= 48 && bytes[position] <= 57 { position += 1 }
    }
    if position < bytes.count && (bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E")) {
      simple = false
      position += 1
      guard position < bytes.count else { throw endOfInput() }
      if bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
      guard position < bytes.count else { throw endOfInput() }
      guard bytes[position] >= 48 && bytes[position] <= 57 else { throw unexpected(at: position) }
      while position < bytes.count, bytes[position] >= 48 && bytes[position] <= 57 { position += 1 }
    }
    if position == bytes.count && !atEOF { throw NeedMore() }
    if (!simple || digits > 15) && canonical {
      canonical = JSONParser.isCanonicalNumber(bytes.baseAddress!, from: start, to: position)
    }
    if checking { return 0 }
    if simple {
      let value = Double(integer)
      return negative ? -value : value
    }
    let text = UnsafeBufferPointer(rebasing: bytes[start..<position])
    return JSONParser.exactDecimal(text) ?? JSONParser.strtod(text)
  }

  private static let powersOfTen: [Double] = (0...22).map { exponent in
    var value = 1.0
    for _ in 0..<exponent { value *= 10 }  // exact: every power up to 10²² is a double
    return value
  }

  /// The value of a number text (valid JSON grammar) when one correctly rounded operation
  /// gives it: at most 15 significant digits (an exact integer below 2⁵³) scaled by a
  /// power of ten up to 10²² (exact too), as `strtod` would round it. Nil otherwise.
  static func exactDecimal(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
    var i = 0
    let n = text.count
    let negative = n > 0 && text[0] == UInt8(ascii: "-")
    if negative { i = 1 }
    var mantissa: UInt64 = 0
    var significant = 0
    var scale = 0
    var inFraction = false
    while i < n {
      let c = text[i]
      if c &- 48 <= 9 {
        if significant > 0 || c != UInt8(ascii: "0") {
          significant += 1
          if significant > 15 { return nil }
          mantissa = mantissa * 10 + UInt64(c &- 48)
        }
        if inFraction { scale -= 1 }
      } else if c == UInt8(ascii: ".") {
        inFraction = true
      } else {
        break
      }
      i += 1
    }
    if i < n {
      i += 1  // e or E
      var exponentNegative = false
      if i < n && (text[i] == UInt8(ascii: "-") || text[i] == UInt8(ascii: "+")) {
        exponentNegative = text[i] == UInt8(ascii: "-")
        i += 1
      }
      var exponent = 0
      while i < n {
        exponent = exponent * 10 + Int(text[i] &- 48)
        if exponent > 1_000 { return nil }
        i += 1
      }
      scale += exponentNegative ? -exponent : exponent
    }
    var value = Double(mantissa)
    if mantissa != 0 {
      guard scale >= -22 && scale <= 22 else { return nil }
      value = scale < 0 ? value / powersOfTen[-scale] : value * powersOfTen[scale]
    }
    return negative ? -value : value
  }

  static func strtod(_ text: UnsafeBufferPointer<UInt8>) -> Double {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: text.count + 1) { buffer in
      for i in 0..<text.count { buffer[i] = CChar(bitPattern: text[i]) }
      buffer[text.count] = 0
      return Glibc.strtod(buffer.baseAddress!, nil)
    }
  }
}

extension JSON {
  /// Parses one JSON text (surrounding whitespace allowed). Returns the value or an error
  /// message with a 1-based line and column.
  public static func parse(_ text: String) -> Result<JSON, JSONSyntaxError> {
    var text = text
    return text.withUTF8 { bytes in
      switch JSONParser.parse(bytes, from: 0, atEOF: true) {
      case .value(let value, let end):
        let rest = JSONParser.skipWhitespace(bytes, from: end)
        if rest < bytes.count {
          return .failure(JSONSyntaxError(bytes: bytes, offset: rest, message: "unexpected text after the value"))
        }
        return .success(value)
      case .failure(let message, let offset):
        return .failure(JSONSyntaxError(bytes: bytes, offset: offset, message: message))
      case .needMore:
        return .failure(JSONSyntaxError(bytes: bytes, offset: bytes.count, message: "unexpected end of input"))
      }
    }
  }
}

/// A JSON syntax error with its 1-based position.
public struct JSONSyntaxError: Error, Sendable, Equatable {
  public var line: Int
  public var column: Int
  public var message: String

  public init(line: Int, column: Int, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }

  /// The position of `offset` in `bytes`, whose first byte is at `firstLine`:`firstColumn`.
  init(bytes: UnsafeBufferPointer<UInt8>, offset: Int, message: String, firstLine: Int = 1, firstColumn: Int = 1) {
    var line = firstLine
    var lineStart = 0
    for i in 0..<min(offset, bytes.count) where bytes[i] == 0x0a {
      line += 1
      lineStart = i + 1
    }
    // Columns count characters (UTF-8 lead bytes), not bytes.
    var column = line == firstLine ? firstColumn : 1
    for i in lineStart..<min(offset, bytes.count) where bytes[i] & 0xC0 != 0x80 { column += 1 }
    self.init(line: line, column: column, message: message)
  }
}
