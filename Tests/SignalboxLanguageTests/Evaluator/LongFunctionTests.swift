import SignalboxSession
import SignalboxTestSupport
import XCTest

/// The language's functions that can do work out of proportion to their text (`"a" * N`,
/// `join`, `len`): right at every size, and bounded by `Limits.stringLength` before any of
/// the work is done. (That an interrupt stops them: `PreviewRunTests`.)
final class LongFunctionTests: XCTestCase {
  private func run(_ program: String) -> [String] { runSession(program).out }

  /// Repetition writes the text once, then doubles what it wrote, at most a megabyte a
  /// copy: the result is the text repeated, whatever its length in bytes and however the
  /// copies fall (a count whose bytes pass a megabyte by a part of one copy).
  func testRepetitionIsTheTextRepeatedAcrossItsCopies() {
    let cases: [(String, Int)] = [
      ("ab", 3), ("é", 1), ("abc", 400_001), ("é€", 209_716), ("x", 1_048_577),
    ]
    for (text, count) in cases {
      let scalars = text.unicodeScalars.count * count
      // Split at the text, a repeated text is nothing but empty parts, one more than copies.
      let out = run(
        "just \"\(text)\" * \(count) | map [len(x), len(split(x, \"\(text)\")), "
          + "join(split(x, \"\(text)\"), \"\") == \"\"]")
      XCTAssertEqual(out, ["0.000 next [\(scalars),\(count + 1),true]", "0.000 completed"], text)
    }
    XCTAssertEqual(
      run("just [\"ab\" * 0, \"\" * 5, \"ab\" * 0.5, \"ab\" * -1]"),
      [
        "0.000 next [\"\",\"\",\"\",null]", "0.000 completed",
      ])
  }

  /// Past the limit, `*` and `join` are an error event before anything is allocated: `"a"
  /// * 1e12` asks for a terabyte, the `join` below for 1.1 GB from 1 MB of text.
  func testAStringPastTheLimitIsAnErrorBeforeItIsBuilt() {
    let limit = 1 << 30
    let repeated = run("just \"a\" * 1e12")
    XCTAssertEqual(repeated.count, 1)
    XCTAssertTrue(repeated[0].contains("*: a string of more than \(limit) bytes"), "\(repeated)")
    let joined = run("just \"a\" * 1100 | map join(split(x, \"\"), \"x\" * 1e6)")
    XCTAssertEqual(joined.count, 1)
    XCTAssertTrue(joined[0].contains("join: a string of more than \(limit) bytes"), "\(joined)")
  }

  /// `len` counts the code points of a long string a megabyte at a time: the same count as
  /// of a short one, however the megabytes cut its multi-byte code points.
  func testLenCountsTheCodePointsOfALongString() {
    let count = 600_001
    let out = run("just \"aé€😀\" * \(count) | map [len(x), len(\"aé€😀\")]")
    XCTAssertEqual(out, ["0.000 next [\(4 * count),4]", "0.000 completed"])
  }
}
