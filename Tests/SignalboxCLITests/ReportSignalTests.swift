import Foundation
import XCTest

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `--report FILE.html` when Ctrl-C or SIGTERM ends the program in the middle of a
/// real-clock pipeline: the report is still written, with every foreground pipeline so far,
/// the interrupted one included and marked.
final class ReportSignalTests: XCTestCase {
  private let program =
    "from [1, 2] | map x * 10\ninterval 0.1 | flattenMap { just x | delay 0.05 }"

  func testCtrlCWritesTheReportWithTheInterruptedPipeline() throws {
    try check(signal: SIGINT, status: 130)
  }

  func testSIGTERMWritesTheReportWithTheInterruptedPipeline() throws {
    try check(signal: SIGTERM, status: 143)
  }

  private func check(signal: Int32, status: Int32) throws {
    let path = NSTemporaryDirectory() + "signalbox-report-\(getpid())-\(signal).html"
    try? FileManager.default.removeItem(atPath: path)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let process = Process()
    process.executableURL = BinaryRunner.binary
    process.arguments = ["--report", path, "-e", program]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = Pipe()
    try process.run()
    // Signalled once the second pipeline has sent a few values (what it sends is flushed
    // whenever the run loop waits for the next tick).
    var data = Data()
    while String(decoding: data, as: UTF8.self).components(separatedBy: "next").count < 6 {
      let chunk = out.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      data += chunk
    }
    kill(process.processIdentifier, signal)
    data += out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, status)
    let printed = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    XCTAssertEqual(Array(printed.prefix(3)), ["0.000 next 10", "0.000 next 20", "0.000 completed"])

    let html = try String(contentsOfFile: path, encoding: .utf8)
    // Well-formed: one whole page, each section closed, each diagram well-formed XML.
    XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"), html)
    XCTAssertTrue(html.hasSuffix("</body>\n</html>\n"), html)
    XCTAssertEqual(count("<section ", in: html), 2)
    XCTAssertEqual(count("</section>", in: html), 2)
    var diagrams = 0
    var rest = Substring(html)
    while let a = rest.range(of: "<svg "), let b = rest.range(of: "</svg>") {
      let parser = XMLParser(data: Data(rest[a.lowerBound..<b.upperBound].utf8))
      XCTAssertTrue(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "?")")
      diagrams += 1
      rest = rest[b.upperBound...]
    }
    XCTAssertEqual(diagrams, 2)
    // Both pipelines, the second marked interrupted, with what it printed and its rows.
    XCTAssertTrue(html.contains("<pre class=\"source\">from [1, 2] | map x * 10</pre>"))
    XCTAssertTrue(
      html.contains("<pre class=\"source\">interval 0.1 | flattenMap { just x | delay 0.05 }</pre>")
    )
    XCTAssertEqual(count("(interrupted)", in: html), 1)
    XCTAssertTrue(
      html.contains("<section class=\"pipeline interrupted\" id=\"pipeline-2\">"), html)
    // The block is used for every value: a sub-row per use (`2.1:just #1`, …).
    for stage in ["1:interval", "2:flattenMap", "2.1:just #1", "2.2:delay #1"] {
      XCTAssertTrue(html.contains("data-stage=\"\(stage)\""), stage)
    }
    let interrupted = html.components(separatedBy: "id=\"pipeline-2\"").last ?? ""
    for line in printed.dropFirst(3).prefix(3) {
      XCTAssertTrue(interrupted.contains(line), "\(line) is in the report's output")
    }
  }

  private func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }
}
