import XCTest

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// Samples of `DiagnosticCatalogueTests`: `expect`'s (`X…`).
extension DiagnosticCatalogueTests {
  /// A message of `id` with sample arguments, and the text it must have; nil for an ID of
  /// another file.
  func sampleExpect(_ id: ID) -> (DiagnosticMessage, String)? {
    switch id {
    case .expectationFailed:
      return (Message.expectationFailed("twice"), "expectation failed: twice")
    case .badExpectation:
      return (Message.badExpectation("not an event: 1"), "expect: not an event: 1")
    default: return nil
    }
  }
}
