import Foundation
import XCTest

/// Issue 14, part 5: no lost output and no silent I/O failure; and part 1's nesting limit
/// on the binary the user runs (the debug build's main thread).
final class IOFailureTests: XCTestCase {
  private func temporaryDirectory() throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sbx-io-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
    return dir
  }

  /// Starts the binary with stdout on a pipe that the test reads as it likes.
  private func start(_ arguments: [String]) throws -> (Process, FileHandle, Pipe) {
    let process = Process()
    process.executableURL = BinaryRunner.binary
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    return (process, out.fileHandleForReading, err)
  }

  /// Reads from `handle` until `enough` holds, failing (not hanging) after 60 s.
  private func read(_ handle: FileHandle, until enough: @escaping @Sendable (Data) -> Bool) -> Data
  {
    let box = DataBox()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      var data = Data()
      while !enough(data) {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        data += chunk
      }
      box.data = data
      done.signal()
    }
    if done.wait(timeout: .now() + 60) == .timedOut { XCTFail("no output within 60 s") }
    return box.data
  }

  func testAWriteErrorOnStdoutPrintsOneMessageAndExitsThree() throws {
    let process = Process()
    process.executableURL = BinaryRunner.binary
    process.arguments = ["-e", "range 1,10"]
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
    let err = Pipe()
    process.standardError = err
    try process.run()
    let message = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 3)
    XCTAssertEqual(
      String(decoding: message, as: UTF8.self),
      "signalbox: error writing standard output: No space left on device [U016]\n")
  }

  func testAClosedPipeEndsTheProgramQuietly() throws {
    let (process, out, err) = try start(["-e", "range 1, 1e12"])
    _ = read(out) { $0.count > 100_000 }
    try out.close()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0)
    XCTAssertEqual(
      String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self), "")
  }

  func testADirectoryAsADataFileIsAnErrorWithTheOSMessage() throws {
    let dir = try temporaryDirectory()
    let result = try BinaryRunner.run(["--virtual", "-e", "file \"\(dir.path)\""])
    XCTAssertEqual(result.out, "0.000 error \"\(dir.path): Is a directory\"\n")
    XCTAssertEqual(result.status, 1)
  }

  func testAReadErrorInADataFileIsAnErrorNotAnEmptyStream() throws {
    // Reading /proc/self/mem from its start fails with EIO.
    for mode in ["", " lines"] {
      let result = try BinaryRunner.run(["--virtual", "-e", "file \"/proc/self/mem\"\(mode)"])
      XCTAssertEqual(
        result.out, "0.000 error \"/proc/self/mem: Input/output error\"\n", "file …\(mode)")
      XCTAssertEqual(result.status, 1)
    }
  }

  func testAReadErrorOnStdinIsAnError() throws {
    let dir = try temporaryDirectory()
    let process = Process()
    process.executableURL = BinaryRunner.binary
    process.arguments = ["--virtual", "-e", "stdin"]
    process.standardInput = FileHandle(forReadingAtPath: dir.path)
    let out = Pipe()
    process.standardOutput = out
    process.standardError = Pipe()
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    XCTAssertEqual(String(decoding: data, as: UTF8.self), "0.000 error \"stdin: Is a directory\"\n")
    XCTAssertEqual(process.terminationStatus, 1)
  }

  func testAScriptThatCannotBeReadExitsThreeWithTheOSMessage() throws {
    let dir = try temporaryDirectory()
    let directory = try BinaryRunner.run([dir.path])
    XCTAssertEqual(directory.status, 3)
    XCTAssertEqual(directory.err, "signalbox: cannot read \(dir.path): Is a directory [U014]\n")
    let eio = try BinaryRunner.run(["/proc/self/mem"])
    XCTAssertEqual(eio.status, 3)
    XCTAssertEqual(eio.err, "signalbox: cannot read /proc/self/mem: Input/output error [U014]\n")
    XCTAssertEqual(eio.out, "")
  }

  func testALoadThatCannotBeReadSaysWhy() throws {
    let result = try BinaryRunner.run(["-e", ":load \"/proc/self/mem\""])
    XCTAssertEqual(
      result.err,
      "-e:1:7: warning: cannot read '/proc/self/mem': Input/output error [M005]\n    :load "
        + "\"/proc/self/mem\"\n          ^\n"
    )
  }

  /// Lines `0.000 next 1`, `0.000 next 2`, … with none missing and none cut.
  private func assertConsecutiveLines(
    _ data: Data, file: StaticString = #filePath, line: UInt = #line
  ) {
    let text = String(decoding: data, as: UTF8.self)
    XCTAssertTrue(text.hasSuffix("\n"), "the last line is complete", file: file, line: line)
    let lines = text.split(separator: "\n")
    XCTAssertGreaterThan(lines.count, 100, file: file, line: line)
    for (k, l) in lines.enumerated() where l != "0.000 next \(k + 1)" {
      XCTFail("line \(k + 1) is \(l)", file: file, line: line)
      return
    }
  }

  /// `range 1, 1e12` sent `signal` once it has written 100 kB: every line it wrote is
  /// complete, and it exits with `status`.
  private func assertInterrupted(
    by signal: Int32, exits status: Int32, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let (process, out, _) = try start(["-e", "range 1, 1e12"])
    var data = read(out) { $0.count > 100_000 }
    kill(process.processIdentifier, signal)
    data += out.readDataToEndOfFile()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, status, file: file, line: line)
    assertConsecutiveLines(data)
  }

  func testSIGTERMWritesEveryCompleteLineAndExits143() throws {
    try assertInterrupted(by: SIGTERM, exits: 143)
  }

  func testSIGHUPWritesEveryCompleteLineAndExits129() throws {
    try assertInterrupted(by: SIGHUP, exits: 129)
  }

  func testAReaderOfAPipeSeesEachTickAsItHappens() throws {
    let (process, out, _) = try start(["-e", "interval 0.2 | take 3"])
    let first = read(out) { $0.contains(0x0a) }
    // The first tick arrived while the program still runs (it waits for two more).
    XCTAssertTrue(process.isRunning, "the first tick was written before the program ended")
    XCTAssertTrue(
      String(decoding: first, as: UTF8.self).hasPrefix("0.2"),
      String(decoding: first, as: UTF8.self))
    let rest = out.readDataToEndOfFile()
    process.waitUntilExit()
    XCTAssertEqual(String(decoding: first + rest, as: UTF8.self).split(separator: "\n").count, 4)
  }

  func testACompleteLineDoesNotWaitWhileWorkGoesOn() throws {
    // One line, then work that never ends and prints nothing: the line is written while
    // the work goes on (within about 100 ms), not when the program ends.
    let (process, out, _) = try start(["-e", "range 1, 1e12 | filter x == 1"])
    let first = read(out) { $0.contains(0x0a) }
    XCTAssertTrue(process.isRunning)
    process.terminate()
    process.waitUntilExit()
    XCTAssertEqual(String(decoding: first, as: UTF8.self), "0.000 next 1\n")
    XCTAssertEqual(process.terminationStatus, 143)
  }

  func testABigStringIsWrittenInPiecesAsOneWholeLine() throws {
    // A 3 MB line with quotes, a backslash and non-ASCII text: the output writes it in
    // pieces (it is never built whole) and it is the same line as written whole.
    let line = String(repeating: "ab\"c\\dé€", count: 300_000)
    var escaped = ""
    for c in line.unicodeScalars {
      switch c {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      default: escaped.unicodeScalars.append(c)
      }
    }
    let result = try BinaryRunner.run(
      ["--virtual", "-e", "stdin lines"], stdin: line + "\nshort\n")
    XCTAssertEqual(result.out, "0.000 next \"\(escaped)\"\n0.000 next \"short\"\n0.000 completed\n")
    XCTAssertEqual(result.status, 0)
  }

  // MARK: nesting of input (part 1)

  func testDeepInputEndsInAPositionedErrorInTheDebugBuild() throws {
    // JSONTestSuite's n_structure_100000_opening_arrays.json, and 8 000 nested objects.
    let arrays = try BinaryRunner.run(
      ["--virtual", "-e", "stdin"], stdin: String(repeating: "[", count: 100_000))
    XCTAssertEqual(
      arrays.out, "0.000 error \"stdin:1:1001: values nested too deeply (more than 1000 levels)\"\n"
    )
    XCTAssertEqual(arrays.status, 1)
    let objects =
      String(repeating: "{\"a\":", count: 8_000) + "1" + String(repeating: "}", count: 8_000)
    let deep = try BinaryRunner.run(["--virtual", "-e", "stdin"], stdin: objects)
    XCTAssertEqual(
      deep.out, "0.000 error \"stdin:1:5001: values nested too deeply (more than 1000 levels)\"\n")
  }

  func testTheDeepestAllowedInputPrintsComparesAndIsFreed() throws {
    // 1 000 levels, the limit: read, compared with itself, printed and released on the
    // debug build's main thread (each of those recurses once per level).
    let arrays = String(repeating: "[", count: 1_000) + String(repeating: "]", count: 1_000)
    let objects =
      String(repeating: "{\"a\": ", count: 999) + "{}" + String(repeating: "}", count: 999)
    let result = try BinaryRunner.run(
      ["-q", "-e", "stdin | filter x == x | map len(str(x))"], stdin: arrays + "\n" + objects + "\n"
    )
    XCTAssertEqual(result.out, "2000\n\(999 * 6 + 2)\n")
    XCTAssertEqual(result.status, 0, result.err)
  }
}
