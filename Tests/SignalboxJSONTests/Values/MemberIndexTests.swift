import Foundation
import SignalboxTestSupport
import Testing

@testable import SignalboxJSON

/// The member index the line check records (`QuickCheck.indexedText`) held to the reads
/// without it: every read of a text with its index (`value(forKey:)`, the pipeline's paths,
/// `count`/`sum` at a path, `signalbox jq`'s walk) answers what the same text without the
/// index answers, and what the value built by the parser holds, on tricky objects and on
/// generated ones; texts the index cannot serve get none.
@Suite struct MemberIndexTests {
  /// The text of `line` checked with its index (nil when `QuickCheck` refuses it), and the
  /// same bytes kept without one.
  static func texts(_ line: String, literals: Bool = false) -> (JSONText, JSONText)? {
    let bytes = Array(line.utf8)
    return bytes.withUnsafeBufferPointer { bytes in
      guard let quick = QuickCheck.indexedText(bytes, from: 0, literals: literals) else {
        return nil
      }
      #expect(quick.end == bytes.count, "\(line)")
      let plain = JSONText.make(
        copying: bytes, canonical: quick.text.isCanonical, duplicateKeys: false,
        literals: literals)
      return (quick.text, plain)
    }
  }

  /// Every path into `value` (keys and positions, to `depth` steps), with keys that are not
  /// there and steps into values they do not apply to.
  static func paths(_ value: JSON, depth: Int = 6) -> [[PathStep]] {
    guard depth > 0 else { return [] }
    var out: [[PathStep]] = [[.key(FieldKey("absent"))], [.index(0)], [.key(FieldKey(""))]]
    switch value {
    case .object(let object):
      for (key, member) in object {
        out.append([.key(FieldKey(key))])
        out += paths(member, depth: depth - 1).map { [.key(FieldKey(key))] + $0 }
      }
    case .array(let items):
      for (k, item) in items.enumerated() {
        out.append([.index(k)])
        out += paths(item, depth: depth - 1).map { [.index(k)] + $0 }
      }
      out.append([.index(items.count)])
    default: break
    }
    return out
  }

  static func string(_ value: JSON?) -> String {
    value.map { JSONWriter.string($0) } ?? "nil"
  }

