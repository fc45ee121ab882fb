import Foundation
import SignalboxTestSupport
import Testing

@testable import SignalboxJSON

extension FastPathTests {
  /// Field reads in compact text (`QuickCheck.member`) held to the general read: keys of 0
  /// to 10 bytes present, absent, differing from a present key at each byte or longer or
  /// shorter by one, first, inside and last (the last at the buffer's end, where no word
  /// can be read), with every kind of value; keys written with escapes, keys asked for
  /// with bytes keys may escape; whitespace at every place it may stand; generated lines
  /// like users' data.
  @Test func fieldReadsInCompactTextAgreeWithTheGeneralRead() {
    let values = [
      "0", "7", "53", "-0", "-12", "0.5", "25.0", "1e5", "123456789012345", "1234567890123456",
      "9007199254740993", #""""#, #""x""#, #""caf\u00e9 \"q\"""#, #""東京 😀""#, "true", "false",
      "null", "[]", "{}", #"[1,"a",{"b":2}]"#, #"{"k":{"k":1},"v":[2]}"#, "1.0", "1e2", "1E400",
      "-1.5e-3", "1E+2", "-0.0", "0.97800", #"[[[["]}\"[{"]]],{"a":[{}]}]"#,
    ]
    let fill = Array("abcdefghij".utf8)
    var answered = 0
    var asked = 0
    for length in 0...10 {
      let name = String(decoding: fill[..<length], as: UTF8.self)
      // Keys near the one asked for: each byte changed, one longer, one shorter.
      var near: [String] = []
      for at in 0..<length {
        var bytes = Array(fill[..<length])
        bytes[at] = UInt8(ascii: "Z")
        near.append(String(decoding: bytes, as: UTF8.self))
      }
      near.append(name + "Q")
      if length > 0 { near.append(String(name.dropLast())) }
      for value in values {
        for position in 0..<3 {
          var members = near.map { "\"\($0)\":1" }
          members.insert(
            "\"\(name)\":\(value)", at: [0, members.count / 2, members.count][position])
          let text = Array(("{" + members.joined(separator: ",") + "}").utf8)
          for ask in [name] + near + [name + "QQ", "zz", "Z"] {
            asked += 1
            if memberAgrees(text, ask) { answered += 1 }
          }
          // Without the key asked for.
          let without = Array(
            ("{" + near.map { "\"\($0)\":\(value)" }.joined(separator: ",") + "}").utf8)
          memberAgrees(without, name)
          // With whitespace at each place it may stand.
          for at in text.indices
          where text[at] == UInt8(ascii: ",") || text[at] == UInt8(ascii: ":") {
            for spaced in [
              Array(text[..<at]) + [0x20] + Array(text[at...]),
              Array(text[...at]) + [0x0a] + Array(text[(at + 1)...]),
            ] {
              memberAgrees(spaced, name)
            }
          }
        }
      }
    }
    // Most asks are answered quickly: all but those for an empty key.
    #expect(answered * 10 >= asked * 9, "\(answered) of \(asked)")
    // Keys spelled with escapes, keys asked for with bytes keys may escape, empty objects.
    for (text, key) in [
      (#"{"\u0061":1}"#, "a"), (#"{"b":2,"\u0061":1}"#, "a"), (#"{"\/":1}"#, "/"),
      (#"{"a\nb":1,"c":2}"#, "c"), (#"{"é":1,"e":2}"#, "e"), (#"{"é":1,"e":2}"#, "é"),
      (#"{"x\"y":1,"x":2}"#, "x"), (#"{"x\"y":1}"#, #"x"y"#), (#"{"\u0000":1}"#, "\u{0}"),
      ("{}", "a"), ("{}", ""), (#"{"":1}"#, ""), (#"{"a":1}"#, "\u{7f}"),
      (#"{"longer key here":1,"a":2}"#, "a"), (#"{"longer key here":1}"#, "longer key here"),
      (#"{ "a":1}"#, "a"), (#"{"a" :1}"#, "a"), (#"{"a": 1}"#, "a"), (#"{"a":1 ,"b":2}"#, "b"),
      (#"{"a":"x" ,"b":2}"#, "b"), (#"{"a":[1, 2],"b":2}"#, "b"),
    ] {
      memberAgrees(Array(text.utf8), key)
    }
    #expect(memberAgrees(Array(#"{"\u0061":1}"#.utf8), "a") == false)
    #expect(memberAgrees(Array(#"{"a" :1}"#.utf8), "a") == false)
    // Generated lines like users' data, every key of them and a few absent ones.
    var random = SplitMix(seed: 0x6d65_6d62)
    let words = ["alpha", "naïve", "東京", "😀", "tab\\t", "q\\\"d", "caf\\u00e9"]
    func string() -> String {
      "\""
        + (0..<(1 + random.below(3))).map { _ in words[random.below(words.count)] }.joined(
          separator: " ") + "\""
    }
    for _ in 0..<2_000 {
      let line =
        "{\"id\":\(random.below(1_000_000)),\"v\":\(random.below(100)),\"name\":\(string()),"
        + "\"price\":\(random.below(1000)).\(random.below(100)),\"active\":true,\"note\":null,"
        + "\"tags\":[\(string()),\(string())],\"place\":{\"geo\":{\"lat\":-0.5}},\"z\":\(string())}"
      let text = Array(line.utf8)
      for key in ["id", "v", "name", "price", "active", "note", "tags", "place", "z", "geo", "x"] {
        #expect(memberAgrees(text, key), "\(key) in \(line)")
      }
    }
  }

  /// The reader reading a descriptor (straight into its buffer) gives what it gives when
  /// fed the same bytes: lines across every read's end, a value bigger than a read, and a
  /// read error's message.
  @Test func readingADescriptorAgreesWithFeeding() throws {
    var text = ""
    var random = SplitMix(seed: 0x7265_6164)
    for n in 0..<6_000 {
      text += "{\"id\":\(n),\"s\":\"\(String(repeating: "é", count: random.below(40)))\"}\n"
    }
    text += "[" + (0..<200_000).map { "\($0)" }.joined(separator: ",") + "]\n{\"end\":true}"
    let bytes = Array(text.utf8)
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "signalbox-read-\(getpid()).json"
    ).path
    #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
    defer { try? FileManager.default.removeItem(atPath: path) }
    func drain(_ reader: JSONStreamReader, more: () -> Bool) -> [String] {
      var got: [String] = []
      while true {
        switch reader.next(.json) {
        case .value(let value): got.append(JSONWriter.string(value))
        case .needInput: if !more() { reader.finish() }
        case .failure(let message): return got + ["failure: \(message)"]
        case .warning(let message): got.append("warning: \(message)")
        case .end: return got
        }
      }
    }
    let fd = open(path, O_RDONLY)
    try #require(fd >= 0)
    defer { close(fd) }
    let fromFile = JSONStreamReader(fd: fd, name: "f")
    let read = drain(fromFile) { fromFile.fill() }
    let fed = JSONStreamReader(fd: -1, name: "f")
    var offset = 0
    let expected = drain(fed) {
      guard offset < bytes.count else { return false }
      let end = min(bytes.count, offset + 4096)
      bytes.withUnsafeBufferPointer { fed.feed(UnsafeBufferPointer(rebasing: $0[offset..<end])) }
      offset = end
      return true
    }
    #expect(read.count == 6_002)
    #expect(read == expected)
    // A directory cannot be read: the OS's message ends the stream.
    let directory = open("/", O_RDONLY)
    try #require(directory >= 0)
    defer { close(directory) }
    let failing = JSONStreamReader(fd: directory, name: "dir")
    #expect(
      drain(failing) { failing.fill() } == ["failure: dir: \(String(cString: strerror(EISDIR)))"])
  }

  /// Numbers whose integer part, point and fraction end at each byte of the eight the scan
  /// reads at a number's first digit (and past them), as the last value of the buffer and
  /// followed by more: the scan takes each valid one and ends it where `check` does.
  @Test func numbersAcrossTheScansWordAgreeWithCheck() {
    var random = SplitMix(seed: 0x6e75_6d73)
    for integer in 0...10 {
      for fraction in [-1, 0] + Array(1...10) {
        for exponent in ["", "e5", "E-07"] {
          var number = integer == 0 ? "" : "\(1 + random.below(9))"
          for _ in 1..<max(integer, 1) { number += "\(random.below(10))" }
          if integer == 1 && random.below(3) == 0 { number = "0" }
          if fraction >= 0 { number += "." }
          for k in 0..<max(fraction, 0) { number += "\(k == fraction - 1 ? 5 : random.below(10))" }
          number += exponent
          for text in [
            #"{"n":"# + number + "}", #"{"n":-"# + number + #","m":[0,1]}"#,
            #"{"n":["# + number + "," + number + #"],"padding":"abcdefgh"}"#,
          ] {
            // `quickAgreesWithCheck` holds the end and the canonical answer to `check`'s.
            let accepted = quickAgreesWithCheck(Array(text.utf8))
            #expect(accepted == (integer > 0 && fraction != 0), "\(text)")
          }
        }
      }
    }
  }
}
