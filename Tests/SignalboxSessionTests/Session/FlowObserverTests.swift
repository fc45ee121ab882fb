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

  /// `text` run as a script on a fresh session (`configure`d) whose observer is a `Notes`.
  func observe(
    _ text: String, configure: (inout SessionOptions) -> Void = { _ in }
  ) -> (session: Session, notes: Notes) {
    let (session, _) = makeSession(configure)
    let notes = Notes()
    session.flowObserver = notes
    session.runProgram([SourceFile(name: "t.sbx", text: text)])
    return (session, notes)
  }

  @Test func eachPipelineIsAFlowWithItsRowsAndEvents() {
    let (_, notes) = observe("from [1, 2] | map x * 10\njust 3")
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
    let (_, notes) = observe("interval 1 | take 2 &\nfrom [1] | flattenMap { timer 1, x }")
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

  /// The flows of `notes`: each flow's title, rows (by number) and events per row.
  struct Flow: Equatable {
    var title = ""
    var rows: [Int: String] = [:]
    var events: [Int: [MarbleEvent]] = [:]
    var ended: [Double] = []
  }

  func flows(_ notes: [FlowNote]) -> [Int: Flow] {
    var flows: [Int: Flow] = [:]
    for note in notes {
      switch note {
      case .started(let f, let title, _): flows[f, default: Flow()].title = title
      case .row(let f, let r, let label, _, _): flows[f, default: Flow()].rows[r] = label
      case .event(let f, let r, _, let e):
        flows[f, default: Flow()].events[r, default: []].append(e)
      case .ended(let f, let t): flows[f, default: Flow()].ended.append(t)
      }
    }
    return flows
  }

  /// The events of the row labelled `label` in `flow`.
  func events(_ flow: Flow?, _ label: String) -> [MarbleEvent] {
    guard let flow, let row = flow.rows.first(where: { $0.value == label })?.key else { return [] }
    return flow.events[row] ?? []
  }

  @Test func aHotConnectionIsAFlowOfItsOwnThatEndsWithTheScript() {
    let (_, notes) = observe(
      "let p = interval 1 | take 2 | publish\np | map x * 10 &\nsleep 1\nconnect p\nsleep 5")
    let all = notes.notes
    #expect(all.first == .started(flow: 1, title: "let p (connected)", realTime: false))
    #expect(all.contains(.started(flow: 2, title: "p | map x * 10 &", realTime: false)))
    let hot = flows(all)[1]
    #expect(hot?.rows.values.sorted() == ["1:interval", "2:take", "3:publish"])
    // Connected at 1: the connection's own stages, timed from the `let`.
    #expect(
      events(hot, "1:interval").filter(\.isValue) == [.value(2, "0"), .value(3, "1")])
    #expect(events(hot, "2:take").last == .completed(3))
    // The job ended with the connection; the connection's flow with the script, at 6.
    #expect(flows(all)[2]?.ended == [3])
    #expect(hot?.ended == [6])
    #expect(all.last == .ended(flow: 1, time: 6))
  }

  @Test func replayShareAndConnectableAreHotFlowsToo() {
    let (_, notes) = observe(
      """
      let r = interval 1 | take 1 | replay
      let s = interval 1 | take 1 | share
      s &
      let c = interval 1 | take 1 | connectable
      c &
      connect c
      """)
    let titles = notes.notes.compactMap { note -> String? in
      if case .started(_, let title, _) = note { return title } else { return nil }
    }
    #expect(titles == ["let r (hot)", "let s (hot)", "s &", "let c (connected)", "c &"])
    let all = flows(notes.notes)
    #expect(events(all[1], "2:take").contains(.value(1, "0")))
    #expect(events(all[2], "2:take").contains(.value(1, "0")))
    #expect(events(all[4], "3:connectable").contains(.value(1, "0")))
  }

  @Test func eachExecutionOfACommandIsAFlowThatEndsWithIt() {
    let (_, notes) = observe(
      """
      command c = { timer 1, x * 2 }
      execute c, 5
      sleep 2
      execute c, 6
      command f = { error "boom" }
      execute f, 1
      sleep 4
      """)
    let all = flows(notes.notes)
    #expect(all.map(\.value.title).sorted() == ["execute c, 5", "execute c, 6", "execute f, 1"])
    let first = all.values.first { $0.title == "execute c, 5" }
    let second = all.values.first { $0.title == "execute c, 6" }
    let failed = all.values.first { $0.title == "execute f, 1" }
    // Each timed from its own execution; each ends when its execution does, once.
    #expect(events(first, "1:timer") == [.subscribed(0), .value(1, "10"), .completed(1)])
    #expect(first?.ended == [1])
    #expect(events(second, "1:timer") == [.subscribed(0), .value(1, "12"), .completed(1)])
    #expect(second?.ended == [1])
    #expect(events(failed, "1:error") == [.subscribed(0), .error(0, "boom")])
    #expect(failed?.ended == [0])
  }

  /// The live view and the report draw the same events: every flow's rows, as `--report`
  /// records them, are told to the observer.
  @Test func theLiveFlowsAgreeWithTheReport() {
    let (session, notes) = observe(
      """
      let p = interval 1 | take 3 | publish
      p | map x * 10 &
      connect p
      command c = { timer 1, x * 2 | concat { just x } }
      execute c, 5
      from [1, 2] | flattenMap { timer 1, x }
      let k = interval 1 | take 1 | connectable
      k &
      connect k
      sleep 4
      """, configure: { $0.report = true })
    let live = flows(notes.notes)
    let entries = session.reportEntries
    #expect(
      Set(entries.map(\.source))
        == [
          "let p (connected)", "p | map x * 10 &", "execute c, 5",
          "from [1, 2] | flattenMap { timer 1, x }", "let k (connected)", "k &",
        ])
    for entry in entries {
      let flow = live.values.first { $0.title == entry.source }
      #expect(flow != nil, "\(entry.source)")
      for stage in entry.model.stages where stage.depth == 0 {
        #expect(events(flow, stage.label) == stage.events, "\(entry.source) \(stage.label)")
      }
    }
  }

  /// At the REPL the view outlives the session: `:reset` (`close`) ends the flows of the
  /// session's jobs and hot pipelines, which would otherwise run on the page for ever.
  @Test func closingTheSessionEndsItsJobsAndHotPipelines() {
    let (session, _) = makeSession()
    let notes = Notes()
    session.flowObserver = notes
    session.runInteractive(
      SourceFile(name: "<repl>", text: "let p = interval 1 | publish\np | take 5 &\nconnect p"))
    session.runInteractive(SourceFile(name: "<repl>", text: ":advance 2"))
    #expect(flows(notes.notes).values.allSatisfy { $0.ended.isEmpty })
    session.close()
    let all = flows(notes.notes)
    #expect(all[1]?.title == "let p (connected)" && all[1]?.ended == [2])
    #expect(all[2]?.title == "p | take 5 &" && all[2]?.ended == [2])
    #expect(events(all[2], "2:take").last == .disposed(2))
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
