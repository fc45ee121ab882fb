import Testing

@testable import SignalboxJSON

/// An entry's text is a template its `Message` function fills.
@Suite struct DiagnosticEntryTests {
  let entry = DiagnosticEntry(
    .cannotOpen, severity: .error, text: "{path}: {reason} {other} {", "meaning", wrong: "",
    right: "")

  @Test func eachArgumentFillsItsPlaceholder() {
    let message = entry.message(["path": "a.json", "reason": "No such file"])
    #expect(message == DiagnosticMessage(.cannotOpen, "a.json: No such file {other} {"))
  }

  @Test func aValueIsNotReadAsATemplate() {
    let message = entry.message(["path": "{reason}", "reason": "x"])
    #expect(message.text == "{reason}: x {other} {")
  }

  @Test func theModulesMessagesComeFromTheirEntries() {
    #expect(Message.cannotOpen("f", "gone").text == "f: gone")
    #expect(
      Message.itemsNoElement(3, in: "the array", count: 1).text
        == "the array has 1 element, no element 3")
    #expect(Message.jsonInvalidUnicodeEscape().text == "invalid \\u escape in string")
  }
}
