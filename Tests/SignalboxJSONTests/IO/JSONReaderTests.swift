import SignalboxJSON
import Testing

@Suite struct JSONReaderTests {
  @Test func numbersAreCanonical() throws {
    let value = try JSON.parse("[1.0, 1e2, -0.5, 1.5e-3, 2E+3, 0.1, -7]").get()
    #expect(JSONWriter.string(value) == "[1,100,-0.5,0.0015,2000,0.1,-7]")
  }

  @Test func duplicateKeysKeepTheFirstPositionAndTheLastValue() throws {
    let value = try JSON.parse("{\"a\": 1, \"b\": 2, \"a\": 3}").get()
    #expect(JSONWriter.string(value) == "{\"a\":3,\"b\":2}")
  }

  @Test func errorsCarryLineAndColumn() {
    guard case .failure(let error) = JSON.parse("[1,\n  @]") else {
      Issue.record("expected a syntax error")
      return
    }
    #expect(error.line == 2)
    #expect(error.column == 3)
  }

  @Test func surrogatePairsDecode() throws {
    let value = try JSON.parse("\"\\ud83d\\ude00\"").get()
    #expect(value == .string("😀"))
  }
}
