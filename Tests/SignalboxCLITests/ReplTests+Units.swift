import Foundation
import XCTest

extension ReplTests {
  /// `:units ms` at the prompt: the next entries read and print milliseconds.
  func testUnitsAtThePrompt() throws {
    let t = try start()
    t.type(":clock virtual\r")
    XCTAssertTrue(t.wait(for: "(virtual clock"), t.transcript)
    t.type(":units ms\r")
    let mark = t.mark
    t.type("timer 250, \"x\"\r")
    XCTAssertTrue(t.wait(for: "250 next \"x\"", after: mark), t.transcript)
    XCTAssertFalse(t.transcript.contains("0.250"), t.transcript)
  }
}
