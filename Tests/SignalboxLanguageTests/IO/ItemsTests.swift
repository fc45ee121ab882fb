import Foundation
import Signalbox
import SignalboxTestSupport
import Synchronization
import Testing

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 19: `stdin items [PATH] [lenient]`, the parts of one big document as a stream.
/// Documents are generated, fed to a reader in chunks of every size (as `read(2)` would cut
/// them), and the items compared with what the whole document parsed at once holds.
@Suite struct ItemsTests {
  /// The items of `text` read in chunks of `chunk` bytes: each value as compact JSON,
  /// `warning: …` and `failure: …` for the others.
  func items(_ text: String, path: JSON? = nil, lenient: Bool = false, chunk: Int = 1 << 16)
    -> [String]
  {
    Self.read(Array(text.utf8), path: path, lenient: lenient, chunk: chunk).items
  }

  static func read(
    _ bytes: [UInt8], path: JSON? = nil, lenient: Bool = false, chunk: Int = 1 << 16
  ) -> (items: [String], reader: JSONStreamReader) {
    let itemsPath = path.flatMap { try? ItemsPath.from($0) } ?? .document
    let mode = JSONStreamReader.Mode.items(itemsPath, lenient: lenient)
    let reader = JSONStreamReader(fd: -1, name: "stdin")
    return (reader.readAll(bytes, mode, chunk: chunk).items.compactMap(\.text), reader)
  }

