import Foundation
import Testing
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 19 through the built binary: `stdin items` with `take`, on a slow pipe, in the
/// golden formats, and its peak memory on a 200 MB document (measured by the kernel for the
/// child process, its `VmHWM`, never by timing).
@Suite struct ItemsCLITests {
  /// A started binary with its three pipes, killed if it is still running after `limit`
  /// seconds (a guard against a hang, not a measure: the tests wait for events, not time).
  final class Child: @unchecked Sendable {
    let process = Process()
    let input = Pipe()
    let output = Pipe()
    private var killer: DispatchWorkItem?

    init(_ arguments: [String], limit: Double = 60) throws {
      signal(SIGPIPE, SIG_IGN)
      process.executableURL = BinaryRunner.binary
      process.arguments = arguments
      process.standardInput = input
      process.standardOutput = output
      process.standardError = Pipe()
      try process.run()
      let pid = process.processIdentifier
      let item = DispatchWorkItem { kill(pid, SIGKILL) }
      DispatchQueue.global().asyncAfter(deadline: .now() + limit, execute: item)
      killer = item
    }

    func write(_ text: String) {
      try? input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
    }

    /// Standard output read until it holds `count` lines (or ends).
    func readLines(_ count: Int, after data: inout Data) -> [String] {
      while data.filter({ $0 == 0x0a }).count < count {
        let chunk = output.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        data += chunk
      }
      return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// Waits for the end; true when it ended by itself (not killed by the guard).
    func finish() -> Bool {
      process.waitUntilExit()
      killer?.cancel()
      return process.terminationReason == .exit
    }
  }

  @Test func takeThreeEndsWhileStdinIsStillOpen() throws {
    // The writer never closes stdin: the program must end after the third element.
    let child = try Child(["-q", "-e", "stdin items | take 3"])
    child.write("[{\"a\": 1}, 2, [3], 4, 5")
    var data = Data()
    let lines = child.readLines(3, after: &data)
    let ended = child.finish()
    let status = child.process.terminationStatus
    #expect(ended, "killed: it waited for the rest of the document")
    #expect(lines == ["{\"a\":1}", "2", "[3]"])
    #expect(status == 0)
    try? child.input.fileHandleForWriting.close()
  }

  @Test func elementsAreShownAsTheyArriveFromASlowPipe() throws {
    // Real time: the first element is printed before the rest of the document is written
    // (the test writes the rest only once it has read the first).
    let child = try Child(["-e", "stdin items \"rows\""])
    child.write("{\"rows\": [{\"id\": 1},")
    var data = Data()
    let first = child.readLines(1, after: &data)
    #expect(first.count == 1 && first[0].hasSuffix(" next {\"id\":1}"), "\(first)")
    child.write(" {\"id\": 2}]}")
    try child.input.fileHandleForWriting.close()
    let all = child.readLines(3, after: &data)
    let ended = child.finish()
    #expect(ended)
    #expect(all.count == 3)
    #expect(all.dropFirst().first?.hasSuffix(" next {\"id\":2}") == true, "\(all)")
    #expect(all.last?.hasSuffix(" completed") == true, "\(all)")
  }

  @Test func lenientWarningsGoToStderrAndTheStreamGoesOn() throws {
    let result = try BinaryRunner.run(
      ["--virtual", "-e", "stdin items lenient"], stdin: "[1,\n {\"a\": nul},\n 3]")
    #expect(result.out == "0.000 next 1\n0.000 next 3\n0.000 completed\n")
    #expect(result.err.contains("stdin:2:8: warning: invalid literal"), "\(result.err)")
    #expect(result.status == 0)
    let strict = try BinaryRunner.run(
      ["--virtual", "-e", "stdin items"], stdin: "[1,\n {\"a\": nul},\n 3]")
    #expect(strict.out == "0.000 next 1\n0.000 error \"stdin:2:8: invalid literal\"\n")
    #expect(strict.status == 1)
  }

