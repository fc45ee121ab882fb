import Foundation
import XCTest

/// Several script files on one command line: each its own program in a session of its own,
/// run in order, output labelled by file, every file compiled before any runs.
final class ScriptFilesCLITests: ScratchFolderTestCase {
  override var folderName: String { "scripts" }

  private func script(_ name: String, _ text: String) throws -> String {
    try folder.write(name, text)
  }

  func testEachFileRunsInASessionOfItsOwnWithAHeader() throws {
    let a = try script("a.sbx", "let n = 1\njust n\ntimer 1, \"a\" &\n")
    let b = try script("b.sbx", "let n = 2\njust n\ntimer 1, \"b\" &\n")
    let result = try BinaryRunner.run(["--virtual", a, b])
    XCTAssertEqual(result.status, 0, result.err)
    // Job numbers and the clock start again in the second file: no shared session.
    XCTAssertEqual(
      result.out,
      """
      ==> \(a) <==
      0.000 next 1
      0.000 completed
      [1] 1.000 next "a"
      [1] 1.000 completed

      ==> \(b) <==
      0.000 next 2
      0.000 completed
      [1] 1.000 next "b"
      [1] 1.000 completed

      """)
  }

  func testABindingOfOneFileIsUnknownInTheNextAndNothingRuns() throws {
    let a = try script("a.sbx", "let n = 1\njust n\n")
    let b = try script("b.sbx", "just n\n")
    let result = try BinaryRunner.run(["--virtual", a, b])
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(result.out, "")
    XCTAssertTrue(result.err.hasPrefix("\(b):1:6: error: unknown name 'n'"), result.err)
  }

  func testTheErrorsOfEveryFileAreReportedBeforeAnyRuns() throws {
    let a = try script("a.sbx", "from [1\n")
    let b = try script("b.sbx", "just 1\n")
    let c = try script("c.sbx", "just 2 | nosuchop\n")
    for arguments in [[a, b, c], ["--check", a, b, c]] {
      let result = try BinaryRunner.run(arguments)
      XCTAssertEqual(result.status, 2)
      XCTAssertEqual(result.out, "")
      let errors = result.err.split(separator: "\n").filter { $0.contains(": error: ") }
      XCTAssertEqual(errors.count, 2, result.err)
      XCTAssertTrue(errors[0].hasPrefix("\(a):2:1: error:"), result.err)
      XCTAssertTrue(errors[1].hasPrefix("\(c):1:10: error:"), result.err)
    }
  }

  func testTheStatusIsTheWorstOfTheFiles() throws {
    let failing = try script("failing.sbx", "error \"boom\"\n")
    let fine = try script("fine.sbx", "just 1\n")
    let result = try BinaryRunner.run([failing, fine])
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(
      result.out,
      "==> \(failing) <==\n0.000 error \"boom\"\n\n==> \(fine) <==\n0.000 next 1\n0.000 completed\n"
    )
    XCTAssertEqual(try BinaryRunner.run(["--check", failing, fine]).status, 0)
  }

  func testJSONLabelsAFileWithARecordAndValuesOnStandardError() throws {
    let a = try script("a.sbx", "just 1\n")
    let b = try script("b.sbx", "just 2\n")
    let json = try BinaryRunner.run(["--format", "json", a, b])
    XCTAssertEqual(json.status, 0, json.err)
    let lines = json.out.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.count, 6)
    for (line, path) in [(lines[0], a), (lines[3], b)] {
      let record = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String]
      XCTAssertEqual(record, ["kind": "file", "path": path], line)
      XCTAssertTrue(line.hasPrefix(#"{"kind":"file","path":"#), line)
    }
    let values = try BinaryRunner.run(["-q", a, b])
    XCTAssertEqual(values.out, "1\n2\n")
    XCTAssertEqual(values.err, "==> \(a) <==\n==> \(b) <==\n")
  }

  func testOneFileIsNotLabelled() throws {
    let a = try script("a.sbx", "just 1\n")
    let result = try BinaryRunner.run([a])
    XCTAssertEqual(result.out, "0.000 next 1\n0.000 completed\n")
  }
}
