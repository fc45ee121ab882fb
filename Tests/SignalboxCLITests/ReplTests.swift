import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

// POSIX pseudo-terminal calls the Glibc module leaves out (they need _XOPEN_SOURCE).
@_silgen_name("posix_openpt") private func openMasterTerminal(_ flags: Int32) -> Int32
@_silgen_name("grantpt") private func grantTerminal(_ fd: Int32) -> Int32
@_silgen_name("unlockpt") private func unlockTerminal(_ fd: Int32) -> Int32
@_silgen_name("ptsname") private func terminalName(_ fd: Int32) -> UnsafeMutablePointer<CChar>?
/// glibc's POSIX_SPAWN_SETSID.
private let spawnNewSession: Int16 = 0x80

/// Drives the real binary in a pseudo-terminal, as a user at a keyboard would.
final class PseudoTerminal {
  let master: Int32
  private(set) var pid: pid_t = 0
  private(set) var transcript = ""

  init(environment extra: [String: String], keepColour: Bool = false) throws {
    master = openMasterTerminal(O_RDWR | O_NOCTTY)
    guard master >= 0, grantTerminal(master) == 0, unlockTerminal(master) == 0,
      let name = terminalName(master)
    else {
      throw XCTSkip("no pseudo-terminals here")
    }
    var size = winsize(ws_row: 24, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    let slave = String(cString: name)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addclose(&actions, master)
    posix_spawn_file_actions_addopen(&actions, 0, slave, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // A session of its own, so the terminal becomes its controlling terminal and a typed
    // Ctrl-C reaches it as SIGINT.
    posix_spawnattr_setflags(&attributes, spawnNewSession)
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment["TERM"] = "xterm"
    for (k, v) in extra { environment[k] = v.isEmpty ? nil : v }
    if keepColour { environment["NO_COLOR"] = nil }
    let path = BinaryRunner.binary.path
    let argv: [UnsafeMutablePointer<CChar>?] = [strdup(path), nil]
    let envp: [UnsafeMutablePointer<CChar>?] =
      environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    let status = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    guard status == 0 else { throw XCTSkip("cannot spawn \(path): \(status)") }
  }

  deinit {
    kill(pid, SIGKILL)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    close(master)
  }

  /// The window is resized to `columns` (what a terminal emulator does when dragged).
  func resize(columns: UInt16) {
    var size = winsize(ws_row: 24, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
  }

  func type(_ text: String) {
    var bytes = Array(text.utf8)
    _ = write(master, &bytes, bytes.count)
  }

  /// Reads until the transcript (after `from`) contains `needle`; false on timeout.
  @discardableResult
  func wait(for needle: String, after from: String.Index? = nil, timeout: Double = 10) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if contains(needle, after: from) { return true }
      var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      if poll(&poller, 1, 50) > 0 {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let n = read(master, &buffer, buffer.count)
        if n <= 0 { break }
        transcript += String(decoding: buffer[0..<n], as: UTF8.self)
      }
    }
    return contains(needle, after: from)
  }

  var mark: String.Index { transcript.endIndex }

  /// Types `text`, then checks that the transcript (all of it) shows `needle`.
  func type(
    _ text: String, shows needle: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    type(text)
    XCTAssertTrue(wait(for: needle), transcript, file: file, line: line)
  }

  /// Types `text`, then checks that what the terminal shows after it holds `needle`.
  func type(
    _ text: String, showsAfter needle: String, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let from = mark
    type(text)
    XCTAssertTrue(wait(for: needle, after: from), transcript, file: file, line: line)
  }

  func contains(_ needle: String, after from: String.Index?) -> Bool {
    let start = from.map { min($0, transcript.endIndex) } ?? transcript.startIndex
    return transcript[start...].contains(needle)
  }

  /// Waits for the process to end (after Ctrl-D); its exit status.
  func exitStatus(timeout: Double = 10) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      _ = wait(for: "\u{0}", timeout: 0.05)
      var status: Int32 = 0
      if waitpid(pid, &status, WNOHANG) == pid { return (status >> 8) & 0xff }
    }
    return nil
  }
}

final class ReplTests: XCTestCase {
  var history: String!

  override func setUp() {
    history =
      FileManager.default.temporaryDirectory.appendingPathComponent(
        "sbx-history-\(UUID().uuidString)"
      ).path
  }

  override func tearDown() {
    try? FileManager.default.removeItem(atPath: history)
  }

  func start() throws -> PseudoTerminal {
    let terminal = try PseudoTerminal(environment: ["SIGNALBOX_HISTORY": history])
    XCTAssertTrue(terminal.wait(for: "sbx> "), terminal.transcript)
    return terminal
  }

  func testEachMarbleDiagramFitsTheTerminalAsItIsThen() throws {
    // No `$COLUMNS` (an empty value removes it): the width is the terminal's, read per diagram.
    let t = try PseudoTerminal(environment: ["SIGNALBOX_HISTORY": history, "COLUMNS": ""])
    XCTAssertTrue(t.wait(for: "sbx> "), t.transcript)
    var widths: [Int] = []
    for columns: UInt16 in [100, 50] {
      t.resize(columns: columns)
      let from = t.mark
      t.type(":marbles interval 1 | take 100\r")
      XCTAssertTrue(t.wait(for: "2:take", after: from), t.transcript)
      XCTAssertTrue(
        t.wait(
          for: "sbx> ", after: t.transcript.range(of: "2:take", options: .backwards)?.upperBound))
      let lines = t.transcript[from...].components(separatedBy: "\r\n")
      let diagram = lines.filter {
        $0.hasPrefix("time") || $0.hasPrefix("1:interval") || $0.hasPrefix("2:take")
      }
      XCTAssertEqual(diagram.count, 3, t.transcript)
      widths.append(diagram.map(\.count).max() ?? 0)
    }
    XCTAssertTrue((51...100).contains(widths[0]), "\(widths)")
    XCTAssertTrue(
      (1...50).contains(widths[1]), "\(widths): the next diagram fits the resized window")
    t.type("\u{4}")
    XCTAssertEqual(t.exitStatus(), 0)
  }