  @Test func itemsAndTimedDoNotCombine() throws {
    let result = try BinaryRunner.run(["--check", "-e", "stdin items timed"])
    #expect(result.status == 2)
    #expect(result.err.contains("'items' and 'timed' do not combine"), "\(result.err)")
  }

  // MARK: memory

  /// Writes a compact array of objects of about 1 KB each, `megabytes` in all; returns
  /// how many elements it has.
  static func writeArray(to path: String, megabytes: Int) throws -> Int {
    _ = FileManager.default.createFile(atPath: path, contents: nil)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    defer { try? handle.close() }
    let text = String(repeating: "lorem ipsum ", count: 80)
    var written = 0
    var count = 0
    var chunk = "["
    while written + chunk.utf8.count < megabytes * 1_000_000 {
      chunk +=
        (count > 0 ? "," : "")
        + "{\"id\":\(count),\"name\":\"item \(count)\",\"v\":\(count % 100),\"text\":\"\(text)\"}"
      count += 1
      if chunk.utf8.count > 1 << 20 {
        try handle.write(contentsOf: Data(chunk.utf8))
        written += chunk.utf8.count
        chunk = ""
      }
    }
    try handle.write(contentsOf: Data((chunk + "]\n").utf8))
    return count
  }

  /// The peak resident memory of a running process in KiB (`VmHWM`: the high-water mark
  /// of its own address space, which starts afresh at exec; `wait4`'s `ru_maxrss` would
  /// not do: exec records the spawning process's peak in it).
  static func peakKiB(of pid: Int32) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return nil }
    return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
  }

  @Test func aTwoHundredMegabyteArrayIsCountedInFlatMemory() throws {
    let dir = NSTemporaryDirectory() + "signalbox-items-memory-\(getpid())"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    var peaks: [Int] = []
    for megabytes in [20, 200] {
      let input = dir + "/array-\(megabytes).json"
      let count = try ItemsCLITests.writeArray(to: input, megabytes: megabytes)
      // The document is counted, then the program waits on stdin, still alive, while its
      // peak is read.
      let child = try Child(
        ["-q", "-e", "file \"\(input)\" items | count\nstdin lines | take 1"], limit: 300)
      var data = Data()
      let lines = child.readLines(1, after: &data)
      let peak = ItemsCLITests.peakKiB(of: child.process.processIdentifier)
      child.write("done\n")
      try child.input.fileHandleForWriting.close()
      let ended = child.finish()
      #expect(ended)
      #expect(lines.first == "\(count)")
      peaks.append(peak ?? Int.max)
      try FileManager.default.removeItem(atPath: input)
    }
    // A fixed bound far below the document (the whole document read would be 200 MB and
    // more), and the same for ten times the size.
    #expect(peaks[1] < 64 * 1024, "peak RSS \(peaks[1]) KiB for 200 MB")
    #expect(
      peaks[1] < peaks[0] + 8 * 1024,
      "peak RSS \(peaks[0]) KiB for 20 MB, \(peaks[1]) KiB for 200 MB")
  }
}

/// Ctrl-C while `stdin items` skips a member whose end never comes. An XCTest, so that the
/// child is started from the main thread: a child inherits its parent thread's signal mask,
/// and swift-testing's worker threads block SIGINT.
final class ItemsInterruptTests: XCTestCase {
  func testCtrlCStopsAReadThatIsSkippingAHugeMember() throws {
    for clock in [[], ["--virtual"]] {
      let child = try ItemsCLITests.Child(clock + ["-e", "stdin items \"rows\" | take 1"])
      child.write("{\"skip\": \"" + String(repeating: "x", count: 1 << 20))
      child.write(String(repeating: "y", count: 1 << 20))
      child.process.interrupt()
      XCTAssertTrue(child.finish(), "killed: Ctrl-C did not stop it (\(clock))")
      XCTAssertEqual(child.process.terminationStatus, 130, "\(clock)")
      try? child.input.fileHandleForWriting.close()
    }
  }
}
