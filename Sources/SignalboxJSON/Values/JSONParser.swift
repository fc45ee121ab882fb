import OrderedCollections

/// A byte-level JSON parser over a buffer (jq's `jv_parse` role). It parses one value at a
/// time, so a reader can feed it a growing buffer: a value cut off by the end of the buffer
/// answers `.needMore` unless the input has ended.
package struct JSONParser {
  enum Outcome {
    case value(JSON, end: Int)
    case needMore
    case failure(JSONError)
  }

  typealias Failure = JSONError
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
  /// jq 1.7.1's literals (`BigInteger.literal`): `signalbox jq`'s reader only.
  var literals = false
  /// How deep the value starts: the containers around it that are not in `bytes`'s parse
  /// (`stdin items` parses each element on its own, at the depth it has in its document),
  /// counted against `maxDepth`.
  var baseDepth = 0
  /// jq's input: `nan`, `NaN`, `Infinity`, `-Infinity` (any case, `inf` too, a NaN's
  /// payload digits) read as numbers, as jq 1.7.1's decNumber literals read them.
  var nonFinite = false

  init(bytes: UnsafeBufferPointer<UInt8>, atEOF: Bool, position: Int) {
    self.bytes = bytes
    self.atEOF = atEOF
    self.position = position
  }

  /// Parses the value that starts at or after `start` (leading whitespace skipped).
  static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, atEOF: Bool, literals: Bool = false
  ) -> Outcome {
    var parser = JSONParser(bytes: bytes, atEOF: atEOF, position: start)
    parser.literals = literals
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
      return .failure(failure)
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
    repeat {
      position += 1
    } while position < bytes.count && JSONParser.isWhitespace(bytes[position])
  }

  func endOfInput() -> any Error {
    atEOF ? JSONError(.endOfInput, at: position) : NeedMore()
  }

  func unexpected(at offset: Int) -> Failure {
    let byte = bytes[offset]
    let shown: String
    if byte >= 0x20 && byte < 0x7f {
      shown = "'\(Character(Unicode.Scalar(byte)))'"
    } else {
      shown = "byte 0x\(String(byte, radix: 16))"
    }
    return JSONError(.unexpected(shown: shown), at: offset)
  }

  /// The deepest nesting of arrays and objects the parser accepts: opening one more is
  /// the error "values nested too deeply". The parser itself keeps its own stack (it does
  /// not recurse), so the limit is there for what is done with a value later (printing,
  /// comparing, releasing it recurse once per level); see docs/language.md, "Nesting of
  /// input".
  static let maxDepth = 1_000

  /// One open array or object while parsing.
  struct Open {
    var isObject: Bool
    var items = ContiguousArray<JSON>()
    var keys = ContiguousArray<JSONKey>()
    /// Building: some key repeats (or may: long objects let the dictionary decide).
    var duplicates = false
    /// Checking: where the object starts, and what is known of its keys so far.
    var objectStart = 0
    var keyFilter = KeyFilter()
    /// Checking: the keys read so far, and past the sixteenth the list of them.
    var keyCount = 0
    var keyList: KeyHashList? = nil
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
    case UInt8(ascii: "t"):
      try literal("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try literal("false")
      return .bool(false)
    case _ where nonFinite && startsNonFinite():
      return try nonFiniteNumber()
    case UInt8(ascii: "n"):
      try literal("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumberValue()
    default: throw unexpected(at: position)
    }
  }

  /// The array or object at `position`, and everything in it, with an explicit stack.
  mutating func parseContainer(depth baseDepth: Int) throws -> JSON {
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
            throw JSONError(.tooDeep(limit: JSONParser.maxDepth), at: position)
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
        case UInt8(ascii: "t"):
          try literal("true")
          value = .bool(true)
        case UInt8(ascii: "f"):
          try literal("false")
          value = .bool(false)
        case _ where nonFinite && startsNonFinite():
          value = try nonFiniteNumber()
        case UInt8(ascii: "n"):
          try literal("null")
          value = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
          value = try parseNumberValue()
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
        guard b == (stack[top].isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
          throw unexpected(at: position)
        }
        position += 1
        var frame = stack.removeLast()
        if checking {
          if !duplicateKeys, frame.keyList != nil {
            duplicateKeys = frame.keyList!.hasRepeats(bytes)
            keyWork += frame.keyList!.comparisons
          }
          if frame.isObject && duplicateKeys { canonical = false }
          keyWork += frame.keyFilter.work
          value = .null
        } else if !frame.isObject {
          value = .array(Array(frame.items))
        } else if !frame.duplicates {
          value = .object(JSONObject(uncheckedUniqueKeys: frame.keys, values: frame.items))
        } else {
          // The last value of a repeated key wins, at the first key's position.
          var object = OrderedDictionary<JSONKey, JSON>(minimumCapacity: frame.keys.count)
          for (k, v) in zip(frame.keys, frame.items) { object[k] = v }
          value = .object(JSONObject(object))
        }
      }
      return value
    }
  }

}