  /// Checks every read of `line` with its index against the reads without it; answers
  /// whether the text got an index.
  @discardableResult
  func agrees(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    guard let (indexed, plain) = MemberIndexTests.texts(line) else { return false }
    guard
      case .value(let built, _) = Array(line.utf8).withUnsafeBufferPointer({
        JSONParser.parse($0, from: 0, atEOF: true)
      })
    else {
      Issue.record("\(line) does not parse", sourceLocation: sourceLocation)
      return false
    }
    for path in MemberIndexTests.paths(built) {
      let label = "\(path) in \(line)"
      #expect(
        MemberIndexTests.string(indexed.value(atPath: path))
          == MemberIndexTests.string(plain.value(atPath: path)), "\(label)",
        sourceLocation: sourceLocation)
      #expect(
        indexed.count(atPath: path) == plain.count(atPath: path), "\(label)",
        sourceLocation: sourceLocation)
      #expect(
        indexed.sum(atPath: path)?.bitPattern == plain.sum(atPath: path)?.bitPattern,
        "\(label)", sourceLocation: sourceLocation)
      if path.count == 1, case .key(let key) = path[0], case .object(let object) = built {
        let fast = indexed.value(forKey: key.utf8)
        #expect(
          MemberIndexTests.string(fast) == MemberIndexTests.string(plain.value(forKey: key.utf8)),
          "\(label)", sourceLocation: sourceLocation)
        #expect(
          MemberIndexTests.string(fast) == MemberIndexTests.string(object[key.name]),
          "\(label)", sourceLocation: sourceLocation)
        if case .number(let a) = fast, case .number(let b) = object[key.name] {
          #expect(a.bitPattern == b.bitPattern, "\(label)", sourceLocation: sourceLocation)
        }
      }
    }
    // `signalbox jq`'s walk, on the same line read with literals.
    if let (jqIndexed, jqPlain) = MemberIndexTests.texts(line, literals: true) {
      #expect(jqIndexed.hasMemberIndex == indexed.hasMemberIndex, sourceLocation: sourceLocation)
      for path in MemberIndexTests.paths(built) {
        let a = jqIndexed.walk(path)
        let b = jqPlain.walk(path)
        #expect(
          a.taken == b.taken && a.at == b.at, "jq \(path) in \(line)",
          sourceLocation: sourceLocation)
        if let p = a.at, a.taken == path.count {
          #expect(
            JSONWriter.string(jqIndexed.value(at: p)) == JSONWriter.string(jqPlain.value(at: p)),
            "jq \(path) in \(line)", sourceLocation: sourceLocation)
        }
      }
    }
    return indexed.hasMemberIndex
  }

  @Test func readsByTheIndexAgreeWithTheWalkOnTrickyObjects() {
    let indexedLines = [
      #"{"a":1,"b":{"c":{"d":[1,{"e":2}],"f":null},"g":"x"},"h":[{"i":1},{"i":2}],"j":true}"#,
      #"{"é":1,"東京":{"😀":2,"e":[3]},"e":"naïve \"q\" \\ \n \u00e9 \/ 😀"}"#,
      #"{"a":1.0,"b":1.000,"c":1e400,"d":-0,"e":100000000000000000001,"f":0.30000000000000004,"#
        + #""g":-1.7976931348623157e308,"h":[1.0,1.000,-0,1e400,17.000000000000004]}"#,
      #"{"a":{},"b":[],"c":{"d":{}},"e":[[],{}],"f":[{"a":{}}],"g":{"h":[]}}"#,
      #"{"":1,"a":{"":{"":2}},"b":""}"#,
      #"{"a":null,"b":{"c":null},"c":[null],"d":false}"#,
      #"{"k":"}{][\",\":","l":{"m":"{\"n\":1}","n":2},"o":"\\"}"#,
      #"{"same":{"same":{"same":1}},"x":{"same":2},"same2":3}"#,
    ]
    for line in indexedLines {
      #expect(agrees(line), "indexed: \(line)")
    }
    // Texts the index cannot serve: a key with a backslash (anywhere), too many keys, an
    // offset past 65 535; they are read by the walk, as before.
    let big = "{\"pad\":\"" + String(repeating: "x", count: 70_000) + "\",\"k\":{\"a\":1}}"
    let many = "{" + (0..<200).map { "\"k\($0)\":{\"v\":\($0)}" }.joined(separator: ",") + "}"
    let fits = "{" + (0..<64).map { "\"k\($0)\":{\"v\":\($0)}" }.joined(separator: ",") + "}"
    for line in [#"{"a\nb":1,"c":2}"#, #"{"c":{"x\"y":1,"x":2},"d":3}"#, big, many] {
      #expect(!agrees(line), "not indexed: \(line.prefix(60))")
    }
    #expect(agrees(fits))
    // Nesting: as deep as the check follows, and deeper (refused: the general check).
    let deep = String(repeating: #"{"a":"#, count: 31) + "1" + String(repeating: "}", count: 31)
    #expect(agrees(deep))
    let deeper = String(repeating: #"{"a":"#, count: 40) + "1" + String(repeating: "}", count: 40)
    #expect(MemberIndexTests.texts(deeper) == nil)
    // Repeated keys, `\u` in a key, whitespace, invalid UTF-8, and invalid lines: refused by
    // the check; the reader's outcome (values, errors, their positions) is the parser's.
    for line in [
      #"{"a":1,"a":2}"#, #"{"b":{"a":1,"a":2}}"#, #"{"\u0061":1}"#, #"{"a": 1}"#,
      "{\"a\":\"\u{FF}\"}", #"{"a":1,}"#, #"{"a" 1}"#, #"{"a":[1,2}"#, #"{"a":01}"#, #"{"a":"#,
    ] {
      var bytes = Array(line.utf8)
      if line.contains("\u{FF}") { bytes = Array(#"{"a":""#.utf8) + [0xFF, 0x22, 0x7D] }
      bytes.withUnsafeBufferPointer { bytes in
        #expect(QuickCheck.indexedText(bytes, from: 0, literals: false) == nil, "\(line)")
        let kept = JSONParser.parseKeepingText(bytes, from: 0, atEOF: true)
        let parsed = JSONParser.parse(bytes, from: 0, atEOF: true)
        switch (kept, parsed) {
        case (.value(let a, let endA), .value(let b, let endB)):
          #expect(JSONWriter.string(a) == JSONWriter.string(b) && endA == endB, "\(line)")
        default:
          #expect(String(describing: kept) == String(describing: parsed), "\(line)")
        }
      }
    }
  }

  /// The reader's gate: objects get an index while it learns, and after it only while the
  /// reads skip at least a quarter of the bytes read (other tests' reads add to the same
  /// count: the bytes here are far more than they can add).
  @Test func theReaderIndexesWhileTheReadsSkipEnough() {
    var gate = MemberIndexGate()
    #expect(gate.indexes)
    gate.read(MemberIndexGate.learning - 1)
    #expect(gate.indexes)
    gate.read(1 << 40)
    #expect(!gate.indexes)
    var paying = MemberIndexGate()
    JSONText.bytesSkippedByIndex.add(1 << 30, ordering: .relaxed)
    paying.read(1 << 30)
    #expect(paying.indexes)
    // A reader parsing lines itself records their index while it learns.
    let reader = JSONStreamReader(fd: -1, name: "t")
    let line = Array(#"{"a":{"b":1},"c":2}"#.utf8) + [0x0a]
    line.withUnsafeBufferPointer { reader.feed($0) }
    reader.finish()
    guard case .value(.object(let object)) = reader.next(.json),
      case .text(let text) = object.storage
    else {
      Issue.record("not kept as text")
      return
    }
    #expect(text.hasMemberIndex)
  }

  /// Generated objects: keys from a small pool (so nested objects share names with their
  /// parents), every kind of value, nested up to five levels.
  @Test func readsByTheIndexAgreeWithTheWalkOnGeneratedObjects() {
    var random = SplitMix(seed: 0x696e_6478)
    let keys = ["a", "b", "id", "name", "é", "東京", "longer_key_name", "x1", "", "value"]
    let scalars = [
      "0", "-0", "1.0", "1.000", "1e400", "100000000000000000001", "0.1", "12.5", "-3",
      "0.30000000000000004", #""s""#, #""q\"\\""#, #""東京 😀""#, "true", "false", "null",
    ]
    func value(_ depth: Int) -> String {
      switch depth > 0 ? random.below(4) : 3 {
      case 0, 1:
        var used = Set<String>()
        var members: [String] = []
        for _ in 0..<random.below(5) {
          let key = keys[random.below(keys.count)]
          guard used.insert(key).inserted else { continue }
          members.append("\"\(key)\":\(value(depth - 1))")
        }
        return "{" + members.joined(separator: ",") + "}"
      case 2:
        return "[" + (0..<random.below(4)).map { _ in value(depth - 1) }.joined(separator: ",")
          + "]"
      default: return scalars[random.below(scalars.count)]
      }
    }
    for _ in 0..<400 {
      var used = Set<String>()
      var members: [String] = []
      for _ in 0..<(1 + random.below(8)) {
        let key = keys[random.below(keys.count)]
        guard used.insert(key).inserted else { continue }
        members.append("\"\(key)\":\(value(4))")
      }
      // Indexed unless it has more keys than the index holds.
      let line = "{" + members.joined(separator: ",") + "}"
      let keyCount = line.components(separatedBy: "\":").count - 1
      #expect(agrees(line) == (keyCount <= QuickCheck.maxIndexEntries), "\(line)")
    }
  }
}
