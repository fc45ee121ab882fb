import Foundation
import SignalboxTestSupport
import Synchronization
import XCTest

@testable import SignalboxJSON
@testable import SignalboxLanguage
@testable import SignalboxSession

/// `--marbles`, `:marbles` and `--report` in a session: what the recorder sees of a real
/// pipeline, and which drawing each form gives.
final class MarblesSessionTests: XCTestCase {
  private func run(_ program: String, _ configure: (inout SessionOptions) -> Void = { _ in }) -> (
    out: [String], err: String, session: Session
  ) {
    let (session, output) = makeSession(configure)
    session.runProgram([SourceFile(name: "t.sbx", text: program)])
    return (output.stdout, output.stderr, session)
  }

  /// What `program` prints on standard output ends with exactly `lines`.
  private func assertEnds(
    _ program: String, with lines: [String], file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(Array(run(program).out.suffix(lines.count)), lines, file: file, line: line)
  }

  func testMarblesDrawTheDiagramByDefault() {
    let out = run("marbles \"ab--c|\", 0.5 | throttle 1") { $0.marbles = true }.out
    XCTAssertEqual(
      out,
      [
        "1.500 next \"b\"", "2.500 next \"c\"", "2.500 completed",
        "time        0            0.5          1           1.5          2            2.5",
        "1:marbles   a------------b-------------------------------------c------------|",
        "2:throttle  --------------------------------------b-------------------------(c|)",
      ])
  }

  func testTheWidthIsTheSessionsMarbleWidth() {
    let out = run(":marbles interval 1 | take 100") { $0.marbleWidth = 40 }.out
    let diagram = out.drop { !$0.hasPrefix("time") }
    XCTAssertEqual(diagram.count, 5)
    for line in diagram { XCTAssertLessThanOrEqual(line.count, 40, line) }
    XCTAssertTrue(
      diagram.contains { $0.hasPrefix("1:interval") && $0.hasSuffix("!") },
      "interval is disposed when take completes")
    XCTAssertTrue(diagram.contains { $0.hasPrefix("2:take") && $0.hasSuffix("|") })
  }

  func testRetryShowsTheErrorTheResubscriptionAndTheDisposal() {
    let lines = run(":marbles marbles \"ab#\", 1 | retry 1").out.drop { !$0.hasPrefix("time") }
    let source = lines.first { $0.hasPrefix("1:marbles") } ?? ""
    XCTAssertTrue(source.contains("(#^a)"), source)
    XCTAssertTrue(
      lines.contains("  #  1:marbles at 2.000: error: marble error"), lines.joined(separator: "\n"))
  }

  func testTheRecorderSeesSubscriptionsAndDisposals() {
    let recorder = MarbleRecorder()
    let row = recorder.row("1:x")
    let first = recorder.subscribed(row, at: 0)
    recorder.record(row, first, at: 1, .next(.number(1)))
    recorder.record(row, first, at: 2, .completed)
    recorder.disposed(row, first, at: 2)
    let second = recorder.subscribed(row, at: 3)
    recorder.disposed(row, second, at: 4)
    XCTAssertEqual(
      recorder.model(end: 5),
      MarbleModel(
        stages: [
          MarbleStage(
            "1:x", [.subscribed(0), .value(1, "1"), .completed(2), .subscribed(3), .disposed(4)])
        ], end: 5))
    XCTAssertEqual(
      recorder.render(), ["time  1.000  2.000", "1:x   1      |"],
      "the table shows values and ends only")
  }

  func testMarblesSourceWritesEachStageAsMarbleSyntax() {
    assertEnds(
      ":marbles source marbles \"ab--c|\", 0.5 | throttle 1 | map x + x",
      with: [
        "1:marbles   marbles \"ab--c|\", 0.5",
        "2:throttle  marbles \"---b-(c|)\", 0.5",
        "3:map       (no marble syntax: the value \"bb\" is not a digit or a one-character string)",
      ])
  }

  func testMarblesSvgToAFile() throws {
    let path = NSTemporaryDirectory() + "signalbox-marbles-\(getpid()).svg"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = run(":marbles svg marbles \"a-b|\" | filter x > \"a\" > \(path)")
    XCTAssertEqual(
      result.out, ["0.200 next \"b\"", "0.300 completed"],
      "the events print; the drawing goes to the file")
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    XCTAssertEqual(
      svg,
      SVGMarbles.render(
        MarbleModel(
          stages: [
            MarbleStage(
              "1:marbles",
              [.subscribed(0), .value(0, "\"a\""), .value(0.2, "\"b\""), .completed(0.3)]),
            MarbleStage("2:filter", [.subscribed(0), .value(0.2, "\"b\""), .completed(0.3)]),
          ], end: 0.3)))
  }

