import SignalboxTestSupport
import XCTest

/// `program`, run as a script in a fresh session on the virtual clock, prints `text`
/// somewhere on standard error: a diagnostic's words, ID or position.
func assertStderr(
  _ program: String, contains text: String, file: StaticString = #filePath, line: UInt = #line
) {
  let err = runSession(program).err
  XCTAssertTrue(err.contains(text), "\(program): \(err)", file: file, line: line)
}
