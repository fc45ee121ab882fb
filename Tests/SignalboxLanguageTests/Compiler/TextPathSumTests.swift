import Foundation
import SignalboxTestSupport
import Testing

@testable import SignalboxJSON
@testable import SignalboxLanguage

/// `sum(x.a.b)` read from an input line's kept text (`JSONText.sum(atPath:)`, numbers
/// summed where they stand) held to `sum` on the value built from the same bytes: same
/// sums, bit for bit, and the same errors where the array holds something else.
@Suite struct TextPathSumTests {
  /// Arrays of numbers of every form, and of other values the text sum leaves to `sum`.
  static let lines = [
    #"{"n":{"v":[1.0, -0,0.1,0.2,12345678901234567,0.07123456789012345,1E-2,-5e-324]}}"#,
    #"{"n":{"v":[ 1 , 2 ]}}"#, #"{"n":{"v":[]}}"#, #"{"n":{"v":[-0]}}"#,
    #"{"n":{"v":[1e400]}}"#, #"{"n":{"v":[1e308,1e308,-1e308]}}"#,
    #"{"n":{"v":[123456789012345678901234567890,-0.0,0.30000000000000004]}}"#,
    #"{"n":{"v":[1,"2"]}}"#, #"{"n":{"v":[1,null]}}"#, #"{"n":{"v":[[1]]}}"#,
    #"{"n":{"v":[-1,true]}}"#, #"{"n":{"v":[{"a":1}]}}"#,
    #"{"n":{"v":[3],"v":[4]}}"#, #"{"n":{"v":{"a":1}}}"#, #"{"n":{"v":"s"}}"#,
    #"{"n":{"v":null}}"#, #"{"n":null}"#, #"{"m":1}"#, #"{"n":[1]}"#,
    "{\"n\":{\"é\":[\"\\u00e9\"],\"v\":[\n 2.5 ,\t-7 ]}}",
  ]

  /// Each line alone (an error ends a run), through the text and through the built value.
  @Test func sumsOfInputLinesAgreeWithBuiltValues() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "signalbox-text-path-sum-test.json"
    ).path
    defer { try? FileManager.default.removeItem(atPath: path) }
    for line in TextPathSumTests.lines {
      try Data((line + "\n").utf8).write(to: URL(fileURLWithPath: path))
      for expression in ["sum(x.n.v)", "sum(x.n.v) / len(x.n.v)", "sum(x[\"n\"].v)"] {
        let text = runSession("file \"\(path)\" | map x      | map \(expression)")
        let built = runSession("file \"\(path)\" | map x + {} | map \(expression)")
        #expect(text.out == built.out, "\(line) \(expression)")
        #expect(
          text.err.split(separator: "\n").first == built.err.split(separator: "\n").first,
          "\(line) \(expression)")
        #expect(!text.out.isEmpty || !text.err.isEmpty)
      }
    }
  }

  /// Random arrays of numbers (and sometimes not) in random objects: where the text
  /// answers, its sum is the built array's, summed in order from 0, to the bit.
  @Test func textSumsOfRandomArraysAreTheBuiltSums() {
    var random = SplitMix(seed: 0x5a_3d)
    let numbers = [
      "0", "-0", "7", "1.0", "274.0", "240.663", "1E-2", "-5e-324", "12345678901234567",
      "0.07123456789012345", "1234.5678901234567", "1e308", "-1e308", "9007199254740993",
      "123456789012345678901234567890",
    ]
    let others = ["null", "true", "\"1\"", "[]", "{}"]
    var summed = 0
    for _ in 0..<2_000 {
      var text = "{\"a\":{\"b\":1,\"c\":["
      let count = random.below(8)
      for k in 0..<count {
        if k > 0 { text += random.below(4) == 0 ? " , " : "," }
        text +=
          random.below(30) == 0
          ? others[random.below(others.count)]
          : numbers[random.below(numbers.count)]
      }
      text += "]}}"
      let bytes = Array(text.utf8)
      guard
        case .value(.object(let object), _) = bytes.withUnsafeBufferPointer({
          JSONParser.parseKeepingText($0, from: 0, atEOF: true)
        }), case .text(let kept) = object.storage,
        case .value(let built, _) = bytes.withUnsafeBufferPointer({
          JSONParser.parse($0, from: 0, atEOF: true)
        })
      else {
        Issue.record("not read: \(text)")
        continue
      }
      let path: [PathStep] = [.key(FieldKey("a")), .key(FieldKey("c"))]
      var items: [JSON] = []
      if case .object(let top) = built, case .object(let a)? = top["a"],
        case .array(let c)? = a["c"]
      {
        items = c
      }
      let numbersOnly = items.allSatisfy { $0.numberValue != nil }
      guard let total = kept.sum(atPath: path) else {
        #expect(!numbersOnly, "the text left a sum of numbers: \(text)")
        continue
      }
      #expect(numbersOnly, "summed a non-number: \(text)")
      var expected = 0.0
      for item in items { expected += item.numberValue ?? .nan }
      #expect(total.bitPattern == expected.bitPattern, "\(text)")
      summed += 1
    }
    #expect(summed > 1_000)
  }
}
