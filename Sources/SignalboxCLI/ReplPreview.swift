import CReadline
import Signalbox
import SignalboxLanguage
import SignalboxSession
import Synchronization

/// The preview under the prompt (docs/repl.md, "Preview while typing"). Each key clears
/// what is shown; when typing pauses (`pause`), the entry as typed so far is screened
/// (`PreviewRule`: a parse error is shown with its caret, a line with effects beyond the
/// session refused with a note), else run on a copy of the session (`PreviewRun`) on a
/// thread of its own, within `limits.budget` of wall-clock time, and its events, marble
/// rows and messages are drawn under the line (`ReplPreviewScreen`). Everything here runs
/// on the REPL's thread, in the run loop's callbacks.
final class ReplPreview: @unchecked Sendable {
  /// How long typing must pause before a preview runs, in seconds.
  static let pause = 0.12
  /// How long the terminal has to say where the cursor is, in seconds.
  static let answerWait = 0.25
  var enabled: Bool
  var limits = PreviewLimits()
  /// What `stdin` reads in a preview (`:input`, `explore`); none: an empty input.
  var sample: PreviewSample?
  /// The entries that bound names, run again in each preview's copy of the session.
  private(set) var replay: [String] = []
  /// What the driver shows: the entry's earlier lines, the prompt, the session's options.
  var entryText = ""
  var prompt = ""
  var base = SessionOptions()
  private var screen: ReplPreviewScreen?
  /// Hands keys read while asking where the cursor is (ReplInput) to readline, soon.
  var keysWaiting: (@Sendable () -> Void)?
  private var timer: (any Disposable)?
  /// A preview that outlived its budget and the interrupt after it: none starts until it
  /// has ended.
  private var stray: PreviewWork?
  /// The lines shown now (drawn again after output written above the prompt).
  private var shown: [String] = []

  init(enabled: Bool) { self.enabled = enabled }

  /// An entry was run: one that bound names is replayed in the previews from now on.
  func ran(_ text: String) {
    if PreviewRule.replayable(text, timeUnit: base.timeUnit) { replay.append(text) }
  }

  /// `:reset`: no bindings any more.
  func reset() { replay = [] }

  /// Before a key reaches readline: the preview is taken down, the pending one cancelled.
  func beforeKey() {
    timer?.dispose()
    timer = nil
    clear()
  }

  /// After a key, the line still being typed: a preview after the pause.
  func afterKey(on loop: RunLoopScheduler) {
    guard enabled else { return }
    timer = loop.schedule(at: loop.now + ReplPreview.pause) { [self] in show() }
  }

  /// The terminal was resized: what is shown is cleared for the new size, and drawn
  /// again after the pause.
  func resized(on loop: RunLoopScheduler) {
    beforeKey()
    afterKey(on: loop)
  }

  /// Takes the preview off the screen (Ctrl-C, a key, the REPL leaving the line).
  func clear() {
    guard screen?.rowsShown ?? 0 > 0 else { return }
    let (line, point) = ReplPreview.typedLine()
    screen?.clear(prompt: prompt, line: line, point: point, columns: columns, rows: rows)
    shown = []
  }

  /// Around output written above the prompt: the preview is taken down first, and drawn
  /// again after it.
  func aroundOutput(_ write: () -> Void) {
    let lines = shown
    clear()
    write()
    if !lines.isEmpty { draw(lines) }
  }

  /// Ctrl-L cleared the screen: nothing of ours is on it.
  func screenCleared() {
    screen?.forget()
    shown = []
  }

  // MARK: the preview

  private func show() {
    timer = nil
    guard enabled else { return }
    if screen == nil { screen = ReplPreviewScreen() }
    guard screen != nil else { return }
    let (line, _) = ReplPreview.typedLine()
    let text = entryText.isEmpty ? line : entryText + "\n" + line
    guard !text.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\n" }),
      !ReplQuestions.needsContinuation(text)
    else { return }
    let result = PreviewRule.screen(text, timeUnit: base.timeUnit) ?? run(text)
    draw(ReplPreview.lines(of: result))
  }