  func testAStatementRunsAndCtrlDQuits() throws {
    let t = try start()
    t.type("from [1, 2] | map x * 10\r", shows: "0.000 completed")
    XCTAssertTrue(t.transcript.contains("0.000 next 10\r\n0.000 next 20"), t.transcript)
    XCTAssertTrue(t.wait(for: "sbx> ", after: t.transcript.range(of: "completed")?.upperBound))
    t.type("\u{4}")
    XCTAssertEqual(t.exitStatus(), 0)
  }

  func testHistoryIsRecalledInTheNextSession() throws {
    let first = try start()
    first.type("just 42\r")
    XCTAssertTrue(first.wait(for: "completed"))
    XCTAssertTrue(
      first.wait(for: "sbx> ", after: first.transcript.range(of: "completed")?.upperBound))
    first.type("\u{4}")
    XCTAssertEqual(first.exitStatus(), 0)

    let second = try start()
    let mark = second.mark
    second.type("\u{1B}[A\r")  // up arrow, Enter
    XCTAssertTrue(second.wait(for: "0.000 next 42", after: mark), second.transcript)
  }

  func testTabCompletesAnOperatorAndListsShapesWhenAmbiguous() throws {
    let t = try start()
    t.type("from [1] | combineP\t")  // `thr` is ambiguous since `throttleTime`
    XCTAssertTrue(t.wait(for: "combinePrevious"), t.transcript)
    t.type("\u{15}from [1] | th\t\t")  // Ctrl-U, then an ambiguous prefix
    XCTAssertTrue(t.wait(for: "throttle T[, EXPR]"), t.transcript)
    XCTAssertTrue(t.transcript.contains("then BLOCK"), t.transcript)
  }

  func testCtrlCDisposesTheForegroundPipelineAndReturnsToThePrompt() throws {
    try expectCtrlCStops("interval 0.1", once: "next 2")
  }

  /// Runs `statement` until it prints `once`, then types Ctrl-C: the pipeline is disposed,
  /// the prompt comes back, and the session still runs the next statement.
  private func expectCtrlCStops(
    _ statement: String, once: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let t = try start()
    t.type(statement + "\r")
    XCTAssertTrue(t.wait(for: once), t.transcript, file: file, line: line)
    let mark = t.mark
    t.type("\u{3}")
    XCTAssertTrue(t.wait(for: "disposed", after: mark), t.transcript, file: file, line: line)
    XCTAssertTrue(t.wait(for: "sbx> ", after: mark), t.transcript, file: file, line: line)
    t.type("just \"alive\"\r")
    XCTAssertTrue(
      t.wait(for: "next \"alive\"", after: mark), t.transcript, file: file, line: line)
  }

  /// A foreground pipeline that only a later statement could end is disposed at once, with
  /// the hint to run it as a job; run as a job, the next statement drives it.
  func testAPipelineNothingCanEndIsDisposedWithTheHintToAddAnAmpersand() throws {
    let t = try start()
    t.type("interval 0.2 | take 100 | map \"tick\" &\r")
    t.type("subject s\r")
    t.type(
      "s | take 1\r",
      shows: "<repl>:1:1: warning: pipeline disposed: nothing left could end it; to feed it from "
        + "later statements, "
        + "run it as a background job (add '&') [S001]\r\n    s | take 1\r\n    ^\r\n")
    let mark = t.mark
    t.type("s | take 1 &\r")
    t.type("send s, \"fed\"\r")
    XCTAssertTrue(t.wait(for: "[2] 0.", after: mark), t.transcript)
    XCTAssertTrue(t.wait(for: " next \"fed\"", after: mark), t.transcript)
  }

  func testCtrlCStopsALongReadOfAFile() throws {
    // An endless file read synchronously: Ctrl-C stops it between two reads (issue 14).
    try expectCtrlCStops(
      "file \"/dev/urandom\" lines | filter i % 20000 == 0 | map i", once: "next 0")
  }

  func testCtrlCAtThePromptClearsTheLine() throws {
    let t = try start()
    t.type("just 5")
    XCTAssertTrue(t.wait(for: "just 5"))
    t.type("\u{3}", shows: "^C")
    t.type("just 6\r", showsAfter: "0.000 next 6")
  }

  func testBackgroundOutputAppearsAboveAHalfTypedLine() throws {
    let t = try start()
    t.type("interval 0.3 | take 2 &\r")
    XCTAssertTrue(t.wait(for: "sbx> "))
    let mark = t.mark
    t.type("just 4")
    XCTAssertTrue(t.wait(for: "[1] 0.6", after: mark), t.transcript)
    XCTAssertTrue(t.wait(for: "[1] 0.6", after: mark))
    t.type("2\r")
    XCTAssertTrue(
      t.wait(for: "0.000 next 42", after: mark), "the half-typed line survived: \(t.transcript)")
  }

  func testAParseErrorPointsIntoTheLineAndKeepsTheSession() throws {
    let t = try start()
    t.type("let n = 7\r")
    t.type("from [1 2]\r", shows: "<repl>:1:9: error:")
    XCTAssertTrue(t.wait(for: "        ^"), t.transcript)
    t.type("just n\r", showsAfter: "0.000 next 7")
  }

  func testContinuationPromptForAnUnfinishedStatement() throws {
    let t = try start()
    t.type("from [1, 2] |\r", shows: "...| ")
    t.type("map x + 1\r", shows: "0.000 next 3")
  }

}
