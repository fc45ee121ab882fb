import Foundation
import XCTest

/// Strings are code points in `signalbox jq` as in jq: `"\u00e9"` and `"e\u0301"` (the same
/// character to Swift's `String ==`) are different strings to every builtin. The expected
/// line is jq 1.7.1's output (the `jq` Python package 1.8.0, which bundles its library).
final class JQCodePointTests: XCTestCase {
  func testCanonicallyEquivalentStringsStayDifferent() throws {
    let filter = [
      #"[.[0] == .[1], (.[1] | ltrimstr("\u00e9")), (.[1] | rtrimstr("\u0301")), "#,
      #"(.[1] | startswith("\u00e9")), (.[0] | endswith("\u0301")), "#,
      #"({(.[0]): 1, (.[1]): 2} | length), (unique | length), (sort == .), "#,
      #"(.[1] | index("\u00e9")), (.[1] | test("\u00e9")), (.[1] | length), "#,
      #"(.[1] | split("e")), (.[1] | explode)] | tojson"#,
    ].joined()
    let result = try BinaryRunner.run(["jq", "-c", filter], stdin: #"["\u00e9", "e\u0301"]"#)
    XCTAssertEqual(result.status, 0)
    let line = try XCTUnwrap(
      try JSONSerialization.jsonObject(
        with: Data(result.out.utf8), options: .fragmentsAllowed) as? String)
    XCTAssertEqual(
      Array(line.unicodeScalars),
      Array(
        #"[false,"e\#u{301}","e",false,false,2,2,false,null,false,2,["","\#u{301}"],[101,769]]"#
          .unicodeScalars))
  }
}
