import Foundation
import SignalboxTestSupport
import Testing

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// Paths read from kept text (`JSONText.value(atPath:)`, `TextPath`) held to the steps
/// taken one by one on the value built from the same bytes: same values, same errors.
@Suite struct TextPathTests {
  static let keys = ["a", "b", "é", "id"]

  /// Every path of one to three steps over `keys` and the positions 0 and 1.
  static let paths: [[(PathStep, @Sendable (JSON) throws -> JSON)]] = {
    var one: [(PathStep, @Sendable (JSON) throws -> JSON)] = []
    for name in keys {
      let key = FieldKey(name)
      one.append((.key(key), { try Operators.field($0, key) }))
    }
    one.append((.key(FieldKey("a")), { try Operators.index($0, .string("a")) }))
    for k in 0..<2 {
      one.append((.index(k), { try Operators.index($0, .number(Double(k))) }))
    }
    var all = one.map { [$0] }
    var last = all
    for _ in 1..<3 {
      last = last.flatMap { path in one.map { path + [$0] } }
      all += last
    }
    return all
  }()

  private func outcome(_ body: () throws -> JSON) -> String {
    do { return "value " + JSONWriter.string(try body()) } catch let error as EvalError {
      return "error " + error.message
    } catch { return "error \(error)" }
  }

