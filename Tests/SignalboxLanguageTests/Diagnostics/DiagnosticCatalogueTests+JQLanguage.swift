import SignalboxJQ
import XCTest

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// Samples of `DiagnosticCatalogueTests`: the jq language's own errors (`Q001`–`Q006`), raised
/// by compiling or running a real filter, so each sample is the error as the language makes it.
extension DiagnosticCatalogueTests {
  /// The error `filter` raises on `1`, as a message of its ID.
  private func raised(_ filter: String) -> DiagnosticMessage? {
    do {
      let program = try JQProgram(filter)
      try program.run(.number(1), context: JQContext(), emit: { _ in })
    } catch let error as JQError {
      return error.id.map { DiagnosticMessage($0, error.message) }
    } catch {}
    return nil
  }

  /// A message of `id` from a filter that raises it, and the text it must have; nil for an ID
  /// of another file.
  func sampleJQLanguage(_ id: ID) -> (DiagnosticMessage, String)? {
    let sample: (filter: String, text: String?)
    switch id {
    case .jqSyntax: sample = (".[", "syntax error, unexpected end of file")
    case .jqUndefined: sample = ("foo", "foo/0 is not defined")
    case .jqRuntime: sample = (".[0]", "Cannot index number with number")
    case .jqModule: sample = ("import \"nope\" as n; .", "module not found: nope")
    case .jqTooBig:
      sample = ("\"ab\" * 1e9", "*: the value would take more than 1073741824 bytes (the limit)")
    // The count of nested calls depends on the stack left: only the start is fixed.
    case .jqTooDeep: sample = ("def f: 1 + f; f", nil)
    default: return nil
    }
    guard let message = raised(sample.filter) else {
      XCTFail("\(sample.filter) raised no error with an ID")
      return nil
    }
    if sample.text == nil {
      XCTAssertTrue(message.text.hasPrefix("jq recursion too deep ("), message.text)
    }
    return (message, sample.text ?? message.text)
  }
}
