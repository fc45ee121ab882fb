import Foundation
import XCTest

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `--marbles=svg`, `--report` and `--compare` on the command line: one well-formed SVG
/// document whatever the program, every flow drawn (jobs, subjects fed by `send`), and the
/// comparison view in the terminal, as SVG and in the report.
final class MarblePicturesCLITests: XCTestCase {
  private func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  private func isWellFormed(_ text: String) -> Bool {
    XMLParser(data: Data(text.utf8)).parse()
  }

  static let compare =
    "marbles \"a-bc---d-e|\", 0.25 with throttle 0.5, debounceTime 0.5, throttleTime 0.5, "
    + "auditTime 0.5, sampleTime 0.5"

  func testSeveralStatementsGiveOneSVGDocumentWithATitledPanelEach() throws {
    let result = try BinaryRunner.run([
      "--virtual", "--marbles=svg", "-e", "just 1; marbles \"ab--c|\", 0.5 | throttle 1",
    ])
    XCTAssertEqual(count("<?xml", in: result.out), 1, result.out)
    XCTAssertEqual(count("<svg ", in: result.out), 1)
    XCTAssertTrue(isWellFormed(result.out))
    XCTAssertEqual(count("<g class=\"panel\"", in: result.out), 2)
    XCTAssertTrue(result.out.contains("data-title=\"just 1\""))
    XCTAssertTrue(
      result.out.contains("data-title=\"marbles &quot;ab--c|&quot;, 0.5 | throttle 1\""))
  }

  /// Issue 41, item 3: `--marbles-width N` gives a dense row room: the terminal diagram N
  /// columns wide, the SVG picture's and the report's time axis 8 px a column.
  func testMarblesWidthSetsTheDiagramsWidth() throws {
    let program = "marbles \"a-b|\""
    let narrow = try BinaryRunner.run(
      ["--virtual", "--marbles", "--marbles-width", "30", "-e", program])
    XCTAssertTrue(
      (narrow.out + narrow.err).contains("\n1:marb~  a------------b------|\n"),
      narrow.out + narrow.err)
    let axis = { (width: String) throws -> String? in
      let svg = try BinaryRunner.run(
        ["--virtual", "--marbles=svg", "--marbles-width=\(width)", "-e", program]
      ).out
      return svg.components(separatedBy: "width=\"").dropFirst().first?
        .components(separatedBy: "\"").first
    }
    XCTAssertEqual(try axis("80"), "816", "the default: a 640 px axis, labels and margin")
    XCTAssertEqual(try axis("160"), "1456", "1280 px")
    let refused = try BinaryRunner.run(["--marbles-width", "5", "-e", "just 1"])
    XCTAssertEqual(refused.status, 2)
    XCTAssertTrue(refused.err.contains("[U022]"), refused.err)
  }

  func testASubjectFedByAJobIsDrawn() throws {
    let program = "subject s\ns | map x * 2 &\nsend s, 1\nsleep 1\nsend s, 2"
    let svg = try BinaryRunner.run(["--virtual", "--marbles=svg", "-e", program])
    XCTAssertTrue(isWellFormed(svg.out), svg.out)
    XCTAssertEqual(count("<g class=\"panel\"", in: svg.out), 1)
    XCTAssertTrue(svg.out.contains("data-title=\"s | map x * 2 &amp;\""))
    for value in ["1", "2", "4"] { XCTAssertTrue(svg.out.contains("data-v=\"\(value)\""), value) }
    // In the terminal: drawn when the script disposes the job.
    let text = try BinaryRunner.run(["--virtual", "--marbles", "-e", program])
    XCTAssertTrue(text.out.contains("\n2:map  2-"), text.out)
    XCTAssertTrue(text.out.contains("-- s | map x * 2 &\ntime "), "headed by its statement")
  }

  func testAHotConnectionAndACommandsExecutionsAreDrawn() throws {
    let program = [
      "let p = interval 1 | take 3 | publish", "p | map x * 10 &", "connect p",
      "command c = { timer 1, x * 2 }", "execute c, 5", "sleep 4",
    ].joined(separator: "\n")
    let svg = try BinaryRunner.run(["--virtual", "--marbles=svg", "-e", program])
    XCTAssertTrue(isWellFormed(svg.out), svg.out)
    // The job, the connection's own stages and the command's execution.
    XCTAssertEqual(count("<g class=\"panel\"", in: svg.out), 3, svg.out)
    XCTAssertTrue(svg.out.contains("data-title=\"let p (connected)\""))
    XCTAssertTrue(svg.out.contains("data-stage=\"3:publish\""))
    XCTAssertTrue(svg.out.contains("data-title=\"execute c, 5\""))
    XCTAssertTrue(svg.out.contains("data-v=\"10\""), "the execution's timer sent 10")
  }

  func testCompareInTheTerminalAt80Columns() throws {
    let result = try BinaryRunner.run(
      ["--compare", Self.compare], environment: ["COLUMNS": "80"])
    XCTAssertEqual(result.status, 0, result.err)
    let lines = result.out.split(separator: "\n").map(String.init)
    XCTAssertEqual(
      lines.map { String($0.prefix(18)) },
      [
        "time              ", "source            ", "throttle 0.5      ", "debounceTime 0.5  ",
        "throttleTime 0.5  ", "auditTime 0.5     ", "sampleTime 0.5    ",
      ])
    for line in lines { XCTAssertLessThanOrEqual(line.count, 80, line) }
    // throttleTime lets the first value through at once, sampleTime the latest at 0.5.
    XCTAssertTrue(lines[4].hasPrefix("throttleTime 0.5  a"), lines[4])
    XCTAssertTrue(lines[6].hasPrefix("sampleTime 0.5    -"), lines[6])
  }

  func testCompareAsSVGAndInTheReport() throws {
    let svg = try BinaryRunner.run(["--marbles=svg", "--compare", Self.compare])
    XCTAssertTrue(isWellFormed(svg.out), svg.out)
    XCTAssertEqual(count("<g class=\"stage\"", in: svg.out), 6)
    XCTAssertTrue(svg.out.contains("data-stage=\"debounceTime 0.5\""))
    let path = NSTemporaryDirectory() + "signalbox-compare-\(getpid()).html"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let report = try BinaryRunner.run(["--report", path, "--compare", Self.compare])
    XCTAssertEqual(report.status, 0, report.err)
    let html = try String(contentsOfFile: path, encoding: .utf8)
    XCTAssertEqual(count("<section class=\"pipeline\"", in: html), 1)
    XCTAssertTrue(html.contains(":compare marbles"))
    XCTAssertEqual(count("<g class=\"stage\"", in: html), 6)
  }

  func testCompareMistakes() throws {
    let both = try BinaryRunner.run(["--compare", Self.compare, "-e", "just 1"])
    XCTAssertEqual(both.status, 2)
    let noWith = try BinaryRunner.run(["--virtual", "-e", ":compare just 1"])
    XCTAssertTrue(noWith.err.contains("':compare' needs SOURCE with CHAIN"), noWith.err)
    let bad = try BinaryRunner.run(["--virtual", "-e", ":compare just 1 with nosuchop 2"])
    XCTAssertTrue(bad.err.contains("nosuchop"), bad.err)
    XCTAssertEqual(bad.out, "")
  }
}
