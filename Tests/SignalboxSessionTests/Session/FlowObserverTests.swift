import SignalboxLanguage
import SignalboxTestSupport
import Synchronization
import Testing

@testable import SignalboxSession

/// The live view's hook: every flow the session runs, told to a `FlowObserver` as it
/// happens (on the virtual clock here), with the rows and events `--marbles` records.
@Suite struct FlowObserverTests {
  final class Notes: FlowObserver, Sendable {
    let all = Mutex<[FlowNote]>([])
    func observe(_ note: FlowNote) { all.withLock { $0.append(note) } }
    var notes: [FlowNote] { all.withLock { $0 } }
  }

  final class Opener: LiveViewOpener, Sendable {
    let notes = Notes()
    func open() -> Result<LiveViewHandle, LiveViewFailure> {
      .success(LiveViewHandle(url: "http://127.0.0.1:1/?k=t", observer: notes))
    }
  }

  final class Refuser: LiveViewOpener, Sendable {
    func open() -> Result<LiveViewHandle, LiveViewFailure> {
      .failure(LiveViewFailure("Address already in use"))
    }
  }

  @Test func eachPipelineIsAFlowWithItsRowsAndEvents() {
    let (session, _) = makeSession()
    let notes = Notes()
    session.flowObserver = notes
    session.runProgram([SourceFile(name: "t.sbx", text: "from [1, 2] | map x * 10\njust 3")])
    #expect(
      notes.notes == [
        .started(flow: 1, title: "from [1, 2] | map x * 10", realTime: false),
        .row(flow: 1, row: 0, label: "1:from", parent: nil, depth: 0),
        .row(flow: 1, row: 1, label: "2:map", parent: nil, depth: 0),
        .event(flow: 1, row: 1, subscription: 1, .subscribed(0)),
        .event(flow: 1, row: 0, subscription: 2, .subscribed(0)),
        .event(flow: 1, row: 0, subscription: 2, .value(0, "1")),
        .event(flow: 1, row: 1, subscription: 1, .value(0, "10")),
        .event(flow: 1, row: 0, subscription: 2, .value(0, "2")),
        .event(flow: 1, row: 1, subscription: 1, .value(0, "20")),
        .event(flow: 1, row: 0, subscription: 2, .completed(0)),
        .event(flow: 1, row: 1, subscription: 1, .completed(0)),
        .ended(flow: 1, time: 0),
        .started(flow: 2, title: "just 3", realTime: false),
        .row(flow: 2, row: 0, label: "1:just", parent: nil, depth: 0),
        .event(flow: 2, row: 0, subscription: 1, .subscribed(0)),
        .event(flow: 2, row: 0, subscription: 1, .value(0, "3")),
        .event(flow: 2, row: 0, subscription: 1, .completed(0)),
        .ended(flow: 2, time: 0),
      ])
  }

  @Test func aBlocksStagesNameTheirParentAndJobsAreFlowsToo() {
    let (session, _) = makeSession()
    let notes = Notes()
    session.flowObserver = notes
    session.runProgram([
      SourceFile(
        name: "t.sbx", text: "interval 1 | take 2 &\nfrom [1] | flattenMap { timer 1, x }")
    ])
    let all = notes.notes
    #expect(all.first == .started(flow: 1, title: "interval 1 | take 2 &", realTime: false))
    #expect(
      all.contains(
        .started(flow: 2, title: "from [1] | flattenMap { timer 1, x }", realTime: false)))
    #expect(all.contains(.row(flow: 2, row: 2, label: "2.1:timer", parent: 1, depth: 1)))
    #expect(all.contains(.ended(flow: 1, time: 2)))
    #expect(all.filter { if case .ended = $0 { true } else { false } }.count == 2)
  }

  /// The live view's recorder keeps no events: a session observed for hours holds its rows.
  @Test func theLiveRecorderKeepsNothing() {
    let tap = FlowTap(observer: Notes(), flow: 1)
    let recorder = MarbleRecorder(keeps: false, tap: tap)
    let row = recorder.row("1:interval")
    for k in 0..<1000 {
      let s = recorder.subscribed(row, at: Double(k))
      recorder.record(row, s, at: Double(k), .next(.number(Double(k))))
      recorder.record(row, s, at: Double(k), .completed)
      recorder.disposed(row, s, at: Double(k))
    }
    #expect(recorder.model(end: 1000).stages.allSatisfy { $0.events.isEmpty })
    #expect(recorder.render().allSatisfy { !$0.contains("|") })
  }

  @Test func liveOpensTheViewForTheStatementsThatFollow() {
    let (session, output) = makeSession()
    let opener = Opener()
    session.liveViewOpener = opener
    session.runProgram([SourceFile(name: "t.sbx", text: "just 1\n:live\njust 2")])
    #expect(output.stderr == "live view: http://127.0.0.1:1/?k=t\n")
    #expect(opener.notes.notes.first == .started(flow: 1, title: "just 2", realTime: false))
  }

  @Test func liveWithoutAViewOrAPortSaysWhy() {
    let (session, output) = makeSession()
    session.runProgram([SourceFile(name: "t.sbx", text: ":live")])
    #expect(output.stderr.contains("this session has none [M007]"))
    let (refused, refusedOutput) = makeSession()
    refused.liveViewOpener = Refuser()
    refused.runProgram([SourceFile(name: "t.sbx", text: ":live\njust 1")])
    #expect(
      refusedOutput.stderr.contains("cannot start the live view: Address already in use [S008]"))
    #expect(refusedOutput.stdout == ["0.000 next 1", "0.000 completed"])
  }
}
