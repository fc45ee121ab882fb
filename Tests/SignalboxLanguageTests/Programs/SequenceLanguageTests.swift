import SignalboxJSON
import SignalboxLanguage
import SignalboxSession
import SignalboxTestSupport
import XCTest

/// Sequences in the language: kinds, sharing, conversions, errors.
final class SequenceLanguageTests: XCTestCase {
  private func run(_ program: String) -> (out: [String], err: String, status: Int32) {
    runSessionWithStatus(program)
  }

  func testSequenceOnlyOperatorOnASignalIsACompileError() {
    let result = run("from [1, 2] | head")
    XCTAssertEqual(result.out, [])
    XCTAssertTrue(
      result.err.contains("t.sbx:1:15: error: 'head' works on sequences only"), result.err)
  }

  func testSignalOperatorOnASequenceConvertsIt() {
    XCTAssertEqual(run("seq [1, 2, 3] | count").out, ["0.000 next 3", "0.000 completed"])
    XCTAssertEqual(
      run("seq [1, 2] | delay 0.5").out, ["0.500 next 1", "0.500 next 2", "0.500 completed"])
  }

  func testSequenceTurnsASignalIntoASequenceWhenItCompletes() {
    XCTAssertEqual(
      run("marbles \"-a-b|\" | sequence | array").out,
      ["0.400 next [\"a\",\"b\"]", "0.400 completed"])
  }

  func testALetSequenceIsEvaluatedOnceAndShared() {
    let result = run("let s = iterate 1, log(x) * 2\ns | take 3 | array\ns | take 4 | array")
    XCTAssertEqual(
      result.out,
      [
        "0.000 log 1", "0.000 log 2", "0.000 next [1,2,4]", "0.000 completed", "0.000 log 4",
        "0.000 next [1,2,4,8]", "0.000 completed",
      ])
  }

  func testASignalLetIsColdButASequenceLetIsNot() {
    let signal = run("let s = from [1] | map log(x)\ns\ns").out.filter { $0.contains("log") }
    XCTAssertEqual(signal.count, 2)
    let sequence = run("let s = seq [1] | map log(x)\ns\ns").out.filter { $0.contains("log") }
    XCTAssertEqual(sequence.count, 1)
  }

  func testAFailingPullPrintsTheValuesBeforeItThenTheError() {
    let result = run("seq [1, true, 3] | map x * 2")
    XCTAssertEqual(result.out.first, "0.000 next 2")
    XCTAssertEqual(result.out.count, 2)
    XCTAssertTrue(result.out.last?.hasPrefix("0.000 error \"map: ") ?? false, "\(result.out)")
    XCTAssertEqual(result.status, 1)
  }

  func testRangeCountsDownAndHeadOfEmptyIsNull() {
    XCTAssertEqual(
      run("seq range 3, 1, -1 | array").out, ["0.000 next [3,2,1]", "0.000 completed"])
    XCTAssertEqual(run("seq range 1, 0 | head").out, ["0.000 next null", "0.000 completed"])
    XCTAssertEqual(run("seq [] | find x").out, ["0.000 next null", "0.000 completed"])
  }

  func testNullIsAnOrdinaryElement() {
    XCTAssertEqual(run("seq [null, 1] | head").out, ["0.000 next null", "0.000 completed"])
    XCTAssertEqual(
      run("seq [null, null] | array").out, ["0.000 next [null,null]", "0.000 completed"])
  }

  func testFlattenOfSequencesConcatenates() {
    XCTAssertEqual(
      run("seq [1, 2] | map { seq [x, x * 10] } | flatten | array").out,
      ["0.000 next [1,10,2,20]", "0.000 completed"])
  }

  func testSequencesPrintAsSequenceInValues() {
    XCTAssertEqual(run("just { seq [1] }").out, ["0.000 next <sequence>", "0.000 completed"])
  }

  func testShowDrawsResolvedCells() {
    XCTAssertEqual(
      run("let s = seq [1, 2, 3] | map x * x\n:show s\ns | take 2 | array\n:show s").out,
      ["(unresolved)", "0.000 next [1,4]", "0.000 completed", "1 :: 4 :: (unresolved)"])
  }

  func testTraceOnASequenceStageShowsPullsAndMemoisedReads() {
    XCTAssertEqual(
      run("let s = seq [5] | trace\ns | head\ns | head").out,
      [
        "0.000 trace seq pulled 5", "0.000 next 5", "0.000 completed", "0.000 trace seq memoised 5",
        "0.000 next 5", "0.000 completed",
      ])
  }
}

final class FileSourceTests: XCTestCase {
  private func openDescriptors() -> Int {
    (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 0
  }

  func testAFileIsClosedWhenItsPipelineIsDisposedEarly() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "signalbox-fd-test.json"
    ).path
    try "1\n2\n3\n".write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let before = openDescriptors()
    let (session, output) = makeSession()
    let program = Array(repeating: "file \"\(path)\" | take 1", count: 50).joined(separator: "\n")
    session.runProgram([SourceFile(name: "t.sbx", text: program)])
    XCTAssertEqual(output.stdout.count, 100)
    XCTAssertLessThanOrEqual(openDescriptors(), before + 2, "descriptors leaked")
  }

  /// A UTF-8 byte order mark before the first value is skipped (jq does too); anywhere
  /// else it is an invalid character.
  func testAByteOrderMarkAtTheStartIsSkipped() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "signalbox-bom-test.json"
    ).path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Data([0xEF, 0xBB, 0xBF] + Array("{\"a\":1}\n2 \u{FEFF}".utf8)).write(
      to: URL(fileURLWithPath: path))
    let result = runSession("file \"\(path)\"")
    XCTAssertEqual(
      result.out,
      [
        "0.000 next {\"a\":1}", "0.000 next 2",
        "0.000 error \"\(path):2:3: unexpected character byte 0xef\"",
      ])
    try Data([0xEF, 0xBB, 0xBF]).write(to: URL(fileURLWithPath: path))
    XCTAssertEqual(runSession("file \"\(path)\" | count").out, ["0.000 next 0", "0.000 completed"])
  }
}

final class MarbleDiagramOutputTests: XCTestCase {
  func testMarblesTableDrawsEveryStageOnOneTimeAxis() {
    let (session, output) = makeSession {
      $0.marbles = true
      $0.marbleFormat = .table
    }
    session.runProgram([SourceFile(name: "t", text: "marbles \"ab--c|\", 0.5 | throttle 1")])
    XCTAssertEqual(
      Array(output.stdout.suffix(3)),
      [
        "time        0.000  0.500  1.500  2.000  2.500",
        "1:marbles   \"a\"    \"b\"    -      \"c\"    |",
        "2:throttle  -      -      \"b\"    -      \"c\",|",
      ])
  }

  func testMarblesMetaCommandDrawsItsPipelineAndTheStagesOfItsBlocks() {
    let (session, output) = makeSession()
    session.runProgram([
      SourceFile(
        name: "t", text: ":marbles table from [1, 2] | flattenMap { timer x, x } | take 1\nfrom [3]"
      )
    ])
    XCTAssertEqual(
      output.stdout,
      [
        "1.000 next 1", "1.000 completed",
        "time          0.000  1.000",
        "1:from        1,2,|  -",
        "2.1:timer     -      1",
        "2:flattenMap  -      1",
        "3:take        -      1,|",
        "0.000 next 3", "0.000 completed",
      ])
  }
}
