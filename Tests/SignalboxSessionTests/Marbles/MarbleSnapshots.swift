import Foundation
import XCTest

/// Compares `text` with the file `Snapshots/NAME` next to this file. With
/// `SIGNALBOX_RECORD_SNAPSHOTS=1` in the environment it writes the file instead (and says so):
/// that is how a snapshot is made or deliberately changed; review the diff before committing.
func assertSnapshot(
  _ text: String, named name: String, file: StaticString = #filePath, line: UInt = #line
) {
  let url = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent()
    .appendingPathComponent("Snapshots").appendingPathComponent(name)
  if ProcessInfo.processInfo.environment["SIGNALBOX_RECORD_SNAPSHOTS"] == "1" {
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    XCTAssertNoThrow(try Data(text.utf8).write(to: url), file: file, line: line)
    print("recorded snapshot \(name)")
    return
  }
  guard let data = FileManager.default.contents(atPath: url.path) else {
    return XCTFail(
      "no snapshot \(name): run with SIGNALBOX_RECORD_SNAPSHOTS=1 to make it", file: file,
      line: line)
  }
  let expected = String(decoding: data, as: UTF8.self)
  guard expected != text else { return }
  // The first differing line, to say where.
  let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let b = text.split(separator: "\n", omittingEmptySubsequences: false)
  let k = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
  let want = k < a.count ? String(a[k]) : "<end>"
  let got = k < b.count ? String(b[k]) : "<end>"
  XCTFail(
    "snapshot \(name) differs at line \(k + 1):\n  expected: \(want)\n  actual:   \(got)",
    file: file, line: line)
}