  func testAComparisonIsNotARedirect() {
    XCTAssertEqual(
      MarbleFormat.command("from [1, 3] | filter x > 2").1, "from [1, 3] | filter x > 2")
    XCTAssertNil(MarbleFormat.command("from [1, 3] | filter x > 2.5").2)
    XCTAssertEqual(MarbleFormat.command("table from [1]").0, .table)
    XCTAssertEqual(
      MarbleFormat.command("table | take 1").0, .diagram, "a name that happens to be a format word")
    XCTAssertEqual(MarbleFormat.command("svg just 1 > out.svg").2, "out.svg")
  }

  func testTheReportKeepsEveryForegroundPipeline() {
    let result = run("marbles \"a-b|\" | delay 1\nfrom [1, 2] &\ninterval 1 | take 2") {
      $0.report = true
    }
    // The job is drawn too, when it ends (here at once, between the two pipelines).
    XCTAssertEqual(result.session.reportEntries.count, 3)
    XCTAssertEqual(result.session.reportEntries[1].source, "from [1, 2] &")
    XCTAssertEqual(
      result.session.reportEntries[1].model.stages.first?.events.filter(\.isValue).count, 2)
    let first = result.session.reportEntries[0]
    XCTAssertEqual(first.source, "marbles \"a-b|\" | delay 1")
    XCTAssertEqual(first.output, ["1.000 next \"a\"", "1.200 next \"b\"", "1.300 completed"])
    XCTAssertEqual(first.model.stages.map(\.label), ["1:marbles", "2:delay"])
    XCTAssertEqual(
      result.session.reportEntries[2].output, ["1.000 next 0", "2.000 next 1", "2.000 completed"])
    XCTAssertFalse(result.out.contains { $0.hasPrefix("time") }, "a report alone draws nothing")
  }

  func testABlocksRowsGoAboveTheStageTheBlockIsGivenTo() {
    let recorder = MarbleRecorder()
    let source = recorder.row("1:from")
    let map = recorder.row("2:flattenMap")
    let last = recorder.row("3:map")
    // Seen after every outer row (the block runs for the first value), drawn above stage 2:
    // the block's signals are inputs of the stage.
    let inner = recorder.row("2.1:just", under: "2:flattenMap", depth: 1)
    // A block of a stage that has no row of its own (a sequence stage) goes where it would be.
    let orphan = recorder.row("4.1:timer", under: "4:seqStage", depth: 1)
    for row in [source, map, last, inner, orphan] { _ = recorder.subscribed(row, at: 0) }
    let model = recorder.model(end: 1)
    XCTAssertEqual(
      model.stages.map(\.label), ["1:from", "2.1:just", "2:flattenMap", "3:map", "4.1:timer"])
    XCTAssertEqual(model.stages.map(\.depth), [0, 1, 0, 0, 1])
    XCTAssertEqual(
      recorder.render().map { String($0.prefix(13)) },
      ["time", "1:from", "2.1:just", "2:flattenMap", "3:map", "4.1:timer"])
  }

  func testBlockRowsAreLabelledByTheirStagePath() {
    let labels = { (program: String) -> [String] in
      MarbleFixtures.recorded(program).stages.map(\.label)
    }
    XCTAssertEqual(
      labels("from [1] | flattenMap { just x | flattenMap { timer 1, x } } | map x"),
      ["1:from", "2.1:just", "2.2.1:timer", "2.2:flattenMap", "2:flattenMap", "3:map"])
    XCTAssertEqual(
      labels("zip { interval 1 | take 2 }, { interval 2 | take 2 }"),
      ["1a.1:interval", "1a.2:take", "1b.1:interval", "1b.2:take", "1:zip"],
      "a stage given several blocks: a letter for each")
    XCTAssertEqual(
      labels("defer { just 1 } | catch { e -> just 2 } | then { timer 1 }"),
      ["1.1:just", "1:defer", "2:catch", "3.1:timer", "3:then"],
      "a block never used has no row")
    XCTAssertEqual(
      labels("marbles \"ab|\" | map { y -> interval 0.6 | take 1 } | switchToLatest"),
      [
        "1:marbles", "2.1:interval", "2.2:take", "2.1:interval", "2.2:take", "2:map",
        "3:switchToLatest",
      ],
      "a block in an expression, used twice")
  }