  /// The same items whatever the size of the reads.
  func expectSameInEveryChunking(
    _ text: String, path: JSON? = nil, lenient: Bool = false, _ expected: [String],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for chunk in [1, 2, 3, 7, 64, 1 << 16] {
      #expect(
        items(text, path: path, lenient: lenient, chunk: chunk) == expected, "chunk \(chunk)",
        sourceLocation: sourceLocation)
    }
  }

  // MARK: arrays and objects

  @Test func theElementsOfAnArray() {
    expectSameInEveryChunking(
      " [1, -2.5e3, \"a\\\"b\\u00e9\", true, false, null, [], {}, [1, [2, {\"x\": [3]}]], "
        + "{\"k\": {\"l\": [null]}}] \n",
      [
        "1", "-2500", "\"a\\\"bé\"", "true", "false", "null", "[]", "{}", "[1,[2,{\"x\":[3]}]]",
        "{\"k\":{\"l\":[null]}}",
      ])
  }

  @Test func theMembersOfAnObjectAsKeyValueEntries() {
    expectSameInEveryChunking(
      "{\"a\": 1, \"b c\": [2, 3], \"\": {\"d\": null}, \"\\u00e9\": \"x\"}",
      [
        "{\"key\":\"a\",\"value\":1}", "{\"key\":\"b c\",\"value\":[2,3]}",
        "{\"key\":\"\",\"value\":{\"d\":null}}",
        "{\"key\":\"é\",\"value\":\"x\"}",
      ])
  }

  @Test func aRepeatedKeyGivesAnEntryForEachMember() {
    #expect(
      items("{\"a\": 1, \"a\": 2}") == [
        "{\"key\":\"a\",\"value\":1}", "{\"key\":\"a\",\"value\":2}",
      ])
  }

  @Test func emptyContainersAndEmptyInput() {
    expectSameInEveryChunking("[]", [])
    expectSameInEveryChunking(" { } ", [])
    expectSameInEveryChunking("{\"a\": [], \"b\": {}}", path: .string("a"), [])
    expectSameInEveryChunking("{\"a\": [], \"b\": {}}", path: .string("b"), [])
    expectSameInEveryChunking("", [])
    expectSameInEveryChunking(" \n\t ", [])
    expectSameInEveryChunking("\u{FEFF}[1]", ["1"])
  }

  @Test func severalDocumentsGiveTheItemsOfEachInTurn() {
    expectSameInEveryChunking(
      "[1, 2]\n[]\n{\"a\": 3}\n[4]", ["1", "2", "{\"key\":\"a\",\"value\":3}", "4"])
    expectSameInEveryChunking(
      "{\"rows\": [1, 2], \"n\": 2}\n{\"rows\": [3], \"n\": 1}\n", path: .string("rows"),
      ["1", "2", "3"])
  }

  // MARK: paths

  @Test func aPathLeadsToTheArrayOrObjectWhoseItemsAreSent() {
    let doc = """
      {"type": "FeatureCollection", "meta": {"rows": "not these", "n": [1, {"rows": 0}]},
       "data": {"skip": [[1, 2], {"a": "]}"}], "rows": [{"id": 1}, {"id": 2}], "after": [true]},
       "features": {"f1": 1, "f2": [2]}, "tail": "x"}
      """
    expectSameInEveryChunking(doc, path: .string("data.rows"), ["{\"id\":1}", "{\"id\":2}"])
    expectSameInEveryChunking(
      doc, path: .string("features"),
      ["{\"key\":\"f1\",\"value\":1}", "{\"key\":\"f2\",\"value\":[2]}"])
    expectSameInEveryChunking(doc, path: .string("meta.n"), ["1", "{\"rows\":0}"])
    expectSameInEveryChunking(doc, path: .string("data.skip.0"), ["1", "2"])
    expectSameInEveryChunking(
      doc, path: .array([.string("data"), .string("skip"), .number(1)]),
      ["{\"key\":\"a\",\"value\":\"]}\"}"])
    expectSameInEveryChunking(doc, path: .string(""), items(doc))
  }

  @Test func keysWithDotsOrEmptyKeysUseTheArrayForm() {
    let doc = "{\"a.b\": [1], \"a\": {\"b\": [2]}, \"\": {\"0\": [3]}}"
    #expect(items(doc, path: .string("a.b")) == ["2"])
    #expect(items(doc, path: .array([.string("a.b")])) == ["1"])
    #expect(items(doc, path: .array([.string(""), .string("0")])) == ["3"])
    // A string of digits is a key in an object.
    #expect(items("{\"0\": [5]}", path: .string("0")) == ["5"])
    // In the array form, a number is an index only.
    #expect(
      items("{\"0\": [5]}", path: .array([.number(0)]))
        == ["failure: stdin:1:1: items path [0]: the document is an object, not an array"])
  }

  @Test func badPathsAreRuntimeErrors() throws {
    #expect(throws: RuntimeError.self) { try ItemsPath.from(.string("a..b")) }
    #expect(throws: RuntimeError.self) { try ItemsPath.from(.number(3)) }
    #expect(throws: RuntimeError.self) { try ItemsPath.from(.array([.number(-1)])) }
    #expect(throws: RuntimeError.self) { try ItemsPath.from(.array([.number(1.5)])) }
    #expect(throws: RuntimeError.self) { try ItemsPath.from(.array([.null])) }
    #expect(try ItemsPath.from(.string("a.007")).steps[1] == ItemsPath.Step(key: "007", index: nil))
    #expect(try ItemsPath.from(.string("a.70")).steps[1] == ItemsPath.Step(key: "70", index: 70))
  }

  @Test func aPathThatDoesNotExistIsAClearError() {
    #expect(
      items("{\"data\": {\"meta\": 1}}", path: .string("data.rows"))
        == ["failure: stdin:1:20: items path \"data.rows\": no member \"rows\" in \"data\""])
    #expect(
      items("{}", path: .string("rows")) == [
        "failure: stdin:1:2: items path \"rows\": no member \"rows\" in the document"
      ])
    #expect(
      items("{\"rows\": [[1], [2]]}", path: .string("rows.5"))
        == ["failure: stdin:1:19: items path \"rows.5\": \"rows\" has 2 elements, no element 5"])
    // The items of the documents before are sent first.
    #expect(
      items("{\"rows\": [1]}\n{\"cols\": [2]}", path: .string("rows"))
        == ["1", "failure: stdin:2:13: items path \"rows\": no member \"rows\" in the document"])
  }

  @Test func aPathThatReachesAScalarIsAClearError() {
    #expect(
      items("{\"data\": {\"rows\": 42}}", path: .string("data.rows"))
        == [
          "failure: stdin:1:19: items path \"data.rows\": \"data.rows\" is a number, not an "
            + "array or an object"
        ])
    #expect(
      items("{\"data\": \"text\"}", path: .string("data.rows"))
        == ["failure: stdin:1:10: items path \"data.rows\": \"data\" is a string, not an object"])
    #expect(
      items("[1, 2]", path: .string("a")) == [
        "failure: stdin:1:1: items path \"a\": the document is an array, not an object"
      ])
    #expect(
      items(" 12") == [
        "failure: stdin:1:2: items: the document is a number, not an array or an object"
      ])
    #expect(
      items("\"s\"") == [
        "failure: stdin:1:1: items: the document is a string, not an array or an object"
      ])
    #expect(
      items("[1]\nnull") == [
        "1", "failure: stdin:2:1: items: the document is null, not an array or an object",
      ])
  }

}

/// `stdin` (the whole-document reader) on a text, for comparing messages.
enum BigDocumentReading {
  static func values(_ text: String) -> [String] {
    let reader = JSONStreamReader(fd: -1, name: "stdin")
    let bytes = Array(text.utf8)
    bytes.withUnsafeBufferPointer { reader.feed($0) }
    reader.finish()
    var got: [String] = []
    while true {
      switch reader.next(.json) {
      case .value(let value): got.append(JSONWriter.string(value))
      case .failure(let message):
        got.append("failure: \(message)")
        return got
      case .warning(let message): got.append("warning: \(message)")
      case .end, .needInput: return got
      }
    }
  }
}

/// A count changed by one thread at a time (the reads are synchronous).
final class Counter: @unchecked Sendable {
  var value = 0
}
