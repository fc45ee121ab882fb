import Foundation
import Synchronization
import XCTest

/// Runs the built `signalbox` binary the way a user's shell would.
enum BinaryRunner {
  static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  /// The binary under test: `SIGNALBOX_BIN` when set (`make test` runs the JSONTestSuite
  /// test once more on the release binary that way), else the one built with the tests.
  static var binary: URL {
    if let path = ProcessInfo.processInfo.environment["SIGNALBOX_BIN"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    var dir = Bundle(for: ExamplesTests.self).bundleURL
    while dir.path != "/" {
      let candidate = dir.appendingPathComponent("signalbox")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      dir = dir.deletingLastPathComponent()
    }
    return packageRoot.appendingPathComponent(".build/debug/signalbox")
  }

  struct Result {
    var out: String
    var err: String
    /// The exit status, or the signal's number when `signaled`.
    var status: Int32
    var signaled = false
  }

  /// `shell`: `arguments[0]` is the program to start instead of the binary.
  static func run(
    _ arguments: [String], stdin: String = "", directory: String = "examples", shell: Bool = false,
    environment extra: [String: String] = [:]
  ) throws -> Result {
    try run(
      arguments, input: Data(stdin.utf8), directory: directory, shell: shell, environment: extra)
  }

  /// Runs with `input` (any bytes) as standard input, in `directory` (absolute, or within
  /// the package). After `timeout` seconds the process is killed (then `signaled`, status 9).
  static func run(
    _ arguments: [String], input: Data, directory: String = "examples", timeout: Double? = nil,
    shell: Bool = false,
    environment extra: [String: String] = [:]
  ) throws -> Result {
    // A child that exits without reading all its input (an error at the first line, `take`)
    // closes the pipe under the writer below: the write must fail, not kill the test runner.
    signal(SIGPIPE, SIG_IGN)
    let process = Process()
    process.executableURL = shell ? URL(fileURLWithPath: arguments[0]) : binary
    process.arguments = shell ? Array(arguments.dropFirst()) : arguments
    process.currentDirectoryURL =
      directory.hasPrefix("/")
      ? URL(fileURLWithPath: directory) : packageRoot.appendingPathComponent(directory)
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    // Marble diagrams are as wide as $COLUMNS: the width the docs are written for.
    environment["COLUMNS"] = "80"
    environment.merge(extra) { $1 }
    process.environment = environment
    let out = Pipe()
    let err = Pipe()
    let inPipe = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = inPipe
    let group = DispatchGroup()
    try process.run()
    let pid = process.processIdentifier
    let killer = timeout.map { seconds in
      let item = DispatchWorkItem { kill(pid, SIGKILL) }
      DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: item)
      return item
    }
    defer { killer?.cancel() }
    // Write stdin from another thread: a child that exits (or crashes) without reading it
    // all must not block the test, and a large input must not fill the pipe first.
    let writer = inPipe.fileHandleForWriting
    DispatchQueue.global().async(group: group) {
      try? writer.write(contentsOf: input)
      try? writer.close()
    }
    // Read both pipes concurrently so a chatty stderr cannot block the child.
    let errBox = DataBox()
    let errHandle = err.fileHandleForReading
    DispatchQueue.global().async(group: group) { errBox.data = errHandle.readDataToEndOfFile() }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    let errData = errBox.data
    process.waitUntilExit()
    return Result(
      out: String(decoding: outData, as: UTF8.self), err: String(decoding: errData, as: UTF8.self),
      status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal)
  }

  /// Every `count` jobs, run on every core at once (a corpus of a process per case runs
  /// about twice as fast on two cores), in their order. A job's throw is rethrown after all
  /// have run, the first in order.
  static func concurrentMap<T: Sendable>(
    _ count: Int, _ job: @Sendable (Int) throws -> T
  ) throws -> [T] {
    let results = Mutex<[Int: Swift.Result<T, any Error>]>([:])
    let next = Atomic<Int>(0)
    let lanes = max(1, ProcessInfo.processInfo.activeProcessorCount)
    DispatchQueue.concurrentPerform(iterations: lanes) { _ in
      while true {
        let index = next.add(1, ordering: .relaxed).oldValue
        if index >= count { return }
        let result = Swift.Result { try job(index) }
        results.withLock { $0[index] = result }
      }
    }
    let all = results.withLock { $0 }
    return try (0..<count).map { try all[$0]!.get() }
  }

