import Foundation
import XCTest

/// The pictures in docs/marbles.md are what the binary draws now (`make marbles-images`
/// makes them again), and `--marbles=svg` keeps standard output for the SVG alone.
final class MarbleImagesTests: XCTestCase {
  func testEveryDocsPictureIsWhatTheBinaryDraws() throws {
    let root = BinaryRunner.packageRoot
    let list = try String(
      contentsOf: root.appendingPathComponent("docs/images/marbles.list"), encoding: .utf8)
    var count = 0
    for line in list.split(separator: "\n") where !line.hasPrefix("#") {
      let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
      guard parts.count == 2 else { continue }
      count += 1
      let result = try BinaryRunner.run(
        ["--virtual", "--marbles=svg", "-e", parts[1]], directory: "docs")
      let expected = try String(
        contentsOf: root.appendingPathComponent("docs/images/\(parts[0]).svg"), encoding: .utf8)
      XCTAssertEqual(
        result.out, expected, "docs/images/\(parts[0]).svg is stale: run make marbles-images")
    }
    XCTAssertGreaterThanOrEqual(count, 6)
  }

  func testWithSvgTheEventsGoToStandardError() throws {
    let result = try BinaryRunner.run(["--virtual", "--marbles=svg", "-e", "just 1"])
    XCTAssertTrue(
      result.out.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "), result.out)
    XCTAssertTrue(result.out.hasSuffix("</svg>\n"))
    XCTAssertEqual(result.err, "0.000 next 1\n0.000 completed\n")
  }

  func testMarblesFormatsOnTheCommandLine() throws {
    let table = try BinaryRunner.run([
      "--virtual", "--marbles=table", "-e", "marbles \"ab--c|\", 0.5 | throttle 1",
    ])
    XCTAssertEqual(
      table.out,
      "1.500 next \"b\"\n2.500 next \"c\"\n2.500 completed\ntime        0.000  0.500  1.500  2.000  2.500\n"
        + "1:marbles   \"a\"    \"b\"    -      \"c\"    |\n2:throttle  -      -      \"b\"    -      \"c\",|\n"
    )
    let narrow = try BinaryRunner.run(
      ["--virtual", "--marbles", "-e", "interval 1 | take 100"], environment: ["COLUMNS": "40"])
    let diagram = narrow.out.split(separator: "\n").drop { !$0.hasPrefix("time") }
    XCTAssertEqual(diagram.count, 5)
    for line in diagram { XCTAssertLessThanOrEqual(line.count, 40, String(line)) }
    let bad = try BinaryRunner.run(["--virtual", "--marbles=pretty", "-e", "just 1"])
    XCTAssertEqual(bad.status, 2)
  }

  func testMarbleFlagMistakesNameTheOptionAsTyped() throws {
    let bad = try BinaryRunner.run(["--virtual", "--marbles=png", "-e", "just 1"])
    XCTAssertEqual(bad.status, 2)
    XCTAssertTrue(
      bad.err.hasPrefix(
        "signalbox: --marbles=png: unknown marble format 'png' (one of diagram, table, svg, source)"
      ), bad.err)
    XCTAssertFalse(bad.err.contains("marbles-format"), bad.err)
    let spaced = try BinaryRunner.run(["--virtual", "--marbles", "svg", "-e", "just 1"])
    XCTAssertEqual(spaced.status, 2)
    XCTAssertTrue(
      spaced.err.hasPrefix("signalbox: write --marbles=svg: the format follows '=', not a space"),
      spaced.err)
    // `--marbles` alone before another option still draws the diagram.
    let plain = try BinaryRunner.run(["--virtual", "--marbles", "-e", "just 1"])
    XCTAssertEqual(plain.status, 0, plain.err)
  }

  func testTheReportIsWritten() throws {
    let path = NSTemporaryDirectory() + "signalbox-report-\(getpid()).html"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try BinaryRunner.run([
      "--virtual", "--report", path, "-e", "just 1\nmarbles \"a-b|\" | delay 1",
    ])
    XCTAssertEqual(result.status, 0)
    let html = try String(contentsOfFile: path, encoding: .utf8)
    XCTAssertEqual(html.components(separatedBy: "<section class=\"pipeline\"").count - 1, 2)
    XCTAssertTrue(html.contains("<pre class=\"source\">marbles &quot;a-b|&quot; | delay 1</pre>"))
  }
}