  /// Checks every path on `text` (an object); answers how many the text walk answered.
  @discardableResult
  private func agree(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> Int {
    let bytes = Array(text.utf8)
    guard
      case .value(let kept, _) = bytes.withUnsafeBufferPointer({
        JSONParser.parseKeepingText($0, from: 0, atEOF: true)
      }),
      case .value(let built, _) = bytes.withUnsafeBufferPointer({
        JSONParser.parse($0, from: 0, atEOF: true)
      }),
      case .object(let object) = kept, case .text(let kepttext) = object.storage
    else {
      Issue.record("not a kept object: \(text)", sourceLocation: sourceLocation)
      return 0
    }
    var answered = 0
    for path in TextPathTests.paths {
      let expected = outcome {
        var v = built
        for step in path { v = try step.1(v) }
        return v
      }
      let textPath = TextPath(steps: path.map(\.0), general: path.map(\.1))
      #expect(
        outcome { try textPath.read(kept) } == expected, "\(text) \(path.map(\.0))",
        sourceLocation: sourceLocation)
      if let direct = kepttext.value(atPath: path.map(\.0)) {
        answered += 1
        #expect(
          "value " + JSONWriter.string(direct) == expected, "walk \(text) \(path.map(\.0))",
          sourceLocation: sourceLocation)
      }
    }
    return answered
  }

  @Test func pathsOnEdgeCasesAgree() {
    let texts = [
      #"{}"#, #"{"a":{}}"#, #"{"a":[]}"#, #"{"a":null}"#, #"{"a":1}"#, #"{"a":"s"}"#,
      #"{"a":true,"b":{"a":[{"b":2},{"a":[7,8]}]}}"#,
      #"{"id":"26170000000","a":{"é":"ren\u00e9","url":"https:\/\/x\/y"},"b":[[1],[2,{"a":3}]]}"#,
      #"{"\u0061":{"b":1},"b":2}"#, #"{"x\"y":1,"a":{"\u00e9":5,"b":[0.5,1E-2,274.0]}}"#,
      #"{ "a" : { "b" : [ 1 , { "a" : 2 } ] } , "b" : null }"#,
      "{\n  \"b\": [\n    {},\n    {\"a\": \"東京\"}\n  ],\n  \"a\": {\"id\": -0}\n}",
      #"{"a":1,"a":{"b":2}}"#, #"{"a":{"b":1,"b":[3]}}"#,
      #"{"a":[[],[{"a":[1,2,{"b":"c"}]}]],"b":{"a":{"b":{"a":1}}}}"#,
      #"{"a":{"a":{"a":123456789012345678,"b":[-1.5e300,12,"\ud83d\ude00"]}}}"#,
      #"{"b":{"b":1},"a":[["x"],{"b":{"id":0}}]}"#,
    ]
    for text in texts { agree(text) }
  }

  /// Random nested objects with every feature the walk skips: escapes, non-ASCII, numbers
  /// of every form, whitespace, empty containers, repeated keys.
  @Test func pathsOnRandomObjectsAgree() {
    var random = SplitMix(seed: 0x7a7d)
    var answered = 0
    for _ in 0..<400 {
      var text = ""
      TextPathTests.object(&random, into: &text, depth: 0)
      answered += agree(text)
    }
    // Arrays counted in the text (`JSONText.count`) have the built array's length.
    var counted = 0
    random = SplitMix(seed: 0xc0_0a7)
    for _ in 0..<1_000 {
      var text = ""
      TextPathTests.object(&random, into: &text, depth: 0)
      let bytes = Array(text.utf8)
      guard
        case .value(.object(let object), _) = bytes.withUnsafeBufferPointer({
          JSONParser.parseKeepingText($0, from: 0, atEOF: true)
        }), case .text(let kept) = object.storage
      else { continue }
      for path in TextPathTests.paths {
        guard let n = kept.count(atPath: path.map(\.0)) else { continue }
        var v = JSON.object(object)
        for step in path { v = (try? step.1(v)) ?? .null }
        guard case .array(let items) = v else {
          Issue.record("counted a non-array: \(text)")
          continue
        }
        #expect(n == items.count, "\(text)")
        counted += 1
      }
    }
    #expect(counted > 100)
    // Most paths step into a value of another type (answered by the general steps).
    #expect(answered > 400 * TextPathTests.paths.count / 10)
  }

  static func object(_ random: inout SplitMix, into text: inout String, depth: Int) {
    text += "{"
    for k in 0..<random.below(depth == 0 ? 6 : 4) {
      if k > 0 { text += "," }
      space(&random, into: &text)
      let key = keys[random.below(keys.count)]
      text += random.below(12) == 0 ? "\"\\u0061\"" : "\"\(key)\""
      space(&random, into: &text)
      text += ":"
      value(&random, into: &text, depth: depth + 1)
    }
    space(&random, into: &text)
    text += "}"
  }

  static func space(_ random: inout SplitMix, into text: inout String) {
    if random.below(12) == 0 { text += [" ", "\n  ", "\t"][random.below(3)] }
  }

  static func value(_ random: inout SplitMix, into text: inout String, depth: Int) {
    switch random.below(depth > 3 ? 5 : 8) {
    case 0:
      text += ["0", "-0", "7", "274.0", "240.663", "1E-2", "12345678901234567"][random.below(7)]
    case 1: text += ["true", "false", "null"][random.below(3)]
    case 2, 3, 4:
      let pieces = ["x", "é", "東京", "\\\"", "\\/", "\\u00e9", "\\ud83d\\ude00", "\\n", "]}"]
      text += "\""
      for _ in 0..<random.below(4) { text += pieces[random.below(pieces.count)] }
      text += "\""
    case 5, 6: object(&random, into: &text, depth: depth)
    default:
      random.appendArray(into: &text) { random, text in
        space(&random, into: &text)
        value(&random, into: &text, depth: depth + 1)
      }
    }
  }

  /// Strings with escapes written from kept text (`JSONParser.rewriteString`) as the
  /// writer prints the decoded string: every kind of escape, next to each other and at
  /// the ends, lone surrogates and invalid UTF-8 (which the decoder handles).
  @Test func escapedStringsAreRewrittenAsTheWriterPrintsThem() {
    let pieces = [
      #"\/"#, #"\u00e9"#, #"\u0041"#, #"\u0000"#, #"\u001f"#, #"\u007f"#, #"\u007F"#,
      #"\u0022"#, #"\u005c"#, #"\u2028"#, #"\uffff"#, #"\ud83d\ude00"#, #"\ud83d"#,
      #"\ude00"#, #"\ud83dx"#, #"\""#, #"\\"#, #"\n"#, #"\t"#, #"\b"#, "\u{7f}", "é",
      "東京", "😀", "abcdefghij", "",
    ]
    var random = SplitMix(seed: 0x57a1)
    var texts = pieces.map { "{\"k\":\"\($0)\"}" }
    for _ in 0..<2_000 {
      var body = ""
      for _ in 0..<random.below(6) { body += pieces[random.below(pieces.count)] }
      texts.append("{\"k\":\"\(body)\",\"u\":\"https:\\/\\/x\\/\(body)\"}")
    }
    var bytes = Array(#"{"k":"a\/b"#.utf8) + [0xff] + Array(#"c"}"#.utf8)
    for text in texts.map({ Array($0.utf8) }) + [bytes] {
      bytes = text
      guard
        case .value(let kept, _) = bytes.withUnsafeBufferPointer({
          JSONParser.parseKeepingText($0, from: 0, atEOF: true)
        }),
        case .value(let built, _) = bytes.withUnsafeBufferPointer({
          JSONParser.parse($0, from: 0, atEOF: true)
        })
      else {
        Issue.record("not read: \(String(decoding: bytes, as: UTF8.self))")
        continue
      }
      #expect(JSONWriter.string(kept) == JSONWriter.string(built))
      var out: [UInt8] = []
      bytes.withUnsafeBufferPointer { JSONParser.writeCompact($0, into: &out) }
      #expect(String(decoding: out, as: UTF8.self) == JSONWriter.string(built))
    }
  }

  /// Programs reading paths of lines from input print what they print when the lines are
  /// built first (`x + {}` builds the object), errors included.
  @Test func programsReadPathsAsOnBuiltValues() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "signalbox-text-path-test.json"
    ).path
    let lines = [
      #"{"a":{"b":[{"c":"ren\u00e9"},2]},"d":"https:\/\/x"}"#,
      #"{"a":{"b":null}}"#, #"{"a":{"b":"s"}}"#, #"{"a":[1]}"#, #"{"a":1,"a":{"b":[{"c":3}]}}"#,
    ]
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    for expression in [
      "x.a.b[0].c", "x.a.b", #"x["a"]["b"][1]"#, "x.a.b[1]", "x.a[0]", "[x.a.b[0], x.d]",
      "len(x.a.b)", "length(x.a)", "len(x.d)", "len(x.a.b[0])", "len(x.e)", "len(x.a[0])",
    ] {
      let text = runSession("file \"\(path)\" | map x      | map \(expression)")
      let built = runSession("file \"\(path)\" | map x + {} | map \(expression)")
      #expect(text.out == built.out, "\(expression)")
      // The message (the echoed source line below it differs).
      #expect(text.err.split(separator: "\n").first == built.err.split(separator: "\n").first)
      #expect(!text.out.isEmpty)
    }
  }
}
