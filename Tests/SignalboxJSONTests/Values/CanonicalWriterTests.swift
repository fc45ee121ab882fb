import SignalboxTestSupport
import Testing

@testable import SignalboxJSON

/// The one-pass checker and writer (`CanonicalWriter`) against the tree path: the value
/// built by `JSONParser.parse` and printed by `JSONWriter`, on generated documents with
/// escapes in keys and values, surrogate pairs, invalid escapes, every number form,
/// nesting, repeated keys (also spelled differently) and whitespace everywhere; then the
/// reader's output for the same documents fed in chunks.
@Suite struct CanonicalWriterTests {
  /// The writer's text and end, or nil.
  static func canonical(_ text: String) -> (String, Int)? {
    Array(text.utf8).withUnsafeBufferPointer { bytes in
      CanonicalWriter.text(bytes, from: 0).map {
        (String(decoding: $0.text, as: UTF8.self), $0.end)
      }
    }
  }

  /// The tree path's text and end, or nil on an error.
  static func tree(_ text: String) -> (String, Int)? {
    Array(text.utf8).withUnsafeBufferPointer { bytes in
      guard case .value(let value, let end) = JSONParser.parse(bytes, from: 0, atEOF: true)
      else { return nil }
      return (JSONWriter.string(value), end)
    }
  }

  /// Pieces of generated documents: strings (keys and values) and numbers.
  static let strings = [
    "a", "caf\\u00e9", "café", "Z\\u00fcrich", "\\u6771\\u4eac", "東京", "\\ud83d\\ude00", "😀",
    "\\/", "/", "q\\\"", "b\\\\", "\\n\\t", "\\u0000", "\\u001f", "\\u0022", "\\u005c",
    "\\u007f", "\u{7f}", "\\u002F", "", "gr\\u00f6\\u00dfe 404 \\u00bd", "\\uD83D\\uDE00",
  ]
  static let numbers = [
    "0", "-0", "1", "-1", "25.0", "1.5", "0.001", "1e2", "1E400", "-1e400", "1e-400", "4.07e-3",
    "7.2E+18", "1.0e0", "0.39144948834984616", "1337.4609259778642", "0.004553411467808561",
    "9007199254740993", "12345678901234567890", "0.1000000000000000055511151231257827",
    "123456789012345.67", "1e21", "1e-7", "0.000001", "100000000000000000000", "2.5e-5",
    "-9.18733656828792", "0.30000000000000004", "1.7976931348623157e308", "5e-324",
  ]
  static let broken = [
    "\\x", "\\u12", "\\ud800", "\\udc00x", "\\ud800\\u0041", "\u{1}", "01", "1.", "-", "1e",
    ".5", "tru", "nul", "+1",
  ]

  struct Generator {
    var rng: SplitMix
    var keysUsed = 0

    mutating func space() -> String {
      ["", "", " ", "\n  ", "\t", "\r\n"][rng.below(6)]
    }

    mutating func key(_ distinct: Int) -> String {
      keysUsed += 1
      return "\"" + CanonicalWriterTests.strings[rng.below(CanonicalWriterTests.strings.count)]
        + "-\(distinct)\""
    }

    mutating func value(_ depth: Int) -> String {
      let pick = rng.below(depth > 6 ? 5 : 8)
      switch pick {
      case 0: return "\"" + CanonicalWriterTests.strings[rng.below(strings.count)] + "\""
      case 1, 2: return CanonicalWriterTests.numbers[rng.below(numbers.count)]
      case 3: return ["true", "false", "null"][rng.below(3)]
      case 4:
        return "\"" + strings[rng.below(strings.count)] + strings[rng.below(strings.count)] + "\""
      case 5: return "[" + space() + "]"
      case 6:
        let items = (0..<(1 + rng.below(4))).map { _ in space() + value(depth + 1) + space() }
        return "[" + items.joined(separator: ",") + "]"
      default: return object(depth + 1)
      }
    }

    private var strings: [String] { CanonicalWriterTests.strings }
    private var numbers: [String] { CanonicalWriterTests.numbers }

    mutating func object(_ depth: Int, members: Int? = nil) -> String {
      let count = members ?? rng.below(5)
      if count == 0 { return "{" + space() + "}" }
      let parts = (0..<count).map { k in
        space() + key(k) + space() + ":" + space() + value(depth) + space()
      }
      return "{" + parts.joined(separator: ",") + "}"
    }
  }