  private func run(_ text: String) -> PreviewResult {
    if let stray {
      guard stray.done.load(ordering: .relaxed) else {
        return PreviewResult(note: "(no preview: the last one is still stopping)")
      }
      self.stray = nil
    }
    var limits = self.limits
    limits.width = columns - 1
    limits.lines = max(1, rows / 2)
    let fd = sample?.descriptor() ?? open("/dev/null", O_RDONLY | O_CLOEXEC)
    let work = PreviewWork(PreviewRun(base: base, limits: limits, stdin: fd))
    let replay = self.replay
    let started = OSThread.detach(stackSize: Limits.sessionStackSize) {
      work.publishClock()
      let result = work.run.run(text, replaying: replay)
      if fd >= 0 { close(fd) }
      work.result.withLock { $0 = result }
      work.done.store(true, ordering: .relaxed)
    }
    guard started else {
      if fd >= 0 { close(fd) }
      return PreviewResult(note: "(no preview: no thread to run it on)")
    }
    // Waits in steps of a millisecond: the budget of the preview thread's CPU time (so a
    // busy machine, which stretches the wall-clock time, does not cut a short preview off),
    // then as long again for the interrupt to be seen (the pipeline's next event), then the
    // preview is left to end on its own. The wall clock bounds the wait too, more loosely:
    // the prompt is not held longer than `wallLimit` whatever the load.
    let start = ReplPreview.seconds()
    let wallLimit = limits.budget * 10 + 0.25
    var step = timespec(tv_sec: 0, tv_nsec: 1_000_000)
    while !work.done.load(ordering: .relaxed) {
      let wall = ReplPreview.seconds() - start
      let elapsed = work.cpuSeconds() ?? wall
      if elapsed > limits.budget || wall > wallLimit { work.run.interrupt() }
      if elapsed > limits.budget * 2 + 0.05 || wall > wallLimit * 2 {
        stray = work
        return PreviewResult(
          note: "(no preview: it did not stop within \(Int(limits.budget * 1000)) ms)")
      }
      nanosleep(&step, nil)
    }
    return work.result.withLock { $0 } ?? PreviewResult()
  }

  private func draw(_ lines: [String]) {
    // Only the rows under the line that the window has are drawn in: the terminal is
    // asked where the cursor is, and without an answer the preview is not drawn at all.
    guard screen != nil else { return }
    let row = ReplInput.cursorRow(timeout: ReplPreview.answerWait)
    if ReplInput.hasKeys { keysWaiting?() }
    guard let row else { return }
    let (line, point) = ReplPreview.typedLine()
    screen?.draw(
      lines, prompt: prompt, line: line, point: point, columns: columns, rows: rows,
      screenRow: row)
    shown = screen?.rowsShown ?? 0 > 0 ? lines : []
  }

  /// What a result shows: its events, its marble rows, its messages, its note.
  static func lines(of result: PreviewResult) -> [String] {
    var lines = result.events
    if !result.marbles.isEmpty { lines += result.marbles }
    lines += result.messages
    if let note = result.note { lines.append(note) }
    return lines
  }

  /// The line readline holds, and the cursor's byte offset in it.
  private static func typedLine() -> (String, Int) {
    guard let raw = sbx_rl_copy_text(0, sbx_rl_end()) else { return ("", 0) }
    defer { free(raw) }
    return (String(cString: raw), Int(sbx_rl_point()))
  }

  private var columns: Int { Launch.terminalWidth(columns: nil) }

  private var rows: Int {
    var size = winsize()
    if ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 { return Int(size.ws_row) }
    return 24
  }

  private static func seconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }
}

/// One preview on its thread: the run, its result, whether it ended.
final class PreviewWork: Sendable {
  let run: PreviewRun
  let result = Mutex<PreviewResult?>(nil)
  let done = Atomic<Bool>(false)
  /// The preview thread's CPU-time clock, once that thread has published it.
  private let clock = Atomic<Int64>(Int64.min)

  init(_ run: PreviewRun) { self.run = run }

  /// Called on the preview's thread first: makes its CPU-time clock readable from the
  /// REPL's thread.
  func publishClock() {
    var id = clockid_t()
    guard pthread_getcpuclockid(pthread_self(), &id) == 0 else { return }
    clock.store(Int64(id), ordering: .releasing)
  }

  /// The CPU time the preview's thread has used, or nil before it published its clock (or
  /// where the system gives no such clock).
  func cpuSeconds() -> Double? {
    let id = clock.load(ordering: .acquiring)
    guard id != Int64.min, let clockID = clockid_t(exactly: id) else { return nil }
    var now = timespec()
    guard clock_gettime(clockID, &now) == 0 else { return nil }
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }
}