  /// The cases of a corpus a test runs: all of them, or every Nth with
  /// `SIGNALBOX_CORPUS_STRIDE=N` (`make asan` and `make tsan` run a sample: under a sanitizer
  /// each process costs several times its plain time, and `make test` runs them all).
  static func sample<C>(_ cases: [C]) -> [C] {
    let stride = corpusStride
    guard stride > 1 else { return cases }
    return cases.enumerated().compactMap { $0.offset % stride == 0 ? $0.element : nil }
  }

  /// N of `SIGNALBOX_CORPUS_STRIDE` (1 when unset or not a positive number).
  static var corpusStride: Int {
    let text = ProcessInfo.processInfo.environment["SIGNALBOX_CORPUS_STRIDE"] ?? ""
    return max(1, Int(text) ?? 1)
  }

  /// The first line a running binary writes to `pipe`, its newline included (what it has
  /// written when the pipe closes first), read a byte at a time so that nothing after it
  /// is taken (the live view's address line).
  static func firstLine(of pipe: Pipe) -> String {
    var line: [UInt8] = []
    while line.last != 10 {
      let byte = pipe.fileHandleForReading.readData(ofLength: 1)
      if byte.isEmpty { break }
      line += byte
    }
    return String(decoding: line, as: UTF8.self)
  }
}

/// Data filled by one reader thread, read after it is done.
final class DataBox: @unchecked Sendable {
  var data = Data()
}

/// Every ```sbx block in README.md and docs/*.md that is followed by an ```output block is
/// run in virtual time; its standard output must be exactly the output block.
final class DocsExamplesTests: XCTestCase {
  struct Example {
    var file: String
    var line: Int
    var program: String
    var output: String
  }

  static func examples(in text: String, file: String) -> [Example] {
    var examples: [Example] = []
    let lines = text.components(separatedBy: "\n")
    var k = 0
    while k < lines.count {
      guard lines[k] == "```sbx" else {
        k += 1
        continue
      }
      let start = k + 1
      var end = start
      while end < lines.count && lines[end] != "```" { end += 1 }
      let program = lines[start..<min(end, lines.count)].joined(separator: "\n")
      var next = end + 1
      while next < lines.count && lines[next].isEmpty { next += 1 }
      guard next < lines.count, lines[next] == "```output" else {
        k = end + 1
        continue
      }
      var close = next + 1
      while close < lines.count && lines[close] != "```" { close += 1 }
      let output = lines[(next + 1)..<min(close, lines.count)].map { $0 + "\n" }.joined()
      examples.append(Example(file: file, line: start, program: program, output: output))
      k = close + 1
    }
    return examples
  }

  func testDocumentedExamplesPrintWhatTheDocsSay() throws {
    let root = BinaryRunner.packageRoot
    var files = ["README.md"]
    let docs = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("docs").path)
    files += docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    var count = 0
    for file in files {
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      for example in Self.examples(in: text, file: file) {
        count += 1
        let result = try BinaryRunner.run(["--virtual", "-e", example.program], directory: "docs")
        XCTAssertEqual(
          result.out, example.output, "\(example.file):\(example.line); stderr: \(result.err)")
      }
    }
    XCTAssertGreaterThan(count, 60, "the docs should carry runnable examples")
  }

  func testTheExtractorPairsProgramsWithOutputs() {
    let text =
      "intro\n```sbx\njust 1\n```\n\n```output\n0.000 next 1\n0.000 "
      + "completed\n```\n```sbx\nnever\n```\ntext\n"
    let found = Self.examples(in: text, file: "x.md")
    XCTAssertEqual(found.count, 1)
    XCTAssertEqual(found.first?.program, "just 1")
    XCTAssertEqual(found.first?.output, "0.000 next 1\n0.000 completed\n")
  }
}

/// Runs the binary with `arguments` and `stdin`, and checks that it exits with `status` and
/// prints exactly `out` on standard output and `err` on standard error (each where given).
func assertBinary(
  _ arguments: [String], stdin: String = "", status: Int32, out: String? = nil,
  err: String? = nil, file: StaticString = #filePath, line: UInt = #line
) throws {
  let result = try BinaryRunner.run(arguments, stdin: stdin)
  XCTAssertEqual(result.status, status, result.err, file: file, line: line)
  if let out { XCTAssertEqual(result.out, out, file: file, line: line) }
  if let err { XCTAssertEqual(result.err, err, file: file, line: line) }
}