  /// Checks one document: when the writer answers, the tree path agrees (same text, same
  /// end) and `check` accepts it with that end; answers whether the writer answered.
  @discardableResult
  static func agrees(_ text: String) -> Bool {
    let written = canonical(text)
    guard let written else { return false }
    let built = tree(text)
    #expect(built?.0 == written.0 && built?.1 == written.1, "\(text)")
    let checked = Array(text.utf8).withUnsafeBufferPointer {
      JSONParser.check($0, from: 0, atEOF: true).outcome
    }
    if case .value(_, let end) = checked {
      #expect(end == written.1)
    } else {
      Issue.record("check refused what the writer accepted: \(text)")
    }
    return true
  }

  @Test func generatedDocumentsAgreeWithTheTree() {
    var generator = Generator(rng: SplitMix(seed: 30))
    var answered = 0
    for k in 0..<3_000 {
      let text = generator.object(0, members: 1 + k % 40)
      if Self.agrees(text) { answered += 1 }
    }
    // Keys are distinct (each ends in its position) and no piece is broken: all answered.
    #expect(answered > 2_900, "answered \(answered)")
  }

  @Test func repeatedKeysAreLeftToTheTree() {
    // The same key spelled two ways, at every distance, in small and wide objects.
    for width in [2, 5, 16, 17, 40] {
      for second in 1..<width {
        var keys = (0..<width).map { "\"k\($0)\"" }
        keys[0] = "\"caf\\u00e9\""
        keys[second] = second % 2 == 0 ? "\"café\"" : "\"caf\\u00E9\""
        let text = "{ " + keys.enumerated().map { "\($1): \($0)" }.joined(separator: ",\n ") + "}"
        #expect(Self.canonical(text) == nil, "\(text)")
        #expect(Self.tree(text) != nil)
      }
    }
    // Distinct keys that share their bytes up to an escape are not repeats.
    #expect(Self.agrees("{\"a\\u0041\": 1, \"aA\\u0042\": 2, \"a\\\\u0041\": 3}"))
  }

  @Test func brokenPiecesAreLeftToCheck() {
    for piece in Self.broken {
      for text in ["{\"a\": \"\(piece)\"}", "{\"a\": \(piece)}", "{\"\(piece)\": 1}"] {
        if let written = Self.canonical(text) {
          // Only what the tree also takes (`\u0041` after a high surrogate is not taken).
          #expect(Self.tree(text)?.0 == written.0, "\(text)")
        }
      }
    }
  }

  @Test func nestingAtTheLimit() {
    let limit = JSONParser.maxDepth
    let deep =
      String(repeating: "[", count: limit - 1) + "{\"a\": 1}"
      + String(repeating: "]", count: limit - 1)
    #expect(Self.agrees(deep))
    let tooDeep =
      String(repeating: "[", count: limit) + "{\"a\": 1}"
      + String(repeating: "]", count: limit)
    #expect(Self.canonical(tooDeep) == nil)
    #expect(Self.tree(tooDeep) == nil)
  }

  /// Documents cut at every byte: the writer never answers past what it was given.
  @Test func cutDocuments() {
    var generator = Generator(rng: SplitMix(seed: 7))
    for _ in 0..<40 {
      let bytes = Array(generator.object(0, members: 6).utf8)
      for cut in 1..<bytes.count {
        bytes.withUnsafeBufferPointer { all in
          let part = UnsafeBufferPointer(rebasing: all[0..<cut])
          #expect(CanonicalWriter.text(part, from: 0) == nil)
        }
      }
    }
  }

  /// Documents through the reader in chunks (a value cut by every read, then whole), and
  /// with a byte broken: the same output as the tree, and the same error as `check`.
  @Test func throughTheReader() {
    var generator = Generator(rng: SplitMix(seed: 12))
    for k in 0..<200 {
      let text = generator.object(0, members: 1 + k % 30)
      guard let want = Self.tree(text)?.0 else { continue }
      for chunk in [1, 3, 64, 1 << 16] {
        #expect(readerOutput(text + "\n" + text, chunk: chunk) == [want, want])
      }
    }
  }
}