  func testTheTableAndTheSourceFormHaveTheBlocksRows() {
    assertEnds(
      ":marbles table from [1, 2] | flattenMap { timer x }",
      with: [
        "time          0.000  1.000  2.000",
        "1:from        1,2,|  -      -",
        "2.1:timer     -      0,|    0,|",
        "2:flattenMap  -      0      0,|",
      ])
    // Used once, at 0.2: its times count from there.
    let source = run(":marbles source marbles \"--|\" | then { timer 1 }").out
    XCTAssertEqual(
      source.first { $0.hasPrefix("2.1:") }, "2.1:timer  marbles \"-(0|)\", 1",
      source.joined(separator: "\n"))
  }

  func testEachDiagramIsAsWideAsTheWidthProviderSaysThen() {
    for virtual in [true, false] {
      let output = CollectedOutput()
      var options = SessionOptions()
      options.virtualTime = virtual
      options.marbleWidth = 200
      let session = Session(options: options, output: output)
      // The terminal as the REPL reads it, resized between two diagrams.
      let width = Atomic<Int>(40)
      session.marbleWidthProvider = { width.load(ordering: .relaxed) }
      var widths: [Int] = []
      for columns in [40, 100, 60] {
        width.store(columns, ordering: .relaxed)
        let before = output.stdout.count
        session.runInteractive(SourceFile(name: "<repl>", text: ":marbles interval 1 | take 100"))
        let diagram = output.stdout[before...].drop { !$0.hasPrefix("time") }
        XCTAssertEqual(diagram.count, 5, "clock virtual: \(virtual)")
        widths.append(diagram.map(\.count).max() ?? 0)
      }
      // Each diagram fits the width of its time and fills most of it (wider than the
      // narrower width before or after it could hold).
      XCTAssertTrue((31...40).contains(widths[0]), "\(widths) (clock virtual: \(virtual))")
      XCTAssertTrue((61...100).contains(widths[1]), "\(widths) (clock virtual: \(virtual))")
      XCTAssertTrue((41...60).contains(widths[2]), "\(widths) (clock virtual: \(virtual))")
    }
  }

  func testTheReportSoFarHasTheRunningPipelineMarkedInterrupted() {
    let probe = ProbeOutput()
    var options = SessionOptions()
    options.virtualTime = true
    options.report = true
    let session = Session(options: options, output: probe)
    // What a signal's watcher would see in the middle of the second pipeline (asked when it
    // prints its first value), and after the run.
    let seen = Mutex<[MarbleReportEntry]?>(nil)
    probe.onLine.withLock {
      $0 = { line in
        if line == "1.000 next 0" { seen.withLock { $0 = session.reportEntriesSoFar() } }
      }
    }
    session.runProgram([SourceFile(name: "t.sbx", text: "just 1\ninterval 1 | take 2")])
    let during = seen.withLock { $0 } ?? []
    XCTAssertEqual(during.map(\.source), ["just 1", "interval 1 | take 2"])
    XCTAssertEqual(during.map(\.interrupted), [false, true])
    XCTAssertEqual(during[1].output, ["1.000 next 0"], "its output as far as it got")
    XCTAssertEqual(
      during[1].model.stages.map { $0.events.filter(\.isValue).count }, [1, 1],
      "its marbles as far as it got")
    XCTAssertEqual(session.reportEntriesSoFar().map(\.interrupted), [false, false])
    XCTAssertEqual(session.reportEntries, session.reportEntriesSoFar())
    let html = HTMLReport.render(title: "t", entries: during)
    XCTAssertEqual(html.components(separatedBy: "(interrupted)").count, 2)
    XCTAssertTrue(html.contains("<section class=\"pipeline interrupted\" id=\"pipeline-2\">"))
  }
}

/// Collects standard output, calling `onLine` with each line as it is written.
private final class ProbeOutput: SessionOutput, Sendable {
  let onLine = Mutex<(@Sendable (String) -> Void)?>(nil)
  private let lines = Mutex<[String]>([])
  var colours: ColourChoice { ColourChoice(stdout: false, stderr: false) }
  func out(_ line: String) {
    lines.withLock { $0.append(line) }
    let call = onLine.withLock { $0 }
    call?(line)
  }
  func outLine(_ write: (inout [UInt8]) -> Void) {
    var bytes: [UInt8] = []
    write(&bytes)
    out(String(decoding: bytes, as: UTF8.self))
  }
  func err(_ text: String) {}
  func flush() {}
}
